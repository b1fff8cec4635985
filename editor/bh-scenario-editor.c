/* bh-scenario-editor.c — the Scenarios page. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bh-board-canvas.h"
#include "bh-counter-preview.h"
#include "bh-form.h"
#include "bh-inspector.h"
#include "bh-provenance-row.h"
#include "bh-scenario-editor.h"
#include "bh-sidebar.h"
#include "bh-remove-button.h"
#include "bh-xml-edit.h"

struct _BhScenarioEditor
{
  GtkBox parent_instance;

  GtkWidget *scenario_list;
  GtkWidget *duplicate_button;
  GtkWidget *title_label;
  BhBoardCanvas *canvas;
  GtkWidget *panel_stack;
  GtkWidget *palette_search;
  GtkWidget *palette;
  GtkWidget *setup_scroll;
  GtkWidget *placements_scroll;

  BhDocument *document;
  gulong changed_id;
  xmlDoc *scenario;
  char *scenario_id;
  xmlNode *focus_location;    /* placements shown for this space/box only */
  BhForm *setup_form;
  BhForm *placements_form;
  GPtrArray *place_rows;      /* the placement rows shown */
  GStrv location_ids;         /* spaces and boxes, for the placements */
  GHashTable *expanded;       /* placements and options whose rows are open */
  GStrv location_labels;
  gboolean filling;
  gboolean stale;            /* changed while hidden: refresh when shown */
};

G_DEFINE_FINAL_TYPE (BhScenarioEditor, bh_scenario_editor, GTK_TYPE_BOX)

static void rebuild_setup (BhScenarioEditor *self);
static void rebuild_placements (BhScenarioEditor *self);
static void update_place_titles (BhScenarioEditor *self);
static void update_palette_counts (BhScenarioEditor *self);

static xmlNode *
scenario_root (BhScenarioEditor *self)
{
  return self->scenario ? xmlDocGetRootElement (self->scenario) : NULL;
}

static char *
label_of (xmlNode *node, const char *child)
{
  g_autofree char *text = bh_xml_dup_child_text (node, child);
  g_autofree char *id = bh_xml_get (node, "id");

  return g_strdup (text ? text : id ? id : "?");
}

/* How many of `unit` the scenario places. */
static int
count_placed (BhScenarioEditor *self, const char *unit)
{
  int total = 0;

  BH_XML_FOREACH (place, scenario_root (self))
    {
      g_autofree char *u = bh_xml_get (place, "unit");

      if (bh_xml_node_is (place, "place") && g_strcmp0 (u, unit) == 0)
        total += MAX (bh_xml_get_int (place, "count", 1), 0);
    }
  return total;
}

/* ---- scenarios --------------------------------------------------------------------- */

static void
fill_scenarios (BhScenarioEditor *self)
{
  GtkWidget *child;

  self->filling = TRUE;
  while ((child = gtk_widget_get_first_child (self->scenario_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->scenario_list), child);
  for (guint i = 0; self->document != NULL && i < bh_document_get_n_scenarios (self->document); i++)
    {
      xmlDoc *doc = bh_document_get_scenario (self->document, i);
      xmlNode *root = xmlDocGetRootElement (doc);
      g_autofree char *title = label_of (root, "title");
      const char *path = bh_document_get_path_of (self->document, doc);
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *escaped = g_markup_escape_text (title, -1);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), path + strlen ("scenarios/"));
      g_object_set_data (G_OBJECT (row), "bh-doc", doc);
      gtk_list_box_append (GTK_LIST_BOX (self->scenario_list), row);
      if (doc == self->scenario)
        gtk_list_box_select_row (GTK_LIST_BOX (self->scenario_list), GTK_LIST_BOX_ROW (row));
    }
  self->filling = FALSE;
}

static void
show_scenario (BhScenarioEditor *self, xmlDoc *doc)
{
  g_autofree char *title = NULL;

  self->scenario = doc;
  g_clear_pointer (&self->scenario_id, g_free);
  self->focus_location = NULL;
  if (doc != NULL)
    {
      self->scenario_id = bh_xml_get (xmlDocGetRootElement (doc), "id");
      title = label_of (xmlDocGetRootElement (doc), "title");
    }
  gtk_label_set_text (GTK_LABEL (self->title_label), title ? title : _("No Scenario"));
  gtk_widget_set_sensitive (self->duplicate_button, doc != NULL);
  bh_board_canvas_set_scenario (self->canvas, doc);
  fill_scenarios (self);
  rebuild_setup (self);
  rebuild_placements (self);
  update_palette_counts (self);
}

static void
scenario_selected (GtkListBox *list, GtkListBoxRow *row, BhScenarioEditor *self)
{
  xmlDoc *doc;

  if (self->filling || row == NULL)
    return;
  doc = g_object_get_data (G_OBJECT (row), "bh-doc");
  if (doc != self->scenario)
    show_scenario (self, doc);
}

gboolean
bh_scenario_editor_show_scenario (BhScenarioEditor *self, const char *id)
{
  xmlDoc *doc = self->document ? bh_document_find_scenario (self->document, id) : NULL;

  if (doc == NULL)
    return FALSE;
  show_scenario (self, doc);
  return TRUE;
}

const char *
bh_scenario_editor_get_scenario_id (BhScenarioEditor *self)
{
  return self->scenario ? self->scenario_id : NULL;
}

static xmlNode *
append_block (xmlNode *parent, xmlNode *child)
{
  bh_xml_append (parent, child, TRUE, "");
  return child;
}

