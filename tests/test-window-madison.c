/* test-window-madison.c — Mr. Madison's War played through the window:
 * the 1814 scenario from its first card to the end of the game, hot-seat,
 * every action taken through the control a player would use: a card from
 * the Cards page, a move by checking the piece and clicking its space, a
 * space clicked for what names a space, a button of the side panel for the
 * rest.  BLOCKHOUSE_SCREENSHOT_DIR=docs/screenshots keeps pictures of the
 * main moments: the opening hand, a battle card offered, a battle, the end.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "config.h"

#include <adwaita.h>

#include "bh-action-utils.h"
#include "bh-combat-view.h"
#include "bh-engine.h"
#include "madison/bh-madison-rules.h"
#include "test-window-util.h"

static const char *
verb (BhGame *game, const BhAction *a)
{
  return bh_action_get_kind (bh_game_get_rules (game), a)->verb;
}

static gboolean
click_matching (GPtrArray *buttons, const BhAction *action, const BhAction *(*action_of) (GtkWidget *))
{
  for (guint i = 0; i < buttons->len; i++)
    if (bh_action_equal (action_of (buttons->pdata[i]), action))
      {
        g_signal_emit_by_name (buttons->pdata[i], "clicked");
        return TRUE;
      }
  return FALSE;
}

static BhWindow *the_window;

static const BhAction *
choice_action (GtkWidget *choice)
{
  return bh_window_get_choice_action (the_window, choice);
}

static const BhAction *
panel_action (GtkWidget *button)
{
  return bh_decision_panel_get_control_action (bh_window_get_decision_panel (the_window), button);
}

/* Clicks `space`, and the choice that does `action` if the click opens
 * several. */
static void
click_space (BhWindow *window, int space, const BhAction *action)
{
  g_autoptr(GPtrArray) choices = NULL;

  bh_window_activate_space (window, space);
  choices = bh_window_list_choices (window);
  if (choices->len > 0)
    {
      g_assert_true (click_matching (choices, action, choice_action));
      bh_window_close_choices (window);
    }
}

/* Takes `action` through its control. */
static void
take (BhWindow *window, const BhAction *action)
{
  BhGame *game = bh_window_get_game (window);
  BhGameData *data = bh_game_get_data (game);
  BhRules *rules = bh_game_get_rules (game);
  const BhActionKind *kind = bh_action_get_kind (rules, action);
  const BhPieceState *pc = bh_state_const_pieces (bh_game_get_state (game));
  guint n_spaces = bh_game_data_get_n_spaces (data), n_locations = bh_game_data_get_n_locations (data);
  BhDecisionPanel *panel = bh_window_get_decision_panel (window);
  int piece = kind->n_args > 0 && kind->args[0] == BH_ARG_PIECE ? action->args[0] : -1;

  /* A card of the player's hand: its button on the Cards page. */
  if (piece >= 0 && pc[piece].location >= n_spaces && pc[piece].location < n_locations)
    {
      const BhBox *box = bh_game_data_get_box (data, pc[piece].location - n_spaces);

      if (box->kind == BH_BOX_HAND || box->kind == BH_BOX_HOLDING)
        {
          g_autoptr(GPtrArray) cards = bh_hand_view_list_controls (bh_window_get_hand_view (window));

          g_assert_true (click_matching (cards, action, bh_hand_view_get_control_action));
          return;
        }
    }
  switch (bh_action_kind_shape (kind))
    {
    case BH_ACTION_SHAPE_PIECE_TO:
      /* The piece checked alone on its space, then its destination. */
      bh_window_select_location (window, pc[piece].location);
      bh_decision_panel_select_piece (panel, piece);
      click_space (window, action->args[bh_action_kind_find_arg (kind, BH_ARG_LOCATION)], action);
      return;
    case BH_ACTION_SHAPE_PLACE:
      click_space (window, action->args[0], action);
      return;
    default:
      break;
    }
  /* A button of the side panel, with the piece's space selected. */
  bh_window_select_location (window, piece >= 0 && pc[piece].location < n_locations ? (int) pc[piece].location : BH_NONE);
  {
    g_autoptr(GPtrArray) buttons = bh_decision_panel_list_controls (panel);

    if (click_matching (buttons, action, panel_action))
      return;
  }
  bh_window_select_location (window, BH_NONE);
  {
    g_autoptr(GPtrArray) buttons = bh_decision_panel_list_controls (panel);

    g_assert_true (click_matching (buttons, action, panel_action));
  }
}

