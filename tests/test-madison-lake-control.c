/* test-madison-lake-control.c — Mr. Madison's War: who controls a lake,
 * and when (11.41: "Control of a lake is determined only after all
 * movement and combat have been resolved"; 11.42: control earns 2 VP and
 * denies the enemy the lake for supply, transport, amphibious attacks).
 * A ship entering a held box to fight, or passing through one, changes
 * nothing until the card play is over; then the battle's result tells.
 * The VP (4.16), supply (13.35), lake transport (11.31) and amphibious
 * attacks (11.51) all read the one answer.  All through the players'
 * actions, in 1813 (turn 4) on Lake Ontario. */
#include "test-madison-util.c"

/* A game of 1813-1814 at `turn` with `side` to play and the pieces of
 * `specs` placed (cards included). */
static T *
t_lake_position (int turn, int side, const char *const *specs)
{
  T *t = t_new ("1813-1814");

  t_position (t, turn, side, specs);
  t_keep_story_on (t);
  return t;
}

/* The movement ends and the naval battle is fought: the first lead ship
 * listed for each side (12.32), no battle card, the die `die`; the other
 * side plays no reaction card (BURLINGTON RACES, 8.31-8) and the victor's
 * roll for losses is a 6, none (12.41). */
static void
t_end_and_fight (T *t, int die)
{
  if (!t_do_rolling (t, "end", ROLLS (die)))
    t_to_dice (t, ROLLS (die));
  if (t->st->pending.kind == D_REACTION)
    t_do_rolling (t, "no-reaction", ROLLS (6));
}

/* The Wolfe (corvette, A) sails from Kingston into the Lake Ontario box,
 * which the Oneida (brig, B) holds for the US (+2 VP, 4.16): until the
 * battle is fought the lake stays the US's, and the VP with it (11.41;
 * the program gave the British the box, -2, the instant the Wolfe came). */
static T *
t_wolfe_attacks (void)
{
  T *t = t_lake_position (4, MAD_GB, (const char *const[]) { "us-oneida lake-ontario", "gb-wolfe kingston", "card-33 hand-gb",
                                                           "card-41 hand-us", NULL });

  g_assert_cmpint (t_vp (t), ==, 2);
  t_set_out (t, "ops card-33", "kingston", (const char *const[]) { "gb-wolfe", NULL });
  t_do (t, "move gb-wolfe lake-ontario");
  t_assert_narrates (t, "a naval battle will be fought (11.41)");
  g_assert_cmpint (t_vp (t), ==, 2);
  return t;
}

/* 11.41, 12.41: the Wolfe wins (die 6, +1 for the class, 12.32: 7, the
 * Oneida strikes her flag; the victor's roll 6, no loss): once the card
 * play is over the lake is the British's, a four-point swing (-2). */
static void
test_vp_set_by_the_battle_won (void)
{
  T *t = t_wolfe_attacks ();

  t_end_and_fight (t, 6);
  t_assert_narrates (t, "Oneida strikes its flag (12.41)");
  g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  t_assert_narrates (t, "Control of Lake Ontario passes to the British (11.41)");
  g_assert_cmpint (t_vp (t), ==, -2);
  t_free (t);
}

/* ... the Wolfe loses (die 1, +1: 2, one step: she is damaged and goes
 * back to Kingston, 12.42; the victor's roll 6): the US keeps the lake,
 * the VP never moved. */
static void
test_vp_kept_by_the_battle_lost (void)
{
  T *t = t_wolfe_attacks ();

  t_end_and_fight (t, 1);
  if (t->st->pending.kind == D_NAVAL_RETREAT)
    t_do (t, "retreat kingston");
  t_assert_at (t, "gb-wolfe", "kingston");
  t_assert_at (t, "us-oneida", "lake-ontario");
  g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
  g_assert_false (t_narrated (t, "Control of Lake Ontario"));
  g_assert_cmpint (t_vp (t), ==, 2);
  t_free (t);
}

/* 11.41: the Wolfe sails through the empty Lake Ontario box on to York:
 * no VP at any moment (the program gave -2 while she was in the box); the
 * boundary's other side: she ends her move in the box, and once the card
 * play is over the lake is the British's (-2, 4.16). */
static void
test_passing_through (void)
{
  for (int stays = 0; stays < 2; stays++)
    {
      T *t = t_lake_position (4, MAD_GB, (const char *const[]) { "gb-wolfe kingston", "card-33 hand-gb", "card-41 hand-us", NULL });

      g_assert_cmpint (t_vp (t), ==, 0);
      t_set_out (t, "ops card-33", "kingston", (const char *const[]) { "gb-wolfe", NULL });
      t_do (t, "move gb-wolfe lake-ontario");
      g_assert_cmpint (t_vp (t), ==, 0);
      if (!stays)
        {
          t_do (t, "move gb-wolfe york");
          g_assert_cmpint (t_vp (t), ==, 0);
        }
      t_do (t, "end");
      g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
      g_assert_cmpint (t_vp (t), ==, stays ? -2 : 0);
      g_assert_true (t_narrated (t, "Control of Lake Ontario passes to the British (11.41)") == stays);
      t_free (t);
    }
}