char *
bh_scenario_editor_new_scenario (BhScenarioEditor *self, gboolean duplicate)
{
  const char *game_id = bh_document_get_game_id (self->document);
  g_autofree char *base = NULL;
  g_autofree char *id = NULL;
  g_autofree char *filename = NULL;
  xmlDoc *doc;
  xmlNode *root;

  if (duplicate && self->scenario == NULL)
    return NULL;
  base = duplicate ? g_strdup_printf ("%s-copy", self->scenario_id ? self->scenario_id : "scenario")
                   : g_strdup ("new-scenario");
  id = g_strdup (base);
  for (guint n = 2; bh_document_find_scenario (self->document, id) != NULL; n++)
    {
      g_free (id);
      id = g_strdup_printf ("%s-%u", base, n);
    }
  filename = g_strconcat (id, ".xml", NULL);

  if (duplicate)
    {
      xmlNode *title;

      doc = xmlCopyDoc (self->scenario, 1);
      root = xmlDocGetRootElement (doc);
      bh_xml_set_attr_at (root, "id", id, NULL);
      title = bh_xml_first (root, "title");
      if (title != NULL)
        {
          g_autofree char *old = bh_xml_dup_text (title);
          g_autofree char *text = g_strdup_printf (_("%s (copy)"), old);

          bh_xml_set_text (title, text);
        }
    }
  else
    {
      /* Built with libxml2, laid out as the shipped scenarios are. */
      xmlNode *game = bh_document_get_root (self->document, BH_FILE_GAME);
      g_autofree char *side = bh_xml_get (bh_xml_first (bh_xml_first (game, "sides"), "side"), "id");
      xmlNode *turn_track = bh_document_find (self->document, BH_FILE_BOARD, "track", "id", "turn");
      g_autofree char *first = g_strdup_printf ("%d", turn_track ? bh_xml_get_int (turn_track, "min", 1) : 1);
      g_autofree char *last = g_strdup_printf ("%d", turn_track ? bh_xml_get_int (turn_track, "max", 10) : 10);
      xmlNode *turns, *players;

      doc = xmlNewDoc ((const xmlChar *) "1.0");
      doc->encoding = xmlStrdup ((const xmlChar *) "UTF-8");
      root = xmlNewDocNode (doc, NULL, (const xmlChar *) "scenario", NULL);
      xmlDocSetRootElement (doc, root);
      bh_xml_set_attrs (root, "id", id, "game", game_id, NULL);
      bh_inspector_mark_new (root);
      append_block (root, bh_xml_new_text_element (doc, "title", _("New Scenario")));
      append_block (root, bh_xml_new_text_element (doc, "description", _("Describe the situation and the goals.")));
      turns = append_block (root, bh_xml_new_element (doc, "turns"));
      bh_xml_set_attrs (turns, "first", first, "last", last, NULL);
      bh_inspector_mark_new (turns);
      players = append_block (root, bh_xml_new_element (doc, "players"));
      bh_xml_set_attrs (players, "setup-first", side, "first", side, NULL);
      bh_inspector_mark_new (players);
      bh_xml_close_block (root, "");
    }
  bh_document_add_scenario (self->document, filename, doc,
                            duplicate ? _("Duplicate Scenario") : _("New Scenario"));
  bh_scenario_editor_show_scenario (self, id);
  return g_steal_pointer (&id);
}

static void
new_clicked (BhScenarioEditor *self)
{
  g_free (bh_scenario_editor_new_scenario (self, FALSE));
}

static void
duplicate_clicked (BhScenarioEditor *self)
{
  g_free (bh_scenario_editor_new_scenario (self, TRUE));
}

/* ---- placing -------------------------------------------------------------------------- */

xmlNode *
bh_scenario_editor_place (BhScenarioEditor *self, const char *unit, xmlNode *location)
{
  xmlNode *root = scenario_root (self);
  g_autofree char *at = bh_xml_get (location, "id");
  g_autofree char *label = NULL;
  xmlNode *type, *place;

  if (root == NULL || at == NULL)
    return NULL;
  type = bh_document_find (self->document, BH_FILE_COUNTERS, "unit-type", "id", unit);
  if (type == NULL)
    type = bh_document_find (self->document, BH_FILE_TABLES, "card", "id", unit);
  if (type == NULL)
    return NULL;
  {
    g_autofree char *name = label_of (type, bh_xml_node_is (type, "card") ? "title" : "name");
    g_autofree char *where = label_of (location, "name");

    label = g_strdup_printf (_("Place %s at %s"), name, where);
  }
  /* Another of the same at the same place, as the rulebook lists them. */
  BH_XML_FOREACH (existing, root)
    {
      g_autofree char *u = NULL;
      g_autofree char *a = NULL;

      if (!bh_xml_node_is (existing, "place"))
        continue;
      u = bh_xml_get (existing, "unit");
      a = bh_xml_get (existing, "at");
      if (g_strcmp0 (u, unit) == 0 && g_strcmp0 (a, at) == 0 && !bh_xml_has (existing, "face") &&
          !bh_xml_has (existing, "turn") && !bh_xml_has (existing, "zone") && !bh_xml_has (existing, "where"))
        {
          g_autofree char *count = g_strdup_printf ("%d", bh_xml_get_int (existing, "count", 1) + 1);

          bh_document_perform (self->document, bh_edit_set_attr (existing, "count", count), label);
          return existing;
        }
    }
  place = bh_xml_new_element (self->scenario, "place");
  bh_xml_set_attrs (place, "unit", unit, "at", at, NULL);
  bh_xml_set_attr_at (place, "source", "reconstructed", NULL);
  bh_xml_set_attr_at (place, "note", _("Placed in the editor."), NULL);
  bh_document_perform (self->document, bh_edit_insert (root, place), label);
  return place;
}

static void
unit_dropped (BhBoardCanvas *canvas, gpointer space, const char *unit, BhScenarioEditor *self)
{
  bh_scenario_editor_place (self, unit, space);
}

static void
canvas_selection_changed (BhBoardCanvas *canvas, BhScenarioEditor *self)
{
  GPtrArray *selection = bh_board_canvas_get_selection (canvas);
  xmlNode *focus = selection->len == 1 ? g_ptr_array_index (selection, 0) : NULL;

  if (focus == self->focus_location)
    return;
  self->focus_location = focus;
  rebuild_placements (self);
  if (focus != NULL)
    gtk_stack_set_visible_child_name (GTK_STACK (self->panel_stack), "placements");
}

