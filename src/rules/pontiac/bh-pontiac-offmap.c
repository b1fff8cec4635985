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
#include <string.h>

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

/* A marker goes onto a stack at a fixed height (PONTIAC_MARKER_ORDER):
 * one counted from the pieces under it would tell the other side how
 * many are in the box. */
static void
put_marker (PontiacCtx *c, int marker, int space)
{
  pontiac_move_piece (c, marker, space);
  c->pc[marker].order = PONTIAC_MARKER_ORDER;
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

/* Military pieces of the other side in `space`, seen or boxed. */
static gboolean
has_enemy (const PontiacCtx *c, int space, int side)
{
  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == 1 - side && pontiac_is_military (c, p))
      return TRUE;
  return pontiac_offmap_marker_at (c, space, 1 - side) >= 0;
}

/* 6.3: in its movement phase a side may put a stack of its own into a
 * free box, or take one back onto the map.  A stack sharing its space
 * with the enemy (a besieged garrison, its besiegers) is in contact with
 * it: it stays in the open. */
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
      else if (any_free && concealable (c, s, side) && !has_enemy (c, s, side))
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
      put_marker (c, p, space);
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
  put_marker (c, marker, to);
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
      else if (c->x->move.active && c->x->move.here == loc && c->x->move.side != side)
        {
          /* A force meets the box: it must know what it would pass
           * through or attack (10.1, 10.2). */
          pontiac_move_piece (c, p, c->d->box_markers);
          /* Translators: Pontiac's War: an enemy force reaches a hidden force, which comes back onto the map; the space */
          pontiac_note (c, "6.3", _("the enemy reaches %s: the force of %s comes back onto the map"),
                        pontiac_loc_name (c, loc), pontiac_piece_name (c, p));
        }
      else if (!concealable (c, loc, side) || pontiac_offmap_marker_at (c, loc, side) != (int) p)
        pontiac_move_piece (c, p, c->d->box_markers);
    }
}

/* In a view, the pieces of `side`'s boxes may lie in their pool. */
static gboolean
pooled_any (const PontiacCtx *c, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].side == side && pontiac_offmap_pooled (c, p))
      return TRUE;
  return FALSE;
}

/* The invariants of 6.3: a marker stands with a stack of its side (in a
 * view, maybe in the pool), one a side in a space, never in a battle's
 * space. */
gboolean
pontiac_offmap_check (const PontiacCtx *c, GString *why)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location, side = c->d->pieces[p].side;

      if (c->d->pieces[p].klass != PC_OFFMAP || !pontiac_is_space (c, loc))
        continue;
      if ((!concealable (c, loc, side) && !pooled_any (c, side)) || pontiac_offmap_marker_at (c, loc, side) != (int) p
          || (c->x->battle.active && c->x->battle.space == loc))
        {
          g_string_printf (why, "%s in %s stands for no hidden force (6.3)", pontiac_piece_name (c, p),
                           pontiac_loc_name (c, loc));
          return FALSE;
        }
    }
  return TRUE;
}

/* ---- what the other side sees of the boxes (6.1-6.3) ----------------------------
 *
 * The rules grant the other side a box's marker, its space and its moves,
 * nothing of what the box holds: not its count of counters, nor a unit's
 * strength or kind.  The known counter mix tells a side what all of the
 * other's boxes hold together, not how it splits among them; so the view
 * puts every hidden piece of a side's boxes in one place, "somewhere in
 * the boxes" (off the board, hidden), its status bits gone.  A box at a
 * space the other side holds too (a besieged garrison boxed before the
 * siege) keeps its pieces in place: there they are in the fort, and a
 * dealt view must keep 11.11's fort room. */

/* Is the hidden piece `p` of a view in the pool of its side's boxes? */
gboolean
pontiac_offmap_pooled (const PontiacCtx *c, int p)
{
  return (c->pc[p].flags & BH_PIECE_HIDDEN) && c->pc[p].location == BH_OFFBOARD && pontiac_is_military (c, p);
}

static const BhPieceState *sort_pc;

static int
by_place (gconstpointer a, gconstpointer b)
{
  const BhPieceState *x = &sort_pc[*(const int *) a], *y = &sort_pc[*(const int *) b];

  if (x->location != y->location)
    return (int) x->location - (int) y->location;
  if (x->flags != y->flags)
    return (int) x->flags - (int) y->flags;
  return (int) x->order - (int) y->order;
}

/* The engine dealt each class's pieces over their real places; once some
 * are pooled, which piece took a place still tells where the others were
 * (a boxed garrison kept in its besieged fort, 20.0 B).  Within each
 * class the lowest piece takes the first place again, so that the view
 * depends on the places alone. */