/* 11.31, 11.41: the British hold Lake Ontario (the Wolfe in its box): the
 * US may not embark the 13th at Sackets Harbour, and still may not once
 * the Oneida has sailed into the box to fight (the program let her lift
 * the enemy's control for the rest of the card play: the referee's
 * probe); the boundary's other side: with the box empty the 13th
 * embarks. */
static void
test_no_transport_before_the_battle (void)
{
  for (int held = 0; held < 2; held++)
    {
      T *t = t_lake_position (4, MAD_US, (const char *const[]) { held ? "gb-wolfe lake-ontario" : "gb-wolfe kingston",
                                                               "us-oneida sackets-harbour", "us-madison sackets-harbour",
                                                               "us-13th sackets-harbour", "card-33 hand-us", "card-41 hand-gb",
                                                               NULL });

      t_set_out (t, "ops card-33", "sackets-harbour", (const char *const[]) { "us-oneida", "us-madison", "us-13th", NULL });
      g_assert_true (t_can (t, "embark us-13th us-madison") == !held);
      t_do (t, "move us-oneida lake-ontario");
      if (held)
        t_assert_narrates (t, "a naval battle will be fought (11.41)");
      g_assert_true (t_can (t, "embark us-13th us-madison") == !held);
      if (held)
        {
          /* the refusal says the British hold the lake, and names 11.42 */
          g_autofree char *why = t_refusal (t, "embark us-13th us-madison");

          g_assert_nonnull (strstr (why, "the British control Lake Ontario"));
          g_assert_nonnull (strstr (why, "(rule 11.42)"));
        }
      t_free (t);
    }
}

/* 11.31, 11.41, the other way round: the US holds the lake (the Oneida in
 * the box); the Wolfe sails in to fight: the British at Kingston may not
 * embark the 1st/8th on the Royal George before the battle; with the box
 * empty they may. */
static void
test_no_transport_for_the_attacker (void)
{
  for (int held = 0; held < 2; held++)
    {
      T *t = t_lake_position (4, MAD_GB, (const char *const[]) { held ? "us-oneida lake-ontario" : "us-oneida sackets-harbour",
                                                               "gb-wolfe kingston", "gb-royal-george kingston",
                                                               "gb-41st-det kingston", "card-33 hand-gb", "card-41 hand-us",
                                                               NULL });

      t_set_out (t, "ops card-33", "kingston", (const char *const[]) { "gb-wolfe", "gb-royal-george", "gb-41st-det", NULL });
      g_assert_true (t_can (t, "embark gb-41st-det gb-royal-george") == !held);
      t_do (t, "move gb-wolfe lake-ontario");
      g_assert_true (t_can (t, "embark gb-41st-det gb-royal-george") == !held);
      t_free (t);
    }
}

/* 11.51, 11.41: an amphibious attack needs a lake the enemy does not
 * control: the British hold Lake Ontario; the Oneida sails into the box
 * to fight, and the Madison may still not take the 18th to attack the
 * York Militia; the boundary's other side: the box empty, she lands them
 * at York in an amphibious attack (11.52). */
static void
test_no_amphibious_attack_before_the_battle (void)
{
  for (int held = 0; held < 2; held++)
    {
      T *t = t_lake_position (4, MAD_US, (const char *const[]) { held ? "gb-wolfe lake-ontario" : "gb-wolfe kingston",
                                                               "us-oneida sackets-harbour", "us-madison sackets-harbour",
                                                               "us-18th sackets-harbour", "gb-york-militia york",
                                                               "card-33 hand-us", "card-41 hand-gb", NULL });

      t_set_out (t, "ops card-33", "sackets-harbour", (const char *const[]) { "us-oneida", "us-madison", "us-18th", NULL });
      t_do (t, "move us-oneida lake-ontario");
      if (held)
        {
          g_assert_false (t_can (t, "embark us-18th us-madison"));
          t_free (t);
          continue;
        }
      t_do (t, "embark us-18th us-madison");
      t_do (t, "move us-madison york");
      t_do (t, "land us-madison");
      t_assert_narrates (t, "Madison lands her troops at York in an amphibious attack (2 MP)");
      t_free (t);
    }
}

/* 13.35, 11.41: supply reads the same answer.  The 18th at York (British
 * territory) has its line only across Lake Ontario to Sackets Harbour:
 * in supply while the US holds the lake, still in supply once the Wolfe
 * has sailed in to fight (the program's census gave the box to the last
 * ship listed, the British), out of supply once the British have won it. */
