/* bh-new-game-view.c — choosing what to play. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "bh-action-utils.h"
#include "bh-new-game-view.h"

struct _BhNewGameView
{
  GtkWidget parent_instance;

  GtkScrolledWindow *scrolled;
  AdwPreferencesGroup *resume_group;
  AdwActionRow *resume_row;
  GtkBox *games_box;
  GtkWidget *loading;

  BhLibrary *library;
  GStrv ids;
  guint next;
  guint load_id;
  guint n_games;
  char *preferred;
  GHashTable *scenario_rows;   /* "game/scenario" → AdwExpanderRow */
};

G_DEFINE_FINAL_TYPE (BhNewGameView, bh_new_game_view, GTK_TYPE_WIDGET)

enum {
  START,
  RESUME,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The options as the switches say, id -> GINT_TO_POINTER (TRUE/FALSE). */
static GHashTable *
collect_options (GtkWidget *expander)
{
  GPtrArray *switches = g_object_get_data (G_OBJECT (expander), "option-switches");
  GHashTable *options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; switches != NULL && i < switches->len; i++)
    g_hash_table_insert (options, g_strdup (g_object_get_data (switches->pdata[i], "option-id")),
                         GINT_TO_POINTER (gtk_switch_get_active (switches->pdata[i])));
  return options;
}

static guint
collect_computer_sides (GtkWidget *expander, gboolean free_play)
{
  GPtrArray *players = g_object_get_data (G_OBJECT (expander), "player-rows");
  guint mask = 0;

  /* The computer plays by the rules: none in free play. */
  for (guint i = 0; !free_play && players != NULL && i < players->len; i++)
    if (adw_combo_row_get_selected (players->pdata[i]) == 1)
      mask |= 1u << i;
  return mask;
}

static void
on_start_clicked (GtkButton *button, BhNewGameView *self)
{
  GtkWidget *expander = g_object_get_data (G_OBJECT (button), "expander");
  GtkSwitch *rules = g_object_get_data (G_OBJECT (expander), "rules");
  gboolean free_play = !gtk_switch_get_active (rules);
  g_autoptr(GHashTable) options = collect_options (expander);

  g_signal_emit (self, signals[START], 0,
                 g_object_get_data (G_OBJECT (expander), "game-id"),
                 g_object_get_data (G_OBJECT (expander), "scenario-id"),
                 free_play, collect_computer_sides (expander, free_play), options);
}

static char *
sides_text (BhGameData *data)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < bh_game_data_get_n_sides (data); i++)
    {
      if (i > 0)
        g_string_append (s, i + 1 == bh_game_data_get_n_sides (data) ? _(" vs ") : ", ");
      g_string_append (s, bh_game_data_get_side (data, i)->name);
    }
  return g_string_free (s, FALSE);
}

/* What an expanded scenario offers, made the first time it is expanded:
 * made for every scenario at once, the rows of all five games would cost
 * the start page some ten megabytes. */
