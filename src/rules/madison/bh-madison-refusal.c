/* bh-madison-refusal.c — why Mr. Madison's War refuses an action the
 * pending decision does not list (the rules' explain_refusal hook): the
 * condition that failed and its rule number (RULES-DONE 5).
 *
 * Land movement (D_MOVE) and the force's make-up (add, pickup): each test
 * mirrors a condition of can_move, may_enter or may_join in
 * bh-madison-move.c, in their order; any that holds is a true reason.
 * Lake transport (embark): the enemy's hold on the lake.
 * Where none is found (ships, a unit with the leader that cannot follow)
 * the engine names the kind's rule. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"
#include "bh-madison-refusal.h"

static gboolean
enemy_units_at (const MadCtx *c, int space, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].side == 1 - side)
      return TRUE;
  return FALSE;
}

/* The path from where `p` stands to `to`: a neighbour, or the Northwest
 * Company's route (3.61); NULL when `to` is no step away. */
static gboolean
path_to (const MadCtx *c, int p, int to, MadAdj *out)
{
  const MadSpace *here = &c->d->spaces[c->pc[p].location];

  for (int i = 0; i < here->n_adj; i++)
    if (here->adj[i].to == to)
      {
        *out = here->adj[i];
        return TRUE;
      }
  return mad_free_route (c, p, out) && out->to == to;
}

/* can_move: what keeps `p` from moving at all. */
static char *
why_not_mover (const MadCtx *c, int p, const char **rule)
{
  int side = c->st->pending.side;

  *rule = "8.4";
  if (c->d->pieces[p].side != side)
    /* Translators: Mr. Madison's War: a piece */
    return g_strdup_printf (_("%s is not yours"), mad_name (c, p));
  if (!(c->pc[p].flags & F_FORCE))
    /* Translators: Mr. Madison's War: a piece */
    return g_strdup_printf (_("%s is not in the force the card activated"), mad_name (c, p));
  if (c->pc[p].flags & F_STOPPED)
    {
      *rule = "9.3";
      /* Translators: Mr. Madison's War: a piece */
      return g_strdup_printf (_("%s entered a space with enemy units and moves no further"), mad_name (c, p));
    }
  if (c->x->aboard[p])
    {
      *rule = "11.3";
      /* Translators: Mr. Madison's War: a piece */
      return g_strdup_printf (_("%s is aboard a ship and moves with it"), mad_name (c, p));
    }
  if ((c->x->act_mode == 1 || c->x->act_mode == 3) && p != c->x->act_leader &&
      !(c->x->act_mode == 1 && c->d->pieces[p].kind == PK_SHIP))
    {
      *rule = "8.41";
      /* Translators: Mr. Madison's War: a unit, then the leader it moves with */
      return g_strdup_printf (_("%s moves with %s: move the leader"), mad_name (c, p),
                              mad_name (c, c->x->act_leader));
    }
  return NULL;
}

