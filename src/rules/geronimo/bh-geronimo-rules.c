/* bh-geronimo-rules.c — Geronimo as a BhRules: the action kinds, the
 * GObject, the dispatch of list and apply to the rule modules, the
 * wording of decisions and actions, the narration and the invariants.
 *
 * apply() performs one action and ger_advance() (bh-geronimo-sequence.c)
 * runs everything that needs no decision up to the next one.  The seat to
 * decide is BhDecision.side (see bh-geronimo-private.h). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"
#include "bh-geronimo-ai.h"
#include "bh-geronimo-refusal.h"
#include "bh-narration.h"
#include "bh-rules-object.h"

const BhActionKind geronimo_action_kinds[A_N_KINDS] = {
  [A_PLAYERS] = { "players", "3.2", 1, { BH_ARG_INT } },
  [A_PICK_TRIBE] = { "choose-tribe", "3.32", 1, { BH_ARG_INT } },
  [A_SETTLE] = { "settle", "5.21", 1, { BH_ARG_LOCATION } },
  [A_RAILROAD] = { "railroad", "5.24", 1, { BH_ARG_LOCATION } },
  [A_NO_RAILROAD] = { "no-railroad", "5.24", 0, { 0 } },
  [A_PLAY] = { "play", "9.12", 1, { BH_ARG_PIECE } },
  [A_DISCARD] = { "discard", "9.11", 1, { BH_ARG_PIECE } },
  [A_RELOCATE] = { "relocate", "6.2", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [A_STAND] = { "no-action", "6.1", 0, { 0 } },
  [A_END_OPERATIONS] = { "end-operations", "5.33", 0, { 0 } },
  [A_ADMIT] = { "apply-statehood", "10.32", 1, { BH_ARG_LOCATION } },
  [A_NO_ADMIT] = { "no-statehood", "10.32", 1, { BH_ARG_LOCATION } },
  [A_COL_MOVE] = { "column-move", "5.341", 2, { BH_ARG_INT, BH_ARG_LOCATION } },
  [A_COL_FORT] = { "column-fort", "5.61", 1, { BH_ARG_INT } },
  [A_COL_PATROL] = { "column-patrol", "5.342", 1, { BH_ARG_INT } },
  [A_COL_NEW] = { "column-new", "5.343", 1, { BH_ARG_PIECE } },
  [A_COL_AT] = { "column-at", "5.343", 1, { BH_ARG_LOCATION } },
  [A_COL_REINFORCE] = { "column-reinforce", "5.342", 1, { BH_ARG_INT } },
  [A_COL_BPS] = { "column-bps", "5.31", 1, { BH_ARG_INT } },
  [A_COL_GUNS] = { "column-guns", "5.52", 2, { BH_ARG_INT, BH_ARG_INT } },
  [A_COL_ATTACK] = { "column-attack", "5.341", 2, { BH_ARG_INT, BH_ARG_PIECE } },
  [A_EVADE] = { "evade", "7.51", 0, { 0 } },
  [A_NO_EVADE] = { "no-evasion", "7.51", 0, { 0 } },
  [A_PURSUE] = { "pursue", "7.53", 0, { 0 } },
  [A_NO_PURSUE] = { "no-pursuit", "7.53", 0, { 0 } },
  [A_AMBUSH] = { "ambush", "7.54", 0, { 0 } },
  [A_ACCEPT] = { "accept-battle", "7.54", 0, { 0 } },
  [A_ABSORB] = { "absorb", "5.55", 2, { BH_ARG_INT, BH_ARG_INT } },
  [A_REACT] = { "react", "5.35", 1, { BH_ARG_INT } },
  [A_NO_REACT] = { "no-reaction", "5.35", 0, { 0 } },
  [A_ATTRITION] = { "attrition", "5.38", 2, { BH_ARG_INT, BH_ARG_INT } },
  [A_WP_ATTACK_COLUMN] = { "attack-column", "7.3", 1, { BH_ARG_INT } },
  [A_COORDINATE] = { "coordinate", "5.72", 1, { BH_ARG_INT } },
  [A_ATTACK_NOW] = { "attack-now", "5.71", 0, { 0 } },
  [A_WAR_PARTY] = { "war-party", "6.31", 2, { BH_ARG_PIECE, BH_ARG_INT } },
  [A_WP_CHIEF] = { "wp-chief", "6.53", 1, { BH_ARG_PIECE } },
  [A_WP_GO] = { "wp-chiefs-done", "6.31", 0, { 0 } },
  [A_WP_ATTACK] = { "wp-attack", "6.34", 1, { BH_ARG_PIECE } },
  [A_ATTACK_RESOURCE] = { "attack-resource", "7.21", 1, { BH_ARG_PIECE } },
  [A_WP_STAY] = { "wp-stay", "6.35", 0, { 0 } },
  [A_WP_RETURN] = { "wp-return", "6.35", 0, { 0 } },
  [A_RAID] = { "raid", "6.43", 2, { BH_ARG_PIECE, BH_ARG_PIECE } },
  [A_RAID_MEXICO] = { "raid-mexico", "6.43", 1, { BH_ARG_PIECE } },
  [A_EVENT_AREA] = { "card-area", "9.2", 1, { BH_ARG_LOCATION } },
  [A_EVENT_PIECE] = { "card-target", "9.2", 1, { BH_ARG_PIECE } },
  [A_EVENT_DECLINE] = { "card-no-target", "9.14", 0, { 0 } },
  [A_MISSION_WP] = { "mission-war-party", "7.71", 1, { BH_ARG_PIECE } },
  [A_RANDOM_ROLL] = { "random-event", "12.1", 0, { 0 } },
  [A_RANDOM_PLAY] = { "random-play", "12.13", 0, { 0 } },
  [A_RANDOM_DISCARD] = { "random-discard", "12.13", 0, { 0 } },
  [A_OFFER_TREATY] = { "offer-treaty", "8.11", 1, { BH_ARG_PIECE } },
  [A_TREATY_VP] = { "treaty-vp", "8.11", 1, { BH_ARG_INT } },
  [A_ACCEPT_TREATY] = { "accept-treaty", "8.12", 0, { 0 } },
  [A_DISBAND_INTO] = { "disband-into", "5.46", 1, { BH_ARG_INT } },
  [A_DISBAND_RESERVE] = { "disband-reserve", "5.46", 0, { 0 } },
  [A_COL_DIVIDE] = { "column-divide", "5.45", 2, { BH_ARG_INT, BH_ARG_PIECE } },
  [A_REFUSE_TREATY] = { "refuse-treaty", "8.11", 0, { 0 } },
  [A_WP_ATTACK_VILLAGE] = { "attack-village", "7.4", 1, { BH_ARG_PIECE } },
  [A_WP_ATTACK_WP] = { "attack-war-party", "7.3", 1, { BH_ARG_PIECE } },
  [A_PRISON] = { "imprison", "7.81", 1, { BH_ARG_PIECE } },
  [A_NO_PRISON] = { "no-prison", "7.81", 0, { 0 } },
  [A_KILL_HORSES] = { "kill-horses", "12.13", 0, { 0 } },
  [A_TAKE_HOSTAGES] = { "take-hostages", "12.13", 0, { 0 } },
  [A_NO_DECLARATION] = { "no-declaration", "12.13", 0, { 0 } },
  [A_GATLING] = { "take-gatling", "9.2J", 0, { 0 } },
  [A_NO_GATLING] = { "no-gatling", "9.2J", 0, { 0 } },
  [A_FEDERALES] = { "federales", "9.2I", 1, { BH_ARG_PIECE } },
  [A_NO_FEDERALES] = { "no-federales", "9.2I", 0, { 0 } },
  [A_MORMON] = { "mormon-column", "9.2O", 1, { BH_ARG_INT } },
  [A_ACW_ASSIGN] = { "acw-assign", "5.44", 2, { BH_ARG_PIECE, BH_ARG_INT } },
  [A_ACW_DONE] = { "acw-done", "5.44", 0, { 0 } },
  [A_LOSE_BP] = { "lose-bp", "5.723", 1, { BH_ARG_INT } },
  [A_ACW_REDEPLOY] = { "acw-redeploy", "5.44", 2, { BH_ARG_INT, BH_ARG_LOCATION } },
  [A_ACW_REALIGN] = { "acw-realign", "5.44", 2, { BH_ARG_INT, BH_ARG_INT } },
  [A_DRIVEN_TO] = { "place-driven-out", "6.25", 1, { BH_ARG_LOCATION } },
  [A_LOSE_ART] = { "lose-artillery", "5.723", 2, { BH_ARG_INT, BH_ARG_INT } },
  [A_ALLY_JOIN] = { "ally-join", "6.71", 2, { BH_ARG_PIECE, BH_ARG_INT } },
  [A_ALLY_DONE] = { "ally-done", "6.76", 0, { 0 } },
  [A_ALLY_LOSE] = { "ally-lose", "9.2FF", 1, { BH_ARG_PIECE } },
  [A_ALLY_FORM] = { "alliance-form", "6.75", 1, { BH_ARG_LOCATION } },
  [A_ALLY_SHARE] = { "ally-share", "9.2FF", 1, { BH_ARG_INT } },
  [A_ALLY_KEEP] = { "ally-keep", "9.2FF", 0, { 0 } },
  [A_KEEP] = { "coordination-keep", "5.723", 0, { 0 } },
  [A_SEPARATE] = { "coordination-separate", "5.723", 0, { 0 } },
  [A_AWAIT_COORDINATION] = { "await-coordination", "5.721", 0, { 0 } },
  [A_SAND_CREEK_DRAW] = { "sand-creek-draw", "12.13", 0, { 0 } },
  [A_SAND_CREEK_PASS] = { "sand-creek-pass", "12.13", 0, { 0 } },
};

BH_DEFINE_RULES_OBJECT (BhGeronimoRules, bh_geronimo_rules, ger_data_new, ger_data_free,
                        NULL, geronimo_action_kinds, A_N_KINDS, GerExtra)

void
bh_geronimo_rules_force_dice (BhState *state, const int *rolls, guint n)
{
  GerExtra *x = bh_state_extra (state);

  x->n_forced = MIN (n, GER_FORCED_MAX);
  x->i_forced = 0;
  for (guint i = 0; i < x->n_forced; i++)
    x->forced[i] = rolls[i];
}

static gboolean
ger_rules_setup (BhRules *rules, BhState *state, const BhScenario *scenario, GError **error)
{
  BhGeronimoRules *self = BH_GERONIMO_RULES (rules);
  GerCtx c;

  if (self->d == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("the Geronimo data could not be read"));
      return FALSE;
    }
  ger_ctx_init (&c, self, state);
  return ger_setup (&c, scenario, error);
}

static void
ger_list_actions (BhRules *rules, const BhState *state, GArray *actions)
{
  GerCtx c;

  if (state->result != BH_RESULT_ONGOING)
    return;
  ger_ctx_init (&c, BH_GERONIMO_RULES (rules), (BhState *) state);
  c.out = actions;
  switch (state->pending.kind)
    {
    case D_PLAYERS: case D_PICK_TRIBE: ger_list_sequence (&c); break;
    case D_SETTLEMENT: case D_RAILROAD: ger_list_resources (&c); break;
    case D_CARD: ger_list_card (&c); break;
    case D_OPERATION: ger_list_operation (&c); break;
    case D_ADMIT: ger_list_admit (&c); break;
    case D_NEW_PLACE: case D_NEW_BPS: case D_NEW_GUNS: ger_list_columns (&c); break;
    case D_EVADE: case D_PURSUE: case D_AMBUSH: case D_ABSORB: case D_REACT: ger_list_combat (&c); break;
    case D_ATTRITION: ger_list_attrition (&c); break;
    case D_DISBAND: ger_list_disband (&c); break;
    case D_COORDINATE: case D_EVADE_EARLY: ger_list_coordination (&c); break;
    case D_WP_CHIEF: case D_WP_TARGET: case D_WP_AFTER: ger_list_wp (&c); break;
    case D_RAID: ger_list_raid (&c); break;
    case D_FEDERALES: ger_list_federales (&c); break;
    case D_FORCED: ger_list_forced (&c); break;
    case D_ACW_ASSIGN: ger_list_acw (&c); break;
    case D_APPORTION: ger_list_apportion (&c); break;
    case D_ALLY: case D_ALLY_LOSS: case D_ALLY_SHARE: ger_list_ally (&c); break;
    case D_KEEP: ger_list_kept (&c); break;
    case D_DRIVEN: ger_list_driven (&c); break;
    case D_EVENT: case D_EVENT_FOLLOW: ger_list_event (&c); break;
    case D_RANDOM: ger_list_random (&c); break;
    case D_SAND_CREEK: ger_list_sand_creek (&c); break;
    case D_TREATY_VP: case D_TREATY_ANSWER: ger_list_treaty (&c); break;
    case D_PRISON: ger_list_prison (&c); break;
    case D_GATLING:
      ger_push (&c, A_GATLING, 0, 0, 0);
      ger_push (&c, A_NO_GATLING, 0, 0, 0);
      break;
    case D_HORSES: case D_HOSTAGES:
      ger_push (&c, state->pending.kind == D_HORSES ? A_KILL_HORSES : A_TAKE_HOSTAGES, 0, 0, 0);
      ger_push (&c, A_NO_DECLARATION, 0, 0, 0);
      break;
    default: break;
    }
}

static void
apply_noting (BhGeronimoRules *self, BhState *state, const BhAction *action, GString *notes)
{
  GerCtx c;

  ger_ctx_init (&c, self, state);
  c.notes = notes;
  state->n_rolls = 0;
  switch (action->kind)
    {
    case A_PLAYERS: case A_PICK_TRIBE:
      ger_apply_sequence (&c, action);
      break;
    case A_SETTLE: case A_RAILROAD: case A_NO_RAILROAD:
      ger_apply_resources (&c, action);
      break;
    case A_PLAY: case A_DISCARD:
      ger_apply_card (&c, action);
      break;
    case A_RELOCATE: case A_STAND: case A_END_OPERATIONS:
      ger_apply_operation (&c, action);
      break;
    case A_COL_MOVE: case A_COL_FORT: case A_COL_PATROL: case A_COL_NEW: case A_COL_AT: case A_COL_REINFORCE:
    case A_COL_BPS: case A_COL_GUNS: case A_COL_ATTACK: case A_COL_DIVIDE:
      ger_apply_column (&c, action);
      break;
    case A_EVADE: case A_NO_EVADE: case A_PURSUE: case A_NO_PURSUE: case A_AMBUSH: case A_ACCEPT:
    case A_ABSORB: case A_REACT: case A_NO_REACT: case A_WP_ATTACK_COLUMN: case A_LOSE_BP: case A_LOSE_ART:
      ger_apply_combat (&c, action);
      break;
    case A_ATTRITION:
      ger_apply_attrition (&c, action);
      break;
    case A_DISBAND_INTO: case A_DISBAND_RESERVE:
      ger_apply_disband (&c, action);
      break;
    case A_COORDINATE: case A_ATTACK_NOW: case A_AWAIT_COORDINATION:
      ger_apply_coordination (&c, action);
      break;
    case A_WAR_PARTY: case A_WP_CHIEF: case A_WP_GO: case A_WP_ATTACK: case A_ATTACK_RESOURCE:
    case A_WP_STAY: case A_WP_RETURN:
      ger_apply_wp (&c, action);
      break;
    case A_WP_ATTACK_VILLAGE: case A_WP_ATTACK_WP:
      ger_apply_tribal_battle (&c, action);
      break;
    case A_PRISON: case A_NO_PRISON:
      ger_apply_prison (&c, action);
      break;
    case A_GATLING: case A_NO_GATLING:
      ger_apply_gatling (&c, action);
      break;
    case A_KILL_HORSES: case A_TAKE_HOSTAGES: case A_NO_DECLARATION:
      ger_apply_declaration (&c, action);
      break;
    case A_RAID: case A_RAID_MEXICO: case A_MISSION_WP:
      ger_apply_raid (&c, action);
      break;
    case A_FEDERALES: case A_NO_FEDERALES:
      ger_apply_federales (&c, action);
      break;
    case A_MORMON:
      ger_apply_mormon (&c, action);
      break;
    case A_DRIVEN_TO:
      ger_apply_driven (&c, action);
      break;
    case A_KEEP: case A_SEPARATE:
      ger_apply_kept (&c, action);
      break;
    case A_ALLY_JOIN: case A_ALLY_DONE: case A_ALLY_LOSE: case A_ALLY_FORM: case A_ALLY_SHARE: case A_ALLY_KEEP:
      ger_apply_ally (&c, action);
      break;
    case A_ACW_ASSIGN: case A_ACW_DONE: case A_ACW_REDEPLOY: case A_ACW_REALIGN:
      ger_apply_acw (&c, action);
      break;
    case A_EVENT_AREA: case A_EVENT_PIECE: case A_EVENT_DECLINE:
      ger_apply_event (&c, action);
      break;
    case A_RANDOM_ROLL: case A_RANDOM_PLAY: case A_RANDOM_DISCARD:
      ger_apply_random (&c, action);
      break;
    case A_SAND_CREEK_DRAW: case A_SAND_CREEK_PASS:
      ger_apply_sand_creek (&c, action);
      break;
    case A_OFFER_TREATY: case A_TREATY_VP: case A_ACCEPT_TREATY: case A_REFUSE_TREATY:
      ger_apply_treaty (&c, action);
      break;
    case A_ADMIT: case A_NO_ADMIT:
      if (ger_apply_admit (&c, action))
        ger_decide (&c, state->pending.side, D_AUTO, 0);
      break;
    default:
      return;
    }
  ger_advance (&c);
}

static void
ger_apply (BhRules *rules, BhState *state, const BhAction *action)
{
  apply_noting (BH_GERONIMO_RULES (rules), state, action, NULL);
}

static gboolean
ger_check_invariants (BhRules *rules, const BhState *state, GError **error)
{
  BhGeronimoRules *self = BH_GERONIMO_RULES (rules);
  const GerExtra *x = bh_state_const_extra (state);
  GerCtx c;

  ger_ctx_init (&c, self, (BhState *) state);
  if (x->n_players > GER_MAX_SEATS || (state->result == BH_RESULT_ONGOING && state->pending.kind != D_PLAYERS &&
                                       (state->pending.side < 0 || state->pending.side >= x->n_players)))
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "seat %d decides among %d players", state->pending.side, x->n_players);
      return FALSE;
    }
  for (guint v = 0; v < self->d->n_villages; v++)
    {
      int bp = ger_village_bp (&c, v);

      if (ger_village_on_map (&c, v) && bp > self->d->villages[v].bp_count)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "village %s has %d BPs", self->d->villages[v].id, bp);
          return FALSE;
        }
      if (x->actions[v] > 2)
        {
          /* 6.21: at most two actions a Turn. */
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "village %s took %d actions", self->d->villages[v].id, x->actions[v]);
          return FALSE;
        }
    }
  if (!ger_columns_check (&c, error))
    return FALSE;
  for (guint a = 0; a < self->d->n_areas; a++)
    if (self->d->areas[a].closed && !x->land_rush &&
        ger_count_type_at (&c, self->d->settlement_first, self->d->settlement_count, self->d->areas[a].location) > 0)
      {
        g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "a Settlement in a closed Area (5.21)");
        return FALSE;
      }
  return TRUE;
}

