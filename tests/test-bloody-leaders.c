/* test-bloody-leaders.c — A Dark and Bloody Ground: limits on US leaders
 * in play (14.0.8).  Driven through player actions, dice forced.  Paths
 * /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* Spring 1791 of 15.4, the US offered Group A (8.5.2): Harmar and seven
 * regulars at Cincinnati; `extra` leaders in play there too. */
static T *
group_a_position (const char *const *extra)
{
  T *t = t_new ("campaign-for-ohio");

  t_clear (t);
  *t_mk (t, "turn") = 3;
  t->st->turn = 3;
  *t_mk (t, "us-commitment") = 1;
  t_vp (t, 10, 0);
  t_put (t, "harmar", "cincinnati", 0);
  t_put_series (t, "us-regular", 1, 7, "cincinnati", 0);
  for (; extra != NULL && *extra != NULL; extra++)
    t_put (t, *extra, "cincinnati", 0);
  t->st->phase = 3;
  t_x (t)->proc = 1;
  t_x (t)->group_taken = 0;
  t->st->pending.side = 0;
  t->st->pending.kind = D_GROUP;
  return t;
}

/* 14.0.8: one rank 3 and two rank 2 Army leaders in play.  Group A
 * withdraws Harmar (3) and brings St. Clair (3), Butler (2) and
 * Hamtramck (2): exactly at both limits, no one is relieved.  With Wayne
 * (3) in play as well, St. Clair makes two of rank 3: the US relieves
 * Wayne, who is out for good, to make room. */
static void
test_army_leader_limits (void)
{
  static const char *const wayne[] = { "wayne", NULL };
  T *t = group_a_position (NULL);

  t_do_rolls (t, "take-group", ROLLS (3));
  g_assert_cmpint (t->st->pending.kind, ==, D_LAND);
  t_do (t, "enter-all cincinnati");
  g_assert_true (t_at (t, "st-clair", "cincinnati"));
  g_assert_true (t_at (t, "butler", "cincinnati"));
  g_assert_true (t_at (t, "hamtramck", "cincinnati"));
  t_free (t);

  t = group_a_position (wayne);
  t_do_rolls (t, "take-group", ROLLS (3));
  g_assert_cmpint (t->st->pending.kind, ==, D_RELIEVE);
  g_assert_true (t_can (t, "relieve wayne"));
  g_assert_false (t_can (t, "relieve hamtramck"));   /* rank 2: room for him */
  t_do (t, "relieve wayne");
  g_assert_true (t_said (t, "relieved"));
  g_assert_true (t_at (t, "wayne", "removed"));
  g_assert_cmpint (t->st->pending.kind, ==, D_LAND);
  t_do (t, "enter-all cincinnati");
  g_assert_true (t_at (t, "st-clair", "cincinnati"));
  g_assert_cmpint (t_x (t)->primary[0], ==, t_piece (t, "st-clair"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/14.0.8/army-leader-limits", test_army_leader_limits);
  return g_test_run ();
}
