/* bh-ohio-rules.c — Blood on the Ohio as a BhRules: the action kinds, the
 * GObject and the dispatch of list / check / apply to the rule modules.
 *
 * Every player decision is an action; what is pending is a decision kind
 * (bh-ohio-state.h) whose legal actions the modules list.  apply() performs
 * one action and ohio_advance() (bh-ohio-sequence.c) runs everything that
 * needs no decision up to the next one. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"
#include "bh-ohio-ai.h"
#include "bh-narration.h"
#include "bh-rules-object.h"
#include "bh-rules-refusal.h"


const BhActionKind ohio_action_kinds[A_N_KINDS] = {
  [A_PASS] = { "pass", "5.0", 0, { 0 } },
  [A_SAVE] = { "save", "5.9", 0, { 0 } },
  [A_RECRUIT_US] = { "recruit", "5.1.1", 0, { 0 } },
  [A_RECRUIT_WC] = { "recruit-nation", "5.1.2", 2, { BH_ARG_INT, BH_ARG_INT } },
  [A_PLACE] = { "place", "5.1", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_REDRAW] = { "redraw", "App. 3", 0, { 0 } },
  [A_KEEP] = { "keep", "App. 3", 0, { 0 } },
  [A_SETUP] = { "set-up", "App. 2", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_SETUP_EXAMPLE] = { "set-up-example", "App. 2", 0, { 0 } },
  [A_STACKS_DONE] = { "stacks-done", "20.1", 0, { 0 } },
  [A_TREATY] = { "treaty", "5.2.1", 1, { BH_ARG_INT } },
  [A_ALLIANCE] = { "alliance", "5.2.3", 1, { BH_ARG_INT } },
  [A_BUILD] = { "build", "5.3", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_BUILD_FORT] = { "build-fort", "5.3", 3, { BH_ARG_PIECE, BH_ARG_LOCATION, BH_ARG_PIECE } },
  [A_REPAIR] = { "repair", "5.4", 1, { BH_ARG_LOCATION } },
  [A_HARASS] = { "harass", "5.5", 0, { 0 } },
  [A_NO_HARASS] = { "no-harass", "5.5", 0, { 0 } },
  [A_RAID] = { "raid", "5.6", 1, { BH_ARG_LOCATION } },
  [A_SEARCH_ARTILLERY] = { "search-artillery", "5.7.1", 1, { BH_ARG_PIECE } },
  [A_SEARCH_RAIDERS] = { "search-raiders", "5.7.2", 0, { 0 } },
  [A_STRATEGIC] = { "strategic", "5.8", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_STRATEGIC_WITH] = { "strategic-with", "5.8", 3, { BH_ARG_PIECE, BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_FORM] = { "form", "6.3", 1, { BH_ARG_PIECE } },
  [A_ADD] = { "add", "6.3", 1, { BH_ARG_PIECE } },
  [A_MARCH] = { "march", "6.5", 0, { 0 } },
  [A_MARCH_SCOUT] = { "march-scout", "21.2", 0, { 0 } },
  [A_CANCEL] = { "cancel", "6.3", 0, { 0 } },
  [A_END_OPS] = { "end-ops", "6.0", 0, { 0 } },
  [A_GARRISON] = { "garrison", "20.1", 1, { BH_ARG_PIECE } },
  [A_UNGARRISON] = { "ungarrison", "20.1", 1, { BH_ARG_PIECE } },
  [A_BREAKOUT] = { "breakout", "20.2.2", 1, { BH_ARG_LOCATION } },
  [A_MOVE] = { "move", "6.0", 1, { BH_ARG_LOCATION } },
  [A_PICKUP] = { "pickup", "6.4", 1, { BH_ARG_PIECE } },
  [A_DROP] = { "drop", "6.5", 1, { BH_ARG_PIECE } },
  [A_STOP] = { "stop", "6.0", 0, { 0 } },
  [A_PASS_THROUGH] = { "pass-through", "13.0", 0, { 0 } },
  [A_ATTACK] = { "attack", "14.1", 0, { 0 } },
  [A_OVERRUN] = { "overrun", "17.0", 0, { 0 } },
  [A_IGNORE] = { "ignore", "20.0", 0, { 0 } },
  [A_AMBUSH] = { "ambush", "18.0", 1, { BH_ARG_LOCATION } },
  [A_NO_AMBUSH] = { "no-ambush", "18.0", 0, { 0 } },
  [A_DEFEND] = { "defend", "14.2", 0, { 0 } },
  [A_RBC] = { "rbc", "16.0", 0, { 0 } },
  [A_RBC_TP] = { "rbc-tp", "16.0", 1, { BH_ARG_PIECE } },
  [A_RBC_NO_TP] = { "rbc-no-tp", "16.0", 0, { 0 } },
  [A_SCOUT] = { "scout", "21.3", 2, { BH_ARG_PIECE, BH_ARG_INT } },
  [A_REROLL] = { "reroll", "14.9", 0, { 0 } },
  [A_NO_REROLL] = { "no-reroll", "14.9", 0, { 0 } },
  [A_REINFORCE] = { "reinforce", "14.3", 1, { BH_ARG_PIECE } },
  [A_NO_REINFORCE] = { "no-reinforce", "14.3", 0, { 0 } },
  [A_CASUALTY] = { "casualty", "14.7", 1, { BH_ARG_PIECE } },
  [A_HIT_STRUCTURE] = { "hit-structure", "14.7", 1, { BH_ARG_LOCATION } },
  [A_RETREAT] = { "retreat", "15.1", 1, { BH_ARG_LOCATION } },
  [A_RETREAT_UNIT] = { "retreat-unit", "15.1.4", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_RELOCATE] = { "relocate", "20.5.1", 1, { BH_ARG_LOCATION } },
  [A_SUPPLY] = { "supply", "10.0", 2, { BH_ARG_LOCATION, BH_ARG_PIECE } },
  [A_NO_SUPPLY] = { "no-supply", "10.0", 1, { BH_ARG_LOCATION } },
  [A_WINTER_CUP] = { "winter-cup", "11.2", 1, { BH_ARG_PIECE } },
  [A_TAKE_ARMS] = { "take-arms", "5.1.2", 0, { 0 } },
  [A_RECRUIT_ROLL] = { "roll", "5.1.2", 0, { 0 } },
};

BH_DEFINE_RULES_OBJECT (BhOhioRules, bh_ohio_rules, ohio_data_new, ohio_data_free,
                        NULL, ohio_action_kinds, A_N_KINDS, OhioExtra)

static gboolean
ohio_setup (BhRules *rules, BhState *state, const BhScenario *scenario, GError **error)
{
  BhOhioRules *self = BH_OHIO_RULES (rules);
  OhioCtx c;
  int index;

  if (self->d == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("the Blood on the Ohio data could not be read"));
      return FALSE;
    }
  index = bh_game_data_find_scenario (self->data, scenario->id);
  if (index < 0 || (guint) index >= self->d->n_scen)
    {
      /* Translators: Blood on the Ohio: the id of a scenario (e.g. “harmar”) */
      g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("no scenario %s"), scenario->id);
      return FALSE;
    }
  ohio_ctx_init (&c, self, state);
  return ohio_setup_state (&c, index, error);
}

