/* bh-counter-editor.h — the Counters page: every unit type with a live
 * preview of its faces as the game draws them, its values, colours,
 * symbol, counter mix and provenance. */
#pragma once

#include <gtk/gtk.h>
#include <libxml/tree.h>

#include "bh-document.h"

G_BEGIN_DECLS

#define BH_TYPE_COUNTER_EDITOR (bh_counter_editor_get_type ())
G_DECLARE_FINAL_TYPE (BhCounterEditor, bh_counter_editor, BH, COUNTER_EDITOR, GtkBox)

void       bh_counter_editor_set_document (BhCounterEditor *self,
                                           BhDocument      *document);
/* Shows a unit type (or the unit type an element of it belongs to). */
gboolean   bh_counter_editor_select_node  (BhCounterEditor *self,
                                           xmlNode         *node);
xmlNode   *bh_counter_editor_get_selected (BhCounterEditor *self);
/* Adds a unit type like the selected one (or a plain one); returns it. */
xmlNode   *bh_counter_editor_add_unit_type (BhCounterEditor *self);

G_END_DECLS
