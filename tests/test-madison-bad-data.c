/* test-madison-bad-data.c — Mr. Madison's War data that follows the schema
 * but that the rules cannot read (the fifth re-check's m3): a card type the
 * rules do not play (8.22), a lakeside town or a naval base naming a lake
 * that has no Lake Control Box (2.3, 2.4, 15.1), a naval base that builds
 * only a unit type that does not exist (15.13).  Each broken copy of
 * data/games/madison is refused with one line naming the file, the line
 * and the problem: by `blockhouse-cli validate` (and so the editor, which
 * asks the same bh_rules_check_game_data) and by a new game, with no
 * warning on the way; the data as shipped passes both.  The same holds
 * for game.xml's rule constants (the sixth re-check's n1), and rows with
 * one constant changed in a copy of the data show the rules read it. */
#include "test-madison-util.c"

typedef struct {
  const char *path;
  const char *file;      /* in the game folder */
  const char *find, *replace;
  const char *says;      /* the problem, after "FILE:LINE: " */
} BadCase;

static const BadCase bad_cases[] = {
  { "/madison/8.22/bad-data/card-type", "tables.xml",
    "<prop name=\"type\" value=\"battle\"/>", "<prop name=\"type\" value=\"operations-battle\"/>",
    "card card-8 has the type “operations-battle”, which the rules do not play (two-mode cards, 8.22, are not written)" },
  { "/madison/2.3/bad-data/lakeside-lake", "board.xml",
    "<feature kind=\"lakeside\" source=\"2.3\"><prop name=\"lake\" value=\"lake-champlain\"",
    "<feature kind=\"lakeside\" source=\"2.3\"><prop name=\"lake\" value=\"lake-champlian\"",
    "names the lake “lake-champlian”, which has no Lake Control Box" },
  { "/madison/15.1/bad-data/naval-base-lake", "board.xml",
    "<prop name=\"lake\" value=\"lake-ontario\" source=\"15.34\"/><prop name=\"role\" value=\"backup\"",
    "<prop name=\"lake\" value=\"lake-ontaria\" source=\"15.34\"/><prop name=\"role\" value=\"backup\"",
    "names the lake “lake-ontaria”, which has no Lake Control Box" },
  { "/madison/15.13/bad-data/builds-only", "board.xml",
    "<prop name=\"builds-only\" value=\"gb-brock-ship\"", "<prop name=\"builds-only\" value=\"gb-brok-ship\"",
    "builds only “gb-brok-ship”, which is no unit type" },
  /* game.xml's rule constants (the sixth re-check's n1): read at load, so
   * checked there */
  { "/madison/4.16/bad-data/lake-vp", "game.xml",
    "<prop name=\"lake-vp\" value=\"2\"", "<prop name=\"lake-vp\" value=\"two\"",
    "the rule constant “lake-vp” is “two”, not a whole number from 0 to 99" },
  { "/madison/10.44/bad-data/regulars-years", "game.xml",
    "<prop name=\"british-regulars-clear-drm-years\" value=\"1812,1813\"",
    "<prop name=\"british-regulars-clear-drm-years\" value=\"1812,1831\"",
    "the rule constant “british-regulars-clear-drm-years” names “1831”, which is no year of the turn track" },
  { "/madison/17.2/bad-data/stalemate-winner", "game.xml",
    "<prop name=\"stalemate-winner\" value=\"gb\"", "<prop name=\"stalemate-winner\" value=\"both\"",
    "the rule constant “stalemate-winner” is “both”, not a side (us or gb)" },
  /* the reader's upper bound (the seventh re-check's m-c): 100 is one past
   * the highest constant allowed, 99 (mutation: data.c's game_number 'v >
   * max' -> 'v > max + 1': 100 read) */
  { "/madison/4.16/bad-data/lake-vp-above-max", "game.xml",
    "<prop name=\"lake-vp\" value=\"2\"", "<prop name=\"lake-vp\" value=\"100\"",
    "the rule constant “lake-vp” is “100”, not a whole number from 0 to 99" },
};

/* The year lists of game.xml reach the first turn of the track (the
 * seventh re-check's BLOCKING 2; mutation: data.c's game_years 'for (int t
 * = 1; ...' -> 't = 2': Spring-Summer 1812 belongs to no year).  10.44: in
 * the Entire War's turn 1 the US detachment from Detroit attacks the 41st
 * detachment (British regulars) at Sandwich, clear terrain: -1.  17.31:
 * in the same turn Wilkinson's 13th and 1st Rifles (6 factors) take Quebec
 * (worth 6, 4.14): the US wins at once. */
