/* bh-decision-panel.h — what the player at the screen can do now: the
 * stack on the selected space, one row a piece with a check button (which
 * pieces go) and the piece's own actions, the clicks the selected space
 * offers, and every other legal action as a button, grouped by verb.  It
 * never changes the game: it emits ::perform with the action chosen. */
#pragma once

#include <adwaita.h>

#include "bh-engine.h"
#include "bh-map-view.h"

G_BEGIN_DECLS

#define BH_TYPE_DECISION_PANEL (bh_decision_panel_get_type ())
G_DECLARE_FINAL_TYPE (BhDecisionPanel, bh_decision_panel, BH, DECISION_PANEL, GtkWidget)

GtkWidget *bh_decision_panel_new                 (void);
/* Shows `actions` (legal now) for `game`, with `view` (the state the
 * player at the screen may see) for the selected space's stack; the
 * actions read as `seat`, whose view it is, reads them (BH_NONE:
 * everything). */
void       bh_decision_panel_update              (BhDecisionPanel *self,
                                                  BhGame          *game,
                                                  const BhState   *view,
                                                  int              seat,
                                                  GArray          *actions,
                                                  int              selected_space);
/* The same actions, another space selected: only the stack is rebuilt. */
void       bh_decision_panel_update_selection    (BhDecisionPanel *self,
                                                  const BhState   *view,
                                                  int              selected_space);
/* A line under the Actions heading when there is nothing to do (the
 * computer is playing); the next update clears it. */
void       bh_decision_panel_set_note            (BhDecisionPanel *self,
                                                  const char      *note);
/* The pieces of the selected stack that are checked to go. */
GArray    *bh_decision_panel_get_selected_pieces (BhDecisionPanel *self);
/* The pieces of the selected stack whose check can be set. */
GArray    *bh_decision_panel_list_movable        (BhDecisionPanel *self);
/* Checks only `piece` (or, with -1, every piece). */
void       bh_decision_panel_select_piece        (BhDecisionPanel *self,
                                                  int              piece);

/* The map where moves are made: a move to a place it does not show gets a
 * button of its own. */
void       bh_decision_panel_set_map             (BhDecisionPanel *self,
                                                  BhMapView       *map);
/* Every button that does an action now, in the panel's order (including
 * those in collapsed groups), and the action each does: for tests, which
 * activate them as a click does. */
GPtrArray *bh_decision_panel_list_controls       (BhDecisionPanel *self);
const BhAction *bh_decision_panel_get_control_action (BhDecisionPanel *self,
                                                  GtkWidget       *control);

G_END_DECLS
