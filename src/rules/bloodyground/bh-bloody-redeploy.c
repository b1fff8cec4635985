/* bh-bloody-redeploy.c — 8.1: when a nation goes on the warpath in the
 * Mobilization Phase, "any and all warrior units of that nation that are
 * not in a British fort may be redeployed to the area with the mobilized
 * nation's leader": the NA moves them one by one, or lets them stay. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

/* Whether `area` holds a leader of nation `n` (a replacement leads the
 * nation of the leader it replaced, 10.5.3). */
static gboolean
leader_of_nation_in (const BloodyCtx *c, int n, int area)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_LEADER && c->pc[p].location == area && bloody_nation (c, p) == n)
      return TRUE;
  return FALSE;
}

/* Whether the warrior `piece` may go to `area` now: of the mobilized
 * nation, on the map but not in a British fort nor raiding, and `area`
 * another area with the nation's leader. */
static gboolean
may_redeploy (const BloodyCtx *c, int piece, int area)
{
  int n = c->x->redeploy_nation - 1, from = c->pc[piece].location, fort;

  if (c->d->pieces[piece].klass != PC_WARRIOR || c->d->pieces[piece].nation != n || !bloody_is_space (c, from) ||
      c->x->raid_mp[piece] || from == area || !bloody_is_space (c, area))
    return FALSE;
  fort = bloody_fort_in (c, from);
  if (fort >= 0 && c->d->pieces[fort].side == 1)
    return FALSE;   /* "not in a British fort" */
  return leader_of_nation_in (c, n, area);
}

static gboolean
any_redeploy (const BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    for (guint s = 0; s < c->d->n_spaces; s++)
      if (may_redeploy (c, p, s))
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

void
bloody_list_redeploy (BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    for (guint s = 0; s < c->d->n_spaces; s++)
      if (may_redeploy (c, p, s))
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
