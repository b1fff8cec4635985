/* bh-scenario-editor.h — the Scenarios page: pick or create a scenario,
 * drag counters from the palette onto spaces and boxes, and set its
 * length, sides, starting track values and options; the palette shows how
 * many of each counter the setup uses against the counter mix. */
#pragma once

#include <gtk/gtk.h>
#include <libxml/tree.h>

#include "bh-board-canvas.h"
#include "bh-document.h"

G_BEGIN_DECLS

#define BH_TYPE_SCENARIO_EDITOR (bh_scenario_editor_get_type ())
G_DECLARE_FINAL_TYPE (BhScenarioEditor, bh_scenario_editor, BH, SCENARIO_EDITOR, GtkBox)

void        bh_scenario_editor_set_document    (BhScenarioEditor *self,
                                                BhDocument       *document);
gboolean    bh_scenario_editor_select_node     (BhScenarioEditor *self,
                                                xmlNode          *node);
gboolean    bh_scenario_editor_show_scenario   (BhScenarioEditor *self,
                                                const char       *id);
/* The scenario shown (its id), or NULL. */
const char *bh_scenario_editor_get_scenario_id (BhScenarioEditor *self);
/* Puts one `unit` on `location` (a <space> or <box>) as a palette drop
 * does: another of the same on the same place adds to its count.
 * Returns the <place>. */
xmlNode    *bh_scenario_editor_place           (BhScenarioEditor *self,
                                                const char       *unit,
                                                xmlNode          *location);
/* The board with the scenario's stacks. */
BhBoardCanvas *bh_scenario_editor_get_canvas   (BhScenarioEditor *self);
/* A new empty scenario, or a copy of the one shown; returns its id. */
char       *bh_scenario_editor_new_scenario    (BhScenarioEditor *self,
                                                gboolean          duplicate);

G_END_DECLS
