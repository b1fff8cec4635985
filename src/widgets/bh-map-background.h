/* bh-map-background.h — the static part of a board: geography, areas,
 * connections, spaces and their features.  It never changes during a game,
 * so the map view renders it once per zoom band into a texture. */
#pragma once

#include <gtk/gtk.h>

#include "bh-engine.h"
#include "bh-tiled-texture.h"

G_BEGIN_DECLS

/* Draws the board in board units on `cr`; `scale` is the pixels per board
 * unit `cr` ends up at, for line widths that stay crisp. */
void        bh_map_background_draw   (cairo_t    *cr,
                                      BhGameData *data,
                                      double      scale);

/* Renders the board rectangle (x, y, width, height) at `scale` pixels per
 * board unit, in tiles of `tile_size` pixels. */
BhTiledTexture *bh_map_background_render (BhGameData *data,
                                      double      x,
                                      double      y,
                                      double      width,
                                      double      height,
                                      double      scale,
                                      int         tile_size);

/* Where the space is drawn, for hit tests: its centre and, for areas, its
 * outlines.  TRUE if (bx, by) is on it, with `tolerance` board units. */
gboolean    bh_map_space_contains    (const BhSpace     *space,
                                      const BhSpaceKind *kind,
                                      double             bx,
                                      double             by,
                                      double             tolerance);

G_END_DECLS
