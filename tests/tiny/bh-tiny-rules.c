/* bh-tiny-rules.c — the test game's rules.
 *
 * T1 Each turn Red then Blue acts; a side's phase ends when it passes.
 * T2 Move: one own piece not yet moved this turn to a connected space.
 * T3 Fight: in a space holding both sides, roll a die; the attacker hits on
 *    the "attacker" row of the combat table or better, then the defender
 *    answers on its row.  A hit flips a full piece or eliminates a reduced one.
 * T4 Draw: once a turn, a side takes a random own piece from the hidden
 *    reserve cup into its camp (this reveals hidden information).
 * T5 At the end of each turn, a side alone at the ford scores 1 VP.
 * T6 After the last turn the side with more VP wins; equal is a draw. */
#include "config.h"

#include "bh-tiny-rules.h"
#include "bh-rules-object.h"

#include <glib/gi18n.h>

#define MOVED 0x01

/* What the rules look up in the game data, once. */
typedef struct {
  int ford, reserve, eliminated, camp[2], vp[2], turn_marker;
  int attacker_hits, defender_hits;
} TinyData;

struct _BhTinyRules
{
  GObject parent_instance;
  BhGameData *data;
  TinyData *d;
};

typedef struct {
  guint8 drew[2];
  gint16 last_turn;
} TinyExtra;

enum { MOVE, FIGHT, DRAW, PASS };

static const BhActionKind tiny_kinds[] = {
  [MOVE] = { "move", "T2", 2, { BH_ARG_PIECE, BH_ARG_LOCATION } },
  [FIGHT] = { "fight", "T3", 1, { BH_ARG_LOCATION } },
  [DRAW] = { "draw", "T4", 0, { 0 } },
  [PASS] = { "pass", "T1", 0, { 0 } },
};

static int
table_cell (BhGameData *data, const char *row_key)
{
  const BhTable *table = bh_game_data_get_table (data, bh_game_data_find_table (data, "combat"));

  for (guint i = 0; i < table->rows->len; i++)
    {
      const BhTableRow *row = g_ptr_array_index (table->rows, i);

      if (g_str_equal (row->key, row_key))
        return atoi (g_ptr_array_index (row->cells, 0));
    }
  g_return_val_if_reached (7);
}

static TinyData *
tiny_data_new (BhGameData *data, GError **error)
{
  TinyData *d = g_new0 (TinyData, 1);

  d->ford = bh_game_data_find_location (data, "ford");
  d->reserve = bh_game_data_find_location (data, "reserve");
  d->eliminated = bh_game_data_find_location (data, "eliminated");
  d->camp[0] = bh_game_data_find_location (data, "red-camp");
  d->camp[1] = bh_game_data_find_location (data, "blue-camp");
  d->vp[0] = bh_game_data_find_marker (data, "vp-red");
  d->vp[1] = bh_game_data_find_marker (data, "vp-blue");
  d->turn_marker = bh_game_data_find_marker (data, "turn");
  d->attacker_hits = table_cell (data, "attacker");
  d->defender_hits = table_cell (data, "defender");
  return d;
}

BH_DEFINE_RULES_OBJECT (BhTinyRules, bh_tiny_rules, tiny_data_new, g_free, NULL,
                        tiny_kinds, G_N_ELEMENTS (tiny_kinds), TinyExtra)

static int
side_of (BhTinyRules *self, int piece)
{
  return bh_game_data_get_unit_type (self->data, bh_game_data_get_piece_type (self->data, piece))->side;
}

static gboolean
tiny_setup (BhRules *rules, BhState *state, const BhScenario *scenario, GError **error)
{
  TinyExtra *extra = bh_state_extra (state);

  extra->last_turn = scenario->last_turn;
  return TRUE;
}

static gboolean
contested (BhTinyRules *self, const BhState *state, int location)
{
  const BhPieceState *pieces = bh_state_const_pieces (state);
  gboolean present[2] = { FALSE, FALSE };

  for (guint i = 0; i < state->n_pieces; i++)
    if (pieces[i].location == location)
      present[side_of (self, i)] = TRUE;
  return present[0] && present[1];
}

static gboolean
has_reserve (BhTinyRules *self, const BhState *state, int side)
{
  const BhPieceState *pieces = bh_state_const_pieces (state);

  for (guint i = 0; i < state->n_pieces; i++)
    if (pieces[i].location == self->d->reserve && side_of (self, i) == side)
      return TRUE;
  return FALSE;
}

static void
add (GArray *actions, int side, int kind, int n, gint32 a, gint32 b)
{
  BhAction action = { .kind = kind, .side = side, .n_args = n, .args = { a, b } };

  g_array_append_val (actions, action);
}

static void
tiny_list_actions (BhRules *rules, const BhState *state, GArray *actions)
{
  BhTinyRules *self = BH_TINY_RULES (rules);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  const TinyExtra *extra = bh_state_const_extra (state);
  guint n_spaces = bh_game_data_get_n_spaces (self->data);
  int side = state->pending.side;
  g_autofree gboolean *fight_listed = g_new0 (gboolean, n_spaces);

  for (guint i = 0; i < state->n_pieces; i++)
    {
      const BhSpace *space;

      if (side_of (self, i) != side || pieces[i].location >= n_spaces)
        continue;
      if (!fight_listed[pieces[i].location] && contested (self, state, pieces[i].location))
        {
          fight_listed[pieces[i].location] = TRUE;
          add (actions, side, FIGHT, 1, pieces[i].location, 0);
        }
      if (pieces[i].flags & MOVED)
        continue;
      space = bh_game_data_get_space (self->data, pieces[i].location);
      for (guint c = 0; c < space->connections->len; c++)
        {
          const BhConnection *conn = bh_game_data_get_connection (self->data, g_array_index (space->connections, int, c));

          add (actions, side, MOVE, 2, i, conn->from == pieces[i].location ? conn->to : conn->from);
        }
    }
  if (!extra->drew[side] && has_reserve (self, state, side))
    add (actions, side, DRAW, 0, 0, 0);
  add (actions, side, PASS, 0, 0, 0);
}

