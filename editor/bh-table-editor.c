/* bh-table-editor.c — the Tables page. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bh-form.h"
#include "bh-inspector.h"
#include "bh-provenance-row.h"
#include "bh-table-editor.h"
#include "bh-sidebar.h"
#include "bh-remove-button.h"
#include "bh-xml-edit.h"

struct _BhTableEditor
{
  GtkBox parent_instance;

  GtkWidget *list;
  GtkWidget *content;
  GtkWidget *remove_button;

  BhDocument *document;
  gulong changed_id;
  BhForm *form;
  GPtrArray *cells;         /* the grid's entries */
  GHashTable *expanded;     /* cards whose rows are open */
  xmlNode *selected;        /* a <table> or a <deck> */
  gboolean filling;
  gboolean stale;            /* changed while hidden: refresh when shown */
};

G_DEFINE_FINAL_TYPE (BhTableEditor, bh_table_editor, GTK_TYPE_BOX)

static void rebuild_content (BhTableEditor *self);

static char *
label_of (xmlNode *node, const char *child)
{
  g_autofree char *text = bh_xml_dup_child_text (node, child);
  g_autofree char *id = bh_xml_get (node, "id");

  return g_strdup (text ? text : id ? id : "?");
}

/* ---- the list ------------------------------------------------------------------- */

static GtkWidget *
item_row (xmlNode *node)
{
  g_autofree char *name = label_of (node, "name");
  g_autofree char *subtitle = NULL;
  gboolean table = bh_xml_node_is (node, "table");

  if (table)
    subtitle = g_strdup_printf (_("%u rows × %u columns"), bh_xml_count (node, "row"),
                                bh_xml_count (bh_xml_first (node, "columns"), "column"));
  else
    subtitle = g_strdup_printf (ngettext ("%u card", "%u cards", bh_xml_count (node, "card")),
                                bh_xml_count (node, "card"));
  return bh_sidebar_row_new (node, gtk_image_new_from_icon_name (table ? "view-grid-symbolic"
                                                                       : "x-office-address-book-symbolic"),
                             name, subtitle);
}

static const char *
section_title (xmlNode *node)
{
  return bh_xml_node_is (node, "table") ? _("Tables") : _("Decks");
}

static void
header_func (GtkListBoxRow *row, GtkListBoxRow *before, gpointer user_data)
{
  bh_sidebar_section_header (row, before, section_title);
}

static void
fill_list (BhTableEditor *self)
{
  GtkWidget *child;

  self->filling = TRUE;
  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  if (self->document != NULL)
    BH_XML_FOREACH (node, bh_document_get_root (self->document, BH_FILE_TABLES))
      if (bh_xml_node_is (node, "table") || bh_xml_node_is (node, "deck"))
        {
          GtkWidget *row = item_row (node);

          gtk_list_box_append (GTK_LIST_BOX (self->list), row);
          if (node == self->selected)
            gtk_list_box_select_row (GTK_LIST_BOX (self->list), GTK_LIST_BOX_ROW (row));
        }
  self->filling = FALSE;
}

static void
row_selected (GtkListBox *list, GtkListBoxRow *row, BhTableEditor *self)
{
  xmlNode *node;

  if (self->filling || row == NULL)
    return;
  node = g_object_get_data (G_OBJECT (row), "bh-node");
  if (node != self->selected)
    {
      self->selected = node;
      rebuild_content (self);
    }
}

/* ---- the grid -------------------------------------------------------------------- */

static char *
cell_value (GtkWidget *entry)
{
  xmlNode *node = g_object_get_data (G_OBJECT (entry), "bh-node");
  const char *attribute = g_object_get_data (G_OBJECT (entry), "bh-attribute");
  const char *child = g_object_get_data (G_OBJECT (entry), "bh-child");
  char *value;

  if (attribute != NULL)
    value = bh_xml_get (node, attribute);
  else if (child != NULL)
    value = bh_xml_dup_child_text (node, child);
  else
    value = bh_xml_dup_text (node);
  return value ? value : g_strdup ("");
}

