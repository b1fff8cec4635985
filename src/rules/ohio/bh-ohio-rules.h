/* bh-ohio-rules.h — the rules of Blood on the Ohio (Compass Games, 2018)
 * as a BhRules implementation. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_OHIO_RULES (bh_ohio_rules_get_type ())
G_DECLARE_FINAL_TYPE (BhOhioRules, bh_ohio_rules, BH, OHIO_RULES, GObject)

G_END_DECLS
