/* test-geronimo-random.c — the optional Additional Random Events (12.1):
 * the roll open only with the option, after a card played as No Event or
 * Ignored, once a Turn (12.11, 12.12); the event played, played for
 * nothing or discarded (12.13), with the dice forced. */
#include "test-geronimo-util.c"

/* 12.1, 12.11, 12.12: the roll is offered after a No Event card, with the
 * option only, once a Turn; DR 5 is a Stronghold on a Village of one's
 * own. */
static void
test_roll (void)
{
  for (int option = 0; option <= 1; option++)
    {
      T *t = t_new_full ("basic", 3, option ? "random-events" : NULL, 1);
      const char *keep[] = { "navajo", NULL };
      int seat = t_indian_card_turn (t, "tribe-navajo"), dr = 5, v = t_village (t, "navajo");

      t_only_villages (t, keep);
      t_put_village (t, "navajo", "new-mexico", 3);
      t_play_first_card (t);                        /* Federales: No Event */
      g_assert_true (t_can (t, "random-event") == option);
      if (option)
        {
          t_dice (t, &dr, 1);
          t_do (t, "random-event");
          g_assert_cmpint (t->st->pending.kind, ==, D_RANDOM);
          t_do (t, "card-target village-navajo");
          g_assert_true (t->x->marks[v] & GER_MARK_STRONGHOLD);
          g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
          g_assert_false (t_can (t, "random-event"));  /* once a Turn (12.11) */
          t_do (t, "no-action");
          t_next_round_of (t, seat);
          t_play_first_card (t);
          g_assert_false (t_can (t, "random-event"));
        }
      t_free (t);
    }
}

/* 12.13: a discarded Random Event ends the Round; one the side must
 * Ignore is only narrated (DR 7, Horse Killers, by an Indian). */
static void
test_discard_and_ignore (void)
{
  for (int k = 0; k < 2; k++)
    {
      T *t = t_new_full ("basic", 3, "random-events", 1);
      const char *keep[] = { "navajo", NULL };
      int dr = k == 0 ? 0 : 7, rounds;

      t_indian_card_turn (t, "tribe-navajo");
      t_only_villages (t, keep);
      t_put_village (t, "navajo", "new-mexico", 3);
      t_play_first_card (t);
      rounds = t->x->rounds;
      t_dice (t, &dr, 1);
      t_do (t, "random-event");
      if (k == 0)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_RANDOM);   /* Gunrunners */
          t_do (t, "random-discard");
          g_assert_cmpint (t->x->rounds, ==, rounds + 1);
        }
      else
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
          g_assert_true (t_said (t, "Ignored"));
        }
      t_free (t);
    }
}

/* 12.13: the Sand Creek Massacre (DR 6) makes an Inactive Tribe Extinct,
 * lets each Indian draw a Tribal Card (both draw here) and happens once a
 * game. */
static void
test_sand_creek (void)
{
  T *t = t_new_full ("basic", 3, "random-events", 1);
  int dr = 6, deck_before = 0, deck_after = 0;

  t_indian_card_turn (t, "tribe-navajo");
  t_play_first_card (t);
  for (guint k = 0; k < t->self->d->n_tribes; k++)
    deck_before += bh_state_const_pieces (t->st)[t->self->d->tribes[k].card].location == t->self->d->tribal_deck;
  t_dice (t, &dr, 1);
  t_do (t, "random-event");
  g_assert_true (t->x->sand_creek_done);
  g_assert_true (t_said (t, "Sand Creek"));
  for (int i = 0; i < 2 && t->st->pending.kind == D_SAND_CREEK; i++)
    t_do (t, "sand-creek-draw");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  for (guint k = 0; k < t->self->d->n_tribes; k++)
    deck_after += bh_state_const_pieces (t->st)[t->self->d->tribes[k].card].location == t->self->d->tribal_deck;
  /* The victim's card leaves with its one Village, or stays for a Tribe
   * with more; then the two Indian players draw one each while any is left. */
  g_assert_true (deck_after == MAX (deck_before - 3, 0) || deck_after == MAX (deck_before - 2, 0));
  g_assert_cmpint (ger_count_type_at (&t->c, 0, t->self->d->n_pieces, t->self->d->extinct), >=, 1);
  t_free (t);
}

/* 12.13 Buffalo Hunter Campaign (DR 2): "an Area of your choice which
 * contains a Buffalo icon" and a Village of yours: the Arapaho's player
 * also holding the Ute may name Wyoming (a Buffalo Area), not Utah
 * (none). */
