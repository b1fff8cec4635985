/* bh-madison-reactions.c — Mr. Madison's War: reaction cards (8.31-8),
 * played from the hand in the other player's turn against the force he has
 * just formed, before it moves: HEAVY RAINS (8.3 example: one space only),
 * CONTRARY WINDS (no ship of the force sails), and the reconstructed ones
 * as their texts say (what each does is the card's `reaction` prop).
 * Hands are hidden (7.32), so whether the reacting side is asked must not
 * depend on them: it is asked whenever a card it could play against this
 * force may be in its hand as far as both players know (mad_card_unseen),
 * with cards in its hand; it then plays one or passes.  COOK'S MILLS (reconstructed) has its own moment: as the
 * force enters its first space of the Niagara peninsula, where it stops;
 * SMYTH'S FIASCO (reconstructed) too: before the first dice of a battle the
 * US attacks across a Major Invasion Route, which it cancels. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

void
mad_read_reaction (MadData *d, const BhCard *card, MadPiece *m)
{
  const char *kind = bh_props_lookup (card->props, "reaction");
  const char *leader = bh_props_lookup (card->props, "reaction-leader");

  m->reaction = !kind ? RC_NONE : g_str_equal (kind, "heavy-rains") ? RC_HEAVY_RAINS
              : g_str_equal (kind, "contrary-winds") ? RC_CONTRARY_WINDS : g_str_equal (kind, "cancel") ? RC_CANCEL
              : g_str_equal (kind, "second-force") ? RC_SECOND_FORCE : g_str_equal (kind, "extra-mp") ? RC_EXTRA_MP
              : g_str_equal (kind, "militia") ? RC_MILITIA
              : g_str_equal (kind, "stop-in-region") ? RC_REGION_STOP
              : g_str_equal (kind, "cancel-mir-attack") ? RC_CANCEL_ATTACK
              : g_str_equal (kind, "escape") ? RC_ESCAPE : RC_NONE;
  m->reaction_rank = bh_props_lookup_int (card->props, "reaction-rank", 0);
  m->reaction_path = g_strcmp0 (bh_props_lookup (card->props, "reaction-path"), "trail") == 0;
  m->reaction_leader = leader ? bh_game_data_find_unit_type (d->data, leader) : -1;
  {
    const char *lake = bh_props_lookup (card->props, "reaction-lake");
    int box = lake ? bh_game_data_find_space (d->data, lake) : -1;

    if (box >= 0)
      m->ev_lake = d->spaces[box].lake;
  }
}

/* Militia of the mover's side, which MILITIA REFUSE TO CROSS holds back. */
gboolean
mad_is_militia (const MadCtx *c, int piece)
{
  return c->d->pieces[piece].militia;
}

/* Whether `card`, were it in the hand of `side`, could be played as a
 * reaction against the force formed: only what both players see. */
