/* bh-board-canvas.c — the editor's board: drawing and direct manipulation. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#include "bh-board-canvas.h"
#include "bh-counter-model.h"
#include "bh-counter-painter.h"
#include "bh-map-style.h"
#include "bh-xml-edit.h"

#define HIT_TOLERANCE_PX 4.0
#define GUIDE_SNAP_PX    7.0
#define DRAG_THRESHOLD   3.0

static const GdkRGBA selection_colour = { 0.208, 0.518, 0.894, 1 };   /* GNOME blue */
static const GdkRGBA table_colour     = { 0.878, 0.867, 0.835, 1 };

typedef struct {
  const char *symbol;    /* interned */
  GdkRGBA colour;
} Badge;

typedef struct {
  xmlNode *node;
  char *id;
  char *name;
  double x, y;
  BhShape shape;
  gboolean water;
  gboolean owned;
  GdkRGBA fill, ring;
  GPtrArray *outlines;   /* GArray of BhPoint, board units */
  GArray *badges;        /* Badge */
  GPtrArray *stack;      /* StackItem, scenario mode */
  int pieces;
} Space;

typedef struct {
  xmlNode *node;
  int a, b;              /* space indices, -1 when dangling */
  GdkRGBA colour;
  BhLineStyle style;
  gboolean directed;
} Connection;

typedef struct {
  xmlNode *place;
  BhUnitType *type;      /* owned by unit_types */
  guint face;
  int count;
} StackItem;

typedef enum {
  DRAG_NONE,
  DRAG_MOVE,
  DRAG_RUBBER,
  DRAG_CONNECT,
  DRAG_PAN,
  DRAG_ADD,
  DRAG_CLICK,
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
  guint rebuilds;             /* counts rebuilds of the model */
  GdkTexture *static_texture;
  struct {
    int width, height, scale;
    double zoom, cx, cy;
    guint generation, rebuilds;
    gboolean geography;
  } static_key;

  /* the model, rebuilt after every change */
  double lat0, lon0, scale, coslat0;
  double x0, y0, x1, y1;
  GArray *spaces;        /* Space */
  GArray *connections;   /* Connection */
  GHashTable *space_index; /* id -> index + 1 */
  GPtrArray *geography;  /* GArray of BhPoint, projected, with kinds */
  GArray *geography_kinds;
  GHashTable *unit_types;  /* id -> BhUnitType */
  GHashTable *outlines;    /* <outline> -> CachedOutline */

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
};

G_DEFINE_FINAL_TYPE (BhBoardCanvas, bh_board_canvas, GTK_TYPE_WIDGET)

enum {
  SELECTION_CHANGED,
  ADD_SPACE,
  CONNECT_SPACES,
  DELETE_SELECTION,
  UNIT_DROPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- the model ----------------------------------------------------------------- */

static void
space_clear (Space *space)
{
  g_free (space->id);
  g_free (space->name);
  g_clear_pointer (&space->outlines, g_ptr_array_unref);
  g_clear_pointer (&space->badges, g_array_unref);
  g_clear_pointer (&space->stack, g_ptr_array_unref);
}

static void
colour_of (BhDocument *document, const char *side_or_nation, GdkRGBA *colour, const GdkRGBA *fallback)
{
  g_autofree char *spec = bh_counter_model_colour_of (document, side_or_nation);

  bh_colour_parse (spec, fallback, colour);
}

void
bh_board_canvas_project (BhBoardCanvas *self, double lat, double lon, double *x, double *y)
{
  *x = (lon - self->lon0) * self->coslat0 * self->scale;
  *y = (self->lat0 - lat) * self->scale;
}

void
bh_board_canvas_unproject (BhBoardCanvas *self, double x, double y, double *lat, double *lon)
{
  *lat = self->lat0 - y / self->scale;
  *lon = self->lon0 + x / (self->coslat0 * self->scale);
}

typedef struct {
  char *text;
  GArray *points;
} CachedOutline;

static void
cached_outline_free (CachedOutline *cached)
{
  g_free (cached->text);
  g_array_unref (cached->points);
  g_free (cached);
}

static GArray *
parse_outline (BhBoardCanvas *self, xmlNode *outline)
{
  g_autofree char *text = bh_xml_dup_text (outline);
  CachedOutline *cached = g_hash_table_lookup (self->outlines, outline);
  g_auto(GStrv) pairs = NULL;
  GArray *points;

  /* Area boards are mostly outlines, and outlines are not edited here:
   * each is read once. */
  if (cached != NULL && g_str_equal (cached->text, text))
    return g_array_ref (cached->points);
  pairs = g_strsplit_set (g_strstrip (text), " \t\n", -1);
  points = g_array_new (FALSE, FALSE, sizeof (BhPoint));

  for (guint k = 0; pairs[k]; k++)
    {
      BhPoint p;
      double lon, lat;
      char *end;

      if (!*pairs[k])
        continue;
      lon = g_ascii_strtod (pairs[k], &end);
      if (*end != ',')
        continue;
      lat = g_ascii_strtod (end + 1, NULL);
      bh_board_canvas_project (self, lat, lon, &p.x, &p.y);
      g_array_append_val (points, p);
    }
  cached = g_new0 (CachedOutline, 1);
  cached->text = g_steal_pointer (&text);
  cached->points = g_array_ref (points);
  g_hash_table_insert (self->outlines, outline, cached);
  return points;
}

static void
rebuild_geography (BhBoardCanvas *self)
{
  GPtrArray *paths = bh_document_get_geography (self->document);

  g_clear_pointer (&self->geography, g_ptr_array_unref);
  g_clear_pointer (&self->geography_kinds, g_array_unref);
  self->geography = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->geography_kinds = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < paths->len; i++)
    {
      const BhGeoPath *path = g_ptr_array_index (paths, i);
      GArray *points = g_array_sized_new (FALSE, FALSE, sizeof (BhPoint), path->points->len);
      int kind = path->kind;

      for (guint k = 0; k < path->points->len; k++)
        {
          const BhPoint *ll = &g_array_index (path->points, BhPoint, k);
          BhPoint p;

          bh_board_canvas_project (self, ll->y, ll->x, &p.x, &p.y);
          g_array_append_val (points, p);
        }
      g_ptr_array_add (self->geography, points);
      g_array_append_val (self->geography_kinds, kind);
    }
}