static void
fill_scenario_row (BhNewGameView *self, GtkWidget *expander)
{
  BhGameData *data = g_object_get_data (G_OBJECT (expander), "game-data");
  const BhScenario *scenario;
  gboolean has_rules;
  GtkWidget *description = gtk_label_new (NULL);
  GtkWidget *description_row = gtk_list_box_row_new ();
  GPtrArray *players = g_ptr_array_new ();
  GPtrArray *switches = g_ptr_array_new ();
  GtkWidget *rules_row = adw_action_row_new ();
  GtkWidget *rules = gtk_switch_new ();
  GtkWidget *start_row = gtk_list_box_row_new ();
  GtkWidget *start = gtk_button_new_with_mnemonic (_("_Start"));

  if (data == NULL)
    return;
  scenario = bh_game_data_get_scenario (data, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (expander), "scenario-index")));
  has_rules = bh_rules_exist_for (bh_game_data_get_id (data));
  gtk_label_set_text (GTK_LABEL (description), scenario->description != NULL ? scenario->description : "");
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_xalign (GTK_LABEL (description), 0);
  gtk_widget_set_margin_start (description, 12);
  gtk_widget_set_margin_end (description, 12);
  gtk_widget_set_margin_top (description, 8);
  gtk_widget_set_margin_bottom (description, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (description_row), description);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (description_row), FALSE);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), description_row);

  /* Who plays each side: a person at this screen or the computer, which
   * needs the rules.  All people: hot-seat. */
  for (guint i = 0; has_rules && i < bh_game_data_get_n_seats (data) && i < 32; i++)
    {
      GtkWidget *player = adw_combo_row_new ();
      const char *kinds[] = { _("Human"), _("Computer"), NULL };
      GtkStringList *model = gtk_string_list_new (kinds);
      g_autofree char *seat_name = bh_game_data_dup_seat_name (data, i, FALSE);

      bh_row_set_title (player, seat_name);
      adw_combo_row_set_model (ADW_COMBO_ROW (player), G_LIST_MODEL (model));
      g_object_unref (model);
      g_object_bind_property (rules, "active", player, "sensitive", G_BINDING_SYNC_CREATE);
      g_ptr_array_add (players, player);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), player);
    }

  bh_row_set_title (rules_row, _("Enforce the Rules"));
  bh_row_set_subtitle (rules_row,
                               has_rules ? _("Off: free play, anything goes and everything is logged")
                                         : _("The rules of this game are not written yet: free play only"));
  gtk_switch_set_active (GTK_SWITCH (rules), has_rules);
  gtk_widget_set_sensitive (rules, has_rules);
  gtk_widget_set_valign (rules, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (rules_row), rules);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (rules_row), rules);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), rules_row);

  /* The scenario's options: the rulebook's alternative readings and
   * optional rules, at their defaults.  They change the rules only. */
  for (guint i = 0; has_rules && scenario->options != NULL && i < scenario->options->len; i++)
    {
      const BhOption *option = g_ptr_array_index (scenario->options, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *toggle = gtk_switch_new ();
      g_autofree char *title = g_strdup_printf (_("Option: %s"), option->name != NULL ? option->name : option->id);

      bh_row_set_title (row, title);
      if (option->description != NULL)
        bh_row_set_subtitle (row, option->description);
      gtk_switch_set_active (GTK_SWITCH (toggle), option->default_value);
      gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
      g_object_set_data_full (G_OBJECT (toggle), "option-id", g_strdup (option->id), g_free);
      g_object_bind_property (rules, "active", row, "sensitive", G_BINDING_SYNC_CREATE);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
      adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
      g_ptr_array_add (switches, toggle);
      adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), row);
    }

  gtk_widget_add_css_class (start, "suggested-action");
  gtk_widget_set_halign (start, GTK_ALIGN_END);
  gtk_widget_set_margin_top (start, 8);
  gtk_widget_set_margin_bottom (start, 8);
  gtk_widget_set_margin_end (start, 12);
  g_object_set_data (G_OBJECT (start), "expander", expander);
  g_signal_connect (start, "clicked", G_CALLBACK (on_start_clicked), self);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (start_row), start);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (start_row), FALSE);
  adw_expander_row_add_row (ADW_EXPANDER_ROW (expander), start_row);

  g_object_set_data_full (G_OBJECT (expander), "player-rows", players, (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data_full (G_OBJECT (expander), "option-switches", switches, (GDestroyNotify) g_ptr_array_unref);
  g_object_set_data (G_OBJECT (expander), "rules", rules);
  g_object_set_data (G_OBJECT (expander), "start", start);
  /* Made once: the data is no longer needed. */
  g_object_set_data (G_OBJECT (expander), "game-data", NULL);
}

static GtkWidget *
ensure_filled (BhNewGameView *self, GtkWidget *expander)
{
  if (expander != NULL && g_object_get_data (G_OBJECT (expander), "start") == NULL)
    fill_scenario_row (self, expander);
  return expander;
}

static void
on_expanded (GtkWidget *expander, GParamSpec *pspec, BhNewGameView *self)
{
  if (adw_expander_row_get_expanded (ADW_EXPANDER_ROW (expander)))
    ensure_filled (self, expander);
}

static GtkWidget *
scenario_row (BhNewGameView *self, BhGameData *data, guint index)
{
  const BhScenario *scenario = bh_game_data_get_scenario (data, index);
  GtkWidget *expander = adw_expander_row_new ();
  g_autofree char *sides = sides_text (data);
  g_autofree char *length = scenario->last_turn > scenario->first_turn
    ? g_strdup_printf (_("Turns %d–%d"), scenario->first_turn, scenario->last_turn)
    : g_strdup_printf (_("Turn %d"), scenario->first_turn);
  g_autofree char *subtitle = g_strdup_printf ("%s · %s", length, sides);
  g_autofree char *key = g_strdup_printf ("%s/%s", bh_game_data_get_id (data), scenario->id);

  bh_row_set_title (expander, scenario->title);
  bh_row_set_subtitle (expander, subtitle);
  g_object_set_data_full (G_OBJECT (expander), "game-id", g_strdup (bh_game_data_get_id (data)), g_free);
  g_object_set_data_full (G_OBJECT (expander), "scenario-id", g_strdup (scenario->id), g_free);
  g_object_set_data_full (G_OBJECT (expander), "game-data", g_object_ref (data), g_object_unref);
  g_object_set_data (G_OBJECT (expander), "scenario-index", GUINT_TO_POINTER (index));
  g_signal_connect (expander, "notify::expanded", G_CALLBACK (on_expanded), self);
  if (self->preferred != NULL && g_str_equal (self->preferred, key))
    adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
  g_hash_table_insert (self->scenario_rows, g_steal_pointer (&key), expander);
  return expander;
}

/* Where a game comes: its rules fully enforced, partly enforced (still
 * being written), then free play only. */
static const char *
rules_rank (const char *id)
{
  if (!bh_rules_exist_for (id))
    return "2";
  return bh_rules_are_partial (id) ? "1" : "0";
}

/* By how far its rules are enforced, then by title, as each comes in
 * (they load one at a time). */
static void
insert_sorted (BhNewGameView *self, GtkWidget *group, const char *rank, const char *title)
{
  g_autofree char *collated = g_utf8_collate_key (title, -1);
  char *key = g_strconcat (rank, collated, NULL);
  GtkWidget *after = NULL;

  g_object_set_data_full (G_OBJECT (group), "sort-key", key, g_free);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->games_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *other = g_object_get_data (G_OBJECT (child), "sort-key");

      if (other != NULL && strcmp (other, key) <= 0)
        after = child;
    }
  gtk_box_insert_child_after (self->games_box, group, after);
}

