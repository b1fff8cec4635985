/* bh-xml-limits.h — sizes and element counts read from a file's raw bytes
 * before it is parsed, so that a hostile file is refused fast and small
 * (RELAX NG validation time grows with the square of invalid siblings).
 * Saves are read as a stream (bh-save-reader.c).  The limits are listed in
 * docs/data-format.md. */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* Data files (game, board, counters, tables, scenarios, geography). */
#define BH_DATA_MAX_BYTES        (4u << 20)
#define BH_DATA_MAX_PER_KIND     5000u
#define BH_DATA_MAX_ELEMENTS     20000u
/* Saves: a long game is a few hundred thousand actions. */
#define BH_SAVE_MAX_BYTES        (64u << 20)
#define BH_SAVE_MAX_ACTIONS      1000000u
#define BH_SAVE_MAX_OPTIONS      32u
/* Names of elements in one file: the schemas use fewer than 100. */
#define BH_MAX_ELEMENT_NAMES     200u

/* Checks `contents` against the limits for files following `schema_name`
 * (a .rng basename: "save.rng" or a data schema). */
gboolean bh_xml_check_limits     (const char  *name,
                                  const char  *contents,
                                  gsize        length,
                                  const char  *schema_name,
                                  GError     **error);

/* Reads `file` whole, but never more than the limit for `schema_name`
 * plus one byte: a huge file is refused (BH_ERROR, naming `name`) without
 * being held in memory.  I/O errors come back as GIO gave them. */
GBytes  *bh_xml_read_file        (GFile        *file,
                                  const char   *name,
                                  const char   *schema_name,
                                  GCancellable *cancellable,
                                  GError      **error);

G_END_DECLS
