#pragma once
#include <gtk/gtk.h>
#include <libxml/tree.h>
#include "bh-document.h"
G_BEGIN_DECLS
#define BH_TYPE_COUNTER_EDITOR (bh_counter_editor_get_type ())
G_DECLARE_FINAL_TYPE (BhCounterEditor, bh_counter_editor, BH, COUNTER_EDITOR, GtkBox)
void     bh_counter_editor_set_document (BhCounterEditor *self, BhDocument *document);
gboolean bh_counter_editor_select_node  (BhCounterEditor *self, xmlNode *node);
G_END_DECLS
