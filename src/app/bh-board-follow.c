/* bh-board-follow.c — the board the game is being played on now.
 *
 * Only the engine's facts are used (the legal actions and where pieces
 * stand), so this works for every game: a game with battle boards shows
 * the battle while it is fought and the map again when it is over. */
#include "config.h"

#include "bh-action-utils.h"
#include "bh-board-follow.h"

static int
grid_of (BhGameData *data, int location)
{
  guint n_spaces = bh_game_data_get_n_spaces (data);

  if (location < (int) n_spaces)
    return BH_NONE;
  for (guint g = 0; g < bh_game_data_get_n_hexgrids (data); g++)
    {
      const BhHexGrid *grid = bh_game_data_get_hexgrid (data, g);

      if (location >= grid->first_location && location < grid->first_location + grid->cols * grid->rows)
        return g;
    }
  return -2;   /* a box: on no board */
}

int
bh_board_follow_choose (BhGame *game)
{
  BhGameData *data = bh_game_get_data (game);
  const BhScenario *scenario = bh_game_get_scenario (game);
  const char *fixed = bh_props_lookup (scenario->props, "board");
  const BhState *state = bh_game_get_state (game);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  guint n_grids = bh_game_data_get_n_hexgrids (data);
  int board = -3;

  if (n_grids == 0)
    return BH_NONE;
  for (guint g = 0; fixed != NULL && g < n_grids; g++)
    if (g_str_equal (bh_game_data_get_hexgrid (data, g)->id, fixed))
      return g;
  /* The places the decision names, when they all lie on one board. */
  if (state->result == BH_RESULT_ONGOING && !bh_game_is_free_play (game))
    {
      g_autoptr(GArray) actions = bh_game_list_actions (game);
      BhRules *rules = bh_game_get_rules (game);

      for (guint i = 0; i < actions->len && board != -4; i++)
        {
          const BhAction *a = &g_array_index (actions, BhAction, i);
          const BhActionKind *kind = bh_action_get_kind (rules, a);

          for (guint k = 0; k < kind->n_args && k < a->n_args; k++)
            if (kind->args[k] == BH_ARG_LOCATION)
              {
                int g = grid_of (data, a->args[k]);

                if (g == -2)
                  continue;
                board = board == -3 || board == g ? g : -4;
              }
        }
      if (board >= BH_NONE)
        return board;
    }
  /* Else the battle board that holds pieces. */
  for (guint p = 0; p < state->n_pieces; p++)
    if (pieces[p].location != BH_OFFBOARD)
      {
        int g = grid_of (data, pieces[p].location);

        if (g >= 0)
          return g;
      }
  return BH_NONE;
}
