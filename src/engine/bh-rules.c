/* bh-rules.c — the rules interface, its defaults and the registry that
 * maps a game id to its rules. */
#include "config.h"

#include "bh-rules.h"
#include "bh-ai.h"
#include "bh-error.h"
#include "bh-free-rules.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

G_DEFINE_INTERFACE (BhRules, bh_rules, G_TYPE_OBJECT)

static void
bh_rules_default_init (BhRulesInterface *iface)
{
  g_object_interface_install_property (iface,
    g_param_spec_object ("game-data", NULL, NULL, BH_TYPE_GAME_DATA,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS));
}

BhGameData *
bh_rules_get_game_data (BhRules *self)
{
  static GQuark quark;
  BhGameData *data;

  /* Views and the computer ask for it per piece: g_object_get once. */
  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("bh-rules-game-data");
  data = g_object_get_qdata (G_OBJECT (self), quark);
  if (data == NULL)
    {
      g_object_get (self, "game-data", &data, NULL);
      /* The rules hold their own reference for their whole life. */
      g_object_unref (data);
      g_object_set_qdata (G_OBJECT (self), quark, data);
    }
  return data;
}

const BhActionKind *
bh_rules_get_action_kinds (BhRules *self, guint *n_kinds)
{
  return BH_RULES_GET_IFACE (self)->get_action_kinds (self, n_kinds);
}

gsize
bh_rules_get_extra_size (BhRules *self)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  return iface->get_extra_size ? iface->get_extra_size (self) : 0;
}

gboolean
bh_rules_setup (BhRules *self, BhState *state, const BhScenario *scenario, GError **error)
{
  if (!bh_rules_check_data (self, error))
    return FALSE;
  return BH_RULES_GET_IFACE (self)->setup (self, state, scenario, error);
}

void
bh_rules_list_actions (BhRules *self, const BhState *state, GArray *actions)
{
  g_array_set_size (actions, 0);
  if (state->result == BH_RESULT_ONGOING)
    BH_RULES_GET_IFACE (self)->list_actions (self, state, actions);
}

/* Every argument must name something that exists before any rule looks
 * at it: actions may come from a save, the command line or a widget. */
static gboolean
check_arguments (BhRules *self, const BhActionKind *kind, const BhAction *action, GError **error)
{
  BhGameData *data = bh_rules_get_game_data (self);

  for (guint i = 0; i < kind->n_args; i++)
    {
      gint32 v = action->args[i];
      guint limit;

      switch (kind->args[i])
        {
        case BH_ARG_PIECE: limit = bh_game_data_get_n_pieces (data); break;
        case BH_ARG_LOCATION: limit = bh_game_data_get_n_locations (data); break;
        case BH_ARG_SIDE: limit = bh_game_data_get_n_sides (data); break;
        case BH_ARG_MARKER: limit = bh_game_data_get_n_markers (data); break;
        case BH_ARG_DIE: limit = bh_game_data_get_n_dice (data); break;
        case BH_ARG_INT:
        default: continue;
        }
      if (v < 0 || (guint) v >= limit)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("argument %u of “%s” names nothing"), i + 1, kind->verb);
          return FALSE;
        }
    }
  return TRUE;
}

char *
bh_rules_explain_refusal (BhRules *self, const BhState *state, const BhAction *action, const char **rule)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);
  char *reason;

  *rule = NULL;
  if (iface->explain_refusal == NULL || state->result != BH_RESULT_ONGOING)
    return NULL;
  reason = iface->explain_refusal (self, state, action, rule);
  /* A reason always comes with its rule number (RULES-DONE 5). */
  if (reason != NULL && *rule == NULL)
    g_clear_pointer (&reason, g_free);
  return reason;
}

/* Replaces a refusal by the rules' reason, when they give one; the game's
 * words stay otherwise. */
static void
explain (BhRules *self, const BhState *state, const BhAction *action, const BhActionKind *kind, GError **error)
{
  g_autofree char *reason = NULL;
  const char *rule;

  if (*error == NULL || !g_error_matches (*error, BH_ERROR, BH_ERROR_ILLEGAL) ||
      BH_RULES_GET_IFACE (self)->explain_refusal == NULL)
    return;
  reason = bh_rules_explain_refusal (self, state, action, &rule);
  if (reason == NULL)
    return;
  g_clear_error (error);
  /* Translators: an action refused: the action's verb as typed in the
     text form (untranslated, e.g. “move”), why (e.g. “Fort Pitt is 6 MP
     away and the force has 4 left”), then a rule number such as 9.4 */
  g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("“%s” is not allowed: %s (rule %s)"), kind->verb, reason, rule);
}

