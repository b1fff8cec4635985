/* bh-form.c — property rows bound to the XML. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bh-form.h"
#include "bh-references.h"
#include "bh-xml-edit.h"

typedef enum {
  BIND_ENTRY,
  BIND_TEXT,
  BIND_OWN_TEXT,
  BIND_TEXT_VIEW,
  BIND_CHOICE,
  BIND_SPIN,
  BIND_SWITCH,
  BIND_COLOUR,
} BindKind;

typedef struct {
  BhForm *form;
  BindKind kind;
  xmlNode *node;
  char *attribute;
  char *child;
  BhFormFlags flags;
  GtkWidget *row;
  GtkWidget *control;     /* spin button, switch, colour button, text view */
  GtkWidget *reset;
  GStrv ids;
  double fallback;
  int digits;
  gboolean updating;
} Binding;

struct _BhForm
{
  GObject parent_instance;

  BhDocument *document;
  GPtrArray *bindings;
};

G_DEFINE_FINAL_TYPE (BhForm, bh_form, G_TYPE_OBJECT)

static void
binding_free (Binding *binding)
{
  g_free (binding->attribute);
  g_free (binding->child);
  g_strfreev (binding->ids);
  g_free (binding);
}

static void
bh_form_dispose (GObject *object)
{
  BhForm *self = BH_FORM (object);

  g_clear_object (&self->document);
  G_OBJECT_CLASS (bh_form_parent_class)->dispose (object);
}

static void
bh_form_finalize (GObject *object)
{
  BhForm *self = BH_FORM (object);

  g_ptr_array_unref (self->bindings);
  G_OBJECT_CLASS (bh_form_parent_class)->finalize (object);
}

static void
bh_form_class_init (BhFormClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bh_form_dispose;
  G_OBJECT_CLASS (klass)->finalize = bh_form_finalize;
}

static void
bh_form_init (BhForm *self)
{
  self->bindings = g_ptr_array_new_with_free_func ((GDestroyNotify) binding_free);
}

BhForm *
bh_form_new (BhDocument *document)
{
  BhForm *self = g_object_new (BH_TYPE_FORM, NULL);

  self->document = g_object_ref (document);
  return self;
}

BhDocument *
bh_form_get_document (BhForm *self)
{
  return self->document;
}

static void
on_row_destroyed (gpointer data, GObject *where_the_object_was)
{
  Binding *binding = data;

  binding->row = NULL;
  binding->control = NULL;
}

static Binding *
bind (BhForm *self, BindKind kind, GtkWidget *row, xmlNode *node, const char *attribute, BhFormFlags flags)
{
  Binding *binding = g_new0 (Binding, 1);

  binding->form = self;
  binding->kind = kind;
  binding->row = row;
  binding->node = node;
  binding->attribute = g_strdup (attribute);
  binding->flags = flags;
  g_ptr_array_add (self->bindings, binding);
  /* The rows keep the form alive; the form forgets rows that are gone. */
  g_object_set_data_full (G_OBJECT (row), "bh-form", g_object_ref (self), g_object_unref);
  g_object_weak_ref (G_OBJECT (row), on_row_destroyed, binding);
  return binding;
}

gboolean
bh_form_is_valid_id (const char *text)
{
  static GRegex *regex;

  if (regex == NULL)
    regex = g_regex_new ("^[A-Za-z0-9][A-Za-z0-9_\\-]{0,63}$", G_REGEX_OPTIMIZE, 0, NULL);
  return text != NULL && g_regex_match (regex, text, 0, NULL);
}

static gboolean
valid_number (const char *text, gboolean integer)
{
  char *end = NULL;

  if (text == NULL || !*text)
    return FALSE;
  if (integer)
    {
      g_ascii_strtoll (text, &end, 10);
      return *end == '\0';
    }
  g_ascii_strtod (text, &end);
  return *end == '\0';
}

static char *
element_label (xmlNode *node)
{
  g_autofree char *name = bh_xml_dup_child_text (node, "name");
  g_autofree char *id = bh_xml_get (node, "id");

  return g_strdup (name ? name : id ? id : (const char *) node->name);
}

static void
perform (Binding *binding, BhEditCommand *command, const char *what)
{
  g_autofree char *label = g_strdup_printf (_("Change %s"), what);

  bh_document_perform (binding->form->document, command, label);
}

/* ---- entries ---------------------------------------------------------------- */

