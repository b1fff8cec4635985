/* bh-ai-player.h — one decision by the computer at any level, from what
 * its side may see; and the views a decision must not come back to. */
#pragma once

#include "bh-ai-config.h"
#include "bh-game.h"
#include "bh-search.h"

G_BEGIN_DECLS

/* Chooses for the side to decide in `view` (its own view of the game).
 * `history`: views before the side's earlier decisions in this run
 * (bh_ai_history), whose states it will not bring back; may be NULL.
 * `budget_ms` is the time when config->iterations is 0.  Runs in any
 * thread; returns early when `cancellable` fires.  FALSE when nothing is
 * legal. */
gboolean   bh_ai_decide  (BhRules          *rules,
                          const BhState    *view,
                          GPtrArray        *history,
                          const BhAiConfig *config,
                          guint             budget_ms,
                          guint64           seed,
                          GCancellable     *cancellable,
                          BhAction         *action);
/* The same, telling what the search did (`stats` zeroed when the level does
 * not search or the choice was forced: the arena counts iterations only
 * where a tree was grown). */
gboolean   bh_ai_decide_with_stats (BhRules          *rules,
                                    const BhState    *view,
                                    GPtrArray        *history,
                                    const BhAiConfig *config,
                                    guint             budget_ms,
                                    guint64           seed,
                                    GCancellable     *cancellable,
                                    BhAction         *action,
                                    BhSearchStats    *stats);
/* Views for `side` of the states before each of its decisions since the
 * other side last decided or dice or hidden information changed things
 * (a take-back cannot reach past those); oldest first. */
GPtrArray *bh_ai_history (BhGame           *game,
                          int               side);

G_END_DECLS