/* ---- the palette ----------------------------------------------------------------------- */

static GdkContentProvider *
drag_prepare (GtkDragSource *source, double x, double y, GtkWidget *row)
{
  xmlNode *type = g_object_get_data (G_OBJECT (row), "bh-node");
  g_autofree char *id = bh_xml_get (type, "id");
  g_autofree char *payload = g_strconcat (BH_CANVAS_UNIT_PREFIX, id, NULL);

  return gdk_content_provider_new_typed (G_TYPE_STRING, payload);
}

static void
drag_begin (GtkDragSource *source, GdkDrag *drag, GtkWidget *row)
{
  GtkWidget *preview = g_object_get_data (G_OBJECT (row), "bh-preview");
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (preview);

  gtk_drag_source_set_icon (source, paintable, 20, 20);
}

static GtkWidget *
palette_row (BhScenarioEditor *self, xmlNode *type)
{
  g_autofree char *name = label_of (type, "name");
  GtkWidget *preview = bh_counter_preview_new (self->document, type, 0, 40);
  GtkWidget *row = bh_sidebar_row_new (type, preview, name, NULL);
  GtkWidget *count = g_object_get_data (G_OBJECT (row), "bh-caption");
  GtkDragSource *source = gtk_drag_source_new ();

  /* The palette's count is not dimmed like the other lists' captions. */
  gtk_widget_remove_css_class (count, "dim-label");
  gtk_box_append (GTK_BOX (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row))),
                  gtk_image_new_from_icon_name ("list-drag-handle-symbolic"));
  gtk_widget_set_tooltip_text (row, _("Drag onto a space or a box"));
  g_object_set_data (G_OBJECT (row), "bh-count", count);
  g_object_set_data (G_OBJECT (row), "bh-preview", preview);
  gtk_drag_source_set_actions (source, GDK_ACTION_COPY);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare), row);
  g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin), row);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
  return row;
}

static void
update_palette_counts (BhScenarioEditor *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (self->palette); row; row = gtk_widget_get_next_sibling (row))
    {
      xmlNode *type = g_object_get_data (G_OBJECT (row), "bh-node");
      GtkWidget *label = g_object_get_data (G_OBJECT (row), "bh-count");
      g_autofree char *id = NULL;
      g_autofree char *text = NULL;
      int placed, mix;

      if (!bh_xml_is_attached (type))
        continue;
      id = bh_xml_get (type, "id");
      placed = count_placed (self, id);
      mix = bh_xml_get_int (type, "count", 0);
      /* Translators: counters placed in this scenario of those in the box. */
      text = g_strdup_printf (_("%d of %d placed"), placed, mix);
      gtk_label_set_text (GTK_LABEL (label), text);
      gtk_widget_remove_css_class (label, "mix-over");
      gtk_widget_remove_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, placed > mix ? "mix-over" : "dim-label");
    }
}

static void
fill_palette (BhScenarioEditor *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->palette)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->palette), child);
  if (self->document == NULL)
    return;
  BH_XML_FOREACH (type, bh_document_get_root (self->document, BH_FILE_COUNTERS))
    if (bh_xml_node_is (type, "unit-type"))
      gtk_list_box_append (GTK_LIST_BOX (self->palette), palette_row (self, type));
  update_palette_counts (self);
}

static gboolean
palette_filter (GtkListBoxRow *row, gpointer user_data)
{
  BhScenarioEditor *self = user_data;
  const char *search = gtk_editable_get_text (GTK_EDITABLE (self->palette_search));
  xmlNode *type = g_object_get_data (G_OBJECT (row), "bh-node");
  g_autofree char *name = NULL;
  g_autofree char *haystack = NULL;
  g_autofree char *needle = NULL;
  g_autofree char *id = NULL;

  if (search == NULL || !*search)
    return TRUE;
  name = label_of (type, "name");
  id = bh_xml_get (type, "id");
  haystack = g_utf8_casefold (name, -1);
  needle = g_utf8_casefold (search, -1);
  return strstr (haystack, needle) != NULL || (id && strstr (id, needle) != NULL);
}

static void
palette_search_changed (BhScenarioEditor *self)
{
  gtk_list_box_invalidate_filter (GTK_LIST_BOX (self->palette));
}

static void
add_track_value (GtkButton *button, BhScenarioEditor *self)
{
  xmlNode *marker = g_object_get_data (G_OBJECT (button), "bh-node");
  xmlNode *track = marker->parent;
  g_autofree char *id = bh_xml_get (marker, "id");
  g_autofree char *value = g_strdup_printf ("%d", bh_xml_get_int (track, "min", 0));
  xmlNode *node = bh_xml_new_element (self->scenario, "track-value");

  bh_xml_set_attrs (node, "marker", id, "value", value, NULL);
  bh_inspector_mark_new (node);
  bh_document_perform (self->document, bh_edit_insert (scenario_root (self), node), _("Set a Starting Value"));
}

static void
add_track_values (BhScenarioEditor *self, GtkWidget *page, xmlNode *root)
{
  GtkWidget *group = bh_inspector_group (page, _("Starting Track Values"), _("Where each marker starts"));
  g_autoptr(GPtrArray) markers = bh_document_collect (self->document, BH_FILE_BOARD, "marker");

  for (guint i = 0; i < markers->len; i++)
    {
      xmlNode *marker = g_ptr_array_index (markers, i);
      g_autofree char *id = bh_xml_get (marker, "id");
      g_autofree char *name = label_of (marker, "name");
      g_autofree char *escaped = g_markup_escape_text (name, -1);
      xmlNode *value = NULL;
      GtkWidget *row;

      BH_XML_FOREACH (tv, root)
        {
          g_autofree char *m = bh_xml_get (tv, "marker");

          if (bh_xml_node_is (tv, "track-value") && g_strcmp0 (m, id) == 0)
            value = tv;
        }
      if (value != NULL)
        {
          xmlNode *track = marker->parent;

          row = bh_form_spin (self->setup_form, value, "value", escaped, bh_xml_get_int (track, "min", -9999),
                              bh_xml_get_int (track, "max", 9999), 1, 0, 0);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                     bh_remove_button_new (self->document, value, _("Leave to the Rules"), _("Remove Starting Value")));
        }
      else
        {
          GtkWidget *button = gtk_button_new_with_label (_("Set"));

          row = adw_action_row_new ();
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Not set"));
          gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
          gtk_widget_add_css_class (button, "flat");
          g_object_set_data (G_OBJECT (button), "bh-node", marker);
          g_signal_connect (button, "clicked", G_CALLBACK (add_track_value), self);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
        }
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
}

