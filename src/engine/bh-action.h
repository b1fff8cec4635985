/* bh-action.h — a player decision as a small value with a stable one-line
 * text form ("move us-regular-infantry.3 fort-washington").  Saves, logs,
 * the CLI and golden tests all use the text form. */
#pragma once

#include "bh-game-data.h"

G_BEGIN_DECLS

#define BH_ACTION_MAX_ARGS 6

typedef enum {
  BH_ARG_PIECE,        /* unit-type.N */
  BH_ARG_LOCATION,     /* space, box or grid.CCRR */
  BH_ARG_INT,
  BH_ARG_SIDE,
  BH_ARG_MARKER,
  BH_ARG_DIE,
} BhArgType;

typedef struct {
  const char *verb;    /* one word: the text form starts with it */
  const char *rule;    /* the rule that governs it, for logs and refusals */
  guint n_args;
  BhArgType args[BH_ACTION_MAX_ARGS];
} BhActionKind;

typedef struct {
  guint16 kind;        /* index into the rules' action kinds */
  gint16 side;         /* who takes it */
  guint8 n_args;
  gint32 args[BH_ACTION_MAX_ARGS];
} BhAction;

char     *bh_action_to_string (const BhAction     *action,
                               const BhActionKind *kinds,
                               BhGameData         *data);
gboolean  bh_action_parse     (const char         *text,
                               const BhActionKind *kinds,
                               guint               n_kinds,
                               BhGameData         *data,
                               BhAction           *action,
                               GError            **error);
gboolean  bh_action_equal     (const BhAction     *a,
                               const BhAction     *b);

G_END_DECLS
