/* test-madison-options.c — Mr. Madison's War: the second readings the text
 * allows, as scenario options (RULES-DONE 4), each tested on and off: A9,
 * the Spring-Summer Free Naval Return after the action phase (7.4 read
 * literally); A26, a depot supplying any friendly unit that traces to it
 * (13.51 read loosely); A15, attrition in the last winter too (16.1 read
 * literally).  10.43's option is in test-madison-battle-cards.c
 * (/madison/10.62/battle-card-every-round). */
#include "test-madison-util.c"

/* A9: the 1814 scenario opens with the US Lake Control markers on Lakes
 * Erie and Ontario.  By default the US decides at once which ships go back
 * into the boxes (11.23); with literal-spring-return the British play
 * first and the markers keep their VP until both hands are spent; then the
 * US decides, and putting none back loses the lake's 2 VP (4.16). */
static void
test_literal_spring_return (void)
{
  for (int literal = 0; literal < 2; literal++)
    {
      T *t = literal ? t_new_with_option ("1814", "literal-spring-return") : t_new ("1814");
      const MadData *d = t->self->d;
      int ontario = d->spaces[t_loc (t, "lake-ontario")].lake;
      int vp = t_vp (t), last = -1;

      g_assert_cmpint (t->st->pending.kind, ==, literal ? D_PLAY : D_FLEET);
      g_assert_cmpint (t_x (t)->lake_marker[ontario], ==, MAD_US);
      if (literal)
        {
          g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
          /* every card but one British one spent; the British hold it */
          for (guint p = 0; p < d->n_pieces; p++)
            {
              int loc = bh_state_pieces (t->st)[p].location;

              if (loc == d->hand[MAD_GB] && last < 0)
                last = p;
              else if (loc == d->hand[MAD_US] || loc == d->hand[MAD_GB])
                bh_state_move_piece (t->st, p, d->discard);
            }
          g_assert_cmpint (t_vp (t), ==, vp);
          t_do_card (t, "hold", last);
          t_assert_narrates (t, "Mutual Fleet Return Phase: the Lake Control markers' owners may put ships back into the boxes (7.4)");
          g_assert_cmpint (t->st->turn, ==, 7);
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_FLEET);
      g_assert_cmpint (t->st->pending.side, ==, MAD_US);
      t_keep_story_on (t);
      while (t->st->pending.kind == D_FLEET)
        t_do (t, "done");
      t_assert_narrates (t, "control of the lake is lost (11.23)");
      g_assert_cmpint (t_x (t)->lake_marker[ontario], ==, -1);
      g_assert_cmpint (t->st->turn, ==, literal ? 8 : 7);
      t_free (t);
    }
}

/* A26: a US depot at Detroit, cut off by the British at Frenchtown and on
 * Lake Erie; a US regiment at Sandwich, in British territory next to it,
 * attacks Ft. Malden.  By default the depot supplies only units in their
 * own territory (13.51), so the attack is halved (13.4); with
 * depot-supplies-anyone it is not. */
static void
test_depot_supplies_anyone (void)
{
  for (int anyone = 0; anyone < 2; anyone++)
    {
      T *t = t_new ("1813-1814");

      if (anyone)
        t_option_on (t, "depot-supplies-anyone");
      t_position (t, 4, MAD_US,
                  (const char *[]) { "gb-queen-charlotte lake-erie", "gb-41st-det frenchtown", "gb-essex-militia frenchtown",
                                     "us-depot detroit", "us-13th sandwich", "gb-1-41st ft-malden", NULL });
      t_fight (t, "us-13th", "sandwich", "ft-malden", (const int[]) { 3, 3, 0 });
      g_assert_cmpint (t_narrated (t, "The US force is out of supply: attack halved"), ==, !anyone);
      t_free (t);
    }
}

/* A9's option: by the end of the action phase a British ship holds the
 * Lake Ontario box; the free return starts no battle, so the US may put no
 * ship back there (reading) and loses that lake's control; on Lake Erie,
 * free of British ships, he may. */
static void
test_literal_spring_return_enemy_in_box (void)
{
  T *t = t_new_with_option ("1814", "literal-spring-return");
  const MadData *d = t->self->d;
  int ontario = d->spaces[t_loc (t, "lake-ontario")].lake, last = -1;
  gboolean erie_offered = FALSE;

  for (guint p = 0; p < d->n_pieces; p++)
    {
      int loc = bh_state_pieces (t->st)[p].location;

      if (loc == d->hand[MAD_GB] && last < 0)
        last = p;
      else if (loc == d->hand[MAD_US] || loc == d->hand[MAD_GB])
        bh_state_move_piece (t->st, p, d->discard);
    }
  t_put (t, "gb-wolfe", "lake-ontario", 0);
  t_do_card (t, "hold", last);
  while (t->st->pending.kind == D_FLEET)
    {
      g_autofree char *all = t_actions (t);

      g_assert_null (strstr (all, " lake-ontario"));
      erie_offered |= strstr (all, " lake-erie") != NULL;
      t_do (t, "done");
    }
  g_assert_true (erie_offered);
  g_assert_cmpint (t_x (t)->lake_marker[ontario], ==, -1);
  t_assert_at (t, "gb-wolfe", "lake-ontario");
  t_free (t);
}

/* A15 and 16.1, 16.22: two fresh US units winter in Cleveland (WQ 1) in
 * Winter 1814-1815, the last turn (the US holds his last card of
 * Summer-Autumn 1814).  By default there is no attrition that turn and the
 * game ends with both fresh; with final-winter-attrition one is flipped,
 * the US player choosing which, as in every other winter (T33). */
static void
test_final_winter_attrition (void)
{
  for (int on = 0; on < 2; on++)
    {
      T *t = on ? t_new_with_option ("1814", "final-winter-attrition") : t_new ("1814");

      t_position (t, 8, MAD_US, (const char *[]) { "us-13th cleveland", "us-14th cleveland", NULL });
      t_do_card (t, "hold", t_card_to_hand (t, 1, 14, "hand-us"));
      while (t->st->pending.kind == D_WINTER && t->st->result == BH_RESULT_ONGOING)
        t_do (t, "pass");
      g_assert_cmpint (t->st->turn, ==, 9);
      if (on)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_LOSS);
          g_assert_cmpint (t->st->pending.side, ==, MAD_US);
          g_assert_true (t_can (t, "loss us-13th"));
          t_do (t, "loss us-14th");
          g_assert_cmpint (t_face (t, "us-14th"), ==, 1);
          g_assert_cmpint (t_face (t, "us-13th"), ==, 0);
        }
      else
        {
          g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
          g_assert_cmpint (t_face (t, "us-13th"), ==, 0);
          g_assert_cmpint (t_face (t, "us-14th"), ==, 0);
        }
      t_assert_at (t, "us-13th", "cleveland");
      t_assert_at (t, "us-14th", "cleveland");
      t_free (t);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/7.4/literal-spring-return-option", test_literal_spring_return);
  g_test_add_func ("/madison/7.4/literal-spring-return-enemy-in-box", test_literal_spring_return_enemy_in_box);
  g_test_add_func ("/madison/13.51/depot-supplies-anyone-option", test_depot_supplies_anyone);
  g_test_add_func ("/madison/16.1/final-winter-attrition-option", test_final_winter_attrition);
  return g_test_run ();
}
