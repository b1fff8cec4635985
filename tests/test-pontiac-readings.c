/* test-pontiac-readings.c — Pontiac's War: the places where the rulebook
 * contradicts itself and a scenario option gives the other reading
 * (RULES-DONE 4; referee re-check 2, findings 3 and 4).  Each reading is
 * played in both settings from the same position, and asserts the
 * rulebook's numbers:
 *  - 17.2 / 21.5: the Campaign's captives score at the scenario's end
 *    (default) or at each year's end too (`captives-each-year`);
 *  - digest 8.44, 21.2 / 4.0: a missed Razed Fort Objective is a British
 *    automatic victory (default) or caps the Nations at a draw
 *    (`razed-fort-draw-cap`);
 *  - digest 8.43, 17.2 / 4.0: the war debt gives the Nations 1 VP per 5
 *    (or 3) Guineas (default) or comes whole off the British VP
 *    (`debt-from-british-vp`);
 *  - digest 8.6, 11.9 / 11.11: a disrupted unit counts its counter's
 *    attrition steps (default) or 1 (`disrupted-1-step`);
 *  - digest 8.8, 17.1 / 20.0 E: a Replacement Officer's death gives 2 VP
 *    (default) or 0 (`replacement-officer-0-vp`);
 *  - digest 8.37, 10.2: a dock ships 10 FP per transport (default) or
 *    per British movement phase (`dock-10-fp-per-phase`). */
#include "test-pontiac-util.c"

/* ---- the end of a year or a scenario: 17.2, 21.5, 4.0 ------------------------ */

/* A position at a Victory Points phase and what it scores: the map empty,
 * no cards in hand, `razed` on the Razed Fort Track (13: no automatic
 * victory of 1763, 1764 or the Campaign's 1763), `debt` Guineas. */
typedef struct {
  const char *path, *scenario, *option;
  int turn;                  /* the Victory Points phase played */
  int razed, debt, captives; /* captives held in an Ottawa village */
  const char *fort;          /* the one British fort left standing, or NULL: all */
  int nations, british;      /* VP before it */
  int nations_after, british_after;
  BhResult result;
  int winner;                /* with BH_RESULT_WIN */
} EndRow;

static const EndRow end_rows[] = {
  /* 17.2 / 21.5: end of 1763 in the Campaign (turn 4): 29 - 21 = 8
   * carried into 1764, the 2 captives held not counted (21.5's example
   * has none either)... */
  { "/pontiac/21.5/captives-not-scored-at-year-end", "campaign", NULL, 4, 13, 0, 2, NULL, 29, 21, 8, 0,
    BH_RESULT_ONGOING, -1 },
  /* ... with the option, 29 + 2 × 2 = 33, so 12 carried. */
  { "/pontiac/21.5/captives-each-year-option", "campaign", "captives-each-year", 4, 13, 0, 2, NULL, 29, 21, 12, 0,
    BH_RESULT_ONGOING, -1 },
  /* End of 1765 (turn 12), the scenario's end: 2 × 2 in both settings. */
  { "/pontiac/17.2/campaign-captives-at-the-end", "campaign", NULL, 12, 13, 0, 2, NULL, 50, 50, 54, 50,
    BH_RESULT_WIN, SIDE_NATIONS },
  { "/pontiac/17.2/campaign-captives-at-the-end-option", "campaign", "captives-each-year", 12, 13, 0, 2, NULL, 50, 50,
    54, 50, BH_RESULT_WIN, SIDE_NATIONS },

  /* Digest 8.44: the end of 1763 (turn 3), Fort Detroit and Fort Niagara
   * (11.12: never attacked), value 3 each, alone standing, so 17.4 gives
   * the British 2 × (3 + 3) = 12.  21.2: "fail to raze more than
   * 9 forts": 9 is a British win, whatever the VP. */
  { "/pontiac/4.0/objective-missed-british-win", "rising-1763", NULL, 3, 9, 0, 0, "fort-detroit", 40, 20, 40, 32,
    BH_RESULT_WIN, SIDE_BRITISH },
  /* 4.0, 16.1: "the best they can hope for is a draw". */
  { "/pontiac/4.0/objective-missed-draw-cap-option", "rising-1763", "razed-fort-draw-cap", 3, 9, 0, 0, "fort-detroit",
    40, 20, 40, 32, BH_RESULT_DRAW, -1 },
  /* The cap only caps: behind on VP, the Nations lose. */
  { "/pontiac/4.0/objective-missed-draw-cap-british-ahead", "rising-1763", "razed-fort-draw-cap", 3, 9, 0, 0,
    "fort-detroit", 10, 20, 10, 32, BH_RESULT_WIN, SIDE_BRITISH },
  /* 10 razed meets the objective: the VP decide. */
  { "/pontiac/4.0/objective-met-draw-cap-option", "rising-1763", "razed-fort-draw-cap", 3, 10, 0, 0, "fort-detroit",
    40, 20, 40, 32, BH_RESULT_WIN, SIDE_NATIONS },

  /* Digest 8.43, the end of 1764 (turn 7).  21.3: 1 VP per 5 Guineas,
   * rounded up: 10 → +2 Nations. */
  { "/pontiac/17.2/war-debt-to-the-nations", "response-1764", NULL, 7, 13, 10, 0, NULL, 50, 50, 52, 50,
    BH_RESULT_WIN, SIDE_NATIONS },
  /* 4.0: "subtract their Guinea Loan total": 10 → -10 British, 11 → -11. */
  { "/pontiac/4.0/war-debt-off-british-vp-option", "response-1764", "debt-from-british-vp", 7, 13, 10, 0, NULL, 50, 50,
    50, 40, BH_RESULT_WIN, SIDE_NATIONS },
  { "/pontiac/4.0/war-debt-11-off-british-vp-option", "response-1764", "debt-from-british-vp", 7, 13, 11, 0, NULL, 50,
    50, 50, 39, BH_RESULT_WIN, SIDE_NATIONS },
};