static void
add_option (GtkButton *button, BhScenarioEditor *self)
{
  xmlNode *root = scenario_root (self);
  g_autofree char *id = g_strdup_printf ("option-%u", bh_xml_count (root, "option") + 1);
  xmlNode *option = bh_inspector_new_element (root, "option", "name", _("New option"));

  bh_xml_set_attrs (option, "id", id, "default", "false", NULL);
  bh_inspector_mark_new (option);
  bh_document_perform (self->document, bh_edit_insert (root, option), _("Add Option"));
}

static void
add_options (BhScenarioEditor *self, GtkWidget *page, xmlNode *root)
{
  GtkWidget *group = bh_inspector_group (page, _("Options"), _("Chosen when a game starts"));
  GtkWidget *add = gtk_button_new_from_icon_name ("list-add-symbolic");

  gtk_widget_add_css_class (add, "flat");
  gtk_widget_set_tooltip_text (add, _("Add an Option"));
  g_signal_connect (add, "clicked", G_CALLBACK (add_option), self);
  adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), add);
  BH_XML_FOREACH (option, root)
    {
      GtkWidget *expander;
      g_autofree char *name = NULL;
      g_autofree char *escaped = NULL;

      if (!bh_xml_node_is (option, "option"))
        continue;
      name = label_of (option, "name");
      escaped = g_markup_escape_text (name, -1);
      expander = adw_expander_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), escaped);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_text (self->setup_form, option, "name", _("Name"), BH_FORM_REQUIRED));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_entry (self->setup_form, option, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_text (self->setup_form, option, "description", _("Description"),
                                              BH_FORM_OPTIONAL));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander),
                                bh_form_switch (self->setup_form, option, "default", _("On by Default"), NULL, FALSE));
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), bh_provenance_row_new (self->setup_form, option, FALSE));
      adw_expander_row_add_action (ADW_EXPANDER_ROW (expander),
                                   bh_remove_button_new (self->document, option, _("Remove This Option"), _("Remove Option")));
      bh_inspector_track_expansion (expander, option, self->expanded);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), expander);
    }
}

static void
add_texts (BhScenarioEditor *self, GtkWidget *page, xmlNode *root)
{
  xmlNode *victory = bh_xml_first (root, "victory");
  GtkWidget *group;

  BH_XML_FOREACH (rule, root)
    {
      xmlNode *text;
      g_autofree char *id = NULL;
      g_autofree char *title = NULL;

      if (!bh_xml_node_is (rule, "special-rule") || (text = bh_xml_first (rule, "text")) == NULL)
        continue;
      id = bh_xml_get (rule, "id");
      title = g_strdup_printf (_("Special Rule “%s”"), id ? id : "");
      group = bh_inspector_group (page, title, NULL);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), bh_form_text_view (self->setup_form, text));
    }
  if (victory != NULL && bh_xml_first (victory, "text") != NULL)
    {
      group = bh_inspector_group (page, _("Victory"), NULL);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 bh_form_text_view (self->setup_form, bh_xml_first (victory, "text")));
    }
}

static void
rebuild_setup (BhScenarioEditor *self)
{
  xmlNode *root = scenario_root (self);
  xmlNode *turns, *players, *description;
  GtkWidget *page, *group;
  g_auto(GStrv) side_ids = NULL;
  g_auto(GStrv) side_labels = NULL;

  g_clear_object (&self->setup_form);
  if (root == NULL)
    {
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->setup_scroll), NULL);
      return;
    }
  self->setup_form = bh_form_new (self->document);
  page = bh_inspector_page ();
  group = bh_inspector_group (page, _("Scenario"), NULL);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_text (self->setup_form, root, "title", _("Title"), BH_FORM_REQUIRED));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             bh_form_entry (self->setup_form, root, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));
  description = bh_xml_first (root, "description");
  if (description != NULL)
    {
      group = bh_inspector_group (page, _("Description"), NULL);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), bh_form_text_view (self->setup_form, description));
    }

  group = bh_inspector_group (page, _("Length and Sides"), NULL);
  turns = bh_xml_first (root, "turns");
  if (turns != NULL)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 bh_form_spin (self->setup_form, turns, "first", _("First Turn"), -99, 9999, 1, 0, 1));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 bh_form_spin (self->setup_form, turns, "last", _("Last Turn"), -99, 9999, 1, 0, 1));
    }
  players = bh_xml_first (root, "players");
  bh_form_list_ids (self->document, BH_FILE_GAME, "side", &side_ids, &side_labels);
  if (players != NULL)
    {
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 bh_form_choice (self->setup_form, players, "setup-first", _("Sets Up First"),
                                                 (const char * const *) side_ids, (const char * const *) side_labels,
                                                 NULL, BH_FORM_REQUIRED));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 bh_form_choice (self->setup_form, players, "first", _("Moves First"),
                                                 (const char * const *) side_ids, (const char * const *) side_labels,
                                                 NULL, BH_FORM_REQUIRED));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 bh_form_entry (self->setup_form, players, "min", _("Fewest Players"),
                                                BH_FORM_INTEGER));
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 bh_form_entry (self->setup_form, players, "max", _("Most Players"), BH_FORM_INTEGER));
    }
  add_track_values (self, page, root);
  add_options (self, page, root);
  add_texts (self, page, root);
  bh_inspector_add_props (self->setup_form, page, root, _("Settings the Rules Read"));
  bh_inspector_add_provenance (self->setup_form, page, root, FALSE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->setup_scroll), page);
}

