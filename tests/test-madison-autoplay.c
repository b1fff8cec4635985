/* test-madison-autoplay.c — Mr. Madison's War: every scenario plays to its
 * end by random legal actions, with the invariants checked after each one,
 * and a saved game replays to the very same state.  The rules are not yet
 * in bh-builtin-rules.c, so this program registers them itself. */
#include "config.h"

#include "bh-test-util.h"
#include "madison/bh-madison-rules.h"

static void
play (gconstpointer data)
{
  const char *scenario = data;
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) game = bh_library_load_game (library, "madison", NULL);
  g_autoptr(GError) error = NULL;
  BhAutoplayReport report;
  /* BH_AUTOPLAY_GAMES=1000 measures the figures of docs/rules/madison.md. */
  guint n = g_getenv ("BH_AUTOPLAY_GAMES") ? (guint) g_ascii_strtoull (g_getenv ("BH_AUTOPLAY_GAMES"), NULL, 10)
          : g_test_slow () ? 100 : 10;

  g_assert_nonnull (game);
  g_assert_true (bh_autoplay_run (game, scenario, n, 23, 60000, NULL, &report, &error));
  g_assert_no_error (error);
  if (report.first_failure)
    g_test_message ("%s", report.first_failure);
  g_test_message ("%s: %u games, US %u, British %u, %u to %u actions", scenario, report.finished, report.wins[0],
                  report.wins[1], report.min_actions, report.max_actions);
  g_test_message ("%s: %u games, US %u, British %u, %u to %u actions", scenario, report.finished, report.wins[0],
                  report.wins[1], report.min_actions, report.max_actions);
  g_assert_cmpuint (report.dead_ends, ==, 0);
  g_assert_cmpuint (report.invariant_failures, ==, 0);
  g_assert_cmpuint (report.too_long, ==, 0);
  g_assert_cmpuint (report.finished, ==, n);
  g_assert_cmpuint (report.wins[0] + report.wins[1] + report.draws, ==, n);
  bh_autoplay_report_clear (&report);
}

/* apply depends on nothing but the state and the action. */
static void
replay (gconstpointer data)
{
  const char *scenario = data;
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) game_data = bh_library_load_game (library, "madison", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_game_new (game_data, scenario, 7, FALSE, &error);
  g_autoptr(BhGame) loaded = NULL;
  g_autoptr(GRand) chooser = g_rand_new_with_seed (11);
  g_autofree char *xml = NULL;
  gsize length;

  g_assert_no_error (error);
  for (int i = 0; i < 400 && bh_game_get_state (game)->result == BH_RESULT_ONGOING; i++)
    {
      g_autoptr(GArray) actions = bh_game_list_actions (game);
      BhAction a = g_array_index (actions, BhAction, g_rand_int_range (chooser, 0, actions->len));

      g_assert_true (bh_game_perform (game, &a, &error));
    }
  xml = bh_game_to_xml (game, &length);
  {
    g_autoptr(GBytes) bytes = g_bytes_new_take (g_steal_pointer (&xml), length);

    loaded = bh_library_open_save_from_bytes (library, "replay", bytes, &error);
  }
  g_assert_no_error (error);
  g_assert_true (bh_state_equal (bh_game_get_state (game), bh_game_get_state (loaded)));
}

int
main (int argc, char **argv)
{
  static const char *scenarios[] = { "entire-war", "1813-1814", "1814" };

  g_test_init (&argc, &argv, NULL);
  bh_rules_register ("madison", BH_TYPE_MADISON_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      char *path = g_strdup_printf ("/madison/autoplay/%s", scenarios[i]);

      g_test_add_data_func (path, scenarios[i], play);
      g_free (path);
      path = g_strdup_printf ("/madison/replay/%s", scenarios[i]);
      g_test_add_data_func (path, scenarios[i], replay);
      g_free (path);
    }
  return g_test_run ();
}
