/* bh-geronimo-ai.h — what the computer opponent knows of Geronimo!
 * (bh-geronimo-ai.c): the rules' evaluate, policy and horizon hooks, for
 * a seat (players are seats that change sides each Turn, 3.31). */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

double   ger_ai_evaluate (BhRules *rules, const BhState *state, int seat);
void     ger_ai_policy   (BhRules *rules, const BhState *state, const GArray *actions, double *weights);
gboolean ger_ai_horizon  (BhRules *rules, const BhState *start, const BhState *now);

G_END_DECLS
