/* bh-counter-painter.c — counters and symbols drawn with cairo. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "bh-counter-painter.h"

void
bh_colour_parse (const char *spec, const GdkRGBA *fallback, GdkRGBA *colour)
{
  if (spec == NULL || !gdk_rgba_parse (colour, spec))
    *colour = *fallback;
}

/* Relative luminance, roughly: sRGB weights without linearising. */
static double
luminance (const GdkRGBA *colour)
{
  return 0.299 * colour->red + 0.587 * colour->green + 0.114 * colour->blue;
}

void
bh_colour_contrast (const GdkRGBA *background, GdkRGBA *colour)
{
  if (luminance (background) > 0.6)
    *colour = (GdkRGBA) { 0.1, 0.1, 0.1, 1 };
  else
    *colour = (GdkRGBA) { 1, 1, 1, 1 };
}

void
bh_colour_shade (const GdkRGBA *colour, double amount, GdkRGBA *result)
{
  double target = amount > 0 ? 1 : 0;
  double t = fabs (amount);

  result->red = colour->red + (target - colour->red) * t;
  result->green = colour->green + (target - colour->green) * t;
  result->blue = colour->blue + (target - colour->blue) * t;
  result->alpha = colour->alpha;
}

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
star_path (cairo_t *cr, double cx, double cy, double r, int points)
{
  for (int i = 0; i < 2 * points; i++)
    {
      double a = -G_PI / 2 + i * G_PI / points;
      double rr = i % 2 ? r * 0.42 : r;

      if (i == 0)
        cairo_move_to (cr, cx + rr * cos (a), cy + rr * sin (a));
      else
        cairo_line_to (cr, cx + rr * cos (a), cy + rr * sin (a));
    }
  cairo_close_path (cr);
}

/* The NATO frame: a 3:2 box centred in the rectangle. */
static void
nato_box (cairo_t *cr, double x, double y, double w, double h,
          double *bx, double *by, double *bw, double *bh)
{
  *bw = MIN (w, h * 1.5);
  *bh = *bw / 1.5;
  *bx = x + (w - *bw) / 2;
  *by = y + (h - *bh) / 2;
  cairo_rectangle (cr, *bx, *by, *bw, *bh);
}

static void
draw_house (cairo_t *cr, double x, double y, double s)
{
  /* A square with a roof, base at (x, y + s). */
  cairo_move_to (cr, x, y + s);
  cairo_line_to (cr, x, y + s * 0.45);
  cairo_line_to (cr, x + s / 2, y);
  cairo_line_to (cr, x + s, y + s * 0.45);
  cairo_line_to (cr, x + s, y + s);
  cairo_close_path (cr);
}

