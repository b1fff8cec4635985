/* bh-madison-haven.c — Mr. Madison's War: where ships and naval leaders go
 * when they must leave a town or come onto the map.  Ships left with enemy
 * land units and none of their own retreat to a friendly lakeside town
 * (9.61), else into the lake's box beside their own ships or are lost
 * (9.62); a naval leader left there without ships is captured and his
 * replacement placed (3.42); a naval leader waiting off the map (his
 * arrival town held by the enemy, 14.43, or captured with no town free,
 * 3.42) comes on at a friendly lakeside town of his lake as soon as there
 * is one.  The owner chooses the town; the driver checks before every
 * decision (mad_haven_check), so it happens "immediately". */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

typedef struct {
  int side;
  int space;   /* the town the pieces leave, -1 for a leader off the map */
  int leader;  /* the naval leader off the map, -1 */
  int lake;
} Haven;

static int
land_units (const MadCtx *c, int space, int side, gboolean with_aboard)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].side == side &&
        (with_aboard || !c->x->aboard[p]))
      n++;
  return n;
}

static gboolean
vessels (const MadCtx *c, int space, int side, gboolean ships_only)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].side == side &&
        (c->d->pieces[p].kind == PK_SHIP || (!ships_only && c->d->pieces[p].kind == PK_NAVAL_LEADER)))
      return TRUE;
  return FALSE;
}

/* The first town, or waiting naval leader, that must be dealt with. */
static gboolean
find (const MadCtx *c, Haven *h)
{
  const MadExtra *x = c->x;
  int to[MAD_MAX_LOCATIONS];

  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      if (!c->d->spaces[s].town || c->d->spaces[s].lake < 0)
        continue;
      /* Not while a battle, or a retreat before combat, is under way there. */
      if ((x->b.stage != BS_NONE || x->rbc_active) && x->b.space == (int) s)
        continue;
      for (int side = 0; side < 2; side++)
        if (vessels (c, s, side, FALSE) && land_units (c, s, 1 - side, FALSE) > 0 && land_units (c, s, side, TRUE) == 0)
          {
            *h = (Haven) { side, s, -1, c->d->spaces[s].lake };
            return TRUE;
          }
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].kind == PK_NAVAL_LEADER && c->pc[p].location == BH_OFFBOARD &&
        (x->arrive[p] & MAD_ARRIVE_BLOCKED_LEADER) && x->arrive_at[p] >= 0 && x->arrive_at[p] < (int) c->d->n_spaces)
      {
        int lake = c->d->spaces[x->arrive_at[p]].lake;

        if (lake >= 0 && mad_friendly_lake_towns (c, c->d->pieces[p].side, lake, -1, to) > 0)
          {
            *h = (Haven) { c->d->pieces[p].side, -1, p, lake };
            return TRUE;
          }
      }
  return FALSE;
}

/* 3.42, 12.6: a captured naval leader turns to his replacement (a
 * replacement captured turns again, 12.6); one without a replacement side
 * (Macdonough, Downie: 3.42 names only Perry, Chauncey, Yeo and Barclay)
 * is removed from play as a land leader is (10.9).  TRUE when replaced. */
gboolean
mad_capture_naval_leader (MadCtx *c, int leader, const char *rule)
{
  if (c->d->pieces[leader].n_faces < 2)
    {
      mad_note (c, "10.9", _("%s is captured and removed from play"), mad_name (c, leader));
      c->pc[leader].flags = 0;
      mad_move (c, leader, c->d->removed);
      return FALSE;
    }
  mad_note (c, rule, _("%s is captured: the counter turns to his replacement"), mad_name (c, leader));
  c->pc[leader].face = 1;
  return TRUE;
}

/* 9.62: no friendly lakeside town: into the box beside the side's ships
 * there, else lost; a naval leader left without ships is captured and
 * waits off the map (3.42). */
