/* bh-editor-window.c — the editor window. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-board-editor.h"
#include "bh-counter-editor.h"
#include "bh-editor-window.h"
#include "bh-form.h"
#include "bh-game-editor.h"
#include "bh-library.h"
#include "bh-problems-panel.h"
#include "bh-scenario-editor.h"
#include "bh-table-editor.h"
#include "bh-xml-edit.h"

#define RECENT_GROUP "blockhouse-editor"

struct _BhEditorWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  AdwViewSwitcherTitle *switcher_title;
  AdwSplitButton *open_button;
  GtkWidget *undo_box;
  GtkWidget *undo_button;
  GtkWidget *redo_button;
  GtkWidget *save_button;
  GtkWidget *play_button;
  GtkWidget *problems_button;
  GtkImage *problems_icon;
  GtkLabel *problems_label;
  GtkStack *main_stack;
  AdwPreferencesGroup *games_group;
  AdwPreferencesGroup *recent_group;
  GMenu *recent_section;
  AdwFlap *flap;
  AdwViewStack *view_stack;
  BhBoardEditor *board_editor;
  BhCounterEditor *counter_editor;
  BhTableEditor *table_editor;
  BhScenarioEditor *scenario_editor;
  BhGameEditor *game_editor;
  BhProblemsPanel *problems_panel;

  BhDocument *document;
  gulong changed_id;
  gulong dirty_id;
  gboolean close_confirmed;
  GList *start_rows;
};

G_DEFINE_FINAL_TYPE (BhEditorWindow, bh_editor_window, ADW_TYPE_APPLICATION_WINDOW)

static void
toast (BhEditorWindow *self, const char *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
error_dialog (BhEditorWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- title, actions ------------------------------------------------------------- */

static void
update_title (BhEditorWindow *self)
{
  g_autofree char *title = NULL;
  g_autofree char *shown = NULL;
  g_autofree char *path = NULL;

  if (self->document == NULL)
    {
      adw_view_switcher_title_set_title (self->switcher_title, _("Blockhouse Editor"));
      adw_view_switcher_title_set_subtitle (self->switcher_title, "");
      gtk_window_set_title (GTK_WINDOW (self), _("Blockhouse Editor"));
      return;
    }
  title = bh_document_dup_title (self->document);
  shown = bh_document_is_dirty (self->document) ? g_strconcat ("• ", title, NULL) : g_strdup (title);
  path = g_file_get_parse_name (bh_document_get_folder (self->document));
  {
    const char *home = g_get_home_dir ();

    if (g_str_has_prefix (path, home) && home[1] != '\0')
      {
        char *short_path = g_strconcat ("~", path + strlen (home), NULL);

        g_free (path);
        path = short_path;
      }
  }
  adw_view_switcher_title_set_title (self->switcher_title, shown);
  adw_view_switcher_title_set_subtitle (self->switcher_title, path);
  gtk_window_set_title (GTK_WINDOW (self), shown);
}

