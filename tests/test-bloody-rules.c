/* test-bloody-rules.c — A Dark and Bloody Ground: rules driven through
 * player actions, with the dice forced, asserting the rulebook's numbers
 * on both sides of every boundary.  Paths /bloodyground/N.N/what.
 *
 * The game is not yet in bh-builtin-rules.c, so the test registers its
 * rules itself. */
#include "test-bloody-util.c"

/* ---- 10.6 melee --------------------------------------------------------- */

/* Three Kentucky militia in the clear at 0509, attacked by Miami warriors
 * from the woods (CF doubled) and from the clear.  Miami ML 3 against
 * Commitment 2: DRM +1 (10.6.1). */
static T *
melee_position (gboolean seven)
{
  T *t = t_new ("harmars-defeat");

  t_clear (t);
  t_put (t, "militia-kentucky.1", "wilderness.0509", 0);
  t_put (t, "militia-kentucky.2", "wilderness.0509", 0);
  t_put (t, "militia-kentucky.3", "wilderness.0509", 0);
  t_put (t, "warrior-miami.1", "wilderness.0409", 0);   /* woods: 2 */
  t_put (t, "warrior-miami.2", "wilderness.0409", 0);   /* woods: 2 */
  t_put (t, "warrior-miami.3", "wilderness.0410", 0);   /* woods: 2 */
  t_put (t, "warrior-miami.4", "wilderness.0508", 0);   /* clear: 1 */
  g_assert_cmpint (*t_mk (t, "us-commitment"), ==, 2);
  g_assert_cmpint (*t_mk (t, "ml-miami"), ==, 3);
  t_battle_at (t, 1, BI_MELEE_FIRST, 1, D_MELEE, 1);
  t_do (t, "melee wilderness.0509");
  t_do (t, "join warrior-miami.1");
  t_do (t, "join warrior-miami.2");
  t_do (t, seven ? "join warrior-miami.3" : "join warrior-miami.4");
  return t;
}

/* 6 against 3 is 2-1: die 4 + 1 = 5 gives 1/1 (on 1-1 it would be --/--,
 * on 3-1 1/R). */
static void
test_melee_two_to_one (void)
{
  T *t = melee_position (TRUE);

  t_do_rolls (t, "strike", ROLLS (4));
  g_assert_true (t_said (t, "Column 2-1"));
  g_assert_cmpint (t->st->pending.kind, ==, D_LOSS);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  t_do (t, "lose militia-kentucky.1");
  g_assert_true (t_at (t, "militia-kentucky.1", "eliminated"));
  g_assert_cmpint (t->st->pending.kind, ==, D_LOSS);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  t_do (t, "lose warrior-miami.3");
  g_assert_true (t_at (t, "warrior-miami.3", "eliminated"));
  /* No retreat: the two other militia hold. */
  g_assert_true (t_at (t, "militia-kentucky.2", "wilderness.0509"));
  g_assert_true (t_at (t, "militia-kentucky.3", "wilderness.0509"));
  g_assert_cmpint (t->st->pending.kind, ==, D_MELEE);
  /* 16.1.3: 1 VP for a militia unit, 1 for a warrior. */
  g_assert_cmpint (t_x (t)->vp[0], ==, 1);
  g_assert_cmpint (t_x (t)->vp[1], ==, 1);
  t_free (t);
}

/* 5 against 3 drops to 1-1: the same roll does nothing. */
static void
test_melee_one_to_one (void)
{
  T *t = melee_position (FALSE);

  t_do_rolls (t, "strike", ROLLS (4));
  g_assert_true (t_said (t, "Column 1-1"));
  g_assert_cmpint (t->st->pending.kind, ==, D_MELEE);
  g_assert_cmpint (t_count_at (t, "wilderness.0509"), ==, 3);
  g_assert_cmpint (t_x (t)->vp[0] + t_x (t)->vp[1], ==, 0);
  t_free (t);
}

/* T8: 7 MCF attacking 3 is 2-1 (fractions dropped for the defender). */
static void
test_melee_t8 (void)
{
  T *t = melee_position (TRUE);

  t_do (t, "join warrior-miami.4");
  t_do_rolls (t, "strike", ROLLS (1));
  g_assert_true (t_said (t, "7 against 3"));
  g_assert_true (t_said (t, "Column 2-1"));
  t_free (t);
}

/* ---- 10.5 fire ------------------------------------------------------------ */

