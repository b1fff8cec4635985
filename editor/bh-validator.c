/* bh-validator.c — the checks behind the Problems panel. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bh-builtin-rules.h"
#include "bh-engine.h"
#include "bh-references.h"
#include "bh-schema.h"
#include "bh-validator.h"
#include "bh-xml-edit.h"

#define MAX_SCHEMA_PROBLEMS 25

struct _BhProblem
{
  GObject parent_instance;

  BhProblemSeverity severity;
  char *category;
  char *path;
  char *message;
  xmlNode *node;
  int line;
};

G_DEFINE_FINAL_TYPE (BhProblem, bh_problem, G_TYPE_OBJECT)

static void
bh_problem_finalize (GObject *object)
{
  BhProblem *self = BH_PROBLEM (object);

  g_free (self->category);
  g_free (self->path);
  g_free (self->message);
  G_OBJECT_CLASS (bh_problem_parent_class)->finalize (object);
}

static void
bh_problem_class_init (BhProblemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bh_problem_finalize;
}

static void
bh_problem_init (BhProblem *self)
{
}

BhProblem *
bh_problem_new (BhProblemSeverity severity, const char *category, const char *path, xmlNode *node,
                const char *message)
{
  BhProblem *self = g_object_new (BH_TYPE_PROBLEM, NULL);

  self->severity = severity;
  self->category = g_strdup (category);
  self->path = g_strdup (path);
  self->node = node;
  self->line = node != NULL ? (int) xmlGetLineNo (node) : 0;
  self->message = g_strdup (message);
  return self;
}

BhProblemSeverity
bh_problem_get_severity (BhProblem *self)
{
  return self->severity;
}

const char *
bh_problem_get_category (BhProblem *self)
{
  return self->category;
}

const char *
bh_problem_get_path (BhProblem *self)
{
  return self->path;
}

const char *
bh_problem_get_message (BhProblem *self)
{
  return self->message;
}

xmlNode *
bh_problem_get_node (BhProblem *self)
{
  return self->node;
}

char *
bh_problem_dup_location (BhProblem *self)
{
  /* Lines of elements the editor added mean nothing. */
  if (self->line > 0 && self->path != NULL)
    return g_strdup_printf ("%s:%d", self->path, self->line);
  return g_strdup (self->path ? self->path : "");
}

/* ---- collecting ------------------------------------------------------------------- */

typedef struct {
  BhDocument *document;
  GPtrArray *problems;
  const char *path;
  /* namespace name -> GHashTable of ids */
  GHashTable *ids;
} Checker;

G_GNUC_PRINTF (5, 6)
static void
report (Checker *c, BhProblemSeverity severity, const char *category, xmlNode *node, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;
  const char *path = c->path;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  if (node != NULL)
    path = bh_document_get_path_of (c->document, node->doc);
  g_ptr_array_add (c->problems, bh_problem_new (severity, category, path, node, message));
}

static char *
describe (xmlNode *node)
{
  g_autofree char *id = bh_xml_get (node, "id");
  g_autofree char *name = bh_xml_dup_child_text (node, "name");

  if (name != NULL)
    return g_strdup_printf ("%s “%s”", (const char *) node->name, name);
  if (id != NULL)
    return g_strdup_printf ("%s “%s”", (const char *) node->name, id);
  return g_strdup_printf ("<%s>", (const char *) node->name);
}

static void
schema_problem (xmlNode *node, int line, const char *message, gpointer user_data)
{
  Checker *c = user_data;
  g_autofree char *what = node ? describe (node) : NULL;

  if (what != NULL)
    report (c, BH_PROBLEM_ERROR, "schema", node, "%s: %s", what, message);
  else
    report (c, BH_PROBLEM_ERROR, "schema", NULL, "%s", message);
}

/* Required attributes, as the schemas give them, per file kind.  libxml2
 * reports a missing one without saying which element lacks it; this finds
 * the element. */
