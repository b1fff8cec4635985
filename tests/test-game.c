/* test-game.c — playing, saving, loading, replaying and undoing a game of
 * the test game (rules T1–T6 in tests/tiny/bh-tiny-rules.c). */
#include "config.h"

#include "bh-test-util.h"
#include "bh-tiny-rules.h"

#include <glib/gstdio.h>

static BhLibrary *library;

static BhGame *
new_game (guint64 seed)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(GError) error = NULL;
  BhGame *game = bh_game_new (data, "ford", seed, FALSE, &error);

  g_assert_no_error (error);
  return game;
}

static void
perform (BhGame *game, const char *text)
{
  g_autoptr(GError) error = NULL;

  bh_game_perform_text (game, text, &error);
  g_assert_no_error (error);
}

static void
test_illegal_action_refused (void)
{
  g_autoptr(BhGame) game = new_game (1);
  g_autoptr(BhState) before = bh_state_copy (bh_game_get_state (game));
  g_autoptr(GError) error = NULL;

  /* T2: red-camp is not connected to the hill. */
  g_assert_false (bh_game_perform_text (game, "move red-band.1 hill", &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "T2"));
  g_clear_error (&error);
  /* Blue's piece on Red's turn. */
  g_assert_false (bh_game_perform_text (game, "move blue-company.1 hill", &error));
  g_clear_error (&error);
  g_assert_false (bh_game_perform_text (game, "fly red-band.1", &error));
  g_assert_nonnull (strstr (error->message, "unknown action"));
  g_clear_error (&error);
  g_assert_false (bh_game_perform_text (game, "move red-band.1", &error));
  g_clear_error (&error);
  g_assert_true (bh_state_equal (before, bh_game_get_state (game)));
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, 0);
}

