/* bh-xml-edit.c — whitespace- and order-preserving edits of libxml2 trees. */
#include "config.h"

#include <glib/gi18n.h>
#include <libxml/parser.h>
#include <libxml/xmlsave.h>
#include <stdarg.h>
#include <string.h>

#include "bh-error.h"
#include "bh-xml-edit.h"

/* ---- the schemas' orders ------------------------------------------------ */

/* Element children in the order the schemas in data/schemas give them. */
static const char *const element_orders[][16] = {
  { "game", "title", "subtitle", "description", "credits", "default-scenario", "sides", "nations",
    "terrains", "space-kinds", "connection-kinds", "feature-kinds", "dice", "sequence", "prop", NULL },
  { "board", "projection", "spaces", "connections", "boxes", "tracks", "hexgrids", NULL },
  { "space", "name", "feature", "outline", "prop", NULL },
  { "feature", "name", "prop", NULL },
  { "track", "name", "marker", "square", NULL },
  { "square", "label", "prop", NULL },
  { "hexgrid", "name", "hex", "hexside", NULL },
  { "side", "name", "short-name", NULL },
  { "unit-type", "name", "short-name", "face", "prop", NULL },
  { "face", "name", "value", NULL },
  { "tables", "table", "deck", NULL },
  { "table", "name", "description", "columns", "row", NULL },
  { "row", "label", "cell", NULL },
  { "deck", "name", "card", NULL },
  { "card", "title", "text", "value", "prop", NULL },
  { "scenario", "title", "description", "turns", "players", "track-value", "place", "use-deck",
    "prop", "special-rule", "option", "victory", NULL },
  { "option", "name", "description", NULL },
};

/* Attributes in the order the schemas (and so every file) write them. */
static const char *const attribute_orders[][12] = {
  { "game", "id", "format", NULL },
  { "side", "id", "colour", NULL },
  { "nation", "id", "side", "colour", "abbrev", NULL },
  { "terrain", "id", "colour", NULL },
  { "space-kind", "id", "shape", "water", NULL },
  { "connection-kind", "id", "style", "colour", "cost", NULL },
  { "feature-kind", "id", "symbol", NULL },
  { "die", "id", "faces", "side", NULL },
  { "phase", "id", "rule", "side", NULL },
  { "projection", "lat0", "lon0", "scale", "west", "east", "south", "north", NULL },
  { "space", "id", "kind", "terrain", "owner", "lat", "lon", "x", "y", NULL },
  { "feature", "kind", "nation", "side", NULL },
  { "prop", "name", "value", NULL },
  { "connection", "from", "to", "kind", "cost", "directed", "route", NULL },
  { "box", "id", "kind", "visibility", "side", "nation", NULL },
  { "track", "id", "min", "max", NULL },
  { "marker", "id", "side", "nation", NULL },
  { "square", "value", NULL },
  { "hexgrid", "id", "cols", "rows", "orientation", "terrain", NULL },
  { "hex", "col", "row", "terrain", "elevation", "label", NULL },
  { "hexside", "col", "row", "dir", "kind", NULL },
  { "unit-type", "id", "kind", "class", "side", "nation", "count", "symbol", "colour", "text-colour", "image", NULL },
  { "face", "value", "id", "label", "colour", NULL },
  { "value", "name", "num", NULL },
  { "table", "id", "dice", NULL },
  { "column", "key", NULL },
  { "row", "key", NULL },
  { "card", "id", "count", NULL },
  { "scenario", "id", "game", NULL },
  { "turns", "first", "last", NULL },
  { "players", "setup-first", "first", "min", "max", NULL },
  { "track-value", "marker", "value", NULL },
  { "place", "unit", "count", "at", "face", "turn", "zone", "where", NULL },
  { "use-deck", "deck", "at", "shuffle", NULL },
  { "exclude", "card", NULL },
  { "option", "id", "default", "absent-from-save", NULL },
  { "special-rule", "id", NULL },
  { "default-scenario", "ref", NULL },
};

static int
element_rank (const char *parent, const char *child)
{
  for (guint i = 0; i < G_N_ELEMENTS (element_orders); i++)
    if (g_str_equal (element_orders[i][0], parent))
      {
        for (guint k = 1; element_orders[i][k]; k++)
          if (g_str_equal (element_orders[i][k], child))
            return k;
        return 99;
      }
  return 0;   /* a list of one kind of element: any order */
}

