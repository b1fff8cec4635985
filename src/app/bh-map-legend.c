/* bh-map-legend.c — what every mark drawn on the map means: the game's
 * spaces, lines and printed symbols (from its data), the counters, the
 * rings play draws and the reconstructed mark.  Shown in a popover from
 * the decision bar, so that it never covers the map. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-action-utils.h"
#include "bh-counter-painter.h"
#include "bh-map-legend.h"
#include "bh-map-style.h"

#define SWATCH_PX 28

typedef enum {
  SWATCH_SPACE,       /* a space of a kind: shape and fill */
  SWATCH_LINE,        /* a connection: style and colour */
  SWATCH_SYMBOL,      /* a printed feature: a badge with its symbol */
  SWATCH_RING,        /* a ring play draws: colour, width, fill */
  SWATCH_COUNTER,     /* a counter with its stack count */
  SWATCH_BACK,        /* a hidden piece: its side's colour */
  SWATCH_NOTE,        /* a target's cost tab */
  SWATCH_APPROX,      /* the reconstructed mark */
} SwatchKind;

typedef struct {
  SwatchKind kind;
  BhShape shape;
  BhLineStyle style;
  char *symbol;
  GdkRGBA colour;
  GdkRGBA fill;
  double width;
} Swatch;

static void
swatch_free (gpointer data)
{
  Swatch *swatch = data;

  g_free (swatch->symbol);
  g_free (swatch);
}

static void
rounded_square (cairo_t *cr, double x, double y, double side, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + side - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + side - r, y + side - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + side - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
draw_swatch (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  const Swatch *s = data;
  double cx = width / 2.0, cy = height / 2.0, r = MIN (width, height) / 2.0 - 3;

  switch (s->kind)
    {
    case SWATCH_SPACE:
      if (s->shape == BH_SHAPE_SQUARE || s->shape == BH_SHAPE_AREA)
        cairo_rectangle (cr, cx - r, cy - r, 2 * r, 2 * r);
      else if (s->shape == BH_SHAPE_HEX)
        for (int k = 0; k < 6; k++)
          (k == 0 ? cairo_move_to : cairo_line_to) (cr, cx + r * cos (G_PI / 3 * k), cy + r * sin (G_PI / 3 * k));
      else
        cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      cairo_close_path (cr);
      gdk_cairo_set_source_rgba (cr, &s->fill);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 2);
      gdk_cairo_set_source_rgba (cr, &s->colour);
      cairo_stroke (cr);
      break;
    case SWATCH_LINE:
      {
        double dash[2];

        gdk_cairo_set_source_rgba (cr, &bh_map_land_colour);
        cairo_paint (cr);
        cairo_move_to (cr, 2, cy);
        cairo_line_to (cr, width - 2, cy);
        gdk_cairo_set_source_rgba (cr, &s->colour);
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        switch (s->style)
          {
          case BH_LINE_DASHED:
            dash[0] = 6;
            dash[1] = 4;
            cairo_set_dash (cr, dash, 2, 0);
            cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
            cairo_set_line_width (cr, 2.5);
            cairo_stroke (cr);
            break;
          case BH_LINE_DOTTED:
            dash[0] = 0;
            dash[1] = 5;
            cairo_set_dash (cr, dash, 2, 0);
            cairo_set_line_width (cr, 3);
            cairo_stroke (cr);
            break;
          case BH_LINE_DOUBLE:
            cairo_set_line_width (cr, 6);
            cairo_stroke_preserve (cr);
            cairo_set_line_width (cr, 2);
            gdk_cairo_set_source_rgba (cr, &bh_map_land_colour);
            cairo_stroke (cr);
            break;
          case BH_LINE_SOLID:
          default:
            cairo_set_line_width (cr, 2.5);
            cairo_stroke (cr);
            break;
          }
        break;
      }
    case SWATCH_SYMBOL:
      cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 1.5);
      gdk_cairo_set_source_rgba (cr, &s->colour);
      cairo_stroke (cr);
      bh_counter_painter_draw_symbol (cr, s->symbol, cx - r * 0.62, cy - r * 0.62, r * 1.24, r * 1.24, &s->colour);
      break;
    case SWATCH_RING:
      gdk_cairo_set_source_rgba (cr, &bh_map_table_colour);
      cairo_paint (cr);
      cairo_arc (cr, cx, cy, r - s->width / 2, 0, 2 * G_PI);
      if (s->fill.alpha > 0)
        {
          gdk_cairo_set_source_rgba (cr, &s->fill);
          cairo_fill_preserve (cr);
        }
      cairo_set_line_width (cr, s->width);
      gdk_cairo_set_source_rgba (cr, &s->colour);
      cairo_stroke (cr);
      break;
    case SWATCH_COUNTER:
    case SWATCH_BACK:
      rounded_square (cr, 3, 3, width - 8, 3);
      gdk_cairo_set_source_rgba (cr, &s->fill);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 1);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
      cairo_stroke (cr);
      if (s->kind == SWATCH_COUNTER)
        {
          cairo_arc (cr, width - 6, height - 6, 5.5, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 0.12, 0.12, 0.12, 0.9);
          cairo_fill (cr);
          cairo_set_source_rgba (cr, 1, 1, 1, 1);
          cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
          cairo_set_font_size (cr, 8);
          cairo_move_to (cr, width - 8.5, height - 3);
          cairo_show_text (cr, "3");
        }
      break;
    case SWATCH_NOTE:
      rounded_square (cr, 1, cy - 7, width - 2, 7);
      cairo_set_source_rgba (cr, 0.10, 0.45, 0.17, 0.95);
      cairo_fill (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 1);
      cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, 9);
      cairo_move_to (cr, 4, cy + 3.5);
      cairo_show_text (cr, "2");
      break;
    case SWATCH_APPROX:
      rounded_square (cr, 4, cy - 8, width - 8, 8);
      cairo_set_source_rgba (cr, 1, 0.98, 0.93, 1);
      cairo_fill (cr);
      cairo_set_source_rgba (cr, 0.42, 0.30, 0.16, 1);
      cairo_select_font_face (cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, 15);
      cairo_move_to (cr, cx - 5, cy + 5);
      cairo_show_text (cr, "≈");
      break;
    }
}

