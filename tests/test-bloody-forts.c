/* test-bloody-forts.c — A Dark and Bloody Ground: US forts dismantled
 * (11.2.1) and the ten combat units a fort shelters (11.2.2, 11.3.1).
 * Driven through player actions.  Paths /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* 15.4's Action Phase of Fall 1790, the map empty but for a completed US
 * fort at Fort Jefferson, every nation on the warpath; `side` to act. */
static T *
fort_position (int side)
{
  T *t = t_action_position (1, side);

  t_put (t, "us-fort.1", "fort-jefferson", 0);
  return t;
}

/* 11.2.1 (A44): a leader whose stack has 5 units (or 5 FCFs) dismantles
 * the fort, 4 regulars (FCF 1 each) are not enough; the fort stands,
 * intact, to the End Phase, then goes (no VP lost). */
static void
test_dismantle (void)
{
  for (int n = 4; n <= 5; n++)
    {
      T *t = fort_position (0);

      t_put (t, "hamtramck", "fort-jefferson", 0);
      t_put_series (t, "us-regular", 1, n, "fort-jefferson", 0);
      g_assert_cmpint (t_can (t, "dismantle-fort hamtramck"), ==, (n == 5));
      if (n == 5)
        {
          t_do (t, "dismantle-fort hamtramck");
          g_assert_true (t_at (t, "us-fort.1", "fort-jefferson"));   /* intact until the End Phase */
          g_assert_false (t_can (t, "activate us-regular.1"));        /* the stack's actions are spent */
          t_do (t, "pass");      /* the NA */
          t_do (t, "pass");      /* the US: the Action Phase, then the turn ends */
          g_assert_true (t_said (t, "dismantled"));
          g_assert_false (t_at (t, "us-fort.1", "fort-jefferson"));
          g_assert_cmpint (t_x (t)->vp[0], ==, 5);
        }
      t_free (t);
    }
}

/* 11.2.2, 11.3.1: ten US combat units fit in the fort: with an enemy in
 * the area it is a siege, the besieger's choice (4.5, A15); an eleventh
 * stands outside, so no siege: the units fight it out (a skirmish, no
 * leaders). */
static void
test_ten_in_a_fort (void)
{
  for (int n = 10; n <= 11; n++)
    {
      T *t = fort_position (1);

      t_put_series (t, "militia-kentucky", 1, 8, "fort-jefferson", 0);
      t_put_series (t, "militia-virginia", 1, n - 8, "fort-jefferson", 0);
      t_put (t, "warrior-shawnee.1", "fort-jefferson", 0);
      t_do (t, "pass");      /* the NA */
      t_do (t, "pass");      /* the US: on to the Combat Phase */
      g_assert_cmpint (t->st->pending.kind, ==, D_COMBAT);
      t_do (t, "resolve fort-jefferson");
      if (n == 10)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_ASSAULT);
          g_assert_cmpint (t->st->pending.side, ==, 1);
        }
      else
        g_assert_cmpint (t->st->pending.kind, ==, D_PAIR);
      t_free (t);
    }
}

/* ---- 11.3.2 "If combat is desired by both players" ------------------------ */

typedef struct {
  const char *path;
  const char *option;      /* NULL, or assault-both-agree */
  const char *besieged;    /* the besieged side's answer: "assault" (accepts), "besiege" (refuses), or NULL (not asked) */
  gboolean fought;         /* the fort skirmish is fought */
} AgreeCase;

/* 11.3.2: "opposing units conducting a siege are not required to conduct
 * battles or skirmishes.  If combat is desired by both players then it is
 * resolved using the fort skirmish rules"; 4.5 lets the besieger decide
 * alone (A15, the default).  A Shawnee warrior besieges two US regulars in
 * the fort at Fort Jefferson in the Combat Phase; the NA, besieging,
 * assaults.  By default the fort skirmish follows; with the option
 * assault-both-agree the US is asked, and its refusal leaves the siege
 * (no combat), its acceptance the skirmish. */
static const AgreeCase agree_cases[] = {
  { "/bloodyground/11.3.2/assault/besieger-decides", NULL, NULL, TRUE },
  { "/bloodyground/11.3.2/assault/both-agree/refused", "assault-both-agree", "besiege", FALSE },
  { "/bloodyground/11.3.2/assault/both-agree/accepted", "assault-both-agree", "assault", TRUE },
};

static void
test_assault_agree (gconstpointer data)
{
  const AgreeCase *k = data;
  T *t = t_atrocity_position_with ("campaign-for-ohio", k->option, 0);

  t_put (t, "us-fort.1", "fort-jefferson", 0);
  t_put (t, "us-regular.1", "fort-jefferson", 0);
  t_put (t, "us-regular.2", "fort-jefferson", 0);
  t_put (t, "warrior-shawnee.1", "fort-jefferson", 0);
  t_combat_phase (t, "fort-jefferson");
  t_do (t, "resolve fort-jefferson");
  g_assert_cmpint (t->st->pending.kind, ==, D_ASSAULT);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  t_do (t, "assault");
  if (k->besieged != NULL)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_ASSAULT_AGREE);
      g_assert_cmpint (t->st->pending.side, ==, 0);
      g_assert_true (t_can (t, "assault"));
      g_assert_true (t_can (t, "besiege"));
      t_do (t, k->besieged);
    }
  g_assert_cmpint (t->st->pending.kind == D_PAIR, ==, k->fought);
  if (!k->fought)
    g_assert_true (t_said (t, "The besieged refuse combat"));
  t_free (t);
}

/* 7.0.3: "only ten units (including any Native American warriors) can be
 * supplied inside the fort if it is besieged": a British regular and an
 * Iroquois warrior (who trace only to British forts, 7.0.2) inside the
 * British fort at Detroit, besieged by a US regular, are in supply; with
 * no fort there (none on the map) they are not.  (A fort holds ten at most (11.2.2):
 * eleven are not inside, so the fort is not besieged.) */
static void
test_besieged_british_fort_supply (void)
{
  for (int fort = 0; fort < 2; fort++)
    {
      T *t = t_new ("harmars-expedition");
      int regular, warrior;

      t_last_settler (t);
      t_clear (t);
      t_x (t)->severe = 0;
      if (fort)
        t_put (t, "british-fort.1", "detroit", 0);
      regular = t_put (t, "british-regular.1", "detroit", 0);
      warrior = t_put (t, "warrior-iroquois.1", "detroit", 0);
      t_put (t, "us-regular.1", "detroit", 0);
      g_assert_cmpint (bloody_besieged (&t->c, t_loc (t, "detroit")), ==, fort);
      t_do (t, "settle cincinnati");   /* the Supply Phase follows (7.0) */
      g_assert_true (t_said (t, "Out of supply"));
      g_assert_cmpint (t_x (t)->oos[regular], ==, !fort);
      g_assert_cmpint (t_x (t)->oos[warrior], ==, !fort);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/11.2.1/dismantle", test_dismantle);
  g_test_add_func ("/bloodyground/11.2.2/ten-in-a-fort", test_ten_in_a_fort);
  g_test_add_func ("/bloodyground/7.0.3/besieged-british-fort", test_besieged_british_fort_supply);
  for (guint i = 0; i < G_N_ELEMENTS (agree_cases); i++)
    g_test_add_data_func (agree_cases[i].path, &agree_cases[i], test_assault_agree);
  return g_test_run ();
}
