/* bh-counter-editor.c — the Counters page. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bh-counter-editor.h"
#include "bh-sidebar.h"
#include "bh-remove-button.h"
#include "bh-counter-model.h"
#include "bh-counter-painter.h"
#include "bh-counter-preview.h"
#include "bh-form.h"
#include "bh-inspector.h"
#include "bh-provenance-row.h"
#include "bh-xml-edit.h"

struct _BhCounterEditor
{
  GtkBox parent_instance;

  GtkWidget *search;
  GtkWidget *list;
  GtkWidget *content;
  GtkWidget *remove_button;
  GtkWidget *duplicate_button;

  BhDocument *document;
  gulong changed_id;
  BhForm *form;
  xmlNode *selected;
  GHashTable *expanded;       /* faces whose rows are open */
  gboolean filling;
  gboolean stale;            /* changed while hidden: refresh when shown */
};

G_DEFINE_FINAL_TYPE (BhCounterEditor, bh_counter_editor, GTK_TYPE_BOX)


static void rebuild_content (BhCounterEditor *self);

/* ---- the list ------------------------------------------------------------------- */

static char *
row_subtitle (BhDocument *document, xmlNode *type)
{
  g_autofree char *id = bh_xml_get (type, "id");
  int count = bh_xml_get_int (type, "count", 0);

  return g_strdup_printf (ngettext ("%s · %d counter", "%s · %d counters", count), id ? id : "?", count);
}

static void
update_row (BhCounterEditor *self, GtkWidget *row)
{
  xmlNode *type = g_object_get_data (G_OBJECT (row), "bh-node");
  GtkWidget *title = g_object_get_data (G_OBJECT (row), "bh-title");
  GtkWidget *subtitle = g_object_get_data (G_OBJECT (row), "bh-caption");
  g_autofree char *name = NULL;
  g_autofree char *text = NULL;

  if (!bh_xml_is_attached (type))
    return;
  name = bh_xml_dup_child_text (type, "name");
  text = row_subtitle (self->document, type);
  gtk_label_set_text (GTK_LABEL (title), name ? name : "");
  gtk_label_set_text (GTK_LABEL (subtitle), text);
}

static GtkWidget *
type_row (BhCounterEditor *self, xmlNode *type)
{
  GtkWidget *row = bh_sidebar_row_new (type, bh_counter_preview_new (self->document, type, 0, 36), NULL, NULL);

  gtk_label_set_ellipsize (g_object_get_data (G_OBJECT (row), "bh-caption"), PANGO_ELLIPSIZE_END);
  update_row (self, row);
  return row;
}

static void
fill_list (BhCounterEditor *self)
{
  GtkWidget *child;

  self->filling = TRUE;
  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  if (self->document != NULL)
    BH_XML_FOREACH (type, bh_document_get_root (self->document, BH_FILE_COUNTERS))
      if (bh_xml_node_is (type, "unit-type"))
        {
          GtkWidget *row = type_row (self, type);

          gtk_list_box_append (GTK_LIST_BOX (self->list), row);
          if (type == self->selected)
            gtk_list_box_select_row (GTK_LIST_BOX (self->list), GTK_LIST_BOX_ROW (row));
        }
  self->filling = FALSE;
}

static gboolean
filter (GtkListBoxRow *row, gpointer user_data)
{
  BhCounterEditor *self = user_data;
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->search));
  xmlNode *type = g_object_get_data (G_OBJECT (row), "bh-node");
  g_autofree char *name = NULL;
  g_autofree char *id = NULL;
  g_autofree char *haystack = NULL;
  g_autofree char *needle = NULL;

  if (search == NULL || !*search)
    return TRUE;
  name = bh_xml_dup_child_text (type, "name");
  id = bh_xml_get (type, "id");
  haystack = g_utf8_casefold (name ? name : "", -1);
  needle = g_utf8_casefold (search, -1);
  return strstr (haystack, needle) != NULL || (id && strstr (id, needle) != NULL);
}

