/* test-rules-words.c — the words every game's rules share
 * (src/engine/bh-rules-refusal.c, bh-narration.c): refusals, invariant
 * failures, notes, an action's account, the end of a game and the names
 * the log uses, with Blood on the Ohio's data for sides and places. */
#include "config.h"

#include <string.h>

#include "bh-narration.h"
#include "bh-rules-refusal.h"
#include "bh-test-util.h"

static BhLibrary *library;

static BhGameData *
ohio_data (void)
{
  g_autoptr(GError) error = NULL;
  BhGameData *data = bh_library_load_game (library, "ohio", &error);

  g_assert_no_error (error);
  return data;
}

static void
test_action_listed (void)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  BhAction move = { .kind = 2, .n_args = 1, .args = { 7 } };
  BhAction elsewhere = { .kind = 2, .n_args = 1, .args = { 8 } };
  BhAction pass = { .kind = 0 };
  BhAction other = { .kind = 5 };
  gboolean kind_listed = TRUE;

  g_array_append_val (legal, pass);
  g_array_append_val (legal, move);
  g_assert_true (bh_rules_action_listed (legal, &move, &kind_listed));
  g_assert_false (bh_rules_action_listed (legal, &elsewhere, &kind_listed));
  g_assert_true (kind_listed);
  g_assert_false (bh_rules_action_listed (legal, &other, &kind_listed));
  g_assert_false (kind_listed);
  g_array_set_size (legal, 0);
  kind_listed = TRUE;
  g_assert_false (bh_rules_action_listed (legal, &pass, &kind_listed));
  g_assert_false (kind_listed);
}

static void
test_refuse (void)
{
  g_autoptr(BhGameData) data = ohio_data ();
  g_autoptr(BhState) state = bh_state_new (0, 0, 0);
  const BhActionKind kind = { "march", "6.5", 0, { 0 } };
  g_autoptr(GError) error = NULL;
  g_autofree char *other_decision = NULL, *bad_args = NULL, *nobody = NULL;

  /* Another decision pending: the side that must decide (its short name)
   * and what it must decide, with the decision's rule only. */
  state->pending.side = 1;
  bh_rules_refuse (&error, data, state, &kind, FALSE, "a special action (5.0)");
  g_assert_error (error, BH_ERROR, BH_ERROR_ILLEGAL);
  other_decision = g_strdup_printf ("“march” is not possible now: %s must decide a special action (5.0)",
                                    bh_game_data_get_side (data, 1)->short_name);
  g_assert_cmpstr (error->message, ==, other_decision);
  g_clear_error (&error);
  /* Nobody to decide: the first side is named rather than none. */
  state->pending.side = -1;
  bh_rules_refuse (&error, data, state, &kind, FALSE, "nothing");
  nobody = g_strdup_printf ("“march” is not possible now: %s must decide nothing (rule 6.5)",
                            bh_game_data_get_side (data, 0)->short_name);
  g_assert_cmpstr (error->message, ==, nobody);
  g_clear_error (&error);
  /* The kind is listed: the arguments are what is wrong. */
  bh_rules_refuse (&error, data, state, &kind, TRUE, "ignored");
  g_assert_error (error, BH_ERROR, BH_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "“march” with these arguments is not allowed by rule 6.5");
}

