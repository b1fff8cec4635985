/* test-pontiac-arrivals.c — 20.0's second-turn reinforcements, which the
 * scenarios place with turn="3" (Summer 1763 is turn 2): B's "Ottawa: 2
 * FP Warrior Bands are added to the siege" and D's "6 FP British
 * Regulars and Lieutenant Fraser enter Fort Niagara".  Off the board on
 * turn 2, on the map from the start of turn 3, narrated with 20.0.
 * Driven through the players' actions. */
#include "test-pontiac-util.c"

/* The FP of `side` in `where` (healthy faces). */
static int
fp_at (T *t, const char *where, int side)
{
  int fp = 0, loc = t_loc (t, where);

  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (bh_state_pieces (t->st)[p].location == loc && pontiac_side_of (&t->c, p) == side
        && pontiac_is_unit (&t->c, p))
      fp += t->self->d->pieces[p].printed_fp;
  return fp;
}

/* Each of D's reinforcements: three 2-FP Regulars and Fraser. */
static const char *const d_arrivals[] = {
  "regulars-2.2", "regulars-2.3", "regulars-2.4", "officer-fraser",
};

static void
test_d_fort_niagara (void)
{
  T *t = t_new ("d-devils-hole");

  g_assert_cmpint (t->st->turn, ==, 2);
  for (guint i = 0; i < G_N_ELEMENTS (d_arrivals); i++)
    g_assert_cmpint (t_where (t, d_arrivals[i]), ==, BH_OFFBOARD);
  g_assert_cmpint (fp_at (t, "fort-niagara", SIDE_BRITISH), ==, 0);
  /* Turn 2: the Seneca must attack the Portage (20.0 D); the battle
   * played out, the British survivors withdraw to Fort Niagara. */
  t_do (t, "form buffalo-creek");
  t_do (t, "move devils-hole");
  t_attack_if_asked (t);
  t_play_to_movement (t, 2, SIDE_BRITISH, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (d_arrivals); i++)
    g_assert_cmpint (t_where (t, d_arrivals[i]), ==, BH_OFFBOARD);
  t_do (t, "done");
  /* Turn 3 (the scenario's second): in Fort Niagara, 6 FP with Fraser,
   * beside what survived of the turn-2 force. */
  g_assert_cmpint (t->st->turn, ==, 3);
  g_assert_true (t_said (t, "Reinforcement: Fraser arrives in Fort Niagara (20.0)"));
  for (guint i = 0; i < G_N_ELEMENTS (d_arrivals); i++)
    t_assert_at (t, d_arrivals[i], "fort-niagara");
  g_assert_cmpint (fp_at (t, "fort-niagara", SIDE_BRITISH), >=, 6);
  g_assert_cmpint (fp_at (t, "devils-hole", SIDE_BRITISH), ==, 0);
  t_free (t);
}

static void
test_b_siege (void)
{
  T *t = t_new ("b-fort-pitt");
  int fp2;

  g_assert_cmpint (t->st->turn, ==, 2);
  g_assert_cmpint (t_where (t, "ottawa-band-2.1"), ==, BH_OFFBOARD);
  fp2 = fp_at (t, "fort-pitt", SIDE_NATIONS);
  g_assert_cmpint (fp2, ==, 4 * 2);   /* four 2-FP Warrior Bands (20.0 B) */
  t_do (t, "done");
  t_do (t, "done");
  /* 14.0: the besieged garrison's attrition, met with its two Supply. */
  while (t->st->turn == 2 && t_has (t, "spend-supply"))
    {
      g_assert_cmpint (t_where (t, "ottawa-band-2.1"), ==, BH_OFFBOARD);
      t_do_found (t, "spend-supply");
    }
  g_assert_cmpint (t->st->turn, ==, 3);
  /* Added to the siege: in Fort Pitt, under the Nations' off-map marker
   * (6.3) as the besiegers are. */
  t_assert_at (t, "ottawa-band-2.1", "fort-pitt");
  g_assert_cmpint (fp_at (t, "fort-pitt", SIDE_NATIONS), ==, fp2 + 2);
  g_assert_true (pontiac_concealed (&t->c, t_piece (t, "ottawa-band-2.1")));
  g_assert_true (t_said (t, "arrives in Fort Pitt (20.0)"));
  t_free (t);
}

/* The other side of the boundary: B's random game of seed 4 (the soak's)
 * where the Nations march off and the siege is lifted on turn 2 with the
 * garrison still in Fort Pitt: no siege to be added to, the band does not
 * arrive (reading, 11.11: two sides share a space only in a siege). */
static const char *const b_lifted[] = {
  "reveal fort-pitt", "form fort-pitt", "drop ojibwa-band-2.1", "move bushy-run",
  "retreat great-meadows", "drop sachem-minavavana", "drop sachem-guyasuta",
  "drop shawnee-band-2.1", "stop", "done", "form fort-pitt", "drop officer-ecuyer",
  "move mingo-town", "move tuscarawas", "move cuyahoga", "drop supply.1", "drop militia-2.1",
  "move mohican-johns-town", "drop supply.2", "stop", "conceal fort-pitt", "reveal fort-pitt",
  "conceal fort-pitt", "reveal fort-pitt", "done", "casualty regulars-2.1", "rally regulars-2.1",
};

static void
test_b_siege_lifted (void)
{
  T *t = g_new0 (T, 1);

  t_init (t, "pontiac", "b-fort-pitt", 4, NULL);
  t->self = BH_PONTIAC_RULES (t->rules);
  pontiac_ctx_init (&t->c, t->self, t->st);
  for (guint i = 0; i < G_N_ELEMENTS (b_lifted); i++)
    {
      g_assert_cmpint (t->st->turn, ==, 2);
      t_do (t, b_lifted[i]);
    }
  g_assert_cmpint (t->st->turn, ==, 3);
  g_assert_false (pontiac_besieged (&t->c, t_loc (t, "fort-pitt")));
  g_assert_true (pontiac_has_military (&t->c, t_loc (t, "fort-pitt"), SIDE_BRITISH));
  g_assert_cmpint (t_where (t, "ottawa-band-2.1"), ==, BH_OFFBOARD);
  g_assert_true (t_said (t, "cannot arrive: the enemy holds Fort Pitt outside a siege (20.0)"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/20.0/d-reinforcements-enter-fort-niagara", test_d_fort_niagara);
  g_test_add_func ("/pontiac/20.0/b-ottawa-added-to-the-siege", test_b_siege);
  g_test_add_func ("/pontiac/20.0/b-siege-lifted-ottawa-do-not-arrive", test_b_siege_lifted);
  return g_test_run ();
}
