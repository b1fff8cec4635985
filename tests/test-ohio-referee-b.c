/* test-ohio-referee-b.c — Blood on the Ohio, the rows of the first
 * referee check's findings 3, 4, 5 and 13 (docs/rules/referee/
 * ohio-2026-11-27.md), each played through the players' actions on both
 * sides of its rule's number: the British Arms chosen after the first
 * recruit roll (5.1.2, App. 5). */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

/* ---- 5.1.2 / App. 5: the British Arms instead of the second roll ------------------------ */

/* Harmar, an empty map, the WC to choose a special action with `vp` VP
 * (the first British Arms wait on VP square 2, App. 4). */
static T *
wc_to_recruit (int vp)
{
  T *t = t_new ("harmar");

  t_clear_map (t);
  t_vp (t, WC, 2 * vp);
  bh_state_markers (t->st)[t->self->d->m_sap[WC]] = 5;
  t_at (t, 2, PH_SA1, WC, D_SA);
  return t;
}

static char *
recruit_action (T *t, const char *nation, int arms)
{
  return g_strdup_printf ("recruit-nation %d %d", t_nation (t, nation), arms);
}

static int
arms_in_box (T *t, const char *box)
{
  return ohio_count_class (&t->c, t_loc (t, box), PC_ARMS);
}

/* The Delaware fail both checks (3 + 1, 2 + 1), rolled one after the
 * other with no British Arms offered between them; the marker stays. */
static void
rolls_both_without_arms (T *t, const char *recruit)
{
  t_do_rolls (t, recruit, ROLLS (3, 2));
  g_assert_cmpint (t->st->n_rolls, ==, 2);
  g_assert_cmpint (t_kind (t), ==, D_SA);
  g_assert_cmpint (arms_in_box (t, "vp-square-2"), ==, 1);
}

/* App. 5: "The resulting 3 is still not enough ... The WC player can elect
 * to make one more recruitment roll or forgo the roll and receive one of
 * the ... British Arms markers": the choice comes after the first roll. */
static void
test_arms_offered_after_a_failed_roll (void)
{
  T *t = wc_to_recruit (2);
  g_autofree char *recruit = recruit_action (t, "delaware", 0);

  t_do_rolls (t, recruit, ROLLS (3));
  g_assert_true (t_said (t, "3 +1, nothing"));
  g_assert_cmpint (t_kind (t), ==, D_SA_ARMS);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  /* Nothing rolled for the second check yet. */
  g_assert_cmpint (t->st->n_rolls, ==, 1);
  t_do (t, "take-arms");
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  t_do_found (t, "place british-arms");
  g_assert_cmpint (arms_in_box (t, "vp-square-2"), ==, 0);
  g_assert_cmpint (t_vp2 (t, WC), ==, 4);
  /* One roll and the Arms: the action is over, 5 -> 4 SAP. */
  g_assert_cmpint (t_kind (t), ==, D_SA);
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_sap[WC]], ==, 4);
  t_free (t);
}

/* 2.4, 23.0: at 1 VP the marker of square 2 is not yet available: the
 * second roll follows the first at once. */
static void
test_no_arms_below_their_square (void)
{
  T *t = wc_to_recruit (1);
  g_autofree char *recruit = recruit_action (t, "delaware", 0);

  rolls_both_without_arms (t, recruit);
  t_free (t);
}

/* "Instead of rolling both dice": a first roll that brings a unit still
 * leaves the second to trade, once the unit is placed. */
static void
test_arms_offered_after_a_successful_roll (void)
{
  T *t = wc_to_recruit (2);
  g_autofree char *recruit = recruit_action (t, "delaware", 0);

  t_do_rolls (t, recruit, ROLLS (4));
  g_assert_true (t_said (t, "4 +1, a unit comes"));
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  t_do_found (t, "place delaware-");
  g_assert_cmpint (t_kind (t), ==, D_SA_ARMS);
  t_free (t);
}

/* "Make one more recruitment roll": the Arms stay on their square and
 * the second check is rolled (5 + 0: a Mingo unit comes only at 5). */
static void
test_roll_instead_of_the_arms (void)
{
  T *t = wc_to_recruit (2);
  g_autofree char *recruit = recruit_action (t, "mingo", 0);

  t_put (t, "mingo-village.1", "hocking-falls", 0);
  t_do_rolls (t, recruit, ROLLS (4));
  g_assert_cmpint (t_kind (t), ==, D_SA_ARMS);
  t_do_rolls (t, "roll", ROLLS (5));
  g_assert_true (t_said (t, "5, a unit comes"));
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  g_assert_cmpint (t->st->pending.args[1], ==, t_nation (t, "mingo"));
  t_do_found (t, "place mingo-");
  g_assert_cmpint (arms_in_box (t, "vp-square-2"), ==, 1);
  g_assert_cmpint (t_kind (t), ==, D_SA);
  t_free (t);
}

/* "If no principal village exists, the option may not be chosen." */
static void
test_no_arms_without_a_principal_village (void)
{
  T *t = wc_to_recruit (2);
  const OhioData *d = t->self->d;
  g_autofree char *recruit = recruit_action (t, "delaware", 0);

  for (guint s = 0; s < d->n_spaces; s++)
    if (d->spaces[s].principal != OHIO_NONE)
      t_x (t)->printed[s] = 0;
  rolls_both_without_arms (t, recruit);
  t_free (t);
}

/* An old save's "recruit-nation N 1" (the Arms chosen with the action,
 * before any roll) is refused in one line naming 5.1.2. */
static void
test_arms_before_the_roll_refused (void)
{
  T *t = wc_to_recruit (2);
  g_autofree char *old = recruit_action (t, "delaware", 1);
  g_autofree char *why = t_refusal (t, old);

  g_assert_nonnull (strstr (why, "5.1.2"));
  g_assert_nonnull (strstr (why, "after the first recruit roll"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/5.1.2/arms-offered-after-a-failed-roll", test_arms_offered_after_a_failed_roll);
  g_test_add_func ("/ohio/5.1.2/no-arms-below-their-square", test_no_arms_below_their_square);
  g_test_add_func ("/ohio/5.1.2/arms-offered-after-a-successful-roll", test_arms_offered_after_a_successful_roll);
  g_test_add_func ("/ohio/5.1.2/roll-instead-of-the-arms", test_roll_instead_of_the_arms);
  g_test_add_func ("/ohio/5.1.2/no-arms-without-a-principal-village", test_no_arms_without_a_principal_village);
  g_test_add_func ("/ohio/5.1.2/arms-before-the-roll-refused", test_arms_before_the_roll_refused);
  return g_test_run ();
}