static void
search_changed (BhCounterEditor *self)
{
  gtk_list_box_invalidate_filter (GTK_LIST_BOX (self->list));
}

static void
row_selected (GtkListBox *list, GtkListBoxRow *row, BhCounterEditor *self)
{
  xmlNode *type;

  if (self->filling || row == NULL)
    return;
  type = g_object_get_data (G_OBJECT (row), "bh-node");
  if (type == self->selected)
    return;
  self->selected = type;
  rebuild_content (self);
}

/* ---- the inspector ------------------------------------------------------------------ */

static void
choice_of (BhCounterEditor *self, GtkWidget *group, xmlNode *node, const char *attribute, const char *title,
           BhFileKind kind, const char *element, const char *none_label)
{
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) labels = NULL;

  bh_form_list_ids (self->document, kind, element, &ids, &labels);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_choice (self->form, node, attribute, title, (const char * const *) ids,
                                             (const char * const *) labels, none_label, 0));
}

static void
add_value_apply (AdwEntryRow *row, BhCounterEditor *self)
{
  xmlNode *face = g_object_get_data (G_OBJECT (row), "bh-node");
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  xmlNode *value;

  if (!bh_form_is_valid_id (name))
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      return;
    }
  value = bh_xml_new_element (face->doc, "value");
  bh_xml_set_attrs (value, "name", name, "num", "0", NULL);
  bh_document_perform (self->document, bh_edit_insert (face, value), _("Add Value"));
}

static void
add_face_clicked (GtkButton *button, BhCounterEditor *self)
{
  xmlNode *type = self->selected;
  xmlNode *last = NULL;
  xmlNode *face;
  g_autofree char *id = NULL;

  BH_XML_FOREACH (child, type)
    if (bh_xml_node_is (child, "face"))
      last = child;
  /* The new face starts as a copy of the last, values and all. */
  face = last ? xmlDocCopyNode (last, type->doc, 1) : bh_xml_new_element (type->doc, "face");
  id = g_strdup_printf ("face-%u", bh_xml_count (type, "face") + 1);
  bh_xml_set_attr_at (face, "id", id, NULL);
  bh_document_perform (self->document, bh_edit_insert (type, face), _("Add Face"));
}

static void
add_faces (BhCounterEditor *self, GtkWidget *page, xmlNode *type)
{
  GtkWidget *group = bh_inspector_group (page, _("Faces"), _("The first face is the front; later faces are drawn "
                                                             "lighter with a band, as the game draws them"));
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");
  guint index = 0;

  gtk_widget_add_css_class (add, "flat");
  gtk_widget_set_tooltip_text (add, _("Add a Face"));
  g_signal_connect (add, "clicked", G_CALLBACK (add_face_clicked), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add);

  BH_XML_FOREACH (face, type)
    {
      GtkWidget *expander, *add_value;
      g_autofree char *id = NULL;
      g_autofree char *label = NULL;
      g_autofree char *title = NULL;

      if (!bh_xml_node_is (face, "face"))
        continue;
      id = bh_xml_get (face, "id");
      label = bh_xml_get (face, "label");
      if (index == 0)
        title = g_strdup_printf (_("Front: %s"), id ? id : "?");
      else
        title = g_strdup_printf (_("Face %u: %s"), index + 1, id ? id : "?");
      expander = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
      if (label != NULL)
        {
          g_autofree char *escaped = g_markup_escape_text (label, -1);

          adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), escaped);
        }
      adw_expander_row_add_prefix (ADW_EXPANDER_ROW (expander), bh_counter_preview_new (self->document, type, index, 32));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_entry (self->form, face, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_entry (self->form, face, "label", _("Printed label (“2-1”, “B”)"),
                                               BH_FORM_OPTIONAL));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_text (self->form, face, "name", _("Name"), BH_FORM_OPTIONAL));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_colour (self->form, face, "colour", _("Colour"),
                                                _("The unit type’s colour"), NULL, BH_FORM_OPTIONAL));
      BH_XML_FOREACH (value, face)
        {
          g_autofree char *name = NULL;
          GtkWidget *row;

          if (!bh_xml_node_is (value, "value"))
            continue;
          name = bh_xml_get (value, "name");
          row = bh_form_entry (self->form, value, "num", name ? name : "?", BH_FORM_REQUIRED | BH_FORM_INTEGER);
          adw_entry_row_add_suffix (ADW_ENTRY_ROW (row),
                                    bh_remove_button_new (self->document, value, _("Remove This Value"), _("Remove Value")));
          adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
        }
      add_value = adw_entry_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (add_value), _("Add a value named… (fp, mp, strength)"));
      adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (add_value), TRUE);
      g_object_set_data (G_OBJECT (add_value), "bh-node", face);
      g_signal_connect (add_value, "apply", G_CALLBACK (add_value_apply), self);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), add_value);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), bh_provenance_row_new (self->form, face, TRUE));
      if (bh_xml_count (type, "face") > 1)
        adw_expander_row_add_action (ADW_EXPANDER_ROW (expander),
                                     bh_remove_button_new (self->document, face, _("Remove This Face"), _("Remove Face")));
      bh_inspector_track_expansion (expander, face, self->expanded);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
      index++;
    }
}

