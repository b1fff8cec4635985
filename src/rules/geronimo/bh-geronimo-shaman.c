/* bh-geronimo-shaman.c — the Shaman Cards' events (9.2).
 *
 * A played card takes effect (9.12); a card with no effect now is No Event
 * (9.13) and one the playing side must Ignore is played for nothing
 * (9.14); either way the Operations Segment follows.  An event that needs
 * a choice (an Area, a Village, a Mine...) sets D_EVENT and lists the
 * choices as `card-area AREA` or `card-target PIECE`.  Events that change
 * battles, Reaction or Columns (Springfield, Telegraph, Gatling, Peace
 * Policy, Reform, Winter Campaigning, Bloody Kansas, Mormons, Atrocity)
 * are recorded in GerExtra.events for the combat and Column rules to read;
 * marks on a Village (Blood Lust, Shaman Medicine, Peace Chief, Scouts)
 * in GerExtra.marks with their marker on the map. */
#include "config.h"

#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

static const char *
card_id (const GerCtx *c, int card)
{
  return bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, card))->id;
}

static gboolean
is (const GerCtx *c, int card, const char *id)
{
  return g_str_equal (card_id (c, card), id);
}

static const char *
card_prop (const GerCtx *c, int card, const char *name)
{
  const char *id = card_id (c, card);

  for (guint i = 0; i < bh_game_data_get_n_decks (c->data); i++)
    {
      const BhDeck *deck = bh_game_data_get_deck (c->data, i);

      for (guint k = 0; k < deck->cards->len; k++)
        {
          const BhCard *card_data = g_ptr_array_index (deck->cards, k);

          if (g_str_equal (card_data->id, id))
            return bh_props_lookup (card_data->props, name);
        }
    }
  return NULL;
}

static int
loc_of (const GerCtx *c, const char *id)
{
  return bh_game_data_find_location (c->data, id);
}

static int
type_first (const GerCtx *c, const char *type, int *count)
{
  int ut = bh_game_data_find_unit_type (c->data, type);
  const BhUnitType *t = ut >= 0 ? bh_game_data_get_unit_type (c->data, ut) : NULL;

  /* A type's pieces are numbered together (first_piece): asked during
     rollouts, so not found by a walk over the whole mix. */
  *count = t != NULL ? t->count : 0;
  return *count > 0 ? t->first_piece : -1;
}

/* The ACW has happened in an earlier Turn (9.2A; the Basic Game begins
 * after it, 3.42, 3.45). */
static gboolean
after_acw (const GerCtx *c)
{
  return c->x->bp_dice_after_acw && !(c->x->events & GER_EV_ACW);
}

static int
mine_index (const GerCtx *c, int p)
{
  for (int m = 0; m < c->d->n_mines; m++)
    if (c->d->mines[m] == p)
      return m;
  return -1;
}

static gboolean
weather_at (const GerCtx *c, int l, gboolean good_only)
{
  return ger_count_type_at (c, c->d->good_weather_first, c->d->good_weather_count, l) > 0 ||
         (!good_only && ger_count_type_at (c, c->d->bad_weather_first, c->d->bad_weather_count, l) > 0);
}

static gboolean
chief_available_for (const GerCtx *c, int v)
{
  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (c->d->chiefs[i].tribe == c->d->villages[v].tribe && ger_chief_available (c, i))
      return TRUE;
  return FALSE;
}

/* Solitaire: a card that picks a Village picks the Tribe drawn (11.36). */
static gboolean
solo_allows (const GerCtx *c, int v)
{
  return !ger_solo (c) || c->x->solo_tribe == c->d->villages[v].tribe + 1;
}

static gboolean
village_in (const GerCtx *c, int v, int l)
{
  return ger_village_on_map (c, v) && ger_village_area (c, v) == l;
}

/* Does the card have a choice target now?  Lists them when c->out is set;
 * returns how many. */
