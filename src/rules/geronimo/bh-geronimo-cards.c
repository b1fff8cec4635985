/* bh-geronimo-cards.c — the Card Distribution Phase (4.2): the US's new BPs
 * (4.23), the Initial Tribe choices (3.32), the Tribal and Shaman deals by
 * number of players (3.5B, 3.5D, 4.21), and the Shaman Card choice of each
 * Round (9.11, 9.12).  Cards in a hand are seen by its seat alone; a Tribe
 * chosen openly or activated is shown to every seat. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

static int
top_of (GerCtx *c, int location, int first, int count)
{
  int best = -1;

  for (int p = first; p < first + count; p++)
    if (c->pc[p].location == location && (best < 0 || c->pc[p].order > c->pc[best].order))
      best = p;
  return best;
}

/* New BPs (4.23): the sum of four d10 before the Civil War, six after;
 * none on the Campaign's first Turn (11.11D). */
void
ger_distribute_us (GerCtx *c)
{
  int dice = c->x->bp_dice_after_acw ? 6 : 4, total = 0, placed = 0;

  if (c->x->campaign && c->st->turn == 1)
    {
      ger_note (c, "4.23, 11.11D", _("No new BPs on the Campaign's first Turn"));
      return;
    }
  if (c->x->campaign && c->st->turn >= 7)
    dice = 6;
  for (int i = 0; i < dice; i++)
    total += ger_roll (c);
  for (int i = 0; i < total; i++)
    {
      int p = ger_take_offboard (c, c->d->usbp_first, c->d->usbp_count);

      if (p < 0)
        break;
      bh_state_move_piece (c->st, p, c->d->us_reserve);
      placed++;
    }
  /* Translators: Geronimo: new US Battle Points, the number of dice and
     their total */
  ger_note (c, "4.23", ngettext ("The US rolls %d dice for new BPs: %d BP joins the Reserve",
                                  "The US rolls %d dice for new BPs: %d BPs join the Reserve", placed), dice, placed);
}

static int
tribes_in_deck (const GerCtx *c)
{
  int n = 0;

  for (guint t = 0; t < c->d->n_tribes; t++)
    if (c->pc[c->d->tribes[t].card].location == c->d->tribal_deck)
      n++;
  return n;
}

/* May the picker take this Tribe now?  A Sioux or Apache pick is a pick of
 * one, so neither may be a second pick (3.32); two players pick any two
 * (11.2B). */
static gboolean
pickable (const GerCtx *c, int t)
{
  if (c->pc[c->d->tribes[t].card].location != c->d->tribal_deck)
    return FALSE;
  return c->x->picked == 0 || c->x->n_players == 2 || !c->d->tribes[t].pick_alone;
}

/* Skips pickers with nothing left they may take (3.32: a second pick may
 * be neither the Sioux nor the Apache; Treaties and Extinction can empty
 * the deck).  TRUE if a picker has a choice. */
gboolean
ger_skip_stuck_pickers (GerCtx *c)
{
  GerExtra *x = c->x;

  while (x->picker < x->n_pickers)
    {
      gboolean any = FALSE;

      for (guint t = 0; t < c->d->n_tribes && !any; t++)
        any = pickable (c, t);
      if (any)
        return TRUE;
      if (x->picked == 0)
        ger_note (c, "3.32", _("No Tribe is left to choose"));
      x->picker++;
      x->picked = 0;
      x->first_pick = -1;
    }
  return FALSE;
}

void
ger_list_pick (GerCtx *c)
{
  for (guint t = 0; t < c->d->n_tribes; t++)
    if (pickable (c, t))
      ger_push (c, A_PICK_TRIBE, 1, t, 0);
}

/* How many Tribes a picker chooses in all (3.32, 11.2B). */
static int
picks_due (const GerCtx *c, int first_pick)
{
  if (c->x->n_players == 2)
    return 2;
  return first_pick >= 0 && c->d->tribes[first_pick].pick_alone ? 1 : 2;
}

void
ger_apply_pick (GerCtx *c, int tribe)
{
  GerExtra *x = c->x;
  int seat = x->pickers[x->picker];
  int card = c->d->tribes[tribe].card;
  g_autofree char *who = ger_seat_name (c, seat);

  bh_state_move_piece (c->st, card, c->d->hand_tribal[seat]);
  bh_state_reveal (c->st, card, BH_ALL_SEATS);
  c->st->reveals++;
  if (x->picked == 0)
    x->first_pick = tribe;
  x->picked++;
  /* Translators: Geronimo: a player ("Player 2") and a Tribe ("Sioux") */
  ger_note (c, "3.32", _("%s chooses the %s as an Initial Tribe"), who, ger_tribe_name (c, tribe));
  if (x->picked >= picks_due (c, x->first_pick) || tribes_in_deck (c) == 0)
    {
      x->picker++;
      x->picked = 0;
      x->first_pick = -1;
    }
}

