#pragma once
#include <gtk/gtk.h>
#include <libxml/tree.h>
#include "bh-document.h"
G_BEGIN_DECLS
#define BH_TYPE_SCENARIO_EDITOR (bh_scenario_editor_get_type ())
G_DECLARE_FINAL_TYPE (BhScenarioEditor, bh_scenario_editor, BH, SCENARIO_EDITOR, GtkBox)
void     bh_scenario_editor_set_document (BhScenarioEditor *self, BhDocument *document);
gboolean bh_scenario_editor_select_node  (BhScenarioEditor *self, xmlNode *node);

const char *bh_scenario_editor_get_scenario_id (BhScenarioEditor *self);
G_END_DECLS
