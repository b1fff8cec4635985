/* bh-validator.h — what is wrong with a game as it stands in the editor:
 * schema problems, duplicate ids, dangling references, unreachable spaces,
 * setups that place more counters than the mix holds, missing sources; and
 * whether the engine loads it.  Each problem names the element it is about,
 * so that clicking it selects the item. */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

#include "bh-document.h"
#include "bh-game-data.h"

G_BEGIN_DECLS

typedef enum {
  BH_PROBLEM_ERROR,
  BH_PROBLEM_WARNING,
} BhProblemSeverity;

#define BH_TYPE_PROBLEM (bh_problem_get_type ())
G_DECLARE_FINAL_TYPE (BhProblem, bh_problem, BH, PROBLEM, GObject)

BhProblem         *bh_problem_new          (BhProblemSeverity  severity,
                                            const char        *category,
                                            const char        *path,
                                            xmlNode           *node,
                                            const char        *message);
BhProblemSeverity  bh_problem_get_severity (BhProblem         *self);
/* "schema", "reference", "duplicate", "reach", "counter-mix",
 * "provenance", "value", "engine". */
const char        *bh_problem_get_category (BhProblem         *self);
const char        *bh_problem_get_path     (BhProblem         *self);
const char        *bh_problem_get_message  (BhProblem         *self);
/* The element it is about; may be NULL.  Check bh_xml_is_attached()
 * before use: an edit may have removed it since. */
xmlNode           *bh_problem_get_node     (BhProblem         *self);
/* "board.xml:120", or the path alone. */
char              *bh_problem_dup_location (BhProblem         *self);

/* Every check that reads the documents as they are now (main thread). */
GPtrArray         *bh_validator_check      (BhDocument        *document);

/* Writes a snapshot of the documents and loads it with the engine in a
 * thread, as the game would. */
void               bh_validator_load_async (BhDocument        *document,
                                            GCancellable      *cancellable,
                                            GAsyncReadyCallback callback,
                                            gpointer           user_data);
BhGameData        *bh_validator_load_finish (GAsyncResult     *result,
                                            GError           **error);

G_END_DECLS
