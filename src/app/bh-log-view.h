/* bh-log-view.h — the game's log: every action with its narration (dice,
 * modifiers, results), the rule that governed it and who took it.
 * Activating an entry emits ::review with the number of actions up to and
 * including it, so the window can show the board as it was then. */
#pragma once

#include <adwaita.h>

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_LOG_VIEW (bh_log_view_get_type ())
G_DECLARE_FINAL_TYPE (BhLogView, bh_log_view, BH, LOG_VIEW, GtkWidget)

GtkWidget *bh_log_view_new         (void);
/* Follows the game's log: appends new entries, drops undone ones.  The
 * log is told as `seat` may read it (a card held face down is named only
 * to its holder, bh_narration_for_seat); BH_NONE reads everything. */
void       bh_log_view_update      (BhLogView *self,
                                    BhGame    *game,
                                    int        seat);
/* Marks the entry a review shows (n actions in), or none with -1. */
void       bh_log_view_mark_review (BhLogView *self,
                                    int        n_actions);
guint      bh_log_view_get_n_rows  (BhLogView *self);
/* One line per die: "⚄ 5" for a six-sided die, "[7]" otherwise. */
char      *bh_format_dice          (const BhLogEntry *entry);

G_END_DECLS