static void
update_actions (BhEditorWindow *self)
{
  gboolean open = self->document != NULL;
  g_autofree char *undo = NULL;
  g_autofree char *redo = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo", open && bh_document_can_undo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo", open && bh_document_can_redo (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", open && bh_document_is_dirty (self->document));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.play", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-copy", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.problems", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.check", open);
  gtk_widget_set_visible (self->undo_box, open);
  gtk_widget_set_visible (self->save_button, open);
  gtk_widget_set_visible (self->play_button, open);
  gtk_widget_set_visible (self->problems_button, open);
  if (open && bh_document_get_undo_label (self->document) != NULL)
    undo = g_strdup_printf (_("Undo %s"), bh_document_get_undo_label (self->document));
  if (open && bh_document_get_redo_label (self->document) != NULL)
    redo = g_strdup_printf (_("Redo %s"), bh_document_get_redo_label (self->document));
  gtk_widget_set_tooltip_text (self->undo_button, undo ? undo : _("Undo"));
  gtk_widget_set_tooltip_text (self->redo_button, redo ? redo : _("Redo"));
}

static void
on_document_changed (BhDocument *document, gboolean structure, BhEditorWindow *self)
{
  update_actions (self);
}

static void
on_dirty_changed (BhDocument *document, GParamSpec *pspec, BhEditorWindow *self)
{
  update_title (self);
  update_actions (self);
}

static void
problems_changed (BhEditorWindow *self)
{
  guint errors = bh_problems_panel_get_n_errors (self->problems_panel);
  guint warnings = bh_problems_panel_get_n_warnings (self->problems_panel);
  gboolean broken = errors > 0 || bh_problems_panel_get_load_error (self->problems_panel) != NULL;
  g_autofree char *count = g_strdup_printf ("%u", errors + warnings);

  gtk_image_set_from_icon_name (self->problems_icon, broken ? "dialog-error-symbolic"
                                                    : warnings ? "dialog-warning-symbolic" : "emblem-ok-symbolic");
  gtk_widget_remove_css_class (GTK_WIDGET (self->problems_icon), "error");
  gtk_widget_remove_css_class (GTK_WIDGET (self->problems_icon), "warning");
  gtk_widget_remove_css_class (GTK_WIDGET (self->problems_icon), "success");
  gtk_widget_add_css_class (GTK_WIDGET (self->problems_icon), broken ? "error" : warnings ? "warning" : "success");
  gtk_label_set_text (self->problems_label, count);
  gtk_widget_set_visible (GTK_WIDGET (self->problems_label), errors + warnings > 0);
}

/* ---- opening -------------------------------------------------------------------- */

static GFile *
schemas_dir (void)
{
  return bh_library_get_schemas_dir (bh_library_get_default ());
}

static void
add_recent (GFile *folder, const char *title)
{
  g_autofree char *uri = g_file_get_uri (folder);
  static const char *groups[] = { RECENT_GROUP, NULL };
  GtkRecentData data = {
    .display_name = (char *) title,
    .mime_type = (char *) "inode/directory",
    .app_name = (char *) "blockhouse-editor",
    .app_exec = (char *) "blockhouse-editor %u",
    .groups = (char **) groups,
  };

  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
}

static void
set_document (BhEditorWindow *self, BhDocument *document)
{
  if (self->document != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->document);
      g_clear_signal_handler (&self->dirty_id, self->document);
    }
  g_set_object (&self->document, document);
  if (document != NULL)
    {
      self->changed_id = g_signal_connect (document, "changed", G_CALLBACK (on_document_changed), self);
      self->dirty_id = g_signal_connect (document, "notify::dirty", G_CALLBACK (on_dirty_changed), self);
    }
  bh_board_editor_set_document (self->board_editor, document);
  bh_counter_editor_set_document (self->counter_editor, document);
  bh_table_editor_set_document (self->table_editor, document);
  bh_scenario_editor_set_document (self->scenario_editor, document);
  bh_game_editor_set_document (self->game_editor, document);
  bh_problems_panel_set_document (self->problems_panel, document);
  gtk_stack_set_visible_child_name (self->main_stack, document ? "editor" : "start");
  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, document != NULL);
  update_title (self);
  update_actions (self);
}

gboolean
bh_editor_window_open_folder (BhEditorWindow *self, GFile *folder)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) schemas = schemas_dir ();
  g_autoptr(BhDocument) document = bh_document_open (folder, schemas, &error);
  g_autofree char *title = NULL;

  if (document == NULL)
    {
      error_dialog (self, _("The Game Could Not Be Opened"), error->message);
      return FALSE;
    }
  title = bh_document_dup_title (document);
  add_recent (folder, title);
  set_document (self, document);
  return TRUE;
}

GFile *
bh_editor_window_get_folder (BhEditorWindow *self)
{
  return self->document ? bh_document_get_folder (self->document) : NULL;
}

BhDocument *
bh_editor_window_get_document (BhEditorWindow *self)
{
  return self->document;
}

