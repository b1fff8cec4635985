/* bh-madison-cards.c — Mr. Madison's War: the strategy cards.  The
 * Pre-war Sequence (6.2-6.3), the deals (7.21-7.25), a player's card play
 * with its uses (8.31) and holding (7.34-7.35), and the events whose
 * effects are the rules' own (4.17, 4.22, 4.23); the other events are in
 * bh-madison-events.c. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

/* The top card of a pile: the highest order. */
static int
top_card (const MadCtx *c, int location)
{
  int best = -1;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == location && (best < 0 || c->pc[p].order > c->pc[best].order))
      best = p;
  return best;
}

void
mad_discard (MadCtx *c, int card)
{
  mad_move (c, card, c->d->discard);
}

/* ---- the Pre-war Sequence (6.2) ------------------------------------------ */

void
mad_prewar_begin (MadCtx *c)
{
  const MadData *d = c->d;

  /* Step 1: the DECLARATION OF WAR is set aside and the deck shuffled. */
  mad_move (c, d->dow, d->set_aside);
  bh_state_shuffle (c->st, d->pile[0]);
  /* Step 2: 13 cards and the DOW make the Pre-war Deck. */
  for (int i = 0; i < d->prewar_size; i++)
    {
      int card = top_card (c, d->pile[0]);

      if (card >= 0)
        mad_move (c, card, d->prewar_deck);
    }
  mad_move (c, d->dow, d->prewar_deck);
  bh_state_shuffle (c->st, d->prewar_deck);
  mad_note (c, "6.2", _("The Pre-war Deck: %d cards and the Declaration of War, shuffled"), d->prewar_size);
  c->x->prewar = TRUE;
  c->x->stage = STG_PREWAR;
  c->x->dow_drawer = -1;
  /* Step 3: the US player draws first. */
  c->x->prewar_drawer = MAD_US;
}

/* 6.31: cards drawn in the Pre-war Sequence count against the limit of 7,
 * whether played, kept or the DOW itself. */
static void
draw_rest (MadCtx *c)
{
  const MadData *d = c->d;
  int side = 1 - c->x->dow_drawer;

  /* Step 6: the player who did not draw the DOW draws first. */
  while (bh_state_count_at (c->st, d->prewar_deck) > 0)
    {
      int card;

      if (c->x->prewar_count[side] >= d->prewar_limit)
        {
          if (c->x->prewar_count[1 - side] >= d->prewar_limit)
            break;
          side = 1 - side;
          continue;
        }
      card = top_card (c, d->prewar_deck);
      mad_move (c, card, d->hand[side]);
      c->x->prewar_count[side]++;
      side = 1 - side;
    }
  mad_note (c, "6.31", _("Both players draw the rest of the Pre-war Deck: the %s player holds %d cards, the %s player %d"),
            mad_side (c, MAD_US), mad_hand_count (c, MAD_US), mad_side (c, MAD_GB), mad_hand_count (c, MAD_GB));
  /* Cards left over (none when the deck is 14 cards) go back to the year's pile. */
  for (int card; (card = top_card (c, d->prewar_deck)) >= 0;)
    mad_move (c, card, d->pile[0]);
}

/* Draws for the player whose turn it is in the Pre-war Sequence; FALSE when
 * the DOW ends it. */
void
mad_prewar_draw (MadCtx *c)
{
  const MadData *d = c->d;
  int side = c->x->prewar_drawer;
  int card = top_card (c, d->prewar_deck);

  c->x->drawn = -1;
  if (card < 0 || card == d->dow)
    {
      /* Step 5: drawing the DOW ends the Pre-war Sequence; the card is
       * revealed and set aside but counts in its drawer's 7 (6.31, A17). */
      c->x->dow_drawer = side;
      c->x->prewar_count[side]++;
      /* Revealed: it lies face up with the played cards. */
      mad_move (c, d->dow, d->discard);
      c->x->prewar = FALSE;
      mad_note (c, "6.2", _("The %s player draws the Declaration of War: the Pre-war Sequence ends"), mad_side (c, side));
      draw_rest (c);
      return;
    }
  mad_move (c, card, d->hand[side]);
  c->x->prewar_count[side]++;
  c->x->drawn = card;
  mad_decide (c, side, D_PREWAR);
}

/* ---- deals (7.2) --------------------------------------------------------- */

static void
deal_to (MadCtx *c, int side, int n, int pile)
{
  while (mad_hand_count (c, side) < n)
    {
      int card = top_card (c, pile);

      if (card < 0)
        break;
      mad_move (c, card, c->d->hand[side]);
    }
}

