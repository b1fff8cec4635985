/* bh-data-loader.c — reads a game folder into a BhGameData: each file is
 * validated against its schema, then every reference is resolved.  The
 * first problem stops the load with one error naming file and line, so a
 * game is either loaded whole or not at all. */
#include "config.h"

#include "bh-game-data-private.h"
#include "bh-error.h"
#include "bh-xml.h"
#include "bh-xml-limits.h"

#include <glib/gi18n-lib.h>
#include <math.h>

typedef struct {
  BhGameData *data;
  char *file;                 /* display name of the file being read */
  GError **error;
  GChecksum *digest;
  GHashTable *terrains;       /* id -> index + 1 */
  GHashTable *space_kinds;
  GHashTable *connection_kinds;
  GHashTable *feature_kinds;
  GHashTable *decks;
  GHashTable *tables;
  GHashTable *connection_pairs;
  /* A problem found while reading provenance, reported once the element
   * being read is done (see check_deferred). */
  char *deferred_message;
} Loader;

#define FOR_EACH_ELEMENT(child, parent) \
  for (xmlNode *child = (parent)->children; child; child = child->next) \
    if (child->type == XML_ELEMENT_NODE)

G_GNUC_PRINTF (3, 4)
static gboolean
fail (Loader *l, xmlNode *node, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (l->error, BH_ERROR, BH_ERROR_INVALID, "%s:%ld: %s", l->file,
               node ? xmlGetLineNo (node) : 1L, message);
  return FALSE;
}

static char *
attr (Loader *l, xmlNode *node, const char *name)
{
  return bh_xml_attr (node, name, l->data->strings);
}

static char *
text (Loader *l, xmlNode *node, const char *child)
{
  return bh_xml_child_text (node, child, l->data->strings);
}

static void
defer (Loader *l, xmlNode *node, char *message)
{
  if (l->deferred_message == NULL)
    l->deferred_message = g_strdup_printf ("%s:%ld: %s", l->file, xmlGetLineNo (node), message);
  g_free (message);
}

static gboolean
check_deferred (Loader *l)
{
  if (l->deferred_message == NULL)
    return TRUE;
  g_set_error_literal (l->error, BH_ERROR, BH_ERROR_INVALID, l->deferred_message);
  return FALSE;
}

/* The element or one holding it has a note that is not blank. */
static gboolean
has_note (xmlNode *node)
{
  for (; node != NULL && node->type == XML_ELEMENT_NODE; node = node->parent)
    {
      g_autofree char *note = (char *) xmlGetProp (node, (const xmlChar *) "note");

      if (note != NULL && *g_strstrip (note) != '\0')
        return TRUE;
    }
  return FALSE;
}

static void
read_provenance (Loader *l, xmlNode *node, BhProvenance *prov)
{
  prov->source = attr (l, node, "source");
  if (prov->source && (*prov->source == '\0' || g_utf8_strlen (prov->source, -1) > 120))
    defer (l, node, g_strdup (_("a source must name a rule or say “reconstructed”, in 120 characters at most")));
  prov->note = attr (l, node, "note");
  /* A guess is never hidden: it says why the value was chosen, or the
   * element holding it does (a prop under a noted feature). */
  if (g_strcmp0 (prov->source, "reconstructed") == 0 && !has_note (node))
    defer (l, node, g_strdup (_("source=\"reconstructed\" needs a note saying why the value was chosen")));
  prov->checked = bh_xml_attr_bool (node, "checked", FALSE);
  prov->line = (int) xmlGetLineNo (node);
}

static GPtrArray *
read_props (Loader *l, xmlNode *node)
{
  GPtrArray *props = bh_game_data_ptr_array (l->data);

  FOR_EACH_ELEMENT (child, node)
    {
      BhProp *prop;

      if (!bh_xml_is (child, "prop"))
        continue;
      prop = bh_game_data_alloc (l->data, sizeof *prop);
      prop->name = attr (l, child, "name");
      prop->value = attr (l, child, "value");
      if (!bh_id_is_valid (prop->name))
        defer (l, child, g_strdup_printf (_("“%s” is not a valid id: use letters, digits, “-” and “_”"), prop->name));
      read_provenance (l, child, &prop->prov);
      g_ptr_array_add (props, prop);
    }
  return props;
}

/* Letters, digits, "-" and "_", starting with a letter or digit (the
 * schemas leave this to us: see common.rng). */
static gboolean
id_is_valid (const char *id)
{
  return bh_id_is_valid (id);
}

/* Adds `id` to an index; refuses duplicates. */
static gboolean
index_add (Loader *l, GHashTable *index, const char *id, int value, xmlNode *node, const char *what)
{
  if (!id_is_valid (id))
    return fail (l, node, _("“%s” is not a valid id: use letters, digits, “-” and “_”"), id);
  if (g_hash_table_contains (index, id))
    return fail (l, node, _("duplicate %s id “%s”"), what, id);
  g_hash_table_insert (index, (gpointer) id, GINT_TO_POINTER (value + 1));
  return TRUE;
}

/* Resolves an optional reference; absent gives BH_NONE. */
static gboolean
resolve (Loader *l, GHashTable *index, xmlNode *node, const char *attribute,
         const char *what, int *out)
{
  g_autofree char *value = (char *) xmlGetProp (node, (const xmlChar *) attribute);

  *out = BH_NONE;
  if (value == NULL)
    return TRUE;
  *out = bh_index_lookup (index, value);
  if (*out == BH_NONE)
    return fail (l, node, _("unknown %s “%s” in attribute %s"), what, value, attribute);
  return TRUE;
}

