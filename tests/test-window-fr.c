/* test-window-fr.c — the game window in French shows no English.
 *
 * Runs the window with LANGUAGE=fr on the translations of this build (the
 * .mo files of po/ and po-data/, copied into a locale folder of the test's
 * own and bound through BLOCKHOUSE_LOCALEDIR), opens the New Game page, a
 * scenario of each game in free play (the actions, tracks and log pages and
 * the hot-seat hand-over) and Blood on the Ohio with its rules, and walks
 * every mapped widget: the text of labels (buttons, rows, status pages and
 * window titles are made of labels), tooltips, placeholder texts, window
 * titles and the labels of the menus behind menu buttons.  A string fails when it holds a word of a list
 * of common English UI words that no French translation uses, once the
 * proper names of the game data (the text marked translate="no": game
 * titles, places and people) are taken out.  Every offending string is
 * printed with its widget path, so that a translator can find it.
 *
 * Words the list cannot know are checked at their source, in French and
 * German: every verb of every game's rules has a title that heads its group
 * in the actions panel ("ops" is not shown as "Ops"), and every value a
 * counter or card carries has a name in game.xml ("fp" is shown as "FP",
 * "PF", "KP"), both translated. */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

#include "bh-action-utils.h"
#include "bh-builtin-rules.h"
#include "bh-engine.h"
#include "bh-new-game-view.h"
#include "bh-test-util.h"
#include "test-window-util.h"

/* Common English words of the interface and of the game data's sentences
 * that do not occur in the French catalogues (checked by
 * /i18n/window-fr/word-list).  Words French shares with English (Options,
 * Menu, Combat, Phase, Zoom, Sources, Fort, Village, Raid, Score…) and
 * short ones French uses (a, as, on, or, set, all) are left out. */
static const char *const english_words[] = {
  "the", "and", "of", "to", "with", "for", "from", "by", "into", "this",
  "that", "your", "you", "is", "are", "was", "were", "be", "been", "has",
  "have", "will", "can", "cannot", "could", "not", "no", "yes",
  "none", "here", "there", "when", "which", "what", "who", "each", "every",
  "turn", "turns", "move", "moves", "open", "save", "saved", "undo", "redo",
  "free", "play", "playing", "rules", "rule", "game", "games", "scenario",
  "scenarios", "new", "resume", "side", "sides", "log", "tracks", "track",
  "quit", "close", "cancel", "start", "help", "keyboard", "shortcuts",
  "about", "preferences", "settings", "board", "boards", "piece", "pieces",
  "player", "players", "computer", "seat", "seats", "hot", "roll", "rolls",
  "dice", "die", "end", "next", "previous", "back", "show", "hide",
  "select", "stack", "stacks", "unit", "units", "map", "search", "loading",
  "random", "victory", "battle", "attack", "flip", "edit", "choose", "ready",
  "done", "review", "history", "view", "window", "file", "files", "recent",
  "continue", "reset", "delete", "remove", "clear", "hand", "card", "cards",
  "draw", "deck", "discard", "winner", "wins", "won", "lost", "error",
  "full", "screen", "reinforcements", "leader", "leaders", "warriors",
  "settlement", "settlements", "ambush", "retreat", "supply", "winter",
  "spring", "summer", "fall", "autumn", "week", "year", "season",
};

static const char *const more_proper_names[] = {
  "Blockhouse", "The Avalon Hill Game Company", "GMT Games", "Compass Games",
  "Play Book", "New York", "Rivière New", "game.xml",
  /* towns, a spring and a creek the reconstruction notes name */
  "New Philadelphia", "New Salem", "New Castle", "Royal Spring", "Will’s Creek",
  "docs/rules/",
  /* file and element names quoted by load errors */
  "save.rng", "blockhouse-save", "board.xml", "scenarios/",
};

/* The domains under which the German catalogues are read. */
#define GERMAN_DOMAIN "blockhouse-de-check"
#define GERMAN_DATA_DOMAIN "blockhouse-data-de-check"

static GHashTable *english;      /* word → itself */
static GPtrArray *proper_names;  /* longest first */
static char *locale_dir;

