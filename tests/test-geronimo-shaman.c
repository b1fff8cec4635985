/* test-geronimo-shaman.c — the Shaman Cards as events (9.13, 9.14, 9.2)
 * and the Missions (7.7, 7.71), played through player actions with the
 * dice forced; each table and threshold on both sides of its boundary. */
#include "test-geronimo-util.c"

/* The US seat's card Round, reached by plain play. */
static int
t_us_card_turn (T *t)
{
  for (int i = 0; i < 400; i++)
    {
      t_play_to (t, D_CARD, "texas");
      if (t->st->pending.side == t->x->us_seat)
        return t->st->pending.side;
      t_plain_step (t, "texas");
    }
  g_assert_not_reached ();
  return -1;
}

static int
t_count_kind (T *t, int kind)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  int n = 0;

  bh_rules_list_actions (t->rules, t->st, legal);
  for (guint i = 0; i < legal->len; i++)
    n += g_array_index (legal, BhAction, i).kind == kind;
  return n;
}

/* 9.2E, 9.2L: a Weather marker in an Area without one; the Survival
 * Points move by 2 (6.62). */
static void
test_weather (void)
{
  T *t = t_new ("basic", 3);
  int kansas = t_loc (t, "kansas"), a = t->self->d->area_of_space[kansas];
  int nebraska = t->self->d->area_of_space[t_loc (t, "nebraska")];
  int before;

  t_indian_card_turn (t, "tribe-navajo");
  before = ger_available_sp (&t->c, a);
  t_play_card (t, "shaman-bad-weather");
  g_assert_cmpint (t->st->pending.kind, ==, D_EVENT);
  t_do (t, "card-area kansas");
  g_assert_cmpint (ger_available_sp (&t->c, a), ==, MAX (before - 2, 0));
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  t_do (t, "no-action");
  t_play_to (t, D_CARD, "texas");
  t_play_card (t, "shaman-good-weather");
  g_assert_false (t_can (t, "card-area kansas"));   /* one Weather marker an Area */
  g_assert_true (t_can (t, "card-area nebraska"));
  before = ger_available_sp (&t->c, nebraska);
  t_do (t, "card-area nebraska");
  g_assert_cmpint (ger_available_sp (&t->c, nebraska), ==, before + 2);   /* 9.2L: +2 */
  t_free (t);
}

/* Cards that strike one Village, as a table: position (the holder's
 * Tribe in the playing seat's hand, `village` alone on the map in `area`
 * with `bp` BPs) -> the card, its DR (-1: none) and target -> the
 * Village's BPs (and whether it is Finished; -1: not checked).  A row
 * with `refused` checks that target is not offered first. */
typedef struct {
  const char *holder, *village, *area;
  int bp;
  const char *card;
  int dr;
  const char *refused, *target;
  int bp_after, finished;
} VillageCard;

static const VillageCard smallpox[] = {
  /* 9.2AA: DR 0-4 Finishes the Village, 5-8 also costs one BP, 9 two */
  { "tribe-apache", "navajo", "new-mexico", 4, "shaman-smallpox", 4, NULL, "card-target village-navajo", 4, 1 },
  { "tribe-apache", "navajo", "new-mexico", 4, "shaman-smallpox", 5, NULL, "card-target village-navajo", 3, 1 },
  { "tribe-apache", "navajo", "new-mexico", 4, "shaman-smallpox", 8, NULL, "card-target village-navajo", 3, 1 },
  { "tribe-apache", "navajo", "new-mexico", 4, "shaman-smallpox", 9, NULL, "card-target village-navajo", 2, 1 },
  { NULL },
};

static const VillageCard texas_rangers[] = {
  /* 9.2EE: a BP on an odd DR, none on an even one */
  { "tribe-navajo", "comanche", "texas", 3, "shaman-texas-rangers", 1, NULL, "card-target village-comanche", 2, -1 },
  { "tribe-navajo", "comanche", "texas", 3, "shaman-texas-rangers", 2, NULL, "card-target village-comanche", 3, -1 },
  { "tribe-navajo", "comanche", "texas", 3, "shaman-texas-rangers", 9, NULL, "card-target village-comanche", 2, -1 },
  { "tribe-navajo", "comanche", "texas", 3, "shaman-texas-rangers", 0, NULL, "card-target village-comanche", 3, -1 },
  { NULL },
};

static const VillageCard winter_storm[] = {
  /* 9.2M: a Mountain Area only (not the Plains of Kansas); each Village there loses a BP */
  { "tribe-apache", "navajo", "new-mexico", 4, "shaman-massive-winter-storm", -1, "card-area kansas", "card-area new-mexico", 3, -1 },
  { NULL },
};

static void
test_village_cards (gconstpointer data)
{
  for (const VillageCard *row = data; row->card != NULL; row++)
    {
      T *t = t_new ("basic", 3);
      const char *keep[] = { row->village, NULL };
      int v = t_village (t, row->village);

      t_indian_card_turn (t, row->holder);
      t_only_villages (t, keep);
      t_put_village (t, row->village, row->area, row->bp);
      t_play_card (t, row->card);
      if (row->refused != NULL)
        g_assert_false (t_can (t, row->refused));
      if (row->dr >= 0)
        t_dice (t, &row->dr, 1);
      t_do (t, row->target);
      g_assert_cmpint (ger_village_bp (&t->c, v), ==, row->bp_after);
      if (row->finished >= 0)
        g_assert_cmpint (bh_state_const_pieces (t->st)[t->self->d->villages[v].marker].face, ==, row->finished);
      t_free (t);
    }
}

/* 9.2EE: no Village or War Party in Texas: No Event (9.13). */
static void
test_texas_rangers_no_event (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "navajo", NULL };

  t_indian_card_turn (t, "tribe-navajo");
  t_only_villages (t, keep);
  t_play_card (t, "shaman-texas-rangers");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_true (t_said (t, "No Event"));
  t_free (t);
}

/* 9.2K: a non-Lode Mine plays out when DR - 2 reaches its value (at or
 * over by default, over with the strict option) and takes a Settlement
 * with it; Lodes are immune. */
