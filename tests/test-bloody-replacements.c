/* test-bloody-replacements.c — A Dark and Bloody Ground: the replacement
 * leader who takes a fallen named leader's place (10.5.3, 10.6.2): an NA
 * replacement leads the dead leader's nation, a militia leader's
 * replacement is of his state (14.0.7).  Driven through player actions.
 * Paths /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* 10.5.3 and the counters' note: replacements "take the nation of the
 * leader they replace".  The US assassinates Little Turtle (CR 3: a 6 is
 * more than 3 + 2, 9.2.3) with two Miami warriors at Eel River; his
 * replacement, activated by the NA, leads them (9.3). */
static void
test_na_replacement_nation (void)
{
  T *t = t_atrocity_position ("campaign-for-ohio", 0);
  int w1 = t_put (t, "warrior-miami.1", "eel-river", 0), w2 = t_put (t, "warrior-miami.2", "eel-river", 0);

  t_put (t, "little-turtle", "eel-river", 0);
  t_do_rolls (t, "assassinate little-turtle", ROLLS (6));
  g_assert_true (t_at (t, "little-turtle", "eliminated"));
  g_assert_true (t_at (t, "na-replacement.1", "eel-river"));
  g_assert_cmpint (t->st->pending.side, ==, 1);
  t_do (t, "activate na-replacement.1");
  g_assert_true (t_x (t)->in_force[w1]);
  g_assert_true (t_x (t)->in_force[w2]);
  t_free (t);
}

/* A militia leader's replacement is of his state: Darke (Virginia, CR 1:
 * a 4 is more than 1 + 2) falls to an NA assassination at Kanawha Valley;
 * the Virginia replacement comes, not the Kentucky one first in line. */
static void
test_militia_replacement_state (void)
{
  T *t = t_atrocity_position ("campaign-for-ohio", 1);

  t_put (t, "darke", "kanawha-valley", 0);
  t_put (t, "militia-virginia.1", "kanawha-valley", 0);
  t_do_rolls (t, "assassinate darke", ROLLS (4));
  g_assert_true (t_at (t, "darke", "eliminated"));
  g_assert_true (t_at (t, "militia-replacement-virginia", "kanawha-valley"));
  g_assert_false (t_at (t, "militia-replacement-kentucky", "kanawha-valley"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/10.5.3/replacement/takes-the-nation", test_na_replacement_nation);
  g_test_add_func ("/bloodyground/10.5.3/replacement/militia-same-state", test_militia_replacement_state);
  return g_test_run ();
}
