/* bh-board-shape.h — edits of a board's shapes: the hexes and hexsides of a
 * battle board's <hexgrid>, and the vertices of area <outline>s.  Each
 * function returns one undoable command (NULL when there is nothing to do);
 * hexes and hexsides go in (col, row, dir) order among their siblings, and
 * an outline vertex that other outlines share at the same position moves,
 * appears or disappears in all of them in the same command. */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

#include "bh-edit-command.h"

G_BEGIN_DECLS

/* The <hex> of (col, row), or NULL when it has the grid's defaults. */
xmlNode       *bh_shape_find_hex        (xmlNode    *grid,
                                         int         col,
                                         int         row);
/* The <hexside> of side `dir` of (col, row), written from either hex. */
xmlNode       *bh_shape_find_hexside    (xmlNode    *grid,
                                         int         col,
                                         int         row,
                                         int         dir);
/* The hex across side `dir` of (col, row); FALSE off the grid. */
gboolean       bh_shape_neighbour       (xmlNode    *grid,
                                         int         col,
                                         int         row,
                                         int         dir,
                                         int        *ncol,
                                         int        *nrow);
/* Sets (value non-NULL) or clears "terrain", "elevation" or "label" of a
 * hex: inserts its <hex> when needed and removes it when it no longer
 * differs from the grid. */
BhEditCommand *bh_shape_set_hex         (xmlNode    *grid,
                                         int         col,
                                         int         row,
                                         const char *attribute,
                                         const char *value);
/* Sets the kind of a hexside, or removes it (kind NULL). */
BhEditCommand *bh_shape_set_hexside     (xmlNode    *grid,
                                         int         col,
                                         int         row,
                                         int         dir,
                                         const char *kind);

/* The vertices of an outline as lon, lat pairs (2 doubles each). */
GArray        *bh_shape_outline_points  (xmlNode    *outline);
/* Moves vertex `index` of `outline` to (lon, lat), and every vertex of the
 * board's outlines at the same position. */
BhEditCommand *bh_shape_move_vertex     (xmlNode    *outline,
                                         guint       index,
                                         double      lon,
                                         double      lat);
/* Adds a vertex at (lon, lat) between vertices `index` and `index` + 1,
 * also on the outlines that share that edge. */
BhEditCommand *bh_shape_insert_vertex   (xmlNode    *outline,
                                         guint       index,
                                         double      lon,
                                         double      lat);
/* Removes vertex `index` wherever it is (NULL when an outline would keep
 * fewer than three corners). */
BhEditCommand *bh_shape_delete_vertex   (xmlNode    *outline,
                                         guint       index);

G_END_DECLS
