/* bh-counter-cache.c — counter textures keyed by type, face and hiding. */
#include "config.h"

#include "bh-counter-cache.h"
#include "bh-counter-painter.h"

struct _BhCounterCache
{
  GObject parent_instance;

  int size;
  GHashTable *textures;   /* key -> GdkTexture */
};

G_DEFINE_FINAL_TYPE (BhCounterCache, bh_counter_cache, G_TYPE_OBJECT)

static void
bh_counter_cache_finalize (GObject *object)
{
  BhCounterCache *self = BH_COUNTER_CACHE (object);

  g_hash_table_unref (self->textures);
  G_OBJECT_CLASS (bh_counter_cache_parent_class)->finalize (object);
}

static void
bh_counter_cache_class_init (BhCounterCacheClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bh_counter_cache_finalize;
}

static void
bh_counter_cache_init (BhCounterCache *self)
{
  self->size = 48;
  self->textures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
}

BhCounterCache *
bh_counter_cache_new (void)
{
  return g_object_new (BH_TYPE_COUNTER_CACHE, NULL);
}

void
bh_counter_cache_clear (BhCounterCache *self)
{
  g_return_if_fail (BH_IS_COUNTER_CACHE (self));
  g_hash_table_remove_all (self->textures);
}

void
bh_counter_cache_set_size (BhCounterCache *self, int pixels)
{
  g_return_if_fail (BH_IS_COUNTER_CACHE (self));

  pixels = CLAMP (pixels, 8, 1024);
  if (pixels == self->size)
    return;
  self->size = pixels;
  g_hash_table_remove_all (self->textures);
}

int
bh_counter_cache_get_size (BhCounterCache *self)
{
  g_return_val_if_fail (BH_IS_COUNTER_CACHE (self), 0);
  return self->size;
}

static void
surface_free (gpointer data)
{
  cairo_surface_destroy (data);
}

/* A hidden piece's back: `colour`; else `type` showing `face`. */
static GdkTexture *
render (const BhUnitType *type, guint face, gboolean hidden, const char *colour, int size)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, size, size);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(GBytes) bytes = NULL;
  int stride = cairo_image_surface_get_stride (surface);

  if (hidden)
    bh_counter_painter_draw_back (cr, colour, size, BH_COUNTER_PAINT_SHADOW);
  else
    bh_counter_painter_draw (cr, type, face, size, BH_COUNTER_PAINT_SHADOW);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) stride * size, surface_free, surface);
  return gdk_memory_texture_new (size, size, GDK_MEMORY_DEFAULT, bytes, stride);
}

GdkTexture *
bh_counter_cache_lookup (BhCounterCache *self, BhGameData *data, int type_index,
                         guint face, gboolean hidden)
{
  const BhUnitType *type;
  const char *colour = NULL;
  guint key;
  GdkTexture *texture;

  g_return_val_if_fail (BH_IS_COUNTER_CACHE (self), NULL);
  g_return_val_if_fail (type_index >= 0 && face < 256, NULL);

  type = bh_game_data_get_unit_type (data, type_index);
  /* Never 0, so that the key is never NULL.  A hidden piece is keyed by its
   * side alone (bh_rules_hidden_class): all of a side's backs are one
   * picture, since which placeholder stands for which piece is arbitrary. */
  if (hidden)
    {
      key = 0x80000000u | (guint) (type->side + 2);
      if (type->side >= 0)
        colour = bh_game_data_get_side (data, type->side)->colour;
    }
  else
    key = ((guint) type_index << 9 | face << 1) + 1;
  texture = g_hash_table_lookup (self->textures, GUINT_TO_POINTER (key));
  if (texture == NULL)
    {
      texture = render (type, face, hidden, colour, self->size);
      g_hash_table_insert (self->textures, GUINT_TO_POINTER (key), texture);
    }
  return texture;
}
