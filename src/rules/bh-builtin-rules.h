/* bh-builtin-rules.h — registers the rules of every game that has them. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

void bh_builtin_rules_register (void);

G_END_DECLS
