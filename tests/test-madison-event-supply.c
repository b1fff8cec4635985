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
      g_assert_cmpint (t_narrated (t, "The US force is out of supply: attack halved"), ==, !wait);
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
      g_assert_cmpint (t_narrated (t, "The British force is out of supply: defence halved"), ==, !played);
      t_free (t);
    }
}

/* #93 held from Summer-Autumn 1814 (the US holds it as his last card, 7.34)
 * and played in Winter 1814-1815, the last turn: units at `where` (fresh),
 * the scenario option final-winter-attrition on or off.  Returns the game
 * over, every winter loss taken as first listed. */
static T *
t_sleigh_winter (gboolean attrition, gboolean played, const char *const *position)
{
  T *t = attrition ? t_new_with_option ("1814", "final-winter-attrition") : t_new ("1814");

  t_position (t, 8, MAD_US, position);
  t_put (t, "card-93", "hand-us", 0);
  t_keep_story_on (t);
  t_do (t, "hold card-93");
  g_assert_cmpint (t->st->turn, ==, 9);
  g_assert_cmpint (t->st->pending.kind, ==, D_WINTER);
  if (played)
    {
      t_do (t, "event card-93");
      t_assert_narrates (t, "Beauharnois counts as in supply for US this turn, its winter quartering value +2 (13.4)");
    }
  while (t->st->result == BH_RESULT_ONGOING && t->st->pending.kind == D_WINTER)
    t_do (t, "pass");
  while (t->st->result == BH_RESULT_ONGOING && t->st->pending.kind == D_LOSS)
    t_do_first_while (t, D_LOSS, NULL);
  g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
  return t;
}

/* #93 in Winter 1814-1815, the last turn (A15): two US regiments hold
 * Beauharnois (a British town worth 1 VP) out of supply.  With the event on
 * Beauharnois the town scores at the end (4.32); without it, it does not. */
static void
test_supply_by_sleigh (void)
{
  const char *const position[] = { "us-13th beauharnois", "us-14th beauharnois", NULL };
  int vp[2];

  for (int played = 0; played < 2; played++)
    {
      T *t = t_sleigh_winter (FALSE, played, position);

      vp[played] = t_vp (t);
      t_free (t);
    }
  g_assert_cmpint (vp[1] - vp[0], ==, 1);
}

/* #93's "+2 winter quartering value", under the option final-winter-
 * attrition (16.1's attrition in Winter 1814-1815): Beauharnois' WQ is 1;
 * units beyond it lose a step each (16.21).  Two US regiments without the
 * card: one step lost; three with it (WQ 3): none; four with it: one. */
static void
test_supply_by_sleigh_wq (void)
{
  static const char *const units[] = { "us-11th", "us-12th", "us-13th", "us-14th" };
  static const struct { gboolean played; int n, lost; } cases[] = { { FALSE, 2, 1 }, { TRUE, 3, 0 }, { TRUE, 4, 1 } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      char *pos[5] = { NULL };
      int lost = 0;

      for (int k = 0; k < cases[i].n; k++)
        pos[k] = g_strdup_printf ("%s beauharnois", units[k]);
      T *t = t_sleigh_winter (TRUE, cases[i].played, (const char *const *) pos);

      for (int k = 0; k < cases[i].n; k++)
        {
          lost += t_face (t, units[k]) == 1;
          g_free (pos[k]);
        }
      g_assert_cmpint (lost, ==, cases[i].lost);
      t_free (t);
    }
}

/* #102 at the end count (4.32-4.33), finding 13 of the re-check: in
 * Summer-Autumn 1814 the British fleet holds Lake Champlain (Finch and
 * Chubb in its box); its only British lakeside towns are St-Jean, held by
 * two US regiments, and Isle aux Noix, held by the 13th and cut off.  With
 * SMUGGLING on Isle aux Noix the town counts as in supply to the end of
 * the year, Winter 1814-1815 included: the fleet keeps a supplied port and
 * the lake's 2 VP at the end (4.33); played for operations instead, the
 * lake's points are lost.  The game goes to its end by the players' own
 * card plays. */
static void
test_smuggling_at_the_end (void)
{
  int vp[2];

  for (int played = 0; played < 2; played++)
    {
      T *t = t_event_position ("1814", 8, MAD_GB, "card-102",
                               (const char *[]) { "gb-finch lake-champlain", "gb-chubb lake-champlain",
                                                  "gb-13th isle-aux-noix", "us-13th st-jean", "us-14th st-jean", NULL });

      t_keep_story_on (t);
      if (played)
        {
          t_do (t, "event card-102");
          if (t->st->pending.kind == D_EVENT_SPACE)
            t_do (t, "choose isle-aux-noix");
          t_assert_narrates (t, "The British force at Isle aux Noix counts as in supply until the end of the year (13.4)");
        }
      else
        {
          t_do (t, "ops card-102");
          t_do (t, "end");
        }
      g_assert_cmpint (t->st->pending.side, ==, MAD_US);
      t_do (t, "ops card-72");
      t_do (t, "end");
      while (t->st->result == BH_RESULT_ONGOING && t->st->pending.kind == D_WINTER)
        t_do (t, "pass");
      if (g_getenv ("T_STORY"))
        g_printerr ("%s", t->story->str);
      g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
      vp[played] = t_vp (t);
      t_free (t);
    }
  g_assert_cmpint (vp[0] - vp[1], ==, 2);
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

      t_at_winter_event_step (t);
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
  g_test_add_func ("/madison/13.36/event-smuggling", test_smuggling);
  g_test_add_func ("/madison/8.31/event-supply-by-sleigh", test_supply_by_sleigh);
  g_test_add_func ("/madison/8.31/event-supply-by-sleigh-wq", test_supply_by_sleigh_wq);
  g_test_add_func ("/madison/8.31/event-smuggling-at-the-end", test_smuggling_at_the_end);
  g_test_add_func ("/madison/4.33/event-smuggling-at-the-end", test_smuggling_at_the_end);
  g_test_add_func ("/madison/4.32/event-smuggling-at-the-end", test_smuggling_at_the_end);
  g_test_add_func ("/madison/8.31/event-supply-by-sleigh-winter", test_supply_by_sleigh_winter);
  return g_test_run ();
}
