/* test-bloody-scenario-rules.c — A Dark and Bloody Ground: the campaign
 * scenarios' own rules (15.x): the opening of 15.3 in Spring (A53, A25),
 * the first mobilization of 15.4.2, the areas 15.1.3 opens.  Driven
 * through player actions.  Paths /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

static int
t_ml (T *t, const char *nation)
{
  g_autofree char *marker = g_strdup_printf ("ml-%s", nation);

  return *t_mk (t, marker);
}

static int
t_status (T *t, const char *nation)
{
  return t_x (t)->nation_status[bh_game_data_find_nation (t->data, nation)];
}

/* 15.3 set up, its Rifles (15.3.2, 14.0.2: the NA's next decision) left
 * aside: they touch no rule tested here. */
static void
rifles_placed (T *t)
{
  g_assert_cmpint (t->st->pending.kind, ==, D_RIFLE);
  t_x (t)->rifles_left = 0;
}

/* 15.3 starts in Spring 1793 with 20 regulars at CL 3 (cap 12, 8.3.1) and
 * the nations at their 15.3.2 levels, on the warpath.  A53: the set-up is
 * that Spring's Army mobilization, so no regular withdraws and no Army die
 * is rolled; A25: the starting levels stand for the first turn, not the
 * Spring reset to base (8.1.1).  The commitment die 3 keeps CL 3. */
static void
test_mad_anthony_opening (void)
{
  T *t = t_new ("mad-anthony");

  g_assert_cmpint (t_series_on_map (t, "us-regular", 1, 20), ==, 20);
  rifles_placed (t);
  t_last_settler (t);
  t_do_rolls (t, "settle cincinnati", ROLLS (3));
  g_assert_true (t_said (t, "level 3"));
  g_assert_true (t_said (t, "(A53)"));
  g_assert_false (t_said (t, "back to its base"));
  g_assert_false (t_said (t, "US Army: die"));
  g_assert_cmpint (t->st->pending.kind, !=, D_ARMY_CUT);
  g_assert_cmpint (t_series_on_map (t, "us-regular", 1, 20), ==, 20);
  g_assert_cmpint (t_ml (t, "shawnee"), ==, 4);
  g_assert_cmpint (t_ml (t, "ottawa"), ==, 2);
  g_assert_cmpint (t_status (t, "shawnee"), ==, NS_WARPATH);
  g_assert_cmpint (t_status (t, "ottawa"), ==, NS_WARPATH);
  g_assert_cmpint (t_status (t, "delaware"), ==, NS_SURRENDERED);
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  t_free (t);
}

/* The next Spring of 15.3 (1794, turn 15) is an ordinary one: levels back
 * to base and rolled again (8.1.1), the Army die rolled and the CL × 4 cap
 * applied (8.3.1): the 20 regulars at CL 3 must lose 8.  So is the first
 * with the scenario option `opening-spring-literal` (A53 "configurable"). */
static void
test_mad_anthony_ordinary_spring (gconstpointer data)
{
  gboolean literal = GPOINTER_TO_INT (data);
  T *t = literal ? t_new_with_option ("mad-anthony", "opening-spring-literal") : t_new ("mad-anthony");
  int turn = literal ? 11 : 15;

  rifles_placed (t);
  *t_mk (t, "turn") = turn;
  t->st->turn = turn;
  t_last_settler (t);
  t_do_rolls (t, "settle cincinnati", ROLLS (3));
  g_assert_true (t_said (t, "level 3"));
  g_assert_true (t_said (t, "Spring: every nation's Mobilization Level back to its base"));
  /* The nations roll, a 6 each (on the warpath), in the order the NA
   * picks while the year's primary leader is open (9.1.2). */
  while (t->st->pending.kind == D_MOB_ORDER)
    {
      g_autofree char *next = t_find (t, "roll-next ");

      t_do_rolls (t, next, ROLLS (6));
    }
  g_assert_cmpint (t->st->pending.kind, ==, D_ARMY_CUT);
  g_assert_true (t_said (t, "mobilization: die 6"));
  g_assert_true (t_said (t, "US Army: die"));
  g_assert_cmpint (t->st->pending.kind, ==, D_ARMY_CUT);
  g_assert_cmpint (t_x (t)->regulars_to_remove, ==, 8);
  t_free (t);
}

/* 15.4.2: "Determine the Mobilization Level of all the other Native
 * American nations beginning with winter 1791 (turn 2)": in Fall 1790
 * (turn 1) no nation rolls and the others stay peaceful; in Winter 1791
 * (turn 2) the peaceful Delaware roll. */
