/* bh-pontiac-rules.h — the rules of Pontiac's War (Compass Games, design
 * John Poniske) as a BhRules implementation. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_PONTIAC_RULES (bh_pontiac_rules_get_type ())
G_DECLARE_FINAL_TYPE (BhPontiacRules, bh_pontiac_rules, BH, PONTIAC_RULES, GObject)

/* Test hook: the next dice the rules roll in `state` give `rolls`, in
 * order (at most 48), before the seeded generator takes over again.  For
 * golden tests of the rulebook's examples, whose pools (18 dice) no seed
 * search can reach.  Never called in play. */
void bh_pontiac_rules_force_dice (BhState *state, const int *rolls, guint n);

G_END_DECLS
