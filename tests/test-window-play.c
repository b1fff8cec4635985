/* test-window-play.c — a game played through the window as a player
 * would: the new-game page, selecting a stack and clicking where it goes,
 * a move the rules refuse (with the rule in the toast), undo and redo,
 * hot-seat hand-overs, a battle and its view, the log, review, save and
 * open, a corrupt save that keeps the game, resume after a restart, and
 * the end of the game.  Played on the test game "tiny" with its rules;
 * then every game with rules against the computer, at every seat. */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>

#include "bh-action-utils.h"
#include "bh-builtin-rules.h"
#include "bh-engine.h"
#include "bh-new-game-view.h"
#include "bh-tiny-rules.h"
#include "bh-test-util.h"
#include "test-window-util.h"

typedef struct {
  BhLibrary *library;
  BhWindow *window;
  char *dir;
  GFile *autosave;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *path = NULL;

  f->library = bh_test_library ();
  f->dir = bh_test_make_tmp ("blockhouse-ui-XXXXXX");
  path = g_build_filename (f->dir, "autosave.blockhouse", NULL);
  f->autosave = g_file_new_for_path (path);
  f->window = bh_test_new_window ();
  bh_window_set_autosave_file (f->window, f->autosave);
  bh_window_set_library (f->window, f->library);
  gtk_window_present (GTK_WINDOW (f->window));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  bh_test_wait_autosaved (f->window);
  gtk_window_destroy (GTK_WINDOW (f->window));
  bh_test_wait_idle ();
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_object_unref (f->autosave);
  g_object_unref (f->library);
}

static int
location (BhWindow *window, const char *id)
{
  int loc = bh_game_data_find_location (bh_game_get_data (bh_window_get_game (window)), id);

  g_assert_cmpint (loc, !=, BH_NONE);
  return loc;
}

static guint
count_at (BhWindow *window, const char *id)
{
  return bh_state_count_at (bh_game_get_state (bh_window_get_game (window)), location (window, id));
}

/* The first legal action with this verb, or NULL. */
static gboolean
find_action (BhWindow *window, const char *verb, BhAction *found)
{
  BhGame *game = bh_window_get_game (window);
  g_autoptr(GArray) actions = bh_game_list_actions (game);

  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *action = &g_array_index (actions, BhAction, i);

      if (g_str_equal (bh_action_get_kind (bh_game_get_rules (game), action)->verb, verb))
        {
          *found = *action;
          return TRUE;
        }
    }
  return FALSE;
}

static void
pass (BhWindow *window)
{
  BhAction action;

  g_assert_true (find_action (window, "pass", &action));
  g_assert_true (bh_window_perform (window, &action));
  if (bh_window_is_handover_shown (window))
    {
      g_assert_cmpstr (bh_window_get_page (window), ==, "handover");
      bh_window_confirm_handover (window);
    }
  g_assert_cmpstr (bh_window_get_page (window), ==, "game");
}

static gboolean
games_listed (gpointer user_data)
{
  return bh_new_game_view_get_n_games (user_data) > 0 &&
         bh_new_game_view_start (user_data, "tiny", "ford");
}

static gboolean
games_all_listed (gpointer user_data)
{
  return !bh_new_game_view_is_loading (user_data) && bh_new_game_view_get_n_games (user_data) > 0;
}

static void
start_tiny (Fixture *f)
{
  bh_window_show_new_game (f->window);
  g_assert_cmpstr (bh_window_get_page (f->window), ==, "new-game");
  bh_test_wait_until (games_all_listed, bh_window_get_new_game_view (f->window));
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "new-game.png");
  /* The Start button of the scenario, as a player presses it. */
  bh_test_wait_until (games_listed, bh_window_get_new_game_view (f->window));
  g_assert_cmpstr (bh_window_get_page (f->window), ==, "game");
  g_assert_nonnull (bh_window_get_game (f->window));
  g_assert_false (bh_game_is_free_play (bh_window_get_game (f->window)));
  bh_test_wait_for_frame (bh_window_get_map_view (f->window), 0);
}