static int
targets (GerCtx *c, int card)
{
  int seat = c->st->pending.side, n = 0;
  const GerData *d = c->d;

#define AREA(l) do { n++; ger_push (c, A_EVENT_AREA, 1, (l), 0); } while (0)
#define PIECE(p) do { n++; ger_push (c, A_EVENT_PIECE, 1, (p), 0); } while (0)
  if (is (c, card, "shaman-bad-weather") || is (c, card, "shaman-good-weather"))
    {
      int cnt, first = type_first (c, is (c, card, "shaman-bad-weather") ? "bad-weather" : "good-weather", &cnt);

      if (ger_take_offboard (c, first, cnt) >= 0)
        for (guint a = 0; a < d->n_areas; a++)
          if (!weather_at (c, d->areas[a].location, FALSE))
            AREA (d->areas[a].location);
    }
  else if (is (c, card, "shaman-buffalo-hunters"))
    {
      int bhc_n, bhc = type_first (c, "buffalo-hunter-campaign", &bhc_n);

      if (ger_take_offboard (c, d->skull_first, d->skull_count) >= 0)
        for (guint a = 0; a < d->n_areas; a++)
          if (d->areas[a].buffalo && (!d->areas[a].closed || c->x->land_rush) && ger_available_sp (c, a) > 0 &&
              (bhc < 0 || ger_count_type_at (c, bhc, bhc_n, d->areas[a].location) == 0))   /* 12.13 */
            AREA (d->areas[a].location);
    }
  else if (is (c, card, "shaman-massive-winter-storm"))
    {
      for (guint a = 0; a < d->n_areas; a++)
        if (d->areas[a].mountain && !weather_at (c, d->areas[a].location, TRUE))
          AREA (d->areas[a].location);
    }
  else if (is (c, card, "shaman-missionaries"))
    {
      gboolean all_out = ger_take_offboard (c, d->mission_first, d->mission_count) < 0;

      for (guint a = 0; a < d->n_areas; a++)
        {
          int l = d->areas[a].location;
          gboolean village = FALSE;

          for (guint v = 0; v < d->n_villages; v++)
            village |= village_in (c, v, l);
          if (village && ger_count_type_at (c, d->mission_first, d->mission_count, l) == 0)
            AREA (l);
        }
      (void) all_out;
    }
  else if (is (c, card, "shaman-ghost-towns"))
    {
      /* Solitaire: the US takes the lowest-rated, the Indians the highest
       * (11.36). */
      int lo = 99, hi = -1;
      gboolean us = ger_round_side (c) == GER_US;

      for (int m = 0; m < d->n_mines; m++)
        if (c->pc[d->mines[m]].location < d->n_spaces && !strstr (card_id (c, d->mines[m]), "-lode"))
          {
            lo = MIN (lo, d->mine_value[m]);
            hi = MAX (hi, d->mine_value[m]);
          }
      for (int m = 0; m < d->n_mines; m++)
        if (c->pc[d->mines[m]].location < d->n_spaces && !strstr (card_id (c, d->mines[m]), "-lode") &&
            (!ger_solo (c) || d->mine_value[m] == (us ? lo : hi)))
          PIECE (d->mines[m]);
    }
  else if (is (c, card, "shaman-railroad-skimming-scandal"))
    {
      /* 9.2U: any RR on the map, a Broke one too: one of each kind an Area */
      gboolean seen[64][2] = { { FALSE } };

      for (int p = d->rr_first; p < d->rr_first + d->rr_count; p++)
        if (c->pc[p].location < d->n_spaces && !seen[c->pc[p].location][c->pc[p].face != 0])
          {
            seen[c->pc[p].location][c->pc[p].face != 0] = TRUE;
            PIECE (p);
          }
    }
  else if (is (c, card, "shaman-smallpox"))
    {
      for (guint v = 0; v < d->n_villages; v++)
        if (ger_village_on_map (c, v) && solo_allows (c, v))
          PIECE (d->villages[v].marker);
    }
  else if (is (c, card, "shaman-texas-rangers"))
    {
      int tx = loc_of (c, "texas");
      gboolean any_bp = FALSE;

      for (guint v = 0; v < d->n_villages; v++)
        any_bp |= (village_in (c, v, tx) && ger_village_home_bp (c, v) > 0) ||
                  (ger_wp_out (c, v) && ger_wp_area (c, v) == tx);
      for (guint v = 0; v < d->n_villages; v++)
        {
          if (village_in (c, v, tx) && (ger_village_home_bp (c, v) > 0 || !any_bp))
            PIECE (d->villages[v].marker);
          if (ger_wp_out (c, v) && ger_wp_area (c, v) == tx)
            PIECE (d->villages[v].war_party);
        }
    }
  else if (is (c, card, "shaman-blood-lust"))
    {
      /* Any Indian's Village with a Chief (9.2F); the US must Ignore it. */
      for (guint v = 0; v < d->n_villages; v++)
        if (ger_solo (c) ? solo_allows (c, v) && ger_village_on_map (c, v) && chief_available_for (c, v) :
            ger_village_on_map (c, v) && ger_village_controller (c, v) >= 0 &&
            ger_seat_side (c, ger_village_controller (c, v)) == GER_INDIAN && chief_available_for (c, v) &&
            (ger_village_controller (c, v) == seat || c->pc[d->tribes[d->villages[v].tribe].card].seen == BH_ALL_SEATS))
          PIECE (d->villages[v].marker);
    }
  else if (is (c, card, "shaman-shaman-medicine"))
    {
      for (guint v = 0; v < d->n_villages; v++)
        if (ger_village_on_map (c, v) && solo_allows (c, v))
          PIECE (d->villages[v].marker);
    }
  else if (is (c, card, "shaman-bad-blood"))
    {
      /* Any one Tribe on the map, his own, another's or Inactive (9.2D),
       * named by its first Village; in solitaire the Tribe drawn (11.36). */
      guint32 named = 0;

      for (guint v = 0; v < d->n_villages; v++)
        if (ger_village_on_map (c, v) && solo_allows (c, v) && !(named & (1u << d->villages[v].tribe)))
          {
            named |= 1u << d->villages[v].tribe;
            PIECE (d->villages[v].marker);
          }
    }
  else if (is (c, card, "shaman-scouts"))
    {
      for (guint v = 0; v < d->n_villages; v++)
        {
          const char *tribe = d->tribes[d->villages[v].tribe].id;

          if (ger_village_controller (c, v) == seat && ger_village_on_map (c, v) && solo_allows (c, v) &&
              (g_str_equal (tribe, "tribe-crow") || g_str_equal (tribe, "tribe-pawnee") ||
               g_str_equal (tribe, "tribe-apache")))
            PIECE (d->villages[v].marker);
        }
    }
  else if (is (c, card, "shaman-peace-chief"))
    {
      /* Asked Tribe by Tribe until an Active one is revealed (9.2Q):
       * every other player's revealed Active Village, and every Village
       * whose Tribe this player may still ask about. */
      for (guint v = 0; v < d->n_villages; v++)
        if (ger_solo (c) ? solo_allows (c, v) && ger_village_on_map (c, v) && !(c->x->marks[v] & GER_MARK_PEACE_CHIEF)
                         : ger_village_on_map (c, v) && ger_village_controller (c, v) != seat &&
                           !(c->x->marks[v] & (GER_MARK_PEACE_CHIEF | GER_MARK_ASKED)))
          PIECE (d->villages[v].marker);
    }
  else if (is (c, card, "shaman-tribal-unrest"))
    {
      for (guint v = 0; v < d->n_villages; v++)
        if (c->x->marks[v] & GER_MARK_PEACE_CHIEF)
          PIECE (d->villages[v].marker);
    }
  else if (is (c, card, "shaman-agency-corruption"))
    {
      /* Both open: end the Peace Policy (its card) or roll for the
       * Treaties (a Village that signed one) (9.2H). */
      gboolean treaty = FALSE;
      int cnt, policy = type_first (c, "shaman-peace-policy", &cnt);

      for (guint v = 0; v < d->n_villages && !treaty; v++)
        if ((c->x->marks[v] & GER_MARK_TREATY) && c->pc[d->villages[v].marker].location == d->on_reservation)
          {
            treaty = TRUE;
            if (c->x->events & GER_EV_PEACE_POLICY)
              {
                PIECE (policy);
                PIECE (d->villages[v].marker);
              }
          }
    }
  else if (is (c, card, "shaman-tribal-alliances"))
    {
      /* 9.2FF: an Area where a War Party of his may join (bh-geronimo-alliance.c) */
      if (ger_round_side (c) == GER_INDIAN)
        for (guint a = 0; a < d->n_areas; a++)
          if (ger_ally_area_ok (c, seat, d->areas[a].location))
            AREA (d->areas[a].location);
    }
#undef AREA
#undef PIECE
  return n;
}

static int
count_targets (GerCtx *c, int card)
{
  GerCtx copy = *c;

  copy.out = NULL;
  return targets (&copy, card);
}

/* May `seat` play `card` in this Round?  The ACW only as his first
 * played card (9.2A), in solitaire among the Turn's first 20 instead
 * (11.36: the one seat draws every Round's card; a later one is Ignored
 * in ger_play_event); Springfield not before Turn 3 (9.2BB), but in
 * solitaire every drawn card is played ("You may not Discard", 11.36), an
 * early Springfield as No Event; in the last Turn Reservation Unrest goes
 * first (9.2X). */
