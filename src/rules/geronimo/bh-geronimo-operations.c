/* bh-geronimo-operations.c — the Operations Segment after a played card
 * (4.4B): an Indian takes one action with one of his Villages (6.1), here
 * Relocation (6.2, 6.23, 6.24), a War Party (6.3, bh-geronimo-warparties.c)
 * or nothing; a Village acts at most twice a
 * Turn and once a Round, and is Finished after its second action (6.21,
 * 6.8).  The US plays his Columns (bh-geronimo-columns.c); a Relocation
 * may draw a Column's Reaction (5.35, bh-geronimo-combat.c). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

int
ger_round_side (const GerCtx *c)
{
  if (c->x->n_players == 1)
    return c->x->solo_indian ? GER_INDIAN : GER_US;
  return ger_seat_side (c, c->st->pending.side);
}

static gboolean
foreign (const GerCtx *c, int l)
{
  return l == c->d->mexico || l == c->d->canada;
}

/* May Village v, in Mexico or Canada (`from`), come back into Area `to`
 * (6.24): the Area it left or an Area next to that one, along the same
 * border.  A Village with no Area recorded may take any along it. */
gboolean
ger_may_return (const GerCtx *c, int v, int from, int to)
{
  const GerData *d = c->d;
  int left = c->x->left_from[v];

  if (to < 0 || to >= (int) d->n_spaces || d->area_of_space[to] < 0 || d->adjacent[to][from] != 2)
    return FALSE;
  if (left <= 0 || left >= (int) d->n_spaces || d->adjacent[left][from] != 2)
    return TRUE;
  return to == left || d->adjacent[to][left] == 1;
}

/* Where Village v may relocate (6.2): an adjacent Area; Mexico or Canada
 * from an Area on its border (6.23); back from there only to the Area it
 * left or an Area next to that one along the same border (6.24). */
static gboolean
may_relocate (const GerCtx *c, int v, int to)
{
  const GerData *d = c->d;
  int from = ger_village_area (c, v);

  if (to == from || to < 0 || to >= (int) d->n_spaces)
    return FALSE;
  if (foreign (c, from))
    return ger_may_return (c, v, from, to);
  if (to == d->mexico && (c->x->events & GER_EV_FEDERALES))
    return FALSE;               /* 9.2I: closed for the rest of the Turn */
  if (foreign (c, to))
    return d->adjacent[from][to] == 2;
  return d->area_of_space[to] >= 0 && d->adjacent[from][to] == 1;
}

void
ger_list_operation (GerCtx *c)
{
  int seat = c->st->pending.side;

  if (ger_round_side (c) == GER_US)
    {
      ger_list_treaty_offers (c);
      ger_list_random_roll (c);
      ger_list_columns (c);     /* 5.33 (bh-geronimo-columns.c); ends with end-operations */
      return;
    }
  for (guint v = 0; v < c->d->n_villages; v++)
    if (ger_can_act (c, v, seat) && !ger_village_held (c, v))
      for (guint to = 0; to < c->d->n_spaces; to++)
        if (may_relocate (c, v, to))
          ger_push (c, A_RELOCATE, 2, c->d->villages[v].marker, to);
  ger_list_war_parties (c);
  ger_list_mission_wp (c);
  ger_list_treaty_offers (c);
  ger_list_random_roll (c);
  ger_push (c, A_STAND, 0, 0, 0);
}

void
ger_apply_operation (GerCtx *c, const BhAction *a)
{
  if (a->kind == A_RELOCATE)
    {
      int v = ger_village_of_marker (c, a->args[0]);
      int from = ger_village_area (c, v), to = a->args[1];
      const GerVillage *gv = &c->d->villages[v];

      for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
        if (c->pc[p].location == from && !(c->pc[p].flags & GER_FLAG_OUT))
          bh_state_move_piece (c->st, p, to);
      bh_state_move_piece (c->st, gv->marker, to);
      if (foreign (c, to))
        c->x->left_from[v] = from;
      /* Translators: Geronimo: a Village and two Areas */
      ger_note (c, foreign (c, to) || foreign (c, from) ? "6.23, 6.24" : "6.2", _("%s relocates from %s to %s"),
                ger_village_name (c, v), ger_loc_name (c, from), ger_loc_name (c, to));
      ger_spend_action (c, v);
      ger_stronghold_lost (c, v, _("it relocated"));
      c->x->home_from = from;
      c->x->home_to = to;
      if (c->pc[gv->marker].face == 1 && ger_wp_call_home (c, v, HOME_RELOCATION))
        return;                       /* a Finished Village calls its War Party home (6.35, 5.35) */
      if (ger_offer_reaction (c, v, from, to))   /* 5.35 */
        return;
    }
  else if (a->kind == A_STAND)
    {
      ger_note (c, "6.1", _("No Village acts this Round"));
      c->x->solo_stand = 1;
    }
  else
    ger_note (c, "5.33", _("The US ends his Operations"));
  ger_round_done (c);
}