static void
test_play (Fixture *f, gconstpointer data)
{
  BhMapView *map;
  BhGame *game;
  g_autoptr(BhState) before = NULL;
  BhAction action;
  int red_camp, ford, hill, blue_camp;
  g_autoptr(GError) error = NULL;
  g_autofree char *save_path = g_build_filename (f->dir, "game.blockhouse", NULL);
  g_autofree char *bad_path = g_build_filename (f->dir, "corrupt.blockhouse", NULL);
  g_autoptr(GFile) save = g_file_new_for_path (save_path);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(BhState) saved = NULL;
  BhWindow *second;
  guint n_log;

  start_tiny (f);
  map = bh_window_get_map_view (f->window);
  game = bh_window_get_game (f->window);
  red_camp = location (f->window, "red-camp");
  ford = location (f->window, "ford");
  hill = location (f->window, "hill");
  blue_camp = location (f->window, "blue-camp");

  /* Red selects its camp: the ford and the wood light up as targets. */
  g_assert_true (bh_map_view_get_mark (map, red_camp) & BH_MAP_MARK_SOURCE);
  bh_window_activate_space (f->window, red_camp);
  g_assert_cmpint (bh_map_view_get_selected_space (map), ==, red_camp);
  g_assert_true (bh_map_view_get_mark (map, ford) & BH_MAP_MARK_TARGET);
  g_assert_false (bh_map_view_get_mark (map, hill) & BH_MAP_MARK_TARGET);
  bh_test_screenshot (GTK_WIDGET (f->window), "play-selected.png");

  /* A click on the ford moves the three bands there. */
  before = bh_state_copy (bh_game_get_state (game));
  bh_window_activate_space (f->window, ford);
  g_assert_cmpuint (count_at (f->window, "ford"), ==, 3);
  g_assert_cmpuint (count_at (f->window, "red-camp"), ==, 0);
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, 3);
  g_assert_cmpint (bh_map_view_get_selected_space (map), ==, ford);

  /* A band that moved may not move again: refused, naming rule T2. */
  action = bh_game_get_log_entry (game, 0)->action;
  action.args[1] = red_camp;
  g_assert_false (bh_window_perform (f->window, &action));
  g_assert_nonnull (bh_window_get_last_message (f->window));
  g_assert_nonnull (strstr (bh_window_get_last_message (f->window), "T2"));
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, 3);

  /* Undo takes back the moves one by one; redo brings them back. */
  for (int i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_true (bh_state_equal (bh_game_get_state (game), before));
  g_assert_false (bh_game_can_undo (game));
  for (int i = 0; i < 3; i++)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL));
  g_assert_cmpuint (count_at (f->window, "ford"), ==, 3);

  /* Red passes: Blue may see nothing Red may not (the reserve cup is
   * hidden from both, Red's hand from Blue), so no hand-over. */
  g_assert_true (find_action (f->window, "pass", &action));
  g_assert_true (bh_window_perform (f->window, &action));
  g_assert_false (bh_window_is_handover_shown (f->window));
  g_assert_cmpstr (bh_window_get_page (f->window), ==, "game");

  /* Blue marches to the hill and passes; the turn ends with Red alone
   * at the ford (1 VP, T5).  Red's hand shows to Red alone: a hand-over
   * first, so that Blue does not see it. */
  bh_window_activate_space (f->window, blue_camp);
  bh_window_activate_space (f->window, hill);
  g_assert_cmpuint (count_at (f->window, "hill"), ==, 3);
  g_assert_true (find_action (f->window, "pass", &action));
  g_assert_true (bh_window_perform (f->window, &action));
  g_assert_true (bh_window_is_handover_shown (f->window));
  g_assert_cmpstr (bh_window_get_page (f->window), ==, "handover");
  bh_test_screenshot (GTK_WIDGET (f->window), "play-handover.png");
  bh_window_confirm_handover (f->window);
  g_assert_cmpstr (bh_window_get_page (f->window), ==, "game");
  g_assert_cmpint (bh_game_get_state (game)->turn, ==, 2);
  pass (f->window);

  /* Blue attacks the ford: a drag of the stack from the hill... */
  g_signal_emit_by_name (map, "stack-dropped", hill, ford);
  g_assert_cmpuint (count_at (f->window, "hill"), ==, 0);
  g_assert_cmpuint (count_at (f->window, "ford"), ==, 6);
  /* ...and a click on the ford fights: dice, a battle view, the log. */
  n_log = bh_game_get_n_log_entries (game);
  bh_window_activate_space (f->window, ford);
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, n_log + 1);
  g_assert_cmpuint (bh_game_get_log_entry (game, n_log)->n_rolls, >, 0);
  g_assert_true (bh_window_is_combat_shown (f->window));
  bh_test_wait_for_frame (map, 0);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "play-combat.png");
  /* After a die roll there is no undo. */
  g_assert_false (bh_game_can_undo (game));

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-panel", "s", "log");
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "play-log.png");
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-panel", "s", "board");
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "play-tracks.png");

  /* Review: the board as it was after the first move, then back. */
  bh_window_review (f->window, 1);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "play-review.png");
  bh_window_review (f->window, -1);

  /* Save, then open: the same game. */
  g_assert_true (bh_window_save_to (f->window, save, &error));
  g_assert_no_error (error);
  saved = bh_state_copy (bh_game_get_state (game));
  bh_window_open_file_async (f->window, save);
  bh_test_wait_opened (f->window);
  g_assert_true (bh_window_get_game (f->window) != game);
  game = bh_window_get_game (f->window);
  g_assert_true (bh_state_equal (bh_game_get_state (game), saved));

  /* A corrupt save: a dialog says why, the game stays. */
  g_assert_true (g_file_set_contents (bad_path, "<blockhouse-save format=\"1\" game=\"tiny\"", -1, NULL));
  bh_window_open_file_async (f->window, bad);
  bh_test_wait_opened (f->window);
  g_assert_nonnull (bh_window_get_error_dialog (f->window));
  g_assert_true (bh_window_get_game (f->window) == game);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (bh_window_get_error_dialog (f->window)), "play-corrupt-save.png");
  gtk_window_destroy (bh_window_get_error_dialog (f->window));

  /* The autosave resumes the game after a restart (or a crash). */
  bh_test_wait_autosaved (f->window);
  second = bh_test_new_window ();
  bh_window_set_library (second, f->library);
  bh_window_set_autosave_file (second, f->autosave);
  g_assert_true (bh_window_resume (second));
  bh_test_wait_opened (second);
  g_assert_true (bh_state_equal (bh_game_get_state (bh_window_get_game (second)), saved));
  gtk_window_destroy (GTK_WINDOW (second));

  /* Play on to the end: everybody passes. */
  while (bh_game_get_state (game)->result == BH_RESULT_ONGOING)
    {
      if (!find_action (f->window, "pass", &action))
        g_assert_true (find_action (f->window, "fight", &action));
      if (g_str_equal (bh_action_get_kind (bh_game_get_rules (game), &action)->verb, "pass"))
        pass (f->window);
      else
        g_assert_true (bh_window_perform (f->window, &action));
    }
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "play-game-over.png");
}