static void
no_town (MadCtx *c, const Haven *h)
{
  int box = mad_lake_box (c, h->lake);
  gboolean in_box = box >= 0 && vessels (c, box, h->side, TRUE);
  gboolean afloat = FALSE;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == h->space && c->d->pieces[p].side == h->side && c->d->pieces[p].kind == PK_SHIP)
      {
        /* 12.42: a damaged ship never enters a box. */
        if (in_box && c->pc[p].face == 0)
          {
            mad_move (c, p, box);
            afloat = TRUE;
            mad_note (c, "9.62", _("%s has no friendly lakeside town and joins the ships in %s"), mad_name (c, p),
                      mad_loc (c, box));
          }
        else
          {
            mad_note (c, "9.62", _("%s has no friendly lakeside town to retreat to and is lost"), mad_name (c, p));
            mad_eliminate (c, p, "9.62");
          }
      }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == h->space && c->d->pieces[p].side == h->side && c->d->pieces[p].kind == PK_NAVAL_LEADER)
      {
        if (afloat)
          {
            mad_move (c, p, box);
            continue;
          }
        if (!mad_capture_naval_leader (c, p, "3.42"))
          continue;
        mad_note (c, "3.42", _("%s has no friendly lakeside town and waits off the map"), mad_name (c, p));
        mad_hold_leader (c, p, h->space);
      }
}

static void
go (MadCtx *c, const Haven *h, int to)
{
  if (h->leader >= 0)
    {
      mad_move (c, h->leader, to);
      c->x->arrive[h->leader] = 0;
      mad_note (c, "14.43", _("%s comes onto the map at %s"), mad_name (c, h->leader), mad_loc (c, to));
      return;
    }
  if (to < 0)
    {
      no_town (c, h);
      return;
    }
  {
    gboolean ships = vessels (c, h->space, h->side, TRUE);

    for (guint p = 0; p < c->d->n_pieces; p++)
      if (c->pc[p].location == h->space && c->d->pieces[p].side == h->side &&
          (c->d->pieces[p].kind == PK_SHIP || c->d->pieces[p].kind == PK_NAVAL_LEADER))
        {
          if (c->d->pieces[p].kind == PK_NAVAL_LEADER && !ships && !mad_capture_naval_leader (c, p, "3.42"))
            continue;
          mad_move (c, p, to);
          if (!ships)
            mad_note (c, "3.42", _("%s is placed at %s"), mad_name (c, p), mad_loc (c, to));
        }
    if (ships)
      mad_note (c, "9.61", _("%s ships retreat from %s to %s"), mad_side (c, h->side), mad_loc (c, h->space),
                mad_loc (c, to));
  }
}

/* Whether the pieces to deal with need a town: ships, or a naval leader
 * with a replacement side (3.42). */
static gboolean
needs_town (const MadCtx *c, const Haven *h)
{
  if (h->leader >= 0 || vessels (c, h->space, h->side, TRUE))
    return TRUE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == h->space && c->d->pieces[p].side == h->side && c->d->pieces[p].kind == PK_NAVAL_LEADER &&
        c->d->pieces[p].n_faces >= 2)
      return TRUE;
  return FALSE;
}

/* Deals with every town and waiting leader the owner has no choice for;
 * TRUE when the owner must choose a town (D_HAVEN pending). */
gboolean
mad_haven_check (MadCtx *c)
{
  Haven h;
  int to[MAD_MAX_LOCATIONS];

  if (c->st->pending.kind == D_HAVEN)
    return TRUE;
  if (c->st->result != BH_RESULT_ONGOING)
    return FALSE;
  for (int guard = 0; guard < MAD_MAX_PIECES && find (c, &h); guard++)
    {
      int n = needs_town (c, &h) ? mad_friendly_lake_towns (c, h.side, h.lake, h.space, to) : 0;

      if (h.space >= 0)
        mad_note (c, "9.61", _("Enemy land units in %s: the %s ships and naval leaders there must leave"),
                  mad_loc (c, h.space), mad_side (c, h.side));
      if (n > 1)
        {
          c->x->haven_side = c->st->pending.side;
          c->x->haven_kind = c->st->pending.kind;
          mad_decide (c, h.side, D_HAVEN);
          return TRUE;
        }
      go (c, &h, n == 1 ? to[0] : -1);
    }
  return FALSE;
}

void
mad_list_haven (MadCtx *c)
{
  Haven h;
  int to[MAD_MAX_LOCATIONS], n;

  if (!find (c, &h))
    return;
  n = mad_friendly_lake_towns (c, h.side, h.lake, h.space, to);
  for (int i = 0; i < n; i++)
    mad_add (c, A_RETREAT, 1, to[i], 0);
}

void
mad_apply_haven (MadCtx *c, const BhAction *a)
{
  Haven h;

  if (find (c, &h))
    go (c, &h, a->args[0]);
  /* The decision that was pending before comes back. */
  mad_decide (c, c->x->haven_side, c->x->haven_kind);
}