static void
test_save_load_replay (void)
{
  g_autoptr(BhGame) game = new_game (99);
  g_autoptr(BhGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = bh_test_make_tmp ("blockhouse-save-XXXXXX");
  g_autofree char *path = g_build_filename (dir, "game.blockhouse", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GArray) actions = NULL;
  GRand *rand = g_rand_new_with_seed (5);

  /* Forty random legal actions, dice included. */
  for (int i = 0; i < 40 && bh_game_get_state (game)->result == BH_RESULT_ONGOING; i++)
    {
      g_clear_pointer (&actions, g_array_unref);
      actions = bh_game_list_actions (game);
      g_assert_cmpuint (actions->len, >, 0);
      g_assert_true (bh_game_perform (game, &g_array_index (actions, BhAction, g_rand_int_range (rand, 0, actions->len)), NULL));
    }
  g_rand_free (rand);
  g_assert_true (bh_game_save (game, file, &error));
  g_assert_no_error (error);

  loaded = bh_library_open_save (library, file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (bh_game_get_n_log_entries (loaded), ==, bh_game_get_n_log_entries (game));
  g_assert_true (bh_state_equal (bh_game_get_state (loaded), bh_game_get_state (game)));
  for (guint i = 0; i < bh_game_get_n_log_entries (game); i++)
    g_assert_cmpstr (bh_game_get_log_entry (loaded, i)->text, ==, bh_game_get_log_entry (game, i)->text);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_undo_limits (void)
{
  g_autoptr(BhGame) game = new_game (4);
  g_autoptr(BhState) start = bh_state_copy (bh_game_get_state (game));
  g_autoptr(BhState) after_move = NULL;

  g_assert_false (bh_game_can_undo (game));
  g_assert_false (bh_game_undo (game));

  /* A move by the side still to decide can be taken back... */
  perform (game, "move red-band.1 ford");
  after_move = bh_state_copy (bh_game_get_state (game));
  g_assert_true (bh_game_can_undo (game));
  g_assert_true (bh_game_undo (game));
  g_assert_true (bh_state_equal (start, bh_game_get_state (game)));
  /* ...and redone. */
  g_assert_true (bh_game_can_redo (game));
  g_assert_true (bh_game_redo (game));
  g_assert_true (bh_state_equal (after_move, bh_game_get_state (game)));
  g_assert_false (bh_game_can_redo (game));

  /* Two moves undo one at a time. */
  perform (game, "move red-band.2 north-wood");
  g_assert_true (bh_game_undo (game));
  g_assert_true (bh_state_equal (after_move, bh_game_get_state (game)));
  perform (game, "move red-band.2 north-wood");

  /* A draw from the hidden cup reveals information: no undo past it (T4). */
  perform (game, "draw");
  g_assert_true (bh_game_get_log_entry (game, bh_game_get_n_log_entries (game) - 1)->revealed);
  g_assert_false (bh_game_can_undo (game));

  /* Passing hands the decision to Blue: Red cannot take it back. */
  perform (game, "pass");
  g_assert_false (bh_game_can_undo (game));

  /* Blue walks into the ford and fights: the dice stop undo (T3). */
  perform (game, "move blue-company.1 hill");
  perform (game, "pass");
  perform (game, "pass");
  perform (game, "move blue-company.1 ford");
  g_assert_true (bh_game_can_undo (game));
  perform (game, "fight ford");
  g_assert_cmpuint (bh_game_get_log_entry (game, bh_game_get_n_log_entries (game) - 1)->n_rolls, >=, 1);
  g_assert_false (bh_game_can_undo (game));
  g_assert_false (bh_game_undo (game));
}

/* Against the computer, undo goes back over the other side's replies to
 * the player's own last decision, but never past dice or a reveal. */
static void
test_undo_for_side (void)
{
  g_autoptr(BhGame) game = new_game (4);
  g_autoptr(BhState) before = NULL;
  g_autoptr(BhState) after = NULL;

  g_assert_false (bh_game_can_undo_for_side (game, 0));
  perform (game, "move red-band.1 north-wood");
  before = bh_state_copy (bh_game_get_state (game));
  perform (game, "pass");
  /* Blue (the computer) replies without dice. */
  perform (game, "move blue-company.1 hill");
  perform (game, "pass");
  after = bh_state_copy (bh_game_get_state (game));
  g_assert_false (bh_game_can_undo (game));
  g_assert_true (bh_game_can_undo_for_side (game, 0));
  g_assert_true (bh_game_undo_for_side (game, 0));
  g_assert_true (bh_state_equal (before, bh_game_get_state (game)));
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, 1);
  g_assert_cmpint (bh_game_get_state (game)->pending.side, ==, 0);
  /* Once more: back to the start. */
  g_assert_true (bh_game_undo_for_side (game, 0));
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, 0);
  g_assert_false (bh_game_can_undo_for_side (game, 0));
  /* Redo replays everything in order. */
  while (bh_game_can_redo (game))
    g_assert_true (bh_game_redo (game));
  g_assert_true (bh_state_equal (after, bh_game_get_state (game)));

  /* A hidden draw by the computer stops it. */
  perform (game, "pass");
  perform (game, "draw");
  perform (game, "pass");
  g_assert_false (bh_game_can_undo_for_side (game, 0));
  g_assert_false (bh_game_undo_for_side (game, 0));
  g_assert_false (bh_game_undo_for_side (game, BH_NONE));
}

static void
test_new_action_clears_redo (void)
{
  g_autoptr(BhGame) game = new_game (4);

  perform (game, "move red-band.1 ford");
  g_assert_true (bh_game_undo (game));
  perform (game, "move red-band.1 north-wood");
  g_assert_false (bh_game_can_redo (game));
}

static BhGame *
open_text (const char *xml, GError **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (xml, strlen (xml));

  return bh_library_open_save_from_bytes (library, "test.blockhouse", bytes, error);
}

static char *
save_of (BhGame *game)
{
  return bh_game_to_xml (game, NULL);
}

static void
expect_bad_save (const char *xml, int code, const char *fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = open_text (xml, &error);

  g_assert_null (game);
  g_assert_error (error, BH_ERROR, code);
  if (g_test_verbose ())
    g_printerr ("%s\n", error->message);
  g_assert_nonnull (strstr (error->message, "test.blockhouse"));
  g_assert_nonnull (strstr (error->message, fragment));
}

static char *
replace (const char *text, const char *find, const char *with)
{
  g_auto(GStrv) parts = g_strsplit (text, find, 2);

  g_assert_nonnull (parts[1]);
  return g_strconcat (parts[0], with, parts[1], NULL);
}

static void
test_corrupt_saves (void)
{
  g_autoptr(BhGame) game = new_game (12);
  g_autofree char *good = NULL;

  perform (game, "move red-band.1 ford");
  perform (game, "pass");
  good = save_of (game);

  {
    g_autoptr(GError) error = NULL;
    g_autoptr(BhGame) ok = open_text (good, &error);

    g_assert_no_error (error);
    g_assert_true (bh_state_equal (bh_game_get_state (ok), bh_game_get_state (game)));
  }
  {
    g_autofree char *truncated = g_strndup (good, strlen (good) / 2);
    expect_bad_save (truncated, BH_ERROR_PARSE, "test.blockhouse:");
  }
  {
    g_autofree char *bad = replace (good, "format=\"1\"", "format=\"7\"");
    expect_bad_save (bad, BH_ERROR_SCHEMA, "save.rng");
  }
  {
    g_autofree char *bad = replace (good, "game=\"tiny\"", "game=\"chess\"");
    expect_bad_save (bad, BH_ERROR_NOT_FOUND, "no game “chess”");
  }
  {
    g_autofree char *bad = replace (good, "scenario=\"ford\"", "scenario=\"bridge\"");
    expect_bad_save (bad, BH_ERROR_NOT_FOUND, "bridge");
  }
  {
    g_autofree char *digest = g_strnfill (64, 'a');
    g_autofree char *with = g_strdup_printf ("data-digest=\"%s\"", digest);
    g_autofree char *old = g_strdup_printf ("data-digest=\"%s\"", bh_game_data_get_digest (bh_game_get_data (game)));
    g_autofree char *bad = replace (good, old, with);
    expect_bad_save (bad, BH_ERROR_MISMATCH, "other data");
  }
  {
    g_autofree char *bad = replace (good, "<action>pass</action>", "<action>move red-band.2 hill</action>");
    expect_bad_save (bad, BH_ERROR_MISMATCH, "action 2 “move red-band.2 hill” cannot be replayed");
  }
  {
    g_autofree char *bad = replace (good, "<action>pass</action>", "<action>move ghost.1 hill</action>");
    expect_bad_save (bad, BH_ERROR_MISMATCH, "unknown piece “ghost.1”");
  }
}

static void
test_save_for_other_data (void)
{
  g_autofree char *dir = bh_test_copy_tiny ();
  g_autofree char *games_dir = g_path_get_dirname (dir);
  g_autofree char *data_path = bh_test_source_path ("data", NULL);
  g_autoptr(GFile) data_dir = g_file_new_for_path (data_path);
  g_autoptr(GFile) games = g_file_new_for_path (games_dir);
  g_autoptr(BhLibrary) changed = bh_library_new (data_dir);
  g_autoptr(BhGame) game = new_game (3);
  g_autofree char *xml = save_of (game);
  g_autoptr(GBytes) bytes = g_bytes_new (xml, strlen (xml));
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) loaded = NULL;

  /* The same game id, but a different map. */
  bh_test_edit_file (dir, "board.xml", "<name>Hill</name>", "<name>Hillock</name>");
  bh_library_add_games_dir (changed, games);
  loaded = bh_library_open_save_from_bytes (changed, "other.blockhouse", bytes, &error);
  g_assert_null (loaded);
  g_assert_error (error, BH_ERROR, BH_ERROR_MISMATCH);
  bh_test_remove_tree (dir);
  g_rmdir (games_dir);
}