static gboolean
fits (const MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];
  const MadExtra *x = c->x;
  int leader = x->act_mode == 1 || x->act_mode == 3 ? x->act_leader : -1;
  gboolean ships = FALSE, land = FALSE, militia = FALSE;

  if (m->kind != PK_CARD || m->card_type != CT_REACTION || m->reaction == RC_NONE)
    return FALSE;
  /* 8.21: the flag says who may play it. */
  if (m->event_side != side && m->event_side != 2)
    return FALSE;
  /* A region card is played as the force enters the region, the others
   * as the force is formed. */
  if ((m->reaction == RC_REGION_STOP) != (x->react_at > 0) ||
      (m->reaction == RC_CANCEL_ATTACK || m->reaction == RC_ESCAPE) != x->react_battle)
    return FALSE;
  /* BURLINGTON RACES: the other player's fleet attacked this side's on the
   * card's lake, and this side's struck its flag. */
  if (m->reaction == RC_ESCAPE)
    return x->b.stage == BS_NAVAL_STRIKE && x->b.struck == side && x->b.att == 1 - side &&
           (m->ev_lake < 0 || c->d->spaces[x->b.space].lake == m->ev_lake);
  if (m->reaction == RC_CANCEL_ATTACK)
    {
      if (x->b.stage >= BS_NAVAL_LEAD_ATT)
        return FALSE;
      gboolean mir = FALSE;

      for (guint p = 0; p < c->d->n_pieces; p++)
        mir |= c->pc[p].location == x->b.space && c->d->pieces[p].side == 1 - side &&
               c->d->pieces[p].kind == PK_UNIT && (c->pc[p].flags & F_MIR);
      return x->b.att == 1 - side && mir;
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if ((c->pc[p].flags & F_FORCE) && c->d->pieces[p].side == 1 - side)
      {
        ships |= c->d->pieces[p].kind == PK_SHIP;
        land |= c->d->pieces[p].kind == PK_UNIT || c->d->pieces[p].kind == PK_LEADER;
        militia |= c->d->pieces[p].kind == PK_UNIT && mad_is_militia (c, p);
      }
  switch (m->reaction)
    {
    case RC_HEAVY_RAINS:
    case RC_EXTRA_MP:
      return land;
    case RC_CONTRARY_WINDS:
      return ships;
    case RC_CANCEL:
      if (leader < 0)
        return FALSE;
      if (m->reaction_leader >= 0)
        return c->d->pieces[leader].type == m->reaction_leader;
      return c->d->pieces[leader].kind == PK_LEADER && c->d->pieces[leader].rank == m->reaction_rank;
    case RC_SECOND_FORCE:
      /* two leaders named with a CAMPAIGN card, the first about to go */
      return x->camp == 3 && x->camp_leader[1] >= 0;
    case RC_MILITIA:
      return militia;
    case RC_REGION_STOP:
      return land && (m->battle_where[(x->react_at - 1) / 8] & (1 << ((x->react_at - 1) % 8)));
    default:
      return FALSE;
    }
}

/* Whether `side` may play `card` as a reaction against the force formed. */
static gboolean
playable (const MadCtx *c, int card, int side)
{
  return c->pc[card].location == c->d->hand[side] && fits (c, card, side);
}

/* 7.32, 8.31-8: whether `side` is asked, judged on public information
 * only, so that the question tells the mover nothing of the hand: a card
 * that fits may be in the hand (mad_card_unseen) and the hand is not empty
 * (its count is public). */
static gboolean
window_open (const MadCtx *c, int side)
{
  if (mad_hand_count (c, side) == 0)
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (mad_card_unseen (c, p) && fits (c, p, side))
      return TRUE;
  return FALSE;
}

/* A land battle's first dice are about to be rolled: a reaction against
 * the attack may be played; TRUE when the defender is asked. */
gboolean
mad_offer_battle_reaction (MadCtx *c)
{
  if (c->x->prewar)
    return FALSE;
  c->x->react_battle = TRUE;
  if (window_open (c, 1 - c->x->b.att))
    {
      mad_decide (c, 1 - c->x->b.att, D_REACTION);
      return TRUE;
    }
  c->x->react_battle = FALSE;
  return FALSE;
}

/* A naval battle's loser has struck its flag (12.41), before the victor's
 * roll: a reaction may be played; TRUE when the struck side is asked,
 * judged on public information as the land reactions are (7.32), so the
 * pause tells the victor nothing of the hand. */
gboolean
mad_offer_naval_reaction (MadCtx *c)
{
  if (c->x->prewar)
    return FALSE;
  c->x->react_battle = TRUE;
  if (window_open (c, c->x->b.struck))
    {
      mad_decide (c, c->x->b.struck, D_REACTION);
      return TRUE;
    }
  c->x->react_battle = FALSE;
  return FALSE;
}

/* The force has just entered `space`: a region reaction may be played
 * (once a force); TRUE when the other side is asked. */
gboolean
mad_offer_entering_reaction (MadCtx *c, int mover, int space)
{
  if (c->x->prewar || c->x->region_offered || space < 0 || space >= MAD_MAX_LOCATIONS)
    return FALSE;
  c->x->react_at = space + 1;
  if (window_open (c, 1 - mover))
    {
      c->x->region_offered = TRUE;
      mad_decide (c, 1 - mover, D_REACTION);
      return TRUE;
    }
  c->x->react_at = 0;
  return FALSE;
}