static void
run_end_row (gconstpointer data)
{
  const EndRow *r = data;
  T *t = t_new_with_option (r->scenario, r->option);

  t_clear_map (t);
  t_no_cards (t);
  if (r->fort != NULL)
    raze_all_forts_but (t, r->fort);
  bh_state_markers (t->st)[t->self->d->m_razed] = r->razed;
  bh_state_markers (t->st)[t->self->d->m_guineas] = r->debt;
  for (int i = 1; i <= r->captives; i++)
    {
      g_autofree char *id = g_strdup_printf ("captive.%d", i);

      t_put (t, id, "maumee-rapids", 0);
    }
  t_vp (t, r->nations, r->british);
  t_at_phase (t, r->turn, "victory-points");
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, r->nations_after);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, r->british_after);
  g_assert_cmpint (t->st->result, ==, r->result);
  if (r->result == BH_RESULT_WIN)
    g_assert_cmpint (t->st->winner, ==, r->winner);
  t_free (t);
}

/* 21.5: the Campaign's 1763 objective, "fail to raze more than 12 forts",
 * missed with 12: the British win at the end of 1763; with the draw cap
 * the war goes on and the Nations' lead at the end of 1765 is a draw. */
static void
test_campaign_objective_draw_cap (void)
{
  for (int cap = 0; cap < 2; cap++)
    {
      T *t = t_new_with_option ("campaign", cap ? "razed-fort-draw-cap" : NULL);

      t_clear_map (t);
      t_no_cards (t);
      bh_state_markers (t->st)[t->self->d->m_razed] = 12;
      bh_state_markers (t->st)[t->self->d->m_guineas] = 0;
      t_vp (t, 30, 20);
      t_at_phase (t, 4, "victory-points");
      if (!cap)
        {
          g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
          g_assert_cmpint (t->st->winner, ==, SIDE_BRITISH);
          t_free (t);
          continue;
        }
      g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
      g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 10);
      t_vp (t, 60, 10);
      t_at_phase (t, 12, "victory-points");
      g_assert_cmpint (t->st->result, ==, BH_RESULT_DRAW);
      t_free (t);
    }
}

/* ---- digest 8.6, 11.9 / 11.11: a disrupted unit's attrition steps ----------- */

typedef struct {
  const char *path, *option;
  int loss;
} StepRow;

static const StepRow step_rows[] = {
  /* counters.xml: a disrupted 2-FP Regular is 3 steps (11.9's change):
   * three out of supply lose ⌈9 / 3⌉ = 3 (14.0). */
  { "/pontiac/11.11/disrupted-2-fp-three-steps", NULL, 3 },
  /* 11.11: "each disrupted unit … is considered 1 step": ⌈3 / 3⌉ = 1. */
  { "/pontiac/11.11/disrupted-1-step-option", "disrupted-1-step", 1 },
};

