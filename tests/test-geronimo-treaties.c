/* test-geronimo-treaties.c — Reservations (8.1, 8.2): Treaties offered and
 * signed (8.11, 8.12) with their VP limits on both sides, Agency
 * Corruption (8.13, 8.22, 9.2H) and Reservation Unrest (8.23, 9.2X),
 * driven through player actions with the dice forced. */
#include "test-geronimo-util.c"

/* An Indian seat's Operations Segment with the Navajo alone on the map,
 * the US player's VPs at the Turn's start set to `us_vp`. */
static int
t_treaty_setup (T *t, int us_vp)
{
  const char *keep[] = { "navajo", NULL };
  int seat = t_indian_card_turn (t, "tribe-navajo");

  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 4);
  bh_state_markers (t->st)[t->self->d->vp_marker[t->x->us_seat]] = us_vp;
  t->x->us_vp_start = us_vp;
  t_play_first_card (t);
  return seat;
}

/* 8.11: up to five VPs are free, more come from the US player's own total,
 * never more than he had when the Turn began; the tournament cap is 10. */
static void
test_treaty_limits (void)
{
  static const struct { const char *option; int us_vp, max; } cases[] = {
    { NULL, 0, 5 }, { NULL, 20, 25 }, { "treaty-cap", 20, 10 }, { "treaty-cap", 3, 8 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new_full ("basic", 3, cases[k].option, 1);
      g_autofree char *at = g_strdup_printf ("treaty-vp %d", cases[k].max);
      g_autofree char *over = g_strdup_printf ("treaty-vp %d", cases[k].max + 1);

      t_treaty_setup (t, cases[k].us_vp);
      t_do (t, "offer-treaty village-navajo");
      g_assert_true (t_can (t, at));
      g_assert_false (t_can (t, over));
      t_free (t);
    }
}

/* 8.11 (referee check 7, G14-B1): "The US player may not give away more
 * of his own VPs than he had at the start of the turn": the limit is the
 * Turn's, over all its Treaties.  The US begins the Turn with 4 VPs; the
 * Navajo sign for 7 (2 of them his own); in the same Indian's next Round
 * the Ute may have 7 more (2 more of his own: 4 in all, exactly what he
 * had), not 8 (5 in all), refused naming 8.11.  Signed for 7: the US has
 * given his 4 and gained 2 + 2 for the two Villages On Reservation (8.17).
 * On the old code (5 + the start's VPs for every Treaty) the second offer
 * lists 9. */
static void
test_treaty_limit_per_turn (void)
{
  const char *keep[] = { "navajo", "ute", NULL };
  T *t = t_new ("basic", 3);
  int seat = t_indian_card_turn (t, "tribe-navajo"), us = t->x->us_seat, turn = t->st->turn, vp;
  g_autofree char *words = NULL;

  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 4);
  t_put_village (t, "ute", "colorado", 3);
  t_give_tribe (t, "tribe-ute", seat);
  bh_state_markers (t->st)[t->self->d->vp_marker[us]] = 4;
  t->x->us_vp_start = 4;
  t_play_first_card (t);
  vp = t_vp (t, seat);
  t_do (t, "offer-treaty village-navajo");
  t_do (t, "treaty-vp 7");
  t_do (t, "accept-treaty");
  if (t->st->pending.kind == D_PRISON)
    t_do (t, "no-prison");
  g_assert_cmpint (t_vp (t, us), ==, 4 - 2 + 2);
  t_do (t, "no-action");
  t_next_round_of (t, seat);
  g_assert_cmpint (t->st->turn, ==, turn);            /* the same Turn */
  t_play_first_card (t);
  t_do (t, "offer-treaty village-ute");
  g_assert_true (t_can (t, "treaty-vp 7"));
  g_assert_false (t_can (t, "treaty-vp 8"));
  words = t_refusal (t, "treaty-vp 8");
  g_assert_nonnull (strstr (words, "had 4 VPs when the Turn began and has given 2 of them this Turn: a Treaty pays "
                                   "at most 7 VPs now (rule 8.11)"));
  t_do (t, "treaty-vp 7");
  t_do (t, "accept-treaty");
  if (t->st->pending.kind == D_PRISON)
    t_do (t, "no-prison");
  g_assert_cmpint (t_vp (t, seat), ==, vp + 14);
  g_assert_cmpint (t->x->us_vp_given, ==, 4);
  t_free (t);
}