static void
test_free_play (Fixture *f, gconstpointer data)
{
  BhGame *game;
  int red_camp, hill;
  BhAction action;

  g_assert_true (bh_window_start_game (f->window, "tiny", "ford", TRUE, BH_SEATS_HOT_SEAT));
  game = bh_window_get_game (f->window);
  g_assert_true (bh_game_is_free_play (game));
  red_camp = location (f->window, "red-camp");
  hill = location (f->window, "hill");

  /* Free play: a stack goes anywhere, not only next door, as one action:
   * one line in the log, and one undo brings the whole stack back. */
  g_assert_cmpuint (count_at (f->window, "hill"), ==, 0);
  g_assert_cmpuint (count_at (f->window, "red-camp"), ==, 3);
  bh_window_activate_space (f->window, red_camp);
  bh_window_activate_space (f->window, hill);
  g_assert_cmpuint (count_at (f->window, "hill"), ==, 3);
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, 1);
  g_assert_true (g_str_has_prefix (bh_game_get_log_entry (game, 0)->text, "move-stack "));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_cmpuint (count_at (f->window, "hill"), ==, 0);
  g_assert_cmpuint (count_at (f->window, "red-camp"), ==, 3);
  /* One piece alone is one move. */
  bh_window_activate_space (f->window, red_camp);
  for (guint p = 0; p < bh_game_get_state (game)->n_pieces; p++)
    if (bh_state_const_pieces (bh_game_get_state (game))[p].location == (guint) red_camp)
      {
        bh_decision_panel_select_piece (bh_window_get_decision_panel (f->window), p);
        break;
      }
  bh_window_activate_space (f->window, hill);
  g_assert_cmpuint (count_at (f->window, "hill"), ==, 1);
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, 1);
  g_assert_true (g_str_has_prefix (bh_game_get_log_entry (game, 0)->text, "move "));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));

  /* Flip, set a track, roll: logged like any action. */
  g_assert_true (find_action (f->window, "flip", &action));
  g_assert_true (bh_window_perform (f->window, &action));
  g_assert_true (find_action (f->window, "set", &action));
  g_assert_true (bh_window_perform (f->window, &action));
  g_assert_true (find_action (f->window, "roll", &action));
  g_assert_true (bh_window_perform (f->window, &action));
  g_assert_cmpuint (bh_game_get_log_entry (game, bh_game_get_n_log_entries (game) - 1)->n_rolls, ==, 1);
  bh_test_wait_for_frame (bh_window_get_map_view (f->window), 0);
  bh_window_activate_space (f->window, hill);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "free-play.png");
}

static void
test_keyboard (Fixture *f, gconstpointer data)
{
  BhMapView *map;

  g_assert_true (bh_window_start_game (f->window, "tiny", "ford", FALSE, BH_SEATS_HOT_SEAT));
  map = bh_window_get_map_view (f->window);
  bh_test_wait_for_frame (map, 0);
  /* The keyboard cursor walks the spaces; Enter selects. */
  bh_map_view_set_cursor_space (map, location (f->window, "red-camp"));
  g_assert_cmpint (bh_map_view_get_cursor_space (map), ==, location (f->window, "red-camp"));
  g_signal_emit_by_name (map, "space-activated", bh_map_view_get_cursor_space (map));
  g_assert_cmpint (bh_map_view_get_selected_space (map), ==, location (f->window, "red-camp"));
}

/* The Ohio rules through the window: the first legal action, again and
 * again, the way a player clicking the first button would; every
 * panel follows and the hand-overs are confirmed. */
static void
test_ohio_rules (Fixture *f, gconstpointer data)
{
  BhGame *game;

  if (!bh_rules_exist_for ("ohio"))
    {
      g_test_skip ("the Ohio rules are not registered");
      return;
    }
  g_assert_true (bh_window_start_game (f->window, "ohio", "harmar", FALSE, BH_SEATS_HOT_SEAT));
  game = bh_window_get_game (f->window);
  g_assert_false (bh_game_is_free_play (game));
  for (int i = 0; i < 40 && bh_game_get_state (game)->result == BH_RESULT_ONGOING; i++)
    {
      g_autoptr(GArray) actions = bh_game_list_actions (game);

      g_assert_cmpuint (actions->len, >, 0);
      g_assert_true (bh_window_perform (f->window, &g_array_index (actions, BhAction, actions->len - 1)));
      if (bh_window_is_handover_shown (f->window))
        bh_window_confirm_handover (f->window);
    }
  g_assert_cmpuint (bh_game_get_n_log_entries (game), >, 0);
  bh_test_wait_for_frame (bh_window_get_map_view (f->window), 0);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "ohio-rules.png");
}

