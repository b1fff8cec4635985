/* test-game-history.c — review and undo rebuild past states from sparse
 * checkpoints (bh-game.c): every past state equals the state the game had
 * at that moment, for every registered game with rules. */
#include "config.h"

#include "bh-test-util.h"
#include "bh-builtin-rules.h"
#include "bh-tiny-rules.h"

#define N_ACTIONS 300

/* Plays up to N_ACTIONS seeded random legal actions, keeping a copy of
 * every state on the way. */
static GPtrArray *
play (BhGame *game, guint32 seed)
{
  GPtrArray *states = g_ptr_array_new_with_free_func ((GDestroyNotify) bh_state_free);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);

  g_ptr_array_add (states, bh_state_copy (bh_game_get_state (game)));
  for (guint i = 0; i < N_ACTIONS; i++)
    {
      g_autoptr(GArray) actions = bh_game_list_actions (game);
      g_autoptr(GError) error = NULL;

      if (actions->len == 0)
        break;
      g_assert_true (bh_game_perform (game, &g_array_index (actions, BhAction, g_rand_int_range (rand, 0, actions->len)),
                                      &error));
      g_assert_no_error (error);
      g_ptr_array_add (states, bh_state_copy (bh_game_get_state (game)));
    }
  return states;
}

static void
check_game (BhLibrary *library, const char *game_id, const char *scenario_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, game_id, &error);
  g_autoptr(BhGame) game = NULL;
  g_autoptr(GPtrArray) states = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  guint n;

  g_assert_no_error (error);
  game = bh_game_new (data, scenario_id, 41, FALSE, &error);
  g_assert_no_error (error);
  states = play (game, 17);
  n = bh_game_get_n_log_entries (game);
  g_test_message ("%s %s: %u actions", game_id, scenario_id, n);
  g_assert_cmpuint (states->len, ==, n + 1);

  /* Review in random order, and the two states of one action together
   * (as the combat view asks for them). */
  for (guint k = 0; k < 4 * n; k++)
    {
      guint i = g_rand_int_range (rand, 0, n + 1);
      const BhState *at = bh_game_get_state_at (game, i);
      const BhState *next = i < n ? bh_game_get_state_at (game, i + 1) : NULL;

      g_assert_true (bh_state_equal (at, g_ptr_array_index (states, i)));
      if (next != NULL)
        {
          g_assert_true (bh_state_equal (next, g_ptr_array_index (states, i + 1)));
          g_assert_true (bh_state_equal (at, g_ptr_array_index (states, i)));
        }
    }

  /* Narrations, made when first asked for (out of order, then in order),
   * are those of the states the game had around each action. */
  for (guint k = 0; k < n + n / 2; k++)
    {
      guint i = k < n / 2 ? (guint) g_rand_int_range (rand, 0, n) : k - n / 2;
      const BhLogEntry *entry = bh_game_get_log_entry (game, i);
      g_autofree char *expected = bh_rules_narrate (bh_game_get_rules (game), g_ptr_array_index (states, i),
                                                    &entry->action, g_ptr_array_index (states, i + 1));

      g_assert_cmpstr (entry->narration, ==, expected);
    }

  /* Undo back through the game where the rules allow it; every state on
   * the way is the one the game had. */
  while (bh_game_undo (game))
    {
      n = bh_game_get_n_log_entries (game);
      g_assert_true (bh_state_equal (bh_game_get_state (game), g_ptr_array_index (states, n)));
      g_assert_true (bh_state_equal (bh_game_get_state_at (game, n / 2), g_ptr_array_index (states, n / 2)));
    }
}

static void
test_every_game (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_auto(GStrv) games = bh_library_list_games (library);
  guint checked = 0;

  for (guint g = 0; games[g] != NULL; g++)
    {
      g_autoptr(BhGameData) data = NULL;

      if (!bh_rules_exist_for (games[g]))
        continue;
      data = bh_library_load_game (library, games[g], NULL);
      g_assert_nonnull (data);
      for (guint s = 0; s < bh_game_data_get_n_scenarios (data); s++)
        check_game (library, games[g], bh_game_data_get_scenario (data, s)->id);
      checked++;
    }
  /* Ohio and the test game at least. */
  g_assert_cmpuint (checked, >=, 2);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_builtin_rules_register ();
  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
  g_test_add_func ("/game/history/every-past-state", test_every_game);
  return g_test_run ();
}
