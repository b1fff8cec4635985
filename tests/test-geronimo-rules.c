/* test-geronimo-rules.c — Geronimo's rules by number, driven through
 * player actions: the rulebook's numbers on both sides of each boundary,
 * and its worked examples with the dice forced (golden tests T1, T2, T3,
 * T5, T14, T25, T26, T27 of the digest's section 7). */
#include "test-geronimo-util.c"

#include <stdio.h>

/* 3.2: the number of players is the first decision, 2 to 5 in the
 * multi-player scenarios; solitaire has one and asks nothing. */
static void
test_players (void)
{
  T *t = t_new ("basic", 0);
  T *solo = t_new ("basic-solitaire", 0);

  g_assert_cmpint (t->st->pending.kind, ==, D_PLAYERS);
  g_assert_false (t_can (t, "players 1"));
  g_assert_true (t_can (t, "players 2"));
  g_assert_true (t_can (t, "players 5"));
  g_assert_false (t_can (t, "players 6"));
  g_assert_cmpint (solo->x->n_players, ==, 1);
  g_assert_cmpint (solo->st->pending.kind, !=, D_PLAYERS);
  t_free (t);
  t_free (solo);
}

/* Records the US seat of each Turn of a game played plainly. */
static void
us_by_turn (const char *scenario, int players, guint64 seed, const char *option, int *us)
{
  T *t = t_new_full (scenario, players, option, seed);

  for (int i = 0; i < 20000 && t->st->result == BH_RESULT_ONGOING; i++)
    {
      us[t->st->turn] = t->x->us_seat;
      t_plain_step (t, "texas");
    }
  g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
  t_free (t);
}

/* 3.3, 3.31 (T3): in the Basic Game nobody is the US two Turns running, so
 * the exclusion happens on Turns 5, 6 and 7. */
static void
test_sides_basic (void)
{
  for (guint64 seed = 1; seed <= 6; seed++)
    {
      int us[9] = { 0 };

      us_by_turn ("basic", 3, seed, NULL, us);
      for (int turn = 5; turn <= 7; turn++)
        g_assert_cmpint (us[turn], !=, us[turn - 1]);
    }
}

/* The longest run of Turns one seat is the US, over seeded games
 * 1..`seeds` of `scenario` for `players` with `option` (or none) played
 * plainly: it must reach `reached` and never pass `most` (0: no cap). */
typedef struct { const char *scenario; int players; const char *option; guint64 seeds; int reached, most; } UsRunRow;

static void
us_run_row (const UsRunRow *row)
{
  int longest = 0;

  for (guint64 seed = 1; seed <= row->seeds; seed++)
    {
      int us[9], run = 0;

      for (int turn = 0; turn <= 8; turn++)
        us[turn] = -1;                  /* Turns the scenario does not play */
      us_by_turn (row->scenario, row->players, seed, row->option, us);
      for (int turn = 1; turn <= 8; turn++)
        {
          run = us[turn] < 0 ? 0 : us[turn] == us[turn - 1] ? run + 1 : 1;
          longest = MAX (longest, run);
        }
    }
  g_assert_cmpint (longest, >=, row->reached);
  if (row->most > 0)
    g_assert_cmpint (longest, <=, row->most);
}

/* 3.3: in the Campaign nobody is the US in a Turn after the two previous
 * ones, but two running is allowed (both sides of the limit). */
