/* bh-madison-transport.c — Mr. Madison's War: land units carried by ships
 * across their lake, to a friendly lakeside town (lake transport, 11.3) or
 * to one not under friendly control (amphibious attack, 11.5): who may go
 * aboard, the ships' capacities, the MP of picking up and landing, and the
 * retreat by water of a failed assault (11.53). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

/* Who pays the MP of a ship's stops: the naval leader she sails with (8.5),
 * else the ship herself. */
static int
payer (const MadCtx *c, int ship)
{
  return c->x->act_mode == 3 && (c->pc[ship].flags & F_WITH) ? c->x->act_leader : ship;
}

/* A town friendly to `side`: its own and not held by the enemy, or held
 * by `side` (11.31, 11.51). */
gboolean
mad_friendly_town (const MadCtx *c, int space, int side)
{
  const MadSpace *sp = &c->d->spaces[space];
  int control;

  if (!sp->town)
    return FALSE;
  control = mad_control (c, space);     /* a walk over every counter: once */
  return (sp->owner == side && control != 1 - side) || control == side;
}

/* 11.52: 1 MP to land, 2 for an amphibious attack. */
static int
landing_cost (const MadCtx *c, int space, int side)
{
  return mad_friendly_town (c, space, side) ? 1 : 2;
}

/* 11.15: what landing costs the ship's payer now: nothing more when he has
 * landed troops at this stop already ("any amount of land units"). */
static int
landing_charge (const MadCtx *c, int ship)
{
  int by = payer (c, ship);

  return c->x->land_mp[by] == c->x->mp[by] + 1 ? 0 : landing_cost (c, c->pc[ship].location, c->d->pieces[ship].side);
}

gboolean
mad_has_cargo (const MadCtx *c, int ship)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->aboard[p] == ship + 1)
      return TRUE;
  return FALSE;
}

gboolean
mad_any_cargo (const MadCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->aboard[p])
      return TRUE;
  return FALSE;
}

/* 11.35: a schooner or sloop helping another carry a larger unit. */
gboolean
mad_escorting (const MadCtx *c, int ship)
{
  return c->x->escort[ship] != 0;
}

/* 11.35: the schooners and sloops that could sail with `ship` to carry
 * one unit of any size: of her naval leader's group (they sail as one,
 * 8.5; ships activated as units each move alone), in her town, undamaged,
 * empty and not helping another; into `out` (may be NULL), the count. */
static int
free_escorts (const MadCtx *c, int ship, int *out)
{
  int here = c->pc[ship].location, n = 0;

  if (c->x->act_mode != 3 || !(c->pc[ship].flags & F_WITH))
    return 0;
  for (guint q = 0; q < c->d->n_pieces; q++)
    if ((int) q != ship && c->d->pieces[q].kind == PK_SHIP && c->d->pieces[q].ship_type == 0 &&
        c->d->pieces[q].side == c->d->pieces[ship].side && c->pc[q].location == here && (c->pc[q].flags & F_WITH) &&
        c->pc[q].face == 0 && !mad_has_cargo (c, q) && !mad_escorting (c, q))
      {
        if (out)
          out[n] = q;
        n++;
      }
  return n;
}

/* 11.35: what a ship may still take: schooners and sloops one unit of
 * combat size 1 or 2, or four of them together one unit of any size; brigs
 * and corvettes one unit, frigates two, ships of the line three.  Leaders
 * take no room (reading). */
static gboolean
has_room (const MadCtx *c, int ship, int unit)
{
  static const int capacity[] = { 1, 1, 1, 2, 3 };
  int type = c->d->pieces[ship].ship_type, n = 0;

  if (c->d->pieces[unit].kind != PK_UNIT)
    return !mad_escorting (c, ship);
  if (mad_escorting (c, ship))
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    n += c->x->aboard[p] == ship + 1 && c->d->pieces[p].kind == PK_UNIT;
  if (type == 0 && mad_strength (c, unit) > 2)
    return n == 0 && free_escorts (c, ship, NULL) >= 3;
  return n < capacity[CLAMP (type, 0, 4)];
}