gboolean
ger_card_playable (const GerCtx *c, int seat, int card)
{
  if (is (c, card, "shaman-civil-war"))
    return ger_solo (c) || c->x->cards_played[seat] == 0;
  if (is (c, card, "shaman-springfield-rifle"))
    return ger_solo (c) || c->st->turn >= 3;
  return TRUE;
}

static void
no_event (GerCtx *c, const char *rule, const char *why)
{
  g_autofree char *rules = g_strdup_printf ("%s, 9.13", rule);

  /* Translators: Geronimo: why a played Shaman Card has no effect */
  ger_note (c, rules, _("No Event: %s"), why);
  c->x->last_card_effect = 0;
  c->x->random_may = 1;
}

static void
ignored (GerCtx *c, const char *rule, const char *who)
{
  g_autofree char *rules = g_strdup_printf ("%s, 9.14", rule);

  /* Translators: Geronimo: "the US" or "the Indians" must Ignore a card */
  ger_note (c, rules, _("Ignored by %s"), who);
  c->x->last_card_effect = 0;
  c->x->random_may = 1;
}

static void
remove_card (GerCtx *c, int card)
{
  bh_state_move_piece (c->st, card, c->d->shaman_removed);
  bh_state_reveal (c->st, card, BH_ALL_SEATS);
}

static void
put_marker (GerCtx *c, const char *type, int l)
{
  int cnt, first = type_first (c, type, &cnt);
  int p = first >= 0 ? ger_take_offboard (c, first, cnt) : -1;

  if (p >= 0)
    bh_state_move_piece (c->st, p, l);
}

static void
lose_home_bp (GerCtx *c, int v, int n)
{
  const GerVillage *gv = &c->d->villages[v];
  int l = ger_village_area (c, v);

  for (int p = gv->bp_first + gv->bp_count - 1; p >= gv->bp_first && n > 0; p--)
    if (c->pc[p].location == l && !(c->pc[p].flags & GER_FLAG_OUT))
      {
        bh_state_move_piece (c->st, p, BH_OFFBOARD);
        n--;
      }
}

static int
first_at (const GerCtx *c, int first, int count, int l)
{
  for (int p = first; p < first + count; p++)
    if (c->pc[p].location == l)
      return p;
  return -1;
}

/* The US removes a Settlement or reduces a Town in Area l when a Mine goes
 * (9.2K): his choice when he has both. */
static void
ghost_town_loss (GerCtx *c, int p, int l)
{
  if (p >= c->d->settlement_first && p < c->d->settlement_first + c->d->settlement_count)
    {
      bh_state_move_piece (c->st, p, BH_OFFBOARD);
      ger_note (c, "9.2K", _("A Settlement goes with the Mine"));
      ger_trim_railroads (c, l);
      return;
    }
  if (p < 0)
    return;
  bh_state_move_piece (c->st, p, BH_OFFBOARD);
  for (int k = 0; k < 3; k++)
    {
      int s = ger_take_offboard (c, c->d->settlement_first, c->d->settlement_count);

      if (s >= 0)
        bh_state_move_piece (c->st, s, l);
    }
  ger_note (c, "9.2K", _("A Town is reduced to three Settlements with the Mine"));
  ger_trim_railroads (c, l);
}

/* After the Mine: the US's choice if he has both a Settlement and a Town
 * there; else what there is goes. Returns TRUE if a decision is pending. */
static gboolean
ghost_town_settlement (GerCtx *c, int card, int l)
{
  int s = first_at (c, c->d->settlement_first, c->d->settlement_count, l);
  int t = first_at (c, c->d->town_first, c->d->town_count, l);
  int back = c->st->pending.side;

  if (s >= 0 && t >= 0)
    {
      ger_decide (c, c->x->us_seat >= 0 ? c->x->us_seat : back, D_EVENT_FOLLOW, card);
      c->st->pending.args[1] = l;
      c->st->pending.args[2] = back;
      return TRUE;
    }
  ghost_town_loss (c, s >= 0 ? s : t, l);
  return FALSE;
}

/* 9.2M: where Tribe t's one BP may come from in the stricken Area l.
 * "A Tribe with both a Village and a War Party(s) in the afflicted Area
 * must subtract the BP loss from the War Party of its choice": its War
 * Parties there with BPs first; else its Villages there with BPs at home;
 * else its Villages there, which take a Devastation marker (their BPs out
 * elsewhere).  Pieces: War Party or Village markers; returns how many. */
static int
storm_choices (const GerCtx *c, int t, int l, int *out)
{
  const GerData *d = c->d;
  int n = 0;

  for (int pass = 0; pass < 3 && n == 0; pass++)
    for (guint w = 0; w < d->n_villages; w++)
      {
        if (d->villages[w].tribe != t)
          continue;
        if (pass == 0 && ger_wp_out (c, w) && ger_wp_area (c, w) == l && ger_wp_bp (c, w) > 0)
          out[n++] = d->villages[w].war_party;
        else if (pass == 1 && village_in (c, w, l) && ger_village_home_bp (c, w) > 0)
          out[n++] = d->villages[w].marker;
        else if (pass == 2 && village_in (c, w, l))
          out[n++] = d->villages[w].marker;
      }
  return n;
}

/* The Storm's BP from the War Party or Village marked by piece p (9.2M). */
static void
storm_loss (GerCtx *c, int p)
{
  int w = ger_village_of_marker (c, p);

  if (p == c->d->villages[w].war_party)
    {
      ger_wp_lose_bp (c, w, 1);
      /* Translators: Geronimo: a Village's name */
      ger_note (c, "9.2M", _("The %s War Party loses one BP"), ger_village_name (c, w));
      ger_wp_check_wiped_out (c, w);            /* 7.8: its last BP gone, with its Chiefs */
    }
  else if (ger_village_home_bp (c, w) > 0)
    {
      lose_home_bp (c, w, 1);
      ger_note (c, "9.2M", _("%s loses one BP"), ger_village_name (c, w));
    }
  else
    {
      ger_devastate (c, w, 1);
      ger_note (c, "9.2M", _("%s has no BPs here: a Devastation marker, -1 SP"), ger_village_name (c, w));
    }
  ger_check_extinct (c, w);
}

