/* test-editor.c — blockhouse-editor under a display (Xvfb in CI).
 *
 * Every shipped game and the test game load and save byte for byte; on a
 * temporary copy of the test game the real editor window adds and connects
 * two spaces, places counters in a scenario, undoes and redoes, and saves;
 * blockhouse-cli then validates the saved game and counts exactly the
 * change.  With BLOCKHOUSE_SCREENSHOT_DIR set, pictures of the editor are
 * saved there (docs/screenshots/editor-*.png). */
#include "config.h"

#include <math.h>

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "bh-board-canvas.h"
#include "bh-board-editor.h"
#include "bh-board-shape.h"
#include "bh-counter-editor.h"
#include "bh-document.h"
#include "bh-editor-window.h"
#include "bh-error.h"
#include "bh-hex-editor.h"
#include "bh-library.h"
#include "bh-problems-panel.h"
#include "bh-references.h"
#include "bh-scenario-editor.h"
#include "bh-table-editor.h"
#include "bh-test-util.h"
#include "bh-validator.h"
#include "bh-xml-edit.h"

/* ---- helpers ------------------------------------------------------------------ */

static gboolean timed_out;

static gboolean
on_timeout (gpointer user_data)
{
  timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

static void
wait_idle (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

/* Runs the main loop for `ms` milliseconds. */
static void
run_for (guint ms)
{
  guint id;

  timed_out = FALSE;
  id = g_timeout_add (ms, on_timeout, NULL);
  while (!timed_out)
    g_main_context_iteration (NULL, TRUE);
  (void) id;
}

static void
wait_for_problems (BhProblemsPanel *panel)
{
  guint id;

  timed_out = FALSE;
  id = g_timeout_add_seconds (30, on_timeout, NULL);
  while (bh_problems_panel_is_busy (panel) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (timed_out);
  g_source_remove (id);
}

static GFile *
schemas_dir (void)
{
  return bh_library_get_schemas_dir (bh_library_get_default ());
}

/* A private data folder: games/tiny (a copy of the test game) and
 * schemas/ (the real ones). */
static char *
make_data_dir (void)
{
  g_autofree char *root = bh_test_make_tmp ("blockhouse-test-editor-XXXXXX");
  g_autofree char *source = bh_test_source_path ("tests", "data", "games", "tiny", NULL);
  g_autofree char *target = g_build_filename (root, "games", "tiny", NULL);
  g_autoptr(GFile) schemas = schemas_dir ();
  g_autofree char *schemas_path = g_file_get_path (schemas);
  g_autofree char *schemas_copy = g_build_filename (root, "schemas", NULL);

  bh_test_copy_tree (source, target);
  bh_test_copy_tree (schemas_path, schemas_copy);
  return g_steal_pointer (&root);
}

static GBytes *
read_file (const char *root, const char *relative)
{
  g_autofree char *path = g_build_filename (root, relative, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GBytes *bytes = g_file_load_bytes (file, NULL, NULL, NULL);

  g_assert_nonnull (bytes);
  return bytes;
}

/* Runs blockhouse-cli with the data folder `root`; returns its output. */
static char *
run_cli (const char *root, const char *const *args, int *status)
{
  const char *cli = g_getenv ("BH_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *output = NULL;
  g_autofree char *errors = NULL;
  g_autoptr(GError) error = NULL;
  int wait_status;

  g_assert_nonnull (cli);
  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, (gpointer) "--data-dir");
  g_ptr_array_add (argv, (gpointer) root);
  for (guint i = 0; args[i]; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &output, &errors,
                               &wait_status, &error));
  g_assert_no_error (error);
  *status = WIFEXITED (wait_status) ? WEXITSTATUS (wait_status) : -1;
  if (*status != 0)
    g_test_message ("blockhouse-cli: %s", errors);
  return g_steal_pointer (&output);
}

static int
info_count (const char *info, const char *key)
{
  g_autofree char *needle = g_strdup_printf ("\n%s: ", key);
  const char *found = strstr (info, needle);

  g_assert_nonnull (found);
  return atoi (found + strlen (needle));
}

/* ---- screenshots ------------------------------------------------------------------ */

static GdkTexture *
render_widget (GtkWidget *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr(GskRenderNode) node = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  /* A widget waiting for its layout draws nothing yet. */
  for (guint tries = 0; node == NULL && tries < 50; tries++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();

      gdk_paintable_snapshot (paintable, snapshot, width, height);
      node = gtk_snapshot_free_to_node (snapshot);
      if (node == NULL)
        run_for (100);
    }
  g_assert_nonnull (node);
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

static void
count_paint (GdkFrameClock *clock, guint *paints)
{
  (*paints)++;
}

/* Waits until the window has painted a frame, so that style changes (a
 * toggled button, a new page) show in what is rendered. */
static void
wait_for_paint (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  guint paints = 0, id;
  gulong handler;

  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (count_paint), &paints);
  gtk_widget_queue_draw (widget);
  timed_out = FALSE;
  id = g_timeout_add_seconds (10, on_timeout, NULL);
  while (paints < 2 && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  g_signal_handler_disconnect (clock, handler);
  g_test_message ("painted %u frames%s", paints, timed_out ? " (timed out)" : "");
  if (!timed_out)
    g_source_remove (id);
}

static void
screenshot (GtkWidget *widget, const char *name)
{
  const char *dir = g_getenv ("BLOCKHOUSE_SCREENSHOT_DIR");
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = NULL;

  run_for (150);
  wait_for_paint (widget);
  texture = render_widget (widget);
  g_assert_cmpint (gdk_texture_get_width (texture), >, 100);
  if (dir == NULL || *dir == '\0')
    return;
  g_mkdir_with_parents (dir, 0755);
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
}

static BhEditorWindow *
new_window (void)
{
  BhEditorWindow *window = bh_editor_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1480, 900);
  gtk_window_present (GTK_WINDOW (window));
  run_for (100);
  return window;
}

static void
close_window (BhEditorWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  wait_idle ();
}

/* ---- battle boards and area outlines ----------------------------------------------- */

/* A private data folder holding a copy of the shipped game `name`. */
static char *
make_game_dir (const char *name)
{
  g_autofree char *root = bh_test_make_tmp ("blockhouse-test-editor-XXXXXX");
  g_autofree char *source = bh_test_source_path ("data", "games", name, NULL);
  g_autofree char *target = g_build_filename (root, "games", name, NULL);
  g_autoptr(GFile) schemas = schemas_dir ();
  g_autofree char *schemas_path = g_file_get_path (schemas);
  g_autofree char *schemas_copy = g_build_filename (root, "schemas", NULL);

  bh_test_copy_tree (source, target);
  bh_test_copy_tree (schemas_path, schemas_copy);
  return g_steal_pointer (&root);
}

static char *
bytes_to_string (GBytes *bytes)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return g_strndup (data, size);
}

/* Hexes and hexsides edited in the hex window: each change one undoable
 * edit; a changed terrain saves as a change of that hex's line alone. */
static void
test_hexes (void)
{
  g_autofree char *root = make_game_dir ("bloodyground");
  g_autofree char *game = g_build_filename (root, "games", "bloodyground", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (game);
  BhEditorWindow *window = new_window ();
  BhDocument *document;
  BhHexEditor *hexes;
  xmlNode *grid, *hex;
  const char *info[] = { "info", "bloodyground", NULL };
  const char *validate[] = { "validate", NULL };
  g_autofree char *info_before = NULL;
  g_autofree char *output = NULL;
  g_autoptr(GBytes) board_before = read_file (game, "board.xml");
  g_autoptr(GBytes) board_saved = NULL;
  int status, col, row, dir;
  double x, y;

  info_before = run_cli (root, info, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_true (bh_editor_window_open_folder (window, folder));
  document = bh_editor_window_get_document (window);
  grid = bh_xml_first (bh_xml_first (bh_document_get_root (document, BH_FILE_BOARD), "hexgrids"), "hexgrid");
  g_assert_nonnull (grid);
  hexes = bh_hex_editor_new (document, grid);
  gtk_window_set_transient_for (GTK_WINDOW (hexes), GTK_WINDOW (window));
  gtk_window_present (GTK_WINDOW (hexes));
  run_for (200);

  /* A click in the middle of a hex picks it; near its top, its top side. */
  bh_hex_editor_hex_point (hexes, 2, 2, &x, &y);
  bh_hex_editor_click (hexes, x + 1, y + 1);
  bh_hex_editor_get_selection (hexes, &col, &row, &dir);
  g_assert_cmpint (col, ==, 2);
  g_assert_cmpint (row, ==, 2);
  g_assert_cmpint (dir, ==, -1);
  {
    double x2, y2;

    bh_hex_editor_hex_point (hexes, 2, 3, &x2, &y2);
    bh_hex_editor_click (hexes, x, y + (y2 - y) * 0.45);
    bh_hex_editor_get_selection (hexes, &col, &row, &dir);
    g_assert_cmpint (col, ==, 2);
    g_assert_cmpint (row, ==, 2);
    g_assert_cmpint (dir, ==, 3);
  }

  /* The swamp at 0202 becomes clear ground. */
  hex = bh_shape_find_hex (grid, 2, 2);
  g_assert_nonnull (hex);
  bh_hex_editor_select (hexes, 2, 2, -1);
  bh_hex_editor_set_hex (hexes, "terrain", "clear");
  g_assert_cmpstr (bh_document_get_undo_label (document), ==, "Change Hex Terrain");
  g_assert_true (bh_editor_window_save (window));
  board_saved = read_file (game, "board.xml");
  output = run_cli (root, validate, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (output, "bloodyground: valid"));
  g_clear_pointer (&output, g_free);
  output = run_cli (root, info, &status);
  g_assert_cmpint (status, ==, 0);
  /* The same counts; only the data's digest tells the change. */
  g_assert_nonnull (strstr (output, "\ndigest: "));
  g_assert_cmpstr (output, !=, info_before);
  *strstr (output, "\ndigest: ") = '\0';
  *strstr (info_before, "\ndigest: ") = '\0';
  g_assert_cmpstr (output, ==, info_before);
  {
    g_autofree char *before = bytes_to_string (board_before);
    g_autofree char *after = bytes_to_string (board_saved);
    g_auto(GStrv) old_lines = g_strsplit (before, "\n", -1);
    g_auto(GStrv) new_lines = g_strsplit (after, "\n", -1);
    guint changed = 0;

    g_assert_cmpuint (g_strv_length (old_lines), ==, g_strv_length (new_lines));
    for (guint i = 0; old_lines[i] != NULL; i++)
      if (!g_str_equal (old_lines[i], new_lines[i]))
        {
          g_assert_nonnull (strstr (old_lines[i], "<hex col=\"2\" row=\"2\" terrain=\"swamp\""));
          g_assert_nonnull (strstr (new_lines[i], "<hex col=\"2\" row=\"2\" terrain=\"clear\""));
          changed++;
        }
    g_assert_cmpuint (changed, ==, 1);
  }

  /* A new lettered hex, its elevation, a stream along a side: new
   * elements in order among their siblings, each line indented like
   * them; all undone, the saved bytes again. */
  g_assert_null (bh_shape_find_hex (grid, 2, 5));
  bh_hex_editor_select (hexes, 2, 5, 1);
  bh_hex_editor_set_hex (hexes, "label", "Z");
  bh_hex_editor_set_hex (hexes, "elevation", "2");
  bh_hex_editor_set_hexside (hexes, "stream");
  hex = bh_shape_find_hex (grid, 2, 5);
  g_assert_nonnull (hex);
  g_assert_true (bh_xml_next (hex, "hex") == NULL || bh_xml_get_int (bh_xml_next (hex, "hex"), "col", 0) > 2
                 || bh_xml_get_int (bh_xml_next (hex, "hex"), "row", 0) > 5);
  {
    g_autoptr(GBytes) edited = bh_xml_serialize (grid->doc);
    g_autofree char *text = bytes_to_string (edited);

    g_assert_nonnull (strstr (text, "\n      <hex col=\"2\" row=\"5\" elevation=\"2\" label=\"Z\" source=\""));
    g_assert_nonnull (strstr (text, "\n      <hexside col=\"2\" row=\"5\" dir=\"1\" kind=\"stream\" source=\""));
  }
  /* The side seen from the hex across it is the same hexside. */
  {
    int ncol, nrow;

    g_assert_true (bh_shape_neighbour (grid, 2, 5, 1, &ncol, &nrow));
    g_assert_cmpint (ncol, ==, 3);
    g_assert_cmpint (nrow, ==, 4);
    g_assert_nonnull (bh_shape_find_hexside (grid, 3, 4, 4));
  }
  bh_hex_editor_select (hexes, 2, 5, 1);
  screenshot (GTK_WIDGET (hexes), "editor-hexes.png");
  /* Cleared again, the hex goes away. */
  bh_hex_editor_set_hex (hexes, "label", NULL);
  bh_hex_editor_set_hex (hexes, "elevation", NULL);
  g_assert_null (bh_shape_find_hex (grid, 2, 5));
  while (bh_document_get_undo_label (document) != NULL
         && !g_str_equal (bh_document_get_undo_label (document), "Change Hex Terrain"))
    g_assert_true (bh_document_undo (document));
  {
    g_autoptr(GBytes) now = bh_xml_serialize (grid->doc);

    g_assert_true (g_bytes_equal (now, board_saved));
  }
  gtk_window_destroy (GTK_WINDOW (hexes));
  close_window (window);
  bh_test_remove_tree (root);
}

/* An area's vertex dragged on the canvas moves the vertex of the areas
 * that share it too; undone, the board is byte for byte as it was.  So
 * are an added and a deleted vertex. */
static void
test_outline_vertices (void)
{
  g_autofree char *root = make_game_dir ("bloodyground");
  g_autofree char *game = g_build_filename (root, "games", "bloodyground", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (game);
  BhEditorWindow *window = new_window ();
  BhDocument *document;
  BhBoardEditor *board_editor;
  BhBoardCanvas *canvas;
  xmlNode *outline = NULL, *other = NULL, *area;
  g_autoptr(GPtrArray) outlines = NULL;
  g_autoptr(GArray) points = NULL;
  g_autoptr(GBytes) before = NULL;
  g_autofree char *other_before = NULL;
  guint index = 0;
  double bx, by, wx, wy, lat, lon;

  g_assert_true (bh_editor_window_open_folder (window, folder));
  document = bh_editor_window_get_document (window);
  before = bh_xml_serialize (bh_document_get_xml (document, BH_FILE_BOARD));
  outlines = bh_document_collect (document, BH_FILE_BOARD, "outline");
  g_assert_cmpuint (outlines->len, >, 2);
  outline = g_ptr_array_index (outlines, 0);
  points = bh_shape_outline_points (outline);
  /* A corner of the first area that another area shares. */
  for (guint i = 1; other == NULL && i + 1 < points->len / 2; i++)
    for (guint k = 1; other == NULL && k < outlines->len; k++)
      {
        g_autoptr(GArray) theirs = bh_shape_outline_points (g_ptr_array_index (outlines, k));

        for (guint j = 0; j < theirs->len / 2; j++)
          if (g_array_index (theirs, double, 2 * j) == g_array_index (points, double, 2 * i)
              && g_array_index (theirs, double, 2 * j + 1) == g_array_index (points, double, 2 * i + 1))
            {
              other = g_ptr_array_index (outlines, k);
              index = i;
            }
      }
  g_assert_nonnull (other);
  other_before = bh_xml_dup_text (other);
  area = outline->parent;

  board_editor = BH_BOARD_EDITOR (bh_editor_window_get_page (window, "board"));
  canvas = bh_board_editor_get_canvas (board_editor);
  g_assert_true (bh_board_editor_select_node (board_editor, area));
  run_for (100);
  bh_board_canvas_project (canvas, g_array_index (points, double, 2 * index + 1),
                           g_array_index (points, double, 2 * index), &bx, &by);
  bh_viewport_set (bh_board_canvas_get_viewport (canvas), bx, by, 2.0);
  run_for (100);
  bh_board_canvas_board_to_widget (canvas, bx, by, &wx, &wy);
  bh_board_canvas_drag (canvas, GDK_BUTTON_PRIMARY, 0, wx, wy, wx + 30, wy + 20);
  g_assert_cmpstr (bh_document_get_undo_label (document), ==, "Move Vertex");
  {
    g_autoptr(GArray) moved = bh_shape_outline_points (outline);
    g_autofree char *token = NULL;
    g_autofree char *text = bh_xml_dup_text (outline);
    g_autofree char *theirs = bh_xml_dup_text (other);
    char a[G_ASCII_DTOSTR_BUF_SIZE], b[G_ASCII_DTOSTR_BUF_SIZE];

    bh_board_canvas_widget_to_board (canvas, wx + 30, wy + 20, &bx, &by);
    bh_board_canvas_unproject (canvas, bx, by, &lat, &lon);
    token = g_strconcat (g_ascii_formatd (a, sizeof a, "%.3f", lon), ",", g_ascii_formatd (b, sizeof b, "%.3f", lat),
                         NULL);
    g_assert_nonnull (strstr (text, token));
    g_assert_nonnull (strstr (theirs, token));
    g_assert_cmpuint (moved->len, ==, points->len);
    g_assert_cmpfloat_with_epsilon (g_array_index (moved, double, 2 * index), lon, 0.001);
  }
  g_assert_true (bh_document_undo (document));
  {
    g_autoptr(GBytes) now = bh_xml_serialize (bh_document_get_xml (document, BH_FILE_BOARD));
    g_autofree char *theirs = bh_xml_dup_text (other);

    g_assert_true (g_bytes_equal (now, before));
    g_assert_cmpstr (theirs, ==, other_before);
  }

  /* A drag from the middle of an edge adds a corner there; a Ctrl-click
   * on a corner deletes it. */
  {
    double ax, ay, cx, cy, mx, my;
    guint n = points->len / 2, longest = 0;
    double longest_length = -1;

    /* The longest edge, centred in the view, so that its middle lies well
     * away from both corners whatever the window's size. */
    for (guint i = 0; i + 1 < n; i++)
      {
        double x0, y0, x1, y1;

        bh_board_canvas_project (canvas, g_array_index (points, double, 2 * i + 1),
                                 g_array_index (points, double, 2 * i), &x0, &y0);
        bh_board_canvas_project (canvas, g_array_index (points, double, 2 * i + 3),
                                 g_array_index (points, double, 2 * i + 2), &x1, &y1);
        if (hypot (x1 - x0, y1 - y0) > longest_length)
          {
            longest_length = hypot (x1 - x0, y1 - y0);
            longest = i;
          }
      }
    bh_board_canvas_project (canvas, g_array_index (points, double, 2 * longest + 1),
                             g_array_index (points, double, 2 * longest), &ax, &ay);
    bh_board_canvas_project (canvas, g_array_index (points, double, 2 * longest + 3),
                             g_array_index (points, double, 2 * longest + 2), &cx, &cy);
    mx = (ax + cx) / 2;
    my = (ay + cy) / 2;
    bh_viewport_set (bh_board_canvas_get_viewport (canvas), mx, my, 2.0);
    run_for (100);
    bh_board_canvas_board_to_widget (canvas, ax, ay, &ax, &ay);
    bh_board_canvas_board_to_widget (canvas, cx, cy, &cx, &cy);
    bh_board_canvas_drag (canvas, GDK_BUTTON_PRIMARY, 0, (ax + cx) / 2, (ay + cy) / 2, (ax + cx) / 2 + 15,
                          (ay + cy) / 2 - 15);
    g_assert_cmpstr (bh_document_get_undo_label (document), ==, "Add Vertex");
    {
      g_autoptr(GArray) now = bh_shape_outline_points (outline);

      g_assert_cmpuint (now->len / 2, ==, n + 1);
    }
    /* Back to the shared corner for the delete. */
    bh_board_canvas_project (canvas, g_array_index (points, double, 2 * index + 1),
                             g_array_index (points, double, 2 * index), &bx, &by);
    bh_viewport_set (bh_board_canvas_get_viewport (canvas), bx, by, 2.0);
    run_for (100);
    bh_board_canvas_board_to_widget (canvas, bx, by, &ax, &ay);
    bh_board_canvas_drag (canvas, GDK_BUTTON_PRIMARY, GDK_CONTROL_MASK, ax, ay, ax, ay);
    g_assert_cmpstr (bh_document_get_undo_label (document), ==, "Delete Vertex");
    {
      g_autoptr(GArray) now = bh_shape_outline_points (outline);
      g_autofree char *theirs = bh_xml_dup_text (other);

      g_assert_cmpuint (now->len / 2, ==, n);
      g_assert_cmpstr (theirs, !=, other_before);
    }
    while (bh_document_undo (document))
      ;
    {
      g_autoptr(GBytes) now = bh_xml_serialize (bh_document_get_xml (document, BH_FILE_BOARD));

      g_assert_true (g_bytes_equal (now, before));
    }
  }
  g_assert_false (bh_document_is_dirty (document));
  close_window (window);
  bh_test_remove_tree (root);
}

/* ---- round trips -------------------------------------------------------------------- */

static void
check_round_trip (const char *folder_path)
{
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(GFile) schemas = schemas_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BhDocument) document = bh_document_open (folder, schemas, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (bh_document_get_n_files (document), >=, 5);
  for (guint i = 0; i < bh_document_get_n_files (document); i++)
    {
      const char *path;
      xmlDoc *doc = bh_document_get_file (document, i, &path);
      g_autoptr(GBytes) disk = read_file (folder_path, path);
      g_autoptr(GBytes) saved = bh_xml_serialize (doc);

      if (!g_bytes_equal (disk, saved))
        g_error ("%s/%s does not save byte for byte", folder_path, path);
    }
  /* Through the saving code too: a copy written whole equals the original. */
  {
    g_autofree char *tmp = bh_test_make_tmp ("blockhouse-test-editor-XXXXXX");
    g_autoptr(GFile) tmp_file = g_file_new_for_path (tmp);
    g_autoptr(GFile) copy = g_file_get_child (tmp_file, "copy");
    g_autofree char *copy_path = g_file_get_path (copy);

    g_assert_true (bh_document_save_copy (document, copy, &error));
    g_assert_no_error (error);
    for (guint i = 0; i < bh_document_get_n_files (document); i++)
      {
        const char *path;
        g_autoptr(GBytes) disk = NULL;
        g_autoptr(GBytes) written = NULL;

        bh_document_get_file (document, i, &path);
        disk = read_file (folder_path, path);
        written = read_file (copy_path, path);
        if (!g_bytes_equal (disk, written))
          g_error ("%s/%s is not saved byte for byte", folder_path, path);
      }
    bh_test_remove_tree (tmp);
  }
  g_test_message ("%s: %u files byte for byte", folder_path, bh_document_get_n_files (document));
}

static void
test_round_trip_shipped (void)
{
  g_autofree char *games_path = g_build_filename (BH_TEST_SOURCE_ROOT, "data", "games", NULL);
  g_autoptr(GDir) dir = g_dir_open (games_path, 0, NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (games_path, name, NULL);

      check_round_trip (path);
      n++;
    }
  g_assert_cmpuint (n, >=, 5);
  {
    g_autofree char *tiny = g_build_filename (BH_TEST_SOURCE_ROOT, "tests", "data", "games", "tiny", NULL);

    check_round_trip (tiny);
  }
}

/* Edits, all undone, leave every file as it was; saving then writes
 * nothing new. */
static void
test_undo_restores_bytes (void)
{
  g_autofree char *root = make_data_dir ();
  g_autofree char *game = g_build_filename (root, "games", "tiny", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (game);
  g_autoptr(GFile) schemas = schemas_dir ();
  g_autoptr(BhDocument) document = bh_document_open (folder, schemas, NULL);
  g_autoptr(GBytes) board_before = read_file (game, "board.xml");
  g_autoptr(GBytes) scenario_before = read_file (game, "scenarios/ford.xml");
  xmlNode *board = bh_document_get_root (document, BH_FILE_BOARD);
  xmlNode *space = bh_xml_first (bh_xml_first (board, "spaces"), "space");
  xmlNode *connection = bh_xml_first (bh_xml_first (board, "connections"), "connection");
  xmlNode *scenario = xmlDocGetRootElement (bh_document_find_scenario (document, "ford"));
  xmlNode *place = bh_xml_new_element (scenario->doc, "place");
  g_autoptr(GBytes) board_edited = NULL;

  bh_document_perform (document, bh_edit_set_attr (space, "checked", "true"), "check");
  bh_document_perform (document, bh_edit_set_attr (space, "terrain", NULL), "terrain");
  bh_document_perform (document, bh_edit_remove (connection), "remove");
  bh_xml_set_attrs (place, "unit", "red-band", "at", "hill", "source", "reconstructed", NULL);
  bh_document_perform (document, bh_edit_insert (scenario, place), "place");
  g_assert_true (bh_document_is_dirty (document));
  board_edited = bh_xml_serialize (board->doc);
  g_assert_false (g_bytes_equal (board_edited, board_before));

  while (bh_document_undo (document))
    ;
  g_assert_false (bh_document_is_dirty (document));
  {
    g_autoptr(GBytes) board_now = bh_xml_serialize (board->doc);
    g_autoptr(GBytes) scenario_now = bh_xml_serialize (scenario->doc);

    g_assert_true (g_bytes_equal (board_now, board_before));
    g_assert_true (g_bytes_equal (scenario_now, scenario_before));
  }
  while (bh_document_redo (document))
    ;
  {
    g_autoptr(GBytes) board_now = bh_xml_serialize (board->doc);

    g_assert_true (g_bytes_equal (board_now, board_edited));
  }
  while (bh_document_undo (document))
    ;
  g_assert_true (bh_document_save (document, NULL));
  {
    g_autoptr(GBytes) board_after = read_file (game, "board.xml");

    g_assert_true (g_bytes_equal (board_after, board_before));
  }
  bh_test_remove_tree (root);
}

/* A file that fails its schema is never written. */
static void
test_schema_refuses_save (void)
{
  g_autofree char *root = make_data_dir ();
  g_autofree char *game = g_build_filename (root, "games", "tiny", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (game);
  g_autoptr(GFile) schemas = schemas_dir ();
  g_autoptr(BhDocument) document = bh_document_open (folder, schemas, NULL);
  g_autoptr(GBytes) before = read_file (game, "board.xml");
  g_autoptr(GError) error = NULL;
  xmlNode *space = bh_xml_first (bh_xml_first (bh_document_get_root (document, BH_FILE_BOARD), "spaces"), "space");
  g_autoptr(GPtrArray) problems = NULL;
  gboolean schema_problem = FALSE;

  /* A space without a kind does not follow the schema. */
  bh_document_perform (document, bh_edit_set_attr (space, "kind", NULL), "no kind");
  g_assert_false (bh_document_save (document, &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_SCHEMA);
  {
    g_autoptr(GBytes) after = read_file (game, "board.xml");

    g_assert_true (g_bytes_equal (after, before));
  }
  problems = bh_validator_check (document);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("%s: %s", bh_problem_get_category (g_ptr_array_index (problems, i)),
                    bh_problem_get_message (g_ptr_array_index (problems, i)));
  for (guint i = 0; i < problems->len; i++)
    if (g_str_equal (bh_problem_get_category (g_ptr_array_index (problems, i)), "schema") &&
        bh_problem_get_node (g_ptr_array_index (problems, i)) == space)
      schema_problem = TRUE;
  g_assert_true (schema_problem);

  /* Nor is a file whose ids break the id pattern (which libxml2's RELAX NG
   * does not enforce). */
  g_assert_true (bh_document_undo (document));
  bh_document_perform (document, bh_edit_set_attr (space, "id", "not an id"), "bad id");
  g_clear_error (&error);
  g_assert_false (bh_document_save (document, &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_SCHEMA);
  {
    g_autoptr(GBytes) after = read_file (game, "board.xml");

    g_assert_true (g_bytes_equal (after, before));
  }
  bh_test_remove_tree (root);
}

/* ---- the window ------------------------------------------------------------------------ */

static void
test_edit_in_window (void)
{
  g_autofree char *root = make_data_dir ();
  g_autofree char *game = g_build_filename (root, "games", "tiny", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (game);
  BhEditorWindow *window = new_window ();
  BhBoardEditor *board_editor;
  BhBoardCanvas *canvas;
  BhDocument *document;
  BhProblemsPanel *problems;
  xmlNode *a, *b, *connection;
  const char *info_board[] = { "info", "tiny", NULL };
  const char *info_scenario[] = { "info", "tiny", "ford", NULL };
  const char *validate[] = { "validate", NULL };
  g_autofree char *info_before = NULL;
  g_autofree char *scenario_before = NULL;
  g_autofree char *output = NULL;
  g_autoptr(GBytes) board_before = read_file (game, "board.xml");
  int status;

  info_before = run_cli (root, info_board, &status);
  g_assert_cmpint (status, ==, 0);
  scenario_before = run_cli (root, info_scenario, &status);
  g_assert_cmpint (status, ==, 0);

  g_assert_true (bh_editor_window_open_folder (window, folder));
  document = bh_editor_window_get_document (window);
  g_assert_nonnull (document);
  board_editor = BH_BOARD_EDITOR (bh_editor_window_get_page (window, "board"));
  canvas = bh_board_editor_get_canvas (board_editor);
  problems = BH_PROBLEMS_PANEL (bh_editor_window_get_problems_panel (window));
  run_for (300);
  wait_for_problems (problems);
  g_assert_cmpuint (bh_problems_panel_get_n_errors (problems), ==, 0);
  g_assert_null (bh_problems_panel_get_load_error (problems));

  /* Two new spaces, clicked on with the Add tool south of the board, clear
   * of the others... */
  {
    double ax, ay, bx, by;
    GPtrArray *selection = bh_board_canvas_get_selection (canvas);

    bh_board_canvas_board_to_widget (canvas, -70, 130, &ax, &ay);
    bh_board_canvas_board_to_widget (canvas, 60, 130, &bx, &by);
    bh_board_canvas_set_tool (canvas, BH_CANVAS_TOOL_ADD_SPACE);
    bh_board_canvas_drag (canvas, GDK_BUTTON_PRIMARY, 0, ax, ay, ax, ay);
    g_assert_cmpuint (selection->len, ==, 1);
    a = g_ptr_array_index (selection, 0);
    bh_board_canvas_drag (canvas, GDK_BUTTON_PRIMARY, 0, bx, by, bx, by);
    b = g_ptr_array_index (selection, 0);
    g_assert_true (a != b);
    g_assert_cmpint (bh_xml_get_int (a, "x", 0), ==, -70);
    g_assert_cmpint (bh_xml_get_int (b, "y", 0), ==, 130);

    /* ...joined by dragging from one to the other with the Connect tool... */
    bh_board_canvas_set_tool (canvas, BH_CANVAS_TOOL_CONNECT);
    bh_board_canvas_drag (canvas, GDK_BUTTON_PRIMARY, 0, ax, ay, bx, by);
    g_assert_cmpuint (selection->len, ==, 1);
    connection = g_ptr_array_index (selection, 0);
    g_assert_true (bh_xml_node_is (connection, "connection"));
    g_assert_true (bh_board_editor_connect (board_editor, b, a) == connection);

    /* ...and the second moved along by dragging it: it stays on the first
     * one's line and on the grid. */
    bh_board_canvas_set_tool (canvas, BH_CANVAS_TOOL_SELECT);
    bh_board_canvas_drag (canvas, GDK_BUTTON_PRIMARY, 0, bx, by, bx + 25, by + 3);
    g_assert_cmpint (bh_xml_get_int (b, "y", 0), ==, 130);
    g_assert_cmpint (bh_xml_get_int (b, "x", 0) % 10, ==, 0);
    g_assert_cmpint (bh_xml_get_int (b, "x", 0), >, 60);
    {
      double x, y, wx, wy;

      /* The canvas draws it where it went, and finds it there. */
      g_assert_true (bh_board_canvas_get_space_position (canvas, b, &x, &y));
      g_assert_cmpfloat_with_epsilon (x, bh_xml_get_double (b, "x", 0), 0.01);
      bh_board_canvas_board_to_widget (canvas, x, y, &wx, &wy);
      g_assert_true (bh_board_canvas_space_at (canvas, wx, wy) == b);
    }
    /* A rubber band around both selects both. */
    bh_board_canvas_drag (canvas, GDK_BUTTON_PRIMARY, 0, ax - 40, ay - 40, bx + 80, by + 40);
    g_assert_cmpuint (selection->len, ==, 2);
    g_assert_true (g_ptr_array_find (selection, a, NULL) && g_ptr_array_find (selection, b, NULL));
  }

  /* Undo takes back the move, then the connection; redo restores both. */
  g_assert_true (bh_document_undo (document));
  g_assert_cmpint (bh_xml_get_int (b, "x", 0), ==, 60);
  g_assert_true (bh_document_undo (document));
  g_assert_false (bh_xml_is_attached (connection));
  g_assert_true (bh_document_redo (document));
  g_assert_true (bh_xml_is_attached (connection));
  g_assert_true (bh_document_redo (document));
  g_assert_cmpint (bh_xml_get_int (b, "x", 0), >, 60);
  bh_board_canvas_select (canvas, connection, FALSE);
  screenshot (GTK_WIDGET (window), "editor-edit-board.png");

  /* Counters on a new space in the scenario: one drop, then a second that
   * adds to the count.  The red bands then exceed the counter mix... */
  {
    BhScenarioEditor *scenarios = BH_SCENARIO_EDITOR (bh_editor_window_get_page (window, "scenarios"));
    BhCounterEditor *counters = BH_COUNTER_EDITOR (bh_editor_window_get_page (window, "counters"));
    xmlNode *place, *red_band;
    gboolean over = FALSE;

    bh_editor_window_show_page (window, "scenarios");
    g_assert_true (bh_scenario_editor_show_scenario (scenarios, "ford"));
    place = bh_scenario_editor_place (scenarios, "red-band", a);
    g_assert_nonnull (place);
    g_assert_true (bh_scenario_editor_place (scenarios, "red-band", a) == place);
    g_assert_cmpint (bh_xml_get_int (place, "count", 1), ==, 2);
    bh_problems_panel_check_now (problems);
    for (guint i = 0; i < g_list_model_get_n_items (bh_problems_panel_get_problems (problems)); i++)
      {
        g_autoptr(BhProblem) problem = g_list_model_get_item (bh_problems_panel_get_problems (problems), i);

        if (g_str_equal (bh_problem_get_category (problem), "counter-mix") && bh_problem_get_node (problem) == place)
          over = TRUE;
      }
    g_assert_true (over);
    screenshot (GTK_WIDGET (window), "editor-edit-scenario.png");

    /* Dragging the stack to the other new space moves the placement. */
    g_assert_true (bh_board_canvas_move_placement (bh_scenario_editor_get_canvas (scenarios), place, b));
    {
      g_autofree char *at = bh_xml_get (place, "at");

      g_assert_cmpstr (at, ==, "new-space-2");
    }
    g_assert_true (bh_document_undo (document));

    /* ...until the second drop is undone and the mix grows by one. */
    g_assert_true (bh_document_undo (document));
    g_assert_cmpint (bh_xml_get_int (place, "count", 1), ==, 1);
    red_band = bh_document_find (document, BH_FILE_COUNTERS, "unit-type", "id", "red-band");
    g_assert_true (bh_counter_editor_select_node (counters, red_band));
    bh_document_perform (document, bh_edit_set_attr (red_band, "count", "5"), "count");
    bh_problems_panel_check_now (problems);
    wait_for_problems (problems);
    g_assert_cmpuint (bh_problems_panel_get_n_errors (problems), ==, 0);
    g_assert_null (bh_problems_panel_get_load_error (problems));
  }


  /* A table grows by a column (a cell in every row) and a row. */
  {
    BhTableEditor *tables = BH_TABLE_EDITOR (bh_editor_window_get_page (window, "tables"));
    xmlNode *table = bh_document_find (document, BH_FILE_TABLES, "table", "id", "combat");

    g_assert_true (bh_table_editor_select_node (tables, table));
    bh_table_editor_add_column (tables);
    bh_table_editor_add_row (tables);
    g_assert_cmpuint (bh_xml_count (bh_xml_first (table, "columns"), "column"), ==, 2);
    g_assert_cmpuint (bh_xml_count (table, "row"), ==, 3);
    BH_XML_FOREACH (row, table)
      if (bh_xml_node_is (row, "row"))
        g_assert_cmpuint (bh_xml_count (row, "cell"), ==, 2);
    /* Undo takes back the row, then the column from every row. */
    g_assert_true (bh_document_undo (document));
    g_assert_true (bh_document_undo (document));
    g_assert_cmpuint (bh_xml_count (table, "row"), ==, 2);
    BH_XML_FOREACH (row, table)
      if (bh_xml_node_is (row, "row"))
        g_assert_cmpuint (bh_xml_count (row, "cell"), ==, 1);
    g_assert_true (bh_document_redo (document));
    g_assert_true (bh_document_redo (document));
    bh_document_perform (document, bh_edit_set_text (bh_xml_first (bh_xml_first (table, "row"), "cell"), "4"),
                         "cell");
  }

  /* The deck of the test game, for the pictures. */
  {
    xmlNode *deck = bh_document_find (document, BH_FILE_TABLES, "deck", "id", "orders");

    g_assert_nonnull (deck);
    bh_editor_window_reveal_node (window, deck);
    screenshot (GTK_WIDGET (window), "editor-cards.png");
    bh_editor_window_show_page (window, "board");
  }

  wait_for_problems (problems);
  g_test_message ("%u errors, %u warnings", bh_problems_panel_get_n_errors (problems),
                  bh_problems_panel_get_n_warnings (problems));
  g_assert_true (bh_editor_window_save (window));
  g_assert_false (bh_document_is_dirty (document));

  /* The saved game loads and holds exactly the change. */
  output = run_cli (root, validate, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (output, "tiny: valid"));
  g_clear_pointer (&output, g_free);
  output = run_cli (root, info_board, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (info_count (output, "spaces"), ==, info_count (info_before, "spaces") + 2);
  g_assert_cmpint (info_count (output, "connections"), ==, info_count (info_before, "connections") + 1);
  g_assert_cmpint (info_count (output, "boxes"), ==, info_count (info_before, "boxes"));
  g_assert_cmpint (info_count (output, "pieces"), ==, info_count (info_before, "pieces") + 1);
  g_assert_cmpint (info_count (output, "table rows"), ==, info_count (info_before, "table rows") + 1);
  g_clear_pointer (&output, g_free);
  output = run_cli (root, info_scenario, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (info_count (output, "units placed"), ==, info_count (scenario_before, "units placed") + 1);

  /* Diff-friendly: every line of the old board is still there, in order,
   * and the new lines are the two spaces and the connection. */
  {
    g_autoptr(GBytes) board_after = read_file (game, "board.xml");
    g_auto(GStrv) old_lines = g_strsplit (g_bytes_get_data (board_before, NULL), "\n", -1);
    g_auto(GStrv) new_lines = g_strsplit (g_bytes_get_data (board_after, NULL), "\n", -1);
    guint k = 0, added = 0;

    for (guint i = 0; new_lines[i]; i++)
      {
        if (old_lines[k] != NULL && g_str_equal (old_lines[k], new_lines[i]))
          k++;
        else
          {
            g_test_message ("+ %s", new_lines[i]);
            added++;
          }
      }
    g_assert_null (old_lines[k]);
    g_assert_cmpuint (added, ==, 3);
  }
  {
    g_autoptr(GBytes) tables_after = read_file (game, "tables.xml");
    const char *text = g_bytes_get_data (tables_after, NULL);

    g_test_message ("%.*s", (int) (strstr (text, "<deck") - text), text);
    /* Cells stay on their row's line, as the file writes them. */
    g_assert_nonnull (strstr (text, "<row key=\"attacker\"><label>Attacker</label><cell>4</cell><cell/></row>"));
    g_assert_nonnull (strstr (text, "<column key=\"hit\">Hit on</column><column key=\"c2\">c2</column>"));
  }

  close_window (window);
  bh_test_remove_tree (root);
}

/* A new game from the test game: its own id everywhere, and it loads. */
static void
test_new_from_template (void)
{
  g_autofree char *root = make_data_dir ();
  g_autofree char *template_path = g_build_filename (root, "games", "tiny", NULL);
  g_autofree char *target_path = g_build_filename (root, "games", "fort", NULL);
  g_autoptr(GFile) template = g_file_new_for_path (template_path);
  g_autoptr(GFile) target = g_file_new_for_path (target_path);
  g_autoptr(GFile) schemas = schemas_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BhDocument) document = bh_document_new_from_template (template, target, "fort", "Fort Test", schemas,
                                                                  &error);
  g_autofree char *title = NULL;
  g_autofree char *output = NULL;
  const char *info[] = { "info", "fort", NULL };
  int status;

  g_assert_no_error (error);
  g_assert_cmpstr (bh_document_get_game_id (document), ==, "fort");
  title = bh_document_dup_title (document);
  g_assert_cmpstr (title, ==, "Fort Test");
  output = run_cli (root, info, &status);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (output, "title: Fort Test"));
  g_assert_cmpint (info_count (output, "spaces"), ==, 6);
  /* The folder must be new. */
  g_clear_object (&document);
  document = bh_document_new_from_template (template, target, "fort", "Again", schemas, &error);
  g_assert_null (document);
  g_assert_nonnull (error);
  bh_test_remove_tree (root);
}

/* "Save a Copy" writes the game as it stands into a new folder and leaves
 * the original alone. */
static void
test_save_copy (void)
{
  g_autofree char *root = make_data_dir ();
  g_autofree char *game = g_build_filename (root, "games", "tiny", NULL);
  g_autofree char *copy_path = g_build_filename (root, "copy", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (game);
  g_autoptr(GFile) copy = g_file_new_for_path (copy_path);
  g_autoptr(GFile) schemas = schemas_dir ();
  g_autoptr(BhDocument) document = bh_document_open (folder, schemas, NULL);
  g_autoptr(GBytes) before = read_file (game, "counters.xml");
  g_autoptr(GError) error = NULL;
  xmlNode *type = bh_document_find (document, BH_FILE_COUNTERS, "unit-type", "id", "blue-company");
  const char *validate[] = { "validate", copy_path, NULL };
  g_autofree char *output = NULL;
  int status;

  bh_document_perform (document, bh_edit_set_attr (type, "count", "6"), "count");
  g_assert_true (bh_document_save_copy (document, copy, &error));
  g_assert_no_error (error);
  g_assert_true (bh_document_is_dirty (document));
  {
    g_autoptr(GBytes) original = read_file (game, "counters.xml");
    g_autoptr(GBytes) copied = read_file (copy_path, "counters.xml");

    g_assert_true (g_bytes_equal (original, before));
    g_assert_nonnull (strstr (g_bytes_get_data (copied, NULL), "count=\"6\""));
  }
  output = run_cli (root, validate, &status);
  g_assert_cmpint (status, ==, 0);
  /* Not into a folder that holds something already. */
  g_assert_false (bh_document_save_copy (document, copy, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS);
  bh_test_remove_tree (root);
}

/* "Play this scenario" runs the game program on a data folder holding the
 * edits, saved or not; closing with unsaved changes asks first. */
static void
test_play_and_close (void)
{
  g_autofree char *root = make_data_dir ();
  g_autofree char *game = g_build_filename (root, "games", "tiny", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (game);
  BhEditorWindow *window = new_window ();
  BhDocument *document;
  g_autoptr(GError) error = NULL;
  g_autofree char *data_dir = NULL;
  g_auto(GStrv) argv = NULL;
  xmlNode *space;
  GtkWindow *dialog = NULL;
  const char *info[] = { "info", "tiny", NULL };
  g_autofree char *output = NULL;
  int status;

  g_assert_true (bh_editor_window_open_folder (window, folder));
  document = bh_editor_window_get_document (window);
  space = bh_document_find (document, BH_FILE_BOARD, "space", "id", "hill");
  g_assert_nonnull (space);
  /* A new id follows into the connections that name the space. */
  {
    BhEditCommand *group = bh_edit_group (NULL);

    bh_edit_group_add (group, bh_edit_set_attr (space, "id", "big-hill"));
    bh_references_rename (document, space, "hill", "big-hill", group);
    g_assert_cmpuint (bh_edit_group_get_size (group), ==, 3);
    bh_document_perform (document, group, "rename");
  }

  argv = bh_editor_window_dup_play_command (window, &data_dir, &error);
  g_assert_no_error (error);
  g_assert_nonnull (argv);
  g_assert_true (g_str_has_suffix (argv[0], "blockhouse"));
  g_assert_cmpstr (argv[1], ==, "tiny");
  g_assert_cmpstr (argv[2], ==, "ford");
  /* The game reads the unsaved edit... */
  output = run_cli (data_dir, info, &status);
  g_assert_cmpint (status, ==, 0);
  {
    g_autofree char *board = g_build_filename (data_dir, "games", "tiny", "board.xml", NULL);
    g_autofree char *text = NULL;

    g_assert_true (g_file_get_contents (board, &text, NULL, NULL));
    g_assert_nonnull (strstr (text, "id=\"big-hill\""));
  }
  /* ...which the folder itself does not have yet. */
  {
    g_autoptr(GBytes) saved = read_file (game, "board.xml");

    g_assert_null (strstr (g_bytes_get_data (saved, NULL), "big-hill"));
  }

  /* Closing asks; "Discard" closes without saving. */
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &window);
  gtk_window_close (GTK_WINDOW (window));
  run_for (100);
  g_assert_nonnull (window);
  {
    GList *toplevels = gtk_window_list_toplevels ();

    for (GList *l = toplevels; l; l = l->next)
      if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_window_get_transient_for (l->data) == GTK_WINDOW (window))
        dialog = l->data;
    g_list_free (toplevels);
  }
  g_assert_nonnull (dialog);
  screenshot (GTK_WIDGET (dialog), "editor-close.png");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "discard");
  run_for (100);
  g_assert_null (window);
  {
    g_autoptr(GBytes) saved = read_file (game, "board.xml");

    g_assert_null (strstr (g_bytes_get_data (saved, NULL), "big-hill"));
  }
  bh_test_remove_tree (root);
}

/* A real game, not changed: every page shows it, the engine loads it, and
 * the pictures for docs/screenshots are taken. */
static xmlNode *
first_with (BhDocument *document, BhFileKind kind, const char *element, const char *child, guint min_children)
{
  g_autoptr(GPtrArray) nodes = bh_document_collect (document, kind, element);

  for (guint i = 0; i < nodes->len; i++)
    if (bh_xml_count (g_ptr_array_index (nodes, i), child) >= min_children)
      return g_ptr_array_index (nodes, i);
  return NULL;
}

static void
test_tour (void)
{
  g_autofree char *path = g_build_filename (BH_TEST_SOURCE_ROOT, "data", "games", "ohio", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (path);
  BhEditorWindow *window = new_window ();
  BhDocument *document;
  BhProblemsPanel *problems;
  BhBoardEditor *board_editor;
  BhBoardCanvas *canvas;
  xmlNode *space, *type, *table, *deck, *place;
  double x, y;

  screenshot (GTK_WIDGET (window), "editor-start.png");
  /* The new-game dialog, then back. */
  {
    GtkWindow *dialog = NULL;
    GList *toplevels;

    gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL);
    run_for (200);
    toplevels = gtk_window_list_toplevels ();
    for (GList *l = toplevels; l; l = l->next)
      if (ADW_IS_MESSAGE_DIALOG (l->data) && gtk_window_get_transient_for (l->data) == GTK_WINDOW (window))
        dialog = l->data;
    g_list_free (toplevels);
    g_assert_nonnull (dialog);
    screenshot (GTK_WIDGET (dialog), "editor-new-game.png");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
    run_for (100);
  }
  g_assert_true (bh_editor_window_open_folder (window, folder));
  document = bh_editor_window_get_document (window);
  problems = BH_PROBLEMS_PANEL (bh_editor_window_get_problems_panel (window));
  wait_for_problems (problems);
  g_assert_cmpuint (bh_problems_panel_get_n_errors (problems), ==, 0);
  g_assert_null (bh_problems_panel_get_load_error (problems));

  /* The board, around a space with features, one selected. */
  board_editor = BH_BOARD_EDITOR (bh_editor_window_get_page (window, "board"));
  canvas = bh_board_editor_get_canvas (board_editor);
  space = first_with (document, BH_FILE_BOARD, "space", "feature", 2);
  g_assert_nonnull (space);
  g_assert_true (bh_board_editor_select_node (board_editor, space));
  run_for (100);
  g_assert_true (bh_board_canvas_get_space_position (canvas, space, &x, &y));
  bh_viewport_set (bh_board_canvas_get_viewport (canvas), x + 150, y, 0.55);
  screenshot (GTK_WIDGET (window), "editor-board.png");

  /* Several spaces: the inspector offers to align them. */
  {
    g_autoptr(GPtrArray) spaces = bh_document_collect (document, BH_FILE_BOARD, "space");

    for (guint i = 0; i < 4; i++)
      bh_board_canvas_select (canvas, g_ptr_array_index (spaces, i), i > 0);
    g_assert_cmpuint (bh_board_canvas_get_selection (canvas)->len, ==, 4);
    screenshot (GTK_WIDGET (window), "editor-board-selection.png");
  }

  /* A unit type with two faces. */
  type = first_with (document, BH_FILE_COUNTERS, "unit-type", "face", 2);
  g_assert_nonnull (type);
  bh_editor_window_reveal_node (window, type);
  screenshot (GTK_WIDGET (window), "editor-counters.png");

  table = first_with (document, BH_FILE_TABLES, "table", "row", 3);
  if (table != NULL)
    {
      bh_editor_window_reveal_node (window, table);
      screenshot (GTK_WIDGET (window), "editor-tables.png");
    }
  deck = first_with (document, BH_FILE_TABLES, "deck", "card", 1);
  if (deck != NULL)
    {
      bh_editor_window_reveal_node (window, deck);
      screenshot (GTK_WIDGET (window), "editor-cards.png");
    }

  bh_editor_window_show_page (window, "scenarios");
  screenshot (GTK_WIDGET (window), "editor-scenario.png");

  /* The game's vocabularies: a nation. */
  {
    g_autoptr(GPtrArray) nations = bh_document_collect (document, BH_FILE_GAME, "nation");

    g_assert_cmpuint (nations->len, >, 0);
    bh_editor_window_reveal_node (window, g_ptr_array_index (nations, 0));
    screenshot (GTK_WIDGET (window), "editor-game.png");
  }

  /* Problems, live: a placement of a unit that does not exist, and a
   * space cut off from the board. */
  {
    xmlDoc *scenario = bh_document_get_scenario (document, 0);

    place = bh_xml_first (xmlDocGetRootElement (scenario), "place");
    g_assert_nonnull (place);
    bh_document_perform (document, bh_edit_set_attr (place, "unit", "no-such-unit"), "break");
    bh_document_perform (document, bh_edit_set_attr (place, "at", "nowhere"), "break");
  }
  bh_problems_panel_check_now (problems);
  wait_for_problems (problems);
  g_assert_cmpuint (bh_problems_panel_get_n_errors (problems), >=, 2);
  g_assert_nonnull (bh_problems_panel_get_load_error (problems));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.problems", NULL);
  bh_editor_window_show_page (window, "board");
  screenshot (GTK_WIDGET (window), "editor-problems.png");

  while (bh_document_undo (document))
    ;
  g_assert_false (bh_document_is_dirty (document));
  close_window (window);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/editor/round-trip/shipped", test_round_trip_shipped);
  g_test_add_func ("/editor/round-trip/undo", test_undo_restores_bytes);
  g_test_add_func ("/editor/save/schema", test_schema_refuses_save);
  g_test_add_func ("/editor/window/edit-save", test_edit_in_window);
  g_test_add_func ("/editor/window/tour", test_tour);
  g_test_add_func ("/editor/window/hexes", test_hexes);
  g_test_add_func ("/editor/window/outline-vertices", test_outline_vertices);
  g_test_add_func ("/editor/new-from-template", test_new_from_template);
  g_test_add_func ("/editor/save/copy", test_save_copy);
  g_test_add_func ("/editor/window/play-and-close", test_play_and_close);
  return g_test_run ();
}
