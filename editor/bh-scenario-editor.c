#include "config.h"
#include "bh-scenario-editor.h"
struct _BhScenarioEditor { GtkBox parent_instance; };
G_DEFINE_FINAL_TYPE (BhScenarioEditor, bh_scenario_editor, GTK_TYPE_BOX)
static void bh_scenario_editor_class_init (BhScenarioEditorClass *klass) {}
static void bh_scenario_editor_init (BhScenarioEditor *self) {}
void bh_scenario_editor_set_document (BhScenarioEditor *self, BhDocument *document) {}
gboolean bh_scenario_editor_select_node (BhScenarioEditor *self, xmlNode *node) { return FALSE; }
const char *bh_scenario_editor_get_scenario_id (BhScenarioEditor *self) { return NULL; }
