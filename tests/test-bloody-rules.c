/* test-bloody-rules.c — A Dark and Bloody Ground: rules driven through
 * player actions, with the dice forced, asserting the rulebook's numbers
 * on both sides of every boundary.  Paths /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* ---- 10.6 melee --------------------------------------------------------- */

/* Three Kentucky militia in the clear at 0509, attacked by Miami warriors
 * from the woods (CF doubled) and from the clear.  Miami ML 3 against
 * Commitment 2: DRM +1 (10.6.1). */
static T *
melee_position (gboolean seven)
{
  static const Put units[] = {
    { "militia-kentucky.1", "wilderness.0509" }, { "militia-kentucky.2", "wilderness.0509" },
    { "militia-kentucky.3", "wilderness.0509" },
    { "warrior-miami.1", "wilderness.0409" }, { "warrior-miami.2", "wilderness.0409" },   /* woods: 2 each */
    { "warrior-miami.3", "wilderness.0410" },                                              /* woods: 2 */
    { "warrior-miami.4", "wilderness.0508" },                                              /* clear: 1 */
    { NULL },
  };
  T *t = t_melee_position (units, 1, "wilderness.0509",
                           (const char *const[]) { "warrior-miami.1", "warrior-miami.2",
                                                   seven ? "warrior-miami.3" : "warrior-miami.4", NULL });

  g_assert_cmpint (*t_mk (t, "us-commitment"), ==, 2);
  g_assert_cmpint (*t_mk (t, "ml-miami"), ==, 3);
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

  t_action_phase_last_pass (t);
  *t_mk (t, "turn") = 1;
  t_do (t, "pass");
  /* McKee may relocate first (14.0.5). */
  g_assert_cmpint (t->st->pending.kind, ==, D_MCKEE);
  t_do (t, "mckee-stays");
  g_assert_cmpint (*t_mk (t, "turn"), ==, 2);
  g_assert_true (t_said (t, "Winter 1791 begins"));
  t_free (t);
}

/* ---- 8.2 commitment ---------------------------------------------------------------- */

static int
commitment_after (int cl, int us_vp, int na_vp, int die)
{
  T *t = t_mobilization_position (cl, us_vp, na_vp);
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

/* 8.2: +1 "if any US Army regular leader of rank 3 is besieged": St. Clair
 * (rank 3) in the US fort at Fort Jefferson with a Miami warrior in the
 * area; a die of 6 with −1 (two nations at war, A20) then makes 6, CL 2 →
 * 3; without the warrior 5, no change. */
static void
test_commitment_rank3_besieged (void)
{
  for (int besieged = 0; besieged < 2; besieged++)
    {
      T *t = t_mobilization_position (2, 0, 0);

      t_put (t, "st-clair", "fort-jefferson", 0);
      t_put (t, "us-regular.1", "fort-jefferson", 0);
      t_put (t, "us-fort.1", "fort-jefferson", 0);
      if (besieged)
        t_put (t, "warrior-miami.1", "fort-jefferson", 0);
      t_do_rolls (t, "settle cincinnati", ROLLS (6));
      g_assert_true (t_said (t, besieged ? "die 6 +0 = 6" : "die 6 -1 = 5"));
      g_assert_cmpint (*t_mk (t, "us-commitment"), ==, besieged ? 3 : 2);
      t_free (t);
    }
}

/* ---- 8.1 mobilization ----------------------------------------------------------------- */

/* Delaware, base 3, leader CR 1 on the map: die 2 → 3 on the warpath with
 * ML 3; die 1 → 2 peaceful with ML 2.  The Delaware roll is the second die
 * (after the commitment roll). */
static void
test_mobilization_base (void)
{
  T *t = t_mobilization_position (2, 0, 0);
  int delaware = bh_game_data_find_nation (t->data, "delaware");

  t_do_rolls (t, "settle cincinnati", ROLLS (3, 2));
  g_assert_cmpint (t_x (t)->nation_status[delaware], ==, NS_WARPATH);
  g_assert_cmpint (*t_mk (t, "ml-delaware"), ==, 3);
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "warrior-delaware.1")].face, ==, 0);
  t_free (t);
  t = t_mobilization_position (2, 0, 0);
  t_do_rolls (t, "settle cincinnati", ROLLS (3, 1));
  g_assert_cmpint (t_x (t)->nation_status[delaware], ==, NS_PEACEFUL);
  g_assert_cmpint (*t_mk (t, "ml-delaware"), ==, 2);
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "warrior-delaware.1")].face, ==, 1);
  t_free (t);
}

/* Optional 8.1.1: the NA decides after the roll whether the leader's
 * rating counts.  The Delaware rolls first (the nations before it at
 * war): a die of 2 with the Delaware leader's CR 1 makes 3, the base, the
 * warpath; without it 2, peaceful at ML 2. */
static void
test_mobilization_rating_choice (void)
{
  for (int with = 0; with < 2; with++)
    {
      T *t = t_new_with_option ("harmars-expedition", "mobilization-cr-choice");
      int delaware = bh_game_data_find_nation (t->data, "delaware");
      g_autofree char *choice = g_strdup_printf ("%s %d", with ? "add-rating" : "no-rating", delaware);

      t_last_settler (t);
      *t_mk (t, "us-commitment") = 2;
      t_vp (t, 0, 0);
      for (int n = 0; n < (int) bh_game_data_get_n_nations (t->data); n++)
        t_x (t)->nation_status[n] = n < delaware ? NS_WARPATH : NS_PEACEFUL;
      t_do_rolls (t, "settle cincinnati", ROLLS (3, 2));
      g_assert_true (t_said (t, "Delaware mobilization: die 2"));
      g_assert_cmpint (t->st->pending.kind, ==, D_RATING);
      g_assert_cmpint (t->st->pending.side, ==, 1);
      g_assert_cmpint (t->st->pending.args[0], ==, delaware);
      t_do (t, choice);
      g_assert_true (t_said (t, with ? "die 2 +1 = 3" : "die 2 +0 = 2"));
      g_assert_cmpint (t_x (t)->nation_status[delaware], ==, with ? NS_WARPATH : NS_PEACEFUL);
      g_assert_cmpint (*t_mk (t, "ml-delaware"), ==, with ? 3 : 2);
      t_free (t);
    }
}

/* 15.4.3: "all Native American nations have surrendered or fail to
 * mobilize" is a US decisive victory: in Summer 1791 of the campaign every
 * nation is peaceful, no leader is on the map and every roll is a 1 (none
 * reaches its base of 3): the
 * US wins.  With the Shawnee already on the warpath the game goes on. */
static void
test_fail_to_mobilize (void)
{
  for (int shawnee_at_war = 0; shawnee_at_war < 2; shawnee_at_war++)
    {
      T *t = t_new ("campaign-for-ohio");

      t_clear (t);   /* no leader's rating in the rolls */
      *t_mk (t, "turn") = 4;
      t->st->turn = 4;
      *t_mk (t, "us-commitment") = 3;
      t_vp (t, 0, 0);
      for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
        t_x (t)->nation_status[n] = NS_PEACEFUL;
      if (shawnee_at_war)
        t_x (t)->nation_status[bh_game_data_find_nation (t->data, "shawnee")] = NS_WARPATH;
      t_last_settler (t);
      t_do_rolls (t, "settle cincinnati", ROLLS (3, 1, 1, 1, 1, 1, 1));
      if (g_getenv ("BLOODY_DEBUG"))
        g_printerr ("%s\n", t->narration);
      g_assert_cmpint (t->st->result, ==, shawnee_at_war ? BH_RESULT_ONGOING : BH_RESULT_WIN);
      if (!shawnee_at_war)
        {
          g_assert_cmpint (t->st->winner, ==, 0);
          g_assert_true (t_said (t, "(15.4.3)"));
        }
      t_free (t);
    }
}

/* 5.0 event 8: the Iroquois stay on the warpath while a nation is; once
 * the mobilization rolls leave no nation on the warpath they all leave
 * play (15.2, whose game goes on without a nation at war). */
static void
test_iroquois_follow_the_nations (void)
{
  for (int shawnee_at_war = 0; shawnee_at_war < 2; shawnee_at_war++)
    {
      T *t = t_new ("st-clairs-campaign");

      t_clear (t);
      *t_mk (t, "turn") = 4;
      t->st->turn = 4;
      *t_mk (t, "us-commitment") = 3;
      t_vp (t, 0, 0);
      for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
        t_x (t)->nation_status[n] = NS_PEACEFUL;
      t_x (t)->nation_status[bh_game_data_find_nation (t->data, "iroquois")] = NS_WARPATH;
      if (shawnee_at_war)
        t_x (t)->nation_status[bh_game_data_find_nation (t->data, "shawnee")] = NS_WARPATH;
      t_put_series (t, "warrior-iroquois", 1, 2, "venango", 0);
      t_last_settler (t);
      t_do_rolls (t, "settle cincinnati", ROLLS (3, 1, 1, 1, 1, 1, 1));
      g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
      g_assert_cmpint (t_series_on_map (t, "warrior-iroquois", 1, 2), ==, shawnee_at_war ? 2 : 0);
      g_assert_cmpint (t_said (t, "Iroquois warriors leave play"), ==, !shawnee_at_war);
      t_free (t);
    }
}

/* Without its leader, a die of 1 − 1 (NA 10 VPs ahead) = 0: surrender,
 * warriors removed, 5 VPs to the US (8.6.1, 15.4.5). */
static void
test_mobilization_surrender (void)
{
  T *t = t_mobilization_position (2, 0, 10);
  int delaware = bh_game_data_find_nation (t->data, "delaware");

  t_put (t, "delaware-leader", "na-available", 0);
  t_do_rolls (t, "settle cincinnati", ROLLS (3, 1));
  g_assert_cmpint (t_x (t)->nation_status[delaware], ==, NS_SURRENDERED);
  g_assert_true (t_at (t, "warrior-delaware.1", "removed"));
  g_assert_cmpint (t_x (t)->vp[0], ==, 5);
  t_free (t);
}

/* ---- 8.5.3 British intervention ------------------------------------------- */

/* T3: CL 2, three nations on the warpath, one surrendered, one British fort
 * besieged: 3 + 1 − 2 − 1 = 1, and no die is below 1.  Without the
 * surrender the number is 2: a 1 brings Britain in, a 2 does not.  The
 * dice: commitment (3: no change with three nations at war), the peaceful
 * nations' rolls (1: they stay peaceful), then the intervention roll. */
static T *
intervention_position (gboolean surrendered)
{
  T *t = t_mobilization_position (2, 0, 0);
  int wyandot = bh_game_data_find_nation (t->data, "wyandot");
  int delaware = bh_game_data_find_nation (t->data, "delaware");

  t_x (t)->nation_status[wyandot] = NS_WARPATH;
  if (surrendered)
    t_x (t)->nation_status[delaware] = NS_SURRENDERED;
  t_put (t, "militia-kentucky.1", "detroit", 0);   /* the fort at Detroit is besieged */
  /* The Ottawa away from their British fort (no +1 for two warriors there). */
  t_put_series (t, "warrior-ottawa", 1, 5, "blanchard", 1);
  return t;
}

