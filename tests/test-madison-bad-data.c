/* test-madison-bad-data.c — Mr. Madison's War data that follows the schema
 * but that the rules cannot read (the fifth re-check's m3): a card type the
 * rules do not play (8.22), a lakeside town or a naval base naming a lake
 * that has no Lake Control Box (2.3, 2.4, 15.1), a naval base that builds
 * only a unit type that does not exist (15.13).  Each broken copy of
 * data/games/madison is refused with one line naming the file, the line
 * and the problem: by `blockhouse-cli validate` (and so the editor, which
 * asks the same bh_rules_check_game_data) and by a new game, with no
 * warning on the way; the data as shipped passes both. */
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
  g_assert_cmpint (cli_validate (dir, &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, prefix));
  g_assert_nonnull (strstr (err, k->says));
  g_assert_null (strstr (out, "valid"));
  g_assert_null (strstr (err, "WARNING"));
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
  g_assert_cmpint (cli_validate (dir, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "madison: valid"));
  bh_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  g_test_add_func ("/madison/bad-data/as-shipped-is-valid", test_good_data);
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    g_test_add_data_func (bad_cases[i].path, &bad_cases[i], test_bad_case);
  return g_test_run ();
}
