/* bh-problems-panel.c — the Problems side panel. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bh-problems-panel.h"
#include "bh-xml-edit.h"

#define CHECK_DELAY_MS 350

struct _BhProblemsPanel
{
  GtkBox parent_instance;

  GtkWidget *summary;
  GtkWidget *engine_row;
  GtkWidget *engine_icon;
  GtkWidget *engine_label;
  GtkWidget *list;
  GtkWidget *stack;

  BhDocument *document;
  gulong changed_id;
  GListStore *problems;
  guint timeout_id;
  GCancellable *cancellable;
  gboolean loading;
  gboolean load_again;
  char *load_error;
  guint n_errors, n_warnings;
};

G_DEFINE_FINAL_TYPE (BhProblemsPanel, bh_problems_panel, GTK_TYPE_BOX)

enum {
  PROBLEM_ACTIVATED,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static GtkWidget *
problem_row (BhProblem *problem)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gboolean error = bh_problem_get_severity (problem) == BH_PROBLEM_ERROR;
  GtkWidget *icon = gtk_image_new_from_icon_name (error ? "dialog-error-symbolic" : "dialog-warning-symbolic");
  GtkWidget *message = gtk_label_new (bh_problem_get_message (problem));
  g_autofree char *location = bh_problem_dup_location (problem);
  GtkWidget *where = gtk_label_new (location);

  gtk_widget_add_css_class (icon, error ? "error" : "warning");
  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_set_margin_top (icon, 2);
  gtk_label_set_wrap (GTK_LABEL (message), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (message), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (message), 0);
  gtk_label_set_xalign (GTK_LABEL (where), 0);
  gtk_widget_add_css_class (where, "caption");
  gtk_widget_add_css_class (where, "dim-label");
  gtk_box_append (GTK_BOX (texts), message);
  gtk_box_append (GTK_BOX (texts), where);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), bh_problem_get_node (problem) != NULL);
  gtk_widget_set_tooltip_text (row, bh_problem_get_node (problem) != NULL ? _("Show this item") : NULL);
  return row;
}

static GtkWidget *
create_row (gpointer item, gpointer user_data)
{
  return problem_row (item);
}

static void
update_summary (BhProblemsPanel *self)
{
  g_autofree char *text = NULL;

  if (self->document == NULL)
    text = g_strdup ("");
  else if (self->n_errors == 0 && self->n_warnings == 0)
    text = g_strdup (_("No problems found"));
  else if (self->n_warnings == 0)
    text = g_strdup_printf (ngettext ("%u error", "%u errors", self->n_errors), self->n_errors);
  else if (self->n_errors == 0)
    text = g_strdup_printf (ngettext ("%u warning", "%u warnings", self->n_warnings), self->n_warnings);
  else
    {
      g_autofree char *errors = g_strdup_printf (ngettext ("%u error", "%u errors", self->n_errors), self->n_errors);

      /* Translators: "3 errors, 2 warnings" */
      text = g_strdup_printf (ngettext ("%s, %u warning", "%s, %u warnings", self->n_warnings), errors,
                              self->n_warnings);
    }
  gtk_label_set_text (GTK_LABEL (self->summary), text);
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack),
                                    g_list_model_get_n_items (G_LIST_MODEL (self->problems)) ? "list" : "empty");

  gtk_widget_remove_css_class (self->engine_icon, "success");
  gtk_widget_remove_css_class (self->engine_icon, "error");
  if (self->document == NULL)
    gtk_widget_set_visible (self->engine_row, FALSE);
  else if (self->loading)
    {
      gtk_widget_set_visible (self->engine_row, TRUE);
      gtk_image_set_from_icon_name (GTK_IMAGE (self->engine_icon), "emblem-synchronizing-symbolic");
      gtk_label_set_text (GTK_LABEL (self->engine_label), _("Loading the game as the game program would…"));
    }
  else if (self->load_error == NULL)
    {
      gtk_widget_set_visible (self->engine_row, TRUE);
      gtk_image_set_from_icon_name (GTK_IMAGE (self->engine_icon), "emblem-ok-symbolic");
      gtk_widget_add_css_class (self->engine_icon, "success");
      gtk_label_set_text (GTK_LABEL (self->engine_label), _("The game program loads this game"));
    }
  else
    {
      g_autofree char *message = g_strdup_printf (_("The game program cannot load it: %s"), self->load_error);

      gtk_widget_set_visible (self->engine_row, TRUE);
      gtk_image_set_from_icon_name (GTK_IMAGE (self->engine_icon), "dialog-error-symbolic");
      gtk_widget_add_css_class (self->engine_icon, "error");
      gtk_label_set_text (GTK_LABEL (self->engine_label), message);
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

static void start_load (BhProblemsPanel *self);

static void
load_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  BhProblemsPanel *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_validator_load_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_object_unref (self);
      return;
    }
  self->loading = FALSE;
  g_clear_pointer (&self->load_error, g_free);
  if (data == NULL)
    {
      /* The snapshot's path means nothing to the author: keep the file. */
      const char *message = error->message;
      const char *games = strstr (message, "/games/");

      if (games != NULL)
        {
          const char *slash = strchr (games + strlen ("/games/"), '/');

          message = slash ? slash + 1 : message;
        }
      self->load_error = g_strdup (message);
    }
  if (self->load_again)
    {
      self->load_again = FALSE;
      start_load (self);
    }
  update_summary (self);
  g_object_unref (self);
}

