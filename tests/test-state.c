/* test-state.c — the compact state: layout, copying, dice, shuffles, the
 * index of pieces by location and the starting layout of a scenario. */
#include "config.h"

#include "bh-test-util.h"
#include "bh-builtin-rules.h"

#include <glib/gstdio.h>
#include <string.h>

static void
test_copy_is_equal_and_independent (void)
{
  g_autoptr(BhState) state = bh_state_new (10, 3, 5);
  g_autoptr(BhState) copy = NULL;

  bh_state_seed (state, 42);
  bh_state_move_piece (state, 3, 7);
  bh_state_markers (state)[2] = -4;
  ((guint8 *) bh_state_extra (state))[4] = 9;
  copy = bh_state_copy (state);
  g_assert_true (bh_state_equal (state, copy));
  g_assert_cmpint (bh_state_pieces (copy)[3].location, ==, 7);
  g_assert_cmpint (bh_state_markers (copy)[2], ==, -4);
  g_assert_cmpint (((guint8 *) bh_state_extra (copy))[4], ==, 9);

  bh_state_move_piece (copy, 3, 1);
  g_assert_false (bh_state_equal (state, copy));
  g_assert_cmpint (bh_state_pieces (state)[3].location, ==, 7);
  bh_state_copy_into (copy, state);
  g_assert_true (bh_state_equal (state, copy));
}

static void
test_dice_are_seeded (void)
{
  g_autoptr(BhState) a = bh_state_new (1, 1, 0);
  g_autoptr(BhState) b = bh_state_new (1, 1, 0);
  int counts[7] = { 0 };

  bh_state_seed (a, 7);
  bh_state_seed (b, 7);
  for (int i = 0; i < 6000; i++)
    {
      int x = bh_state_roll (a, 6);

      g_assert_cmpint (x, ==, bh_state_roll (b, 6));
      g_assert_cmpint (x, >=, 1);
      g_assert_cmpint (x, <=, 6);
      counts[x]++;
    }
  /* Every face comes up, none absurdly often (expected 1000 each). */
  for (int f = 1; f <= 6; f++)
    {
      g_assert_cmpint (counts[f], >, 800);
      g_assert_cmpint (counts[f], <, 1200);
    }
  g_assert_cmpuint (a->n_rolls, ==, BH_MAX_ROLLS);
  bh_state_seed (b, 8);
  g_assert_false (bh_state_equal (a, b));
}

static void
test_stacking_order (void)
{
  g_autoptr(BhState) state = bh_state_new (4, 0, 0);
  const BhPieceState *p = bh_state_pieces (state);

  bh_state_move_piece (state, 2, 5);
  bh_state_move_piece (state, 0, 5);
  bh_state_move_piece (state, 1, 5);
  g_assert_cmpint (p[2].order, <, p[0].order);
  g_assert_cmpint (p[0].order, <, p[1].order);
  g_assert_cmpuint (bh_state_count_at (state, 5), ==, 3);
  bh_state_move_piece (state, 2, BH_OFFBOARD);
  g_assert_cmpuint (bh_state_count_at (state, 5), ==, 2);
  g_assert_cmpint (p[2].location, ==, BH_OFFBOARD);
}

static void
test_shuffle_is_permutation (void)
{
  g_autoptr(BhState) state = bh_state_new (20, 0, 0);
  gboolean seen[21] = { FALSE };
  gboolean moved = FALSE;

  bh_state_seed (state, 3);
  for (int i = 0; i < 20; i++)
    bh_state_move_piece (state, i, 1);
  bh_state_shuffle (state, 1);
  for (int i = 0; i < 20; i++)
    {
      int order = bh_state_pieces (state)[i].order;

      g_assert_cmpint (order, >=, 1);
      g_assert_cmpint (order, <=, 20);
      g_assert_false (seen[order]);
      seen[order] = TRUE;
      moved |= order != i + 1;
    }
  g_assert_true (moved);
}