/* The toast `overlay` shows, found by its CSS name, or NULL. */
static GtkWidget *
find_toast (GtkWidget *widget)
{
  if (g_str_equal (gtk_widget_get_css_name (widget), "toast") && gtk_widget_get_mapped (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_toast (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* RULES-DONE 5 through the window: Blood on the Ohio, Harmar's force
 * marching from the Wilderness Road entry; a move to Fort Washington, no
 * neighbour, is refused in the toast with its reason and rule 6.0, and
 * nothing is logged. */
static void
test_ohio_refusal (Fixture *f, gconstpointer data)
{
  /* Past the set-up first (App. 4, both sides take the example). */
  static const char *const steps[] = { "set-up-example", "set-up-example", "pass", "pass", "form harmar", "march" };
  BhGame *game;
  BhAction action;
  const char *message;

  if (!bh_rules_exist_for ("ohio"))
    {
      g_test_skip ("the Ohio rules are not registered");
      return;
    }
  g_assert_true (bh_window_start_game (f->window, "ohio", "harmar", FALSE, BH_SEATS_HOT_SEAT));
  game = bh_window_get_game (f->window);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_assert_true (bh_rules_parse_action (bh_game_get_rules (game), steps[i], &action, NULL));
      g_assert_true (bh_window_perform (f->window, &action));
      if (bh_window_is_handover_shown (f->window))
        bh_window_confirm_handover (f->window);
    }
  g_assert_true (bh_rules_parse_action (bh_game_get_rules (game), "move fort-washington", &action, NULL));
  /* The toast appears at once, without its animation, for the picture. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  g_assert_false (bh_window_perform (f->window, &action));
  for (int i = 0; i < 200 && find_toast (GTK_WIDGET (f->window)) == NULL; i++)
    g_main_context_iteration (NULL, TRUE);
  g_assert_nonnull (find_toast (GTK_WIDGET (f->window)));
  message = bh_window_get_last_message (f->window);
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "Fort Washington is not next to "));
  g_assert_true (g_str_has_suffix (message, ", where the force stands (rule 6.0)"));
  g_assert_null (strchr (message, '\n'));
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, G_N_ELEMENTS (steps));
  bh_test_wait_for_frame (bh_window_get_map_view (f->window), 0);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "ohio-refusal.png");
}

/* The computer opponent --------------------------------------------------- */

static gboolean
tiny_listed (gpointer user_data)
{
  return bh_new_game_view_get_n_games (user_data) > 0 &&
         bh_new_game_view_set_computer (user_data, "tiny", "ford", 1, TRUE);
}

static gboolean
human_to_move (gpointer user_data)
{
  BhWindow *window = user_data;
  const BhState *state = bh_game_get_state (bh_window_get_game (window));

  return !bh_window_is_thinking (window) &&
         (state->pending.side == 0 || state->result != BH_RESULT_ONGOING);
}

/* Red at the screen, Blue the computer: Blue moves on its own, the log and
 * the map follow, no hand-over screen, and undo goes back over Blue's
 * replies to Red's decision. */
static void
test_computer (Fixture *f, gconstpointer data)
{
  GtkWidget *view = bh_window_get_new_game_view (f->window);
  BhGame *game;
  BhAction action;
  g_autoptr(BhState) before_pass = NULL;
  guint n_before, replies_undoable = TRUE;

  bh_window_show_new_game (f->window);
  bh_test_wait_until (tiny_listed, view);
  /* The computer waits until the test has looked at it thinking. */
  bh_window_set_ai_pace (f->window, G_MAXINT);
  bh_window_set_ai_playouts (f->window, 60);
  g_assert_true (bh_new_game_view_start (BH_NEW_GAME_VIEW (view), "tiny", "ford"));
  g_assert_cmpstr (bh_window_get_page (f->window), ==, "game");
  game = bh_window_get_game (f->window);
  g_assert_cmpuint (bh_window_get_computer_sides (f->window), ==, 1u << 1);
  g_assert_false (bh_window_is_thinking (f->window));

  /* Red moves its bands to the north wood and passes. */
  bh_window_activate_space (f->window, location (f->window, "red-camp"));
  bh_window_activate_space (f->window, location (f->window, "north-wood"));
  g_assert_cmpuint (count_at (f->window, "north-wood"), ==, 3);
  bh_test_wait_for_frame (bh_window_get_map_view (f->window), 0);
  bh_test_wait_settled ();
  bh_test_wait_idle ();
  before_pass = bh_state_copy (bh_game_get_state (game));
  n_before = bh_game_get_n_log_entries (game);
  g_assert_true (find_action (f->window, "pass", &action));
  g_assert_true (bh_window_perform (f->window, &action));

  /* Blue's turn: no hand-over, the computer is thinking, Red cannot act. */
  g_assert_false (bh_window_is_handover_shown (f->window));
  g_assert_cmpstr (bh_window_get_page (f->window), ==, "game");
  g_assert_true (bh_window_is_thinking (f->window));
  bh_window_activate_space (f->window, location (f->window, "blue-camp"));
  bh_test_wait_settled ();
  g_assert_true (bh_window_is_thinking (f->window));
  {
    /* Rendered at once: waiting for idle would wait for the spinner. */
    g_autoptr(GdkTexture) texture = bh_test_render_widget (GTK_WIDGET (f->window));

    bh_test_save_screenshot (texture, "ai-thinking.png");
  }
  g_assert_false (bh_window_perform (f->window, &action));

  /* It plays until Red is to decide again. */
  bh_window_set_ai_pace (f->window, 0);
  bh_test_wait_until (human_to_move, f->window);
  g_assert_cmpuint (bh_game_get_n_log_entries (game), >, n_before + 1);
  for (guint i = n_before + 1; i < bh_game_get_n_log_entries (game); i++)
    {
      const BhLogEntry *entry = bh_game_get_log_entry (game, i);

      g_assert_cmpint (entry->side, ==, 1);
      if (entry->n_rolls > 0 || entry->revealed)
        replies_undoable = FALSE;
    }
  g_assert_false (bh_window_is_handover_shown (f->window));

  /* Undo: Red's pass and Blue's replies go, unless Blue rolled or drew. */
  if (replies_undoable && bh_game_get_state (game)->result == BH_RESULT_ONGOING)
    {
      g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "undo"));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
      g_assert_true (bh_state_equal (bh_game_get_state (game), before_pass));
      g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, n_before);
      g_assert_nonnull (strstr (bh_window_get_last_message (f->window), "Undone"));
      g_assert_false (bh_window_is_thinking (f->window));
      /* Redo brings back the pass and the replies together. */
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL));
      g_assert_cmpint (bh_game_get_state (game)->pending.side, ==, 0);
    }
  else
    g_test_message ("Blue rolled or drew: no undo past it");

  /* Red passes every turn; the computer plays Blue to the end. */
  bh_window_set_ai_pace (f->window, 0);
  while (bh_game_get_state (game)->result == BH_RESULT_ONGOING)
    {
      g_assert_true (find_action (f->window, "pass", &action) || find_action (f->window, "fight", &action));
      g_assert_true (bh_window_perform (f->window, &action));
      bh_test_wait_until (human_to_move, f->window);
    }
  g_assert_false (bh_window_is_thinking (f->window));
}

/* Resume after a restart: the computer still plays Blue. */
static void
test_computer_resume (Fixture *f, gconstpointer data)
{
  BhWindow *second;
  BhAction action;

  g_assert_true (bh_window_start_game_full (f->window, "tiny", "ford", FALSE, 1u << 1, NULL));
  g_assert_true (find_action (f->window, "pass", &action));
  bh_window_set_ai_pace (f->window, 5000);
  g_assert_true (bh_window_perform (f->window, &action));
  g_assert_true (bh_window_is_thinking (f->window));

  bh_test_wait_autosaved (f->window);
  second = bh_test_new_window ();
  bh_window_set_library (second, f->library);
  bh_window_set_autosave_file (second, f->autosave);
  bh_window_set_ai_pace (second, 0);
  bh_window_set_ai_playouts (second, 30);
  g_assert_true (bh_window_resume (second));
  bh_test_wait_opened (second);
  g_assert_cmpuint (bh_window_get_computer_sides (second), ==, 1u << 1);
  g_assert_true (bh_window_is_thinking (second));
  bh_test_wait_until (human_to_move, second);
  g_assert_cmpint (bh_game_get_state (bh_window_get_game (second))->pending.side, ==, 0);
  gtk_window_destroy (GTK_WINDOW (second));
}

