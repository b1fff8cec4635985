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

char *
bh_verb_to_title (const char *verb)
{
  char *title = g_strdup (verb);

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

gboolean
bh_game_data_has_hidden_boxes (BhGameData *data)
{
  for (guint i = 0; i < bh_game_data_get_n_boxes (data); i++)
    if (bh_game_data_get_box (data, i)->visibility != BH_VISIBLE_ALL)
      return TRUE;
  return FALSE;
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
