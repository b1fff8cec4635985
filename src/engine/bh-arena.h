/* bh-arena.h — the ladder: two computer players meet in seed-paired games
 * of one scenario, each game of a pair played again with the sides
 * swapped (same seed), and the results counted per player and side.
 *
 * Games of more seats than sides (Geronimo: one to five players, 3.2) may
 * fix the number of players (the rules' first decision "players N"), and
 * may seat a table of players, one level a seat: each seed is then played
 * once per seat, the table turned one seat each time, so that every
 * player sits at every seat. */
#pragma once

#include "bh-ai-config.h"
#include "bh-game-data.h"

G_BEGIN_DECLS

#define BH_ARENA_MAX_SIDES 8

typedef struct {
  /* A and B; with `table`, player k sits at seat k in a seed's first game */
  BhAiConfig player[BH_ARENA_MAX_SIDES];
  gboolean table;
  guint n_players;         /* with `table`: how many players (seats) */
  guint players;           /* > 0: the rules' "players N" decision is taken with N */
  guint pairs;
  guint64 seed;
  guint max_actions;       /* a game longer than this counts as unfinished */
  const char *save_dir;    /* when set, each game is saved there (pair-N-side-S.blockhouse) */
  GHashTable *options;     /* scenario option id -> on (non-zero) / off, or NULL: the defaults */
  /* Called after each game: `a_side` is the side A played (with `table`,
   * how many seats the table was turned). */
  void (*on_game) (guint game, int a_side, int result, int winner, guint actions, gpointer user_data);
  gpointer user_data;
} BhArenaParams;

typedef struct {
  guint n_sides;            /* sides, or the seats that decide */
  guint n_players;          /* 2 (A and B) or the table's */
  /* [player][side]: games in which that player played that side */
  guint games[BH_ARENA_MAX_SIDES][BH_ARENA_MAX_SIDES];
  guint wins[BH_ARENA_MAX_SIDES][BH_ARENA_MAX_SIDES];
  guint draws[BH_ARENA_MAX_SIDES][BH_ARENA_MAX_SIDES];
  guint unfinished;
  guint decisions[BH_ARENA_MAX_SIDES];
  gint64 think_us[BH_ARENA_MAX_SIDES];
  gint64 max_decision_us[BH_ARENA_MAX_SIDES];
  gint64 max_turn_us[BH_ARENA_MAX_SIDES];    /* the longest run of one side's decisions */
  guint take_backs[BH_ARENA_MAX_SIDES];      /* decisions that brought back an earlier state */
  guint refused[BH_ARENA_MAX_SIDES];         /* choices the rules refused (should be 0) */
  /* Decisions where a tree was grown (Normal, Strong; not forced ones) and
   * their iterations, so a comparison of levels is at a known budget. */
  guint searched[BH_ARENA_MAX_SIDES];
  guint64 iterations[BH_ARENA_MAX_SIDES];
  guint min_iterations[BH_ARENA_MAX_SIDES];
  guint max_iterations[BH_ARENA_MAX_SIDES];
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
