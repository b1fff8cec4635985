/* test-ai.c — the computer opponent plays legal moves, beats random play
 * on the test game, and plays from its side's view in every game; the
 * search (Normal, Strong) and the policy (Easy) too; the rules hooks'
 * defaults; levels and their tuning file; the arena's seed pairs.
 * Budgets are iterations, never wall time. */
#include "config.h"

#include "bh-test-util.h"
#include "bh-tiny-rules.h"
#include "bh-builtin-rules.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <string.h>

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

/* A probe game on the test game's board, that rewards reading the hidden
 * reserve: the first side guesses whether the piece on top of the cup is
 * its highest-numbered one, and wins if right.  From the view alone the
 * guess is blind; an opponent that read the true state would always be
 * right, and would change its guess when only the cup's order changes. */
#define PROBE_TYPE_RULES (probe_rules_get_type ())
G_DECLARE_FINAL_TYPE (ProbeRules, probe_rules, PROBE, RULES, GObject)

struct _ProbeRules
{
  GObject parent_instance;
  BhGameData *data;
  int reserve;
};

static const BhActionKind probe_kinds[] = {
  { "guess", "P1", 1, { BH_ARG_INT } },
};

static void probe_rules_iface_init (BhRulesInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (ProbeRules, probe_rules, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (BH_TYPE_RULES, probe_rules_iface_init))

static void
probe_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  ProbeRules *self = PROBE_RULES (object);

  self->data = g_value_dup_object (value);
  self->reserve = bh_game_data_find_location (self->data, "reserve");
}

static void
probe_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  g_value_set_object (value, PROBE_RULES (object)->data);
}

static void
probe_finalize (GObject *object)
{
  g_clear_object (&PROBE_RULES (object)->data);
  G_OBJECT_CLASS (probe_rules_parent_class)->finalize (object);
}

static void
probe_rules_class_init (ProbeRulesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->set_property = probe_set_property;
  object_class->get_property = probe_get_property;
  object_class->finalize = probe_finalize;
  g_object_class_override_property (object_class, 1, "game-data");
}

static void
probe_rules_init (ProbeRules *self)
{
}

static const BhActionKind *
probe_get_action_kinds (BhRules *rules, guint *n_kinds)
{
  *n_kinds = G_N_ELEMENTS (probe_kinds);
  return probe_kinds;
}

static gboolean
probe_setup (BhRules *rules, BhState *state, const BhScenario *scenario, GError **error)
{
  state->pending.side = 0;
  return TRUE;
}

static void
probe_list_actions (BhRules *rules, const BhState *state, GArray *actions)
{
  for (int guess = 0; guess < 2; guess++)
    {
      BhAction action = { .kind = 0, .n_args = 1, .side = 0, .args = { guess } };

      g_array_append_val (actions, action);
    }
}

static void
probe_apply (BhRules *rules, BhState *state, const BhAction *action)
{
  ProbeRules *self = PROBE_RULES (rules);
  const BhPieceState *pc = bh_state_const_pieces (state);
  int top = -1, highest = -1;

  for (guint p = 0; p < state->n_pieces; p++)
    if (pc[p].location == self->reserve)
      {
        if (top < 0 || pc[p].order > pc[top].order)
          top = p;
        highest = p;
      }
  state->result = BH_RESULT_WIN;
  state->winner = action->args[0] == (top == highest) ? 0 : 1;
}

static char *
probe_describe_decision (BhRules *rules, const BhState *state, int seat)
{
  return g_strdup ("guess");
}

static void
probe_rules_iface_init (BhRulesInterface *iface)
{
  iface->get_action_kinds = probe_get_action_kinds;
  iface->setup = probe_setup;
  iface->list_actions = probe_list_actions;
  iface->apply = probe_apply;
  iface->describe_decision = probe_describe_decision;
}

/* Over many cups, swapping the order of the two pieces on top changes
 * nothing the guesser may see, so never its guess. */
static void
test_reads_no_hidden_order (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(BhRules) rules = g_object_new (PROBE_TYPE_RULES, "game-data", data, NULL);
  int reserve = bh_game_data_find_location (data, "reserve");
  guint tried = 0;
  BhAiParams params;

  bh_ai_params_init (&params);
  params.playouts = 40;
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(BhState) state = bh_state_new_for_scenario (data, bh_game_data_get_scenario (data, 0), seed, 0, NULL);
      g_autoptr(BhState) other = NULL;
      BhPieceState *pc = bh_state_pieces (state);
      int a = -1, b = -1;
      BhAction mine, theirs;

      g_assert_true (bh_rules_setup (rules, state, bh_game_data_get_scenario (data, 0), NULL));
      for (guint p = 0; p < state->n_pieces; p++)
        if (pc[p].location == (guint) reserve)
          {
            if (a < 0)
              a = p;
            else
              b = p;
          }
      g_assert_cmpint (b, >=, 0);
      g_assert_false (bh_rules_piece_visible (rules, state, a, 0));
      other = bh_state_copy (state);
      bh_state_pieces (other)[a].order = pc[b].order;
      bh_state_pieces (other)[b].order = pc[a].order;
      params.seed = seed;
      g_assert_true (bh_ai_choose (rules, state, &params, &mine));
      g_assert_true (bh_ai_choose (rules, other, &params, &theirs));
      g_assert_cmpint (mine.args[0], ==, theirs.args[0]);
      tried++;
    }
  g_assert_cmpuint (tried, ==, 20);
}

typedef struct {
  char *game;
  gboolean free_play;
} Case;

static void
case_free (gpointer data)
{
  Case *c = data;

  g_free (c->game);
  g_free (c);
}

