/* bh-pontiac-card-play.c — the cards in a battle (7.0, 11.1 steps 3-4,
 * 11.4): hands, the reveal with the cards that cancel or send back the
 * other, the effects of the cards the text gives (24.0) by number, and the
 * choices they open; the reconstructed cards' data effects and the named
 * cards Paxton Boys and Indian Rage are bh-pontiac-cards.c's. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"

#define B (&c->x->battle)

static int
def_side (const PontiacCtx *c)
{
  return 1 - B->att_side;
}

int
pontiac_hand_count (const PontiacCtx *c, int side)
{
  int n = 0;

  FOR_PIECES_AT (c, c->d->box_hand[side], p)
    n++;
  return n;
}

gboolean
pontiac_cards_in_use (const PontiacCtx *c)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  int opt = bh_scenario_find_option (sc, "no-cards");

  return !(opt >= 0 && bh_state_option (c->st, opt));
}

static gboolean
card_is (const PontiacCtx *c, int card, int side, int number)
{
  return card >= 0 && c->d->pieces[card].side == side && c->d->pieces[card].number == number;
}

/* Discards every card of `colour` from a hand (Interferin', l'Ingérence). */
static void
discard_colour (PontiacCtx *c, int side, int colour)
{
  FOR_PIECES_AT (c, c->d->box_hand[side], p)
    if (c->d->pieces[p].colour_class == colour)
      {
        pontiac_move_piece (c, p, c->d->box_discard[side]);
        /* Translators: Pontiac's War: a card is discarded by another card's effect */
        pontiac_note (c, "11.4", _("%s is discarded from the hand"), pontiac_piece_name (c, p));
      }
}


/* The effect of a card whose terrain matches (11.4): the cards the text
 * gives, every Arms card with a die table and the effects the
 * reconstructed cards name in their data (bh-pontiac-cards.c). */
static void
card_effect (PontiacCtx *c, int side, int card)
{
  const PontiacPieceInfo *ci = &c->d->pieces[card];
  int n = ci->number;

  if (ci->arms_roll[1] >= 0)
    {
      int roll = pontiac_roll (c);
      /* French and Trader cards roll at -1 once the British hold Fort de
       * Chartres (11.12). */
      int mod = c->x->chartres && ci->colour_class ? MAX (1, roll - 1) : roll;

      /* Translators: Pontiac's War: an Arms card's roll; the roll, the modified roll */
      pontiac_note (c, "11.5", _("Arms roll %d (%d)"), roll, mod);
      pontiac_add_arms (c, MAX (0, ci->arms_roll[mod]), "11.5");
      return;
    }
  if (side == SIDE_NATIONS && n == 17)
    {
      B->no_reroll |= 1 << SIDE_BRITISH;
      /* Translators: Pontiac's War: card 17 */
      pontiac_note (c, "Supply Shortage", _("no officer may reroll in this battle"));
    }
  else if (side == SIDE_NATIONS && n == 5)
    {
      c->x->armorer = 1;
      pontiac_move_piece (c, card, c->d->box_cards_removed);
      /* Translators: Pontiac's War: card 5 */
      pontiac_note (c, "Armorer's Leave", _("the Arms chit is flipped for the rest of the game"));
    }
  else if (side == SIDE_BRITISH && n == 93)
    {
      B->british_hit_on = 6;
      /* Translators: Pontiac's War: card 93 */
      pontiac_note (c, "Pre-dicament", _("the British hit only on a 6 in this battle"));
    }
  else if (side == SIDE_BRITISH && n == 92)
    {
      B->half_fp = 1;
      /* Translators: Pontiac's War: card 92 */
      pontiac_note (c, "Flash Inna Pan", _("the British fight with half their FP, rounded up"));
    }
  else if (side == SIDE_BRITISH && n == 53)
    {
      B->repelled = 1;
      /* Translators: Pontiac's War: card 53 */
      pontiac_note (c, "Attack Repelled", _("after the first round the Nations lose 1 FP more and retreat"));
    }
  else if (side == SIDE_BRITISH && n == 52 && B->att_side == SIDE_NATIONS && B->from >= 0)
    {
      /* Translators: Pontiac's War: card 52 */
      pontiac_note (c, "Stout Defense", _("the attack is cancelled: the attackers go back"));
      B->stage = BS_AMBUSHED;
      B->cancelled = 1;
      /* "May choose to play second card" (24.0). */
      if (pontiac_hand_count (c, SIDE_BRITISH) > 0)
        pontiac_start_card_choice (c, 52, SIDE_BRITISH, 1);
    }
  else if (n == 52)
    /* Translators: Pontiac's War: card 52 outside a Nations attack from a space */
    pontiac_note (c, "Stout Defense", _("no attack from a space to cancel: no effect"));
  else if (ci->n_effects > 0)
    pontiac_card_data_effects (c, side, card);
  else if (side == SIDE_NATIONS && (n == 1 || n == 3))
    pontiac_named_card (c, n);
  /* Otherwise a card that cancels the other (Interferin', l'Ingérence, les
   * Habitants): done when the cards were revealed. */
}

