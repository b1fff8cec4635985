#include "config.h"
#include "bh-table-editor.h"
struct _BhTableEditor { GtkBox parent_instance; };
G_DEFINE_FINAL_TYPE (BhTableEditor, bh_table_editor, GTK_TYPE_BOX)
static void bh_table_editor_class_init (BhTableEditorClass *klass) {}
static void bh_table_editor_init (BhTableEditor *self) {}
void bh_table_editor_set_document (BhTableEditor *self, BhDocument *document) {}
gboolean bh_table_editor_select_node (BhTableEditor *self, xmlNode *node) { return FALSE; }
