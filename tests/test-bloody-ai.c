/* test-bloody-ai.c — what A Dark and Bloody Ground teaches the computer
 * opponent (src/rules/bloodyground/bh-bloody-ai.c): where the NA raids
 * in Harmar's Expedition (15.1.4's settlers, 12.0.2's chart), where the US settles (15.4.4's ten
 * towns north of the Ohio, 6.0.3), and that the evaluation of Harmar's
 * Expedition reads both sides' victory levels (15.1.4).  Weights are read
 * through bh_rules_policy from the deciding side's view, as the search and
 * Easy read them.  Paths /bloodyground/N.N/ai-what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* 15.1.4: Harmar's Expedition is decided by victory levels, not VPs;
 * the NA's marginal victory wants no settler in Miami or Shawnee
 * territory, and a side that loses over a third of its at-start units
 * drops a level.  A raid on a settler at Old Chillicothe (Shawnee) serves
 * the level; one on Marietta's permanent settlement gains VPs that count
 * for nothing, and one on unsettled Kekionga nothing at all, while most of
 * the chart's bands cost warriors (12.0.3): both below the first, the
 * empty one below passing.  And by the chart (12.0.2-12.0.3: a success
 * needs a final 4; wilderness +1, each militia unit -1), four militia
 * units with the settler at Pickaway leave it a success on no roll: below
 * Old Chillicothe's undefended settler.  The old policy weighed every
 * raid 3. */
static void
test_raid_for_the_level (void)
{
  T *t = t_action_position_in ("harmars-expedition", 1, 1);

  t_put (t, "warrior-shawnee.1", "mad-river", 0);
  t_put (t, "settler.1", "old-chillicothe", 0);
  t_put (t, "settler.2", "pickaway", 0);
  t_put (t, "militia-kentucky.1", "pickaway", 0);
  t_put (t, "militia-kentucky.2", "pickaway", 0);
  t_put (t, "militia-kentucky.3", "pickaway", 0);
  t_put (t, "militia-kentucky.4", "pickaway", 0);
  g_assert_cmpfloat (t_policy_weight (t, "raid warrior-shawnee.1 old-chillicothe"), >,
                     t_policy_weight (t, "raid warrior-shawnee.1 marietta"));
  g_assert_cmpfloat (t_policy_weight (t, "raid warrior-shawnee.1 old-chillicothe"), >,
                     t_policy_weight (t, "raid warrior-shawnee.1 pickaway"));
  g_assert_cmpfloat (t_policy_weight (t, "raid warrior-shawnee.1 kekionga"), <, t_policy_weight (t, "pass"));
  t_free (t);
}

/* 15.1.4: "Lower a side's victory level if over a third of their
 * at-start combat units are eliminated": the same position is worse for
 * the NA once it has lost more than a third of them (Easy's NA raided its
 * warriors away and drew 19 games in 20 against random play). */
static void
test_levels_in_evaluation (void)
{
  T *t = t_action_position_in ("harmars-expedition", 1, 1);
  double whole, downgraded;
  int start;

  t_put (t, "warrior-miami.1", "kekionga", 0);
  t_put (t, "us-regular.1", "cincinnati", 0);
  start = t_x (t)->start_units[1];
  g_assert_cmpint (start, >=, 3);
  t_x (t)->lost_units[1] = start / 3;   /* a third: no lower */
  whole = bh_rules_evaluate (t->rules, t->st, 1);
  t_x (t)->lost_units[1] = start / 3 + 1;   /* over a third */
  downgraded = bh_rules_evaluate (t->rules, t->st, 1);
  g_assert_cmpfloat (downgraded, <, whole);
  t_free (t);
}

/* 15.4.4, 6.0.3: a campaign is lost by the US with fewer than ten
 * permanent settlements and villages north of the Ohio at the end, and
 * three settlers in an area become a village.  With five towns north
 * (Cincinnati's and Marietta's permanent settlements, villages at the
 * Scioto's mouth, Hocking and Mingo Bottom) a settler is placed at Old
 * Chillicothe (north, two settlers there: the third makes a village)
 * before Pickaway (north, none yet), and both before Northern Kentucky.
 * The old policy weighed every placement 2. */
