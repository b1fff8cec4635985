/* test-ohio-ai.c — the computer opponent in Blood on the Ohio
 * (src/rules/ohio/bh-ohio-ai.c): no decision is a pure take-back (6.3
 * form then cancel, 20.1 garrison then ungarrison), the evaluation follows
 * the VP (24.0) and the scenario's victory conditions, and the levels beat
 * random play by the floors on short seeded runs (iterations, not
 * time). */
#include "config.h"

#include "bh-builtin-rules.h"
#include "bh-test-util.h"

static BhLibrary *library;

static BhGame *
new_game (const char *scenario, guint64 seed)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "ohio", NULL);
  g_autoptr(GError) error = NULL;
  BhGame *game = bh_game_new (data, scenario, seed, FALSE, &error);

  g_assert_no_error (error);
  /* Past the set-up (App. 2, App. 4), both sides taking the example: the
   * rows here are about the turns after it. */
  for (int side = 0; side < 2; side++)
    bh_game_perform_text (game, "set-up-example", NULL);
  return game;
}

static gboolean
perform (BhGame *game, const char *text)
{
  g_autoptr(GError) error = NULL;
  gboolean ok = bh_game_perform_text (game, text, &error);

  g_assert_no_error (error);
  return ok;
}

static char *
decide (BhGame *game, BhAiLevel level)
{
  const BhState *state = bh_game_get_state (game);
  BhRules *rules = bh_game_get_rules (game);
  g_autoptr(BhState) view = bh_rules_dup_view (rules, state, state->pending.side);
  g_autoptr(GPtrArray) history = bh_ai_history (game, state->pending.side);
  BhAiConfig config;
  BhAction action;

  bh_ai_config_init (&config, level);
  config.iterations = 120;
  config.threads = 1;
  g_assert_true (bh_ai_decide (rules, view, history, &config, 0, 5, NULL, &action));
  return bh_rules_format_action (rules, &action);
}

/* 6.3: a force formed and cancelled at once is a null move; neither the
 * policy (Easy) nor the search (Normal) cancels the force just formed. */
static void
test_no_cancel (void)
{
  g_autoptr(BhGame) game = new_game ("learning-1", 3);
  g_autoptr(GPtrArray) history = NULL;
  g_autoptr(GArray) banned = NULL;
  g_autoptr(BhState) view = NULL;
  BhRules *rules = bh_game_get_rules (game);
  BhAction cancel;

  g_assert_true (perform (game, "form st-clair"));
  history = bh_ai_history (game, 0);
  g_assert_cmpuint (history->len, ==, 1);
  view = bh_rules_dup_view (rules, bh_game_get_state (game), 0);
  banned = bh_search_take_backs (rules, view, history);
  g_assert_true (bh_rules_parse_action (rules, "cancel", &cancel, NULL));
  g_assert_cmpuint (banned->len, ==, 1);
  g_assert_cmpuint (g_array_index (banned, BhAction, 0).kind, ==, cancel.kind);
  for (BhAiLevel level = BH_AI_EASY; level <= BH_AI_NORMAL; level++)
    {
      g_autofree char *choice = decide (game, level);

      g_assert_cmpstr (choice, !=, "cancel");
    }
}

/* 20.1: a unit garrisoned may come out again, but not as the very next
 * decision. */
static void
test_no_ungarrison (void)
{
  g_autoptr(BhGame) game = new_game ("learning-1", 3);

  g_assert_true (perform (game, "garrison richard-butler"));
  for (BhAiLevel level = BH_AI_EASY; level <= BH_AI_NORMAL; level++)
    {
      g_autofree char *choice = decide (game, level);

      g_assert_cmpstr (choice, !=, "ungarrison richard-butler");
    }
}

/* 24.0: more VP is better for the side that has them, whatever the
 * scenario, and a won game is worth 1. */