static char *
binding_value (Binding *binding)
{
  switch (binding->kind)
    {
    case BIND_TEXT:
      return bh_xml_dup_child_text (binding->node, binding->child);
    case BIND_OWN_TEXT:
    case BIND_TEXT_VIEW:
      return bh_xml_dup_text (binding->node);
    default:
      return bh_xml_get (binding->node, binding->attribute);
    }
}

static void
entry_apply (AdwEntryRow *row, Binding *binding)
{
  g_autofree char *text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (row)));
  g_autofree char *old = binding_value (binding);
  const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));
  gboolean ok = TRUE;

  if (binding->updating || !bh_xml_is_attached (binding->node))
    return;
  if (binding->kind != BIND_OWN_TEXT && binding->kind != BIND_TEXT)
    g_strstrip (text);
  if (!*text && (binding->flags & BH_FORM_REQUIRED))
    ok = FALSE;
  else if (*text && (binding->flags & BH_FORM_ID) && !bh_form_is_valid_id (text))
    ok = FALSE;
  else if (*text && (binding->flags & (BH_FORM_NUMBER | BH_FORM_INTEGER)) &&
           !valid_number (text, binding->flags & BH_FORM_INTEGER))
    ok = FALSE;
  if (!ok)
    {
      gtk_widget_add_css_class (GTK_WIDGET (row), "error");
      gtk_widget_error_bell (GTK_WIDGET (row));
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (row), "error");
  if (g_strcmp0 (old ? old : "", text) == 0)
    return;

  switch (binding->kind)
    {
    case BIND_ENTRY:
      if (g_str_equal (binding->attribute, "id") && old != NULL && *text)
        {
          /* A new id follows into every reference. */
          BhEditCommand *group = bh_edit_group (NULL);

          bh_edit_group_add (group, bh_edit_set_attr (binding->node, "id", text));
          bh_references_rename (binding->form->document, binding->node, old, text, group);
          perform (binding, group, title);
        }
      else
        perform (binding, bh_edit_set_attr (binding->node, binding->attribute, *text ? text : NULL), title);
      break;
    case BIND_TEXT:
      {
        xmlNode *child = bh_xml_first (binding->node, binding->child);

        if (child != NULL && *text)
          perform (binding, bh_edit_set_text (child, text), title);
        else if (child != NULL)
          perform (binding, bh_edit_remove (child), title);
        else
          perform (binding, bh_edit_insert (binding->node,
                                            bh_xml_new_text_element (binding->node->doc, binding->child, text)),
                   title);
      }
      break;
    case BIND_OWN_TEXT:
      perform (binding, bh_edit_set_text (binding->node, text), title);
      break;
    default:
      break;
    }
}

static void
entry_changed (GtkEditable *editable, Binding *binding)
{
  gtk_widget_remove_css_class (GTK_WIDGET (editable), "error");
}

static void
entry_refresh (Binding *binding)
{
  g_autofree char *value = binding_value (binding);
  const char *shown = gtk_editable_get_text (GTK_EDITABLE (binding->row));

  if (g_strcmp0 (value ? value : "", shown) == 0)
    return;
  binding->updating = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (binding->row), value ? value : "");
  binding->updating = FALSE;
}

static GtkWidget *
new_entry_row (BhForm *self, BindKind kind, xmlNode *node, const char *attribute, const char *child,
               const char *title, BhFormFlags flags)
{
  GtkWidget *row = adw_entry_row_new ();
  Binding *binding;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  binding = bind (self, kind, row, node, attribute, flags);
  binding->child = g_strdup (child);
  entry_refresh (binding);
  g_signal_connect (row, "apply", G_CALLBACK (entry_apply), binding);
  g_signal_connect (row, "changed", G_CALLBACK (entry_changed), binding);
  return row;
}

GtkWidget *
bh_form_entry (BhForm *self, xmlNode *node, const char *attribute, const char *title, BhFormFlags flags)
{
  return new_entry_row (self, BIND_ENTRY, node, attribute, NULL, title, flags);
}

GtkWidget *
bh_form_text (BhForm *self, xmlNode *node, const char *child, const char *title, BhFormFlags flags)
{
  return new_entry_row (self, BIND_TEXT, node, NULL, child, title, flags);
}

GtkWidget *
bh_form_own_text (BhForm *self, xmlNode *node, const char *title)
{
  return new_entry_row (self, BIND_OWN_TEXT, node, NULL, NULL, title, BH_FORM_OPTIONAL);
}

/* ---- multi-line text ------------------------------------------------------------ */

