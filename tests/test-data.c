/* test-data.c — every shipped game loads whole and is sound: boards
 * connected, every reconstruction explained, scenarios within the counter
 * mix, the data digest stable. */
#include "config.h"

#include "bh-test-util.h"

/* Reports a failed check and goes on with the next test case. */
#define FAIL(...) G_STMT_START { g_test_fail_printf (__VA_ARGS__); return; } G_STMT_END

static BhLibrary *library;

static void
test_loads (gconstpointer id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, id, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (bh_game_data_get_n_scenarios (data), >, 0);
  g_assert_cmpuint (bh_game_data_get_n_sides (data), >=, 2);
  g_assert_cmpuint (bh_game_data_get_n_unit_types (data), >, 0);
  if (bh_game_data_get_default_scenario (data))
    g_assert_cmpint (bh_game_data_find_scenario (data, bh_game_data_get_default_scenario (data)), !=, BH_NONE);
}

/* "Every board is connected where the rules say it is, and no space is
 * unreachable by accident": all spaces of the main map form one network,
 * unless a space declares itself apart with prop reachable="no". */
static void
test_board_connected (gconstpointer id)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, id, NULL);
  guint n = bh_game_data_get_n_spaces (data);
  g_autofree gboolean *seen = g_new0 (gboolean, n + 1);
  g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (int));
  int start = 0;

  if (n == 0)
    return;
  seen[start] = TRUE;
  g_array_append_val (queue, start);
  for (guint head = 0; head < queue->len; head++)
    {
      const BhSpace *space = bh_game_data_get_space (data, g_array_index (queue, int, head));

      for (guint c = 0; c < space->connections->len; c++)
        {
          const BhConnection *conn = bh_game_data_get_connection (data, g_array_index (space->connections, int, c));
          int other = conn->from == g_array_index (queue, int, head) ? conn->to : conn->from;

          if (!seen[other])
            {
              seen[other] = TRUE;
              g_array_append_val (queue, other);
            }
        }
    }
  for (guint i = 0; i < n; i++)
    {
      const BhSpace *space = bh_game_data_get_space (data, i);

      if (!seen[i] && g_strcmp0 (bh_props_lookup (space->props, "reachable"), "no") != 0)
        FAIL ("%s: space “%s” cannot be reached from “%s”", (const char *) id, space->id,
                 bh_game_data_get_space (data, start)->id);
    }
}

static void
check_explained (const char *game, const char *what, const char *id, const BhProvenance *prov)
{
  if (bh_provenance_is_reconstructed (prov) && (prov->note == NULL || *prov->note == '\0'))
    FAIL ("%s: %s “%s” (line %d) is reconstructed without a note saying why", game, what, id, prov->line);
}

/* "Never hide a guess": what is reconstructed says so and why. */
static void
test_reconstructions_explained (gconstpointer id)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, id, NULL);

  for (guint i = 0; i < bh_game_data_get_n_spaces (data); i++)
    check_explained (id, "space", bh_game_data_get_space (data, i)->id, &bh_game_data_get_space (data, i)->prov);
  for (guint i = 0; i < bh_game_data_get_n_unit_types (data); i++)
    check_explained (id, "unit type", bh_game_data_get_unit_type (data, i)->id, &bh_game_data_get_unit_type (data, i)->prov);
  for (guint i = 0; i < bh_game_data_get_n_tables (data); i++)
    check_explained (id, "table", bh_game_data_get_table (data, i)->id, &bh_game_data_get_table (data, i)->prov);
  for (guint i = 0; i < bh_game_data_get_n_scenarios (data); i++)
    check_explained (id, "scenario", bh_game_data_get_scenario (data, i)->id, &bh_game_data_get_scenario (data, i)->prov);
}

static void
test_positions_on_board (gconstpointer id)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, id, NULL);
  double x0, y0, x1, y1;

  bh_game_data_get_extent (data, &x0, &y0, &x1, &y1);
  g_assert_cmpfloat (x1 - x0, >, 100);
  g_assert_cmpfloat (y1 - y0, >, 100);
  for (guint i = 0; i < bh_game_data_get_n_spaces (data); i++)
    {
      const BhSpace *space = bh_game_data_get_space (data, i);

      if (space->x < x0 || space->x > x1 || space->y < y0 || space->y > y1)
        FAIL ("%s: space “%s” lies off the board (%.0f, %.0f)", (const char *) id, space->id, space->x, space->y);
    }
}

static void
test_every_scenario_starts (gconstpointer id)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, id, NULL);

  for (guint i = 0; i < bh_game_data_get_n_scenarios (data); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BhGame) game = bh_game_new (data, bh_game_data_get_scenario (data, i)->id, 1, TRUE, &error);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(BhGame) reloaded = NULL;
      g_autofree char *xml = NULL;

      g_assert_no_error (error);
      g_assert_true (bh_rules_check_invariants (bh_game_get_rules (game), bh_game_get_state (game), &error));
      g_assert_no_error (error);
      xml = bh_game_to_xml (game, NULL);
      bytes = g_bytes_new (xml, strlen (xml));
      reloaded = bh_library_open_save_from_bytes (library, "x", bytes, &error);
      g_assert_no_error (error);
      g_assert_true (bh_state_equal (bh_game_get_state (reloaded), bh_game_get_state (game)));
    }
}

int
main (int argc, char **argv)
{
  g_auto(GStrv) games = NULL;
  int status;

  bh_test_init (&argc, &argv);
  library = bh_test_library ();
  games = bh_library_list_games (library);
  for (guint i = 0; games[i]; i++)
    {
      g_autofree char *load = g_strdup_printf ("/data/%s/loads", games[i]);
      g_autofree char *connected = g_strdup_printf ("/data/%s/board-connected", games[i]);
      g_autofree char *explained = g_strdup_printf ("/data/%s/reconstructions-explained", games[i]);
      g_autofree char *positions = g_strdup_printf ("/data/%s/positions-on-board", games[i]);
      g_autofree char *starts = g_strdup_printf ("/data/%s/every-scenario-starts", games[i]);

      g_test_add_data_func (load, games[i], test_loads);
      g_test_add_data_func (connected, games[i], test_board_connected);
      g_test_add_data_func (explained, games[i], test_reconstructions_explained);
      g_test_add_data_func (positions, games[i], test_positions_on_board);
      g_test_add_data_func (starts, games[i], test_every_scenario_starts);
    }
  status = g_test_run ();
  g_object_unref (library);
  return status;
}
