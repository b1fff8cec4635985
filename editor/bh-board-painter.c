/* bh-board-painter.c — the board drawn with cairo in the game's style
 * (bh-map-style.h): geography, areas, connections, spaces with their
 * features, names and, in scenario mode, stacks. */
#include "config.h"

#include <math.h>

#include "bh-board-painter.h"
#include "bh-counter-painter.h"
#include "bh-map-style.h"

static const GdkRGBA selection_colour = { 0.208, 0.518, 0.894, 1 };   /* GNOME blue */

static gboolean
is_selected (BhBoardPaint *self, xmlNode *node)
{
  return self->selection != NULL && g_ptr_array_find (self->selection, node, NULL);
}

static void
path_points (cairo_t *cr, GArray *points, gboolean close)
{
  for (guint i = 0; i < points->len; i++)
    {
      const BhPoint *p = &g_array_index (points, BhPoint, i);

      if (i == 0)
        cairo_move_to (cr, p->x, p->y);
      else
        cairo_line_to (cr, p->x, p->y);
    }
  if (close)
    cairo_close_path (cr);
}

static void
draw_geography (BhBoardPaint *self, cairo_t *cr, double px)
{
  static const int order[] = { BH_GEO_LAND, BH_GEO_LAKE, BH_GEO_RIVER, BH_GEO_STATE, BH_GEO_BORDER };

  for (guint o = 0; o < G_N_ELEMENTS (order); o++)
    {
      gboolean any = FALSE;

      for (guint i = 0; i < self->model->geography->len; i++)
        if (g_array_index (self->model->geography_kinds, int, i) == order[o])
          {
            path_points (cr, g_ptr_array_index (self->model->geography, i),
                         order[o] == BH_GEO_LAND || order[o] == BH_GEO_LAKE);
            any = TRUE;
          }
      if (!any)
        continue;
      switch (order[o])
        {
        case BH_GEO_LAND:
        case BH_GEO_LAKE:
          gdk_cairo_set_source_rgba (cr, order[o] == BH_GEO_LAND ? &bh_map_land_colour : &bh_map_water_colour);
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, px);
          gdk_cairo_set_source_rgba (cr, &bh_map_coast_colour);
          cairo_stroke (cr);
          break;
        case BH_GEO_RIVER:
          cairo_set_line_width (cr, 1.4 * px);
          cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
          gdk_cairo_set_source_rgba (cr, &bh_map_river_colour);
          cairo_stroke (cr);
          break;
        default:
          {
            double dash[2] = { 6 * px, 4 * px };

            cairo_set_dash (cr, dash, 2, 0);
            cairo_set_line_width (cr, 1.2 * px);
            gdk_cairo_set_source_rgba (cr, order[o] == BH_GEO_STATE ? &bh_map_state_colour : &bh_map_border_colour);
            cairo_stroke (cr);
            cairo_set_dash (cr, NULL, 0, 0);
          }
          break;
        }
    }
}

static void
draw_areas (BhBoardPaint *self, cairo_t *cr, double px)
{
  for (guint i = 0; i < self->model->spaces->len; i++)
    {
      const BhBoardSpace *space = &g_array_index (self->model->spaces, BhBoardSpace, i);
      GdkRGBA fill = space->fill, ring = space->ring;

      if (space->outlines == NULL)
        continue;
      for (guint k = 0; k < space->outlines->len; k++)
        path_points (cr, g_ptr_array_index (space->outlines, k), TRUE);
      fill.alpha = 0.55;
      gdk_cairo_set_source_rgba (cr, &fill);
      cairo_fill_preserve (cr);
      if (space->owned)
        {
          ring.alpha = 0.14;
          gdk_cairo_set_source_rgba (cr, &ring);
          cairo_fill_preserve (cr);
        }
      ring.alpha = space->owned ? 0.85 : 0.6;
      cairo_set_line_width (cr, 1.6 * px);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      gdk_cairo_set_source_rgba (cr, &ring);
      cairo_stroke (cr);
    }
}