/* ---- placements ------------------------------------------------------------------------------ */

static GdkDragAction
box_drop_enter (GtkDropTarget *target, double x, double y, GtkWidget *row)
{
  gtk_widget_add_css_class (row, "drop-target");
  return GDK_ACTION_COPY;
}

static void
box_drop_leave (GtkDropTarget *target, GtkWidget *row)
{
  gtk_widget_remove_css_class (row, "drop-target");
}

static gboolean
box_drop (GtkDropTarget *target, const GValue *value, double x, double y, GtkWidget *row)
{
  BhScenarioEditor *self = g_object_get_data (G_OBJECT (row), "bh-editor");
  xmlNode *box = g_object_get_data (G_OBJECT (row), "bh-node");
  const char *payload = G_VALUE_HOLDS_STRING (value) ? g_value_get_string (value) : NULL;

  gtk_widget_remove_css_class (row, "drop-target");
  if (payload == NULL || !g_str_has_prefix (payload, BH_CANVAS_UNIT_PREFIX))
    return FALSE;
  return bh_scenario_editor_place (self, payload + strlen (BH_CANVAS_UNIT_PREFIX), box) != NULL;
}

static int
pieces_at (BhScenarioEditor *self, const char *at)
{
  int total = 0;

  BH_XML_FOREACH (place, scenario_root (self))
    {
      g_autofree char *a = bh_xml_get (place, "at");

      if (bh_xml_node_is (place, "place") && g_strcmp0 (a, at) == 0)
        total += MAX (bh_xml_get_int (place, "count", 1), 0);
    }
  return total;
}

static void
show_all_clicked (GtkButton *button, BhScenarioEditor *self)
{
  self->focus_location = NULL;
  bh_board_canvas_clear_selection (self->canvas);
  rebuild_placements (self);
}

static void
box_row_activated (AdwActionRow *row, BhScenarioEditor *self)
{
  self->focus_location = g_object_get_data (G_OBJECT (row), "bh-node");
  rebuild_placements (self);
}

static void
set_place_title (BhScenarioEditor *self, GtkWidget *expander, xmlNode *place)
{
  g_autofree char *unit = bh_xml_get (place, "unit");
  g_autofree char *at = bh_xml_get (place, "at");
  xmlNode *type = bh_document_find (self->document, BH_FILE_COUNTERS, "unit-type", "id", unit);
  xmlNode *where = bh_document_find (self->document, BH_FILE_BOARD, "space", "id", at);
  g_autofree char *name = NULL;
  g_autofree char *where_name = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *escaped_title = NULL;
  g_autofree char *escaped_subtitle = NULL;

  if (type == NULL)
    type = bh_document_find (self->document, BH_FILE_TABLES, "card", "id", unit);
  if (where == NULL)
    where = bh_document_find (self->document, BH_FILE_BOARD, "box", "id", at);
  name = type ? label_of (type, bh_xml_node_is (type, "card") ? "title" : "name") : g_strdup (unit ? unit : "?");
  where_name = where ? label_of (where, "name") : g_strdup (at ? at : "?");
  title = g_strdup_printf ("%d × %s", MAX (bh_xml_get_int (place, "count", 1), 0), name);
  subtitle = g_strdup_printf (_("at %s"), where_name);
  escaped_title = g_markup_escape_text (title, -1);
  escaped_subtitle = g_markup_escape_text (subtitle, -1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (expander), escaped_title);
  adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (expander), escaped_subtitle);
}

static void
update_place_titles (BhScenarioEditor *self)
{
  for (guint i = 0; i < self->place_rows->len; i++)
    {
      GtkWidget *expander = g_ptr_array_index (self->place_rows, i);
      xmlNode *place = g_object_get_data (G_OBJECT (expander), "bh-node");

      if (bh_xml_is_attached (place))
        set_place_title (self, expander, place);
    }
}

static void
populate_place (AdwExpanderRow *expander, gpointer user_data)
{
  BhScenarioEditor *self = user_data;
  xmlNode *place = g_object_get_data (G_OBJECT (expander), "bh-node");
  g_autofree char *unit = bh_xml_get (place, "unit");
  xmlNode *type = bh_document_find (self->document, BH_FILE_COUNTERS, "unit-type", "id", unit);

  if (!bh_xml_is_attached (place) || self->placements_form == NULL)
    return;
  if (type == NULL)
    type = bh_document_find (self->document, BH_FILE_TABLES, "card", "id", unit);
  adw_expander_row_add_row (expander,
                            bh_form_spin (self->placements_form, place, "count", _("Count"), 0, 999, 1, 0, 1));
  adw_expander_row_add_row (expander,
                            bh_form_choice (self->placements_form, place, "at", _("Where"),
                                            (const char * const *) self->location_ids,
                                            (const char * const *) self->location_labels, NULL, BH_FORM_REQUIRED));
  if (type != NULL && bh_xml_count (type, "face") > 1)
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
      g_auto(GStrv) faces = NULL;

      BH_XML_FOREACH (face, type)
        {
          g_autofree char *id = bh_xml_get (face, "id");

          if (bh_xml_node_is (face, "face") && id != NULL)
            g_strv_builder_add (builder, id);
        }
      faces = g_strv_builder_end (builder);
      adw_expander_row_add_row (expander,
                                bh_form_choice (self->placements_form, place, "face", _("Face Up"),
                                                (const char * const *) faces, NULL, _("The front"), 0));
    }
  adw_expander_row_add_row (expander,
                            bh_form_entry (self->placements_form, place, "turn", _("Arrives on Turn"), BH_FORM_INTEGER));
  adw_expander_row_add_row (expander,
                            bh_form_entry (self->placements_form, place, "zone", _("Where the Player Chooses (in words)"),
                                           BH_FORM_OPTIONAL));
  adw_expander_row_add_row (expander,
                            bh_form_entry (self->placements_form, place, "where", _("Where the Player Chooses (for the rules)"),
                                           BH_FORM_OPTIONAL));
  adw_expander_row_add_row (expander, bh_provenance_row_new (self->placements_form, place, FALSE));
}