static void
open_in_window (BhEditorWindow *self, GFile *folder)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  /* This window keeps its game; another opens in a window of its own. */
  if (self->document == NULL)
    bh_editor_window_open_folder (self, folder);
  else
    g_application_open (G_APPLICATION (app), &folder, 1, "");
}

static void
open_response (GtkNativeDialog *dialog, int response, BhEditorWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) folder = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      open_in_window (self, folder);
    }
  g_object_unref (dialog);
}

static void
open_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (widget);
  GtkFileChooserNative *dialog = gtk_file_chooser_native_new (_("Open a Game Folder"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER,
                                                              _("_Open"), _("_Cancel"));

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (open_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
nothing_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
}

static void
open_uri_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (widget);
  g_autoptr(GFile) folder = g_file_new_for_uri (g_variant_get_string (parameter, NULL));

  open_in_window (self, folder);
}

static void
start_row_activated (AdwActionRow *row, BhEditorWindow *self)
{
  const char *uri = g_object_get_data (G_OBJECT (row), "bh-uri");
  g_autoptr(GFile) folder = g_file_new_for_uri (uri);

  open_in_window (self, folder);
}

static GtkWidget *
start_row (BhEditorWindow *self, const char *title, GFile *folder)
{
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *path = g_file_get_parse_name (folder);
  g_autofree char *escaped_title = g_markup_escape_text (title, -1);
  g_autofree char *escaped_path = g_markup_escape_text (path, -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped_title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), escaped_path);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "bh-uri", g_file_get_uri (folder), g_free);
  g_signal_connect (row, "activated", G_CALLBACK (start_row_activated), self);
  return row;
}