static void
list_into (BhOhioRules *self, const BhState *state, GArray *actions)
{
  OhioCtx c;

  ohio_ctx_init (&c, self, (BhState *) state);
  c.out = actions;
  switch (state->pending.kind)
    {
    case D_SA: ohio_list_sa (&c); break;
    case D_SA_PLACE:
    case D_PLACE:
    case D_SA_REDRAW:
    case D_SA_ARMS: ohio_list_place (&c); break;
    case D_HARASS: ohio_list_harass (&c); break;
    case D_OPS: ohio_list_ops (&c); break;
    case D_FORM: ohio_list_form (&c); break;
    case D_MOVE: ohio_list_move (&c); break;
    case D_DECLARE: ohio_list_declare (&c); break;
    case D_AMBUSH: ohio_list_ambush (&c); break;
    case D_DEF_DECLARE:
    case D_RBC_TP:
    case D_SCOUT_USE:
    case D_REROLL:
    case D_REINF_CHOOSE: ohio_list_battle (&c); break;
    case D_CASUALTY: ohio_list_casualty (&c); break;
    case D_RETREAT: ohio_list_retreat (&c); break;
    case D_RELOCATE: ohio_list_relocate (&c); break;
    case D_SUPPLY: ohio_list_supply (&c); break;
    case D_WINTER: ohio_list_winter (&c); break;
    case D_SETUP: ohio_list_setup (&c); break;
    case D_SETUP_FORT: ohio_list_setup_fort (&c); break;
    default: break;
    }
  for (guint i = 0; i < actions->len; i++)
    g_array_index (actions, BhAction, i).side = state->pending.side;
}

static void
ohio_list_actions (BhRules *rules, const BhState *state, GArray *actions)
{
  list_into (BH_OHIO_RULES (rules), state, actions);
}

/* What a placement decides, by its mode (PM_*), with its rule. */
static const char *
place_decision_name (int mode)
{
  switch (mode)
    {
    /* Translators: Blood on the Ohio: what a side must decide, shown after
       “US to decide”; the rule number stays as it is */
    case PM_ENTRY: case PM_FORT: case PM_SETTLEMENT: return _("where an expedition's unit comes on (7.2)");
    case PM_ARMS: return _("where the British Arms go (5.1.2, 23.0)");
    case PM_RAID_WARRIOR: return _("where the raid's warrior goes (5.6.2)");
    case PM_ALLY_WARRIOR: case PM_ALLY_LEADER: return _("where an ally's piece goes (5.2.3)");
    case PM_US_RECRUIT: return _("where a recruit goes (5.1.1)");
    default: return _("where a piece goes");
    }
}

