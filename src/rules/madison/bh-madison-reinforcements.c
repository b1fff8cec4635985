/* bh-madison-reinforcements.c — reinforcements (14.0): the Reinforcement
 * Phase before the deal (7.1, 14.1) with the voluntary delays of 14.21-14.22
 * as each player's choice, enemy units too weak to hold the space stepping
 * aside (14.33), the battle on arrival at a space the enemy controls
 * (14.31-14.32), leaders held off the map (14.34), schooners lost (14.42).
 *
 * The phase: each side with land reinforcements due says which wait a turn
 * (`delay`), then `place`; the rest are placed together once both have
 * chosen (14.1 "simultaneously").  Reinforcements due at a space the enemy
 * controls are put aside (ARRIVE_CONTESTED) until their player's first
 * play of the turn (14.31 "after players have drawn their new Strategy
 * cards and in the phase of the player so concerned", the digest's A11);
 * then he places them and attacks (`assault SPACE`), or holds them back
 * (`delay`). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

#define ARRIVE_TURN MAD_ARRIVE_TURN
#define ARRIVE_CONTESTED MAD_ARRIVE_CONTESTED
#define ARRIVE_BLOCKED_LEADER MAD_ARRIVE_BLOCKED_LEADER
#define ARRIVE_WAITED MAD_ARRIVE_WAITED

static gboolean
is_leader (const MadCtx *c, int p)
{
  return c->d->pieces[p].kind == PK_LEADER || c->d->pieces[p].kind == PK_NAVAL_LEADER;
}

/* Due this turn and still off the map, not a leader held by 14.34. */
static gboolean
due (const MadCtx *c, int p)
{
  return (c->x->arrive[p] & ARRIVE_TURN) == c->st->turn && c->st->turn > 0 && c->pc[p].location == BH_OFFBOARD &&
         !(c->x->arrive[p] & ARRIVE_BLOCKED_LEADER);
}

static gboolean
contested (const MadCtx *c, int p, int side)
{
  return due (c, p) && (c->x->arrive[p] & ARRIVE_CONTESTED) && c->d->pieces[p].side == side;
}

/* The next turn with a Reinforcement Phase is the very next one (14.21
 * "one game turn"): not a winter turn (16.1), not past the scenario's end. */
static gboolean
next_turn_has_phase (const MadCtx *c)
{
  int t = c->st->turn + 1;

  return t <= c->x->last_turn && t < MAD_MAX_TURNS && !c->d->turns[t].winter;
}

/* A reinforcement comes onto its space: enemy units too weak to control it
 * step aside first (14.33); TRUE when it arrived. */
static gboolean
arrive (MadCtx *c, int p, int at)
{
  int side = c->d->pieces[p].side;

  if (at < (int) c->d->n_spaces && mad_count_units (c, at, 1 - side) > 0)
    {
      if (mad_control (c, at) == 1 - side)
        return FALSE;
      mad_bump (c, at, 1 - side, "14.33");
    }
  mad_move (c, p, at);
  c->x->arrive[p] = 0;
  return TRUE;
}

/* 14.34: a leader due with no land unit due at his space this turn. */
static gboolean
lone_leader (const MadCtx *c, int p)
{
  int at = c->x->arrive_at[p];

  for (guint q = 0; q < c->d->n_pieces; q++)
    if (due (c, q) && c->x->arrive_at[q] == at && c->d->pieces[q].kind == PK_UNIT &&
        c->d->pieces[q].side == c->d->pieces[p].side)
      return FALSE;
  return TRUE;
}

/* 14.21: holding `p` back removes it: it was held back already, or no
 * Reinforcement Phase follows. */
gboolean
mad_delay_removes (const MadCtx *c, int p)
{
  return (c->x->arrive[p] & ARRIVE_WAITED) || !next_turn_has_phase (c);
}