static void
test_intervention_t3 (void)
{
  for (int die = 1; die <= 6; die++)
    {
      T *t = intervention_position (TRUE);

      t_do_rolls (t, "settle cincinnati", ROLLS (3, 1, 1, die));
      g_assert_true (t_said (t, "against 1"));
      g_assert_false (t_x (t)->intervened);
      t_free (t);
    }
}

static void
test_intervention_boundary (void)
{
  T *t = intervention_position (FALSE);

  t_do_rolls (t, "settle cincinnati", ROLLS (3, 1, 1, 1, 1));
  g_assert_true (t_said (t, "die 1 against 2"));
  g_assert_true (t_x (t)->intervened);
  /* The NA places Britain's forces at an un-besieged British fort
   * (tests/test-bloody-choices.c tries the places). */
  g_assert_cmpint (t->st->pending.kind, ==, D_LAND);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  g_assert_false (t_can (t, "enter-all detroit"));   /* the besieged fort */
  t_do (t, "enter-all essex-shore");
  g_assert_true (t_at (t, "dorchester", "essex-shore"));
  g_assert_cmpint (t_x (t)->primary[1], ==, t_piece (t, "dorchester"));
  t_free (t);
  t = intervention_position (FALSE);
  t_do_rolls (t, "settle cincinnati", ROLLS (3, 1, 1, 1, 2));
  g_assert_true (t_said (t, "die 2 against 2"));
  g_assert_false (t_x (t)->intervened);
  t_free (t);
}

/* Never at CL 1 or 5, never in Winter (8.5.3). */
static void
test_intervention_commitment (void)
{
  T *t = t_mobilization_position (5, 0, 0);

  t_do_rolls (t, "settle cincinnati", ROLLS (3));
  g_assert_false (t_said (t, "British intervention"));
  t_free (t);
  t = t_mobilization_position (1, 0, 0);
  t_do_rolls (t, "settle cincinnati", ROLLS (3));
  g_assert_false (t_said (t, "British intervention"));
  t_free (t);
  /* "not in Winter": the position where a 1 brings Britain in
   * (test_intervention_boundary), in Winter 1791. */
  t = intervention_position (FALSE);
  *t_mk (t, "turn") = 2;
  t->st->turn = 2;
  t_do_rolls (t, "settle cincinnati", ROLLS (3, 1, 1, 1));   /* no die for Britain */
  g_assert_false (t_said (t, "British intervention"));
  g_assert_false (t_x (t)->intervened);
  t_free (t);
}

/* ---- 12.0 raids -------------------------------------------------------------- */

/* The Action Phase ends with the US pass; raids come after combat. */
static T *
raid_position (int wyandot_mp)
{
  T *t = t_new ("harmars-expedition");
  int bj, shawnee, wyandot;

  t_clear (t);
  *t_mk (t, "us-commitment") = 2;
  t_vp (t, 0, 0);
  t_put_series (t, "settler", 1, 3, "northern-kentucky", 0);
  t_put (t, "militia-kentucky.1", "northern-kentucky", 0);
  t_put (t, "militia-kentucky.2", "northern-kentucky", 0);
  bj = t_put (t, "blue-jacket", "northern-kentucky", 0);
  shawnee = t_put (t, "warrior-shawnee.1", "northern-kentucky", 0);
  wyandot = t_put (t, "warrior-wyandot.1", "northern-kentucky", 0);
  /* 12.0.4 example: Blue Jacket and a Shawnee spent 12 MPs, the Wyandot
   * 15 through a fortified area; all crossed the Ohio. */
  t_x (t)->raid_mp[bj] = 12 + 1;
  t_x (t)->raid_mp[shawnee] = 12 + 1;
  t_x (t)->raid_mp[wyandot] = wyandot_mp + 1;
  t_x (t)->raid_info[bj] = t_x (t)->raid_info[shawnee] = 0x10;
  t_x (t)->raid_info[wyandot] = 0x10 | 1;
  t_x (t)->severe = 0;
  t_action_phase_last_pass (t);
  return t;
}

/* T6: −1 −1 (militia) −1 (15 MP) −1 (fortified area) −1 (Ohio) +3 (Blue
 * Jacket) +1 (Wilderness) = −1; a 5 gives 4, Raid Successful: the NA gives
 * up the Wyandot (as in the example) and the US one militia unit (each
 * side's choice, 12.0.3), one settler lost (the 6.0.2 roll of 6 is above
 * CL 2), the Raid marker stays, Blue Jacket and the Shawnee go home. */
