/* test-window-geronimo.c — Geronimo played through the window, hot-seat,
 * from the choice of three players to the end of the Basic Game: the
 * decision bar names the seat to decide ("Player 2"), not a side; the
 * hand-over screen comes between seats, since each holds hidden cards
 * whichever side he plays; an Indian sends a War Party that attacks and
 * stays on the map; the game ends on its result page.
 * Then five seats to the end, the computer at two of them, the board
 * showing only the cards of the seat at the screen.
 * BLOCKHOUSE_SCREENSHOT_DIR=docs/screenshots keeps pictures of the main
 * moments. */
#include "config.h"

#include <adwaita.h>

#include "bh-action-utils.h"
#include "bh-combat-view.h"
#include "bh-engine.h"
#include "bh-builtin-rules.h"
#include "geronimo/bh-geronimo-private.h"
#include "test-window-util.h"

/* Until an Indian has sent out a War Party that stays on the map (6.31,
 * 6.35), Indians play their first card and send one. */
static gboolean war_party_out;

static gboolean
has_kind (GArray *actions, int kind, BhAction *found)
{
  for (guint i = 0; i < actions->len; i++)
    if (g_array_index (actions, BhAction, i).kind == kind)
      {
        *found = g_array_index (actions, BhAction, i);
        return TRUE;
      }
  return FALSE;
}

/* A plain player: three players, the first Tribe, a Settlement wherever
 * first offered, no Railroad, the first card discarded, no action; but
 * the first time the US may attack with a Column he does, and the
 * Indians stand (7.51), so that one battle is fought in the window;
 * once, an Indian plays a card and sends a War Party that stays out. */