static void
test_settle_north (void)
{
  T *t = t_new ("campaign-for-ohio");
  double village, north, south;

  t_clear (t);
  t_put (t, "village.1", "scioto-mouth", 0);
  t_put (t, "village.2", "hocking", 0);
  t_put (t, "village.3", "mingo-bottom", 0);
  t_put (t, "settler.1", "old-chillicothe", 0);
  t_put (t, "settler.2", "old-chillicothe", 0);
  t_last_settler (t);
  village = t_policy_weight (t, "settle old-chillicothe");
  north = t_policy_weight (t, "settle pickaway");
  south = t_policy_weight (t, "settle northern-kentucky");
  g_assert_cmpfloat (village, >, north);
  g_assert_cmpfloat (north, >, south);
  t_free (t);
}

/* Far from the ten (only Cincinnati's and Marietta's permanent
 * settlements north of the Ohio), a settler north is a raid target more
 * than a town to be (1 VP to the NA, 15.4.5): every placement alike, as
 * settling north lost the campaign against random play more often. */
static void
test_settle_far_from_ten (void)
{
  T *t = t_new ("campaign-for-ohio");

  t_clear (t);
  t_put (t, "settler.1", "old-chillicothe", 0);
  t_put (t, "settler.2", "old-chillicothe", 0);
  t_last_settler (t);
  g_assert_cmpfloat (t_policy_weight (t, "settle old-chillicothe"), ==,
                     t_policy_weight (t, "settle northern-kentucky"));
  t_free (t);
}

/* 15.1.4: the NA's victory wants no settler in Miami or Shawnee
 * territory at the end, so in Harmar's Expedition the US settles there
 * (Old Chillicothe, Shawnee) before anywhere else (Miami Purchase, of no
 * nation, where a settler already stands); the old policy weighed every
 * placement 2. */
static void
test_settle_against_the_level (void)
{
  T *t = t_new ("harmars-expedition");

  t_clear (t);
  t_put (t, "settler.1", "miami-purchase", 0);
  t_last_settler (t);
  g_assert_cmpfloat (t_policy_weight (t, "settle old-chillicothe"), >, t_policy_weight (t, "settle miami-purchase"));
  t_free (t);
}

/* 15.4.4 in the evaluation: three settlers (a village to be, 6.0.3)
 * north of the Ohio are worth more to the US than three in Kentucky, so
 * far under the ten towns; the old evaluation counted one settled area
 * alike. */
static void
test_towns_north_in_evaluation (void)
{
  T *t = t_action_position (1, 0);
  double north, south;

  t_put (t, "settler.1", "pickaway", 0);
  t_put (t, "settler.2", "pickaway", 0);
  t_put (t, "settler.3", "pickaway", 0);
  north = bh_rules_evaluate (t->rules, t->st, 0);
  t_put (t, "settler.1", "limestone", 0);
  t_put (t, "settler.2", "limestone", 0);
  t_put (t, "settler.3", "limestone", 0);
  south = bh_rules_evaluate (t->rules, t->st, 0);
  g_assert_cmpfloat (north, >, south);
  t_free (t);
}

/* 10.6, 16.1.3: a US regular alone in the woods next to three warriors
 * there is a 5-1 melee for the NA (each warrior doubled in woods, 12
 * against 2 halves), a 2-VP loss on a few rolls; with a second regular
 * stacked with it the same attack is 3-1.  The evaluation, which looks
 * two impulses ahead while the NA's melee comes three after the US's
 * movement, must prefer the stack (the old one counted units alone, and
 * scored both the same: Normal's US left lone regulars next to the
 * warriors and lost Fallen Timbers to random play, seed 1). */
