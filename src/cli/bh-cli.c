/* bh-cli.c — the commands of blockhouse-cli.  Each prints plain lines on
 * stdout and returns 0, or prints one message on stderr and returns 1. */
#include "config.h"

#include "bh-cli.h"
#include "bh-engine.h"
#include "bh-narration.h"
#include "bh-xml.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <time.h>

typedef struct {
  BhLibrary *library;
  int argc;
  char **argv;
  const char *output;     /* -o */
  guint64 seed;
  gboolean has_seed;
  guint games;
  guint max_actions;
  const char *failures;
  gboolean free_play;
  const char *side;
  guint repeat;
  guint playouts;
  const char *level[2];   /* arena --a, --b */
  const char *seat_level[8]; /* arena --seat N=LEVEL, N from 1 */
  guint players;          /* arena --players N */
  guint pairs;
  guint iterations;       /* arena: deterministic budget per decision */
  guint player_iterations[2]; /* arena --a-iterations, --b-iterations: A's and B's own */
  guint threads;
  guint time_ms;
  GHashTable *options;    /* --option ID=true|false */
} Cli;

static int
fail (GError *error)
{
  /* One line, whatever the input held. */
  bh_one_line (error->message);
  g_printerr ("%s\n", error->message);
  g_error_free (error);
  return 1;
}

static int
usage (void)
{
  g_printerr ("%s",
    _("Usage: blockhouse-cli [--data-dir DIR] [--games-dir DIR] COMMAND …\n"
      "  validate [PATH…]                 validate game folders or files (all games when none)\n"
      "  games                            list every scenario: GAME SCENARIO, then its title\n"
      "  info GAME [SCENARIO]             counts of what a game and scenario hold\n"
      "  new GAME SCENARIO [--seed N] [--free] [--option ID[=on|off]…] -o SAVE\n"
      "  state SAVE [--side SIDE]         turn, phase, pending decision, tracks, status, pieces\n"
      "                                   (--side: only what that side may see; seat-N for Player N)\n"
      "  log SAVE [--side SIDE]           what each action did: dice, modifiers, rule numbers\n"
      "                                   (--side: as that side may read it, cards held face down unnamed)\n"
      "  actions SAVE                     the legal actions, one per line\n"
      "  do SAVE ACTION… [-o SAVE]        apply actions; an illegal one changes nothing\n"
      "  replay SAVE                      replay and verify a save\n"
      "  undo SAVE [-o SAVE]              take back the last action\n"
      "  ai SAVE [--level LEVEL] [--playouts N] [--seed S] [-o SAVE]   the computer plays the side to move\n"
      "  autoplay GAME SCENARIO [--games N] [--seed S] [--max-actions M] [--failures DIR] [--option ID[=on|off]…]\n"
      "  arena GAME SCENARIO --a LEVEL --b LEVEL [--pairs N] [--seed S] [--iterations N] [--time-ms N]\n"
      "        [--threads N] [--playouts N] [--failures DIR]   seed-paired games (each saved in DIR), sides swapped; LEVEL: random, flat, easy, normal, strong\n"
      "        [--option ID[=on|off]…]          every game with the scenario's option set so (the default game without)\n"
      "        [--a-iterations N] [--b-iterations N]   A's or B's own search iterations a decision (over --iterations)\n"
      "        [--players N]                    games of N players (Geronimo): A takes each seat in turn, B the others\n"
      "  arena GAME SCENARIO --seat 1=LEVEL --seat 2=LEVEL … [options as above]\n"
      "                                   one level a seat; each seed played once per seat, the table turned\n"
      "  soak [GAME…] [--games N] [--seed S] [--max-actions M] [--failures DIR]\n"
      "                                   N random games of every scenario of every game with rules\n"
      "  bench [--repeat N]               measure loading, copying and random games\n"));
  return 1;
}

static BhGame *
open_save (Cli *cli, const char *path, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

  return bh_library_open_save (cli->library, file, error);
}

static gboolean
write_save (BhGame *game, const char *path, GError **error)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (path);

  return bh_game_save (game, file, error);
}

/* ---- validate ------------------------------------------------------------ */

