/* test-ohio-view-seat.c — Blood on the Ohio's words told to the seat that
 * reads them (25.2, option examine-stacks: "US may not look at WC
 * stacks").  The engine passes the reading seat to describe_decision and
 * describe_action (BH_NONE: everything): the WC reads its own pieces'
 * names in the status line and in the action lines of its decision panel,
 * the US reads "a WC piece", whether the rules are given the whole state
 * or the seat's view; without the option both read every name.  Session
 * 15 (view-seat): before, the view carried whose it was
 * (OhioExtra.view_seat), the whole state told the US the piece's name and
 * the WC read "a WC piece" in its own set-up line. */
#include "test-ohio-util.c"

enum { US, WC };
/* The first segments of a turn (data/games/ohio/game.xml, 4.2). */
enum { PH_SA1, PH_US1, PH_WC1 };

/* Harmar's set-up with `option` (NULL: the default game), the WC to set up
 * Little Turtle, the first piece it places by choice after its villages
 * (App. 4; the villages first since session 15, referee-ohio4 B1: they
 * take the data's places here). */
static T *
t_harmar_setting_up (const char *option)
{
  T *t = g_new0 (T, 1);

  bh_builtin_rules_register ();
  t->sc = t_init (t, "ohio", "harmar", 1, option);
  t->self = BH_OHIO_RULES (t->rules);
  ohio_ctx_init (&t->c, t->self, t->st);
  return t;
}

static T *
t_little_turtle_to_set_up (const char *option)
{
  T *t = t_harmar_setting_up (option);

  while (t->st->pending.kind == D_SETUP && t->st->pending.args[0] != t_piece (t, "little-turtle") &&
         t->self->d->pieces[t->st->pending.args[0]].klass == PC_VILLAGE)
    take_data_place (t);
  g_clear_pointer (&t->narration, g_free);
  g_assert_cmpint (t->st->pending.kind, ==, D_SETUP);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, "little-turtle"));
  return t;
}

/* The status line as `seat` reads it, given the whole state (as the
 * battle account's "Next:" line is) and given its view (as the decision
 * bar is): both the same. */
static char *
decision_told (T *t, int seat)
{
  g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, seat);
  g_autofree char *from_view = bh_rules_describe_decision (t->rules, view, seat);
  char *from_state = bh_rules_describe_decision (t->rules, t->st, seat);

  g_assert_cmpstr (from_state, ==, from_view);
  return from_state;
}

/* `text`'s action line as `seat` reads it, from the whole state and from
 * the seat's view (the decision panel's): both the same. */
static char *
action_told (T *t, const char *text, int seat)
{
  g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, seat);
  g_autofree char *from_view = NULL;
  BhAction a;
  char *from_state;

  t_parse_legal (t, text, &a);
  from_view = bh_rules_describe_action (t->rules, view, &a, seat);
  from_state = bh_rules_describe_action (t->rules, t->st, &a, seat);
  g_assert_cmpstr (from_state, ==, from_view);
  return from_state;
}

/* 25.2 (option examine-stacks): the WC sets up Little Turtle.  The WC
 * reads his name in the status line and in the action line; the US reads
 * "a WC piece" in both; the referee (BH_NONE) reads the name.  Fails on
 * the old code: the WC's action line read "Set up a WC piece in
 * Pickawillany", and the status line given the whole state named Little
 * Turtle to the US. */
static void
test_set_up_told_to_each_side (void)
{
  T *t = t_little_turtle_to_set_up ("examine-stacks");
  g_autofree char *wc_bar = decision_told (t, WC), *us_bar = decision_told (t, US);
  g_autofree char *all_bar = bh_rules_describe_decision (t->rules, t->st, BH_NONE);
  g_autofree char *wc_line = action_told (t, "set-up little-turtle pickawillany", WC);
  g_autofree char *us_line = action_told (t, "set-up little-turtle pickawillany", US);

  g_assert_nonnull (strstr (wc_bar, "WC to decide where Little Turtle sets up"));
  g_assert_nonnull (strstr (us_bar, "WC to decide where a WC piece sets up"));
  g_assert_null (strstr (us_bar, "Little Turtle"));
  g_assert_nonnull (strstr (all_bar, "where Little Turtle sets up"));
  g_assert_nonnull (strstr (wc_line, "Set up Little Turtle in Pickawillany"));
  g_assert_nonnull (strstr (us_line, "Set up a WC piece in Pickawillany"));
  g_assert_null (strstr (us_line, "Little Turtle"));
  t_free (t);
}

