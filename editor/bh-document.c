/* bh-document.c — a game folder's documents, editing, saving. */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "bh-document.h"
#include "bh-atomic-file.h"
#include "bh-error.h"
#include "bh-schema.h"
#include "bh-xml-edit.h"

typedef struct {
  BhFileKind kind;
  char *path;            /* relative to the folder */
  xmlDoc *doc;
  GBytes *saved;         /* the file's bytes on disk; NULL when never written */
  gboolean present;      /* part of the game (an added scenario may be undone) */
  guint generation;      /* bumped by every edit of this file */
  guint snapshot_generation;
} DocFile;

struct _BhDocument
{
  GObject parent_instance;

  GFile *folder;
  GFile *schemas;
  char *game_id;
  GPtrArray *files;      /* DocFile: game, board, counters, tables, then scenarios */
  GPtrArray *geography;  /* BhGeoPath */
  BhEditStack *stack;
  guint generation;
  gboolean was_dirty;
  guint emitting;
  GPtrArray *last_docs;   /* xmlDoc* the last change touched; NULL: all */
  GHashTable *id_indexes; /* "kind:element" -> IdIndex, for finding by id */

  char *snapshot_dir;
};

G_DEFINE_FINAL_TYPE (BhDocument, bh_document, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_DIRTY,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *const main_files[] = { "game.xml", "board.xml", "counters.xml", "tables.xml" };

static void
doc_file_free (DocFile *file)
{
  g_free (file->path);
  if (file->doc != NULL)
    xmlFreeDoc (file->doc);
  g_clear_pointer (&file->saved, g_bytes_unref);
  g_free (file);
}

static void
geo_path_free (BhGeoPath *path)
{
  g_array_unref (path->points);
  g_free (path);
}

static gboolean
delete_recursively (GFile *file)
{
  g_autoptr(GFileEnumerator) children = NULL;
  GFileInfo *info;

  if (g_file_query_file_type (file, G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL) == G_FILE_TYPE_DIRECTORY)
    {
      children = g_file_enumerate_children (file, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                            G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, NULL, NULL);
      while (children != NULL && (info = g_file_enumerator_next_file (children, NULL, NULL)))
        {
          g_autoptr(GFile) child = g_file_get_child (file, g_file_info_get_name (info));

          delete_recursively (child);
          g_object_unref (info);
        }
    }
  return g_file_delete (file, NULL, NULL);
}

static void
bh_document_finalize (GObject *object)
{
  BhDocument *self = BH_DOCUMENT (object);

  /* The stack first: its commands may own nodes of these documents. */
  g_clear_pointer (&self->stack, bh_edit_stack_free);
  g_clear_pointer (&self->last_docs, g_ptr_array_unref);
  g_clear_pointer (&self->id_indexes, g_hash_table_unref);
  g_ptr_array_unref (self->files);
  g_clear_pointer (&self->geography, g_ptr_array_unref);
  if (self->snapshot_dir != NULL)
    {
      g_autoptr(GFile) dir = g_file_new_for_path (self->snapshot_dir);

      delete_recursively (dir);
      g_free (self->snapshot_dir);
    }
  g_clear_object (&self->folder);
  g_clear_object (&self->schemas);
  g_free (self->game_id);
  G_OBJECT_CLASS (bh_document_parent_class)->finalize (object);
}

static void
bh_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  BhDocument *self = BH_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_DIRTY:
      g_value_set_boolean (value, bh_document_is_dirty (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, bh_document_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, bh_document_can_redo (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bh_document_class_init (BhDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bh_document_finalize;
  object_class->get_property = bh_document_get_property;

  properties[PROP_DIRTY] = g_param_spec_boolean ("dirty", NULL, NULL, FALSE,
                                                 G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] = g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_REDO] = g_param_spec_boolean ("can-redo", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BhDocument::changed:
   * @structure: elements were added or removed (not only values changed)
   *
   * After every edit, undo and redo.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

static void
bh_document_init (BhDocument *self)
{
  self->files = g_ptr_array_new_with_free_func ((GDestroyNotify) doc_file_free);
  self->stack = bh_edit_stack_new ();
}

/* ---- reading ---------------------------------------------------------------- */

static DocFile *
read_file (GFile *folder, const char *path, BhFileKind kind, GError **error)
{
  g_autoptr(GFile) file = g_file_resolve_relative_path (folder, path);
  g_autofree char *display = g_file_get_parse_name (file);
  g_autoptr(GBytes) bytes = g_file_load_bytes (file, NULL, NULL, error);
  DocFile *doc_file;
  xmlDoc *doc;

  if (bytes == NULL)
    return NULL;
  doc = bh_xml_parse (display, bytes, error);
  if (doc == NULL)
    return NULL;
  doc_file = g_new0 (DocFile, 1);
  doc_file->kind = kind;
  doc_file->path = g_strdup (path);
  doc_file->doc = doc;
  doc_file->saved = g_bytes_ref (bytes);
  doc_file->present = TRUE;
  return doc_file;
}

static gint
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

static void
read_geography (BhDocument *self)
{
  g_autoptr(GFile) file = g_file_get_child (self->folder, "geography.xml");
  g_autoptr(GBytes) bytes = g_file_load_bytes (file, NULL, NULL, NULL);
  static const char *kinds[] = { "land", "lake", "river", "border", "state" };
  xmlDoc *doc;

  self->geography = g_ptr_array_new_with_free_func ((GDestroyNotify) geo_path_free);
  if (bytes == NULL || (doc = bh_xml_parse ("geography.xml", bytes, NULL)) == NULL)
    return;
  BH_XML_FOREACH (layer, xmlDocGetRootElement (doc))
    {
      g_autofree char *kind = bh_xml_get (layer, "kind");
      BhGeoKind geo_kind = BH_GEO_LAND;

      for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
        if (g_strcmp0 (kind, kinds[i]) == 0)
          geo_kind = i;
      BH_XML_FOREACH (path, layer)
        {
          g_autofree char *text = bh_xml_dup_text (path);
          g_auto(GStrv) pairs = g_strsplit_set (g_strstrip (text), " \t\n", -1);
          BhGeoPath *geo = g_new0 (BhGeoPath, 1);

          geo->kind = geo_kind;
          geo->points = g_array_new (FALSE, FALSE, sizeof (BhPoint));
          for (guint k = 0; pairs[k]; k++)
            {
              BhPoint p;
              char *end;

              if (!*pairs[k])
                continue;
              p.x = g_ascii_strtod (pairs[k], &end);
              if (*end != ',')
                continue;
              p.y = g_ascii_strtod (end + 1, NULL);
              g_array_append_val (geo->points, p);
            }
          g_ptr_array_add (self->geography, geo);
        }
    }
  xmlFreeDoc (doc);
}

BhDocument *
bh_document_open (GFile *folder, GFile *schemas, GError **error)
{
  g_autoptr(BhDocument) self = g_object_new (BH_TYPE_DOCUMENT, NULL);
  g_autoptr(GFile) scenarios = g_file_get_child (folder, "scenarios");
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GFileInfo *info;

  self->folder = g_object_ref (folder);
  self->schemas = g_object_ref (schemas);

  for (guint i = 0; i < G_N_ELEMENTS (main_files); i++)
    {
      DocFile *file = read_file (folder, main_files[i], (BhFileKind) i, error);

      if (file == NULL)
        return NULL;
      g_ptr_array_add (self->files, file);
    }

  children = g_file_enumerate_children (scenarios, G_FILE_ATTRIBUTE_STANDARD_NAME, G_FILE_QUERY_INFO_NONE,
                                        NULL, NULL);
  while (children != NULL && (info = g_file_enumerator_next_file (children, NULL, NULL)))
    {
      const char *name = g_file_info_get_name (info);

      if (g_str_has_suffix (name, ".xml"))
        g_ptr_array_add (names, g_strconcat ("scenarios/", name, NULL));
      g_object_unref (info);
    }
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      DocFile *file = read_file (folder, g_ptr_array_index (names, i), BH_FILE_SCENARIO, error);

      if (file == NULL)
        return NULL;
      g_ptr_array_add (self->files, file);
    }

  self->game_id = bh_xml_get (bh_document_get_root (self, BH_FILE_GAME), "id");
  if (self->game_id == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (folder);

      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("%s: game.xml names no game id"), name);
      return NULL;
    }
  read_geography (self);
  return g_steal_pointer (&self);
}

/* ---- new game from a template ----------------------------------------------- */

static gboolean
write_bytes (GFile *file, GBytes *bytes, GError **error)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  return bh_atomic_write (file, data, size, error);
}

BhDocument *
bh_document_new_from_template (GFile *template_folder, GFile *folder, const char *game_id,
                               const char *title, GFile *schemas, GError **error)
{
  g_autoptr(BhDocument) source = bh_document_open (template_folder, schemas, error);
  g_autoptr(GFile) scenarios = g_file_get_child (folder, "scenarios");
  g_autoptr(GFile) geography = g_file_get_child (template_folder, "geography.xml");

  if (source == NULL)
    return NULL;
  if (!g_file_make_directory_with_parents (scenarios, NULL, error))
    return NULL;
  for (guint i = 0; i < source->files->len; i++)
    {
      DocFile *file = g_ptr_array_index (source->files, i);
      xmlNode *root = xmlDocGetRootElement (file->doc);
      g_autoptr(GFile) target = g_file_resolve_relative_path (folder, file->path);
      g_autoptr(GBytes) bytes = NULL;

      /* The copy belongs to the new game: its id everywhere, its title. */
      if (file->kind == BH_FILE_GAME)
        {
          xmlNode *title_node = bh_xml_first (root, "title");

          bh_xml_set_attr_at (root, "id", game_id, NULL);
          if (title_node != NULL && title != NULL && *title)
            bh_xml_set_text (title_node, title);
        }
      else
        bh_xml_set_attr_at (root, "game", game_id, NULL);
      bytes = bh_xml_serialize (file->doc);
      if (!write_bytes (target, bytes, error))
        return NULL;
    }
  if (g_file_query_exists (geography, NULL))
    {
      g_autoptr(GFile) target = g_file_get_child (folder, "geography.xml");
      g_autoptr(GBytes) bytes = g_file_load_bytes (geography, NULL, NULL, error);
      xmlDoc *doc;

      if (bytes == NULL || (doc = bh_xml_parse ("geography.xml", bytes, error)) == NULL)
        return NULL;
      bh_xml_set_attr_at (xmlDocGetRootElement (doc), "game", game_id, NULL);
      g_clear_pointer (&bytes, g_bytes_unref);
      bytes = bh_xml_serialize (doc);
      xmlFreeDoc (doc);
      if (!write_bytes (target, bytes, error))
        return NULL;
    }
  return bh_document_open (folder, schemas, error);
}

/* ---- access --------------------------------------------------------------------- */

GFile *
bh_document_get_folder (BhDocument *self)
{
  return self->folder;
}

GFile *
bh_document_get_schemas (BhDocument *self)
{
  return self->schemas;
}

const char *
bh_document_get_game_id (BhDocument *self)
{
  return self->game_id;
}

char *
bh_document_dup_title (BhDocument *self)
{
  char *title = bh_xml_dup_child_text (bh_document_get_root (self, BH_FILE_GAME), "title");

  return title ? title : g_strdup (self->game_id);
}

xmlDoc *
bh_document_get_xml (BhDocument *self, BhFileKind kind)
{
  g_return_val_if_fail (kind < BH_FILE_SCENARIO, NULL);
  return ((DocFile *) g_ptr_array_index (self->files, kind))->doc;
}

xmlNode *
bh_document_get_root (BhDocument *self, BhFileKind kind)
{
  return xmlDocGetRootElement (bh_document_get_xml (self, kind));
}

static DocFile *
file_of (BhDocument *self, xmlDoc *doc)
{
  for (guint i = 0; i < self->files->len; i++)
    {
      DocFile *file = g_ptr_array_index (self->files, i);

      if (file->doc == doc)
        return file;
    }
  return NULL;
}

guint
bh_document_get_n_scenarios (BhDocument *self)
{
  guint n = 0;

  for (guint i = BH_FILE_SCENARIO; i < self->files->len; i++)
    if (((DocFile *) g_ptr_array_index (self->files, i))->present)
      n++;
  return n;
}

xmlDoc *
bh_document_get_scenario (BhDocument *self, guint index)
{
  for (guint i = BH_FILE_SCENARIO; i < self->files->len; i++)
    {
      DocFile *file = g_ptr_array_index (self->files, i);

      if (file->present && index-- == 0)
        return file->doc;
    }
  return NULL;
}

xmlDoc *
bh_document_find_scenario (BhDocument *self, const char *id)
{
  for (guint i = 0; i < bh_document_get_n_scenarios (self); i++)
    {
      xmlDoc *doc = bh_document_get_scenario (self, i);
      g_autofree char *doc_id = bh_xml_get (xmlDocGetRootElement (doc), "id");

      if (g_strcmp0 (doc_id, id) == 0)
        return doc;
    }
  return NULL;
}

guint
bh_document_get_n_files (BhDocument *self)
{
  return BH_FILE_SCENARIO + bh_document_get_n_scenarios (self);
}

xmlDoc *
bh_document_get_file (BhDocument *self, guint index, const char **path)
{
  DocFile *file = NULL;

  if (index < BH_FILE_SCENARIO)
    file = g_ptr_array_index (self->files, index);
  else
    file = file_of (self, bh_document_get_scenario (self, index - BH_FILE_SCENARIO));
  if (file == NULL)
    return NULL;
  if (path != NULL)
    *path = file->path;
  return file->doc;
}

const char *
bh_document_get_path_of (BhDocument *self, xmlDoc *doc)
{
  DocFile *file = file_of (self, doc);

  return file ? file->path : NULL;
}

BhFileKind
bh_document_get_kind_of (BhDocument *self, xmlDoc *doc)
{
  DocFile *file = file_of (self, doc);

  return file ? file->kind : BH_FILE_SCENARIO;
}

static void
collect_elements (xmlNode *node, const char *element, GPtrArray *out)
{
  BH_XML_FOREACH (child, node)
    {
      if (bh_xml_node_is (child, element))
        g_ptr_array_add (out, child);
      collect_elements (child, element, out);
    }
}

GPtrArray *
bh_document_collect (BhDocument *self, BhFileKind kind, const char *element)
{
  GPtrArray *out = g_ptr_array_new ();
  xmlNode *root = bh_document_get_root (self, kind);

  if (bh_xml_node_is (root, element))
    g_ptr_array_add (out, root);
  collect_elements (root, element, out);
  return out;
}

typedef struct {
  guint generation;
  GHashTable *ids;        /* id -> xmlNode*, the first of each id */
} IdIndex;

static void
id_index_free (IdIndex *index)
{
  g_hash_table_unref (index->ids);
  g_free (index);
}

/* Finding by id is what every view does for every row: an index per
 * file and element, rebuilt after each change. */
static xmlNode *
find_by_id (BhDocument *self, BhFileKind kind, const char *element, const char *id)
{
  g_autofree char *key = g_strdup_printf ("%d:%s", kind, element);
  IdIndex *index;

  if (self->id_indexes == NULL)
    self->id_indexes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) id_index_free);
  index = g_hash_table_lookup (self->id_indexes, key);
  if (index == NULL || index->generation != self->generation)
    {
      g_autoptr(GPtrArray) nodes = bh_document_collect (self, kind, element);

      if (index == NULL)
        {
          index = g_new0 (IdIndex, 1);
          index->ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
          g_hash_table_insert (self->id_indexes, g_steal_pointer (&key), index);
        }
      else
        g_hash_table_remove_all (index->ids);
      index->generation = self->generation;
      for (guint i = 0; i < nodes->len; i++)
        {
          char *node_id = bh_xml_get (g_ptr_array_index (nodes, i), "id");

          if (node_id != NULL && !g_hash_table_contains (index->ids, node_id))
            g_hash_table_insert (index->ids, node_id, g_ptr_array_index (nodes, i));
          else
            g_free (node_id);
        }
    }
  return g_hash_table_lookup (index->ids, id);
}

