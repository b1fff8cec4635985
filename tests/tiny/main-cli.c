/* blockhouse-cli-test — blockhouse-cli with the test game's rules, so the
 * command-line tests exercise every command on a game with rules. */
#include "config.h"

#include "bh-cli.h"
#include "bh-tiny-rules.h"

#include <locale.h>

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
  return bh_cli_run (argc, argv);
}