static BhAction
choose (BhGame *game, gboolean *attacked)
{
  g_autoptr(GArray) actions = bh_game_list_actions (game);
  const BhState *state = bh_game_get_state (game);
  const GerExtra *x = bh_state_const_extra (state);
  BhAction found = g_array_index (actions, BhAction, 0);

  g_assert_cmpuint (actions->len, >, 0);
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);

      if (!*attacked && a->kind == A_PLAY &&
          state->pending.side == ((const GerExtra *) bh_state_const_extra (state))->us_seat)
        return *a;                                              /* the US plays, to have Operations */
      if (!*attacked && a->kind == A_COL_ATTACK)
        {
          *attacked = TRUE;
          return *a;
        }
      if (a->kind == A_NO_EVADE || a->kind == A_ACCEPT)
        return *a;
    }
  switch (state->pending.kind)
    {
    case D_PLAYERS:
      return g_array_index (actions, BhAction, 1);              /* players 3 */
    case D_CARD:
      if (!war_party_out && state->pending.side != x->us_seat && has_kind (actions, A_PLAY, &found))
        return found;
      for (guint i = actions->len; i-- > 0;)
        if (g_array_index (actions, BhAction, i).kind == A_DISCARD)
          found = g_array_index (actions, BhAction, i);
      return found;                                             /* discard */
    case D_OPERATION:
      if (!war_party_out && has_kind (actions, A_WAR_PARTY, &found))
        return found;
      return g_array_index (actions, BhAction, actions->len - 1);
    case D_RAILROAD: case D_ADMIT:
      return g_array_index (actions, BhAction, actions->len - 1);
    default:
      return g_array_index (actions, BhAction, 0);
    }
}

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
test_basic_hot_seat (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  BhWindow *window = bh_test_new_window ();
  BhGame *game;
  gboolean handovers = FALSE, shot_rounds = FALSE, attacked = FALSE, shot_battle = FALSE, shot_war_party = FALSE;
  guint seats_seen = 0;

  bh_window_set_library (window, library);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_start_game_full (window, "geronimo", "basic", FALSE, 0, NULL));
  game = bh_window_get_game (window);
  g_assert_false (bh_game_is_free_play (game));
  g_assert_cmpint (bh_game_get_state (game)->pending.kind, ==, D_PLAYERS);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (window), "geronimo-players.png");
  for (int i = 0; i < 3000 && bh_game_get_state (game)->result == BH_RESULT_ONGOING; i++)
    {
      BhAction a;
      const BhState *state;

      if (bh_window_is_handover_shown (window))
        {
          handovers = TRUE;
          bh_window_confirm_handover (window);
        }
      a = choose (game, &attacked);
      g_assert_true (bh_window_perform (window, &a));
      war_party_out |= a.kind == A_WP_STAY;
      state = bh_game_get_state (game);
      if (attacked && !shot_battle && ((const GerExtra *) bh_state_const_extra (state))->battles > 0)
        {
          /* 7.3: the battle pops up where it was fought; it is public, so
           * it stays up for the seat the board is handed over to. */
          bh_test_wait_settled ();
          if (bh_window_is_handover_shown (window))
            {
              bh_window_confirm_handover (window);
              bh_test_wait_settled ();
            }
          g_assert_false (bh_window_is_handover_shown (window));
          g_assert_true (bh_window_is_combat_shown (window));
          bh_test_screenshot (GTK_WIDGET (window), "geronimo-battle.png");
          shot_battle = TRUE;
        }
      if (state->result != BH_RESULT_ONGOING)
        break;
      g_assert_cmpint (state->pending.side, <, 3);
      seats_seen |= 1u << state->pending.side;
      if (state->pending.kind == D_WP_AFTER && !shot_war_party)
        {
          /* The War Party on the map after its attack, the log telling it
           * (6.31, 7.23), its owner choosing to stay out or go home (6.35). */
          bh_test_wait_settled ();
          close_combat_view (GTK_WIDGET (window));
          gtk_widget_activate_action (GTK_WIDGET (window), "win.show-panel", "s", "log");
          gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL);
          bh_test_wait_settled ();
          bh_test_screenshot (GTK_WIDGET (window), "geronimo-war-party.png");
          gtk_widget_activate_action (GTK_WIDGET (window), "win.show-panel", "s", "actions");
          shot_war_party = TRUE;
        }
      if (!shot_rounds && state->pending.kind == D_CARD)
        {
          bh_test_wait_settled ();
          if (bh_window_is_handover_shown (window))
            {
              bh_test_screenshot (GTK_WIDGET (window), "geronimo-handover.png");
              bh_window_confirm_handover (window);
            }
          close_combat_view (GTK_WIDGET (window));
          bh_test_wait_settled ();
          bh_test_screenshot (GTK_WIDGET (window), "geronimo-card-play.png");
          shot_rounds = TRUE;
        }
    }
  g_assert_cmpint (bh_game_get_state (game)->result, !=, BH_RESULT_ONGOING);
  g_assert_cmpuint (seats_seen, ==, 7);
  g_assert_true (handovers);
  g_assert_true (war_party_out);
  g_assert_true (shot_war_party);
  g_assert_true (shot_battle);
  bh_test_wait_settled ();
  if (bh_window_is_handover_shown (window))
    bh_window_confirm_handover (window);
  close_combat_view (GTK_WIDGET (window));
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (window), "geronimo-end.png");
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* Five seats, the computer at two of them ---------------------------------- */

#define COMPUTER_SEATS 0x0au    /* Players 2 and 4; Players 1, 3 and 5 share the screen */


/* What the window shows is the view of the seat at the screen: every card
 * in another seat's hands is face down there unless that seat was shown it
 * (a Tribe activated, 3.5), and the seat's own are face up.  Returns the
 * cards kept from it. */
static guint
check_shown (BhWindow *window, int screen)
{
  BhGameData *data = bh_game_get_data (bh_window_get_game (window));
  const BhState *shown = bh_window_get_shown_state (window);
  const BhPieceState *pieces = bh_state_const_pieces (shown);
  guint n_spaces = bh_game_data_get_n_spaces (data), kept = 0;

  g_assert_nonnull (shown);
  for (guint b = 0; b < bh_game_data_get_n_boxes (data); b++)
    {
      const BhBox *box = bh_game_data_get_box (data, b);
      int owner = bh_props_lookup_int (box->props, "seat", 0) - 1;

      if (g_strcmp0 (bh_props_lookup (box->props, "visible-to"), "seat") != 0)
        continue;
      for (guint p = 0; p < shown->n_pieces; p++)
        {
          gboolean hidden = (pieces[p].flags & BH_PIECE_HIDDEN) != 0;

          if (pieces[p].location != n_spaces + b)
            continue;
          if (owner == screen)
            g_assert_false (hidden);
          else if (!((pieces[p].seen >> screen) & 1))
            {
              g_assert_true (hidden);
              kept++;
            }
        }
    }
  return kept;
}