static const MadRow turn_one_rows[] = {
  { "/madison/10.44/data/regulars-years-turn-one", "entire-war", 1, MAD_US,
    { "us-detroit-det detroit", "gb-41st-det sandwich", "card-2 hand-us", NULL },
    { "ops card-2", "units detroit", "add us-detroit-det", "go", "move us-detroit-det sandwich", "(stand)", "%3 3|end",
      "~Battle at Sandwich", "~British regulars in the open: -1 (10.44)", NULL } },
  { "/madison/17.31/data/instant-victory-years-turn-one", "entire-war", 1, MAD_US,
    { "us-wilkinson trois-rivieres", "us-13th trois-rivieres", "us-1st-rifles trois-rivieres", "card-2 hand-us", NULL },
    { "ops card-2", "leader us-wilkinson", "add us-13th", "add us-1st-rifles", "go", "move us-wilkinson quebec",
      "~The US controls Quebec: instant decisive victory (17.31)", NULL } },
};

/* The line of `dir/file` on which `text` starts (1 the first). */
static int
line_of (const char *dir, const char *file, const char *text)
{
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autofree char *contents = NULL;
  const char *at;
  int line = 1;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  at = strstr (contents, text);
  g_assert_nonnull (at);
  for (const char *c = contents; c < at; c++)
    line += *c == '\n';
  return line;
}

/* Whether `blockhouse-cli` is at hand: meson test names it in BH_CLI;
 * run by hand without it, the command line's checks are skipped. */
static gboolean
cli_at_hand (void)
{
  if (g_getenv ("BH_CLI") != NULL)
    return TRUE;
  g_test_skip ("BH_CLI is not set (run under meson test): blockhouse-cli validate not checked");
  return FALSE;
}

/* `blockhouse-cli validate DIR`: its exit status and what it printed. */
static int
cli_validate (const char *dir, char **out, char **err)
{
  const char *argv[] = { g_getenv ("BH_CLI"), "validate", dir, NULL };
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, out, err, &status, &error));
  g_assert_no_error (error);
  return WIFEXITED (status) ? WEXITSTATUS (status) : 255;
}

static void
test_bad_case (gconstpointer data)
{
  const BadCase *k = data;
  g_autofree char *dir = bh_test_copy_game ("madison");
  g_autofree char *prefix = NULL, *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) game = NULL;
  g_autoptr(BhRules) rules = NULL;
  g_autoptr(BhState) st = NULL;
  const BhScenario *sc;

  bh_test_edit_file (dir, k->file, k->find, k->replace);
  prefix = g_strdup_printf ("Mr. Madison's War: %s:%d: ", k->file, line_of (dir, k->file, k->replace));
  bh_rules_register ("madison", BH_TYPE_MADISON_RULES);
  /* the schema lets it through ... */
  game = bh_test_load_folder (dir, &error);
  g_assert_no_error (error);
  /* ... the rules do not: validate (and the editor) */
  g_assert_false (bh_rules_check_game_data (game, &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_nonnull (strstr (error->message, k->says));
  g_assert_null (strchr (error->message, '\n'));
  g_clear_error (&error);
  /* a new game: the same one line (no GLib warning: it would be fatal here) */
  rules = bh_rules_new_for_game (game, FALSE, &error);
  g_assert_no_error (error);
  sc = bh_game_data_get_scenario (game, bh_game_data_find_scenario (game, "1814"));
  st = bh_state_new_for_scenario (game, sc, 1, bh_rules_get_extra_size (rules), &error);
  g_assert_no_error (error);
  g_assert_false (bh_rules_setup (rules, st, sc, &error));
  g_assert_true (g_str_has_prefix (error->message, prefix));
  g_assert_nonnull (strstr (error->message, k->says));
  /* the command line: exit 1, the line on stderr, no "valid" */
  if (cli_at_hand ())
    {
      g_assert_cmpint (cli_validate (dir, &out, &err), ==, 1);
      g_assert_nonnull (strstr (err, prefix));
      g_assert_nonnull (strstr (err, k->says));
      g_assert_null (strstr (out, "valid"));
      g_assert_null (strstr (err, "WARNING"));
    }
  bh_test_remove_tree (dir);
}

/* The data as shipped: valid for the rules and for `validate`. */
static void
test_good_data (void)
{
  g_autofree char *dir = bh_test_copy_game ("madison");
  g_autofree char *out = NULL, *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) game = NULL;

  bh_rules_register ("madison", BH_TYPE_MADISON_RULES);
  game = bh_test_load_folder (dir, &error);
  g_assert_no_error (error);
  g_assert_true (bh_rules_check_game_data (game, &error));
  g_assert_no_error (error);
  if (cli_at_hand ())
    {
      g_assert_cmpint (cli_validate (dir, &out, &err), ==, 0);
      g_assert_nonnull (strstr (out, "madison: valid"));
    }
  bh_test_remove_tree (dir);
}