static GtkWidget *
preview_card (BhCounterEditor *self, xmlNode *type)
{
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 36);
  guint index = 0;

  gtk_widget_add_css_class (card, "counter-preview");
  gtk_widget_set_halign (card, GTK_ALIGN_FILL);
  BH_XML_FOREACH (face, type)
    {
      GtkWidget *column, *caption;
      g_autofree char *id = NULL;

      if (!bh_xml_node_is (face, "face"))
        continue;
      if (index >= 4)
        break;
      id = bh_xml_get (face, "id");
      column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
      gtk_box_append (GTK_BOX (column), bh_counter_preview_new (self->document, type, index, 112));
      caption = gtk_label_new (id ? id : "");
      gtk_widget_add_css_class (caption, "caption");
      gtk_widget_add_css_class (caption, "dim-label");
      gtk_box_append (GTK_BOX (column), caption);
      gtk_box_append (GTK_BOX (card), column);
      index++;
    }
  {
    /* Left-aligned faces, centred as a group. */
    GtkWidget *centre = gtk_center_box_new ();

    gtk_center_box_set_center_widget (GTK_CENTER_BOX (centre), card);
    gtk_widget_add_css_class (centre, "counter-preview");
    gtk_widget_remove_css_class (card, "counter-preview");
    return centre;
  }
}

