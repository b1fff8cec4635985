/* test-window-contract.c — the contract between the rules and the window,
 * for every game whose rules are registered and for free play: at every
 * decision of seeded random games, the window's controls (buttons in the
 * side panel, clicks on green spaces with the pieces checked, the choices a
 * click opens) offer exactly the actions the rules list, each control does
 * the action it offers, and the walk goes on by activating one of them as
 * a player would.  A game whose rules are registered later is covered by
 * being registered: nothing here names a game, except the recruit of
 * Blood on the Ohio (5.1), kept as the regression that started it.
 *
 * The controls are probed through the code a click runs: the panel's
 * buttons are activated, spaces are activated as the map's click does,
 * pieces are checked as their check buttons are, the Cards page's play
 * buttons (card games) are clicked; only the last step,
 * bh_game_perform, is replaced by a record (bh_window_set_dry_run).
 *
 * BH_CONTRACT_DECISIONS overrides the decisions walked per scenario.
 *
 * Cost (perf, issue 10): a decision costs what the window does for each
 * control probed, so the window keeps that cheap (rows rebuilt only when
 * what they show changes, one selection-changed per stack checked, no X
 * round trip per tooltip).  In a dry run a click's choices are built but
 * their popover is not mapped (a real activation maps it); the whole-stack
 * click is probed only where two or more pieces are checked (with one it
 * is the one-piece click again).  Every control is still probed and the
 * sets compared exactly.  Measured on 2 cores: Ohio about 15 ms a
 * decision, free play 0.1 to 0.5 s a decision (Geronimo's hundreds of
 * counters), without sanitizers. */
#include "config.h"

#include <adwaita.h>

#include "bh-action-utils.h"
#include "bh-builtin-rules.h"
#include "bh-decision-panel.h"
#include "bh-engine.h"
#include "bh-new-game-view.h"
#include "bh-tiny-rules.h"
#include "test-window-util.h"

/* Decisions walked: the scenarios with rules share a budget (200 each
 * while Blood on the Ohio's seven are the only ones, never fewer than 60),
 * so that the run stays within a few minutes under the sanitizers as more
 * games get their rules; free play walks a few per game, every decision
 * there offering the same kinds of control. */
#define RULES_BUDGET 1400
#define RULES_MIN_DECISIONS 60
#define FREE_DECISIONS 12

typedef enum {
  CONTROL_BUTTON,   /* a button of the side panel, with `location` selected */
  CONTROL_CLICK,    /* a click on `target`, with `location` selected and `piece` checked */
  CONTROL_CARD,     /* a play button of the Cards page (card games) */
} ControlKind;

typedef struct {
  ControlKind kind;
  int location;     /* selected first, or BH_NONE */
  int piece;        /* checked alone, or -1 */
  int target;       /* clicked */
  int index;        /* the button, or the choice the click opened (-1: none) */
} Control;

typedef struct {
  BhWindow *window;
  BhGame *game;
  GArray *record;
  GHashTable *offered;      /* action text -> Control * (the first that offers it) */
  GPtrArray *controls;      /* owns the Controls */
  GHashTable *by_card;      /* action texts the Cards page offers */
  GString *errors;
} Probe;

static char *
action_text (BhGame *game, const BhAction *action)
{
  BhRules *rules = bh_game_get_rules (game);

  return bh_rules_format_action (rules, action);
}

static BhDecisionPanel *
panel_of (BhWindow *window)
{
  return bh_window_get_decision_panel (window);
}

/* The actions a control recorded: exactly one, listed by the rules. */
static void
take_record (Probe *probe, const Control *control, const BhAction *claimed)
{
  g_autofree char *text = NULL;

  if (probe->record->len != 1)
    {
      g_string_append_printf (probe->errors, "a control (kind %d at %d, piece %d, target %d, #%d) did %u actions\n",
                              control->kind, control->location, control->piece, control->target, control->index,
                              probe->record->len);
      g_array_set_size (probe->record, 0);
      return;
    }
  text = action_text (probe->game, &g_array_index (probe->record, BhAction, 0));
  if (claimed != NULL && !bh_action_equal (claimed, &g_array_index (probe->record, BhAction, 0)))
    {
      g_autofree char *claim = action_text (probe->game, claimed);

      g_string_append_printf (probe->errors, "a button offering \"%s\" did \"%s\"\n", claim, text);
    }
  if (!g_hash_table_contains (probe->offered, text))
    {
      Control *copy = g_memdup2 (control, sizeof *control);

      g_ptr_array_add (probe->controls, copy);
      g_hash_table_insert (probe->offered, g_steal_pointer (&text), copy);
    }
  g_array_set_size (probe->record, 0);
}

static void
probe_buttons (Probe *probe, int location, int piece)
{
  BhDecisionPanel *panel = panel_of (probe->window);
  g_autoptr(GPtrArray) buttons = bh_decision_panel_list_controls (panel);

  for (guint i = 0; i < buttons->len; i++)
    {
      GtkWidget *button = buttons->pdata[i];
      Control control = { CONTROL_BUTTON, location, piece, BH_NONE, i };
      BhAction claimed = *bh_decision_panel_get_control_action (panel, button);

      if (!gtk_widget_get_sensitive (button) || !gtk_widget_get_visible (button))
        continue;
      g_signal_emit_by_name (button, "clicked");
      take_record (probe, &control, &claimed);
    }
}