static void
test_stacked_against_melee (void)
{
  T *t = t_new ("harmars-defeat");
  double lone, stacked;

  t_clear (t);
  put_all (t, (const Put[]) { { "us-regular.1", "wilderness.1109" },
                              { "us-regular.2", "wilderness.0213" },
                              { "warrior-miami.1", "wilderness.1108" },
                              { "warrior-miami.2", "wilderness.1110" },
                              { "warrior-miami.3", "wilderness.1009" },
                              { NULL } });
  t_battle_at (t, 1, BI_MOVE_FIRST, 0, D_BMOVE, 0);
  lone = bh_rules_evaluate (t->rules, t->st, 0);
  t_put (t, "us-regular.2", "wilderness.1109", 0);
  stacked = bh_rules_evaluate (t->rules, t->st, 0);
  g_assert_cmpfloat (stacked, >, lone);
  t_free (t);
}

/* 10.5.2: a disrupted warrior may not fire and is a level check from a
 * rout: a hit that disrupts is worth something to the side that fired
 * (the old evaluation valued a disrupted unit as a fresh one, so the
 * search saw no gain in fire that did not eliminate). */
static void
test_disruption_in_evaluation (void)
{
  T *t = t_new ("harmars-defeat");
  double fresh, disrupted;

  t_clear (t);
  put_all (t, (const Put[]) { { "us-regular.1", "wilderness.0213" },
                              { "warrior-miami.1", "wilderness.1803" },
                              { NULL } });
  t_battle_at (t, 1, BI_MOVE_FIRST, 0, D_BMOVE, 0);
  fresh = bh_rules_evaluate (t->rules, t->st, 0);
  t_x (t)->status[t_piece (t, "warrior-miami.1")] |= ST_DISRUPTED;
  disrupted = bh_rules_evaluate (t->rules, t->st, 0);
  g_assert_cmpfloat (disrupted, >, fresh);
  t_free (t);
}

/* 9.5: a side pillages "to deny [an area's] use to the enemy", and a
 * pillaged area costs its own side (9.5.2).  In Harmar's Expedition the
 * NA pillaging Kekionga gives the US its marginal victory (15.1.4) and
 * takes 1 from every nation's mobilization roll (NA Mobilization Chart),
 * so it weighs below passing, while Marietta's settlement (no nation's)
 * is worth a rampage; the US pillages Kekionga (15.1.4) and not
 * Cincinnati, its own permanent settlement (the settlers would have to
 * leave, 9.5.2).  The old policy weighed every pillage 2.5, and Easy's
 * NA lost seed 1 by its own pillage of Kekionga. */
static void
test_pillage_whose_area (void)
{
  T *t = t_action_position_in ("harmars-expedition", 1, 1);

  t_put (t, "warrior-miami.1", "kekionga", 0);
  t_put (t, "warrior-miami.2", "kekionga", 0);
  t_put (t, "warrior-shawnee.1", "marietta", 0);
  t_put (t, "warrior-shawnee.2", "marietta", 0);
  g_assert_cmpfloat (t_policy_weight (t, "pillage kekionga"), <, t_policy_weight (t, "pass"));
  g_assert_cmpfloat (t_policy_weight (t, "pillage marietta"), >, t_policy_weight (t, "pass"));
  t_free (t);

  t = t_action_position_in ("harmars-expedition", 1, 0);
  t_put (t, "us-regular.1", "kekionga", 0);
  t_put (t, "us-regular.2", "kekionga", 0);
  t_put (t, "militia-kentucky.1", "cincinnati", 0);
  t_put (t, "militia-kentucky.2", "cincinnati", 0);
  g_assert_cmpfloat (t_policy_weight (t, "pillage kekionga"), >, t_policy_weight (t, "pass"));
  g_assert_cmpfloat (t_policy_weight (t, "pillage cincinnati"), <, t_policy_weight (t, "pass"));
  t_free (t);
}

/* 10.4: in a movement impulse the policy steps a unit towards the
 * nearest un-routed enemy.  The distances are kept from one call to the
 * next while the enemies stand still (session 19: a rollout lists a
 * movement impulse's steps some 70 times); once the enemy has moved
 * they are the new position's.  A US regular at 1109, a Miami warrior
 * four hexes north (1105): the step north (1108) is preferred to the
 * step south (1110); the warrior moved four hexes south of it (1113):
 * the other way round (a field kept past the warrior's move fails). */