/* RULES-DONE 5 (referee check 7, G14-M6): counts of one read in the
 * singular, through ngettext: a Treaty for 1 VP is offered and signed "for
 * 1 VP" (never "1 VPs"); for 2, "2 VPs". */
static void
test_treaty_vp_plural (void)
{
  for (int vp = 1; vp <= 2; vp++)
    {
      T *t = t_new ("basic", 3);
      g_autofree char *offer = g_strdup_printf ("treaty-vp %d", vp);
      g_autofree char *signs = g_strdup_printf ("signs a Treaty for %d %s and goes On Reservation", vp,
                                                vp == 1 ? "VP" : "VPs");

      t_treaty_setup (t, 10);
      t_do (t, "offer-treaty village-navajo");
      t_do (t, offer);
      g_assert_true (t_said (t, vp == 1 ? "On Reservation for 1 VP (8.11)" : "On Reservation for 2 VPs (8.11)"));
      t_do (t, "accept-treaty");
      g_assert_true (t_said (t, signs));
      g_assert_null (strstr (t->log, "1 VPs"));
      t_free (t);
    }
}

/* 8.11, 8.12, 8.17: a Treaty for 7 VPs: the Indian +7, of which 2 from the
 * US player, who gains 2 for the Village On Reservation; refused, nothing
 * happens and the offerer goes on with his Operations; one offer a Round. */
static void
test_treaty_signed (void)
{
  for (int accept = 0; accept <= 1; accept++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_treaty_setup (t, 10), us = t->x->us_seat;
      int v = t_village (t, "navajo"), vp = t_vp (t, seat);

      t_do (t, "offer-treaty village-navajo");
      t_do (t, "treaty-vp 7");
      g_assert_cmpint (t->st->pending.kind, ==, D_TREATY_ANSWER);
      g_assert_cmpint (t->st->pending.side, ==, us);
      t_do (t, accept ? "accept-treaty" : "refuse-treaty");
      if (accept)
        t_do (t, "no-prison");            /* 7.81: test_prison */
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_cmpint (t->st->pending.side, ==, seat);
      g_assert_false (t_has (t, "offer-treaty"));
      g_assert_cmpint (t_vp (t, seat), ==, vp + (accept ? 7 : 0));
      g_assert_cmpint (t_vp (t, us), ==, 10 + (accept ? -2 + 2 : 0));
      g_assert_cmpint (ger_village_on_map (&t->c, v), ==, !accept);
      t_free (t);
    }
}

/* 8.13, 8.22, 9.2H: Agency Corruption after a 3 VP Treaty: DR 1 costs one
 * VP and the Village stays; DR 6 would cost three, all the Treaty paid, so
 * it leaves the Reservation, the US -1 VP (8.17).  A 0 VP Treaty leaves
 * without a roll. */