static void
test_raid_t6 (void)
{
  T *t = raid_position (15);
  g_autofree char *na_choice = NULL;
  g_autofree char *us_choice = NULL;

  t_do_rolls (t, "pass", ROLLS (5));
  if (g_getenv ("BLOODY_DEBUG"))
    g_printerr ("%s\n", t->narration);
  g_assert_true (t_said (t, "Raid on Northern Kentucky: die 5 -1 = 4"));
  g_assert_true (t_said (t, "The raid succeeds"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RAID_LOSS);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  na_choice = t_actions (t);
  g_assert_cmpstr (na_choice, ==, "raid-lose warrior-shawnee.1; raid-lose warrior-wyandot.1");
  t_do (t, "raid-lose warrior-wyandot.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_RAID_LOSS);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  us_choice = t_actions (t);
  g_assert_cmpstr (us_choice, ==, "raid-lose militia-kentucky.1; raid-lose militia-kentucky.2");
  t_do_rolls (t, "raid-lose militia-kentucky.2", ROLLS (6));
  g_assert_true (t_at (t, "militia-kentucky.2", "eliminated"));
  g_assert_true (t_at (t, "warrior-wyandot.1", "eliminated"));
  g_assert_true (t_at (t, "warrior-shawnee.1", "eliminated") == FALSE);
  /* 12.0.4: Blue Jacket and the Shawnee go home where the NA chooses. */
  for (int i = 0; i < 2; i++)
    {
      int raider = t->st->pending.args[0];

      g_assert_cmpint (t->st->pending.kind, ==, D_RAID_HOME);
      g_assert_true (raider == t_piece (t, "blue-jacket") || raider == t_piece (t, "warrior-shawnee.1"));
      t_do (t, raider == t_piece (t, "blue-jacket") ? "home blue-jacket grand-glaize" : "home warrior-shawnee.1 wapakoneta");
    }
  g_assert_true (t_at (t, "blue-jacket", "grand-glaize"));
  g_assert_true (t_at (t, "warrior-shawnee.1", "wapakoneta"));
  g_assert_true (t_at (t, "militia-kentucky.1", "eliminated") != t_at (t, "militia-kentucky.2", "eliminated"));
  /* The Raid marker stayed until the End Phase, which counted it (13.0). */
  g_assert_cmpint (*t_mk (t, "raid-total"), ==, 1);
  {
    int settlers = 0;

    for (int i = 1; i <= 3; i++)
      {
        g_autofree char *id = g_strdup_printf ("settler.%d", i);

        settlers += t_at (t, id, "northern-kentucky");
      }
    g_assert_cmpint (settlers, ==, 2);
  }
  /* NA: 2 (militia) + 1 (raid) + 1 (settler); US: 2 (warrior) − 1 (settler). */
  g_assert_cmpint (t_x (t)->vp[1], ==, 4);
  g_assert_cmpint (t_x (t)->vp[0], ==, 1);
  t_free (t);
}

/* T7: the farthest warrior's MPs: 12 → 0, 15 → −1, 19 → −1, 24 → −2
 * (the Wyandot's; the others spent 12); and each side of both
 * boundaries, "every multiple over 12 MPs (rounded down)": 13 → −1 (the
 * first MP over 12), 23 → −1 (the last before 24). */
static void
test_raid_t7 (void)
{
  static const int mp[] = { 12, 13, 15, 19, 23, 24 };
  static const int drm[] = { 0, -1, -1, -1, -1, -2 };

  for (guint i = 0; i < G_N_ELEMENTS (mp); i++)
    {
      T *t = raid_position (mp[i]);
      g_autofree char *expected = g_strdup_printf ("die 5 %+d", drm[i] + 0);

      t_do_rolls (t, "pass", ROLLS (5));
      /* The other modifiers total 0: +1 +3 −2 −1 (Ohio) −1 (fort). */
      g_assert_true (t_said (t, expected));
      t_free (t);
    }
}

/* ---- 6.0.1 settlers ---------------------------------------------------------- */

/* T1: a natural 5 with +2 (Spring at CL 3) places 7 settlers; Summer at
 * CL 3 (+1) 6; Summer at CL 1 (+1 −2) 4.  The dice: the random events
 * roll (3 + 4 = 7, no event), then the settler roll. */
static int
settlers_after (int turn, int cl)
{
  T *t = t_new ("campaign-for-ohio");
  int n;

  t_action_phase_last_pass (t);
  *t_mk (t, "turn") = turn;
  t->st->turn = turn;
  *t_mk (t, "us-commitment") = cl;
  t_do (t, "pass");
  /* The End Phase opens with McKee's relocation (14.0.5). */
  g_assert_cmpint (t->st->pending.kind, ==, D_MCKEE);
  t_do_rolls (t, "mckee-stays", ROLLS (3, 4, 5));
  g_assert_true (t_said (t, "Settlers: die 5"));
  n = t_x (t)->settlers_left;
  t_free (t);
  return n;
}

static void
test_settlers_t1 (void)
{
  g_assert_cmpint (settlers_after (2, 3), ==, 7);    /* Winter 1791 → Spring */
  g_assert_cmpint (settlers_after (3, 3), ==, 6);    /* Spring → Summer */
  g_assert_cmpint (settlers_after (3, 1), ==, 4);
}

/* ---- 10.7.1 defeat ----------------------------------------------------------- */

/* T9: a force of 11 is defeated when 3 units are lost (11 / 3 = 3). */
static T *
defeat_position (int lost)
{
  T *t = t_new ("harmars-expedition");
  BloodyBattle *b;

  t_clear (t);
  t_put (t, "harmar", "wilderness.0509", 0);
  t_put (t, "us-regular.1", "wilderness.0509", 0);
  t_put (t, "little-turtle", "wilderness.0112", 0);
  for (int i = 1; i <= 11 - lost; i++)
    {
      g_autofree char *id = g_strdup_printf ("warrior-miami.%d", i);

      t_put (t, id, i <= 2 ? "wilderness.0112" : i <= 4 ? "wilderness.0113" : "wilderness.0111", 0);
      if (i > 6)
        t_put (t, id, "wilderness.0110", 0);
    }
  t_battle_at (t, 10, BI_MELEE_SECOND, 0, D_MELEE, 1);
  b = &t_x (t)->battle;
  b->area = t_loc (t, "kekionga");
  b->grid = t->self->d->spaces[b->area].grid;
  b->at_start[0] = 1;
  b->at_start[1] = 11;
  b->lost[1] = lost;
  t_vp (t, 0, 0);
  return t;
}

static void
test_defeat_t9 (void)
{
  T *t = defeat_position (3);

  t_do (t, "end-impulse");
  g_assert_true (t_said (t, "NA is defeated: 3 of 11 units lost"));
  g_assert_cmpint (t_x (t)->vp[0], ==, 4);
  g_assert_cmpint (t->st->pending.kind, ==, D_RELOCATE);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  g_assert_true (t_at (t, "little-turtle", "kekionga"));
  t_free (t);
  t = defeat_position (2);
  t_do (t, "end-impulse");
  g_assert_false (t_said (t, "is defeated"));
  g_assert_true (t_said (t, "draw"));
  g_assert_cmpint (t_x (t)->vp[0], ==, 0);
  t_free (t);
}

/* T9 with the losses taken in play (re-check F8): eleven warriors (ten
 * Miami, one Shawnee) at the battle's start, three Miami routed two hexes
 * from three US regulars; in round 10's last US fire impulse each regular fires at one
 * (a die of 1 hits; a hit on a routed unit eliminates it, 10.5.2) and
 * the round, the last, ends.  Three hits: 3 of 11 lost, the NA defeated
 * (11 / 3 = 3), US +4 VP besides the 2 a unit (15.4.5); the third shot a
 * natural 6 (no hit): 2 of 11, a draw, only the units' VPs. */
static void
test_defeat_t9_by_fire (gconstpointer data)
{
  int hits = GPOINTER_TO_INT (data);
  T *t = t_new ("harmars-expedition");
  BloodyBattle *b;
  static const char *const pairs[3][2] = {
    { "wilderness.0509", "wilderness.0709" }, { "wilderness.0509", "wilderness.0709" }, { "wilderness.0509", "wilderness.0709" },
  };

  t_clear (t);
  t_put (t, "harmar", "wilderness.0309", 0);
  t_put (t, "little-turtle", "wilderness.0112", 0);
  t_put (t, "warrior-shawnee.1", "wilderness.0111", 0);   /* the eleventh: ten Miami in the mix */
  for (int i = 1; i <= 10; i++)
    {
      g_autofree char *id = g_strdup_printf ("warrior-miami.%d", i);

      if (i <= 3)
        t_put (t, id, pairs[i - 1][1], 1);   /* routed */
      else
        t_put (t, id, i <= 7 ? "wilderness.0112" : "wilderness.0111", 0);
    }
  for (int i = 0; i < 3; i++)
    {
      g_autofree char *id = g_strdup_printf ("us-regular.%d", i + 1);

      t_put (t, id, pairs[i][0], 0);
    }
  t_battle_at (t, 10, BI_DEF_FIRE_FIRST, 0, D_FIRE, 0);
  b = &t_x (t)->battle;
  b->area = t_loc (t, "kekionga");
  b->grid = t->self->d->spaces[b->area].grid;
  b->at_start[0] = 4;
  b->at_start[1] = 11;
  t_vp (t, 0, 0);
  for (int i = 0; i < 3; i++)
    {
      g_autofree char *fire = g_strdup_printf ("fire us-regular.%d warrior-miami.%d", i + 1, i + 1);
      g_autofree char *gone = g_strdup_printf ("warrior-miami.%d", i + 1);

      t_do_rolls_some (t, fire, ((const int[]) { i < hits ? 1 : 6, -1, 0 }));
      g_assert_cmpint (t_at (t, gone, "eliminated"), ==, i < hits);
    }
  g_assert_cmpint (b->lost[1], ==, hits);
  t_do (t, "end-impulse");   /* the US's fire */
  while (t->st->pending.kind == D_FIRE || t->st->pending.kind == D_MELEE)
    t_do (t, "end-impulse");   /* the NA's fire and melee: the round, the battle's last, ends */
  if (hits == 3)
    {
      g_assert_true (t_said (t, "NA is defeated: 3 of 11 units lost"));
      g_assert_cmpint (t_x (t)->vp[0], ==, 3 * 2 + 4);
    }
  else
    {
      g_assert_false (t_said (t, "is defeated"));
      g_assert_true (t_said (t, "draw"));
      g_assert_cmpint (t_x (t)->vp[0], ==, 2 * 2);
    }
  t_free (t);
}

/* 10.7.1: "In the case where the last warrior unit is eliminated any
 * leader associated that tribe would also be eliminated."  The T9 battle
 * with ten Miami warriors and one Shawnee warrior, routed, with Black Hoof
 * (Tarhe, away, the primary leader, so no rating helps): at the battle's end the routed
 * warrior checks against the Shawnee ML 3.  A 4 fails: the last Shawnee
 * warrior is eliminated and Black Hoof with him; a 3 passes and he stays.
 * The Miami, who lost none, keep their leader either way. */
static void
test_tribe_leader_falls (void)
{
  for (int die = 3; die <= 4; die++)
    {
      T *t = defeat_position (1);   /* ten Miami warriors, one lost */

      t_put (t, "tarhe", "upper-sandusky", 0);
      t_x (t)->primary[1] = t_piece (t, "tarhe");
      t_put (t, "warrior-shawnee.1", "wilderness.0212", 1);   /* routed */
      t_put (t, "black-hoof", "wilderness.0212", 0);
      t_x (t)->battle.at_start[1] = 12;
      t_do_rolls (t, "end-impulse", ROLLS (die));
      g_assert_true (t_said (t, die == 3 ? "passed" : "failed"));
      g_assert_cmpint (t_at (t, "warrior-shawnee.1", "eliminated"), ==, die == 4);
      g_assert_cmpint (t_at (t, "black-hoof", "eliminated"), ==, die == 4);
      g_assert_false (t_at (t, "little-turtle", "eliminated"));
      t_free (t);
    }
}

/* 10.7.1 exception: Tecumseh "alone with no warrior units at the end of a
 * battle" goes where the NA chooses: an un-besieged fort or an un-pillaged
 * tribal area holding a warrior; the NA's defeated force (here only him)
 * then has nothing left to withdraw.  With no such place he is eliminated. */
static void
test_lone_leader (void)
{
  for (int refuge = 0; refuge < 2; refuge++)
    {
      T *t = defeat_position (11);   /* every Miami warrior lost */

      t_put (t, "tecumseh", "wilderness.0112", 0);
      if (refuge)
        t_put (t, "warrior-shawnee.1", "wapakoneta", 1);   /* a peaceful warrior still counts */
      t_do (t, "end-impulse");
      if (!refuge)
        {
          g_assert_true (t_at (t, "tecumseh", "eliminated"));
          t_free (t);
          continue;
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_LONE_LEADER);
      g_assert_cmpint (t->st->pending.side, ==, 1);
      g_assert_true (t_can (t, "lone-leader-to tecumseh wapakoneta"));
      g_assert_false (t_can (t, "lone-leader-to tecumseh grand-glaize"));   /* no warrior there */
      t_do (t, "lone-leader-to tecumseh wapakoneta");
      g_assert_true (t_at (t, "tecumseh", "wapakoneta"));
      t_free (t);
    }
}

/* A33: a side that takes its last unit off the board concedes the battle:
 * defeated, 4 VP to the other (10.7.1); with a unit still on the board the
 * battle goes on. */
static void
test_exit_concedes (void)
{
  for (int last = 0; last < 2; last++)
    {
      T *t = defeat_position (2);

      t_put (t, "us-regular.1", "wilderness.0105", 0);   /* an edge hex */
      if (!last)
        t_put (t, "us-regular.2", "wilderness.0509", 0);
      t_x (t)->battle.at_start[0] = last ? 1 : 2;
      t_battle_at (t, 3, BI_MOVE_FIRST, 0, D_BMOVE, 0);
      t_do (t, "exit us-regular.1");
      g_assert_cmpint (t_x (t)->battle.active, ==, !last);
      g_assert_cmpint (t_x (t)->vp[1], ==, last ? 4 : 0);
      if (last)
        g_assert_true (t_said (t, "US is defeated"));
      t_free (t);
    }
}

/* Plays a battle scenario on, ending each impulse as soon as it may (the
 * first legal action where it may not), until round `round` has begun or
 * the battle is over. */
static void
play_to_round (T *t, int round)
{
  for (int n = 0; n < 2000 && t_x (t)->battle.active && t_x (t)->battle.round < round &&
                  t->st->result == BH_RESULT_ONGOING;
       n++)
    {
      g_autofree char *text = t_find (t, "end-impulse");

      if (text == NULL)
        text = t_find (t, "");
      g_assert_nonnull (text);
      t_do (t, text);
    }
}

/* How many counters of `prefix`.1 to .`last` have come into play. */
static int
brought (T *t, const char *prefix, int last)
{
  int n = 0;

  for (int i = 1; i <= last; i++)
    {
      g_autofree char *id = g_strdup_printf ("%s.%d", prefix, i);

      n += t_where (t, id) != BH_OFFBOARD;
    }
  return n;
}

/* Every combat unit of `side` in play goes to the eliminated box. */
static void
eliminate_side (T *t, int side)
{
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (t->self->d->pieces[p].side == side && bloody_is_combat (&t->c, p) &&
        bh_state_const_pieces (t->st)[p].location != BH_OFFBOARD)
      bh_state_move_piece (t->st, p, t->self->d->b_eliminated);
}

/* 10.7: a battle ends when "there are no un-routed enemy units on the
 * battle board at the end of a battle board turn".  St. Clair's Surprise
 * (16.2) with every US combat unit gone in round 1, its leaders left on
 * the board: the battle ends after round 1 and the NA holds the field
 * (16.1.3).  Before, the counters 16.2.1 never sets up (the mix's other
 * regulars and militia) counted as arrivals still to come, and the battle
 * went on to round 10 (a Normal game, session 19: six rounds of NA moves
 * with no US unit left). */
static void
test_battle_ends_without_enemy (void)
{
  T *t = t_new ("st-clairs-surprise");

  eliminate_side (t, 0);
  play_to_round (t, 2);
  g_assert_false (t_x (t)->battle.active);
  g_assert_cmpint (t_x (t)->battle.round, ==, 1);
  g_assert_true (t_said (t, "NA holds the field"));
  t_free (t);
}

/* 16.1.1: Harmar's Defeat's turn 2 brings "2 US regulars, 4 militia (2
 * Virginia, 2 Pennsylvania)" and Harmar; while they are still to come the
 * battle goes on with no US unit on the board (10.7's other side).  With
 * the set-up's US units gone in round 1 the battle reaches round 3, and
 * then the US has 1 + 2 regulars, 2 Virginia and 2 Pennsylvania militia
 * in play, no more (before, every counter of those types in the mix came
 * in: 19 regulars, 6 and 4 militia). */
static void
test_reinforcements_as_listed (void)
{
  T *t = t_new ("harmars-defeat");

  eliminate_side (t, 0);
  play_to_round (t, 3);
  g_assert_true (t_x (t)->battle.active);
  g_assert_cmpint (t_x (t)->battle.round, ==, 3);
  g_assert_cmpint (brought (t, "us-regular", 20), ==, 3);
  g_assert_cmpint (brought (t, "militia-virginia", 4), ==, 2);
  g_assert_cmpint (brought (t, "militia-pennsylvania", 4), ==, 2);
  g_assert_cmpint (t_where (t, "harmar"), !=, BH_OFFBOARD);
  /* No more later: the column came once (the mix has 6 Pennsylvania). */
  play_to_round (t, 5);
  g_assert_cmpint (brought (t, "us-regular", 20), ==, 3);
  g_assert_cmpint (brought (t, "militia-virginia", 4), ==, 2);
  g_assert_cmpint (brought (t, "militia-pennsylvania", 6), ==, 2);
  t_free (t);
}

/* 10.7, the other side of 16.1.1's arrivals: once the turn-2 column is in
 * and gone too, nothing is still to come and the battle ends at that
 * round's end. */
static void
test_arrivals_in_then_gone (void)
{
  T *t = t_new ("harmars-defeat");

  eliminate_side (t, 0);
  play_to_round (t, 3);
  g_assert_true (t_x (t)->battle.active);
  eliminate_side (t, 0);
  play_to_round (t, 4);
  g_assert_false (t_x (t)->battle.active);
  g_assert_cmpint (t_x (t)->battle.round, ==, 3);
  g_assert_true (t_said (t, "NA holds the field"));
  t_free (t);
}

/* 10.7: only a side's own coming units keep it in the battle.  Harmar's
 * Defeat with every NA warrior gone in round 1: the US's turn-2 column
 * does not keep the battle going, it ends after round 1 and the US holds
 * the field (16.1.3; session 19's referee: either side's arrivals did). */
static void
test_other_side_arrivals (void)
{
  T *t = t_new ("harmars-defeat");

  eliminate_side (t, 1);
  play_to_round (t, 2);
  g_assert_false (t_x (t)->battle.active);
  g_assert_cmpint (t_x (t)->battle.round, ==, 1);
  g_assert_true (t_said (t, "US holds the field"));
  t_free (t);
}

/* ---- 11.1.3 fort skirmish ------------------------------------------------------ */

/* The 11.1.3 example: three militia and a regular against a warrior in a
 * British fort with one Siege marker, CL 3 (no CL modifier).  The combat
 * step begins; the US resolves Detroit and assaults. */
static T *
fort_position (gboolean warrior)
{
  T *t = t_new ("harmars-expedition");

  t_clear (t);
  *t_mk (t, "us-commitment") = 3;
  t_vp (t, 0, 0);
  t_put (t, "british-fort.1", "detroit", 0);
  if (warrior)
    t_put (t, "warrior-shawnee.1", "detroit", 0);
  t_put (t, "militia-kentucky.1", "detroit", 0);
  t_put (t, "militia-kentucky.2", "detroit", 0);
  t_put (t, "militia-kentucky.3", "detroit", 0);
  t_put (t, "us-regular.1", "detroit", 0);
  t_x (t)->siege[t_loc (t, "detroit")] = 1;
  t_combat_phase (t, "detroit");
  t_do (t, "resolve detroit");
  g_assert_cmpint (t->st->pending.kind, ==, D_ASSAULT);
  t_do (t, "assault");
  g_assert_cmpint (t->st->pending.kind, ==, D_PAIR);
  g_assert_cmpint (t->st->pending.side, ==, 0);   /* 4 units against 3 (warrior and 2 SFs) */
  return t;
}

/* T4 and T5: the militia engage the warrior, the regular the fort's SFs.
 * US 5 + 2 = 7 against NA 3 + 3 − 1 = 5: the warrior cannot retreat out of
 * the fort and is eliminated (US +2 VP).  Regular 6 + 1 = 7 against the SFs
 * 5 + 3 + 1 − 1 = 8: a difference of 1 is no result (the chart, A12), and
 * the fort stands. */
static void
test_fort_skirmish_t4_t5 (void)
{
  T *t = fort_position (TRUE);

  /* The regular may not double up while the fort is unengaged and only
   * one US unit is left. */
  t_do (t, "pair militia-kentucky.1 warrior-shawnee.1");
  t_do (t, "pair militia-kentucky.2 warrior-shawnee.1");
  t_do (t, "pair militia-kentucky.3 warrior-shawnee.1");
  g_assert_false (t_can (t, "pair us-regular.1 warrior-shawnee.1"));
  t_do (t, "pair us-regular.1 british-fort.1");
  /* The example's British use "them both against one attacking unit". */
  g_assert_cmpint (t->st->pending.kind, ==, D_SF_SPLIT);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  t_do (t, "sfs-together");
  /* "The US player elects to resolve the combat against the warrior
   * first" (11.1.1: the initiative player's order). */
  g_assert_cmpint (t->st->pending.kind, ==, D_SKIRMISH_ORDER);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  t_do_rolls (t, "skirmish-first warrior-shawnee.1", ROLLS (5, 3, 6, 5));
  g_assert_true (t_said (t, "US (3): die 5 +2 = 7"));
  g_assert_true (t_said (t, "NA (1): die 3 +2 = 5"));
  g_assert_true (t_said (t, "US (1): die 6 +1 = 7"));
  g_assert_true (t_said (t, "NA (2): die 5 +3 = 8"));
  g_assert_true (t_at (t, "warrior-shawnee.1", "eliminated"));
  g_assert_true (t_at (t, "us-regular.1", "detroit"));
  g_assert_true (t_at (t, "british-fort.1", "detroit"));
  g_assert_cmpint (t_x (t)->vp[0], ==, 2);
  t_free (t);
}

/* T5b: the militia lose (5 against 7: they retreat) and the regular beats
 * the SFs (7 against 4): the fort stands while its warrior lives. */
static void
test_fort_skirmish_t5b (void)
{
  T *t = fort_position (TRUE);

  t_do (t, "pair militia-kentucky.1 warrior-shawnee.1");
  t_do (t, "pair militia-kentucky.2 warrior-shawnee.1");
  t_do (t, "pair militia-kentucky.3 warrior-shawnee.1");
  t_do (t, "pair us-regular.1 british-fort.1");
  t_do (t, "sfs-together");
  t_do_rolls (t, "skirmish-first warrior-shawnee.1", ROLLS (3, 5, 6, 1));
  g_assert_true (t_at (t, "warrior-shawnee.1", "detroit"));
  g_assert_true (t_at (t, "british-fort.1", "detroit"));
  /* Each militia unit retreats where the US chooses (11.1.2). */
  for (int i = 1; i <= 3; i++)
    {
      g_autofree char *id = g_strdup_printf ("militia-kentucky.%d", i);

      g_assert_cmpint (t->st->pending.kind, ==, D_SKIRMISH_RETREAT);
      g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, id));
      g_assert_false (t_can (t, "fall-back militia-kentucky.1 detroit"));
      t_do_found (t, "fall-back ");
      g_assert_false (t_at (t, id, "detroit"));
    }
  t_free (t);
}

