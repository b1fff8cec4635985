/* bh-tiny-rules.h — rules of the test game "Skirmish at the Ford"
 * (tests/data/games/tiny): small, but with moves, dice, a hidden cup and
 * a winner, so that the engine's machinery can be tested before and
 * independently of the real games. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

#define BH_TYPE_TINY_RULES (bh_tiny_rules_get_type ())
G_DECLARE_FINAL_TYPE (BhTinyRules, bh_tiny_rules, BH, TINY_RULES, GObject)

G_END_DECLS
