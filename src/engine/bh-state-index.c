/* bh-state-index.c — the index of pieces by location that follows a
 * state's block (bh-state.h): kept up to date by every move, rebuilt after
 * locations are written directly, checked by bh_state_index_ok. */
#include "config.h"

#include "bh-state.h"

#define UNLISTED G_MININT16

static inline gint16 *
index_of (BhState *state)
{
  return (gint16 *) bh_state_const_index (state);
}

static inline int
list_of (int location)
{
  return location == BH_OFFBOARD ? -1 : location % BH_INDEX_LISTS;
}

static void
unlink_piece (gint16 *head, gint16 *next, gint16 *prev, int piece)
{
  int before = prev[piece], after = next[piece];

  if (before == UNLISTED)
    return;
  if (before >= 0)
    next[before] = after;
  else
    head[-1 - before] = after;
  if (after >= 0)
    prev[after] = before;
  next[piece] = -1;
  prev[piece] = UNLISTED;
}

static void
link_piece (gint16 *head, gint16 *next, gint16 *prev, int piece, int list)
{
  int first = head[list];

  next[piece] = first;
  prev[piece] = -1 - list;
  if (first >= 0)
    prev[first] = piece;
  head[list] = piece;
}

void
bh_state_place_piece (BhState *state, int piece, int location, guint16 order)
{
  BhPieceState *pc = bh_state_pieces (state);
  gint16 *head = index_of (state), *next = head + BH_INDEX_LISTS, *prev = next + state->n_pieces;
  int from, to;

  g_return_if_fail (piece >= 0 && piece < state->n_pieces);
  from = list_of (pc[piece].location);
  to = list_of (location);
  /* Locations sharing a list need no relinking between them. */
  if (from != to)
    {
      unlink_piece (head, next, prev, piece);
      if (to >= 0)
        link_piece (head, next, prev, piece, to);
    }
  pc[piece].location = (guint16) location;
  pc[piece].order = order;
}

void
bh_state_reindex (BhState *state)
{
  const BhPieceState *pc = bh_state_const_pieces (state);
  gint16 *head = index_of (state), *next = head + BH_INDEX_LISTS, *prev = next + state->n_pieces;

  for (int l = 0; l < BH_INDEX_LISTS; l++)
    head[l] = -1;
  /* From the last piece down, so that each list runs in piece order. */
  for (int p = (int) state->n_pieces - 1; p >= 0; p--)
    {
      int list = list_of (pc[p].location);

      next[p] = -1;
      prev[p] = UNLISTED;
      if (list >= 0)
        link_piece (head, next, prev, p, list);
    }
}

gboolean
bh_state_index_ok (const BhState *state)
{
  const BhPieceState *pc = bh_state_const_pieces (state);
  const gint16 *head = bh_state_const_index (state), *next = head + BH_INDEX_LISTS, *prev = next + state->n_pieces;
  guint placed = 0, listed = 0;

  for (guint p = 0; p < state->n_pieces; p++)
    {
      if (pc[p].location != BH_OFFBOARD)
        placed++;
      else if (prev[p] != UNLISTED || next[p] != -1)
        return FALSE;
    }
  for (int l = 0; l < BH_INDEX_LISTS; l++)
    for (int p = head[l], before = -1 - l; p >= 0; before = p, p = next[p])
      {
        /* A piece on the wrong list, a broken back link, or a loop. */
        if (p >= state->n_pieces || list_of (pc[p].location) != l || prev[p] != before || ++listed > placed)
          return FALSE;
      }
  return listed == placed;
}
