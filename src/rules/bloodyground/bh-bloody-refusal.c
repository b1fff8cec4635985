/* bh-bloody-refusal.c — why A Dark and Bloody Ground refuses an action the
 * pending decision does not list (the rules' explain_refusal hook): the
 * condition that failed and its rule number (RULES-DONE 5): moves,
 * activations, drops and settlers.  Each test
 * mirrors a condition of the lists in bh-bloody-campaign.c (list_move,
 * can_activate, settle_mask), in their order; any that holds is a true
 * reason; where none is found the engine names the kind's rule. */
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
  if (bloody_is_leader (c, p))
    return NULL;
  if (!bloody_is_combat (c, p) || c->x->raid_mp[p] ||
      (c->d->pieces[p].klass == PC_WARRIOR && c->pc[p].face == 1))
    /* Translators: A Dark and Bloody Ground: a piece */
    return g_strdup_printf (_("%s is neither a leader nor a unit that may act now"), piece (c, p));
  if (c->d->pieces[p].klass != PC_WARRIOR || !(c->x->status[p] & ST_ACTIVATED))
    return NULL;
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

/* settle_mask (6.0.1): where a settler may not go. */
static char *
why_settle (const BloodyCtx *c, int area, const char **rule)
{
  int settlers = 0;
  gboolean settled, warrior = FALSE, pillaged = FALSE, atrocity = FALSE;
  const guint8 *m = c->x->settle_max;
  int region;

  if (!bloody_is_space (c, area))
    return NULL;
  settled = c->d->spaces[area].ps;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const BloodyPieceInfo *pi = &c->d->pieces[p];
      int loc = c->pc[p].location;

      if (!bloody_is_space (c, loc))
        continue;
      if (loc == area)
        {
          settlers += pi->klass == PC_SETTLER;
          settled |= pi->klass == PC_SETTLER || pi->klass == PC_VILLAGE;
          warrior |= pi->klass == PC_WARRIOR && c->pc[p].face == 0;
          pillaged |= pi->mark == MARK_PILLAGED;
          atrocity |= pi->mark == MARK_ATROCITY_US || pi->mark == MARK_ATROCITY_NA;
        }
    }
  *rule = "6.0.1";
  if (settlers >= 4)
    /* Translators: A Dark and Bloody Ground: an area */
    return g_strdup_printf (_("%s already holds four settlers, the most an area may"), bloody_loc_name (c, area));
  if (warrior)
    /* Translators: A Dark and Bloody Ground: an area */
    return g_strdup_printf (_("warriors on the warpath stand in %s"), bloody_loc_name (c, area));
  if (pillaged)
    /* Translators: A Dark and Bloody Ground: an area */
    return g_strdup_printf (_("%s is pillaged"), bloody_loc_name (c, area));
  if (atrocity)
    /* Translators: A Dark and Bloody Ground: an area */
    return g_strdup_printf (_("%s holds an Atrocity marker"), bloody_loc_name (c, area));
  for (guint k = 0; k < c->d->spaces[area].n_adj && !settled; k++)
    {
      int n = c->d->spaces[area].adj[k];

      settled |= c->d->spaces[n].ps;
      for (guint p = 0; p < c->d->n_pieces && !settled; p++)
        settled |= c->pc[p].location == n && (c->d->pieces[p].klass == PC_SETTLER || c->d->pieces[p].klass == PC_VILLAGE);
    }
  if (!settled)
    /* Translators: A Dark and Bloody Ground: an area */
    return g_strdup_printf (_("%s is neither settled nor next to a settled area"), bloody_loc_name (c, area));
  if (!bloody_enterable (c, area))
    {
      *rule = "15.1.3";
      /* Translators: A Dark and Bloody Ground: an area */
      return g_strdup_printf (_("the scenario keeps units out of %s"), bloody_loc_name (c, area));
    }
  region = c->d->spaces[area].region;
  if (m[0] != SETTLE_ANYWHERE &&
      !(region == R_OH ? m[0] > 0 : (region == R_KY || region == R_PA || region == R_VA) && m[1] > 0))
    /* Translators: A Dark and Bloody Ground: an area */
    return g_strdup_printf (_("the location roll sends no more settlers to the region of %s"),
                            bloody_loc_name (c, area));
  return NULL;
}

char *
bloody_explain_refusal (BhRules *rules, const BhState *state, const BhAction *action, const char **rule)
{
  int decision = action->kind == A_ACTIVATE ? D_ACTION
                 : action->kind == A_MOVE || action->kind == A_DROP ? D_MOVE
                 : action->kind == A_SETTLE ? D_SETTLE : -1;
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
    case A_SETTLE:
      reason = why_settle (&c, action->args[0], rule);
      break;
    default:
      break;
    }
  bh_state_free (copy);
  return reason;
}
