/* bh-pontiac-rules.c — Pontiac's War as a BhRules: the action kinds, the
 * GObject, the dispatch of list / check / apply to the rule modules, the
 * narration, the invariants and the views.
 *
 * Every player decision is an action; what is pending is a decision kind
 * (bh-pontiac-state.h) whose legal actions the modules list.  apply()
 * performs one action and pontiac_advance() (bh-pontiac-sequence.c) runs
 * everything that needs no decision up to the next one. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bh-pontiac-private.h"
#include "bh-pontiac-ai.h"
#include "bh-pontiac-refusal.h"
#include "bh-narration.h"
#include "bh-rules-object.h"
#include "bh-rules-refusal.h"

const BhActionKind pontiac_action_kinds[A_N_KINDS] = {
  [A_DONE] = { "done", "8.0", 0, { 0 } },
  [A_RAISE] = { "raise", "9.1", 2, { BH_ARG_PIECE, BH_ARG_INT } },
  [A_BELT] = { "belt", "9.1", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_ROLL_BELTS] = { "roll-belts", "9.1", 0, { 0 } },
  [A_PLACE] = { "place", "9.1", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_BUY] = { "buy", "9.2", 1, { BH_ARG_PIECE } },
  [A_FORM] = { "form", "10.0", 1, { BH_ARG_LOCATION } },
  [A_DROP] = { "drop", "10.0", 1, { BH_ARG_PIECE } },
  [A_PICKUP] = { "pickup", "10.0", 1, { BH_ARG_PIECE } },
  [A_MOVE] = { "move", "10.0", 1, { BH_ARG_LOCATION } },
  [A_STOP] = { "stop", "10.0", 0, { 0 } },
  [A_ATTACK] = { "attack", "11.1", 0, { 0 } },
  [A_PASS_THROUGH] = { "pass-through", "10.1", 0, { 0 } },
  [A_FIGHT] = { "fight", "11.1", 0, { 0 } },
  [A_FORT_UP] = { "fort-up", "11.11", 0, { 0 } },
  [A_RETREAT_ROLL] = { "try-retreat", "11.3", 0, { 0 } },
  [A_PLAY] = { "play", "11.4", 1, { BH_ARG_PIECE } },
  [A_MULLIGAN] = { "mulligan", "7.0", 1, { BH_ARG_PIECE } },
  [A_ARMS] = { "arms", "11.5", 0, { 0 } },
  [A_NO_ARMS] = { "no-arms", "11.5", 0, { 0 } },
  [A_CASUALTY] = { "casualty", "11.9", 1, { BH_ARG_PIECE } },
  [A_SPEND_SUPPLY] = { "spend-supply", "11.11", 1, { BH_ARG_PIECE } },
  [A_CONTINUE] = { "continue", "11.10", 0, { 0 } },
  [A_BREAK_OFF] = { "break-off", "11.11", 0, { 0 } },
  [A_RETREAT] = { "retreat", "11.3", 1, { BH_ARG_LOCATION } },
  [A_REBUILD] = { "rebuild", "16.1", 1, { BH_ARG_LOCATION } },
  [A_RALLY] = { "rally", "16.2", 1, { BH_ARG_PIECE } },
  [A_AMBUSH] = { "ambush", "11.2", 1, { BH_ARG_INT } },
  [A_SEND] = { "send", "11.6", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_REROLL] = { "reroll", "11.8", 1, { BH_ARG_PIECE } },
  [A_NO_REROLL] = { "no-reroll", "11.8", 0, { 0 } },
  [A_PICK] = { "pick", "11.4", 1, { BH_ARG_PIECE } },
  [A_WINTER] = { "winter", "15.2", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_RALLY_WITH] = { "rally-with", "16.2", 2, { BH_ARG_PIECE, BH_ARG_PIECE } },
  [A_RALLY_ALL] = { "rally-all", "16.2", 1, { BH_ARG_PIECE } },
  [A_OFFER] = { "offer", "12.0", 2, { BH_ARG_LOCATION, BH_ARG_INT } },
  [A_ACCEPT] = { "accept", "12.0", 0, { 0 } },
  [A_DECLINE] = { "decline", "12.0", 0, { 0 } },
  [A_RELEASE] = { "release", "12.0", 1, { BH_ARG_INT } },
  [A_ESCORT] = { "escort", "12.0", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_ESCORT_ALL] = { "escort-all", "12.0", 0, { 0 } },
  [A_CARRY] = { "carry", "10.1", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_NO_AMBUSH] = { "no-ambush", "11.2", 0, { 0 } },
  [A_RAZE] = { "raze", "11.4", 1, { BH_ARG_LOCATION } },
  [A_SHELTER] = { "shelter", "11.11", 1, { BH_ARG_PIECE } },
  [A_REFUSE] = { "refuse", "6.2", 1, { BH_ARG_PIECE } },
  [A_SAIL] = { "sail", "11.3", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_TRANSFER] = { "transfer", "10.1", 3, { BH_ARG_LOCATION, BH_ARG_INT, BH_ARG_INT } },
  [A_CONCEAL] = { "conceal", "6.3", 1, { BH_ARG_LOCATION } },
  [A_REVEAL] = { "reveal", "6.3", 1, { BH_ARG_LOCATION } },
  [A_REPLACE] = { "place-replacement", "6.2", 1, { BH_ARG_LOCATION } },
  [A_SAIL_TO] = { "sail-to", "6.2", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_ALLIES_ARRIVE] = { "allies-arrive", "9.2", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_SETUP] = { "set-up", "21.1", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_SETUP_EXAMPLE] = { "set-up-example", "21.1", 0, { 0 } },
  [A_ESCORT_TO] = { "escort-to", "12.0", 1, { BH_ARG_LOCATION } },
  [A_GO_HOME] = { "go-home", "11.4", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_RESTORE_ARMS] = { "restore-arms", "11.4", 1, { BH_ARG_INT } },
  [A_FLIP] = { "flip", "11.3", 1, { BH_ARG_PIECE } },
  [A_GUARD] = { "guard", "12.0", 1, { BH_ARG_PIECE } },
};

/* The trail graph src/rules/frontier walks, once the data is read
 * (pontiac_data_new keeps n_locations within PONTIAC_MAX_LOCATIONS). */
