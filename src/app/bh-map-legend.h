/* bh-map-legend.h — the map's legend: a row for every kind of mark the
 * map draws for a game, with its meaning, translated. */
#pragma once

#include <gtk/gtk.h>

#include "bh-engine.h"

G_BEGIN_DECLS

/* The legend for `data`'s campaign map (or, with `battle_board`, for a
 * battle board), with the reconstructed mark when `reconstructed`. */
GtkWidget *bh_map_legend_new        (BhGameData *data,
                                     gboolean    reconstructed,
                                     gboolean    battle_board);
/* Tests: how many rows, and whether one reads `text`. */
guint      bh_map_legend_count_rows (GtkWidget  *legend);
gboolean   bh_map_legend_has_text   (GtkWidget  *legend,
                                     const char *text);

G_END_DECLS
