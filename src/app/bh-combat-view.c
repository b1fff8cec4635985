/* bh-combat-view.c — a battle from the log and the state around it.
 *
 * Everything comes from the engine: the narration (bh_rules_narrate, one
 * line a step with rule numbers), the dice of the log entry, and the
 * states before and after the action for the forces.  So it works for any
 * game's rules, and reads best for those that narrate well. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-action-utils.h"
#include "bh-combat-view.h"
#include "bh-counter-cache.h"
#include "bh-log-view.h"
#include "bh-narration.h"

#define COUNTER_PX 44

struct _BhCombatView
{
  GtkWidget parent_instance;

  GtkLabel *title;
  GtkLabel *place;
  GtkBox *forces;
  GtkBox *steps;
  GtkLabel *dice;
  GtkLabel *result;
  GtkLabel *next;

  BhCounterCache *counters;
  int entry;
  int seat;              /* whose view it shows, BH_NONE: everything */
};

G_DEFINE_FINAL_TYPE (BhCombatView, bh_combat_view, GTK_TYPE_WIDGET)

enum {
  CLOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static int
piece_side (BhGameData *data, int piece)
{
  const BhUnitType *type = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, piece));

  if (type->side != BH_NONE)
    return type->side;
  if (type->nation != BH_NONE)
    return bh_game_data_get_nation (data, type->nation)->side;
  return BH_NONE;
}

/* Two sides at `space` in `state`. */
static gboolean
contested (BhGameData *data, const BhState *state, int space)
{
  const BhPieceState *pieces = bh_state_const_pieces (state);
  int first = BH_NONE;

  for (guint p = 0; p < state->n_pieces; p++)
    if (pieces[p].location == (guint) space)
      {
        int side = piece_side (data, p);

        if (side == BH_NONE)
          continue;
        if (first == BH_NONE)
          first = side;
        else if (side != first)
          return TRUE;
      }
  return FALSE;
}

int
bh_combat_find_battle (BhGame *game, guint index)
{
  const BhLogEntry *entry = bh_game_get_log_entry (game, index);
  BhGameData *data = bh_game_get_data (game);
  const BhActionKind *kind = bh_action_get_kind (bh_game_get_rules (game), &entry->action);
  const BhState *before = bh_game_get_state_at (game, index);
  const BhState *after = bh_game_get_state_at (game, index + 1);
  const BhPieceState *b = bh_state_const_pieces (before), *a = bh_state_const_pieces (after);
  guint n_spaces = bh_game_data_get_n_spaces (data);
  guint n_places = bh_game_data_get_n_locations (data);
  int place;

  /* The rules name their battles when they can... */
  if (bh_rules_battle_location (bh_game_get_rules (game), before, &entry->action, after, &place))
    return place;
  if (entry->n_rolls == 0)
    return BH_NONE;
  /* ...else the place the action names... */
  place = bh_action_kind_find_arg (kind, BH_ARG_LOCATION);
  if (place >= 0 && entry->action.args[place] < (int) n_places &&
      (entry->action.args[place] < (int) n_spaces ||
       entry->action.args[place] >= (int) (n_spaces + bh_game_data_get_n_boxes (data))))
    return contested (data, before, entry->action.args[place]) ? entry->action.args[place] : BH_NONE;
  /* ...else a contested space where a piece was hit. */
  for (guint p = 0; p < before->n_pieces; p++)
    if ((b[p].location < n_spaces || (b[p].location != BH_OFFBOARD && b[p].location >= n_spaces + bh_game_data_get_n_boxes (data))) &&
        (a[p].location != b[p].location || a[p].face != b[p].face) &&
        contested (data, before, b[p].location))
      return b[p].location;
  return BH_NONE;
}

static void
clear (GtkBox *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
}

