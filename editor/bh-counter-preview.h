/* bh-counter-preview.h — one face of a counter as the game draws it
 * (bh-counter-painter), from the <unit-type> element being edited; it
 * follows every edit. */
#pragma once

#include <gtk/gtk.h>
#include <libxml/tree.h>

#include "bh-document.h"

G_BEGIN_DECLS

#define BH_TYPE_COUNTER_PREVIEW (bh_counter_preview_get_type ())
G_DECLARE_FINAL_TYPE (BhCounterPreview, bh_counter_preview, BH, COUNTER_PREVIEW, GtkWidget)

GtkWidget *bh_counter_preview_new (BhDocument *document,
                                   xmlNode    *unit_type,
                                   guint       face,
                                   int         size);

G_END_DECLS