static void
test_evaluate_vp (void)
{
  g_autoptr(BhGame) game = new_game ("harmar", 1);
  BhRules *rules = bh_game_get_rules (game);
  BhGameData *data = bh_game_get_data (game);
  g_autoptr(BhState) state = bh_state_copy (bh_game_get_state (game));
  double us = bh_rules_evaluate (rules, state, 0), wc = bh_rules_evaluate (rules, state, 1);

  g_assert_cmpfloat_with_epsilon (us + wc, 1.0, 1e-9);
  g_assert_cmpint (bh_game_data_get_n_sides (data), ==, 2);
  state->result = BH_RESULT_WIN;
  state->winner = 1;
  g_assert_cmpfloat (bh_rules_evaluate (rules, state, 1), ==, 1.0);
  g_assert_cmpfloat (bh_rules_evaluate (rules, state, 0), ==, 0.0);
}

/* The policy's weight of the listed action `text` in `game`'s position,
 * from the deciding side's view (bh_test_policy_weight). */
static double
policy_weight (BhGame *game, const char *text)
{
  return bh_test_policy_weight (bh_game_get_rules (game), bh_game_get_state (game), text);
}

/* 5.1.1: a recruit is placed where the next march starts nearest the
 * Indian villages the US strikes (24.0): Fort Washington, on the Miami
 * trails, before the Wilderness Road entry square in Kentucky.  (The
 * policy once weighed every place alike; winter quarters (11.2), placed
 * by the same action, sent St. Clair's army to Fort Harmar.) */
static void
test_place_near_targets (void)
{
  g_autoptr(BhGame) game = new_game ("learning-3", 1);

  /* Seed 1: the first recruit checks draw nothing, the second a scout. */
  g_assert_true (perform (game, "recruit"));
  g_assert_true (perform (game, "pass"));
  g_assert_true (perform (game, "recruit"));
  g_assert_cmpfloat (policy_weight (game, "place scout.1 fort-washington"), >,
                     policy_weight (game, "place scout.1 entry-us-wilderness-road"));
}

/* 14.8: the WC wins ties, so artillery alone loses most battles; it joins
 * a force rather than forming one (forming with a regular infantry weighs
 * more).  St. Clair leads first (6.3). */
static void
test_form_with_fighters (void)
{
  g_autoptr(BhGame) game = new_game ("learning-3", 1);

  g_assert_true (perform (game, "pass"));
  g_assert_true (perform (game, "pass"));
  g_assert_cmpfloat (policy_weight (game, "form artillery.1"), <, policy_weight (game, "form us-regular-infantry.1"));
  g_assert_cmpfloat (policy_weight (game, "form us-regular-infantry.1"), <, policy_weight (game, "form st-clair"));
}

/* 14.8, 18.1: Butler's column (5 FP) wins under three battles in four
 * against a war party and invites ambushes; it marches to join St.
 * Clair's army (Twin Creek, on the road to Fort Washington) rather than
 * alone on Pickawillany, the village next to it.  (The policy once sent
 * every force at the nearest village, and the two columns were beaten
 * one by one.) */
static void
test_columns_join (void)
{
  g_autoptr(BhGame) game = new_game ("learning-3", 1);
  const char *steps[] = { "pass", "pass", "form richard-butler", "add us-regular-infantry.1",
                          "add us-militia-cavalry.1", "march" };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    g_assert_true (perform (game, steps[i]));
  g_assert_cmpfloat (policy_weight (game, "move twin-creek"), >, policy_weight (game, "move pickawillany"));
}

/* App. 2, tiers 1-2: structure step losses decide, so Butler's column
 * (5 FP: it beats Pickawillany's +1 more often than not, 14.8, 20.5)
 * strikes the village next to it rather than march back to join St.
 * Clair's army, which cannot reach a village this segment: one more
 * attack in the turn's three segments, a second chance after a Delay
 * (14.3).  (The columns once waited for each other there as in tier 3,
 * test_columns_join, and the US drew 0-0 in one game in four against
 * random play.) */
static void
test_learning_column_strikes (void)
{
  g_autoptr(BhGame) game = new_game ("learning-1", 1);
  const char *steps[] = { "form richard-butler", "add us-regular-infantry.1", "add us-militia-cavalry.1", "march" };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    g_assert_true (perform (game, steps[i]));
  g_assert_cmpfloat (policy_weight (game, "move pickawillany"), >, policy_weight (game, "move twin-creek"));
}

