/* test-window-util.c — helpers the window tests share. */
#include "config.h"

#include "test-window-util.h"
#include "bh-action-utils.h"
#include "bh-test-util.h"

#include <unistd.h>

BhWindow *
bh_test_new_window (void)
{
  static gboolean styled;
  BhWindow *window;

  /* The application loads style.css; windows without one need it too. */
  if (!styled)
    {
      GtkCssProvider *provider = gtk_css_provider_new ();

      gtk_css_provider_load_from_resource (provider, "/org/blockhouse/Blockhouse/style.css");
      gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (provider),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
      g_object_unref (provider);
      styled = TRUE;
    }
  window = bh_window_new (NULL);
  /* Never over the player's own autosave. */
  {
    g_autofree char *name = g_strdup_printf ("blockhouse-test-autosave-%d.blockhouse", (int) getpid ());
    g_autofree char *path = g_build_filename (g_get_tmp_dir (), name, NULL);
    g_autoptr(GFile) file = g_file_new_for_path (path);
    g_autofree char *players = g_strconcat (path, ".players", NULL);

    /* Removed when the test program ends (they were left in /tmp). */
    bh_test_remove_at_exit (path);
    bh_test_remove_at_exit (players);
    bh_window_set_autosave_file (window, file);
  }

  /* The same dice every run: a test's random game must not pass on one
   * run and fail on the next (the dice came from g_random_int). */
  bh_window_set_seed (window, 1);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 820);
  return window;
}

BhLibrary *
bh_test_library (void)
{
  BhLibrary *library = bh_library_new (bh_library_get_data_dir (bh_library_get_default ()));
  g_autoptr(GFile) games = g_file_new_for_path (BH_TEST_GAMES_DIR);

  bh_library_add_games_dir (library, games);
  return library;
}

/* Iterates the main loop until the map has drawn a frame after `frames`.
 * No deadline: a hang is the test runner's timeout to catch, and a loaded
 * machine only makes this slower. */
void
bh_test_wait_for_frame (BhMapView *map, guint frames)
{
  BhMapViewStats stats;

  do
    {
      g_main_context_iteration (NULL, TRUE);
      bh_map_view_get_stats (map, &stats);
    }
  while (stats.n_frames <= frames);
}

void
bh_test_wait_idle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

static void
on_after_paint (GdkFrameClock *clock, guint *n_waiting)
{
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, n_waiting);
  (*n_waiting)--;
}

static void
collect_settling (GtkWidget *widget, GPtrArray *maps, GPtrArray *stacks)
{
  if (BH_IS_MAP_VIEW (widget))
    g_ptr_array_add (maps, widget);
  if (GTK_IS_STACK (widget))
    g_ptr_array_add (stacks, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_settling (child, maps, stacks);
}

/* Progress, not time: every map has settled at its zoom, every stack has
 * finished its transition (a crossfade half done shows the page left), and
 * every shown window has painted a frame since. */
void
bh_test_wait_settled (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  g_autoptr(GPtrArray) maps = g_ptr_array_new ();
  g_autoptr(GPtrArray) stacks = g_ptr_array_new ();
  guint n_waiting = 0;
  gboolean settled;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_mapped (window))
        collect_settling (window, maps, stacks);
    }
  do
    {
      settled = TRUE;
      for (guint m = 0; m < maps->len; m++)
        settled &= bh_map_view_is_settled (maps->pdata[m]);
      for (guint k = 0; k < stacks->len; k++)
        settled &= !gtk_stack_get_transition_running (stacks->pdata[k]);
      if (!settled)
        g_main_context_iteration (NULL, TRUE);
    }
  while (!settled);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);
      GdkFrameClock *clock = gtk_widget_get_mapped (window) ? gtk_widget_get_frame_clock (window) : NULL;

      if (clock == NULL)
        continue;
      n_waiting++;
      g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &n_waiting);
      gtk_widget_queue_draw (window);
    }
  /* Not until idle: a spinner (the computer thinking) is never idle. */
  while (n_waiting > 0)
    g_main_context_iteration (NULL, TRUE);
}

void
bh_test_wait_until (gboolean (*done) (gpointer), gpointer user_data)
{
  while (!done (user_data))
    g_main_context_iteration (NULL, TRUE);
}

typedef struct {
  BhWindow *window;
  guint computer_seats;
  guint n_log;
} ComputerWait;

static gboolean
computer_moved (gpointer user_data)
{
  ComputerWait *w = user_data;
  BhGame *game = bh_window_get_game (w->window);
  const BhState *state = bh_game_get_state (game);

  return bh_game_get_n_log_entries (game) > w->n_log ||
         (!bh_window_is_thinking (w->window) &&
          (state->result != BH_RESULT_ONGOING || !(w->computer_seats & (1u << state->pending.side))));
}

gboolean
bh_test_wait_computer (BhWindow *window, guint computer_seats)
{
  ComputerWait w = { window, computer_seats, bh_game_get_n_log_entries (bh_window_get_game (window)) };

  bh_test_wait_until (computer_moved, &w);
  return bh_game_get_n_log_entries (bh_window_get_game (window)) > w.n_log;
}

static gboolean
not_opening (gpointer window)
{
  return !bh_window_is_opening (window);
}

void
bh_test_wait_opened (BhWindow *window)
{
  bh_test_wait_until (not_opening, window);
}

static gboolean
not_autosaving (gpointer window)
{
  return !bh_window_is_autosaving (window);
}

void
bh_test_wait_autosaved (BhWindow *window)
{
  bh_test_wait_until (not_autosaving, window);
}

GdkTexture *
bh_test_render_widget (GtkWidget *widget)
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
void
bh_test_assert_not_blank (GdkTexture *texture)
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

void
bh_test_save_screenshot (GdkTexture *texture, const char *name)
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

void
bh_test_screenshot (GtkWidget *widget, const char *name)
{
  g_autoptr(GdkTexture) texture = NULL;

  bh_test_wait_idle ();
  texture = bh_test_render_widget (widget);
  bh_test_save_screenshot (texture, name);
}

void
bh_test_take_set_up_example (BhWindow *window)
{
  BhGame *game = bh_window_get_game (window);

  for (int guard = 0; guard < 8; guard++)
    {
      g_autoptr(GArray) actions = bh_game_list_actions (game);
      gboolean found = FALSE;

      for (guint a = 0; a < actions->len && !found; a++)
        {
          BhAction *action = &g_array_index (actions, BhAction, a);

          if (g_str_equal (bh_action_get_kind (bh_game_get_rules (game), action)->verb, "set-up-example"))
            {
              g_assert_true (bh_window_perform (window, action));
              found = TRUE;
            }
        }
      if (!found)
        return;
      if (bh_window_is_handover_shown (window))
        bh_window_confirm_handover (window);
    }
}

gboolean
bh_test_space_in_view (BhMapView *map, int space)
{
  double x, y;

  bh_map_view_space_to_widget (map, space, &x, &y);
  return x >= 0 && y >= 0 && x <= gtk_widget_get_width (GTK_WIDGET (map)) && y <= gtk_widget_get_height (GTK_WIDGET (map));
}