static void
test_scenario_layout (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  const BhScenario *scenario = bh_game_data_get_scenario (data, 0);
  g_autoptr(BhState) state = bh_state_new_for_scenario (data, scenario, 1, 0, NULL);

  g_assert_cmpuint (bh_state_count_at (state, bh_game_data_find_location (data, "red-camp")), ==, 3);
  g_assert_cmpuint (bh_state_count_at (state, bh_game_data_find_location (data, "blue-camp")), ==, 3);
  g_assert_cmpuint (bh_state_count_at (state, bh_game_data_find_location (data, "reserve")), ==, 2);
  g_assert_cmpint (state->turn, ==, 1);
  g_assert_cmpint (state->pending.side, ==, bh_game_data_find_side (data, "red"));
  g_assert_cmpint (bh_state_markers (state)[bh_game_data_find_marker (data, "turn")], ==, 1);
}

/* ---- the index of pieces by location (bh-state.h) ------------------------
 * Every expectation below is counted by walking all the pieces, as the
 * state did before it kept an index. */

/* The pieces at `location` by the index are those a walk over every piece
 * finds there, each once; bh_state_count_at agrees.  Off the board is on
 * no list: only counted. */
static void
assert_listed_as_walked (const BhState *state, int location)
{
  const BhPieceState *pc = bh_state_const_pieces (state);
  g_autofree guint8 *listed = g_new0 (guint8, state->n_pieces);
  guint walked = 0, n = 0;

  for (int p = bh_state_first_at (state, location); p >= 0; p = bh_state_next_at (state, p, location))
    {
      g_assert_cmpint (p, <, state->n_pieces);
      g_assert_cmpint (pc[p].location, ==, location);
      g_assert_cmpuint (listed[p]++, ==, 0);
      n++;
    }
  for (guint p = 0; p < state->n_pieces; p++)
    if (pc[p].location == location)
      {
        g_assert_cmpuint (listed[p], ==, location == BH_OFFBOARD ? 0 : 1);
        walked++;
      }
  if (location == BH_OFFBOARD)
    n = walked;
  g_assert_cmpuint (n, ==, walked);
  g_assert_cmpuint (bh_state_count_at (state, location), ==, walked);
}

/* Every location a piece stands at, and a few empty ones, as walked. */
static void
assert_index_as_walked (const BhState *state)
{
  const BhPieceState *pc = bh_state_const_pieces (state);

  g_assert_true (bh_state_index_ok (state));
  for (guint p = 0; p < state->n_pieces; p++)
    if (pc[p].location != BH_OFFBOARD)
      assert_listed_as_walked (state, pc[p].location);
  for (int location = 0; location < 8; location++)
    assert_listed_as_walked (state, location);
}

/* The order a piece gets on top of `location`: one more than the highest
 * of the others there (0 off the board), walked. */
static guint16
walked_top (const BhState *state, int piece, int location)
{
  const BhPieceState *pc = bh_state_const_pieces (state);
  guint16 top = 0;

  if (location == BH_OFFBOARD)
    return 0;
  for (guint p = 0; p < state->n_pieces; p++)
    if (pc[p].location == location && (int) p != piece)
      top = MAX (top, pc[p].order);
  return top + 1;
}

/* Random moves among locations of which some share a list (3, 259 and
 * 515: 3 modulo BH_INDEX_LISTS), off the board and back, onto the same
 * place: after each the index holds what a walk finds, and the moved piece
 * lies on top as the walk says. */
static void
test_index_follows_moves (void)
{
  static const int locations[] = { 0, 1, 3, 3 + BH_INDEX_LISTS, 3 + 2 * BH_INDEX_LISTS, 7, BH_OFFBOARD };
  g_autoptr(BhState) state = bh_state_new (40, 0, 0);
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);

  assert_index_as_walked (state);
  for (int i = 0; i < 2000; i++)
    {
      int piece = g_rand_int_range (rand, 0, 40);
      int location = locations[g_rand_int_range (rand, 0, G_N_ELEMENTS (locations))];
      guint16 top = walked_top (state, piece, location);

      bh_state_move_piece (state, piece, location);
      g_assert_cmpint (bh_state_pieces (state)[piece].location, ==, location);
      g_assert_cmpint (bh_state_pieces (state)[piece].order, ==, top);
      assert_listed_as_walked (state, location);
      g_assert_true (bh_state_index_ok (state));
    }
  assert_index_as_walked (state);
  for (guint l = 0; l < G_N_ELEMENTS (locations); l++)
    assert_listed_as_walked (state, locations[l]);
}

