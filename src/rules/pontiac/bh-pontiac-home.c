/* bh-pontiac-home.c — a band sent home to a village of its nation by a
 * card (Internal Conflict, 11.4; the reconstructed cards): the nearest
 * standing village without British troops, else the nation's box.  When
 * two villages are equally near the Nations choose (referee re-check 4,
 * M4), before the battle goes on; the band waits in the removed box. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"

static const char *
home_rule (int why)
{
  return why == PONTIAC_HOME_INTERNAL_CONFLICT ? "Internal Conflict" : "reconstructed card, 11.4";
}

/* The standing villages of `nation` without British troops nearest to
 * `from` (not `skip`): their number, each in `out`. */
static int
home_villages (const PontiacCtx *c, int nation, int from, int skip, int *out)
{
  guint8 dist[PONTIAC_MAX_LOCATIONS];
  int n = 0, best = G_MAXINT;

  bh_frontier_distances_from (&c->self->graph, from, BH_FRONTIER_FAR - 1, NULL, NULL, dist);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].nation == nation && pontiac_village_standing (c, s)
        && !pontiac_has_military (c, s, SIDE_BRITISH) && (int) s != skip && dist[s] <= best)
      {
        if (dist[s] < best)
          {
            best = dist[s];
            n = 0;
          }
        out[n++] = s;
      }
  return n;
}

static void
arrive_home (PontiacCtx *c, int p, int to, int why)
{
  c->pc[p].flags = 0;
  pontiac_move_piece (c, p, to);
  /* Translators: Pontiac's War: a card sends a band away; the unit, where */
  pontiac_note (c, home_rule (why), _("%s goes back to %s (no VP)"), pontiac_piece_name (c, p),
                pontiac_loc_name (c, to));
}

void
pontiac_send_band_home (PontiacCtx *c, int p, int from, int skip, int why)
{
  int to[PONTIAC_MAX_LOCATIONS];
  int nation = c->d->pieces[p].nation;
  int n = home_villages (c, nation, from, skip, to);

  if (n <= 1 || c->x->n_home >= PONTIAC_HOME_MAX)
    {
      arrive_home (c, p, n > 0 ? to[0] : c->d->box_nation[nation], why);
      return;
    }
  c->pc[p].flags = 0;
  pontiac_move_piece (c, p, c->d->box_removed);
  c->x->home_piece[c->x->n_home] = p;
  c->x->home_from[c->x->n_home] = from;
  c->x->home_skip[c->x->n_home] = skip;
  c->x->home_why[c->x->n_home] = why;
  c->x->n_home++;
  /* Translators: Pontiac's War: a band must go home; the Nations will choose between equally near villages */
  pontiac_note (c, home_rule (why), _("%s goes home; the Nations choose the village"), pontiac_piece_name (c, p));
}

static void
next_home (PontiacCtx *c)
{
  c->x->n_home--;
  memmove (c->x->home_piece, c->x->home_piece + 1, c->x->n_home * sizeof c->x->home_piece[0]);
  memmove (c->x->home_from, c->x->home_from + 1, c->x->n_home * sizeof c->x->home_from[0]);
  memmove (c->x->home_skip, c->x->home_skip + 1, c->x->n_home * sizeof c->x->home_skip[0]);
  memmove (c->x->home_why, c->x->home_why + 1, c->x->n_home * sizeof c->x->home_why[0]);
}

/* From pontiac_advance, first: TRUE when the Nations must choose a
 * waiting band's village.  The villages are counted again: one left, it
 * goes; none, the box. */
gboolean
pontiac_home_step (PontiacCtx *c)
{
  while (c->x->n_home > 0)
    {
      int p = c->x->home_piece[0], why = c->x->home_why[0];
      int to[PONTIAC_MAX_LOCATIONS];
      int n = home_villages (c, c->d->pieces[p].nation, c->x->home_from[0], c->x->home_skip[0], to);

      if (n > 1)
        {
          pontiac_set_decision (c, SIDE_NATIONS, D_HOME_VILLAGE, c->x->home_from[0], 0);
          return TRUE;
        }
      next_home (c);
      arrive_home (c, p, n == 1 ? to[0] : c->d->box_nation[c->d->pieces[p].nation], why);
    }
  return FALSE;
}

void
pontiac_list_home (PontiacCtx *c)
{
  int to[PONTIAC_MAX_LOCATIONS];
  int p, n;

  if (c->x->n_home == 0)
    return;
  p = c->x->home_piece[0];
  n = home_villages (c, c->d->pieces[p].nation, c->x->home_from[0], c->x->home_skip[0], to);
  for (int i = 0; i < n; i++)
    pontiac_add_action (c, A_GO_HOME, 2, p, to[i]);
}

void
pontiac_apply_home (PontiacCtx *c, const BhAction *a)
{
  int why;

  if (c->x->n_home == 0 || a->args[0] != c->x->home_piece[0])
    return;
  why = c->x->home_why[0];
  next_home (c);
  arrive_home (c, a->args[0], a->args[1], why);
}
