/* test-madison-audit-sequence.c — Mr. Madison's War: rows that close the
 * session 11 mutation audit (docs/rules/madison-mutations-b.md) in the
 * sequence of play, winter, victory and supply (bh-madison-sequence.c,
 * -common.c, -supply.c, -special-units.c): each row fails under the
 * mutation named in its comment.  A row is a position and a script of
 * player actions and checks (MadRow, t_run_step: test-madison-util.c). */
#include "test-madison-util.c"

#define US MAD_US
#define GB MAD_GB

static const MadRow rows[] = {
  /* 2.74, 13.51: an Event Card Fort adds 4 to the space's winter
   * quartering value: Fort Meigs at Maumee Rapids (1) quarters five fresh
   * units with no loss; a sixth costs a step.  (Mutation: wq() counting
   * depots only, sequence.c "|| kind == PK_EVENT_FORT" dropped.) */
  { "/madison/2.74/event-fort-quarters-five", "1813-1814", 5, US,
    { "us-fort-meigs maumee-rapids", "us-11th maumee-rapids", "us-12th maumee-rapids", "us-13th maumee-rapids",
      "us-14th maumee-rapids", "us-15th maumee-rapids", "card-42 hand-us", NULL },
    { "hold card-42", "#7", "=us-11th 0", "=us-12th 0", "=us-13th 0", "=us-14th 0", "=us-15th 0", NULL } },
  { "/madison/2.74/event-fort-sixth-unit-loses-a-step", "1813-1814", 5, US,
    { "us-fort-meigs maumee-rapids", "us-11th maumee-rapids", "us-12th maumee-rapids", "us-13th maumee-rapids",
      "us-14th maumee-rapids", "us-15th maumee-rapids", "us-16th maumee-rapids", "card-42 hand-us", NULL },
    { "hold card-42", "#6", "loss us-16th", "#7", "=us-16th 1", "=us-11th 0", "=us-15th 0", NULL } },
  /* 2.74, 2.71: an Event Card Fort adds its value to the defence where it
   * stands: the 17th (3) in Maumee Rapids with Fort Meigs (2) defends with
   * 5; without the fort, 3.  (Mutation: mad_fort_value() adding 0 for an
   * event fort, common.c "v += strength".) */
  { "/madison/2.74/event-fort-adds-its-value", "1813-1814", 4, GB,
    { "gb-8th lower-sandusky", "us-17th maumee-rapids", "us-fort-meigs maumee-rapids", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units lower-sandusky", "add gb-8th", "go", "move gb-8th maumee-rapids", "(stand)", "%3 3|end",
      "~against defence 5 with the fort", NULL } },
  { "/madison/2.74/no-event-fort-no-value", "1813-1814", 4, GB,
    { "gb-8th lower-sandusky", "us-17th maumee-rapids", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units lower-sandusky", "add gb-8th", "go", "move gb-8th maumee-rapids", "(stand)", "%3 3|end",
      "~against defence 3,", "-with the fort", NULL } },
};

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_test_add_data_func (rows[i].path, &rows[i], t_run_row);
  return g_test_run ();
}
