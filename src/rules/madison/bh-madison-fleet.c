/* bh-madison-fleet.c — Mr. Madison's War: the three free naval moves
 * (11.2).  (1) Before each card play a player may bring ships from a Lake
 * Control Box to a friendly lakeside town; they move no more in that play
 * (7.31, 11.21).  (2) At the end of a Summer-Autumn turn every ship in a box
 * returns free to a friendly lakeside town of the lake chosen by its owner,
 * who places his Lake Control marker in the box (7.4, 11.22).  (3) At the
 * start of a Spring-Summer turn (digest A9: the return is "the reverse" of
 * the autumn withdrawal, so before the first card play) the player whose
 * marker lies in a box may put any of his ships on that lake back into it;
 * the marker is then removed, and with no ship put back his control of the
 * lake is lost (7.4, 11.23). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

/* Fleet phases (MadExtra.fleet_phase). */
enum { FP_NONE, FP_AUTUMN, FP_AUTUMN_DONE, FP_SPRING, FP_SPRING_DONE };

static gboolean
is_ship (const MadCtx *c, int p, int side)
{
  return c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == side && mad_on_map (c, p);
}

/* 11.44: the Lake Control marker of `lake` is `side`'s (-1: none), in the
 * state and as a counter in the box. */
static void
set_marker (MadCtx *c, int lake, int side)
{
  int box = mad_lake_box (c, lake);

  if (lake < 0 || lake >= 4)
    return;
  c->x->lake_marker[lake] = side;
  for (guint p = 0; p < c->d->n_pieces && box >= 0; p++)
    if (c->d->pieces[p].kind == PK_MARKER && c->pc[p].location == box)
      mad_move (c, p, BH_OFFBOARD);
  for (guint p = 0; p < c->d->n_pieces && box >= 0 && side >= 0; p++)
    if (c->d->pieces[p].kind == PK_MARKER && c->d->pieces[p].side == side && c->pc[p].location == BH_OFFBOARD)
      {
        mad_move (c, p, box);
        break;
      }
}

/* The first box holding `side`'s ships not dealt with yet (11.22), -1. */
static int
autumn_box (const MadCtx *c, int *side)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].lake_box && c->d->spaces[s].lake >= 0 && c->d->spaces[s].lake < 8)
      for (int sd = 0; sd < 2; sd++)
        if (!(c->x->fleet_done & (1u << (c->d->spaces[s].lake * 2 + sd))))
          for (guint p = 0; p < c->d->n_pieces; p++)
            if (c->pc[p].location == (int) s && is_ship (c, p, sd))
              {
                *side = sd;
                return s;
              }
  return -1;
}

/* 11.22: `side`'s ships and naval leaders in `box` go to `to` (-1: no
 * friendly town, they stay: reading) and his marker goes in the box. */
static void
autumn_return (MadCtx *c, int side, int box, int to)
{
  int lake = c->d->spaces[box].lake;

  c->x->fleet_done |= 1u << (lake * 2 + side);
  if (to < 0)
    {
      mad_note (c, "11.22", _("%s ships in %s have no friendly lakeside town to return to and stay"), mad_side (c, side),
                mad_loc (c, box));
      return;
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == box && c->d->pieces[p].side == side &&
        (c->d->pieces[p].kind == PK_SHIP || c->d->pieces[p].kind == PK_NAVAL_LEADER))
      mad_move (c, p, to);
  set_marker (c, lake, side);
  mad_note (c, "11.22", _("%s ships return from %s to %s; their side's Lake Control marker goes in the box"), mad_side (c, side),
            mad_loc (c, box), mad_loc (c, to));
  /* 11.41: the free move is over (the marker keeps the VP, 11.44). */
  mad_settle_lakes (c);
}

/* Ships `side` may put back into the box of `lake` (11.23): undamaged
 * (12.42), in a lakeside town of that lake. */
static gboolean
may_return (const MadCtx *c, int p, int side, int lake)
{
  int at = c->pc[p].location;

  return is_ship (c, p, side) && c->pc[p].face == 0 && c->d->spaces[at].town && c->d->spaces[at].lake == lake;
}