/* 9.2M from Tribe t0 on: "Each Tribe and Column in that Area ... loses
 * one BP", one BP a Tribe.  A Tribe with a choice (two War Parties there,
 * or two Villages) whose holder is known to all is asked (D_EVENT_FOLLOW,
 * args: card, Area, the card's player, the Tribe); a War Party out has
 * shown its Tribe (6.31), so only two Villages of a Tribe never shown go
 * unasked, as does a Tribe nobody holds: they lose the first listed
 * (asking would tell who holds it).  Then the Columns.  TRUE when a
 * decision is pending. */
static gboolean
storm_from (GerCtx *c, int card, int l, int t0, int back)
{
  for (int t = t0; t < (int) c->d->n_tribes; t++)
    {
      int choices[GER_MAX_VILLAGES], n = storm_choices (c, t, l, choices);
      int holder = ger_tribe_holder (c, t);

      if (n > 1 && holder >= 0 && c->pc[c->d->tribes[t].card].seen == BH_ALL_SEATS)
        {
          ger_decide (c, holder, D_EVENT_FOLLOW, card);
          c->st->pending.args[1] = l;
          c->st->pending.args[2] = back;
          c->st->pending.args[3] = t;
          return TRUE;
        }
      if (n > 0)
        storm_loss (c, choices[0]);
    }
  ger_columns_storm (c, l);             /* "each Tribe and Column" */
  return FALSE;
}

/* The Storm's question, worded for players (9.2M, referee check5 minor
 * 4): which Tribe is asked and what its choice loses, as storm_loss will
 * take it (a War Party's BP, a Village's BP at home, or a Devastation
 * marker).  NULL when the decision follows another card. */
char *
ger_storm_question (const GerCtx *c, const char *who)
{
  int card = c->st->pending.args[0], l = c->st->pending.args[1], t = c->st->pending.args[3];
  int choices[GER_MAX_VILLAGES], w;

  if (!is (c, card, "shaman-massive-winter-storm"))
    return NULL;
  if (storm_choices (c, t, l, choices) == 0)
    return NULL;
  w = ger_village_of_marker (c, choices[0]);
  if (choices[0] == c->d->villages[w].war_party)
    /* Translators: Geronimo: a player, a Tribe and an Area; the Massive Winter Storm (9.2M) */
    return g_strdup_printf (_("%s chooses which of the %s's War Parties in %s loses one BP to the Massive Winter Storm (9.2M)"),
                            who, ger_tribe_name (c, t), ger_loc_name (c, l));
  if (ger_village_home_bp (c, w) > 0)
    /* Translators: Geronimo: a player, a Tribe and an Area; the Massive Winter Storm (9.2M) */
    return g_strdup_printf (_("%s chooses which of the %s's Villages in %s loses one BP to the Massive Winter Storm (9.2M)"),
                            who, ger_tribe_name (c, t), ger_loc_name (c, l));
  /* Translators: Geronimo: a player, a Tribe and an Area; the Massive Winter Storm (9.2M) */
  return g_strdup_printf (_("%s chooses which of the %s's Villages in %s takes the Massive Winter Storm's Devastation marker, -1 SP (9.2M)"),
                          who, ger_tribe_name (c, t), ger_loc_name (c, l));
}

/* One answer to the Storm's question: what piece p's choice loses (9.2M);
 * NULL when the decision follows another card. */
char *
ger_storm_answer (const GerCtx *c, int p)
{
  int w;

  if (!is (c, c->st->pending.args[0], "shaman-massive-winter-storm") || p < 0 || p >= (int) c->d->n_pieces)
    return NULL;
  w = ger_village_of_marker (c, p);
  if (w < 0)
    return NULL;
  if (p == c->d->villages[w].war_party)
    /* Translators: Geronimo: a Village; its War Party loses the Storm's BP (9.2M) */
    return g_strdup_printf (_("The %s War Party loses one BP"), ger_village_name (c, w));
  if (ger_village_home_bp (c, w) > 0)
    /* Translators: Geronimo: a Village loses the Storm's BP from its BPs at home (9.2M) */
    return g_strdup_printf (_("%s loses one BP at home"), ger_village_name (c, w));
  /* Translators: Geronimo: a Village with no BPs at home (9.2M) */
  return g_strdup_printf (_("%s takes a Devastation marker, -1 SP"), ger_village_name (c, w));
}

