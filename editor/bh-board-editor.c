/* bh-board-editor.c — the Board page. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bh-board-editor.h"
#include "bh-form.h"
#include "bh-hex-editor.h"
#include "bh-inspector.h"
#include "bh-provenance-row.h"
#include "bh-references.h"
#include "bh-xml-edit.h"

#define GRID 10.0

struct _BhBoardEditor
{
  GtkBox parent_instance;

  GtkToggleButton *select_tool;
  GtkToggleButton *add_tool;
  GtkToggleButton *connect_tool;
  GtkToggleButton *snap_toggle;
  GtkToggleButton *geography_toggle;
  GtkToggleButton *labels_toggle;
  GtkWidget *align_button;
  GtkWidget *delete_button;
  GtkLabel *hint_label;
  GtkStack *sidebar_stack;
  GtkSearchEntry *space_search;
  GtkListBox *space_list;
  GtkListBox *box_list;
  GtkListBox *track_list;
  GtkListBox *grid_list;
  GtkStackPage *grids_page;
  BhBoardCanvas *canvas;
  GtkScrolledWindow *inspector_scroll;

  BhDocument *document;
  gulong changed_id;
  BhForm *form;
  xmlNode *item;              /* the box or track inspected, else NULL */
  GPtrArray *inspected;       /* what the inspector shows */
  char *last_connection_kind;
  GHashTable *expanded;       /* elements whose rows are open */
  gboolean syncing;
  gboolean stale;            /* changed while hidden: refresh when shown */
};

G_DEFINE_FINAL_TYPE (BhBoardEditor, bh_board_editor, GTK_TYPE_BOX)

static void rebuild_inspector (BhBoardEditor *self);

/* ---- helpers ---------------------------------------------------------------------- */

static xmlNode *
board_section (BhBoardEditor *self, const char *name)
{
  return bh_xml_first (bh_document_get_root (self->document, BH_FILE_BOARD), name);
}

static char *
label_of (xmlNode *node)
{
  g_autofree char *name = bh_xml_dup_child_text (node, "name");
  g_autofree char *id = bh_xml_get (node, "id");

  return g_strdup (name ? name : id ? id : "?");
}

static GtkWidget *
list_row (const char *title, const char *subtitle, const char *icon_name, xmlNode *node)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title_label = gtk_label_new (title);
  GtkWidget *subtitle_label = gtk_label_new (subtitle);
  GtkWidget *icon = gtk_image_new_from_icon_name (icon_name);

  gtk_label_set_xalign (GTK_LABEL (title_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title_label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (subtitle_label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (subtitle_label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (subtitle_label, "caption");
  gtk_widget_add_css_class (subtitle_label, "dim-label");
  gtk_box_append (GTK_BOX (labels), title_label);
  gtk_box_append (GTK_BOX (labels), subtitle_label);
  gtk_widget_set_hexpand (labels, TRUE);
  gtk_box_append (GTK_BOX (box), labels);
  gtk_image_set_pixel_size (GTK_IMAGE (icon), 12);
  gtk_widget_add_css_class (icon, "dim-label");
  gtk_box_append (GTK_BOX (box), icon);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  g_object_set_data (G_OBJECT (row), "bh-node", node);
  g_object_set_data (G_OBJECT (row), "bh-title", title_label);
  g_object_set_data (G_OBJECT (row), "bh-subtitle", subtitle_label);
  g_object_set_data (G_OBJECT (row), "bh-icon", icon);
  return row;
}

static char *
subtitle_of (xmlNode *node)
{
  if (bh_xml_node_is (node, "box"))
    return bh_xml_get (node, "kind");
  if (bh_xml_node_is (node, "track"))
    return g_strdup_printf (_("%d to %d, %u markers"), bh_xml_get_int (node, "min", 0),
                            bh_xml_get_int (node, "max", 0), bh_xml_count (node, "marker"));
  if (bh_xml_node_is (node, "hexgrid"))
    return g_strdup_printf (_("%d × %d hexes"), bh_xml_get_int (node, "cols", 0), bh_xml_get_int (node, "rows", 0));
  return bh_xml_get (node, "id");
}

/* After a change of values: the rows show names, ids and provenance. */
static void
update_list (GtkListBox *list)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row; row = gtk_widget_get_next_sibling (row))
    {
      xmlNode *node = g_object_get_data (G_OBJECT (row), "bh-node");
      g_autofree char *title = NULL;
      g_autofree char *subtitle = NULL;

      if (!bh_xml_is_attached (node))
        continue;
      title = label_of (node);
      subtitle = subtitle_of (node);
      gtk_label_set_text (g_object_get_data (G_OBJECT (row), "bh-title"), title);
      gtk_label_set_text (g_object_get_data (G_OBJECT (row), "bh-subtitle"), subtitle ? subtitle : "");
      gtk_image_set_from_icon_name (g_object_get_data (G_OBJECT (row), "bh-icon"), bh_provenance_icon_name (node));
    }
}

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* ---- lists ------------------------------------------------------------------------------ */

static gboolean
space_filter (GtkListBoxRow *row, gpointer user_data)
{
  BhBoardEditor *self = user_data;
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->space_search));
  xmlNode *node = g_object_get_data (G_OBJECT (row), "bh-node");
  g_autofree char *name = NULL;
  g_autofree char *id = NULL;
  g_autofree char *folded = NULL;
  g_autofree char *needle = NULL;

  if (search == NULL || !*search || node == NULL)
    return TRUE;
  name = label_of (node);
  id = bh_xml_get (node, "id");
  folded = g_utf8_casefold (name, -1);
  needle = g_utf8_casefold (search, -1);
  return strstr (folded, needle) != NULL || (id != NULL && strstr (id, needle) != NULL);
}

static void
sync_list_selection (BhBoardEditor *self)
{
  GPtrArray *selection = bh_board_canvas_get_selection (self->canvas);

  self->syncing = TRUE;
  gtk_list_box_unselect_all (self->space_list);
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->space_list)); row;
       row = gtk_widget_get_next_sibling (row))
    if (g_ptr_array_find (selection, g_object_get_data (G_OBJECT (row), "bh-node"), NULL))
      gtk_list_box_select_row (self->space_list, GTK_LIST_BOX_ROW (row));
  self->syncing = FALSE;
}