static void
start_load (BhProblemsPanel *self)
{
  if (self->document == NULL)
    return;
  if (self->loading)
    {
      /* One load at a time: the snapshot folder is shared. */
      self->load_again = TRUE;
      return;
    }
  self->loading = TRUE;
  bh_validator_load_async (self->document, self->cancellable, load_done, g_object_ref (self));
}

void
bh_problems_panel_check_now (BhProblemsPanel *self)
{
  g_autoptr(GPtrArray) problems = NULL;

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_list_store_remove_all (self->problems);
  self->n_errors = self->n_warnings = 0;
  if (self->document == NULL)
    {
      update_summary (self);
      return;
    }
  problems = bh_validator_check (self->document);
  for (guint i = 0; i < problems->len; i++)
    {
      BhProblem *problem = g_ptr_array_index (problems, i);

      if (bh_problem_get_severity (problem) == BH_PROBLEM_ERROR)
        self->n_errors++;
      else
        self->n_warnings++;
    }
  g_list_store_splice (self->problems, 0, 0, problems->pdata, problems->len);
  start_load (self);
  update_summary (self);
}

static gboolean
check_timeout (gpointer user_data)
{
  BhProblemsPanel *self = user_data;

  self->timeout_id = 0;
  bh_problems_panel_check_now (self);
  return G_SOURCE_REMOVE;
}

static void
on_document_changed (BhDocument *document, gboolean structure, BhProblemsPanel *self)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->timeout_id = g_timeout_add (CHECK_DELAY_MS, check_timeout, self);
}

void
bh_problems_panel_set_document (BhProblemsPanel *self, BhDocument *document)
{
  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  self->loading = FALSE;
  self->load_again = FALSE;
  g_clear_pointer (&self->load_error, g_free);
  g_set_object (&self->document, document);
  if (document != NULL)
    self->changed_id = g_signal_connect (document, "changed", G_CALLBACK (on_document_changed), self);
  bh_problems_panel_check_now (self);
}

guint
bh_problems_panel_get_n_errors (BhProblemsPanel *self)
{
  return self->n_errors;
}

guint
bh_problems_panel_get_n_warnings (BhProblemsPanel *self)
{
  return self->n_warnings;
}

GListModel *
bh_problems_panel_get_problems (BhProblemsPanel *self)
{
  return G_LIST_MODEL (self->problems);
}

gboolean
bh_problems_panel_is_busy (BhProblemsPanel *self)
{
  return self->loading || self->timeout_id != 0;
}

const char *
bh_problems_panel_get_load_error (BhProblemsPanel *self)
{
  return self->load_error;
}

