/* test-madison-event-supply.c — Mr. Madison's War: the reconstructed events
 * that change a force's supply (8.31-1, 13.4; bh-madison-event-supply.c):
 * SUPPLY SHORTAGE (#63, until the end of the enemy's next card play),
 * SMUGGLING (#102, a British force in Lower Canada) and SUPPLY BY SLEIGH
 * (#93, Winter 1814-1815).  Each shows in a battle's strengths (13.4) or in
 * the final score (4.32), with and without the event. */
#include "test-madison-util.c"

/* #63: US regiments at Sandwich and Thamesville (Upper Canada) and at
 * Detroit (their own territory, so not a target).  The British name
 * Sandwich.  In the US card play that follows, the attack from Sandwich on
 * Ft. Malden is halved (13.4); after one US card play that does nothing,
 * the same attack is at full strength. */
static void
test_supply_shortage (void)
{
  for (int wait = 0; wait < 2; wait++)
    {
      T *t = t_event_position ("1813-1814", 4, MAD_GB, "card-63",
                               (const char *[]) { "us-13th sandwich", "us-14th thamesville", "us-17th detroit",
                                                  "gb-1-41st ft-malden", NULL });

      t_keep_story_on (t);
      t_do (t, "event card-63");
      t_assert_narrates (t, "The card's event is reconstructed (not in the rule book)");
      g_assert_cmpint (t->st->pending.kind, ==, D_EVENT_SPACE);
      g_assert_false (t_can (t, "choose detroit"));
      g_assert_true (t_can (t, "choose thamesville"));
      t_do (t, "choose sandwich");
      t_assert_narrates (t, "The US force at Sandwich is out of supply until its side's next card play is over (13.4)");
      g_assert_cmpint (t->st->pending.side, ==, MAD_US);
      if (wait)
        {
          /* a US card play that moves nothing; the British have no card, so
           * the US plays again */
          t_put (t, "card-34", "hand-us", 0);
          t_do (t, "ops card-34");
          t_do (t, "end");
          t_assert_narrates (t, "The supply shortage at Sandwich is over (13.4)");
          g_assert_cmpint (t->st->pending.side, ==, MAD_US);
        }
      t_fight (t, "us-13th", "sandwich", "ft-malden", (const int[]) { 3, 3, 0 });
      g_assert_cmpint (t_narrated (t, "US is out of supply: attack halved"), ==, !wait);
      t_free (t);
    }
}

/* #102: a British regiment at Johnsons, cut off from Quebec by two US
 * regiments at Beauharnois, and another at Montreal; the Royal Scots at
 * Kingston (Upper Canada) may not be named.  With Johnsons named the
 * regiment counts as in supply: when the US attacks it, its defence is not
 * halved (13.4, 13.36); without the event it is. */
static void
test_smuggling (void)
{
  for (int played = 0; played < 2; played++)
    {
      T *t = t_event_position ("1814", 7, MAD_GB, "card-102",
                               (const char *[]) { "gb-104th johnsons", "gb-de-watteville montreal",
                                                  "gb-1-royal-scots kingston", "us-13th beauharnois", "us-14th beauharnois",
                                                  NULL });

      t_put (t, "card-35", "hand-gb", 0);
      t_keep_story_on (t);
      if (played)
        {
          t_do (t, "event card-102");
          g_assert_false (t_can (t, "choose kingston"));
          t_do (t, "choose johnsons");
          t_assert_narrates (t, "The British force at Johnson's counts as in supply until the end of the year (13.4)");
        }
      else
        {
          t_do (t, "ops card-35");
          t_do (t, "end");
        }
      g_assert_cmpint (t->st->pending.side, ==, MAD_US);
      t_fight (t, "us-13th", "beauharnois", "johnsons", (const int[]) { 3, 3, 0 });
      g_assert_cmpint (t_narrated (t, "British is out of supply: defence halved"), ==, !played);
      t_free (t);
    }
}

/* #93 in Winter 1814-1815, the last turn (A15): two US regiments hold
 * Beauharnois (a British town worth 1 VP) out of supply.  With the event on
 * Beauharnois the town scores at the end (4.32); without it, it does not. */
static void
test_supply_by_sleigh (void)
{
  int vp[2];

  for (int played = 0; played < 2; played++)
    {
      T *t = t_event_position ("1814", 9, MAD_US, "card-93",
                               (const char *[]) { "us-13th beauharnois", "us-14th beauharnois", NULL });

      t_x (t)->stage = STG_WINTER;
      t->st->pending.kind = D_WINTER;
      t_keep_story_on (t);
      if (played)
        {
          t_do (t, "event card-93");
          t_assert_narrates (t, "Beauharnois counts as in supply for US this turn, its winter quartering value +2 (13.4)");
        }
      while (t->st->result == BH_RESULT_ONGOING && t->st->pending.kind == D_WINTER)
        t_do (t, "pass");
      g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
      vp[played] = t_vp (t);
      t_free (t);
    }
  g_assert_cmpint (vp[1] - vp[0], ==, 1);
}

/* #102 played in Spring-Summer 1813 (1813-1814, turn 4) on Johnsons, cut
 * off from Quebec: the British force there counts as in supply through
 * Summer-Autumn 1813 and Winter 1813-1814, the last turn of the game year
 * 1813 on the turn track, and no longer in Spring-Summer 1814 (turn 7). */
static void
test_smuggling_year_end (void)
{
  static const struct { int turn; gboolean fed; } turns[] = { { 5, TRUE }, { 6, TRUE }, { 7, FALSE } };
  T *t = t_event_position ("1813-1814", 4, MAD_GB, "card-102",
                           (const char *[]) { "gb-104th johnsons", "gb-de-watteville montreal", "us-13th beauharnois",
                                              "us-14th beauharnois", NULL });
  int johnsons = t_loc (t, "johnsons");

  g_assert_false (mad_in_supply (&t->c, johnsons, MAD_GB));
  t_do (t, "event card-102");
  t_do (t, "choose johnsons");
  g_assert_true (mad_in_supply (&t->c, johnsons, MAD_GB));
  for (guint i = 0; i < G_N_ELEMENTS (turns); i++)
    {
      t_play_at (t, turns[i].turn, MAD_US);
      g_assert_cmpint (mad_in_supply (&t->c, johnsons, MAD_GB), ==, turns[i].fed);
    }
  t_free (t);
}

/* #93 is a winter event of Winter 1814-1815 (7.35): offered in that winter
 * turn (9), not in Winter 1813-1814 (turn 6).  Its effect lasts the turn,
 * which is the last of the game: test_supply_by_sleigh scores it. */
static void
test_supply_by_sleigh_winter (void)
{
  for (int turn = 6; turn <= 9; turn += 3)
    {
      T *t = t_event_position ("1813-1814", turn, MAD_US, "card-93",
                               (const char *[]) { "us-13th beauharnois", "us-14th beauharnois", NULL });

      t_x (t)->stage = STG_WINTER;
      t->st->pending.kind = D_WINTER;
      g_assert_cmpint (t_can (t, "event card-93"), ==, turn == 9);
      t_free (t);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/8.31/event-supply-shortage", test_supply_shortage);
  g_test_add_func ("/madison/8.31/event-smuggling", test_smuggling);
  g_test_add_func ("/madison/8.31/event-supply-by-sleigh", test_supply_by_sleigh);
  g_test_add_func ("/madison/8.31/event-smuggling-year-end", test_smuggling_year_end);
  g_test_add_func ("/madison/8.31/event-supply-by-sleigh-winter", test_supply_by_sleigh_winter);
  return g_test_run ();
}
