/* fuzz-save.c — a save as a user could hand it to Blockhouse: parsed,
 * checked and replayed against the shipped games and the test game.  A
 * refusal is fine; a crash, a hang or a sanitizer report is a finding. */
#include "config.h"

#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  BhLibrary *library = fuzz_library ();
  g_autoptr(GBytes) bytes = g_bytes_new (data, size);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_library_open_save_from_bytes (library, "fuzz.blockhouse", bytes, &error);

  if (game == NULL)
    {
      /* Every refusal is one line. */
      g_assert_nonnull (error);
      g_assert_null (strchr (error->message, '\n'));
      return 0;
    }
  /* A save that loads also writes, undoes and reviews. */
  {
    gsize length;
    g_autofree char *xml = bh_game_to_xml (game, &length);
    guint n = bh_game_get_n_log_entries (game);

    g_assert_nonnull (bh_game_get_state_at (game, n / 2));
    while (bh_game_undo (game))
      ;
  }
  return 0;
}
