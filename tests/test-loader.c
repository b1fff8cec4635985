/* test-loader.c — loading game data: the test game loads whole, and every
 * kind of bad file gives one error naming file, line and problem. */
#include "config.h"

#include "bh-test-util.h"

#include <glib/gstdio.h>

static void
test_tiny_loads (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", &error);
  const BhSpace *ford;
  const BhUnitType *band;

  g_assert_no_error (error);
  g_assert_cmpstr (bh_game_data_get_id (data), ==, "tiny");
  g_assert_cmpuint (bh_game_data_get_n_sides (data), ==, 2);
  g_assert_cmpuint (bh_game_data_get_n_spaces (data), ==, 6);
  g_assert_cmpuint (bh_game_data_get_n_connections (data), ==, 7);
  g_assert_cmpuint (bh_game_data_get_n_boxes (data), ==, 4);
  g_assert_cmpuint (bh_game_data_get_n_markers (data), ==, 3);
  g_assert_cmpuint (bh_game_data_get_n_pieces (data), ==, 8 + 3);   /* units, then cards */
  g_assert_cmpuint (bh_game_data_get_n_locations (data), ==, 10);
  g_assert_cmpint (bh_props_lookup_int (bh_game_data_get_connection_kind (data, 1)->props, "max-strength", 0), ==, 4);
  g_assert_cmpint (strlen (bh_game_data_get_digest (data)), ==, 64);

  ford = bh_game_data_get_space (data, bh_game_data_find_space (data, "ford"));
  g_assert_cmpstr (ford->name, ==, "The Ford");
  g_assert_true (bh_game_data_get_space_kind (data, ford->kind)->water);
  g_assert_cmpint (bh_props_lookup_int (ford->props, "vp", 0), ==, 1);
  g_assert_cmpuint (ford->connections->len, ==, 4);
  /* Projection: the ford sits on the projection's centre line of latitude. */
  g_assert_cmpfloat_with_epsilon (ford->y, 0.0, 1e-9);

  band = bh_game_data_get_unit_type (data, bh_game_data_find_unit_type (data, "red-band"));
  g_assert_cmpint (band->side, ==, bh_game_data_find_side (data, "red"));
  g_assert_cmpstr (band->colour, ==, "#a33a2a");   /* the side's colour */
  g_assert_cmpint (bh_face_get_value (g_ptr_array_index (band->faces, 1), "strength", 0), ==, 1);
  g_assert_true (bh_provenance_is_reconstructed (&band->prov));
}

static void
test_decks_and_cards (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);
  const BhDeck *deck = bh_game_data_get_deck (data, 0);
  const BhCard *march = g_ptr_array_index (deck->cards, 0);
  const BhUnitType *type = bh_game_data_get_unit_type (data, march->unit_type);
  g_autoptr(BhState) state = bh_state_new_for_scenario (data, bh_game_data_get_scenario (data, 0), 1, 0, NULL);

  g_assert_cmpstr (deck->id, ==, "orders");
  g_assert_cmpuint (deck->cards->len, ==, 2);
  g_assert_cmpstr (march->title, ==, "Forced March");
  g_assert_cmpint (type->kind, ==, BH_UNIT_CARD);
  g_assert_cmpint (type->count, ==, 2);
  g_assert_cmpint (type->deck, ==, 0);
  g_assert_true (bh_provenance_is_reconstructed (&((BhValue *) g_ptr_array_index (march->values, 0))->prov));
  /* A card a scenario places stays where it is put; the rest are dealt. */
  g_assert_cmpuint (bh_state_count_at (state, bh_game_data_find_location (data, "red-hand")), ==, 1);
  g_assert_cmpuint (bh_state_count_at (state, bh_game_data_find_location (data, "orders-pile")), ==, 2);
  g_assert_cmpint (bh_state_const_pieces (state)[bh_game_data_find_piece (data, "order-rally")].location, ==,
                   bh_game_data_find_location (data, "red-hand"));
}