/* The computer never reads what its side may not see: at decisions along
 * random games of every scenario, a state whose hidden part is changed
 * (cups shuffled, hidden pieces swapped or turned, dice re-seeded) gives
 * the same view and, with the same seed, the same move; the move is legal
 * in the true state. */
static void
test_same_view_same_move (gconstpointer user_data)
{
  const Case *c = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, c->game, &error);
  g_autoptr(BhRules) rules = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  guint choices = 0, hidden_changes = 0;
  BhAiParams params;

  g_assert_no_error (error);
  rules = bh_rules_new_for_game (data, c->free_play, &error);
  g_assert_no_error (error);
  bh_ai_params_init (&params);
  /* Small: the property holds for any budget; free play lists thousands of moves. */
  params.playouts = c->free_play ? 6 : 12;
  params.max_depth = c->free_play ? 3 : 20;
  /* Free play is the same sandbox in every scenario: one will do. */
  for (guint s = 0; s < bh_game_data_get_n_scenarios (data) && (!c->free_play || s < 1); s++)
    {
      const BhScenario *scenario = bh_game_data_get_scenario (data, s);
      g_autoptr(BhState) state = bh_state_new_for_scenario (data, scenario, 31 + s, bh_rules_get_extra_size (rules), &error);

      g_assert_no_error (error);
      /* Every option on: Blood on the Ohio's 25.2 hides WC stacks from the US. */
      state->options = scenario->options->len >= 32 ? G_MAXUINT32 : (1u << scenario->options->len) - 1;
      g_assert_true (bh_rules_setup (rules, state, scenario, &error));
      for (guint step = 0; step < (c->free_play ? 41u : 100u) && state->result == BH_RESULT_ONGOING; step++)
        {
          BhAction action;

          if (step % 20 == 0)
            {
              int seat = state->pending.side;
              g_autoptr(BhState) other = bh_state_copy (state);
              g_autoptr(BhState) view = bh_rules_dup_view (rules, state, seat);
              g_autoptr(BhState) other_view = NULL;
              BhAction mine, theirs;

              hidden_changes += bh_test_perturb_hidden (rules, other, seat, rand);
              other_view = bh_rules_dup_view (rules, other, seat);
              g_assert_true (bh_state_equal (view, other_view));
              params.seed = 1000 * s + step;
              g_assert_true (bh_ai_choose (rules, state, &params, &mine));
              g_assert_true (bh_ai_choose (rules, other, &params, &theirs));
              if (!bh_action_equal (&mine, &theirs))
                g_error ("%s %s after %u actions: the computer chose %s, and %s once hidden things changed",
                         c->game, scenario->id, step, bh_rules_format_action (rules, &mine),
                         bh_rules_format_action (rules, &theirs));
              if (!bh_rules_check_action (rules, state, &mine, &error))
                g_error ("%s %s after %u actions: the computer chose %s from its view, refused: %s",
                         c->game, scenario->id, step, bh_rules_format_action (rules, &mine), error->message);
              choices++;
            }
          bh_rules_list_actions (rules, state, legal);
          if (legal->len == 0)
            break;
          action = g_array_index (legal, BhAction, g_rand_int_range (rand, 0, legal->len));
          action.side = state->pending.side;
          bh_rules_apply (rules, state, &action);
        }
    }
  if (g_test_verbose ())
    g_printerr ("%s%s: %u choices, %u with hidden changes\n", c->game, c->free_play ? " (free play)" : "",
                choices, hidden_changes);
  g_assert_cmpuint (choices, >, 0);
}


static gboolean
action_listed (GArray *actions, const BhAction *a)
{
  for (guint i = 0; i < actions->len; i++)
    if (bh_action_equal (&g_array_index (actions, BhAction, i), a))
      return TRUE;
  return FALSE;
}

/* A pure take-back is an action after which the side sees again what it
 * saw before its previous action (form then cancel, move there and back).
 * The side compares through its view, as the arena counts take-backs: a
 * hidden piece moved and moved back lies elsewhere in the raw state's
 * order (the view renumbers hidden pieces), so comparing raw states let
 * such take-backs through (session 9's 3 take-backs in Pontiac A). Along
 * seeded random games of every scenario, every action whose result, seen
 * by its side, equals the view before the side's previous action must be
 * among bh_search_take_backs's. */
