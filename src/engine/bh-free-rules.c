/* bh-free-rules.c — free play: nothing enforced, everything logged. */
#include "config.h"

#include "bh-free-rules.h"
#include "bh-error.h"

#include <glib/gi18n-lib.h>

struct _BhFreeRules
{
  GObject parent_instance;
  BhGameData *data;
};

enum { MOVE, REMOVE, FLIP, SET, ROLL, END_TURN, MOVE_STACK };

/* The rule every free-play action follows; the window translates it where
 * it shows a rule. */
/* Translators: the rule a free-play action follows, shown as "Rule %s" and
 * on the log's rule badge */
#define FREE_PLAY_RULE N_("free play")

static const BhActionKind free_kinds[] = {
  [MOVE] = { "move", FREE_PLAY_RULE, 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [REMOVE] = { "remove", FREE_PLAY_RULE, 1, { BH_ARG_PIECE } },
  [FLIP] = { "flip", FREE_PLAY_RULE, 1, { BH_ARG_PIECE } },
  [SET] = { "set", FREE_PLAY_RULE, 2, { BH_ARG_MARKER, BH_ARG_INT } },
  [ROLL] = { "roll", FREE_PLAY_RULE, 1, { BH_ARG_DIE } },
  [END_TURN] = { "end-turn", FREE_PLAY_RULE, 0, { 0 } },
  /* A whole stack at once: one line in the log, one step of undo. */
  [MOVE_STACK] = { "move-stack", FREE_PLAY_RULE, 2, { BH_ARG_LOCATION, BH_ARG_LOCATION } },
};

static void bh_free_rules_iface_init (BhRulesInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BhFreeRules, bh_free_rules, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (BH_TYPE_RULES, bh_free_rules_iface_init))

enum { PROP_0, PROP_GAME_DATA };

static void
bh_free_rules_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  BhFreeRules *self = BH_FREE_RULES (object);

  if (prop_id == PROP_GAME_DATA)
    self->data = g_value_dup_object (value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
bh_free_rules_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  BhFreeRules *self = BH_FREE_RULES (object);

  if (prop_id == PROP_GAME_DATA)
    g_value_set_object (value, self->data);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
bh_free_rules_finalize (GObject *object)
{
  g_clear_object (&BH_FREE_RULES (object)->data);
  G_OBJECT_CLASS (bh_free_rules_parent_class)->finalize (object);
}

static void
bh_free_rules_class_init (BhFreeRulesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->set_property = bh_free_rules_set_property;
  object_class->get_property = bh_free_rules_get_property;
  object_class->finalize = bh_free_rules_finalize;
  g_object_class_override_property (object_class, PROP_GAME_DATA, "game-data");
}

static void
bh_free_rules_init (BhFreeRules *self)
{
}

static const BhActionKind *
free_get_action_kinds (BhRules *rules, guint *n_kinds)
{
  *n_kinds = G_N_ELEMENTS (free_kinds);
  return free_kinds;
}

static gboolean
free_setup (BhRules *rules, BhState *state, const BhScenario *scenario, GError **error)
{
  return TRUE;
}

static void
add (GArray *actions, int side, int kind, int n, gint32 a, gint32 b)
{
  BhAction action = { .kind = kind, .side = side, .n_args = n, .args = { a, b } };

  g_array_append_val (actions, action);
}

/* Free play allows any move; the list offers the likely ones: every piece on
 * the board, and every stack of two or more, to each neighbouring space,
 * flips, removals, track steps, dice and the end of the turn.
 * check_action accepts the rest.
 * No action names a piece the side to act may not see (a counter in a cup or
 * in another side's hand): the list is shown to that side, and "Flip <type>"
 * would tell it what lies hidden, where a player at the table cannot flip a
 * counter he cannot see. */
static void
free_list_actions (BhRules *rules, const BhState *state, GArray *actions)
{
  BhFreeRules *self = BH_FREE_RULES (rules);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  const gint16 *markers = bh_state_const_markers (state);
  guint n_spaces = bh_game_data_get_n_spaces (self->data);
  int side = state->pending.side;

  for (guint i = 0; i < state->n_pieces; i++)
    {
      guint location = pieces[i].location;

      if (location == BH_OFFBOARD || !bh_rules_piece_visible (rules, state, i, side))
        continue;
      if (location < n_spaces)
        {
          const BhSpace *space = bh_game_data_get_space (self->data, location);

          for (guint c = 0; c < space->connections->len; c++)
            {
              const BhConnection *conn = bh_game_data_get_connection (self->data, g_array_index (space->connections, int, c));
              int other = conn->from == (int) location ? conn->to : conn->from;

              add (actions, side, MOVE, 2, i, other);
            }
        }
      if (bh_game_data_get_unit_type (self->data, bh_game_data_get_piece_type (self->data, i))->faces->len > 1)
        add (actions, side, FLIP, 1, i, 0);
      add (actions, side, REMOVE, 1, i, 0);
    }
  for (guint s = 0; s < n_spaces; s++)
    if (bh_state_count_at (state, (int) s) >= 2)
      {
        const BhSpace *space = bh_game_data_get_space (self->data, s);

        for (guint c = 0; c < space->connections->len; c++)
          {
            const BhConnection *conn = bh_game_data_get_connection (self->data, g_array_index (space->connections, int, c));

            add (actions, side, MOVE_STACK, 2, s, conn->from == (int) s ? conn->to : conn->from);
          }
      }
  for (guint m = 0; m < state->n_markers; m++)
    {
      const BhTrack *track = bh_game_data_get_track (self->data, bh_game_data_get_marker (self->data, m)->track);

      if (markers[m] < track->max)
        add (actions, side, SET, 2, m, markers[m] + 1);
      if (markers[m] > track->min)
        add (actions, side, SET, 2, m, markers[m] - 1);
    }
  for (guint d = 0; d < bh_game_data_get_n_dice (self->data); d++)
    add (actions, side, ROLL, 1, d, 0);
  add (actions, side, END_TURN, 0, 0, 0);
}

static gboolean
free_check_action (BhRules *rules, const BhState *state, const BhAction *action, GError **error)
{
  BhFreeRules *self = BH_FREE_RULES (rules);
  const BhPieceState *pieces = bh_state_const_pieces (state);

  switch (action->kind)
    {
    case MOVE:
      return action->args[0] >= 0 && action->args[0] < state->n_pieces &&
             action->args[1] >= 0 && (guint) action->args[1] < bh_game_data_get_n_locations (self->data);
    case MOVE_STACK:
      {
        guint n_locations = bh_game_data_get_n_locations (self->data);

        if (action->args[0] < 0 || (guint) action->args[0] >= n_locations ||
            action->args[1] < 0 || (guint) action->args[1] >= n_locations)
          return FALSE;
        if (bh_state_count_at (state, action->args[0]) == 0)
          {
            g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("no pieces stand there"));
            return FALSE;
          }
        return TRUE;
      }
    case REMOVE:
      if (pieces[action->args[0]].location == BH_OFFBOARD)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("that piece is not on the board"));
          return FALSE;
        }
      return TRUE;
    case FLIP:
      if (bh_game_data_get_unit_type (self->data, bh_game_data_get_piece_type (self->data, action->args[0]))->faces->len < 2)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("that piece has one face only"));
          return FALSE;
        }
      return TRUE;
    case SET:
      {
        const BhTrack *track = bh_game_data_get_track (self->data, bh_game_data_get_marker (self->data, action->args[0])->track);

        if (action->args[1] < track->min || action->args[1] > track->max)
          {
            g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("the %s track runs from %d to %d"),
                         track->name, track->min, track->max);
            return FALSE;
          }
        return TRUE;
      }
    default:
      return TRUE;
    }
}