/* The force of `mover` is formed: the other side may react (8.31-8) when
 * it could hold a card for it (window_open); otherwise the force moves. */
void
mad_offer_reaction (MadCtx *c, int mover)
{
  c->x->react_at = 0;
  c->x->region_offered = FALSE;
  if (!c->x->prewar && window_open (c, 1 - mover))
    {
      mad_decide (c, 1 - mover, D_REACTION);
      return;
    }
  mad_decide (c, mover, D_MOVE);
}

void
mad_list_reactions (MadCtx *c)
{
  int side = c->st->pending.side;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (playable (c, p, side))
      mad_add (c, A_REACT, 1, p, 0);
  mad_add (c, A_NO_REACTION, 0, 0, 0);
}

/* Stops every piece of the force, or only its ships and naval leader. */
static void
stop_force (MadCtx *c, gboolean naval_only)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if ((c->pc[p].flags & F_FORCE) &&
        (!naval_only || c->d->pieces[p].kind == PK_SHIP || c->d->pieces[p].kind == PK_NAVAL_LEADER))
      c->pc[p].flags |= F_STOPPED;
}

void
mad_apply_reaction (MadCtx *c, const BhAction *a)
{
  MadExtra *x = c->x;
  int side = c->st->pending.side, card = a->args[0];
  const MadPiece *m = &c->d->pieces[card];

  if (a->kind == A_NO_REACTION)
    {
      x->react_at = 0;
      if (x->react_battle)
        {
          /* The battle goes on to its dice. */
          x->react_battle = FALSE;
          mad_decide (c, side, D_NONE);
          return;
        }
      mad_decide (c, 1 - side, D_MOVE);
      return;
    }
  /* 8.31-8: to the discard pile; it is not the reacting player's turn. */
  mad_move (c, card, c->d->discard);
  mad_note (c, "8.31", _("The %s player plays %s as a reaction"), mad_side (c, side), mad_name (c, card));
  switch (m->reaction)
    {
    case RC_HEAVY_RAINS:
      x->rains = TRUE;
      mad_note (c, "8.31", _("Heavy rains: the force moves no further than one space"));
      break;
    case RC_CONTRARY_WINDS:
      stop_force (c, TRUE);
      mad_note (c, "8.31", _("Contrary winds: the force's ships do not sail"));
      break;
    case RC_CANCEL:
      stop_force (c, FALSE);
      mad_note (c, "8.31", _("The activation is cancelled (reconstructed card)"));
      break;
    case RC_SECOND_FORCE:
      x->camp_leader[1] = -1;
      x->camp_space = -1;
      mad_note (c, "8.31", _("The CAMPAIGN card's second force will not move (reconstructed card)"));
      break;
    case RC_EXTRA_MP:
      x->slow = m->reaction_path ? 2 : 1;
      mad_note (c, "8.31", m->reaction_path ? _("Every trail costs one MP more for this force (reconstructed card)")
                                            : _("Every path costs one MP more for this force (reconstructed card)"));
      break;
    case RC_MILITIA:
      x->militia_stay = TRUE;
      mad_note (c, "8.31", _("The force's militia do not cross into enemy territory (reconstructed card)"));
      break;
    case RC_REGION_STOP:
      stop_force (c, FALSE);
      mad_note (c, "8.31", _("The force stops in %s (reconstructed card)"), mad_loc (c, x->react_at - 1));
      break;
    case RC_ESCAPE:
      x->react_battle = FALSE;
      x->b.struck = -1;
      x->b.naval_steps[side] = 0;
      x->b.escaped = side + 1;
      mad_note (c, "8.31", _("The fleet escapes instead of striking its flag: no surrender, no further step losses, and no victor's roll; it returns to port (reconstructed card)"));
      mad_decide (c, side, D_NONE);
      return;
    case RC_CANCEL_ATTACK:
      x->react_battle = FALSE;
      mad_note (c, "8.31", _("The attack across the Major Invasion Route is cancelled (reconstructed card)"));
      mad_cancel_attack (c);
      mad_decide (c, side, D_NONE);
      return;
    default:
      break;
    }
  x->react_at = 0;
  mad_decide (c, 1 - side, D_MOVE);
}
