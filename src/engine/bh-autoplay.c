/* bh-autoplay.c — random legal play to the end, with invariants checked
 * after every action.  A failure leaves a save that reproduces it. */
#include "config.h"

#include "bh-autoplay.h"

#include <glib/gstdio.h>
#include "bh-error.h"
#include "bh-game.h"

#include <glib/gi18n-lib.h>

void
bh_autoplay_report_clear (BhAutoplayReport *report)
{
  g_free (report->wins);
  g_free (report->first_failure);
  g_free (report->first_failure_save);
  memset (report, 0, sizeof *report);
}

/* Replays the failing game through BhGame so that the save is the real
 * thing, loadable by `blockhouse-cli replay`. */
static char *
write_failure (BhGameData *data, const char *scenario_id, GHashTable *options, guint64 seed, GArray *actions,
               BhRules *rules, const char *failure_dir)
{
  g_autoptr(BhGame) game = bh_game_new_with_options (data, scenario_id, seed, FALSE, options, NULL);
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  if (game == NULL || failure_dir == NULL)
    return NULL;
  for (guint i = 0; i < actions->len; i++)
    if (!bh_game_perform (game, &g_array_index (actions, BhAction, i), NULL))
      break;
  /* The folder asked for may not exist yet: the save must not be lost. */
  g_mkdir_with_parents (failure_dir, 0755);
  name = g_strdup_printf ("autoplay-%s-%s-%" G_GUINT64_FORMAT ".xml", bh_game_data_get_id (data), scenario_id, seed);
  path = g_build_filename (failure_dir, name, NULL);
  file = g_file_new_for_path (path);
  if (!bh_game_save (game, file, NULL))
    return NULL;
  return g_steal_pointer (&path);
}

static void
record_failure (BhAutoplayReport *report, char *message, BhGameData *data, const char *scenario_id,
                GHashTable *options, guint64 seed, GArray *history, BhRules *rules, const char *failure_dir)
{
  if (report->first_failure == NULL)
    {
      report->first_failure = message;
      report->first_failure_save = write_failure (data, scenario_id, options, seed, history, rules, failure_dir);
    }
  else
    g_free (message);
}

gboolean
bh_autoplay_run (BhGameData *data, const char *scenario_id, guint n_games, guint64 seed, guint max_actions,
                 const char *failure_dir, BhAutoplayReport *report, GError **error)
{
  return bh_autoplay_run_with_options (data, scenario_id, NULL, n_games, seed, max_actions, failure_dir, report, error);
}

/* The scenario's options named in `options` (id → on), as bits to set and
 * to clear in a new game's state; FALSE for an id the scenario lacks. */
static gboolean
option_bits (const BhScenario *scenario, const char *scenario_id, GHashTable *options, guint32 *on, guint32 *off,
             GError **error)
{
  GHashTableIter iter;
  gpointer key, value;

  *on = *off = 0;
  if (options == NULL)
    return TRUE;
  g_hash_table_iter_init (&iter, options);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      int option = bh_scenario_find_option (scenario, key);

      if (option == BH_NONE)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("scenario “%s” has no option “%s”"), scenario_id,
                       (const char *) key);
          return FALSE;
        }
      if (GPOINTER_TO_INT (value))
        *on |= 1u << option;
      else
        *off |= 1u << option;
    }
  return TRUE;
}

/* As bh_autoplay_run, every game with the scenario's options of `options`
 * (id → on or off; NULL: the defaults) set as the new-game dialog would. */
gboolean
bh_autoplay_run_with_options (BhGameData *data, const char *scenario_id, GHashTable *options, guint n_games,
                              guint64 seed, guint max_actions, const char *failure_dir, BhAutoplayReport *report,
                              GError **error)
{
  guint32 on, off;
  g_autoptr(BhRules) rules = bh_rules_new_for_game (data, FALSE, error);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(GArray) history = g_array_new (FALSE, FALSE, sizeof (BhAction));
  int index = bh_game_data_find_scenario (data, scenario_id);
  const BhScenario *scenario;

  memset (report, 0, sizeof *report);
  if (rules == NULL)
    return FALSE;
  if (index == BH_NONE)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("%s has no scenario “%s”"),
                   bh_game_data_get_title (data), scenario_id);
      return FALSE;
    }
  scenario = bh_game_data_get_scenario (data, index);
  if (!option_bits (scenario, scenario_id, options, &on, &off, error))
    return FALSE;
  /* Wins are counted per seat: a side in two-player games, a player in
   * games whose players change sides (Geronimo). */
  report->n_sides = bh_game_data_get_n_seats (data);
  report->wins = g_new0 (guint, report->n_sides);
  report->min_actions = G_MAXUINT;

  for (guint g = 0; g < n_games; g++)
    {
      guint64 game_seed = seed + g;
      g_autoptr(BhState) state = bh_state_new_for_scenario (data, scenario, game_seed,
                                                             bh_rules_get_extra_size (rules), error);
      /* The choices come from their own generator, so the game's dice
       * stay exactly those a replay of the save will roll. */
      g_autoptr(GRand) chooser = g_rand_new_with_seed ((guint32) (game_seed * 2654435761u));
      g_autoptr(GError) local_error = NULL;
      guint n = 0;

      if (state == NULL)
        return FALSE;
      state->options = (state->options & ~off) | on;
      if (!bh_rules_setup (rules, state, scenario, error))
        return FALSE;
      g_array_set_size (history, 0);
      report->games++;

      while (state->result == BH_RESULT_ONGOING)
        {
          BhAction action;

          if (n >= max_actions)
            {
              report->too_long++;
              record_failure (report, g_strdup_printf ("seed %" G_GUINT64_FORMAT ": no end after %u actions", game_seed, n),
                              data, scenario_id, options, game_seed, history, rules, failure_dir);
              break;
            }
          bh_rules_list_actions (rules, state, legal);
          if (legal->len == 0)
            {
              g_autofree char *what = bh_rules_describe_decision (rules, state, BH_NONE);

              report->dead_ends++;
              record_failure (report, g_strdup_printf ("seed %" G_GUINT64_FORMAT ": dead end after %u actions: %s",
                                                       game_seed, n, what),
                              data, scenario_id, options, game_seed, history, rules, failure_dir);
              break;
            }
          action = g_array_index (legal, BhAction, g_rand_int_range (chooser, 0, legal->len));
          action.side = state->pending.side;
          g_array_append_val (history, action);
          bh_rules_apply (rules, state, &action);
          n++;
          if (!bh_rules_check_invariants (rules, state, &local_error))
            {
              g_autofree char *text = bh_rules_format_action (rules, &action);

              report->invariant_failures++;
              record_failure (report, g_strdup_printf ("seed %" G_GUINT64_FORMAT ": after action %u “%s”: %s",
                                                       game_seed, n, text, local_error->message),
                              data, scenario_id, options, game_seed, history, rules, failure_dir);
              break;
            }
        }
      if (state->result == BH_RESULT_WIN && state->winner >= 0 && (guint) state->winner < report->n_sides)
        {
          report->finished++;
          report->wins[state->winner]++;
        }
      else if (state->result == BH_RESULT_DRAW)
        {
          report->finished++;
          report->draws++;
        }
      report->total_actions += n;
      report->min_actions = MIN (report->min_actions, n);
      report->max_actions = MAX (report->max_actions, n);
    }
  if (report->games == 0)
    report->min_actions = 0;
  return TRUE;
}
