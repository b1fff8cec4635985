/* bh-track-panel.c — tracks, dice and boxes, updated live. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bh-action-utils.h"
#include "bh-track-panel.h"

struct _BhTrackPanel
{
  GtkWidget parent_instance;

  GtkLabel *turn_label;
  GtkLabel *phase_label;
  GtkListBox *tracks_list;
  GtkWidget *dice_box;
  GtkWidget *dice_title;
  GtkListBox *boxes_list;

  BhGame *game;
  /* What each list was last built from: rebuilding rows costs far more
   * than comparing, and most refreshes (a selection, a move within a
   * phase) change nothing here. */
  char *tracks_key;
  char *dice_key;
  char *boxes_key;
  int set_kind;              /* a kind taking (marker, number), or -1 */
  int roll_kind;             /* a kind taking (die), or -1 */
};

G_DEFINE_FINAL_TYPE (BhTrackPanel, bh_track_panel, GTK_TYPE_WIDGET)

enum {
  PERFORM,
  LOCATION_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear (GtkWidget *container)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (container)) != NULL)
    {
      if (GTK_IS_LIST_BOX (container))
        gtk_list_box_remove (GTK_LIST_BOX (container), child);
      else if (GTK_IS_FLOW_BOX (container))
        gtk_flow_box_remove (GTK_FLOW_BOX (container), child);
      else
        gtk_box_remove (GTK_BOX (container), child);
    }
}

/* Takes `key`; TRUE when it differs from *stored (which it replaces), so
 * the list must be built again. */
static gboolean
replace_key (char **stored, GString *key)
{
  if (*stored != NULL && strcmp (*stored, key->str) == 0)
    {
      g_string_free (key, TRUE);
      return FALSE;
    }
  g_free (*stored);
  *stored = g_string_free (key, FALSE);
  return TRUE;
}

/* The rules' kinds that set a track or roll a die, if any. */
static void
find_kinds (BhTrackPanel *self)
{
  guint n_kinds;
  const BhActionKind *kinds = bh_rules_get_action_kinds (bh_game_get_rules (self->game), &n_kinds);

  self->set_kind = self->roll_kind = -1;
  for (guint k = 0; k < n_kinds; k++)
    {
      if (kinds[k].n_args == 2 && kinds[k].args[0] == BH_ARG_MARKER && kinds[k].args[1] == BH_ARG_INT)
        self->set_kind = k;
      if (kinds[k].n_args == 1 && kinds[k].args[0] == BH_ARG_DIE)
        self->roll_kind = k;
    }
}

static void
on_step_clicked (GtkButton *button, BhTrackPanel *self)
{
  BhAction action = { 0 };

  action.kind = self->set_kind;
  action.n_args = 2;
  action.args[0] = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "marker"));
  action.args[1] = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "value"));
  g_signal_emit (self, signals[PERFORM], 0, &action);
}

static void
on_roll_clicked (GtkButton *button, BhTrackPanel *self)
{
  BhAction action = { 0 };

  action.kind = self->roll_kind;
  action.n_args = 1;
  action.args[0] = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "die"));
  g_signal_emit (self, signals[PERFORM], 0, &action);
}

static GtkWidget *
step_button (BhTrackPanel *self, const char *icon, const char *tooltip, int marker, int value)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  bh_set_new_tooltip (button, tooltip);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data (G_OBJECT (button), "marker", GINT_TO_POINTER (marker));
  g_object_set_data (G_OBJECT (button), "value", GINT_TO_POINTER (value));
  g_signal_connect (button, "clicked", G_CALLBACK (on_step_clicked), self);
  return button;
}

static const char *
square_label (const BhTrack *track, int value)
{
  for (guint i = 0; track->squares != NULL && i < track->squares->len; i++)
    {
      const BhSquare *square = g_ptr_array_index (track->squares, i);

      if (square->value == value && square->label != NULL)
        return square->label;
    }
  return NULL;
}