static T *
fire_position (void)
{
  T *t = t_new ("harmars-defeat");

  t_clear (t);
  t_put (t, "us-regular.1", "wilderness.0509", 0);
  t_put (t, "warrior-miami.1", "wilderness.0709", 0);
  /* US defensive fire in the NA's half round. */
  t_battle_at (t, 1, BI_DEF_FIRE_SECOND, 1, D_FIRE, 0);
  return t;
}

/* A regular in the clear fires at 3 (×3); a hit needs the roll below 3. */
static void
test_fire_hit_below_cf (void)
{
  T *t = fire_position ();

  t_do_rolls (t, "fire us-regular.1 warrior-miami.1", ROLLS (2));
  g_assert_true (t_x (t)->status[t_piece (t, "warrior-miami.1")] & ST_DISRUPTED);
  t_free (t);
  t = fire_position ();
  t_do_rolls (t, "fire us-regular.1 warrior-miami.1", ROLLS (3));
  g_assert_false (t_x (t)->status[t_piece (t, "warrior-miami.1")] & ST_DISRUPTED);
  t_free (t);
}

/* A disrupted target takes -1: the roll of 3 now hits (3 - 1 < 3), and a
 * hit on a disrupted unit is a level check that routs on failure. */
static void
test_fire_disrupted_target (void)
{
  T *t = fire_position ();

  t_x (t)->status[t_piece (t, "warrior-miami.1")] |= ST_DISRUPTED;
  /* Miami ML 3: a check roll of 4 fails, the warrior routs. */
  t_do_rolls (t, "fire us-regular.1 warrior-miami.1", ROLLS (3, 4));
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "warrior-miami.1")].face, ==, 1);
  t_free (t);
  t = fire_position ();
  t_x (t)->status[t_piece (t, "warrior-miami.1")] |= ST_DISRUPTED;
  t_do_rolls (t, "fire us-regular.1 warrior-miami.1", ROLLS (3, 3));
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "warrior-miami.1")].face, ==, 0);
  t_free (t);
}

/* Ranges: militia 3 hexes, regulars 4 (Fire Combat Summary). */
static void
test_fire_ranges (void)
{
  T *t = t_new ("harmars-defeat");

  t_clear (t);
  t_put (t, "militia-kentucky.1", "wilderness.0113", 0);
  t_put (t, "us-regular.1", "wilderness.0113", 0);
  t_battle_at (t, 1, BI_DEF_FIRE_SECOND, 1, D_FIRE, 0);
  /* One target at a time: an occupied hex blocks the line (10.5.1). */
  t_put (t, "warrior-miami.1", "wilderness.0413", 0);   /* 3 hexes */
  g_assert_true (t_can (t, "fire militia-kentucky.1 warrior-miami.1"));
  t_put (t, "warrior-miami.1", "eliminated", 0);
  t_put (t, "warrior-miami.2", "wilderness.0513", 0);   /* 4 hexes */
  g_assert_false (t_can (t, "fire militia-kentucky.1 warrior-miami.2"));
  g_assert_true (t_can (t, "fire us-regular.1 warrior-miami.2"));
  t_put (t, "warrior-miami.2", "eliminated", 0);
  t_put (t, "warrior-miami.3", "wilderness.0613", 0);   /* 5 hexes */
  g_assert_false (t_can (t, "fire us-regular.1 warrior-miami.3"));
  t_put (t, "warrior-miami.3", "wilderness.0313", 0);
  g_assert_true (t_can (t, "fire us-regular.1 warrior-miami.3"));
  t_free (t);
}

/* ---- 10.4, 10.4.1 movement and stacking ------------------------------------ */

static void
test_stacking_limits (void)
{
  T *t = t_new ("harmars-defeat");

  t_clear (t);
  t_put (t, "warrior-miami.1", "wilderness.0409", 0);
  t_put (t, "warrior-miami.2", "wilderness.0409", 0);
  t_put (t, "warrior-miami.3", "wilderness.0309", 0);
  t_put (t, "warrior-miami.4", "wilderness.0509", 0);
  t_put (t, "warrior-miami.5", "wilderness.0509", 0);
  t_put (t, "warrior-miami.6", "wilderness.0508", 0);
  t_put (t, "warrior-shawnee.1", "wilderness.0609", 0);
  t_battle_at (t, 1, BI_MOVE_FIRST, 1, D_BMOVE, 1);
  /* Two in woods, three in the clear. */
  g_assert_false (t_can (t, "step warrior-miami.3 wilderness.0409"));
  g_assert_true (t_can (t, "step warrior-miami.6 wilderness.0509"));
  t_do (t, "step warrior-miami.6 wilderness.0509");
  t_put (t, "warrior-miami.7", "wilderness.0508", 0);
  g_assert_false (t_can (t, "step warrior-miami.7 wilderness.0509"));   /* a fourth */
  /* Nations do not mix without Tecumseh or Girty. */
  t_put (t, "warrior-miami.6", "wilderness.0508", 0);
  g_assert_false (t_can (t, "step warrior-shawnee.1 wilderness.0509"));
  t_put (t, "tecumseh", "wilderness.0509", 0);
  g_assert_true (t_can (t, "step warrior-shawnee.1 wilderness.0509"));
  t_free (t);
}