static void
fill_lists (BhBoardEditor *self)
{
  xmlNode *section;

  clear_list (self->space_list);
  clear_list (self->box_list);
  clear_list (self->track_list);
  clear_list (self->grid_list);
  if (self->document == NULL)
    return;

  BH_XML_FOREACH (space, board_section (self, "spaces"))
    {
      g_autofree char *title = label_of (space);
      g_autofree char *id = bh_xml_get (space, "id");

      gtk_list_box_append (self->space_list, list_row (title, id ? id : "", bh_provenance_icon_name (space), space));
    }
  section = board_section (self, "boxes");
  BH_XML_FOREACH (box, section)
    {
      g_autofree char *title = label_of (box);
      g_autofree char *kind = subtitle_of (box);
      GtkWidget *row = list_row (title, kind ? kind : "", bh_provenance_icon_name (box), box);

      gtk_list_box_append (self->box_list, row);
      if (box == self->item)
        gtk_list_box_select_row (self->box_list, GTK_LIST_BOX_ROW (row));
    }
  section = board_section (self, "tracks");
  BH_XML_FOREACH (track, section)
    {
      g_autofree char *title = label_of (track);
      g_autofree char *subtitle = subtitle_of (track);
      GtkWidget *row = list_row (title, subtitle, bh_provenance_icon_name (track), track);

      gtk_list_box_append (self->track_list, row);
      if (track == self->item)
        gtk_list_box_select_row (self->track_list, GTK_LIST_BOX_ROW (row));
    }
  section = board_section (self, "hexgrids");
  gtk_stack_page_set_visible (self->grids_page, bh_xml_count (section, "hexgrid") > 0);
  BH_XML_FOREACH (grid, section)
    {
      g_autofree char *title = label_of (grid);
      g_autofree char *subtitle = subtitle_of (grid);
      GtkWidget *row = list_row (title, subtitle, bh_provenance_icon_name (grid), grid);

      gtk_list_box_append (self->grid_list, row);
      if (grid == self->item)
        gtk_list_box_select_row (self->grid_list, GTK_LIST_BOX_ROW (row));
    }
  sync_list_selection (self);
}

static void
search_changed (BhBoardEditor *self)
{
  gtk_list_box_invalidate_filter (self->space_list);
}

static void
space_row_activated (BhBoardEditor *self, GtkListBoxRow *row)
{
  xmlNode *node = g_object_get_data (G_OBJECT (row), "bh-node");

  if (self->syncing || node == NULL)
    return;
  self->item = NULL;
  bh_board_canvas_select (self->canvas, node, FALSE);
  bh_board_canvas_reveal (self->canvas, node);
}

static void
item_row_selected (BhBoardEditor *self, GtkListBoxRow *row)
{
  xmlNode *node;

  if (self->syncing || row == NULL)
    return;
  node = g_object_get_data (G_OBJECT (row), "bh-node");
  if (node == NULL || node == self->item)
    return;
  self->item = node;
  self->syncing = TRUE;
  bh_board_canvas_clear_selection (self->canvas);
  self->syncing = FALSE;
  rebuild_inspector (self);
}

static void
sidebar_page_changed (BhBoardEditor *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->sidebar_stack);

  if (self->document == NULL || page == NULL)
    return;
  if (g_str_equal (page, "spaces") && self->item != NULL)
    {
      self->item = NULL;
      rebuild_inspector (self);
    }
}

/* ---- inspectors ------------------------------------------------------------------------------ */

static void
add_choice_of (BhBoardEditor *self, GtkWidget *group, xmlNode *node, const char *attribute, const char *title,
               BhFileKind kind, const char *element, const char *none_label, BhFormFlags flags)
{
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) labels = NULL;

  bh_form_list_ids (self->document, kind, element, &ids, &labels);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_choice (self->form, node, attribute, title, (const char * const *) ids,
                                             (const char * const *) labels, none_label, flags));
}

static void
use_projected_position (GtkButton *button, BhBoardEditor *self)
{
  xmlNode *space = g_object_get_data (G_OBJECT (button), "bh-node");
  BhEditCommand *group;

  if (!bh_xml_is_attached (space) || !bh_xml_has (space, "lat"))
    return;
  group = bh_edit_group (NULL);
  bh_edit_group_add (group, bh_edit_set_attr (space, "x", NULL));
  bh_edit_group_add (group, bh_edit_set_attr (space, "y", NULL));
  bh_document_perform (self->document, group, _("Use the Projected Position"));
}

static void
add_feature (GtkButton *button, BhBoardEditor *self)
{
  xmlNode *space = g_object_get_data (G_OBJECT (button), "bh-node");
  xmlNode *first_kind = bh_xml_first (bh_xml_first (bh_document_get_root (self->document, BH_FILE_GAME),
                                                    "feature-kinds"), "feature-kind");
  g_autofree char *kind = bh_xml_get (first_kind, "id");
  xmlNode *feature;

  if (kind == NULL)
    return;
  feature = bh_xml_new_element (space->doc, "feature");
  bh_xml_set_attrs (feature, "kind", kind, NULL);
  bh_inspector_mark_new (feature);
  bh_document_perform (self->document, bh_edit_insert (space, feature), _("Add Feature"));
}

static void
remove_node_clicked (GtkButton *button, BhBoardEditor *self)
{
  xmlNode *node = g_object_get_data (G_OBJECT (button), "bh-node");

  if (bh_xml_is_attached (node))
    bh_document_perform (self->document, bh_inspector_remove_command (self->document, node), _("Remove"));
}

static GtkWidget *
remove_button (BhBoardEditor *self, xmlNode *node, const char *tooltip)
{
  GtkWidget *remove = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_add_css_class (remove, "flat");
  gtk_widget_set_valign (remove, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (remove, tooltip);
  g_object_set_data (G_OBJECT (remove), "bh-node", node);
  g_signal_connect (remove, "clicked", G_CALLBACK (remove_node_clicked), self);
  return remove;
}

static void
add_features (BhBoardEditor *self, GtkWidget *page, xmlNode *space)
{
  GtkWidget *group = bh_inspector_group (page, _("Features"), _("Forts, villages, settlements printed in the space"));
  g_auto(GStrv) kind_ids = NULL;
  g_auto(GStrv) kind_labels = NULL;
  g_auto(GStrv) nation_ids = NULL;
  g_auto(GStrv) nation_labels = NULL;
  g_auto(GStrv) side_ids = NULL;
  g_auto(GStrv) side_labels = NULL;
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");

  bh_form_list_ids (self->document, BH_FILE_GAME, "feature-kind", &kind_ids, &kind_labels);
  bh_form_list_ids (self->document, BH_FILE_GAME, "nation", &nation_ids, &nation_labels);
  bh_form_list_ids (self->document, BH_FILE_GAME, "side", &side_ids, &side_labels);
  BH_XML_FOREACH (feature, space)
    {
      GtkWidget *expander;
      g_autofree char *kind = NULL;
      g_autofree char *title = NULL;
      xmlNode *kind_node;

      if (!bh_xml_node_is (feature, "feature"))
        continue;
      kind = bh_xml_get (feature, "kind");
      kind_node = bh_document_find (self->document, BH_FILE_GAME, "feature-kind", "id", kind);
      title = kind_node ? label_of (kind_node) : g_strdup (kind ? kind : "?");
      expander = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
      {
        g_autofree char *name = bh_xml_dup_child_text (feature, "name");

        if (name != NULL)
          adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), name);
      }
      adw_expander_row_add_prefix (ADW_EXPANDER_ROW (expander),
                                   gtk_image_new_from_icon_name (bh_provenance_icon_name (feature)));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_choice (self->form, feature, "kind", _("Kind"),
                                                (const char * const *) kind_ids,
                                                (const char * const *) kind_labels, NULL, BH_FORM_REQUIRED));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_text (self->form, feature, "name", _("Name"), BH_FORM_OPTIONAL));
      if (nation_ids[0] != NULL)
        adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                  bh_form_choice (self->form, feature, "nation", _("Nation"),
                                                  (const char * const *) nation_ids,
                                                  (const char * const *) nation_labels, _("None"), 0));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_choice (self->form, feature, "side", _("Side"),
                                                (const char * const *) side_ids,
                                                (const char * const *) side_labels, _("None"), 0));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), bh_provenance_row_new (self->form, feature, FALSE));
      adw_expander_row_add_action (ADW_EXPANDER_ROW (expander), remove_button (self, feature, _("Remove This Feature")));
      bh_inspector_track_expansion (expander, feature, self->expanded);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
    }
  gtk_widget_add_css_class (add, "flat");
  gtk_widget_set_tooltip_text (add, _("Add a Feature"));
  gtk_widget_set_sensitive (add, kind_ids[0] != NULL);
  g_object_set_data (G_OBJECT (add), "bh-node", space);
  g_signal_connect (add, "clicked", G_CALLBACK (add_feature), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add);
}