/* Copies `mo` into <locale_dir>/<lang>/LC_MESSAGES/<domain>.mo. */
static void
install_mo (const char *lang, const char *mo, const char *domain)
{
  g_autofree char *contents = NULL;
  g_autofree char *dir = g_build_filename (locale_dir, lang, "LC_MESSAGES", NULL);
  g_autofree char *name = g_strconcat (domain, ".mo", NULL);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  gsize length;
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (mo);
  g_assert_true (g_file_get_contents (mo, &contents, &length, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, contents, length, &error));
  g_assert_no_error (error);
}

static void
collect_proper_names (xmlNode *node, GHashTable *names)
{
  for (; node != NULL; node = node->next)
    {
      xmlChar *translate;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      translate = xmlGetProp (node, (const xmlChar *) "translate");
      if (translate != NULL && xmlStrEqual (translate, (const xmlChar *) "no"))
        {
          xmlChar *content = xmlNodeGetContent (node);
          char *text = g_strstrip (g_strdup ((const char *) content));

          if (*text != '\0')
            g_hash_table_add (names, text);
          else
            g_free (text);
          xmlFree (content);
        }
      xmlFree (translate);
      collect_proper_names (node->children, names);
    }
}

static void
collect_proper_names_in (const char *dir, GHashTable *names)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        collect_proper_names_in (path, names);
      else if (g_str_has_suffix (name, ".xml"))
        {
          xmlDoc *doc = xmlReadFile (path, NULL, XML_PARSE_NONET | XML_PARSE_NOWARNING);

          if (doc != NULL)
            collect_proper_names (xmlDocGetRootElement (doc), names);
          xmlFreeDoc (doc);
        }
    }
}

static int
longest_first (gconstpointer a, gconstpointer b)
{
  return (int) strlen (*(const char **) b) - (int) strlen (*(const char **) a);
}

static void
setup_words (void)
{
  g_autoptr(GHashTable) names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *games = g_build_filename (g_getenv ("BLOCKHOUSE_DATA_DIR"), "games", NULL);
  GHashTableIter iter;
  gpointer key;

  english = g_hash_table_new (g_str_hash, g_str_equal);
  for (gsize i = 0; i < G_N_ELEMENTS (english_words); i++)
    g_hash_table_add (english, (gpointer) english_words[i]);

  collect_proper_names_in (games, names);
  /* The program's own name, and names the data's translated sentences keep
   * in English (publishers, a book, a state, a river, a file). */
  for (gsize i = 0; i < G_N_ELEMENTS (more_proper_names); i++)
    g_hash_table_add (names, g_strdup (more_proper_names[i]));
  proper_names = g_ptr_array_new_with_free_func (g_free);
  g_hash_table_iter_init (&iter, names);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_ptr_array_add (proper_names, g_strdup (key));
  g_ptr_array_sort (proper_names, longest_first);
}

/* The English words of `text` once proper names are taken out, or NULL. */
static char *
english_in (const char *text)
{
  g_autoptr(GString) rest = g_string_new (text);
  g_autoptr(GString) found = g_string_new (NULL);
  const char *p;

  for (guint i = 0; i < proper_names->len; i++)
    g_string_replace (rest, g_ptr_array_index (proper_names, i), " ", 0);

  p = rest->str;
  while (*p != '\0')
    {
      const char *start;
      g_autofree char *word = NULL, *lower = NULL;

      while (*p != '\0' && !g_unichar_isalpha (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      start = p;
      while (*p != '\0' && g_unichar_isalpha (g_utf8_get_char (p)))
        p = g_utf8_next_char (p);
      if (p == start)
        break;
      word = g_strndup (start, p - start);
      lower = g_utf8_strdown (word, -1);
      if (g_hash_table_contains (english, lower))
        g_string_append_printf (found, "%s%s", found->len > 0 ? ", " : "", word);
    }
  return found->len > 0 ? g_strdup (found->str) : NULL;
}

typedef struct {
  GPtrArray *problems;
  guint n_strings;
} Walk;

static void
check_string (Walk *walk, const char *path, const char *what, const char *text)
{
  g_autofree char *words = NULL;

  if (text == NULL || *text == '\0')
    return;
  walk->n_strings++;
  /* A reconstruction note ("≈ Reconstitué : …") is checked whole: the
   * notes the window shows are in po-data/ (po/README.md). */
  words = english_in (text);
  if (words != NULL)
    g_ptr_array_add (walk->problems,
                     g_strdup_printf ("%s [%s] “%s” (English: %s)", path, what, text, words));
}

static void
check_menu (Walk *walk, const char *path, GMenuModel *model)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &label))
        check_string (walk, path, "menu item", label);
      while (g_menu_link_iter_next (links))
        {
          g_autoptr(GMenuModel) link = g_menu_link_iter_get_value (links);

          check_menu (walk, path, link);
        }
    }
}

