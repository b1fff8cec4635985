/* bh-game-opener.h — picks and starts the game a window opens: the one
 * the command line names, else Ohio, else the first game that loads; its
 * default scenario; enforced rules where they exist, free play otherwise.
 * Opens saves off the main thread. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

BhGame *bh_game_opener_open (BhLibrary   *library,
                             const char  *game_id,
                             const char  *scenario_id,
                             GError     **error);

/* Reads, checks and replays a save in a worker thread, so that a long or
 * hostile save never freezes the window.  @progress (may be NULL) is
 * called in the caller's main context with the part of the file read and
 * @progress_object (kept alive until the call); cancelling @cancellable
 * ends the read with G_IO_ERROR_CANCELLED. */
void    bh_game_opener_open_save_async  (BhLibrary           *library,
                                         GFile               *file,
                                         GCancellable        *cancellable,
                                         BhSaveProgress       progress,
                                         GObject             *progress_object,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
BhGame *bh_game_opener_open_save_finish (GAsyncResult        *result,
                                         GError             **error);

G_END_DECLS
