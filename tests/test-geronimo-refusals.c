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
  g_autofree char *second = t_once_a_round_second (t);
  g_autofree char *reason = NULL, *words = NULL, *expected = NULL;

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

/* Referee check5 minor 1: the refusal hook's seven explanations no row
 * had.  Each row's action is refused with its own reason and rule (so it
 * fails if that reason is dropped: the refusal would then name a later
 * reason or the decision's rule), beside the same action the position
 * allows without the condition. */

/* 9.2A, 9.2DD: Sheridan On Patrol in Colorado may move to New Mexico and
 * Kansas; during the Civil War New Mexico is closed to him, and Bloody
 * Kansas closes Kansas this Turn. */
static void
test_closed_areas (void)
{
  /* before, after: the reason's words around the Area's name */
  static const struct { guint events; const char *to, *before, *after, *rule; } rows[] = {
    { GER_EV_ACW, "new-mexico", "during the Civil War no Column is played into ", "", "9.2A" },
    { 0, "new-mexico", NULL, NULL, NULL },
    { GER_EV_BLOODY_KANSAS, "kansas", "Bloody Kansas closes ", " to Columns this Turn", "9.2DD" },
    { 0, "kansas", NULL, NULL, NULL },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int col = t_cheyenne_under_column (t, "commander-sheridan", 6, 0);
      g_autofree char *move = g_strdup_printf ("column-move %d %s", col, rows[k].to);
      g_autofree char *words = NULL, *reason = NULL, *expected = NULL;

      t->x->events |= rows[k].events;
      if (rows[k].events & GER_EV_BLOODY_KANSAS)
        t->x->bloody_area = (guint8) (t_loc (t, "kansas") + 1);
      if (rows[k].rule == NULL)
        {
          g_assert_true (t_can (t, move));
          t_free (t);
          continue;
        }
      words = t_refusal (t, move);
      reason = g_strconcat (rows[k].before, ger_loc_name (&t->c, t_loc (t, rows[k].to)), rows[k].after, NULL);
      expected = refused ("column-move", reason, rows[k].rule);
      g_assert_cmpstr (words, ==, expected);
      t_free (t);
    }
}

/* 9.2O: the Mormon Column (Sibley's, in Utah) stays there and attacks no
 * Indians; Sheridan's Column beside it in Colorado moves. */
static void
test_mormon_stays (void)
{
  T *t = t_new ("basic", 3);
  int col = t_cheyenne_under_column (t, "commander-sheridan", 6, 0);
  int mormon = t_column (t, "commander-sibley", "utah", FALSE, 3, 0, 0);
  g_autofree char *move = g_strdup_printf ("column-move %d colorado", mormon);
  g_autofree char *attack = g_strdup_printf ("column-attack %d village-cheyenne-southern", mormon);
  g_autofree char *other = g_strdup_printf ("column-move %d utah", col);
  g_autofree char *words = NULL, *expected = NULL, *words2 = NULL, *expected2 = NULL;

  g_assert_true (t_can (t, move));
  t->x->mormon_col = (guint8) (mormon + 1);    /* as mormon-column leaves it (9.2O) */
  words = t_refusal (t, move);
  expected = refused ("column-move", "the Mormon Column stays in Utah", "9.2O");
  g_assert_cmpstr (words, ==, expected);
  t_put_village (t, "cheyenne-southern", "utah", 6);
  words2 = t_refusal (t, attack);
  expected2 = refused ("column-attack", "the Mormon Column attacks no Indians", "9.2O");
  g_assert_cmpstr (words2, ==, expected2);
  g_assert_true (t_can (t, other));
  t_free (t);
}

/* 5.724: a Coordinated Column kept together attacks only as the Round's
 * one operation: after a play it is refused; as the first, allowed. */
static void
test_kept_coordinated (void)
{
  for (int plays = 0; plays <= 1; plays++)
    {
      T *t = t_new ("basic", 3);
      int col = t_cheyenne_under_column (t, "commander-sheridan", 6, 0);
      g_autofree char *attack = g_strdup_printf ("column-attack %d village-cheyenne-southern", col);

      t->x->kept |= 1u << col;         /* kept together after a Coordinated attack (5.723) */
      t->x->plays = plays;
      if (plays == 0)
        g_assert_true (t_can (t, attack));
      else
        {
          g_autofree char *words = t_refusal (t, attack);
          g_autofree char *reason = g_strdup_printf ("Column %d is a Coordinated Column kept together: its attack is "
                                                     "the Round's only operation", col);
          g_autofree char *expected = refused ("column-attack", reason, "5.724");

          g_assert_cmpstr (words, ==, expected);
        }
      t_free (t);
    }
}

