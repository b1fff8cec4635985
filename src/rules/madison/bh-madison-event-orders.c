/* bh-madison-event-orders.c — Mr. Madison's War: the reconstructed events
 * that order troops and ships about (8.31-1): two leaders activated as one
 * larger force (BROWN AND SCOTT), units activated with more movement
 * (McARTHUR'S RAID), enemy militia going home (HULL'S PROCLAMATION), enemy
 * units falling back (PROCTOR'S RETREAT), a blockaded port (BLOCKADE OF
 * KINGSTON), units of one space attacking another they do not move to
 * (RIVER RAISIN, OGDENSBURG RAID, CAPTURE OF FORT NIAGARA across the ice;
 * the RAIDs ON SACKETS HARBOUR and OSWEGO and MURRAY'S RAID by water), units
 * sent to a space far off, attacking nothing (IZARD'S MARCH).  Their texts are reconstructed (the card's `source`), and
 * bh-madison-events.c narrates that before any of them; what each does
 * comes from the card's `effect-*` props. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

static int
own_units (const MadCtx *c, int space, int side)
{
  int cf;

  return mad_units_of (c, space, side, &cf);
}

/* BROWN AND SCOTT: both leaders on the map, in one town. */
static gboolean
joint_ready (const MadCtx *c, const MadPiece *m)
{
  int a = m->ev_piece[0], b = m->ev_piece[1];

  return a >= 0 && b >= 0 && mad_on_map (c, a) && mad_on_map (c, b) && c->pc[a].location == c->pc[b].location &&
         c->pc[a].location < (int) c->d->n_spaces && c->d->spaces[c->pc[a].location].town;
}

/* HULL'S PROCLAMATION: the card's spaces where the player's units stand
 * and enemy militia stand there or next to it; the player names one. */
static int
desert_spaces (const MadCtx *c, const MadPiece *m, int side, int *out)
{
  int n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (m->ev_space) && m->ev_space[i] >= 0; i++)
    {
      int s = m->ev_space[i];

      if (own_units (c, s, side) == 0)
        continue;
      for (guint p = 0; p < c->d->n_pieces; p++)
        {
          int loc = c->pc[p].location;

          if (c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].side == 1 - side && mad_is_militia (c, p) &&
              loc < (int) c->d->n_spaces && !c->x->aboard[p] && (loc == s || mad_adjacent (c, loc, s)))
            {
              out[n++] = s;
              break;
            }
        }
    }
  return n;
}

/* The spaces an event's force may attack: the card's target, or those of
 * its spaces (MURRAY'S RAID: Plattsburg or Burlington VT), with enemy
 * units there. */
static int
attack_targets (const MadCtx *c, const MadPiece *m, int side, int *out)
{
  int n = 0;

  /* IZARD'S MARCH: spaces free of enemy units and of enemy control. */
  if (m->effect == EF_MARCH)
    {
      for (guint i = 0; i < G_N_ELEMENTS (m->ev_space) && m->ev_space[i] >= 0; i++)
        if (own_units (c, m->ev_space[i], 1 - side) == 0 && mad_control (c, m->ev_space[i]) != 1 - side)
          out[n++] = m->ev_space[i];
      return n;
    }

  if (m->ev_target >= 0)
    {
      if (own_units (c, m->ev_target, 1 - side) > 0)
        out[n++] = m->ev_target;
      return n;
    }
  for (guint i = 0; i < G_N_ELEMENTS (m->ev_space) && m->ev_space[i] >= 0; i++)
    if (own_units (c, m->ev_space[i], 1 - side) > 0)
      out[n++] = m->ev_space[i];
  return n;
}

/* PROCTOR'S RETREAT: the enemy units in the card's spaces. */
static gboolean
falls_back (const MadCtx *c, const MadPiece *m, int p, int side)
{
  return c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].side == 1 - side && !c->x->aboard[p] &&
         mad_in_list (m->ev_space, G_N_ELEMENTS (m->ev_space), c->pc[p].location);
}

