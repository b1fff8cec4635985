/* bh-error.h — the error domain for everything a user can cause
 * (bad data files, corrupt saves, illegal actions). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BH_ERROR (bh_error_quark ())

typedef enum {
  BH_ERROR_PARSE,      /* not well-formed XML, not UTF-8 */
  BH_ERROR_SCHEMA,     /* fails its RELAX NG schema */
  BH_ERROR_INVALID,    /* well-formed and valid, but inconsistent (dangling id...) */
  BH_ERROR_NOT_FOUND,  /* no such game, scenario, file */
  BH_ERROR_MISMATCH,   /* a save for other data */
  BH_ERROR_ILLEGAL,    /* an action the rules forbid */
  BH_ERROR_NO_RULES,   /* the game has no rules implementation */
} BhError;

GQuark bh_error_quark (void);

G_END_DECLS
