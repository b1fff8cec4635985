/* bh-board-painter.h — draws a BhBoardModel with cairo in the style of the
 * game's map (bh-map-style.h), with the editor's selection and hover. */
#pragma once

#include <gtk/gtk.h>

#include "bh-board-model.h"
#include "bh-viewport.h"

G_BEGIN_DECLS

typedef struct {
  BhBoardModel *model;
  GPtrArray *selection;   /* xmlNode*: drawn highlighted */
  int hover_space;        /* -1 when none */
  int drop_space;
  gboolean show_labels;
  BhViewport *viewport;   /* for names and stacks, drawn in pixels */
  int width, height;
  GtkWidget *widget;      /* for its fonts */
} BhBoardPaint;

/* In board units (the caller has transformed `cr`): the board's sheet,
 * the geography when shown, and the areas. */
void    bh_board_painter_sheet          (BhBoardPaint *self,
                                         cairo_t      *cr,
                                         double        px,
                                         gboolean      show_geography);
/* In board units: connections, then spaces with their features. */
void    bh_board_painter_board          (BhBoardPaint *self,
                                         cairo_t      *cr,
                                         double        px);
/* In pixels: the names that fit, selected and hovered first. */
void    bh_board_painter_labels         (BhBoardPaint *self,
                                         cairo_t      *cr);
/* In pixels: the scenario's stacks with their counts. */
void    bh_board_painter_stacks         (BhBoardPaint *self,
                                         cairo_t      *cr);
double  bh_board_painter_counter_pixels (BhBoardPaint *self);

G_END_DECLS
