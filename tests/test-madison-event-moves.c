/* test-madison-event-moves.c — Mr. Madison's War: the reconstructed events
 * that move pieces in a way of their own (8.31-1,
 * bh-madison-event-moves.c), each played from the hand: PROVINCIAL MARINE
 * (#11, one repair, then one ship moved), WINTER QUARTERS (#32, up to five
 * units one space into friendly territory) and GUNBOAT FLOTILLA (#69, up to
 * two land units by water without ships).  Each is tested on both sides of
 * its number, and where its condition fails it is not offered. */
#include "test-madison-util.c"

/* #11: two damaged corvettes at Kingston (a friendly naval base, 15.22):
 * the event repairs one, whatever she costs, and not the other; then one
 * ship moves as if activated alone: the repaired Royal George sails into
 * the box (11.13), the Gloucester beside her may not go too.  With no
 * British ship on the map the event is not offered. */
static void
test_provincial_marine (void)
{
  T *t = t_event_position ("entire-war", 2, MAD_GB, "card-11", NULL);

  g_assert_false (t_can (t, "event card-11"));
  t_put (t, "gb-royal-george", "kingston", 1);
  t_put (t, "gb-earl-of-moira", "kingston", 1);
  t_put (t, "gb-gloucester", "kingston", 0);
  t_keep_story_on (t);
  t_do (t, "event card-11");
  t_assert_narrates (t, "The card's event is reconstructed (not in the rule book)");
  g_assert_cmpint (t->st->pending.kind, ==, D_SHIPYARD);
  t_do (t, "repair gb-royal-george");
  g_assert_cmpint (t_face (t, "gb-royal-george"), ==, 0);
  g_assert_false (t_can (t, "repair gb-earl-of-moira"));
  g_assert_cmpint (t_face (t, "gb-earl-of-moira"), ==, 1);
  t_assert_narrates (t, "The British player may move one ship (11.13)");
  t_do (t, "units kingston");
  t_do (t, "add gb-royal-george");
  g_assert_false (t_can (t, "add gb-gloucester"));
  t_go (t);
  t_do (t, "move gb-royal-george lake-ontario");
  t_assert_at (t, "gb-royal-george", "lake-ontario");
  t_do (t, "end");
  /* the card play is over: the US plays next */
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  t_free (t);
}

/* #11 with no damaged ship: no repair is asked for; the one ship moves. */
static void
test_provincial_marine_no_repair (void)
{
  T *t = t_event_position ("entire-war", 2, MAD_GB, "card-11", (const char *[]) { "gb-gloucester york", NULL });

  t_do (t, "event card-11");
  g_assert_cmpint (t->st->pending.kind, ==, D_ACTIVATE);
  t_do (t, "units york");
  t_do (t, "add gb-gloucester");
  t_go (t);
  t_do (t, "move gb-gloucester kingston");
  t_assert_at (t, "gb-gloucester", "kingston");
  t_free (t);
}

/* #32, Winter 1812-1813: the US holds it as his last card of Summer-Autumn
 * 1812 (7.34) and the winter turn offers it (16.1).  Six US regiments at
 * Sandwich (Upper Canada): the event takes five and refuses the sixth; they
 * go one space only, into US territory (Detroit), never into Upper Canada
 * (Ft. Malden), and no further.  With no US unit on the map it is not
 * offered. */
static void
test_winter_quarters (void)
{
  for (int units = 0; units < 2; units++)
    {
      char *ids[6] = { NULL };
      T *t = t_us_holds_winter_quarters (NULL, units ? 6 : 0, ids);

      if (!units)
        {
          /* nothing to decide: the winter turn goes by unasked */
          g_assert_cmpint (t->st->turn, ==, 4);
          g_assert_false (t_narrated (t, "The card's event is reconstructed"));
          t_free (t);
          continue;
        }
      g_assert_cmpint (t->st->turn, ==, 3);
      g_assert_cmpint (t->st->pending.kind, ==, D_WINTER);
      t_do (t, "event card-32");
      t_assert_narrates (t, "The card's event is reconstructed (not in the rule book)");
      t_do (t, "units sandwich");
      t_add_up_to (t, (const char *const *) ids, 5);
      t_go (t);
      {
        g_autofree char *malden = g_strdup_printf ("move %s ft-malden", ids[0]);
        g_autofree char *detroit = g_strdup_printf ("move %s detroit", ids[0]);
        g_autofree char *beyond = g_strdup_printf ("move %s frenchtown", ids[0]);

        g_assert_false (t_can (t, malden));
        t_do (t, detroit);
        g_assert_false (t_can (t, beyond));
      }
      t_do (t, "end");
      t_assert_at (t, ids[0], "detroit");
      for (int i = 1; i < 6; i++)
        t_assert_at (t, ids[i], "sandwich");
      g_assert_false (t_narrated (t, "Battle at"));
      for (int i = 0; i < 6; i++)
        g_free (ids[i]);
      t_free (t);
    }
}

/* #69: three US regiments at Sackets Harbour; the event takes two and
 * refuses the third, and they go by water, without ships, to the town the
 * player names (Oswego); the Dragoons may not go (11.33).  With a British
 * ship in the Lake Ontario box (11.41) the event is not offered. */
static void
test_gunboat_flotilla (void)
{
  T *t = t_event_position ("1813-1814", 4, MAD_US, "card-69",
                           (const char *[]) { "gb-wolfe lake-ontario", "us-13th sackets-harbour", "us-14th sackets-harbour",
                                              "us-17th sackets-harbour", "us-2nd-dragoons sackets-harbour", NULL });

  g_assert_false (t_can (t, "event card-69"));
  t_put (t, "gb-wolfe", "kingston", 0);
  t_keep_story_on (t);
  t_do (t, "event card-69");
  t_assert_narrates (t, "The card's event is reconstructed (not in the rule book)");
  t_do (t, "units sackets-harbour");
  g_assert_false (t_can (t, "add us-2nd-dragoons"));
  t_add_up_to (t, (const char *const[]) { "us-13th", "us-14th", "us-17th" }, 2);
  t_do (t, "go");
  g_assert_cmpint (t->st->pending.kind, ==, D_TARGET);
  g_assert_false (t_can (t, "march kingston"));
  t_do (t, "march oswego");
  t_assert_at (t, "us-13th", "oswego");
  t_assert_at (t, "us-14th", "oswego");
  t_assert_at (t, "us-17th", "sackets-harbour");
  t_assert_narrates (t, "marches from Sackets Harbour to Oswego (8.31)");
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  t_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/8.31/event-provincial-marine", test_provincial_marine);
  g_test_add_func ("/madison/11.13/event-provincial-marine", test_provincial_marine);
  g_test_add_func ("/madison/8.31/event-provincial-marine-no-repair", test_provincial_marine_no_repair);
  g_test_add_func ("/madison/8.31/event-winter-quarters", test_winter_quarters);
  g_test_add_func ("/madison/8.31/event-gunboat-flotilla", test_gunboat_flotilla);
  return g_test_run ();
}