/* After undo and redo the grid shows the document again. */
static void
refresh_cells (BhTableEditor *self)
{
  for (guint i = 0; i < self->cells->len; i++)
    {
      GtkWidget *entry = g_ptr_array_index (self->cells, i);
      g_autofree char *value = NULL;

      if (!bh_xml_is_attached (g_object_get_data (G_OBJECT (entry), "bh-node")))
        continue;
      value = cell_value (entry);
      if (g_strcmp0 (value, gtk_editable_get_text (GTK_EDITABLE (entry))) != 0)
        gtk_editable_set_text (GTK_EDITABLE (entry), value);
    }
}

static void
cell_commit (GtkEntry *entry, BhTableEditor *self)
{
  xmlNode *cell = g_object_get_data (G_OBJECT (entry), "bh-node");
  const char *attribute = g_object_get_data (G_OBJECT (entry), "bh-attribute");
  const char *child = g_object_get_data (G_OBJECT (entry), "bh-child");
  const char *text = gtk_editable_get_text (GTK_EDITABLE (entry));
  g_autofree char *old = NULL;

  if (!bh_xml_is_attached (cell) || !gtk_widget_get_mapped (GTK_WIDGET (entry)))
    return;
  if (attribute != NULL)
    {
      g_autofree char *value = g_strstrip (g_strdup (text));

      old = bh_xml_get (cell, attribute);
      if (g_strcmp0 (old, value) == 0)
        return;
      if (!*value || strchr (value, ' ') != NULL || g_utf8_strlen (value, -1) > 24)
        {
          gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
          return;
        }
      gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
      bh_document_perform (self->document, bh_edit_set_attr (cell, attribute, value), _("Change Key"));
      return;
    }
  if (child != NULL)
    {
      /* A row's optional <label>. */
      xmlNode *label = bh_xml_first (cell, child);

      old = label ? bh_xml_dup_text (label) : g_strdup ("");
      if (g_strcmp0 (old, text) == 0)
        return;
      if (label != NULL && *text)
        bh_document_perform (self->document, bh_edit_set_text (label, text), _("Change Label"));
      else if (label != NULL)
        bh_document_perform (self->document, bh_edit_remove (label), _("Change Label"));
      else
        bh_document_perform (self->document,
                             bh_edit_insert (cell, bh_xml_new_text_element (cell->doc, child, text)), _("Change Label"));
      return;
    }
  old = bh_xml_dup_text (cell);
  if (g_strcmp0 (old, text) != 0)
    bh_document_perform (self->document, bh_edit_set_text (cell, text), _("Change Cell"));
}

static void
cell_focus_leave (GtkEventControllerFocus *focus, BhTableEditor *self)
{
  cell_commit (GTK_ENTRY (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (focus))), self);
}

static GtkWidget *
grid_entry (BhTableEditor *self, xmlNode *node, const char *attribute, const char *child, const char *text,
            const char *tooltip)
{
  GtkWidget *entry = gtk_entry_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_editable_set_text (GTK_EDITABLE (entry), text ? text : "");
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 6);
  gtk_widget_set_hexpand (entry, TRUE);
  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (entry, tooltip);
  g_object_set_data (G_OBJECT (entry), "bh-node", node);
  g_object_set_data (G_OBJECT (entry), "bh-attribute", (gpointer) attribute);
  g_object_set_data (G_OBJECT (entry), "bh-child", (gpointer) child);
  g_signal_connect (entry, "activate", G_CALLBACK (cell_commit), self);
  g_signal_connect (focus, "leave", G_CALLBACK (cell_focus_leave), self);
  gtk_widget_add_controller (entry, focus);
  g_ptr_array_add (self->cells, entry);
  return entry;
}

static xmlNode *
nth_element (xmlNode *parent, const char *name, guint n)
{
  BH_XML_FOREACH (child, parent)
    if (bh_xml_node_is (child, name) && n-- == 0)
      return child;
  return NULL;
}

static xmlNode *
new_cell (xmlDoc *doc)
{
  return bh_xml_new_element (doc, "cell");
}

