/* bh-narration.c — the log's words every game's rules share. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-narration.h"

#include <stdlib.h>
#include <string.h>

/* A secret phrase: START, the seat in decimal, SEP, the secret, SEP, the
 * public text, END.  Control bytes no translation or data string holds. */
#define SECRET_START '\002'
#define SECRET_SEP '\037'
#define SECRET_END '\003'

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

char *
bh_narration_secret (int seat, const char *secret, const char *public_text)
{
  return g_strdup_printf ("%c%d%c%s%c%s%c", SECRET_START, seat, SECRET_SEP, secret, SECRET_SEP, public_text, SECRET_END);
}

char *
bh_narration_for_seat (const char *text, int seat)
{
  GString *out = g_string_new (NULL);
  const char *at = text;

  for (const char *start; (start = strchr (at, SECRET_START)) != NULL;)
    {
      const char *sep1 = strchr (start, SECRET_SEP);
      const char *sep2 = sep1 != NULL ? strchr (sep1 + 1, SECRET_SEP) : NULL;
      const char *end = sep2 != NULL ? strchr (sep2 + 1, SECRET_END) : NULL;
      int owner;

      g_string_append_len (out, at, start - at);
      /* A mark with no phrase after it: shown as nothing rather than as
       * its bytes (never written so by bh_narration_secret). */
      if (end == NULL)
        return g_string_free (out, FALSE);
      owner = atoi (start + 1);
      if (seat == BH_NONE || seat == owner)
        g_string_append_len (out, sep1 + 1, sep2 - sep1 - 1);
      else
        g_string_append_len (out, sep2 + 1, end - sep2 - 1);
      at = end + 1;
    }
  g_string_append (out, at);
  return g_string_free (out, FALSE);
}
