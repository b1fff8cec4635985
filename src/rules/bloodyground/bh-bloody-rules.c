/* bh-bloody-rules.c — A Dark and Bloody Ground as a BhRules: the action
 * kinds, the GObject, the dispatch of list / check / apply to the rule
 * modules, the log's narration and the invariants. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"
#include "bh-bloody-ai.h"
#include "bh-narration.h"
#include "bh-rules-object.h"
#include "bh-rules-refusal.h"

const BhActionKind bloody_action_kinds[A_N_KINDS] = {
  [A_PASS] = { "pass", "9.3", 0, { 0 } },
  [A_ACTIVATE] = { "activate", "9.3", 1, { BH_ARG_PIECE } },
  [A_MOVE] = { "move", "9.4", 1, { BH_ARG_LOCATION } },
  [A_DROP] = { "drop", "9.4.1", 1, { BH_ARG_PIECE } },
  [A_STOP] = { "stop", "9.4", 0, { 0 } },
  [A_RESOLVE] = { "resolve", "4.5", 1, { BH_ARG_LOCATION } },
  [A_BATTLE] = { "battle", "10.0", 0, { 0 } },
  [A_SKIRMISH] = { "skirmish", "10.0", 0, { 0 } },
  [A_RELOCATE] = { "relocate", "10.7.1", 1, { BH_ARG_LOCATION } },
  [A_SETTLE] = { "settle", "6.0.1", 1, { BH_ARG_LOCATION } },
  [A_DEPLOY] = { "deploy", "10.2", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_STEP] = { "step", "10.4", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_EXIT] = { "exit", "10.4", 1, { BH_ARG_PIECE } },
  [A_END_IMPULSE] = { "end-impulse", "10.1", 0, { 0 } },
  [A_FIRE] = { "fire", "10.5", 2, { BH_ARG_PIECE, BH_ARG_PIECE } },
  [A_MELEE] = { "melee", "10.6", 1, { BH_ARG_LOCATION } },
  [A_JOIN] = { "join", "10.6", 1, { BH_ARG_PIECE } },
  [A_STRIKE] = { "strike", "10.6.1", 0, { 0 } },
  [A_LOSE] = { "lose", "10.6.1", 1, { BH_ARG_PIECE } },
  [A_RAID] = { "raid", "12.0.1", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_PAIR] = { "pair", "11.1", 2, { BH_ARG_PIECE, BH_ARG_PIECE } },
  [A_HOLD] = { "hold", "11.1", 1, { BH_ARG_PIECE } },
  [A_ASSAULT] = { "assault", "11.3.2", 0, { 0 } },
  [A_BESIEGE] = { "besiege", "11.3.2", 0, { 0 } },
  [A_BUILD_FORT] = { "build-fort", "11.2.1", 1, { BH_ARG_PIECE } },
  [A_GROUP] = { "take-group", "8.5.2", 0, { 0 } },
  [A_NO_GROUP] = { "no-group", "8.5.2", 0, { 0 } },
  [A_PLACE] = { "place", "8.4.1", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_DISBAND] = { "disband", "8.4.2", 1, { BH_ARG_PIECE } },
  [A_ATROCITY] = { "atrocity", "9.2.1", 1, { BH_ARG_LOCATION } },
  [A_AMBUSH] = { "ambush", "9.2.2", 1, { BH_ARG_PIECE } },
  [A_ASSASSINATE] = { "assassinate", "9.2.3", 1, { BH_ARG_PIECE } },
  [A_PILLAGE] = { "pillage", "9.5.1", 1, { BH_ARG_LOCATION } },
  [A_TREATY] = { "treaty", "8.6.3", 1, { BH_ARG_INT } },
  [A_NO_TREATY] = { "no-treaty", "8.6.3", 0, { 0 } },
  [A_REACT] = { "react", "9.4.5", 1, { BH_ARG_PIECE } },
  [A_NO_REACT] = { "no-react", "9.4.5", 0, { 0 } },
  [A_RETREAT] = { "retreat", "10.4", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_RAID_WITH] = { "raid-with", "12.0.1", 1, { BH_ARG_PIECE } },
  [A_RAID_GO] = { "raid-go", "12.0.1", 0, { 0 } },
  [A_HOME] = { "home", "12.0.4", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_MCKEE_GO] = { "mckee-to", "14.0.5", 1, { BH_ARG_LOCATION } },
  [A_MCKEE_STAYS] = { "mckee-stays", "14.0.5", 0, { 0 } },
  [A_WINTER_HOME] = { "winter-home", "13.0", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_SKIRMISH_RETREAT] = { "fall-back", "11.1.2", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_LAND] = { "enter", "8.5", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_LAND_ALL] = { "enter-all", "8.5", 1, { BH_ARG_LOCATION } },
  [A_PILLAGE_WITH] = { "pillage-with", "9.5.1", 1, { BH_ARG_PIECE } },
  [A_PILLAGE_GO] = { "pillage-go", "9.5.1", 0, { 0 } },
  [A_RAID_LOSE] = { "raid-lose", "12.0.3", 1, { BH_ARG_PIECE } },
  [A_RIFLE] = { "rifle", "14.0.2", 1, { BH_ARG_PIECE } },
  [A_SKIRMISH_FIRST] = { "skirmish-first", "11.1.1", 1, { BH_ARG_PIECE } },
  [A_OMENS] = { "omens", "5.0", 1, { BH_ARG_INT } },
  [A_LEADER_TO] = { "leader-to", "10.5.3", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_LEADER_STAYS] = { "leader-stays", "10.5.3", 1, { BH_ARG_PIECE } },
  [A_RATING] = { "add-rating", "8.1.1", 1, { BH_ARG_INT } },
  [A_NO_RATING] = { "no-rating", "8.1.1", 1, { BH_ARG_INT } },
  [A_SETUP] = { "setup", "15.0", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_LONE_LEADER] = { "lone-leader-to", "10.7.1", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_ARMY_CUT] = { "withdraw", "8.3.1", 1, { BH_ARG_PIECE } },
  [A_RELIEVE] = { "relieve", "14.0.8", 1, { BH_ARG_PIECE } },
  [A_DISMANTLE] = { "dismantle-fort", "11.2.1", 1, { BH_ARG_PIECE } },
  [A_MUSTER_LEADER] = { "leader-with", "14.0.7", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_NO_LEADER] = { "leader-waits", "14.0.7", 1, { BH_ARG_PIECE } },
  [A_SETUP_SKIP] = { "leave-out", "15.2.1", 1, { BH_ARG_PIECE } },
  [A_MOB_ORDER] = { "roll-next", "9.1.2", 1, { BH_ARG_INT } },
  [A_SF_SPLIT] = { "second-sf-with", "11.1.3", 1, { BH_ARG_PIECE } },
  [A_SF_TOGETHER] = { "sfs-together", "11.1.3", 0, { 0 } },
  [A_FLEE_TO] = { "flee-to", "6.0.2", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_PRIMARY] = { "primary", "9.1.1", 1, { BH_ARG_PIECE } },
  [A_MCKEE_LOSS] = { "mckee-loss", "14.0.5", 1, { BH_ARG_PIECE } },
  [A_GIRTY_TO] = { "girty-to", "5.0", 1, { BH_ARG_LOCATION } },
  [A_REDEPLOY] = { "redeploy", "8.1", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_REDEPLOY_DONE] = { "redeploy-done", "8.1", 0, { 0 } },
  [A_REPLACE_AT] = { "replace-at", "10.6.2", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_RAID_ROUTE] = { "raid-route", "12.0.1", 1, { BH_ARG_INT } },
  [A_SETTLE_DONE] = { "settle-done", "6.0.1", 0, { 0 } },
};

BH_DEFINE_RULES_OBJECT (BhBloodyRules, bh_bloody_rules, bloody_data_new, bloody_data_free,
                        NULL, bloody_action_kinds, A_N_KINDS, BloodyExtra)

static gboolean
bloody_setup (BhRules *rules, BhState *state, const BhScenario *scenario, GError **error)
{
  BhBloodyRules *self = BH_BLOODY_RULES (rules);
  BloodyCtx c;
  int index;

  if (self->d == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("the A Dark and Bloody Ground data could not be read"));
      return FALSE;
    }
  index = bh_game_data_find_scenario (self->data, scenario->id);
  if (index < 0 || (guint) index >= self->d->n_scen)
    {
      /* Translators: A Dark and Bloody Ground: the id of a scenario */
      g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("no scenario %s"), scenario->id);
      return FALSE;
    }
  ((BloodyExtra *) bh_state_extra (state))->scenario = index;
  bloody_ctx_init (&c, self, state);
  return bloody_setup_state (&c, index, error);
}