static void
add_mix (BhCounterEditor *self, GtkWidget *page, xmlNode *type)
{
  GtkWidget *group = bh_inspector_group (page, _("Counter Mix"), _("How many of these counters the game holds, "
                                                                   "and how many each scenario sets up"));
  g_autofree char *id = bh_xml_get (type, "id");
  int count = bh_xml_get_int (type, "count", 0);

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_spin (self->form, type, "count", _("Counters in the Box"), 0, 999, 1, 0, 1));
  for (guint s = 0; s < bh_document_get_n_scenarios (self->document); s++)
    {
      xmlNode *root = xmlDocGetRootElement (bh_document_get_scenario (self->document, s));
      g_autofree char *title = bh_xml_dup_child_text (root, "title");
      g_autofree char *subtitle = NULL;
      int used = 0;
      GtkWidget *row, *label;

      BH_XML_FOREACH (place, root)
        {
          g_autofree char *unit = bh_xml_get (place, "unit");

          if (bh_xml_node_is (place, "place") && g_strcmp0 (unit, id) == 0)
            used += MAX (bh_xml_get_int (place, "count", 1), 0);
        }
      if (used == 0)
        continue;
      row = adw_action_row_new ();
      {
        g_autofree char *escaped = g_markup_escape_text (title ? title : "", -1);

        adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
      }
      subtitle = g_strdup_printf (_("%d of %d placed"), used, count);
      label = gtk_label_new (subtitle);
      if (used > count)
        gtk_widget_add_css_class (label, "mix-over");
      else
        gtk_widget_add_css_class (label, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

static void
rebuild_content (BhCounterEditor *self)
{
  GtkWidget *page, *second, *columns, *group, *clamp;
  xmlNode *type = self->selected;
  g_auto(GStrv) side_ids = NULL;
  static const char *kinds[] = { "unit", "leader", "support", "structure", "marker", "chit", "ship", NULL };
  const char *kind_labels[] = { _("Unit"), _("Leader"), _("Support"), _("Structure"), _("Marker"), _("Chit"),
                                _("Ship"), NULL };

  g_clear_object (&self->form);
  if (type != NULL && !bh_xml_is_attached (type))
    type = self->selected = NULL;
  gtk_widget_set_sensitive (self->remove_button, type != NULL);
  gtk_widget_set_sensitive (self->duplicate_button, self->document != NULL);
  if (self->document == NULL)
    {
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->content), NULL);
      return;
    }
  if (type == NULL)
    {
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->content),
                                     bh_inspector_empty ("view-app-grid-symbolic", _("No Unit Type Selected"),
                                                         _("Choose a unit type on the left to edit its faces, "
                                                           "values, colours and counter mix.")));
      return;
    }
  self->form = bh_form_new (self->document);
  page = bh_inspector_page ();
  gtk_box_append (GTK_BOX (page), preview_card (self, type));

  group = bh_inspector_group (page, _("Unit Type"), NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_text (self->form, type, "name", _("Name"), BH_FORM_REQUIRED));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_text (self->form, type, "short-name", _("Short name (on the counter)"),
                                           BH_FORM_OPTIONAL));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, type, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_choice (self->form, type, "kind", _("Kind"), kinds, kind_labels, NULL,
                                             BH_FORM_REQUIRED));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, type, "class", _("Class (read by the rules)"), BH_FORM_ID));
  choice_of (self, group, type, "side", _("Side"), BH_FILE_GAME, "side", _("None"));
  bh_form_list_ids (self->document, BH_FILE_GAME, "nation", &side_ids, NULL);
  if (side_ids[0] != NULL)
    choice_of (self, group, type, "nation", _("Nation"), BH_FILE_GAME, "nation", _("None"));

  group = bh_inspector_group (page, _("Look"), NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_choice (self->form, type, "symbol", _("Symbol"), bh_inspector_symbols (), NULL, NULL,
                                             BH_FORM_REQUIRED));
  {
    g_autoptr(BhUnitType) model = bh_counter_model_build (self->document, type);
    GdkRGBA bg, fg;
    g_autofree char *fg_spec = NULL;
    static const GdkRGBA grey = { 0.55, 0.55, 0.5, 1 };

    bh_colour_parse (model->colour, &grey, &bg);
    bh_colour_contrast (&bg, &fg);
    fg_spec = g_strdup_printf ("#%02x%02x%02x", (int) (fg.red * 255), (int) (fg.green * 255), (int) (fg.blue * 255));
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               bh_form_colour (self->form, type, "colour", _("Colour"),
                                               _("Its nation’s or side’s colour"), model->colour, BH_FORM_OPTIONAL));
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               bh_form_colour (self->form, type, "text-colour", _("Print Colour"),
                                               _("Black or white, whichever reads"), fg_spec, BH_FORM_OPTIONAL));
  }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, type, "image", _("Picture (file in the game folder)"),
                                            BH_FORM_OPTIONAL));

  /* Two columns on a wide window: what it is, then what it holds. */
  second = bh_inspector_page ();
  gtk_widget_set_margin_start (second, 0);
  add_mix (self, second, type);
  add_faces (self, second, type);
  bh_inspector_add_props (self->form, second, type, NULL);
  bh_inspector_add_provenance (self->form, second, type, FALSE);
  columns = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_box_set_homogeneous (GTK_BOX (columns), TRUE);
  gtk_box_append (GTK_BOX (columns), page);
  gtk_box_append (GTK_BOX (columns), second);

  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 1280);
  adw_clamp_set_child (ADW_CLAMP (clamp), columns);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->content), clamp);
}

