/* test-state.c — the compact state: layout, copying, dice, shuffles and
 * the starting layout of a scenario. */
#include "config.h"

#include "bh-test-util.h"

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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/state/copy", test_copy_is_equal_and_independent);
  g_test_add_func ("/engine/state/dice-seeded", test_dice_are_seeded);
  g_test_add_func ("/engine/state/stacking-order", test_stacking_order);
  g_test_add_func ("/engine/state/shuffle", test_shuffle_is_permutation);
  g_test_add_func ("/engine/state/scenario-layout", test_scenario_layout);
  return g_test_run ();
}
