/* bh-log-view.c — the log as a list view over the game's entries
 * (bh-log-model.c): rows are made for what is on screen and filled when
 * shown, so that a game of any length opens and plays at once. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-action-utils.h"
#include "bh-log-model.h"
#include "bh-log-view.h"
#include "bh-narration.h"

struct _BhLogView
{
  GtkWidget parent_instance;

  GtkScrolledWindow *scrolled;
  GtkListView *list;
  GtkWidget *empty_label;

  BhLogModel *model;
  GtkSingleSelection *selection;
  guint scroll_id;
  int seat;                  /* who reads the log */
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

/* One row's widgets, made once and filled again for each entry shown. */
typedef struct {
  GtkWidget *number, *chip, *title, *rule, *details, *dice, *revealed;
} Row;

static GtkWidget *
wrapping_label (const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static void
on_row_released (GtkGestureClick *gesture, int n_press, double x, double y, GtkListItem *item)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  BhLogView *self = BH_LOG_VIEW (gtk_widget_get_ancestor (row, BH_TYPE_LOG_VIEW));
  guint position = gtk_list_item_get_position (item);

  if (self != NULL && position != GTK_INVALID_LIST_POSITION)
    g_signal_emit (self, signals[REVIEW], 0, (int) position + 1);
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, BhLogView *self)
{
  Row *row = g_new0 (Row, 1);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkGesture *click = gtk_gesture_click_new ();

  row->number = gtk_label_new (NULL);
  gtk_widget_add_css_class (row->number, "dim-label");
  gtk_widget_add_css_class (row->number, "numeric");
  gtk_widget_set_valign (row->number, GTK_ALIGN_START);
  row->chip = gtk_label_new (NULL);
  gtk_widget_set_valign (row->chip, GTK_ALIGN_START);
  row->title = wrapping_label (NULL);
  gtk_widget_set_hexpand (row->title, TRUE);
  row->rule = gtk_label_new (NULL);
  gtk_widget_add_css_class (row->rule, "rule-badge");
  gtk_widget_set_valign (row->rule, GTK_ALIGN_START);
  gtk_widget_set_tooltip_text (row->rule, _("The rule applied"));
  gtk_box_append (GTK_BOX (header), row->number);
  gtk_box_append (GTK_BOX (header), row->chip);
  gtk_box_append (GTK_BOX (header), row->title);
  gtk_box_append (GTK_BOX (header), row->rule);
  gtk_box_append (GTK_BOX (box), header);
  row->details = wrapping_label ("log-details");
  gtk_box_append (GTK_BOX (box), row->details);
  row->dice = wrapping_label ("log-dice");
  gtk_box_append (GTK_BOX (box), row->dice);
  row->revealed = wrapping_label ("log-details");
  gtk_label_set_text (GTK_LABEL (row->revealed), _("Hidden information came to light"));
  gtk_box_append (GTK_BOX (box), row->revealed);

  gtk_widget_add_css_class (box, "log-row");
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_tooltip_text (box, _("Show the board after this action"));
  /* A click reviews, as Enter does (::activate). */
  g_signal_connect_object (click, "released", G_CALLBACK (on_row_released), item, 0);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (click));
  g_object_set_data_full (G_OBJECT (box), "bh-log-row", row, g_free);
  gtk_list_item_set_child (item, box);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, BhLogView *self)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  Row *row = g_object_get_data (G_OBJECT (box), "bh-log-row");
  BhGame *game = bh_log_model_get_game (self->model);
  guint index = bh_log_item_get_index (gtk_list_item_get_item (item));
  const BhLogEntry *entry = bh_game_get_log_entry (game, index);
  g_autofree char *narration = bh_narration_for_seat (entry->narration != NULL ? entry->narration : entry->text, self->seat);
  const char *newline = strchr (narration, '\n');
  g_autofree char *first = newline != NULL ? g_strndup (narration, newline - narration) : g_strdup (narration);
  g_autofree char *number = g_strdup_printf ("%u.", index + 1);
  g_autofree char *chip = NULL;
  GdkRGBA colour;

  bh_side_colour (bh_game_get_data (game), entry->side, &colour);
  chip = g_strdup_printf ("<span foreground=\"#%02x%02x%02x\">⬤</span>",
                          (int) (colour.red * 255), (int) (colour.green * 255), (int) (colour.blue * 255));
  gtk_label_set_text (GTK_LABEL (row->number), number);
  gtk_label_set_markup (GTK_LABEL (row->chip), chip);
  gtk_label_set_text (GTK_LABEL (row->title), first);
  /* A rule number passes through gettext unchanged; free play's rule is a
   * word (src/engine/bh-free-rules.c). */
  gtk_widget_set_visible (row->rule, entry->rule != NULL && *entry->rule != '\0');
  if (entry->rule != NULL && *entry->rule != '\0')
    gtk_label_set_text (GTK_LABEL (row->rule), _(entry->rule));
  gtk_widget_set_visible (row->details, newline != NULL);
  gtk_label_set_text (GTK_LABEL (row->details), newline != NULL ? newline + 1 : "");
  gtk_widget_set_visible (row->dice, entry->n_rolls > 0);
  if (entry->n_rolls > 0)
    {
      g_autofree char *dice = bh_format_dice (entry);
      g_autofree char *text = g_strdup_printf (_("Dice: %s"), dice);

      gtk_label_set_text (GTK_LABEL (row->dice), text);
    }
  gtk_label_set_text (GTK_LABEL (row->revealed), entry->revealed_text != NULL ? entry->revealed_text
                                                                           : _("Hidden information came to light"));
  gtk_widget_set_visible (row->revealed, entry->revealed);
}

