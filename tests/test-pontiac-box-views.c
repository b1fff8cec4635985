/* test-pontiac-box-views.c — what the other side's view keeps of an
 * Off-Map Force box (6.3; referee re-check 3, F3): the rules' status bits
 * of boxed pieces go, so a leader's rally support (16.2) does not show
 * which, or how many, boxed pieces rolled. */
#include "test-pontiac-util.c"

/* Lenape band 2.1 (disrupted) and the sachem Teedyuscung boxed at Mad
 * River; the band rallies with his help or alone, on a 6 (16.2). */
static BhState *
british_view_after (const char *action)
{
  T *t = t_new ("rising-1763");
  BhState *view;

  t_clear_map (t);
  t_no_cards (t);
  t_put (t, "lenape-band-2.1", "mad-river", 1);
  t_put (t, "sachem-teedyuscung.1", "mad-river", 0);
  t_at_phase (t, 1, "nations-movement-combat");
  t_do (t, "conceal mad-river");
  t_vp (t, 10, 10);
  t_at_phase (t, 2, "rally");
  while (t->st->pending.kind == D_RALLY && t->st->pending.side != SIDE_NATIONS)
    t_do (t, "done");
  g_assert_cmpint (t->st->pending.kind, ==, D_RALLY);
  t_do_rolls (t, action, ROLLS (6));
  g_assert_cmpint (t_face (t, "lenape-band-2.1"), ==, 0);
  view = bh_rules_dup_view (t->rules, t->st, SIDE_BRITISH);
  t_free (t);
  return view;
}

static void
test_rally_support_unseen (void)
{
  g_autoptr(BhState) helped = british_view_after ("rally-with sachem-teedyuscung.1 lenape-band-2.1");
  g_autoptr(BhState) alone = british_view_after ("rally lenape-band-2.1");

  g_assert_true (bh_state_equal (helped, alone));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/6.3/box-hides-rally-support", test_rally_support_unseen);
  return g_test_run ();
}
