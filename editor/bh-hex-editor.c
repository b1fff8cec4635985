/* bh-hex-editor.c — the hexes and hexsides of one battle board. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bh-board-shape.h"
#include "bh-counter-painter.h"
#include "bh-hex-editor.h"
#include "bh-xml-edit.h"

#define SQRT3 1.7320508075688772
#define MARGIN 12.0

struct _BhHexEditor
{
  AdwWindow parent_instance;

  BhDocument *document;
  gulong changed_id;
  xmlNode *grid;
  int col, row, dir;
  gboolean updating;

  GtkWidget *area;
  AdwWindowTitle *title;
  AdwPreferencesGroup *hex_group;
  AdwPreferencesGroup *side_group;
  AdwComboRow *terrain_row;
  GtkSpinButton *elevation;
  AdwEntryRow *label_row;
  AdwComboRow *side_row;
  GPtrArray *terrain_ids;     /* char*: the terrains of game.xml */
  GHashTable *terrain_colours; /* id -> GdkRGBA* */
};

G_DEFINE_FINAL_TYPE (BhHexEditor, bh_hex_editor, ADW_TYPE_WINDOW)

/* ---- geometry ------------------------------------------------------------------------------------ */

static gboolean
is_flat (BhHexEditor *self)
{
  g_autofree char *orientation = bh_xml_get (self->grid, "orientation");

  return g_strcmp0 (orientation, "pointy") != 0;
}

static void
grid_size (BhHexEditor *self, int *cols, int *rows)
{
  *cols = CLAMP (bh_xml_get_int (self->grid, "cols", 1), 1, 99);
  *rows = CLAMP (bh_xml_get_int (self->grid, "rows", 1), 1, 99);
}

/* Hex radius in pixels, and the picture's origin. */
static double
layout (BhHexEditor *self, double *ox, double *oy)
{
  int cols, rows, w = gtk_widget_get_width (self->area), h = gtk_widget_get_height (self->area);
  double width, height, r;

  grid_size (self, &cols, &rows);
  if (is_flat (self))
    {
      width = 2 + (cols - 1) * 1.5;
      height = rows * SQRT3 + (cols > 1 ? SQRT3 / 2 : 0);
    }
  else
    {
      width = cols * SQRT3 + (rows > 1 ? SQRT3 / 2 : 0);
      height = 2 + (rows - 1) * 1.5;
    }
  if (w <= 0 || h <= 0)
    w = 800, h = 600;
  r = MIN ((w - 2 * MARGIN) / width, (h - 2 * MARGIN) / height);
  r = MAX (r, 4);
  *ox = (w - width * r) / 2;
  *oy = (h - height * r) / 2;
  return r;
}

void
bh_hex_editor_hex_point (BhHexEditor *self, int col, int row, double *x, double *y)
{
  double ox, oy, r = layout (self, &ox, &oy);

  if (is_flat (self))
    {
      *x = ox + r * (1 + (col - 1) * 1.5);
      *y = oy + r * (SQRT3 / 2 + (row - 1) * SQRT3 + ((col & 1) ? SQRT3 / 2 : 0));
    }
  else
    {
      *x = ox + r * (SQRT3 / 2 + (col - 1) * SQRT3 + ((row & 1) ? SQRT3 / 2 : 0));
      *y = oy + r * (1 + (row - 1) * 1.5);
    }
}

/* The angle of corner k (side d runs from corner d to corner d + 1). */
static double
corner_angle (BhHexEditor *self, int k)
{
  return ((is_flat (self) ? 240 : 270) + 60 * k) * G_PI / 180;
}

/* ---- drawing -------------------------------------------------------------------------------------- */

static const GdkRGBA *
terrain_colour (BhHexEditor *self, const char *terrain)
{
  static const GdkRGBA fallback = { 0.85, 0.82, 0.72, 1 };
  const GdkRGBA *colour = terrain != NULL ? g_hash_table_lookup (self->terrain_colours, terrain) : NULL;

  return colour != NULL ? colour : &fallback;
}