static void
test_buffalo_hunter_campaign (void)
{
  T *t = t_new_full ("basic", 3, "random-events", 1);
  int dr = 2;

  t_arapaho_beside_sheridan (t);
  t_put_village (t, "ute", "utah", 3);
  t_give_tribe (t, "tribe-ute", t->st->pending.side);
  t_play_first_card (t);
  t_dice (t, &dr, 1);
  t_do (t, "random-event");
  g_assert_cmpint (t->st->pending.kind, ==, D_RANDOM);
  g_assert_true (t_can (t, "card-area wyoming"));
  g_assert_false (t_can (t, "card-area utah"));
  t_free (t);
}

/* 12.13: "The US must Ignore this event": the US rolls DR 0, Gunrunners,
 * after his No Event card: it is only narrated, his Operations go on. */
static void
test_us_ignores (void)
{
  T *t = t_new_full ("basic", 3, "random-events", 1);
  int dr = 0;

  t_us_operations (t);
  t_dice (t, &dr, 1);
  t_do (t, "random-event");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_true (t_said (t, "Ignored"));
  t_free (t);
}

/* 12.13 Sand Creek: "Each Indian player, starting with the one with the
 * least amount of VPs ... may now randomly pick one Tribal Card from the
 * Inactive deck."  The deck holds the Klamath and the Modoc (one Village
 * each, on the map): one is the victim, the other goes to the Indian with
 * fewer VPs (3 against 10), whichever seat that is. */
static void
test_sand_creek_order (void)
{
  for (int k = 0; k < 2; k++)
    {
      T *t = t_new_full ("basic", 3, "random-events", 1);
      const GerData *d = t->self->d;
      int seat = t_indian_card_turn (t, "tribe-navajo"), other = t_other_indian (t, seat);
      int poorer = k == 0 ? seat : other, dr = 6, left = -1;

      for (guint i = 0; i < d->n_tribes; i++)
        if (bh_state_const_pieces (t->st)[d->tribes[i].card].location == d->tribal_deck)
          bh_state_move_piece (t->st, d->tribes[i].card, d->hand_tribal[t->x->us_seat]);
      t_put_village (t, "klamath", "oregon", 2);
      t_put_village (t, "modoc", "california", 2);
      bh_state_move_piece (t->st, t_piece (t, "tribe-klamath"), d->tribal_deck);
      bh_state_move_piece (t->st, t_piece (t, "tribe-modoc"), d->tribal_deck);
      bh_state_markers (t->st)[d->vp_marker[poorer]] = 3;
      bh_state_markers (t->st)[d->vp_marker[poorer == seat ? other : seat]] = 10;
      t_play_first_card (t);
      t_dice (t, &dr, 1);
      t_do (t, "random-event");
      g_assert_true (t_said (t, "Sand Creek"));
      g_assert_cmpint (t->st->pending.kind, ==, D_SAND_CREEK);
      g_assert_cmpint (t->st->pending.side, ==, poorer);
      t_do (t, "sand-creek-draw");
      g_assert_true (t_said (t, "draws a Tribal Card (12.13)"));
      /* the deck is empty: the other is not asked; the roller's Operation */
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_cmpint (t->st->pending.side, ==, seat);
      left = t_where (t, "tribe-klamath") == d->extinct ? t_piece (t, "tribe-modoc") : t_piece (t, "tribe-klamath");
      g_assert_cmpint (bh_state_const_pieces (t->st)[left].location, ==, d->hand_tribal[poorer]);
      t_free (t);
    }
}

/* 12.13 Sand Creek (referee check 7, G14-M4): each Indian player "may"
 * draw: a decision for each, fewest VPs first, with both choices listed.
 * The deck holds the Klamath, the Modoc and the Paiute (one Village each):
 * after the victim two are left; the poorer Indian (3 VPs) passes, and
 * draws nothing; the richer (10) is asked next and draws one of them; then
 * the roller's Operation follows.  On the old code the card was dealt to
 * each with no decision. */
/* The Navajo's player (3 VPs) rolls Sand Creek with the Klamath (size 2),
 * the Modoc (3) and the Paiute (5), one Village each, alone in the Tribal
 * deck and on the map beside the Navajo, at `bp` BPs each (at most their
 * size); the other Indian has 10 VPs.  Returns the roller's seat. */
static int
t_sand_creek_three (T *t, int bp)
{
  const GerData *d = t->self->d;
  const char *const keep[] = { "navajo", "klamath", "modoc", "paiute", NULL };
  const char *const deck[] = { "tribe-klamath", "tribe-modoc", "tribe-paiute" };
  int seat = t_indian_card_turn (t, "tribe-navajo"), dr = 6;

  for (guint i = 0; i < d->n_tribes; i++)
    if (bh_state_const_pieces (t->st)[d->tribes[i].card].location == d->tribal_deck)
      bh_state_move_piece (t->st, d->tribes[i].card, d->hand_tribal[t->x->us_seat]);
  t_only_villages (t, keep);
  t_put_village (t, "klamath", "oregon", MIN (bp, 2));
  t_put_village (t, "modoc", "california", MIN (bp, 3));
  t_put_village (t, "paiute", "nevada", MIN (bp, 5));
  for (guint i = 0; i < G_N_ELEMENTS (deck); i++)
    bh_state_move_piece (t->st, t_piece (t, deck[i]), d->tribal_deck);
  bh_state_markers (t->st)[d->vp_marker[seat]] = 3;
  bh_state_markers (t->st)[d->vp_marker[t_other_indian (t, seat)]] = 10;
  t_play_first_card (t);
  t_dice (t, &dr, 1);
  t_do (t, "random-event");
  g_assert_true (t_said (t, "Sand Creek"));
  return seat;
}