/* 7.34 and 6.71 on a War Party: the Southern Cheyenne's War Party (3 BPs)
 * in Kansas with Sibley's Column.  Attacked this Round: refused (7.34); a
 * member of an Alliance led by the Northern Cheyenne's War Party there:
 * refused (6.71), the lead's attack allowed; neither: allowed. */
static void
test_war_party_targets (void)
{
  for (int k = 0; k < 3; k++)
    {
      T *t = t_new ("basic", 3);
      int south, north, col;
      g_autofree char *south_wp = NULL, *north_wp = NULL, *attack = NULL, *attack_lead = NULL;
      g_autofree char *words = NULL, *reason = NULL, *expected = NULL;

      t_cheyenne_under_column (t, "commander-sheridan", 3, 3);
      col = t_column (t, "commander-sibley", "kansas", FALSE, 10, 0, 0);
      south = t_village (t, "cheyenne-southern");
      north = t_village (t, "cheyenne-northern");
      south_wp = t_id (t, t->self->d->villages[south].war_party);
      north_wp = t_id (t, t->self->d->villages[north].war_party);
      attack = g_strdup_printf ("column-attack %d %s", col, south_wp);
      attack_lead = g_strdup_printf ("column-attack %d %s", col, north_wp);
      if (k == 0)
        {
          g_assert_true (t_can (t, attack));
          t_free (t);
          continue;
        }
      if (k == 1)
        {
          t->x->hit_round[south] |= 2;     /* its War Party attacked this Round (7.34) */
          reason = g_strdup_printf ("the War Party of %s has been attacked this Round, and a target is attacked once "
                                    "a Round", village_name (t, "cheyenne-southern"));
          words = t_refusal (t, attack);
          expected = refused ("column-attack", reason, "7.34");
        }
      else
        {
          t_put_village (t, "cheyenne-northern", "colorado", 3);
          t_war_party (t, "cheyenne-northern", "kansas", 2, NULL);
          t->x->ally_members = (G_GUINT64_CONSTANT (1) << south) | (G_GUINT64_CONSTANT (1) << north);
          t->x->ally_lead = north + 1;     /* the Alliance formed in Kansas, led by the Northern (6.71) */
          g_assert_true (t_can (t, attack_lead));
          reason = g_strdup_printf ("the War Party of %s is part of an Alliance: attack the Alliance's lead War Party",
                                    village_name (t, "cheyenne-southern"));
          words = t_refusal (t, attack);
          expected = refused ("column-attack", reason, "6.71");
        }
      g_assert_cmpstr (words, ==, expected);
      t_free (t);
    }
}

/* 9.2X: in the game's last Turn a player holding Reservation Unrest plays
 * or discards it first: another card of his hand is refused then; in the
 * Turn before it is played. */
static void
test_unrest_first (void)
{
  for (int last = 0; last <= 1; last++)
    {
      T *t = t_new ("campaign", 3);
      g_autofree char *federales = play_text (t, "shaman-federales");

      t_play_to (t, D_CARD, "texas");
      to_hand (t, "shaman-reservation-unrest");
      to_hand (t, "shaman-federales");
      t->st->turn = t->x->last_turn - 1 + last;
      if (!last)
        g_assert_true (t_can (t, federales));
      else
        {
          g_autofree char *words = t_refusal (t, federales);
          g_autofree char *expected = refused ("play", "in the game's last Turn a Reservation Unrest card in hand is "
                                               "played or discarded first", "9.2X");

          g_assert_cmpstr (words, ==, expected);
        }
      t_free (t);
    }
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
  g_test_add_func ("/geronimo/9.2A/refusal/closed-areas", test_closed_areas);
  g_test_add_func ("/geronimo/9.2O/refusal/mormon-stays", test_mormon_stays);
  g_test_add_func ("/geronimo/5.724/refusal/kept-coordinated", test_kept_coordinated);
  g_test_add_func ("/geronimo/7.34/refusal/war-party-targets", test_war_party_targets);
  g_test_add_func ("/geronimo/9.2X/refusal/unrest-first", test_unrest_first);
  return g_test_run ();
}