static void
test_ids_round_trip (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "tiny", NULL);

  for (guint i = 0; i < bh_game_data_get_n_pieces (data); i++)
    {
      g_autofree char *id = bh_game_data_dup_piece_id (data, i);

      g_assert_cmpint (bh_game_data_find_piece (data, id), ==, (int) i);
    }
  for (guint i = 0; i < bh_game_data_get_n_locations (data); i++)
    {
      g_autofree char *id = bh_game_data_dup_location_id (data, i);

      g_assert_cmpint (bh_game_data_find_location (data, id), ==, (int) i);
    }
  g_assert_cmpint (bh_game_data_find_piece (data, "red-band.5"), ==, BH_NONE);
  g_assert_cmpint (bh_game_data_find_piece (data, "red-band.0"), ==, BH_NONE);
  g_assert_cmpint (bh_game_data_find_piece (data, "red-band.x"), ==, BH_NONE);
  g_assert_cmpint (bh_game_data_find_location (data, "nowhere"), ==, BH_NONE);
}

/* One mutation of the good test game, and what its error must say. */
typedef struct {
  const char *name;
  const char *file;
  const char *find;
  const char *replace;
  int code;
  const char *expect;     /* a fragment of the message */
} BadCase;

static const BadCase bad_cases[] = {
  { "truncated", "board.xml", "  <connections>", "", BH_ERROR_PARSE, "board.xml:" },
  { "not-xml", "game.xml", "<?xml", "this is not <xml", BH_ERROR_PARSE, "game.xml:1" },
  { "non-utf8", "board.xml", "North Wood", "North W\xff\xfe" "od", BH_ERROR_PARSE, "board.xml:7: Input is not proper UTF-8" },
  { "wrong-element", "board.xml", "<connection from=\"hill\"", "<link from=\"hill\"", BH_ERROR_SCHEMA, "board.xml:22" },
  { "missing-source", "counters.xml", "count=\"4\" symbol=\"infantry\" source=\"reconstructed\"", "count=\"4\" symbol=\"infantry\"", BH_ERROR_SCHEMA, "counters.xml:6" },
  { "bad-colour", "game.xml", "#a33a2a", "red", BH_ERROR_SCHEMA, "game.xml:" },
  { "absurd-count", "counters.xml", "count=\"4\"", "count=\"100000\"", BH_ERROR_SCHEMA, "counters.xml:3" },
  { "absurd-latitude", "board.xml", "lat=\"40.2\" lon=\"-83.0\"", "lat=\"95\" lon=\"-83.0\"", BH_ERROR_SCHEMA, "board.xml:" },
  { "empty-source", "board.xml", "<space id=\"hill\" kind=\"ground\" terrain=\"clear\" lat=\"40.0\" lon=\"-82.6\" source=\"reconstructed\"",
    "<space id=\"hill\" kind=\"ground\" terrain=\"clear\" lat=\"40.0\" lon=\"-82.6\" source=\"\"", BH_ERROR_INVALID, "board.xml:13: a source must name a rule" },
  { "long-id", "board.xml", "<space id=\"hill\"", "<space id=\"hill-hill-hill-hill-hill-hill-hill-hill-hill-hill-hill-hill-hill-hill\"", BH_ERROR_INVALID, "is not a valid id" },
  { "bad-id", "board.xml", "<space id=\"hill\"", "<space id=\"the hill!\"", BH_ERROR_INVALID, "“the hill!” is not a valid id" },
  { "bad-outline", "board.xml", "<name>Hill</name>", "<name>Hill</name><outline>1,2 3,4 north</outline>", BH_ERROR_INVALID, "expected “lon,lat” pairs" },
  { "unknown-kind", "board.xml", "kind=\"ford\"", "kind=\"swamp\"", BH_ERROR_INVALID, "unknown space kind “swamp”" },
  { "duplicate-space", "board.xml", "<space id=\"hill\"", "<space id=\"ford\"", BH_ERROR_INVALID, "duplicate space or box id “ford”" },
  { "dangling-connection", "board.xml", "from=\"hill\" to=\"blue-camp\"", "from=\"hill\" to=\"nowhere\"", BH_ERROR_INVALID, "connection to unknown space “nowhere”" },
  { "self-connection", "board.xml", "from=\"hill\" to=\"blue-camp\"", "from=\"hill\" to=\"hill\"", BH_ERROR_INVALID, "to itself" },
  { "duplicate-connection", "board.xml", "<connection from=\"hill\" to=\"blue-camp\" kind=\"trail\" ",
    "<connection from=\"blue-camp\" to=\"hill\" kind=\"trail\" source=\"reconstructed\"/>\n"
    "<connection from=\"hill\" to=\"blue-camp\" kind=\"trail\" ",
    BH_ERROR_INVALID, "board.xml:23: a second trail connection between “hill” and “blue-camp”" },
  { "unknown-owner", "board.xml", "owner=\"red\"", "owner=\"green\"", BH_ERROR_INVALID, "unknown owner “green”" },
  { "unknown-unit", "scenarios/ford.xml", "unit=\"red-band\" count=\"3\"", "unit=\"red-giant\" count=\"3\"", BH_ERROR_INVALID, "ford.xml:10: unknown unit type “red-giant”" },
  { "unknown-location", "scenarios/ford.xml", "at=\"red-camp\"", "at=\"red-castle\"", BH_ERROR_INVALID, "unknown space, box or hex “red-castle”" },
  { "over-mix", "scenarios/ford.xml", "unit=\"red-band\" count=\"3\"", "unit=\"red-band\" count=\"4\"", BH_ERROR_INVALID, "the counter mix has 4" },
  { "unknown-face", "scenarios/ford.xml", "at=\"red-camp\"", "at=\"red-camp\" face=\"shiny\"", BH_ERROR_INVALID, "no face “shiny”" },
  { "track-out-of-range", "scenarios/ford.xml", "marker=\"vp-red\" value=\"0\"", "marker=\"vp-red\" value=\"11\"", BH_ERROR_INVALID, "outside track “vp”" },
  { "unknown-marker", "scenarios/ford.xml", "marker=\"vp-red\"", "marker=\"vp-green\"", BH_ERROR_INVALID, "unknown track marker “vp-green”" },
  { "turns-backwards", "scenarios/ford.xml", "first=\"1\" last=\"6\"", "first=\"6\" last=\"1\"", BH_ERROR_INVALID, "before it starts" },
  { "other-game", "board.xml", "<board game=\"tiny\"", "<board game=\"ohio\"", BH_ERROR_INVALID, "belongs to game “ohio”" },
  { "table-row-short", "tables.xml", "<label>Attacker</label><cell>5</cell>", "<label>Attacker</label>", BH_ERROR_SCHEMA, "tables.xml:" },
  { "missing-file", "counters.xml", "<?xml", NULL, BH_ERROR_NOT_FOUND, "counters.xml" },
  /* Issue 12, item 7: what the schemas let through and the loader must refuse. */
  { "space-off-board", "board.xml", "lat=\"40.0\" lon=\"-82.6\"", "lat=\"40.0\" lon=\"-81.0\"", BH_ERROR_INVALID, "board.xml:13: space “hill” lies outside the board's area" },
  { "turns-past-track", "scenarios/ford.xml", "first=\"1\" last=\"6\"", "first=\"1\" last=\"7\"", BH_ERROR_INVALID, "ford.xml:5: turns 1 to 7 lie outside the turn track (1 to 6)" },
  { "turns-before-track", "scenarios/ford.xml", "first=\"1\" last=\"6\"", "first=\"0\" last=\"6\"", BH_ERROR_INVALID, "ford.xml:5: turns 0 to 6 lie outside" },
  { "arrival-after-end", "scenarios/ford.xml", "unit=\"red-band\" count=\"1\" at=\"reserve\"", "unit=\"red-band\" count=\"1\" at=\"reserve\" turn=\"7\"", BH_ERROR_INVALID, "ford.xml:11: “red-band” arrives on turn 7, outside the scenario's turns 1 to 6" },
  /* A blank note, and none on the file's root either (a note there covers what it holds). */
  { "reconstructed-without-note", "tables.xml",
    "source=\"reconstructed\" note=\"Invented for the test game.\">\n  <table id=\"combat\" dice=\"1d6\" source=\"reconstructed\" note=\"Invented for the test game.\">",
    "source=\"reconstructed\">\n  <table id=\"combat\" dice=\"1d6\" source=\"reconstructed\" note=\" \">",
    BH_ERROR_INVALID, "tables.xml:3: source=\"reconstructed\" needs a note" },
  { "duplicate-column", "tables.xml", "<column key=\"hit\">Hit on</column>", "<column key=\"hit\">Hit on</column><column key=\"hit\">Hit again</column>", BH_ERROR_INVALID, "tables.xml:4: table “combat” has two columns “hit”" },
  { "duplicate-die-face", "game.xml", "<name>Die</name></die>", "<name>Die</name><face value=\"2\">Two</face><face value=\"2\">Deuce</face></die>", BH_ERROR_INVALID, "game.xml:28: die “d6” names face 2 twice" },
  { "bad-face-id", "counters.xml", "<face id=\"full\"", "<face id=\"full face\"", BH_ERROR_INVALID, "counters.xml:4: “full face” is not a valid id" },
  { "bad-value-name", "counters.xml", "<value name=\"strength\"", "<value name=\"str/ength\"", BH_ERROR_INVALID, "counters.xml:4: “str/ength” is not a valid id" },
  { "bad-prop-name", "board.xml", "<prop name=\"vp\"", "<prop name=\"../vp\"", BH_ERROR_INVALID, "board.xml:9: “../vp” is not a valid id" },
  { "entity-bomb", "game.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
    "<?xml version=\"1.0\"?>\n\n<!DOCTYPE game [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">]>", BH_ERROR_PARSE, "game.xml:3: a DOCTYPE" },
};

