/* bh-madison-shipyard.c — Mr. Madison's War: building ships from the Ship
 * Production Chart at a naval base and repairing damaged ones with a card's
 * NBV (15.1-15.3), and the free repair of the winter turn (15.21).  Costs
 * are counted in half points: a schooner or sloop costs half a point to
 * build (two a point) and to repair. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

/* 15.32, 15.16: a base works unless an enemy unit controls its space or an
 * event destroyed it (an event's NBV: at the bases its card names). */
static gboolean
base_working (const MadCtx *c, int s, int side, int lake)
{
  const MadSpace *sp = &c->d->spaces[s];

  return sp->base_side == side && sp->base_lake == lake && sp->base_year <= mad_year (c) &&
         mad_control (c, s) != 1 - side && mad_event_base_ok (c, s);
}

/* Whether every primary base of the lake is lost to `side` now. */
static gboolean
primaries_lost_now (const MadCtx *c, int side, int lake)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].base_side == side && c->d->spaces[s].base_lake == lake && !c->d->spaces[s].base_backup &&
        base_working (c, s, side, lake))
      return FALSE;
  return TRUE;
}

/* 15.33: the back-up bases of a lake come into play once every primary one
 * is lost, from the next game year on. */
static gboolean
primary_lost (const MadCtx *c, int side, int lake)
{
  int year = lake >= 0 && lake < 8 ? c->x->base_lost_year[side][lake] : 0;

  return primaries_lost_now (c, side, lake) && year > 0 && year < mad_year (c);
}

/* 15.33: notes the year in which a lake's primary bases are lost (at the
 * start of a scenario: lost before it); a primary base regained clears it. */
void
mad_track_bases (MadCtx *c, gboolean at_setup)
{
  for (int side = 0; side < 2; side++)
    for (int lake = 0; lake < 8; lake++)
      {
        gboolean has = FALSE;

        for (guint s = 0; s < c->d->n_spaces; s++)
          has |= c->d->spaces[s].base_side == side && c->d->spaces[s].base_lake == lake && !c->d->spaces[s].base_backup;
        if (!has || !primaries_lost_now (c, side, lake))
          c->x->base_lost_year[side][lake] = 0;
        else if (c->x->base_lost_year[side][lake] == 0)
          {
            c->x->base_lost_year[side][lake] = mad_year (c) - (at_setup ? 1 : 0);
            if (!at_setup)
              mad_note (c, "15.33", _("The %s player has lost every primary naval base of the lake: the back-up bases work from next year"),
                        mad_side (c, side));
          }
      }
}

/* 15.13, 15.31: whether `ship` may be built at `s`. */
static gboolean
builds_at (const MadCtx *c, int ship, int s)
{
  const MadPiece *m = &c->d->pieces[ship];
  const MadSpace *sp = &c->d->spaces[s];

  if (!base_working (c, s, m->side, m->lake))
    return FALSE;
  if (sp->base_only >= 0)
    return sp->base_only == m->type;
  return !sp->base_backup || primary_lost (c, m->side, m->lake);
}

/* 15.22: whether a damaged ship may be repaired where she lies. */
gboolean
mad_ship_repairable (const MadCtx *c, int ship, int side)
{
  const MadPiece *m = &c->d->pieces[ship];
  int s = c->pc[ship].location;
  const MadSpace *sp;

  if (m->kind != PK_SHIP || m->side != side || c->pc[ship].face == 0 || !mad_on_map (c, ship))
    return FALSE;
  sp = &c->d->spaces[s];
  if (!base_working (c, s, side, sp->lake))
    return FALSE;
  return !sp->base_backup || sp->base_repairs || primary_lost (c, side, sp->lake);
}

/* 15.14: on the chart, due by this turn, not one of the schooners that
 * arrive without building (15.11). */
static gboolean
buildable (const MadCtx *c, int ship, int side)
{
  const MadPiece *m = &c->d->pieces[ship];

  return m->kind == PK_SHIP && m->side == side && c->pc[ship].location == c->d->ships_box[side] && !m->prebuilt &&
         m->build_turn <= c->st->turn;
}

/* Whether a card worth `budget2` half points can build or repair anything. */
gboolean
mad_shipyard_work (const MadCtx *c, int side, int budget2)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      if (mad_ship_repairable (c, p, side) && c->d->pieces[p].repair_cost2 <= budget2)
        return TRUE;
      if (buildable (c, p, side) && c->d->pieces[p].build_cost2 <= budget2)
        for (guint s = 0; s < c->d->n_spaces; s++)
          if (builds_at (c, p, s))
            return TRUE;
    }
  return FALSE;
}