/* A click on `target`: an action, or a choice of several. */
static void
probe_click (Probe *probe, int location, int piece, int target)
{
  Control control = { CONTROL_CLICK, location, piece, target, -1 };
  g_autoptr(GPtrArray) choices = NULL;

  bh_window_activate_space (probe->window, target);
  choices = bh_window_list_choices (probe->window);
  if (choices->len == 0)
    {
      take_record (probe, &control, NULL);
      return;
    }
  g_array_set_size (probe->record, 0);
  for (guint c = 0; c < choices->len; c++)
    {
      BhAction claimed = *bh_window_get_choice_action (probe->window, choices->pdata[c]);

      control.index = c;
      g_signal_emit_by_name (choices->pdata[c], "clicked");
      take_record (probe, &control, &claimed);
    }
  bh_window_close_choices (probe->window);
  /* The click may have selected its stack (its pieces are named by other
   * actions): the next click is probed from the same selection. */
  if (bh_window_get_selected_location (probe->window) != location)
    {
      bh_window_select_location (probe->window, location);
      if (piece >= 0)
        bh_decision_panel_select_piece (panel_of (probe->window), piece);
    }
}

/* Selects the stack in `s` as a player does: a click on a space of the
 * map (closing any choices it opens), a box through the window's API (its
 * row in the side panel).  A click that does an action instead of
 * selecting a stack whose pieces the rules name leaves them out of reach. */
static void
select_stack (Probe *probe, int s)
{
  BhGameData *data = bh_game_get_data (probe->game);
  BhMapView *map = bh_window_get_map_view (probe->window);

  if (s >= (int) bh_game_data_get_n_spaces (data) || !bh_map_view_shows_location (map, s))
    {
      bh_window_select_location (probe->window, s);
      return;
    }
  bh_window_select_location (probe->window, BH_NONE);
  bh_window_activate_space (probe->window, s);
  bh_window_close_choices (probe->window);
  if (probe->record->len > 0 || bh_window_get_selected_location (probe->window) != s)
    {
      g_autofree char *id = bh_game_data_dup_location_id (data, s);

      g_string_append_printf (probe->errors, "a click on %s does not select its stack, whose pieces actions name\n", id);
      g_array_set_size (probe->record, 0);
      bh_window_select_location (probe->window, s);
    }
}

/* The Cards page: each play button of the player's own cards. */
static void
probe_cards (Probe *probe)
{
  BhHandView *hand = bh_window_get_hand_view (probe->window);
  g_autoptr(GPtrArray) buttons = NULL;

  if (!bh_hand_view_applies (probe->game))
    return;
  buttons = bh_hand_view_list_controls (hand);
  for (guint i = 0; i < buttons->len; i++)
    {
      Control control = { CONTROL_CARD, BH_NONE, -1, BH_NONE, i };
      BhAction claimed = *bh_hand_view_get_control_action (buttons->pdata[i]);

      g_hash_table_add (probe->by_card, action_text (probe->game, &claimed));
      g_signal_emit_by_name (buttons->pdata[i], "clicked");
      take_record (probe, &control, &claimed);
    }
}

/* A card game's actions that play a card of the player's hand or of the
 * cards he holds back are on the Cards page, where he reads the cards. */
static void
check_cards (Probe *probe, GArray *actions)
{
  BhGameData *data = bh_game_get_data (probe->game);
  BhRules *rules = bh_game_get_rules (probe->game);
  const BhPieceState *pieces = bh_state_const_pieces (bh_game_get_state (probe->game));
  guint n_spaces = bh_game_data_get_n_spaces (data), n_boxes = bh_game_data_get_n_boxes (data);

  if (!bh_hand_view_applies (probe->game))
    return;
  for (guint a = 0; a < actions->len; a++)
    {
      const BhAction *action = &g_array_index (actions, BhAction, a);
      const BhActionKind *kind = bh_action_get_kind (rules, action);
      const BhBox *box;
      guint location;
      g_autofree char *text = NULL;

      if (kind->n_args == 0 || kind->args[0] != BH_ARG_PIECE)
        continue;
      location = pieces[action->args[0]].location;
      if (location < n_spaces || location >= n_spaces + n_boxes)
        continue;
      box = bh_game_data_get_box (data, location - n_spaces);
      if ((box->kind != BH_BOX_HAND && box->kind != BH_BOX_HOLDING) || box->visibility != BH_VISIBLE_SIDE ||
          box->side != action->side)
        continue;
      text = action_text (probe->game, action);
      if (!g_hash_table_contains (probe->by_card, text))
        g_string_append_printf (probe->errors, "plays a card but is not on the Cards page: %s\n", text);
    }
}

/* Every green space the map shows. */
static void
probe_targets (Probe *probe, int location, int piece)
{
  BhMapView *map = bh_window_get_map_view (probe->window);
  guint n_locations = bh_game_data_get_n_locations (bh_game_get_data (probe->game));

  for (guint t = 0; t < n_locations; t++)
    if ((int) t != location && bh_map_view_shows_location (map, t) &&
        (bh_map_view_get_mark (map, t) & BH_MAP_MARK_TARGET))
      probe_click (probe, location, piece, t);
}

