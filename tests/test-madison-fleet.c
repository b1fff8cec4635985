/* test-madison-fleet.c — Mr. Madison's War: the free naval moves (11.2):
 * the Free Naval Withdrawal (1) before a card play (7.31, 11.21), the
 * Summer-Autumn Mutual Fleet Return with its Lake Control marker (7.4,
 * 11.22) and the Spring-Summer Free Naval Return (11.23, digest A9). */
#include "test-madison-util.c"

/* 11.21: Oneida in the Lake Ontario box withdraws free to Sackets Harbour
 * before the US card play (to a town of her lake only) and may not be
 * activated in that play; Julia, already in port, may. */
static void
test_free_withdrawal (void)
{
  T *t = t_new ("1813-1814");
  int card;

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-oneida", "lake-ontario", 0);
  t_put (t, "us-julia", "sackets-harbour", 0);
  card = t_card_to_hand (t, 2, 13, "hand-us");
  g_assert_true (t_can (t, "withdraw us-oneida oswego"));
  g_assert_false (t_can (t, "withdraw us-oneida erie"));
  g_assert_false (t_can (t, "withdraw us-julia oswego"));
  t_do (t, "withdraw us-oneida sackets-harbour");
  t_assert_at (t, "us-oneida", "sackets-harbour");
  t_assert_narrates (t, "moves no more in this card play (11.21)");
  g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  t_do_card (t, "ops", card);
  t_do (t, "units sackets-harbour");
  g_assert_false (t_can (t, "add us-oneida"));
  g_assert_true (t_can (t, "add us-julia"));
  t_free (t);
}

/* 11.22: at the end of Summer-Autumn 1813 (turn 5) the US ships in the
 * Lake Ontario box return to a lakeside town the US chooses, and the US
 * Lake Control marker goes in the box: the lake's VP stay (4.16, 11.44).
 * In Spring-Summer 1813 (turn 4) there is no such return. */
static void
test_autumn_return (void)
{
  for (int turn = 4; turn <= 5; turn++)
    {
      T *t = t_new ("1813-1814");
      int card;
      int vp;

      t_clear (t);
      t_play_at (t, turn, MAD_US);
      t_put (t, "us-oneida", "lake-ontario", 0);
      t_put (t, "us-julia", "lake-ontario", 0);
      vp = t_vp (t);
      card = t_card_to_hand (t, 1, 13, "hand-us");
      t_do_card (t, "hold", card);
      if (turn == 4)
        {
          t_assert_at (t, "us-oneida", "lake-ontario");
          g_assert_cmpint (t->st->pending.kind, !=, D_FLEET);
          t_free (t);
          continue;
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_FLEET);
      g_assert_cmpint (t->st->pending.side, ==, MAD_US);
      g_assert_true (t_can (t, "retreat sackets-harbour"));
      g_assert_false (t_can (t, "retreat kingston"));
      t_do (t, "retreat oswego");
      t_assert_at (t, "us-oneida", "oswego");
      t_assert_at (t, "us-julia", "oswego");
      g_assert_cmpint (t_x (t)->lake_marker[t->self->d->spaces[t_loc (t, "lake-ontario")].lake], ==, MAD_US);
      g_assert_cmpint (t_vp (t), ==, vp);
      g_assert_cmpint (t->st->turn, >, 5);
      t_free (t);
    }
}

/* 11.23 (A9): the 1814 scenario opens with the US markers on Lakes Erie
 * and Ontario: the US may put ships back into each box; with one ship back
 * the lake stays his (the marker removed), with none its control, and its
 * 2 VP (4.16), are lost. */
static void
test_spring_return (void)
{
  for (int back = 0; back < 2; back++)
    {
      T *t = t_new ("1814");
      int vp = t_vp (t);
      g_autofree char *move = NULL;

      g_assert_cmpint (t->st->pending.kind, ==, D_FLEET);
      g_assert_cmpint (t->st->pending.side, ==, MAD_US);
      move = t_find (t, "move ");
      g_assert_nonnull (move);
      if (back)
        t_do (t, move);
      t_do (t, "done");
      t_assert_narrates (t, back ? "the Lake Control marker is removed (11.23)" : "control of the lake is lost (11.23)");
      g_assert_cmpint (t_vp (t), ==, back ? vp : vp - 2);
      t_free (t);
    }
}

/* 11.23, 12.42: only an undamaged ship goes back into the box in spring:
 * the 1814 scenario opens with the US marker on Lake Erie; the Lawrence at
 * Erie may return, the damaged Niagara beside her may not. */
