/* bh-madison-rules.c — Mr. Madison's War as a BhRules: the action kinds,
 * the GObject, the dispatch of list / check / apply to the rule modules,
 * the log's narration and the invariants.  Hands, held cards and piles are
 * hidden by the boxes' visibility (board.xml), the engine's default view. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"
#include "bh-madison-ai.h"
#include "bh-madison-refusal.h"
#include "bh-narration.h"
#include "bh-rules-object.h"
#include "bh-rules-refusal.h"

const BhActionKind mad_action_kinds[A_N_KINDS] = {
  [A_KEEP] = { "keep", "6.2", 0, { 0 } },
  [A_OPS] = { "ops", "8.31", 1, { BH_ARG_PIECE } },
  [A_EVENT] = { "event", "8.31", 1, { BH_ARG_PIECE } },
  [A_HOLD] = { "hold", "7.34", 1, { BH_ARG_PIECE } },
  [A_LEADER] = { "leader", "8.4", 1, { BH_ARG_PIECE } },
  [A_UNITS] = { "units", "8.6", 1, { BH_ARG_LOCATION } },
  [A_ADD] = { "add", "8.41", 1, { BH_ARG_PIECE } },
  [A_GO] = { "go", "9.1", 0, { 0 } },
  [A_MOVE] = { "move", "9.2", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_PICKUP] = { "pickup", "8.42", 1, { BH_ARG_PIECE } },
  [A_DROP] = { "drop", "8.42", 1, { BH_ARG_PIECE } },
  [A_END] = { "end", "10.1", 0, { 0 } },
  [A_LEAD] = { "lead", "10.31", 1, { BH_ARG_PIECE } },
  [A_LOSS] = { "loss", "10.52", 1, { BH_ARG_PIECE } },
  [A_RETREAT] = { "retreat", "10.7", 1, { BH_ARG_LOCATION } },
  [A_PASS] = { "pass", "16.1", 0, { 0 } },
  [A_RESTORE] = { "restore", "8.31", 1, { BH_ARG_PIECE } },
  [A_FLIP] = { "flip", "8.31", 1, { BH_ARG_PIECE } },
  [A_DONE] = { "done", "8.31", 0, { 0 } },
  [A_DEPOT] = { "depot", "13.52", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_RBC] = { "rbc", "9.41", 0, { 0 } },
  [A_STAND] = { "stand", "9.45", 0, { 0 } },
  [A_CAMPAIGN] = { "campaign", "8.7", 1, { BH_ARG_PIECE } },
  [A_BATTLE] = { "battle", "8.31", 1, { BH_ARG_PIECE } },
  [A_NO_BATTLE] = { "no-battle-card", "10.62", 0, { 0 } },
  [A_EMBARK] = { "embark", "11.3", 2, { BH_ARG_PIECE, BH_ARG_PIECE } },
  [A_LAND] = { "land", "11.52", 1, { BH_ARG_PIECE } },
  [A_NBV] = { "nbv", "15.12", 1, { BH_ARG_PIECE } },
  [A_BUILD] = { "build", "15.13", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_REPAIR] = { "repair", "15.22", 1, { BH_ARG_PIECE } },
  [A_REACT] = { "react", "8.31", 1, { BH_ARG_PIECE } },
  [A_NO_REACTION] = { "no-reaction", "8.31", 0, { 0 } },
  [A_WITHDRAW] = { "withdraw", "11.21", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_FIGHT] = { "fight", "10.1", 1, { BH_ARG_LOCATION } },
  [A_DELAY] = { "delay", "14.21", 1, { BH_ARG_PIECE } },
  [A_PLACE] = { "place", "14.1", 0, { 0 } },
  [A_ASSAULT] = { "assault", "14.31", 1, { BH_ARG_LOCATION } },
  [A_MARCH] = { "march", "8.31", 1, { BH_ARG_LOCATION } },
  [A_CHOOSE] = { "choose", "8.31", 1, { BH_ARG_LOCATION } },
  [A_ESCORT] = { "escort", "11.35", 1, { BH_ARG_PIECE } },
  [A_TAKE] = { "take", "8.31", 1, { BH_ARG_PIECE } },
  [A_COMMAND] = { "command", "3.35", 1, { BH_ARG_PIECE } },
};

BH_DEFINE_RULES_OBJECT (BhMadisonRules, bh_madison_rules, mad_data_new, mad_data_free,
                        NULL, mad_action_kinds, A_N_KINDS, MadExtra)

static gboolean
mad_setup_iface (BhRules *rules, BhState *state, const BhScenario *scenario, GError **error)
{
  BhMadisonRules *self = BH_MADISON_RULES (rules);
  MadCtx c;
  int index;

  if (self->d == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("the Mr. Madison's War data could not be read"));
      return FALSE;
    }
  index = bh_game_data_find_scenario (self->data, scenario->id);
  if (index < 0)
    {
      /* Translators: Mr. Madison's War: the id of a scenario */
      g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("no scenario %s"), scenario->id);
      return FALSE;
    }
  mad_ctx_init (&c, self, state);
  mad_decide (&c, MAD_US, D_NONE);
  return mad_setup (&c, index, error);
}