static void
list_into (BhBloodyRules *self, const BhState *state, GArray *actions)
{
  BloodyCtx c;

  if (state->result != BH_RESULT_ONGOING)
    return;
  bloody_ctx_init (&c, self, (BhState *) state);
  c.out = actions;
  switch (state->pending.kind)
    {
    case D_DEPLOY: case D_BMOVE: case D_FIRE: case D_MELEE: case D_MELEE_JOIN: case D_LOSS: case D_RETREAT:
    case D_LEADER_ALONE:
      bloody_list_battle (&c);
      break;
    default:
      bloody_list_campaign (&c);
      break;
    }
  for (guint i = 0; i < actions->len; i++)
    g_array_index (actions, BhAction, i).side = state->pending.side;
}

static void
bloody_list_actions (BhRules *rules, const BhState *state, GArray *actions)
{
  list_into (BH_BLOODY_RULES (rules), state, actions);
}

static gboolean
bloody_check_action (BhRules *rules, const BhState *state, const BhAction *action, GError **error)
{
  BhBloodyRules *self = BH_BLOODY_RULES (rules);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  const BhActionKind *kind = action->kind < A_N_KINDS ? &bloody_action_kinds[action->kind] : NULL;
  gboolean kind_listed;

  list_into (self, state, legal);
  if (bh_rules_action_listed (legal, action, &kind_listed))
    return TRUE;
  if (kind == NULL)
    g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("unknown action"));
  else
    bh_rules_refuse (error, self->data, state, kind, kind_listed, bloody_decision_name (state->pending.kind));
  return FALSE;
}

