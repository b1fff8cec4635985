/* bh-xml.c — XML parsing and validation with one clear error. */
#include "config.h"

#include "bh-xml.h"
#include "bh-error.h"
#include "bh-xml-limits.h"

#include <glib/gi18n-lib.h>
#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlerror.h>

#define BH_DATA_DOMAIN "blockhouse-data"

G_DEFINE_QUARK (bh-error-quark, bh_error)

typedef struct {
  int line;
  char *message;
} FirstError;

/* Keeps the first error that names a line: libxml2's RELAX NG validator
 * reports a vague summary without a line ("failed to validate attributes")
 * before the precise one ("Invalid attribute count"). */
static void
collect_first_error (void *user_data, xmlErrorPtr error)
{
  FirstError *first = user_data;
  int line;

  if (error == NULL || error->level == XML_ERR_WARNING)
    return;
  line = error->line;
  if (line <= 0 && error->node != NULL && ((xmlNode *) error->node)->type == XML_ELEMENT_NODE)
    line = (int) xmlGetLineNo (error->node);
  if (first->message != NULL && (first->line > 0 || line <= 0))
    return;
  g_free (first->message);
  first->line = line;
  /* libxml2 sometimes adds a second line of bytes: one line is enough. */
  first->message = g_strndup (error->message ? error->message : "unknown problem",
                              error->message ? strcspn (error->message, "\n") : 15);
  g_strstrip (first->message);
}

void
bh_one_line (char *text)
{
  for (char *c = text; c && *c; c++)
    if (*c == '\n' || *c == '\r')
      *c = ' ';
}

char *
bh_file_display_name (GFile *file)
{
  char *path = g_file_get_path (file);

  return path ? path : g_file_get_parse_name (file);
}

/* Compiled schemas are kept for the life of the process: every game's
 * files share them. */
xmlRelaxNGPtr
bh_xml_get_schema (GFile *schema_file, GError **error)
{
  static GHashTable *cache;
  static GMutex lock;
  g_autofree char *path = g_file_get_path (schema_file);
  xmlRelaxNGPtr schema;

  g_mutex_lock (&lock);
  if (cache == NULL)
    cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  schema = g_hash_table_lookup (cache, path);
  if (schema == NULL)
    {
      xmlRelaxNGParserCtxtPtr pctxt = xmlRelaxNGNewParserCtxt (path);
      FirstError first = { 0 };

      xmlRelaxNGSetParserStructuredErrors (pctxt, collect_first_error, &first);
      schema = xmlRelaxNGParse (pctxt);
      xmlRelaxNGFreeParserCtxt (pctxt);
      if (schema == NULL)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND,
                       _("%s: cannot read the schema: %s"), path,
                       first.message ? first.message : _("missing or broken"));
          g_free (first.message);
          g_mutex_unlock (&lock);
          return NULL;
        }
      g_free (first.message);
      g_hash_table_insert (cache, g_strdup (path), schema);
    }
  g_mutex_unlock (&lock);
  return schema;
}

static xmlDoc *
load_memory (const char *name, const char *contents, gsize length,
             GFile *schema_file, GError **error)
{
  FirstError first = { 0 };
  g_autofree char *schema_name = schema_file ? g_file_get_basename (schema_file) : NULL;
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc;

  /* Sizes and counts first, from the bytes: a hostile file is refused
   * before it costs memory or validation time. */
  if (!bh_xml_check_limits (name, contents, length, schema_name, error))
    return NULL;

  ctxt = xmlNewParserCtxt ();
  xmlSetStructuredErrorFunc (&first, collect_first_error);
  /* No network, no entity expansion: data files are plain documents. */
  doc = xmlCtxtReadMemory (ctxt, contents, (int) length, name, NULL,
                           XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  xmlSetStructuredErrorFunc (NULL, NULL);
  if (doc == NULL || first.message != NULL)
    {
      int line = first.line > 0 ? first.line : 1;

      g_set_error (error, BH_ERROR, BH_ERROR_PARSE, "%s:%d: %s", name, line,
                   first.message ? first.message : _("not a well-formed XML document"));
      g_free (first.message);
      if (doc)
        xmlFreeDoc (doc);
      xmlFreeParserCtxt (ctxt);
      return NULL;
    }
  xmlFreeParserCtxt (ctxt);

  /* Entities could expand a small file into gigabytes when its text is
   * read; no Blockhouse file needs a document type. */
  if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      const char *doctype = g_strstr_len (contents, length, "<!DOCTYPE");
      int line = 1;

      for (const char *p = contents; doctype && p < doctype; p++)
        line += *p == '\n';
      g_set_error (error, BH_ERROR, BH_ERROR_PARSE, _("%s:%d: a DOCTYPE declaration is not allowed here"), name, line);
      xmlFreeDoc (doc);
      return NULL;
    }

  if (schema_file != NULL)
    {
      xmlRelaxNGPtr schema = bh_xml_get_schema (schema_file, error);
      xmlRelaxNGValidCtxtPtr vctxt;
      int status;

      if (schema == NULL)
        {
          xmlFreeDoc (doc);
          return NULL;
        }
      vctxt = xmlRelaxNGNewValidCtxt (schema);
      xmlRelaxNGSetValidStructuredErrors (vctxt, collect_first_error, &first);
      status = xmlRelaxNGValidateDoc (vctxt, doc);
      xmlRelaxNGFreeValidCtxt (vctxt);
      if (status != 0)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_SCHEMA, _("%s:%d: does not follow %s: %s"),
                       name, first.line > 0 ? first.line : 1, schema_name,
                       first.message ? first.message : _("invalid document"));
          g_free (first.message);
          xmlFreeDoc (doc);
          return NULL;
        }
    }
  return doc;
}

