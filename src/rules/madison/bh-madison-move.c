/* bh-madison-move.c — Mr. Madison's War: what an operations card
 * activates (8.4 leaders, 8.6 units) and land movement (9.0): path costs,
 * pick-up and drop-off along a leader's path, stopping in enemy-occupied
 * spaces, and the Pre-war Sequence's limits (6.2 step 3). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

static gboolean
own_land_piece (const MadCtx *c, int p, int side)
{
  int k = c->d->pieces[p].kind;

  return c->d->pieces[p].side == side && (k == PK_UNIT || k == PK_LEADER);
}

static gboolean
enemy_units_at (const MadCtx *c, int space, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].side == 1 - side)
      return TRUE;
  return FALSE;
}

/* 3.33: a leader's command limit, by his stars. */
static int
command_limit (const MadCtx *c, int leader)
{
  const MadPiece *m = &c->d->pieces[leader];

  return m->limit > 0 ? m->limit : 5 * MAX (m->rank, 1);
}

/* Units the activated leader may still take (3.33, 8.43, 8.44, 3.53). */
static gboolean
may_join (const MadCtx *c, int p)
{
  const MadExtra *x = c->x;
  const MadPiece *m = &c->d->pieces[p];
  const MadPiece *leader = x->act_leader >= 0 ? &c->d->pieces[x->act_leader] : NULL;
  gboolean tecumseh_along = FALSE;
  int regulars_with_tecumseh = 0;

  /* 8.72: what the first force moved, the second may not; 11.21: nor
   * what withdrew free before the play. */
  if ((c->pc[p].flags & (F_FORCE | F_CAMP1)) || x->withdrawn[p])
    return FALSE;
  if (x->act_mode == 3)
    /* 8.5: any number of ships of his lake; land units not yet (11.3). */
    return m->kind == PK_SHIP && mad_naval_leader_may_take (c, x->act_leader, p);
  if (x->act_mode == 2)
    /* 8.31-3, 11.13: land units, leaders and ships of one space. */
    return (m->kind == PK_UNIT || m->kind == PK_LEADER || m->kind == PK_SHIP) && x->act_count < x->act_limit &&
           mad_moves_may_join (c, p);
  if (m->kind == PK_SHIP)
    /* 3.36, 11.37: a land leader (not Tecumseh) who has not moved yet
     * takes any number of the ships in his lakeside town. */
    return leader->kind == PK_LEADER && !leader->tecumseh && c->x->mp[x->act_leader] == 0 &&
           c->pc[p].location == c->pc[x->act_leader].location && c->pc[p].location == x->act_space &&
           c->d->spaces[x->act_space].lake >= 0;
  if (m->kind == PK_LEADER)
    /* 3.35: a leader moves a lower or equally ranked one; Tecumseh is
     * subordinate to every British leader (3.51). */
    return !leader->tecumseh && (m->rank <= leader->rank || m->tecumseh);
  for (guint q = 0; q < c->d->n_pieces; q++)
    if (c->pc[q].flags & F_FORCE)
      {
        tecumseh_along |= c->d->pieces[q].tecumseh;
        regulars_with_tecumseh += c->d->pieces[q].kind == PK_UNIT && !c->d->pieces[q].indian;
      }
  if (leader->tecumseh)
    {
      /* 3.53: any number of Indians and one regular detachment, never the
       * Dragoons. */
      if (m->indian)
        return TRUE;
      return m->regular && m->detachment && !m->dragoon && regulars_with_tecumseh == 0;
    }
  /* 8.44: Indians stacked with Tecumseh go beyond the limit. */
  if (m->indian && tecumseh_along)
    return TRUE;
  return x->act_count < x->act_limit;
}

