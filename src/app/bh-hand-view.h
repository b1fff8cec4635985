/* bh-hand-view.h — the cards the player at the screen holds, one tile a
 * card (title, values, text, a mark when the card is reconstructed), with
 * a button for each legal action that plays it.  Emits ::perform with the
 * action chosen, like the decision panel. */
#pragma once

#include <adwaita.h>

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_HAND_VIEW (bh_hand_view_get_type ())
G_DECLARE_FINAL_TYPE (BhHandView, bh_hand_view, BH, HAND_VIEW, GtkWidget)

/* Whether `game` has cards to show in a hand (a card deck and a hand box). */
gboolean bh_hand_view_applies (BhGame *game);
/* Shows the hands of `side` in `view`; `actions` (nullable) are the legal
 * ones: those whose first argument is a card become its buttons. */
void     bh_hand_view_update  (BhHandView    *self,
                               BhGame        *game,
                               const BhState *view,
                               GArray        *actions,
                               int            side);

/* Tests: every play button, those in a card's menu included, each with
 * its action as g_object_get_data (button, "action"); builds the page if
 * it has not been shown yet. */
GPtrArray *bh_hand_view_list_controls (BhHandView *self);
/* The action a control of bh_hand_view_list_controls() plays. */
const BhAction *bh_hand_view_get_control_action (GtkWidget *control);

G_END_DECLS
