/* bh-narration.h — the log's words every game's rules share: notes with
 * their rule numbers, an action's account (its wording, then the notes
 * written while it is applied again), and the end of a game. */
#pragma once

#include <stdarg.h>

#include "bh-game-data.h"
#include "bh-state.h"

G_BEGIN_DECLS

/* Appends one note, "\n" before it unless it is the first, then " (rule)"
 * when `rule` is not NULL.  `notes` NULL: nothing (notes are off). */
void     bh_notes_append_valist       (GString       *notes,
                                       const char    *rule,
                                       const char    *format,
                                       va_list        args) G_GNUC_PRINTF (3, 0);
/* A new account: the wording, then the notes on the lines after it. */
GString *bh_narration_new             (const char    *wording,
                                       const GString *notes);
/* Appends "\n<side> wins" or "\nThe game is drawn" when the action
 * ended the game. */
void     bh_narration_append_result   (GString       *out,
                                       BhGameData    *data,
                                       const BhState *before,
                                       const BhState *after);
/* "game over: <side> wins" or "game over: a draw"; NULL while the game
 * goes on. */
char    *bh_rules_describe_game_over  (BhGameData    *data,
                                       const BhState *state);

/* A phrase of the log only `seat` may read, such as the title of a card
 * it holds face down; every other reader reads `public_text` instead.  The
 * narration keeps both, marked; bh_narration_for_seat() gives each reader
 * his text.  Neither phrase may hold the marks (bytes 0x02, 0x03, 0x1f). */
char    *bh_narration_secret          (int            seat,
                                       const char    *secret,
                                       const char    *public_text);
/* The narration `text` as `seat` reads it: each secret phrase for its own
 * seat, its public text for every other seat; BH_NONE
 * reads every secret (the game over, nothing hidden any more). */
char    *bh_narration_for_seat        (const char    *text,
                                       int            seat);

/* Names for the log, "?" for a number that names nothing: a piece's unit
 * type, a location, a side's short name. */
const char *bh_narration_piece_name (BhGameData *data,
                                     int         piece);
const char *bh_narration_location   (BhGameData *data,
                                     int         location);
const char *bh_narration_side       (BhGameData *data,
                                     int         side);

G_END_DECLS