static void
hex_path (BhHexEditor *self, cairo_t *cr, double cx, double cy, double r)
{
  for (int k = 0; k < 6; k++)
    {
      double a = corner_angle (self, k);

      if (k == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
}

static void
side_path (BhHexEditor *self, cairo_t *cr, double cx, double cy, double r, int dir)
{
  double a = corner_angle (self, dir), b = corner_angle (self, dir + 1);

  cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
  cairo_line_to (cr, cx + r * cos (b), cy + r * sin (b));
}

static void
draw_text (cairo_t *cr, const char *text, double x, double y, double size, gboolean bold)
{
  cairo_text_extents_t ext;

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_show_text (cr, text);
}

static void
draw (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  BhHexEditor *self = data;
  g_autofree char *default_terrain = NULL;
  double ox, oy, r;
  int cols, rows;

  if (self->grid == NULL || !bh_xml_is_attached (self->grid))
    return;
  r = layout (self, &ox, &oy);
  grid_size (self, &cols, &rows);
  default_terrain = bh_xml_get (self->grid, "terrain");
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (int c = 1; c <= cols; c++)
    for (int w = 1; w <= rows; w++)
      {
        xmlNode *hex = bh_shape_find_hex (self->grid, c, w);
        g_autofree char *terrain = hex != NULL ? bh_xml_get (hex, "terrain") : NULL;
        g_autofree char *label = hex != NULL ? bh_xml_get (hex, "label") : NULL;
        int elevation = hex != NULL ? bh_xml_get_int (hex, "elevation", 0) : 0;
        g_autofree char *number = g_strdup_printf ("%02d%02d", c, w);
        double x, y;

        bh_hex_editor_hex_point (self, c, w, &x, &y);
        hex_path (self, cr, x, y, r);
        gdk_cairo_set_source_rgba (cr, terrain_colour (self, terrain != NULL ? terrain : default_terrain));
        cairo_fill_preserve (cr);
        if (elevation > 0)
          {
            cairo_set_source_rgba (cr, 0.35, 0.2, 0.05, MIN (0.12 * elevation, 0.5));
            cairo_fill_preserve (cr);
          }
        cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
        cairo_set_line_width (cr, 1);
        cairo_stroke (cr);
        cairo_set_source_rgba (cr, 0, 0, 0, 0.6);
        draw_text (cr, number, x, y - r * 0.6, r * 0.22, FALSE);
        if (elevation != 0)
          {
            g_autofree char *level = g_strdup_printf ("+%d", elevation);

            draw_text (cr, level, x, y + r * 0.55, r * 0.25, FALSE);
          }
        if (label != NULL)
          {
            cairo_set_source_rgba (cr, 0.55, 0.05, 0.05, 1);
            draw_text (cr, label, x, y, r * 0.5, TRUE);
          }
      }
  /* Hexsides over the hexes. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  BH_XML_FOREACH (side, self->grid)
    {
      g_autofree char *kind = NULL;
      double x, y;

      if (!bh_xml_node_is (side, "hexside"))
        continue;
      kind = bh_xml_get (side, "kind");
      bh_hex_editor_hex_point (self, bh_xml_get_int (side, "col", 1), bh_xml_get_int (side, "row", 1), &x, &y);
      side_path (self, cr, x, y, r, bh_xml_get_int (side, "dir", 0));
      gdk_cairo_set_source_rgba (cr, terrain_colour (self, kind));
      cairo_set_line_width (cr, MAX (3, r * 0.14));
      cairo_stroke (cr);
    }
  /* The selection. */
  if (self->col > 0)
    {
      double x, y;

      bh_hex_editor_hex_point (self, self->col, self->row, &x, &y);
      hex_path (self, cr, x, y, r * 0.92);
      cairo_set_source_rgba (cr, 0.21, 0.52, 0.89, 1);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
      if (self->dir >= 0)
        {
          side_path (self, cr, x, y, r, self->dir);
          cairo_set_source_rgba (cr, 0.86, 0.2, 0.55, 0.9);
          cairo_set_line_width (cr, MAX (4, r * 0.2));
          cairo_stroke (cr);
        }
    }
}

/* ---- inspector ------------------------------------------------------------------------------------ */

static guint
terrain_index (BhHexEditor *self, const char *id)
{
  guint index;

  if (id != NULL && g_ptr_array_find_with_equal_func (self->terrain_ids, id, g_str_equal, &index))
    return index + 1;
  return 0;
}

static void
update_inspector (BhHexEditor *self)
{
  xmlNode *hex, *side;
  g_autofree char *terrain = NULL;
  g_autofree char *label = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *hex_title = NULL;
  g_autofree char *grid_name = NULL;

  if (self->grid == NULL || !bh_xml_is_attached (self->grid))
    return;
  self->updating = TRUE;
  grid_name = bh_xml_dup_child_text (self->grid, "name");
  adw_window_title_set_subtitle (self->title, grid_name != NULL ? grid_name : "");
  gtk_widget_set_sensitive (GTK_WIDGET (self->hex_group), self->col > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->side_group), self->col > 0 && self->dir >= 0);
  if (self->col > 0)
    /* Translators: a hex's column and row, as printed on the board */
    hex_title = g_strdup_printf (_("Hex %02d%02d"), self->col, self->row);
  adw_preferences_group_set_title (self->hex_group, hex_title != NULL ? hex_title : _("No Hex Selected"));
  hex = self->col > 0 ? bh_shape_find_hex (self->grid, self->col, self->row) : NULL;
  terrain = hex != NULL ? bh_xml_get (hex, "terrain") : NULL;
  label = hex != NULL ? bh_xml_get (hex, "label") : NULL;
  adw_combo_row_set_selected (self->terrain_row, terrain_index (self, terrain));
  gtk_spin_button_set_value (self->elevation, hex != NULL ? bh_xml_get_int (hex, "elevation", 0) : 0);
  gtk_editable_set_text (GTK_EDITABLE (self->label_row), label != NULL ? label : "");
  side = self->col > 0 && self->dir >= 0 ? bh_shape_find_hexside (self->grid, self->col, self->row, self->dir) : NULL;
  kind = side != NULL ? bh_xml_get (side, "kind") : NULL;
  adw_combo_row_set_selected (self->side_row, terrain_index (self, kind));
  self->updating = FALSE;
}

static void
perform (BhHexEditor *self, BhEditCommand *command, const char *label)
{
  if (command != NULL)
    bh_document_perform (self->document, command, label);
}

void
bh_hex_editor_set_hex (BhHexEditor *self, const char *attribute, const char *value)
{
  const char *label = g_str_equal (attribute, "terrain") ? _("Change Hex Terrain")
                      : g_str_equal (attribute, "elevation") ? _("Change Hex Elevation")
                                                              : _("Change Hex Label");

  g_return_if_fail (BH_IS_HEX_EDITOR (self));
  if (self->col <= 0)
    return;
  perform (self, bh_shape_set_hex (self->grid, self->col, self->row, attribute, value), label);
}

void
bh_hex_editor_set_hexside (BhHexEditor *self, const char *kind)
{
  g_return_if_fail (BH_IS_HEX_EDITOR (self));
  if (self->col <= 0 || self->dir < 0)
    return;
  perform (self, bh_shape_set_hexside (self->grid, self->col, self->row, self->dir, kind), _("Change Hexside"));
}

static void
terrain_selected (BhHexEditor *self)
{
  guint i = adw_combo_row_get_selected (self->terrain_row);

  if (self->updating)
    return;
  bh_hex_editor_set_hex (self, "terrain",
                         i > 0 && i <= self->terrain_ids->len ? g_ptr_array_index (self->terrain_ids, i - 1) : NULL);
}

static void
side_selected (BhHexEditor *self)
{
  guint i = adw_combo_row_get_selected (self->side_row);

  if (self->updating)
    return;
  bh_hex_editor_set_hexside (self,
                             i > 0 && i <= self->terrain_ids->len ? g_ptr_array_index (self->terrain_ids, i - 1) : NULL);
}

static void
elevation_changed (BhHexEditor *self)
{
  int value = gtk_spin_button_get_value_as_int (self->elevation);
  g_autofree char *text = value != 0 ? g_strdup_printf ("%d", value) : NULL;

  if (!self->updating)
    bh_hex_editor_set_hex (self, "elevation", text);
}

static void
label_applied (BhHexEditor *self)
{
  g_autofree char *text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->label_row))));

  if (!self->updating)
    bh_hex_editor_set_hex (self, "label", text);
}

