/* test-window-bloody.c — A Dark and Bloody Ground played through the
 * window: Harmar's Expedition from the first turn to the end, with a
 * battle fought on its battle board.  The window must follow the game to
 * the board when the battle is set up and back to the campaign map when it
 * is over, by itself.  And solitaire: the same scenario with the computer
 * playing the Native Americans.  BLOCKHOUSE_SCREENSHOT_DIR=docs/screenshots keeps
 * pictures of the main moments.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "config.h"

#include <math.h>

#include <adwaita.h>

#include "bh-action-utils.h"
#include "bh-combat-view.h"
#include "bh-engine.h"
#include "bh-hex-board.h"
#include "bloodyground/bh-bloody-rules.h"
#include "bloodyground/bh-bloody-state.h"
#include "bh-test-util.h"
#include "test-window-util.h"

static int
verb_is (BhGame *game, const BhAction *a, const char *verb)
{
  return g_str_equal (bh_action_get_kind (bh_game_get_rules (game), a)->verb, verb);
}

/* Areas from `from` to the nearest area holding Native American units
 * with a leader, by the map's connections. */
static int
distance_to_enemy (BhGame *game, int from)
{
  BhGameData *data = bh_game_get_data (game);
  const BhState *state = bh_game_get_state (game);
  const BhPieceState *pc = bh_state_const_pieces (state);
  guint n = bh_game_data_get_n_spaces (data);
  g_autofree int *dist = g_new (int, n);
  g_autofree int *queue = g_new (int, n);
  int head = 0, tail = 0;

  for (guint s = 0; s < n; s++)
    dist[s] = -1;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int s = queue[head++];
      gboolean warriors = FALSE, leader = FALSE;

      for (guint p = 0; p < state->n_pieces; p++)
        if (pc[p].location == (guint) s)
          {
            const BhUnitType *t = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, p));

            warriors |= t->klass != NULL && g_str_equal (t->klass, "warrior") && pc[p].face == 0;
            leader |= t->kind == BH_UNIT_LEADER && t->nation >= 0 &&
                      bh_game_data_get_nation (data, t->nation)->side == 1;
          }
      if (warriors && leader)
        return dist[s];
      for (guint c = 0; c < bh_game_data_get_n_connections (data); c++)
        {
          const BhConnection *cn = bh_game_data_get_connection (data, c);
          int other = cn->from == s ? cn->to : cn->to == s ? cn->from : -1;

          if (other >= 0 && other < (int) n && dist[other] < 0)
            {
              dist[other] = dist[s] + 1;
              queue[tail++] = other;
            }
        }
    }
  return 99;
}

/* Board distance from `location` to the nearest enemy of `side` on a hex. */
static double
hex_distance_to_enemy (BhGame *game, int location, int side)
{
  BhGameData *data = bh_game_get_data (game);
  const BhState *state = bh_game_get_state (game);
  const BhPieceState *pc = bh_state_const_pieces (state);
  int col, row, grid = bh_hex_board_locate (data, location, &col, &row);
  double x, y, best = 1e9;

  if (grid < 0)
    return best;
  bh_hex_board_center (bh_game_data_get_hexgrid (data, grid), col, row, &x, &y);
  for (guint p = 0; p < state->n_pieces; p++)
    {
      const BhUnitType *t = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, p));
      int s = t->side >= 0 ? t->side : t->nation >= 0 ? bh_game_data_get_nation (data, t->nation)->side : -1;
      int c2, r2;
      double x2, y2;

      if (s != 1 - side || pc[p].location == BH_OFFBOARD || bh_hex_board_locate (data, pc[p].location, &c2, &r2) != grid)
        continue;
      bh_hex_board_center (bh_game_data_get_hexgrid (data, grid), c2, r2, &x2, &y2);
      best = MIN (best, hypot (x2 - x, y2 - y));
    }
  return best;
}

/* The action a player following the plan would click: the US marches
 * Harmar's army towards the nearest Native American force, everybody else
 * takes the first action offered (pass, the first set-up hex, the first
 * shot, the end of an impulse). */