static void
text_view_commit (Binding *binding)
{
  GtkTextBuffer *buffer;
  GtkTextIter start, end;
  g_autofree char *text = NULL;
  g_autofree char *old = NULL;

  if (binding->control == NULL || binding->updating || !bh_xml_is_attached (binding->node) ||
      !gtk_widget_get_mapped (binding->control))
    return;
  buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (binding->control));
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  old = bh_xml_dup_text (binding->node);
  if (g_strcmp0 (old, text) != 0 && *text)
    perform (binding, bh_edit_set_text (binding->node, text), _("Text"));
}

static void
text_view_leave (GtkEventControllerFocus *focus, Binding *binding)
{
  text_view_commit (binding);
}

static void
text_view_refresh (Binding *binding)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (GTK_TEXT_VIEW (binding->control));
  g_autofree char *value = bh_xml_dup_text (binding->node);
  GtkTextIter start, end;
  g_autofree char *shown = NULL;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  shown = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (shown, value) == 0)
    return;
  binding->updating = TRUE;
  gtk_text_buffer_set_text (buffer, value, -1);
  binding->updating = FALSE;
}

GtkWidget *
bh_form_text_view (BhForm *self, xmlNode *node)
{
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *view = gtk_text_view_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  Binding *binding;

  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 10);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 10);
  gtk_widget_set_size_request (view, -1, 90);
  gtk_frame_set_child (GTK_FRAME (frame), view);
  gtk_widget_add_css_class (frame, "view");
  binding = bind (self, BIND_TEXT_VIEW, frame, node, NULL, 0);
  binding->control = view;
  text_view_refresh (binding);
  g_signal_connect (focus, "leave", G_CALLBACK (text_view_leave), binding);
  gtk_widget_add_controller (view, focus);
  return frame;
}

/* ---- choices ------------------------------------------------------------------------ */

static guint
choice_index (Binding *binding)
{
  g_autofree char *value = bh_xml_get (binding->node, binding->attribute);
  guint offset = (binding->flags & BH_FORM_REQUIRED) ? 0 : 1;

  if (value == NULL)
    return 0;
  for (guint i = 0; binding->ids[i]; i++)
    if (g_str_equal (binding->ids[i], value))
      return i + offset;
  return GTK_INVALID_LIST_POSITION;
}

static void
choice_selected (AdwComboRow *row, GParamSpec *pspec, Binding *binding)
{
  guint selected = adw_combo_row_get_selected (row);
  guint offset = (binding->flags & BH_FORM_REQUIRED) ? 0 : 1;
  const char *value = NULL;
  g_autofree char *old = NULL;

  if (binding->updating || selected == GTK_INVALID_LIST_POSITION || !bh_xml_is_attached (binding->node))
    return;
  if (selected >= offset)
    value = binding->ids[selected - offset];
  old = bh_xml_get (binding->node, binding->attribute);
  if (g_strcmp0 (old, value) == 0)
    return;
  perform (binding, bh_edit_set_attr (binding->node, binding->attribute, value),
           adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)));
}

static void
choice_refresh (Binding *binding)
{
  guint index = choice_index (binding);
  GtkStringList *model = GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (binding->row)));

  binding->updating = TRUE;
  if (index == GTK_INVALID_LIST_POSITION)
    {
      /* A value the lists do not hold (a dangling reference): show it. */
      g_autofree char *value = bh_xml_get (binding->node, binding->attribute);
      g_autofree char *shown = g_strdup_printf (_("%s (unknown)"), value);
      guint n = g_list_model_get_n_items (G_LIST_MODEL (model));
      const char *last = n ? gtk_string_list_get_string (model, n - 1) : NULL;

      if (g_strcmp0 (last, shown) != 0)
        gtk_string_list_append (model, shown);
      index = g_list_model_get_n_items (G_LIST_MODEL (model)) - 1;
    }
  adw_combo_row_set_selected (ADW_COMBO_ROW (binding->row), index);
  binding->updating = FALSE;
}