static const struct {
  BhFileKind file;
  const char *parent;     /* NULL: any */
  const char *element;
  const char *attributes;
} required[] = {
  { BH_FILE_GAME, NULL, "game", "id format source" },
  { BH_FILE_GAME, NULL, "side", "id colour source" },
  { BH_FILE_GAME, NULL, "nation", "id colour source" },
  { BH_FILE_GAME, NULL, "terrain", "id colour source" },
  { BH_FILE_GAME, NULL, "space-kind", "id shape source" },
  { BH_FILE_GAME, NULL, "connection-kind", "id style colour source" },
  { BH_FILE_GAME, NULL, "feature-kind", "id symbol source" },
  { BH_FILE_GAME, NULL, "die", "id faces source" },
  { BH_FILE_GAME, NULL, "phase", "id source" },
  { BH_FILE_GAME, NULL, "default-scenario", "ref" },
  { BH_FILE_BOARD, NULL, "board", "game source" },
  { BH_FILE_BOARD, NULL, "projection", "lat0 lon0 scale west east south north" },
  { BH_FILE_BOARD, NULL, "space", "id kind source" },
  { BH_FILE_BOARD, NULL, "feature", "kind source" },
  { BH_FILE_BOARD, NULL, "connection", "from to kind source" },
  { BH_FILE_BOARD, NULL, "box", "id kind visibility source" },
  { BH_FILE_BOARD, NULL, "track", "id min max source" },
  { BH_FILE_BOARD, NULL, "marker", "id source" },
  { BH_FILE_BOARD, NULL, "square", "value source" },
  { BH_FILE_BOARD, NULL, "hexgrid", "id cols rows orientation terrain source" },
  { BH_FILE_BOARD, NULL, "hex", "col row source" },
  { BH_FILE_BOARD, NULL, "hexside", "col row dir kind source" },
  { BH_FILE_COUNTERS, NULL, "counters", "game source" },
  { BH_FILE_COUNTERS, NULL, "unit-type", "id kind count symbol source" },
  { BH_FILE_COUNTERS, "unit-type", "face", "id" },
  { BH_FILE_COUNTERS, NULL, "value", "name num" },
  { BH_FILE_TABLES, NULL, "tables", "game source" },
  { BH_FILE_TABLES, NULL, "table", "id source" },
  { BH_FILE_TABLES, NULL, "column", "key" },
  { BH_FILE_TABLES, NULL, "row", "key" },
  { BH_FILE_TABLES, NULL, "deck", "id source" },
  { BH_FILE_TABLES, NULL, "card", "id source" },
  { BH_FILE_TABLES, NULL, "value", "name num" },
  { BH_FILE_SCENARIO, NULL, "scenario", "id game source" },
  { BH_FILE_SCENARIO, NULL, "turns", "first last source" },
  { BH_FILE_SCENARIO, NULL, "players", "setup-first first source" },
  { BH_FILE_SCENARIO, NULL, "track-value", "marker value source" },
  { BH_FILE_SCENARIO, NULL, "place", "unit at source" },
  { BH_FILE_SCENARIO, NULL, "use-deck", "deck at source" },
  { BH_FILE_SCENARIO, NULL, "exclude", "card" },
  { BH_FILE_SCENARIO, NULL, "special-rule", "id source" },
  { BH_FILE_SCENARIO, NULL, "option", "id default source" },
  { BH_FILE_SCENARIO, NULL, "victory", "source" },
};

static void
check_required_in (Checker *c, BhFileKind kind, xmlNode *node, GHashTable *flagged)
{
  if (bh_xml_node_is (node, "prop"))
    {
      if (!bh_xml_has (node, "name") || !bh_xml_has (node, "value"))
        {
          g_hash_table_add (flagged, (gpointer) g_intern_string ((const char *) node->name));
          report (c, BH_PROBLEM_ERROR, "schema", node, _("A value (prop) needs a name and a value"));
        }
    }
  else
    for (guint i = 0; i < G_N_ELEMENTS (required); i++)
      {
        g_auto(GStrv) names = NULL;

        if (required[i].file != kind || !bh_xml_node_is (node, required[i].element) ||
            (required[i].parent != NULL && !bh_xml_node_is (node->parent, required[i].parent)))
          continue;
        names = g_strsplit (required[i].attributes, " ", -1);
        for (guint k = 0; names[k]; k++)
          if (!bh_xml_has (node, names[k]))
            {
              g_autofree char *what = describe (node);

              g_hash_table_add (flagged, (gpointer) g_intern_string ((const char *) node->name));
              report (c, BH_PROBLEM_ERROR, "schema", node, _("%s needs the attribute “%s”"), what, names[k]);
            }
      }
  BH_XML_FOREACH (child, node)
    check_required_in (c, kind, child, flagged);
}

