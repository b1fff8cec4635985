/* bh-hex-editor.h — a window showing one <hexgrid> of a battle board: click
 * a hex to edit its terrain, elevation and set-up label, near one of its
 * sides to give that hexside a kind (stream, slope…).  Every change is one
 * undoable edit of the document (bh-board-shape.c). */
#pragma once

#include <adwaita.h>
#include <libxml/tree.h>

#include "bh-document.h"

G_BEGIN_DECLS

#define BH_TYPE_HEX_EDITOR (bh_hex_editor_get_type ())
G_DECLARE_FINAL_TYPE (BhHexEditor, bh_hex_editor, BH, HEX_EDITOR, AdwWindow)

BhHexEditor *bh_hex_editor_new        (BhDocument  *document,
                                       xmlNode     *grid);
xmlNode     *bh_hex_editor_get_grid   (BhHexEditor *self);
/* Selects hex (col, row) and its side `dir` (-1: no side). */
void         bh_hex_editor_select     (BhHexEditor *self,
                                       int          col,
                                       int          row,
                                       int          dir);
void         bh_hex_editor_get_selection (BhHexEditor *self,
                                       int         *col,
                                       int         *row,
                                       int         *dir);
/* A click at a point of the board picture, as the pointer makes it. */
void         bh_hex_editor_click      (BhHexEditor *self,
                                       double       x,
                                       double       y);
/* Where the centre of hex (col, row) is drawn, in picture coordinates. */
void         bh_hex_editor_hex_point  (BhHexEditor *self,
                                       int          col,
                                       int          row,
                                       double      *x,
                                       double      *y);
/* The edits the inspector makes (value NULL clears). */
void         bh_hex_editor_set_hex    (BhHexEditor *self,
                                       const char  *attribute,
                                       const char  *value);
void         bh_hex_editor_set_hexside (BhHexEditor *self,
                                       const char  *kind);

G_END_DECLS
