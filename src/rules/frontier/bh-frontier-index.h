/* bh-frontier-index.h — the pieces of each location as linked lists,
 * kept in the rules' block and up to date by every move so that no call
 * scans all the pieces: head[location] is the first piece there, next[piece]
 * the one after it, -1 ends a list.  Blood on the Ohio and Pontiac's War
 * keep theirs this way. */
#pragma once

#include "bh-state.h"

G_BEGIN_DECLS

/* Lists every placed piece anew (head has head_len entries). */
void     bh_frontier_index_rebuild (gint16             *head,
                                    guint               head_len,
                                    gint16             *next,
                                    const BhPieceState *pc,
                                    guint               n_pieces,
                                    guint               n_locations);
/* TRUE when every placed piece is on its location's list, and only there. */
gboolean bh_frontier_index_check   (const gint16       *head,
                                    const gint16       *next,
                                    const BhPieceState *pc,
                                    guint               n_pieces,
                                    guint               n_locations);
/* Moves `piece` to `location` (BH_OFFBOARD: off the board), on top of
 * the pieces there: its list entries, its location and its order (and
 * the state's own index, bh-state.h). */
void     bh_frontier_index_move    (gint16             *head,
                                    gint16             *next,
                                    BhState            *state,
                                    guint               n_locations,
                                    int                 piece,
                                    int                 location);

G_END_DECLS
