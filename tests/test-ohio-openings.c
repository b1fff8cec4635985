/* test-ohio-openings.c — Blood on the Ohio: a short scripted opening of
 * every scenario, played through text actions as a saved game would be
 * (bh_game_perform_text), and the resulting state checked line by line.
 * Every expected line (test-ohio-openings-data.c) names the rule or the
 * appendix line it comes from; values the rulebook does not fix (the
 * reconstructed segment track, pieces whose icons are lost) are not checked.
 * OHIO_RECORD=1 prints the lines, to compare with a hand-written list. */
#include "config.h"

#include "bh-builtin-rules.h"
#include "bh-test-util.h"
#include "ohio/bh-ohio-private.h"

#include <string.h>

typedef struct {
  const char *scenario;
  const char *const *script;
  const char *const *pieces;     /* pieces whose place is checked */
  const char *const *expected;
} Opening;

static const char *
status_name (guint8 status)
{
  static const char *const names[] = {
    [NAT_NONALIGNED] = "nonaligned", [NAT_WC] = "wc", [NAT_TREATY] = "treaty",
    [NAT_BROKEN] = "broken-treaty", [NAT_WITHDRAWN] = "withdrawn",
    [NAT_CONQUERED] = "conquered", [NAT_UNUSED] = "unused",
  };

  return status < G_N_ELEMENTS (names) && names[status] ? names[status] : "?";
}

static GPtrArray *
describe (BhGame *game, const char *const *pieces)
{
  BhGameData *data = bh_game_get_data (game);
  const BhState *st = bh_game_get_state (game);
  const OhioExtra *x = bh_state_const_extra (st);
  const gint16 *mk = bh_state_const_markers (st);
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  BhRules *rules = bh_game_get_rules (game);
  const OhioData *d = BH_OHIO_RULES (rules)->d;

  g_ptr_array_add (lines, g_strdup_printf ("turn %d", st->turn));
  g_ptr_array_add (lines, g_strdup_printf ("vp us %d/2 wc %d/2", x->vp2[0], x->vp2[1]));
  g_ptr_array_add (lines, g_strdup_printf ("sap us %d wc %d", mk[d->m_sap[0]], mk[d->m_sap[1]]));
  g_ptr_array_add (lines, g_strdup_printf ("expedition %d", x->expedition));
  for (guint n = 0; n < d->n_nations; n++)
    g_ptr_array_add (lines, g_strdup_printf ("nation %s %s", bh_game_data_get_nation (data, n)->id,
                                             status_name (x->nation_status[n])));
  for (guint i = 0; pieces[i]; i++)
    {
      int p = bh_game_data_find_piece (data, pieces[i]);
      int loc = bh_state_const_pieces (st)[p].location;
      g_autofree char *where = loc == BH_OFFBOARD ? g_strdup ("off") : bh_game_data_dup_location_id (data, loc);

      g_ptr_array_add (lines, g_strdup_printf ("%s at %s face %d", pieces[i], where, bh_state_const_pieces (st)[p].face));
    }
  return lines;
}

static void
play (gconstpointer data)
{
  const Opening *o = data;
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) game_data = bh_library_load_game (library, "ohio", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = NULL;
  g_autoptr(GPtrArray) lines = NULL;

  bh_builtin_rules_register ();
  game = bh_game_new (game_data, o->scenario, 1, FALSE, &error);
  g_assert_no_error (error);
  for (guint i = 0; o->script[i]; i++)
    {
      if (!bh_game_perform_text (game, o->script[i], &error))
        g_error ("%s: action %u “%s”: %s", o->scenario, i, o->script[i], error->message);
    }
  lines = describe (game, o->pieces);
  if (g_getenv ("OHIO_RECORD"))
    {
      for (guint i = 0; i < lines->len; i++)
        g_printerr ("    \"%s\",\n", (char *) g_ptr_array_index (lines, i));
      return;
    }
  for (guint i = 0; i < lines->len || o->expected[i]; i++)
    {
      g_assert_nonnull (o->expected[i]);
      g_assert_true (i < lines->len);
      g_assert_cmpstr (g_ptr_array_index (lines, i), ==, o->expected[i]);
    }
  /* The saved game replays to the same state. */
  {
    gsize length;
    g_autofree char *xml = bh_game_to_xml (game, &length);
    g_autoptr(GBytes) bytes = g_bytes_new (xml, length);
    g_autoptr(BhGame) loaded = bh_library_open_save_from_bytes (library, "opening.blockhouse", bytes, &error);
    g_autoptr(GPtrArray) again = NULL;

    g_assert_no_error (error);
    again = describe (loaded, o->pieces);
    g_assert_cmpuint (again->len, ==, lines->len);
    for (guint i = 0; i < lines->len; i++)
      g_assert_cmpstr (g_ptr_array_index (again, i), ==, g_ptr_array_index (lines, i));
  }
}

#include "test-ohio-openings-data.c"

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (openings); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ohio/openings/%s", openings[i].scenario);

      g_test_add_data_func (path, &openings[i], play);
    }
  return g_test_run ();
}