static GtkWidget *
force_column (BhCombatView *self, BhGame *game, int side, int space,
              const BhState *before, const BhState *after)
{
  BhGameData *data = bh_game_get_data (game);
  const BhPieceState *b = bh_state_const_pieces (before), *a = bh_state_const_pieces (after);
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *name = gtk_label_new (bh_game_data_get_side (data, side)->name);
  GtkWidget *flow = gtk_flow_box_new ();
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  guint lost = 0;

  gtk_widget_add_css_class (name, "heading");
  gtk_box_append (GTK_BOX (column), name);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  /* At least four a line, or the box measures one a line and grows tall. */
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 8);
  gtk_widget_set_valign (column, GTK_ALIGN_START);
  gtk_widget_set_hexpand (column, TRUE);
  guint hidden_before = 0, hidden_after = 0, hidden_seen = 0;

  bh_counter_cache_set_size (self->counters, COUNTER_PX * scale);
  /* Views name hidden pieces anew each time: of those, only how many
   * left can be told, not which. */
  for (guint p = 0; p < before->n_pieces; p++)
    if (piece_side (data, p) == side)
      {
        hidden_before += b[p].location == (guint) space && (b[p].flags & BH_PIECE_HIDDEN);
        hidden_after += a[p].location == (guint) space && (a[p].flags & BH_PIECE_HIDDEN);
      }
  for (guint p = 0; p < before->n_pieces; p++)
    {
      int type_index;
      const BhUnitType *type;
      gboolean gone, flipped, hidden = (b[p].flags & BH_PIECE_HIDDEN) != 0;
      GtkWidget *picture;

      if (b[p].location != (guint) space || piece_side (data, p) != side)
        continue;
      type_index = bh_game_data_get_piece_type (data, p);
      type = bh_game_data_get_unit_type (data, type_index);
      if (hidden)
        {
          gone = hidden_seen++ < hidden_before - MIN (hidden_after, hidden_before);
          flipped = FALSE;
        }
      else
        {
          gone = a[p].location != b[p].location;
          flipped = !gone && a[p].face != b[p].face;
        }
      picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (
        bh_counter_cache_lookup (self->counters, data, type_index, gone ? b[p].face : a[p].face,
                                 (b[p].flags & BH_PIECE_HIDDEN) != 0)));
      gtk_widget_set_size_request (picture, COUNTER_PX, COUNTER_PX);
      gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
      if (gone)
        {
          g_autofree char *tip = g_strdup_printf (_("%s: lost"), hidden ? _("A hidden piece") : type->name);

          gtk_widget_set_opacity (picture, 0.3);
          gtk_widget_set_tooltip_text (picture, tip);
          lost++;
        }
      else if (flipped)
        {
          g_autofree char *tip = g_strdup_printf (_("%s: flipped"), type->name);

          gtk_widget_add_css_class (picture, "combat-hit");
          gtk_widget_set_tooltip_text (picture, tip);
          lost++;
        }
      else
        gtk_widget_set_tooltip_text (picture, hidden ? _("A hidden piece") : type->name);
      gtk_flow_box_insert (GTK_FLOW_BOX (flow), picture, -1);
    }
  gtk_box_append (GTK_BOX (column), flow);
  if (lost > 0)
    {
      g_autofree char *text = g_strdup_printf (g_dngettext (NULL, "%u piece hit", "%u pieces hit", lost), lost);
      GtkWidget *label = gtk_label_new (text);

      gtk_widget_add_css_class (label, "error");
      gtk_box_append (GTK_BOX (column), label);
    }
  return column;
}

