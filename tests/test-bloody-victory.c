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

/* 15.4.4: "There are less than ten permanent settlements and villages
 * west or north of the Ohio River by the end of the game (Decisive
 * victory)": at the end of 15.4's last turn, the printed permanent
 * settlements north of the Ohio and villages added to make `towns`; with
 * 9 the NA wins, with 10 the VPs decide (the US's 20 to 0). */
static void
test_ten_towns (gconstpointer data)
{
  int want = GPOINTER_TO_INT (data), towns = 0, village = 1;
  T *t = t_new ("campaign-for-ohio");
  const BloodyData *d = t->self->d;
  int last = t->sc->last_turn;

  t_clear (t);
  t_x (t)->severe = 0;
  *t_mk (t, "turn") = last;
  t->st->turn = last;
  *t_mk (t, "us-commitment") = 3;
  t_x (t)->cl_fall = 3;
  t_vp (t, 20, 0);
  memset (t_x (t)->oos, 0, sizeof t_x (t)->oos);
  for (guint s = 0; s < d->n_spaces; s++)
    towns += d->spaces[s].north_of_ohio && d->spaces[s].ps;
  g_assert_cmpint (towns, <, 9);
  for (guint s = 0; s < d->n_spaces && towns < want; s++)
    if (d->spaces[s].north_of_ohio && !d->spaces[s].ps &&
        !bh_game_data_get_space_kind (t->data, bh_game_data_get_space (t->data, s)->kind)->water)
      {
        g_autofree char *id = g_strdup_printf ("village.%d", village++);

        bh_state_move_piece (t->st, t_piece (t, id), (int) s);
        towns++;
      }
  g_assert_cmpint (towns, ==, want);
  t_action_phase_last_pass (t);
  t_do (t, "pass");
  g_assert_cmpint (t_said (t, "Only 9 permanent settlements and villages north of the Ohio"), ==, want == 9);
  g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
  g_assert_cmpint (t->st->winner, ==, want == 9 ? 1 : 0);
  t_free (t);
}

typedef struct {
  const char *path;
  int cl_fall, cl;     /* the CL at the end of the last Fall, and now */
  int winner;          /* BH_NONE: the game goes on */
} CommitmentCase;

/* 15.4.3 and 15.4.4: the Commitment Level "at 5 (reduced to 1) for two
 * years in a row ... determined at the end of the fall and winter turns"
 * (A17: the end of a Fall and of the next Winter): the End Phase of Winter
 * 1791 (turn 2) with the CL 5 or 1 there and at the end of Fall 1790 wins;
 * with the other end off by one, the game goes on. */
static const CommitmentCase commitment_cases[] = {
  { "/bloodyground/15.4.3/commitment-five/fall-and-winter", 5, 5, 0 },
  { "/bloodyground/15.4.3/commitment-five/winter-only", 4, 5, BH_NONE },
  { "/bloodyground/15.4.4/commitment-one/fall-and-winter", 1, 1, 1 },
  { "/bloodyground/15.4.4/commitment-one/fall-only", 1, 2, BH_NONE },
};

static void
test_commitment_win (gconstpointer data)
{
  const CommitmentCase *k = data;
  T *t = t_new ("campaign-for-ohio");

  t_clear (t);
  t_x (t)->severe = 0;
  *t_mk (t, "turn") = 2;
  t->st->turn = 2;
  *t_mk (t, "us-commitment") = k->cl;
  t_x (t)->cl_fall = k->cl_fall;
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    t_x (t)->nation_status[n] = NS_WARPATH;
  t_action_phase_last_pass (t);
  t_do (t, "pass");
  if (k->winner == BH_NONE)
    {
      g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
      g_assert_cmpint (*t_mk (t, "turn"), ==, 3);
    }
  else
    {
      g_autofree char *said = g_strdup_printf ("Commitment %d two years running", k->cl);

      g_assert_true (t_said (t, said));
      g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
      g_assert_cmpint (t->st->winner, ==, k->winner);
    }
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
  g_test_add_data_func ("/bloodyground/15.4.4/ten-towns/nine", GINT_TO_POINTER (9), test_ten_towns);
  g_test_add_data_func ("/bloodyground/15.4.4/ten-towns/ten", GINT_TO_POINTER (10), test_ten_towns);
  for (guint i = 0; i < G_N_ELEMENTS (commitment_cases); i++)
    g_test_add_data_func (commitment_cases[i].path, &commitment_cases[i], test_commitment_win);
  return g_test_run ();
}