static void
test_sides_campaign (void)
{
  static const UsRunRow rows[] = {
    { "campaign", 2, NULL, 12, 2, 2 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    us_run_row (&rows[k]);
}

/* 12.2: the option draws sides with no regard to the previous Turns: one
 * seat is the US two Turns running in the Basic Game, three in the
 * Campaign, which the limits of 3.31 and 3.3 forbid. */
static void
test_alternate_sides (void)
{
  static const UsRunRow rows[] = {
    { "basic", 3, "alternate-side-determination", 6, 2, 0 },
    { "campaign", 2, "alternate-side-determination", 12, 3, 0 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    us_run_row (&rows[k]);
}

/* 3.32: a Sioux or Apache pick is a pick of one; any other Tribe is one of
 * two, and the second may not be the Sioux or Apache; two players pick any
 * two (11.2B). */
static void
test_initial_tribes (void)
{
  T *t = t_new ("basic", 3);
  g_autofree char *sioux = g_strdup_printf ("choose-tribe %d", t_tribe (t, "tribe-sioux"));
  g_autofree char *apache = g_strdup_printf ("choose-tribe %d", t_tribe (t, "tribe-apache"));
  g_autofree char *navajo = g_strdup_printf ("choose-tribe %d", t_tribe (t, "tribe-navajo"));
  g_autofree char *kiowa = g_strdup_printf ("choose-tribe %d", t_tribe (t, "tribe-kiowa"));
  g_autofree char *shoshone = g_strdup_printf ("choose-tribe %d", t_tribe (t, "tribe-shoshone"));
  int first;
  T *two;

  g_assert_cmpint (t->st->pending.kind, ==, D_PICK_TRIBE);
  g_assert_false (t_can (t, shoshone));       /* On Reservation: not in the deck (4.71) */
  first = t->st->pending.side;
  t_do (t, navajo);
  g_assert_cmpint (t->st->pending.side, ==, first);
  g_assert_false (t_can (t, sioux));
  g_assert_false (t_can (t, apache));
  t_do (t, kiowa);
  g_assert_cmpint (t->st->pending.side, !=, first);
  t_do (t, sioux);
  g_assert_cmpint (t->st->pending.kind, !=, D_PICK_TRIBE);   /* the Sioux alone end the picks */
  t_free (t);

  two = t_new ("basic", 2);
  t_do (two, navajo);
  g_assert_true (t_can (two, apache));
  t_free (two);

  /* A picker whose second pick could only be the Sioux or the Apache takes
   * one Tribe, and the next picker chooses (3.32). */
  t = t_new ("basic", 3);
  for (guint k = 0; k < t->self->d->n_tribes; k++)
    {
      const char *id = t->self->d->tribes[k].id;

      if (!g_str_equal (id, "tribe-sioux") && !g_str_equal (id, "tribe-apache") && !g_str_equal (id, "tribe-navajo"))
        bh_state_move_piece (t->st, t->self->d->tribes[k].card, t->self->d->on_reservation);
    }
  first = t->st->pending.side;
  t_do (t, navajo);
  g_assert_cmpint (t->st->pending.kind, ==, D_PICK_TRIBE);
  g_assert_cmpint (t->st->pending.side, !=, first);
  g_assert_true (t_can (t, sioux));
  t_free (t);
}

static int
tribal_in_hand (T *t, int seat)
{
  int n = 0;

  for (guint i = 0; i < t->self->d->n_tribes; i++)
    n += bh_state_const_pieces (t->st)[t->self->d->tribes[i].card].location == t->self->d->hand_tribal[seat];
  return n;
}

/* Every picker takes two Tribes that are neither Sioux nor Apache. */
static void
pick_twos (T *t)
{
  while (t->st->pending.kind == D_PICK_TRIBE)
    {
      g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));

      bh_rules_list_actions (t->rules, t->st, legal);
      for (guint i = 0; i < legal->len; i++)
        if (!t->self->d->tribes[g_array_index (legal, BhAction, i).args[0]].pick_alone)
          {
            t_apply (t, &g_array_index (legal, BhAction, i));
            break;
          }
    }
}

/* 3.5B, 4.21 (T1, T2): Basic Turn 4 has 19 Tribal Cards; four Indians
 * would hold 5 each, so the first to choose gets the short end, 4; a
 * player who chose two Initial Tribes is dealt three more.  Two Indians
 * hold 9 each, 18 of the 19. */
static void
test_tribal_deal (void)
{
  T *t = t_new ("basic", 5);
  T *three = t_new ("basic", 3);
  int first;

  first = t->x->pickers[0];
  pick_twos (t);
  for (int s = 0; s < 5; s++)
    if (s == t->x->us_seat)
      g_assert_cmpint (tribal_in_hand (t, s), ==, 0);
    else
      g_assert_cmpint (tribal_in_hand (t, s), ==, s == first ? 4 : 5);
  pick_twos (three);
  for (int s = 0; s < 3; s++)
    g_assert_cmpint (tribal_in_hand (three, s), ==, s == three->x->us_seat ? 0 : 9);
  t_free (t);
  t_free (three);
}

/* 4.21, position -> action -> position: a Basic Game for five whose seats
 * hold `vp` VPs before the number of players is chosen; "players 5", the
 * Initial Tribes chosen (two each where allowed).  19 Tribal Cards for
 * four Indians: the Indian with the most VPs (among equals, the first to
 * choose) holds 4, the others 5. */
typedef struct { int vp[5]; } ShortEndRow;

static void
short_end_row (const ShortEndRow *row)
{
  T *t = t_new ("basic", 0);
  int most = -1;

  for (int s = 0; s < 5; s++)
    bh_state_markers (t->st)[t->self->d->vp_marker[s]] = row->vp[s];
  t_do (t, "players 5");
  for (int i = 0; i < t->x->n_pickers; i++)
    {
      int s = t->x->pickers[i];

      if (s != t->x->us_seat && (most < 0 || row->vp[s] > row->vp[most]))
        most = s;
    }
  pick_twos (t);
  for (int s = 0; s < 5; s++)
    if (s != t->x->us_seat)
      g_assert_cmpint (tribal_in_hand (t, s), ==, s == most ? 4 : 5);
  t_free (t);
}

/* 4.21: the short end of the Tribal deal goes to the most VPs, whoever
 * chose first; ties to the first chooser (/geronimo/3.5B/tribal-deal:
 * all at 0). */
static void
test_short_end (void)
{
  static const ShortEndRow rows[] = {
    { { 0, 0, 0, 0, 3 } },
    { { 3, 0, 0, 0, 0 } },
    { { 1, 4, 2, 3, 0 } },
    { { 2, 2, 2, 1, 1 } },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    short_end_row (&rows[k]);
}

/* 3.5D: Shaman Cards to every player, the US included: 15 each for two, 7
 * for three, 5 for four, 4 for five; solitaire draws 30 (11.33). */
static void
test_shaman_deal (void)
{
  static const int each[] = { 0, 30, 15, 7, 5, 4 };

  for (int n = 1; n <= 5; n++)
    {
      T *t = n == 1 ? t_new ("basic-solitaire", 0) : t_new ("basic", n);

      pick_twos (t);
      if (n == 1)
        {
          /* 11.33, 11.35: thirty to draw one a Round, none held before */
          g_assert_cmpint (t->x->solo_pile + ger_count_type_at (&t->c, t->self->d->shaman_first, t->self->d->shaman_count,
                                                                t->self->d->hand_shaman[0]), ==, each[n]);
          g_assert_cmpint (ger_count_type_at (&t->c, t->self->d->shaman_first, t->self->d->shaman_count,
                                              t->self->d->hand_shaman[0]), <=, 1);
        }
      else
        for (int s = 0; s < n; s++)
          g_assert_cmpint (ger_count_type_at (&t->c, t->self->d->shaman_first, t->self->d->shaman_count,
                                              t->self->d->hand_shaman[s]), ==, each[n]);
      t_free (t);
    }
}

/* 4.23 (T5): new BPs are the sum of the dice, 0 read as zero (2.4): the
 * Basic Game's six dice 4, 6, 0, 1, 0, 0 give 11; the Campaign's first Turn
 * gives none (11.11D). */
static void
test_new_bps (void)
{
  T *t = t_new ("basic", 0);
  T *c = t_new ("campaign", 0);
  static const int bp_rolls[] = { 4, 6, 0, 1, 0, 0 };
  int rolls[32], n = 0;
  int reserve;

  /* 3.47's Buffalo DRs come first, at the set-up: 9, no Skull. */
  for (guint a = 0; a < t->self->d->n_areas; a++)
    if (t->self->d->areas[a].buffalo && !t->self->d->areas[a].closed)
      rolls[n++] = 9;
  for (guint i = 0; i < G_N_ELEMENTS (bp_rolls); i++)
    rolls[n++] = bp_rolls[i];
  t_dice (t, rolls, n);
  t_do (t, "players 3");
  reserve = t_count_type (t, t->self->d->usbp_first, t->self->d->usbp_count, "us-reserve");
  g_assert_cmpint (reserve, ==, 11);
  reserve = t_count_type (c, c->self->d->usbp_first, c->self->d->usbp_count, "us-reserve");
  t_do (c, "players 3");
  g_assert_cmpint (t_count_type (c, c->self->d->usbp_first, c->self->d->usbp_count, "us-reserve"), ==, reserve);
  t_free (t);
  t_free (c);
}

/* 5.21: Settlements anywhere but the Indian Territory (before the Land
 * Rush). */
static void
test_settlement_areas (void)
{
  T *t = t_new ("basic", 3);

  t_play_to (t, D_SETTLEMENT, "texas");
  g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
  g_assert_false (t_can (t, "settle indian-territory"));
  g_assert_true (t_can (t, "settle kansas"));
  g_assert_true (t_can (t, "settle texas"));
  g_assert_false (t_can (t, "settle mexico"));
  t_free (t);
}

/* 5.21: placing a Settlement where a Village stands fights no battle:
 * the rules name none, so no battle account opens (no combat yet). */
static void
test_settlement_is_no_battle (void)
{
  static const int quiet[] = { 1 };
  T *t = t_new ("basic", 3);
  g_autoptr(BhState) before = NULL;
  BhAction a;
  int where = -2;

  t_play_to (t, D_SETTLEMENT, "texas");
  t_put_village (t, "nez-perce", "kansas", 7);
  t_dice (t, quiet, 1);
  before = bh_state_copy (t->st);
  g_assert_true (bh_rules_parse_action (t->rules, "settle kansas", &a, NULL));
  a.side = t->st->pending.side;
  t_do (t, "settle kansas");
  g_assert_true (bh_rules_battle_location (t->rules, before, &a, t->st, &where));
  g_assert_cmpint (where, ==, BH_NONE);
  t_free (t);
}

/* 5.22: a sixth Settlement makes a Town of five; a fifth does not. */
static void
test_towns (void)
{
  static const int quiet[] = { 1 };

  for (int before = 4; before <= 5; before++)
    {
      T *t = t_new ("basic", 3);

      t_play_to (t, D_SETTLEMENT, "texas");
      t_resources (t, "nebraska", before, 0, 0, 0);
      t_dice (t, quiet, 1);
      t_do (t, "settle nebraska");
      g_assert_cmpint (t_count_type (t, t->self->d->town_first, t->self->d->town_count, "nebraska"), ==, before == 5 ? 1 : 0);
      g_assert_cmpint (t_count_type (t, t->self->d->settlement_first, t->self->d->settlement_count, "nebraska"), ==,
                       before == 5 ? 1 : 5);
      t_free (t);
    }
}

static int
mines_in_cup (T *t)
{
  int n = 0;

  for (int m = 0; m < t->self->d->n_mines; m++)
    n += bh_state_const_pieces (t->st)[t->self->d->mines[m]].location == t->self->d->mine_cup;
  return n;
}

/* 5.23, 5.24: the Resource DR: 0 a Mine (and a Settlement where it
 * says), 1-6 nothing, 7-9 the option of a Railroad. */
static void
test_resource_dr (void)
{
  static const int cases[][2] = { { 0, 'M' }, { 1, '-' }, { 6, '-' }, { 7, 'R' }, { 9, 'R' } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new ("basic", 3);
      int cup;

      t_play_to (t, D_SETTLEMENT, "texas");
      cup = mines_in_cup (t);
      t_dice (t, &cases[i][0], 1);
      t_do (t, "settle texas");
      g_assert_cmpint (mines_in_cup (t), ==, cases[i][1] == 'M' ? cup - 1 : cup);
      if (cases[i][1] == 'M')
        {
          g_assert_true (t_logged (t, "Mine ("));               /* "the Alder Gulch Mine (3)" */
          g_assert_false (t_logged (t, "Mine Mine"));           /* referee-pg minor, session 12 */
        }
      g_assert_cmpint (t->st->pending.kind, ==, cases[i][1] == 'R' ? D_RAILROAD : D_CARD);
      if (cases[i][1] == 'R')
        g_assert_true (t_can (t, "no-railroad"));
      t_free (t);
    }
}

/* 5.24, 11.12: a Railroad goes in or next to an Area with one, and an
 * Area never has more Railroads than Town and Settlement RP. */
static void
test_railroad_cap (void)
{
  static const int seven[] = { 7 };

  for (int settlements = 1; settlements <= 2; settlements++)
    {
      T *t = t_new ("basic", 3);

      t_play_to (t, D_SETTLEMENT, "texas");
      t_resources (t, "nebraska", settlements, 0, 1, 0);
      t_resources (t, "washington", 3, 0, 0, 0);
      t_dice (t, seven, 1);
      t_do (t, "settle texas");
      g_assert_cmpint (t->st->pending.kind, ==, D_RAILROAD);
      g_assert_cmpint (t_can (t, "railroad nebraska"), ==, settlements == 2);
      g_assert_false (t_can (t, "railroad washington"));   /* no Railroad next to it */
      g_assert_false (t_can (t, "railroad indian-territory"));
      t_free (t);
    }
  /* A Town is 5 RP (5.22): one Town takes a fifth Railroad, not a sixth. */
  for (int rails = 4; rails <= 5; rails++)
    {
      T *t = t_new ("basic", 3);

      t_play_to (t, D_SETTLEMENT, "texas");
      t_resources (t, "nebraska", 0, 1, rails, 0);
      t_dice (t, seven, 1);
      t_do (t, "settle texas");
      g_assert_cmpint (t->st->pending.kind, ==, D_RAILROAD);
      g_assert_cmpint (t_can (t, "railroad nebraska"), ==, rails == 4);
      t_free (t);
    }
}

/* 9.11: a discard ends the Round with no Operation; a played card leads
 * to the Operations Segment (9.12). */
static void
test_discard (void)
{
  T *t = t_new ("basic", 3);
  int seat, rounds;

  t_play_to (t, D_CARD, "texas");
  seat = t->st->pending.side;
  rounds = t->x->rounds;
  t_plain_step (t, "texas");                      /* discard */
  g_assert_cmpint (t->x->rounds, ==, rounds + 1);
  /* the next Round is another player's (whose Round it is, not who
     decides: the US places a Settlement in every Round, 5.21) */
  g_assert_cmpint (t->x->order[t->x->cursor], !=, seat);
  t_free (t);
}

/* 6.2, 6.21, 6.8: a Village relocates to an adjacent Area, once a Round,
 * twice a Turn, then it is Finished. */
static void
test_relocation (void)
{
  T *t = t_new ("basic", 3);
  int seat = t_indian_card_turn (t, "tribe-navajo");
  int v = t_village (t, "navajo");
  g_autofree char *id = t_id (t, t->self->d->villages[v].marker);
  g_autofree char *to_az = g_strdup_printf ("relocate %s arizona", id);
  g_autofree char *to_ca = g_strdup_printf ("relocate %s california", id);
  g_autofree char *to_nm = g_strdup_printf ("relocate %s new-mexico", id);
  g_autofree char *to_ut = g_strdup_printf ("relocate %s utah", id);

  t_play_first_card (t);
  g_assert_false (t_can (t, to_ca));        /* not adjacent to New Mexico */
  g_assert_true (t_can (t, to_ut));         /* the Four Corners (5.241) */
  t_do (t, to_az);
  g_assert_cmpint (ger_village_area (&t->c, v), ==, t_loc (t, "arizona"));
  g_assert_cmpint (ger_village_bp (&t->c, v), ==, 2);   /* its BPs go with it (3.46: 2) */
  t_next_round_of (t, seat);
  t_play_first_card (t);
  t_do (t, to_nm);
  g_assert_cmpint (bh_state_const_pieces (t->st)[t->self->d->villages[v].marker].face, ==, 1);   /* Finished */
  t_next_round_of (t, seat);
  t_play_first_card (t);
  g_assert_false (t_can (t, to_az));
  t_free (t);
}

/* 6.22: a Tribe of two Villages relocates one a Round, the other in a
 * later Round of the Turn: the Southern Cheyenne go from Colorado to
 * Kansas; that Round the Northern may not follow; the next they go from
 * Wyoming to Montana. */
static void
test_multiple_villages (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "cheyenne-southern", "cheyenne-northern", NULL };
  int seat = t_indian_card_turn (t, "tribe-cheyenne");
  int south = t_village (t, "cheyenne-southern"), north = t_village (t, "cheyenne-northern");
  g_autofree char *south_id = t_id (t, t->self->d->villages[south].marker);
  g_autofree char *north_id = t_id (t, t->self->d->villages[north].marker);
  g_autofree char *south_move = g_strdup_printf ("relocate %s kansas", south_id);
  g_autofree char *north_move = g_strdup_printf ("relocate %s montana", north_id);

  t_only_villages (t, keep);
  t_put_village (t, "cheyenne-southern", "colorado", 4);
  t_put_village (t, "cheyenne-northern", "wyoming", 3);
  t_no_columns (t);
  t_play_first_card (t);
  g_assert_true (t_can (t, north_move));
  t_do (t, south_move);
  g_assert_cmpint (ger_village_area (&t->c, south), ==, t_loc (t, "kansas"));
  g_assert_false (t->st->pending.kind == D_OPERATION && t->st->pending.side == seat && t_can (t, north_move));
  g_assert_cmpint (ger_village_area (&t->c, north), ==, t_loc (t, "wyoming"));
  t_next_round_of (t, seat);
  t_play_first_card (t);
  t_do (t, north_move);
  g_assert_cmpint (ger_village_area (&t->c, north), ==, t_loc (t, "montana"));
  g_assert_cmpint (ger_village_area (&t->c, south), ==, t_loc (t, "kansas"));
  t_free (t);
}

/* 6.8: a Village acts at most twice a Turn, once a Round, and is Finished
 * after its second action; each Village of a multi-Village Tribe has its
 * own two.  The Southern Cheyenne relocate Colorado-Kansas-Nebraska in two
 * Rounds and are Finished, a third move refused; the Northern then move
 * twice too. */
static void
test_twice_a_turn (void)
{
  static const struct { const char *village, *to; gboolean finished; } moves[] = {
    { "cheyenne-southern", "kansas", FALSE }, { "cheyenne-southern", "nebraska", TRUE },
    { "cheyenne-northern", "montana", FALSE }, { "cheyenne-northern", "idaho", TRUE },
  };
  T *t = t_new ("basic", 3);
  const char *keep[] = { "cheyenne-southern", "cheyenne-northern", NULL };
  int seat = t_indian_card_turn (t, "tribe-cheyenne");

  t_only_villages (t, keep);
  t_put_village (t, "cheyenne-southern", "colorado", 4);
  t_put_village (t, "cheyenne-northern", "wyoming", 3);
  t_no_columns (t);
  for (guint k = 0; k < G_N_ELEMENTS (moves); k++)
    {
      int v = t_village (t, moves[k].village);
      g_autofree char *id = t_id (t, t->self->d->villages[v].marker);
      g_autofree char *move = g_strdup_printf ("relocate %s %s", id, moves[k].to);

      if (k > 0)
        t_next_round_of (t, seat);
      t_play_first_card (t);
      t_do (t, move);
      g_assert_cmpint (ger_village_area (&t->c, v), ==, t_loc (t, moves[k].to));
      g_assert_cmpint (bh_state_const_pieces (t->st)[t->self->d->villages[v].marker].face, ==, moves[k].finished);
      if (k == 1)
        {
          g_autofree char *third = g_strdup_printf ("relocate %s kansas", id);

          t_next_round_of (t, seat);
          t_play_first_card (t);
          g_assert_false (t_can (t, third));                 /* a third action: no */
          t_do (t, "no-action");
        }
    }
  t_free (t);
}

/* 6.23, 6.24: into Mexico from an Area on its border; back only to the
 * Area left or one next to it along the same border. */
static void
test_foreign (void)
{
  T *t = t_new ("basic", 3);
  int seat = t_indian_card_turn (t, "tribe-navajo");
  g_autofree char *id = t_id (t, t->self->d->villages[t_village (t, "navajo")].marker);
  g_autofree char *to_mx = g_strdup_printf ("relocate %s mexico", id);
  g_autofree char *to_ca = g_strdup_printf ("relocate %s canada", id);
  g_autofree char *to_tx = g_strdup_printf ("relocate %s texas", id);
  g_autofree char *to_cal = g_strdup_printf ("relocate %s california", id);
  g_autofree char *to_az = g_strdup_printf ("relocate %s arizona", id);

  t_play_first_card (t);
  g_assert_false (t_can (t, to_ca));
  t_do (t, to_mx);
  t_next_round_of (t, seat);
  t_play_first_card (t);
  g_assert_true (t_can (t, to_tx));
  g_assert_true (t_can (t, to_az));
  g_assert_false (t_can (t, to_cal));       /* on the border, but not next to New Mexico */
  t_free (t);
}

/* The 6.65 example's Idaho: 18 SPs less 3 Settlements and 2 unbroken RRs
 * (a third Broke) = 11 SPs for Nez Perce 7 BPs, Shoshone 5, Bannock 4, all
 * Survival 4: 3 each, the 2 left to the two largest.  `bannock_acts`: the
 * Bannock relocate out and back (2 actions), so their SPs are not doubled.
 * `shoshone_inactive`: the Shoshone's card back in the deck (4.21). */
static T *
idaho_with (int settlements, gboolean bannock_acts, gboolean shoshone_inactive)
{
  static const char *const keep[] = { "nez-perce", "shoshone", "bannock", NULL };
  T *t = t_new ("basic", 3);
  int seat = t_indian_card_turn (t, "tribe-bannock");
  g_autofree char *id = t_id (t, t->self->d->villages[t_village (t, "bannock")].marker);
  g_autofree char *out = g_strdup_printf ("relocate %s oregon", id);
  g_autofree char *back = g_strdup_printf ("relocate %s idaho", id);

  t_give_tribe (t, "tribe-nez-perce", seat);
  if (shoshone_inactive)
    t_inactive (t, "tribe-shoshone");
  else
    t_give_tribe (t, "tribe-shoshone", seat);
  t_only_villages (t, keep);
  t_put_village (t, "nez-perce", "idaho", 7);
  t_put_village (t, "shoshone", "idaho", 5);
  t_put_village (t, "bannock", "idaho", 4);
  t_resources (t, "idaho", settlements, 0, 3, 1);
  t_empty_mine_cup (t);
  if (bannock_acts)
    {
      t_play_first_card (t);
      t_do (t, out);
      t_next_round_of (t, seat);
      t_play_first_card (t);
      t_do (t, back);
    }
  t_finish_rounds (t, "texas", NULL, 0);
  return t;
}

static T *
idaho (int settlements, gboolean bannock_acts)
{
  return idaho_with (settlements, bannock_acts, FALSE);
}

/* 6.62-6.65 (T14): the example and its variants, on both sides of the
 * Survival rating. */
static void
test_survival_example (void)
{
  T *t = idaho (3, TRUE);

  g_assert_cmpint (ger_village_bp (&t->c, t_village (t, "nez-perce")), ==, 7);
  g_assert_cmpint (ger_village_bp (&t->c, t_village (t, "shoshone")), ==, 5);
  g_assert_cmpint (ger_village_bp (&t->c, t_village (t, "bannock")), ==, 3);   /* 3 SPs < 4: -1 BP */
  g_assert_nonnull (strstr (t->log, "Idaho: 11 SPs among 3 Villages (6.62, 6.63)"));
  t_free (t);

  /* Had the Bannock done nothing, 3 doubled is 6 (6.64): no loss. */
  t = idaho (3, FALSE);
  g_assert_cmpint (ger_village_bp (&t->c, t_village (t, "bannock")), ==, 4);
  t_free (t);

  /* 12 SPs: 4 each, exactly the rating: no loss (6.65 reads ≥ as enough). */
  t = idaho (2, TRUE);
  g_assert_cmpint (ger_village_bp (&t->c, t_village (t, "bannock")), ==, 4);
  t_free (t);

  /* 6.63, 4.5: the SPs go among "all Tribal Villages, Active and
   * Inactive": with the Shoshone Inactive still 11 among 3, the Bannock's
   * 3 short of 4; shared among the two Active ones it would be 5. */
  t = idaho_with (3, TRUE, TRUE);
  g_assert_nonnull (strstr (t->log, "Idaho: 11 SPs among 3 Villages (6.62, 6.63)"));
  g_assert_cmpint (ger_village_bp (&t->c, t_village (t, "bannock")), ==, 3);
  g_assert_cmpint (ger_village_bp (&t->c, t_village (t, "shoshone")), ==, 5);   /* Inactive: no check (6.61) */
  t_free (t);
}

/* 6.63: "Leftover points go to the largest Villages (in descending order
 * of current BPs), with ties resolved by DR."  Idaho (18) with three Towns
 * leaves 3 SPs for the Nez Perce and the Shoshone, 5 BPs each, Survival 4,
 * neither acting (doubled, 6.64): 1 each and the leftover to the tie's
 * higher DR, who earns 4 and keeps his BPs; the other earns 2 and loses
 * one (6.65).  The tie DRs forced 0 then 9, and 9 then 0. */
static void
test_survival_tie (void)
{
  static const char *const keep[] = { "nez-perce", "shoshone", NULL };

  for (int k = 0; k < 2; k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-nez-perce");
      int dice[2] = { k == 0 ? 0 : 9, k == 0 ? 9 : 0 };
      const char *winner;

      t_give_tribe (t, "tribe-shoshone", seat);
      t_only_villages (t, keep);
      t_put_village (t, "nez-perce", "idaho", 5);
      t_put_village (t, "shoshone", "idaho", 5);
      t_resources (t, "idaho", 0, 3, 0, 0);
      t_empty_mine_cup (t);
      t_finish_rounds (t, "texas", dice, 2);
      g_assert_true (t_logged (t, "Idaho: 3 SPs among 2 Villages"));
      winner = t_logged (t, "Nez Perce: DR 9 for the leftover SPs") ? "nez-perce" : "shoshone";
      g_assert_true (t_logged (t, g_str_equal (winner, "nez-perce") ? "Shoshone: DR 0 for the leftover SPs"
                                                                   : "Nez Perce: DR 0 for the leftover SPs"));
      g_assert_cmpint (ger_village_bp (&t->c, t_village (t, winner)), ==, 5);
      g_assert_cmpint (ger_village_bp (&t->c, t_village (t, g_str_equal (winner, "nez-perce") ? "shoshone" : "nez-perce")), ==, 4);
      t_free (t);
    }
}

/* 6.61: "Do not check for Inactive Tribes": the Ute alone in Utah with 5
 * BPs, four Towns leaving no SPs; Active, it loses a BP (0 under its
 * Survival, 6.65), Inactive (its card in the deck), none. */
static void
test_survival_active_only (void)
{
  static const char *const keep[] = { "ute", NULL };

  for (int inactive = 0; inactive <= 1; inactive++)
    {
      T *t = t_new ("basic", 3);
      int v = t_village (t, "ute"), a = t->self->d->area_of_space[t_loc (t, "utah")];
      int dice[3] = { 9, 9, 9 };

      t_indian_card_turn (t, "tribe-ute");
      if (inactive)
        t_inactive (t, "tribe-ute");
      t_only_villages (t, keep);
      t_put_village (t, "ute", "utah", 5);
      t_resources (t, "utah", 0, 4, 0, 0);
      t_empty_mine_cup (t);
      g_assert_cmpint (ger_available_sp (&t->c, a), ==, 0);
      t_finish_rounds (t, "texas", dice, 3);
      g_assert_cmpint (ger_village_bp (&t->c, v), ==, inactive ? 5 : 4);
      t_free (t);
    }
}

/* 6.64: "If there is a Mission in the Area, the earned SPs of each
 * Village are doubled", with the doubling for doing nothing ("All
 * modifiers are cumulative").  The Bannock (Survival 4, 6.65's example)
 * alone in Idaho, 4 BPs, three Towns and two Settlements leaving 1 SP,
 * idle: 2 SPs, under 4, a BP lost; with a Mission there 4, none. */
static void
test_survival_mission (void)
{
  static const char *const keep[] = { "bannock", NULL };

  for (int mission = 0; mission <= 1; mission++)
    {
      T *t = t_new ("basic", 3);
      int v = t_village (t, "bannock"), a = t->self->d->area_of_space[t_loc (t, "idaho")];
      int dice[3] = { 9, 9, 9 };

      t_indian_card_turn (t, "tribe-bannock");
      t_only_villages (t, keep);
      t_put_village (t, "bannock", "idaho", 4);
      t_resources (t, "idaho", 2, 3, 0, 0);
      if (mission)
        t_put (t, "mission.1", "idaho", 0);
      t_empty_mine_cup (t);
      g_assert_cmpint (ger_available_sp (&t->c, a), ==, 1);
      t_finish_rounds (t, "texas", dice, 3);
      g_assert_cmpint (ger_village_bp (&t->c, v), ==, mission ? 4 : 3);
      t_free (t);
    }
}

/* A Village alone on the map, Active (or Inactive: its card back in the
 * deck), with `bp` BPs; the Survival Phase rolls `dr` first. */
static T *
reservation_of (const char *village, const char *card, const char *area, int bp, int dr, gboolean inactive)
{
  const char *keep[] = { village, NULL };
  T *t = t_new ("basic", 3);

  t_indian_card_turn (t, card);
  if (inactive)
    t_inactive (t, card);
  t_only_villages (t, keep);
  t_put_village (t, village, area, bp);
  t_empty_mine_cup (t);
  t_finish_rounds (t, "texas", &dr, 1);
  return t;
}

/* 8.14 (T25), 8.17: an Active Village at half its printed strength or
 * less rolls; at or under its Survival rating it goes On Reservation and
 * the US gains 2 VPs.  Mimbres (7, Survival 1) rolls at 3 BPs, not at 4,
 * and goes on 0-1; Klamath (2, Survival 5) at 1 BP, on DR 5 (printed
 * "< 5"; the ≤ reading) but not 6.  An Inactive Tribe does not check. */
static void
test_forced_reservation (void)
{
  static const struct { const char *v, *card, *area; int bp, dr; gboolean goes, inactive; } cases[] = {
    { "apache-mimbres", "tribe-apache", "new-mexico", 3, 1, TRUE },
    { "apache-mimbres", "tribe-apache", "new-mexico", 3, 1, FALSE, TRUE },   /* Inactive: no check (referee m10) */
    { "apache-mimbres", "tribe-apache", "new-mexico", 3, 2, FALSE },
    { "apache-mimbres", "tribe-apache", "new-mexico", 4, 0, FALSE },
    { "klamath", "tribe-klamath", "oregon", 1, 5, TRUE },
    { "klamath", "tribe-klamath", "oregon", 1, 6, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = reservation_of (cases[i].v, cases[i].card, cases[i].area, cases[i].bp, cases[i].dr, cases[i].inactive);
      int v = t_village (t, cases[i].v);
      int where = bh_state_const_pieces (t->st)[t->self->d->villages[v].marker].location;

      g_assert_cmpint (where == t->self->d->on_reservation, ==, cases[i].goes);
      g_assert_cmpint (strstr (t->log, "+2 VP: a Village On Reservation (8.17)") != NULL, ==, cases[i].goes);
      t_free (t);
    }
}

/* 10.21 (T26): Minnesota, level 6, with a Town, 3 Settlements and a
 * Massacre has 7 usable RP and becomes a State, the US gaining 10 VPs with
 * two Indian players (10.11); with 2 Settlements, 6 is not over 6. */
static void
test_statehood_example (void)
{
  for (int settlements = 2; settlements <= 3; settlements++)
    {
      T *t = t_new ("campaign", 3);
      int minnesota = t->self->d->area_of_space[t_loc (t, "minnesota")];
      int vp_before;

      t_play_to (t, D_SETTLEMENT, "texas");
      t_resources (t, "minnesota", settlements, 1, 0, 0);
      t_resources (t, "california", 0, 3, 0, 0);
      t_resources (t, "texas", 0, 3, 0, 0);
      bh_state_move_piece (t->st, t->self->d->massacres[0], t_loc (t, "minnesota"));
      t_empty_mine_cup (t);
      vp_before = t_vp (t, t->x->us_seat);
      t_finish_rounds (t, "texas", NULL, 0);
      g_assert_cmpint (t->x->states[minnesota], ==, settlements == 3);
      if (settlements == 3)
        g_assert_nonnull (strstr (t->log, "+10 VP: a new State (10.11)"));
      (void) vp_before;
      t_free (t);
    }
}

/* 10.31, 10.32 (T27): with two States below their level, the US loses a
 * VP for each, and a Territory over its level is admitted only on a DR
 * plus 2 at or under 8: a natural 6, not 7. */
static void
test_statehood_after_failure (void)
{
  for (int dr = 6; dr <= 7; dr++)
    {
      T *t = t_new ("basic", 3);
      int nebraska = t->self->d->area_of_space[t_loc (t, "nebraska")];

      t_play_to (t, D_SETTLEMENT, "texas");
      t_resources (t, "kansas", 0, 0, 0, 0);
      t_resources (t, "nevada", 0, 0, 0, 0);
      t_resources (t, "nebraska", 0, 3, 0, 0);
      t_empty_mine_cup (t);
      t_finish_rounds (t, "texas", NULL, 0);
      g_assert_cmpint (t->x->failing_states, ==, 2);
      g_assert_nonnull (strstr (t->log, "Kansas has 0 RP, under its level"));
      while (t->st->pending.kind == D_ADMIT && t->st->pending.args[0] != t_loc (t, "nebraska"))
        t_plain_step (t, "texas");                /* no-statehood */
      g_assert_cmpint (t->st->pending.kind, ==, D_ADMIT);
      t_dice (t, &dr, 1);
      t_do (t, "apply-statehood nebraska");
      g_assert_cmpint (t->x->states[nebraska], ==, dr == 6);
      t_free (t);
    }
}

/* 10.3, 10.31, 10.33: at the Statehood Phase each State is checked first:
 * under its level it costs the US 1 VP and counts as failing, so that a
 * Territory's admission then needs the 10.32 DR.  Kansas (level 8) with a
 * Town and 3 Settlements has 8 RP and holds; with 2, 7 RP, it fails, and
 * Nebraska (3 Towns, 15 RP over its 9) waits on the US's application
 * instead of becoming a State at once.  Nevada kept at 8. */
static void
test_state_maintenance (void)
{
  for (int settlements = 2; settlements <= 3; settlements++)
    {
      T *t = t_new ("basic", 3);
      int nebraska = t->self->d->area_of_space[t_loc (t, "nebraska")];
      gboolean fails = settlements == 2;

      t_play_to (t, D_SETTLEMENT, "texas");
      t_resources (t, "kansas", settlements, 1, 0, 0);
      t_resources (t, "nevada", 3, 1, 0, 0);
      t_resources (t, "nebraska", 0, 3, 0, 0);
      t_empty_mine_cup (t);
      t_finish_rounds (t, "texas", NULL, 0);
      g_assert_cmpint (t->x->failing_states, ==, fails ? 1 : 0);
      g_assert_cmpint (t_logged (t, "Kansas has 7 RP, under its level 8 (10.31)"), ==, fails);
      g_assert_cmpint (t_logged (t, "a State below its level (10.31)"), ==, fails);
      g_assert_false (t_logged (t, "Nevada has"));
      if (fails)
        {
          while (t->st->pending.kind == D_ADMIT && t->st->pending.args[0] != t_loc (t, "nebraska"))
            t_plain_step (t, "texas");
          g_assert_cmpint (t->st->pending.kind, ==, D_ADMIT);
          g_assert_cmpint (t->x->states[nebraska], ==, 0);
        }
      else
        g_assert_cmpint (t->x->states[nebraska], ==, 1);
      t_free (t);
    }
}

/* 7.64, 10.21: a Massacre marker lowers only the RP for admission, not a
 * State's maintenance (option massacre-affects-maintenance: it does), and
 * goes at the End of the Turn.  Kansas, a State of level 8, holds with 8 RP
 * and a Massacre; under the option it fails. */
static void
test_massacre_markers (void)
{
  for (int option = 0; option <= 1; option++)
    {
      T *t = t_new_full ("basic", 3, option ? "massacre-affects-maintenance" : NULL, 1);
      int marker = t->self->d->massacres[0];

      t_play_to (t, D_SETTLEMENT, "texas");
      t_resources (t, "kansas", 3, 1, 0, 0);
      t_resources (t, "nevada", 3, 1, 0, 0);
      bh_state_move_piece (t->st, marker, t_loc (t, "kansas"));
      t_empty_mine_cup (t);
      t_finish_rounds (t, "texas", NULL, 0);
      g_assert_cmpint (t->x->failing_states, ==, option);
      g_assert_cmpint (t_logged (t, "Kansas has 7 RP, under its level 8 (10.31)"), ==, option);
      for (int i = 0; i < 200 && t->st->turn == 4; i++)
        t_plain_step (t, "texas");
      g_assert_cmpint (t->st->turn, ==, 5);
      g_assert_cmpint (bh_state_const_pieces (t->st)[marker].location, !=, t_loc (t, "kansas"));
      t_free (t);
    }
}

/* 6.25, 6.24: a Village in Mexico rolls on the Foreign Government Table in
 * the Survival Phase: 0-5 no change, 6-8 driven out with half its BPs
 * (7: 3), placed by the US in the Area it left (Arizona) or one next to
 * that along the border (New Mexico, California; not Texas), 9 destroyed.
 * Both sides of 5/6 and 8/9. */
static void
test_foreign_government (void)
{
  static const struct { int dr; gboolean driven, destroyed; } cases[] = {
    { 5, FALSE, FALSE }, { 6, TRUE, FALSE }, { 8, TRUE, FALSE }, { 9, FALSE, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *keep[] = { "apache-chiricahua", NULL };
      T *t = t_new ("basic", 3);
      int v = t_village (t, "apache-chiricahua"), mexico = t_loc (t, "mexico");

      t_indian_card_turn (t, "tribe-apache");
      t_only_villages (t, keep);
      t_put_village (t, "apache-chiricahua", "mexico", 7);
      t->x->left_from[v] = t_loc (t, "arizona");          /* it relocated from Arizona (6.23) */
      t_empty_mine_cup (t);
      t_finish_rounds (t, "texas", &cases[i].dr, 1);
      if (cases[i].driven)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_DRIVEN);
          g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
          g_assert_cmpint (ger_village_bp (&t->c, v), ==, 3);
          g_assert_true (t_can (t, "place-driven-out arizona"));
          g_assert_true (t_can (t, "place-driven-out new-mexico"));
          g_assert_true (t_can (t, "place-driven-out california"));
          g_assert_false (t_can (t, "place-driven-out texas"));
          g_assert_false (t_can (t, "place-driven-out mexico"));
          t_do (t, "place-driven-out new-mexico");
          t_refresh (t);
          g_assert_cmpint (ger_village_area (&t->c, v), ==, t_loc (t, "new-mexico"));
          g_assert_cmpint (ger_village_bp (&t->c, v), ==, 3);
          g_assert_true (t_said (t, "6.25, 6.24"));
        }
      else
        {
          g_assert_cmpint (t->st->pending.kind, !=, D_DRIVEN);
          g_assert_cmpint (ger_village_bp (&t->c, v), ==, cases[i].destroyed ? 0 : 7);
          if (!cases[i].destroyed)
            g_assert_cmpint (ger_village_area (&t->c, v), ==, mexico);
        }
      t_free (t);
    }
  /* Canada too: a Teton Sioux Village there with 4 BPs, DR 5 and 9. */
  for (int dr = 5; dr <= 9; dr += 4)
    {
      const char *keep[] = { "sioux-teton-1", NULL };
      T *t = t_new ("basic", 3);
      int v = t_village (t, "sioux-teton-1");

      t_indian_card_turn (t, "tribe-sioux");
      t_only_villages (t, keep);
      t_put_village (t, "sioux-teton-1", "canada", 4);
      t_empty_mine_cup (t);
      t_finish_rounds (t, "texas", &dr, 1);
      g_assert_cmpint (ger_village_bp (&t->c, v), ==, dr == 9 ? 0 : 4);
      g_assert_true (t_logged (t, dr == 9 ? "in Canada: DR 9, destroyed" : "in Canada: DR 5, no change"));
      t_free (t);
    }
}

/* 11.2C: with two players Resource Allotment comes only in the Turn's
 * first 20 Rounds: the 20th Round (19 done) has it, the 21st not; with
 * three players every Round has it. */
static void
test_allotment_rounds (void)
{
  static const struct { int players, done; gboolean allotment; } rows[] = {
    { 2, 18, TRUE }, { 2, 19, FALSE }, { 3, 19, TRUE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", rows[k].players);

      t_play_to (t, D_CARD, "texas");
      t->x->rounds = rows[k].done;
      t_plain_step (t, "texas");                  /* the Round's card discarded: the Round ends */
      g_assert_cmpint (t->x->rounds, ==, rows[k].done + 1);
      g_assert_cmpint (t->st->pending.kind, ==, rows[k].allotment ? D_SETTLEMENT : D_CARD);
      g_assert_cmpint (t_said (t, "No Resource Allotment after the first 20 Rounds"), ==, !rows[k].allotment);
      t_free (t);
    }
}

/* 4.7, 4.71, 4.72: at the End of the Turn, Finished Villages turn back
 * and Broke Railroads are repaired; through the Turn they stay so. */
static void
test_end_of_turn (void)
{
  T *t = t_new ("basic", 3);
  int turn, rr, navajo;

  t_play_to (t, D_CARD, "texas");
  turn = t->st->turn;
  t_resources (t, "kansas", 0, 0, 1, 1);
  rr = -1;
  for (int p = t->self->d->rr_first; p < t->self->d->rr_first + t->self->d->rr_count; p++)
    if (bh_state_const_pieces (t->st)[p].location == t_loc (t, "kansas"))
      rr = p;
  navajo = t_piece (t, "village-navajo");
  bh_state_pieces (t->st)[navajo].face = 1;
  t_plain_step (t, "texas");
  g_assert_cmpint (bh_state_const_pieces (t->st)[rr].face, ==, 1);
  g_assert_cmpint (bh_state_const_pieces (t->st)[navajo].face, ==, 1);
  for (int i = 0; i < 4000 && t->st->turn == turn && t->st->result == BH_RESULT_ONGOING; i++)
    t_plain_step (t, "texas");
  g_assert_cmpint (t->st->turn, ==, turn + 1);
  g_assert_cmpint (bh_state_const_pieces (t->st)[rr].face, ==, 0);
  g_assert_cmpint (bh_state_const_pieces (t->st)[navajo].face, ==, 0);
  t_free (t);
}

/* 11.2B: with two players the Indian may choose any two groups, the Sioux
 * and the Apache together; with three, the Sioux alone are a picker's
 * choice (3.32) and the next picker chooses. */
static void
test_two_player_initial_tribes (void)
{
  static const struct { int players; const char *first, *second; gboolean same_picker; } rows[] = {
    { 2, "tribe-sioux", "tribe-apache", TRUE },
    { 2, "tribe-apache", "tribe-sioux", TRUE },
    { 3, "tribe-sioux", "tribe-apache", FALSE },
    { 3, "tribe-apache", "tribe-sioux", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", rows[k].players);
      g_autofree char *first = g_strdup_printf ("choose-tribe %d", t_tribe (t, rows[k].first));
      g_autofree char *second = g_strdup_printf ("choose-tribe %d", t_tribe (t, rows[k].second));
      int picker = t->st->pending.side;

      t_do (t, first);
      g_assert_cmpint (t->st->pending.side == picker && t->st->pending.kind == D_PICK_TRIBE, ==, rows[k].same_picker);
      if (rows[k].same_picker)
        {
          g_assert_true (t_can (t, second));
          t_do (t, second);
          g_assert_cmpint (t->st->pending.kind, !=, D_PICK_TRIBE);
        }
      t_free (t);
    }
}

/* 11.2A: two players.  Basic: Turn 4's side drawn, then the players switch
 * sides every Turn.  Campaign: drawn every Turn, but after two Turns
 * running as the US a player is the Indian (never three); across seeds the
 * draw does give a player two Turns running. */
static void
test_two_player_sides (void)
{
  gboolean twice = FALSE;

  for (guint64 seed = 1; seed <= 4; seed++)
    for (int campaign = 0; campaign <= 1; campaign++)
      {
        T *t = t_new_full (campaign ? "campaign" : "basic", 2, NULL, seed);
        int us[9], run = 0, last = -1;

        for (int i = 0; i < 9; i++)
          us[i] = -1;
        for (int i = 0; i < 20000 && t->st->result == BH_RESULT_ONGOING; i++)
          {
            if (t->st->turn >= 1 && t->st->turn <= 8 && us[t->st->turn] < 0 && t->x->us_seat >= 0)
              us[t->st->turn] = t->x->us_seat;
            t_plain_step (t, "texas");
          }
        for (int turn = t->x->first_turn; turn <= t->x->last_turn; turn++)
          {
            g_assert_cmpint (us[turn], >=, 0);
            run = us[turn] == last ? run + 1 : 1;
            last = us[turn];
            if (!campaign && turn > t->x->first_turn)
              g_assert_cmpint (us[turn], !=, us[turn - 1]);
            g_assert_cmpint (run, <=, campaign ? 2 : 1);
            twice |= campaign && run == 2;
          }
        t_free (t);
      }
  g_assert_true (twice);
}

/* Plays plainly to the US's Settlement in Turn `turn`, then gives Kansas,
 * California, Nebraska and Washington two Settlements each, so that a
 * Railroad could go in any of them but for 11.12, and places the Round's
 * Settlement in Texas with a Resource DR of 7 (5.23). */
static void
t_rail_round (T *t, int turn)
{
  static const int seven[] = { 7 };
  const char *areas[] = { "kansas", "california", "nebraska", "washington" };

  for (int i = 0; i < 20000 && !(t->st->turn == turn && t->st->pending.kind == D_SETTLEMENT); i++)
    t_plain_step (t, "texas");
  g_assert_cmpint (t->st->turn, ==, turn);
  for (guint k = 0; k < G_N_ELEMENTS (areas); k++)
    {
      int l = t_loc (t, areas[k]), rails = 0;

      for (int p = t->self->d->rr_first; p < t->self->d->rr_first + t->self->d->rr_count; p++)
        rails += bh_state_const_pieces (t->st)[p].location == l;
      t_resources (t, areas[k], 2, 0, rails, 0);
    }
  t_dice (t, seven, 1);
  t_do (t, "settle texas");
}

/* 11.12: in the Campaign no Railroad before Turn 3 (a Resource DR of 7-9
 * is No Effect in Turn 2, a Railroad in Turn 3); the first two go one
 * each to Kansas and California; after them, only in or next to an Area
 * with one (Nebraska, next to Kansas; not Washington). */
static void
test_campaign_railroads (void)
{
  T *t = t_new ("campaign", 3);

  t_rail_round (t, 2);
  g_assert_cmpint (t->st->pending.kind, !=, D_RAILROAD);
  g_assert_true (t_said (t, "no Railroad may be placed this Turn (11.12)"));
  t_rail_round (t, 3);
  g_assert_cmpint (t->st->pending.kind, ==, D_RAILROAD);
  g_assert_true (t_can (t, "railroad kansas"));
  g_assert_true (t_can (t, "railroad california"));
  g_assert_false (t_can (t, "railroad nebraska"));
  t_do (t, "railroad kansas");
  t_play_to (t, D_SETTLEMENT, "texas");
  t_rail_round (t, 3);
  g_assert_true (t_can (t, "railroad california"));
  g_assert_false (t_can (t, "railroad nebraska"));       /* the second of the first two still to go */
  t_do (t, "railroad california");
  t_play_to (t, D_SETTLEMENT, "texas");
  t_rail_round (t, 3);
  g_assert_true (t_can (t, "railroad nebraska"));
  g_assert_false (t_can (t, "railroad washington"));
  t_free (t);
}

/* 3.32, 4.3 (referee s10 minor 5): tied rolls are rolled again, and the
 * re-roll is narrated; the higher re-roll chooses first.  Basic, 3
 * players, seed 11: Players 1 and 2 both roll 6 for the Initial Tribes. */
static void
test_tie_reroll_narrated (void)
{
  T *t = t_new_full ("basic", 3, NULL, 11);
  const char *line = strstr (t->log, "Tied: Player ");
  int p1, r1, p2, r2;

  g_assert_nonnull (line);
  g_assert_cmpint (sscanf (line, "Tied: Player %d rolls again %d, Player %d %d (3.32)", &p1, &r1, &p2, &r2), ==, 4);
  g_assert_cmpint (r1, !=, r2);
  g_assert_cmpint (t->st->pending.kind, ==, D_PICK_TRIBE);
  g_assert_cmpint (t->st->pending.side + 1, ==, r1 > r2 ? p1 : p2);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/4.72/end-of-turn", test_end_of_turn);
  g_test_add_func ("/geronimo/6.22/multiple-villages", test_multiple_villages);
  g_test_add_func ("/geronimo/6.8/twice-a-turn", test_twice_a_turn);
  g_test_add_func ("/geronimo/10.31/state-maintenance", test_state_maintenance);
  g_test_add_func ("/geronimo/7.64/massacre-markers", test_massacre_markers);
  g_test_add_func ("/geronimo/11.2C/allotment-rounds", test_allotment_rounds);
  g_test_add_func ("/geronimo/3.2/players", test_players);
  g_test_add_func ("/geronimo/3.31/basic-no-us-twice", test_sides_basic);
  g_test_add_func ("/geronimo/3.3/campaign-no-us-thrice", test_sides_campaign);
  g_test_add_func ("/geronimo/12.2/alternate-sides", test_alternate_sides);
  g_test_add_func ("/geronimo/3.32/initial-tribes", test_initial_tribes);
  g_test_add_func ("/geronimo/3.5B/tribal-deal", test_tribal_deal);
  g_test_add_func ("/geronimo/4.21/short-end", test_short_end);
  g_test_add_func ("/geronimo/3.32/tie-rolled-again", test_tie_reroll_narrated);
  g_test_add_func ("/geronimo/11.2B/any-two-groups", test_two_player_initial_tribes);
  g_test_add_func ("/geronimo/11.2A/sides", test_two_player_sides);
  g_test_add_func ("/geronimo/3.5D/shaman-deal", test_shaman_deal);
  g_test_add_func ("/geronimo/4.23/new-bps", test_new_bps);
  g_test_add_func ("/geronimo/5.21/settlement-areas", test_settlement_areas);
  g_test_add_func ("/geronimo/5.21/settlement-is-no-battle", test_settlement_is_no_battle);
  g_test_add_func ("/geronimo/5.22/towns", test_towns);
  g_test_add_func ("/geronimo/5.23/resource-dr", test_resource_dr);
  g_test_add_func ("/geronimo/5.24/railroad-cap", test_railroad_cap);
  g_test_add_func ("/geronimo/11.12/campaign-railroads", test_campaign_railroads);
  g_test_add_func ("/geronimo/9.11/discard", test_discard);
  g_test_add_func ("/geronimo/6.2/relocation", test_relocation);
  g_test_add_func ("/geronimo/6.23/foreign", test_foreign);
  g_test_add_func ("/geronimo/6.65/survival-example", test_survival_example);
  g_test_add_func ("/geronimo/6.61/active-tribes-only", test_survival_active_only);
  g_test_add_func ("/geronimo/6.63/leftover-tie", test_survival_tie);
  g_test_add_func ("/geronimo/6.64/mission-doubles", test_survival_mission);
  g_test_add_func ("/geronimo/8.14/forced-reservation", test_forced_reservation);
  g_test_add_func ("/geronimo/6.25/foreign-government", test_foreign_government);
  g_test_add_func ("/geronimo/10.21/statehood-example", test_statehood_example);
  g_test_add_func ("/geronimo/10.32/statehood-after-failure", test_statehood_after_failure);
  return g_test_run ();
}