/* 11.1.1: the player with the initiative orders the resolution, whoever
 * paired: with the NA holding it, the NA decides, and the SF group may go
 * first (its rolls come first); the last group then goes by itself. */
static void
test_skirmish_order (void)
{
  T *t = fort_position (TRUE);
  g_autofree char *legal = NULL;

  t_x (t)->initiative = 1;
  t_do (t, "pair militia-kentucky.1 warrior-shawnee.1");
  t_do (t, "pair militia-kentucky.2 warrior-shawnee.1");
  t_do (t, "pair militia-kentucky.3 warrior-shawnee.1");
  t_do (t, "pair us-regular.1 british-fort.1");
  t_do (t, "sfs-together");
  g_assert_cmpint (t->st->pending.kind, ==, D_SKIRMISH_ORDER);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  legal = t_actions (t);
  g_assert_cmpstr (legal, ==, "skirmish-first warrior-shawnee.1; skirmish-first british-fort.1");
  t_do_rolls (t, "skirmish-first british-fort.1", ROLLS (6, 5, 5, 3));
  g_assert_true (t_said (t, "US (1): die 6 +1 = 7"));
  g_assert_true (t_said (t, "NA (2): die 5 +3 = 8"));
  g_assert_true (t_said (t, "US (3): die 5 +2 = 7"));
  g_assert_true (t_said (t, "NA (1): die 3 +2 = 5"));
  g_assert_true (strstr (t->narration, "US (1)") < strstr (t->narration, "US (3)"));
  g_assert_true (t_at (t, "warrior-shawnee.1", "eliminated"));
  t_free (t);
}

/* 11.1.3: "The British player can treat the 2 intrinsic SFs as if they
 * were two combat units, using them both against one attacking unit,
 * separately, and/or in conjunction with any units inside the fort".  The
 * T4 pairing, but the British put the second SF with the warrior: NA (2)
 * 3 + 1 (a unit beyond one) + 3 (fort) − 1 (siege) = 6 against the
 * militia's 7, a difference of 1, no result: the warrior lives (T4: 5,
 * eliminated).  The first SF alone: 5 + 3 − 1 = 7 against the regular's
 * 7.  The SF's own group is not offered (it is already there). */
static void
test_fort_sfs_separately (void)
{
  T *t = fort_position (TRUE);
  g_autofree char *legal = NULL;

  t_do (t, "pair militia-kentucky.1 warrior-shawnee.1");
  t_do (t, "pair militia-kentucky.2 warrior-shawnee.1");
  t_do (t, "pair militia-kentucky.3 warrior-shawnee.1");
  t_do (t, "pair us-regular.1 british-fort.1");
  legal = t_actions (t);
  g_assert_cmpstr (legal, ==, "second-sf-with warrior-shawnee.1; sfs-together");
  t_do (t, "second-sf-with warrior-shawnee.1");
  /* The fifth die: the besieged warrior's End Phase attrition, 1 + 1 (a
   * Siege marker) against its level 3 (13.0). */
  t_do_rolls (t, "skirmish-first warrior-shawnee.1", ROLLS (5, 3, 6, 5, 1));
  g_assert_true (t_said (t, "US (3): die 5 +2 = 7"));
  g_assert_true (t_said (t, "NA (2): die 3 +3 = 6"));
  g_assert_true (t_said (t, "US (1): die 6 +1 = 7"));
  g_assert_true (t_said (t, "NA (1): die 5 +2 = 7"));
  g_assert_false (t_said (t, "Shawnee warriors is eliminated"));
  g_assert_true (t_at (t, "warrior-shawnee.1", "detroit"));
  g_assert_true (t_at (t, "british-fort.1", "detroit"));
  t_free (t);
}

/* With no garrison, SFs beaten by 2 or more destroy the fort (11.1.3) and
 * the besieger scores 4 (11.3.2); a difference of 1 leaves it. */
static void
test_fort_empty (void)
{
  T *t = fort_position (FALSE);

  t_do (t, "pair us-regular.1 british-fort.1");
  t_do (t, "hold militia-kentucky.1");
  t_do (t, "hold militia-kentucky.2");
  t_do_rolls (t, "hold militia-kentucky.3", ROLLS (6, 2));   /* 7 against 2 + 3 + 1 − 1 = 5 */
  g_assert_true (t_said (t, "Difference 2"));
  g_assert_true (t_at (t, "british-fort.1", "removed"));
  g_assert_cmpint (t_x (t)->vp[0], ==, 4);
  g_assert_cmpint (t_x (t)->forts_destroyed, ==, 1);
  t_free (t);
  t = fort_position (FALSE);
  t_do (t, "pair us-regular.1 british-fort.1");
  t_do (t, "hold militia-kentucky.1");
  t_do (t, "hold militia-kentucky.2");
  t_do_rolls (t, "hold militia-kentucky.3", ROLLS (6, 3));   /* 7 against 6 */
  g_assert_true (t_said (t, "Difference 1"));
  g_assert_true (t_at (t, "british-fort.1", "detroit"));
  t_free (t);
}