xmlNode *
bh_document_find (BhDocument *self, BhFileKind kind, const char *element, const char *attribute,
                  const char *value)
{
  g_autoptr(GPtrArray) nodes = NULL;

  if (value == NULL)
    return NULL;
  if (g_str_equal (attribute, "id") && kind != BH_FILE_SCENARIO)
    return find_by_id (self, kind, element, value);
  nodes = bh_document_collect (self, kind, element);
  for (guint i = 0; i < nodes->len; i++)
    {
      g_autofree char *v = bh_xml_get (g_ptr_array_index (nodes, i), attribute);

      if (g_strcmp0 (v, value) == 0)
        return g_ptr_array_index (nodes, i);
    }
  return NULL;
}

GPtrArray *
bh_document_get_geography (BhDocument *self)
{
  return self->geography;
}

char *
bh_document_unique_id (BhDocument *self, BhFileKind kind, const char *element, const char *base)
{
  g_auto(GStrv) elements = g_strsplit (element, "|", -1);
  g_autoptr(GHashTable) used = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint e = 0; elements[e]; e++)
    {
      g_autoptr(GPtrArray) nodes = bh_document_collect (self, kind, elements[e]);

      for (guint i = 0; i < nodes->len; i++)
        {
          char *id = bh_xml_get (g_ptr_array_index (nodes, i), "id");

          if (id != NULL)
            g_hash_table_add (used, id);
        }
    }
  if (!g_hash_table_contains (used, base))
    return g_strdup (base);
  for (guint n = 2;; n++)
    {
      char *id = g_strdup_printf ("%s-%u", base, n);

      if (!g_hash_table_contains (used, id))
        return id;
      g_free (id);
    }
}

