/* bh-board-shape.c — hexes, hexsides and outline vertices as edit commands. */

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "bh-board-shape.h"
#include "bh-xml-edit.h"

/* ---- hexes ------------------------------------------------------------------------------------- */

static gboolean
grid_flat (xmlNode *grid)
{
  g_autofree char *orientation = bh_xml_get (grid, "orientation");

  return g_strcmp0 (orientation, "pointy") != 0;
}

/* Centres in units of the hex radius, as bh-hex-board.c places them. */
static void
centre (gboolean flat, int col, int row, double *x, double *y)
{
  const double h = sqrt (3.0);

  if (flat)
    {
      *x = 1 + (col - 1) * 1.5;
      *y = h / 2 + (row - 1) * h + ((col & 1) ? h / 2 : 0);
    }
  else
    {
      *x = h / 2 + (col - 1) * h + ((row & 1) ? h / 2 : 0);
      *y = 1 + (row - 1) * 1.5;
    }
}

gboolean
bh_shape_neighbour (xmlNode *grid, int col, int row, int dir, int *ncol, int *nrow)
{
  gboolean flat = grid_flat (grid);
  int cols = bh_xml_get_int (grid, "cols", 1), rows = bh_xml_get_int (grid, "rows", 1);
  double angle = ((flat ? 270 : 300) + 60 * dir) * G_PI / 180, x, y;

  centre (flat, col, row, &x, &y);
  x += sqrt (3.0) * cos (angle);
  y += sqrt (3.0) * sin (angle);
  for (int c = col - 1; c <= col + 1; c++)
    for (int r = row - 1; r <= row + 1; r++)
      {
        double cx, cy;

        centre (flat, c, r, &cx, &cy);
        if (hypot (cx - x, cy - y) < 0.1)
          {
            *ncol = c;
            *nrow = r;
            return c >= 1 && r >= 1 && c <= cols && r <= rows;
          }
      }
  return FALSE;
}

static gboolean
at (xmlNode *node, int col, int row)
{
  return bh_xml_get_int (node, "col", 0) == col && bh_xml_get_int (node, "row", 0) == row;
}

xmlNode *
bh_shape_find_hex (xmlNode *grid, int col, int row)
{
  BH_XML_FOREACH (child, grid)
    if (bh_xml_node_is (child, "hex") && at (child, col, row))
      return child;
  return NULL;
}

xmlNode *
bh_shape_find_hexside (xmlNode *grid, int col, int row, int dir)
{
  int ncol = 0, nrow = 0;
  gboolean across = bh_shape_neighbour (grid, col, row, dir, &ncol, &nrow);

  BH_XML_FOREACH (child, grid)
    {
      int d;

      if (!bh_xml_node_is (child, "hexside"))
        continue;
      d = bh_xml_get_int (child, "dir", -1);
      if ((at (child, col, row) && d == dir) || (across && at (child, ncol, nrow) && d == (dir + 3) % 6))
        return child;
    }
  return NULL;
}

/* The sibling after which a new `name` element with key (col, row, dir)
 * goes: after the last such sibling with a smaller key. */
static xmlNode *
sorted_anchor (xmlNode *grid, const char *name, int col, int row, int dir)
{
  xmlNode *anchor = NULL, *first = NULL, *prev = NULL;

  BH_XML_FOREACH (child, grid)
    {
      if (bh_xml_node_is (child, name))
        {
          int c = bh_xml_get_int (child, "col", 0), r = bh_xml_get_int (child, "row", 0);
          int d = bh_xml_get_int (child, "dir", 0);

          if (first == NULL)
            first = child;
          if (c < col || (c == col && r < row) || (c == col && r == row && d < dir))
            anchor = child;
        }
      else if (first == NULL)
        prev = child;
    }
  if (anchor != NULL)
    return anchor;
  if (first != NULL)
    return prev;
  return bh_xml_insert_anchor (grid, name);
}

/* Provenance for a new hex or hexside: that of its kind's siblings, else
 * the grid's. */
