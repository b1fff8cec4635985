/* test-rules-util.c — what every game's rules tests do alike, #included by
 * each tests/test-GAME-util.c after it has defined
 *
 *   T, a struct with at least `BhGameData *data`, `BhRules *rules`,
 *     `BhState *st` and `char *narration` (the log's account of the last
 *     action);
 *   t_starting (T *), run before each action a test performs;
 *   t_applied (T *), run after each applied action (the game's context is
 *     made again there);
 *   t_release (T *), run by t_free before the shared parts are freed;
 *   t_put (T *, piece, where, face), which puts a piece on the board;
 *
 * and, when the game forces its dice through a test hook instead of
 * having a seed searched, T_DICE_FORCED (it then writes its own
 * t_do_rolls).  A position is built with the state API, actions are
 * performed as a player would (parsed, checked, applied, the invariants
 * checked, the narration replayed to the same state). */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"

static BhGameData *t_shared_data;

/* Fills t->data (loaded once per program), t->rules and t->st: `game`'s
 * `scenario`, its dice seeded with `seed`, the optional rule `option`
 * (NULL: none) on, set up by the rules.  Returns the scenario. */
G_GNUC_UNUSED static const BhScenario *
t_init (T *t, const char *game, const char *scenario, guint64 seed, const char *option)
{
  g_autoptr(GError) error = NULL;
  const BhScenario *sc;
  int index;

  if (t_shared_data == NULL)
    {
      g_autoptr(BhLibrary) library = bh_test_library ();

      t_shared_data = bh_library_load_game (library, game, &error);
      g_assert_no_error (error);
    }
  t->data = g_object_ref (t_shared_data);
  t->rules = bh_rules_new_for_game (t->data, FALSE, &error);
  g_assert_no_error (error);
  index = bh_game_data_find_scenario (t->data, scenario);
  g_assert_cmpint (index, >=, 0);
  sc = bh_game_data_get_scenario (t->data, index);
  t->st = bh_state_new_for_scenario (t->data, sc, seed, bh_rules_get_extra_size (t->rules), &error);
  g_assert_no_error (error);
  /* `option` on, or with a leading '!' off (an option on by default). */
  if (option != NULL)
    {
      int o = bh_scenario_find_option (sc, option + (option[0] == '!'));

      g_assert_cmpint (o, >=, 0);
      if (option[0] == '!')
        t->st->options &= ~(1u << o);
      else
        t->st->options |= 1u << o;
    }
  g_assert_true (bh_rules_setup (t->rules, t->st, sc, &error));
  g_assert_no_error (error);
  return sc;
}

G_GNUC_UNUSED static void
t_free (T *t)
{
  t_release (t);
  bh_state_free (t->st);
  g_free (t->narration);
  g_object_unref (t->rules);
  g_object_unref (t->data);
  g_free (t);
}

G_GNUC_UNUSED static int
t_piece (T *t, const char *id)
{
  int p = bh_game_data_find_piece (t->data, id);

  if (p < 0)
    g_error ("no piece %s", id);
  return p;
}

G_GNUC_UNUSED static int
t_loc (T *t, const char *id)
{
  int l = bh_game_data_find_location (t->data, id);

  if (l < 0)
    g_error ("no location %s", id);
  return l;
}

G_GNUC_UNUSED static BhPieceState *
t_pc (T *t, const char *id)
{
  return &bh_state_pieces (t->st)[t_piece (t, id)];
}

G_GNUC_UNUSED static int
t_face (T *t, const char *piece)
{
  return t_pc (t, piece)->face;
}

G_GNUC_UNUSED static int
t_where (T *t, const char *piece)
{
  return t_pc (t, piece)->location;
}

G_GNUC_UNUSED static int
t_count_at (T *t, const char *where)
{
  return (int) bh_state_count_at (t->st, t_loc (t, where));
}