void
mad_list_activate (MadCtx *c)
{
  int side = c->st->pending.side;
  guint8 listed[MAD_MAX_LOCATIONS] = { 0 };
  int first = c->x->camp == 2 ? c->x->camp_leader[0] : -1;

  /* BROWN AND SCOTT, McARTHUR'S RAID: what the event names. */
  if (mad_order_list_activate (c))
    {
      mad_add (c, A_END, 0, 0, 0);
      return;
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const MadPiece *m = &c->d->pieces[p];
      int loc = c->pc[p].location;

      if (!mad_on_map (c, p) || m->side != side)
        continue;
      /* FORCED MARCH: one land leader only. */
      if (c->x->ev_card && c->d->pieces[c->x->ev_card - 1].effect == EF_FORCED_MARCH)
        {
          if (m->kind == PK_LEADER && c->d->spaces[loc].town && mad_event_command (c, p) <= c->x->ops)
            mad_add (c, A_LEADER, 1, p, 0);
          continue;
        }
      /* Ships in a Lake Control Box are activated there (11.13). */
      if (m->kind == PK_SHIP && !listed[loc] && c->x->camp != 1 && (first < 0 || loc != c->pc[first].location))
        {
          listed[loc] = 1;
          mad_add (c, A_UNITS, 1, loc, 0);
        }
      /* 8.5, 8.31-2: a naval leader, in a lakeside town or a box, on a lake
       * he is assigned to (3.37). */
      if (m->kind == PK_NAVAL_LEADER && m->command[MIN (c->pc[p].face, 1)] <= c->x->ops && (int) p != first &&
          c->d->spaces[loc].lake >= 0 && (m->lakes & (1 << c->d->spaces[loc].lake)))
        mad_add (c, A_LEADER, 1, p, 0);
      if (!c->d->spaces[loc].town)
        continue;
      /* 8.31-2: the card's value at least the leader's command value;
       * 8.71: a CAMPAIGN card's two leaders are different. */
      if (m->kind == PK_LEADER && mad_event_command (c, p) <= c->x->ops && (int) p != first)
        mad_add (c, A_LEADER, 1, p, 0);
      /* 8.31-3; 8.71: a CAMPAIGN card's single unit in another space. */
      if (own_land_piece (c, p, side) && !listed[loc] && c->x->camp != 1 &&
          (first < 0 || loc != c->pc[first].location))
        {
          listed[loc] = 1;
          mad_add (c, A_UNITS, 1, loc, 0);
        }
    }
  /* The card may be played without moving anything. */
  mad_add (c, A_END, 0, 0, 0);
}

void
mad_list_form (MadCtx *c)
{
  int side = c->st->pending.side;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == c->x->act_space && c->d->pieces[p].side == side &&
        (own_land_piece (c, p, side) || c->d->pieces[p].kind == PK_SHIP) && may_join (c, p))
      mad_add (c, A_ADD, 1, p, 0);
  mad_add (c, A_GO, 0, 0, 0);
}

/* 9.2, with the MP a reaction card adds to every path or to trails
 * (8.31-8). */
static int
path_cost (const MadCtx *c, const MadAdj *a)
{
  gboolean trail = a->cost == 2 && !a->mir;

  return a->cost + (c->x->slow == 1 || (c->x->slow == 2 && trail) ? 1 : 0);
}

/* A reaction card holds the force's militia out of enemy territory; an
 * event in force keeps a piece out of a space (bh-madison-events.c). */
static gboolean
militia_held (const MadCtx *c, int p, const MadSpace *to)
{
  const MadPiece *m = &c->d->pieces[p];

  if (mad_event_forbids (c, p, (int) (to - c->d->spaces)))
    return TRUE;
  return c->x->militia_stay && m->kind == PK_UNIT && mad_is_militia (c, p) && to->owner == 1 - m->side;
}

/* Whether `p` (and, for the activated leader, those with him) may enter
 * `to` by the path `a`. */
static gboolean
may_enter (const MadCtx *c, int p, const MadAdj *a)
{
  const MadPiece *m = &c->d->pieces[p];
  const MadSpace *to = &c->d->spaces[a->to];
  int side = m->side;
  int mf = MAX ((m->kind == PK_LEADER ? MAX (m->mf, c->d->leader_mf) : m->mf) + c->x->mf_bonus, c->x->mf_floor);
  int here = c->pc[p].location;
  gboolean with_units = m->kind == PK_UNIT;

  if (!to->town || (c->pc[p].flags & F_STOPPED))
    return FALSE;
  if (c->x->mp[p] + path_cost (c, a) > mf || militia_held (c, p, to))
    return FALSE;
  /* 6.2 step 3: no land force into enemy territory before the war. */
  if (c->x->prewar_play && to->owner == 1 - side)
    return FALSE;
  /* 3.63: the LC Militia never enters US territory; 3.61, 3.63: the
   * special units' limits. */
  if ((m->lc_militia && to->owner == MAD_US) || !mad_special_may_enter (c, p, a->to))
    return FALSE;
  if (p == c->x->act_leader && c->x->act_mode == 1)
    for (guint q = 0; q < c->d->n_pieces; q++)
      if ((c->pc[q].flags & F_WITH) && c->pc[q].location == here && !c->x->aboard[q])
        {
          const MadPiece *u = &c->d->pieces[q];

          if (c->x->mp[q] + path_cost (c, a) > MAX (u->mf + c->x->mf_bonus, c->x->mf_floor) || (u->lc_militia && to->owner == MAD_US) ||
              militia_held (c, q, to) || !mad_special_may_enter (c, q, a->to))
            return FALSE;
          with_units |= u->kind == PK_UNIT;
        }
  /* 10.22: a CAMPAIGN card's second force never attacks where the first did. */
  if (c->x->camp == 4 && (c->x->camp_attacked[a->to / 8] & (1 << (a->to % 8))) && enemy_units_at (c, a->to, side))
    return FALSE;
  /* 9.3: a leader without units does not walk into enemy units. */
  if (!with_units && enemy_units_at (c, a->to, side))
    return FALSE;
  return TRUE;
}

