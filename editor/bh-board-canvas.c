/* bh-board-canvas.c — the editor's board: drawing and direct manipulation. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#include "bh-board-canvas.h"
#include "bh-board-model.h"
#include "bh-board-painter.h"
#include "bh-counter-model.h"
#include "bh-counter-painter.h"
#include "bh-map-style.h"
#include "bh-board-shape.h"
#include "bh-xml-edit.h"

#define HIT_TOLERANCE_PX 4.0
#define GUIDE_SNAP_PX    7.0
#define DRAG_THRESHOLD   3.0

static const GdkRGBA selection_colour = { 0.208, 0.518, 0.894, 1 };   /* GNOME blue */
static const GdkRGBA table_colour     = { 0.878, 0.867, 0.835, 1 };

typedef enum {
  DRAG_NONE,
  DRAG_MOVE,
  DRAG_RUBBER,
  DRAG_CONNECT,
  DRAG_PAN,
  DRAG_ADD,
  DRAG_CLICK,
  DRAG_VERTEX,
} DragMode;

typedef struct {
  xmlNode *node;
  double x0, y0;
} MoveStart;

struct _BhBoardCanvas
{
  GtkWidget parent_instance;

  BhDocument *document;
  gulong changed_id;
  xmlDoc *scenario;
  BhViewport *viewport;
  BhCanvasTool tool;
  double grid;
  gboolean show_geography;
  gboolean show_labels;
  gboolean fit_pending;
  gboolean auto_fit;          /* keep the board whole until the user pans or zooms */
  gboolean fitting;
  gboolean stale;             /* the document changed while hidden */
  GdkTexture *static_texture;
  struct {
    int width, height, scale;
    double zoom, cx, cy;
    guint generation, rebuilds;
    gboolean geography;
  } static_key;

  BhBoardModel *model;   /* rebuilt after every change */

  GPtrArray *selection;  /* xmlNode* */

  /* interaction */
  DragMode drag;
  double drag_x, drag_y;       /* widget point where the drag began */
  double drag_dx, drag_dy;     /* its offset now */
  int drag_space;              /* grabbed space */
  gboolean drag_shift;
  GArray *move_starts;         /* MoveStart */
  double guide_x, guide_y;     /* alignment guides shown, NAN when none */
  double pan_x0, pan_y0;
  int hover_space;
  int drop_space;
  double pointer_x, pointer_y;
  GtkEventController *stack_source;
  double zoom_begin;

  /* reshaping an area: the vertex grabbed (or the edge, to add one) */
  xmlNode *vertex_outline;
  guint vertex_index;
  gboolean vertex_insert;
  gboolean vertex_delete;
};

G_DEFINE_FINAL_TYPE (BhBoardCanvas, bh_board_canvas, GTK_TYPE_WIDGET)

