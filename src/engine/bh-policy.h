/* bh-policy.h — choosing among legal actions by the game's policy weights
 * (bh_rules_policy): sampled for rollouts, the best for the Easy level. */
#pragma once

#include "bh-rules.h"

G_BEGIN_DECLS

/* An index drawn in proportion to the weights (uniform when all are 0). */
guint    bh_policy_sample (const double *weights,
                           guint         n,
                           GRand        *rand);
/* The index of the greatest weight; ties broken at random. */
guint    bh_policy_best   (const double *weights,
                           guint         n,
                           GRand        *rand);
/* Easy: the policy's favourite among the legal actions of `state`, the
 * actions listed in `banned` (take-backs) left out while others remain.
 * FALSE when nothing is legal. */
gboolean bh_policy_choose (BhRules       *rules,
                           const BhState *state,
                           const GArray  *banned,
                           guint64        seed,
                           BhAction      *action);
/* Whether `list` holds `action`; its index in *index. */
gboolean bh_actions_find  (const GArray   *list,
                           const BhAction *action,
                           guint          *index);

G_END_DECLS