static void
test_check_listed (void)
{
  g_autoptr(BhGameData) data = ohio_data ();
  g_autoptr(BhState) state = bh_state_new (0, 0, 0);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  const BhActionKind kind = { "move", "6.0", 1, { BH_ARG_LOCATION } };
  BhAction here = { .kind = 1, .n_args = 1, .args = { 3 } };
  BhAction there = { .kind = 1, .n_args = 1, .args = { 4 } };
  BhAction pass = { .kind = 0 };
  g_autoptr(GError) error = NULL;

  g_array_append_val (legal, here);
  g_assert_true (bh_rules_check_listed (legal, data, state, &here, &kind, "anything", &error));
  g_assert_no_error (error);
  g_assert_false (bh_rules_check_listed (legal, data, state, &there, &kind, "anything", &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_ILLEGAL);
  g_assert_cmpstr (error->message, ==, "“move” with these arguments is not allowed by rule 6.0");
  g_clear_error (&error);
  g_array_set_size (legal, 0);
  g_array_append_val (legal, pass);
  state->pending.side = 0;
  g_assert_false (bh_rules_check_listed (legal, data, state, &there, &kind, "a pass", &error));
  g_assert_nonnull (strstr (error->message, "must decide a pass"));
  g_assert_null (strstr (error->message, "(rule 6.0)"));
}

static void
test_invariant_fail (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (bh_rules_invariant_fail (&error, "%d pieces on %s (%s)", 3, "Fort Washington", "2.5.2"));
  g_assert_error (error, BH_ERROR, BH_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "3 pieces on Fort Washington (2.5.2)");
  /* A message with a per cent sign in its argument is kept as it is. */
  g_clear_error (&error);
  g_assert_false (bh_rules_invariant_fail (&error, "%s", "100% lost"));
  g_assert_cmpstr (error->message, ==, "100% lost");
}

static void note (GString *notes, const char *rule, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
note (GString *notes, const char *rule, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  bh_notes_append_valist (notes, rule, format, args);
  va_end (args);
}

static void
test_notes (void)
{
  g_autoptr(GString) notes = g_string_new (NULL);
  g_autoptr(GString) account = NULL;
  g_autoptr(GString) bare = NULL;

  /* Notes off: nothing happens. */
  note (NULL, "5.0", "rolled %d", 4);
  note (notes, "14.4", "rolled %d", 4);
  g_assert_cmpstr (notes->str, ==, "rolled 4 (14.4)");
  note (notes, NULL, "no rule");
  g_assert_cmpstr (notes->str, ==, "rolled 4 (14.4)\nno rule");

  account = bh_narration_new ("Attack", notes);
  g_assert_cmpstr (account->str, ==, "Attack\nrolled 4 (14.4)\nno rule");
  g_string_truncate (notes, 0);
  bare = bh_narration_new ("Pass", notes);
  g_assert_cmpstr (bare->str, ==, "Pass");
}

static void
test_result (void)
{
  g_autoptr(BhGameData) data = ohio_data ();
  g_autoptr(BhState) before = bh_state_new (0, 0, 0);
  g_autoptr(BhState) after = bh_state_new (0, 0, 0);
  g_autoptr(GString) out = g_string_new ("x");
  g_autofree char *wins = g_strdup_printf ("x\nWinner: %s", bh_game_data_get_side (data, 1)->name);
  g_autofree char *over = NULL, *drawn = NULL, *ongoing = NULL;
  g_autofree char *game_over_wins = g_strdup_printf ("game over, winner: %s", bh_game_data_get_side (data, 1)->name);

  /* Still going: nothing. */
  bh_narration_append_result (out, data, before, after);
  g_assert_cmpstr (out->str, ==, "x");
  /* This action won it. */
  after->result = BH_RESULT_WIN;
  after->winner = 1;
  bh_narration_append_result (out, data, before, after);
  g_assert_cmpstr (out->str, ==, wins);
  /* Over before the action already: said once, not again. */
  before->result = BH_RESULT_WIN;
  g_string_assign (out, "x");
  bh_narration_append_result (out, data, before, after);
  g_assert_cmpstr (out->str, ==, "x");
  /* A draw, or a win with no winner, is a draw. */
  before->result = BH_RESULT_ONGOING;
  after->result = BH_RESULT_DRAW;
  bh_narration_append_result (out, data, before, after);
  g_assert_cmpstr (out->str, ==, "x\nThe game is drawn");
  after->result = BH_RESULT_WIN;
  after->winner = BH_NONE;
  g_string_assign (out, "x");
  bh_narration_append_result (out, data, before, after);
  g_assert_cmpstr (out->str, ==, "x\nThe game is drawn");
  after->result = BH_RESULT_DRAW;
  after->winner = 1;

  ongoing = bh_rules_describe_game_over (data, before);
  g_assert_null (ongoing);
  drawn = bh_rules_describe_game_over (data, after);
  g_assert_cmpstr (drawn, ==, "game over: a draw");
  after->result = BH_RESULT_WIN;
  over = bh_rules_describe_game_over (data, after);
  g_assert_cmpstr (over, ==, game_over_wins);
}

/* "?" on both sides of each range, the data's name just inside it. */
static void
test_names (void)
{
  g_autoptr(BhGameData) data = ohio_data ();
  int n_pieces = bh_game_data_get_n_pieces (data);
  int n_locations = bh_game_data_get_n_locations (data);
  int n_sides = bh_game_data_get_n_sides (data);
  BhGameData *d = data;

  g_assert_cmpstr (bh_narration_piece_name (d, -1), ==, "?");
  g_assert_cmpstr (bh_narration_piece_name (d, n_pieces), ==, "?");
  g_assert_cmpstr (bh_narration_piece_name (d, n_pieces - 1), ==,
                   bh_game_data_get_unit_type (d, bh_game_data_get_piece_type (d, n_pieces - 1))->name);
  g_assert_cmpstr (bh_narration_piece_name (d, 0), ==,
                   bh_game_data_get_unit_type (d, bh_game_data_get_piece_type (d, 0))->name);
  g_assert_cmpstr (bh_narration_location (d, -1), ==, "?");
  g_assert_cmpstr (bh_narration_location (d, n_locations), ==, "?");
  g_assert_cmpstr (bh_narration_location (d, n_locations - 1), ==, bh_game_data_get_location_name (d, n_locations - 1));
  g_assert_cmpstr (bh_narration_location (d, 0), ==, bh_game_data_get_location_name (d, 0));
  g_assert_cmpint (n_sides, ==, 2);
  g_assert_cmpstr (bh_narration_side (d, -1), ==, "?");
  g_assert_cmpstr (bh_narration_side (d, 2), ==, "?");
  g_assert_cmpstr (bh_narration_side (d, 0), ==, bh_game_data_get_side (d, 0)->short_name);
  g_assert_cmpstr (bh_narration_side (d, 1), ==, bh_game_data_get_side (d, 1)->short_name);
}

/* A phrase only one side may read (a card held face down): its side reads
 * the secret, every other seat the public text, BH_NONE (the game over)
 * the secret; text around it and several phrases in one line are kept. */
static void
test_secret (void)
{
  g_autofree char *card = bh_narration_secret (1, "Fort Mississauga", "a card");
  g_autofree char *other = bh_narration_secret (0, "Heavy Rains", "another card");
  g_autofree char *line = g_strdup_printf ("Hold %s back (7.34)\nthen %s; done", card, other);
  static const struct { int seat; const char *text; } reads[] = {
    { 0, "Hold a card back (7.34)\nthen Heavy Rains; done" },
    { 1, "Hold Fort Mississauga back (7.34)\nthen another card; done" },
    { 2, "Hold a card back (7.34)\nthen another card; done" },
    { BH_NONE, "Hold Fort Mississauga back (7.34)\nthen Heavy Rains; done" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (reads); i++)
    {
      g_autofree char *read = bh_narration_for_seat (line, reads[i].seat);

      g_assert_cmpstr (read, ==, reads[i].text);
    }
  /* Text with no secret reads the same for everyone. */
  {
    g_autofree char *plain = bh_narration_for_seat ("US plays Heavy Rains (8.31)", 0);

    g_assert_cmpstr (plain, ==, "US plays Heavy Rains (8.31)");
  }
  /* A broken mark shows nothing of what follows it, never its bytes. */
  {
    g_autofree char *cut = g_strndup (card, strlen (card) - 3);
    g_autofree char *read = bh_narration_for_seat (cut, 0);

    g_assert_cmpstr (read, ==, "");
  }
}

int
main (int argc, char **argv)
{
  int status;

  bh_test_init (&argc, &argv);
  library = bh_test_library ();
  g_test_add_func ("/engine/rules-words/action-listed", test_action_listed);
  g_test_add_func ("/engine/rules-words/refuse", test_refuse);
  g_test_add_func ("/engine/rules-words/check-listed", test_check_listed);
  g_test_add_func ("/engine/rules-words/invariant-fail", test_invariant_fail);
  g_test_add_func ("/engine/rules-words/notes", test_notes);
  g_test_add_func ("/engine/rules-words/result", test_result);
  g_test_add_func ("/engine/rules-words/names", test_names);
  g_test_add_func ("/engine/rules-words/secret", test_secret);
  status = g_test_run ();
  g_object_unref (library);
  return status;
}
