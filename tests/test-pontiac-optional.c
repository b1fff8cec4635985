/* test-pontiac-optional.c — 18.4 and 18.5 give "one or more of the
 * following": each item is its own scenario option.  Each row measures
 * one item with its own option on, then with another item's option on
 * (the item must then be off): position → action → the rulebook's number. */
#include "test-pontiac-util.c"

typedef int (*Probe) (T *t);

/* 18.4: a healthy sachem is worth 2 FP (printed 1). */
static int
probe_sachem_fp (T *t)
{
  return pontiac_fp (&t->c, t_put (t, "sachem-breton.1", "mad-river", 0));
}

/* 18.5: a healthy British leader +1 FP (Gladwin printed 0). */
static int
probe_leader_fp (T *t)
{
  return pontiac_fp (&t->c, t_put (t, "officer-gladwin.1", "pickawillany", 0));
}

/* 18.4: the captives of a razed value-1 fort on a captive roll of 1
 * (12.0: none; the option: the fort's value, without a roll). */
static int
probe_sure_captives (T *t)
{
  t_raze_edward_augustus (t, 1);
  return t_captives_at (t, "fort-edward-augustus");
}

/* 18.4 rifle proficiency: the dice of a 2-FP Shawnee band attacking
 * (2, one more with the option). */
static int
probe_rifles (T *t)
{
  t_put (t, "shawnee-band-2.1", "mad-river", 0);
  t_put (t, "regulars-1.1", "pickawillany", 0);
  t_attack_at (t, SIDE_NATIONS, "mad-river", "pickawillany");
  t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1));
  for (int dice = 1; dice <= 4; dice++)
    {
      g_autofree char *said = g_strdup_printf ("Nations roll %d dice", dice);

      if (t_said (t, said))
        return dice;
    }
  return 0;
}

/* 18.4, 18.5: the Nations' VP change at the season's end with `arms`
 * Arms Points (+1 per point above 5, -1 per point below). */
static int
season_vp (T *t, int arms)
{
  t_vp (t, 10, 10);
  t_set_arms (t, arms);
  t_at_phase (t, 2, "victory-points");
  return t_vp_of (t, SIDE_NATIONS) - 10;
}

/* 9.2, 18.1: the Guineas the British may borrow in Spring 1763 (turn one),
 * buying the first purchase offered until none is. */
static int
probe_guineas_turn_one (T *t)
{
  int bank;

  t_at_phase (t, 1, "guinea-loans");
  bank = bh_state_markers (t->st)[t->self->d->m_guineas];
  while (t_has (t, "buy "))
    t_do_found (t, "buy ");
  return bh_state_markers (t->st)[t->self->d->m_guineas] - bank;
}

static int
probe_arms_7 (T *t)
{
  return season_vp (t, 7);
}

static int
probe_arms_6 (T *t)
{
  return season_vp (t, 6);
}

static int
probe_arms_5 (T *t)
{
  return season_vp (t, 5);
}

static int
probe_arms_4 (T *t)
{
  return season_vp (t, 4);
}

static int
probe_arms_3 (T *t)
{
  return season_vp (t, 3);
}

typedef struct {
  const char *path, *option;
  Probe probe;
  int expected;
} Row;

