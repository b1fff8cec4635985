/* bh-madison-special-units.c — Mr. Madison's War: where the special units
 * of 3.6 may go.  The Northwest Company/Indian unit paddles between Ft.
 * Mackinac and Ft. St. Joseph without ships (the board's `nwc-route`) and
 * operates only on Lake Huron (3.61); the Lower Canada Militia never
 * voluntarily goes further than two spaces from Montreal (3.63).  The
 * places and numbers are the unit types' props. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

void
mad_read_special (MadData *d, const BhUnitType *type, MadPiece *m)
{
  const char *from = bh_props_lookup (type->props, "max-distance-from");
  const char *lake = bh_props_lookup (type->props, "lake-only");
  int box = lake ? bh_game_data_find_space (d->data, lake) : -1;

  m->radius_from = from ? (gint16) bh_game_data_find_space (d->data, from) : -1;
  m->radius = bh_props_lookup_int (type->props, "max-distance", 0);
  m->lake_only = box >= 0 ? d->spaces[box].lake : -1;
  m->free_route = bh_props_lookup (type->props, "free-move") != NULL;
}

/* Spaces from `from` to `to` by land paths, more than `limit`: limit + 1. */
static int
distance (const MadCtx *c, int from, int to, int limit)
{
  guint8 seen[MAD_MAX_LOCATIONS] = { 0 };
  int queue[MAD_MAX_LOCATIONS], dist[MAD_MAX_LOCATIONS], head = 0, tail = 0;

  queue[tail++] = from;
  dist[from] = 0;
  seen[from] = 1;
  while (head < tail)
    {
      int s = queue[head++];

      if (s == to)
        return dist[s];
      if (dist[s] >= limit)
        continue;
      for (int i = 0; i < c->d->spaces[s].n_adj; i++)
        {
          int n = c->d->spaces[s].adj[i].to;

          if (!seen[n])
            {
              seen[n] = 1;
              dist[n] = dist[s] + 1;
              queue[tail++] = n;
            }
        }
    }
  return limit + 1;
}

/* 3.61, 3.63: whether `piece` may move into `to` of its own will. */
gboolean
mad_special_may_enter (const MadCtx *c, int piece, int to)
{
  const MadPiece *m = &c->d->pieces[piece];

  if (m->radius_from >= 0 && distance (c, m->radius_from, to, m->radius) > m->radius)
    return FALSE;
  return mad_special_may_stand (c, piece, to);
}

/* 3.61: whether `piece` may stand at `to` at all, however it came: the
 * Northwest Company "can only operate on Lake Huron" (its towns, never the
 * Lake Control Box).  The LC Militia's two spaces bind only what it does
 * "voluntarily" (3.63), so a retreat may take it further. */
gboolean
mad_special_may_stand (const MadCtx *c, int piece, int to)
{
  const MadPiece *m = &c->d->pieces[piece];

  if (m->lake_only < 0 || to < 0 || to >= (int) c->d->n_spaces)
    return TRUE;
  return c->d->spaces[to].lake == m->lake_only && !c->d->spaces[to].lake_box;
}

/* 3.61: a unit the rules would move (a retreat, 10.7; a bump, 10.72,
 * 14.33) where it may not stand surrenders rather than leave its lake;
 * TRUE when it did. */
gboolean
mad_special_surrenders (MadCtx *c, int piece, int to)
{
  if (mad_special_may_stand (c, piece, to))
    return FALSE;
  mad_note (c, "3.61", _("%s may not leave its lake and surrenders"), mad_name (c, piece));
  c->pc[piece].flags = 0;
  mad_move (c, piece, c->d->removed);
  return TRUE;
}

/* 3.61: the Northwest Company's own route out of its space, if any. */
gboolean
mad_free_route (const MadCtx *c, int piece, MadAdj *out)
{
  const MadSpace *sp;
  int here = c->pc[piece].location;

  if (!c->d->pieces[piece].free_route || here < 0 || here >= (int) c->d->n_spaces)
    return FALSE;
  sp = &c->d->spaces[here];
  if (sp->nwc_to < 0)
    return FALSE;
  out->to = sp->nwc_to;
  out->cost = sp->nwc_cost;
  out->mir = 0;
  return TRUE;
}

/* 3.63 by water: the ships `mover` moves (a ship, or a naval leader's)
 * sail to a town only where every unit aboard may land. */
gboolean
mad_cargo_may_land (const MadCtx *c, int mover, int to)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->aboard[p])
      {
        int ship = c->x->aboard[p] - 1;
        const MadPiece *m = &c->d->pieces[p];

        if (ship != mover && !(c->d->pieces[mover].kind == PK_NAVAL_LEADER && (c->pc[ship].flags & F_WITH) &&
                               c->pc[ship].location == c->pc[mover].location))
          continue;
        if ((m->lc_militia && c->d->spaces[to].owner == MAD_US) || !mad_special_may_enter (c, p, to))
          return FALSE;
      }
  return TRUE;
}