static void
fill_terrains (BhHexEditor *self)
{
  xmlNode *game = bh_document_get_root (self->document, BH_FILE_GAME);
  g_autoptr(GtkStringList) terrains = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autofree char *grid_terrain = bh_xml_get (self->grid, "terrain");
  g_autofree char *default_label = NULL;

  g_ptr_array_set_size (self->terrain_ids, 0);
  g_hash_table_remove_all (self->terrain_colours);
  BH_XML_FOREACH (section, game)
    BH_XML_FOREACH (item, section)
      if (bh_xml_node_is (item, "terrain") && bh_xml_has (item, "id"))
        {
          g_autofree char *name = bh_xml_dup_child_text (item, "name");
          g_autofree char *colour = bh_xml_get (item, "colour");
          char *id = bh_xml_get (item, "id");
          GdkRGBA *rgba = g_new0 (GdkRGBA, 1);

          g_ptr_array_add (self->terrain_ids, id);
          gtk_string_list_append (terrains, name != NULL && *name != '\0' ? name : id);
          gtk_string_list_append (kinds, name != NULL && *name != '\0' ? name : id);
          if (colour != NULL && gdk_rgba_parse (rgba, colour))
            g_hash_table_insert (self->terrain_colours, g_strdup (id), rgba);
          else
            g_free (rgba);
        }
  /* Translators: the choice that leaves a hex with its grid's terrain */
  default_label = g_strdup_printf (_("As the Grid (%s)"), grid_terrain != NULL ? grid_terrain : "");
  gtk_string_list_splice (terrains, 0, 0, (const char *const[]) { default_label, NULL });
  gtk_string_list_splice (kinds, 0, 0, (const char *const[]) { _("None"), NULL });
  self->updating = TRUE;
  adw_combo_row_set_model (self->terrain_row, G_LIST_MODEL (terrains));
  adw_combo_row_set_model (self->side_row, G_LIST_MODEL (kinds));
  self->updating = FALSE;
}

