/* bh-counter-model.h — a BhUnitType built straight from a <unit-type>
 * element, so that the counter painter draws what the editor holds now,
 * saved or not, valid or not. */
#pragma once

#include <libxml/tree.h>

#include "bh-document.h"
#include "bh-game-data.h"

G_BEGIN_DECLS

/* The colour resolved as the engine does: its own, else its nation's, else
 * its side's. */
BhUnitType *bh_counter_model_build (BhDocument *document,
                                    xmlNode    *unit_type);
void        bh_counter_model_free  (BhUnitType *type);

/* The colour of a side or nation id ("#rrggbb"), or NULL. */
char       *bh_counter_model_colour_of (BhDocument *document,
                                        const char *side_or_nation);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BhUnitType, bh_counter_model_free)

G_END_DECLS