static void
walk_widget (Walk *walk, GtkWidget *widget, const char *parent_path)
{
  g_autofree char *path = NULL;
  const char *type = G_OBJECT_TYPE_NAME (widget);
  const char *name = gtk_widget_get_name (widget);

  if (!gtk_widget_get_mapped (widget))
    return;
  if (name != NULL && strcmp (name, type) != 0)
    path = g_strdup_printf ("%s%s%s#%s", parent_path, *parent_path ? " > " : "", type, name);
  else
    path = g_strdup_printf ("%s%s%s", parent_path, *parent_path ? " > " : "", type);

  if (GTK_IS_LABEL (widget))
    check_string (walk, path, "label", gtk_label_get_text (GTK_LABEL (widget)));
  if (GTK_IS_WINDOW (widget))
    check_string (walk, path, "window title", gtk_window_get_title (GTK_WINDOW (widget)));
  check_string (walk, path, "tooltip", gtk_widget_get_tooltip_text (widget));
  if (g_object_class_find_property (G_OBJECT_GET_CLASS (widget), "placeholder-text") != NULL)
    {
      g_autofree char *placeholder = NULL;

      g_object_get (widget, "placeholder-text", &placeholder, NULL);
      check_string (walk, path, "placeholder", placeholder);
    }
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)) != NULL)
    check_menu (walk, path, gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)));

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    walk_widget (walk, child, path);
}

/* Walks the window and fails on every string with English in it. */
static void
assert_no_english (BhWindow *window, const char *where)
{
  Walk walk = { g_ptr_array_new_with_free_func (g_free), 0 };

  bh_test_wait_idle ();
  walk_widget (&walk, GTK_WIDGET (window), "");
  g_test_message ("%s: %u strings, %u in English", where, walk.n_strings, walk.problems->len);
  for (guint i = 0; i < walk.problems->len; i++)
    g_printerr ("# %s: %s\n", where, (const char *) g_ptr_array_index (walk.problems, i));
  g_assert_cmpuint (walk.n_strings, >, 10);
  if (walk.problems->len > 0)
    g_test_fail_printf ("%s: %u strings in English (listed above)", where, walk.problems->len);
  g_ptr_array_unref (walk.problems);
}

static BhWindow *
new_window (void)
{
  BhWindow *window = bh_test_new_window ();

  gtk_window_set_default_size (GTK_WINDOW (window), 1600, 1000);
  bh_window_set_library (window, NULL);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static void
close_window (BhWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  bh_test_wait_idle ();
}

/* The catalogues are really in use: a message of each domain comes out in
 * French (the engine binds the data domain when it first loads a game). */
static void
test_catalogues (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) ohio = bh_library_load_game (bh_library_get_default (), "ohio", &error);

  g_assert_no_error (error);
  g_assert_nonnull (ohio);
  g_assert_cmpstr (_("New Game"), !=, "New Game");
  g_assert_cmpstr (g_dgettext ("blockhouse-data", "United States"), ==, "États-Unis");
}

/* The word list only holds words the French catalogues never use. */
static void
test_word_list (void)
{
  const char *catalogues[] = { g_getenv ("BH_TEST_FR_PO"), g_getenv ("BH_TEST_FR_DATA_PO") };
  guint n_found = 0;

  for (gsize c = 0; c < G_N_ELEMENTS (catalogues); c++)
    {
      g_autofree char *contents = NULL;
      g_auto(GStrv) lines = NULL;
      gboolean in_msgstr = FALSE, skip = TRUE;

      g_assert_nonnull (catalogues[c]);
      g_assert_true (g_file_get_contents (catalogues[c], &contents, NULL, NULL));
      lines = g_strsplit (contents, "\n", -1);
      for (char **line = lines; *line != NULL; line++)
        {
          g_autofree char *words = NULL;

          /* An entry starts with its comments; the header (the first entry)
           * and the command-line program's messages (command names) are
           * skipped. */
          if (**line == '\0')
            skip = FALSE;
          if (g_str_has_prefix (*line, "#:") && strstr (*line, "src/cli/") != NULL)
            skip = TRUE;
          if (g_str_has_prefix (*line, "msgstr"))
            in_msgstr = TRUE;
          else if (!g_str_has_prefix (*line, "\""))
            in_msgstr = FALSE;
          if (!in_msgstr || skip)
            continue;
          words = english_in (*line);
          if (words != NULL)
            {
              g_printerr ("# %s: %s (%s)\n", catalogues[c], *line, words);
              n_found++;
            }
        }
    }
  g_assert_cmpuint (n_found, ==, 0);
}