static GtkWidget *
place_row (BhScenarioEditor *self, xmlNode *place)
{
  g_autofree char *unit = bh_xml_get (place, "unit");
  xmlNode *type = bh_document_find (self->document, BH_FILE_COUNTERS, "unit-type", "id", unit);
  GtkWidget *expander = adw_expander_row_new ();

  g_object_set_data (G_OBJECT (expander), "bh-node", place);
  g_ptr_array_add (self->place_rows, expander);
  set_place_title (self, expander, place);
  if (type != NULL && bh_xml_node_is (type, "unit-type"))
    adw_expander_row_add_prefix (ADW_EXPANDER_ROW (expander), bh_counter_preview_new (self->document, type, 0, 32));
  adw_expander_row_add_action (ADW_EXPANDER_ROW (expander),
                               bh_remove_button_new (self->document, place, _("Remove This Placement"), _("Remove Placement")));
  /* What it holds is built when it opens: a setup has hundreds. */
  bh_inspector_lazy_rows (expander, populate_place, self);
  bh_inspector_track_expansion (expander, place, self->expanded);
  return expander;
}

static void
rebuild_placements (BhScenarioEditor *self)
{
  xmlNode *root = scenario_root (self);
  GtkWidget *page, *group;
  g_autoptr(GStrvBuilder) id_builder = NULL;
  g_autoptr(GStrvBuilder) label_builder = NULL;
  g_autofree char *focus_id = NULL;
  guint shown = 0;

  g_clear_object (&self->placements_form);
  g_ptr_array_set_size (self->place_rows, 0);
  if (self->focus_location != NULL && !bh_xml_is_attached (self->focus_location))
    self->focus_location = NULL;
  if (root == NULL)
    {
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->placements_scroll), NULL);
      return;
    }
  self->placements_form = bh_form_new (self->document);
  page = bh_inspector_page ();

  id_builder = g_strv_builder_new ();
  label_builder = g_strv_builder_new ();
  BH_XML_FOREACH (section, bh_document_get_root (self->document, BH_FILE_BOARD))
    BH_XML_FOREACH (item, section)
      if (bh_xml_node_is (item, "space") || bh_xml_node_is (item, "box"))
        {
          g_autofree char *id = bh_xml_get (item, "id");
          g_autofree char *name = label_of (item, "name");

          if (id == NULL)
            continue;
          g_strv_builder_add (id_builder, id);
          g_strv_builder_add (label_builder, name);
        }
  g_strfreev (self->location_ids);
  g_strfreev (self->location_labels);
  self->location_ids = g_strv_builder_end (id_builder);
  self->location_labels = g_strv_builder_end (label_builder);

  /* Boxes are off the map: they take drops here. */
  if (self->focus_location == NULL)
    {
      group = bh_inspector_group (page, _("Boxes"), _("Drop counters on a box to start them there"));
      BH_XML_FOREACH (box, bh_xml_first (bh_document_get_root (self->document, BH_FILE_BOARD), "boxes"))
        {
          GtkWidget *row = adw_action_row_new ();
          g_autofree char *name = label_of (box, "name");
          g_autofree char *escaped = g_markup_escape_text (name, -1);
          g_autofree char *id = bh_xml_get (box, "id");
          g_autofree char *count = g_strdup_printf ("%d", pieces_at (self, id));
          GtkWidget *badge = gtk_label_new (count);
          GtkDropTarget *target = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);

          if (!bh_xml_node_is (box, "box"))
            continue;
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), escaped);
          gtk_widget_add_css_class (badge, "dim-label");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), badge);
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
          gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
          g_object_set_data (G_OBJECT (row), "bh-node", box);
          g_object_set_data (G_OBJECT (row), "bh-editor", self);
          g_signal_connect (row, "activated", G_CALLBACK (box_row_activated), self);
          g_signal_connect (target, "enter", G_CALLBACK (box_drop_enter), row);
          g_signal_connect (target, "leave", G_CALLBACK (box_drop_leave), row);
          g_signal_connect (target, "drop", G_CALLBACK (box_drop), row);
          gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (target));
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }
    }

  if (self->focus_location != NULL)
    {
      g_autofree char *name = label_of (self->focus_location, "name");
      g_autofree char *title = g_strdup_printf (_("At %s"), name);
      GtkWidget *all = gtk_button_new_with_label (_("Show All"));

      focus_id = bh_xml_get (self->focus_location, "id");
      group = bh_inspector_group (page, title, _("Drop counters on the space to add them"));
      gtk_widget_add_css_class (all, "flat");
      g_signal_connect (all, "clicked", G_CALLBACK (show_all_clicked), self);
      adw_preferences_group_set_header_suffix (ADW_PREFERENCES_GROUP (group), all);
    }
  else
    group = bh_inspector_group (page, _("Placements"), _("Every counter the scenario sets up"));
  BH_XML_FOREACH (place, root)
    {
      g_autofree char *at = NULL;

      if (!bh_xml_node_is (place, "place"))
        continue;
      at = bh_xml_get (place, "at");
      if (focus_id != NULL && g_strcmp0 (at, focus_id) != 0)
        continue;
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), place_row (self, place));
      shown++;
    }
  if (shown == 0)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Nothing placed here yet"));
      gtk_widget_add_css_class (row, "dim-label");
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
    }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->placements_scroll), page);
}

/* ---- document -------------------------------------------------------------------------------- */

static gboolean
scenario_present (BhDocument *document, xmlDoc *doc)
{
  for (guint i = 0; i < bh_document_get_n_scenarios (document); i++)
    if (bh_document_get_scenario (document, i) == doc)
      return TRUE;
  return FALSE;
}

