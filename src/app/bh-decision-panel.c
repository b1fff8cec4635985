/* bh-decision-panel.c — the legal actions as controls.
 *
 * Built afresh from the rules' list after every change, so that it can
 * never offer what the rules would refuse: the rules know their actions,
 * the panel only knows their shapes (bh-action-utils.h). */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-action-utils.h"
#include "bh-counter-cache.h"
#include "bh-decision-panel.h"
#include "bh-map-view.h"

/* A verb listing more actions than this shows the first ones and says how
 * many more there are: free play lists every flip of every counter. */
#define MAX_ROWS_PER_VERB 40
/* The selected stack's counters, large enough to read their values. */
#define COUNTER_PX 64

struct _BhDecisionPanel
{
  GtkWidget parent_instance;

  GtkWidget *scrolled;
  GtkLabel *selection_title;
  GtkLabel *selection_hint;
  GtkListBox *selection_list;
  GtkWidget *selection_box;
  GtkListBox *actions_list;
  GtkLabel *moves_hint;

  BhGame *game;
  GArray *actions;           /* BhAction, the legal ones shown */
  GArray *stack;             /* int: pieces of the selected stack, in rows */
  GPtrArray *checks;         /* GtkCheckButton per row of the stack */
  BhCounterCache *counters;
  BhMapView *map;            /* where moves to its spaces are made */
  char **labels;             /* the actions' descriptions, told apart */
  GPtrArray *notes;          /* the rules' note on each action ("2 MP"), or NULL */
  int space;
  gboolean selection_current;  /* the stack's rows show `space` as things are */
};

G_DEFINE_FINAL_TYPE (BhDecisionPanel, bh_decision_panel, GTK_TYPE_WIDGET)

enum {
  PERFORM,
  SELECTION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

static void
on_action_clicked (GtkWidget *button, BhDecisionPanel *self)
{
  /* Stored plus one, so that no button's index reads as NULL. */
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "action-index")) - 1;

  g_return_if_fail (index < self->actions->len);
  g_signal_emit (self, signals[PERFORM], 0, &g_array_index (self->actions, BhAction, index));
}

static GtkWidget *
action_button (BhDecisionPanel *self, guint index, const char *label, const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  g_object_set_data (G_OBJECT (button), "action-index", GUINT_TO_POINTER (index + 1));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (tooltip != NULL)
    bh_set_new_tooltip (button, tooltip);
  g_signal_connect (button, "clicked", G_CALLBACK (on_action_clicked), self);
  return button;
}

/* The heading of a verb: the game's own title, or free play's. */
static char *
verb_title (BhDecisionPanel *self, const char *verb)
{
  return bh_verb_to_title (bh_game_is_free_play (self->game) ? NULL
                           : bh_game_data_get_id (bh_game_get_data (self->game)), verb);
}