/* The other side of the option: without examine-stacks (the default
 * game) both sides read Little Turtle's name in both lines. */
static void
test_set_up_named_to_both_without_the_option (void)
{
  T *t = t_little_turtle_to_set_up (NULL);

  for (int seat = US; seat <= WC; seat++)
    {
      g_autofree char *bar = decision_told (t, seat);
      g_autofree char *line = action_told (t, "set-up little-turtle pickawillany", seat);

      g_assert_nonnull (strstr (bar, "where Little Turtle sets up"));
      g_assert_nonnull (strstr (line, "Set up Little Turtle in Pickawillany"));
    }
  t_free (t);
}

/* A village is a structure printed on the space, public (25.2, as
 * ohio_piece_visible): under the option the US reads its name too. */
static void
test_set_up_village_named_to_both (void)
{
  T *t = t_harmar_setting_up ("examine-stacks");
  gboolean seen = FALSE;

  while (t->st->pending.kind == D_SETUP && !seen)
    {
      int p = t->st->pending.args[0];

      if (t->self->d->pieces[p].side == WC && t->self->d->pieces[p].klass == PC_VILLAGE)
        {
          g_autofree char *name = g_strdup_printf ("where %s sets up", ohio_piece_name (&t->c, p));

          for (int seat = US; seat <= WC; seat++)
            {
              g_autofree char *bar = decision_told (t, seat);

              g_assert_nonnull (strstr (bar, name));
            }
          seen = TRUE;
          break;
        }
      {
        /* The first place listed: where the piece goes is not the row's concern. */
        g_autofree char *text = t_find (t, "set-up ");

        g_assert_nonnull (text);
        t_do (t, text);
      }
    }
  g_assert_true (seen);
  t_free (t);
}

/* 25.2 (option): the WC's own operations name its pieces to the WC
 * ("Form a force with Little Turtle"); the US, were it shown the line,
 * reads "a WC piece".  The log, read by both, still says "a WC piece"
 * (test-ohio-rules.c, /ohio/25.2/...).  Fails on the old code: the WC
 * read "Form a force with a WC piece". */
static void
test_form_told_to_the_wc (void)
{
  T *t = t_harmar_setting_up ("examine-stacks");
  g_autofree char *wc = NULL, *us = NULL, *all = NULL;
  BhAction a;

  t_take_example_set_up (t);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  wc = action_told (t, "form little-turtle", WC);
  t_parse_legal (t, "form little-turtle", &a);
  us = bh_rules_describe_action (t->rules, t->st, &a, US);
  all = bh_rules_describe_action (t->rules, t->st, &a, BH_NONE);
  g_assert_cmpstr (wc, ==, "Form a force with Little Turtle");
  g_assert_cmpstr (us, ==, "Form a force with a WC piece");
  g_assert_cmpstr (all, ==, "Form a force with Little Turtle");
  t_do (t, "form little-turtle");
  g_assert_null (strstr (t->narration, "Little Turtle"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* test-ohio-util.c's helpers this file does not need. */
  (void) t_vp2; (void) t_vp;
  g_test_add_func ("/ohio/25.2/set-up-told-to-each-side", test_set_up_told_to_each_side);
  g_test_add_func ("/ohio/25.2/set-up-named-to-both-without-the-option", test_set_up_named_to_both_without_the_option);
  g_test_add_func ("/ohio/25.2/set-up-village-named-to-both", test_set_up_village_named_to_both);
  g_test_add_func ("/ohio/25.2/form-told-to-the-wc", test_form_told_to_the_wc);
  return g_test_run ();
}