/* ---- selection ----------------------------------------------------------------------------------- */

void
bh_hex_editor_select (BhHexEditor *self, int col, int row, int dir)
{
  int cols, rows;

  g_return_if_fail (BH_IS_HEX_EDITOR (self));
  grid_size (self, &cols, &rows);
  if (col < 1 || row < 1 || col > cols || row > rows)
    col = row = 0, dir = -1;
  self->col = col;
  self->row = row;
  self->dir = dir >= 0 && dir <= 5 ? dir : -1;
  update_inspector (self);
  gtk_widget_queue_draw (self->area);
}

void
bh_hex_editor_get_selection (BhHexEditor *self, int *col, int *row, int *dir)
{
  *col = self->col;
  *row = self->row;
  *dir = self->dir;
}

void
bh_hex_editor_click (BhHexEditor *self, double x, double y)
{
  double ox, oy, r = layout (self, &ox, &oy), best = G_MAXDOUBLE;
  int cols, rows, best_col = 0, best_row = 0, dir = -1;

  grid_size (self, &cols, &rows);
  for (int c = 1; c <= cols; c++)
    for (int w = 1; w <= rows; w++)
      {
        double hx, hy, d;

        bh_hex_editor_hex_point (self, c, w, &hx, &hy);
        d = hypot (hx - x, hy - y);
        if (d < best)
          {
            best = d;
            best_col = c;
            best_row = w;
          }
      }
  if (best > r)
    {
      bh_hex_editor_select (self, 0, 0, -1);
      return;
    }
  /* Near the rim: the side the point is closest to. */
  if (best > 0.55 * r)
    {
      double hx, hy, angle;

      bh_hex_editor_hex_point (self, best_col, best_row, &hx, &hy);
      angle = atan2 (y - hy, x - hx) * 180 / G_PI - (is_flat (self) ? 270 : 300);
      dir = ((int) lround (angle / 60) % 6 + 6) % 6;
    }
  bh_hex_editor_select (self, best_col, best_row, dir);
}

static void
pressed (GtkGestureClick *gesture, int n_press, double x, double y, BhHexEditor *self)
{
  bh_hex_editor_click (self, x, y);
}

/* ---- document ------------------------------------------------------------------------------------- */

static void
on_document_changed (BhDocument *document, gboolean structure, BhHexEditor *self)
{
  if (!bh_xml_is_attached (self->grid))
    {
      gtk_window_close (GTK_WINDOW (self));
      return;
    }
  if (bh_document_change_touches (document, BH_FILE_GAME))
    fill_terrains (self);
  if (bh_document_change_touches (document, BH_FILE_BOARD) || bh_document_change_touches (document, BH_FILE_GAME))
    {
      bh_hex_editor_select (self, self->col, self->row, self->dir);
    }
}