static xmlDoc *
open_file (Loader *l, GFile *folder, const char *relative, const char *schema_name, gboolean optional)
{
  g_autoptr(GFile) file = g_file_resolve_relative_path (folder, relative);
  g_autoptr(GFile) schema = g_file_get_child (l->data->schemas, schema_name);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  xmlDoc *doc;

  g_free (l->file);
  l->file = bh_file_display_name (file);
  bytes = bh_xml_read_file (file, l->file, schema_name, NULL, &local_error);
  if (bytes == NULL)
    {
      if (optional && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return NULL;
      if (local_error->domain == BH_ERROR)
        g_propagate_error (l->error, g_steal_pointer (&local_error));
      else
        g_set_error (l->error, BH_ERROR, BH_ERROR_NOT_FOUND, "%s: %s", l->file, local_error->message);
      return NULL;
    }
  if (l->digest)
    {
      gsize length;
      const guchar *contents = g_bytes_get_data (bytes, &length);

      g_checksum_update (l->digest, (const guchar *) relative, -1);
      if (length)
        g_checksum_update (l->digest, contents, length);
    }
  doc = bh_xml_load_bytes (l->file, bytes, schema, l->error);
  return doc;
}

static gboolean
check_game_attribute (Loader *l, xmlNode *root)
{
  g_autofree char *game = (char *) xmlGetProp (root, (const xmlChar *) "game");

  if (game && !g_str_equal (game, l->data->id))
    return fail (l, root, _("this file belongs to game “%s”, not “%s”"), game, l->data->id);
  return TRUE;
}

/* ---- game.xml ---------------------------------------------------------- */

static gboolean
load_vocabulary (Loader *l, xmlNode *list, GPtrArray *out, GHashTable *index, const char *what,
                 gboolean (*read) (Loader *, xmlNode *, gpointer *))
{
  FOR_EACH_ELEMENT (child, list)
    {
      gpointer item = NULL;
      const char *id;

      if (!read (l, child, &item))
        return FALSE;
      id = *(char **) item;   /* every vocabulary struct starts with its id */
      if (!index_add (l, index, id, out->len, child, what))
        return FALSE;
      g_ptr_array_add (out, item);
    }
  return TRUE;
}

static gboolean
read_side (Loader *l, xmlNode *node, gpointer *out)
{
  BhSide *side = bh_game_data_alloc (l->data, sizeof *side);

  side->id = attr (l, node, "id");
  side->colour = attr (l, node, "colour");
  side->name = text (l, node, "name");
  side->short_name = text (l, node, "short-name");
  if (side->short_name == NULL)
    side->short_name = side->name;
  read_provenance (l, node, &side->prov);
  *out = side;
  return TRUE;
}

static gboolean
read_nation (Loader *l, xmlNode *node, gpointer *out)
{
  BhNation *nation = bh_game_data_alloc (l->data, sizeof *nation);

  nation->id = attr (l, node, "id");
  nation->colour = attr (l, node, "colour");
  nation->abbrev = attr (l, node, "abbrev");
  nation->name = text (l, node, "name");
  nation->props = read_props (l, node);
  read_provenance (l, node, &nation->prov);
  *out = nation;
  return resolve (l, l->data->side_index, node, "side", _("side"), &nation->side);
}

static gboolean
read_named (Loader *l, xmlNode *node, gpointer *out)
{
  BhNamed *named = bh_game_data_alloc (l->data, sizeof *named);

  named->id = attr (l, node, "id");
  named->colour = attr (l, node, "colour");
  named->name = text (l, node, "name");
  read_provenance (l, node, &named->prov);
  *out = named;
  return TRUE;
}

static gboolean
read_space_kind (Loader *l, xmlNode *node, gpointer *out)
{
  BhSpaceKind *kind = bh_game_data_alloc (l->data, sizeof *kind);
  g_autofree char *shape = (char *) xmlGetProp (node, (const xmlChar *) "shape");

  kind->id = attr (l, node, "id");
  kind->name = text (l, node, "name");
  kind->water = bh_xml_attr_bool (node, "water", FALSE);
  kind->props = read_props (l, node);
  kind->shape = g_strcmp0 (shape, "square") == 0 ? BH_SHAPE_SQUARE
              : g_strcmp0 (shape, "area") == 0 ? BH_SHAPE_AREA
              : g_strcmp0 (shape, "hex") == 0 ? BH_SHAPE_HEX : BH_SHAPE_CIRCLE;
  read_provenance (l, node, &kind->prov);
  *out = kind;
  return TRUE;
}

static gboolean
read_connection_kind (Loader *l, xmlNode *node, gpointer *out)
{
  BhConnectionKind *kind = bh_game_data_alloc (l->data, sizeof *kind);
  g_autofree char *style = (char *) xmlGetProp (node, (const xmlChar *) "style");

  kind->id = attr (l, node, "id");
  kind->name = text (l, node, "name");
  kind->colour = attr (l, node, "colour");
  kind->cost = bh_xml_attr_int (node, "cost", 1);
  kind->props = read_props (l, node);
  kind->style = g_strcmp0 (style, "dashed") == 0 ? BH_LINE_DASHED
              : g_strcmp0 (style, "dotted") == 0 ? BH_LINE_DOTTED
              : g_strcmp0 (style, "double") == 0 ? BH_LINE_DOUBLE : BH_LINE_SOLID;
  read_provenance (l, node, &kind->prov);
  *out = kind;
  return TRUE;
}

static gboolean
read_feature_kind (Loader *l, xmlNode *node, gpointer *out)
{
  BhFeatureKind *kind = bh_game_data_alloc (l->data, sizeof *kind);

  kind->id = attr (l, node, "id");
  kind->name = text (l, node, "name");
  kind->symbol = attr (l, node, "symbol");
  read_provenance (l, node, &kind->prov);
  *out = kind;
  return TRUE;
}

static gboolean
read_die (Loader *l, xmlNode *node, gpointer *out)
{
  BhDie *die = bh_game_data_alloc (l->data, sizeof *die);

  die->id = attr (l, node, "id");
  die->name = text (l, node, "name");
  die->faces = bh_xml_attr_int (node, "faces", 6);
  die->named_faces = bh_game_data_array (l->data, sizeof (BhDieFace));
  read_provenance (l, node, &die->prov);
  FOR_EACH_ELEMENT (child, node)
    if (bh_xml_is (child, "face"))
      {
        BhDieFace face = { bh_xml_attr_int (child, "value", 0), bh_xml_text (child, l->data->strings) };

        if (face.value < 1 || face.value > die->faces)
          return fail (l, child, _("die “%s” has no face %d"), die->id, face.value);
        for (guint i = 0; i < die->named_faces->len; i++)
          if (g_array_index (die->named_faces, BhDieFace, i).value == face.value)
            return fail (l, child, _("die “%s” names face %d twice"), die->id, face.value);
        g_array_append_val (die->named_faces, face);
      }
  *out = die;
  return resolve (l, l->data->side_index, node, "side", _("side"), &die->side);
}

static gboolean
read_phase (Loader *l, xmlNode *node, gpointer *out)
{
  BhPhase *phase = bh_game_data_alloc (l->data, sizeof *phase);

  phase->id = attr (l, node, "id");
  phase->name = text (l, node, "name");
  phase->rule = attr (l, node, "rule");
  phase->props = read_props (l, node);
  read_provenance (l, node, &phase->prov);
  *out = phase;
  return resolve (l, l->data->side_index, node, "side", _("side"), &phase->side);
}

static gboolean
load_game (Loader *l, GFile *folder)
{
  BhGameData *d = l->data;
  xmlDoc *doc = open_file (l, folder, "game.xml", "game.rng", FALSE);
  xmlNode *root;
  g_autoptr(GHashTable) dice = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) phases = g_hash_table_new (g_str_hash, g_str_equal);
  gboolean ok = TRUE;

  if (doc == NULL)
    return FALSE;
  root = xmlDocGetRootElement (doc);
  d->id = attr (l, root, "id");
  read_provenance (l, root, &d->prov);
  d->title = text (l, root, "title");
  d->subtitle = text (l, root, "subtitle");
  d->description = text (l, root, "description");
  d->credits = text (l, root, "credits");
  d->props = read_props (l, root);
  if (bh_xml_child (root, "default-scenario"))
    d->default_scenario = attr (l, bh_xml_child (root, "default-scenario"), "ref");

  FOR_EACH_ELEMENT (child, root)
    {
      if (bh_xml_is (child, "sides"))
        ok = load_vocabulary (l, child, d->sides, d->side_index, _("side"), read_side);
      else if (bh_xml_is (child, "nations"))
        ok = load_vocabulary (l, child, d->nations, d->nation_index, _("nation"), read_nation);
      else if (bh_xml_is (child, "terrains"))
        ok = load_vocabulary (l, child, d->terrains, l->terrains, _("terrain"), read_named);
      else if (bh_xml_is (child, "value-kinds"))
        ok = load_vocabulary (l, child, d->value_kinds, d->value_kind_index, _("value kind"), read_named);
      else if (bh_xml_is (child, "space-kinds"))
        ok = load_vocabulary (l, child, d->space_kinds, l->space_kinds, _("space kind"), read_space_kind);
      else if (bh_xml_is (child, "connection-kinds"))
        ok = load_vocabulary (l, child, d->connection_kinds, l->connection_kinds, _("connection kind"), read_connection_kind);
      else if (bh_xml_is (child, "feature-kinds"))
        ok = load_vocabulary (l, child, d->feature_kinds, l->feature_kinds, _("feature kind"), read_feature_kind);
      else if (bh_xml_is (child, "dice"))
        ok = load_vocabulary (l, child, d->dice, dice, _("die"), read_die);
      else if (bh_xml_is (child, "sequence"))
        ok = load_vocabulary (l, child, d->phases, phases, _("phase"), read_phase);
      if (!ok)
        break;
    }
  /* Nations and sides may both own spaces: one namespace for owners. */
  if (ok)
    for (guint i = 0; i < d->nations->len; i++)
      {
        BhNation *nation = g_ptr_array_index (d->nations, i);

        if (g_hash_table_contains (d->side_index, nation->id))
          {
            ok = fail (l, root, _("nation “%s” has the id of a side"), nation->id);
            break;
          }
      }
  xmlFreeDoc (doc);
  return ok;
}

