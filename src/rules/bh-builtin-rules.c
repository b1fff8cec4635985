/* bh-builtin-rules.c — the games whose rules are enforced.  A game without
 * an entry here opens in free play only. */
#include "config.h"

#include "bh-builtin-rules.h"
#include "bh-engine.h"
#include "bloodyground/bh-bloody-rules.h"
#include "geronimo/bh-geronimo-rules.h"
#include "madison/bh-madison-rules.h"
#include "ohio/bh-ohio-rules.h"
#include "pontiac/bh-pontiac-rules.h"

void
bh_builtin_rules_register (void)
{
  /* Each game's rules register here as they are written (src/rules/<id>/). */
  bh_rules_register ("ohio", BH_TYPE_OHIO_RULES);
  bh_rules_register_partial ("bloodyground", BH_TYPE_BLOODY_RULES);
  bh_rules_register_partial ("pontiac", BH_TYPE_PONTIAC_RULES);
  /* Partly enforced: naval leaders, lake transport, ship building, battle
   * and reaction cards and most events are still to come (docs/rules/madison.md). */
  bh_rules_register_partial ("madison", BH_TYPE_MADISON_RULES);
  /* Partly enforced: the US Army, War Parties, combat, Treaties and the
   * Shaman Cards' events are still to come (docs/rules/geronimo.md). */
  bh_rules_register_partial ("geronimo", BH_TYPE_GERONIMO_RULES);
}