gboolean
mad_order_possible (const MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];

  switch (m->effect)
    {
    case EF_JOINT:
      return joint_ready (c, m);
    case EF_RAID:
      for (guint i = 0; i < G_N_ELEMENTS (m->ev_space) && m->ev_space[i] >= 0; i++)
        if (own_units (c, m->ev_space[i], side) > 0)
          return TRUE;
      return FALSE;
    case EF_DESERT:
      {
        int spaces[G_N_ELEMENTS (m->ev_space)];

        return desert_spaces (c, m, side, spaces) > 0;
      }
    case EF_FALL_BACK:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (falls_back (c, m, p, side))
          return TRUE;
      return FALSE;
    case EF_BLOCKADE:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == 1 - side && c->pc[p].location == m->ev_target)
          return TRUE;
      return FALSE;
    case EF_ATTACK:
      {
        int targets[G_N_ELEMENTS (m->ev_space) + 1];

        return m->ev_origin >= 0 && own_units (c, m->ev_origin, side) > 0 && attack_targets (c, m, side, targets) > 0;
      }
    case EF_MARCH:
      {
        int targets[G_N_ELEMENTS (m->ev_space) + 1];
        gboolean units = FALSE;

        for (guint i = 0; i < G_N_ELEMENTS (m->ev_origins) && m->ev_origins[i] >= 0; i++)
          units |= own_units (c, m->ev_origins[i], side) > 0;
        return units && attack_targets (c, m, side, targets) > 0;
      }
    default:
      return FALSE;
    }
}

/* Land distances (in paths) to `to` (9.0's land paths only). */
static void
distances_to (const MadCtx *c, int to, int *dist)
{
  int queue[MAD_MAX_LOCATIONS], head = 0, tail = 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    dist[s] = G_MAXINT;
  dist[to] = 0;
  queue[tail++] = to;
  while (head < tail)
    {
      int s = queue[head++];

      for (int i = 0; i < c->d->spaces[s].n_adj; i++)
        {
          int n = c->d->spaces[s].adj[i].to;

          if (dist[n] == G_MAXINT)
            {
              dist[n] = dist[s] + 1;
              queue[tail++] = n;
            }
        }
    }
}

/* PROCTOR'S RETREAT: the spaces `p` may fall back to: one space nearer the
 * card's town, free of the event player's units. */
static int
fall_back_spaces (const MadCtx *c, const MadPiece *m, int p, int *out)
{
  int dist[MAD_MAX_LOCATIONS], here = c->pc[p].location, n = 0;

  distances_to (c, m->ev_target, dist);
  for (int i = 0; i < c->d->spaces[here].n_adj; i++)
    {
      int to = c->d->spaces[here].adj[i].to;

      if (dist[to] < dist[here] && own_units (c, to, 1 - c->d->pieces[p].side) == 0)
        out[n++] = to;
    }
  return n;
}

/* The units with nowhere to go are reduced; TRUE when no owner's choice is
 * left. */
static gboolean
fall_back_step (MadCtx *c, const MadPiece *m)
{
  gboolean left = FALSE;

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int out[MAD_MAX_ADJ];

      if (!MAD_BIT (c->x->falling, p))
        continue;
      if (fall_back_spaces (c, m, p, out) == 0)
        {
          c->x->falling[p / 8] &= (guint8) ~(1 << (p % 8));
          mad_note (c, "8.31", _("%s has nowhere to fall back to"), mad_name (c, p));
          mad_step_loss (c, p, "8.31");
        }
      else
        left = TRUE;
    }
  return !left;
}

/* The event is played: the enemy units west of the card's town fall back
 * or are reduced, their owner choosing for each (the card's "or"). */
static gboolean
fall_back (MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];

  memset (c->x->falling, 0, sizeof c->x->falling);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (falls_back (c, m, p, side))
      MAD_SET_BIT (c->x->falling, p);
  if (fall_back_step (c, m))
    return TRUE;
  c->x->ev_card = (gint16) (card + 1);
  mad_decide (c, 1 - side, D_FALL_BACK);
  return FALSE;
}

