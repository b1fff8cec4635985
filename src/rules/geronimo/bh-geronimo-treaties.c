/* bh-geronimo-treaties.c — going On Reservation (8.1) by Treaty (8.11,
 * 8.12) or by the Survival Phase's DR (8.14), and leaving it (8.2): after a
 * US-inflicted Massacre (8.21), by Agency Corruption (8.13, 8.22) or by
 * Reservation Unrest (8.23, 8.24).
 *
 * A Treaty is offered in the offerer's Operations Segment: the Indian for
 * a Village of a Tribe in his hand, the US for a Village of a Tribe shown
 * Active; the offerer names the VPs (the first five free, the rest from
 * the US player's own total, never more in all the Turn's Treaties than he
 * had when the Turn began, 8.11), the other party accepts or refuses, and the offerer goes on with
 * his Operations.  One offer a Round keeps the haggling finite.  The
 * solitaire game has no Treaties (11.39). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

/* Village v and its BPs, its War Party's too, go into the On Reservation
 * box; its Tribal Card goes with its last Village (8.15, 8.18). */
void
ger_go_on_reservation (GerCtx *c, int v)
{
  const GerVillage *gv = &c->d->villages[v];
  const GerTribe *t = &c->d->tribes[gv->tribe];
  int l = ger_village_area (c, v);
  gboolean all = TRUE;

  ger_wp_return (c, v);
  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
    if (c->pc[p].location == l)
      bh_state_move_piece (c->st, p, c->d->on_reservation);
  bh_state_move_piece (c->st, gv->marker, c->d->on_reservation);
  c->x->reservation_from[v] = l;
  for (int k = 0; k < t->n_villages; k++)
    if (ger_village_on_map (c, t->villages[k]))
      all = FALSE;
  if (all)
    bh_state_move_piece (c->st, t->card, c->d->on_reservation);
}

/* Village v returns to the Area it left (8.24) with its BPs; its Tribe's
 * card goes back into the Tribal Deck if it was On Reservation. */
void
ger_leave_reservation (GerCtx *c, int v, const char *rule)
{
  const GerVillage *gv = &c->d->villages[v];
  int to = c->x->reservation_from[v];

  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
    if (c->pc[p].location == c->d->on_reservation)
      bh_state_move_piece (c->st, p, to);
  bh_state_move_piece (c->st, gv->marker, to);
  c->pc[gv->marker].face = 0;
  if (c->pc[c->d->tribes[gv->tribe].card].location == c->d->on_reservation)
    bh_state_move_piece (c->st, c->d->tribes[gv->tribe].card, c->d->tribal_deck);
  /* Translators: Geronimo: a Village and the Area it returns to */
  ger_note (c, rule, _("%s leaves the Reservation for %s"), ger_village_name (c, v), ger_loc_name (c, to));
}

/* The cards in the On Reservation box (8.18): one a Village there, its
 * Tribe's own card with the last, a special On Reservation card with each
 * other; so a Tribe with three Villages there holds three cards of the
 * deck Reservation Unrest draws from (8.23, 9.2X). */
int
ger_reservation_cards (const GerCtx *c)
{
  int n = 0;

  for (guint v = 0; v < c->d->n_villages; v++)
    n += c->pc[c->d->villages[v].marker].location == c->d->on_reservation;
  return n;
}

/* The Tribe of card `pick` (0 to ger_reservation_cards - 1) of the box, the
 * Villages taken in order. */
int
ger_reservation_card_tribe (const GerCtx *c, int pick)
{
  for (guint v = 0; v < c->d->n_villages; v++)
    if (c->pc[c->d->villages[v].marker].location == c->d->on_reservation && pick-- == 0)
      return c->d->villages[v].tribe;
  g_return_val_if_reached (0);
}

/* 8.11: five VPs free, the rest from what is left of the VPs the US
 * player had when the Turn began: the limit is the Turn's, so that each
 * Treaty signed this Turn spends some of it. */
int
ger_treaty_max (const GerCtx *c)
{
  int m = 5 + MAX (c->x->us_vp_start - c->x->us_vp_given, 0);

  return c->x->treaty_cap ? MIN (m, 10) : m;
}

