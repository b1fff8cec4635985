/* bh-schema.h — RELAX NG validation of a document in memory, reporting
 * every problem (not only the first) with the node it concerns. */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

typedef void (*BhSchemaProblemFunc) (xmlNode    *node,
                                     int         line,
                                     const char *message,
                                     gpointer    user_data);

/* The schema file for a data file ("board.xml" -> "board.rng",
 * "scenarios/x.xml" -> "scenario.rng"). */
const char *bh_schema_name_for   (const char          *relative_path);

/* Validates `doc` against `schema_file`; calls `func` for each problem
 * (at most `limit`).  Returns the number of problems, or -1 and sets
 * `error` when the schema itself cannot be read. */
int         bh_schema_validate   (GFile               *schema_file,
                                  xmlDoc              *doc,
                                  guint                limit,
                                  BhSchemaProblemFunc  func,
                                  gpointer             user_data,
                                  GError             **error);

G_END_DECLS