static void refresh_when_shown (GtkWidget *widget, BhScenarioEditor *self);

static void
on_document_changed (BhDocument *document, gboolean structure, BhScenarioEditor *self)
{
  g_autofree char *title = NULL;

  /* A hidden page catches up when it is shown. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }

  /* An undone "new scenario" takes its file out of the game. */
  if (self->scenario != NULL && !scenario_present (document, self->scenario))
    {
      show_scenario (self, bh_document_get_n_scenarios (document) ? bh_document_get_scenario (document, 0) : NULL);
      return;
    }
  if (self->scenario != NULL)
    {
      g_free (self->scenario_id);
      self->scenario_id = bh_xml_get (scenario_root (self), "id");
    }
  {
    gboolean mine = self->scenario != NULL && bh_document_change_touches_doc (document, self->scenario);
    gboolean board = bh_document_change_touches (document, BH_FILE_BOARD);
    gboolean counters = bh_document_change_touches (document, BH_FILE_COUNTERS);
    gboolean game = bh_document_change_touches (document, BH_FILE_GAME);

    if (bh_document_change_touches (document, BH_FILE_SCENARIO))
      fill_scenarios (self);
    if (counters && structure)
      fill_palette (self);
    else if (counters || mine)
      update_palette_counts (self);
    if (structure && (mine || board || game))
      rebuild_setup (self);
    else if (mine && self->setup_form != NULL)
      bh_form_refresh (self->setup_form);
    if (structure && (mine || board))
      rebuild_placements (self);
    else if (mine || board || counters)
      {
        if (self->placements_form != NULL)
          bh_form_refresh (self->placements_form);
        update_place_titles (self);
      }
  }
  title = scenario_root (self) ? label_of (scenario_root (self), "title") : NULL;
  gtk_label_set_text (GTK_LABEL (self->title_label), title ? title : _("No Scenario"));
}

void
bh_scenario_editor_set_document (BhScenarioEditor *self, BhDocument *document)
{
  xmlDoc *first = NULL;

  bh_document_follow (&self->document, &self->changed_id, document, G_CALLBACK (on_document_changed), self);
  bh_board_canvas_set_document (self->canvas, document);
  if (document != NULL)
    {
      g_autofree char *default_id =
        bh_xml_get (bh_xml_first (bh_document_get_root (document, BH_FILE_GAME), "default-scenario"), "ref");

      first = default_id ? bh_document_find_scenario (document, default_id) : NULL;
      if (first == NULL && bh_document_get_n_scenarios (document) > 0)
        first = bh_document_get_scenario (document, 0);
    }
  /* Built when first shown; which scenario "Play" starts is known now. */
  self->scenario = first;
  g_clear_pointer (&self->scenario_id, g_free);
  if (first != NULL)
    self->scenario_id = bh_xml_get (xmlDocGetRootElement (first), "id");
  if (document != NULL && !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  fill_palette (self);
  show_scenario (self, first);
}

gboolean
bh_scenario_editor_select_node (BhScenarioEditor *self, xmlNode *node)
{
  xmlNode *root = xmlDocGetRootElement (node->doc);
  g_autofree char *id = bh_xml_get (root, "id");

  if (node->doc != self->scenario && !bh_scenario_editor_show_scenario (self, id))
    return FALSE;
  if (bh_xml_node_is (node, "place"))
    {
      g_autofree char *at = bh_xml_get (node, "at");
      xmlNode *where = bh_document_find (self->document, BH_FILE_BOARD, "space", "id", at);

      if (where == NULL)
        where = bh_document_find (self->document, BH_FILE_BOARD, "box", "id", at);
      self->focus_location = where;
      if (where != NULL && bh_xml_node_is (where, "space"))
        {
          bh_board_canvas_select (self->canvas, where, FALSE);
          bh_board_canvas_reveal (self->canvas, where);
        }
      rebuild_placements (self);
      gtk_stack_set_visible_child_name (GTK_STACK (self->panel_stack), "placements");
    }
  else
    gtk_stack_set_visible_child_name (GTK_STACK (self->panel_stack), "setup");
  return TRUE;
}

BhBoardCanvas *
bh_scenario_editor_get_canvas (BhScenarioEditor *self)
{
  return self->canvas;
}

static void
zoom_fit_clicked (BhScenarioEditor *self)
{
  bh_board_canvas_zoom_to_fit (self->canvas);
}

static void
bh_scenario_editor_dispose (GObject *object)
{
  BhScenarioEditor *self = BH_SCENARIO_EDITOR (object);

  bh_document_follow (&self->document, &self->changed_id, NULL, NULL, NULL);
  g_clear_object (&self->setup_form);
  g_clear_object (&self->placements_form);
  g_clear_pointer (&self->scenario_id, g_free);
  g_clear_pointer (&self->place_rows, g_ptr_array_unref);
  g_clear_pointer (&self->location_ids, g_strfreev);
  g_clear_pointer (&self->expanded, g_hash_table_unref);
  g_clear_pointer (&self->location_labels, g_strfreev);
  G_OBJECT_CLASS (bh_scenario_editor_parent_class)->dispose (object);
}

static void
bh_scenario_editor_class_init (BhScenarioEditorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bh_scenario_editor_dispose;
}

static GtkWidget *
sidebar_button (const char *label, GCallback callback, gpointer data)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_hexpand (button, TRUE);
  g_signal_connect_swapped (button, "clicked", callback, data);
  return button;
}