static void
list_into (BhMadisonRules *self, const BhState *state, GArray *actions)
{
  MadCtx c;

  mad_ctx_init (&c, self, (BhState *) state);
  c.out = actions;
  switch (state->pending.kind)
    {
    case D_PREWAR:
    case D_PLAY: mad_list_play (&c); mad_list_withdrawals (&c); break;
    case D_ACTIVATE: mad_list_activate (&c); break;
    case D_FORM: mad_list_form (&c); break;
    case D_MOVE: mad_list_move (&c); break;
    case D_LEAD:
    case D_LOSS:
    case D_NAVAL_RETREAT: mad_list_battle (&c); break;
    case D_RETREAT: mad_list_retreat (&c); break;
    case D_WINTER: mad_list_winter (&c); break;
    case D_RESTORE: mad_list_restore (&c); break;
    case D_RBC: mad_list_rbc (&c); break;
    case D_BATTLE_CARD: mad_list_battle_cards (&c); break;
    case D_SHIPYARD: mad_list_shipyard (&c); break;
    case D_REACTION: mad_list_reactions (&c); break;
    case D_HAVEN: mad_list_haven (&c); break;
    case D_FLEET: mad_list_fleet (&c); break;
    case D_BATTLE_ORDER: mad_list_battle_order (&c); break;
    case D_REINFORCE:
    case D_ARRIVAL: mad_list_reinforce (&c); break;
    case D_TARGET: mad_order_list_targets (&c); break;
    case D_EVENT_SPACE: mad_list_event_space (&c); break;
    case D_FALL_BACK: mad_order_list_fall_back (&c); break;
    case D_EVENT_PIECE: mad_list_event_pieces (&c); break;
    case D_FREE_RETREAT: mad_list_free_retreat (&c); break;
    case D_BUMP: mad_list_bump (&c); break;
    case D_COMMAND: mad_list_command (&c); break;
    default: break;
    }
  for (guint i = 0; i < actions->len; i++)
    g_array_index (actions, BhAction, i).side = state->pending.side;
}

static void
mad_list_actions (BhRules *rules, const BhState *state, GArray *actions)
{
  list_into (BH_MADISON_RULES (rules), state, actions);
}