static void
fill_start_page (BhEditorWindow *self)
{
  BhLibrary *library = bh_library_get_default ();
  g_auto(GStrv) games = bh_library_list_games (library);
  g_autoptr(GFile) data_dir = g_object_ref (bh_library_get_data_dir (library));
  GList *items = gtk_recent_manager_get_items (gtk_recent_manager_get_default ());
  guint n_recent = 0;

  for (GList *l = self->start_rows; l; l = l->next)
    {
      GtkWidget *row = l->data;
      GtkWidget *group = gtk_widget_get_ancestor (row, ADW_TYPE_PREFERENCES_GROUP);

      if (group != NULL)
        adw_preferences_group_remove (ADW_PREFERENCES_GROUP (group), row);
    }
  g_clear_pointer (&self->start_rows, g_list_free);
  g_menu_remove_all (self->recent_section);

  for (guint i = 0; games[i]; i++)
    {
      g_autoptr(GFile) folder = g_file_resolve_relative_path (data_dir, "games");
      g_autoptr(GFile) game_file = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *title = NULL;
      GtkWidget *row;

      g_set_object (&folder, g_file_get_child (folder, games[i]));
      game_file = g_file_get_child (folder, "game.xml");
      bytes = g_file_load_bytes (game_file, NULL, NULL, NULL);
      if (bytes != NULL)
        {
          xmlDoc *doc = bh_xml_parse ("game.xml", bytes, NULL);

          if (doc != NULL)
            {
              title = bh_xml_dup_child_text (xmlDocGetRootElement (doc), "title");
              xmlFreeDoc (doc);
            }
        }
      row = start_row (self, title ? title : games[i], folder);
      adw_preferences_group_add (self->games_group, row);
      self->start_rows = g_list_prepend (self->start_rows, row);
    }

  for (GList *l = items; l != NULL && n_recent < 8; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autoptr(GFile) folder = g_file_new_for_uri (uri);
      g_autoptr(GFile) game_file = g_file_get_child (folder, "game.xml");
      GtkWidget *row;

      if (!gtk_recent_info_has_group (info, RECENT_GROUP) || !g_file_query_exists (game_file, NULL))
        continue;
      row = start_row (self, gtk_recent_info_get_display_name (info), folder);
      adw_preferences_group_add (self->recent_group, row);
      self->start_rows = g_list_prepend (self->start_rows, row);
      {
        g_autoptr(GMenuItem) item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);

        g_menu_item_set_action_and_target (item, "win.open-uri", "s", uri);
        g_menu_append_item (self->recent_section, item);
      }
      n_recent++;
    }
  gtk_widget_set_visible (GTK_WIDGET (self->recent_group), n_recent > 0);
  if (n_recent == 0)
    {
      /* An item without an action shows greyed out. */
      g_autoptr(GMenuItem) item = g_menu_item_new (_("No Recent Games"), "win.no-recent");

      g_menu_append_item (self->recent_section, item);
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

static void
recent_changed (GtkRecentManager *manager, BhEditorWindow *self)
{
  fill_start_page (self);
}

/* ---- a new game from a template ----------------------------------------------------------- */

typedef struct {
  BhEditorWindow *self;
  GtkWidget *id_row;
  GtkWidget *title_row;
  GtkWidget *template_row;
  GPtrArray *templates;    /* GFile */
  char *game_id;
  char *title;
  GFile *template;
} NewGame;

static void
new_game_free (NewGame *job)
{
  g_clear_pointer (&job->templates, g_ptr_array_unref);
  g_free (job->game_id);
  g_free (job->title);
  g_clear_object (&job->template);
  g_free (job);
}

static void
new_game_folder_response (GtkNativeDialog *dialog, int response, NewGame *job)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) parent = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GFile) folder = g_file_get_child (parent, job->game_id);
      g_autoptr(GFile) schemas = schemas_dir ();
      g_autoptr(GError) error = NULL;
      g_autoptr(BhDocument) document = NULL;

      if (g_file_query_exists (folder, NULL))
        {
          g_autofree char *name = g_file_get_parse_name (folder);
          g_autofree char *body = g_strdup_printf (_("%s already exists. Choose another place or another id."), name);

          error_dialog (job->self, _("The Game Could Not Be Created"), body);
        }
      else if ((document = bh_document_new_from_template (job->template, folder, job->game_id, job->title, schemas,
                                                           &error)) == NULL)
        error_dialog (job->self, _("The Game Could Not Be Created"), error->message);
      else if (job->self->document == NULL)
        {
          add_recent (folder, job->title);
          set_document (job->self, document);
          toast (job->self, _("New game created"));
        }
      else
        open_in_window (job->self, folder);
    }
  g_object_unref (dialog);
  new_game_free (job);
}

