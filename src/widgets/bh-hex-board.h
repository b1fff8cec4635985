/* bh-hex-board.h — a hex battle board (BhHexGrid): where each hex lies in
 * board units, which hex a point is on, and the board drawn with cairo:
 * terrain per hex, elevation shading, streams and slopes on hexsides,
 * trails, lettered set-up hexes and hex numbers.
 *
 * Geometry: hexes BH_HEX_RADIUS from centre to corner; "flat" grids are
 * columns of flat-topped hexes with odd columns (counting from 1) shifted
 * down half a hex, "pointy" grids rows of pointy-topped hexes with odd rows
 * shifted right.  Hexside directions count clockwise from the top side
 * (flat) or the top-right side (pointy), 0-5, as in board.rng. */
#pragma once

#include <gtk/gtk.h>

#include "bh-engine.h"
#include "bh-tiled-texture.h"

G_BEGIN_DECLS

/* Board units from a hex's centre to a corner: a counter (48 units) fits
 * inside a flat hex (69 units high) with room for a set-up letter. */
#define BH_HEX_RADIUS 40.0

void            bh_hex_board_get_extent (const BhHexGrid *grid,
                                         double          *x0,
                                         double          *y0,
                                         double          *x1,
                                         double          *y1);
/* The centre of hex (col, row), counted from 1. */
void            bh_hex_board_center     (const BhHexGrid *grid,
                                         int              col,
                                         int              row,
                                         double          *x,
                                         double          *y);
/* The hex under board point (x, y); FALSE off the grid. */
gboolean        bh_hex_board_hex_at     (const BhHexGrid *grid,
                                         double           x,
                                         double           y,
                                         int             *col,
                                         int             *row);
/* The hex's own definition, or NULL when it has the grid's defaults. */
const BhHex    *bh_hex_board_find_hex   (const BhHexGrid *grid,
                                         int              col,
                                         int              row);
/* The grid whose hexes hold `location`, with the hex's column and row;
 * BH_NONE when the location is no hex. */
int             bh_hex_board_locate     (BhGameData      *data,
                                         int              location,
                                         int             *col,
                                         int             *row);

/* Draws the board in board units; `scale` is the pixels per board unit
 * `cr` ends up at, for crisp lines and legible numbers. */
void            bh_hex_board_draw       (cairo_t         *cr,
                                         BhGameData      *data,
                                         const BhHexGrid *grid,
                                         double           scale);
/* Renders the board rectangle (x, y, width, height) at `scale`. */
BhTiledTexture *bh_hex_board_render     (BhGameData      *data,
                                         const BhHexGrid *grid,
                                         double           x,
                                         double           y,
                                         double           width,
                                         double           height,
                                         double           scale,
                                         int              tile_size);

G_END_DECLS
