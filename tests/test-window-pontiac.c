/* test-window-pontiac.c — Pontiac's War played through the window, hot-seat:
 * scenario E (Bouquet's relief of Fort Pitt, 20.0) from its first turn to
 * its end under the rules, as registered by bh-builtin-rules.c.  Moves,
 * retreats and every other action on one place go by a click on the map
 * (and the choice it opens where the place offers several, or holds pieces
 * other actions name); a captive carried between villages (10.1) by a
 * click on its village, its check box and a click on the village it goes
 * to; the rest by the controls' actions; every hand-over is confirmed as
 * the next player would.
 * On the way: a battle's cards are committed from the hand view, its dice
 * are told in the log, the winter comes (8.0, 15.0) and the game ends with a
 * result.  BLOCKHOUSE_SCREENSHOT_DIR=docs/screenshots keeps pictures of
 * those moments. */
#include "config.h"

#include <string.h>

#include <adwaita.h>

#include "bh-action-utils.h"
#include "bh-builtin-rules.h"
#include "bh-decision-panel.h"
#include "bh-engine.h"
#include "pontiac/bh-pontiac-private.h"
#include "pontiac/bh-pontiac-rules.h"
#include "test-window-util.h"

#define MAX_ACTIONS 3000

static gboolean
verb_is (BhGame *game, const BhAction *a, const char *verb)
{
  return g_str_equal (bh_action_get_kind (bh_game_get_rules (game), a)->verb, verb);
}

static int
find_verb (BhGame *game, GArray *actions, const char *verb)
{
  for (guint i = 0; i < actions->len; i++)
    if (verb_is (game, &g_array_index (actions, BhAction, i), verb))
      return i;
  return -1;
}

/* A player who seeks battle: attacks and fights when offered, plays a card
 * (not a mulligan), commits Arms, fights a second round; otherwise a move,
 * a placement or a choice drawn from `rand`, ending a phase one time in
 * four when it may; it carries one captive between villages (10.1) and no
 * more, refuses captive offers, whose escort could take its army home
 * (12.0), and leaves its forces on the map (6.3). */
static BhAction
choose (BhGame *game, GRand *rand, gboolean carried)
{
  g_autoptr(GArray) listed = bh_game_list_actions (game);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
  static const char *eager[] = { "attack", "fight", "play", "arms", "continue", "ambush", "decline" };
  int i;

  /* The off-map boxes (6.3) hide a force without moving it: a player
   * who seeks battle leaves them alone. */
  for (guint k = 0; k < listed->len; k++)
    if (!verb_is (game, &g_array_index (listed, BhAction, k), "conceal")
        && !verb_is (game, &g_array_index (listed, BhAction, k), "reveal")
        && !(carried && verb_is (game, &g_array_index (listed, BhAction, k), "carry")))
      g_array_append_val (actions, g_array_index (listed, BhAction, k));
  g_assert_cmpuint (actions->len, >, 0);
  for (guint v = 0; v < G_N_ELEMENTS (eager); v++)
    if ((i = find_verb (game, actions, eager[v])) >= 0)
      return g_array_index (actions, BhAction, i);
  if (actions->len > 1 && (i = find_verb (game, actions, "done")) >= 0 && g_rand_int_range (rand, 0, 4) != 0)
    {
      BhAction a;

      do
        a = g_array_index (actions, BhAction, g_rand_int_range (rand, 0, actions->len));
      while (verb_is (game, &a, "done"));
      return a;
    }
  return g_array_index (actions, BhAction, g_rand_int_range (rand, 0, actions->len));
}

static void shoot (BhWindow *window, const char *name);

/* Clicks the choice that does `a`, if a click opened choices.  TRUE when
 * one did. */
static gboolean
click_choice (BhWindow *window, const BhAction *a)
{
  g_autoptr(GPtrArray) choices = bh_window_list_choices (window);

  for (guint c = 0; c < choices->len; c++)
    if (bh_action_equal (bh_window_get_choice_action (window, choices->pdata[c]), a))
      {
        g_signal_emit_by_name (choices->pdata[c], "clicked");
        return TRUE;
      }
  return FALSE;
}