static void
new_game_response (AdwMessageDialog *dialog, const char *response, NewGame *job)
{
  GtkFileChooserNative *chooser;
  guint template;

  if (!g_str_equal (response, "create"))
    {
      new_game_free (job);
      return;
    }
  job->game_id = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (job->id_row))));
  job->title = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (job->title_row))));
  template = adw_combo_row_get_selected (ADW_COMBO_ROW (job->template_row));
  job->template = g_object_ref (g_ptr_array_index (job->templates, MIN (template, job->templates->len - 1)));
  chooser = gtk_file_chooser_native_new (_("Where to Create the Game Folder"), GTK_WINDOW (job->self),
                                         GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Create Here"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (new_game_folder_response), job);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
new_game_id_changed (GtkEditable *editable, AdwMessageDialog *dialog)
{
  g_autofree char *id = g_strstrip (g_strdup (gtk_editable_get_text (editable)));
  gboolean ok = bh_form_is_valid_id (id);

  adw_message_dialog_set_response_enabled (dialog, "create", ok);
  if (ok || !*id)
    gtk_widget_remove_css_class (GTK_WIDGET (editable), "error");
  else
    gtk_widget_add_css_class (GTK_WIDGET (editable), "error");
}

static void
new_game_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (widget);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("New Game"),
                                              _("The new game starts as a copy of the template: its board, counters, "
                                                "tables and scenarios, ready to be changed."));
  GtkWidget *list = gtk_list_box_new ();
  GtkStringList *names = gtk_string_list_new (NULL);
  NewGame *job = g_new0 (NewGame, 1);
  BhLibrary *library = bh_library_get_default ();
  g_auto(GStrv) games = bh_library_list_games (library);
  g_autoptr(GFile) tiny = g_file_new_for_path (BH_SOURCE_DATADIR "/../tests/data/games/tiny");
  g_autoptr(GFile) games_dir = g_file_get_child (bh_library_get_data_dir (library), "games");

  job->self = self;
  job->templates = g_ptr_array_new_with_free_func (g_object_unref);
  if (g_file_query_exists (tiny, NULL))
    {
      g_ptr_array_add (job->templates, g_object_ref (tiny));
      gtk_string_list_append (names, _("Skirmish at the Ford (a tiny test game)"));
    }
  for (guint i = 0; games[i]; i++)
    {
      g_ptr_array_add (job->templates, g_file_get_child (games_dir, games[i]));
      gtk_string_list_append (names, games[i]);
    }
  if (job->templates->len == 0)
    {
      new_game_free (job);
      g_object_unref (names);
      gtk_window_destroy (GTK_WINDOW (dialog));
      error_dialog (self, _("No Template"), _("No game was found to start from."));
      return;
    }

  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  job->template_row = adw_combo_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (job->template_row), _("Template"));
  adw_combo_row_set_model (ADW_COMBO_ROW (job->template_row), G_LIST_MODEL (names));
  g_object_unref (names);
  job->id_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (job->id_row), _("Game id (also the folder name)"));
  gtk_editable_set_text (GTK_EDITABLE (job->id_row), "my-game");
  job->title_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (job->title_row), _("Title"));
  gtk_editable_set_text (GTK_EDITABLE (job->title_row), _("My Game"));
  gtk_list_box_append (GTK_LIST_BOX (list), job->template_row);
  gtk_list_box_append (GTK_LIST_BOX (list), job->id_row);
  gtk_list_box_append (GTK_LIST_BOX (list), job->title_row);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "create",
                                    _("_Choose Folder…"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "create", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "create");
  g_signal_connect (job->id_row, "changed", G_CALLBACK (new_game_id_changed), dialog);
  g_signal_connect (dialog, "response", G_CALLBACK (new_game_response), job);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- editing ---------------------------------------------------------------------------------- */

static void
undo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (widget);

  if (self->document != NULL)
    bh_document_undo (self->document);
}

static void
redo_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (widget);

  if (self->document != NULL)
    bh_document_redo (self->document);
}

gboolean
bh_editor_window_save (BhEditorWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (self->document == NULL)
    return FALSE;
  if (!bh_document_save (self->document, &error))
    {
      error_dialog (self, _("The Game Could Not Be Saved"), error->message);
      return FALSE;
    }
  bh_problems_panel_check_now (self->problems_panel);
  if (bh_problems_panel_get_n_errors (self->problems_panel) > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("Saved; %u problem still stops the game loading it",
                                                         "Saved; %u problems still stop the game loading it",
                                                         bh_problems_panel_get_n_errors (self->problems_panel)),
                                               bh_problems_panel_get_n_errors (self->problems_panel));

      toast (self, text);
    }
  else
    toast (self, _("Saved"));
  return TRUE;
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  bh_editor_window_save (BH_EDITOR_WINDOW (widget));
}

static void
save_copy_response (GtkNativeDialog *dialog, int response, BhEditorWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT && self->document != NULL)
    {
      g_autoptr(GFile) folder = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (!bh_document_save_copy (self->document, folder, &error))
        error_dialog (self, _("The Copy Could Not Be Saved"), error->message);
      else
        {
          /* Go on in the copy: it holds every change; the original stays as
           * it was on disk. */
          self->close_confirmed = FALSE;
          bh_editor_window_open_folder (self, folder);
          toast (self, _("Saved a copy; editing the copy now"));
        }
    }
  g_object_unref (dialog);
}

