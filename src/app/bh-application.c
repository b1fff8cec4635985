/* bh-application.c — the application object. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-application.h"
#include "bh-window.h"

struct _BhApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (BhApplication, bh_application, ADW_TYPE_APPLICATION)

static void
open_window (BhApplication *self, const char *game_id, const char *scenario_id)
{
  BhWindow *window = bh_window_new (GTK_APPLICATION (self));

  bh_window_open_game (window, NULL, game_id, scenario_id);
  gtk_window_present (GTK_WINDOW (window));
}

static void
bh_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window != NULL)
    gtk_window_present (window);
  else
    open_window (BH_APPLICATION (app), NULL, NULL);
}

static int
bh_application_command_line (GApplication *app, GApplicationCommandLine *command_line)
{
  int argc;
  g_auto(GStrv) argv = g_application_command_line_get_arguments (command_line, &argc);

  if (argc > 3)
    {
      g_application_command_line_printerr (command_line, "%s\n", _("Usage: blockhouse [GAME [SCENARIO]]"));
      return 1;
    }
  if (argc == 1)
    bh_application_activate (app);
  else
    open_window (BH_APPLICATION (app), argv[1], argc > 2 ? argv[2] : NULL);
  return 0;
}

static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  const char *developers[] = { _("The Blockhouse developers"), NULL };

  adw_show_about_window (gtk_application_get_active_window (app),
                         "application-name", _("Blockhouse"),
                         "application-icon", BH_APP_ID,
                         "developer-name", _("The Blockhouse developers"),
                         "version", PACKAGE_VERSION,
                         "comments", _("Frontier-war board wargames with the rules enforced"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "developers", developers,
                         NULL);
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "about", .activate = about_activated },
};

static void
bh_application_startup (GApplication *app)
{
  const char *quit_accels[] = { "<Control>q", NULL };

  G_APPLICATION_CLASS (bh_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  gtk_application_set_accels_for_action (GTK_APPLICATION (app), "app.quit", quit_accels);
}

static void
bh_application_class_init (BhApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = bh_application_startup;
  app_class->activate = bh_application_activate;
  app_class->command_line = bh_application_command_line;
}

static void
bh_application_init (BhApplication *self)
{
}

BhApplication *
bh_application_new (void)
{
  return g_object_new (BH_TYPE_APPLICATION,
                       "application-id", BH_APP_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE,
                       "resource-base-path", "/org/blockhouse/Blockhouse",
                       NULL);
}