static gboolean
scroll_to_end (gpointer user_data)
{
  BhLogView *self = user_data;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));

  self->scroll_id = 0;
  if (n > 0)
    gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", n - 1);
  return G_SOURCE_REMOVE;
}

void
bh_log_view_update (BhLogView *self, BhGame *game, int seat)
{
  guint before;
  guint n;

  g_return_if_fail (BH_IS_LOG_VIEW (self));

  before = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  /* A new game: the rows of the old one are dropped at once. */
  bh_log_model_update (self->model, game);
  if (seat != self->seat)
    {
      self->seat = seat;
      bh_log_model_refresh (self->model);
    }
  n = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  gtk_widget_set_visible (self->empty_label, n == 0);
  if (n > before && self->scroll_id == 0)
    self->scroll_id = g_idle_add (scroll_to_end, self);
}

void
bh_log_view_mark_review (BhLogView *self, int n_actions)
{
  g_return_if_fail (BH_IS_LOG_VIEW (self));

  if (n_actions <= 0 || (guint) n_actions > g_list_model_get_n_items (G_LIST_MODEL (self->model)))
    {
      /* Back to the game: back to its newest entry. */
      if (gtk_single_selection_get_selected (self->selection) != GTK_INVALID_LIST_POSITION && self->scroll_id == 0)
        self->scroll_id = g_idle_add (scroll_to_end, self);
      gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
    }
  else if (gtk_single_selection_get_selected (self->selection) != (guint) n_actions - 1)
    {
      gtk_single_selection_set_selected (self->selection, n_actions - 1);
      gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", n_actions - 1);
    }
}

guint
bh_log_view_get_n_rows (BhLogView *self)
{
  g_return_val_if_fail (BH_IS_LOG_VIEW (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->model));
}

static void
on_activate (GtkListView *list, guint position, BhLogView *self)
{
  g_signal_emit (self, signals[REVIEW], 0, (int) position + 1);
}

static void
bh_log_view_dispose (GObject *object)
{
  BhLogView *self = BH_LOG_VIEW (object);

  g_clear_handle_id (&self->scroll_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), BH_TYPE_LOG_VIEW);
  /* Template children without an id are not cleared by the above. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  g_clear_object (&self->selection);
  g_clear_object (&self->model);
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
  gtk_widget_class_bind_template_callback (widget_class, on_activate);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bh_log_view_init (BhLogView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->seat = BH_NONE;
  self->model = bh_log_model_new ();
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->model)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  gtk_list_view_set_factory (self->list, factory);
  g_object_unref (factory);
  gtk_list_view_set_model (self->list, GTK_SELECTION_MODEL (self->selection));
}

GtkWidget *
bh_log_view_new (void)
{
  return g_object_new (BH_TYPE_LOG_VIEW, NULL);
}
