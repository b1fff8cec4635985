/* bh-pontiac-refusal.h — why Pontiac's War refuses an action the pending
 * decision does not list (the rules' explain_refusal hook). */
#pragma once

#include "bh-rules.h"

G_BEGIN_DECLS

char *pontiac_explain_refusal (BhRules *rules, const BhState *state, const BhAction *action, const char **rule);

G_END_DECLS
