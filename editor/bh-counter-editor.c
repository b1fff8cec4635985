#include "config.h"
#include "bh-counter-editor.h"
struct _BhCounterEditor { GtkBox parent_instance; };
G_DEFINE_FINAL_TYPE (BhCounterEditor, bh_counter_editor, GTK_TYPE_BOX)
static void bh_counter_editor_class_init (BhCounterEditorClass *klass) {}
static void bh_counter_editor_init (BhCounterEditor *self) {}
void bh_counter_editor_set_document (BhCounterEditor *self, BhDocument *document) {}
gboolean bh_counter_editor_select_node (BhCounterEditor *self, xmlNode *node) { return FALSE; }
