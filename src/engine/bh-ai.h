/* bh-ai.h — a computer opponent for any game with rules: Monte Carlo tree
 * search at the root (UCB1 over the legal actions), random playouts with
 * fresh dice, and a score from the result or, when a playout is cut short,
 * from the victory-point tracks. */
#pragma once

#include "bh-rules.h"

G_BEGIN_DECLS

typedef struct {
  guint playouts;      /* how many playouts in all */
  guint max_depth;     /* actions per playout before it is scored as it stands */
  guint64 seed;        /* for the AI's own choices and the dice it imagines */
} BhAiParams;

void     bh_ai_params_init (BhAiParams     *params);
/* Chooses an action for the side to decide in `state`, from that side's
 * view only: the same view and seed give the same choice, whatever is
 * hidden.  FALSE when the game is over or nothing is legal. */
gboolean bh_ai_choose      (BhRules        *rules,
                            const BhState  *state,
                            const BhAiParams *params,
                            BhAction       *action);
/* How good `state` looks for `side`, from 0 (lost) to 1 (won). */
double   bh_ai_evaluate    (BhRules        *rules,
                            const BhState  *state,
                            int             side);

G_END_DECLS
