/* test-madison-golden.c — Mr. Madison's War: the digest's worked examples
 * not covered by a rule's own test file: T12 (the year's cards discarded,
 * 7.24), T15 (one use per card, 8.31) and T45 (Tecumseh and the Shawnee
 * leave together, 3.54). */
#include "test-madison-util.c"

/* T12 (5.2, 7.24): at the end of 1812 the cards left in the 1812 deck are
 * discarded; the 1813 deal comes from the 1813 deck. */
static void
test_t12_year_change (void)
{
  T *t = t_new ("entire-war");
  const MadData *d = t->self->d;
  int card;

  t_clear (t);
  t_play_at (t, 2, MAD_US);
  g_assert_cmpint (t_count_at (t, "pile-1812"), >, 0);
  card = t_card_to_hand (t, 1, 12, "hand-us");
  t_keep_story_on (t);
  t_do_card (t, "hold", card);
  /* The winter turn 1812-1813, then 1813. */
  while (t->st->turn < 4 && t->st->result == BH_RESULT_ONGOING)
    t_do_first_while (t, t->st->pending.kind, NULL);
  t_assert_narrates (t, "The cards left of 1812 are discarded (7.24)");
  g_assert_cmpint (t_count_at (t, "pile-1812"), ==, 0);
  g_assert_cmpint (t_count_at (t, "hand-us"), >, 0);
  for (guint p = 0; p < d->n_pieces; p++)
    if (bh_state_pieces (t->st)[p].location == d->hand[MAD_US] || bh_state_pieces (t->st)[p].location == d->hand[MAD_GB])
      g_assert_cmpint (d->pieces[p].year, ==, 13);
  t_free (t);
}

/* T15 (8.31): a "3" card moves two units; it cannot then restore a unit as
 * well: one use per card. */
static void
test_t15_one_use (void)
{
  T *t = t_new ("1813-1814");

  t_position (t, 4, MAD_US, (const char *[]) { "us-13th sackets-harbour", "us-14th sackets-harbour",
                                               "us-15th sackets-harbour 1", "card-33 hand-us", "card-40 hand-gb", NULL });
  /* Before the play the card could restore the 15th. */
  g_assert_true (t_can (t, "restore card-33"));
  t_do (t, "ops card-33");
  t_do (t, "units sackets-harbour");
  t_do (t, "add us-13th");
  t_do (t, "add us-14th");
  t_do (t, "go");
  t_do (t, "move us-13th ogdensburg");
  t_do (t, "move us-14th ogdensburg");
  g_assert_false (t_can (t, "flip us-15th"));
  g_assert_false (t_can (t, "restore card-33"));
  t_do (t, "end");
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "us-15th")].face, ==, 1);
  t_free (t);
}

/* T45 (3.54): the 18th attacks the reduced Shawnee unit (2) at Sandwich
 * from Detroit; with dice of 6 and 6 the Shawnee take a step loss and are
 * eliminated, and Tecumseh, at Ft. Malden, is removed too.  With dice of 1
 * and 1 the attack fails and Tecumseh stays. */
static void
test_t45_tecumseh_and_shawnee (void)
{
  for (int high = 0; high < 2; high++)
    {
      T *t = t_new ("1813-1814");

      t_position (t, 4, MAD_US, (const char *[]) { "us-18th detroit", "gb-shawnee sandwich 1", "gb-tecumseh ft-malden", NULL });
      t_fight (t, "us-18th", "detroit", "sandwich", high ? ROLLS (6, 6) : ROLLS (1, 1));
      t_do_first_while (t, D_LOSS, NULL);
      t_do_first_while (t, D_RETREAT, NULL);
      if (high)
        {
          t_assert_at (t, "gb-shawnee", "eliminated");
          t_assert_at (t, "gb-tecumseh", "removed");
          t_assert_narrates (t, "Tecumseh is removed with");
        }
      else
        {
          t_assert_at (t, "gb-shawnee", "sandwich");
          t_assert_at (t, "gb-tecumseh", "ft-malden");
        }
      t_free (t);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/7.24/T12-year-change", test_t12_year_change);
  g_test_add_func ("/madison/8.31/T15-one-use-per-card", test_t15_one_use);
  g_test_add_func ("/madison/3.54/T45-tecumseh-and-shawnee", test_t45_tecumseh_and_shawnee);
  return g_test_run ();
}