/* The schema a data file follows, from its root element. */
static const char *
schema_for_root (const char *root)
{
  static const char *const roots[][2] = {
    { "game", "game.rng" }, { "board", "board.rng" }, { "counters", "counters.rng" },
    { "tables", "tables.rng" }, { "scenario", "scenario.rng" }, { "geography", "geography.rng" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (roots); i++)
    if (g_str_equal (root, roots[i][0]))
      return roots[i][1];
  return NULL;
}

/* A lone data file against the schema its root element names. */
static gboolean
validate_lone_file (Cli *cli, GFile *file, const char **schema_name, GError **error)
{
  g_autofree char *name = bh_file_display_name (file);
  g_autoptr(GFile) schemas = bh_library_get_schemas_dir (cli->library);
  g_autoptr(GFile) schema = NULL;
  xmlDoc *doc = bh_xml_load_file (file, NULL, error);
  xmlNode *root;

  if (doc == NULL)
    return FALSE;
  root = xmlDocGetRootElement (doc);
  *schema_name = root ? schema_for_root ((const char *) root->name) : NULL;
  if (*schema_name == NULL)
    {
      g_autofree char *shown = g_strndup (root ? (const char *) root->name : "", 64);

      bh_one_line (shown);
      g_set_error (error, BH_ERROR, BH_ERROR_SCHEMA, _("%s:%ld: <%s> is not the root element of any Blockhouse file"),
                   name, root ? xmlGetLineNo (root) : 1L, shown);
      xmlFreeDoc (doc);
      return FALSE;
    }
  xmlFreeDoc (doc);
  schema = g_file_get_child (schemas, *schema_name);
  doc = bh_xml_load_file (file, schema, error);
  if (doc == NULL)
    return FALSE;
  xmlFreeDoc (doc);
  return TRUE;
}

static gboolean
validate_file (Cli *cli, GFile *file, GError **error)
{
  g_autoptr(GFile) parent = g_file_get_parent (file);
  g_autoptr(GFile) folder = NULL;

  if (g_file_query_file_type (file, 0, NULL) == G_FILE_TYPE_REGULAR)
    {
      g_autoptr(GFileInputStream) stream = g_file_read (file, NULL, NULL);
      /* The start is enough to know a save, whatever the file's size. */
      g_autoptr(GBytes) head = stream ? g_input_stream_read_bytes (G_INPUT_STREAM (stream), 400, NULL, NULL) : NULL;
      g_autofree char *parent_name = NULL;
      g_autoptr(GFile) game_xml = NULL;
      const char *schema_name = NULL;

      if (head && g_strstr_len (g_bytes_get_data (head, NULL), MIN (g_bytes_get_size (head), 400), "<blockhouse-save"))
        {
          g_autoptr(BhGame) game = bh_library_open_save (cli->library, file, error);

          return game != NULL;
        }
      /* First the file alone against its schema; then, inside a game
       * folder, the whole game, since references reach into the other
       * files. */
      if (!validate_lone_file (cli, file, &schema_name, error))
        return FALSE;
      parent_name = g_file_get_basename (parent);
      folder = g_str_equal (parent_name, "scenarios") ? g_file_get_parent (parent) : g_object_ref (parent);
      game_xml = g_file_get_child (folder, "game.xml");
      if (!g_file_query_exists (game_xml, NULL))
        {
          g_autofree char *name = bh_file_display_name (file);

          g_print (_("%s: valid (%s)\n"), name, schema_name);
          return TRUE;
        }
    }
  else
    folder = g_object_ref (file);
  {
    g_autoptr(GFile) schemas = bh_library_get_schemas_dir (cli->library);
    g_autoptr(BhGameData) data = bh_game_data_load (folder, schemas, error);

    /* What the schema lets through, the game's rules may still refuse. */
    if (data == NULL || !bh_rules_check_game_data (data, error))
      return FALSE;
    g_print ("%s: %s\n", bh_game_data_get_id (data), _("valid"));
    return TRUE;
  }
}

static int
cmd_validate (Cli *cli)
{
  GError *error = NULL;
  int status = 0;

  if (cli->argc == 0)
    {
      g_auto(GStrv) games = bh_library_list_games (cli->library);

      for (guint i = 0; games[i]; i++)
        {
          g_autoptr(BhGameData) data = bh_library_load_game (cli->library, games[i], &error);

          if (data == NULL || !bh_rules_check_game_data (data, &error))
            {
              g_printerr ("%s\n", error->message);
              g_clear_error (&error);
              status = 1;
              continue;
            }
          g_print ("%s: %s\n", games[i], _("valid"));
        }
      return status;
    }
  for (int i = 0; i < cli->argc; i++)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (cli->argv[i]);

      if (!validate_file (cli, file, &error))
        {
          g_printerr ("%s\n", error->message);
          g_clear_error (&error);
          status = 1;
        }
    }
  return status;
}

/* ---- games, info --------------------------------------------------------- */

static int
cmd_games (Cli *cli)
{
  g_auto(GStrv) games = bh_library_list_games (cli->library);
  int status = 0;

  for (guint i = 0; games[i]; i++)
    {
      GError *error = NULL;
      g_autoptr(BhGameData) data = bh_library_load_game (cli->library, games[i], &error);

      if (data == NULL)
        {
          status = fail (error);
          continue;
        }
      for (guint s = 0; s < bh_game_data_get_n_scenarios (data); s++)
        {
          const BhScenario *scenario = bh_game_data_get_scenario (data, s);

          g_print ("%s %s\t%s\n", games[i], scenario->id, scenario->title);
        }
    }
  return status;
}

static int
cmd_info (Cli *cli)
{
  GError *error = NULL;
  g_autoptr(BhGameData) data = NULL;
  guint n_placed = 0, n_cards = 0, n_hexes = 0, n_rows = 0;

  if (cli->argc < 1 || cli->argc > 2)
    return usage ();
  data = bh_library_load_game (cli->library, cli->argv[0], &error);
  if (data == NULL)
    return fail (error);

  for (guint i = 0; i < bh_game_data_get_n_decks (data); i++)
    n_cards += bh_game_data_get_deck (data, i)->cards->len;
  for (guint i = 0; i < bh_game_data_get_n_hexgrids (data); i++)
    n_hexes += bh_game_data_get_hexgrid (data, i)->cols * bh_game_data_get_hexgrid (data, i)->rows;
  for (guint i = 0; i < bh_game_data_get_n_tables (data); i++)
    n_rows += bh_game_data_get_table (data, i)->rows->len;

  g_print ("game: %s\n", bh_game_data_get_id (data));
  g_print ("title: %s\n", bh_game_data_get_title (data));
  g_print ("sides: %u\n", bh_game_data_get_n_sides (data));
  g_print ("nations: %u\n", bh_game_data_get_n_nations (data));
  g_print ("spaces: %u\n", bh_game_data_get_n_spaces (data));
  g_print ("connections: %u\n", bh_game_data_get_n_connections (data));
  g_print ("boxes: %u\n", bh_game_data_get_n_boxes (data));
  g_print ("tracks: %u\n", bh_game_data_get_n_tracks (data));
  g_print ("hexgrids: %u\n", bh_game_data_get_n_hexgrids (data));
  g_print ("hexes: %u\n", n_hexes);
  g_print ("unit types: %u\n", bh_game_data_get_n_unit_types (data) - n_cards);
  g_print ("pieces: %u\n", bh_game_data_get_n_pieces (data));
  g_print ("tables: %u\n", bh_game_data_get_n_tables (data));
  g_print ("table rows: %u\n", n_rows);
  g_print ("decks: %u\n", bh_game_data_get_n_decks (data));
  g_print ("cards: %u\n", n_cards);
  g_print ("scenarios: %u\n", bh_game_data_get_n_scenarios (data));
  g_print ("geography paths: %u\n", bh_game_data_get_geography (data)->len);
  g_print ("reconstructed: %u\n", bh_game_data_count_reconstructed (data));
  g_print ("rules: %s\n", bh_rules_exist_for (bh_game_data_get_id (data)) ? "enforced" : "free play only");
  g_print ("digest: %s\n", bh_game_data_get_digest (data));

  if (cli->argc == 2)
    {
      int index = bh_game_data_find_scenario (data, cli->argv[1]);
      const BhScenario *s;
      guint n_reconstructed = 0;

      if (index == BH_NONE)
        {
          g_printerr (_("%s has no scenario “%s”\n"), bh_game_data_get_title (data), cli->argv[1]);
          return 1;
        }
      s = bh_game_data_get_scenario (data, index);
      for (guint i = 0; i < s->placements->len; i++)
        {
          const BhPlacement *p = &g_array_index (s->placements, BhPlacement, i);

          n_placed += p->count;
          if (bh_provenance_is_reconstructed (&p->prov))
            n_reconstructed += p->count;
        }
      g_print ("scenario: %s\n", s->id);
      g_print ("scenario title: %s\n", s->title);
      g_print ("turns: %d-%d\n", s->first_turn, s->last_turn);
      g_print ("first side: %s\n", bh_game_data_get_side (data, s->first_side)->id);
      g_print ("units placed: %u\n", n_placed);
      g_print ("units placed reconstructed: %u\n", n_reconstructed);
      g_print ("decks used: %u\n", s->decks->len);
      g_print ("track values: %u\n", s->track_values->len);
      g_print ("special rules: %u\n", s->special_rules->len);
      g_print ("options: %u\n", s->options->len);
    }
  return 0;
}

