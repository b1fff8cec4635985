/* bh-game-editor.c — the Game page. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bh-form.h"
#include "bh-game-editor.h"
#include "bh-sidebar.h"
#include "bh-inspector.h"
#include "bh-provenance-row.h"
#include "bh-xml-edit.h"

struct _BhGameEditor
{
  GtkBox parent_instance;

  GtkWidget *list;
  GtkWidget *content;
  GtkWidget *add_button;
  GtkWidget *remove_button;

  BhDocument *document;
  gulong changed_id;
  BhForm *form;
  xmlNode *selected;
  gboolean filling;
  gboolean stale;            /* changed while hidden: refresh when shown */
};

G_DEFINE_FINAL_TYPE (BhGameEditor, bh_game_editor, GTK_TYPE_BOX)

/* The sections of game.xml whose items the page lists. */
static const struct {
  const char *section;
  const char *element;
  const char *title;
  const char *singular;
} sections[] = {
  { "sides", "side", N_("Sides"), N_("Side") },
  { "nations", "nation", N_("Nations"), N_("Nation") },
  { "terrains", "terrain", N_("Terrains"), N_("Terrain") },
  { "space-kinds", "space-kind", N_("Kinds of Space"), N_("Kind of Space") },
  { "connection-kinds", "connection-kind", N_("Kinds of Connection"), N_("Kind of Connection") },
  { "feature-kinds", "feature-kind", N_("Kinds of Feature"), N_("Kind of Feature") },
  { "dice", "die", N_("Dice"), N_("Die") },
  { "sequence", "phase", N_("Sequence of Play"), N_("Phase") },
};

static void rebuild_content (BhGameEditor *self);

static const char *
item_title (xmlNode *node)
{
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (bh_xml_node_is (node, sections[i].element))
      return _(sections[i].singular);
  return "";
}

static char *
label_of (xmlNode *node)
{
  g_autofree char *name = bh_xml_dup_child_text (node, bh_xml_node_is (node, "game") ? "title" : "name");
  g_autofree char *id = bh_xml_get (node, "id");

  return g_strdup (name ? name : id ? id : "?");
}

static const char *
section_title (xmlNode *node)
{
  if (bh_xml_node_is (node, "game"))
    return _("Game");
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    if (bh_xml_node_is (node, sections[i].element))
      return _(sections[i].title);
  return "";
}

/* ---- the list ------------------------------------------------------------------- */

static GtkWidget *
item_row (BhGameEditor *self, xmlNode *node)
{
  g_autofree char *name = label_of (node);
  g_autofree char *id = bh_xml_get (node, "id");
  g_autofree char *colour = bh_xml_get (node, "colour");
  GtkWidget *swatch = NULL;

  if (colour != NULL)
    {
      /* A swatch of the item's colour. */
      GdkRGBA rgba;

      swatch = gtk_color_button_new ();
      if (gdk_rgba_parse (&rgba, colour))
        gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (swatch), &rgba);
      gtk_widget_set_can_target (swatch, FALSE);
      gtk_widget_set_can_focus (swatch, FALSE);
      gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
      gtk_widget_add_css_class (swatch, "flat");
    }
  return bh_sidebar_row_new (node, swatch, name, id ? id : "game.xml");
}

static void
header_func (GtkListBoxRow *row, GtkListBoxRow *before, gpointer user_data)
{
  bh_sidebar_section_header (row, before, section_title);
}

