/* bh-search.h — a decision by information-set MCTS (bh-mcts.h) on every
 * core: one tree per thread from the same view (root parallelism), their
 * root statistics summed, the most visited action chosen.  Take-backs are
 * never chosen. */
#pragma once

#include "bh-rules.h"

G_BEGIN_DECLS

typedef struct {
  guint iterations;        /* > 0: this many in all, split over the threads (deterministic) */
  guint time_ms;           /* else think this long */
  guint threads;           /* 0: one per core */
  double exploration;
  double widening;
  double widening_power;
  double prior;
  guint rollout_cap;
  gboolean common_seeds;
  gboolean rollout_flat;
  guint64 seed;
} BhSearchParams;

typedef struct {
  guint iterations;        /* done in all */
  guint nodes;             /* tree nodes in all */
  guint pruned;            /* root actions left out as take-backs */
  double value;            /* the chosen action's mean score, 0..1 */
} BhSearchStats;

/* Root actions legal in `view` that would bring back one of the states in
 * `history` (views, before the side's earlier decisions of this run). */
GArray  *bh_search_take_backs (BhRules              *rules,
                               const BhState        *view,
                               GPtrArray            *history);
/* FALSE when nothing is legal (or the game is over). */
gboolean bh_search_choose     (BhRules              *rules,
                               const BhState        *view,
                               GPtrArray            *history,
                               const BhSearchParams *params,
                               GCancellable         *cancellable,
                               BhAction             *action,
                               BhSearchStats        *stats);

G_END_DECLS
