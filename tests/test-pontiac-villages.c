/* test-pontiac-villages.c — a British column and the Indian villages on its
 * way: passing through one costs +1 MP (10.2); a village is razed only when
 * four or more British FP hold it, undefended, at the end of the turn
 * (11.11).  Each case is a row: the column, its route, then what must
 * hold after the move and after the turn's end. */
#include "test-pontiac-util.c"

typedef struct {
  const char *path;
  int fp;                    /* Regulars in the column: 3 or 4 */
  const char *route;         /* start, then each space entered */
  gboolean stop_there;       /* the column stops where the route ends */
  const char *then_can;      /* a move the column may (or may not) make last */
  gboolean may;
  gboolean razed;            /* Wyoming razed at the end of the turn */
} VillageRow;

/* 10.2: 8 MP; Wyoming (Lenape) lies between Tioga and Fort Augusta. */
static const VillageRow village_rows[] = {
  /* 4 FP pass through: 8 → 7 in Wyoming → 5 at Minisink; the village
   * stands at the end of the turn. */
  { "/pontiac/10.2/column-passes-a-village-it-stands", 4, "fort-augusta wyoming minisink", TRUE, NULL, FALSE, FALSE },
  /* Six spaces, then Wyoming with 2 MP left: 1 to leave, +1 for the
   * village (10.2), so Fort Augusta is in reach... */
  { "/pontiac/10.2/leave-a-village-with-2-mp", 4,
    "irondequoit oswego onondaga oneida-carry unadilla tioga wyoming", FALSE, "move fort-augusta", TRUE, FALSE },
  /* ...and with 1 MP left it is not (seven spaces before). */
  { "/pontiac/10.2/no-leaving-a-village-with-1-mp", 4,
    "eighteen-mile-creek irondequoit oswego onondaga oneida-carry unadilla tioga wyoming", FALSE, "move fort-augusta",
    FALSE, FALSE },
  /* 11.11: 4 FP stop in Wyoming: razed, but only at the end of the turn. */
  { "/pontiac/11.11/village-held-by-4-fp-razed-at-turn-end", 4, "fort-augusta wyoming", TRUE, NULL, FALSE, TRUE },
  { "/pontiac/11.11/village-held-by-3-fp-stands", 3, "fort-augusta wyoming", TRUE, NULL, FALSE, FALSE },
};

static void
run_village_row (gconstpointer data)
{
  const VillageRow *r = data;
  g_auto(GStrv) route = g_strsplit (r->route, " ", -1);
  T *t = t_new_empty ("rising-1763");
  int wyoming = t_loc (t, "wyoming");
  int vp;

  t_put (t, "regulars-2.1", route[0], 0);
  t_put (t, r->fp == 4 ? "regulars-2.2" : "regulars-1.1", route[0], 0);
  t_vp (t, 10, 10);
  t_at_phase (t, 2, "british-movement-combat");
  vp = t_vp_of (t, SIDE_BRITISH);
  {
    g_autofree char *form = g_strdup_printf ("form %s", route[0]);

    t_do (t, form);
  }
  for (guint i = 1; route[i] != NULL; i++)
    {
      g_autofree char *move = g_strdup_printf ("move %s", route[i]);

      t_do (t, move);
      /* Entering or leaving a village razes nothing while the turn goes on. */
      g_assert_true (pontiac_village_standing (&t->c, wyoming));
    }
  if (r->then_can != NULL)
    g_assert_cmpint (t_can (t, r->then_can), ==, r->may);
  if (r->then_can == NULL && g_strv_length (route) == 3 && g_str_equal (route[2], "minisink"))
    /* 1 to enter Wyoming, 1 + 1 to leave it (10.2). */
    g_assert_true (t_said (t, "the force enters Minisink (5 MP left)"));
  if (!r->stop_there)
    {
      g_assert_true (t_can (t, "stop"));
      t_free (t);
      return;
    }
  t_do (t, "stop");
  g_assert_true (pontiac_village_standing (&t->c, wyoming));
  t_do (t, "done");
  /* The turn has ended (the Determine Victory Points phase): Summer → Fall. */
  g_assert_cmpint (t->st->turn, ==, 3);
  g_assert_cmpint (pontiac_village_standing (&t->c, wyoming), ==, !r->razed);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, vp + (r->razed ? 1 : 0));
  if (r->razed)
    g_assert_true (t_said (t, "Wyoming, held by 4 British FP at the end of the turn, is razed"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (village_rows); i++)
    g_test_add_data_func (village_rows[i].path, &village_rows[i], run_village_row);
  return g_test_run ();
}