/* A row that does the action when activated, with the rule it follows. */
static GtkWidget *
action_row (BhDecisionPanel *self, guint index)
{
  const BhAction *action = &g_array_index (self->actions, BhAction, index);
  BhRules *rules = bh_game_get_rules (self->game);
  const char *text = self->labels[index];
  /* A rule's number passes through gettext unchanged.  In free play no rule
   * governs the action: the decision bar already says "Free play".  The
   * rules may name the action's own rule (Blood on the Ohio's set-up: App. 2
   * or App. 4 by scenario), as the log does. */
  const char *rule_id = bh_rules_action_rule (rules, bh_game_get_state (self->game), action);
  g_autofree char *rule = rule_id != NULL && *rule_id != '\0' && !bh_game_is_free_play (self->game)
                          ? g_strdup_printf (_("Rule %s"), _(rule_id)) : NULL;
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = action_button (self, index, _("Do"), text);

  const char *note = self->notes != NULL && index < self->notes->len ? self->notes->pdata[index] : NULL;

  bh_row_set_title (row, text);
  if (rule != NULL && note != NULL)
    {
      /* Translators: an action's rule ("Rule 6.0"), then what it costs ("2 MP") */
      g_autofree char *both = g_strdup_printf (_("%s · %s"), rule, note);

      bh_row_set_subtitle (row, both);
    }
  else if (rule != NULL || note != NULL)
    bh_row_set_subtitle (row, rule != NULL ? rule : note);
  gtk_widget_add_css_class (button, "flat");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

static GdkTexture *
counter_texture (BhDecisionPanel *self, int piece, const BhPieceState *state)
{
  BhGameData *data = bh_game_get_data (self->game);
  int type_index = bh_game_data_get_piece_type (data, piece);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  bh_counter_cache_set_size (self->counters, COUNTER_PX * scale);
  return bh_counter_cache_lookup (self->counters, data, type_index,
                                  state->face, (state->flags & BH_PIECE_HIDDEN) != 0);
}


static void
on_check_toggled (GtkCheckButton *check, BhDecisionPanel *self)
{
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

/* Whether the rules name `piece` first in an action of `shape`. */
static gboolean
piece_acts (BhDecisionPanel *self, int piece, BhActionShape shape)
{
  BhRules *rules = bh_game_get_rules (self->game);

  for (guint a = 0; a < self->actions->len; a++)
    {
      const BhAction *action = &g_array_index (self->actions, BhAction, a);

      if (action->n_args > 0 && action->args[0] == piece &&
          bh_action_kind_shape (bh_action_get_kind (rules, action)) == shape)
        return TRUE;
    }
  return FALSE;
}

/* Whether a move to `location` is made by clicking it on the map: not when
 * the map does not show it (a box, another board) nor for the selected
 * space itself (a click there selects). */
static gboolean
target_on_map (BhDecisionPanel *self, int location)
{
  return self->map != NULL && location != self->space && bh_map_view_shows_location (self->map, location);
}

/* Top of the stack first. */
static void
insert_by_order (GArray *stack, const BhPieceState *pieces, int piece)
{
  guint k = stack->len;

  g_array_append_val (stack, piece);
  while (k > 0 && pieces[g_array_index (stack, int, k - 1)].order < pieces[piece].order)
    {
      g_array_index (stack, int, k) = g_array_index (stack, int, k - 1);
      k--;
    }
  g_array_index (stack, int, k) = piece;
}

/* The selected space: its stack, top first, each piece with the actions
 * that name it alone, and the actions that name the space alone.  A piece
 * the view hides is still listed when the rules let the player act with it
 * (a recruit drawn from a cup): the player acts, without seeing its face. */
static void
build_selection (BhDecisionPanel *self, const BhState *view, GArray *previous)
{
  BhGameData *data = bh_game_get_data (self->game);
  BhRules *rules = bh_game_get_rules (self->game);
  const BhPieceState *pieces = bh_state_const_pieces (view);
  const BhPieceState *truth = bh_state_const_pieces (bh_game_get_state (self->game));
  g_autofree char *where = NULL;
  guint n_hidden = 0;

  clear_list (self->selection_list);
  g_array_set_size (self->stack, 0);
  g_ptr_array_set_size (self->checks, 0);
  if (self->space == BH_NONE)
    {
      gtk_widget_set_visible (self->selection_box, FALSE);
      return;
    }
  gtk_widget_set_visible (self->selection_box, TRUE);
  where = bh_location_title (data, self->space);
  gtk_label_set_text (self->selection_title, where);

  for (guint p = 0; p < view->n_pieces; p++)
    if (pieces[p].location == (guint) self->space ||
        (truth[p].location == (guint) self->space &&
         (piece_acts (self, p, BH_ACTION_SHAPE_PIECE_TO) || piece_acts (self, p, BH_ACTION_SHAPE_PIECE))))
      insert_by_order (self->stack, pieces, p);

  for (guint k = 0; k < self->stack->len; k++)
    {
      int piece = g_array_index (self->stack, int, k);
      const BhUnitType *type = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, piece));
      gboolean hidden = (pieces[piece].flags & BH_PIECE_HIDDEN) != 0 || pieces[piece].location != (guint) self->space;
      gboolean movable = bh_game_is_free_play (self->game) || piece_acts (self, piece, BH_ACTION_SHAPE_PIECE_TO);
      gboolean acts = movable || piece_acts (self, piece, BH_ACTION_SHAPE_PIECE);
      BhPieceState shown = pieces[piece];
      GtkWidget *row, *picture, *check;
      g_autofree char *values = NULL;
      gboolean checked;

      /* A hidden piece the player cannot act with: counted, not shown. */
      if (hidden && !acts)
        {
          n_hidden++;
          continue;
        }
      if (hidden)
        shown.flags |= BH_PIECE_HIDDEN;
      row = adw_action_row_new ();
      picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (counter_texture (self, piece, &shown)));
      check = gtk_check_button_new ();
      values = hidden ? NULL : bh_piece_describe_values (data, type, pieces[piece].face);
      /* Only pieces that can move now are checked (and checkable). */
      checked = previous == NULL && movable;
      for (guint i = 0; previous != NULL && i < previous->len; i++)
        if (g_array_index (previous, int, i) == piece)
          checked = TRUE;

      gtk_widget_set_size_request (picture, COUNTER_PX, COUNTER_PX);
      gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
      gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
      gtk_widget_set_margin_top (picture, 4);
      gtk_widget_set_margin_bottom (picture, 4);
      /* Only looking (review, the computer's turn): no checks. */
      gtk_widget_set_visible (check, self->actions->len > 0);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row), picture);
      bh_row_set_title (row, hidden ? _("A piece hidden from you") : type->name);
      if (values != NULL)
        bh_row_set_subtitle (row, values);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check), checked && movable);
      gtk_widget_set_sensitive (check, movable);
      bh_set_new_tooltip (check, _("Goes with the next move"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      hidden ? _("A piece hidden from you") : type->name, -1);
      g_signal_connect (check, "toggled", G_CALLBACK (on_check_toggled), self);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
      g_object_set_data (G_OBJECT (check), "piece", GINT_TO_POINTER (piece + 1));
      g_ptr_array_add (self->checks, g_object_ref (check));

      /* The piece's own actions: flip, remove, form a force... */
      for (guint a = 0; a < self->actions->len; a++)
        {
          const BhAction *action = &g_array_index (self->actions, BhAction, a);
          const BhActionKind *kind = bh_action_get_kind (rules, action);

          if (bh_action_kind_shape (kind) == BH_ACTION_SHAPE_PIECE && action->args[0] == piece)
            {
              g_autofree char *title = verb_title (self, kind->verb);

              adw_action_row_add_suffix (ADW_ACTION_ROW (row), action_button (self, a, title, self->labels[a]));
            }
        }
      gtk_list_box_append (self->selection_list, row);
    }
  /* The stack's hidden pieces: a count, not what they are. */
  if (n_hidden > 0)
    {
      GtkWidget *row = adw_action_row_new ();
      g_autofree char *text = g_strdup_printf (g_dngettext (NULL, "%u hidden piece", "%u hidden pieces", n_hidden), n_hidden);

      bh_row_set_title (row, text);
      gtk_list_box_append (self->selection_list, row);
    }

  /* Moves of these pieces to where the map cannot be clicked: a box, the
   * space they are on, another board. */
  for (guint a = 0; a < self->actions->len; a++)
    {
      const BhAction *action = &g_array_index (self->actions, BhAction, a);
      const BhActionKind *kind = bh_action_get_kind (rules, action);

      if (bh_action_kind_shape (kind) == BH_ACTION_SHAPE_PIECE_TO &&
          truth[action->args[0]].location == (guint) self->space &&
          !target_on_map (self, action->args[bh_action_kind_find_arg (kind, BH_ARG_LOCATION)]))
        gtk_list_box_append (self->selection_list, action_row (self, a));
    }

  /* Clicks on the space itself: raid here, retreat here... */
  for (guint a = 0; a < self->actions->len; a++)
    {
      const BhAction *action = &g_array_index (self->actions, BhAction, a);
      const BhActionKind *kind = bh_action_get_kind (rules, action);

      if (bh_action_kind_shape (kind) == BH_ACTION_SHAPE_PLACE && action->args[0] == self->space)
        gtk_list_box_append (self->selection_list, action_row (self, a));
    }

  gtk_label_set_text (self->selection_hint,
                      self->stack->len == 0 ? _("No pieces here.")
                      : self->actions->len == 0 ? _("What stands here, top of the stack first.")
                      : _("Check the pieces that go, then click or drag to a green space."));
}