/* Whether `unit` may go aboard `ship` now (11.31-11.36, 8.5, 8.61). */
static gboolean
may_embark (const MadCtx *c, int unit, int ship)
{
  const MadExtra *x = c->x;
  const MadPiece *u = &c->d->pieces[unit], *s = &c->d->pieces[ship];
  int here = c->pc[ship].location, by = payer (c, ship);
  int charge = x->load_mp[ship] == x->mp[by] + 1 ? 0 : 1;

  if (c->pc[unit].location != here || u->side != s->side || x->aboard[unit] || !c->d->spaces[here].town)
    return FALSE;
  if (u->kind != PK_UNIT && u->kind != PK_LEADER)
    return FALSE;
  /* 11.33 */
  if (u->indian || u->dragoon || u->tecumseh)
    return FALSE;
  /* 8.61: units activated by the card; 8.5: a naval leader takes any land
   * unit where his ships are; 3.36: a land leader his own units and
   * himself; 11.36, 11.37: none that moved this card. */
  if (x->act_mode == 2 && !(c->pc[unit].flags & F_FORCE))
    return FALSE;
  if (x->act_mode == 1 && unit != x->act_leader && !(c->pc[unit].flags & F_WITH))
    return FALSE;
  if (x->act_mode == 0)
    return FALSE;
  if (x->mp[unit] > 0 || (c->pc[unit].flags & F_STOPPED) || (x->act_mode == 3 && (c->pc[unit].flags & F_CAMP1)))
    return FALSE;
  /* The ship: activated, sailing, undamaged (12.42). */
  if (!(c->pc[ship].flags & F_FORCE) || (c->pc[ship].flags & F_STOPPED) || c->pc[ship].face > 0)
    return FALSE;
  if (x->act_mode == 3 && !(c->pc[ship].flags & F_WITH))
    return FALSE;
  /* 11.31: from a friendly town, on a lake the enemy does not control. */
  if (!mad_friendly_town (c, here, s->side) || mad_lake_holder (c, c->d->spaces[here].lake) == 1 - s->side)
    return FALSE;
  /* 11.32, 11.15: 1 MP to pick up, and enough left to sail and land. */
  if (x->mp[by] + charge + 2 > c->d->pieces[by].mf)
    return FALSE;
  return has_room (c, ship, unit);
}

void
mad_list_transport (MadCtx *c)
{
  int side = c->st->pending.side;

  for (guint s = 0; s < c->d->n_pieces; s++)
    {
      int here = c->pc[s].location;

      if (c->d->pieces[s].kind != PK_SHIP || c->d->pieces[s].side != side || !mad_on_map (c, s))
        continue;
      if (!(c->pc[s].flags & F_FORCE))
        continue;
      for (guint u = 0; u < c->d->n_pieces; u++)
        if (may_embark (c, u, s))
          mad_add (c, A_EMBARK, 2, u, s);
      /* 11.52: land what she carries. */
      if (mad_has_cargo (c, s) && c->d->spaces[here].town &&
          c->x->mp[payer (c, s)] + landing_charge (c, s) <= c->d->pieces[payer (c, s)].mf)
        mad_add (c, A_LAND, 1, s, 0);
    }
}

/* Whether the ship, or the naval leader's ships, carry troops. */
gboolean
mad_group_cargo (const MadCtx *c, int mover)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->aboard[p])
      {
        int ship = c->x->aboard[p] - 1;

        if (ship == mover || (c->d->pieces[mover].kind == PK_NAVAL_LEADER && (c->pc[ship].flags & F_WITH) &&
                              c->pc[ship].location == c->pc[mover].location))
          return TRUE;
      }
  return FALSE;
}

/* The MP the moving group with troops aboard needs to enter `to` and still
 * land them (11.32), or -1 where it may not take them: a town, 1 MP and its
 * landing (1 MP at a friendly town, 2 for an amphibious one, 11.52; a town
 * friendly only by the side's units there may stop being so when they march
 * on, so it keeps the 2); a box, 1 MP and the cheapest landing of its lake
 * (never to a fight, reading); 3.63: never where a unit aboard may not go. */
int
mad_cargo_need (const MadCtx *c, int mover, int to, gboolean box_has_enemy)
{
  int side = c->d->pieces[mover].side, best = -1;

  if (!c->d->spaces[to].lake_box)
    {
      if (!c->d->spaces[to].town || !mad_cargo_may_land (c, mover, to))
        return -1;
      return 1 + (c->d->spaces[to].owner == side && mad_control (c, to) != 1 - side ? 1 : 2);
    }
  if (box_has_enemy)
    return -1;
  for (guint t = 0; t < c->d->n_spaces; t++)
    if (c->d->spaces[t].lake == c->d->spaces[to].lake && !c->d->spaces[t].lake_box)
      {
        int n = mad_cargo_need (c, mover, t, FALSE);

        if (n >= 0 && (best < 0 || n < best))
          best = n;
      }
  return best < 0 ? -1 : 1 + best;
}

