/* bh-table-editor.h — the Tables page: lookup tables edited as a grid of
 * cells (rows and columns added and removed), and card decks with their
 * cards' titles, texts, values and counts. */
#pragma once

#include <gtk/gtk.h>
#include <libxml/tree.h>

#include "bh-document.h"

G_BEGIN_DECLS

#define BH_TYPE_TABLE_EDITOR (bh_table_editor_get_type ())
G_DECLARE_FINAL_TYPE (BhTableEditor, bh_table_editor, BH, TABLE_EDITOR, GtkBox)

void      bh_table_editor_set_document (BhTableEditor *self,
                                        BhDocument    *document);
/* Shows a table or deck (or the one an element of it belongs to). */
gboolean  bh_table_editor_select_node  (BhTableEditor *self,
                                        xmlNode       *node);
/* Grid edits, public for tests. */
void      bh_table_editor_add_row      (BhTableEditor *self);
void      bh_table_editor_add_column   (BhTableEditor *self);

G_END_DECLS