/* Computer Plays in the main menu: the computer takes over a side during
 * a game and gives it back. */
static void
test_computer_menu (Fixture *f, gconstpointer data)
{
  BhAction action;
  GVariant *state;

  g_assert_true (bh_window_start_game (f->window, "tiny", "ford", FALSE, BH_SEATS_HOT_SEAT));
  g_assert_cmpuint (bh_window_get_computer_sides (f->window), ==, 0);
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (f->window), "computer-1"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.computer-1", NULL));
  g_assert_cmpuint (bh_window_get_computer_sides (f->window), ==, 1u << 1);
  state = g_action_group_get_action_state (G_ACTION_GROUP (f->window), "computer-1");
  g_assert_true (g_variant_get_boolean (state));
  g_variant_unref (state);

  bh_window_set_ai_pace (f->window, 60000);
  g_assert_true (find_action (f->window, "pass", &action));
  g_assert_true (bh_window_perform (f->window, &action));
  g_assert_false (bh_window_is_handover_shown (f->window));
  g_assert_true (bh_window_is_thinking (f->window));

  /* Blue back to a person: the computer stops. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.computer-1", NULL));
  g_assert_cmpuint (bh_window_get_computer_sides (f->window), ==, 0);
  g_assert_false (bh_window_is_thinking (f->window));
  g_assert_true (find_action (f->window, "pass", &action));
}

static gboolean
enough_actions (gpointer user_data)
{
  BhWindow *window = user_data;

  return bh_game_get_n_log_entries (bh_window_get_game (window)) >= 8 ||
         bh_game_get_state (bh_window_get_game (window))->result != BH_RESULT_ONGOING;
}

/* Blood on the Ohio with its rules, the computer playing both sides for a
 * few decisions: every action it takes is one the rules accept. */
static void
test_ohio_computer (Fixture *f, gconstpointer data)
{
  BhGame *game;

  if (!bh_rules_exist_for ("ohio"))
    {
      g_test_skip ("the Ohio rules are not registered");
      return;
    }
  bh_window_set_ai_pace (f->window, 0);
  bh_window_set_ai_playouts (f->window, 40);
  g_assert_true (bh_window_start_game_full (f->window, "ohio", "harmar", FALSE, 0x3, NULL));
  game = bh_window_get_game (f->window);
  g_assert_true (bh_window_is_thinking (f->window));
  bh_test_wait_until (enough_actions, f->window);
  /* Stop it there: a review freezes the computer. */
  bh_window_review (f->window, 2);
  g_assert_false (bh_window_is_thinking (f->window));
  for (guint i = 0; i < bh_game_get_n_log_entries (game); i++)
    g_assert_nonnull (bh_game_get_log_entry (game, i)->text);
  bh_window_show_new_game (f->window);
}

/* Each level plays Blood on the Ohio's first learning tier against a
 * person (who takes the first action offered) for its first 20 moves
 * (the whole tier takes minutes on a loaded machine), and the
 * window never freezes: its frame clock ticks while the computer thinks.
 * The search levels get a fixed number of iterations: the test waits on
 * moves, never on time. */
typedef struct {
  BhWindow *window;
  guint ticks_thinking;
  guint n_log;
  int seat;             /* the person's seat */
} LevelRun;

static gboolean
moved_or_human (gpointer user_data)
{
  LevelRun *run = user_data;

  return bh_game_get_n_log_entries (bh_window_get_game (run->window)) > run->n_log || human_to_move (run->window);
}

/* The computer moved, or it is the person's seat to decide, or the end. */
static gboolean
moved_or_seat (gpointer user_data)
{
  LevelRun *run = user_data;
  const BhState *state = bh_game_get_state (bh_window_get_game (run->window));

  return bh_game_get_n_log_entries (bh_window_get_game (run->window)) > run->n_log ||
         (!bh_window_is_thinking (run->window) &&
          (state->pending.side == run->seat || state->result != BH_RESULT_ONGOING));
}

static gboolean
count_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  LevelRun *run = user_data;

  if (bh_window_is_thinking (run->window))
    run->ticks_thinking++;
  return G_SOURCE_CONTINUE;
}

static void
test_ohio_levels (Fixture *f, gconstpointer data)
{
  const BhAiLevel levels[] = { BH_AI_EASY, BH_AI_NORMAL, BH_AI_STRONG };
  const guint iterations[] = { 0, 200, 600 };

  if (!bh_rules_exist_for ("ohio"))
    {
      g_test_skip ("the Ohio rules are not registered");
      return;
    }
  bh_window_set_ai_pace (f->window, 0);
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      LevelRun run = { f->window, 0, 0 };
      guint tick_id, computer_moves = 0;
      BhGame *game;

      bh_window_set_ai_level (f->window, levels[l], iterations[l]);
      g_assert_true (bh_window_start_game_full (f->window, "ohio", "learning-1", FALSE, 1u << 1, NULL));
      game = bh_window_get_game (f->window);
      tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (f->window), count_tick, &run, NULL);
      while (bh_game_get_state (game)->result == BH_RESULT_ONGOING && computer_moves < 20)
        {
          g_autoptr(GArray) actions = NULL;

          if (!human_to_move (f->window))
            {
              /* One computer move at a time. */
              run.n_log = bh_game_get_n_log_entries (game);
              bh_test_wait_until (moved_or_human, &run);
              if (bh_game_get_n_log_entries (game) > run.n_log)
                computer_moves++;
              continue;
            }
          actions = bh_game_list_actions (game);
          g_assert_cmpuint (actions->len, >, 0);
          g_assert_true (bh_window_perform (f->window, &g_array_index (actions, BhAction, 0)));
        }
      gtk_widget_remove_tick_callback (GTK_WIDGET (f->window), tick_id);
      bh_test_wait_until (human_to_move, f->window);
      g_assert_cmpuint (computer_moves, >, 0);
      /* The search levels think long enough for frames to be drawn meanwhile. */
      if (iterations[l] > 0)
        g_assert_cmpuint (run.ticks_thinking, >, 0);
      g_test_message ("%s: %u computer moves, %u frames while thinking", bh_ai_level_to_string (levels[l]),
                      computer_moves, run.ticks_thinking);
    }
  bh_test_screenshot (GTK_WIDGET (f->window), "ohio-computer-levels.png");
}

