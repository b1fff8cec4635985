/* test-ohio-ai-arms.c — Blood on the Ohio, the computer opponent's
 * choice after the first WC recruit roll (src/rules/ohio/bh-ohio-ai.c):
 * the British Arms or the second roll (5.1.2, 23.0), weighed in FP. The
 * second check succeeds on 5+ (1 in 3), +1 for the Miami, Shawnee and
 * Delaware (1 in 2), and brings a 2-FP warrior (5.6.2); a marker adds +1
 * in battle only beside warriors and "may not move on its own" (23.0).
 * Each row is played through the players' actions to the decision. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1 };

/* Harmar, an empty map, 2 VP (the first British Arms wait on VP square 2,
 * App. 4), the WC to choose a special action: it recruits `nation` and
 * the first check rolls `roll`; the Arms-or-roll decision follows. */
static T *
first_roll (const char *nation, int roll, gboolean mingo_village, gboolean shawnee_warrior)
{
  T *t = t_new_clear ("harmar");
  g_autofree char *recruit = g_strdup_printf ("recruit-nation %d 0", t_nation (t, nation));

  t_vp (t, WC, 4);
  bh_state_markers (t->st)[t->self->d->m_sap[WC]] = 5;
  t_at (t, 2, PH_SA1, WC, D_SA);
  if (mingo_village)
    t_put (t, "mingo-village.1", "hocking-falls", 0);
  /* Shawnee warriors in Chalakatha, a principal village without Arms. */
  if (shawnee_warrior)
    t_put (t, "shawnee-warrior.1", "chalakatha", 0);
  t_do_rolls (t, recruit, ROLLS (roll));
  g_assert_cmpint (t_kind (t), ==, D_SA_ARMS);
  return t;
}

/* A Mingo check (no +1) is 1/3 x 2 FP = 2/3 FP; the marker, placed with
 * the warriors at Chalakatha, is a sure 1. */
static void
test_ai_takes_arms_for_a_stack (void)
{
  T *t = first_roll ("mingo", 4, TRUE, TRUE);

  g_assert_cmpfloat (t_policy_weight (t, "take-arms"), >, t_policy_weight (t, "roll"));
  t_free (t);
}

/* The other side of it: no warriors stand in a principal village that may
 * take the marker, so it would wait alone (counted 1/2 < 2/3). */
static void
test_ai_rolls_when_the_arms_would_stand_alone (void)
{
  T *t = first_roll ("mingo", 4, TRUE, FALSE);

  g_assert_cmpfloat (t_policy_weight (t, "roll"), >, t_policy_weight (t, "take-arms"));
  t_free (t);
}

/* A Mingo unit came (5) with nowhere to go (no Mingo village, no entry
 * square): a second success would bring nothing, so even a marker left
 * alone is worth more. */
static void
test_ai_takes_arms_when_no_unit_can_come (void)
{
  T *t = first_roll ("mingo", 5, FALSE, FALSE);

  g_assert_cmpfloat (t_policy_weight (t, "take-arms"), >, t_policy_weight (t, "roll"));
  t_free (t);
}

/* 5.1.2's +1: a Delaware check (2 + 1 = 3 failed first) is 1/2 x 2 FP =
 * 1 FP, as much as the marker with the Shawnee stack, so the Arms are not
 * preferred where a Mingo roll would give way to them. */
static void
test_ai_central_nation_roll_is_not_worse (void)
{
  T *t = first_roll ("delaware", 2, FALSE, TRUE);

  g_assert_cmpfloat (t_policy_weight (t, "roll"), >=, t_policy_weight (t, "take-arms"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/5.1.2/ai-takes-arms-for-a-stack", test_ai_takes_arms_for_a_stack);
  g_test_add_func ("/ohio/5.1.2/ai-rolls-when-the-arms-would-stand-alone", test_ai_rolls_when_the_arms_would_stand_alone);
  g_test_add_func ("/ohio/5.1.2/ai-takes-arms-when-no-unit-can-come", test_ai_takes_arms_when_no_unit_can_come);
  g_test_add_func ("/ohio/5.1.2/ai-central-nation-roll-is-not-worse", test_ai_central_nation_roll_is_not_worse);
  return g_test_run ();
}
