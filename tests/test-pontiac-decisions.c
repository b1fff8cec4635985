/* test-pontiac-decisions.c — choices the rules leave to a player that
 * the program once made (referee re-check 3, F2 and F5):
 *  - 6.2: "Replacement officers arrive in the space where the named
 *    officer died or in Philadelphia": the British choose;
 *  - 6.2: ships that refused battle go to "another Great Lakes Fort":
 *    the British choose which. */
#include "test-pontiac-util.c"

/* ---- 6.2: where a Replacement Officer arrives ------------------------------------ */

typedef struct {
  const char *path;
  const char *died_in;       /* Gage, wounded and alone, dies there of his health roll (16.2) */
  const char *choose;        /* the British action, NULL: no choice is offered */
  const char *arrives;       /* where the Replacement Officer is then */
} ReplaceRow;

static const ReplaceRow replace_rows[] = {
  { "/pontiac/6.2/replacement-officer-arrives-where-he-died", "great-meadows", "place-replacement great-meadows",
    "great-meadows" },
  { "/pontiac/6.2/replacement-officer-arrives-in-philadelphia", "great-meadows", "place-replacement philadelphia",
    "philadelphia" },
  /* Died in Philadelphia: both places are one, nothing to choose. */
  { "/pontiac/6.2/replacement-officer-died-in-philadelphia-no-choice", "philadelphia", NULL, "philadelphia" },
};

static int
replacement_at (T *t, const char *where)
{
  int n = 0;

  FOR_PIECES_AT (&t->c, t_loc (t, where), p)
    if (t->self->d->pieces[p].klass == PC_REPLACEMENT)
      n++;
  return n;
}

static void
run_replace_row (gconstpointer data)
{
  const ReplaceRow *r = data;
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_no_cards (t);
  t_put (t, "officer-gage.1", r->died_in, 1);
  /* 16.2: a 1 kills the wounded leader as the phase begins. */
  bh_pontiac_rules_force_dice (t->st, ROLLS (1), 1);
  t_at_phase (t, 2, "rally");
  g_assert_cmpint (t_where (t, "officer-gage.1"), ==, t->self->d->box_removed);
  if (r->choose != NULL)
    {
      g_autofree char *listed = NULL;
      g_autofree char *expected = g_strdup_printf ("place-replacement %s; place-replacement philadelphia", r->died_in);

      g_assert_cmpint (t->st->pending.kind, ==, D_REPLACEMENT);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
      listed = t_actions (t);
      g_assert_cmpstr (listed, ==, expected);
      g_assert_cmpint (replacement_at (t, r->died_in) + replacement_at (t, "philadelphia"), ==, 0);
      t_do (t, r->choose);
    }
  else
    g_assert_cmpint (t->st->pending.kind, !=, D_REPLACEMENT);
  g_assert_cmpint (replacement_at (t, r->arrives), ==, 1);
  t_free (t);
}

/* ---- 6.2: the lake fort a ship sails to ------------------------------------------- */

/* 1 FP of Royal Americans and the Huron in a Great Lakes fort, 4 Ojibwa
 * FP attacking from next door; the lake forts in `razed` razed and, with
 * `portage_held`, a band at Devil's Hole closing Niagara (10.2).  6.2: a
 * ship that refused battle is "transferred to another Great Lakes Fort"
 * when its fort falls; ships that are "the last remaining units after
 * combat ... must retreat to the nearest available lake fort".  Trail
 * distances from Detroit: Sandusky 4, Michilimackinac 8, Edward Augustus
 * 9, Presque Isle 9. */
typedef struct {
  const char *path;
  const char *fort, *from;
  const char *razed;         /* space-separated, or NULL */
  gboolean portage_held;
  const char *ships_do, *defence;
  const int *rolls;
  const char *offered;       /* the British actions listed, in the board's order */
  const char *choose;
} HavenRow;

static const HavenRow haven_rows[] = {
  /* The force retreats by land, the ship by water: Edward Augustus and
   * Presque Isle are equally near (9), the British choose. */
  { "/pontiac/6.2/ship-between-equally-near-lake-forts-british-choose", "fort-detroit", "bloody-run",
    "fort-sandusky fort-michilimackinac", TRUE, "done", "try-retreat", NULL,
    "sail-to ship-huron fort-edward-augustus; sail-to ship-huron fort-presque-isle", "fort-edward-augustus" },
  { "/pontiac/6.2/ship-between-equally-near-lake-forts-other-choice", "fort-detroit", "bloody-run",
    "fort-sandusky fort-michilimackinac", TRUE, "done", "try-retreat", NULL,
    "sail-to ship-huron fort-edward-augustus; sail-to ship-huron fort-presque-isle", "fort-presque-isle" },
  /* Refused battle, the fort falls: every available lake fort, the
   * farthest too. */
  { "/pontiac/6.2/ship-that-refused-battle-any-lake-fort", "fort-michilimackinac", "cheboygan", NULL, FALSE,
    "refuse ship-huron.1", "fight", ROLLS (6, 6, 1, 1, 1),
    "sail-to ship-huron fort-niagara; sail-to ship-huron fort-detroit; sail-to ship-huron fort-edward-augustus; "
    "sail-to ship-huron fort-sandusky; sail-to ship-huron fort-presque-isle", "fort-niagara" },
};

static void
run_haven_row (gconstpointer data)
{
  const HavenRow *r = data;
  T *t = t_new_empty ("rising-1763");
  g_autofree char *choice = g_strdup_printf ("sail-to ship-huron %s", r->choose);
  g_autofree char *listed = NULL;

  t_put (t, "royal-americans-1.1", r->fort, 0);
  t_put (t, "ship-huron.1", r->fort, 0);
  t_put (t, "ojibwa-band-2.1", r->from, 0);
  t_put (t, "ojibwa-band-2.2", r->from, 0);
  if (r->razed)
    {
      g_auto(GStrv) razed = g_strsplit (r->razed, " ", -1);

      for (guint i = 0; razed[i]; i++)
        pontiac_place_marker (&t->c, PC_RAZED_FORT, t_loc (t, razed[i]));
    }
  if (r->portage_held)
    t_put (t, "seneca-band-1.1", "devils-hole", 0);
  t_attack_from (t, SIDE_NATIONS, r->from, r->fort);
  g_assert_cmpint (t->st->pending.kind, ==, D_SHIPS);
  t_do (t, r->ships_do);
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  if (r->rolls)
    t_do_rolls (t, r->defence, r->rolls);
  else
    t_do (t, r->defence);
  while (t->st->pending.kind == D_CASUALTY || t->st->pending.kind == D_RETREAT)
    t_do_found (t, t->st->pending.kind == D_CASUALTY ? "casualty " : "retreat ");
  g_assert_cmpint (t->st->pending.kind, ==, D_SHIP_HAVEN);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  listed = t_actions (t);
  g_assert_cmpstr (listed, ==, r->offered);
  t_do (t, choice);
  t_assert_at (t, "ship-huron.1", r->choose);
  g_assert_cmpint (t->st->pending.kind, !=, D_SHIP_HAVEN);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (replace_rows); i++)
    g_test_add_data_func (replace_rows[i].path, &replace_rows[i], run_replace_row);
  for (guint i = 0; i < G_N_ELEMENTS (haven_rows); i++)
    g_test_add_data_func (haven_rows[i].path, &haven_rows[i], run_haven_row);
  return g_test_run ();
}
