/* bh-game-opener.c — choosing the game and scenario to start, and opening
 * saves in a worker thread. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-game-opener.h"
#include "bh-xml.h"

#define PREFERRED_GAME "ohio"

static BhGameData *
load_default_game (BhLibrary *library, GError **error)
{
  g_auto(GStrv) ids = bh_library_list_games (library);
  g_autoptr(GError) first_error = NULL;
  BhGameData *data;

  data = bh_library_load_game (library, PREFERRED_GAME, &first_error);
  if (data != NULL)
    return data;

  for (guint i = 0; ids != NULL && ids[i] != NULL; i++)
    {
      g_autoptr(GError) local_error = NULL;

      if (g_str_equal (ids[i], PREFERRED_GAME))
        continue;
      data = bh_library_load_game (library, ids[i], &local_error);
      if (data != NULL)
        return data;
      g_debug ("Game %s does not load: %s", ids[i], local_error->message);
    }

  /* Nothing loads: report why the preferred game did not. */
  if (ids == NULL || ids[0] == NULL)
    g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("No games are installed in %s"),
                 g_file_peek_path (bh_library_get_data_dir (library)));
  else
    g_propagate_error (error, g_steal_pointer (&first_error));
  return NULL;
}

BhGame *
bh_game_opener_open (BhLibrary *library, const char *game_id, const char *scenario_id,
                     GError **error)
{
  g_autoptr(BhGameData) data = NULL;
  gboolean free_play;

  g_return_val_if_fail (BH_IS_LIBRARY (library), NULL);

  if (game_id != NULL)
    data = bh_library_load_game (library, game_id, error);
  else
    data = load_default_game (library, error);
  if (data == NULL)
    return NULL;

  if (scenario_id != NULL)
    {
      /* Asked for by name: it must exist. */
      if (bh_game_data_find_scenario (data, scenario_id) == BH_NONE)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("%s has no scenario “%s”"),
                       bh_game_data_get_title (data), scenario_id);
          return NULL;
        }
    }
  else
    {
      scenario_id = bh_game_data_get_default_scenario (data);
      if (scenario_id == NULL || bh_game_data_find_scenario (data, scenario_id) == BH_NONE)
        {
          if (bh_game_data_get_n_scenarios (data) == 0)
            {
              g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("%s has no scenarios"),
                           bh_game_data_get_title (data));
              return NULL;
            }
          scenario_id = bh_game_data_get_scenario (data, 0)->id;
        }
    }

  /* Rules are written game by game; until a game has them it is free play. */
  free_play = !bh_rules_exist_for (bh_game_data_get_id (data));
  return bh_game_new (data, scenario_id, g_random_int (), free_play, error);
}

/* ---- saves, off the main thread ------------------------------------------------ */

typedef struct {
  BhLibrary *library;
  GFile *file;
  GMainContext *context;      /* where progress is reported */
  BhSaveProgress progress;
  GObject *progress_object;
} OpenSave;

typedef struct {
  BhSaveProgress progress;
  GObject *object;
  double fraction;
} Progress;

static void
progress_free (Progress *p)
{
  g_object_unref (p->object);
  g_free (p);
}

static void
open_save_free (OpenSave *open)
{
  g_object_unref (open->library);
  g_object_unref (open->file);
  g_main_context_unref (open->context);
  g_clear_object (&open->progress_object);
  g_free (open);
}

static gboolean
report_progress (gpointer user_data)
{
  Progress *p = user_data;

  p->progress (p->fraction, p->object);
  return G_SOURCE_REMOVE;
}

/* In the worker: hands the figure to the main context. */
static void
on_progress (double fraction, gpointer user_data)
{
  OpenSave *open = user_data;
  Progress *p = g_new (Progress, 1);

  p->progress = open->progress;
  p->object = g_object_ref (open->progress_object);
  p->fraction = fraction;
  g_main_context_invoke_full (open->context, G_PRIORITY_DEFAULT, report_progress, p, (GDestroyNotify) progress_free);
}

static void
open_save_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  OpenSave *open = task_data;
  g_autoptr(GError) error = NULL;
  BhGame *game = bh_library_read_save_file (open->library, open->file, cancellable,
                                            open->progress ? on_progress : NULL, open, &error);

  if (game == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, game, g_object_unref);
}

void
bh_game_opener_open_save_async (BhLibrary *library, GFile *file, GCancellable *cancellable,
                                BhSaveProgress progress, GObject *progress_object,
                                GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  OpenSave *open = g_new0 (OpenSave, 1);

  open->library = g_object_ref (library);
  open->file = g_object_ref (file);
  open->context = g_main_context_ref_thread_default ();
  open->progress = progress_object ? progress : NULL;
  open->progress_object = progress_object ? g_object_ref (progress_object) : NULL;
  g_task_set_source_tag (task, bh_game_opener_open_save_async);
  g_task_set_task_data (task, open, (GDestroyNotify) open_save_free);
  g_task_run_in_thread (task, open_save_thread);
}

BhGame *
bh_game_opener_open_save_finish (GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