/* Every game with rules, every seat: a person at one seat (taking the
 * first action offered), the computer (Normal, 10 iterations) at all
 * the others, for some of the computer's moves; the frame clock ticks
 * while it thinks.  Games whose players are seats chosen at the start
 * (Geronimo: "players N") are played with every number of players the
 * rules offer, and every scenario that brings a number not yet seen (the
 * solitaire's one).  Waits on moves, never on time. */
#define SEAT_COMPUTER_MOVES 4
#define SEAT_HUMAN_MOVES 40

/* The seats that decide in a random game of `scenario` with `players`
 * (0: no "players" decision), as bits. */
static guint
deciding_seats (BhLibrary *library, const char *game_id, const char *scenario, int players)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, game_id, NULL);
  g_autoptr(BhGame) game = bh_game_new (data, scenario, 5, FALSE, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  guint seats = 0;

  g_assert_nonnull (game);
  for (guint n = 0; n < 400 && bh_game_get_state (game)->result == BH_RESULT_ONGOING; n++)
    {
      g_autoptr(GArray) actions = bh_game_list_actions (game);
      guint pick;

      if (actions->len == 0)
        break;
      pick = g_rand_int_range (rand, 0, actions->len);
      for (guint i = 0; i < actions->len && players > 0; i++)
        {
          const BhAction *a = &g_array_index (actions, BhAction, i);

          if (g_str_equal (bh_action_get_kind (bh_game_get_rules (game), a)->verb, "players"))
            pick = a->args[0] == players ? i : pick;
        }
      seats |= 1u << bh_game_get_state (game)->pending.side;
      g_assert_true (bh_game_perform (game, &g_array_index (actions, BhAction, pick), NULL));
    }
  return seats;
}

/* `seat` -1: nobody; the computer plays every seat (solitaire).  Returns
 * the frames drawn while the computer thought. */
static guint
play_seat (Fixture *f, const char *game_id, const char *scenario, int players, int seat, guint n_seats)
{
  LevelRun run = { f->window, 0, 0, seat };
  guint tick_id, computer_moves = 0, human_moves = 0;
  BhGame *game;
  BhAction action;

  g_assert_true (bh_window_start_game_full (f->window, game_id, scenario, FALSE, 0, NULL));
  game = bh_window_get_game (f->window);
  /* The number of players first, by a person: then the computer takes
   * every seat but one. */
  if (players > 0)
    {
      g_assert_true (find_action (f->window, "players", &action));
      action.args[0] = players;
      g_assert_true (bh_window_perform (f->window, &action));
    }
  /* Every seat of the game's table, also those this number of players
   * leaves empty: one person, so no hand-over screens. */
  bh_window_set_computer_sides (f->window, ((1u << bh_game_data_get_n_seats (bh_game_get_data (game))) - 1) &
                                           ~(seat >= 0 ? 1u << seat : 0u));
  tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (f->window), count_tick, &run, NULL);
  while (bh_game_get_state (game)->result == BH_RESULT_ONGOING && computer_moves < SEAT_COMPUTER_MOVES &&
         human_moves < SEAT_HUMAN_MOVES)
    {
      g_autoptr(GArray) actions = NULL;

      if (bh_window_is_handover_shown (f->window))
        bh_window_confirm_handover (f->window);
      if (bh_game_get_state (game)->pending.side != seat)
        {
          run.n_log = bh_game_get_n_log_entries (game);
          bh_test_wait_until (moved_or_seat, &run);
          if (bh_game_get_n_log_entries (game) > run.n_log)
            computer_moves++;
          continue;
        }
      actions = bh_game_list_actions (game);
      g_assert_cmpuint (actions->len, >, 0);
      g_assert_true (bh_window_perform (f->window, &g_array_index (actions, BhAction, 0)));
      human_moves++;
    }
  gtk_widget_remove_tick_callback (GTK_WIDGET (f->window), tick_id);
  /* Back to a person everywhere: the computer stops. */
  bh_window_set_computer_sides (f->window, 0);
  g_assert_false (bh_window_is_thinking (f->window));
  /* The computer plays its seats, unless the person's run of decisions
   * or the game ran out first. */
  if (bh_game_get_state (game)->result == BH_RESULT_ONGOING && human_moves < SEAT_HUMAN_MOVES)
    g_assert_cmpuint (computer_moves, ==, SEAT_COMPUTER_MOVES);
  g_test_message ("%s %s, %d players, seat %d: %u computer moves, %u by the person, %u frames while thinking",
                  game_id, scenario, players, seat, computer_moves, human_moves, run.ticks_thinking);
  return run.ticks_thinking;
}