static int
attribute_rank (const char *element, const char *name)
{
  static const char *const common[] = { "translate", "context", "source", "note", "checked" };

  /* An element's id comes first, then the game it belongs to. */
  if (g_str_equal (name, "id"))
    return 0;
  if (g_str_equal (name, "game"))
    return 1;
  for (guint i = 0; i < G_N_ELEMENTS (common); i++)
    if (g_str_equal (common[i], name))
      return 90 + i;
  for (guint i = 0; i < G_N_ELEMENTS (attribute_orders); i++)
    if (g_str_equal (attribute_orders[i][0], element))
      for (guint k = 1; attribute_orders[i][k]; k++)
        if (g_str_equal (attribute_orders[i][k], name))
          return k;
  return 200;
}

/* ---- reading ------------------------------------------------------------ */

gboolean
bh_xml_node_is (xmlNode *node, const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         (name == NULL || g_str_equal ((const char *) node->name, name));
}

xmlNode *
bh_xml_first (xmlNode *parent, const char *name)
{
  BH_XML_FOREACH (child, parent)
    if (bh_xml_node_is (child, name))
      return child;
  return NULL;
}

xmlNode *
bh_xml_next (xmlNode *node, const char *name)
{
  for (xmlNode *n = node ? node->next : NULL; n; n = n->next)
    if (bh_xml_node_is (n, name))
      return n;
  return NULL;
}

guint
bh_xml_count (xmlNode *parent, const char *name)
{
  guint n = 0;

  BH_XML_FOREACH (child, parent)
    if (bh_xml_node_is (child, name))
      n++;
  return n;
}

char *
bh_xml_get (xmlNode *node, const char *name)
{
  xmlChar *value;
  char *copy;

  if (node == NULL || node->type != XML_ELEMENT_NODE)
    return NULL;
  value = xmlGetNoNsProp (node, (const xmlChar *) name);
  if (value == NULL)
    return NULL;
  copy = g_strdup ((const char *) value);
  xmlFree (value);
  return copy;
}

gboolean
bh_xml_has (xmlNode *node, const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE &&
         xmlHasNsProp (node, (const xmlChar *) name, NULL) != NULL;
}

int
bh_xml_get_int (xmlNode *node, const char *name, int fallback)
{
  g_autofree char *value = bh_xml_get (node, name);
  gint64 number;

  if (value == NULL || !g_ascii_string_to_signed (g_strstrip (value), 10, G_MININT, G_MAXINT, &number, NULL))
    return fallback;
  return (int) number;
}

double
bh_xml_get_double (xmlNode *node, const char *name, double fallback)
{
  g_autofree char *value = bh_xml_get (node, name);
  char *end = NULL;
  double number;

  if (value == NULL)
    return fallback;
  number = g_ascii_strtod (value, &end);
  return end == value ? fallback : number;
}

gboolean
bh_xml_get_bool (xmlNode *node, const char *name, gboolean fallback)
{
  g_autofree char *value = bh_xml_get (node, name);

  if (value == NULL)
    return fallback;
  return g_str_equal (value, "true") || g_str_equal (value, "1");
}

char *
bh_xml_dup_text (xmlNode *node)
{
  xmlChar *content;
  char *copy;

  if (node == NULL)
    return g_strdup ("");
  content = xmlNodeGetContent (node);
  copy = g_strdup (content ? (const char *) content : "");
  xmlFree (content);
  return copy;
}

char *
bh_xml_dup_child_text (xmlNode *node, const char *name)
{
  xmlNode *child = bh_xml_first (node, name);

  return child ? bh_xml_dup_text (child) : NULL;
}

gboolean
bh_xml_is_attached (xmlNode *node)
{
  if (node == NULL || node->doc == NULL)
    return FALSE;
  for (xmlNode *n = node; n != NULL; n = n->parent)
    if (n->type == XML_DOCUMENT_NODE)
      return TRUE;
  return FALSE;
}

gboolean
bh_xml_is_inside (xmlNode *node, xmlNode *ancestor)
{
  for (xmlNode *n = node; n != NULL; n = n->parent)
    if (n == ancestor)
      return TRUE;
  return FALSE;
}

gboolean
bh_xml_is_blank (xmlNode *node)
{
  if (node == NULL || node->type != XML_TEXT_NODE)
    return FALSE;
  for (const xmlChar *c = node->content; c && *c; c++)
    if (!g_ascii_isspace (*c))
      return FALSE;
  return TRUE;
}

/* ---- whitespace ---------------------------------------------------------- */

char *
bh_xml_indent_of (xmlNode *node)
{
  const char *newline;

  if (node == NULL || node->parent == NULL || node->parent->type != XML_ELEMENT_NODE)
    return g_strdup ("");
  if (bh_xml_is_blank (node->prev) &&
      (newline = strrchr ((const char *) node->prev->content, '\n')) != NULL)
    return g_strdup (newline + 1);
  /* Written on the line of something before it: that line's indentation. */
  for (xmlNode *before = node->prev; before != NULL; before = before->prev)
    if (before->type == XML_ELEMENT_NODE)
      return bh_xml_indent_of (before);
  return bh_xml_indent_of (node->parent);
}