static void
inspect_space (BhBoardEditor *self, GtkWidget *page, xmlNode *space)
{
  GtkWidget *group = bh_inspector_group (page, _("Space"), NULL);
  g_auto(GStrv) owner_ids = NULL;
  g_auto(GStrv) owner_labels = NULL;
  GtkWidget *button;

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_text (self->form, space, "name", _("Name"), BH_FORM_REQUIRED));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, space, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
  add_choice_of (self, group, space, "kind", _("Kind"), BH_FILE_GAME, "space-kind", NULL, BH_FORM_REQUIRED);
  add_choice_of (self, group, space, "terrain", _("Terrain"), BH_FILE_GAME, "terrain", _("None"), 0);
  bh_inspector_owner_ids (self->document, &owner_ids, &owner_labels);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_choice (self->form, space, "owner", _("Owner"), (const char * const *) owner_ids,
                                             (const char * const *) owner_labels, _("Neutral"), 0));

  group = bh_inspector_group (page, _("Position"),
                              _("Latitude and longitude give the historical place; x and y, when given, "
                                "where the board draws it instead"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, space, "lat", _("Latitude"), BH_FORM_NUMBER));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, space, "lon", _("Longitude"), BH_FORM_NUMBER));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, space, "x", _("Board x"), BH_FORM_NUMBER));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, space, "y", _("Board y"), BH_FORM_NUMBER));
  if (bh_xml_has (space, "x") && bh_xml_has (space, "lat"))
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Drawn Away from Its Historical Place"));
      button = gtk_button_new_with_label (_("Reset"));
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, _("Draw it where latitude and longitude put it"));
      g_object_set_data (G_OBJECT (button), "bh-node", space);
      g_signal_connect (button, "clicked", G_CALLBACK (use_projected_position), self);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }

  add_features (self, page, space);
  bh_inspector_add_props (self->form, page, space, NULL);
  bh_inspector_add_provenance (self->form, page, space, FALSE);
  bh_inspector_add_delete (self->form, page, space, _("Delete Space"));
}

static void
inspect_connection (BhBoardEditor *self, GtkWidget *page, xmlNode *connection)
{
  GtkWidget *group = bh_inspector_group (page, _("Connection"), NULL);

  add_choice_of (self, group, connection, "from", _("From"), BH_FILE_BOARD, "space", NULL, BH_FORM_REQUIRED);
  add_choice_of (self, group, connection, "to", _("To"), BH_FILE_BOARD, "space", NULL, BH_FORM_REQUIRED);
  add_choice_of (self, group, connection, "kind", _("Kind"), BH_FILE_GAME, "connection-kind", NULL, BH_FORM_REQUIRED);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, connection, "cost", _("Cost (empty: the kind’s)"),
                                            BH_FORM_INTEGER));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_switch (self->form, connection, "directed", _("One Way"),
                                             _("Only from the first space to the second"), FALSE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, connection, "route", _("Route (river, road)"), BH_FORM_ID));
  bh_inspector_add_props (self->form, page, connection, NULL);
  bh_inspector_add_provenance (self->form, page, connection, FALSE);
  bh_inspector_add_delete (self->form, page, connection, _("Delete Connection"));
}

static void
inspect_box (BhBoardEditor *self, GtkWidget *page, xmlNode *box)
{
  GtkWidget *group = bh_inspector_group (page, _("Box"), _("A place off the map: holding box, cup, hand, deck…"));
  static const char *kinds[] = { "holding", "cup", "hand", "deck", "discard", "pool", "eliminated", "entry", NULL };
  const char *kind_labels[] = { _("Holding box"), _("Cup"), _("Hand"), _("Deck"), _("Discard pile"), _("Pool"),
                                _("Eliminated"), _("Entry"), NULL };
  static const char *visibilities[] = { "all", "side", "none", NULL };
  const char *visibility_labels[] = { _("Everybody"), _("Its side only"), _("Nobody"), NULL };

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_text (self->form, box, "name", _("Name"), BH_FORM_REQUIRED));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, box, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_choice (self->form, box, "kind", _("Kind"), kinds, kind_labels, NULL,
                                             BH_FORM_REQUIRED));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_choice (self->form, box, "visibility", _("Who Sees Inside"), visibilities,
                                             visibility_labels, NULL, BH_FORM_REQUIRED));
  add_choice_of (self, group, box, "side", _("Side"), BH_FILE_GAME, "side", _("None"), 0);
  add_choice_of (self, group, box, "nation", _("Nation"), BH_FILE_GAME, "nation", _("None"), 0);
  bh_inspector_add_props (self->form, page, box, NULL);
  bh_inspector_add_provenance (self->form, page, box, FALSE);
  bh_inspector_add_delete (self->form, page, box, _("Delete Box"));
}

static void
add_marker (GtkButton *button, BhBoardEditor *self)
{
  xmlNode *track = g_object_get_data (G_OBJECT (button), "bh-node");
  g_autofree char *track_id = bh_xml_get (track, "id");
  g_autofree char *id = bh_document_unique_id (self->document, BH_FILE_BOARD, "marker", track_id ? track_id : "marker");
  xmlNode *marker = bh_inspector_new_element (track, "marker", "name", _("New marker"));

  bh_xml_set_attrs (marker, "id", id, NULL);
  bh_inspector_mark_new (marker);
  bh_document_perform (self->document, bh_edit_insert (track, marker), _("Add Marker"));
}

static void
add_square (GtkButton *button, BhBoardEditor *self)
{
  xmlNode *track = g_object_get_data (G_OBJECT (button), "bh-node");
  xmlNode *square = bh_xml_new_element (track->doc, "square");
  g_autofree char *value = g_strdup_printf ("%d", bh_xml_get_int (track, "min", 0));

  bh_xml_set_attrs (square, "value", value, NULL);
  bh_inspector_mark_new (square);
  bh_document_perform (self->document, bh_edit_insert (track, square), _("Add Square"));
}

static GtkWidget *
add_button (GtkWidget *group, const char *tooltip, xmlNode *node, GCallback callback, gpointer data)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("list-add-symbolic");

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, tooltip);
  g_object_set_data (G_OBJECT (button), "bh-node", node);
  g_signal_connect (button, "clicked", callback, data);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), button);
  return button;
}