/* ---- new, state, actions, do, replay, undo --------------------------------- */

static int
cmd_new (Cli *cli)
{
  GError *error = NULL;
  g_autoptr(BhGameData) data = NULL;
  g_autoptr(BhGame) game = NULL;

  if (cli->argc != 2 || cli->output == NULL)
    return usage ();
  data = bh_library_load_game (cli->library, cli->argv[0], &error);
  if (data == NULL)
    return fail (error);
  game = bh_game_new_with_options (data, cli->argv[1], cli->has_seed ? cli->seed : (guint64) g_get_real_time (),
                                   cli->free_play, cli->options, &error);
  if (game == NULL || !write_save (game, cli->output, &error))
    return fail (error);
  return 0;
}

static void
free_line (gpointer line)
{
  if (line)
    g_string_free (line, TRUE);
}

/* Who decides or wins: a side's id where seats are sides, else the seat's
 * name ("Player 3", Geronimo), since there a seat is no side number. */
static char *
dup_seat_id (BhGameData *data, int seat)
{
  if (seat < 0 || (guint) seat >= bh_game_data_get_n_seats (data))
    return g_strdup ("-");
  if (bh_game_data_get_n_seats (data) == bh_game_data_get_n_sides (data))
    return g_strdup (bh_game_data_get_side (data, seat)->id);
  return bh_game_data_dup_seat_name (data, seat, FALSE);
}

/* Stacking order, then piece index. */
static int
compare_stacking (gconstpointer a, gconstpointer b, gpointer user_data)
{
  const BhPieceState *pieces = user_data;
  guint i = *(const guint *) a, j = *(const guint *) b;

  if (pieces[i].order != pieces[j].order)
    return pieces[i].order < pieces[j].order ? -1 : 1;
  return i < j ? -1 : i > j ? 1 : 0;
}

/* --side: a side's id, or "seat-N" (N from 1, as "Player N") where
 * players are seats that change sides (Geronimo's Players 3-5). */
static int
find_seat (BhGameData *data, const char *name)
{
  int side = bh_game_data_find_side (data, name);
  guint64 n = 0;

  if (side != BH_NONE || !g_str_has_prefix (name, "seat-") ||
      !g_ascii_string_to_unsigned (name + 5, 10, 1, bh_game_data_get_n_seats (data), &n, NULL))
    return side;
  return (int) n - 1;
}

/* `state` as `reader` reads it: its view, or the whole state (BH_NONE). */
static void
print_state (BhGame *game, const BhState *state, int reader)
{
  BhGameData *data = bh_game_get_data (game);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  g_autofree guint *sorted = g_new (guint, MAX (state->n_pieces, 1));
  guint n_sorted;
  const gint16 *markers = bh_state_const_markers (state);
  g_autofree char *decision = bh_rules_describe_decision (bh_game_get_rules (game), state, reader);
  g_autoptr(GPtrArray) at = g_ptr_array_new_with_free_func (free_line);
  guint n_locations = bh_game_data_get_n_locations (data);
  const char *phase = state->phase >= 0 && (guint) state->phase < bh_game_data_get_n_phases (data)
                      ? bh_game_data_get_phase (data, state->phase)->id : "-";

  g_print ("game: %s\n", bh_game_data_get_id (data));
  g_print ("scenario: %s\n", bh_game_get_scenario (game)->id);
  g_print ("mode: %s\n", bh_game_is_free_play (game) ? "free" : "rules");
  g_print ("actions: %u\n", bh_game_get_n_log_entries (game));
  g_print ("turn: %d\n", state->turn);
  g_print ("phase: %s\n", phase);
  if (state->result == BH_RESULT_ONGOING)
    {
      g_autofree char *seat = dup_seat_id (data, state->pending.side);

      g_print ("pending: %s: %s\n", seat, decision);
    }
  else if (state->result == BH_RESULT_WIN)
    {
      g_autofree char *seat = dup_seat_id (data, state->winner);

      g_print ("result: %s wins\n", seat);
    }
  else
    g_print ("result: draw\n");
  for (guint m = 0; m < state->n_markers; m++)
    g_print ("track %s: %d\n", bh_game_data_get_marker (data, m)->id, markers[m]);
  /* What the window shows beside the board: half points, movement left... */
  {
    g_autofree char *status = bh_rules_describe_status (bh_game_get_rules (game), state);
    g_auto(GStrv) lines = g_strsplit (status, "\n", -1);

    for (guint i = 0; lines[i] != NULL; i++)
      if (*lines[i] != '\0')
        g_print ("status: %s\n", lines[i]);
  }

  /* Pieces grouped by location, in stacking order: sorted, since a rules
   * module may stack a marker above every piece (Pontiac's off-map
   * markers stand at order 0x7fff). */
  g_ptr_array_set_size (at, n_locations);
  n_sorted = 0;
  for (guint i = 0; i < state->n_pieces; i++)
    if (pieces[i].location != BH_OFFBOARD)
      sorted[n_sorted++] = i;
  g_qsort_with_data (sorted, n_sorted, sizeof (guint), compare_stacking, (gpointer) pieces);
  for (guint k = 0; k < n_sorted; k++)
      {
        guint i = sorted[k];
        g_autofree char *id = NULL;
        GString *line;
        const BhUnitType *type;

        if (at->pdata[pieces[i].location] == NULL)
          at->pdata[pieces[i].location] = g_string_new (NULL);
        line = at->pdata[pieces[i].location];
        if (pieces[i].flags & BH_PIECE_HIDDEN)
          {
            g_string_append (line, " ?");
            continue;
          }
        type = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, i));
        id = bh_game_data_dup_piece_id (data, i);
        g_string_append_printf (line, " %s", id);
        if (type->faces->len > 1)
          g_string_append_printf (line, "(%s)", ((BhFace *) g_ptr_array_index (type->faces, pieces[i].face))->id);
        {
          g_auto(GStrv) words = bh_rules_piece_status (bh_game_get_rules (game), state, i);
          g_autofree char *joined = words ? g_strjoinv (",", words) : NULL;

          /* Status words may hold spaces ("in battle"): keep the piece one token. */
          if (joined)
            g_string_append_printf (line, "[%s]", g_strdelimit (joined, " ", '-'));
        }
      }
  for (guint l = 0; l < n_locations; l++)
    if (at->pdata[l])
      {
        g_autofree char *id = bh_game_data_dup_location_id (data, l);

        g_print ("at %s:%s\n", id, ((GString *) at->pdata[l])->str);
      }
}