static void
read_projection (BhBoardCanvas *self)
{
  xmlNode *projection = bh_xml_first (bh_document_get_root (self->document, BH_FILE_BOARD), "projection");
  double west, east, south, north, xs[2], ys[2];
  double old[4] = { self->lat0, self->lon0, self->scale, 0 };

  self->lat0 = bh_xml_get_double (projection, "lat0", 0);
  self->lon0 = bh_xml_get_double (projection, "lon0", 0);
  self->scale = MAX (bh_xml_get_double (projection, "scale", 100), 1e-6);
  self->coslat0 = cos (self->lat0 * G_PI / 180.0);
  west = bh_xml_get_double (projection, "west", -1);
  east = bh_xml_get_double (projection, "east", 1);
  south = bh_xml_get_double (projection, "south", -1);
  north = bh_xml_get_double (projection, "north", 1);
  bh_board_canvas_project (self, north, west, &xs[0], &ys[0]);
  bh_board_canvas_project (self, south, east, &xs[1], &ys[1]);
  self->x0 = MIN (xs[0], xs[1]);
  self->x1 = MAX (xs[0], xs[1]);
  self->y0 = MIN (ys[0], ys[1]);
  self->y1 = MAX (ys[0], ys[1]);
  if (self->geography == NULL || old[0] != self->lat0 || old[1] != self->lon0 || old[2] != self->scale)
    {
      rebuild_geography (self);
      g_hash_table_remove_all (self->outlines);
    }
}

static void
read_vocabulary (BhBoardCanvas *self, GHashTable *kinds, GHashTable *terrains, GHashTable *connection_kinds,
                 GHashTable *feature_kinds)
{
  xmlNode *game = bh_document_get_root (self->document, BH_FILE_GAME);

  BH_XML_FOREACH (section, game)
    BH_XML_FOREACH (item, section)
      {
        char *id = bh_xml_get (item, "id");

        if (id == NULL)
          continue;
        if (bh_xml_node_is (item, "space-kind"))
          g_hash_table_insert (kinds, id, item);
        else if (bh_xml_node_is (item, "terrain"))
          g_hash_table_insert (terrains, id, item);
        else if (bh_xml_node_is (item, "connection-kind"))
          g_hash_table_insert (connection_kinds, id, item);
        else if (bh_xml_node_is (item, "feature-kind"))
          g_hash_table_insert (feature_kinds, id, item);
        else
          g_free (id);
      }
}

static void
read_space (BhBoardCanvas *self, xmlNode *node, GHashTable *kinds, GHashTable *terrains,
            GHashTable *feature_kinds, Space *space)
{
  g_autofree char *kind_id = bh_xml_get (node, "kind");
  g_autofree char *terrain_id = bh_xml_get (node, "terrain");
  g_autofree char *owner = bh_xml_get (node, "owner");
  xmlNode *kind = kind_id ? g_hash_table_lookup (kinds, kind_id) : NULL;
  xmlNode *terrain = terrain_id ? g_hash_table_lookup (terrains, terrain_id) : NULL;
  g_autofree char *shape = bh_xml_get (kind, "shape");

  space->node = node;
  space->id = bh_xml_get (node, "id");
  space->name = bh_xml_dup_child_text (node, "name");
  space->shape = g_strcmp0 (shape, "square") == 0 ? BH_SHAPE_SQUARE
               : g_strcmp0 (shape, "area") == 0 ? BH_SHAPE_AREA
               : g_strcmp0 (shape, "hex") == 0 ? BH_SHAPE_HEX : BH_SHAPE_CIRCLE;
  space->water = bh_xml_get_bool (kind, "water", FALSE);
  if (bh_xml_has (node, "x") && bh_xml_has (node, "y"))
    {
      space->x = bh_xml_get_double (node, "x", 0);
      space->y = bh_xml_get_double (node, "y", 0);
    }
  else
    bh_board_canvas_project (self, bh_xml_get_double (node, "lat", self->lat0),
                             bh_xml_get_double (node, "lon", self->lon0), &space->x, &space->y);

  if (terrain != NULL)
    {
      g_autofree char *spec = bh_xml_get (terrain, "colour");

      bh_colour_parse (spec, space->water ? &bh_map_water_colour : &bh_map_space_colour, &space->fill);
    }
  else
    space->fill = space->water ? bh_map_water_colour : bh_map_space_colour;
  space->owned = owner != NULL;
  colour_of (self->document, owner, &space->ring, &bh_map_neutral_colour);

  space->badges = g_array_new (FALSE, FALSE, sizeof (Badge));
  BH_XML_FOREACH (child, node)
    {
      if (bh_xml_node_is (child, "outline"))
        {
          if (space->outlines == NULL)
            space->outlines = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
          g_ptr_array_add (space->outlines, parse_outline (self, child));
        }
      else if (bh_xml_node_is (child, "feature"))
        {
          g_autofree char *fk = bh_xml_get (child, "kind");
          g_autofree char *nation = bh_xml_get (child, "nation");
          g_autofree char *side = bh_xml_get (child, "side");
          xmlNode *feature_kind = fk ? g_hash_table_lookup (feature_kinds, fk) : NULL;
          g_autofree char *symbol = bh_xml_get (feature_kind, "symbol");
          Badge badge;

          if (symbol == NULL || g_str_equal (symbol, "none"))
            continue;
          badge.symbol = g_intern_string (symbol);
          colour_of (self->document, nation ? nation : side, &badge.colour, &bh_map_neutral_colour);
          g_array_append_val (space->badges, badge);
        }
    }
}

