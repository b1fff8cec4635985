/* bh-action-utils.c — classifying the rules' actions for the window. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bh-action-utils.h"
#include "bh-counter-painter.h"

int
bh_action_kind_find_arg (const BhActionKind *kind, BhArgType type)
{
  for (guint i = 0; i < kind->n_args; i++)
    if (kind->args[i] == type)
      return i;
  return -1;
}

BhActionShape
bh_action_kind_shape (const BhActionKind *kind)
{
  int piece = bh_action_kind_find_arg (kind, BH_ARG_PIECE);
  int place = bh_action_kind_find_arg (kind, BH_ARG_LOCATION);

  if (piece == 0 && place > 0)
    return BH_ACTION_SHAPE_PIECE_TO;
  if (kind->n_args == 2 && kind->args[0] == BH_ARG_LOCATION && kind->args[1] == BH_ARG_LOCATION)
    return BH_ACTION_SHAPE_STACK_TO;
  if (kind->n_args == 1 && place == 0)
    return BH_ACTION_SHAPE_PLACE;
  if (kind->n_args == 1 && piece == 0)
    return BH_ACTION_SHAPE_PIECE;
  return BH_ACTION_SHAPE_BUTTON;
}

const BhActionKind *
bh_action_get_kind (BhRules *rules, const BhAction *action)
{
  guint n_kinds;
  const BhActionKind *kinds = bh_rules_get_action_kinds (rules, &n_kinds);

  g_return_val_if_fail (action->kind < n_kinds, NULL);
  return &kinds[action->kind];
}

/* The titles of the rules' verbs (free play's and Blood on the Ohio's), as
 * the decision panel heads a group of actions with them; a verb that is not
 * here is shown as it is written. */
static const struct {
  const char *verb;
  const char *title;
} verb_titles[] = {
  { "acw-assign", NC_("action verb", "Give a Commander a Column") },
  { "acw-realign", NC_("action verb", "Move a BP between Columns") },
  { "acw-redeploy", NC_("action verb", "Redeploy a Column") },
  { "add", NC_("action verb", "Add to the force") },
  { "alliance", NC_("action verb", "Seek an alliance") },
  { "ambush", NC_("action verb", "Ambush") },
  { "attack", NC_("action verb", "Attack") },
  { "breakout", NC_("action verb", "Break out") },
  { "build", NC_("action verb", "Build") },
  { "build-fort", NC_("action verb", "Build a fort") },
  { "cancel", NC_("action verb", "Cancel the force") },
  { "casualty", NC_("action verb", "Casualty") },
  { "defend", NC_("action verb", "Defend") },
  { "drop", NC_("action verb", "Drop off") },
  { "end-ops", NC_("action verb", "End operations") },
  { "end-turn", NC_("action verb", "End turn") },
  { "flip", NC_("action verb", "Flip") },
  { "form", NC_("action verb", "Form a force") },
  { "garrison", NC_("action verb", "Garrison") },
  { "harass", NC_("action verb", "Harass") },
  { "hit-structure", NC_("action verb", "Hit the structure") },
  { "ignore", NC_("action verb", "Leave alone") },
  { "keep", NC_("action verb", "Keep") },
  { "march", NC_("action verb", "March") },
  { "march-scout", NC_("action verb", "March with a scout") },
  { "move", NC_("action verb", "Move") },
  { "move-stack", NC_("action verb", "Move the stack") },
  { "no-ambush", NC_("action verb", "No ambush") },
  { "no-harass", NC_("action verb", "Do not harass") },
  { "no-reinforce", NC_("action verb", "No reinforcements") },
  { "no-reroll", NC_("action verb", "Keep the roll") },
  { "no-supply", NC_("action verb", "Leave unsupplied") },
  { "overrun", NC_("action verb", "Overrun") },
  { "pass", NC_("action verb", "Pass") },
  { "pass-through", NC_("action verb", "Pass through") },
  { "pickup", NC_("action verb", "Pick up") },
  { "place", NC_("action verb", "Place") },
  { "place-driven-out", NC_("action verb", "Place the Village driven out") },
  { "raid", NC_("action verb", "Raid") },
  { "rbc", NC_("action verb", "Retreat before combat") },
  { "rbc-no-tp", NC_("action verb", "No TP on the retreat roll") },
  { "rbc-tp", NC_("action verb", "TP on the retreat roll") },
  { "recruit", NC_("action verb", "Recruit") },
  { "recruit-nation", NC_("action verb", "Recruit among a nation") },
  { "redraw", NC_("action verb", "Draw again") },
  { "reinforce", NC_("action verb", "Reinforce") },
  { "relocate", NC_("action verb", "Move the village") },
  { "remove", NC_("action verb", "Remove") },
  { "repair", NC_("action verb", "Repair") },
  { "reroll", NC_("action verb", "Reroll") },
  { "retreat", NC_("action verb", "Retreat") },
  { "retreat-unit", NC_("action verb", "Retreat a unit") },
  { "roll", NC_("action verb", "Roll") },
  { "save", NC_("action verb", "Save the special action point") },
  { "scout", NC_("action verb", "Use a scout") },
  { "search-artillery", NC_("action verb", "Search for the artillery") },
  { "search-raiders", NC_("action verb", "Search for raiders") },
  { "set", NC_("action verb", "Set") },
  { "stop", NC_("action verb", "Stop") },
  { "strategic", NC_("action verb", "Strategic movement") },
  { "strategic-with", NC_("action verb", "Strategic movement together") },
  { "supply", NC_("action verb", "Supply") },
  { "take-arms", NC_("action verb", "Take the British Arms") },
  { "treaty", NC_("action verb", "Seek a treaty") },
  { "ungarrison", NC_("action verb", "Leave the fort") },
  { "winter-cup", NC_("action verb", "Send home to the cup") },
};