GtkWidget *
bh_form_choice (BhForm *self, xmlNode *node, const char *attribute, const char *title,
                const char *const *ids, const char *const *labels, const char *none_label,
                BhFormFlags flags)
{
  GtkWidget *row = adw_combo_row_new ();
  GtkStringList *model = gtk_string_list_new (NULL);
  Binding *binding;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (!(flags & BH_FORM_REQUIRED))
    gtk_string_list_append (model, none_label ? none_label : _("None"));
  for (guint i = 0; ids[i]; i++)
    gtk_string_list_append (model, labels && labels[i] ? labels[i] : ids[i]);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_object_unref (model);
  adw_combo_row_set_use_subtitle (ADW_COMBO_ROW (row), FALSE);
  binding = bind (self, BIND_CHOICE, row, node, attribute, flags);
  binding->ids = g_strdupv ((char **) ids);
  choice_refresh (binding);
  g_signal_connect (row, "notify::selected", G_CALLBACK (choice_selected), binding);
  return row;
}

/* ---- numbers --------------------------------------------------------------------------- */

static void
spin_changed (GtkSpinButton *spin, Binding *binding)
{
  g_autofree char *text = NULL;
  g_autofree char *old = NULL;

  if (binding->updating || !bh_xml_is_attached (binding->node))
    return;
  text = bh_xml_format_number (gtk_spin_button_get_value (spin), binding->digits);
  old = bh_xml_get (binding->node, binding->attribute);
  if (g_strcmp0 (old, text) == 0)
    return;
  perform (binding, bh_edit_set_attr (binding->node, binding->attribute, text),
           adw_preferences_row_get_title (ADW_PREFERENCES_ROW (binding->row)));
}

static void
spin_refresh (Binding *binding)
{
  double value = bh_xml_get_double (binding->node, binding->attribute, binding->fallback);

  if (fabs (gtk_spin_button_get_value (GTK_SPIN_BUTTON (binding->control)) - value) < 1e-9)
    return;
  binding->updating = TRUE;
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (binding->control), value);
  binding->updating = FALSE;
}

GtkWidget *
bh_form_spin (BhForm *self, xmlNode *node, const char *attribute, const char *title,
              double min, double max, double step, int digits, double fallback)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, step);
  Binding *binding;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), digits);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  binding = bind (self, BIND_SPIN, row, node, attribute, 0);
  binding->control = spin;
  binding->fallback = fallback;
  binding->digits = digits;
  binding->updating = TRUE;
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), bh_xml_get_double (node, attribute, fallback));
  binding->updating = FALSE;
  g_signal_connect (spin, "value-changed", G_CALLBACK (spin_changed), binding);
  return row;
}

/* ---- switches ---------------------------------------------------------------------------- */

static void
switch_changed (GtkSwitch *toggle, GParamSpec *pspec, Binding *binding)
{
  gboolean active = gtk_switch_get_active (toggle);

  if (binding->updating || !bh_xml_is_attached (binding->node) ||
      active == bh_xml_get_bool (binding->node, binding->attribute, binding->fallback != 0))
    return;
  perform (binding, bh_edit_set_attr (binding->node, binding->attribute, active ? "true" : "false"),
           adw_preferences_row_get_title (ADW_PREFERENCES_ROW (binding->row)));
}

static void
switch_refresh (Binding *binding)
{
  gboolean value = bh_xml_get_bool (binding->node, binding->attribute, binding->fallback != 0);

  binding->updating = TRUE;
  gtk_switch_set_active (GTK_SWITCH (binding->control), value);
  binding->updating = FALSE;
}

GtkWidget *
bh_form_switch (BhForm *self, xmlNode *node, const char *attribute, const char *title,
                const char *subtitle, gboolean fallback)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();
  Binding *binding;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  binding = bind (self, BIND_SWITCH, row, node, attribute, 0);
  binding->control = toggle;
  binding->fallback = fallback;
  switch_refresh (binding);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (switch_changed), binding);
  return row;
}

/* ---- colours ------------------------------------------------------------------------------- */

static void
colour_refresh (Binding *binding)
{
  g_autofree char *value = bh_xml_get (binding->node, binding->attribute);
  GdkRGBA rgba = { 0.5, 0.5, 0.5, 1 };

  binding->updating = TRUE;
  if (value != NULL)
    gdk_rgba_parse (&rgba, value);
  else if (g_object_get_data (G_OBJECT (binding->row), "bh-default-colour") != NULL)
    gdk_rgba_parse (&rgba, g_object_get_data (G_OBJECT (binding->row), "bh-default-colour"));
  gtk_color_chooser_set_rgba (GTK_COLOR_CHOOSER (binding->control), &rgba);
  if (binding->reset != NULL)
    gtk_widget_set_sensitive (binding->reset, value != NULL);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (binding->row),
                               value ? value : g_object_get_data (G_OBJECT (binding->row), "bh-default-hint"));
  binding->updating = FALSE;
}