/* ---- 9.5.2 Pillage markers ------------------------------------------------------- */

/* "A Pillaged marker remains in an area until the end of a Fall turn"
 * (9.5.2, A3); 4.7 and 13.0 say Winter, the scenario option
 * pillage-until-winter.  Kekionga pillaged, the Action Phase of `turn`
 * (1 Fall 1790, 2 Winter 1791) ends. */
typedef struct {
  gboolean until_winter;
  int turn;
  gboolean removed;
} PillageCase;

static const PillageCase pillage_cases[] = {
  { FALSE, 1, TRUE }, { FALSE, 2, FALSE }, { TRUE, 1, FALSE }, { TRUE, 2, TRUE },
};

static void
test_pillage_markers (gconstpointer data)
{
  const PillageCase *k = data;
  T *t = k->until_winter ? t_new_with_option ("campaign-for-ohio", "pillage-until-winter") : t_new ("campaign-for-ohio");

  t_clear (t);
  *t_mk (t, "turn") = k->turn;
  t->st->turn = k->turn;
  t_put (t, "pillaged.1", "kekionga", 0);
  t_action_phase_last_pass (t);
  t_do (t, "pass");
  g_assert_cmpint (t_at (t, "pillaged.1", "kekionga"), ==, !k->removed);
  t_free (t);
}

/* ---- 7.0 supply, 13.0 attrition -------------------------------------------------- */

/* 7.0.1: US lines run 3 areas overland, 2 in Winter, any length along
 * rivers save in Winter.  Kekionga is 3 areas overland from the nearest
 * source, Grand Glaize 4 but on the Maumee (in supply in Fall by river),
 * the Wabash headwaters 2 (the reconstructed map; the Delaware, Wyandot,
 * Mingo and Ottawa areas, at peace, are closed to the lines).  More in
 * test-bloody-moves.c. */
static void
test_supply_range (void)
{
  for (int w = 0; w < 2; w++)
    {
      T *t = t_mobilization_position (2, 0, 0);
      int a, b, near;

      t_clear (t);
      t_x (t)->severe = 0;
      *t_mk (t, "turn") = w ? 2 : 1;
      a = t_put (t, "us-regular.1", "kekionga", 0);
      b = t_put (t, "us-regular.2", "grand-glaize", 0);
      near = t_put (t, "us-regular.3", "wabash-headwaters", 0);
      t_do (t, "settle cincinnati");
      g_assert_cmpint (t_x (t)->oos[a], ==, (w ? 1 : 0));
      g_assert_cmpint (t_x (t)->oos[b], ==, (w ? 1 : 0));
      g_assert_cmpint (t_x (t)->oos[near], ==, 0);
      t_free (t);
    }
}

/* 7.0.1: "Up to ten units may trace supply to an un-besieged
 * fortification."  Winter 1791 (two areas overland, no river): Kekionga is
 * three areas from any other source, so a regular there is out of supply
 * without a fort; with a completed US fort there, ten regulars are in
 * supply and of eleven one is out; Hamtramck with them counts against no
 * limit (digest 5.3). */
static void
test_supply_fort_ten (void)
{
  for (int n = 0; n <= 11; n += (n == 1 ? 9 : 1))
    {
      T *t = t_mobilization_position (2, 0, 0);
      int out = 0;

      t_clear (t);
      t_x (t)->severe = 0;
      *t_mk (t, "turn") = 2;
      if (n > 0)
        {
          t_put (t, "us-fort.1", "kekionga", 0);
          t_put_series (t, "us-regular", 1, n, "kekionga", 0);
          t_put (t, "hamtramck", "kekionga", 0);
        }
      else
        t_put (t, "us-regular.1", "kekionga", 0);
      t_do (t, "settle cincinnati");
      for (int i = 1; i <= MAX (n, 1); i++)
        {
          g_autofree char *id = g_strdup_printf ("us-regular.%d", i);

          out += t_x (t)->oos[t_piece (t, id)];
        }
      g_assert_cmpint (out, ==, n == 0 ? 1 : n <= 10 ? 0 : 1);
      if (n > 0)
        g_assert_cmpint (t_x (t)->oos[t_piece (t, "hamtramck")], ==, 0);
      t_free (t);
    }
}

/* 13.0: out of supply in Summer (−1) at CL 2: a 3 survives, a 4 is lost. */
static void
test_attrition_summer (void)
{
  for (int die = 3; die <= 4; die++)
    {
      T *t = t_new ("harmars-expedition");
      int p;

      t_clear (t);
      *t_mk (t, "us-commitment") = 2;
      *t_mk (t, "turn") = 4;
      t->st->turn = 4;
      t_x (t)->severe = 0;
      p = t_put (t, "us-regular.1", "grand-glaize", 0);
      t_x (t)->oos[p] = 1;
      t_action_phase_last_pass (t);
      t_do_rolls (t, "pass", ROLLS (die));
      g_assert_true (t_said (t, die == 3 ? "Attrition for US Army regulars: 3 -1 against level 2" : "Attrition for US Army regulars: 4 -1 against level 2"));
      g_assert_cmpint (t_at (t, "us-regular.1", "eliminated"), ==, (die == 4));
      t_free (t);
    }
}

/* ---- 8.5.2 reinforcement groups ---------------------------------------------------- */

static T *
group_position (int cl)
{
  return t_group_a_position (cl, NULL);
}

/* T2: with 7 regulars in play Group A brings 8 (15 − 7), St. Clair, Butler
 * and Hamtramck, and withdraws Harmar; at CL 2 it costs 2 + 1d6 VPs. */
static void
test_group_a_t2 (void)
{
  T *t = group_position (2);

  t_do_rolls (t, "take-group", ROLLS (3, 4));
  g_assert_true (t_said (t, "8 regulars and 3 militia"));
  g_assert_cmpint (t->st->pending.kind, ==, D_LAND);
  t_do (t, "enter-all cincinnati");
  g_assert_cmpint (t_series_on_map (t, "us-regular", 1, 20), ==, 15);
  g_assert_true (t_at (t, "st-clair", "cincinnati"));
  g_assert_true (t_at (t, "butler", "cincinnati"));
  g_assert_true (t_at (t, "harmar", "removed"));
  g_assert_cmpint (t_x (t)->vp[0], ==, 10 - (2 + 4));
  g_assert_cmpint (t_x (t)->group_taken, ==, 1);
  t_free (t);
  /* At CL 1 it is free. */
  t = group_position (1);
  t_do_rolls (t, "take-group", ROLLS (3));
  g_assert_false (t_said (t, "costs"));
  g_assert_cmpint (t_x (t)->vp[0], ==, 10);
  t_free (t);
}

/* ---- 9.2 atrocities, 9.5 pillaging, 8.1.2 trespass, 8.6.3 treaties ----------------- */

/* 9.2.3: a CR 3 leader falls only to a 6 (more than 3 + 2); a failed
 * attempt costs the NA 1 VP; the marker is gone either way. */
static void
test_assassination (void)
{
  for (int die = 5; die <= 6; die++)
    {
      T *t = t_atrocity_position ("campaign-for-ohio", 1);

      t_put (t, "wayne", "fort-jefferson", 0);
      t_put (t, "us-regular.1", "fort-jefferson", 0);
      g_assert_cmpint (t->self->d->pieces[t_piece (t, "wayne")].cr, ==, 3);
      t_do_rolls (t, "assassinate wayne", ROLLS (die));
      g_assert_cmpint (t_at (t, "wayne", "fort-jefferson"), ==, (die == 5));
      g_assert_cmpint (t_x (t)->vp[1], ==, (die == 5 ? 4 : 5 + 3));   /* −1, or Wayne's rank */
      g_assert_true (t_at (t, "atrocity-na.1", "removed"));
      t_free (t);
    }
  /* Not with a friendly village, permanent settlement or fort. */
  {
    T *t = t_atrocity_position ("campaign-for-ohio", 1);

    t_put (t, "wayne", "cincinnati", 0);
    g_assert_false (t_can (t, "assassinate wayne"));
    t_free (t);
  }
}

/* 9.2.2: an Army regular alone in an un-settled area takes +1: at CL 2 a
 * 2 (3) kills it, a 1 (2) does not. */
static void
test_ambush (void)
{
  for (int die = 1; die <= 2; die++)
    {
      T *t = t_atrocity_position ("campaign-for-ohio", 1);

      t_put (t, "us-regular.1", "fort-jefferson", 0);
      t_do_rolls (t, "ambush us-regular.1", ROLLS (die));
      g_assert_cmpint (t_at (t, "us-regular.1", "eliminated"), ==, (die == 2));
      /* Once a turn. */
      t_x (t)->atrocities_left[1] = 1;
      t->st->pending.side = 1;
      t->st->pending.kind = D_ACTION;
      t_put (t, "us-regular.2", "fort-jefferson", 0);
      g_assert_false (t_can (t, "ambush us-regular.2"));
      t_free (t);
    }
}

/* 9.5.1: two warriors in a Wilderness area in Fall: −1 for the second
 * unit; a 3 (2) pillages, a 4 (3) does not; both are done either way. */
static void
test_pillage (void)
{
  for (int die = 3; die <= 4; die++)
    {
      T *t = t_atrocity_position ("campaign-for-ohio", 1);
      int w1 = t_put (t, "warrior-shawnee.1", "fort-jefferson", 0);

      t_put (t, "warrior-shawnee.2", "fort-jefferson", 0);
      g_assert_cmpint (t->self->d->spaces[t_loc (t, "fort-jefferson")].terrain, ==, AT_WILDERNESS);
      t_do (t, "pillage fort-jefferson");
      t_do (t, "pillage-with warrior-shawnee.1");
      t_do (t, "pillage-with warrior-shawnee.2");
      t_do_rolls (t, "pillage-go", ROLLS (die));
      g_assert_cmpint (bloody_is_pillaged (&t->c, t_loc (t, "fort-jefferson")), ==, (die == 3));
      g_assert_true (t_x (t)->status[w1] & ST_DONE);
      t_free (t);
    }
}

/* 8.1.2: the US entering a peaceful nation's area: the NA rolls +1; 2 of
 * base 3 keeps the peace and the force may go on, 3 starts the war and
 * stops it. */
static void
test_trespass (void)
{
  for (int die = 1; die <= 2; die++)
    {
      T *t = t_atrocity_position ("campaign-for-ohio", 0);
      int delaware = bh_game_data_find_nation (t->data, "delaware");

      t_x (t)->nation_status[delaware] = NS_PEACEFUL;
      t_put (t, "us-regular.1", "marietta", 0);
      t_do (t, "activate us-regular.1");
      t_do_rolls (t, "move tuscarawas", ROLLS (die));
      g_assert_cmpint (t_x (t)->nation_status[delaware], ==, (die == 1 ? NS_PEACEFUL : NS_WARPATH));
      g_assert_cmpint (t->st->pending.kind, ==, (die == 1 ? D_MOVE : D_ACTION));
      t_free (t);
    }
}