static void
test_ghost_towns (void)
{
  static const struct { int dr; gboolean strict, out; } cases[] = {
    { 5, FALSE, TRUE }, { 4, FALSE, FALSE }, { 5, TRUE, FALSE }, { 6, TRUE, TRUE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new_full ("basic", 3, cases[k].strict ? "ghost-towns-strict" : NULL, 1);
      int az = t_loc (t, "arizona");

      t_indian_card_turn (t, "tribe-navajo");
      t_resources (t, "arizona", 2, 0, 0, 0);
      t_put (t, "mine-tombstone", "arizona", 0);           /* a "3" Mine (7.25) */
      t_play_card (t, "shaman-ghost-towns");
      g_assert_false (t_can (t, "card-target mine-comstock-lode"));
      t_dice (t, &cases[k].dr, 1);
      t_do (t, "card-target mine-tombstone");
      g_assert_cmpint (t_where (t, "mine-tombstone"), ==, cases[k].out ? BH_OFFBOARD : az);
      /* referee m1 (session 9): the Mine by its name, not its id */
      g_assert_true (t_said (t, "Tombstone Mine: DR"));
      g_assert_false (t_said (t, "mine-tombstone"));
      g_assert_cmpint (t_count_type (t, t->self->d->settlement_first, t->self->d->settlement_count, "arizona"), ==,
                       cases[k].out ? 1 : 2);
      t_free (t);
    }
}

/* 9.2K with 5.24 (referee check3 minor 1): the Settlement or Town a played
 * out Mine takes lowers the Area's Town and Settlement points, and the
 * Railroads over them go at once: 2 Settlements and 2 RRs leave 1 and 1;
 * 2 and 1 keep their RR; a Town (5) reduced to three Settlements (3)
 * with 5 RRs leaves 3, with 3 keeps them. */
static void
test_ghost_town_railroads (void)
{
  static const struct { int settlements, towns, rails, rails_after; } rows[] = {
    { 2, 0, 2, 1 }, { 2, 0, 1, 1 }, { 0, 1, 5, 3 }, { 0, 1, 3, 3 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int dr = 9;

      t_indian_card_turn (t, "tribe-navajo");
      t_resources (t, "arizona", rows[k].settlements, rows[k].towns, rows[k].rails, 0);
      t_put (t, "mine-tombstone", "arizona", 0);
      t_play_card (t, "shaman-ghost-towns");
      t_dice (t, &dr, 1);
      t_do (t, "card-target mine-tombstone");
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_cmpint (t_count_type (t, t->self->d->rr_first, t->self->d->rr_count, "arizona"), ==, rows[k].rails_after);
      g_assert_cmpint (t_said (t, "no VPs (5.24)"), ==, rows[k].rails_after < rows[k].rails);
      t_free (t);
    }
}

/* 9.2K: with both a Settlement and a Town where the Mine played out, the
 * US chooses which goes; then the card's player has his Operations. */
static void
test_ghost_town_choice (void)
{
  T *t = t_new ("basic", 3);
  int seat = t_indian_card_turn (t, "tribe-navajo"), dr = 9;
  g_autofree char *town = NULL;

  t_resources (t, "arizona", 1, 1, 0, 0);
  t_put (t, "mine-tombstone", "arizona", 0);
  t_play_card (t, "shaman-ghost-towns");
  t_dice (t, &dr, 1);
  t_do (t, "card-target mine-tombstone");
  g_assert_cmpint (t->st->pending.kind, ==, D_EVENT_FOLLOW);
  g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
  town = t_find (t, "card-target town");
  g_assert_nonnull (town);
  t_do (t, town);
  g_assert_cmpint (t_count_type (t, t->self->d->town_first, t->self->d->town_count, "arizona"), ==, 0);
  g_assert_cmpint (t_count_type (t, t->self->d->settlement_first, t->self->d->settlement_count, "arizona"), ==, 4);
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_cmpint (t->st->pending.side, ==, seat);
  t_free (t);
}

/* 9.13, 9.14: a card with nothing to affect is No Event, and one the
 * playing side must Ignore is played for nothing; Operations follow. */
static void
test_no_event_and_ignored (void)
{
  T *t = t_new ("basic", 3);

  t_indian_card_turn (t, "tribe-navajo");
  t_play_card (t, "shaman-parole");                 /* nobody In Prison */
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_true (t_said (t, "No Event"));
  t_do (t, "no-action");
  t_us_card_turn (t);
  t_play_card (t, "shaman-raid");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_true (t_said (t, "Ignored by the US"));
  t_free (t);
}

/* 9.2BB: the Springfield Rifle may not be played before Turn 3, and
 * stays in effect, out of the deck, once played. */
static void
test_springfield (void)
{
  T *t = t_new ("campaign", 3);
  int card = -1, ut = bh_game_data_find_unit_type (t->data, "shaman-springfield-rifle");
  g_autofree char *play = NULL;

  for (int p = t->self->d->shaman_first; p < t->self->d->shaman_first + t->self->d->shaman_count; p++)
    if (bh_game_data_get_piece_type (t->data, p) == ut)
      card = p;
  {
    g_autofree char *id = t_id (t, card);

    play = g_strdup_printf ("play %s", id);
  }
  t_play_to (t, D_CARD, "texas");
  g_assert_cmpint (t->st->turn, ==, 1);
  bh_state_move_piece (t->st, card, t->self->d->hand_shaman[t->st->pending.side]);
  t->st->turn = 2;
  g_assert_false (t_can (t, play));
  t->st->turn = 3;
  g_assert_true (t_can (t, play));
  t_do (t, play);
  g_assert_true (t->x->events & GER_EV_SPRINGFIELD);
  g_assert_cmpint (t_where (t, "shaman-springfield-rifle"), ==, t->self->d->shaman_removed);
  t_free (t);
}

/* 9.2V: a Rampage lets one War Party attack twice in one Area in the
 * Round for one action. */
static void
test_rampage (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "navajo", NULL };
  int v = t_village (t, "navajo"), miss[2] = { 9, 9 };
  g_autofree char *form = NULL;

  t_indian_card_turn (t, "tribe-navajo");
  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 5);
  t_resources (t, "new-mexico", 2, 0, 0, 0);
  /* The Basic Game opens with the Telegraph (3.42): without it no Column
   * next door may React (5.351), so the War Party's choice comes next. */
  t->x->events &= ~GER_EV_TELEGRAPH;
  t_play_card (t, "shaman-rampage");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  {
    g_autofree char *id = t_id (t, t->self->d->villages[v].marker);

    form = g_strdup_printf ("war-party %s 2", id);
  }
  t_do (t, form);
  t_do (t, "wp-chiefs-done");
  t_dice (t, miss, 2);
  t_attack_in (t, "new-mexico");
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_TARGET);     /* the second attack */
  g_assert_cmpint (t_count_kind (t, A_ATTACK_RESOURCE), ==, 1); /* the other Settlement there */
  t_attack_in (t, "new-mexico");
  g_assert_cmpint (t->x->actions[v], ==, 1);
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_AFTER);
  t_free (t);
}

/* 9.2S: Public Outrage brings a DR of BPs to the US after an Indian-led
 * Massacre this Turn, else it is No Event; the Indians Ignore it. */
static void
test_public_outrage (void)
{
  for (int massacre = 0; massacre <= 1; massacre++)
    {
      T *t = t_new ("basic", 3);
      int dr = 7, reserve;

      t_us_card_turn (t);
      t->x->indian_massacres = massacre;
      reserve = t_count_type (t, t->self->d->usbp_first, t->self->d->usbp_count, "us-reserve");
      t_dice (t, &dr, 1);
      t_play_card (t, "shaman-public-outrage");
      g_assert_cmpint (t_count_type (t, t->self->d->usbp_first, t->self->d->usbp_count, "us-reserve"), ==,
                       reserve + (massacre ? MIN (7, t->self->d->usbp_count - reserve) : 0));
      t_free (t);
    }
}

/* 7.7: a Mission keeps its Area's Villages from relocating or sending War
 * Parties; 7.71: a Mission War Party destroys it at or under the Tribe's
 * and its available Chiefs' Aggression (Navajo 1, Manuelito reconstructed
 * in the data), else the Village is Finished.  Under Shaman Medicine the
 * Village's Aggression is one more (9.2Z): at the total + 1 it destroys
 * the Mission, at + 2 not. */