static void
test_agency_corruption (void)
{
  static const struct { int vp, dr, lost; gboolean leaves; } cases[] = {
    { 3, 1, 1, FALSE }, { 3, 6, 3, TRUE }, { 3, 9, 3, TRUE }, { 0, -1, 0, TRUE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_treaty_setup (t, 10), us = t->x->us_seat;
      int v = t_village (t, "navajo"), vp, us_vp;
      g_autofree char *offer = g_strdup_printf ("treaty-vp %d", cases[k].vp);

      t_do (t, "offer-treaty village-navajo");
      t_do (t, offer);
      t_do (t, "accept-treaty");
      t_do (t, "no-prison");
      t_do (t, "no-action");
      vp = t_vp (t, seat);
      us_vp = t_vp (t, us);
      t_play_to (t, D_CARD, "texas");
      if (cases[k].dr >= 0)
        t_dice (t, &cases[k].dr, 1);
      t_play_card (t, "shaman-agency-corruption");
      g_assert_cmpint (t_vp (t, seat), ==, vp - cases[k].lost);
      g_assert_cmpint (ger_village_on_map (&t->c, v), ==, cases[k].leaves);
      g_assert_cmpint (t_vp (t, us), ==, us_vp - (cases[k].leaves ? 1 : 0));
      t_free (t);
    }
}

/* 7.81: after a Treaty the US may put one Chief of the Tribe available
 * this Turn In Prison, or none (the Navajo's Manuelito and Barboncito in
 * Turn 4; none in Turn 5, past their Turns, 6.51); a Village forced On
 * Reservation (8.14: Navajo, 5 printed, at 2 BPs, Survival 3) takes all
 * its Chiefs available to Prison: DR 3 goes, DR 4 stays. */
static void
test_prison (void)
{
  static const struct { int turn; const char *choice; gboolean offered, manuelito, barboncito; } treaty[] = {
    { 4, "imprison chief-manuelito", TRUE, TRUE, FALSE },
    { 4, "no-prison", TRUE, FALSE, FALSE },
    { 5, NULL, FALSE, FALSE, FALSE },
  };
  static const struct { int dr; gboolean prison; } forced[] = { { 3, TRUE }, { 4, FALSE } };

  for (guint k = 0; k < G_N_ELEMENTS (treaty); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_treaty_setup (t, 10);

      t->st->turn = treaty[k].turn;
      t_do (t, "offer-treaty village-navajo");
      /* The Treaty's decisions are about the Village in New Mexico (8.11). */
      assert_decision_in (t, "new-mexico", "New Mexico");
      t_do (t, "treaty-vp 3");
      assert_decision_in (t, "new-mexico", "New Mexico");
      t_do (t, "accept-treaty");
      g_assert_cmpint (t->st->pending.kind == D_PRISON, ==, treaty[k].offered);
      if (treaty[k].offered)
        {
          g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
          g_assert_true (t_has (t, "imprison chief-barboncito"));
          t_do (t, treaty[k].choice);
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_cmpint (t->st->pending.side, ==, seat);
      g_assert_cmpint (t_where (t, "chief-manuelito") == t->self->d->in_prison, ==, treaty[k].manuelito);
      g_assert_cmpint (t_where (t, "chief-barboncito") == t->self->d->in_prison, ==, treaty[k].barboncito);
      t_free (t);
    }
  for (guint k = 0; k < G_N_ELEMENTS (forced); k++)
    {
      const char *keep[] = { "navajo", NULL };
      T *t = t_new ("basic", 3);

      t_indian_card_turn (t, "tribe-navajo");
      t_only_villages (t, keep);
      t_put_village (t, "navajo", "new-mexico", 2);
      t_empty_mine_cup (t);
      t_finish_rounds (t, "texas", &forced[k].dr, 1);
      g_assert_cmpint (t_where (t, "chief-manuelito") == t->self->d->in_prison, ==, forced[k].prison);
      g_assert_cmpint (t_where (t, "chief-barboncito") == t->self->d->in_prison, ==, forced[k].prison);
      g_assert_cmpint (strstr (t->log, "Manuelito goes to Prison (7.81)") != NULL, ==, forced[k].prison);
      t_free (t);
    }
}

/* 8.23, 8.24, 9.2X: Reservation Unrest draws a Tribe On Reservation (the
 * Navajo, by Treaty from New Mexico, the only one): its Village returns to
 * the Area it left, Active; with none On Reservation the card is No
 * Event. */
static void
test_reservation_unrest (void)
{
  for (int signed_ = 0; signed_ <= 1; signed_++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_treaty_setup (t, 10), v = t_village (t, "navajo");

      if (signed_)
        {
          t_do (t, "offer-treaty village-navajo");
          t_do (t, "treaty-vp 3");
          t_do (t, "accept-treaty");
          t_do (t, "no-prison");
          g_assert_false (ger_village_on_map (&t->c, v));
        }
      t_do (t, "no-action");
      t_next_round_of (t, seat);
      t_play_card (t, "shaman-reservation-unrest");
      if (signed_)
        {
          g_assert_true (t_said (t, "leaves the Reservation for New Mexico"));
          g_assert_cmpint (t_where (t, "village-navajo"), ==, t_loc (t, "new-mexico"));
          g_assert_cmpint (t_face (t, "village-navajo"), ==, 0);
          g_assert_cmpint (ger_village_home_bp (&t->c, v), ==, 4);
        }
      else
        g_assert_true (t_said (t, "No Event"));
      t_free (t);
    }
}

/* 8.18, 8.23, 9.2X (referee check 7, G14-M5): Reservation Unrest "draws one
 * Tribal Card" from the On Reservation deck, where each Village in the box
 * is a card (8.18: the special On Reservation cards and the Tribe's own),
 * so the Sioux with their three Villages there (the Santee and both Teton)
 * are drawn 3 times in 6 beside the Navajo, the Ute and the Paiute, and
 * all three Villages return together.  Deterministic: for each game seed
 * the draw the state's generator will make (a copy of it, asked for one of
 * 6) is read first; the seeds are tried until every draw 0-5 has been
 * played; each draw always returns the same Tribe, and 3 of the 6 return
 * the Sioux.  On the old code (one draw a Tribe, of 4) the 6-way draw
 * does not predict the outcome and the Sioux come on 1 draw of 4. */
static void
test_unrest_draws_by_village (void)
{
  const char *const keep[] = { "sioux-santee", "sioux-teton-1", "sioux-teton-2", "navajo", "ute", "paiute", NULL };
  const char *const areas[] = { "minnesota", "south-dakota", "montana", "new-mexico", "colorado", "nevada" };
  int tribe_of_draw[6], seen = 0, sioux = 0;

  for (int k = 0; k < 6; k++)
    tribe_of_draw[k] = -1;
  for (guint64 seed = 1; seed < 100 && seen < 6; seed++)
    {
      T *t = t_new_full ("basic", 3, NULL, seed);
      BhState *copy;
      int draw, back = -1, n_back = 0;

      t_indian_card_turn (t, "tribe-apache");
      t_only_villages (t, keep);
      for (int k = 0; keep[k] != NULL; k++)
        {
          t_put_village (t, keep[k], areas[k], 2);
          ger_go_on_reservation (&t->c, t_village (t, keep[k]));
        }
      t_refresh (t);
      copy = bh_state_copy (t->st);
      draw = (int) bh_state_random (copy, 6);
      bh_state_free (copy);
      t_play_card (t, "shaman-reservation-unrest");
      for (int k = 0; keep[k] != NULL; k++)
        if (ger_village_on_map (&t->c, t_village (t, keep[k])))
          {
            int tribe = t->self->d->villages[t_village (t, keep[k])].tribe;

            g_assert_true (back < 0 || back == tribe);    /* one Tribe returns */
            back = tribe;
            n_back++;
          }
      g_assert_cmpint (back, >=, 0);
      g_assert_cmpint (n_back, ==, back == t_tribe (t, "tribe-sioux") ? 3 : 1);
      if (tribe_of_draw[draw] < 0)
        {
          tribe_of_draw[draw] = back;
          seen++;
          sioux += back == t_tribe (t, "tribe-sioux");
        }
      g_assert_cmpint (tribe_of_draw[draw], ==, back);
      t_free (t);
    }
  g_assert_cmpint (seen, ==, 6);
  g_assert_cmpint (sioux, ==, 3);
}

/* 8.15, 8.16, 8.18: a Village signing a Treaty leaves the map for the On
 * Reservation box with its BPs; while another Village of its Tribe is in
 * play the Tribe's card stays in its player's hand (8.18), and goes to the
 * box with the last.  On Reservation it is attacked by no Column and named
 * by no Shaman Card (Smallpox), as it was before. */
static void
test_out_of_play (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "cheyenne-southern", "cheyenne-northern", NULL };
  int seat = t_indian_card_turn (t, "tribe-cheyenne");
  int south = t_village (t, "cheyenne-southern"), north = t_village (t, "cheyenne-northern");
  int card = t_piece (t, "tribe-cheyenne"), col;
  const GerData *d = t->self->d;
  g_autofree char *attack = NULL;

  t_only_villages (t, keep);
  t_put_village (t, "cheyenne-southern", "colorado", 4);
  t_put_village (t, "cheyenne-northern", "wyoming", 3);
  t_play_first_card (t);
  t_do (t, "offer-treaty village-cheyenne-southern");
  t_do (t, "treaty-vp 0");
  t_do (t, "accept-treaty");
  t_do (t, "no-prison");
  t_refresh (t);
  /* 8.15: the Village and its 4 BPs in the box */
  g_assert_false (ger_village_on_map (&t->c, south));
  g_assert_cmpint (t_where (t, "village-cheyenne-southern"), ==, d->on_reservation);
  g_assert_cmpint (t_count_type (t, d->villages[south].bp_first, d->villages[south].bp_count, "on-reservation"), ==, 4);
  /* 8.18: the other Village in play keeps the card in his hand */
  g_assert_true (ger_village_on_map (&t->c, north));
  g_assert_cmpint (bh_state_const_pieces (t->st)[card].location, ==, d->hand_tribal[seat]);
  /* 8.16: no Column attacks it, no Smallpox names it; the Northern may be */
  t_do (t, "no-action");
  t_us_operations (t);
  t_no_columns (t);
  col = t_column (t, "commander-sheridan", "colorado", FALSE, 10, 0, 0);
  attack = t_attack (t, col, d->villages[south].marker);
  g_assert_false (t_can (t, attack));
  t_do (t, "end-operations");
  t_next_round_of (t, seat);
  t_play_card (t, "shaman-smallpox");
  g_assert_cmpint (t->st->pending.kind, ==, D_EVENT);
  g_assert_false (t_can (t, "card-target village-cheyenne-southern"));
  g_assert_true (t_can (t, "card-target village-cheyenne-northern"));
  t_do (t, "card-target village-cheyenne-northern");
  t_free (t);

  /* The last Village of the Tribe takes the card into the box. */
  t = t_new ("basic", 3);
  seat = t_indian_card_turn (t, "tribe-cheyenne");
  t_only_villages (t, keep);
  t_put_village (t, "cheyenne-southern", "colorado", 4);
  t_put_village (t, "cheyenne-northern", "wyoming", 0);
  bh_state_move_piece (t->st, t->self->d->villages[north].marker, BH_OFFBOARD);   /* the Northern gone: not in play */
  t_play_first_card (t);
  t_do (t, "offer-treaty village-cheyenne-southern");
  t_do (t, "treaty-vp 0");
  t_do (t, "accept-treaty");
  t_do (t, "no-prison");
  g_assert_cmpint (t_where (t, "tribe-cheyenne"), ==, t->self->d->on_reservation);
  t_free (t);
}

/* 9.2H, 8.13: the Agency Corruption Table, every line on both sides (DR
 * 0 none, 1-3 one, 4-5 two, 6-7 three, 8 four, 9 five), after a Treaty of
 * 5 VPs: all five lost sends the Navajo off the Reservation.  Under the
 * Reform Movement the DR is 2 lower (6 reads 4: two; 2 reads 0: none),
 * and the Reform Movement ends (9.2W). */
static void
test_corruption_table (void)
{
  static const struct { gboolean reform; int dr, lost; } rows[] = {
    { FALSE, 0, 0 }, { FALSE, 1, 1 }, { FALSE, 3, 1 }, { FALSE, 4, 2 }, { FALSE, 5, 2 },
    { FALSE, 6, 3 }, { FALSE, 7, 3 }, { FALSE, 8, 4 }, { FALSE, 9, 5 },
    { TRUE, 6, 2 }, { TRUE, 2, 0 }, { TRUE, 3, 1 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_treaty_setup (t, 10);
      int v = t_village (t, "navajo"), vp;

      t_do (t, "offer-treaty village-navajo");
      t_do (t, "treaty-vp 5");
      t_do (t, "accept-treaty");
      t_do (t, "no-prison");
      t_do (t, "no-action");
      vp = t_vp (t, seat);
      if (rows[k].reform)
        t->x->events |= GER_EV_REFORM;            /* position: the Reform Movement in effect (9.2W) */
      t_play_to (t, D_CARD, "texas");
      t_dice (t, &rows[k].dr, 1);
      t_play_card (t, "shaman-agency-corruption");
      g_assert_cmpint (t_vp (t, seat), ==, vp - rows[k].lost);
      g_assert_cmpint (ger_village_on_map (&t->c, v), ==, rows[k].lost == 5);
      g_assert_false (t->x->events & GER_EV_REFORM);
      t_free (t);
    }
}

/* 8.23, 9.2X: in the game's last Turn (Basic 7, Campaign 8) a Reservation
 * Unrest card must be the first its holder plays or discards, both the
 * first two; the Turn before, any card may go first.  Each row: the
 * scenario, the Turn, how many Unrest cards the hand holds beside one
 * Springfield Rifle; then whether the Rifle may be played or discarded,
 * after each Unrest card has gone. */
typedef struct {
  const char *scenario;
  int turn, unrest;
  gboolean rifle_free;          /* the Rifle offered while an Unrest card is held */
} UnrestRow;

static int
t_hand_of (T *t, int seat, const char *const *types, guint n)
{
  const GerData *d = t->self->d;
  int rifle = -1;

  for (int p = d->shaman_first; p < d->shaman_first + d->shaman_count; p++)
    if (bh_state_const_pieces (t->st)[p].location == d->hand_shaman[seat])
      bh_state_move_piece (t->st, p, d->shaman_deck);
  for (guint k = 0; k < n; k++)
    for (int p = d->shaman_first; p < d->shaman_first + d->shaman_count; p++)
      if (bh_state_const_pieces (t->st)[p].location != d->hand_shaman[seat] &&
          bh_game_data_get_piece_type (t->data, p) == bh_game_data_find_unit_type (t->data, types[k]))
        {
          bh_state_move_piece (t->st, p, d->hand_shaman[seat]);
          if (g_str_equal (types[k], "shaman-springfield-rifle"))
            rifle = p;
          break;
        }
  return rifle;
}

/* "discard ID" of a Reservation Unrest card the seat holds. */
static char *
t_unrest_in_hand (T *t, int seat)
{
  const GerData *d = t->self->d;
  int ut = bh_game_data_find_unit_type (t->data, "shaman-reservation-unrest");

  for (int p = d->shaman_first; p < d->shaman_first + d->shaman_count; p++)
    if (bh_state_const_pieces (t->st)[p].location == d->hand_shaman[seat] &&
        bh_game_data_get_piece_type (t->data, p) == ut)
      {
        g_autofree char *id = t_id (t, p);

        return g_strdup_printf ("discard %s", id);
      }
  g_assert_not_reached ();
}

static void
test_unrest_first (void)
{
  static const UnrestRow rows[] = {
    { "basic", 7, 1, FALSE },
    { "basic", 6, 1, TRUE },
    { "basic", 7, 2, FALSE },
    { "basic", 7, 0, TRUE },
    { "campaign", 8, 1, FALSE },
    { "campaign", 7, 1, TRUE },
  };
  const char *const types[] = { "shaman-springfield-rifle", "shaman-reservation-unrest", "shaman-reservation-unrest" };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      const UnrestRow *r = &rows[k];
      T *t = t_new (r->scenario, 3);
      int seat, rifle;
      g_autofree char *discard_rifle = NULL, *id = NULL;

      t_play_to (t, D_CARD, "texas");
      seat = t->st->pending.side;
      rifle = t_hand_of (t, seat, types, 1 + r->unrest);
      t->st->turn = r->turn;
      t_refresh (t);
      id = t_id (t, rifle);
      discard_rifle = g_strdup_printf ("discard %s", id);
      for (int left = r->unrest; left >= 0; left--)
        {
          g_assert_cmpint (t_can (t, discard_rifle), ==, left == 0 || r->rifle_free);
          if (left > 0 && !r->rifle_free)
            {
              g_autofree char *bar = bh_rules_describe_decision (t->rules, t->st, BH_NONE);
              g_autofree char *unrest = t_unrest_in_hand (t, seat);

              g_assert_nonnull (strstr (bar, "(8.23, 9.2X)"));
              t_do (t, unrest);
              t_next_round_of (t, seat);
            }
          else
            break;
        }
      t_free (t);
    }
}

/* 8.11, 3.5: the US names the VPs of a Treaty offered to a Tribe whose
 * card nobody shows; in a state sampled from the US's view (the computer
 * opponent's search) the card may be held by no seat.  No Treaty then,
 * and the US goes on with its Operations: before, the answer was asked of
 * seat -1 and its VPs written out of bounds (UBSan, session 17's
 * /geronimo/ai/search-floor).  With the card held, the holder answers
 * (test_us_offers_any). */
static void
test_treaty_vp_tribe_held_by_none (void)
{
  T *t = t_new ("basic", 3);
  int us = t_us_operations (t), v = -1;
  g_autofree char *offer = NULL, *id = NULL;

  for (guint w = 0; w < t->self->d->n_villages && v < 0; w++)
    {
      int h = ger_village_controller (&t->c, w);

      if (ger_village_on_map (&t->c, w) && h >= 0 && h != us)
        v = w;
    }
  g_assert_cmpint (v, >=, 0);
  id = t_id (t, t->self->d->villages[v].marker);
  offer = g_strdup_printf ("offer-treaty %s", id);
  t_do (t, offer);
  g_assert_cmpint (t->st->pending.kind, ==, D_TREATY_VP);
  /* The sample: the Tribe's card back in the deck. */
  bh_state_move_piece (t->st, t->self->d->tribes[t->self->d->villages[v].tribe].card, t->self->d->tribal_deck);
  g_assert_cmpint (ger_village_controller (&t->c, v), <, 0);
  t_do (t, "treaty-vp 5");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_cmpint (t->st->pending.side, ==, us);
  g_assert_true (ger_village_on_map (&t->c, v));
  t_free (t);
}

static int
tribal_cards_held (const GerCtx *c, int seat)
{
  int n = 0;

  for (guint k = 0; k < c->d->n_tribes; k++)
    n += ger_tribe_holder (c, k) == seat;
  return n;
}

/* 8.11, 3.5: the computer opponent's samples of the US's view, while the
 * US names a Treaty's VPs, hold the Tribe's card in an Indian player's
 * hand: the offer found it held, though nobody has shown it yet.  Each
 * Indian hand keeps its size (the US sees how many cards each holds). */
static void
test_treaty_vp_sampled_holder (void)
{
  T *t = t_new ("basic", 3);
  int us = t_us_operations (t), v = -1, card, sizes[GER_MAX_SEATS] = { 0 };
  g_autofree char *offer = NULL, *id = NULL;
  g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, us);

  /* A Village whose Tribe an Indian holds, its card unseen by the US. */
  for (guint w = 0; w < t->self->d->n_villages && v < 0; w++)
    {
      int h = ger_village_controller (&t->c, w);

      card = t->self->d->tribes[t->self->d->villages[w].tribe].card;
      if (ger_village_on_map (&t->c, w) && h >= 0 && h != us && (bh_state_const_pieces (view)[card].flags & BH_PIECE_HIDDEN))
        v = w;
    }
  g_assert_cmpint (v, >=, 0);
  g_clear_pointer (&view, bh_state_free);
  card = t->self->d->tribes[t->self->d->villages[v].tribe].card;
  id = t_id (t, t->self->d->villages[v].marker);
  offer = g_strdup_printf ("offer-treaty %s", id);
  t_do (t, offer);
  g_assert_cmpint (t->st->pending.kind, ==, D_TREATY_VP);
  for (int s = 0; s < t->x->n_players; s++)
    sizes[s] = tribal_cards_held (&t->c, s);
  view = bh_rules_dup_view (t->rules, t->st, us);
  g_assert_true (bh_state_const_pieces (view)[card].flags & BH_PIECE_HIDDEN);
  for (guint64 seed = 1; seed <= 200; seed++)
    {
      g_autoptr(BhState) dealt = bh_state_copy (view);
      GerCtx c;
      int holder;

      bh_rules_determinize (t->rules, view, us, seed, dealt);
      ger_ctx_init (&c, t->self, dealt);
      holder = ger_village_controller (&c, v);
      if (holder < 0 || holder == us)
        g_error ("seed %" G_GUINT64_FORMAT ": the offered Tribe's card is held by seat %d", seed, holder);
      for (int s = 0; s < t->x->n_players; s++)
        g_assert_cmpint (tribal_cards_held (&c, s), ==, sizes[s]);
    }
  t_free (t);
}