char **
bh_describe_actions (BhRules *rules, const BhState *state, GArray *actions)
{
  g_auto(GStrv) plain = g_new0 (char *, actions->len + 1);
  char **labels = g_new0 (char *, actions->len + 1);
  g_autoptr(GHashTable) totals = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) ranks = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint a = 0; a < actions->len; a++)
    {
      plain[a] = bh_rules_describe_action (rules, state, &g_array_index (actions, BhAction, a));
      g_hash_table_insert (totals, plain[a],
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (totals, plain[a])) + 1));
    }
  /* Two choices that read alike are told apart by their rank. */
  for (guint a = 0; a < actions->len; a++)
    {
      guint total = GPOINTER_TO_UINT (g_hash_table_lookup (totals, plain[a]));
      guint rank = GPOINTER_TO_UINT (g_hash_table_lookup (ranks, plain[a])) + 1;

      g_hash_table_insert (ranks, plain[a], GUINT_TO_POINTER (rank));
      /* TRANSLATORS: an action's description, then its rank among the
         choices that read the same: "Form a force with Regular infantry at
         Fort Washington (3 of 6)" */
      labels[a] = total < 2 ? g_strdup (plain[a]) : g_strdup_printf (_("%s (%u of %u)"), plain[a], rank, total);
    }
  return labels;
}

char *
bh_verb_to_title (const char *verb)
{
  char *title;

  for (gsize i = 0; i < G_N_ELEMENTS (verb_titles); i++)
    if (g_str_equal (verb_titles[i].verb, verb))
      return g_strdup (g_dpgettext2 (NULL, "action verb", verb_titles[i].title));
  title = g_strdup (verb);
  g_strdelimit (title, "-_", ' ');
  title[0] = g_ascii_toupper (title[0]);
  return title;
}

void
bh_side_colour (BhGameData *data, int side, GdkRGBA *colour)
{
  static const GdkRGBA grey = { 0.5, 0.5, 0.5, 1 };

  if (side < 0 || (guint) side >= bh_game_data_get_n_sides (data))
    *colour = grey;
  else
    bh_colour_parse (bh_game_data_get_side (data, side)->colour, &grey, colour);
}

void
bh_row_set_title (gpointer row, const char *text)
{
  g_autofree char *markup = g_markup_escape_text (text != NULL ? text : "", -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), markup);
}

void
bh_row_set_subtitle (gpointer row, const char *text)
{
  g_autofree char *markup = g_markup_escape_text (text != NULL ? text : "", -1);

  if (ADW_IS_EXPANDER_ROW (row))
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), markup);
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), markup);
}

char *
bh_location_title (BhGameData *data, int location)
{
  int index;

  if (location >= 0 && (guint) location < bh_game_data_get_n_locations (data) &&
      bh_game_data_get_location_kind (data, location, &index) == BH_LOCATION_HEX)
    {
      g_autofree char *id = bh_game_data_dup_location_id (data, location);
      const char *dot = strrchr (id, '.');

      /* TRANSLATORS: a battle board's name and a hex number, "Wilderness battle board, hex 0307" */
      return g_strdup_printf (_("%s, hex %s"), bh_game_data_get_location_name (data, location),
                              dot != NULL ? dot + 1 : id);
    }
  return g_strdup (bh_game_data_get_location_name (data, location));
}

void
bh_set_new_tooltip (GtkWidget *widget, const char *text)
{
  gboolean shown = gtk_widget_get_visible (widget);

  /* Hidden, the change asks nothing of the display; shown again, nothing
   * is asked either (the pointer has not moved). */
  if (shown)
    gtk_widget_set_visible (widget, FALSE);
  gtk_widget_set_tooltip_text (widget, text);
  if (shown)
    gtk_widget_set_visible (widget, TRUE);
}