static void
colour_set (GtkColorButton *button, Binding *binding)
{
  GdkRGBA rgba;
  g_autofree char *text = NULL;
  g_autofree char *old = NULL;

  if (binding->updating || !bh_xml_is_attached (binding->node))
    return;
  gtk_color_chooser_get_rgba (GTK_COLOR_CHOOSER (button), &rgba);
  text = g_strdup_printf ("#%02x%02x%02x", (int) lround (rgba.red * 255), (int) lround (rgba.green * 255),
                          (int) lround (rgba.blue * 255));
  old = bh_xml_get (binding->node, binding->attribute);
  if (old != NULL && g_ascii_strcasecmp (old, text) == 0)
    return;
  perform (binding, bh_edit_set_attr (binding->node, binding->attribute, text),
           adw_preferences_row_get_title (ADW_PREFERENCES_ROW (binding->row)));
}

static void
colour_reset (GtkButton *button, Binding *binding)
{
  if (bh_xml_is_attached (binding->node) && bh_xml_has (binding->node, binding->attribute))
    perform (binding, bh_edit_set_attr (binding->node, binding->attribute, NULL),
             adw_preferences_row_get_title (ADW_PREFERENCES_ROW (binding->row)));
}

GtkWidget *
bh_form_colour (BhForm *self, xmlNode *node, const char *attribute, const char *title,
                const char *default_hint, const char *default_colour, BhFormFlags flags)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_color_button_new ();
  Binding *binding;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  g_object_set_data_full (G_OBJECT (row), "bh-default-hint", g_strdup (default_hint ? default_hint : ""), g_free);
  g_object_set_data_full (G_OBJECT (row), "bh-default-colour", g_strdup (default_colour), g_free);
  gtk_color_chooser_set_use_alpha (GTK_COLOR_CHOOSER (button), FALSE);
  gtk_color_button_set_title (GTK_COLOR_BUTTON (button), title);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  binding = bind (self, BIND_COLOUR, row, node, attribute, flags);
  binding->control = button;
  if (!(flags & BH_FORM_REQUIRED))
    {
      binding->reset = gtk_button_new_from_icon_name ("edit-clear-symbolic");
      gtk_widget_set_valign (binding->reset, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (binding->reset, _("Use the Default Colour"));
      gtk_widget_add_css_class (binding->reset, "flat");
      g_signal_connect (binding->reset, "clicked", G_CALLBACK (colour_reset), binding);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), binding->reset);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  colour_refresh (binding);
  g_signal_connect (button, "color-set", G_CALLBACK (colour_set), binding);
  return row;
}

/* ---- refresh ----------------------------------------------------------------------------------- */

void
bh_form_refresh (BhForm *self)
{
  for (guint i = 0; i < self->bindings->len; i++)
    {
      Binding *binding = g_ptr_array_index (self->bindings, i);

      if (binding->row == NULL || !bh_xml_is_attached (binding->node))
        continue;
      switch (binding->kind)
        {
        case BIND_ENTRY:
        case BIND_TEXT:
        case BIND_OWN_TEXT:
          entry_refresh (binding);
          break;
        case BIND_TEXT_VIEW:
          text_view_refresh (binding);
          break;
        case BIND_CHOICE:
          choice_refresh (binding);
          break;
        case BIND_SPIN:
          spin_refresh (binding);
          break;
        case BIND_SWITCH:
          switch_refresh (binding);
          break;
        case BIND_COLOUR:
          colour_refresh (binding);
          break;
        default:
          break;
        }
    }
}

void
bh_form_list_ids (BhDocument *document, BhFileKind kind, const char *element, char ***ids, char ***labels)
{
  g_autoptr(GPtrArray) nodes = bh_document_collect (document, kind, element);
  GStrvBuilder *id_builder = g_strv_builder_new ();
  GStrvBuilder *label_builder = g_strv_builder_new ();

  for (guint i = 0; i < nodes->len; i++)
    {
      xmlNode *node = g_ptr_array_index (nodes, i);
      g_autofree char *id = bh_xml_get (node, "id");
      g_autofree char *label = element_label (node);

      if (id == NULL)
        continue;
      g_strv_builder_add (id_builder, id);
      g_strv_builder_add (label_builder, label);
    }
  *ids = g_strv_builder_end (id_builder);
  if (labels != NULL)
    *labels = g_strv_builder_end (label_builder);
  g_strv_builder_unref (id_builder);
  g_strv_builder_unref (label_builder);
}
