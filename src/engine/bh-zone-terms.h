/* bh-zone-terms.h — what every game's set-up reads of a scenario's
 * placement zones (`where`, docs/data-format.md) in the same way; the
 * terms' meanings are each game's own. */
#pragma once

#include "bh-game-data.h"

G_BEGIN_DECLS

/* The placement that puts `piece` (of unit type `type`) on the board, as
 * bh_state_new_for_scenario hands a type's pieces out in the data's order,
 * or NULL. */
const BhPlacement *bh_zone_placement_of  (BhGameData       *data,
                                          const BhScenario *scenario,
                                          int               type,
                                          int               piece);

/* The `index`th piece to set up: the scenario's set-up-first side's, then
 * the other's, each in the data's order, of the placements `zoned` accepts
 * (the game's own test: a `where`, at the start, on a space); -1 past the
 * end (Pontiac's War, Blood on the Ohio App. 2). */
int                bh_zone_nth_piece     (BhGameData       *data,
                                          const BhScenario *scenario,
                                          int               index,
                                          gboolean        (*zoned) (const BhPlacement *pl, gconstpointer user),
                                          gconstpointer     user);

/* The first term of the scenario's zones whose name (before any ':') is
 * not among `known`, or NULL when all are known (freed by the caller). */
char              *bh_zone_terms_unknown (const BhScenario  *scenario,
                                          const char *const *known,
                                          guint              n_known);

G_END_DECLS