static gboolean
can_move (const MadCtx *c, int p)
{
  if (!(c->pc[p].flags & F_FORCE) || (c->pc[p].flags & F_STOPPED) || c->x->aboard[p])
    return FALSE;
  /* A leader's units move with him (8.41, 8.5); the ships a land leader
   * activates sail on their own (3.36). */
  if (c->x->act_mode == 1 && c->d->pieces[p].kind == PK_SHIP)
    return TRUE;
  if (c->x->act_mode == 1 || c->x->act_mode == 3)
    return p == c->x->act_leader;
  return TRUE;
}

void
mad_list_move (MadCtx *c)
{
  const MadExtra *x = c->x;

  /* 11.35: the schooners that help carry a larger unit are named first. */
  if (mad_list_escorts (c))
    return;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int here = c->pc[p].location;

      if (!can_move (c, p))
        continue;
      if (mad_is_ship_move (c, p))
        {
          mad_list_ship_moves (c, p);
          continue;
        }
      for (int i = 0; i < c->d->spaces[here].n_adj; i++)
        if (may_enter (c, p, &c->d->spaces[here].adj[i]))
          mad_add (c, A_MOVE, 2, p, c->d->spaces[here].adj[i].to);
      /* 3.61: the Northwest Company's route without ships. */
      {
        MadAdj route;

        if (mad_free_route (c, p, &route) && may_enter (c, p, &route))
          mad_add (c, A_MOVE, 2, p, route.to);
      }
    }
  if ((x->act_mode == 1 || x->act_mode == 3) && x->act_leader >= 0 && !(c->pc[x->act_leader].flags & F_STOPPED) &&
      !x->aboard[x->act_leader])
    {
      int here = c->pc[x->act_leader].location;
      int side = c->d->pieces[x->act_leader].side;

      for (guint p = 0; p < c->d->n_pieces; p++)
        {
          if (c->pc[p].location != here || (int) p == x->act_leader)
            continue;
          /* 8.42: drop units off along the path, pick others up; 8.5: a
           * naval leader ships, at no cost. */
          if ((c->pc[p].flags & F_WITH) && !mad_has_cargo (c, p) && !mad_escorting (c, p))
            mad_add (c, A_DROP, 1, p, 0);
          else if ((own_land_piece (c, p, side) || c->d->pieces[p].kind == PK_SHIP) && c->d->pieces[p].side == side &&
                   may_join (c, p))
            mad_add (c, A_PICKUP, 1, p, 0);
        }
    }
  /* 11.3, 11.5: troops aboard the activated ships, landed. */
  mad_list_transport (c);
  /* 11.32: no land unit ends the movement aboard. */
  if (!mad_any_cargo (c))
    mad_add (c, A_END, 0, 0, 0);
}

static void
join (MadCtx *c, int p)
{
  MadExtra *x = c->x;
  const MadPiece *m = &c->d->pieces[p];
  gboolean tecumseh_along = FALSE, ship = m->kind == PK_SHIP;

  for (guint q = 0; q < c->d->n_pieces; q++)
    if (c->pc[q].flags & F_FORCE)
      tecumseh_along |= c->d->pieces[q].tecumseh;

  c->pc[p].flags |= F_FORCE | ((x->act_mode == 1 && !ship) || x->act_mode == 3 ? F_WITH : 0);
  x->mp[p] = 0;
  /* 8.5, 3.36: ships count against no limit. */
  if (x->act_mode == 3 || (x->act_mode == 1 && ship))
    return;
  if (x->act_mode == 2)
    x->act_count++;
  else if (m->kind == PK_LEADER)
    {
      /* 8.43: a leader of lower rank adds his command limit. */
      if (m->rank < c->d->pieces[x->act_leader].rank && !m->tecumseh)
        x->act_limit += command_limit (c, p);
    }
  else if (!(m->indian && (tecumseh_along || c->d->pieces[x->act_leader].tecumseh)))
    x->act_count++;
}

