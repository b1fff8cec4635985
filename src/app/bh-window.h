/* bh-window.h — the game window: the new-game page, and for a game the
 * decision bar (whose turn, what phase, what to do), the map, and a side
 * panel with the legal actions, the tracks and boxes, and the log; undo,
 * redo, save, open, autosave, hand-over screens for hot-seat play with
 * hidden information, a battle view and the end of the game. */
#pragma once

#include <adwaita.h>

#include "bh-decision-panel.h"
#include "bh-engine.h"
#include "bh-map-view.h"
#include "bh-hand-view.h"

G_BEGIN_DECLS

#define BH_TYPE_WINDOW (bh_window_get_type ())
G_DECLARE_FINAL_TYPE (BhWindow, bh_window, BH, WINDOW, AdwApplicationWindow)

BhWindow  *bh_window_new          (GtkApplication *application);

/* The library the new-game page lists and saves open from (NULL: the
 * default one). */
void       bh_window_set_library  (BhWindow       *self,
                                   BhLibrary      *library);
/* Shows the new-game page. */
void       bh_window_show_new_game (BhWindow      *self);
/* Opens `game_id`'s `scenario_id` (NULL: the defaults) from `library`
 * (NULL: the window's library), rules enforced where they exist.  On
 * failure the window shows why. */
gboolean   bh_window_open_game    (BhWindow       *self,
                                   BhLibrary      *library,
                                   const char     *game_id,
                                   const char     *scenario_id);
/* Starts a scenario as the new-game page does: `seats` is
 * BH_SEATS_HOT_SEAT (-1) or the one side at this screen. */
gboolean   bh_window_start_game   (BhWindow       *self,
                                   const char     *game_id,
                                   const char     *scenario_id,
                                   gboolean        free_play,
                                   int             seats);
/* Starts a scenario with the computer playing the sides of
 * `computer_sides` (bit i: side i) and `options` (option id ->
 * GINT_TO_POINTER (TRUE or FALSE); NULL: the scenario's defaults). */
gboolean   bh_window_start_game_full (BhWindow    *self,
                                   const char     *game_id,
                                   const char     *scenario_id,
                                   gboolean        free_play,
                                   guint           computer_sides,
                                   GHashTable     *options);
/* Draws the dice of every game this window starts (and the computer's
 * seeds) from `seed` on: the same clicks then play the same game, which a
 * test needs and a bug report can use.  Windows start from a random seed. */
void       bh_window_set_seed     (BhWindow       *self,
                                   guint32         seed);
guint      bh_window_get_computer_sides (BhWindow *self);
/* Changes who the computer plays during a game (the main menu's Computer
 * Plays does the same); kept beside the autosave. */
void       bh_window_set_computer_sides (BhWindow *self,
                                   guint           computer_sides);
/* The computer is about to move or thinking. */
gboolean   bh_window_is_thinking  (BhWindow       *self);
/* The least time between two computer moves (default 700 ms); a fixed
 * number of search iterations per decision instead of time (tests). */
void       bh_window_set_ai_pace  (BhWindow       *self,
                                   guint           ms);
void       bh_window_set_ai_playouts (BhWindow    *self,
                                   guint           playouts);
/* The computer's level (the Computer Strength menu sets Easy, Normal or
 * Strong) and, when > 0, its iterations per decision instead of time. */
void       bh_window_set_ai_level (BhWindow       *self,
                                   BhAiLevel       level,
                                   guint           iterations);
/* Shows `game` (or, with NULL, nothing), hot-seat. */
void       bh_window_set_game     (BhWindow       *self,
                                   BhGame         *game);
BhGame    *bh_window_get_game     (BhWindow       *self);
/* Shows the campaign map (BH_NONE) or a hex battle board; a battle
 * scenario opens on its board. */
void       bh_window_show_board   (BhWindow       *self,
                                   int             board);
int        bh_window_get_board    (BhWindow       *self);
BhMapView *bh_window_get_map_view (BhWindow       *self);
/* The error shown instead of the map, or NULL. */
const char *bh_window_get_error   (BhWindow       *self);

