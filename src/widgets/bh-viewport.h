/* bh-viewport.h — what part of a board a view shows: the board point at the
 * centre of the widget and the zoom (pixels per board unit).  A plain
 * GObject so that the map view, its layers and the editor can share one. */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define BH_TYPE_VIEWPORT (bh_viewport_get_type ())
G_DECLARE_FINAL_TYPE (BhViewport, bh_viewport, BH, VIEWPORT, GObject)

BhViewport *bh_viewport_new             (void);

double      bh_viewport_get_center_x    (BhViewport *self);
double      bh_viewport_get_center_y    (BhViewport *self);
double      bh_viewport_get_zoom        (BhViewport *self);
double      bh_viewport_get_min_zoom    (BhViewport *self);
double      bh_viewport_get_max_zoom    (BhViewport *self);

/* Sets centre and zoom at once (one ::changed); the zoom is clamped. */
void        bh_viewport_set             (BhViewport *self,
                                         double      center_x,
                                         double      center_y,
                                         double      zoom);
void        bh_viewport_set_zoom_limits (BhViewport *self,
                                         double      min_zoom,
                                         double      max_zoom);

/* Conversions for a widget of `width` x `height` pixels. */
void        bh_viewport_board_to_widget (BhViewport *self,
                                         double      width,
                                         double      height,
                                         double      bx,
                                         double      by,
                                         double     *wx,
                                         double     *wy);
void        bh_viewport_widget_to_board (BhViewport *self,
                                         double      width,
                                         double      height,
                                         double      wx,
                                         double      wy,
                                         double     *bx,
                                         double     *by);

/* Moves the view by a distance in pixels (a drag moves the board along). */
void        bh_viewport_pan             (BhViewport *self,
                                         double      dx,
                                         double      dy);
/* Multiplies the zoom by `factor`, keeping the board point under the widget
 * point (wx, wy) where it is. */
void        bh_viewport_zoom_around     (BhViewport *self,
                                         double      factor,
                                         double      width,
                                         double      height,
                                         double      wx,
                                         double      wy);
/* Shows the board rectangle (x0, y0)-(x1, y1) whole, with `margin` pixels
 * around it. */
void        bh_viewport_fit             (BhViewport *self,
                                         double      x0,
                                         double      y0,
                                         double      x1,
                                         double      y1,
                                         double      width,
                                         double      height,
                                         double      margin);

G_END_DECLS