static void
bh_scenario_editor_init (BhScenarioEditor *self)
{
  GtkWidget *sidebar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *centre = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *hint = gtk_label_new (_("Drag counters from the palette onto spaces; click a space to see what starts there"));
  GtkWidget *fit = gtk_button_new_from_icon_name ("zoom-fit-best-symbolic");
  GtkWidget *panel = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *switcher = gtk_stack_switcher_new ();
  GtkWidget *palette_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *palette_scroll = gtk_scrolled_window_new ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_HORIZONTAL);
  g_signal_connect (self, "map", G_CALLBACK (refresh_when_shown), self);
  self->place_rows = g_ptr_array_new ();
  self->expanded = g_hash_table_new (NULL, NULL);

  /* The scenarios */
  gtk_widget_set_size_request (sidebar, 240, -1);
  /* Rows inside would make it grow with the window. */
  gtk_widget_set_hexpand (sidebar, FALSE);
  gtk_widget_add_css_class (sidebar, "editor-sidebar");
  self->scenario_list = gtk_list_box_new ();
  gtk_widget_add_css_class (self->scenario_list, "navigation-sidebar");
  g_signal_connect (self->scenario_list, "row-selected", G_CALLBACK (scenario_selected), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), self->scenario_list);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_widget_set_margin_top (scrolled, 6);
  gtk_box_append (GTK_BOX (sidebar), scrolled);
  gtk_box_append (GTK_BOX (buttons), sidebar_button (_("_New"), G_CALLBACK (new_clicked), self));
  self->duplicate_button = sidebar_button (_("_Duplicate"), G_CALLBACK (duplicate_clicked), self);
  gtk_box_append (GTK_BOX (buttons), self->duplicate_button);
  gtk_widget_set_margin_top (buttons, 6);
  gtk_widget_set_margin_bottom (buttons, 8);
  gtk_widget_set_margin_start (buttons, 8);
  gtk_widget_set_margin_end (buttons, 8);
  gtk_box_append (GTK_BOX (sidebar), buttons);
  gtk_box_append (GTK_BOX (self), sidebar);
  gtk_box_append (GTK_BOX (self), gtk_separator_new (GTK_ORIENTATION_VERTICAL));

  /* The board with the setup on it */
  gtk_widget_add_css_class (toolbar, "toolbar");
  gtk_widget_add_css_class (toolbar, "editor-toolbar");
  self->title_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->title_label, "heading");
  gtk_label_set_ellipsize (GTK_LABEL (self->title_label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_label_set_ellipsize (GTK_LABEL (hint), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (hint, TRUE);
  gtk_widget_set_tooltip_text (fit, _("Show the Whole Board"));
  g_signal_connect_swapped (fit, "clicked", G_CALLBACK (zoom_fit_clicked), self);
  gtk_box_append (GTK_BOX (toolbar), self->title_label);
  gtk_box_append (GTK_BOX (toolbar), hint);
  gtk_box_append (GTK_BOX (toolbar), fit);
  gtk_box_append (GTK_BOX (centre), toolbar);
  gtk_box_append (GTK_BOX (centre), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  self->canvas = BH_BOARD_CANVAS (bh_board_canvas_new ());
  gtk_widget_set_hexpand (GTK_WIDGET (self->canvas), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self->canvas), TRUE);
  g_signal_connect (self->canvas, "unit-dropped", G_CALLBACK (unit_dropped), self);
  g_signal_connect (self->canvas, "selection-changed", G_CALLBACK (canvas_selection_changed), self);
  gtk_box_append (GTK_BOX (centre), GTK_WIDGET (self->canvas));
  gtk_box_append (GTK_BOX (self), centre);
  gtk_box_append (GTK_BOX (self), gtk_separator_new (GTK_ORIENTATION_VERTICAL));

  /* Palette, setup and placements */
  gtk_widget_set_size_request (panel, 370, -1);
  /* Rows inside would make it grow with the window. */
  gtk_widget_set_hexpand (panel, FALSE);
  self->panel_stack = gtk_stack_new ();
  gtk_widget_set_vexpand (self->panel_stack, TRUE);
  gtk_stack_switcher_set_stack (GTK_STACK_SWITCHER (switcher), GTK_STACK (self->panel_stack));
  gtk_widget_set_margin_top (switcher, 8);
  gtk_widget_set_margin_bottom (switcher, 8);
  gtk_widget_set_margin_start (switcher, 8);
  gtk_widget_set_margin_end (switcher, 8);
  gtk_box_append (GTK_BOX (panel), switcher);
  gtk_box_append (GTK_BOX (panel), self->panel_stack);

  self->palette_search = gtk_search_entry_new ();
  g_object_set (self->palette_search, "placeholder-text", _("Find a counter"), NULL);
  gtk_widget_set_margin_start (self->palette_search, 8);
  gtk_widget_set_margin_end (self->palette_search, 8);
  gtk_widget_set_margin_bottom (self->palette_search, 6);
  g_signal_connect_swapped (self->palette_search, "search-changed", G_CALLBACK (palette_search_changed), self);
  self->palette = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->palette), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->palette, "navigation-sidebar");
  gtk_list_box_set_filter_func (GTK_LIST_BOX (self->palette), palette_filter, self, NULL);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (palette_scroll), self->palette);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (palette_scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (palette_scroll, TRUE);
  gtk_box_append (GTK_BOX (palette_box), self->palette_search);
  gtk_box_append (GTK_BOX (palette_box), palette_scroll);
  gtk_stack_add_titled (GTK_STACK (self->panel_stack), palette_box, "counters", _("Counters"));

  self->setup_scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->setup_scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_stack_add_titled (GTK_STACK (self->panel_stack), self->setup_scroll, "setup", _("Setup"));
  self->placements_scroll = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->placements_scroll), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_stack_add_titled (GTK_STACK (self->panel_stack), self->placements_scroll, "placements", _("Placements"));
  gtk_box_append (GTK_BOX (self), panel);
}

static void
refresh_when_shown (GtkWidget *widget, BhScenarioEditor *self)
{
  if (!self->stale || self->document == NULL)
    return;
  self->stale = FALSE;
  if (self->scenario != NULL && !scenario_present (self->document, self->scenario))
    self->scenario = NULL;
  show_scenario (self, self->scenario ? self->scenario
                       : self->document && bh_document_get_n_scenarios (self->document) ? bh_document_get_scenario (self->document, 0)
                       : NULL);
  fill_palette (self);
}
