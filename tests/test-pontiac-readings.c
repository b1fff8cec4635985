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
 *    (default) or 0 (`replacement-officer-0-vp`). */
#include "test-pontiac-util.c"

/* Two captives in an Ottawa village (12.0: held by the Nations). */
static void
put_two_captives (T *t)
{
  t_put (t, "captive.1", "maumee-rapids", 0);
  t_put (t, "captive.2", "maumee-rapids", 0);
}

/* ---- 17.2, 21.5: the Campaign's captives ------------------------------------ */

typedef struct {
  const char *path, *option;
  int turn;                  /* the Victory Points phase played */
  int nations, british;      /* VP before it */
  int nations_after, british_after;
  gboolean ended;
} CaptiveRow;

static const CaptiveRow captive_rows[] = {
  /* End of 1763 (turn 4): 29 - 21 = 8 carried into 1764, the captives not
   * counted (21.5's example has none either). */
  { "/pontiac/21.5/captives-not-scored-at-year-end", NULL, 4, 29, 21, 8, 0, FALSE },
  /* The option: 29 + 2 × 2 = 33, so 12 carried. */
  { "/pontiac/21.5/captives-each-year-option", "captives-each-year", 4, 29, 21, 12, 0, FALSE },
  /* End of 1765 (turn 12), the scenario's end: 2 × 2 in both settings. */
  { "/pontiac/17.2/campaign-captives-at-the-end", NULL, 12, 50, 50, 54, 50, TRUE },
  { "/pontiac/17.2/campaign-captives-at-the-end-option", "captives-each-year", 12, 50, 50, 54, 50, TRUE },
};

static void
run_captive_row (gconstpointer data)
{
  const CaptiveRow *r = data;
  T *t = t_new_with_option ("campaign", r->option);

  t_clear_map (t);
  t_no_cards (t);
  /* No automatic victory: 13 forts razed (1763: "more than 12"), Pitt and
   * Detroit standing. */
  bh_state_markers (t->st)[t->self->d->m_razed] = 13;
  bh_state_markers (t->st)[t->self->d->m_guineas] = 0;
  put_two_captives (t);
  t_vp (t, r->nations, r->british);
  t_at_phase (t, r->turn, "victory-points");
  g_assert_cmpint (t->st->result != BH_RESULT_ONGOING, ==, r->ended);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, r->nations_after);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, r->british_after);
  t_free (t);
}

/* ---- digest 8.44, 4.0 / 21.2: the Razed Fort Objective ---------------------- */

typedef struct {
  const char *path, *option;
  int razed;                 /* on the Razed Fort Track at the end of 1763 */
  int nations;               /* Nations VP; the British have 20 + 17.4's 6 */
  BhResult result;
  int winner;
} ObjectiveRow;

static const ObjectiveRow objective_rows[] = {
  /* 21.2: "fail to raze more than 9 forts": 9 is a British win, whatever
   * the VP. */
  { "/pontiac/4.0/objective-missed-british-win", NULL, 9, 40, BH_RESULT_WIN, SIDE_BRITISH },
  /* 4.0, 16.1: "the best they can hope for is a draw". */
  { "/pontiac/4.0/objective-missed-draw-cap-option", "razed-fort-draw-cap", 9, 40, BH_RESULT_DRAW, -1 },
  /* The cap only caps: behind on VP, the Nations lose. */
  { "/pontiac/4.0/objective-missed-draw-cap-british-ahead", "razed-fort-draw-cap", 9, 10, BH_RESULT_WIN, SIDE_BRITISH },
  /* 10 razed meets the objective: the VP decide, option or not. */
  { "/pontiac/4.0/objective-met-draw-cap-option", "razed-fort-draw-cap", 10, 40, BH_RESULT_WIN, SIDE_NATIONS },
};

static void
run_objective_row (gconstpointer data)
{
  const ObjectiveRow *r = data;
  T *t = t_new_with_option ("rising-1763", r->option);

  t_clear_map (t);
  t_no_cards (t);
  /* Fort Detroit (value 3) alone standing: 17.4 gives the British 6. */
  raze_all_forts_but (t, "fort-detroit");
  bh_state_markers (t->st)[t->self->d->m_razed] = r->razed;
  bh_state_markers (t->st)[t->self->d->m_guineas] = 0;
  t_vp (t, r->nations, 20);
  t_at_phase (t, 3, "victory-points");
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 26);
  g_assert_cmpint (t->st->result, ==, r->result);
  if (r->winner >= 0)
    g_assert_cmpint (t->st->winner, ==, r->winner);
  t_free (t);
}

/* ---- digest 8.43, 17.2 / 4.0: the war debt ---------------------------------- */

typedef struct {
  const char *path, *option;
  int debt;
  int nations, british;      /* VP after the end, from 50 each */
} DebtRow;

static const DebtRow debt_rows[] = {
  /* 21.3: 1 VP per 5 Guineas, rounded up: 10 → +2 Nations. */
  { "/pontiac/17.2/war-debt-to-the-nations", NULL, 10, 52, 50 },
  /* 4.0: "subtract their Guinea Loan total": 10 → -10 British. */
  { "/pontiac/4.0/war-debt-off-british-vp-option", "debt-from-british-vp", 10, 50, 40 },
  { "/pontiac/4.0/war-debt-11-off-british-vp-option", "debt-from-british-vp", 11, 50, 39 },
};

static void
run_debt_row (gconstpointer data)
{
  const DebtRow *r = data;
  T *t = t_new_with_option ("response-1764", r->option);

  t_clear_map (t);
  t_no_cards (t);
  bh_state_markers (t->st)[t->self->d->m_razed] = 13;
  bh_state_markers (t->st)[t->self->d->m_guineas] = r->debt;
  t_vp (t, 50, 50);
  t_at_phase (t, 7, "victory-points");
  g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, r->nations);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, r->british);
  t_free (t);
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
   * Miami with a band on Huron River, out of supply. */
  raze_all_forts_but (t, "fort-miami");
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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (captive_rows); i++)
    g_test_add_data_func (captive_rows[i].path, &captive_rows[i], run_captive_row);
  for (guint i = 0; i < G_N_ELEMENTS (objective_rows); i++)
    g_test_add_data_func (objective_rows[i].path, &objective_rows[i], run_objective_row);
  for (guint i = 0; i < G_N_ELEMENTS (debt_rows); i++)
    g_test_add_data_func (debt_rows[i].path, &debt_rows[i], run_debt_row);
  for (guint i = 0; i < G_N_ELEMENTS (step_rows); i++)
    g_test_add_data_func (step_rows[i].path, &step_rows[i], run_step_row);
  for (guint i = 0; i < G_N_ELEMENTS (officer_rows); i++)
    g_test_add_data_func (officer_rows[i].path, &officer_rows[i], run_officer_row);
  return g_test_run ();
}
