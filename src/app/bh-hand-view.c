/* bh-hand-view.c — the player's own cards as tiles he can read and play.
 * Everything shown comes from the game data (the card's title, values,
 * props and text) and from the legal actions: a card is played only by an
 * action the rules list. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-hand-view.h"

struct _BhHandView
{
  GtkWidget parent_instance;

  GtkWidget *empty_label;
  GtkWidget *cards_box;

  /* What the last update showed, kept so that a hidden page is built only
   * when it is shown. */
  BhGame *game;
  BhState *view;
  GArray *actions;
  int side;
  gboolean dirty;
};

G_DEFINE_FINAL_TYPE (BhHandView, bh_hand_view, GTK_TYPE_WIDGET)

enum {
  PERFORM,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const BhCard *
card_of_piece (BhGameData *data, int piece)
{
  int type = bh_game_data_get_piece_type (data, piece);
  const BhUnitType *unit_type = bh_game_data_get_unit_type (data, type);
  const BhDeck *deck;

  if (unit_type->kind != BH_UNIT_CARD || unit_type->deck < 0)
    return NULL;
  deck = bh_game_data_get_deck (data, unit_type->deck);
  for (guint i = 0; i < deck->cards->len; i++)
    {
      const BhCard *card = g_ptr_array_index (deck->cards, i);

      if (card->unit_type == type)
        return card;
    }
  return NULL;
}

gboolean
bh_hand_view_applies (BhGame *game)
{
  BhGameData *data = bh_game_get_data (game);

  if (bh_game_data_get_n_decks (data) == 0)
    return FALSE;
  /* Hands a side may look into; seat-held hands (Geronimo) are the
   * rules' own business. */
  for (guint b = 0; b < bh_game_data_get_n_boxes (data); b++)
    if (bh_game_data_get_box (data, b)->kind == BH_BOX_HAND && bh_game_data_get_box (data, b)->visibility == BH_VISIBLE_SIDE)
      return TRUE;
  return FALSE;
}

static void
on_play_clicked (GtkButton *button, BhHandView *self)
{
  const BhAction *action = g_object_get_data (G_OBJECT (button), "action");
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  if (popover)
    gtk_popover_popdown (GTK_POPOVER (popover));
  g_signal_emit (self, signals[PERFORM], 0, action);
}

static GtkWidget *
play_button (BhHandView *self, BhRules *rules, const BhState *view, const BhAction *action)
{
  /* Told to the player whose hand it is. */
  g_autofree char *text = bh_rules_describe_action (rules, view, action, self->side);
  GtkWidget *button = gtk_button_new ();
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 24);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_button_set_child (GTK_BUTTON (button), label);
  g_object_set_data_full (G_OBJECT (button), "action", g_memdup2 (action, sizeof *action), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_play_clicked), self);
  return button;
}

/* "Ops 2 · VP 1": the card's numbers as game.xml names them. */
static char *
values_text (BhGameData *data, const BhCard *card)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < card->values->len; i++)
    {
      const BhValue *v = g_ptr_array_index (card->values, i);

      g_string_append_printf (out, "%s%s %d", out->len ? " · " : "",
                              bh_game_data_get_value_label (data, v->name), v->num);
    }
  return g_string_free (out, FALSE);
}

/* The names of the card types the data's "type" prop gives (Mr. Madison's
 * War, 8.25, 8.7); another type is shown as it is written. */
static const struct {
  const char *type;
  const char *name;
} card_types[] = {
  { "battle", NC_("card type", "Battle card") },
  { "campaign", NC_("card type", "Campaign card") },
  { "event", NC_("card type", "Event card") },
  { "reaction", NC_("card type", "Reaction card") },
  { "special", NC_("card type", "Special card") },
};

static const char *
card_type_name (const char *type)
{
  for (gsize i = 0; i < G_N_ELEMENTS (card_types); i++)
    if (g_str_equal (card_types[i].type, type))
      return g_dpgettext2 (NULL, "card type", card_types[i].name);
  return type;
}

/* What kind of card it is and whose event it is, from its props. */
static char *
kind_text (BhGameData *data, const BhCard *card)
{
  const char *type = bh_props_lookup (card->props, "type");
  const char *side = bh_props_lookup (card->props, "event-side");
  const char *winter = bh_props_lookup (card->props, "winter");
  GString *out = g_string_new (NULL);
  int s = side ? bh_game_data_find_side (data, side) : BH_NONE;

  gboolean battle = type && g_str_equal (type, "battle");

  if (type)
    g_string_append (out, card_type_name (type));
  /* A battle card's flag says who may play it in a battle (8.21). */
  if (s >= 0)
    g_string_append_printf (out, battle ? _(" · battle card for %s")
                                        /* Translators: a strategy card whose event only this side may play */
                                        : _(" · event for %s"),
                            bh_game_data_get_side (data, s)->name);
  else if (side && g_str_equal (side, "both"))
    g_string_append (out, battle ? _(" · battle card for either side") : _(" · event for either side"));
  if (winter)
    /* Translators: a card played in the winter turn of these years, e.g. “1812-1813” */
    g_string_append_printf (out, _(" · winter %s"), winter);
  return g_string_free (out, FALSE);
}

