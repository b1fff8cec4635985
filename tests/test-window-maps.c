/* test-window-maps.c — every game's first scenario opened in free play in
 * the real window and drawn: every space in view counted, the picture not
 * blank.  With BLOCKHOUSE_SCREENSHOT_DIR set, each map is kept there as
 * <game>.png (docs/screenshots holds the ones to look at). */
#include "config.h"

#include <adwaita.h>

#include "bh-builtin-rules.h"
#include "bh-engine.h"
#include "bh-map-view.h"
#include "bh-new-game-view.h"
#include "bh-window.h"
#include "test-window-util.h"

static void
test_game_map (gconstpointer user_data)
{
  const char *game_id = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (bh_library_get_default (), game_id, &error);
  g_autoptr(BhGame) game = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GdkTexture) opening = NULL;
  g_autofree char *name = NULL;
  BhWindow *window;
  BhMapView *map;
  BhMapViewStats stats;

  if (data == NULL)
    {
      g_test_skip_printf ("%s does not load: %s", game_id, error->message);
      return;
    }
  g_assert_cmpuint (bh_game_data_get_n_scenarios (data), >, 0);
  game = bh_game_new (data, bh_game_data_get_scenario (data, 0)->id, 1, TRUE, &error);
  g_assert_no_error (error);

  window = bh_test_new_window ();
  map = bh_window_get_map_view (window);
  gtk_window_present (GTK_WINDOW (window));
  bh_window_set_game (window, game);
  bh_test_wait_for_frame (map, 0);
  bh_test_wait_settled ();
  bh_test_wait_idle ();
  /* A new game opens with counters legible: 40 pixels or more. */
  g_assert_cmpfloat (bh_viewport_get_zoom (bh_map_view_get_viewport (map)) * 48, >=, 40 * 0.95);
  opening = bh_test_render_widget (GTK_WIDGET (window));
  name = g_strdup_printf ("%s-opening.png", game_id);
  bh_test_save_screenshot (opening, name);
  g_clear_pointer (&name, g_free);
  /* The whole map: every space in view. */
  bh_map_view_zoom_to_fit (map);
  bh_map_view_get_stats (map, &stats);
  bh_test_wait_for_frame (map, stats.n_frames);
  bh_test_wait_settled ();
  bh_test_wait_idle ();
  bh_map_view_get_stats (map, &stats);
  g_test_message ("%s: %u spaces, %u stacks, %u pieces, %u labels, %.2f ms", game_id,
                  stats.n_spaces, stats.n_stacks, stats.n_pieces, stats.n_labels,
                  stats.last_snapshot_us / 1000.0);
  g_assert_cmpuint (stats.n_spaces, ==, bh_game_data_get_n_spaces (data));
  g_assert_cmpuint (stats.n_labels, >, 0);

  texture = bh_test_render_widget (GTK_WIDGET (window));
  bh_test_assert_not_blank (texture);
  name = g_strdup_printf ("%s.png", game_id);
  bh_test_save_screenshot (texture, name);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A Dark and Bloody Ground's battle scenarios open on their battle board
 * with the units on its hexes; the campaign map is a click away; a stack
 * moves from hex to hex in free play. */
