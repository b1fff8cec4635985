/* test-geronimo-autoplay.c — Geronimo games of 1, 2, 3, 4 and 5 seats played
 * to their end through BhGame, every seat deciding in turn (3.2): the
 * hot-seat seats by random legal actions, the computer's seats (bit i of
 * `computer`: seat i) by the computer opponent at Easy from the seat's own
 * view, as the window's computer plays them.  Every scenario's random
 * games and replays are the generic test-rules-autoplay's. */
#include "config.h"


#include "bh-test-util.h"
#include "bh-builtin-rules.h"
#include "bh-ai-player.h"

typedef struct {
  const char *scenario;
  int seats;
  guint computer;
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
  guint decided = 0, by_computer = 0;
  int steps = 0;
  BhAiConfig easy;

  bh_ai_config_init (&easy, BH_AI_EASY);

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
      if (s->computer & (1u << seat))
        {
          /* Only what the seat may see (its own hands, 3.5). */
          g_autoptr(BhState) view = bh_rules_dup_view (bh_game_get_rules (game), bh_game_get_state (game), seat);

          g_assert_true (bh_ai_decide (bh_game_get_rules (game), view, NULL, &easy, 0, steps, NULL, &a));
          by_computer |= 1u << seat;
        }
      else
        a = g_array_index (actions, BhAction, g_rand_int_range (chooser, 0, actions->len));
      g_assert_true (bh_game_perform (game, &a, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (bh_game_get_state (game)->result, !=, BH_RESULT_ONGOING);
  g_assert_cmpuint (decided, ==, (1u << s->seats) - 1);
  g_assert_cmpuint (by_computer, ==, s->computer);
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
  /* Hot-seat and computer seats mixed; a game all hot-seat and one all
   * computer among them. */
  static const Seats seats[] = {
    { "basic-solitaire", 1, 0x1 }, { "campaign-solitaire", 1, 0x0 }, { "basic", 2, 0x2 },
    { "campaign", 2, 0x1 }, { "basic", 3, 0x5 }, { "basic", 5, 0x0 }, { "basic", 5, 0x1f },
    { "basic", 5, 0xa }, { "campaign", 4, 0x6 }, { "campaign", 5, 0x13 },
  };

  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (seats); i++)
    {
      g_autofree char *path = g_strdup_printf ("/geronimo/3.2/seats-%d-%s-computer-%x", seats[i].seats, seats[i].scenario,
                                               seats[i].computer);

      g_test_add_data_func (path, &seats[i], play_seats);
    }
  return g_test_run ();
}