static void
build_tracks (BhTrackPanel *self, const BhState *view, gboolean interactive)
{
  BhGameData *data = bh_game_get_data (self->game);
  const gint16 *markers = bh_state_const_markers (view);
  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%p %d %d:", (void *) self->game, interactive, self->set_kind);
  for (guint m = 0; m < bh_game_data_get_n_markers (data); m++)
    g_string_append_printf (key, " %d", markers[m]);
  if (!replace_key (&self->tracks_key, key))
    return;
  clear (GTK_WIDGET (self->tracks_list));
  for (guint t = 0; t < bh_game_data_get_n_tracks (data); t++)
    {
      const BhTrack *track = bh_game_data_get_track (data, t);

      for (guint m = 0; track->markers != NULL && m < track->markers->len; m++)
        {
          int marker = g_array_index (track->markers, int, m);
          const BhMarker *def = bh_game_data_get_marker (data, marker);
          int value = markers[marker];
          const char *square = square_label (track, value);
          GtkWidget *row = adw_action_row_new ();
          GtkWidget *value_label;
          g_autofree char *text = square != NULL ? g_strdup_printf ("%d · %s", value, square)
                                                 : g_strdup_printf ("%d", value);
          g_autofree char *range = g_strdup_printf (_("%d to %d"), track->min, track->max);
          const char *title = track->markers->len > 1 || def->name == NULL ? def->name : track->name;

          bh_row_set_title (row, title != NULL ? title : track->name);
          bh_row_set_subtitle (row, track->markers->len > 1 ? track->name : range);
          if (def->side != BH_NONE)
            {
              GdkRGBA colour;
              GtkWidget *chip = gtk_label_new (NULL);
              g_autofree char *markup = NULL;

              bh_side_colour (data, def->side, &colour);
              markup = g_strdup_printf ("<span foreground=\"#%02x%02x%02x\">⬤</span>",
                                        (int) (colour.red * 255), (int) (colour.green * 255), (int) (colour.blue * 255));
              gtk_label_set_markup (GTK_LABEL (chip), markup);
              adw_action_row_add_prefix (ADW_ACTION_ROW (row), chip);
            }
          if (interactive && self->set_kind >= 0 && value > track->min)
            adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                       step_button (self, "list-remove-symbolic", _("One Less"), marker, value - 1));
          value_label = gtk_label_new (text);
          gtk_widget_add_css_class (value_label, "track-value");
          gtk_widget_add_css_class (value_label, "numeric");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), value_label);
          if (interactive && self->set_kind >= 0 && value < track->max)
            adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                       step_button (self, "list-add-symbolic", _("One More"), marker, value + 1));
          gtk_list_box_append (self->tracks_list, row);
        }
    }
}

static void
build_dice (BhTrackPanel *self, gboolean interactive)
{
  BhGameData *data = bh_game_get_data (self->game);
  gboolean any = interactive && self->roll_kind >= 0 && bh_game_data_get_n_dice (data) > 0;

  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%p %d", (void *) self->game, any);
  if (!replace_key (&self->dice_key, key))
    return;
  clear (self->dice_box);
  gtk_widget_set_visible (self->dice_box, any);
  gtk_widget_set_visible (self->dice_title, any);
  if (!any)
    return;
  for (guint d = 0; d < bh_game_data_get_n_dice (data); d++)
    {
      const BhDie *die = bh_game_data_get_die (data, d);
      g_autofree char *label = g_strdup_printf (_("Roll %s"), die->name);
      GtkWidget *button = gtk_button_new_with_label (label);

      g_object_set_data (G_OBJECT (button), "die", GINT_TO_POINTER (d));
      g_signal_connect (button, "clicked", G_CALLBACK (on_roll_clicked), self);
      gtk_flow_box_insert (GTK_FLOW_BOX (self->dice_box), button, -1);
    }
}