static void
test_every_seat (Fixture *f, gconstpointer data)
{
  g_auto(GStrv) games = bh_library_list_games (f->library);
  guint played = 0, ticks = 0;

  bh_window_set_ai_pace (f->window, 0);
  bh_window_set_ai_level (f->window, BH_AI_NORMAL, 10);
  for (guint g = 0; games[g] != NULL; g++)
    {
      g_autoptr(BhGameData) game_data = NULL;
      guint counts_seen = 0;

      if (!bh_rules_exist_for (games[g]) || g_str_equal (games[g], "tiny"))
        continue;
      game_data = bh_library_load_game (f->library, games[g], NULL);
      g_assert_nonnull (game_data);
      for (guint s = 0; s < bh_game_data_get_n_scenarios (game_data); s++)
        {
          const char *scenario = bh_game_data_get_scenario (game_data, s)->id;
          g_autoptr(BhGame) probe = bh_game_new (game_data, scenario, 5, FALSE, NULL);
          g_autoptr(GArray) first = bh_game_list_actions (probe);
          int counts[8] = { 0 };
          guint n_counts = 0;

          /* The numbers of players this scenario offers, else none. */
          for (guint i = 0; i < first->len && n_counts < G_N_ELEMENTS (counts); i++)
            {
              const BhAction *a = &g_array_index (first, BhAction, i);

              if (g_str_equal (bh_action_get_kind (bh_game_get_rules (probe), a)->verb, "players"))
                counts[n_counts++] = a->args[0];
            }
          if (n_counts == 0)
            counts[n_counts++] = 0;
          for (guint k = 0; k < n_counts; k++)
            {
              guint seats = deciding_seats (f->library, games[g], scenario, counts[k]);
              guint n_seats = g_bit_storage (seats);

              /* A number of seats already played is not played again. */
              if (counts_seen & (1u << n_seats))
                continue;
              counts_seen |= 1u << n_seats;
              /* One seat: the person plays it, then the computer does. */
              for (int seat = n_seats == 1 ? -1 : 0; seat < (int) n_seats; seat++)
                if (seat < 0 || seats & (1u << seat))
                  {
                    ticks += play_seat (f, games[g], scenario, counts[k], seat, n_seats);
                    played++;
                  }
              {
                g_autofree char *shot = g_strdup_printf ("every-seat-%s-%u.png", games[g], n_seats);

                bh_test_screenshot (GTK_WIDGET (f->window), shot);
              }
            }
        }
    }
  g_assert_cmpuint (played, >, 0);
  /* The window drew frames while the computer thought: it never froze. */
  g_assert_cmpuint (ticks, >, 0);
}

/* Every game with rules, on its default scenario (the one a new player
 * meets first), against each level the window offers: a person at the
 * seat that does not decide first, the computer at every other, for a few
 * of the computer's moves; at each search level the frame clock ticks
 * while it thinks, over the games.  Geronimo's table is set at its
 * smallest number of players above one.  Waits on moves, never on time. */
static void
test_every_game_levels (Fixture *f, gconstpointer data)
{
  const BhAiLevel levels[] = { BH_AI_EASY, BH_AI_NORMAL, BH_AI_STRONG };
  const guint iterations[] = { 0, 40, 120 };
  g_auto(GStrv) games = bh_library_list_games (f->library);

  bh_window_set_ai_pace (f->window, 0);
  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      guint played = 0, ticks = 0;

      bh_window_set_ai_level (f->window, levels[l], iterations[l]);
      for (guint g = 0; games[g] != NULL; g++)
        {
          g_autoptr(BhGameData) game_data = NULL;
          g_autoptr(BhGame) probe = NULL;
          g_autoptr(GArray) first = NULL;
          const char *scenario;
          int players = 0, seat;

          if (!bh_rules_exist_for (games[g]) || g_str_equal (games[g], "tiny"))
            continue;
          game_data = bh_library_load_game (f->library, games[g], NULL);
          g_assert_nonnull (game_data);
          scenario = bh_game_data_get_default_scenario (game_data);
          g_assert_nonnull (scenario);
          probe = bh_game_new (game_data, scenario, 5, FALSE, NULL);
          first = bh_game_list_actions (probe);
          for (guint i = 0; i < first->len; i++)
            {
              const BhAction *a = &g_array_index (first, BhAction, i);

              if (g_str_equal (bh_action_get_kind (bh_game_get_rules (probe), a)->verb, "players") &&
                  a->args[0] > 1 && (players == 0 || a->args[0] < players))
                players = a->args[0];
            }
          /* The person sits where the first decision is not: the computer
           * moves at once. */
          seat = players > 0 ? 1 : (bh_game_get_state (probe)->pending.side + 1) % (int) bh_game_data_get_n_seats (game_data);
          ticks += play_seat (f, games[g], scenario, players, seat, bh_game_data_get_n_seats (game_data));
          played++;
        }
      g_assert_cmpuint (played, >=, 5);
      /* The search levels think long enough for frames to be drawn meanwhile. */
      if (iterations[l] > 0)
        g_assert_cmpuint (ticks, >, 0);
      g_test_message ("%s: %u games, %u frames while thinking", bh_ai_level_to_string (levels[l]), played, ticks);
    }
}

/* The new-game page's rows reach the game: a person or the computer per
 * side, and the scenario's options. */
static gboolean
ohio_listed (gpointer user_data)
{
  return bh_new_game_view_reveal (user_data, "ohio", "harmar");
}

static void
test_new_game_options (Fixture *f, gconstpointer data)
{
  GtkWidget *view = bh_window_get_new_game_view (f->window);
  const BhScenario *scenario;
  BhGame *game;
  int option;

  if (!bh_rules_exist_for ("ohio"))
    {
      g_test_skip ("the Ohio rules are not registered");
      return;
    }
  bh_window_show_new_game (f->window);
  bh_test_wait_until (ohio_listed, view);
  g_assert_true (bh_new_game_view_set_option (BH_NEW_GAME_VIEW (view), "ohio", "harmar", "leader-death-vp", TRUE));
  g_assert_false (bh_new_game_view_set_option (BH_NEW_GAME_VIEW (view), "ohio", "harmar", "no-such-option", TRUE));
  g_assert_true (bh_new_game_view_set_computer (BH_NEW_GAME_VIEW (view), "ohio", "harmar", 1, TRUE));
  bh_test_wait_settled ();
  bh_new_game_view_reveal (BH_NEW_GAME_VIEW (view), "ohio", "harmar");
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "new-game-options.png");

  bh_window_set_ai_pace (f->window, 60000);
  g_assert_true (bh_new_game_view_start (BH_NEW_GAME_VIEW (view), "ohio", "harmar"));
  game = bh_window_get_game (f->window);
  g_assert_nonnull (game);
  scenario = bh_game_get_scenario (game);
  option = bh_scenario_find_option (scenario, "leader-death-vp");
  g_assert_cmpint (option, >=, 0);
  g_assert_true (bh_state_option (bh_game_get_state (game), option));
  option = bh_scenario_find_option (scenario, "literal-slip");
  g_assert_false (bh_state_option (bh_game_get_state (game), option));
  g_assert_cmpuint (bh_window_get_computer_sides (f->window), ==, 1u << 1);
  bh_window_show_new_game (f->window);
}