typedef struct {
  const char *verb;
  GArray *indices;
} VerbGroup;

/* Whether every action of a group can also be done from the map: a piece's
 * own action from its stack, a click on a space; then a long group may be
 * cut short. */
static gboolean
reachable_elsewhere (BhDecisionPanel *self, GArray *indices)
{
  BhRules *rules = bh_game_get_rules (self->game);
  const BhPieceState *truth = bh_state_const_pieces (bh_game_get_state (self->game));

  for (guint i = 0; i < indices->len; i++)
    {
      const BhAction *action = &g_array_index (self->actions, BhAction, g_array_index (indices, guint, i));

      switch (bh_action_kind_shape (bh_action_get_kind (rules, action)))
        {
        case BH_ACTION_SHAPE_PIECE:
          if (truth[action->args[0]].location == BH_OFFBOARD)
            return FALSE;
          break;
        case BH_ACTION_SHAPE_PLACE:
          if (self->map == NULL || !bh_map_view_shows_location (self->map, action->args[0]))
            return FALSE;
          break;
        default:
          return FALSE;
        }
    }
  return TRUE;
}

static void
build_actions (BhDecisionPanel *self)
{
  BhRules *rules = bh_game_get_rules (self->game);
  g_autoptr(GPtrArray) groups = g_ptr_array_new ();
  guint n_map = 0, n_place = 0, n_waiting = 0;

  clear_list (self->actions_list);
  for (guint a = 0; a < self->actions->len; a++)
    {
      const BhAction *action = &g_array_index (self->actions, BhAction, a);
      const BhActionKind *kind = bh_action_get_kind (rules, action);
      BhActionShape shape = bh_action_kind_shape (kind);
      VerbGroup *group = NULL;

      /* Moves are made on the map (the panel counts them), except for a
       * piece off the board: nothing to select, so a button. */
      if ((shape == BH_ACTION_SHAPE_PIECE_TO &&
           bh_state_const_pieces (bh_game_get_state (self->game))[action->args[0]].location != BH_OFFBOARD) ||
          shape == BH_ACTION_SHAPE_STACK_TO)
        {
          int where = bh_state_const_pieces (bh_game_get_state (self->game))[action->args[0]].location;

          n_map++;
          /* A piece in a box, not on the map: set-up, arrivals, recruits. */
          n_waiting += self->map == NULL || !bh_map_view_shows_location (self->map, where);
          continue;
        }
      if (shape == BH_ACTION_SHAPE_PLACE)
        n_place++;
      for (guint g = 0; g < groups->len && group == NULL; g++)
        if (g_str_equal (((VerbGroup *) groups->pdata[g])->verb, kind->verb))
          group = groups->pdata[g];
      if (group == NULL)
        {
          group = g_new0 (VerbGroup, 1);
          group->verb = kind->verb;
          group->indices = g_array_new (FALSE, FALSE, sizeof (guint));
          g_ptr_array_add (groups, group);
        }
      g_array_append_val (group->indices, a);
    }

  for (guint g = 0; g < groups->len; g++)
    {
      VerbGroup *group = groups->pdata[g];

      if (group->indices->len == 1)
        gtk_list_box_append (self->actions_list, action_row (self, g_array_index (group->indices, guint, 0)));
      else
        {
          GtkWidget *expander = adw_expander_row_new ();
          g_autofree char *title = verb_title (self, group->verb);
          g_autofree char *subtitle = g_strdup_printf (g_dngettext (NULL, "%u choice", "%u choices", group->indices->len),
                                                       group->indices->len);

          bh_row_set_title (expander, title);
          bh_row_set_subtitle (expander, subtitle);
          guint shown = reachable_elsewhere (self, group->indices) ? MAX_ROWS_PER_VERB : G_MAXUINT;

          for (guint i = 0; i < group->indices->len && i < shown; i++)
            adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), action_row (self, g_array_index (group->indices, guint, i)));
          if (group->indices->len > shown)
            {
              GtkWidget *more = adw_action_row_new ();
              g_autofree char *text = g_strdup_printf (_("… and %u more: select a stack on the map"),
                                                       group->indices->len - MAX_ROWS_PER_VERB);

              bh_row_set_title (more, text);
              adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), more);
            }
          gtk_list_box_append (self->actions_list, expander);
        }
      g_array_unref (group->indices);
      g_free (group);
    }

  if (n_map > 0 || n_place > 0)
    {
      g_autofree char *text = NULL;

      /* Pieces waiting in a box (set-up, arrivals) are selected for the
       * player (bh-window.c follow_decision): nothing to look for. */
      if (n_map > 0 && n_waiting < n_map)
        text = g_strdup (_("Moves: select a stack on the map (white rings), check the pieces that go, "
                           "then click a green space or drag the stack there."));
      else
        text = g_strdup (_("Click a green space on the map to choose it."));
      gtk_label_set_text (self->moves_hint, text);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->moves_hint), n_map > 0 || n_place > 0);
}