static void
test_campaign_first_rolls (gconstpointer data)
{
  int turn = GPOINTER_TO_INT (data);
  T *t = t_new ("campaign-for-ohio");

  *t_mk (t, "turn") = turn;
  t->st->turn = turn;
  t_last_settler (t);
  t_do (t, "settle cincinnati");
  g_assert_cmpint (t_said (t, "Delaware mobilization: die"), ==, turn >= 2);
  g_assert_cmpint (t_said (t, "first roll on turn 2"), ==, turn < 2);
  if (turn < 2)
    for (int i = 0; i < 4; i++)
      g_assert_cmpint (t_status (t, (const char *[]) { "delaware", "wyandot", "mingo", "ottawa" }[i]), ==, NS_PEACEFUL);
  t_free (t);
}

/* The NA to act in the Action Phase of `scenario`'s first turn, the map
 * cleared but for a face-up Miami warrior at Kekionga, in supply. */
static T *
raider_position (const char *scenario)
{
  T *t = t_new (scenario);

  t_clear (t);
  t_x (t)->severe = 0;
  memset (t_x (t)->oos, 0, sizeof t_x (t)->oos);
  t_put (t, "warrior-miami.1", "kekionga", 0);
  t->st->phase = 4;
  t_x (t)->proc = 1;
  t_x (t)->passed = 0;
  t_x (t)->atrocities_left[0] = t_x (t)->atrocities_left[1] = 0;
  t->st->pending.side = 1;
  t->st->pending.kind = D_ACTION;
  return t;
}

/* 15.1.3: "Only those areas belonging to the Miami and Shawnee and north
 * of the Ohio River may be entered", raids included: from Kekionga a
 * Shawnee area and Cincinnati (north of the Ohio, no nation's) may be
 * raided; West Fork (Virginia, south of the Ohio), Northern Kentucky, and
 * the Delaware's Licking Forks and the Wyandot's Upper Sandusky may not.
 * In 15.4, with no such limit, all of them may, and in 15.2 ("The entire
 * map is open for play", 15.2.3). */
static void
test_raid_limits (gconstpointer data)
{
  const char *scenario = data;
  gboolean limited = g_str_equal (scenario, "harmars-expedition");
  T *t = raider_position (scenario);

  g_assert_true (t_can (t, "raid warrior-miami.1 wapakoneta"));
  g_assert_true (t_can (t, "raid warrior-miami.1 cincinnati"));
  g_assert_cmpint (t_can (t, "raid warrior-miami.1 west-fork"), ==, !limited);
  g_assert_cmpint (t_can (t, "raid warrior-miami.1 northern-kentucky"), ==, !limited);
  g_assert_cmpint (t_can (t, "raid warrior-miami.1 licking-forks"), ==, !limited);
  g_assert_cmpint (t_can (t, "raid warrior-miami.1 upper-sandusky"), ==, !limited);
  t_free (t);
}

/* 15.3.1: "Two villages anywhere in Kentucky or Virginia. Four villages
 * anywhere in Pennsylvania, or in any Ohio areas of the Delaware or
 * Mingo": a village marks a settled area (6.0.3), so one an area and none
 * on a permanent settlement (docs' reading). */
static void
test_setup_villages (void)
{
  T *t = t_new_unset ("mad-anthony");

  t_setup_until (t, "village.1");
  g_assert_true (t_setup_can (t, "bluegrass"));
  t_setup_at (t, "bluegrass");
  g_assert_false (t_setup_can (t, "bluegrass"));         /* a village there */
  g_assert_true (t_setup_can (t, "wheeling"));
  t_setup_at (t, "wheeling");
  g_assert_false (t_setup_can (t, "pittsburgh"));        /* a permanent settlement */
  g_assert_true (t_setup_can (t, "washington-county"));
  t_setup_at (t, "washington-county");
  g_assert_false (t_setup_can (t, "washington-county"));
  g_assert_true (t_setup_can (t, "beaver"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/15.3/opening/no-spring-cap", test_mad_anthony_opening);
  g_test_add_data_func ("/bloodyground/15.3/opening/next-spring-capped", GINT_TO_POINTER (FALSE), test_mad_anthony_ordinary_spring);
  g_test_add_data_func ("/bloodyground/15.3/opening/literal-option-capped", GINT_TO_POINTER (TRUE), test_mad_anthony_ordinary_spring);
  g_test_add_data_func ("/bloodyground/15.4.2/first-rolls/turn-1", GINT_TO_POINTER (1), test_campaign_first_rolls);
  g_test_add_data_func ("/bloodyground/15.4.2/first-rolls/turn-2", GINT_TO_POINTER (2), test_campaign_first_rolls);
  g_test_add_data_func ("/bloodyground/15.1.3/raid-limits/harmars-expedition", "harmars-expedition", test_raid_limits);
  g_test_add_data_func ("/bloodyground/15.1.3/raid-limits/campaign-for-ohio", "campaign-for-ohio", test_raid_limits);
  g_test_add_data_func ("/bloodyground/15.2.3/whole-map-open", "st-clairs-campaign", test_raid_limits);
  g_test_add_func ("/bloodyground/15.3.1/villages-one-an-area", test_setup_villages);
  return g_test_run ();
}
