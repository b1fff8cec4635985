/* bh-bloody-rifles.c — Rifles (14.0.2): the markers a set-up roll (15.3.2,
 * 16.2.2, 16.3.1) or random event 6 brings go on warriors of the NA
 * player's choice, at most two a nation and six in play. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

#define RIFLES_IN_MIX 6   /* never more in play (14.0.2, Random Event 6) */

static int
rifles_of (const BloodyCtx *c, int nation)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    n += c->x->rifle[p] && (nation < 0 || c->d->pieces[p].nation == nation);
  return n;
}

/* A face-up warrior in play (on the map, on a battle board, or waiting to
 * set up for a battle scenario) without a Rifle, its nation below two. */
static gboolean
may_take (const BloodyCtx *c, int p)
{
  const BloodyPieceInfo *pi = &c->d->pieces[p];
  int loc = c->pc[p].location;
  /* Not BH_OFFBOARD, above the boxes too: a counter the scenario leaves
   * out (16.3.1 sets up no Mingo) is in no one's play. */
  gboolean in_play = bloody_is_space (c, loc) || (loc != BH_OFFBOARD && loc >= (int) (c->d->n_spaces + c->d->n_boxes)) ||
                     (c->x->battle.active && c->x->battle.round == 0 && loc == c->x->battle.area);

  if (c->x->rifles_each)
    {
      /* 15.2.2: one for each nation the scenario lists. */
      const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
      g_auto(GStrv) nations = g_strsplit (bh_props_lookup (sc->props, "rifles-at-start-nations"), " ", -1);
      gboolean listed = FALSE;

      for (int i = 0; nations[i] && !listed; i++)
        listed = pi->nation >= 0 && g_str_equal (nations[i], bh_game_data_get_nation (c->self->data, pi->nation)->id);
      if (!listed || rifles_of (c, pi->nation) >= 1)
        return FALSE;
    }
  return pi->klass == PC_WARRIOR && c->pc[p].face == 0 && !c->x->rifle[p] && in_play &&
         rifles_of (c, pi->nation) < 2;
}

/* `n` Rifles to place: the NA places them one by one (bloody_rifle_step). */
void
bloody_offer_rifles (BloodyCtx *c, int n)
{
  c->x->rifles_left = MIN (n, MAX (RIFLES_IN_MIX - rifles_of (c, -1), 0));
}

/* TRUE when the NA must place a Rifle. */
gboolean
bloody_rifle_step (BloodyCtx *c)
{
  if (c->x->rifles_left == 0)
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (may_take (c, p))
      {
        bloody_set_decision (c, 1, D_RIFLE, 0);
        return TRUE;
      }
  /* Translators: A Dark and Bloody Ground: Rifles left with no warrior to take them */
  bloody_note (c, "14.0.2", _("%d Rifles find no warrior to take them"), c->x->rifles_left);
  c->x->rifles_left = 0;
  c->x->rifles_each = 0;
  return FALSE;
}

void
bloody_list_rifles (BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (may_take (c, p))
      bloody_add_action (c, A_RIFLE, 1, p, 0);
}

void
bloody_apply_rifle (BloodyCtx *c, int piece)
{
  c->x->rifle[piece] = 1;
  c->x->rifles_left--;
  if (c->x->rifles_left == 0)
    c->x->rifles_each = 0;
  /* Translators: A Dark and Bloody Ground: a warrior gets a Rifle */
  bloody_note (c, "14.0.2", _("%s takes a Rifle"), bloody_piece_name (c, piece));
  c->st->pending.kind = D_NONE;
}