static void
apply_noting (BhBloodyRules *self, BhState *state, const BhAction *action, GString *notes)
{
  BloodyCtx c;

  bloody_ctx_init (&c, self, state);
  c.notes = notes;
  switch (action->kind)
    {
    case A_DEPLOY: case A_STEP: case A_EXIT: case A_END_IMPULSE: case A_FIRE: case A_MELEE: case A_JOIN:
    case A_STRIKE: case A_LOSE: case A_RETREAT: case A_LEADER_TO: case A_LEADER_STAYS:
      bloody_apply_battle (&c, action);
      break;
    default:
      bloody_apply_campaign (&c, action);
      break;
    }
  bloody_advance (&c);
}

static void
bloody_apply (BhRules *rules, BhState *state, const BhAction *action)
{
  apply_noting (BH_BLOODY_RULES (rules), state, action, NULL);
}

static char *
bloody_describe_action_iface (BhRules *rules, const BhState *state, const BhAction *action, int seat)
{
  return bloody_describe_action (BH_BLOODY_RULES (rules), state, action);
}

static char *
bloody_narrate (BhRules *rules, const BhState *before, const BhAction *action, const BhState *after)
{
  BhBloodyRules *self = BH_BLOODY_RULES (rules);
  g_autoptr(BhState) copy = bh_state_copy (before);
  g_autoptr(GString) notes = g_string_new (NULL);
  const BloodyExtra *xb = bh_state_const_extra (before), *xa = bh_state_const_extra (after);
  g_autofree char *wording = bloody_describe_action (self, before, action);
  GString *out;

  apply_noting (self, copy, action, notes);
  out = bh_narration_new (wording, notes);
  if (xb->vp[0] != xa->vp[0] || xb->vp[1] != xa->vp[1])
    /* Translators: A Dark and Bloody Ground: victory points after an action */
    g_string_append_printf (out, _("\nVP: US %d, NA %d (15.4.5)"), xa->vp[0], xa->vp[1]);
  bh_narration_append_result (out, self->data, before, after);
  return g_string_free (out, FALSE);
}

#define invariant_fail bh_rules_invariant_fail