void
bh_table_editor_add_column (BhTableEditor *self)
{
  xmlNode *table = self->selected;
  xmlNode *columns = bh_xml_first (table, "columns");
  g_autofree char *key = NULL;
  xmlNode *column;
  BhEditCommand *group;

  if (!bh_xml_node_is (table, "table") || columns == NULL)
    return;
  key = g_strdup_printf ("c%u", bh_xml_count (columns, "column") + 1);
  group = bh_edit_group (NULL);
  column = bh_xml_new_text_element (table->doc, "column", key);
  bh_xml_set_attrs (column, "key", key, NULL);
  {
    xmlNode *last = NULL;

    BH_XML_FOREACH (other, columns)
      if (bh_xml_node_is (other, "column"))
        last = other;
    bh_edit_group_add (group, bh_edit_insert_after (columns, last, column));
  }
  /* Every row gets its cell for the new column, at its end. */
  BH_XML_FOREACH (row, table)
    {
      xmlNode *last = NULL;

      if (!bh_xml_node_is (row, "row"))
        continue;
      BH_XML_FOREACH (cell, row)
        if (bh_xml_node_is (cell, "cell"))
          last = cell;
      bh_edit_group_add (group, bh_edit_insert_after (row, last, new_cell (table->doc)));
    }
  bh_document_perform (self->document, group, _("Add Column"));
}

void
bh_table_editor_add_row (BhTableEditor *self)
{
  xmlNode *table = self->selected;
  xmlNode *columns = bh_xml_first (table, "columns");
  xmlNode *last = NULL;
  xmlNode *row;
  g_autofree char *key = NULL;
  guint n;

  if (!bh_xml_node_is (table, "table"))
    return;
  n = bh_xml_count (columns, "column");
  key = g_strdup_printf ("r%u", bh_xml_count (table, "row") + 1);
  BH_XML_FOREACH (child, table)
    if (bh_xml_node_is (child, "row"))
      last = child;
  /* Like the rows before it: cells on the row's line. */
  row = bh_xml_new_element (table->doc, "row");
  bh_xml_set_attrs (row, "key", key, NULL);
  for (guint i = 0; i < MAX (n, 1); i++)
    bh_xml_link_after (row, row->last, new_cell (table->doc));
  bh_document_perform (self->document, last ? bh_edit_insert_after (table, last, row) : bh_edit_insert (table, row),
                       _("Add Row"));
}

static void
remove_row_clicked (GtkButton *button, BhTableEditor *self)
{
  xmlNode *row = g_object_get_data (G_OBJECT (button), "bh-node");

  if (bh_xml_is_attached (row) && bh_xml_count (row->parent, "row") > 1)
    bh_document_perform (self->document, bh_edit_remove (row), _("Remove Row"));
}

static void
remove_column_clicked (GtkButton *button, BhTableEditor *self)
{
  xmlNode *column = g_object_get_data (G_OBJECT (button), "bh-node");
  xmlNode *columns = column->parent;
  xmlNode *table = columns->parent;
  guint index = 0;
  BhEditCommand *group;

  if (!bh_xml_is_attached (column) || bh_xml_count (columns, "column") <= 1)
    return;
  BH_XML_FOREACH (c, columns)
    {
      if (c == column)
        break;
      if (bh_xml_node_is (c, "column"))
        index++;
    }
  group = bh_edit_group (NULL);
  BH_XML_FOREACH (row, table)
    {
      xmlNode *cell = bh_xml_node_is (row, "row") ? nth_element (row, "cell", index) : NULL;

      if (cell != NULL && bh_xml_count (row, "cell") > 1)
        bh_edit_group_add (group, bh_edit_remove (cell));
    }
  bh_edit_group_add (group, bh_edit_remove (column));
  bh_document_perform (self->document, group, _("Remove Column"));
}

static GtkWidget *
small_button (const char *icon, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "circular");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  return button;
}

