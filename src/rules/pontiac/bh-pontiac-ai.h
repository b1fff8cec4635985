/* bh-pontiac-ai.h — what the computer opponent knows of Pontiac's War
 * (bh-pontiac-ai.c): the rules' evaluate, policy and horizon hooks. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

double   pontiac_ai_evaluate (BhRules *rules, const BhState *state, int side);
void     pontiac_ai_policy   (BhRules *rules, const BhState *state, const GArray *actions, double *weights);
gboolean pontiac_ai_horizon  (BhRules *rules, const BhState *start, const BhState *now);

G_END_DECLS
