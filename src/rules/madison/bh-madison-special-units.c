/* bh-madison-special-units.c — Mr. Madison's War: where the special units
 * of 3.6 may go.  The Northwest Company/Indian unit paddles between Ft.
 * Mackinac and Ft. St. Joseph without ships (the board's `nwc-route`) and
 * operates only on Lake Huron (3.61); the Lower Canada Militia never
 * voluntarily goes further than two spaces from Montreal (3.63).  The
 * places and numbers are the unit types' props. */
#include "config.h"

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
  if (m->lake_only >= 0 && (c->d->spaces[to].lake != m->lake_only || c->d->spaces[to].lake_box))
    return FALSE;
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
