/* bh-free-rules.h — free play: no rules enforced.  Any piece may be moved
 * anywhere, flipped or removed, tracks set and dice rolled; everything is
 * logged and undoable like any action.  Works for every game. */
#pragma once

#include "bh-rules.h"

G_BEGIN_DECLS

#define BH_TYPE_FREE_RULES (bh_free_rules_get_type ())
G_DECLARE_FINAL_TYPE (BhFreeRules, bh_free_rules, BH, FREE_RULES, GObject)

G_END_DECLS