static void
save_copy_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (widget);
  GtkFileChooserNative *dialog;

  if (self->document == NULL)
    return;
  dialog = gtk_file_chooser_native_new (_("Choose an Empty Folder for the Copy"), GTK_WINDOW (self),
                                        GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Save Copy Here"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (save_copy_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
problems_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (widget);

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->problems_button),
                                !gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->problems_button)));
}

static void
problems_toggled (BhEditorWindow *self)
{
  adw_flap_set_reveal_flap (self->flap, gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->problems_button)));
}

static void
flap_revealed (BhEditorWindow *self)
{
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (self->problems_button), adw_flap_get_reveal_flap (self->flap));
}

static void
check_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (widget);

  bh_problems_panel_check_now (self->problems_panel);
  adw_flap_set_reveal_flap (self->flap, TRUE);
}

void
bh_editor_window_show_page (BhEditorWindow *self, const char *page)
{
  adw_view_stack_set_visible_child_name (self->view_stack, page);
}

static void
page_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (widget);

  if (self->document != NULL)
    bh_editor_window_show_page (self, g_variant_get_string (parameter, NULL));
}

GtkWidget *
bh_editor_window_get_page (BhEditorWindow *self, const char *page)
{
  return adw_view_stack_get_child_by_name (self->view_stack, page);
}

GtkWidget *
bh_editor_window_get_problems_panel (BhEditorWindow *self)
{
  return GTK_WIDGET (self->problems_panel);
}

void
bh_editor_window_reveal_node (BhEditorWindow *self, xmlNode *node)
{
  switch (bh_document_get_kind_of (self->document, node->doc))
    {
    case BH_FILE_BOARD:
      bh_editor_window_show_page (self, "board");
      bh_board_editor_select_node (self->board_editor, node);
      break;
    case BH_FILE_COUNTERS:
      bh_editor_window_show_page (self, "counters");
      bh_counter_editor_select_node (self->counter_editor, node);
      break;
    case BH_FILE_TABLES:
      bh_editor_window_show_page (self, "tables");
      bh_table_editor_select_node (self->table_editor, node);
      break;
    case BH_FILE_SCENARIO:
      bh_editor_window_show_page (self, "scenarios");
      bh_scenario_editor_select_node (self->scenario_editor, node);
      break;
    case BH_FILE_GAME:
    default:
      bh_editor_window_show_page (self, "game");
      bh_game_editor_select_node (self->game_editor, node);
      break;
    }
}

static void
problem_activated (BhEditorWindow *self, BhProblem *problem)
{
  bh_editor_window_reveal_node (self, bh_problem_get_node (problem));
}

/* ---- playing -------------------------------------------------------------------------------------- */

static char *
find_game_program (void)
{
  const char *override = g_getenv ("BLOCKHOUSE_GAME_PROGRAM");
  g_autofree char *self_path = g_file_read_link ("/proc/self/exe", NULL);

  if (override != NULL && *override)
    return g_strdup (override);
  if (self_path != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (self_path);
      /* Installed side by side, or the build tree (editor/ next to src/app/). */
      char *candidates[] = {
        g_build_filename (dir, "blockhouse", NULL),
        g_build_filename (dir, "..", "src", "app", "blockhouse", NULL),
        g_build_filename (dir, "..", "..", "src", "app", "blockhouse", NULL),
      };
      char *found = NULL;

      for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
        {
          if (found == NULL && g_file_test (candidates[i], G_FILE_TEST_IS_EXECUTABLE))
            found = g_steal_pointer (&candidates[i]);
          g_free (candidates[i]);
        }
      if (found != NULL)
        return found;
    }
  return g_find_program_in_path ("blockhouse");
}

