/* bh-ai-kit.c — helpers the games' computer-opponent hooks share. */
#include "config.h"

#include "bh-ai-kit.h"

#include <math.h>

double
bh_ai_kit_logistic (double score, double steepness)
{
  return 1.0 / (1.0 + exp (-steepness * score));
}

gboolean
bh_ai_kit_result (const BhState *state, int side, double *value)
{
  if (state->result == BH_RESULT_WIN)
    *value = state->winner == side ? 1.0 : 0.0;
  else if (state->result == BH_RESULT_DRAW)
    *value = 0.5;
  else
    return FALSE;
  return TRUE;
}

double
bh_ai_kit_lead_value (int side, int first, double lead, double steepness)
{
  double value = bh_ai_kit_logistic (lead, steepness);

  return side == first ? value : 1.0 - value;
}

void
bh_ai_kit_distances (BhGameData *data, const guint8 *sources, int limit, guint8 *out)
{
  guint n = bh_game_data_get_n_spaces (data);
  g_autofree int *queue = g_new (int, MAX (n, 1));
  guint head = 0, tail = 0;

  for (guint s = 0; s < n; s++)
    {
      out[s] = sources[s] ? 0 : BH_AI_KIT_FAR;
      if (sources[s])
        queue[tail++] = s;
    }
  /* Breadth first: each space is queued once, when first reached. */
  while (head < tail)
    {
      int s = queue[head++];
      const BhSpace *space = bh_game_data_get_space (data, s);

      if (out[s] >= limit || space->connections == NULL)
        continue;
      for (guint i = 0; i < space->connections->len; i++)
        {
          const BhConnection *conn = bh_game_data_get_connection (data, g_array_index (space->connections, int, i));
          int other = conn->from == s ? conn->to : conn->from;

          if (other >= 0 && (guint) other < n && out[other] == BH_AI_KIT_FAR)
            {
              out[other] = out[s] + 1;
              queue[tail++] = other;
            }
        }
    }
}

int
bh_ai_kit_phases_gone (BhGameData *data, const BhState *start, const BhState *now)
{
  int n = MAX ((int) bh_game_data_get_n_phases (data), 1);

  return (now->turn - start->turn) * n + (now->phase - start->phase);
}

gboolean
bh_ai_kit_phases_horizon (BhRules *rules, const BhState *start, const BhState *now, int phases)
{
  return now->result != BH_RESULT_ONGOING ||
         bh_ai_kit_phases_gone (bh_rules_get_game_data (rules), start, now) >= phases;
}

double
bh_ai_kit_step_weight (int before, int after)
{
  return after < before ? 4.0 : after == before ? 1.0 : 0.3;
}

void
bh_ai_kit_reach (BhGameData *data, const guint8 *sources, guint8 *out)
{
  bh_ai_kit_distances (data, sources, BH_AI_KIT_REACH, out);
}

double
bh_ai_kit_distance_cost (double strength, int steps, double per_step)
{
  return per_step * strength * MIN (steps, BH_AI_KIT_REACH);
}

double
bh_ai_kit_odds_weight (int mine, int theirs)
{
  theirs = MAX (theirs, 1);
  return mine >= 2 * theirs ? 5.0 : mine >= theirs ? 2.0 : 0.4;
}

double
bh_ai_kit_casualty_weight (double worth)
{
  return 1.0 / (1.0 + MAX (worth, 0.0));
}

static _Thread_local struct {
  gconstpointer owner;
  guint64 hash;
  double score;
  const BhState *asked;     /* the state last looked up, and its hash */
  guint64 asked_hash;
} memo;

gboolean
bh_ai_kit_memo_lookup (gconstpointer owner, const BhState *state, double *score)
{
  memo.asked = state;
  memo.asked_hash = bh_state_hash (state);
  if (memo.owner == NULL || memo.owner != owner || memo.hash != memo.asked_hash)
    return FALSE;
  *score = memo.score;
  return TRUE;
}

void
bh_ai_kit_memo_store (gconstpointer owner, const BhState *state, double score)
{
  memo.owner = owner;
  memo.hash = state == memo.asked ? memo.asked_hash : bh_state_hash (state);
  memo.score = score;
}