/* App. 2, tiers 1-2: once St. Clair's force has 5 FP (the CRT's 5-6
 * column: it beats an unheld village five times in six, 14.6, 14.8) it
 * marches, and Butler's regular stays to form a second force: two
 * attacks a segment where one army makes one.  (The policy once added
 * every fighting piece to the first force.) */
static void
test_learning_second_force (void)
{
  g_autoptr(BhGame) game = new_game ("learning-1", 1);
  /* St. Clair's column reaches Fort Greenville in the first segment; the
   * WC ends its operations; in the second, the two columns stand together. */
  const char *steps[] = { "form st-clair", "add us-regular-infantry.2", "add us-regular-infantry.3", "add artillery.1",
                          "march", "move north-bend", "move whitewater", "move twin-creek", "move greenville",
                          "no-ambush", "stop", "end-ops", "end-ops",
                          "form st-clair", "add us-regular-infantry.2", "add us-regular-infantry.3",
                          "add us-militia-cavalry.1" };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    g_assert_true (perform (game, steps[i]));
  g_assert_cmpfloat (policy_weight (game, "add us-regular-infantry.1"), <, policy_weight (game, "march"));
}

/* App. 2, tiers 1-2, 6.4: St. Clair's column, at Fort Greenville with no
 * MP left, leaves Butler's column where it stands (stopping weighs more
 * than a pick-up) so that Butler strikes Pickawillany this segment: a
 * piece picked up has moved with the force.  (The policy once weighed a
 * pick-up 3 against a stop 0.4 there, and Butler's column sat in the fort
 * all segment.) */
static void
test_learning_no_pickup (void)
{
  g_autoptr(BhGame) game = new_game ("learning-1", 1);
  const char *steps[] = { "form st-clair", "add us-regular-infantry.2", "add us-regular-infantry.3", "add artillery.1",
                          "march", "move north-bend", "move whitewater", "move twin-creek", "move greenville",
                          "no-ambush" };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    g_assert_true (perform (game, steps[i]));
  g_assert_cmpfloat (policy_weight (game, "pickup us-regular-infantry.1"), <, policy_weight (game, "stop"));
  g_assert_cmpfloat (policy_weight (game, "pickup us-militia-cavalry.1"), <, policy_weight (game, "stop"));
}

/* App. 2, tiers 1-2: the structure step lead is the result once the
 * turn's operations are over, so a one-step lead in the last WC
 * Operations segment scores as near a win (0.9 or more) and more than the
 * same lead in the first segment, with two segments of each side to come.
 * Seed 4: Butler's column reduces Pickawillany (14.8, 20.5.1) in the first
 * segment; then both sides end their operations.  (The evaluation once
 * weighed a step alike all turn, 0.66 for a one-step lead at the end, so
 * the search rated an attack in the last segment no better than ending
 * operations at 0-0, a sure draw: seed 10's draw.) */
static void
test_learning_lead_at_the_end (void)
{
  g_autoptr(BhGame) game = new_game ("learning-1", 4);
  BhRules *rules = bh_game_get_rules (game);
  const char *steps[] = { "form richard-butler", "add us-regular-infantry.1", "add us-militia-cavalry.1", "march",
                          "move pickawillany", "attack", "relocate twin-creek" };
  double early, end_level;

  /* Level at 0-0, ending the operations gives up an attack (at best a
   * draw): the policy weighs it below the same end once a step ahead. */
  end_level = policy_weight (game, "end-ops");
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    g_assert_true (perform (game, steps[i]));
  g_assert_cmpfloat (end_level, <, policy_weight (game, "end-ops"));
  g_assert_true (perform (game, "end-ops"));   /* US, segment 2 */
  early = bh_rules_evaluate (rules, bh_game_get_state (game), 0);
  for (int k = 0; k < 4; k++)
    g_assert_true (perform (game, "end-ops"));
  g_assert_cmpint (bh_game_get_state (game)->pending.side, ==, 1);   /* WC, segment 9 */
  g_assert_cmpfloat (bh_rules_evaluate (rules, bh_game_get_state (game), 0), >=, 0.9);
  g_assert_cmpfloat (bh_rules_evaluate (rules, bh_game_get_state (game), 0), >, early);
}

