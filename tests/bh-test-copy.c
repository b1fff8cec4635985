/* bh-test-copy.c — the source tree's files for a test: their paths, and
 * copies of a game's folder in a temporary folder for a test to edit
 * (bh-test-util.h).  An object of its own in the test library, as
 * bh-test-tmp.c is, so that the window tests, which define their own
 * bh_test_library (test-window-util.c), link it without bh-test-util.c. */
#include "config.h"

#include "bh-test-util.h"

#include <string.h>

char *
bh_test_source_path (const char *first, ...)
{
  va_list args;
  GString *path = g_string_new (BH_TEST_SOURCE_ROOT);

  va_start (args, first);
  for (const char *part = first; part; part = va_arg (args, const char *))
    {
      g_string_append_c (path, G_DIR_SEPARATOR);
      g_string_append (path, part);
    }
  va_end (args);
  return g_string_free (path, FALSE);
}

void
bh_test_copy_tree (const char *from, const char *to)
{
  g_autoptr(GDir) dir = g_dir_open (from, 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  g_mkdir_with_parents (to, 0755);
  while ((name = g_dir_read_name (dir)))
    {
      g_autofree char *src = g_build_filename (from, name, NULL);
      g_autofree char *dest = g_build_filename (to, name, NULL);

      if (g_file_test (src, G_FILE_TEST_IS_DIR))
        bh_test_copy_tree (src, dest);
      else
        {
          g_autofree char *contents = NULL;
          gsize length;

          g_assert_true (g_file_get_contents (src, &contents, &length, NULL));
          g_assert_true (g_file_set_contents (dest, contents, length, NULL));
        }
    }
}

/* Copies the folder SRC into a fresh temporary folder as NAME, so a test may
 * edit it; a temporary folder that cannot be made fails the test, naming why. */
static char *
copy_to_tmp (const char *src, const char *name)
{
  g_autofree char *tmp = bh_test_make_tmp ("blockhouse-test-XXXXXX");
  char *dest;

  dest = g_build_filename (tmp, name, NULL);
  bh_test_copy_tree (src, dest);
  return dest;
}

char *
bh_test_copy_tiny (void)
{
  g_autofree char *src = bh_test_source_path ("tests", "data", "games", "tiny", NULL);

  return copy_to_tmp (src, "tiny");
}

void
bh_test_add_tiny_as (BhLibrary *library, const char *id, const char *title)
{
  static const char *const parts[] = { "board.xml", "counters.xml", "tables.xml", "scenarios/ford.xml" };
  g_autofree char *src = bh_test_source_path ("tests", "data", "games", "tiny", NULL);
  g_autofree char *dir = copy_to_tmp (src, id);
  g_autofree char *games = g_path_get_dirname (dir);
  g_autoptr(GFile) games_dir = g_file_new_for_path (games);
  g_autofree char *game_id = g_markup_printf_escaped ("<game id=\"%s\"", id);
  g_autofree char *game_title = g_markup_printf_escaped ("<title>%s</title>", title);
  g_autofree char *belongs = g_markup_printf_escaped ("game=\"%s\"", id);

  bh_test_edit_file (dir, "game.xml", "<game id=\"tiny\"", game_id);
  bh_test_edit_file (dir, "game.xml", "<title>Skirmish at the Ford</title>", game_title);
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    bh_test_edit_file (dir, parts[i], "game=\"tiny\"", belongs);
  bh_library_add_games_dir (library, games_dir);
}

char *
bh_test_copy_game (const char *game)
{
  g_autofree char *src = bh_test_source_path ("data", "games", game, NULL);

  return copy_to_tmp (src, game);
}

void
bh_test_edit_file (const char *dir, const char *relative, const char *find, const char *replace)
{
  g_autofree char *path = g_build_filename (dir, relative, NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GString) edited = NULL;
  char *at;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  at = strstr (contents, find);
  g_assert_nonnull (at);
  edited = g_string_new_len (contents, at - contents);
  g_string_append (edited, replace);
  g_string_append (edited, at + strlen (find));
  g_assert_true (g_file_set_contents (path, edited->str, edited->len, NULL));
}