char *
bh_xml_child_whitespace (xmlNode *parent)
{
  g_autofree char *indent = NULL;

  /* Follow the children that already sit on lines of their own. */
  BH_XML_FOREACH (child, parent)
    if (child->prev != NULL && bh_xml_is_blank (child->prev) &&
        strchr ((const char *) child->prev->content, '\n') != NULL)
      {
        const char *text = (const char *) child->prev->content;

        return g_strconcat ("\n", strrchr (text, '\n') + 1, NULL);
      }
  indent = bh_xml_indent_of (parent);
  return g_strconcat ("\n", indent, "  ", NULL);
}

xmlNode *
bh_xml_insert_anchor (xmlNode *parent, const char *name)
{
  const char *parent_name = (const char *) parent->name;
  int rank = element_rank (parent_name, name);
  xmlNode *anchor = NULL;

  BH_XML_FOREACH (child, parent)
    if (element_rank (parent_name, (const char *) child->name) <= rank)
      anchor = child;
  return anchor;
}

void
bh_xml_link_after (xmlNode *parent, xmlNode *prev, xmlNode *node)
{
  xmlNode *next = prev ? prev->next : parent->children;

  g_assert (node->parent == NULL && node->prev == NULL && node->next == NULL);
  node->parent = parent;
  node->prev = prev;
  node->next = next;
  if (prev != NULL)
    prev->next = node;
  else
    parent->children = node;
  if (next != NULL)
    next->prev = node;
  else
    parent->last = node;
}

/* ---- building new elements ------------------------------------------------ */

xmlNode *
bh_xml_new_element (xmlDoc *doc, const char *name)
{
  return xmlNewDocNode (doc, NULL, (const xmlChar *) name, NULL);
}

xmlNode *
bh_xml_new_text_element (xmlDoc *doc, const char *name, const char *text)
{
  xmlNode *node = bh_xml_new_element (doc, name);

  if (text != NULL && *text)
    xmlNodeAddContent (node, (const xmlChar *) text);
  return node;
}

void
bh_xml_set_attrs (xmlNode *node, ...)
{
  va_list args;
  const char *name;

  va_start (args, node);
  while ((name = va_arg (args, const char *)) != NULL)
    {
      const char *value = va_arg (args, const char *);

      if (value != NULL)
        bh_xml_set_attr_at (node, name, value, NULL);
    }
  va_end (args);
}

static xmlNode *
new_blank (xmlDoc *doc, const char *text)
{
  return xmlNewDocText (doc, (const xmlChar *) text);
}

void
bh_xml_append (xmlNode *node, xmlNode *child, gboolean block, const char *indent)
{
  if (block)
    {
      g_autofree char *ws = g_strconcat ("\n", indent, "  ", NULL);

      bh_xml_link_after (node, node->last, new_blank (node->doc, ws));
    }
  bh_xml_link_after (node, node->last, child);
}

gboolean
bh_xml_closes_on_own_line (xmlNode *sibling)
{
  return sibling != NULL && sibling->last != NULL && bh_xml_is_blank (sibling->last) &&
         strchr ((const char *) sibling->last->content, '\n') != NULL;
}

void
bh_xml_close_block (xmlNode *node, const char *indent)
{
  g_autofree char *ws = g_strconcat ("\n", indent, NULL);

  if (node->last != NULL)
    bh_xml_link_after (node, node->last, new_blank (node->doc, ws));
}

gboolean
bh_xml_uses_block_style (xmlNode *sibling)
{
  return sibling != NULL && sibling->children != NULL && bh_xml_is_blank (sibling->children) &&
         strchr ((const char *) sibling->children->content, '\n') != NULL;
}

/* ---- attributes and text ------------------------------------------------ */

static void
move_attr_after (xmlNode *node, xmlAttr *attr, xmlAttr *after)
{
  /* Unlink... */
  if (attr->prev)
    attr->prev->next = attr->next;
  else
    node->properties = attr->next;
  if (attr->next)
    attr->next->prev = attr->prev;
  /* ...and link after `after` (first when NULL). */
  attr->prev = after;
  attr->next = after ? after->next : node->properties;
  if (after)
    after->next = attr;
  else
    node->properties = attr;
  if (attr->next)
    attr->next->prev = attr;
}

