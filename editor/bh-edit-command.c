/* bh-edit-command.c — reversible edits and the undo stack. */
#include "config.h"

#include <string.h>

#include "bh-edit-command.h"
#include "bh-xml-edit.h"

typedef enum {
  EDIT_ATTR,
  EDIT_TEXT,
  EDIT_INSERT,
  EDIT_REMOVE,
  EDIT_CUSTOM,
  EDIT_GROUP,
} EditKind;

struct _BhEditCommand
{
  EditKind kind;
  char *label;
  gboolean applied;
  guint64 serial;
  gint64 time;

  /* attributes and text */
  xmlNode *node;
  char *name;
  char *new_value;
  char *old_value;         /* recorded when applied */
  char *attr_before;       /* where a removed attribute stood */

  /* insert and remove */
  xmlNode *parent;
  xmlNode *anchor;
  gboolean explicit_anchor;
  xmlNode *prev;           /* linked after this node (NULL: first) */
  xmlNode *ws_before;
  xmlNode *ws_after;

  /* custom */
  BhEditFunc func;
  gpointer user_data;
  GDestroyNotify destroy;

  GPtrArray *children;
  GPtrArray *graveyard;    /* the stack's: where dropped nodes wait */
};

static BhEditCommand *
command_new (EditKind kind)
{
  BhEditCommand *self = g_new0 (BhEditCommand, 1);

  self->kind = kind;
  self->time = g_get_monotonic_time ();
  return self;
}

BhEditCommand *
bh_edit_set_attr (xmlNode *node, const char *name, const char *value)
{
  BhEditCommand *self = command_new (EDIT_ATTR);

  self->node = node;
  self->name = g_strdup (name);
  self->new_value = g_strdup (value);
  return self;
}

BhEditCommand *
bh_edit_set_text (xmlNode *node, const char *text)
{
  BhEditCommand *self = command_new (EDIT_TEXT);

  self->node = node;
  self->new_value = g_strdup (text ? text : "");
  return self;
}

BhEditCommand *
bh_edit_insert (xmlNode *parent, xmlNode *node)
{
  BhEditCommand *self = command_new (EDIT_INSERT);

  g_return_val_if_fail (node->parent == NULL, NULL);
  self->parent = parent;
  self->node = node;
  return self;
}

BhEditCommand *
bh_edit_insert_after (xmlNode *parent, xmlNode *anchor, xmlNode *node)
{
  BhEditCommand *self = bh_edit_insert (parent, node);

  self->anchor = anchor;
  self->explicit_anchor = TRUE;
  return self;
}

BhEditCommand *
bh_edit_remove (xmlNode *node)
{
  BhEditCommand *self = command_new (EDIT_REMOVE);

  self->node = node;
  return self;
}

BhEditCommand *
bh_edit_custom (BhEditFunc func, gpointer user_data, GDestroyNotify destroy)
{
  BhEditCommand *self = command_new (EDIT_CUSTOM);

  self->func = func;
  self->user_data = user_data;
  self->destroy = destroy;
  return self;
}

BhEditCommand *
bh_edit_group (const char *label)
{
  BhEditCommand *self = command_new (EDIT_GROUP);

  self->label = g_strdup (label);
  self->children = g_ptr_array_new_with_free_func ((GDestroyNotify) bh_edit_command_free);
  return self;
}

void
bh_edit_group_add (BhEditCommand *group, BhEditCommand *child)
{
  g_return_if_fail (group->kind == EDIT_GROUP && !group->applied);
  g_ptr_array_add (group->children, child);
}

guint
bh_edit_group_get_size (BhEditCommand *group)
{
  return group->kind == EDIT_GROUP ? group->children->len : 1;
}

void
bh_edit_command_set_label (BhEditCommand *self, const char *label)
{
  g_free (self->label);
  self->label = g_strdup (label);
}

const char *
bh_edit_command_get_label (BhEditCommand *self)
{
  return self->label;
}

/* ---- structure ------------------------------------------------------------ */

/* A node an edit took out is not freed when the edit is dropped from the
 * history: views of hidden pages may still hold it (and ask whether it is
 * attached).  The stack frees them all with the document. */
static void
free_detached (BhEditCommand *self, xmlNode *node)
{
  if (node == NULL || node->parent != NULL)
    return;
  if (self->graveyard != NULL)
    g_ptr_array_add (self->graveyard, node);
  else
    xmlFreeNode (node);
}

static void
detach (xmlNode *node)
{
  if (node != NULL)
    xmlUnlinkNode (node);
}