/* ---- board.xml --------------------------------------------------------- */

static GArray *
parse_lonlat_list (Loader *l, xmlNode *node)
{
  g_autofree char *raw = bh_xml_raw_text (node);
  GArray *points = bh_game_data_array (l->data, sizeof (BhPoint));
  char *cursor = raw;

  for (;;)
    {
      char *end;
      double lon, lat;
      BhPoint point;

      while (g_ascii_isspace (*cursor))
        cursor++;
      if (*cursor == '\0')
        break;
      lon = g_ascii_strtod (cursor, &end);
      if (end == cursor || *end != ',')
        {
          fail (l, node, _("expected “lon,lat” pairs"));
          return NULL;
        }
      cursor = end + 1;
      lat = g_ascii_strtod (cursor, &end);
      if (end == cursor || fabs (lon) > 180 || fabs (lat) > 90)
        {
          fail (l, node, _("expected “lon,lat” pairs with a longitude within ±180 and a latitude within ±90"));
          return NULL;
        }
      cursor = end;
      bh_game_data_project (l->data, lat, lon, &point.x, &point.y);
      g_array_append_val (points, point);
    }
  return points;
}

static gboolean
read_owner (Loader *l, xmlNode *node, int *nation, int *side)
{
  g_autofree char *owner = (char *) xmlGetProp (node, (const xmlChar *) "owner");

  *nation = *side = BH_NONE;
  if (owner == NULL)
    return TRUE;
  *nation = bh_index_lookup (l->data->nation_index, owner);
  if (*nation != BH_NONE)
    {
      const BhNation *n = g_ptr_array_index (l->data->nations, *nation);
      *side = n->side;
      return TRUE;
    }
  *side = bh_index_lookup (l->data->side_index, owner);
  if (*side == BH_NONE)
    return fail (l, node, _("unknown owner “%s”: neither a nation nor a side"), owner);
  return TRUE;
}

static gboolean
load_space (Loader *l, xmlNode *node)
{
  BhGameData *d = l->data;
  BhSpace *space = bh_game_data_alloc (d, sizeof *space);

  space->id = attr (l, node, "id");
  space->name = text (l, node, "name");
  read_provenance (l, node, &space->prov);
  space->features = bh_game_data_ptr_array (d);
  space->outlines = bh_game_data_ptr_array (d);
  space->connections = bh_game_data_array (d, sizeof (int));
  space->props = read_props (l, node);
  {
    g_autofree char *kind = (char *) xmlGetProp (node, (const xmlChar *) "kind");

    space->kind = bh_index_lookup (l->space_kinds, kind);
    if (space->kind == BH_NONE)
      return fail (l, node, _("unknown space kind “%s”"), kind);
  }
  if (!resolve (l, l->terrains, node, "terrain", _("terrain"), &space->terrain) ||
      !read_owner (l, node, &space->owner_nation, &space->owner_side))
    return FALSE;

  space->has_latlon = bh_xml_has_attr (node, "lat") && bh_xml_has_attr (node, "lon");
  if (bh_xml_has_attr (node, "lat") != bh_xml_has_attr (node, "lon"))
    return fail (l, node, _("space “%s” needs both lat and lon, or neither"), space->id);
  space->lat = bh_xml_attr_double (node, "lat", 0);
  space->lon = bh_xml_attr_double (node, "lon", 0);
  space->explicit_xy = bh_xml_has_attr (node, "x") && bh_xml_has_attr (node, "y");
  if (space->explicit_xy)
    {
      space->x = bh_xml_attr_double (node, "x", 0);
      space->y = bh_xml_attr_double (node, "y", 0);
    }
  else if (space->has_latlon)
    bh_game_data_project (d, space->lat, space->lon, &space->x, &space->y);
  else
    return fail (l, node, _("space “%s” has no position: give lat and lon, or x and y"), space->id);
  /* The board's extent (its projection's west, east, south and north). */
  if (space->x < d->x0 - 1e-6 || space->x > d->x1 + 1e-6 || space->y < d->y0 - 1e-6 || space->y > d->y1 + 1e-6)
    return fail (l, node, _("space “%s” lies outside the board's area"), space->id);

  FOR_EACH_ELEMENT (child, node)
    {
      if (bh_xml_is (child, "feature"))
        {
          BhFeature *feature = bh_game_data_alloc (d, sizeof *feature);
          g_autofree char *kind = (char *) xmlGetProp (child, (const xmlChar *) "kind");

          feature->kind = bh_index_lookup (l->feature_kinds, kind);
          if (feature->kind == BH_NONE)
            return fail (l, child, _("unknown feature kind “%s”"), kind);
          if (!resolve (l, d->nation_index, child, "nation", _("nation"), &feature->nation) ||
              !resolve (l, d->side_index, child, "side", _("side"), &feature->side))
            return FALSE;
          feature->name = text (l, child, "name");
          feature->props = read_props (l, child);
          read_provenance (l, child, &feature->prov);
          g_ptr_array_add (space->features, feature);
        }
      else if (bh_xml_is (child, "outline"))
        {
          GArray *points = parse_lonlat_list (l, child);

          if (points == NULL)
            return FALSE;
          if (points->len < 3)
            return fail (l, child, _("an outline needs at least three points"));
          g_ptr_array_add (space->outlines, points);
        }
    }
  if (!index_add (l, d->location_index, space->id, d->spaces->len, node, _("space or box")))
    return FALSE;
  g_ptr_array_add (d->spaces, space);
  return TRUE;
}

