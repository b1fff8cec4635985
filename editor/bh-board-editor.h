/* bh-board-editor.h — the Board page: the canvas with its tools, lists of
 * spaces, boxes and tracks, and an inspector for what is selected. */
#pragma once

#include <gtk/gtk.h>
#include <libxml/tree.h>

#include "bh-board-canvas.h"
#include "bh-document.h"

G_BEGIN_DECLS

#define BH_TYPE_BOARD_EDITOR (bh_board_editor_get_type ())
G_DECLARE_FINAL_TYPE (BhBoardEditor, bh_board_editor, BH, BOARD_EDITOR, GtkBox)

void           bh_board_editor_set_document (BhBoardEditor *self,
                                             BhDocument    *document);
BhBoardCanvas *bh_board_editor_get_canvas   (BhBoardEditor *self);
/* Shows an element of board.xml (or the space, box or track it is in). */
gboolean       bh_board_editor_select_node  (BhBoardEditor *self,
                                             xmlNode       *node);

/* The edits the canvas asks for, public for tests and key bindings. */
xmlNode       *bh_board_editor_add_space    (BhBoardEditor *self,
                                             double         x,
                                             double         y);
xmlNode       *bh_board_editor_connect      (BhBoardEditor *self,
                                             xmlNode       *from,
                                             xmlNode       *to);
void           bh_board_editor_delete_selection (BhBoardEditor *self);

G_END_DECLS
