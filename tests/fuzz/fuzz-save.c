/* fuzz-save.c — a save as a user could hand it to Blockhouse: parsed,
 * checked and replayed against the shipped games and the test game (a
 * digest "current" is the installed one's).  A
 * refusal is fine; a crash, a hang or a sanitizer report is a finding. */
#include "config.h"

#include "fuzz-common.h"

/* data-digest="current" stands for the installed data's digest of the
 * game the save names, so that the seed saves replay (and mutations reach
 * the replay) however often the shipped data changes. */
static GBytes *
with_current_digest (const uint8_t *data, size_t size)
{
  static const char placeholder[] = "data-digest=\"current\"";
  g_autofree char *text = g_strndup ((const char *) data, size);
  const char *at = size == strlen (text) ? strstr (text, placeholder) : NULL;
  const char *game = at ? strstr (text, " game=\"") : NULL;
  g_autofree char *id = NULL;
  g_autoptr(BhGameData) game_data = NULL;
  GString *out;

  if (game == NULL)
    return g_bytes_new (data, size);
  game += strlen (" game=\"");
  id = g_strndup (game, strcspn (game, "\""));
  game_data = bh_library_load_game (fuzz_library (), id, NULL);
  if (game_data == NULL)
    return g_bytes_new (data, size);
  out = g_string_new_len (text, at - text);
  g_string_append_printf (out, "data-digest=\"%s\"", bh_game_data_get_digest (game_data));
  g_string_append (out, at + strlen (placeholder));
  return g_string_free_to_bytes (out);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  BhLibrary *library = fuzz_library ();
  g_autoptr(GBytes) bytes = with_current_digest (data, size);
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