/* 8.11 (referee s10 B2): "the US may offer a Treaty to any Tribe which any
 * Indian player controls that Turn", shown or not.  Rows: a Village on the
 * map whose Tribe an Indian holds unshown, and one nobody holds this Turn.
 * Both are offered (the list tells nothing); the first goes to its holder
 * to answer and its card is shown to all; the second is found to be held
 * by nobody: no Treaty, and the Round's offer is spent. */
static void
test_us_offers_any (void)
{
  for (int held = 0; held <= 1; held++)
    {
      T *t = t_new ("basic", 3);
      int us = t_us_operations (t), v = -1, holder, card;
      g_autofree char *offer = NULL, *id = NULL;

      for (guint w = 0; w < t->self->d->n_villages && v < 0; w++)
        {
          int h = ger_village_controller (&t->c, w), c = t->self->d->tribes[t->self->d->villages[w].tribe].card;

          if (ger_village_on_map (&t->c, w) && (held ? h >= 0 && h != us && bh_state_const_pieces (t->st)[c].seen != BH_ALL_SEATS
                                                     : h < 0))
            v = w;
        }
      g_assert_cmpint (v, >=, 0);
      holder = ger_village_controller (&t->c, v);
      card = t->self->d->tribes[t->self->d->villages[v].tribe].card;
      id = t_id (t, t->self->d->villages[v].marker);
      offer = g_strdup_printf ("offer-treaty %s", id);
      g_assert_true (t_can (t, offer));
      t_do (t, offer);
      if (held)
        {
          t_do (t, "treaty-vp 5");
          g_assert_cmpint (t->st->pending.kind, ==, D_TREATY_ANSWER);
          g_assert_cmpint (t->st->pending.side, ==, holder);
          g_assert_cmpuint (bh_state_const_pieces (t->st)[card].seen, ==, BH_ALL_SEATS);
        }
      else
        {
          g_assert_true (t_said (t, "No Indian player controls"));
          g_assert_true (t_said (t, "(8.11)"));
          g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
          g_assert_cmpint (t->st->pending.side, ==, us);
          g_assert_false (t_has (t, "offer-treaty"));
          g_assert_true (ger_village_on_map (&t->c, v));
        }
      t_free (t);
    }
}