/* An event with its target chosen. */
static void
resolve (GerCtx *c, int card, int target)
{
  const GerData *d = c->d;
  GerExtra *x = c->x;
  int v = target >= 0 && target < (int) d->n_pieces ? ger_village_of_marker (c, target) : -1;

  if (is (c, card, "shaman-tribal-alliances"))
    {
      /* 6.71: the combined War Party's action is the Round's Operation */
      x->last_card_effect = 1;
      ger_ally_begin (c, c->st->pending.side, target);
      return;
    }
  if (is (c, card, "shaman-bad-weather") || is (c, card, "shaman-good-weather"))
    {
      gboolean bad = is (c, card, "shaman-bad-weather");

      put_marker (c, bad ? "bad-weather" : "good-weather", target);
      /* Translators: Geronimo: an Area */
      ger_note (c, bad ? "9.2E" : "9.2L", bad ? _("Bad Weather in %s: its Survival Points -2") : _("Good Weather in %s: its Survival Points +2"),
                ger_loc_name (c, target));
    }
  else if (is (c, card, "shaman-buffalo-hunters"))
    {
      bh_state_move_piece (c->st, ger_take_offboard (c, d->skull_first, d->skull_count), target);
      ger_note (c, "9.2G", _("A Buffalo Skull in %s for good: its Survival Points -2"), ger_loc_name (c, target));
    }
  else if (is (c, card, "shaman-massive-winter-storm"))
    {
      ger_note (c, "9.2M", _("A Massive Winter Storm strikes %s"), ger_loc_name (c, target));
      x->last_card_effect = 1;
      if (storm_from (c, card, target, 0, c->st->pending.side))
        return;
    }
  else if (is (c, card, "shaman-missionaries"))
    {
      int p = ger_take_offboard (c, d->mission_first, d->mission_count);

      if (p < 0)
        {
          /* All three in play: the player moves the one he chooses (9.2N). */
          int back = c->st->pending.side;

          ger_note (c, "9.2N", _("All Missions are in play: one moves"));
          ger_decide (c, back, D_EVENT_FOLLOW, card);
          c->st->pending.args[1] = target;
          c->st->pending.args[2] = back;
          x->last_card_effect = 1;
          return;
        }
      bh_state_move_piece (c->st, p, target);
      ger_note (c, "9.2N", _("A Mission in %s: its Villages' SPs double, but none relocates or sends a War Party"),
                ger_loc_name (c, target));
    }
  else if (is (c, card, "shaman-ghost-towns"))
    {
      int m = mine_index (c, target), l = c->pc[target].location, dr = ger_roll (c);
      gboolean out = c->x->ghost_strict ? dr - 2 > d->mine_value[m] : dr - 2 >= d->mine_value[m];

      const char *mine = bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, target))->name;

      if (c->x->ghost_strict)
        /* Translators: Geronimo: a Mine's name, the DR less 2 and the Mine's value (the strict option) */
        ger_note (c, "9.2K", out ? _("%s: DR %d - 2, over its %d: played out") : _("%s: DR %d - 2, not over its %d: it stays"),
                  mine, dr, d->mine_value[m]);
      else
        /* Translators: Geronimo: a Mine's name, the DR less 2 and the Mine's value */
        ger_note (c, "9.2K", out ? _("%s: DR %d - 2, at or over its %d: played out") : _("%s: DR %d - 2, under its %d: it stays"),
                  mine, dr, d->mine_value[m]);
      if (out)
        {
          bh_state_move_piece (c->st, target, BH_OFFBOARD);
          if (ghost_town_settlement (c, card, l))
            {
              x->last_card_effect = 1;
              return;
            }
        }
    }
  else if (is (c, card, "shaman-railroad-skimming-scandal"))
    {
      int l = c->pc[target].location;

      bh_state_move_piece (c->st, target, BH_OFFBOARD);
      c->pc[target].face = 0;
      ger_note (c, "9.2U", _("A Railroad in %s is removed"), ger_loc_name (c, l));
    }
  else if (is (c, card, "shaman-smallpox"))
    {
      int dr = ger_roll (c), loss = dr <= 4 ? 0 : dr <= 8 ? 1 : 2;

      c->pc[d->villages[v].marker].face = 1;
      /* Translators: Geronimo: a Village, the DR and its BPs lost */
      ger_note (c, "9.2AA", ngettext ("Smallpox in %s: DR %d, Finished and %d BP lost",
                                     "Smallpox in %s: DR %d, Finished and %d BPs lost", MIN (loss, ger_village_home_bp (c, v))),
                ger_village_name (c, v), dr, MIN (loss, ger_village_home_bp (c, v)));
      lose_home_bp (c, v, loss);
      x->last_card_effect = 1;
      if (ger_wp_call_home (c, v, HOME_OPERATION))       /* 5.35: Finished, its War Party goes home */
        return;
      ger_check_extinct (c, v);
    }
  else if (is (c, card, "shaman-texas-rangers"))
    {
      int dr = ger_roll (c);
      gboolean wp = target == d->villages[v].war_party;

      if (dr % 2 == 0)
        ger_note (c, "9.2EE", _("The Texas Rangers attack %s: DR %d, even: no loss"), ger_village_name (c, v), dr);
      else if (wp)
        {
          ger_wp_lose_bp (c, v, 1);
          ger_note (c, "9.2EE", _("The Texas Rangers attack the %s War Party: DR %d, odd: one BP lost"),
                    ger_village_name (c, v), dr);
          ger_wp_check_wiped_out (c, v);        /* 7.8: its last BP gone, with its Chiefs */
        }
      else if (ger_village_home_bp (c, v) > 0)
        {
          lose_home_bp (c, v, 1);
          ger_note (c, "9.2EE", _("The Texas Rangers attack %s: DR %d, odd: one BP lost"), ger_village_name (c, v), dr);
        }
      else
        {
          ger_devastate (c, v, 1);
          ger_note (c, "9.2EE", _("The Texas Rangers attack %s: DR %d, odd: a Devastation marker, -1 SP"),
                    ger_village_name (c, v), dr);
        }
      ger_check_extinct (c, v);
    }
  else if (is (c, card, "shaman-blood-lust"))
    {
      int holder = ger_village_controller (c, v);

      x->marks[v] |= GER_MARK_BLOOD_LUST;
      put_marker (c, "blood-lust", ger_village_area (c, v));
      ger_note (c, "9.2F", _("%s has Blood Lust: +2 to its Combat DRs and Aggression, no Evasion, for the Turn"),
                ger_village_name (c, v));
      /* Another player's Village attacks at once, out of Round; his own
       * need not (9.2F). */
      x->last_card_effect = 1;
      if (holder >= 0 && holder != c->st->pending.side && ger_forced_begin (c, v, -1, c->st->pending.side, "9.2F"))
        return;
    }
  else if (is (c, card, "shaman-bad-blood"))
    {
      int t = d->villages[v].tribe, seat = c->st->pending.side;

      /* Translators: Geronimo: a Tribe named by the Bad Blood card */
      ger_note (c, "9.2D", _("The %s have Bad Blood"), ger_tribe_name (c, t));
      x->last_card_effect = 1;
      if (ger_forced_begin (c, -1, t, seat, "9.2D"))
        return;
    }
  else if (is (c, card, "shaman-shaman-medicine"))
    {
      x->marks[v] |= GER_MARK_MEDICINE;
      ger_note (c, "9.2Z", _("Shaman Medicine for %s: +2 to its Battle DRs and +1 Aggression for the Turn"),
                ger_village_name (c, v));
    }
  else if (is (c, card, "shaman-scouts"))
    {
      x->marks[v] |= GER_MARK_SCOUTS;
      put_marker (c, "scouts", ger_village_area (c, v));
      ger_note (c, "9.2Y", _("%s scouts for the US: it may not relocate, attack or be attacked by the US this Turn"),
                ger_village_name (c, v));
      /* Translators: Geronimo: an Area */
      ger_note (c, "9.2Y", _("The US's Columns in or next to %s have +1 Speed this Turn"),
                ger_loc_name (c, ger_village_area (c, v)));
      ger_add_vp (c, c->st->pending.side, 1, "9.2Y, 10.12", _("Scouts supplied"));
      if (ger_wp_out (c, v))
        {
          ger_wp_return (c, v);
          c->pc[d->villages[v].marker].face = 1;
        }
    }
  else if (is (c, card, "shaman-peace-chief"))
    {
      int holder = ger_village_controller (c, v);
      int seat = c->st->pending.side;

      bh_state_reveal (c->st, d->tribes[d->villages[v].tribe].card, BH_ALL_SEATS);
      c->st->reveals++;
      if (!ger_solo (c) && (holder < 0 || holder == seat || ger_seat_side (c, holder) != GER_INDIAN))
        {
          /* Translators: Geronimo: a Village */
          ger_note (c, "9.2Q", _("%s is not Active: ask again"), ger_village_name (c, v));
          x->marks[v] |= GER_MARK_ASKED;
          return;
        }
      for (guint w = 0; w < d->n_villages; w++)
        x->marks[w] &= ~GER_MARK_ASKED;
      x->marks[v] |= GER_MARK_PEACE_CHIEF;
      put_marker (c, "peace-chief", ger_village_area (c, v));
      ger_note (c, "9.2Q", _("%s has a Peace Chief: it attacks no Resources or Columns, and the US may not attack it"),
                ger_village_name (c, v));
    }
  else if (is (c, card, "shaman-agency-corruption"))
    {
      if (v < 0)
        {
          x->events &= ~(GER_EV_PEACE_POLICY | GER_EV_REFORM);
          ger_note (c, "9.2H", _("Agency Corruption ends the Peace Policy"));
        }
      else
        ger_agency_corruption (c);
    }
  else if (is (c, card, "shaman-tribal-unrest"))
    {
      int cnt, first = type_first (c, "peace-chief", &cnt);

      x->marks[v] &= ~GER_MARK_PEACE_CHIEF;
      for (int p = first; p >= 0 && p < first + cnt; p++)
        if (c->pc[p].location == ger_village_area (c, v))
          {
            bh_state_move_piece (c->st, p, BH_OFFBOARD);
            break;
          }
      ger_note (c, "9.2GG", _("The Peace Chief of %s is shouted down"), ger_village_name (c, v));
    }
  x->last_card_effect = 1;
  ger_decide (c, c->st->pending.side, D_OPERATION, 0);
}

