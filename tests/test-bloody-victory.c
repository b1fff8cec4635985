/* test-bloody-victory.c — A Dark and Bloody Ground: the victory levels of
 * 15.1.4 and 15.2.4 at the end of the last turn, each level reached and
 * missed.  Positions built with the state API, the game ended by the last
 * player action (the US's pass that ends the Action Phase).  Paths
 * /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

typedef struct {
  const char *scenario;
  const char *name;
  const char *us_at_kekionga;   /* a US unit there, or NULL */
  const char *na_at_kekionga;   /* an NA unit there, or NULL */
  gboolean pillaged;            /* Kekionga pillaged */
  const char *settler_at;       /* a settler there, or NULL */
  const char *said;
  BhResult result;
  int winner;
} VictoryCase;

/* 15.1.4 (decisive 2, marginal 1; equal levels draw):
 * US decisive: Kekionga occupied, in supply; marginal: Kekionga pillaged.
 * NA decisive: Kekionga un-pillaged and held, no settler in Miami or
 * Shawnee areas; marginal: no such settler. */
static const VictoryCase cases[] = {
  { "harmars-expedition", "us-decisive", "us-regular.1", NULL, FALSE, NULL, "Victory levels: US 2, NA 1", BH_RESULT_WIN, 0 },
  { "harmars-expedition", "us-marginal", NULL, NULL, TRUE, NULL, "Victory levels: US 1, NA 1", BH_RESULT_DRAW, BH_NONE },
  { "harmars-expedition", "na-decisive", NULL, "warrior-miami.1", FALSE, NULL, "Victory levels: US 0, NA 2", BH_RESULT_WIN, 1 },
  { "harmars-expedition", "na-held-pillaged", NULL, "warrior-miami.1", TRUE, NULL, "Victory levels: US 1, NA 1", BH_RESULT_DRAW, BH_NONE },
  { "harmars-expedition", "settler-in-miami", NULL, "warrior-miami.1", FALSE, "eel-river", "Victory levels: US 0, NA 0", BH_RESULT_DRAW, BH_NONE },
  { "harmars-expedition", "us-decisive-settler", "us-regular.1", NULL, FALSE, "eel-river", "Victory levels: US 2, NA 0", BH_RESULT_WIN, 0 },
  /* 13.0: the win is checked before the Winter's militia go home. */
  { "harmars-expedition", "militia-hold", "militia-kentucky.1", NULL, FALSE, NULL, "Victory levels: US 2, NA 1", BH_RESULT_WIN, 0 },
  /* 15.2.4: US marginal holding Kekionga with a line of supply, major with
   * a settler there too; NA minor denying it, major with no settler in an
   * area of a nation on the warpath (the Miami and Shawnee, 15.2.2). */
  { "st-clairs-campaign", "us-marginal", "us-regular.1", NULL, FALSE, NULL, "a US marginal victory", BH_RESULT_WIN, 0 },
  { "st-clairs-campaign", "us-major", "us-regular.1", NULL, FALSE, "kekionga", "a US major victory", BH_RESULT_WIN, 0 },
  { "st-clairs-campaign", "na-major", NULL, NULL, FALSE, NULL, "an NA major victory", BH_RESULT_WIN, 1 },
  { "st-clairs-campaign", "na-minor", NULL, NULL, FALSE, "eel-river", "an NA minor victory", BH_RESULT_WIN, 1 },
};

static void
test_victory (gconstpointer data)
{
  const VictoryCase *k = data;
  T *t = t_new (k->scenario);
  int last = t->sc->last_turn;

  t_clear (t);
  t_x (t)->severe = 0;
  *t_mk (t, "turn") = last;
  t->st->turn = last;
  if (k->us_at_kekionga)
    t_put (t, k->us_at_kekionga, "kekionga", 0);
  if (k->na_at_kekionga)
    t_put (t, k->na_at_kekionga, "kekionga", 0);
  if (k->pillaged)
    t_put (t, "pillaged.1", "kekionga", 0);
  if (k->settler_at)
    t_put (t, "settler.1", k->settler_at, 0);
  memset (t_x (t)->oos, 0, sizeof t_x (t)->oos);
  memset (t_x (t)->lost_units, 0, sizeof t_x (t)->lost_units);
  t_action_phase_last_pass (t);
  t_do (t, "pass");
  g_assert_true (t_said (t, k->said));
  g_assert_cmpint (t->st->result, ==, k->result);
  if (k->result == BH_RESULT_WIN)
    g_assert_cmpint (t->st->winner, ==, k->winner);
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/%s/levels/%s",
                                               g_str_equal (cases[i].scenario, "harmars-expedition") ? "15.1.4" : "15.2.4",
                                               cases[i].name);

      g_test_add_data_func (path, &cases[i], test_victory);
    }
  return g_test_run ();
}