/* A rule constant taken out of game.xml: one line naming the file and the
 * constant, not the rule book's number quietly put in its place. */
static void
test_missing_constant (void)
{
  g_autofree char *dir = bh_test_copy_game ("madison");
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) game = NULL;

  bh_test_edit_file (dir, "game.xml", "<prop name=\"depot-wq-bonus\" value=\"4\" source=\"13.51\"/>", "");
  bh_rules_register ("madison", BH_TYPE_MADISON_RULES);
  game = bh_test_load_folder (dir, &error);
  g_assert_no_error (error);
  g_assert_false (bh_rules_check_game_data (game, &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Mr. Madison's War: game.xml: the rule constant “depot-wq-bonus” is missing");
  bh_test_remove_tree (dir);
}

/* A new game of `scenario` from a copy of data/games/madison whose game.xml
 * gives the rule constant `name` the value `value` (NULL: as shipped), and
 * whose scenario file is edited by `edits` (pairs, up to NULL; may be NULL). */
static T *
t_new_constant (const char *scenario, const char *name, const char *value, const char *const *edits)
{
  g_autofree char *dir = t_copy_edited (scenario, edits);
  g_autofree char *pattern = g_strdup_printf ("(<prop name=\"%s\" value=\")[^\"]*\"", name);
  g_autofree char *replacement = g_strdup_printf ("\\g<1>%s\"", value ? value : "");

  if (value)
    t_regex_edit (dir, "game.xml", pattern, replacement);
  return t_new_from_copy (dir, scenario);
}

/* 4.16 from game.xml's lake-vp: a US ship alone in the Lake Ontario box
 * holds the lake, worth 2 VP as shipped and 5 when the data says 5. */
static void
test_lake_vp_read (void)
{
  static const struct { const char *value; int vp; } cases[] = { { NULL, 2 }, { "5", 5 } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new_constant ("1814", "lake-vp", cases[i].value, NULL);

      t_clear (t);
      t_put (t, "us-oneida", "lake-ontario", 0);
      t_sync_vp (t);
      g_assert_cmpint (t_vp (t), ==, cases[i].vp);
      t_free (t);
    }
}

/* 10.44 from game.xml's british-regulars-clear-drm-years: as shipped a US
 * attack on the 49th in the open in 1814 (turn 7) has no -1; with 1814
 * added to the years it has. */
static void
test_regulars_years_read (void)
{
  static const int rolls[] = { 3, 4, 0 };

  for (int added = 0; added < 2; added++)
    {
      T *t = t_new_constant ("1814", "british-regulars-clear-drm-years", added ? "1812,1813,1814" : NULL, NULL);

      t_clear (t);
      t_play_at (t, 7, MAD_US);
      t_put (t, "us-11th", "french-mills", 0);
      t_put (t, "gb-49th", "cornwall", 0);
      t_fight (t, "us-11th", "french-mills", "cornwall", rolls);
      g_assert_cmpint (t_narrated (t, "British regulars in the open: -1 (10.44)"), ==, added);
      t_free (t);
    }
}

/* 3.34 from game.xml's land-leader-mf: Brock alone from Quebec goes ten
 * legs of 1 MP and no eleventh as shipped; eleven and no twelfth with 11. */
static void
test_leader_mf_read (void)
{
  for (int mf = 10; mf <= 11; mf++)
    {
      T *t = t_new_constant ("1813-1814", "land-leader-mf", mf == 10 ? NULL : "11", NULL);

      t_position (t, 4, MAD_GB, (const char *const[]) { "gb-brock quebec", "card-40 hand-gb", NULL });
      t_do (t, "ops card-40");
      t_do (t, "leader gb-brock");
      t_do (t, "go");
      for (int leg = 0; leg < mf; leg++)
        t_do (t, leg % 2 ? "move gb-brock quebec" : "move gb-brock trois-rivieres");
      g_assert_false (t_can (t, mf % 2 ? "move gb-brock quebec" : "move gb-brock trois-rivieres"));
      t_free (t);
    }
}

/* 17.2 from game.xml's stalemate-winner: the 1814 game ending at 0 VP
 * (the set-up of /madison/17.1/victory-levels: the TREATY OF GHENT played
 * with 8 cards left in the British hand, 4.22) goes to the British as
 * shipped, to the US when the data names them. */
static void
test_stalemate_winner_read (void)
{
  const char *const edits[] = {
    "<turns first=\"7\"", "<turns first=\"8\"",
    "<track-value marker=\"turn\" value=\"7\"", "<track-value marker=\"turn\" value=\"8\"",
    "<track-value marker=\"vp\" value=\"2\"", "<track-value marker=\"vp\" value=\"-8\"",
    "<place unit=\"gb-prevost\"", "<place unit=\"card-73\" count=\"1\" at=\"hand-gb\" source=\"4.22\"/><place unit=\"gb-prevost\"",
    NULL,
  };

  for (int side = MAD_US; side <= MAD_GB; side++)
    {
      T *t = t_new_constant ("1814", "stalemate-winner", side == MAD_US ? "us" : NULL, edits);

      while (t->st->pending.kind != D_PLAY)
        t_do_first_while (t, t->st->pending.kind, NULL);
      t_keep_story_on (t);
      t_do (t, "event card-73");
      g_assert_cmpint (t_vp (t), ==, 0);
      g_assert_cmpint (t->st->winner, ==, side);
      t_assert_narrates (t, side == MAD_US ? "the stalemate goes to the US player (17.2)"
                                           : "the stalemate goes to the British player (17.2)");
      t_free (t);
    }
}

/* 2.74 from game.xml's event-fort-wq-bonus: Fort Meigs at Maumee Rapids
 * (1) quarters five fresh units as shipped (+4), the sixth losing a step
 * (16.2); with +5 it quarters all six.  The position and the script of
 * /madison/2.74/event-fort-sixth-unit-loses-a-step. */
static void
test_event_fort_wq_read (void)
{
  static const char *const position[] = {
    "us-fort-meigs maumee-rapids", "us-11th maumee-rapids", "us-12th maumee-rapids", "us-13th maumee-rapids",
    "us-14th maumee-rapids", "us-15th maumee-rapids", "us-16th maumee-rapids", "card-42 hand-us", NULL };
  static const char *const shipped[] = { "hold card-42", "#6", "loss us-16th", "#7", "=us-16th 1", "=us-11th 0", NULL };
  static const char *const five[] = { "hold card-42", "#7", "=us-16th 0", "=us-11th 0", "=us-15th 0", NULL };

  for (int bonus = 4; bonus <= 5; bonus++)
    {
      T *t = t_new_constant ("1813-1814", "event-fort-wq-bonus", bonus == 4 ? NULL : "5", NULL);
      const char *const *script = bonus == 4 ? shipped : five;

      t_position (t, 5, MAD_US, position);
      for (int i = 0; script[i]; i++)
        t_run_step (t, script[i]);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  g_test_add_func ("/madison/bad-data/as-shipped-is-valid", test_good_data);
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    g_test_add_data_func (bad_cases[i].path, &bad_cases[i], test_bad_case);
  g_test_add_func ("/madison/bad-data/constant-missing", test_missing_constant);
  g_test_add_func ("/madison/4.16/data/lake-vp-read", test_lake_vp_read);
  g_test_add_func ("/madison/10.44/data/regulars-years-read", test_regulars_years_read);
  g_test_add_func ("/madison/3.34/data/leader-mf-read", test_leader_mf_read);
  g_test_add_func ("/madison/17.2/data/stalemate-winner-read", test_stalemate_winner_read);
  g_test_add_func ("/madison/2.74/data/event-fort-wq-read", test_event_fort_wq_read);
  for (guint i = 0; i < G_N_ELEMENTS (turn_one_rows); i++)
    g_test_add_data_func (turn_one_rows[i].path, &turn_one_rows[i], t_run_row);
  return g_test_run ();
}