static void
check_schemas (Checker *c)
{
  for (guint i = 0; i < bh_document_get_n_files (c->document); i++)
    {
      const char *path;
      xmlDoc *doc = bh_document_get_file (c->document, i, &path);
      g_autoptr(GFile) schema = g_file_get_child (bh_document_get_schemas (c->document), bh_schema_name_for (path));
      g_autoptr(GError) error = NULL;

      g_autoptr(GHashTable) flagged = g_hash_table_new (NULL, NULL);
      guint first = c->problems->len;

      c->path = path;
      check_required_in (c, bh_document_get_kind_of (c->document, doc), xmlDocGetRootElement (doc), flagged);
      if (bh_schema_validate (schema, doc, MAX_SCHEMA_PROBLEMS, schema_problem, c, &error) < 0)
        report (c, BH_PROBLEM_ERROR, "schema", NULL, "%s", error->message);
      /* libxml2's "Element space failed to validate attributes" says no
       * more than the problems above that name the element. */
      for (guint k = c->problems->len; k > first; k--)
        {
          BhProblem *problem = g_ptr_array_index (c->problems, k - 1);
          const char *message = bh_problem_get_message (problem);

          if (bh_problem_get_node (problem) == NULL && g_str_has_prefix (message, "Element "))
            {
              g_autofree char *element = g_strndup (message + 8, strcspn (message + 8, " "));

              if (g_hash_table_contains (flagged, g_intern_string (element)))
                g_ptr_array_remove_index (c->problems, k - 1);
            }
        }
    }
  c->path = NULL;
}

/* ---- ids -------------------------------------------------------------------------- */

static GHashTable *
namespace (Checker *c, const char *name)
{
  GHashTable *set = g_hash_table_lookup (c->ids, name);

  if (set == NULL)
    {
      set = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_hash_table_insert (c->ids, g_strdup (name), set);
    }
  return set;
}

/* Adds the ids of `elements` in a file to namespace `space_name`,
 * reporting duplicates. */
static void
collect_ids (Checker *c, BhFileKind kind, const char *elements, const char *space_name)
{
  g_auto(GStrv) names = g_strsplit (elements, "|", -1);
  GHashTable *set = namespace (c, space_name);

  for (guint n = 0; names[n]; n++)
    {
      g_autoptr(GPtrArray) nodes = bh_document_collect (c->document, kind, names[n]);

      for (guint i = 0; i < nodes->len; i++)
        {
          xmlNode *node = g_ptr_array_index (nodes, i);
          g_autofree char *id = bh_xml_get (node, "id");

          if (id == NULL)
            continue;
          if (g_hash_table_contains (set, id))
            report (c, BH_PROBLEM_ERROR, "duplicate", node, _("The id “%s” is used twice"), id);
          else
            g_hash_table_add (set, g_steal_pointer (&id));
        }
    }
}

