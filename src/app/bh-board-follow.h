/* bh-board-follow.h — which board the game is being played on now, so
 * that the window follows a game from its campaign map to a battle board
 * and back by itself. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

/* The hex grid (an index of the game data's grids) where the game stands,
 * or BH_NONE for the campaign map: the board every place named by the
 * pending decision's actions lies on, else the grid that holds pieces,
 * else the campaign map.  A scenario played on a battle board ("board"
 * prop) stays on it. */
int bh_board_follow_choose (BhGame *game);

G_END_DECLS
