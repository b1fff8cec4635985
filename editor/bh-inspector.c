/* bh-inspector.c — shared inspector parts. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-inspector.h"
#include "bh-provenance-row.h"
#include "bh-references.h"
#include "bh-xml-edit.h"

GtkWidget *
bh_inspector_page (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 14);
  gtk_widget_set_margin_end (box, 14);
  return box;
}

void
bh_inspector_show (GtkWidget *content, GtkWidget *page, int max_width)
{
  GtkWidget *clamp = adw_clamp_new ();

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), max_width);
  adw_clamp_set_child (ADW_CLAMP (clamp), page);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (content), clamp);
}

GtkWidget *
bh_inspector_group (GtkWidget *page, const char *title, const char *description)
{
  GtkWidget *group = adw_preferences_group_new ();

  if (title != NULL)
    adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (description != NULL)
    adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  gtk_box_append (GTK_BOX (page), group);
  return group;
}

GtkWidget *
bh_inspector_empty (const char *icon_name, const char *title, const char *description)
{
  GtkWidget *status = adw_status_page_new ();

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (status), icon_name);
  adw_status_page_set_title (ADW_STATUS_PAGE (status), title);
  adw_status_page_set_description (ADW_STATUS_PAGE (status), description);
  gtk_widget_add_css_class (status, "compact");
  gtk_widget_set_vexpand (status, TRUE);
  return status;
}

/* ---- props ---------------------------------------------------------------------- */

typedef struct {
  BhForm *form;
  xmlNode *node;
} Target;

static void
target_free (gpointer data)
{
  Target *target = data;

  g_object_unref (target->form);
  g_free (target);
}

static Target *
target_new (BhForm *form, xmlNode *node)
{
  Target *target = g_new0 (Target, 1);

  target->form = g_object_ref (form);
  target->node = node;
  return target;
}

static void
remove_clicked (GtkButton *button, Target *target)
{
  BhDocument *document = bh_form_get_document (target->form);

  if (bh_xml_is_attached (target->node))
    bh_document_perform (document, bh_inspector_remove_command (document, target->node), _("Remove"));
}

static void
add_prop (AdwEntryRow *row, Target *target)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  xmlNode *prop;

  if (!bh_form_is_valid_id (name))
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      gtk_widget_error_bell (GTK_WIDGET (row));
      return;
    }
  prop = bh_xml_new_element (target->node->doc, "prop");
  bh_xml_set_attrs (prop, "name", name, "value", "", NULL);
  bh_document_perform (bh_form_get_document (target->form), bh_edit_insert (target->node, prop), _("Add Value"));
}

void
bh_inspector_add_props (BhForm *form, GtkWidget *page, xmlNode *node, const char *title)
{
  GtkWidget *group = bh_inspector_group (page, title ? title : _("Game Values"),
                                         _("Facts the game’s rules read (props)"));
  GtkWidget *add = adw_entry_row_new ();

  BH_XML_FOREACH (prop, node)
    {
      g_autofree char *name = NULL;
      GtkWidget *row, *remove;

      if (!bh_xml_node_is (prop, "prop"))
        continue;
      name = bh_xml_get (prop, "name");
      row = bh_form_entry (form, prop, "value", name ? name : "?", BH_FORM_OPTIONAL);
      remove = gtk_button_new_from_icon_name ("user-trash-symbolic");
      gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (remove, "flat");
      gtk_widget_set_tooltip_text (remove, _("Remove This Value"));
      g_signal_connect_data (remove, "clicked", G_CALLBACK (remove_clicked), target_new (form, prop),
                             (GClosureNotify) (void (*) (void)) target_free, 0);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row), remove);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (add), _("Add a value named…"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (add), TRUE);
  g_signal_connect_data (add, "apply", G_CALLBACK (add_prop), target_new (form, node),
                         (GClosureNotify) (void (*) (void)) target_free, 0);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), add);
}

void
bh_inspector_add_provenance (BhForm *form, GtkWidget *page, xmlNode *node, gboolean inherits)
{
  GtkWidget *group = bh_inspector_group (page, _("Provenance"), NULL);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), bh_provenance_row_new (form, node, inherits));
}

/* ---- removing --------------------------------------------------------------------- */

BhEditCommand *
bh_inspector_remove_command (BhDocument *document, xmlNode *node)
{
  BhEditCommand *group = bh_edit_group (NULL);

  /* A space takes its connections along: a connection to nowhere is
   * never what the author means. */
  if (bh_xml_node_is (node, "space"))
    {
      g_autoptr(GPtrArray) referrers = bh_references_find (document, node);

      for (guint i = 0; i < referrers->len; i++)
        {
          xmlNode *referrer = g_ptr_array_index (referrers, i);

          if (bh_xml_node_is (referrer, "connection"))
            bh_edit_group_add (group, bh_edit_remove (referrer));
        }
    }
  bh_edit_group_add (group, bh_edit_remove (node));
  return group;
}