/* What the rules forbid: VPs below 0 (15.4.5), levels off their tracks
 * (8.1.1, 8.2), more than four settlers in an area (4.2), more than six
 * Iroquois (5.0), overstacked battle hexes after movement (10.4.1),
 * pieces on a battle board outside a battle, McKee south of the Ohio or
 * in Pennsylvania (14.0.5), a retreat left pending, arriving units left
 * unplaced, a redeployment (8.1) or a replacement leader (10.6.2) left
 * undecided. */
static gboolean
bloody_check_invariants (BhRules *rules, const BhState *state, GError **error)
{
  BhBloodyRules *self = BH_BLOODY_RULES (rules);
  const BloodyData *d = self->d;
  const BloodyExtra *x = bh_state_const_extra (state);
  const gint16 *mk = bh_state_const_markers (state);
  const BhPieceState *pc = bh_state_const_pieces (state);
  guint settlers[BLOODY_MAX_SPACES] = { 0 }, iroquois = 0, waiting;

  if (x->vp[0] < 0 || x->vp[1] < 0)
    return invariant_fail (error, "VP below 0 (15.4.5)%s", "");
  if (mk[d->m_cl] < 1 || mk[d->m_cl] > 5)
    return invariant_fail (error, "Commitment Level off its track (8.2)%s", "");
  for (guint n = 0; n < d->n_nations; n++)
    if (d->m_ml[n] >= 0 && (mk[d->m_ml[n]] < 0 || mk[d->m_ml[n]] > 5))
      return invariant_fail (error, "Mobilization Level of %s off its track (8.1.1)",
                             bh_game_data_get_nation (self->data, n)->id);
  for (guint p = 0; p < d->n_pieces; p++)
    {
      int loc = pc[p].location, cell;
      const BloodyGrid *g;

      if (loc == BH_OFFBOARD)
        continue;
      if (loc < (int) d->n_spaces && d->pieces[p].klass == PC_SETTLER && ++settlers[loc] > 4)
        return invariant_fail (error, "more than four settlers in %s (4.2)", bh_game_data_get_location_name (self->data, loc));
      if (loc < (int) d->n_spaces && d->pieces[p].klass == PC_WARRIOR && d->pieces[p].nation == d->nation_iroquois)
        if (++iroquois > 6)
          return invariant_fail (error, "more than six Iroquois in play (5.0)%s", "");
      if (loc < (int) d->n_spaces && d->pieces[p].special == SP_MCKEE &&
          (!d->spaces[loc].north_of_ohio || d->spaces[loc].region == R_PA))
        return invariant_fail (error, "McKee south of the Ohio or in Pennsylvania (14.0.5) at %s",
                               bh_game_data_get_location_name (self->data, loc));
      if (x->flee[p] && !x->battle.active && !x->skirmish.active)
        return invariant_fail (error, "a retreat left pending outside its battle or skirmish (10.4, 11.1.2)%s", "");
      g = NULL;
      for (guint k = 0; k < d->n_grids && g == NULL; k++)
        if (loc >= d->grids[k].first_location && loc < d->grids[k].first_location + d->grids[k].cols * d->grids[k].rows)
          g = &d->grids[k];
      if (g != NULL && (!x->battle.active || g != &d->grids[x->battle.grid]) && state->result == BH_RESULT_ONGOING)
        {
          g_autofree char *id = bh_game_data_dup_piece_id (self->data, p);

          return invariant_fail (error, "%s stands on a battle board outside its battle (10.0)", id);
        }
      (void) cell;
    }
  /* A replacement leader's placing (10.6.2) interrupts a decision: that
   * one is the decision waiting. */
  waiting = state->pending.kind == D_REPLACE ? x->replace_resume.kind : state->pending.kind;
  if (state->result == BH_RESULT_ONGOING && x->pillage_area > 0 && waiting != D_PILLAGERS)
    return invariant_fail (error, "a pillage left declared (9.5.1)%s", "");
  if (state->result == BH_RESULT_ONGOING && x->lone_area > 0 && waiting != D_LONE_LEADER)
    return invariant_fail (error, "a lone leader left unplaced (10.7.1)%s", "");
  if (state->result == BH_RESULT_ONGOING && x->setup_next > 0 && waiting != D_SETUP)
    return invariant_fail (error, "the set-up left unfinished (15.0)%s", "");
  if (state->result == BH_RESULT_ONGOING && x->battle.active && x->battle.alone_mode && waiting != D_LEADER_ALONE)
    return invariant_fail (error, "a leader left alone not placed (10.5.3)%s", "");
  if (state->result == BH_RESULT_ONGOING && x->omens_choice && waiting != D_OMENS)
    return invariant_fail (error, "Omens left without their nation (5.0)%s", "");
  if (state->result == BH_RESULT_ONGOING && x->rifles_left > 0 && waiting != D_RIFLE &&
      waiting != D_SETUP)
    return invariant_fail (error, "Rifles left unplaced (14.0.2)%s", "");
  if (state->result == BH_RESULT_ONGOING && x->raid_loss_area > 0 && waiting != D_RAID_LOSS)
    return invariant_fail (error, "a raid's losses left untaken (12.0.3)%s", "");
  if (state->result == BH_RESULT_ONGOING && x->n_land > 0 && waiting != D_LAND &&
      waiting != D_RELIEVE)
    return invariant_fail (error, "units waiting to enter left unplaced (8.3.2, 8.5)%s", "");
  if (state->result == BH_RESULT_ONGOING && x->redeploy_nation > 0 && state->pending.kind != D_REDEPLOY)
    return invariant_fail (error, "a mobilized nation's redeployment left unfinished (8.1)%s", "");
  for (guint i = 0; i < G_N_ELEMENTS (x->unplaced); i++)
    if (state->result == BH_RESULT_ONGOING && x->unplaced[i] && state->pending.kind != D_REPLACE)
      return invariant_fail (error, "a replacement leader left unplaced (10.6.2)%s", "");
  if (state->result == BH_RESULT_ONGOING && (state->pending.side < 0 || state->pending.side > 1))
    return invariant_fail (error, "no side to decide%s", "");
  return TRUE;
}