static void
test_take_backs_through_view (gconstpointer user_data)
{
  const Case *c = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, c->game, &error);
  g_autoptr(BhRules) rules = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  guint found = 0;

  g_assert_no_error (error);
  rules = bh_rules_new_for_game (data, FALSE, &error);
  g_assert_no_error (error);
  for (guint s = 0; s < bh_game_data_get_n_scenarios (data); s++)
    {
      const BhScenario *scenario = bh_game_data_get_scenario (data, s);
      g_autoptr(BhState) state = bh_state_new_for_scenario (data, scenario, 41 + s, bh_rules_get_extra_size (rules), &error);
      g_autoptr(BhState) before = NULL;

      g_assert_no_error (error);
      g_assert_true (bh_rules_setup (rules, state, scenario, &error));
      for (guint step = 0; step < 150 && state->result == BH_RESULT_ONGOING; step++)
        {
          int side = state->pending.side;
          g_autoptr(BhState) view = bh_rules_dup_view (rules, state, side);
          BhAction action;

          bh_rules_list_actions (rules, state, legal);
          if (legal->len == 0)
            break;
          if (before != NULL)
            {
              g_autoptr(GPtrArray) history = g_ptr_array_new ();
              g_autoptr(GArray) banned = NULL;
              g_autoptr(GArray) from_view = g_array_new (FALSE, FALSE, sizeof (BhAction));

              g_ptr_array_add (history, before);
              banned = bh_search_take_backs (rules, view, history);
              bh_rules_list_actions (rules, view, from_view);
              for (guint i = 0; i < from_view->len; i++)
                {
                  BhAction a = g_array_index (from_view, BhAction, i);
                  g_autoptr(BhState) after = bh_state_copy (state);
                  g_autoptr(BhState) seen = NULL;
                  guint32 rng[4];

                  a.side = side;
                  if (!bh_rules_check_action (rules, state, &a, NULL))
                    continue;
                  memcpy (rng, after->rng, sizeof rng);
                  bh_rules_apply (rules, after, &a);
                  if (memcmp (rng, after->rng, sizeof rng) != 0)
                    continue;   /* dice rolled: not a pure take-back */
                  seen = bh_rules_dup_view (rules, after, side);
                  if (!bh_state_equal (seen, before))
                    continue;
                  found++;
                  if (!action_listed (banned, &a))
                    g_error ("%s %s after %u actions: %s brings back what the side saw before, and the search "
                             "does not take it for a take-back", c->game, scenario->id, step,
                             bh_rules_format_action (rules, &a));
                }
            }
          action = g_array_index (legal, BhAction, g_rand_int_range (rand, 0, legal->len));
          action.side = side;
          g_clear_pointer (&before, bh_state_free);
          {
            guint32 rng[4];

            memcpy (rng, state->rng, sizeof rng);
            bh_rules_apply (rules, state, &action);
            /* The side's run of decisions goes on only without dice and on its own turn. */
            if (memcmp (rng, state->rng, sizeof rng) == 0 && state->pending.side == side)
              before = g_steal_pointer (&view);
          }
        }
    }
  g_test_message ("%s: %u take-backs met", c->game, found);
}

static void
config_for (BhAiConfig *config, BhAiLevel level, guint iterations)
{
  bh_ai_config_init (config, level);
  config->iterations = iterations;
  config->threads = 1;
}

/* Without hooks of its own a game still gets a policy (all 1), a horizon
 * (the turn changes) and an evaluation (the VP tracks). */
static void
test_default_hooks (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(BhRules) rules = bh_rules_new_for_game (data, FALSE, NULL);
  g_autoptr(BhState) state = bh_state_new_for_scenario (data, bh_game_data_get_scenario (data, 0), 1,
                                                        bh_rules_get_extra_size (rules), NULL);
  g_autoptr(BhState) later = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autofree double *weights = NULL;

  g_assert_true (bh_rules_setup (rules, state, bh_game_data_get_scenario (data, 0), NULL));
  bh_rules_list_actions (rules, state, legal);
  g_assert_cmpuint (legal->len, >, 1);
  weights = g_new (double, legal->len);
  bh_rules_policy (rules, state, legal, weights);
  for (guint i = 0; i < legal->len; i++)
    g_assert_cmpfloat (weights[i], ==, 1.0);
  g_assert_cmpfloat (bh_rules_evaluate (rules, state, 0), ==, bh_ai_evaluate (rules, state, 0));
  later = bh_state_copy (state);
  g_assert_false (bh_rules_horizon (rules, state, later));
  later->turn++;
  g_assert_true (bh_rules_horizon (rules, state, later));
  later->turn--;
  later->result = BH_RESULT_DRAW;
  g_assert_true (bh_rules_horizon (rules, state, later));
}

/* Red plays at `level`, Blue at random; returns Red's score. */
static double
play_level (BhRules *rules, BhGameData *data, BhAiLevel level, guint iterations, guint64 seed)
{
  g_autoptr(BhState) state = bh_state_new_for_scenario (data, bh_game_data_get_scenario (data, 0), seed,
                                                        bh_rules_get_extra_size (rules), NULL);
  BhAiConfig red, blue;

  config_for (&red, level, iterations);
  config_for (&blue, BH_AI_RANDOM, 0);
  g_assert_true (bh_rules_setup (rules, state, bh_game_data_get_scenario (data, 0), NULL));
  for (guint n = 0; state->result == BH_RESULT_ONGOING && n < 2000; n++)
    {
      g_autoptr(BhState) view = bh_rules_dup_view (rules, state, state->pending.side);
      g_autoptr(GError) error = NULL;
      BhAction action;

      g_assert_true (bh_ai_decide (rules, view, NULL, state->pending.side == 0 ? &red : &blue, 0, seed * 31 + n,
                                   NULL, &action));
      g_assert_true (bh_rules_check_action (rules, state, &action, &error));
      bh_rules_apply (rules, state, &action);
    }
  g_assert_cmpint (state->result, !=, BH_RESULT_ONGOING);
  return bh_rules_evaluate (rules, state, 0);
}

static void
test_search_beats_random_play (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(BhRules) rules = bh_rules_new_for_game (data, FALSE, NULL);
  double score = 0;
  const guint games = 10;

  for (guint g = 0; g < games; g++)
    score += play_level (rules, data, BH_AI_NORMAL, 150, 200 + g);
  if (g_test_verbose ())
    g_printerr ("search score against random play: %.2f of %u\n", score, games);
  g_assert_cmpfloat (score / games, >, 0.75);
}

