/* bh-map-view.h — a game's board: geography, spaces, connections and the
 * stacks of pieces on them.  Pans by dragging, zooms with the wheel, a
 * pinch or +/-/0, and redraws when the game changes.  Widgets never change
 * the game: a later layer will ask the rules for actions. */
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
  guint n_stacks;               /* stacks drawn */
  guint n_pieces;               /* pieces in those stacks */
  guint n_labels;               /* space names shown */
  guint n_background_renders;   /* times the background was rendered */
  gint64 last_snapshot_us;      /* time spent building the last frame */
} BhMapViewStats;

GtkWidget  *bh_map_view_new           (void);

BhGame     *bh_map_view_get_game      (BhMapView *self);
void        bh_map_view_set_game      (BhMapView *self,
                                       BhGame    *game);
BhViewport *bh_map_view_get_viewport  (BhMapView *self);

void        bh_map_view_zoom_in       (BhMapView *self);
void        bh_map_view_zoom_out      (BhMapView *self);
/* Shows the whole board, and keeps it whole as the widget resizes until
 * the user pans or zooms. */
void        bh_map_view_zoom_to_fit   (BhMapView *self);

/* The space under the widget point (x, y), or BH_NONE. */
int         bh_map_view_space_at      (BhMapView *self,
                                       double     x,
                                       double     y);

void        bh_map_view_get_stats     (BhMapView      *self,
                                       BhMapViewStats *stats);

G_END_DECLS
