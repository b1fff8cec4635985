/* test-pontiac-options.c — Pontiac's War with its optional rules on:
 * every scenario plays to its end by random legal actions, with the
 * invariants checked after each one.  (Random play with the options off,
 * and the replays, are tests/test-rules-autoplay.c's, as for every game.)
 * The rules are registered by bh-builtin-rules.c. */
#include "config.h"

#include "bh-builtin-rules.h"
#include "bh-test-util.h"
#include "pontiac/bh-pontiac-rules.h"

/* The readings' options (docs/rules/pontiac.md, RULES-DONE 4), played
 * without the optional rules so that the cards stay in (card-each-round). */
static const char *const readings[] = {
  "raze-on-entry", "pontiac-1-fp", "relief-joins-at-once", "card-each-round", "e-at-fort-pitt",
  "captives-each-year", "razed-fort-draw-cap", "debt-from-british-vp", "disrupted-1-step",
  "replacement-officer-0-vp", "dock-10-fp-per-phase", "attacker-retreats-first", "ships-uncapped",
};

/* Every option on (`readings_only`: only the readings' options): random
 * games of a scenario still end, with the invariants holding after every
 * action. */
static void
play_with (const char *scenario_id, gboolean readings_only)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) game = bh_library_load_game (library, "pontiac", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhRules) rules = bh_rules_new_for_game (game, FALSE, &error);
  const BhScenario *sc = bh_game_data_get_scenario (game, bh_game_data_find_scenario (game, scenario_id));
  g_autoptr(GRand) chooser = g_rand_new_with_seed (5);
  guint n = g_test_slow () ? 200 : 10;

  g_assert_no_error (error);
  for (guint g = 0; g < n; g++)
    {
      g_autoptr(BhState) st = bh_state_new_for_scenario (game, sc, 100 + g, bh_rules_get_extra_size (rules), &error);
      guint steps = 0;

      g_assert_no_error (error);
      for (guint o = 0; o < sc->options->len; o++)
        {
          const BhOption *opt = g_ptr_array_index (sc->options, o);

          if (!readings_only || g_strv_contains ((const char *const *) readings, opt->id))
            st->options |= 1u << o;
        }
      g_assert_true (bh_rules_setup (rules, st, sc, &error));
      while (st->result == BH_RESULT_ONGOING)
        {
          g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));

          bh_rules_list_actions (rules, st, actions);
          g_assert_cmpuint (actions->len, >, 0);
          bh_rules_apply (rules, st, &g_array_index (actions, BhAction, g_rand_int_range (chooser, 0, actions->len)));
          if (!bh_rules_check_invariants (rules, st, &error))
            g_error ("game %u, action %u: %s", g, steps, error->message);
          g_assert_cmpuint (++steps, <, 60000);
        }
    }
}

/* Each reading named above is a scenario option somewhere, so that the
 * readings' games really play it (a misspelt id would turn nothing on). */
static void
test_each_reading_declared (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) game = bh_library_load_game (library, "pontiac", NULL);

  for (guint r = 0; r < G_N_ELEMENTS (readings); r++)
    {
      guint declared = 0;

      for (guint s = 0; s < bh_game_data_get_n_scenarios (game); s++)
        declared += bh_scenario_find_option (bh_game_data_get_scenario (game, s), readings[r]) >= 0;
      g_test_message ("%s: %u scenarios", readings[r], declared);
      g_assert_cmpuint (declared, >, 0);
    }
}

static void
play_with_options (gconstpointer data)
{
  play_with (data, FALSE);
}

static void
play_with_readings (gconstpointer data)
{
  play_with (data, TRUE);
}

int
main (int argc, char **argv)
{
  static const char *scenarios[] = {
    "a-michilimackinac", "b-fort-pitt", "c-bushy-run", "d-devils-hole", "e-bouquet",
    "rising-1763", "response-1764", "conclusion-1765", "campaign",
  };

  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/autoplay-readings/each-reading-declared", test_each_reading_declared);
  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      char *path = g_strdup_printf ("/pontiac/autoplay-options/%s", scenarios[i]);
      g_test_add_data_func (path, scenarios[i], play_with_options);
      g_free (path);
      path = g_strdup_printf ("/pontiac/autoplay-readings/%s", scenarios[i]);
      g_test_add_data_func (path, scenarios[i], play_with_readings);
      g_free (path);
    }
  return g_test_run ();
}