/* The same view, seed and iterations give the same choice. */
static void
test_search_deterministic (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(BhRules) rules = bh_rules_new_for_game (data, FALSE, NULL);
  g_autoptr(BhState) state = bh_state_new_for_scenario (data, bh_game_data_get_scenario (data, 0), 5,
                                                        bh_rules_get_extra_size (rules), NULL);
  g_autoptr(BhState) view = NULL;
  BhAiConfig config;
  BhAction first, again;

  g_assert_true (bh_rules_setup (rules, state, bh_game_data_get_scenario (data, 0), NULL));
  view = bh_rules_dup_view (rules, state, state->pending.side);
  config_for (&config, BH_AI_NORMAL, 200);
  g_assert_true (bh_ai_decide (rules, view, NULL, &config, 0, 9, NULL, &first));
  g_assert_true (bh_ai_decide (rules, view, NULL, &config, 0, 9, NULL, &again));
  g_assert_true (bh_action_equal (&first, &again));
  /* Two threads: two trees, still the same answer every time. */
  config.threads = 2;
  g_assert_true (bh_ai_decide (rules, view, NULL, &config, 0, 9, NULL, &first));
  g_assert_true (bh_ai_decide (rules, view, NULL, &config, 0, 9, NULL, &again));
  g_assert_true (bh_action_equal (&first, &again));
}

/* A cancelled search still answers, with a legal action, at once. */
static void
test_search_cancelled (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(BhRules) rules = bh_rules_new_for_game (data, FALSE, NULL);
  g_autoptr(BhState) state = bh_state_new_for_scenario (data, bh_game_data_get_scenario (data, 0), 5,
                                                        bh_rules_get_extra_size (rules), NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  BhAiConfig config;
  BhAction action;

  g_assert_true (bh_rules_setup (rules, state, bh_game_data_get_scenario (data, 0), NULL));
  config_for (&config, BH_AI_STRONG, 0);
  g_cancellable_cancel (cancellable);
  /* An hour's budget: only the cancellation can end it. */
  g_assert_true (bh_ai_decide (rules, state, NULL, &config, 3600000, 1, cancellable, &action));
  g_assert_true (bh_rules_check_action (rules, state, &action, &error));
}

/* A search on a time budget (no iteration count, no cancellable) ends by
 * its own deadline and answers with a legal action: were the deadline
 * ignored, the call would never return and the test would time out. */
static void
test_search_time_budget (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(BhRules) rules = bh_rules_new_for_game (data, FALSE, NULL);
  g_autoptr(BhState) state = bh_state_new_for_scenario (data, bh_game_data_get_scenario (data, 0), 5,
                                                        bh_rules_get_extra_size (rules), NULL);
  g_autoptr(GError) error = NULL;
  BhAiConfig config;
  BhAction action;

  g_assert_true (bh_rules_setup (rules, state, bh_game_data_get_scenario (data, 0), NULL));
  for (guint level = BH_AI_NORMAL; level <= BH_AI_STRONG; level++)
    {
      config_for (&config, level, 0);
      g_assert_true (bh_ai_decide (rules, state, NULL, &config, 20, 1, NULL, &action));
      g_assert_true (bh_rules_check_action (rules, state, &action, &error));
    }
}

/* Changes what `side` cannot see: the dice to come and, for every piece
 * its view hides, the face and the order within its location. */
static void
shuffle_hidden (BhRules *rules, BhState *state, int side)
{
  g_autoptr(BhState) view = bh_rules_dup_view (rules, state, side);
  BhGameData *data = bh_rules_get_game_data (rules);
  const BhPieceState *seen = bh_state_const_pieces (view);
  BhPieceState *pieces = bh_state_pieces (state);

  bh_state_seed (state, 987654321);
  for (guint i = 0; i < state->n_pieces; i++)
    if (seen[i].flags & BH_PIECE_HIDDEN)
      {
        const BhUnitType *type = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, i));

        pieces[i].order = (guint16) (state->n_pieces - i);
        if (type->faces->len > 1)
          pieces[i].face = (guint8) ((pieces[i].face + 1) % type->faces->len);
      }
}

/* Every game with rules, each with its data and a fresh rules object:
 * the loop the generic tests below share. */
typedef void (*RulesGameFunc) (const char *id, BhGameData *data, BhRules *rules, gpointer user_data);

static void
for_each_rules_game (RulesGameFunc func, gpointer user_data)
{
  g_auto(GStrv) games = bh_library_list_games (library);

  for (guint g = 0; games[g] != NULL; g++)
    {
      g_autoptr(BhGameData) data = NULL;
      g_autoptr(BhRules) rules = NULL;

      if (!bh_rules_exist_for (games[g]))
        continue;
      data = bh_library_load_game (library, games[g], NULL);
      g_assert_nonnull (data);
      rules = bh_rules_new_for_game (data, FALSE, NULL);
      g_assert_nonnull (rules);
      func (games[g], data, rules, user_data);
    }
}

/* The AI cannot cheat: for every game with rules (each its own hooks),
 * each scenario's opening decision is the same whatever the side cannot
 * see (issue 17). */
static void
hidden_information_in (const char *id, BhGameData *data, BhRules *rules, gpointer user_data)
{
  for (guint s = 0; s < bh_game_data_get_n_scenarios (data); s++)
    {
      const BhScenario *scenario = bh_game_data_get_scenario (data, s);
      g_autoptr(BhGame) game = bh_game_new (data, scenario->id, 11, FALSE, NULL);
      g_autoptr(BhState) real = bh_state_copy (bh_game_get_state (game));
      g_autoptr(BhState) other = bh_state_copy (real);
      int side = real->pending.side;
      g_autoptr(BhState) view_real = NULL;
      g_autoptr(BhState) view_other = NULL;

      shuffle_hidden (rules, other, side);
      g_assert_false (bh_state_equal (real, other));
      view_real = bh_rules_dup_view (rules, real, side);
      view_other = bh_rules_dup_view (rules, other, side);
      g_assert_true (bh_state_equal (view_real, view_other));
      for (BhAiLevel level = BH_AI_EASY; level <= BH_AI_NORMAL; level++)
        {
          BhAiConfig config;
          BhAction a, b;

          config_for (&config, level, 40);
          g_assert_true (bh_ai_decide (rules, view_real, NULL, &config, 0, 3, NULL, &a));
          g_assert_true (bh_ai_decide (rules, view_other, NULL, &config, 0, 3, NULL, &b));
          g_assert_true (bh_action_equal (&a, &b));
        }
    }
}