/* ---- editing ------------------------------------------------------------------ */

guint
bh_document_get_generation (BhDocument *self)
{
  return self->generation;
}

static void
touch (BhDocument *self, BhEditCommand *command)
{
  GPtrArray *docs = g_ptr_array_new ();

  bh_edit_command_collect_docs (command, docs);
  g_clear_pointer (&self->last_docs, g_ptr_array_unref);
  /* A command that names no document (a new file) changed them all. */
  self->last_docs = docs->len > 0 ? g_ptr_array_ref (docs) : NULL;
  for (guint i = 0; i < docs->len; i++)
    {
      DocFile *file = file_of (self, g_ptr_array_index (docs, i));

      if (file != NULL)
        file->generation++;
    }
  self->generation++;
  g_ptr_array_unref (docs);
}

gboolean
bh_document_change_touches_doc (BhDocument *self, xmlDoc *doc)
{
  return self->last_docs == NULL || g_ptr_array_find (self->last_docs, doc, NULL);
}

gboolean
bh_document_change_touches (BhDocument *self, BhFileKind kind)
{
  if (self->last_docs == NULL)
    return TRUE;
  for (guint i = 0; i < self->last_docs->len; i++)
    if (bh_document_get_kind_of (self, g_ptr_array_index (self->last_docs, i)) == kind)
      return TRUE;
  return FALSE;
}