static int
find_space (BhBoardCanvas *self, const char *id)
{
  return id ? GPOINTER_TO_INT (g_hash_table_lookup (self->space_index, id)) - 1 : -1;
}

static void
read_stacks (BhBoardCanvas *self)
{
  xmlNode *root;

  g_hash_table_remove_all (self->unit_types);
  if (self->scenario == NULL)
    return;
  root = xmlDocGetRootElement (self->scenario);
  BH_XML_FOREACH (place, root)
    {
      g_autofree char *unit = NULL;
      g_autofree char *at = NULL;
      g_autofree char *face = NULL;
      BhUnitType *type;
      StackItem *item;
      Space *space;
      int index;

      if (!bh_xml_node_is (place, "place"))
        continue;
      unit = bh_xml_get (place, "unit");
      at = bh_xml_get (place, "at");
      index = find_space (self, at);
      if (index < 0 || unit == NULL)
        continue;
      type = g_hash_table_lookup (self->unit_types, unit);
      if (type == NULL)
        {
          xmlNode *node = bh_document_find (self->document, BH_FILE_COUNTERS, "unit-type", "id", unit);

          if (node == NULL)
            continue;
          type = bh_counter_model_build (self->document, node);
          g_hash_table_insert (self->unit_types, g_strdup (unit), type);
        }
      space = &g_array_index (self->spaces, Space, index);
      if (space->stack == NULL)
        space->stack = g_ptr_array_new_with_free_func (g_free);
      item = g_new0 (StackItem, 1);
      item->place = place;
      item->type = type;
      item->count = MAX (bh_xml_get_int (place, "count", 1), 0);
      face = bh_xml_get (place, "face");
      for (guint f = 0; face != NULL && f < type->faces->len; f++)
        if (g_strcmp0 (((BhFace *) g_ptr_array_index (type->faces, f))->id, face) == 0)
          item->face = f;
      g_ptr_array_add (space->stack, item);
      space->pieces += item->count;
    }
}