static void
step (MadCtx *c, int p, int to)
{
  MadExtra *x = c->x;
  int here = c->pc[p].location;
  const MadSpace *sp = &c->d->spaces[here];
  const MadAdj *a = NULL;
  MadAdj route;
  int side = c->d->pieces[p].side;
  gboolean stop = enemy_units_at (c, to, side);

  for (int i = 0; i < sp->n_adj; i++)
    if (sp->adj[i].to == to)
      a = &sp->adj[i];
  if (a == NULL && mad_free_route (c, p, &route) && route.to == to)
    a = &route;
  g_return_if_fail (a != NULL);
  for (guint q = 0; q < c->d->n_pieces; q++)
    {
      if ((int) q != p && !(x->act_mode == 1 && (int) p == x->act_leader && (c->pc[q].flags & F_WITH) &&
                            c->pc[q].location == here && !x->aboard[q]))
        continue;
      x->mp[q] += path_cost (c, a);
      x->from[q] = here;
      mad_move (c, q, to);
      /* 8.31-8: HEAVY RAINS: one space and no further. */
      c->pc[q].flags = (c->pc[q].flags & ~F_MIR) | (a->mir ? F_MIR : 0) | (stop || x->rains ? F_STOPPED : 0);
    }
  mad_note (c, "9.2", _("%s moves to %s (%d MP)"), mad_name (c, p), mad_loc (c, to), path_cost (c, a));
  if (stop)
    mad_note (c, "9.3", _("Enemy units in %s: the move stops there"), mad_loc (c, to));
  /* 9.4-9.5: the enemy there may, or must, retreat before combat. */
  mad_enter_enemy (c, to, side);
  /* 8.31-8: a reaction with its own moment (COOK'S MILLS). */
  if (c->st->pending.kind == D_MOVE && !c->x->rbc_active)
    mad_offer_entering_reaction (c, side, to);
}

static void
start_leader (MadCtx *c, int side, int leader)
{
  MadExtra *x = c->x;

  x->act_mode = 1;
  x->act_leader = leader;
  x->act_space = c->pc[leader].location;
  x->act_limit = command_limit (c, leader);
  x->act_count = 0;
  c->pc[leader].flags |= F_FORCE;
  x->mp[leader] = 0;
  if (c->d->pieces[leader].kind == PK_NAVAL_LEADER)
    {
      x->act_mode = 3;
      mad_note (c, "8.5", _("The %s player activates %s, who moves any number of ships (MF %d)"), mad_side (c, side),
                mad_name (c, leader), c->d->pieces[leader].mf);
      mad_decide (c, side, D_FORM);
      return;
    }
  mad_order_leader_started (c, leader);
  mad_note (c, "8.4", _("The %s player activates %s, who commands up to %d units"), mad_side (c, side), mad_name (c, leader),
            x->act_limit);
  mad_decide (c, side, D_FORM);
}

static void
start_units (MadCtx *c, int side, int space, int limit)
{
  MadExtra *x = c->x;

  x->act_mode = 2;
  x->act_space = space;
  x->act_limit = limit;
  x->act_count = 0;
  /* An event's "no limit" (MAD_NO_LIMIT) is said so. */
  if (limit >= MAD_NO_LIMIT)
    mad_note (c, "8.6", _("The %s player activates any number of pieces in %s"), mad_side (c, side), mad_loc (c, space));
  else
    mad_note (c, "8.6", ngettext ("The %s player activates up to %d piece in %s", "The %s player activates up to %d pieces in %s", limit),
              mad_side (c, side), limit, mad_loc (c, space));
  mad_decide (c, side, D_FORM);
}

/* 8.72: after the first force of a CAMPAIGN card has moved and fought, the
 * second goes; TRUE when it does. */
