/* bh-hex-board.c — hex battle boards: geometry and drawing. */
#include "config.h"

#include <math.h>

#include "bh-counter-painter.h"
#include "bh-hex-board.h"
#include "bh-map-style.h"

#define SQRT3 1.7320508075688772

/* Flat: columns 1.5 R apart, rows √3 R apart.  Pointy: the other way. */
void
bh_hex_board_center (const BhHexGrid *grid, int col, int row, double *x, double *y)
{
  const double r = BH_HEX_RADIUS, h = SQRT3 * r;

  if (grid->flat)
    {
      *x = r + (col - 1) * 1.5 * r;
      *y = h / 2 + (row - 1) * h + ((col & 1) ? h / 2 : 0);
    }
  else
    {
      *x = h / 2 + (col - 1) * h + ((row & 1) ? h / 2 : 0);
      *y = r + (row - 1) * 1.5 * r;
    }
}

void
bh_hex_board_get_extent (const BhHexGrid *grid, double *x0, double *y0, double *x1, double *y1)
{
  const double r = BH_HEX_RADIUS, h = SQRT3 * r;

  *x0 = 0;
  *y0 = 0;
  if (grid->flat)
    {
      *x1 = 2 * r + (grid->cols - 1) * 1.5 * r;
      *y1 = grid->rows * h + (grid->cols > 1 ? h / 2 : 0);
    }
  else
    {
      *x1 = grid->cols * h + (grid->rows > 1 ? h / 2 : 0);
      *y1 = 2 * r + (grid->rows - 1) * 1.5 * r;
    }
}

/* The corners of a hex, clockwise; corner k of side d is (base + d + k). */
static double
corner_angle (const BhHexGrid *grid, int k)
{
  /* Flat: side 0 (top) runs from the corner at 240° to the one at 300°
   * (y down); pointy: side 0 (top right) from 270° to 330°. */
  return ((grid->flat ? 240 : 270) + 60 * k) * G_PI / 180;
}

