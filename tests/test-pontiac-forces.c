/* test-pontiac-forces.c — Pontiac's War: the pieces of one space move as
 * more than one force in a movement phase (10.0 "Units may pick up and
 * drop off other units during their movement"; 11.1's note "Yes,
 * different Nations occupying the same space may attack separate targets
 * in different spaces.  The attacker determines the order of attacks.").
 * A piece dropped off before its force's first step has not moved and
 * may form a force of its own later in the phase; one dropped off after
 * a step has moved (docs/rules/pontiac.md, readings).  The same for the
 * British: 10.0 is general.  Paths /pontiac/10.0/... and /pontiac/11.1/...
 * Checked (session 17): the old A_DROP (every drop F_MOVED) fails the
 * 11.1 row ("form kittanning" refused) and both before-the-first-step
 * rows; a drop never F_MOVED fails both after-a-step rows; a pick-up
 * listed before the first step fails the 11.1 row. */
#include "test-pontiac-util.c"

/* 11.1's note: an Ottawa and a Seneca band in Kittanning, no sachems (so
 * they could not attack together), raze empty Fort Venango and then empty
 * Fort Ligonier, two forces one after the other in one Nations movement
 * phase.  Before a step the band left behind is not picked up again (a
 * drop and a pick-up back and forth would never end the move). */
static void
test_two_nations_separate_targets (void)
{
  T *t = t_new_empty ("rising-1763");

  t_put_in (t, "kittanning", "ottawa-band-2.1", "seneca-band-2.1", NULL);
  t_at_phase (t, 2, "nations-movement-combat");
  t_do (t, "form kittanning");
  t_do (t, "drop seneca-band-2.1");
  g_assert_false (t_can (t, "pickup seneca-band-2.1"));
  {
    g_autofree char *words = t_refusal (t, "pickup seneca-band-2.1");

    g_assert_nonnull (strstr (words, "dropped off before the force left Kittanning"));
    g_assert_nonnull (strstr (words, "(rule 10.0)"));
  }
  t_do (t, "move fort-venango");
  t_do_rolls (t, "attack", ROLLS (1));
  g_assert_false (pontiac_fort_standing (&t->c, t_loc (t, "fort-venango")));
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  /* The Seneca band, left in Kittanning, is a force of its own. */
  t_do (t, "form kittanning");
  t_do (t, "move fort-ligonier");
  t_do_rolls (t, "attack", ROLLS (1));
  g_assert_false (pontiac_fort_standing (&t->c, t_loc (t, "fort-ligonier")));
  t_assert_at (t, "ottawa-band-2.1", "fort-venango");
  t_assert_at (t, "seneca-band-2.1", "fort-ligonier");
  t_free (t);
}

/* The boundary (10.0): two pieces in `from`; the force forms, takes
 * `steps` steps (0 or 1), drops the second piece there and goes on one
 * step more and stops.  Dropped before the first step, the piece has not
 * moved and forms a force; dropped after it, it has moved this phase. */
typedef struct {
  const char *path;
  int side;
  const char *first, *second;
  const char *from, *step1, *step2;
  int steps;
} SplitRow;

static const SplitRow split_rows[] = {
  { "/pontiac/10.0/nations-dropped-before-the-first-step-forms-again", SIDE_NATIONS, "ottawa-band-2.1",
    "seneca-band-2.1", "kittanning", "chinklacamoose", "olean", 0 },
  { "/pontiac/10.0/nations-dropped-after-a-step-has-moved", SIDE_NATIONS, "ottawa-band-2.1", "seneca-band-2.1",
    "kittanning", "chinklacamoose", "olean", 1 },
  { "/pontiac/10.0/british-dropped-before-the-first-step-forms-again", SIDE_BRITISH, "regulars-2.1",
    "regulars-2.2", "kittanning", "chinklacamoose", "olean", 0 },
  { "/pontiac/10.0/british-dropped-after-a-step-has-moved", SIDE_BRITISH, "regulars-2.1", "regulars-2.2",
    "kittanning", "chinklacamoose", "olean", 1 },
};

static void
test_split (gconstpointer data)
{
  const SplitRow *row = data;
  T *t = t_new_empty ("rising-1763");
  const char *left_in = row->steps ? row->step1 : row->from;
  g_autofree char *form_first = g_strdup_printf ("form %s", row->from);
  g_autofree char *form = g_strdup_printf ("form %s", left_in);
  g_autofree char *drop = g_strdup_printf ("drop %s", row->second);
  g_autofree char *move1 = g_strdup_printf ("move %s", row->step1);
  g_autofree char *move2 = g_strdup_printf ("move %s", row->steps ? row->step2 : row->step1);

  t_put_in (t, row->from, row->first, row->second, NULL);
  t_at_phase (t, 2, row->side == SIDE_NATIONS ? "nations-movement-combat" : "british-movement-combat");
  t_do (t, form_first);
  if (row->steps)
    t_do (t, move1);
  t_do (t, drop);
  t_do (t, move2);
  t_do (t, "stop");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  g_assert_cmpint (t->st->pending.side, ==, row->side);
  t_assert_at (t, row->second, left_in);
  if (row->steps)
    {
      g_autofree char *words = t_refusal (t, form);
      g_autofree char *place = g_strdup_printf ("the pieces in %s have moved this phase (rule 10.0)",
                                                pontiac_loc_name (&t->c, t_loc (t, left_in)));

      g_assert_nonnull (strstr (words, place));
    }
  else
    {
      g_assert_true (t_can (t, form));
      t_do (t, form);
      t_do (t, move1);
      t_assert_at (t, row->second, row->step1);
    }
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/11.1/two-nations-one-space-attack-separate-targets", test_two_nations_separate_targets);
  for (guint i = 0; i < G_N_ELEMENTS (split_rows); i++)
    g_test_add_data_func (split_rows[i].path, &split_rows[i], test_split);
  return g_test_run ();
}
