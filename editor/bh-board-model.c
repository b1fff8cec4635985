/* bh-board-model.c — what the board canvas draws, read from the XML. */
#include "config.h"

#include <math.h>

#include "bh-board-model.h"
#include "bh-counter-model.h"
#include "bh-counter-painter.h"
#include "bh-map-style.h"
#include "bh-xml-edit.h"

static void
space_clear (BhBoardSpace *space)
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
bh_board_model_project (BhBoardModel *self, double lat, double lon, double *x, double *y)
{
  *x = (lon - self->lon0) * self->coslat0 * self->scale;
  *y = (self->lat0 - lat) * self->scale;
}

void
bh_board_model_unproject (BhBoardModel *self, double x, double y, double *lat, double *lon)
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
parse_outline (BhBoardModel *self, xmlNode *outline)
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
      bh_board_model_project (self, lat, lon, &p.x, &p.y);
      g_array_append_val (points, p);
    }
  cached = g_new0 (CachedOutline, 1);
  cached->text = g_steal_pointer (&text);
  cached->points = g_array_ref (points);
  g_hash_table_insert (self->outlines, outline, cached);
  return points;
}

static void
rebuild_geography (BhBoardModel *self)
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

          bh_board_model_project (self, ll->y, ll->x, &p.x, &p.y);
          g_array_append_val (points, p);
        }
      g_ptr_array_add (self->geography, points);
      g_array_append_val (self->geography_kinds, kind);
    }
}

static void
read_projection (BhBoardModel *self)
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
  bh_board_model_project (self, north, west, &xs[0], &ys[0]);
  bh_board_model_project (self, south, east, &xs[1], &ys[1]);
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
read_vocabulary (BhBoardModel *self, GHashTable *kinds, GHashTable *terrains, GHashTable *connection_kinds,
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
read_space (BhBoardModel *self, xmlNode *node, GHashTable *kinds, GHashTable *terrains,
            GHashTable *feature_kinds, BhBoardSpace *space)
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
    bh_board_model_project (self, bh_xml_get_double (node, "lat", self->lat0),
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

  space->badges = g_array_new (FALSE, FALSE, sizeof (BhBoardBadge));
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
          BhBoardBadge badge;

          if (symbol == NULL || g_str_equal (symbol, "none"))
            continue;
          badge.symbol = g_intern_string (symbol);
          colour_of (self->document, nation ? nation : side, &badge.colour, &bh_map_neutral_colour);
          g_array_append_val (space->badges, badge);
        }
    }
}

int
bh_board_model_find_space (BhBoardModel *self, const char *id)
{
  return id ? GPOINTER_TO_INT (g_hash_table_lookup (self->space_index, id)) - 1 : -1;
}

static void
read_stacks (BhBoardModel *self)
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
      BhBoardStackItem *item;
      BhBoardSpace *space;
      int index;

      if (!bh_xml_node_is (place, "place"))
        continue;
      unit = bh_xml_get (place, "unit");
      at = bh_xml_get (place, "at");
      index = bh_board_model_find_space (self, at);
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
      space = &g_array_index (self->spaces, BhBoardSpace, index);
      if (space->stack == NULL)
        space->stack = g_ptr_array_new_with_free_func (g_free);
      item = g_new0 (BhBoardStackItem, 1);
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

