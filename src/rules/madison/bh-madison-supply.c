/* bh-madison-supply.c — Mr. Madison's War: supply (13.0).  A line of any
 * length from a unit to a supply source (13.2-13.3): through friendly
 * territory unless the enemy controls the space (13.33, with the Indians'
 * limit of 13.34 = 4.15), through enemy territory only where the side
 * controls (13.32), and across a lake the enemy does not control (13.35).
 * Depots supply units in their own territory (13.51). */
#include "config.h"

#include "bh-madison-private.h"

static gboolean
passable (const MadCtx *c, int s, int side, const gint8 *control)
{
  const MadSpace *sp = &c->d->spaces[s];

  if (!sp->town)
    return FALSE;
  return sp->owner == side ? control[s] != 1 - side : control[s] == side;
}

/* One breadth-first search from `seeds` over passable spaces and usable
 * lakes; reached[s] = 1 for every space a line can come from. */
static void
spread (const MadCtx *c, int side, const gint8 *control, const gint8 *lake_holder, guint8 *reached)
{
  gint16 queue[MAD_MAX_LOCATIONS];
  int head = 0, tail = 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    if (reached[s])
      queue[tail++] = s;
  while (head < tail)
    {
      int s = queue[head++];
      const MadSpace *sp = &c->d->spaces[s];

      for (int i = 0; i < sp->n_adj; i++)
        {
          int to = sp->adj[i].to;

          if (!reached[to] && passable (c, to, side, control))
            {
              reached[to] = 1;
              queue[tail++] = to;
            }
        }
      /* 13.35: over a lake the enemy does not control, no ships needed. */
      if (sp->lake >= 0 && lake_holder[sp->lake] != 1 - side)
        for (guint t = 0; t < c->d->n_spaces; t++)
          if (!reached[t] && c->d->spaces[t].town && c->d->spaces[t].lake == sp->lake && passable (c, t, side, control))
            {
              reached[t] = 1;
              queue[tail++] = t;
            }
    }
}

static void supply_map_of (const MadCtx *c, int side, const MadCensus *k, guint8 *out);

/* out[s] = 1 when a unit of `side` in space s is in supply.  The unit's own
 * space is where the line starts: it need not be passable itself. */
void
mad_supply_map (const MadCtx *c, int side, guint8 *out)
{
  MadCensus k;

  mad_census (c, &k);
  supply_map_of (c, side, &k, out);
}

/* The supply map as it will be once `side`'s units have left `space`
 * (10.71-2: a retreat keeps the force in supply where it goes, with the
 * battle space left to the enemy). */
void
mad_supply_map_after_leaving (const MadCtx *c, int side, int space, guint8 *out)
{
  MadCensus k;

  mad_census (c, &k);
  k.present[side][space] = 0;
  k.cf[side][space] = 0;
  k.others[side][space] = 0;
  supply_map_of (c, side, &k, out);
}

static void
supply_map_of (const MadCtx *c, int side, const MadCensus *k, guint8 *out)
{
  const MadData *d = c->d;
  gint8 control[MAD_MAX_LOCATIONS];
  gint8 lake_holder[8];
  guint8 main[MAD_MAX_LOCATIONS] = { 0 }, depot[MAD_MAX_LOCATIONS] = { 0 };

  /* 13.35: the lake as its control was last settled (11.41). */
  for (int l = 0; l < 8; l++)
    lake_holder[l] = mad_lake_holder (c, l);
  for (guint s = 0; s < d->n_spaces; s++)
    control[s] = d->spaces[s].town ? mad_census_control (c, k, s) : -1;
  for (guint s = 0; s < d->n_spaces; s++)
    if (d->spaces[s].supply_side == side && passable (c, s, side, control))
      main[s] = 1;
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].kind == PK_DEPOT && d->pieces[p].side == side && mad_on_map (c, p) &&
        passable (c, c->pc[p].location, side, control))
      depot[c->pc[p].location] = 1;
  spread (c, side, control, lake_holder, main);
  spread (c, side, control, lake_holder, depot);
  /* 13.51 (A26): a depot supplies units in their own territory; with the
   * option depot-supplies-anyone, every unit that traces to it. */
  gboolean anyone = mad_option (c, "depot-supplies-anyone");

  for (guint s = 0; s < d->n_spaces; s++)
    {
      const MadSpace *sp = &d->spaces[s];
      gboolean own = sp->owner == side || anyone;

      out[s] = main[s] || (own && depot[s]);
      for (int i = 0; i < sp->n_adj && !out[s]; i++)
        out[s] = main[sp->adj[i].to] || (own && depot[sp->adj[i].to]);
      if (!out[s] && sp->town && sp->lake >= 0 && lake_holder[sp->lake] != 1 - side)
        for (guint t = 0; t < d->n_spaces && !out[s]; t++)
          if (d->spaces[t].lake == sp->lake && d->spaces[t].town && (main[t] || (own && depot[t])))
            out[s] = 1;
    }
  /* SUPPLY SHORTAGE, SMUGGLING, SUPPLY BY SLEIGH (8.31-1) */
  mad_supply_events_adjust (c, side, out);
}

gboolean
mad_in_supply (const MadCtx *c, int space, int side)
{
  guint8 map[MAD_MAX_LOCATIONS];

  mad_supply_map (c, side, map);
  return map[space];
}