/* 9.2A: the Civil War is on for this Turn; the card leaves the game. */
static gboolean
civil_war (GerCtx *c, int card, int back)
{
  GerExtra *x = c->x;

  x->events |= GER_EV_ACW;
  x->events &= ~(GER_EV_PEACE_POLICY | GER_EV_REFORM);
  x->bp_dice_after_acw = 1;
  x->rr_allowed = 0;
  remove_card (c, card);
  ger_note (c, "9.2A", _("The American Civil War: no Railroads, no Statehood for New Mexico or Arizona this Turn, and six dice of new BPs from next Turn"));
  return ger_civil_war_army (c, back);      /* 5.44: half the BPs, Artillery and Commanders */
}

/* 9.2A: a Civil War card not played by Turn 5 is in effect at the start
 * of Turn 6, once the Turn's new BPs (four dice, errata 13) and
 * Commanders are in and before the cards are dealt.  Only where the card
 * is in the game (the Campaign; the Basic Game removes it). */
gboolean
ger_civil_war_outbreak (GerCtx *c)
{
  int cnt, card = type_first (c, "shaman-civil-war", &cnt);

  if (card < 0 || c->st->turn != 6 || c->x->bp_dice_after_acw || c->pc[card].location != c->d->shaman_deck)
    return FALSE;
  ger_note (c, "9.2A", _("The Civil War card was not played by Turn 5: the Civil War breaks out at the start of Turn 6"));
  return civil_war (c, card, -1);
}

