/* bh-remove-button.c — a button that removes an item from its document. */
#include "config.h"

#include "bh-edit-command.h"
#include "bh-remove-button.h"
#include "bh-xml-edit.h"

static void
remove_clicked (GtkButton *button, gpointer user_data)
{
  xmlNode *node = g_object_get_data (G_OBJECT (button), "bh-node");
  BhDocument *document = g_object_get_data (G_OBJECT (button), "bh-document");

  if (bh_xml_is_attached (node))
    bh_document_perform (document, bh_edit_remove (node), g_object_get_data (G_OBJECT (button), "bh-label"));
}

GtkWidget *
bh_remove_button_new (BhDocument *document, xmlNode *node, const char *tooltip, const char *label)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  g_object_set_data (G_OBJECT (button), "bh-node", node);
  g_object_set_data (G_OBJECT (button), "bh-label", (gpointer) label);
  g_object_set_data_full (G_OBJECT (button), "bh-document", g_object_ref (document), g_object_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked), NULL);
  return button;
}
