/* bh-bloody-supply.c — supply (7.0) traced in the Supply Phase for every
 * combat unit and leader on the map, and End Phase attrition (13.0) of
 * units out of supply and of garrisons of besieged forts. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

static int
side_of (const BloodyCtx *c, int piece)
{
  return c->d->pieces[piece].side;
}

static gboolean
winter (const BloodyCtx *c)
{
  return bloody_season (c) == SEASON_WINTER || c->x->severe;
}

static gboolean
water (const BloodyCtx *c, int area)
{
  return bh_game_data_get_space_kind (c->self->data, bh_game_data_get_space (c->self->data, area)->kind)->water;
}

static gboolean
has (const BloodyCtx *c, int area, int side, int klass)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && side_of (c, p) == side && c->d->pieces[p].klass == klass &&
        !(klass == PC_WARRIOR && c->pc[p].face == 1) && !c->x->raid_mp[p])
      return TRUE;
  return FALSE;
}

static gboolean
fort_of (const BloodyCtx *c, int area, int side)
{
  int f = bloody_fort_in (c, area);

  return f >= 0 && side_of (c, f) == side;
}

/* What the lines need to know of each area, worked out once a phase. */
typedef struct {
  guint8 pass[3][BLOODY_MAX_SPACES];   /* US, warriors, British: may a line pass through */
  guint8 us_source[BLOODY_MAX_SPACES];
  gint8 fort_side[BLOODY_MAX_SPACES];  /* the completed fort's side, or -1 */
  guint8 besieged[BLOODY_MAX_SPACES];
  guint8 water[BLOODY_MAX_SPACES];
} SupplyMap;

/* May a side's line pass through `area` (not its ends)? */
static gboolean
passable (const BloodyCtx *c, int area, int side, int nation)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];

  if (water (c, area) || bloody_is_pillaged (c, area))
    return FALSE;
  if (side == 0)
    {
      /* 7.0.1: not a peaceful nation's area, warriors with a leader, an
       * un-besieged British fort. */
      if (si->nation >= 0 && si->nation != c->d->nation_british && c->x->nation_status[si->nation] == NS_PEACEFUL &&
          si->nation != c->d->nation_iroquois)
        return FALSE;
      if (has (c, area, 1, PC_WARRIOR) && has (c, area, 1, PC_LEADER))
        return FALSE;
      return !(fort_of (c, area, 1) && !bloody_besieged (c, area));
    }
  if (fort_of (c, area, 0) && !bloody_besieged (c, area))
    return FALSE;
  if (nation == c->d->nation_british)
    return !has (c, area, 0, PC_REGULAR) && !has (c, area, 0, PC_MILITIA);   /* 7.0.3 */
  return !bloody_is_settled (c, area);   /* 7.0.2 */
}

/* Areas within `range` overland steps of `from` through passable areas
 * (the ends may be anything): dist[] gets the steps, -1 unreached.
 * `kind`: 0 US, 1 warriors, 2 British.  A US line runs any length along
 * a river or the Ohio, save in Winter and severe weather (7.0.1): those
 * steps cost nothing (a 0-1 breadth-first search). */
static void
reach (const BloodyCtx *c, const SupplyMap *m, int from, int kind, int range, int *dist)
{
  int deque[2 * BLOODY_MAX_SPACES * (BLOODY_MAX_ADJ + BLOODY_MAX_RIV)], head = BLOODY_MAX_SPACES * (BLOODY_MAX_ADJ + BLOODY_MAX_RIV), tail = head;
  gboolean rivers = kind == 0 && bloody_rivers_open (c);
  guint8 done[BLOODY_MAX_SPACES] = { 0 };

  for (guint s = 0; s < c->d->n_spaces; s++)
    dist[s] = -1;
  dist[from] = 0;
  deque[tail++] = from;
  while (head < tail)
    {
      int s = deque[head++];
      const BloodySpaceInfo *si = &c->d->spaces[s];

      if (done[s] || (s != from && !m->pass[kind][s]))
        continue;
      done[s] = 1;
      for (guint k = 0; rivers && k < si->n_riv; k++)
        {
          int to = si->riv[k];

          if (!m->water[to] && (dist[to] < 0 || dist[to] > dist[s]))
            {
              dist[to] = dist[s];
              deque[--head] = to;
            }
        }
      if (dist[s] >= range)
        continue;
      for (guint k = 0; k < si->n_adj; k++)
        {
          int to = si->adj[k];

          if (!m->water[to] && (dist[to] < 0 || dist[to] > dist[s] + 1))
            {
              dist[to] = dist[s] + 1;
              deque[tail++] = to;
            }
        }
    }
}