static void
build_graph (BhPontiacRules *self)
{
  const PontiacData *d = self->d;

  for (guint s = 0; s < d->n_spaces; s++)
    self->adj_start[s] = d->spaces[s].adj_start;
  self->adj_start[d->n_spaces] = d->n_adj;
  self->graph.n_spaces = d->n_spaces;
  self->graph.start = self->adj_start;
  self->graph.adj = d->adj;
}

BH_DEFINE_RULES_OBJECT (BhPontiacRules, bh_pontiac_rules, pontiac_data_new, pontiac_data_free,
                        build_graph, pontiac_action_kinds, A_N_KINDS, PontiacExtra)

void
bh_pontiac_rules_force_dice (BhState *state, const int *rolls, guint n)
{
  PontiacExtra *x = bh_state_extra (state);

  x->n_forced = MIN (n, PONTIAC_FORCED_MAX);
  x->i_forced = 0;
  for (guint i = 0; i < x->n_forced; i++)
    x->forced[i] = rolls[i];
}

static gboolean
pontiac_setup (BhRules *rules, BhState *state, const BhScenario *scenario, GError **error)
{
  BhPontiacRules *self = BH_PONTIAC_RULES (rules);
  PontiacCtx c;
  int index;

  if (self->d == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("the Pontiac's War data could not be read"));
      return FALSE;
    }
  index = bh_game_data_find_scenario (self->data, scenario->id);
  if (index < 0 || (guint) index >= self->d->n_scen)
    {
      /* Translators: Pontiac's War: the id of a scenario */
      g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("no scenario %s"), scenario->id);
      return FALSE;
    }
  pontiac_ctx_init (&c, self, state);
  c.x->attrition_space = -1;
  return pontiac_setup_state (&c, index, error);
}

static void
list_into (BhPontiacRules *self, const BhState *state, GArray *actions)
{
  PontiacCtx c;

  if (state->result != BH_RESULT_ONGOING)
    return;
  pontiac_ctx_init (&c, self, (BhState *) state);
  c.out = actions;
  switch (state->pending.kind)
    {
    case D_KEY_LEADER: case D_BELTS: case D_PLACE: case D_BUY: case D_REBUILD: case D_RALLY: case D_DRAWDOWN:
    case D_REACTION:
      pontiac_list_phase (&c);
      break;
    case D_OPS: pontiac_list_ops (&c); break;
    case D_MOVE: pontiac_list_move (&c); break;
    case D_ENTER: pontiac_list_enter (&c); break;
    case D_DEFEND: case D_CARD: case D_ARMS: case D_ROUND_END: case D_ARTILLERY: case D_REROLL: case D_CARD_CHOICE:
    case D_SHELTER: case D_RESTORE_ARMS: case D_GUARD:
      pontiac_list_battle (&c);
      break;
    case D_CASUALTY: pontiac_list_casualty (&c); break;
    case D_RETREAT: pontiac_list_retreat (&c); break;
    case D_ATTRITION: pontiac_list_attrition (&c); break;
    case D_WINTER: pontiac_list_winter (&c); break;
    case D_OFFER: case D_ACCEPT: case D_RELEASE_COUNT: pontiac_list_release (&c); break;
    case D_PASS_AMBUSH: pontiac_list_pass_ambush (&c); break;
    case D_ESCORT: pontiac_list_escort (&c); break;
    case D_SHIPS: pontiac_list_ships (&c); break;
    case D_REPLACEMENT: pontiac_list_replacement (&c); break;
    case D_SHIP_HAVEN: pontiac_list_sail (&c); break;
    case D_ALLIES: pontiac_list_allies_arrival (&c); break;
    case D_SETUP: pontiac_list_setup (&c); break;
    case D_HOME_VILLAGE: pontiac_list_home (&c); break;
    case D_RETREAT_FLIP: pontiac_list_flip (&c); break;
    default: break;
    }
  for (guint i = 0; i < actions->len; i++)
    g_array_index (actions, BhAction, i).side = state->pending.side;
}

static void
pontiac_list_actions (BhRules *rules, const BhState *state, GArray *actions)
{
  list_into (BH_PONTIAC_RULES (rules), state, actions);
}

