/* test-ohio-arms-nation.c — Blood on the Ohio, which nation a British
 * Arms marker belongs to (23.0), read one way for the recruit's marker
 * (5.1.2: "no more than one marker may be placed in each nation") and for
 * moves and battles. 23.0: "British Arms markers may be moved between
 * national units occupying the same space" and "A nation may never have
 * more than one British Arms marker": a marker in a stack of two nations
 * is either nation's, as the markers can be shared out (reading 23.0 in
 * docs/rules/ohio.md). Each row is played through the players' actions. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1 };

/* The k-th British Arms marker (from 0) neither on the map nor on VP
 * square 2 (the recruit's): one the row may put where it likes. */
static const char *
spare_arms (T *t, int k)
{
  static char id[32];

  for (int i = 6; i >= 1; i--)
    {
      int loc;

      g_snprintf (id, sizeof id, "british-arms.%d", i);
      loc = t_pc (t, id)->location;
      if (loc != t_loc (t, "vp-square-2") && !ohio_is_space (&t->c, loc) && k-- == 0)
        return id;
    }
  g_error ("no spare British Arms marker");
}

/* Harmar, an empty map, 2 VP (the first marker waits on VP square 2,
 * App. 4): a Shawnee warrior (and a Miami one with `miami`) at Twin
 * Creek, where there is no village, with `arms` markers. */
static T *
stack_with_arms (gboolean miami, int arms)
{
  T *t = t_new_clear ("harmar");

  t_vp (t, WC, 4);
  bh_state_markers (t->st)[t->self->d->m_sap[WC]] = 5;
  t_put (t, "shawnee-warrior.1", "twin-creek", 0);
  if (miami)
    t_put (t, "miami-warrior.1", "twin-creek", 0);
  for (int i = 0; i < arms; i++)
    t_put (t, spare_arms (t, 0), "twin-creek", 0);
  return t;
}

/* The Delaware recruit, fail the first check (3 + 1) and take the Arms
 * instead of the second (5.1.2): the marker's placement follows. */
static void
take_arms (T *t)
{
  g_autofree char *recruit = g_strdup_printf ("recruit-nation %d 0", t_nation (t, "delaware"));

  t_at (t, 2, PH_SA1, WC, D_SA);
  t_do_rolls (t, recruit, ROLLS (3));
  g_assert_cmpint (t_kind (t), ==, D_SA_ARMS);
  t_do (t, "take-arms");
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
}

/* Whether the marker may be placed in `space`. */
static gboolean
arms_offered (T *t, const char *space)
{
  g_autofree char *list = t_actions (t);
  g_auto (GStrv) actions = g_strsplit (list, "; ", -1);
  g_autofree char *tail = g_strconcat (" ", space, NULL);

  for (int i = 0; actions[i] != NULL; i++)
    if (g_str_has_prefix (actions[i], "place british-arms") && g_str_has_suffix (actions[i], tail))
      return TRUE;
  return FALSE;
}

/* The id of a British Arms marker on `space`. */
static const char *
arms_id_on (T *t, const char *space)
{
  static char id[32];

  for (int i = 1; i <= 6; i++)
    {
      g_snprintf (id, sizeof id, "british-arms.%d", i);
      if (t_pc (t, id)->location == t_loc (t, space))
        return id;
    }
  g_error ("no British Arms marker on %s", space);
}

static int
arms_on (T *t, const char *space)
{
  return ohio_count_class (&t->c, t_loc (t, space), PC_ARMS);
}

/* One marker with a Shawnee and a Miami warrior: it may be the Shawnee's,
 * so the Miami may take one at Kekionga, and it may be the Miami's, so
 * the Shawnee may take one at Chalakatha (the old recruit check gave it to
 * the warrior listed last and refused that nation's villages). With the
 * Shawnee warrior alone it is the Shawnee's: Chalakatha and Wapakoneta
 * are refused, the Miami villages offered. */