static BhAction
choose (BhGame *game)
{
  g_autoptr(GArray) actions = bh_game_list_actions (game);
  const BhState *state = bh_game_get_state (game);
  BhGameData *data = bh_game_get_data (game);
  int harmar = bh_game_data_find_piece (data, "harmar"), best = -1, best_dist = 999;
  /* Two shots an impulse keep the walk short (the window redraws at each). */
  static int shots;

  if (state->pending.kind != D_FIRE)
    shots = 0;
  else if (shots >= 2)
    for (guint i = 0; i < actions->len; i++)
      if (verb_is (game, &g_array_index (actions, BhAction, i), "end-impulse"))
        return g_array_index (actions, BhAction, i);

  g_assert_cmpuint (actions->len, >, 0);
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);

      if (state->pending.side == 0 && verb_is (game, a, "activate") && a->args[0] == harmar)
        return *a;
      if (state->pending.side == 0 && verb_is (game, a, "move"))
        {
          int d = distance_to_enemy (game, a->args[0]);

          if (d < best_dist)
            {
              best_dist = d;
              best = i;
            }
        }
      if (verb_is (game, a, "fire"))
        shots++;
      if (verb_is (game, a, "battle") || verb_is (game, a, "fire") || verb_is (game, a, "melee") ||
          verb_is (game, a, "join"))
        return *a;
      /* On the board both sides close in: the step that brings a unit
       * nearest the enemy. */
      if (verb_is (game, a, "step"))
        {
          double before = hex_distance_to_enemy (game, state->pending.side == 0 ? bh_state_const_pieces (state)[a->args[0]].location
                                                                                : bh_state_const_pieces (state)[a->args[0]].location,
                                                 state->pending.side);
          double after = hex_distance_to_enemy (game, a->args[1], state->pending.side);

          if (after < before - 1 && (int) after < best_dist)
            {
              best_dist = (int) after;
              best = i;
            }
        }
    }
  if (best >= 0)
    return g_array_index (actions, BhAction, best);
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);

      if (verb_is (game, a, "pass") || verb_is (game, a, "end-impulse") || verb_is (game, a, "stop") ||
          verb_is (game, a, "strike"))
        return *a;
    }
  return g_array_index (actions, BhAction, 0);
}

/* Closes the battle account the window opens over the map, as the × does. */
static void
close_combat_view (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      if (BH_IS_COMBAT_VIEW (child) && gtk_widget_get_visible (child))
        g_signal_emit_by_name (child, "closed");
      close_combat_view (child);
    }
}