static gboolean
load_connection (Loader *l, xmlNode *node)
{
  BhGameData *d = l->data;
  BhConnection *c = bh_game_data_alloc (d, sizeof *c);
  g_autofree char *from = (char *) xmlGetProp (node, (const xmlChar *) "from");
  g_autofree char *to = (char *) xmlGetProp (node, (const xmlChar *) "to");
  g_autofree char *kind = (char *) xmlGetProp (node, (const xmlChar *) "kind");
  g_autofree char *pair = NULL;
  const BhConnectionKind *ck;
  int index = d->connections->len;

  c->from = bh_game_data_find_space (d, from);
  c->to = bh_game_data_find_space (d, to);
  c->kind = bh_index_lookup (l->connection_kinds, kind);
  if (c->from == BH_NONE)
    return fail (l, node, _("connection from unknown space “%s”"), from);
  if (c->to == BH_NONE)
    return fail (l, node, _("connection to unknown space “%s”"), to);
  if (c->kind == BH_NONE)
    return fail (l, node, _("unknown connection kind “%s”"), kind);
  if (c->from == c->to)
    return fail (l, node, _("connection from “%s” to itself"), from);
  pair = c->from < c->to ? g_strdup_printf ("%d:%d:%d", c->from, c->to, c->kind)
                         : g_strdup_printf ("%d:%d:%d", c->to, c->from, c->kind);
  if (g_hash_table_contains (l->connection_pairs, pair))
    return fail (l, node, _("a second %s connection between “%s” and “%s”"), kind, from, to);
  g_hash_table_add (l->connection_pairs, g_steal_pointer (&pair));

  ck = g_ptr_array_index (d->connection_kinds, c->kind);
  c->cost = bh_xml_attr_int (node, "cost", ck->cost);
  c->directed = bh_xml_attr_bool (node, "directed", FALSE);
  c->route = attr (l, node, "route");
  c->props = read_props (l, node);
  read_provenance (l, node, &c->prov);
  g_ptr_array_add (d->connections, c);
  g_array_append_val (((BhSpace *) g_ptr_array_index (d->spaces, c->from))->connections, index);
  g_array_append_val (((BhSpace *) g_ptr_array_index (d->spaces, c->to))->connections, index);
  return TRUE;
}

static gboolean
load_box (Loader *l, xmlNode *node)
{
  BhGameData *d = l->data;
  BhBox *box = bh_game_data_alloc (d, sizeof *box);
  static const char *kinds[] = { "holding", "cup", "hand", "deck", "discard", "pool", "eliminated", "entry", NULL };
  g_autofree char *kind = (char *) xmlGetProp (node, (const xmlChar *) "kind");
  g_autofree char *visibility = (char *) xmlGetProp (node, (const xmlChar *) "visibility");

  box->id = attr (l, node, "id");
  box->name = text (l, node, "name");
  box->kind = BH_BOX_HOLDING;
  for (guint i = 0; kinds[i]; i++)
    if (g_strcmp0 (kind, kinds[i]) == 0)
      box->kind = i;
  box->visibility = g_strcmp0 (visibility, "side") == 0 ? BH_VISIBLE_SIDE
                  : g_strcmp0 (visibility, "none") == 0 ? BH_VISIBLE_NONE : BH_VISIBLE_ALL;
  box->props = read_props (l, node);
  read_provenance (l, node, &box->prov);
  if (!resolve (l, d->side_index, node, "side", _("side"), &box->side) ||
      !resolve (l, d->nation_index, node, "nation", _("nation"), &box->nation))
    return FALSE;
  if (box->visibility == BH_VISIBLE_SIDE && box->side == BH_NONE)
    return fail (l, node, _("box “%s” is visible to its side only but names no side"), box->id);
  if (!index_add (l, d->location_index, box->id, d->spaces->len + d->boxes->len, node, _("space or box")))
    return FALSE;
  g_ptr_array_add (d->boxes, box);
  return TRUE;
}

static gboolean
load_track (Loader *l, xmlNode *node)
{
  BhGameData *d = l->data;
  BhTrack *track = bh_game_data_alloc (d, sizeof *track);

  track->id = attr (l, node, "id");
  track->name = text (l, node, "name");
  track->min = bh_xml_attr_int (node, "min", 0);
  track->max = bh_xml_attr_int (node, "max", 0);
  track->markers = bh_game_data_array (d, sizeof (int));
  track->squares = bh_game_data_ptr_array (d);
  read_provenance (l, node, &track->prov);
  if (track->min > track->max)
    return fail (l, node, _("track “%s” runs from %d down to %d"), track->id, track->min, track->max);

  FOR_EACH_ELEMENT (child, node)
    {
      if (bh_xml_is (child, "marker"))
        {
          BhMarker *marker = bh_game_data_alloc (d, sizeof *marker);
          int index = d->markers->len;

          marker->id = attr (l, child, "id");
          marker->name = text (l, child, "name");
          marker->track = d->tracks->len;
          read_provenance (l, child, &marker->prov);
          if (!resolve (l, d->side_index, child, "side", _("side"), &marker->side) ||
              !resolve (l, d->nation_index, child, "nation", _("nation"), &marker->nation) ||
              !index_add (l, d->marker_index, marker->id, index, child, _("track marker")))
            return FALSE;
          g_ptr_array_add (d->markers, marker);
          g_array_append_val (track->markers, index);
        }
      else if (bh_xml_is (child, "square"))
        {
          BhSquare *square = bh_game_data_alloc (d, sizeof *square);

          square->value = bh_xml_attr_int (child, "value", 0);
          square->label = text (l, child, "label");
          square->props = read_props (l, child);
          read_provenance (l, child, &square->prov);
          if (square->value < track->min || square->value > track->max)
            return fail (l, child, _("square %d lies outside track “%s” (%d to %d)"),
                         square->value, track->id, track->min, track->max);
          g_ptr_array_add (track->squares, square);
        }
    }
  g_ptr_array_add (d->tracks, track);
  return TRUE;
}

static gboolean
load_hexgrid (Loader *l, xmlNode *node)
{
  BhGameData *d = l->data;
  BhHexGrid *grid = bh_game_data_alloc (d, sizeof *grid);
  g_autofree char *orientation = (char *) xmlGetProp (node, (const xmlChar *) "orientation");
  g_autofree char *terrain = (char *) xmlGetProp (node, (const xmlChar *) "terrain");

  grid->id = attr (l, node, "id");
  grid->name = text (l, node, "name");
  grid->cols = bh_xml_attr_int (node, "cols", 1);
  grid->rows = bh_xml_attr_int (node, "rows", 1);
  grid->flat = g_strcmp0 (orientation, "flat") == 0;
  grid->hexes = bh_game_data_ptr_array (d);
  grid->hexsides = bh_game_data_ptr_array (d);
  read_provenance (l, node, &grid->prov);
  grid->terrain = bh_index_lookup (l->terrains, terrain);
  if (grid->terrain == BH_NONE)
    return fail (l, node, _("unknown terrain “%s”"), terrain);
  if (!id_is_valid (grid->id))
    return fail (l, node, _("“%s” is not a valid id: use letters, digits, “-” and “_”"), grid->id);
  if (g_hash_table_contains (d->location_index, grid->id))
    return fail (l, node, _("hex grid “%s” has the id of a space or box"), grid->id);

  FOR_EACH_ELEMENT (child, node)
    {
      int col = bh_xml_attr_int (child, "col", 1), row = bh_xml_attr_int (child, "row", 1);

      if (col > grid->cols || row > grid->rows)
        return fail (l, child, _("hex %02d%02d lies outside grid “%s” (%d×%d)"),
                     col, row, grid->id, grid->cols, grid->rows);
      if (bh_xml_is (child, "hex"))
        {
          BhHex *hex = bh_game_data_alloc (d, sizeof *hex);

          hex->col = col;
          hex->row = row;
          hex->elevation = bh_xml_attr_int (child, "elevation", 0);
          hex->label = attr (l, child, "label");
          hex->props = read_props (l, child);
          read_provenance (l, child, &hex->prov);
          if (!resolve (l, l->terrains, child, "terrain", _("terrain"), &hex->terrain))
            return FALSE;
          if (hex->terrain == BH_NONE)
            hex->terrain = grid->terrain;
          g_ptr_array_add (grid->hexes, hex);
        }
      else if (bh_xml_is (child, "hexside"))
        {
          BhHexside *side = bh_game_data_alloc (d, sizeof *side);

          side->col = col;
          side->row = row;
          side->dir = bh_xml_attr_int (child, "dir", 0);
          side->kind = attr (l, child, "kind");
          read_provenance (l, child, &side->prov);
          g_ptr_array_add (grid->hexsides, side);
        }
    }
  for (guint i = 0; i < d->hexgrids->len; i++)
    if (g_str_equal (((BhHexGrid *) g_ptr_array_index (d->hexgrids, i))->id, grid->id))
      return fail (l, node, _("duplicate hex grid id “%s”"), grid->id);
  g_ptr_array_add (d->hexgrids, grid);
  return TRUE;
}