static void
hit (BhTinyRules *self, BhState *state, int location, int side)
{
  BhPieceState *pieces = bh_state_pieces (state);
  int victim = -1;

  /* The strongest piece takes the hit first: full before reduced. */
  for (guint i = 0; i < state->n_pieces; i++)
    if (pieces[i].location == location && side_of (self, i) == side &&
        (victim < 0 || pieces[i].face < pieces[victim].face))
      victim = i;
  if (victim < 0)
    return;
  if (pieces[victim].face == 0)
    pieces[victim].face = 1;
  else
    bh_state_move_piece (state, victim, self->d->eliminated);
}

static void
end_turn (BhTinyRules *self, BhState *state)
{
  BhPieceState *pieces = bh_state_pieces (state);
  gint16 *markers = bh_state_markers (state);
  TinyExtra *extra = bh_state_extra (state);
  gboolean present[2] = { FALSE, FALSE };
  const BhTrack *vp_track = bh_game_data_get_track (self->data, bh_game_data_get_marker (self->data, self->d->vp[0])->track);

  for (guint i = 0; i < state->n_pieces; i++)
    if (pieces[i].location == self->d->ford)
      present[side_of (self, i)] = TRUE;
  for (int s = 0; s < 2; s++)   /* T5 */
    if (present[s] && !present[1 - s] && markers[self->d->vp[s]] < vp_track->max)
      markers[self->d->vp[s]]++;

  for (guint i = 0; i < state->n_pieces; i++)
    pieces[i].flags &= ~MOVED;
  extra->drew[0] = extra->drew[1] = 0;

  if (state->turn >= extra->last_turn)
    {
      /* T6 */
      if (markers[self->d->vp[0]] == markers[self->d->vp[1]])
        state->result = BH_RESULT_DRAW;
      else
        {
          state->result = BH_RESULT_WIN;
          state->winner = markers[self->d->vp[0]] > markers[self->d->vp[1]] ? 0 : 1;
        }
      state->pending.side = BH_NONE;
      return;
    }
  state->turn++;
  markers[self->d->turn_marker] = state->turn;
  state->pending.side = 0;
}

static void
tiny_apply (BhRules *rules, BhState *state, const BhAction *action)
{
  BhTinyRules *self = BH_TINY_RULES (rules);
  BhPieceState *pieces = bh_state_pieces (state);
  TinyExtra *extra = bh_state_extra (state);
  int side = state->pending.side;

  switch (action->kind)
    {
    case MOVE:
      bh_state_move_piece (state, action->args[0], action->args[1]);
      pieces[action->args[0]].flags |= MOVED;
      break;
    case FIGHT:
      if (bh_state_roll (state, 6) >= self->d->attacker_hits)
        hit (self, state, action->args[0], 1 - side);
      if (contested (self, state, action->args[0]) && bh_state_roll (state, 6) >= self->d->defender_hits)
        hit (self, state, action->args[0], side);
      break;
    case DRAW:
      {
        guint candidates[16], n = 0;

        for (guint i = 0; i < state->n_pieces && n < G_N_ELEMENTS (candidates); i++)
          if (pieces[i].location == self->d->reserve && side_of (self, i) == side)
            candidates[n++] = i;
        g_return_if_fail (n > 0);
        bh_state_move_piece (state, candidates[bh_state_random (state, n)], self->d->camp[side]);
        extra->drew[side] = 1;
        state->reveals++;
      }
      break;
    case PASS:
      if (side == 0)
        state->pending.side = 1;
      else
        end_turn (self, state);
      break;
    default:
      g_assert_not_reached ();
    }
}

static gboolean
tiny_check_invariants (BhRules *rules, const BhState *state, GError **error)
{
  BhTinyRules *self = BH_TINY_RULES (rules);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  guint n_spaces = bh_game_data_get_n_spaces (self->data);

  /* Cards never reach the map; units never reach the card boxes. */
  for (guint i = 0; i < state->n_pieces; i++)
    {
      gboolean card = side_of (self, i) == BH_NONE;
      guint location = pieces[i].location;

      if (location == BH_OFFBOARD)
        continue;
      if (card ? location < n_spaces
               : location >= n_spaces && location != (guint) self->d->reserve && location != (guint) self->d->eliminated)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "piece %u in the wrong place", i);
          return FALSE;
        }
    }
  if (state->turn < 1 || state->turn > ((const TinyExtra *) bh_state_const_extra (state))->last_turn)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "turn %d outside the scenario", state->turn);
      return FALSE;
    }
  return TRUE;
}

static char *
tiny_describe_decision (BhRules *rules, const BhState *state, int seat)
{
  BhTinyRules *self = BH_TINY_RULES (rules);

  if (state->result != BH_RESULT_ONGOING)
    return g_strdup ("game over");
  return g_strdup_printf ("%s: move, fight, draw or pass (turn %d)",
                          bh_game_data_get_side (self->data, state->pending.side)->name, state->turn);
}

static void
bh_tiny_rules_iface_init (BhRulesInterface *iface)
{
  iface->setup = tiny_setup;
  iface->list_actions = tiny_list_actions;
  iface->apply = tiny_apply;
  iface->check_invariants = tiny_check_invariants;
  iface->describe_decision = tiny_describe_decision;
}