static void
test_one_marker_two_nations (void)
{
  T *t = stack_with_arms (TRUE, 1);

  take_arms (t);
  g_assert_true (arms_offered (t, "kekionga"));
  g_assert_true (arms_offered (t, "pickawillany"));
  g_assert_true (arms_offered (t, "chalakatha"));
  g_assert_true (arms_offered (t, "wapakoneta"));
  t_free (t);

  t = stack_with_arms (FALSE, 1);
  take_arms (t);
  g_assert_true (arms_offered (t, "kekionga"));
  g_assert_false (arms_offered (t, "chalakatha"));
  g_assert_false (arms_offered (t, "wapakoneta"));
  t_free (t);
}

/* Places the marker in `space`. */
static void
place_arms_in (T *t, const char *space)
{
  g_autofree char *list = t_actions (t);
  g_auto (GStrv) actions = g_strsplit (list, "; ", -1);
  g_autofree char *tail = g_strconcat (" ", space, NULL);

  for (int i = 0; actions[i] != NULL; i++)
    if (g_str_has_prefix (actions[i], "place british-arms") && g_str_has_suffix (actions[i], tail))
      {
        t_do (t, actions[i]);
        return;
      }
  g_error ("no British Arms for %s", space);
}

/* Forms a force of `warrior` and the marker at Twin Creek in the WC's
 * operations, and returns the refusal of its march (NULL: it marched). */
static char *
march_with_the_marker (T *t, const char *warrior)
{
  g_autofree char *form = g_strconcat ("form ", warrior, NULL);
  g_autofree char *add = g_strdup_printf ("add %s", arms_id_on (t, "twin-creek"));
  char *why = NULL;

  t_at (t, 2, PH_WC1, WC, D_OPS);
  t_do (t, form);
  t_do (t, add);
  if (t_can (t, "march"))
    t_do (t, "march");
  else
    why = t_refusal (t, "march");
  return why;
}

/* The Shawnee take their marker at Chalakatha beside the stack's one,
 * which is then the Miami's (the old recruit check counted it the
 * Shawnee's and refused Chalakatha): at rest nothing is removed as a
 * second marker of one nation (the check moves and battles use), and in
 * the WC's operations the Miami warrior may march off with the stack's
 * marker, the Shawnee warrior may not (the Shawnee have Chalakatha's). */
static void
test_marker_taken_for_the_other_nation_stays (void)
{
  T *t = stack_with_arms (TRUE, 1);
  g_autofree char *why = NULL;

  take_arms (t);
  place_arms_in (t, "chalakatha");
  g_assert_cmpint (arms_on (t, "chalakatha"), ==, 1);
  g_assert_cmpint (arms_on (t, "twin-creek"), ==, 1);
  g_assert_false (t_said (t, "removed from play"));
  why = march_with_the_marker (t, "shawnee-warrior.1");
  g_assert_nonnull (why);
  g_assert_nonnull (strstr (why, "23.0"));
  t_free (t);

  t = stack_with_arms (TRUE, 1);
  take_arms (t);
  place_arms_in (t, "chalakatha");
  g_assert_null (march_with_the_marker (t, "miami-warrior.1"));
  t_free (t);
}

/* Two markers with a Shawnee and a Miami warrior: one each. A third in a
 * Shawnee or a Miami principal village would give that nation two: none
 * is offered (the old check gave both to the nation listed last and let
 * the other take a third, which the end of the action then removed as a
 * second marker of one nation). The Delaware's Gekelmurpechunk still may. */
static void
test_two_markers_two_nations (void)
{
  T *t = stack_with_arms (TRUE, 2);

  take_arms (t);
  g_assert_false (arms_offered (t, "kekionga"));
  g_assert_false (arms_offered (t, "pickawillany"));
  g_assert_false (arms_offered (t, "chalakatha"));
  g_assert_false (arms_offered (t, "wapakoneta"));
  g_assert_true (arms_offered (t, "gekelmurpechunk"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/23.0/arms-nation/one-marker-two-nations", test_one_marker_two_nations);
  g_test_add_func ("/ohio/23.0/arms-nation/marker-for-the-other-nation-stays",
                   test_marker_taken_for_the_other_nation_stays);
  g_test_add_func ("/ohio/23.0/arms-nation/two-markers-two-nations", test_two_markers_two_nations);
  return g_test_run ();
}
