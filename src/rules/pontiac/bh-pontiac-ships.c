/* bh-pontiac-ships.c — the British ships (6.2, 10.2, 11.3): before a
 * battle a ship may refuse it or retreat by water without a roll; a ship
 * whose force retreats, or left when its fort falls, sails to the nearest
 * available lake fort, one that refused battle to any (the British choose
 * between equally near ones) (ships move only by water between Great Lakes
 * forts, and "only ships can retreat by water"). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bh-pontiac-private.h"

#define B (&c->x->battle)

/* A lake fort a ship may sail to from `from` (10.2): a standing fort with
 * a dock (or Niagara), no Nations units there, no siege; to or from
 * Niagara only while the Portage is free of Indians. */
static gboolean
haven (const PontiacCtx *c, int from, int to)
{
  if (to == from || !c->d->spaces[to].dock || (!pontiac_fort_standing (c, to) && to != c->d->niagara))
    return FALSE;
  if (pontiac_has_military (c, to, SIDE_NATIONS) || pontiac_besieged (c, to))
    return FALSE;
  if ((from == c->d->niagara || to == c->d->niagara) && c->d->devils_hole >= 0
      && pontiac_has_military (c, c->d->devils_hole, SIDE_NATIONS))
    return FALSE;
  return TRUE;
}

/* The lake forts a ship leaving `from` may sail to, into `out`; their
 * number.  `any`: every available one (a ship that refused battle is
 * "transferred to another Great Lakes Fort", 6.2); else the nearest, in
 * trail spaces (water distances are not given: 10.2 carries "regardless
 * of the distance"), all of them when equally near: the British choose. */
static int
havens (const PontiacCtx *c, int from, gboolean any, int *out)
{
  guint8 dist[PONTIAC_MAX_LOCATIONS];
  int n = 0, best = G_MAXINT;

  bh_frontier_distances_from (&c->self->graph, from, BH_FRONTIER_FAR - 1, NULL, NULL, dist);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (haven (c, from, s) && (any || dist[s] <= best))
      {
        if (!any && dist[s] < best)
          {
            best = dist[s];
            n = 0;
          }
        out[n++] = s;
      }
  return n;
}

static void
sail (PontiacCtx *c, int ship, int to, const char *rule)
{
  c->pc[ship].flags = 0;
  pontiac_move_piece (c, ship, to);
  /* Translators: Pontiac's War: a ship sails away; the ship, the fort */
  pontiac_note (c, rule, _("%s sails to %s"), pontiac_piece_name (c, ship), pontiac_loc_name (c, to));
}

/* A ship leaves its space by water for an available lake fort (`any`,
 * or the nearest); with none it is lost (2 VP, 17.1), with one it sails
 * there, with more it waits in the removed box until the British choose
 * (pontiac_sail_step, once the battle is over). */
void
pontiac_ship_sails_away (PontiacCtx *c, int ship, gboolean any, const char *rule)
{
  int from = c->pc[ship].location;
  int to[PONTIAC_MAX_LOCATIONS];
  int n = havens (c, from, any, to);

  if (n == 0)
    {
      /* Translators: Pontiac's War: a ship finds no lake fort to sail to */
      pontiac_note (c, rule, _("%s has no lake fort to sail to"), pontiac_piece_name (c, ship));
      pontiac_remove_unit (c, ship, TRUE, rule);
      return;
    }
  if (n == 1 || c->x->n_sail >= PONTIAC_SAIL_MAX)
    {
      sail (c, ship, to[0], rule);
      return;
    }
  c->pc[ship].flags = 0;
  pontiac_move_piece (c, ship, c->d->box_removed);
  c->x->sail_ship[c->x->n_sail] = ship;
  c->x->sail_from[c->x->n_sail] = from;
  c->x->sail_any[c->x->n_sail] = any;
  c->x->n_sail++;
  /* Translators: Pontiac's War: a ship must leave; the British will choose its lake fort */
  pontiac_note (c, rule, _("%s sails away; the British choose the lake fort"), pontiac_piece_name (c, ship));
}

/* Every British ship in `space` sails away (its fort falls, 6.2): one
 * that refused battle to any lake fort, one left after it to the nearest. */
void
pontiac_ships_leave (PontiacCtx *c, int space, const char *rule)
{
  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].klass == PC_SHIP && pontiac_side_of (c, p) == SIDE_BRITISH)
      pontiac_ship_sails_away (c, p, !(c->pc[p].flags & F_BATTLE), rule);
}

