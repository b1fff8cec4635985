/* test-bloody-autoplay.c — A Dark and Bloody Ground: every scenario, the
 * four campaigns and the three battles, plays to its end by random legal
 * actions with the invariants checked after each one; a game saved and
 * loaded again replays to the same state.
 *
 * The test registers the rules type itself, so it runs whatever the
 * built-in registry holds. */
#include "config.h"

#include "bh-test-util.h"
#include "bloodyground/bh-bloody-rules.h"

static void
play (gconstpointer data)
{
  const char *scenario = data;
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) game = bh_library_load_game (library, "bloodyground", NULL);
  g_autoptr(GError) error = NULL;
  BhAutoplayReport report;
  guint n = g_test_slow () ? 1000 : 20;

  g_assert_nonnull (game);
  g_assert_true (bh_autoplay_run (game, scenario, n, 17, 60000, NULL, &report, &error));
  g_assert_no_error (error);
  if (report.first_failure)
    g_test_message ("%s", report.first_failure);
  g_test_message ("%s: %u games, actions %u..%u (mean %" G_GUINT64_FORMAT "), US %u, NA %u, draws %u", scenario,
                  report.games, report.min_actions, report.max_actions, report.total_actions / MAX (report.games, 1),
                  report.wins[0], report.wins[1], report.draws);
  g_assert_cmpuint (report.dead_ends, ==, 0);
  g_assert_cmpuint (report.invariant_failures, ==, 0);
  g_assert_cmpuint (report.too_long, ==, 0);
  g_assert_cmpuint (report.finished, ==, n);
  g_assert_cmpuint (report.wins[0] + report.wins[1] + report.draws, ==, n);
  bh_autoplay_report_clear (&report);
}

/* Saved and loaded, a game replays to the very same state. */
static void
replay (gconstpointer data)
{
  const char *scenario = data;
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) game_data = bh_library_load_game (library, "bloodyground", NULL);
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
  static const char *scenarios[] = {
    "harmars-defeat", "st-clairs-surprise", "fallen-timbers",
    "harmars-expedition", "st-clairs-campaign", "mad-anthony", "campaign-for-ohio",
  };

  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      char *path = g_strdup_printf ("/bloodyground/autoplay/%s", scenarios[i]);

      g_test_add_data_func (path, scenarios[i], play);
      g_free (path);
      path = g_strdup_printf ("/bloodyground/replay/%s", scenarios[i]);
      g_test_add_data_func (path, scenarios[i], replay);
      g_free (path);
    }
  return g_test_run ();
}