/* The blank that goes before a new element: the one its siblings of the
 * same name have (none when they stand inline, like the cells of a row),
 * else a new line indented under the parent.  NULL: no blank. */
static char *
blank_for (xmlNode *parent, xmlNode *node, xmlNode *anchor)
{
  xmlNode *model = NULL;

  if (anchor != NULL && g_str_equal ((const char *) anchor->name, (const char *) node->name))
    model = anchor;
  else
    BH_XML_FOREACH (child, parent)
      if (g_str_equal ((const char *) child->name, (const char *) node->name))
        model = child;
  if (model == NULL)
    return bh_xml_child_whitespace (parent);
  if (!bh_xml_is_blank (model->prev))
    return model->prev == NULL || model->prev->type == XML_ELEMENT_NODE ? NULL : bh_xml_child_whitespace (parent);
  return g_strdup ((const char *) model->prev->content);
}

static void
insert_apply (BhEditCommand *self)
{
  xmlDoc *doc = self->parent->doc;
  xmlNode *anchor = self->explicit_anchor ? self->anchor
                                          : bh_xml_insert_anchor (self->parent, (const char *) self->node->name);
  g_autofree char *ws = blank_for (self->parent, self->node, anchor);

  g_clear_pointer (&self->ws_before, xmlFreeNode);
  g_clear_pointer (&self->ws_after, xmlFreeNode);
  if (anchor != NULL)
    {
      /* [anchor] -> [anchor][blank][node] */
      self->prev = anchor;
      if (ws != NULL)
        {
          self->ws_before = xmlNewDocText (doc, (const xmlChar *) ws);
          bh_xml_link_after (self->parent, anchor, self->ws_before);
          bh_xml_link_after (self->parent, self->ws_before, self->node);
        }
      else
        bh_xml_link_after (self->parent, anchor, self->node);
      return;
    }
  {
    xmlNode *first = bh_xml_first (self->parent, NULL);

    if (first != NULL)
      {
        /* [blank][first] -> [blank][node][blank][first] */
        self->prev = first->prev;
        bh_xml_link_after (self->parent, self->prev, self->node);
        if (ws != NULL)
          {
            self->ws_after = xmlNewDocText (doc, (const xmlChar *) ws);
            bh_xml_link_after (self->parent, self->node, self->ws_after);
          }
      }
    else
      {
        /* No elements yet: [blank][node], closed on a line of its own
         * unless the parent already ends with a blank. */
        if (ws == NULL)
          ws = bh_xml_child_whitespace (self->parent);
        self->prev = NULL;
        self->ws_before = xmlNewDocText (doc, (const xmlChar *) ws);
        bh_xml_link_after (self->parent, NULL, self->ws_before);
        bh_xml_link_after (self->parent, self->ws_before, self->node);
        if (self->node->next == NULL)
          {
            g_autofree char *indent = bh_xml_indent_of (self->parent);
            g_autofree char *close = g_strconcat ("\n", indent, NULL);

            self->ws_after = xmlNewDocText (doc, (const xmlChar *) close);
            bh_xml_link_after (self->parent, self->node, self->ws_after);
          }
      }
  }
}

static void
insert_revert (BhEditCommand *self)
{
  detach (self->ws_before);
  detach (self->node);
  detach (self->ws_after);
}

static void
remove_apply (BhEditCommand *self)
{
  xmlNode *node = self->node;

  self->parent = node->parent;
  self->ws_before = bh_xml_is_blank (node->prev) ? node->prev : NULL;
  self->ws_after = NULL;
  /* The first child inline after the start tag takes the blank after it. */
  if (self->ws_before == NULL && node->prev == NULL && bh_xml_is_blank (node->next) && node->next->next != NULL)
    self->ws_after = node->next;
  self->prev = self->ws_before ? self->ws_before->prev : node->prev;
  detach (self->ws_before);
  detach (node);
  detach (self->ws_after);
}

static void
remove_revert (BhEditCommand *self)
{
  xmlNode *after = self->prev;

  if (self->ws_before != NULL)
    {
      bh_xml_link_after (self->parent, after, self->ws_before);
      after = self->ws_before;
    }
  bh_xml_link_after (self->parent, after, self->node);
  if (self->ws_after != NULL)
    bh_xml_link_after (self->parent, self->node, self->ws_after);
}

/* ---- apply and revert ------------------------------------------------------ */