static void
rebuild (BhBoardCanvas *self)
{
  self->rebuilds++;
  g_autoptr(GHashTable) kinds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) terrains = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) connection_kinds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GHashTable) feature_kinds = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  xmlNode *board;

  g_array_set_size (self->spaces, 0);
  g_array_set_size (self->connections, 0);
  g_hash_table_remove_all (self->space_index);
  if (self->document == NULL)
    return;

  read_projection (self);
  read_vocabulary (self, kinds, terrains, connection_kinds, feature_kinds);
  board = bh_document_get_root (self->document, BH_FILE_BOARD);
  BH_XML_FOREACH (space_node, bh_xml_first (board, "spaces"))
    {
      Space space = { 0 };

      if (!bh_xml_node_is (space_node, "space"))
        continue;
      read_space (self, space_node, kinds, terrains, feature_kinds, &space);
      g_array_append_val (self->spaces, space);
      if (space.id != NULL)
        g_hash_table_insert (self->space_index, g_strdup (space.id), GINT_TO_POINTER (self->spaces->len));
    }
  BH_XML_FOREACH (node, bh_xml_first (board, "connections"))
    {
      Connection c = { 0 };
      g_autofree char *from = bh_xml_get (node, "from");
      g_autofree char *to = bh_xml_get (node, "to");
      g_autofree char *kind_id = bh_xml_get (node, "kind");
      xmlNode *kind = kind_id ? g_hash_table_lookup (connection_kinds, kind_id) : NULL;
      g_autofree char *style = bh_xml_get (kind, "style");
      g_autofree char *colour = bh_xml_get (kind, "colour");

      if (!bh_xml_node_is (node, "connection"))
        continue;
      c.node = node;
      c.a = find_space (self, from);
      c.b = find_space (self, to);
      c.style = g_strcmp0 (style, "dashed") == 0 ? BH_LINE_DASHED
              : g_strcmp0 (style, "dotted") == 0 ? BH_LINE_DOTTED
              : g_strcmp0 (style, "double") == 0 ? BH_LINE_DOUBLE : BH_LINE_SOLID;
      bh_colour_parse (colour, &bh_map_neutral_colour, &c.colour);
      c.directed = bh_xml_get_bool (node, "directed", FALSE);
      g_array_append_val (self->connections, c);
    }
  read_stacks (self);
}

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
  rebuild (self);
  if (prune_selection (self))
    g_signal_emit (self, signals[SELECTION_CHANGED], 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
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

static gboolean
point_in_polygon (GArray *points, double x, double y)
{
  gboolean inside = FALSE;

  if (points->len < 3)
    return FALSE;
  for (guint i = 0, j = points->len - 1; i < points->len; j = i++)
    {
      const BhPoint *a = &g_array_index (points, BhPoint, i);
      const BhPoint *b = &g_array_index (points, BhPoint, j);

      if ((a->y > y) != (b->y > y) && x < (b->x - a->x) * (y - a->y) / (b->y - a->y) + a->x)
        inside = !inside;
    }
  return inside;
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
  for (guint i = self->spaces->len; i > 0; i--)
    {
      const Space *space = &g_array_index (self->spaces, Space, i - 1);

      if (space->shape != BH_SHAPE_AREA && hypot (bx - space->x, by - space->y) <= radius + tolerance)
        return i - 1;
    }
  /* An area is also grabbed by its label point. */
  for (guint i = self->spaces->len; i > 0; i--)
    {
      const Space *space = &g_array_index (self->spaces, Space, i - 1);

      if (space->shape == BH_SHAPE_AREA && hypot (bx - space->x, by - space->y) <= 10 / zoom (self))
        return i - 1;
    }
  for (guint i = self->spaces->len; i > 0; i--)
    {
      const Space *space = &g_array_index (self->spaces, Space, i - 1);

      for (guint k = 0; space->outlines != NULL && k < space->outlines->len; k++)
        if (point_in_polygon (g_ptr_array_index (space->outlines, k), bx, by))
          return i - 1;
    }
  return -1;
}

xmlNode *
bh_board_canvas_space_at (BhBoardCanvas *self, double wx, double wy)
{
  int index = space_index_at (self, wx, wy);

  return index >= 0 ? g_array_index (self->spaces, Space, index).node : NULL;
}

static double
distance_to_segment (double px, double py, double ax, double ay, double bx, double by)
{
  double dx = bx - ax, dy = by - ay, t;
  double length2 = dx * dx + dy * dy;

  if (length2 <= 0)
    return hypot (px - ax, py - ay);
  t = CLAMP (((px - ax) * dx + (py - ay) * dy) / length2, 0, 1);
  return hypot (px - (ax + t * dx), py - (ay + t * dy));
}

static int
connection_at (BhBoardCanvas *self, double wx, double wy)
{
  double bx, by, tolerance = 5.0 / zoom (self);
  int best = -1;
  double best_distance = G_MAXDOUBLE;

  bh_board_canvas_widget_to_board (self, wx, wy, &bx, &by);
  for (guint i = 0; i < self->connections->len; i++)
    {
      const Connection *c = &g_array_index (self->connections, Connection, i);
      const Space *a, *b;
      double d;

      if (c->a < 0 || c->b < 0)
        continue;
      a = &g_array_index (self->spaces, Space, c->a);
      b = &g_array_index (self->spaces, Space, c->b);
      d = distance_to_segment (bx, by, a->x, a->y, b->x, b->y);
      if (d < tolerance && d < best_distance)
        {
          best = i;
          best_distance = d;
        }
    }
  return best;
}

gboolean
bh_board_canvas_get_space_position (BhBoardCanvas *self, xmlNode *node, double *x, double *y)
{
  for (guint i = 0; i < self->spaces->len; i++)
    {
      const Space *space = &g_array_index (self->spaces, Space, i);

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

/* ---- drawing ------------------------------------------------------------------------ */

static void
path_points (cairo_t *cr, GArray *points, gboolean close)
{
  for (guint i = 0; i < points->len; i++)
    {
      const BhPoint *p = &g_array_index (points, BhPoint, i);

      if (i == 0)
        cairo_move_to (cr, p->x, p->y);
      else
        cairo_line_to (cr, p->x, p->y);
    }
  if (close)
    cairo_close_path (cr);
}

static void
draw_geography (BhBoardCanvas *self, cairo_t *cr, double px)
{
  static const int order[] = { BH_GEO_LAND, BH_GEO_LAKE, BH_GEO_RIVER, BH_GEO_STATE, BH_GEO_BORDER };

  for (guint o = 0; o < G_N_ELEMENTS (order); o++)
    {
      gboolean any = FALSE;

      for (guint i = 0; i < self->geography->len; i++)
        if (g_array_index (self->geography_kinds, int, i) == order[o])
          {
            path_points (cr, g_ptr_array_index (self->geography, i),
                         order[o] == BH_GEO_LAND || order[o] == BH_GEO_LAKE);
            any = TRUE;
          }
      if (!any)
        continue;
      switch (order[o])
        {
        case BH_GEO_LAND:
        case BH_GEO_LAKE:
          gdk_cairo_set_source_rgba (cr, order[o] == BH_GEO_LAND ? &bh_map_land_colour : &bh_map_water_colour);
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, px);
          gdk_cairo_set_source_rgba (cr, &bh_map_coast_colour);
          cairo_stroke (cr);
          break;
        case BH_GEO_RIVER:
          cairo_set_line_width (cr, 1.4 * px);
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
          gdk_cairo_set_source_rgba (cr, &bh_map_river_colour);
          cairo_stroke (cr);
          break;
        default:
          {
            double dash[2] = { 6 * px, 4 * px };

            cairo_set_dash (cr, dash, 2, 0);
            cairo_set_line_width (cr, 1.2 * px);
            gdk_cairo_set_source_rgba (cr, order[o] == BH_GEO_STATE ? &bh_map_state_colour : &bh_map_border_colour);
            cairo_stroke (cr);
            cairo_set_dash (cr, NULL, 0, 0);
          }
          break;
        }
    }
}

static void
draw_areas (BhBoardCanvas *self, cairo_t *cr, double px)
{
  for (guint i = 0; i < self->spaces->len; i++)
    {
      const Space *space = &g_array_index (self->spaces, Space, i);
      GdkRGBA fill = space->fill, ring = space->ring;

      if (space->outlines == NULL)
        continue;
      for (guint k = 0; k < space->outlines->len; k++)
        path_points (cr, g_ptr_array_index (space->outlines, k), TRUE);
      fill.alpha = 0.55;
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_fill_preserve (cr);
      if (space->owned)
        {
          ring.alpha = 0.14;
          gdk_cairo_set_source_rgba (cr, &ring);
          cairo_fill_preserve (cr);
        }
      ring.alpha = space->owned ? 0.85 : 0.6;
      cairo_set_line_width (cr, 1.6 * px);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      gdk_cairo_set_source_rgba (cr, &ring);
      cairo_stroke (cr);
    }
}

static void
draw_connection_line (cairo_t *cr, const Connection *c, double ax, double ay, double bx, double by, double px)
{
  double w = CLAMP (2.4 * px, 1.2 * px, 3.5 * px);
  double dash[2];
  GdkRGBA colour = c->colour;

  colour.alpha = 0.85;
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  switch (c->style)
    {
    case BH_LINE_DASHED:
      dash[0] = 3 * w;
      dash[1] = 2.2 * w;
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_set_line_width (cr, w);
      break;
    case BH_LINE_DOTTED:
      dash[0] = 0;
      dash[1] = 2.4 * w;
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_width (cr, w * 1.25);
      break;
    case BH_LINE_DOUBLE:
      cairo_set_line_width (cr, w * 2.6);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, w);
      gdk_cairo_set_source_rgba (cr, &bh_map_land_colour);
      cairo_stroke (cr);
      return;
    case BH_LINE_SOLID:
    default:
      cairo_set_line_width (cr, w);
      break;
    }
  gdk_cairo_set_source_rgba (cr, &colour);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  if (c->directed)
    {
      double mx = (ax + bx) / 2, my = (ay + by) / 2, angle = atan2 (by - ay, bx - ax), l = 4 * w;

      cairo_move_to (cr, mx - l * cos (angle - 0.5), my - l * sin (angle - 0.5));
      cairo_line_to (cr, mx, my);
      cairo_line_to (cr, mx - l * cos (angle + 0.5), my - l * sin (angle + 0.5));
      cairo_set_line_width (cr, w);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_stroke (cr);
    }
}

static void
draw_connections (BhBoardCanvas *self, cairo_t *cr, double px)
{
  for (guint i = 0; i < self->connections->len; i++)
    {
      const Connection *c = &g_array_index (self->connections, Connection, i);
      const Space *a, *b;

      if (c->a < 0 || c->b < 0)
        continue;
      a = &g_array_index (self->spaces, Space, c->a);
      b = &g_array_index (self->spaces, Space, c->b);
      if (is_selected (self, c->node))
        {
          cairo_move_to (cr, a->x, a->y);
          cairo_line_to (cr, b->x, b->y);
          cairo_set_line_width (cr, 9 * px);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_set_source_rgba (cr, selection_colour.red, selection_colour.green, selection_colour.blue, 0.45);
          cairo_stroke (cr);
        }
      draw_connection_line (cr, c, a->x, a->y, b->x, b->y, px);
    }
}

static void
hexagon (cairo_t *cr, double cx, double cy, double r)
{
  for (int k = 0; k < 6; k++)
    {
      double a = G_PI / 3 * k;

      if (k == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
}

static void
space_outline (cairo_t *cr, const Space *space, double r)
{
  switch (space->shape)
    {
    case BH_SHAPE_SQUARE:
      cairo_rectangle (cr, space->x - r * 0.92, space->y - r * 0.92, r * 1.84, r * 1.84);
      break;
    case BH_SHAPE_HEX:
      hexagon (cr, space->x, space->y, r * 1.05);
      break;
    case BH_SHAPE_CIRCLE:
    case BH_SHAPE_AREA:
    default:
      cairo_arc (cr, space->x, space->y, r, 0, 2 * G_PI);
      break;
    }
}

static void
draw_spaces (BhBoardCanvas *self, cairo_t *cr, double px)
{
  double r = BH_MAP_SPACE_RADIUS;

  for (guint i = 0; i < self->spaces->len; i++)
    {
      const Space *space = &g_array_index (self->spaces, Space, i);
      gboolean selected = is_selected (self, space->node);
      gboolean hot = (int) i == self->hover_space || (int) i == self->drop_space;

      if (space->shape == BH_SHAPE_AREA)
        {
          /* An area's label point: a small handle to grab and move. */
          double hr = 5 * px;

          cairo_arc (cr, space->x, space->y, selected || hot ? hr * 1.4 : hr, 0, 2 * G_PI);
          gdk_cairo_set_source_rgba (cr, selected ? &selection_colour : &space->ring);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_set_line_width (cr, 1.5 * px);
          cairo_stroke (cr);
          if (selected)
            for (guint k = 0; space->outlines != NULL && k < space->outlines->len; k++)
              {
                path_points (cr, g_ptr_array_index (space->outlines, k), TRUE);
                cairo_set_line_width (cr, 3 * px);
                gdk_cairo_set_source_rgba (cr, &selection_colour);
                cairo_stroke (cr);
              }
          continue;
        }

      if (selected || hot)
        {
          space_outline (cr, space, r + 7 * px);
          if (selected)
            gdk_cairo_set_source_rgba (cr, &selection_colour);
          else
            gdk_cairo_set_source_rgba (cr, &bh_map_hover_colour);
          cairo_fill (cr);
        }
      space_outline (cr, space, r);
      gdk_cairo_set_source_rgba (cr, &space->fill);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, space->owned ? MAX (4.5, 2 * px) : MAX (2.5, 1.2 * px));
      gdk_cairo_set_source_rgba (cr, &space->ring);
      cairo_stroke (cr);

      for (guint k = 0; k < space->badges->len && k < 4; k++)
        {
          const Badge *badge = &g_array_index (space->badges, Badge, k);
          double fr = BH_MAP_FEATURE_RADIUS;
          double fx = space->x - r - 2 + k * (2 * fr + 2), fy = space->y - r - 4;

          cairo_arc (cr, fx, fy, fr, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, MAX (0.8 * px, 1.2));
          gdk_cairo_set_source_rgba (cr, &badge->colour);
          cairo_stroke (cr);
          bh_counter_painter_draw_symbol (cr, badge->symbol, fx - fr * 0.62, fy - fr * 0.62, fr * 1.24, fr * 1.24,
                                          &badge->colour);
        }
    }
}

/* Draws a name under a point, unless it would cover a name already drawn
 * (`force` draws it anyway).  `drawn` collects the rectangles. */
static void
draw_label (cairo_t *cr, PangoLayout *layout, const char *text, double x, double y, gboolean bold,
            gboolean force, GArray *drawn)
{
  int width, height;
  double pad = 3;
  graphene_rect_t rect;

  pango_layout_set_text (layout, text, -1);
  {
    PangoAttrList *attrs = pango_attr_list_new ();

    if (bold)
      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
    pango_layout_set_attributes (layout, attrs);
    pango_attr_list_unref (attrs);
  }
  pango_layout_get_pixel_size (layout, &width, &height);
  x = round (x - width / 2.0);
  y = round (y);
  graphene_rect_init (&rect, x - pad, y - 1, width + 2 * pad, height + 2);
  if (!force)
    for (guint i = 0; i < drawn->len; i++)
      if (graphene_rect_intersection (&rect, &g_array_index (drawn, graphene_rect_t, i), NULL))
        return;
  g_array_append_val (drawn, rect);
  cairo_rectangle (cr, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height);
  gdk_cairo_set_source_rgba (cr, &bh_map_label_bg_colour);
  cairo_fill (cr);
  cairo_move_to (cr, x, y);
  gdk_cairo_set_source_rgba (cr, &bh_map_label_colour);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_labels (BhBoardCanvas *self, cairo_t *cr)
{
  double z = zoom (self), r_px = BH_MAP_SPACE_RADIUS * z;
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 8.5");
  gboolean areas = FALSE;
  gboolean all;
  g_autoptr(GArray) drawn = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
  int width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));

  for (guint i = 0; i < self->spaces->len; i++)
    if (g_array_index (self->spaces, Space, i).shape == BH_SHAPE_AREA)
      areas = TRUE;
  /* Names as long as they fit without covering each other. */
  all = self->show_labels && (r_px >= 4.5 || areas || self->spaces->len < 40);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, 140 * PANGO_SCALE);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  /* Selected and hovered first, so that they always show. */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->spaces->len; i++)
      {
        const Space *space = &g_array_index (self->spaces, Space, i);
        gboolean important = is_selected (self, space->node) || (int) i == self->hover_space;
        double wx, wy;

        if ((pass == 0) != important || (pass == 1 && !all))
          continue;
        bh_board_canvas_board_to_widget (self, space->x, space->y, &wx, &wy);
        if (wx < -100 || wy < -40 || wx > width + 100 || wy > height + 40)
          continue;
        draw_label (cr, layout, space->name ? space->name : space->id ? space->id : "?", wx,
                    space->shape == BH_SHAPE_AREA ? wy + 8 : wy + MAX (r_px, 4) + 4, is_selected (self, space->node),
                    important, drawn);
      }
  g_object_unref (layout);
}

