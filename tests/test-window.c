/* test-window.c — the real game window under a display (Xvfb in CI): it
 * opens, draws the board with every stack, pans and zooms, and renders to a
 * picture that is not blank.  With BLOCKHOUSE_SCREENSHOT_DIR set, the
 * pictures are saved there. */
#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include <adwaita.h>
#include <math.h>
#include <time.h>

#include "bh-builtin-rules.h"
#include "bh-engine.h"
#include "bh-map-view.h"
#include "bh-window.h"
#include "test-window-util.h"


/* Iterates the main loop until the map has drawn a frame after `frames`. */
static void
wait_for_frame (BhMapView *map, guint frames)
{
  bh_test_wait_for_frame (map, frames);
}

static void
wait_idle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* Lets the map's zoom settle, so that it makes its caches at the zoom. */
static void
wait_settled (void)
{
  bh_test_wait_settled ();
}

/* Processor time of this thread, in microseconds. */
static gint64
cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

static GdkTexture *
render_widget (GtkWidget *widget)
{
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  g_autoptr(GskRenderNode) node = NULL;

  /* A widget paintable draws the widget's last frame: right after a change
   * the frame may be pending (the frame clock waits for its next tick), so
   * wait for it. */
  while (node == NULL)
    {
      g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
      if (node == NULL)
        g_main_context_iteration (NULL, TRUE);
    }
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

/* A blank or single-colour picture would mean nothing was drawn. */
static void
assert_not_blank (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  gsize stride = width * 4;
  g_autofree guchar *pixels = g_malloc (stride * height);
  g_autoptr(GHashTable) colours = g_hash_table_new (NULL, NULL);

  gdk_texture_download (texture, pixels, stride);
  for (int y = 0; y < height; y += 3)
    for (int x = 0; x < width; x += 3)
      {
        guint32 px = *(guint32 *) (pixels + y * stride + x * 4);
        g_hash_table_add (colours, GUINT_TO_POINTER (px | 1));
      }
  g_test_message ("%ux%u picture with %u colours", width, height, g_hash_table_size (colours));
  g_assert_cmpuint (g_hash_table_size (colours), >, 50);
}

static void
save_screenshot (GdkTexture *texture, const char *name)
{
  const char *dir = g_getenv ("BLOCKHOUSE_SCREENSHOT_DIR");
  g_autofree char *path = NULL;

  if (dir == NULL || *dir == '\0')
    return;
  g_mkdir_with_parents (dir, 0755);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

static BhWindow *
new_window (void)
{
  BhWindow *window = bh_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  return window;
}

static BhLibrary *
test_library (void)
{
  BhLibrary *library = bh_library_new (bh_library_get_data_dir (bh_library_get_default ()));
  g_autoptr(GFile) games = g_file_new_for_path (BH_TEST_GAMES_DIR);

  bh_library_add_games_dir (library, games);
  return library;
}

/* Counts through the model what the map must show: the spaces inside the
 * view and the pieces standing on them. */
static void
expected_counts (BhMapView *map, guint *n_spaces, guint *n_pieces)
{
  BhGame *game = bh_map_view_get_game (map);
  BhGameData *data = bh_game_get_data (game);
  const BhState *state = bh_game_get_state (game);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  BhViewport *viewport = bh_map_view_get_viewport (map);
  double w = gtk_widget_get_width (GTK_WIDGET (map)), h = gtk_widget_get_height (GTK_WIDGET (map));
  g_autofree gboolean *inside = g_new0 (gboolean, bh_game_data_get_n_spaces (data));

  *n_spaces = *n_pieces = 0;
  for (guint i = 0; i < bh_game_data_get_n_spaces (data); i++)
    {
      const BhSpace *space = bh_game_data_get_space (data, i);
      double x, y;

      bh_viewport_board_to_widget (viewport, w, h, space->x, space->y, &x, &y);
      inside[i] = x >= 0 && y >= 0 && x <= w && y <= h;
      *n_spaces += inside[i];
    }
  for (guint p = 0; p < state->n_pieces; p++)
    if (pieces[p].location < bh_game_data_get_n_spaces (data) && inside[pieces[p].location])
      (*n_pieces)++;
}

static void
check_map_drawn (BhWindow *window, const char *screenshot)
{
  BhMapView *map = bh_window_get_map_view (window);
  BhMapViewStats stats;
  g_autoptr(GdkTexture) texture = NULL;
  guint n_spaces, n_pieces;

  wait_for_frame (map, 0);
  wait_idle ();
  bh_map_view_get_stats (map, &stats);
  expected_counts (map, &n_spaces, &n_pieces);
  g_test_message ("map drew %u spaces, %u stacks, %u pieces, %u labels in %.2f ms",
                  stats.n_spaces, stats.n_stacks, stats.n_pieces, stats.n_labels,
                  stats.last_snapshot_us / 1000.0);
  g_assert_cmpuint (stats.n_spaces, >, 0);
  g_assert_cmpuint (stats.n_spaces, ==, n_spaces);
  g_assert_cmpuint (stats.n_pieces, ==, n_pieces);
  g_assert_cmpuint (stats.n_labels, >, 0);

  texture = render_widget (GTK_WIDGET (window));
  assert_not_blank (texture);
  save_screenshot (texture, screenshot);
}

/* Counters at their printed size, one pixel a board unit, around the
 * busiest stack. */
static void
show_detail (BhWindow *window, const char *screenshot)
{
  BhMapView *map = bh_window_get_map_view (window);
  BhGame *game = bh_window_get_game (window);
  BhGameData *data = bh_game_get_data (game);
  const BhState *state = bh_game_get_state (game);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  g_autofree guint *count = g_new0 (guint, bh_game_data_get_n_spaces (data));
  guint best = 0;
  const BhSpace *space;
  BhMapViewStats stats;
  g_autoptr(GdkTexture) texture = NULL;

  for (guint p = 0; p < state->n_pieces; p++)
    if (pieces[p].location < bh_game_data_get_n_spaces (data))
      count[pieces[p].location]++;
  for (guint i = 0; i < bh_game_data_get_n_spaces (data); i++)
    if (count[i] > count[best])
      best = i;
  space = bh_game_data_get_space (data, best);
  bh_map_view_get_stats (map, &stats);
  bh_viewport_set (bh_map_view_get_viewport (map), space->x, space->y, 1.0);
  wait_for_frame (map, stats.n_frames);
  wait_idle ();
  texture = render_widget (GTK_WIDGET (window));
  assert_not_blank (texture);
  save_screenshot (texture, screenshot);
}

static void
test_opens_default_scenario (void)
{
  BhWindow *window = new_window ();

  gtk_window_present (GTK_WINDOW (window));
  if (!bh_window_open_game (window, NULL, NULL, NULL))
    {
      /* While the games' data is being written none may load: the window
       * must then say why instead of crashing. */
      g_assert_nonnull (bh_window_get_error (window));
      g_test_skip_printf ("no game loads yet: %s", bh_window_get_error (window));
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  g_assert_nonnull (bh_window_get_game (window));
  g_assert_null (bh_window_get_error (window));
  g_assert_true (bh_game_is_free_play (bh_window_get_game (window)) ==
                 !bh_rules_exist_for (bh_game_data_get_id (bh_game_get_data (bh_window_get_game (window)))));
  check_map_drawn (window, "window-default.png");
  show_detail (window, "window-default-detail.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_tiny_game (void)
{
  g_autoptr(BhLibrary) library = test_library ();
  BhWindow *window = new_window ();
  BhMapView *map = bh_window_get_map_view (window);
  BhMapViewStats stats;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_open_game (window, library, "tiny", NULL));
  check_map_drawn (window, "window-tiny.png");

  /* Six spaces; three pieces in each camp, two in the reserve cup (a box,
   * not on the map). */
  bh_map_view_get_stats (map, &stats);
  g_assert_cmpuint (stats.n_spaces, ==, 6);
  g_assert_cmpuint (stats.n_stacks, ==, 2);
  g_assert_cmpuint (stats.n_pieces, ==, 6);
  g_assert_cmpint (bh_map_view_space_at (map, -100, -100), ==, BH_NONE);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_redraws_on_change (void)
{
  g_autoptr(BhLibrary) library = test_library ();
  BhWindow *window = new_window ();
  BhMapView *map = bh_window_get_map_view (window);
  BhGame *game;
  g_autoptr(GArray) actions = NULL;
  BhMapViewStats before, after;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_open_game (window, library, "tiny", NULL));
  wait_for_frame (map, 0);
  game = bh_window_get_game (window);
  bh_map_view_get_stats (map, &before);

  /* Any legal free-play action changes the game; the map follows. */
  actions = bh_game_list_actions (game);
  g_assert_cmpuint (actions->len, >, 0);
  g_assert_true (bh_game_perform (game, &g_array_index (actions, BhAction, 0), NULL));
  wait_for_frame (map, before.n_frames);
  bh_map_view_get_stats (map, &after);
  g_assert_cmpuint (after.n_frames, >, before.n_frames);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_pan_zoom (void)
{
  g_autoptr(BhLibrary) library = test_library ();
  BhWindow *window = new_window ();
  BhMapView *map = bh_window_get_map_view (window);
  BhViewport *viewport = bh_map_view_get_viewport (map);
  double w, h, zoom, cx, cy, bx, by, bx2, by2;
  BhMapViewStats stats;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (bh_window_open_game (window, library, "tiny", NULL));
  wait_for_frame (map, 0);
  w = gtk_widget_get_width (GTK_WIDGET (map));
  h = gtk_widget_get_height (GTK_WIDGET (map));
  zoom = bh_viewport_get_zoom (viewport);
  cx = bh_viewport_get_center_x (viewport);
  cy = bh_viewport_get_center_y (viewport);

  /* The header bar's buttons and the keys go through actions. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-in", NULL));
  g_assert_cmpfloat (bh_viewport_get_zoom (viewport), >, zoom * 1.2);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (map), "map.zoom-out", NULL));
  g_assert_cmpfloat_with_epsilon (bh_viewport_get_zoom (viewport), zoom, zoom * 1e-9);

  /* Zooming around a point keeps the board point under it. */
  bh_viewport_widget_to_board (viewport, w, h, 100, 80, &bx, &by);
  bh_viewport_zoom_around (viewport, 2, w, h, 100, 80);
  bh_viewport_widget_to_board (viewport, w, h, 100, 80, &bx2, &by2);
  g_assert_cmpfloat_with_epsilon (bx, bx2, 1e-6);
  g_assert_cmpfloat_with_epsilon (by, by2, 1e-6);
  g_assert_cmpfloat_with_epsilon (bh_viewport_get_zoom (viewport), zoom * 2, zoom * 1e-9);

  /* Dragging by 50 pixels moves the board 50 pixels along. */
  cx = bh_viewport_get_center_x (viewport);
  cy = bh_viewport_get_center_y (viewport);
  bh_viewport_pan (viewport, 50, -30);
  g_assert_cmpfloat_with_epsilon (bh_viewport_get_center_x (viewport), cx - 50 / (zoom * 2), 1e-6);
  g_assert_cmpfloat_with_epsilon (bh_viewport_get_center_y (viewport), cy + 30 / (zoom * 2), 1e-6);

  bh_map_view_get_stats (map, &stats);
  wait_for_frame (map, stats.n_frames);
  {
    g_autoptr(GdkTexture) texture = render_widget (GTK_WIDGET (window));
    assert_not_blank (texture);
    save_screenshot (texture, "window-tiny-zoomed.png");
  }

  /* Fit brings back the whole board. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.zoom-fit", NULL));
  g_assert_cmpfloat_with_epsilon (bh_viewport_get_zoom (viewport), zoom, zoom * 1e-9);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The keyboard shortcuts window is built when first asked for. */
static void
test_shortcuts (void)
{
  BhWindow *window = new_window ();
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *found = NULL;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (GTK_IS_SHORTCUTS_WINDOW (toplevel))
        found = toplevel;
    }
  g_assert_nonnull (found);
  g_assert_true (gtk_window_get_transient_for (found) == GTK_WINDOW (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_bad_game (void)
{
  BhWindow *window = new_window ();

  gtk_window_present (GTK_WINDOW (window));
  g_assert_false (bh_window_open_game (window, NULL, "no-such-game", NULL));
  g_assert_nonnull (bh_window_get_error (window));
  g_assert_null (bh_window_get_game (window));
  wait_idle ();
  gtk_window_destroy (GTK_WINDOW (window));
}

/* How long the whole map takes to draw: building the frame (the map's own
 * snapshot) and rendering it to pixels, with every stack and label, both
 * with the window's renderer and with the cairo renderer. */
static double
resident_mb (void)
{
  g_autofree char *statm = NULL;
  long size = 0, resident = 0;

  if (g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL))
    sscanf (statm, "%ld %ld", &size, &resident);
  return resident * (sysconf (_SC_PAGESIZE) / 1024) / 1024.0;
}

static void
measure_frames (BhWindow *window, const char *label)
{
  BhMapView *map = bh_window_get_map_view (window);
  GskRenderer *window_renderer = gtk_native_get_renderer (gtk_widget_get_native (GTK_WIDGET (map)));
  g_autoptr(GskRenderer) cairo_renderer = gsk_cairo_renderer_new ();
  GskRenderer *renderers[] = { window_renderer, cairo_renderer };
  int width = gtk_widget_get_width (GTK_WIDGET (map)), height = gtk_widget_get_height (GTK_WIDGET (map));
  const int runs = 30;

  g_assert_true (gsk_renderer_realize (cairo_renderer, NULL, NULL));
  for (guint r = 0; r < G_N_ELEMENTS (renderers); r++)
    {
      gint64 build = 0, render = 0, baseline = 0;

      for (int i = 0; i < runs + 1; i++)
        {
          GtkSnapshot *snapshot = gtk_snapshot_new ();
          g_autoptr(GskRenderNode) node = NULL;
          g_autoptr(GdkTexture) texture = NULL;
          gint64 t0, t1, t2;

          /* Pan a pixel each time, as a drag would. */
          bh_viewport_pan (bh_map_view_get_viewport (map), (i % 2) ? 1 : -1, 0);
          t0 = cpu_us ();
          /* The map's own snapshot: a widget paintable would reuse GTK's
           * cached node and measure nothing. */
          GTK_WIDGET_GET_CLASS (map)->snapshot (GTK_WIDGET (map), snapshot);
          node = gtk_snapshot_free_to_node (snapshot);
          g_assert_nonnull (node);
          t1 = cpu_us ();
          texture = gsk_renderer_render_texture (renderers[r], node,
                                                 &GRAPHENE_RECT_INIT (0, 0, width, height));
          t2 = cpu_us ();
          if (i > 0)   /* the first frame may render the caches */
            {
              build += t1 - t0;
              render += t2 - t1;
            }
        }
      /* What rendering a frame to a texture costs however simple the frame:
       * a software renderer on Xvfb spends most of its time here. */
      for (int i = 0; i < runs; i++)
        {
          g_autoptr(GskRenderNode) node = gsk_color_node_new (&(GdkRGBA) { 0.5, 0.5, 0.5, 1 },
                                                              &GRAPHENE_RECT_INIT (0, 0, width, height));
          g_autoptr(GdkTexture) texture = NULL;
          gint64 t0 = cpu_us ();

          texture = gsk_renderer_render_texture (renderers[r], node,
                                                 &GRAPHENE_RECT_INIT (0, 0, width, height));
          baseline += cpu_us () - t0;
        }
      g_test_message ("%s (%dx%d, %s): build %.2f ms, render to texture %.2f ms per frame "
                      "(a blank frame: %.2f ms), zoom %.2f, RSS %.1f MB", label, width, height,
                      G_OBJECT_TYPE_NAME (renderers[r]),
                      build / 1000.0 / runs, render / 1000.0 / runs, baseline / 1000.0 / runs,
                      bh_viewport_get_zoom (bh_map_view_get_viewport (map)), resident_mb ());
      if (g_getenv ("BLOCKHOUSE_PROFILE") != NULL)
        g_printerr ("%s (%dx%d, %s): build %.2f ms, render to texture %.2f ms per frame "
                    "(a blank frame: %.2f ms), zoom %.2f, RSS %.1f MB\n", label, width, height,
                    G_OBJECT_TYPE_NAME (renderers[r]),
                    build / 1000.0 / runs, render / 1000.0 / runs, baseline / 1000.0 / runs,
                    bh_viewport_get_zoom (bh_map_view_get_viewport (map)), resident_mb ());
      /* The thread's own processor time, which another build on the
       * machine does not inflate; loose for the sanitizers, the target is
       * 8 ms. */
      g_assert_cmpfloat (build / 1000.0 / runs, <, 50);
    }
  gsk_renderer_unrealize (cairo_renderer);
}

static void
test_frame_time (void)
{
  g_autoptr(BhLibrary) library = test_library ();
  BhWindow *window = new_window ();
  BhMapView *map = bh_window_get_map_view (window);

  gtk_window_present (GTK_WINDOW (window));
  /* Ohio's campaign, every counter of it, when it loads. */
  if (!bh_window_open_game (window, NULL, "ohio", "campaign"))
    g_assert_true (bh_window_open_game (window, library, "tiny", NULL));
  wait_for_frame (map, 0);
  wait_settled ();
  measure_frames (window, "opening view");
  bh_map_view_zoom_to_fit (map);
  wait_settled ();
  measure_frames (window, "whole board");
  bh_map_view_zoom_in (map);
  bh_map_view_zoom_in (map);
  wait_settled ();
  measure_frames (window, "zoomed in");
  bh_map_view_zoom_in (map);
  bh_map_view_zoom_in (map);
  wait_settled ();
  measure_frames (window, "zoomed in further");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  bh_builtin_rules_register ();

  g_test_add_func ("/ui/window/opens-default-scenario", test_opens_default_scenario);
  g_test_add_func ("/ui/window/tiny-game", test_tiny_game);
  g_test_add_func ("/ui/window/redraws-on-change", test_redraws_on_change);
  g_test_add_func ("/ui/window/pan-zoom", test_pan_zoom);
  g_test_add_func ("/ui/window/bad-game", test_bad_game);
  g_test_add_func ("/ui/window/shortcuts", test_shortcuts);
  g_test_add_func ("/ui/window/frame-time", test_frame_time);
  return g_test_run ();
}