void
mad_order_list_fall_back (MadCtx *c)
{
  const MadPiece *m = &c->d->pieces[c->x->ev_card - 1];

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (MAD_BIT (c->x->falling, p))
      {
        int out[MAD_MAX_ADJ], n = fall_back_spaces (c, m, p, out);

        for (int i = 0; i < n; i++)
          mad_add (c, A_MOVE, 2, p, out[i]);
        mad_add (c, A_LOSS, 1, p, 0);
      }
}

void
mad_order_apply_fall_back (MadCtx *c, const BhAction *a)
{
  const MadPiece *m = &c->d->pieces[c->x->ev_card - 1];
  int p = a->args[0], side = c->st->pending.side;

  c->x->falling[p / 8] &= (guint8) ~(1 << (p % 8));
  if (a->kind == A_MOVE)
    {
      mad_note (c, "8.31", _("%s falls back from %s to %s"), mad_name (c, p), mad_loc (c, c->pc[p].location),
                mad_loc (c, a->args[1]));
      mad_move (c, p, a->args[1]);
    }
  else
    mad_step_loss (c, p, "8.31");
  if (!fall_back_step (c, m))
    {
      mad_decide (c, side, D_FALL_BACK);
      return;
    }
  c->x->ev_card = 0;
  mad_decide (c, side, D_NONE);
  mad_after_play (c);
}

static void
desert (MadCtx *c, const MadPiece *m, int side, int s)
{
  mad_note (c, "8.31", _("The proclamation is read at %s"), mad_loc (c, s));
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location, roll;

      if (c->d->pieces[p].kind != PK_UNIT || c->d->pieces[p].side != 1 - side || !mad_is_militia (c, p) ||
          loc >= (int) c->d->n_spaces || c->x->aboard[p] || (loc != s && !mad_adjacent (c, loc, s)))
        continue;
      roll = bh_state_roll (c->st, 6);
      mad_note (c, "8.31", _("%s at %s rolls %d: %s"), mad_name (c, p), mad_loc (c, loc), roll,
                roll <= m->ev_roll ? _("men go home") : _("it holds"));
      if (roll <= m->ev_roll)
        mad_step_loss (c, p, "8.31");
    }
}

/* Plays the event of `card`; TRUE when the card play is over, FALSE when
 * the player activates the force it names. */
gboolean
mad_order_play (MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];

  switch (m->effect)
    {
    case EF_JOINT:
    case EF_RAID:
    case EF_ATTACK:
    case EF_MARCH:
      c->x->ev_card = card + 1;
      c->x->card = card;
      c->x->ops = m->effect == EF_RAID || m->effect == EF_MARCH ? m->ev_count
                : m->effect == EF_ATTACK ? (m->ev_count > 0 ? m->ev_count : MAD_NO_LIMIT) : m->ops;
      c->x->mf_floor = m->ev_mf;
      mad_supply_map (c, 1 - side, c->x->def_supply);
      if (m->effect == EF_ATTACK && m->ev_target >= 0)
        mad_note (c, "8.31", _("The event lets units of %s attack %s without moving there"), mad_loc (c, m->ev_origin),
                  mad_loc (c, m->ev_target));
      else if (m->effect == EF_ATTACK)
        mad_note (c, "8.31", _("The event lets units of %s attack one of its spaces without moving there"),
                  mad_loc (c, m->ev_origin));
      else if (m->effect == EF_MARCH)
        mad_note (c, "8.31", _("The event sends up to %d units of one of its spaces to another; they attack nothing"),
                  m->ev_count);
      else if (m->effect == EF_RAID)
        mad_note (c, "8.31", _("The event activates up to %d units in one of its spaces, with %d MP this card play"),
                  m->ev_count, m->ev_mf);
      else
        mad_note (c, "8.31", _("The event activates %s with %s: up to %d units"), mad_name (c, m->ev_piece[0]),
                  mad_name (c, m->ev_piece[1]), m->ev_count);
      mad_decide (c, side, D_ACTIVATE);
      return FALSE;
    case EF_DESERT:
      {
        int spaces[G_N_ELEMENTS (m->ev_space)];

        if (desert_spaces (c, m, side, spaces) == 1)
          {
            desert (c, m, side, spaces[0]);
            return TRUE;
          }
        c->x->ev_card = (gint16) (card + 1);
        mad_decide (c, side, D_EVENT_SPACE);
        return FALSE;
      }
    case EF_FALL_BACK:
      return fall_back (c, card, side);
    case EF_BLOCKADE:
      c->x->blockade_at = m->ev_target + 1;
      c->x->blockade_side = 1 - side;
      c->x->blockade_plays = 2;
      mad_note (c, "8.31", _("No %s ship may leave %s this card play or the next"), mad_side (c, 1 - side),
                mad_loc (c, m->ev_target));
      return TRUE;
    default:
      return TRUE;
    }
}