/* ---- editing -------------------------------------------------------------------------- */

xmlNode *
bh_counter_editor_add_unit_type (BhCounterEditor *self)
{
  xmlNode *root = bh_document_get_root (self->document, BH_FILE_COUNTERS);
  xmlNode *model = self->selected;
  xmlNode *type;
  g_autofree char *base = NULL;
  g_autofree char *id = NULL;

  if (model == NULL)
    model = bh_xml_first (root, "unit-type");
  if (model != NULL)
    {
      /* A copy of the selected type: the usual way to make a new one. */
      g_autofree char *old = bh_xml_get (model, "id");

      type = xmlDocCopyNode (model, root->doc, 1);
      base = g_strdup_printf ("%s-copy", old ? old : "unit");
      id = bh_document_unique_id (self->document, BH_FILE_COUNTERS, "unit-type", base);
      bh_xml_set_attr_at (type, "id", id, NULL);
      bh_xml_set_attr_at (type, "checked", NULL, NULL);
      bh_xml_set_attr_at (type, "source", "reconstructed", NULL);
      bh_xml_set_attr_at (type, "note", _("Added in the editor."), NULL);
      {
        xmlNode *name = bh_xml_first (type, "name");
        g_autofree char *text = bh_xml_dup_text (name);
        g_autofree char *copy = g_strdup_printf (_("%s (copy)"), text);

        if (name != NULL)
          bh_xml_set_text (name, copy);
      }
      bh_document_perform (self->document, bh_edit_insert_after (root, model, type), _("Add Unit Type"));
    }
  else
    {
      xmlNode *face = bh_xml_new_element (root->doc, "face");

      id = bh_document_unique_id (self->document, BH_FILE_COUNTERS, "unit-type", "new-unit");
      type = bh_inspector_new_element (root, "unit-type", "name", _("New unit"));
      bh_xml_set_attrs (type, "id", id, "kind", "unit", "count", "1", "symbol", "infantry", NULL);
      bh_inspector_mark_new (type);
      bh_xml_set_attrs (face, "id", "front", NULL);
      bh_xml_append (type, face, FALSE, "");
      bh_document_perform (self->document, bh_edit_insert (root, type), _("Add Unit Type"));
    }
  bh_counter_editor_select_node (self, type);
  return type;
}

static void
add_clicked (BhCounterEditor *self)
{
  bh_counter_editor_add_unit_type (self);
}

static void
remove_type_clicked (BhCounterEditor *self)
{
  xmlNode *type = self->selected;

  if (type == NULL || !bh_xml_is_attached (type))
    return;
  bh_document_perform (self->document, bh_edit_remove (type), _("Delete Unit Type"));
}

/* ---- document --------------------------------------------------------------------------- */

static void refresh_when_shown (GtkWidget *widget, BhCounterEditor *self);

static void
on_document_changed (BhDocument *document, gboolean structure, BhCounterEditor *self)
{
  gboolean lost = self->selected != NULL && !bh_xml_is_attached (self->selected);

  /* A hidden page catches up when it is shown. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }

  if (!bh_document_change_touches (document, BH_FILE_COUNTERS))
    {
      /* Colours come from the game, counts placed from the scenarios. */
      if (bh_document_change_touches (document, BH_FILE_GAME) ||
          bh_document_change_touches (document, BH_FILE_SCENARIO))
        rebuild_content (self);
      return;
    }
  if (structure)
    fill_list (self);
  else
    for (GtkWidget *row = gtk_widget_get_first_child (self->list); row; row = gtk_widget_get_next_sibling (row))
      update_row (self, row);
  if (structure || lost)
    rebuild_content (self);
  else if (self->form != NULL)
    bh_form_refresh (self->form);
}