static void
set_provenance (xmlNode *node, xmlNode *grid, const char *name)
{
  xmlNode *model = bh_xml_first (grid, name);
  g_autofree char *source = NULL;
  g_autofree char *note = NULL;

  if (model == NULL)
    model = grid;
  source = bh_xml_get (model, "source");
  note = bh_xml_get (model, "note");
  bh_xml_set_attrs (node, "source", source != NULL ? source : "reconstructed", "note", note, NULL);
}

BhEditCommand *
bh_shape_set_hex (xmlNode *grid, int col, int row, const char *attribute, const char *value)
{
  xmlNode *hex = bh_shape_find_hex (grid, col, row);
  g_autofree char *old = NULL;

  if (value != NULL && *value == '\0')
    value = NULL;
  if (hex == NULL)
    {
      g_autofree char *c = NULL;
      g_autofree char *r = NULL;

      if (value == NULL)
        return NULL;
      c = g_strdup_printf ("%d", col);
      r = g_strdup_printf ("%d", row);
      hex = bh_xml_new_element (grid->doc, "hex");
      bh_xml_set_attrs (hex, "col", c, "row", r, attribute, value, NULL);
      set_provenance (hex, grid, "hex");
      return bh_edit_insert_after (grid, sorted_anchor (grid, "hex", col, row, 0), hex);
    }
  old = bh_xml_get (hex, attribute);
  if (g_strcmp0 (old, value) == 0)
    return NULL;
  if (value == NULL && bh_xml_first (hex, NULL) == NULL)
    {
      static const char *const others[] = { "terrain", "elevation", "label" };
      gboolean empty = TRUE;

      for (guint i = 0; i < G_N_ELEMENTS (others); i++)
        if (g_strcmp0 (others[i], attribute) != 0 && bh_xml_has (hex, others[i]))
          empty = FALSE;
      if (empty)
        return bh_edit_remove (hex);
    }
  return bh_edit_set_attr (hex, attribute, value);
}

BhEditCommand *
bh_shape_set_hexside (xmlNode *grid, int col, int row, int dir, const char *kind)
{
  xmlNode *side = bh_shape_find_hexside (grid, col, row, dir);
  g_autofree char *old = NULL;

  if (kind != NULL && *kind == '\0')
    kind = NULL;
  if (side == NULL)
    {
      g_autofree char *c = NULL;
      g_autofree char *r = NULL;
      g_autofree char *d = NULL;

      if (kind == NULL)
        return NULL;
      c = g_strdup_printf ("%d", col);
      r = g_strdup_printf ("%d", row);
      d = g_strdup_printf ("%d", dir);
      side = bh_xml_new_element (grid->doc, "hexside");
      bh_xml_set_attrs (side, "col", c, "row", r, "dir", d, "kind", kind, NULL);
      set_provenance (side, grid, "hexside");
      return bh_edit_insert_after (grid, sorted_anchor (grid, "hexside", col, row, dir), side);
    }
  if (kind == NULL)
    return bh_edit_remove (side);
  old = bh_xml_get (side, "kind");
  if (g_strcmp0 (old, kind) == 0)
    return NULL;
  return bh_edit_set_attr (side, "kind", kind);
}

/* ---- outlines ---------------------------------------------------------------------------------- */

/* An outline's text cut into tokens and the blanks before each, so that
 * what is not edited is written back exactly. */
typedef struct {
  GPtrArray *tokens;   /* char* */
  GPtrArray *blanks;   /* char*: before each token */
  char *tail;          /* after the last */
  GArray *points;      /* lon, lat of each token */
} Outline;

static void
outline_free (Outline *o)
{
  g_ptr_array_unref (o->tokens);
  g_ptr_array_unref (o->blanks);
  g_free (o->tail);
  g_array_unref (o->points);
  g_free (o);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Outline, outline_free)

