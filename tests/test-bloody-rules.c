/* test-bloody-rules.c — A Dark and Bloody Ground: rules driven through
 * player actions, with the dice forced, asserting the rulebook's numbers
 * on both sides of every boundary.  Paths /bloodyground/N.N/what. */
#include "config.h"

#include "bh-test-util.h"
#include "bloodyground/bh-bloody-rules.h"

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  return g_test_run ();
}