/* 14.21: the piece waits a turn on the Turn Record Track, or is removed. */
static void
hold_back (MadCtx *c, int p)
{
  int at = c->x->arrive_at[p];

  if (mad_delay_removes (c, p))
    {
      mad_note (c, "14.21", _("%s is not brought on at %s and is removed from the game"), mad_name (c, p),
                mad_loc (c, at));
      c->x->arrive[p] = 0;
      mad_move (c, p, c->d->removed);
      return;
    }
  c->x->arrive[p] = (c->st->turn + 1) | ARRIVE_WAITED;
  mad_note (c, "14.21", _("%s is held back and arrives at %s on turn %d"), mad_name (c, p), mad_loc (c, at),
            c->st->turn + 1);
}

/* ---- the Reinforcement Phase (7.1, 14.1-14.22) --------------------------- */

/* Land units and leaders the player may hold back now (14.21): due at a
 * space the enemy does not control, not held back before, with a turn to
 * come on in. Naval reinforcements keep 14.4's own rules. */
static gboolean
may_delay_now (const MadCtx *c, int p, int side)
{
  const MadPiece *m = &c->d->pieces[p];

  return due (c, p) && m->side == side && (m->kind == PK_UNIT || m->kind == PK_LEADER) &&
         !(c->x->arrive[p] & (ARRIVE_WAITED | ARRIVE_CONTESTED)) && next_turn_has_phase (c) &&
         mad_control (c, c->x->arrive_at[p]) != 1 - side;
}

static gboolean
has_delayable (const MadCtx *c, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (may_delay_now (c, p, side))
      return TRUE;
  return FALSE;
}

/* 14.1: the reinforcements not held back come on together. */
static void
place_reinforcements (MadCtx *c)
{
  int n = 0;
  g_autofree guint8 *lone = g_new0 (guint8, c->d->n_pieces);

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (is_leader (c, p))
      lone[p] = lone_leader (c, p);
  /* The units first: those too weak to hold the space step aside for them
   * before a leader is placed. */
  for (int leaders = 0; leaders < 2; leaders++)
    for (guint p = 0; p < c->d->n_pieces; p++)
      {
        int at = c->x->arrive_at[p];
        const MadPiece *m = &c->d->pieces[p];

        if (!due (c, p) || (c->x->arrive[p] & ARRIVE_CONTESTED) || is_leader (c, p) != leaders)
          continue;
        if (arrive (c, p, at))
          {
            n++;
            continue;
          }
        /* The enemy controls the space (14.3). */
        if (m->kind == PK_SHIP)
          {
            /* 14.42: the schooners are lost for good; no delay. */
            mad_note (c, "14.42", _("%s cannot enter %s, controlled by the enemy, and is lost"), mad_name (c, p),
                      mad_loc (c, at));
            mad_move (c, p, c->d->removed);
          }
        else if (lone[p] || m->kind == PK_NAVAL_LEADER)
          {
            /* 14.34: held off the map until the space is free; 14.43: a
             * naval leader comes on at another friendly lakeside town of
             * his lake at once when there is one (bh-madison-haven.c). */
            if (m->kind == PK_NAVAL_LEADER)
              mad_note (c, "14.43", _("%s cannot enter %s, controlled by the enemy: another friendly lakeside town of his lake, or off the map until one is free"),
                        mad_name (c, p), mad_loc (c, at));
            else
              mad_note (c, "14.34", _("%s waits off the map until %s is free"), mad_name (c, p), mad_loc (c, at));
            c->x->arrive[p] |= ARRIVE_BLOCKED_LEADER;
          }
        else
          {
            /* 14.31: its player decides in his phase of this turn. */
            mad_note (c, "14.31", _("%s cannot enter %s, controlled by the enemy: its player may place it there and attack in his phase, or hold it back (14.21)"),
                      mad_name (c, p), mad_loc (c, at));
            c->x->arrive[p] |= ARRIVE_CONTESTED;
          }
      }
  if (n > 0)
    mad_note (c, "14.1", _("%d reinforcements arrive"), n);
}