/* 11.2, 6.0, App. 2: the US winters in forts and marches from there in
 * the spring's operations, which come right before the WC's, so St.
 * Clair winters in the fort nearest the Miami villages: Fort Greenville,
 * beside Pickawillany, outweighs Fort Washington (five spaces) and Fort
 * Harmar together, twice over.  Fort Harmar is reached from no village
 * over the spaces the learning scenario uses (App. 2: Miami, Shawnee and
 * neutral), so it weighs less than Fort Washington: the Delaware's
 * printed principal village of Gekelmurpechunk, three spaces up the
 * Muskingum, is no target there.  (The policy once weighed a winter
 * place as a recruit's, doubled where the side's FP stood and counting
 * Gekelmurpechunk: Fort Harmar 1.75, Greenville 5 against Washington 3,
 * and St. Clair's army wintered at Fort Harmar in the learning-3 games
 * drawn, a turn's march from every village.) */
static void
test_learning_winter_near_villages (void)
{
  g_autoptr(BhGame) game = new_game ("learning-3", 1);
  const char *steps[] = { "pass", "pass", "end-ops", "end-ops", "pass", "pass", "end-ops", "end-ops",
                          "pass", "pass", "end-ops", "end-ops" };
  double greenville, washington, harmar;

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    g_assert_true (perform (game, steps[i]));
  greenville = policy_weight (game, "place st-clair greenville");
  washington = policy_weight (game, "place st-clair fort-washington");
  harmar = policy_weight (game, "place st-clair fort-harmar");
  g_assert_cmpfloat (washington, >, harmar);
  g_assert_cmpfloat (greenville, >, 2 * (washington + harmar));
}

/* 18.2, 24.0: a wagon alone on the trail is an ambush's 1/2 VP; where no
 * victory fort needs it (App. 2) it forms no force of its own: the US
 * would rather end its operations than send it out.  (The policy once
 * formed one with it every segment, and 30 wagon steps were lost in 40
 * learning-3 games.) */
static void
test_wagon_not_alone (void)
{
  /* Seed 7: the first recruit check draws the wagon. */
  g_autoptr(BhGame) game = new_game ("learning-3", 7);
  const char *steps[] = { "recruit", "place supply-wagon.1 entry-us-salt-river", "pass", "pass" };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    g_assert_true (perform (game, steps[i]));
  g_assert_cmpfloat (policy_weight (game, "form supply-wagon.1"), <, policy_weight (game, "end-ops"));
}

/* 14.8, 18.2, 24.0: Fort Harmar's lone regular (1 FP) loses three battles
 * in four against a single war party and has no US stack to join within
 * six spaces: it stays in its fort (20.4: it cannot be attacked there)
 * rather than march alone on the villages; Harmar's army, at its entry
 * square, still forms.  (The policy once sent it toward Gekelmurpechunk,
 * ambushed and beaten at Will's Creek: 1/2 VP to the WC in Harmar's
 * games against a searching WC.) */
static void
test_lone_garrison_stays (void)
{
  g_autoptr(BhGame) game = new_game ("harmar", 1);
  /* Seed 1's special actions, the US's as Easy chose them. */
  const char *steps[] = { "build settlement.1 middle-island", "raid pittsburgh", "place mingo-warrior.3 hocking-falls",
                          "recruit", "raid georgetown", "recruit", "place supply-wagon.1 entry-us-wilderness-road",
                          "raid north-bend", "pass", "raid middle-island", "raid bardstown" };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    g_assert_true (perform (game, steps[i]));
  g_assert_cmpfloat (policy_weight (game, "form us-regular-infantry.3"), <, policy_weight (game, "end-ops"));
  g_assert_cmpfloat (policy_weight (game, "form harmar"), >, policy_weight (game, "end-ops"));
}

/* Short seeded ladders: a level against uniform random play in a
 * scenario, a floor for its score on each side (US, WC). */