/* D_ACTIVATE under one of these events: only what the card names; TRUE
 * when listed here. */
gboolean
mad_order_list_activate (MadCtx *c)
{
  const MadPiece *m;
  int side = c->st->pending.side;

  if (!c->x->ev_card)
    return FALSE;
  m = &c->d->pieces[c->x->ev_card - 1];
  if (mad_moves_list_activate (c, m))
    return TRUE;
  if (m->effect == EF_JOINT)
    {
      if (joint_ready (c, m))
        mad_add (c, A_LEADER, 1, m->ev_piece[0], 0);
      return TRUE;
    }
  if (m->effect == EF_ATTACK)
    {
      if (own_units (c, m->ev_origin, side) > 0)
        mad_add (c, A_UNITS, 1, m->ev_origin, 0);
      return TRUE;
    }
  if (m->effect == EF_MARCH)
    {
      for (guint i = 0; i < G_N_ELEMENTS (m->ev_origins) && m->ev_origins[i] >= 0; i++)
        if (own_units (c, m->ev_origins[i], side) > 0)
          mad_add (c, A_UNITS, 1, m->ev_origins[i], 0);
      return TRUE;
    }
  if (m->effect == EF_RAID)
    {
      for (guint i = 0; i < G_N_ELEMENTS (m->ev_space) && m->ev_space[i] >= 0; i++)
        if (own_units (c, m->ev_space[i], side) > 0)
          mad_add (c, A_UNITS, 1, m->ev_space[i], 0);
      return TRUE;
    }
  return FALSE;
}

/* BROWN AND SCOTT: the second leader goes with the first, and the force
 * may number the card's count (instead of 3.33's limits, 8.43's sum). */
void
mad_order_leader_started (MadCtx *c, int leader)
{
  const MadPiece *m;
  int other;

  if (!c->x->ev_card)
    return;
  m = &c->d->pieces[c->x->ev_card - 1];
  if (m->effect != EF_JOINT || leader != m->ev_piece[0])
    return;
  other = m->ev_piece[1];
  c->pc[other].flags |= F_FORCE | F_WITH;
  c->x->mp[other] = 0;
  c->x->act_limit = m->ev_count;
  mad_note (c, "8.31", _("%s goes with %s; they command up to %d units"), mad_name (c, other), mad_name (c, leader),
            m->ev_count);
}

/* BLOCKADE OF KINGSTON: a ship of the blockaded side stays in the town. */
gboolean
mad_order_blocks_ship (const MadCtx *c, int piece, int to)
{
  int at = c->x->blockade_at - 1;

  return c->x->blockade_plays > 0 && at >= 0 && c->d->pieces[piece].kind == PK_SHIP &&
         c->d->pieces[piece].side == c->x->blockade_side && c->pc[piece].location == at && to != at;
}