static void
fill_list (BhGameEditor *self)
{
  GtkWidget *child;
  xmlNode *game;

  self->filling = TRUE;
  while ((child = gtk_widget_get_first_child (self->list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->list), child);
  if (self->document != NULL)
    {
      game = bh_document_get_root (self->document, BH_FILE_GAME);
      gtk_list_box_append (GTK_LIST_BOX (self->list), item_row (self, game));
      for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
        BH_XML_FOREACH (item, bh_xml_first (game, sections[i].section))
          if (bh_xml_node_is (item, sections[i].element))
            gtk_list_box_append (GTK_LIST_BOX (self->list), item_row (self, item));
      for (GtkWidget *row = gtk_widget_get_first_child (self->list); row; row = gtk_widget_get_next_sibling (row))
        if (g_object_get_data (G_OBJECT (row), "bh-node") == self->selected)
          gtk_list_box_select_row (GTK_LIST_BOX (self->list), GTK_LIST_BOX_ROW (row));
    }
  self->filling = FALSE;
}

static void
row_selected (GtkListBox *list, GtkListBoxRow *row, BhGameEditor *self)
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

/* ---- inspectors -------------------------------------------------------------------- */

static void
add (GtkWidget *group, GtkWidget *row)
{
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
}

static void
add_choice_of (BhGameEditor *self, GtkWidget *group, xmlNode *node, const char *attribute, const char *title,
               const char *element, const char *none_label)
{
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) labels = NULL;

  bh_form_list_ids (self->document, BH_FILE_GAME, element, &ids, &labels);
  add (group, bh_form_choice (self->form, node, attribute, title, (const char * const *) ids,
                              (const char * const *) labels, none_label, 0));
}

static void
inspect_game (BhGameEditor *self, GtkWidget *page, xmlNode *game)
{
  GtkWidget *group = bh_inspector_group (page, _("Game"), NULL);
  xmlNode *default_scenario = bh_xml_first (game, "default-scenario");
  xmlNode *description = bh_xml_first (game, "description");

  add (group, bh_form_text (self->form, game, "title", _("Title"), BH_FORM_REQUIRED));
  add (group, bh_form_text (self->form, game, "subtitle", _("Subtitle"), BH_FORM_OPTIONAL));
  add (group, bh_form_text (self->form, game, "credits", _("Credits"), BH_FORM_OPTIONAL));
  {
    /* Every file names the game by its id, and the library finds it by
     * its folder: the id is set when a game is created. */
    GtkWidget *row = adw_action_row_new ();
    g_autofree char *id = bh_xml_get (game, "id");

    adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Id"));
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), id ? id : "");
    gtk_widget_set_tooltip_text (row, _("Set when the game is created: every file and the folder name use it"));
    add (group, row);
  }
  if (default_scenario != NULL)
    {
      GStrvBuilder *builder = g_strv_builder_new ();
      g_auto(GStrv) ids = NULL;

      for (guint i = 0; i < bh_document_get_n_scenarios (self->document); i++)
        {
          g_autofree char *id = bh_xml_get (xmlDocGetRootElement (bh_document_get_scenario (self->document, i)), "id");

          if (id != NULL)
            g_strv_builder_add (builder, id);
        }
      ids = g_strv_builder_end (builder);
      g_strv_builder_unref (builder);
      add (group, bh_form_choice (self->form, default_scenario, "ref", _("Default Scenario"),
                                  (const char * const *) ids, NULL, NULL, BH_FORM_REQUIRED));
    }
  if (description != NULL)
    {
      group = bh_inspector_group (page, _("Description"), NULL);
      add (group, bh_form_text_view (self->form, description));
    }
  bh_inspector_add_props (self->form, page, game, _("Rule Constants"));
  bh_inspector_add_provenance (self->form, page, game, FALSE);
}