static gboolean
load_board (Loader *l, GFile *folder)
{
  BhGameData *d = l->data;
  xmlDoc *doc = open_file (l, folder, "board.xml", "board.rng", FALSE);
  xmlNode *root, *projection;
  gboolean ok = TRUE;
  double west, east, south, north;
  double xs[4], ys[4];

  if (doc == NULL)
    return FALSE;
  root = xmlDocGetRootElement (doc);
  if (!check_game_attribute (l, root))
    {
      xmlFreeDoc (doc);
      return FALSE;
    }
  projection = bh_xml_child (root, "projection");
  d->lat0 = bh_xml_attr_double (projection, "lat0", 0);
  d->lon0 = bh_xml_attr_double (projection, "lon0", 0);
  d->scale = bh_xml_attr_double (projection, "scale", 100);
  d->coslat0 = cos (d->lat0 * G_PI / 180.0);
  west = bh_xml_attr_double (projection, "west", 0);
  east = bh_xml_attr_double (projection, "east", 0);
  south = bh_xml_attr_double (projection, "south", 0);
  north = bh_xml_attr_double (projection, "north", 0);
  if (west >= east || south >= north)
    {
      fail (l, projection, _("the board's extent is empty: west must lie west of east and south south of north"));
      xmlFreeDoc (doc);
      return FALSE;
    }
  bh_game_data_project (d, north, west, &xs[0], &ys[0]);
  bh_game_data_project (d, south, east, &xs[1], &ys[1]);
  d->x0 = MIN (xs[0], xs[1]);
  d->x1 = MAX (xs[0], xs[1]);
  d->y0 = MIN (ys[0], ys[1]);
  d->y1 = MAX (ys[0], ys[1]);

  FOR_EACH_ELEMENT (section, root)
    {
      FOR_EACH_ELEMENT (child, section)
        {
          if (bh_xml_is (child, "space"))
            ok = load_space (l, child);
          else if (bh_xml_is (child, "connection"))
            ok = load_connection (l, child);
          else if (bh_xml_is (child, "box"))
            ok = load_box (l, child);
          else if (bh_xml_is (child, "track"))
            ok = load_track (l, child);
          else if (bh_xml_is (child, "hexgrid"))
            ok = load_hexgrid (l, child);
          if (!ok)
            break;
        }
      if (!ok)
        break;
    }
  xmlFreeDoc (doc);
  if (!ok)
    return FALSE;

  d->n_locations = d->spaces->len + d->boxes->len;
  for (guint i = 0; i < d->hexgrids->len; i++)
    {
      BhHexGrid *grid = g_ptr_array_index (d->hexgrids, i);

      grid->first_location = d->n_locations;
      d->n_locations += grid->cols * grid->rows;
    }
  if (d->n_locations >= BH_OFFBOARD_LIMIT)
    return fail (l, NULL, _("the board has %u locations; at most %u fit"), d->n_locations, BH_OFFBOARD_LIMIT - 1);
  return TRUE;
}

/* ---- counters.xml ------------------------------------------------------ */

static BhFace *
read_face (Loader *l, xmlNode *node)
{
  BhFace *face = bh_game_data_alloc (l->data, sizeof *face);

  face->id = attr (l, node, "id");
  face->label = attr (l, node, "label");
  face->colour = attr (l, node, "colour");
  face->name = text (l, node, "name");
  face->values = bh_game_data_ptr_array (l->data);
  read_provenance (l, node, &face->prov);
  if (!id_is_valid (face->id))
    {
      fail (l, node, _("“%s” is not a valid id: use letters, digits, “-” and “_”"), face->id);
      return NULL;
    }
  FOR_EACH_ELEMENT (child, node)
    if (bh_xml_is (child, "value"))
      {
        BhValue *value = bh_game_data_alloc (l->data, sizeof *value);

        value->name = attr (l, child, "name");
        value->num = bh_xml_attr_int (child, "num", 0);
        read_provenance (l, child, &value->prov);
        if (!id_is_valid (value->name))
          {
            fail (l, child, _("“%s” is not a valid id: use letters, digits, “-” and “_”"), value->name);
            return NULL;
          }
        for (guint i = 0; i < face->values->len; i++)
          if (g_str_equal (((BhValue *) g_ptr_array_index (face->values, i))->name, value->name))
            {
              fail (l, child, _("face “%s” gives value “%s” twice"), face->id, value->name);
              return NULL;
            }
        g_ptr_array_add (face->values, value);
      }
  return face;
}

static const char *
default_colour (BhGameData *d, int nation, int side)
{
  if (nation != BH_NONE)
    return ((BhNation *) g_ptr_array_index (d->nations, nation))->colour;
  if (side != BH_NONE)
    return ((BhSide *) g_ptr_array_index (d->sides, side))->colour;
  return "#d8cfb0";
}

static gboolean
load_counters (Loader *l, GFile *folder)
{
  BhGameData *d = l->data;
  xmlDoc *doc = open_file (l, folder, "counters.xml", "counters.rng", FALSE);
  static const char *kinds[] = { "unit", "leader", "support", "structure", "marker", "chit", "ship", NULL };
  xmlNode *root;
  gboolean ok = TRUE;

  if (doc == NULL)
    return FALSE;
  root = xmlDocGetRootElement (doc);
  ok = check_game_attribute (l, root);
  FOR_EACH_ELEMENT (node, root)
    {
      BhUnitType *type;
      g_autofree char *kind = NULL;

      if (!ok)
        break;
      type = bh_game_data_alloc (d, sizeof *type);
      kind = (char *) xmlGetProp (node, (const xmlChar *) "kind");
      type->id = attr (l, node, "id");
      type->name = text (l, node, "name");
      type->short_name = text (l, node, "short-name");
      type->klass = attr (l, node, "class");
      type->count = bh_xml_attr_int (node, "count", 1);
      type->symbol = attr (l, node, "symbol");
      type->image = attr (l, node, "image");
      type->text_colour = attr (l, node, "text-colour");
      type->faces = bh_game_data_ptr_array (d);
      type->props = read_props (l, node);
      type->deck = BH_NONE;
      read_provenance (l, node, &type->prov);
      for (guint i = 0; kinds[i]; i++)
        if (g_strcmp0 (kind, kinds[i]) == 0)
          type->kind = i;
      ok = resolve (l, d->side_index, node, "side", _("side"), &type->side) &&
           resolve (l, d->nation_index, node, "nation", _("nation"), &type->nation);
      if (!ok)
        break;
      if (type->side == BH_NONE && type->nation != BH_NONE)
        type->side = ((BhNation *) g_ptr_array_index (d->nations, type->nation))->side;
      type->colour = attr (l, node, "colour");
      if (type->colour == NULL)
        type->colour = (char *) default_colour (d, type->nation, type->side);
      if (type->text_colour == NULL)
        type->text_colour = "#1b1b1b";
      FOR_EACH_ELEMENT (child, node)
        if (bh_xml_is (child, "face"))
          {
            BhFace *face = read_face (l, child);

            if (face == NULL)
              {
                ok = FALSE;
                break;
              }
            for (guint i = 0; i < type->faces->len; i++)
              if (g_str_equal (((BhFace *) g_ptr_array_index (type->faces, i))->id, face->id))
                {
                  ok = fail (l, child, _("unit type “%s” has two faces “%s”"), type->id, face->id);
                  break;
                }
            g_ptr_array_add (type->faces, face);
          }
      if (ok && type->faces->len > 2)
        ok = fail (l, node, _("unit type “%s” has %u faces; a counter has two at most"), type->id, type->faces->len);
      if (ok)
        ok = index_add (l, d->piece_type_index, type->id, d->unit_types->len, node, _("unit type or card"));
      if (ok)
        g_ptr_array_add (d->unit_types, type);
    }
  xmlFreeDoc (doc);
  return ok;
}