static void
test_sand_creek_may (void)
{
  T *t = t_new_full ("basic", 3, "random-events", 1);
  const GerData *d = t->self->d;
  int seat, other, hand_seat, hand_other;

  seat = t_sand_creek_three (t, 2);
  other = t_other_indian (t, seat);
  hand_seat = ger_count_type_at (&t->c, 0, d->n_pieces, d->hand_tribal[seat]);
  hand_other = ger_count_type_at (&t->c, 0, d->n_pieces, d->hand_tribal[other]);
  g_assert_cmpint (t->st->pending.kind, ==, D_SAND_CREEK);
  g_assert_cmpint (t->st->pending.side, ==, seat);
  g_assert_true (t_can (t, "sand-creek-draw"));
  g_assert_true (t_can (t, "sand-creek-pass"));
  t_do (t, "sand-creek-pass");
  g_assert_true (t_said (t, "draws no Tribal Card (12.13)"));
  g_assert_cmpint (ger_count_type_at (&t->c, 0, d->n_pieces, d->tribal_deck), ==, 2);
  g_assert_cmpint (t->st->pending.kind, ==, D_SAND_CREEK);
  g_assert_cmpint (t->st->pending.side, ==, other);
  t_do (t, "sand-creek-draw");
  g_assert_true (t_said (t, "draws a Tribal Card (12.13)"));
  g_assert_cmpint (ger_count_type_at (&t->c, 0, d->n_pieces, d->tribal_deck), ==, 1);
  g_assert_cmpint (ger_count_type_at (&t->c, 0, d->n_pieces, d->hand_tribal[seat]), ==, hand_seat);
  g_assert_cmpint (ger_count_type_at (&t->c, 0, d->n_pieces, d->hand_tribal[other]), ==, hand_other + 1);
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_cmpint (t->st->pending.side, ==, seat);
  t_free (t);
}

/* The computer at Sand Creek (bh-geronimo-ai.c sand_creek_weight; Easy:
 * the policy's favourite): the card could be any Tribe on the map not his
 * own nor shown.  Those Tribes at full size: he draws; every one at half
 * its size or less (8.14's forced Reservation DR, 6.66's Extinction
 * near): he passes. */
static void
test_sand_creek_computer (void)
{
  static const struct { int bp; const char *choice; } rows[] = { { 5, "sand-creek-draw" }, { 1, "sand-creek-pass" } };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new_full ("basic", 3, "random-events", 1);
      BhAction a;
      g_autofree char *text = NULL;

      t_sand_creek_three (t, rows[k].bp);
      g_assert_cmpint (t->st->pending.kind, ==, D_SAND_CREEK);
      g_assert_true (bh_policy_choose (t->rules, t->st, NULL, 1, &a));
      text = bh_action_to_string (&a, geronimo_action_kinds, t->data);
      g_assert_cmpstr (text, ==, rows[k].choice);
      t_free (t);
    }
}

/* 12.11: once a Turn, so again in the next Turn: the Navajo's player
 * rolls (DR 5, a Stronghold) and may not again that Turn; in the next
 * Turn, after a No Event card, the same seat may. */
static void
test_roll_each_turn (void)
{
  T *t = t_new_full ("basic", 3, "random-events", 1);
  const char *keep[] = { "navajo", NULL };
  int seat = t_indian_card_turn (t, "tribe-navajo"), dr = 5, turn = t->st->turn;

  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 3);
  t_play_first_card (t);
  t_dice (t, &dr, 1);
  t_do (t, "random-event");
  t_do (t, "card-target village-navajo");
  g_assert_false (t_can (t, "random-event"));
  t_play_to_turn (t, turn + 1);
  for (int i = 0; i < 400; i++)         /* the same seat's first card of the Turn, whatever its side now */
    {
      t_play_to (t, D_CARD, "texas");
      if (t->st->pending.side == seat)
        break;
      t_plain_step (t, "texas");
    }
  g_assert_cmpint (t->st->turn, ==, turn + 1);
  t_play_first_card (t);
  g_assert_true (t_can (t, "random-event"));
  t_free (t);
}

