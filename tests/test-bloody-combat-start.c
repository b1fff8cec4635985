/* test-bloody-combat-start.c — A Dark and Bloody Ground: what kind of
 * combat an area sees (10.0, A10) and who moves first on the battle board
 * (10.2, the Initiative Determination chart).  Driven through player
 * actions, dice forced.  Paths /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* 15.1's Combat Phase, the map cleared, every nation at war: at `area` a
 * US regular and a Wyandot warrior, with Hamtramck and Tarhe as asked
 * (neither a primary leader, so no rating counts in 10.2), Tecumseh and a
 * village as asked.  The US has the initiative and resolves the area. */
static T *
combat_position (const char *area, gboolean us_leader, gboolean na_leader, gboolean tecumseh, gboolean village)
{
  T *t = t_new ("harmars-expedition");

  t_clear (t);
  t_vp (t, 0, 0);
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    t_x (t)->nation_status[n] = NS_WARPATH;
  t_put (t, "us-regular.1", area, 0);
  t_put (t, "warrior-wyandot.1", area, 0);
  if (us_leader)
    t_put (t, "hamtramck", area, 0);
  if (na_leader)
    t_put (t, "tarhe", area, 0);
  if (tecumseh)
    t_put (t, "tecumseh", area, 0);
  if (village)
    t_put (t, "village.1", area, 0);
  t_combat_phase (t, area);
  return t;
}

/* ---- 10.0 what kind of combat ------------------------------------------------ */

/* "If both sides' forces are led by a leader a battle occurs"; "if
 * neither side's force has a leader, or if the force with a leader
 * declines to fight a battle, a skirmish": the side with the only leader
 * chooses (A10). */
typedef struct {
  gboolean us_leader, na_leader;
  int chooser;           /* side choosing battle or skirmish, -1 none */
  const char *choice;    /* its choice */
  gboolean battle;       /* a battle on the board follows */
} KindCase;

static const KindCase kind_cases[] = {
  { TRUE, TRUE, -1, NULL, TRUE },
  { FALSE, FALSE, -1, NULL, FALSE },
  { TRUE, FALSE, 0, "battle", TRUE },
  { TRUE, FALSE, 0, "skirmish", FALSE },
  { FALSE, TRUE, 1, "battle", TRUE },
  { FALSE, TRUE, 1, "skirmish", FALSE },
};

static void
test_combat_kind (gconstpointer data)
{
  const KindCase *k = data;
  T *t = combat_position ("kekionga", k->us_leader, k->na_leader, FALSE, FALSE);

  t_do (t, "resolve kekionga");
  if (k->chooser >= 0)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CHOICE);
      g_assert_cmpint (t->st->pending.side, ==, k->chooser);
      g_assert_true (t_can (t, "battle"));
      g_assert_true (t_can (t, "skirmish"));
      t_do (t, k->choice);
    }
  g_assert_cmpint (t_said (t, "Battle at Kekionga"), ==, k->battle);
  g_assert_cmpint (t_x (t)->battle.active, ==, k->battle);
  g_assert_cmpint (t_said (t, "Skirmish at Kekionga"), ==, !k->battle);
  t_free (t);
}

/* ---- the decision's place ------------------------------------------------------ */

/* The area a decision is about (bh_rules_decision_location) and the
 * decision bar's words for it. */
static void
assert_decision_at (T *t, const char *area, const char *words)
{
  g_autofree char *bar = bh_rules_describe_decision (t->rules, t->st, BH_NONE);

  g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, area ? t_loc (t, area) : BH_NONE);
  if (words != NULL && strstr (bar, words) == NULL)
    g_error ("the decision bar reads “%s”, without “%s”", bar, words);
}

/* A combat's decisions name the map area they are about, the battle
 * fought on its board included (10.0, 10.2): the US, with the only
 * leader at Kekionga, chooses battle or skirmish there (A10), then the
 * sides set up on the battle board for Kekionga and fight its round 1.  The Combat Phase's choice among
 * contested areas (4.5) is about none. */
