/* bh-geronimo-forced.c — the attack a Shaman Card orders (9.2D Bad Blood,
 * 9.2F Blood Lust).
 *
 * Blood Lust played on another player's Village, or Bad Blood on any
 * Active Tribe, makes its controller attack at once, out of Round if it
 * is not his: with the War Party already out, or one he sends from the
 * Village for it (the usual 6.31-6.36 steps, `war-party` then its Chiefs
 * and target).  Under Bad Blood the target is a War Party or Village of a
 * Tribe not listed as its Friend (9.2D).  The attack is one of the
 * Village's two actions; an out-of-Round attack also uses up its player's
 * next Operation (he still plays or discards a card), and the card's
 * player then has his own Operation (9.2D, 9.2F).  A Finished Tribe, an
 * Inactive one, or one with nothing to attack: no attack. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

/* Is Village v the one (Blood Lust) or of the Tribe (Bad Blood) the card
 * orders to attack?  Every Village, when no attack is ordered. */
gboolean
ger_forced_allows (const GerCtx *c, int v)
{
  if (c->x->forced_village)
    return v == c->x->forced_village - 1;
  if (c->x->forced_tribe)
    return c->d->villages[v].tribe == c->x->forced_tribe - 1;
  return TRUE;
}

/* Bad Blood's attack: only War Parties and Villages, of any Tribe not a
 * Friend (9.2D). */
gboolean
ger_forced_bad_blood (const GerCtx *c, int v)
{
  return c->x->forced_tribe && c->d->villages[v].tribe == c->x->forced_tribe - 1;
}

static void
clear (GerCtx *c)
{
  c->x->forced_village = 0;
  c->x->forced_tribe = 0;
  c->x->forced_by = 0;
}

/* The card just played by `by` orders Village v (Blood Lust, `tribe` -1)
 * or Tribe `tribe` (Bad Blood) to attack.  Returns TRUE when its
 * controller now decides the attack; FALSE when no attack can be made
 * (said in the log), and the card's player goes on. */
gboolean
ger_forced_begin (GerCtx *c, int v, int tribe, int by, const char *rule)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  GArray *saved = c->out;
  int holder = tribe >= 0 ? ger_tribe_holder (c, tribe) : ger_village_controller (c, v);
  int t = tribe >= 0 ? tribe : c->d->villages[v].tribe;

  if (holder < 0 || (!ger_solo (c) && ger_seat_side (c, holder) != GER_INDIAN))
    {
      /* Translators: Geronimo: a Tribe named by Bad Blood */
      ger_note (c, rule, _("The %s are Inactive: no effect"), ger_tribe_name (c, t));
      return FALSE;
    }
  c->x->forced_village = tribe >= 0 ? 0 : v + 1;
  c->x->forced_tribe = tribe >= 0 ? tribe + 1 : 0;
  c->x->forced_by = holder != by ? by + 1 : 0;
  ger_decide (c, holder, D_FORCED, t);
  c->out = legal;
  ger_list_war_parties (c);
  c->out = saved;
  if (legal->len == 0)
    {
      clear (c);
      /* Translators: Geronimo: a Tribe ordered to attack by a Shaman Card */
      ger_note (c, rule, _("The %s are Finished or have nothing to attack: no attack"), ger_tribe_name (c, t));
      ger_decide (c, by, D_OPERATION, 0);
      return FALSE;
    }
  if (c->pc[c->d->tribes[t].card].seen != BH_ALL_SEATS)
    {
      /* Ordered to attack, the Tribe is shown to be its player's (3.5). */
      bh_state_reveal (c->st, c->d->tribes[t].card, BH_ALL_SEATS);
      c->st->reveals++;
    }
  {
    g_autofree char *who = ger_seat_name (c, holder);

    if (c->x->forced_by)
      /* Translators: Geronimo: a player and his Tribe, ordered to attack out of his Round */
      ger_note (c, rule, _("%s must attack at once with the %s, out of his Round; his next Operation is used up"),
                who, ger_tribe_name (c, t));
    else
      ger_note (c, rule, _("%s must attack at once with the %s"), who, ger_tribe_name (c, t));
  }
  return TRUE;
}

void
ger_list_forced (GerCtx *c)
{
  ger_list_war_parties (c);
}

/* The Round ends, or an out-of-Round attack does: the ordered attack is
 * over; after one out of Round its player owes his next Operation and the
 * card's player has his own.  TRUE when play went back to him. */
gboolean
ger_forced_end (GerCtx *c)
{
  int by = c->x->forced_by - 1, holder = -1;

  if (!c->x->forced_by)
    {
      clear (c);
      return FALSE;
    }
  if (c->x->forced_village)
    holder = ger_village_controller (c, c->x->forced_village - 1);
  else if (c->x->forced_tribe)
    holder = ger_tribe_holder (c, c->x->forced_tribe - 1);
  if (holder >= 0 && holder < GER_MAX_SEATS)
    c->x->forced_owed |= 1u << holder;
  clear (c);
  ger_decide (c, by, D_OPERATION, 0);
  return TRUE;
}

/* Has `seat`, in his own Round, already conducted its Operation with an
 * out-of-Round attack (9.2D, 9.2F)? */
gboolean
ger_forced_owes (const GerCtx *c, int seat)
{
  return seat >= 0 && seat < GER_MAX_SEATS && (c->x->forced_owed & (1u << seat)) && !c->x->forced_by &&
         c->x->order[c->x->cursor] == seat;
}

/* A player whose Tribe attacked out of his Round has had his next
 * Operation: once his card is played his Round ends (9.2D, 9.2F).  TRUE
 * when that happened. */
gboolean
ger_forced_skip_operation (GerCtx *c)
{
  int seat = c->st->pending.side;

  if (c->st->result != BH_RESULT_ONGOING || c->st->pending.kind != D_OPERATION || c->x->forced_by ||
      seat < 0 || seat >= GER_MAX_SEATS || !(c->x->forced_owed & (1u << seat)) || c->x->order[c->x->cursor] != seat)
    return FALSE;
  c->x->forced_owed &= ~(1u << seat);
  {
    g_autofree char *who = ger_seat_name (c, seat);

    if (c->x->ally_volunteered & (1u << seat))
      /* Translators: Geronimo: a player who volunteered War Parties to another's Alliance */
      ger_note (c, "6.76", _("%s conducted this Round's Operation with his part in the Alliance"), who);
    else
      /* Translators: Geronimo: a player whose Tribe attacked out of his Round */
      ger_note (c, "9.2D, 9.2F", _("%s conducted this Round's Operation with his out-of-Round attack"), who);
    c->x->ally_volunteered &= ~(1u << seat);
  }
  ger_round_done (c);
  return TRUE;
}
