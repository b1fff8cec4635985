/* bh-game-editor.h — the Game page: game.xml, the vocabularies the other
 * files name (sides, nations, terrains, kinds of spaces, connections and
 * features, dice) and the sequence of play. */
#pragma once

#include <gtk/gtk.h>
#include <libxml/tree.h>

#include "bh-document.h"

G_BEGIN_DECLS

#define BH_TYPE_GAME_EDITOR (bh_game_editor_get_type ())
G_DECLARE_FINAL_TYPE (BhGameEditor, bh_game_editor, BH, GAME_EDITOR, GtkBox)

void      bh_game_editor_set_document (BhGameEditor *self,
                                       BhDocument   *document);
gboolean  bh_game_editor_select_node  (BhGameEditor *self,
                                       xmlNode      *node);

G_END_DECLS