void
bh_board_model_rebuild (BhBoardModel *self, BhDocument *document, xmlDoc *scenario)
{
  self->rebuilds++;
  self->document = document;
  self->scenario = scenario;
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
      BhBoardSpace space = { 0 };

      if (!bh_xml_node_is (space_node, "space"))
        continue;
      read_space (self, space_node, kinds, terrains, feature_kinds, &space);
      g_array_append_val (self->spaces, space);
      if (space.id != NULL)
        g_hash_table_insert (self->space_index, g_strdup (space.id), GINT_TO_POINTER (self->spaces->len));
    }
  BH_XML_FOREACH (node, bh_xml_first (board, "connections"))
    {
      BhBoardConnection c = { 0 };
      g_autofree char *from = bh_xml_get (node, "from");
      g_autofree char *to = bh_xml_get (node, "to");
      g_autofree char *kind_id = bh_xml_get (node, "kind");
      xmlNode *kind = kind_id ? g_hash_table_lookup (connection_kinds, kind_id) : NULL;
      g_autofree char *style = bh_xml_get (kind, "style");
      g_autofree char *colour = bh_xml_get (kind, "colour");

      if (!bh_xml_node_is (node, "connection"))
        continue;
      c.node = node;
      c.a = bh_board_model_find_space (self, from);
      c.b = bh_board_model_find_space (self, to);
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
distance_to_segment (double px, double py, double ax, double ay, double bx, double by)
{
  double dx = bx - ax, dy = by - ay, t;
  double length2 = dx * dx + dy * dy;

  if (length2 <= 0)
    return hypot (px - ax, py - ay);
  t = CLAMP (((px - ax) * dx + (py - ay) * dy) / length2, 0, 1);
  return hypot (px - (ax + t * dx), py - (ay + t * dy));
}

BhBoardModel *
bh_board_model_new (void)
{
  BhBoardModel *self = g_new0 (BhBoardModel, 1);

  self->spaces = g_array_new (FALSE, TRUE, sizeof (BhBoardSpace));
  g_array_set_clear_func (self->spaces, (GDestroyNotify) space_clear);
  self->connections = g_array_new (FALSE, TRUE, sizeof (BhBoardConnection));
  self->space_index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->unit_types = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) bh_counter_model_free);
  self->outlines = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) cached_outline_free);
  self->scale = 1;
  self->coslat0 = 1;
  return self;
}

void
bh_board_model_forget (BhBoardModel *self)
{
  g_clear_pointer (&self->geography, g_ptr_array_unref);
  g_clear_pointer (&self->geography_kinds, g_array_unref);
  g_hash_table_remove_all (self->outlines);
}

void
bh_board_model_free (BhBoardModel *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->spaces);
  g_array_unref (self->connections);
  g_hash_table_unref (self->space_index);
  g_hash_table_unref (self->unit_types);
  g_hash_table_unref (self->outlines);
  g_clear_pointer (&self->geography, g_ptr_array_unref);
  g_clear_pointer (&self->geography_kinds, g_array_unref);
  g_free (self);
}

int
bh_board_model_space_at (BhBoardModel *self, double bx, double by, double point_radius, double handle_radius)
{
  for (guint i = self->spaces->len; i > 0; i--)
    {
      const BhBoardSpace *space = &g_array_index (self->spaces, BhBoardSpace, i - 1);

      if (space->shape != BH_SHAPE_AREA && hypot (bx - space->x, by - space->y) <= point_radius)
        return i - 1;
    }
  /* An area is also grabbed by its label point. */
  for (guint i = self->spaces->len; i > 0; i--)
    {
      const BhBoardSpace *space = &g_array_index (self->spaces, BhBoardSpace, i - 1);

      if (space->shape == BH_SHAPE_AREA && hypot (bx - space->x, by - space->y) <= handle_radius)
        return i - 1;
    }
  for (guint i = self->spaces->len; i > 0; i--)
    {
      const BhBoardSpace *space = &g_array_index (self->spaces, BhBoardSpace, i - 1);

      for (guint k = 0; space->outlines != NULL && k < space->outlines->len; k++)
        if (point_in_polygon (g_ptr_array_index (space->outlines, k), bx, by))
          return i - 1;
    }
  return -1;
}

int
bh_board_model_connection_at (BhBoardModel *self, double bx, double by, double tolerance)
{
  int best = -1;
  double best_distance = G_MAXDOUBLE;

  for (guint i = 0; i < self->connections->len; i++)
    {
      const BhBoardConnection *c = &g_array_index (self->connections, BhBoardConnection, i);
      const BhBoardSpace *a, *b;
      double d;

      if (c->a < 0 || c->b < 0)
        continue;
      a = &g_array_index (self->spaces, BhBoardSpace, c->a);
      b = &g_array_index (self->spaces, BhBoardSpace, c->b);
      d = distance_to_segment (bx, by, a->x, a->y, b->x, b->y);
      if (d < tolerance && d < best_distance)
        {
          best = i;
          best_distance = d;
        }
    }
  return best;
}