/* Whether the moving group may sail into `to` with what it carries. */
gboolean
mad_cargo_may_sail (const MadCtx *c, int mover, int to, gboolean box_has_enemy)
{
  int need;

  if (!mad_group_cargo (c, mover))
    return TRUE;
  need = mad_cargo_need (c, mover, to, box_has_enemy);
  return need >= 0 && c->x->mp[mover] + need <= c->d->pieces[mover].mf;
}

static void
embark (MadCtx *c, int unit, int ship)
{
  MadExtra *x = c->x;
  int by = payer (c, ship);

  if (x->load_mp[ship] != x->mp[by] + 1)
    {
      /* 11.15: 1 MP for the stop's pick-up, whatever it takes aboard. */
      for (guint q = 0; q < c->d->n_pieces; q++)
        if ((int) q == by || (by != ship && (c->pc[q].flags & F_WITH) && c->pc[q].location == c->pc[by].location))
          x->mp[q] += 1;
      if (by != ship)
        for (guint q = 0; q < c->d->n_pieces; q++)
          if ((c->pc[q].flags & F_WITH) && c->pc[q].location == c->pc[by].location)
            x->load_mp[q] = x->mp[by] + 1;
      x->load_mp[ship] = x->mp[by] + 1;
      mad_note (c, "11.15", _("%s takes troops aboard at %s (1 MP)"), mad_name (c, ship), mad_loc (c, c->pc[ship].location));
    }
  x->aboard[unit] = ship + 1;
  c->pc[unit].flags |= F_FORCE;
  mad_note (c, "11.3", _("%s goes aboard %s"), mad_name (c, unit), mad_name (c, ship));
  /* 11.35: three more schooners or sloops carry a unit beyond a
   * detachment with her; with more than three free the player names them
   * (mad_list_escorts). */
  if (c->d->pieces[ship].ship_type == 0 && c->d->pieces[unit].kind == PK_UNIT && mad_strength (c, unit) > 2)
    {
      int escorts[MAD_MAX_PIECES];

      if (free_escorts (c, ship, escorts) == 3)
        {
          for (int i = 0; i < 3; i++)
            x->escort[escorts[i]] = ship + 1;
          mad_note (c, "11.35", _("%s, %s and %s sail with %s to carry %s: four schooners or sloops for one unit of any size"),
                    mad_name (c, escorts[0]), mad_name (c, escorts[1]), mad_name (c, escorts[2]), mad_name (c, ship),
                    mad_name (c, unit));
        }
    }
}

/* 11.35: a schooner or sloop with a unit larger than a detachment aboard
 * and fewer than three others sailing with her to carry it, or -1. */
static int
short_of_escorts (const MadCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int s = c->x->aboard[p] - 1, n = 0;

      if (s < 0 || c->d->pieces[s].ship_type != 0 || c->d->pieces[p].kind != PK_UNIT || mad_strength (c, p) <= 2)
        continue;
      for (guint q = 0; q < c->d->n_pieces; q++)
        n += c->x->escort[q] == s + 1;
      if (n < 3)
        return s;
    }
  return -1;
}

/* 11.35: while the player names the schooners or sloops that sail with
 * hers, only they are listed; TRUE then. */
gboolean
mad_list_escorts (MadCtx *c)
{
  int ship = short_of_escorts (c), escorts[MAD_MAX_PIECES], n;

  if (ship < 0)
    return FALSE;
  n = free_escorts (c, ship, escorts);
  for (int i = 0; i < n; i++)
    mad_add (c, A_ESCORT, 1, escorts[i], 0);
  return TRUE;
}

static void
escort (MadCtx *c, int q)
{
  int ship = short_of_escorts (c);

  g_return_if_fail (ship >= 0);
  c->x->escort[q] = ship + 1;
  mad_note (c, "11.35", _("%s sails with %s to help carry her unit: four schooners or sloops for one unit of any size"),
            mad_name (c, q), mad_name (c, ship));
}

static void
land (MadCtx *c, int ship)
{
  MadExtra *x = c->x;
  int here = c->pc[ship].location, side = c->d->pieces[ship].side, by = payer (c, ship);
  int cost = landing_cost (c, here, side), charge = landing_charge (c, ship);

  for (guint q = 0; q < c->d->n_pieces; q++)
    if ((int) q == by || (by != ship && (c->pc[q].flags & F_WITH) && c->pc[q].location == here))
      x->mp[q] += charge;
  x->land_mp[by] = x->mp[by] + 1;
  if (charge == 0)
    mad_note (c, "11.15", _("%s lands her troops at %s with the others (no MP more)"), mad_name (c, ship),
              mad_loc (c, here));
  else if (cost == 2)
    mad_note (c, "11.52", _("%s lands her troops at %s in an amphibious attack (2 MP)"), mad_name (c, ship),
              mad_loc (c, here));
  else
    mad_note (c, "11.31", _("%s lands her troops at %s (1 MP)"), mad_name (c, ship), mad_loc (c, here));
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (x->escort[p] == ship + 1)
      x->escort[p] = 0;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (x->aboard[p] == ship + 1)
      {
        x->aboard[p] = 0;
        /* 11.36: landed, they move no further; 11.53: an amphibious attack
         * is remembered by its origin, the water. */
        c->pc[p].flags |= F_STOPPED | F_FORCE;
        c->pc[p].flags &= ~F_MIR;
        x->from[p] = cost == 2 ? MAD_FROM_WATER : here;
      }
  /* 9.4-9.5: the enemy there may retreat before combat. */
  if (cost == 2)
    mad_enter_enemy (c, here, side);
}

