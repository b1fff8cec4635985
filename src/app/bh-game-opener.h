/* bh-game-opener.h — picks and starts the game a window opens: the one
 * the command line names, else Ohio, else the first game that loads; its
 * default scenario; enforced rules where they exist, free play otherwise. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

BhGame *bh_game_opener_open (BhLibrary   *library,
                             const char  *game_id,
                             const char  *scenario_id,
                             GError     **error);

G_END_DECLS