static void
free_apply (BhRules *rules, BhState *state, const BhAction *action)
{
  BhFreeRules *self = BH_FREE_RULES (rules);
  BhPieceState *pieces = bh_state_pieces (state);

  switch (action->kind)
    {
    case MOVE:
      bh_state_move_piece (state, action->args[0], action->args[1]);
      break;
    case MOVE_STACK:
      {
        guint n = bh_state_count_at (state, action->args[0]);

        /* Bottom first, so that the stack keeps its order on top of
         * whatever stands there. */
        for (guint k = 0; k < n; k++)
          {
            int bottom = -1;

            for (guint i = 0; i < state->n_pieces; i++)
              if (pieces[i].location == (guint) action->args[0] &&
                  (bottom < 0 || pieces[i].order < pieces[bottom].order))
                bottom = i;
            bh_state_move_piece (state, bottom, action->args[1]);
          }
      }
      break;
    case REMOVE:
      bh_state_move_piece (state, action->args[0], BH_OFFBOARD);
      break;
    case FLIP:
      pieces[action->args[0]].face ^= 1;
      break;
    case SET:
      bh_state_markers (state)[action->args[0]] = action->args[1];
      break;
    case ROLL:
      bh_state_roll (state, bh_game_data_get_die (self->data, action->args[0])->faces);
      break;
    case END_TURN:
      {
        guint n_sides = bh_game_data_get_n_sides (self->data);

        state->pending.side = (state->pending.side + 1) % n_sides;
        if (state->pending.side == 0 && state->turn < G_MAXINT16)
          state->turn++;
      }
      break;
    default:
      g_assert_not_reached ();
    }
}

