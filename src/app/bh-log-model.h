/* bh-log-model.h — a game's log as a GListModel for a list view: one item
 * per entry, made only when the view asks for it, so that the log of a
 * game of 300,000 actions costs the window the rows on screen and no more. */
#pragma once

#include <gio/gio.h>

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_LOG_ITEM (bh_log_item_get_type ())
G_DECLARE_FINAL_TYPE (BhLogItem, bh_log_item, BH, LOG_ITEM, GObject)

/* The entry's place in the log (0: the first action). */
guint       bh_log_item_get_index  (BhLogItem  *self);

#define BH_TYPE_LOG_MODEL (bh_log_model_get_type ())
G_DECLARE_FINAL_TYPE (BhLogModel, bh_log_model, BH, LOG_MODEL, GObject)

BhLogModel *bh_log_model_new       (void);
/* Follows `game` (NULL: empty): items of undone entries go, new ones come,
 * the rest stay, in one ::items-changed. */
void        bh_log_model_update    (BhLogModel *self,
                                    BhGame     *game);
BhGame     *bh_log_model_get_game  (BhLogModel *self);
/* Every row shown again, as when who reads the log changes. */
void        bh_log_model_refresh   (BhLogModel *self);

G_END_DECLS