static const char *
decision_name (const BhState *state)
{
  int kind = state->pending.kind;

  static const char *names[D_N] = {
    /* Translators: Mr. Madison's War: what a side must decide, shown after
       “US to decide”; the rule number stays as it is */
    [D_NONE] = N_("nothing"), [D_PREWAR] = N_("whether to keep or play the card drawn (6.2)"),
    [D_PLAY] = N_("a card to play or hold (7.32)"), [D_ACTIVATE] = N_("what the card activates (8.31)"),
    [D_FORM] = N_("the units that go (8.41)"), [D_MOVE] = N_("the next move (9.1)"),
    [D_LEAD] = N_("the lead unit (10.31)"), [D_LOSS] = N_("which unit takes a step loss (10.52)"),
    [D_RETREAT] = N_("where to retreat (10.71)"), [D_WINTER] = N_("a winter event to play (16.1)"),
    [D_RESTORE] = N_("the units to restore (8.31)"), [D_RBC] = N_("whether to retreat before combat (9.41)"),
    [D_BATTLE_CARD] = N_("whether to play a battle card in this round (8.31)"),
    [D_NAVAL_RETREAT] = N_("the lakeside town the ships or the naval leader go to (12.52)"),
    [D_SHIPYARD] = N_("the ships to build or repair (15.12)"),
    [D_REACTION] = N_("whether to play a reaction card against the enemy force (8.31)"),
    [D_HAVEN] = N_("the lakeside town the ships or the naval leader go to (9.61)"),
    [D_FLEET] = N_("where the ships go in the Mutual Fleet Return Phase (7.4)"),
    [D_BATTLE_ORDER] = N_("the battle to fight next (10.1)"),
    [D_REINFORCE] = N_("which reinforcements to hold back a turn (14.21)"),
    [D_ARRIVAL] = N_("whether the reinforcements attack the enemy on their space or wait (14.31)"),
    [D_TARGET] = N_("the space the event's force attacks or marches to (8.31)"),
    [D_EVENT_SPACE] = N_("the space the event works on (8.31)"),
    [D_FALL_BACK] = N_("where each unit falls back, or which is reduced (8.31)"),
    [D_FREE_RETREAT] = N_("whether to retreat before the next round without penalty (8.31)"),
    [D_BUMP] = N_("where to step aside from a space too weakly held (10.72, 14.33)"),
    [D_COMMAND] = N_("which of the leaders equal in rank commands (3.35)"),
    [D_EVENT_PIECE] = N_("the pieces the event places or removes (8.31)"),
  };

  /* 16.22: the winter's losses are the attrition's, not a battle's. */
  if (kind == D_LOSS && ((const MadExtra *) bh_state_extra ((BhState *) state))->stage == STG_ATTRITION)
    return _("which unit takes a winter attrition loss (16.22)");
  return kind >= 0 && kind < D_N && names[kind] ? _(names[kind]) : "?";
}

static gboolean
mad_check_action (BhRules *rules, const BhState *state, const BhAction *action, GError **error)
{
  BhMadisonRules *self = BH_MADISON_RULES (rules);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  const BhActionKind *kind = &mad_action_kinds[action->kind];

  list_into (self, state, legal);
  return bh_rules_check_listed (legal, self->data, state, action, kind, decision_name (state), error);
}