static void
test_mission_war_party (void)
{
  for (int row = 0; row < 4; row++)
    {
      T *t = t_new ("basic", 3);
      const char *keep[] = { "navajo", NULL };
      int over = row & 1, medicine = row >> 1;
      int v = t_village (t, "navajo"), total = t->self->d->villages[v].aggression + medicine, dr;

      t_indian_card_turn (t, "tribe-navajo");
      t_only_villages (t, keep);
      t_put_village (t, "navajo", "new-mexico", 5);
      t_resources (t, "new-mexico", 2, 0, 0, 0);
      t_put (t, "mission.1", "new-mexico", 0);
      for (guint i = 0; i < t->self->d->n_chiefs; i++)
        if (t->self->d->chiefs[i].tribe == t->self->d->villages[v].tribe && ger_chief_available (&t->c, i))
          total += t->self->d->chiefs[i].aggression;
      if (medicine)
        {
          t_play_card (t, "shaman-shaman-medicine");
          t_do (t, "card-target village-navajo");
        }
      else
        t_play_first_card (t);
      g_assert_false (t_has (t, "relocate"));
      g_assert_false (t_has (t, "war-party"));
      dr = total + over;
      t_dice (t, &dr, 1);
      t_do (t, "mission-war-party village-navajo");
      g_assert_cmpint (t_where (t, "mission.1"), ==, over ? t_loc (t, "new-mexico") : BH_OFFBOARD);
      g_assert_cmpint (t->x->indian_massacres, ==, over ? 0 : 1);
      g_assert_cmpint (bh_state_const_pieces (t->st)[t->self->d->villages[v].marker].face, ==, over ? 1 : 0);
      t_free (t);
    }
}

/* 9.2G: a Buffalo Skull in a Buffalo Area with SPs left, never in the
 * Indian Territory before the Land Rush, never where there is none. */
static void
test_buffalo_hunters (void)
{
  T *t = t_new ("basic", 3);
  int a = t->self->d->area_of_space[t_loc (t, "kansas")], before;

  t_indian_card_turn (t, "tribe-navajo");
  before = ger_available_sp (&t->c, a);
  t_play_card (t, "shaman-buffalo-hunters");
  g_assert_false (t_can (t, "card-area indian-territory"));
  g_assert_false (t_can (t, "card-area oregon"));            /* no Buffalo */
  g_assert_true (t_can (t, "card-area kansas"));
  t_do (t, "card-area kansas");
  g_assert_cmpint (ger_available_sp (&t->c, a), ==, MAX (before - 2, 0));
  t_free (t);
}

/* 9.2N, 7.7: a Mission goes where a Village is and no Mission; its
 * Villages then neither relocate nor send War Parties. */
static void
test_missionaries (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "navajo", NULL };
  int seat = t_indian_card_turn (t, "tribe-navajo");

  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 4);
  t_play_card (t, "shaman-missionaries");
  g_assert_false (t_can (t, "card-area kansas"));            /* no Village */
  t_do (t, "card-area new-mexico");
  g_assert_cmpint (ger_count_type_at (&t->c, t->self->d->mission_first, t->self->d->mission_count,
                                      t_loc (t, "new-mexico")), ==, 1);
  g_assert_false (t_has (t, "relocate"));
  g_assert_false (t_has (t, "war-party"));
  g_assert_true (t_has (t, "mission-war-party"));
  (void) seat;
  t_free (t);
}

/* 9.2P: Parole frees every Chief In Prison. */
static void
test_parole (void)
{
  T *t = t_new ("basic", 3);

  t_indian_card_turn (t, "tribe-navajo");
  t_put (t, "chief-geronimo", "in-prison", 0);
  t_play_card (t, "shaman-parole");
  g_assert_cmpint (t_where (t, "chief-geronimo"), ==, t->self->d->chiefs_available);
  t_free (t);
}

/* 7.82, position -> action -> position: the Basic opening, a player's
 * Round; `chief` put in `box` ("in-prison" or "dead-leaders"); the Parole
 * card played (9.2P).  The Chief is then in `after`. */
typedef struct { const char *chief, *box, *after; } ParoleRow;

static void
parole_row (const ParoleRow *row)
{
  T *t = t_new ("basic", 3);

  t_indian_card_turn (t, "tribe-navajo");
  t_put (t, row->chief, row->box, 0);
  t_play_card (t, "shaman-parole");
  g_assert_cmpint (t_where (t, row->chief), ==, t_loc (t, row->after));
  t_free (t);
}

/* 7.82: a Chief In Prison returns to play by Parole, whether his Village
 * is on the map (Geronimo's Chiricahua) or still On Reservation (the
 * Rogues' Tecumtum, On Reservation since 3.46); a Chief killed (7.8) does
 * not. */
static void
test_parole_returns (void)
{
  static const ParoleRow rows[] = {
    { "chief-geronimo", "in-prison", "chiefs-available" },
    { "chief-tecumtum", "in-prison", "chiefs-available" },
    { "chief-red-cloud", "dead-leaders", "dead-leaders" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    parole_row (&rows[k]);
}

/* 9.2Q: the player names other players' Villages until an Active one is
 * revealed; an Inactive one named is asked again; the Peace Chief's
 * Village attacks no Resource (its War Parties have no Resource target). */
static void
test_peace_chief (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "navajo", "kiowa", NULL };
  int seat = t_indian_card_turn (t, "tribe-apache"), other = -1;
  int navajo = t_village (t, "navajo");

  other = t_other_indian (t, seat);
  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 4);
  t_put_village (t, "kiowa", "kansas", 4);
  t_give_tribe (t, "tribe-navajo", other);
  bh_state_move_piece (t->st, t_piece (t, "tribe-kiowa"), t->self->d->tribal_deck);
  t_play_card (t, "shaman-peace-chief");
  t_do (t, "card-target village-kiowa");                     /* Inactive */
  g_assert_cmpint (t->st->pending.kind, ==, D_EVENT);
  g_assert_true (t_said (t, "not Active"));
  g_assert_false (t_can (t, "card-target village-kiowa"));
  t_do (t, "card-target village-navajo");
  g_assert_true (t->x->marks[navajo] & GER_MARK_PEACE_CHIEF);
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  t_free (t);
}

/* 9.2Y: a player with the Apache may Scout: +1 VP, the Village neither
 * relocates nor attacks for the Turn. */
static void
test_scouts (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "apache-chiricahua", NULL };
  int seat = t_indian_card_turn (t, "tribe-apache"), vp;

  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "arizona", 4);
  vp = t_vp (t, seat);
  t_play_card (t, "shaman-scouts");
  t_do (t, "card-target village-apache-chiricahua");
  g_assert_cmpint (t_vp (t, seat), ==, vp + 1);
  g_assert_false (t_has (t, "relocate"));
  g_assert_false (t_has (t, "war-party"));
  t_free (t);
}

/* 9.2X, 8.24: Reservation Unrest returns a Tribe On Reservation to the
 * Area it left; with none there it is No Event. */