/* The rule of a placement, which serves recruits, allies, raids,
 * expeditions and the winter. */
static const char *
ohio_action_rule (BhRules *rules, const BhState *state, const BhAction *action)
{
  if (action->kind == A_SETUP || action->kind == A_SETUP_EXAMPLE)
    {
      OhioCtx c;

      /* App. 2 for the learning tiers, App. 4 for the scenarios. */
      ohio_ctx_init (&c, BH_OHIO_RULES (rules), (BhState *) state);
      return ohio_setup_rule (&c, -1);
    }
  if (action->kind != A_PLACE)
    return NULL;
  switch (state->pending.kind)
    {
    case D_WINTER: return state->pending.side == 0 ? "11.2" : "11.1";
    case D_SA_PLACE: return state->pending.side == 0 ? "5.1.1" : "5.1.2";
    case D_PLACE:
      switch (state->pending.args[1])
        {
        case PM_ENTRY: case PM_FORT: case PM_SETTLEMENT: return "7.2";
        case PM_ARMS: return "23.0";
        case PM_RAID_WARRIOR: return "5.6.2";
        case PM_ALLY_WARRIOR: case PM_ALLY_LEADER: return "5.2.3";
        case PM_US_RECRUIT: return "5.1.1";
        default: return NULL;
        }
    default:
      return NULL;
    }
}

static const char *
decision_name (int kind)
{
  static const char *names[D_N] = {
    /* Translators: Blood on the Ohio: what a side must decide, shown after
       “US to decide” or “WC must decide”; the rule number stays as it is */
    [D_NONE] = N_("nothing"), [D_SA] = N_("a special action (5.0)"), [D_SA_PLACE] = N_("where a recruit goes (5.1)"),
    [D_SETUP] = N_("where a piece sets up (App. 2, App. 4)"),
    [D_SETUP_FORT] = N_("which units defend the fort and which screen it (20.1)"),
    [D_SA_REDRAW] = N_("whether to redraw (App. 3)"), [D_HARASS] = N_("whether to harass (5.5)"),
    [D_OPS] = N_("a force to move, or the end of operations (6.0)"), [D_FORM] = N_("the pieces of the force (6.3)"),
    [D_MOVE] = N_("the force's next step (6.0)"), [D_DECLARE] = N_("the attacker's declaration (14.1)"),
    [D_AMBUSH] = N_("whether to ambush (18.0)"), [D_DEF_DECLARE] = N_("the defender's declaration (14.2)"),
    [D_RBC_TP] = N_("whether to use a TP on the retreat roll (16.0)"), [D_SCOUT_USE] = N_("how a scout is used (21.3)"),
    [D_REROLL] = N_("whether to re-roll (14.9)"), [D_REINF_CHOOSE] = N_("a reinforcing force (14.3)"),
    [D_CASUALTY] = N_("which piece takes a casualty (14.7)"), [D_RETREAT] = N_("where to retreat (15.0)"),
    [D_RELOCATE] = N_("where the reduced village goes (20.5.1)"), [D_SUPPLY] = N_("how a stack is supplied (10.0)"),
    [D_WINTER] = N_("winter quarters (11.0)"), [D_PLACE] = N_("where a piece goes"),
    [D_SA_ARMS] = N_("whether to take the British Arms instead of the second recruit roll (5.1.2)"),
  };

  return kind >= 0 && kind < D_N && names[kind] ? _(names[kind]) : "?";
}