/* Does `a` by clicks on the map, as a player would, when its shape allows:
 * an action on one place by a click there (and its choice); a captive
 * carried (a piece to a place) by a click on its village, its check box
 * and a click on the village it goes to.  *shot: the carry's picture is
 * taken.  FALSE when `a` is not done by clicks. */
static gboolean
do_by_clicks (BhWindow *window, BhGame *game, const BhAction *a, gboolean *carry_shot)
{
  BhMapView *map = bh_window_get_map_view (window);
  BhActionShape shape = bh_action_kind_shape (bh_action_get_kind (bh_game_get_rules (game), a));

  if (shape == BH_ACTION_SHAPE_PLACE && bh_map_view_shows_location (map, a->args[0]))
    {
      bh_window_activate_space (window, a->args[0]);
      click_choice (window, a);
      bh_window_close_choices (window);
      return TRUE;
    }
  if (verb_is (game, a, "carry"))
    {
      int village = bh_state_const_pieces (bh_game_get_state (game))[a->args[0]].location;

      /* 10.1: the village's click selects its stack (the form and
       * conceal actions wait in the choices it opens). */
      bh_window_select_location (window, BH_NONE);
      bh_window_activate_space (window, village);
      if (!*carry_shot)
        {
          shoot (window, "pontiac-carry-choices.png");
          *carry_shot = TRUE;
        }
      bh_window_close_choices (window);
      g_assert_cmpint (bh_window_get_selected_location (window), ==, village);
      bh_decision_panel_select_piece (bh_window_get_decision_panel (window), a->args[0]);
      bh_window_activate_space (window, a->args[1]);
      click_choice (window, a);
      bh_window_close_choices (window);
      return TRUE;
    }
  return FALSE;
}

static void
confirm_handover (BhWindow *window)
{
  if (bh_window_is_handover_shown (window))
    {
      g_assert_cmpstr (bh_window_get_page (window), ==, "handover");
      bh_window_confirm_handover (window);
    }
  g_assert_cmpstr (bh_window_get_page (window), ==, "game");
}

static gboolean
transition_running (GtkWidget *widget)
{
  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  if (GTK_IS_STACK (widget) && gtk_stack_get_transition_running (GTK_STACK (widget)))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (transition_running (child))
      return TRUE;
  return FALSE;
}

static gboolean
transitions_done (gpointer window)
{
  return !transition_running (window);
}

/* The page the hand-over crossfades to, painted. */
static void
shoot (BhWindow *window, const char *name)
{
  bh_test_wait_until (transitions_done, window);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (window), name);
}

/* Each side in turn takes the scenario's example for its set-up
 * (set-up-example, 21.1) through the window. */
static void
take_setup_examples (BhWindow *window, BhGame *game)
{
  while (bh_game_get_state (game)->pending.kind == D_SETUP)
    {
      g_autoptr(GArray) listed = bh_game_list_actions (game);
      int i = find_verb (game, listed, "set-up-example");

      g_assert_cmpint (i, >=, 0);
      g_assert_true (bh_window_perform (window, &g_array_index (listed, BhAction, i)));
      confirm_handover (window);
    }
}

