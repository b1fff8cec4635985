/* bh-ohio-status.c — Blood on the Ohio: what a player reads beside the
 * pieces and tracks (half victory points, the force on the move, the Build
 * and Raid markers, damaged settlements) and each piece's status words.
 * Front ends (the window, blockhouse-cli state) show them from a view. */
#include "config.h"

#include "bh-ohio-private.h"

#include <glib/gi18n-lib.h>

/* 2.4: victory points count in halves; "3½", "-½", "0". */
static char *
half_points (int vp2)
{
  int whole = ABS (vp2) / 2;

  if (ABS (vp2) % 2 == 0)
    return g_strdup_printf ("%d", vp2 / 2);
  if (whole == 0)
    return g_strdup (vp2 < 0 ? "-½" : "½");
  return g_strdup_printf ("%s%d½", vp2 < 0 ? "-" : "", whole);
}

char *
ohio_describe_status (BhRules *rules, const BhState *state)
{
  BhOhioRules *self = BH_OHIO_RULES (rules);
  GString *out = g_string_new (NULL);
  g_autofree char *us = NULL, *wc = NULL;
  g_autoptr(GString) damaged = g_string_new (NULL);
  const OhioMove *m;
  OhioCtx c;

  ohio_ctx_init (&c, self, (BhState *) state);
  us = half_points (c.x->vp2[0]);
  wc = half_points (c.x->vp2[1]);
  /* Translators: Blood on the Ohio (2.4): the sides' short names and their
     victory points, which count in halves (“3½”) */
  g_string_append_printf (out, _("Victory points: %s %s, %s %s (2.4)"), ohio_side_name (&c, 0), us, ohio_side_name (&c, 1), wc);

  m = ohio_current_move (&c);
  if (m->kind != MOVE_NONE && m->here >= 0)
    /* Translators: Blood on the Ohio (6.0): the side, the space where its
       force stands, then its movement points left and in all */
    g_string_append_printf (out, _("\nForce on the move: %s at %s, %d of %d MP left (6.0)"), ohio_side_name (&c, m->side),
                            ohio_loc_name (&c, m->here), MAX (m->mp_left, 0), m->mp_total + m->scout_bonus);

  /* Translators: Blood on the Ohio (5.3, 5.6.2): the Build marker's state */
  g_string_append_printf (out, "\n%s", c.x->build_blocked ? _("Build: blocked by a Raid A chit this segment (5.6.2)")
                                                           : _("Build: allowed (5.3)"));
  /* Translators: Blood on the Ohio (5.6, 5.6.2): the Raid marker's state */
  g_string_append_printf (out, "\n%s", c.x->raid_blocked ? _("Raid: blocked by a Raid D chit this segment (5.6.2)")
                                                          : _("Raid: allowed (5.6)"));

  for (guint s = 0; s < c.d->n_spaces; s++)
    if (ohio_settlement_steps (&c, s) == 1)
      g_string_append_printf (damaged, "%s%s", damaged->len ? ", " : "", ohio_loc_name (&c, s));
  if (damaged->len > 0)
    /* Translators: Blood on the Ohio (20.6): settlements that lost one of their two steps */
    g_string_append_printf (out, _("\nDamaged settlements: %s (20.6)"), damaged->str);
  return g_string_free (out, FALSE);
}

char **
ohio_piece_status (BhRules *rules, const BhState *state, int piece)
{
  guint8 flags = bh_state_const_pieces (state)[piece].flags;
  GStrvBuilder *words;
  char **result;

  if ((flags & (F_MOVED | F_DEFEND | F_FORCE | F_BATTLE)) == 0)
    return NULL;
  words = g_strv_builder_new ();
  /* Translators: Blood on the Ohio (6.3): a piece that moved this segment */
  if (flags & F_MOVED)
    g_strv_builder_add (words, C_("ohio piece", "moved"));
  /* Translators: Blood on the Ohio (20.1): a US piece inside its fort */
  if (flags & F_DEFEND)
    g_strv_builder_add (words, C_("ohio piece", "defending"));
  /* Translators: Blood on the Ohio (6.1): part of the force being formed or moved */
  if (flags & F_FORCE)
    g_strv_builder_add (words, C_("ohio piece", "in the force"));
  /* Translators: Blood on the Ohio (14.0): takes part in the battle */
  if (flags & F_BATTLE)
    g_strv_builder_add (words, C_("ohio piece", "in battle"));
  result = g_strv_builder_end (words);
  g_strv_builder_unref (words);
  return result;
}
