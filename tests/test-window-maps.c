/* test-window-maps.c — every game's first scenario opened in free play in
 * the real window and drawn: every space in view counted, the picture not
 * blank.  With BLOCKHOUSE_SCREENSHOT_DIR set, each map is kept there as
 * <game>.png (docs/screenshots holds the ones to look at). */
#include "config.h"

#include <adwaita.h>

#include "bh-builtin-rules.h"
#include "bh-engine.h"
#include "bh-map-view.h"
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
  bh_test_wait_ms (300);
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
  return g_test_run ();
}