/* A card play is over: a blockade lasts its own and the next. */
void
mad_order_card_played (MadCtx *c)
{
  if (c->x->blockade_plays > 0 && --c->x->blockade_plays == 0)
    {
      mad_note (c, "8.31", _("The blockade of %s is over"), mad_loc (c, c->x->blockade_at - 1));
      c->x->blockade_at = 0;
    }
}

/* ---- the attacks of events ------------------------------------------------ */

static const MadPiece *
attack_card (const MadCtx *c)
{
  return c->x->ev_attack > 0 ? &c->d->pieces[c->x->ev_attack - 1] : NULL;
}

/* The force formed goes into `target` at once and fights there (10.1);
 * its way back is the space it came from (10.73). */
static void
attack_at (MadCtx *c, int target)
{
  const MadPiece *m = &c->d->pieces[c->x->ev_card - 1];
  int side = c->st->pending.side, k = 0;

  c->x->ev_attack = c->x->ev_card;
  c->x->ev_attack_at = target + 1;
  for (guint i = 0; i < G_N_ELEMENTS (c->x->ev_defenders); i++)
    c->x->ev_defenders[i] = -1;
  for (guint p = 0; p < c->d->n_pieces && k < (int) G_N_ELEMENTS (c->x->ev_defenders); p++)
    if (c->pc[p].location == target && c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].side == 1 - side)
      c->x->ev_defenders[k++] = p;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if ((c->pc[p].flags & F_FORCE) && (c->d->pieces[p].kind == PK_UNIT || c->d->pieces[p].kind == PK_LEADER))
      {
        c->x->from[p] = m->ev_origin;
        mad_move (c, p, target);
        c->pc[p].flags |= F_STOPPED;
        mad_note (c, "8.31", _("%s attacks %s from %s"), mad_name (c, p), mad_loc (c, target), mad_loc (c, m->ev_origin));
      }
  mad_decide (c, side, D_NONE);
  mad_start_battles (c);
  if (c->x->n_battles == 0)
    mad_after_play (c);
}


/* "go" with an event's attack or march: at its one target at once, or the player
 * chooses among its targets (D_TARGET).  TRUE when the card in play is
 * such an event. */
gboolean
mad_order_go (MadCtx *c)
{
  const MadPiece *m = c->x->ev_card ? &c->d->pieces[c->x->ev_card - 1] : NULL;
  int targets[G_N_ELEMENTS (m->ev_space) + 1], n;

  if (mad_moves_go (c))
    return TRUE;
  if (m == NULL || (m->effect != EF_ATTACK && m->effect != EF_MARCH))
    return FALSE;
  n = attack_targets (c, m, c->st->pending.side, targets);
  if (m->effect == EF_MARCH && n == 1)
    {
      mad_order_march (c, targets[0]);
      return TRUE;
    }
  if (n > 1)
    {
      mad_decide (c, c->st->pending.side, D_TARGET);
      return TRUE;
    }
  if (n == 1)
    attack_at (c, targets[0]);
  else
    {
      mad_decide (c, c->st->pending.side, D_NONE);
      mad_after_play (c);
    }
  return TRUE;
}

void
mad_order_list_targets (MadCtx *c)
{
  const MadPiece *m = &c->d->pieces[c->x->ev_card - 1];
  int targets[G_N_ELEMENTS (m->ev_space) + 1];
  int n;

  if (m->effect == EF_GUNBOATS)
    {
      mad_moves_list_targets (c);
      return;
    }
  n = attack_targets (c, m, c->st->pending.side, targets);
  for (int i = 0; i < n; i++)
    mad_add (c, m->effect == EF_MARCH ? A_MARCH : A_FIGHT, 1, targets[i], 0);
}

/* IZARD'S MARCH, GUNBOAT FLOTILLA: the force goes to `to` and its card
 * play is over, so it attacks nothing. */