static void
test_campaign_battle (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  BhWindow *window = bh_test_new_window ();
  BhGame *game;
  BhGameData *data;
  gboolean battle_seen = FALSE, back_on_map = FALSE, shot_board = FALSE;
  int wilderness = -1;

  bh_window_set_library (window, library);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_start_game_full (window, "bloodyground", "harmars-expedition", FALSE, 0, NULL));
  game = bh_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_false (bh_game_is_free_play (game));
  data = bh_game_get_data (game);
  for (guint g = 0; g < bh_game_data_get_n_hexgrids (data); g++)
    if (g_str_equal (bh_game_data_get_hexgrid (data, g)->id, "wilderness"))
      wilderness = g;
  g_assert_cmpint (bh_window_get_board (window), ==, BH_NONE);
  bh_test_wait_idle ();
  bh_test_screenshot (GTK_WIDGET (window), "bloodyground-campaign-start.png");
  for (int i = 0; i < 5000 && bh_game_get_state (game)->result == BH_RESULT_ONGOING; i++)
    {
      BhAction a = choose (game);
      const BhState *state;

      if (bh_window_is_handover_shown (window))
        bh_window_confirm_handover (window);
      g_assert_true (bh_window_perform (window, &a));
      state = bh_game_get_state (game);
      /* A battle on the board: the window shows its board. */
      if (state->pending.kind >= D_DEPLOY && state->pending.kind <= D_LOSS && state->result == BH_RESULT_ONGOING)
        {
          battle_seen = TRUE;
          g_assert_cmpint (bh_window_get_board (window), >=, 0);
          if (!shot_board && state->pending.kind == D_FIRE)
            {
              close_combat_view (GTK_WIDGET (window));
              bh_test_wait_idle ();
              /* The hand-over screen may come up as the side changes: the
               * picture is of the board, as the side to play sees it. */
              if (bh_window_is_handover_shown (window))
                bh_window_confirm_handover (window);
              bh_test_wait_idle ();
              g_assert_false (bh_window_is_handover_shown (window));
              bh_test_screenshot (GTK_WIDGET (window), "bloodyground-battle-board.png");
              shot_board = TRUE;
            }
        }
      else if (battle_seen && state->result == BH_RESULT_ONGOING && state->pending.kind < D_DEPLOY)
        {
          /* ...and the campaign map again once it is over. */
          g_assert_cmpint (bh_window_get_board (window), ==, BH_NONE);
          back_on_map = TRUE;
        }
    }
  g_assert_true (battle_seen);
  g_assert_true (back_on_map);
  g_assert_cmpint (bh_game_get_state (game)->result, !=, BH_RESULT_ONGOING);
  (void) wilderness;
  if (bh_window_is_handover_shown (window))
    bh_window_confirm_handover (window);
  close_combat_view (GTK_WIDGET (window));
  bh_test_wait_idle ();
  g_assert_cmpstr (bh_window_get_page (window), ==, "game");
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* Opens `file` in a new window, shown; returns the window. */
static BhWindow *
open_save (BhLibrary *library, GFile *file)
{
  BhWindow *window = bh_test_new_window ();

  bh_window_set_library (window, library);
  gtk_window_present (GTK_WINDOW (window));
  bh_window_open_file_async (window, file);
  bh_test_wait_opened (window);
  bh_test_wait_settled ();
  g_assert_cmpstr (bh_window_get_page (window), ==, "game");
  return window;
}

/* A save opened at a decision about a place shows that place on its
 * first view, once the map has its size (bh_map_view_show_space waits for
 * it): Harmar's Expedition played by the plan above, without a window,
 * saved at the first decision about an area of the campaign map (the US
 * choosing battle or skirmish, a defeated force's relocation, 10.0,
 * 10.7.1), which the opening view of the stacks leaves out, and opened in
 * a new window.  A save in the middle of the battle (a shot, 10.5) opens
 * on the battle's board, where the decision is. */
