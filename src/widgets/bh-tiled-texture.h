/* bh-tiled-texture.h — a large picture handed to GSK as tiles, so that a
 * frame draws only the tiles in view: a software renderer copies each
 * texture it draws, and a board rendered for zooming in is far larger
 * than the window.  The tiles share the picture's pixels. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define BH_TYPE_TILED_TEXTURE (bh_tiled_texture_get_type ())
G_DECLARE_FINAL_TYPE (BhTiledTexture, bh_tiled_texture, BH, TILED_TEXTURE, GObject)

/* Takes over `surface`, an image surface in CAIRO_FORMAT_ARGB32. */
BhTiledTexture *bh_tiled_texture_new_for_surface (cairo_surface_t *surface,
                                                  int              tile_size);
int             bh_tiled_texture_get_width       (BhTiledTexture  *self);
int             bh_tiled_texture_get_height      (BhTiledTexture  *self);
/* Draws the picture scaled into `bounds`, only the tiles meeting `clip`. */
void            bh_tiled_texture_snapshot        (BhTiledTexture        *self,
                                                  GtkSnapshot           *snapshot,
                                                  const graphene_rect_t *bounds,
                                                  const graphene_rect_t *clip);

/* For the cairo renderer: draw only the visible part of the picture as one
 * cairo node.  That renderer copies every texture it draws, tile by whole
 * tile; a cairo node is composited from the picture itself.  (A GL
 * renderer would upload a cairo node every frame: keep tiles there.) */
void            bh_tiled_texture_set_direct      (BhTiledTexture  *self,
                                                  gboolean         direct);

G_END_DECLS