G_GNUC_UNUSED static void
t_assert_at (T *t, const char *piece, const char *where)
{
  int loc = t_where (t, piece);

  if (loc != t_loc (t, where))
    g_error ("%s is at %s, not %s", piece,
             loc == BH_OFFBOARD ? "off the board" : bh_game_data_get_location_name (t->data, loc), where);
}

/* The legal actions in their text form, "; " between. */
G_GNUC_UNUSED static char *
t_actions (T *t)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
  GString *s = g_string_new (NULL);

  bh_rules_list_actions (t->rules, t->st, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      g_autofree char *text = bh_rules_format_action (t->rules, &g_array_index (actions, BhAction, i));

      g_string_append_printf (s, "%s%s", i ? "; " : "", text);
    }
  return g_string_free (s, FALSE);
}

/* The first listed action whose text starts with `prefix`, or NULL. */
G_GNUC_UNUSED static char *
t_find (T *t, const char *prefix)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));

  bh_rules_list_actions (t->rules, t->st, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      char *text = bh_rules_format_action (t->rules, &g_array_index (actions, BhAction, i));

      if (g_str_has_prefix (text, prefix))
        return text;
      g_free (text);
    }
  return NULL;
}

/* Whether some listed action starts with `prefix`. */
G_GNUC_UNUSED static gboolean
t_has (T *t, const char *prefix)
{
  g_autofree char *text = t_find (t, prefix);

  return text != NULL;
}

G_GNUC_UNUSED static gboolean
t_can (T *t, const char *text)
{
  BhAction a;

  if (!bh_rules_parse_action (t->rules, text, &a, NULL))
    return FALSE;
  a.side = t->st->pending.side;
  return bh_rules_check_action (t->rules, t->st, &a, NULL);
}

/* Whether the log's account of the last action says `text`. */
G_GNUC_UNUSED static gboolean
t_said (T *t, const char *text)
{
  return t->narration != NULL && strstr (t->narration, text) != NULL;
}

/* The refusal of `text` for the deciding side, through the check every
 * front end's action goes through (bh_game_perform calls it): one line,
 * the rules' reason and rule number where they give one (RULES-DONE 5). */
G_GNUC_UNUSED static char *
t_refusal (T *t, const char *text)
{
  g_autoptr(GError) error = NULL;
  BhAction a;

  g_assert_true (bh_rules_parse_action (t->rules, text, &a, &error));
  a.side = t->st->pending.side;
  g_assert_false (bh_rules_check_action (t->rules, t->st, &a, &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_ILLEGAL);
  g_assert_null (strchr (error->message, '\n'));
  return g_strdup (error->message);
}

/* `text` parsed for the deciding side and checked; a refusal stops the
 * test with the legal actions. */
static void
t_parse_legal (T *t, const char *text, BhAction *a)
{
  g_autoptr(GError) error = NULL;

  if (!bh_rules_parse_action (t->rules, text, a, &error))
    g_error ("cannot parse “%s”: %s", text, error->message);
  a->side = t->st->pending.side;
  if (!bh_rules_check_action (t->rules, t->st, a, &error))
    {
      g_autofree char *list = t_actions (t);

      g_error ("“%s” refused: %s\nlegal: %s", text, error->message, list);
    }
}

static void
t_apply (T *t, const BhAction *a)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhState) before = bh_state_copy (t->st);

  bh_rules_apply (t->rules, t->st, a);
  if (!bh_rules_check_invariants (t->rules, t->st, &error))
    g_error ("invariant after action: %s", error->message);
  /* The narration applies the action again to a copy: it must end in the
   * same state. */
  g_free (t->narration);
  t->narration = bh_rules_narrate (t->rules, before, a, t->st);
  g_assert_nonnull (t->narration);
  bh_rules_apply (t->rules, before, a);
  g_assert_true (bh_state_equal (before, t->st));
  t_applied (t);
}

