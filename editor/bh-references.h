/* bh-references.h — which attributes of the data files name which ids, so
 * that renaming an id follows into every reference, deleting an item
 * finds what still names it, and the validator finds dangling ones. */
#pragma once

#include <libxml/tree.h>

#include "bh-document.h"

G_BEGIN_DECLS

typedef struct {
  BhFileKind file;        /* where the referring attribute is */
  const char *element;
  const char *attribute;
  BhFileKind target_file; /* where the ids it names live */
  const char *targets;    /* element names, "|"-separated: "space|box" */
} BhReference;

/* Every reference kind of the format, ended by an entry with element NULL. */
const BhReference *bh_references_table (void);

/* The elements whose `reference` attributes name `node` (by its id);
 * every scenario is searched for scenario references. */
GPtrArray *bh_references_find   (BhDocument    *document,
                                 xmlNode       *node);
/* Adds to `group` the edits that make every reference to `node` name
 * `new_id` instead of `old_id`. */
void       bh_references_rename (BhDocument    *document,
                                 xmlNode       *node,
                                 const char    *old_id,
                                 const char    *new_id,
                                 BhEditCommand *group);

G_END_DECLS
