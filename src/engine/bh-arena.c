/* bh-arena.c — seed-paired games between two levels, or a table of
 * levels turned round the seats. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-arena.h"
#include "bh-ai-player.h"
#include "bh-error.h"
#include "bh-game.h"

#include <math.h>
#include <string.h>

static gboolean
brings_back (BhRules *rules, BhGame *game, int side, GPtrArray *history)
{
  g_autoptr(BhState) now = bh_rules_dup_view (rules, bh_game_get_state (game), side);

  for (guint h = 0; history != NULL && h < history->len; h++)
    if (bh_state_equal (now, g_ptr_array_index (history, h)))
      return TRUE;
  return FALSE;
}

/* Who plays `side`: A on `a_side` and B elsewhere; at a table turned
 * `a_side` seats, the player k seats before. */
static int
player_of (const BhArenaParams *params, int side, int a_side)
{
  if (params->table)
    return (side + (int) params->n_players - a_side) % (int) params->n_players;
  return side == a_side ? 0 : 1;
}

static const char *
verb_of (BhRules *rules, const BhAction *action)
{
  guint n_kinds;
  const BhActionKind *kinds = bh_rules_get_action_kinds (rules, &n_kinds);

  return action->kind < n_kinds ? kinds[action->kind].verb : "";
}

/* The rules' "players N" decision (3.2 in Geronimo), taken before anyone
 * plays: the arena's, not a player's. */
static gboolean
choose_players (BhGame *game, guint players, GError **error)
{
  g_autoptr(GArray) legal = bh_game_list_actions (game);
  BhRules *rules = bh_game_get_rules (game);

  for (guint i = 0; i < legal->len; i++)
    {
      const BhAction *a = &g_array_index (legal, BhAction, i);

      if (g_str_equal (verb_of (rules, a), "players") && a->n_args > 0 && a->args[0] == (int) players)
        return bh_game_perform (game, a, error);
    }
  g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("%s: the scenario does not offer a game of %u players"),
               bh_game_get_scenario (game)->id, players);
  return FALSE;
}

/* Whether the scenario's first decision is the number of players. */
static gboolean
offers_players (BhGame *game)
{
  g_autoptr(GArray) legal = bh_game_list_actions (game);

  return legal->len > 0 &&
         g_str_equal (verb_of (bh_game_get_rules (game), &g_array_index (legal, BhAction, 0)), "players");
}

