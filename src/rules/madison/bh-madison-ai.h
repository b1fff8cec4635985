/* bh-madison-ai.h — what the computer opponent knows of Mr. Madison's War
 * (bh-madison-ai.c): the rules' evaluate, policy and horizon hooks. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

double   mad_ai_evaluate (BhRules *rules, const BhState *state, int side);
void     mad_ai_policy   (BhRules *rules, const BhState *state, const GArray *actions, double *weights);
gboolean mad_ai_horizon  (BhRules *rules, const BhState *start, const BhState *now);

G_END_DECLS