/* The programs' catalogues these checks read: the French one, and the
 * German one installed under a domain of its own. */
static const char *const checked_domains[][2] = {
  { "French", GETTEXT_PACKAGE },
  { "German", GERMAN_DOMAIN },
};

/* Each game's rules, with its data. */
static BhRules *
rules_of (const char *game_id, BhGameData **data)
{
  g_autoptr(GError) error = NULL;
  BhRules *rules;

  *data = bh_library_load_game (bh_library_get_default (), game_id, &error);
  g_assert_no_error (error);
  rules = bh_rules_new_for_game (*data, FALSE, &error);
  g_assert_no_error (error);
  return rules;
}

/* Every verb of every game's rules heads its group of actions with a title
 * of its own, translated: a verb without one would show as itself, in
 * English ("Ops", "Hold", "Players"). */
static void
test_verb_titles (void)
{
  g_auto(GStrv) games = bh_rules_dup_registered ();
  guint n_verbs = 0, n_missing = 0;

  for (char **game = games; *game != NULL; game++)
    {
      g_autoptr(BhGameData) data = NULL;
      g_autoptr(BhRules) rules = rules_of (*game, &data);
      guint n_kinds;
      const BhActionKind *kinds = bh_rules_get_action_kinds (rules, &n_kinds);

      for (guint k = 0; k < n_kinds; k++)
        {
          const char *title = bh_verb_get_title (*game, kinds[k].verb);

          n_verbs++;
          if (title == NULL)
            {
              g_printerr ("# %s: verb “%s” has no title (src/app/bh-action-utils.c)\n", *game, kinds[k].verb);
              n_missing++;
              continue;
            }
          /* gettext hands back its argument itself when the catalogue lacks
           * the message, and its own copy when it has it ("Raid" is French
           * too). */
          for (gsize l = 0; l < G_N_ELEMENTS (checked_domains); l++)
            if (g_dpgettext2 (checked_domains[l][1], "action verb", title) == title)
              {
                g_printerr ("# %s: the title “%s” of “%s” is not in the %s catalogue\n",
                            *game, title, kinds[k].verb, checked_domains[l][0]);
                n_missing++;
              }
        }
    }
  g_test_message ("%u verbs", n_verbs);
  g_assert_cmpuint (n_verbs, >, 200);
  g_assert_cmpuint (n_missing, ==, 0);
}

static void
check_values (BhGameData *data, const GPtrArray *values, const char *what, guint *n_values, guint *n_missing)
{
  for (guint i = 0; values != NULL && i < values->len; i++)
    {
      const char *id = ((const BhValue *) g_ptr_array_index (values, i))->name;
      const char *label = bh_game_data_get_value_label (data, id);

      (*n_values)++;
      /* Without a <value-kind>, the label is the id itself. */
      if (label == id)
        {
          g_printerr ("# %s: value “%s” of %s has no <value-kind> in game.xml\n",
                      bh_game_data_get_id (data), id, what);
          (*n_missing)++;
        }
    }
}

/* Every value on a counter or card is named by game.xml, and the name is a
 * message of the data's catalogue (po-data-fr-complete checks it is
 * translated): the stack tooltips show "PF 2", not "fp 2". */