/* The first lake whose marker's owner has not yet chosen (11.23), -1. */
static int
spring_lake (const MadCtx *c)
{
  for (int lake = 0; lake < 4; lake++)
    if (c->x->lake_marker[lake] >= 0 && !(c->x->fleet_done & (1u << (lake * 2 + c->x->lake_marker[lake]))))
      return lake;
  return -1;
}

static void
spring_done (MadCtx *c, int lake)
{
  int side = c->x->lake_marker[lake], box = mad_lake_box (c, lake);
  gboolean back = FALSE;

  for (guint p = 0; p < c->d->n_pieces && box >= 0; p++)
    back |= c->pc[p].location == box && is_ship (c, p, side);
  c->x->fleet_done |= 1u << (lake * 2 + side);
  set_marker (c, lake, -1);
  /* 11.23, 11.41: the free move back is over: the ships put back hold
   * the lake, an empty box nothing. */
  mad_settle_lakes (c);
  if (back)
    mad_note (c, "11.23", _("%s ships are back in %s; the Lake Control marker is removed"), mad_side (c, side),
              mad_loc (c, box));
  else
    mad_note (c, "11.23", _("The %s player puts no ship back into %s: control of the lake is lost"), mad_side (c, side),
              box >= 0 ? mad_loc (c, box) : "?");
}

/* Runs the fleet phase in progress; FALSE when a player must choose. */
gboolean
mad_fleet_step (MadCtx *c)
{
  MadExtra *x = c->x;

  if (x->fleet_phase == FP_AUTUMN)
    {
      int side, box, to[MAD_MAX_LOCATIONS], n;

      while ((box = autumn_box (c, &side)) >= 0)
        {
          n = mad_fleet_return_towns (c, side, c->d->spaces[box].lake, to);
          if (n > 1)
            {
              mad_decide (c, side, D_FLEET);
              return FALSE;
            }
          autumn_return (c, side, box, n == 1 ? to[0] : -1);
        }
      x->fleet_phase = FP_AUTUMN_DONE;
    }
  if (x->fleet_phase == FP_SPRING)
    {
      int lake;

      while ((lake = spring_lake (c)) >= 0)
        {
          gboolean any = FALSE;

          for (guint p = 0; p < c->d->n_pieces; p++)
            any |= may_return (c, p, x->lake_marker[lake], lake);
          if (any && mad_lake_box (c, lake) >= 0)
            {
              mad_decide (c, x->lake_marker[lake], D_FLEET);
              return FALSE;
            }
          spring_done (c, lake);
        }
      x->fleet_phase = FP_SPRING_DONE;
    }
  return TRUE;
}

/* 7.4: the Mutual Fleet Return Phase of the turn ending (Summer-Autumn) or
 * beginning (Spring-Summer, A9) starts. */
void
mad_fleet_begin (MadCtx *c, gboolean autumn)
{
  c->x->fleet_phase = autumn ? FP_AUTUMN : FP_SPRING;
  c->x->fleet_done = 0;
  mad_note (c, "7.4", autumn ? _("Mutual Fleet Return Phase: the ships in the Lake Control Boxes return to port")
                             : _("Mutual Fleet Return Phase: the Lake Control markers' owners may put ships back into the boxes"));
}

gboolean
mad_fleet_pending (const MadCtx *c)
{
  return c->x->fleet_phase == FP_AUTUMN || c->x->fleet_phase == FP_SPRING;
}

gboolean
mad_fleet_spring_done (const MadCtx *c)
{
  return c->x->fleet_phase == FP_SPRING_DONE;
}

gboolean
mad_fleet_autumn_done (const MadCtx *c)
{
  return c->x->fleet_phase == FP_AUTUMN_DONE;
}

