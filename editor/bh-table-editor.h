#pragma once
#include <gtk/gtk.h>
#include <libxml/tree.h>
#include "bh-document.h"
G_BEGIN_DECLS
#define BH_TYPE_TABLE_EDITOR (bh_table_editor_get_type ())
G_DECLARE_FINAL_TYPE (BhTableEditor, bh_table_editor, BH, TABLE_EDITOR, GtkBox)
void     bh_table_editor_set_document (BhTableEditor *self, BhDocument *document);
gboolean bh_table_editor_select_node  (BhTableEditor *self, xmlNode *node);
G_END_DECLS
