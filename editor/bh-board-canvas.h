/* bh-board-canvas.h — the board as the editor draws it: background
 * geography, areas, connections and spaces straight from the board.xml
 * being edited (so it shows every edit at once, valid or not), with
 * selection, dragging, rubber-band selection, connecting by dragging,
 * snapping and alignment guides.  In scenario mode it also draws the
 * scenario's stacks and accepts counters dropped from the palette. */
#pragma once

#include <gtk/gtk.h>
#include <libxml/tree.h>

#include "bh-document.h"
#include "bh-viewport.h"

G_BEGIN_DECLS

typedef enum {
  BH_CANVAS_TOOL_SELECT,
  BH_CANVAS_TOOL_ADD_SPACE,
  BH_CANVAS_TOOL_CONNECT,
} BhCanvasTool;

/* What a drag from the palette carries: "bh-unit:ID". */
#define BH_CANVAS_UNIT_PREFIX "bh-unit:"

#define BH_TYPE_BOARD_CANVAS (bh_board_canvas_get_type ())
G_DECLARE_FINAL_TYPE (BhBoardCanvas, bh_board_canvas, BH, BOARD_CANVAS, GtkWidget)

GtkWidget    *bh_board_canvas_new              (void);
void          bh_board_canvas_set_document     (BhBoardCanvas *self,
                                                BhDocument    *document);
/* Scenario mode: draws its placements; NULL for the board alone. */
void          bh_board_canvas_set_scenario     (BhBoardCanvas *self,
                                                xmlDoc        *scenario);
void          bh_board_canvas_set_tool         (BhBoardCanvas *self,
                                                BhCanvasTool   tool);
BhCanvasTool  bh_board_canvas_get_tool         (BhBoardCanvas *self);
/* Snap moved and new spaces to a grid of this many board units (0: off). */
void          bh_board_canvas_set_grid         (BhBoardCanvas *self,
                                                double         grid);
void          bh_board_canvas_set_show_geography (BhBoardCanvas *self,
                                                gboolean       show);
void          bh_board_canvas_set_show_labels  (BhBoardCanvas *self,
                                                gboolean       show);
BhViewport   *bh_board_canvas_get_viewport     (BhBoardCanvas *self);

/* Selected <space> and <connection> elements, in selection order. */
GPtrArray    *bh_board_canvas_get_selection    (BhBoardCanvas *self);
void          bh_board_canvas_select           (BhBoardCanvas *self,
                                                xmlNode       *node,
                                                gboolean       add);
void          bh_board_canvas_select_all       (BhBoardCanvas *self);
void          bh_board_canvas_clear_selection  (BhBoardCanvas *self);
/* Centres the view on a space or connection. */
void          bh_board_canvas_reveal           (BhBoardCanvas *self,
                                                xmlNode       *node);

void          bh_board_canvas_zoom_in          (BhBoardCanvas *self);
void          bh_board_canvas_zoom_out         (BhBoardCanvas *self);
void          bh_board_canvas_zoom_to_fit      (BhBoardCanvas *self);

/* Where a space is drawn, in board units; FALSE when unknown. */
gboolean      bh_board_canvas_get_space_position (BhBoardCanvas *self,
                                                xmlNode       *space,
                                                double        *x,
                                                double        *y);
/* The <space> under the widget point, or NULL. */
xmlNode      *bh_board_canvas_space_at         (BhBoardCanvas *self,
                                                double         wx,
                                                double         wy);
void          bh_board_canvas_board_to_widget  (BhBoardCanvas *self,
                                                double         bx,
                                                double         by,
                                                double        *wx,
                                                double        *wy);
void          bh_board_canvas_widget_to_board  (BhBoardCanvas *self,
                                                double         wx,
                                                double         wy,
                                                double        *bx,
                                                double        *by);
/* Projects a latitude and longitude with the board's projection. */
void          bh_board_canvas_project          (BhBoardCanvas *self,
                                                double         lat,
                                                double         lon,
                                                double        *x,
                                                double        *y);
void          bh_board_canvas_unproject        (BhBoardCanvas *self,
                                                double         x,
                                                double         y,
                                                double        *lat,
                                                double        *lon);

/* What a pointer drag from widget point (x0, y0) to (x1, y1) does with the
 * present tool (a click when they are the same point); for tests and
 * scripting. */
void          bh_board_canvas_drag             (BhBoardCanvas *self,
                                                guint          button,
                                                GdkModifierType state,
                                                double         x0,
                                                double         y0,
                                                double         x1,
                                                double         y1);
/* Scenario mode: moves a <place> of the scenario onto `space`, as
 * dragging its stack there does. */
gboolean      bh_board_canvas_move_placement   (BhBoardCanvas *self,
                                                xmlNode       *place,
                                                xmlNode       *space);
/* Moves every selected space by (dx, dy) board units as one edit. */
void          bh_board_canvas_move_selection   (BhBoardCanvas *self,
                                                double         dx,
                                                double         dy);
/* Aligns the selected spaces: "left", "center-x", "right", "top",
 * "center-y", "bottom", "distribute-x", "distribute-y". */
void          bh_board_canvas_align_selection  (BhBoardCanvas *self,
                                                const char    *how);

G_END_DECLS
