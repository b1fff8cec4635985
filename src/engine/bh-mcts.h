/* bh-mcts.h — information-set Monte Carlo tree search: one tree over the
 * deciding side's information sets, grown by iterations that each sample
 * what the side cannot see (bh_rules_determinize) and fresh dice, descend the
 * tree by UCB among the actions legal in that sample, widen it
 * progressively in the order of the game's policy, play the policy on to
 * the game's horizon and score the end with the game's evaluation. */
#pragma once

#include "bh-rules.h"

G_BEGIN_DECLS

typedef struct {
  guint iterations;        /* > 0: stop after this many (deterministic) */
  gint64 deadline;         /* else stop at this monotonic time (µs) */
  double exploration;      /* UCB constant */
  double widening;         /* a node may have widening * visits^widening_power children */
  double widening_power;
  double prior;            /* weight of the policy's prior in selection */
  guint rollout_cap;       /* most actions in one rollout */
  /* TRUE: the k-th visit of every root action plays on the same sample
   * (hidden pieces and dice), so that actions are compared on common
   * random numbers rather than on dice of their own. */
  gboolean common_seeds;
  gboolean rollout_flat;      /* the rollout samples the policy's weights as they are, not squared */
  guint64 seed;
} BhMctsParams;

/* What a search found for one root action. */
typedef struct {
  BhAction action;
  guint visits;
  double reward;           /* the sum of the deciding side's scores */
} BhMctsArm;

typedef struct _BhMcts BhMcts;

/* `banned`: root actions that would only take back an earlier decision;
 * they are never chosen while anything else is legal. */
BhMcts  *bh_mcts_new        (BhRules            *rules,
                             const BhState      *view,
                             const GArray       *banned,
                             const BhMctsParams *params);
/* Grows the tree until the budget runs out or `cancellable` fires;
 * returns the iterations done. */
guint    bh_mcts_run        (BhMcts             *self,
                             GCancellable       *cancellable);
/* The root's actions with their statistics (pruned ones left out). */
GArray  *bh_mcts_root_arms  (BhMcts             *self);
guint    bh_mcts_n_nodes    (BhMcts             *self);
/* For tests: is there a node reached from the root by `actions` (the
 * choices only, forced actions left out)?  If so, `pruned` says whether it
 * was pruned as a take-back. */
gboolean bh_mcts_path_pruned (BhMcts            *self,
                             const BhAction     *actions,
                             guint               n_actions,
                             gboolean           *pruned);
void     bh_mcts_free       (BhMcts             *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BhMcts, bh_mcts_free)

G_END_DECLS
