/* bh-geronimo-rules.h — the rules of Geronimo! (Avalon Hill, design R. H.
 * Berg), 2nd-edition compilation, as a BhRules implementation: one to five
 * players, seats that draw sides anew every Turn. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_GERONIMO_RULES (bh_geronimo_rules_get_type ())
G_DECLARE_FINAL_TYPE (BhGeronimoRules, bh_geronimo_rules, BH, GERONIMO_RULES, GObject)

/* Test hook: the next d10s the rules roll in `state` read `rolls` (0-9),
 * in order (at most 48), before the seeded generator takes over again.
 * For golden tests of the rulebook's examples.  Never called in play. */
void bh_geronimo_rules_force_dice (BhState *state, const int *rolls, guint n);

G_END_DECLS