/* The campaign area a pending decision is about, the place the map
 * should show: the area a battle is fought for, on its battle board or
 * not (10.2-10.7; none in a battle scenario, 16.x), a skirmish's (11.1),
 * the fort besieged (11.3.2), battle or skirmish (10.0), the defeated
 * force's and a lone leader's relocation (10.7.1), a reaction to the
 * enemy's move (9.4.5), the stack a raid sets out from, the raid's target
 * for its way, its losses (12.0.1, 12.0.3), a raider going home from it
 * (12.0.4), a rampage (9.5.1), the area a displaced settler flees from
 * (6.0.2), the mobilized nation's leader's, where its warriors may
 * redeploy (8.1).  BH_NONE for the rest. */
static int
bloody_decision_location (BhRules *rules, const BhState *state)
{
  const BloodyExtra *x = bh_state_const_extra (state);
  const BhDecision *d = &state->pending;
  const BhPieceState *pc = bh_state_const_pieces (state);
  int where = BH_NONE;

  if (x->battle.active)
    where = x->battle.area;
  else if (x->skirmish.active)
    where = x->skirmish.area;
  else
    switch (d->kind)
      {
      case D_BATTLE_CHOICE: case D_ASSAULT: case D_ASSAULT_AGREE: case D_RELOCATE:
        where = x->relocate_area;
        break;
      case D_LONE_LEADER:
        where = x->lone_area - 1;
        break;
      case D_REACT:
        where = x->react_area;
        break;
      case D_RAIDERS:
        where = x->raid_from;
        break;
      case D_RAID_ROUTE:
        where = x->raid_to;
        break;
      case D_RAID_LOSS:
        where = x->raid_loss_area - 1;
        break;
      case D_RAID_HOME:
        where = d->args[0] >= 0 && d->args[0] < state->n_pieces ? pc[d->args[0]].location : BH_NONE;
        break;
      case D_PILLAGERS:
        where = x->pillage_area - 1;
        break;
      case D_DISPLACE:
        where = d->args[0] >= 0 && d->args[0] < state->n_pieces ? pc[d->args[0]].location : BH_NONE;
        break;
      case D_REDEPLOY:
        {
          BloodyCtx c;

          bloody_ctx_init (&c, BH_BLOODY_RULES (rules), (BhState *) state);
          where = bloody_redeploy_area (&c);
        }
        break;
      default:
        break;
      }
  return where >= 0 && where < (int) bh_game_data_get_n_spaces (BH_BLOODY_RULES (rules)->data) ? where : BH_NONE;
}

