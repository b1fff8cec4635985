/* bh-ohio-ai.h — what the computer opponent knows of Blood on the Ohio
 * (bh-ohio-ai.c): the rules' evaluate, policy and horizon hooks. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

double   ohio_ai_evaluate (BhRules *rules, const BhState *state, int side);
void     ohio_ai_policy   (BhRules *rules, const BhState *state, const GArray *actions, double *weights);
gboolean ohio_ai_horizon  (BhRules *rules, const BhState *start, const BhState *now);

G_END_DECLS