/* 8.1.3: "Iroquois areas may be trespassed without penalty by the US
 * player": a regular entering Venango (Iroquois), the Iroquois peaceful,
 * rolls nothing and moves on; entering Tuscarawas (Delaware), the Delaware
 * peaceful, the NA rolls (8.1.2; a 1 +1 keeps the peace). */
typedef struct {
  const char *path;
  const char *from, *to, *nation;
  gboolean rolls;
} TrespassCase;

static const TrespassCase trespass_cases[] = {
  { "/bloodyground/8.1.3/trespass/iroquois-area-free", "beaver", "venango", "iroquois", FALSE },
  { "/bloodyground/8.1.3/trespass/delaware-area-rolls", "marietta", "tuscarawas", "delaware", TRUE },
};

static void
test_trespass_iroquois (gconstpointer data)
{
  const TrespassCase *k = data;
  T *t = t_atrocity_position ("campaign-for-ohio", 0);
  int n = bh_game_data_find_nation (t->data, k->nation);
  g_autofree char *move = g_strdup_printf ("move %s", k->to);

  t_x (t)->nation_status[n] = NS_PEACEFUL;
  t_put (t, "us-regular.1", k->from, 0);
  t_do (t, "activate us-regular.1");
  if (k->rolls)
    t_do_rolls (t, move, ROLLS (1));
  else
    t_do (t, move);
  g_assert_true (t_at (t, "us-regular.1", k->to));
  g_assert_cmpint (t_said (t, "Trespass on the"), ==, k->rolls);
  g_assert_cmpint (t_x (t)->nation_status[n], ==, NS_PEACEFUL);
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);   /* the force goes on */
  t_free (t);
}

/* 8.1.2: "add 1 for each trespassing force ... a new mobilization die
 * roll will have to be made if another area of the nation is trespassed":
 * one force entering two Delaware areas rolls twice, +1 both times (a 1:
 * 2 < base 3, peaceful); a second force's trespass adds 2 (a 1: 3, the
 * warpath). */
static void
test_trespass_forces (void)
{
  T *t = t_atrocity_position ("campaign-for-ohio", 0);
  int delaware = bh_game_data_find_nation (t->data, "delaware");

  t_x (t)->nation_status[delaware] = NS_PEACEFUL;
  t_put (t, "us-regular.1", "marietta", 0);
  t_put (t, "us-regular.2", "marietta", 0);
  t_do (t, "activate us-regular.1");
  t_do_rolls (t, "move tuscarawas", ROLLS (1));
  g_assert_true (t_said (t, "Trespass on the Delaware: die 1 +1 = 2 against base 3"));
  t_do_rolls (t, "move licking-forks", ROLLS (1));
  g_assert_true (t_said (t, "Trespass on the Delaware: die 1 +1 = 2 against base 3"));
  g_assert_cmpint (t_x (t)->nation_status[delaware], ==, NS_PEACEFUL);
  t_do (t, "stop");
  t_do (t, "pass");
  t_do (t, "activate us-regular.2");
  t_do_rolls (t, "move tuscarawas", ROLLS (1));
  g_assert_true (t_said (t, "Trespass on the Delaware: die 1 +2 = 3 against base 3"));
  g_assert_cmpint (t_x (t)->nation_status[delaware], ==, NS_WARPATH);
  t_free (t);
}

/* 8.6.3: each treaty costs 2 VPs and takes 1 from the nation's roll; the
 * Miami cannot be offered one while Little Turtle is in play. */
static void
test_treaty (void)
{
  T *t = t_mobilization_position (2, 4, 0);
  int delaware = bh_game_data_find_nation (t->data, "delaware");
  g_autofree char *miami = g_strdup_printf ("treaty %d", bh_game_data_find_nation (t->data, "miami"));
  g_autofree char *del = g_strdup_printf ("treaty %d", delaware);

  t_x (t)->proc = 5;
  t_do (t, "settle cincinnati");
  g_assert_cmpint (t->st->pending.kind, ==, D_TREATY);
  g_assert_false (t_can (t, miami));
  t_do (t, del);
  g_assert_cmpint (t_x (t)->vp[0], ==, 2);
  /* Die 3 for the commitment, 3 for the Delaware: 3 + 1 (leader) − 1 = 3. */
  t_do_rolls (t, "no-treaty", ROLLS (3, 3));
  g_assert_true (t_said (t, "Delaware mobilization: die 3 +0 = 3"));
  t_free (t);
}

/* 14.0.3: Tecumseh "prevents any peace treaty attempts by the US player
 * against a nation he occupies": with him in Tuscarawas (Delaware) the
 * Delaware are not offered one; with him at Grand Glaize (Shawnee) they
 * are. */
typedef struct {
  const char *path;
  const char *tecumseh_at;
  gboolean offered;
} TecumsehTreatyCase;

static const TecumsehTreatyCase tecumseh_treaty_cases[] = {
  { "/bloodyground/14.0.3/tecumseh/treaty-blocked-where-he-is", "tuscarawas", FALSE },
  { "/bloodyground/14.0.3/tecumseh/treaty-open-elsewhere", "grand-glaize", TRUE },
};

static void
test_tecumseh_treaty (gconstpointer data)
{
  const TecumsehTreatyCase *k = data;
  T *t = t_mobilization_position (2, 4, 0);
  g_autofree char *del = g_strdup_printf ("treaty %d", bh_game_data_find_nation (t->data, "delaware"));

  t_put (t, "tecumseh", k->tecumseh_at, 0);
  t_x (t)->proc = 5;
  t_do (t, "settle cincinnati");
  g_assert_cmpint (t->st->pending.kind, ==, D_TREATY);
  g_assert_cmpint (t_can (t, del), ==, k->offered);
  t_free (t);
}

/* 14.0.4: "Girty cannot activate any warrior unit": activated with a
 * Shawnee warrior at Wapakoneta, he moves alone; Black Hoof, activated
 * the same way, takes the warrior along (9.3). */
typedef struct {
  const char *path;
  const char *leader;
  gboolean leads;
} GirtyLeadsCase;

static const GirtyLeadsCase girty_leads_cases[] = {
  { "/bloodyground/14.0.4/girty/leads-no-warrior", "girty", FALSE },
  { "/bloodyground/14.0.4/girty/black-hoof-leads", "black-hoof", TRUE },
};

static void
test_girty_leads (gconstpointer data)
{
  const GirtyLeadsCase *k = data;
  T *t = t_action_position (4, 1);
  g_autofree char *activate = g_strdup_printf ("activate %s", k->leader);

  t_put (t, "warrior-shawnee.1", "wapakoneta", 0);
  t_put (t, k->leader, "wapakoneta", 0);
  t_do (t, activate);
  g_assert_cmpint (t_x (t)->in_force[t_piece (t, "warrior-shawnee.1")] != 0, ==, k->leads);
  g_assert_true (t_x (t)->in_force[t_piece (t, k->leader)] != 0);
  t_free (t);
}

/* ---- 15.3.2 set-up, 14.0.1 gout -------------------------------------------------------- */

/* T10: 15.3.2's Iroquois roll, the first die of the set-up: 1-2 one
 * warrior, 3-4 two, 5-6 three (counted while the NA places the set-up's
 * Rifles, before the first random event). */
static void
test_iroquois_t10 (void)
{
  static const int expected[7] = { 0, 1, 1, 2, 2, 3, 3 };
  gboolean seen[7] = { FALSE };
  T *t = t_new ("mad-anthony");

  for (guint64 seed = 1; seed < 400; seed++)
    {
      g_autoptr(GError) error = NULL;
      BhState *st = bh_state_new_for_scenario (t->data, t->sc, seed, bh_rules_get_extra_size (t->rules), &error);
      const BloodyData *d = t->self->d;
      int iroquois = 0, roll;

      g_assert_true (bh_rules_setup (t->rules, st, t->sc, &error));
      if (st->n_rolls != 3 || st->pending.kind != D_SETUP)   /* Iroquois, Rifles, settlers */
        {
          bh_state_free (st);
          continue;
        }
      roll = st->rolls[0];
      /* The set-up played at the data's places (the zoned Iroquois to Detroit). */
      bh_state_free (t->st);
      t->st = st;
      t_applied (t);
      t_setup_as_data (t);
      for (guint p = 0; p < d->n_pieces; p++)
        iroquois += d->pieces[p].nation == d->nation_iroquois && d->pieces[p].klass == PC_WARRIOR &&
                    bh_state_const_pieces (st)[p].location < d->n_spaces;
      g_assert_cmpint (iroquois, ==, expected[roll]);
      seen[roll] = TRUE;
    }
  for (int v = 1; v <= 6; v++)
    g_assert_true (seen[v]);
  t_free (t);
}

/* 14.0.1: St. Clair's force (a regular: MA 4) moves normally on 1-2, on
 * half its MA on 3-4, one area on 5-6. */
static void
test_gout (void)
{
  for (int die = 2; die <= 5; die++)
    {
      T *t = t_atrocity_position ("st-clairs-campaign", 0);

      t_put (t, "st-clair", "cincinnati", 0);
      t_put (t, "us-regular.1", "cincinnati", 0);
      t_do_rolls (t, "activate st-clair", ROLLS (die));
      g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
      g_assert_cmpint (t_x (t)->move_mp, ==, (die == 3 || die == 4 ? 2 : 4));
      g_assert_cmpint (t_x (t)->one_area, ==, (die >= 5));
      t_free (t);
    }
}

/* 14.0.1: "Any leaders and units with St. Clair may un-stack, but the
 * movement limitation for all of the involved units remains for the
 * duration of that Activation Phase (even if they are moving under a
 * different leader)": a regular dropped from St. Clair's force, activated
 * again later in the phase (its second activation, a 1 passes 9.3.1),
 * still moves one area after a 5, on half its MA (2) after a 3, and
 * normally (4) after a 2. */
static void
test_gout_lasts (void)
{
  for (int die = 2; die <= 5; die += die == 3 ? 2 : 1)
    {
      T *t = t_atrocity_position ("st-clairs-campaign", 0);

      t_x (t)->atrocities_left[0] = t_x (t)->atrocities_left[1] = 0;
      t_x (t)->settlers_left = 0;
      t_put (t, "st-clair", "cincinnati", 0);
      t_put_series (t, "us-regular", 1, 2, "cincinnati", 0);
      t_do_rolls (t, "activate st-clair", ROLLS (die));
      t_do (t, "drop us-regular.2");
      t_do (t, "stop");
      t_do (t, "pass");
      t_do_rolls (t, "activate us-regular.2", ROLLS (1));
      g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
      g_assert_cmpint (t_x (t)->move_mp, ==, (die == 3 ? 2 : 4));
      g_assert_cmpint (t_x (t)->one_area, ==, (die == 5));
      t_free (t);
    }
}

/* ---- 5.0 random events, 8.3 Army chart ------------------------------------------------- */

/* The US passes last in Fall 1790: the turn ends and Winter 1791 begins
 * with the random events roll (the first two dice). */