static char *
free_describe_decision (BhRules *rules, const BhState *state, int seat)
{
  BhFreeRules *self = BH_FREE_RULES (rules);

  return g_strdup_printf (_("Free play: %s to act, turn %d"),
                          bh_game_data_get_side (self->data, state->pending.side)->name, state->turn);
}

static const char *
piece_name (BhFreeRules *self, int piece)
{
  return bh_game_data_get_unit_type (self->data, bh_game_data_get_piece_type (self->data, piece))->name;
}

static char *
free_describe_action (BhRules *rules, const BhState *state, const BhAction *action, int seat)
{
  BhFreeRules *self = BH_FREE_RULES (rules);
  const gint32 *a = action->args;

  switch (action->kind)
    {
    case MOVE:
      /* Translators: free play: move a counter to a space or box */
      return g_strdup_printf (_("Move %s to %s"), piece_name (self, a[0]),
                              bh_game_data_get_location_name (self->data, a[1]));
    case MOVE_STACK:
      {
        guint n = bh_state_count_at (state, a[0]);

        /* Translators: free play: a whole stack moves; the count, then two spaces */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Move the stack of %u piece at %s to %s",
                                             "Move the stack of %u pieces at %s to %s", n),
                                n, bh_game_data_get_location_name (self->data, a[0]),
                                bh_game_data_get_location_name (self->data, a[1]));
      }
    case REMOVE:
      return g_strdup_printf (_("Remove %s"), piece_name (self, a[0]));
    case FLIP:
      return g_strdup_printf (_("Flip %s"), piece_name (self, a[0]));
    case SET:
      /* Translators: free play: put a track marker on a value */
      return g_strdup_printf (_("Set %s to %d"), bh_game_data_get_marker (self->data, a[0])->name, a[1]);
    case ROLL:
      return g_strdup_printf (_("Roll %s"), bh_game_data_get_die (self->data, a[0])->name);
    case END_TURN:
    default:
      return g_strdup (_("End the turn"));
    }
}

static void
bh_free_rules_iface_init (BhRulesInterface *iface)
{
  iface->get_action_kinds = free_get_action_kinds;
  iface->setup = free_setup;
  iface->list_actions = free_list_actions;
  iface->check_action = free_check_action;
  iface->apply = free_apply;
  iface->describe_decision = free_describe_decision;
  iface->describe_action = free_describe_action;
}
