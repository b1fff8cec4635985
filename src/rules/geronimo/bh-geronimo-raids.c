/* bh-geronimo-raids.c — Raids (6.4) and the Missions' end (7.7, 7.71).
 *
 * A Raid is the Operation a Raid card (9.2T) or Any Tribe May Raid (9.2B)
 * opens: one unfinished Village raids a Resource or Mission in or next to
 * its Area, or Mexico.  A natural DR at or under the Raid rating wins a VP
 * (two from Mexico) or destroys the Mission, a Massacre (6.45, 7.6).  A
 * Mission stops its Area's Villages from relocating and sending War
 * Parties (7.7); a Mission War Party may destroy it instead (7.71). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

static gboolean
is_type (int p, int first, int count)
{
  return p >= first && p < first + count;
}

/* The Raid rating Village v raids with, 0 if it may not (6.41, 6.42). */
static int
raid_rating (const GerCtx *c, int v, gboolean any_tribe)
{
  int r = c->d->tribes[c->d->villages[v].tribe].raid;

  if (r > 0)
    return r;
  return any_tribe ? 2 : 0;
}

static gboolean
raid_target (const GerCtx *c, int p)
{
  const GerData *d = c->d;

  if (is_type (p, d->settlement_first, d->settlement_count) || is_type (p, d->town_first, d->town_count) ||
      is_type (p, d->rr_first, d->rr_count) || is_type (p, d->mission_first, d->mission_count))
    return TRUE;
  for (int m = 0; m < d->n_mines; m++)
    if (d->mines[m] == p)
      return TRUE;
  return FALSE;
}

static gboolean
may_raid_from (const GerCtx *c, int v, int seat, gboolean any_tribe)
{
  return ger_can_act (c, v, seat) && raid_rating (c, v, any_tribe) > 0 &&
         c->d->area_of_space[ger_village_area (c, v)] >= 0;
}

/* Lists (or, with no output, counts) the Raids open to `seat`. */
static int
list_raids (GerCtx *c, int seat, gboolean any_tribe)
{
  int n = 0;

  for (guint v = 0; v < c->d->n_villages; v++)
    {
      int at;
      gboolean seen_kind[64][5] = { { FALSE } };

      if (!may_raid_from (c, v, seat, any_tribe))
        continue;
      at = ger_village_area (c, v);
      for (guint p = 0; p < c->d->n_pieces; p++)
        {
          int l = c->pc[p].location, kind;

          if (l >= (int) c->d->n_spaces || c->d->area_of_space[l] < 0 || (l != at && c->d->adjacent[at][l] != 1) ||
              !raid_target (c, p))
            continue;
          if (l != at && (c->x->marks[v] & GER_MARK_NO_HORSES))
            continue;               /* 12.13 Horse Killers: only in its own Area */
          if (ger_solo (c) && !is_type (p, c->d->mission_first, c->d->mission_count))
            continue;               /* solitaire: Missions only (11.36) */
          /* One of each kind in each Area: they are alike to a Raid. */
          kind = is_type (p, c->d->settlement_first, c->d->settlement_count) ? 0
               : is_type (p, c->d->town_first, c->d->town_count) ? 1
               : is_type (p, c->d->rr_first, c->d->rr_count) ? 2
               : is_type (p, c->d->mission_first, c->d->mission_count) ? 3 : 4;
          if (kind != 4 && seen_kind[l][kind])
            continue;
          seen_kind[l][kind] = TRUE;
          n++;
          ger_push (c, A_RAID, 2, c->d->villages[v].marker, p);
        }
      /* 9.2I: after the Federales no Raid goes into Mexico this Turn. */
      if (c->d->tribes[c->d->villages[v].tribe].mexico_raids && c->d->adjacent[at][c->d->mexico] == 2 && !ger_solo (c) &&
          !(c->x->events & GER_EV_FEDERALES) && !(c->x->marks[v] & GER_MARK_NO_HORSES))
        {
          n++;
          ger_push (c, A_RAID_MEXICO, 1, c->d->villages[v].marker, 0);
        }
    }
  return n;
}

gboolean
ger_raid_possible (const GerCtx *c, int seat, gboolean any_tribe)
{
  GerCtx copy = *c;

  copy.out = NULL;
  return list_raids (&copy, seat, any_tribe) > 0;
}

