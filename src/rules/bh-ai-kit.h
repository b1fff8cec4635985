/* bh-ai-kit.h — small pieces the games' computer-opponent hooks share
 * (src/rules/<game>/bh-<game>-ai.c): the logistic that turns a score into
 * the 0-1 of an evaluation, distances over the board's connections, how
 * far a look-ahead has gone in the sequence of play, and the weight of a
 * step toward or away from a goal. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_AI_KIT_FAR 255
/* How many steps the games' target maps look: beyond it, one distance. */
#define BH_AI_KIT_REACH 8

/* 1 / (1 + e^(-steepness × score)): 0.5 at an even score. */
double   bh_ai_kit_logistic      (double score, double steepness);
/* The result of a finished game for `side` (1 won, 0 lost, 0.5 drawn) in
 * *value; FALSE while the game goes on. */
gboolean bh_ai_kit_result        (const BhState *state, int side, double *value);
/* An evaluation for `side` from `lead`, the position's score in VP for
 * side `first` of two: the logistic of the lead, or its complement. */
double   bh_ai_kit_lead_value    (int side, int first, double lead, double steepness);
/* Steps over the board's connections (either direction, any kind) from
 * every space to the nearest space with sources[s] set, up to `limit`;
 * farther or unreachable spaces get BH_AI_KIT_FAR.  `out` has one byte a
 * space (bh_game_data_get_n_spaces). */
void     bh_ai_kit_distances     (BhGameData *data, const guint8 *sources, int limit, guint8 *out);
/* Phases of the sequence of play gone from `start` to `now` (turns count
 * as every phase). */
int      bh_ai_kit_phases_gone   (BhGameData *data, const BhState *start, const BhState *now);
/* The game is over, or `phases` phases have gone since `start` (the side's
 * own phase and the other side's reply, for 2). */
gboolean bh_ai_kit_phases_horizon (BhRules *rules, const BhState *start, const BhState *now, int phases);
/* A step from `before` to `after` steps away from a goal: closer 4,
 * level 1, farther 0.3 (the policy's preference for marching on it). */
double   bh_ai_kit_step_weight   (int before, int after);
/* Steps from `sources` (bh_ai_kit_distances) up to BH_AI_KIT_REACH: the
 * games' map of how far each space stands from what a side can strike. */
void     bh_ai_kit_reach         (BhGameData *data, const guint8 *sources, guint8 *out);
/* What `strength` loses for standing `steps` from its targets: `per_step`
 * a point a step, counted up to BH_AI_KIT_REACH steps. */
double   bh_ai_kit_distance_cost (double strength, int steps, double per_step);
/* The weight of attacking or fighting on with `mine` against `theirs`:
 * 5 at 2:1, 2 at 1:1, 0.4 below. */
double   bh_ai_kit_odds_weight   (int mine, int theirs);
/* The search asks every side's evaluation of the same state in a row;
 * a two-sided game's score (its lead for one side) is worked out once:
 * the last score stored on this thread for a state (bh_state_hash) of
 * `owner` (the rules object) is given back in *score. */
gboolean bh_ai_kit_memo_lookup   (gconstpointer owner, const BhState *state, double *score);
void     bh_ai_kit_memo_store    (gconstpointer owner, const BhState *state, double score);
/* The weight of giving up a piece worth `worth` (strength, quality) as a
 * casualty: the cheapest first. */
double   bh_ai_kit_casualty_weight (double worth);

G_END_DECLS