static void
test_decisions_name_the_area (void)
{
  T *t = combat_position ("kekionga", TRUE, FALSE, FALSE, FALSE);

  assert_decision_at (t, NULL, NULL);
  t_do (t, "resolve kekionga");
  g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CHOICE);
  assert_decision_at (t, "kekionga", "at Kekionga (Miamitown): US to decide battle or skirmish (10.0)");
  t_do (t, "battle");
  g_assert_true (t_x (t)->battle.active);
  g_assert_cmpint (t->st->pending.kind, ==, D_DEPLOY);
  assert_decision_at (t, "kekionga", "battle set-up, at Kekionga (Miamitown): NA to decide where a unit sets up (10.2)");
  while (t->st->pending.kind == D_DEPLOY)
    {
      g_autofree char *id = bh_game_data_dup_piece_id (t->data, t->st->pending.args[0]);
      g_autofree char *deploy = g_strdup_printf ("deploy %s ", id);

      t_do_found (t, deploy);   /* the first hex offered */
    }
  g_assert_true (t_x (t)->battle.active);
  assert_decision_at (t, "kekionga", "battle round 1, at Kekionga (Miamitown): ");
  t_free (t);
}

/* ---- 10.2 battle initiative ------------------------------------------------------ */

/* Dice US 3, NA 5; +1 for the NA in Rough terrain, +1 for the US in
 * Settled terrain (a village makes a Wilderness area Settled, 6.0.3), +1
 * for the NA with Tecumseh; each condition with and without. */
typedef struct {
  const char *area;
  gboolean tecumseh, village;
  const char *said;
} InitiativeCase;

static const InitiativeCase initiative_cases[] = {
  { "kekionga", FALSE, FALSE, "US 3, NA 5" },       /* Wilderness */
  { "venango", FALSE, FALSE, "US 3, NA 6" },        /* Rough: NA +1 */
  { "marietta", FALSE, FALSE, "US 4, NA 5" },       /* Settled: US +1 */
  { "kekionga", FALSE, TRUE, "US 4, NA 5" },        /* a village: Settled */
  { "kekionga", TRUE, FALSE, "US 3, NA 6" },        /* Tecumseh: NA +1 */
};

static void
test_battle_initiative (gconstpointer data)
{
  const InitiativeCase *k = data;
  T *t = combat_position (k->area, TRUE, TRUE, k->tecumseh, k->village);
  g_autofree char *resolve = g_strdup_printf ("resolve %s", k->area);

  t_do_rolls (t, resolve, ROLLS (3, 5));
  g_assert_true (t_said (t, k->said));
  t_free (t);
}

/* 10.2a: surprise when one total is twice the other or more: US 2 against
 * NA 4 in the Wilderness is surprise; in Settled terrain 3 against 4 is
 * not. */
static void
test_battle_surprise (void)
{
  for (int settled = 0; settled < 2; settled++)
    {
      T *t = combat_position (settled ? "marietta" : "kekionga", TRUE, TRUE, FALSE, FALSE);
      g_autofree char *resolve = g_strdup_printf ("resolve %s", settled ? "marietta" : "kekionga");

      t_do_rolls (t, resolve, ROLLS (2, 4));
      g_assert_true (t_said (t, settled ? "US 3, NA 4" : "US 2, NA 4"));
      g_assert_cmpint (t_said (t, "NA achieves surprise"), ==, !settled);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (kind_cases); i++)
    {
      const KindCase *k = &kind_cases[i];
      g_autofree char *path = g_strdup_printf ("/bloodyground/10.0/combat-kind/%s-%s%s%s", k->us_leader ? "us" : "no",
                                               k->na_leader ? "na" : "no", k->choice ? "-" : "", k->choice ? k->choice : "");

      g_test_add_data_func (path, k, test_combat_kind);
    }
  for (guint i = 0; i < G_N_ELEMENTS (initiative_cases); i++)
    {
      const InitiativeCase *k = &initiative_cases[i];
      g_autofree char *path = g_strdup_printf ("/bloodyground/10.2/initiative/%s%s%s", k->area,
                                               k->tecumseh ? "-tecumseh" : "", k->village ? "-village" : "");

      g_test_add_data_func (path, k, test_battle_initiative);
    }
  g_test_add_func ("/bloodyground/10.2a/surprise", test_battle_surprise);
  g_test_add_func ("/bloodyground/10.0/decisions-name-the-area", test_decisions_name_the_area);
  return g_test_run ();
}