void
pontiac_start_card_choice (PontiacCtx *c, int number, int side, int left)
{
  B->choice = number;
  B->choice_side = side;
  B->choice_left = left;
  B->choice_nations = 0;
}

/* The effect of a card whose terrain matches (11.4) and which is not
 * cancelled; a choice it needs becomes a pending decision. */
static void
card_text (PontiacCtx *c, int side, int card)
{
  const PontiacPieceInfo *ci = &c->d->pieces[card];
  int n = ci->number;

  if (side == SIDE_BRITISH && n == 60)
    {
      /* Temporary Truce: the British may discard one OH NO! card. */
      pontiac_start_card_choice (c, 60, SIDE_BRITISH, 1);
      return;
    }
  if (side == SIDE_BRITISH && n == 61)
    {
      guint16 nations = 0;

      FOR_PIECES_AT (c, B->space, p)
        if (pontiac_side_of (c, p) == SIDE_NATIONS && (c->pc[p].flags & F_BATTLE) && c->d->pieces[p].klass == PC_BAND)
          nations |= 1 << c->d->pieces[p].nation;
      /* Internal Conflict: against a mixed force, 1 FP of two nations go home. */
      if (nations & (nations - 1))
        pontiac_start_card_choice (c, 61, SIDE_BRITISH, 2);
      else
        /* Translators: Pontiac's War: card 61 against a single nation */
        pontiac_note (c, "Internal Conflict", _("the Nations force is not mixed: no effect"));
      return;
    }
  if (side == SIDE_BRITISH && n == 84)
    {
      /* Haira Da Bear: having seen the other card, another may be played. */
      pontiac_start_card_choice (c, 84, SIDE_BRITISH, 1);
      return;
    }
  if (side == SIDE_NATIONS && n == 4)
    {
      int roll = pontiac_roll (c);
      int k = roll <= 2 ? 0 : roll <= 4 ? 1 : 2;

      /* Translators: Pontiac's War: card 4's roll; the roll, the supply to take */
      pontiac_note (c, "Intercept Supply", _("roll %d: %d supply may be taken"), roll, k);
      if (k > 0)
        pontiac_start_card_choice (c, 4, SIDE_NATIONS, k);
      return;
    }
  card_effect (c, side, card);
}

/* Step 4 (11.1): cards revealed, the phasing player's effect first, unless
 * one cancels the other.  TRUE when a card's choice is pending. */