/* The Area a pending decision is about: the battle a Column fights
 * (Evasion, Pursuit, Ambush, losses, Coordination, Horse Killers and
 * Hostages: 5.55, 5.72, 5.723, 7.5, 12.13), the Area of the action a
 * Column may React to (5.35), the War Party that stays out or goes home
 * (6.35), the Alliance War Party's losses (6.76, 9.2FF), the Territory
 * up for Statehood (10.32), the Area a card's second choice is in (9.2),
 * the Village a Treaty is for (8.11), the Column left without a
 * Commander (5.46).  BH_NONE for the rest (a Prison offer's Tribe has
 * just gone On Reservation, off the map, 7.81), a seat's War Parties joining an Alliance among
 * them (6.71, 6.76): the War Party offered, in its own Area, leads the
 * eye, and the question names the Alliance's Area. */
static int
ger_decision_location (BhRules *rules, const BhState *state)
{
  const GerExtra *x = bh_state_const_extra (state);
  const BhDecision *d = &state->pending;
  GerCtx c;

  switch (d->kind)
    {
    case D_EVADE: case D_PURSUE: case D_AMBUSH: case D_ABSORB: case D_COORDINATE: case D_EVADE_EARLY:
    case D_APPORTION: case D_KEEP: case D_HORSES: case D_HOSTAGES:
      return x->bt_area;
    case D_REACT:
      return x->bt_react_to;
    case D_WP_AFTER:
      ger_ctx_init (&c, BH_GERONIMO_RULES (rules), (BhState *) state);
      return ger_wp_area (&c, d->args[0]);
    case D_ADMIT:
      return d->args[0];
    case D_ALLY_LOSS:
      return x->ally_then == ALLY_THEN_COLUMN ? x->bt_area : x->ally_then == ALLY_THEN_TRIBAL ? x->ally_then_to : BH_NONE;
    case D_EVENT_FOLLOW:
      return d->args[1];
    case D_TREATY_VP: case D_TREATY_ANSWER:
      ger_ctx_init (&c, BH_GERONIMO_RULES (rules), (BhState *) state);
      return ger_village_on_map (&c, d->args[0]) ? ger_village_area (&c, d->args[0]) : BH_NONE;
    case D_DISBAND:
      {
        int area;

        ger_ctx_init (&c, BH_GERONIMO_RULES (rules), (BhState *) state);
        area = ger_col_area (&c, d->args[0]);
        return area >= 0 ? c.d->areas[area].location : BH_NONE;
      }
    default:
      return BH_NONE;
    }
}

