/* test-geronimo-refusals.c — Geronimo: a refused action says which
 * condition failed and its rule (RULES-DONE 5; bh-geronimo-refusal.c, the
 * referee's third check, minor 6): a Column's attack (7.34, 9.2Q, 9.2Y,
 * 9.2R, 9.2W) and move (5.341, 5.33, 5.62), a Shaman Card played (9.11,
 * 9.2A, 9.2BB) and a Treaty offered (8.11), each beside the action the
 * same position allows on the other side of the line.
 * Paths /geronimo/N.N/refusal/what. */
#include "test-geronimo-util.c"

static const char *
type_name (T *t, const char *piece)
{
  return bh_game_data_get_unit_type (t->data, bh_game_data_get_piece_type (t->data, t_piece (t, piece)))->name;
}

static const char *
card_title (T *t, const char *type)
{
  return bh_game_data_get_unit_type (t->data, bh_game_data_find_unit_type (t->data, type))->name;
}

static const char *
village_name (T *t, const char *id)
{
  return ger_village_name (&t->c, t_village (t, id));
}

/* The words of a refusal the rules explain (bh_rules_check_action). */
static char *
refused (const char *verb, const char *reason, const char *rule)
{
  return g_strdup_printf ("“%s” is not allowed: %s (rule %s)", verb, reason, rule);
}

/* 7.34: a target is attacked once a Round: after Sheridan's attack on the
 * Southern Cheyenne's Village, Sibley, in the same Area, is refused it,
 * naming 7.34; before it he may. */
static void
test_once_a_round (void)
{
  T *t = t_new ("basic", 3);
  int dice[2] = { 0, 0 };
  int col = t_cheyenne_under_column (t, "commander-sheridan", 6, 0);
  int other = t_column (t, "commander-sibley", "colorado", FALSE, 5, 0, 0);
  g_autofree char *first = t_attack (t, col, t_piece (t, "village-cheyenne-southern"));
  g_autofree char *second = t_attack (t, other, t_piece (t, "village-cheyenne-southern"));
  g_autofree char *reason = NULL, *words = NULL, *expected = NULL;

  g_assert_true (t_can (t, second));
  t_dice (t, dice, 2);
  t_do (t, first);
  if (t->st->pending.kind == D_COORDINATE)
    t_do (t, "attack-now");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_true (ger_village_on_map (&t->c, t_village (t, "cheyenne-southern")));
  words = t_refusal (t, second);
  reason = g_strdup_printf ("%s has been attacked this Round, and a target is attacked once a Round",
                            village_name (t, "cheyenne-southern"));
  expected = refused ("column-attack", reason, "7.34");
  g_assert_cmpstr (words, ==, expected);
  t_free (t);
}

/* 9.2Q, 9.2Y, 9.2R, 9.2W: the Village may not be attacked, and the
 * refusal names the card's rule (and the Commander's Aggression: Chivington
 * 3, Sheridan 2, Sibley 1); each row beside one the same card allows. */
static void
test_attack_restrictions (void)
{
  static const struct {
    const char *commander;
    guint events, marks;
    const char *rule;           /* NULL: the attack is listed */
    gboolean names_commander;   /* the reason names the Commander, else the Village */
    const char *before, *after; /* the reason's words around that name */
  } rows[] = {
    { "commander-chivington", 0, GER_MARK_PEACE_CHIEF, "9.2Q", FALSE, "", " has a Peace Chief, and no Column attacks it" },
    { "commander-chivington", 0, 0, NULL, FALSE, NULL, NULL },
    { "commander-chivington", 0, GER_MARK_SCOUTS, "9.2Y", FALSE, "", " supplies Scouts, and no Column attacks it this Turn" },
    { "commander-sheridan", GER_EV_PEACE_POLICY, 0, "9.2R", TRUE,
      "under the Peace Policy a Column attacks a Village only with an Aggression of 3 or more, and ", " has 2" },
    { "commander-chivington", GER_EV_PEACE_POLICY, 0, NULL, FALSE, NULL, NULL },
    { "commander-sibley", GER_EV_REFORM, 0, "9.2W", TRUE,
      "under the Reform Movement a Column attacks a Village only with an Aggression of 2 or more, and ", " has 1" },
    { "commander-sheridan", GER_EV_REFORM, 0, NULL, FALSE, NULL, NULL },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int col = t_cheyenne_under_column (t, rows[k].commander, 6, 0);
      g_autofree char *attack = t_attack (t, col, t_piece (t, "village-cheyenne-southern"));
      g_autofree char *reason = NULL, *words = NULL, *expected = NULL;

      t->x->events |= rows[k].events;
      t->x->marks[t_village (t, "cheyenne-southern")] |= rows[k].marks;
      if (rows[k].rule == NULL)
        {
          g_assert_true (t_can (t, attack));
          t_free (t);
          continue;
        }
      reason = g_strconcat (rows[k].before,
                            rows[k].names_commander ? type_name (t, rows[k].commander)
                                                    : village_name (t, "cheyenne-southern"),
                            rows[k].after, NULL);
      words = t_refusal (t, attack);
      expected = refused ("column-attack", reason, rows[k].rule);
      g_assert_cmpstr (words, ==, expected);
      t_free (t);
    }
}