void
bh_xml_set_attr_at (xmlNode *node, const char *name, const char *value, const char *after)
{
  xmlAttr *existing = xmlHasNsProp (node, (const xmlChar *) name, NULL);
  xmlAttr *attr, *anchor = NULL;

  if (value == NULL)
    {
      if (existing != NULL)
        xmlRemoveProp (existing);
      return;
    }
  if (existing != NULL)
    {
      xmlSetProp (node, (const xmlChar *) name, (const xmlChar *) value);
      return;
    }
  attr = xmlSetProp (node, (const xmlChar *) name, (const xmlChar *) value);
  if (after != NULL)
    anchor = *after ? xmlHasNsProp (node, (const xmlChar *) after, NULL) : NULL;
  else
    {
      int rank = attribute_rank ((const char *) node->name, name);

      for (xmlAttr *a = node->properties; a != NULL; a = a->next)
        if (a != attr && attribute_rank ((const char *) node->name, (const char *) a->name) <= rank)
          anchor = a;
    }
  if (after != NULL && *after && anchor == NULL)
    return;   /* its neighbour is gone: leave it at the end */
  move_attr_after (node, attr, anchor);
}

char *
bh_xml_attr_before (xmlNode *node, const char *name)
{
  xmlAttr *attr = xmlHasNsProp (node, (const xmlChar *) name, NULL);

  if (attr == NULL)
    return NULL;
  return g_strdup (attr->prev ? (const char *) attr->prev->name : "");
}

void
bh_xml_set_text (xmlNode *node, const char *text)
{
  xmlNode *child = node->children;

  while (child != NULL)
    {
      xmlNode *next = child->next;

      xmlUnlinkNode (child);
      xmlFreeNode (child);
      child = next;
    }
  if (text != NULL && *text)
    xmlNodeAddContent (node, (const xmlChar *) text);
}

char *
bh_xml_format_number (double value, int decimals)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char *text;

  if (value == (double) (gint64) value && ABS (value) < 1e12)
    return g_strdup_printf ("%" G_GINT64_FORMAT, (gint64) value);
  g_ascii_formatd (buffer, sizeof buffer, decimals == 1 ? "%.1f" : decimals == 2 ? "%.2f" :
                   decimals == 3 ? "%.3f" : decimals == 4 ? "%.4f" : "%.6f", value);
  text = g_strdup (buffer);
  if (strchr (text, '.'))
    {
      char *end = text + strlen (text) - 1;

      while (*end == '0')
        *end-- = '\0';
      if (*end == '.')
        *end = '\0';
    }
  if (g_str_equal (text, "-0"))
    {
      g_free (text);
      text = g_strdup ("0");
    }
  return text;
}

/* ---- files ---------------------------------------------------------------- */

GBytes *
bh_xml_serialize (xmlDoc *doc)
{
  xmlChar *buffer = NULL;
  int length = 0;
  GBytes *bytes;

  xmlDocDumpMemoryEnc (doc, &buffer, &length, "UTF-8");
  bytes = g_bytes_new (buffer, length);
  xmlFree (buffer);
  return bytes;
}

typedef struct {
  int line;
  char *message;
} FirstError;

static void
keep_first_error (void *user_data, xmlErrorPtr error)
{
  FirstError *first = user_data;

  if (error == NULL || error->level == XML_ERR_WARNING || first->message != NULL)
    return;
  first->line = error->line;
  first->message = g_strndup (error->message ? error->message : "?",
                              error->message ? strcspn (error->message, "\n") : 1);
}

xmlDoc *
bh_xml_parse (const char *display_name, GBytes *bytes, GError **error)
{
  FirstError first = { 0 };
  xmlParserCtxtPtr ctxt;
  xmlDoc *doc;
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);

  if (size > G_MAXINT)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_PARSE, _("%s: the file is too large"), display_name);
      return NULL;
    }
  ctxt = xmlNewParserCtxt ();
  xmlSetStructuredErrorFunc (&first, keep_first_error);
  /* Blanks and comments are kept, so that an unchanged file saves as it
   * was read; no network and no entities, as the engine reads them. */
  doc = xmlCtxtReadMemory (ctxt, data, (int) size, display_name, NULL,
                           XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_BIG_LINES);
  xmlSetStructuredErrorFunc (NULL, NULL);
  xmlFreeParserCtxt (ctxt);
  if (doc == NULL || first.message != NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_PARSE, "%s:%d: %s", display_name, MAX (first.line, 1),
                   first.message ? first.message : _("not a well-formed XML document"));
      g_free (first.message);
      if (doc != NULL)
        xmlFreeDoc (doc);
      return NULL;
    }
  if (doc->intSubset != NULL || doc->extSubset != NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_PARSE, _("%s: a DOCTYPE declaration is not allowed here"),
                   display_name);
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}
