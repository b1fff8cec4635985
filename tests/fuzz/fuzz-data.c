/* fuzz-data.c — a game's data folder as an editor or a download could
 * leave it: the test game with one of its files replaced by the input.
 * The input's first line names the file (game, board, counters, tables,
 * scenario); the rest is its contents.
 *
 * With BH_FUZZ_NO_SCHEMA=1 the schemas are replaced by ones accepting any
 * XML, so that inputs reach the loader's own checks instead of stopping
 * at RELAX NG validation: the loader must then refuse them cleanly too. */
#include "config.h"

#include "fuzz-common.h"

#include <stdlib.h>

static const char *const permissive =
  "<grammar xmlns=\"http://relaxng.org/ns/structure/1.0\"><start><ref name=\"any\"/></start>"
  "<define name=\"any\"><element><anyName/><zeroOrMore><choice><attribute><anyName/></attribute>"
  "<text/><ref name=\"any\"/></choice></zeroOrMore></element></define></grammar>";

static char *game_dir;
static char *schemas_dir;

static void
setup (void)
{
  g_autofree char *tiny = bh_test_copy_tiny ();
  g_autofree char *real = bh_test_source_path ("data", "schemas", NULL);

  fuzz_library ();
  game_dir = g_strdup (tiny);
  if (g_strcmp0 (g_getenv ("BH_FUZZ_NO_SCHEMA"), "1") == 0)
    {
      static const char *const names[] = { "game.rng", "board.rng", "counters.rng", "tables.rng",
                                           "scenario.rng", "geography.rng", "save.rng", "common.rng" };

      schemas_dir = g_build_filename (fuzz_scratch (), "schemas", NULL);
      g_mkdir_with_parents (schemas_dir, 0755);
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        {
          g_autofree char *path = g_build_filename (schemas_dir, names[i], NULL);

          g_assert_true (g_file_set_contents (path, permissive, -1, NULL));
        }
    }
  else
    schemas_dir = g_steal_pointer (&real);
}

static const char *
target_for (const char *name)
{
  static const char *const files[][2] = {
    { "game", "game.xml" }, { "board", "board.xml" }, { "counters", "counters.xml" },
    { "tables", "tables.xml" }, { "scenario", "scenarios/ford.xml" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    if (g_str_equal (name, files[i][0]))
      return files[i][1];
  return NULL;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static GHashTable *originals;
  const uint8_t *newline = memchr (data, '\n', size);
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) schemas = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) game = NULL;
  const char *relative;

  if (game_dir == NULL)
    {
      setup ();
      originals = g_hash_table_new (g_str_hash, g_str_equal);
    }
  if (newline == NULL)
    return 0;
  name = g_strndup ((const char *) data, newline - data);
  relative = target_for (name);
  if (relative == NULL)
    return 0;
  path = g_build_filename (game_dir, relative, NULL);
  if (!g_hash_table_contains (originals, relative))
    {
      char *contents = NULL;

      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_hash_table_insert (originals, (gpointer) relative, contents);
    }
  g_assert_true (g_file_set_contents (path, (const char *) newline + 1, size - (newline + 1 - data), NULL));

  folder = g_file_new_for_path (game_dir);
  schemas = g_file_new_for_path (schemas_dir);
  game = bh_game_data_load (folder, schemas, &error);
  if (game == NULL)
    {
      g_assert_nonnull (error);
      g_assert_null (strchr (error->message, '\n'));
    }
  else
    {
      /* Data that loads starts every scenario. */
      for (guint i = 0; i < bh_game_data_get_n_scenarios (game); i++)
        {
          g_autoptr(BhRules) rules = bh_rules_new_for_game (game, TRUE, NULL);
          g_autoptr(BhGame) started = NULL;

          if (rules != NULL)
            started = bh_game_new (game, bh_game_data_get_scenario (game, i)->id, 1, TRUE, NULL);
        }
    }
  /* The next input starts from the test game as shipped. */
  g_assert_true (g_file_set_contents (path, g_hash_table_lookup (originals, relative), -1, NULL));
  return 0;
}
