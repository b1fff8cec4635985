/* bh-ai.c — the computer opponent.
 *
 * It plays the side to move by sampling futures: each root action is tried
 * in random playouts, chosen by UCB1 so promising actions get more of the
 * budget.  It plays from its side's view only (bh_rules_dup_view): each
 * playout starts from a determinization of that view, hidden pieces dealt
 * at random among those that could be there and the dice re-seeded, so
 * whatever state it is handed, it never reads what its side may not see. */
#include "config.h"

#include "bh-ai.h"

#include <math.h>

#define EXPLORATION 0.7

void
bh_ai_params_init (BhAiParams *params)
{
  params->playouts = 400;
  params->max_depth = 300;
  params->seed = 1;
}

/* Victory points decide a playout cut short: every track marker that
 * belongs to a side on a track whose id starts with "vp". */
double
bh_ai_evaluate (BhRules *rules, const BhState *state, int side)
{
  BhGameData *data = bh_rules_get_game_data (rules);
  const gint16 *markers = bh_state_const_markers (state);
  double own = 0, best_other = 0;
  gboolean found = FALSE;

  if (state->result == BH_RESULT_WIN)
    return state->winner == side ? 1.0 : 0.0;
  if (state->result == BH_RESULT_DRAW)
    return 0.5;
  for (guint m = 0; m < state->n_markers; m++)
    {
      const BhMarker *marker = bh_game_data_get_marker (data, m);
      const BhTrack *track = bh_game_data_get_track (data, marker->track);

      if (marker->side == BH_NONE || !g_str_has_prefix (track->id, "vp"))
        continue;
      found = TRUE;
      if (marker->side == side)
        own += markers[m];
      else
        best_other = MAX (best_other, markers[m]);
    }
  if (!found)
    return 0.5;
  /* A logistic curve: a lead of 4 points is worth about 0.9. */
  return 1.0 / (1.0 + exp (-(own - best_other) * 0.55));
}

static double
playout (BhRules *rules, BhState *scratch, GArray *legal, GRand *rand, guint max_depth, int side)
{
  for (guint depth = 0; depth < max_depth && scratch->result == BH_RESULT_ONGOING; depth++)
    {
      BhAction action;

      bh_rules_list_actions (rules, scratch, legal);
      if (legal->len == 0)
        break;
      action = g_array_index (legal, BhAction, g_rand_int_range (rand, 0, legal->len));
      action.side = scratch->pending.side;
      bh_rules_apply (rules, scratch, &action);
    }
  return bh_ai_evaluate (rules, scratch, side);
}

gboolean
bh_ai_choose (BhRules *rules, const BhState *state, const BhAiParams *params, BhAction *chosen)
{
  g_autoptr(GArray) root = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) (params->seed ^ (params->seed >> 32)));
  int side = state->pending.side;
  g_autoptr(BhState) view = bh_rules_dup_view (rules, state, side);
  g_autoptr(BhState) scratch = bh_state_copy (view);
  g_autofree double *total = NULL;
  g_autofree guint *visits = NULL;
  guint best = 0;

  bh_rules_list_actions (rules, view, root);
  if (root->len == 0)
    return FALSE;
  if (root->len == 1)
    {
      *chosen = g_array_index (root, BhAction, 0);
      chosen->side = side;
      return TRUE;
    }
  total = g_new0 (double, root->len);
  visits = g_new0 (guint, root->len);

  for (guint n = 0; n < MAX (params->playouts, root->len); n++)
    {
      guint pick = 0;
      double pick_score = -1;
      BhAction action;

      /* UCB1: every action once, then the best by mean plus exploration. */
      for (guint i = 0; i < root->len; i++)
        {
          double score = visits[i] == 0 ? G_MAXDOUBLE
                       : total[i] / visits[i] + EXPLORATION * sqrt (log ((double) n) / visits[i]);

          if (score > pick_score)
            {
              pick_score = score;
              pick = i;
            }
        }
      bh_rules_determinize (rules, view, side, ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand), scratch);
      action = g_array_index (root, BhAction, pick);
      action.side = side;
      /* A future the view allows but where the move is refused tells nothing. */
      if (bh_rules_check_action (rules, scratch, &action, NULL))
        {
          bh_rules_apply (rules, scratch, &action);
          total[pick] += playout (rules, scratch, legal, rand, params->max_depth, side);
        }
      else
        total[pick] += bh_ai_evaluate (rules, scratch, side);
      visits[pick]++;
    }
  /* The most visited action: the robust choice. */
  for (guint i = 1; i < root->len; i++)
    if (visits[i] > visits[best] || (visits[i] == visits[best] && total[i] > total[best]))
      best = i;
  *chosen = g_array_index (root, BhAction, best);
  chosen->side = side;
  return TRUE;
}
