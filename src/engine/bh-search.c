/* bh-search.c — root-parallel information-set MCTS for one decision. */
#include "config.h"

#include "bh-search.h"
#include "bh-mcts.h"
#include "bh-policy.h"

#include <string.h>

typedef struct {
  BhMcts *tree;
  GCancellable *cancellable;
  guint done;
} Worker;

static gpointer
work (gpointer user_data)
{
  Worker *w = user_data;

  w->done = bh_mcts_run (w->tree, w->cancellable);
  return NULL;
}

GArray *
bh_search_take_backs (BhRules *rules, const BhState *view, GPtrArray *history)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(BhState) sample = NULL;
  g_autoptr(BhState) after = NULL;
  GArray *banned = g_array_new (FALSE, FALSE, sizeof (BhAction));
  int side = view->pending.side;

  if (history == NULL || history->len == 0)
    return banned;
  /* The rules play full states, not views (Pontiac's boxes: in a view the
   * other side's boxed pieces lie in one pool, and its markers, alone in
   * their spaces, would be tidied away): each action is tried on one
   * state consistent with the view.  A take-back rolls no dice and reads
   * nothing hidden, so any such state will do. */
  sample = bh_state_copy (view);
  bh_rules_determinize (rules, view, side, 1, sample);
  after = bh_state_copy (sample);
  bh_rules_list_actions (rules, view, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      BhAction a = g_array_index (legal, BhAction, i);
      g_autoptr(BhState) seen = NULL;

      a.side = side;
      bh_state_copy_into (after, sample);
      bh_rules_apply (rules, after, &a);
      /* Compared as the side sees it, as the history holds views: a
       * hidden piece moved there and back (Pontiac's conceal, 6.3) lies
       * elsewhere in the raw state until the view renumbers it. */
      seen = bh_rules_dup_view (rules, after, side);
      for (guint h = 0; h < history->len; h++)
        if (bh_state_equal (seen, g_ptr_array_index (history, h)))
          {
            g_array_append_val (banned, a);
            break;
          }
    }
  return banned;
}

gboolean
bh_search_choose (BhRules *rules, const BhState *view, GPtrArray *history, const BhSearchParams *params,
                  GCancellable *cancellable, BhAction *action, BhSearchStats *stats)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(GArray) banned = NULL;
  g_autofree guint *visits = NULL;
  g_autofree double *reward = NULL;
  guint threads = params->threads ? params->threads : g_get_num_processors ();
  Worker *workers;
  GThread **handles;
  BhMctsParams mp = { 0 };
  guint live = 0;
  int best = -1;

  if (stats)
    memset (stats, 0, sizeof *stats);
  if (view->result != BH_RESULT_ONGOING)
    return FALSE;
  bh_rules_list_actions (rules, view, legal);
  if (legal->len == 0)
    return FALSE;
  banned = bh_search_take_backs (rules, view, history);
  for (guint i = 0; i < legal->len; i++)
    if (!bh_actions_find (banned, &g_array_index (legal, BhAction, i), NULL))
      {
        live++;
        best = i;
      }
  if (stats)
    stats->pruned = banned->len;
  if (live <= 1 || legal->len == 1)
    {
      *action = g_array_index (legal, BhAction, best >= 0 ? best : 0);
      action->side = view->pending.side;
      return TRUE;
    }
  if (banned->len == legal->len)
    g_array_set_size (banned, 0);

  mp.iterations = params->iterations > 0 ? MAX (1, (params->iterations + threads - 1) / threads) : 0;
  /* A tenth of the budget is kept for starting and joining the threads. */
  mp.deadline = g_get_monotonic_time () + (gint64) params->time_ms * 900;
  mp.exploration = params->exploration;
  mp.widening = params->widening;
  mp.widening_power = params->widening_power;
  mp.prior = params->prior;
  mp.rollout_cap = params->rollout_cap;
  mp.common_seeds = params->common_seeds;
  mp.rollout_flat = params->rollout_flat;
  workers = g_new0 (Worker, threads);
  handles = g_new0 (GThread *, threads);
  for (guint t = 0; t < threads; t++)
    {
      mp.seed = params->seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + t;
      workers[t].tree = bh_mcts_new (rules, view, banned, &mp);
      workers[t].cancellable = cancellable;
    }
  /* The calling thread grows the first tree itself. */
  for (guint t = 1; t < threads; t++)
    handles[t] = g_thread_new ("bh-search", work, &workers[t]);
  work (&workers[0]);
  for (guint t = 1; t < threads; t++)
    g_thread_join (handles[t]);

  visits = g_new0 (guint, legal->len);
  reward = g_new0 (double, legal->len);
  for (guint t = 0; t < threads; t++)
    {
      g_autoptr(GArray) arms = bh_mcts_root_arms (workers[t].tree);
      guint index;

      for (guint a = 0; a < arms->len; a++)
        {
          BhMctsArm *arm = &g_array_index (arms, BhMctsArm, a);

          /* Only what is legal in the view itself. */
          if (bh_actions_find (legal, &arm->action, &index))
            {
              visits[index] += arm->visits;
              reward[index] += arm->reward;
            }
        }
      if (stats)
        {
          stats->iterations += workers[t].done;
          stats->nodes += bh_mcts_n_nodes (workers[t].tree);
        }
      bh_mcts_free (workers[t].tree);
    }
  g_free (workers);
  g_free (handles);

  best = -1;
  for (guint i = 0; i < legal->len; i++)
    {
      if (bh_actions_find (banned, &g_array_index (legal, BhAction, i), NULL))
        continue;
      if (best < 0 || visits[i] > visits[best] ||
          (visits[i] == visits[best] && visits[i] > 0 && reward[i] / visits[i] > reward[best] / visits[best]))
        best = i;
    }
  if (visits[best] == 0)
    return bh_policy_choose (rules, view, banned, params->seed, action);  /* no time to search */
  *action = g_array_index (legal, BhAction, best);
  action->side = view->pending.side;
  if (stats && visits[best] > 0)
    stats->value = reward[best] / visits[best];
  return TRUE;
}