static void
inspect_track (BhBoardEditor *self, GtkWidget *page, xmlNode *track)
{
  GtkWidget *group = bh_inspector_group (page, _("Track"), NULL);
  g_auto(GStrv) side_ids = NULL;
  g_auto(GStrv) side_labels = NULL;
  g_auto(GStrv) nation_ids = NULL;
  g_auto(GStrv) nation_labels = NULL;

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_text (self->form, track, "name", _("Name"), BH_FORM_REQUIRED));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, track, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_spin (self->form, track, "min", _("Lowest Square"), -9999, 9999, 1, 0, 0));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_spin (self->form, track, "max", _("Highest Square"), -9999, 9999, 1, 0, 10));

  bh_form_list_ids (self->document, BH_FILE_GAME, "side", &side_ids, &side_labels);
  bh_form_list_ids (self->document, BH_FILE_GAME, "nation", &nation_ids, &nation_labels);
  group = bh_inspector_group (page, _("Markers"), NULL);
  add_button (group, _("Add a Marker"), track, G_CALLBACK (add_marker), self);
  BH_XML_FOREACH (marker, track)
    {
      GtkWidget *expander;
      g_autofree char *title = NULL;

      if (!bh_xml_node_is (marker, "marker"))
        continue;
      title = label_of (marker);
      expander = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
      adw_expander_row_add_prefix (ADW_EXPANDER_ROW (expander),
                                   gtk_image_new_from_icon_name (bh_provenance_icon_name (marker)));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_text (self->form, marker, "name", _("Name"), BH_FORM_REQUIRED));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_entry (self->form, marker, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_choice (self->form, marker, "side", _("Side"), (const char * const *) side_ids,
                                                (const char * const *) side_labels, _("None"), 0));
      if (nation_ids[0] != NULL)
        adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                  bh_form_choice (self->form, marker, "nation", _("Nation"),
                                                  (const char * const *) nation_ids,
                                                  (const char * const *) nation_labels, _("None"), 0));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), bh_provenance_row_new (self->form, marker, FALSE));
      if (bh_xml_count (track, "marker") > 1)
        adw_expander_row_add_action (ADW_EXPANDER_ROW (expander), remove_button (self, marker, _("Remove This Marker")));
      bh_inspector_track_expansion (expander, marker, self->expanded);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
    }

  group = bh_inspector_group (page, _("Special Squares"), _("Squares with a printed label or a rule of their own"));
  add_button (group, _("Add a Square"), track, G_CALLBACK (add_square), self);
  BH_XML_FOREACH (square, track)
    {
      GtkWidget *expander;
      g_autofree char *title = NULL;
      g_autofree char *label = NULL;

      if (!bh_xml_node_is (square, "square"))
        continue;
      label = bh_xml_dup_child_text (square, "label");
      title = g_strdup_printf (_("Square %d"), bh_xml_get_int (square, "value", 0));
      expander = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), title);
      if (label != NULL)
        {
          g_autofree char *escaped = g_markup_escape_text (label, -1);

          adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), escaped);
        }
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_spin (self->form, square, "value", _("Value"), -9999, 9999, 1, 0, 0));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_text (self->form, square, "label", _("Label"), BH_FORM_OPTIONAL));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), bh_provenance_row_new (self->form, square, FALSE));
      adw_expander_row_add_action (ADW_EXPANDER_ROW (expander), remove_button (self, square, _("Remove This Square")));
      bh_inspector_track_expansion (expander, square, self->expanded);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
    }
  bh_inspector_add_provenance (self->form, page, track, FALSE);
  bh_inspector_add_delete (self->form, page, track, _("Delete Track"));
}

/* The hexes of a grid, in a window of their own. */
static void
edit_hexes_clicked (GtkButton *button, BhBoardEditor *self)
{
  xmlNode *grid = g_object_get_data (G_OBJECT (button), "bh-node");
  BhHexEditor *editor;

  if (grid == NULL || !bh_xml_is_attached (grid))
    return;
  editor = bh_hex_editor_new (self->document, grid);
  gtk_window_set_transient_for (GTK_WINDOW (editor), GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))));
  gtk_window_present (GTK_WINDOW (editor));
}

static void
inspect_grid (BhBoardEditor *self, GtkWidget *page, xmlNode *grid)
{
  GtkWidget *group = bh_inspector_group (page, _("Hex Grid"), _("A battle board of hexes"));
  GtkWidget *edit_row = adw_action_row_new ();
  GtkWidget *edit_button = gtk_button_new_with_mnemonic (_("_Edit Hexes…"));
  static const char *orientations[] = { "flat", "pointy", NULL };
  const char *orientation_labels[] = { _("Flat tops"), _("Pointy tops"), NULL };
  g_autofree char *counts = g_strdup_printf (_("%u hexes differ from the grid’s terrain; %u hexsides"),
                                             bh_xml_count (grid, "hex"), bh_xml_count (grid, "hexside"));
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_text (self->form, grid, "name", _("Name"), BH_FORM_REQUIRED));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->form, grid, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_spin (self->form, grid, "cols", _("Columns"), 1, 99, 1, 0, 1));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_spin (self->form, grid, "rows", _("Rows"), 1, 99, 1, 0, 1));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_choice (self->form, grid, "orientation", _("Orientation"), orientations,
                                             orientation_labels, NULL, BH_FORM_REQUIRED));
  add_choice_of (self, group, grid, "terrain", _("Terrain"), BH_FILE_GAME, "terrain", NULL, BH_FORM_REQUIRED);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), counts);
  gtk_widget_add_css_class (row, "dim-label");
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (edit_row), _("Terrain, elevation and labels of single hexes, "
                                                                  "and hexsides"));
  gtk_widget_set_valign (edit_button, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (edit_button), "bh-node", grid);
  g_signal_connect (edit_button, "clicked", G_CALLBACK (edit_hexes_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (edit_row), edit_button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (edit_row), edit_button);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), edit_row);
  bh_inspector_add_provenance (self->form, page, grid, FALSE);
}

static void
align_clicked (GtkButton *button, BhBoardEditor *self)
{
  bh_board_canvas_align_selection (self->canvas, g_object_get_data (G_OBJECT (button), "bh-how"));
}

/* One attribute for every selected space, as one edit. */
static void
set_for_all (AdwComboRow *row, GParamSpec *pspec, BhBoardEditor *self)
{
  const char *attribute = g_object_get_data (G_OBJECT (row), "bh-attribute");
  GStrv ids = g_object_get_data (G_OBJECT (row), "bh-ids");
  guint selected = adw_combo_row_get_selected (row);
  GPtrArray *selection = bh_board_canvas_get_selection (self->canvas);
  gboolean optional = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "bh-optional"));
  const char *value;
  BhEditCommand *group;
  g_autofree char *label = NULL;

  /* The first entry says the spaces differ; the second, when optional,
   * clears the attribute. */
  if (g_object_get_data (G_OBJECT (row), "bh-updating") != NULL || selected == 0 ||
      selected == GTK_INVALID_LIST_POSITION)
    return;
  value = optional ? (selected == 1 ? NULL : ids[selected - 2]) : ids[selected - 1];
  group = bh_edit_group (NULL);
  for (guint i = 0; i < selection->len; i++)
    if (bh_xml_node_is (g_ptr_array_index (selection, i), "space"))
      bh_edit_group_add (group, bh_edit_set_attr (g_ptr_array_index (selection, i), attribute, value));
  label = g_strdup_printf (_("Change %s"), adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
  bh_document_perform (self->document, group, label);
}