gboolean
bh_combat_view_show_entry (BhCombatView *self, BhGame *game, guint index)
{
  const BhLogEntry *entry;
  BhGameData *data;
  const BhState *before, *after;
  g_autoptr(BhState) before_view = NULL;
  g_autoptr(BhState) after_view = NULL;
  int space, attacker;
  g_auto(GStrv) lines = NULL;
  guint n_lines;
  g_autofree char *dice = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (BH_IS_COMBAT_VIEW (self), FALSE);

  if (index >= bh_game_get_n_log_entries (game) || (space = bh_combat_find_battle (game, index)) == BH_NONE)
    return FALSE;
  self->entry = index;
  entry = bh_game_get_log_entry (game, index);
  data = bh_game_get_data (game);
  before = bh_game_get_state_at (game, index);
  after = bh_game_get_state_at (game, index + 1);
  /* Drawn from the seat's views only: nothing it may not see. */
  if (self->seat >= 0)
    {
      before = before_view = bh_rules_dup_view (bh_game_get_rules (game), before, self->seat);
      after = after_view = bh_rules_dup_view (bh_game_get_rules (game), after, self->seat);
    }
  {
    g_autofree char *told = bh_narration_for_seat (entry->narration != NULL ? entry->narration : entry->text, self->seat);

    lines = g_strsplit (told, "\n", -1);
  }
  n_lines = g_strv_length (lines);

  {
    g_autofree char *where = bh_location_title (data, space);

    title = g_strdup_printf (_("Battle at %s"), where);
  }
  gtk_label_set_text (self->title, title);
  gtk_label_set_text (self->place, lines[0]);

  /* The side that acted first, then the others. */
  clear (self->forces);
  attacker = entry->side;
  /* Where players are seats that change sides (Geronimo), the seat that
   * acted names no side: the sides show in their order. */
  if (attacker >= (int) bh_game_data_get_n_sides (data))
    attacker = 0;
  if (attacker >= 0)
    gtk_box_append (self->forces, force_column (self, game, attacker, space, before, after));
  for (guint s = 0; s < bh_game_data_get_n_sides (data); s++)
    if ((int) s != attacker)
      {
        gtk_box_append (self->forces, gtk_label_new (_("vs")));
        gtk_box_append (self->forces, force_column (self, game, s, space, before, after));
        break;
      }

  /* The steps between the first line and the result. */
  clear (self->steps);
  for (guint i = 1; i + 1 < n_lines; i++)
    {
      GtkWidget *label = gtk_label_new (lines[i]);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_box_append (self->steps, label);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->steps), n_lines > 2);

  dice = bh_format_dice (entry);
  gtk_label_set_text (self->dice, dice);
  gtk_label_set_text (self->result, n_lines > 1 ? lines[n_lines - 1] : "");
  gtk_widget_set_visible (GTK_WIDGET (self->result), n_lines > 1);

  /* What the battle leaves to decide: casualties, retreats... */
  if (index + 1 == bh_game_get_n_log_entries (game) && bh_game_get_state (game)->result == BH_RESULT_ONGOING)
    {
      g_autofree char *decision = bh_game_describe_decision (game, self->seat);
      g_autofree char *text = g_strdup_printf (_("Next: %s"), decision);

      gtk_label_set_text (self->next, text);
      gtk_widget_set_visible (GTK_WIDGET (self->next), TRUE);
    }
  else
    gtk_widget_set_visible (GTK_WIDGET (self->next), FALSE);
  return TRUE;
}

int
bh_combat_view_get_entry (BhCombatView *self)
{
  g_return_val_if_fail (BH_IS_COMBAT_VIEW (self), -1);
  return self->entry;
}

static void
on_close_clicked (GtkButton *button, BhCombatView *self)
{
  g_signal_emit (self, signals[CLOSED], 0);
}

static void
bh_combat_view_dispose (GObject *object)
{
  BhCombatView *self = BH_COMBAT_VIEW (object);

  g_clear_object (&self->counters);
  gtk_widget_dispose_template (GTK_WIDGET (self), BH_TYPE_COMBAT_VIEW);
  /* Template children without an id are not cleared by the above. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bh_combat_view_parent_class)->dispose (object);
}

static void
bh_combat_view_class_init (BhCombatViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bh_combat_view_dispose;

  signals[CLOSED] = g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/blockhouse/Blockhouse/bh-combat-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BhCombatView, title);
  gtk_widget_class_bind_template_child (widget_class, BhCombatView, place);
  gtk_widget_class_bind_template_child (widget_class, BhCombatView, forces);
  gtk_widget_class_bind_template_child (widget_class, BhCombatView, steps);
  gtk_widget_class_bind_template_child (widget_class, BhCombatView, dice);
  gtk_widget_class_bind_template_child (widget_class, BhCombatView, result);
  gtk_widget_class_bind_template_child (widget_class, BhCombatView, next);
  gtk_widget_class_bind_template_callback (widget_class, on_close_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "bh-combat-view");
}

static void
bh_combat_view_init (BhCombatView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->counters = bh_counter_cache_new ();
  self->entry = -1;
  self->seat = BH_NONE;
}

void
bh_combat_view_set_seat (BhCombatView *self, int seat)
{
  g_return_if_fail (BH_IS_COMBAT_VIEW (self));
  self->seat = seat;
}

GtkWidget *
bh_combat_view_new (void)
{
  return g_object_new (BH_TYPE_COMBAT_VIEW, NULL);
}
