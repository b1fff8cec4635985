/* bh-bloody-ai.h — what the computer opponent knows of A Dark and Bloody
 * Ground (bh-bloody-ai.c): the rules' evaluate, policy and horizon hooks. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

double   bloody_ai_evaluate (BhRules *rules, const BhState *state, int side);
void     bloody_ai_policy   (BhRules *rules, const BhState *state, const GArray *actions, double *weights);
gboolean bloody_ai_horizon  (BhRules *rules, const BhState *start, const BhState *now);

G_END_DECLS