static void
emit_changed (BhDocument *self, gboolean structure)
{
  gboolean dirty = bh_document_is_dirty (self);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (dirty != self->was_dirty)
    {
      self->was_dirty = dirty;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
    }
  self->emitting++;
  g_signal_emit (self, signals[CHANGED], 0, structure);
  self->emitting--;
}

typedef struct {
  BhDocument *self;
  BhEditCommand *command;
  char *label;
} Deferred;

static gboolean
perform_deferred (gpointer user_data)
{
  Deferred *deferred = user_data;

  bh_document_perform (deferred->self, deferred->command, deferred->label);
  g_object_unref (deferred->self);
  g_free (deferred->label);
  g_free (deferred);
  return G_SOURCE_REMOVE;
}

void
bh_document_perform (BhDocument *self, BhEditCommand *command, const char *label)
{
  gboolean structure;

  g_return_if_fail (BH_IS_DOCUMENT (self));
  /* An edit made while the views follow the last one (a widget that
   * commits as it goes away) waits until they are done. */
  if (self->emitting > 0)
    {
      Deferred *deferred = g_new0 (Deferred, 1);

      deferred->self = g_object_ref (self);
      deferred->command = command;
      deferred->label = g_strdup (label);
      g_idle_add (perform_deferred, deferred);
      return;
    }
  if (label != NULL)
    bh_edit_command_set_label (command, label);
  structure = bh_edit_command_changes_structure (command);
  touch (self, command);
  bh_edit_stack_perform (self->stack, command);
  emit_changed (self, structure);
}

