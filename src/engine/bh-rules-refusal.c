/* bh-rules-refusal.c — how every game's rules say no, in the same words. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-error.h"
#include "bh-rules-refusal.h"

gboolean
bh_rules_action_listed (const GArray *legal, const BhAction *action, gboolean *kind_listed)
{
  *kind_listed = FALSE;
  for (guint i = 0; i < legal->len; i++)
    {
      const BhAction *l = &g_array_index (legal, BhAction, i);

      if (bh_action_equal (l, action))
        return TRUE;
      *kind_listed |= l->kind == action->kind;
    }
  return FALSE;
}

void
bh_rules_refuse (GError **error, BhGameData *data, const BhState *state, const BhActionKind *kind,
                 gboolean kind_listed, const char *decision)
{
  if (!kind_listed && state->pending.side >= 0)
    /* The decision's wording carries its own rule number, the one that
     * applies now; the refused kind's would be a second, unrelated one. */
    /* Translators: an action refused: the action's verb as typed in the
       text form (untranslated, e.g. “move”), the side that must decide
       (e.g. “US”), then what it must decide with its rule number (e.g.
       “a special action (5.0)”) */
    g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("“%s” is not possible now: %s must decide %s"), kind->verb,
                 bh_game_data_get_side (data, state->pending.side)->short_name, decision);
  else if (!kind_listed)
    /* Translators: an action refused: the action's verb as typed in the
       text form (untranslated, e.g. “move”), the side that must decide
       (e.g. “US”), what it must decide (e.g. “a special action (5.0)”),
       then a rule number */
    g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("“%s” is not possible now: %s must decide %s (rule %s)"),
                 kind->verb, bh_game_data_get_side (data, MAX (state->pending.side, 0))->short_name, decision,
                 kind->rule);
  else
    /* Translators: an action refused: the action's verb as typed in the
       text form (untranslated), then a rule number */
    g_set_error (error, BH_ERROR, BH_ERROR_ILLEGAL, _("“%s” with these arguments is not allowed by rule %s"),
                 kind->verb, kind->rule);
}

gboolean
bh_rules_check_listed (const GArray *legal, BhGameData *data, const BhState *state, const BhAction *action,
                       const BhActionKind *kind, const char *decision, GError **error)
{
  gboolean kind_listed;

  if (bh_rules_action_listed (legal, action, &kind_listed))
    return TRUE;
  bh_rules_refuse (error, data, state, kind, kind_listed, decision);
  return FALSE;
}

gboolean
bh_rules_invariant_fail (GError **error, const char *format, ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, BH_ERROR, BH_ERROR_INVALID, message);
  return FALSE;
}
