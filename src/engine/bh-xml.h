/* bh-xml.h — reading one XML file: well-formedness and RELAX NG validation
 * with one clear error naming the file, the line and the problem, and small
 * helpers to read attributes. */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>
#include <libxml/relaxng.h>

G_BEGIN_DECLS

/* Parses `file` and validates it against `schema` (a .rng file). */
xmlDoc   *bh_xml_load_file      (GFile       *file,
                                 GFile       *schema,
                                 GError     **error);
xmlDoc   *bh_xml_load_bytes     (const char  *display_name,
                                 GBytes      *bytes,
                                 GFile       *schema,
                                 GError     **error);

/* The attribute's value copied into `chunk`, or NULL when absent. */
char     *bh_xml_attr           (xmlNode     *node,
                                 const char  *name,
                                 GStringChunk *chunk);
gboolean  bh_xml_has_attr       (xmlNode     *node,
                                 const char  *name);
int       bh_xml_attr_int       (xmlNode     *node,
                                 const char  *name,
                                 int          fallback);
double    bh_xml_attr_double    (xmlNode     *node,
                                 const char  *name,
                                 double       fallback);
gboolean  bh_xml_attr_bool      (xmlNode     *node,
                                 const char  *name,
                                 gboolean     fallback);
gboolean  bh_xml_is             (xmlNode     *node,
                                 const char  *name);
xmlNode  *bh_xml_child          (xmlNode     *node,
                                 const char  *name);
/* The element's text, translated at run time unless translate="no". */
char     *bh_xml_text           (xmlNode     *node,
                                 GStringChunk *chunk);
char     *bh_xml_child_text     (xmlNode     *node,
                                 const char  *name,
                                 GStringChunk *chunk);
/* The raw text, untranslated. */
char     *bh_xml_raw_text       (xmlNode     *node);
/* `text` looked up in the game data's domain ("blockhouse-data"), or
 * `text` itself when no catalogue has it. */
const char *bh_xml_data_gettext (const char  *text);

char     *bh_file_display_name  (GFile       *file);
/* The compiled schema, kept for the life of the process. */
xmlRelaxNGPtr bh_xml_get_schema (GFile      *schema,
                                 GError    **error);
/* Line breaks in `text` become spaces: every error is one line, whatever
 * a file held. */
void      bh_one_line           (char        *text);

G_END_DECLS