/* Basic Game, five players: Player 1 chooses five (3.2), the computer
 * plays Players 2 and 4 at Easy, three people Players 1, 3 and 5 at one
 * screen, each choosing at random among the legal actions.  Played to the
 * end; at every step the board shows only the screen's seat's cards. */
static void
test_five_seats_mixed (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(GRand) chooser = g_rand_new_with_seed (5);
  BhWindow *window = bh_test_new_window ();
  BhGame *game;
  BhAction a;
  guint decided = 0, computer_moves = 0, handovers = 0, kept = 0;
  int screen = 0;
  gboolean shot = FALSE;

  bh_window_set_library (window, library);
  bh_window_set_ai_pace (window, 0);
  bh_window_set_ai_level (window, BH_AI_EASY, 0);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_start_game_full (window, "geronimo", "basic", FALSE, COMPUTER_SEATS, NULL));
  game = bh_window_get_game (window);
  {
    g_autoptr(GArray) first = bh_game_list_actions (game);
    gboolean found = FALSE;

    for (guint i = 0; i < first->len && !found; i++)
      if ((found = g_array_index (first, BhAction, i).kind == A_PLAYERS && g_array_index (first, BhAction, i).args[0] == 5))
        a = g_array_index (first, BhAction, i);
    g_assert_true (found);
    g_assert_true (bh_window_perform (window, &a));
  }
  while (bh_game_get_state (game)->result == BH_RESULT_ONGOING)
    {
      const BhState *state = bh_game_get_state (game);
      int seat = state->pending.side;
      g_autoptr(GArray) actions = NULL;

      g_assert_cmpint (seat, >=, 0);
      g_assert_cmpint (seat, <, 5);
      decided |= 1u << seat;
      if (COMPUTER_SEATS & (1u << seat))
        {
          /* The computer's seat never brings up the hand-over screen; the
           * board still shows the last person's view. */
          g_assert_false (bh_window_is_handover_shown (window));
          kept += check_shown (window, screen);
          computer_moves += bh_test_wait_computer (window, COMPUTER_SEATS);
          continue;
        }
      if (bh_window_is_handover_shown (window))
        {
          /* The board hides until the next person sits down. */
          g_assert_cmpstr (bh_window_get_page (window), ==, "handover");
          g_assert_cmpint (seat, !=, screen);
          handovers++;
          bh_window_confirm_handover (window);
        }
      screen = seat;
      kept += check_shown (window, screen);
      if (!shot && computer_moves > 20 && seat == 2 && state->pending.kind == D_CARD)
        {
          /* Player 3 at the screen, the computer at two seats (the chips
           * say which). */
          close_combat_view (GTK_WIDGET (window));
          gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL);
          bh_test_wait_settled ();
          bh_test_screenshot (GTK_WIDGET (window), "geronimo-five-seats.png");
          shot = TRUE;
        }
      actions = bh_game_list_actions (game);
      g_assert_cmpuint (actions->len, >, 0);
      a = g_array_index (actions, BhAction, g_rand_int_range (chooser, 0, actions->len));
      g_assert_true (bh_window_perform (window, &a));
    }
  g_test_message ("five seats: %u computer moves, %u hand-overs, %u cards kept from the screen's seat",
                  computer_moves, handovers, kept);
  g_assert_cmpuint (decided, ==, 0x1f);
  g_assert_cmpuint (computer_moves, >, 0);
  g_assert_cmpuint (handovers, >, 0);
  g_assert_cmpuint (kept, >, 0);
  g_assert_true (shot);
  bh_test_wait_settled ();
  g_assert_cmpstr (bh_window_get_page (window), ==, "game");
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  bh_builtin_rules_register ();
  g_test_add_func ("/geronimo/window/basic-hot-seat", test_basic_hot_seat);
  g_test_add_func ("/geronimo/window/five-seats-computer-mixed", test_five_seats_mixed);
  return g_test_run ();
}
