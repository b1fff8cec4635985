/* main.c — blockhouse: play the games. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "bh-application.h"
#include "bh-builtin-rules.h"

int
main (int argc, char *argv[])
{
  g_autoptr(BhApplication) app = NULL;
  const char *localedir = g_getenv ("BLOCKHOUSE_LOCALEDIR");

  bh_application_mark_start ();
  setlocale (LC_ALL, "");
  /* BLOCKHOUSE_LOCALEDIR, when set, replaces the installed locale folder
   * (<dir>/<lang>/LC_MESSAGES/blockhouse.mo), for both gettext domains (the
   * engine reads it for blockhouse-data): the tests and translators run
   * uninstalled builds with it. */
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && *localedir != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  bh_builtin_rules_register ();
  bh_application_profile ("rules registered");

  app = bh_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
