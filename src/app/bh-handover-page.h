/* bh-handover-page.h — hides the board between two players at one screen
 * when the game has hidden information: the next player confirms before
 * the board shows what that side may see. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BH_TYPE_HANDOVER_PAGE (bh_handover_page_get_type ())
G_DECLARE_FINAL_TYPE (BhHandoverPage, bh_handover_page, BH, HANDOVER_PAGE, GtkWidget)

GtkWidget *bh_handover_page_new      (void);
void       bh_handover_page_set_side (BhHandoverPage *self,
                                      const char     *side_name,
                                      const char     *previous_side_name);

G_END_DECLS
