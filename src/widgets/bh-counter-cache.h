/* bh-counter-cache.h — counter pictures as textures at one pixel size, so
 * that a frame with every counter on the map draws textures and paints
 * nothing.  The map view clears it when the zoom leaves its band. */
#pragma once

#include <gtk/gtk.h>

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_COUNTER_CACHE (bh_counter_cache_get_type ())
G_DECLARE_FINAL_TYPE (BhCounterCache, bh_counter_cache, BH, COUNTER_CACHE, GObject)

BhCounterCache *bh_counter_cache_new        (void);
/* Drops every texture when the size changes. */
void            bh_counter_cache_set_size   (BhCounterCache   *self,
                                             int               pixels);
int             bh_counter_cache_get_size   (BhCounterCache   *self);
void            bh_counter_cache_clear      (BhCounterCache   *self);
/* The texture of unit type `type_index` showing `face`; a hidden piece
 * shows only its back, a blank counter of its side's colour.  Owned by the
 * cache. */
GdkTexture     *bh_counter_cache_lookup     (BhCounterCache   *self,
                                             BhGameData       *data,
                                             int               type_index,
                                             guint             face,
                                             gboolean          hidden);

G_END_DECLS