static void
test_value_names (void)
{
  g_auto(GStrv) games = bh_rules_dup_registered ();
  guint n_values = 0, n_missing = 0;

  for (char **game = games; *game != NULL; game++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BhGameData) data = bh_library_load_game (bh_library_get_default (), *game, &error);

      g_assert_no_error (error);
      for (guint t = 0; t < bh_game_data_get_n_unit_types (data); t++)
        {
          const BhUnitType *type = bh_game_data_get_unit_type (data, t);

          for (guint f = 0; type->faces != NULL && f < type->faces->len; f++)
            check_values (data, ((const BhFace *) g_ptr_array_index (type->faces, f))->values,
                          type->id, &n_values, &n_missing);
        }
      for (guint d = 0; d < bh_game_data_get_n_decks (data); d++)
        {
          const BhDeck *deck = bh_game_data_get_deck (data, d);

          for (guint c = 0; c < deck->cards->len; c++)
            {
              const BhCard *card = g_ptr_array_index (deck->cards, c);

              check_values (data, card->values, card->id, &n_values, &n_missing);
            }
        }
    }
  g_test_message ("%u values", n_values);
  g_assert_cmpuint (n_values, >, 1000);
  g_assert_cmpuint (n_missing, ==, 0);
}

static const char *const scenarios[][2] = {
  { "ohio", "harmar" },
  { "madison", "1814" },
  { "geronimo", "basic" },
  { "bloodyground", "harmars-defeat" },
  { "pontiac", "b-fort-pitt" },
};

/* The labels of a stack card (the map's tooltip), each checked whole;
 * counts the reconstruction notes ("≈ Reconstitué : note", a no-break
 * space before the colon). */