static int
hand_count (const GerCtx *c, int location)
{
  int n = 0;

  for (guint t = 0; t < c->d->n_tribes; t++)
    if (c->pc[c->d->tribes[t].card].location == location)
      n++;
  return n;
}

/* Deals each Indian up to the 3.5B total; with too few cards, as evenly as
 * possible, the most VPs getting fewer and, among equals, the first to
 * choose Initial Tribes (4.21). */
void
ger_deal_tribal (GerCtx *c)
{
  GerExtra *x = c->x;
  int n = x->n_pickers, target, total, base, rem;
  guint8 short_end[GER_MAX_SEATS];

  if (ger_solo (c))
    {
      ger_solo_compose_deck (c);
      return;
    }
  if (n == 0)
    return;
  target = c->d->tribal_deal[MIN (MAX (x->n_indians, 1), 4)];
  total = tribes_in_deck (c);
  for (int i = 0; i < n; i++)
    total += hand_count (c, c->d->hand_tribal[x->pickers[i]]);
  base = MIN (target, total / n);
  rem = total >= target * n ? 0 : total % n;
  memcpy (short_end, x->pickers, n);
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && ger_vp (c, short_end[j]) > ger_vp (c, short_end[j - 1]); j--)
      {
        guint8 t = short_end[j];

        short_end[j] = short_end[j - 1];
        short_end[j - 1] = t;
      }
  for (int i = 0; i < n; i++)
    {
      int seat = short_end[i];
      int due = base + (i >= n - rem ? 1 : 0);
      int have = hand_count (c, c->d->hand_tribal[seat]);
      g_autofree char *who = ger_seat_name (c, seat);

      for (int k = have; k < due; k++)
        {
          int card = -1;

          for (guint t = 0; t < c->d->n_tribes; t++)
            {
              int p = c->d->tribes[t].card;

              if (c->pc[p].location == c->d->tribal_deck && (card < 0 || c->pc[p].order > c->pc[card].order))
                card = p;
            }
          if (card < 0)
            break;
          bh_state_move_piece (c->st, card, c->d->hand_tribal[seat]);
          bh_state_reveal (c->st, card, 1u << seat);
        }
      /* Translators: Geronimo: a player ("Player 2") and how many Tribal Cards he holds */
      ger_note (c, due < target ? "3.5B, 4.21" : "3.5B", _("%s holds %d Tribal Cards"), who,
                hand_count (c, c->d->hand_tribal[seat]));
    }
}

/* Every player, the US included, is dealt the same number of Shaman Cards
 * (3.5D); solitaire draws 30 (11.33). */
void
ger_deal_shaman (GerCtx *c)
{
  int each = c->d->shaman_deal[MIN (MAX (c->x->n_players, 1), 5)];

  if (ger_solo (c))
    {
      /* 11.33, 11.35: the top thirty of the shuffled deck are the Turn's,
       * drawn face down one a Round (ger_card_segment): nobody looks
       * through them. */
      c->x->solo_pile = each;
      /* Translators: Geronimo: solitaire, the Turn's Shaman Cards */
      ger_note (c, "11.33", _("The top %d Shaman Cards of the shuffled deck are this Turn's, drawn one a Round"), each);
      return;
    }
  for (int s = 0; s < c->x->n_players; s++)
    {
      int dealt = 0;

      for (int k = 0; k < each; k++)
        {
          int card = top_of (c, c->d->shaman_deck, c->d->shaman_first, c->d->shaman_count);

          if (card < 0)
            break;
          bh_state_move_piece (c->st, card, c->d->hand_shaman[s]);
          bh_state_reveal (c->st, card, 1u << s);
          dealt++;
        }
      (void) dealt;
    }
  /* Translators: Geronimo: Shaman Cards dealt to each player */
  ger_note (c, c->x->n_players == 1 ? "11.33" : "3.5D", _("Each player is dealt %d Shaman Cards"), each);
}

gboolean
ger_cards_left (const GerCtx *c)
{
  if (ger_solo (c) && c->x->solo_pile > 0)
    for (int p = c->d->shaman_first; p < c->d->shaman_first + c->d->shaman_count; p++)
      if (c->pc[p].location == c->d->shaman_deck)
        return TRUE;                    /* 11.33: the thirty not all drawn */
  for (int s = 0; s < c->x->n_players; s++)
    for (int p = c->d->shaman_first; p < c->d->shaman_first + c->d->shaman_count; p++)
      if (c->pc[p].location == c->d->hand_shaman[s])
        return TRUE;
  return FALSE;
}

/* The active player's card: played or discarded (9.11), unless he
 * played the Federales out of turn since his last Round, which is his
 * card for this one: he goes on to his Operations (9.2I). */