/* Land units of the side other than `side` at `space`. */
static gboolean
enemy_at (BhGame *game, int space, int side)
{
  BhGameData *data = bh_game_get_data (game);
  const BhState *state = bh_game_get_state (game);
  const BhPieceState *pc = bh_state_const_pieces (state);

  for (guint p = 0; p < state->n_pieces; p++)
    if (pc[p].location == (guint) space)
      {
        const BhUnitType *t = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, p));

        if (t->kind != BH_UNIT_CARD && t->kind != BH_UNIT_SHIP && t->kind != BH_UNIT_LEADER && t->side >= 0 && t->side != side)
          return TRUE;
      }
  return FALSE;
}

/* The action to take, as an eager general would: a battle card when one
 * is offered, a move into enemy units, cards for operations, every unit
 * taken along, a stand rather than a retreat before combat; else one at
 * random. */
static const BhAction *
choose (BhGame *game, GArray *actions, GRand *rand)
{
  static const char *const eager[] = { "battle", "stand", "add", NULL };
  int side = bh_game_get_state (game)->pending.side;

  for (guint e = 0; eager[e]; e++)
    for (guint a = 0; a < actions->len; a++)
      if (g_str_equal (verb (game, &g_array_index (actions, BhAction, a)), eager[e]))
        return &g_array_index (actions, BhAction, a);
  for (guint a = 0; a < actions->len; a++)
    {
      const BhAction *action = &g_array_index (actions, BhAction, a);

      if (g_str_equal (verb (game, action), "move") && enemy_at (game, action->args[1], side))
        return action;
    }
  /* Mostly operations and moves; now and then anything. */
  if (g_rand_int_range (rand, 0, 4) > 0)
    for (int tries = 0; tries < 20; tries++)
      {
        const BhAction *action = &g_array_index (actions, BhAction, g_rand_int_range (rand, 0, actions->len));
        const char *v = verb (game, action);

        if (g_str_equal (v, "ops") || g_str_equal (v, "move") || g_str_equal (v, "units") || g_str_equal (v, "leader") ||
            g_str_equal (v, "go") || g_str_equal (v, "campaign"))
          return action;
      }
  return &g_array_index (actions, BhAction, g_rand_int_range (rand, 0, actions->len));
}

/* The last battle's view closed, as its close button does. */
static void
close_combat (GtkWidget *widget)
{
  if (BH_IS_COMBAT_VIEW (widget))
    gtk_widget_set_visible (widget, FALSE);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    close_combat (child);
}

static void
show_panel (BhWindow *window, const char *page)
{
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-panel", g_variant_new_string (page));
}

/* The hand-over screen, when the window shows it, confirmed as the next
 * player would. */
static void
hand_over (BhWindow *window)
{
  if (bh_window_is_handover_shown (window))
    bh_window_confirm_handover (window);
}