G_GNUC_UNUSED static void
t_do (T *t, const char *text)
{
  BhAction a;

  t_starting (t);
  t_parse_legal (t, text, &a);
  t_apply (t, &a);
}

G_GNUC_UNUSED static void
t_do_found (T *t, const char *prefix)
{
  g_autofree char *text = t_find (t, prefix);

  if (text == NULL)
    {
      g_autofree char *list = t_actions (t);

      g_error ("no action “%s…”\nlegal: %s", prefix, list);
    }
  t_do (t, text);
}

/* Puts the numbered pieces `prefix`.first to `prefix`.last on `where`
 * (t_put ("us-regular-infantry.1", ...) to ".5"). */
G_GNUC_UNUSED static void
t_put_series (T *t, const char *prefix, int first, int last, const char *where, int face)
{
  for (int i = first; i <= last; i++)
    {
      g_autofree char *id = g_strdup_printf ("%s.%d", prefix, i);

      t_put (t, id, where, face);
    }
}

/* How many of `prefix`.first to `prefix`.last stand on the map's spaces. */
G_GNUC_UNUSED static int
t_series_on_map (T *t, const char *prefix, int first, int last)
{
  int n = 0;

  for (int i = first; i <= last; i++)
    {
      g_autofree char *id = g_strdup_printf ("%s.%d", prefix, i);
      int loc = t_where (t, id);

      n += loc != BH_OFFBOARD && loc < (int) bh_game_data_get_n_spaces (t->data);
    }
  return n;
}

/* Performs "`verb` `prefix`.first" to "`verb` `prefix`.last" in order. */
G_GNUC_UNUSED static void
t_do_series (T *t, const char *verb, const char *prefix, int first, int last)
{
  for (int i = first; i <= last; i++)
    {
      g_autofree char *text = g_strdup_printf ("%s %s.%d", verb, prefix, i);

      t_do (t, text);
    }
}

/* Performs "`verb` `ids`[0]" to "`verb` `ids`[n - 1]" in order. */
G_GNUC_UNUSED static void
t_do_each (T *t, const char *verb, const char *const *ids, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = g_strdup_printf ("%s %s", verb, ids[i]);

      t_do (t, text);
    }
}

#define ROLLS(...) ((const int[]) { __VA_ARGS__, 0 })

#ifndef T_DICE_FORCED
/* Performs `text` with a seed whose first draws are `spec`: pairs of
 * (faces, value) ending with 0; a value of -1 means any.  A die roll is
 * (6, 1..6); a blind draw from a box of n pieces is (-n, 1..n), the pick
 * among the box's pieces in index order.  The seed is found by running
 * the generator alone, then the action is applied and checked. */
static void
t_do_seq (T *t, const char *text, const int *spec)
{
  g_autoptr(BhState) tmp = bh_state_copy (t->st);
  BhAction a;
  int n = 0;

  while (spec[2 * n])
    n++;
  t_starting (t);
  t_parse_legal (t, text, &a);
  for (guint64 seed = 1; seed < 50000000; seed++)
    {
      gboolean ok = TRUE;

      bh_state_seed (tmp, seed);
      tmp->n_rolls = 0;
      for (int i = 0; i < n && ok; i++)
        {
          int v = (int) bh_state_random (tmp, ABS (spec[2 * i])) + 1;

          ok = spec[2 * i + 1] < 0 || v == spec[2 * i + 1];
        }
      if (ok)
        {
          bh_state_seed (t->st, seed);
          t_apply (t, &a);
          for (int i = 0, r = 0; i < n; i++)
            if (spec[2 * i] == 6)
              {
                if (r >= t->st->n_rolls)
                  g_error ("“%s” rolled %d dice, not %d", text, t->st->n_rolls, r + 1);
                if (spec[2 * i + 1] >= 0 && t->st->rolls[r] != spec[2 * i + 1])
                  g_error ("“%s”: roll %d is %d, not %d", text, r + 1, t->st->rolls[r], spec[2 * i + 1]);
                r++;
              }
          return;
        }
    }
  g_error ("no seed gives the draws for “%s”", text);
}

