/* test-madison-audit-reinforcements.c — Mr. Madison's War: rows for the
 * reinforcement mutations that no other test caught (referee recheck5 B12,
 * docs/rules/madison-mutations-b.md): holding back into a last turn with a
 * Reinforcement Phase (14.21), leaders held back (14.21), a leader due alone
 * on an enemy-held space waits and is offered no battle (14.34 against
 * 14.31), a leader left alone when his units are held back (14.34),
 * leaders lost with a failed battle on arrival (14.32), and a captured naval
 * leader who waits for a friendly lakeside town, not the enemy's town he
 * was taken in (3.42, 14.43). */
#include "test-madison-util.c"

/* 3.42 and 14.43: a naval leader waiting off the map comes on only at a
 * friendly lakeside town of his lake, never at the town he was taken in
 * when that is the enemy's.  Chauncey stands alone at York (British, 3)
 * and the British hold every US town of Lake Ontario.  The 100th (2)
 * marches in from Holland Landing: Chauncey is captured (3.42), the
 * counter turns and, with no friendly town, waits off the map; York is
 * left uncontrolled (the 100th too weak, 4.14), still no US town, so he
 * stays off the map when the play ends.  The British then march the 8th
 * out of Oswego: Oswego is a friendly town again and he comes on there at
 * once.  (Mutation: mad_place_blocked_leaders() without "kind !=
 * PK_NAVAL_LEADER": he came on at York, bumping the 100th, 14.33.) */
static const MadRow rows[] = {
  { "/madison/3.42/captured-naval-leader-waits-for-a-friendly-town", "1813-1814", 4, MAD_GB,
    { "us-chauncey york", "gb-100th holland-landing", "gb-49th ft-niagara", "gb-norfolk-militia genesee",
      "gb-middlesex-militia sodus", "gb-8th oswego", "gb-1-41st sackets-harbour", "gb-glengarry ogdensburg",
      "card-33 hand-gb", "card-34 hand-gb", "card-40 hand-us", NULL },
    { "ops card-33", "units holland-landing", "add gb-100th", "go", "move gb-100th york", "end",
      "~Chauncey is captured: the counter turns to his replacement (3.42)",
      "~Chauncey's Replacement has no friendly lakeside town and waits off the map (3.42)",
      "@us-chauncey off", "=us-chauncey 1", "@gb-100th york", "hold card-40", "@us-chauncey off",
      "ops card-34", "units oswego", "add gb-8th", "go", "move gb-8th salina",
      "~Chauncey's Replacement comes onto the map at Oswego (14.43)", "@us-chauncey oswego", NULL } },
};

/* 14.21, both sides of "one game turn": 1813-1814 edited to end with
 * Summer-Autumn 1814 (turn 8, no winter after it).  On turn 7 the 5th may be
 * held back: turn 8, the last, still has a Reinforcement Phase, and it comes
 * on there.  On turn 8 no turn follows: the 88th may not be held back. */
static void
test_delay_into_the_last_turn (void)
{
  const char *const edits[] = { "<turns first=\"4\" last=\"9\"", "<turns first=\"4\" last=\"8\"", NULL };
  T *t = t_new_edited ("1813-1814", edits);

  t_clear (t);
  t_due (t, 7, (const char *[]) { "gb-5th", "gb-6th", NULL });
  t_due (t, 8, (const char *[]) { "gb-88th", NULL });
  t_to_turn (t, 5, 7);
  g_assert_cmpint (t->st->pending.kind, ==, D_REINFORCE);
  g_assert_true (t_can (t, "delay gb-5th"));
  t_do (t, "delay gb-5th");
  t_assert_narrates (t, "5th is held back and arrives at Quebec on turn 8 (14.21)");
  t_do (t, "place");
  t_assert_at (t, "gb-6th", "quebec");
  g_assert_cmpint (t_pc (t, "gb-5th")->location, ==, BH_OFFBOARD);
  t_keep_story_on (t);
  t_to_turn (t, 7, 8);
  g_assert_false (t_can (t, "delay gb-88th"));
  t_assert_at (t, "gb-5th", "quebec");
  t_assert_at (t, "gb-88th", "quebec");
  t_free (t);
}

/* 14.21: a leader is a reinforcement too: Riall, due at Quebec on turn 7 of
 * 1813-1814 with turn 8 to come, may be held back like a unit. */
static void
test_leader_held_back (void)
{
  T *t = t_new_with_due ("1813-1814", 7, (const char *[]) { "gb-riall", NULL });

  t_to_turn (t, 5, 7);
  g_assert_cmpint (t->st->pending.kind, ==, D_REINFORCE);
  g_assert_true (t_can (t, "delay gb-riall"));
  t_do (t, "delay gb-riall");
  t_assert_narrates (t, "Riall is held back and arrives at Quebec on turn 8 (14.21)");
  g_assert_cmpint (t_pc (t, "gb-riall")->location, ==, BH_OFFBOARD);
  t_free (t);
}

