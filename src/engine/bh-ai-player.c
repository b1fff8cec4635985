/* bh-ai-player.c — every level behind one call. */
#include "config.h"

#include "bh-ai-player.h"
#include "bh-ai.h"
#include "bh-policy.h"
#include "bh-search.h"

#include <string.h>

#define HISTORY_MAX 64

gboolean
bh_ai_decide (BhRules *rules, const BhState *view, GPtrArray *history, const BhAiConfig *config,
              guint budget_ms, guint64 seed, GCancellable *cancellable, BhAction *action)
{
  return bh_ai_decide_with_stats (rules, view, history, config, budget_ms, seed, cancellable, action, NULL);
}

gboolean
bh_ai_decide_with_stats (BhRules *rules, const BhState *view, GPtrArray *history, const BhAiConfig *config,
                         guint budget_ms, guint64 seed, GCancellable *cancellable, BhAction *action,
                         BhSearchStats *stats)
{
  if (stats)
    memset (stats, 0, sizeof *stats);
  switch (config->level)
    {
    case BH_AI_RANDOM:
      {
        g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
        g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) (seed ^ (seed >> 32)));

        if (view->result != BH_RESULT_ONGOING)
          return FALSE;
        bh_rules_list_actions (rules, view, legal);
        if (legal->len == 0)
          return FALSE;
        *action = g_array_index (legal, BhAction, g_rand_int_range (rand, 0, legal->len));
        action->side = view->pending.side;
        return TRUE;
      }
    case BH_AI_FLAT:
      {
        BhAiParams params;

        if (view->result != BH_RESULT_ONGOING)
          return FALSE;
        bh_ai_params_init (&params);
        params.playouts = config->playouts;
        params.seed = seed;
        return bh_ai_choose (rules, view, &params, action);
      }
    case BH_AI_EASY:
    easy:
      {
        g_autoptr(GArray) banned = NULL;

        if (view->result != BH_RESULT_ONGOING)
          return FALSE;
        banned = bh_search_take_backs (rules, view, history);
        return bh_policy_choose (rules, view, banned, seed, action);
      }
    case BH_AI_NORMAL:
    case BH_AI_STRONG:
    default:
      if (config->iterations == 0 && budget_ms == 0)
        goto easy;   /* the turn's time is spent */
      {
        BhSearchParams params = {
          .iterations = config->iterations,
          .time_ms = budget_ms,
          .threads = config->threads,
          .exploration = config->exploration,
          .widening = config->widening,
          .widening_power = config->widening_power,
          .prior = config->prior,
          .rollout_cap = config->rollout_cap,
          .common_seeds = config->common_seeds != 0,
          .rollout_flat = config->rollout_flat != 0,
          .seed = seed,
        };

        return bh_search_choose (rules, view, history, &params, cancellable, action, stats);
      }
    }
}

GPtrArray *
bh_ai_history (BhGame *game, int side)
{
  GPtrArray *views = g_ptr_array_new_with_free_func ((GDestroyNotify) bh_state_free);
  guint n = bh_game_get_n_log_entries (game);
  guint first = n;

  while (first > 0 && n - first < HISTORY_MAX)
    {
      const BhLogEntry *entry = bh_game_get_log_entry (game, first - 1);

      if (entry->side != side || entry->n_rolls > 0 || entry->revealed)
        break;
      first--;
    }
  for (guint i = first; i < n; i++)
    g_ptr_array_add (views, bh_rules_dup_view (bh_game_get_rules (game), bh_game_get_state_at (game, i), side));
  return views;
}
