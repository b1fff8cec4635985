/* bh-madison-rules.h — the rules of Mr. Madison's War (GMT Games) as a
 * BhRules implementation.  Not yet registered in bh-builtin-rules.c: see
 * docs/rules/madison.md for what is enforced. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_MADISON_RULES (bh_madison_rules_get_type ())
G_DECLARE_FINAL_TYPE (BhMadisonRules, bh_madison_rules, BH, MADISON_RULES, GObject)

G_END_DECLS