static Outline *
outline_parse (xmlNode *node)
{
  g_autofree char *text = bh_xml_dup_text (node);
  Outline *o = g_new0 (Outline, 1);
  const char *p = text;

  o->tokens = g_ptr_array_new_with_free_func (g_free);
  o->blanks = g_ptr_array_new_with_free_func (g_free);
  o->points = g_array_new (FALSE, FALSE, sizeof (double));
  for (;;)
    {
      const char *start = p, *end;
      char *comma;
      double lon, lat;

      while (*p != '\0' && g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        {
          o->tail = g_strndup (start, p - start);
          break;
        }
      g_ptr_array_add (o->blanks, g_strndup (start, p - start));
      end = p;
      while (*end != '\0' && !g_ascii_isspace (*end))
        end++;
      g_ptr_array_add (o->tokens, g_strndup (p, end - p));
      lon = g_ascii_strtod (p, &comma);
      lat = (comma != NULL && *comma == ',') ? g_ascii_strtod (comma + 1, NULL) : 0;
      g_array_append_val (o->points, lon);
      g_array_append_val (o->points, lat);
      p = end;
    }
  return o;
}

static char *
outline_text (Outline *o)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < o->tokens->len; i++)
    {
      g_string_append (text, g_ptr_array_index (o->blanks, i));
      g_string_append (text, g_ptr_array_index (o->tokens, i));
    }
  g_string_append (text, o->tail);
  return g_string_free (text, FALSE);
}

static double
lon_of (Outline *o, guint i)
{
  return g_array_index (o->points, double, 2 * i);
}

static double
lat_of (Outline *o, guint i)
{
  return g_array_index (o->points, double, 2 * i + 1);
}

static gboolean
same_point (Outline *o, guint i, double lon, double lat)
{
  return fabs (lon_of (o, i) - lon) < 1e-7 && fabs (lat_of (o, i) - lat) < 1e-7;
}