static void
collect_all_ids (Checker *c)
{
  collect_ids (c, BH_FILE_GAME, "side", "side");
  collect_ids (c, BH_FILE_GAME, "nation", "nation");
  collect_ids (c, BH_FILE_GAME, "terrain", "terrain");
  collect_ids (c, BH_FILE_GAME, "space-kind", "space-kind");
  collect_ids (c, BH_FILE_GAME, "connection-kind", "connection-kind");
  collect_ids (c, BH_FILE_GAME, "feature-kind", "feature-kind");
  collect_ids (c, BH_FILE_GAME, "die", "die");
  collect_ids (c, BH_FILE_GAME, "phase", "phase");
  collect_ids (c, BH_FILE_BOARD, "space|box", "space|box");
  collect_ids (c, BH_FILE_BOARD, "track", "track");
  collect_ids (c, BH_FILE_BOARD, "marker", "marker");
  collect_ids (c, BH_FILE_BOARD, "hexgrid", "hexgrid");
  collect_ids (c, BH_FILE_COUNTERS, "unit-type", "piece");
  collect_ids (c, BH_FILE_TABLES, "card", "piece");
  collect_ids (c, BH_FILE_TABLES, "table", "table");
  collect_ids (c, BH_FILE_TABLES, "deck", "deck");

  /* The spaces, for placements: spaces and boxes share one namespace. */
  {
    GHashTable *spaces = namespace (c, "space");
    GHashTable *boxes = namespace (c, "box");

    BH_XML_FOREACH (section, bh_document_get_root (c->document, BH_FILE_BOARD))
      BH_XML_FOREACH (item, section)
        {
          char *id = bh_xml_get (item, "id");

          if (id == NULL)
            continue;
          if (bh_xml_node_is (item, "space"))
            g_hash_table_add (spaces, id);
          else if (bh_xml_node_is (item, "box"))
            g_hash_table_add (boxes, id);
          else
            g_free (id);
        }
  }
  {
    GHashTable *scenarios = namespace (c, "scenario");

    for (guint i = 0; i < bh_document_get_n_scenarios (c->document); i++)
      {
        xmlNode *root = xmlDocGetRootElement (bh_document_get_scenario (c->document, i));
        g_autofree char *id = bh_xml_get (root, "id");

        if (id == NULL)
          continue;
        if (g_hash_table_contains (scenarios, id))
          report (c, BH_PROBLEM_ERROR, "duplicate", root, _("Two scenarios have the id “%s”"), id);
        else
          g_hash_table_add (scenarios, g_steal_pointer (&id));
      }
  }
  /* Faces within each unit type. */
  {
    g_autoptr(GPtrArray) types = bh_document_collect (c->document, BH_FILE_COUNTERS, "unit-type");

    for (guint i = 0; i < types->len; i++)
      {
        g_autoptr(GHashTable) faces = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
        xmlNode *type = g_ptr_array_index (types, i);

        BH_XML_FOREACH (face, type)
          {
            g_autofree char *id = bh_xml_get (face, "id");

            if (!bh_xml_node_is (face, "face") || id == NULL)
              continue;
            if (g_hash_table_contains (faces, id))
              report (c, BH_PROBLEM_ERROR, "duplicate", face, _("Two faces have the id “%s”"), id);
            else
              g_hash_table_add (faces, g_steal_pointer (&id));
          }
      }
  }
}

static gboolean
id_exists (Checker *c, const char *targets, const char *value)
{
  g_auto(GStrv) names = g_strsplit (targets, "|", -1);

  for (guint i = 0; names[i]; i++)
    {
      const char *space_name = g_str_equal (names[i], "unit-type") || g_str_equal (names[i], "card")
                                 ? "piece" : names[i];
      GHashTable *set = g_hash_table_lookup (c->ids, space_name);

      if (set != NULL && g_hash_table_contains (set, value))
        return TRUE;
    }
  return FALSE;
}

static gboolean
hex_exists (Checker *c, const char *value)
{
  const char *dot = strchr (value, '.');
  g_autofree char *grid_id = NULL;
  xmlNode *grid;
  int col, row;

  if (dot == NULL || strlen (dot + 1) != 4)
    return FALSE;
  grid_id = g_strndup (value, dot - value);
  grid = bh_document_find (c->document, BH_FILE_BOARD, "hexgrid", "id", grid_id);
  if (grid == NULL)
    return FALSE;
  col = (dot[1] - '0') * 10 + (dot[2] - '0');
  row = (dot[3] - '0') * 10 + (dot[4] - '0');
  return col >= 1 && row >= 1 && col <= bh_xml_get_int (grid, "cols", 0) && row <= bh_xml_get_int (grid, "rows", 0);
}

static const char *
target_word (const char *targets)
{
  if (g_str_equal (targets, "space|box"))
    return _("space or box");
  if (g_str_equal (targets, "nation|side"))
    return _("nation or side");
  if (g_str_equal (targets, "unit-type"))
    return _("unit type");
  return targets;
}

static void
check_reference_in (Checker *c, const BhReference *r, xmlNode *node)
{
  g_autofree char *value = bh_xml_get (node, r->attribute);
  g_autofree char *what = NULL;

  if (value == NULL || id_exists (c, r->targets, value))
    return;
  if (g_str_equal (r->element, "place") && g_str_equal (r->attribute, "unit") && id_exists (c, "card", value))
    return;
  if (g_str_equal (r->attribute, "at") && strchr (value, '.') != NULL && hex_exists (c, value))
    return;
  what = describe (node);
  report (c, BH_PROBLEM_ERROR, "reference", node, _("%s names the %s “%s”, which does not exist"), what,
          target_word (r->targets), value);
}

