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

  bh_application_mark_start ();
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  bh_builtin_rules_register ();
  bh_application_profile ("rules registered");

  app = bh_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