/* A stack's counters large enough to read: the selected stack in the side
 * panel at 64 pixels with its values, and the card the map's tooltip shows
 * for a stack under the pointer. */
static void
test_stack_inspector (Fixture *f, gconstpointer data)
{
  BhGame *game;
  BhGameData *game_data;
  BhMapView *map;
  const BhState *state;
  int best = BH_NONE;
  guint best_count = 0;
  GtkWidget *card, *frame;
  GtkWindow *holder;

  if (!bh_rules_exist_for ("ohio"))
    {
      g_test_skip ("the Ohio rules are not registered");
      return;
    }
  g_assert_true (bh_window_start_game (f->window, "ohio", "harmar", FALSE, BH_SEATS_HOT_SEAT));
  game = bh_window_get_game (f->window);
  game_data = bh_game_get_data (game);
  map = bh_window_get_map_view (f->window);
  state = bh_game_get_state (game);
  /* The biggest stack of the side to decide on the map. */
  for (guint s = 0; s < bh_game_data_get_n_spaces (game_data); s++)
    {
      guint n = 0;

      for (guint p = 0; p < state->n_pieces; p++)
        if (bh_state_const_pieces (state)[p].location == s &&
            bh_game_data_get_unit_type (game_data, bh_game_data_get_piece_type (game_data, p))->side ==
            state->pending.side)
          n++;
      if (n > best_count)
        {
          best_count = n;
          best = s;
        }
    }
  g_assert_cmpint (best, !=, BH_NONE);
  bh_window_activate_space (f->window, best);
  g_assert_cmpint (bh_map_view_get_selected_space (map), ==, best);
  bh_test_wait_for_frame (map, 0);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "stack-inspector.png");

  /* The hover card, in a window of its own to look at. */
  card = bh_map_view_build_stack_card (map, best);
  g_assert_nonnull (card);
  holder = GTK_WINDOW (gtk_window_new ());
  frame = gtk_frame_new (NULL);
  gtk_widget_set_margin_start (card, 10);
  gtk_widget_set_margin_end (card, 10);
  gtk_widget_set_margin_top (card, 8);
  gtk_widget_set_margin_bottom (card, 8);
  gtk_frame_set_child (GTK_FRAME (frame), card);
  gtk_window_set_child (holder, frame);
  gtk_window_set_decorated (holder, FALSE);
  gtk_window_present (holder);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (holder), "stack-hover.png");
  gtk_window_destroy (holder);
}

/* The "≈" marks on reconstructed places: on by default, a toggle in the
 * main menu, a note in each reconstructed place's tooltip card. */
static void
test_reconstructed (Fixture *f, gconstpointer data)
{
  BhMapView *map;
  GVariant *state;
  int space;

  g_assert_true (bh_window_start_game (f->window, "ohio", "harmar", TRUE, BH_SEATS_HOT_SEAT));
  map = bh_window_get_map_view (f->window);
  g_assert_true (bh_map_view_get_show_reconstructed (map));
  bh_test_wait_for_frame (map, 0);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "reconstructed-marks.png");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-reconstructed", NULL));
  g_assert_false (bh_map_view_get_show_reconstructed (map));
  state = g_action_group_get_action_state (G_ACTION_GROUP (f->window), "show-reconstructed");
  g_assert_false (g_variant_get_boolean (state));
  g_variant_unref (state);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-reconstructed", NULL));
  g_assert_true (bh_map_view_get_show_reconstructed (map));

  /* Lexington is placed from geography: its card says so. */
  space = location (f->window, "lexington");
  {
    GtkWidget *card = g_object_ref_sink (bh_map_view_build_stack_card (map, space));
    gboolean found = FALSE;

    for (GtkWidget *child = gtk_widget_get_first_child (card); child != NULL; child = gtk_widget_get_next_sibling (child))
      if (GTK_IS_LABEL (child) && strstr (gtk_label_get_text (GTK_LABEL (child)), "Reconstructed") != NULL)
        found = TRUE;
    g_assert_true (found);
    g_object_unref (card);
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  bh_builtin_rules_register ();
  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);

  g_test_add ("/ui/play/tiny-hot-seat", Fixture, NULL, fixture_set_up, test_play, fixture_tear_down);
  g_test_add ("/ui/play/free-play", Fixture, NULL, fixture_set_up, test_free_play, fixture_tear_down);
  g_test_add ("/ui/play/ohio-rules", Fixture, NULL, fixture_set_up, test_ohio_rules, fixture_tear_down);
  g_test_add ("/ui/play/ohio-refusal", Fixture, NULL, fixture_set_up, test_ohio_refusal, fixture_tear_down);
  g_test_add ("/ui/play/keyboard", Fixture, NULL, fixture_set_up, test_keyboard, fixture_tear_down);
  g_test_add ("/ui/play/computer", Fixture, NULL, fixture_set_up, test_computer, fixture_tear_down);
  g_test_add ("/ui/play/computer-resume", Fixture, NULL, fixture_set_up, test_computer_resume, fixture_tear_down);
  g_test_add ("/ui/play/computer-menu", Fixture, NULL, fixture_set_up, test_computer_menu, fixture_tear_down);
  g_test_add ("/ui/play/ohio-computer", Fixture, NULL, fixture_set_up, test_ohio_computer, fixture_tear_down);
  g_test_add ("/ui/play/ohio-levels", Fixture, NULL, fixture_set_up, test_ohio_levels, fixture_tear_down);
  g_test_add ("/ui/play/every-seat", Fixture, NULL, fixture_set_up, test_every_seat, fixture_tear_down);
  g_test_add ("/ui/play/every-game-levels", Fixture, NULL, fixture_set_up, test_every_game_levels, fixture_tear_down);
  g_test_add ("/ui/play/reconstructed", Fixture, NULL, fixture_set_up, test_reconstructed, fixture_tear_down);
  g_test_add ("/ui/play/stack-inspector", Fixture, NULL, fixture_set_up, test_stack_inspector, fixture_tear_down);
  g_test_add ("/ui/play/new-game-options", Fixture, NULL, fixture_set_up, test_new_game_options, fixture_tear_down);
  return g_test_run ();
}