static GtkWidget *
choice_for_all (BhBoardEditor *self, GPtrArray *selection, const char *attribute, const char *title,
                char **ids, char **labels, const char *none_label)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkStringList *model = gtk_string_list_new (NULL);
  g_autofree char *common = NULL;
  gboolean mixed = FALSE, first = TRUE;
  guint selected = 0;

  /* What the selected spaces share, if they do. */
  for (guint i = 0; i < selection->len; i++)
    {
      g_autofree char *value = NULL;

      if (!bh_xml_node_is (g_ptr_array_index (selection, i), "space"))
        continue;
      value = bh_xml_get (g_ptr_array_index (selection, i), attribute);
      if (first)
        common = g_steal_pointer (&value);
      else if (g_strcmp0 (common, value) != 0)
        mixed = TRUE;
      first = FALSE;
    }
  gtk_string_list_append (model, _("Mixed"));
  if (none_label != NULL)
    gtk_string_list_append (model, none_label);
  for (guint i = 0; ids[i]; i++)
    {
      gtk_string_list_append (model, labels[i]);
      if (!mixed && g_strcmp0 (common, ids[i]) == 0)
        selected = i + (none_label ? 2 : 1);
    }
  if (!mixed && common == NULL && none_label != NULL)
    selected = 1;
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);
  g_object_set_data (G_OBJECT (row), "bh-updating", GINT_TO_POINTER (1));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_object_set_data (G_OBJECT (row), "bh-updating", NULL);
  g_object_set_data (G_OBJECT (row), "bh-attribute", (gpointer) attribute);
  g_object_set_data_full (G_OBJECT (row), "bh-ids", g_strdupv (ids), (GDestroyNotify) g_strfreev);
  g_object_set_data (G_OBJECT (row), "bh-optional", GINT_TO_POINTER (none_label != NULL));
  g_signal_connect (row, "notify::selected", G_CALLBACK (set_for_all), self);
  return row;
}

static void
inspect_many (BhBoardEditor *self, GtkWidget *page, GPtrArray *selection)
{
  guint spaces = 0, connections = 0;
  g_autofree char *description = NULL;
  GtkWidget *group, *grid;
  static const struct { const char *how, *icon; const char *tooltip; } aligns[] = {
    { "left", "format-justify-left-symbolic", N_("Align Left") },
    { "center-x", "format-justify-center-symbolic", N_("Align Centres Vertically") },
    { "right", "format-justify-right-symbolic", N_("Align Right") },
    { "distribute-x", "view-continuous-symbolic", N_("Distribute Across") },
    { "top", "go-top-symbolic", N_("Align Tops") },
    { "center-y", "format-justify-fill-symbolic", N_("Align Centres Horizontally") },
    { "bottom", "go-bottom-symbolic", N_("Align Bottoms") },
    { "distribute-y", "view-paged-symbolic", N_("Distribute Down") },
  };

  for (guint i = 0; i < selection->len; i++)
    {
      if (bh_xml_node_is (g_ptr_array_index (selection, i), "space"))
        spaces++;
      else
        connections++;
    }
  description = g_strdup_printf (_("%u spaces and %u connections"), spaces, connections);
  group = bh_inspector_group (page, _("Selection"), description);
  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  for (guint i = 0; i < G_N_ELEMENTS (aligns); i++)
    {
      GtkWidget *button = gtk_button_new_from_icon_name (aligns[i].icon);

      gtk_widget_set_tooltip_text (button, _(aligns[i].tooltip));
      gtk_widget_set_sensitive (button, spaces >= 2);
      g_object_set_data (G_OBJECT (button), "bh-how", (gpointer) aligns[i].how);
      g_signal_connect (button, "clicked", G_CALLBACK (align_clicked), self);
      gtk_grid_attach (GTK_GRID (grid), button, i % 4, i / 4, 1, 1);
    }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), grid);
  if (spaces >= 2)
    {
      g_auto(GStrv) ids = NULL;
      g_auto(GStrv) labels = NULL;
      GtkWidget *all = bh_inspector_group (page, _("For All Selected Spaces"), NULL);

      bh_form_list_ids (self->document, BH_FILE_GAME, "space-kind", &ids, &labels);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (all), choice_for_all (self, selection, "kind", _("Kind"),
                                                                               ids, labels, NULL));
      g_clear_pointer (&ids, g_strfreev);
      g_clear_pointer (&labels, g_strfreev);
      bh_form_list_ids (self->document, BH_FILE_GAME, "terrain", &ids, &labels);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (all), choice_for_all (self, selection, "terrain",
                                                                               _("Terrain"), ids, labels, _("None")));
      g_clear_pointer (&ids, g_strfreev);
      g_clear_pointer (&labels, g_strfreev);
      bh_inspector_owner_ids (self->document, &ids, &labels);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (all), choice_for_all (self, selection, "owner", _("Owner"),
                                                                               ids, labels, _("Neutral")));
    }
  {
    GtkWidget *hint = gtk_label_new (_("Drag any of them to move them all; arrow keys nudge."));

    gtk_widget_add_css_class (hint, "dim-label");
    gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
    gtk_box_append (GTK_BOX (page), hint);
  }
  {
    GtkWidget *button = gtk_button_new_with_label (_("Delete Selection"));

    gtk_widget_add_css_class (button, "destructive-action");
    gtk_widget_add_css_class (button, "pill");
    gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
    g_signal_connect_swapped (button, "clicked", G_CALLBACK (bh_board_editor_delete_selection), self);
    gtk_box_append (GTK_BOX (page), button);
  }
}

static void
update_hint (BhBoardEditor *self)
{
  BhCanvasTool tool = bh_board_canvas_get_tool (self->canvas);
  GPtrArray *selection = bh_board_canvas_get_selection (self->canvas);
  gboolean area = selection->len == 1 && bh_xml_first (g_ptr_array_index (selection, 0), "outline") != NULL;

  gtk_label_set_text (self->hint_label,
                      tool == BH_CANVAS_TOOL_ADD_SPACE ? _("Click the board to add a space")
                      : tool == BH_CANVAS_TOOL_CONNECT ? _("Drag from one space to another to connect them")
                      : area ? _("Drag a corner of the area to move it, an edge to add a corner; Ctrl-click a "
                                 "corner to delete it")
                      : _("Drag spaces to move them; drag the empty board to select several"));
}