static void
check_references (Checker *c)
{
  for (const BhReference *r = bh_references_table (); r->element != NULL; r++)
    for (guint f = 0; f < bh_document_get_n_files (c->document); f++)
      {
        xmlDoc *doc = bh_document_get_file (c->document, f, NULL);
        xmlNode *root = xmlDocGetRootElement (doc);

        if (bh_document_get_kind_of (c->document, doc) != r->file)
          continue;
        BH_XML_FOREACH (a, root)
          {
            if (bh_xml_node_is (a, r->element))
              check_reference_in (c, r, a);
            BH_XML_FOREACH (b, a)
              {
                if (bh_xml_node_is (b, r->element))
                  check_reference_in (c, r, b);
                BH_XML_FOREACH (d, b)
                  if (bh_xml_node_is (d, r->element))
                    check_reference_in (c, r, d);
              }
          }
      }

  /* The face a placement shows must be one of its unit type's. */
  for (guint s = 0; s < bh_document_get_n_scenarios (c->document); s++)
    BH_XML_FOREACH (place, xmlDocGetRootElement (bh_document_get_scenario (c->document, s)))
      {
        g_autofree char *face = bh_xml_get (place, "face");
        g_autofree char *unit = bh_xml_get (place, "unit");
        xmlNode *type;
        gboolean found = FALSE;

        if (!bh_xml_node_is (place, "place") || face == NULL)
          continue;
        type = bh_document_find (c->document, BH_FILE_COUNTERS, "unit-type", "id", unit);
        if (type == NULL)
          continue;
        BH_XML_FOREACH (f, type)
          {
            g_autofree char *id = bh_xml_get (f, "id");

            if (bh_xml_node_is (f, "face") && g_strcmp0 (id, face) == 0)
              found = TRUE;
          }
        if (!found)
          report (c, BH_PROBLEM_ERROR, "reference", place, _("A placement of “%s” shows the face “%s”, which it does not have"),
                  unit, face);
      }
}

/* ---- the board ----------------------------------------------------------------------- */

static guint
find_root (GArray *parent, guint i)
{
  while (g_array_index (parent, guint, i) != i)
    {
      guint up = g_array_index (parent, guint, g_array_index (parent, guint, i));

      g_array_index (parent, guint, i) = up;
      i = up;
    }
  return i;
}

/* A space marked <prop name="reachable" value="no"/> is apart on purpose. */
static gboolean
unreachable_by_design (xmlNode *space)
{
  BH_XML_FOREACH (prop, space)
    {
      g_autofree char *name = bh_xml_get (prop, "name");
      g_autofree char *value = bh_xml_get (prop, "value");

      if (bh_xml_node_is (prop, "prop") && g_strcmp0 (name, "reachable") == 0 && g_strcmp0 (value, "no") == 0)
        return TRUE;
    }
  return FALSE;
}

static void
check_reach (Checker *c)
{
  xmlNode *board = bh_document_get_root (c->document, BH_FILE_BOARD);
  g_autoptr(GPtrArray) spaces = g_ptr_array_new ();
  g_autoptr(GHashTable) index = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) parent = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) size = NULL;
  guint main_root = 0, main_size = 0;

  BH_XML_FOREACH (space, bh_xml_first (board, "spaces"))
    {
      char *id = bh_xml_get (space, "id");
      guint i = spaces->len;

      if (!bh_xml_node_is (space, "space") || id == NULL || unreachable_by_design (space))
        {
          g_free (id);
          continue;
        }
      g_ptr_array_add (spaces, space);
      g_ptr_array_add (ids, id);
      g_hash_table_insert (index, id, GUINT_TO_POINTER (i + 1));
      g_array_append_val (parent, i);
    }
  if (spaces->len < 2)
    return;
  BH_XML_FOREACH (connection, bh_xml_first (board, "connections"))
    {
      g_autofree char *from = bh_xml_get (connection, "from");
      g_autofree char *to = bh_xml_get (connection, "to");
      guint a = from ? GPOINTER_TO_UINT (g_hash_table_lookup (index, from)) : 0;
      guint b = to ? GPOINTER_TO_UINT (g_hash_table_lookup (index, to)) : 0;

      if (a == 0 || b == 0)
        continue;
      a = find_root (parent, a - 1);
      b = find_root (parent, b - 1);
      if (a != b)
        g_array_index (parent, guint, a) = b;
    }
  size = g_array_new (FALSE, TRUE, sizeof (guint));
  g_array_set_size (size, spaces->len);
  for (guint i = 0; i < spaces->len; i++)
    {
      guint root = find_root (parent, i);

      if (++g_array_index (size, guint, root) > main_size)
        {
          main_size = g_array_index (size, guint, root);
          main_root = root;
        }
    }
  /* Every group apart from the largest, reported at its first space. */
  for (guint i = 0; i < spaces->len; i++)
    {
      guint root = find_root (parent, i);
      g_autoptr(GString) names = NULL;
      guint count = 0;

      if (root == main_root || g_array_index (size, guint, root) == 0)
        continue;
      names = g_string_new (NULL);
      for (guint k = i; k < spaces->len; k++)
        if (find_root (parent, k) == root)
          {
            g_autofree char *name = bh_xml_dup_child_text (g_ptr_array_index (spaces, k), "name");

            if (count < 4)
              g_string_append_printf (names, "%s%s", count ? ", " : "", name ? name : (char *) g_ptr_array_index (ids, k));
            count++;
          }
      if (count > 4)
        g_string_append (names, ", …");
      g_array_index (size, guint, root) = 0;
      report (c, BH_PROBLEM_WARNING, "reach", g_ptr_array_index (spaces, i),
              ngettext ("%u space cannot be reached from the rest of the board: %s",
                        "%u spaces cannot be reached from the rest of the board: %s", count),
              count, names->str);
    }
}

