/* bh-edit-command.h — small reversible edits of the data files' libxml2
 * trees, and the undo stack that holds them.
 *
 * A command records what to do when it is made and where it did it when it
 * is applied, so that groups of commands revert exactly in reverse order.
 * Nodes that an edit takes out of a document stay alive inside the command
 * (and keep their identity) until the command is dropped from the stack. */
#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

typedef struct _BhEditCommand BhEditCommand;

typedef void (*BhEditFunc) (gpointer user_data, gboolean apply);

/* Sets an attribute (value NULL removes it). */
BhEditCommand *bh_edit_set_attr        (xmlNode       *node,
                                        const char    *name,
                                        const char    *value);
/* Replaces an element's text. */
BhEditCommand *bh_edit_set_text        (xmlNode       *node,
                                        const char    *text);
/* Inserts the detached element `node` into `parent` where the schema puts
 * it, indented like its siblings. */
BhEditCommand *bh_edit_insert          (xmlNode       *parent,
                                        xmlNode       *node);
/* ... right after the element `anchor` (NULL: before every element). */
BhEditCommand *bh_edit_insert_after    (xmlNode       *parent,
                                        xmlNode       *anchor,
                                        xmlNode       *node);
/* Takes an element out with the blank before it. */
BhEditCommand *bh_edit_remove          (xmlNode       *node);
/* Anything else (adding a whole file): `func` applies or reverts. */
BhEditCommand *bh_edit_custom          (BhEditFunc     func,
                                        gpointer       user_data,
                                        GDestroyNotify destroy);
/* Several edits as one step; children are applied in order. */
BhEditCommand *bh_edit_group           (const char    *label);
void           bh_edit_group_add       (BhEditCommand *group,
                                        BhEditCommand *child);
guint          bh_edit_group_get_size  (BhEditCommand *group);

void           bh_edit_command_set_label (BhEditCommand *self,
                                        const char    *label);
const char    *bh_edit_command_get_label (BhEditCommand *self);
void           bh_edit_command_apply   (BhEditCommand *self);
void           bh_edit_command_revert  (BhEditCommand *self);
/* The documents the command changes (xmlDoc*, no duplicates). */
void           bh_edit_command_collect_docs (BhEditCommand *self,
                                        GPtrArray     *docs);
/* Did the command add or remove elements (not just change values)? */
gboolean       bh_edit_command_changes_structure (BhEditCommand *self);
void           bh_edit_command_free    (BhEditCommand *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BhEditCommand, bh_edit_command_free)

/* The undo and redo stacks. */
typedef struct _BhEditStack BhEditStack;

BhEditStack   *bh_edit_stack_new       (void);
void           bh_edit_stack_free      (BhEditStack   *self);
/* Applies `command` and pushes it; clears the redo stack.  A change of the
 * same attribute as the previous command, moments later, merges into it
 * (one undo step for a spin button held down). */
void           bh_edit_stack_perform   (BhEditStack   *self,
                                        BhEditCommand *command);
/* The command undone or redone, or NULL. */
BhEditCommand *bh_edit_stack_undo      (BhEditStack   *self);
BhEditCommand *bh_edit_stack_redo      (BhEditStack   *self);
const char    *bh_edit_stack_get_undo_label (BhEditStack *self);
const char    *bh_edit_stack_get_redo_label (BhEditStack *self);
gboolean       bh_edit_stack_can_undo  (BhEditStack   *self);
gboolean       bh_edit_stack_can_redo  (BhEditStack   *self);
/* Marks the present state as saved; is it still? */
void           bh_edit_stack_mark_saved (BhEditStack  *self);
gboolean       bh_edit_stack_is_saved  (BhEditStack   *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BhEditStack, bh_edit_stack_free)

G_END_DECLS