/* The Reinforcement Phase: TRUE once it is over, FALSE while a player must
 * choose which reinforcements wait (14.21-14.22). */
gboolean
mad_reinforce_step (MadCtx *c)
{
  for (int side = MAD_US; side <= MAD_GB; side++)
    if (!c->x->reinf_chosen[side] && has_delayable (c, side))
      {
        mad_decide (c, side, D_REINFORCE);
        return FALSE;
      }
  /* 14.33: enemy units too weak to control a space reinforcements come
   * onto step aside first, where their owner says when several spaces are
   * as good (mad_bump). */
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int side = c->d->pieces[p].side, at = c->x->arrive_at[p];

      if (due (c, p) && !(c->x->arrive[p] & ARRIVE_CONTESTED) && at >= 0 && at < (int) c->d->n_spaces &&
          mad_count_units (c, at, 1 - side) > 0 && mad_control (c, at) != 1 - side)
        {
          mad_bump (c, at, 1 - side, "14.33");
          if (c->x->bump_at)
            return FALSE;
        }
    }
  place_reinforcements (c);
  c->x->reinf_chosen[0] = c->x->reinf_chosen[1] = 0;
  return TRUE;
}

/* ---- the battle on arrival (14.31-14.32) -------------------------------- */

/* 14.33 again at the player's phase: a space freed since the phase comes
 * open to its contested reinforcements; 14.34 for a leader left without the
 * units he was to arrive with. */
static void
settle_contested (MadCtx *c, int side)
{
  for (int leaders = 0; leaders < 2; leaders++)
    for (guint p = 0; p < c->d->n_pieces; p++)
      {
        int at = c->x->arrive_at[p];

        if (!contested (c, p, side) || is_leader (c, p) != leaders)
          continue;
        if (mad_control (c, at) != 1 - side)
          {
            if (arrive (c, p, at))
              mad_note (c, "14.33", _("%s arrives at %s, no longer controlled by the enemy"), mad_name (c, p),
                        mad_loc (c, at));
            continue;
          }
        if (leaders && lone_leader (c, p))
          {
            mad_note (c, "14.34", _("%s waits off the map until %s is free"), mad_name (c, p), mad_loc (c, at));
            c->x->arrive[p] = (c->x->arrive[p] & ~ARRIVE_CONTESTED) | ARRIVE_BLOCKED_LEADER;
          }
      }
}

/* Before `side` plays his first card of the turn: TRUE when he must first
 * say what his contested reinforcements do (14.31). */
gboolean
mad_arrival_pending (MadCtx *c, int side)
{
  settle_contested (c, side);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (contested (c, p, side))
      {
        mad_decide (c, side, D_ARRIVAL);
        return TRUE;
      }
  return FALSE;
}

void
mad_list_reinforce (MadCtx *c)
{
  int side = c->st->pending.side;

  if (c->st->pending.kind == D_REINFORCE)
    {
      mad_add (c, A_PLACE, 0, 0, 0);
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (may_delay_now (c, p, side))
          mad_add (c, A_DELAY, 1, p, 0);
      return;
    }
  /* D_ARRIVAL: a battle at each contested space with units due there;
   * each piece may be held back instead. */
  {
    guint8 seen[MAD_MAX_LOCATIONS] = { 0 };

    for (guint p = 0; p < c->d->n_pieces; p++)
      {
        int at = c->x->arrive_at[p];

        if (contested (c, p, side) && c->d->pieces[p].kind == PK_UNIT && at >= 0 && at < MAD_MAX_LOCATIONS &&
            !seen[at])
          {
            seen[at] = 1;
            mad_add (c, A_ASSAULT, 1, at, 0);
          }
      }
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (contested (c, p, side))
        mad_add (c, A_DELAY, 1, p, 0);
  }
}