static void
draw_connection_line (cairo_t *cr, const BhBoardConnection *c, double ax, double ay, double bx, double by, double px)
{
  double w = CLAMP (2.4 * px, 1.2 * px, 3.5 * px);
  double dash[2];
  GdkRGBA colour = c->colour;

  colour.alpha = 0.85;
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  switch (c->style)
    {
    case BH_LINE_DASHED:
      dash[0] = 3 * w;
      dash[1] = 2.2 * w;
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      cairo_set_line_width (cr, w);
      break;
    case BH_LINE_DOTTED:
      dash[0] = 0;
      dash[1] = 2.4 * w;
      cairo_set_dash (cr, dash, 2, 0);
      cairo_set_line_width (cr, w * 1.25);
      break;
    case BH_LINE_DOUBLE:
      cairo_set_line_width (cr, w * 2.6);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, w);
      gdk_cairo_set_source_rgba (cr, &bh_map_land_colour);
      cairo_stroke (cr);
      return;
    case BH_LINE_SOLID:
    default:
      cairo_set_line_width (cr, w);
      break;
    }
  gdk_cairo_set_source_rgba (cr, &colour);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  if (c->directed)
    {
      double mx = (ax + bx) / 2, my = (ay + by) / 2, angle = atan2 (by - ay, bx - ax), l = 4 * w;

      cairo_move_to (cr, mx - l * cos (angle - 0.5), my - l * sin (angle - 0.5));
      cairo_line_to (cr, mx, my);
      cairo_line_to (cr, mx - l * cos (angle + 0.5), my - l * sin (angle + 0.5));
      cairo_set_line_width (cr, w);
      gdk_cairo_set_source_rgba (cr, &colour);
      cairo_stroke (cr);
    }
}

static void
draw_connections (BhBoardPaint *self, cairo_t *cr, double px)
{
  for (guint i = 0; i < self->model->connections->len; i++)
    {
      const BhBoardConnection *c = &g_array_index (self->model->connections, BhBoardConnection, i);
      const BhBoardSpace *a, *b;

      if (c->a < 0 || c->b < 0)
        continue;
      a = &g_array_index (self->model->spaces, BhBoardSpace, c->a);
      b = &g_array_index (self->model->spaces, BhBoardSpace, c->b);
      if (is_selected (self, c->node))
        {
          cairo_move_to (cr, a->x, a->y);
          cairo_line_to (cr, b->x, b->y);
          cairo_set_line_width (cr, 9 * px);
          cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
          cairo_set_source_rgba (cr, selection_colour.red, selection_colour.green, selection_colour.blue, 0.45);
          cairo_stroke (cr);
        }
      draw_connection_line (cr, c, a->x, a->y, b->x, b->y, px);
    }
}

static void
hexagon (cairo_t *cr, double cx, double cy, double r)
{
  for (int k = 0; k < 6; k++)
    {
      double a = G_PI / 3 * k;

      if (k == 0)
        cairo_move_to (cr, cx + r * cos (a), cy + r * sin (a));
      else
        cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
    }
  cairo_close_path (cr);
}

static void
space_outline (cairo_t *cr, const BhBoardSpace *space, double r)
{
  switch (space->shape)
    {
    case BH_SHAPE_SQUARE:
      cairo_rectangle (cr, space->x - r * 0.92, space->y - r * 0.92, r * 1.84, r * 1.84);
      break;
    case BH_SHAPE_HEX:
      hexagon (cr, space->x, space->y, r * 1.05);
      break;
    case BH_SHAPE_CIRCLE:
    case BH_SHAPE_AREA:
    default:
      cairo_arc (cr, space->x, space->y, r, 0, 2 * G_PI);
      break;
    }
}