static void
add_row (GtkWidget *list, Swatch *swatch, const char *text)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *area = gtk_drawing_area_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), SWATCH_PX);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), SWATCH_PX);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_swatch, swatch, swatch_free);
  gtk_widget_set_valign (area, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 46);
  gtk_widget_add_css_class (row, "legend-row");
  gtk_box_append (GTK_BOX (row), area);
  gtk_box_append (GTK_BOX (row), label);
  gtk_box_append (GTK_BOX (list), row);
}

static void
add_heading (GtkWidget *list, const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_set_margin_top (label, 6);
  gtk_box_append (GTK_BOX (list), label);
}

static Swatch *
swatch_new (SwatchKind kind)
{
  Swatch *swatch = g_new0 (Swatch, 1);

  swatch->kind = kind;
  return swatch;
}

static Swatch *
ring_swatch (double r, double g, double b, double width, double fill_alpha)
{
  Swatch *swatch = swatch_new (SWATCH_RING);

  swatch->colour = (GdkRGBA) { r, g, b, 1 };
  swatch->fill = (GdkRGBA) { r, g, b, fill_alpha };
  swatch->width = width;
  return swatch;
}

/* Whether any space of the campaign map is of kind `k`, any connection of
 * kind `k`, any feature of kind `k`: only what the map shows is listed. */
static gboolean
space_kind_used (BhGameData *data, guint k)
{
  for (guint i = 0; i < bh_game_data_get_n_spaces (data); i++)
    if ((guint) bh_game_data_get_space (data, i)->kind == k)
      return TRUE;
  return FALSE;
}

static gboolean
connection_kind_used (BhGameData *data, guint k)
{
  for (guint i = 0; i < bh_game_data_get_n_connections (data); i++)
    if ((guint) bh_game_data_get_connection (data, i)->kind == k)
      return TRUE;
  return FALSE;
}

static gboolean
feature_kind_used (BhGameData *data, guint k)
{
  for (guint i = 0; i < bh_game_data_get_n_spaces (data); i++)
    {
      const BhSpace *space = bh_game_data_get_space (data, i);

      for (guint f = 0; space->features != NULL && f < space->features->len; f++)
        if ((guint) ((const BhFeature *) g_ptr_array_index (space->features, f))->kind == k)
          return TRUE;
    }
  return FALSE;
}