static gboolean
play_game (BhGameData *data, const char *scenario_id, const BhArenaParams *params, guint64 seed, int a_side,
           BhArenaReport *report, GError **error)
{
  g_autoptr(BhGame) game = bh_game_new_with_options (data, scenario_id, seed, FALSE, params->options, error);
  BhRules *rules;
  BhAiClock clock[BH_ARENA_MAX_SIDES];
  gint64 run_us = 0;
  int run_side = BH_NONE, run_turn = -1, run_phase = -1;
  guint n;
  const BhState *state;

  if (game == NULL)
    return FALSE;
  rules = bh_game_get_rules (game);
  if (params->players > 0 && !choose_players (game, params->players, error))
    return FALSE;
  for (guint p = 0; p < G_N_ELEMENTS (clock); p++)
    bh_ai_clock_init (&clock[p]);
  for (n = 0; n < params->max_actions; n++)
    {
      int side, who;
      const BhAiConfig *config;
      g_autoptr(BhState) view = NULL;
      g_autoptr(GPtrArray) history = NULL;
      BhAction action;
      BhSearchStats stats;
      gint64 start, took;
      guint budget;

      state = bh_game_get_state (game);
      if (state->result != BH_RESULT_ONGOING || state->pending.side < 0)
        break;
      side = state->pending.side;
      who = player_of (params, side, a_side);
      config = &params->player[who];
      view = bh_rules_dup_view (rules, state, side);
      if (config->level >= BH_AI_EASY)
        history = bh_ai_history (game, side);
      budget = bh_ai_clock_budget_ms (&clock[who], config, view);
      start = g_get_monotonic_time ();
      if (!bh_ai_decide_with_stats (rules, view, history, config, budget,
                                    seed * 1000003 + n * 7919 + (guint64) who, NULL, &action, &stats))
        break;
      took = g_get_monotonic_time () - start;
      bh_ai_clock_spend (&clock[who], took);
      if (side != run_side || state->turn != run_turn || state->phase != run_phase)
        {
          run_side = side;
          run_turn = state->turn;
          run_phase = state->phase;
          run_us = 0;
        }
      run_us += took;
      report->decisions[who]++;
      report->think_us[who] += took;
      report->max_decision_us[who] = MAX (report->max_decision_us[who], took);
      report->max_turn_us[who] = MAX (report->max_turn_us[who], run_us);
      if (stats.iterations > 0)
        {
          report->min_iterations[who] = report->searched[who] ? MIN (report->min_iterations[who], stats.iterations)
                                                              : stats.iterations;
          report->max_iterations[who] = MAX (report->max_iterations[who], stats.iterations);
          report->searched[who]++;
          report->iterations[who] += stats.iterations;
        }
      if (!bh_game_perform (game, &action, NULL))
        {
          g_autoptr(GArray) legal = bh_game_list_actions (game);

          report->refused[who]++;
          if (legal->len == 0 || !bh_game_perform (game, &g_array_index (legal, BhAction, 0), NULL))
            break;
        }
      else if (history != NULL && history->len > 0 && brings_back (rules, game, side, history))
        report->take_backs[who]++;
    }
  state = bh_game_get_state (game);
  for (int s = 0; s < (int) report->n_sides; s++)
    {
      int who = player_of (params, s, a_side);

      report->games[who][s]++;
      if (state->result == BH_RESULT_WIN && state->winner == s)
        report->wins[who][s]++;
      else if (state->result == BH_RESULT_DRAW)
        report->draws[who][s]++;
    }
  if (state->result == BH_RESULT_ONGOING)
    report->unfinished++;
  if (params->save_dir)
    {
      g_autofree char *name = g_strdup_printf ("pair-%" G_GUINT64_FORMAT "-side-%d.blockhouse", seed, a_side);
      g_autofree char *path = g_build_filename (params->save_dir, name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      if (!bh_game_save (game, file, error))
        return FALSE;
    }
  if (params->on_game)
    params->on_game (0, a_side, state->result, state->winner, bh_game_get_n_log_entries (game), params->user_data);
  return TRUE;
}

gboolean
bh_arena_run (BhGameData *data, const char *scenario_id, const BhArenaParams *params, BhArenaReport *report,
              GError **error)
{
  BhArenaParams with = *params;

  memset (report, 0, sizeof *report);
  report->n_sides = MIN (bh_game_data_get_n_sides (data), BH_ARENA_MAX_SIDES);
  report->n_players = 2;
  if (params->table || params->players > 0)
    {
      g_autoptr(BhGame) probe = bh_game_new_with_options (data, scenario_id, params->seed, FALSE, params->options, error);

      if (probe == NULL)
        return FALSE;
      /* A table of N fixes N players where the rules ask for them. */
      if (params->table && with.players == 0 && offers_players (probe))
        with.players = params->n_players;
      if (params->table && with.players > 0 && with.players != params->n_players)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("%u seats given for a game of %u players"),
                       params->n_players, with.players);
          return FALSE;
        }
      if (with.players > 0)
        report->n_sides = MIN (with.players, BH_ARENA_MAX_SIDES);
      if (params->table)
        {
          if (params->n_players < 2 && with.players == 0)
            report->n_sides = 1;
          if (params->n_players != report->n_sides || params->n_players > BH_ARENA_MAX_SIDES)
            {
              g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("%u seats given for a game of %u seats"),
                           params->n_players, report->n_sides);
              return FALSE;
            }
          report->n_players = params->n_players;
        }
    }
  params = &with;
  for (guint p = 0; p < params->pairs; p++)
    for (guint s = 0; s < report->n_sides; s++)
      if (!play_game (data, scenario_id, params, params->seed + p, s, report, error))
        return FALSE;
  return TRUE;
}

double
bh_arena_score (const BhArenaReport *report, int player, int side, double *half_width)
{
  guint n = report->games[player][side];
  double w, d, mean, var;

  if (n == 0)
    {
      if (half_width)
        *half_width = 0;
      return 0;
    }
  w = report->wins[player][side];
  d = report->draws[player][side];
  mean = (w + 0.5 * d) / n;
  /* Each game scores 1, 1/2 or 0: the sample variance of those. */
  var = (w * (1 - mean) * (1 - mean) + d * (0.5 - mean) * (0.5 - mean) + (n - w - d) * mean * mean) / MAX (n - 1, 1);
  if (half_width)
    *half_width = 1.96 * sqrt (var / n);
  return mean;
}