void
bh_edit_command_apply (BhEditCommand *self)
{
  g_return_if_fail (!self->applied);

  switch (self->kind)
    {
    case EDIT_ATTR:
      g_clear_pointer (&self->old_value, g_free);
      g_clear_pointer (&self->attr_before, g_free);
      self->old_value = bh_xml_get (self->node, self->name);
      self->attr_before = bh_xml_attr_before (self->node, self->name);
      bh_xml_set_attr_at (self->node, self->name, self->new_value, NULL);
      break;
    case EDIT_TEXT:
      g_free (self->old_value);
      self->old_value = bh_xml_dup_text (self->node);
      bh_xml_set_text (self->node, self->new_value);
      break;
    case EDIT_INSERT:
      insert_apply (self);
      break;
    case EDIT_REMOVE:
      remove_apply (self);
      break;
    case EDIT_CUSTOM:
      self->func (self->user_data, TRUE);
      break;
    case EDIT_GROUP:
      for (guint i = 0; i < self->children->len; i++)
        bh_edit_command_apply (g_ptr_array_index (self->children, i));
      break;
    default:
      g_assert_not_reached ();
    }
  self->applied = TRUE;
}

void
bh_edit_command_revert (BhEditCommand *self)
{
  g_return_if_fail (self->applied);

  switch (self->kind)
    {
    case EDIT_ATTR:
      if (self->old_value == NULL)
        bh_xml_set_attr_at (self->node, self->name, NULL, NULL);
      else if (bh_xml_has (self->node, self->name))
        bh_xml_set_attr_at (self->node, self->name, self->old_value, NULL);
      else
        bh_xml_set_attr_at (self->node, self->name, self->old_value, self->attr_before);
      break;
    case EDIT_TEXT:
      bh_xml_set_text (self->node, self->old_value);
      break;
    case EDIT_INSERT:
      insert_revert (self);
      break;
    case EDIT_REMOVE:
      remove_revert (self);
      break;
    case EDIT_CUSTOM:
      self->func (self->user_data, FALSE);
      break;
    case EDIT_GROUP:
      for (guint i = self->children->len; i > 0; i--)
        bh_edit_command_revert (g_ptr_array_index (self->children, i - 1));
      break;
    default:
      g_assert_not_reached ();
    }
  self->applied = FALSE;
}

static void
add_doc (GPtrArray *docs, xmlDoc *doc)
{
  if (doc != NULL && !g_ptr_array_find (docs, doc, NULL))
    g_ptr_array_add (docs, doc);
}

void
bh_edit_command_collect_docs (BhEditCommand *self, GPtrArray *docs)
{
  switch (self->kind)
    {
    case EDIT_ATTR:
    case EDIT_TEXT:
    case EDIT_REMOVE:
      add_doc (docs, self->node->doc);
      break;
    case EDIT_INSERT:
      add_doc (docs, self->parent->doc);
      break;
    case EDIT_GROUP:
      for (guint i = 0; i < self->children->len; i++)
        bh_edit_command_collect_docs (g_ptr_array_index (self->children, i), docs);
      break;
    case EDIT_CUSTOM:
    default:
      break;
    }
}

gboolean
bh_edit_command_changes_structure (BhEditCommand *self)
{
  switch (self->kind)
    {
    case EDIT_INSERT:
    case EDIT_REMOVE:
    case EDIT_CUSTOM:
      return TRUE;
    case EDIT_GROUP:
      for (guint i = 0; i < self->children->len; i++)
        if (bh_edit_command_changes_structure (g_ptr_array_index (self->children, i)))
          return TRUE;
      return FALSE;
    case EDIT_ATTR:
    case EDIT_TEXT:
    default:
      return FALSE;
    }
}

void
bh_edit_command_free (BhEditCommand *self)
{
  if (self == NULL)
    return;
  switch (self->kind)
    {
    case EDIT_INSERT:
      /* An insert that was undone owns its node. */
      if (!self->applied)
        {
          free_detached (self, self->node);
          free_detached (self, self->ws_before);
          free_detached (self, self->ws_after);
        }
      break;
    case EDIT_REMOVE:
      /* A remove that stands owns what it took out. */
      if (self->applied)
        {
          free_detached (self, self->node);
          free_detached (self, self->ws_before);
          free_detached (self, self->ws_after);
        }
      break;
    case EDIT_CUSTOM:
      if (self->destroy != NULL)
        self->destroy (self->user_data);
      break;
    case EDIT_GROUP:
      /* Children go last to first, as they would be undone. */
      while (self->children->len > 0)
        g_ptr_array_remove_index (self->children, self->children->len - 1);
      g_ptr_array_unref (self->children);
      break;
    case EDIT_ATTR:
    case EDIT_TEXT:
    default:
      break;
    }
  g_free (self->label);
  g_free (self->name);
  g_free (self->new_value);
  g_free (self->old_value);
  g_free (self->attr_before);
  g_free (self);
}

