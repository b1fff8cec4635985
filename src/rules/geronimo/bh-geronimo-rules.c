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
  for (guint a = 0; a < self->d->n_areas; a++)
    if (self->d->areas[a].closed && !x->land_rush &&
        ger_count_type_at (&c, self->d->settlement_first, self->d->settlement_count, self->d->areas[a].location) > 0)
      {
        g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "a Settlement in a closed Area (5.21)");
        return FALSE;
      }
  return TRUE;
}

static char *
ger_describe_decision (BhRules *rules, const BhState *state)
{
  g_autofree char *who = NULL;
  GerCtx c;

  if (state->result != BH_RESULT_ONGOING)
    return bh_rules_describe_game_over (BH_GERONIMO_RULES (rules)->data, state);
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
    case D_CARD: return g_strdup_printf (_("%s plays or discards a Shaman Card (9.11)"), who);
    case D_OPERATION:
      return ger_round_side (&c) == GER_US ? g_strdup_printf (_("%s, the US, plays his Columns (5.33)"), who)
                                           : g_strdup_printf (_("%s acts with one Village (6.1)"), who);
    /* Translators: Geronimo: a player and an Area */
    case D_ADMIT: return g_strdup_printf (_("%s, the US, may apply for Statehood for %s (10.32)"), who,
                                          ger_loc_name (&c, state->pending.args[0]));
    default: return g_strdup ("");
    }
}

static char *
ger_describe_action (BhRules *rules, const BhState *state, const BhAction *a)
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
    case A_NO_ADMIT: return g_strdup_printf (_("Do not apply for %s"), ger_loc_name (&c, a->args[0]));
    default: return g_strdup ("?");
    }
}

static char *
ger_narrate (BhRules *rules, const BhState *before, const BhAction *action, const BhState *after)
{
  BhGeronimoRules *self = BH_GERONIMO_RULES (rules);
  g_autoptr(BhState) copy = bh_state_copy (before);
  g_autoptr(GString) notes = g_string_new (NULL);
  g_autofree char *wording = ger_describe_action (rules, before, action);
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

/* No action of these rules fights a battle yet: a settlement placed beside
 * villages, or any other roll at a shared place, is none. */
static int
ger_battle_location (BhRules *rules, const BhState *before, const BhAction *action, const BhState *after)
{
  return BH_NONE;
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
  iface->describe_status = ger_describe_status;
  /* The computer opponent (bh-geronimo-ai.c), for a seat. */
  iface->evaluate = ger_ai_evaluate;
  iface->policy = ger_ai_policy;
  iface->horizon = ger_ai_horizon;
}