/* Why an action of a kind the decision allows is refused. */
static void
explain (BhOhioRules *self, const BhState *state, const BhAction *action, OhioWhy *why)
{
  BhState *copy;
  OhioCtx c;
  int k = state->pending.kind;

  /* Only for the decision the action belongs to. */
  switch (action->kind)
    {
    case A_SETUP:
      if (k != D_SETUP)
        return;
      break;
    case A_MOVE: case A_PICKUP: case A_DROP: case A_STOP:
      if (k != D_MOVE)
        return;
      break;
    case A_FORM: case A_GARRISON:
      if (k != D_OPS && !(k == D_SETUP_FORT && action->kind == A_GARRISON))
        return;
      break;
    case A_ADD: case A_MARCH: case A_MARCH_SCOUT:
      if (k != D_FORM)
        return;
      break;
    case A_CASUALTY:
      if (k != D_CASUALTY)
        return;
      break;
    case A_RETREAT: case A_RETREAT_UNIT:
      if (k != D_RETREAT)
        return;
      break;
    case A_AMBUSH:
      if (k != D_AMBUSH && k != D_DEF_DECLARE)
        return;
      break;
    case A_RECRUIT_WC:
      /* An old save's "recruit-nation N 1" (the Arms before the rolls). */
      if (k != D_SA || action->args[1] == 0)
        return;
      /* Translators: Blood on the Ohio (5.1.2): WC is the Western Confederacy */
      why->reason = _("the British Arms are not chosen with the Recruit Action: after the first recruit roll, the WC "
                      "may take them instead of the second roll");
      why->rule = "5.1.2";
      return;
    default:
      return;
    }
  copy = bh_state_copy (state);
  ohio_ctx_init (&c, self, copy);
  switch (action->kind)
    {
    case A_MOVE: case A_FORM: case A_ADD: case A_PICKUP: case A_DROP: case A_GARRISON: case A_STOP:
    case A_MARCH: case A_MARCH_SCOUT:
      ohio_explain_ops (&c, action, why);
      break;
    case A_SETUP:
      why->text = ohio_setup_refusal (&c, action->args[0]);
      why->rule = ohio_setup_rule (&c, action->args[0]);
      break;
    case A_CASUALTY:
      why->reason = _("another piece must take this casualty first, or this one may not take it");
      why->rule = "14.7";
      break;
    case A_RETREAT:
    case A_RETREAT_UNIT:
      /* Translators: Blood on the Ohio: WC is the Western Confederacy */
      why->reason = _("a retreat goes to an adjacent space closest to a friendly structure, never into a fort, a "
                      "defended settlement or Fort Miamis for the WC, nor back into the attacker's space");
      why->rule = "15.1";
      break;
    case A_AMBUSH:
      /* Translators: Blood on the Ohio: VP are victory points */
      why->reason = _("only a stack next to the moving force, with 1/2 VP, not five times weaker and not having "
                      "ambushed this force yet, may ambush");
      why->rule = "18.1";
      break;
    default:
      break;
    }
  bh_state_free (copy);
}

static gboolean
ohio_check_action (BhRules *rules, const BhState *state, const BhAction *action, GError **error)
{
  BhOhioRules *self = BH_OHIO_RULES (rules);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));

  list_into (self, state, legal);
  return bh_rules_check_listed (legal, self->data, state, action, &ohio_action_kinds[action->kind],
                                decision_name (state->pending.kind), error);
}

/* The engine asks why an action the decision does not list is refused
 * (RULES-DONE 5). */
static char *
ohio_explain_refusal (BhRules *rules, const BhState *state, const BhAction *action, const char **rule)
{
  OhioWhy why = { NULL, NULL, NULL };

  if (action->kind >= A_N_KINDS || state->pending.side < 0)
    return NULL;
  explain (BH_OHIO_RULES (rules), state, action, &why);
  if (why.reason == NULL && why.text == NULL && state->pending.kind == D_SA)
    {
      /* A special action names its own rule, not the decision's 5.0. */
      BhState *copy = bh_state_copy (state);
      OhioCtx c;

      ohio_ctx_init (&c, BH_OHIO_RULES (rules), copy);
      ohio_explain_special (&c, action, &why);
      bh_state_free (copy);
    }
  if (why.reason == NULL && why.text == NULL)
    return NULL;
  *rule = why.rule;
  return why.text != NULL ? why.text : g_strdup (why.reason);
}

static void
apply_noting (BhOhioRules *self, BhState *state, const BhAction *action, GString *notes)
{
  OhioCtx c;

  ohio_ctx_init (&c, self, state);
  c.notes = notes;
  switch (action->kind)
    {
    case A_PASS:
    case A_SAVE:
      ohio_apply_sa_common (&c, action);
      break;
    case A_RECRUIT_US: case A_RECRUIT_WC: case A_TREATY: case A_ALLIANCE: case A_BUILD:
    case A_BUILD_FORT: case A_REPAIR: case A_RAID: case A_SEARCH_ARTILLERY: case A_SEARCH_RAIDERS:
    case A_STRATEGIC: case A_STRATEGIC_WITH:
      ohio_apply_special (&c, action);
      break;
    case A_PLACE: case A_REDRAW: case A_KEEP: case A_TAKE_ARMS: case A_RECRUIT_ROLL:
      if (state->pending.kind == D_WINTER)
        ohio_apply_winter (&c, action);
      else
        ohio_apply_place (&c, action);
      break;
    case A_WINTER_CUP:
      ohio_apply_winter (&c, action);
      break;
    case A_SETUP: case A_SETUP_EXAMPLE: case A_STACKS_DONE:
      ohio_apply_setup (&c, action);
      break;
    case A_HARASS: case A_NO_HARASS:
      ohio_apply_harass (&c, action);
      break;
    case A_FORM: case A_ADD: case A_MARCH: case A_MARCH_SCOUT: case A_CANCEL: case A_END_OPS:
    case A_GARRISON: case A_UNGARRISON: case A_BREAKOUT: case A_MOVE: case A_PICKUP: case A_DROP:
    case A_STOP: case A_PASS_THROUGH: case A_ATTACK: case A_OVERRUN: case A_IGNORE:
      if (state->pending.kind == D_SETUP_FORT)
        ohio_apply_setup (&c, action);
      else if (state->pending.kind == D_REINF_CHOOSE)
        ohio_apply_battle (&c, action);
      else
        ohio_apply_ops (&c, action);
      break;
    case A_AMBUSH: case A_NO_AMBUSH:
      if (state->pending.kind == D_DEF_DECLARE)
        ohio_apply_battle (&c, action);
      else
        ohio_apply_ambush (&c, action);
      break;
    case A_DEFEND: case A_RBC: case A_RBC_TP: case A_RBC_NO_TP: case A_SCOUT: case A_REROLL:
    case A_NO_REROLL: case A_REINFORCE: case A_NO_REINFORCE:
      ohio_apply_battle (&c, action);
      break;
    case A_CASUALTY: case A_HIT_STRUCTURE:
      ohio_apply_casualty (&c, action);
      break;
    case A_RETREAT: case A_RETREAT_UNIT:
      ohio_apply_retreat (&c, action);
      break;
    case A_RELOCATE:
      ohio_apply_relocate (&c, action->args[0]);
      break;
    case A_SUPPLY: case A_NO_SUPPLY:
      ohio_apply_supply (&c, action);
      break;
    default:
      g_return_if_reached ();
    }
  ohio_advance (&c);
}