/* 5.341: a Column On Patrol moves to an adjacent Area (Colorado–Kansas),
 * not to California; 5.33: once it has moved it is played this Round
 * (Sibley's Column still may). */
static void
test_move (void)
{
  T *t = t_new ("basic", 3);
  int col = t_cheyenne_under_column (t, "commander-sheridan", 6, 0);
  int other = t_column (t, "commander-sibley", "colorado", FALSE, 5, 0, 0);
  g_autofree char *far = g_strdup_printf ("column-move %d california", col);
  g_autofree char *near = g_strdup_printf ("column-move %d kansas", col);
  g_autofree char *back = g_strdup_printf ("column-move %d colorado", col);
  g_autofree char *sibley = g_strdup_printf ("column-move %d kansas", other);
  g_autofree char *words = NULL, *reason = NULL, *expected = NULL, *again = NULL;

  words = t_refusal (t, far);
  reason = g_strdup_printf ("%s is not next to Column %d in %s", ger_loc_name (&t->c, t_loc (t, "california")), col,
                            ger_loc_name (&t->c, t_loc (t, "colorado")));
  expected = refused ("column-move", reason, "5.341");
  g_assert_cmpstr (words, ==, expected);
  t_do (t, near);
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_clear_pointer (&reason, g_free);
  g_clear_pointer (&expected, g_free);
  again = t_refusal (t, back);
  reason = g_strdup_printf ("Column %d (%s) has been played this Round", col, type_name (t, "commander-sheridan"));
  expected = refused ("column-move", reason, "5.33");
  g_assert_cmpstr (again, ==, expected);
  g_assert_true (t_can (t, sibley));
  t_free (t);
}

/* 5.33: no Column is played in two US Rounds running: played in the
 * last US Round, refused; two US Rounds ago, allowed. */
static void
test_consecutive_rounds (void)
{
  for (int ago = 1; ago <= 2; ago++)
    {
      T *t = t_new ("basic", 3);
      int col = t_cheyenne_under_column (t, "commander-sheridan", 6, 0);
      g_autofree char *near = g_strdup_printf ("column-move %d kansas", col);

      if (t->x->us_round <= ago)
        t->x->us_round = (guint8) (ago + 1);     /* position: a later US Round */
      t->x->col_played[col] = (guint8) (t->x->us_round - ago);
      if (ago == 2)
        g_assert_true (t_can (t, near));
      else
        {
          g_autofree char *words = t_refusal (t, near);
          g_autofree char *reason = g_strdup_printf ("Column %d (%s) was played in the last US Round, and no Column "
                                                     "is played in two US Rounds running",
                                                     col, type_name (t, "commander-sheridan"));
          g_autofree char *expected = refused ("column-move", reason, "5.33");

          g_assert_cmpstr (words, ==, expected);
        }
      t_free (t);
    }
}

/* 5.62: a Column In Fort neither moves nor attacks; it may go On Patrol
 * (5.342). */
static void
test_in_fort (void)
{
  T *t = t_new ("basic", 3);
  int col;
  g_autofree char *move = NULL, *patrol = NULL, *words = NULL, *reason = NULL, *expected = NULL;

  t_cheyenne_under_column (t, "commander-sheridan", 6, 0);
  t_no_columns (t);
  col = t_column (t, "commander-sibley", "colorado", TRUE, 5, 0, 0);
  move = g_strdup_printf ("column-move %d kansas", col);
  patrol = g_strdup_printf ("column-patrol %d", col);
  words = t_refusal (t, move);
  reason = g_strdup_printf ("Column %d is In Fort, and a Column In Fort neither moves nor attacks", col);
  expected = refused ("column-move", reason, "5.62");
  g_assert_cmpstr (words, ==, expected);
  g_assert_true (t_can (t, patrol));
  t_free (t);
}

static char *
play_text (T *t, const char *type)
{
  int ut = bh_game_data_find_unit_type (t->data, type);

  for (int p = t->self->d->shaman_first; p < t->self->d->shaman_first + t->self->d->shaman_count; p++)
    if (bh_game_data_get_piece_type (t->data, p) == ut)
      {
        g_autofree char *id = t_id (t, p);

        return g_strdup_printf ("play %s", id);
      }
  g_assert_not_reached ();
  return NULL;
}