static T *
events_position (void)
{
  T *t = t_new ("campaign-for-ohio");

  t_action_phase_last_pass (t);
  *t_mk (t, "turn") = 1;
  t->st->turn = 1;
  return t;
}

/* The US's pass ends the Action Phase; the End Phase opens with McKee's
 * relocation (14.0.5) when he is on the map: he stays.  `rolls` are the
 * dice after that. */
static void
pass_to_next_turn (T *t, const int *rolls)
{
  int mckee = bh_state_pieces (t->st)[t_piece (t, "mckee")].location;

  if (mckee == BH_OFFBOARD || mckee >= (int) t->self->d->n_spaces)
    {
      t_do_rolls (t, "pass", rolls);
      return;
    }
  t_do (t, "pass");
  g_assert_cmpint (t->st->pending.kind, ==, D_MCKEE);
  t_do_rolls (t, "mckee-stays", rolls);
}

/* Event 8 with five Iroquois in play and a die of 6: only one more comes
 * (never more than six, 5.0), where the NA places it: an un-besieged
 * British fort or a Pennsylvania area on the north or east edge (Venango,
 * east edge), never elsewhere (Wheeling, Virginia). */
static void
test_seventh_iroquois (void)
{
  T *t = events_position ();

  t_put_series (t, "warrior-iroquois", 1, 5, "venango", 0);
  pass_to_next_turn (t, ROLLS (4, 4, 6));
  g_assert_true (t_said (t, "Iroquois intervention: die 6, 1 warriors come"));
  g_assert_cmpint (t->st->pending.kind, ==, D_LAND);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  g_assert_true (t_can (t, "enter warrior-iroquois.6 detroit"));
  g_assert_false (t_can (t, "enter warrior-iroquois.6 wheeling"));
  g_assert_false (t_can (t, "enter warrior-iroquois.7 venango"));
  t_do (t, "enter warrior-iroquois.6 venango");
  g_assert_cmpint (t_series_on_map (t, "warrior-iroquois", 1, 6), ==, 6);
  t_free (t);
}

/* Event 4 with a die of 2: two militia units from the cup, each placed by
 * the US at a permanent settlement or an un-besieged fort (5.0), never
 * elsewhere. */
static void
test_congress_funds (void)
{
  T *t = events_position ();
  int placed = 0;

  pass_to_next_turn (t, ROLLS (1, 3, 2));
  g_assert_true (t_said (t, "Congress appropriates more funds: 2 militia"));
  while (t->st->pending.kind == D_LAND)
    {
      g_autofree char *first = t_find (t, "enter ");
      g_auto(GStrv) words = g_strsplit (first, " ", 3);
      g_autofree char *bad = g_strdup_printf ("enter %s limestone", words[1]);
      g_autofree char *good = g_strdup_printf ("enter %s pittsburgh", words[1]);

      g_assert_cmpint (t->st->pending.side, ==, 0);
      g_assert_false (t_can (t, bad));
      t_do (t, good);
      placed++;
    }
  g_assert_cmpint (placed, ==, 2);
  t_free (t);
}

/* A second Simon Girty event removes him (5.0, events 9-10). */
static void
test_second_girty (void)
{
  T *t = events_position ();

  t_x (t)->girty_events = 1;
  t_put (t, "girty", "detroit", 0);
  pass_to_next_turn (t, ROLLS (4, 5));
  g_assert_true (t_at (t, "girty", "removed"));
  t_free (t);
}

/* 5.0, events 9-10: "Girty may be deployed with any face-up warrior unit
 * or at any un-besieged British fortification": the NA is offered an area
 * with a face-up Shawnee warrior and the British forts of the set-up, not
 * an area with a face-down Delaware warrior; it takes the Shawnee's. */
static void
test_girty_arrives (void)
{
  T *t = events_position ();

  t_put (t, "warrior-shawnee.1", "scioto-mouth", 0);
  t_put (t, "warrior-delaware.1", "walhonding", 1);
  pass_to_next_turn (t, ROLLS (4, 5));
  g_assert_true (t_said (t, "Simon Girty joins the Native Americans"));
  g_assert_cmpint (t->st->pending.kind, ==, D_GIRTY);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  g_assert_true (t_can (t, "girty-to scioto-mouth"));
  g_assert_true (t_can (t, "girty-to detroit"));
  g_assert_false (t_can (t, "girty-to walhonding"));
  g_assert_false (t_can (t, "girty-to marietta"));
  t_do (t, "girty-to scioto-mouth");
  g_assert_true (t_at (t, "girty", "scioto-mouth"));
  g_assert_true (t_said (t, "Simon Girty arrives at"));
  t_free (t);
}

/* Good and Bad Omens are No Event outside Spring (5.0, events 2, 3, 11, 12). */
static void
test_omens_outside_spring (void)
{
  T *t = events_position ();

  pass_to_next_turn (t, ROLLS (1, 1));
  g_assert_true (t_said (t, "Omens outside Spring: no event"));
  t_free (t);
}

/* Spring 1791 of 15.4 at CL 4, the NA `na_vp` VPs to the US's 0, every
 * nation peaceful: the Mobilization Phase's dice are the commitment (4 − 2
 * with no nation at war: no change), six nations, the intervention roll,
 * then the Army's `die`; the log must say `expected`. */
static void
army_roll_says_with (const char *option, int die, int na_vp, const char *expected)
{
  T *t = option != NULL ? t_new_with_option ("campaign-for-ohio", option) : t_new ("campaign-for-ohio");

  *t_mk (t, "turn") = 3;
  t->st->turn = 3;
  *t_mk (t, "us-commitment") = 4;
  t_vp (t, 0, na_vp);
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    t_x (t)->nation_status[n] = NS_PEACEFUL;
  t_last_settler (t);
  /* The Shawnee and Miami of 15.1.2 enter first (turn 3, Spring 1791). */
  t_do (t, "settle cincinnati");
  t_land_all_first (t, ROLLS (4, -1, -1, -1, -1, -1, -1, -1, die));
  if (!t_said (t, expected))
    g_error ("not said: %s\n%s", expected, t->narration);
  t_free (t);
}

static void
army_roll_says (int die, int na_vp, const char *expected)
{
  army_roll_says_with (NULL, die, na_vp, expected);
}

/* 8.3: Spring at CL 4, a 6 gives 5 regulars and a 5 gives 4; A21: with
 * the NA ahead in VPs the die takes +1, and the log says so (the natural
 * 5, then the 6 read on the chart). */
static void
test_army_chart (void)
{
  army_roll_says (5, 0, "US Army: die 5 gives 4 regulars");
  army_roll_says (6, 0, "US Army: die 6 gives 5 regulars");
  army_roll_says (5, 1, "US Army: die 5, +1 for the NA's lead (A21) = 6");
}

/* A21's alternative as a scenario option: the NA's lead adds a regular to
 * the chart's count (a 5 at CL 4: 4 + 1), not 1 to the die; without the
 * lead, nothing is added. */
static void
test_army_chart_option (void)
{
  army_roll_says_with ("army-lead-to-count", 5, 1, "US Army: die 5 gives 4 regulars, +1 for the NA's lead (A21 option) = 5");
  army_roll_says_with ("army-lead-to-count", 5, 0, "US Army: die 5 gives 4 regulars");
}

/* ---- 16.x set-up zones -------------------------------------------------------------------- */

/* 16.1.1: the US sets up first, within 4 hexes of a lettered hex: 0213 is
 * 4 from C (0410), 0113 is 5 from every letter. */
static void
test_setup_zones_161 (void)
{
  T *t = t_new ("harmars-defeat");
  g_autofree char *id = NULL;
  g_autofree char *near = NULL;
  g_autofree char *far = NULL;

  g_assert_cmpint (t->st->pending.kind, ==, D_DEPLOY);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  id = bh_game_data_dup_piece_id (t->data, t->st->pending.args[0]);
  near = g_strdup_printf ("deploy %s wilderness.0213", id);
  far = g_strdup_printf ("deploy %s wilderness.0113", id);
  g_assert_true (t_can (t, near));
  g_assert_false (t_can (t, far));
  t_free (t);
}

/* ---- 9.4.5 reaction ------------------------------------------------------------------------ */

/* A US regular ends its move next to a Delaware stack (leader CR 1, ML 3):
 * the stack reacts on d6 − 1 ≤ 3: a 4 lets it move (half its MA), a 5 not. */
static void
test_reaction (void)
{
  for (int die = 4; die <= 5; die++)
    {
      T *t = t_atrocity_position ("campaign-for-ohio", 0);

      *t_mk (t, "ml-delaware") = 3;
      t_put (t, "us-regular.1", "cincinnati", 0);
      t_put (t, "delaware-leader", "old-chillicothe", 0);
      t_put (t, "warrior-delaware.1", "old-chillicothe", 0);
      t_do (t, "activate us-regular.1");
      t_do (t, "move scioto-mouth");
      if (t->st->pending.kind == D_MOVE)
        t_do (t, "stop");
      g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
      g_assert_cmpint (t->st->pending.side, ==, 1);
      t_do_rolls (t, "react delaware-leader", ROLLS (die));
      g_assert_cmpint (t->st->pending.kind, ==, (die == 4 ? D_MOVE : D_ACTION));
      g_assert_cmpint (t->st->pending.side, ==, 1);
      if (die == 4)
        g_assert_cmpint (t_x (t)->move_mp, ==, t->self->d->pieces[t_piece (t, "warrior-delaware.1")].ma / 2);
      t_free (t);
    }
}

/* ---- 12.0.3 raid bands, 8.4 militia ------------------------------------------------------ */

/* The T6 raid (DRM −1) with other dice: 1 → 0 a fiasco, 2 → 1 and 3 → 2
 * unsuccessful, 4 → 3 no effect, 5 → 4 successful. */