static void
test_views_hide_the_cup (void)
{
  g_autoptr(BhGame) game = new_game (5);
  BhGameData *data = bh_game_get_data (game);
  int reserve = bh_game_data_find_location (data, "reserve");
  int pile = bh_game_data_find_location (data, "orders-pile");
  int hand = bh_game_data_find_location (data, "red-hand");

  for (int side = 0; side < 2; side++)
    {
      g_autoptr(BhState) view = bh_rules_dup_view (bh_game_get_rules (game), bh_game_get_state (game), side);
      const BhPieceState *pieces = bh_state_const_pieces (view);
      guint hidden = 0;

      for (guint i = 0; i < view->n_pieces; i++)
        {
          /* Cups and draw piles hide from everyone, a hand from the other side. */
          gboolean secret = pieces[i].location == reserve || pieces[i].location == pile ||
                            (pieces[i].location == hand && side != 0);

          g_assert_cmpint (!!(pieces[i].flags & BH_PIECE_HIDDEN), ==, secret);
          hidden += secret;
        }
      g_assert_cmpuint (hidden, ==, side == 0 ? 2 + 2 : 2 + 2 + 1);
      /* Nobody may predict the next draw from a view. */
      g_assert_cmpuint (view->rng[0] | view->rng[1] | view->rng[2] | view->rng[3], ==, 0);
    }
}