static const Row rows[] = {
  { "/pontiac/18.4/sachems-2-fp/on", "sachems-2-fp", probe_sachem_fp, 2 },
  { "/pontiac/18.4/sachems-2-fp/off", "leaders-fp", probe_sachem_fp, 1 },
  { "/pontiac/18.5/leaders-fp/on", "leaders-fp", probe_leader_fp, 1 },
  { "/pontiac/18.5/leaders-fp/off", "sachems-2-fp", probe_leader_fp, 0 },
  { "/pontiac/18.4/sure-captives/on", "sure-captives", probe_sure_captives, 1 },
  { "/pontiac/18.4/sure-captives/off", "rifle-proficiency", probe_sure_captives, 0 },
  { "/pontiac/18.4/rifle-proficiency/on", "rifle-proficiency", probe_rifles, 3 },
  { "/pontiac/18.4/rifle-proficiency/off", "sure-captives", probe_rifles, 2 },
  { "/pontiac/18.4/arms-vp/on", "arms-vp", probe_arms_7, 2 },
  { "/pontiac/18.4/arms-vp/off", "arms-penalty", probe_arms_7, 0 },
  { "/pontiac/18.5/arms-penalty/on", "arms-penalty", probe_arms_3, -2 },
  { "/pontiac/18.5/arms-penalty/off", "arms-vp", probe_arms_3, 0 },
  /* Both sides of 5: "over 5" gives 6 one VP and 5 none; "below 5"
   * takes one for 4 and none for 5; each option leaves the other's side
   * alone. */
  { "/pontiac/18.4/arms-vp/6-over-5", "arms-vp", probe_arms_6, 1 },
  { "/pontiac/18.4/arms-vp/5-not-over", "arms-vp", probe_arms_5, 0 },
  { "/pontiac/18.4/arms-vp/4-no-penalty", "arms-vp", probe_arms_4, 0 },
  { "/pontiac/18.5/arms-penalty/4-below-5", "arms-penalty", probe_arms_4, -1 },
  { "/pontiac/18.5/arms-penalty/5-not-below", "arms-penalty", probe_arms_5, 0 },
  { "/pontiac/18.5/arms-penalty/6-no-award", "arms-penalty", probe_arms_6, 0 },
  { "/pontiac/18.1/overconfidence/on", "overconfidence", probe_guineas_turn_one, 10 },
  { "/pontiac/18.1/overconfidence/off", "arms-vp", probe_guineas_turn_one, 25 },
};

/* 18.4, 18.5 at the game's end: the last season's end counts too ("At
 * the end of each season").  The game is played out from the last
 * turn's victory-points phase with `arms` Arms Points; the row compares
 * two such ends a point apart, so the rest of the final scoring cancels. */
static int
final_nations_vp (const char *option, int arms)
{
  T *t = t_new_with_option ("rising-1763", option);
  int vp;

  t_clear_map (t);
  t_no_cards (t);
  t_vp (t, 10, 10);
  t_set_arms (t, arms);
  t_at_phase (t, t->c.sc->last_turn, "victory-points");
  g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
  vp = t_vp_of (t, SIDE_NATIONS);
  t_free (t);
  return vp;
}

static void
test_arms_at_the_game_end (void)
{
  g_assert_cmpint (final_nations_vp ("arms-vp", 6) - final_nations_vp ("arms-vp", 5), ==, 1);
  g_assert_cmpint (final_nations_vp ("arms-vp", 5) - final_nations_vp ("arms-vp", 4), ==, 0);
  g_assert_cmpint (final_nations_vp ("arms-penalty", 4) - final_nations_vp ("arms-penalty", 5), ==, -1);
  g_assert_cmpint (final_nations_vp ("arms-penalty", 6) - final_nations_vp ("arms-penalty", 5), ==, 0);
}

/* 18.1 "In 1763 (on turn one)": offered only by the scenarios that play
 * Spring 1763 as their turn one, the 1763 scenario and the Campaign;
 * 1764 and 1765 begin on turns 5 and 9, where it would do nothing. */
static void
test_overconfidence_offered (void)
{
  T *t = t_new ("rising-1763");

  for (guint i = 0; i < bh_game_data_get_n_scenarios (t->data); i++)
    {
      const BhScenario *sc = bh_game_data_get_scenario (t->data, i);
      gboolean turn_one = g_str_equal (sc->id, "rising-1763") || g_str_equal (sc->id, "campaign");

      g_assert_cmpint (bh_scenario_find_option (sc, "overconfidence") >= 0, ==, turn_one);
    }
  t_free (t);
}

static void
run_row (gconstpointer data)
{
  const Row *row = data;
  T *t = t_new_with_option ("rising-1763", row->option);

  t_clear_map (t);
  t_no_cards (t);
  t_set_arms (t, 0);
  t_vp (t, 0, 0);
  g_assert_cmpint (row->probe (t), ==, row->expected);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_test_add_data_func (rows[i].path, &rows[i], run_row);
  g_test_add_func ("/pontiac/18.4/arms-vp-and-penalty-at-the-game-end", test_arms_at_the_game_end);
  g_test_add_func ("/pontiac/18.1/offered-only-where-turn-one-is-1763", test_overconfidence_offered);
  return g_test_run ();
}
