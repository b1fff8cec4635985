/* bh-action-utils.h — how the window offers the rules' legal actions: an
 * action whose arguments are a piece and then a place is done on the map
 * (select, then click or drag); one whose only argument is a place is a
 * click on that place; the rest are buttons, grouped by verb. */
#pragma once

#include <gtk/gtk.h>

#include "bh-engine.h"

G_BEGIN_DECLS

typedef enum {
  BH_ACTION_SHAPE_BUTTON,     /* no piece and no place: a button */
  BH_ACTION_SHAPE_PIECE,      /* one piece: a button beside the piece */
  BH_ACTION_SHAPE_PLACE,      /* one place: a click on it */
  BH_ACTION_SHAPE_PIECE_TO,   /* a piece, then a place: a move on the map */
  BH_ACTION_SHAPE_STACK_TO,   /* a place, then another: the whole stack moves,
                               * on the map with every piece checked */
} BhActionShape;

BhActionShape bh_action_kind_shape     (const BhActionKind *kind);
/* The index of the first argument of `type`, or -1. */
int           bh_action_kind_find_arg  (const BhActionKind *kind,
                                        BhArgType           type);
/* The kind of `action` in `rules`. */
const BhActionKind *bh_action_get_kind (BhRules            *rules,
                                        const BhAction     *action);
/* The rules' descriptions of `actions`, in order (a NULL-terminated
 * array), as `seat` reads them (BH_NONE: everything): two that read the
 * same get their rank, "… (3 of 6)". */
char        **bh_describe_actions      (BhRules            *rules,
                                        const BhState      *state,
                                        GArray             *actions,
                                        int                 seat);
/* "end-turn" → "End turn": a verb as a title, translated when it is one of
 * the rules' known verbs; `game_id` (NULL in free play) picks the game's
 * own titles first. */
char         *bh_verb_to_title         (const char         *game_id,
                                        const char         *verb);
/* The untranslated title of `verb` in `game_id` (or free play's and Blood on
 * the Ohio's shared titles), NULL when it has none. */
const char   *bh_verb_get_title        (const char         *game_id,
                                        const char         *verb);
/* The side's colour, or grey. */
void          bh_side_colour           (BhGameData         *data,
                                        int                 side,
                                        GdkRGBA            *colour);
/* A location for players: a space's or box's name, or a battle board's
 * name and the hex number. */
char         *bh_location_title        (BhGameData         *data,
                                        int                 location);

/* Row titles and subtitles as plain text (libadwaita 1.2 rows read
 * markup, and names like "Leeds & Grenville" are not). */
void          bh_row_set_title         (gpointer            row,
                                        const char         *text);
void          bh_row_set_subtitle      (gpointer            row,
                                        const char         *text);

/* The tooltip of a widget just made, not yet in a window: GTK asks the
 * display where the pointer is whenever a shown widget's tooltip changes
 * (a round trip to the X server), which for rows built by the hundred
 * was most of their cost. */
void          bh_set_new_tooltip       (GtkWidget          *widget,
                                        const char         *text);

G_END_DECLS