void
ger_list_raid (GerCtx *c)
{
  list_raids (c, c->st->pending.side, c->st->pending.args[0]);
}

/* 7.71: a Village in a Mission's Area may raise a Mission War Party, but
 * not under a Peace Chief (7.72). */
void
ger_list_mission_wp (GerCtx *c)
{
  int seat = c->st->pending.side;

  for (guint v = 0; v < c->d->n_villages; v++)
    if (ger_can_act (c, v, seat) && !(c->x->marks[v] & GER_MARK_PEACE_CHIEF) &&
        ger_count_type_at (c, c->d->mission_first, c->d->mission_count, ger_village_area (c, v)) > 0)
      ger_push (c, A_MISSION_WP, 1, c->d->villages[v].marker, 0);
}

/* 7.71: DR at or under the Tribe's Aggression plus its Chiefs' available
 * this Turn destroys the Mission (a Massacre, 7.6); over it, the Village
 * is Finished. */
static void
mission_war_party (GerCtx *c, int v)
{
  const GerVillage *gv = &c->d->villages[v];
  int l = ger_village_area (c, v), total = ger_village_aggression (c, v, FALSE), dr;   /* 9.2F, 9.2Z */

  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (c->d->chiefs[i].tribe == gv->tribe && ger_chief_available (c, i))
      total += c->d->chiefs[i].aggression;
  dr = ger_roll (c);
  if (dr <= total)
    {
      for (int p = c->d->mission_first; p < c->d->mission_first + c->d->mission_count; p++)
        if (c->pc[p].location == l)
          {
            bh_state_move_piece (c->st, p, BH_OFFBOARD);
            break;
          }
      ger_indian_massacre (c, l);
      /* Translators: Geronimo: a Village, the DR and the Aggression total */
      ger_note (c, "7.71, 7.6", _("%s raises a Mission War Party: DR %d, at or under its Aggression %d: the Mission is destroyed, a Massacre"),
                ger_village_name (c, v), dr, total);
      ger_spend_action (c, v);
    }
  else
    {
      ger_note (c, "7.71", _("%s raises a Mission War Party: DR %d, over its Aggression %d: it fails and the Village is Finished"),
                ger_village_name (c, v), dr, total);
      c->pc[gv->marker].face = 1;
      if (ger_solo (c))
        c->x->solo_acted |= G_GUINT64_CONSTANT (1) << v;    /* 11.37: its Operation this Round */
    }
  ger_round_done (c);
}

/* The Federales card (9.2I), or -1 (none in the counter mix). */
static int
federales_card (const GerCtx *c)
{
  int ut = bh_game_data_find_unit_type (c->data, "shaman-federales");

  for (int p = c->d->shaman_first; p < c->d->shaman_first + c->d->shaman_count; p++)
    if (bh_game_data_get_piece_type (c->data, p) == ut)
      return p;
  return -1;
}

/* 9.2I: a Raid into Mexico may be answered out of turn by any other
 * seat.  Every other seat is asked in turn, clockwise from the raider,
 * whether or not it holds the card, so that the question tells nobody
 * where the card is; only a card seen played (discarded or removed) is
 * known to be out, and then nobody is asked.  `k` is the next seat's
 * distance from the raider. */
static gboolean
offer_federales (GerCtx *c, int raider, int vp, int k)
{
  int card = federales_card (c);
  int l = card >= 0 ? c->pc[card].location : -1;

  if (card < 0 || ger_solo (c) || l == c->d->shaman_discard || l == c->d->shaman_removed || k >= c->x->n_players)
    return FALSE;
  ger_decide (c, (raider + k) % c->x->n_players, D_FEDERALES, raider);
  c->st->pending.args[1] = vp;
  c->st->pending.args[2] = k;
  return TRUE;
}

/* After a Raid by `raider`: `vp` 0 if it was not into Mexico, else the
 * VPs it won + 1.  TRUE when a seat is asked about the Federales. */
gboolean
ger_raid_answer (GerCtx *c, int raider, int vp)
{
  return vp > 0 && offer_federales (c, raider, vp - 1, 1);
}

