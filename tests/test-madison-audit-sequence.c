/* test-madison-audit-sequence.c — Mr. Madison's War: rows that close the
 * session 11 mutation audit (docs/rules/madison-mutations-b.md) in the
 * sequence of play, winter, victory and supply (bh-madison-sequence.c,
 * -common.c, -supply.c, -special-units.c): each row fails under the
 * mutation named in its comment.  A row is a position and a script of
 * player actions and checks (MadRow, t_run_step: test-madison-util.c). */
#include "test-madison-util.c"

#define US MAD_US
#define GB MAD_GB

static const MadRow rows[] = {
  /* 2.74, 13.51: an Event Card Fort adds 4 to the space's winter
   * quartering value: Fort Meigs at Maumee Rapids (1) quarters five fresh
   * units with no loss; a sixth costs a step.  (Mutation: wq() counting
   * depots only, sequence.c "|| kind == PK_EVENT_FORT" dropped.) */
  { "/madison/2.74/event-fort-quarters-five", "1813-1814", 5, US,
    { "us-fort-meigs maumee-rapids", "us-11th maumee-rapids", "us-12th maumee-rapids", "us-13th maumee-rapids",
      "us-14th maumee-rapids", "us-15th maumee-rapids", "card-42 hand-us", NULL },
    { "hold card-42", "#7", "=us-11th 0", "=us-12th 0", "=us-13th 0", "=us-14th 0", "=us-15th 0", NULL } },
  { "/madison/2.74/event-fort-sixth-unit-loses-a-step", "1813-1814", 5, US,
    { "us-fort-meigs maumee-rapids", "us-11th maumee-rapids", "us-12th maumee-rapids", "us-13th maumee-rapids",
      "us-14th maumee-rapids", "us-15th maumee-rapids", "us-16th maumee-rapids", "card-42 hand-us", NULL },
    { "hold card-42", "#6", "loss us-16th", "#7", "=us-16th 1", "=us-11th 0", "=us-15th 0", NULL } },
  /* 2.74, 2.71: an Event Card Fort adds its value to the defence where it
   * stands: the 17th (3) in Maumee Rapids with Fort Meigs (2) defends with
   * 5; without the fort, 3.  (Mutation: mad_fort_value() adding 0 for an
   * event fort, common.c "v += strength".) */
  { "/madison/2.74/event-fort-adds-its-value", "1813-1814", 4, GB,
    { "gb-8th lower-sandusky", "us-17th maumee-rapids", "us-fort-meigs maumee-rapids", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units lower-sandusky", "add gb-8th", "go", "move gb-8th maumee-rapids", "(stand)", "%3 3|end",
      "~against defence 5 with the fort", NULL } },
  { "/madison/2.74/no-event-fort-no-value", "1813-1814", 4, GB,
    { "gb-8th lower-sandusky", "us-17th maumee-rapids", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units lower-sandusky", "add gb-8th", "go", "move gb-8th maumee-rapids", "(stand)", "%3 3|end",
      "~against defence 3,", "-with the fort", NULL } },
};

/* 4.12: the VP marker moves on the Victory Point Track, whose ends are
 * -40 and 40 (reconstructed: the rule book prints no range): the marker
 * at -40 (the British 40 ahead) reads -40 after a play, at -39 reads -39.  (Mutation:
 * mad_update_vp() clamping at one above the track's low end, common.c
 * "vp_min + 1".) */
static void
test_vp_track_end (void)
{
  static const int marks[] = { -40, -39 };

  for (guint i = 0; i < G_N_ELEMENTS (marks); i++)
    {
      T *t = t_new_placed_vp ("1814", 7, (const char *[]) { "card-40 hand-gb", "card-33 hand-us", NULL }, marks[i], FALSE);

      g_autoptr(GError) error = NULL;
      BhAction a;

      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      /* applied by hand, not by t_do, so that this row's own assertion,
       * not the VP invariant after the action, is what a clamp at -39
       * fails (the seventh re-check's m-e); the invariants are checked
       * after it */
      t_parse_legal (t, "hold card-40", &a);
      bh_rules_apply (t->rules, t->st, &a);
      g_assert_cmpint (t_vp (t), ==, marks[i]);
      g_assert_true (bh_rules_check_invariants (t->rules, t->st, &error));
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/4.12/vp-marker-stops-at-the-track-end", test_vp_track_end);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_test_add_data_func (rows[i].path, &rows[i], t_run_row);
  return g_test_run ();
}