static void
delete_clicked (GtkButton *button, Target *target)
{
  BhDocument *document = bh_form_get_document (target->form);
  const char *label = g_object_get_data (G_OBJECT (button), "bh-label");

  if (bh_xml_is_attached (target->node))
    bh_document_perform (document, bh_inspector_remove_command (document, target->node), label);
}

void
bh_inspector_add_delete (BhForm *form, GtkWidget *page, xmlNode *node, const char *label)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_add_css_class (button, "destructive-action");
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (button, 6);
  g_object_set_data_full (G_OBJECT (button), "bh-label", g_strdup (label), g_free);
  g_signal_connect_data (button, "clicked", G_CALLBACK (delete_clicked), target_new (form, node),
                         (GClosureNotify) (void (*) (void)) target_free, 0);
  gtk_box_append (GTK_BOX (page), button);
}

/* ---- new elements ------------------------------------------------------------------ */

xmlNode *
bh_inspector_new_element (xmlNode *parent, const char *element, const char *name_child, const char *name)
{
  xmlNode *node = bh_xml_new_element (parent->doc, element);
  xmlNode *sibling = bh_xml_first (parent, element);

  if (name_child != NULL)
    {
      gboolean block = bh_xml_uses_block_style (sibling);
      g_autofree char *indent = sibling ? bh_xml_indent_of (sibling) : NULL;

      if (indent == NULL)
        {
          g_autofree char *ws = bh_xml_child_whitespace (parent);

          indent = g_strdup (ws + 1);
        }
      bh_xml_append (node, bh_xml_new_text_element (parent->doc, name_child, name), block, indent);
      if (block)
        bh_xml_close_block (node, indent);
    }
  return node;
}

void
bh_inspector_mark_new (xmlNode *node)
{
  bh_xml_set_attr_at (node, "source", "reconstructed", NULL);
  bh_xml_set_attr_at (node, "note", _("Added in the editor."), NULL);
}

void
bh_inspector_owner_ids (BhDocument *document, char ***ids, char ***labels)
{
  g_auto(GStrv) nation_ids = NULL;
  g_auto(GStrv) nation_labels = NULL;
  g_auto(GStrv) side_ids = NULL;
  g_auto(GStrv) side_labels = NULL;
  GStrvBuilder *id_builder = g_strv_builder_new ();
  GStrvBuilder *label_builder = g_strv_builder_new ();

  bh_form_list_ids (document, BH_FILE_GAME, "side", &side_ids, &side_labels);
  bh_form_list_ids (document, BH_FILE_GAME, "nation", &nation_ids, &nation_labels);
  g_strv_builder_addv (id_builder, (const char **) side_ids);
  g_strv_builder_addv (id_builder, (const char **) nation_ids);
  g_strv_builder_addv (label_builder, (const char **) side_labels);
  g_strv_builder_addv (label_builder, (const char **) nation_labels);
  *ids = g_strv_builder_end (id_builder);
  *labels = g_strv_builder_end (label_builder);
  g_strv_builder_unref (id_builder);
  g_strv_builder_unref (label_builder);
}

const char * const *
bh_inspector_symbols (void)
{
  static const char *symbols[] = {
    "none", "infantry", "cavalry", "artillery", "leader", "warrior", "militia", "supply", "scout", "ship", "fort",
    "village", "settlement", "town", "city", "mine", "railroad", "flag", "battle", "chit", "marker", "card",
    "canoe", "base", "mission", "star", NULL
  };

  return symbols;
}

static void
lazy_expanded (AdwExpanderRow *row, GParamSpec *pspec, gpointer user_data)
{
  BhLazyFunc populate = (BhLazyFunc) g_object_get_data (G_OBJECT (row), "bh-lazy-func");

  if (!adw_expander_row_get_expanded (row) || populate == NULL)
    return;
  g_object_set_data (G_OBJECT (row), "bh-lazy-func", NULL);
  populate (row, user_data);
}

void
bh_inspector_lazy_rows (GtkWidget *expander, BhLazyFunc populate, gpointer user_data)
{
  g_object_set_data (G_OBJECT (expander), "bh-lazy-func", (gpointer) populate);
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (lazy_expanded), user_data);
}

static void
expansion_changed (AdwExpanderRow *row, GParamSpec *pspec, GHashTable *expanded)
{
  xmlNode *node = g_object_get_data (G_OBJECT (row), "bh-expansion-node");

  if (adw_expander_row_get_expanded (row))
    g_hash_table_add (expanded, node);
  else
    g_hash_table_remove (expanded, node);
}

void
bh_inspector_track_expansion (GtkWidget *expander, xmlNode *node, GHashTable *expanded)
{
  g_object_set_data (G_OBJECT (expander), "bh-expansion-node", node);
  if (g_hash_table_contains (expanded, node))
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
  /* The table outlives the rows: it belongs to the page. */
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (expansion_changed), expanded);
}