static void
next_sail (PontiacCtx *c)
{
  c->x->n_sail--;
  memmove (c->x->sail_ship, c->x->sail_ship + 1, c->x->n_sail * sizeof c->x->sail_ship[0]);
  memmove (c->x->sail_from, c->x->sail_from + 1, c->x->n_sail * sizeof c->x->sail_from[0]);
  memmove (c->x->sail_any, c->x->sail_any + 1, c->x->n_sail * sizeof c->x->sail_any[0]);
}

/* From pontiac_advance, when no battle, casualty or retreat is under
 * way: TRUE when the British must choose a waiting ship's lake fort.
 * The forts are counted again: one left, it sails; none, it is lost. */
gboolean
pontiac_sail_step (PontiacCtx *c)
{
  while (c->x->n_sail > 0)
    {
      int ship = c->x->sail_ship[0];
      int to[PONTIAC_MAX_LOCATIONS];
      int n = havens (c, c->x->sail_from[0], c->x->sail_any[0], to);

      if (n > 1)
        {
          pontiac_set_decision (c, SIDE_BRITISH, D_SHIP_HAVEN, c->x->sail_from[0], 0);
          return TRUE;
        }
      next_sail (c);
      if (n == 1)
        sail (c, ship, to[0], "6.2");
      else
        {
          pontiac_note (c, "6.2", _("%s has no lake fort to sail to"), pontiac_piece_name (c, ship));
          pontiac_remove_unit (c, ship, TRUE, "6.2");
        }
    }
  return FALSE;
}

void
pontiac_list_sail (PontiacCtx *c)
{
  int to[PONTIAC_MAX_LOCATIONS];
  int n;

  if (c->x->n_sail == 0)
    return;
  n = havens (c, c->x->sail_from[0], c->x->sail_any[0], to);
  for (int k = 0; k < n; k++)
    pontiac_add_action (c, A_SAIL_TO, 2, c->x->sail_ship[0], to[k]);
}

void
pontiac_apply_sail (PontiacCtx *c, const BhAction *a)
{
  next_sail (c);
  sail (c, a->args[0], a->args[1], "6.2");
}

/* A British ship in the battle that has not yet refused or sailed. */
static gboolean
ship_in_battle (const PontiacCtx *c, int p)
{
  return c->d->pieces[p].klass == PC_SHIP && pontiac_side_of (c, p) == SIDE_BRITISH
         && (c->pc[p].flags & F_BATTLE);
}

/* TRUE when the British must still say what their ships do (6.2): in a
 * battle the Nations bring, before the defender's option. */
gboolean
pontiac_ships_pending (const PontiacCtx *c)
{
  if (B->ships_asked || B->att_side != SIDE_NATIONS)
    return FALSE;
  FOR_PIECES_AT (c, B->space, p)
    if (ship_in_battle (c, p))
      return TRUE;
  return FALSE;
}

void
pontiac_list_ships (PontiacCtx *c)
{
  /* Siege combat: "the British may neither ambush nor retreat" (11.11). */
  gboolean may_sail = !pontiac_besieged (c, B->space);

  pontiac_add_action (c, A_DONE, 0, 0, 0);
  FOR_PIECES_AT (c, B->space, p)
    if (ship_in_battle (c, p))
      {
        pontiac_add_action (c, A_REFUSE, 1, p, 0);
        if (may_sail)
          for (guint s = 0; s < c->d->n_spaces; s++)
            if (haven (c, B->space, s))
              pontiac_add_action (c, A_SAIL, 2, p, s);
      }
}

void
pontiac_apply_ships (PontiacCtx *c, const BhAction *a)
{
  int p = a->args[0];

  switch (a->kind)
    {
    case A_DONE:
      B->ships_asked = 1;
      break;
    case A_REFUSE:
      /* Out of the battle: it neither fires nor takes a loss (6.2). */
      c->pc[p].flags &= ~F_BATTLE;
      /* Translators: Pontiac's War: a ship stays out of a battle */
      pontiac_note (c, "6.2", _("%s refuses battle"), pontiac_piece_name (c, p));
      break;
    case A_SAIL:
      c->pc[p].flags = 0;
      pontiac_move_piece (c, p, a->args[1]);
      /* Translators: Pontiac's War: a ship retreats by water before a battle; the ship, the fort */
      pontiac_note (c, "11.3", _("%s retreats by water to %s, without a roll"), pontiac_piece_name (c, p),
                    pontiac_loc_name (c, a->args[1]));
      break;
    default:
      break;
    }
}