static void
check_ids_in (Checker *c, xmlNode *node)
{
  BH_XML_FOREACH (child, node)
    {
      g_autofree char *id = bh_xml_get (child, "id");

      if (id != NULL && !g_regex_match_simple ("^[A-Za-z0-9][A-Za-z0-9_\\-]{0,63}$", id, 0, 0))
        report (c, BH_PROBLEM_ERROR, "schema", child, _("“%s” is not an id: use letters, digits and hyphens"), id);
      check_ids_in (c, child);
    }
}

static void
check_values (Checker *c)
{
  xmlNode *board = bh_document_get_root (c->document, BH_FILE_BOARD);

  for (guint f = 0; f < bh_document_get_n_files (c->document); f++)
    check_ids_in (c, xmlDocGetRootElement (bh_document_get_file (c->document, f, NULL)));

  BH_XML_FOREACH (space, bh_xml_first (board, "spaces"))
    {
      gboolean has_lat = bh_xml_has (space, "lat"), has_lon = bh_xml_has (space, "lon");
      gboolean has_x = bh_xml_has (space, "x"), has_y = bh_xml_has (space, "y");

      if (!bh_xml_node_is (space, "space"))
        continue;
      if (has_lat != has_lon)
        report (c, BH_PROBLEM_ERROR, "value", space, _("Give both latitude and longitude, or neither"));
      else if (!has_lat && !(has_x && has_y))
        report (c, BH_PROBLEM_ERROR, "value", space, _("The space has no position: give latitude and longitude, or x and y"));
    }
  BH_XML_FOREACH (track, bh_xml_first (board, "tracks"))
    if (bh_xml_get_int (track, "min", 0) > bh_xml_get_int (track, "max", 0))
      report (c, BH_PROBLEM_ERROR, "value", track, _("The track’s lowest square is above its highest"));
  for (guint s = 0; s < bh_document_get_n_scenarios (c->document); s++)
    {
      xmlNode *root = xmlDocGetRootElement (bh_document_get_scenario (c->document, s));
      xmlNode *turns = bh_xml_first (root, "turns");

      if (turns != NULL && bh_xml_get_int (turns, "first", 0) > bh_xml_get_int (turns, "last", 0))
        report (c, BH_PROBLEM_ERROR, "value", turns, _("The scenario’s first turn comes after its last"));
    }
}

/* ---- scenarios ------------------------------------------------------------------------- */