gboolean
bh_document_undo (BhDocument *self)
{
  BhEditCommand *command = bh_edit_stack_undo (self->stack);

  if (command == NULL)
    return FALSE;
  touch (self, command);
  emit_changed (self, bh_edit_command_changes_structure (command));
  return TRUE;
}

gboolean
bh_document_redo (BhDocument *self)
{
  BhEditCommand *command = bh_edit_stack_redo (self->stack);

  if (command == NULL)
    return FALSE;
  touch (self, command);
  emit_changed (self, bh_edit_command_changes_structure (command));
  return TRUE;
}

gboolean
bh_document_can_undo (BhDocument *self)
{
  return bh_edit_stack_can_undo (self->stack);
}

gboolean
bh_document_can_redo (BhDocument *self)
{
  return bh_edit_stack_can_redo (self->stack);
}

const char *
bh_document_get_undo_label (BhDocument *self)
{
  return bh_edit_stack_get_undo_label (self->stack);
}

const char *
bh_document_get_redo_label (BhDocument *self)
{
  return bh_edit_stack_get_redo_label (self->stack);
}

gboolean
bh_document_is_dirty (BhDocument *self)
{
  return !bh_edit_stack_is_saved (self->stack);
}

/* Adding a scenario file: the file entry exists from the start and is
 * present only while the edit stands. */