/* A move between two locations of one list relinks nothing: the piece is
 * found at the new one and no longer at the old. */
static void
test_index_shared_list (void)
{
  g_autoptr(BhState) state = bh_state_new (4, 0, 0);

  bh_state_move_piece (state, 0, 3);
  bh_state_move_piece (state, 1, 3);
  bh_state_move_piece (state, 2, 3 + BH_INDEX_LISTS);
  bh_state_move_piece (state, 1, 3 + BH_INDEX_LISTS);
  g_assert_cmpuint (bh_state_count_at (state, 3), ==, 1);
  g_assert_cmpuint (bh_state_count_at (state, 3 + BH_INDEX_LISTS), ==, 2);
  /* On top of piece 2 (order 1) at 259, not of piece 0 at 3. */
  g_assert_cmpint (bh_state_pieces (state)[1].order, ==, 2);
  assert_listed_as_walked (state, 3);
  assert_listed_as_walked (state, 3 + BH_INDEX_LISTS);
  bh_state_place_piece (state, 3, 3, 9);
  g_assert_cmpint (bh_state_pieces (state)[3].order, ==, 9);
  assert_index_as_walked (state);
}

/* A copy carries the index: moves in it leave the original's alone. */
static void
test_index_copied (void)
{
  g_autoptr(BhState) state = bh_state_new (30, 2, 5);
  g_autoptr(BhState) copy = NULL;
  g_autoptr(BhState) into = bh_state_new (30, 2, 5);

  for (int p = 0; p < 30; p++)
    bh_state_move_piece (state, p, p % 4);
  copy = bh_state_copy (state);
  bh_state_copy_into (into, state);
  assert_index_as_walked (copy);
  assert_index_as_walked (into);
  for (int p = 0; p < 30; p += 2)
    {
      bh_state_move_piece (copy, p, 5);
      bh_state_move_piece (into, p, BH_OFFBOARD);
    }
  assert_index_as_walked (state);
  assert_index_as_walked (copy);
  assert_index_as_walked (into);
  g_assert_cmpuint (bh_state_count_at (state, 0), ==, 8);
  g_assert_cmpuint (bh_state_count_at (copy, 5), ==, 15);
  g_assert_cmpuint (bh_state_count_at (into, 0), ==, 0);
  g_assert_cmpuint (bh_state_count_at (into, 1), ==, 8);
}

/* Two states with every piece alike are equal and hash alike, whatever
 * order the moves came in: the index's lists are left out. */
static void
test_index_left_out_of_equality (void)
{
  g_autoptr(BhState) a = bh_state_new (2, 0, 0);
  g_autoptr(BhState) b = bh_state_new (2, 0, 0);

  bh_state_move_piece (a, 0, 5);
  bh_state_move_piece (a, 1, 5 + BH_INDEX_LISTS);
  bh_state_move_piece (b, 1, 5 + BH_INDEX_LISTS);
  bh_state_move_piece (b, 0, 5);
  /* The lists differ: each state's list 5 starts with its last mover. */
  g_assert_cmpint (bh_state_const_index (a)[5], ==, 1);
  g_assert_cmpint (bh_state_const_index (b)[5], ==, 0);
  g_assert_true (bh_state_equal (a, b));
  g_assert_cmpuint (bh_state_hash (a), ==, bh_state_hash (b));
}

/* A location written by hand is missed until the pieces are listed anew.
 * (Not among the rules' invariants: checked after every action, it cost
 * soak's and bench's random games 6-7 % in Ohio and Pontiac.) */
