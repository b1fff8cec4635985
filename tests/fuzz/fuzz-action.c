/* fuzz-action.c — a game driven by the input, deep into real campaigns:
 * the first byte picks a scenario (every scenario of every game with
 * rules, and the test game); each byte after it is an operation:
 *
 *   0x00–0xEF  perform legal action number (byte mod the number legal)
 *   0xF0       undo                 0xF1  redo
 *   0xF2 K     play on: K+1 legal actions picked by a fixed generator
 *              (a few bytes reach the middle of a campaign)
 *   0xF3 P     review the state after P/256 of the log
 *   0xF4 TEXT  action text up to a newline: parsed, checked, performed
 *   0xF5       save, reload from the bytes, and go on with the reloaded
 *              game, which must be the same
 *
 * After every action the rules' invariants hold and its log text reads
 * back as the same action; a refusal is one line; at the end the game
 * saves and replays to the same state. */
#include "config.h"

#include "fuzz-common.h"

/* Enough for a whole Ohio campaign (about 2,700 actions at random). */
#define MAX_ACTIONS 4000

typedef struct {
  char *game;
  char *scenario;
} Pick;

static GArray *
scenarios (void)
{
  static GArray *picks;

  if (picks == NULL)
    {
      g_auto(GStrv) games = bh_library_list_games (fuzz_library ());

      picks = g_array_new (FALSE, FALSE, sizeof (Pick));
      for (guint g = 0; games[g] != NULL; g++)
        {
          g_autoptr(BhGameData) data = NULL;

          if (!bh_rules_exist_for (games[g]) || (data = bh_library_load_game (fuzz_library (), games[g], NULL)) == NULL)
            continue;
          for (guint s = 0; s < bh_game_data_get_n_scenarios (data); s++)
            {
              Pick pick = { g_strdup (games[g]), g_strdup (bh_game_data_get_scenario (data, s)->id) };

              g_array_append_val (picks, pick);
            }
        }
      g_assert_cmpuint (picks->len, >, 1);
    }
  return picks;
}

static BhGame *
fresh_game (guint which)
{
  GArray *picks = scenarios ();
  const Pick *pick = &g_array_index (picks, Pick, which % picks->len);
  g_autoptr(BhGameData) data = bh_library_load_game (fuzz_library (), pick->game, NULL);
  g_autoptr(GError) error = NULL;
  BhGame *game;

  g_assert_nonnull (data);
  game = bh_game_new (data, pick->scenario, 7, FALSE, &error);
  g_assert_no_error (error);
  return game;
}

static void
assert_one_line (const GError *error)
{
  g_assert_nonnull (error);
  g_assert_null (strchr (error->message, '\n'));
}

/* What was just performed holds the invariants and reads back the same. */
static void
check_last (BhGame *game)
{
  const BhLogEntry *last = bh_game_get_log_entry (game, bh_game_get_n_log_entries (game) - 1);
  g_autoptr(GError) error = NULL;
  BhAction again;

  if (!bh_rules_check_invariants (bh_game_get_rules (game), bh_game_get_state (game), &error))
    g_error ("after %s: %s", last->text, error->message);
  g_assert_true (bh_rules_parse_action (bh_game_get_rules (game), last->text, &again, NULL));
  g_assert_cmpuint (again.kind, ==, last->action.kind);
  g_assert_cmpuint (again.n_args, ==, last->action.n_args);
  g_assert_cmpmem (again.args, again.n_args * sizeof again.args[0], last->action.args,
                   last->action.n_args * sizeof last->action.args[0]);
}

static gboolean
perform_legal (BhGame *game, guint choice)
{
  g_autoptr(GArray) actions = bh_game_list_actions (game);
  g_autoptr(GError) error = NULL;

  if (actions->len == 0)
    return FALSE;
  if (!bh_game_perform (game, &g_array_index (actions, BhAction, choice % actions->len), &error))
    g_error ("a listed action is refused: %s", error->message);
  check_last (game);
  return TRUE;
}

/* Saved and replayed from the bytes: the same game, which goes on. */
static BhGame *
round_trip (BhGame *game)
{
  gsize length;
  g_autofree char *xml = bh_game_to_xml (game, &length);
  g_autoptr(GBytes) bytes = g_bytes_new (xml, length);
  g_autoptr(GError) error = NULL;
  BhGame *again = bh_library_open_save_from_bytes (fuzz_library (), "fuzz.blockhouse", bytes, &error);

  if (again == NULL)
    g_error ("a save made by the program does not load: %s", error->message);
  g_assert_cmpuint (bh_game_get_n_log_entries (again), ==, bh_game_get_n_log_entries (game));
  g_assert_true (bh_state_equal (bh_game_get_state (again), bh_game_get_state (game)));
  return again;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(BhGame) game = NULL;
  guint32 rng;
  gsize i = 1;

  if (size < 1)
    return 0;
  game = fresh_game (data[0]);
  rng = data[0] * 2654435761u + 1;
  while (i < size && bh_game_get_n_log_entries (game) < MAX_ACTIONS)
    {
      guint8 op = data[i++];

      if (op < 0xF0)
        perform_legal (game, op);
      else if (op == 0xF0)
        bh_game_undo (game);
      else if (op == 0xF1)
        {
          if (bh_game_redo (game))
            check_last (game);
        }
      else if (op == 0xF2 && i < size)
        {
          for (guint k = data[i++] + 1; k > 0 && bh_game_get_n_log_entries (game) < MAX_ACTIONS; k--)
            {
              rng = rng * 1664525u + 1013904223u;
              if (!perform_legal (game, rng >> 8))
                break;
            }
        }
      else if (op == 0xF3 && i < size)
        {
          guint n = bh_game_get_n_log_entries (game);
          guint at = (guint) (((guint64) n * data[i++]) / 256);
          g_autoptr(GError) error = NULL;

          if (!bh_rules_check_invariants (bh_game_get_rules (game), bh_game_get_state_at (game, at), &error))
            g_error ("the state after %u actions: %s", at, error->message);
        }
      else if (op == 0xF4)
        {
          const char *start = (const char *) data + i;
          const char *end = memchr (start, '\n', size - i);
          g_autofree char *text = g_strndup (start, end ? (gsize) (end - start) : size - i);
          g_autoptr(GError) error = NULL;

          i += strlen (text) + (end != NULL);
          if (bh_game_perform_text (game, text, &error))
            check_last (game);
          else
            assert_one_line (error);
        }
      else if (op == 0xF5)
        {
          BhGame *again = round_trip (game);

          g_object_unref (game);
          game = again;
        }
    }
  /* How deep an input goes (BH_FUZZ_VERBOSE=1, by hand). */
  if (g_getenv ("BH_FUZZ_VERBOSE") != NULL)
    g_printerr ("%s %s: %u actions, turn %d\n", bh_game_data_get_id (bh_game_get_data (game)),
                bh_game_get_scenario (game)->id, bh_game_get_n_log_entries (game), bh_game_get_state (game)->turn);
  g_object_unref (round_trip (game));
  return 0;
}
