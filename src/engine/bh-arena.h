/* bh-arena.h — the ladder: two computer players meet in seed-paired games
 * of one scenario, each game of a pair played again with the sides
 * swapped (same seed), and the results counted per player and side. */
#pragma once

#include "bh-ai-config.h"
#include "bh-game-data.h"

G_BEGIN_DECLS

#define BH_ARENA_MAX_SIDES 8

typedef struct {
  BhAiConfig player[2];    /* A and B */
  guint pairs;
  guint64 seed;
  guint max_actions;       /* a game longer than this counts as unfinished */
  const char *save_dir;    /* when set, each game is saved there (pair-N-side-S.blockhouse) */
  /* Called after each game: `a_side` is the side A played. */
  void (*on_game) (guint game, int a_side, int result, int winner, guint actions, gpointer user_data);
  gpointer user_data;
} BhArenaParams;

typedef struct {
  guint n_sides;
  /* [player][side]: games in which that player played that side */
  guint games[2][BH_ARENA_MAX_SIDES];
  guint wins[2][BH_ARENA_MAX_SIDES];
  guint draws[2][BH_ARENA_MAX_SIDES];
  guint unfinished;
  guint decisions[2];
  gint64 think_us[2];
  gint64 max_decision_us[2];
  gint64 max_turn_us[2];    /* the longest run of one side's decisions */
  guint take_backs[2];      /* decisions that brought back an earlier state */
  guint refused[2];         /* choices the rules refused (should be 0) */
} BhArenaReport;

gboolean bh_arena_run (BhGameData          *data,
                       const char          *scenario_id,
                       const BhArenaParams *params,
                       BhArenaReport       *report,
                       GError             **error);
/* A player's score on `side` (wins + draws / 2 per game) with the half
 * width of its 95 % confidence interval. */
double   bh_arena_score (const BhArenaReport *report,
                         int                  player,
                         int                  side,
                         double              *half_width);

G_END_DECLS