static int
cmd_state (Cli *cli)
{
  GError *error = NULL;
  g_autoptr(BhGame) game = NULL;

  if (cli->argc != 1)
    return usage ();
  game = open_save (cli, cli->argv[0], &error);
  if (game == NULL)
    return fail (error);
  if (cli->side)
    {
      int side = find_seat (bh_game_get_data (game), cli->side);
      g_autoptr(BhState) view = NULL;

      if (side == BH_NONE)
        {
          g_printerr (_("unknown side “%s”\n"), cli->side);
          return 1;
        }
      view = bh_rules_dup_view (bh_game_get_rules (game), bh_game_get_state (game), side);
      print_state (game, view, side);
    }
  else
    print_state (game, bh_game_get_state (game), BH_NONE);
  return 0;
}

/* The log as the window shows it: what each action did, with its dice,
 * modifiers and rule numbers. */
static int
cmd_log (Cli *cli)
{
  GError *error = NULL;
  g_autoptr(BhGame) game = NULL;
  BhGameData *data;
  int seat = BH_NONE;

  if (cli->argc != 1)
    return usage ();
  game = open_save (cli, cli->argv[0], &error);
  if (game == NULL)
    return fail (error);
  data = bh_game_get_data (game);
  if (cli->side && (seat = find_seat (data, cli->side)) == BH_NONE)
    {
      g_printerr (_("unknown side “%s”\n"), cli->side);
      return 1;
    }
  for (guint i = 0; i < bh_game_get_n_log_entries (game); i++)
    {
      const BhLogEntry *entry = bh_game_get_log_entry (game, i);
      g_autofree char *told = bh_narration_for_seat (entry->narration ? entry->narration : entry->text, seat);
      g_auto(GStrv) lines = g_strsplit (told, "\n", -1);
      g_autofree char *side = dup_seat_id (data, entry->side);

      g_print ("%u. %s", i + 1, side);
      if (entry->rule && *entry->rule)
        g_print (" (%s)", entry->rule);
      g_print (": %s\n", lines[0]);
      for (guint l = 1; lines[l] != NULL; l++)
        g_print ("   %s\n", lines[l]);
      if (entry->n_rolls > 0)
        {
          g_print ("   dice:");
          for (guint r = 0; r < entry->n_rolls; r++)
            g_print (" %u", entry->rolls[r]);
          g_print ("\n");
        }
      if (entry->revealed)
        g_print ("   %s\n", entry->revealed_text != NULL ? entry->revealed_text : _("hidden information came to light"));
    }
  return 0;
}

static int
cmd_actions (Cli *cli)
{
  GError *error = NULL;
  g_autoptr(BhGame) game = NULL;
  g_autoptr(GArray) actions = NULL;

  if (cli->argc != 1)
    return usage ();
  game = open_save (cli, cli->argv[0], &error);
  if (game == NULL)
    return fail (error);
  actions = bh_game_list_actions (game);
  for (guint i = 0; i < actions->len; i++)
    {
      g_autofree char *text = bh_rules_format_action (bh_game_get_rules (game), &g_array_index (actions, BhAction, i));

      g_print ("%s\n", text);
    }
  return 0;
}

static int
cmd_do (Cli *cli)
{
  GError *error = NULL;
  g_autoptr(BhGame) game = NULL;

  if (cli->argc < 2)
    return usage ();
  game = open_save (cli, cli->argv[0], &error);
  if (game == NULL)
    return fail (error);
  for (int i = 1; i < cli->argc; i++)
    if (!bh_game_perform_text (game, cli->argv[i], &error))
      {
        /* Nothing is written: the save stays as it was. */
        g_printerr (_("“%s” refused: %s\n"), cli->argv[i], error->message);
        g_error_free (error);
        return 1;
      }
  if (!write_save (game, cli->output ? cli->output : cli->argv[0], &error))
    return fail (error);
  return 0;
}

static int
cmd_replay (Cli *cli)
{
  GError *error = NULL;
  g_autoptr(BhGame) game = NULL;
  guint n;

  if (cli->argc != 1)
    return usage ();
  game = open_save (cli, cli->argv[0], &error);
  if (game == NULL)
    return fail (error);
  n = bh_game_get_n_log_entries (game);
  for (guint i = 0; i <= n; i++)
    if (!bh_rules_check_invariants (bh_game_get_rules (game), bh_game_get_state_at (game, i), &error))
      {
        g_printerr (_("after action %u: %s\n"), i, error->message);
        g_error_free (error);
        return 1;
      }
  g_print (_("replayed %u actions: verified\n"), n);
  print_state (game, bh_game_get_state (game), BH_NONE);
  return 0;
}

static int
cmd_undo (Cli *cli)
{
  GError *error = NULL;
  g_autoptr(BhGame) game = NULL;

  if (cli->argc != 1)
    return usage ();
  game = open_save (cli, cli->argv[0], &error);
  if (game == NULL)
    return fail (error);
  if (!bh_game_undo (game))
    {
      g_printerr ("%s\n", bh_game_get_n_log_entries (game) == 0
                  ? _("nothing to undo")
                  : _("the last action cannot be undone: it rolled dice, revealed hidden information or passed the decision to the other side"));
      return 1;
    }
  if (!write_save (game, cli->output ? cli->output : cli->argv[0], &error))
    return fail (error);
  return 0;
}

static gboolean
level_option (const char *text, BhAiLevel *level)
{
  if (text == NULL)
    {
      *level = BH_AI_NORMAL;
      return TRUE;
    }
  if (bh_ai_level_from_string (text, level))
    return TRUE;
  g_printerr (_("unknown level “%s”: random, flat, easy, normal or strong\n"), text);
  return FALSE;
}