void
ger_card_segment (GerCtx *c)
{
  int seat = c->x->order[c->x->cursor];
  g_autofree char *who = NULL;

  if (!(c->x->federales_owed & (1u << seat)))
    {
      if (ger_solo (c) && ger_solo_top_card (c) < 0 && c->x->solo_pile > 0)
        {
          /* 11.35: the Round's card is drawn from the deck's top, and only
           * now seen. */
          int top = top_of (c, c->d->shaman_deck, c->d->shaman_first, c->d->shaman_count);

          if (top >= 0)
            {
              bh_state_move_piece (c->st, top, c->d->hand_shaman[seat]);
              bh_state_reveal (c->st, top, 1u << seat);
              c->x->solo_pile--;
              /* Translators: Geronimo: solitaire, a card drawn each Round; %d the cards left of the Turn's */
              ger_note (c, "11.35", _("The Round's Shaman Card is drawn; %d of the Turn's are left"), c->x->solo_pile);
            }
        }
      ger_decide (c, seat, D_CARD, 0);
      return;
    }
  c->x->federales_owed &= ~(1u << seat);
  who = ger_seat_name (c, seat);
  /* Translators: Geronimo: a player who played the Federales out of turn */
  ger_note (c, "9.2I", _("%s played the Federales out of turn: it is his card for this Round, and he may operate"), who);
  ger_decide (c, seat, D_OPERATION, 0);
}

static gboolean
is_unrest (const GerCtx *c, int card)
{
  return bh_game_data_get_piece_type (c->data, card) ==
    bh_game_data_find_unit_type (c->data, "shaman-reservation-unrest");
}

/* 8.23, 9.2X: in the game's last Turn a Reservation Unrest card is the
 * first its holder plays or discards, both of them the first two: while
 * he holds one, nothing else is offered. */
gboolean
ger_unrest_first (const GerCtx *c, int seat)
{
  if (c->st->turn != c->x->last_turn)
    return FALSE;
  for (int p = c->d->shaman_first; p < c->d->shaman_first + c->d->shaman_count; p++)
    if (c->pc[p].location == c->d->hand_shaman[seat] && is_unrest (c, p))
      return TRUE;
  return FALSE;
}

void
ger_list_card (GerCtx *c)
{
  int seat = c->st->pending.side;

  if (ger_solo (c))
    {
      /* The top card, played: "You may not Discard" (11.36); one that
       * lacks its prerequisites is played as No Event (9.13; so
       * ger_card_playable holds for every solitaire card). */
      int p = ger_solo_top_card (c);

      if (p >= 0)
        ger_push (c, A_PLAY, 1, p, 0);
      return;
    }
  gboolean unrest_first = ger_unrest_first (c, seat);

  for (int p = c->d->shaman_first; p < c->d->shaman_first + c->d->shaman_count; p++)
    if (c->pc[p].location == c->d->hand_shaman[seat] && (!unrest_first || is_unrest (c, p)))
      {
        if (ger_card_playable (c, seat, p))
          ger_push (c, A_PLAY, 1, p, 0);
        ger_push (c, A_DISCARD, 1, p, 0);
      }
}

/* Play or discard (9.11, 9.12).  A played card's event takes effect
 * (bh-geronimo-shaman.c), which may ask for a choice first, and the player
 * goes on to his Operations; a discard ends his Round. */
void
ger_apply_card (GerCtx *c, const BhAction *a)
{
  int card = a->args[0];
  g_autofree char *who = ger_seat_name (c, c->st->pending.side);
  const char *title = bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, card))->name;

  bh_state_move_piece (c->st, card, c->d->shaman_discard);
  bh_state_reveal (c->st, card, BH_ALL_SEATS);
  c->st->reveals++;
  if (a->kind == A_DISCARD)
    {
      c->x->cards_played[c->st->pending.side]++;
      /* Translators: Geronimo: a player ("Player 2") and a Shaman Card's title */
      ger_note (c, "9.11", _("%s discards %s: his Round is over"), who, title);
      ger_round_done (c);
      return;
    }
  /* Translators: Geronimo: a player ("Player 2") and a Shaman Card's title */
  ger_note (c, "9.12", _("%s plays %s"), who, title);
  ger_decide (c, c->st->pending.side, D_OPERATION, 0);
  ger_play_event (c, card);
}

/* End of Turn (4.71): every card goes back to its deck, except Tribes On
 * Reservation or Extinct, which are not in a hand. */
void
ger_collect_cards (GerCtx *c)
{
  for (int p = c->d->shaman_first; p < c->d->shaman_first + c->d->shaman_count; p++)
    {
      int l = c->pc[p].location;

      if (l == c->d->shaman_discard)
        bh_state_move_piece (c->st, p, c->d->shaman_deck);
      for (int s = 0; s < GER_MAX_SEATS; s++)
        if (l == c->d->hand_shaman[s])
          bh_state_move_piece (c->st, p, c->d->shaman_deck);
    }
  for (guint t = 0; t < c->d->n_tribes; t++)
    for (int s = 0; s < GER_MAX_SEATS; s++)
      if (c->pc[c->d->tribes[t].card].location == c->d->hand_tribal[s])
        bh_state_move_piece (c->st, c->d->tribes[t].card, c->d->tribal_deck);
  ger_note (c, "4.71", _("The cards go back to their decks"));
}