static gboolean
treaties_open (const GerCtx *c)
{
  return c->x->n_players >= 2 && !c->x->treaty_offered && c->x->us_seat >= 0;
}

/* Treaty offers open in the offerer's Operations Segment (8.11). */
void
ger_list_treaty_offers (GerCtx *c)
{
  int seat = c->st->pending.side;
  gboolean us = ger_seat_side (c, seat) == GER_US;

  if (!treaties_open (c))
    return;
  for (guint v = 0; v < c->d->n_villages; v++)
    {
      int holder = ger_village_controller (c, v);

      /* 8.11: the US may name any Tribe on the map, shown or not, so that
       * the list tells him nothing; a Tribe no Indian controls this Turn
       * is found to be so when named (ger_apply_treaty), as at the table. */
      if (!ger_village_on_map (c, v) || (!us && holder < 0))
        continue;
      if (us ? holder != seat : holder == seat)
        ger_push (c, A_OFFER_TREATY, 1, c->d->villages[v].marker, 0);
    }
}

void
ger_list_treaty (GerCtx *c)
{
  if (c->st->pending.kind == D_TREATY_VP)
    {
      for (int vp = 0; vp <= ger_treaty_max (c); vp++)
        ger_push (c, A_TREATY_VP, 1, vp, 0);
      return;
    }
  ger_push (c, A_ACCEPT_TREATY, 0, 0, 0);
  ger_push (c, A_REFUSE_TREATY, 0, 0, 0);
}

static void
sign (GerCtx *c, int v, int vp, int indian)
{
  GerExtra *x = c->x;
  int from_us = MAX (vp - 5, 0);

  /* Translators: Geronimo: a Village and the VPs its Treaty pays */
  ger_note (c, "8.11, 8.12", ngettext ("%s signs a Treaty for %d VP and goes On Reservation",
                                        "%s signs a Treaty for %d VPs and goes On Reservation", vp),
            ger_village_name (c, v), vp);
  ger_go_on_reservation (c, v);
  ger_add_vp (c, indian, vp, "8.11", _("a Treaty"));
  if (from_us > 0)
    ger_add_vp (c, x->us_seat, -from_us, "8.11", _("the Treaty's VPs over five"));
  x->us_vp_given += from_us;
  ger_add_vp (c, x->us_seat, 2, "8.17, 10.11", _("a Village On Reservation"));
  x->marks[v] |= GER_MARK_TREATY;
  x->treaty_vp[v] = vp;
  x->treaty_lost[v] = 0;
  x->treaty_seat[v] = indian;
}

static const char *
chief_name (const GerCtx *c, int i)
{
  return bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, c->d->chiefs[i].piece))->name;
}

static void
imprison (GerCtx *c, int i)
{
  bh_state_move_piece (c->st, c->d->chiefs[i].piece, c->d->in_prison);
  /* Translators: Geronimo: a Chief */
  ger_note (c, "7.81", _("%s goes to Prison"), chief_name (c, i));
}

/* 7.81: a Village forced On Reservation (8.14) takes its Chiefs available
 * this Turn to Prison: those who lead it (a Tribe's other Village keeps its
 * own). */
void
ger_imprison_forced (GerCtx *c, int v)
{
  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (ger_chief_leads (c, i, v) && ger_chief_available (c, i))
      imprison (c, i);
}

/* 7.81: after a Treaty the US may imprison one Chief of the Tribe
 * available this Turn, or none. */
static gboolean
offer_prison (GerCtx *c, int v, int offerer)
{
  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (c->d->chiefs[i].tribe == c->d->villages[v].tribe && ger_chief_available (c, i))
      {
        ger_decide (c, c->x->us_seat, D_PRISON, v);
        c->st->pending.args[1] = offerer;
        return TRUE;
      }
  return FALSE;
}

void
ger_list_prison (GerCtx *c)
{
  int v = c->st->pending.args[0];

  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (c->d->chiefs[i].tribe == c->d->villages[v].tribe && ger_chief_available (c, i))
      ger_push (c, A_PRISON, 1, c->d->chiefs[i].piece, 0);
  ger_push (c, A_NO_PRISON, 0, 0, 0);
}

