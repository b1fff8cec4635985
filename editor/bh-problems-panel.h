/* bh-problems-panel.h — the live list of what is wrong with the game being
 * edited, re-checked a moment after every edit; activating a problem asks
 * the window to select the item it is about. */
#pragma once

#include <gtk/gtk.h>

#include "bh-document.h"
#include "bh-validator.h"

G_BEGIN_DECLS

#define BH_TYPE_PROBLEMS_PANEL (bh_problems_panel_get_type ())
G_DECLARE_FINAL_TYPE (BhProblemsPanel, bh_problems_panel, BH, PROBLEMS_PANEL, GtkBox)

GtkWidget  *bh_problems_panel_new          (void);
void        bh_problems_panel_set_document (BhProblemsPanel *self,
                                            BhDocument      *document);
/* Checks now instead of after the pause (tests, saving). */
void        bh_problems_panel_check_now    (BhProblemsPanel *self);
guint       bh_problems_panel_get_n_errors (BhProblemsPanel *self);
guint       bh_problems_panel_get_n_warnings (BhProblemsPanel *self);
/* BhProblem items as last checked. */
GListModel *bh_problems_panel_get_problems (BhProblemsPanel *self);
/* Is the engine still loading the last snapshot? */
gboolean    bh_problems_panel_is_busy      (BhProblemsPanel *self);
/* The engine's verdict on the last snapshot: NULL when it loads. */
const char *bh_problems_panel_get_load_error (BhProblemsPanel *self);

G_END_DECLS
