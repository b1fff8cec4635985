/* bh-test-util.c — shared helpers for the engine tests. */
#include "config.h"

#include "bh-test-util.h"

#include <glib/gstdio.h>

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
bh_test_init (int *argc, char ***argv)
{
  /* Leaked on purpose: g_test_init keeps pointers into argv. */
  char **args = g_new0 (char *, *argc + 2);

  for (int i = 0; i < *argc; i++)
    args[i] = (*argv)[i];
  args[*argc] = (char *) "--keep-going";
  *argc += 1;
  *argv = args;
  g_test_init (argc, argv, NULL);
}

BhLibrary *
bh_test_library (void)
{
  g_autofree char *data = bh_test_source_path ("data", NULL);
  g_autofree char *games = bh_test_source_path ("tests", "data", "games", NULL);
  g_autoptr(GFile) data_dir = g_file_new_for_path (data);
  g_autoptr(GFile) games_dir = g_file_new_for_path (games);
  BhLibrary *library = bh_library_new (data_dir);

  bh_library_add_games_dir (library, games_dir);
  return library;
}

static void
copy_tree (const char *from, const char *to)
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
        copy_tree (src, dest);
      else
        {
          g_autofree char *contents = NULL;
          gsize length;

          g_assert_true (g_file_get_contents (src, &contents, &length, NULL));
          g_assert_true (g_file_set_contents (dest, contents, length, NULL));
        }
    }
}

char *
bh_test_copy_tiny (void)
{
  g_autofree char *src = bh_test_source_path ("tests", "data", "games", "tiny", NULL);
  g_autofree char *tmp = g_dir_make_tmp ("blockhouse-test-XXXXXX", NULL);
  char *dest = g_build_filename (tmp, "tiny", NULL);

  copy_tree (src, dest);
  return dest;
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

void
bh_test_remove_tree (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle && (name = g_dir_read_name (handle)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        bh_test_remove_tree (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

BhGameData *
bh_test_load_folder (const char *dir, GError **error)
{
  g_autofree char *schemas = bh_test_source_path ("data", "schemas", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GFile) schema_dir = g_file_new_for_path (schemas);

  return bh_game_data_load (folder, schema_dir, error);
}