static const char *
decision_name (int kind)
{
  static const char *names[D_N] = {
    /* Translators: Pontiac's War: what a side must decide; the rule number stays as it is */
    [D_NONE] = N_("nothing"), [D_KEY_LEADER] = N_("what a key leader raises (9.1)"),
    [D_BELTS] = N_("where the War Belts go (9.1)"), [D_PLACE] = N_("where a new unit goes (9.1, 9.2)"),
    [D_BUY] = N_("Guinea Loan purchases (9.2)"), [D_OPS] = N_("a force to move, or the end of movement (10.0)"),
    [D_MOVE] = N_("the force's next step (10.0)"), [D_ENTER] = N_("whether to attack or pass through (10.1)"),
    [D_DEFEND] = N_("the defender's option (11.1)"), [D_CARD] = N_("a combat card (11.4)"),
    [D_ARMS] = N_("whether to commit an Arms Point (11.5)"), [D_CASUALTY] = N_("which piece takes a step (11.9)"),
    [D_ROUND_END] = N_("whether to retreat or fight on (11.10)"), [D_RETREAT] = N_("where to retreat (11.3)"),
    [D_ATTRITION] = N_("attrition losses and supply (11.11, 14.0)"), [D_REBUILD] = N_("a fort to rebuild (16.1)"),
    [D_RALLY] = N_("a unit to rally (16.2)"), [D_WINTER] = N_("winter quarters (15.2)"),
    [D_ARTILLERY] = N_("which unit the guns drive off (11.6)"), [D_REROLL] = N_("whether a leader rerolls hits (11.8)"),
    [D_CARD_CHOICE] = N_("a card's choice (11.4)"), [D_DRAWDOWN] = N_("the units Amherst sends home (21.5)"),
    [D_OFFER] = N_("whether to offer captives (12.0)"), [D_ACCEPT] = N_("whether to accept the offer (12.0)"),
    [D_RELEASE_COUNT] = N_("how many captives to release (12.0)"),
    [D_PASS_AMBUSH] = N_("whether to ambush the force moving through (11.2)"),
    [D_REACTION] = N_("the units of the reaction force (18.6)"),
    [D_ESCORT] = N_("the captives' escort (12.0)"),
    [D_SHELTER] = N_("the units that go into the fort (11.11)"),
    [D_SHIPS] = N_("whether the ships refuse battle or sail away (6.2)"),
    [D_REPLACEMENT] = N_("where a Replacement Officer arrives (6.2)"),
    [D_SHIP_HAVEN] = N_("the lake fort a ship sails to (6.2)"),
    [D_ALLIES] = N_("where the Indian Allies arrive next to Fort Niagara (9.2)"),
    [D_SETUP] = N_("where a piece sets up (20.0, 21.1)"),
    [D_HOME_VILLAGE] = N_("the village a band goes home to (11.4)"),
    [D_RESTORE_ARMS] = N_("whether to restore the unused Arms Point (11.4)"),
    [D_RETREAT_FLIP] = N_("the unit the retreat disrupts (11.3)"),
    [D_GUARD] = N_("the guards of the captives (12.0)"),
  };

  return kind >= 0 && kind < D_N && names[kind] ? _(names[kind]) : "?";
}

static gboolean
pontiac_check_action (BhRules *rules, const BhState *state, const BhAction *action, GError **error)
{
  BhPontiacRules *self = BH_PONTIAC_RULES (rules);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  const BhActionKind *kind = &pontiac_action_kinds[action->kind];

  list_into (self, state, legal);
  return bh_rules_check_listed (legal, self->data, state, action, kind, decision_name (state->pending.kind), error);
}

static void
apply_noting (BhPontiacRules *self, BhState *state, const BhAction *action, GString *notes)
{
  PontiacCtx c;

  pontiac_ctx_init (&c, self, state);
  c.notes = notes;
  switch (state->pending.kind)
    {
    case D_KEY_LEADER: case D_BELTS: case D_PLACE: case D_BUY: case D_REBUILD: case D_RALLY: case D_DRAWDOWN:
    case D_REACTION:
      pontiac_apply_phase (&c, action);
      break;
    case D_OPS: case D_MOVE: case D_ENTER:
      pontiac_apply_move (&c, action);
      break;
    case D_DEFEND: case D_CARD: case D_ARMS: case D_ROUND_END: case D_ARTILLERY: case D_REROLL: case D_CARD_CHOICE:
    case D_SHELTER: case D_RESTORE_ARMS: case D_GUARD:
      pontiac_apply_battle (&c, action);
      break;
    case D_CASUALTY:
      pontiac_apply_casualty (&c, action);
      break;
    case D_RETREAT:
      pontiac_apply_retreat (&c, action);
      break;
    case D_ATTRITION:
      pontiac_apply_attrition (&c, action);
      break;
    case D_WINTER:
      pontiac_apply_winter (&c, action);
      break;
    case D_OFFER: case D_ACCEPT: case D_RELEASE_COUNT:
      pontiac_apply_release (&c, action);
      break;
    case D_PASS_AMBUSH:
      pontiac_apply_pass_ambush (&c, action);
      break;
    case D_ESCORT:
      pontiac_apply_escort (&c, action);
      break;
    case D_SHIPS:
      pontiac_apply_ships (&c, action);
      break;
    case D_REPLACEMENT:
      pontiac_apply_replacement (&c, action);
      break;
    case D_SHIP_HAVEN:
      pontiac_apply_sail (&c, action);
      break;
    case D_ALLIES:
      pontiac_apply_allies_arrival (&c, action);
      break;
    case D_SETUP:
      pontiac_apply_setup (&c, action);
      break;
    case D_HOME_VILLAGE:
      pontiac_apply_home (&c, action);
      break;
    case D_RETREAT_FLIP:
      pontiac_apply_flip (&c, action);
      break;
    default:
      g_return_if_reached ();
    }
  pontiac_advance (&c);
  pontiac_offmap_tidy (&c);
}

static void
pontiac_apply (BhRules *rules, BhState *state, const BhAction *action)
{
  apply_noting (BH_PONTIAC_RULES (rules), state, action, NULL);
}

/* The name of `piece` as `reader` reads it: "a piece of an off-map force"
 * while 6.3's box hides it from that side; BH_NONE reads every name.
 * Not pontiac_told_name: an action's wording is made for one known reader
 * at once, where a log note carries both words for bh_narration_for_seat
 * to choose. */