/* 7.32: whether `card` may be in either hand as far as both players
 * know: it lies in a hand, among the held cards or in this year's draw
 * pile, all face down.  Cards face up (discarded, scored, removed) and the
 * piles of other years are known not to be.  What may be in a hand decides
 * whether a player is asked to react or to play a battle card, so that the
 * question tells nothing the table does not know. */
gboolean
mad_card_unseen (const MadCtx *c, int card)
{
  const MadData *d = c->d;
  int loc = c->pc[card].location, year = mad_year (c) - 1812;

  if (d->pieces[card].kind != PK_CARD)
    return FALSE;
  return loc == d->hand[0] || loc == d->hand[1] || loc == d->held[0] || loc == d->held[1] ||
         (year >= 0 && year < 3 && loc == d->pile[year]);
}

/* A card play that moves forces begins: what the defender keeps from its
 * start is noted.  13.36-13.37: his supply; 2.76: where his Indians stand
 * with other land units, keeping the fort "even if the other units are
 * eliminated in the same combat round" (digest A24: judged when the play
 * begins). */
void
mad_begin_moves (MadCtx *c, int side)
{
  mad_supply_map (c, 1 - side, c->x->def_supply);
  memset (c->x->fort_mixed, 0, sizeof c->x->fort_mixed);
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location;

      if (c->d->pieces[p].kind == PK_UNIT && !c->d->pieces[p].indian && loc >= 0 && loc < (int) c->d->n_spaces)
        c->x->fort_mixed[loc / 8] |= 1 << (loc % 8);
    }
}

/* 7.21-7.25: held cards go back into the hand and count against the deal;
 * the TREATY OF GHENT stays out of the Spring-Summer 1814 deal. */
void
mad_deal (MadCtx *c)
{
  const MadData *d = c->d;
  const MadTurn *t = &d->turns[c->st->turn];
  int pile = d->pile[CLAMP (t->year - 1812, 0, 2)];
  gboolean keep_treaty_out = c->pc[d->treaty].location == pile && t->year == 1814 && !t->winter &&
                             (c->st->turn == 1 || d->turns[c->st->turn - 1].year != 1814);

  for (int s = 0; s < 2; s++)
    {
      for (int card; (card = top_card (c, d->held[s])) >= 0;)
        mad_move (c, card, d->hand[s]);
      c->x->holds[s] = 0;
    }
  if (t->deal <= 0)
    return;
  if (keep_treaty_out)
    {
      /* 7.25 steps 1-2 */
      mad_move (c, d->treaty, d->set_aside);
      bh_state_shuffle (c->st, pile);
    }
  for (int s = 0; s < 2; s++)
    deal_to (c, s, t->deal, pile);
  mad_note (c, "7.21", _("%d cards dealt to each player; held cards count against the deal (7.23)"), t->deal);
  if (keep_treaty_out)
    {
      /* 7.25 steps 3-4 */
      mad_move (c, d->treaty, pile);
      bh_state_shuffle (c->st, pile);
      mad_note (c, "7.25", _("The Treaty of Ghent is shuffled back into the 1814 deck"));
    }
}

/* ---- card plays (8.31) --------------------------------------------------- */

/* 8.21, 8.31-1, 7.35, 6.2 step 3: who may play the card as an event, and
 * when.  Only events whose effect the rules enforce are offered. */
gboolean
mad_event_allowed (const MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];

  if (c->x->prewar || m->effect == EF_NONE)
    return FALSE;
  if (m->event_side != 2 && m->event_side != side)
    return FALSE;
  if (c->x->treaty_played)
    return m->effect == EF_NEW_ORLEANS;
  /* 8.31-1: winter events only in a winter turn, the winter named (7.35). */
  if (m->winter ? !(mad_winter (c) && m->winter == mad_year (c)) : mad_winter (c))
    return FALSE;
  /* The card's own condition, and something for it to do. */
  return mad_event_possible (c, card, side);
}

/* 8.31-5: a reduced A or B regular in an original space of its own
 * territory, in supply; never an Indian unit. */
static gboolean
restorable (const MadCtx *c, int p, int side, const guint8 *supplied)
{
  const MadPiece *m = &c->d->pieces[p];
  int loc = c->pc[p].location;

  return m->kind == PK_UNIT && m->side == side && m->regular && !m->indian && m->quality[0] >= 2 &&
         mad_reduced (c, p) && mad_on_map (c, p) && c->d->spaces[loc].owner == side && supplied[loc];
}

