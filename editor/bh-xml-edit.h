/* bh-xml-edit.h — reading and shaping libxml2 trees the way the data files
 * are written: new elements take the indentation of their siblings and the
 * place the schema gives them, new attributes the schema's order.  These
 * helpers never record anything; bh-edit-command.c makes the edits
 * undoable. */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

#define BH_XML_FOREACH(child, parent) \
  for (xmlNode *child = (parent) ? (parent)->children : NULL; child; child = child->next) \
    if (child->type == XML_ELEMENT_NODE)

gboolean  bh_xml_node_is          (xmlNode     *node,
                                   const char  *name);
/* The first element child named `name` (any element when NULL). */
xmlNode  *bh_xml_first            (xmlNode     *parent,
                                   const char  *name);
/* The next element sibling named `name` (any element when NULL). */
xmlNode  *bh_xml_next             (xmlNode     *node,
                                   const char  *name);
guint     bh_xml_count            (xmlNode     *parent,
                                   const char  *name);

/* Attribute values, copied (g_free) or NULL when absent. */
char     *bh_xml_get              (xmlNode     *node,
                                   const char  *name);
gboolean  bh_xml_has              (xmlNode     *node,
                                   const char  *name);
int       bh_xml_get_int          (xmlNode     *node,
                                   const char  *name,
                                   int          fallback);
double    bh_xml_get_double       (xmlNode     *node,
                                   const char  *name,
                                   double       fallback);
gboolean  bh_xml_get_bool         (xmlNode     *node,
                                   const char  *name,
                                   gboolean     fallback);
/* An element's text (g_free), "" when empty. */
char     *bh_xml_dup_text             (xmlNode     *node);
/* The text of the first child named `name`, or NULL. */
char     *bh_xml_dup_child_text       (xmlNode     *node,
                                   const char  *name);

/* TRUE if `node` still hangs in its document (not removed by an edit). */
gboolean  bh_xml_is_attached      (xmlNode     *node);
gboolean  bh_xml_is_blank         (xmlNode     *node);
/* Is `node` `ancestor` or inside it? */
gboolean  bh_xml_is_inside        (xmlNode     *node,
                                   xmlNode     *ancestor);

/* The indentation of the line `node` starts on ("" for the root). */
char     *bh_xml_indent_of        (xmlNode     *node);
/* The whitespace that goes before a child of `parent`: a newline and the
 * indentation its element children use, else its own and two spaces. */
char     *bh_xml_child_whitespace (xmlNode     *parent);

/* The child element of `parent` after which a new `name` element goes, in
 * the element order of its schema (NULL: before every element child). */
xmlNode  *bh_xml_insert_anchor    (xmlNode     *parent,
                                   const char  *name);

/* Links and unlinks without merging neighbouring text nodes, so that the
 * nodes keep their identity across undo and redo. */
void      bh_xml_link_after       (xmlNode     *parent,
                                   xmlNode     *prev,
                                   xmlNode     *node);

/* A new detached element with text content: <name>text</name>. */
xmlNode  *bh_xml_new_text_element (xmlDoc      *doc,
                                   const char  *name,
                                   const char  *text);
xmlNode  *bh_xml_new_element      (xmlDoc      *doc,
                                   const char  *name);
/* Sets attributes on a new detached element, in schema order.  The
 * arguments are pairs of name and value (NULL values are skipped), ended
 * by NULL. */
void      bh_xml_set_attrs        (xmlNode     *node,
                                   ...) G_GNUC_NULL_TERMINATED;
/* Appends `child` to a new detached element; `block` puts each child on a
 * line of its own, indented under `indent`. */
void      bh_xml_append           (xmlNode     *node,
                                   xmlNode     *child,
                                   gboolean     block,
                                   const char  *indent);
/* Should children of new elements like `sibling` go on lines of their own?
 * TRUE when `sibling` writes its own children that way. */
gboolean  bh_xml_uses_block_style (xmlNode     *sibling);
/* Does `sibling` put its end tag on a line of its own? */
gboolean  bh_xml_closes_on_own_line (xmlNode  *sibling);
/* Closes a block-style new element: its end tag on a line of its own. */
void      bh_xml_close_block      (xmlNode     *node,
                                   const char  *indent);

/* Sets (value non-NULL) or removes an attribute; a new attribute goes where
 * the schema's order puts it, or after `after` when given ("" = first). */
void      bh_xml_set_attr_at      (xmlNode     *node,
                                   const char  *name,
                                   const char  *value,
                                   const char  *after);
/* The attribute before `name` on `node` ("" when first, NULL when absent). */
char     *bh_xml_attr_before      (xmlNode     *node,
                                   const char  *name);
/* Replaces an element's content with `text`. */
void      bh_xml_set_text         (xmlNode     *node,
                                   const char  *text);

/* A number as the data files write it: integers without a point, others
 * with at most `decimals` decimals and no trailing zeros. */
char     *bh_xml_format_number    (double       value,
                                   int          decimals);

/* Serializes `doc` as its file: UTF-8, the declaration, nothing added. */
GBytes   *bh_xml_serialize        (xmlDoc      *doc);
/* Parses a data file keeping every blank and comment; NULL and `error` set
 * when it is not well-formed. */
xmlDoc   *bh_xml_parse            (const char  *display_name,
                                   GBytes      *bytes,
                                   GError     **error);

G_END_DECLS