static void
apply_noting (BhMadisonRules *self, BhState *state, const BhAction *action, GString *notes)
{
  MadCtx c;

  mad_ctx_init (&c, self, state);
  c.notes = notes;
  /* 7.33: the first player's roll made at the set-up, in the log at last. */
  if (c.x->setup_roll[0])
    {
      mad_note (&c, "7.33", _("First player roll: %s %d, %s %d"), mad_side (&c, MAD_US), c.x->setup_roll[0],
                mad_side (&c, MAD_GB), c.x->setup_roll[1]);
      c.x->setup_roll[0] = c.x->setup_roll[1] = 0;
    }
  if (state->pending.kind == D_FLEET)
    mad_apply_fleet (&c, action);
  else if (state->pending.kind == D_FALL_BACK)
    mad_order_apply_fall_back (&c, action);
  else if (state->pending.kind == D_FREE_RETREAT)
    mad_apply_free_retreat (&c, action);
  else if (state->pending.kind == D_BUMP)
    mad_apply_bump (&c, action);
  else
  switch (action->kind)
    {
    case A_KEEP: case A_OPS: case A_HOLD: case A_CAMPAIGN: case A_RESTORE: case A_FLIP: case A_DONE: case A_DEPOT:
      mad_apply_play (&c, action);
      break;
    case A_EVENT: case A_PASS:
      if (state->pending.kind == D_WINTER)
        mad_apply_winter (&c, action);
      else
        mad_apply_play (&c, action);
      break;
    case A_LEADER: case A_UNITS: case A_ADD: case A_GO: case A_MOVE: case A_PICKUP: case A_DROP: case A_END:
    case A_EMBARK: case A_LAND: case A_ESCORT:
      mad_apply_move (&c, action);
      break;
    case A_LEAD: case A_COMMAND: case A_LOSS: case A_RETREAT: case A_RBC: case A_STAND:
      if (state->pending.kind == D_HAVEN)
        mad_apply_haven (&c, action);
      else
        mad_apply_battle (&c, action);
      break;
    case A_REACT: case A_NO_REACTION:
      mad_apply_reaction (&c, action);
      break;
    case A_WITHDRAW:
      mad_apply_withdrawal (&c, action);
      break;
    case A_MARCH:
      mad_order_apply_target (&c, action);
      break;
    case A_CHOOSE:
      mad_apply_event_space (&c, action);
      break;
    case A_TAKE:
      mad_apply_event_piece (&c, action);
      break;
    case A_FIGHT:
      if (state->pending.kind == D_TARGET)
        mad_order_apply_target (&c, action);
      else
        mad_apply_battle_order (&c, action);
      break;
    case A_DELAY: case A_PLACE: case A_ASSAULT:
      mad_apply_reinforce (&c, action);
      break;
    case A_NBV: case A_BUILD: case A_REPAIR:
      mad_apply_shipyard (&c, action);
      break;
    case A_BATTLE: case A_NO_BATTLE:
      mad_apply_battle_card (&c, action);
      break;
    default:
      g_return_if_reached ();
    }
  mad_linked_removals (&c);
  mad_advance (&c);
  mad_linked_removals (&c);
  if (state->result == BH_RESULT_ONGOING)
    mad_update_vp (&c);
}

static void
mad_apply (BhRules *rules, BhState *state, const BhAction *action)
{
  apply_noting (BH_MADISON_RULES (rules), state, action, NULL);
}

static char *
mad_describe_action_iface (BhRules *rules, const BhState *state, const BhAction *action, int seat)
{
  return mad_describe (BH_MADISON_RULES (rules), state, action);
}

/* The log: the action's wording, then what the rules did, applying it again
 * to a copy of the state before with notes on. */
static char *
mad_narrate (BhRules *rules, const BhState *before, const BhAction *action, const BhState *after)
{
  BhMadisonRules *self = BH_MADISON_RULES (rules);
  g_autoptr(BhState) copy = bh_state_copy (before);
  g_autoptr(GString) notes = g_string_new (NULL);
  g_autofree char *wording = mad_narrate_wording (self, before, action);

  apply_noting (self, copy, action, notes);
  return g_string_free (bh_narration_new (wording, notes), FALSE);
}

#define fail bh_rules_invariant_fail

