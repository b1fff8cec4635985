/* blockhouse-cli — the headless front door: validate data, start, play and
 * replay games, autoplay, benchmarks. */
#include "config.h"

#include "bh-cli.h"
#include "bh-builtin-rules.h"

#include <glib/gi18n.h>
#include <locale.h>

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  bh_builtin_rules_register ();
  return bh_cli_run (argc, argv);
}