static void
test_hidden_information (void)
{
  for_each_rules_game (hidden_information_in, NULL);
}

static void
test_levels (void)
{
  BhAiLevel level;

  for (guint i = 0; i < BH_AI_N_LEVELS; i++)
    {
      g_assert_true (bh_ai_level_from_string (bh_ai_level_to_string (i), &level));
      g_assert_cmpint (level, ==, i);
    }
  g_assert_false (bh_ai_level_from_string ("hard", &level));
}

/* The tuning file overrides a level's settings; a bad value is one error
 * naming the file, the group and the key. */
static void
test_config_file (void)
{
  g_autofree char *dir = bh_test_make_tmp ("bh-ai-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "ai.ini", NULL);
  g_autoptr(GError) error = NULL;
  BhAiConfig config, before;

  bh_ai_config_init (&config, BH_AI_NORMAL);
  g_assert_cmpuint (config.time_ms, ==, 1000);
  /* Issue 17: Normal at most 30 s for a side's turn. */
  g_assert_cmpuint (config.turn_ms, <=, 30000);
  g_assert_true (bh_ai_config_load (&config, path, &error));   /* no file: no change */
  g_assert_true (g_file_set_contents (path, "[normal]\ntime-ms=250\nexploration=0.9\n[strong]\ntime-ms=9\n", -1, NULL));
  g_assert_true (bh_ai_config_load (&config, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (config.time_ms, ==, 250);
  g_assert_cmpfloat (config.exploration, ==, 0.9);
  g_assert_true (g_file_set_contents (path, "[normal]\ntime-ms=soon\n", -1, NULL));
  before = config;
  g_assert_false (bh_ai_config_load (&config, path, &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, path));
  g_assert_nonnull (strstr (error->message, "time-ms"));
  g_assert_cmpuint (config.time_ms, ==, before.time_ms);
  /* Session 10: rollouts that follow the policy's weights unsquared. */
  g_clear_error (&error);
  g_assert_cmpuint (config.rollout_flat, ==, 0);
  g_assert_true (g_file_set_contents (path, "[normal]\nrollout-flat=1\n", -1, NULL));
  g_assert_true (bh_ai_config_load (&config, path, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (config.rollout_flat, ==, 1);
  {
    g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
    g_autoptr(BhRules) rules = bh_rules_new_for_game (data, FALSE, NULL);
    g_autoptr(BhState) state = bh_state_new_for_scenario (data, bh_game_data_get_scenario (data, 0), 5,
                                                          bh_rules_get_extra_size (rules), NULL);
    BhAction action;

    g_assert_true (bh_rules_setup (rules, state, bh_game_data_get_scenario (data, 0), NULL));
    config.iterations = 100;
    config.threads = 1;
    g_assert_true (bh_ai_decide (rules, state, NULL, &config, 0, 3, NULL, &action));
    g_assert_true (bh_rules_check_action (rules, state, &action, &error));
  }
  g_assert_true (g_file_set_contents (path, "[normal]\nrollout-flat=yes\n", -1, NULL));
  g_assert_false (bh_ai_config_load (&config, path, &error));
  g_assert_nonnull (strstr (error->message, "rollout-flat"));
  g_unlink (path);
  g_rmdir (dir);
}

/* The turn clock: the full budget for a decision while the turn has time,
 * less as it runs out, and a new turn starts afresh. */
static void
test_clock (void)
{
  BhAiConfig config;
  BhAiClock clock;
  BhState state = { 0 };

  bh_ai_config_init (&config, BH_AI_NORMAL);
  config.time_ms = 1000;
  config.turn_ms = 30000;
  bh_ai_clock_init (&clock);
  g_assert_cmpuint (bh_ai_clock_budget_ms (&clock, &config, &state), ==, 1000);
  bh_ai_clock_spend (&clock, 25000 * G_GINT64_CONSTANT (1000));
  g_assert_cmpuint (bh_ai_clock_budget_ms (&clock, &config, &state), <, 1000);
  bh_ai_clock_spend (&clock, 4500 * G_GINT64_CONSTANT (1000));
  g_assert_cmpuint (bh_ai_clock_budget_ms (&clock, &config, &state), ==, 83);
  bh_ai_clock_spend (&clock, 400 * G_GINT64_CONSTANT (1000));
  g_assert_cmpuint (bh_ai_clock_budget_ms (&clock, &config, &state), ==, 20);
  /* Spent: the policy answers at once. */
  bh_ai_clock_spend (&clock, 100 * G_GINT64_CONSTANT (1000));
  g_assert_cmpuint (bh_ai_clock_budget_ms (&clock, &config, &state), ==, 0);
  state.phase = 1;
  g_assert_cmpuint (bh_ai_clock_budget_ms (&clock, &config, &state), ==, 1000);
}

/* A seat past the game's sides (Geronimo: five players, two sides, 3.2)
 * learns from its search like any other: the tree scores every seat's
 * moves for that seat, so the chosen action's mean score is the seat's
 * evaluation, above 0 (a tree that scored only the first sides' seats
 * gave such a seat 0 for every move).  Every game with rules: those with
 * no such seat have nothing to check. */
static void
every_seat_scored_in (const char *id, BhGameData *data, BhRules *rules, gpointer user_data)
{
  guint *checked = user_data;
  guint n_seats = bh_game_data_get_n_seats (data), n_sides = bh_game_data_get_n_sides (data);

  for (guint seat = n_sides; seat < n_seats; seat++)
    {
      gboolean found = FALSE;

      /* The first scenario that seats this many (not a solitaire). */
      for (guint sc = 0; sc < bh_game_data_get_n_scenarios (data) && !found; sc++)
        {
          const BhScenario *scenario = bh_game_data_get_scenario (data, sc);
          g_autoptr(BhState) state = bh_state_new_for_scenario (data, scenario, 3, bh_rules_get_extra_size (rules), NULL);
          g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
          g_autoptr(GRand) rand = g_rand_new_with_seed (3);
          guint kinds_n;
          const BhActionKind *kinds = bh_rules_get_action_kinds (rules, &kinds_n);

          g_assert_true (bh_rules_setup (rules, state, scenario, NULL));
          for (guint n = 0; n < 3000 && state->result == BH_RESULT_ONGOING && !found; n++)
            {
              BhAction action;

              bh_rules_list_actions (rules, state, legal);
              g_assert_cmpuint (legal->len, >, 0);
              if (state->pending.side == (int) seat && legal->len > 1)
                {
                  g_autoptr(BhState) view = bh_rules_dup_view (rules, state, seat);
                  BhSearchParams params = { .iterations = 40, .threads = 1, .exploration = 0.5, .widening = 2,
                                            .widening_power = 0.5, .prior = 1, .rollout_cap = 200, .seed = 7 };
                  BhSearchStats stats;

                  g_assert_true (bh_search_choose (rules, view, NULL, &params, NULL, &action, &stats));
                  g_test_message ("%s seat %u: value %.3f", id, seat + 1, stats.value);
                  g_assert_cmpfloat (stats.value, >, 0.0);
                  found = TRUE;
                  (*checked)++;
                  break;
                }
              action = g_array_index (legal, BhAction, g_rand_int_range (rand, 0, legal->len));
              /* As many players as the rules offer, so that every seat plays. */
              for (guint i = 0; i < legal->len; i++)
                {
                  const BhAction *a = &g_array_index (legal, BhAction, i);

                  if (a->kind < kinds_n && g_str_equal (kinds[a->kind].verb, "players") && a->n_args > 0 &&
                      a->args[0] == (int) n_seats)
                    action = *a;
                }
              action.side = state->pending.side;
              bh_rules_apply (rules, state, &action);
            }
        }
      g_assert_true (found);
    }
}

static void
test_every_seat_scored (void)
{
  guint checked = 0;

  for_each_rules_game (every_seat_scored_in, &checked);
  g_test_message ("%u seats past the sides checked", checked);
}

/* The games' evaluations keep their last score per thread (the search asks
 * each side's in a row, bh_ai_kit_memo_*): a kept score is only ever given
 * for the same state of the same game, so along random games of every
 * game with rules each side's evaluation is the same asked first, asked
 * again, or asked after another state's, and two sides' add up to 1. */
static void
evaluation_memo_in (const char *id, BhGameData *data, BhRules *rules, gpointer user_data)
{
  guint n_sides = bh_game_data_get_n_sides (data);
  const BhScenario *scenario = bh_game_data_get_scenario (data, bh_game_data_get_n_scenarios (data) - 1);
  g_autoptr(BhState) state = bh_state_new_for_scenario (data, scenario, 5, bh_rules_get_extra_size (rules), NULL);
  g_autoptr(BhState) before = NULL;
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);

  g_assert_true (bh_rules_setup (rules, state, scenario, NULL));
  before = bh_state_copy (state);
  for (guint n = 0; n < 150 && state->result == BH_RESULT_ONGOING; n++)
    {
      BhAction action;
      double first[2], old;

      for (guint side = 0; side < MIN (n_sides, 2); side++)
        first[side] = bh_rules_evaluate (rules, state, side);
      old = bh_rules_evaluate (rules, before, 0);
      for (guint side = 0; side < MIN (n_sides, 2); side++)
        g_assert_cmpfloat (bh_rules_evaluate (rules, state, side), ==, first[side]);
      g_assert_cmpfloat (bh_rules_evaluate (rules, before, 0), ==, old);
      if (n_sides == 2 && bh_game_data_get_n_seats (data) == 2)
        g_assert_cmpfloat_with_epsilon (first[0] + first[1], 1.0, 1e-9);
      bh_state_copy_into (before, state);
      bh_rules_list_actions (rules, state, legal);
      if (legal->len == 0)
        break;
      action = g_array_index (legal, BhAction, g_rand_int_range (rand, 0, legal->len));
      action.side = state->pending.side;
      bh_rules_apply (rules, state, &action);
    }
}

static void
test_evaluation_memo (void)
{
  for_each_rules_game (evaluation_memo_in, NULL);
}

/* Each pair plays the same seed twice, the sides swapped. */
static void
test_arena (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(GError) error = NULL;
  BhArenaParams params = { 0 };
  BhArenaReport report;
  double half;

  config_for (&params.player[0], BH_AI_NORMAL, 100);
  config_for (&params.player[1], BH_AI_RANDOM, 0);
  params.pairs = 4;
  params.seed = 40;
  params.max_actions = 2000;
  g_assert_true (bh_arena_run (data, "ford", &params, &report, &error));
  g_assert_cmpuint (report.n_sides, ==, 2);
  for (int p = 0; p < 2; p++)
    for (int s = 0; s < 2; s++)
      g_assert_cmpuint (report.games[p][s], ==, 4);
  g_assert_cmpuint (report.unfinished, ==, 0);
  g_assert_cmpuint (report.refused[0] + report.refused[1], ==, 0);
  g_assert_cmpuint (report.take_backs[0], ==, 0);
  /* A's results on a side are B's on the other. */
  g_assert_cmpuint (report.wins[0][0], ==, report.games[1][1] - report.wins[1][1] - report.draws[1][1]);
  g_assert_cmpfloat (bh_arena_score (&report, 0, 0, &half), >=, 0.75);
  g_assert_cmpfloat (half, >=, 0.0);
}

/* Each game's policy (Easy) plays its game better than uniform random
 * play: over seed-paired games of a short scenario, each side played by
 * Easy once and by random play once, Easy's mean score over the sides
 * beats random play's own on the same seeds by at least 0.1.  The sides of
 * these games are unequal, so random against random on the same seeds is
 * the baseline, not one half.  Every game with rules needs an entry here:
 * a game registered without one fails, so none goes unmeasured. */
typedef struct {
  const char *game;
  const char *scenario;
  guint pairs;
  guint sanitized_pairs;   /* under the sanitizers (several times slower): the same floor, fewer seeds */
  double margin;
  guint players;                /* the rules' "players N" (Geronimo, 3.2): an arena setting, 0 none */
} Floor;

static const Floor floors[] = {
  { "ohio", "learning-1", 10, 5, 0.1 },
  { "pontiac", "rising-1763", 10, 5, 0.1 },   /* 0.90 against 0.50 (session 10, with the set-up decisions: 0.60 before Easy took the example) */
  { "bloodyground", "fallen-timbers", 8, 4, 0.1 },
  /* 1814, not 1813-1814: there random play wins 82 % for the British
   * whatever the US does, so the margin measured noise (0.50 against
   * 0.60 after the 10.71-10.73 retreats came); in 1814 Easy 0.65 against
   * random 0.35 over the sides. */
  { "madison", "1814", 10, 5, 0.1 },
  /* Treaties (8.11) carry most of the game's VPs: once the policy offers
   * and signs only Treaties that pay its seat, Easy 0.90 against random
   * 0.31 over 40 pairs (session 5; was 0.35 against 0.31).  20 pairs keep
   * the ±0.2 noise of 10 pairs well away from the floor. */
  { "geronimo", "basic", 20, 10, 0.25, 3 },
};

static double
mean_score (const BhArenaReport *report, int player)
{
  double total = 0;

  for (guint s = 0; s < report->n_sides; s++)
    total += bh_arena_score (report, player, s, NULL);
  return total / MAX (report->n_sides, 1);
}

static void
test_policy_floor (gconstpointer user_data)
{
  const char *game = user_data;
  const Floor *floor = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, game, &error);
  BhArenaParams params = { 0 };
  BhArenaReport easy, baseline;
  double margin;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (floors); i++)
    if (g_str_equal (floors[i].game, game))
      floor = &floors[i];
  if (floor == NULL)
    g_error ("%s has rules but no policy floor: add a short scenario to floors[] in %s", game, __FILE__);
#ifdef BH_TEST_SANITIZED
  params.pairs = floor->sanitized_pairs;
#else
  params.pairs = floor->pairs;
#endif
  params.players = floor->players;    /* fixed by the arena, never chosen by a seat's policy */
  params.seed = 1;
  params.max_actions = 20000;
  config_for (&params.player[0], BH_AI_EASY, 0);
  config_for (&params.player[1], BH_AI_RANDOM, 0);
  g_assert_true (bh_arena_run (data, floor->scenario, &params, &easy, &error));
  g_assert_no_error (error);
  config_for (&params.player[0], BH_AI_RANDOM, 0);
  g_assert_true (bh_arena_run (data, floor->scenario, &params, &baseline, &error));
  g_assert_no_error (error);
  margin = mean_score (&easy, 0) - mean_score (&baseline, 0);
  g_test_message ("%s %s: Easy %.2f, random %.2f over the sides", game, floor->scenario, mean_score (&easy, 0),
                  mean_score (&baseline, 0));
  g_assert_cmpuint (easy.unfinished, ==, 0);
  g_assert_cmpuint (easy.take_backs[0], ==, 0);
  g_assert_cmpfloat (margin, >=, floor->margin);
}

/* Each game's search (Normal, few iterations) beats uniform random play
 * on a short scenario, on every side: issue 17's first target (≥ 95 %
 * against random on each side) asserted on short seeded runs at a small
 * fraction of Normal's budget.  Over the sides Normal must score at least
 * `floor` (3 games in 4 at the least), never lose a side outright, never
 * take back a move and finish every game.  With one thread and a fixed
 * number of iterations the games are the same every run.  Every game with
 * rules needs an entry: a game registered without one fails. */
typedef struct {
  const char *game;
  const char *scenario;
  guint iterations;
  guint pairs;
  double floor;
  guint players;
} SearchFloor;

/* Chosen so that a search scoring with its evaluation turned upside down
 * (1 - evaluate in bh-mcts.c) falls below the floor in every game (checked,
 * session 17: Ohio 0.50, Pontiac 0.50, Bloody 0.50, Madison 0.25,
 * Geronimo 0.75), where at fewer iterations the policy's prior alone
 * carried it.  The same seeds under the sanitizers: a floor over fewer
 * games would measure something else. */
static const SearchFloor search_floors[] = {
  { "ohio", "learning-1", 100, 2, 0.75 },
  { "pontiac", "a-michilimackinac", 30, 6, 0.9 },
  { "bloodyground", "harmars-defeat", 30, 1, 0.75 },
  { "madison", "1813-1814", 20, 2, 0.75 },
  { "geronimo", "basic", 60, 2, 0.9, 2 },
};

static void
test_search_floor (gconstpointer user_data)
{
  const char *game = user_data;
  const SearchFloor *floor = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, game, &error);
  BhArenaParams params = { 0 };
  BhArenaReport report;

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (search_floors); i++)
    if (g_str_equal (search_floors[i].game, game))
      floor = &search_floors[i];
  if (floor == NULL)
    g_error ("%s has rules but no search floor: add a short scenario to search_floors[] in %s", game, __FILE__);
  params.pairs = floor->pairs;
  params.players = floor->players;
  params.seed = 1;
  params.max_actions = 20000;
  config_for (&params.player[0], BH_AI_NORMAL, floor->iterations);
  config_for (&params.player[1], BH_AI_RANDOM, 0);
  g_assert_true (bh_arena_run (data, floor->scenario, &params, &report, &error));
  g_assert_no_error (error);
  g_test_message ("%s %s: Normal (%u iterations) %.2f over the sides", game, floor->scenario, floor->iterations,
                  mean_score (&report, 0));
  g_assert_cmpuint (report.unfinished, ==, 0);
  g_assert_cmpuint (report.take_backs[0], ==, 0);
  g_assert_cmpuint (report.refused[0], ==, 0);
  for (guint s = 0; s < report.n_sides; s++)
    g_assert_cmpfloat (bh_arena_score (&report, 0, s, NULL), >, 0.0);
  g_assert_cmpfloat (mean_score (&report, 0), >=, floor->floor);
}