static const char *
name_for (const PontiacCtx *c, int piece, int reader)
{
  if (reader != BH_NONE && piece >= 0 && piece < (int) c->d->n_pieces && pontiac_side_of (c, piece) != reader
      && pontiac_concealed (c, piece))
    return pontiac_boxed_piece_wording ();
  return pontiac_piece_name (c, piece);
}

/* The action's wording as `reader` may read it (BH_NONE: in full). */
static char *
describe_for (BhRules *rules, const BhState *state, const BhAction *a, int reader)
{
  BhPontiacRules *self = BH_PONTIAC_RULES (rules);
  PontiacCtx c;
  const char *p0, *l0;

  pontiac_ctx_init (&c, self, (BhState *) state);
  p0 = a->n_args > 0 ? name_for (&c, a->args[0], reader) : "";
  l0 = a->n_args > 0 ? pontiac_loc_name (&c, a->args[0]) : "";
  switch (a->kind)
    {
    /* Translators: Pontiac's War: actions as a player reads them; rule numbers stay */
    case A_DONE: return g_strdup (_("Done (8.0)"));
    case A_RAISE: return g_strdup_printf (_("%s raises 1 FP of the %s (9.1)"), p0,
                                          bh_game_data_get_nation (self->data, a->args[1])->name);
    case A_BELT: return g_strdup_printf (_("Move a War Belt to %s (9.1)"), pontiac_loc_name (&c, a->args[1]));
    case A_ROLL_BELTS: return g_strdup (_("Roll for the War Belts (9.1)"));
    case A_PLACE:
      /* Translators: Pontiac's War: a new unit placed; the unit, the space, the rule (9.1 or 9.2) */
      return g_strdup_printf (_("Place %s in %s (%s)"), p0, pontiac_loc_name (&c, a->args[1]), c.x->place_kind ? "9.2" : "9.1");
    case A_BUY: return g_strdup_printf (_("Buy %s (9.2)"), p0);
    case A_FORM: return g_strdup_printf (_("Move a force from %s (10.0)"), l0);
    case A_DROP: return g_strdup_printf (_("Drop off %s (10.0)"), p0);
    case A_PICKUP: return g_strdup_printf (_("Pick up %s (10.0)"), p0);
    case A_MOVE: return g_strdup_printf (_("Move to %s (10.0)"), l0);
    case A_STOP: return g_strdup (_("End this force's move (10.0)"));
    case A_ATTACK: return g_strdup (_("Attack (11.1)"));
    case A_PASS_THROUGH: return g_strdup (_("Pass through at +1 MP (10.1)"));
    case A_FIGHT: return g_strdup (_("Fight (11.1)"));
    case A_FORT_UP: return g_strdup (_("Go into the fort (11.11)"));
    case A_RETREAT_ROLL:
      if (pontiac_retreat_into_fort_offered (&c))
        return g_strdup (_("Retreat into the fort, no roll (11.3)"));
      return g_strdup (_("Try to retreat (11.3)"));
    case A_PLAY: return g_strdup_printf (_("Play %s (11.4)"), p0);
    case A_MULLIGAN: return g_strdup_printf (_("Play %s as a mulligan (7.0)"), p0);
    case A_ARMS: return g_strdup (_("Commit an Arms Point (11.5)"));
    case A_NO_ARMS: return g_strdup (_("No Arms Point (11.5)"));
    case A_CASUALTY: return g_strdup_printf (_("%s takes a step (11.9)"), p0);
    case A_SPEND_SUPPLY: return g_strdup_printf (_("Spend %s against attrition (11.11)"), p0);
    case A_CONTINUE: return g_strdup (_("Fight a second round (11.10)"));
    case A_BREAK_OFF: return g_strdup (_("Stop the siege combat (11.11)"));
    case A_RETREAT: return g_strdup_printf (_("Retreat to %s (11.3)"), l0);
    case A_REBUILD: return g_strdup_printf (_("Rebuild %s (16.1)"), l0);
    case A_RALLY: return g_strdup_printf (_("Rally %s (16.2)"), p0);
    case A_AMBUSH: return g_strdup (a->args[0] ? _("Ambush with an Arms Point (11.2)") : _("Ambush (11.2)"));
    case A_SEND: return g_strdup_printf (_("%s falls back to %s (11.6)"), p0, pontiac_loc_name (&c, a->args[1]));
    case A_REROLL: return g_strdup_printf (_("%s rerolls enemy hits (11.8)"), p0);
    case A_NO_REROLL: return g_strdup (_("No reroll (11.8)"));
    case A_PICK: return g_strdup_printf (_("Choose %s (11.4)"), p0);
    case A_WINTER: return g_strdup_printf (_("%s winters in %s (15.2)"), p0, pontiac_loc_name (&c, a->args[1]));
    case A_RALLY_WITH: return g_strdup_printf (_("%s helps %s rally (16.2)"), p0, name_for (&c, a->args[1], reader));
    case A_RALLY_ALL: return g_strdup_printf (_("%s helps every unit with him rally (16.2)"), p0);
    case A_OFFER: return g_strdup_printf (_("Offer the %s captives to the force in %s (12.0)"),
                                          bh_game_data_get_nation (self->data, a->args[1])->name, l0);
    case A_ACCEPT: return g_strdup (_("Accept the offer (12.0)"));
    case A_NO_AMBUSH: return g_strdup (_("No ambush (11.2)"));
    case A_RAZE: return g_strdup_printf (_("Raze %s (Indian Rage, 11.4)"), l0);
    /* Translators: Pontiac's War: a unit takes some of the room in a fort too small for all */
    case A_SHELTER: return g_strdup_printf (_("%s goes into the fort (11.11)"), p0);
    /* Translators: Pontiac's War: a ship stays out of the battle */
    case A_REFUSE: return g_strdup_printf (_("%s refuses battle (6.2)"), p0);
    /* Translators: Pontiac's War: a ship retreats by water before combat; the ship, the fort */
    case A_SAIL: return g_strdup_printf (_("%s retreats by water to %s (6.2, 11.3)"), p0, pontiac_loc_name (&c, a->args[1]));
    case A_DECLINE: return g_strdup (_("Refuse the offer (12.0)"));
    case A_RELEASE: return g_strdup_printf (ngettext ("Release %d captive (12.0)", "Release %d captives (12.0)", a->args[0]), a->args[0]);
    case A_ESCORT:
      if (pontiac_side_of (&c, a->args[0]) == SIDE_NATIONS)
        /* Translators: Pontiac's War: a band takes captives to a village */
        return g_strdup_printf (_("%s escorts the captives to %s (12.0)"), p0, pontiac_loc_name (&c, a->args[1]));
      /* Translators: Pontiac's War: a British unit escorts released captives to a fort */
      return g_strdup_printf (_("%s escorts the captives toward %s (12.0)"), p0, pontiac_loc_name (&c, a->args[1]));
    case A_ESCORT_ALL: return g_strdup (_("The whole force escorts the captives (12.0)"));
    /* Translators: Pontiac's War: a captive moved between two villages of its nation */
    case A_CARRY: return g_strdup_printf (_("Take a captive to %s (10.1)"), pontiac_loc_name (&c, a->args[1]));
    case A_TRANSFER:
      /* Translators: Pontiac's War: captives handed over to another nation's band; the number, the village, the nation */
      return g_strdup_printf (ngettext ("Hand %d captive in %s to the %s (10.1)", "Hand %d captives in %s to the %s (10.1)",
                                        a->args[2]),
                              a->args[2], l0, bh_game_data_get_nation (self->data, a->args[1])->name);
    /* Translators: Pontiac's War: a stack goes into an Off-Map Force box, its marker left on the map */
    case A_CONCEAL: return g_strdup_printf (_("Put the force in %s into an off-map box (6.3)"), l0);
    /* Translators: Pontiac's War: a stack comes back from its Off-Map Force box */
    case A_REVEAL: return g_strdup_printf (_("Bring the force in %s back onto the map (6.3)"), l0);
    /* Translators: Pontiac's War: the British choose where a Replacement Officer arrives */
    case A_REPLACE: return g_strdup_printf (_("A Replacement Officer arrives in %s (6.2)"), l0);
    /* Translators: Pontiac's War: the British choose the lake fort a ship sails to; the ship, the fort */
    case A_SAIL_TO: return g_strdup_printf (_("%s sails to %s (6.2)"), p0, pontiac_loc_name (&c, a->args[1]));
    /* Translators: Pontiac's War: the British choose where bought Indian Allies arrive; the unit, the space */
    case A_ALLIES_ARRIVE: return g_strdup_printf (_("%s arrive in %s (9.2)"), p0, pontiac_loc_name (&c, a->args[1]));
    /* Translators: Pontiac's War: a piece of the set-up is placed; the piece, the space, the scenario's rule */
    case A_SETUP: return g_strdup_printf (_("Set up %s in %s (%s)"), p0, pontiac_loc_name (&c, a->args[1]),
                                          pontiac_setup_rule (&c, a->args[0]));
    /* Translators: Pontiac's War: a side places the rest of its set-up as the scenario file's example */
    case A_SETUP_EXAMPLE:
      return g_strdup_printf (_("Set up the rest as the scenario's example (%s)"),
                              pontiac_setup_rule (&c, state->pending.kind == D_SETUP ? state->pending.args[0] : -1));
    /* Translators: Pontiac's War: the British choose which of the equally near forts released captives walk to */
    case A_ESCORT_TO: return g_strdup_printf (_("The captives walk to %s (12.0)"), l0);
    /* Translators: Pontiac's War: the Nations choose which of the equally near villages a band goes home to; the band, the village */
    case A_GO_HOME: return g_strdup_printf (_("%s goes home to %s (11.4)"), p0, pontiac_loc_name (&c, a->args[1]));
    /* Translators: Pontiac's War: a unit stays out of the battle to guard captives */
    case A_GUARD: return g_strdup_printf (_("%s guards the captives (12.0)"), p0);
    /* Translators: Pontiac's War: the owner chooses the unit a retreat past one enemy FP disrupts */
    case A_FLIP: return g_strdup_printf (_("%s is disrupted by the retreat (11.3)"), p0);
    case A_RESTORE_ARMS:
      /* Translators: Pontiac's War: an Arms Point committed to a combat that did not take place */
      return g_strdup (a->args[0] ? _("Restore the unused Arms Point (11.4)") : _("Leave the Arms Point spent (11.4)"));
    default: return g_strdup ("?");
    }
}

