/* bh-sidebar.c — the layout, rows and section headers of the list editors. */
#include "config.h"

#include "bh-sidebar.h"

void
bh_sidebar_build (GtkWidget *editor, int width, BhSidebar *out)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (editor), GTK_ORIENTATION_HORIZONTAL);
  out->sidebar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_size_request (out->sidebar, width, -1);
  /* Rows inside would make it grow with the window. */
  gtk_widget_set_hexpand (out->sidebar, FALSE);
  gtk_widget_add_css_class (out->sidebar, "editor-sidebar");
  out->list = gtk_list_box_new ();
  gtk_widget_add_css_class (out->list, "navigation-sidebar");
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), out->list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (out->sidebar), scrolled);
  out->buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_margin_top (out->buttons, 6);
  gtk_widget_set_margin_bottom (out->buttons, 8);
  gtk_widget_set_margin_start (out->buttons, 8);
  gtk_widget_set_margin_end (out->buttons, 8);
  gtk_box_append (GTK_BOX (out->sidebar), out->buttons);
  gtk_box_append (GTK_BOX (editor), out->sidebar);
  gtk_box_append (GTK_BOX (editor), gtk_separator_new (GTK_ORIENTATION_VERTICAL));
  out->content = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (out->content), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_hexpand (out->content, TRUE);
  gtk_box_append (GTK_BOX (editor), out->content);
}

GtkWidget *
bh_sidebar_row_new (xmlNode *node, GtkWidget *leading, const char *title, const char *caption)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title_label = gtk_label_new (title);
  GtkWidget *caption_label = gtk_label_new (caption);

  if (leading != NULL)
    gtk_box_append (GTK_BOX (box), leading);
  gtk_label_set_xalign (GTK_LABEL (title_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title_label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (caption_label), 0);
  gtk_widget_add_css_class (caption_label, "caption");
  gtk_widget_add_css_class (caption_label, "dim-label");
  gtk_box_append (GTK_BOX (labels), title_label);
  gtk_box_append (GTK_BOX (labels), caption_label);
  gtk_widget_set_valign (labels, GTK_ALIGN_CENTER);
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_box_append (GTK_BOX (box), labels);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "bh-node", node);
  g_object_set_data (G_OBJECT (row), "bh-title", title_label);
  g_object_set_data (G_OBJECT (row), "bh-caption", caption_label);
  return row;
}

void
bh_sidebar_section_header (GtkListBoxRow *row, GtkListBoxRow *before, const char *(*section_title) (xmlNode *node))
{
  xmlNode *node = g_object_get_data (G_OBJECT (row), "bh-node");
  xmlNode *previous = before ? g_object_get_data (G_OBJECT (before), "bh-node") : NULL;
  GtkWidget *header = NULL;

  if (previous == NULL || g_strcmp0 ((const char *) previous->name, (const char *) node->name) != 0)
    {
      header = gtk_label_new (section_title (node));
      gtk_label_set_xalign (GTK_LABEL (header), 0);
      gtk_widget_add_css_class (header, "heading");
      gtk_widget_set_margin_top (header, previous ? 14 : 6);
      gtk_widget_set_margin_bottom (header, 4);
      gtk_widget_set_margin_start (header, 10);
    }
  gtk_list_box_row_set_header (row, header);
}