GStrv
bh_editor_window_dup_play_command (BhEditorWindow *self, char **data_dir, GError **error)
{
  g_autoptr(GFile) root = NULL;
  g_autofree char *program = NULL;
  const char *scenario;
  GStrvBuilder *builder;
  GStrv argv;

  if (self->document == NULL)
    return NULL;
  root = bh_document_write_snapshot (self->document, error);
  if (root == NULL)
    return NULL;
  program = find_game_program ();
  if (program == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("The game program “blockhouse” was not found"));
      return NULL;
    }
  scenario = bh_scenario_editor_get_scenario_id (self->scenario_editor);
  builder = g_strv_builder_new ();
  g_strv_builder_add (builder, program);
  g_strv_builder_add (builder, bh_document_get_game_id (self->document));
  if (scenario != NULL)
    g_strv_builder_add (builder, scenario);
  argv = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  if (data_dir != NULL)
    *data_dir = g_file_get_path (root);
  return argv;
}

static void
game_exited (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(BhEditorWindow) self = user_data;
  GSubprocess *process = G_SUBPROCESS (source);

  if (!g_subprocess_wait_finish (process, result, NULL))
    return;
  if (g_subprocess_get_if_exited (process) && g_subprocess_get_exit_status (process) != 0)
    {
      g_autofree char *text = g_strdup_printf (_("The game stopped with status %d"),
                                               g_subprocess_get_exit_status (process));

      toast (self, text);
    }
}

/* A game already running would take the command line and open the game
 * from its own data, not the edited one. */
static gboolean
game_is_running (void)
{
  g_autoptr(GDBusConnection) bus = g_bus_get_sync (G_BUS_TYPE_SESSION, NULL, NULL);
  g_autoptr(GVariant) reply = NULL;
  gboolean running = FALSE;

  if (bus == NULL)
    return FALSE;
  reply = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                       "NameHasOwner", g_variant_new ("(s)", BH_APP_ID), G_VARIANT_TYPE ("(b)"),
                                       G_DBUS_CALL_FLAGS_NONE, 1000, NULL, NULL);
  if (reply != NULL)
    g_variant_get (reply, "(b)", &running);
  return running;
}

static void
play_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *data_dir = NULL;
  g_auto(GStrv) argv = NULL;
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;

  if (self->document == NULL)
    return;
  bh_problems_panel_check_now (self->problems_panel);
  if (bh_problems_panel_get_n_errors (self->problems_panel) > 0)
    {
      adw_flap_set_reveal_flap (self->flap, TRUE);
      toast (self, _("Fix the problems first: the game would not load"));
      return;
    }
  if (game_is_running ())
    {
      error_dialog (self, _("Blockhouse Is Already Running"),
                    _("Close the game first: a running game would open this scenario from the installed games, "
                      "not from the edited ones."));
      return;
    }
  argv = bh_editor_window_dup_play_command (self, &data_dir, &error);
  if (argv == NULL)
    {
      error_dialog (self, _("The Game Could Not Be Started"), error->message);
      return;
    }
  /* The game reads the edited data, saved or not. */
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_NONE);
  g_subprocess_launcher_setenv (launcher, "BLOCKHOUSE_DATA_DIR", data_dir, TRUE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv, &error);
  if (process == NULL)
    {
      error_dialog (self, _("The Game Could Not Be Started"), error->message);
      return;
    }
  g_subprocess_wait_async (process, NULL, game_exited, g_object_ref (self));
  toast (self, _("Starting the game…"));
}

/* ---- closing -------------------------------------------------------------------------------------- */

static gboolean
close_later (gpointer user_data)
{
  gtk_window_close (GTK_WINDOW (user_data));
  return G_SOURCE_REMOVE;
}