/* ---- the stack ---------------------------------------------------------------- */

#define MERGE_WINDOW_US (1200 * 1000)

struct _BhEditStack
{
  GPtrArray *undo;
  GPtrArray *redo;
  GPtrArray *graveyard;       /* detached nodes of dropped edits */
  guint64 next_serial;
  guint64 saved_serial;
};

BhEditStack *
bh_edit_stack_new (void)
{
  BhEditStack *self = g_new0 (BhEditStack, 1);

  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) bh_edit_command_free);
  self->redo = g_ptr_array_new_with_free_func ((GDestroyNotify) bh_edit_command_free);
  self->graveyard = g_ptr_array_new ();
  self->next_serial = 1;
  return self;
}

static void
clear_from_top (GPtrArray *array)
{
  while (array->len > 0)
    g_ptr_array_remove_index (array, array->len - 1);
}

void
bh_edit_stack_free (BhEditStack *self)
{
  if (self == NULL)
    return;
  /* Newest first, so that every command finds the tree it left. */
  clear_from_top (self->redo);
  clear_from_top (self->undo);
  g_ptr_array_unref (self->undo);
  g_ptr_array_unref (self->redo);
  for (guint i = 0; i < self->graveyard->len; i++)
    xmlFreeNode (g_ptr_array_index (self->graveyard, i));
  g_ptr_array_unref (self->graveyard);
  g_free (self);
}

static BhEditCommand *
top (GPtrArray *array)
{
  return array->len ? g_ptr_array_index (array, array->len - 1) : NULL;
}

static guint64
current_serial (BhEditStack *self)
{
  BhEditCommand *last = top (self->undo);

  return last ? last->serial : 0;
}

static gboolean
try_merge (BhEditStack *self, BhEditCommand *command)
{
  BhEditCommand *last = top (self->undo);

  if (last == NULL || last->kind != EDIT_ATTR || command->kind != EDIT_ATTR ||
      last->node != command->node || !g_str_equal (last->name, command->name) ||
      command->time - last->time > MERGE_WINDOW_US || last->serial == self->saved_serial)
    return FALSE;
  /* The last command now leads from its old value to the newest one. */
  g_free (last->new_value);
  last->new_value = g_strdup (command->new_value);
  last->time = command->time;
  last->serial = self->next_serial++;
  return TRUE;
}

static void
adopt (BhEditCommand *command, GPtrArray *graveyard)
{
  command->graveyard = graveyard;
  if (command->kind == EDIT_GROUP)
    for (guint i = 0; i < command->children->len; i++)
      adopt (g_ptr_array_index (command->children, i), graveyard);
}

void
bh_edit_stack_perform (BhEditStack *self, BhEditCommand *command)
{
  adopt (command, self->graveyard);
  bh_edit_command_apply (command);
  clear_from_top (self->redo);
  if (try_merge (self, command))
    {
      bh_edit_command_free (command);
      return;
    }
  command->serial = self->next_serial++;
  g_ptr_array_add (self->undo, command);
}

BhEditCommand *
bh_edit_stack_undo (BhEditStack *self)
{
  BhEditCommand *command;

  if (self->undo->len == 0)
    return NULL;
  command = g_ptr_array_steal_index (self->undo, self->undo->len - 1);
  bh_edit_command_revert (command);
  g_ptr_array_add (self->redo, command);
  return command;
}

BhEditCommand *
bh_edit_stack_redo (BhEditStack *self)
{
  BhEditCommand *command;

  if (self->redo->len == 0)
    return NULL;
  command = g_ptr_array_steal_index (self->redo, self->redo->len - 1);
  bh_edit_command_apply (command);
  g_ptr_array_add (self->undo, command);
  return command;
}

const char *
bh_edit_stack_get_undo_label (BhEditStack *self)
{
  BhEditCommand *last = top (self->undo);

  return last ? last->label : NULL;
}

const char *
bh_edit_stack_get_redo_label (BhEditStack *self)
{
  BhEditCommand *last = top (self->redo);

  return last ? last->label : NULL;
}

gboolean
bh_edit_stack_can_undo (BhEditStack *self)
{
  return self->undo->len > 0;
}

gboolean
bh_edit_stack_can_redo (BhEditStack *self)
{
  return self->redo->len > 0;
}

void
bh_edit_stack_mark_saved (BhEditStack *self)
{
  self->saved_serial = current_serial (self);
}

gboolean
bh_edit_stack_is_saved (BhEditStack *self)
{
  return current_serial (self) == self->saved_serial;
}