void
bh_decision_panel_update (BhDecisionPanel *self, BhGame *game, const BhState *view, int seat,
                          GArray *actions, int selected_space)
{
  g_autoptr(GArray) previous = NULL;

  g_return_if_fail (BH_IS_DECISION_PANEL (self));

  self->selection_current = FALSE;
  /* Keep the checks of a stack that stays selected. */
  if (selected_space == self->space && self->game == game && self->space != BH_NONE)
    previous = bh_decision_panel_get_selected_pieces (self);
  if (self->game != game)
    bh_counter_cache_clear (self->counters);
  g_set_object (&self->game, game);
  g_array_set_size (self->actions, 0);
  g_clear_pointer (&self->labels, g_strfreev);
  g_clear_pointer (&self->notes, g_ptr_array_unref);
  self->labels = g_new0 (char *, 1);
  self->space = selected_space;
  if (game != NULL && actions == NULL && selected_space != BH_NONE)
    {
      /* Nothing to do, but the selected stack can still be looked at. */
      clear_list (self->actions_list);
      gtk_widget_set_visible (GTK_WIDGET (self->actions_list), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->moves_hint), FALSE);
      build_selection (self, view, NULL);
      return;
    }
  if (game == NULL || actions == NULL)
    {
      clear_list (self->actions_list);
      gtk_widget_set_visible (GTK_WIDGET (self->actions_list), FALSE);
      clear_list (self->selection_list);
      g_array_set_size (self->stack, 0);
      g_ptr_array_set_size (self->checks, 0);
      gtk_widget_set_visible (self->selection_box, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->moves_hint), FALSE);
      return;
    }
  g_array_append_vals (self->actions, actions->data, actions->len);
  g_strfreev (self->labels);
  /* Described from the seat's view and to that seat, so that no label can
   * name a piece the seat may not know. */
  self->labels = bh_describe_actions (bh_game_get_rules (game), view, self->actions, seat);
  g_clear_pointer (&self->notes, g_ptr_array_unref);
  self->notes = g_ptr_array_new_with_free_func (g_free);
  for (guint a = 0; a < self->actions->len; a++)
    g_ptr_array_add (self->notes, bh_rules_annotate_action (bh_game_get_rules (game), view,
                                                            &g_array_index (self->actions, BhAction, a)));
  build_selection (self, view, previous);
  build_actions (self);
  gtk_widget_set_visible (GTK_WIDGET (self->actions_list),
                          gtk_widget_get_first_child (GTK_WIDGET (self->actions_list)) != NULL);
}

