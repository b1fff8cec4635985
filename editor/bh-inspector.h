/* bh-inspector.h — the parts every inspector shares: groups of rows, an
 * item's values (<prop>), its provenance, deleting it, and new elements
 * written in the style of their siblings. */
#pragma once

#include <adwaita.h>
#include <libxml/tree.h>

#include "bh-form.h"

G_BEGIN_DECLS

/* A vertical box of groups, to put in a scrolled window. */
GtkWidget *bh_inspector_page      (void);
/* Shows `page` in the scrolled window `content`, at most `max_width` wide. */
void       bh_inspector_show      (GtkWidget   *content,
                                   GtkWidget   *page,
                                   int          max_width);
GtkWidget *bh_inspector_group     (GtkWidget   *page,
                                   const char  *title,
                                   const char  *description);
/* A placeholder saying nothing is selected. */
GtkWidget *bh_inspector_empty     (const char  *icon_name,
                                   const char  *title,
                                   const char  *description);
/* The <prop> children of `node` as "name = value" rows, with add and
 * remove. */
void       bh_inspector_add_props (BhForm      *form,
                                   GtkWidget   *page,
                                   xmlNode     *node,
                                   const char  *title);
/* A group with the provenance row. */
void       bh_inspector_add_provenance (BhForm *form,
                                   GtkWidget   *page,
                                   xmlNode     *node,
                                   gboolean     inherits);
/* A destructive button that removes `node` (and whatever
 * `extra` lists, such as its connections) as one edit. */
void       bh_inspector_add_delete (BhForm     *form,
                                   GtkWidget   *page,
                                   xmlNode     *node,
                                   const char  *label);
/* An undoable removal of `node` together with the elements that must go
 * with it (a space's connections). */
BhEditCommand *bh_inspector_remove_command (BhDocument *document,
                                   xmlNode     *node);

/* A new element for `parent` with a <name> (NULL for none), its children
 * laid out like those of its siblings named `element`. */
xmlNode   *bh_inspector_new_element (xmlNode  *parent,
                                   const char  *element,
                                   const char  *name_child,
                                   const char  *name);
/* Marks a new item as the editor's: source="reconstructed" with a note. */
void       bh_inspector_mark_new  (xmlNode     *node);

/* Ids (and labels) of the sides and nations, for owners. */
void       bh_inspector_owner_ids (BhDocument  *document,
                                   char      ***ids,
                                   char      ***labels);

/* Fills an expander row the first time it opens: lists of hundreds of
 * items open at once. */
typedef void (*BhLazyFunc) (AdwExpanderRow *row,
                            gpointer        user_data);
void       bh_inspector_lazy_rows (GtkWidget  *expander,
                                   BhLazyFunc  populate,
                                   gpointer    user_data);

/* Keeps an expander row open across rebuilds of its page: `expanded` is
 * the page's set of elements whose rows are open. */
void       bh_inspector_track_expansion (GtkWidget  *expander,
                                   xmlNode     *node,
                                   GHashTable  *expanded);

/* The symbols the counter painter draws (symbol.type of the schemas). */
const char * const *bh_inspector_symbols (void);

G_END_DECLS
