/* fuzz-action.c — action text as typed at the command line or found in a
 * save: parsed and, when it parses, checked and performed on a fresh game
 * of Ohio and of the test game.  The first byte picks the game and how
 * many of the legal actions (up to 24) are played first, so that the text meets
 * other decisions than the opening one. */
#include "config.h"

#include "fuzz-common.h"

static BhGame *
fresh_game (guint which)
{
  static const char *const games[][2] = { { "ohio", "legion" }, { "tiny", "ford" }, { "ohio", "campaign" } };
  g_autoptr(BhGameData) data = bh_library_load_game (fuzz_library (), games[which % 3][0], NULL);

  g_assert_nonnull (data);
  return bh_game_new (data, games[which % 3][1], 7, FALSE, NULL);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(BhGame) game = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  guint prefix;

  if (size < 1)
    return 0;
  game = fresh_game (data[0] & 3);
  g_assert_nonnull (game);
  /* Play the first legal action a few times to reach other decisions. */
  for (prefix = MIN (data[0] >> 2, 24); prefix > 0; prefix--)
    {
      g_autoptr(GArray) actions = bh_game_list_actions (game);

      if (actions->len == 0 || !bh_game_perform (game, &g_array_index (actions, BhAction, 0), NULL))
        break;
    }
  text = g_strndup ((const char *) data + 1, size - 1);
  if (!bh_game_perform_text (game, text, &error))
    {
      g_assert_nonnull (error);
      return 0;
    }
  /* What was performed reads back as the same action. */
  {
    const BhLogEntry *last = bh_game_get_log_entry (game, bh_game_get_n_log_entries (game) - 1);
    BhAction again;

    g_assert_true (bh_rules_parse_action (bh_game_get_rules (game), last->text, &again, NULL));
  }
  return 0;
}
