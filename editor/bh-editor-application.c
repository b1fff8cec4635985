/* bh-editor-application.c — the editor's application: one window per game
 * folder, opened from the command line, the start page or recent files. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-editor-application.h"
#include "bh-editor-window.h"

struct _BhEditorApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (BhEditorApplication, bh_editor_application, ADW_TYPE_APPLICATION)

static BhEditorWindow *
window_for (BhEditorApplication *self, GFile *folder)
{
  /* A folder already open comes to the front instead of opening twice. */
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l; l = l->next)
    if (BH_IS_EDITOR_WINDOW (l->data))
      {
        GFile *open = bh_editor_window_get_folder (l->data);

        if (open != NULL && folder != NULL && g_file_equal (open, folder))
          return l->data;
      }
  return NULL;
}

static void
bh_editor_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (bh_editor_window_new (GTK_APPLICATION (app)));
  gtk_window_present (window);
}

static void
bh_editor_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  BhEditorApplication *self = BH_EDITOR_APPLICATION (app);

  for (int i = 0; i < n_files; i++)
    {
      BhEditorWindow *window = window_for (self, files[i]);

      if (window == NULL)
        {
          GtkWindow *active = gtk_application_get_active_window (GTK_APPLICATION (app));

          /* Reuse an empty start window. */
          if (BH_IS_EDITOR_WINDOW (active) && bh_editor_window_get_folder (BH_EDITOR_WINDOW (active)) == NULL)
            window = BH_EDITOR_WINDOW (active);
          else
            window = bh_editor_window_new (GTK_APPLICATION (app));
          bh_editor_window_open_folder (window, files[i]);
        }
      gtk_window_present (GTK_WINDOW (window));
    }
}

static void
quit_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);

  /* Each window asks about its unsaved changes as it closes. */
  for (GList *l = gtk_application_get_windows (app); l; l = l->next)
    gtk_window_close (l->data);
}

static void
new_window_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  gtk_window_present (GTK_WINDOW (bh_editor_window_new (GTK_APPLICATION (user_data))));
}

static void
about_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  const char *developers[] = { _("The Blockhouse developers"), NULL };

  adw_show_about_window (gtk_application_get_active_window (app),
                         "application-name", _("Blockhouse Editor"),
                         "application-icon", BH_EDITOR_APP_ID,
                         "developer-name", _("The Blockhouse developers"),
                         "version", PACKAGE_VERSION,
                         "comments", _("Boards, counters, tables and scenarios for the Blockhouse games"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "developers", developers,
                         NULL);
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = quit_activated },
  { .name = "new-window", .activate = new_window_activated },
  { .name = "about", .activate = about_activated },
};

static void
bh_editor_application_startup (GApplication *app)
{
  static const struct { const char *action; const char *accels[3]; } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.new-window", { "<Control>n", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
    { "win.play", { "F5", NULL } },
    { "win.problems", { "F8", NULL } },
    { "win.close", { "<Control>w", NULL } },
    { "win.page('board')", { "<Alt>1", NULL } },
    { "win.page('counters')", { "<Alt>2", NULL } },
    { "win.page('tables')", { "<Alt>3", NULL } },
    { "win.page('scenarios')", { "<Alt>4", NULL } },
    { "win.page('game')", { "<Alt>5", NULL } },
  };

  G_APPLICATION_CLASS (bh_editor_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);
}

static void
bh_editor_application_class_init (BhEditorApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = bh_editor_application_startup;
  app_class->activate = bh_editor_application_activate;
  app_class->open = bh_editor_application_open;
}

static void
bh_editor_application_init (BhEditorApplication *self)
{
}

BhEditorApplication *
bh_editor_application_new (void)
{
  return g_object_new (BH_TYPE_EDITOR_APPLICATION,
                       "application-id", BH_EDITOR_APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/org/blockhouse/Blockhouse/Editor",
                       NULL);
}