static void
ohio_apply (BhRules *rules, BhState *state, const BhAction *action)
{
  apply_noting (BH_OHIO_RULES (rules), state, action, NULL);
}

static char *
ohio_describe_action_iface (BhRules *rules, const BhState *state, const BhAction *action, int seat)
{
  return ohio_describe_action (BH_OHIO_RULES (rules), state, action, seat);
}

/* The log's account of an action: its wording, then what the rules did,
 * applying it again to a copy of the state before with notes on. */
static char *
ohio_annotate (BhRules *rules, const BhState *state, const BhAction *action)
{
  return ohio_annotate_action (BH_OHIO_RULES (rules), state, action);
}

static char *
ohio_narrate (BhRules *rules, const BhState *before, const BhAction *action, const BhState *after)
{
  BhOhioRules *self = BH_OHIO_RULES (rules);
  g_autoptr(BhState) copy = bh_state_copy (before);
  g_autoptr(GString) notes = g_string_new (NULL);
  const OhioExtra *xb = bh_state_const_extra (before), *xa = bh_state_const_extra (after);
  /* Both sides read the log: its line is the US's (25.2 hides the WC
   * pieces that move or set up), the WC's own names told below or in
   * the notes as secrets. */
  g_autofree char *wording = ohio_describe_action (self, before, action, 0);
  GString *out;

  /* 25.2: a WC piece the US may not see (wintering on the map, 15.0; a
   * casualty, 14.7.2) is named to the WC only. */
  if ((action->kind == A_PLACE || action->kind == A_CASUALTY) && action->side == 1 && action->n_args >= 1 &&
      action->args[0] >= 0 && action->args[0] < (int) self->d->n_pieces &&
      !bh_rules_piece_visible (rules, before, action->args[0], 0))
    {
      g_autofree char *full = g_steal_pointer (&wording);
      g_autofree char *seen = action->kind == A_PLACE
        /* Translators: Blood on the Ohio (25.2): what the US reads of a WC piece placed; a space or box */
        ? g_strdup_printf (_("Place a WC piece at %s"), bh_narration_location (self->data, action->args[1]))
        /* Translators: Blood on the Ohio (25.2): what the US reads of the WC's casualty */
        : g_strdup (_("Casualty: a WC piece"));

      wording = bh_narration_secret (action->side, full, seen);
    }
  apply_noting (self, copy, action, notes);
  out = bh_narration_new (wording, notes);
  if (xb->vp2[0] != xa->vp2[0] || xb->vp2[1] != xa->vp2[1])
    {
      g_autofree char *us = ohio_vp_text (xa->vp2[0]);
      g_autofree char *wc = ohio_vp_text (xa->vp2[1]);

      /* Translators: Blood on the Ohio: the victory points after an action:
         VP are victory points; each side's short name (“US”, “WC”) and its
         points (“3”, “½”, “2½”); the rule number stays */
      g_string_append_printf (out, _("\nVP: %s %s, %s %s (24.0)"), bh_game_data_get_side (self->data, 0)->short_name, us,
                              bh_game_data_get_side (self->data, 1)->short_name, wc);
    }
  bh_narration_append_result (out, self->data, before, after);
  return g_string_free (out, FALSE);
}

/* A piece marked as moving belongs to a force of its own side: the main
 * force (or the one being formed) of the side that moves, or its side's
 * reinforcement (14.3), on its way or still waiting where it formed. (A
 * force's pieces may stand elsewhere than its space: sent back by a Delay
 * or a retreat while the move is still open.) */