static void
test_battle_board (gconstpointer user_data)
{
  const char *scenario_id = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (bh_library_get_default (), "bloodyground", &error);
  g_autoptr(GdkTexture) texture = NULL;
  const BhScenario *scenario;
  const BhHexGrid *grid;
  BhWindow *window;
  BhMapView *map;
  BhMapViewStats stats;
  BhGame *game;
  const BhPieceState *pieces;
  guint on_board = 0;
  int from = BH_NONE, to, board;
  double x, y;

  if (data == NULL)
    {
      g_test_skip_printf ("bloodyground does not load: %s", error->message);
      return;
    }
  window = bh_test_new_window ();
  map = bh_window_get_map_view (window);
  /* Started before the window shows, as `blockhouse bloodyground
   * harmars-defeat` does: the map's style is then set up on a battle board. */
  g_assert_true (bh_window_start_game (window, "bloodyground", scenario_id, TRUE, BH_SEATS_HOT_SEAT));
  gtk_window_present (GTK_WINDOW (window));
  game = bh_window_get_game (window);
  scenario = bh_game_get_scenario (game);
  board = bh_window_get_board (window);
  g_assert_cmpint (board, >=, 0);
  grid = bh_game_data_get_hexgrid (data, board);
  g_assert_cmpstr (grid->id, ==, bh_props_lookup (scenario->props, "board"));
  g_assert_cmpint (bh_map_view_get_board (map), ==, board);

  pieces = bh_state_const_pieces (bh_game_get_state (game));
  for (guint p = 0; p < bh_game_get_state (game)->n_pieces; p++)
    if (pieces[p].location != BH_OFFBOARD && bh_map_view_shows_location (map, pieces[p].location))
      {
        on_board++;
        if (from == BH_NONE)
          from = pieces[p].location;
      }
  g_assert_cmpuint (on_board, >, 0);

  bh_test_wait_for_frame (map, 0);
  bh_test_wait_settled ();
  bh_test_wait_idle ();
  bh_map_view_get_stats (map, &stats);
  g_assert_cmpuint (stats.n_pieces, >, 0);
  texture = bh_test_render_widget (GTK_WIDGET (window));
  bh_test_assert_not_blank (texture);
  if (g_str_equal (scenario_id, "harmars-defeat"))
    bh_test_save_screenshot (texture, "bloodyground-battle.png");
  else
    {
      g_autofree char *name = g_strdup_printf ("bloodyground-%s.png", scenario_id);

      bh_test_save_screenshot (texture, name);
    }
  g_clear_object (&texture);
  /* The whole board. */
  bh_map_view_zoom_to_fit (map);
  bh_test_wait_for_frame (map, stats.n_frames);
  bh_test_wait_settled ();
  bh_test_wait_idle ();
  bh_map_view_get_stats (map, &stats);
  g_test_message ("%s: %u hexes, %u stacks, %u pieces, %.2f ms", scenario_id, stats.n_spaces,
                  stats.n_stacks, stats.n_pieces, stats.last_snapshot_us / 1000.0);
  g_assert_cmpuint (stats.n_pieces, ==, on_board);
  g_assert_cmpuint (stats.n_spaces, ==, (guint) (grid->cols * grid->rows));
  texture = bh_test_render_widget (GTK_WIDGET (window));
  if (g_str_equal (scenario_id, "harmars-defeat"))
    bh_test_save_screenshot (texture, "bloodyground-battle-whole.png");

  /* Hits land on hexes. */
  bh_map_view_space_to_widget (map, from, &x, &y);
  g_assert_cmpint (bh_map_view_space_at (map, x, y), ==, from);

  /* Free play: select the stack, click a hex two columns on. */
  to = from + 2 < grid->first_location + grid->cols * grid->rows ? from + 2 : from - 2;
  bh_window_activate_space (window, from);
  g_assert_cmpint (bh_map_view_get_selected_space (map), ==, from);
  g_assert_true (bh_map_view_get_mark (map, from) & BH_MAP_MARK_SOURCE);
  bh_window_activate_space (window, to);
  g_assert_cmpuint (bh_state_count_at (bh_game_get_state (game), to), >, 0);

  /* The campaign map, and back. */
  bh_window_show_board (window, BH_NONE);
  g_assert_cmpint (bh_map_view_get_board (map), ==, BH_NONE);
  bh_test_wait_for_frame (map, stats.n_frames);
  bh_map_view_get_stats (map, &stats);
  g_assert_cmpuint (stats.n_spaces, ==, bh_game_data_get_n_spaces (data));
  bh_window_show_board (window, board);
  g_assert_cmpint (bh_map_view_get_board (map), ==, board);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  const char *games[] = { "ohio", "madison", "geronimo", "bloodyground", "pontiac" };

  g_test_init (&argc, &argv, NULL);
  adw_init ();
  bh_builtin_rules_register ();

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ui/maps/%s", games[i]);

      g_test_add_data_func (path, games[i], test_game_map);
    }
  g_test_add_data_func ("/ui/maps/battle/harmars-defeat", "harmars-defeat", test_battle_board);
  g_test_add_data_func ("/ui/maps/battle/st-clairs-surprise", "st-clairs-surprise", test_battle_board);
  g_test_add_data_func ("/ui/maps/battle/fallen-timbers", "fallen-timbers", test_battle_board);
  return g_test_run ();
}
