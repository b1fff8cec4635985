/* bh-provenance-row.h — where an item's facts come from: the rule number,
 * or "reconstructed" with its note; whether an owner of the printed game
 * has checked it.  Collapsed it reads "Rule 14.3" or "Reconstructed: the
 * note"; expanded it edits source, note and the checked mark. */
#pragma once

#include <adwaita.h>
#include <libxml/tree.h>

#include "bh-form.h"

G_BEGIN_DECLS

#define BH_TYPE_PROVENANCE_ROW (bh_provenance_row_get_type ())
G_DECLARE_FINAL_TYPE (BhProvenanceRow, bh_provenance_row, BH, PROVENANCE_ROW, AdwExpanderRow)

/* `inherits`: the schema lets this element go without a source (faces,
 * values, props): then an absent source reads "as its unit type". */
GtkWidget *bh_provenance_row_new     (BhForm   *form,
                                      xmlNode  *node,
                                      gboolean  inherits);
/* The one-line summary: "Rule 14.3", "Reconstructed", "Inherited". */
char      *bh_provenance_describe    (xmlNode  *node);
/* An icon name for lists: a book for the rulebook, a pencil for
 * reconstructed, a tick when checked. */
const char *bh_provenance_icon_name  (xmlNode  *node);

G_END_DECLS