/* A hook that gives every piece a class of its own: nothing may be dealt
 * anywhere but where it lies. */
static guint
class_of_its_own (BhRules *rules, int piece)
{
  return (guint) piece;
}

/* Blue's view of a red band in Red's hand and another in the reserve cup,
 * dealt out again under `seed`: is the band from the hand still there? */
static gboolean
hand_band_stays (BhRules *rules, const BhState *state, int band, guint64 seed)
{
  g_autoptr(BhState) view = bh_rules_dup_view (rules, state, 1);
  g_autoptr(BhState) dealt = bh_state_copy (view);

  bh_rules_determinize (rules, view, 1, seed, dealt);
  return bh_state_const_pieces (dealt)[band].location == bh_state_const_pieces (state)[band].location;
}

/* The rules' hidden_class hook decides which hidden pieces may be dealt in
 * one another's place: by default any red band anywhere red bands hide
 * (same kind and side); with a class per piece, none moves. */
static void
test_views_hidden_class_hook (void)
{
  g_autoptr(BhGame) game = new_game (5);
  BhGameData *data = bh_game_get_data (game);
  BhRules *rules = bh_game_get_rules (game);
  BhRulesInterface *iface = g_type_interface_peek (G_OBJECT_GET_CLASS (rules), BH_TYPE_RULES);
  g_autoptr(BhState) state = bh_state_copy (bh_game_get_state (game));
  int hand = bh_game_data_find_location (data, "red-hand");
  int camp = bh_game_data_find_location (data, "red-camp");
  int band = -1;
  guint moved_by_default = 0;

  /* A red band from Red's camp into Red's hand: with the one in the cup,
   * red bands hide from Blue in two places. */
  for (guint p = 0; p < state->n_pieces && band < 0; p++)
    if (bh_state_const_pieces (state)[p].location == camp &&
        bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, p))->side == 0)
      band = p;
  g_assert_cmpint (band, >=, 0);
  bh_state_move_piece (state, band, hand);
  g_assert_false (bh_rules_piece_visible (rules, state, band, 1));
  g_assert_cmpuint (bh_rules_hidden_class (rules, band), ==, bh_rules_default_hidden_class (rules, band));

  for (guint64 seed = 0; seed < 32; seed++)
    moved_by_default += !hand_band_stays (rules, state, band, seed);
  g_assert_cmpuint (moved_by_default, >, 0);

  g_assert_null (iface->hidden_class);
  iface->hidden_class = class_of_its_own;
  g_assert_cmpuint (bh_rules_hidden_class (rules, band), ==, (guint) band);
  for (guint64 seed = 0; seed < 32; seed++)
    g_assert_true (hand_band_stays (rules, state, band, seed));
  iface->hidden_class = NULL;
}

static void
test_log_narrates (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(BhGame) game = bh_game_new (data, "ford", 1, TRUE, NULL);
  const BhLogEntry *entry;

  perform (game, "move red-band.1 hill");
  entry = bh_game_get_log_entry (game, 0);
  g_assert_cmpstr (entry->narration, ==, "Move Red band to Hill");
  perform (game, "roll d6");
  entry = bh_game_get_log_entry (game, 1);
  g_assert_true (g_str_has_prefix (entry->narration, "Roll Die: rolled "));
  g_assert_cmpint (entry->narration[strlen ("Roll Die: rolled ")] - '0', ==, entry->rolls[0]);
  /* Rules without their own wording get the verb and the argument names. */
  {
    g_autoptr(BhGame) ruled = new_game (1);

    perform (ruled, "move red-band.1 ford");
    g_assert_cmpstr (bh_game_get_log_entry (ruled, 0)->narration, ==, "Move Red band, The Ford");
  }
}