static void
rebuild_inspector (BhBoardEditor *self)
{
  GPtrArray *selection = bh_board_canvas_get_selection (self->canvas);
  GtkWidget *page;

  g_clear_object (&self->form);
  g_ptr_array_set_size (self->inspected, 0);
  if (self->item != NULL && !bh_xml_is_attached (self->item))
    self->item = NULL;
  gtk_widget_set_sensitive (self->delete_button, selection->len > 0 || self->item != NULL);
  gtk_widget_set_sensitive (self->align_button, selection->len >= 2);
  if (self->document == NULL)
    {
      gtk_scrolled_window_set_child (self->inspector_scroll, NULL);
      return;
    }
  self->form = bh_form_new (self->document);
  page = bh_inspector_page ();
  if (self->item != NULL)
    {
      g_ptr_array_add (self->inspected, self->item);
      if (bh_xml_node_is (self->item, "box"))
        inspect_box (self, page, self->item);
      else if (bh_xml_node_is (self->item, "hexgrid"))
        inspect_grid (self, page, self->item);
      else
        inspect_track (self, page, self->item);
    }
  else if (selection->len == 1)
    {
      xmlNode *node = g_ptr_array_index (selection, 0);

      g_ptr_array_add (self->inspected, node);
      if (bh_xml_node_is (node, "space"))
        inspect_space (self, page, node);
      else
        inspect_connection (self, page, node);
    }
  else if (selection->len > 1)
    {
      g_ptr_array_extend (self->inspected, selection, NULL, NULL);
      inspect_many (self, page, selection);
    }
  else
    {
      g_autofree char *description =
        g_strdup_printf (_("%u spaces, %u connections. Click a space or a connection to edit it."),
                         bh_xml_count (board_section (self, "spaces"), "space"),
                         bh_xml_count (board_section (self, "connections"), "connection"));

      gtk_box_append (GTK_BOX (page), bh_inspector_empty ("mark-location-symbolic", _("Nothing Selected"),
                                                           description));
    }
  gtk_scrolled_window_set_child (self->inspector_scroll, page);
}

/* ---- document ------------------------------------------------------------------------------------ */

static void refresh_when_shown (GtkWidget *widget, BhBoardEditor *self);

static void
on_document_changed (BhDocument *document, gboolean structure, BhBoardEditor *self)
{
  gboolean board = bh_document_change_touches (document, BH_FILE_BOARD);
  gboolean rebuild = structure && board;

  /* A hidden page catches up when it is shown. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }

  for (guint i = 0; i < self->inspected->len; i++)
    if (!bh_xml_is_attached (g_ptr_array_index (self->inspected, i)))
      rebuild = TRUE;
  /* The game's vocabularies fill the inspector's choices. */
  if (bh_document_change_touches (document, BH_FILE_GAME))
    rebuild = TRUE;
  if (board && structure)
    fill_lists (self);
  else if (board)
    {
      update_list (self->space_list);
      update_list (self->box_list);
      update_list (self->track_list);
      update_list (self->grid_list);
    }
  if (rebuild)
    rebuild_inspector (self);
  else if (board && self->form != NULL)
    bh_form_refresh (self->form);
}

void
bh_board_editor_set_document (BhBoardEditor *self, BhDocument *document)
{
  bh_document_follow (&self->document, &self->changed_id, document, G_CALLBACK (on_document_changed), self);
  self->item = NULL;
  bh_board_canvas_set_document (self->canvas, document);
  fill_lists (self);
  rebuild_inspector (self);
}

BhBoardCanvas *
bh_board_editor_get_canvas (BhBoardEditor *self)
{
  return self->canvas;
}

gboolean
bh_board_editor_select_node (BhBoardEditor *self, xmlNode *node)
{
  for (xmlNode *n = node; n != NULL && n->type == XML_ELEMENT_NODE; n = n->parent)
    {
      if (bh_xml_node_is (n, "space") || bh_xml_node_is (n, "connection"))
        {
          self->item = NULL;
          gtk_stack_set_visible_child_name (self->sidebar_stack, "spaces");
          bh_board_canvas_select (self->canvas, n, FALSE);
          bh_board_canvas_reveal (self->canvas, n);
          return TRUE;
        }
      if (bh_xml_node_is (n, "box") || bh_xml_node_is (n, "track") || bh_xml_node_is (n, "hexgrid"))
        {
          gtk_stack_set_visible_child_name (self->sidebar_stack, bh_xml_node_is (n, "box") ? "boxes"
                                            : bh_xml_node_is (n, "track") ? "tracks" : "grids");
          self->item = n;
          bh_board_canvas_clear_selection (self->canvas);
          fill_lists (self);
          rebuild_inspector (self);
          return TRUE;
        }
    }
  return FALSE;
}

/* ---- edits ------------------------------------------------------------------------------------------ */

static const char *
default_space_kind (BhBoardEditor *self, char **owned)
{
  GPtrArray *selection = bh_board_canvas_get_selection (self->canvas);
  xmlNode *kinds = bh_xml_first (bh_document_get_root (self->document, BH_FILE_GAME), "space-kinds");

  /* Like the space selected last, else the first kind that is a point. */
  for (guint i = selection->len; i > 0; i--)
    if (bh_xml_node_is (g_ptr_array_index (selection, i - 1), "space"))
      return *owned = bh_xml_get (g_ptr_array_index (selection, i - 1), "kind");
  BH_XML_FOREACH (kind, kinds)
    {
      g_autofree char *shape = bh_xml_get (kind, "shape");

      if (g_strcmp0 (shape, "area") != 0)
        return *owned = bh_xml_get (kind, "id");
    }
  return *owned = bh_xml_get (bh_xml_first (kinds, "space-kind"), "id");
}

xmlNode *
bh_board_editor_add_space (BhBoardEditor *self, double x, double y)
{
  xmlNode *spaces = board_section (self, "spaces");
  g_autofree char *kind = NULL;
  g_autofree char *id = bh_document_unique_id (self->document, BH_FILE_BOARD, "space|box", "new-space");
  g_autofree char *name = NULL;
  g_autofree char *lat_text = NULL;
  g_autofree char *lon_text = NULL;
  double lat, lon;
  xmlNode *space;
  guint n = 1;

  default_space_kind (self, &kind);
  if (spaces == NULL || kind == NULL)
    return NULL;
  for (const char *suffix = strrchr (id, '-'); suffix && g_ascii_isdigit (suffix[1]); suffix = NULL)
    n = atoi (suffix + 1);
  name = n > 1 ? g_strdup_printf (_("New Space %u"), n) : g_strdup (_("New Space"));
  bh_board_canvas_unproject (self->canvas, x, y, &lat, &lon);
  lat_text = bh_xml_format_number (round (lat * 10000) / 10000, 4);
  lon_text = bh_xml_format_number (round (lon * 10000) / 10000, 4);
  space = bh_inspector_new_element (spaces, "space", "name", name);
  bh_xml_set_attrs (space, "id", id, "kind", kind, "lat", lat_text, "lon", lon_text, NULL);
  /* Where it was clicked, exactly; the historical place is an estimate. */
  {
    g_autofree char *x_text = bh_xml_format_number (round (x * 10) / 10, 1);
    g_autofree char *y_text = bh_xml_format_number (round (y * 10) / 10, 1);

    bh_xml_set_attrs (space, "x", x_text, "y", y_text, NULL);
  }
  bh_inspector_mark_new (space);
  bh_document_perform (self->document, bh_edit_insert (spaces, space), _("Add Space"));
  self->item = NULL;
  bh_board_canvas_select (self->canvas, space, FALSE);
  return space;
}