/* 14.31: the contested reinforcements at `at` come on and attack at once;
 * no card is played and the player's turn is not used. */
static void
assault (MadCtx *c, int side, int at)
{
  MadExtra *x = c->x;
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (contested (c, p, side) && x->arrive_at[p] == at)
      {
        mad_move (c, p, at);
        x->arrive[p] = 0;
        x->from[p] = -1;   /* no way back (10.73): 14.32 instead */
        n += c->d->pieces[p].kind == PK_UNIT;
      }
  mad_note (c, "14.31", _("%d reinforcements come onto %s, controlled by the enemy, and attack without a card"), n,
            mad_loc (c, at));
  x->arrival = at + 1;
  x->n_battles = 1;
  x->battle_i = 0;
  x->battles[0] = at;
  x->battle_from[0] = -1;
  memset (&x->b, 0, sizeof x->b);
  x->b.att = side;
  x->b.lead[0] = x->b.lead[1] = -1;
  x->b.card[0] = x->b.card[1] = -1;
  x->b.card_lasting[0] = x->b.card_lasting[1] = -1;
}

void
mad_apply_reinforce (MadCtx *c, const BhAction *a)
{
  int side = c->st->pending.side;

  if (a->kind == A_PLACE)
    {
      c->x->reinf_chosen[side] = 1;
      mad_note (c, "14.1", _("The %s player places the reinforcements"), mad_side (c, side));
    }
  else if (a->kind == A_DELAY)
    {
      c->x->arrive[a->args[0]] &= ~ARRIVE_CONTESTED;
      hold_back (c, a->args[0]);
    }
  else if (a->kind == A_ASSAULT)
    assault (c, side, a->args[0]);
  mad_decide (c, side, D_NONE);
}

/* 14.32, from the end of the battle on arrival: unless the defender has
 * been forced from the space, the reinforcements there are lost for the
 * whole game, leaders with them. */
void
mad_arrival_lost (MadCtx *c)
{
  int att = c->x->b.att, at = c->x->b.space;

  if (!c->x->arrival || mad_count_units (c, at, 1 - att) == 0)
    return;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == at && c->d->pieces[p].side == att &&
        (c->d->pieces[p].kind == PK_UNIT || c->d->pieces[p].kind == PK_LEADER))
      {
        mad_note (c, "14.32", _("%s did not drive the enemy from %s and is lost for the game"), mad_name (c, p),
                  mad_loc (c, at));
        c->pc[p].flags = 0;
        mad_move (c, p, c->d->removed);
      }
}

/* The battle on arrival is over: the player still has his card play to
 * make (14.31); FALSE when it was not that battle. */
gboolean
mad_arrival_over (MadCtx *c)
{
  if (!c->x->arrival)
    return FALSE;
  c->x->arrival = 0;
  mad_update_vp (c);
  mad_check_instant (c);
  return TRUE;
}

/* 3.42: a captured naval leader with no friendly lakeside town waits off the
 * map and comes on at `at` once it is free, as a leader of 14.34 does. */
void
mad_hold_leader (MadCtx *c, int p, int at)
{
  mad_move (c, p, BH_OFFBOARD);
  c->x->arrive[p] = ARRIVE_BLOCKED_LEADER;
  c->x->arrive_at[p] = at;
}

/* 14.34: a leader held off the map comes on after any card play once his
 * space is free. */
void
mad_place_blocked_leaders (MadCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if ((c->x->arrive[p] & ARRIVE_BLOCKED_LEADER) && c->pc[p].location == BH_OFFBOARD &&
        c->d->pieces[p].kind != PK_NAVAL_LEADER)  /* 14.43: bh-madison-haven.c */
      {
        int at = c->x->arrive_at[p];

        if (arrive (c, p, at))
          mad_note (c, "14.34", _("%s arrives at %s, free again"), mad_name (c, p), mad_loc (c, at));
      }
}
