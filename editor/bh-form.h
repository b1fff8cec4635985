/* bh-form.h — property rows bound to attributes and texts of XML elements.
 * Each row shows the value from the document, turns what the user enters
 * into one undoable edit, and follows the document after undo and redo
 * (bh_form_refresh).  The inspectors of every editor page are built from
 * them. */
#pragma once

#include <adwaita.h>
#include <libxml/tree.h>

#include "bh-document.h"

G_BEGIN_DECLS

#define BH_TYPE_FORM (bh_form_get_type ())
G_DECLARE_FINAL_TYPE (BhForm, bh_form, BH, FORM, GObject)

typedef enum {
  BH_FORM_OPTIONAL = 0,        /* empty removes the attribute */
  BH_FORM_REQUIRED = 1 << 0,   /* empty is refused */
  BH_FORM_ID       = 1 << 1,   /* an id: lowercase words and hyphens */
  BH_FORM_NUMBER   = 1 << 2,   /* a decimal number */
  BH_FORM_INTEGER  = 1 << 3,
} BhFormFlags;

BhForm     *bh_form_new          (BhDocument   *document);
BhDocument *bh_form_get_document (BhForm       *self);
/* Shows the document's present values in every row. */
void        bh_form_refresh      (BhForm       *self);

/* An entry for an attribute. */
GtkWidget  *bh_form_entry        (BhForm       *self,
                                  xmlNode      *node,
                                  const char   *attribute,
                                  const char   *title,
                                  BhFormFlags   flags);
/* An entry for the text of the child element `child` (<name>...);
 * an empty optional text removes the element. */
GtkWidget  *bh_form_text         (BhForm       *self,
                                  xmlNode      *node,
                                  const char   *child,
                                  const char   *title,
                                  BhFormFlags   flags);
/* An entry for the element's own text (<cell>, <text>). */
GtkWidget  *bh_form_own_text     (BhForm       *self,
                                  xmlNode      *node,
                                  const char   *title);
/* A multi-line text view for the element's own text, in a frame. */
GtkWidget  *bh_form_text_view    (BhForm       *self,
                                  xmlNode      *node);
/* A choice of `ids` (shown as `labels`; NULL shows the ids).  With
 * BH_FORM_OPTIONAL a first choice `none_label` removes the attribute. */
GtkWidget  *bh_form_choice       (BhForm       *self,
                                  xmlNode      *node,
                                  const char   *attribute,
                                  const char   *title,
                                  const char * const *ids,
                                  const char * const *labels,
                                  const char   *none_label,
                                  BhFormFlags   flags);
/* A number with a spin button; `fallback` is shown when absent. */
GtkWidget  *bh_form_spin         (BhForm       *self,
                                  xmlNode      *node,
                                  const char   *attribute,
                                  const char   *title,
                                  double        min,
                                  double        max,
                                  double        step,
                                  int           digits,
                                  double        fallback);
/* A boolean attribute; `fallback` when absent. */
GtkWidget  *bh_form_switch       (BhForm       *self,
                                  xmlNode      *node,
                                  const char   *attribute,
                                  const char   *title,
                                  const char   *subtitle,
                                  gboolean      fallback);
/* A #rrggbb colour; optional colours can be reset to the default, which
 * the swatch shows (`default_colour`, may be NULL) while none is given. */
GtkWidget  *bh_form_colour       (BhForm       *self,
                                  xmlNode      *node,
                                  const char   *attribute,
                                  const char   *title,
                                  const char   *default_hint,
                                  const char   *default_colour,
                                  BhFormFlags   flags);

/* The ids and <name>s of every `element` in a file, for choices; free the
 * arrays with g_strfreev. */
void        bh_form_list_ids     (BhDocument   *document,
                                  BhFileKind    kind,
                                  const char   *element,
                                  char       ***ids,
                                  char       ***labels);

/* Is `text` a valid data id? */
gboolean    bh_form_is_valid_id  (const char   *text);

G_END_DECLS
