/* bh-editor-window.h — one game folder being edited: the start page, the
 * Board, Counters, Tables and Scenarios pages, the Problems panel, undo and
 * redo, saving, the unsaved-changes warning and "Play this scenario". */
#pragma once

#include <adwaita.h>

#include "bh-document.h"

G_BEGIN_DECLS

#define BH_TYPE_EDITOR_WINDOW (bh_editor_window_get_type ())
G_DECLARE_FINAL_TYPE (BhEditorWindow, bh_editor_window, BH, EDITOR_WINDOW, AdwApplicationWindow)

BhEditorWindow *bh_editor_window_new          (GtkApplication *application);
/* Opens a game folder in this window; FALSE (with a message shown) when it
 * cannot be read. */
gboolean        bh_editor_window_open_folder  (BhEditorWindow *self,
                                               GFile          *folder);
GFile          *bh_editor_window_get_folder   (BhEditorWindow *self);
BhDocument     *bh_editor_window_get_document (BhEditorWindow *self);
/* Shows the page "board", "counters", "tables" or "scenarios". */
void            bh_editor_window_show_page    (BhEditorWindow *self,
                                               const char     *page);
/* Selects the element in whichever page edits it. */
void            bh_editor_window_reveal_node  (BhEditorWindow *self,
                                               xmlNode        *node);
/* Saves; on failure shows why and returns FALSE. */
gboolean        bh_editor_window_save         (BhEditorWindow *self);
/* The pages, for tests. */
GtkWidget      *bh_editor_window_get_page     (BhEditorWindow *self,
                                               const char     *page);
GtkWidget      *bh_editor_window_get_problems_panel (BhEditorWindow *self);
/* The argument vector "Play this scenario" runs, and the data folder it
 * points BLOCKHOUSE_DATA_DIR at (NULL when there is nothing to play). */
GStrv           bh_editor_window_dup_play_command (BhEditorWindow *self,
                                               char          **data_dir,
                                               GError        **error);

G_END_DECLS
