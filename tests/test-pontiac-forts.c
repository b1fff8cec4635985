/* test-pontiac-forts.c — a fort too small for the whole British force
 * (11.11): the British choose the units that go in (5 × value printed FP);
 * the units left out must try to retreat by the 11.3 chart and, failing,
 * fight the first round in the open while the garrison avoids it.
 *
 * The position: Fort Miami (value 1, room for 5 FP) holds 6 FP of
 * Regulars (four 1-FP counters and a 2-FP one); Miami bands attack from
 * Kekionga, next to it.  Equal VP, so no side is behind; no cards, no
 * Arms. */
#include "test-pontiac-util.c"

static T *
overflow_battle_with (int nations_fp, gboolean allies)
{
  static const char *const bands[] = { "miami-band-2.1", "miami-band-2.2", "miami-band-1.1" };
  T *t = t_new_empty ("rising-1763");
  int fp = 0;

  t_put_series (t, "regulars-1", 1, 4, "fort-miami", 0);
  t_put (t, "regulars-2.1", "fort-miami", 0);
  if (allies)
    t_put (t, "indian-allies-1.1", "fort-miami", 0);
  for (guint i = 0; i < G_N_ELEMENTS (bands) && fp < nations_fp; i++)
    {
      t_put (t, bands[i], "kekionga", 0);
      fp += t->self->d->pieces[t_piece (t, bands[i])].printed_fp;
    }
  g_assert_cmpint (fp, ==, nations_fp);
  t_attack_from (t, SIDE_NATIONS, "kekionga", "fort-miami");
  t_do (t, "fort-up");
  return t;
}

static T *
overflow_battle (int nations_fp)
{
  return overflow_battle_with (nations_fp, FALSE);
}

static gboolean
inside (T *t, const char *piece)
{
  return (t_pc (t, piece)->flags & F_INSIDE) != 0;
}

/* The British pick the four 1-FP Regulars: 1 FP of room is left, which
 * the 2-FP counter does not fit, so the choice ends. */
static void
shelter_the_ones (T *t)
{
  g_assert_cmpint (t->st->pending.kind, ==, D_SHELTER);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  /* Piece order decides nothing: the 2-FP counter may go in first. */
  g_assert_true (t_can (t, "shelter regulars-2.1"));
  g_assert_true (t_can (t, "shelter regulars-1.4"));
  t_do (t, "shelter regulars-1.4");
  t_do (t, "shelter regulars-1.3");
  t_do (t, "shelter regulars-1.2");
  g_assert_false (t_can (t, "shelter regulars-1.4"));
  g_assert_true (t_can (t, "shelter regulars-2.1"));   /* 3 in, 2 of room */
}

/* The British choose: not piece order (the referee's finding 4). */
static void
test_british_choose (void)
{
  T *t = overflow_battle (5);

  shelter_the_ones (t);
  t_do (t, "shelter regulars-1.1");
  /* 4 FP in, 1 of room: the 2-FP counter stays out; 5 > 2 × 2, so it
   * retreats without a roll. */
  g_assert_true (inside (t, "regulars-1.1"));
  g_assert_false (inside (t, "regulars-2.1"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->n_rolls, ==, 0);
  t_free (t);
}

/* The other choice: the 2-FP counter in, one 1-FP counter left out. */
static void
test_british_choose_the_two (void)
{
  T *t = overflow_battle (5);

  shelter_the_ones (t);
  t_do (t, "shelter regulars-2.1");
  g_assert_true (inside (t, "regulars-2.1"));
  g_assert_false (inside (t, "regulars-1.1"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  t_free (t);
}

typedef struct {
  const char *path;
  int nations_fp;
  int roll;            /* the retreat roll, 0: none */
  gboolean retreats;   /* the 2 FP left out retreat before combat */
  gboolean allies;     /* a 1-FP Indian Allies unit left out with them (6.2: never inside) */
} LeftOutRow;

/* 11.3 British chart for the 2 FP left out: no roll at more than 2 to 1
 * (5 FP), otherwise a modified 1 (no modifier here: not behind, no
 * Allies).  With the Allies, 3 FP out: "Subtract another 1 for ANY
 * Indian Ally", 2 - 1 retreats, 3 - 1 fails. */
static const LeftOutRow left_out_rows[] = {
  { "/pontiac/11.11/left-out-more-than-2-to-1-no-roll", 5, 0, TRUE, FALSE },
  { "/pontiac/11.11/left-out-exactly-2-to-1-rolls-1", 4, 1, TRUE, FALSE },
  { "/pontiac/11.11/left-out-roll-2-fights-in-the-open", 4, 2, FALSE, FALSE },
  { "/pontiac/11.11/left-out-with-allies-roll-2-minus-1-retreats", 4, 2, TRUE, TRUE },
  { "/pontiac/11.11/left-out-with-allies-roll-3-minus-1-fails", 4, 3, FALSE, TRUE },
};

static void
run_left_out_row (gconstpointer data)
{
  const LeftOutRow *r = data;
  T *t = overflow_battle_with (r->nations_fp, r->allies);

  shelter_the_ones (t);
  if (r->roll)
    t_do_rolls (t, "shelter regulars-1.1", ROLLS (r->roll,
                                                  /* failing: the round, 4 Nations dice and 2 British
                                                   * (3 with the Allies), no hits */
                                                  1, 1, 1, 1, 1, 1, 1));
  else
    t_do (t, "shelter regulars-1.1");
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));   /* 4 or 5 FP ≥ 4 */
  if (r->allies)
    {
      g_autofree char *said = g_strdup_printf ("roll %d-1: %s", r->roll, r->retreats ? "success" : "failure");

      g_assert_true (t_said (t, said));
      /* Failing, the 3 FP fight the round in the open, 3 British dice. */
      g_assert_cmpint (t_said (t, "the units left outside face the first round in the open"), ==, !r->retreats);
      g_assert_cmpint (t_said (t, "British roll 3 dice"), ==, !r->retreats);
      t_free (t);
      return;
    }
  if (r->retreats)
    {
      g_assert_cmpint (t->st->n_rolls, ==, r->roll ? 1 : 0);
      g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
      t_free (t);
      return;
    }
  /* The garrison avoids the round: 2 British dice, no fort value. */
  g_assert_true (t_said (t, "the units left outside face the first round in the open"));
  g_assert_true (t_said (t, "British roll 2 dice"));
  g_assert_true (t_said (t, "Nations roll 4 dice"));
  g_assert_false (t_said (t, "the fort's value cancels"));
  /* The round fought (the only one on the turn the siege is placed),
   * the weaker 2 FP retreat (11.10); the garrison stays besieged. */
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_do_found (t, "retreat ");
  g_assert_cmpint (t_where (t, "regulars-2.1"), !=, t_loc (t, "fort-miami"));
  g_assert_true (inside (t, "regulars-1.1"));
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/11.11/overflow-british-choose-who-shelters", test_british_choose);
  g_test_add_func ("/pontiac/11.11/overflow-two-fp-counter-in", test_british_choose_the_two);
  for (guint i = 0; i < G_N_ELEMENTS (left_out_rows); i++)
    g_test_add_data_func (left_out_rows[i].path, &left_out_rows[i], run_left_out_row);
  return g_test_run ();
}
