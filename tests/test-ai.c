/* test-ai.c — the computer opponent plays legal moves and beats random
 * play on the test game. */
#include "config.h"

#include "bh-test-util.h"
#include "bh-tiny-rules.h"

static BhLibrary *library;

static void
test_evaluate (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(BhRules) rules = bh_rules_new_for_game (data, FALSE, NULL);
  g_autoptr(BhState) state = bh_state_new_for_scenario (data, bh_game_data_get_scenario (data, 0), 1,
                                                        bh_rules_get_extra_size (rules), NULL);
  int red_vp = bh_game_data_find_marker (data, "vp-red");

  g_assert_cmpfloat_with_epsilon (bh_ai_evaluate (rules, state, 0), 0.5, 1e-9);
  bh_state_markers (state)[red_vp] = 3;
  g_assert_cmpfloat (bh_ai_evaluate (rules, state, 0), >, 0.8);
  g_assert_cmpfloat (bh_ai_evaluate (rules, state, 1), <, 0.2);
  state->result = BH_RESULT_WIN;
  state->winner = 1;
  g_assert_cmpfloat (bh_ai_evaluate (rules, state, 1), ==, 1.0);
  g_assert_cmpfloat (bh_ai_evaluate (rules, state, 0), ==, 0.0);
}

/* Red is the AI, Blue plays at random; returns the result for Red. */
static double
play_one (BhRules *rules, BhGameData *data, guint64 seed)
{
  g_autoptr(BhState) state = bh_state_new_for_scenario (data, bh_game_data_get_scenario (data, 0), seed,
                                                        bh_rules_get_extra_size (rules), NULL);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(GRand) rand = g_rand_new_with_seed ((guint32) seed);
  BhAiParams params;

  bh_ai_params_init (&params);
  params.playouts = 60;
  params.seed = seed;
  g_assert_true (bh_rules_setup (rules, state, bh_game_data_get_scenario (data, 0), NULL));
  for (guint n = 0; state->result == BH_RESULT_ONGOING && n < 2000; n++)
    {
      BhAction action;
      g_autoptr(GError) error = NULL;

      if (state->pending.side == 0)
        g_assert_true (bh_ai_choose (rules, state, &params, &action));
      else
        {
          bh_rules_list_actions (rules, state, legal);
          action = g_array_index (legal, BhAction, g_rand_int_range (rand, 0, legal->len));
          action.side = state->pending.side;
        }
      /* The AI only ever chooses what the rules allow. */
      g_assert_true (bh_rules_check_action (rules, state, &action, &error));
      bh_rules_apply (rules, state, &action);
      params.seed++;
    }
  g_assert_cmpint (state->result, !=, BH_RESULT_ONGOING);
  return bh_ai_evaluate (rules, state, 0);
}

static void
test_beats_random_play (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(BhRules) rules = bh_rules_new_for_game (data, FALSE, NULL);
  double score = 0;
  const guint games = 12;

  for (guint g = 0; g < games; g++)
    score += play_one (rules, data, 100 + g);
  if (g_test_verbose ())
    g_printerr ("AI score against random play: %.2f of %u\n", score, games);
  /* Random against random scores about half; the AI must do clearly better. */
  g_assert_cmpfloat (score / games, >, 0.75);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
  library = bh_test_library ();
  g_test_add_func ("/engine/ai/evaluate", test_evaluate);
  g_test_add_func ("/engine/ai/beats-random-play", test_beats_random_play);
  status = g_test_run ();
  g_object_unref (library);
  return status;
}