static void
run_step_row (gconstpointer data)
{
  const StepRow *r = data;
  T *t = t_new_with_option ("rising-1763", r->option);

  t_clear_map (t);
  /* The 14.0 position of test-pontiac-supply.c: seven spaces from Fort
   * Miami with a band on Huron River, eight from Fort Niagara with bands
   * on Twelve Mile Creek and the Grand River: out of supply. */
  raze_all_forts_but (t, "fort-miami");
  t_put (t, "ottawa-band-2.1", "twelve-mile-creek", 0);
  t_put (t, "ottawa-band-2.2", "grand-river-ontario", 0);
  t_put (t, "regulars-2.1", "pontiacs-village", 1);
  t_put (t, "regulars-2.2", "pontiacs-village", 1);
  t_put (t, "regulars-2.3", "pontiacs-village", 1);
  t_put (t, "ottawa-band-1.1", "huron-river", 0);
  t_at_phase (t, 2, "supply");
  g_assert_cmpint (t->st->pending.kind, ==, D_ATTRITION);
  g_assert_cmpint (t->st->pending.args[0], ==, t_loc (t, "pontiacs-village"));
  g_assert_cmpint (t->st->pending.args[1], ==, r->loss);
  t_free (t);
}

/* ---- digest 8.8, 17.1 / 20.0 E: a Replacement Officer's death -------------- */

typedef struct {
  const char *path, *option, *leader;
  int vp;                    /* the Nations' gain */
} OfficerRow;

static const OfficerRow officer_rows[] = {
  /* 17.1 "2 VP – Officer Death … due to seasonal attrition". */
  { "/pontiac/17.1/replacement-officer-death-2-vp-by-default", NULL, "replacement-officer.1", 2 },
  { "/pontiac/17.1/replacement-officer-0-vp-option", "replacement-officer-0-vp", "replacement-officer.1", 0 },
  /* The option spares named officers nothing. */
  { "/pontiac/17.1/named-officer-death-2-vp-option", "replacement-officer-0-vp", "officer-bouquet.1", 2 },
};

static void
run_officer_row (gconstpointer data)
{
  const OfficerRow *r = data;
  T *t = t_new_with_option ("rising-1763", r->option);

  t_clear_map (t);
  t_no_cards (t);
  /* Wounded and alone at Great Meadows, a health roll of 1 kills (16.2). */
  t_put (t, r->leader, "great-meadows", 1);
  t_vp (t, 10, 10);
  bh_pontiac_rules_force_dice (t->st, ROLLS (1), 1);
  t_at_phase (t, 2, "rally");
  g_assert_false (t_where (t, r->leader) == t_loc (t, "great-meadows"));
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 10 + r->vp);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 10);
  t_free (t);
}

/* ---- digest 8.37, 10.2: a dock's 10 FP ------------------------------------- */

typedef struct {
  const char *path, *option;
  int second;                /* FP of the second force shipped from Fort Detroit */
  gboolean allowed;
} DockRow;

static const DockRow dock_rows[] = {
  /* 10.2 "up to 10 British FP may be transported": 6, then 6 more. */
  { "/pontiac/10.2/dock-10-fp-each-transport", NULL, 6, TRUE },
  /* Per phase and dock: 6 + 4 = 10 ships, 6 + 6 = 12 does not. */
  { "/pontiac/10.2/dock-per-phase-option-10-fp", "dock-10-fp-per-phase", 4, TRUE },
  { "/pontiac/10.2/dock-per-phase-option-not-12-fp", "dock-10-fp-per-phase", 6, FALSE },
};

static void
run_dock_row (gconstpointer data)
{
  static const char *const first[] = { "regulars-2.1", "regulars-2.2", "regulars-2.3" };
  static const char *const second[] = { "militia-2.1", "militia-2.2", "militia-2.3" };
  const DockRow *r = data;
  T *t = t_new_with_option ("rising-1763", r->option);

  t_clear_map (t);
  for (guint i = 0; i < G_N_ELEMENTS (first); i++)
    t_put (t, first[i], "fort-detroit", 0);
  t_at_phase (t, 2, "british-movement-combat");
  t_do (t, "form fort-detroit");
  t_do (t, "move fort-michilimackinac");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  for (int i = 0; i < r->second / 2; i++)
    t_put (t, second[i], "fort-detroit", 0);
  t_do (t, "form fort-detroit");
  g_assert_cmpint (t_can (t, "move fort-michilimackinac"), ==, r->allowed);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (end_rows); i++)
    g_test_add_data_func (end_rows[i].path, &end_rows[i], run_end_row);
  g_test_add_func ("/pontiac/21.5/campaign-objective-missed-draw-cap", test_campaign_objective_draw_cap);
  for (guint i = 0; i < G_N_ELEMENTS (step_rows); i++)
    g_test_add_data_func (step_rows[i].path, &step_rows[i], run_step_row);
  for (guint i = 0; i < G_N_ELEMENTS (officer_rows); i++)
    g_test_add_data_func (officer_rows[i].path, &officer_rows[i], run_officer_row);
  for (guint i = 0; i < G_N_ELEMENTS (dock_rows); i++)
    g_test_add_data_func (dock_rows[i].path, &dock_rows[i], run_dock_row);
  return g_test_run ();
}
