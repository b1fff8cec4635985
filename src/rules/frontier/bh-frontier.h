/* bh-frontier.h — mechanics shared by John Poniske's point-to-point
 * frontier games (Blood on the Ohio, Pontiac's War), written once in a
 * game-neutral form: the games pass their graph, their costs and their
 * numbers; nothing here knows a side, a nation or a rule number of either
 * game.  docs/rules/pontiac.md lists which Ohio functions these replace. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BH_FRONTIER_FAR 255

/* A map as adjacency lists: the neighbours of space s are
 * adj[start[s]] .. adj[start[s + 1] - 1]. */
typedef struct {
  guint n_spaces;
  const guint16 *start;   /* n_spaces + 1 entries */
  const gint16 *adj;
} BhFrontierGraph;

/* What entering space `to` from `from` costs, 0 when it may not be
 * entered at all. */
typedef int (*BhFrontierCost) (int from, int to, gpointer user_data);

/* Cheapest cost from any space with sources[s] set to every space, up to
 * `limit` (farther spaces get BH_FRONTIER_FAR): the movement allowance of a
 * force (MP along trails), a supply trace, the nearest friendly fort.
 * `cost` NULL: every step costs 1. */
void     bh_frontier_distances      (const BhFrontierGraph *graph,
                                     const guint8          *sources,
                                     int                    limit,
                                     BhFrontierCost         cost,
                                     gpointer               user_data,
                                     guint8                *out);

/* The same from one space. */
void     bh_frontier_distances_from (const BhFrontierGraph *graph,
                                     int                    from,
                                     int                    limit,
                                     BhFrontierCost         cost,
                                     gpointer               user_data,
                                     guint8                *out);

/* Pass-through: a moving force may go on through an enemy force (or an
 * enemy structure with no force, strength 0) only when the one passed is
 * weaker. */
static inline gboolean
bh_frontier_may_pass (int moving_strength, int passed_strength)
{
  return passed_strength < moving_strength;
}

/* Attrition of a force of `steps` combat steps: one step lost per
 * `divisor` steps, rounded up, at least one when it has any step. */
static inline int
bh_frontier_attrition_loss (int steps, int divisor)
{
  if (steps <= 0 || divisor <= 0)
    return 0;
  return MAX (1, (steps + divisor - 1) / divisor);
}

/* Supply spent against `loss` attrition steps when each supply cancels
 * `per_supply` steps and `available` supply may be spent: as few as cancel
 * the most steps (a supply is not spent on nothing). */
static inline int
bh_frontier_supply_needed (int loss, int available, int per_supply)
{
  if (loss <= 0 || per_supply <= 0)
    return 0;
  return MIN (available, (loss + per_supply - 1) / per_supply);
}

/* Retreat destinations: the adjacent spaces of `from` that `allowed`
 * accepts and that are nearest to the nearest space of `goals` (fewest
 * steps by `cost`); every allowed neighbour when no goal can be reached.
 * Writes them to `out` (at most as many as `from` has neighbours) and
 * returns how many. */
typedef gboolean (*BhFrontierAllowed) (int space, gpointer user_data);

guint    bh_frontier_retreat_toward (const BhFrontierGraph *graph,
                                     int                    from,
                                     const guint8          *goals,
                                     BhFrontierAllowed      allowed,
                                     BhFrontierCost         cost,
                                     gpointer               user_data,
                                     gint16                *out);

G_END_DECLS