static void
test_reservation_unrest (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "navajo", NULL };
  int v = t_village (t, "navajo");

  t_indian_card_turn (t, "tribe-apache");
  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 4);
  ger_go_on_reservation (&t->c, v);
  bh_state_move_piece (t->st, t_piece (t, "tribe-navajo"), t->self->d->on_reservation);
  t_play_card (t, "shaman-reservation-unrest");
  g_assert_cmpint (ger_village_area (&t->c, v), ==, t_loc (t, "new-mexico"));
  g_assert_cmpint (ger_village_bp (&t->c, v), ==, 4);
  g_assert_cmpint (t_where (t, "tribe-navajo"), ==, t->self->d->tribal_deck);
  t_free (t);
}

/* US BPs in Columns on the map. */
static int
t_column_bps (T *t)
{
  int n = 0;

  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    n += ger_col_used (&t->c, i) ? t->x->col_bp[i] : 0;
  return n;
}

/* Commanders leading Columns or waiting in the Reserve. */
static int
t_commanders_in_play (T *t)
{
  int n = 0;

  for (guint k = 0; k < t->self->d->n_commanders; k++)
    {
      int l = bh_state_const_pieces (t->st)[t->self->d->commanders[k].piece].location;

      n += l != t->self->d->commander_cup && l != t->self->d->dead_leaders && l != BH_OFFBOARD;
    }
  return n;
}

/* 9.2A: the Civil War is played only as its holder's first played card;
 * it halves the US BPs and Commanders and bars Railroads; 9.2DD before it is Bloody
 * Kansas, after it (the Basic Game) the Land Rush. */
static void
test_civil_war (void)
{
  T *t = t_new ("campaign", 3);
  int card = t_piece (t, "shaman-civil-war"), reserve, columns, commanders;
  g_autofree char *card_id = t_id (t, card);
  g_autofree char *play = g_strdup_printf ("play %s", card_id);

  t_play_to (t, D_CARD, "texas");
  bh_state_move_piece (t->st, card, t->self->d->hand_shaman[t->st->pending.side]);
  t->x->cards_played[t->st->pending.side] = 1;
  g_assert_false (t_can (t, play));
  t->x->cards_played[t->st->pending.side] = 0;
  reserve = t_count_type (t, t->self->d->usbp_first, t->self->d->usbp_count, "us-reserve");
  columns = t_column_bps (t);
  commanders = t_commanders_in_play (t);
  g_assert_cmpint (commanders, >=, 2);            /* the halving has something to halve */
  g_assert_cmpint (reserve + columns, >=, 2);
  t_do (t, play);
  g_assert_true (t->x->events & GER_EV_ACW);
  /* 5.44, 9.2A: half of all the US BPs, the Reserve's first; half the Commanders in play */
  g_assert_cmpint (t_count_type (t, t->self->d->usbp_first, t->self->d->usbp_count, "us-reserve"), ==,
                   MAX (reserve - (reserve + columns) / 2, 0));
  g_assert_cmpint (t_count_type (t, t->self->d->usbp_first, t->self->d->usbp_count, "us-reserve") + t_column_bps (t), ==,
                   reserve + columns - (reserve + columns) / 2);
  g_assert_cmpint (t_commanders_in_play (t), ==, commanders / 2);
  g_assert_false (t->x->rr_allowed);
  /* New Mexico and Arizona may not become States this Turn. */
  t_resources (t, "arizona", 0, 5, 0, 0);
  t_finish_rounds (t, "texas", NULL, 0);
  t_play_to (t, D_CARD, "texas");
  g_assert_false (t->x->states[t->self->d->area_of_space[t_loc (t, "arizona")]]);
  g_assert_nonnull (strstr (t->log, "Arizona may not become a State while the Civil War is on"));
  t_free (t);
  {
    T *b = t_new ("basic", 3);

    t_play_to (b, D_CARD, "texas");
    t_play_card (b, "shaman-territorial-problems");
    g_assert_true (b->x->land_rush);
    t_free (b);
  }
  {
    T *c = t_new ("campaign", 3);

    t_play_to (c, D_CARD, "texas");
    t_play_card (c, "shaman-territorial-problems");
    g_assert_false (c->x->land_rush);
    g_assert_true (c->x->events & GER_EV_BLOODY_KANSAS);
    t_free (c);
  }
}


/* 9.2A: a Civil War card not played by Turn 5 breaks out by itself at the
 * start of Turn 6 (after that Turn's new BPs, four dice, errata 13) and
 * leaves the game; not at the start of Turn 5; not at all once played. */
static void
test_civil_war_outbreak (void)
{
  static const struct { int turn; gboolean played, breaks; } cases[] = {
    { 5, FALSE, FALSE }, { 6, FALSE, TRUE }, { 6, TRUE, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("campaign", 3);
      int card = t_piece (t, "shaman-civil-war");

      t_play_to (t, D_CARD, "texas");
      t->st->turn = cases[k].turn - 1;
      bh_state_move_piece (t->st, card, cases[k].played ? t->self->d->shaman_removed : t->self->d->shaman_deck);
      t->x->bp_dice_after_acw = cases[k].played;
      t_finish_rounds (t, "texas", NULL, 0);
      t_play_to (t, D_CARD, "texas");
      g_assert_cmpint (t->st->turn, ==, cases[k].turn);
      g_assert_cmpint (!!(t->x->events & GER_EV_ACW), ==, cases[k].breaks);
      g_assert_cmpint (strstr (t->log, "breaks out at the start of Turn 6") != NULL, ==, cases[k].breaks);
      if (cases[k].breaks)
        {
          g_assert_cmpint (t_where (t, "shaman-civil-war"), ==, t->self->d->shaman_removed);
          g_assert_true (t->x->bp_dice_after_acw);                        /* six dice from Turn 7 */
          g_assert_nonnull (strstr (t->log, "The US rolls 4 dice for new BPs"));
          g_assert_false (t->x->rr_allowed);
        }
      t_free (t);
    }
}

/* 5.44: after the Civil War's draw the US gives the drawn Commanders to
 * the Columns he chooses (here the last one), one at a time, and may
 * redeploy each Column once (here to Utah); when he is done the Columns left without one dissolve into the Reserve, and the
 * card's player goes on with his Operations. */
static void
test_civil_war_commanders (void)
{
  static const char *const none[] = { NULL };
  T *t = t_new ("campaign", 3);
  int seat, last = -1, cmdr_piece = -1;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));

  t_play_to (t, D_CARD, "texas");
  seat = t->st->pending.side;
  t_no_columns (t);
  t_reserve (t, none, 0, 0, 0);
  t_column (t, "commander-sheridan", "kansas", FALSE, 4, 0, 0);
  t_column (t, "commander-sibley", "texas", FALSE, 4, 0, 0);
  t_column (t, "commander-pope", "colorado", FALSE, 4, 0, 0);
  t_column (t, "commander-crook", "arizona", FALSE, 4, 0, 0);
  t_play_card (t, "shaman-civil-war");
  g_assert_cmpint (t->st->pending.kind, ==, D_ACW_ASSIGN);
  g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
  bh_rules_list_actions (t->rules, t->st, legal);
  for (guint i = 0; i < legal->len; i++)
    if (g_array_index (legal, BhAction, i).kind == A_ACW_ASSIGN && g_array_index (legal, BhAction, i).args[1] > last)
      {
        last = g_array_index (legal, BhAction, i).args[1];
        cmdr_piece = g_array_index (legal, BhAction, i).args[0];
      }
  g_assert_cmpint (last, >=, 0);
  {
    g_autofree char *id = t_id (t, cmdr_piece);
    g_autofree char *assign = g_strdup_printf ("acw-assign %s %d", id, last);

    t_do (t, assign);
  }
  g_assert_true (t_said (t, "5.44"));
  g_assert_cmpint (t->st->pending.kind, ==, D_ACW_ASSIGN);
  {
    /* 5.44: a Column may be redeployed once, anywhere but Texas and New
       Mexico while the Civil War is on (9.2A) */
    g_autofree char *to_utah = g_strdup_printf ("acw-redeploy %d utah", last);
    g_autofree char *to_texas = g_strdup_printf ("acw-redeploy %d texas", last);
    g_autofree char *to_idaho = g_strdup_printf ("acw-redeploy %d idaho", last);

    g_assert_false (t_can (t, to_texas));
    t_do (t, to_utah);
    g_assert_cmpint (ger_col_space (&t->c, last), ==, t_loc (t, "utah"));
    if (t->st->pending.kind == D_ACW_ASSIGN)
      {
        g_assert_false (t_can (t, to_idaho));
        t_do (t, "acw-done");
      }
  }
  g_assert_true (ger_col_used (&t->c, last));
  g_assert_cmpint (t->self->d->commanders[t->x->col_cmdr[last]].piece, ==, cmdr_piece);
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    g_assert_true (!ger_col_used (&t->c, i) || t->x->col_cmdr[i] >= 0);    /* none left without */
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_cmpint (t->st->pending.side, ==, seat);
  t_free (t);
}

