/* bh-narration.c — the log's words every game's rules share. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-narration.h"

void
bh_notes_append_valist (GString *notes, const char *rule, const char *format, va_list args)
{
  if (notes == NULL)
    return;
  if (notes->len > 0)
    g_string_append_c (notes, '\n');
  g_string_append_vprintf (notes, format, args);
  if (rule != NULL)
    g_string_append_printf (notes, " (%s)", rule);
}

GString *
bh_narration_new (const char *wording, const GString *notes)
{
  GString *out = g_string_new (wording);

  if (notes->len > 0)
    {
      g_string_append_c (out, '\n');
      g_string_append (out, notes->str);
    }
  return out;
}

void
bh_narration_append_result (GString *out, BhGameData *data, const BhState *before, const BhState *after)
{
  if (after->result == BH_RESULT_ONGOING || before->result != BH_RESULT_ONGOING)
    return;
  if (after->result == BH_RESULT_WIN && after->winner >= 0)
    {
      g_autofree char *winner = bh_game_data_dup_seat_name (data, after->winner, FALSE);

      /* Translators: the end of a game in the log: a side's full name (or
         a player's, "Player 3", where players change sides), singular or
         plural ("Nations"): a label, so the wording does not agree with it */
      g_string_append_printf (out, _("\nWinner: %s"), winner);
    }
  else
    g_string_append (out, _("\nThe game is drawn"));
}

char *
bh_rules_describe_game_over (BhGameData *data, const BhState *state)
{
  if (state->result == BH_RESULT_WIN)
    {
      g_autofree char *winner = bh_game_data_dup_seat_name (data, state->winner, FALSE);

      /* Translators: what is left to decide once a side has won: its full
         name (or a player's, "Player 3", where players change sides),
         singular or plural: a label, so the wording does not agree with it */
      return g_strdup_printf (_("game over, winner: %s"), winner);
    }
  if (state->result == BH_RESULT_DRAW)
    return g_strdup (_("game over: a draw"));
  return NULL;
}

const char *
bh_narration_piece_name (BhGameData *data, int piece)
{
  if (piece < 0 || piece >= (int) bh_game_data_get_n_pieces (data))
    return "?";
  return bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, piece))->name;
}

const char *
bh_narration_location (BhGameData *data, int location)
{
  if (location < 0 || location >= (int) bh_game_data_get_n_locations (data))
    return "?";
  return bh_game_data_get_location_name (data, location);
}

const char *
bh_narration_side (BhGameData *data, int side)
{
  if (side < 0 || side >= (int) bh_game_data_get_n_sides (data))
    return "?";
  return bh_game_data_get_side (data, side)->short_name;
}
