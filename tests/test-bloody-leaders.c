/* test-bloody-leaders.c — A Dark and Bloody Ground: limits on US leaders
 * in play (14.0.7, 14.0.8).  Driven through player actions, dice forced.  Paths
 * /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* Spring 1791 of 15.4 at CL 1, the US offered Group A (8.5.2), with
 * `extra` leaders in play (test-bloody-util.c). */
static T *
group_a_position (const char *const *extra)
{
  return t_group_a_position (1, extra);
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

/* Spring of `turn` (3: 1791, 7: 1792) in 15.4's Mobilization Phase, a
 * Virginia militia unit just drawn for the US to place (8.4.1); Darke
 * (Virginia) waits in the US box; `in_play` militia leaders at Cincinnati
 * with a unit of his state each. */
static T *
muster_position (int turn, const char *const *in_play)
{
  T *t = t_new ("campaign-for-ohio");

  t_clear (t);
  *t_mk (t, "turn") = turn;
  t->st->turn = turn;
  *t_mk (t, "us-commitment") = 2;
  t_vp (t, 5, 5);
  t_put (t, "darke", "us-available", 0);
  for (int i = 0; in_play != NULL && in_play[i] != NULL; i++)
    {
      /* Each with a militia unit of his state (14.0.7). */
      const char *state = g_str_equal (in_play[i], "truby") ? "pennsylvania" : "kentucky";
      g_autofree char *unit = g_strdup_printf ("militia-%s.%d", state, i + 1);

      t_put (t, in_play[i], "cincinnati", 0);
      t_put (t, unit, "cincinnati", 0);
    }
  t_put (t, "militia-virginia.1", "militia-cup", 0);
  t->st->phase = 3;
  t_x (t)->proc = 3;
  t_x (t)->n_to_place = 1;
  t_x (t)->to_place[0] = t_piece (t, "militia-virginia.1");
  t_x (t)->to_remove = 0;
  memset (t_x (t)->mustered, 0, sizeof t_x (t)->mustered);
  t->st->pending.side = 0;
  t->st->pending.kind = D_PLACE_MILITIA;
  t->st->pending.args[0] = t_piece (t, "militia-virginia.1");
  return t;
}

/* 14.0.7: in 1791 two militia leaders may be in play: with Trotter in
 * play, Darke enters with the new Virginia unit, where it musters (or
 * waits, the US's choice); with Trotter and Truby in play he may not; in
 * 1792 three may. */
static void
test_militia_leaders (void)
{
  static const char *const one[] = { "trotter", NULL };
  static const char *const two[] = { "trotter", "truby", NULL };
  static const struct { int turn; const char *const *in_play; gboolean offered; } cases[] = {
    { 3, one, TRUE }, { 3, two, FALSE }, { 7, two, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = muster_position (cases[i].turn, cases[i].in_play);

      t_do (t, "place militia-virginia.1 wheeling");
      g_assert_cmpint (t->st->pending.kind == D_MILITIA_LEADER, ==, cases[i].offered);
      if (cases[i].offered)
        {
          g_assert_false (t_can (t, "leader-with darke cincinnati"));   /* only with his state's new unit */
          g_assert_true (t_can (t, "leader-waits darke"));
          t_do (t, "leader-with darke wheeling");
          g_assert_true (t_at (t, "darke", "wheeling"));
        }
      else
        g_assert_true (t_at (t, "darke", "us-available"));
      t_free (t);
    }
}

/* 14.0.7: one leader a state: Kenton (Kentucky, 1792) entering with a new
 * Kentucky unit makes Trotter, a named leader, leave for good. */
static void
test_militia_leader_makes_room (void)
{
  static const char *const one[] = { "trotter", NULL };
  T *t = muster_position (7, one);

  t_put (t, "kenton", "us-available", 0);
  t_put (t, "darke", "removed", 0);
  t_x (t)->to_place[0] = t_piece (t, "militia-kentucky.5");
  t->st->pending.args[0] = t_piece (t, "militia-kentucky.5");
  t_put (t, "militia-kentucky.5", "militia-cup", 0);
  t_do (t, "place militia-kentucky.5 bluegrass");
  g_assert_cmpint (t->st->pending.kind, ==, D_MILITIA_LEADER);
  t_do (t, "leader-with kenton bluegrass");
  g_assert_true (t_at (t, "kenton", "bluegrass"));
  g_assert_true (t_at (t, "trotter", "removed"));
  g_assert_true (t_said (t, "makes room"));
  t_free (t);
}

/* 15.4's Action Phase of `turn` (1 Fall 1790, 2 Winter 1791), the map
 * cleared but for Trotter (Kentucky) with `kentucky` Kentucky militia and
 * a Virginia unit at Cincinnati; the US to act. */
static T *
stack_position (int turn, int kentucky)
{
  T *t = t_action_position (turn, 0);

  t_put (t, "trotter", "cincinnati", 0);
  t_put_series (t, "militia-kentucky", 1, kentucky, "cincinnati", 0);
  t_put (t, "militia-virginia.1", "cincinnati", 0);
  return t;
}

/* 14.0.7: "A militia leader must always be stacked with a militia combat
 * unit from the same state".  Trotter's force may drop one of his two
 * Kentucky units, not the last.  A Kentucky unit moving off by itself
 * takes Trotter along when it is his last one (he may not be dropped, nor
 * it); with two, the other stays with him.  The Virginia unit goes alone. */
static void
test_militia_leader_stacked (void)
{
  T *t = stack_position (1, 2);

  t_do (t, "activate trotter");
  g_assert_true (t_can (t, "drop militia-kentucky.1"));
  t_do (t, "drop militia-kentucky.1");
  g_assert_false (t_can (t, "drop militia-kentucky.2"));
  g_assert_true (t_has (t, "move "));
  t_free (t);
  for (int kentucky = 1; kentucky <= 2; kentucky++)
    {
      t = stack_position (1, kentucky);
      t_do (t, "activate militia-kentucky.1");
      g_assert_cmpint (t_said (t, "Trotter goes with his militia"), ==, kentucky == 1);
      g_assert_cmpint (t_can (t, "drop trotter"), ==, FALSE);
      g_assert_cmpint (t_can (t, "drop militia-kentucky.1"), ==, kentucky == 2);
      g_assert_true (t_has (t, "move "));
      t_free (t);
    }
  t = stack_position (1, 1);
  t_do (t, "activate militia-virginia.1");
  g_assert_false (t_said (t, "goes with his militia"));
  g_assert_true (t_has (t, "move "));
  t_free (t);
}

/* 14.0.7 with 13.0: at the end of Winter the militia go home; Trotter,
 * left with no Kentucky unit, leaves the map for the US box (docs); at
 * the end of Fall his unit stays and so does he. */
static void
test_militia_leader_alone_leaves (void)
{
  for (int turn = 1; turn <= 2; turn++)
    {
      T *t = stack_position (turn, 1);

      t_x (t)->passed = 1;
      t_do (t, "pass");
      g_assert_cmpint (t_said (t, "has no militia of his state with him"), ==, turn == 2);
      g_assert_true (t_at (t, "trotter", turn == 2 ? "us-available" : "cincinnati"));
      t_free (t);
    }
}

/* A24 with 14.0.7: Group A's militia leader, Truby (Pennsylvania), comes
 * within 1791's two militia leaders.  With Trotter in play he enters with
 * the group; with Trotter and Darke in play he waits in the US box; with
 * Trotter and the Pennsylvania replacement leader in play he enters and
 * the replacement, of his state, makes room (recycled).  Each leader in
 * play stands with a militia unit of his state, and a Pennsylvania unit
 * waits at Cincinnati for Truby. */
typedef struct {
  const char *name;
  const char *in_play[3];
  gboolean enters;
  const char *makes_room;
} GroupLeaderCase;

static const GroupLeaderCase group_leader_cases[] = {
  { "one-in-play", { "trotter", NULL }, TRUE, NULL },
  { "two-in-play", { "trotter", "darke", NULL }, FALSE, NULL },
  { "his-state-in-play", { "trotter", "militia-replacement-pennsylvania", NULL }, TRUE, "militia-replacement-pennsylvania" },
};

static void
test_group_militia_leader (gconstpointer data)
{
  const GroupLeaderCase *k = data;
  T *t = t_group_a_position (1, k->in_play);

  t_put (t, "truby", "reinforcement-group-a", 0);
  t_put (t, "militia-kentucky.1", "cincinnati", 0);
  t_put (t, "militia-virginia.1", "cincinnati", 0);
  t_put (t, "militia-pennsylvania.1", "cincinnati", 0);
  t_do_rolls (t, "take-group", ROLLS (3));
  g_assert_cmpint (t_said (t, "Truby waits"), ==, !k->enters);
  if (k->makes_room)
    {
      g_assert_true (t_said (t, "makes room"));
      g_assert_true (t_at (t, k->makes_room, "us-available"));
    }
  while (t->st->pending.kind == D_LAND)
    t_do (t, "enter-all cincinnati");
  g_assert_true (t_at (t, "truby", k->enters ? "cincinnati" : "us-available"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/14.0.8/army-leader-limits", test_army_leader_limits);
  g_test_add_func ("/bloodyground/14.0.7/militia-leaders", test_militia_leaders);
  g_test_add_func ("/bloodyground/14.0.7/makes-room", test_militia_leader_makes_room);
  g_test_add_func ("/bloodyground/14.0.7/stacked", test_militia_leader_stacked);
  g_test_add_func ("/bloodyground/14.0.7/alone-leaves", test_militia_leader_alone_leaves);
  for (guint i = 0; i < G_N_ELEMENTS (group_leader_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/14.0.7/group-leader/%s", group_leader_cases[i].name);

      g_test_add_data_func (path, &group_leader_cases[i], test_group_militia_leader);
    }
  return g_test_run ();
}