static gboolean
us_source (const BloodyCtx *c, int area)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];
  gboolean village = FALSE;

  for (guint p = 0; p < c->d->n_pieces; p++)
    village |= c->pc[p].location == area && c->d->pieces[p].klass == PC_VILLAGE;
  /* 7.0.1: villages, permanent settlements, un-pillaged areas on the east
   * or south edge. */
  return village || si->ps || ((si->edges & (2 | 4)) && !bloody_is_pillaged (c, area));
}

static gboolean
in_supply (BloodyCtx *c, const SupplyMap *m, int piece, guint8 *fort_load)
{
  const BloodyPieceInfo *pi = &c->d->pieces[piece];
  int area = c->pc[piece].location, dist[BLOODY_MAX_SPACES], side = pi->side, nation = bloody_nation (c, piece);
  int range = winter (c) ? 2 : 3;

  if (side == 0)
    {
      reach (c, m, area, 0, range, dist);
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (dist[s] >= 0 && m->us_source[s])
          return TRUE;
      /* Up to 10 units from an un-besieged fort (7.0.1). */
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (dist[s] >= 0 && m->fort_side[s] == 0 && (!m->besieged[s] || (int) s == area) &&
            (pi->klass == PC_LEADER || fort_load[s] < 10))
          {
            if (pi->klass != PC_LEADER)
              fort_load[s]++;
            return TRUE;
          }
      return FALSE;
    }
  /* 7.0.3: "only ten units (including any Native American warriors) can
   * be supplied inside the fort if it is besieged": those inside a
   * besieged British fort (the fort holds ten at most, 11.2.2). */
  if (m->besieged[area] && m->fort_side[area] == 1)
    {
      if (pi->klass == PC_LEADER)
        return TRUE;
      if (fort_load[area] >= 10)
        return FALSE;
      fort_load[area]++;
      return TRUE;
    }
  if (pi->british || pi->special == SP_MCKEE || pi->special == SP_DORCHESTER)
    {
      /* 7.0.3: to an un-besieged British fort, any length (2 in winter). */
      reach (c, m, area, 2, winter (c) ? 2 : 999, dist);
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (dist[s] >= 0 && m->fort_side[s] == 1 && !m->besieged[s])
          return TRUE;
      return FALSE;
    }
  /* 7.0.2: home areas of the nation, any length over land (Iroquois only
   * to a British fort); else up to 5 warriors a fort within 3 (2).  A
   * replacement leader's nation is the one it took (10.5.3). */
  if (nation >= 0 && nation != c->d->nation_iroquois)
    {
      reach (c, m, area, 1, 999, dist);
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (dist[s] >= 0 && c->d->spaces[s].nation == nation)
          return TRUE;
    }
  else if (nation < 0)
    {
      /* Leaders of no nation (Tecumseh, Girty) trace like any warrior: to
       * any tribal area (docs). */
      reach (c, m, area, 1, 999, dist);
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (dist[s] >= 0 && c->d->spaces[s].nation >= 0 && c->d->spaces[s].nation != c->d->nation_british)
          return TRUE;
    }
  {
    gboolean british_with = FALSE;

    for (guint p = 0; p < c->d->n_pieces; p++)
      british_with |= c->pc[p].location == area && (c->d->pieces[p].british || c->d->pieces[p].special == SP_MCKEE);
    reach (c, m, area, 1, british_with ? 999 : range, dist);
  }
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (dist[s] >= 0 && m->fort_side[s] == 1 && !m->besieged[s] &&
        (pi->klass == PC_LEADER || fort_load[s] < 5))
      {
        if (pi->klass != PC_LEADER)
          fort_load[s]++;
        return TRUE;
      }
  return FALSE;
}