/* Rolls only: t_do_rolls (t, "defend", ROLLS (1, 3, 4, 5)); -1 is any. */
G_GNUC_UNUSED static void
t_do_rolls (T *t, const char *text, const int *rolls)
{
  int spec[64];
  int n = 0;

  while (rolls[n] && n < 31)
    {
      spec[2 * n] = 6;
      spec[2 * n + 1] = rolls[n];
      n++;
    }
  spec[2 * n] = 0;
  t_do_seq (t, text, spec);
}
#endif

/* Replays the save tests/data/FILE of `scenario` from its own seed and
 * options (not through its data digest, which changes with the data; an
 * option it lacks as an old save means, bh_scenario_fill_saved_options), its
 * actions as text with the invariants checked after each, up to its
 * `stop`th action (all when 0); the state reached goes into t.  Returns
 * the number of actions replayed. */
G_GNUC_UNUSED static guint
t_replay_save (T *t, const char *file, const char *scenario, guint stop)
{
  g_autofree char *path = bh_test_source_path ("tests", "data", file, NULL);
  g_autofree char *xml = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRegex) seed_re = g_regex_new ("seed=\"([0-9]+)\"", 0, 0, NULL);
  g_autoptr(GRegex) option_re = g_regex_new ("<option id=\"([a-z-]+)\" value=\"(true|false)\"/>", 0, 0, NULL);
  g_autoptr(GRegex) action_re = g_regex_new ("<action>([^<]*)</action>", 0, 0, NULL);
  g_autoptr(GMatchInfo) m = NULL;
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(BhGame) game = NULL;
  BhRules *rules;
  guint64 seed;
  guint n = 0;

  g_assert_true (g_file_get_contents (path, &xml, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_regex_match (seed_re, xml, 0, &m));
  {
    g_autofree char *digits = g_match_info_fetch (m, 1);

    seed = g_ascii_strtoull (digits, NULL, 10);
  }
  g_clear_pointer (&m, g_match_info_free);
  for (g_regex_match (option_re, xml, 0, &m); g_match_info_matches (m); g_match_info_next (m, NULL))
    {
      g_autofree char *value = g_match_info_fetch (m, 2);

      g_hash_table_insert (options, g_match_info_fetch (m, 1), GINT_TO_POINTER (g_str_equal (value, "true")));
    }
  g_clear_pointer (&m, g_match_info_free);
  bh_scenario_fill_saved_options (bh_game_data_get_scenario (t->data, bh_game_data_find_scenario (t->data, scenario)),
                                  options);
  game = bh_game_new_with_options (t->data, scenario, seed, FALSE, options, &error);
  g_assert_no_error (error);
  rules = bh_game_get_rules (game);
  g_assert_true (bh_rules_check_invariants (rules, bh_game_get_state (game), &error));
  for (g_regex_match (action_re, xml, 0, &m); g_match_info_matches (m) && (stop == 0 || n < stop);
       g_match_info_next (m, NULL))
    {
      g_autofree char *text = g_match_info_fetch (m, 1);

      n++;
      if (!bh_game_perform_text (game, text, &error))
        g_error ("action %u (%s): %s", n, text, error->message);
      if (!bh_rules_check_invariants (rules, bh_game_get_state (game), &error))
        g_error ("after action %u (%s): %s", n, text, error->message);
    }
  bh_state_free (t->st);
  t->st = bh_state_copy (bh_game_get_state (game));
  if (t->narration == NULL)
    t->narration = g_strdup ("");
  t_applied (t);
  return n;
}

/* The policy's weight of the listed action `text`, from the view of the
 * side to decide (bh_test_policy_weight). */
G_GNUC_UNUSED static double
t_policy_weight (T *t, const char *text)
{
  return bh_test_policy_weight (t->rules, t->st, text);
}