/* Everything the window offers now, into probe->offered. */
static void
probe_window (Probe *probe)
{
  BhGameData *data = bh_game_get_data (probe->game);
  guint n_locations = bh_game_data_get_n_locations (data);
  BhDecisionPanel *panel = panel_of (probe->window);
  g_autofree guint8 *sources = g_new0 (guint8, n_locations);
  g_autoptr(GArray) actions = bh_game_list_actions (probe->game);
  BhRules *rules = bh_game_get_rules (probe->game);
  const BhPieceState *pieces = bh_state_const_pieces (bh_game_get_state (probe->game));

  bh_window_set_dry_run (probe->window, probe->record);
  probe_cards (probe);
  bh_window_select_location (probe->window, BH_NONE);
  probe_buttons (probe, BH_NONE, -1);
  probe_targets (probe, BH_NONE, -1);

  /* The stacks the player would select: those with white rings, and those
   * holding a piece the rules name. */
  for (guint t = 0; t < n_locations; t++)
    if (bh_window_get_location_mark (probe->window, t) & BH_MAP_MARK_SOURCE)
      sources[t] = 1;
  for (guint a = 0; a < actions->len; a++)
    {
      const BhAction *action = &g_array_index (actions, BhAction, a);
      const BhActionKind *kind = bh_action_get_kind (rules, action);
      g_autofree char *text = action_text (probe->game, action);

      if (kind->n_args > 0 && kind->args[0] == BH_ARG_PIECE && !g_hash_table_contains (probe->offered, text) &&
          pieces[action->args[0]].location < n_locations)
        sources[pieces[action->args[0]].location] = 1;
    }

  for (guint s = 0; s < n_locations; s++)
    {
      g_autoptr(GArray) movable = NULL;

      if (!sources[s])
        continue;
      select_stack (probe, s);
      probe_buttons (probe, s, -1);
      /* Each piece alone... */
      movable = bh_decision_panel_list_movable (panel);
      for (guint i = 0; i < movable->len; i++)
        {
          int piece = g_array_index (movable, int, i);

          bh_decision_panel_select_piece (panel, piece);
          probe_targets (probe, s, piece);
        }
      /* ...then the whole stack, as selecting it checks it: where the rules
       * move a stack as one action (free play), that is its control; else
       * its click moves the pieces one by one, each offered above.  With
       * fewer than two pieces checked that is the probe above again (and
       * with none, a click does what it does with nothing selected). */
      if (movable->len < 2)
        continue;
      bh_window_select_location (probe->window, s);
      probe_targets (probe, s, -1);
    }
  bh_window_set_dry_run (probe->window, NULL);
}

/* Does what `control` does, for real. */
static void
activate (BhWindow *window, const Control *control)
{
  BhDecisionPanel *panel = panel_of (window);

  if (control->kind == CONTROL_CARD)
    {
      g_autoptr(GPtrArray) buttons = bh_hand_view_list_controls (bh_window_get_hand_view (window));

      g_assert_cmpuint (control->index, <, buttons->len);
      g_signal_emit_by_name (buttons->pdata[control->index], "clicked");
      return;
    }
  bh_window_select_location (window, control->location);
  if (control->piece >= 0)
    bh_decision_panel_select_piece (panel, control->piece);
  if (control->kind == CONTROL_BUTTON)
    {
      g_autoptr(GPtrArray) buttons = bh_decision_panel_list_controls (panel);

      g_assert_cmpuint (control->index, <, buttons->len);
      g_signal_emit_by_name (buttons->pdata[control->index], "clicked");
      return;
    }
  bh_window_activate_space (window, control->target);
  if (control->index >= 0)
    {
      g_autoptr(GPtrArray) choices = bh_window_list_choices (window);

      g_assert_cmpuint (control->index, <, choices->len);
      g_signal_emit_by_name (choices->pdata[control->index], "clicked");
    }
}

/* Checks the decision in front of the window, then takes one of its
 * actions through its control: the listed one whose text is `take`, or
 * (NULL) one at random.  FALSE when the game is over. */

/* The place the rules say the next decision is about (a battle asked to
 * go on, a retreat's space) is in view, the map panned to it
 * (follow_decision), unless it is off the map or a battle board shows. */
static void
assert_decision_place_in_view (BhWindow *window, const char *where, guint step)
{
  BhGame *game = bh_window_get_game (window);
  BhMapView *map = bh_window_get_map_view (window);
  const BhState *state = bh_game_get_state (game);
  int place = bh_rules_decision_location (bh_game_get_rules (game), state);

  if (place == BH_NONE || !bh_map_view_shows_location (map, place) || bh_window_is_combat_shown (window))
    return;
  bh_test_wait_settled ();
  if (!bh_test_space_in_view (map, place))
    {
      g_autofree char *decision = bh_game_describe_decision (game, BH_NONE);

      g_error ("%s, after decision %u: the next decision (%s) is about %s, out of view", where, step, decision,
               bh_game_data_get_space (bh_game_get_data (game), place)->name);
    }
}

