/* bh-map-style.h — the map's palette and sizes in one place, so that the
 * background, the overlay and the editor agree. */
#pragma once

#include <gdk/gdk.h>

G_BEGIN_DECLS

/* Board units: the data format promises spaces about 56 across and
 * counters 48 square (docs/data-format.md). */
#define BH_MAP_SPACE_RADIUS   28.0
#define BH_MAP_COUNTER_SIZE   48.0
#define BH_MAP_FEATURE_RADIUS 11.0
/* Counters never shrink below this many pixels, so a stack stays a stack. */
#define BH_MAP_COUNTER_MIN_PX 22.0
#define BH_MAP_LABEL_PX       11.0

static const GdkRGBA bh_map_water_colour    = { 0.710, 0.816, 0.890, 1 };
static const GdkRGBA bh_map_land_colour     = { 0.937, 0.914, 0.839, 1 };
static const GdkRGBA bh_map_coast_colour    = { 0.490, 0.627, 0.737, 1 };
static const GdkRGBA bh_map_river_colour    = { 0.443, 0.631, 0.800, 1 };
static const GdkRGBA bh_map_state_colour    = { 0.600, 0.560, 0.480, 0.8 };
static const GdkRGBA bh_map_border_colour   = { 0.520, 0.380, 0.520, 0.8 };
static const GdkRGBA bh_map_neutral_colour  = { 0.330, 0.320, 0.300, 1 };
static const GdkRGBA bh_map_space_colour    = { 0.980, 0.965, 0.920, 1 };
static const GdkRGBA bh_map_label_bg_colour = { 1.000, 0.990, 0.960, 0.82 };
static const GdkRGBA bh_map_label_colour    = { 0.130, 0.120, 0.100, 1 };
static const GdkRGBA bh_map_table_colour    = { 0.800, 0.780, 0.730, 1 };
static const GdkRGBA bh_map_hover_colour    = { 1.000, 0.780, 0.160, 1 };

G_END_DECLS