static GtkWidget *
card_tile (BhHandView *self, BhGame *game, const BhState *view, GArray *actions, int piece, const BhCard *card,
           gboolean held)
{
  BhGameData *data = bh_game_get_data (game);
  BhRules *rules = bh_game_get_rules (game);
  guint n_kinds;
  const BhActionKind *kinds = bh_rules_get_action_kinds (rules, &n_kinds);
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *title = gtk_label_new (card->title);
  g_autofree char *numbers = values_text (data, card);
  g_autofree char *kind = kind_text (data, card);
  GtkWidget *value = gtk_label_new (numbers);
  GtkWidget *sub = gtk_label_new (kind);
  GtkWidget *text = gtk_label_new (card->text);
  GtkWidget *buttons = gtk_flow_box_new ();

  gtk_widget_add_css_class (frame, "card");
  gtk_widget_set_margin_start (box, 10);
  gtk_widget_set_margin_end (box, 10);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_frame_set_child (GTK_FRAME (frame), box);

  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 18);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_widget_set_hexpand (title, TRUE);
  gtk_widget_add_css_class (title, "heading");
  gtk_box_append (GTK_BOX (head), title);
  gtk_widget_add_css_class (value, "numeric");
  gtk_box_append (GTK_BOX (head), value);
  gtk_box_append (GTK_BOX (box), head);

  gtk_label_set_xalign (GTK_LABEL (sub), 0);
  gtk_label_set_wrap (GTK_LABEL (sub), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (sub), 24);
  gtk_widget_add_css_class (sub, "dim-label");
  gtk_widget_add_css_class (sub, "caption");
  gtk_box_append (GTK_BOX (box), sub);
  if (held)
    {
      GtkWidget *held_label = gtk_label_new (_("Held back"));

      gtk_label_set_xalign (GTK_LABEL (held_label), 0);
      gtk_widget_add_css_class (held_label, "caption-heading");
      gtk_box_append (GTK_BOX (box), held_label);
    }
  if (bh_provenance_is_reconstructed (&card->prov))
    {
      /* The mark the map uses for what is not from the printed game. */
      GtkWidget *mark = gtk_label_new (_("≈ Reconstructed card: not from the printed game"));

      gtk_label_set_xalign (GTK_LABEL (mark), 0);
      gtk_label_set_wrap (GTK_LABEL (mark), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (mark), 24);
      gtk_widget_add_css_class (mark, "caption");
      gtk_widget_add_css_class (mark, "warning");
      if (card->prov.note)
        gtk_widget_set_tooltip_text (mark, bh_provenance_get_note (&card->prov));
      gtk_box_append (GTK_BOX (box), mark);
    }
  if (card->text)
    {
      gtk_label_set_wrap (GTK_LABEL (text), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (text), 24);
      gtk_label_set_xalign (GTK_LABEL (text), 0);
      gtk_box_append (GTK_BOX (box), text);
    }

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (buttons), 1);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (buttons), 4);
  for (guint k = 0; actions && k < n_kinds; k++)
    {
      GPtrArray *of_kind = g_ptr_array_new ();

      if (kinds[k].n_args == 0 || kinds[k].args[0] != BH_ARG_PIECE)
        {
          g_ptr_array_unref (of_kind);
          continue;
        }
      for (guint i = 0; i < actions->len; i++)
        {
          const BhAction *a = &g_array_index (actions, BhAction, i);

          if (a->kind == k && a->args[0] == piece)
            g_ptr_array_add (of_kind, (gpointer) a);
        }
      if (of_kind->len == 1)
        gtk_flow_box_append (GTK_FLOW_BOX (buttons), play_button (self, rules, view, g_ptr_array_index (of_kind, 0)));
      else if (of_kind->len > 1)
        {
          /* Several ways of the same use (a depot's space...): a menu. */
          GtkWidget *menu = gtk_menu_button_new ();
          GtkWidget *popover = gtk_popover_new ();
          GtkWidget *list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
          GtkWidget *scroll = gtk_scrolled_window_new ();
          g_autofree char *verb = g_strdup (kinds[k].verb);
          g_autofree char *label = NULL;

          /* The verb reads as the decision panel's group titles do. */
          g_strdelimit (verb, "-_", ' ');
          verb[0] = g_ascii_toupper (verb[0]);
          /* Translators: a button opening the choices of one use of a card,
             e.g. “Depot … (12 choices)” */
          label = g_strdup_printf (_("%s … (%u choices)"), verb, of_kind->len);

          for (guint i = 0; i < of_kind->len; i++)
            gtk_box_append (GTK_BOX (list), play_button (self, rules, view, g_ptr_array_index (of_kind, i)));
          gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
          gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroll), 400);
          gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroll), TRUE);
          gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroll), list);
          gtk_popover_set_child (GTK_POPOVER (popover), scroll);
          gtk_menu_button_set_popover (GTK_MENU_BUTTON (menu), popover);
          gtk_menu_button_set_label (GTK_MENU_BUTTON (menu), label);
          gtk_flow_box_append (GTK_FLOW_BOX (buttons), menu);
        }
      g_ptr_array_unref (of_kind);
    }
  gtk_box_append (GTK_BOX (box), buttons);
  (void) data;
  return frame;
}

