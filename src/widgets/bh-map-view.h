/* bh-map-view.h — a game's board: geography, spaces, connections and the
 * stacks of pieces on them; or one of the game's hex battle boards with
 * the stacks on its hexes.  Pans by dragging, zooms with the wheel, a
 * pinch or +/-/0, and redraws when the game changes.  It never changes
 * the game: clicks, keys and stack drags come out as ::space-activated and
 * ::stack-dropped, and the window turns them into the rules' actions. */
#pragma once

#include <gtk/gtk.h>

#include "bh-engine.h"
#include "bh-viewport.h"

G_BEGIN_DECLS

#define BH_TYPE_MAP_VIEW (bh_map_view_get_type ())
G_DECLARE_FINAL_TYPE (BhMapView, bh_map_view, BH, MAP_VIEW, GtkWidget)

/* What the last frame drew, for tests and BLOCKHOUSE_PROFILE. */
typedef struct {
  guint n_frames;
  guint n_spaces;               /* spaces of the board inside the view */
  guint n_stacks;               /* stacks drawn inside the view */
  guint n_pieces;               /* pieces in those stacks */
  guint n_labels;               /* space names shown */
  guint n_background_renders;   /* times the background was rendered */
  gint64 last_snapshot_us;      /* time spent building the last frame */
} BhMapViewStats;

/* Marks the window sets on spaces, drawn as rings: where a selected force
 * may go (TARGET) and which stacks can move (SOURCE: dragging one emits
 * ::stack-dropped instead of panning). */
typedef enum {
  BH_MAP_MARK_SOURCE = 1 << 0,
  BH_MAP_MARK_TARGET = 1 << 1,
} BhMapMark;

GtkWidget  *bh_map_view_new           (void);

BhGame     *bh_map_view_get_game      (BhMapView *self);
void        bh_map_view_set_game      (BhMapView *self,
                                       BhGame    *game);
BhViewport *bh_map_view_get_viewport  (BhMapView *self);

/* Which board the view shows: BH_NONE for the campaign map (spaces), else
 * the index of a hex grid of the game.  Everything below that speaks of a
 * "space" takes and gives locations: a space's index on the campaign map
 * (the same number), a hex's location on a battle board. */
void        bh_map_view_set_board     (BhMapView *self,
                                       int        board);
int         bh_map_view_get_board     (BhMapView *self);
/* Whether `location` is a space or hex of the board shown. */
gboolean    bh_map_view_shows_location (BhMapView *self,
                                       int        location);

void        bh_map_view_zoom_in       (BhMapView *self);
void        bh_map_view_zoom_out      (BhMapView *self);
/* Shows the whole board, and keeps it whole as the widget resizes until
 * the user pans or zooms.  A new game or board opens closer when the
 * whole board would show its counters too small to read: on the side to
 * decide's stacks, counters at least 40 pixels wide. */
void        bh_map_view_zoom_to_fit   (BhMapView *self);
/* Pixels at the top that an overlay covers (a board switcher): fitting
 * keeps the board below them. */
void        bh_map_view_set_top_inset (BhMapView *self,
                                       int        pixels);

/* The space under the widget point (x, y), or BH_NONE. */
int         bh_map_view_space_at      (BhMapView *self,
                                       double     x,
                                       double     y);

void        bh_map_view_get_stats     (BhMapView      *self,
                                       BhMapViewStats *stats);
/* FALSE while a zoom is still changing (the view waits a moment before
 * drawing its caches at the new zoom). */
gboolean    bh_map_view_is_settled    (BhMapView      *self);

/* Draws `state` (copied: a side's view, a past state under review)
 * instead of the game's current state; NULL goes back to the game's. */
void        bh_map_view_set_state     (BhMapView      *self,
                                       const BhState  *state);
/* One byte of BhMapMark bits per space, copied; NULL clears them. */
void        bh_map_view_set_marks     (BhMapView      *self,
                                       const guint8   *marks);
/* The same, one byte per location of the game (spaces, boxes, hexes). */
void        bh_map_view_set_location_marks (BhMapView *self,
                                       const guint8   *marks,
                                       guint           n_locations);
guint8      bh_map_view_get_mark      (BhMapView      *self,
                                       int             space);
/* A note per location (NULL or "" for none), drawn beside the spaces
 * marked BH_MAP_MARK_TARGET: what going there costs.  Copied; NULL
 * clears them. */
void        bh_map_view_set_location_notes (BhMapView *self,
                                       char          **notes,
                                       guint           n_locations);
/* The note beside a location, or NULL. */
const char *bh_map_view_get_note      (BhMapView      *self,
                                       int             space);
void        bh_map_view_set_selected_space (BhMapView *self,
                                       int             space);
int         bh_map_view_get_selected_space (BhMapView *self);
/* Where a space's centre is drawn, in widget coordinates. */
void        bh_map_view_space_to_widget (BhMapView    *self,
                                       int             space,
                                       double         *x,
                                       double         *y);
/* The keyboard cursor: arrows walk from space to space, Page Up/Down from
 * stack to stack, Enter activates; the accessible description follows. */
int         bh_map_view_get_cursor_space (BhMapView   *self);
void        bh_map_view_set_cursor_space (BhMapView   *self,
                                       int             space);
/* Pans so that the space is well inside the view. */
void        bh_map_view_show_space    (BhMapView      *self,
                                       int             space);

/* Marks what is reconstructed: a small "≈" by each space placed from real
 * geography rather than from the printed map, a note for a reconstructed
 * battle board, and what the mark means in the corner.  Off by default. */
void        bh_map_view_set_show_reconstructed (BhMapView *self,
                                       gboolean   show);
gboolean    bh_map_view_get_show_reconstructed (BhMapView *self);
/* Whether anything on the board shown was placed by reconstruction. */
gboolean    bh_map_view_has_reconstructed (BhMapView *self);
/* What the tooltip of a space or hex shows: its name and kind, its stack
 * as counters 64 pixels wide with their names and values, and a note when
 * it is reconstructed.  A new floating widget. */
GtkWidget  *bh_map_view_build_stack_card (BhMapView *self,
                                       int        location);
/* A piece's values for players: "FP 3 · MP 5" (the names game.xml gives
 * them, translated), with the face's name first on a flipped counter; NULL
 * when it has none. */
char       *bh_piece_describe_values  (BhGameData       *data,
                                       const BhUnitType *type,
                                       guint             face);

G_END_DECLS