static void
test_spring_return_undamaged_only (void)
{
  const char *specs[] = { "us-lake-control lake-erie", "us-lawrence erie", "us-niagara erie damaged", NULL };
  T *t = t_new_placed ("1814", 7, specs);

  g_assert_cmpint (t->st->pending.kind, ==, D_FLEET);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  g_assert_true (t_can (t, "move us-lawrence lake-erie"));
  g_assert_false (t_can (t, "move us-niagara lake-erie"));
  t_do (t, "move us-lawrence lake-erie");
  t_do (t, "done");
  t_assert_at (t, "us-lawrence", "lake-erie");
  t_assert_at (t, "us-niagara", "erie");
  t_free (t);
}

/* 11.23: with no ship able to go back (the Niagara damaged) the US is not
 * asked: the marker goes and the lake's control is lost at once. */
static void
test_spring_return_none_able (void)
{
  const char *specs[] = { "us-lake-control lake-erie", "us-niagara erie damaged", NULL };
  T *t = t_new_placed ("1814", 7, specs);

  g_assert_cmpint (t->st->pending.kind, !=, D_FLEET);
  g_assert_cmpint (t_x (t)->lake_marker[t->self->d->spaces[t_loc (t, "lake-erie")].lake], ==, -1);
  t_free (t);
}

/* 11.21: the free withdrawal goes to a town of the ship's own lake, though
 * Lake Erie and Lake Huron count as one for forced retreats and the fleet
 * return (2.6): the Detroit in the Lake Erie box may withdraw to Ft.
 * Malden (Erie), not to Ft. St. Joseph (Huron). */
static void
test_free_withdrawal_own_lake (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_GB);
  t_put (t, "gb-detroit", "lake-erie", 0);
  t_card_to_hand (t, 2, 13, "hand-gb");
  g_assert_true (t_can (t, "withdraw gb-detroit ft-malden"));
  g_assert_false (t_can (t, "withdraw gb-detroit ft-st-joseph"));
  t_do (t, "withdraw gb-detroit ft-malden");
  t_assert_at (t, "gb-detroit", "ft-malden");
  t_free (t);
}

/* The rule the log tags an action with is the rule its wording names,
 * where one action kind serves several decisions: position -> decision ->
 * action -> tag (referee finding 16; t_assert_tag in test-madison-util.c). */
static void
test_rule_tags (void)
{
  T *t = t_new ("1814");
  g_autofree char *move = t_find (t, "move ");

  /* 11.23: the Spring-Summer return opens the 1814 scenario. */
  g_assert_cmpint (t->st->pending.kind, ==, D_FLEET);
  t_assert_tag (t, move, "11.23");
  t_assert_tag (t, "done", "11.23");
  t_free (t);

  /* 11.22: the Summer-Autumn return. */
  t = t_end_of_1813 ((const char *[]) { "us-oneida lake-ontario", NULL });
  g_assert_cmpint (t->st->pending.kind, ==, D_FLEET);
  t_assert_tag (t, "retreat oswego", "11.22");
  t_free (t);

  /* 16.22: a winter's step loss: two fresh units in Cleveland (WQ 1). */
  t = t_end_of_1813 ((const char *[]) { "us-13th cleveland", "us-14th cleveland", NULL });
  g_assert_cmpint (t->st->pending.kind, ==, D_LOSS);
  t_assert_tag (t, "loss us-13th", "16.22");
  t_do (t, "loss us-13th");
  t_assert_narrates (t, "takes the winter's step loss (16.22)");
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/11.21/free-withdrawal", test_free_withdrawal);
  g_test_add_func ("/madison/7.31/free-withdrawal", test_free_withdrawal);
  g_test_add_func ("/madison/11.22/autumn-return", test_autumn_return);
  g_test_add_func ("/madison/11.44/autumn-return", test_autumn_return);
  g_test_add_func ("/madison/11.23/spring-return", test_spring_return);
  g_test_add_func ("/madison/11.23/spring-return-undamaged-only", test_spring_return_undamaged_only);
  g_test_add_func ("/madison/12.42/spring-return-undamaged-only", test_spring_return_undamaged_only);
  g_test_add_func ("/madison/11.21/free-withdrawal-own-lake", test_free_withdrawal_own_lake);
  g_test_add_func ("/madison/11.23/spring-return-none-able", test_spring_return_none_able);
  g_test_add_func ("/madison/11.23/log-rule-tags", test_rule_tags);
  return g_test_run ();
}