xmlNode *
bh_board_editor_connect (BhBoardEditor *self, xmlNode *from, xmlNode *to)
{
  xmlNode *connections = board_section (self, "connections");
  g_autofree char *from_id = bh_xml_get (from, "id");
  g_autofree char *to_id = bh_xml_get (to, "id");
  g_autofree char *kind = NULL;
  xmlNode *connection;

  if (connections == NULL || from_id == NULL || to_id == NULL || g_str_equal (from_id, to_id))
    return NULL;
  /* Already joined: show that connection instead of a second one. */
  BH_XML_FOREACH (c, connections)
    {
      g_autofree char *a = bh_xml_get (c, "from");
      g_autofree char *b = bh_xml_get (c, "to");

      if ((g_strcmp0 (a, from_id) == 0 && g_strcmp0 (b, to_id) == 0) ||
          (g_strcmp0 (a, to_id) == 0 && g_strcmp0 (b, from_id) == 0))
        {
          bh_board_canvas_select (self->canvas, c, FALSE);
          return c;
        }
    }
  kind = g_strdup (self->last_connection_kind);
  if (kind == NULL || bh_document_find (self->document, BH_FILE_GAME, "connection-kind", "id", kind) == NULL)
    {
      g_free (kind);
      kind = bh_xml_get (bh_xml_first (bh_xml_first (bh_document_get_root (self->document, BH_FILE_GAME),
                                                      "connection-kinds"), "connection-kind"), "id");
    }
  if (kind == NULL)
    return NULL;
  connection = bh_xml_new_element (connections->doc, "connection");
  bh_xml_set_attrs (connection, "from", from_id, "to", to_id, "kind", kind, NULL);
  bh_inspector_mark_new (connection);
  bh_document_perform (self->document, bh_edit_insert (connections, connection), _("Connect Spaces"));
  bh_board_canvas_select (self->canvas, connection, FALSE);
  return connection;
}

void
bh_board_editor_delete_selection (BhBoardEditor *self)
{
  GPtrArray *selection = bh_board_canvas_get_selection (self->canvas);
  g_autoptr(GPtrArray) doomed = g_ptr_array_new ();
  BhEditCommand *group;
  guint spaces = 0;

  if (self->document == NULL)
    return;
  if (self->item != NULL)
    {
      xmlNode *item = self->item;

      self->item = NULL;
      bh_document_perform (self->document, bh_edit_remove (item),
                           bh_xml_node_is (item, "box") ? _("Delete Box")
                           : bh_xml_node_is (item, "track") ? _("Delete Track") : _("Delete Grid"));
      return;
    }
  if (selection->len == 0)
    return;
  /* Connections first (those selected and those of deleted spaces), each
   * once, then the spaces. */
  for (guint i = 0; i < selection->len; i++)
    {
      xmlNode *node = g_ptr_array_index (selection, i);

      if (bh_xml_node_is (node, "connection") && !g_ptr_array_find (doomed, node, NULL))
        g_ptr_array_add (doomed, node);
      if (bh_xml_node_is (node, "space"))
        {
          g_autoptr(GPtrArray) referrers = bh_references_find (self->document, node);

          for (guint k = 0; k < referrers->len; k++)
            if (bh_xml_node_is (g_ptr_array_index (referrers, k), "connection") &&
                !g_ptr_array_find (doomed, g_ptr_array_index (referrers, k), NULL))
              g_ptr_array_add (doomed, g_ptr_array_index (referrers, k));
        }
    }
  for (guint i = 0; i < selection->len; i++)
    if (bh_xml_node_is (g_ptr_array_index (selection, i), "space"))
      {
        g_ptr_array_add (doomed, g_ptr_array_index (selection, i));
        spaces++;
      }
  group = bh_edit_group (NULL);
  for (guint i = 0; i < doomed->len; i++)
    bh_edit_group_add (group, bh_edit_remove (g_ptr_array_index (doomed, i)));
  bh_document_perform (self->document, group,
                       spaces == 0 ? (doomed->len == 1 ? _("Delete Connection") : _("Delete Connections"))
                                   : spaces == 1 ? _("Delete Space") : _("Delete Spaces"));
}

static xmlNode *
ensure_section (BhBoardEditor *self, const char *name, xmlNode *first_child, const char *label)
{
  xmlNode *board = bh_document_get_root (self->document, BH_FILE_BOARD);
  xmlNode *section = bh_xml_first (board, name);

  if (section != NULL)
    {
      bh_document_perform (self->document, bh_edit_insert (section, first_child), label);
      return section;
    }
  /* The first box or track: the section comes with it. */
  {
    g_autofree char *ws = bh_xml_child_whitespace (board);

    section = bh_xml_new_element (board->doc, name);
    bh_xml_append (section, first_child, TRUE, ws + 1);
    bh_xml_close_block (section, ws + 1);
    bh_document_perform (self->document, bh_edit_insert (board, section), label);
  }
  return section;
}

static void
add_box_clicked (BhBoardEditor *self)
{
  xmlNode *board = bh_document_get_root (self->document, BH_FILE_BOARD);
  xmlNode *section = bh_xml_first (board, "boxes");
  g_autofree char *id = bh_document_unique_id (self->document, BH_FILE_BOARD, "space|box", "new-box");
  xmlNode *box = bh_inspector_new_element (section ? section : board, "box", "name", _("New Box"));

  bh_xml_set_attrs (box, "id", id, "kind", "holding", "visibility", "all", NULL);
  bh_inspector_mark_new (box);
  ensure_section (self, "boxes", box, _("Add Box"));
  self->item = box;
  fill_lists (self);
  rebuild_inspector (self);
}

static void
add_track_clicked (BhBoardEditor *self)
{
  xmlNode *board = bh_document_get_root (self->document, BH_FILE_BOARD);
  xmlNode *section = bh_xml_first (board, "tracks");
  g_autofree char *id = bh_document_unique_id (self->document, BH_FILE_BOARD, "track|marker", "new-track");
  xmlNode *track = bh_inspector_new_element (section ? section : board, "track", "name", _("New Track"));
  xmlNode *marker = bh_xml_new_element (board->doc, "marker");
  gboolean block = bh_xml_uses_block_style (track);

  bh_xml_set_attrs (track, "id", id, "min", "0", "max", "10", NULL);
  bh_inspector_mark_new (track);
  bh_xml_set_attrs (marker, "id", id, NULL);
  bh_inspector_mark_new (marker);
  bh_xml_append (marker, bh_xml_new_text_element (board->doc, "name", _("New Track")), FALSE, "");
  if (block)
    {
      /* Before the blank that closes the block. */
      g_autofree char *indent = section ? bh_xml_indent_of (bh_xml_first (section, NULL)) : g_strdup ("    ");
      g_autofree char *ws = g_strconcat ("\n", indent, "  ", NULL);
      xmlNode *blank = xmlNewDocText (board->doc, (const xmlChar *) ws);

      bh_xml_link_after (track, track->last->prev, blank);
      bh_xml_link_after (track, blank, marker);
    }
  else
    {
      g_autofree char *indent = section ? bh_xml_indent_of (bh_xml_first (section, NULL)) : g_strdup ("    ");

      bh_xml_append (track, marker, TRUE, indent);
      if (bh_xml_closes_on_own_line (section ? bh_xml_first (section, "track") : NULL))
        bh_xml_close_block (track, indent);
    }
  ensure_section (self, "tracks", track, _("Add Track"));
  self->item = track;
  fill_lists (self);
  rebuild_inspector (self);
}

/* ---- toolbar ----------------------------------------------------------------------------------------- */

