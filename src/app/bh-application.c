/* bh-application.c — the application object. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <unistd.h>

#include "bh-application.h"
#include "bh-window.h"

struct _BhApplication
{
  AdwApplication parent_instance;

  GSettings *settings;       /* NULL when the schema is not installed */
};

G_DEFINE_FINAL_TYPE (BhApplication, bh_application, ADW_TYPE_APPLICATION)

static gint64 start_time;

static long
resident_kib (void)
{
  g_autofree char *statm = NULL;
  long size = 0, resident = 0;

  if (g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL))
    sscanf (statm, "%ld %ld", &size, &resident);
  return resident * (sysconf (_SC_PAGESIZE) / 1024);
}

/* BLOCKHOUSE_PROFILE: how long from the start to the first frame, and the
 * memory in use at every game's first frames. */
static void
on_after_paint (GdkFrameClock *clock, gpointer user_data)
{
  static guint frames;

  if (frames++ == 0)
    g_printerr ("blockhouse: first frame %.1f ms after start, RSS %.1f MB\n",
                (g_get_monotonic_time () - start_time) / 1000.0, resident_kib () / 1024.0);
  else if (frames % 100 == 0)
    g_printerr ("blockhouse: frame %u, RSS %.1f MB\n", frames, resident_kib () / 1024.0);
}

static void
on_window_realize (GtkWidget *window, gpointer user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (window), "after-paint", G_CALLBACK (on_after_paint), NULL);
}

void
bh_application_mark_start (void)
{
  start_time = g_get_monotonic_time ();
}

/* BLOCKHOUSE_PROFILE: where start-up spends its time and memory. */
void
bh_application_profile (const char *what)
{
  static int enabled = -1;

  if (enabled < 0)
    enabled = g_getenv ("BLOCKHOUSE_PROFILE") != NULL;
  if (enabled)
    g_printerr ("blockhouse: %s at %.1f ms, RSS %.1f MB\n", what,
                (g_get_monotonic_time () - start_time) / 1000.0, resident_kib () / 1024.0);
}

static void
open_window (BhApplication *self, const char *game_id, const char *scenario_id)
{
  BhWindow *window;

  bh_application_profile ("window to build");
  window = bh_window_new (GTK_APPLICATION (self));
  bh_application_profile ("window built");

  if (g_getenv ("BLOCKHOUSE_PROFILE") != NULL)
    g_signal_connect (window, "realize", G_CALLBACK (on_window_realize), NULL);

  bh_window_set_library (window, NULL);
  if (game_id != NULL && g_str_has_suffix (game_id, ".blockhouse"))
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (game_id);

      bh_window_show_new_game (window);
      bh_window_open_file_async (window, file);
    }
  else if (game_id != NULL)
    bh_window_open_game (window, NULL, game_id, scenario_id);
  else
    bh_window_show_new_game (window);
  gtk_window_present (GTK_WINDOW (window));
  bh_application_profile ("window presented");
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

static void
apply_color_scheme (const char *scheme)
{
  AdwColorScheme value = g_strcmp0 (scheme, "dark") == 0 ? ADW_COLOR_SCHEME_FORCE_DARK
                       : g_strcmp0 (scheme, "light") == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT
                       : ADW_COLOR_SCHEME_DEFAULT;

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), value);
}

static void
color_scheme_changed (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  BhApplication *self = BH_APPLICATION (user_data);

  g_simple_action_set_state (action, value);
  apply_color_scheme (g_variant_get_string (value, NULL));
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "color-scheme", g_variant_get_string (value, NULL));
}

static int
bh_application_command_line (GApplication *app, GApplicationCommandLine *command_line)
{
  int argc;
  g_auto(GStrv) argv = g_application_command_line_get_arguments (command_line, &argc);

  if (argc > 3)
    {
      g_application_command_line_printerr (command_line, "%s\n", _("Usage: blockhouse [GAME [SCENARIO] | FILE.blockhouse]"));
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
  { .name = "color-scheme", .parameter_type = "s", .state = "'default'", .change_state = color_scheme_changed },
};

static const struct {
  const char *action;
  const char *accels[3];
} accels[] = {
  { "app.quit", { "<Control>q", NULL } },
  { "win.new-game", { "<Control>n", NULL } },
  { "win.open", { "<Control>o", NULL } },
  { "win.save", { "<Control>s", NULL } },
  { "win.save-as", { "<Control><Shift>s", NULL } },
  { "win.undo", { "<Control>z", NULL } },
  { "win.redo", { "<Control><Shift>z", "<Control>y", NULL } },
  { "win.toggle-sidebar", { "F9", NULL } },
  { "win.show-panel('actions')", { "<Alt>1", NULL } },
  { "win.show-panel('board')", { "<Alt>2", NULL } },
  { "win.show-panel('log')", { "<Alt>3", NULL } },
  { "win.show-help-overlay", { "<Control>question", "F1", NULL } },
};

static void
bh_application_startup (GApplication *app)
{
  BhApplication *self = BH_APPLICATION (app);
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source != NULL ? g_settings_schema_source_lookup (source, BH_APP_ID, TRUE) : NULL;

  bh_application_profile ("startup");
  G_APPLICATION_CLASS (bh_application_parent_class)->startup (app);
  bh_application_profile ("GTK and libadwaita started");

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[i].action, accels[i].accels);

  /* The style the player chose last time. */
  if (schema != NULL)
    {
      g_autofree char *scheme = NULL;

      self->settings = g_settings_new (BH_APP_ID);
      scheme = g_settings_get_string (self->settings, "color-scheme");
      g_action_group_change_action_state (G_ACTION_GROUP (app), "color-scheme", g_variant_new_string (scheme));
    }
}

static void
bh_application_finalize (GObject *object)
{
  g_clear_object (&BH_APPLICATION (object)->settings);
  G_OBJECT_CLASS (bh_application_parent_class)->finalize (object);
}

static void
bh_application_class_init (BhApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = bh_application_finalize;

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
  GApplicationFlags flags = G_APPLICATION_HANDLES_COMMAND_LINE;

  /* A game started on other data (the editor's "Play this scenario", a
   * test) must not hand its command line to a running instance that reads
   * the installed data. */
  if (g_getenv ("BLOCKHOUSE_DATA_DIR") != NULL)
    flags |= G_APPLICATION_NON_UNIQUE;

  return g_object_new (BH_TYPE_APPLICATION,
                       "application-id", BH_APP_ID,
                       "flags", flags,
                       "resource-base-path", "/org/blockhouse/Blockhouse",
                       NULL);
}