/* A unit entering a hex next to an un-routed enemy stops (10.4). */
static void
test_stop_next_to_enemy (void)
{
  T *t = t_new ("harmars-defeat");

  t_clear (t);
  t_put (t, "warrior-miami.1", "wilderness.0508", 0);
  t_put (t, "militia-kentucky.1", "wilderness.0709", 0);
  t_battle_at (t, 1, BI_MOVE_FIRST, 1, D_BMOVE, 1);
  t_do (t, "step warrior-miami.1 wilderness.0609");
  g_assert_true (t_said (t, "stops next to the enemy"));
  g_assert_false (t_can (t, "step warrior-miami.1 wilderness.0608"));
  t_free (t);
}

/* ---- 16.1.3 victory ---------------------------------------------------------- */

/* The last impulse of round 10 ends the battle; a side with no un-routed
 * enemy unit left on the board scores 5. */
static void
test_battle_scenario_end (void)
{
  T *t = t_new ("harmars-defeat");

  t_clear (t);
  t_put (t, "warrior-miami.1", "wilderness.0508", 0);
  t_put (t, "militia-kentucky.1", "wilderness.0113", 1);   /* routed */
  t_battle_at (t, 10, BI_MELEE_SECOND, 1, D_MELEE, 0);
  t_do (t, "end-impulse");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
  g_assert_cmpint (t->st->winner, ==, 1);
  g_assert_cmpint (t_x (t)->vp[1], ==, 5);
  t_free (t);
}

/* ---- 4.7 seasons and years ----------------------------------------------------- */

/* Fall 1790 is followed by Winter 1791: the year advances before Winter. */
static void
test_year_before_winter (void)
{
  T *t = t_new ("campaign-for-ohio");

  t->st->phase = 4;
  t_x (t)->proc = 1;
  t_x (t)->passed = 1;
  t->st->pending.side = 0;
  t->st->pending.kind = D_ACTION;
  *t_mk (t, "turn") = 1;
  t_do (t, "pass");
  g_assert_cmpint (*t_mk (t, "turn"), ==, 2);
  g_assert_true (t_said (t, "Winter 1791 begins"));
  t_free (t);
}

/* ---- 8.2 commitment ---------------------------------------------------------------- */

/* From the Settler Phase with one settler left: placing it runs Supply and
 * the Mobilization Phase, whose first die is the commitment roll. */
static T *
commitment_position (int cl, int us_vp, int na_vp)
{
  T *t = t_new ("harmars-expedition");

  t->st->phase = 2;
  t_x (t)->settlers_left = 1;
  t->st->pending.side = 0;
  t->st->pending.kind = D_SETTLE;
  *t_mk (t, "us-commitment") = cl;
  t_vp (t, us_vp, na_vp);
  /* The nations as 15.1.2 sets them: Shawnee and Miami on the warpath at
   * ML 3, the others peaceful at their base 3 (setup already rolled). */
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    {
      const char *id = bh_game_data_get_nation (t->data, n)->id;
      gboolean war = g_str_equal (id, "shawnee") || g_str_equal (id, "miami");
      g_autofree char *marker = g_strdup_printf ("ml-%s", id);

      t_x (t)->nation_status[n] = war ? NS_WARPATH : NS_PEACEFUL;
      if (bh_game_data_find_marker (t->data, marker) >= 0)
        *t_mk (t, marker) = g_str_equal (id, "iroquois") ? 2 : 3;
      for (guint p = 0; p < t->self->d->n_pieces; p++)
        if (t->self->d->pieces[p].nation == (int) n && t->self->d->pieces[p].klass == PC_WARRIOR)
          bh_state_pieces (t->st)[p].face = war ? 0 : 1;
    }
  return t;
}