void
mad_apply_transport (MadCtx *c, const BhAction *a)
{
  if (a->kind == A_EMBARK)
    embark (c, a->args[0], a->args[1]);
  else if (a->kind == A_ESCORT)
    escort (c, a->args[0]);
  else
    land (c, a->args[0]);
}

/* Whether `side` has ships at `space`, damaged or not. */
static gboolean
ships_at (const MadCtx *c, int side, int space)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].side == side && c->d->pieces[p].kind == PK_SHIP)
      return TRUE;
  return FALSE;
}

/* 11.53: friendly lakeside towns of the attacked town's lake (Erie and
 * Huron as one, 2.6) for a failed amphibious assault; none when no ship of
 * the side is left in the space to go back by water (10.82, and 11.53's
 * play note: "leave sufficient shipping in the target space"). */
int
mad_water_retreats (const MadCtx *c, int side, int space, int *out)
{
  int lake = c->d->spaces[space].lake, n = 0;

  if (lake < 0 || !ships_at (c, side, space))
    return 0;
  for (guint s = 0; s < c->d->n_spaces; s++)
    if ((int) s != space && c->d->spaces[s].town && c->d->spaces[s].lake >= 0 &&
        c->d->lake_group[c->d->spaces[s].lake] == c->d->lake_group[lake] && mad_friendly_town (c, s, side))
      out[n++] = s;
  return n;
}

/* 11.53: the units that came by water go back by water to one town, in the
 * undamaged ships in the space with 11.35's capacities (10.82); the ships
 * go too.  Units beyond the ships' room surrender (10.84), all of them with
 * no ship left or no friendly town to go to (10.72: no retreat route);
 * leaders with no ship to carry them are captured (10.9). */
void
mad_water_retreat (MadCtx *c, int side, int space, int to)
{
  g_autofree guint8 *fits = g_new0 (guint8, c->d->n_pieces);
  int room = mad_water_room (c, side, space, TRUE, fits, NULL);
  gboolean no_ship = !ships_at (c, side, space);

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const MadPiece *m = &c->d->pieces[p];

      if (c->pc[p].location != space || m->side != side)
        continue;
      if (m->kind != PK_SHIP && !((m->kind == PK_UNIT || m->kind == PK_LEADER) && c->x->from[p] == MAD_FROM_WATER))
        continue;
      if (to < 0 && no_ship)
        mad_note (c, "11.53", _("%s has no ship left to carry it back and surrenders"), mad_name (c, p));
      else if (to < 0)
        mad_note (c, "11.53", _("%s has no friendly lakeside town to go back to and surrenders"), mad_name (c, p));
      else if (m->kind == PK_UNIT && !fits[p])
        {
          if (m->indian || m->dragoon)
            mad_note (c, m->indian ? "9.47" : "3.62", _("%s may not retreat by water and surrenders"), mad_name (c, p));
          else
            mad_note (c, "10.84", _("%s finds no room aboard and surrenders"), mad_name (c, p));
        }
      else if (m->kind == PK_LEADER && room < 0)
        mad_note (c, "10.9", _("%s is captured"), mad_name (c, p));
      else
        {
          mad_move (c, p, to);
          c->x->from[p] = to;
          continue;
        }
      c->pc[p].flags = 0;
      mad_move (c, p, c->d->removed);
    }
  if (to >= 0)
    mad_note (c, "11.53", _("The failed assault goes back by water to %s"), mad_loc (c, to));
}

/* Whether `side` has units at `space` that came by water. */
gboolean
mad_came_by_water (const MadCtx *c, int side, int space)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].side == side && c->x->from[p] == MAD_FROM_WATER &&
        (c->d->pieces[p].kind == PK_UNIT || c->d->pieces[p].kind == PK_LEADER))
      return TRUE;
  return FALSE;
}
