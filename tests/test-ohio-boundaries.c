/* test-ohio-boundaries.c — Blood on the Ohio, the rules with a number in
 * them tested on both sides of the number, through player actions: the
 * CRT's last column, ties, overrun's 5×, the Leader Check's bands, the
 * "more than 3 casualties" bonus, the supply range, the river +1. Every
 * expected number comes from the rulebook, named beside it; a one-line slip
 * in a comparison fails one of these. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

static void
t_first (T *t)
{
  g_autofree char *list = t_actions (t);
  g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

  t_do (t, parts[0]);
}

/* A Miami warrior (2 FP) at Twin Creek attacks `n_full` full regulars at
 * Whitewater; the US defends and the dice are event 1 (Battle, 14.3), the
 * US's roll, the WC's roll. Returns the game after the rolls. */
static T *wc_attacks_regulars_event (int n_full, int event, int us_roll, int wc_roll);

static T *
wc_attacks_regulars (int n_full, int us_roll, int wc_roll)
{
  return wc_attacks_regulars_event (n_full, 1, us_roll, wc_roll);
}

/* The same with the event die's face given (14.3: 1-2 Battle, 4 US
 * Confused, 5 WC Confused). */
static T *
wc_attacks_regulars_event (int n_full, int event, int us_roll, int wc_roll)
{
  T *t = t_new_clear ("harmar");

  for (int i = 1; i <= n_full; i++)
    {
      g_autofree char *id = g_strdup_printf ("us-regular-infantry.%d", i);

      t_put (t, id, "whitewater", 0);
    }
  t_put (t, "miami-warrior.1", "twin-creek", 0);
  t_put (t, "miami-warrior.2", "twin-creek", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_form_march (t, "miami-warrior.1", "miami-warrior.2", NULL);
  t_do (t, "move whitewater");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (event, us_roll, wc_roll));
  return t;
}

/* 14.6, CRT: the columns go 1-2, 3-4 ... 13-14, 15-16; the 1-2 column
 * reads none on 1-3 and 1 on 4-6; a roll of 6 reads
 * 4 on 13-14 and 5 on 15-16; more than 16 FP read the 15-16 column (the
 * last, digest 8.2). The US defends with 7, 8 and 9 regulars: 14, 16 and
 * 18 FP. */
static void
test_crt_last_column (void)
{
  const int regulars[] = { 7, 8, 9 }, expected[] = { 4, 5, 5 };
  T *one;

  /* The first column's blanks (digest 8.2: "–", none): 2 FP roll 3 inflict
   * nothing, roll 4 inflict 1. */
  one = wc_attacks_regulars (1, 3, 1);
  g_assert_cmpint (t_x (one)->battle.strength[US], ==, 2);
  g_assert_cmpint (t_x (one)->battle.hits[US], ==, 0);
  t_free (one);
  one = wc_attacks_regulars (1, 4, 1);
  g_assert_cmpint (t_x (one)->battle.hits[US], ==, 1);
  t_free (one);

  for (int i = 0; i < 3; i++)
    {
      T *t = wc_attacks_regulars (regulars[i], 6, 1);

      g_assert_cmpint (t_x (t)->battle.strength[US], ==, 2 * regulars[i]);
      g_assert_cmpint (t_x (t)->battle.hits[US], ==, expected[i]);
      t_free (t);
    }
}

/* 14.8: "If both sides inflict the same amount of casualties, the WC player
 * is the victor" — when the WC attacks too. The WC's 4 FP and the US's 4
 * FP both roll 3 on the 3-4 column: 1 casualty each (CRT). The US loses
 * and retreats; the WC gains 1/2 VP as victor (14.8), no more (not more
 * than 3). With the WC rolling 1 (none) against the US's 1, the US wins. */
