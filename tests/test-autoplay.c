/* test-autoplay.c — random play to the end on the test game, and the
 * fuzzer's own failure reports. */
#include "config.h"

#include "bh-test-util.h"
#include "bh-tiny-rules.h"

#include <glib/gstdio.h>

static void
test_tiny_plays_to_the_end (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(GError) error = NULL;
  BhAutoplayReport report;

  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
  g_assert_true (bh_autoplay_run (data, "ford", 200, 1, 10000, NULL, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (report.games, ==, 200);
  g_assert_cmpuint (report.dead_ends, ==, 0);
  g_assert_cmpuint (report.invariant_failures, ==, 0);
  g_assert_cmpuint (report.too_long, ==, 0);
  g_assert_cmpuint (report.finished, ==, 200);
  g_assert_cmpuint (report.wins[0] + report.wins[1] + report.draws, ==, 200);
  /* Both sides can win: the game is not rigged. */
  g_assert_cmpuint (report.wins[0], >, 0);
  g_assert_cmpuint (report.wins[1], >, 0);
  g_assert_cmpuint (report.min_actions, >=, 12);   /* at least two passes a turn */
  bh_autoplay_report_clear (&report);
}

static void
test_same_seed_same_games (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  BhAutoplayReport a, b;

  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
  g_assert_true (bh_autoplay_run (data, "ford", 30, 77, 10000, NULL, &a, NULL));
  g_assert_true (bh_autoplay_run (data, "ford", 30, 77, 10000, NULL, &b, NULL));
  g_assert_cmpuint (a.total_actions, ==, b.total_actions);
  g_assert_cmpuint (a.wins[0], ==, b.wins[0]);
  g_assert_cmpuint (a.draws, ==, b.draws);
  bh_autoplay_report_clear (&a);
  bh_autoplay_report_clear (&b);
}

static void
test_unknown_scenario (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(GError) error = NULL;
  BhAutoplayReport report;

  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
  g_assert_false (bh_autoplay_run (data, "castle", 1, 1, 10, NULL, &report, &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_NOT_FOUND);
  bh_autoplay_report_clear (&report);
}

/* A too-low action cap stands in for a game that never ends: the report
 * counts it and leaves a save that replays to the same point. */
static void
test_failure_leaves_a_save (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autofree char *dir = bh_test_make_tmp ("blockhouse-autoplay-XXXXXX");
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) replayed = NULL;
  g_autoptr(GFile) save = NULL;
  BhAutoplayReport report;

  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
  g_assert_true (bh_autoplay_run (data, "ford", 3, 5, 7, dir, &report, &error));
  g_assert_cmpuint (report.too_long, ==, 3);
  g_assert_nonnull (report.first_failure);
  g_assert_nonnull (strstr (report.first_failure, "no end after 7 actions"));
  g_assert_nonnull (report.first_failure_save);
  save = g_file_new_for_path (report.first_failure_save);
  replayed = bh_library_open_save (library, save, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bh_game_get_n_log_entries (replayed), ==, 7);
  g_unlink (report.first_failure_save);
  g_rmdir (dir);
  bh_autoplay_report_clear (&report);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/autoplay/tiny-to-the-end", test_tiny_plays_to_the_end);
  g_test_add_func ("/engine/autoplay/same-seed-same-games", test_same_seed_same_games);
  g_test_add_func ("/engine/autoplay/unknown-scenario", test_unknown_scenario);
  g_test_add_func ("/engine/autoplay/failure-leaves-a-save", test_failure_leaves_a_save);
  return g_test_run ();
}
