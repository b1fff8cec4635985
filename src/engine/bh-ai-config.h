/* bh-ai-config.h — the computer opponent's levels and their settings:
 * built-in values, overridable in a key file for tuning (docs/ai.md), and
 * the clock that spreads a side's turn budget over its decisions. */
#pragma once

#include "bh-state.h"

G_BEGIN_DECLS

typedef enum {
  BH_AI_RANDOM,            /* a uniformly random legal action: a rung of the ladder */
  BH_AI_FLAT,              /* the first opponent: flat Monte Carlo (bh-ai.c) */
  BH_AI_EASY,              /* the game's policy alone */
  BH_AI_NORMAL,            /* information-set MCTS */
  BH_AI_STRONG,            /* the same with more time */
  BH_AI_N_LEVELS
} BhAiLevel;

typedef struct {
  BhAiLevel level;
  guint time_ms;           /* per decision */
  guint turn_ms;           /* per run of one side's decisions (a turn, a segment) */
  guint iterations;        /* > 0: this many per decision instead of time (tests, arena) */
  guint threads;           /* 0: one per core */
  double exploration;
  double widening;
  double widening_power;
  double prior;            /* weight of the policy's prior in the tree */
  guint rollout_cap;
  guint common_seeds;        /* 1: root actions compared on the same samples (bh-mcts.h) */
  guint rollout_flat;      /* 1: rollouts follow the policy's weights as they are, not squared */
  guint playouts;          /* flat Monte Carlo: playouts per decision */
} BhAiConfig;

const char *bh_ai_level_to_string   (BhAiLevel         level);
gboolean    bh_ai_level_from_string (const char       *text,
                                     BhAiLevel        *level);
/* The built-in settings of `level`. */
void        bh_ai_config_init       (BhAiConfig       *config,
                                     BhAiLevel         level);
/* Overrides from the group named after the level in the key file at
 * `path` (time-ms, turn-ms, iterations, threads, exploration, widening,
 * widening-power, prior, rollout-cap, common-seeds, rollout-flat, playouts).  A missing file changes nothing;
 * a bad one is an error naming it. */
gboolean    bh_ai_config_load       (BhAiConfig       *config,
                                     const char       *path,
                                     GError          **error);
/* Where the tuning file is: $BLOCKHOUSE_AI_CONFIG, else
 * $XDG_CONFIG_HOME/blockhouse/ai.ini. */
char       *bh_ai_config_path       (void);

typedef struct {
  gint16 turn, phase, side;
  gint64 spent_us;
} BhAiClock;

void        bh_ai_clock_init        (BhAiClock        *clock);
/* The time for the next decision in `view`: the per-decision budget, less
 * as the side's turn budget runs down. */
guint       bh_ai_clock_budget_ms   (BhAiClock        *clock,
                                     const BhAiConfig *config,
                                     const BhState    *view);
void        bh_ai_clock_spend       (BhAiClock        *clock,
                                     gint64            us);

G_END_DECLS
