/* bh-view.c — who may see which piece, a seat's view that hides by
 * construction, and determinization: a full state dealt at random that
 * agrees with a view.  See bh-rules.h and docs/model.md ("Visibility"). */
#include "config.h"

#include "bh-rules.h"

#include <stdlib.h>
#include <string.h>

/* ---- who sees what ------------------------------------------------------- */

/* A box whose props say seat=N and visible-to=seat belongs to the seat N
 * (counted from 1), whatever side that seat plays this turn. */
static gboolean
box_belongs_to_seat (const BhBox *box, int seat)
{
  return g_strcmp0 (bh_props_lookup (box->props, "visible-to"), "seat") == 0 &&
         bh_props_lookup_int (box->props, "seat", 0) == seat + 1;
}

gboolean
bh_rules_default_piece_visible (BhRules *self, const BhState *state, int piece, int seat)
{
  BhGameData *data = bh_rules_get_game_data (self);
  const BhPieceState *pc = &bh_state_const_pieces (state)[piece];
  guint n_spaces = bh_game_data_get_n_spaces (data);
  const BhBox *box;

  if (seat >= 0 && seat < 16 && (pc->seen >> seat) & 1)
    return TRUE;
  if (pc->location == BH_OFFBOARD || pc->location < n_spaces ||
      pc->location >= n_spaces + bh_game_data_get_n_boxes (data))
    return TRUE;
  box = bh_game_data_get_box (data, pc->location - n_spaces);
  switch (box->visibility)
    {
    case BH_VISIBLE_ALL:
      return TRUE;
    case BH_VISIBLE_SIDE:
      return box->side == seat || box_belongs_to_seat (box, seat);
    case BH_VISIBLE_NONE:
    default:
      return box_belongs_to_seat (box, seat);
    }
}

gboolean
bh_rules_piece_visible (BhRules *self, const BhState *state, int piece, int seat)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  g_return_val_if_fail (piece >= 0 && piece < state->n_pieces, FALSE);
  if (iface->piece_visible)
    return iface->piece_visible (self, state, piece, seat);
  return bh_rules_default_piece_visible (self, state, piece, seat);
}

/* What shows of a hidden piece: a deck's back, else its kind and side. */
guint
bh_rules_default_hidden_class (BhRules *self, int piece)
{
  BhGameData *data = bh_rules_get_game_data (self);
  const BhUnitType *type = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, piece));

  if (type->deck >= 0)
    return 0x10000u + (guint) type->deck;
  return ((guint) type->kind << 8) | (guint8) (type->side + 1);
}

guint
bh_rules_hidden_class (BhRules *self, int piece)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  if (iface->hidden_class)
    return iface->hidden_class (self, piece);
  return bh_rules_default_hidden_class (self, piece);
}

/* ---- views ----------------------------------------------------------------- */

/* A hidden piece, or the place one occupies. */
typedef struct {
  guint class;
  guint16 piece;
  guint16 location;
  guint8 flags;
  guint8 named;        /* 1 + its rank among the pieces the rules name, else 0 */
  guint16 was;
} Slot;

#define MAX_NAMED 64

/* named[p]: 1 + the rank of p among the pieces the rules name, else 0. */
static guint8 *
named_ranks (BhRules *self, const BhState *state)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);
  guint8 *ranks = g_new0 (guint8, state->n_pieces);
  gint32 named[MAX_NAMED];
  guint n;

  if (iface->named_pieces == NULL)
    return ranks;
  n = MIN (iface->named_pieces (self, state, named, MAX_NAMED), MAX_NAMED);
  for (guint i = 0; i < n; i++)
    if (named[i] >= 0 && named[i] < state->n_pieces && ranks[named[i]] == 0)
      ranks[named[i]] = i + 1;
  return ranks;
}

static int
compare_by_class_and_piece (gconstpointer a, gconstpointer b)
{
  const Slot *x = a, *y = b;

  if (x->class != y->class)
    return x->class < y->class ? -1 : 1;
  return (int) x->piece - (int) y->piece;
}

/* Places in a fixed order that depends only on what the seat may see. */
static int
compare_by_class_and_place (gconstpointer a, gconstpointer b)
{
  const Slot *x = a, *y = b;

  if (x->class != y->class)
    return x->class < y->class ? -1 : 1;
  if (x->location != y->location)
    return (int) x->location - (int) y->location;
  if (x->flags != y->flags)
    return (int) x->flags - (int) y->flags;
  if (x->named != y->named)
    return (int) x->named - (int) y->named;
  /* Ties are alike in every byte of the view: any order will do. */
  return (int) x->piece - (int) y->piece;
}

