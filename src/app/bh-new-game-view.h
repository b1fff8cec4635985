/* bh-new-game-view.h — the first page: resume the autosaved game, open a
 * save, or start a scenario of one of the games (length, sides and
 * description from the data; a person or the computer for each side; the
 * scenario's options; rules enforced where they are written, free play
 * otherwise and said so). */
#pragma once

#include <adwaita.h>

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_NEW_GAME_VIEW (bh_new_game_view_get_type ())
G_DECLARE_FINAL_TYPE (BhNewGameView, bh_new_game_view, BH, NEW_GAME_VIEW, GtkWidget)

/* Who sits at the screen: both sides in turn (hot-seat), or one side. */
#define BH_SEATS_HOT_SEAT (-1)

GtkWidget *bh_new_game_view_new          (void);
/* Lists the library's games, one per idle so the window shows at once. */
void       bh_new_game_view_set_library  (BhNewGameView *self,
                                          BhLibrary     *library);
/* The autosaved game to offer, described for the player, or NULL. */
void       bh_new_game_view_set_resume   (BhNewGameView *self,
                                          const char    *description);
/* Expands the scenario "GAME/SCENARIO" once it is listed. */
void       bh_new_game_view_set_preferred (BhNewGameView *self,
                                          const char    *game_scenario);
/* Emits ::start as if the player had pressed the scenario's Start
 * button; FALSE if the game or scenario is not listed (yet). */
gboolean   bh_new_game_view_start        (BhNewGameView *self,
                                          const char    *game_id,
                                          const char    *scenario_id);
/* Expands the scenario's row and scrolls it near the top of the view. */
gboolean   bh_new_game_view_reveal       (BhNewGameView *self,
                                          const char    *game_id,
                                          const char    *scenario_id);
/* As the player would set a scenario's rows before pressing Start: the
 * computer plays `side`, or option `option_id` is on.  FALSE if the
 * scenario (or the row) is not listed. */
gboolean   bh_new_game_view_set_computer (BhNewGameView *self,
                                          const char    *game_id,
                                          const char    *scenario_id,
                                          int            side,
                                          gboolean       computer);
gboolean   bh_new_game_view_set_option   (BhNewGameView *self,
                                          const char    *game_id,
                                          const char    *scenario_id,
                                          const char    *option_id,
                                          gboolean       active);
/* TRUE until every game of the library is listed. */
gboolean   bh_new_game_view_is_loading   (BhNewGameView *self);
guint      bh_new_game_view_get_n_games  (BhNewGameView *self);
/* Tests: the ids of the games listed, in the page's order, and the line
 * under a game's title. */
char     **bh_new_game_view_dup_listed   (BhNewGameView *self);
const char *bh_new_game_view_get_game_description (BhNewGameView *self,
                                          const char    *game_id);

G_END_DECLS