gboolean
mad_campaign_next (MadCtx *c)
{
  MadExtra *x = c->x;
  int side = x->to_play;

  if (x->camp == 3 && (x->camp_leader[1] >= 0 || x->camp_space >= 0))
    {
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].flags & F_FORCE)
          c->pc[p].flags |= F_CAMP1;
      mad_clear_force (c);
      x->camp = 4;
      mad_note (c, "8.72", _("The CAMPAIGN card's second force"));
      if (x->camp_leader[1] >= 0 && mad_on_map (c, x->camp_leader[1]))
        start_leader (c, side, x->camp_leader[1]);
      else if (x->camp_space >= 0)
        start_units (c, side, x->camp_space, 1);
      else
        return FALSE;
      return TRUE;
    }
  x->camp = 0;
  for (guint p = 0; p < c->d->n_pieces; p++)
    c->pc[p].flags &= ~F_CAMP1;
  return FALSE;
}

void
mad_clear_force (MadCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      c->pc[p].flags &= ~(F_FORCE | F_WITH | F_STOPPED | F_MIR | F_BATTLE | F_LOST);
      c->x->mp[p] = 0;
      c->x->load_mp[p] = c->x->land_mp[p] = 0;
      c->x->escort[p] = 0;
    }
  c->x->act_mode = 0;
  c->x->rains = c->x->slow = c->x->militia_stay = 0;
  c->x->mf_bonus = 0;
  c->x->mf_floor = 0;
  c->x->ev_card = 0;
  c->x->act_leader = c->x->act_space = -1;
  c->x->act_count = c->x->act_limit = 0;
}

void
mad_apply_move (MadCtx *c, const BhAction *a)
{
  MadExtra *x = c->x;
  int side = c->st->pending.side;

  switch (a->kind)
    {
    case A_LEADER:
      if (x->camp == 1)
        {
          /* 8.72: both forces are named before anything moves. */
          x->camp_leader[0] = a->args[0];
          x->camp = 2;
          mad_note (c, "8.72", _("First force: %s"), mad_name (c, a->args[0]));
          mad_decide (c, side, D_ACTIVATE);
          break;
        }
      if (x->camp == 2)
        {
          x->camp_leader[1] = a->args[0];
          x->camp = 3;
          mad_note (c, "8.72", _("Second force: %s"), mad_name (c, a->args[0]));
          start_leader (c, side, x->camp_leader[0]);
          break;
        }
      start_leader (c, side, a->args[0]);
      break;
    case A_UNITS:
      if (x->camp == 2)
        {
          /* 8.71: one leader and a single unit from another space. */
          x->camp_space = a->args[0];
          x->camp = 3;
          mad_note (c, "8.72", _("Second force: a single unit in %s"), mad_loc (c, a->args[0]));
          start_leader (c, side, x->camp_leader[0]);
          break;
        }
      start_units (c, side, a->args[0], x->ops);
      break;
    case A_ADD:
      join (c, a->args[0]);
      mad_decide (c, side, D_FORM);
      break;
    case A_GO:
      /* An event's attack goes straight into its battle. */
      if (mad_order_go (c))
        break;
      /* 8.31-8: the other side may react before the force moves. */
      mad_offer_reaction (c, side);
      break;
    case A_MOVE:
      mad_decide (c, side, D_MOVE);
      if (mad_is_ship_move (c, a->args[0]))
        mad_ship_step (c, a->args[0], a->args[1]);
      else
        step (c, a->args[0], a->args[1]);
      break;
    case A_PICKUP:
      join (c, a->args[0]);
      mad_note (c, x->act_mode == 3 ? "8.5" : "8.42", _("%s picks up %s"), mad_name (c, x->act_leader),
                mad_name (c, a->args[0]));
      mad_decide (c, side, D_MOVE);
      break;
    case A_DROP:
      c->pc[a->args[0]].flags &= ~F_WITH;
      mad_note (c, x->act_mode == 3 ? "8.5" : "8.42", _("%s drops off %s"), mad_name (c, x->act_leader),
                mad_name (c, a->args[0]));
      mad_decide (c, side, D_MOVE);
      break;
    case A_EMBARK:
    case A_LAND:
    case A_ESCORT:
      mad_decide (c, side, D_MOVE);
      mad_apply_transport (c, a);
      break;
    case A_END:
      if (c->st->pending.kind == D_ACTIVATE && x->camp == 2)
        {
          /* A CAMPAIGN card may move one force only. */
          x->camp = 3;
          start_leader (c, side, x->camp_leader[0]);
          break;
        }
      mad_decide (c, side, D_NONE);
      mad_transit_losses (c);
      mad_start_battles (c);
      if (x->n_battles == 0)
        mad_after_play (c);
      break;
    default:
      g_return_if_reached ();
    }
}