static char *
format_point (double lon, double lat)
{
  char a[G_ASCII_DTOSTR_BUF_SIZE], b[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (a, sizeof a, "%.3f", lon);
  g_ascii_formatd (b, sizeof b, "%.3f", lat);
  return g_strconcat (a, ",", b, NULL);
}

GArray *
bh_shape_outline_points (xmlNode *outline)
{
  g_autoptr(Outline) o = outline_parse (outline);

  return g_array_ref (o->points);
}

/* Every <outline> of the board `node` belongs to. */
static void
collect_outlines (xmlNode *node, GPtrArray *into)
{
  BH_XML_FOREACH (child, node)
    {
      if (bh_xml_node_is (child, "outline"))
        g_ptr_array_add (into, child);
      else
        collect_outlines (child, into);
    }
}

static GPtrArray *
board_outlines (xmlNode *outline)
{
  GPtrArray *all = g_ptr_array_new ();

  collect_outlines (xmlDocGetRootElement (outline->doc), all);
  return all;
}

static void
add_text_edit (BhEditCommand *group, xmlNode *node, Outline *o)
{
  g_autofree char *text = outline_text (o);

  bh_edit_group_add (group, bh_edit_set_text (node, text));
}

BhEditCommand *
bh_shape_move_vertex (xmlNode *outline, guint index, double lon, double lat)
{
  g_autoptr(Outline) own = outline_parse (outline);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(BhEditCommand) group = NULL;
  g_autofree char *token = format_point (lon, lat);
  double lon0, lat0;

  if (index >= own->tokens->len)
    return NULL;
  lon0 = lon_of (own, index);
  lat0 = lat_of (own, index);
  group = bh_edit_group (_("Move Vertex"));
  all = board_outlines (outline);
  for (guint k = 0; k < all->len; k++)
    {
      xmlNode *node = g_ptr_array_index (all, k);
      g_autoptr(Outline) o = outline_parse (node);
      gboolean changed = FALSE;

      for (guint i = 0; i < o->tokens->len; i++)
        if (same_point (o, i, lon0, lat0) && g_strcmp0 (g_ptr_array_index (o->tokens, i), token) != 0)
          {
            g_free (g_ptr_array_index (o->tokens, i));
            g_ptr_array_index (o->tokens, i) = g_strdup (token);
            changed = TRUE;
          }
      if (changed)
        add_text_edit (group, node, o);
    }
  if (bh_edit_group_get_size (group) == 0)
    return NULL;
  return g_steal_pointer (&group);
}

static void
insert_token (Outline *o, guint position, const char *token)
{
  g_ptr_array_insert (o->tokens, position, g_strdup (token));
  g_ptr_array_insert (o->blanks, position, g_strdup (position > 0 ? " " : ""));
}

BhEditCommand *
bh_shape_insert_vertex (xmlNode *outline, guint index, double lon, double lat)
{
  g_autoptr(Outline) own = outline_parse (outline);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(BhEditCommand) group = NULL;
  g_autofree char *token = format_point (lon, lat);
  double alon, alat, blon, blat;

  if (index + 1 >= own->tokens->len)
    return NULL;
  alon = lon_of (own, index);
  alat = lat_of (own, index);
  blon = lon_of (own, index + 1);
  blat = lat_of (own, index + 1);
  group = bh_edit_group (_("Add Vertex"));
  insert_token (own, index + 1, token);
  add_text_edit (group, outline, own);
  /* Neighbours that run along the same edge, either way. */
  all = board_outlines (outline);
  for (guint k = 0; k < all->len; k++)
    {
      xmlNode *node = g_ptr_array_index (all, k);
      g_autoptr(Outline) o = NULL;

      if (node == outline)
        continue;
      o = outline_parse (node);
      for (guint i = 0; i + 1 < o->tokens->len; i++)
        if ((same_point (o, i, alon, alat) && same_point (o, i + 1, blon, blat))
            || (same_point (o, i, blon, blat) && same_point (o, i + 1, alon, alat)))
          {
            insert_token (o, i + 1, token);
            add_text_edit (group, node, o);
            break;
          }
    }
  return g_steal_pointer (&group);
}

BhEditCommand *
bh_shape_delete_vertex (xmlNode *outline, guint index)
{
  g_autoptr(Outline) own = outline_parse (outline);
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(BhEditCommand) group = NULL;
  double lon0, lat0;

  if (index >= own->tokens->len)
    return NULL;
  lon0 = lon_of (own, index);
  lat0 = lat_of (own, index);
  group = bh_edit_group (_("Delete Vertex"));
  all = board_outlines (outline);
  for (guint k = 0; k < all->len; k++)
    {
      xmlNode *node = g_ptr_array_index (all, k);
      g_autoptr(Outline) o = outline_parse (node);
      guint n = o->tokens->len, removed = 0;
      gboolean closed = n > 1 && same_point (o, 0, lon_of (o, n - 1), lat_of (o, n - 1));

      for (guint i = o->tokens->len; i-- > 0;)
        if (same_point (o, i, lon0, lat0))
          {
            if (i == 0 && o->tokens->len > 1)
              {
                g_free (g_ptr_array_index (o->blanks, 1));
                g_ptr_array_index (o->blanks, 1) = g_strdup (g_ptr_array_index (o->blanks, 0));
              }
            g_ptr_array_remove_index (o->tokens, i);
            g_ptr_array_remove_index (o->blanks, i);
            g_array_remove_range (o->points, 2 * i, 2);
            removed++;
          }
      if (removed == 0)
        continue;
      /* A closed ring that lost its first (and last) corner closes on the
       * new first one. */
      if (closed && o->tokens->len > 0
          && !same_point (o, 0, lon_of (o, o->tokens->len - 1), lat_of (o, o->tokens->len - 1)))
        insert_token (o, o->tokens->len, g_ptr_array_index (o->tokens, 0));
      if (o->tokens->len < (closed ? 4u : 3u))
        return NULL;
      add_text_edit (group, node, o);
    }
  if (bh_edit_group_get_size (group) == 0)
    return NULL;
  return g_steal_pointer (&group);
}
