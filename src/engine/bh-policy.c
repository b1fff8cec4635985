/* bh-policy.c — acting on the game's policy weights. */
#include "config.h"

#include "bh-policy.h"

#include <string.h>

guint
bh_policy_sample (const double *weights, guint n, GRand *rand)
{
  double total = 0, pick;

  for (guint i = 0; i < n; i++)
    total += weights[i];
  if (total <= 0)
    return g_rand_int_range (rand, 0, n);
  pick = g_rand_double (rand) * total;
  for (guint i = 0; i < n; i++)
    {
      pick -= weights[i];
      if (pick < 0)
        return i;
    }
  return n - 1;
}

guint
bh_policy_best (const double *weights, guint n, GRand *rand)
{
  guint best = 0, ties = 1;

  for (guint i = 1; i < n; i++)
    if (weights[i] > weights[best])
      {
        best = i;
        ties = 1;
      }
    else if (weights[i] == weights[best] && g_rand_int_range (rand, 0, ++ties) == 0)
      best = i;
  return best;
}

gboolean
bh_actions_find (const GArray *list, const BhAction *action, guint *index)
{
  for (guint i = 0; list != NULL && i < list->len; i++)
    {
      const BhAction *a = &g_array_index (list, BhAction, i);

      if (a->kind == action->kind && a->n_args == action->n_args &&
          memcmp (a->args, action->args, action->n_args * sizeof a->args[0]) == 0)
        {
          if (index)
            *index = i;
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
bh_policy_choose (BhRules *rules, const BhState *state, const GArray *banned, guint64 seed, BhAction *action)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));
  g_autofree double *weights = NULL;
  guint allowed = 0;

  bh_rules_list_actions (rules, state, legal);
  if (legal->len == 0)
    return FALSE;
  weights = g_new (double, legal->len);
  bh_rules_policy (rules, state, legal, weights);
  for (guint i = 0; i < legal->len; i++)
    if (!bh_actions_find (banned, &g_array_index (legal, BhAction, i), NULL))
      allowed++;
  for (guint i = 0; i < legal->len && allowed > 0; i++)
    if (bh_actions_find (banned, &g_array_index (legal, BhAction, i), NULL))
      weights[i] = -1;
  *action = g_array_index (legal, BhAction, bh_policy_best (weights, legal->len, rand));
  action->side = state->pending.side;
  return TRUE;
}
