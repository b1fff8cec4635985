/* bh-combat-view.h — one battle as a player reads it: the two forces as
 * they stood (losses struck through, flips shown), the narration's lines
 * (modifiers and why, the table row, the result, each with its rule), the
 * dice, and what must be decided next (casualties, retreats). */
#pragma once

#include <adwaita.h>

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_COMBAT_VIEW (bh_combat_view_get_type ())
G_DECLARE_FINAL_TYPE (BhCombatView, bh_combat_view, BH, COMBAT_VIEW, GtkWidget)

GtkWidget *bh_combat_view_new          (void);
/* The space log entry `index` of `game` fought over, or BH_NONE when
 * the entry is not a battle: dice rolled where two sides stood. */
int        bh_combat_find_battle       (BhGame       *game,
                                        guint         index);
/* Whose view the battle is drawn from (BH_NONE: everything, the game
 * over); set before showing an entry. */
void       bh_combat_view_set_seat     (BhCombatView *self,
                                        int           seat);
/* Shows log entry `index`; FALSE (and nothing shown) when it is no battle. */
gboolean   bh_combat_view_show_entry   (BhCombatView *self,
                                        BhGame       *game,
                                        guint         index);
int        bh_combat_view_get_entry    (BhCombatView *self);

G_END_DECLS