static int
cmd_ai (Cli *cli)
{
  GError *error = NULL;
  g_autoptr(BhGame) game = NULL;
  g_autofree char *text = NULL;
  g_autofree char *path = bh_ai_config_path ();
  g_autoptr(BhState) view = NULL;
  g_autoptr(GPtrArray) history = NULL;
  const BhState *state;
  BhAiConfig config;
  BhAiLevel level;
  BhAction action;

  if (cli->argc != 1 || !level_option (cli->level[0], &level))
    return usage ();
  game = open_save (cli, cli->argv[0], &error);
  if (game == NULL)
    return fail (error);
  bh_ai_config_init (&config, level);
  if (!bh_ai_config_load (&config, path, &error))
    return fail (error);
  /* --playouts: the flat player's playouts, or the search's iterations. */
  if (cli->playouts)
    config.playouts = config.iterations = cli->playouts;
  if (cli->iterations)
    config.iterations = cli->iterations;
  if (cli->threads)
    config.threads = cli->threads;
  state = bh_game_get_state (game);
  if (state->pending.side < 0 || state->result != BH_RESULT_ONGOING)
    {
      g_printerr ("%s\n", _("nothing to play: the game is over"));
      return 1;
    }
  view = bh_rules_dup_view (bh_game_get_rules (game), state, state->pending.side);
  history = bh_ai_history (game, state->pending.side);
  if (!bh_ai_decide (bh_game_get_rules (game), view, history, &config, cli->time_ms ? cli->time_ms : config.time_ms,
                     cli->has_seed ? cli->seed : (guint64) g_get_real_time (), NULL, &action))
    {
      g_printerr ("%s\n", _("nothing to play: the game is over"));
      return 1;
    }
  text = bh_rules_format_action (bh_game_get_rules (game), &action);
  if (!bh_game_perform (game, &action, &error) ||
      !write_save (game, cli->output ? cli->output : cli->argv[0], &error))
    return fail (error);
  g_print ("%s\n", text);
  return 0;
}

/* ---- arena ---------------------------------------------------------------- */

typedef struct {
  guint count;
  const BhArenaParams *params;
} ArenaProgress;

static void
arena_progress (guint game, int a_side, int result, int winner, guint actions, gpointer user_data)
{
  ArenaProgress *progress = user_data;

  progress->count++;
  if (progress->params->table)
    g_printerr ("game %u: table turned %d, %s%d%s, %u actions\n", progress->count, a_side,
                result == BH_RESULT_WIN ? "won by #" : "", result == BH_RESULT_WIN ?
                (winner + (int) progress->params->n_players - a_side) % (int) progress->params->n_players + 1 : 0,
                result == BH_RESULT_WIN ? "" : result == BH_RESULT_DRAW ? " (draw)" : " (unfinished)", actions);
  else
    g_printerr ("game %u: A side %d, %s%s, %u actions\n", progress->count, a_side,
                result == BH_RESULT_WIN ? "won by side " : result == BH_RESULT_DRAW ? "draw" : "unfinished",
                result == BH_RESULT_WIN ? (winner == a_side ? "A" : "B") : "", actions);
}

/* The arena's players: A and B, or one a seat (--seat N=LEVEL). */
static int
arena_players (Cli *cli, BhArenaParams *params, const char **names)
{
  GError *error = NULL;
  g_autofree char *path = bh_ai_config_path ();
  guint n = 0;

  for (guint k = 0; k < G_N_ELEMENTS (cli->seat_level) && cli->seat_level[k] != NULL; k++)
    n = k + 1;
  for (guint k = n; k < G_N_ELEMENTS (cli->seat_level); k++)
    if (cli->seat_level[k] != NULL)
      {
        g_printerr (_("--seat %u given without --seat %u\n"), k + 1, n + 1);
        return 1;
      }
  if (n > 0 && (cli->level[0] != NULL || cli->level[1] != NULL))
    {
      g_printerr ("%s\n", _("--seat and --a/--b do not mix: give every seat its level"));
      return 1;
    }
  if (n == 0 && (cli->level[0] == NULL || cli->level[1] == NULL))
    return usage ();
  if (n > 0 && (cli->player_iterations[0] || cli->player_iterations[1]))
    {
      g_printerr ("%s\n", _("--a-iterations and --b-iterations are for --a and --b; a table of seats takes --iterations"));
      return 1;
    }
  params->table = n > 0;
  params->n_players = n > 0 ? n : 2;
  for (guint p = 0; p < params->n_players; p++)
    {
      BhAiLevel level;

      names[p] = n > 0 ? cli->seat_level[p] : cli->level[p];
      if (!level_option (names[p], &level))
        return 1;
      bh_ai_config_init (&params->player[p], level);
      if (!bh_ai_config_load (&params->player[p], path, &error))
        return fail (error);
      if (cli->iterations)
        params->player[p].iterations = cli->iterations;
      if (n == 0 && cli->player_iterations[p])
        params->player[p].iterations = cli->player_iterations[p];
      if (cli->time_ms)
        params->player[p].time_ms = cli->time_ms;
      if (cli->threads)
        params->player[p].threads = cli->threads;
      if (cli->playouts)
        params->player[p].playouts = cli->playouts;
    }
  return 0;
}

/* What a player thinks with, for the report's first line: " (200
 * iterations a decision)", " (1000 ms a decision)", " (400 playouts)". */
static char *
arena_budget (const BhAiConfig *config)
{
  switch (config->level)
    {
    case BH_AI_FLAT:
      return g_strdup_printf (" (%u playouts a decision)", config->playouts);
    case BH_AI_NORMAL:
    case BH_AI_STRONG:
      if (config->iterations)
        return g_strdup_printf (" (%u iterations a decision)", config->iterations);
      return g_strdup_printf (" (%u ms a decision, %u ms a turn)", config->time_ms, config->turn_ms);
    default:
      return g_strdup ("");
    }
}

/* "A", "B", or "#3" for the table's third player (--seat 3). */
static char *
arena_player_name (const BhArenaParams *params, guint p)
{
  return params->table ? g_strdup_printf ("#%u", p + 1) : g_strdup (p == 0 ? "A" : "B");
}