gboolean
bh_rules_check_action (BhRules *self, const BhState *state, const BhAction *action, GError **error)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);
  g_autoptr(GArray) legal = NULL;
  g_autoptr(GError) refusal = NULL;
  guint n_kinds;
  const BhActionKind *kinds;

  if (state->result != BH_RESULT_ONGOING)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("the game is over"));
      return FALSE;
    }
  kinds = iface->get_action_kinds (self, &n_kinds);
  if (action->kind >= n_kinds || action->n_args != kinds[action->kind].n_args)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("not an action of this game"));
      return FALSE;
    }
  if (!check_arguments (self, &kinds[action->kind], action, error))
    return FALSE;
  /* The computer tries actions without asking why: no explanation then. */
  if (iface->check_action)
    {
      if (iface->check_action (self, state, action, error ? &refusal : NULL))
        return TRUE;
    }
  else
    {
      legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
      iface->list_actions (self, state, legal);
      for (guint i = 0; i < legal->len; i++)
        if (bh_action_equal (&g_array_index (legal, BhAction, i), action))
          return TRUE;
      if (error == NULL)
        return FALSE;
      g_set_error (&refusal, BH_ERROR, BH_ERROR_ILLEGAL, _("not allowed now (rule %s)"),
                   kinds[action->kind].rule ? kinds[action->kind].rule : "?");
    }
  if (error == NULL)
    return FALSE;
  if (refusal == NULL)
    g_set_error (&refusal, BH_ERROR, BH_ERROR_ILLEGAL, _("not allowed now (rule %s)"),
                 kinds[action->kind].rule ? kinds[action->kind].rule : "?");
  explain (self, state, action, &kinds[action->kind], &refusal);
  g_propagate_error (error, g_steal_pointer (&refusal));
  return FALSE;
}

void
bh_rules_apply (BhRules *self, BhState *state, const BhAction *action)
{
  state->n_rolls = 0;
  BH_RULES_GET_IFACE (self)->apply (self, state, action);
}

/* What every game must keep true, checked before the game's own. */
static gboolean
check_common_invariants (BhRules *self, const BhState *state, GError **error)
{
  BhGameData *data = bh_rules_get_game_data (self);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  const gint16 *markers = bh_state_const_markers (state);
  guint n_locations = bh_game_data_get_n_locations (data);

  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BhUnitType *type = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, i));

      if (pieces[i].location != BH_OFFBOARD && pieces[i].location >= n_locations)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "piece %u at location %u, beyond the board", i, pieces[i].location);
          return FALSE;
        }
      if (pieces[i].face >= type->faces->len)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "piece %u shows face %u of %u", i, pieces[i].face, type->faces->len);
          return FALSE;
        }
    }
  for (guint i = 0; i < state->n_markers; i++)
    {
      const BhTrack *track = bh_game_data_get_track (data, bh_game_data_get_marker (data, i)->track);

      if (markers[i] < track->min || markers[i] > track->max)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "marker %s at %d, off track %s (%d to %d)",
                       bh_game_data_get_marker (data, i)->id, markers[i], track->id, track->min, track->max);
          return FALSE;
        }
    }
  if (state->result == BH_RESULT_ONGOING && (state->pending.side < 0 || (guint) state->pending.side >= bh_game_data_get_n_seats (data)))
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "the game goes on but seat %d is to decide", state->pending.side);
      return FALSE;
    }
  return TRUE;
}

gboolean
bh_rules_check_invariants (BhRules *self, const BhState *state, GError **error)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  if (!check_common_invariants (self, state, error))
    return FALSE;
  return iface->check_invariants == NULL || iface->check_invariants (self, state, error);
}

char *
bh_rules_describe_decision (BhRules *self, const BhState *state, int seat)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  return iface->describe_decision (self, state, seat);
}

