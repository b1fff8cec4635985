/* test-bad-saves.c — hostile and broken saves are refused with one line
 * naming file, line and problem, without reading outside the games folders
 * and without building the whole file in memory (issue 12). */
#include "config.h"

#include "bh-test-util.h"
#include "bh-tiny-rules.h"
#include "bh-xml-limits.h"

#include <glib/gstdio.h>

static BhLibrary *library;

/* A save of the test game with `n` copies of `body` in place of its
 * actions. */
static char *
save_with (const char *root_attrs, const char *body, guint n)
{
  GString *s = g_string_new ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);

  g_assert_nonnull (data);
  g_string_append_printf (s, "<blockhouse-save format=\"1\" %s scenario=\"ford\" data-digest=\"%s\" seed=\"1\" mode=\"rules\">\n",
                          root_attrs, bh_game_data_get_digest (data));
  for (guint i = 0; i < n; i++)
    g_string_append (s, body);
  g_string_append (s, "</blockhouse-save>\n");
  return g_string_free (s, FALSE);
}

static void
expect_refused (const char *xml, int code, const char *fragment)
{
  g_autoptr(GBytes) bytes = g_bytes_new (xml, strlen (xml));
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_library_open_save_from_bytes (library, "bad.blockhouse", bytes, &error);

  g_assert_null (game);
  g_assert_nonnull (error);
  if (g_test_verbose ())
    g_printerr ("%s\n", error->message);
  g_assert_error (error, BH_ERROR, code);
  g_assert_nonnull (strstr (error->message, fragment));
  g_assert_null (strchr (error->message, '\n'));
}

/* Game ids are ids: a path never leaves the games folders. */
static void
test_game_is_an_id (void)
{
  static const char *const paths[] = { "game=\"../../tests/data/games/tiny\"", "game=\"/etc\"", "game=\"tiny/..\"",
                                        "game=\".\"", "game=\"\"" };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_autofree char *xml = save_with (paths[i], "", 0);

      expect_refused (xml, BH_ERROR_NOT_FOUND, "is not a game id");
    }
}

/* Whatever the file holds, the error is one line. */
static void
test_one_line (void)
{
  g_autofree char *newline_action = save_with ("game=\"tiny\"", "<action>move red-band.1\nford\ngone</action>\n", 1);
  g_autofree char *newline_game = save_with ("game=\"ti&#10;ny\"", "", 0);
  g_autofree char *bad_scenario = NULL;
  g_autofree char *xml = save_with ("game=\"tiny\"", "", 0);

  expect_refused (newline_action, BH_ERROR_MISMATCH, "bad.blockhouse:3: action 1 “move red-band.1 ford gone”");
  expect_refused (newline_game, BH_ERROR_NOT_FOUND, "“ti ny” is not a game id");
  {
    g_auto(GStrv) parts = g_strsplit (xml, "scenario=\"ford\"", 2);

    bad_scenario = g_strconcat (parts[0], "scenario=\"fo&#10;rd\"", parts[1], NULL);
  }
  expect_refused (bad_scenario, BH_ERROR_NOT_FOUND, "no scenario “fo rd”");
}

static void
test_doctype_line (void)
{
  g_autofree char *good = save_with ("game=\"tiny\"", "", 0);
  g_autofree char *xml = g_strconcat ("<?xml version=\"1.0\"?>\n\n\n<!DOCTYPE blockhouse-save [<!ENTITY a \"aaaa\">]>\n",
                                      strchr (good, '\n') + 1, NULL);

  expect_refused (xml, BH_ERROR_PARSE, "bad.blockhouse:4: a DOCTYPE declaration is not allowed here");
}

/* The shapes that once took RELAX NG validation tens of seconds are
 * refused at their first element. */
static void
test_hostile_shapes (void)
{
  g_autofree char *empty_actions = save_with ("game=\"tiny\"", "<action/>\n", 120000);
  g_autofree char *attributes = save_with ("game=\"tiny\"", "<action x=\"1\">pass</action>\n", 50000);
  g_autofree char *unknown = save_with ("game=\"tiny\"", "<x/>\n", 200000);
  g_autofree char *options_late = save_with ("game=\"tiny\"", "<action>pass</action><option id=\"long-day\" value=\"true\"/>\n", 2);
  g_autofree char *too_many_options = save_with ("game=\"tiny\"", "<option id=\"long-day\" value=\"true\"/>\n",
                                                 BH_SAVE_MAX_OPTIONS + 1);
  g_autofree char *nested = save_with ("game=\"tiny\"", "<action><action>pass</action></action>\n", 3);

  g_assert_cmpuint (strlen (empty_actions), >, 1000000);
  expect_refused (empty_actions, BH_ERROR_SCHEMA, "bad.blockhouse:3: does not follow save.rng");
  expect_refused (attributes, BH_ERROR_SCHEMA, "bad.blockhouse:3: does not follow save.rng");
  expect_refused (unknown, BH_ERROR_PARSE, "bad.blockhouse:3: <x> is not an element of a save");
  expect_refused (options_late, BH_ERROR_SCHEMA, "bad.blockhouse:3: does not follow save.rng");
  expect_refused (too_many_options, BH_ERROR_PARSE, "more than 32 <option> elements");
  expect_refused (nested, BH_ERROR_SCHEMA, "bad.blockhouse:3: does not follow save.rng");
}