static int
compare_strings (const void *a, const void *b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The options a run set, in the report's first line (", choose-set-up
 * off"), sorted so that two runs' lines compare. */
static void
arena_print_options (GHashTable *options)
{
  g_autofree gpointer *keys = (gpointer *) g_hash_table_get_keys_as_array (options, NULL);
  guint n = g_hash_table_size (options);

  qsort (keys, n, sizeof *keys, compare_strings);
  for (guint k = 0; k < n; k++)
    g_print (", %s %s", (const char *) keys[k], g_hash_table_lookup (options, keys[k]) ? "on" : "off");
}

static int
cmd_arena (Cli *cli)
{
  GError *error = NULL;
  g_autoptr(BhGameData) data = NULL;
  BhArenaParams params = { 0 };
  BhArenaReport report;
  const char *names[BH_ARENA_MAX_SIDES] = { NULL };
  ArenaProgress progress = { 0, &params };
  int status;

  if (cli->argc != 2)
    return usage ();
  data = bh_library_load_game (cli->library, cli->argv[0], &error);
  if (data == NULL)
    return fail (error);
  if ((status = arena_players (cli, &params, names)) != 0)
    return status;
  params.players = cli->players;
  params.pairs = cli->pairs ? cli->pairs : 10;
  params.seed = cli->has_seed ? cli->seed : 1;
  params.max_actions = cli->max_actions;
  params.save_dir = cli->failures;
  params.options = g_hash_table_size (cli->options) > 0 ? cli->options : NULL;
  params.on_game = arena_progress;
  params.user_data = &progress;
  if (!bh_arena_run (data, cli->argv[1], &params, &report, &error))
    return fail (error);
  g_print ("%s %s: ", cli->argv[0], cli->argv[1]);
  for (guint p = 0; p < report.n_players; p++)
    {
      g_autofree char *who = arena_player_name (&params, p);

      g_autofree char *budget = arena_budget (&params.player[p]);

      g_print ("%s%s %s%s", p ? ", " : "", who, names[p], budget);
    }
  if (params.players)
    g_print (", %u players", params.players);
  arena_print_options (cli->options);
  g_print (", %u pairs, seed %" G_GUINT64_FORMAT "\n", params.pairs, params.seed);
  for (guint p = 0; p < report.n_players; p++)
    for (guint s = 0; s < report.n_sides; s++)
      {
        g_autofree char *who = arena_player_name (&params, p);
        /* Seats beyond the sides (Geronimo) are named as seats. */
        g_autofree char *seat = s < bh_game_data_get_n_sides (data) && report.n_sides <= bh_game_data_get_n_sides (data)
                                  ? g_strdup (bh_game_data_get_side (data, s)->id)
                                  : bh_game_data_dup_seat_name (data, s, FALSE);
        guint n = report.games[p][s];
        double half, score = bh_arena_score (&report, p, s, &half);

        if (n == 0)
          continue;
        g_print ("%s as %s: %u games, %u wins, %u draws, %u losses, score %.3f ± %.3f\n", who, seat, n,
                 report.wins[p][s], report.draws[p][s], n - report.wins[p][s] - report.draws[p][s], score, half);
      }
  for (guint p = 0; p < report.n_players; p++)
    {
      g_autofree char *who = arena_player_name (&params, p);

      g_print ("%s: %u decisions, mean %.1f ms, longest %.1f ms, longest turn %.1f s, take-backs %u, refused %u\n",
               who, report.decisions[p],
               report.decisions[p] ? report.think_us[p] / 1000.0 / report.decisions[p] : 0.0,
               report.max_decision_us[p] / 1000.0, report.max_turn_us[p] / 1e6, report.take_backs[p], report.refused[p]);
      if (report.searched[p] > 0)
        g_print ("%s: %u searched, iterations a searched decision mean %.0f, fewest %u, most %u\n", who,
                 report.searched[p], (double) report.iterations[p] / report.searched[p], report.min_iterations[p],
                 report.max_iterations[p]);
    }
  g_print ("unfinished: %u\n", report.unfinished);
  return 0;
}

/* ---- autoplay, bench ----------------------------------------------------- */

static void
print_report (BhGameData *data, const BhAutoplayReport *r)
{
  g_print ("games: %u\n", r->games);
  g_print ("finished: %u\n", r->finished);
  g_print ("dead ends: %u\n", r->dead_ends);
  g_print ("invariant failures: %u\n", r->invariant_failures);
  g_print ("too long: %u\n", r->too_long);
  g_print ("draws: %u\n", r->draws);
  for (guint s = 0; s < r->n_sides; s++)
    {
      /* Geronimo's winners are seats, more than its two sides */
      g_autofree char *seat = r->n_sides <= bh_game_data_get_n_sides (data) ? NULL
                                                                            : bh_game_data_dup_seat_name (data, s, FALSE);

      g_print ("wins %s: %u\n", seat ? seat : bh_game_data_get_side (data, s)->id, r->wins[s]);
    }
  g_print ("actions per game: min %u, mean %.1f, max %u\n", r->min_actions,
           r->games ? (double) r->total_actions / r->games : 0.0, r->max_actions);
  if (r->first_failure)
    g_print ("first failure: %s\n", r->first_failure);
  if (r->first_failure_save)
    g_print ("failure save: %s\n", r->first_failure_save);
}

static int
cmd_autoplay (Cli *cli)
{
  GError *error = NULL;
  g_autoptr(BhGameData) data = NULL;
  BhAutoplayReport report;
  gboolean clean;

  if (cli->argc != 2)
    return usage ();
  data = bh_library_load_game (cli->library, cli->argv[0], &error);
  if (data == NULL)
    return fail (error);
  if (!bh_autoplay_run_with_options (data, cli->argv[1], cli->options, cli->games, cli->has_seed ? cli->seed : 1,
                                     cli->max_actions, cli->failures ? cli->failures : ".", &report, &error))
    return fail (error);
  print_report (data, &report);
  clean = report.dead_ends == 0 && report.invariant_failures == 0 && report.too_long == 0;
  bh_autoplay_report_clear (&report);
  return clean ? 0 : 1;
}

/* Every scenario of every game with rules (or of the games named), N
 * seeded random games each: one line per scenario, for long runs by hand
 * (not in CI: 10,000 games of a scenario take minutes). */
static int
cmd_soak (Cli *cli)
{
  g_auto(GStrv) all = bh_library_list_games (cli->library);
  char **games = cli->argc > 0 ? cli->argv : all;
  gboolean clean = TRUE;

  /* A name given is a game with rules, or a slip refused before any game
   * is played (a scenario's id there was once skipped without a word). */
  for (guint g = 0; games != all && games[g] != NULL; g++)
    if (!bh_rules_exist_for (games[g]))
      {
        g_printerr (_("soak: “%s” is not a game with rules (soak [GAME…] --games N)\n"), games[g]);
        return 1;
      }
  for (guint g = 0; games[g] != NULL; g++)
    {
      GError *error = NULL;
      g_autoptr(BhGameData) data = NULL;

      if (!bh_rules_exist_for (games[g]))
        continue;
      data = bh_library_load_game (cli->library, games[g], &error);
      if (data == NULL)
        return fail (error);
      for (guint s = 0; s < bh_game_data_get_n_scenarios (data); s++)
        {
          const char *scenario = bh_game_data_get_scenario (data, s)->id;
          BhAutoplayReport r;
          gint64 start = g_get_monotonic_time ();

          if (!bh_autoplay_run (data, scenario, cli->games, cli->has_seed ? cli->seed : 1, cli->max_actions,
                                cli->failures ? cli->failures : ".", &r, &error))
            return fail (error);
          g_print (_("%s %s: %u games, %u finished, %u dead ends, %u invariant failures, %u too long; "
                     "actions min %u mean %.0f max %u; %.0f s\n"),
                   games[g], scenario, r.games, r.finished, r.dead_ends, r.invariant_failures, r.too_long,
                   r.min_actions, r.games ? (double) r.total_actions / r.games : 0.0, r.max_actions,
                   (g_get_monotonic_time () - start) / 1e6);
          if (r.first_failure)
            g_print ("  %s%s%s\n", r.first_failure, r.first_failure_save ? " — " : "",
                     r.first_failure_save ? r.first_failure_save : "");
          clean = clean && r.dead_ends == 0 && r.invariant_failures == 0 && r.too_long == 0;
          bh_autoplay_report_clear (&r);
        }
    }
  return clean ? 0 : 1;
}

static int
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median (GArray *samples)
{
  g_array_sort (samples, compare_doubles);
  return samples->len ? g_array_index (samples, double, samples->len / 2) : 0;
}

/* Processor time of this process in ms: on a shared machine the
 * wall-clock counts the waits for a core, this does not. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
cmd_bench (Cli *cli)
{
  g_auto(GStrv) games = bh_library_list_games (cli->library);
  g_autoptr(GFile) schemas = bh_library_get_schemas_dir (cli->library);
  guint repeat = cli->repeat ? cli->repeat : 20;
  int status = 0;

  g_print ("# median of %u runs; wall-clock on this machine (random games: and processor time)\n", repeat);
  for (guint i = 0; games[i]; i++)
    {
      g_autoptr(GArray) load = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) copy = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(BhGameData) data = NULL;
      g_autoptr(GFile) folder = NULL;
      GError *error = NULL;

      data = bh_library_load_game (cli->library, games[i], &error);
      if (data == NULL)
        {
          /* Measure the others all the same. */
          status = fail (error);
          continue;
        }
      folder = g_object_ref (bh_game_data_get_folder (data));
      for (guint r = 0; r < repeat; r++)
        {
          gint64 start = g_get_monotonic_time ();
          g_autoptr(BhGameData) fresh = bh_game_data_load (folder, schemas, &error);
          double ms = (g_get_monotonic_time () - start) / 1000.0;

          if (fresh == NULL)
            return fail (error);
          g_array_append_val (load, ms);
        }
      g_print ("load+validate %s: %.2f ms\n", games[i], median (load));

      {
        const char *scenario_id = bh_game_data_get_default_scenario (data)
                                  ? bh_game_data_get_default_scenario (data)
                                  : bh_game_data_get_scenario (data, 0)->id;
        g_autoptr(BhGame) game = bh_game_new (data, scenario_id, 1, TRUE, &error);
        const BhState *state;
        const guint n = 100000;

        if (game == NULL)
          return fail (error);
        state = bh_game_get_state (game);
        for (guint r = 0; r < repeat; r++)
          {
            gint64 start = g_get_monotonic_time ();
            double us;

            /* A fresh copy each time, allocation included, as undo
             * snapshots and searches make them. */
            for (guint k = 0; k < n; k++)
              bh_state_free (bh_state_copy (state));
            us = (double) (g_get_monotonic_time () - start) / n;
            g_array_append_val (copy, us);
          }
        g_print ("state copy %s (%" G_GSIZE_FORMAT " bytes, %u pieces): %.3f us\n", games[i], bh_state_block_size (state),
                 state->n_pieces, median (copy));
      }

      if (bh_rules_exist_for (games[i]))
        for (guint s = 0; s < bh_game_data_get_n_scenarios (data); s++)
          {
            const BhScenario *scenario = bh_game_data_get_scenario (data, s);
            g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
            g_autoptr(GArray) cpu = g_array_new (FALSE, FALSE, sizeof (double));
            BhAutoplayReport report;

            for (guint r = 0; r < repeat; r++)
              {
                gint64 start = g_get_monotonic_time ();
                double cpu_start = cpu_ms (), ms;

                if (!bh_autoplay_run (data, scenario->id, 1, r + 1, 200000, NULL, &report, &error))
                  return fail (error);
                ms = (g_get_monotonic_time () - start) / 1000.0;
                g_array_append_val (times, ms);
                ms = cpu_ms () - cpu_start;
                g_array_append_val (cpu, ms);
                bh_autoplay_report_clear (&report);
              }
            g_print ("random game %s %s: %.2f ms (processor %.2f ms)\n", games[i], scenario->id, median (times),
                     median (cpu));
          }
    }
  return status;
}