static void
inspect_item (BhGameEditor *self, GtkWidget *page, xmlNode *item)
{
  GtkWidget *group = bh_inspector_group (page, item_title (item), NULL);
  gboolean has_props = FALSE;

  add (group, bh_form_text (self->form, item, "name", _("Name"), BH_FORM_REQUIRED));
  if (bh_xml_node_is (item, "side"))
    add (group, bh_form_text (self->form, item, "short-name", _("Short Name"), BH_FORM_OPTIONAL));
  add (group, bh_form_entry (self->form, item, "id", _("Id"), BH_FORM_REQUIRED | BH_FORM_ID));

  if (bh_xml_node_is (item, "side") || bh_xml_node_is (item, "nation") || bh_xml_node_is (item, "terrain") ||
      bh_xml_node_is (item, "connection-kind"))
    add (group, bh_form_colour (self->form, item, "colour", _("Colour"), NULL, NULL, BH_FORM_REQUIRED));

  if (bh_xml_node_is (item, "nation"))
    {
      add_choice_of (self, group, item, "side", _("Side"), "side", _("No side (nonaligned)"));
      add (group, bh_form_entry (self->form, item, "abbrev", _("Abbreviation"), BH_FORM_OPTIONAL));
      has_props = TRUE;
    }
  else if (bh_xml_node_is (item, "space-kind"))
    {
      static const char *shapes[] = { "circle", "square", "area", "hex", NULL };
      const char *shape_labels[] = { _("Circle"), _("Square"), _("Area (outline)"), _("Hex"), NULL };

      add (group, bh_form_choice (self->form, item, "shape", _("Shape"), shapes, shape_labels, NULL,
                                  BH_FORM_REQUIRED));
      add (group, bh_form_switch (self->form, item, "water", _("Water"), _("Rivers and lakes"), FALSE));
      has_props = TRUE;
    }
  else if (bh_xml_node_is (item, "connection-kind"))
    {
      static const char *styles[] = { "solid", "dashed", "dotted", "double", NULL };
      const char *style_labels[] = { _("Solid"), _("Dashed"), _("Dotted"), _("Double"), NULL };

      add (group, bh_form_choice (self->form, item, "style", _("Line"), styles, style_labels, NULL,
                                  BH_FORM_REQUIRED));
      add (group, bh_form_entry (self->form, item, "cost", _("Movement Cost"), BH_FORM_INTEGER));
      has_props = TRUE;
    }
  else if (bh_xml_node_is (item, "feature-kind"))
    add (group, bh_form_choice (self->form, item, "symbol", _("Symbol"), bh_inspector_symbols (), NULL, NULL,
                                BH_FORM_REQUIRED));
  else if (bh_xml_node_is (item, "die"))
    {
      add (group, bh_form_spin (self->form, item, "faces", _("Faces"), 2, 100, 1, 0, 6));
      add_choice_of (self, group, item, "side", _("Belongs to"), "side", _("Everybody"));
    }
  else if (bh_xml_node_is (item, "phase"))
    {
      add (group, bh_form_entry (self->form, item, "rule", _("Rule"), BH_FORM_OPTIONAL));
      add_choice_of (self, group, item, "side", _("Side"), "side", _("Both sides"));
      has_props = TRUE;
    }
  if (has_props)
    bh_inspector_add_props (self->form, page, item, NULL);
  bh_inspector_add_provenance (self->form, page, item, FALSE);
}

static void
rebuild_content (BhGameEditor *self)
{
  GtkWidget *page, *clamp;

  g_clear_object (&self->form);
  if (self->selected != NULL && !bh_xml_is_attached (self->selected))
    self->selected = NULL;
  gtk_widget_set_sensitive (self->add_button, self->selected != NULL && !bh_xml_node_is (self->selected, "game"));
  gtk_widget_set_sensitive (self->remove_button, self->selected != NULL && !bh_xml_node_is (self->selected, "game"));
  if (self->document == NULL || self->selected == NULL)
    {
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->content), NULL);
      return;
    }
  self->form = bh_form_new (self->document);
  page = bh_inspector_page ();
  if (bh_xml_node_is (self->selected, "game"))
    inspect_game (self, page, self->selected);
  else
    inspect_item (self, page, self->selected);
  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), page);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->content), clamp);
}

/* ---- adding and removing ------------------------------------------------------------ */

static void
add_clicked (BhGameEditor *self)
{
  xmlNode *model = self->selected;
  xmlNode *copy;
  g_autofree char *old = NULL;
  g_autofree char *base = NULL;
  g_autofree char *id = NULL;

  if (model == NULL || bh_xml_node_is (model, "game"))
    return;
  /* A copy of the selected item, next to it. */
  old = bh_xml_get (model, "id");
  base = g_strdup_printf ("%s-copy", old ? old : "item");
  id = bh_document_unique_id (self->document, BH_FILE_GAME, (const char *) model->name, base);
  copy = xmlDocCopyNode (model, model->doc, 1);
  bh_xml_set_attr_at (copy, "id", id, NULL);
  bh_xml_set_attr_at (copy, "checked", NULL, NULL);
  bh_inspector_mark_new (copy);
  bh_document_perform (self->document, bh_edit_insert_after (model->parent, model, copy), _("Add"));
  bh_game_editor_select_node (self, copy);
}