static void
build_boxes (BhTrackPanel *self, const BhState *view)
{
  BhGameData *data = bh_game_get_data (self->game);
  guint n_spaces = bh_game_data_get_n_spaces (data), n_boxes = bh_game_data_get_n_boxes (data);
  const BhPieceState *pieces = bh_state_const_pieces (view);
  g_autofree guint *counts = g_new0 (guint, n_boxes);
  g_autofree guint *hidden = g_new0 (guint, n_boxes);

  for (guint p = 0; p < view->n_pieces; p++)
    if (pieces[p].location != BH_OFFBOARD && pieces[p].location >= n_spaces &&
        pieces[p].location < n_spaces + n_boxes)
      {
        counts[pieces[p].location - n_spaces]++;
        if (pieces[p].flags & BH_PIECE_HIDDEN)
          hidden[pieces[p].location - n_spaces]++;
      }

  GString *key = g_string_new (NULL);

  g_string_append_printf (key, "%p:", (void *) self->game);
  for (guint b = 0; b < n_boxes; b++)
    g_string_append_printf (key, " %u/%u", counts[b], hidden[b]);
  if (!replace_key (&self->boxes_key, key))
    return;
  clear (GTK_WIDGET (self->boxes_list));
  for (guint b = 0; b < n_boxes; b++)
    {
      const BhBox *box = bh_game_data_get_box (data, b);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *count = gtk_label_new (NULL);
      g_autofree char *text = g_strdup_printf ("%u", counts[b]);

      bh_row_set_title (row, box->name);
      if (hidden[b] > 0)
        bh_row_set_subtitle (row, _("Hidden from you: only the count shows"));
      gtk_label_set_text (GTK_LABEL (count), text);
      gtk_widget_add_css_class (count, "numeric");
      if (hidden[b] > 0)
        adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("view-conceal-symbolic"));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), count);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      g_object_set_data (G_OBJECT (row), "location", GINT_TO_POINTER (n_spaces + b));
      bh_set_new_tooltip (row, _("Show the pieces in this box"));
      gtk_list_box_append (self->boxes_list, row);
    }
}

static void
on_box_activated (GtkListBox *list, GtkListBoxRow *row, BhTrackPanel *self)
{
  g_signal_emit (self, signals[LOCATION_SELECTED], 0,
                 GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "location")));
}

void
bh_track_panel_update (BhTrackPanel *self, BhGame *game, const BhState *view, gboolean interactive)
{
  BhGameData *data;
  const BhScenario *scenario;
  g_autofree char *turn = NULL;

  g_return_if_fail (BH_IS_TRACK_PANEL (self));

  g_set_object (&self->game, game);
  if (game == NULL)
    return;
  data = bh_game_get_data (game);
  scenario = bh_game_get_scenario (game);
  find_kinds (self);

  turn = g_strdup_printf (_("Turn %d of %d–%d"), view->turn, scenario->first_turn, scenario->last_turn);
  gtk_label_set_text (self->turn_label, turn);
  if (view->phase >= 0 && (guint) view->phase < bh_game_data_get_n_phases (data))
    {
      const BhPhase *phase = bh_game_data_get_phase (data, view->phase);
      g_autofree char *text = phase->rule != NULL ? g_strdup_printf ("%s (%s)", phase->name, phase->rule)
                                                  : g_strdup (phase->name);

      gtk_label_set_text (self->phase_label, text);
      gtk_widget_set_visible (GTK_WIDGET (self->phase_label), TRUE);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->phase_label), FALSE);

  build_tracks (self, view, interactive);
  build_dice (self, interactive);
  build_boxes (self, view);
}

static void
bh_track_panel_dispose (GObject *object)
{
  BhTrackPanel *self = BH_TRACK_PANEL (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->tracks_key, g_free);
  g_clear_pointer (&self->dice_key, g_free);
  g_clear_pointer (&self->boxes_key, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), BH_TYPE_TRACK_PANEL);
  /* Template children without an id are not cleared by the above. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bh_track_panel_parent_class)->dispose (object);
}

static void
bh_track_panel_class_init (BhTrackPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bh_track_panel_dispose;

  signals[PERFORM] = g_signal_new ("perform", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[LOCATION_SELECTED] = g_signal_new ("location-selected", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, G_TYPE_INT);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/blockhouse/Blockhouse/bh-track-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, BhTrackPanel, turn_label);
  gtk_widget_class_bind_template_child (widget_class, BhTrackPanel, phase_label);
  gtk_widget_class_bind_template_child (widget_class, BhTrackPanel, tracks_list);
  gtk_widget_class_bind_template_child (widget_class, BhTrackPanel, dice_box);
  gtk_widget_class_bind_template_child (widget_class, BhTrackPanel, dice_title);
  gtk_widget_class_bind_template_child (widget_class, BhTrackPanel, boxes_list);
  gtk_widget_class_bind_template_callback (widget_class, on_box_activated);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bh_track_panel_init (BhTrackPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->set_kind = self->roll_kind = -1;
}

GtkWidget *
bh_track_panel_new (void)
{
  return g_object_new (BH_TYPE_TRACK_PANEL, NULL);
}