static void
add_game (BhNewGameView *self, const char *id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (self->library, id, &error);
  GtkWidget *group = adw_preferences_group_new ();
  gboolean has_rules = bh_rules_exist_for (id);
  g_autofree char *description = NULL;

  if (data == NULL)
    {
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), id);
      bh_row_set_title (row, _("This game does not load"));
      bh_row_set_subtitle (row, error->message);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      insert_sorted (self, group, "3", id);
      return;
    }

  description = g_strdup_printf ("%s%s%s", bh_game_data_get_subtitle (data) != NULL ? bh_game_data_get_subtitle (data) : "",
                                 bh_game_data_get_subtitle (data) != NULL ? " — " : "",
                                 !has_rules ? _("free play only: its rules are not written yet")
                                 /* Translators: the New Game page: a game whose rules are
                                    registered while still being written */
                                 : bh_rules_are_partial (id) ? _("rules partly enforced: some rules are still being written")
                                 : _("rules enforced"));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), bh_game_data_get_title (data));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), description);
  for (guint i = 0; i < bh_game_data_get_n_scenarios (data); i++)
    adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), scenario_row (self, data, i));
  g_object_set_data_full (G_OBJECT (group), "game-id", g_strdup (id), g_free);
  insert_sorted (self, group, rules_rank (id), bh_game_data_get_title (data));
  self->n_games++;
}

static gboolean
load_next (gpointer user_data)
{
  BhNewGameView *self = user_data;

  if (self->ids == NULL || self->ids[self->next] == NULL)
    {
      self->load_id = 0;
      gtk_widget_set_visible (self->loading, FALSE);
      return G_SOURCE_REMOVE;
    }
  add_game (self, self->ids[self->next++]);
  return G_SOURCE_CONTINUE;
}

static gboolean
load_first (gpointer user_data)
{
  BhNewGameView *self = user_data;

  self->load_id = g_timeout_add (20, load_next, self);
  return G_SOURCE_REMOVE;
}