static void
check_stack_card (Walk *walk, GtkWidget *widget, const char *path, guint *n_notes)
{
  if (GTK_IS_LABEL (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      if (g_str_has_prefix (text, "≈ Reconstitué : "))
        (*n_notes)++;
      check_string (walk, path, "stack card", text);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    check_stack_card (walk, child, path, n_notes);
}

/* The text of the labels of a stack card, one line each. */
static char *
stack_card_text (GtkWidget *widget)
{
  GString *s = g_string_new (NULL);

  if (GTK_IS_LABEL (widget))
    g_string_append_printf (s, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *text = stack_card_text (child);

      g_string_append (s, text);
    }
  return g_string_free (s, FALSE);
}

/* The stack card of `location` on the map shown. */
static GtkWidget *
stack_card (BhMapView *map, int location)
{
  return g_object_ref_sink (bh_map_view_build_stack_card (map, location));
}

/* Every space and hex of every board of each game: its tooltip, the
 * reconstruction note ("≈ Reconstitué : <note>") included, is French
 * whole, the note looked up in po-data/ at display time. */
static void
test_reconstructed_notes (void)
{
  guint n_notes_all = 0;

  for (gsize g = 0; g < G_N_ELEMENTS (scenarios); g++)
    {
      BhWindow *window = new_window ();
      BhMapView *map;
      BhGameData *data;
      Walk walk = { g_ptr_array_new_with_free_func (g_free), 0 };
      guint n_notes = 0;

      g_assert_true (bh_window_start_game (window, scenarios[g][0], scenarios[g][1], TRUE, BH_SEATS_HOT_SEAT));
      map = bh_window_get_map_view (window);
      data = bh_game_get_data (bh_window_get_game (window));
      bh_test_wait_for_frame (map, 0);
      for (int board = -1; board < (int) bh_game_data_get_n_hexgrids (data); board++)
        {
          int first = 0, n = bh_game_data_get_n_spaces (data);

          if (board >= 0)
            {
              const BhHexGrid *grid = bh_game_data_get_hexgrid (data, board);

              first = grid->first_location;
              n = grid->cols * grid->rows;
            }
          bh_map_view_set_board (map, board);
          for (int location = first; location < first + n; location++)
            if (bh_map_view_shows_location (map, location))
              {
                GtkWidget *card = stack_card (map, location);
                g_autofree char *path = g_strdup_printf ("%s board %d location %d", scenarios[g][0], board, location);

                check_stack_card (&walk, card, path, &n_notes);
                g_object_unref (card);
              }
        }
      bh_map_view_set_board (map, BH_NONE);
      g_test_message ("%s: %u tooltips, %u reconstruction notes", scenarios[g][0], walk.n_strings, n_notes);
      for (guint i = 0; i < walk.problems->len; i++)
        g_printerr ("# %s\n", (const char *) g_ptr_array_index (walk.problems, i));
      if (walk.problems->len > 0)
        g_test_fail_printf ("%s: %u tooltip lines in English (listed above)", scenarios[g][0], walk.problems->len);
      g_ptr_array_unref (walk.problems);
      n_notes_all += n_notes;

      /* Mackachack (Blood on the Ohio) as po-data/fr.po gives it. */
      if (strcmp (scenarios[g][0], "ohio") == 0)
        {
          GtkWidget *card = stack_card (map, bh_game_data_find_location (data, "mackachack"));
          g_autofree char *text = stack_card_text (card);

          g_assert_nonnull (strstr (text, "≈ Reconstitué : Mackachack sur la rivière Mad (West Liberty), "
                                          "brûlé par Logan en 1786. Dessinée à l’écart de sa position "
                                          "réelle pour que les cases restent distinctes.\n"));
          g_object_unref (card);
        }
      close_window (window);
    }
  /* The reconstructed spaces and hexes with a note in data/games/<game>/
   * board.xml: Ohio 154, Madison 49, Pontiac 141, Bloody Ground 48 spaces
   * and 305 hexes on its battle board. */
  g_assert_cmpuint (n_notes_all, >=, 154 + 49 + 141 + 48 + 305);
}

/* A reconstructed card's note, the tooltip of its "≈" mark in the hand
 * (src/app/bh-hand-view.c), as the window looks it up: French, while the
 * loaded data keeps the authors' English for the editor. */
static void
test_card_note (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (bh_library_get_default (), "pontiac", &error);
  const BhCard *card = NULL;

  g_assert_no_error (error);
  for (guint d = 0; d < bh_game_data_get_n_decks (data) && card == NULL; d++)
    {
      const BhDeck *deck = bh_game_data_get_deck (data, d);

      for (guint c = 0; c < deck->cards->len && card == NULL; c++)
        if (g_str_equal (((const BhCard *) g_ptr_array_index (deck->cards, c))->id, "nations-2"))
          card = g_ptr_array_index (deck->cards, c);
    }
  g_assert_nonnull (card);
  g_assert_true (bh_provenance_is_reconstructed (&card->prov));
  g_assert_cmpstr (card->prov.note, ==, "Reconstructed card: the printed card is not described in the text; "
                                        "title and effect invented from the history of the war.");
  g_assert_cmpstr (bh_provenance_get_note (&card->prov), ==,
                   "Carte reconstituée\u00a0: le texte ne décrit pas la carte imprimée\u202f; "
                   "titre et effet inventés d’après l’histoire de la guerre.");
}

/* The reconstruction notes the window shows (reconstructed spaces, hexes,
 * hex grids and cards: data/its/blockhouse-data.its) all have a German
 * translation in po-data/de.po, read here from its .mo. */
static void
test_notes_german (void)
{
  g_auto(GStrv) games = bh_rules_dup_registered ();
  guint n_notes = 0, n_missing = 0;

  for (char **game = games; *game != NULL; game++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BhGameData) data = bh_library_load_game (bh_library_get_default (), *game, &error);
      g_autoptr(GPtrArray) provs = g_ptr_array_new ();

      g_assert_no_error (error);
      for (guint i = 0; i < bh_game_data_get_n_spaces (data); i++)
        g_ptr_array_add (provs, (gpointer) &bh_game_data_get_space (data, i)->prov);
      for (guint h = 0; h < bh_game_data_get_n_hexgrids (data); h++)
        {
          const BhHexGrid *grid = bh_game_data_get_hexgrid (data, h);

          g_ptr_array_add (provs, (gpointer) &grid->prov);
          for (guint i = 0; grid->hexes != NULL && i < grid->hexes->len; i++)
            g_ptr_array_add (provs, (gpointer) &((const BhHex *) g_ptr_array_index (grid->hexes, i))->prov);
        }
      for (guint d = 0; d < bh_game_data_get_n_decks (data); d++)
        {
          const BhDeck *deck = bh_game_data_get_deck (data, d);

          for (guint c = 0; c < deck->cards->len; c++)
            g_ptr_array_add (provs, (gpointer) &((const BhCard *) g_ptr_array_index (deck->cards, c))->prov);
        }
      for (guint i = 0; i < provs->len; i++)
        {
          const BhProvenance *prov = g_ptr_array_index (provs, i);

          if (!bh_provenance_is_reconstructed (prov) || prov->note == NULL)
            continue;
          n_notes++;
          /* gettext hands back its argument itself when the catalogue lacks it. */
          if (g_dgettext (GERMAN_DATA_DOMAIN, prov->note) == prov->note)
            {
              g_printerr ("# %s: the note “%s” is not in po-data/de.po\n", *game, prov->note);
              n_missing++;
            }
        }
    }
  g_test_message ("%u notes", n_notes);
  /* 392 spaces, 305 hexes, 183 cards (data/games). */
  g_assert_cmpuint (n_notes, >=, 392 + 305 + 183);
  g_assert_cmpuint (n_missing, ==, 0);
}

static gboolean
games_listed (gpointer user_data)
{
  return bh_new_game_view_get_n_games (user_data) > 0;
}

static void
test_new_game (void)
{
  BhWindow *window = new_window ();

  bh_window_show_new_game (window);
  bh_test_wait_until (games_listed, bh_window_get_new_game_view (window));
  bh_test_wait_settled ();
  assert_no_english (window, "new-game");
  close_window (window);
}

/* The side panel's stack (actions, tracks, log). */
static GtkStack *
find_side_stack (GtkWidget *widget)
{
  if (GTK_IS_STACK (widget))
    for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
         child = gtk_widget_get_next_sibling (child))
      if (g_str_equal (G_OBJECT_TYPE_NAME (child), "BhDecisionPanel"))
        return GTK_STACK (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkStack *found = find_side_stack (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Does the first action of `verb`, so that the log has an entry. */
static void
perform (BhWindow *window, const char *verb)
{
  BhGame *game = bh_window_get_game (window);
  g_autoptr(GArray) actions = bh_game_list_actions (game);

  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *action = &g_array_index (actions, BhAction, i);

      if (g_str_equal (bh_action_get_kind (bh_game_get_rules (game), action)->verb, verb))
        {
          g_assert_true (bh_window_perform (window, action));
          return;
        }
    }
  g_assert_not_reached ();
}

static void
test_free_play (gconstpointer data)
{
  const char *const *ids = data;
  BhWindow *window = new_window ();
  g_autofree char *where = g_strdup_printf ("%s/%s free play", ids[0], ids[1]);
  static const char *const pages[] = { "actions", "board", "log" };
  GtkStack *side;

  g_assert_true (bh_window_start_game (window, ids[0], ids[1], TRUE, BH_SEATS_HOT_SEAT));
  g_assert_true (bh_game_is_free_play (bh_window_get_game (window)));
  bh_test_wait_for_frame (bh_window_get_map_view (window), 0);
  perform (window, "end-turn");
  bh_test_wait_settled ();
  /* Hot seat: the hand-over page comes first. */
  if (bh_window_is_handover_shown (window))
    {
      g_autofree char *handover = g_strdup_printf ("%s, hand-over", where);

      assert_no_english (window, handover);
      bh_window_confirm_handover (window);
      bh_test_wait_settled ();
    }
  g_assert_cmpstr (bh_window_get_page (window), ==, "game");
  side = find_side_stack (GTK_WIDGET (window));
  g_assert_nonnull (side);
  /* Each page of the side panel: actions, tracks, log. */
  for (gsize i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *page_where = g_strdup_printf ("%s, %s page", where, pages[i]);

      gtk_stack_set_visible_child_name (side, pages[i]);
      bh_test_wait_settled ();
      assert_no_english (window, page_where);
    }
  if (strcmp (ids[0], "ohio") == 0)
    bh_test_screenshot (GTK_WIDGET (window), "fr-ohio-free-play.png");
  close_window (window);
}

/* Blood on the Ohio with its rules: the decisions, action wordings and
 * rule references of the rules, and a narration in the log. */
static void
test_ohio_rules (void)
{
  BhWindow *window = new_window ();
  static const char *const pages[] = { "actions", "board", "log" };
  GtkStack *side;

  g_assert_true (bh_window_start_game (window, "ohio", "harmar", FALSE, BH_SEATS_HOT_SEAT));
  g_assert_false (bh_game_is_free_play (bh_window_get_game (window)));
  bh_test_wait_for_frame (bh_window_get_map_view (window), 0);
  bh_test_wait_settled ();
  assert_no_english (window, "ohio/harmar rules");
  /* A new game begins with the set-up (App. 4): both sides take the example. */
  bh_test_take_set_up_example (window);
  assert_no_english (window, "ohio/harmar rules after the set-up");
  perform (window, "pass");
  bh_test_wait_settled ();
  if (bh_window_is_handover_shown (window))
    {
      bh_window_confirm_handover (window);
      bh_test_wait_settled ();
    }
  side = find_side_stack (GTK_WIDGET (window));
  g_assert_nonnull (side);
  for (gsize i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      g_autofree char *where = g_strdup_printf ("ohio/harmar rules after a pass, %s page", pages[i]);

      gtk_stack_set_visible_child_name (side, pages[i]);
      bh_test_wait_settled ();
      assert_no_english (window, where);
    }
  close_window (window);
}

int
main (int argc, char *argv[])
{
  /* French through this build's catalogues, before anything translates. */
  locale_dir = bh_test_make_tmp ("blockhouse-fr-XXXXXX");
  g_assert_nonnull (locale_dir);
  install_mo ("fr", g_getenv ("BH_TEST_FR_MO"), GETTEXT_PACKAGE);
  install_mo ("fr", g_getenv ("BH_TEST_FR_DATA_MO"), "blockhouse-data");
  /* The German programs' catalogue under a domain of its own, read in the
   * same French locale: no switch of LANGUAGE while the tests run. */
  install_mo ("fr", g_getenv ("BH_TEST_DE_MO"), GERMAN_DOMAIN);
  bindtextdomain (GERMAN_DOMAIN, locale_dir);
  bind_textdomain_codeset (GERMAN_DOMAIN, "UTF-8");
  install_mo ("fr", g_getenv ("BH_TEST_DE_DATA_MO"), GERMAN_DATA_DOMAIN);
  bindtextdomain (GERMAN_DATA_DOMAIN, locale_dir);
  bind_textdomain_codeset (GERMAN_DATA_DOMAIN, "UTF-8");
  g_setenv ("BLOCKHOUSE_LOCALEDIR", locale_dir, TRUE);
  g_setenv ("LANGUAGE", "fr", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, locale_dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_init (&argc, &argv, NULL);
  /* Without a display (the i18n suite run on its own), nothing to walk. */
  if (!gtk_init_check ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }
  adw_init ();
  bh_builtin_rules_register ();
  setup_words ();

  g_test_add_func ("/i18n/window-fr/catalogues", test_catalogues);
  g_test_add_func ("/i18n/window-fr/word-list", test_word_list);
  g_test_add_func ("/i18n/window-fr/verb-titles", test_verb_titles);
  g_test_add_func ("/i18n/window-fr/value-names", test_value_names);
  g_test_add_func ("/i18n/window-fr/new-game", test_new_game);
  g_test_add_func ("/i18n/window-fr/ohio-rules", test_ohio_rules);
  g_test_add_func ("/i18n/window-fr/reconstructed-notes", test_reconstructed_notes);
  g_test_add_func ("/i18n/window-fr/notes-german", test_notes_german);
  g_test_add_func ("/i18n/window-fr/card-note", test_card_note);
  for (gsize i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      g_autofree char *path = g_strdup_printf ("/i18n/window-fr/free-play/%s", scenarios[i][0]);

      g_test_add_data_func (path, scenarios[i], test_free_play);
    }
  {
    int status = g_test_run ();
    g_autofree char *fr = g_build_filename (locale_dir, "fr", "LC_MESSAGES", NULL);
    g_autofree char *app = g_build_filename (fr, GETTEXT_PACKAGE ".mo", NULL);
    g_autofree char *data = g_build_filename (fr, "blockhouse-data.mo", NULL);
    g_autofree char *german = g_build_filename (fr, GERMAN_DOMAIN ".mo", NULL);
    g_autofree char *german_data = g_build_filename (fr, GERMAN_DATA_DOMAIN ".mo", NULL);
    g_autofree char *lang = g_build_filename (locale_dir, "fr", NULL);

    g_unlink (app);
    g_unlink (data);
    g_unlink (german);
    g_unlink (german_data);
    g_rmdir (fr);
    g_rmdir (lang);
    g_rmdir (locale_dir);
    return status;
  }
}