static char *ger_decision_text (BhRules *rules, const BhState *state);

/* The decision bar: where the decision is, unless its own words name
 * the Area already. */
static char *
ger_describe_decision (BhRules *rules, const BhState *state, int seat)
{
  char *what;
  int where;

  if (state->result != BH_RESULT_ONGOING)
    return bh_rules_describe_game_over (BH_GERONIMO_RULES (rules)->data, state);
  what = ger_decision_text (rules, state);
  where = ger_decision_location (rules, state);
  if (where >= 0 && where < (int) BH_GERONIMO_RULES (rules)->d->n_spaces && state->pending.kind != D_ADMIT && state->pending.kind != D_EVENT_FOLLOW)
    {
      GerCtx c;
      char *text;

      ger_ctx_init (&c, BH_GERONIMO_RULES (rules), (BhState *) state);
      /* Translators: Geronimo: the decision bar; the Area of the battle
         (or of the War Party, or of the move a Column may React to), then
         the decision, e.g. “Player 2 may try to Evade the Column (7.51)” */
      text = g_strdup_printf (_("In %s: %s"), ger_loc_name (&c, where), what);
      g_free (what);
      return text;
    }
  return what;
}

static char *
ger_decision_text (BhRules *rules, const BhState *state)
{
  g_autofree char *who = NULL;
  GerCtx c;

  ger_ctx_init (&c, BH_GERONIMO_RULES (rules), (BhState *) state);
  who = ger_seat_name (&c, state->pending.side);
  switch (state->pending.kind)
    {
    /* Translators: Geronimo: the decision bar, before the game: how many
       players take part (3.2) */
    case D_PLAYERS: return g_strdup (_("How many play? (3.2)"));
    /* Translators: Geronimo: the decision bar; %s is a player ("Player 2") */
    case D_PICK_TRIBE: return g_strdup_printf (_("%s chooses an Initial Tribe (3.32)"), who);
    case D_SETTLEMENT: return g_strdup_printf (_("%s, the US, places a Settlement (5.21)"), who);
    case D_RAILROAD: return g_strdup_printf (_("%s, the US, may lay a Railroad (5.24)"), who);
    case D_CARD:
      if (ger_solo (&c))
        /* Translators: Geronimo: solitaire, the decision bar; the card may not be discarded (11.36) */
        return g_strdup_printf (_("%s plays the Round's Shaman Card (11.35, 11.36)"), who);
      /* Translators: Geronimo: the decision bar in the game's last Turn, while the player holds a Reservation Unrest card */
      if (ger_unrest_first (&c, state->pending.side))
        return g_strdup_printf (_("%s plays or discards his Reservation Unrest card first in the last Turn (8.23, 9.2X)"), who);
      return g_strdup_printf (_("%s plays or discards a Shaman Card (9.11)"), who);
    case D_OPERATION:
      return ger_round_side (&c) == GER_US ? g_strdup_printf (_("%s, the US, plays his Columns (5.33)"), who)
                                           : g_strdup_printf (_("%s acts with one Village (6.1)"), who);
    /* Translators: Geronimo: a player and an Area */
    case D_ADMIT: return g_strdup_printf (_("%s, the US, may apply for Statehood for %s (10.32)"), who,
                                          ger_loc_name (&c, state->pending.args[0]));
    case D_NEW_PLACE: return g_strdup_printf (_("%s, the US, places the new Column On Patrol or In Fort (5.343)"), who);
    case D_NEW_BPS: return g_strdup_printf (_("%s, the US, chooses how many BPs join the Column (5.342, 5.343)"), who);
    case D_NEW_GUNS: return g_strdup_printf (_("%s, the US, chooses the new Column's Artillery (5.343, 5.52)"), who);
    case D_EVADE: return g_strdup_printf (_("%s may try to Evade the Column (7.51)"), who);
    case D_PURSUE: return g_strdup_printf (_("%s, the US, may Pursue (7.53)"), who);
    case D_AMBUSH: return g_strdup_printf (_("%s may try an Ambush or accept battle (7.54)"), who);
    case D_ABSORB: return g_strdup_printf (_("%s, the US, may take losses on Artillery (5.55)"), who);
    case D_REACT: return g_strdup_printf (_("%s, the US, may React with a Column (5.35)"), who);
    case D_COORDINATE: return g_strdup_printf (_("%s, the US, may Coordinate more Columns into the attack (5.71, 5.72)"), who);
    case D_ATTRITION: return g_strdup_printf (_("%s, the US, picks a Column to lose a BP to Attrition (5.38)"), who);
    case D_DISBAND:
      {
        int bp = c.x->col_bp[CLAMP (state->pending.args[0], 0, GER_MAX_COLUMNS - 1)];

        /* Translators: Geronimo: a player and a Column's BPs */
        return g_strdup_printf (ngettext ("%s, the US, places the %d BP of a Column left without a Commander (5.46)",
                                          "%s, the US, places the %d BPs of a Column left without a Commander (5.46)",
                                          bp), who, bp);
      }
    /* Translators: Geronimo: a player and a Village */
    case D_WP_CHIEF:
      {
        int m = c.d->villages[state->pending.args[0]].war_party2;

        if (m >= 0 && c.pc[m].location < c.d->n_spaces)
          /* Translators: Geronimo: a player and a Village whose second War Party forms (6.32) */
          return g_strdup_printf (_("%s chooses the Chiefs who lead the second %s War Party, one at least (6.32, 6.53)"),
                                  who, ger_village_name (&c, state->pending.args[0]));
        return g_strdup_printf (_("%s chooses the Chiefs who lead the %s War Party (6.31, 6.53)"), who,
                                ger_village_name (&c, state->pending.args[0]));
      }
    case D_WP_TARGET:
      if (ger_ally_combined (&c, state->pending.args[0]))
        /* Translators: Geronimo: a player; the combined War Party of his Tribal Alliance (6.72) */
        return g_strdup_printf (_("%s chooses the target of the Alliance War Party (6.72, 6.73)"), who);
      return g_strdup_printf (_("%s chooses the target of the %s War Party (6.33, 6.36)"), who,
                              ger_village_name (&c, state->pending.args[0]));
    case D_WP_AFTER:
      if (ger_ally_combined (&c, state->pending.args[0]))
        /* Translators: Geronimo: a player; the combined War Party of his Tribal Alliance (6.75) */
        return g_strdup_printf (_("%s: the Alliance War Party stays out or goes home (6.35, 6.75)"), who);
      return g_strdup_printf (_("%s: the %s War Party stays out or goes home (6.35)"), who,
                                             ger_village_name (&c, state->pending.args[0]));
    /* Translators: Geronimo: a player */
    case D_RAID: return g_strdup_printf (_("%s chooses a Raid (6.41-6.43)"), who);
    /* Translators: Geronimo: a player may answer a Raid into Mexico out of turn.
     * The card is not named: a player without it is asked too, and the
     * question must read the same for him (test-views checks it). */
    case D_FEDERALES: return g_strdup_printf (_("%s may answer the Raid into Mexico out of turn (9.2I: each player is asked, whether he holds a card for it or not)"), who);
    /* Translators: Geronimo: a player and his Tribe, ordered by a Shaman Card to attack at once */
    case D_APPORTION:
      if (state->pending.args[0] != 0)
        /* Translators: Geronimo: a player; a Coordinated force's Artillery loss (5.723) */
        return g_strdup_printf (_("%s, the US, picks the Column that loses an Artillery marker (5.723)"), who);
      return g_strdup_printf (_("%s, the US, picks the Column that loses a BP (5.723)"), who);
    /* Translators: Geronimo: a player and a Village driven out of Mexico or Canada */
    case D_DRIVEN: return g_strdup_printf (_("%s, the US, places %s, driven out of its refuge (6.25)"), who,
                                           ger_village_name (&c, state->pending.args[0]));
    /* Translators: Geronimo: a player and the Area of a Tribal Alliance (6.71, 6.76) */
    case D_ALLY: return g_strdup_printf (_("%s may add War Parties to the Alliance in %s (6.71, 6.76)"), who,
                                         ger_loc_name (&c, state->pending.args[0]));
    /* Translators: Geronimo: a player places the Alliance War Party's losses (9.2FF) */
    case D_ALLY_LOSS: return g_strdup_printf (_("%s chooses the War Party of the Alliance that loses a BP (9.2FF)"), who);
    /* Translators: Geronimo: a player and the VPs his Alliance earned this Round (9.2FF) */
    case D_ALLY_SHARE: return g_strdup_printf (ngettext ("%s may share the Alliance's %d VP with the players who joined it (9.2FF)",
                                                         "%s may share the Alliance's %d VPs with the players who joined it (9.2FF)",
                                                         c.x->ally_vp), who, c.x->ally_vp);
    /* Translators: Geronimo: a player, the US, after a Coordinated attack (5.723) */
    case D_KEEP: return g_strdup_printf (_("%s, the US, keeps the Coordinated Column together or separates it (5.723)"), who);
    case D_EVADE_EARLY: return g_strdup_printf (_("%s may Evade now, before more Columns try to coordinate (5.721)"), who);
    /* Translators: Geronimo: a player, after the Sand Creek Massacre */
    case D_SAND_CREEK: return g_strdup_printf (_("%s may draw a Tribal Card at random from the Inactive deck (12.13)"), who);
    case D_ACW_ASSIGN: return g_strdup_printf (_("%s, the US, gives his Commanders Columns after the Civil War (5.44)"), who);
    case D_FORCED: return g_strdup_printf (_("%s must attack at once with the %s (9.2D, 9.2F)"), who,
                                           ger_tribe_name (&c, state->pending.args[0]));
    /* Translators: Geronimo: a player and a Village */
    case D_TREATY_VP: return g_strdup_printf (_("%s names the VPs of a Treaty for %s (8.11)"), who,
                                              ger_village_name (&c, state->pending.args[0]));
    /* Translators: Geronimo: a player, a Village and the VPs offered */
    case D_TREATY_ANSWER: return g_strdup_printf (ngettext ("%s accepts or refuses a Treaty: %s On Reservation for %d VP (8.11)",
                                                            "%s accepts or refuses a Treaty: %s On Reservation for %d VPs (8.11)",
                                                            state->pending.args[1]), who,
                                                  ger_village_name (&c, state->pending.args[0]), state->pending.args[1]);
    /* Translators: Geronimo: a player and a Village whose Tribe signed a Treaty */
    case D_PRISON: return g_strdup_printf (_("%s, the US, may imprison a Chief of %s's Tribe (7.81)"), who,
                                           ger_village_name (&c, state->pending.args[0]));
    case D_GATLING: return g_strdup_printf (_("%s, the US, may take one new Artillery as a Gatling Gun (5.51, 9.2J)"), who);
    /* Translators: Geronimo: a player and the Village his Column Devastated */
    case D_HORSES: return g_strdup_printf (_("%s, the US, may kill the horses of %s (12.13)"), who,
                                           ger_village_name (&c, state->pending.args[0]));
    /* Translators: Geronimo: a player and the Village his Column Massacred */
    case D_HOSTAGES: return g_strdup_printf (_("%s, the US, may take hostages in %s (12.13)"), who,
                                             ger_village_name (&c, state->pending.args[0]));
    /* Translators: Geronimo: a player and a Random Event's id */
    case D_RANDOM: return g_strdup_printf (_("%s plays, ignores or discards the Random Event %s (12.13)"), who,
                                           ger_random_name (&c, state->pending.args[0]));
    /* Translators: Geronimo: a player; a Mine has played out (9.2K) or a
       Mission moves (9.2N) */
    case D_EVENT_FOLLOW:
      {
        char *storm = ger_storm_question (&c, who);

        if (storm)
          return storm;
        return g_strdup_printf (_("%s chooses what the card takes or moves in %s (9.2)"), who,
                                ger_loc_name (&c, state->pending.args[1]));
      }
    /* Translators: Geronimo: a player and a Shaman Card's title */
    case D_EVENT: return g_strdup_printf (_("%s chooses where %s strikes (9.2)"), who,
                                          bh_game_data_get_unit_type (c.data, bh_game_data_get_piece_type (c.data, state->pending.args[0]))->name);
    default: return g_strdup ("");
    }
}

