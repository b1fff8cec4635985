/* test-ohio-fort-arrival.c — Blood on the Ohio 20.1 and 20.1.2: "When a
 * force ends its move on a space containing a fort, the force must be
 * distributed into a screening stack and a defending stack. The US player
 * may freely redistribute units between a fort's screening stack and
 * defending stack at any time during the US Operations Turn Segment."
 * A US force that has just ended its move on a fort is offered
 * `garrison` for its leaders and units, within the fort's capacity
 * (20.1.2: Fort Washington and Harmar 8 FP, built forts 6 FP, leaders not
 * counted), tested on both sides of each capacity; a moved piece put
 * inside keeps its Moved mark (20.1: "not mix units that have moved with
 * those that have not"). Referee session 13, finding 7. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

/* `n_in` full regulars (2 FP each, counters.xml) defend the fort at `fort`;
 * `n_force` more stand at `from` with Harmar and march in; the move ends. */
static T *
force_ends_on_fort (const char *scenario, const char *fort, int n_in, const char *from, int n_force)
{
  T *t = t_new_clear (scenario);

  if (!strcmp (fort, "east-fork"))
    t_put (t, "fort-steuben", fort, 0);
  for (int i = 1; i <= n_in; i++)
    {
      g_autofree char *id = g_strdup_printf ("us-regular-infantry.%d", i);

      t_put (t, id, fort, 0);
      t_pc (t, id)->flags = F_DEFEND;
    }
  t_put (t, "harmar", from, 0);
  t_put_series (t, "us-regular-infantry", n_in + 1, n_in + n_force, from, 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_do (t, "form harmar");
  t_do_series (t, "add", "us-regular-infantry", n_in + 1, n_in + n_force);
  t_do (t, "march");
  {
    g_autofree char *move = g_strdup_printf ("move %s", fort);

    t_do (t, move);
  }
  t_do (t, "stop");
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  return t;
}

/* 20.1: the regular that has just marched into Fort Washington may go
 * into the fort at once; inside it is defending and still Moved: it may not
 * form a force again this segment, and may come out again (20.1's free
 * redistribution). */
static void
test_moved_force_goes_in (void)
{
  T *t = force_ends_on_fort ("harmar", "fort-washington", 0, "north-bend", 1);
  BhPieceState *reg = t_pc (t, "us-regular-infantry.1");

  g_assert_true (reg->flags & F_MOVED);
  g_assert_false (reg->flags & F_DEFEND);
  g_assert_true (t_has (t, "garrison us-regular-infantry.1"));
  g_assert_true (t_has (t, "garrison harmar"));
  g_assert_false (t_has (t, "form us-regular-infantry.1"));
  t_do (t, "garrison us-regular-infantry.1");
  reg = t_pc (t, "us-regular-infantry.1");
  g_assert_true (reg->flags & F_DEFEND);
  g_assert_true (reg->flags & F_MOVED);
  g_assert_false (t_has (t, "form us-regular-infantry.1"));
  g_assert_true (t_has (t, "ungarrison us-regular-infantry.1"));
  t_do (t, "ungarrison us-regular-infantry.1");
  g_assert_false (t_pc (t, "us-regular-infantry.1")->flags & F_DEFEND);
  t_free (t);
}

/* 20.1.2: Fort Washington holds 8 FP. Three regulars inside (6 FP): the
 * first of the two arriving regulars makes 8 (in), the second would make
 * 10 (refused, naming 20.1.2); Harmar goes in all the same ("Leader FP do
 * not count toward the maximum"). */
static void
test_printed_fort_capacity_eight (void)
{
  T *t = force_ends_on_fort ("harmar", "fort-washington", 3, "north-bend", 2);
  g_autofree char *why = NULL;

  g_assert_cmpint (ohio_fort_capacity (&t->c, t_loc (t, "fort-washington")), ==, 8);
  t_do (t, "garrison us-regular-infantry.4");
  g_assert_cmpint (ohio_stack_unit_fp (&t->c, t_loc (t, "fort-washington"), US, F_DEFEND, 0), ==, 8);
  g_assert_false (t_has (t, "garrison us-regular-infantry.5"));
  why = t_refusal (t, "garrison us-regular-infantry.5");
  g_assert_nonnull (strstr (why, "20.1.2"));
  t_do (t, "garrison harmar");
  g_assert_true (t_pc (t, "harmar")->flags & F_DEFEND);
  t_free (t);
}

/* 20.1.2: a built fort holds 6 FP. Fort Steuben at East Fork with two
 * regulars inside (4 FP): the first arriving regular makes 6 (in), the
 * second 8 (refused). */
static void
test_built_fort_capacity_six (void)
{
  T *t = force_ends_on_fort ("wabash", "east-fork", 2, "white-oak", 2);
  g_autofree char *why = NULL;

  g_assert_cmpint (ohio_fort_capacity (&t->c, t_loc (t, "east-fork")), ==, 6);
  t_do (t, "garrison us-regular-infantry.3");
  g_assert_cmpint (ohio_stack_unit_fp (&t->c, t_loc (t, "east-fork"), US, F_DEFEND, 0), ==, 6);
  g_assert_false (t_has (t, "garrison us-regular-infantry.4"));
  why = t_refusal (t, "garrison us-regular-infantry.4");
  g_assert_nonnull (strstr (why, "20.1.2"));
  t_free (t);
}

/* 20.1 applies to a space "containing a fort" only: a force ending its
 * move on an open space (North Bend from Fort Washington) has nothing to
 * go into. */
static void
test_no_fort_no_distribution (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "fort-washington", 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", NULL);
  t_do (t, "move north-bend");
  t_do (t, "stop");
  g_assert_false (t_has (t, "garrison"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* test-ohio-util.c's helpers this file does not need. */
  (void) t_vp2; (void) t_nation;
  g_test_add_func ("/ohio/20.1/moved-force-goes-into-the-fort", test_moved_force_goes_in);
  g_test_add_func ("/ohio/20.1.2/printed-fort-holds-eight", test_printed_fort_capacity_eight);
  g_test_add_func ("/ohio/20.1.2/built-fort-holds-six", test_built_fort_capacity_six);
  g_test_add_func ("/ohio/20.1/no-fort-nothing-to-go-into", test_no_fort_no_distribution);
  return g_test_run ();
}