/* ---- tables.xml -------------------------------------------------------- */

static gboolean
load_table (Loader *l, xmlNode *node)
{
  BhGameData *d = l->data;
  BhTable *table = bh_game_data_alloc (d, sizeof *table);

  table->id = attr (l, node, "id");
  table->name = text (l, node, "name");
  table->description = text (l, node, "description");
  table->dice = attr (l, node, "dice");
  table->column_keys = bh_game_data_ptr_array (d);
  table->column_labels = bh_game_data_ptr_array (d);
  table->rows = bh_game_data_ptr_array (d);
  read_provenance (l, node, &table->prov);
  if (!index_add (l, l->tables, table->id, d->tables->len, node, _("table")))
    return FALSE;

  FOR_EACH_ELEMENT (child, node)
    {
      if (bh_xml_is (child, "columns"))
        {
          FOR_EACH_ELEMENT (column, child)
            {
              g_autofree char *raw = bh_xml_raw_text (column);
              char *key = attr (l, column, "key");

              for (guint i = 0; key != NULL && i < table->column_keys->len; i++)
                if (g_strcmp0 (g_ptr_array_index (table->column_keys, i), key) == 0)
                  return fail (l, column, _("table “%s” has two columns “%s”"), table->id, key);
              g_ptr_array_add (table->column_keys, key);
              g_ptr_array_add (table->column_labels,
                               *g_strstrip (raw) ? bh_xml_text (column, d->strings) : NULL);
            }
        }
      else if (bh_xml_is (child, "row"))
        {
          BhTableRow *row = bh_game_data_alloc (d, sizeof *row);

          row->key = attr (l, child, "key");
          row->label = text (l, child, "label");
          row->cells = bh_game_data_ptr_array (d);
          read_provenance (l, child, &row->prov);
          FOR_EACH_ELEMENT (cell, child)
            if (bh_xml_is (cell, "cell"))
              {
                g_autofree char *raw = bh_xml_raw_text (cell);

                g_ptr_array_add (row->cells, g_string_chunk_insert_const (d->strings, g_strstrip (raw)));
              }
          if (row->cells->len != table->column_keys->len)
            return fail (l, child, _("row “%s” of table “%s” has %u cells for %u columns"),
                         row->key, table->id, row->cells->len, table->column_keys->len);
          g_ptr_array_add (table->rows, row);
        }
    }
  g_ptr_array_add (d->tables, table);
  return TRUE;
}

static gboolean
load_deck (Loader *l, xmlNode *node)
{
  BhGameData *d = l->data;
  BhDeck *deck = bh_game_data_alloc (d, sizeof *deck);
  int deck_index = d->decks->len;

  deck->id = attr (l, node, "id");
  deck->name = text (l, node, "name");
  deck->cards = bh_game_data_ptr_array (d);
  read_provenance (l, node, &deck->prov);
  if (!index_add (l, l->decks, deck->id, deck_index, node, _("deck")))
    return FALSE;

  FOR_EACH_ELEMENT (child, node)
    {
      BhCard *card;
      BhUnitType *type;
      BhFace *face;

      if (!bh_xml_is (child, "card"))
        continue;
      card = bh_game_data_alloc (d, sizeof *card);
      card->id = attr (l, child, "id");
      card->title = text (l, child, "title");
      card->text = text (l, child, "text");
      card->count = bh_xml_attr_int (child, "count", 1);
      card->values = bh_game_data_ptr_array (d);
      card->props = read_props (l, child);
      read_provenance (l, child, &card->prov);
      FOR_EACH_ELEMENT (v, child)
        if (bh_xml_is (v, "value"))
          {
            BhValue *value = bh_game_data_alloc (d, sizeof *value);

            value->name = attr (l, v, "name");
            value->num = bh_xml_attr_int (v, "num", 0);
            read_provenance (l, v, &value->prov);
            g_ptr_array_add (card->values, value);
          }

      /* Each card is also a piece type, so decks, hands and discards are
       * ordinary locations with visibility rules. */
      type = bh_game_data_alloc (d, sizeof *type);
      face = bh_game_data_alloc (d, sizeof *face);
      face->id = "front";
      face->values = card->values;
      face->prov = card->prov;
      type->id = card->id;
      type->name = card->title;
      type->short_name = card->title;
      type->kind = BH_UNIT_CARD;
      type->side = type->nation = BH_NONE;
      type->count = card->count;
      type->symbol = "card";
      type->colour = "#f4efe1";
      type->text_colour = "#1b1b1b";
      type->faces = bh_game_data_ptr_array (d);
      g_ptr_array_add (type->faces, face);
      type->props = card->props;
      type->deck = deck_index;
      type->prov = card->prov;
      card->unit_type = d->unit_types->len;
      if (!index_add (l, d->piece_type_index, card->id, d->unit_types->len, child, _("unit type or card")))
        return FALSE;
      g_ptr_array_add (d->unit_types, type);
      g_ptr_array_add (deck->cards, card);
    }
  g_ptr_array_add (d->decks, deck);
  return TRUE;
}

static gboolean
load_tables (Loader *l, GFile *folder)
{
  xmlDoc *doc = open_file (l, folder, "tables.xml", "tables.rng", FALSE);
  xmlNode *root;
  gboolean ok;

  if (doc == NULL)
    return FALSE;
  root = xmlDocGetRootElement (doc);
  ok = check_game_attribute (l, root);
  FOR_EACH_ELEMENT (node, root)
    {
      if (!ok)
        break;
      if (bh_xml_is (node, "table"))
        ok = load_table (l, node);
      else if (bh_xml_is (node, "deck"))
        ok = load_deck (l, node);
    }
  xmlFreeDoc (doc);
  return ok;
}

/* ---- scenarios --------------------------------------------------------- */

static int
find_face (const BhUnitType *type, const char *id)
{
  for (guint i = 0; i < type->faces->len; i++)
    if (g_str_equal (((BhFace *) g_ptr_array_index (type->faces, i))->id, id))
      return i;
  return BH_NONE;
}

