/* test-setups.c — each scenario's starting layout against the rulebook's
 * setup lists, transcribed independently into tests/setups/GAME.expect:
 *   SCENARIO LOCATION UNIT-TYPE COUNT RULE
 *   SCENARIO track MARKER VALUE RULE
 * Tests are named /GAME/RULE/setup/SCENARIO. */
#include "config.h"

#include "bh-test-util.h"

/* Reports a failed check and goes on with the next test case. */
#define FAIL(...) G_STMT_START { g_test_fail_printf (__VA_ARGS__); return; } G_STMT_END

typedef struct {
  char *game;
  char *scenario;
  char *rule;
  GPtrArray *lines;   /* char*: "LOCATION UNIT COUNT" or "track MARKER VALUE" (with line number) */
} Group;

static BhLibrary *library;

static void
group_free (gpointer p)
{
  Group *g = p;

  g_free (g->game);
  g_free (g->scenario);
  g_free (g->rule);
  g_ptr_array_unref (g->lines);
  g_free (g);
}

static void
test_group (gconstpointer user_data)
{
  const Group *group = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, group->game, &error);
  g_autoptr(BhState) state = NULL;
  int index;

  g_assert_no_error (error);
  index = bh_game_data_find_scenario (data, group->scenario);
  if (index == BH_NONE)
    FAIL ("%s has no scenario %s", group->game, group->scenario);
  state = bh_state_new_for_scenario (data, bh_game_data_get_scenario (data, index), 1, 0, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < group->lines->len; i++)
    {
      g_auto(GStrv) f = g_strsplit (g_ptr_array_index (group->lines, i), " ", -1);
      int expected = atoi (f[3]);

      if (g_str_equal (f[1], "track"))
        {
          int marker = bh_game_data_find_marker (data, f[2]);

          if (marker == BH_NONE)
            FAIL ("%s.expect:%s: unknown track marker %s", group->game, f[0], f[2]);
          if (bh_state_const_markers (state)[marker] != expected)
            FAIL ("%s.expect:%s: %s %s starts at %d, the rulebook (%s) says %d", group->game, f[0],
                     group->scenario, f[2], bh_state_const_markers (state)[marker], group->rule, expected);
        }
      else
        {
          int location = bh_game_data_find_location (data, f[1]);
          int type = bh_game_data_find_unit_type (data, f[2]);
          int count = 0;

          if (location == BH_NONE)
            FAIL ("%s.expect:%s: unknown location %s", group->game, f[0], f[1]);
          if (type == BH_NONE)
            FAIL ("%s.expect:%s: unknown unit type %s", group->game, f[0], f[2]);
          for (guint p = 0; p < state->n_pieces; p++)
            if (bh_state_const_pieces (state)[p].location == location && bh_game_data_get_piece_type (data, p) == type)
              count++;
          if (count != expected)
            FAIL ("%s.expect:%s: %s starts with %d × %s at %s, the rulebook (%s) says %d", group->game, f[0],
                     group->scenario, count, f[2], f[1], group->rule, expected);
        }
    }
}

static void
read_expectations (const char *path, const char *game, GHashTable *groups, GPtrArray *order)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  for (guint n = 0; lines[n]; n++)
    {
      g_auto(GStrv) f = NULL;
      g_autofree char *key = NULL;
      char *line = g_strstrip (lines[n]);
      Group *group;
      guint count = 0;

      if (*line == '\0' || *line == '#')
        continue;
      f = g_strsplit_set (line, " \t", -1);
      /* Collapse runs of blanks. */
      for (guint i = 0; f[i]; i++)
        if (*f[i])
          f[count++] = f[i];
        else
          g_free (f[i]);
      f[count] = NULL;
      if (count != 5)
        g_error ("%s:%u: expected 5 fields, found %u", path, n + 1, count);
      key = g_strdup_printf ("%s %s %s", game, f[0], f[4]);
      group = g_hash_table_lookup (groups, key);
      if (group == NULL)
        {
          group = g_new0 (Group, 1);
          group->game = g_strdup (game);
          group->scenario = g_strdup (f[0]);
          group->rule = g_strdup (f[4]);
          group->lines = g_ptr_array_new_with_free_func (g_free);
          g_hash_table_insert (groups, g_strdup (key), group);
          g_ptr_array_add (order, group);
        }
      g_ptr_array_add (group->lines, g_strdup_printf ("%u %s %s %s", n + 1, f[1], f[2], f[3]));
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *dir_path = bh_test_source_path ("tests", "setups", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GHashTable) groups = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, group_free);
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  const char *name;
  int status;

  g_test_init (&argc, &argv, NULL);
  library = bh_test_library ();
  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      g_autofree char *game = NULL;

      if (!g_str_has_suffix (name, ".expect"))
        continue;
      game = g_strndup (name, strlen (name) - strlen (".expect"));
      read_expectations (path, game, groups, order);
    }
  for (guint i = 0; i < order->len; i++)
    {
      const Group *group = g_ptr_array_index (order, i);
      g_autofree char *test = g_strdup_printf ("/%s/%s/setup/%s", group->game, group->rule, group->scenario);

      g_test_add_data_func (test, group, test_group);
    }
  status = g_test_run ();
  g_object_unref (library);
  return status;
}