/* The window's page stack (the one with a "handover" page). */
static GtkStack *
find_pages (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget) && gtk_stack_get_child_by_name (GTK_STACK (widget), "handover") != NULL)
    return GTK_STACK (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkStack *found = find_pages (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The text of the first shown label under `widget` that begins with
 * `prefix`, or NULL. */
static const char *
shown_label (GtkWidget *widget, const char *prefix)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return gtk_label_get_text (GTK_LABEL (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      const char *found = shown_label (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The game-over banner (sixth re-check n4): the winner and the VP marker's
 * value once ("Victory points: -4.", not "Victory points: Victory points
 * -4."), and no earlier battle's account left open over it (its "Next:"
 * line stale). */
static void
assert_game_over_banner (BhWindow *window, BhGame *game)
{
  const BhState *state = bh_game_get_state (game);
  BhGameData *data = bh_game_get_data (game);
  int vp = bh_state_const_markers (state)[bh_game_data_find_marker (data, "vp")];
  g_autofree char *winner = bh_game_data_dup_seat_name (data, state->winner, FALSE);
  g_autofree char *expected = state->result == BH_RESULT_DRAW
                                ? g_strdup_printf ("The game is a draw. Victory points: %d.", vp)
                                : g_strdup_printf ("Winner: %s. Victory points: %d.", winner, vp);
  const char *banner = shown_label (GTK_WIDGET (window), state->result == BH_RESULT_DRAW ? "The game is" : "Winner:");

  g_assert_nonnull (banner);
  g_assert_cmpstr (banner, ==, expected);
  g_assert_false (bh_window_is_combat_shown (window));
}

static void
screenshot (BhWindow *window, const char *name)
{
  hand_over (window);
  bh_test_wait_for_frame (bh_window_get_map_view (window), 0);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (window), name);
}

static void
test_1814_to_the_end (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (1814);
  BhWindow *window = bh_test_new_window ();
  g_autoptr(BhGameData) data = NULL;
  g_autoptr(BhGame) owned = NULL;
  g_autoptr(GError) error = NULL;
  guint64 seed = g_ascii_strtoull (g_getenv ("BH_MADISON_SEED") ? g_getenv ("BH_MADISON_SEED") : "1814", NULL, 10);
  BhGame *game;
  gboolean shot_card = FALSE, shot_battle = FALSE;
  guint steps = 0, battles = 0, cards_played = 0;

  the_window = window;
  bh_window_set_library (window, library);
  gtk_window_set_default_size (GTK_WINDOW (window), 1600, 1000);
  gtk_window_present (GTK_WINDOW (window));
  data = bh_library_load_game (library, "madison", &error);
  g_assert_no_error (error);
  /* A fixed deal and dice, hot-seat. */
  owned = bh_game_new (data, "1814", seed, FALSE, &error);
  g_assert_no_error (error);
  bh_window_set_game (window, owned);
  game = bh_window_get_game (window);
  /* The pictures show the board, not the hand-over page fading out. */
  gtk_stack_set_transition_type (find_pages (GTK_WIDGET (window)), GTK_STACK_TRANSITION_TYPE_NONE);
  g_assert_false (bh_game_is_free_play (game));
  hand_over (window);
  show_panel (window, "cards");
  screenshot (window, "madison-1814-opening.png");

  while (bh_game_get_state (game)->result == BH_RESULT_ONGOING)
    {
      g_autoptr(GArray) actions = NULL;
      guint n_before = bh_game_get_n_log_entries (game);
      const BhAction *chosen;
      const char *v;

      hand_over (window);
      actions = bh_game_list_actions (game);
      g_assert_cmpuint (actions->len, >, 0);
      g_assert_cmpuint (steps, <, 2000);
      chosen = choose (game, actions, rand);
      v = verb (game, chosen);
      if (g_str_equal (v, "battle") && !shot_card)
        {
          close_combat (GTK_WIDGET (window));
          show_panel (window, "cards");
          screenshot (window, "madison-battle-card.png");
          shot_card = TRUE;
        }
      battles += g_str_equal (v, "lead") || g_str_equal (v, "battle") || g_str_equal (v, "no-battle-card");
      cards_played += g_str_equal (v, "ops") || g_str_equal (v, "event") || g_str_equal (v, "campaign") ||
                      g_str_equal (v, "restore") || g_str_equal (v, "depot") || g_str_equal (v, "battle");
      take (window, chosen);
      /* The control did that action, and only it. */
      g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, n_before + 1);
      g_assert_true (bh_action_equal (&bh_game_get_log_entry (game, n_before)->action, chosen));
      if (bh_window_is_combat_shown (window) && !shot_battle)
        {
          screenshot (window, "madison-battle.png");
          shot_battle = TRUE;
        }
      steps++;
    }
  g_test_message ("1814 ended after %u actions, %u cards played, %u battle decisions", steps, cards_played, battles);
  g_assert_cmpuint (cards_played, >, 0);
  g_assert_cmpuint (battles, >, 0);
  show_panel (window, "log");
  hand_over (window);
  assert_game_over_banner (window, game);
  screenshot (window, "madison-game-over.png");
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  bh_rules_register ("madison", BH_TYPE_MADISON_RULES);
  g_test_add_func ("/ui/madison/1814-played-to-the-end", test_1814_to_the_end);
  return g_test_run ();
}