static GtkWidget *
table_grid (BhTableEditor *self, xmlNode *table)
{
  GtkWidget *grid = gtk_grid_new ();
  xmlNode *columns = bh_xml_first (table, "columns");
  guint n_columns = bh_xml_count (columns, "column");
  guint c = 0, r = 0;
  GtkWidget *corner = gtk_label_new (_("Row key / label"));

  gtk_widget_add_css_class (grid, "table-grid");
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_widget_add_css_class (corner, "dim-label");
  gtk_widget_add_css_class (corner, "caption");
  gtk_grid_attach (GTK_GRID (grid), corner, 0, 0, 2, 2);

  /* Column headers: key over label, a remove button above. */
  BH_XML_FOREACH (column, columns)
    {
      g_autofree char *key = NULL;
      g_autofree char *label = NULL;
      GtkWidget *key_entry, *label_entry, *remove;

      if (!bh_xml_node_is (column, "column"))
        continue;
      key = bh_xml_get (column, "key");
      label = bh_xml_dup_text (column);
      key_entry = grid_entry (self, column, "key", NULL, key, _("The column’s key, as the rules name it"));
      gtk_widget_add_css_class (key_entry, "header");
      label_entry = grid_entry (self, column, NULL, NULL, label, _("The column’s printed heading"));
      gtk_grid_attach (GTK_GRID (grid), key_entry, 2 + c, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), label_entry, 2 + c, 1, 1, 1);
      if (n_columns > 1)
        {
          remove = small_button ("list-remove-symbolic", _("Remove This Column"));
          g_object_set_data (G_OBJECT (remove), "bh-node", column);
          g_signal_connect (remove, "clicked", G_CALLBACK (remove_column_clicked), self);
          gtk_grid_attach (GTK_GRID (grid), remove, 2 + c, 2, 1, 1);
        }
      c++;
    }
  {
    GtkWidget *add = small_button ("list-add-symbolic", _("Add a Column"));

    g_signal_connect_swapped (add, "clicked", G_CALLBACK (bh_table_editor_add_column), self);
    gtk_grid_attach (GTK_GRID (grid), add, 2 + c, 0, 1, 2);
  }

  BH_XML_FOREACH (row, table)
    {
      g_autofree char *key = NULL;
      g_autofree char *label = NULL;
      GtkWidget *key_entry;
      guint k = 0;

      if (!bh_xml_node_is (row, "row"))
        continue;
      key = bh_xml_get (row, "key");
      label = bh_xml_dup_child_text (row, "label");
      key_entry = grid_entry (self, row, "key", NULL, key, _("The row’s key: the roll or value that selects it"));
      gtk_widget_add_css_class (key_entry, "header");
      gtk_grid_attach (GTK_GRID (grid), key_entry, 0, 3 + r, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), grid_entry (self, row, NULL, "label", label, _("The row’s printed label")),
                       1, 3 + r, 1, 1);
      BH_XML_FOREACH (cell, row)
        {
          g_autofree char *text = NULL;

          if (!bh_xml_node_is (cell, "cell"))
            continue;
          text = bh_xml_dup_text (cell);
          gtk_grid_attach (GTK_GRID (grid), grid_entry (self, cell, NULL, NULL, text, NULL), 2 + k, 3 + r, 1, 1);
          k++;
        }
      if (bh_xml_count (table, "row") > 1)
        {
          GtkWidget *remove = small_button ("list-remove-symbolic", _("Remove This Row"));

          g_object_set_data (G_OBJECT (remove), "bh-node", row);
          g_signal_connect (remove, "clicked", G_CALLBACK (remove_row_clicked), self);
          gtk_grid_attach (GTK_GRID (grid), remove, 2 + MAX (c, k), 3 + r, 1, 1);
        }
      r++;
    }
  {
    GtkWidget *add = gtk_button_new_with_mnemonic (_("Add _Row"));

    gtk_widget_set_halign (add, GTK_ALIGN_START);
    gtk_widget_add_css_class (add, "flat");
    g_signal_connect_swapped (add, "clicked", G_CALLBACK (bh_table_editor_add_row), self);
    gtk_grid_attach (GTK_GRID (grid), add, 0, 3 + r, 2, 1);
  }
  return grid;
}

static void
add_card_clicked (GtkButton *button, BhTableEditor *self)
{
  xmlNode *deck = self->selected;
  g_autofree char *deck_id = bh_xml_get (deck, "id");
  g_autofree char *base = g_strdup_printf ("%s-card", deck_id ? deck_id : "card");
  g_autofree char *id = bh_document_unique_id (self->document, BH_FILE_TABLES, "card", base);
  xmlNode *card = bh_inspector_new_element (deck, "card", "title", _("New card"));

  bh_xml_set_attrs (card, "id", id, NULL);
  bh_inspector_mark_new (card);
  bh_document_perform (self->document, bh_edit_insert (deck, card), _("Add Card"));
}

