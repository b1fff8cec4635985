/* test-geronimo-autoplay.c — Geronimo: every scenario plays to its end by
 * random legal actions, with the invariants checked after each one; games
 * of 1, 2, 3 and 5 seats are played to their end, every seat deciding in
 * turn; a saved game replays to the same state.  Geronimo registers its
 * rules here itself until they are registered in bh-builtin-rules.c. */
#include "config.h"

#include <stdlib.h>

#include "bh-test-util.h"
#include "geronimo/bh-geronimo-rules.h"

static void
play (gconstpointer data)
{
  const char *scenario = data;
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) game = bh_library_load_game (library, "geronimo", NULL);
  g_autoptr(GError) error = NULL;
  BhAutoplayReport report;
  const char *env = g_getenv ("BH_GERONIMO_GAMES");
  guint n = env ? (guint) atoi (env) : g_test_slow () ? 1000 : 10;

  g_assert_nonnull (game);
  g_assert_true (bh_autoplay_run (game, scenario, n, 29, 100000, NULL, &report, &error));
  g_assert_no_error (error);
  if (report.first_failure)
    g_test_message ("%s", report.first_failure);
  g_test_message ("%s: %u games, %u draws, %" G_GUINT64_FORMAT " actions", scenario, report.games, report.draws,
                  report.total_actions);
  g_assert_cmpuint (report.dead_ends, ==, 0);
  g_assert_cmpuint (report.invariant_failures, ==, 0);
  g_assert_cmpuint (report.too_long, ==, 0);
  g_assert_cmpuint (report.finished, ==, n);
  bh_autoplay_report_clear (&report);
}

typedef struct {
  const char *scenario;
  int seats;
} Seats;

/* A game of `seats` players to its end through BhGame: every seat is asked
 * to decide at some point, only seats that exist decide, and the winner
 * holds the most VPs (10.1). */
static void
play_seats (gconstpointer data)
{
  const Seats *s = data;
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) game_data = bh_library_load_game (library, "geronimo", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_game_new (game_data, s->scenario, 5 + s->seats, FALSE, &error);
  g_autoptr(GRand) chooser = g_rand_new_with_seed (s->seats);
  guint decided = 0;
  int steps = 0;

  g_assert_no_error (error);
  if (s->seats > 1)
    {
      g_autofree char *text = g_strdup_printf ("players %d", s->seats);

      g_assert_true (bh_game_perform_text (game, text, &error));
      g_assert_no_error (error);
    }
  while (bh_game_get_state (game)->result == BH_RESULT_ONGOING && steps++ < 100000)
    {
      g_autoptr(GArray) actions = bh_game_list_actions (game);
      BhAction a;
      int seat = bh_game_get_state (game)->pending.side;

      g_assert_cmpint (actions->len, >, 0);
      g_assert_cmpint (seat, >=, 0);
      g_assert_cmpint (seat, <, s->seats);
      decided |= 1u << seat;
      a = g_array_index (actions, BhAction, g_rand_int_range (chooser, 0, actions->len));
      g_assert_true (bh_game_perform (game, &a, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (bh_game_get_state (game)->result, !=, BH_RESULT_ONGOING);
  g_assert_cmpuint (decided, ==, (1u << s->seats) - 1);
  if (s->seats > 1 && bh_game_get_state (game)->result == BH_RESULT_WIN)
    {
      const BhState *st = bh_game_get_state (game);
      const gint16 *m = bh_state_const_markers (st);
      int w = st->winner;

      for (int k = 0; k < s->seats; k++)
        {
          g_autofree char *id = g_strdup_printf ("vp-seat-%d", k + 1);
          g_autofree char *wid = g_strdup_printf ("vp-seat-%d", w + 1);

          if (k != w)
            g_assert_cmpint (m[bh_game_data_find_marker (game_data, id)], <, m[bh_game_data_find_marker (game_data, wid)]);
        }
    }
}

/* A game played through BhGame, saved and loaded again, replays to the
 * very same state. */
static void
replay (gconstpointer data)
{
  const char *scenario = data;
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) game_data = bh_library_load_game (library, "geronimo", NULL);
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
  static const char *scenarios[] = { "basic", "campaign", "basic-solitaire", "campaign-solitaire" };
  static const Seats seats[] = {
    { "basic-solitaire", 1 }, { "basic", 2 }, { "basic", 3 }, { "basic", 5 }, { "campaign", 4 },
  };

  g_test_init (&argc, &argv, NULL);
  bh_rules_register ("geronimo", BH_TYPE_GERONIMO_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      g_autofree char *path = g_strdup_printf ("/geronimo/autoplay/%s", scenarios[i]);
      g_autofree char *rpath = g_strdup_printf ("/geronimo/replay/%s", scenarios[i]);

      g_test_add_data_func (path, scenarios[i], play);
      g_test_add_data_func (rpath, scenarios[i], replay);
    }
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      g_autofree char *path = g_strdup_printf ("/geronimo/3.2/seats-%d-%s", seats[i].seats, seats[i].scenario);

      g_test_add_data_func (path, &seats[i], play_seats);
    }
  return g_test_run ();
}