static gboolean
check_decision_taking (BhWindow *window, GRand *rand, const char *where, guint step, const char *take)
{
  BhGame *game = bh_window_get_game (window);
  g_autoptr(GArray) actions = bh_game_list_actions (game);
  g_autoptr(GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  Probe probe = { window, game, NULL, NULL, NULL, NULL, NULL };
  g_autofree char *decision = bh_game_describe_decision (game, BH_NONE);
  GHashTableIter iter;
  gpointer key;
  const BhAction *chosen;
  g_autofree char *chosen_text = NULL;
  guint n_before;

  if (bh_game_get_state (game)->result != BH_RESULT_ONGOING || actions->len == 0)
    return FALSE;
  probe.record = g_array_new (FALSE, FALSE, sizeof (BhAction));
  probe.offered = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  probe.controls = g_ptr_array_new_with_free_func (g_free);
  probe.by_card = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  probe.errors = g_string_new (NULL);
  for (guint a = 0; a < actions->len; a++)
    g_hash_table_add (listed, action_text (game, &g_array_index (actions, BhAction, a)));

  probe_window (&probe);
  check_cards (&probe, actions);

  g_hash_table_iter_init (&iter, listed);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (probe.offered, key))
      g_string_append_printf (probe.errors, "listed but offered by no control: %s\n", (char *) key);
  g_hash_table_iter_init (&iter, probe.offered);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_hash_table_contains (listed, key))
      g_string_append_printf (probe.errors, "offered but not listed: %s\n", (char *) key);
  if (probe.errors->len > 0)
    g_error ("%s, decision %u (%s), %u actions listed:\n%s", where, step, decision, actions->len, probe.errors->str);

  /* One of them, through its control. */
  chosen = &g_array_index (actions, BhAction, g_rand_int_range (rand, 0, actions->len));
  for (guint a = 0; take != NULL && a < actions->len; a++)
    {
      g_autofree char *text = action_text (game, &g_array_index (actions, BhAction, a));

      if (g_str_equal (text, take))
        chosen = &g_array_index (actions, BhAction, a);
    }
  chosen_text = action_text (game, chosen);
  if (take != NULL && !g_str_equal (chosen_text, take))
    g_error ("%s, decision %u: “%s” is not listed", where, step, take);
  n_before = bh_game_get_n_log_entries (game);
  activate (window, g_hash_table_lookup (probe.offered, chosen_text));
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, n_before + 1);
  g_assert_true (bh_action_equal (&bh_game_get_log_entry (game, n_before)->action, chosen));
  bh_window_close_choices (window);
  if (bh_window_is_handover_shown (window))
    bh_window_confirm_handover (window);
  assert_decision_place_in_view (window, where, step);

  g_array_unref (probe.record);
  g_hash_table_unref (probe.offered);
  g_ptr_array_unref (probe.controls);
  g_hash_table_unref (probe.by_card);
  g_string_free (probe.errors, TRUE);
  return TRUE;
}

static gboolean
check_decision (BhWindow *window, GRand *rand, const char *where, guint step)
{
  return check_decision_taking (window, rand, where, step, NULL);
}

typedef struct {
  char *game;
  char *scenario;
  gboolean free_play;
  guint decisions;
} Walk;

static void
walk_free (gpointer data)
{
  Walk *walk = data;

  g_free (walk->game);
  g_free (walk->scenario);
  g_free (walk);
}

static guint
decisions_for (gboolean free_play, guint n_rules_scenarios)
{
  const char *env = g_getenv ("BH_CONTRACT_DECISIONS");

  if (env != NULL)
    return (guint) g_ascii_strtoull (env, NULL, 10);
  return free_play ? FREE_DECISIONS : MAX (RULES_MIN_DECISIONS, RULES_BUDGET / MAX (n_rules_scenarios, 1));
}