static void
add_card_text (GtkButton *button, BhTableEditor *self)
{
  xmlNode *card = g_object_get_data (G_OBJECT (button), "bh-node");

  bh_document_perform (self->document, bh_edit_insert (card, bh_xml_new_text_element (card->doc, "text", _("Card text"))),
                       _("Add Card Text"));
}

static void
add_card_value (AdwEntryRow *row, BhTableEditor *self)
{
  xmlNode *card = g_object_get_data (G_OBJECT (row), "bh-node");
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (row))));
  xmlNode *value;

  if (!bh_form_is_valid_id (name))
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      return;
    }
  value = bh_xml_new_element (card->doc, "value");
  bh_xml_set_attrs (value, "name", name, "num", "0", NULL);
  bh_document_perform (self->document, bh_edit_insert (card, value), _("Add Value"));
}

static void
populate_card (AdwExpanderRow *expander, gpointer user_data)
{
  BhTableEditor *self = user_data;
  xmlNode *card = g_object_get_data (G_OBJECT (expander), "bh-node");
  GtkWidget *value_row;
  xmlNode *text;

  if (!bh_xml_is_attached (card) || self->form == NULL)
    return;
  adw_expander_row_add_row (expander,
                            bh_form_text (self->form, card, "title", _("Title"), BH_FORM_REQUIRED));
  adw_expander_row_add_row (expander,
                            bh_form_entry (self->form, card, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
  adw_expander_row_add_row (expander,
                            bh_form_spin (self->form, card, "count", _("Copies in the Deck"), 0, 999, 1, 0, 1));
  text = bh_xml_first (card, "text");
  if (text != NULL)
    {
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *view = bh_form_text_view (self->form, text);

      gtk_widget_set_margin_top (view, 6);
      gtk_widget_set_margin_bottom (view, 6);
      gtk_widget_set_margin_start (view, 12);
      gtk_widget_set_margin_end (view, 12);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), view);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
      adw_expander_row_add_row (expander, row);
    }
  else
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *button = gtk_button_new_with_label (_("Add Text"));

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("No card text"));
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      g_object_set_data (G_OBJECT (button), "bh-node", card);
      g_signal_connect (button, "clicked", G_CALLBACK (add_card_text), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_expander_row_add_row (expander, row);
    }
  BH_XML_FOREACH (value, card)
    {
      g_autofree char *name = NULL;
      GtkWidget *row;

      if (!bh_xml_node_is (value, "value"))
        continue;
      name = bh_xml_get (value, "name");
      row = bh_form_entry (self->form, value, "num", name ? name : "?", BH_FORM_REQUIRED | BH_FORM_INTEGER);
      adw_entry_row_add_suffix (ADW_ENTRY_ROW (row),
                                bh_remove_button_new (self->document, value, _("Remove This Value"), _("Remove Value")));
      adw_expander_row_add_row (expander, row);
    }
  value_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (value_row), _("Add a value named… (ops)"));
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (value_row), TRUE);
  g_object_set_data (G_OBJECT (value_row), "bh-node", card);
  g_signal_connect (value_row, "apply", G_CALLBACK (add_card_value), self);
  adw_expander_row_add_row (expander, value_row);
  adw_expander_row_add_row (expander, bh_provenance_row_new (self->form, card, FALSE));
}

