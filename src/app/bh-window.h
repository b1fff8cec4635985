/* bh-window.h — the game window: a header bar naming the game and
 * scenario, the map, and a status line with the pending decision. */
#pragma once

#include <adwaita.h>

#include "bh-engine.h"
#include "bh-map-view.h"

G_BEGIN_DECLS

#define BH_TYPE_WINDOW (bh_window_get_type ())
G_DECLARE_FINAL_TYPE (BhWindow, bh_window, BH, WINDOW, AdwApplicationWindow)

BhWindow  *bh_window_new          (GtkApplication *application);

/* Opens `game_id`'s `scenario_id` (NULL: the defaults) from `library`
 * (NULL: the default library).  On failure the window shows why. */
gboolean   bh_window_open_game    (BhWindow       *self,
                                   BhLibrary      *library,
                                   const char     *game_id,
                                   const char     *scenario_id);
/* Shows `game` (or, with NULL, nothing). */
void       bh_window_set_game     (BhWindow       *self,
                                   BhGame         *game);
BhGame    *bh_window_get_game     (BhWindow       *self);
BhMapView *bh_window_get_map_view (BhWindow       *self);
/* The error shown instead of the map, or NULL. */
const char *bh_window_get_error   (BhWindow       *self);

G_END_DECLS