static void
draw_spaces (BhBoardPaint *self, cairo_t *cr, double px)
{
  double r = BH_MAP_SPACE_RADIUS;

  for (guint i = 0; i < self->model->spaces->len; i++)
    {
      const BhBoardSpace *space = &g_array_index (self->model->spaces, BhBoardSpace, i);
      gboolean selected = is_selected (self, space->node);
      gboolean hot = (int) i == self->hover_space || (int) i == self->drop_space;

      if (space->shape == BH_SHAPE_AREA)
        {
          /* An area's label point: a small handle to grab and move. */
          double hr = 5 * px;

          cairo_arc (cr, space->x, space->y, selected || hot ? hr * 1.4 : hr, 0, 2 * G_PI);
          gdk_cairo_set_source_rgba (cr, selected ? &selection_colour : &space->ring);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_set_line_width (cr, 1.5 * px);
          cairo_stroke (cr);
          if (selected)
            for (guint k = 0; space->outlines != NULL && k < space->outlines->len; k++)
              {
                path_points (cr, g_ptr_array_index (space->outlines, k), TRUE);
                cairo_set_line_width (cr, 3 * px);
                gdk_cairo_set_source_rgba (cr, &selection_colour);
                cairo_stroke (cr);
              }
          continue;
        }

      if (selected || hot)
        {
          space_outline (cr, space, r + 7 * px);
          if (selected)
            gdk_cairo_set_source_rgba (cr, &selection_colour);
          else
            gdk_cairo_set_source_rgba (cr, &bh_map_hover_colour);
          cairo_fill (cr);
        }
      space_outline (cr, space, r);
      gdk_cairo_set_source_rgba (cr, &space->fill);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, space->owned ? MAX (4.5, 2 * px) : MAX (2.5, 1.2 * px));
      gdk_cairo_set_source_rgba (cr, &space->ring);
      cairo_stroke (cr);

      for (guint k = 0; k < space->badges->len && k < 4; k++)
        {
          const BhBoardBadge *badge = &g_array_index (space->badges, BhBoardBadge, k);
          double fr = BH_MAP_FEATURE_RADIUS;
          double fx = space->x - r - 2 + k * (2 * fr + 2), fy = space->y - r - 4;

          cairo_arc (cr, fx, fy, fr, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, MAX (0.8 * px, 1.2));
          gdk_cairo_set_source_rgba (cr, &badge->colour);
          cairo_stroke (cr);
          bh_counter_painter_draw_symbol (cr, badge->symbol, fx - fr * 0.62, fy - fr * 0.62, fr * 1.24, fr * 1.24,
                                          &badge->colour);
        }
    }
}

/* Draws a name under a point, unless it would cover a name already drawn
 * (`force` draws it anyway).  `drawn` collects the rectangles. */
static void
draw_label (cairo_t *cr, PangoLayout *layout, const char *text, double x, double y, gboolean bold,
            gboolean force, GArray *drawn)
{
  int width, height;
  double pad = 3;
  graphene_rect_t rect;

  pango_layout_set_text (layout, text, -1);
  {
    PangoAttrList *attrs = pango_attr_list_new ();

    if (bold)
      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
    pango_layout_set_attributes (layout, attrs);
    pango_attr_list_unref (attrs);
  }
  pango_layout_get_pixel_size (layout, &width, &height);
  x = round (x - width / 2.0);
  y = round (y);
  graphene_rect_init (&rect, x - pad, y - 1, width + 2 * pad, height + 2);
  if (!force)
    {
      for (guint i = 0; i < drawn->len; i++)
        if (graphene_rect_intersection (&rect, &g_array_index (drawn, graphene_rect_t, i), NULL))
          return;
    }
  else
    /* A name that must show steps down below the names it would cover. */
    for (guint tries = 0; tries < 4; tries++)
      {
        gboolean clear = TRUE;

        for (guint i = 0; i < drawn->len && clear; i++)
          if (graphene_rect_intersection (&rect, &g_array_index (drawn, graphene_rect_t, i), NULL))
            clear = FALSE;
        if (clear)
          break;
        rect.origin.y += rect.size.height + 1;
        y += rect.size.height + 1;
      }
  g_array_append_val (drawn, rect);
  cairo_rectangle (cr, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height);
  gdk_cairo_set_source_rgba (cr, &bh_map_label_bg_colour);
  cairo_fill (cr);
  cairo_move_to (cr, x, y);
  gdk_cairo_set_source_rgba (cr, &bh_map_label_colour);
  pango_cairo_show_layout (cr, layout);
}

