/* bh-log-view.c — the log as a list that grows with the game. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-action-utils.h"
#include "bh-log-view.h"

struct _BhLogView
{
  GtkWidget parent_instance;

  GtkScrolledWindow *scrolled;
  GtkListBox *list;
  GtkWidget *empty_label;

  GPtrArray *texts;          /* the action text of each row, to spot undone ones */
  guint scroll_id;
};

G_DEFINE_FINAL_TYPE (BhLogView, bh_log_view, GTK_TYPE_WIDGET)

enum {
  REVIEW,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

char *
bh_format_dice (const BhLogEntry *entry)
{
  static const char *faces[] = { "⚀", "⚁", "⚂", "⚃", "⚄", "⚅" };
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < entry->n_rolls; i++)
    {
      guint roll = entry->rolls[i];

      if (s->len > 0)
        g_string_append (s, "  ");
      if (entry->roll_faces[i] == 6 && roll >= 1 && roll <= 6)
        g_string_append_printf (s, "%s %u", faces[roll - 1], roll);
      else
        g_string_append_printf (s, "[%u]", roll);
    }
  return g_string_free (s, FALSE);
}

static GtkWidget *
entry_row (BhGame *game, guint index)
{
  const BhLogEntry *entry = bh_game_get_log_entry (game, index);
  BhGameData *data = bh_game_get_data (game);
  const char *narration = entry->narration != NULL ? entry->narration : entry->text;
  const char *newline = strchr (narration, '\n');
  g_autofree char *first = newline != NULL ? g_strndup (narration, newline - narration) : g_strdup (narration);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *chip = gtk_label_new (NULL);
  GtkWidget *title = gtk_label_new (first);
  GdkRGBA colour;
  g_autofree char *chip_markup = NULL;
  g_autofree char *number = g_strdup_printf ("%u.", index + 1);
  GtkWidget *number_label = gtk_label_new (number);

  bh_side_colour (data, entry->side, &colour);
  chip_markup = g_strdup_printf ("<span foreground=\"#%02x%02x%02x\">⬤</span>",
                                 (int) (colour.red * 255), (int) (colour.green * 255), (int) (colour.blue * 255));
  gtk_label_set_markup (GTK_LABEL (chip), chip_markup);
  gtk_widget_add_css_class (number_label, "dim-label");
  gtk_widget_add_css_class (number_label, "numeric");
  gtk_box_append (GTK_BOX (header), number_label);
  gtk_box_append (GTK_BOX (header), chip);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_box_append (GTK_BOX (header), title);
  if (entry->rule != NULL && *entry->rule != '\0')
    {
      /* A rule number passes through gettext unchanged; free play's rule is
       * a word (src/engine/bh-free-rules.c). */
      GtkWidget *rule = gtk_label_new (_(entry->rule));

      gtk_widget_add_css_class (rule, "rule-badge");
      gtk_widget_set_valign (rule, GTK_ALIGN_START);
      bh_set_new_tooltip (rule, _("The rule applied"));
      gtk_box_append (GTK_BOX (header), rule);
    }
  gtk_box_append (GTK_BOX (box), header);

  if (newline != NULL)
    {
      GtkWidget *details = gtk_label_new (newline + 1);

      gtk_label_set_xalign (GTK_LABEL (details), 0);
      gtk_label_set_wrap (GTK_LABEL (details), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (details), PANGO_WRAP_WORD_CHAR);
      gtk_widget_add_css_class (details, "log-details");
      gtk_box_append (GTK_BOX (box), details);
    }
  if (entry->n_rolls > 0)
    {
      g_autofree char *dice = bh_format_dice (entry);
      g_autofree char *text = g_strdup_printf (_("Dice: %s"), dice);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "log-dice");
      gtk_box_append (GTK_BOX (box), label);
    }
  if (entry->revealed)
    {
      GtkWidget *label = gtk_label_new (_("Hidden information came to light"));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_add_css_class (label, "log-details");
      gtk_box_append (GTK_BOX (box), label);
    }
  (void) data;
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  bh_set_new_tooltip (row, _("Show the board after this action"));
  return row;
}

static gboolean
scroll_to_end (gpointer user_data)
{
  BhLogView *self = user_data;
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled);

  self->scroll_id = 0;
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  return G_SOURCE_REMOVE;
}

void
bh_log_view_update (BhLogView *self, BhGame *game)
{
  guint n = game != NULL ? bh_game_get_n_log_entries (game) : 0;
  guint keep = 0;
  gboolean added = FALSE;

  g_return_if_fail (BH_IS_LOG_VIEW (self));

  /* Rows still matching the log stay; the rest were undone. */
  while (keep < n && keep < self->texts->len &&
         g_str_equal (self->texts->pdata[keep], bh_game_get_log_entry (game, keep)->text))
    keep++;
  while (self->texts->len > keep)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (self->list, self->texts->len - 1);

      gtk_list_box_remove (self->list, GTK_WIDGET (row));
      g_ptr_array_set_size (self->texts, self->texts->len - 1);
    }
  for (guint i = keep; i < n; i++)
    {
      gtk_list_box_append (self->list, entry_row (game, i));
      g_ptr_array_add (self->texts, g_strdup (bh_game_get_log_entry (game, i)->text));
      added = TRUE;
    }
  gtk_widget_set_visible (self->empty_label, n == 0);
  if (added && self->scroll_id == 0)
    self->scroll_id = g_idle_add (scroll_to_end, self);
}

void
bh_log_view_mark_review (BhLogView *self, int n_actions)
{
  g_return_if_fail (BH_IS_LOG_VIEW (self));

  if (n_actions <= 0 || (guint) n_actions > self->texts->len)
    gtk_list_box_unselect_all (self->list);
  else
    gtk_list_box_select_row (self->list, gtk_list_box_get_row_at_index (self->list, n_actions - 1));
}

guint
bh_log_view_get_n_rows (BhLogView *self)
{
  g_return_val_if_fail (BH_IS_LOG_VIEW (self), 0);
  return self->texts->len;
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, BhLogView *self)
{
  g_signal_emit (self, signals[REVIEW], 0, gtk_list_box_row_get_index (row) + 1);
}

static void
bh_log_view_dispose (GObject *object)
{
  BhLogView *self = BH_LOG_VIEW (object);

  g_clear_handle_id (&self->scroll_id, g_source_remove);
  g_clear_pointer (&self->texts, g_ptr_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), BH_TYPE_LOG_VIEW);
  /* Template children without an id are not cleared by the above. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bh_log_view_parent_class)->dispose (object);
}

static void
bh_log_view_class_init (BhLogViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bh_log_view_dispose;

  signals[REVIEW] = g_signal_new ("review", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/blockhouse/Blockhouse/bh-log-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BhLogView, scrolled);
  gtk_widget_class_bind_template_child (widget_class, BhLogView, list);
  gtk_widget_class_bind_template_child (widget_class, BhLogView, empty_label);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bh_log_view_init (BhLogView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->texts = g_ptr_array_new_with_free_func (g_free);
}

GtkWidget *
bh_log_view_new (void)
{
  return g_object_new (BH_TYPE_LOG_VIEW, NULL);
}
