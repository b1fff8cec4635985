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
  /* Fully enforced since session 9: the referee's second re-check left only
   * its French, now in po/fr.po (docs/rules/bloodyground.md). */
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  /* Fully enforced since session 11: the ninth referee re-check left one
   * test gap, mended as it specified (docs/rules/pontiac.md, RULES-DONE
   * point by point). */
  bh_rules_register ("pontiac", BH_TYPE_PONTIAC_RULES);
  /* Fully enforced since session 12: the seventh referee re-check left two
   * test gaps, mended as it specified (docs/rules/madison.md, RULES-DONE
   * point by point). */
  bh_rules_register ("madison", BH_TYPE_MADISON_RULES);
  /* Fully enforced since session 11: the sixth referee check left four
   * test gaps, mended as it specified (docs/rules/geronimo.md, RULES-DONE
   * point by point). */
  bh_rules_register ("geronimo", BH_TYPE_GERONIMO_RULES);
}
