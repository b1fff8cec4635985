/* bh-viewport.c — centre and zoom of a board view. */
#include "config.h"

#include <math.h>

#include "bh-viewport.h"

struct _BhViewport
{
  GObject parent_instance;

  double center_x, center_y;
  double zoom;
  double min_zoom, max_zoom;
};

G_DEFINE_FINAL_TYPE (BhViewport, bh_viewport, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CENTER_X,
  PROP_CENTER_Y,
  PROP_ZOOM,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
bh_viewport_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  BhViewport *self = BH_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_CENTER_X:
      g_value_set_double (value, self->center_x);
      break;
    case PROP_CENTER_Y:
      g_value_set_double (value, self->center_y);
      break;
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bh_viewport_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  BhViewport *self = BH_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_CENTER_X:
      bh_viewport_set (self, g_value_get_double (value), self->center_y, self->zoom);
      break;
    case PROP_CENTER_Y:
      bh_viewport_set (self, self->center_x, g_value_get_double (value), self->zoom);
      break;
    case PROP_ZOOM:
      bh_viewport_set (self, self->center_x, self->center_y, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bh_viewport_class_init (BhViewportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = bh_viewport_get_property;
  object_class->set_property = bh_viewport_set_property;

  properties[PROP_CENTER_X] =
    g_param_spec_double ("center-x", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CENTER_Y] =
    g_param_spec_double ("center-y", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, 1e-6, G_MAXDOUBLE, 1,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* One signal per change, however many properties moved: views redraw on it. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bh_viewport_init (BhViewport *self)
{
  self->zoom = 1;
  self->min_zoom = 0.01;
  self->max_zoom = 8;
}

BhViewport *
bh_viewport_new (void)
{
  return g_object_new (BH_TYPE_VIEWPORT, NULL);
}

double
bh_viewport_get_center_x (BhViewport *self)
{
  g_return_val_if_fail (BH_IS_VIEWPORT (self), 0);
  return self->center_x;
}

double
bh_viewport_get_center_y (BhViewport *self)
{
  g_return_val_if_fail (BH_IS_VIEWPORT (self), 0);
  return self->center_y;
}

double
bh_viewport_get_zoom (BhViewport *self)
{
  g_return_val_if_fail (BH_IS_VIEWPORT (self), 1);
  return self->zoom;
}

double
bh_viewport_get_min_zoom (BhViewport *self)
{
  g_return_val_if_fail (BH_IS_VIEWPORT (self), 0);
  return self->min_zoom;
}

double
bh_viewport_get_max_zoom (BhViewport *self)
{
  g_return_val_if_fail (BH_IS_VIEWPORT (self), 0);
  return self->max_zoom;
}

void
bh_viewport_set (BhViewport *self, double center_x, double center_y, double zoom)
{
  gboolean moved_x, moved_y, zoomed;

  g_return_if_fail (BH_IS_VIEWPORT (self));

  if (!isfinite (center_x) || !isfinite (center_y) || !isfinite (zoom))
    return;
  zoom = CLAMP (zoom, self->min_zoom, self->max_zoom);
  moved_x = center_x != self->center_x;
  moved_y = center_y != self->center_y;
  zoomed = zoom != self->zoom;
  if (!moved_x && !moved_y && !zoomed)
    return;

  self->center_x = center_x;
  self->center_y = center_y;
  self->zoom = zoom;

  g_object_freeze_notify (G_OBJECT (self));
  if (moved_x)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CENTER_X]);
  if (moved_y)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CENTER_Y]);
  if (zoomed)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
  g_object_thaw_notify (G_OBJECT (self));
  g_signal_emit (self, signals[CHANGED], 0);
}

void
bh_viewport_set_zoom_limits (BhViewport *self, double min_zoom, double max_zoom)
{
  g_return_if_fail (BH_IS_VIEWPORT (self));
  g_return_if_fail (min_zoom > 0 && min_zoom <= max_zoom);

  self->min_zoom = min_zoom;
  self->max_zoom = max_zoom;
  bh_viewport_set (self, self->center_x, self->center_y, self->zoom);
}

void
bh_viewport_board_to_widget (BhViewport *self, double width, double height,
                             double bx, double by, double *wx, double *wy)
{
  *wx = (bx - self->center_x) * self->zoom + width / 2;
  *wy = (by - self->center_y) * self->zoom + height / 2;
}

void
bh_viewport_widget_to_board (BhViewport *self, double width, double height,
                             double wx, double wy, double *bx, double *by)
{
  *bx = (wx - width / 2) / self->zoom + self->center_x;
  *by = (wy - height / 2) / self->zoom + self->center_y;
}

void
bh_viewport_pan (BhViewport *self, double dx, double dy)
{
  g_return_if_fail (BH_IS_VIEWPORT (self));
  bh_viewport_set (self, self->center_x - dx / self->zoom, self->center_y - dy / self->zoom,
                   self->zoom);
}

void
bh_viewport_zoom_around (BhViewport *self, double factor, double width, double height,
                         double wx, double wy)
{
  double bx, by, zoom;

  g_return_if_fail (BH_IS_VIEWPORT (self));
  if (!(factor > 0))
    return;

  bh_viewport_widget_to_board (self, width, height, wx, wy, &bx, &by);
  zoom = CLAMP (self->zoom * factor, self->min_zoom, self->max_zoom);
  /* Solve for the centre that puts (bx, by) back under (wx, wy). */
  bh_viewport_set (self, bx - (wx - width / 2) / zoom, by - (wy - height / 2) / zoom, zoom);
}

void
bh_viewport_fit (BhViewport *self, double x0, double y0, double x1, double y1,
                 double width, double height, double margin)
{
  double zoom;

  g_return_if_fail (BH_IS_VIEWPORT (self));
  if (x1 <= x0 || y1 <= y0 || width <= 2 * margin || height <= 2 * margin)
    return;

  zoom = MIN ((width - 2 * margin) / (x1 - x0), (height - 2 * margin) / (y1 - y0));
  bh_viewport_set (self, (x0 + x1) / 2, (y0 + y1) / 2, zoom);
}
