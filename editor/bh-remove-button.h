/* bh-remove-button.h — the flat bin button beside an item in an editor's
 * pane: a click removes the item from its document, as one undoable edit. */
#pragma once

#include <gtk/gtk.h>
#include <libxml/tree.h>

#include "bh-document.h"

G_BEGIN_DECLS

/* `label` names the edit in the undo history (a static string). */
GtkWidget  *bh_remove_button_new  (BhDocument *document,
                                   xmlNode    *node,
                                   const char *tooltip,
                                   const char *label);

G_END_DECLS
