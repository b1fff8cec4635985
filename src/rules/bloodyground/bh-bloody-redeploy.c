/* bh-bloody-redeploy.c — 8.1: when a nation goes on the warpath in the
 * Mobilization Phase, "any and all warrior units of that nation that are
 * not in a British fort may be redeployed to the area with the mobilized
 * nation's leader": the NA moves them one by one, or lets them stay. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bh-bloody-private.h"

/* led[s] for each space: whether it holds a leader of the mobilized
 * nation (a replacement leads the nation of the leader it replaced,
 * 10.5.3).  Found in one pass: asked of every warrior and area, the
 * search spent its time here. */
static void
leader_spaces (const BloodyCtx *c, guint8 *led)
{
  int n = c->x->redeploy_nation - 1;

  memset (led, 0, c->d->n_spaces);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_LEADER && bloody_is_space (c, c->pc[p].location) && bloody_nation (c, p) == n)
      led[c->pc[p].location] = 1;
}

/* Whether the warrior `piece` may go to `area` now: of the mobilized
 * nation, on the map but not in a British fort nor raiding, and `area`
 * another area with the nation's leader (led: leader_spaces). */
static gboolean
may_redeploy (const BloodyCtx *c, int piece, int area, const guint8 *led)
{
  int n = c->x->redeploy_nation - 1, from = c->pc[piece].location, fort;

  if (c->d->pieces[piece].klass != PC_WARRIOR || c->d->pieces[piece].nation != n || !bloody_is_space (c, from) ||
      c->x->raid_mp[piece] || from == area || !bloody_is_space (c, area))
    return FALSE;
  fort = bloody_fort_in (c, from);
  if (fort >= 0 && c->d->pieces[fort].side == 1)
    return FALSE;   /* "not in a British fort" */
  return led[area];
}

static gboolean
any_redeploy (const BloodyCtx *c)
{
  guint8 *led = g_newa (guint8, c->d->n_spaces);

  leader_spaces (c, led);
  for (guint p = 0; p < c->d->n_pieces; p++)
    for (guint s = 0; s < c->d->n_spaces; s++)
      if (may_redeploy (c, p, s, led))
        return TRUE;
  return FALSE;
}

/* The NA is asked while a warrior of the nation just gone on the warpath
 * may still join its leader; TRUE when asked. */
gboolean
bloody_redeploy_step (BloodyCtx *c)
{
  if (c->x->redeploy_nation == 0)
    return FALSE;
  if (any_redeploy (c))
    {
      bloody_set_decision (c, 1, D_REDEPLOY, c->x->redeploy_nation - 1);
      return TRUE;
    }
  c->x->redeploy_nation = 0;
  return FALSE;
}

/* The area the mobilized nation's leader stands in, where the warriors
 * may go (the first on the map if a replacement leads too); -1 if none. */
int
bloody_redeploy_area (const BloodyCtx *c)
{
  guint8 *led = g_newa (guint8, c->d->n_spaces);

  leader_spaces (c, led);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (led[s])
      return s;
  return -1;
}

void
bloody_list_redeploy (BloodyCtx *c)
{
  guint8 *led = g_newa (guint8, c->d->n_spaces);

  leader_spaces (c, led);
  for (guint p = 0; p < c->d->n_pieces; p++)
    for (guint s = 0; s < c->d->n_spaces; s++)
      if (may_redeploy (c, p, s, led))
        bloody_add_action (c, A_REDEPLOY, 2, p, s);
  bloody_add_action (c, A_REDEPLOY_DONE, 0, 0, 0);
}

void
bloody_apply_redeploy (BloodyCtx *c, const BhAction *a)
{
  if (a->kind == A_REDEPLOY)
    {
      bloody_move (c, a->args[0], a->args[1]);
      /* Translators: A Dark and Bloody Ground: a warrior joins its mobilized nation's leader: the warrior, the area */
      bloody_note (c, "8.1", _("%s redeployed to the leader at %s"), bloody_piece_name (c, a->args[0]), bloody_loc_name (c, a->args[1]));
    }
  else
    c->x->redeploy_nation = 0;
  c->st->pending.kind = D_NONE;
}