static void
test_bad_file (gconstpointer user_data)
{
  const BadCase *bad = user_data;
  g_autofree char *dir = bh_test_copy_tiny ();
  g_autofree char *parent = g_path_get_dirname (dir);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = NULL;

  if (bad->replace)
    bh_test_edit_file (dir, bad->file, bad->find, bad->replace);
  else
    {
      g_autofree char *path = g_build_filename (dir, bad->file, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
  data = bh_test_load_folder (dir, &error);
  g_assert_null (data);
  g_assert_error (error, BH_ERROR, bad->code);
  if (g_test_verbose ())
    g_printerr ("%s\n", error->message);
  /* One message: names the file (and, for content problems, the line). */
  g_assert_nonnull (strstr (error->message, bad->expect));
  g_assert_null (strchr (error->message, '\n'));
  bh_test_remove_tree (dir);
  g_rmdir (parent);
}

/* checked is an xsd:boolean: white space around the word is allowed and
 * the word still counts (issue 12, item 7). */
static void
test_checked_with_spaces (void)
{
  static const char *const values[][2] = { { " true ", "1" }, { "true", "1" }, { " 1", "1" }, { " false ", "0" } };

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_autofree char *dir = bh_test_copy_tiny ();
      g_autofree char *parent = g_path_get_dirname (dir);
      g_autofree char *edited = g_strdup_printf ("<space id=\"hill\" checked=\"%s\"", values[i][0]);
      g_autoptr(GError) error = NULL;
      g_autoptr(BhGameData) data = NULL;
      const BhSpace *hill = NULL;

      bh_test_edit_file (dir, "board.xml", "<space id=\"hill\"", edited);
      data = bh_test_load_folder (dir, &error);
      g_assert_no_error (error);
      for (guint s = 0; s < bh_game_data_get_n_spaces (data); s++)
        if (g_str_equal (bh_game_data_get_space (data, s)->id, "hill"))
          hill = bh_game_data_get_space (data, s);
      g_assert_nonnull (hill);
      g_assert_cmpint (hill->prov.checked, ==, values[i][1][0] == '1');
      bh_test_remove_tree (dir);
      g_rmdir (parent);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engine/loader/tiny-loads", test_tiny_loads);
  g_test_add_func ("/engine/loader/ids-round-trip", test_ids_round_trip);
  g_test_add_func ("/engine/loader/checked-with-spaces", test_checked_with_spaces);
  g_test_add_func ("/engine/loader/decks-and-cards", test_decks_and_cards);
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engine/loader/bad/%s", bad_cases[i].name);

      g_test_add_data_func (path, &bad_cases[i], test_bad_file);
    }
  return g_test_run ();
}
