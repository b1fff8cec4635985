/* bh-counter-painter.h — draws counters and map symbols from their
 * definitions with cairo, so that no printed art is needed.  The map view
 * caches what it paints here; the editor's preview calls it directly. */
#pragma once

#include <gtk/gtk.h>

#include "bh-engine.h"

G_BEGIN_DECLS

typedef enum {
  BH_COUNTER_PAINT_DEFAULT = 0,
  BH_COUNTER_PAINT_SHADOW  = 1 << 0,  /* a drop shadow inside the square's margin */
} BhCounterPaintFlags;

/* Paints the counter of `type` showing `face` into the square (0, 0)-(size,
 * size) of `cr`.  Faces after the first (reduced, damaged, back) are drawn
 * in a lighter tone with a white band, so a flipped counter shows at a
 * glance. */
void     bh_counter_painter_draw        (cairo_t             *cr,
                                         const BhUnitType    *type,
                                         guint                face,
                                         double               size,
                                         BhCounterPaintFlags  flags);

/* Paints the back of a hidden piece: a blank counter of `colour` (its
 * side's; grey when NULL) with a chit mark.  Which placeholder stands for
 * which piece is arbitrary, so nothing of a type shows: no colour of its
 * own, symbol or value. */
void     bh_counter_painter_draw_back   (cairo_t             *cr,
                                         const char          *colour,
                                         double               size,
                                         BhCounterPaintFlags  flags);

/* Draws `symbol` (a symbol.type of the schemas: infantry, fort, village...)
 * fitted into the rectangle (x, y, width, height) with `colour` lines.
 * Unknown symbols and "none" draw nothing. */
void     bh_counter_painter_draw_symbol (cairo_t             *cr,
                                         const char          *symbol,
                                         double               x,
                                         double               y,
                                         double               width,
                                         double               height,
                                         const GdkRGBA       *colour);

/* Parses a data colour ("#rrggbb"); `fallback` when it is NULL or bad. */
void     bh_colour_parse                (const char          *spec,
                                         const GdkRGBA       *fallback,
                                         GdkRGBA             *colour);
/* Black or white, whichever reads better on `background`. */
void     bh_colour_contrast             (const GdkRGBA       *background,
                                         GdkRGBA             *colour);
/* Mixes `colour` with white (amount > 0) or black (amount < 0). */
void     bh_colour_shade                (const GdkRGBA       *colour,
                                         double               amount,
                                         GdkRGBA             *result);

G_END_DECLS
