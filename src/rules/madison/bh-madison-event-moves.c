/* bh-madison-event-moves.c — Mr. Madison's War: the reconstructed events
 * that move pieces in a way of their own (8.31-1).  PROVINCIAL MARINE (#11)
 * repairs one damaged British ship at a friendly naval base, then lets one
 * ship move as if activated alone (11.13); WINTER QUARTERS (#32) takes a
 * force of up to five units of one space one space into friendly
 * territory before the winter's attrition; GUNBOAT FLOTILLA (#69) carries
 * up to two land units by water from one friendly lakeside town to another
 * of the same lake, without ships, unless the enemy controls the lake
 * (11.41).  The texts are reconstructed (the card's `source`); how far each
 * goes is its `effect-count`. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

static const MadPiece *
event_card (const MadCtx *c)
{
  return c->x->ev_card ? &c->d->pieces[c->x->ev_card - 1] : NULL;
}

static gboolean
enemy_units (const MadCtx *c, int space, int side)
{
  int cf;

  return mad_units_of (c, space, 1 - side, &cf) > 0;
}

/* 11.33: who may go by water: never Indians or the Dragoons. */
static gboolean
goes_by_water (const MadCtx *c, int p, int side)
{
  const MadPiece *m = &c->d->pieces[p];

  return m->kind == PK_UNIT && m->side == side && !m->indian && !m->dragoon && !c->x->aboard[p];
}

/* GUNBOAT FLOTILLA: a friendly lakeside town of a lake the enemy does not
 * control (11.41), free of enemy units. */
static gboolean
gunboat_town (const MadCtx *c, int s, int side)
{
  const MadSpace *sp = &c->d->spaces[s];

  return sp->town && sp->lake >= 0 && mad_friendly_town (c, s, side) && !enemy_units (c, s, side) &&
         mad_lake_holder (c, sp->lake) != 1 - side;
}

/* The towns units of `from` may go to. */
static int
gunboat_targets (const MadCtx *c, int from, int side, int *out)
{
  int n = 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    if ((int) s != from && c->d->spaces[s].lake == c->d->spaces[from].lake && gunboat_town (c, s, side))
      out[n++] = s;
  return n;
}

static gboolean
gunboat_origin (const MadCtx *c, int s, int side)
{
  int out[MAD_MAX_LOCATIONS];

  if (!gunboat_town (c, s, side) || gunboat_targets (c, s, side, out) == 0)
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == (int) s && goes_by_water (c, p, side))
      return TRUE;
  return FALSE;
}

/* WINTER QUARTERS: a space one path away, in the player's own territory
 * (2.18), without enemy units. */
static gboolean
quarters_open (const MadCtx *c, int to, int side)
{
  return c->d->spaces[to].town && c->d->spaces[to].owner == side && !enemy_units (c, to, side);
}

static gboolean
quarters_origin (const MadCtx *c, int s, int side)
{
  int cf;

  if (!c->d->spaces[s].town || mad_units_of (c, s, side, &cf) == 0)
    return FALSE;
  for (int i = 0; i < c->d->spaces[s].n_adj; i++)
    if (quarters_open (c, c->d->spaces[s].adj[i].to, side))
      return TRUE;
  return FALSE;
}

static gboolean
any_ship (const MadCtx *c, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == side && mad_on_map (c, p) &&
        c->pc[p].location < (int) c->d->n_spaces)
      return TRUE;
  return FALSE;
}

static gboolean
any_repairable (const MadCtx *c, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (mad_ship_repairable (c, p, side))
      return TRUE;
  return FALSE;
}

gboolean
mad_moves_possible (const MadCtx *c, int card, int side)
{
  switch (c->d->pieces[card].effect)
    {
    case EF_REPAIR_SAIL:
      return any_repairable (c, side) || any_ship (c, side);
    case EF_WINTER_QUARTERS:
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (quarters_origin (c, s, side))
          return TRUE;
      return FALSE;
    case EF_GUNBOATS:
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (gunboat_origin (c, s, side))
          return TRUE;
      return FALSE;
    default:
      return FALSE;
    }
}

/* The force is activated as units of one space (8.6), the card's count of
 * them. */
static gboolean
activate (MadCtx *c, int card, int side, int count)
{
  c->x->ev_card = (gint16) (card + 1);
  c->x->card = card;
  c->x->ops = (gint8) count;
  c->x->act_count = 0;
  mad_begin_moves (c, side);
  mad_decide (c, side, D_ACTIVATE);
  return FALSE;
}

static gboolean
sail (MadCtx *c, int card, int side)
{
  if (!any_ship (c, side))
    return TRUE;
  mad_note (c, "11.13", _("The %s player may move one ship"), mad_side (c, side));
  return activate (c, card, side, 1);
}