static void
tool_toggled (GtkToggleButton *button, BhBoardEditor *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  bh_board_canvas_set_tool (self->canvas, button == self->add_tool ? BH_CANVAS_TOOL_ADD_SPACE
                                          : button == self->connect_tool ? BH_CANVAS_TOOL_CONNECT
                                          : BH_CANVAS_TOOL_SELECT);
  update_hint (self);
}

static void
snap_toggled (GtkToggleButton *button, BhBoardEditor *self)
{
  bh_board_canvas_set_grid (self->canvas, gtk_toggle_button_get_active (button) ? GRID : 0);
}

static void
layers_toggled (BhBoardEditor *self)
{
  bh_board_canvas_set_show_geography (self->canvas, gtk_toggle_button_get_active (self->geography_toggle));
  bh_board_canvas_set_show_labels (self->canvas, gtk_toggle_button_get_active (self->labels_toggle));
}

static void
delete_clicked (BhBoardEditor *self)
{
  bh_board_editor_delete_selection (self);
}

static void
zoom_in_clicked (BhBoardEditor *self)
{
  bh_board_canvas_zoom_in (self->canvas);
}

static void
zoom_out_clicked (BhBoardEditor *self)
{
  bh_board_canvas_zoom_out (self->canvas);
}

static void
zoom_fit_clicked (BhBoardEditor *self)
{
  bh_board_canvas_zoom_to_fit (self->canvas);
}

static void
canvas_selection_changed (BhBoardEditor *self)
{
  GPtrArray *selection = bh_board_canvas_get_selection (self->canvas);

  if (selection->len > 0)
    self->item = NULL;
  /* New connections take the kind of the one looked at last. */
  if (selection->len == 1 && bh_xml_node_is (g_ptr_array_index (selection, 0), "connection"))
    {
      g_free (self->last_connection_kind);
      self->last_connection_kind = bh_xml_get (g_ptr_array_index (selection, 0), "kind");
    }
  sync_list_selection (self);
  update_hint (self);
  if (!self->syncing)
    rebuild_inspector (self);
}

static void
canvas_tool_reset (BhBoardEditor *self)
{
  gtk_toggle_button_set_active (self->select_tool, TRUE);
}

static void
canvas_add_space (BhBoardEditor *self, double x, double y)
{
  bh_board_editor_add_space (self, x, y);
}

static void
canvas_connect_spaces (BhBoardEditor *self, gpointer from, gpointer to)
{
  bh_board_editor_connect (self, from, to);
}

static void
align_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhBoardEditor *self = BH_BOARD_EDITOR (widget);

  bh_board_canvas_align_selection (self->canvas, g_variant_get_string (parameter, NULL));
}

static void
tool_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhBoardEditor *self = BH_BOARD_EDITOR (widget);
  const char *tool = g_variant_get_string (parameter, NULL);

  gtk_toggle_button_set_active (g_str_equal (tool, "add") ? self->add_tool
                                : g_str_equal (tool, "connect") ? self->connect_tool : self->select_tool, TRUE);
}

static void
bh_board_editor_dispose (GObject *object)
{
  BhBoardEditor *self = BH_BOARD_EDITOR (object);

  bh_document_follow (&self->document, &self->changed_id, NULL, NULL, NULL);
  g_clear_object (&self->form);
  gtk_widget_dispose_template (GTK_WIDGET (self), BH_TYPE_BOARD_EDITOR);
  G_OBJECT_CLASS (bh_board_editor_parent_class)->dispose (object);
}

static void
bh_board_editor_finalize (GObject *object)
{
  BhBoardEditor *self = BH_BOARD_EDITOR (object);

  g_ptr_array_unref (self->inspected);
  g_hash_table_unref (self->expanded);
  g_free (self->last_connection_kind);
  G_OBJECT_CLASS (bh_board_editor_parent_class)->finalize (object);
}

static void
bh_board_editor_class_init (BhBoardEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bh_board_editor_dispose;
  object_class->finalize = bh_board_editor_finalize;

  g_type_ensure (BH_TYPE_BOARD_CANVAS);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/blockhouse/Blockhouse/Editor/bh-board-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, select_tool);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, add_tool);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, connect_tool);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, snap_toggle);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, geography_toggle);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, labels_toggle);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, align_button);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, delete_button);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, hint_label);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, sidebar_stack);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, space_search);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, space_list);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, box_list);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, track_list);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, grid_list);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, grids_page);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, canvas);
  gtk_widget_class_bind_template_child (widget_class, BhBoardEditor, inspector_scroll);
  gtk_widget_class_bind_template_callback (widget_class, tool_toggled);
  gtk_widget_class_bind_template_callback (widget_class, snap_toggled);
  gtk_widget_class_bind_template_callback (widget_class, layers_toggled);
  gtk_widget_class_bind_template_callback (widget_class, delete_clicked);
  gtk_widget_class_bind_template_callback (widget_class, zoom_in_clicked);
  gtk_widget_class_bind_template_callback (widget_class, zoom_out_clicked);
  gtk_widget_class_bind_template_callback (widget_class, zoom_fit_clicked);
  gtk_widget_class_bind_template_callback (widget_class, search_changed);
  gtk_widget_class_bind_template_callback (widget_class, space_row_activated);
  gtk_widget_class_bind_template_callback (widget_class, item_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_page_changed);
  gtk_widget_class_bind_template_callback (widget_class, add_box_clicked);
  gtk_widget_class_bind_template_callback (widget_class, add_track_clicked);
  gtk_widget_class_bind_template_callback (widget_class, canvas_selection_changed);
  gtk_widget_class_bind_template_callback (widget_class, canvas_add_space);
  gtk_widget_class_bind_template_callback (widget_class, canvas_tool_reset);
  gtk_widget_class_bind_template_callback (widget_class, canvas_connect_spaces);

  gtk_widget_class_install_action (widget_class, "board.align", "s", align_action);
  gtk_widget_class_install_action (widget_class, "board.tool", "s", tool_action);
}

static void
bh_board_editor_init (BhBoardEditor *self)
{
  self->inspected = g_ptr_array_new ();
  self->expanded = g_hash_table_new (NULL, NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "map", G_CALLBACK (refresh_when_shown), self);
  gtk_list_box_set_filter_func (self->space_list, space_filter, self, NULL);
  /* Tool keys only while the board has the focus, not in entries. */
  {
    GtkEventController *shortcuts = gtk_shortcut_controller_new ();
    static const struct { guint key; const char *tool; } keys[] = {
      { GDK_KEY_s, "select" }, { GDK_KEY_a, "add" }, { GDK_KEY_c, "connect" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
      {
        GtkShortcut *shortcut = gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key, 0),
                                                  gtk_named_action_new ("board.tool"));

        gtk_shortcut_set_arguments (shortcut, g_variant_new_string (keys[i].tool));
        gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), shortcut);
      }
    gtk_widget_add_controller (GTK_WIDGET (self->canvas), shortcuts);
  }
  bh_board_canvas_set_grid (self->canvas, GRID);
  update_hint (self);
}

static void
refresh_when_shown (GtkWidget *widget, BhBoardEditor *self)
{
  if (!self->stale || self->document == NULL)
    return;
  self->stale = FALSE;
  if (self->item != NULL && !bh_xml_is_attached (self->item))
    self->item = NULL;
  fill_lists (self);
  rebuild_inspector (self);
}