static void
test_index_hand_written (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(BhRules) rules = bh_rules_new_for_game (data, TRUE, NULL);
  const BhScenario *scenario = bh_game_data_get_scenario (data, 0);
  g_autoptr(BhState) state = bh_state_new_for_scenario (data, scenario, 1, bh_rules_get_extra_size (rules), NULL);
  int reserve = bh_game_data_find_location (data, "reserve");
  int red_camp = bh_game_data_find_location (data, "red-camp");
  int piece = bh_state_first_at (state, reserve);

  g_assert_nonnull (rules);
  g_assert_true (bh_state_index_ok (state));
  g_assert_cmpint (piece, >=, 0);
  bh_state_pieces (state)[piece].location = red_camp;
  g_assert_false (bh_state_index_ok (state));
  /* The index still finds the piece where it was not: 3 at red-camp. */
  g_assert_cmpuint (bh_state_count_at (state, red_camp), ==, 3);
  bh_state_reindex (state);
  assert_index_as_walked (state);
  g_assert_cmpuint (bh_state_count_at (state, red_camp), ==, 4);
}

/* Every game with rules, random play: after each action the index holds
 * what a walk finds (moves by bh_state_move_piece, Ohio's and Pontiac's by
 * their own lists), and so does every seat's view and a determinization
 * of it (pieces placed by hand there); a save loaded has it too. */
static void
test_index_in_games (gconstpointer arg)
{
  const char *const *which = arg;
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, which[0], NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_game_new (data, which[1], 3, FALSE, &error);
  g_autoptr(BhGame) loaded = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  g_autofree char *dir = bh_test_make_tmp ("blockhouse-index-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.blockhouse", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  BhRules *rules;
  guint n_seats = bh_game_data_get_n_seats (data);

  g_assert_no_error (error);
  rules = bh_game_get_rules (game);
  assert_index_as_walked (bh_game_get_state (game));
  for (int i = 0; i < 150 && bh_game_get_state (game)->result == BH_RESULT_ONGOING; i++)
    {
      g_autoptr(GArray) actions = bh_game_list_actions (game);

      g_assert_cmpuint (actions->len, >, 0);
      g_assert_true (bh_game_perform (game, &g_array_index (actions, BhAction, g_rand_int_range (rand, 0, actions->len)), NULL));
      assert_index_as_walked (bh_game_get_state (game));
      if (i % 25 != 24)
        continue;
      for (guint seat = 0; seat < n_seats; seat++)
        {
          g_autoptr(BhState) view = bh_rules_dup_view (rules, bh_game_get_state (game), seat);
          g_autoptr(BhState) sample = bh_state_copy (view);

          assert_index_as_walked (view);
          bh_rules_determinize (rules, view, seat, i, sample);
          assert_index_as_walked (sample);
        }
    }
  g_assert_true (bh_game_save (game, file, &error));
  g_assert_no_error (error);
  loaded = bh_library_open_save (library, file, &error);
  g_assert_no_error (error);
  g_assert_true (bh_state_equal (bh_game_get_state (loaded), bh_game_get_state (game)));
  assert_index_as_walked (bh_game_get_state (loaded));
  g_unlink (path);
  g_rmdir (dir);
}

static const char *const games[][2] = {
  { "geronimo", "basic" },
  { "geronimo", "campaign" },
  { "bloodyground", "harmars-expedition" },
  { "bloodyground", "campaign-for-ohio" },
  { "madison", "1814" },
  { "madison", "entire-war" },
  { "ohio", "harmar" },
  { "ohio", "campaign" },
  { "pontiac", "campaign" },
  { "pontiac", "b-fort-pitt" },
};

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/engine/state/copy", test_copy_is_equal_and_independent);
  g_test_add_func ("/engine/state/dice-seeded", test_dice_are_seeded);
  g_test_add_func ("/engine/state/stacking-order", test_stacking_order);
  g_test_add_func ("/engine/state/shuffle", test_shuffle_is_permutation);
  g_test_add_func ("/engine/state/scenario-layout", test_scenario_layout);
  g_test_add_func ("/engine/state/index/follows-moves", test_index_follows_moves);
  g_test_add_func ("/engine/state/index/shared-list", test_index_shared_list);
  g_test_add_func ("/engine/state/index/copied", test_index_copied);
  g_test_add_func ("/engine/state/index/left-out-of-equality", test_index_left_out_of_equality);
  g_test_add_func ("/engine/state/index/hand-written", test_index_hand_written);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *name = g_strdup_printf ("/engine/state/index/game/%s/%s", games[i][0], games[i][1]);

      g_test_add_data_func (name, games[i], test_index_in_games);
    }
  return g_test_run ();
}