/* 4.3, 7.0: every combat and leader unit on the map; leaders never count
 * against a fort's limit (digest 5.3). */
void
bloody_supply_phase (BloodyCtx *c)
{
  guint8 fort_load[2][BLOODY_MAX_SPACES] = { { 0 } };
  int out[2] = { 0, 0 };
  SupplyMap m;

  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      int fort = bloody_fort_in (c, s);

      m.water[s] = water (c, s);
      m.fort_side[s] = fort >= 0 ? side_of (c, fort) : -1;
      m.besieged[s] = fort >= 0 && bloody_besieged (c, s);
      m.us_source[s] = !m.water[s] && us_source (c, s);
      m.pass[0][s] = passable (c, s, 0, -1);
      m.pass[1][s] = passable (c, s, 1, -1);
      m.pass[2][s] = passable (c, s, 1, c->d->nation_british);
    }

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int side = side_of (c, p);

      c->x->oos[p] = 0;
      if (side < 0 || !bloody_is_space (c, c->pc[p].location) || c->x->raid_mp[p] ||
          (!bloody_is_combat (c, p) && !bloody_is_leader (c, p)) ||
          (c->d->pieces[p].klass == PC_WARRIOR && c->pc[p].face == 1))
        continue;
      if (!in_supply (c, &m, p, fort_load[side]))
        {
          c->x->oos[p] = 1;
          out[side]++;
        }
    }
  /* Translators: A Dark and Bloody Ground: units out of supply by side */
  bloody_note (c, "7.0", _("Out of supply: US %d, NA %d"), out[0], out[1]);
}

/* 13.0: out-of-supply units and garrisons of besieged forts roll; above
 * the level they are eliminated. */
void
bloody_attrition (BloodyCtx *c)
{
  int season = bloody_season (c);

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int area = c->pc[p].location, fort, roll, drm = 0;
      gboolean garrison;

      if (!bloody_is_space (c, area) || !bloody_is_combat (c, p) || c->x->raid_mp[p])
        continue;
      fort = bloody_fort_in (c, area);
      garrison = fort >= 0 && side_of (c, fort) == side_of (c, p) && bloody_besieged (c, area);
      if (!garrison && !c->x->oos[p])
        continue;
      if (garrison)
        drm = c->x->siege[area];   /* supersedes the others */
      else
        drm = (season == SEASON_SUMMER ? -1 : 0) + (season == SEASON_WINTER ? 1 : 0) + (c->x->severe ? 1 : 0) +
              (bloody_is_pillaged (c, area) ? 1 : 0);
      roll = bloody_roll (c);
      /* Translators: A Dark and Bloody Ground: an attrition roll: unit, die, modifier, level */
      bloody_note (c, "13.0", _("Attrition for %s: %d %+d against level %d"), bloody_piece_name (c, p), roll, drm,
                   bloody_level (c, p));
      if (roll + drm > bloody_level (c, p))
        {
          bloody_eliminate (c, p, "13.0");
          /* 11.3.2: a garrison lost to attrition loses its fort. */
          if (garrison)
            {
              gboolean left = FALSE;

              for (guint q = 0; q < c->d->n_pieces; q++)
                left |= c->pc[q].location == area && bloody_is_combat (c, q) && side_of (c, q) == side_of (c, fort);
              if (!left)
                bloody_destroy_fort (c, fort);
            }
        }
    }
}
