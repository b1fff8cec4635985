/* test-pontiac-retreat-arms.c — what a British retreat gives the Nations:
 * 1 VP per 5 FP for any retreat (11.3, 17.1), and 1 Arms Point only for
 * "the defeat and retreat of any British force that contained 5 FP or
 * more" (11.5), not for a retreat the British chose before combat.
 *
 * The position: British Regulars at Little Miami, Ottawa bands attack from
 * Mad River (more than twice the British FP, so the British may retreat
 * without a roll, 11.3, and must after a round, 11.10).  Equal VP, no
 * cards, no Arms. */
#include "test-pontiac-util.c"

typedef struct {
  const char *path;
  gboolean five;            /* 5 FP of Regulars (else 4) against 11 (else 9) */
  gboolean leader;          /* an officer with them ("Leaders count as 1 FP", 11.3, 11.5), against 11 */
  const char *defence;      /* the British option (11.1 step 2) */
  int arms, vp;             /* what the Nations gain */
} RetreatRow;

static const RetreatRow retreat_rows[] = {
  /* Chosen before combat: the VP, no Arms. */
  { "/pontiac/11.5/chosen-retreat-of-5-fp-no-arms", TRUE, FALSE, "try-retreat", 0, 1 },
  /* Beaten: a round (no hits), then 11 > 2 × 5, an automatic retreat. */
  { "/pontiac/11.5/beaten-5-fp-force-gives-arms", TRUE, FALSE, "fight", 1, 1 },
  /* 4 FP beaten: under 5, neither. */
  { "/pontiac/11.5/beaten-4-fp-force-no-arms", FALSE, FALSE, "fight", 0, 0 },
  /* 4 FP and an officer, who counts 1 FP: 5, both (fifth re-check S1c). */
  { "/pontiac/11.5/beaten-4-fp-and-leader-gives-arms", FALSE, TRUE, "fight", 1, 1 },
  { "/pontiac/11.3/chosen-retreat-4-fp-and-leader-1-vp", FALSE, TRUE, "try-retreat", 0, 1 },
};

static void
run_retreat_row (gconstpointer data)
{
  const RetreatRow *r = data;
  T *t = t_new_empty ("rising-1763");
  int arms, vp;

  t_put_in (t, "little-miami", "regulars-2.1", "regulars-2.2", NULL);
  t_put_series (t, "ottawa-band-2", 1, 4, "mad-river", 0);
  t_put (t, "ottawa-band-1.1", "mad-river", 0);
  if (r->five)
    t_put (t, "regulars-1.1", "little-miami", 0);
  if (r->leader)
    t_put (t, "officer-ecuyer.1", "little-miami", 0);
  if (r->five || r->leader)
    t_put_in (t, "mad-river", "ottawa-band-1.2", "ottawa-band-1.3", NULL);
  t_attack_from (t, SIDE_NATIONS, "mad-river", "little-miami");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  arms = t_arms (t);
  vp = t_vp_of (t, SIDE_NATIONS);
  /* The round's dice: 1s, no hits either way. */
  t_do_rolls (t, r->defence, ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_cmpint (t_arms (t), ==, arms + r->arms);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, vp + r->vp);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (retreat_rows); i++)
    g_test_add_data_func (retreat_rows[i].path, &retreat_rows[i], run_retreat_row);
  return g_test_run ();
}