static void
remove_clicked (BhGameEditor *self)
{
  xmlNode *item = self->selected;

  if (item == NULL || bh_xml_node_is (item, "game") || !bh_xml_is_attached (item))
    return;
  /* The last of a list that must hold one stays. */
  if (bh_xml_count (item->parent, (const char *) item->name) <= 1 && !bh_xml_node_is (item, "nation") &&
      !bh_xml_node_is (item, "feature-kind"))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  bh_document_perform (self->document, bh_edit_remove (item), _("Delete"));
}

/* ---- document ------------------------------------------------------------------------ */

static void refresh_when_shown (GtkWidget *widget, BhGameEditor *self);

static void
on_document_changed (BhDocument *document, gboolean structure, BhGameEditor *self)
{
  gboolean lost = self->selected != NULL && !bh_xml_is_attached (self->selected);

  /* A hidden page catches up when it is shown. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }

  if (!bh_document_change_touches (document, BH_FILE_GAME))
    {
      /* The default scenario is chosen among the scenarios. */
      if (bh_document_change_touches (document, BH_FILE_SCENARIO) && bh_xml_node_is (self->selected, "game"))
        rebuild_content (self);
      return;
    }
  fill_list (self);
  if (structure || lost)
    rebuild_content (self);
  else if (self->form != NULL)
    bh_form_refresh (self->form);
}

void
bh_game_editor_set_document (BhGameEditor *self, BhDocument *document)
{
  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_set_object (&self->document, document);
  self->selected = document ? bh_document_get_root (document, BH_FILE_GAME) : NULL;
  if (document != NULL)
    self->changed_id = g_signal_connect_after (document, "changed", G_CALLBACK (on_document_changed), self);
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
bh_game_editor_select_node (BhGameEditor *self, xmlNode *node)
{
  for (xmlNode *n = node; n != NULL && n->type == XML_ELEMENT_NODE; n = n->parent)
    {
      gboolean listed = bh_xml_node_is (n, "game");

      for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
        if (bh_xml_node_is (n, sections[i].element))
          listed = TRUE;
      if (listed)
        {
          self->selected = n;
          fill_list (self);
          rebuild_content (self);
          return TRUE;
        }
    }
  return FALSE;
}

static void
bh_game_editor_dispose (GObject *object)
{
  BhGameEditor *self = BH_GAME_EDITOR (object);

  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_clear_object (&self->document);
  g_clear_object (&self->form);
  G_OBJECT_CLASS (bh_game_editor_parent_class)->dispose (object);
}

static void
bh_game_editor_class_init (BhGameEditorClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bh_game_editor_dispose;
}

static void
bh_game_editor_init (BhGameEditor *self)
{
  BhSidebar layout;

  bh_sidebar_build (GTK_WIDGET (self), 280, &layout);
  g_signal_connect (self, "map", G_CALLBACK (refresh_when_shown), self);
  self->list = layout.list;
  self->content = layout.content;
  gtk_list_box_set_header_func (GTK_LIST_BOX (self->list), header_func, NULL, NULL);
  g_signal_connect (self->list, "row-selected", G_CALLBACK (row_selected), self);

  self->add_button = gtk_button_new_with_mnemonic (_("_Add Another"));
  gtk_widget_set_tooltip_text (self->add_button, _("Add an item like the selected one"));
  gtk_widget_set_hexpand (self->add_button, TRUE);
  g_signal_connect_swapped (self->add_button, "clicked", G_CALLBACK (add_clicked), self);
  self->remove_button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_set_tooltip_text (self->remove_button, _("Delete the Selected Item"));
  g_signal_connect_swapped (self->remove_button, "clicked", G_CALLBACK (remove_clicked), self);
  gtk_box_append (GTK_BOX (layout.buttons), self->add_button);
  gtk_box_append (GTK_BOX (layout.buttons), self->remove_button);
}

static void
refresh_when_shown (GtkWidget *widget, BhGameEditor *self)
{
  if (!self->stale || self->document == NULL)
    return;
  self->stale = FALSE;
  fill_list (self);
  rebuild_content (self);
}