/* 5.44: "he may realign his distribution of BPs": after the Civil War (the
 * Reserve's 47 BPs pay the half of 94) the US moves BPs between Columns one
 * at a time.  A giver keeps one BP (a Column with 1 gives none; 2 may), a
 * taker stays within 20 (19 takes, 20 does not, 5.31); a Column that gave
 * takes none and one that took gives none; Texas is out of reach (9.2A). */
static void
test_civil_war_realign (void)
{
  static const char *const none[] = { NULL };
  T *t = t_new ("campaign", 3);
  int full, nineteen, one, two, texas;

  t_play_to (t, D_CARD, "texas");
  t_no_columns (t);
  t_reserve (t, none, 47, 0, 0);
  full = t_column (t, "commander-sheridan", "kansas", FALSE, 20, 0, 0);
  nineteen = t_column (t, "commander-pope", "colorado", FALSE, 19, 0, 0);
  one = t_column (t, "commander-crook", "arizona", FALSE, 1, 0, 0);
  two = t_column (t, "commander-custer", "nebraska", FALSE, 2, 0, 0);
  texas = t_column (t, "commander-sibley", "texas", FALSE, 5, 0, 0);
  t_play_card (t, "shaman-civil-war");
  g_assert_cmpint (t->st->pending.kind, ==, D_ACW_ASSIGN);
  g_assert_cmpint (t->x->col_bp[full], ==, 20);                 /* the Reserve paid (5.44) */
  {
    g_autofree char *to_full = g_strdup_printf ("acw-realign %d %d", nineteen, full);
    g_autofree char *to_nineteen = g_strdup_printf ("acw-realign %d %d", full, nineteen);
    g_autofree char *from_one = g_strdup_printf ("acw-realign %d %d", one, nineteen);
    g_autofree char *from_two = g_strdup_printf ("acw-realign %d %d", two, one);
    g_autofree char *into_texas = g_strdup_printf ("acw-realign %d %d", full, texas);
    g_autofree char *from_texas = g_strdup_printf ("acw-realign %d %d", texas, one);
    g_autofree char *again = g_strdup_printf ("acw-realign %d %d", full, nineteen);
    g_autofree char *took_gives = g_strdup_printf ("acw-realign %d %d", nineteen, one);
    g_autofree char *gave_takes = g_strdup_printf ("acw-realign %d %d", two, full);

    g_assert_false (t_can (t, to_full));        /* 20: full */
    g_assert_true (t_can (t, to_nineteen));     /* 19: room for one */
    g_assert_false (t_can (t, from_one));       /* keeps its one BP */
    g_assert_true (t_can (t, from_two));
    g_assert_false (t_can (t, into_texas));     /* 9.2A */
    g_assert_false (t_can (t, from_texas));
    t_do (t, to_nineteen);
    g_assert_true (t_said (t, "5.44"));
    g_assert_cmpint (t->x->col_bp[full], ==, 19);
    g_assert_cmpint (t->x->col_bp[nineteen], ==, 20);
    g_assert_cmpint (t_count_type (t, t->self->d->usbp_first, t->self->d->usbp_count, "colorado"), ==, 20);
    g_assert_cmpint (t->st->pending.kind, ==, D_ACW_ASSIGN);
    g_assert_false (t_can (t, again));          /* now 20 */
    g_assert_false (t_can (t, took_gives));     /* it took: it gives none */
    t_do (t, from_two);
    g_assert_false (t_can (t, gave_takes));     /* it gave: it takes none */
    g_assert_cmpint (t->x->col_bp[two], ==, 1);
    g_assert_cmpint (t->x->col_bp[one], ==, 2);
  }
  t_free (t);
}

/* 9.2M (referee s10 B1): "Each Tribe and Column in that Area ... loses one
 * BP": a Column On Patrol in New Mexico 5 -> 4, one In Fort there 1 -> 0
 * (gone, its Commander killed, 5.31), one in Arizona next door keeps 5. */
static void
test_winter_storm_columns (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "navajo", NULL };
  int patrol, fort, next;

  t_indian_card_turn (t, "tribe-apache");
  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 4);
  t_no_columns (t);
  patrol = t_column (t, "commander-sheridan", "new-mexico", FALSE, 5, 0, 0);
  fort = t_column (t, "commander-crook", "new-mexico", TRUE, 1, 0, 0);
  next = t_column (t, "commander-miles", "arizona", FALSE, 5, 0, 0);
  t_play_card (t, "shaman-massive-winter-storm");
  t_do (t, "card-area new-mexico");
  g_assert_cmpint (t->x->col_bp[patrol], ==, 4);
  g_assert_cmpint (t->x->col_loc[fort], ==, 0);
  g_assert_cmpint (t_where (t, "commander-crook"), ==, t->self->d->dead_leaders);
  g_assert_cmpint (t->x->col_bp[next], ==, 5);
  g_assert_true (t_logged (t, "The Column of Phil Sheridan loses one BP (9.2M)"));
  g_assert_cmpint (ger_village_bp (&t->c, t_village (t, "navajo")), ==, 3);
  t_free (t);
}

/* 9.2Y (referee s10 B3): "The US may add one to the Speed of all of his
 * Columns in or adjacent to the Scout Village's Area."  The Chiricahua in
 * Arizona scout: Columns of 5 BPs (Speed 3 + Pursuit, 5.32) in Arizona and
 * in New Mexico next door gain one; one in Kansas, not next to Arizona,
 * does not. */
