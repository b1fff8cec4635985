/* bh-handover-page.c — the hand-over screen of hot-seat play. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-handover-page.h"

struct _BhHandoverPage
{
  GtkWidget parent_instance;

  AdwStatusPage *status;
  GtkButton *confirm;
};

G_DEFINE_FINAL_TYPE (BhHandoverPage, bh_handover_page, GTK_TYPE_WIDGET)

enum {
  CONFIRMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
bh_handover_page_set_side (BhHandoverPage *self, const char *side_name, const char *previous_side_name)
{
  g_autofree char *title = g_strdup_printf (_("Hand Over to %s"), side_name);
  g_autofree char *description = previous_side_name != NULL
    ? g_strdup_printf (_("%s has finished. The board stays hidden so that nobody sees what only %s may see."),
                       previous_side_name, side_name)
    : g_strdup_printf (_("The board stays hidden so that nobody sees what only %s may see."), side_name);
  g_autofree char *label = g_strdup_printf (_("I Play %s: Show the Board"), side_name);

  g_return_if_fail (BH_IS_HANDOVER_PAGE (self));
  adw_status_page_set_title (self->status, title);
  adw_status_page_set_description (self->status, description);
  gtk_button_set_label (self->confirm, label);
}

static void
on_confirm_clicked (GtkButton *button, BhHandoverPage *self)
{
  g_signal_emit (self, signals[CONFIRMED], 0);
}

static gboolean
bh_handover_page_grab_focus (GtkWidget *widget)
{
  return gtk_widget_grab_focus (GTK_WIDGET (BH_HANDOVER_PAGE (widget)->confirm));
}

static void
bh_handover_page_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), BH_TYPE_HANDOVER_PAGE);
  /* Template children without an id are not cleared by the above. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bh_handover_page_parent_class)->dispose (object);
}

static void
bh_handover_page_class_init (BhHandoverPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bh_handover_page_dispose;
  widget_class->grab_focus = bh_handover_page_grab_focus;

  signals[CONFIRMED] = g_signal_new ("confirmed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/blockhouse/Blockhouse/bh-handover-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BhHandoverPage, status);
  gtk_widget_class_bind_template_child (widget_class, BhHandoverPage, confirm);
  gtk_widget_class_bind_template_callback (widget_class, on_confirm_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bh_handover_page_init (BhHandoverPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
bh_handover_page_new (void)
{
  return g_object_new (BH_TYPE_HANDOVER_PAGE, NULL);
}
