/* bh-atomic-file.h — writing files so that at every instant the file on
 * disk is the old complete one or the new complete one: a kill, a power
 * loss or a full disk never leaves half a save.  Every writer of saves,
 * autosaves and the editor's game folders goes through here. */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* Writes @length bytes to @file: an unnamed temporary file in the same
 * folder is written, flushed to disk and renamed over the target, then the
 * folder is flushed.  On any error the old file is untouched, no temporary
 * file remains, and @error names the file and the problem. */
gboolean bh_atomic_write        (GFile        *file,
                                 const void   *data,
                                 gsize         length,
                                 GError      **error);

/* One file of a folder written as a unit: @path is relative to the folder;
 * @bytes NULL removes the file. */
typedef struct {
  const char *path;
  GBytes *bytes;
} BhFolderChange;

/* Applies @changes to @folder (created when absent) as one unit: a copy of
 * the folder is built beside it (unchanged files hard-linked, not copied),
 * changed, flushed, and exchanged with the folder in one rename.  On any
 * error the folder is untouched. */
gboolean bh_atomic_write_folder (GFile                *folder,
                                 const BhFolderChange *changes,
                                 guint                 n_changes,
                                 GError              **error);

G_END_DECLS
