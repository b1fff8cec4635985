/* test-bloody-activation.c — A Dark and Bloody Ground: activations and
 * force marches (9.3, 9.3.1, 9.3.2, 9.4.2).  Driven through player
 * actions, dice forced, each number on both sides of its boundary.  Paths
 * /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* 15.4's Action Phase of `turn` (4 Summer 1791, 5 Fall, 6 Winter 1792),
 * CL 2, the map cleared, every nation at war, the Wyandot at ML 2: a US
 * regular at Cincinnati, Tarhe and a Wyandot warrior at Upper Sandusky.
 * `side` acts first. */
static T *
activation_position (int turn, int side)
{
  T *t = t_action_position (turn, side);

  *t_mk (t, "ml-wyandot") = 2;
  t_put (t, "us-regular.1", "cincinnati", 0);
  t_put (t, "tarhe", "upper-sandusky", 0);
  t_put (t, "warrior-wyandot.1", "upper-sandusky", 0);
  return t;
}

/* The US regular's first activation, a stop, and the NA's pass: the
 * regular may try again (9.3). */
static T *
after_first_activation (int turn)
{
  T *t = activation_position (turn, 0);

  t_do (t, "activate us-regular.1");   /* the first activation is automatic (9.3) */
  g_assert_false (t_said (t, "checks"));
  t_do (t, "stop");
  t_do (t, "pass");                    /* the NA */
  g_assert_cmpint (t->st->pending.side, ==, 0);
  g_assert_true (t_can (t, "activate us-regular.1"));
  return t;
}

/* 9.3.1: "a die roll less than or equal to the current US Commitment
 * Level": 2 passes at CL 2, 3 fails and ends the unit's actions. */
static void
test_second_activation_us (void)
{
  for (int die = 2; die <= 3; die++)
    {
      T *t = after_first_activation (4);

      t_do_rolls (t, "activate us-regular.1", ROLLS (die));
      g_assert_true (t_said (t, die == 2 ? "checks: 2 against level 2: passed" : "checks: 3 against level 2: failed"));
      g_assert_cmpint (t->st->pending.kind, ==, die == 2 ? D_MOVE : D_ACTION);
      g_assert_cmpint ((t_x (t)->status[t_piece (t, "us-regular.1")] & ST_DONE) != 0, ==, die == 3);
      t_free (t);
    }
}

/* 9.4.2: after the second action an attrition check: the die, +1 in
 * Fall, +2 in Winter, against the CL (2); failing disrupts.  Summer: 2
 * passes, 3 fails; Fall: 1 passes, 2 fails; Winter: 1 + 2 = 3 fails. */
typedef struct {
  int turn, die;
  gboolean disrupted;
} MarchCase;

static const MarchCase march_cases[] = {
  { 4, 2, FALSE }, { 4, 3, TRUE },
  { 5, 1, FALSE }, { 5, 2, TRUE },
  { 6, 1, TRUE },
};

static void
test_force_march (gconstpointer data)
{
  const MarchCase *k = data;
  T *t = after_first_activation (k->turn);

  t_do_rolls (t, "activate us-regular.1", ROLLS (1));   /* passes at CL 2 */
  t_do_rolls (t, "stop", ROLLS (k->die));
  g_assert_true (t_said (t, "(9.4.2)"));
  g_assert_cmpint ((t_x (t)->status[t_piece (t, "us-regular.1")] & ST_DISRUPTED) != 0, ==, k->disrupted);
  g_assert_true (t_at (t, "us-regular.1", "cincinnati"));
  g_assert_true (t_x (t)->status[t_piece (t, "us-regular.1")] & ST_DONE);
  t_free (t);
}

/* 9.3: a unit that has completed a second activation is done for the
 * turn ("marked with an Actions Finished marker"). */
static void
test_force_march_twice_failed (void)
{
  T *t = after_first_activation (6);

  t_do_rolls (t, "activate us-regular.1", ROLLS (1));
  t_do_rolls (t, "stop", ROLLS (1));
  g_assert_true (t_x (t)->status[t_piece (t, "us-regular.1")] & ST_DISRUPTED);
  g_assert_false (t_can (t, "activate us-regular.1"));   /* its actions are completed */
  t_free (t);
}

/* 9.3.2: "Warrior units may only attempt a second activation if stacked
 * with a leader unit ... Subtract the leader's Command Rating": the
 * warrior alone may not; with Tarhe the die less his rating against the
 * Wyandot's ML 2. */
static void
test_second_activation_na (void)
{
  T *t = activation_position (4, 1);
  int cr = t->self->d->pieces[t_piece (t, "tarhe")].cr;

  t_do (t, "activate warrior-wyandot.1");
  t_do (t, "stop");
  t_do (t, "pass");   /* the US */
  g_assert_false (t_can (t, "activate warrior-wyandot.1"));
  t_free (t);
  for (int die = 2 + cr; die <= 3 + cr && die <= 6; die++)
    {
      g_autofree char *said = NULL;

      t = activation_position (4, 1);
      t_do (t, "activate tarhe");
      t_do (t, "stop");
      t_do (t, "pass");   /* the US */
      t_do_rolls (t, "activate tarhe", ROLLS (die));
      said = g_strdup_printf ("checks: %d − %d = %d against level 2: %s", die, cr, die - cr, die == 2 + cr ? "passed" : "failed");
      g_assert_true (t_said (t, said));
      g_assert_cmpint (t->st->pending.kind, ==, die == 2 + cr ? D_MOVE : D_ACTION);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/9.3.1/second-activation", test_second_activation_us);
  g_test_add_func ("/bloodyground/9.3.2/second-activation", test_second_activation_na);
  for (guint i = 0; i < G_N_ELEMENTS (march_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/9.4.2/force-march/turn-%d-die-%d", march_cases[i].turn,
                                               march_cases[i].die);

      g_test_add_data_func (path, &march_cases[i], test_force_march);
    }
  g_test_add_func ("/bloodyground/9.3/no-third-action", test_force_march_twice_failed);
  return g_test_run ();
}
