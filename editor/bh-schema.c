/* bh-schema.c — RELAX NG validation with every problem reported. */
#include "config.h"

#include <glib/gi18n.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>
#include <string.h>

#include "bh-error.h"
#include "bh-schema.h"

const char *
bh_schema_name_for (const char *relative_path)
{
  if (g_str_has_prefix (relative_path, "scenarios/"))
    return "scenario.rng";
  if (g_str_equal (relative_path, "game.xml"))
    return "game.rng";
  if (g_str_equal (relative_path, "board.xml"))
    return "board.rng";
  if (g_str_equal (relative_path, "counters.xml"))
    return "counters.rng";
  if (g_str_equal (relative_path, "tables.xml"))
    return "tables.rng";
  if (g_str_equal (relative_path, "geography.xml"))
    return "geography.rng";
  return NULL;
}

/* Compiled schemas live as long as the program: every document shares them. */
static xmlRelaxNGPtr
get_schema (GFile *schema_file, GError **error)
{
  static GHashTable *cache;
  g_autofree char *path = g_file_get_path (schema_file);
  xmlRelaxNGPtr schema;
  xmlRelaxNGParserCtxtPtr context;

  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  schema = g_hash_table_lookup (cache, path);
  if (schema != NULL)
    return schema;

  context = xmlRelaxNGNewParserCtxt (path);
  xmlRelaxNGSetParserStructuredErrors (context, NULL, NULL);
  schema = xmlRelaxNGParse (context);
  xmlRelaxNGFreeParserCtxt (context);
  if (schema == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("%s: cannot read the schema"), path);
      return NULL;
    }
  g_hash_table_insert (cache, g_strdup (path), schema);
  return schema;
}

typedef struct {
  BhSchemaProblemFunc func;
  gpointer user_data;
  guint limit;
  int count;
  xmlNode *last_node;
} Collector;

static void
collect (void *user_data, xmlErrorPtr error)
{
  Collector *c = user_data;
  xmlNode *node;
  g_autofree char *message = NULL;
  int line;

  if (error == NULL || error->level == XML_ERR_WARNING)
    return;
  node = error->node;
  if (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->parent;
  /* libxml2 follows a precise complaint with vaguer ones about the
   * elements around it ("Element x failed to validate content"): one
   * problem per element is enough. */
  if (node != NULL && node == c->last_node)
    return;
  if (error->message != NULL && strstr (error->message, "failed to validate") != NULL && c->count > 0)
    return;
  c->last_node = node;
  c->count++;
  if ((guint) c->count > c->limit)
    return;
  line = error->line > 0 ? error->line : node ? (int) xmlGetLineNo (node) : 0;
  message = g_strndup (error->message ? error->message : "?",
                       error->message ? strcspn (error->message, "\n") : 1);
  g_strstrip (message);
  c->func (node, line, message, c->user_data);
}

int
bh_schema_validate (GFile *schema_file, xmlDoc *doc, guint limit, BhSchemaProblemFunc func,
                    gpointer user_data, GError **error)
{
  xmlRelaxNGPtr schema = get_schema (schema_file, error);
  xmlRelaxNGValidCtxtPtr context;
  Collector c = { func, user_data, limit, 0, NULL };
  int status;

  if (schema == NULL)
    return -1;
  context = xmlRelaxNGNewValidCtxt (schema);
  xmlRelaxNGSetValidStructuredErrors (context, collect, &c);
  status = xmlRelaxNGValidateDoc (context, doc);
  xmlRelaxNGFreeValidCtxt (context);
  if (status != 0 && c.count == 0)
    {
      c.count = 1;
      func (xmlDocGetRootElement (doc), 1, _("the document does not follow its schema"), user_data);
    }
  return c.count;
}