static char *
pontiac_describe_action (BhRules *rules, const BhState *state, const BhAction *a, int seat)
{
  return describe_for (rules, state, a, seat);
}

static char *
pontiac_narrate (BhRules *rules, const BhState *before, const BhAction *action, const BhState *after)
{
  BhPontiacRules *self = BH_PONTIAC_RULES (rules);
  g_autoptr(BhState) copy = bh_state_copy (before);
  g_autoptr(GString) notes = g_string_new (NULL);
  g_autofree char *wording = NULL;

  /* The log is read by both sides: a committed card is face down until
   * step 4 reveals it (11.1 step 3), a mulligan for good (7.0). */
  if (action->kind == A_PLAY || action->kind == A_MULLIGAN)
    /* Translators: Pontiac's War: a side commits a card to a battle, not shown */
    wording = g_strdup_printf (_("%s commit a card face down (11.4)"),
                               bh_game_data_get_side (self->data, action->side)->short_name);
  else
    {
      g_autofree char *told = describe_for (rules, before, action, BH_NONE);
      g_autofree char *seen = NULL;
      PontiacCtx c;

      pontiac_ctx_init (&c, self, copy);
      /* 6.3: a raise or a rally in an off-map box names its piece and
       * nation to its own side only; any other action naming a piece in a
       * box (drop it off, pick it up, spend it) names it so too. */
      if ((action->kind == A_RAISE || action->kind == A_RALLY || action->kind == A_RALLY_WITH
           || action->kind == A_RALLY_ALL) && pontiac_concealed (&c, action->args[0]))
        seen = g_strdup (action->kind == A_RAISE
                           /* Translators: Pontiac's War: what the British read of a raise in an off-map box (6.3) */
                           ? _("A leader in an off-map force raises 1 FP (9.1)")
                           /* Translators: Pontiac's War: what the other side reads of a rally in an off-map box (6.3) */
                           : _("Rally in an off-map force (16.2)"));
      else if (action->kind == A_REPLACE && pontiac_offmap_marker_at (&c, action->args[0], SIDE_BRITISH) >= 0)
        /* Translators: Pontiac's War: what the Nations read when a Replacement Officer joins an off-map force (6.2, 6.3) */
        seen = g_strdup (_("The British place a Replacement Officer (6.2)"));
      else
        seen = describe_for (rules, before, action, 1 - action->side);
      wording = g_str_equal (told, seen) ? g_steal_pointer (&told) : bh_narration_secret (action->side, told, seen);
    }

  apply_noting (self, copy, action, notes);
  return g_string_free (bh_narration_new (wording, notes), FALSE);
}

