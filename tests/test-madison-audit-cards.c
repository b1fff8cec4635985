/* test-madison-audit-cards.c — Mr. Madison's War: rows that close the
 * session 11 mutation audit (docs/rules/madison-mutations-b.md) in the card
 * plays (bh-madison-cards.c): restore (8.31-5), depots (13.52, 13.55), the
 * Pre-war Sequence (6.31).  Each row fails under the mutation named in its
 * comment.  A row is a position and a script of player actions and checks
 * (MadRow, t_run_step: test-madison-util.c). */
#include "test-madison-util.c"

#define US MAD_US
#define GB MAD_GB

static const MadRow rows[] = {
  /* 8.31-5: a unit is restored only "in an original friendly space in
   * their own territory and in supply": the reduced 11th at Coteau-du-Lac
   * (British), in supply through the 12th at Cornwall, is not; at French
   * Mills (US), it is.  (Mutation: restorable() without "owner == side".) */
  { "/madison/8.31/restore-not-in-enemy-territory", "1813-1814", 4, US,
    { "us-11th coteau-du-lac 1", "us-12th cornwall", "card-33 hand-us", "card-40 hand-gb", NULL },
    { "!restore card-33", NULL } },
  { "/madison/8.31/restore-in-own-territory", "1813-1814", 4, US,
    { "us-11th french-mills 1", "us-12th cornwall", "card-33 hand-us", "card-40 hand-gb", NULL },
    { "restore card-33", "flip us-11th", "=us-11th 0", NULL } },
  /* 13.52: a depot only in a space in supply: Kingston, its neighbours
   * Gananoque and Smiths Creek held by US units and Lake Ontario by US
   * ships (13.35), is cut off and refused; with Gananoque free the road
   * east is open and it is offered.  (Mutation: list_depots() without
   * "!supplied[s]".) */
  { "/madison/13.52/no-depot-out-of-supply", "1813-1814", 4, GB,
    { "us-oneida lake-ontario", "us-13th gananoque", "us-14th smiths-creek", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "!depot card-40 kingston", "?depot card-40 montreal", NULL } },
  { "/madison/13.52/depot-in-supply", "1813-1814", 4, GB,
    { "us-oneida lake-ontario", "us-14th smiths-creek", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "?depot card-40 kingston", NULL } },
  /* 13.52: nor in a friendly space the enemy controls (4.14): the US 12th
   * alone at Cornwall (British, 1); Coteau-du-Lac beside it is offered.
   * (Mutation: list_depots() without "mad_control == 1 - side".) */
  { "/madison/13.52/no-depot-where-the-enemy-controls", "1813-1814", 4, GB,
    { "us-12th cornwall", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "!depot card-40 cornwall", "?depot card-40 coteau-du-lac", NULL } },
};

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_test_add_data_func (rows[i].path, &rows[i], t_run_row);
  return g_test_run ();
}
