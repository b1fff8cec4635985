/* test-madison-audit-events.c — Mr. Madison's War: rows for the event
 * mutations that no other test caught (referee recheck5 B12,
 * docs/rules/madison-mutations-b.md). */
#include "test-madison-util.c"

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  return g_test_run ();
}
