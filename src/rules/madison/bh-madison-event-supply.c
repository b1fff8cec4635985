/* bh-madison-event-supply.c — Mr. Madison's War: the reconstructed events
 * that change a force's supply (8.31-1, 13.0).  SUPPLY SHORTAGE (#63) puts
 * an enemy force outside its own territory out of supply until the end of
 * the enemy's next card play; SMUGGLING (#102) keeps a British force in
 * Lower Canada in supply until the end of the year; SUPPLY BY SLEIGH (#93)
 * keeps a space in supply for its winter turn, with 2 more to its winter
 * quartering value.  The player chooses the space (`choose SPACE`) when
 * there are several; the force is the land units there, and the effect
 * stays with the space, as supply is traced space by space (13.3).  What
 * each card does is its `effect` and `effect-*` props (`source`
 * reconstructed). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

/* The spaces the event may be played on: for SUPPLY SHORTAGE those of
 * enemy land units outside their own territory (2.18), for the others
 * those of the player's land units (in the card's spaces, when it names
 * some). */
static int
targets (const MadCtx *c, const MadPiece *m, int side, int *out)
{
  int n = 0, cf;

  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      if (!c->d->spaces[s].town)
        continue;
      if (m->effect == EF_SUPPLY_OUT)
        {
          if (mad_units_of (c, s, 1 - side, &cf) > 0 && c->d->spaces[s].owner != 1 - side)
            out[n++] = s;
        }
      else if (mad_units_of (c, s, side, &cf) > 0 &&
               (m->ev_space[0] < 0 || mad_in_list (m->ev_space, G_N_ELEMENTS (m->ev_space), s)))
        out[n++] = s;
    }
  return n;
}

gboolean
mad_supply_event_possible (const MadCtx *c, int card, int side)
{
  int out[MAD_MAX_LOCATIONS];

  return targets (c, &c->d->pieces[card], side, out) > 0;
}

/* Whether the entry `i` of SMUGGLING or SUPPLY BY SLEIGH works now: in the
 * year, or the turn, it was played. */
static gboolean
fed_now (const MadCtx *c, int i)
{
  const MadPiece *m;

  if (c->x->fed_at[i] == 0 || c->x->fed_card[i] == 0)
    return FALSE;
  m = &c->d->pieces[c->x->fed_card[i] - 1];
  return c->x->fed_until[i] == (m->ev_for_year ? mad_year (c) : c->st->turn);
}

static void
work_on (MadCtx *c, int card, int side, int space)
{
  const MadPiece *m = &c->d->pieces[card];

  if (m->effect == EF_SUPPLY_OUT)
    {
      c->x->short_at = (gint16) (space + 1);
      c->x->short_side = (gint8) (1 - side);
      mad_note (c, "13.4", _("The %s force at %s is out of supply until its side's next card play is over"),
                mad_side (c, 1 - side), mad_loc (c, space));
      return;
    }
  /* Two entries: a side may hold SMUGGLING for the year and SUPPLY BY
   * SLEIGH for its winter; the older one gives way. */
  {
    int i = fed_now (c, 0) && !fed_now (c, 1) ? 1 : 0;

    c->x->fed_at[i] = (gint16) (space + 1);
    c->x->fed_side[i] = (gint8) side;
    c->x->fed_card[i] = (gint16) (card + 1);
    c->x->fed_until[i] = (gint16) (m->ev_for_year ? mad_year (c) : c->st->turn);
  }
  if (m->ev_for_year)
    mad_note (c, "13.4", _("The %s force at %s counts as in supply until the end of the year"), mad_side (c, side),
              mad_loc (c, space));
  else
    mad_note (c, "13.4", _("%s counts as in supply for %s this turn, its winter quartering value %+d"), mad_loc (c, space),
              mad_side (c, side), m->ev_wq);
}

/* Plays the event; TRUE when the card play is over, FALSE when the player
 * chooses the space. */
gboolean
mad_supply_event_play (MadCtx *c, int card, int side)
{
  int out[MAD_MAX_LOCATIONS];
  int n = targets (c, &c->d->pieces[card], side, out);

  if (n == 1)
    {
      work_on (c, card, side, out[0]);
      return TRUE;
    }
  c->x->ev_card = (gint16) (card + 1);
  mad_decide (c, side, D_EVENT_SPACE);
  return FALSE;
}

void
mad_supply_event_list (MadCtx *c)
{
  int out[MAD_MAX_LOCATIONS];
  int n;

  /* HULL'S PROCLAMATION names its space too */
  if (mad_order_list_spaces (c))
    return;
  n = targets (c, &c->d->pieces[c->x->ev_card - 1], c->st->pending.side, out);
  for (int i = 0; i < n; i++)
    mad_add (c, A_CHOOSE, 1, out[i], 0);
}

void
mad_supply_event_apply (MadCtx *c, const BhAction *a)
{
  int side = c->st->pending.side;

  if (mad_order_apply_space (c, a))
    return;
  work_on (c, c->x->ev_card - 1, side, a->args[0]);
  c->x->ev_card = 0;
  mad_decide (c, side, D_NONE);
  mad_after_play (c);
}

/* The supply map of `side` (13.3) with the events in force. */
void
mad_supply_events_adjust (const MadCtx *c, int side, guint8 *supplied)
{
  if (c->x->short_at > 0 && c->x->short_side == side)
    supplied[c->x->short_at - 1] = 0;
  for (int i = 0; i < 2; i++)
    if (fed_now (c, i) && c->x->fed_side[i] == side)
      supplied[c->x->fed_at[i] - 1] = 1;
}

/* SUPPLY BY SLEIGH: what it adds to the space's winter quartering value
 * (2.17) this winter. */
int
mad_supply_event_wq (const MadCtx *c, int space)
{
  int v = 0;

  for (int i = 0; i < 2; i++)
    if (fed_now (c, i) && c->x->fed_at[i] - 1 == space)
      v += c->d->pieces[c->x->fed_card[i] - 1].ev_wq;
  return v;
}

/* A card play of `side` is over: SUPPLY SHORTAGE against him ends with it. */
void
mad_supply_events_card_played (MadCtx *c, int side)
{
  if (c->x->short_at > 0 && c->x->short_side == side)
    {
      mad_note (c, "13.4", _("The supply shortage at %s is over"), mad_loc (c, c->x->short_at - 1));
      c->x->short_at = 0;
    }
}

/* A new turn: a shortage whose side had no card play left ends with the
 * turn; the entries past their year or turn are cleared. */
void
mad_supply_events_new_turn (MadCtx *c)
{
  c->x->short_at = 0;
  for (int i = 0; i < 2; i++)
    if (!fed_now (c, i))
      c->x->fed_at[i] = c->x->fed_card[i] = 0;
}