/* Plays the event; TRUE when the card play is over. */
gboolean
mad_moves_play (MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];

  switch (m->effect)
    {
    case EF_REPAIR_SAIL:
      if (any_repairable (c, side))
        {
          c->x->ev_card = (gint16) (card + 1);
          c->x->card = card;
          c->x->act_count = 0;
          mad_note (c, "15.22", _("The %s player may repair one damaged ship at a friendly naval base"), mad_side (c, side));
          mad_decide (c, side, D_SHIPYARD);
          return FALSE;
        }
      return sail (c, card, side);
    case EF_WINTER_QUARTERS:
      activate (c, card, side, m->ev_count);
      /* one space and no further, as HEAVY RAINS (8.31-8) */
      c->x->rains = 1;
      mad_note (c, "16.2", _("Before attrition, up to %d units of one space may move one space into friendly territory"),
                m->ev_count);
      return FALSE;
    case EF_GUNBOATS:
      mad_note (c, "11.3", _("Up to %d land units go by water to another friendly lakeside town of their lake, without ships"),
                m->ev_count);
      return activate (c, card, side, m->ev_count);
    default:
      return TRUE;
    }
}

/* D_ACTIVATE under one of these events: the spaces it may take its force
 * from; TRUE when it is one of them. */
gboolean
mad_moves_list_activate (MadCtx *c, const MadPiece *m)
{
  int side = c->st->pending.side;
  guint8 listed[MAD_MAX_LOCATIONS] = { 0 };

  switch (m->effect)
    {
    case EF_REPAIR_SAIL:
      for (guint p = 0; p < c->d->n_pieces; p++)
        {
          int loc = c->pc[p].location;

          if (c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == side && mad_on_map (c, p) &&
              loc < (int) c->d->n_spaces && !listed[loc])
            {
              listed[loc] = 1;
              mad_add (c, A_UNITS, 1, loc, 0);
            }
        }
      return TRUE;
    case EF_WINTER_QUARTERS:
    case EF_GUNBOATS:
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (m->effect == EF_WINTER_QUARTERS ? quarters_origin (c, s, side) : gunboat_origin (c, s, side))
          mad_add (c, A_UNITS, 1, s, 0);
      return TRUE;
    default:
      return FALSE;
    }
}

/* D_FORM: what the event's force may take. */
gboolean
mad_moves_may_join (const MadCtx *c, int piece)
{
  const MadPiece *m = event_card (c);
  const MadPiece *k = &c->d->pieces[piece];

  if (m == NULL)
    return TRUE;
  switch (m->effect)
    {
    case EF_REPAIR_SAIL: return k->kind == PK_SHIP;
    case EF_WINTER_QUARTERS: return k->kind == PK_UNIT;
    case EF_GUNBOATS: return goes_by_water (c, piece, k->side);
    default: return TRUE;
    }
}

/* WINTER QUARTERS: the force goes only into its own territory, and into no
 * enemy units. */
gboolean
mad_moves_forbid (const MadCtx *c, int piece, int to)
{
  const MadPiece *m = event_card (c);

  return m != NULL && m->effect == EF_WINTER_QUARTERS && (c->pc[piece].flags & F_FORCE) &&
         !quarters_open (c, to, c->d->pieces[piece].side);
}

/* "go" under GUNBOAT FLOTILLA: to the one town open, or the player chooses
 * (D_TARGET); TRUE when the card in play is that event. */
gboolean
mad_moves_go (MadCtx *c)
{
  const MadPiece *m = event_card (c);
  int side = c->st->pending.side, out[MAD_MAX_LOCATIONS], n;

  if (m == NULL || m->effect != EF_GUNBOATS)
    return FALSE;
  n = gunboat_targets (c, c->x->act_space, side, out);
  if (n == 1)
    mad_order_march (c, out[0]);
  else
    mad_decide (c, side, D_TARGET);
  return TRUE;
}

void
mad_moves_list_targets (MadCtx *c)
{
  int out[MAD_MAX_LOCATIONS];
  int n = gunboat_targets (c, c->x->act_space, c->st->pending.side, out);

  for (int i = 0; i < n; i++)
    mad_add (c, A_MARCH, 1, out[i], 0);
}

/* D_SHIPYARD under PROVINCIAL MARINE: one repair, whatever it costs, or
 * none; TRUE when listed here. */
gboolean
mad_moves_shipyard_list (MadCtx *c)
{
  const MadPiece *m = event_card (c);

  if (m == NULL || m->effect != EF_REPAIR_SAIL)
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (mad_ship_repairable (c, p, c->st->pending.side))
      mad_add (c, A_REPAIR, 1, p, 0);
  mad_add (c, A_DONE, 0, 0, 0);
  return TRUE;
}

/* PROVINCIAL MARINE's repair is made (or declined): on to the ship's move;
 * TRUE when the card in play is that event. */
gboolean
mad_moves_shipyard_done (MadCtx *c)
{
  const MadPiece *m = event_card (c);
  int side = c->st->pending.side;

  if (m == NULL || m->effect != EF_REPAIR_SAIL)
    return FALSE;
  if (sail (c, c->x->ev_card - 1, side))
    {
      mad_decide (c, side, D_NONE);
      mad_after_play (c);
    }
  return TRUE;
}
