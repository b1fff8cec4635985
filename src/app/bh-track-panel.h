/* bh-track-panel.h — the board's edges: turn and phase, every track with
 * its markers (set with −/+ when the rules allow it, as free play does),
 * the dice, and the holding boxes, cups and hands with their counts (only
 * the count where the player at the screen may not look).  Emits
 * ::perform with an action and ::location-selected for a box. */
#pragma once

#include <adwaita.h>

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_TRACK_PANEL (bh_track_panel_get_type ())
G_DECLARE_FINAL_TYPE (BhTrackPanel, bh_track_panel, BH, TRACK_PANEL, GtkWidget)

GtkWidget *bh_track_panel_new    (void);
/* Shows `view` (what the player at the screen may see) of `game`;
 * `interactive` FALSE while reviewing or waiting for a hand-over. */
void       bh_track_panel_update (BhTrackPanel  *self,
                                  BhGame        *game,
                                  const BhState *view,
                                  gboolean       interactive);

G_END_DECLS