/* `--shard=K/N` (after GLib's options): only every Nth test from the Kth,
 * so that the build can run test-ai as N programs side by side (a
 * sanitized run of the whole file takes a quarter of an hour on one
 * core).  Every test lands in exactly one shard, whatever games exist. */
static guint shard_index, shard_count = 1, n_registered;

static gboolean
in_shard (void)
{
  return n_registered++ % shard_count == shard_index;
}

static void
add_func (const char *path, GTestFunc func)
{
  if (in_shard ())
    g_test_add_func (path, func);
}

static void
add_data_func (const char *path, gconstpointer data, GTestDataFunc func)
{
  if (in_shard ())
    g_test_add_data_func (path, data, func);
}

static void
parse_shard (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    if (g_str_has_prefix (argv[i], "--shard=") &&
        sscanf (argv[i] + strlen ("--shard="), "%u/%u", &shard_index, &shard_count) == 2 &&
        shard_count > 0 && shard_index >= 1 && shard_index <= shard_count)
      shard_index--;
    else if (g_str_has_prefix (argv[i], "--shard="))
      g_error ("%s: expected --shard=K/N with 1 ≤ K ≤ N", argv[i]);
}

int
main (int argc, char **argv)
{
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func (case_free);
  g_auto(GStrv) games = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  parse_shard (argc, argv);
  bh_builtin_rules_register ();
  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
  library = bh_test_library ();
  add_func ("/engine/ai/evaluate", test_evaluate);
  add_func ("/engine/ai/beats-random-play", test_beats_random_play);
  add_func ("/engine/ai/default-hooks", test_default_hooks);
  add_func ("/engine/ai/search-beats-random-play", test_search_beats_random_play);
  add_func ("/engine/ai/search-deterministic", test_search_deterministic);
  add_func ("/engine/ai/search-cancelled", test_search_cancelled);
  add_func ("/engine/ai/search-time-budget", test_search_time_budget);
  add_func ("/engine/ai/hidden-information", test_hidden_information);
  add_func ("/engine/ai/levels", test_levels);
  add_func ("/engine/ai/config-file", test_config_file);
  add_func ("/engine/ai/clock", test_clock);
  add_func ("/engine/ai/arena", test_arena);
  add_func ("/engine/ai/every-seat-scored", test_every_seat_scored);
  add_func ("/engine/ai/evaluation-memo", test_evaluation_memo);
  add_func ("/engine/ai/reads-no-hidden-order", test_reads_no_hidden_order);
  games = bh_library_list_games (library);
  for (guint g = 0; games[g] != NULL; g++)
    for (int free_play = 0; free_play < 2; free_play++)
      {
        g_autofree char *path = NULL;
        Case *c;

        if (!free_play && !bh_rules_exist_for (games[g]))
          continue;
        c = g_new0 (Case, 1);
        c->game = g_strdup (games[g]);
        c->free_play = free_play;
        g_ptr_array_add (cases, c);
        path = g_strdup_printf ("/%s/ai/%s", games[g], free_play ? "free-play-same-view-same-move" : "same-view-same-move");
        add_data_func (path, c, test_same_view_same_move);
        if (!free_play)
          {
            g_autofree char *tb_path = g_strdup_printf ("/%s/ai/take-backs-through-view", games[g]);

            add_data_func (tb_path, c, test_take_backs_through_view);
          }
        /* The test game has no policy of its own to measure. */
        if (!free_play && !g_str_equal (games[g], "tiny"))
          {
            g_autofree char *floor_path = g_strdup_printf ("/%s/ai/policy-floor", games[g]);

            add_data_func (floor_path, c->game, test_policy_floor);
            g_free (floor_path);
            floor_path = g_strdup_printf ("/%s/ai/search-floor", games[g]);
            add_data_func (floor_path, c->game, test_search_floor);
          }
      }
  status = g_test_run ();
  g_object_unref (library);
  return status;
}
