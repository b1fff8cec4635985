/* bh-game-opener.c — choosing the game and scenario to start. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-game-opener.h"

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
