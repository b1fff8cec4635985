/* bh-xml-limits.h — checks that keep refusing a hostile file fast and
 * small: sizes and element counts read from the raw bytes before parsing,
 * and the shape of a save checked in one pass before RELAX NG validation
 * (whose time grows with the square of invalid siblings).  The limits are
 * listed in docs/data-format.md. */
#pragma once

#include <glib.h>
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
/* A save's elements and their attributes, in linear time: what save.rng
 * asks, so that RELAX NG validation only meets saves that pass. */
gboolean bh_xml_check_save_shape (const char  *name,
                                  xmlDoc      *doc,
                                  GError     **error);

G_END_DECLS