/* may_enter: what keeps `p` out of `to`. */
static char *
why_not_enter (const MadCtx *c, int p, int to, const char **rule)
{
  const MadPiece *m = &c->d->pieces[p];
  const MadSpace *dest;
  int mf = MAX ((m->kind == PK_LEADER ? MAX (m->mf, c->d->leader_mf) : m->mf) + c->x->mf_bonus, c->x->mf_floor);
  int cost, left;
  gboolean trail;
  MadAdj a;

  if (!path_to (c, p, to, &a))
    {
      *rule = "9.2";
      /* Translators: Mr. Madison's War: a space, then the piece and where it stands */
      return g_strdup_printf (_("%s is not next to %s at %s"), mad_loc (c, to), mad_name (c, p),
                              mad_loc (c, c->pc[p].location));
    }
  dest = &c->d->spaces[to];
  if (!dest->town)
    return NULL;
  /* 9.2, with a reaction card's extra MP (8.31-8). */
  trail = a.cost == 2 && !a.mir;
  cost = a.cost + (c->x->slow == 1 || (c->x->slow == 2 && trail) ? 1 : 0);
  left = mf - c->x->mp[p];
  if (cost > left)
    {
      *rule = "9.2";
      /* Translators: Mr. Madison's War: a space, the MP (movement points)
         the path costs, a piece, then the MP it has left */
      return g_strdup_printf (_("%s is %d MP away and %s has %d left"), mad_loc (c, to), cost, mad_name (c, p),
                              MAX (left, 0));
    }
  if (mad_event_forbids (c, p, to))
    {
      *rule = "8.31";
      /* Translators: Mr. Madison's War: a piece, then a space */
      return g_strdup_printf (_("an event in force keeps %s out of %s"), mad_name (c, p), mad_loc (c, to));
    }
  if (c->x->militia_stay && m->kind == PK_UNIT && mad_is_militia (c, p) && dest->owner == 1 - m->side)
    {
      *rule = "8.31";
      /* Translators: Mr. Madison's War: a piece */
      return g_strdup_printf (_("the reaction card played keeps %s, militia, out of enemy territory"),
                              mad_name (c, p));
    }
  if (c->x->prewar_play && dest->owner == 1 - m->side)
    {
      *rule = "6.2";
      /* Translators: Mr. Madison's War (6.2 step 3): a space */
      return g_strdup_printf (_("before the war no land force enters enemy territory, and %s is the enemy's"),
                              mad_loc (c, to));
    }
  if (m->lc_militia && dest->owner == MAD_US)
    {
      *rule = "3.63";
      return g_strdup (_("the Lower Canada Militia never enters US territory"));
    }
  if (!mad_special_may_enter (c, p, to))
    {
      *rule = m->nwc ? "3.61" : "3.63";
      /* Translators: Mr. Madison's War: a special unit, then a space */
      return g_strdup_printf (_("%s may not go beyond its limits to %s"), mad_name (c, p), mad_loc (c, to));
    }
  /* 9.3: a leader without units does not walk into enemy units. */
  if (m->kind == PK_LEADER && enemy_units_at (c, to, m->side))
    {
      gboolean with_units = FALSE;

      if (p == c->x->act_leader && c->x->act_mode == 1)
        for (guint q = 0; q < c->d->n_pieces; q++)
          with_units |= (c->pc[q].flags & F_WITH) && c->pc[q].location == c->pc[p].location && !c->x->aboard[q] &&
                        c->d->pieces[q].kind == PK_UNIT;
      if (!with_units)
        {
          *rule = "9.3";
          /* Translators: Mr. Madison's War: a leader, then a space */
          return g_strdup_printf (_("%s has no units with him and may not enter %s, where enemy units stand"),
                                  mad_name (c, p), mad_loc (c, to));
        }
    }
  if (c->x->camp == 4 && (c->x->camp_attacked[to / 8] & (1 << (to % 8))) && enemy_units_at (c, to, m->side))
    {
      *rule = "10.22";
      return g_strdup (_("a CAMPAIGN card's second force never attacks where the first did"));
    }
  return NULL;
}

/* may_join and the lists of D_FORM (add) and D_MOVE (pickup): why `p`
 * may not go with the force (8.41, 8.42, 3.33, 3.35, 8.31-3, 8.72, 11.21). */