void
bh_decision_panel_update_selection (BhDecisionPanel *self, const BhState *view, int selected_space)
{
  g_autoptr(GArray) previous = NULL;

  g_return_if_fail (BH_IS_DECISION_PANEL (self));
  if (self->game == NULL || self->labels == NULL)
    return;
  /* The same stack again, nothing changed since: its rows, and their
   * checks, stay as they are. */
  if (selected_space == self->space && self->selection_current)
    return;
  if (selected_space == self->space && self->space != BH_NONE)
    previous = bh_decision_panel_get_selected_pieces (self);
  self->space = selected_space;
  build_selection (self, view, previous);
  self->selection_current = TRUE;
}

void
bh_decision_panel_set_note (BhDecisionPanel *self, const char *note)
{
  g_return_if_fail (BH_IS_DECISION_PANEL (self));
  if (note == NULL)
    return;
  gtk_label_set_text (self->moves_hint, note);
  gtk_widget_set_visible (GTK_WIDGET (self->moves_hint), TRUE);
}

GArray *
bh_decision_panel_get_selected_pieces (BhDecisionPanel *self)
{
  GArray *pieces = g_array_new (FALSE, FALSE, sizeof (int));

  g_return_val_if_fail (BH_IS_DECISION_PANEL (self), pieces);
  for (guint c = 0; c < self->checks->len; c++)
    if (gtk_check_button_get_active (self->checks->pdata[c]))
      {
        int piece = GPOINTER_TO_INT (g_object_get_data (self->checks->pdata[c], "piece")) - 1;

        g_array_append_val (pieces, piece);
      }
  return pieces;
}

GArray *
bh_decision_panel_list_movable (BhDecisionPanel *self)
{
  GArray *pieces = g_array_new (FALSE, FALSE, sizeof (int));

  g_return_val_if_fail (BH_IS_DECISION_PANEL (self), pieces);
  for (guint c = 0; c < self->checks->len; c++)
    if (gtk_widget_get_sensitive (self->checks->pdata[c]) && gtk_widget_get_visible (self->checks->pdata[c]))
      {
        int piece = GPOINTER_TO_INT (g_object_get_data (self->checks->pdata[c], "piece")) - 1;

        g_array_append_val (pieces, piece);
      }
  return pieces;
}

