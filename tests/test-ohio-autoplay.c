/* test-ohio-autoplay.c — Blood on the Ohio: every scenario plays to the end
 * by random legal actions, with the invariants checked after each one. */
#include "config.h"

#include "bh-builtin-rules.h"
#include "bh-test-util.h"

static void
play (gconstpointer data)
{
  const char *scenario = data;
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) game = bh_library_load_game (library, "ohio", NULL);
  g_autoptr(GError) error = NULL;
  BhAutoplayReport report;
  guint n = g_test_slow () ? 40 : 4;

  g_assert_nonnull (game);
  g_assert_true (bh_autoplay_run (game, scenario, n, 17, 60000, NULL, &report, &error));
  g_assert_no_error (error);
  if (report.first_failure)
    g_test_message ("%s", report.first_failure);
  g_assert_cmpuint (report.dead_ends, ==, 0);
  g_assert_cmpuint (report.invariant_failures, ==, 0);
  g_assert_cmpuint (report.too_long, ==, 0);
  g_assert_cmpuint (report.finished, ==, n);
  g_assert_cmpuint (report.wins[0] + report.wins[1] + report.draws, ==, n);
  bh_autoplay_report_clear (&report);
}

int
main (int argc, char **argv)
{
  static const char *scenarios[] = {
    "learning-1", "learning-2", "learning-3", "harmar", "wabash", "legion", "campaign",
  };

  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ohio/autoplay/%s", scenarios[i]);

      g_test_add_data_func (path, scenarios[i], play);
    }
  return g_test_run ();
}