static void
test_scouts_speed (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "apache-chiricahua", NULL };
  int cols[3], before[3];
  const int gain[3] = { 1, 1, 0 };

  t_indian_card_turn (t, "tribe-apache");
  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "arizona", 4);
  t_no_columns (t);
  cols[0] = t_column (t, "commander-sheridan", "arizona", FALSE, 5, 0, 0);
  cols[1] = t_column (t, "commander-miles", "new-mexico", FALSE, 5, 0, 0);
  cols[2] = t_column (t, "commander-crook", "kansas", FALSE, 5, 0, 0);
  for (int k = 0; k < 3; k++)
    {
      before[k] = ger_col_speed (&t->c, cols[k]);
      g_assert_cmpint (before[k], ==, 3 + t->self->d->commanders[t->x->col_cmdr[cols[k]]].pursuit);
    }
  t_play_card (t, "shaman-scouts");
  t_do (t, "card-target village-apache-chiricahua");
  for (int k = 0; k < 3; k++)
    g_assert_cmpint (ger_col_speed (&t->c, cols[k]), ==, before[k] + gain[k]);
  t_free (t);
}

/* 9.2M, 9.2EE (referee check3 B2) with 7.8: a card that takes a War
 * Party's last BP wipes it out, and its Chief dies with it ("killed only
 * when their entire ... War Party ... is eliminated").  The Navajo's War
 * Party under Manuelito, 1 or 2 BPs, in New Mexico (the Storm) or Texas
 * (the Rangers, an odd DR); its Village at home in Arizona with 3.  With 1 BP it
 * is gone and Manuelito dead; with 2 it stays, 1 BP, Manuelito with it. */