static void
inspect_deck (BhTableEditor *self, GtkWidget *page, xmlNode *deck)
{
  GtkWidget *group = bh_inspector_group (page, _("Deck"), NULL);
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_text (self->form, deck, "name", _("Name"), BH_FORM_REQUIRED));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, deck, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
  bh_inspector_add_provenance (self->form, page, deck, FALSE);

  group = bh_inspector_group (page, _("Cards"), _("Each card is a piece: a count above one puts several in the deck"));
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_set_tooltip_text (add, _("Add a Card"));
  g_signal_connect (add, "clicked", G_CALLBACK (add_card_clicked), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add);
  BH_XML_FOREACH (card, deck)
    {
      GtkWidget *expander;
      g_autofree char *title = NULL;
      g_autofree char *escaped = NULL;

      if (!bh_xml_node_is (card, "card"))
        continue;
      title = label_of (card, "title");
      escaped = g_markup_escape_text (title, -1);
      expander = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), escaped);
      {
        g_autofree char *body = bh_xml_dup_child_text (card, "text");

        if (body != NULL)
          {
            g_autofree char *short_body = g_utf8_substring (body, 0, MIN (g_utf8_strlen (body, -1), 70));
            g_autofree char *escaped_body = g_markup_escape_text (short_body, -1);

            adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), escaped_body);
          }
      }
      adw_expander_row_add_prefix (ADW_EXPANDER_ROW (expander),
                                   gtk_image_new_from_icon_name (bh_provenance_icon_name (card)));
      g_object_set_data (G_OBJECT (expander), "bh-node", card);
      bh_inspector_lazy_rows (expander, populate_card, self);
      bh_inspector_track_expansion (expander, card, self->expanded);
      if (bh_xml_count (deck, "card") > 1)
        adw_expander_row_add_action (ADW_EXPANDER_ROW (expander),
                                     bh_remove_button_new (self->document, card, _("Remove This Card"), _("Remove Card")));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
    }
}

static void
inspect_table (BhTableEditor *self, GtkWidget *page, xmlNode *table)
{
  GtkWidget *group = bh_inspector_group (page, _("Table"), NULL);
  GtkWidget *scrolled, *frame;
  xmlNode *description = bh_xml_first (table, "description");

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_text (self->form, table, "name", _("Name"), BH_FORM_REQUIRED));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, table, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, table, "dice", _("Roll (1d6, 2d6)"), BH_FORM_OPTIONAL));
  if (description != NULL)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                               bh_form_text (self->form, table, "description", _("Description"), BH_FORM_OPTIONAL));

  group = bh_inspector_group (page, _("Cells"), _("Enter or leaving a cell keeps what was typed"));
  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), table_grid (self, table));
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  frame = gtk_frame_new (NULL);
  gtk_widget_add_css_class (frame, "view");
  gtk_widget_set_margin_top (gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)), 0);
  gtk_frame_set_child (GTK_FRAME (frame), scrolled);
  {
    GtkWidget *padded = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
    GtkWidget *grid = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled));

    gtk_widget_set_margin_top (grid, 10);
    gtk_widget_set_margin_bottom (grid, 10);
    gtk_widget_set_margin_start (grid, 10);
    gtk_widget_set_margin_end (grid, 10);
    gtk_box_append (GTK_BOX (padded), frame);
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), padded);
  }
  bh_inspector_add_provenance (self->form, page, table, FALSE);
}

static void
rebuild_content (BhTableEditor *self)
{
  GtkWidget *page, *clamp;

  g_clear_object (&self->form);
  g_ptr_array_set_size (self->cells, 0);
  if (self->selected != NULL && !bh_xml_is_attached (self->selected))
    self->selected = NULL;
  gtk_widget_set_sensitive (self->remove_button, self->selected != NULL);
  if (self->document == NULL)
    {
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->content), NULL);
      return;
    }
  if (self->selected == NULL)
    {
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->content),
                                     bh_inspector_empty ("view-grid-symbolic", _("No Table Selected"),
                                                         _("Choose a table or a deck on the left.")));
      return;
    }
  self->form = bh_form_new (self->document);
  page = bh_inspector_page ();
  if (bh_xml_node_is (self->selected, "table"))
    inspect_table (self, page, self->selected);
  else
    inspect_deck (self, page, self->selected);
  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  adw_clamp_set_child (ADW_CLAMP (clamp), page);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->content), clamp);
}

/* ---- tables and decks ------------------------------------------------------------------ */