enum {
  SELECTION_CHANGED,
  ADD_SPACE,
  CONNECT_SPACES,
  DELETE_SELECTION,
  UNIT_DROPPED,
  TOOL_RESET,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
prune_selection (BhBoardCanvas *self)
{
  gboolean changed = FALSE;

  for (guint i = self->selection->len; i > 0; i--)
    if (!bh_xml_is_attached (g_ptr_array_index (self->selection, i - 1)))
      {
        g_ptr_array_remove_index (self->selection, i - 1);
        changed = TRUE;
      }
  return changed;
}

static void
on_document_changed (BhDocument *document, gboolean structure, BhBoardCanvas *self)
{
  /* Only what it draws: the board and its vocabularies, and in scenario
   * mode the scenario and its counters. */
  if (!bh_document_change_touches (document, BH_FILE_BOARD) && !bh_document_change_touches (document, BH_FILE_GAME) &&
      (self->scenario == NULL || (!bh_document_change_touches_doc (document, self->scenario) &&
                                  !bh_document_change_touches (document, BH_FILE_COUNTERS))))
    return;
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  bh_board_model_rebuild (self->model, self->document, self->scenario);
  if (prune_selection (self))
    g_signal_emit (self, signals[SELECTION_CHANGED], 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bh_board_canvas_project (BhBoardCanvas *self, double lat, double lon, double *x, double *y)
{
  bh_board_model_project (self->model, lat, lon, x, y);
}

void
bh_board_canvas_unproject (BhBoardCanvas *self, double x, double y, double *lat, double *lon)
{
  bh_board_model_unproject (self->model, x, y, lat, lon);
}

/* ---- geometry --------------------------------------------------------------------- */

void
bh_board_canvas_board_to_widget (BhBoardCanvas *self, double bx, double by, double *wx, double *wy)
{
  bh_viewport_board_to_widget (self->viewport, gtk_widget_get_width (GTK_WIDGET (self)),
                               gtk_widget_get_height (GTK_WIDGET (self)), bx, by, wx, wy);
}

void
bh_board_canvas_widget_to_board (BhBoardCanvas *self, double wx, double wy, double *bx, double *by)
{
  bh_viewport_widget_to_board (self->viewport, gtk_widget_get_width (GTK_WIDGET (self)),
                               gtk_widget_get_height (GTK_WIDGET (self)), wx, wy, bx, by);
}

static double
zoom (BhBoardCanvas *self)
{
  return bh_viewport_get_zoom (self->viewport);
}

/* Point spaces first (they sit on top of areas), then areas. */
static int
space_index_at (BhBoardCanvas *self, double wx, double wy)
{
  double bx, by, tolerance = HIT_TOLERANCE_PX / zoom (self);
  double radius = MAX (BH_MAP_SPACE_RADIUS, 7.0 / zoom (self));

  bh_board_canvas_widget_to_board (self, wx, wy, &bx, &by);
  return bh_board_model_space_at (self->model, bx, by, radius + tolerance, 10 / zoom (self));
}

xmlNode *
bh_board_canvas_space_at (BhBoardCanvas *self, double wx, double wy)
{
  int index = space_index_at (self, wx, wy);

  return index >= 0 ? g_array_index (self->model->spaces, BhBoardSpace, index).node : NULL;
}

static int
connection_at (BhBoardCanvas *self, double wx, double wy)
{
  double bx, by;

  bh_board_canvas_widget_to_board (self, wx, wy, &bx, &by);
  return bh_board_model_connection_at (self->model, bx, by, 5.0 / zoom (self));
}

gboolean
bh_board_canvas_get_space_position (BhBoardCanvas *self, xmlNode *node, double *x, double *y)
{
  for (guint i = 0; i < self->model->spaces->len; i++)
    {
      const BhBoardSpace *space = &g_array_index (self->model->spaces, BhBoardSpace, i);

      if (space->node == node)
        {
          *x = space->x;
          *y = space->y;
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
is_selected (BhBoardCanvas *self, xmlNode *node)
{
  return g_ptr_array_find (self->selection, node, NULL);
}

/* ---- area outlines ---------------------------------------------------------------------------- */

#define VERTEX_GRAB_PX 7.0
#define EDGE_GRAB_PX   5.0

/* The one area selected, whose outline shows its vertices; or NULL. */
static xmlNode *
reshaped_area (BhBoardCanvas *self)
{
  xmlNode *node;

  if (self->document == NULL || self->scenario != NULL || self->tool != BH_CANVAS_TOOL_SELECT
      || self->selection->len != 1)
    return NULL;
  node = g_ptr_array_index (self->selection, 0);
  if (!bh_xml_node_is (node, "space") || !bh_xml_is_attached (node) || bh_xml_first (node, "outline") == NULL)
    return NULL;
  return node;
}

/* The vertices of `outline` in widget coordinates (2 doubles each). */
static GArray *
outline_widget_points (BhBoardCanvas *self, xmlNode *outline)
{
  g_autoptr(GArray) lonlat = bh_shape_outline_points (outline);
  GArray *points = g_array_sized_new (FALSE, FALSE, sizeof (double), lonlat->len);

  for (guint i = 0; i + 1 < lonlat->len; i += 2)
    {
      double bx, by, wx, wy;

      bh_board_model_project (self->model, g_array_index (lonlat, double, i + 1), g_array_index (lonlat, double, i),
                              &bx, &by);
      bh_board_canvas_board_to_widget (self, bx, by, &wx, &wy);
      g_array_append_val (points, wx);
      g_array_append_val (points, wy);
    }
  return points;
}

/* The vertex (or, with `edge`, the edge from that vertex) of the reshaped
 * area under widget point (x, y). */
static gboolean
outline_hit (BhBoardCanvas *self, double x, double y, gboolean edge, xmlNode **outline, guint *index)
{
  xmlNode *area = reshaped_area (self);

  if (area == NULL)
    return FALSE;
  BH_XML_FOREACH (child, area)
    {
      g_autoptr(GArray) points = NULL;
      guint n;

      if (!bh_xml_node_is (child, "outline"))
        continue;
      points = outline_widget_points (self, child);
      n = points->len / 2;
      for (guint i = 0; i < n; i++)
        {
          double ax = g_array_index (points, double, 2 * i), ay = g_array_index (points, double, 2 * i + 1);

          if (!edge && hypot (ax - x, ay - y) <= VERTEX_GRAB_PX)
            {
              *outline = child;
              *index = i;
              return TRUE;
            }
          if (edge && i + 1 < n)
            {
              double bx = g_array_index (points, double, 2 * i + 2), by = g_array_index (points, double, 2 * i + 3);
              double dx = bx - ax, dy = by - ay, len2 = dx * dx + dy * dy;
              double t = len2 > 0 ? CLAMP (((x - ax) * dx + (y - ay) * dy) / len2, 0, 1) : 0;

              if (hypot (ax + t * dx - x, ay + t * dy - y) <= EDGE_GRAB_PX)
                {
                  *outline = child;
                  *index = i;
                  return TRUE;
                }
            }
        }
    }
  return FALSE;
}

static void
draw_outline_handles (BhBoardCanvas *self, cairo_t *cr)
{
  xmlNode *area = reshaped_area (self);
  gboolean moving = self->drag == DRAG_VERTEX && hypot (self->drag_dx, self->drag_dy) >= DRAG_THRESHOLD;

  if (area == NULL)
    return;
  BH_XML_FOREACH (child, area)
    {
      g_autoptr(GArray) points = NULL;
      guint n;

      if (!bh_xml_node_is (child, "outline"))
        continue;
      points = outline_widget_points (self, child);
      n = points->len / 2;
      if (moving && child == self->vertex_outline && self->vertex_index < n)
        {
          /* Where the edges go: from the neighbours to the pointer. */
          double px = self->drag_x + self->drag_dx, py = self->drag_y + self->drag_dy;
          double dash[2] = { 4, 3 };
          guint i = self->vertex_index;
          guint prev = self->vertex_insert ? i : (i > 0 ? i - 1 : (n > 1 ? n - 2 : 0));
          guint next = self->vertex_insert ? MIN (i + 1, n - 1) : (i + 1 < n ? i + 1 : (n > 1 ? 1 : 0));

          cairo_set_dash (cr, dash, 2, 0);
          cairo_set_line_width (cr, 1.5);
          cairo_set_source_rgba (cr, 0.86, 0.2, 0.55, 0.9);
          cairo_move_to (cr, g_array_index (points, double, 2 * prev), g_array_index (points, double, 2 * prev + 1));
          cairo_line_to (cr, px, py);
          cairo_line_to (cr, g_array_index (points, double, 2 * next), g_array_index (points, double, 2 * next + 1));
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
          cairo_rectangle (cr, px - 4, py - 4, 8, 8);
          cairo_fill (cr);
        }
      for (guint i = 0; i < n; i++)
        {
          double x = round (g_array_index (points, double, 2 * i)), y = round (g_array_index (points, double, 2 * i + 1));

          cairo_rectangle (cr, x - 3.5, y - 3.5, 7, 7);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_fill_preserve (cr);
          gdk_cairo_set_source_rgba (cr, &selection_colour);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
        }
    }
}

/* Moves, adds or deletes the grabbed vertex as one edit. */
static void
reshape (BhBoardCanvas *self, gboolean moved)
{
  BhEditCommand *command = NULL;
  const char *label = NULL;

  if (self->vertex_outline == NULL || !bh_xml_is_attached (self->vertex_outline))
    return;
  if (moved)
    {
      double bx, by, lat, lon;

      bh_board_canvas_widget_to_board (self, self->drag_x + self->drag_dx, self->drag_y + self->drag_dy, &bx, &by);
      bh_board_model_unproject (self->model, bx, by, &lat, &lon);
      if (self->vertex_insert)
        {
          command = bh_shape_insert_vertex (self->vertex_outline, self->vertex_index, lon, lat);
          label = _("Add Vertex");
        }
      else
        {
          command = bh_shape_move_vertex (self->vertex_outline, self->vertex_index, lon, lat);
          label = _("Move Vertex");
        }
    }
  else if (self->vertex_delete)
    {
      command = bh_shape_delete_vertex (self->vertex_outline, self->vertex_index);
      label = _("Delete Vertex");
    }
  if (command != NULL)
    bh_document_perform (self->document, command, label);
  else if (!moved && self->vertex_delete)
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
draw_overlays (BhBoardCanvas *self, cairo_t *cr, int width, int height)
{
  draw_outline_handles (self, cr);
  if (self->drag == DRAG_RUBBER)
    {
      double x = MIN (self->drag_x, self->drag_x + self->drag_dx);
      double y = MIN (self->drag_y, self->drag_y + self->drag_dy);

      cairo_rectangle (cr, x + 0.5, y + 0.5, fabs (self->drag_dx), fabs (self->drag_dy));
      cairo_set_source_rgba (cr, selection_colour.red, selection_colour.green, selection_colour.blue, 0.15);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, &selection_colour);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
  if (self->drag == DRAG_CONNECT && self->drag_space >= 0)
    {
      const BhBoardSpace *a = &g_array_index (self->model->spaces, BhBoardSpace, self->drag_space);
      double ax, ay;
      double dash[2] = { 6, 4 };

      bh_board_canvas_board_to_widget (self, a->x, a->y, &ax, &ay);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, self->drag_x + self->drag_dx, self->drag_y + self->drag_dy);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_width (cr, 2.5);
      gdk_cairo_set_source_rgba (cr, &selection_colour);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  if (self->drag == DRAG_MOVE)
    {
      double dash[2] = { 4, 4 };
      double wx, wy;

      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_width (cr, 1);
      cairo_set_source_rgba (cr, 0.86, 0.2, 0.55, 0.9);
      if (!isnan (self->guide_x))
        {
          bh_board_canvas_board_to_widget (self, self->guide_x, 0, &wx, &wy);
          cairo_move_to (cr, round (wx) + 0.5, 0);
          cairo_line_to (cr, round (wx) + 0.5, height);
          cairo_stroke (cr);
        }
      if (!isnan (self->guide_y))
        {
          bh_board_canvas_board_to_widget (self, 0, self->guide_y, &wx, &wy);
          cairo_move_to (cr, 0, round (wy) + 0.5);
          cairo_line_to (cr, width, round (wy) + 0.5);
          cairo_stroke (cr);
        }
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

static void
paint_state (BhBoardCanvas *self, BhBoardPaint *paint, int width, int height)
{
  paint->model = self->model;
  paint->selection = self->selection;
  paint->hover_space = self->hover_space;
  paint->drop_space = self->drop_space;
  paint->show_labels = self->show_labels;
  paint->viewport = self->viewport;
  paint->width = width;
  paint->height = height;
  paint->widget = GTK_WIDGET (self);
}

static void
static_surface_free (gpointer data)
{
  cairo_surface_destroy (data);
}

/* What does not move while spaces are dragged: the table, the board's
 * sheet, the geography and the areas.  Drawn once per view and edit. */
static GdkTexture *
static_layer (BhBoardCanvas *self, int width, int height)
{
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  double z = zoom (self), px = 1 / z;
  double cx = bh_viewport_get_center_x (self->viewport), cy = bh_viewport_get_center_y (self->viewport);
  guint generation = bh_document_get_generation (self->document);
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr(GBytes) bytes = NULL;

  if (self->static_texture != NULL && self->static_key.width == width && self->static_key.height == height &&
      self->static_key.scale == scale && self->static_key.zoom == z && self->static_key.cx == cx &&
      self->static_key.cy == cy && self->static_key.generation == generation &&
      self->static_key.geography == self->show_geography && self->static_key.rebuilds == self->model->rebuilds)
    return self->static_texture;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  gdk_cairo_set_source_rgba (cr, &table_colour);
  cairo_paint (cr);
  cairo_translate (cr, width / 2.0, height / 2.0);
  cairo_scale (cr, z, z);
  cairo_translate (cr, -cx, -cy);
  {
    BhBoardPaint paint;

    paint_state (self, &paint, width, height);
    bh_board_painter_sheet (&paint, cr, px, self->show_geography);
  }
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * height * scale,
                                      static_surface_free, surface);
  g_clear_object (&self->static_texture);
  self->static_texture = gdk_memory_texture_new (width * scale, height * scale, GDK_MEMORY_DEFAULT, bytes,
                                                 cairo_image_surface_get_stride (surface));
  self->static_key.width = width;
  self->static_key.height = height;
  self->static_key.scale = scale;
  self->static_key.zoom = z;
  self->static_key.cx = cx;
  self->static_key.cy = cy;
  self->static_key.generation = generation;
  self->static_key.geography = self->show_geography;
  self->static_key.rebuilds = self->model->rebuilds;
  return self->static_texture;
}

static void
bh_board_canvas_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  BhBoardCanvas *self = BH_BOARD_CANVAS (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  double z = zoom (self), px = 1 / z;
  BhBoardPaint paint;
  cairo_t *cr;

  if (self->fit_pending && width > 0 && height > 0)
    {
      self->fit_pending = FALSE;
      self->fitting = TRUE;
      bh_viewport_fit (self->viewport, self->model->x0, self->model->y0, self->model->x1, self->model->y1, width, height, 24);
      self->fitting = FALSE;
      z = zoom (self);
      px = 1 / z;
    }

  if (self->document == NULL || width <= 0 || height <= 0)
    {
      gtk_snapshot_append_color (snapshot, &table_colour, &GRAPHENE_RECT_INIT (0, 0, width, height));
      return;
    }
  gtk_snapshot_append_texture (snapshot, static_layer (self, width, height),
                               &GRAPHENE_RECT_INIT (0, 0, width, height));

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_save (cr);
  cairo_translate (cr, width / 2.0, height / 2.0);
  cairo_scale (cr, z, z);
  cairo_translate (cr, -bh_viewport_get_center_x (self->viewport), -bh_viewport_get_center_y (self->viewport));
  paint_state (self, &paint, width, height);
  bh_board_painter_board (&paint, cr, px);
  cairo_restore (cr);

  bh_board_painter_labels (&paint, cr);
  if (self->scenario != NULL)
    bh_board_painter_stacks (&paint, cr);
  draw_overlays (self, cr, width, height);
  cairo_destroy (cr);
}

/* ---- selection ------------------------------------------------------------------------ */

static void
selection_changed (BhBoardCanvas *self)
{
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

GPtrArray *
bh_board_canvas_get_selection (BhBoardCanvas *self)
{
  return self->selection;
}

void
bh_board_canvas_select (BhBoardCanvas *self, xmlNode *node, gboolean add)
{
  if (!add)
    g_ptr_array_set_size (self->selection, 0);
  if (node != NULL && !is_selected (self, node))
    g_ptr_array_add (self->selection, node);
  selection_changed (self);
}

void
bh_board_canvas_clear_selection (BhBoardCanvas *self)
{
  if (self->selection->len == 0)
    return;
  g_ptr_array_set_size (self->selection, 0);
  selection_changed (self);
}

void
bh_board_canvas_select_all (BhBoardCanvas *self)
{
  g_ptr_array_set_size (self->selection, 0);
  for (guint i = 0; i < self->model->spaces->len; i++)
    g_ptr_array_add (self->selection, g_array_index (self->model->spaces, BhBoardSpace, i).node);
  selection_changed (self);
}

void
bh_board_canvas_reveal (BhBoardCanvas *self, xmlNode *node)
{
  double x, y;

  if (bh_xml_node_is (node, "connection"))
    {
      for (guint i = 0; i < self->model->connections->len; i++)
        {
          const BhBoardConnection *c = &g_array_index (self->model->connections, BhBoardConnection, i);

          if (c->node == node && c->a >= 0 && c->b >= 0)
            {
              const BhBoardSpace *a = &g_array_index (self->model->spaces, BhBoardSpace, c->a);
              const BhBoardSpace *b = &g_array_index (self->model->spaces, BhBoardSpace, c->b);

              bh_viewport_set (self->viewport, (a->x + b->x) / 2, (a->y + b->y) / 2, zoom (self));
            }
        }
      return;
    }
  if (bh_board_canvas_get_space_position (self, node, &x, &y))
    {
      double width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));
      double wx, wy;

      bh_board_canvas_board_to_widget (self, x, y, &wx, &wy);
      /* Only when it is out of sight or near the edge. */
      if (width <= 0 || wx < 60 || wy < 60 || wx > width - 60 || wy > height - 60)
        bh_viewport_set (self->viewport, x, y, zoom (self));
    }
}

/* ---- editing ------------------------------------------------------------------------------ */

static char *
coordinate (double value)
{
  return bh_xml_format_number (round (value * 10) / 10, 1);
}

static void
move_spaces (BhBoardCanvas *self, GArray *starts, double dx, double dy)
{
  g_autoptr(BhEditCommand) group = NULL;
  g_autofree char *label = NULL;

  if (starts->len == 0 || (dx == 0 && dy == 0))
    return;
  group = bh_edit_group (NULL);
  for (guint i = 0; i < starts->len; i++)
    {
      const MoveStart *start = &g_array_index (starts, MoveStart, i);
      g_autofree char *x = coordinate (start->x0 + dx);
      g_autofree char *y = coordinate (start->y0 + dy);

      bh_edit_group_add (group, bh_edit_set_attr (start->node, "x", x));
      bh_edit_group_add (group, bh_edit_set_attr (start->node, "y", y));
    }
  label = starts->len == 1 ? g_strdup (_("Move Space"))
                           : g_strdup_printf (ngettext ("Move %u Space", "Move %u Spaces", starts->len), starts->len);
  bh_document_perform (self->document, g_steal_pointer (&group), label);
}

static void
collect_move_starts (BhBoardCanvas *self, GArray *starts)
{
  g_array_set_size (starts, 0);
  for (guint i = 0; i < self->model->spaces->len; i++)
    {
      const BhBoardSpace *space = &g_array_index (self->model->spaces, BhBoardSpace, i);

      if (is_selected (self, space->node))
        {
          MoveStart start = { space->node, space->x, space->y };

          g_array_append_val (starts, start);
        }
    }
}

void
bh_board_canvas_move_selection (BhBoardCanvas *self, double dx, double dy)
{
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (MoveStart));

  collect_move_starts (self, starts);
  move_spaces (self, starts, dx, dy);
}

static gint
compare_by_x (gconstpointer a, gconstpointer b)
{
  double d = ((const MoveStart *) a)->x0 - ((const MoveStart *) b)->x0;

  return d < 0 ? -1 : d > 0;
}

static gint
compare_by_y (gconstpointer a, gconstpointer b)
{
  double d = ((const MoveStart *) a)->y0 - ((const MoveStart *) b)->y0;

  return d < 0 ? -1 : d > 0;
}

void
bh_board_canvas_align_selection (BhBoardCanvas *self, const char *how)
{
  g_autoptr(GArray) starts = g_array_new (FALSE, FALSE, sizeof (MoveStart));
  g_autoptr(BhEditCommand) group = NULL;
  double min_x = G_MAXDOUBLE, max_x = -G_MAXDOUBLE, min_y = G_MAXDOUBLE, max_y = -G_MAXDOUBLE;
  gboolean horizontal = g_str_equal (how, "left") || g_str_equal (how, "center-x") ||
                        g_str_equal (how, "right") || g_str_equal (how, "distribute-x");
  guint changed = 0;

  collect_move_starts (self, starts);
  if (starts->len < 2)
    return;
  for (guint i = 0; i < starts->len; i++)
    {
      const MoveStart *s = &g_array_index (starts, MoveStart, i);

      min_x = MIN (min_x, s->x0);
      max_x = MAX (max_x, s->x0);
      min_y = MIN (min_y, s->y0);
      max_y = MAX (max_y, s->y0);
    }
  if (g_str_has_prefix (how, "distribute"))
    g_array_sort (starts, horizontal ? compare_by_x : compare_by_y);
  group = bh_edit_group (NULL);
  for (guint i = 0; i < starts->len; i++)
    {
      const MoveStart *s = &g_array_index (starts, MoveStart, i);
      double target;
      g_autofree char *value = NULL;

      if (g_str_equal (how, "left"))
        target = min_x;
      else if (g_str_equal (how, "right"))
        target = max_x;
      else if (g_str_equal (how, "center-x"))
        target = (min_x + max_x) / 2;
      else if (g_str_equal (how, "top"))
        target = min_y;
      else if (g_str_equal (how, "bottom"))
        target = max_y;
      else if (g_str_equal (how, "center-y"))
        target = (min_y + max_y) / 2;
      else if (g_str_equal (how, "distribute-x"))
        target = min_x + (max_x - min_x) * i / (starts->len - 1);
      else
        target = min_y + (max_y - min_y) * i / (starts->len - 1);
      if (fabs (target - (horizontal ? s->x0 : s->y0)) < 0.05)
        continue;
      value = coordinate (target);
      bh_edit_group_add (group, bh_edit_set_attr (s->node, horizontal ? "x" : "y", value));
      /* An explicit position needs both coordinates. */
      if (!bh_xml_has (s->node, horizontal ? "y" : "x"))
        {
          g_autofree char *other = coordinate (horizontal ? s->y0 : s->x0);

          bh_edit_group_add (group, bh_edit_set_attr (s->node, horizontal ? "y" : "x", other));
        }
      changed++;
    }
  if (changed > 0)
    bh_document_perform (self->document, g_steal_pointer (&group),
                         g_str_has_prefix (how, "distribute") ? _("Distribute Spaces") : _("Align Spaces"));
}

/* ---- gestures ---------------------------------------------------------------------------------- */

static double
snap_to_grid (BhBoardCanvas *self, double value)
{
  return self->grid > 0 ? round (value / self->grid) * self->grid : value;
}

/* The pointer's part: a press at (x, y) with `button` and modifiers
 * `state`; FALSE when there is nothing to do with it. */
static gboolean
press (BhBoardCanvas *self, guint button, GdkModifierType state, double x, double y)
{
  int space;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  self->drag_x = x;
  self->drag_y = y;
  self->drag_dx = self->drag_dy = 0;
  self->drag_shift = (state & (GDK_SHIFT_MASK | GDK_CONTROL_MASK)) != 0;
  self->guide_x = self->guide_y = NAN;
  if (self->document == NULL)
    return FALSE;
  if (button == GDK_BUTTON_MIDDLE || button == GDK_BUTTON_SECONDARY)
    {
      self->drag = DRAG_PAN;
      self->pan_x0 = bh_viewport_get_center_x (self->viewport);
      self->pan_y0 = bh_viewport_get_center_y (self->viewport);
      return TRUE;
    }
  space = space_index_at (self, x, y);
  self->drag_space = space;
  if (self->scenario != NULL)
    {
      /* Scenario mode: the board is not edited here; a press selects. */
      self->drag = DRAG_CLICK;
      return TRUE;
    }
  switch (self->tool)
    {
    case BH_CANVAS_TOOL_ADD_SPACE:
      self->drag = DRAG_ADD;
      break;
    case BH_CANVAS_TOOL_CONNECT:
      self->drag = space >= 0 ? DRAG_CONNECT : DRAG_PAN;
      self->pan_x0 = bh_viewport_get_center_x (self->viewport);
      self->pan_y0 = bh_viewport_get_center_y (self->viewport);
      break;
    case BH_CANVAS_TOOL_SELECT:
    default:
      /* The selected area's outline: grab a vertex (Ctrl-click deletes
       * it), or an edge to add one. */
      self->vertex_outline = NULL;
      if (outline_hit (self, x, y, FALSE, &self->vertex_outline, &self->vertex_index)
          || outline_hit (self, x, y, TRUE, &self->vertex_outline, &self->vertex_index))
        {
          self->vertex_insert = !outline_hit (self, x, y, FALSE, &self->vertex_outline, &self->vertex_index);
          self->vertex_delete = !self->vertex_insert && (state & GDK_CONTROL_MASK) != 0;
          self->drag = DRAG_VERTEX;
          break;
        }
      if (space >= 0)
        {
          xmlNode *node = g_array_index (self->model->spaces, BhBoardSpace, space).node;

          if (!is_selected (self, node))
            bh_board_canvas_select (self, node, self->drag_shift);
          self->drag = DRAG_MOVE;
          collect_move_starts (self, self->move_starts);
        }
      else
        self->drag = DRAG_RUBBER;
      break;
    }
  return TRUE;
}

static void
snap_move (BhBoardCanvas *self, double *dx, double *dy)
{
  const BhBoardSpace *grabbed;
  double x, y, best_x = GUIDE_SNAP_PX / zoom (self), best_y = best_x;

  self->guide_x = self->guide_y = NAN;
  if (self->drag_space < 0)
    return;
  grabbed = &g_array_index (self->model->spaces, BhBoardSpace, self->drag_space);
  /* Where the grabbed space started. */
  for (guint i = 0; i < self->move_starts->len; i++)
    {
      const MoveStart *s = &g_array_index (self->move_starts, MoveStart, i);

      if (s->node == grabbed->node)
        {
          x = s->x0 + *dx;
          y = s->y0 + *dy;
          /* Line up with a space that stays put, else the grid. */
          for (guint k = 0; k < self->model->spaces->len; k++)
            {
              const BhBoardSpace *other = &g_array_index (self->model->spaces, BhBoardSpace, k);

              if (is_selected (self, other->node) || other->shape == BH_SHAPE_AREA)
                continue;
              if (fabs (other->x - x) < best_x)
                {
                  best_x = fabs (other->x - x);
                  self->guide_x = other->x;
                }
              if (fabs (other->y - y) < best_y)
                {
                  best_y = fabs (other->y - y);
                  self->guide_y = other->y;
                }
            }
          *dx = (isnan (self->guide_x) ? snap_to_grid (self, x) : self->guide_x) - s->x0;
          *dy = (isnan (self->guide_y) ? snap_to_grid (self, y) : self->guide_y) - s->y0;
          return;
        }
    }
}

static void
drag_begin (GtkGestureDrag *gesture, double x, double y, BhBoardCanvas *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (gesture));

  if (!press (self, button, state, x, y))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
}

static void
motion_to (BhBoardCanvas *self, double offset_x, double offset_y)
{
  self->drag_dx = offset_x;
  self->drag_dy = offset_y;
  switch (self->drag)
    {
    case DRAG_PAN:
      bh_viewport_set (self->viewport, self->pan_x0 - offset_x / zoom (self), self->pan_y0 - offset_y / zoom (self),
                       zoom (self));
      break;
    case DRAG_MOVE:
      if (hypot (offset_x, offset_y) >= DRAG_THRESHOLD)
        {
          double dx = offset_x / zoom (self), dy = offset_y / zoom (self);

          snap_move (self, &dx, &dy);
          /* Show the spaces where they go; the edit comes on release. */
          for (guint i = 0; i < self->move_starts->len; i++)
            {
              const MoveStart *s = &g_array_index (self->move_starts, MoveStart, i);

              for (guint k = 0; k < self->model->spaces->len; k++)
                {
                  BhBoardSpace *space = &g_array_index (self->model->spaces, BhBoardSpace, k);

                  if (space->node == s->node)
                    {
                      space->x = s->x0 + dx;
                      space->y = s->y0 + dy;
                    }
                }
            }
        }
      break;
    case DRAG_CONNECT:
      self->hover_space = space_index_at (self, self->drag_x + offset_x, self->drag_y + offset_y);
      break;
    default:
      break;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
rubber_select (BhBoardCanvas *self)
{
  double ax, ay, bx, by;

  if (!self->drag_shift)
    g_ptr_array_set_size (self->selection, 0);
  bh_board_canvas_widget_to_board (self, MIN (self->drag_x, self->drag_x + self->drag_dx),
                                   MIN (self->drag_y, self->drag_y + self->drag_dy), &ax, &ay);
  bh_board_canvas_widget_to_board (self, MAX (self->drag_x, self->drag_x + self->drag_dx),
                                   MAX (self->drag_y, self->drag_y + self->drag_dy), &bx, &by);
  for (guint i = 0; i < self->model->spaces->len; i++)
    {
      const BhBoardSpace *space = &g_array_index (self->model->spaces, BhBoardSpace, i);

      if (space->x >= ax && space->x <= bx && space->y >= ay && space->y <= by && !is_selected (self, space->node))
        g_ptr_array_add (self->selection, space->node);
    }
  selection_changed (self);
}

static void
click (BhBoardCanvas *self, double x, double y)
{
  int space = space_index_at (self, x, y);
  xmlNode *node = NULL;

  if (space >= 0)
    node = g_array_index (self->model->spaces, BhBoardSpace, space).node;
  else if (self->scenario == NULL)
    {
      int connection = connection_at (self, x, y);

      if (connection >= 0)
        node = g_array_index (self->model->connections, BhBoardConnection, connection).node;
    }
  if (node != NULL && self->drag_shift && is_selected (self, node) && self->drag != DRAG_MOVE)
    {
      g_ptr_array_remove (self->selection, node);
      selection_changed (self);
    }
  else if (node != NULL)
    bh_board_canvas_select (self, node, self->drag_shift);
  else if (!self->drag_shift)
    bh_board_canvas_clear_selection (self);
}

static void
drag_update (GtkGestureDrag *gesture, double offset_x, double offset_y, BhBoardCanvas *self)
{
  motion_to (self, offset_x, offset_y);
}

static void
release (BhBoardCanvas *self, double offset_x, double offset_y)
{
  gboolean moved = hypot (offset_x, offset_y) >= DRAG_THRESHOLD;
  DragMode mode = self->drag;

  self->drag_dx = offset_x;
  self->drag_dy = offset_y;
  self->drag = DRAG_NONE;
  switch (mode)
    {
    case DRAG_MOVE:
      if (moved)
        {
          double dx = offset_x / zoom (self), dy = offset_y / zoom (self);

          self->drag = DRAG_MOVE;
          snap_move (self, &dx, &dy);
          self->drag = DRAG_NONE;
          move_spaces (self, self->move_starts, dx, dy);
        }
      else
        {
          /* A click on one of several selected spaces selects it alone. */
          self->drag = DRAG_MOVE;
          if (!self->drag_shift)
            bh_board_canvas_select (self, g_array_index (self->model->spaces, BhBoardSpace, self->drag_space).node, FALSE);
          self->drag = DRAG_NONE;
        }
      break;
    case DRAG_RUBBER:
      if (moved)
        rubber_select (self);
      else
        click (self, self->drag_x, self->drag_y);
      break;
    case DRAG_CLICK:
      click (self, self->drag_x, self->drag_y);
      break;
    case DRAG_VERTEX:
      if (moved || self->vertex_delete)
        reshape (self, moved);
      else if (self->vertex_insert)
        click (self, self->drag_x, self->drag_y);
      self->vertex_outline = NULL;
      break;
    case DRAG_ADD:
      if (!moved)
        {
          double bx, by;

          bh_board_canvas_widget_to_board (self, self->drag_x, self->drag_y, &bx, &by);
          g_signal_emit (self, signals[ADD_SPACE], 0, snap_to_grid (self, bx), snap_to_grid (self, by));
        }
      break;
    case DRAG_CONNECT:
      {
        int target = space_index_at (self, self->drag_x + offset_x, self->drag_y + offset_y);

        if (target >= 0 && target != self->drag_space)
          g_signal_emit (self, signals[CONNECT_SPACES], 0,
                         g_array_index (self->model->spaces, BhBoardSpace, self->drag_space).node,
                         g_array_index (self->model->spaces, BhBoardSpace, target).node);
        else if (!moved)
          click (self, self->drag_x, self->drag_y);
      }
      break;
    case DRAG_PAN:
      if (!moved && self->tool == BH_CANVAS_TOOL_CONNECT)
        click (self, self->drag_x, self->drag_y);
      break;
    case DRAG_NONE:
    default:
      break;
    }
  self->guide_x = self->guide_y = NAN;
  self->hover_space = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end (GtkGestureDrag *gesture, double offset_x, double offset_y, BhBoardCanvas *self)
{
  release (self, offset_x, offset_y);
}

void
bh_board_canvas_drag (BhBoardCanvas *self, guint button, GdkModifierType state, double x0, double y0, double x1,
                      double y1)
{
  if (!press (self, button, state, x0, y0))
    return;
  /* Halfway, then there, as a hand would. */
  motion_to (self, (x1 - x0) / 2, (y1 - y0) / 2);
  motion_to (self, x1 - x0, y1 - y0);
  release (self, x1 - x0, y1 - y0);
}

static void
drag_cancel (GtkGesture *gesture, GdkEventSequence *sequence, BhBoardCanvas *self)
{
  if (self->drag == DRAG_MOVE)
    bh_board_model_rebuild (self->model, self->document, self->scenario);
  self->drag = DRAG_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
scroll (GtkEventControllerScroll *controller, double dx, double dy, BhBoardCanvas *self)
{
  GdkScrollUnit unit = gtk_event_controller_scroll_get_unit (controller);
  GdkModifierType state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double x, y;

  /* A touchpad pans (zooms with Control); a wheel zooms. */
  if (unit == GDK_SCROLL_UNIT_SURFACE && !(state & GDK_CONTROL_MASK))
    {
      bh_viewport_pan (self->viewport, -dx, -dy);
      return TRUE;
    }
  /* Around the pointer, which the motion controller follows. */
  x = self->pointer_x;
  y = self->pointer_y;
  bh_viewport_zoom_around (self->viewport, pow (1.15, -dy), gtk_widget_get_width (GTK_WIDGET (self)),
                           gtk_widget_get_height (GTK_WIDGET (self)), x, y);
  return TRUE;
}

static void
zoom_begin (GtkGesture *gesture, GdkEventSequence *sequence, BhBoardCanvas *self)
{
  self->zoom_begin = zoom (self);
}

static void
zoom_changed (GtkGestureZoom *gesture, double scale, BhBoardCanvas *self)
{
  double cx, cy;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy);
  bh_viewport_zoom_around (self->viewport, self->zoom_begin * scale / zoom (self),
                           gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)),
                           cx, cy);
}

static void
motion (GtkEventControllerMotion *controller, double x, double y, BhBoardCanvas *self)
{
  int space = self->drag == DRAG_NONE ? space_index_at (self, x, y) : self->hover_space;

  self->pointer_x = x;
  self->pointer_y = y;

  if (space != self->hover_space)
    {
      self->hover_space = space;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
leave (GtkEventControllerMotion *controller, BhBoardCanvas *self)
{
  if (self->hover_space >= 0)
    {
      self->hover_space = -1;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static gboolean
key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
             BhBoardCanvas *self)
{
  double step = self->grid > 0 ? self->grid : 5;

  if (state & GDK_SHIFT_MASK)
    step *= 5;
  switch (keyval)
    {
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      if (self->selection->len > 0)
        g_signal_emit (self, signals[DELETE_SELECTION], 0);
      return TRUE;
    case GDK_KEY_Escape:
      if (self->drag != DRAG_NONE)
        {
          gtk_event_controller_reset (GTK_EVENT_CONTROLLER (controller));
          return TRUE;
        }
      /* Out of a tool first, then out of the selection. */
      if (self->tool != BH_CANVAS_TOOL_SELECT && self->scenario == NULL)
        {
          g_signal_emit (self, signals[TOOL_RESET], 0);
          return TRUE;
        }
      bh_board_canvas_clear_selection (self);
      return TRUE;
    case GDK_KEY_Left:
      bh_board_canvas_move_selection (self, -step, 0);
      return TRUE;
    case GDK_KEY_Right:
      bh_board_canvas_move_selection (self, step, 0);
      return TRUE;
    case GDK_KEY_Up:
      bh_board_canvas_move_selection (self, 0, -step);
      return TRUE;
    case GDK_KEY_Down:
      bh_board_canvas_move_selection (self, 0, step);
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
    case GDK_KEY_equal:
      bh_board_canvas_zoom_in (self);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      bh_board_canvas_zoom_out (self);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip)
{
  BhBoardCanvas *self = BH_BOARD_CANVAS (widget);
  int space = space_index_at (self, x, y);
  const BhBoardSpace *s;
  g_autoptr(GString) text = NULL;

  if (space < 0)
    return FALSE;
  s = &g_array_index (self->model->spaces, BhBoardSpace, space);
  text = g_string_new (NULL);
  g_string_append_printf (text, "<b>%s</b>\n<small>%s</small>", s->name ? s->name : "", s->id ? s->id : "");
  if (s->stack != NULL)
    for (guint i = 0; i < s->stack->len; i++)
      {
        const BhBoardStackItem *item = g_ptr_array_index (s->stack, i);
        g_autofree char *escaped = g_markup_escape_text (item->type->name ? item->type->name : item->type->id, -1);

        g_string_append_printf (text, "\n%d × %s", item->count, escaped);
      }
  gtk_tooltip_set_markup (tooltip, text->str);
  return TRUE;
}

/* ---- drag source and drop target (scenario mode) --------------------------------------------------- */

#define PLACE_PREFIX "bh-place:"

/* The <place> a payload names, if it is one of this scenario's. */
static xmlNode *
place_of (BhBoardCanvas *self, const char *pointer)
{
  gpointer wanted = NULL;

  if (sscanf (pointer, "%p", &wanted) != 1)
    return NULL;
  BH_XML_FOREACH (place, xmlDocGetRootElement (self->scenario))
    if ((gpointer) place == wanted && bh_xml_node_is (place, "place"))
      return place;
  return NULL;
}

static gboolean
move_place (BhBoardCanvas *self, const char *pointer, xmlNode *space)
{
  xmlNode *place = place_of (self, pointer);
  g_autofree char *at = bh_xml_get (space, "id");
  g_autofree char *old = bh_xml_get (place, "at");

  if (place == NULL || at == NULL || g_strcmp0 (at, old) == 0)
    return FALSE;
  bh_document_perform (self->document, bh_edit_set_attr (place, "at", at), _("Move Placement"));
  return TRUE;
}

gboolean
bh_board_canvas_move_placement (BhBoardCanvas *self, xmlNode *place, xmlNode *space)
{
  g_autofree char *pointer = g_strdup_printf ("%p", (gpointer) place);

  return self->scenario != NULL && move_place (self, pointer, space);
}

/* Dragging a stack takes its top placement along. */
static GdkContentProvider *
stack_drag_prepare (GtkDragSource *source, double x, double y, BhBoardCanvas *self)
{
  int space;
  const BhBoardSpace *s;
  const BhBoardStackItem *top;
  g_autofree char *payload = NULL;

  if (self->scenario == NULL || (space = space_index_at (self, x, y)) < 0)
    return NULL;
  s = &g_array_index (self->model->spaces, BhBoardSpace, space);
  if (s->stack == NULL || s->stack->len == 0)
    return NULL;
  top = g_ptr_array_index (s->stack, s->stack->len - 1);
  payload = g_strdup_printf (PLACE_PREFIX "%p", (gpointer) top->place);
  return gdk_content_provider_new_typed (G_TYPE_STRING, payload);
}

static void
stack_drag_begin (GtkDragSource *source, GdkDrag *drag, BhBoardCanvas *self)
{
  double x, y, size = CLAMP (BH_MAP_COUNTER_SIZE * zoom (self), BH_MAP_COUNTER_MIN_PX, 64);
  int space;
  const BhBoardSpace *s;
  const BhBoardStackItem *top;
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GBytes) bytes = NULL;
  int pixels = (int) ceil (size);

  gtk_gesture_get_point (GTK_GESTURE (source), NULL, &x, &y);
  if ((space = space_index_at (self, x, y)) < 0)
    return;
  s = &g_array_index (self->model->spaces, BhBoardSpace, space);
  if (s->stack == NULL || s->stack->len == 0)
    return;
  top = g_ptr_array_index (s->stack, s->stack->len - 1);
  /* The counter itself as the drag icon. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, pixels, pixels);
  cr = cairo_create (surface);
  bh_counter_painter_draw (cr, top->type, top->face, size, BH_COUNTER_PAINT_SHADOW);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * pixels);
  texture = gdk_memory_texture_new (pixels, pixels, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  gtk_drag_source_set_icon (source, GDK_PAINTABLE (texture), pixels / 2, pixels / 2);
}

/* ---- drop target (scenario mode) ------------------------------------------------------------------ */

static GdkDragAction
drop_motion (GtkDropTarget *target, double x, double y, BhBoardCanvas *self)
{
  int space = space_index_at (self, x, y);

  if (space != self->drop_space)
    {
      self->drop_space = space;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  if (space < 0)
    return 0;
  {
    const GValue *value = gtk_drop_target_get_value (target);

    if (value != NULL && G_VALUE_HOLDS_STRING (value) && g_value_get_string (value) != NULL &&
        g_str_has_prefix (g_value_get_string (value), PLACE_PREFIX))
      return GDK_ACTION_MOVE;
  }
  return GDK_ACTION_COPY;
}

static void
drop_leave (GtkDropTarget *target, BhBoardCanvas *self)
{
  self->drop_space = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
drop (GtkDropTarget *target, const GValue *value, double x, double y, BhBoardCanvas *self)
{
  int space = space_index_at (self, x, y);
  const char *payload = G_VALUE_HOLDS_STRING (value) ? g_value_get_string (value) : NULL;

  self->drop_space = -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (space < 0 || self->scenario == NULL || payload == NULL)
    return FALSE;
  if (g_str_has_prefix (payload, PLACE_PREFIX))
    return move_place (self, payload + strlen (PLACE_PREFIX), g_array_index (self->model->spaces, BhBoardSpace, space).node);
  if (!g_str_has_prefix (payload, BH_CANVAS_UNIT_PREFIX))
    return FALSE;
  g_signal_emit (self, signals[UNIT_DROPPED], 0, g_array_index (self->model->spaces, BhBoardSpace, space).node,
                 payload + strlen (BH_CANVAS_UNIT_PREFIX));
  return TRUE;
}

/* ---- public ------------------------------------------------------------------------------------------ */

void
bh_board_canvas_set_document (BhBoardCanvas *self, BhDocument *document)
{
  if (self->document == document)
    return;
  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_set_object (&self->document, document);
  bh_board_model_forget (self->model);
  g_ptr_array_set_size (self->selection, 0);
  self->scenario = NULL;
  if (document != NULL)
    self->changed_id = g_signal_connect (document, "changed", G_CALLBACK (on_document_changed), self);
  bh_board_model_rebuild (self->model, self->document, self->scenario);
  self->fit_pending = TRUE;
  self->auto_fit = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bh_board_canvas_set_scenario (BhBoardCanvas *self, xmlDoc *scenario)
{
  self->scenario = scenario;
  gtk_event_controller_set_propagation_phase (self->stack_source, scenario ? GTK_PHASE_BUBBLE : GTK_PHASE_NONE);
  bh_board_model_rebuild (self->model, self->document, self->scenario);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bh_board_canvas_set_tool (BhBoardCanvas *self, BhCanvasTool tool)
{
  self->tool = tool;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), tool == BH_CANVAS_TOOL_ADD_SPACE ? "crosshair"
                                                     : tool == BH_CANVAS_TOOL_CONNECT ? "cell" : NULL);
}

BhCanvasTool
bh_board_canvas_get_tool (BhBoardCanvas *self)
{
  return self->tool;
}

void
bh_board_canvas_set_grid (BhBoardCanvas *self, double grid)
{
  self->grid = MAX (grid, 0);
}

void
bh_board_canvas_set_show_geography (BhBoardCanvas *self, gboolean show)
{
  self->show_geography = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bh_board_canvas_set_show_labels (BhBoardCanvas *self, gboolean show)
{
  self->show_labels = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

BhViewport *
bh_board_canvas_get_viewport (BhBoardCanvas *self)
{
  return self->viewport;
}

void
bh_board_canvas_zoom_in (BhBoardCanvas *self)
{
  bh_viewport_zoom_around (self->viewport, 1.25, gtk_widget_get_width (GTK_WIDGET (self)),
                           gtk_widget_get_height (GTK_WIDGET (self)), gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
bh_board_canvas_zoom_out (BhBoardCanvas *self)
{
  bh_viewport_zoom_around (self->viewport, 1 / 1.25, gtk_widget_get_width (GTK_WIDGET (self)),
                           gtk_widget_get_height (GTK_WIDGET (self)), gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
                           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

void
bh_board_canvas_zoom_to_fit (BhBoardCanvas *self)
{
  self->fit_pending = TRUE;
  self->auto_fit = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_viewport_changed (BhViewport *viewport, BhBoardCanvas *self)
{
  if (!self->fitting)
    self->auto_fit = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
bh_board_canvas_map (GtkWidget *widget)
{
  BhBoardCanvas *self = BH_BOARD_CANVAS (widget);

  GTK_WIDGET_CLASS (bh_board_canvas_parent_class)->map (widget);
  if (self->stale)
    {
      self->stale = FALSE;
      bh_board_model_rebuild (self->model, self->document, self->scenario);
      if (prune_selection (self))
        g_signal_emit (self, signals[SELECTION_CHANGED], 0);
    }
}

static void
bh_board_canvas_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  BhBoardCanvas *self = BH_BOARD_CANVAS (widget);

  if ((self->fit_pending || self->auto_fit) && width > 0 && height > 0 && self->document != NULL)
    {
      self->fit_pending = FALSE;
      self->fitting = TRUE;
      bh_viewport_fit (self->viewport, self->model->x0, self->model->y0, self->model->x1, self->model->y1, width, height, 24);
      self->fitting = FALSE;
    }
}

static void
bh_board_canvas_dispose (GObject *object)
{
  BhBoardCanvas *self = BH_BOARD_CANVAS (object);

  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (bh_board_canvas_parent_class)->dispose (object);
}

static void
bh_board_canvas_finalize (GObject *object)
{
  BhBoardCanvas *self = BH_BOARD_CANVAS (object);

  g_clear_pointer (&self->model, bh_board_model_free);
  g_ptr_array_unref (self->selection);
  g_array_unref (self->move_starts);
  g_object_unref (self->viewport);
  g_clear_object (&self->static_texture);
  G_OBJECT_CLASS (bh_board_canvas_parent_class)->finalize (object);
}

static void
bh_board_canvas_class_init (BhBoardCanvasClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bh_board_canvas_dispose;
  object_class->finalize = bh_board_canvas_finalize;
  widget_class->snapshot = bh_board_canvas_snapshot;
  widget_class->size_allocate = bh_board_canvas_size_allocate;
  widget_class->map = bh_board_canvas_map;
  widget_class->query_tooltip = query_tooltip;

  signals[SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                             0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ADD_SPACE] = g_signal_new ("add-space", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                     NULL, G_TYPE_NONE, 2, G_TYPE_DOUBLE, G_TYPE_DOUBLE);
  signals[CONNECT_SPACES] = g_signal_new ("connect-spaces", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                          NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_POINTER);
  signals[DELETE_SELECTION] = g_signal_new ("delete-selection", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                            NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[TOOL_RESET] = g_signal_new ("tool-reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                      NULL, G_TYPE_NONE, 0);
  signals[UNIT_DROPPED] = g_signal_new ("unit-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                        NULL, NULL, G_TYPE_NONE, 2, G_TYPE_POINTER, G_TYPE_STRING);

  gtk_widget_class_set_css_name (widget_class, "board-canvas");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bh_board_canvas_init (BhBoardCanvas *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *pinch = gtk_gesture_zoom_new ();
  GtkEventController *wheel = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  GtkEventController *pointer = gtk_event_controller_motion_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY | GDK_ACTION_MOVE);
  GtkDragSource *source = gtk_drag_source_new ();

  self->viewport = bh_viewport_new ();
  bh_viewport_set_zoom_limits (self->viewport, 0.02, 8);
  g_signal_connect (self->viewport, "changed", G_CALLBACK (on_viewport_changed), self);
  self->model = bh_board_model_new ();
  self->selection = g_ptr_array_new ();
  self->move_starts = g_array_new (FALSE, FALSE, sizeof (MoveStart));
  self->show_geography = TRUE;
  self->show_labels = TRUE;
  self->hover_space = -1;
  self->drop_space = -1;
  self->guide_x = self->guide_y = NAN;

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (drag_cancel), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  g_signal_connect (pinch, "begin", G_CALLBACK (zoom_begin), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (zoom_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  g_signal_connect (wheel, "scroll", G_CALLBACK (scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), wheel);

  g_signal_connect (pointer, "motion", G_CALLBACK (motion), self);
  g_signal_connect (pointer, "leave", G_CALLBACK (leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), pointer);

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  /* Only the scenario's stacks are dragged. */
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (source), GTK_PHASE_NONE);
  self->stack_source = GTK_EVENT_CONTROLLER (source);
  gtk_drop_target_set_preload (target, TRUE);
  g_signal_connect (source, "prepare", G_CALLBACK (stack_drag_prepare), self);
  g_signal_connect (source, "drag-begin", G_CALLBACK (stack_drag_begin), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (source));

  g_signal_connect (target, "motion", G_CALLBACK (drop_motion), self);
  g_signal_connect (target, "enter", G_CALLBACK (drop_motion), self);
  g_signal_connect (target, "leave", G_CALLBACK (drop_leave), self);
  g_signal_connect (target, "drop", G_CALLBACK (drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (target));
}

GtkWidget *
bh_board_canvas_new (void)
{
  return g_object_new (BH_TYPE_BOARD_CANVAS, NULL);
}