static char *
why_not_join (const MadCtx *c, int p, gboolean pickup, const char **rule)
{
  const MadExtra *x = c->x;
  const MadPiece *m = &c->d->pieces[p];
  int side = c->st->pending.side;
  int leader = x->act_leader;
  int at = pickup && leader >= 0 ? c->pc[leader].location : x->act_space;

  *rule = pickup ? "8.42" : "8.41";
  if (m->side != side)
    /* Translators: Mr. Madison's War: a piece */
    return g_strdup_printf (_("%s is not yours"), mad_name (c, p));
  if (at < 0 || c->pc[p].location != at)
    /* Translators: Mr. Madison's War: a piece, then a space */
    return g_strdup_printf (_("%s is not at %s, where the force is"), mad_name (c, p),
                            at >= 0 ? mad_loc (c, at) : "?");
  if (c->pc[p].flags & (F_FORCE | F_WITH))
    /* Translators: Mr. Madison's War: a piece */
    return g_strdup_printf (_("%s is already in the force"), mad_name (c, p));
  if (c->pc[p].flags & F_CAMP1)
    {
      *rule = "8.72";
      /* Translators: Mr. Madison's War: a piece */
      return g_strdup_printf (_("%s moved with the CAMPAIGN card's first force"), mad_name (c, p));
    }
  if (x->withdrawn[p])
    {
      *rule = "11.21";
      /* Translators: Mr. Madison's War: a piece */
      return g_strdup_printf (_("%s withdrew before the card was played"), mad_name (c, p));
    }
  if (x->act_mode == 2 && x->act_count >= x->act_limit)
    {
      *rule = "8.31";
      return g_strdup_printf (ngettext ("the card moves at most %d unit, and the force has it",
                                        "the card moves at most %d units, and the force has them", x->act_limit),
                              x->act_limit);
    }
  if (x->act_mode != 1 || leader < 0 || m->kind == PK_SHIP)
    return NULL;
  if (m->kind == PK_LEADER)
    {
      if (c->d->pieces[leader].tecumseh)
        {
          *rule = "3.51";
          /* Translators: Mr. Madison's War: the activated leader (Tecumseh) */
          return g_strdup_printf (_("%s leads no other leader"), mad_name (c, leader));
        }
      if (m->rank > c->d->pieces[leader].rank && !m->tecumseh)
        {
          *rule = "3.35";
          /* Translators: Mr. Madison's War: the leader refused, then the
             activated leader */
          return g_strdup_printf (_("%s outranks %s"), mad_name (c, p), mad_name (c, leader));
        }
      return NULL;
    }
  if (!c->d->pieces[leader].tecumseh && !m->indian && x->act_count >= x->act_limit)
    {
      *rule = "3.33";
      /* Translators: Mr. Madison's War: the activated leader, then his
         command limit */
      return g_strdup_printf (ngettext ("%s commands at most %d unit, and the force has it",
                                        "%s commands at most %d units, and the force has them", x->act_limit),
                              mad_name (c, leader), x->act_limit);
    }
  return NULL;
}

/* may_embark in bh-madison-transport.c: the one condition a player cannot
 * see on the ship itself, the enemy's control of the lake (11.41, 11.42). */
static char *
why_not_embark (const MadCtx *c, int ship, const char **rule)
{
  int side = c->st->pending.side, here;

  if (ship < 0 || ship >= (int) c->d->n_pieces || c->d->pieces[ship].kind != PK_SHIP || !mad_on_map (c, ship))
    return NULL;
  here = c->pc[ship].location;
  if (c->d->spaces[here].lake < 0 || mad_lake_holder (c, c->d->spaces[here].lake) != 1 - side)
    return NULL;
  *rule = "11.42";
  /* Translators: Mr. Madison's War: lake transport refused; the side that
     holds the lake (e.g. “British”), the lake's Lake Control Box */
  return g_strdup_printf (_("the %s control %s until a naval battle or the end of the card play changes it, and "
                            "no troops are carried across it"),
                          mad_side (c, 1 - side), mad_loc (c, mad_lake_box (c, c->d->spaces[here].lake)));
}

char *
mad_explain_refusal (BhRules *rules, const BhState *state, const BhAction *action, const char **rule)
{
  BhState *copy;
  MadCtx c;
  char *reason = NULL;
  int p = action->args[0];

  /* Land movement and the force's make-up only; a fall back
   * (D_FALL_BACK) and ships keep the kind's rule. */
  if (state->pending.side < 0)
    return NULL;
  if (!(action->kind == A_MOVE && state->pending.kind == D_MOVE) &&
      !(action->kind == A_EMBARK && state->pending.kind == D_MOVE) &&
      !(action->kind == A_PICKUP && state->pending.kind == D_MOVE) &&
      !(action->kind == A_ADD && state->pending.kind == D_FORM))
    return NULL;
  copy = bh_state_copy (state);
  mad_ctx_init (&c, BH_MADISON_RULES (rules), copy);
  if (action->kind == A_MOVE)
    {
      reason = why_not_mover (&c, p, rule);
      if (reason == NULL && !mad_is_ship_move (&c, p))
        reason = why_not_enter (&c, p, action->args[1], rule);
    }
  else if (action->kind == A_EMBARK)
    reason = why_not_embark (&c, action->args[1], rule);
  else
    reason = why_not_join (&c, p, action->kind == A_PICKUP, rule);
  bh_state_free (copy);
  return reason;
}