#define fail bh_rules_invariant_fail

/* What the rules forbid, checked after every action. */
static gboolean
pontiac_check_invariants (BhRules *rules, const BhState *state, GError **error)
{
  BhPontiacRules *self = BH_PONTIAC_RULES (rules);
  const PontiacData *d = self->d;
  const PontiacExtra *x = bh_state_const_extra (state);
  const gint16 *mk = bh_state_const_markers (state);
  PontiacCtx c;
  gboolean at_rest = !x->move.active && !x->battle.active && !x->retreat.active && !x->cas.active;

  pontiac_ctx_init (&c, self, (BhState *) state);
  if (!pontiac_index_check (&c))
    return fail (error, "the index of pieces by location is out of step");
  for (int s = 0; s < 2; s++)
    if (mk[d->m_vp[s]] < 0 || mk[d->m_vp[s]] > d->vp_max)
      return fail (error, "VP of side %d out of range: %d (17.0)", s, mk[d->m_vp[s]]);
  if (mk[d->m_arms] < 0 || mk[d->m_arms] > d->arms_max)
    return fail (error, "Arms Points out of range: %d (11.5)", mk[d->m_arms]);
  if (state->result != BH_RESULT_ONGOING)
    return TRUE;
  if (state->pending.side != 0 && state->pending.side != 1)
    return fail (error, "no side to decide");
  {
    g_autoptr(GString) why = g_string_new (NULL);

    if (!pontiac_escorts_check (&c, why) || !pontiac_offmap_check (&c, why))
      return fail (error, "%s", why->str);
  }
  for (guint s = 0; s < d->n_spaces; s++)
    {
      int inside_fp = 0;
      gboolean nations = FALSE, british_out = FALSE, british_in = FALSE;

      FOR_PIECES_AT (&c, s, p)
        {
          const PontiacPieceInfo *pi = &d->pieces[p];

          if (pi->klass == PC_CARD || pi->klass == PC_WAR_BELT || pi->klass == PC_TREATY)
            return fail (error, "piece %d of class %d stands on the map space %s", p, pi->klass,
                         pontiac_loc_name (&c, s));
          if (!pontiac_is_military (&c, p))
            continue;
          /* 6.2: French Militia never leave Fort Detroit. */
          if (pi->klass == PC_FRENCH_MILITIA && (int) s != d->detroit)
            return fail (error, "French Militia outside Fort Detroit in %s (6.2)", pontiac_loc_name (&c, s));
          if (pi->side == SIDE_NATIONS)
            nations = TRUE;
          else if (c.pc[p].flags & F_INSIDE)
            {
              british_in = TRUE;
              if (pontiac_is_unit (&c, p))
                inside_fp += pi->printed_fp;
              /* 6.2: Indian Allies never enter forts. */
              if (pi->klass == PC_ALLIES)
                return fail (error, "Indian Allies inside %s (6.2)", pontiac_loc_name (&c, s));
            }
          else
            british_out = TRUE;
        }
      if (british_in && !pontiac_fort_standing (&c, s))
        return fail (error, "British inside %s, which has no standing fort (11.11)", pontiac_loc_name (&c, s));
      if (british_in && inside_fp > d->fort_capacity[CLAMP (pontiac_fort_value (&c, s), 1, 3)])
        return fail (error, "%d FP inside %s, above its capacity (11.11)", inside_fp, pontiac_loc_name (&c, s));
      /* At rest, the two sides share a space only in a siege. */
      if (at_rest && nations && (british_out || (british_in && !pontiac_besieged (&c, s))))
        return fail (error, "both sides stand in %s outside a siege (11.11)", pontiac_loc_name (&c, s));
    }
  return TRUE;
}