/* 12.13 Telegraph Lines Cut: "If this event occurs before the play of the
 * Telegraph Shaman Card, treat as No Event" (the Campaign, Turn 1: DR 3
 * asks for no Area); in the Basic Game the Telegraph is in from the
 * start (3.42) and the Area is asked for. */
static void
test_lines_cut_needs_telegraph (void)
{
  for (int basic = 0; basic <= 1; basic++)
    {
      T *t = t_new_full (basic ? "basic" : "campaign", 3, "random-events", 1);
      const char *keep[] = { "navajo", NULL };
      int dr = 3;

      t_indian_card_turn (t, "tribe-navajo");
      t_only_villages (t, keep);
      t_put_village (t, "navajo", "new-mexico", 3);
      t_play_first_card (t);
      t_dice (t, &dr, 1);
      t_do (t, "random-event");
      g_assert_cmpint (t->st->pending.kind, ==, basic ? D_RANDOM : D_OPERATION);
      g_assert_cmpint (t_said (t, "No Telegraph yet: No Event"), ==, !basic);
      t_free (t);
    }
}

/* 12.13 Sand Creek: "That Area may not become a State this Turn."  The
 * deck holds only the Klamath, their Village in Idaho, a Territory whose
 * Resources exceed its level (10.21): after the Massacre there the
 * Statehood Phase bars Idaho, and it is no State in the next Turn;
 * without it nothing is barred. */
static void
test_sand_creek_statehood (void)
{
  for (int sand = 0; sand <= 1; sand++)
    {
      T *t = t_new_full ("basic", 3, "random-events", 1);
      const GerData *d = t->self->d;
      int a = d->area_of_space[t_loc (t, "idaho")], rp = d->areas[a].statehood + 1, dr = 6, turn;

      t_indian_card_turn (t, "tribe-navajo");
      for (guint i = 0; i < d->n_tribes; i++)
        if (bh_state_const_pieces (t->st)[d->tribes[i].card].location == d->tribal_deck)
          bh_state_move_piece (t->st, d->tribes[i].card, d->hand_tribal[t->x->us_seat]);
      t_put_village (t, "klamath", "idaho", 2);
      bh_state_move_piece (t->st, t_piece (t, "tribe-klamath"), d->tribal_deck);
      t_resources (t, "idaho", rp % 5, rp / 5, 0, 0);
      t_empty_mine_cup (t);
      g_assert_false (t->x->states[a]);
      turn = t->st->turn;
      t_play_first_card (t);
      if (sand)
        {
          t_dice (t, &dr, 1);
          t_do (t, "random-event");
          g_assert_true (t_said (t, "Sand Creek"));
        }
      t_play_to_turn (t, turn + 1);
      g_assert_cmpint (t_logged (t, "Idaho may not become a State this Turn after Sand Creek"), ==, sand);
      if (sand)
        g_assert_false (t->x->states[a]);
      t_free (t);
    }
}

/* Random games with the option on reach their end, every action checked
 * (invariants, the narration replayed): 12.1 leaves no dead end. */
static void
test_random_games (void)
{
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      T *t = t_new_full (seed % 3 == 0 ? "campaign" : seed % 3 == 1 ? "basic" : "basic-solitaire",
                         seed % 3 == 2 ? 0 : 2 + (int) (seed % 4), "random-events", seed);
      g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
      int n = 0;

      while (t->st->result == BH_RESULT_ONGOING && n++ < 5000)
        {
          g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));

          bh_rules_list_actions (t->rules, t->st, legal);
          g_assert_cmpuint (legal->len, >, 0);
          t_apply (t, &g_array_index (legal, BhAction, g_rand_int_range (rand, 0, legal->len)));
        }
      g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/12.1/roll", test_roll);
  g_test_add_func ("/geronimo/12.13/discard-and-ignore", test_discard_and_ignore);
  g_test_add_func ("/geronimo/12.13/sand-creek", test_sand_creek);
  g_test_add_func ("/geronimo/12.13/buffalo-hunter-campaign", test_buffalo_hunter_campaign);
  g_test_add_func ("/geronimo/12.13/us-ignores", test_us_ignores);
  g_test_add_func ("/geronimo/12.13/sand-creek-order", test_sand_creek_order);
  g_test_add_func ("/geronimo/12.13/sand-creek-may-draw", test_sand_creek_may);
  g_test_add_func ("/geronimo/12.13/sand-creek-computer", test_sand_creek_computer);
  g_test_add_func ("/geronimo/12.11/roll-each-turn", test_roll_each_turn);
  g_test_add_func ("/geronimo/12.13/lines-cut-needs-telegraph", test_lines_cut_needs_telegraph);
  g_test_add_func ("/geronimo/12.13/sand-creek-statehood", test_sand_creek_statehood);
  g_test_add_func ("/geronimo/12.1/random-games", test_random_games);
  return g_test_run ();
}