GtkWidget *
bh_map_legend_new (BhGameData *data, gboolean reconstructed, gboolean battle_board)
{
  GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  /* Wide enough that most meanings take one line. */
  gtk_widget_set_size_request (list, 400, -1);
  gtk_widget_set_margin_start (list, 8);
  gtk_widget_set_margin_end (list, 8);
  gtk_widget_set_margin_top (list, 4);
  gtk_widget_set_margin_bottom (list, 8);

  if (!battle_board)
    {
      /* Translators: the map legend's first heading: the kinds of space */
      add_heading (list, _("Spaces"));
      for (guint k = 0; k < bh_game_data_get_n_space_kinds (data); k++)
        {
          const BhSpaceKind *kind = bh_game_data_get_space_kind (data, k);
          Swatch *swatch;

          if (!space_kind_used (data, k) || kind->shape == BH_SHAPE_AREA)
            continue;
          swatch = swatch_new (SWATCH_SPACE);
          swatch->shape = kind->shape;
          swatch->fill = kind->water ? bh_map_water_colour : bh_map_space_colour;
          swatch->colour = bh_map_neutral_colour;
          add_row (list, swatch, kind->name);
        }
      for (guint t = 0; t < bh_game_data_get_n_terrains (data); t++)
        {
          const BhNamed *terrain = bh_game_data_get_terrain (data, t);
          Swatch *swatch;

          if (terrain->colour == NULL)
            continue;
          swatch = swatch_new (SWATCH_SPACE);
          bh_colour_parse (terrain->colour, &bh_map_space_colour, &swatch->fill);
          swatch->colour = bh_map_neutral_colour;
          add_row (list, swatch, terrain->name);
        }
      for (guint s = 0; s < bh_game_data_get_n_sides (data); s++)
        {
          const BhSide *side = bh_game_data_get_side (data, s);
          Swatch *swatch = swatch_new (SWATCH_RING);
          g_autofree char *text = NULL;

          bh_colour_parse (side->colour, &bh_map_neutral_colour, &swatch->colour);
          swatch->width = 4.5;
          /* Translators: the map legend: a space ringed in a side's colour; the side's name */
          text = g_strdup_printf (_("A space held by %s: ringed in its colour"), side->name);
          add_row (list, swatch, text);
        }

      /* Translators: the map legend: the lines between spaces */
      add_heading (list, _("Lines"));
      for (guint k = 0; k < bh_game_data_get_n_connection_kinds (data); k++)
        {
          const BhConnectionKind *kind = bh_game_data_get_connection_kind (data, k);
          Swatch *swatch;

          if (!connection_kind_used (data, k))
            continue;
          swatch = swatch_new (SWATCH_LINE);
          swatch->style = kind->style;
          bh_colour_parse (kind->colour, &bh_map_neutral_colour, &swatch->colour);
          add_row (list, swatch, kind->name);
        }

      /* Translators: the map legend: the symbols printed by the spaces */
      add_heading (list, _("Symbols"));
      for (guint k = 0; k < bh_game_data_get_n_feature_kinds (data); k++)
        {
          const BhFeatureKind *kind = bh_game_data_get_feature_kind (data, k);
          Swatch *swatch;

          if (kind->symbol == NULL || g_str_equal (kind->symbol, "none") || !feature_kind_used (data, k))
            continue;
          swatch = swatch_new (SWATCH_SYMBOL);
          swatch->symbol = g_strdup (kind->symbol);
          swatch->colour = bh_map_neutral_colour;
          add_row (list, swatch, kind->name);
        }
    }

  /* Translators: the map legend: counters and stacks */
  add_heading (list, _("Pieces"));
  {
    Swatch *swatch = swatch_new (SWATCH_COUNTER);

    swatch->fill = (GdkRGBA) { 0.25, 0.42, 0.70, 1 };
    add_row (list, swatch, _("A stack: its top counter; the number counts the pieces in it. Point at it to see "
                             "each counter at full size"));
    swatch = swatch_new (SWATCH_BACK);
    swatch->fill = (GdkRGBA) { 0.55, 0.55, 0.5, 1 };
    add_row (list, swatch, _("A piece hidden from you: only its side's colour shows"));
  }

  /* Translators: the map legend: the rings drawn while playing */
  add_heading (list, _("While playing"));
  add_row (list, ring_swatch (1, 1, 1, 2, 0), _("A stack that can act now: select it"));
  add_row (list, ring_swatch (0.16, 0.62, 0.24, 3, 0.22), _("Where the checked pieces, or a click, can go"));
  add_row (list, swatch_new (SWATCH_NOTE), _("Beside a green space: what going there costs (MP: movement points)"));
  add_row (list, ring_swatch (0.11, 0.42, 0.86, 4, 0.18), _("The selected stack"));
  add_row (list, ring_swatch (0.96, 0.62, 0.04, 5, 0), _("Where a dragged stack will be dropped"));
  add_row (list, ring_swatch (0.95, 0.30, 0.05, 2, 0), _("The keyboard cursor"));
  if (reconstructed)
    add_row (list, swatch_new (SWATCH_APPROX),
             battle_board ? _("≈ This battle board's layout is reconstructed: the rulebook gives none")
                          : _("≈ Reconstructed: placed from real geography, not from the printed map"));
  return list;
}

guint
bh_map_legend_count_rows (GtkWidget *legend)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (legend); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += gtk_widget_has_css_class (child, "legend-row");
  return n;
}

gboolean
bh_map_legend_has_text (GtkWidget *legend, const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (legend); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_has_css_class (child, "legend-row") &&
        g_strcmp0 (gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (child))), text) == 0)
      return TRUE;
  return FALSE;
}