/* Card events with no choice to make, or none possible. */
static void
automatic (GerCtx *c, int card)
{
  GerExtra *x = c->x;
  const GerData *d = c->d;
  gboolean indian = ger_round_side (c) == GER_INDIAN;

  x->last_card_effect = 1;
  if (is (c, card, "shaman-civil-war"))
    civil_war (c, card, c->st->pending.side);
  else if (is (c, card, "shaman-agency-corruption"))
    {
      if (x->events & GER_EV_PEACE_POLICY)
        {
          x->events &= ~(GER_EV_PEACE_POLICY | GER_EV_REFORM);
          ger_note (c, "9.2H", _("Agency Corruption ends the Peace Policy"));
        }
      else if (!ger_agency_corruption (c))
        no_event (c, "9.2H", _("no Peace Policy, and no Tribe entered the Reservation by Treaty this Turn"));
    }
  else if (is (c, card, "shaman-federales"))
    no_event (c, "9.2I", _("the Federales answer only a Raid into Mexico"));
  else if (is (c, card, "shaman-gatling-guns"))
    {
      if (!after_acw (c))
        no_event (c, "9.2J", _("not before the Turn after the Civil War"));
      else
        {
          x->events |= GER_EV_GATLING;
          remove_card (c, card);
          ger_note (c, "9.2J", _("Gatling Guns: from now on the US may field one Gatling each Turn"));
        }
    }
  else if (is (c, card, "shaman-mormons"))
    {
      x->events |= GER_EV_MORMONS;
      remove_card (c, card);
      ger_note (c, "9.2O", _("The Mormons: the US must name a Mormon Column in Utah in his next Round with a card played"));
    }
  else if (is (c, card, "shaman-parole"))
    {
      int freed = 0;

      for (guint i = 0; i < d->n_chiefs; i++)
        if (c->pc[d->chiefs[i].piece].location == d->in_prison)
          {
            bh_state_move_piece (c->st, d->chiefs[i].piece, d->chiefs_available);
            freed++;
          }
      if (freed == 0)
        no_event (c, "9.2P", _("no Chief is In Prison"));
      else
        ger_note (c, "9.2P", _("Parole: %d Chiefs go home from Prison"), freed);
    }
  else if (is (c, card, "shaman-peace-policy"))
    {
      if (x->events & GER_EV_ACW)
        no_event (c, "9.2R", _("the Civil War is on"));
      else
        {
          x->events |= GER_EV_PEACE_POLICY;
          ger_note (c, "9.2R", _("The Peace Policy: Columns with Aggression under 3 may not attack Villages this Turn"));
        }
    }
  else if (is (c, card, "shaman-public-outrage"))
    {
      /* The Indians' Ignore is the card's `ignored-by` (above). */
      if (x->indian_massacres == 0)
        no_event (c, "9.2S", _("no Indian-led Massacre this Turn"));
      else
        {
          int dr = ger_roll (c), placed = 0;

          for (int k = 0; k < dr; k++)
            {
              int p = ger_take_offboard (c, d->usbp_first, d->usbp_count);

              if (p < 0)
                break;
              bh_state_move_piece (c->st, p, d->us_reserve);
              placed++;
            }
          /* Translators: Geronimo: the DR and the BPs it brings */
          ger_note (c, "9.2S", ngettext ("Public Outrage: DR %d, %d BP joins the US Reserve",
                                             "Public Outrage: DR %d, %d BPs join the US Reserve", placed), dr, placed);
        }
    }
  else if (is (c, card, "shaman-rampage"))
    {
      /* The US's Ignore is the card's `ignored-by` (above). */
      x->events |= GER_EV_RAMPAGE;
      ger_note (c, "9.2V", _("Rampage: a War Party may make two attacks in one Area this Round, as one action"));
    }
  else if (is (c, card, "shaman-atrocity-and-reprisal"))
    {
      x->events |= GER_EV_ATROCITY;
      ger_note (c, "9.2C", _("Atrocity and Reprisal: attacks this Round on a Chief or Commander of Aggression 2 or more count double, or cost a VP"));
    }
  else if (is (c, card, "shaman-reform-movement"))
    {
      if (x->events & GER_EV_ACW)
        no_event (c, "9.2W", _("the Civil War is on"));
      else
        {
          x->events |= GER_EV_REFORM;
          ger_note (c, "9.2W", _("The Reform Movement: Columns whose Commander's Aggression is under 2 may not attack Villages this Turn"));
        }
    }
  else if (is (c, card, "shaman-reservation-unrest"))
    {
      /* One card drawn from those On Reservation, one a Village (8.18):
       * all its Tribe's Villages there return (8.18, 8.23, 8.24). */
      int n = ger_reservation_cards (c), t;

      if (n == 0)
        {
          no_event (c, "9.2X", _("no Village is On Reservation"));
          return;
        }
      t = ger_reservation_card_tribe (c, (int) bh_state_random (c->st, n));
      for (int k = 0; k < d->tribes[t].n_villages; k++)
        if (c->pc[d->villages[d->tribes[t].villages[k]].marker].location == d->on_reservation)
          ger_leave_reservation (c, d->tribes[t].villages[k], "9.2X, 8.23, 8.24");
    }
  else if (is (c, card, "shaman-springfield-rifle") && c->st->turn < 3)
    /* only in solitaire, where the drawn card is played (11.36) */
    no_event (c, "9.2BB, 11.36", _("the Springfield Rifle comes into play only from Turn 3"));
  else if (is (c, card, "shaman-springfield-rifle"))
    {
      x->events |= GER_EV_SPRINGFIELD;
      remove_card (c, card);
      ger_note (c, "9.2BB", _("The Springfield Rifle: +1 to every US Battle DR for the rest of the game"));
    }
  else if (is (c, card, "shaman-telegraph"))
    {
      if (!x->campaign)
        no_event (c, "9.2CC", _("only in the Campaign Game"));
      else
        {
          x->events |= GER_EV_TELEGRAPH;
          remove_card (c, card);
          ger_note (c, "9.2CC", _("The Telegraph: Columns may React into the next Area (+1) for the rest of the game"));
        }
    }
  else if (is (c, card, "shaman-territorial-problems"))
    {
      if (x->events & GER_EV_ACW)
        no_event (c, "9.2DD", _("the Civil War is on"));
      else if (!after_acw (c))
        {
          const char *area = card_prop (c, card, "before-civil-war-area");
          int l = area != NULL ? bh_game_data_find_location (c->data, area) : -1;

          x->events |= GER_EV_BLOODY_KANSAS;
          x->bloody_area = l >= 0 ? l + 1 : 0;
          ger_note (c, "9.2DD", _("Bloody Kansas: no Column may be placed in or moved to Kansas this Turn"));
        }
      else if (x->land_rush)
        no_event (c, "9.2DD", _("the Land Rush has happened"));
      else
        {
          x->land_rush = 1;
          remove_card (c, card);
          ger_note (c, "9.2DD", _("The Oklahoma Land Rush: the Indian Territory is open to Settlement"));
        }
    }
  else if (is (c, card, "shaman-winter-campaigning"))
    {
      x->events |= GER_EV_WINTER;
      ger_note (c, "9.2HH", _("Winter Campaigning: Evasion -1 and Pursuit -2 this Turn, each costing a BP"));
    }
  else if (is (c, card, "shaman-bad-blood"))
    no_event (c, "9.2D", _("no Tribe on the map"));
  else if (is (c, card, "shaman-tribal-alliances"))
    {
      if (!indian)
        ignored (c, "9.2FF", _("the US"));
      else
        no_event (c, "9.2FF", _("no War Party of his may join an Alliance now"));
    }
  else
    no_event (c, "9.13", _("nothing to affect now"));
}

/* Solitaire Agency Corruption in an Indian Round: each Village On
 * Reservation rolls, a 9 sends it off (8.22, 9.2H, 11.36); the Reform
 * Movement stops the rolls and ends (9.2W). */
static void
solo_corruption (GerCtx *c)
{
  int n = 0;

  if (c->x->events & GER_EV_REFORM)
    {
      c->x->events &= ~GER_EV_REFORM;
      ger_note (c, "9.2W, 11.36", _("The Reform Movement ends; no Corruption DRs"));
      return;
    }
  for (guint v = 0; v < c->d->n_villages; v++)
    if (c->pc[c->d->villages[v].marker].location == c->d->on_reservation)
      {
        int dr = ger_roll (c);

        n++;
        if (dr == 9)
          ger_leave_reservation (c, v, "8.22, 11.36");
        else
          /* Translators: Geronimo: a Village and its Corruption DR */
          ger_note (c, "8.22, 11.36", _("%s: Corruption DR %d, it stays"), ger_village_name (c, v), dr);
      }
  if (n == 0)
    no_event (c, "9.2H", _("no Village is On Reservation"));
}