void
mad_list_fleet (MadCtx *c)
{
  int side = c->st->pending.side;

  if (c->x->fleet_phase == FP_AUTUMN)
    {
      int sd, box = autumn_box (c, &sd), to[MAD_MAX_LOCATIONS], n;

      if (box < 0 || sd != side)
        return;
      n = mad_fleet_return_towns (c, side, c->d->spaces[box].lake, to);
      for (int i = 0; i < n; i++)
        mad_add (c, A_RETREAT, 1, to[i], 0);
      return;
    }
  {
    int lake = spring_lake (c), box = lake >= 0 ? mad_lake_box (c, lake) : -1;
    gboolean ships_in = FALSE;

    if (box < 0)
      return;
    /* With the return after the action phase (A9's option), enemy ships
     * may hold the box by then: a free return starts no battle, so no ship
     * goes back into it (reading). */
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (c->pc[p].location == box && c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == 1 - side)
        {
          mad_add (c, A_DONE, 0, 0, 0);
          return;
        }
    for (guint p = 0; p < c->d->n_pieces; p++)
      ships_in |= c->pc[p].location == box && is_ship (c, p, side);
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (may_return (c, p, side, lake) ||
          /* 11.15: a naval leader of the lake goes only with ships. */
          (ships_in && c->d->pieces[p].kind == PK_NAVAL_LEADER && c->d->pieces[p].side == side && mad_on_map (c, p) &&
           c->d->spaces[c->pc[p].location].town && c->d->spaces[c->pc[p].location].lake == lake &&
           (c->d->pieces[p].lakes & (1 << lake))))
        mad_add (c, A_MOVE, 2, p, box);
    mad_add (c, A_DONE, 0, 0, 0);
  }
}

void
mad_apply_fleet (MadCtx *c, const BhAction *a)
{
  int side = c->st->pending.side;

  if (c->x->fleet_phase == FP_AUTUMN)
    {
      int sd, box = autumn_box (c, &sd);

      autumn_return (c, side, box, a->args[0]);
      mad_decide (c, side, D_NONE);
      return;
    }
  if (a->kind == A_MOVE)
    {
      mad_move (c, a->args[0], a->args[1]);
      mad_note (c, "11.23", _("%s goes back into %s"), mad_name (c, a->args[0]), mad_loc (c, a->args[1]));
      return;
    }
  spring_done (c, spring_lake (c));
  mad_decide (c, side, D_NONE);
}

/* ---- Free Naval Withdrawal (1), 11.21 ------------------------------------ */

/* Before the card play: ships in a box to a friendly lakeside town of the
 * lake they could sail to. */
void
mad_list_withdrawals (MadCtx *c)
{
  int side = c->st->pending.side, to[MAD_MAX_LOCATIONS];
  int towns_of = -2, n = 0;   /* the lake `to` holds the towns of: a box's ships share them */

  if (c->x->prewar || c->x->stage != STG_ACTION)
    return;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int at = c->pc[p].location, lake;

      if (!is_ship (c, p, side) || !c->d->spaces[at].lake_box)
        continue;
      lake = c->d->spaces[at].lake;
      if (lake != towns_of)
        {
          n = mad_friendly_lake_towns (c, side, lake, -1, to);
          towns_of = lake;
        }
      for (int i = 0; i < n; i++)
        if (c->d->spaces[to[i]].lake == lake)
          mad_add (c, A_WITHDRAW, 2, p, to[i]);
    }
}

void
mad_apply_withdrawal (MadCtx *c, const BhAction *a)
{
  int ship = a->args[0], box = c->pc[ship].location, side = c->d->pieces[ship].side;
  gboolean left = FALSE;

  mad_move (c, ship, a->args[1]);
  c->x->withdrawn[ship] = 1;
  mad_note (c, "11.21", _("%s withdraws free from %s to %s and moves no more in this card play"), mad_name (c, ship),
            mad_loc (c, box), mad_loc (c, a->args[1]));
  /* 11.15: a naval leader left without ships goes with the last one. */
  for (guint p = 0; p < c->d->n_pieces; p++)
    left |= c->pc[p].location == box && is_ship (c, p, side);
  for (guint p = 0; p < c->d->n_pieces && !left; p++)
    if (c->pc[p].location == box && c->d->pieces[p].kind == PK_NAVAL_LEADER && c->d->pieces[p].side == side)
      {
        mad_move (c, p, a->args[1]);
        c->x->withdrawn[p] = 1;
      }
  /* 11.41: the free move is over before the card play: a box left empty
   * no longer holds the lake. */
  mad_settle_lakes (c);
}