static void
add_table_clicked (BhTableEditor *self)
{
  xmlNode *root = bh_document_get_root (self->document, BH_FILE_TABLES);
  g_autofree char *id = bh_document_unique_id (self->document, BH_FILE_TABLES, "table", "new-table");
  xmlNode *table = bh_inspector_new_element (root, "table", "name", _("New table"));
  xmlNode *columns = bh_xml_new_element (root->doc, "columns");
  xmlNode *column = bh_xml_new_text_element (root->doc, "column", _("Result"));
  xmlNode *row = bh_xml_new_element (root->doc, "row");
  gboolean block = bh_xml_uses_block_style (bh_xml_first (root, "table"));
  g_autofree char *indent = bh_xml_first (root, NULL) ? bh_xml_indent_of (bh_xml_first (root, NULL)) : g_strdup ("  ");
  xmlNode *last_table = NULL;

  bh_xml_set_attrs (table, "id", id, "dice", "1d6", NULL);
  bh_inspector_mark_new (table);
  bh_xml_set_attrs (column, "key", "result", NULL);
  bh_xml_link_after (columns, NULL, column);
  bh_xml_set_attrs (row, "key", "1", NULL);
  bh_xml_link_after (row, NULL, bh_xml_new_element (root->doc, "cell"));
  if (block && table->last != NULL && bh_xml_is_blank (table->last))
    {
      /* Before the blank that closes the block. */
      g_autofree char *ws = g_strconcat ("\n", indent, "  ", NULL);
      xmlNode *anchor = table->last->prev;
      xmlNode *blank = xmlNewDocText (root->doc, (const xmlChar *) ws);
      xmlNode *blank2 = xmlNewDocText (root->doc, (const xmlChar *) ws);

      bh_xml_link_after (table, anchor, blank);
      bh_xml_link_after (table, blank, columns);
      bh_xml_link_after (table, columns, blank2);
      bh_xml_link_after (table, blank2, row);
    }
  else
    {
      bh_xml_append (table, columns, TRUE, indent);
      bh_xml_append (table, row, TRUE, indent);
      if (bh_xml_closes_on_own_line (bh_xml_first (root, "table")) || bh_xml_first (root, "table") == NULL)
        bh_xml_close_block (table, indent);
    }
  BH_XML_FOREACH (child, root)
    if (bh_xml_node_is (child, "table"))
      last_table = child;
  bh_document_perform (self->document,
                       last_table ? bh_edit_insert_after (root, last_table, table) : bh_edit_insert (root, table),
                       _("Add Table"));
  bh_table_editor_select_node (self, table);
}

static void
add_deck_clicked (BhTableEditor *self)
{
  xmlNode *root = bh_document_get_root (self->document, BH_FILE_TABLES);
  g_autofree char *id = bh_document_unique_id (self->document, BH_FILE_TABLES, "deck", "new-deck");
  g_autofree char *card_id = bh_document_unique_id (self->document, BH_FILE_TABLES, "card", "new-card");
  xmlNode *deck = bh_inspector_new_element (root, "deck", "name", _("New deck"));
  xmlNode *card = bh_xml_new_element (root->doc, "card");
  g_autofree char *indent = bh_xml_first (root, NULL) ? bh_xml_indent_of (bh_xml_first (root, NULL)) : g_strdup ("  ");

  bh_xml_set_attrs (deck, "id", id, NULL);
  bh_inspector_mark_new (deck);
  bh_xml_set_attrs (card, "id", card_id, NULL);
  bh_inspector_mark_new (card);
  bh_xml_link_after (card, NULL, bh_xml_new_text_element (root->doc, "title", _("New card")));
  if (deck->last != NULL && bh_xml_is_blank (deck->last))
    {
      g_autofree char *ws = g_strconcat ("\n", indent, "  ", NULL);
      xmlNode *blank = xmlNewDocText (root->doc, (const xmlChar *) ws);

      bh_xml_link_after (deck, deck->last->prev, blank);
      bh_xml_link_after (deck, blank, card);
    }
  else
    {
      bh_xml_append (deck, card, TRUE, indent);
      if (bh_xml_closes_on_own_line (bh_xml_first (root, "deck")))
        bh_xml_close_block (deck, indent);
    }
  bh_document_perform (self->document, bh_edit_insert (root, deck), _("Add Deck"));
  bh_table_editor_select_node (self, deck);
}