void
mad_order_march (MadCtx *c, int to)
{
  int side = c->st->pending.side;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if ((c->pc[p].flags & F_FORCE) && (c->d->pieces[p].kind == PK_UNIT || c->d->pieces[p].kind == PK_LEADER))
      {
        mad_note (c, "8.31", _("%s marches from %s to %s"), mad_name (c, p), mad_loc (c, c->pc[p].location), mad_loc (c, to));
        c->x->from[p] = c->pc[p].location;
        mad_move (c, p, to);
        c->pc[p].flags |= F_STOPPED;
      }
  mad_decide (c, side, D_NONE);
  mad_after_play (c);
}

void
mad_order_apply_target (MadCtx *c, const BhAction *a)
{
  if (a->kind == A_MARCH)
    mad_order_march (c, a->args[0]);
  else
    attack_at (c, a->args[0]);
}

static gboolean
attack_battle (const MadCtx *c)
{
  const MadPiece *m = attack_card (c);

  return m != NULL && c->x->b.space == c->x->ev_attack_at - 1;
}

/* The first round of an event's attack: the card's modifier, and -1 for
 * an amphibious one (11.55). */
int
mad_order_first_round_drm (MadCtx *c)
{
  const MadPiece *m = attack_card (c);
  int drm = 0;

  if (!attack_battle (c) || c->x->b.round != 1)
    return 0;
  if (m->ev_drm)
    {
      drm += m->ev_drm;
      mad_note (c, "8.31", _("The event's attack, first round: %+d"), m->ev_drm);
    }
  if (m->ev_amphibious)
    {
      drm -= 1;
      mad_note (c, "11.55", _("Amphibious attack: -1"));
    }
  return drm;
}

/* CAPTURE OF FORT NIAGARA: the fort does not count in the first round. */
gboolean
mad_order_fort_ignored (const MadCtx *c)
{
  return attack_battle (c) && attack_card (c)->ev_no_fort && c->x->b.round == 1;
}

/* The battle of an event's attack is over: what success brings. */
void
mad_order_battle_over (MadCtx *c)
{
  const MadPiece *m = attack_card (c);
  int att = c->x->b.att, at = c->x->b.space;
  gboolean won, destroyed = TRUE;

  if (!attack_battle (c))
    return;
  c->x->ev_attack = 0;
  won = own_units (c, at, att) > 0 && own_units (c, at, 1 - att) == 0;
  for (guint i = 0; i < G_N_ELEMENTS (c->x->ev_defenders) && c->x->ev_defenders[i] >= 0; i++)
    {
      int loc = c->pc[c->x->ev_defenders[i]].location;

      destroyed &= loc == c->d->eliminated || loc == c->d->removed;
    }
  if (!won)
    return;
  switch (m->ev_after)
    {
    case EA_VP_IF_DESTROYED:
      if (destroyed && m->vp)
        {
          c->x->event_vp += att == MAD_US ? m->vp : -m->vp;
          mad_note (c, "4.17", _("The enemy force is destroyed: the %s player scores %d VP for the event"), mad_side (c, att), m->vp);
        }
      break;
    case EA_SHIPS_LOST:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].location == at && c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == 1 - att &&
            c->pc[p].face != 0)
          {
            mad_note (c, "8.31", _("%s, under repair at %s, is destroyed"), mad_name (c, p), mad_loc (c, at));
            mad_move (c, p, c->d->removed);
          }
      break;
    case EA_BASE_CLOSED:
      if (c->d->spaces[at].base_side >= 0)
        {
          MAD_SET_BIT (c->x->base_closed, at);
          mad_note (c, "15.32", _("The naval base at %s may not be used for the rest of the year"), mad_loc (c, at));
        }
      break;
    default:
      break;
    }
}

/* HULL'S PROCLAMATION: the spaces the player may name (D_EVENT_SPACE). */
int
mad_order_desert_spaces (const MadCtx *c, int card, int side, int *out)
{
  return desert_spaces (c, &c->d->pieces[card], side, out);
}

/* HULL'S PROCLAMATION read at the space named. */
void
mad_order_desert_at (MadCtx *c, int card, int side, int space)
{
  desert (c, &c->d->pieces[card], side, space);
}