static void
test_bouquet_to_the_end (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  /* Seeds (the players' choices, the window's dice) whose game has a card
   * played, dice in a battle and a winter (each asserted below); a change
   * of the rules changes the game, and then other seeds may be needed
   * (1763 lost its card play when villages came to be razed at the turn's
   * end, 11.11; the dice were random until the window took a seed, and
   * then one run in four had no battle). */
  g_autoptr(GRand) rand = g_rand_new_with_seed (1764);
  BhWindow *window = bh_test_new_window ();
  BhGame *game;
  gboolean cards_shot = FALSE, battle_shot = FALSE, winter_shot = FALSE, closed_by_phase = FALSE, carry_shot = FALSE;
  guint clicks = 0, carries = 0, n;

  bh_window_set_library (window, library);
  bh_window_set_seed (window, 2);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_start_game_full (window, "pontiac", "e-bouquet", FALSE, 0, NULL));
  game = bh_window_get_game (window);
  g_assert_nonnull (game);
  g_assert_false (bh_game_is_free_play (game));
  g_assert_false (bh_rules_are_partial ("pontiac"));  /* every RULES-DONE point holds (docs/rules/pontiac.md) */
  confirm_handover (window);
  /* 20.0 E: the Nations first place their pieces in the E spaces (the
   * set-up decision, bh-pontiac-setup.c). */
  g_assert_cmpint (bh_game_get_state (game)->pending.kind, ==, D_SETUP);
  shoot (window, "pontiac-setup.png");
  /* Each side takes the scenario's example (set-up-example, 21.1), the
   * layout the rest of this game was written for. */
  take_setup_examples (window, game);
  shoot (window, "pontiac-bouquet-start.png");

  for (n = 0; n < MAX_ACTIONS && bh_game_get_state (game)->result == BH_RESULT_ONGOING; n++)
    {
      const BhState *state;
      BhAction a;
      guint before = bh_game_get_n_log_entries (game);

      confirm_handover (window);
      state = bh_game_get_state (game);
      a = choose (game, rand, carries > 0);

      /* A battle's card, from the hand view the window shows. */
      if (!cards_shot && state->pending.kind == D_CARD && verb_is (game, &a, "play"))
        {
          gtk_widget_activate_action (GTK_WIDGET (window), "win.show-panel", "s", "cards");
          shoot (window, "pontiac-cards.png");
          gtk_widget_activate_action (GTK_WIDGET (window), "win.show-panel", "s", "actions");
          cards_shot = TRUE;
        }
      /* A battle's dice: the log tells them, rule by rule (11.1). */
      if (!battle_shot && state->pending.kind == D_CASUALTY && before > 0 &&
          bh_game_get_log_entry (game, before - 1)->n_rolls > 0)
        {
          const BhLogEntry *roll = bh_game_get_log_entry (game, before - 1);

          g_assert_nonnull (strstr (roll->narration, "(11."));
          /* The rules name the battle those dice fought: its account is
           * open over the map (bh_rules_battle_location). */
          if (((const PontiacExtra *) bh_state_const_extra (state))->battle.active)
            g_assert_true (bh_window_is_combat_shown (window));
          gtk_widget_activate_action (GTK_WIDGET (window), "win.show-panel", "s", "log");
          shoot (window, "pontiac-battle.png");
          gtk_widget_activate_action (GTK_WIDGET (window), "win.show-panel", "s", "actions");
          battle_shot = TRUE;
        }
      if (!winter_shot && state->pending.kind == D_WINTER)
        {
          shoot (window, "pontiac-winter.png");
          winter_shot = TRUE;
        }

      /* A move, a retreat, a carry...: by clicks on the map. */
      if (do_by_clicks (window, game, &a, &carry_shot))
        {
          clicks++;
          carries += verb_is (game, &a, "carry");
        }
      else
        {
          gboolean was_shown = bh_window_is_combat_shown (window);
          int turn = state->turn, phase = state->phase;

          g_assert_true (bh_window_perform (window, &a));
          /* A battle's account closes when the game goes on to another
           * phase (bh-window.c, show_combat_if_any). */
          state = bh_game_get_state (game);
          if (was_shown && (state->turn != turn || state->phase != phase)
              && bh_game_get_log_entry (game, before)->n_rolls == 0)
            {
              g_assert_false (bh_window_is_combat_shown (window));
              closed_by_phase = TRUE;
            }
        }
      g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, before + 1);
      g_assert_true (bh_action_equal (&bh_game_get_log_entry (game, before)->action, &a));

    }
  g_test_message ("e-bouquet: %u actions, %u by clicks on the map (%u captives carried)", n, clicks, carries);
  g_assert_cmpint (bh_game_get_state (game)->result, !=, BH_RESULT_ONGOING);
  g_assert_true (cards_shot);
  g_assert_true (battle_shot);
  g_assert_true (winter_shot);
  g_assert_true (closed_by_phase);
  g_assert_cmpuint (clicks, >, 0);
  /* 10.1: a captive carried by clicks, the village's click selecting its stack. */
  g_assert_cmpuint (carries, ==, 1);
  g_assert_true (carry_shot);
  confirm_handover (window);
  shoot (window, "pontiac-game-over.png");
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* The Rising (1763) in the window, its set-up taken, then the map and the
 * hands emptied, the cards in the decks: the position is built as the
 * rules tests build theirs, then played by actions.  `c` reads it. */
