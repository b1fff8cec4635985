/* bh-determinize.h — a full state consistent with a side's view, for the
 * search to play out: what the view hides is drawn at random afresh. */
#pragma once

#include "bh-rules.h"

G_BEGIN_DECLS

/* Writes into `out` (a state of the same size) one state the side that
 * sees `view` cannot tell from the real one, with fresh dice from `seed`. */
void bh_determinize (BhRules       *rules,
                     const BhState *view,
                     guint64        seed,
                     BhState       *out);

G_END_DECLS
