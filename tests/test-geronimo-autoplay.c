/* test-geronimo-autoplay.c — Geronimo: games of 1, 2, 3, 4 and 5 seats
 * are played to their end, every seat deciding in turn.  (Random play of
 * every scenario and the replays are tests/test-rules-autoplay.c's, as for
 * every game.)  Geronimo registers its rules here itself until they are
 * registered in bh-builtin-rules.c. */
#include "config.h"

#include "bh-test-util.h"
#include "geronimo/bh-geronimo-rules.h"

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

int
main (int argc, char **argv)
{
  static const Seats seats[] = {
    { "basic-solitaire", 1 }, { "basic", 2 }, { "basic", 3 }, { "basic", 5 }, { "campaign", 4 },
  };

  g_test_init (&argc, &argv, NULL);
  bh_rules_register ("geronimo", BH_TYPE_GERONIMO_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      g_autofree char *path = g_strdup_printf ("/geronimo/3.2/seats-%d-%s", seats[i].seats, seats[i].scenario);

      g_test_add_data_func (path, &seats[i], play_seats);
    }
  return g_test_run ();
}