static BhGame *
empty_map_game (BhWindow *window, BhLibrary *library, PontiacCtx *c)
{
  BhGame *game;
  BhPontiacRules *self;

  bh_window_set_library (window, library);
  bh_window_set_seed (window, 2);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_start_game_full (window, "pontiac", "rising-1763", FALSE, 0, NULL));
  game = bh_window_get_game (window);
  confirm_handover (window);
  take_setup_examples (window, game);   /* 21.1 */
  self = BH_PONTIAC_RULES (bh_game_get_rules (game));
  pontiac_ctx_init (c, self, (BhState *) bh_game_get_state (game));
  for (guint p = 0; p < self->d->n_pieces; p++)
    if (c->pc[p].location != BH_OFFBOARD && (guint) c->pc[p].location < self->d->n_spaces)
      {
        c->pc[p].location = BH_OFFBOARD;
        c->pc[p].flags = 0;
        c->pc[p].face = 0;
      }
  pontiac_index_rebuild (c);
  bh_state_reindex (c->st);
  for (int side = 0; side < 2; side++)
    FOR_PIECES_AT (c, self->d->box_hand[side], p)
      pontiac_move_piece (c, p, self->d->box_deck[side]);
  return game;
}

/* The pieces placed: the Nations' Movement and Combat of turn 2 begins. */
static void
nations_move_on_turn_2 (PontiacCtx *c)
{
  c->st->turn = 2;
  c->st->phase = bh_game_data_find_phase (c->self->data, "nations-movement-combat");
  c->x->phase_started = 0;
  c->x->phase_done = 0;
  c->x->attrition_space = -1;
  pontiac_advance (c);
}

/* A decision of session 10 seen in the window: the Nations choose the
 * village Internal Conflict sends a Miami band home to, Eel River and
 * Mississinewa being equally near Fort Ouiatenon (11.4, go-home).  The
 * position is built as the rules tests build theirs (an empty map, the
 * card in the British hand), then played by actions. */
static void
test_home_village_decision (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  BhWindow *window = bh_test_new_window ();
  BhGame *game;
  PontiacCtx c;
  BhGameData *data;
  static const char *const bands[] = { "miami-band-1.1", "piankeshaw-band-1.1", "miami-band-2.1", "miami-band-2.2" };
  static const char *const steps[] = { "form tippecanoe", "move fort-ouiatenon", "fort-up", "play british-61.1",
                                       "pick miami-band-1.1" };

  game = empty_map_game (window, library, &c);
  data = bh_game_get_data (game);
  pontiac_move_piece (&c, bh_game_data_find_piece (data, "british-61.1"), c.self->d->box_hand[SIDE_BRITISH]);
  pontiac_move_piece (&c, bh_game_data_find_piece (data, "royal-americans-2.1"),
                      bh_game_data_find_location (data, "fort-ouiatenon"));
  for (guint i = 0; i < G_N_ELEMENTS (bands); i++)
    pontiac_move_piece (&c, bh_game_data_find_piece (data, bands[i]), bh_game_data_find_location (data, "tippecanoe"));
  nations_move_on_turn_2 (&c);
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autoptr(GError) error = NULL;

      confirm_handover (window);
      /* 10.1: the fort is held, the force could pass through: it attacks. */
      if (bh_game_get_state (game)->pending.kind == D_ENTER && !bh_game_perform_text (game, "attack", &error))
        g_error ("attack: %s", error->message);
      if (!bh_game_perform_text (game, steps[i], &error))
        g_error ("%s: %s", steps[i], error->message);
    }
  g_assert_cmpint (bh_game_get_state (game)->pending.kind, ==, D_HOME_VILLAGE);
  confirm_handover (window);
  shoot (window, "pontiac-home-village.png");
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* A battle's decisions name no piece to lead the eye (fight, go into the
 * fort, retreat...): the window brings the battle into view and the
 * decision bar names it (bh_rules_decision_location).  The map is zoomed
 * in on Fort Pitt, far from Fort Miami, when the Miami attack it; the
 * British's defender's option (11.1), after the hand-over, shows Fort
 * Miami.  So does the Nations' Arms Point (11.5), the map sent away
 * again. */