static char *
ger_describe_action (BhRules *rules, const BhState *state, const BhAction *a, int seat)
{
  GerCtx c;
  const char *piece = NULL;

  ger_ctx_init (&c, BH_GERONIMO_RULES (rules), (BhState *) state);
  if (a->n_args > 0 && geronimo_action_kinds[a->kind].args[0] == BH_ARG_PIECE && a->args[0] >= 0 &&
      a->args[0] < (int) c.d->n_pieces)
    piece = bh_game_data_get_unit_type (c.data, bh_game_data_get_piece_type (c.data, a->args[0]))->name;
  switch (a->kind)
    {
    /* Translators: Geronimo: how many play */
    case A_PLAYERS: return g_strdup_printf (_("%d players"), a->args[0]);
    /* Translators: Geronimo: a Tribe */
    case A_PICK_TRIBE: return g_strdup_printf (_("Choose the %s"), ger_tribe_name (&c, a->args[0]));
    /* Translators: Geronimo: an Area */
    case A_SETTLE: return g_strdup_printf (_("Settle %s"), ger_loc_name (&c, a->args[0]));
    case A_RAILROAD: return g_strdup_printf (_("Railroad in %s"), ger_loc_name (&c, a->args[0]));
    case A_NO_RAILROAD: return g_strdup (_("No Railroad"));
    /* Translators: Geronimo: a Shaman Card's title */
    case A_PLAY: return g_strdup_printf (_("Play %s"), piece ? piece : "?");
    case A_DISCARD: return g_strdup_printf (_("Discard %s"), piece ? piece : "?");
    /* Translators: Geronimo: a Village and an Area */
    case A_RELOCATE: return g_strdup_printf (_("Relocate %s to %s"), piece ? piece : "?", ger_loc_name (&c, a->args[1]));
    case A_STAND: return g_strdup (_("No Village acts"));
    case A_END_OPERATIONS: return g_strdup (_("End Operations"));
    case A_ADMIT: return g_strdup_printf (_("Apply for Statehood for %s"), ger_loc_name (&c, a->args[0]));
    /* Translators: Geronimo: a Village and the BPs it sends out */
    case A_WAR_PARTY:
      {
        int v = ger_village_of_marker (&c, a->args[0]);

        if (v >= 0 && a->args[0] == c.d->villages[v].war_party2)
          /* Translators: Geronimo: a Village and the BPs its second War Party takes (6.32) */
          return g_strdup_printf (ngettext ("%s: a second War Party of %d BP", "%s: a second War Party of %d BPs", a->args[1]),
                                  ger_village_name (&c, v), a->args[1]);
        return g_strdup_printf (ngettext ("%s: a War Party of %d BP", "%s: a War Party of %d BPs", a->args[1]),
                                piece ? piece : "?", a->args[1]);
      }
    case A_ALLY_JOIN:
      {
        int v = ger_village_of_marker (&c, a->args[0]);

        if (v < 0)
          return g_strdup ("?");
        if (a->args[1] == 0)
          /* Translators: Geronimo: a War Party already out joins the Alliance */
          return g_strdup_printf (_("The %s War Party joins the Alliance"), ger_village_name (&c, v));
        /* Translators: Geronimo: a Village sends BPs to the Alliance */
        return g_strdup_printf (ngettext ("%s sends %d BP to the Alliance", "%s sends %d BPs to the Alliance", a->args[1]),
                                ger_village_name (&c, v), a->args[1]);
      }
    case A_ALLY_DONE: return g_strdup (_("No more War Parties for the Alliance"));
    /* Translators: Geronimo: a member War Party of the Alliance takes a BP loss */
    case A_ALLY_LOSE:
      {
        int v = ger_village_of_marker (&c, a->args[0]);

        return g_strdup_printf (_("The %s War Party loses a BP"), v >= 0 ? ger_village_name (&c, v) : "?");
      }
    /* Translators: Geronimo: an Area where the Alliance forms another combined War Party (6.75) */
    /* Translators: Geronimo: one of the Alliance's VPs given to a player who joined it (9.2FF) */
    case A_ALLY_SHARE:
      {
        g_autofree char *to = ger_seat_name (&c, a->args[0]);

        return g_strdup_printf (_("Give one VP to %s"), to);
      }
    case A_ALLY_KEEP: return g_strdup (_("Keep the VPs"));
    case A_KEEP: return g_strdup (_("Keep the Columns together"));
    case A_SEPARATE: return g_strdup (_("Separate the Columns"));
    case A_ALLY_FORM: return g_strdup_printf (_("Form the Alliance War Party again in %s"), ger_loc_name (&c, a->args[0]));
    /* Translators: Geronimo: a Chief */
    case A_WP_CHIEF: return g_strdup_printf (_("%s goes with the War Party"), piece ? piece : "?");
    case A_WP_GO:
      return c.x->ally_forming ? g_strdup (_("No more Chiefs for this War Party"))     /* 6.74: more may join */
                               : g_strdup (_("No more Chiefs: choose the target"));
    /* Translators: Geronimo: a War Party on the map */
    case A_WP_ATTACK: return g_strdup_printf (_("%s attacks again"), piece ? piece : "?");
    /* Translators: Geronimo: a Resource and its Area */
    case A_ATTACK_RESOURCE: return g_strdup_printf (_("Attack the %s in %s"), piece ? piece : "?",
                                                    piece ? ger_loc_name (&c, c.pc[a->args[0]].location) : "?");
    /* Translators: Geronimo: a Village or a War Party attacked by a War Party, and its Area */
    case A_WP_ATTACK_VILLAGE: case A_WP_ATTACK_WP:
      return g_strdup_printf (_("Attack %s in %s"), piece ? piece : "?",
                              piece ? ger_loc_name (&c, c.pc[a->args[0]].location) : "?");
    /* Translators: Geronimo: a Chief sent to Prison */
    case A_PRISON: return g_strdup_printf (_("Imprison %s"), piece ? piece : "?");
    case A_NO_PRISON: return g_strdup (_("Imprison no Chief"));
    case A_GATLING: return g_strdup (_("Take a Gatling Gun"));
    case A_NO_GATLING: return g_strdup (_("Field Guns only"));
    case A_KILL_HORSES: return g_strdup (_("Kill the Village's horses"));
    case A_TAKE_HOSTAGES: return g_strdup (_("Take hostages"));
    case A_NO_DECLARATION: return g_strdup (_("Do nothing more"));
    case A_WP_STAY: return g_strdup (_("The War Party stays on the map"));
    case A_WP_RETURN: return g_strdup (_("The War Party goes home"));
    /* Translators: Geronimo: a Village raids a Resource or Mission in an Area */
    case A_RAID:
      if (a->args[1] < 0 || a->args[1] >= (int) c.d->n_pieces)
        return g_strdup ("?");
      return g_strdup_printf (_("%s raids the %s in %s"), piece ? piece : "?",
                              bh_game_data_get_unit_type (c.data, bh_game_data_get_piece_type (c.data, a->args[1]))->name,
                              ger_loc_name (&c, c.pc[a->args[1]].location));
    /* Translators: Geronimo: a Village */
    case A_RAID_MEXICO: return g_strdup_printf (_("%s raids into Mexico"), piece ? piece : "?");
    case A_FEDERALES: return g_strdup (_("Play the Federales"));
    case A_NO_FEDERALES: return g_strdup (_("Let the Raid stand"));
    /* Translators: Geronimo: a Column (numbered) named the Mormon Column (9.2O) */
    case A_MORMON: return g_strdup_printf (_("Column %d becomes the Mormon Column in Utah"), a->args[0]);
    /* Translators: Geronimo: a Commander given a Column (numbered) after the Civil War (5.44) */
    case A_ACW_ASSIGN: return g_strdup_printf (_("%s takes Column %d"), piece ? piece : "?", a->args[1]);
    case A_ACW_DONE: return g_strdup (_("The other Columns dissolve into the Reserve"));
    /* Translators: Geronimo: a Column (numbered) redeployed after the Civil War (5.44) */
    case A_ACW_REDEPLOY: return g_strdup_printf (_("Redeploy Column %d to %s"), a->args[0], ger_loc_name (&c, a->args[1]));
    /* Translators: Geronimo: one BP realigned between two Columns (numbered) after the Civil War */
    case A_ACW_REALIGN: return g_strdup_printf (_("Move one BP from Column %d to Column %d"), a->args[0], a->args[1]);
    /* Translators: Geronimo: an Area where the US places a Village driven out of Mexico or Canada */
    case A_DRIVEN_TO: return g_strdup_printf (_("Place it in %s"), ger_loc_name (&c, a->args[0]));
    /* Translators: Geronimo: a Column (numbered) of a Coordinated force takes a BP loss (5.723) */
    case A_LOSE_BP: return g_strdup_printf (_("Column %d loses a BP"), a->args[0]);
    /* Translators: Geronimo: a Column (numbered) of a Coordinated force loses an Artillery marker */
    case A_LOSE_ART: return a->args[1] == 2 ? g_strdup_printf (_("Column %d loses a Gatling Gun"), a->args[0])
                                            : g_strdup_printf (_("Column %d loses a Field Gun"), a->args[0]);
    /* Translators: Geronimo: a Shaman Card's target Area */
    case A_EVENT_AREA: return g_strdup_printf (_("The card strikes %s"), ger_loc_name (&c, a->args[0]));
    /* Translators: Geronimo: a Shaman Card's target piece */
    case A_EVENT_PIECE:
      {
        char *storm = state->pending.kind == D_EVENT_FOLLOW ? ger_storm_answer (&c, a->args[0]) : NULL;

        if (storm)
          return storm;
        return g_strdup_printf (_("The card strikes %s"), piece ? piece : "?");
      }
    case A_EVENT_DECLINE: return g_strdup (_("Play it for nothing"));
    case A_RANDOM_ROLL: return g_strdup (_("Roll for a Random Event"));
    case A_RANDOM_PLAY: return g_strdup (_("Play the Random Event"));
    case A_RANDOM_DISCARD: return g_strdup (_("Discard the Random Event: the Round is over"));
    /* Translators: Geronimo: a Treaty offered for a Village */
    case A_OFFER_TREATY: return g_strdup_printf (_("Offer a Treaty for %s"), piece ? piece : "?");
    /* Translators: Geronimo: the VPs a Treaty pays */
    case A_TREATY_VP: return g_strdup_printf (ngettext ("%d VP", "%d VPs", a->args[0]), a->args[0]);
    case A_ACCEPT_TREATY: return g_strdup (_("Accept the Treaty"));
    case A_REFUSE_TREATY: return g_strdup (_("Refuse the Treaty"));
    /* Translators: Geronimo: a Village raises a Mission War Party */
    case A_MISSION_WP: return g_strdup_printf (_("%s raises a Mission War Party"), piece ? piece : "?");
    case A_NO_ADMIT: return g_strdup_printf (_("Do not apply for %s"), ger_loc_name (&c, a->args[0]));
    /* Translators: Geronimo: a Column (numbered) and an Area */
    case A_COL_MOVE: return g_strdup_printf (_("Move Column %d to %s"), a->args[0], ger_loc_name (&c, a->args[1]));
    case A_COL_FORT: return g_strdup_printf (_("Column %d goes In Fort"), a->args[0]);
    case A_COL_PATROL: return g_strdup_printf (_("Column %d goes On Patrol"), a->args[0]);
    /* Translators: Geronimo: a Commander */
    case A_COL_NEW: return g_strdup_printf (_("New Column under %s"), piece ? piece : "?");
    /* Translators: Geronimo: a Column (numbered) In Fort and a Commander */
    case A_COL_DIVIDE:
      {
        const char *cmdr = a->args[1] >= 0 && a->args[1] < (int) c.d->n_pieces
          ? bh_game_data_get_unit_type (c.data, bh_game_data_get_piece_type (c.data, a->args[1]))->name : "?";

        return g_strdup_printf (_("Divide Column %d: a new Column under %s, On Patrol"), a->args[0], cmdr);
      }
    /* Translators: Geronimo: an Area or a Fort box */
    case A_COL_AT: return g_strdup_printf (_("Place it in %s"), ger_loc_name (&c, a->args[0]));
    case A_COL_REINFORCE: return g_strdup_printf (_("Reinforce Column %d"), a->args[0]);
    case A_COL_BPS: return g_strdup_printf (ngettext ("%d BP", "%d BPs", a->args[0]), a->args[0]);
    /* Translators: Geronimo: Field Guns and Gatling Guns */
    case A_COL_GUNS: return g_strdup_printf (_("%d Field Guns, %d Gatlings"), a->args[0], a->args[1]);
    case A_COL_ATTACK:
      {
        const char *target = a->args[1] >= 0 && a->args[1] < (int) c.d->n_pieces
          ? bh_game_data_get_unit_type (c.data, bh_game_data_get_piece_type (c.data, a->args[1]))->name : "?";

        /* Translators: Geronimo: a Column (numbered) and a Village or War Party */
        return g_strdup_printf (_("Column %d attacks %s"), a->args[0], target);
      }
    case A_EVADE: return g_strdup (_("Try to Evade"));
    case A_NO_EVADE: return g_strdup (_("Stand and fight"));
    case A_PURSUE: return g_strdup (_("Pursue"));
    case A_NO_PURSUE: return g_strdup (_("Do not Pursue"));
    case A_AMBUSH: return g_strdup (_("Try an Ambush"));
    case A_ACCEPT: return g_strdup (_("Accept battle"));
    case A_ABSORB: return g_strdup_printf (_("Lose %d Field Guns and %d Gatlings in place of BPs"), a->args[0], a->args[1]);
    case A_REACT: return g_strdup_printf (_("Column %d Reacts"), a->args[0]);
    /* Translators: Geronimo: a Column (numbered) In Fort */
    case A_DISBAND_INTO: return g_strdup_printf (_("Into Column %d, In Fort"), a->args[0]);
    case A_DISBAND_RESERVE: return g_strdup (_("To the Reserve"));
    case A_NO_REACT: return g_strdup (_("No Reaction"));
    /* Translators: Geronimo: a War Party attacks a Column (numbered) */
    case A_WP_ATTACK_COLUMN: return g_strdup_printf (_("Attack Column %d"), a->args[0]);
    /* Translators: Geronimo: a Column (numbered) tries to join an attack */
    case A_COORDINATE: return g_strdup_printf (_("Coordinate Column %d"), a->args[0]);
    case A_ATTACK_NOW: return g_strdup (_("Attack with these Columns"));
    case A_AWAIT_COORDINATION: return g_strdup (_("Let the Columns coordinate"));
    case A_SAND_CREEK_DRAW: return g_strdup (_("Draw a Tribal Card"));
    case A_SAND_CREEK_PASS: return g_strdup (_("Draw no Tribal Card"));
    case A_ATTRITION:
      return a->args[1] == 0 ? g_strdup_printf (_("Column %d loses a BP"), a->args[0])
             : a->args[1] == 1 ? g_strdup_printf (_("Column %d loses a Field Gun"), a->args[0])
                               : g_strdup_printf (_("Column %d loses a Gatling"), a->args[0]);
    default: return g_strdup ("?");
    }
}