static void
test_options_travel_with_saves (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) plain = bh_game_new (data, "ford", 1, FALSE, &error);
  g_autoptr(BhGame) game = NULL;
  g_autoptr(BhGame) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *xml = NULL;
  int option = bh_scenario_find_option (bh_game_get_scenario (plain), "long-day");

  g_assert_cmpint (option, ==, 0);
  g_assert_false (bh_state_option (bh_game_get_state (plain), option));   /* the default */
  g_hash_table_insert (options, "long-day", GINT_TO_POINTER (TRUE));
  game = bh_game_new_with_options (data, "ford", 1, FALSE, options, &error);
  g_assert_no_error (error);
  g_assert_true (bh_state_option (bh_game_get_state (game), option));
  xml = bh_game_to_xml (game, NULL);
  g_assert_nonnull (strstr (xml, "<option id=\"long-day\" value=\"true\"/>"));
  bytes = g_bytes_new (xml, strlen (xml));
  loaded = bh_library_open_save_from_bytes (library, "options.blockhouse", bytes, &error);
  g_assert_no_error (error);
  g_assert_true (bh_state_option (bh_game_get_state (loaded), option));

  g_hash_table_insert (options, "no-such-option", GINT_TO_POINTER (TRUE));
  g_assert_null (bh_game_new_with_options (data, "ford", 1, FALSE, options, &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_NOT_FOUND);
}

static void
on_changed (BhGame *game, guint *count)
{
  (*count)++;
}

static void
test_changed_signal (void)
{
  g_autoptr(BhGame) game = new_game (5);
  guint count = 0;

  g_signal_connect (game, "changed", G_CALLBACK (on_changed), &count);
  perform (game, "move red-band.1 ford");
  bh_game_undo (game);
  bh_game_redo (game);
  g_assert_false (bh_game_perform_text (game, "move red-band.1 hill", NULL));
  g_assert_cmpuint (count, ==, 3);
}