void
ger_list_federales (GerCtx *c)
{
  int card = federales_card (c);

  if (card >= 0 && c->pc[card].location == c->d->hand_shaman[c->st->pending.side])
    ger_push (c, A_FEDERALES, 1, card, 0);
  ger_push (c, A_NO_FEDERALES, 0, 0, 0);
}

/* 9.2I: the Federales cancel the Raid's VPs and close Mexico to Raids and
 * Relocation for the rest of the Turn; the card is the one its player
 * plays in his next Round (bh-geronimo-cards.c), where he may still
 * operate.  Declined, the next seat is asked; after the last the
 * raider's Round ends. */
void
ger_apply_federales (GerCtx *c, const BhAction *a)
{
  int seat = c->st->pending.side, raider = c->st->pending.args[0], vp = c->st->pending.args[1];
  int k = c->st->pending.args[2];

  if (a->kind == A_NO_FEDERALES)
    {
      if (!offer_federales (c, raider, vp, k + 1))
        ger_round_done (c);
      return;
    }
  {
    g_autofree char *who = ger_seat_name (c, seat);

    bh_state_move_piece (c->st, a->args[0], c->d->shaman_discard);
    bh_state_reveal (c->st, a->args[0], BH_ALL_SEATS);
    c->st->reveals++;
    c->x->cards_played[seat]++;
    c->x->federales_owed |= 1u << seat;
    c->x->events |= GER_EV_FEDERALES;
    /* Translators: Geronimo: a player answers a Raid into Mexico out of turn */
    ger_note (c, "9.2I", _("%s plays the Federales out of turn: no more Raids or Relocation into Mexico this Turn; the card is his for his next Round"),
              who);
    if (vp > 0)
      ger_add_vp (c, raider, -vp, "9.2I", _("the Federales cancel the Raid's VPs"));
  }
  ger_decide (c, raider, D_AUTO, 0);
  ger_round_done (c);
}

/* 6.44: a natural DR at or under the Raid rating succeeds (the text's
 * "<" is "at or under", digest 8.1); the target is untouched unless it is
 * a Mission, which is destroyed without VPs and counts as a Massacre
 * (6.45, 7.6). */
void
ger_apply_raid (GerCtx *c, const BhAction *a)
{
  int v = ger_village_of_marker (c, a->args[0]);

  if (a->kind == A_MISSION_WP)
    {
      mission_war_party (c, v);
      return;
    }
  {
  int seat = c->st->pending.side;
  int rating = raid_rating (c, v, c->st->pending.args[0]);
  gboolean mexico = a->kind == A_RAID_MEXICO;
  int target = mexico ? -1 : a->args[1];
  int l = mexico ? c->d->mexico : c->pc[target].location;
  gboolean mission = !mexico && is_type (target, c->d->mission_first, c->d->mission_count);
  int dr = ger_roll (c);
  const char *what = mexico ? _("Mexico")
                            : bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, target))->name;

  ger_spend_action (c, v);
  if (dr > rating)
    {
      /* Translators: Geronimo: a Village, its target, an Area, the DR and the Raid rating */
      ger_note (c, "6.44", _("%s raids the %s in %s: DR %d, over its Raid rating %d: no effect"),
                ger_village_name (c, v), what, ger_loc_name (c, l), dr, rating);
    }
  else
    {
      ger_note (c, "6.44", _("%s raids the %s in %s: DR %d, at or under its Raid rating %d: a success"),
                ger_village_name (c, v), what, ger_loc_name (c, l), dr, rating);
      if (mission)
        {
          bh_state_move_piece (c->st, target, BH_OFFBOARD);
          ger_indian_massacre (c, l);
          ger_note (c, "6.45, 7.6", _("The Mission is destroyed, a Massacre; no VPs"));
        }
      else
        ger_add_vp (c, seat, mexico ? 2 : 1, "6.44, 10.12", mexico ? _("a Raid into Mexico") : _("a Raid"));
    }
  c->x->home_vp = mexico ? (dr <= rating ? 2 : 0) + 1 : 0;
  if (c->pc[c->d->villages[v].marker].face == 1 && ger_wp_call_home (c, v, HOME_RAID))
    return;                     /* 5.35: no Reaction to the Raid, but to its War Party going home */
  if (ger_raid_answer (c, seat, c->x->home_vp))
    return;
  ger_round_done (c);
  }
}
