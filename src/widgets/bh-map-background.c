/* bh-map-background.c — the static board, drawn with cairo. */
#include "config.h"

#include <math.h>

#include "bh-counter-painter.h"
#include "bh-map-background.h"
#include "bh-map-style.h"

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
draw_geography (cairo_t *cr, BhGameData *data, double px)
{
  GPtrArray *geo = bh_game_data_get_geography (data);
  static const double state_dash[] = { 6, 4 };
  static const double border_dash[] = { 10, 4, 2, 4 };
  double dash[4];

  /* Fill by kind in painting order: land, lakes, then the lines on top. */
  for (guint i = 0; i < geo->len; i++)
    {
      const BhGeoPath *path = g_ptr_array_index (geo, i);

      if (path->kind == BH_GEO_LAND)
        path_points (cr, path->points, TRUE);
    }
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  gdk_cairo_set_source_rgba (cr, &bh_map_land_colour);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, 1.0 * px);
  gdk_cairo_set_source_rgba (cr, &bh_map_coast_colour);
  cairo_stroke (cr);

  for (guint i = 0; i < geo->len; i++)
    {
      const BhGeoPath *path = g_ptr_array_index (geo, i);

      if (path->kind == BH_GEO_LAKE)
        path_points (cr, path->points, TRUE);
    }
  gdk_cairo_set_source_rgba (cr, &bh_map_water_colour);
  cairo_fill_preserve (cr);
  gdk_cairo_set_source_rgba (cr, &bh_map_coast_colour);
  cairo_stroke (cr);

  for (guint i = 0; i < geo->len; i++)
    {
      const BhGeoPath *path = g_ptr_array_index (geo, i);

      if (path->kind == BH_GEO_RIVER)
        path_points (cr, path->points, FALSE);
    }
  cairo_set_line_width (cr, 1.4 * px);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  gdk_cairo_set_source_rgba (cr, &bh_map_river_colour);
  cairo_stroke (cr);

  for (guint i = 0; i < geo->len; i++)
    {
      const BhGeoPath *path = g_ptr_array_index (geo, i);

      if (path->kind == BH_GEO_STATE)
        path_points (cr, path->points, FALSE);
    }
  for (guint k = 0; k < G_N_ELEMENTS (state_dash); k++)
    dash[k] = state_dash[k] * px;
  cairo_set_dash (cr, dash, G_N_ELEMENTS (state_dash), 0);
  cairo_set_line_width (cr, 1.0 * px);
  gdk_cairo_set_source_rgba (cr, &bh_map_state_colour);
  cairo_stroke (cr);

  for (guint i = 0; i < geo->len; i++)
    {
      const BhGeoPath *path = g_ptr_array_index (geo, i);

      if (path->kind == BH_GEO_BORDER)
        path_points (cr, path->points, FALSE);
    }
  for (guint k = 0; k < G_N_ELEMENTS (border_dash); k++)
    dash[k] = border_dash[k] * px;
  cairo_set_dash (cr, dash, G_N_ELEMENTS (border_dash), 0);
  cairo_set_line_width (cr, 1.6 * px);
  gdk_cairo_set_source_rgba (cr, &bh_map_border_colour);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static const GdkRGBA *
owner_colour (BhGameData *data, const BhSpace *space, GdkRGBA *colour)
{
  if (space->owner_nation != BH_NONE)
    bh_colour_parse (bh_game_data_get_nation (data, space->owner_nation)->colour,
                     &bh_map_neutral_colour, colour);
  else if (space->owner_side != BH_NONE)
    bh_colour_parse (bh_game_data_get_side (data, space->owner_side)->colour,
                     &bh_map_neutral_colour, colour);
  else
    return NULL;
  return colour;
}

static void
terrain_colour (BhGameData *data, const BhSpace *space, const BhSpaceKind *kind, GdkRGBA *colour)
{
  const GdkRGBA *fallback = kind->water ? &bh_map_water_colour : &bh_map_space_colour;

  if (space->terrain != BH_NONE)
    bh_colour_parse (bh_game_data_get_terrain (data, space->terrain)->colour, fallback, colour);
  else
    *colour = *fallback;
}