static void
to_hand (T *t, const char *type)
{
  int ut = bh_game_data_find_unit_type (t->data, type);

  for (int p = t->self->d->shaman_first; p < t->self->d->shaman_first + t->self->d->shaman_count; p++)
    if (bh_game_data_get_piece_type (t->data, p) == ut)
      {
        bh_state_move_piece (t->st, p, t->self->d->hand_shaman[t->st->pending.side]);
        return;
      }
}

/* 9.11: a card not in one's hand; 9.2BB: the Springfield Rifle not before
 * Turn 3 (Turn 2 refused, 3 allowed); 9.2A: the Civil War only as the
 * holder's first card of the Turn (after one card refused, before
 * allowed). */
static void
test_cards (void)
{
  T *t = t_new ("campaign", 3);
  g_autofree char *rifle = play_text (t, "shaman-springfield-rifle");
  g_autofree char *war = play_text (t, "shaman-civil-war");
  g_autofree char *words = NULL, *reason = NULL, *expected = NULL;
  int seat;

  t_play_to (t, D_CARD, "texas");
  seat = t->st->pending.side;
  words = t_refusal (t, rifle);
  reason = g_strdup_printf ("%s is not in your hand", card_title (t, "shaman-springfield-rifle"));
  expected = refused ("play", reason, "9.11");
  g_assert_cmpstr (words, ==, expected);

  to_hand (t, "shaman-springfield-rifle");
  t->st->turn = 2;
  g_clear_pointer (&words, g_free);
  g_clear_pointer (&expected, g_free);
  words = t_refusal (t, rifle);
  expected = refused ("play", "the Springfield Rifle is not played before Turn 3, and this is Turn 2", "9.2BB");
  g_assert_cmpstr (words, ==, expected);
  t->st->turn = 3;
  g_assert_true (t_can (t, rifle));

  to_hand (t, "shaman-civil-war");
  t->st->turn = 1;
  t->x->cards_played[seat] = 0;
  g_assert_true (t_can (t, war));
  t->x->cards_played[seat] = 1;
  g_clear_pointer (&words, g_free);
  g_clear_pointer (&expected, g_free);
  words = t_refusal (t, war);
  expected = refused ("play", "the Civil War is played only as its holder's first card of the Turn", "9.2A");
  g_assert_cmpstr (words, ==, expected);
  t_free (t);
}

/* 8.11: an Indian offers a Treaty for the Tribes in his hand only (the
 * Navajo yes, the other Indian's Southern Cheyenne no), and one offer a
 * Round: after the Navajo's is refused, a second is refused. */
static void
test_treaty_offers (void)
{
  static const char *const keep[] = { "navajo", NULL };
  T *t = t_new ("basic", 3);
  int seat = t_indian_card_turn (t, "tribe-navajo");
  g_autofree char *words = NULL, *reason = NULL, *expected = NULL;

  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 4);
  t_give_tribe (t, "tribe-cheyenne", t_other_indian (t, seat));
  t_put_village (t, "cheyenne-southern", "colorado", 4);
  t_play_first_card (t);
  words = t_refusal (t, "offer-treaty village-cheyenne-southern");
  reason = g_strdup_printf ("an Indian offers a Treaty only for the Tribes in his hand, and %s is not his",
                            village_name (t, "cheyenne-southern"));
  expected = refused ("offer-treaty", reason, "8.11");
  g_assert_cmpstr (words, ==, expected);
  t_do (t, "offer-treaty village-navajo");
  t_do (t, "treaty-vp 3");
  t_do (t, "refuse-treaty");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_cmpint (t->st->pending.side, ==, seat);
  g_clear_pointer (&words, g_free);
  g_clear_pointer (&expected, g_free);
  words = t_refusal (t, "offer-treaty village-navajo");
  expected = refused ("offer-treaty", "a Treaty has already been offered this Round", "8.11");
  g_assert_cmpstr (words, ==, expected);
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  g_test_add_func ("/geronimo/7.34/refusal/once-a-round", test_once_a_round);
  g_test_add_func ("/geronimo/9.2Q/refusal/attack-restrictions", test_attack_restrictions);
  g_test_add_func ("/geronimo/5.341/refusal/move", test_move);
  g_test_add_func ("/geronimo/5.33/refusal/consecutive-rounds", test_consecutive_rounds);
  g_test_add_func ("/geronimo/5.62/refusal/in-fort", test_in_fort);
  g_test_add_func ("/geronimo/9.2BB/refusal/cards", test_cards);
  g_test_add_func ("/geronimo/8.11/refusal/treaty-offers", test_treaty_offers);
  return g_test_run ();
}