void
mad_list_shipyard (MadCtx *c)
{
  int side = c->st->pending.side;
  int left2 = 2 * c->x->ops - c->x->act_count;

  /* PROVINCIAL MARINE: its one repair. */
  if (mad_moves_shipyard_list (c))
    return;
  /* 15.24: never beyond the card's value. */
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      if (mad_ship_repairable (c, p, side) && c->d->pieces[p].repair_cost2 <= left2)
        mad_add (c, A_REPAIR, 1, p, 0);
      if (buildable (c, p, side) && c->d->pieces[p].build_cost2 <= left2)
        for (guint s = 0; s < c->d->n_spaces; s++)
          if (builds_at (c, p, s))
            mad_add (c, A_BUILD, 2, p, s);
    }
  mad_add (c, A_DONE, 0, 0, 0);
}

/* Half points in figures: "½", "1", "1½". */
static char *
halves (int v2)
{
  if (v2 == 1)
    return g_strdup ("½");
  return v2 % 2 ? g_strdup_printf ("%d½", v2 / 2) : g_strdup_printf ("%d", v2 / 2);
}

static void
note_cost (MadCtx *c, const char *rule, const char *what, int cost2)
{
  g_autofree char *cost = halves (cost2);
  g_autofree char *spent = halves (c->x->act_count);

  /* Translators: Mr. Madison's War: what was built or repaired, its cost,
     the NBV spent so far and the card's NBV */
  mad_note (c, rule, _("%s (%s NBV; %s of %d spent)"), what, cost, spent, c->x->ops);
}

/* ARMS RACE ("at any one naval base"): the first build or repair names the
 * base; the rest of the NBV is spent there (mad_event_base_ok). */
static void
note_event_base (MadCtx *c, int base)
{
  if (c->x->ev_card && c->d->pieces[c->x->ev_card - 1].ev_one_base && !c->x->ev_base)
    c->x->ev_base = (gint16) (base + 1);
}

void
mad_apply_shipyard (MadCtx *c, const BhAction *a)
{
  int side = c->st->pending.side, p = a->args[0];

  switch (a->kind)
    {
    case A_NBV:
      /* 8.31-4, 15.12: one card builds and repairs at several bases. */
      c->x->card = p;
      c->x->ops = c->d->pieces[p].ops;
      c->x->act_count = 0;
      mad_move (c, p, c->d->discard);
      mad_note (c, "15.12", _("The %s player plays %s for an NBV of %d"), mad_side (c, side), mad_name (c, p), c->x->ops);
      break;
    case A_BUILD:
      {
        g_autofree char *what = g_strdup_printf (_("%s is built at %s"), mad_name (c, p), mad_loc (c, a->args[1]));

        c->x->act_count += c->d->pieces[p].build_cost2;
        note_event_base (c, a->args[1]);
        mad_move (c, p, a->args[1]);
        c->pc[p].face = 0;
        note_cost (c, "15.13", what, c->d->pieces[p].build_cost2);
        break;
      }
    case A_REPAIR:
      if (c->x->ev_card && c->d->pieces[c->x->ev_card - 1].effect == EF_REPAIR_SAIL)
        {
          /* PROVINCIAL MARINE: the event repairs her, whatever she costs. */
          c->pc[p].face = 0;
          mad_note (c, "15.22", _("%s is repaired at %s"), mad_name (c, p), mad_loc (c, c->pc[p].location));
          mad_moves_shipyard_done (c);
          return;
        }
      {
        g_autofree char *what = g_strdup_printf (_("%s is repaired at %s"), mad_name (c, p), mad_loc (c, c->pc[p].location));

        c->x->act_count += c->d->pieces[p].repair_cost2;
        note_event_base (c, c->pc[p].location);
        c->pc[p].face = 0;
        note_cost (c, "15.23", what, c->d->pieces[p].repair_cost2);
        break;
      }
    default:
      g_return_if_reached ();
    }
  mad_decide (c, side, D_SHIPYARD);
}

/* 15.21: in the winter turn damaged ships in a friendly naval base are
 * repaired free (always to their player's good, so without asking). */
void
mad_winter_repair (MadCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].kind == PK_SHIP && mad_ship_repairable (c, p, c->d->pieces[p].side))
      {
        c->pc[p].face = 0;
        mad_note (c, "15.21", _("%s is repaired free in winter at %s"), mad_name (c, p), mad_loc (c, c->pc[p].location));
      }
}