void
bh_counter_editor_set_document (BhCounterEditor *self, BhDocument *document)
{
  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_set_object (&self->document, document);
  self->selected = NULL;
  if (document != NULL)
    {
      self->changed_id = g_signal_connect_after (document, "changed", G_CALLBACK (on_document_changed), self);
      self->selected = bh_xml_first (bh_document_get_root (document, BH_FILE_COUNTERS), "unit-type");
    }
  /* Built when first shown. */
  if (document != NULL && !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  fill_list (self);
  rebuild_content (self);
}

gboolean
bh_counter_editor_select_node (BhCounterEditor *self, xmlNode *node)
{
  for (xmlNode *n = node; n != NULL && n->type == XML_ELEMENT_NODE; n = n->parent)
    if (bh_xml_node_is (n, "unit-type"))
      {
        self->selected = n;
        fill_list (self);
        rebuild_content (self);
        for (GtkWidget *row = gtk_widget_get_first_child (self->list); row; row = gtk_widget_get_next_sibling (row))
          if (g_object_get_data (G_OBJECT (row), "bh-node") == n)
            gtk_widget_grab_focus (row);
        return TRUE;
      }
  return FALSE;
}

xmlNode *
bh_counter_editor_get_selected (BhCounterEditor *self)
{
  return self->selected;
}

static void
bh_counter_editor_dispose (GObject *object)
{
  BhCounterEditor *self = BH_COUNTER_EDITOR (object);

  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_clear_object (&self->document);
  g_clear_object (&self->form);
  g_clear_pointer (&self->expanded, g_hash_table_unref);
  G_OBJECT_CLASS (bh_counter_editor_parent_class)->dispose (object);
}

static void
bh_counter_editor_class_init (BhCounterEditorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bh_counter_editor_dispose;
}

static void
bh_counter_editor_init (BhCounterEditor *self)
{
  BhSidebar layout;
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add Unit Type"));

  bh_sidebar_build (GTK_WIDGET (self), 300, &layout);
  g_signal_connect (self, "map", G_CALLBACK (refresh_when_shown), self);
  self->expanded = g_hash_table_new (NULL, NULL);

  self->search = gtk_search_entry_new ();
  g_object_set (self->search, "placeholder-text", _("Find a unit type"), NULL);
  gtk_widget_set_margin_top (self->search, 8);
  gtk_widget_set_margin_bottom (self->search, 6);
  gtk_widget_set_margin_start (self->search, 8);
  gtk_widget_set_margin_end (self->search, 8);
  g_signal_connect_swapped (self->search, "search-changed", G_CALLBACK (search_changed), self);
  gtk_box_prepend (GTK_BOX (layout.sidebar), self->search);

  self->list = layout.list;
  self->content = layout.content;
  gtk_list_box_set_filter_func (GTK_LIST_BOX (self->list), filter, self, NULL);
  g_signal_connect (self->list, "row-selected", G_CALLBACK (row_selected), self);

  gtk_widget_set_hexpand (add, TRUE);
  g_signal_connect_swapped (add, "clicked", G_CALLBACK (add_clicked), self);
  self->duplicate_button = add;
  self->remove_button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_tooltip_text (self->remove_button, _("Delete the Unit Type"));
  g_signal_connect_swapped (self->remove_button, "clicked", G_CALLBACK (remove_type_clicked), self);
  gtk_box_append (GTK_BOX (layout.buttons), add);
  gtk_box_append (GTK_BOX (layout.buttons), self->remove_button);
}

static void
refresh_when_shown (GtkWidget *widget, BhCounterEditor *self)
{
  if (!self->stale || self->document == NULL)
    return;
  self->stale = FALSE;
  fill_list (self);
  rebuild_content (self);
}