static int
commitment_after (int cl, int us_vp, int na_vp, int die)
{
  T *t = commitment_position (cl, us_vp, na_vp);
  int result;

  t_do_rolls (t, "settle cincinnati", ROLLS (die));
  if (g_getenv ("BLOODY_DEBUG"))
    g_printerr ("%s\n", t->narration);
  result = *t_mk (t, "us-commitment");
  t_free (t);
  return result;
}

/* Shawnee and Miami on the warpath: "all but two peaceful", −1 (A20). */
static void
test_commitment_boundaries (void)
{
  /* Modified 1 → −1; 2 → no change. */
  g_assert_cmpint (commitment_after (2, 0, 0, 2), ==, 1);
  g_assert_cmpint (commitment_after (2, 0, 0, 3), ==, 2);
  /* Modified 5 → no change; 6 → +1 (US VP behind the NA: +1). */
  g_assert_cmpint (commitment_after (2, 0, 1, 5), ==, 2);
  g_assert_cmpint (commitment_after (2, 0, 1, 6), ==, 3);
  /* Held between 1 and 5. */
  g_assert_cmpint (commitment_after (1, 0, 0, 1), ==, 1);
  g_assert_cmpint (commitment_after (5, 0, 1, 6), ==, 5);
}

/* ---- 8.1 mobilization ----------------------------------------------------------------- */

/* Delaware, base 3, leader CR 1 on the map: die 2 → 3 on the warpath with
 * ML 3; die 1 → 2 peaceful with ML 2.  The Delaware roll is the second die
 * (after the commitment roll). */
static void
test_mobilization_base (void)
{
  T *t = commitment_position (2, 0, 0);
  int delaware = bh_game_data_find_nation (t->data, "delaware");

  t_do_rolls (t, "settle cincinnati", ROLLS (3, 2));
  g_assert_cmpint (t_x (t)->nation_status[delaware], ==, NS_WARPATH);
  g_assert_cmpint (*t_mk (t, "ml-delaware"), ==, 3);
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "warrior-delaware.1")].face, ==, 0);
  t_free (t);
  t = commitment_position (2, 0, 0);
  t_do_rolls (t, "settle cincinnati", ROLLS (3, 1));
  g_assert_cmpint (t_x (t)->nation_status[delaware], ==, NS_PEACEFUL);
  g_assert_cmpint (*t_mk (t, "ml-delaware"), ==, 2);
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "warrior-delaware.1")].face, ==, 1);
  t_free (t);
}

/* Without its leader, a die of 1 − 1 (NA 10 VPs ahead) = 0: surrender,
 * warriors removed, 5 VPs to the US (8.6.1, 15.4.5). */
static void
test_mobilization_surrender (void)
{
  T *t = commitment_position (2, 0, 10);
  int delaware = bh_game_data_find_nation (t->data, "delaware");

  t_put (t, "delaware-leader", "na-available", 0);
  t_do_rolls (t, "settle cincinnati", ROLLS (3, 1));
  g_assert_cmpint (t_x (t)->nation_status[delaware], ==, NS_SURRENDERED);
  g_assert_true (t_at (t, "warrior-delaware.1", "removed"));
  g_assert_cmpint (t_x (t)->vp[0], ==, 5);
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/10.6/two-to-one", test_melee_two_to_one);
  g_test_add_func ("/bloodyground/10.6/one-to-one", test_melee_one_to_one);
  g_test_add_func ("/bloodyground/10.6/t8-seven-to-three", test_melee_t8);
  g_test_add_func ("/bloodyground/10.5.2/hit-below-cf", test_fire_hit_below_cf);
  g_test_add_func ("/bloodyground/10.5.2/disrupted-target", test_fire_disrupted_target);
  g_test_add_func ("/bloodyground/10.5/ranges", test_fire_ranges);
  g_test_add_func ("/bloodyground/10.4.1/stacking", test_stacking_limits);
  g_test_add_func ("/bloodyground/10.4/stop-next-to-enemy", test_stop_next_to_enemy);
  g_test_add_func ("/bloodyground/16.1.3/clear-board", test_battle_scenario_end);
  g_test_add_func ("/bloodyground/4.7/year-before-winter", test_year_before_winter);
  g_test_add_func ("/bloodyground/8.2/commitment-boundaries", test_commitment_boundaries);
  g_test_add_func ("/bloodyground/8.1/mobilization-base", test_mobilization_base);
  g_test_add_func ("/bloodyground/8.6.1/surrender", test_mobilization_surrender);
  return g_test_run ();
}
