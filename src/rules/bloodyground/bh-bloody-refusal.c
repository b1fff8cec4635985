/* bh-bloody-refusal.c — why A Dark and Bloody Ground refuses an action the
 * pending decision does not list (the rules' explain_refusal hook): the
 * condition that failed and its rule number (RULES-DONE 5).  Each test
 * mirrors a condition of the lists in bh-bloody-campaign.c, in their
 * order; where none is found the engine names the kind's rule. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

static const char *
piece (const BloodyCtx *c, int p)
{
  return bloody_piece_name (c, p);
}

static gboolean
water (const BloodyCtx *c, int area)
{
  return bh_game_data_get_space_kind (c->self->data, bh_game_data_get_space (c->self->data, area)->kind)->water;
}

/* list_move: a step to a neighbour or along a river (9.4.1, 9.4.3). */
static char *
why_move (const BloodyCtx *c, int to, const char **rule)
{
  int from = c->x->move_from, river, cost;
  const BloodySpaceInfo *si;
  gboolean near = FALSE, by_river = FALSE;

  if (from < 0)
    return NULL;
  si = &c->d->spaces[from];
  for (guint k = 0; k < si->n_adj; k++)
    near |= si->adj[k] == to;
  for (guint k = 0; k < si->n_riv; k++)
    by_river |= si->riv[k] == to;
  if (!near && !by_river)
    {
      *rule = "9.4.1";
      /* Translators: A Dark and Bloody Ground: the area asked for, then the
         area the moving force stands in */
      return g_strdup_printf (_("%s is not next to %s, where the force stands"), bloody_loc_name (c, to),
                              bloody_loc_name (c, from));
    }
  cost = bloody_step_cost (c, c->st->pending.side, to, &river);
  if (cost < 0)
    {
      *rule = "9.4.3";
      /* Translators: A Dark and Bloody Ground: an area */
      return g_strdup_printf (_("%s is reached only by river, and the river may not be taken now (Winter, severe "
                                "weather or a pillaged area)"), bloody_loc_name (c, to));
    }
  if (!bloody_enterable (c, to))
    {
      if (water (c, to))
        return NULL;
      *rule = "15.1.3";
      /* Translators: A Dark and Bloody Ground: an area */
      return g_strdup_printf (_("the scenario keeps units out of %s"), bloody_loc_name (c, to));
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->in_force[p] && c->d->pieces[p].special == SP_MCKEE &&
        (!c->d->spaces[to].north_of_ohio || c->d->spaces[to].region == R_PA))
      {
        *rule = "14.0.5";
        return g_strdup (_("McKee never goes south of the Ohio or into Pennsylvania"));
      }
  if (c->x->move_steps > 0 && cost > c->x->move_mp)
    {
      *rule = "9.4.1";
      /* Translators: A Dark and Bloody Ground: an area, the MP (movement
         points) entering it costs, then the MP the force has left */
      return g_strdup_printf (_("%s costs %d MP and the force has %d left"), bloody_loc_name (c, to), cost,
                              c->x->move_mp);
    }
  /* All else holds: a militia leader would be parted from his militia. */
  *rule = "14.0.7";
  return g_strdup (_("a militia leader moves only with his state's militia, and they stay behind"));
}

/* can_activate (9.3). */
static char *
why_activate (const BloodyCtx *c, int p, const char **rule)
{
  int side = c->st->pending.side;

  *rule = "9.3";
  if (c->d->pieces[p].side != side)
    /* Translators: A Dark and Bloody Ground: a piece */
    return g_strdup_printf (_("%s is not yours"), piece (c, p));
  if (!bloody_is_space (c, c->pc[p].location))
    /* Translators: A Dark and Bloody Ground: a piece */
    return g_strdup_printf (_("%s is not on the map"), piece (c, p));
  if (c->x->status[p] & ST_DONE)
    /* Translators: A Dark and Bloody Ground: a piece */
    return g_strdup_printf (_("%s has completed its actions this turn"), piece (c, p));
  if (c->x->oos[p] && (c->x->status[p] & ST_ACTIVATED))
    {
      *rule = "7.0.4";
      /* Translators: A Dark and Bloody Ground: a piece */
      return g_strdup_printf (_("%s is out of supply and has had its one activation"), piece (c, p));
    }
  if (!bloody_is_combat (c, p) || c->x->raid_mp[p] ||
      (c->d->pieces[p].klass == PC_WARRIOR && c->pc[p].face == 1))
    /* Translators: A Dark and Bloody Ground: a piece */
    return g_strdup_printf (_("%s is neither a leader nor a unit that may act now"), piece (c, p));
  *rule = "9.3.2";
  /* Translators: A Dark and Bloody Ground: a piece */
  return g_strdup_printf (_("%s may try a second activation only as part of a leader's force"), piece (c, p));
}

/* list_move's drops (9.4.1, 14.0.7). */
static char *
why_drop (const BloodyCtx *c, int p, const char **rule)
{
  *rule = "9.4.1";
  if (!c->x->in_force[p])
    /* Translators: A Dark and Bloody Ground: a piece */
    return g_strdup_printf (_("%s is not in the moving force"), piece (c, p));
  if (p == c->x->move_leader)
    /* Translators: A Dark and Bloody Ground: a leader */
    return g_strdup_printf (_("%s leads the force and may not be dropped"), piece (c, p));
  *rule = "14.0.7";
  /* Translators: A Dark and Bloody Ground: a piece */
  return g_strdup_printf (_("%s may not be parted from the militia leader or militia it goes with"), piece (c, p));
}

char *
bloody_explain_refusal (BhRules *rules, const BhState *state, const BhAction *action, const char **rule)
{
  int decision = action->kind == A_ACTIVATE ? D_ACTION : action->kind == A_MOVE || action->kind == A_DROP ? D_MOVE : -1;
  BhState *copy;
  BloodyCtx c;
  char *reason = NULL;

  /* Only for the decision the action belongs to: else the engine names
   * the decision pending. */
  if (decision < 0 || state->pending.kind != decision || state->pending.side < 0)
    return NULL;
  copy = bh_state_copy (state);
  bloody_ctx_init (&c, BH_BLOODY_RULES (rules), copy);
  switch (action->kind)
    {
    case A_MOVE:
      reason = why_move (&c, action->args[0], rule);
      break;
    case A_ACTIVATE:
      reason = why_activate (&c, action->args[0], rule);
      break;
    case A_DROP:
      reason = why_drop (&c, action->args[0], rule);
      break;
    default:
      break;
    }
  bh_state_free (copy);
  return reason;
}