static void
canonical_hidden (PontiacCtx *c)
{
  BhRules *rules = BH_RULES (c->self);
  guint n = c->d->n_pieces;
  g_autofree gboolean *done = g_new0 (gboolean, n);
  g_autofree int *ids = g_new (int, n);
  g_autofree int *places = g_new (int, n);
  g_autofree BhPieceState *copy = g_new (BhPieceState, n);

  memcpy (copy, c->pc, n * sizeof *copy);
  sort_pc = copy;
  for (guint p = 0; p < n; p++)
    {
      guint k = 0, klass;

      if (done[p] || !(c->pc[p].flags & BH_PIECE_HIDDEN) || !pontiac_is_military (c, p))
        continue;
      klass = bh_rules_hidden_class (rules, p);
      for (guint q = p; q < n; q++)
        if (!done[q] && (c->pc[q].flags & BH_PIECE_HIDDEN) && pontiac_is_military (c, q)
            && bh_rules_hidden_class (rules, q) == klass)
          {
            done[q] = TRUE;
            ids[k] = places[k] = q;
            k++;
          }
      qsort (places, k, sizeof *places, by_place);
      for (guint i = 0; i < k; i++)
        c->pc[ids[i]] = copy[places[i]];
    }
}

/* From the rules' redact hook, on the view `seat` gets. */
void
pontiac_offmap_pool_view (PontiacCtx *c, int seat)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location, side = c->d->pieces[p].side;

      /* 16.2: which hidden pieces rolled to rally would tell a leader in
       * the box, the log naming each roll. */
      if ((c->pc[p].flags & BH_PIECE_HIDDEN) && c->d->pieces[p].klass != PC_CARD)
        c->pc[p].flags &= ~F_RALLIED;
      if (!(c->pc[p].flags & BH_PIECE_HIDDEN) || side == seat || !pontiac_is_space (c, loc)
          || !pontiac_is_military (c, p) || pontiac_offmap_marker_at (c, loc, side) < 0
          || pontiac_has_military (c, loc, 1 - side))
        continue;
      pontiac_move_piece (c, p, BH_OFFBOARD);
      c->pc[p].flags = BH_PIECE_HIDDEN;
      c->pc[p].order = 0;
      c->x->view_pooled |= 1 << side;
    }
  canonical_hidden (c);
  /* The same view whatever order the pieces left their spaces in. */
  pontiac_index_rebuild (c);
}

/* Can the pooled piece `p` stand in the box at `space`?  French Militia
 * never leave Fort Detroit (6.2); ships sail only between the lake forts'
 * docks (6.2, 10.2). */
static gboolean
may_stand (const PontiacCtx *c, int p, int space)
{
  switch (c->d->pieces[p].klass)
    {
    case PC_FRENCH_MILITIA: return space == c->d->detroit;
    case PC_SHIP: return c->d->spaces[space].dock != 0;
    default: return TRUE;
    }
}

static gboolean
restricted (const PontiacCtx *c, int p)
{
  return c->d->pieces[p].klass == PC_FRENCH_MILITIA || c->d->pieces[p].klass == PC_SHIP;
}

/* Deals the pooled pieces of a view back into the boxes of their side,
 * at random (the state's dice, seeded by the caller): every marker gets
 * at least one piece, each piece a box where it may stand; a box on the
 * move (10.0) is the force.  Run before the engine's determinization,
 * which then picks which piece of each class takes each place. */
void
pontiac_offmap_deal (PontiacCtx *c)
{
  c->x->view_pooled = 0;
  for (int side = 0; side < 2; side++)
    {
      g_autoptr(GArray) markers = g_array_new (FALSE, FALSE, sizeof (int));
      g_autoptr(GArray) pool = g_array_new (FALSE, FALSE, sizeof (int));
      g_autofree int *count = NULL;

      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].side == side && pontiac_offmap_pooled (c, p))
          g_array_append_val (pool, p);
      if (pool->len == 0)
        continue;
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (pontiac_offmap_marker_at (c, s, side) >= 0 && !pontiac_has_military (c, s, 1 - side))
          {
            int space = s;

            g_array_append_val (markers, space);
          }
      if (markers->len == 0)
        continue;
      count = g_new0 (int, markers->len);
      /* Restricted pieces first, then one piece for each box still
       * empty, then the rest anywhere they may stand. */
      for (int pass = 0; pass < 3; pass++)
        for (guint i = 0; i < pool->len; i++)
          {
            int p = g_array_index (pool, int, i), choice = -1, n_ok = 0;

            if (c->pc[p].location != BH_OFFBOARD || (pass == 0 && !restricted (c, p)))
              continue;
            for (guint m = 0; m < markers->len; m++)
              {
                int s = g_array_index (markers, int, m);

                if (!may_stand (c, p, s) || (pass == 1 && count[m] > 0))
                  continue;
                /* Reservoir choice among the boxes that qualify. */
                if (bh_state_random (c->st, ++n_ok) == 0)
                  choice = m;
              }
            if (choice < 0)
              continue;
            pontiac_move_piece (c, p, g_array_index (markers, int, choice));
            count[choice]++;
          }
      /* 10.0: a box whose force is on the move moves as a whole. */
      if (c->x->move.active && c->x->move.side == side)
        {
          gboolean open_force = FALSE;

          FOR_PIECES_AT (c, c->x->move.here, p)
            if (!(c->pc[p].flags & BH_PIECE_HIDDEN) && (c->pc[p].flags & F_FORCE))
              open_force = TRUE;
          if (!open_force)
            FOR_PIECES_AT (c, c->x->move.here, p)
              if ((c->pc[p].flags & BH_PIECE_HIDDEN) && c->d->pieces[p].side == side)
                c->pc[p].flags |= F_FORCE;
        }
    }
}
