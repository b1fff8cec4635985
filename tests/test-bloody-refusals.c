/* test-bloody-refusals.c — A Dark and Bloody Ground: a refused action says
 * which condition failed and its rule (RULES-DONE 5; bh-bloody-refusal.c,
 * the referee's minor M4 of 26 Nov 2026): moves (9.4.1), activations (9.3),
 * drops (9.4.1) and settlers (6.0.1), each beside an action the same
 * position allows.
 * Paths /bloodyground/N.N/refusal/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

static const char *
loc_name (T *t, const char *id)
{
  return bloody_loc_name (&t->c, t_loc (t, id));
}

/* 9.4.1: a force enters a neighbouring area only. */
static void
test_not_adjacent (void)
{
  T *t = t_action_position (1, 0);
  g_autofree char *far = NULL, *expected = NULL;

  t_put (t, "us-regular.1", "kanawha-valley", 0);
  t_do (t, "activate us-regular.1");
  far = t_refusal (t, "move miami-purchase");
  expected = g_strdup_printf ("“move” is not allowed: %s is not next to %s, where the force stands (rule 9.4.1)",
                              loc_name (t, "miami-purchase"), loc_name (t, "kanawha-valley"));
  g_assert_cmpstr (far, ==, expected);
  g_assert_true (t_can (t, "move big-sandy"));   /* a neighbour (board: big-sandy–kanawha-valley) */
  t_free (t);
}

/* 9.4.1, Main Map TEC, A6: a US regular (MA 4) enters Big Sandy (rough)
 * from Kanawha Valley in Fall under severe weather: the Winter column, 3
 * MP, 1 left; Point Pleasant (rough) beyond costs 3 more: refused, naming
 * both figures.  In fair weather Big Sandy costs Fall's 2, and Point
 * Pleasant's 2 fit the 2 left: allowed. */
static void
test_not_enough_mp (void)
{
  T *t = t_action_position (1, 0);
  g_autofree char *short_mp = NULL, *expected = NULL;

  t_x (t)->severe = 1;
  t_put (t, "us-regular.1", "kanawha-valley", 0);
  t_do (t, "activate us-regular.1");
  t_do (t, "move big-sandy");
  g_assert_cmpint (t_x (t)->move_mp, ==, 1);
  short_mp = t_refusal (t, "move point-pleasant");
  expected = g_strdup_printf ("“move” is not allowed: %s costs 3 MP and the force has 1 left (rule 9.4.1)",
                              loc_name (t, "point-pleasant"));
  g_assert_cmpstr (short_mp, ==, expected);
  t_free (t);

  t = t_action_position (1, 0);
  t_put (t, "us-regular.1", "kanawha-valley", 0);
  t_do (t, "activate us-regular.1");
  t_do (t, "move big-sandy");
  g_assert_cmpint (t_x (t)->move_mp, ==, 2);
  g_assert_true (t_can (t, "move point-pleasant"));
  t_free (t);
}

/* 9.3: a player activates his own pieces only. */
static void
test_not_yours (void)
{
  T *t = t_action_position (1, 0);
  g_autofree char *theirs = NULL, *expected = NULL;

  t_put (t, "us-regular.1", "cincinnati", 0);
  t_put (t, "warrior-shawnee.1", "upper-sandusky", 0);
  theirs = t_refusal (t, "activate warrior-shawnee.1");
  expected = g_strdup_printf ("“activate” is not allowed: %s is not yours (rule 9.3)",
                              bloody_piece_name (&t->c, t_piece (t, "warrior-shawnee.1")));
  g_assert_cmpstr (theirs, ==, expected);
  g_assert_true (t_can (t, "activate us-regular.1"));
  t_free (t);
}

/* 9.4.1: units may be dropped along the way; the leader who activated the
 * force leads it on. */
static void
test_drop_leader (void)
{
  T *t = t_action_position (1, 0);
  g_autofree char *leader = NULL, *expected = NULL;

  t_put (t, "harmar", "cincinnati", 0);
  t_put (t, "us-regular.1", "cincinnati", 0);
  t_do (t, "activate harmar");
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  leader = t_refusal (t, "drop harmar");
  expected = g_strdup_printf ("“drop” is not allowed: %s leads the force and may not be dropped (rule 9.4.1)",
                              bloody_piece_name (&t->c, t_piece (t, "harmar")));
  g_assert_cmpstr (leader, ==, expected);
  g_assert_true (t_can (t, "drop us-regular.1"));
  t_free (t);
}

/* 6.0.1 (A50): at most four settlers an area, and none where a face-up
 * warrior stands.  Cincinnati with four is refused, with three allowed;
 * Miami Purchase with a Shawnee warrior on the warpath refused. */
static void
test_settlers (void)
{
  for (int held = 3; held <= 4; held++)
    {
      T *t = t_new ("campaign-for-ohio");

      t_clear (t);
      t_last_settler (t);
      for (int i = 1; i <= held; i++)
        {
          g_autofree char *id = g_strdup_printf ("settler.%d", i);

          t_put (t, id, "cincinnati", 0);
        }
      if (held == 4)
        {
          g_autofree char *full = t_refusal (t, "settle cincinnati");
          g_autofree char *expected = g_strdup_printf (
            "“settle” is not allowed: %s already holds four settlers, the most an area may (rule 6.0.1)",
            loc_name (t, "cincinnati"));

          g_assert_cmpstr (full, ==, expected);
        }
      else
        g_assert_true (t_can (t, "settle cincinnati"));
      t_free (t);
    }
  {
    T *t = t_new ("campaign-for-ohio");
    g_autofree char *warpath = NULL, *expected = NULL;

    t_clear (t);
    t_last_settler (t);
    t_put (t, "warrior-shawnee.1", "miami-purchase", 0);
    warpath = t_refusal (t, "settle miami-purchase");
    expected = g_strdup_printf ("“settle” is not allowed: warriors on the warpath stand in %s (rule 6.0.1)",
                                loc_name (t, "miami-purchase"));
    g_assert_cmpstr (warpath, ==, expected);
    t_free (t);
  }
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/9.4.1/refusal/not-adjacent", test_not_adjacent);
  g_test_add_func ("/bloodyground/9.4.1/refusal/not-enough-mp", test_not_enough_mp);
  g_test_add_func ("/bloodyground/9.3/refusal/not-yours", test_not_yours);
  g_test_add_func ("/bloodyground/9.4.1/refusal/drop-leader", test_drop_leader);
  g_test_add_func ("/bloodyground/6.0.1/refusal/settlers", test_settlers);
  return g_test_run ();
}