static void
remove_item_clicked (BhTableEditor *self)
{
  xmlNode *item = self->selected;

  if (item == NULL || !bh_xml_is_attached (item))
    return;
  bh_document_perform (self->document, bh_edit_remove (item),
                       bh_xml_node_is (item, "table") ? _("Delete Table") : _("Delete Deck"));
}

/* ---- document ------------------------------------------------------------------------------ */

static void refresh_when_shown (GtkWidget *widget, BhTableEditor *self);

static void
on_document_changed (BhDocument *document, gboolean structure, BhTableEditor *self)
{
  gboolean lost = self->selected != NULL && !bh_xml_is_attached (self->selected);

  /* A hidden page catches up when it is shown. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }

  if (!bh_document_change_touches (document, BH_FILE_TABLES))
    return;
  fill_list (self);
  /* A grid shows values in its entries: it is rebuilt, except while a
   * cell is being typed into. */
  if (structure || lost)
    rebuild_content (self);
  else
    {
      if (self->form != NULL)
        bh_form_refresh (self->form);
      refresh_cells (self);
    }
}

void
bh_table_editor_set_document (BhTableEditor *self, BhDocument *document)
{
  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_set_object (&self->document, document);
  self->selected = NULL;
  if (document != NULL)
    {
      xmlNode *root = bh_document_get_root (document, BH_FILE_TABLES);

      self->changed_id = g_signal_connect_after (document, "changed", G_CALLBACK (on_document_changed), self);
      self->selected = bh_xml_first (root, "table");
      if (self->selected == NULL)
        self->selected = bh_xml_first (root, "deck");
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
bh_table_editor_select_node (BhTableEditor *self, xmlNode *node)
{
  for (xmlNode *n = node; n != NULL && n->type == XML_ELEMENT_NODE; n = n->parent)
    if (bh_xml_node_is (n, "table") || bh_xml_node_is (n, "deck"))
      {
        self->selected = n;
        fill_list (self);
        rebuild_content (self);
        return TRUE;
      }
  return FALSE;
}

static void
bh_table_editor_dispose (GObject *object)
{
  BhTableEditor *self = BH_TABLE_EDITOR (object);

  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_clear_object (&self->document);
  g_clear_object (&self->form);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->expanded, g_hash_table_unref);
  G_OBJECT_CLASS (bh_table_editor_parent_class)->dispose (object);
}

static void
bh_table_editor_class_init (BhTableEditorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bh_table_editor_dispose;
}

static void
bh_table_editor_init (BhTableEditor *self)
{
  BhSidebar layout;
  GtkWidget *add_table = gtk_button_new_with_mnemonic (_("Add _Table"));
  GtkWidget *add_deck = gtk_button_new_with_mnemonic (_("Add _Deck"));

  bh_sidebar_build (GTK_WIDGET (self), 280, &layout);
  g_signal_connect (self, "map", G_CALLBACK (refresh_when_shown), self);
  self->cells = g_ptr_array_new ();
  self->expanded = g_hash_table_new (NULL, NULL);
  self->list = layout.list;
  self->content = layout.content;
  gtk_list_box_set_header_func (GTK_LIST_BOX (self->list), header_func, NULL, NULL);
  g_signal_connect (self->list, "row-selected", G_CALLBACK (row_selected), self);

  gtk_widget_set_hexpand (add_table, TRUE);
  gtk_widget_set_hexpand (add_deck, TRUE);
  g_signal_connect_swapped (add_table, "clicked", G_CALLBACK (add_table_clicked), self);
  g_signal_connect_swapped (add_deck, "clicked", G_CALLBACK (add_deck_clicked), self);
  self->remove_button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_tooltip_text (self->remove_button, _("Delete the Table or Deck"));
  g_signal_connect_swapped (self->remove_button, "clicked", G_CALLBACK (remove_item_clicked), self);
  gtk_box_append (GTK_BOX (layout.buttons), add_table);
  gtk_box_append (GTK_BOX (layout.buttons), add_deck);
  gtk_box_append (GTK_BOX (layout.buttons), self->remove_button);
}

static void
refresh_when_shown (GtkWidget *widget, BhTableEditor *self)
{
  if (!self->stale || self->document == NULL)
    return;
  self->stale = FALSE;
  fill_list (self);
  rebuild_content (self);
}