void
bh_new_game_view_set_library (BhNewGameView *self, BhLibrary *library)
{
  GtkWidget *child;

  g_return_if_fail (BH_IS_NEW_GAME_VIEW (self));

  g_set_object (&self->library, library);
  g_clear_pointer (&self->ids, g_strfreev);
  g_clear_handle_id (&self->load_id, g_source_remove);
  g_hash_table_remove_all (self->scenario_rows);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->games_box))) != NULL)
    gtk_box_remove (self->games_box, child);
  self->n_games = 0;
  self->next = 0;
  self->ids = bh_library_list_games (library);
  /* The games with rules load first, so that they show first. */
  for (guint i = 0, n = 0; self->ids[i] != NULL; i++)
    if (bh_rules_exist_for (self->ids[i]))
      {
        char *id = self->ids[i];

        memmove (&self->ids[n + 1], &self->ids[n], (i - n) * sizeof (char *));
        self->ids[n++] = id;
      }
  gtk_widget_set_visible (self->loading, TRUE);
  /* One game at a time after the first frame: loading takes a while.  A
   * timeout, not an idle, so that redraws cannot starve it. */
  self->load_id = g_timeout_add (300, load_first, self);
}

void
bh_new_game_view_set_resume (BhNewGameView *self, const char *description)
{
  g_return_if_fail (BH_IS_NEW_GAME_VIEW (self));

  gtk_widget_set_visible (GTK_WIDGET (self->resume_group), description != NULL);
  if (description != NULL)
    bh_row_set_subtitle (self->resume_row, description);
}

void
bh_new_game_view_set_preferred (BhNewGameView *self, const char *game_scenario)
{
  AdwExpanderRow *row;

  g_return_if_fail (BH_IS_NEW_GAME_VIEW (self));
  g_free (self->preferred);
  self->preferred = g_strdup (game_scenario);
  if (game_scenario != NULL && (row = g_hash_table_lookup (self->scenario_rows, game_scenario)) != NULL)
    adw_expander_row_set_expanded (row, TRUE);
}

gboolean
bh_new_game_view_start (BhNewGameView *self, const char *game_id, const char *scenario_id)
{
  g_autofree char *key = g_strdup_printf ("%s/%s", game_id, scenario_id);
  GtkWidget *expander;

  g_return_val_if_fail (BH_IS_NEW_GAME_VIEW (self), FALSE);
  expander = ensure_filled (self, g_hash_table_lookup (self->scenario_rows, key));
  if (expander == NULL)
    return FALSE;
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
  g_signal_emit_by_name (g_object_get_data (G_OBJECT (expander), "start"), "clicked");
  return TRUE;
}

gboolean
bh_new_game_view_reveal (BhNewGameView *self, const char *game_id, const char *scenario_id)
{
  g_autofree char *key = g_strdup_printf ("%s/%s", game_id, scenario_id);
  GtkWidget *expander;
  GtkWidget *content;
  graphene_point_t point;
  GtkAdjustment *adjustment;

  g_return_val_if_fail (BH_IS_NEW_GAME_VIEW (self), FALSE);
  expander = g_hash_table_lookup (self->scenario_rows, key);
  if (expander == NULL)
    return FALSE;
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (expander), TRUE);
  content = gtk_scrolled_window_get_child (self->scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (self->scrolled);
  if (gtk_widget_compute_point (expander, content, &GRAPHENE_POINT_INIT (0, 0), &point))
    gtk_adjustment_set_value (adjustment, point.y - 100);
  return TRUE;
}

gboolean
bh_new_game_view_set_computer (BhNewGameView *self, const char *game_id, const char *scenario_id,
                               int side, gboolean computer)
{
  g_autofree char *key = g_strdup_printf ("%s/%s", game_id, scenario_id);
  GtkWidget *expander;
  GPtrArray *players;

  g_return_val_if_fail (BH_IS_NEW_GAME_VIEW (self), FALSE);
  expander = ensure_filled (self, g_hash_table_lookup (self->scenario_rows, key));
  players = expander != NULL ? g_object_get_data (G_OBJECT (expander), "player-rows") : NULL;
  if (players == NULL || side < 0 || (guint) side >= players->len)
    return FALSE;
  adw_combo_row_set_selected (players->pdata[side], computer ? 1 : 0);
  return TRUE;
}