double
bh_rules_evaluate (BhRules *self, const BhState *state, int side)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  if (state->result == BH_RESULT_WIN)
    return state->winner == side ? 1.0 : 0.0;
  if (state->result == BH_RESULT_DRAW)
    return 0.5;
  if (iface->evaluate)
    return CLAMP (iface->evaluate (self, state, side), 0.0, 1.0);
  return bh_ai_evaluate (self, state, side);
}

void
bh_rules_policy (BhRules *self, const BhState *state, const GArray *actions, double *weights)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  for (guint i = 0; i < actions->len; i++)
    weights[i] = 1.0;
  if (iface->policy && actions->len > 0)
    iface->policy (self, state, actions, weights);
}

gboolean
bh_rules_horizon (BhRules *self, const BhState *start, const BhState *now)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  if (now->result != BH_RESULT_ONGOING)
    return TRUE;
  if (iface->horizon)
    return iface->horizon (self, start, now);
  return now->turn != start->turn;
}

char *
bh_rules_describe_status (BhRules *self, const BhState *state)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);
  char *text = iface->describe_status ? iface->describe_status (self, state) : NULL;

  return text != NULL ? text : g_strdup ("");
}

char **
bh_rules_piece_status (BhRules *self, const BhState *state, int piece)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  g_return_val_if_fail (piece >= 0 && piece < state->n_pieces, NULL);
  if (iface->piece_status == NULL || (bh_state_const_pieces (state)[piece].flags & BH_PIECE_HIDDEN))
    return NULL;
  return iface->piece_status (self, state, piece);
}

static const char *
arg_name (BhGameData *data, BhArgType type, gint32 value, char **owned)
{
  switch (type)
    {
    case BH_ARG_PIECE:
      return bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, value))->name;
    case BH_ARG_LOCATION:
      return bh_game_data_get_location_name (data, value);
    case BH_ARG_SIDE:
      return bh_game_data_get_side (data, value)->name;
    case BH_ARG_MARKER:
      return bh_game_data_get_marker (data, value)->name;
    case BH_ARG_DIE:
      return bh_game_data_get_die (data, value)->name;
    case BH_ARG_INT:
    default:
      return *owned = g_strdup_printf ("%d", value);
    }
}

char *
bh_rules_annotate_action (BhRules *self, const BhState *state, const BhAction *action)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  return iface->annotate_action != NULL ? iface->annotate_action (self, state, action) : NULL;
}

gboolean
bh_rules_battle_location (BhRules *self, const BhState *before, const BhAction *action,
                          const BhState *after, int *location)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  if (iface->battle_location == NULL)
    return FALSE;
  *location = iface->battle_location (self, before, action, after);
  return TRUE;
}

const char *
bh_rules_action_rule (BhRules *self, const BhState *state, const BhAction *action)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);
  const char *rule = iface->action_rule ? iface->action_rule (self, state, action) : NULL;
  const BhActionKind *kinds;
  guint n_kinds;

  if (rule != NULL)
    return rule;
  kinds = iface->get_action_kinds (self, &n_kinds);
  g_return_val_if_fail (action->kind < n_kinds, NULL);
  return kinds[action->kind].rule;
}

char *
bh_rules_describe_action (BhRules *self, const BhState *state, const BhAction *action, int seat)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);
  BhGameData *data;
  const BhActionKind *kinds;
  guint n_kinds;
  GString *out;

  if (iface->describe_action)
    return iface->describe_action (self, state, action, seat);
  data = bh_rules_get_game_data (self);
  kinds = iface->get_action_kinds (self, &n_kinds);
  g_return_val_if_fail (action->kind < n_kinds, NULL);
  out = g_string_new (kinds[action->kind].verb);
  /* "end-turn" reads "End turn". */
  g_strdelimit (out->str, "-_", ' ');
  out->str[0] = g_ascii_toupper (out->str[0]);
  for (guint i = 0; i < kinds[action->kind].n_args && i < action->n_args; i++)
    {
      g_autofree char *owned = NULL;

      g_string_append_c (out, i == 0 ? ' ' : ',');
      if (i > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, arg_name (data, kinds[action->kind].args[i], action->args[i], &owned));
    }
  return g_string_free (out, FALSE);
}