static void
test_tie_goes_to_wc_attacker (void)
{
  T *t = wc_attacks_regulars (2, 3, 3);

  g_assert_true (ohio_nation_is_wc (&t->c, t_nation (t, "miami")));
  g_assert_cmpint (t_x (t)->battle.hits[US], ==, 1);
  g_assert_cmpint (t_x (t)->battle.hits[WC], ==, 1);
  while (t_kind (t) == D_CASUALTY)
    t_first (t);
  g_assert_cmpint (t_x (t)->battle.winner, ==, WC);
  while (t_kind (t) == D_RETREAT || t_kind (t) == D_AMBUSH)
    t_first (t);
  g_assert_false (ohio_has_military (&t->c, t_loc (t, "whitewater"), US, 0, 0));
  t_assert_at (t, "miami-warrior.1", "whitewater");
  g_assert_cmpint (t_vp2 (t, WC), ==, 1);
  t_free (t);

  t = wc_attacks_regulars (2, 3, 1);
  while (t_kind (t) == D_CASUALTY)
    t_first (t);
  g_assert_cmpint (t_x (t)->battle.winner, ==, US);
  t_free (t);
}

/* 17.1: "The moving force has 5 times the number of FPs than the enemy
 * stack has." Harmar (a key leader, 0 FP) with regulars at North Bend
 * against a reduced Shawnee warrior (1 FP) at Whitewater: 5 FP (two full
 * regulars, one reduced) may overrun, 4 FP (two full) may not. */
static void
test_overrun_five_times (void)
{
  for (int five = 0; five <= 1; five++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "harmar", "north-bend", 0);
      t_put (t, "us-regular-infantry.1", "north-bend", 0);
      t_put (t, "us-regular-infantry.2", "north-bend", 0);
      if (five)
        t_put (t, "us-regular-infantry.3", "north-bend", 1);
      t_put (t, "shawnee-warrior.1", "whitewater", 1);
      t_vp (t, WC, 0);
      t_at (t, 1, PH_US1, US, D_OPS);
      t_do (t, "form harmar");
      t_do (t, "add us-regular-infantry.1");
      t_do (t, "add us-regular-infantry.2");
      if (five)
        t_do (t, "add us-regular-infantry.3");
      t_do (t, "march");
      t_do (t, "move whitewater");
      g_assert_cmpint (t_kind (t), ==, D_DECLARE);
      g_assert_true (t_can (t, "attack"));
      if (five)
        g_assert_true (t_can (t, "overrun"));
      else
        g_assert_false (t_can (t, "overrun"));
      t_free (t);
    }
}

/* 9.0: a wounded leader rolls: 1-3 healed, 4-5 no effect, 6 dies. The
 * learning scenario's US Operations end with the Leader Check (App. 2,
 * 4.2); Richard Butler is wounded at Fort Washington. */
static void
test_leader_check_bands (void)
{
  const int rolls[] = { 3, 4, 5, 6 };
  const int face[] = { 0, 1, 1, 1 };

  for (int i = 0; i < 4; i++)
    {
      T *t = t_new_clear ("learning-1");

      t_put (t, "richard-butler", "fort-washington", 1);
      t_at (t, 1, PH_US1, US, D_OPS);
      t_do_rolls (t, "end-ops", ROLLS (rolls[i]));
      if (rolls[i] == 6)
        g_assert_false (ohio_on_map (&t->c, t_piece (t, "richard-butler")));
      else
        {
          t_assert_at (t, "richard-butler", "fort-washington");
          g_assert_cmpint (t_face (t, "richard-butler"), ==, face[i]);
        }
      t_free (t);
    }
}

/* 14.8: "Either or both sides receive +1/2 VP if they inflicted more than
 * 3 casualties." Harmar, a subordinate leader and 7 regulars (14 unit FP
 * and 1 for the subordinate leader, as in 14.6's example: 15, the 15-16
 * column) attack 3 Shawnee warriors (6 FP, 5-6 column, roll 1: none) at
 * Big Walnut: a roll of 3 inflicts 3 (victor only: +1/2), a roll of 5
 * inflicts 4 (+1/2 victor, +1/2 for more than 3). */