static char *
ger_narrate (BhRules *rules, const BhState *before, const BhAction *action, const BhState *after)
{
  BhGeronimoRules *self = BH_GERONIMO_RULES (rules);
  g_autoptr(BhState) copy = bh_state_copy (before);
  g_autoptr(GString) notes = g_string_new (NULL);
  g_autofree char *wording = ger_describe_action (rules, before, action, BH_NONE);
  GString *out;

  apply_noting (self, copy, action, notes);
  out = bh_narration_new (wording, notes);
  bh_narration_append_result (out, self->data, before, after);
  return g_string_free (out, FALSE);
}

static char *
ger_describe_status (BhRules *rules, const BhState *state)
{
  GerCtx c;
  GString *out = g_string_new (NULL);

  ger_ctx_init (&c, BH_GERONIMO_RULES (rules), (BhState *) state);
  for (int s = 0; s < c.x->n_players; s++)
    {
      g_autofree char *who = ger_seat_name (&c, s);

      if (out->len > 0)
        g_string_append_c (out, '\n');
      /* Translators: Geronimo: a player, his side this Turn and his VPs (10.1) */
      g_string_append_printf (out, _("%s: %s, %d VP (10.1)"), who,
                              c.x->n_players == 1 ? _("both sides") : s == c.x->us_seat ? _("US") : _("Indians"),
                              ger_vp (&c, s));
    }
  return g_string_free (out, FALSE);
}

