/* bh-window.c — the game window. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-game-opener.h"
#include "bh-window.h"

struct _BhWindow
{
  AdwApplicationWindow parent_instance;

  /* Template widgets */
  AdwWindowTitle *window_title;
  GtkStack *stack;
  BhMapView *map_view;
  GtkLabel *status_label;
  AdwStatusPage *error_page;

  BhGame *game;
  gulong changed_id;
  char *error;
};

G_DEFINE_FINAL_TYPE (BhWindow, bh_window, ADW_TYPE_APPLICATION_WINDOW)

static void
update_status (BhWindow *self)
{
  g_autofree char *decision = NULL;

  if (self->game == NULL)
    {
      gtk_label_set_text (self->status_label, "");
      return;
    }
  decision = bh_game_describe_decision (self->game);
  gtk_label_set_text (self->status_label, decision != NULL ? decision : "");
}

static void
on_game_changed (BhGame *game, BhWindow *self)
{
  update_status (self);
}

static void
show_error (BhWindow *self, const char *message)
{
  g_free (self->error);
  self->error = g_strdup (message);
  adw_status_page_set_description (self->error_page, message);
  adw_window_title_set_title (self->window_title, _("Blockhouse"));
  adw_window_title_set_subtitle (self->window_title, "");
  gtk_window_set_title (GTK_WINDOW (self), _("Blockhouse"));
  gtk_stack_set_visible_child_name (self->stack, "error");
}

void
bh_window_set_game (BhWindow *self, BhGame *game)
{
  g_return_if_fail (BH_IS_WINDOW (self));

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  bh_map_view_set_game (self->map_view, game);

  if (game != NULL)
    {
      BhGameData *data = bh_game_get_data (game);
      const BhScenario *scenario = bh_game_get_scenario (game);
      g_autofree char *title = g_strdup_printf ("%s — %s", bh_game_data_get_title (data),
                                                scenario->title);

      self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
      adw_window_title_set_title (self->window_title, bh_game_data_get_title (data));
      adw_window_title_set_subtitle (self->window_title, scenario->title);
      gtk_window_set_title (GTK_WINDOW (self), title);
      g_clear_pointer (&self->error, g_free);
      gtk_stack_set_visible_child_name (self->stack, "map");
      gtk_widget_grab_focus (GTK_WIDGET (self->map_view));
    }
  update_status (self);
}

gboolean
bh_window_open_game (BhWindow *self, BhLibrary *library, const char *game_id,
                     const char *scenario_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = NULL;

  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);

  if (library == NULL)
    library = bh_library_get_default ();
  game = bh_game_opener_open (library, game_id, scenario_id, &error);
  if (game == NULL)
    {
      bh_window_set_game (self, NULL);
      show_error (self, error->message);
      return FALSE;
    }
  bh_window_set_game (self, game);
  return TRUE;
}

BhGame *
bh_window_get_game (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->game;
}

BhMapView *
bh_window_get_map_view (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->map_view;
}

const char *
bh_window_get_error (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->error;
}

static void
zoom_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhWindow *self = BH_WINDOW (widget);

  if (g_str_equal (action_name, "win.zoom-in"))
    bh_map_view_zoom_in (self->map_view);
  else if (g_str_equal (action_name, "win.zoom-out"))
    bh_map_view_zoom_out (self->map_view);
  else
    bh_map_view_zoom_to_fit (self->map_view);
}

static void
bh_window_dispose (GObject *object)
{
  BhWindow *self = BH_WINDOW (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), BH_TYPE_WINDOW);
  G_OBJECT_CLASS (bh_window_parent_class)->dispose (object);
}

static void
bh_window_finalize (GObject *object)
{
  BhWindow *self = BH_WINDOW (object);

  g_free (self->error);
  G_OBJECT_CLASS (bh_window_parent_class)->finalize (object);
}

static void
bh_window_class_init (BhWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bh_window_dispose;
  object_class->finalize = bh_window_finalize;

  g_type_ensure (BH_TYPE_MAP_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/blockhouse/Blockhouse/bh-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BhWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, map_view);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, error_page);

  /* Window actions, so that the header bar's buttons reach the map. */
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit", NULL);
}

static void
bh_window_init (BhWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

BhWindow *
bh_window_new (GtkApplication *application)
{
  return g_object_new (BH_TYPE_WINDOW, "application", application, NULL);
}