typedef struct {
  BhDocument *self;
  DocFile *file;
} AddFile;

static void
add_file_apply (gpointer user_data, gboolean apply)
{
  AddFile *add = user_data;

  add->file->present = apply;
  add->file->generation++;
}

static void
add_file_free (gpointer user_data)
{
  AddFile *add = user_data;

  /* The entry stays in the list (saving may have to delete the file);
   * dropped edits simply leave it absent. */
  g_free (add);
}

void
bh_document_add_scenario (BhDocument *self, const char *filename, xmlDoc *doc, const char *label)
{
  DocFile *file = g_new0 (DocFile, 1);
  AddFile *add = g_new0 (AddFile, 1);
  guint position = BH_FILE_SCENARIO;

  file->kind = BH_FILE_SCENARIO;
  file->path = g_strconcat ("scenarios/", filename, NULL);
  file->doc = doc;
  /* A file of that name from an undone addition stays on the list: reuse
   * its saved bytes so that saving knows what the disk holds. */
  for (guint i = BH_FILE_SCENARIO; i < self->files->len; i++)
    {
      DocFile *other = g_ptr_array_index (self->files, i);

      if (g_str_equal (other->path, file->path) && !other->present)
        {
          file->saved = other->saved ? g_bytes_ref (other->saved) : NULL;
          g_clear_pointer (&other->saved, g_bytes_unref);
        }
    }
  while (position < self->files->len &&
         g_strcmp0 (((DocFile *) g_ptr_array_index (self->files, position))->path, file->path) < 0)
    position++;
  g_ptr_array_insert (self->files, position, file);

  add->self = self;
  add->file = file;
  bh_document_perform (self, bh_edit_custom (add_file_apply, add, add_file_free), label);
}

/* ---- saving ---------------------------------------------------------------------- */

typedef struct {
  GString *messages;
  const char *path;
} SchemaReport;

static void
report_schema_problem (xmlNode *node, int line, const char *message, gpointer user_data)
{
  SchemaReport *report = user_data;

  if (report->messages->len > 0)
    g_string_append_c (report->messages, '\n');
  if (node != NULL && node->type == XML_ELEMENT_NODE)
    g_string_append_printf (report->messages, "%s: <%s>: %s", report->path, (const char *) node->name, message);
  else
    g_string_append_printf (report->messages, "%s: %s", report->path, message);
}

/* The schemas' id pattern, which libxml2's RELAX NG does not enforce. */
static void
check_ids (xmlNode *node, SchemaReport *report)
{
  BH_XML_FOREACH (child, node)
    {
      g_autofree char *id = bh_xml_get (child, "id");

      if (id != NULL && !g_regex_match_simple ("^[A-Za-z0-9][A-Za-z0-9_\\-]{0,63}$", id, 0, 0))
        {
          g_autofree char *message = g_strdup_printf (_("“%s” is not an id: use letters, digits and hyphens"), id);

          report_schema_problem (child, 0, message, report);
        }
      check_ids (child, report);
    }
}

static gboolean
folder_is_empty (GFile *folder)
{
  g_autoptr(GFileEnumerator) children = g_file_enumerate_children (folder, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                                                   G_FILE_QUERY_INFO_NONE, NULL, NULL);
  GFileInfo *info;

  if (children == NULL)
    return TRUE;
  info = g_file_enumerator_next_file (children, NULL, NULL);
  if (info == NULL)
    return TRUE;
  g_object_unref (info);
  return FALSE;
}

