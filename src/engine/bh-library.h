/* bh-library.h — where the game data lives: finds the data folder
 * (BLOCKHOUSE_DATA_DIR, the installed one, or the source tree), lists the
 * games, loads each once, and opens saves. */
#pragma once

#include "bh-game.h"

G_BEGIN_DECLS

#define BH_TYPE_LIBRARY (bh_library_get_type ())
G_DECLARE_FINAL_TYPE (BhLibrary, bh_library, BH, LIBRARY, GObject)

BhLibrary   *bh_library_get_default   (void);
/* A library over `data_dir` (holding games/ and schemas/); extra folders
 * of games may be added (the test game). */
BhLibrary   *bh_library_new           (GFile        *data_dir);
void         bh_library_add_games_dir (BhLibrary    *self,
                                       GFile        *games_dir);
GFile       *bh_library_get_data_dir  (BhLibrary    *self);
GFile       *bh_library_get_schemas_dir (BhLibrary  *self);
/* Sorted game ids. */
GStrv        bh_library_list_games    (BhLibrary    *self);
BhGameData  *bh_library_load_game     (BhLibrary    *self,
                                       const char   *game_id,
                                       GError      **error);
/* Loads a save, checks it belongs to the installed data and replays it. */
BhGame      *bh_library_open_save     (BhLibrary    *self,
                                       GFile        *file,
                                       GError      **error);
BhGame      *bh_library_open_save_from_bytes (BhLibrary *self,
                                       const char   *display_name,
                                       GBytes       *bytes,
                                       GError      **error);

/* Called now and then while a save replays: the part of the file read. */
typedef void (*BhSaveProgress) (double fraction, gpointer user_data);

/* The same, read as a stream (see bh-save-reader.c): may run in a worker
 * thread, reports progress, stops with G_IO_ERROR_CANCELLED when
 * @cancellable is cancelled. */
BhGame      *bh_library_read_save     (BhLibrary    *self,
                                       const char   *display_name,
                                       GBytes       *bytes,
                                       GCancellable *cancellable,
                                       BhSaveProgress progress,
                                       gpointer      user_data,
                                       GError      **error);

/* Reads `file` (never more than the size limit for saves) and replays it
 * as bh_library_read_save() does. */
BhGame      *bh_library_read_save_file (BhLibrary  *self,
                                       GFile        *file,
                                       GCancellable *cancellable,
                                       BhSaveProgress progress,
                                       gpointer      user_data,
                                       GError      **error);

G_END_DECLS