void
ger_apply_prison (GerCtx *c, const BhAction *a)
{
  int offerer = c->st->pending.args[1];

  if (a->kind == A_PRISON)
    for (guint i = 0; i < c->d->n_chiefs; i++)
      if (c->d->chiefs[i].piece == a->args[0])
        imprison (c, i);
  if (a->kind == A_NO_PRISON)
    ger_note (c, "7.81", _("The US imprisons no Chief"));
  ger_decide (c, offerer, D_OPERATION, 0);
}

void
ger_apply_treaty (GerCtx *c, const BhAction *a)
{
  BhDecision *p = &c->st->pending;
  int seat = p->side;

  switch (a->kind)
    {
    case A_OFFER_TREATY:
      {
        int v = ger_village_of_marker (c, a->args[0]);

        c->x->treaty_offered = 1;
        if (ger_village_controller (c, v) < 0)
          {
            /* Translators: Geronimo: the US offered a Treaty to a Village whose Tribe nobody holds this Turn */
            ger_note (c, "8.11", _("No Indian player controls %s this Turn: no Treaty"), ger_village_name (c, v));
            ger_decide (c, seat, D_OPERATION, 0);
            break;
          }
        ger_decide (c, seat, D_TREATY_VP, v);
        break;
      }
    case A_TREATY_VP:
      {
        int v = p->args[0];
        int other = ger_seat_side (c, seat) == GER_US ? ger_village_controller (c, v) : c->x->us_seat;
        g_autofree char *who = ger_seat_name (c, seat);

        /* The offer found the Tribe held, and nothing moves its card
         * before the VPs are named; but a state sampled from the US's
         * view (the card unseen until now, 3.5) may hold it nowhere: as
         * at the offer, no Treaty (never an answer asked of no seat). */
        if (other < 0)
          {
            ger_note (c, "8.11", _("No Indian player controls %s this Turn: no Treaty"), ger_village_name (c, v));
            ger_decide (c, seat, D_OPERATION, 0);
            break;
          }

        /* Translators: Geronimo: a player offers a Treaty: a Village and VPs */
        ger_note (c, "8.11", ngettext ("%s offers a Treaty: %s On Reservation for %d VP",
                                       "%s offers a Treaty: %s On Reservation for %d VPs", a->args[0]),
                  who, ger_village_name (c, v), a->args[0]);
        /* The offer names the Tribe and its holder answers or makes it:
         * its card is known to all from now on (3.5). */
        bh_state_reveal (c->st, c->d->tribes[c->d->villages[v].tribe].card, BH_ALL_SEATS);
        ger_decide (c, other, D_TREATY_ANSWER, v);
        p->args[1] = a->args[0];
        p->args[2] = seat;
        break;
      }
    case A_ACCEPT_TREATY: case A_REFUSE_TREATY:
      {
        int v = p->args[0], vp = p->args[1], offerer = p->args[2];
        int indian = ger_seat_side (c, seat) == GER_US ? offerer : seat;

        if (a->kind == A_ACCEPT_TREATY)
          {
            sign (c, v, vp, indian);
            if (offer_prison (c, v, offerer))     /* 7.81 */
              break;
          }
        else
          ger_note (c, "8.11", _("The Treaty is refused"));
        ger_decide (c, offerer, D_OPERATION, 0);
        break;
      }
    default:
      break;
    }
}

/* A state sampled from the US's view while it names a Treaty's VPs: the
 * offer found the Tribe held by an Indian player (8.11), though its card
 * is still unshown (3.5), so a sample that holds the card nowhere is not
 * one the US may be in.  The card changes places with an unshown Tribal
 * card an Indian holds in the sample: both were hidden from the US, so
 * the sample stays one its view allows. */