xmlNode *
bh_hex_editor_get_grid (BhHexEditor *self)
{
  return self->grid;
}

static void
bh_hex_editor_dispose (GObject *object)
{
  BhHexEditor *self = BH_HEX_EDITOR (object);

  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (bh_hex_editor_parent_class)->dispose (object);
}

static void
bh_hex_editor_finalize (GObject *object)
{
  BhHexEditor *self = BH_HEX_EDITOR (object);

  g_ptr_array_unref (self->terrain_ids);
  g_hash_table_unref (self->terrain_colours);
  G_OBJECT_CLASS (bh_hex_editor_parent_class)->finalize (object);
}

static void
bh_hex_editor_class_init (BhHexEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bh_hex_editor_dispose;
  object_class->finalize = bh_hex_editor_finalize;
}

static void
bh_hex_editor_init (BhHexEditor *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *paned = gtk_paned_new (GTK_ORIENTATION_HORIZONTAL);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *row = adw_action_row_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  self->terrain_ids = g_ptr_array_new_with_free_func (g_free);
  self->terrain_colours = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->dir = -1;

  gtk_window_set_default_size (GTK_WINDOW (self), 1200, 760);
  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Hexes"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  gtk_box_append (GTK_BOX (box), header);

  self->area = gtk_drawing_area_new ();
  gtk_widget_set_hexpand (self->area, TRUE);
  gtk_widget_set_vexpand (self->area, TRUE);
  gtk_widget_set_size_request (self->area, 400, 300);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->area), draw, self, NULL);
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed), self);
  gtk_widget_add_controller (self->area, GTK_EVENT_CONTROLLER (click));
  gtk_paned_set_start_child (GTK_PANED (paned), self->area);
  gtk_paned_set_resize_start_child (GTK_PANED (paned), TRUE);
  gtk_paned_set_shrink_start_child (GTK_PANED (paned), FALSE);

  self->hex_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_description (self->hex_group,
                                         _("Click a hex to edit it, near one of its sides to edit that hexside"));
  self->terrain_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->terrain_row), _("Terrain"));
  g_signal_connect_swapped (self->terrain_row, "notify::selected", G_CALLBACK (terrain_selected), self);
  adw_preferences_group_add (self->hex_group, GTK_WIDGET (self->terrain_row));
  self->elevation = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (-9, 99, 1));
  gtk_widget_set_valign (GTK_WIDGET (self->elevation), GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->elevation, "value-changed", G_CALLBACK (elevation_changed), self);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Elevation"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (self->elevation));
  adw_preferences_group_add (self->hex_group, row);
  self->label_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->label_row), _("Set-up Label"));
  adw_entry_row_set_show_apply_button (self->label_row, TRUE);
  g_signal_connect_swapped (self->label_row, "apply", G_CALLBACK (label_applied), self);
  adw_preferences_group_add (self->hex_group, GTK_WIDGET (self->label_row));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->hex_group);

  self->side_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  adw_preferences_group_set_title (self->side_group, _("Hexside"));
  self->side_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->side_row), _("Kind"));
  g_signal_connect_swapped (self->side_row, "notify::selected", G_CALLBACK (side_selected), self);
  adw_preferences_group_add (self->side_group, GTK_WIDGET (self->side_row));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), self->side_group);
  gtk_widget_set_size_request (page, 340, -1);
  gtk_paned_set_end_child (GTK_PANED (paned), page);
  gtk_paned_set_resize_end_child (GTK_PANED (paned), FALSE);
  gtk_paned_set_shrink_end_child (GTK_PANED (paned), FALSE);
  gtk_widget_set_vexpand (paned, TRUE);
  gtk_box_append (GTK_BOX (box), paned);
  adw_window_set_content (ADW_WINDOW (self), box);
}

BhHexEditor *
bh_hex_editor_new (BhDocument *document, xmlNode *grid)
{
  BhHexEditor *self = g_object_new (BH_TYPE_HEX_EDITOR, NULL);
  g_autofree char *name = bh_xml_dup_child_text (grid, "name");

  self->document = g_object_ref (document);
  self->grid = grid;
  self->changed_id = g_signal_connect (document, "changed", G_CALLBACK (on_document_changed), self);
  fill_terrains (self);
  bh_hex_editor_select (self, 0, 0, -1);
  return self;
}