static char *
bloody_describe_decision (BhRules *rules, const BhState *state, int seat)
{
  BhBloodyRules *self = BH_BLOODY_RULES (rules);
  const BloodyExtra *x = bh_state_const_extra (state);
  const BhPhase *phase;
  char *over = bh_rules_describe_game_over (self->data, state);
  g_autofree char *what = NULL;
  int where;

  if (over != NULL)
    return over;
  what = bloody_decision_text (self, state);
  where = bloody_decision_location (rules, state);
  /* Round 0: the units set up on the board (10.2), no round fought yet. */
  if (x->battle.active && x->battle.round == 0 && where >= 0)
    /* Translators: A Dark and Bloody Ground: the units set up on the battle
       board (10.2); the area the battle is fought for, the side, then what
       it must decide */
    return g_strdup_printf (_("battle set-up, at %s: %s to decide %s"), bh_game_data_get_location_name (self->data, where),
                            bh_game_data_get_side (self->data, state->pending.side)->short_name, what);
  if (x->battle.active && x->battle.round == 0)
    /* Translators: A Dark and Bloody Ground: the units set up on the battle
       board (10.2); the side, then what it must decide */
    return g_strdup_printf (_("battle set-up: %s to decide %s"),
                            bh_game_data_get_side (self->data, state->pending.side)->short_name, what);
  if (x->battle.active && where >= 0)
    /* Translators: A Dark and Bloody Ground: the battle round, the area the
       battle is fought for, the side (“US” or “NA”), then what it must decide */
    return g_strdup_printf (_("battle round %d, at %s: %s to decide %s"), x->battle.round,
                            bh_game_data_get_location_name (self->data, where),
                            bh_game_data_get_side (self->data, state->pending.side)->short_name, what);
  if (x->battle.active)
    /* Translators: A Dark and Bloody Ground: the battle round, the side
       (“US” or “NA”), then what it must decide */
    return g_strdup_printf (_("battle round %d: %s to decide %s"), x->battle.round,
                            bh_game_data_get_side (self->data, state->pending.side)->short_name, what);
  phase = bh_game_data_get_phase (self->data, CLAMP (state->phase, 0, (int) bh_game_data_get_n_phases (self->data) - 1));
  if (where >= 0)
    /* Translators: A Dark and Bloody Ground: the turn, the phase's name,
       the area the decision is about (a skirmish, a raid...), the side
       (“US” or “NA”), then what it must decide */
    return g_strdup_printf (_("turn %d (%s), at %s: %s to decide %s"), state->turn, phase->name,
                            bh_game_data_get_location_name (self->data, where),
                            bh_game_data_get_side (self->data, state->pending.side)->short_name, what);
  /* Translators: A Dark and Bloody Ground: the turn, the phase's name, the
     side (“US” or “NA”), then what it must decide */
  return g_strdup_printf (_("turn %d (%s): %s to decide %s"), state->turn, phase->name,
                          bh_game_data_get_side (self->data, state->pending.side)->short_name, what);
}

static void
bh_bloody_rules_iface_init (BhRulesInterface *iface)
{
  iface->setup = bloody_setup;
  iface->list_actions = bloody_list_actions;
  iface->check_action = bloody_check_action;
  iface->explain_refusal = bloody_explain_refusal;
  iface->apply = bloody_apply;
  iface->check_invariants = bloody_check_invariants;
  iface->describe_decision = bloody_describe_decision;
  iface->describe_action = bloody_describe_action_iface;
  iface->narrate = bloody_narrate;
  iface->decision_location = bloody_decision_location;
  /* The computer opponent (bh-bloody-ai.c). */
  iface->evaluate = bloody_ai_evaluate;
  iface->policy = bloody_ai_policy;
  iface->horizon = bloody_ai_horizon;
}