static void
test_save_opened_at_the_place (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "bloodyground", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_game_new (data, "harmars-expedition", 7, FALSE, &error);
  g_autofree char *path = g_build_filename (g_get_tmp_dir (), "blockhouse-test-decision-place.blockhouse", NULL);
  g_autofree char *battle_path = g_build_filename (g_get_tmp_dir (), "blockhouse-test-mid-battle.blockhouse", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) battle_file = g_file_new_for_path (battle_path);
  gboolean battle_saved = FALSE;
  BhWindow *window;
  BhMapView *map;
  int place = BH_NONE;

  g_assert_no_error (error);
  bh_test_remove_at_exit (path);
  bh_test_remove_at_exit (battle_path);
  for (int i = 0; i < 5000 && (place == BH_NONE || !battle_saved) && bh_game_get_state (game)->result == BH_RESULT_ONGOING;
       i++)
    {
      BhAction a = choose (game);
      const BhState *state;

      g_assert_true (bh_game_perform (game, &a, &error));
      state = bh_game_get_state (game);
      if (place == BH_NONE && (state->pending.kind == D_BATTLE_CHOICE || state->pending.kind == D_RELOCATE))
        {
          place = bh_rules_decision_location (bh_game_get_rules (game), state);
          g_assert_true (bh_game_save (game, file, &error));
        }
      if (!battle_saved && state->pending.kind == D_FIRE)
        battle_saved = bh_game_save (game, battle_file, &error);
    }
  g_assert_cmpint (place, >=, 0);
  g_assert_true (battle_saved);

  window = open_save (library, file);
  map = bh_window_get_map_view (window);
  g_assert_cmpint (bh_window_get_board (window), ==, BH_NONE);
  g_assert_true (bh_map_view_shows_location (map, place));
  g_assert_true (bh_test_space_in_view (map, place));
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();

  window = open_save (library, battle_file);
  g_assert_cmpint (bh_game_get_state (bh_window_get_game (window))->pending.kind, ==, D_FIRE);
  g_assert_cmpint (bh_window_get_board (window), >=, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* A battle scenario opens on its board with the set-up decision of 16.1.1
 * and stays there through the set-up and the first shots. */
static void
test_battle_scenario (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  BhWindow *window = bh_test_new_window ();
  BhGame *game;
  gboolean shot = FALSE;

  bh_window_set_library (window, library);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_start_game_full (window, "bloodyground", "harmars-defeat", FALSE, 0, NULL));
  game = bh_window_get_game (window);
  g_assert_cmpint (bh_game_get_state (game)->pending.kind, ==, D_DEPLOY);
  g_assert_cmpint (bh_window_get_board (window), >=, 0);
  for (int i = 0; i < 4000 && !shot; i++)
    {
      BhAction a = choose (game);

      if (bh_window_is_handover_shown (window))
        bh_window_confirm_handover (window);
      g_assert_true (bh_window_perform (window, &a));
      g_assert_cmpint (bh_window_get_board (window), >=, 0);
      if (!shot && bh_game_get_state (game)->pending.kind == D_FIRE)
        {
          if (bh_window_is_handover_shown (window))
            bh_window_confirm_handover (window);
          close_combat_view (GTK_WIDGET (window));
          bh_test_wait_idle ();
          bh_test_screenshot (GTK_WIDGET (window), "bloodyground-harmars-defeat.png");
          shot = TRUE;
        }
    }
  g_assert_true (shot);
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* Solitaire (the issue: "a player takes one side and the computer
 * opponent the other"): Harmar's Expedition with the person at the US
 * seat and the computer (Easy) playing the Native Americans, through the
 * whole first turn (set-up, both sides' Action Phase, the End Phase) to
 * the start of the second.  The person plays the plan above through the
 * window; on the NA's turns the window moves by itself, with no hand-over
 * screen, and never asks the person.  (The whole game, about 700
 * decisions, takes minutes on a loaded machine.) */
static void
test_solitaire (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  BhWindow *window = bh_test_new_window ();
  BhGame *game;
  guint person = 0, computer = 0;

  bh_window_set_library (window, library);
  bh_window_set_ai_pace (window, 0);
  bh_window_set_ai_level (window, BH_AI_EASY, 0);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_start_game_full (window, "bloodyground", "harmars-expedition", FALSE, 1u << 1, NULL));
  game = bh_window_get_game (window);
  g_assert_cmpuint (bh_window_get_computer_sides (window), ==, 1u << 1);
  for (int i = 0; i < 20000 && bh_game_get_state (game)->result == BH_RESULT_ONGOING && bh_game_get_state (game)->turn < 2;
       i++)
    {
      const BhState *state = bh_game_get_state (game);

      g_assert_false (bh_window_is_handover_shown (window));
      if (state->pending.side == 1)
        {
          computer += bh_test_wait_computer (window, 1u << 1);
          continue;
        }
      {
        BhAction a = choose (game);

        g_assert_cmpint (state->pending.side, ==, 0);
        g_assert_true (bh_window_perform (window, &a));
        person++;
      }
    }
  g_test_message ("solitaire: %u decisions by the person, %u computer moves", person, computer);
  g_assert_cmpint (bh_game_get_state (game)->turn, ==, 2);
  g_assert_cmpuint (person, >, 0);
  g_assert_cmpuint (computer, >, 0);
  bh_test_wait_settled ();
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/window/campaign-battle", test_campaign_battle);
  g_test_add_func ("/bloodyground/window/battle-scenario", test_battle_scenario);
  g_test_add_func ("/bloodyground/window/solitaire", test_solitaire);
  g_test_add_func ("/bloodyground/window/save-opened-at-the-place", test_save_opened_at_the_place);
  return g_test_run ();
}
