/* bh-geronimo-solitaire.c — the Solitaire Game's own rules (11.3): the
 * Tribal Deck of 18 (11.34), the side that goes first (11.35), one Tribe
 * drawn and activated each Indian Round (11.35, 11.37), the top Shaman
 * Card played, never discarded (11.35, 11.36), and the cards that change
 * (11.36); no Treaties and no attacks on Mines (11.39). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

gboolean
ger_solo (const GerCtx *c)
{
  return c->x->n_players == 1;
}

/* 11.34: the six named Tribes (if in the deck) and twelve more at random,
 * shuffled on top of the Tribal Deck; the rest lie under them, unused. */
void
ger_solo_compose_deck (GerCtx *c)
{
  const GerData *d = c->d;
  int chosen[GER_MAX_TRIBES], n = 0, want = c->x->solo_tribal_cards;

  bh_state_shuffle (c->st, d->tribal_deck);
  for (guint t = 0; t < d->n_tribes; t++)
    if ((c->x->solo_always & (1u << t)) && c->pc[d->tribes[t].card].location == d->tribal_deck)
      chosen[n++] = t;
  /* The rest of the deck is shuffled: its top cards are a random draw. */
  while (n < want)
    {
      int best = -1;

      for (guint t = 0; t < d->n_tribes; t++)
        {
          gboolean taken = FALSE;

          for (int k = 0; k < n; k++)
            taken |= chosen[k] == (int) t;
          if (!taken && c->pc[d->tribes[t].card].location == d->tribal_deck &&
              (best < 0 || c->pc[d->tribes[t].card].order > c->pc[d->tribes[best].card].order))
            best = t;
        }
      if (best < 0)
        break;
      chosen[n++] = best;
    }
  for (int k = n - 1; k > 0; k--)
    {
      int j = bh_state_random (c->st, k + 1), tmp = chosen[k];

      chosen[k] = chosen[j];
      chosen[j] = tmp;
    }
  for (int k = 0; k < n; k++)
    bh_state_move_piece (c->st, d->tribes[chosen[k]].card, d->tribal_deck);   /* onto the top */
  /* Translators: Geronimo: solitaire, the number of Tribes in the deck */
  ger_note (c, "11.34", _("The Tribal Deck: the Sioux, Apache, Kiowa, Comanche, Cheyenne and Arapaho and others, %d Tribes shuffled"), n);
}

/* 11.35: the US goes first on Turn 1, otherwise a DR decides: odd the US,
 * even the Indians. */
void
ger_solo_first_side (GerCtx *c)
{
  int dr;

  if (c->st->turn == 1)
    {
      c->x->solo_indian = 0;
      ger_note (c, "11.35", _("Turn 1: the US goes first"));
      return;
    }
  dr = ger_roll (c);
  c->x->solo_indian = dr % 2 == 0;
  /* Translators: Geronimo: solitaire, the DR for the first side */
  ger_note (c, "11.35", dr % 2 ? _("DR %d, odd: the US goes first") : _("DR %d, even: the Indians go first"), dr);
}

/* 11.35, 11.37: an Indian Round draws the next Tribal Card and activates
 * that Tribe for the Round. */
void
ger_solo_draw_tribe (GerCtx *c)
{
  const GerData *d = c->d;
  int best = -1;

  c->x->solo_tribe = 0;
  for (guint t = 0; t < d->n_tribes; t++)
    if (c->pc[d->tribes[t].card].location == d->tribal_deck &&
        (best < 0 || c->pc[d->tribes[t].card].order > c->pc[d->tribes[best].card].order))
      best = t;
  if (best < 0)
    {
      ger_note (c, "11.34", _("No Tribal Card is left to draw"));
      return;
    }
  bh_state_move_piece (c->st, d->tribes[best].card, d->hand_tribal[0]);
  bh_state_reveal (c->st, d->tribes[best].card, BH_ALL_SEATS);
  c->st->reveals++;
  c->x->solo_tribe = best + 1;
  /* Translators: Geronimo: solitaire, the Tribe drawn */
  ger_note (c, "11.35, 11.37", _("The %s are drawn and act this Round"), ger_tribe_name (c, best));
}

/* 11.35: the Round's Shaman Card is the top of the thirty; it may not be
 * discarded (11.36) unless it cannot be played at all. */
int
ger_solo_top_card (const GerCtx *c)
{
  int best = -1;

  for (int p = c->d->shaman_first; p < c->d->shaman_first + c->d->shaman_count; p++)
    if (c->pc[p].location == c->d->hand_shaman[0] && (best < 0 || c->pc[p].order > c->pc[best].order))
      best = p;
  return best;
}

/* 11.37: may Village v act in this solitaire Round (only the Tribe drawn)? */
gboolean
ger_solo_may_act (const GerCtx *c, int v)
{
  return !ger_solo (c) || (c->x->solo_indian && c->x->solo_tribe == c->d->villages[v].tribe + 1 &&
                           !(c->x->solo_acted & (G_GUINT64_CONSTANT (1) << v)));
}

/* 11.37: the drawn Tribe gets one War Party or one action per Village:
 * after one Village's Operation another of its Villages that has not
 * acted this Round may have its own, in the same Round.  TRUE when the
 * player now has that Operation; the Round goes on.  A player who chose
 * no action ends the Round. */
gboolean
ger_solo_next_village (GerCtx *c)
{
  if (!ger_solo (c) || !c->x->solo_indian || !c->x->solo_tribe || c->x->solo_stand || c->x->solo_acted == 0)
    return FALSE;
  for (guint v = 0; v < c->d->n_villages; v++)
    if (ger_can_act (c, v, 0) && c->d->area_of_space[ger_village_area (c, v)] >= 0)
      {
        ger_note (c, "11.37", _("%s may have its own Operation this Round"), ger_village_name (c, v));
        ger_decide (c, 0, D_OPERATION, 0);
        return TRUE;
      }
  return FALSE;
}