static void
close_response (AdwMessageDialog *dialog, const char *response, BhEditorWindow *self)
{
  if (g_str_equal (response, "save"))
    {
      if (!bh_editor_window_save (self))
        return;
    }
  else if (!g_str_equal (response, "discard"))
    return;
  self->close_confirmed = TRUE;
  /* Once the dialog, which is transient for this window, is gone. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_later, g_object_ref (self), g_object_unref);
}

static gboolean
bh_editor_window_close_request (GtkWindow *window)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (window);
  GtkWidget *dialog;
  g_autofree char *title = NULL;
  g_autofree char *body = NULL;

  if (self->close_confirmed || self->document == NULL || !bh_document_is_dirty (self->document))
    return GTK_WINDOW_CLASS (bh_editor_window_parent_class)->close_request (window);

  title = bh_document_dup_title (self->document);
  body = g_strdup_printf (_("“%s” has changes that are not saved. Closing without saving loses them."), title);
  dialog = adw_message_dialog_new (window, _("Save Changes?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "discard", _("_Discard"),
                                    "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (close_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* ---- class ------------------------------------------------------------------------------------------ */

static void
bh_editor_window_dispose (GObject *object)
{
  BhEditorWindow *self = BH_EDITOR_WINDOW (object);

  g_signal_handlers_disconnect_by_data (gtk_recent_manager_get_default (), self);
  if (self->document != NULL)
    {
      g_clear_signal_handler (&self->changed_id, self->document);
      g_clear_signal_handler (&self->dirty_id, self->document);
    }
  g_clear_object (&self->document);
  g_clear_pointer (&self->start_rows, g_list_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), BH_TYPE_EDITOR_WINDOW);
  G_OBJECT_CLASS (bh_editor_window_parent_class)->dispose (object);
}

static void
bh_editor_window_class_init (BhEditorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = bh_editor_window_dispose;
  window_class->close_request = bh_editor_window_close_request;

  g_type_ensure (BH_TYPE_BOARD_EDITOR);
  g_type_ensure (BH_TYPE_COUNTER_EDITOR);
  g_type_ensure (BH_TYPE_TABLE_EDITOR);
  g_type_ensure (BH_TYPE_SCENARIO_EDITOR);
  g_type_ensure (BH_TYPE_GAME_EDITOR);
  g_type_ensure (BH_TYPE_PROBLEMS_PANEL);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/blockhouse/Blockhouse/Editor/bh-editor-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, undo_box);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, redo_button);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, save_button);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, play_button);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, problems_button);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, problems_icon);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, problems_label);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, games_group);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, recent_group);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, recent_section);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, view_stack);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, board_editor);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, counter_editor);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, table_editor);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, scenario_editor);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, game_editor);
  gtk_widget_class_bind_template_child (widget_class, BhEditorWindow, problems_panel);
  gtk_widget_class_bind_template_callback (widget_class, problem_activated);
  gtk_widget_class_bind_template_callback (widget_class, problems_changed);
  gtk_widget_class_bind_template_callback (widget_class, problems_toggled);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.open-uri", "s", open_uri_action);
  gtk_widget_class_install_action (widget_class, "win.no-recent", NULL, nothing_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-copy", NULL, save_copy_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "win.play", NULL, play_action);
  gtk_widget_class_install_action (widget_class, "win.problems", NULL, problems_action);
  gtk_widget_class_install_action (widget_class, "win.check", NULL, check_action);
  gtk_widget_class_install_action (widget_class, "win.page", "s", page_action);
}

static void
load_style (void)
{
  static gboolean loaded;
  GtkCssProvider *provider;
  GdkDisplay *display = gdk_display_get_default ();

  if (loaded || display == NULL)
    return;
  loaded = TRUE;
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/org/blockhouse/Blockhouse/Editor/editor.css");
  gtk_style_context_add_provider_for_display (display, GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  g_object_unref (provider);
  /* The editor's icon, also when run from the build tree. */
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (display), "/org/blockhouse/Blockhouse/Editor/icons");
}

static void
bh_editor_window_init (BhEditorWindow *self)
{
  load_style ();
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->flap, "notify::reveal-flap", G_CALLBACK (flap_revealed), self);
  g_signal_connect (gtk_recent_manager_get_default (), "changed", G_CALLBACK (recent_changed), self);
  adw_view_switcher_title_set_view_switcher_enabled (self->switcher_title, FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.no-recent", FALSE);
  fill_start_page (self);
  update_title (self);
  update_actions (self);
  problems_changed (self);
}

BhEditorWindow *
bh_editor_window_new (GtkApplication *application)
{
  return g_object_new (BH_TYPE_EDITOR_WINDOW, "application", application, NULL);
}
