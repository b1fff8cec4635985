/* bh-bloody-rules.h — the rules of A Dark and Bloody Ground (Against the
 * Odds / LPS, 2004, 2nd edition) as a BhRules implementation. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_BLOODY_RULES (bh_bloody_rules_get_type ())
G_DECLARE_FINAL_TYPE (BhBloodyRules, bh_bloody_rules, BH, BLOODY_RULES, GObject)

G_END_DECLS
