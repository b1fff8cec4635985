/* bh-log-model.c — the log's entries as list items, made on demand. */
#include "config.h"

#include "bh-log-model.h"

struct _BhLogItem
{
  GObject parent_instance;
  guint index;
};

G_DEFINE_FINAL_TYPE (BhLogItem, bh_log_item, G_TYPE_OBJECT)

static void
bh_log_item_class_init (BhLogItemClass *klass)
{
}

static void
bh_log_item_init (BhLogItem *self)
{
}

guint
bh_log_item_get_index (BhLogItem *self)
{
  g_return_val_if_fail (BH_IS_LOG_ITEM (self), 0);
  return self->index;
}

struct _BhLogModel
{
  GObject parent_instance;
  BhGame *game;
  /* A hash of each entry's action: after an undo and new actions, the
   * entries that changed are found from the end without narrating any
   * (a game is deterministic, so the same action after the same ones
   * reads the same). */
  GArray *hashes;
};

static GType
get_item_type (GListModel *model)
{
  return BH_TYPE_LOG_ITEM;
}

static guint
get_n_items (GListModel *model)
{
  return BH_LOG_MODEL (model)->hashes->len;
}

static gpointer
get_item (GListModel *model, guint position)
{
  BhLogModel *self = BH_LOG_MODEL (model);
  BhLogItem *item;

  if (position >= self->hashes->len)
    return NULL;
  item = g_object_new (BH_TYPE_LOG_ITEM, NULL);
  item->index = position;
  return item;
}

static void
bh_log_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (BhLogModel, bh_log_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, bh_log_model_list_model_init))

static void
bh_log_model_finalize (GObject *object)
{
  BhLogModel *self = BH_LOG_MODEL (object);

  g_clear_object (&self->game);
  g_array_unref (self->hashes);
  G_OBJECT_CLASS (bh_log_model_parent_class)->finalize (object);
}

static void
bh_log_model_class_init (BhLogModelClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bh_log_model_finalize;
}

static void
bh_log_model_init (BhLogModel *self)
{
  self->hashes = g_array_new (FALSE, FALSE, sizeof (guint32));
}

BhLogModel *
bh_log_model_new (void)
{
  return g_object_new (BH_TYPE_LOG_MODEL, NULL);
}

BhGame *
bh_log_model_get_game (BhLogModel *self)
{
  g_return_val_if_fail (BH_IS_LOG_MODEL (self), NULL);
  return self->game;
}

/* FNV-1a over the action's fields (not its padding). */
static guint32
action_hash (const BhAction *action)
{
  guint32 h = 2166136261u;
  guint32 words[2 + BH_ACTION_MAX_ARGS];
  guint n = 0;

  words[n++] = action->kind | ((guint32) (guint16) action->side << 16);
  words[n++] = action->n_args;
  for (guint i = 0; i < action->n_args && i < BH_ACTION_MAX_ARGS; i++)
    words[n++] = (guint32) action->args[i];
  for (guint i = 0; i < n; i++)
    for (guint b = 0; b < 4; b++)
      h = (h ^ ((words[i] >> (8 * b)) & 0xff)) * 16777619u;
  return h;
}

void
bh_log_model_update (BhLogModel *self, BhGame *game)
{
  guint old_n = self->hashes->len;
  guint n = game != NULL ? bh_game_get_n_log_entries (game) : 0;
  guint keep = 0;

  g_return_if_fail (BH_IS_LOG_MODEL (self));

  if (game == self->game)
    {
      keep = MIN (old_n, n);
      while (keep > 0 && g_array_index (self->hashes, guint32, keep - 1) !=
                         action_hash (bh_game_get_action (game, keep - 1)))
        keep--;
    }
  else
    g_set_object (&self->game, game);
  g_array_set_size (self->hashes, keep);
  for (guint i = keep; i < n; i++)
    {
      guint32 h = action_hash (bh_game_get_action (game, i));

      g_array_append_val (self->hashes, h);
    }
  if (old_n != keep || n != keep)
    g_list_model_items_changed (G_LIST_MODEL (self), keep, old_n - keep, n - keep);
}

void
bh_log_model_refresh (BhLogModel *self)
{
  g_return_if_fail (BH_IS_LOG_MODEL (self));

  if (self->hashes->len > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, self->hashes->len, self->hashes->len);
}
