/* test-madison-reinforcements.c — Mr. Madison's War: reinforcements on a
 * space the enemy stands on (14.3): enemy units too weak to control it step
 * aside (14.33), on both sides of the control threshold (4.14); a leader
 * arriving alone on a controlled space waits off the map and comes on
 * after the card play that frees it (14.34). */
#include "test-madison-util.c"

/* The US holds its last card of `turn`: both hands are empty, the next
 * turn begins with its reinforcements (7.1, 14.1). */
static void
t_end_turn (T *t, int turn, const char *card)
{
  t_play_at (t, turn, MAD_US);
  bh_state_move_piece (t->st, t_piece (t, card), t_loc (t, "hand-us"));
  {
    g_autofree char *hold = g_strdup_printf ("hold %s", card);

    t_do (t, hold);
  }
  g_assert_cmpint (t->st->turn, ==, turn + 1);
}

/* 14.33, 4.14: Quebec is worth 6.  US units of 5 combat factors there do
 * not control it: they step aside and the British reinforcements of turn 8
 * arrive.  With 6 they control it: the reinforcements are held back a turn
 * (14.21; the battle on arrival of 14.31 is not enforced yet). */
static void
test_weak_enemy_steps_aside (void)
{
  static const struct { const char *second; int cf; } cases[] = { { "us-1st-rifles", 5 }, { "us-12th", 6 } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new ("1814");
      gboolean controls = cases[i].cf >= 6;

      t_clear (t);
      /* The 5th of Foot, due at Quebec on turn 8 (the scenario's schedule;
       * t_clear cleared it). */
      t_x (t)->arrive[t_piece (t, "gb-5th")] = 8;
      g_assert_cmpint (t_x (t)->arrive_at[t_piece (t, "gb-5th")], ==, t_loc (t, "quebec"));
      t_put (t, "us-11th", "quebec", 0);
      t_put (t, cases[i].second, "quebec", 0);
      g_assert_cmpint (mad_control (&t->c, t_loc (t, "quebec")), ==, controls ? MAD_US : -1);
      t_end_turn (t, 7, "card-79");
      if (controls)
        {
          t_assert_narrates (t, "Quebec, held by the enemy, and waits a turn (14.21)");
          g_assert_cmpint (t_pc (t, "gb-5th")->location, ==, BH_OFFBOARD);
          t_assert_at (t, "us-11th", "quebec");
        }
      else
        {
          t_assert_narrates (t, "US does not control Quebec and steps aside to");
          t_assert_at (t, "gb-5th", "quebec");
          /* Quebec's one neighbour is in British territory: the step
           * aside costs a step, as a retreat there does (10.72). */
          t_assert_narrates (t, "steps aside to Trois-Rivières (14.33)");
          t_assert_at (t, "us-11th", "trois-rivieres");
          g_assert_cmpint (t_face (t, "us-11th"), ==, 1);
        }
      t_free (t);
    }
}

/* 14.34: Morrison arrives alone at Kingston on turn 5 (1813-1814); the US
 * controls Kingston, so he waits off the map; the US card play that leaves
 * Kingston frees it, and he comes on at once. */
static void
test_lone_leader_waits (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_x (t)->arrive[t_piece (t, "gb-morrison")] = 5;
  t_put (t, "us-11th", "kingston", 0);
  t_put (t, "us-12th", "kingston", 0);
  t_put (t, "us-13th", "kingston", 0);
  g_assert_cmpint (mad_control (&t->c, t_loc (t, "kingston")), ==, MAD_US);
  t_end_turn (t, 4, "card-40");
  t_assert_narrates (t, "Morrison waits off the map until Kingston is free (14.34)");
  g_assert_cmpint (t_pc (t, "gb-morrison")->location, ==, BH_OFFBOARD);

  /* The US leaves Kingston with a card: Morrison comes on after it, not
   * before the card play is over. */
  t_play_at (t, 5, MAD_US);
  bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
  t_do (t, "ops card-33");
  t_do (t, "units kingston");
  t_do (t, "add us-11th");
  t_do (t, "add us-12th");
  t_do (t, "add us-13th");
  t_do (t, "go");
  t_do (t, "move us-11th gananoque");
  t_do (t, "move us-12th gananoque");
  t_do (t, "move us-13th gananoque");
  g_assert_cmpint (t_pc (t, "gb-morrison")->location, ==, BH_OFFBOARD);
  t_do (t, "end");
  t_assert_narrates (t, "Morrison arrives at Kingston, free again (14.34)");
  t_assert_at (t, "gb-morrison", "kingston");
  t_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/14.33/weak-enemy-steps-aside", test_weak_enemy_steps_aside);
  g_test_add_func ("/madison/14.34/lone-leader-waits", test_lone_leader_waits);
  return g_test_run ();
}
