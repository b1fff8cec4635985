/* bh-cli.h — blockhouse-cli's commands, separate from main() so that the
 * tests can run them with the test game's rules registered. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

int bh_cli_run (int argc, char **argv);

G_END_DECLS