void
bh_board_painter_labels (BhBoardPaint *self, cairo_t *cr)
{
  double z = bh_viewport_get_zoom (self->viewport), r_px = BH_MAP_SPACE_RADIUS * z;
  PangoLayout *layout = gtk_widget_create_pango_layout (self->widget, NULL);
  PangoFontDescription *font = pango_font_description_from_string ("Sans 8.5");
  gboolean areas = FALSE;
  gboolean all;
  g_autoptr(GArray) drawn = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
  int width = self->width, height = self->height;

  for (guint i = 0; i < self->model->spaces->len; i++)
    if (g_array_index (self->model->spaces, BhBoardSpace, i).shape == BH_SHAPE_AREA)
      areas = TRUE;
  /* Names as long as they fit without covering each other. */
  all = self->show_labels && (r_px >= 4.5 || areas || self->model->spaces->len < 40);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_width (layout, 140 * PANGO_SCALE);
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  /* Selected and hovered first, so that they always show. */
  for (int pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->model->spaces->len; i++)
      {
        const BhBoardSpace *space = &g_array_index (self->model->spaces, BhBoardSpace, i);
        gboolean important = is_selected (self, space->node) || (int) i == self->hover_space;
        double wx, wy;

        if ((pass == 0) != important || (pass == 1 && !all))
          continue;
        bh_viewport_board_to_widget (self->viewport, self->width, self->height, space->x, space->y, &wx, &wy);
        if (wx < -100 || wy < -40 || wx > width + 100 || wy > height + 40)
          continue;
        draw_label (cr, layout, space->name ? space->name : space->id ? space->id : "?", wx,
                    space->shape == BH_SHAPE_AREA ? wy + 8 : wy + MAX (r_px, 4) + 4, is_selected (self, space->node),
                    important, drawn);
      }
  g_object_unref (layout);
}

double
bh_board_painter_counter_pixels (BhBoardPaint *self)
{
  return CLAMP (BH_MAP_COUNTER_SIZE * bh_viewport_get_zoom (self->viewport), BH_MAP_COUNTER_MIN_PX, 64);
}

void
bh_board_painter_stacks (BhBoardPaint *self, cairo_t *cr)
{
  double size = bh_board_painter_counter_pixels (self);
  PangoLayout *layout = gtk_widget_create_pango_layout (self->widget, NULL);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold 8");

  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  for (guint i = 0; i < self->model->spaces->len; i++)
    {
      const BhBoardSpace *space = &g_array_index (self->model->spaces, BhBoardSpace, i);
      double wx, wy, step = MAX (3, size * 0.08);
      guint shown;

      if (space->stack == NULL || space->stack->len == 0)
        continue;
      bh_viewport_board_to_widget (self->viewport, self->width, self->height, space->x, space->y, &wx, &wy);
      shown = MIN (space->stack->len, 4);
      for (guint k = 0; k < shown; k++)
        {
          const BhBoardStackItem *item = g_ptr_array_index (space->stack, space->stack->len - shown + k);

          cairo_save (cr);
          cairo_translate (cr, round (wx - size / 2 + k * step), round (wy - size / 2 - k * step));
          bh_counter_painter_draw (cr, item->type, item->face, size, BH_COUNTER_PAINT_SHADOW);
          cairo_restore (cr);
        }
      if (space->pieces > 1)
        {
          g_autofree char *text = g_strdup_printf ("%d", space->pieces);
          int width, height;
          double bx = wx + size / 2 + (shown - 1) * step - 4, by = wy - size / 2 - (shown - 1) * step - 4;

          pango_layout_set_text (layout, text, -1);
          pango_layout_get_pixel_size (layout, &width, &height);
          cairo_arc (cr, bx, by, MAX (width, height) / 2.0 + 3, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.75, 0.11, 0.16);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_set_line_width (cr, 1.5);
          cairo_stroke (cr);
          cairo_move_to (cr, bx - width / 2.0, by - height / 2.0);
          pango_cairo_show_layout (cr, layout);
        }
    }
  g_object_unref (layout);
}

void
bh_board_painter_sheet (BhBoardPaint *self, cairo_t *cr, double px, gboolean show_geography)
{
  cairo_save (cr);
  cairo_rectangle (cr, self->model->x0, self->model->y0, self->model->x1 - self->model->x0,
                   self->model->y1 - self->model->y0);
  gdk_cairo_set_source_rgba (cr, show_geography && self->model->geography->len > 0 ? &bh_map_water_colour
                                                                                    : &bh_map_land_colour);
  cairo_fill_preserve (cr);
  cairo_clip (cr);
  if (show_geography)
    draw_geography (self, cr, px);
  draw_areas (self, cr, px);
  cairo_restore (cr);
}

void
bh_board_painter_board (BhBoardPaint *self, cairo_t *cr, double px)
{
  draw_connections (self, cr, px);
  draw_spaces (self, cr, px);
}