xmlDoc *
bh_xml_load_bytes (const char *display_name, GBytes *bytes, GFile *schema, GError **error)
{
  gsize length;
  const char *contents = g_bytes_get_data (bytes, &length);

  return load_memory (display_name, contents ? contents : "", length, schema, error);
}

xmlDoc *
bh_xml_load_file (GFile *file, GFile *schema, GError **error)
{
  g_autofree char *name = bh_file_display_name (file);
  g_autofree char *schema_name = schema ? g_file_get_basename (schema) : NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GBytes) bytes = bh_xml_read_file (file, name, schema_name, NULL, &local_error);

  if (bytes == NULL)
    {
      if (local_error->domain == BH_ERROR)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, "%s: %s", name, local_error->message);
      return NULL;
    }
  return bh_xml_load_bytes (name, bytes, schema, error);
}

char *
bh_xml_attr (xmlNode *node, const char *name, GStringChunk *chunk)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  char *result;

  if (value == NULL)
    return NULL;
  result = g_string_chunk_insert_const (chunk, (const char *) value);
  xmlFree (value);
  return result;
}

gboolean
bh_xml_has_attr (xmlNode *node, const char *name)
{
  return xmlHasProp (node, (const xmlChar *) name) != NULL;
}

int
bh_xml_attr_int (xmlNode *node, const char *name, int fallback)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  gint64 result;

  if (value == NULL)
    return fallback;
  /* The schema has already bounded every number. */
  result = g_ascii_strtoll ((const char *) value, NULL, 10);
  xmlFree (value);
  return (int) CLAMP (result, G_MININT, G_MAXINT);
}

double
bh_xml_attr_double (xmlNode *node, const char *name, double fallback)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  double result;

  if (value == NULL)
    return fallback;
  result = g_ascii_strtod ((const char *) value, NULL);
  xmlFree (value);
  return result;
}

gboolean
bh_xml_attr_bool (xmlNode *node, const char *name, gboolean fallback)
{
  xmlChar *value = xmlGetProp (node, (const xmlChar *) name);
  gboolean result;

  if (value == NULL)
    return fallback;
  /* xsd:boolean collapses white space: " true " is true. */
  g_strstrip ((char *) value);
  result = g_str_equal ((const char *) value, "true") || g_str_equal ((const char *) value, "1");
  xmlFree (value);
  return result;
}

gboolean
bh_xml_is (xmlNode *node, const char *name)
{
  return node->type == XML_ELEMENT_NODE && xmlStrEqual (node->name, (const xmlChar *) name);
}

xmlNode *
bh_xml_child (xmlNode *node, const char *name)
{
  for (xmlNode *child = node->children; child; child = child->next)
    if (bh_xml_is (child, name))
      return child;
  return NULL;
}

char *
bh_xml_raw_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *result = g_strdup (content ? (const char *) content : "");

  xmlFree (content);
  return result;
}

/* Game data has its own translation domain (po-data/), installed beside
 * the programs' own.  BLOCKHOUSE_LOCALEDIR, when set, replaces the installed
 * locale folder (<dir>/<lang>/LC_MESSAGES/blockhouse-data.mo), as in
 * src/app/main.c: for tests and translators running uninstalled builds. */
static void
bind_data_domain (void)
{
  static gsize bound;

  if (g_once_init_enter (&bound))
    {
      const char *dir = g_getenv ("BLOCKHOUSE_LOCALEDIR");

      bindtextdomain (BH_DATA_DOMAIN, dir != NULL && *dir != '\0' ? dir : LOCALEDIR);
      bind_textdomain_codeset (BH_DATA_DOMAIN, "UTF-8");
      g_once_init_leave (&bound, 1);
    }
}

char *
bh_xml_text (xmlNode *node, GStringChunk *chunk)
{
  g_autofree char *raw = bh_xml_raw_text (node);
  xmlChar *translate = xmlGetProp (node, (const xmlChar *) "translate");
  xmlChar *context = xmlGetProp (node, (const xmlChar *) "context");
  const char *text = g_strstrip (raw);

  bind_data_domain ();

  if (*text != '\0' && (translate == NULL || !xmlStrEqual (translate, (const xmlChar *) "no")))
    text = context ? g_dpgettext2 (BH_DATA_DOMAIN, (const char *) context, text)
                   : g_dgettext (BH_DATA_DOMAIN, text);
  xmlFree (translate);
  xmlFree (context);
  return g_string_chunk_insert_const (chunk, text);
}

const char *
bh_xml_data_gettext (const char *text)
{
  bind_data_domain ();
  return g_dgettext (BH_DATA_DOMAIN, text);
}

char *
bh_xml_child_text (xmlNode *node, const char *name, GStringChunk *chunk)
{
  xmlNode *child = bh_xml_child (node, name);

  return child ? bh_xml_text (child, chunk) : NULL;
}