/* What the player's controls do, for tests and the keyboard: perform an
 * action (a refusal shows as a toast and returns FALSE), click a space. */
gboolean   bh_window_perform      (BhWindow       *self,
                                   const BhAction *action);
void       bh_window_activate_space (BhWindow     *self,
                                   int             space);
/* Selects a space, box or hex as a click on it (or on a box's row) does
 * when it offers nothing to do: its stack shows in the side panel. */
void       bh_window_select_location (BhWindow    *self,
                                   int             location);
/* The selected space, box or hex, or BH_NONE. */
int        bh_window_get_selected_location (BhWindow *self);
/* The buttons of the choices a click opened (several actions wanted the
 * same click), empty when none is open, and the action each does. */
GPtrArray *bh_window_list_choices (BhWindow       *self);
const BhAction *bh_window_get_choice_action (BhWindow *self,
                                   GtkWidget      *choice);
void       bh_window_close_choices (BhWindow      *self);
/* The rings the window asked for at `location` (a space, box or hex):
 * BhMapMark bits; boxes show theirs in the side panel. */
guint8     bh_window_get_location_mark (BhWindow  *self,
                                   int             location);
BhDecisionPanel *bh_window_get_decision_panel (BhWindow *self);
/* The Cards page (card games only, see bh_hand_view_applies). */
BhHandView *bh_window_get_hand_view (BhWindow *self);
/* The state the board, side panel and decision bar are drawn from: the
 * view of the seat at the screen (the whole state once the game is over),
 * NULL without a game. */
const BhState *bh_window_get_shown_state  (BhWindow *self);
/* What the decision bar says is to be decided. */
const char *bh_window_get_decision_text   (BhWindow *self);
/* The map legend (bh-map-legend.c) for the board shown, built anew. */
GtkWidget  *bh_window_get_legend          (BhWindow *self);
void        bh_window_show_legend         (BhWindow *self);
/* Tests: with `record`, the controls append the action they would
 * perform to it instead of performing it; NULL performs again. */
void       bh_window_set_dry_run  (BhWindow       *self,
                                   GArray         *record);
/* The last message shown in a toast, or NULL. */
const char *bh_window_get_last_message (BhWindow  *self);

/* Saves, opens and the autosave.  Opening reads and replays the save in a
 * worker thread (the window stays responsive; big saves show progress and
 * Cancel); a bad save shows a dialog and keeps the current game. */
gboolean   bh_window_save_to      (BhWindow       *self,
                                   GFile          *file,
                                   GError        **error);
void       bh_window_open_file_async (BhWindow    *self,
                                   GFile          *file);
/* A save is being opened. */
gboolean   bh_window_is_opening   (BhWindow       *self);
/* The progress dialog of an open under way, or NULL. */
GtkWindow *bh_window_get_open_dialog (BhWindow    *self);
GtkWindow *bh_window_get_error_dialog (BhWindow   *self);
/* Where the window autosaves (by default in the user's data folder). */
void       bh_window_set_autosave_file (BhWindow  *self,
                                   GFile          *file);
GFile     *bh_window_get_autosave_file (BhWindow  *self);
/* The autosave is being written (in a worker thread). */
gboolean   bh_window_is_autosaving (BhWindow      *self);
/* Opens the autosave (as bh_window_open_file_async()); FALSE when there
 * is none. */
gboolean   bh_window_resume       (BhWindow       *self);

/* Hot-seat hand-over and the battle view. */
gboolean   bh_window_is_handover_shown (BhWindow  *self);
void       bh_window_confirm_handover (BhWindow   *self);
gboolean   bh_window_is_combat_shown (BhWindow    *self);
/* Reviewing: the board after `n_actions` (-1: back to the game). */
void       bh_window_review       (BhWindow       *self,
                                   int             n_actions);
/* The page shown: "new-game", "game", "handover" or "error". */
const char *bh_window_get_page    (BhWindow       *self);
GtkWidget *bh_window_get_new_game_view (BhWindow  *self);

G_END_DECLS