static void
test_raid_bands (void)
{
  static const struct { int die; const char *said; } cases[] = {
    { 1, "The raid is a fiasco" }, { 2, "The raid fails" }, { 3, "The raid fails" },
    { 4, "The raid has no effect" }, { 5, "The raid succeeds" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = raid_position (15);

      t_do_rolls (t, "pass", ROLLS (cases[i].die));
      g_assert_true (t_said (t, cases[i].said));
      t_free (t);
    }
}

/* 8.4: Summer (+1) at CL 3 (0), equal VPs, no Raid or Atrocity marker, +1
 * for each village and permanent settlement on the map: a die of 1 gives
 * 2 + that many militia, each waiting for its place in its home state.
 * The dice: commitment (3: no change with every nation at war), the
 * intervention roll, then the militia roll. */
static void
test_militia (void)
{
  T *t = t_new ("campaign-for-ohio");
  int settlements = 0, expected;
  g_autofree char *said = NULL;

  *t_mk (t, "turn") = 4;
  t->st->turn = 4;
  *t_mk (t, "us-commitment") = 3;
  *t_mk (t, "raid-total") = 0;
  t_vp (t, 0, 0);
  t_x (t)->severe = 0;
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    t_x (t)->nation_status[n] = NS_WARPATH;
  t_x (t)->intervened = 0;
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    settlements += t->self->d->spaces[s].ps;
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    settlements += t->self->d->pieces[p].klass == PC_VILLAGE &&
                   bh_state_pieces (t->st)[p].location < t->self->d->n_spaces;
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (t->self->d->pieces[p].mark == MARK_ATROCITY_NA || t->self->d->pieces[p].mark == MARK_ATROCITY_US)
      bh_state_pieces (t->st)[p].location = BH_OFFBOARD;
  bh_state_reindex (t->st);
  expected = 1 + 1 + settlements;
  t_last_settler (t);
  t_x (t)->n_to_place = 0;
  t_do_rolls (t, "settle cincinnati", ROLLS (3, 6, 1));   /* 6: no intervention (below 6 + 0 - 3 = 3 is needed) */
  said = g_strdup_printf ("Militia: die 1 %+d = %d", expected - 1, expected);
  if (g_getenv ("BLOODY_DEBUG"))
    g_printerr ("%s\n", t->narration);
  g_assert_true (t_said (t, said));
  g_assert_cmpint (t->st->pending.kind, ==, D_PLACE_MILITIA);
  g_assert_cmpint (t_x (t)->n_to_place, ==, expected);
  t_free (t);
}

typedef struct {
  const char *path;
  const char *area;       /* a Kentucky area */
  gboolean pillaged;
  const char *with;       /* a piece there, or NULL */
  gboolean legal;
} MusterCase;

/* 8.4.1: "Units may be placed with any friendly leader, or in any friendly
 * village or permanent settlement printed on the map, a fort, or
 * non-pillaged area in their state": a pillaged Kentucky area takes a new
 * Kentucky militia unit only with a village, a fort or a US leader there. */
static const MusterCase muster_cases[] = {
  { "/bloodyground/8.4.1/muster/pillaged-village", "bluegrass", TRUE, "village.1", TRUE },
  { "/bloodyground/8.4.1/muster/pillaged-fort", "northern-kentucky", TRUE, "us-fort.1", TRUE },
  { "/bloodyground/8.4.1/muster/pillaged-leader", "licking-valley", TRUE, "harmar", TRUE },
  { "/bloodyground/8.4.1/muster/pillaged-bare", "limestone", TRUE, NULL, FALSE },
  { "/bloodyground/8.4.1/muster/not-pillaged", "limestone", FALSE, NULL, TRUE },
};

/* Summer 1791 of 15.4, the map cleared, only the cup's two Kentucky
 * militia left to draw: the militia roll (3 + 1 at CL 3, die 4) brings
 * them, and the US places the first. */
static void
test_muster (gconstpointer data)
{
  const MusterCase *k = data;
  T *t = t_new ("campaign-for-ohio");
  g_autofree char *text = NULL;
  const char *piece;

  t_clear (t);
  *t_mk (t, "turn") = 4;
  t->st->turn = 4;
  *t_mk (t, "us-commitment") = 3;
  t_vp (t, 0, 0);
  t_x (t)->severe = 0;
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    t_x (t)->nation_status[n] = NS_WARPATH;
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (t->self->d->pieces[p].klass == PC_MILITIA && bh_state_pieces (t->st)[p].location == t_loc (t, "militia-cup") &&
        t->self->d->pieces[p].state != t->self->d->pieces[t_piece (t, "militia-kentucky.1")].state)
      bh_state_pieces (t->st)[p].location = t_loc (t, "removed");
  bh_state_reindex (t->st);
  if (k->pillaged)
    t_put (t, "pillaged.1", k->area, 0);
  if (k->with != NULL)
    t_put (t, k->with, k->area, 0);
  t_last_settler (t);
  t_x (t)->n_to_place = 0;
  t_do_rolls (t, "settle cincinnati", ROLLS (3, 6, 6));
  g_assert_cmpint (t->st->pending.kind, ==, D_PLACE_MILITIA);
  text = t_find (t, "place militia-kentucky.");
  g_assert_nonnull (text);
  piece = text + strlen ("place ");
  *strchr ((char *) piece, ' ') = '\0';
  {
    g_autofree char *place = g_strdup_printf ("place %s %s", piece, k->area);

    g_assert_cmpint (t_can (t, place), ==, k->legal);
  }
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
  g_test_add_func ("/bloodyground/10.5.2/disrupted-target", test_fire_disrupted_target);
  g_test_add_func ("/bloodyground/10.5/ranges", test_fire_ranges);
  g_test_add_func ("/bloodyground/10.4.1/stacking", test_stacking_limits);
  g_test_add_func ("/bloodyground/10.4/stop-next-to-enemy", test_stop_next_to_enemy);
  g_test_add_func ("/bloodyground/16.1.3/clear-board", test_battle_scenario_end);
  g_test_add_func ("/bloodyground/4.7/year-before-winter", test_year_before_winter);
  g_test_add_func ("/bloodyground/8.2/commitment-boundaries", test_commitment_boundaries);
  g_test_add_func ("/bloodyground/8.1/mobilization-base", test_mobilization_base);
  g_test_add_func ("/bloodyground/8.1.1/rating-choice", test_mobilization_rating_choice);
  g_test_add_func ("/bloodyground/8.2/rank3-besieged", test_commitment_rank3_besieged);
  g_test_add_func ("/bloodyground/15.4.3/fail-to-mobilize", test_fail_to_mobilize);
  g_test_add_func ("/bloodyground/8.6.1/surrender", test_mobilization_surrender);
  g_test_add_func ("/bloodyground/8.5.3/t3-number-one", test_intervention_t3);
  g_test_add_func ("/bloodyground/8.5.3/below-the-number", test_intervention_boundary);
  g_test_add_func ("/bloodyground/8.5.3/commitment-2-to-4", test_intervention_commitment);
  g_test_add_func ("/bloodyground/12.0/t6-northern-kentucky", test_raid_t6);
  g_test_add_func ("/bloodyground/12.0.2/t7-mp-multiples", test_raid_t7);
  g_test_add_func ("/bloodyground/6.0.1/t1-settlers", test_settlers_t1);
  g_test_add_func ("/bloodyground/10.7.1/t9-third-of-eleven", test_defeat_t9);
  g_test_add_data_func ("/bloodyground/10.7.1/t9-third-of-eleven/by-fire/three-hits", GINT_TO_POINTER (3), test_defeat_t9_by_fire);
  g_test_add_data_func ("/bloodyground/10.7.1/t9-third-of-eleven/by-fire/two-hits", GINT_TO_POINTER (2), test_defeat_t9_by_fire);
  g_test_add_func ("/bloodyground/10.7.1/lone-leader", test_lone_leader);
  g_test_add_func ("/bloodyground/10.7.1/exit-concedes", test_exit_concedes);
  g_test_add_func ("/bloodyground/10.7/battle-ends-without-enemy", test_battle_ends_without_enemy);
  g_test_add_func ("/bloodyground/16.1.1/reinforcements-as-listed", test_reinforcements_as_listed);
  g_test_add_func ("/bloodyground/10.7/arrivals-in-then-gone", test_arrivals_in_then_gone);
  g_test_add_func ("/bloodyground/10.7/other-side-arrivals-end-nothing", test_other_side_arrivals);
  g_test_add_func ("/bloodyground/11.1.3/t4-t5-example", test_fort_skirmish_t4_t5);
  g_test_add_func ("/bloodyground/11.1.1/resolution-order", test_skirmish_order);
  g_test_add_func ("/bloodyground/11.1.3/t5b-fort-stands", test_fort_skirmish_t5b);
  g_test_add_func ("/bloodyground/11.1.3/sfs-separately", test_fort_sfs_separately);
  g_test_add_func ("/bloodyground/10.7.1/tribe-leader-falls", test_tribe_leader_falls);
  for (guint i = 0; i < G_N_ELEMENTS (pillage_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/9.5.2/pillage-markers/%s-turn-%d",
                                               pillage_cases[i].until_winter ? "until-winter" : "until-fall",
                                               pillage_cases[i].turn);

      g_test_add_data_func (path, &pillage_cases[i], test_pillage_markers);
    }
  g_test_add_func ("/bloodyground/11.3.2/empty-fort", test_fort_empty);
  g_test_add_func ("/bloodyground/7.0.1/us-range", test_supply_range);
  g_test_add_func ("/bloodyground/7.0.1/fort-ten", test_supply_fort_ten);
  g_test_add_func ("/bloodyground/13.0/attrition-summer", test_attrition_summer);
  g_test_add_func ("/bloodyground/8.5.2/t2-group-a", test_group_a_t2);
  g_test_add_func ("/bloodyground/9.2.3/assassination-cr3", test_assassination);
  g_test_add_func ("/bloodyground/9.2.2/ambush", test_ambush);
  g_test_add_func ("/bloodyground/9.5.1/pillage", test_pillage);
  for (guint i = 0; i < G_N_ELEMENTS (trespass_cases); i++)
    g_test_add_data_func (trespass_cases[i].path, &trespass_cases[i], test_trespass_iroquois);
  for (guint i = 0; i < G_N_ELEMENTS (tecumseh_treaty_cases); i++)
    g_test_add_data_func (tecumseh_treaty_cases[i].path, &tecumseh_treaty_cases[i], test_tecumseh_treaty);
  for (guint i = 0; i < G_N_ELEMENTS (girty_leads_cases); i++)
    g_test_add_data_func (girty_leads_cases[i].path, &girty_leads_cases[i], test_girty_leads);
  g_test_add_func ("/bloodyground/8.1.2/trespass", test_trespass);
  g_test_add_func ("/bloodyground/8.1.2/trespass/each-force-once", test_trespass_forces);
  g_test_add_func ("/bloodyground/8.6.3/treaty", test_treaty);
  g_test_add_func ("/bloodyground/15.3.2/t10-iroquois", test_iroquois_t10);
  g_test_add_func ("/bloodyground/14.0.1/gout", test_gout);
  for (guint i = 0; i < G_N_ELEMENTS (muster_cases); i++)
    g_test_add_data_func (muster_cases[i].path, &muster_cases[i], test_muster);
  g_test_add_func ("/bloodyground/14.0.1/gout/lasts-the-phase", test_gout_lasts);
  g_test_add_func ("/bloodyground/5.0/seventh-iroquois", test_seventh_iroquois);
  g_test_add_func ("/bloodyground/5.0/congress-funds", test_congress_funds);
  g_test_add_func ("/bloodyground/5.0/iroquois-follow-the-nations", test_iroquois_follow_the_nations);
  g_test_add_func ("/bloodyground/5.0/second-girty", test_second_girty);
  g_test_add_func ("/bloodyground/5.0/girty-arrives", test_girty_arrives);
  g_test_add_func ("/bloodyground/5.0/omens-outside-spring", test_omens_outside_spring);
  g_test_add_func ("/bloodyground/8.3/army-chart", test_army_chart);
  g_test_add_func ("/bloodyground/8.3/army-chart/a21-option", test_army_chart_option);
  g_test_add_func ("/bloodyground/16.1.1/setup-zones", test_setup_zones_161);
  g_test_add_func ("/bloodyground/9.4.5/reaction", test_reaction);
  g_test_add_func ("/bloodyground/12.0.3/raid-bands", test_raid_bands);
  g_test_add_func ("/bloodyground/8.4/militia-roll", test_militia);
  return g_test_run ();
}
