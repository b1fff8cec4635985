/* bh-provenance-row.c — an item's provenance, shown and edited. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-provenance-row.h"
#include "bh-xml-edit.h"

struct _BhProvenanceRow
{
  AdwExpanderRow parent_instance;

  BhForm *form;
  BhDocument *document;
  xmlNode *node;
  gboolean inherits;
  gulong changed_id;
  GtkWidget *icon;
  GtkWidget *badge;
  GtkWidget *check_button;
};

G_DEFINE_FINAL_TYPE (BhProvenanceRow, bh_provenance_row, ADW_TYPE_EXPANDER_ROW)

char *
bh_provenance_describe (xmlNode *node)
{
  g_autofree char *source = bh_xml_get (node, "source");

  if (source == NULL)
    return g_strdup (_("Inherited"));
  if (g_str_equal (source, "reconstructed"))
    return g_strdup (_("Reconstructed"));
  /* Translators: a rulebook reference such as "14.3" or "App. 2". */
  return g_strdup_printf (_("Rule %s"), source);
}

const char *
bh_provenance_icon_name (xmlNode *node)
{
  g_autofree char *source = bh_xml_get (node, "source");

  if (bh_xml_get_bool (node, "checked", FALSE))
    return "emblem-ok-symbolic";
  if (source == NULL)
    return "go-up-symbolic";
  if (g_str_equal (source, "reconstructed"))
    return "document-edit-symbolic";
  return "accessories-dictionary-symbolic";
}

static void
update (BhProvenanceRow *self)
{
  g_autofree char *source = NULL;
  g_autofree char *note = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  gboolean checked, reconstructed;

  if (!bh_xml_is_attached (self->node))
    return;
  source = bh_xml_get (self->node, "source");
  note = bh_xml_get (self->node, "note");
  checked = bh_xml_get_bool (self->node, "checked", FALSE);
  reconstructed = g_strcmp0 (source, "reconstructed") == 0;
  title = bh_provenance_describe (self->node);
  if (source == NULL && self->inherits)
    subtitle = g_strdup (_("Comes from the item it belongs to"));
  else if (note != NULL && *note)
    subtitle = g_markup_escape_text (note, -1);
  else if (reconstructed)
    subtitle = g_strdup (_("No note says how the value was chosen"));
  else
    subtitle = g_strdup (_("From the rulebook"));

  {
    g_autofree char *escaped = g_markup_escape_text (title, -1);

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self), escaped);
  }
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (self), subtitle);
  gtk_image_set_from_icon_name (GTK_IMAGE (self->icon), bh_provenance_icon_name (self->node));

  gtk_widget_remove_css_class (self->badge, "success");
  gtk_widget_remove_css_class (self->badge, "warning");
  if (checked)
    {
      gtk_label_set_text (GTK_LABEL (self->badge), _("Checked"));
      gtk_widget_add_css_class (self->badge, "success");
      gtk_widget_set_visible (self->badge, TRUE);
    }
  else if (reconstructed)
    {
      gtk_label_set_text (GTK_LABEL (self->badge), _("Unchecked"));
      gtk_widget_add_css_class (self->badge, "warning");
      gtk_widget_set_visible (self->badge, TRUE);
    }
  else
    gtk_widget_set_visible (self->badge, FALSE);
  gtk_widget_set_visible (self->check_button, !checked && source != NULL);
}

static void
on_changed (BhDocument *document, gboolean structure, BhProvenanceRow *self)
{
  if (bh_xml_is_attached (self->node) && bh_document_change_touches_doc (document, self->node->doc))
    update (self);
}

static void
mark_checked (GtkButton *button, BhProvenanceRow *self)
{
  if (bh_xml_is_attached (self->node))
    bh_document_perform (self->document, bh_edit_set_attr (self->node, "checked", "true"), _("Mark as Checked"));
}

static void
bh_provenance_row_dispose (GObject *object)
{
  BhProvenanceRow *self = BH_PROVENANCE_ROW (object);

  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_clear_object (&self->document);
  g_clear_object (&self->form);
  G_OBJECT_CLASS (bh_provenance_row_parent_class)->dispose (object);
}

static void
bh_provenance_row_class_init (BhProvenanceRowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bh_provenance_row_dispose;
}

static void
bh_provenance_row_init (BhProvenanceRow *self)
{
  self->icon = gtk_image_new ();
  adw_expander_row_add_prefix (ADW_EXPANDER_ROW (self), self->icon);

  self->check_button = gtk_button_new_from_icon_name ("emblem-ok-symbolic");
  gtk_widget_set_valign (self->check_button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->check_button, _("Mark as Checked: it agrees with the printed game"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->check_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Mark as Checked"), -1);
  gtk_widget_add_css_class (self->check_button, "flat");
  gtk_widget_add_css_class (self->check_button, "circular");
  g_signal_connect (self->check_button, "clicked", G_CALLBACK (mark_checked), self);
  adw_expander_row_add_action (ADW_EXPANDER_ROW (self), self->check_button);

  self->badge = gtk_label_new (NULL);
  gtk_widget_set_valign (self->badge, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (self->badge, "provenance-badge");
  gtk_widget_add_css_class (self->badge, "caption-heading");
  adw_expander_row_add_action (ADW_EXPANDER_ROW (self), self->badge);
}

GtkWidget *
bh_provenance_row_new (BhForm *form, xmlNode *node, gboolean inherits)
{
  BhProvenanceRow *self = g_object_new (BH_TYPE_PROVENANCE_ROW, NULL);

  self->form = g_object_ref (form);
  self->document = g_object_ref (bh_form_get_document (form));
  self->node = node;
  self->inherits = inherits;
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self),
                            bh_form_entry (form, node, "source", _("Source (rule number or “reconstructed”)"),
                                           inherits ? BH_FORM_OPTIONAL : BH_FORM_REQUIRED));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self), bh_form_entry (form, node, "note", _("Note"), BH_FORM_OPTIONAL));
  adw_expander_row_add_row (ADW_EXPANDER_ROW (self),
                            bh_form_switch (form, node, "checked", _("Checked"),
                                            _("Compared with the printed game by its owner"), FALSE));
  self->changed_id = g_signal_connect (self->document, "changed", G_CALLBACK (on_changed), self);
  update (self);
  return GTK_WIDGET (self);
}