/* The battle a side decides in (11.x), the space a force retreats from
 * (11.3) or takes its losses in (11.9): the decision's place. */
static int
pontiac_decision_location (BhRules *rules, const BhState *state)
{
  const PontiacExtra *x = bh_state_const_extra (state);

  switch (state->pending.kind)
    {
    case D_DEFEND: case D_CARD: case D_ARMS: case D_ROUND_END: case D_ARTILLERY: case D_REROLL:
    case D_CARD_CHOICE: case D_SHELTER: case D_RESTORE_ARMS: case D_GUARD:
      return x->battle.active ? x->battle.space : BH_NONE;
    case D_RETREAT:
      return x->retreat.active ? x->retreat.from : BH_NONE;
    case D_CASUALTY:
      return x->cas.active && x->cas.space >= 0 ? x->cas.space : BH_NONE;
    default:
      return BH_NONE;
    }
}

static char *
pontiac_describe_decision (BhRules *rules, const BhState *state, int seat)
{
  BhPontiacRules *self = BH_PONTIAC_RULES (rules);
  const BhPhase *phase;
  int where;

  if (state->result == BH_RESULT_WIN)
    /* Translators: Pontiac's War: a side's full name */
    return g_strdup_printf (_("game over: %s win"), bh_game_data_get_side (self->data, state->winner)->name);
  if (state->result == BH_RESULT_DRAW)
    return g_strdup (_("game over: a draw"));
  phase = bh_game_data_get_phase (self->data, state->phase);
  if (state->pending.kind == D_SETUP)
    {
      PontiacCtx c;

      pontiac_ctx_init (&c, self, (BhState *) state);
      /* Translators: Pontiac's War: before turn 1, the side, the piece it places, the scenario's rule */
      return g_strdup_printf (_("set-up: %s to decide where %s sets up (%s)"),
                              bh_game_data_get_side (self->data, state->pending.side)->short_name,
                              pontiac_piece_name (&c, state->pending.args[0]),
                              pontiac_setup_rule (&c, state->pending.args[0]));
    }
  where = pontiac_decision_location (rules, state);
  if (where >= 0)
    {
      PontiacCtx c;

      pontiac_ctx_init (&c, self, (BhState *) state);
      /* Translators: Pontiac's War: the turn, the phase's name, where the battle or retreat is, the side, then what it must decide */
      return g_strdup_printf (_("turn %d, %s, at %s: %s to decide %s"), state->turn, phase->name,
                              pontiac_loc_name (&c, where),
                              bh_game_data_get_side (self->data, state->pending.side)->short_name,
                              decision_name (state->pending.kind));
    }
  /* Translators: Pontiac's War: the turn, the phase's name, the side, then what it must decide */
  return g_strdup_printf (_("turn %d, %s: %s to decide %s"), state->turn, phase->name,
                          bh_game_data_get_side (self->data, state->pending.side)->short_name,
                          decision_name (state->pending.kind));
}

/* Views: the engine hides the draw piles and the other side's hand by
 * their boxes' visibility (7.0) and deals hidden pieces anew; a card
 * committed to a battle stays in its owner's hand, anonymous to the other
 * side, until both are revealed (11.1 step 4).  The block names the
 * committed cards; the test hook's dice are scrubbed. */
static void
pontiac_redact (BhRules *rules, BhState *state, int seat)
{
  PontiacExtra *x = bh_state_extra (state);

  memset (x->forced, 0, sizeof x->forced);
  x->n_forced = x->i_forced = 0;
  /* 6.3: the other side's boxed pieces, "somewhere in the boxes". */
  {
    PontiacCtx c;

    pontiac_ctx_init (&c, BH_PONTIAC_RULES (rules), state);
    pontiac_offmap_pool_view (&c, seat);
  }
  /* A battle over still names its cards; a mulligan among them lies face
   * down in the discards (7.0), so the names go. */
  if (!x->battle.active)
    x->battle.card[0] = x->battle.card[1] = -1;
}

/* A card discarded face down as a mulligan is its owner's secret (7.0);
 * so is a force in an Off-Map Force box, its marker on the map (6.3). */
static gboolean
pontiac_piece_visible (BhRules *rules, const BhState *state, int piece, int seat)
{
  const PontiacData *d = BH_PONTIAC_RULES (rules)->d;
  PontiacCtx c;

  if (d->pieces[piece].klass == PC_CARD && (bh_state_const_pieces (state)[piece].flags & F_FACE_DOWN)
      && seat != d->pieces[piece].side)
    return FALSE;
  if (seat != d->pieces[piece].side && d->pieces[piece].side != PONTIAC_NONE)
    {
      pontiac_ctx_init (&c, BH_PONTIAC_RULES (rules), (BhState *) state);
      if (pontiac_concealed (&c, piece))
        return FALSE;
    }
  return bh_rules_default_piece_visible (rules, state, piece, seat);
}

/* Which hidden pieces a view may deal in one another's place (6.3): a box
 * is there "to increase fog of war" (6.1, 6.2), so the other side sees its
 * marker and how many counters stand on it, never which, of what sort or
 * strength.  Every Nations piece looks alike: bands of any nation and FP,
 * sachems, Pontiac and Neolin (nothing ties a Nations piece to a place).
 * British pieces keep only what the rules' invariants need a dealt view to
 * keep: Indian Allies out of forts and French Militia in Detroit (6.2), a
 * unit's printed FP for a fort's capacity (11.11), ships on the lakes. */