gboolean
pontiac_reveal_cards (PontiacCtx *c)
{
  int terrain = c->d->spaces[B->space].terrain;
  int nc = B->card[SIDE_NATIONS], bc = B->card[SIDE_BRITISH];

  if (!B->revealed)
    {
      B->revealed = 1;
      for (int side = 0; side < 2; side++)
        if (B->card[side] >= 0)
          {
            pontiac_move_piece (c, B->card[side], c->d->box_discard[side]);
            c->st->reveals++;
            if (B->mulligan[side])
              {
                /* A mulligan is played face down (7.0): the other side
                 * never learns which card it was. */
                c->pc[B->card[side]].flags |= F_FACE_DOWN;
                /* Translators: Pontiac's War: a side's card is a mulligan, not shown */
                pontiac_note (c, "7.0", _("%s declare their card a mulligan and discard it face down"),
                              pontiac_side_name (c, side));
                continue;
              }
            /* Translators: Pontiac's War: a card is revealed; the side, the card */
            pontiac_note (c, "11.4", _("%s reveal %s"), pontiac_side_name (c, side), pontiac_piece_name (c, B->card[side]));
          }
      /* Cards that cancel the other (Interferin', l'Ingérence), if their
       * terrain matches. */
      if (!B->mulligan[SIDE_BRITISH] && card_is (c, bc, SIDE_BRITISH, 85) && terrain == ICON_VILLAGE
          && nc >= 0 && c->d->pieces[nc].colour_class == 1)
        {
          B->cancel_bits |= 1 << SIDE_NATIONS;
          /* Translators: Pontiac's War: card 85 */
          pontiac_note (c, "Interferin'", _("the French card is cancelled"));
          discard_colour (c, SIDE_NATIONS, 1);
        }
      if (!B->mulligan[SIDE_NATIONS] && card_is (c, nc, SIDE_NATIONS, 37) && terrain == ICON_SETTLEMENT
          && bc >= 0 && c->d->pieces[bc].colour_class == 2)
        {
          B->cancel_bits |= 1 << SIDE_BRITISH;
          /* Translators: Pontiac's War: card 37 */
          pontiac_note (c, "l'Ingérence", _("the Trader card is cancelled"));
          discard_colour (c, SIDE_BRITISH, 2);
        }
      /* Reconstructed cards that cancel the other (Gladwin Forewarned);
       * the mulligan's die goes with it (7.0). */
      for (int side = 0; side < 2; side++)
        {
          int mine = B->card[side], theirs = B->card[1 - side];

          if (mine >= 0 && theirs >= 0 && !B->mulligan[side] && !(B->cancel_bits & (1 << side))
              && pontiac_card_cancels (c, mine)
              && (c->d->pieces[mine].icon == ICON_ANYWHERE || c->d->pieces[mine].icon == terrain))
            {
              B->cancel_bits |= 1 << (1 - side);
              /* Translators: Pontiac's War: a reconstructed card cancels the other; the card */
              pontiac_note (c, "reconstructed card, 11.4", _("%s cancels the other card"), pontiac_piece_name (c, mine));
            }
        }
      /* les Habitants (card 36): the British card goes back to the hand and
       * the British must play another, if they have one (24.0; the
       * playthrough's British with a single card keep it). */
      if (card_is (c, nc, SIDE_NATIONS, 36) && !B->mulligan[SIDE_NATIONS] && !(B->cancel_bits & (1 << SIDE_NATIONS))
          && bc >= 0 && !B->mulligan[SIDE_BRITISH] && !(B->cancel_bits & (1 << SIDE_BRITISH)))
        {
          if (pontiac_hand_count (c, SIDE_BRITISH) > 0)
            {
              pontiac_move_piece (c, bc, c->d->box_hand[SIDE_BRITISH]);
              /* Both sides saw it revealed (11.4): the Nations know it is back in the hand. */
              bh_state_reveal (c->st, bc, BH_ALL_SEATS);
              /* Translators: Pontiac's War: card 36 sends the British card back; the card */
              pontiac_note (c, "les Habitants", _("%s goes back to the British hand: the British play another card"),
                            pontiac_piece_name (c, bc));
              pontiac_start_card_choice (c, PCC_HABITANTS, SIDE_BRITISH, 1);
              return TRUE;
            }
          /* Translators: Pontiac's War: card 36 when the British hold no other card */
          pontiac_note (c, "les Habitants", _("the British have no other card: theirs stands"));
        }
    }
  while (B->reveal_i < 2)
    {
      /* The phasing player's card first (11.1 step 4). */
      int side = B->reveal_i == 0 ? B->att_side : def_side (c);
      int card = B->card[side];
      int icon;

      B->reveal_i++;
      if (card < 0 || (B->cancel_bits & (1 << side)))
        continue;
      icon = c->d->pieces[card].icon;
      if (B->mulligan[side])
        {
          if (c->sc->mulligans && pontiac_behind (c, side))
            {
              B->extra_dice[side]++;
              /* Translators: Pontiac's War */
              pontiac_note (c, "7.0", _("behind in VP: one more die"));
            }
          continue;
        }
      if (icon != ICON_ANYWHERE && icon != terrain)
        {
          /* Translators: Pontiac's War: a card whose terrain does not match */
          pontiac_note (c, "11.4", _("%s has no effect here (terrain)"), pontiac_piece_name (c, card));
          continue;
        }
      card_text (c, side, card);
      if (B->stage == BS_AMBUSHED || B->choice)
        return B->choice != 0;
    }
  return FALSE;
}