BhState *
bh_rules_dup_view (BhRules *self, const BhState *state, int seat)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);
  BhState *view = bh_state_copy (state);
  BhPieceState *pc = bh_state_pieces (view);
  guint n = view->n_pieces, n_hidden = 0;
  g_autofree Slot *pieces = g_new (Slot, n);
  g_autofree Slot *places = g_new (Slot, n);
  g_autofree guint16 *renumber = g_new (guint16, n);
  g_autofree guint8 *named = named_ranks (self, state);

  for (guint p = 0; p < n; p++)
    {
      renumber[p] = p;
      if (bh_rules_piece_visible (self, state, p, seat))
        continue;
      pieces[n_hidden] = (Slot) { bh_rules_hidden_class (self, p), p, 0, 0, 0, p };
      /* The rules' status bits (moved, in battle...) are public: they stay
       * with the place; the face, the order and who was shown it go. */
      places[n_hidden] = (Slot) { pieces[n_hidden].class, p, pc[p].location, pc[p].flags & ~BH_PIECE_HIDDEN, named[p], p };
      n_hidden++;
    }
  /* Class by class, the lowest hidden piece takes the first place, and so
   * on: which piece lies where is gone, the counts per place stay. */
  qsort (pieces, n_hidden, sizeof (Slot), compare_by_class_and_piece);
  qsort (places, n_hidden, sizeof (Slot), compare_by_class_and_place);
  for (guint i = 0; i < n_hidden; i++)
    {
      BhPieceState *to = &pc[pieces[i].piece];

      renumber[places[i].piece] = pieces[i].piece;
      to->location = places[i].location;
      to->face = 0;
      to->flags = places[i].flags | BH_PIECE_HIDDEN;
      to->order = 0;
      to->seen = 0;
    }
  /* The dice generator would let a seat predict hidden draws. */
  memset (view->rng, 0, sizeof view->rng);
  if (iface->rename_pieces)
    iface->rename_pieces (self, view, renumber);
  if (iface->redact)
    iface->redact (self, view, seat);
  /* Pieces were placed by hand above. */
  bh_state_reindex (view);
  return view;
}

/* ---- determinization ----------------------------------------------------- */

void
bh_rules_default_determinize (BhRules *self, const BhState *view, int seat, guint64 seed, BhState *out)
{
  BhGameData *data = bh_rules_get_game_data (self);
  guint n = view->n_pieces, n_hidden = 0;
  guint n_locations = bh_game_data_get_n_locations (data);
  g_autofree Slot *hidden = NULL;
  g_autofree guint16 *top = NULL;
  g_autofree guint16 *renumber = NULL;
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);
  BhPieceState *pc;

  if (out != view)
    bh_state_copy_into (out, view);
  pc = bh_state_pieces (out);
  bh_state_seed (out, seed);
  hidden = g_new (Slot, n);
  top = g_new0 (guint16, n_locations + 1);
  renumber = g_new (guint16, n);
  for (guint p = 0; p < n; p++)
    {
      renumber[p] = p;
      if (pc[p].flags & BH_PIECE_HIDDEN)
        hidden[n_hidden++] = (Slot) { bh_rules_hidden_class (self, p), p, pc[p].location, pc[p].flags & ~BH_PIECE_HIDDEN, 0, p };
      else if (pc[p].location < n_locations)
        top[pc[p].location] = MAX (top[pc[p].location], pc[p].order);
    }
  /* Within each class, any hidden piece may be in any hidden place of
   * that class: shuffle which piece takes which place. */
  qsort (hidden, n_hidden, sizeof (Slot), compare_by_class_and_piece);
  for (guint start = 0; start < n_hidden;)
    {
      guint end = start + 1;

      while (end < n_hidden && hidden[end].class == hidden[start].class)
        end++;
      /* Fisher–Yates over the pieces, places staying put; `was` keeps
       * the piece that stood in each place in the view. */
      for (guint i = start; i < end; i++)
        hidden[i].was = hidden[i].piece;
      for (guint i = end - start; i > 1; i--)
        {
          guint j = start + bh_state_random (out, i);
          guint16 tmp = hidden[start + i - 1].piece;

          hidden[start + i - 1].piece = hidden[j].piece;
          hidden[j].piece = tmp;
        }
      start = end;
    }
  /* In the shuffled order, each piece goes on top of its place: cups and
   * stacks come out in a random order. */
  for (guint i = 0; i < n_hidden; i++)
    {
      BhPieceState *to = &pc[hidden[i].piece];
      guint16 location = hidden[i].location;

      to->location = location;
      to->flags = hidden[i].flags;
      to->face = 0;
      to->seen = 0;
      to->order = location < n_locations ? ++top[location] : 0;
      renumber[hidden[i].was] = hidden[i].piece;
    }
  if (iface->rename_pieces)
    iface->rename_pieces (self, out, renumber);
  bh_state_reindex (out);
}

void
bh_rules_determinize (BhRules *self, const BhState *view, int seat, guint64 seed, BhState *out)
{
  BhRulesInterface *iface = BH_RULES_GET_IFACE (self);

  g_return_if_fail (out->size == view->size);
  /* The rules' own ends with the default one (Pontiac's), which lists
   * the pieces anew. */
  if (iface->determinize)
    iface->determinize (self, view, seat, seed, out);
  else
    bh_rules_default_determinize (self, view, seat, seed, out);
}
