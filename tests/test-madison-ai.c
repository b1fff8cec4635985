/* test-madison-ai.c — what Mr. Madison's War teaches the computer opponent
 * (src/rules/madison/bh-madison-ai.c): that its evaluation and policy weigh
 * the victory conditions as the rules decide the game (4.22, 4.3, 17.1-17.2).
 * Weights are read through bh_rules_policy from the deciding side's view, as
 * the search and Easy read them.  Paths /madison/N.N/ai-what. */
#include <math.h>

#include "test-madison-util.c"

/* A test position in Summer-Autumn 1814 (turn 8, the last year: the
 * TREATY OF GHENT may end it at any card, 4.22), `side` to play, the
 * events' VP at `vp` (+ US, 4.12). */
static T *
position_1814 (int side, int vp, const char *const *specs)
{
  T *t = t_new ("1814");

  t_position (t, 8, side, specs);
  t_x (t)->event_vp = vp;
  mad_ctx_init (&t->c, t->self, t->st);
  bh_state_markers (t->st)[t->self->d->m_vp] = mad_vp_now (&t->c);
  return t;
}

/* 4.22: the player of the TREATY OF GHENT loses a VP for each card left in
 * his hand, and the game ends; 17.2: 0 is a British victory.  With two
 * other cards in hand the US needs a lead of 3 (3 - 2 = 1), the British
 * one of 2 (-2 + 2 = 0, the stalemate).
 * A Treaty that ends the game in a win outweighs every other action; one
 * that loses it weighs less than playing the card for its operations.
 * The old policy weighed the event 1.5 whatever the score (the card's
 * operations 1.5 too): Easy's US played it a VP ahead with two cards
 * left and lost 1 VP to nothing (entire-war, seed 3). */
static void
treaty_case (int side, int vp, gboolean wins)
{
  const char *specs[] = { "card-73 hand-us", "card-33 hand-us", "card-40 hand-us", NULL };
  const char *specs_gb[] = { "card-73 hand-gb", "card-33 hand-gb", "card-40 hand-gb", NULL };
  T *t = position_1814 (side, vp, side == MAD_US ? specs : specs_gb);
  double treaty = t_policy_weight (t, "event card-73");

  if (wins)
    {
      g_assert_cmpfloat (treaty, >, t_policy_weight (t, "ops card-73"));
      g_assert_cmpfloat (treaty, >, t_policy_weight (t, "ops card-33"));
      g_assert_cmpfloat (treaty, >, t_policy_weight (t, "ops card-40"));
    }
  else
    g_assert_cmpfloat (treaty, <, t_policy_weight (t, "ops card-73"));
  t_free (t);
}

static void
test_treaty_when_it_wins (void)
{
  treaty_case (MAD_US, 3, TRUE);    /* 3 - 2 = +1: a US moral victory */
  treaty_case (MAD_US, 2, FALSE);   /* 2 - 2 = 0: the stalemate is British */
  treaty_case (MAD_GB, -2, TRUE);   /* -2 + 2 = 0: British (17.2) */
  treaty_case (MAD_GB, -1, FALSE);  /* -1 + 2 = +1: the US's */
}

/* 4.23: a BATTLE OF NEW ORLEANS the US holds (7.35) may still be played
 * after the Treaty, +2 VP (card-74).  The British at -2 with two other
 * cards would end at 0, and the held card makes it +2: a US win, so the
 * Treaty is left; the US at +1 with two cards ends at -1, +2 = +1, so it
 * is played.  The first version of the Treaty's weight did not count the
 * card: Easy's British played it at 6 VP with 6 cards left and lost 0-2
 * to random play's held card (1814, seed 20). */
static void
test_treaty_before_new_orleans (void)
{
  const char *gb[] = { "card-73 hand-gb", "card-33 hand-gb", "card-40 hand-gb", "card-74 held-us", NULL };
  const char *us[] = { "card-73 hand-us", "card-33 hand-us", "card-40 hand-us", "card-74 held-us", NULL };
  T *t = position_1814 (MAD_GB, -2, gb);

  g_assert_cmpfloat (t_policy_weight (t, "event card-73"), <, t_policy_weight (t, "ops card-73"));
  t_free (t);
  t = position_1814 (MAD_US, 1, us);
  g_assert_cmpfloat (t_policy_weight (t, "event card-73"), >, t_policy_weight (t, "ops card-33"));
  t_free (t);
}

/* 17.1-17.2: with the marker at 0 and nothing else on the map the game
 * would go to the British, so the position is worth less than even to the
 * US and more to the British; at +1 the US is ahead.  The old evaluation
 * scored 0 as even (0.5 for both). */
static void
test_stalemate_is_british (void)
{
  T *t = position_1814 (MAD_US, 0, NULL);
  T *ahead = position_1814 (MAD_US, 1, NULL);

  g_assert_cmpfloat (bh_rules_evaluate (t->rules, t->st, MAD_US), <, 0.5);
  g_assert_cmpfloat (bh_rules_evaluate (t->rules, t->st, MAD_GB), >, 0.5);
  g_assert_cmpfloat (bh_rules_evaluate (ahead->rules, ahead->st, MAD_US), >, 0.5);
  t_free (t);
  t_free (ahead);
}

/* 4.32: at the end of the game units out of supply score nothing for the
 * spaces they hold, and the last year may end at any card (4.22).  The
 * 9th Infantry alone at London (VP 3, inland Upper Canada: no line to a
 * US source, 13.3) is worth less to the US in 1814 than the same position
 * in 1813, when supply may yet be restored; at Ft. George, in supply
 * through Ft. Niagara, the two years score alike.  The old evaluation
 * counted the VP now in every year (the same score), and an 1814 game
 * Normal's US led by 16 ended at 9 (4.3). */
static void
year_case (const char *where, gboolean supplied)
{
  const char *specs[] = { NULL, NULL };
  g_autofree char *spec = g_strdup_printf ("us-9th %s", where);
  T *last, *earlier;
  double v_last, v_earlier;

  specs[0] = spec;
  last = position_1814 (MAD_US, 0, specs);
  earlier = position_1814 (MAD_US, 0, specs);
  t_play_at (earlier, 5, MAD_US);
  g_assert_cmpint (mad_in_supply (&last->c, t_loc (last, where), MAD_US), ==, supplied);
  g_assert_cmpint (t_vp (last), ==, mad_space_value (&last->c, t_loc (last, where)));
  v_last = bh_rules_evaluate (last->rules, last->st, MAD_US);
  v_earlier = bh_rules_evaluate (earlier->rules, earlier->st, MAD_US);
  if (supplied)
    g_assert_cmpfloat (fabs (v_last - v_earlier), <, 1e-9);
  else
    g_assert_cmpfloat (v_last, <, v_earlier - 0.05);
  t_free (last);
  t_free (earlier);
}

static void
test_out_of_supply_at_the_end (void)
{
  year_case ("london", FALSE);
  year_case ("ft-george", TRUE);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  g_test_add_func ("/madison/4.22/ai-treaty-when-it-wins", test_treaty_when_it_wins);
  g_test_add_func ("/madison/4.23/ai-treaty-before-new-orleans", test_treaty_before_new_orleans);
  g_test_add_func ("/madison/17.2/ai-stalemate-is-british", test_stalemate_is_british);
  g_test_add_func ("/madison/4.32/ai-out-of-supply-at-the-end", test_out_of_supply_at_the_end);
  return g_test_run ();
}