static gboolean
load_placement (Loader *l, BhScenario *scenario, xmlNode *node, int *used)
{
  BhGameData *d = l->data;
  BhPlacement p = { 0 };
  g_autofree char *unit = (char *) xmlGetProp (node, (const xmlChar *) "unit");
  g_autofree char *at = (char *) xmlGetProp (node, (const xmlChar *) "at");
  g_autofree char *face = (char *) xmlGetProp (node, (const xmlChar *) "face");
  const BhUnitType *type;

  p.unit_type = bh_index_lookup (d->piece_type_index, unit);
  if (p.unit_type == BH_NONE)
    return fail (l, node, _("unknown unit type “%s”"), unit);
  type = g_ptr_array_index (d->unit_types, p.unit_type);
  p.location = bh_game_data_find_location (d, at);
  if (p.location == BH_NONE)
    return fail (l, node, _("unknown space, box or hex “%s”"), at);
  p.count = bh_xml_attr_int (node, "count", 1);
  p.turn = bh_xml_attr_int (node, "turn", 0);
  if (p.turn != 0 && (p.turn < scenario->first_turn || p.turn > scenario->last_turn))
    return fail (l, node, _("“%s” arrives on turn %d, outside the scenario's turns %d to %d"), unit, p.turn,
                 scenario->first_turn, scenario->last_turn);
  p.face = 0;
  if (face)
    {
      p.face = find_face (type, face);
      if (p.face == BH_NONE)
        return fail (l, node, _("unit type “%s” has no face “%s”"), unit, face);
    }
  p.zone = attr (l, node, "zone");
  p.where = attr (l, node, "where");
  read_provenance (l, node, &p.prov);
  used[p.unit_type] += p.count;
  if (used[p.unit_type] > type->count)
    return fail (l, node, _("scenario “%s” places %d of “%s”, but the counter mix has %d"),
                 scenario->id, used[p.unit_type], unit, type->count);
  g_array_append_val (scenario->placements, p);
  return TRUE;
}

static gboolean
load_scenario_node (Loader *l, BhScenario *s, xmlNode *node, int *used)
{
  BhGameData *d = l->data;

  if (bh_xml_is (node, "turns"))
    {
      s->first_turn = bh_xml_attr_int (node, "first", 1);
      s->last_turn = bh_xml_attr_int (node, "last", 1);
      if (s->first_turn > s->last_turn)
        return fail (l, node, _("the scenario ends (turn %d) before it starts (turn %d)"), s->last_turn, s->first_turn);
      for (guint i = 0; i < d->tracks->len; i++)
        {
          const BhTrack *track = g_ptr_array_index (d->tracks, i);

          if (g_str_equal (track->id, "turn") && (s->first_turn < track->min || s->last_turn > track->max))
            return fail (l, node, _("turns %d to %d lie outside the turn track (%d to %d)"),
                         s->first_turn, s->last_turn, track->min, track->max);
        }
    }
  else if (bh_xml_is (node, "players"))
    {
      g_autofree char *setup = (char *) xmlGetProp (node, (const xmlChar *) "setup-first");
      g_autofree char *first = (char *) xmlGetProp (node, (const xmlChar *) "first");

      s->setup_first_side = bh_index_lookup (d->side_index, setup);
      s->first_side = bh_index_lookup (d->side_index, first);
      if (s->setup_first_side == BH_NONE)
        return fail (l, node, _("unknown side “%s”"), setup);
      if (s->first_side == BH_NONE)
        return fail (l, node, _("unknown side “%s”"), first);
      s->min_players = bh_xml_attr_int (node, "min", 2);
      s->max_players = bh_xml_attr_int (node, "max", MAX (2, s->min_players));
      if (s->min_players > s->max_players)
        return fail (l, node, _("at least %d players but at most %d"), s->min_players, s->max_players);
    }
  else if (bh_xml_is (node, "track-value"))
    {
      BhTrackValue v = { 0 };
      g_autofree char *marker = (char *) xmlGetProp (node, (const xmlChar *) "marker");
      const BhTrack *track;

      v.marker = bh_index_lookup (d->marker_index, marker);
      if (v.marker == BH_NONE)
        return fail (l, node, _("unknown track marker “%s”"), marker);
      v.value = bh_xml_attr_int (node, "value", 0);
      track = g_ptr_array_index (d->tracks, ((BhMarker *) g_ptr_array_index (d->markers, v.marker))->track);
      if (v.value < track->min || v.value > track->max)
        return fail (l, node, _("value %d lies outside track “%s” (%d to %d)"), v.value, track->id, track->min, track->max);
      read_provenance (l, node, &v.prov);
      g_array_append_val (s->track_values, v);
    }
  else if (bh_xml_is (node, "place"))
    return load_placement (l, s, node, used);
  else if (bh_xml_is (node, "use-deck"))
    {
      BhDeckUse u = { 0 };
      g_autofree char *deck = (char *) xmlGetProp (node, (const xmlChar *) "deck");
      g_autofree char *at = (char *) xmlGetProp (node, (const xmlChar *) "at");
      const BhDeck *def;

      u.deck = bh_index_lookup (l->decks, deck);
      if (u.deck == BH_NONE)
        return fail (l, node, _("unknown deck “%s”"), deck);
      u.location = bh_game_data_find_location (d, at);
      if (u.location == BH_NONE)
        return fail (l, node, _("unknown space or box “%s”"), at);
      u.shuffle = bh_xml_attr_bool (node, "shuffle", TRUE);
      u.excluded = bh_game_data_ptr_array (d);
      read_provenance (l, node, &u.prov);
      def = g_ptr_array_index (d->decks, u.deck);
      FOR_EACH_ELEMENT (ex, node)
        {
          char *card = attr (l, ex, "card");
          gboolean found = FALSE;

          for (guint i = 0; i < def->cards->len && !found; i++)
            found = g_str_equal (((BhCard *) g_ptr_array_index (def->cards, i))->id, card);
          if (!found)
            return fail (l, ex, _("deck “%s” has no card “%s”"), deck, card);
          g_ptr_array_add (u.excluded, card);
        }
      for (guint i = 0; i < s->decks->len; i++)
        if (g_array_index (s->decks, BhDeckUse, i).deck == u.deck)
          return fail (l, node, _("deck “%s” is used twice"), deck);
      g_array_append_val (s->decks, u);
    }
  else if (bh_xml_is (node, "special-rule"))
    {
      BhSpecialRule *rule = bh_game_data_alloc (d, sizeof *rule);

      rule->id = attr (l, node, "id");
      rule->text = text (l, node, "text");
      read_provenance (l, node, &rule->prov);
      g_ptr_array_add (s->special_rules, rule);
    }
  else if (bh_xml_is (node, "option"))
    {
      BhOption *option = bh_game_data_alloc (d, sizeof *option);

      option->id = attr (l, node, "id");
      option->name = text (l, node, "name");
      option->description = text (l, node, "description");
      option->default_value = bh_xml_attr_bool (node, "default", FALSE);
      option->absent_value = bh_xml_attr_bool (node, "absent-from-save", option->default_value);
      read_provenance (l, node, &option->prov);
      for (guint i = 0; i < s->options->len; i++)
        if (g_str_equal (((BhOption *) g_ptr_array_index (s->options, i))->id, option->id))
          return fail (l, node, _("duplicate option id “%s”"), option->id);
      if (s->options->len == 32)
        return fail (l, node, _("a scenario has at most 32 options"));
      g_ptr_array_add (s->options, option);
    }
  else if (bh_xml_is (node, "victory"))
    s->victory = text (l, node, "text");
  return TRUE;
}