gboolean
bh_new_game_view_set_option (BhNewGameView *self, const char *game_id, const char *scenario_id,
                             const char *option_id, gboolean active)
{
  g_autofree char *key = g_strdup_printf ("%s/%s", game_id, scenario_id);
  GtkWidget *expander;
  GPtrArray *switches;

  g_return_val_if_fail (BH_IS_NEW_GAME_VIEW (self), FALSE);
  expander = ensure_filled (self, g_hash_table_lookup (self->scenario_rows, key));
  switches = expander != NULL ? g_object_get_data (G_OBJECT (expander), "option-switches") : NULL;
  for (guint i = 0; switches != NULL && i < switches->len; i++)
    if (g_str_equal (g_object_get_data (switches->pdata[i], "option-id"), option_id))
      {
        gtk_switch_set_active (switches->pdata[i], active);
        return TRUE;
      }
  return FALSE;
}

gboolean
bh_new_game_view_is_loading (BhNewGameView *self)
{
  g_return_val_if_fail (BH_IS_NEW_GAME_VIEW (self), FALSE);
  return self->load_id != 0;
}

guint
bh_new_game_view_get_n_games (BhNewGameView *self)
{
  g_return_val_if_fail (BH_IS_NEW_GAME_VIEW (self), 0);
  return self->n_games;
}

static void
on_resume_clicked (GtkButton *button, BhNewGameView *self)
{
  g_signal_emit (self, signals[RESUME], 0);
}

static void
bh_new_game_view_dispose (GObject *object)
{
  BhNewGameView *self = BH_NEW_GAME_VIEW (object);

  g_clear_handle_id (&self->load_id, g_source_remove);
  g_clear_object (&self->library);
  g_clear_pointer (&self->ids, g_strfreev);
  g_clear_pointer (&self->preferred, g_free);
  g_clear_pointer (&self->scenario_rows, g_hash_table_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), BH_TYPE_NEW_GAME_VIEW);
  /* Template children without an id are not cleared by the above. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (bh_new_game_view_parent_class)->dispose (object);
}

static void
bh_new_game_view_class_init (BhNewGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = bh_new_game_view_dispose;

  /**
   * BhNewGameView::start:
   * @game_id, @scenario_id: what to play
   * @free_play: TRUE when the rules are off
   * @computer_sides: bit i set when the computer plays side i
   * @options: (element-type utf8 gpointer): option id -> GINT_TO_POINTER (on)
   */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                 0, NULL, NULL, NULL, G_TYPE_NONE, 5,
                                 G_TYPE_STRING, G_TYPE_STRING, G_TYPE_BOOLEAN, G_TYPE_UINT,
                                 G_TYPE_HASH_TABLE);
  signals[RESUME] = g_signal_new ("resume", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class, "/org/blockhouse/Blockhouse/bh-new-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BhNewGameView, scrolled);
  gtk_widget_class_bind_template_child (widget_class, BhNewGameView, resume_group);
  gtk_widget_class_bind_template_child (widget_class, BhNewGameView, resume_row);
  gtk_widget_class_bind_template_child (widget_class, BhNewGameView, games_box);
  gtk_widget_class_bind_template_child (widget_class, BhNewGameView, loading);
  gtk_widget_class_bind_template_callback (widget_class, on_resume_clicked);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
bh_new_game_view_init (BhNewGameView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->scenario_rows = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

GtkWidget *
bh_new_game_view_new (void)
{
  return g_object_new (BH_TYPE_NEW_GAME_VIEW, NULL);
}

char **
bh_new_game_view_dup_listed (BhNewGameView *self)
{
  GStrvBuilder *ids = g_strv_builder_new ();
  char **result;

  g_return_val_if_fail (BH_IS_NEW_GAME_VIEW (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->games_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_object_get_data (G_OBJECT (child), "game-id") != NULL)
      g_strv_builder_add (ids, g_object_get_data (G_OBJECT (child), "game-id"));
  result = g_strv_builder_end (ids);
  g_strv_builder_unref (ids);
  return result;
}

const char *
bh_new_game_view_get_game_description (BhNewGameView *self, const char *game_id)
{
  g_return_val_if_fail (BH_IS_NEW_GAME_VIEW (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->games_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (g_object_get_data (G_OBJECT (child), "game-id"), game_id) == 0)
      return adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (child));
  return NULL;
}
