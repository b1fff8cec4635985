/* bh-pontiac-ai-private.h — what the parts of Pontiac's War's computer
 * opponent (bh-pontiac-ai*.c) share; bh-pontiac-ai.c holds the rules'
 * hooks. */
#pragma once

#include "bh-pontiac-private.h"

G_BEGIN_DECLS

/* bh-pontiac-ai-bouquet.c: scenario E, Bouquet's expedition (20.0 E). */
double   pontiac_ai_e_score   (const PontiacCtx *c);
gboolean pontiac_ai_e_final   (const PontiacCtx *c);
void     pontiac_ai_e_targets (const PontiacCtx *c, guint8 *sources);
gboolean pontiac_ai_e_split_drops (const PontiacCtx *c, guint8 *drop);

/* bh-pontiac-ai-split.c: 20.0 A and B's last turn, several forces. */
gboolean pontiac_ai_last_turn_to_raze (const PontiacCtx *c, int side);
gboolean pontiac_ai_split_drops       (const PontiacCtx *c, guint8 *drop);

/* bh-pontiac-ai-cards.c: the combat card to commit (11.4). */
double   pontiac_ai_card_weight (const PontiacCtx *c, int side, int card);

/* bh-pontiac-ai-casualties.c: the piece to take a step (11.9). */
double   pontiac_ai_casualty_weight (const PontiacCtx *c, int piece);

G_END_DECLS