void
ger_treaty_sample_holder (GerCtx *c, const BhState *view)
{
  const BhPieceState *seen = bh_state_const_pieces (view);
  const BhDecision *p = &c->st->pending;
  int card, v;

  if (p->kind != D_TREATY_VP || ger_seat_side (c, p->side) != GER_US)
    return;
  v = p->args[0];
  if (v < 0 || v >= (int) c->d->n_villages || ger_village_controller (c, v) >= 0)
    return;
  card = c->d->tribes[c->d->villages[v].tribe].card;
  for (guint t = 0; t < c->d->n_tribes; t++)
    {
      int other = c->d->tribes[t].card, holder = ger_tribe_holder (c, t);

      if (holder >= 0 && ger_seat_side (c, holder) == GER_INDIAN && (seen[other].flags & BH_PIECE_HIDDEN))
        {
          BhPieceState *pc = bh_state_pieces (c->st), kept = pc[card];

          pc[card].location = pc[other].location;
          pc[card].order = pc[other].order;
          pc[card].flags = pc[other].flags;
          pc[other].location = kept.location;
          pc[other].order = kept.order;
          pc[other].flags = kept.flags;
          bh_state_reindex (c->st);
          return;
        }
    }
}

/* Agency Corruption (8.13, 8.22, 9.2H): each Village that went On
 * Reservation by Treaty this Turn rolls (-2 under the Reform Movement,
 * which then ends); its signer loses the table's VPs, never more than the
 * Treaty paid; a Treaty wholly lost, or one for 0 VPs, sends it off the
 * Reservation, the US -1 VP (8.17).  Returns whether any was affected. */
gboolean
ger_agency_corruption (GerCtx *c)
{
  GerExtra *x = c->x;
  gboolean any = FALSE;
  int drm = x->events & GER_EV_REFORM ? -2 : 0;

  x->events &= ~GER_EV_REFORM;
  for (guint v = 0; v < c->d->n_villages; v++)
    {
      int left, dr, loss;

      if (!(x->marks[v] & GER_MARK_TREATY) || c->pc[c->d->villages[v].marker].location != c->d->on_reservation)
        continue;
      any = TRUE;
      left = x->treaty_vp[v] - x->treaty_lost[v];
      if (x->treaty_vp[v] > 0)
        {
          dr = ger_roll (c);
          loss = MIN (c->d->corruption_loss[CLAMP (dr + drm, 0, 9)], left);
          /* Translators: Geronimo: a Village, the Corruption DR and the VPs lost */
          ger_note (c, "8.13, 8.22", ngettext ("Agency Corruption for %s: DR %d%s, %d VP lost",
                                                  "Agency Corruption for %s: DR %d%s, %d VPs lost", loss),
                    ger_village_name (c, v), dr, drm ? " - 2" : "", loss);
          ger_add_vp (c, x->treaty_seat[v], -loss, "8.13", _("Agency Corruption"));
          x->treaty_lost[v] += loss;
          left -= loss;
        }
      if (left <= 0)
        {
          ger_leave_reservation (c, v, "8.22, 8.24");
          x->marks[v] &= ~GER_MARK_TREATY;
          ger_add_vp (c, x->us_seat, -1, "8.17", _("a Tribe off the Reservation"));
        }
    }
  return any;
}

/* 8.21: after a US-inflicted Massacre in an Area, each Village that went On
 * Reservation from it rolls: at or under its Tribe's Aggression plus its
 * Chiefs' available this Turn (not In Prison), it leaves; the US -1 VP
 * (8.17).  Called by the rules of US attacks on Villages (7.62). */
void
ger_massacre_unrest (GerCtx *c, int area_location)
{
  for (guint v = 0; v < c->d->n_villages; v++)
    {
      const GerVillage *gv = &c->d->villages[v];
      int total = gv->aggression, dr;

      if (c->pc[gv->marker].location != c->d->on_reservation || c->x->reservation_from[v] != area_location)
        continue;
      for (guint i = 0; i < c->d->n_chiefs; i++)
        if (c->d->chiefs[i].tribe == gv->tribe && ger_chief_available (c, i))
          total += c->d->chiefs[i].aggression;
      dr = ger_roll (c);
      if (dr > total)
        {
          /* Translators: Geronimo: a Village, the Unrest DR and its Aggression total */
          ger_note (c, "8.21", _("Unrest in %s: DR %d, over its Aggression %d: it stays On Reservation"),
                    ger_village_name (c, v), dr, total);
          continue;
        }
      ger_note (c, "8.21", _("Unrest in %s: DR %d, at or under its Aggression %d"), ger_village_name (c, v), dr, total);
      ger_leave_reservation (c, v, "8.21, 8.24");
      ger_add_vp (c, c->x->us_seat, -1, "8.17", _("a Tribe off the Reservation"));
    }
}