/* 14.34 against 14.31: Morrison, due at Kingston on turn 5, arrives with no
 * British land unit; the US holds Kingston.  He waits off the map: the log
 * never offers him the battle on arrival of 14.31.  A US unit due at
 * Kingston the same turn is no company of his (the second case). */
static void
test_lone_leader_no_battle (void)
{
  for (int with_us_unit = 0; with_us_unit < 2; with_us_unit++)
    {
      T *t = t_new_with_due ("1813-1814", 5, (const char *[]) { "gb-morrison", NULL });

      if (with_us_unit)
        t_due_at (t, "us-14th", 5, "kingston");
      t_us_hold_kingston (t);
      t_keep_story_on (t);
      t_to_turn (t, 4, 5);
      t_assert_narrates (t, "Morrison waits off the map until Kingston is free (14.34)");
      g_assert_false (t_narrated (t, "Morrison cannot enter Kingston, controlled by the enemy: its player may place it there"));
      g_assert_false (t_narrated (t, "(14.31)"));
      g_assert_cmpint (t_pc (t, "gb-morrison")->location, ==, BH_OFFBOARD);
      t_free (t);
    }
}

/* 14.34 in the player's phase: the Royal Marines and Morrison are due at
 * Kingston on turn 7, held by the US.  The British hold the marines back
 * (14.21): Morrison is left the only piece arriving there and waits off the
 * map (14.34), no choice left; the British play their card. */
static void
test_leader_left_alone (void)
{
  T *t = t_new_with_due ("1813-1814", 7, (const char *[]) { "gb-royal-marines", "gb-morrison", NULL });

  t_us_hold_kingston (t);
  t_to_turn (t, 5, 7);
  g_assert_cmpint (t->st->pending.kind, ==, D_ARRIVAL);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  t_do (t, "delay gb-royal-marines");
  t_assert_narrates (t, "Morrison waits off the map until Kingston is free (14.34)");
  g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
  g_assert_false (t_can (t, "delay gb-morrison"));
  g_assert_cmpint (t_pc (t, "gb-morrison")->location, ==, BH_OFFBOARD);
  t_free (t);
}

/* 14.32: the 5th and 6th come onto Quebec with Riall, all due on turn 8,
 * and attack the US 11th and 12th there (14.31); 2 on two dice does not
 * drive them out: the units and the leader who came with them are lost
 * for the game. */
static void
test_leader_lost_with_the_battle (void)
{
  T *t = t_new_with_due ("1813-1814", 8, (const char *[]) { "gb-5th", "gb-6th", "gb-riall", NULL });

  t_arrive_against_the_us_at_quebec (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_ARRIVAL);
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (bh_state_pieces (t->st)[p].location == t->self->d->hand[MAD_GB] ||
        bh_state_pieces (t->st)[p].location == t->self->d->hand[MAD_US])
      bh_state_move_piece (t->st, p, t->self->d->discard);
  t_keep_story_on (t);
  t_do (t, "assault quebec");
  t_do_first_while (t, D_LEAD, (const int[]) { 1, 1, 0 });
  t_assert_narrates (t, "Riall did not drive the enemy from Quebec and is lost for the game (14.32)");
  t_assert_at (t, "gb-riall", "removed");
  t_assert_at (t, "gb-5th", "removed");
  t_free (t);
}

/* 14.42: a schooner due at a space the enemy controls is lost for good,
 * out of the game, not kept off the map to come on later: the Fair
 * American due at Oswego (VP 2) on turn 5, where the British 8th (5) stands. */
static void
test_schooner_lost_for_good (void)
{
  T *t = t_new_with_due ("1813-1814", 5, NULL);

  t_due_at (t, "us-fair-american", 5, "oswego");
  t_put (t, "gb-8th", "oswego", 0);
  g_assert_cmpint (mad_control (&t->c, t_loc (t, "oswego")), ==, MAD_GB);
  t_to_turn (t, 4, 5);
  t_assert_narrates (t, "Fair American cannot enter Oswego, controlled by the enemy, and is lost (14.42)");
  t_assert_at (t, "us-fair-american", "removed");
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/14.21/delay-into-the-last-turn", test_delay_into_the_last_turn);
  g_test_add_func ("/madison/14.21/leader-held-back", test_leader_held_back);
  g_test_add_func ("/madison/14.34/lone-leader-offered-no-battle", test_lone_leader_no_battle);
  g_test_add_func ("/madison/14.34/leader-left-alone-by-held-back-units", test_leader_left_alone);
  g_test_add_func ("/madison/14.32/leader-lost-with-the-battle", test_leader_lost_with_the_battle);
  g_test_add_func ("/madison/14.42/schooner-lost-for-good", test_schooner_lost_for_good);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_test_add_data_func (rows[i].path, &rows[i], t_run_row);
  return g_test_run ();
}