static void
floor_against_random (const char *scenario, BhAiLevel level, guint pairs, guint iterations, const double floor[2])
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "ohio", NULL);
  g_autoptr(GError) error = NULL;
  BhArenaParams params = { 0 };
  BhArenaReport report;

  bh_ai_config_init (&params.player[0], level);
  params.player[0].iterations = iterations;
  params.player[0].threads = 1;
  bh_ai_config_init (&params.player[1], BH_AI_RANDOM);
  params.pairs = pairs;
  params.seed = 1;
  params.max_actions = 5000;
  g_assert_true (bh_arena_run (data, scenario, &params, &report, &error));
  g_assert_cmpuint (report.unfinished, ==, 0);
  g_assert_cmpuint (report.refused[0], ==, 0);
  g_assert_cmpuint (report.take_backs[0], ==, 0);
  for (int side = 0; side < 2; side++)
    {
      double score = bh_arena_score (&report, 0, side, NULL);

      if (g_test_verbose ())
        g_printerr ("%s, %s as side %d against random: %.2f\n", scenario, bh_ai_level_to_string (level), side, score);
      g_assert_cmpfloat (score, >=, floor[side]);
    }
}

/* The first learning tier (App. 2): both levels on both sides. */
static void
test_easy_beats_random (void)
{
  floor_against_random ("learning-1", BH_AI_EASY, 6, 0, (double[]) { 0.75, 0.75 });
}

/* Four pairs: the random WC's own set-up (App. 2, on by default) makes one
 * game in the first two a loss, so two pairs said too little. */
static void
test_normal_beats_random (void)
{
  floor_against_random ("learning-1", BH_AI_NORMAL, 4, 150, (double[]) { 0.75, 0.75 });
}

/* The Harmar Campaign (App. 3): random play wins it for the WC nine
 * times in ten (docs/rules/ohio.md), so the US must build Fort Steuben
 * (5.3) and score more VP than its raids and ambushes give the WC (24.0).
 * The policy alone must win more often than not as the US. */
static void
test_easy_beats_random_harmar (void)
{
  floor_against_random ("harmar", BH_AI_EASY, 10, 0, (double[]) { 0.5, 0.9 });
}

int
main (int argc, char **argv)
{
  int status;

  bh_test_init (&argc, &argv);
  bh_builtin_rules_register ();
  library = bh_test_library ();
  g_test_add_func ("/ohio/6.3/ai-no-cancel", test_no_cancel);
  g_test_add_func ("/ohio/20.1/ai-no-ungarrison", test_no_ungarrison);
  g_test_add_func ("/ohio/24.0/ai-evaluate", test_evaluate_vp);
  g_test_add_func ("/ohio/5.1.1/ai-place-near-targets", test_place_near_targets);
  g_test_add_func ("/ohio/14.8/ai-form-with-fighters", test_form_with_fighters);
  g_test_add_func ("/ohio/14.8/ai-columns-join", test_columns_join);
  g_test_add_func ("/ohio/18.2/ai-wagon-not-alone", test_wagon_not_alone);
  g_test_add_func ("/ohio/11.2/ai-learning-winter-near-villages", test_learning_winter_near_villages);
  g_test_add_func ("/ohio/app2/ai-learning-column-strikes", test_learning_column_strikes);
  g_test_add_func ("/ohio/app2/ai-learning-second-force", test_learning_second_force);
  g_test_add_func ("/ohio/app2/ai-learning-no-pickup", test_learning_no_pickup);
  g_test_add_func ("/ohio/app2/ai-learning-lead-at-the-end", test_learning_lead_at_the_end);
  g_test_add_func ("/ohio/14.8/ai-lone-garrison-stays", test_lone_garrison_stays);
  g_test_add_func ("/ohio/app2/ai-easy-beats-random", test_easy_beats_random);
  g_test_add_func ("/ohio/app2/ai-normal-beats-random", test_normal_beats_random);
  g_test_add_func ("/ohio/app3/ai-easy-beats-random-harmar", test_easy_beats_random_harmar);
  status = g_test_run ();
  g_object_unref (library);
  return status;
}