void
mad_list_restore (MadCtx *c)
{
  int side = c->st->pending.side;
  guint8 supplied[MAD_MAX_LOCATIONS];

  mad_supply_map (c, side, supplied);
  if (c->x->act_count < c->x->ops)
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (c->x->ev_card ? mad_event_restorable (c, p, side, supplied) : restorable (c, p, side, supplied))
        mad_add (c, A_FLIP, 1, p, 0);
  mad_add (c, A_DONE, 0, 0, 0);
}

/* 13.52-13.54: a depot in an original friendly space in supply, three a
 * side. */
static void
list_depots (MadCtx *c, int card, int side, const guint8 *supplied)
{
  gboolean available = FALSE;
  guint8 depot[MAD_MAX_LOCATIONS] = { 0 };
  MadCensus k;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].kind == PK_DEPOT)
      {
        int loc = c->pc[p].location;

        available |= c->d->pieces[p].side == side && loc == BH_OFFBOARD;
        if (loc >= 0 && loc < MAD_MAX_LOCATIONS)
          depot[loc] = 1;
      }
  if (!available)
    return;
  mad_census (c, &k);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].town && c->d->spaces[s].owner == side && supplied[s] && !depot[s] &&
        mad_census_control (c, &k, s) != 1 - side)
      mad_add (c, A_DEPOT, 2, card, s);
}

/* 13.55: a depot goes when enemy units stand on its space alone. */
void
mad_check_depots (MadCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location, side = c->d->pieces[p].side;
      gboolean friends = FALSE, enemies = FALSE;

      if (c->d->pieces[p].kind != PK_DEPOT || !mad_on_map (c, p))
        continue;
      for (guint q = 0; q < c->d->n_pieces; q++)
        if (c->pc[q].location == loc && (c->d->pieces[q].kind == PK_UNIT || c->d->pieces[q].kind == PK_SHIP))
          {
            friends |= c->d->pieces[q].side == side;
            enemies |= c->d->pieces[q].side == 1 - side;
          }
      if (enemies && !friends)
        {
          mad_move (c, p, BH_OFFBOARD);
          mad_note (c, "13.55", _("The supply depot in %s is removed"), mad_loc (c, loc));
        }
    }
}

void
mad_list_play (MadCtx *c)
{
  int side = c->st->pending.side;
  guint8 supplied[MAD_MAX_LOCATIONS];
  gboolean any_restorable = FALSE;

  if (c->st->pending.kind == D_PLAY)
    {
      mad_supply_map (c, side, supplied);
      for (guint p = 0; p < c->d->n_pieces && !any_restorable; p++)
        any_restorable = restorable (c, p, side, supplied);
    }

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const MadPiece *m = &c->d->pieces[p];

      if (c->pc[p].location != c->d->hand[side])
        continue;
      if (c->st->pending.kind == D_PREWAR)
        {
          /* 6.2 step 3: the card just drawn is kept or played to move. */
          if ((int) p == c->x->drawn && m->ops > 0)
            mad_add (c, A_OPS, 1, p, 0);
          continue;
        }
      if (m->ops > 0 && !m->dow)
        mad_add (c, A_OPS, 1, p, 0);
      /* 8.71: the only cards that activate two forces. */
      if (m->card_type == CT_CAMPAIGN && !c->x->prewar)
        mad_add (c, A_CAMPAIGN, 1, p, 0);
      if (mad_event_allowed (c, p, side))
        mad_add (c, A_EVENT, 1, p, 0);
      if (m->ops > 0 && !m->dow && any_restorable)
        mad_add (c, A_RESTORE, 1, p, 0);
      if (m->ops > 0 && !m->dow)
        list_depots (c, p, side, supplied);
      /* 8.31-4, 15.12, 15.22: the NBV builds or repairs ships. */
      if (m->ops > 0 && !m->dow && !c->x->prewar && mad_shipyard_work (c, side, 2 * m->ops))
        mad_add (c, A_NBV, 1, p, 0);
      /* 7.34: at most two cards held from a hand, one a play. */
      if (c->x->holds[side] < c->d->holds_per_hand)
        mad_add (c, A_HOLD, 1, p, 0);
    }
  if (c->st->pending.kind == D_PREWAR)
    mad_add (c, A_KEEP, 0, 0, 0);
}

