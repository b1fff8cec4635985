/* bh-frontier-index.c — the pieces of each location as linked lists. */
#include "config.h"

#include <string.h>

#include "bh-frontier-index.h"

void
bh_frontier_index_rebuild (gint16 *head, guint head_len, gint16 *next, const BhPieceState *pc, guint n_pieces,
                           guint n_locations)
{
  memset (head, 0xff, head_len * sizeof *head);
  for (int p = (int) n_pieces - 1; p >= 0; p--)
    {
      int loc = pc[p].location;

      next[p] = -1;
      if (loc == BH_OFFBOARD || loc >= (int) n_locations)
        continue;
      next[p] = head[loc];
      head[loc] = p;
    }
}

gboolean
bh_frontier_index_check (const gint16 *head, const gint16 *next, const BhPieceState *pc, guint n_pieces,
                         guint n_locations)
{
  guint listed = 0, placed = 0;

  for (guint p = 0; p < n_pieces; p++)
    if (pc[p].location != BH_OFFBOARD)
      placed++;
  for (guint loc = 0; loc < n_locations; loc++)
    for (int p = head[loc], n = 0; p >= 0; p = next[p], n++)
      {
        if (pc[p].location != loc || n > (int) n_pieces)
          return FALSE;
        listed++;
      }
  return listed == placed;
}

void
bh_frontier_index_move (gint16 *head, gint16 *next, BhState *state, guint n_locations, int piece, int location)
{
  const BhPieceState *pc = bh_state_const_pieces (state);
  int old = pc[piece].location;
  guint16 top = 0;

  if (old != BH_OFFBOARD && old < (int) n_locations)
    {
      gint16 *link = &head[old];

      while (*link >= 0 && *link != piece)
        link = &next[*link];
      if (*link == piece)
        *link = next[piece];
    }
  next[piece] = -1;
  if (location != BH_OFFBOARD)
    {
      for (int q = head[location]; q >= 0; q = next[q])
        top = MAX (top, pc[q].order);
      next[piece] = head[location];
      head[location] = piece;
    }
  /* The state's own index follows too. */
  bh_state_place_piece (state, piece, location, location == BH_OFFBOARD ? 0 : top + 1);
}