static void
test_steps_follow_the_enemy (void)
{
  T *t = t_new ("harmars-defeat");

  t_clear (t);
  put_all (t, (const Put[]) { { "us-regular.1", "wilderness.1109" },
                              { "warrior-miami.1", "wilderness.1105" },
                              { NULL } });
  t_battle_at (t, 1, BI_MOVE_FIRST, 0, D_BMOVE, 0);
  g_assert_cmpfloat (t_policy_weight (t, "step us-regular.1 wilderness.1108"), >,
                     t_policy_weight (t, "step us-regular.1 wilderness.1110"));
  t_put (t, "warrior-miami.1", "wilderness.1113", 0);
  g_assert_cmpfloat (t_policy_weight (t, "step us-regular.1 wilderness.1110"), >,
                     t_policy_weight (t, "step us-regular.1 wilderness.1108"));
  t_free (t);
}

/* Mad Anthony's (15.3) Action Phase of `turn` with `side` to act: a US
 * regular at Cincinnati and a Miami warrior at Kekionga, the rest of the
 * map cleared (t_action_position_in). */
static T *
mad_anthony_position (int turn, int side)
{
  T *t = t_action_position_in ("mad-anthony", turn, side);

  t_put (t, "us-regular.1", "cincinnati", 0);
  t_put (t, "warrior-miami.1", "kekionga", 0);
  return t;
}

/* 15.4.3, 15.4.4 (A17): in the VP campaigns the US wins outright with
 * its Commitment Level at 5 at the end of a Fall and the next Winter.  In
 * Mad Anthony's Spring 1794 (turn 15; Winter 1795, turn 18, still to
 * come) the same position is worth more to the US at CL 5 than at CL 3;
 * in Spring 1795 (turn 19: the game ends with Fall 1795, turn 21, and
 * no Winter check is left) the level is worth nothing.  The old
 * evaluation did not read the level (session 16: Normal's NA led 45-40
 * and lost to random play by CL 5 two years running). */
static void
test_commitment_in_evaluation (void)
{
  T *t = mad_anthony_position (15, 0);
  double three, five;

  *t_mk (t, "us-commitment") = 3;
  three = bh_rules_evaluate (t->rules, t->st, 0);
  *t_mk (t, "us-commitment") = 5;
  five = bh_rules_evaluate (t->rules, t->st, 0);
  g_assert_cmpfloat (five, >, three);
  *t_mk (t, "turn") = 19;
  t->st->turn = 19;
  five = bh_rules_evaluate (t->rules, t->st, 0);
  *t_mk (t, "us-commitment") = 3;
  three = bh_rules_evaluate (t->rules, t->st, 0);
  g_assert_cmpfloat (five, ==, three);
  t_free (t);
}

/* 15.4.3 (A17): CL 5 at the end of a Fall and of the next Winter wins
 * for the US.  In Mad Anthony's Winter 1794 (turn 14), its commitment
 * roll made (the Action Phase), CL 5 after a Fall ended at 5 is a won
 * game whatever the VPs (here 0 to 30): the evaluation says so (above
 * 0.99).  After a Fall ended at 4 the Winter's check fails and the next
 * is a year away, four rolls that may lower the level (8.2: the NA's lead
 * +1, an Iroquois warrior in play -1, so a 1 lowers it): below 0.99.  The
 * old evaluation read the VPs alone and gave both a lost game. */
static void
test_commitment_winter_check (void)
{
  T *t = mad_anthony_position (14, 0);

  t_put (t, "warrior-iroquois.1", "cuyahoga", 0);
  t_vp (t, 0, 30);
  *t_mk (t, "us-commitment") = 5;
  t_x (t)->cl_fall = 5;
  g_assert_cmpfloat (bh_rules_evaluate (t->rules, t->st, 0), >, 0.99);
  t_x (t)->cl_fall = 4;
  g_assert_cmpfloat (bh_rules_evaluate (t->rules, t->st, 0), <, 0.99);
  t_free (t);
}