void
bh_counter_painter_draw_symbol (cairo_t *cr, const char *symbol,
                                double x, double y, double w, double h,
                                const GdkRGBA *colour)
{
  double s = MIN (w, h);
  double cx = x + w / 2, cy = y + h / 2;
  double sx = cx - s / 2, sy = cy - s / 2;   /* the centred square */
  double lw = MAX (1.0, s * 0.08);
  double bx, by, bw, bh;

  if (symbol == NULL || g_str_equal (symbol, "none"))
    return;

  cairo_save (cr);
  gdk_cairo_set_source_rgba (cr, colour);
  cairo_set_line_width (cr, lw);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  if (g_str_equal (symbol, "infantry") || g_str_equal (symbol, "militia"))
    {
      nato_box (cr, x, y, w, h, &bx, &by, &bw, &bh);
      cairo_move_to (cr, bx, by);
      cairo_line_to (cr, bx + bw, by + bh);
      cairo_move_to (cr, bx + bw, by);
      cairo_line_to (cr, bx, by + bh);
      if (g_str_equal (symbol, "militia"))
        {
          /* Irregulars: the X with a bar under the frame. */
          cairo_stroke (cr);
          cairo_move_to (cr, bx + bw * 0.25, by + bh + lw * 1.8);
          cairo_line_to (cr, bx + bw * 0.75, by + bh + lw * 1.8);
        }
      cairo_stroke (cr);
    }
  else if (g_str_equal (symbol, "cavalry") || g_str_equal (symbol, "scout"))
    {
      nato_box (cr, x, y, w, h, &bx, &by, &bw, &bh);
      cairo_move_to (cr, bx, by + bh);
      cairo_line_to (cr, bx + bw, by);
      cairo_stroke (cr);
      if (g_str_equal (symbol, "scout"))
        {
          /* Reconnaissance: an eye in the lower corner. */
          cairo_arc (cr, bx + bw * 0.72, by + bh * 0.7, bh * 0.13, 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
  else if (g_str_equal (symbol, "artillery"))
    {
      nato_box (cr, x, y, w, h, &bx, &by, &bw, &bh);
      cairo_stroke (cr);
      cairo_arc (cr, bx + bw / 2, by + bh / 2, bh * 0.2, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  else if (g_str_equal (symbol, "leader") || g_str_equal (symbol, "star"))
    {
      star_path (cr, cx, cy + s * 0.04, s * 0.52, 5);
      cairo_fill (cr);
    }
  else if (g_str_equal (symbol, "flag"))
    {
      cairo_move_to (cr, sx + s * 0.2, sy + s);
      cairo_line_to (cr, sx + s * 0.2, sy);
      cairo_stroke (cr);
      cairo_move_to (cr, sx + s * 0.2, sy + s * 0.02);
      cairo_curve_to (cr, sx + s * 0.5, sy - s * 0.1, sx + s * 0.6, sy + s * 0.2, sx + s * 0.95, sy + s * 0.08);
      cairo_line_to (cr, sx + s * 0.95, sy + s * 0.52);
      cairo_curve_to (cr, sx + s * 0.6, sy + s * 0.64, sx + s * 0.5, sy + s * 0.34, sx + s * 0.2, sy + s * 0.46);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  else if (g_str_equal (symbol, "warrior"))
    {
      /* A feather: a leaf-shaped vane on a quill, slanted. */
      cairo_translate (cr, cx, cy);
      cairo_rotate (cr, G_PI / 5);
      cairo_move_to (cr, 0, -s * 0.55);
      cairo_curve_to (cr, s * 0.3, -s * 0.3, s * 0.22, s * 0.2, 0, s * 0.32);
      cairo_curve_to (cr, -s * 0.22, s * 0.2, -s * 0.3, -s * 0.3, 0, -s * 0.55);
      cairo_fill (cr);
      cairo_move_to (cr, 0, s * 0.3);
      cairo_line_to (cr, 0, s * 0.55);
      cairo_stroke (cr);
    }
  else if (g_str_equal (symbol, "supply"))
    {
      /* A wagon wheel. */
      double r = s * 0.46;

      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      cairo_stroke (cr);
      for (int i = 0; i < 6; i++)
        {
          double a = i * G_PI / 3;
          cairo_move_to (cr, cx + r * 0.2 * cos (a), cy + r * 0.2 * sin (a));
          cairo_line_to (cr, cx + r * cos (a), cy + r * sin (a));
        }
      cairo_stroke (cr);
      cairo_arc (cr, cx, cy, r * 0.2, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  else if (g_str_equal (symbol, "ship") || g_str_equal (symbol, "canoe"))
    {
      if (g_str_equal (symbol, "ship"))
        {
          cairo_move_to (cr, sx + s * 0.5, sy + s * 0.02);
          cairo_line_to (cr, sx + s * 0.5, sy + s * 0.7);
          cairo_stroke (cr);
          cairo_move_to (cr, sx + s * 0.44, sy + s * 0.1);
          cairo_line_to (cr, sx + s * 0.1, sy + s * 0.6);
          cairo_line_to (cr, sx + s * 0.44, sy + s * 0.6);
          cairo_close_path (cr);
          cairo_move_to (cr, sx + s * 0.56, sy + s * 0.18);
          cairo_line_to (cr, sx + s * 0.85, sy + s * 0.6);
          cairo_line_to (cr, sx + s * 0.56, sy + s * 0.6);
          cairo_close_path (cr);
          cairo_fill (cr);
          cairo_move_to (cr, sx, sy + s * 0.72);
          cairo_line_to (cr, sx + s, sy + s * 0.72);
          cairo_line_to (cr, sx + s * 0.82, sy + s * 0.95);
          cairo_line_to (cr, sx + s * 0.18, sy + s * 0.95);
          cairo_close_path (cr);
          cairo_fill (cr);
        }
      else
        {
          cairo_move_to (cr, sx, sy + s * 0.55);
          cairo_curve_to (cr, sx + s * 0.3, sy + s * 0.85, sx + s * 0.7, sy + s * 0.85, sx + s, sy + s * 0.55);
          cairo_curve_to (cr, sx + s * 0.7, sy + s * 0.68, sx + s * 0.3, sy + s * 0.68, sx, sy + s * 0.55);
          cairo_fill (cr);
          cairo_move_to (cr, sx + s * 0.3, sy + s * 0.1);
          cairo_line_to (cr, sx + s * 0.7, sy + s * 0.9);
          cairo_stroke (cr);
        }
    }
  else if (g_str_equal (symbol, "fort"))
    {
      /* A stockade: palisade stakes with pointed tops. */
      int n = 5;
      double pw = s / n;

      cairo_move_to (cr, sx, sy + s * 0.95);
      for (int i = 0; i < n; i++)
        {
          cairo_line_to (cr, sx + i * pw, sy + s * 0.3);
          cairo_line_to (cr, sx + (i + 0.5) * pw, sy + s * 0.08);
          cairo_line_to (cr, sx + (i + 1) * pw, sy + s * 0.3);
        }
      cairo_line_to (cr, sx + s, sy + s * 0.95);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  else if (g_str_equal (symbol, "village") || g_str_equal (symbol, "mission"))
    {
      if (g_str_equal (symbol, "village"))
        {
          /* A lodge: a tipi with crossed poles. */
          cairo_move_to (cr, sx + s * 0.1, sy + s * 0.95);
          cairo_line_to (cr, sx + s * 0.5, sy + s * 0.15);
          cairo_line_to (cr, sx + s * 0.9, sy + s * 0.95);
          cairo_close_path (cr);
          cairo_fill (cr);
          cairo_move_to (cr, sx + s * 0.36, sy);
          cairo_line_to (cr, sx + s * 0.5, sy + s * 0.28);
          cairo_line_to (cr, sx + s * 0.64, sy);
          cairo_stroke (cr);
        }
      else
        {
          cairo_move_to (cr, cx, sy);
          cairo_line_to (cr, cx, sy + s);
          cairo_move_to (cr, sx + s * 0.2, sy + s * 0.3);
          cairo_line_to (cr, sx + s * 0.8, sy + s * 0.3);
          cairo_set_line_width (cr, lw * 1.5);
          cairo_stroke (cr);
        }
    }
  else if (g_str_equal (symbol, "settlement"))
    {
      draw_house (cr, sx + s * 0.1, sy + s * 0.1, s * 0.8);
      cairo_fill (cr);
    }
  else if (g_str_equal (symbol, "town"))
    {
      draw_house (cr, sx, sy + s * 0.3, s * 0.55);
      draw_house (cr, sx + s * 0.45, sy + s * 0.15, s * 0.55);
      cairo_fill (cr);
    }
  else if (g_str_equal (symbol, "city"))
    {
      cairo_rectangle (cr, sx, sy + s * 0.4, s * 0.3, s * 0.6);
      cairo_rectangle (cr, sx + s * 0.35, sy + s * 0.05, s * 0.3, s * 0.95);
      cairo_rectangle (cr, sx + s * 0.7, sy + s * 0.25, s * 0.3, s * 0.75);
      cairo_fill (cr);
    }
  else if (g_str_equal (symbol, "mine") || g_str_equal (symbol, "battle"))
    {
      /* Crossed tools or blades. */
      cairo_move_to (cr, sx + s * 0.1, sy + s * 0.1);
      cairo_line_to (cr, sx + s * 0.9, sy + s * 0.9);
      cairo_move_to (cr, sx + s * 0.9, sy + s * 0.1);
      cairo_line_to (cr, sx + s * 0.1, sy + s * 0.9);
      cairo_stroke (cr);
      cairo_set_line_width (cr, lw * 1.3);
      if (g_str_equal (symbol, "mine"))
        {
          cairo_move_to (cr, sx, sy + s * 0.3);
          cairo_line_to (cr, sx + s * 0.3, sy);
          cairo_move_to (cr, sx + s * 0.7, sy);
          cairo_line_to (cr, sx + s, sy + s * 0.3);
        }
      else
        {
          cairo_move_to (cr, sx + s * 0.62, sy + s * 0.88);
          cairo_line_to (cr, sx + s * 0.88, sy + s * 0.62);
          cairo_move_to (cr, sx + s * 0.38, sy + s * 0.88);
          cairo_line_to (cr, sx + s * 0.12, sy + s * 0.62);
        }
      cairo_stroke (cr);
    }
  else if (g_str_equal (symbol, "railroad"))
    {
      for (int i = 0; i < 4; i++)
        {
          cairo_move_to (cr, sx + s * (0.12 + i * 0.25), sy + s * 0.25);
          cairo_line_to (cr, sx + s * (0.12 + i * 0.25), sy + s * 0.75);
        }
      cairo_move_to (cr, sx, sy + s * 0.38);
      cairo_line_to (cr, sx + s, sy + s * 0.38);
      cairo_move_to (cr, sx, sy + s * 0.62);
      cairo_line_to (cr, sx + s, sy + s * 0.62);
      cairo_stroke (cr);
    }
  else if (g_str_equal (symbol, "base"))
    {
      /* An anchor. */
      cairo_arc (cr, cx, sy + s * 0.14, s * 0.1, 0, 2 * G_PI);
      cairo_stroke (cr);
      cairo_move_to (cr, cx, sy + s * 0.24);
      cairo_line_to (cr, cx, sy + s * 0.95);
      cairo_move_to (cr, sx + s * 0.25, sy + s * 0.38);
      cairo_line_to (cr, sx + s * 0.75, sy + s * 0.38);
      cairo_stroke (cr);
      cairo_arc_negative (cr, cx, sy + s * 0.55, s * 0.4, G_PI * 0.95, G_PI * 0.05);
      cairo_stroke (cr);
    }
  else if (g_str_equal (symbol, "marker") || g_str_equal (symbol, "chit"))
    {
      cairo_arc (cr, cx, cy, s * 0.4, 0, 2 * G_PI);
      if (g_str_equal (symbol, "marker"))
        cairo_fill (cr);
      else
        cairo_stroke (cr);
    }
  else if (g_str_equal (symbol, "card"))
    {
      rounded_rect (cr, sx + s * 0.18, sy, s * 0.64, s, s * 0.08);
      cairo_stroke (cr);
      star_path (cr, cx, cy, s * 0.18, 4);
      cairo_fill (cr);
    }

  cairo_restore (cr);
}

static PangoLayout *
make_layout (cairo_t *cr, const char *text, double px, gboolean bold)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) font = pango_font_description_new ();

  pango_font_description_set_family (font, "Sans");
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_SEMIBOLD);
  pango_font_description_set_absolute_size (font, px * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* Draws `text` centred on x, its ink box's vertical centre at y, squeezed
 * to `max_width`. */
static void
centred_text (cairo_t *cr, const char *text, double px, gboolean bold,
              double x, double y, double max_width)
{
  g_autoptr(PangoLayout) layout = NULL;
  PangoRectangle ink, logical;
  double scale = 1;

  if (text == NULL || *text == '\0')
    return;

  layout = make_layout (cr, text, px, bold);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  if (logical.width > max_width)
    scale = max_width / logical.width;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, scale, 1);
  cairo_move_to (cr, -logical.width / 2.0, -(ink.y + ink.height / 2.0));
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

static gboolean
is_nato_symbol (const char *symbol)
{
  return symbol != NULL &&
         (g_str_equal (symbol, "infantry") || g_str_equal (symbol, "militia") ||
          g_str_equal (symbol, "cavalry") || g_str_equal (symbol, "scout") ||
          g_str_equal (symbol, "artillery"));
}

void
bh_counter_painter_draw_back (cairo_t *cr, const char *colour, double size, BhCounterPaintFlags flags)
{
  static const GdkRGBA grey = { 0.55, 0.55, 0.5, 1 };
  GdkRGBA bg, fg, edge;
  double m = size * 0.04, s = size - 2 * m, r = s * 0.12;

  bh_colour_parse (colour, &grey, &bg);
  bh_colour_contrast (&bg, &fg);
  bh_colour_shade (&bg, -0.45, &edge);
  cairo_save (cr);
  if (flags & BH_COUNTER_PAINT_SHADOW)
    {
      rounded_rect (cr, m + m * 0.8, m + m * 1.2, s, s, r);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
      cairo_fill (cr);
    }
  rounded_rect (cr, m, m, s, s, r);
  gdk_cairo_set_source_rgba (cr, &bg);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, CLAMP (s * 0.03, 1, 2.5));
  gdk_cairo_set_source_rgba (cr, &edge);
  cairo_stroke (cr);
  bh_counter_painter_draw_symbol (cr, "chit", m + s * 0.3, m + s * 0.3, s * 0.4, s * 0.4, &fg);
  cairo_restore (cr);
}

void
bh_counter_painter_draw (cairo_t *cr, const BhUnitType *type, guint face_index,
                         double size, BhCounterPaintFlags flags)
{
  static const GdkRGBA grey = { 0.55, 0.55, 0.5, 1 };
  const BhFace *face = NULL;
  GdkRGBA bg, fg, edge;
  const char *name;
  gboolean back;
  double m = size * 0.04;       /* margin for the shadow and antialiasing */
  double s = size - 2 * m;
  double r = s * 0.12;

  g_return_if_fail (type != NULL);

  if (type->faces != NULL && face_index < type->faces->len)
    face = g_ptr_array_index (type->faces, face_index);
  back = face_index > 0;

  bh_colour_parse (type->colour, &grey, &bg);
  if (face != NULL && face->colour != NULL)
    bh_colour_parse (face->colour, &bg, &bg);
  if (back && (face == NULL || face->colour == NULL))
    bh_colour_shade (&bg, 0.4, &bg);
  /* The loader gives every type a dark print colour unless the data says
   * otherwise; on a dark counter that would not read, so fall back to
   * whichever of black and white contrasts. */
  bh_colour_contrast (&bg, &fg);
  if (type->text_colour != NULL)
    {
      GdkRGBA given;

      bh_colour_parse (type->text_colour, &fg, &given);
      if (fabs (luminance (&given) - luminance (&bg)) >= 0.4)
        fg = given;
    }
  bh_colour_shade (&bg, -0.45, &edge);

  cairo_save (cr);
  if (flags & BH_COUNTER_PAINT_SHADOW)
    {
      rounded_rect (cr, m + m * 0.8, m + m * 1.2, s, s, r);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
      cairo_fill (cr);
    }

  rounded_rect (cr, m, m, s, s, r);
  gdk_cairo_set_source_rgba (cr, &bg);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, CLAMP (s * 0.03, 1, 2.5));
  gdk_cairo_set_source_rgba (cr, &edge);
  cairo_stroke (cr);

  if (back)
    {
      /* A white band along the top marks the reduced/back face. */
      cairo_save (cr);
      rounded_rect (cr, m, m, s, s, r);
      cairo_clip (cr);
      cairo_rectangle (cr, m, m, s, s * 0.1);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_fill (cr);
      cairo_restore (cr);
    }

  name = type->short_name != NULL ? type->short_name : type->name;
  if (type->kind == BH_UNIT_LEADER)
    name = type->name;

  /* Name on top, symbol in the middle, the face's value below. */
  gdk_cairo_set_source_rgba (cr, &fg);
  centred_text (cr, name, s * 0.2, FALSE, m + s / 2, m + s * 0.22, s * 0.9);
  if (is_nato_symbol (type->symbol))
    bh_counter_painter_draw_symbol (cr, type->symbol, m + s * 0.2, m + s * 0.36, s * 0.6, s * 0.3, &fg);
  else
    bh_counter_painter_draw_symbol (cr, type->symbol, m + s * 0.34, m + s * 0.34, s * 0.32, s * 0.32, &fg);
  if (face != NULL && face->label != NULL)
    centred_text (cr, face->label, s * 0.27, TRUE, m + s / 2, m + s * 0.83, s * 0.9);

  cairo_restore (cr);
}