static gboolean
force_piece_placed (const BhState *state, const OhioExtra *x, int p, int side, int loc)
{
  guint8 f = bh_state_const_pieces (state)[p].flags;

  if ((f & F_BATTLE) && (x->battle.active || x->stash.active))
    return TRUE;   /* an attacker in the battle (an unused scout also bears F_REINF) */
  if (f & F_REINF)
    return (x->reinf.kind != MOVE_NONE && x->reinf.side == side) ||
           (x->battle.active && x->battle.reinf_space[side] == loc) ||
           (x->stash.active && x->stash.reinf_space[side] == loc);
  return (x->move.kind != MOVE_NONE && x->move.side == side) ||
         (state->pending.kind == D_FORM && state->pending.side == side && x->forming_space == loc);
}

static gboolean
ohio_check_invariants (BhRules *rules, const BhState *state, GError **error)
{
  BhOhioRules *self = BH_OHIO_RULES (rules);
  const OhioData *d = self->d;
  const OhioExtra *x = bh_state_const_extra (state);
  const BhPieceState *pc = bh_state_const_pieces (state);
  const gint16 *mk = bh_state_const_markers (state);
  OhioCtx c;
  gboolean at_rest, between;

  ohio_ctx_init (&c, self, (BhState *) state);
  if (!ohio_index_check (&c))
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "the index of pieces by location is out of step");
      return FALSE;
    }
  for (int s = 0; s < 2; s++)
    {
      if (x->vp2[s] < 0 || x->vp2[s] > 2 * d->vp_max)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "VP of side %d out of range: %d half points", s, x->vp2[s]);
          return FALSE;
        }
      if (mk[d->m_vp[s]] != MIN (x->vp2[s] / 2, d->vp_max))
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "VP marker of side %d disagrees with the VP", s);
          return FALSE;
        }
    }
  if (state->result != BH_RESULT_ONGOING)
    return TRUE;
  at_rest = x->move.kind == MOVE_NONE && x->reinf.kind == MOVE_NONE && !x->retreat.active && !x->battle.active;
  between = at_rest && !x->cas.active && !x->amb.active;
  /* One pass over the map through the index. */
  for (guint s = 0; s < d->n_spaces; s++)
    {
      int us = -1, wc = -1, defender = -1;
      gboolean outside = FALSE, fort;

      if (c.ix->head[s] < 0)
        continue;
      FOR_PIECES_AT (&c, s, p)
        {
          const OhioPieceInfo *pi = &d->pieces[p];

          /* 2.5.2: nothing stays on a river space, except the WC at Fort Miamis (20.7). */
          if (d->spaces[s].river && at_rest && pi->klass != PC_FORT_MIAMIS &&
              !(pi->side == 1 && (x->space_flags[s] & SPF_FORT_MIAMIS)) &&
              !(pi->klass == PC_ARTILLERY && pc[p].face == 1))
            {
              g_autofree char *id = bh_game_data_dup_piece_id (self->data, p);

              g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "%s ended on the river space %s (2.5.2)", id,
                           bh_game_data_get_location_name (self->data, s));
              return FALSE;
            }
          if ((pc[p].flags & F_FORCE) && x->move.kind == MOVE_NONE && x->reinf.kind == MOVE_NONE &&
              state->pending.kind != D_FORM && state->pending.kind != D_REINF_CHOOSE)
            {
              g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "piece %d is marked as moving but no force moves", p);
              return FALSE;
            }
          if ((pc[p].flags & F_FORCE) && !force_piece_placed (state, x, p, pi->side, (int) s))
            {
              g_autofree char *id = bh_game_data_dup_piece_id (self->data, p);
              g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "%s on %s is marked as moving but is not with its side's force (6.3, 14.3)",
                           id, bh_game_data_get_location_name (self->data, s));
              return FALSE;
            }
          if (pc[p].flags & F_DEFEND)
            defender = p;
          if (!ohio_is_military (&c, p))
            continue;
          if (pi->side == 0)
            {
              us = p;
              outside |= !(pc[p].flags & F_DEFEND);
            }
          else
            wc = p;
        }
      /* 23.0: British Arms never stand by themselves where there is no village. */
      if (between && state->pending.kind != D_FORM && ohio_arms_stranded (&c, (int) s, -1, -1))
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "British Arms left by themselves on %s (23.0)",
                       bh_game_data_get_location_name (self->data, s));
          return FALSE;
        }
      /* Between moves and battles, no space holds military units of both
       * sides except a besieged fort (20.2); only forts are defended. */
      if (!between || (defender < 0 && (us < 0 || wc < 0) && !(x->space_flags[s] & SPF_FORT_MIAMIS)))
        continue;
      fort = ohio_has_fort (&c, s);
      if (defender >= 0 && !fort)
        {
          g_autofree char *a = bh_game_data_dup_piece_id (self->data, defender);

          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "%s defends %s, which has no fort (20.1)", a,
                       bh_game_data_get_location_name (self->data, s));
          return FALSE;
        }
      if ((x->space_flags[s] & SPF_FORT_MIAMIS) && ohio_stack_unit_fp (&c, s, 1, 0, 0) > d->fort_miamis_cap)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "more than %d WC FP at Fort Miamis (20.7)", d->fort_miamis_cap);
          return FALSE;
        }
      if (us >= 0 && wc >= 0 && (outside || !fort))
        {
          g_autofree char *a = bh_game_data_dup_piece_id (self->data, us);
          g_autofree char *b = bh_game_data_dup_piece_id (self->data, wc);

          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "both sides' units (%s, %s) stand on %s outside a siege",
                       a, b, bh_game_data_get_location_name (self->data, s));
          return FALSE;
        }
    }
  if (state->pending.side != 0 && state->pending.side != 1)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "no side to decide");
      return FALSE;
    }
  return TRUE;
}