void
ger_play_event (GerCtx *c, int card)
{
  int seat = c->st->pending.side;
  gboolean indian = ger_round_side (c) == GER_INDIAN;
  const char *ignored_by = card_prop (c, card, "ignored-by");
  const char *letter = card_prop (c, card, "letter");
  g_autofree char *rule = g_strdup_printf ("9.2%s", letter ? letter : "");

  c->x->cards_played[seat]++;
  if (ger_solo (c) && !indian &&
      (is (c, card, "shaman-peace-chief") || is (c, card, "shaman-smallpox") || is (c, card, "shaman-scouts") ||
       is (c, card, "shaman-shaman-medicine") || is (c, card, "shaman-bad-blood") ||
       is (c, card, "shaman-blood-lust") || is (c, card, "shaman-rampage")))
    {
      ignored (c, "11.36", _("the US in solitaire"));
      return;
    }
  if (ger_solo (c) && is (c, card, "shaman-civil-war") && c->x->rounds >= 20)
    {
      ignored (c, "11.36", _("both sides: drawn after the twentieth card"));
      return;
    }
  if (ger_solo (c) && indian && is (c, card, "shaman-agency-corruption"))
    {
      solo_corruption (c);
      return;
    }
  if (!indian && g_strcmp0 (ignored_by, "us-must") == 0)
    {
      ignored (c, rule, _("the US"));
      return;
    }
  if (indian && g_strcmp0 (ignored_by, "indian-must") == 0)
    {
      ignored (c, rule, _("the Indians"));
      return;
    }
  if (is (c, card, "shaman-raid") || is (c, card, "shaman-any-tribe-may-raid"))
    {
      gboolean any = is (c, card, "shaman-any-tribe-may-raid");

      if (!ger_raid_possible (c, seat, any))
        {
          no_event (c, rule, _("no Village can Raid"));
          return;
        }
      if (ger_forced_owes (c, seat))
        {
          /* 9.2D, 9.2F: the Raid would be the Round's Operation (6.41),
             already conducted out of Round */
          no_event (c, rule, _("this Round's Operation was the out-of-Round attack"));
          return;
        }
      /* The Raid is the Round's Operation (6.41). */
      c->x->last_card_effect = 1;
      ger_decide (c, seat, D_RAID, any);
      return;
    }
  if (count_targets (c, card) > 0)
    {
      ger_decide (c, seat, D_EVENT, card);
      return;
    }
  if (is (c, card, "shaman-bad-weather") || is (c, card, "shaman-good-weather") ||
      is (c, card, "shaman-buffalo-hunters") || is (c, card, "shaman-massive-winter-storm") ||
      is (c, card, "shaman-missionaries") || is (c, card, "shaman-ghost-towns") ||
      is (c, card, "shaman-railroad-skimming-scandal") || is (c, card, "shaman-smallpox") ||
      is (c, card, "shaman-texas-rangers") || is (c, card, "shaman-blood-lust") ||
      is (c, card, "shaman-shaman-medicine") || is (c, card, "shaman-scouts") ||
      is (c, card, "shaman-peace-chief") || is (c, card, "shaman-tribal-unrest"))
    {
      no_event (c, rule, _("no target for it now"));
      return;
    }
  automatic (c, card);
}

void
ger_list_event (GerCtx *c)
{
  int card = c->st->pending.args[0];

  if (c->st->pending.kind == D_EVENT_FOLLOW)
    {
      int l = c->st->pending.args[1];

      if (is (c, card, "shaman-ghost-towns"))
        {
          ger_push (c, A_EVENT_PIECE, 1, first_at (c, c->d->settlement_first, c->d->settlement_count, l), 0);
          ger_push (c, A_EVENT_PIECE, 1, first_at (c, c->d->town_first, c->d->town_count, l), 0);
        }
      else if (is (c, card, "shaman-massive-winter-storm"))
        {
          int choices[GER_MAX_VILLAGES], n = storm_choices (c, c->st->pending.args[3], l, choices);

          for (int k = 0; k < n; k++)
            ger_push (c, A_EVENT_PIECE, 1, choices[k], 0);
        }
      else
        for (int p = c->d->mission_first; p < c->d->mission_first + c->d->mission_count; p++)
          if (c->pc[p].location < c->d->n_spaces && c->pc[p].location != l)
            ger_push (c, A_EVENT_PIECE, 1, p, 0);
      return;
    }

  targets (c, card);
  /* Scouts are the player's choice; the US may Ignore Shaman Medicine;
   * Peace Chief asking may find no Active Tribe (9.2Y, 9.2Z, 9.2Q). */
  if (is (c, card, "shaman-scouts") || is (c, card, "shaman-peace-chief") ||
      (is (c, card, "shaman-shaman-medicine") && ger_round_side (c) == GER_US))
    ger_push (c, A_EVENT_DECLINE, 0, 0, 0);
}

void
ger_apply_event (GerCtx *c, const BhAction *a)
{
  int card = c->st->pending.args[0];

  if (c->st->pending.kind == D_RANDOM)
    {
      ger_apply_random (c, a);
      return;
    }

  if (c->st->pending.kind == D_EVENT_FOLLOW)
    {
      int l = c->st->pending.args[1], back = c->st->pending.args[2];

      if (is (c, card, "shaman-ghost-towns"))
        ghost_town_loss (c, a->args[0], l);
      else if (is (c, card, "shaman-massive-winter-storm"))
        {
          storm_loss (c, a->args[0]);
          if (storm_from (c, card, l, c->st->pending.args[3] + 1, back))
            return;
        }
      else
        {
          bh_state_move_piece (c->st, a->args[0], l);
          ger_note (c, "9.2N", _("A Mission in %s: its Villages' SPs double, but none relocates or sends a War Party"),
                    ger_loc_name (c, l));
        }
      ger_decide (c, back, D_OPERATION, 0);
      return;
    }

  if (a->kind == A_EVENT_DECLINE)
    {
      for (guint v = 0; v < c->d->n_villages; v++)
        c->x->marks[v] &= ~GER_MARK_ASKED;
      ger_note (c, "9.13, 9.14", _("The card is played for nothing"));
      ger_decide (c, c->st->pending.side, D_OPERATION, 0);
      return;
    }
  resolve (c, card, a->args[0]);
}

/* The Round's events end with it (9.1: Raid, Rampage, Atrocity). */
void
ger_events_end_round (GerCtx *c)
{
  c->x->events &= ~(GER_EV_RAMPAGE | GER_EV_ATROCITY);
  c->x->rampage_area = 0;
  c->x->rampage_first = 0;
  c->x->rampage_react = 0;
}

/* The Turn's events and marks end with it (9.15, 4.72); Springfield,
 * Telegraph and Gatling stay (9.2BB, 9.2CC, 9.2J). */
void
ger_events_end_turn (GerCtx *c)
{
  static const char *const markers[] = { "blood-lust", "scouts", "peace-chief", "mormons" };

  c->x->events &= GER_EV_PERMANENT | GER_EV_MORMONS;   /* 9.2O: owed to the next US Round with a card */
  c->x->mormon_col = 0;
  c->x->mormon_new = 0;
  memset (c->x->marks, 0, sizeof c->x->marks);
  memset (c->x->attacked_by, 0, sizeof c->x->attacked_by);
  c->x->declared = 0;
  memset (c->x->cards_played, 0, sizeof c->x->cards_played);
  c->x->federales_owed = 0;     /* 9.2I: a Round not reached this Turn owes nothing */
  c->x->forced_owed = 0;        /* 9.2D, 9.2F: likewise */
  ger_ally_end_turn (c);        /* 6.75: the Alliance lasts the Turn */
  c->x->home_then = HOME_ROUND;
  for (guint k = 0; k < G_N_ELEMENTS (markers); k++)
    {
      int cnt, first = type_first (c, markers[k], &cnt);

      for (int p = first; p >= 0 && p < first + cnt; p++)
        bh_state_move_piece (c->st, p, BH_OFFBOARD);
    }
}