/* ---- dispatch ------------------------------------------------------------ */

static gboolean
parse_number (const char *text, guint64 *out)
{
  char *end;

  if (text == NULL)
    return FALSE;
  *out = g_ascii_strtoull (text, &end, 10);
  return end != text && *end == '\0';
}

/* "N=LEVEL": the seat N (from 1); the level is checked later. */
static gboolean
parse_seat (const char *text, guint64 *seat)
{
  const char *eq = text ? strchr (text, '=') : NULL;
  g_autofree char *number = eq ? g_strndup (text, eq - text) : NULL;

  return number != NULL && parse_number (number, seat) && *seat >= 1;
}

int
bh_cli_run (int argc, char **argv)
{
  Cli cli = { 0 };
  g_autoptr(GPtrArray) rest = g_ptr_array_new ();
  g_autoptr(GPtrArray) games_dirs = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *data_dir = NULL;
  const char *command;
  guint64 number;
  int status;

  cli.games = 10;
  cli.options = options;
  cli.max_actions = 100000;
  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (g_str_equal (arg, "-o") || g_str_equal (arg, "--output"))
        cli.output = value, i++;
      else if (g_str_equal (arg, "--data-dir"))
        data_dir = value, i++;
      else if (g_str_equal (arg, "--games-dir") && value)
        g_ptr_array_add (games_dirs, g_file_new_for_commandline_arg (value)), i++;
      else if (g_str_equal (arg, "--seed") && parse_number (value, &number))
        cli.seed = number, cli.has_seed = TRUE, i++;
      else if (g_str_equal (arg, "--games") && parse_number (value, &number) && number <= G_MAXUINT)
        cli.games = (guint) number, i++;
      else if (g_str_equal (arg, "--max-actions") && parse_number (value, &number) && number <= G_MAXUINT)
        cli.max_actions = (guint) number, i++;
      else if (g_str_equal (arg, "--playouts") && parse_number (value, &number) && number <= 1000000)
        cli.playouts = (guint) number, i++;
      else if (g_str_equal (arg, "--level") && value)
        cli.level[0] = value, i++;
      else if (g_str_equal (arg, "--a") && value)
        cli.level[0] = value, i++;
      else if (g_str_equal (arg, "--b") && value)
        cli.level[1] = value, i++;
      else if (g_str_equal (arg, "--seat") && parse_seat (value, &number) && number <= G_N_ELEMENTS (cli.seat_level))
        cli.seat_level[number - 1] = strchr (value, '=') + 1, i++;
      else if (g_str_equal (arg, "--players") && parse_number (value, &number) && number >= 1 &&
               number <= BH_ARENA_MAX_SIDES)
        cli.players = (guint) number, i++;
      else if (g_str_equal (arg, "--pairs") && parse_number (value, &number) && number <= 100000)
        cli.pairs = (guint) number, i++;
      else if (g_str_equal (arg, "--iterations") && parse_number (value, &number) && number <= 10000000)
        cli.iterations = (guint) number, i++;
      else if ((g_str_equal (arg, "--a-iterations") || g_str_equal (arg, "--b-iterations")) &&
               parse_number (value, &number) && number >= 1 && number <= 10000000)
        cli.player_iterations[arg[2] == 'b'] = (guint) number, i++;
      else if (g_str_equal (arg, "--threads") && parse_number (value, &number) && number <= 256)
        cli.threads = (guint) number, i++;
      else if (g_str_equal (arg, "--time-ms") && parse_number (value, &number) && number <= 3600000)
        cli.time_ms = (guint) number, i++;
      else if (g_str_equal (arg, "--repeat") && parse_number (value, &number) && number <= 100000)
        cli.repeat = (guint) number, i++;
      else if (g_str_equal (arg, "--failures"))
        cli.failures = value, i++;
      else if (g_str_equal (arg, "--side"))
        cli.side = value, i++;
      else if (g_str_equal (arg, "--option") && value)
        {
          /* ID (on), ID=on|off, ID=true|false, ID=1|0 */
          const char *eq = strchr (value, '=');
          const char *what = eq ? eq + 1 : "on";
          gboolean on = g_str_equal (what, "on") || g_str_equal (what, "true") || g_str_equal (what, "1");

          if (!on && !g_str_equal (what, "off") && !g_str_equal (what, "false") && !g_str_equal (what, "0"))
            {
              /* Translators: blockhouse-cli: --option ID=VALUE with a VALUE other than on or off */
              g_printerr (_("--option %s: the value must be on or off\n"), value);
              return 1;
            }
          g_hash_table_insert (cli.options, eq ? g_strndup (value, eq - value) : g_strdup (value), GINT_TO_POINTER (on));
          i++;
        }
      else if (g_str_equal (arg, "--free"))
        cli.free_play = TRUE;
      else if (g_str_equal (arg, "--help") || g_str_equal (arg, "-h"))
        return usage (), 0;
      else if (arg[0] == '-' && arg[1] == '-')
        {
          g_printerr (_("unknown or incomplete option %s\n"), arg);
          return 1;
        }
      else
        g_ptr_array_add (rest, (gpointer) arg);
    }
  if (rest->len == 0)
    return usage ();

  if (data_dir)
    {
      g_autoptr(GFile) dir = g_file_new_for_commandline_arg (data_dir);

      cli.library = bh_library_new (dir);
    }
  else
    cli.library = g_object_ref (bh_library_get_default ());
  for (guint i = 0; i < games_dirs->len; i++)
    bh_library_add_games_dir (cli.library, g_ptr_array_index (games_dirs, i));

  command = g_ptr_array_index (rest, 0);
  cli.argc = rest->len - 1;
  /* NULL-terminated: soak walks the games named as a string vector. */
  g_ptr_array_add (rest, NULL);
  cli.argv = (char **) rest->pdata + 1;

  if (g_str_equal (command, "validate")) status = cmd_validate (&cli);
  else if (g_str_equal (command, "games")) status = cmd_games (&cli);
  else if (g_str_equal (command, "info")) status = cmd_info (&cli);
  else if (g_str_equal (command, "new")) status = cmd_new (&cli);
  else if (g_str_equal (command, "state")) status = cmd_state (&cli);
  else if (g_str_equal (command, "actions")) status = cmd_actions (&cli);
  else if (g_str_equal (command, "log")) status = cmd_log (&cli);
  else if (g_str_equal (command, "do")) status = cmd_do (&cli);
  else if (g_str_equal (command, "replay")) status = cmd_replay (&cli);
  else if (g_str_equal (command, "undo")) status = cmd_undo (&cli);
  else if (g_str_equal (command, "autoplay")) status = cmd_autoplay (&cli);
  else if (g_str_equal (command, "ai")) status = cmd_ai (&cli);
  else if (g_str_equal (command, "arena")) status = cmd_arena (&cli);
  else if (g_str_equal (command, "bench")) status = cmd_bench (&cli);
  else if (g_str_equal (command, "soak")) status = cmd_soak (&cli);
  else
    {
      g_printerr (_("unknown command “%s”\n"), command);
      status = usage ();
    }
  g_object_unref (cli.library);
  return status;
}