static gboolean
mad_check_invariants (BhRules *rules, const BhState *state, GError **error)
{
  BhMadisonRules *self = BH_MADISON_RULES (rules);
  const MadData *d = self->d;
  const MadExtra *x = bh_state_const_extra (state);
  const BhPieceState *pc = bh_state_const_pieces (state);
  MadCtx c;
  gboolean at_rest = x->b.stage == BS_NONE && x->n_battles == 0 && !x->rbc_active && state->pending.kind != D_MOVE &&
                     state->pending.kind != D_FORM && state->pending.kind != D_ACTIVATE &&
                     state->pending.kind != D_REACTION && state->pending.kind != D_HAVEN &&
                     state->pending.kind != D_BUMP;   /* 10.72, 14.33: the bumped units are still there */
  guint8 sides[MAD_MAX_LOCATIONS] = { 0 };

  mad_ctx_init (&c, self, (BhState *) state);
  /* 4.12: the marker shows the points the instant they change (at the end
   * the supply penalties of 4.3 apply instead). */
  if (state->result == BH_RESULT_ONGOING && bh_state_const_markers (state)[d->m_vp] != CLAMP (mad_vp_now (&c), d->vp_min, d->vp_max))
    return fail (error, "the VP marker (%d) disagrees with the position (%d)", bh_state_const_markers (state)[d->m_vp],
                 mad_vp_now (&c));
  /* the turn and VP tracks' ends (4.11, 7.0) */
  if (state->turn > x->last_turn || state->turn >= MAD_MAX_TURNS)
    return fail (error, "turn %d is past the scenario's last, %d", state->turn, x->last_turn);
  if (bh_state_const_markers (state)[d->m_vp] < d->vp_min || bh_state_const_markers (state)[d->m_vp] > d->vp_max)
    return fail (error, "the VP marker (%d) is off its track", bh_state_const_markers (state)[d->m_vp]);
  for (int s = 0; s < 2; s++)
    {
      /* 7.34 */
      if (x->holds[s] > d->holds_per_hand)
        return fail (error, "%s held %d cards from one hand", mad_side (&c, s), x->holds[s]);
      /* 6.31 */
      if (x->prewar_count[s] > d->prewar_limit)
        return fail (error, "%s drew %d cards in the Pre-war Sequence", mad_side (&c, s), x->prewar_count[s]);
    }
  for (guint p = 0; p < d->n_pieces; p++)
    {
      const MadPiece *m = &d->pieces[p];
      int loc = pc[p].location;
      gboolean card_box;

      if (loc == BH_OFFBOARD)
        continue;
      card_box = loc == d->pile[0] || loc == d->pile[1] || loc == d->pile[2] || loc == d->prewar_deck ||
                 loc == d->set_aside || loc == d->discard || loc == d->hand[0] || loc == d->hand[1] ||
                 loc == d->held[0] || loc == d->held[1] || loc == d->vp_cards;
      /* Cards stay among the card boxes, counters out of them. */
      if ((m->kind == PK_CARD) != card_box)
        return fail (error, "%s is in %s", mad_name (&c, p), mad_loc (&c, loc));
      if (loc >= (int) d->n_spaces)
        continue;
      /* 2.4, 11.41: only ships and naval leaders in a Lake Control Box;
       * 2.5: nothing stays in the Transit Box. */
      if (d->spaces[loc].lake_box && m->kind != PK_SHIP && m->kind != PK_NAVAL_LEADER && m->kind != PK_MARKER &&
          !(x->aboard[p] && !at_rest))
        return fail (error, "%s stands in the Lake Control Box %s", mad_name (&c, p), mad_loc (&c, loc));
      if (d->spaces[loc].transit && at_rest)
        return fail (error, "%s stays in the Lake Transit Box", mad_name (&c, p));
      /* 12.42, 12.52: a damaged ship never enters a Lake Control Box and
       * leaves it at the end of the naval combat that damaged it. */
      if (m->kind == PK_SHIP && pc[p].face > 0 && d->spaces[loc].lake_box && at_rest)
        return fail (error, "%s stays damaged in the Lake Control Box %s (12.42, 12.52)", mad_name (&c, p),
                     mad_loc (&c, loc));
      /* 3.61: the Northwest Company never leaves Lake Huron. */
      if (!mad_special_may_stand (&c, p, loc))
        return fail (error, "%s stands off its lake in %s (3.61)", mad_name (&c, p), mad_loc (&c, loc));
      /* 11.33, 9.47, 3.62: Indians and Dragoons never board ships. */
      if (x->aboard[p] && (m->indian || m->dragoon))
        return fail (error, "%s is aboard a ship (11.33)", mad_name (&c, p));
      /* 2.3, 2.13, 15.15: a ship stays on its own lake (Erie and Huron as
       * one, 2.6), at a lakeside town or in its box (or passing the
       * Transit Box, 2.5). */
      if (m->kind == PK_SHIP && m->lake >= 0 && m->lake < 8 && !d->spaces[loc].transit &&
          (d->spaces[loc].lake < 0 || d->spaces[loc].lake >= 8 || d->lake_group[d->spaces[loc].lake] != d->lake_group[m->lake]))
        return fail (error, "%s is off its lake at %s", mad_name (&c, p), mad_loc (&c, loc));
      /* 11.32: nobody stays aboard once the movement is over. */
      if (x->aboard[p] && at_rest)
        return fail (error, "%s stays aboard a ship", mad_name (&c, p));
      /* 3.63 */
      if (m->lc_militia && d->spaces[loc].owner == MAD_US)
        return fail (error, "the LC Militia is in US territory at %s", mad_loc (&c, loc));
      if ((m->kind == PK_UNIT || (m->kind == PK_SHIP && d->spaces[loc].lake_box)) && m->side >= 0)
        sides[loc] |= 1 << m->side;
    }
  /* 11.41: between card plays the lakes' control is settled: it follows
   * the boxes. */
  if (x->b.stage == BS_NONE && x->n_battles == 0 &&
      (state->pending.kind == D_PLAY || state->pending.kind == D_PREWAR || state->pending.kind == D_WINTER ||
       state->pending.kind == D_REINFORCE))
    for (int lake = 0; lake < (int) G_N_ELEMENTS (x->lake_held); lake++)
      if (x->lake_held[lake] != mad_lake_settled (&c, lake))
        return fail (error, "lake %d is held by side %d, its box says %d (11.41)", lake, x->lake_held[lake],
                     mad_lake_settled (&c, lake));
  /* 10.1: after its battles, no space holds both sides' units. */
  if (at_rest)
    for (guint s = 0; s < d->n_spaces; s++)
      if (sides[s] == 3)
        return fail (error, "both sides' units stand in %s after the battles (10.1, 11.41)", mad_loc (&c, s));
  if (state->result == BH_RESULT_ONGOING && state->pending.kind == D_NONE)
    return fail (error, "nobody must decide, yet the game goes on");
  return TRUE;
}