/* 8.2's lead modifier belongs to the next roll: the lead may change
 * sides before the next, and the Atrocity markers go in the same phase
 * (4.4).  Mad Anthony's Spring 1794 after its roll (turn 15), CL 4, the
 * NA ahead 30-0, nothing else on the chart (every nation on the warpath,
 * no Iroquois, no fort destroyed): Summer's roll at +1 raises the level
 * on 2 faces in 6; Fall's and Winter's at 0 raise it on a 6 and lower it
 * on a 1.  CL 5 at the end of Fall 1794: 1/3 x 5/6 + 2/3 x 1/6 = 7/18;
 * still 5 after Winter 1795's roll: 7/18 x 5/6 = 35/108, the US's chance
 * (15.4.3, A17), the NA's none, and the VPs' share nil at 0-30.  With the
 * +1 held for every roll it would be 5/9. */
static void
test_commitment_lead_next_roll (void)
{
  T *t = mad_anthony_position (15, 0);

  t_vp (t, 0, 30);
  *t_mk (t, "us-commitment") = 4;
  g_assert_cmpfloat_with_epsilon (bh_rules_evaluate (t->rules, t->st, 0), 35.0 / 108, 0.005);
  t_free (t);
}

/* 8.2: each Atrocity marker in Pennsylvania or Kentucky is +1 on the
 * next commitment roll (a modified 6 raises the level, 15.4.3's CL 5):
 * for the NA, at CL 4 in Mad Anthony's Spring 1794, its marker in the
 * Allegheny Valley (PA) is worse than the same marker at Hocking (Ohio,
 * no modifier), and in the policy it places one there below one on a
 * settled Ohio area.  The old AI weighed them alike. */
static void
test_atrocity_raises_commitment (void)
{
  T *t = mad_anthony_position (15, 1);
  double ohio, pennsylvania;

  t_put (t, "settler.1", "hocking", 0);
  *t_mk (t, "us-commitment") = 4;
  t_put (t, "atrocity-na.1", "hocking", 0);
  ohio = bh_rules_evaluate (t->rules, t->st, 1);
  t_put (t, "atrocity-na.1", "allegheny-valley", 0);
  pennsylvania = bh_rules_evaluate (t->rules, t->st, 1);
  g_assert_cmpfloat (pennsylvania, <, ohio);
  bh_state_move_piece (t->st, t_piece (t, "atrocity-na.1"), BH_OFFBOARD);
  t_x (t)->atrocities_left[1] = 1;
  g_assert_cmpfloat (t_policy_weight (t, "atrocity allegheny-valley"), <, t_policy_weight (t, "atrocity hocking"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/15.1.4/ai-raid-for-the-level", test_raid_for_the_level);
  g_test_add_func ("/bloodyground/15.1.4/ai-levels-in-evaluation", test_levels_in_evaluation);
  g_test_add_func ("/bloodyground/15.1.4/ai-settle-against-the-level", test_settle_against_the_level);
  g_test_add_func ("/bloodyground/15.4.4/ai-settle-north", test_settle_north);
  g_test_add_func ("/bloodyground/15.4.4/ai-settle-far-from-ten", test_settle_far_from_ten);
  g_test_add_func ("/bloodyground/15.4.4/ai-towns-north-in-evaluation", test_towns_north_in_evaluation);
  g_test_add_func ("/bloodyground/15.4.3/ai-commitment-in-evaluation", test_commitment_in_evaluation);
  g_test_add_func ("/bloodyground/15.4.3/ai-commitment-winter-check", test_commitment_winter_check);
  g_test_add_func ("/bloodyground/8.2/ai-commitment-lead-next-roll", test_commitment_lead_next_roll);
  g_test_add_func ("/bloodyground/8.2/ai-atrocity-raises-commitment", test_atrocity_raises_commitment);
  g_test_add_func ("/bloodyground/10.6/ai-stacked-against-melee", test_stacked_against_melee);
  g_test_add_func ("/bloodyground/10.5.2/ai-disruption-in-evaluation", test_disruption_in_evaluation);
  g_test_add_func ("/bloodyground/10.4/ai-steps-follow-the-enemy", test_steps_follow_the_enemy);
  g_test_add_func ("/bloodyground/9.5/ai-pillage-whose-area", test_pillage_whose_area);
  return g_test_run ();
}
