/* bh-action.c — the text form of actions: a verb and its arguments,
 * separated by single spaces, every argument named by its data id. */
#include "config.h"

#include "bh-action.h"
#include "bh-error.h"

#include <glib/gi18n-lib.h>

static void
append_arg (GString *out, BhArgType type, gint32 value, BhGameData *data)
{
  g_autofree char *id = NULL;

  g_string_append_c (out, ' ');
  switch (type)
    {
    case BH_ARG_PIECE:
      id = bh_game_data_dup_piece_id (data, value);
      break;
    case BH_ARG_LOCATION:
      id = bh_game_data_dup_location_id (data, value);
      break;
    case BH_ARG_SIDE:
      id = g_strdup (bh_game_data_get_side (data, value)->id);
      break;
    case BH_ARG_MARKER:
      id = g_strdup (bh_game_data_get_marker (data, value)->id);
      break;
    case BH_ARG_DIE:
      id = g_strdup (bh_game_data_get_die (data, value)->id);
      break;
    case BH_ARG_INT:
    default:
      id = g_strdup_printf ("%d", value);
      break;
    }
  g_string_append (out, id);
}

char *
bh_action_to_string (const BhAction *action, const BhActionKind *kinds, BhGameData *data)
{
  const BhActionKind *kind = &kinds[action->kind];
  GString *out = g_string_new (kind->verb);

  for (guint i = 0; i < kind->n_args && i < action->n_args; i++)
    append_arg (out, kind->args[i], action->args[i], data);
  return g_string_free (out, FALSE);
}

static gboolean
parse_arg (const char *word, BhArgType type, BhGameData *data, gint32 *value, GError **error)
{
  int found = BH_NONE;
  const char *what = NULL;

  switch (type)
    {
    case BH_ARG_PIECE:
      found = bh_game_data_find_piece (data, word);
      what = _("piece");
      break;
    case BH_ARG_LOCATION:
      found = bh_game_data_find_location (data, word);
      what = _("space, box or hex");
      break;
    case BH_ARG_SIDE:
      found = bh_game_data_find_side (data, word);
      what = _("side");
      break;
    case BH_ARG_MARKER:
      found = bh_game_data_find_marker (data, word);
      what = _("track marker");
      break;
    case BH_ARG_DIE:
      found = bh_game_data_find_die (data, word);
      what = _("die");
      break;
    case BH_ARG_INT:
    default:
      {
        char *end;
        gint64 number = g_ascii_strtoll (word, &end, 10);

        if (*end != '\0' || end == word || number < -100000 || number > 100000)
          {
            g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("“%s” is not a number"), word);
            return FALSE;
          }
        *value = (gint32) number;
        return TRUE;
      }
    }
  if (found == BH_NONE)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("unknown %s “%s”"), what, word);
      return FALSE;
    }
  *value = found;
  return TRUE;
}

gboolean
bh_action_parse (const char *text, const BhActionKind *kinds, guint n_kinds, BhGameData *data,
                 BhAction *action, GError **error)
{
  g_auto(GStrv) words = g_strsplit_set (text, " \t\r\n", -1);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const BhActionKind *kind = NULL;

  for (guint i = 0; words[i]; i++)
    if (*words[i])
      g_ptr_array_add (args, words[i]);
  if (args->len == 0)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("an empty action"));
      return FALSE;
    }
  memset (action, 0, sizeof *action);
  for (guint i = 0; i < n_kinds && kind == NULL; i++)
    if (g_str_equal (kinds[i].verb, g_ptr_array_index (args, 0)))
      {
        kind = &kinds[i];
        action->kind = i;
      }
  if (kind == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("unknown action “%s”"),
                   (const char *) g_ptr_array_index (args, 0));
      return FALSE;
    }
  if (args->len - 1 != kind->n_args)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL,
                   ngettext ("“%s” takes %u argument", "“%s” takes %u arguments", kind->n_args),
                   kind->verb, kind->n_args);
      return FALSE;
    }
  action->n_args = kind->n_args;
  action->side = BH_NONE;
  for (guint i = 0; i < kind->n_args; i++)
    if (!parse_arg (g_ptr_array_index (args, i + 1), kind->args[i], data, &action->args[i], error))
      return FALSE;
  return TRUE;
}

gboolean
bh_action_equal (const BhAction *a, const BhAction *b)
{
  if (a->kind != b->kind || a->n_args != b->n_args)
    return FALSE;
  for (guint i = 0; i < a->n_args; i++)
    if (a->args[i] != b->args[i])
      return FALSE;
  return TRUE;
}