char *
bh_rules_narrate (BhRules *self, const BhState *before, const BhAction *action, const BhState *after)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);
  g_autofree char *description = NULL;
  GString *out;

  if (iface->narrate)
    return iface->narrate (self, before, action, after);
  /* Every seat reads the log: a game whose wording depends on the
   * reader writes its own narrate, with the secret phrases marked. */
  description = bh_rules_describe_action (self, before, action, BH_NONE);
  out = g_string_new (description);
  for (guint i = 0; i < after->n_rolls; i++)
    g_string_append_printf (out, i == 0 ? _(": rolled %u") : ", %u", after->rolls[i]);
  return g_string_free (out, FALSE);
}

char *
bh_rules_format_action (BhRules *self, const BhAction *action)
{
  guint n_kinds;
  const BhActionKind *kinds = bh_rules_get_action_kinds (self, &n_kinds);

  g_return_val_if_fail (action->kind < n_kinds, NULL);
  return bh_action_to_string (action, kinds, bh_rules_get_game_data (self));
}

gboolean
bh_rules_parse_action (BhRules *self, const char *text, BhAction *action, GError **error)
{
  guint n_kinds;
  const BhActionKind *kinds = bh_rules_get_action_kinds (self, &n_kinds);

  return bh_action_parse (text, kinds, n_kinds, bh_rules_get_game_data (self), action, error);
}

/* ---- registry ---------------------------------------------------------- */

static GHashTable *
registry (void)
{
  static GHashTable *table;

  if (g_once_init_enter (&table))
    g_once_init_leave (&table, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL));
  return table;
}

static GHashTable *
partial_games (void)
{
  static GHashTable *table;

  if (g_once_init_enter (&table))
    g_once_init_leave (&table, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL));
  return table;
}

void
bh_rules_register (const char *game_id, GType type)
{
  g_return_if_fail (g_type_is_a (type, BH_TYPE_RULES));
  g_hash_table_insert (registry (), g_strdup (game_id), GSIZE_TO_POINTER (type));
  g_hash_table_remove (partial_games (), game_id);
}

void
bh_rules_register_partial (const char *game_id, GType type)
{
  bh_rules_register (game_id, type);
  g_hash_table_add (partial_games (), g_strdup (game_id));
}

gboolean
bh_rules_are_partial (const char *game_id)
{
  return g_hash_table_contains (partial_games (), game_id);
}

gboolean
bh_rules_exist_for (const char *game_id)
{
  return g_hash_table_contains (registry (), game_id);
}

static int
compare_ids (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

char **
bh_rules_dup_registered (void)
{
  guint n;
  gpointer *keys = g_hash_table_get_keys_as_array (registry (), &n);
  char **ids = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    ids[i] = g_strdup (keys[i]);
  g_free (keys);
  qsort (ids, n, sizeof (char *), compare_ids);
  return ids;
}

#define DATA_ERROR_KEY "bh-rules-data-error"

void
bh_rules_keep_data_error (BhRules *self, const GError *error)
{
  g_object_set_data_full (G_OBJECT (self), DATA_ERROR_KEY, g_error_copy (error), (GDestroyNotify) g_error_free);
}

gboolean
bh_rules_check_data (BhRules *self, GError **error)
{
  const GError *kept = g_object_get_data (G_OBJECT (self), DATA_ERROR_KEY);

  if (kept == NULL)
    return TRUE;
  g_propagate_error (error, g_error_copy (kept));
  return FALSE;
}

gboolean
bh_rules_check_game_data (BhGameData *data, GError **error)
{
  g_autoptr(BhRules) rules = NULL;

  if (!bh_rules_exist_for (bh_game_data_get_id (data)))
    return TRUE;
  rules = bh_rules_new_for_game (data, FALSE, error);
  return rules != NULL && bh_rules_check_data (rules, error);
}

BhRules *
bh_rules_new_for_game (BhGameData *data, gboolean free_play, GError **error)
{
  const char *id = bh_game_data_get_id (data);
  GType type = free_play ? BH_TYPE_FREE_RULES : (GType) GPOINTER_TO_SIZE (g_hash_table_lookup (registry (), id));

  if (type == 0)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_NO_RULES,
                   _("the rules of “%s” are not written yet: it can be played in free play"),
                   bh_game_data_get_title (data));
      return NULL;
    }
  return g_object_new (type, "game-data", data, NULL);
}
