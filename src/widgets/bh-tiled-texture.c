/* bh-tiled-texture.c — tiles of one image surface, made as they come into
 * view. */
#include "config.h"

#include <math.h>

#include "bh-tiled-texture.h"

struct _BhTiledTexture
{
  GObject parent_instance;

  cairo_surface_t *surface;  /* owned through pixels */
  gboolean direct;           /* drawn as one cairo node, not as tiles */
  GBytes *pixels;          /* owns the surface */
  int width, height, stride;
  int tile_size;
  int n_columns, n_rows;
  GdkTexture **tiles;      /* n_columns * n_rows, NULL until drawn */
};

G_DEFINE_FINAL_TYPE (BhTiledTexture, bh_tiled_texture, G_TYPE_OBJECT)

static void
bh_tiled_texture_finalize (GObject *object)
{
  BhTiledTexture *self = BH_TILED_TEXTURE (object);

  for (int i = 0; i < self->n_columns * self->n_rows; i++)
    g_clear_object (&self->tiles[i]);
  g_free (self->tiles);
  g_clear_pointer (&self->pixels, g_bytes_unref);
  G_OBJECT_CLASS (bh_tiled_texture_parent_class)->finalize (object);
}

static void
bh_tiled_texture_class_init (BhTiledTextureClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bh_tiled_texture_finalize;
}

static void
bh_tiled_texture_init (BhTiledTexture *self)
{
}

static void
surface_free (gpointer data)
{
  cairo_surface_destroy (data);
}

static void
paint_visible (BhTiledTexture *self, GtkSnapshot *snapshot, const graphene_rect_t *bounds,
               const graphene_rect_t *clip)
{
  graphene_rect_t area;
  cairo_t *cr;
  cairo_surface_t *surface = g_bytes_get_data (self->pixels, NULL) != NULL ? self->surface : NULL;

  if (surface == NULL || !graphene_rect_intersection (bounds, clip, &area))
    return;
  /* Whole pixels: the node is then a plain composite of the picture. */
  area.origin.x = floor (area.origin.x);
  area.origin.y = floor (area.origin.y);
  area.size.width = ceil (area.size.width) + 1;
  area.size.height = ceil (area.size.height) + 1;
  cr = gtk_snapshot_append_cairo (snapshot, &area);
  cairo_translate (cr, bounds->origin.x, bounds->origin.y);
  cairo_scale (cr, bounds->size.width / self->width, bounds->size.height / self->height);
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
}

BhTiledTexture *
bh_tiled_texture_new_for_surface (cairo_surface_t *surface, int tile_size)
{
  BhTiledTexture *self;

  g_return_val_if_fail (cairo_image_surface_get_format (surface) == CAIRO_FORMAT_ARGB32, NULL);
  g_return_val_if_fail (tile_size >= 16, NULL);

  cairo_surface_flush (surface);
  self = g_object_new (BH_TYPE_TILED_TEXTURE, NULL);
  self->width = cairo_image_surface_get_width (surface);
  self->height = cairo_image_surface_get_height (surface);
  self->stride = cairo_image_surface_get_stride (surface);
  self->surface = surface;
  self->pixels = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                             (gsize) self->stride * self->height,
                                             surface_free, surface);
  self->tile_size = tile_size;
  self->n_columns = (self->width + tile_size - 1) / tile_size;
  self->n_rows = (self->height + tile_size - 1) / tile_size;
  self->tiles = g_new0 (GdkTexture *, self->n_columns * self->n_rows);
  return self;
}

int
bh_tiled_texture_get_width (BhTiledTexture *self)
{
  g_return_val_if_fail (BH_IS_TILED_TEXTURE (self), 0);
  return self->width;
}

int
bh_tiled_texture_get_height (BhTiledTexture *self)
{
  g_return_val_if_fail (BH_IS_TILED_TEXTURE (self), 0);
  return self->height;
}

static GdkTexture *
get_tile (BhTiledTexture *self, int column, int row)
{
  GdkTexture **tile = &self->tiles[row * self->n_columns + column];

  if (*tile == NULL)
    {
      int x = column * self->tile_size, y = row * self->tile_size;
      int w = MIN (self->tile_size, self->width - x);
      int h = MIN (self->tile_size, self->height - y);
      gsize offset = (gsize) y * self->stride + (gsize) x * 4;
      gsize length = (gsize) (h - 1) * self->stride + (gsize) w * 4;
      /* A view into the big picture's pixels: no copy. */
      g_autoptr(GBytes) bytes = g_bytes_new_from_bytes (self->pixels, offset, length);

      *tile = gdk_memory_texture_new (w, h, GDK_MEMORY_DEFAULT, bytes, self->stride);
    }
  return *tile;
}

static void snapshot_tiles (BhTiledTexture *self, GtkSnapshot *snapshot, const graphene_rect_t *bounds,
                            const graphene_rect_t *clip, double sx, double sy);

void
bh_tiled_texture_snapshot (BhTiledTexture *self, GtkSnapshot *snapshot,
                           const graphene_rect_t *bounds, const graphene_rect_t *clip)
{
  double sx, sy;

  g_return_if_fail (BH_IS_TILED_TEXTURE (self));

  if (self->direct)
    {
      paint_visible (self, snapshot, bounds, clip);
      return;
    }
  sx = bounds->size.width / self->width;
  sy = bounds->size.height / self->height;
  /* Drawn at its own size, a tile must land on whole pixels at exactly
   * 1:1, or a software renderer resamples every pixel of it (bilinear
   * instead of a copy: twice the cost of a zoomed-in frame). */
  if (fabs (sx - 1) < 1e-6 && fabs (sy - 1) < 1e-6)
    {
      graphene_rect_t snapped = GRAPHENE_RECT_INIT (round (bounds->origin.x), round (bounds->origin.y),
                                                    self->width, self->height);

      sx = sy = 1;
      bounds = &snapped;
      snapshot_tiles (self, snapshot, bounds, clip, sx, sy);
      return;
    }
  snapshot_tiles (self, snapshot, bounds, clip, sx, sy);
}

static void
snapshot_tiles (BhTiledTexture *self, GtkSnapshot *snapshot, const graphene_rect_t *bounds,
                const graphene_rect_t *clip, double sx, double sy)
{
  int c0, c1, r0, r1;

  c0 = MAX (0, (int) floor ((clip->origin.x - bounds->origin.x) / sx / self->tile_size));
  r0 = MAX (0, (int) floor ((clip->origin.y - bounds->origin.y) / sy / self->tile_size));
  c1 = MIN (self->n_columns - 1,
            (int) floor ((clip->origin.x + clip->size.width - bounds->origin.x) / sx / self->tile_size));
  r1 = MIN (self->n_rows - 1,
            (int) floor ((clip->origin.y + clip->size.height - bounds->origin.y) / sy / self->tile_size));

  for (int row = r0; row <= r1; row++)
    for (int column = c0; column <= c1; column++)
      {
        GdkTexture *tile = get_tile (self, column, row);
        double x = bounds->origin.x + column * self->tile_size * sx;
        double y = bounds->origin.y + row * self->tile_size * sy;

        gtk_snapshot_append_texture (snapshot, tile,
                                     &GRAPHENE_RECT_INIT (x, y, gdk_texture_get_width (tile) * sx,
                                                          gdk_texture_get_height (tile) * sy));
      }
}

void
bh_tiled_texture_set_direct (BhTiledTexture *self, gboolean direct)
{
  g_return_if_fail (BH_IS_TILED_TEXTURE (self));
  self->direct = direct;
}
