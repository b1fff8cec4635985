/* bh-document.h — one game folder open in the editor: its XML documents as
 * libxml2 trees (blanks and comments kept), the undo stack, the dirty state
 * and saving.  Every change goes through bh_document_perform() and ends
 * with ::changed. */
#pragma once

#include <gio/gio.h>
#include <libxml/tree.h>

#include "bh-edit-command.h"
#include "bh-game-data.h"

G_BEGIN_DECLS

typedef enum {
  BH_FILE_GAME,
  BH_FILE_BOARD,
  BH_FILE_COUNTERS,
  BH_FILE_TABLES,
  BH_FILE_SCENARIO,
} BhFileKind;

#define BH_TYPE_DOCUMENT (bh_document_get_type ())
G_DECLARE_FINAL_TYPE (BhDocument, bh_document, BH, DOCUMENT, GObject)

/* Reads game.xml, board.xml, counters.xml, tables.xml, every scenario and
 * the background geography.  `schemas` is the folder of the .rng files. */
BhDocument *bh_document_open             (GFile        *folder,
                                          GFile        *schemas,
                                          GError      **error);
/* Copies the game in `template_folder` into `folder` (which must not exist
 * or be empty) as a new game `game_id` titled `title`, and opens it. */
BhDocument *bh_document_new_from_template (GFile       *template_folder,
                                          GFile        *folder,
                                          const char   *game_id,
                                          const char   *title,
                                          GFile        *schemas,
                                          GError      **error);

GFile      *bh_document_get_folder       (BhDocument   *self);
GFile      *bh_document_get_schemas      (BhDocument   *self);
const char *bh_document_get_game_id      (BhDocument   *self);
char       *bh_document_dup_title        (BhDocument   *self);

xmlDoc     *bh_document_get_xml          (BhDocument   *self,
                                          BhFileKind    kind);
xmlNode    *bh_document_get_root         (BhDocument   *self,
                                          BhFileKind    kind);
/* The scenarios that are part of the game now, sorted by file name. */
guint       bh_document_get_n_scenarios  (BhDocument   *self);
xmlDoc     *bh_document_get_scenario     (BhDocument   *self,
                                          guint         index);
xmlDoc     *bh_document_find_scenario    (BhDocument   *self,
                                          const char   *id);
/* Adds a new scenario file (an undoable edit); takes `doc`. */
void        bh_document_add_scenario     (BhDocument   *self,
                                          const char   *filename,
                                          xmlDoc       *doc,
                                          const char   *label);
/* "board.xml", "scenarios/ford.xml"... for a document of this game. */
const char *bh_document_get_path_of      (BhDocument   *self,
                                          xmlDoc       *doc);
BhFileKind  bh_document_get_kind_of      (BhDocument   *self,
                                          xmlDoc       *doc);
/* Every document that is part of the game, with its path. */
guint       bh_document_get_n_files      (BhDocument   *self);
xmlDoc     *bh_document_get_file         (BhDocument   *self,
                                          guint         index,
                                          const char  **path);

/* The element `element` with `attribute` == `value` in a file, or NULL. */
xmlNode    *bh_document_find             (BhDocument   *self,
                                          BhFileKind    kind,
                                          const char   *element,
                                          const char   *attribute,
                                          const char   *value);
/* Every element named `element` anywhere in a file, in document order. */
GPtrArray  *bh_document_collect          (BhDocument   *self,
                                          BhFileKind    kind,
                                          const char   *element);

/* Background geography: BhGeoPath with lon in x and lat in y. */
GPtrArray  *bh_document_get_geography    (BhDocument   *self);

/* Editing */
void        bh_document_perform          (BhDocument   *self,
                                          BhEditCommand *command,
                                          const char   *label);
gboolean    bh_document_undo             (BhDocument   *self);
gboolean    bh_document_redo             (BhDocument   *self);
gboolean    bh_document_can_undo         (BhDocument   *self);
gboolean    bh_document_can_redo         (BhDocument   *self);
const char *bh_document_get_undo_label   (BhDocument   *self);
const char *bh_document_get_redo_label   (BhDocument   *self);
gboolean    bh_document_is_dirty         (BhDocument   *self);
/* Did the last edit, undo or redo (the one ::changed is telling about)
 * change the file of `kind` (any scenario for BH_FILE_SCENARIO)?  An edit
 * that adds a whole file counts as changing every file. */
gboolean    bh_document_change_touches   (BhDocument   *self,
                                          BhFileKind    kind);
/* ...or that document. */
gboolean    bh_document_change_touches_doc (BhDocument *self,
                                          xmlDoc       *doc);
/* Counts every change, for views that cache what they draw. */
guint       bh_document_get_generation   (BhDocument   *self);

/* Validates every changed file against its schema and, only if all pass,
 * replaces each changed file atomically. */
gboolean    bh_document_save             (BhDocument   *self,
                                          GError      **error);
/* Writes the present state, saved or not, as a game of its own in
 * `folder` (empty or new), with the same checks as saving; this document
 * keeps its own folder. */
gboolean    bh_document_save_copy        (BhDocument   *self,
                                          GFile        *folder,
                                          GError      **error);
/* Writes the present state (saved or not) into a private data folder
 * (games/<id>/ and schemas/) and returns it, for validation and for
 * playing.  The folder is the document's; the GFile the caller's. */
GFile      *bh_document_write_snapshot   (BhDocument   *self,
                                          GError      **error);

/* A new id like `base` ("space-2") that no element named `element` in the
 * file uses yet; `element` may name several: "space|box". */
char       *bh_document_unique_id        (BhDocument   *self,
                                          BhFileKind    kind,
                                          const char   *element,
                                          const char   *base);

/* A view follows `document` in *slot: the handler *changed_id on the one
 * it followed is disconnected, and `on_changed` (with `user_data`)
 * connected after the default handler of the new one's ::changed.
 * `document` NULL: it follows none (in dispose). */
void        bh_document_follow           (BhDocument  **slot,
                                          gulong       *changed_id,
                                          BhDocument   *document,
                                          GCallback     on_changed,
                                          gpointer      user_data);

G_END_DECLS