/* The battle a side names its lead unit, its card, its losses or its
 * retreat in (10.3-10.7), or commands (3.35): the decision's place. */
static int
mad_decision_location (BhRules *rules, const BhState *state)
{
  const MadExtra *x = bh_state_const_extra (state);

  if (x->b.stage == BS_NONE)
    return BH_NONE;
  switch (state->pending.kind)
    {
    case D_LEAD: case D_BATTLE_CARD: case D_LOSS: case D_RETREAT: case D_FREE_RETREAT: case D_COMMAND:
      return x->b.space;
    default:
      return BH_NONE;
    }
}

static char *
mad_describe_decision (BhRules *rules, const BhState *state, int seat)
{
  BhMadisonRules *self = BH_MADISON_RULES (rules);
  char *over = bh_rules_describe_game_over (self->data, state);
  int where;

  if (over != NULL)
    return over;
  where = mad_decision_location (rules, state);
  if (where >= 0)
    /* Translators: Mr. Madison's War: the turn, where the battle is, the
       side (“US” or “British”), then what it must decide */
    return g_strdup_printf (_("turn %d, at %s: %s to decide %s"), state->turn,
                            bh_game_data_get_location_name (self->data, where),
                            bh_game_data_get_side (self->data, MAX (state->pending.side, 0))->short_name,
                            decision_name (state));
  /* Translators: Mr. Madison's War: the turn, the side (“US” or “British”),
     then what it must decide */
  return g_strdup_printf (_("turn %d: %s to decide %s"), state->turn,
                          bh_game_data_get_side (self->data, MAX (state->pending.side, 0))->short_name,
                          decision_name (state));
}