static void
test_supply_across_the_lake (void)
{
  T *t = t_lake_position (4, MAD_GB, (const char *const[]) { "us-oneida lake-ontario", "us-18th york", "gb-wolfe kingston",
                                                           "card-33 hand-gb", "card-41 hand-us", NULL });
  guint8 supplied[MAD_MAX_LOCATIONS];
  int york = t_loc (t, "york");

  mad_supply_map (&t->c, MAD_US, supplied);
  g_assert_true (supplied[york]);
  t_set_out (t, "ops card-33", "kingston", (const char *const[]) { "gb-wolfe", NULL });
  t_do (t, "move gb-wolfe lake-ontario");
  mad_supply_map (&t->c, MAD_US, supplied);
  g_assert_true (supplied[york]);
  t_end_and_fight (t, 6);
  g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
  mad_supply_map (&t->c, MAD_US, supplied);
  g_assert_false (supplied[york]);
  t_free (t);
}

/* 11.22, 11.44, 11.41: at the end of Summer-Autumn 1813 the Wolfe
 * returns from the Lake Ontario box to Kingston and the British Lake
 * Control marker goes in the box: the lake's 2 VP stay with the marker,
 * but "a Lake Control marker does not control the lake": once the return
 * is over nobody controls it, and the 18th at York (British territory),
 * whose line runs only across the lake to Sackets Harbour, is in supply
 * again (13.35). */
static void
test_autumn_return_leaves_the_lake (void)
{
  T *t = t_lake_position (5, MAD_US, (const char *const[]) { "gb-wolfe lake-ontario", "us-18th york", NULL });
  guint8 supplied[MAD_MAX_LOCATIONS];
  int york = t_loc (t, "york"), vp;

  vp = t_vp (t);
  mad_supply_map (&t->c, MAD_US, supplied);
  g_assert_false (supplied[york]);
  t_do_card (t, "hold", t_card_to_hand (t, 1, 13, "hand-us"));
  if (t->st->pending.kind == D_FLEET)
    t_do (t, "retreat kingston");
  t_assert_at (t, "gb-wolfe", "kingston");
  t_assert_narrates (t, "Nobody controls Lake Ontario any more (11.41)");
  g_assert_cmpint (t_vp (t), ==, vp);
  mad_supply_map (&t->c, MAD_US, supplied);
  g_assert_true (supplied[york]);
  t_free (t);
}

/* 11.21, 11.41: the Free Naval Withdrawal is a move of its own, before
 * the card play: the Wolfe withdraws from the Lake Ontario box to
 * Kingston and the lake is nobody's at once (the British lose its 2 VP,
 * 4.16); the boundary's other side: the Seneca withdraws, the Wolfe stays
 * and the lake stays British. */
static void
test_withdrawal_leaves_the_lake (void)
{
  for (int all = 0; all < 2; all++)
    {
      T *t = t_lake_position (4, MAD_GB, (const char *const[]) { "gb-wolfe lake-ontario", "gb-seneca lake-ontario", "card-33 hand-gb",
                                                                  "card-41 hand-us", NULL });

      g_assert_cmpint (t_vp (t), ==, -2);
      t_do (t, "withdraw gb-seneca kingston");
      g_assert_cmpint (t_vp (t), ==, -2);
      if (all)
        {
          t_do (t, "withdraw gb-wolfe kingston");
          t_assert_narrates (t, "Nobody controls Lake Ontario any more (11.41)");
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
      g_assert_cmpint (t_vp (t), ==, all ? 0 : -2);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/11.41/vp-held-until-the-battle-won", test_vp_set_by_the_battle_won);
  g_test_add_func ("/madison/11.41/vp-held-when-the-battle-is-lost", test_vp_kept_by_the_battle_lost);
  g_test_add_func ("/madison/11.41/ship-passing-through-changes-nothing", test_passing_through);
  g_test_add_func ("/madison/11.41/no-transport-before-the-battle", test_no_transport_before_the_battle);
  g_test_add_func ("/madison/11.41/no-transport-for-the-attacker", test_no_transport_for_the_attacker);
  g_test_add_func ("/madison/11.41/no-amphibious-attack-before-the-battle", test_no_amphibious_attack_before_the_battle);
  g_test_add_func ("/madison/11.41/supply-across-the-lake", test_supply_across_the_lake);
  g_test_add_func ("/madison/11.21/withdrawal-leaves-the-lake", test_withdrawal_leaves_the_lake);
  g_test_add_func ("/madison/11.44/autumn-return-leaves-the-lake", test_autumn_return_leaves_the_lake);
  return g_test_run ();
}