static void
clear_change (gpointer p)
{
  g_clear_pointer (&((BhFolderChange *) p)->bytes, g_bytes_unref);
}

gboolean
bh_document_save_copy (BhDocument *self, GFile *folder, GError **error)
{
  g_autoptr(GString) messages = g_string_new (NULL);
  g_autoptr(GArray) changes = g_array_new (FALSE, TRUE, sizeof (BhFolderChange));
  g_autoptr(GFile) geography = g_file_get_child (self->folder, "geography.xml");

  if (!folder_is_empty (folder))
    {
      g_autofree char *name = g_file_get_parse_name (folder);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_EXISTS, _("%s is not empty: choose an empty or a new folder"), name);
      return FALSE;
    }
  g_array_set_clear_func (changes, clear_change);
  for (guint i = 0; i < self->files->len; i++)
    {
      DocFile *file = g_ptr_array_index (self->files, i);
      g_autoptr(GFile) schema = NULL;
      SchemaReport report = { messages, file->path };

      if (!file->present)
        continue;
      schema = g_file_get_child (self->schemas, bh_schema_name_for (file->path));
      check_ids (xmlDocGetRootElement (file->doc), &report);
      if (bh_schema_validate (schema, file->doc, 5, report_schema_problem, &report, error) < 0)
        return FALSE;
    }
  if (messages->len > 0)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_SCHEMA,
                   _("Nothing was saved: these files would not follow their schemas:\n%s"), messages->str);
      return FALSE;
    }
  /* The copy appears whole or not at all. */
  for (guint i = 0; i < self->files->len; i++)
    {
      DocFile *file = g_ptr_array_index (self->files, i);
      BhFolderChange change = { file->path, NULL };

      if (!file->present)
        continue;
      change.bytes = bh_xml_serialize (file->doc);
      g_array_append_val (changes, change);
    }
  if (g_file_query_exists (geography, NULL))
    {
      BhFolderChange change = { "geography.xml", g_file_load_bytes (geography, NULL, NULL, error) };

      if (change.bytes == NULL)
        return FALSE;
      g_array_append_val (changes, change);
    }
  return bh_atomic_write_folder (folder, (BhFolderChange *) changes->data, changes->len, error);
}

gboolean
bh_document_save (BhDocument *self, GError **error)
{
  g_autoptr(GPtrArray) pending = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  g_autoptr(GPtrArray) files = g_ptr_array_new ();
  g_autoptr(GString) messages = g_string_new (NULL);

  /* First every changed file against its schema: nothing is written unless
   * all of them pass. */
  for (guint i = 0; i < self->files->len; i++)
    {
      DocFile *file = g_ptr_array_index (self->files, i);
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GFile) schema = NULL;
      SchemaReport report = { messages, file->path };

      if (!file->present)
        continue;
      bytes = bh_xml_serialize (file->doc);
      if (file->saved != NULL && g_bytes_equal (bytes, file->saved))
        continue;
      schema = g_file_get_child (self->schemas, bh_schema_name_for (file->path));
      {
        gsize before = messages->len;

        check_ids (xmlDocGetRootElement (file->doc), &report);
        if (messages->len != before)
          continue;
      }
      if (bh_schema_validate (schema, file->doc, 5, report_schema_problem, &report, error) != 0)
        {
          if (error != NULL && *error != NULL)
            return FALSE;
          continue;
        }
      g_ptr_array_add (files, file);
      g_ptr_array_add (pending, g_steal_pointer (&bytes));
    }
  if (messages->len > 0)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_SCHEMA,
                   _("Nothing was saved: these files would not follow their schemas:\n%s"), messages->str);
      return FALSE;
    }

  /* Every changed file and every removed scenario in one step: the folder
   * on disk is the old one or the new one, never a mixture. */
  {
    g_autoptr(GArray) changes = g_array_new (FALSE, TRUE, sizeof (BhFolderChange));
    g_autoptr(GPtrArray) removed = g_ptr_array_new ();

    for (guint i = 0; i < files->len; i++)
      {
        BhFolderChange change = { ((DocFile *) g_ptr_array_index (files, i))->path,
                                  g_ptr_array_index (pending, i) };

        g_array_append_val (changes, change);
      }
    /* Scenarios added and then undone were written by an earlier save. */
    for (guint i = BH_FILE_SCENARIO; i < self->files->len; i++)
      {
        DocFile *file = g_ptr_array_index (self->files, i);
        BhFolderChange change = { file->path, NULL };

        if (file->present || file->saved == NULL)
          continue;
        g_array_append_val (changes, change);
        g_ptr_array_add (removed, file);
      }
    if (changes->len > 0 &&
        !bh_atomic_write_folder (self->folder, (BhFolderChange *) changes->data, changes->len, error))
      return FALSE;
    for (guint i = 0; i < files->len; i++)
      {
        DocFile *file = g_ptr_array_index (files, i);

        g_clear_pointer (&file->saved, g_bytes_unref);
        file->saved = g_bytes_ref (g_ptr_array_index (pending, i));
      }
    for (guint i = 0; i < removed->len; i++)
      g_clear_pointer (&((DocFile *) g_ptr_array_index (removed, i))->saved, g_bytes_unref);
  }

  bh_edit_stack_mark_saved (self->stack);
  if (self->was_dirty)
    {
      self->was_dirty = FALSE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIRTY]);
    }
  return TRUE;
}