static guint
pontiac_hidden_class (BhRules *rules, int piece)
{
  const PontiacPieceInfo *pi = &BH_PONTIAC_RULES (rules)->d->pieces[piece];
  guint group = pi->klass, fp = 0;

  switch (pi->klass)
    {
    case PC_CARD:
      return bh_rules_default_hidden_class (rules, piece);
    case PC_BAND: case PC_SACHEM: case PC_KEY_LEADER:
      group = PC_BAND;
      break;
    case PC_REGULAR: case PC_MILITIA:
      group = PC_REGULAR;
      fp = (guint8) pi->printed_fp;
      break;
    case PC_OFFICER: case PC_REPLACEMENT: case PC_ARTILLERY: case PC_SUPPLY:
      group = PC_OFFICER;
      break;
    default:
      break;
    }
  return 0x1000000u | group << 16 | fp << 8 | (guint8) (pi->side + 1);
}

/* A view's boxed pieces go back into their side's boxes (6.3), then the
 * engine deals each class's pieces among the places. */
static void
pontiac_determinize (BhRules *rules, const BhState *view, int seat, guint64 seed, BhState *out)
{
  g_autoptr(BhState) dealt = bh_state_copy (view);
  PontiacCtx c;

  pontiac_ctx_init (&c, BH_PONTIAC_RULES (rules), dealt);
  bh_state_seed (dealt, seed ^ G_GUINT64_CONSTANT (0x6f66666d6170));
  pontiac_offmap_deal (&c);
  bh_rules_default_determinize (rules, dealt, seat, seed, out);
}

/* The log's rule badge must not tell a mulligan from a card played (7.0):
 * both are committed face down under 11.4. */
static const char *
pontiac_action_rule (BhRules *rules, const BhState *state, const BhAction *action)
{
  if ((action->kind == A_SETUP || action->kind == A_SETUP_EXAMPLE) && state->pending.kind == D_SETUP)
    {
      PontiacCtx c;

      /* 20.0 or 21.x, the scenario's own set-up rule. */
      pontiac_ctx_init (&c, BH_PONTIAC_RULES (rules), (BhState *) state);
      return pontiac_setup_rule (&c, state->pending.args[0]);
    }
  /* A unit placed: War Belts and key leaders 9.1, Militia 9.2. */
  if (action->kind == A_PLACE)
    return ((const PontiacExtra *) bh_state_const_extra (state))->place_kind ? "9.2" : "9.1";
  return action->kind == A_MULLIGAN ? "11.4" : NULL;
}

static guint
pontiac_named_pieces (BhRules *rules, const BhState *state, gint32 *named, guint max)
{
  const PontiacExtra *x = bh_state_const_extra (state);
  guint n = 0;

  for (int side = 0; side < 2 && n < max; side++)
    if (x->battle.active && x->battle.card[side] >= 0)
      named[n++] = x->battle.card[side];
  return n;
}

/* The engine has dealt hidden pieces anew: the index of pieces by place
 * is rebuilt and the committed cards renamed. */
static void
pontiac_rename_pieces (BhRules *rules, BhState *state, const guint16 *renumber)
{
  PontiacCtx c;
  PontiacExtra *x = bh_state_extra (state);

  pontiac_ctx_init (&c, BH_PONTIAC_RULES (rules), state);
  pontiac_index_rebuild (&c);
  for (int side = 0; side < 2; side++)
    if (x->battle.card[side] >= 0 && x->battle.card[side] < state->n_pieces)
      x->battle.card[side] = renumber[x->battle.card[side]];
}

/* A battle rolled its dice in this action when a round was fought (11.1
 * steps 8-9; an ambush counts as a round, 11.2): the round count went up,
 * or a battle begun in this action fought its first.  The casualties are
 * chosen by later actions (11.9), which roll none. */
static int
pontiac_battle_location (BhRules *rules, const BhState *before, const BhAction *action, const BhState *after)
{
  const PontiacBattle *b = &((const PontiacExtra *) bh_state_const_extra (before))->battle;
  const PontiacBattle *a = &((const PontiacExtra *) bh_state_const_extra (after))->battle;

  if (a->round == 0 || memcmp (a, b, sizeof *a) == 0)
    return BH_NONE;
  if (a->round != b->round || !b->active)
    return a->space;
  return BH_NONE;
}

static void
bh_pontiac_rules_iface_init (BhRulesInterface *iface)
{
  iface->setup = pontiac_setup;
  iface->list_actions = pontiac_list_actions;
  iface->check_action = pontiac_check_action;
  iface->explain_refusal = pontiac_explain_refusal;
  iface->apply = pontiac_apply;
  iface->check_invariants = pontiac_check_invariants;
  iface->describe_decision = pontiac_describe_decision;
  iface->redact = pontiac_redact;
  iface->piece_visible = pontiac_piece_visible;
  iface->hidden_class = pontiac_hidden_class;
  iface->action_rule = pontiac_action_rule;
  iface->named_pieces = pontiac_named_pieces;
  iface->rename_pieces = pontiac_rename_pieces;
  iface->describe_action = pontiac_describe_action;
  iface->narrate = pontiac_narrate;
  iface->determinize = pontiac_determinize;
  iface->battle_location = pontiac_battle_location;
  iface->decision_location = pontiac_decision_location;
  /* The computer opponent (bh-pontiac-ai.c). */
  iface->evaluate = pontiac_ai_evaluate;
  iface->policy = pontiac_ai_policy;
  iface->horizon = pontiac_ai_horizon;
}