static void
clear (GtkWidget *box)
{
  for (GtkWidget *child; (child = gtk_widget_get_first_child (box)) != NULL;)
    gtk_box_remove (GTK_BOX (box), child);
}

static void rebuild (BhHandView *self);

void
bh_hand_view_update (BhHandView *self, BhGame *game, const BhState *view, GArray *actions, int side)
{
  g_set_object (&self->game, game);
  g_clear_pointer (&self->view, bh_state_free);
  self->view = bh_state_copy (view);
  g_clear_pointer (&self->actions, g_array_unref);
  self->actions = actions ? g_array_ref (actions) : NULL;
  self->side = side;
  self->dirty = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    rebuild (self);
}

static void
on_map (GtkWidget *widget)
{
  BhHandView *self = BH_HAND_VIEW (widget);

  GTK_WIDGET_CLASS (bh_hand_view_parent_class)->map (widget);
  if (self->dirty)
    rebuild (self);
}

static void
rebuild (BhHandView *self)
{
  BhGame *game = self->game;
  const BhState *view = self->view;
  GArray *actions = self->actions;
  int side = self->side;
  BhGameData *data;
  guint n_spaces;
  const BhPieceState *pieces;
  guint shown = 0;

  self->dirty = FALSE;
  if (game == NULL || view == NULL)
    return;
  data = bh_game_get_data (game);
  n_spaces = bh_game_data_get_n_spaces (data);
  pieces = bh_state_const_pieces (view);
  clear (self->cards_box);
  for (guint b = 0; side >= 0 && b < bh_game_data_get_n_boxes (data); b++)
    {
      const BhBox *box = bh_game_data_get_box (data, b);
      gboolean held = box->kind != BH_BOX_HAND;

      /* The side's own hand, and the cards it holds back face down. */
      if (box->side != side || box->visibility != BH_VISIBLE_SIDE || (box->kind != BH_BOX_HAND && box->kind != BH_BOX_HOLDING))
        continue;
      for (guint p = 0; p < view->n_pieces; p++)
        {
          const BhCard *card;

          if (pieces[p].location != n_spaces + b || (pieces[p].flags & BH_PIECE_HIDDEN))
            continue;
          card = card_of_piece (data, p);
          if (card == NULL)
            continue;
          gtk_box_append (GTK_BOX (self->cards_box), card_tile (self, game, view, actions, p, card, held));
          shown++;
        }
    }
  gtk_widget_set_visible (self->empty_label, shown == 0);
}

static void
collect_buttons (GtkWidget *widget, GPtrArray *out)
{
  if (GTK_IS_BUTTON (widget) && g_object_get_data (G_OBJECT (widget), "action") != NULL)
    g_ptr_array_add (out, widget);
  if (GTK_IS_MENU_BUTTON (widget))
    {
      GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (widget));

      if (popover != NULL)
        collect_buttons (GTK_WIDGET (popover), out);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, out);
}

GPtrArray *
bh_hand_view_list_controls (BhHandView *self)
{
  GPtrArray *out = g_ptr_array_new ();

  g_return_val_if_fail (BH_IS_HAND_VIEW (self), out);
  if (self->dirty)
    rebuild (self);
  collect_buttons (self->cards_box, out);
  return out;
}

const BhAction *
bh_hand_view_get_control_action (GtkWidget *control)
{
  return g_object_get_data (G_OBJECT (control), "action");
}

static void
bh_hand_view_dispose (GObject *object)
{
  BhHandView *self = BH_HAND_VIEW (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->view, bh_state_free);
  g_clear_pointer (&self->actions, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (object), BH_TYPE_HAND_VIEW);
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bh_hand_view_parent_class)->dispose (object);
}

static void
bh_hand_view_class_init (BhHandViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bh_hand_view_dispose;
  widget_class->map = on_map;
  /**
   * BhHandView::perform:
   * @action: (type gpointer): the BhAction chosen, valid during emission
   */
  signals[PERFORM] = g_signal_new ("perform", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 1, G_TYPE_POINTER);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/blockhouse/Blockhouse/bh-hand-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BhHandView, empty_label);
  gtk_widget_class_bind_template_child (widget_class, BhHandView, cards_box);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bh_hand_view_init (BhHandView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