static double
counter_pixels (BhBoardCanvas *self)
{
  return CLAMP (BH_MAP_COUNTER_SIZE * zoom (self), BH_MAP_COUNTER_MIN_PX, 64);
}

static void
draw_stacks (BhBoardCanvas *self, cairo_t *cr)
{
  double size = counter_pixels (self);
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold 8");

  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  for (guint i = 0; i < self->spaces->len; i++)
    {
      const Space *space = &g_array_index (self->spaces, Space, i);
      double wx, wy, step = MAX (3, size * 0.08);
      guint shown;

      if (space->stack == NULL || space->stack->len == 0)
        continue;
      bh_board_canvas_board_to_widget (self, space->x, space->y, &wx, &wy);
      shown = MIN (space->stack->len, 4);
      for (guint k = 0; k < shown; k++)
        {
          const StackItem *item = g_ptr_array_index (space->stack, space->stack->len - shown + k);

          cairo_save (cr);
          cairo_translate (cr, round (wx - size / 2 + k * step), round (wy - size / 2 - k * step));
          bh_counter_painter_draw (cr, item->type, item->face, size, BH_COUNTER_PAINT_SHADOW);
          cairo_restore (cr);
        }
      if (space->pieces > 1)
        {
          g_autofree char *text = g_strdup_printf ("%d", space->pieces);
          int width, height;
          double bx = wx + size / 2 + (shown - 1) * step - 4, by = wy - size / 2 - (shown - 1) * step - 4;

          pango_layout_set_text (layout, text, -1);
          pango_layout_get_pixel_size (layout, &width, &height);
          cairo_arc (cr, bx, by, MAX (width, height) / 2.0 + 3, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
          cairo_move_to (cr, bx - width / 2.0, by - height / 2.0);
          pango_cairo_show_layout (cr, layout);
        }
    }
  g_object_unref (layout);
}

static void
draw_overlays (BhBoardCanvas *self, cairo_t *cr, int width, int height)
{
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
      const Space *a = &g_array_index (self->spaces, Space, self->drag_space);
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
      self->static_key.geography == self->show_geography && self->static_key.rebuilds == self->rebuilds)
    return self->static_texture;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cr = cairo_create (surface);
  cairo_scale (cr, scale, scale);
  gdk_cairo_set_source_rgba (cr, &table_colour);
  cairo_paint (cr);
  cairo_translate (cr, width / 2.0, height / 2.0);
  cairo_scale (cr, z, z);
  cairo_translate (cr, -cx, -cy);
  cairo_rectangle (cr, self->x0, self->y0, self->x1 - self->x0, self->y1 - self->y0);
  gdk_cairo_set_source_rgba (cr, self->show_geography && self->geography->len > 0 ? &bh_map_water_colour
                                                                                   : &bh_map_land_colour);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  if (self->show_geography)
    draw_geography (self, cr, px);
  draw_areas (self, cr, px);
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
  self->static_key.rebuilds = self->rebuilds;
  return self->static_texture;
}