/* The engine deals what the side cannot see; a Treaty offer's finding
 * is then kept (8.11, bh-geronimo-treaties.c). */
static void
ger_determinize (BhRules *rules, const BhState *view, int seat, guint64 seed, BhState *out)
{
  /* `out` may be the view itself: what was hidden is kept for the fix. */
  g_autoptr(BhState) seen = view->pending.kind == D_TREATY_VP && out == view ? bh_state_copy (view) : NULL;
  GerCtx c;

  bh_rules_default_determinize (rules, view, seat, seed, out);
  if (out->pending.kind != D_TREATY_VP)
    return;
  ger_ctx_init (&c, BH_GERONIMO_RULES (rules), out);
  ger_treaty_sample_holder (&c, seen != NULL ? seen : view);
}

/* A battle (7.3) was fought by this action: where.  A Settlement placed
 * beside Villages, or any other roll at a shared place, is none. */
static int
ger_battle_location (BhRules *rules, const BhState *before, const BhAction *action, const BhState *after)
{
  const GerExtra *xb = bh_state_const_extra (before), *xa = bh_state_const_extra (after);

  return xa->battles != xb->battles ? xa->last_battle_area : BH_NONE;
}

static void
bh_geronimo_rules_iface_init (BhRulesInterface *iface)
{
  iface->setup = ger_rules_setup;
  iface->list_actions = ger_list_actions;
  iface->apply = ger_apply;
  iface->check_invariants = ger_check_invariants;
  iface->describe_decision = ger_describe_decision;
  iface->describe_action = ger_describe_action;
  iface->narrate = ger_narrate;
  iface->battle_location = ger_battle_location;
  iface->decision_location = ger_decision_location;
  iface->determinize = ger_determinize;
  iface->describe_status = ger_describe_status;
  iface->explain_refusal = ger_explain_refusal;
  /* The computer opponent (bh-geronimo-ai.c), for a seat. */
  iface->evaluate = ger_ai_evaluate;
  iface->policy = ger_ai_policy;
  iface->horizon = ger_ai_horizon;
}
