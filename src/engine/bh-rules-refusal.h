/* bh-rules-refusal.h — how every game's rules say no, in the same words:
 * an action missing from the legal list, and a broken invariant. */
#pragma once

#include "bh-game-data.h"
#include "bh-rules.h"

G_BEGIN_DECLS

/* TRUE when `legal` holds `action`; else *kind_listed says whether it
 * holds any action of the same kind (the arguments are what is wrong). */
gboolean bh_rules_action_listed    (const GArray       *legal,
                                    const BhAction     *action,
                                    gboolean           *kind_listed);
/* Sets `error` to why an action of `kind` that is not legal now is
 * refused: another decision is pending (`decision`, what the pending side
 * must decide, translated), or its arguments are not allowed. */
void     bh_rules_refuse           (GError            **error,
                                    BhGameData         *data,
                                    const BhState      *state,
                                    const BhActionKind *kind,
                                    gboolean            kind_listed,
                                    const char         *decision);
/* Sets an invariant's BH_ERROR_INVALID message and returns FALSE. */
gboolean bh_rules_invariant_fail   (GError            **error,
                                    const char         *format,
                                    ...) G_GNUC_PRINTF (2, 3);

G_END_DECLS