static gboolean
load_scenario (Loader *l, GFile *folder, const char *filename)
{
  BhGameData *d = l->data;
  g_autofree char *relative = g_build_filename ("scenarios", filename, NULL);
  xmlDoc *doc = open_file (l, folder, relative, "scenario.rng", FALSE);
  g_autofree int *used = NULL;
  BhScenario *s;
  xmlNode *root;
  gboolean ok = TRUE;

  if (doc == NULL)
    return FALSE;
  root = xmlDocGetRootElement (doc);
  s = bh_game_data_alloc (d, sizeof *s);
  s->id = attr (l, root, "id");
  s->filename = g_string_chunk_insert_const (d->strings, filename);
  s->title = text (l, root, "title");
  s->description = text (l, root, "description");
  s->track_values = bh_game_data_array (d, sizeof (BhTrackValue));
  s->placements = bh_game_data_array (d, sizeof (BhPlacement));
  s->decks = bh_game_data_array (d, sizeof (BhDeckUse));
  s->props = read_props (l, root);
  s->special_rules = bh_game_data_ptr_array (d);
  s->options = bh_game_data_ptr_array (d);
  read_provenance (l, root, &s->prov);
  used = g_new0 (int, d->unit_types->len + 1);

  ok = check_game_attribute (l, root) &&
       index_add (l, d->scenario_index, s->id, d->scenarios->len, root, _("scenario"));
  FOR_EACH_ELEMENT (node, root)
    {
      if (!ok)
        break;
      ok = load_scenario_node (l, s, node, used);
    }
  xmlFreeDoc (doc);
  if (ok)
    g_ptr_array_add (d->scenarios, s);
  return ok;
}

static gint
compare_strings (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

static gboolean
load_scenarios (Loader *l, GFile *folder)
{
  g_autoptr(GFile) dir = g_file_get_child (folder, "scenarios");
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) local_error = NULL;
  GFileInfo *info;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME, G_FILE_QUERY_INFO_NONE,
                                        NULL, &local_error);
  if (children == NULL)
    {
      g_autofree char *name = bh_file_display_name (dir);

      g_set_error (l->error, BH_ERROR, BH_ERROR_NOT_FOUND, _("%s: no scenarios: %s"), name, local_error->message);
      return FALSE;
    }
  while ((info = g_file_enumerator_next_file (children, NULL, NULL)))
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, ".xml"))
        g_ptr_array_add (names, g_strdup (name));
      g_object_unref (info);
    }
  /* Sorted, so that the digest and the listing never depend on the
   * file system's order. */
  g_ptr_array_sort (names, compare_strings);
  for (guint i = 0; i < names->len; i++)
    if (!load_scenario (l, folder, g_ptr_array_index (names, i)))
      return FALSE;
  if (names->len == 0)
    {
      g_autofree char *name = bh_file_display_name (dir);

      g_set_error (l->error, BH_ERROR, BH_ERROR_NOT_FOUND, _("%s: no scenario files"), name);
      return FALSE;
    }
  return TRUE;
}

/* ---- after loading ----------------------------------------------------- */

static gboolean
finish (Loader *l)
{
  BhGameData *d = l->data;

  for (guint t = 0; t < d->unit_types->len; t++)
    {
      BhUnitType *type = g_ptr_array_index (d->unit_types, t);

      type->first_piece = d->piece_types->len;
      for (int i = 0; i < type->count; i++)
        g_array_append_val (d->piece_types, t);
    }
  if (d->piece_types->len >= G_MAXUINT16)
    return fail (l, NULL, _("the game has %u pieces; at most %u fit"), d->piece_types->len, G_MAXUINT16 - 1);
  if (d->markers->len >= G_MAXUINT16)
    return fail (l, NULL, _("too many track markers"));

  if (d->default_scenario && bh_index_lookup (d->scenario_index, d->default_scenario) == BH_NONE)
    {
      g_set_error (l->error, BH_ERROR, BH_ERROR_INVALID, _("%s: the default scenario “%s” does not exist"),
                   d->id, d->default_scenario);
      return FALSE;
    }
  return TRUE;
}

gboolean
bh_data_loader_run (BhGameData *data, GError **error)
{
  Loader l = { 0 };
  gboolean ok;

  l.data = data;
  l.error = error;
  l.digest = g_checksum_new (G_CHECKSUM_SHA256);
  l.terrains = g_hash_table_new (g_str_hash, g_str_equal);
  l.space_kinds = g_hash_table_new (g_str_hash, g_str_equal);
  l.connection_kinds = g_hash_table_new (g_str_hash, g_str_equal);
  l.feature_kinds = g_hash_table_new (g_str_hash, g_str_equal);
  l.decks = g_hash_table_new (g_str_hash, g_str_equal);
  l.tables = g_hash_table_new (g_str_hash, g_str_equal);
  l.connection_pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  ok = load_game (&l, data->folder) && check_deferred (&l) &&
       load_board (&l, data->folder) && check_deferred (&l) &&
       load_counters (&l, data->folder) && check_deferred (&l) &&
       load_tables (&l, data->folder) && check_deferred (&l) &&
       load_scenarios (&l, data->folder) && check_deferred (&l) &&
       finish (&l);
  if (ok)
    data->digest = g_string_chunk_insert_const (data->strings, g_checksum_get_string (l.digest));

  g_checksum_free (l.digest);
  g_hash_table_unref (l.terrains);
  g_hash_table_unref (l.space_kinds);
  g_hash_table_unref (l.connection_kinds);
  g_hash_table_unref (l.feature_kinds);
  g_hash_table_unref (l.decks);
  g_hash_table_unref (l.tables);
  g_hash_table_unref (l.connection_pairs);
  g_free (l.deferred_message);
  g_free (l.file);
  return ok;
}

/* ---- geography.xml (optional, for the look only) ----------------------- */

gboolean
bh_data_loader_load_geography (BhGameData *data, GPtrArray *paths, GError **error)
{
  Loader l = { 0 };
  static const char *kinds[] = { "land", "lake", "river", "border", "state", NULL };
  xmlDoc *doc;
  gboolean ok = TRUE;

  l.data = data;
  l.error = error;
  doc = open_file (&l, data->folder, "geography.xml", "geography.rng", TRUE);
  if (doc == NULL)
    {
      g_free (l.file);
      return error == NULL || *error == NULL;
    }
  ok = check_game_attribute (&l, xmlDocGetRootElement (doc));
  FOR_EACH_ELEMENT (layer, xmlDocGetRootElement (doc))
    {
      g_autofree char *kind = (char *) xmlGetProp (layer, (const xmlChar *) "kind");
      BhGeoKind geo_kind = BH_GEO_LAND;

      if (!ok)
        break;
      for (guint i = 0; kinds[i]; i++)
        if (g_strcmp0 (kind, kinds[i]) == 0)
          geo_kind = i;
      FOR_EACH_ELEMENT (path, layer)
        {
          BhGeoPath *geo = bh_game_data_alloc (data, sizeof *geo);

          geo->kind = geo_kind;
          geo->points = parse_lonlat_list (&l, path);
          if (geo->points == NULL)
            {
              ok = FALSE;
              break;
            }
          g_ptr_array_add (paths, geo);
        }
    }
  xmlFreeDoc (doc);
  ok = ok && check_deferred (&l);
  g_free (l.deferred_message);
  g_free (l.file);
  return ok;
}
