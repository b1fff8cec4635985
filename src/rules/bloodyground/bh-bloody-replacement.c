/* bh-bloody-replacement.c — where a replacement leader goes when a named
 * leader falls (10.5.3, 10.6.2): "Replacement leader units are placed with
 * any friendly unit".  bloody_eliminate brings him where the leader fell
 * and marks him; his owner then places him with any friendly combat unit
 * or leader (a militia leader with militia of his state, 14.0.7): on the
 * map, or during a battle on its board.  With one such
 * place there is nothing to choose; with none he stays where he came. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

static gboolean
to_place (const BloodyCtx *c, int piece)
{
  return (c->x->unplaced[piece / 8] >> (piece % 8)) & 1;
}

static void
placed (BloodyCtx *c, int piece)
{
  c->x->unplaced[piece / 8] &= ~(1u << (piece % 8));
}

/* The locations the replacement `leader` may be placed at: [*lo, *hi),
 * the map's areas, or the cells of the board he came onto. */
static void
place_range (const BloodyCtx *c, int leader, int *lo, int *hi)
{
  int cell;
  const BloodyGrid *g = bloody_grid_of (c, c->pc[leader].location, &cell);

  *lo = g != NULL ? g->first_location : 0;
  *hi = g != NULL ? g->first_location + g->cols * g->rows : (int) c->d->n_spaces;
}

/* With a friendly combat unit or leader; a militia leader only with a
 * militia unit of his state, as he "must always be stacked" (14.0.7). */
static gboolean
may_place (const BloodyCtx *c, int leader, int location)
{
  const BloodyPieceInfo *li = &c->d->pieces[leader];
  gboolean militia = li->side == 0 && !li->army_leader && li->state >= R_KY && li->state <= R_OH;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if ((int) p != leader && c->pc[p].location == location && c->d->pieces[p].side == li->side &&
        (militia ? c->d->pieces[p].klass == PC_MILITIA && c->d->pieces[p].state == li->state
                 : bloody_is_combat (c, p) || bloody_is_leader (c, p)))
      return TRUE;
  return FALSE;
}

static void
place (BloodyCtx *c, int leader, int location)
{
  placed (c, leader);
  if (location != c->pc[leader].location)
    bloody_move (c, leader, location);
  /* Translators: A Dark and Bloody Ground: where a replacement leader is placed: the leader, the place */
  bloody_note (c, "10.6.2", _("%s is placed at %s"), bloody_piece_name (c, leader), bloody_loc_name (c, location));
}

/* The owner is asked where a marked replacement goes when he has a
 * choice; TRUE when asked. */
gboolean
bloody_replacement_step (BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (to_place (c, p))
      {
        int lo, hi, n = 0, only = -1;

        place_range (c, p, &lo, &hi);
        for (int l = lo; l < hi; l++)
          if (may_place (c, p, l))
            {
              n++;
              only = l;
            }
        if (n > 1)
          {
            if (c->st->pending.kind != D_REPLACE)
              c->x->replace_resume = c->st->pending;   /* a move, a battle... goes on after */
            bloody_set_decision (c, c->d->pieces[p].side, D_REPLACE, p);
            return TRUE;
          }
        if (n == 1)
          place (c, p, only);
        else
          placed (c, p);
      }
  return FALSE;
}

void
bloody_list_replacement (BloodyCtx *c)
{
  int p = c->st->pending.args[0], lo, hi;

  place_range (c, p, &lo, &hi);
  for (int l = lo; l < hi; l++)
    if (may_place (c, p, l))
      bloody_add_action (c, A_REPLACE_AT, 2, p, l);
}

void
bloody_apply_replacement (BloodyCtx *c, const BhAction *a)
{
  place (c, a->args[0], a->args[1]);
  c->st->pending = c->x->replace_resume;
}