static void
check_counter_mix (Checker *c)
{
  for (guint s = 0; s < bh_document_get_n_scenarios (c->document); s++)
    {
      xmlNode *root = xmlDocGetRootElement (bh_document_get_scenario (c->document, s));
      g_autoptr(GHashTable) used = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autoptr(GHashTable) reported = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_autofree char *scenario = bh_xml_dup_child_text (root, "title");

      BH_XML_FOREACH (place, root)
        {
          g_autofree char *unit = bh_xml_get (place, "unit");
          xmlNode *type;
          int total, mix;

          if (!bh_xml_node_is (place, "place") || unit == NULL)
            continue;
          total = GPOINTER_TO_INT (g_hash_table_lookup (used, unit)) + MAX (bh_xml_get_int (place, "count", 1), 0);
          g_hash_table_insert (used, g_strdup (unit), GINT_TO_POINTER (total));
          type = bh_document_find (c->document, BH_FILE_COUNTERS, "unit-type", "id", unit);
          if (type == NULL)
            continue;
          mix = bh_xml_get_int (type, "count", 0);
          if (total > mix && !g_hash_table_contains (reported, unit))
            {
              g_autofree char *name = bh_xml_dup_child_text (type, "name");

              g_hash_table_add (reported, g_strdup (unit));
              report (c, BH_PROBLEM_ERROR, "counter-mix", place,
                      _("“%s” places more “%s” than the counter mix holds (%d)"), scenario ? scenario : "",
                      name ? name : unit, mix);
            }
        }
    }
}

/* ---- provenance ---------------------------------------------------------------------------- */

/* The items whose guesses must say why (as tests/test-data.c asks). */
static gboolean
explained_item (xmlNode *node)
{
  static const char *items[] = { "space", "box", "track", "unit-type", "table", "deck", "card",
                                 "scenario" };

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    if (bh_xml_node_is (node, items[i]))
      return TRUE;
  return FALSE;
}

static void
check_provenance_in (Checker *c, xmlNode *node)
{
  g_autofree char *source = bh_xml_get (node, "source");

  if (source != NULL)
    {
      g_autofree char *note = bh_xml_get (node, "note");

      g_strstrip (source);
      if (!*source)
        {
          g_autofree char *what = describe (node);

          report (c, BH_PROBLEM_ERROR, "provenance", node, _("%s has an empty source: give the rule number or “reconstructed”"),
                  what);
        }
      else if (g_str_equal (source, "reconstructed") && (note == NULL || !*g_strstrip (note)) && explained_item (node))
        {
          g_autofree char *what = describe (node);

          report (c, BH_PROBLEM_WARNING, "provenance", node, _("%s is reconstructed without a note saying how"), what);
        }
    }
  BH_XML_FOREACH (child, node)
    check_provenance_in (c, child);
}

static void
check_provenance (Checker *c)
{
  for (guint f = 0; f < bh_document_get_n_files (c->document); f++)
    check_provenance_in (c, xmlDocGetRootElement (bh_document_get_file (c->document, f, NULL)));
}

GPtrArray *
bh_validator_check (BhDocument *document)
{
  Checker c = { 0 };

  c.document = document;
  c.problems = g_ptr_array_new_with_free_func (g_object_unref);
  c.ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_hash_table_unref);
  check_schemas (&c);
  collect_all_ids (&c);
  check_references (&c);
  check_values (&c);
  check_counter_mix (&c);
  check_reach (&c);
  check_provenance (&c);
  g_hash_table_unref (c.ids);
  return c.problems;
}

/* ---- the engine --------------------------------------------------------------------------------- */

typedef struct {
  GFile *folder;
  GFile *schemas;
} LoadJob;

static void
load_job_free (LoadJob *job)
{
  g_object_unref (job->folder);
  g_object_unref (job->schemas);
  g_free (job);
}

static void
load_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  LoadJob *job = task_data;
  GError *error = NULL;
  BhGameData *data = bh_game_data_load (job->folder, job->schemas, &error);

  /* The game's rules refuse what they cannot play, as `validate` does. */
  if (data != NULL && !bh_rules_check_game_data (data, &error))
    g_clear_object (&data);
  if (data == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, data, g_object_unref);
}

void
bh_validator_load_async (BhDocument *document, GCancellable *cancellable, GAsyncReadyCallback callback,
                         gpointer user_data)
{
  g_autoptr(GTask) task = g_task_new (document, cancellable, callback, user_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) root = bh_document_write_snapshot (document, &error);
  LoadJob *job;

  bh_builtin_rules_register ();
  if (root == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  job = g_new0 (LoadJob, 1);
  job->folder = g_file_resolve_relative_path (root, "games");
  g_set_object (&job->folder, g_file_get_child (job->folder, bh_document_get_game_id (document)));
  job->schemas = g_file_get_child (root, "schemas");
  g_task_set_task_data (task, job, (GDestroyNotify) load_job_free);
  g_task_run_in_thread (task, load_thread);
}

BhGameData *
bh_validator_load_finish (GAsyncResult *result, GError **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}