static void
bh_board_canvas_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  BhBoardCanvas *self = BH_BOARD_CANVAS (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  double z = zoom (self), px = 1 / z;
  cairo_t *cr;

  if (self->fit_pending && width > 0 && height > 0)
    {
      self->fit_pending = FALSE;
      self->fitting = TRUE;
      bh_viewport_fit (self->viewport, self->x0, self->y0, self->x1, self->y1, width, height, 24);
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
  draw_connections (self, cr, px);
  draw_spaces (self, cr, px);
  cairo_restore (cr);

  draw_labels (self, cr);
  if (self->scenario != NULL)
    draw_stacks (self, cr);
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
  for (guint i = 0; i < self->spaces->len; i++)
    g_ptr_array_add (self->selection, g_array_index (self->spaces, Space, i).node);
  selection_changed (self);
}

void
bh_board_canvas_reveal (BhBoardCanvas *self, xmlNode *node)
{
  double x, y;

  if (bh_xml_node_is (node, "connection"))
    {
      for (guint i = 0; i < self->connections->len; i++)
        {
          const Connection *c = &g_array_index (self->connections, Connection, i);

          if (c->node == node && c->a >= 0 && c->b >= 0)
            {
              const Space *a = &g_array_index (self->spaces, Space, c->a);
              const Space *b = &g_array_index (self->spaces, Space, c->b);

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
  for (guint i = 0; i < self->spaces->len; i++)
    {
      const Space *space = &g_array_index (self->spaces, Space, i);

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
      if (space >= 0)
        {
          xmlNode *node = g_array_index (self->spaces, Space, space).node;

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
  const Space *grabbed;
  double x, y, best_x = GUIDE_SNAP_PX / zoom (self), best_y = best_x;

  self->guide_x = self->guide_y = NAN;
  if (self->drag_space < 0)
    return;
  grabbed = &g_array_index (self->spaces, Space, self->drag_space);
  /* Where the grabbed space started. */
  for (guint i = 0; i < self->move_starts->len; i++)
    {
      const MoveStart *s = &g_array_index (self->move_starts, MoveStart, i);

      if (s->node == grabbed->node)
        {
          x = s->x0 + *dx;
          y = s->y0 + *dy;
          /* Line up with a space that stays put, else the grid. */
          for (guint k = 0; k < self->spaces->len; k++)
            {
              const Space *other = &g_array_index (self->spaces, Space, k);

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

              for (guint k = 0; k < self->spaces->len; k++)
                {
                  Space *space = &g_array_index (self->spaces, Space, k);

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
  for (guint i = 0; i < self->spaces->len; i++)
    {
      const Space *space = &g_array_index (self->spaces, Space, i);

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
    node = g_array_index (self->spaces, Space, space).node;
  else if (self->scenario == NULL)
    {
      int connection = connection_at (self, x, y);

      if (connection >= 0)
        node = g_array_index (self->connections, Connection, connection).node;
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
            bh_board_canvas_select (self, g_array_index (self->spaces, Space, self->drag_space).node, FALSE);
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
                         g_array_index (self->spaces, Space, self->drag_space).node,
                         g_array_index (self->spaces, Space, target).node);
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
    rebuild (self);
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
  const Space *s;
  g_autoptr(GString) text = NULL;

  if (space < 0)
    return FALSE;
  s = &g_array_index (self->spaces, Space, space);
  text = g_string_new (NULL);
  g_string_append_printf (text, "<b>%s</b>\n<small>%s</small>", s->name ? s->name : "", s->id ? s->id : "");
  if (s->stack != NULL)
    for (guint i = 0; i < s->stack->len; i++)
      {
        const StackItem *item = g_ptr_array_index (s->stack, i);
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
  const Space *s;
  const StackItem *top;
  g_autofree char *payload = NULL;

  if (self->scenario == NULL || (space = space_index_at (self, x, y)) < 0)
    return NULL;
  s = &g_array_index (self->spaces, Space, space);
  if (s->stack == NULL || s->stack->len == 0)
    return NULL;
  top = g_ptr_array_index (s->stack, s->stack->len - 1);
  payload = g_strdup_printf (PLACE_PREFIX "%p", (gpointer) top->place);
  return gdk_content_provider_new_typed (G_TYPE_STRING, payload);
}

static void
stack_drag_begin (GtkDragSource *source, GdkDrag *drag, BhBoardCanvas *self)
{
  double x, y, size = counter_pixels (self);
  int space;
  const Space *s;
  const StackItem *top;
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr(GdkTexture) texture = NULL;
  g_autoptr(GBytes) bytes = NULL;
  int pixels = (int) ceil (size);

  gtk_gesture_get_point (GTK_GESTURE (source), NULL, &x, &y);
  if ((space = space_index_at (self, x, y)) < 0)
    return;
  s = &g_array_index (self->spaces, Space, space);
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
    return move_place (self, payload + strlen (PLACE_PREFIX), g_array_index (self->spaces, Space, space).node);
  if (!g_str_has_prefix (payload, BH_CANVAS_UNIT_PREFIX))
    return FALSE;
  g_signal_emit (self, signals[UNIT_DROPPED], 0, g_array_index (self->spaces, Space, space).node,
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
  g_clear_pointer (&self->geography, g_ptr_array_unref);
  g_hash_table_remove_all (self->outlines);
  g_ptr_array_set_size (self->selection, 0);
  self->scenario = NULL;
  if (document != NULL)
    self->changed_id = g_signal_connect (document, "changed", G_CALLBACK (on_document_changed), self);
  rebuild (self);
  self->fit_pending = TRUE;
  self->auto_fit = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bh_board_canvas_set_scenario (BhBoardCanvas *self, xmlDoc *scenario)
{
  self->scenario = scenario;
  gtk_event_controller_set_propagation_phase (self->stack_source, scenario ? GTK_PHASE_BUBBLE : GTK_PHASE_NONE);
  rebuild (self);
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
      rebuild (self);
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
      bh_viewport_fit (self->viewport, self->x0, self->y0, self->x1, self->y1, width, height, 24);
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

  g_array_unref (self->spaces);
  g_array_unref (self->connections);
  g_hash_table_unref (self->space_index);
  g_hash_table_unref (self->unit_types);
  g_hash_table_unref (self->outlines);
  g_clear_pointer (&self->geography, g_ptr_array_unref);
  g_clear_pointer (&self->geography_kinds, g_array_unref);
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
  self->spaces = g_array_new (FALSE, TRUE, sizeof (Space));
  g_array_set_clear_func (self->spaces, (GDestroyNotify) space_clear);
  self->connections = g_array_new (FALSE, TRUE, sizeof (Connection));
  self->space_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->unit_types = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                            (GDestroyNotify) bh_counter_model_free);
  self->outlines = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) cached_outline_free);
  self->selection = g_ptr_array_new ();
  self->move_starts = g_array_new (FALSE, FALSE, sizeof (MoveStart));
  self->show_geography = TRUE;
  self->show_labels = TRUE;
  self->hover_space = -1;
  self->drop_space = -1;
  self->guide_x = self->guide_y = NAN;
  self->scale = 1;
  self->coslat0 = 1;

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