/* ---- snapshots --------------------------------------------------------------------- */

GFile *
bh_document_write_snapshot (BhDocument *self, GError **error)
{
  g_autoptr(GFile) root = NULL;
  g_autoptr(GFile) game = NULL;
  g_autoptr(GFile) scenarios = NULL;

  if (self->snapshot_dir == NULL)
    {
      g_autofree char *schemas_path = g_file_get_path (self->schemas);
      g_autoptr(GFile) geography = g_file_get_child (self->folder, "geography.xml");
      g_autofree char *geography_path = g_file_get_path (geography);
      g_autofree char *link = NULL;
      g_autofree char *games = NULL;

      self->snapshot_dir = g_dir_make_tmp ("blockhouse-editor-XXXXXX", error);
      if (self->snapshot_dir == NULL)
        return NULL;
      link = g_build_filename (self->snapshot_dir, "schemas", NULL);
      if (symlink (schemas_path, link) != 0)
        {
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "%s: %s", link, g_strerror (errno));
          return NULL;
        }
      games = g_build_filename (self->snapshot_dir, "games", self->game_id, "scenarios", NULL);
      if (g_mkdir_with_parents (games, 0700) != 0)
        {
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "%s: %s", games, g_strerror (errno));
          return NULL;
        }
      if (g_file_query_exists (geography, NULL))
        {
          g_autofree char *geo_link = g_build_filename (self->snapshot_dir, "games", self->game_id,
                                                        "geography.xml", NULL);

          if (symlink (geography_path, geo_link) != 0)
            {
              g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "%s: %s", geo_link,
                           g_strerror (errno));
              return NULL;
            }
        }
      for (guint i = 0; i < self->files->len; i++)
        ((DocFile *) g_ptr_array_index (self->files, i))->snapshot_generation = G_MAXUINT;
    }
  root = g_file_new_for_path (self->snapshot_dir);
  game = g_file_resolve_relative_path (root, "games");
  g_set_object (&game, g_file_get_child (game, self->game_id));

  for (guint i = 0; i < self->files->len; i++)
    {
      DocFile *file = g_ptr_array_index (self->files, i);
      g_autoptr(GFile) target = g_file_resolve_relative_path (game, file->path);

      if (file->snapshot_generation == file->generation)
        continue;
      file->snapshot_generation = file->generation;
      if (!file->present)
        {
          g_file_delete (target, NULL, NULL);
          continue;
        }
      {
        g_autoptr(GBytes) bytes = bh_xml_serialize (file->doc);

        if (!write_bytes (target, bytes, error))
          {
            file->snapshot_generation = G_MAXUINT;
            return NULL;
          }
      }
    }
  return g_steal_pointer (&root);
}

void
bh_document_follow (BhDocument **slot, gulong *changed_id, BhDocument *document, GCallback on_changed,
                    gpointer user_data)
{
  if (*slot != NULL)
    g_clear_signal_handler (changed_id, *slot);
  g_set_object (slot, document);
  if (document != NULL)
    *changed_id = g_signal_connect_after (document, "changed", on_changed, user_data);
}