static void
row_activated (GtkListBox *list, GtkListBoxRow *row, BhProblemsPanel *self)
{
  g_autoptr(BhProblem) problem = g_list_model_get_item (G_LIST_MODEL (self->problems),
                                                        gtk_list_box_row_get_index (row));

  if (problem != NULL && bh_xml_is_attached (bh_problem_get_node (problem)))
    g_signal_emit (self, signals[PROBLEM_ACTIVATED], 0, problem);
}

static void
bh_problems_panel_dispose (GObject *object)
{
  BhProblemsPanel *self = BH_PROBLEMS_PANEL (object);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (bh_problems_panel_parent_class)->dispose (object);
}

static void
bh_problems_panel_finalize (GObject *object)
{
  BhProblemsPanel *self = BH_PROBLEMS_PANEL (object);

  g_object_unref (self->problems);
  g_free (self->load_error);
  G_OBJECT_CLASS (bh_problems_panel_parent_class)->finalize (object);
}

static void
bh_problems_panel_class_init (BhProblemsPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = bh_problems_panel_dispose;
  object_class->finalize = bh_problems_panel_finalize;

  signals[PROBLEM_ACTIVATED] = g_signal_new ("problem-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                             NULL, NULL, NULL, G_TYPE_NONE, 1, BH_TYPE_PROBLEM);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "problems-panel");
}

static void
bh_problems_panel_init (BhProblemsPanel *self)
{
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (_("Problems"));
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *empty = adw_status_page_new ();

  self->problems = g_list_store_new (BH_TYPE_PROBLEM);
  self->cancellable = g_cancellable_new ();
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_widget_set_hexpand (GTK_WIDGET (self), FALSE);
  gtk_widget_set_size_request (GTK_WIDGET (self), 340, -1);

  /* A panel of fixed width: the messages wrap inside it. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_width (GTK_SCROLLED_WINDOW (scrolled), 340);
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (scrolled), 340);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), FALSE);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), content);
  gtk_box_append (GTK_BOX (self), scrolled);

  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  self->summary = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->summary), 0);
  gtk_widget_add_css_class (self->summary, "dim-label");
  gtk_box_append (GTK_BOX (header), title);
  gtk_box_append (GTK_BOX (header), self->summary);
  gtk_widget_set_margin_top (header, 12);
  gtk_widget_set_margin_bottom (header, 8);
  gtk_widget_set_margin_start (header, 14);
  gtk_widget_set_margin_end (header, 14);
  gtk_box_append (GTK_BOX (content), header);

  self->engine_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  self->engine_icon = gtk_image_new ();
  gtk_widget_set_valign (self->engine_icon, GTK_ALIGN_START);
  self->engine_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->engine_label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (self->engine_label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (self->engine_label), 0);
  gtk_widget_set_hexpand (self->engine_label, TRUE);
  gtk_box_append (GTK_BOX (self->engine_row), self->engine_icon);
  gtk_box_append (GTK_BOX (self->engine_row), self->engine_label);
  gtk_widget_add_css_class (self->engine_row, "engine-status");
  gtk_box_append (GTK_BOX (content), self->engine_row);
  gtk_box_append (GTK_BOX (content), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "navigation-sidebar");
  gtk_list_box_bind_model (GTK_LIST_BOX (self->list), G_LIST_MODEL (self->problems), create_row, NULL, NULL);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated), self);

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (empty), "emblem-ok-symbolic");
  adw_status_page_set_title (ADW_STATUS_PAGE (empty), _("All Clear"));
  adw_status_page_set_description (ADW_STATUS_PAGE (empty),
                                   _("Every file follows its schema, every reference resolves and every setup fits the counter mix."));
  gtk_widget_add_css_class (empty, "compact");

  self->stack = gtk_stack_new ();
  gtk_widget_set_vexpand (self->stack, TRUE);
  gtk_stack_add_named (GTK_STACK (self->stack), self->list, "list");
  gtk_stack_add_named (GTK_STACK (self->stack), empty, "empty");
  gtk_box_append (GTK_BOX (content), self->stack);
  update_summary (self);
}

GtkWidget *
bh_problems_panel_new (void)
{
  return g_object_new (BH_TYPE_PROBLEMS_PANEL, NULL);
}