static void
test_free_play (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_game_new (data, "ford", 1, TRUE, &error);
  const BhState *state;
  int hill = bh_game_data_find_location (data, "hill");

  g_assert_no_error (error);
  /* Anything goes: across the map, flips, track values, dice. */
  perform (game, "move red-band.1 hill");
  perform (game, "flip red-band.1");
  perform (game, "set vp-blue 7");
  perform (game, "roll d6");
  perform (game, "end-turn");
  state = bh_game_get_state (game);
  g_assert_cmpint (bh_state_const_pieces (state)[bh_game_data_find_piece (data, "red-band.1")].location, ==, hill);
  g_assert_cmpint (bh_state_const_pieces (state)[bh_game_data_find_piece (data, "red-band.1")].face, ==, 1);
  g_assert_cmpint (bh_state_const_markers (state)[bh_game_data_find_marker (data, "vp-blue")], ==, 7);
  g_assert_cmpint (state->pending.side, ==, 1);
  g_assert_false (bh_game_perform_text (game, "set vp-blue 11", &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_ILLEGAL);
}

/* Free play: a whole stack moves as one action, in its order, and one
 * undo brings it back; a space with one piece or none has no stack move
 * listed, and an empty space cannot be moved from. */
static void
test_free_play_stack (void)
{
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_game_new (data, "ford", 1, TRUE, &error);
  int camp = bh_game_data_find_location (data, "red-camp");
  int hill = bh_game_data_find_location (data, "hill");
  g_autoptr(GArray) before = g_array_new (FALSE, FALSE, sizeof (int));
  const BhPieceState *pieces;
  g_autoptr(GArray) actions = NULL;
  gboolean listed_from_camp = FALSE, listed_from_hill = FALSE;

  g_assert_no_error (error);
  g_assert_cmpuint (bh_state_count_at (bh_game_get_state (game), camp), ==, 3);
  actions = bh_game_list_actions (game);
  for (guint a = 0; a < actions->len; a++)
    {
      g_autofree char *text = bh_rules_format_action (bh_game_get_rules (game), &g_array_index (actions, BhAction, a));

      listed_from_camp |= g_str_has_prefix (text, "move-stack red-camp ");
      listed_from_hill |= g_str_has_prefix (text, "move-stack hill ");
    }
  g_assert_true (listed_from_camp);
  g_assert_false (listed_from_hill);
  /* The stack's order, bottom first. */
  pieces = bh_state_const_pieces (bh_game_get_state (game));
  for (guint p = 0; p < bh_game_get_state (game)->n_pieces; p++)
    if (pieces[p].location == (guint) camp)
      {
        guint k = 0;
        int piece = p;

        while (k < before->len && pieces[g_array_index (before, int, k)].order < pieces[p].order)
          k++;
        g_array_insert_val (before, k, piece);
      }

  perform (game, "move-stack red-camp hill");
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, 1);
  g_assert_cmpuint (bh_state_count_at (bh_game_get_state (game), camp), ==, 0);
  g_assert_cmpuint (bh_state_count_at (bh_game_get_state (game), hill), ==, 3);
  pieces = bh_state_const_pieces (bh_game_get_state (game));
  for (guint k = 1; k < before->len; k++)
    g_assert_cmpuint (pieces[g_array_index (before, int, k - 1)].order, <, pieces[g_array_index (before, int, k)].order);
  g_assert_true (bh_game_undo (game));
  g_assert_cmpuint (bh_state_count_at (bh_game_get_state (game), camp), ==, 3);
  g_assert_false (bh_game_perform_text (game, "move-stack hill red-camp", &error));
  g_assert_error (error, BH_ERROR, BH_ERROR_ILLEGAL);
}

/* Rules registered as partly enforced still play; a later whole
 * registration clears the mark. */
static void
test_partial_registration (void)
{
  bh_rules_register_partial ("tiny-partial", BH_TYPE_TINY_RULES);
  g_assert_true (bh_rules_exist_for ("tiny-partial"));
  g_assert_true (bh_rules_are_partial ("tiny-partial"));
  g_assert_false (bh_rules_are_partial ("tiny"));
  g_assert_false (bh_rules_are_partial ("no-such-game"));
  bh_rules_register ("tiny-partial", BH_TYPE_TINY_RULES);
  g_assert_true (bh_rules_exist_for ("tiny-partial"));
  g_assert_false (bh_rules_are_partial ("tiny-partial"));
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
  library = bh_test_library ();
  g_test_add_func ("/engine/game/illegal-action-refused", test_illegal_action_refused);
  g_test_add_func ("/engine/game/save-load-replay", test_save_load_replay);
  g_test_add_func ("/engine/game/undo-limits", test_undo_limits);
  g_test_add_func ("/engine/game/new-action-clears-redo", test_new_action_clears_redo);
  g_test_add_func ("/engine/game/undo-for-side", test_undo_for_side);
  g_test_add_func ("/engine/game/corrupt-saves", test_corrupt_saves);
  g_test_add_func ("/engine/game/save-for-other-data", test_save_for_other_data);
  g_test_add_func ("/engine/game/views-hide-the-cup", test_views_hide_the_cup);
  g_test_add_func ("/engine/game/views-hidden-class-hook", test_views_hidden_class_hook);
  g_test_add_func ("/engine/game/changed-signal", test_changed_signal);
  g_test_add_func ("/engine/game/free-play", test_free_play);
  g_test_add_func ("/engine/game/free-play/stack", test_free_play_stack);
  g_test_add_func ("/engine/game/options-travel-with-saves", test_options_travel_with_saves);
  g_test_add_func ("/engine/game/log-narrates", test_log_narrates);
  g_test_add_func ("/engine/game/partial-registration", test_partial_registration);
  status = g_test_run ();
  g_object_unref (library);
  return status;
}