static void
hex_path (cairo_t *cr, const BhHexGrid *grid, double cx, double cy, double r)
{
  for (int k = 0; k < 6; k++)
    {
      double a = corner_angle (grid, k);

      if (k == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
}

/* The two ends of side `dir` of the hex centred at (cx, cy). */
static void
side_ends (const BhHexGrid *grid, int dir, double cx, double cy,
           double *ax, double *ay, double *bx, double *by)
{
  double a = corner_angle (grid, dir), b = corner_angle (grid, dir + 1);

  *ax = cx + BH_HEX_RADIUS * cos (a);
  *ay = cy + BH_HEX_RADIUS * sin (a);
  *bx = cx + BH_HEX_RADIUS * cos (b);
  *by = cy + BH_HEX_RADIUS * sin (b);
}

gboolean
bh_hex_board_hex_at (const BhHexGrid *grid, double x, double y, int *col, int *row)
{
  const double r = BH_HEX_RADIUS, h = SQRT3 * r;
  int guess_col, guess_row, best_col = 0, best_row = 0;
  double best = G_MAXDOUBLE;

  /* Round to a nearby hex, then take the nearest centre around it: the
   * nearest centre is the hex the point is in. */
  if (grid->flat)
    {
      guess_col = (int) floor ((x - r) / (1.5 * r) + 0.5) + 1;
      guess_row = (int) floor ((y - h / 2) / h + 0.5) + 1;
    }
  else
    {
      guess_row = (int) floor ((y - r) / (1.5 * r) + 0.5) + 1;
      guess_col = (int) floor ((x - h / 2) / h + 0.5) + 1;
    }
  for (int c = guess_col - 1; c <= guess_col + 1; c++)
    for (int w = guess_row - 1; w <= guess_row + 1; w++)
      {
        double hx, hy, d;

        if (c < 1 || w < 1 || c > grid->cols || w > grid->rows)
          continue;
        bh_hex_board_center (grid, c, w, &hx, &hy);
        d = hypot (hx - x, hy - y);
        if (d < best)
          {
            best = d;
            best_col = c;
            best_row = w;
          }
      }
  /* Past the board's outer hexes. */
  if (best > r)
    return FALSE;
  *col = best_col;
  *row = best_row;
  return TRUE;
}

const BhHex *
bh_hex_board_find_hex (const BhHexGrid *grid, int col, int row)
{
  for (guint i = 0; grid->hexes != NULL && i < grid->hexes->len; i++)
    {
      const BhHex *hex = g_ptr_array_index (grid->hexes, i);

      if (hex->col == col && hex->row == row)
        return hex;
    }
  return NULL;
}

int
bh_hex_board_locate (BhGameData *data, int location, int *col, int *row)
{
  for (guint g = 0; g < bh_game_data_get_n_hexgrids (data); g++)
    {
      const BhHexGrid *grid = bh_game_data_get_hexgrid (data, g);
      int offset = location - grid->first_location;

      if (offset >= 0 && offset < grid->cols * grid->rows)
        {
          *col = offset % grid->cols + 1;
          *row = offset / grid->cols + 1;
          return g;
        }
    }
  return BH_NONE;
}

/* Drawing ------------------------------------------------------------------ */

static void
terrain_colour (BhGameData *data, int terrain, GdkRGBA *colour)
{
  static const GdkRGBA plain = { 0.86, 0.84, 0.70, 1 };

  if (terrain < 0 || (guint) terrain >= bh_game_data_get_n_terrains (data))
    *colour = plain;
  else
    bh_colour_parse (bh_game_data_get_terrain (data, terrain)->colour, &plain, colour);
}

static void
text_at (cairo_t *cr, const char *text, double size, gboolean bold, double x, double y,
         const GdkRGBA *colour)
{
  cairo_text_extents_t extents;

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL,
                          bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, size);
  cairo_text_extents (cr, text, &extents);
  cairo_move_to (cr, x - extents.width / 2 - extents.x_bearing, y - extents.height / 2 - extents.y_bearing);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_show_text (cr, text);
  cairo_new_path (cr);
}

/* Trails leave the hex centre through the sides its "trail" prop lists. */
static void
draw_trails (cairo_t *cr, const BhHexGrid *grid, const BhHex **lookup, double px)
{
  static const double dash[] = { 7, 4 };
  static const GdkRGBA under = { 0.95, 0.90, 0.76, 0.9 };
  static const GdkRGBA trail = { 0.47, 0.33, 0.17, 1 };

  for (int pass = 0; pass < 2; pass++)
    {
      for (int i = 0; i < grid->cols * grid->rows; i++)
        {
          const BhHex *hex = lookup[i];
          const char *dirs = hex != NULL ? bh_props_lookup (hex->props, "trail") : NULL;
          g_auto(GStrv) parts = NULL;
          double cx, cy;

          if (dirs == NULL)
            continue;
          bh_hex_board_center (grid, hex->col, hex->row, &cx, &cy);
          parts = g_strsplit (dirs, " ", -1);
          for (guint k = 0; parts[k] != NULL; k++)
            {
              double ax, ay, bx, by;
              int dir = (int) g_ascii_strtoll (parts[k], NULL, 10);

              if (*parts[k] == '\0' || dir < 0 || dir > 5)
                continue;
              side_ends (grid, dir, cx, cy, &ax, &ay, &bx, &by);
              cairo_move_to (cr, cx, cy);
              cairo_line_to (cr, (ax + bx) / 2, (ay + by) / 2);
            }
        }
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      if (pass == 0)
        {
          cairo_set_dash (cr, NULL, 0, 0);
          cairo_set_line_width (cr, MAX (6, 3 * px));
          gdk_cairo_set_source_rgba (cr, &under);
        }
      else
        {
          cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
          cairo_set_line_width (cr, MAX (2.5, 1.5 * px));
          gdk_cairo_set_source_rgba (cr, &trail);
        }
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_hexsides (cairo_t *cr, BhGameData *data, const BhHexGrid *grid, double px)
{
  GdkRGBA stream, slope;
  static const GdkRGBA stream_fallback = { 0.23, 0.47, 0.71, 1 };
  static const GdkRGBA slope_fallback = { 0.48, 0.35, 0.23, 1 };
  int stream_terrain = BH_NONE, slope_terrain = BH_NONE;

  for (guint t = 0; t < bh_game_data_get_n_terrains (data); t++)
    {
      if (g_str_equal (bh_game_data_get_terrain (data, t)->id, "stream"))
        stream_terrain = t;
      else if (g_str_equal (bh_game_data_get_terrain (data, t)->id, "slope"))
        slope_terrain = t;
    }
  bh_colour_parse (stream_terrain != BH_NONE ? bh_game_data_get_terrain (data, stream_terrain)->colour : NULL,
                   &stream_fallback, &stream);
  bh_colour_parse (slope_terrain != BH_NONE ? bh_game_data_get_terrain (data, slope_terrain)->colour : NULL,
                   &slope_fallback, &slope);

  /* Slopes first, as hachures: a line and short ticks into the hex the
   * side is recorded on. */
  for (guint i = 0; grid->hexsides != NULL && i < grid->hexsides->len; i++)
    {
      const BhHexside *side = g_ptr_array_index (grid->hexsides, i);
      double cx, cy, ax, ay, bx, by;

      if (g_strcmp0 (side->kind, "stream") == 0)
        continue;
      bh_hex_board_center (grid, side->col, side->row, &cx, &cy);
      side_ends (grid, side->dir, cx, cy, &ax, &ay, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      cairo_set_line_width (cr, MAX (2.5, 1.2 * px));
      gdk_cairo_set_source_rgba (cr, &slope);
      cairo_stroke (cr);
      for (int k = 1; k <= 4; k++)
        {
          double t = k / 5.0;
          double x = ax + (bx - ax) * t, y = ay + (by - ay) * t;
          double dx = cx - x, dy = cy - y, len = hypot (dx, dy);

          cairo_move_to (cr, x, y);
          cairo_line_to (cr, x + dx / len * 6, y + dy / len * 6);
        }
      cairo_set_line_width (cr, MAX (1.5, 0.8 * px));
      cairo_stroke (cr);
    }

  for (guint i = 0; grid->hexsides != NULL && i < grid->hexsides->len; i++)
    {
      const BhHexside *side = g_ptr_array_index (grid->hexsides, i);
      double cx, cy, ax, ay, bx, by;

      if (g_strcmp0 (side->kind, "stream") != 0)
        continue;
      bh_hex_board_center (grid, side->col, side->row, &cx, &cy);
      side_ends (grid, side->dir, cx, cy, &ax, &ay, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
    }
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, MAX (5, 2 * px));
  gdk_cairo_set_source_rgba (cr, &stream);
  cairo_stroke (cr);
}

/* An arrow on the outer side of a hex where units enter the board. */
static void
draw_entry (cairo_t *cr, const BhHexGrid *grid, const BhHex *hex, const char *edge)
{
  static const GdkRGBA colour = { 0.62, 0.16, 0.12, 0.9 };
  double cx, cy, dx = 0, dy = 0, tx, ty, nx, ny;

  bh_hex_board_center (grid, hex->col, hex->row, &cx, &cy);
  if (g_strcmp0 (edge, "west") == 0)
    dx = -1;
  else if (g_strcmp0 (edge, "east") == 0)
    dx = 1;
  else if (g_strcmp0 (edge, "north") == 0)
    dy = -1;
  else if (g_strcmp0 (edge, "south") == 0)
    dy = 1;
  else
    return;
  /* The tip points into the hex, just inside its outer edge. */
  tx = cx + dx * BH_HEX_RADIUS * 0.62;
  ty = cy + dy * BH_HEX_RADIUS * 0.62;
  nx = -dy;
  ny = dx;
  cairo_move_to (cr, tx, ty);
  cairo_line_to (cr, tx + dx * 11 + nx * 7, ty + dy * 11 + ny * 7);
  cairo_line_to (cr, tx + dx * 11 - nx * 7, ty + dy * 11 - ny * 7);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, &colour);
  cairo_fill (cr);
}

void
bh_hex_board_draw (cairo_t *cr, BhGameData *data, const BhHexGrid *grid, double scale)
{
  int n = grid->cols * grid->rows;
  g_autofree const BhHex **lookup = g_new0 (const BhHex *, MAX (n, 1));
  double px = 1 / scale;     /* one pixel in board units */
  double x0, y0, x1, y1;
  static const GdkRGBA outline = { 0.15, 0.15, 0.10, 0.35 };
  static const GdkRGBA number = { 0.10, 0.10, 0.08, 0.55 };
  static const GdkRGBA label_bg = { 1, 0.98, 0.92, 0.55 };
  static const GdkRGBA label_fg = { 0.55, 0.12, 0.10, 1 };
  static const GdkRGBA frame = { 0.30, 0.27, 0.20, 1 };

  for (guint i = 0; grid->hexes != NULL && i < grid->hexes->len; i++)
    {
      const BhHex *hex = g_ptr_array_index (grid->hexes, i);

      if (hex->col >= 1 && hex->row >= 1 && hex->col <= grid->cols && hex->row <= grid->rows)
        lookup[(hex->row - 1) * grid->cols + hex->col - 1] = hex;
    }

  /* Terrain, then the rise of the ground as a darker tone per level. */
  for (int i = 0; i < n; i++)
    {
      const BhHex *hex = lookup[i];
      int col = i % grid->cols + 1, row = i / grid->cols + 1;
      int terrain = hex != NULL && hex->terrain != BH_NONE ? hex->terrain : grid->terrain;
      int elevation = hex != NULL ? hex->elevation : 0;
      double cx, cy;
      GdkRGBA fill;

      bh_hex_board_center (grid, col, row, &cx, &cy);
      terrain_colour (data, terrain, &fill);
      if (elevation > 0)
        bh_colour_shade (&fill, -0.13 * MIN (elevation, 4), &fill);
      hex_path (cr, grid, cx, cy, BH_HEX_RADIUS + 0.5 * px);
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_fill (cr);
    }
  for (int i = 0; i < n; i++)
    {
      double cx, cy;

      bh_hex_board_center (grid, i % grid->cols + 1, i / grid->cols + 1, &cx, &cy);
      hex_path (cr, grid, cx, cy, BH_HEX_RADIUS);
    }
  cairo_set_line_width (cr, MAX (0.8, px));
  gdk_cairo_set_source_rgba (cr, &outline);
  cairo_stroke (cr);

  draw_trails (cr, grid, lookup, px);
  draw_hexsides (cr, data, grid, px);

  for (int i = 0; i < n; i++)
    {
      const BhHex *hex = lookup[i];
      const char *edge = hex != NULL ? bh_props_lookup (hex->props, "edge-entry") : NULL;

      if (edge != NULL)
        draw_entry (cr, grid, hex, edge);
    }

  /* Hex numbers (CCRR) along the top of each hex, once they can be read;
   * set-up letters in a disc by the hex's left corner. */
  for (int i = 0; i < n; i++)
    {
      const BhHex *hex = lookup[i];
      int col = i % grid->cols + 1, row = i / grid->cols + 1;
      double cx, cy;

      bh_hex_board_center (grid, col, row, &cx, &cy);
      if (8 * scale >= 6.5)
        {
          char text[8];

          g_snprintf (text, sizeof text, "%02d%02d", col, row);
          text_at (cr, text, 8, FALSE, cx, cy - BH_HEX_RADIUS * SQRT3 / 2 + 6, &number);
        }
      if (hex != NULL && hex->label != NULL)
        {
          /* Set-up hexes: a large letter in a ring, as printed boards
           * have them; a stack standing there covers it. */
          cairo_new_sub_path (cr);
          cairo_arc (cr, cx, cy, BH_HEX_RADIUS * 0.58, 0, 2 * G_PI);
          gdk_cairo_set_source_rgba (cr, &label_bg);
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, MAX (2, 1.2 * px));
          gdk_cairo_set_source_rgba (cr, &label_fg);
          cairo_stroke (cr);
          text_at (cr, hex->label, 30, TRUE, cx, cy, &label_fg);
          cairo_new_path (cr);
        }
    }

  bh_hex_board_get_extent (grid, &x0, &y0, &x1, &y1);
  cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
  cairo_set_line_width (cr, MAX (1.5, 1.5 * px));
  gdk_cairo_set_source_rgba (cr, &frame);
  cairo_stroke (cr);
}

BhTiledTexture *
bh_hex_board_render (BhGameData *data, const BhHexGrid *grid, double x, double y,
                     double width, double height, double scale, int tile_size)
{
  int w = MAX (1, (int) ceil (width * scale));
  int h = MAX (1, (int) ceil (height * scale));
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  cairo_t *cr = cairo_create (surface);

  cairo_scale (cr, scale, scale);
  cairo_translate (cr, -x, -y);
  bh_hex_board_draw (cr, data, grid, scale);
  cairo_destroy (cr);
  return bh_tiled_texture_new_for_surface (surface, tile_size);
}