/* The pieces the rules' block names (the card in play, the card just
 * drawn, the activated and campaign leaders, the lead units), as offsets
 * of gint16 fields in MadExtra. */
static const gsize piece_refs[] = {
  G_STRUCT_OFFSET (MadExtra, card), G_STRUCT_OFFSET (MadExtra, drawn), G_STRUCT_OFFSET (MadExtra, act_leader),
  G_STRUCT_OFFSET (MadExtra, camp_leader), G_STRUCT_OFFSET (MadExtra, camp_leader) + sizeof (gint16),
  G_STRUCT_OFFSET (MadExtra, b) + G_STRUCT_OFFSET (MadBattle, lead),
  G_STRUCT_OFFSET (MadExtra, b) + G_STRUCT_OFFSET (MadBattle, lead) + sizeof (gint16),
  G_STRUCT_OFFSET (MadExtra, b) + G_STRUCT_OFFSET (MadBattle, card),
  G_STRUCT_OFFSET (MadExtra, b) + G_STRUCT_OFFSET (MadBattle, card) + sizeof (gint16),
};

static guint
mad_named_pieces (BhRules *rules, const BhState *state, gint32 *named, guint max)
{
  const guint8 *x = bh_state_const_extra (state);
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (piece_refs) && n < max; i++)
    {
      gint16 p = *(const gint16 *) (x + piece_refs[i]);

      if (p >= 0 && p < state->n_pieces)
        named[n++] = p;
    }
  return n;
}

/* The engine has dealt hidden pieces anew: rename what the block names and
 * move the per-piece records with their pieces. */
static void
mad_rename_pieces (BhRules *rules, BhState *state, const guint16 *renumber)
{
  guint8 *raw = bh_state_extra (state);
  MadExtra *x = bh_state_extra (state);
  guint n = state->n_pieces;
  g_autofree MadExtra *copy = g_memdup2 (x, sizeof *x);

  for (guint i = 0; i < G_N_ELEMENTS (piece_refs); i++)
    {
      gint16 *p = (gint16 *) (raw + piece_refs[i]);

      if (*p >= 0 && *p < (int) n)
        *p = renumber[*p];
    }
  for (guint p = 0; p < n && p < MAD_MAX_PIECES; p++)
    {
      int q = renumber[p];

      x->mp[q] = copy->mp[p];
      x->from[q] = copy->from[p];
      x->arrive[q] = copy->arrive[p];
      x->arrive_at[q] = copy->arrive_at[p];
      x->aboard[q] = copy->aboard[p] > 0 && copy->aboard[p] <= (int) n ? renumber[copy->aboard[p] - 1] + 1 : 0;
      x->load_mp[q] = copy->load_mp[p];
      x->land_mp[q] = copy->land_mp[p];
      x->escort[q] = copy->escort[p] > 0 && copy->escort[p] <= (int) n ? renumber[copy->escort[p] - 1] + 1 : 0;
      x->withdrawn[q] = copy->withdrawn[p];
    }
}

static void
bh_madison_rules_iface_init (BhRulesInterface *iface)
{
  iface->setup = mad_setup_iface;
  iface->list_actions = mad_list_actions;
  iface->check_action = mad_check_action;
  iface->explain_refusal = mad_explain_refusal;
  iface->apply = mad_apply;
  iface->check_invariants = mad_check_invariants;
  iface->describe_decision = mad_describe_decision;
  iface->decision_location = mad_decision_location;
  iface->redact = NULL;
  iface->named_pieces = mad_named_pieces;
  iface->rename_pieces = mad_rename_pieces;
  iface->describe_action = mad_describe_action_iface;
  iface->narrate = mad_narrate;
  iface->action_rule = mad_action_rule;
  /* The computer opponent (bh-madison-ai.c). */
  iface->evaluate = mad_ai_evaluate;
  iface->policy = mad_ai_policy;
  iface->horizon = mad_ai_horizon;
}