/* TRUE when the card play is over; FALSE when a decision follows. */
static gboolean
play_event (MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];
  int sign = side == MAD_US ? 1 : -1;

  switch (m->effect)
    {
    case EF_VP:
    case EF_NEW_ORLEANS:
      /* 4.17: the points printed on the card. */
      c->x->event_vp += sign * m->vp;
      mad_note (c, "4.17", _("The %s player scores %d VP for the event"), mad_side (c, side), m->vp);
      mad_move (c, card, c->d->vp_cards);
      if (m->effect == EF_NEW_ORLEANS && c->x->treaty_played)
        {
          mad_update_vp (c);
          mad_end_game (c, "4.23");
        }
      break;
    case EF_TREATY:
      {
        /* 4.22: the game ends; its player loses a VP for each card left in
         * his hand. */
        int left = mad_hand_count (c, side);

        c->x->event_vp -= sign * left;
        c->x->treaty_played = TRUE;
        mad_discard (c, card);
        mad_note (c, "4.22", _("The Treaty of Ghent ends the war: the %s player loses %d VP for the cards left in hand"),
                  mad_side (c, side), left);
        mad_update_vp (c);
        /* 4.23: only a held BATTLE OF NEW ORLEANS may still be played. */
        if (c->x->stage != STG_AFTER_TREATY)
          c->x->stage = STG_AFTER_TREATY;
        break;
      }
    default:
      return mad_play_event (c, card, side);
    }
  return TRUE;
}

void
mad_apply_play (MadCtx *c, const BhAction *a)
{
  int side = c->st->pending.side;
  int card = a->args[0];

  switch (a->kind)
    {
    case A_KEEP:
      /* 6.2 step 3 */
      mad_note (c, "6.2", _("The %s player keeps the card"), mad_side (c, side));
      mad_decide (c, side, D_NONE);
      mad_after_play (c);
      break;
    case A_HOLD:
      /* 7.34: face down; the play is over. */
      mad_move (c, card, c->d->held[side]);
      c->x->holds[side]++;
      mad_note (c, "7.34", _("The %s player holds a card back"), mad_side (c, side));
      mad_decide (c, side, D_NONE);
      mad_after_play (c);
      break;
    case A_EVENT:
      mad_note (c, "8.31", _("The %s player plays %s as an event"), mad_side (c, side), mad_name (c, card));
      c->x->card = -1;
      mad_move (c, card, c->d->discard);
      mad_decide (c, side, D_NONE);
      if (play_event (c, card, side) && c->st->result == BH_RESULT_ONGOING)
        mad_after_play (c);
      break;
    case A_CAMPAIGN:
      c->x->camp = 1;
      c->x->camp_leader[0] = c->x->camp_leader[1] = -1;
      c->x->camp_space = -1;
      memset (c->x->camp_attacked, 0, sizeof c->x->camp_attacked);
      G_GNUC_FALLTHROUGH;
    case A_OPS:
      /* 8.31-2/3: the card's OPV activates a leader or units. */
      c->x->card = card;
      c->x->ops = c->d->pieces[card].ops;
      c->x->prewar_play = c->x->prewar;
      mad_move (c, card, c->d->discard);
      mad_note (c, "8.31", ngettext ("The %s player plays %s for %d operations point", "The %s player plays %s for %d operations points", c->x->ops),
                mad_side (c, side), mad_name (c, card), c->x->ops);
      mad_begin_moves (c, side);
      mad_decide (c, side, D_ACTIVATE);
      break;
    case A_RESTORE:
      c->x->card = card;
      c->x->ops = c->d->pieces[card].ops;
      c->x->act_count = 0;
      mad_move (c, card, c->d->discard);
      mad_note (c, "8.31", _("The %s player plays %s to restore up to %d units"), mad_side (c, side), mad_name (c, card), c->x->ops);
      mad_decide (c, side, D_RESTORE);
      break;
    case A_FLIP:
      c->pc[card].face = 0;
      c->x->act_count++;
      mad_note (c, "8.31", _("%s is restored"), mad_name (c, card));
      mad_decide (c, side, D_RESTORE);
      break;
    case A_DONE:
      /* PROVINCIAL MARINE: no repair; on to its ship's move. */
      if (c->st->pending.kind == D_SHIPYARD && mad_moves_shipyard_done (c))
        break;
      c->x->ev_card = 0;
      mad_decide (c, side, D_NONE);
      mad_after_play (c);
      break;
    case A_DEPOT:
      {
        int depot = -1;

        for (guint p = 0; p < c->d->n_pieces && depot < 0; p++)
          if (c->d->pieces[p].kind == PK_DEPOT && c->d->pieces[p].side == side && c->pc[p].location == BH_OFFBOARD)
            depot = p;
        c->x->card = card;
        mad_move (c, card, c->d->discard);
        mad_move (c, depot, a->args[1]);
        mad_note (c, "13.52", _("The %s player plays %s for a supply depot in %s"), mad_side (c, side), mad_name (c, card),
                  mad_loc (c, a->args[1]));
        mad_decide (c, side, D_NONE);
        mad_after_play (c);
        break;
      }
    default:
      g_return_if_reached ();
    }
}