/* The pieces a card's choice may take (11.4). */
void
pontiac_list_battle_choice (PontiacCtx *c)
{
  if (pontiac_list_card_choice (c))
    return;
  pontiac_add_action (c, A_DONE, 0, 0, 0);
  switch (B->choice)
    {
    case 60:
      FOR_PIECES_AT (c, c->d->box_hand[SIDE_BRITISH], p)
        if (c->d->pieces[p].oh_no > 0)
          pontiac_add_action (c, A_PICK, 1, p, 0);
      break;
    case 52:
    case 84:
      FOR_PIECES_AT (c, c->d->box_hand[SIDE_BRITISH], p)
        pontiac_add_action (c, A_PICK, 1, p, 0);
      break;
    case 61:
      FOR_PIECES_AT (c, B->space, p)
        if (pontiac_side_of (c, p) == SIDE_NATIONS && (c->pc[p].flags & F_BATTLE) && c->d->pieces[p].klass == PC_BAND
            && !(B->choice_nations & (1 << c->d->pieces[p].nation)))
          pontiac_add_action (c, A_PICK, 1, p, 0);
      break;
    case 4:
      for (guint s = 0; s < c->d->n_spaces; s++)
        if ((int) s != c->d->philadelphia)
          FOR_PIECES_AT (c, s, p)
            if (c->d->pieces[p].klass == PC_SUPPLY)
              pontiac_add_action (c, A_PICK, 1, p, 0);
      break;
    default:
      break;
    }
}

/* 1 FP of a band goes to the nearest village of its nation (Internal
 * Conflict): a 1-FP band goes; a 2-FP band makes change. */
static void
send_home (PontiacCtx *c, int p)
{
  int nation = c->d->pieces[p].nation;
  int go = p;

  if (c->d->pieces[p].printed_fp >= 2 && c->d->pieces[p].other_size >= 0)
    {
      int small = pontiac_free_piece (c, c->d->pieces[p].other_size, c->d->box_nation[nation]);
      int other;

      if (small < 0)
        return;
      pontiac_move_piece (c, small, B->space);
      c->pc[small].face = c->pc[p].face;
      c->pc[small].flags = c->pc[p].flags;
      other = pontiac_free_piece (c, c->d->pieces[p].other_size, c->d->box_nation[nation]);
      pontiac_move_piece (c, p, c->d->box_nation[nation]);
      c->pc[p].flags = 0;
      c->pc[p].face = 0;
      go = other;
      if (go < 0)
        return;
    }
  pontiac_send_band_home (c, go, B->space, -1, PONTIAC_HOME_INTERNAL_CONFLICT);
}

void
pontiac_apply_battle_choice (PontiacCtx *c, const BhAction *a)
{
  int p = a->args[0];

  if (a->kind == A_DONE)
    {
      B->choice = 0;
      return;
    }
  if (pontiac_apply_card_choice (c, a))
    return;
  switch (B->choice)
    {
    case 60:
      pontiac_move_piece (c, p, c->d->box_discard[SIDE_BRITISH]);
      /* Translators: Pontiac's War: card 60 */
      pontiac_note (c, "Temporary Truce", _("%s is discarded"), pontiac_piece_name (c, p));
      break;
    case 84:
    case 52:
      pontiac_move_piece (c, p, c->d->box_discard[SIDE_BRITISH]);
      /* Translators: Pontiac's War: card 84 (or 52) lets another card be played */
      pontiac_note (c, B->choice == 84 ? "Haira Da Bear" : "Stout Defense", _("the British play %s as well"),
                    pontiac_piece_name (c, p));
      B->choice = 0;
      if (c->d->pieces[p].icon == ICON_ANYWHERE || c->d->pieces[p].icon == c->d->spaces[B->space].terrain)
        card_text (c, SIDE_BRITISH, p);
      return;
    case 61:
      B->choice_nations |= 1 << c->d->pieces[p].nation;
      send_home (c, p);
      break;
    case 4:
      pontiac_move_piece (c, p, c->d->box_pool);
      /* Translators: Pontiac's War: card 4 takes a supply */
      pontiac_note (c, "Intercept Supply", _("supply taken from %s"), pontiac_loc_name (c, a->args[0]));
      pontiac_add_arms (c, 1, "Intercept Supply");
      break;
    default:
      break;
    }
  if (--B->choice_left <= 0)
    B->choice = 0;
}