void
bh_decision_panel_select_piece (BhDecisionPanel *self, int piece)
{
  gboolean changed = FALSE;

  g_return_if_fail (BH_IS_DECISION_PANEL (self));

  /* One selection-changed for the lot, not one per check: each costs the
   * window a pass over the legal actions. */
  for (guint c = 0; c < self->checks->len; c++)
    {
      GtkCheckButton *check = self->checks->pdata[c];
      int p = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (check), "piece")) - 1;
      gboolean active = gtk_widget_get_sensitive (GTK_WIDGET (check)) && (piece < 0 || p == piece);

      if (gtk_check_button_get_active (check) == active)
        continue;
      g_signal_handlers_block_by_func (check, on_check_toggled, self);
      gtk_check_button_set_active (check, active);
      g_signal_handlers_unblock_by_func (check, on_check_toggled, self);
      changed = TRUE;
    }
  if (changed)
    g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

void
bh_decision_panel_set_map (BhDecisionPanel *self, BhMapView *map)
{
  g_return_if_fail (BH_IS_DECISION_PANEL (self));
  g_set_weak_pointer (&self->map, map);
}

static void
collect_buttons (GtkWidget *widget, GPtrArray *buttons)
{
  if (GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), "action-index") != NULL)
    {
      g_ptr_array_add (buttons, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, buttons);
}

GPtrArray *
bh_decision_panel_list_controls (BhDecisionPanel *self)
{
  GPtrArray *buttons = g_ptr_array_new ();

  g_return_val_if_fail (BH_IS_DECISION_PANEL (self), buttons);
  if (gtk_widget_get_visible (self->selection_box))
    collect_buttons (GTK_WIDGET (self->selection_list), buttons);
  if (gtk_widget_get_visible (GTK_WIDGET (self->actions_list)))
    collect_buttons (GTK_WIDGET (self->actions_list), buttons);
  return buttons;
}

const BhAction *
bh_decision_panel_get_control_action (BhDecisionPanel *self, GtkWidget *control)
{
  guint index;

  g_return_val_if_fail (BH_IS_DECISION_PANEL (self), NULL);
  index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (control), "action-index")) - 1;
  return index < self->actions->len ? &g_array_index (self->actions, BhAction, index) : NULL;
}

static void
bh_decision_panel_dispose (GObject *object)
{
  BhDecisionPanel *self = BH_DECISION_PANEL (object);

  g_clear_object (&self->game);
  g_clear_object (&self->counters);
  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->stack, g_array_unref);
  g_clear_pointer (&self->checks, g_ptr_array_unref);
  g_clear_pointer (&self->labels, g_strfreev);
  g_clear_pointer (&self->notes, g_ptr_array_unref);
  g_clear_weak_pointer (&self->map);
  gtk_widget_dispose_template (GTK_WIDGET (self), BH_TYPE_DECISION_PANEL);
  /* Template children without an id are not cleared by the above. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bh_decision_panel_parent_class)->dispose (object);
}

static void
bh_decision_panel_class_init (BhDecisionPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bh_decision_panel_dispose;

  /**
   * BhDecisionPanel::perform:
   * @action: (type gpointer): the BhAction chosen, valid during emission
   */
  signals[PERFORM] = g_signal_new ("perform", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SELECTION_CHANGED] = g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/blockhouse/Blockhouse/bh-decision-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, BhDecisionPanel, scrolled);
  gtk_widget_class_bind_template_child (widget_class, BhDecisionPanel, selection_title);
  gtk_widget_class_bind_template_child (widget_class, BhDecisionPanel, selection_hint);
  gtk_widget_class_bind_template_child (widget_class, BhDecisionPanel, selection_list);
  gtk_widget_class_bind_template_child (widget_class, BhDecisionPanel, selection_box);
  gtk_widget_class_bind_template_child (widget_class, BhDecisionPanel, actions_list);
  gtk_widget_class_bind_template_child (widget_class, BhDecisionPanel, moves_hint);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bh_decision_panel_init (BhDecisionPanel *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
  self->stack = g_array_new (FALSE, FALSE, sizeof (int));
  self->checks = g_ptr_array_new_with_free_func (g_object_unref);
  self->counters = bh_counter_cache_new ();
  self->space = BH_NONE;
}

GtkWidget *
bh_decision_panel_new (void)
{
  return g_object_new (BH_TYPE_DECISION_PANEL, NULL);
}