/* The action limit is counted from the bytes, before anything is parsed;
 * one action under it is not refused for its count. */
static void
test_action_limit (void)
{
  g_autofree char *over = save_with ("game=\"tiny\"", "<action>pass</action>", BH_SAVE_MAX_ACTIONS + 1);
  g_autofree char *under = save_with ("game=\"tiny\"", "<action>pass</action>", 3);
  g_autoptr(GError) error = NULL;

  expect_refused (over, BH_ERROR_PARSE, "more than 1000000 <action> elements");
  g_assert_true (bh_xml_check_limits ("ok.blockhouse", under, strlen (under), "save.rng", &error));
  g_assert_no_error (error);
}

/* A data file past its size limit is refused before it is parsed. */
static void
test_data_size_limit (void)
{
  gsize size = BH_DATA_MAX_BYTES + 1;
  g_autofree char *big = g_malloc (size);
  g_autoptr(GError) error = NULL;

  memset (big, ' ', size);
  g_assert_false (bh_xml_check_limits ("board.xml", big, size, "board.rng", &error));
  g_assert_nonnull (strstr (error->message, "board.xml: the file is larger than 4 MB"));
  g_clear_error (&error);
  g_assert_true (bh_xml_check_limits ("board.xml", big, size - 1, "board.rng", &error));
}

/* Reading a file stops one byte past the limit: a file of exactly the
 * limit is read whole, one byte more is refused, naming the file; a lone
 * file (no schema yet) is held to the data limit. */
static void
test_read_stops_at_limit (void)
{
  g_autofree char *dir = bh_test_make_tmp ("blockhouse-limit-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "board.xml", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  gsize size = BH_DATA_MAX_BYTES;
  g_autofree char *big = g_malloc (size + 1);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  memset (big, ' ', size + 1);
  g_assert_true (g_file_set_contents (path, big, size, NULL));
  bytes = bh_xml_read_file (file, path, "board.rng", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), ==, size);
  g_clear_pointer (&bytes, g_bytes_unref);

  g_assert_true (g_file_set_contents (path, big, size + 1, NULL));
  g_assert_null (bh_xml_read_file (file, path, "board.rng", NULL, &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "board.xml: the file is larger than 4 MB, the most a file following board.rng may be"));
  g_clear_error (&error);
  g_assert_null (bh_xml_read_file (file, path, NULL, NULL, &error));
  g_assert_nonnull (strstr (error->message, "board.xml: the file is larger than 4 MB, the most a data file may be"));
  g_clear_error (&error);

  /* A missing file is an I/O error, as GIO gives it. */
  g_unlink (path);
  g_assert_null (bh_xml_read_file (file, path, "board.rng", NULL, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_rmdir (dir);
}

/* Progress is reported and a cancelled read stops with CANCELLED. */
static void
progress_seen (double fraction, gpointer user_data)
{
  double *last = user_data;

  g_assert_cmpfloat (fraction, >=, *last);
  g_assert_cmpfloat (fraction, <=, 1.0);
  *last = fraction;
}

static void
test_progress_and_cancel (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", &error);
  g_autoptr(BhGame) game = bh_game_new (data, "ford", 3, TRUE, &error);
  g_autofree char *xml = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(BhGame) read = NULL;
  double last = 0;

  /* Free play moves a band back and forth for ever. */
  for (guint i = 0; i < 10000; i++)
    g_assert_true (bh_game_perform_text (game, i % 2 ? "move red-band.1 red-camp" : "move red-band.1 north-wood", &error));
  xml = bh_game_to_xml (game, NULL);
  bytes = g_bytes_new (xml, strlen (xml));
  read = bh_library_read_save (library, "long.blockhouse", bytes, NULL, progress_seen, &last, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bh_game_get_n_log_entries (read), ==, 10000);
  g_assert_cmpfloat (last, ==, 1.0);
  g_clear_object (&read);

  g_cancellable_cancel (cancellable);
  read = bh_library_read_save (library, "long.blockhouse", bytes, cancellable, NULL, NULL, &error);
  g_assert_null (read);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int argc, char **argv)
{
  int status;

  bh_test_init (&argc, &argv);
  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
  library = bh_test_library ();
  g_test_add_func ("/saves/bad/game-is-an-id", test_game_is_an_id);
  g_test_add_func ("/saves/bad/one-line", test_one_line);
  g_test_add_func ("/saves/bad/doctype-line", test_doctype_line);
  g_test_add_func ("/saves/bad/hostile-shapes", test_hostile_shapes);
  g_test_add_func ("/saves/bad/action-limit", test_action_limit);
  g_test_add_func ("/saves/bad/data-size-limit", test_data_size_limit);
  g_test_add_func ("/saves/read/progress-and-cancel", test_progress_and_cancel);
  g_test_add_func ("/saves/read/stops-at-limit", test_read_stops_at_limit);
  status = g_test_run ();
  g_object_unref (library);
  return status;
}
