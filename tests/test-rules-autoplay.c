/* test-rules-autoplay.c — every registered game, every scenario of its
 * data: random legal actions play it to the end with the invariants
 * checked after each one (/GAME/autoplay/SCENARIO), and a game saved and
 * loaded again replays to the very same state (/GAME/replay/SCENARIO):
 * apply depends on nothing but the state and the action.
 *
 * The games are those of bh-builtin-rules.c, fully or partly enforced,
 * so that a game is covered from its first registration on, and a new
 * scenario with no test code of its own.  BH_AUTOPLAY_GAMES=N plays N games a
 * scenario instead (the figures of docs/rules/GAME.md). */
#include "config.h"

#include "bh-builtin-rules.h"
#include "bh-test-util.h"

/* How many games a scenario plays (in CI and under -m slow), from which
 * seed, how many actions a game may take, and how many a replayed game
 * takes: each game's figures as its own test had them; a game not listed
 * takes the last row. */
typedef struct {
  const char *game;
  guint games, slow_games;
  guint64 seed;
  guint max_actions;
  int replay_actions;
} Pace;

static const Pace paces[] = {
  { "ohio", 4, 40, 17, 60000, 600 },
  { "bloodyground", 20, 1000, 17, 60000, 400 },
  { "madison", 10, 100, 23, 60000, 400 },
  { "pontiac", 20, 1000, 23, 60000, 400 },
  { "geronimo", 10, 1000, 29, 100000, 400 },
  { NULL, 10, 100, 23, 60000, 400 },
};

typedef struct {
  char *game;
  char *scenario;
  const Pace *pace;
} Case;

static BhLibrary *library;

static void
play (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(BhGameData) game = bh_library_load_game (library, c->game, NULL);
  g_autoptr(GError) error = NULL;
  const char *env = g_getenv ("BH_AUTOPLAY_GAMES");
  guint n = env ? (guint) g_ascii_strtoull (env, NULL, 10) : g_test_slow () ? c->pace->slow_games : c->pace->games;
  g_autoptr(GString) wins = g_string_new (NULL);
  guint ended = 0;
  BhAutoplayReport report;

  g_assert_nonnull (game);
  g_assert_true (bh_autoplay_run (game, c->scenario, n, c->pace->seed, c->pace->max_actions, NULL, &report, &error));
  g_assert_no_error (error);
  if (report.first_failure)
    g_test_message ("%s", report.first_failure);
  /* Wins by seat (a side in two-player games). */
  for (guint s = 0; s < report.n_sides; s++)
    {
      g_string_append_printf (wins, ", seat %u %u", s + 1, report.wins[s]);
      ended += report.wins[s];
    }
  g_test_message ("%s %s: %u games, actions %u..%u (mean %" G_GUINT64_FORMAT ")%s, draws %u", c->game, c->scenario,
                  report.games, report.min_actions, report.max_actions, report.total_actions / MAX (report.games, 1),
                  wins->str, report.draws);
  g_assert_cmpuint (report.dead_ends, ==, 0);
  g_assert_cmpuint (report.invariant_failures, ==, 0);
  g_assert_cmpuint (report.too_long, ==, 0);
  g_assert_cmpuint (report.finished, ==, n);
  {
    guint decided = report.draws;

    /* Wins per seat: a side, or a player in games whose players change
     * sides (Geronimo). */
    for (guint s = 0; s < report.n_sides; s++)
      decided += report.wins[s];
    g_assert_cmpuint (decided, ==, n);
  }
  bh_autoplay_report_clear (&report);
}

static void
replay (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(BhGameData) game_data = bh_library_load_game (library, c->game, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_game_new (game_data, c->scenario, 7, FALSE, &error);
  g_autoptr(BhGame) loaded = NULL;
  g_autoptr(GRand) chooser = g_rand_new_with_seed (11);
  g_autoptr(GBytes) bytes = NULL;
  char *xml;
  gsize length;

  g_assert_no_error (error);
  for (int i = 0; i < c->pace->replay_actions && bh_game_get_state (game)->result == BH_RESULT_ONGOING; i++)
    {
      g_autoptr(GArray) actions = bh_game_list_actions (game);
      BhAction a = g_array_index (actions, BhAction, g_rand_int_range (chooser, 0, actions->len));

      g_assert_true (bh_game_perform (game, &a, &error));
    }
  xml = bh_game_to_xml (game, &length);
  bytes = g_bytes_new_take (xml, length);
  loaded = bh_library_open_save_from_bytes (library, "replay", bytes, &error);
  g_assert_no_error (error);
  g_assert_true (bh_state_equal (bh_game_get_state (game), bh_game_get_state (loaded)));
}

static const Pace *
pace_of (const char *game)
{
  guint i = 0;

  while (paces[i].game != NULL && !g_str_equal (paces[i].game, game))
    i++;
  return &paces[i];
}

static void
case_free (gpointer data)
{
  Case *c = data;

  g_free (c->game);
  g_free (c->scenario);
  g_free (c);
}

int
main (int argc, char **argv)
{
  g_auto(GStrv) games = NULL;
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func (case_free);
  int status;

  bh_test_init (&argc, &argv);
  bh_builtin_rules_register ();
  library = bh_test_library ();
  games = bh_rules_dup_registered ();
  g_assert_nonnull (games[0]);
  for (guint g = 0; games[g] != NULL; g++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BhGameData) data = bh_library_load_game (library, games[g], &error);

      g_assert_no_error (error);
      g_assert_cmpuint (bh_game_data_get_n_scenarios (data), >, 0);
      for (guint s = 0; s < bh_game_data_get_n_scenarios (data); s++)
        {
          Case *c = g_new0 (Case, 1);
          g_autofree char *play_path = NULL, *replay_path = NULL;

          c->game = g_strdup (games[g]);
          c->scenario = g_strdup (bh_game_data_get_scenario (data, s)->id);
          c->pace = pace_of (games[g]);
          g_ptr_array_add (cases, c);
          play_path = g_strdup_printf ("/%s/autoplay/%s", c->game, c->scenario);
          replay_path = g_strdup_printf ("/%s/replay/%s", c->game, c->scenario);
          g_test_add_data_func (play_path, c, play);
          g_test_add_data_func (replay_path, c, replay);
        }
    }
  status = g_test_run ();
  g_object_unref (library);
  return status;
}