static void
test_more_than_three_casualties (void)
{
  const int roll[] = { 3, 5 }, hits[] = { 3, 4 }, vp[] = { 1, 2 };

  for (int i = 0; i < 2; i++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "harmar", "whetstone", 0);
      t_put (t, "us-subordinate-leader.1", "whetstone", 0);
      t_put_series (t, "us-regular-infantry", 1, 7, "whetstone", 0);
      t_put_series (t, "shawnee-warrior", 1, 3, "big-walnut", 0);
      t_vps (t, 0, 0);
      t_at (t, 1, PH_US1, US, D_OPS);
      t_do (t, "form harmar");
      t_do (t, "add us-subordinate-leader.1");
      t_do_series (t, "add", "us-regular-infantry", 1, 7);
      t_do (t, "march");
      t_do (t, "move big-walnut");
      t_do (t, "attack");
      t_do_rolls (t, "defend", ROLLS (1, roll[i], 1));
      g_assert_cmpint (t_x (t)->battle.strength[US], ==, 15);
      g_assert_cmpint (t_x (t)->battle.hits[US], ==, hits[i]);
      while (t_kind (t) == D_CASUALTY)
        t_first (t);
      g_assert_cmpint (t_vp2 (t, US), ==, vp[i]);
      t_free (t);
    }
}

/* 10.0: "each stack of units [must] be able to trace a path no longer than
 * 4 spaces to a fort". On the cleared Harmar map, Greenville is 4 spaces
 * from Fort Washington and Loramie's Store 5 (board, paths clear of
 * principal villages; Fort Harmar is farther): the regular at Greenville
 * stays whole, the one at Loramie's Store is reduced. */
static void
test_supply_range_four (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "greenville", 0);
  t_put (t, "us-regular-infantry.2", "loramies", 0);
  t_at (t, 1, PH_END, US, D_NONE);
  t_x (t)->proc_started = 0;
  ohio_advance (&t->c);
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 0);
  g_assert_cmpint (t_face (t, "us-regular-infantry.2"), ==, 1);
  t_free (t);
}

/* 14.6: "The defender adds 1 to the roll if attacked from a river." Harmar
 * and two regulars come down the Scioto (Scioto Pickaway, Scioto
 * Franklinton: river spaces) and attack two Shawnee warriors at Big Walnut
 * from the river. The WC's 4 FP (3-4 column) roll 5: +1 = 6, 2 casualties
 * (CRT); the US's 4 FP roll 5: 1 casualty, no +1 for the attacker. */
static void
test_river_plus_one (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "harmar", "paint-creek", 0);
  t_put (t, "us-regular-infantry.1", "paint-creek", 0);
  t_put (t, "us-regular-infantry.2", "paint-creek", 0);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.2", "big-walnut", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "harmar", "us-regular-infantry.1", "us-regular-infantry.2",
                NULL);
  t_do (t, "move scioto-pickaway");
  t_do (t, "move scioto-franklinton");
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (1, 5, 5));
  g_assert_cmpint (t_x (t)->battle.hits[US], ==, 1);
  g_assert_cmpint (t_x (t)->battle.hits[WC], ==, 2);
  t_free (t);
}

/* 14.3: "US Confused ... The US subtracts 2 from his combat strength";
 * "WC Confused ... The WC subtracts 2". Two full Miami warriors (4 FP,
 * 5.6.2) attack three full regulars (6 FP, App. 5): with the event die on
 * US Confused the US fights with 4, the WC with 4; on WC Confused the US
 * with 6, the WC with 2; on Battle both as they are. */
static void
test_confused_minus_two (void)
{
  const int event[] = { 1, 4, 5 }, us[] = { 6, 4, 6 }, wc[] = { 4, 4, 2 };

  for (int i = 0; i < 3; i++)
    {
      T *t = wc_attacks_regulars_event (3, event[i], 1, 1);

      g_assert_cmpint (t_x (t)->battle.strength[US], ==, us[i]);
      g_assert_cmpint (t_x (t)->battle.strength[WC], ==, wc[i]);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/14.6/crt-last-column", test_crt_last_column);
  g_test_add_func ("/ohio/14.8/tie-goes-to-the-wc-attacker", test_tie_goes_to_wc_attacker);
  g_test_add_func ("/ohio/17.1/overrun-five-times", test_overrun_five_times);
  g_test_add_func ("/ohio/9.0/leader-check-bands", test_leader_check_bands);
  g_test_add_func ("/ohio/14.8/more-than-three-casualties", test_more_than_three_casualties);
  g_test_add_func ("/ohio/10.0/supply-range-four", test_supply_range_four);
  g_test_add_func ("/ohio/14.6/river-plus-one", test_river_plus_one);
  g_test_add_func ("/ohio/14.3/confused-minus-two", test_confused_minus_two);
  return g_test_run ();
}