/* The battle a side declares, re-rolls or reinforces in (14.x), the
 * space a force retreats from (15.0), where casualties are taken (14.7):
 * the decision's place. */
static int
ohio_decision_location (BhRules *rules, const BhState *state)
{
  const OhioExtra *x = bh_state_const_extra (state);

  switch (state->pending.kind)
    {
    case D_DECLARE: case D_DEF_DECLARE: case D_RBC_TP: case D_SCOUT_USE: case D_REROLL: case D_REINF_CHOOSE:
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
ohio_describe_decision (BhRules *rules, const BhState *state, int seat)
{
  BhOhioRules *self = BH_OHIO_RULES (rules);
  const BhPhase *phase;
  char *text;
  int where;
  char *over = bh_rules_describe_game_over (self->data, state);

  if (over != NULL)
    return over;
  if (state->pending.kind == D_SETUP)
    {
      OhioCtx c;
      const char *name;

      /* Before the first segment (App. 2, App. 4): no segment is under way
       * yet, though the segment marker already stands on the first. */
      ohio_ctx_init (&c, self, (BhState *) state);
      name = ohio_piece_name (&c, state->pending.args[0]);
      /* 25.2 (option): told to the US, the WC piece about to set up is
       * not named, or the US would know what stands in the stack it goes
       * to (as the set-up's note, ohio_told_name). */
      if (seat == 0 && ohio_kept_from_us (&c, state->pending.args[0]))
        name = _("a WC piece");
      /* Translators: Blood on the Ohio: before the first segment; the side,
         the piece it places (or “a WC piece”, hidden from the US under
         25.2), the appendix (“App. 2” or “App. 4”) */
      return g_strdup_printf (_("set-up, before turn %d: %s to decide where %s sets up (%s)"), state->turn,
                              bh_game_data_get_side (self->data, state->pending.side)->short_name, name,
                              ohio_setup_rule (&c, state->pending.args[0]));
    }
  if (state->pending.kind == D_SETUP_FORT)
    {
      OhioCtx c;

      ohio_ctx_init (&c, self, (BhState *) state);
      /* Translators: Blood on the Ohio: before the first segment; the
         side, the fort's space, the appendix (“App. 2” or “App. 4”) */
      return g_strdup_printf (_("set-up, before turn %d: %s to decide which units defend %s from inside and which "
                                "screen it (%s, 20.1)"),
                              state->turn, bh_game_data_get_side (self->data, state->pending.side)->short_name,
                              ohio_setup_fort_name (&c, state->pending.args[0]), ohio_setup_rule (&c, -1));
    }
  phase = bh_game_data_get_phase (self->data, state->phase);
  where = ohio_decision_location (rules, state);
  if (where >= 0)
    /* Translators: Blood on the Ohio: the turn, the segment of the turn, the
       segment's name, where the battle or retreat is, the side (“US” or
       “WC”), then what it must decide (e.g. “where to retreat (15.0)”) */
    text = g_strdup_printf (_("turn %d, segment %d (%s), at %s: %s to decide %s"), state->turn, state->phase + 1,
                            phase->name, bh_game_data_get_location_name (self->data, where),
                            bh_game_data_get_side (self->data, state->pending.side)->short_name,
                            decision_name (state->pending.kind));
  else
    /* Translators: Blood on the Ohio: the turn, the segment of the turn, the
       segment's name, the side (“US” or “WC”), then what it must decide
       (e.g. “a special action (5.0)”) */
    text = g_strdup_printf (_("turn %d, segment %d (%s): %s to decide %s"), state->turn, state->phase + 1,
                            phase->name, bh_game_data_get_side (self->data, state->pending.side)->short_name,
                            state->pending.kind == D_PLACE ? place_decision_name (state->pending.args[1])
                            : decision_name (state->pending.kind));
  if (state->pending.kind == D_MOVE)
    {
      OhioCtx c;
      const OhioMove *m;

      /* Only read: the state is not changed. */
      ohio_ctx_init (&c, self, (BhState *) state);
      m = ohio_current_move (&c);
      if (m != NULL && m->kind != MOVE_NONE)
        {
          char *with = g_strdup_printf (
            /* Translators: Blood on the Ohio (6.0): the decision above, then
               the force's movement points left and in all */
            _("%s — %d of %d MP left"), text, MAX (m->mp_left, 0), m->mp_total + m->scout_bonus);

          g_free (text);
          text = with;
        }
    }
  return text;
}

/* 25.2: with the option, the US may not examine WC stacks.  Cups are
 * hidden from everybody by their box visibility; a piece drawn from one
 * is revealed to both sides (the log names it). */
static gboolean
ohio_piece_visible (BhRules *rules, const BhState *state, int piece, int seat)
{
  BhOhioRules *self = BH_OHIO_RULES (rules);
  const OhioData *d = self->d;
  const OhioExtra *x = bh_state_const_extra (state);
  int loc = bh_state_const_pieces (state)[piece].location;

  /* 25.2 hides WC stacks; a village marker is a structure printed on the
   * space, not a stack, and stays in the US view (docs/rules/ohio.md). */
  if (loc != BH_OFFBOARD && loc < (int) d->n_spaces && (x->options & OPT_EXAMINE_STACKS) &&
      seat == 0 && d->pieces[piece].side == 1 &&
      d->pieces[piece].klass != PC_VILLAGE && d->pieces[piece].klass != PC_PRINCIPAL)
    return FALSE;
  return bh_rules_default_piece_visible (rules, state, piece, seat);
}

/* Every piece the block or the pending decision names, as pointers to
 * 16-bit or 32-bit fields; -1 names none. */
typedef struct {
  gint16 *short_refs[OHIO_QUEUE_MAX + 8];
  guint n_short;
  gint32 *long_ref;
} OhioRefs;

static void
collect_refs (BhState *state, OhioRefs *r)
{
  OhioExtra *x = bh_state_extra (state);

  r->n_short = 0;
  for (guint i = 0; i < x->place.n && i < OHIO_QUEUE_MAX; i++)
    r->short_refs[r->n_short++] = &x->place.piece[i];
  r->short_refs[r->n_short++] = &x->place.drawn;
  if (x->relocate_active)
    r->short_refs[r->n_short++] = &x->relocate_piece;
  for (int s = 0; s < 2; s++)
    {
      if (x->battle.active)
        r->short_refs[r->n_short++] = &x->battle.rbc_tp[s];
      if (x->stash_active)
        r->short_refs[r->n_short++] = &x->stash.rbc_tp[s];
    }
  switch (state->pending.kind)
    {
    case D_SA_PLACE: case D_SA_REDRAW: case D_SCOUT_USE: case D_RELOCATE: case D_PLACE: case D_WINTER:
      r->long_ref = &state->pending.args[0];
      break;
    default:
      r->long_ref = NULL;
      break;
    }
}

static guint
ohio_named_pieces (BhRules *rules, const BhState *state, gint32 *named, guint max)
{
  OhioRefs r;
  guint n = 0;

  /* Read only: the pointers are not written through. */
  collect_refs ((BhState *) state, &r);
  if (r.long_ref && n < max)
    named[n++] = *r.long_ref;
  for (guint i = 0; i < r.n_short && n < max; i++)
    named[n++] = *r.short_refs[i];
  return n;
}

/* The engine has dealt hidden pieces anew (a view, a determinization):
 * the index of pieces by place is rebuilt (its order would tell a cup's
 * order) and every piece the block or the pending decision names is
 * renamed the same way. */
static void
ohio_rename_pieces (BhRules *rules, BhState *state, const guint16 *renumber)
{
  OhioCtx c;
  OhioRefs r;
  int n = state->n_pieces;

  ohio_ctx_init (&c, BH_OHIO_RULES (rules), state);
  ohio_index_rebuild (&c);
  collect_refs (state, &r);
  for (guint i = 0; i < r.n_short; i++)
    if (*r.short_refs[i] >= 0 && *r.short_refs[i] < n)
      *r.short_refs[i] = renumber[*r.short_refs[i]];
  if (r.long_ref && *r.long_ref >= 0 && *r.long_ref < n)
    *r.long_ref = renumber[*r.long_ref];
}

static void
bh_ohio_rules_iface_init (BhRulesInterface *iface)
{
  iface->setup = ohio_setup;
  iface->list_actions = ohio_list_actions;
  iface->check_action = ohio_check_action;
  iface->explain_refusal = ohio_explain_refusal;
  iface->apply = ohio_apply;
  iface->check_invariants = ohio_check_invariants;
  iface->describe_decision = ohio_describe_decision;
  iface->decision_location = ohio_decision_location;
  iface->piece_visible = ohio_piece_visible;
  iface->named_pieces = ohio_named_pieces;
  iface->rename_pieces = ohio_rename_pieces;
  iface->action_rule = ohio_action_rule;
  iface->describe_action = ohio_describe_action_iface;
  iface->narrate = ohio_narrate;
  iface->annotate_action = ohio_annotate;
  iface->describe_status = ohio_describe_status;
  iface->piece_status = ohio_piece_status;
  iface->evaluate = ohio_ai_evaluate;
  iface->policy = ohio_ai_policy;
  iface->horizon = ohio_ai_horizon;
}