static void
draw_areas (cairo_t *cr, BhGameData *data, double px)
{
  for (guint i = 0; i < bh_game_data_get_n_spaces (data); i++)
    {
      const BhSpace *space = bh_game_data_get_space (data, i);
      const BhSpaceKind *kind = bh_game_data_get_space_kind (data, space->kind);
      GdkRGBA fill, ring;

      if (space->outlines == NULL || space->outlines->len == 0)
        continue;

      for (guint k = 0; k < space->outlines->len; k++)
        path_points (cr, g_ptr_array_index (space->outlines, k), TRUE);

      /* Terrain tints the land; an owner's colour washes over it. */
      terrain_colour (data, space, kind, &fill);
      fill.alpha = 0.55;
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_fill_preserve (cr);
      if (owner_colour (data, space, &ring))
        {
          ring.alpha = 0.14;
          gdk_cairo_set_source_rgba (cr, &ring);
          cairo_fill_preserve (cr);
          ring.alpha = 0.85;
        }
      else
        {
          ring = bh_map_neutral_colour;
          ring.alpha = 0.6;
        }
      cairo_set_line_width (cr, 1.6 * px);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      gdk_cairo_set_source_rgba (cr, &ring);
      cairo_stroke (cr);
    }
}

static void
draw_connections (cairo_t *cr, BhGameData *data, double px)
{
  double w = CLAMP (3.0 * px * sqrt (1 / px), 1.2 * px, 3.5 * px);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < bh_game_data_get_n_connections (data); i++)
    {
      const BhConnection *c = bh_game_data_get_connection (data, i);
      const BhConnectionKind *kind = bh_game_data_get_connection_kind (data, c->kind);
      const BhSpace *a = bh_game_data_get_space (data, c->from);
      const BhSpace *b = bh_game_data_get_space (data, c->to);
      GdkRGBA colour;
      double dash[2];
      gboolean areas = a->outlines != NULL && a->outlines->len > 0 &&
                       b->outlines != NULL && b->outlines->len > 0;
      double saved_w = w;

      /* Between two areas a plain link only says they share a border,
       * which the map already shows: drawn, they hid the map under a web
       * of lines.  Special links (across a river, corner to corner) stay,
       * thinner. */
      if (areas && kind->style == BH_LINE_SOLID)
        continue;
      bh_colour_parse (kind->colour, &bh_map_neutral_colour, &colour);
      colour.alpha = areas ? 0.6 : 0.8;
      if (areas)
        w *= 0.7;
      cairo_move_to (cr, a->x, a->y);
      cairo_line_to (cr, b->x, b->y);

      switch (kind->style)
        {
        case BH_LINE_DASHED:
          dash[0] = 3 * w;
          dash[1] = 2.2 * w;
          cairo_set_dash (cr, dash, 2, 0);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
          cairo_set_line_width (cr, w);
          gdk_cairo_set_source_rgba (cr, &colour);
          cairo_stroke (cr);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          break;
        case BH_LINE_DOTTED:
          dash[0] = 0;
          dash[1] = 2.4 * w;
          cairo_set_dash (cr, dash, 2, 0);
          cairo_set_line_width (cr, w * 1.25);
          gdk_cairo_set_source_rgba (cr, &colour);
          cairo_stroke (cr);
          break;
        case BH_LINE_DOUBLE:
          /* A cased line: wide in the colour, a land-coloured core. */
          cairo_set_line_width (cr, w * 2.6);
          gdk_cairo_set_source_rgba (cr, &colour);
          cairo_stroke_preserve (cr);
          cairo_set_line_width (cr, w * 1.0);
          gdk_cairo_set_source_rgba (cr, &bh_map_land_colour);
          cairo_stroke (cr);
          break;
        case BH_LINE_SOLID:
        default:
          cairo_set_line_width (cr, w);
          gdk_cairo_set_source_rgba (cr, &colour);
          cairo_stroke (cr);
          break;
        }
      cairo_set_dash (cr, NULL, 0, 0);

      if (c->directed)
        {
          /* A small chevron at the middle pointing from -> to. */
          double mx = (a->x + b->x) / 2, my = (a->y + b->y) / 2;
          double ang = atan2 (b->y - a->y, b->x - a->x);
          double l = 4 * w;

          cairo_move_to (cr, mx - l * cos (ang - 0.5), my - l * sin (ang - 0.5));
          cairo_line_to (cr, mx, my);
          cairo_line_to (cr, mx - l * cos (ang + 0.5), my - l * sin (ang + 0.5));
          cairo_set_line_width (cr, w);
          gdk_cairo_set_source_rgba (cr, &colour);
          cairo_stroke (cr);
        }
      w = saved_w;
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
draw_features (cairo_t *cr, BhGameData *data, const BhSpace *space, double px)
{
  guint shown = 0;

  for (guint k = 0; space->features != NULL && k < space->features->len; k++)
    {
      const BhFeature *feature = g_ptr_array_index (space->features, k);
      const BhFeatureKind *kind = bh_game_data_get_feature_kind (data, feature->kind);
      GdkRGBA colour = bh_map_neutral_colour;
      double fx, fy, r = BH_MAP_FEATURE_RADIUS;

      if (kind->symbol == NULL || g_str_equal (kind->symbol, "none"))
        continue;
      if (feature->nation != BH_NONE)
        bh_colour_parse (bh_game_data_get_nation (data, feature->nation)->colour, &colour, &colour);
      else if (feature->side != BH_NONE)
        bh_colour_parse (bh_game_data_get_side (data, feature->side)->colour, &colour, &colour);

      /* Badges along the upper rim, clear of a counter on the space. */
      fx = space->x - BH_MAP_SPACE_RADIUS - 2 + shown * (2 * r + 2);
      fy = space->y - BH_MAP_SPACE_RADIUS - 4;
      if (shown >= 4)
        break;
      shown++;

      cairo_arc (cr, fx, fy, r, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, MAX (0.8 * px, 1.2));
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_stroke (cr);
      bh_counter_painter_draw_symbol (cr, kind->symbol, fx - r * 0.62, fy - r * 0.62,
                                      r * 1.24, r * 1.24, &colour);
    }
}

static void
draw_spaces (cairo_t *cr, BhGameData *data, double px)
{
  for (guint i = 0; i < bh_game_data_get_n_spaces (data); i++)
    {
      const BhSpace *space = bh_game_data_get_space (data, i);
      const BhSpaceKind *kind = bh_game_data_get_space_kind (data, space->kind);
      double r = BH_MAP_SPACE_RADIUS;
      GdkRGBA fill, ring;
      gboolean owned;

      if (kind->shape == BH_SHAPE_AREA)
        continue;

      terrain_colour (data, space, kind, &fill);
      owned = owner_colour (data, space, &ring) != NULL;
      if (!owned)
        ring = bh_map_neutral_colour;

      switch (kind->shape)
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
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_fill_preserve (cr);
      /* The owner's colour as a thick ring; neutral spaces get a thin one. */
      cairo_set_line_width (cr, owned ? MAX (4.5, 2 * px) : MAX (2.5, 1.2 * px));
      gdk_cairo_set_source_rgba (cr, &ring);
      cairo_stroke (cr);
    }

  for (guint i = 0; i < bh_game_data_get_n_spaces (data); i++)
    draw_features (cr, data, bh_game_data_get_space (data, i), px);
}

void
bh_map_background_draw (cairo_t *cr, BhGameData *data, double scale)
{
  GPtrArray *geo = bh_game_data_get_geography (data);
  double x0, y0, x1, y1;
  double px = 1 / scale;    /* one pixel in board units */

  bh_game_data_get_extent (data, &x0, &y0, &x1, &y1);
  cairo_save (cr);
  /* The board is a sheet on the table: water where the geography has no
   * land, all land when there is no geography; outside the extent the
   * table shows through. */
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  gdk_cairo_set_source_rgba (cr, geo->len > 0 ? &bh_map_water_colour : &bh_map_land_colour);
  cairo_fill (cr);
  if (geo->len > 0)
    draw_geography (cr, data, px);
  draw_areas (cr, data, px);
  draw_connections (cr, data, px);
  draw_spaces (cr, data, px);
  cairo_restore (cr);
}

BhTiledTexture *
bh_map_background_render (BhGameData *data, double x, double y, double width, double height,
                          double scale, int tile_size)
{
  int w = MAX (1, (int) ceil (width * scale));
  int h = MAX (1, (int) ceil (height * scale));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -x, -y);
  bh_map_background_draw (cr, data, scale);
  cairo_destroy (cr);
  return bh_tiled_texture_new_for_surface (surface, tile_size);
}

static gboolean
point_in_polygon (GArray *points, double x, double y)
{
  gboolean inside = FALSE;

  for (guint i = 0, j = points->len - 1; i < points->len; j = i++)
    {
      const BhPoint *a = &g_array_index (points, BhPoint, i);
      const BhPoint *b = &g_array_index (points, BhPoint, j);

      if ((a->y > y) != (b->y > y) && x < (b->x - a->x) * (y - a->y) / (b->y - a->y) + a->x)
        inside = !inside;
    }
  return inside;
}

gboolean
bh_map_space_contains (const BhSpace *space, const BhSpaceKind *kind,
                       double bx, double by, double tolerance)
{
  if (space->outlines != NULL && space->outlines->len > 0)
    {
      for (guint k = 0; k < space->outlines->len; k++)
        {
          GArray *points = g_ptr_array_index (space->outlines, k);

          if (points->len >= 3 && point_in_polygon (points, bx, by))
            return TRUE;
        }
      return FALSE;
    }
  return hypot (bx - space->x, by - space->y) <= BH_MAP_SPACE_RADIUS + tolerance;
}