static void
test_walk (gconstpointer user_data)
{
  const Walk *walk = user_data;
  g_autoptr(BhLibrary) library = bh_test_library ();
  BhWindow *window = bh_test_new_window ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, walk->game, &error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (g_str_hash (walk->scenario) ^ (walk->free_play ? 1 : 0));
  g_autoptr(BhGame) game = NULL;
  g_autofree char *where = g_strdup_printf ("%s/%s%s", walk->game, walk->scenario, walk->free_play ? " (free play)" : "");
  guint step;

  g_assert_no_error (error);
  game = bh_game_new (data, walk->scenario, g_rand_int (rand), walk->free_play, &error);
  g_assert_no_error (error);
  /* No autosave: the user's file is no test's, and other runs on the
   * machine write it too. */
  bh_window_set_autosave_file (window, NULL);
  bh_window_set_library (window, library);
  gtk_window_present (GTK_WINDOW (window));
  bh_window_set_game (window, game);
  /* Mapped, so that a click's choices can pop up. */
  bh_test_wait_for_frame (bh_window_get_map_view (window), 0);
  for (step = 0; step < walk->decisions; step++)
    if (!check_decision (window, rand, where, step))
      break;
  g_test_message ("%s: %u decisions checked", where, step);
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* 5.1: Harmar, turn 1, the US recruits and draws a piece from the cup,
 * which its view hides.  The window selects the cup, the drawn piece is
 * checked, the places it may go are green, and a click there places it. */
static void
test_ohio_recruit (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  BhWindow *window;
  g_autoptr(BhGameData) data = NULL;
  g_autoptr(BhGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) actions = NULL;
  BhAction action;
  BhMapView *map;
  guint n_green = 0;
  int target = BH_NONE, cup, drawn;

  if (!bh_rules_exist_for ("ohio"))
    {
      g_test_skip ("the Ohio rules are not registered");
      return;
    }
  data = bh_library_load_game (library, "ohio", &error);
  g_assert_no_error (error);
  /* Seed 4: the first recruit check draws a piece (found with
   * blockhouse-cli: seeds 1 and 2 draw nothing). */
  game = bh_game_new (data, "harmar", 4, FALSE, &error);
  g_assert_no_error (error);
  window = bh_test_new_window ();
  bh_window_set_autosave_file (window, NULL);
  bh_window_set_library (window, library);
  gtk_window_present (GTK_WINDOW (window));
  bh_window_set_game (window, game);
  bh_test_take_set_up_example (window);   /* App. 4, both sides */
  g_assert_true (bh_rules_parse_action (bh_game_get_rules (game), "recruit", &action, NULL));
  action.side = bh_game_get_state (game)->pending.side;
  g_assert_true (bh_window_perform (window, &action));

  /* A piece drawn, to be placed. */
  actions = bh_game_list_actions (game);
  g_assert_cmpuint (actions->len, >, 0);
  drawn = g_array_index (actions, BhAction, 0).args[0];
  cup = bh_state_const_pieces (bh_game_get_state (game))[drawn].location;
  g_assert_cmpstr (bh_action_get_kind (bh_game_get_rules (game), &g_array_index (actions, BhAction, 0))->verb,
                   ==, "place");
  g_assert_cmpint (bh_map_view_get_selected_space (bh_window_get_map_view (window)), ==, BH_NONE);
  {
    g_autoptr(GArray) checked = bh_decision_panel_get_selected_pieces (panel_of (window));

    g_assert_cmpuint (checked->len, ==, 1);
    g_assert_cmpint (g_array_index (checked, int, 0), ==, drawn);
  }
  map = bh_window_get_map_view (window);
  for (guint s = 0; s < bh_game_data_get_n_spaces (data); s++)
    if (bh_map_view_get_mark (map, s) & BH_MAP_MARK_TARGET)
      {
        n_green++;
        target = s;
      }
  g_assert_cmpuint (n_green, >, 0);
  (void) cup;
  bh_test_wait_for_frame (map, 0);
  bh_test_screenshot (GTK_WIDGET (window), "recruit-placement.png");

  bh_window_activate_space (window, target);
  g_assert_cmpint (bh_state_const_pieces (bh_game_get_state (game))[drawn].location, ==, target);
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* Blood on the Ohio's data for its default game, where the option
 * `choose-set-up` is on (App. 2, App. 4, RULES-DONE 5): `options` stays
 * empty; or NULL with the test skipped where Ohio has no rules. */
static BhGameData *
ohio_with_set_up_choices (BhLibrary *library, GHashTable *options)
{
  g_autoptr(GError) error = NULL;
  BhGameData *data;

  if (!bh_rules_exist_for ("ohio"))
    {
      g_test_skip ("the Ohio rules are not registered");
      return NULL;
    }
  data = bh_library_load_game (library, "ohio", &error);
  g_assert_no_error (error);
  (void) options;
  return data;
}

/* A window showing `game`, mapped, past any hand-over. */
static BhWindow *
window_showing (BhLibrary *library, BhGame *game)
{
  BhWindow *window = bh_test_new_window ();

  bh_window_set_autosave_file (window, NULL);
  bh_window_set_library (window, library);
  gtk_window_present (GTK_WINDOW (window));
  bh_window_set_game (window, game);
  if (bh_window_is_handover_shown (window))
    bh_window_confirm_handover (window);
  bh_test_wait_for_frame (bh_window_get_map_view (window), 0);
  return window;
}

/* App. 2 in the default game (choose-set-up on): Little Turtle's Miami set
 * up in one of the five Miami villages. The window offers exactly the listed
 * places (and the scenario's example) and a click on a green village does
 * it; then the game goes on to its first segment. */
static void
test_ohio_setup (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autoptr(BhGameData) data = NULL;
  g_autoptr(BhGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) actions = NULL;
  BhWindow *window;
  const char *verb;

  if ((data = ohio_with_set_up_choices (library, options)) == NULL)
    return;
  game = bh_game_new_with_options (data, "learning-1", 1, FALSE, options, &error);
  g_assert_no_error (error);
  g_assert_true (bh_state_option (bh_game_get_state (game),
                                  bh_scenario_find_option (bh_game_get_scenario (game), "choose-set-up")));
  /* The US set up first, its forts' stacks as they stand (20.1; the row
   * /ui/contract/ohio/App.2/fort-stacks-by-click clicks them). */
  for (int fort = 0; fort < 2; fort++)
    g_assert_true (bh_game_perform_text (game, "stacks-done", &error));
  actions = bh_game_list_actions (game);
  g_assert_cmpuint (actions->len, >, 1);
  g_assert_cmpstr (bh_action_get_kind (bh_game_get_rules (game), &g_array_index (actions, BhAction, 0))->verb, ==,
                   "set-up");
  window = window_showing (library, game);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (window), "ohio-set-up.png");
  g_assert_true (check_decision (window, rand, "ohio/learning-1 (default game)", 0));
  verb = bh_action_get_kind (bh_game_get_rules (game), &bh_game_get_log_entry (game, 2)->action)->verb;
  g_assert_true (g_str_equal (verb, "set-up") || g_str_equal (verb, "set-up-example"));
  g_clear_pointer (&actions, g_array_unref);
  actions = bh_game_list_actions (game);
  g_assert_cmpstr (bh_action_get_kind (bh_game_get_rules (game), &g_array_index (actions, BhAction, 0))->verb, !=,
                   "set-up");
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* App. 2 / 20.1 in the default game: the US splits Fort Washington's stacks
 * before the WC sets up. The window says so, offers exactly the listed
 * actions (`garrison` on the fort's pieces, `stacks-done`, the example),
 * and its controls do them: a regular infantry put inside, then the
 * stacks left as they stand, Fort Greenville's likewise; then the WC's
 * set-up. */
static void
test_ohio_fort_stacks (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(BhGameData) data = NULL;
  g_autoptr(BhGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) actions = NULL;
  const char *where = "ohio/learning-1 (default game), the forts' stacks";
  BhWindow *window;
  int infantry, washington, greenville;

  if ((data = ohio_with_set_up_choices (library, options)) == NULL)
    return;
  game = bh_game_new_with_options (data, "learning-1", 1, FALSE, options, &error);
  g_assert_no_error (error);
  infantry = bh_game_data_find_piece (data, "us-regular-infantry.2");
  washington = bh_game_data_find_space (data, "fort-washington");
  /* App. 2 prints Fort Greenville four spaces from Fort Washington. */
  greenville = bh_state_const_pieces (bh_game_get_state (game))[bh_game_data_find_piece (data, "fort-greenville")].location;
  window = window_showing (library, game);
  g_assert_nonnull (strstr (bh_window_get_decision_text (window), "set-up"));
  g_assert_nonnull (strstr (bh_window_get_decision_text (window), "defend Fort Washington"));
  bh_window_select_location (window, washington);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (window), "ohio-set-up-fort-stacks.png");
  g_assert_true (check_decision_taking (window, rand, where, 0, "garrison us-regular-infantry.2"));
  bh_window_select_location (window, washington);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (window), "ohio-set-up-fort-stacks-inside.png");
  /* Inside: now offered out again (20.1). */
  {
    g_autoptr(GArray) now = bh_game_list_actions (game);
    gboolean out = FALSE;

    for (guint a = 0; a < now->len; a++)
      {
        g_autofree char *text = action_text (game, &g_array_index (now, BhAction, a));

        out |= g_str_equal (text, "ungarrison us-regular-infantry.2");
      }
    g_assert_true (out);
    g_assert_cmpint (bh_state_const_pieces (bh_game_get_state (game))[infantry].location, ==, washington);
  }
  /* Fort Washington in view, zoomed in: the next fort's decision brings
   * Fort Greenville into view (follow_decision pans, selects nothing). */
  for (int i = 0; i < 4; i++)
    bh_map_view_zoom_in (bh_window_get_map_view (window));
  bh_test_wait_settled ();
  bh_map_view_show_space (bh_window_get_map_view (window), washington);
  bh_test_wait_settled ();
  g_assert_false (bh_test_space_in_view (bh_window_get_map_view (window), greenville));
  g_assert_true (check_decision_taking (window, rand, where, 1, "stacks-done"));
  g_assert_nonnull (strstr (bh_window_get_decision_text (window), "defend Fort Greenville"));
  bh_test_wait_settled ();
  g_assert_true (bh_test_space_in_view (bh_window_get_map_view (window), greenville));
  g_assert_true (check_decision_taking (window, rand, where, 2, "stacks-done"));
  actions = bh_game_list_actions (game);
  g_assert_cmpstr (bh_action_get_kind (bh_game_get_rules (game), &g_array_index (actions, BhAction, 0))->verb, ==,
                   "set-up");
  g_assert_cmpint (bh_game_get_state (game)->pending.side, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* App. 4 in the default game: the window offers exactly the listed set-up
 * actions at every set-up decision of the Wabash and Legion (random
 * choices through the controls), the US's forts' stacks included (20.1),
 * until the first segment's decision. */
static void
test_ohio_setup_app4 (void)
{
  const char *const scenarios[] = { "wabash", "legion", "harmar" };
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(BhGameData) data = NULL;
  g_autoptr(GError) error = NULL;

  if ((data = ohio_with_set_up_choices (library, options)) == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (11 + i);
      g_autoptr(BhGame) game = bh_game_new_with_options (data, scenarios[i], 1, FALSE, options, &error);
      g_autofree char *where = g_strdup_printf ("ohio/%s (default game)", scenarios[i]);
      BhWindow *window = bh_test_new_window ();
      guint step = 0;

      g_assert_no_error (error);
      bh_window_set_autosave_file (window, NULL);
      bh_window_set_library (window, library);
      gtk_window_present (GTK_WINDOW (window));
      bh_window_set_game (window, game);
      bh_test_wait_for_frame (bh_window_get_map_view (window), 0);
      for (;; step++)
        {
          g_autoptr(GArray) actions = bh_game_list_actions (game);
          const char *verb = bh_action_get_kind (bh_game_get_rules (game), &g_array_index (actions, BhAction, 0))->verb;

          if (!g_str_equal (verb, "set-up") && !g_str_equal (verb, "set-up-example") &&
              !g_str_equal (verb, "stacks-done"))
            break;
          g_assert_true (check_decision (window, rand, where, step));
        }
      g_assert_cmpuint (step, >, 0);
      g_test_message ("%s: %u set-up decisions checked", where, step);
      gtk_window_destroy (GTK_WINDOW (window));
      bh_test_wait_idle ();
    }
}

/* Whether a place some listed set-up action names is in view. */
static gboolean
any_set_up_place_in_view (BhMapView *map, BhGame *game, GArray *actions)
{
  for (guint a = 0; a < actions->len; a++)
    {
      const BhAction *action = &g_array_index (actions, BhAction, a);

      if (g_str_equal (bh_action_get_kind (bh_game_get_rules (game), action)->verb, "set-up") &&
          bh_test_space_in_view (map, action->args[1]))
        return TRUE;
    }
  return FALSE;
}

/* A new game of the Wabash from the window's own start (App. 4 in the
 * default game): the decision bar says the set-up, not a segment; the WC
 * takes the scenario's example (the quick path, before its first choice
 * of its own); then the US is asked where Fort Steuben goes ("within 4
 * spaces of Fort Washington"), every listed place green on the map and
 * no other (the fort waits off the map, so nothing need be checked
 * first), and a click on one of them, not the scenario's East Fork, sets
 * it up there. */
static void
test_ohio_new_game_set_up (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  BhWindow *window;
  BhGame *game;
  g_autoptr(GArray) actions = NULL;
  int piece, east_fork;
  const BhAction *chosen = NULL;
  guint n_listed = 0;

  if (!bh_rules_exist_for ("ohio"))
    {
      g_test_skip ("the Ohio rules are not registered");
      return;
    }
  window = bh_test_new_window ();
  bh_window_set_autosave_file (window, NULL);
  bh_window_set_library (window, library);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_start_game (window, "ohio", "wabash", FALSE, BH_SEATS_HOT_SEAT));
  if (bh_window_is_handover_shown (window))
    bh_window_confirm_handover (window);
  game = bh_window_get_game (window);
  bh_test_wait_for_frame (bh_window_get_map_view (window), 0);
  g_assert_nonnull (strstr (bh_window_get_decision_text (window), "set-up"));
  g_assert_null (strstr (bh_window_get_decision_text (window), "Special Actions"));
  g_assert_cmpint (bh_game_get_state (game)->pending.side, ==, 1);
  /* The map zoomed in on the WC's north, Fort Washington out of view. */
  {
    BhMapView *map = bh_window_get_map_view (window);

    for (int i = 0; i < 4; i++)
      bh_map_view_zoom_in (map);
    bh_test_wait_settled ();
    bh_map_view_show_space (map, bh_game_data_find_space (bh_game_get_data (game), "swan-creek"));
    bh_test_wait_settled ();
    g_assert_false (bh_test_space_in_view (map, bh_game_data_find_space (bh_game_get_data (game), "fort-washington")));
  }
  {
    BhAction example;

    g_assert_true (bh_rules_parse_action (bh_game_get_rules (game), "set-up-example", &example, NULL));
    example.side = 1;
    g_assert_true (bh_window_perform (window, &example));
    if (bh_window_is_handover_shown (window))
      bh_window_confirm_handover (window);
  }
  g_assert_cmpint (bh_game_get_n_log_entries (game), ==, 1);
  /* The US: Fort Steuben. */
  piece = bh_game_data_find_piece (bh_game_get_data (game), "fort-steuben");
  east_fork = bh_game_data_find_space (bh_game_get_data (game), "east-fork");
  g_assert_cmpint (bh_game_get_state (game)->pending.args[0], ==, piece);
  g_assert_nonnull (strstr (bh_window_get_decision_text (window), "Fort Steuben"));
  actions = bh_game_list_actions (game);
  for (guint a = 0; a < actions->len; a++)
    {
      const BhAction *action = &g_array_index (actions, BhAction, a);

      if (!g_str_equal (bh_action_get_kind (bh_game_get_rules (game), action)->verb, "set-up"))
        continue;
      n_listed++;
      if (chosen == NULL && action->args[1] != east_fork)
        chosen = action;
    }
  g_assert_cmpuint (n_listed, >, 1);
  g_assert_nonnull (chosen);
  bh_test_wait_settled ();
  {
    BhMapView *map = bh_window_get_map_view (window);
    guint n_green = 0;

    for (guint s = 0; s < bh_game_data_get_n_spaces (bh_game_get_data (game)); s++)
      if (bh_map_view_get_mark (map, s) & BH_MAP_MARK_TARGET)
        {
          gboolean listed = FALSE;

          for (guint a = 0; a < actions->len && !listed; a++)
            listed = g_array_index (actions, BhAction, a).args[1] == (int) s &&
                     g_str_equal (bh_action_get_kind (bh_game_get_rules (game), &g_array_index (actions, BhAction, a))->verb, "set-up");
          g_assert_true (listed);
          n_green++;
        }
    g_assert_cmpuint (n_green, ==, n_listed);
    /* The fort's places brought into view (bh-window.c follow_decision). */
    g_assert_true (any_set_up_place_in_view (map, game, actions));
  }
  bh_test_screenshot (GTK_WIDGET (window), "ohio-set-up-fort.png");
  bh_window_activate_space (window, chosen->args[1]);
  if (bh_window_is_handover_shown (window))
    bh_window_confirm_handover (window);
  g_assert_cmpint (bh_state_const_pieces (bh_game_get_state (game))[piece].location, ==, chosen->args[1]);
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* Opens every group of the panel under `widget`: the screenshot shows
 * each line. */
static void
expand_rows (GtkWidget *widget)
{
  if (ADW_IS_EXPANDER_ROW (widget))
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (widget), TRUE);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    expand_rows (child);
}

/* The set-up buttons of the decision panel that place `piece`: their
 * text (the tooltip of each Do button, the row's title); how many. */
static guint
set_up_button_texts (BhWindow *window, int piece, GPtrArray *texts)
{
  BhDecisionPanel *panel = bh_window_get_decision_panel (window);
  BhGame *game = bh_window_get_game (window);
  g_autoptr(GPtrArray) buttons = bh_decision_panel_list_controls (panel);

  for (guint i = 0; i < buttons->len; i++)
    {
      const BhAction *action = bh_decision_panel_get_control_action (panel, buttons->pdata[i]);

      if (action != NULL && g_str_equal (bh_action_get_kind (bh_game_get_rules (game), action)->verb, "set-up") &&
          action->args[0] == piece)
        g_ptr_array_add (texts, g_strdup (gtk_widget_get_tooltip_text (buttons->pdata[i])));
    }
  return texts->len;
}

/* 25.2 (option examine-stacks: "US may not look at WC stacks") at the
 * screen: the window tells the rules whose seat looks.  In hot-seat,
 * the WC at the screen after the handover reads Little Turtle's name in
 * the decision bar and on every set-up button that places him; once the
 * computer takes the WC, the US at the screen reads "a WC piece" in the
 * bar.  Session 15 (view-seat): before, the WC's buttons read "Set up a
 * WC piece in ...". */
static void
test_ohio_set_up_told_to_the_screen (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  BhWindow *window;
  BhGame *game;
  int turtle;
  guint n_villages = 0;

  if (!bh_rules_exist_for ("ohio"))
    {
      g_test_skip ("the Ohio rules are not registered");
      return;
    }
  g_hash_table_insert (options, (gpointer) "examine-stacks", GINT_TO_POINTER (TRUE));
  window = bh_test_new_window ();
  bh_window_set_autosave_file (window, NULL);
  bh_window_set_library (window, library);
  /* The computer waits: the row reads the screen before it moves. */
  bh_window_set_ai_pace (window, 600000);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_start_game_full (window, "ohio", "harmar", FALSE, 0, options));
  if (bh_window_is_handover_shown (window))
    bh_window_confirm_handover (window);
  game = bh_window_get_game (window);
  turtle = bh_game_data_find_piece (bh_game_get_data (game), "little-turtle");
  /* The WC's villages set up first (referee-ohio4 B1), each at the first
   * place listed. */
  while (bh_game_get_state (game)->pending.side == 1 && bh_game_get_state (game)->pending.args[0] != turtle)
    {
      g_autoptr(GArray) actions = bh_game_list_actions (game);

      g_assert_cmpstr (bh_action_get_kind (bh_game_get_rules (game), &g_array_index (actions, BhAction, 0))->verb, ==,
                       "set-up");
      g_assert_true (bh_window_perform (window, &g_array_index (actions, BhAction, 0)));
      if (bh_window_is_handover_shown (window))
        bh_window_confirm_handover (window);
      n_villages++;
    }
  g_assert_cmpint (bh_game_get_state (game)->pending.side, ==, 1);
  g_assert_cmpint (bh_game_get_state (game)->pending.args[0], ==, turtle);
  bh_test_wait_for_frame (bh_window_get_map_view (window), 0);
  g_assert_nonnull (strstr (bh_window_get_decision_text (window), "WC to decide where Little Turtle sets up"));
  g_assert_cmpuint (set_up_button_texts (window, turtle, texts), >, 0);
  for (guint i = 0; i < texts->len; i++)
    {
      g_assert_true (g_str_has_prefix (texts->pdata[i], "Set up Little Turtle in "));
      g_assert_null (strstr (texts->pdata[i], "a WC piece"));
    }
  expand_rows (GTK_WIDGET (bh_window_get_decision_panel (window)));
  bh_test_screenshot (GTK_WIDGET (window), "ohio-set-up-examine-stacks-wc.png");

  /* The computer takes the WC: the US sits at the screen. */
  bh_window_set_computer_sides (window, 1u << 1);
  g_assert_cmpint (bh_game_get_state (game)->pending.side, ==, 1);
  g_assert_nonnull (strstr (bh_window_get_decision_text (window), "WC to decide where a WC piece sets up"));
  g_assert_null (strstr (bh_window_get_decision_text (window), "Little Turtle"));
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, n_villages);
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

int
main (int argc, char *argv[])
{
  g_autoptr(BhLibrary) library = NULL;
  g_autoptr(GPtrArray) walks = g_ptr_array_new_with_free_func (walk_free);
  g_auto(GStrv) ids = NULL;
  guint n_rules_scenarios = 0;

  g_test_init (&argc, &argv, NULL);
  adw_init ();
  bh_builtin_rules_register ();
  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);

  library = bh_test_library ();
  ids = bh_library_list_games (library);
  for (guint g = 0; ids[g] != NULL; g++)
    {
      g_autoptr(BhGameData) data = bh_rules_exist_for (ids[g]) ? bh_library_load_game (library, ids[g], NULL) : NULL;

      n_rules_scenarios += data != NULL ? bh_game_data_get_n_scenarios (data) : 0;
    }
  for (guint g = 0; ids[g] != NULL; g++)
    {
      const char *id = ids[g];
      g_autoptr(BhGameData) data = bh_library_load_game (library, id, NULL);
      gboolean rules = bh_rules_exist_for (id);

      if (data == NULL)
        continue;
      for (guint s = 0; s < bh_game_data_get_n_scenarios (data); s++)
        {
          const BhScenario *scenario = bh_game_data_get_scenario (data, s);

          /* Every scenario with the rules; free play, the same controls in
           * every scenario, once a game. */
          for (int free_play = rules ? 0 : 1; free_play <= 1; free_play++)
            {
              Walk *walk;
              g_autofree char *path = NULL;

              if (free_play && s > 0)
                continue;
              walk = g_new0 (Walk, 1);
              walk->game = g_strdup (id);
              walk->scenario = g_strdup (scenario->id);
              walk->free_play = free_play;
              walk->decisions = decisions_for (free_play, n_rules_scenarios);
              path = g_strdup_printf ("/ui/contract/%s/%s/%s", id, scenario->id, free_play ? "free-play" : "rules");
              g_test_add_data_func (path, walk, test_walk);
              g_ptr_array_add (walks, walk);
            }
        }
    }
  g_test_add_func ("/ui/contract/ohio/5.1/recruit-placed-by-click", test_ohio_recruit);
  g_test_add_func ("/ui/contract/ohio/App.2/set-up-by-click", test_ohio_setup);
  g_test_add_func ("/ui/contract/ohio/App.2/fort-stacks-by-click", test_ohio_fort_stacks);
  g_test_add_func ("/ui/contract/ohio/App.4/set-up-decisions", test_ohio_setup_app4);
  g_test_add_func ("/ui/contract/ohio/App.4/new-game-set-up-by-click", test_ohio_new_game_set_up);
  g_test_add_func ("/ui/contract/ohio/25.2/set-up-told-to-the-screen", test_ohio_set_up_told_to_the_screen);
  return g_test_run ();
}
