/* test-madison-golden.c — Mr. Madison's War: the digest's worked examples
 * not covered by a rule's own test file: T12 (the year's cards discarded,
 * 7.24), T15 (one use per card, 8.31), T21 (a retreat before combat into
 * enemy territory, 9.43), T23 (the Kingston example, 10.73 with 13.4) and
 * T45 (Tecumseh and the Shawnee leave together, 3.54). */
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

/* T21 (9.43): the US 21st in Gananoque (British territory), the British
 * 49th coming from Kingston: the only retreat is Prescott, an original
 * British space the US does not control; he may still retreat before
 * combat, flipped to his reduced side.  Already reduced, he retreats with
 * no further loss and is not destroyed; with the US 18th holding Prescott
 * (value 2) the retreat costs nothing. */
static void
test_t21_retreat_into_enemy_space (void)
{
  for (int variant = 0; variant < 3; variant++)
    {
      T *t = t_new ("1813-1814");

      t_clear (t);
      t_play_at (t, 4, MAD_GB);
      t_put (t, "gb-49th", "kingston", 0);
      t_put (t, "us-21st", "gananoque", variant == 1 ? 1 : 0);
      if (variant == 2)
        t_put (t, "us-18th", "prescott", 0);
      t_march (t, "gb-49th", "kingston", "gananoque");
      g_assert_cmpint (t->st->pending.kind, ==, D_RBC);
      t_do (t, "rbc");
      t_assert_at (t, "us-21st", "prescott");
      g_assert_cmpint (t_face (t, "us-21st"), ==, variant == 2 ? 0 : 1);
      t_free (t);
    }
}

/* T23 (10.73's example, 13.4): the US 21st (4 factors) holds Kingston (VP
 * 4) and Oneida Lake Ontario, cutting the British west of Kingston.  The
 * British 49th attacking from Smiths Creek is out of supply for the
 * attack: his factors are halved, rounded up (13.4); attacking from
 * Gananoque, which keeps its line east by Prescott, they are not.  (The
 * retreat to Gananoque "only if it is empty and puts him back in supply"
 * is /madison/10.73/attacker-back-into-supply.) */
static void
test_t23_kingston_supply (void)
{
  for (int from_west = 0; from_west < 2; from_west++)
    {
      T *t = t_new ("1813-1814");
      const char *from = from_west ? "smiths-creek" : "gananoque";
      int strength = t->self->d->pieces[t_piece (t, "gb-49th")].strength[0];
      g_autofree char *halved = g_strdup_printf ("The British force is out of supply: attack halved to %d (13.4)", (strength + 1) / 2);

      t_clear (t);
      t_play_at (t, 4, MAD_GB);
      t_put (t, "gb-49th", from, 0);
      t_put (t, "us-21st", "kingston", 0);
      t_put (t, "us-oneida", "lake-ontario", 0);
      t_fight (t, "gb-49th", from, "kingston", ROLLS (3, 3));
      g_assert_cmpint (t_narrated (t, halved), ==, from_west);
      g_assert_cmpint (t_narrated (t, "attack halved"), ==, from_west);
      t_free (t);
    }
}

/* 10.1: the US 18th and 13th leave Sackets Harbour with a "2" card, one
 * against the British 49th in Oswego, one against the 41st in Ogdensburg:
 * the US chooses which battle is fought first; with one battle left there
 * is nothing to choose. */
static void
test_battle_order (void)
{
  T *t = t_new ("1813-1814");
  int card;

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-18th", "sackets-harbour", 0);
  t_put (t, "us-13th", "sackets-harbour", 0);
  t_put (t, "gb-49th", "oswego", 0);
  t_put (t, "gb-1-41st", "ogdensburg", 0);
  card = t_card_to_hand (t, 2, 13, "hand-us");
  t_do_card (t, "ops", card);
  t_do (t, "units sackets-harbour");
  t_do (t, "add us-18th");
  t_do (t, "add us-13th");
  t_do (t, "go");
  if (t->st->pending.kind == D_REACTION)
    t_do (t, "no-reaction");
  t_do (t, "move us-18th oswego");
  if (t->st->pending.kind == D_RBC)
    t_do (t, "stand");
  t_do (t, "move us-13th ogdensburg");
  if (t->st->pending.kind == D_RBC)
    t_do (t, "stand");
  t_do (t, "end");
  g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_ORDER);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  g_assert_true (t_can (t, "fight oswego"));
  g_assert_false (t_can (t, "fight sackets-harbour"));
  t_keep_story_on (t);
  t_do (t, "fight ogdensburg");
  t_assert_narrates (t, "Battle at Ogdensburg");
  /* Fought first: anything said of Oswego comes after. */
  if (t_narrated (t, "Battle at Oswego"))
    g_assert_true (strstr (t->story->str, "Battle at Ogdensburg") < strstr (t->story->str, "Battle at Oswego"));
  t->keep_story = FALSE;
  /* The second battle follows without a choice. */
  while (t->st->pending.kind != D_PLAY && t->st->result == BH_RESULT_ONGOING)
    {
      g_assert_cmpint (t->st->pending.kind, !=, D_BATTLE_ORDER);
      t_do_first_while (t, t->st->pending.kind, NULL);
    }
  t_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/7.24/T12-year-change", test_t12_year_change);
  g_test_add_func ("/madison/7.35/T12-year-change", test_t12_year_change);
  g_test_add_func ("/madison/7.22/T12-year-change", test_t12_year_change);
  g_test_add_func ("/madison/7.6/T12-year-change", test_t12_year_change);
  g_test_add_func ("/madison/7.5/T12-year-change", test_t12_year_change);
  g_test_add_func ("/madison/5.2/T12-year-change", test_t12_year_change);
  g_test_add_func ("/madison/8.31/T15-one-use-per-card", test_t15_one_use);
  g_test_add_func ("/madison/9.43/T21-retreat-into-enemy-space", test_t21_retreat_into_enemy_space);
  g_test_add_func ("/madison/10.73/T23-kingston-supply", test_t23_kingston_supply);
  g_test_add_func ("/madison/13.4/T23-kingston-supply", test_t23_kingston_supply);
  g_test_add_func ("/madison/10.1/battle-order", test_battle_order);
  g_test_add_func ("/madison/3.54/T45-tecumseh-and-shawnee", test_t45_tecumseh_and_shawnee);
  return g_test_run ();
}