static void
test_card_wipes_out_war_party (void)
{
  static const struct { const char *card, *area, *target; int bp; } rows[] = {
    { "shaman-massive-winter-storm", "new-mexico", "card-area new-mexico", 1 },
    { "shaman-massive-winter-storm", "new-mexico", "card-area new-mexico", 2 },
    { "shaman-texas-rangers", "texas", "card-target war-party-navajo", 1 },
    { "shaman-texas-rangers", "texas", "card-target war-party-navajo", 2 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const keep[] = { "navajo", "apache-chiricahua", NULL };
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-apache"), v = t_village (t, "navajo"), odd = 1;
      gboolean gone = rows[k].bp == 1;

      t_only_villages (t, keep);
      t_put_village (t, "navajo", "arizona", 3);
      t_put_village (t, "apache-chiricahua", "california", 4);
      t_give_tribe (t, "tribe-navajo", t_other_indian (t, seat));
      t_no_columns (t);
      t->st->turn = 4;                                      /* Manuelito's Turn */
      t_war_party (t, "navajo", rows[k].area, rows[k].bp, "chief-manuelito");
      t_refresh (t);
      t_play_card (t, rows[k].card);
      t_dice (t, &odd, 1);
      t_do (t, rows[k].target);
      g_assert_cmpint (ger_wp_out (&t->c, v), ==, !gone);
      g_assert_cmpint (ger_wp_bp (&t->c, v), ==, rows[k].bp - 1);
      g_assert_cmpint (t_where (t, "chief-manuelito") == t->self->d->dead_leaders, ==, gone);
      g_assert_cmpint (t_logged (t, "The Navajo War Party is wiped out (7.8)"), ==, gone);
      g_assert_cmpint (t_logged (t, "Manuelito is killed (7.8)"), ==, gone);
      g_assert_cmpint (ger_village_home_bp (&t->c, v), ==, 3);            /* the Village keeps its own */
      t_free (t);
    }
}

/* 9.2M, second check's minor 1: "Each Tribe ... in that Area ... loses one
 * BP.  A Tribe with both a Village and a War Party(s) in the afflicted
 * Area, must subtract the BP loss from the War Party of its choice."  One
 * BP a Tribe, not a Village.  The Cheyenne (the other Indian's) in New
 * Mexico: the Southern Village at home (3 BPs), and as the row says its War
 * Party (2 BPs) and the Northern's (2 BPs).  Two War Parties there: the
 * Cheyenne's player chooses which (the Village is not offered), the other
 * and the Village keep theirs.  One War Party: it loses the BP, no
 * question.  Both Villages at home there (3 each) and no War Party: the
 * player chooses the Village, one BP in all; when the Cheyenne were never
 * shown, asking would tell the table who holds them: the first listed
 * loses it, unasked (/geronimo/9.2M/winter-storm-hidden-tribe). */
static void
test_winter_storm_tribe_choice (void)
{
  /* choice: 'n' the Northern's War Party, 's' the Southern's, 'N' the Northern Village;
     shown: the Cheyenne's card shown to all before (a War Party out shows it anyway) */
  static const struct { gboolean south_wp, north_wp, north_home, shown; int asked; char choice; int south, south_wp_bp, north, north_wp_bp; } rows[] = {
    { TRUE, TRUE, FALSE, FALSE, 2, 'n', 3, 2, 0, 1 },
    { TRUE, TRUE, FALSE, FALSE, 2, 's', 3, 1, 0, 2 },
    { TRUE, FALSE, FALSE, FALSE, 0, 0, 3, 1, 0, 0 },
    { FALSE, FALSE, TRUE, TRUE, 2, 'N', 3, 0, 2, 0 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const keep[] = { "cheyenne-southern", "cheyenne-northern", "apache-chiricahua", NULL };
      int seat;
      T *t = t_storm_game (keep, &seat);
      int other = t_other_indian (t, seat);
      int south = t_village (t, "cheyenne-southern"), north = t_village (t, "cheyenne-northern");

      t_put_village (t, "cheyenne-southern", "new-mexico", 3);
      t_put_village (t, "cheyenne-northern", rows[k].north_home ? "new-mexico" : "montana", 3);
      t_give_tribe (t, "tribe-cheyenne", other);
      t_no_columns (t);
      if (rows[k].south_wp)
        t_war_party (t, "cheyenne-southern", "new-mexico", 2, NULL);
      if (rows[k].north_wp)
        t_war_party (t, "cheyenne-northern", "new-mexico", 2, NULL);
      if (rows[k].south_wp || rows[k].north_wp || rows[k].shown)
        bh_state_reveal (t->st, t_piece (t, "tribe-cheyenne"), BH_ALL_SEATS);   /* a War Party out shows it (6.31) */
      t_storm_new_mexico (t);
      if (rows[k].asked > 0)
        {
          const GerVillage *gv = t->self->d->villages;
          int piece = rows[k].choice == 'n' ? gv[north].war_party : rows[k].choice == 's' ? gv[south].war_party : gv[north].marker;
          g_autofree char *south_id = t_id (t, gv[south].marker), *pick_id = t_id (t, piece);
          g_autofree char *village = g_strdup_printf ("card-target %s", south_id);
          g_autofree char *pick = g_strdup_printf ("card-target %s", pick_id);

          g_assert_cmpint (t->st->pending.kind, ==, D_EVENT_FOLLOW);
          g_assert_cmpint (t->st->pending.side, ==, other);
          g_assert_cmpint (t_count_kind (t, A_EVENT_PIECE), ==, rows[k].asked);
          g_assert_true (t_can (t, village) == rows[k].north_home);   /* a War Party's choice, not the Village's */
          t_do (t, pick);
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_cmpint (t->st->pending.side, ==, seat);
      g_assert_cmpint (ger_village_home_bp (&t->c, south), ==, rows[k].south);
      g_assert_cmpint (ger_wp_bp (&t->c, south), ==, rows[k].south_wp_bp);
      g_assert_cmpint (rows[k].north_home ? ger_village_home_bp (&t->c, north) : 0, ==, rows[k].north);
      g_assert_cmpint (ger_wp_bp (&t->c, north), ==, rows[k].north_wp_bp);
      t_free (t);
    }
}

/* 9.2M: two Villages of a Tribe never shown, both at home in the stricken
 * Area: its holder is not asked (the question would tell the table who
 * holds it); one BP in all, no decision, the card's player goes on. */
static void
test_winter_storm_hidden_tribe (void)
{
  static const char *const keep[] = { "cheyenne-southern", "cheyenne-northern", "apache-chiricahua", NULL };
  int seat;
  T *t = t_storm_game (keep, &seat);
  int south = t_village (t, "cheyenne-southern"), north = t_village (t, "cheyenne-northern");

  t_put_village (t, "cheyenne-southern", "new-mexico", 3);
  t_put_village (t, "cheyenne-northern", "new-mexico", 3);
  t_give_tribe (t, "tribe-cheyenne", t_other_indian (t, seat));
  g_assert_cmpint (bh_state_const_pieces (t->st)[t_piece (t, "tribe-cheyenne")].seen, !=, BH_ALL_SEATS);
  t_storm_new_mexico (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_cmpint (t->st->pending.side, ==, seat);
  g_assert_cmpint (ger_village_home_bp (&t->c, south) + ger_village_home_bp (&t->c, north), ==, 5);
  t_free (t);
}

/* 9.2M (referee check5 B2): "Each Tribe and Column in that Area ...
 * loses one BP ... If the Tribe does not have any BPs in the Area because
 * its War Party(s) are in an adjacent Area, then the Village has a -1 SP
 * Devastation marker placed on it."  The Storm on New Mexico, the Apache's
 * player playing it; the Navajo (the other Indian's) at home there:
 * - after the Cheyenne, asked (two War Parties there, 2 BPs each), the
 *   Navajo next in the Tribes' order lose their BP too, unasked: 3 -> 2;
 * - the Navajo's whole strength (3 BPs) out in a War Party in Arizona next
 *   door: no BP lost, the Village takes one Devastation marker (0 before);
 * - 6.66 "Extinction": the Navajo's last BP taken (1 -> 0, no War Party
 *   out): the Village and the Tribe Extinct, their player -3 VPs; with 2
 *   BPs one is left, no VP lost. */
static void
test_winter_storm_per_tribe (void)
{
  /* home: the Navajo's BPs at home; wp_az: its War Party in Arizona;
     cheyenne: the two Cheyenne War Parties in New Mexico (asked) */
  static const struct { int home, wp_az; gboolean cheyenne; int home_after, devastation; gboolean extinct; } rows[] = {
    { 3, 0, TRUE, 2, 0, FALSE },
    { 0, 3, FALSE, 0, 1, FALSE },
    { 1, 0, FALSE, 0, 0, TRUE },
    { 2, 0, FALSE, 1, 0, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const keep[] = { "navajo", "cheyenne-southern", "cheyenne-northern", "apache-chiricahua", NULL };
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-apache"), other = t_other_indian (t, seat);
      int navajo = t_village (t, "navajo"), vp;

      t_only_villages (t, keep);
      t_put_village (t, "apache-chiricahua", "california", 4);
      t_put_village (t, "cheyenne-southern", "montana", 3);
      t_put_village (t, "cheyenne-northern", "montana", 3);
      t_put_village (t, "navajo", "new-mexico", rows[k].home);
      t_give_tribe (t, "tribe-cheyenne", other);
      t_give_tribe (t, "tribe-navajo", other);
      t_no_columns (t);
      if (rows[k].wp_az > 0)
        t_war_party (t, "navajo", "arizona", rows[k].wp_az, NULL);
      if (rows[k].cheyenne)
        {
          t_war_party (t, "cheyenne-southern", "new-mexico", 2, NULL);
          t_war_party (t, "cheyenne-northern", "new-mexico", 2, NULL);
          bh_state_reveal (t->st, t_piece (t, "tribe-cheyenne"), BH_ALL_SEATS);   /* a War Party out shows it (6.31) */
        }
      t_refresh (t);
      vp = t_vp (t, other);
      t_play_card (t, "shaman-massive-winter-storm");
      t_do (t, "card-area new-mexico");
      if (rows[k].cheyenne)
        {
          g_autofree char *wp = t_id (t, t->self->d->villages[t_village (t, "cheyenne-northern")].war_party);
          g_autofree char *pick = g_strdup_printf ("card-target %s", wp);

          g_assert_cmpint (t->st->pending.kind, ==, D_EVENT_FOLLOW);
          g_assert_cmpint (t->st->pending.side, ==, other);
          t_do (t, pick);
          g_assert_cmpint (ger_wp_bp (&t->c, t_village (t, "cheyenne-northern")), ==, 1);
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_cmpint (t->st->pending.side, ==, seat);
      g_assert_cmpint (ger_village_home_bp (&t->c, navajo), ==, rows[k].home_after);
      g_assert_cmpint (ger_wp_bp (&t->c, navajo), ==, rows[k].wp_az);      /* the War Party next door keeps its BPs */
      g_assert_cmpint (t->x->devastation[navajo], ==, rows[k].devastation);
      g_assert_true (t_logged (t, "Navajo has no BPs here: a Devastation marker, -1 SP") == (rows[k].devastation > 0));
      g_assert_cmpint (t_where (t, "village-navajo") == t->self->d->extinct, ==, rows[k].extinct);
      g_assert_cmpint (t_where (t, "tribe-navajo") == t->self->d->extinct, ==, rows[k].extinct);
      g_assert_cmpint (t_vp (t, other) - vp, ==, rows[k].extinct ? -3 : 0);
      t_free (t);
    }
}

/* 9.2M (referee check5 minor 3): a Tribe with BPs in the Area loses one
 * of those; its Village there whose strength is all out next door takes
 * no Devastation marker.  The Cheyenne (shown to all) in New Mexico: the
 * Southern Village at home with 3 BPs, the Northern with none there, its 3
 * in a War Party in Arizona.  One choice, not asked: the Southern 3 -> 2,
 * the Northern no marker, its War Party 3. */
static void
test_winter_storm_bps_before_devastation (void)
{
  static const char *const keep[] = { "cheyenne-southern", "cheyenne-northern", "apache-chiricahua", NULL };
  int seat;
  T *t = t_storm_game (keep, &seat);
  int south = t_village (t, "cheyenne-southern"), north = t_village (t, "cheyenne-northern");

  t_put_village (t, "cheyenne-southern", "new-mexico", 3);
  t_put_village (t, "cheyenne-northern", "new-mexico", 0);
  t_give_tribe (t, "tribe-cheyenne", t_other_indian (t, seat));
  t_no_columns (t);
  t_war_party (t, "cheyenne-northern", "arizona", 3, NULL);
  bh_state_reveal (t->st, t_piece (t, "tribe-cheyenne"), BH_ALL_SEATS);   /* a War Party out shows it (6.31) */
  t_storm_new_mexico (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_cmpint (t->st->pending.side, ==, seat);
  g_assert_cmpint (ger_village_home_bp (&t->c, south), ==, 2);
  g_assert_cmpint (t->x->devastation[north], ==, 0);
  g_assert_cmpint (ger_wp_bp (&t->c, north), ==, 3);
  t_free (t);
}

/* 9.2M (referee check5 minor 4): the Storm's question says which Tribe
 * chooses and what its choice loses, and names 9.2M; each answer says what
 * it takes.  The Cheyenne (shown to all) in New Mexico, three ways: two War
 * Parties there (one loses a BP), both Villages at home there (one loses a
 * BP at home), both Villages there with every BP out in Arizona (one takes
 * the Devastation marker). */
static void
test_winter_storm_question_wording (void)
{
  static const struct { int home, wp_nm, wp_az; const char *question, *answer; } rows[] = {
    { 3, 2, 0, "which of the Cheyenne's War Parties in New Mexico loses one BP to the Massive Winter Storm (9.2M)",
      "The Northern Cheyenne War Party loses one BP" },
    { 3, 0, 0, "which of the Cheyenne's Villages in New Mexico loses one BP to the Massive Winter Storm (9.2M)",
      "Northern Cheyenne loses one BP at home" },
    { 0, 0, 3, "which of the Cheyenne's Villages in New Mexico takes the Massive Winter Storm's Devastation marker, -1 SP (9.2M)",
      "Northern Cheyenne takes a Devastation marker, -1 SP" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const keep[] = { "cheyenne-southern", "cheyenne-northern", "apache-chiricahua", NULL };
      static const char *const cheyenne[] = { "cheyenne-southern", "cheyenne-northern" };
      int seat;
      T *t = t_storm_game (keep, &seat);
      int other = t_other_indian (t, seat);
      const GerVillage *gv = t->self->d->villages;
      int north = t_village (t, "cheyenne-northern");
      g_autofree char *who = ger_seat_name (&t->c, other);
      g_autofree char *question = NULL, *answer = NULL, *pick = NULL, *pick_id = NULL;
      BhAction a;

      t_give_tribe (t, "tribe-cheyenne", other);
      t_no_columns (t);
      for (guint i = 0; i < G_N_ELEMENTS (cheyenne); i++)
        {
          t_put_village (t, cheyenne[i], "new-mexico", rows[k].home);
          if (rows[k].wp_nm > 0)
            t_war_party (t, cheyenne[i], "new-mexico", rows[k].wp_nm, NULL);
          if (rows[k].wp_az > 0)
            t_war_party (t, cheyenne[i], "arizona", rows[k].wp_az, NULL);
        }
      bh_state_reveal (t->st, t_piece (t, "tribe-cheyenne"), BH_ALL_SEATS);
      t_storm_new_mexico (t);
      g_assert_cmpint (t->st->pending.kind, ==, D_EVENT_FOLLOW);
      g_assert_cmpint (t->st->pending.side, ==, other);
      question = bh_rules_describe_decision (t->rules, t->st, BH_NONE);
      g_assert_true (g_str_has_prefix (question, who));
      g_assert_true (g_str_has_suffix (question, rows[k].question));
      pick_id = t_id (t, rows[k].wp_nm > 0 ? gv[north].war_party : gv[north].marker);
      pick = g_strdup_printf ("card-target %s", pick_id);
      t_parse_legal (t, pick, &a);
      answer = bh_rules_describe_action (t->rules, t->st, &a, BH_NONE);
      g_assert_cmpstr (answer, ==, rows[k].answer);
      t_do (t, pick);
      g_assert_true (g_str_has_prefix (t->narration, rows[k].answer));
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/9.2E/weather", test_weather);
  g_test_add_data_func ("/geronimo/9.2AA/smallpox", smallpox, test_village_cards);
  g_test_add_data_func ("/geronimo/9.2EE/texas-rangers", texas_rangers, test_village_cards);
  g_test_add_func ("/geronimo/9.2EE/texas-rangers-no-event", test_texas_rangers_no_event);
  g_test_add_func ("/geronimo/9.2K/ghost-towns", test_ghost_towns);
  g_test_add_func ("/geronimo/9.2K/ghost-town-choice", test_ghost_town_choice);
  g_test_add_func ("/geronimo/9.2K/ghost-town-railroads", test_ghost_town_railroads);
  g_test_add_func ("/geronimo/9.13/no-event-and-ignored", test_no_event_and_ignored);
  g_test_add_func ("/geronimo/9.2BB/springfield", test_springfield);
  g_test_add_func ("/geronimo/9.2V/rampage", test_rampage);
  g_test_add_func ("/geronimo/9.2S/public-outrage", test_public_outrage);
  g_test_add_func ("/geronimo/7.71/mission-war-party", test_mission_war_party);
  g_test_add_func ("/geronimo/9.2G/buffalo-hunters", test_buffalo_hunters);
  g_test_add_data_func ("/geronimo/9.2M/winter-storm", winter_storm, test_village_cards);
  g_test_add_func ("/geronimo/9.2M/winter-storm-columns", test_winter_storm_columns);
  g_test_add_func ("/geronimo/9.2M/winter-storm-tribe-choice", test_winter_storm_tribe_choice);
  g_test_add_func ("/geronimo/9.2M/winter-storm-hidden-tribe", test_winter_storm_hidden_tribe);
  g_test_add_func ("/geronimo/9.2M/winter-storm-per-tribe", test_winter_storm_per_tribe);
  g_test_add_func ("/geronimo/9.2M/winter-storm-bps-before-devastation", test_winter_storm_bps_before_devastation);
  g_test_add_func ("/geronimo/9.2M/winter-storm-question-wording", test_winter_storm_question_wording);
  g_test_add_func ("/geronimo/7.8/card-wipes-out-war-party", test_card_wipes_out_war_party);
  g_test_add_func ("/geronimo/9.2Y/scouts-speed", test_scouts_speed);
  g_test_add_func ("/geronimo/9.2N/missionaries", test_missionaries);
  g_test_add_func ("/geronimo/9.2P/parole", test_parole);
  g_test_add_func ("/geronimo/7.82/parole-returns", test_parole_returns);
  g_test_add_func ("/geronimo/9.2Q/peace-chief", test_peace_chief);
  g_test_add_func ("/geronimo/9.2Y/scouts", test_scouts);
  g_test_add_func ("/geronimo/9.2X/reservation-unrest", test_reservation_unrest);
  g_test_add_func ("/geronimo/9.2A/civil-war", test_civil_war);
  g_test_add_func ("/geronimo/9.2A/outbreak-turn-6", test_civil_war_outbreak);
  g_test_add_func ("/geronimo/5.44/commanders-assigned", test_civil_war_commanders);
  g_test_add_func ("/geronimo/5.44/civil-war-realign", test_civil_war_realign);
  return g_test_run ();
}