static void
test_battle_decision_in_view (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(GError) error = NULL;
  BhWindow *window = bh_test_new_window ();
  BhMapView *map = bh_window_get_map_view (window);
  BhGame *game;
  PontiacCtx c;
  BhGameData *data;
  int fort, far;
  static const char *const bands[] = { "miami-band-2.1", "miami-band-2.2" };

  game = empty_map_game (window, library, &c);
  data = bh_game_get_data (game);
  fort = bh_game_data_find_location (data, "fort-miami");
  far = bh_game_data_find_location (data, "fort-pitt");
  pontiac_move_piece (&c, bh_game_data_find_piece (data, "regulars-1.1"), fort);
  pontiac_move_piece (&c, bh_game_data_find_piece (data, "regulars-1.2"), fort);
  for (guint i = 0; i < G_N_ELEMENTS (bands); i++)
    pontiac_move_piece (&c, bh_game_data_find_piece (data, bands[i]), bh_game_data_find_location (data, "kekionga"));
  nations_move_on_turn_2 (&c);
  confirm_handover (window);
  g_assert_true (bh_game_perform_text (game, "form kekionga", &error));
  for (int i = 0; i < 4; i++)
    bh_map_view_zoom_in (map);
  bh_test_wait_settled ();
  bh_map_view_show_space (map, far);
  bh_test_wait_settled ();
  g_assert_false (bh_test_space_in_view (map, fort));
  g_assert_true (bh_game_perform_text (game, "move fort-miami", &error));
  if (bh_game_get_state (game)->pending.kind == D_ENTER)
    g_assert_true (bh_game_perform_text (game, "attack", &error));
  g_assert_cmpint (bh_game_get_state (game)->pending.kind, ==, D_DEFEND);
  confirm_handover (window);
  bh_test_wait_settled ();
  g_assert_true (bh_test_space_in_view (map, fort));
  g_assert_nonnull (strstr (bh_window_get_decision_text (window),
                            "at Fort Miami: British to decide the defender's option (11.1)"));
  shoot (window, "pontiac-battle-decision.png");
  /* Fought: the Nations' Arms Point (11.5), the map sent away first. */
  bh_map_view_show_space (map, far);
  bh_test_wait_settled ();
  g_assert_false (bh_test_space_in_view (map, fort));
  g_assert_true (bh_game_perform_text (game, "fight", &error));
  g_assert_cmpint (bh_game_get_state (game)->pending.kind, ==, D_ARMS);
  confirm_handover (window);
  bh_test_wait_settled ();
  g_assert_true (bh_test_space_in_view (map, fort));
  g_assert_nonnull (strstr (bh_window_get_decision_text (window),
                            "at Fort Miami: Nations to decide whether to commit an Arms Point (11.5)"));
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/window/e-bouquet-to-the-end", test_bouquet_to_the_end);
  g_test_add_func ("/pontiac/window/home-village-decision", test_home_village_decision);
  g_test_add_func ("/pontiac/window/battle-decision-in-view", test_battle_decision_in_view);
  return g_test_run ();
}