/* 8.17: the US player gains 2 VPs when a Tribe goes On Reservation and
 * loses 1 when Agency Corruption sends it off.  The Navajo sign for 5 VPs
 * (all free, 8.11: the US pays none): US +2; Agency Corruption DR 9 takes
 * the 5 (8.13): off, US -1; DR 1 costs one VP of five: they stay, the US
 * keeps his. */
static void
test_us_reservation_vps (void)
{
  static const struct { int dr; gboolean off; } rows[] = { { 9, TRUE }, { 1, FALSE } };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int us, v = t_village (t, "navajo"), us_vp;

      t_treaty_setup (t, 10);
      us = t->x->us_seat;
      us_vp = t_vp (t, us);
      t_do (t, "offer-treaty village-navajo");
      t_do (t, "treaty-vp 5");
      t_do (t, "accept-treaty");
      t_do (t, "no-prison");
      g_assert_cmpint (t_vp (t, us), ==, us_vp + 2);
      t_do (t, "no-action");
      t_play_to (t, D_CARD, "texas");
      t_dice (t, &rows[k].dr, 1);
      t_play_card (t, "shaman-agency-corruption");
      g_assert_cmpint (ger_village_on_map (&t->c, v), ==, rows[k].off);
      g_assert_cmpint (t_vp (t, us), ==, us_vp + 2 - (rows[k].off ? 1 : 0));
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/8.11/treaty-limits", test_treaty_limits);
  g_test_add_func ("/geronimo/8.11/treaty-limit-per-turn", test_treaty_limit_per_turn);
  g_test_add_func ("/geronimo/8.11/treaty-vp-plural", test_treaty_vp_plural);
  g_test_add_func ("/geronimo/8.12/treaty-signed", test_treaty_signed);
  g_test_add_func ("/geronimo/8.11/us-offers-to-any-tribe", test_us_offers_any);
  g_test_add_func ("/geronimo/8.11/treaty-vp-tribe-held-by-none", test_treaty_vp_tribe_held_by_none);
  g_test_add_func ("/geronimo/8.11/treaty-vp-sampled-holder", test_treaty_vp_sampled_holder);
  g_test_add_func ("/geronimo/8.22/agency-corruption", test_agency_corruption);
  g_test_add_func ("/geronimo/7.81/prison", test_prison);
  g_test_add_func ("/geronimo/8.24/reservation-unrest", test_reservation_unrest);
  g_test_add_func ("/geronimo/8.23/unrest-draws-by-village", test_unrest_draws_by_village);
  g_test_add_func ("/geronimo/8.16/out-of-play", test_out_of_play);
  g_test_add_func ("/geronimo/8.17/us-vps", test_us_reservation_vps);
  g_test_add_func ("/geronimo/8.23/unrest-first-in-the-last-turn", test_unrest_first);
  g_test_add_func ("/geronimo/9.2H/corruption-table", test_corruption_table);
  return g_test_run ();
}
