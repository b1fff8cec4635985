/* bh-pontiac-offmap.c — the Off-Map Force aids (6.1, 6.2, 6.3): a side
 * may take a stack of its own off the map into a lettered (British) or
 * animal (Nations) box and leave its marker in its place, "to increase
 * fog of war".  The pieces stay on their space in the state; while a
 * side's marker stands there, its military pieces in that space are
 * hidden from the other side (pontiac_concealed, the rules' piece_visible
 * hook).  The marker moves with a force that takes the whole stack along;
 * a battle puts the boxes' forces back on the map (11.1: both sides fight
 * in the open); a marker left with nothing of its side goes back to the
 * marker supply. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"

/* The off-map marker of `side` in `space`, -1 none. */
int
pontiac_offmap_marker_at (const PontiacCtx *c, int space, int side)
{
  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].klass == PC_OFFMAP && c->d->pieces[p].side == side)
      return p;
  return -1;
}

/* A free marker of `side`: in the marker supply or off the board. */
static int
free_marker (const PontiacCtx *c, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_OFFMAP && c->d->pieces[p].side == side
        && (c->pc[p].location == BH_OFFBOARD || c->pc[p].location == c->d->box_markers))
      return p;
  return -1;
}

/* Is `piece` in a box of the Off-Map Force aid, its marker on the map?
 * An escort with captives walks in the open (12.0). */
gboolean
pontiac_concealed (const PontiacCtx *c, int piece)
{
  int loc = c->pc[piece].location;

  if (!pontiac_is_space (c, loc) || !pontiac_is_military (c, piece))
    return FALSE;
  return pontiac_offmap_marker_at (c, loc, pontiac_side_of (c, piece)) >= 0 && !pontiac_escort_guard (c, piece);
}

/* Military pieces of `side` in `space` that may go into a box. */
static gboolean
concealable (const PontiacCtx *c, int space, int side)
{
  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == side && pontiac_is_military (c, p) && !pontiac_escort_guard (c, p))
      return TRUE;
  return FALSE;
}

/* 6.3: in its movement phase a side may put a stack of its own into a
 * free box, or take one back onto the map. */
void
pontiac_list_offmap (PontiacCtx *c)
{
  int side = c->st->pending.side;
  gboolean any_free = free_marker (c, side) >= 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      if (c->x->battle.active && c->x->battle.space == (int) s)
        continue;
      if (pontiac_offmap_marker_at (c, s, side) >= 0)
        pontiac_add_action (c, A_REVEAL, 1, s, 0);
      else if (any_free && concealable (c, s, side))
        pontiac_add_action (c, A_CONCEAL, 1, s, 0);
    }
}

void
pontiac_apply_offmap (PontiacCtx *c, const BhAction *a)
{
  int side = c->st->pending.side, space = a->args[0];
  int p = a->kind == A_CONCEAL ? free_marker (c, side) : pontiac_offmap_marker_at (c, space, side);

  g_return_if_fail (p >= 0);
  if (a->kind == A_CONCEAL)
    {
      pontiac_move_piece (c, p, space);
      /* Translators: Pontiac's War: a stack goes into an Off-Map Force box; the box's marker, the space */
      pontiac_note (c, "6.3", _("%s stands for the force in %s; its units go into the box"),
                    pontiac_piece_name (c, p), pontiac_loc_name (c, space));
    }
  else
    {
      pontiac_move_piece (c, p, c->d->box_markers);
      /* Translators: Pontiac's War: a stack comes back onto the map from its box; the space */
      pontiac_note (c, "6.3", _("the force in %s comes back onto the map"), pontiac_loc_name (c, space));
    }
}

/* A force of `side` leaves `from` for `to`: when it takes every piece of
 * its side along, the marker goes with it (6.3); what leaves a stack that
 * stays behind moves in the open. */
void
pontiac_offmap_follow (PontiacCtx *c, int from, int to, int side)
{
  int marker = pontiac_offmap_marker_at (c, from, side);

  if (marker < 0)
    return;
  FOR_PIECES_AT (c, from, p)
    if (pontiac_side_of (c, p) == side && pontiac_is_military (c, p) && !(c->pc[p].flags & F_FORCE))
      return;
  pontiac_move_piece (c, marker, to);
}

/* After every action: the forces of a battle are on the map (11.1); a
 * marker with nothing of its side in its space, or a second one of its
 * side there (two stacks joined), goes back to the supply. */
void
pontiac_offmap_tidy (PontiacCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location, side = c->d->pieces[p].side;

      if (c->d->pieces[p].klass != PC_OFFMAP || !pontiac_is_space (c, loc))
        continue;
      if (c->x->battle.active && c->x->battle.space == loc)
        {
          pontiac_move_piece (c, p, c->d->box_markers);
          /* Translators: Pontiac's War: a battle brings a hidden force back onto the map; the space */
          pontiac_note (c, "6.3", _("the battle in %s brings the force of %s back onto the map"),
                        pontiac_loc_name (c, loc), pontiac_piece_name (c, p));
        }
      else if (!concealable (c, loc, side) || pontiac_offmap_marker_at (c, loc, side) != (int) p)
        pontiac_move_piece (c, p, c->d->box_markers);
    }
}

/* The invariants of 6.3: a marker stands with a stack of its side, one a
 * side in a space, never in a battle's space. */
gboolean
pontiac_offmap_check (const PontiacCtx *c, GString *why)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location, side = c->d->pieces[p].side;

      if (c->d->pieces[p].klass != PC_OFFMAP || !pontiac_is_space (c, loc))
        continue;
      if (!concealable (c, loc, side) || pontiac_offmap_marker_at (c, loc, side) != (int) p
          || (c->x->battle.active && c->x->battle.space == loc))
        {
          g_string_printf (why, "%s in %s stands for no hidden force (6.3)", pontiac_piece_name (c, p),
                           pontiac_loc_name (c, loc));
          return FALSE;
        }
    }
  return TRUE;
}
