/* test-madison-refusals.c — Mr. Madison's War: a refused land move, or a
 * unit refused to the force, says which condition failed and its rule
 * (RULES-DONE 5; bh-madison-refusal.c,
 * the referee's finding 4 of 26 Nov 2026: a Pre-war move into enemy
 * territory was refused "by rule 9.2", the restriction being 6.2 step 3).
 * Each refusal beside a move the same position allows. */
#include "test-madison-util.c"

/* The Pre-war Sequence (6.2 step 3), the US playing card-4 for its
 * operations: the 13th Infantry at Lewiston activated, the 14th at
 * Buffalo not. */
static T *
prewar_move (void)
{
  T *t = t_new ("entire-war");

  t_clear (t);
  t_put (t, "us-13th", "lewiston", 0);
  t_put (t, "us-14th", "buffalo", 0);
  t_put (t, "gb-49th", "ft-george", 0);
  t_x (t)->prewar = TRUE;
  t_x (t)->stage = STG_PREWAR;
  bh_state_move_piece (t->st, t_piece (t, "card-4"), t_loc (t, "hand-us"));
  t_x (t)->drawn = t_piece (t, "card-4");
  t->st->pending.side = MAD_US;
  t->st->pending.kind = D_PREWAR;
  t_do (t, "ops card-4");
  t_do (t, "units lewiston");
  t_do (t, "add us-13th");
  t_go (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  return t;
}

/* 6.2 step 3: before the war no land force enters enemy territory:
 * Queenston is British (refused, naming 6.2), Genesee American (allowed). */
static void
test_prewar_enemy_territory (void)
{
  T *t = prewar_move ();
  g_autofree char *british = NULL, *expected = NULL;

  british = t_refusal (t, "move us-13th queenston");
  expected = g_strdup_printf ("“move” is not allowed: before the war no land force enters enemy territory, and %s "
                              "is the enemy's (rule 6.2)", mad_loc (&t->c, t_loc (t, "queenston")));
  g_assert_cmpstr (british, ==, expected);
  g_assert_true (t_can (t, "move us-13th genesee"));
  t_free (t);
}

/* 9.2: a move follows a path to a connected space. */
static void
test_not_adjacent (void)
{
  T *t = prewar_move ();
  g_autofree char *far = NULL, *expected = NULL;

  far = t_refusal (t, "move us-13th detroit");
  expected = g_strdup_printf ("“move” is not allowed: %s is not next to %s at %s (rule 9.2)",
                              mad_loc (&t->c, t_loc (t, "detroit")), mad_name (&t->c, t_piece (t, "us-13th")),
                              mad_loc (&t->c, t_loc (t, "lewiston")));
  g_assert_cmpstr (far, ==, expected);
  t_free (t);
}

/* 8.4: the card moves what it activated, of the player's own pieces. */
static void
test_not_activated (void)
{
  T *t = prewar_move ();
  g_autofree char *idle = NULL, *theirs = NULL, *expected_idle = NULL, *expected_theirs = NULL;

  idle = t_refusal (t, "move us-14th lewiston");
  expected_idle = g_strdup_printf ("“move” is not allowed: %s is not in the force the card activated (rule 8.4)",
                                   mad_name (&t->c, t_piece (t, "us-14th")));
  g_assert_cmpstr (idle, ==, expected_idle);
  theirs = t_refusal (t, "move gb-49th queenston");
  expected_theirs = g_strdup_printf ("“move” is not allowed: %s is not yours (rule 8.4)",
                                     mad_name (&t->c, t_piece (t, "gb-49th")));
  g_assert_cmpstr (theirs, ==, expected_theirs);
  t_free (t);
}

/* 8.41: the card activates the units of one space (here Lewiston): the
 * 14th at Buffalo may not join; the 13th at Lewiston may. */
static void
test_add_elsewhere (void)
{
  T *t = t_new ("entire-war");
  g_autofree char *elsewhere = NULL, *expected = NULL;

  t_clear (t);
  t_put (t, "us-13th", "lewiston", 0);
  t_put (t, "us-14th", "buffalo", 0);
  t_x (t)->prewar = TRUE;
  t_x (t)->stage = STG_PREWAR;
  bh_state_move_piece (t->st, t_piece (t, "card-4"), t_loc (t, "hand-us"));
  t_x (t)->drawn = t_piece (t, "card-4");
  t->st->pending.side = MAD_US;
  t->st->pending.kind = D_PREWAR;
  t_do (t, "ops card-4");
  t_do (t, "units lewiston");
  elsewhere = t_refusal (t, "add us-14th");
  expected = g_strdup_printf ("“add” is not allowed: %s is not at %s, where the force is (rule 8.41)",
                              mad_name (&t->c, t_piece (t, "us-14th")), mad_loc (&t->c, t_loc (t, "lewiston")));
  g_assert_cmpstr (elsewhere, ==, expected);
  g_assert_true (t_can (t, "add us-13th"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  g_test_add_func ("/madison/6.2/refusal/prewar-enemy-territory", test_prewar_enemy_territory);
  g_test_add_func ("/madison/9.2/refusal/not-adjacent", test_not_adjacent);
  g_test_add_func ("/madison/8.4/refusal/not-activated", test_not_activated);
  g_test_add_func ("/madison/8.41/refusal/add-elsewhere", test_add_elsewhere);
  return g_test_run ();
}
