/* test-pontiac-ships.c — the British ships (6.2, 11.3): before a battle a
 * ship refuses it (out of the dice and the losses) or retreats by water
 * without a roll; when its fort falls, or its force retreats, it sails to
 * the nearest available lake fort (after a refusal, any: the British
 * choose, as between equally near ones) instead of dying with the fort or
 * walking with the force.
 *
 * The position: 1 FP of Royal Americans and the Huron in a Great Lakes
 * fort; Nations bands attack from next door; equal VP, no cards, no Arms.
 * Trail distances: Michilimackinac → Edward Augustus 4, Detroit 8;
 * Sandusky → Detroit 4. */
#include "test-pontiac-util.c"

typedef struct {
  const char *path;
  const char *fort;          /* where the garrison and the ship stand */
  const char *from;          /* where the attackers come from */
  int nations_fp;            /* Ojibwa FP attacking: 2 or 4 */
  const char *razed;         /* lake forts razed beforehand (space-separated), NULL: none, "*": every fort but `fort` */
  gboolean portage_held;     /* a band at Devil's Hole closes Niagara (10.2) */
  const char *ships_do;      /* the British ships' decision (6.2) */
  const char *defence;       /* the defender's option (11.1), then the dice */
  const int *rolls;
  const char *sail_to;       /* the lake fort the British choose for it (6.2), NULL: no choice */
  const char *offered;       /* the forts offered then, as listed (the board's order), NULL: not checked */
  const char *ship_at;       /* where the Huron ends, NULL: lost */
  int nations_vp;            /* VP the Nations gain */
} ShipRow;

#define TIED "sail-to ship-huron fort-edward-augustus; sail-to ship-huron fort-presque-isle"
static const ShipRow ship_rows[] = {
  /* Refusing: the ship neither fires nor takes the losses; the fort falls
   * (1 + 1 VP) and the Huron is "transferred to another Great Lakes
   * Fort" (6.2), the one the British choose. */
  { "/pontiac/6.2/ship-refuses-battle-sails-when-the-fort-falls", "fort-michilimackinac", "cheboygan", 4, NULL,
    FALSE, "refuse ship-huron.1", "fight", ROLLS (6, 6, 1, 1, 1), "fort-edward-augustus", NULL, "fort-edward-augustus", 2 },
  /* Edward Augustus razed is not available: Detroit, farther. */
  { "/pontiac/6.2/ship-sails-to-an-available-lake-fort", "fort-michilimackinac", "cheboygan", 4,
    "fort-edward-augustus", FALSE, "refuse ship-huron.1", "fight", ROLLS (6, 6, 1, 1, 1), "fort-detroit", NULL, "fort-detroit", 2 },
  /* Every other lake fort razed: Niagara, which cannot fall, is left,
   * nothing to choose... */
  { "/pontiac/6.2/ship-sails-to-niagara-when-the-rest-are-razed", "fort-michilimackinac", "cheboygan", 4, "*",
    FALSE, "refuse ship-huron.1", "fight", ROLLS (6, 6, 1, 1, 1), NULL, NULL, "fort-niagara", 2 },
  /* ...unless the Nations hold the Portage: no lake fort is available and
   * the ship is lost with the fort, +2 VP (6.2 reading, 17.1). */
  { "/pontiac/6.2/ship-with-no-free-lake-fort-is-lost", "fort-michilimackinac", "cheboygan", 4, "*",
    TRUE, "refuse ship-huron.1", "fight", ROLLS (6, 6, 1, 1, 1), NULL, NULL, NULL, 4 },
  /* Retreat by water before combat, no roll (6.2, 11.3). */
  { "/pontiac/11.3/ship-retreats-by-water-without-a-roll", "fort-michilimackinac", "cheboygan", 4, NULL,
    FALSE, "sail ship-huron.1 fort-detroit", NULL, NULL, NULL, NULL, "fort-detroit", 0 },
  /* The force retreats by land (4 > 2 × 1), the ship by water; the empty
   * fort falls (+1 VP). */
  { "/pontiac/11.3/ship-of-a-retreating-force-goes-by-water", "fort-sandusky", "maumee-rapids", 4, NULL,
    FALSE, "done", "try-retreat", NULL, NULL, NULL, "fort-detroit", 1 },
  /* A ship that fights fires first (a 1: nothing), and the loss the
   * British put on it removes it: 2 VP (6.2, 17.1). */
  { "/pontiac/6.2/ship-taking-a-loss-is-removed", "fort-michilimackinac", "cheboygan", 2, NULL,
    FALSE, "done", "fight", ROLLS (1, 6, 1, 1), NULL, NULL, NULL, 2 },
  /* 6.2: "If one or more ships are the last remaining units after combat,
   * they must retreat to the nearest available lake fort": from Detroit
   * (Sandusky and Michilimackinac razed, the Portage held) Edward Augustus
   * and Presque Isle are equally near (9 trail spaces): the British
   * choose.  The empty fort falls (+3 VP). */
  { "/pontiac/6.2/ship-between-equally-near-lake-forts-british-choose", "fort-detroit", "bloody-run", 4,
    "fort-sandusky fort-michilimackinac", TRUE, "done", "try-retreat", NULL, "fort-edward-augustus", TIED,
    "fort-edward-augustus", 3 },
  { "/pontiac/6.2/ship-between-equally-near-lake-forts-other-choice", "fort-detroit", "bloody-run", 4,
    "fort-sandusky fort-michilimackinac", TRUE, "done", "try-retreat", NULL, "fort-presque-isle", TIED,
    "fort-presque-isle", 3 },
  /* 6.2: a ship that refused battle is "transferred to another Great
   * Lakes Fort": every available one is offered, the farthest too. */
  { "/pontiac/6.2/ship-that-refused-battle-any-lake-fort", "fort-michilimackinac", "cheboygan", 4, NULL,
    FALSE, "refuse ship-huron.1", "fight", ROLLS (6, 6, 1, 1, 1), "fort-niagara",
    "sail-to ship-huron fort-niagara; sail-to ship-huron fort-detroit; sail-to ship-huron fort-edward-augustus; "
    "sail-to ship-huron fort-sandusky; sail-to ship-huron fort-presque-isle", "fort-niagara", 2 },
};

/* The Huron may not `verb` (sail, sail-to) to any of the razed forts. */
static void
assert_not_offered (T *t, const char *verb, GStrv razed)
{
  for (guint i = 0; razed[i]; i++)
    if (*razed[i] && !g_str_equal (razed[i], "*"))
      {
        g_autofree char *sail = g_strdup_printf ("%s ship-huron.1 %s", verb, razed[i]);

        g_assert_false (t_can (t, sail));
      }
}

static void
run_ship_row (gconstpointer data)
{
  const ShipRow *r = data;
  T *t = t_new_empty ("rising-1763");
  g_auto(GStrv) razed = g_strsplit (r->razed ? r->razed : "", " ", -1);
  int vp;

  t_put (t, "royal-americans-1.1", r->fort, 0);
  t_put (t, "ship-huron.1", r->fort, 0);
  t_put (t, "ojibwa-band-2.1", r->from, 0);
  if (r->nations_fp > 2)
    t_put (t, "ojibwa-band-2.2", r->from, 0);
  if (r->razed && g_str_equal (r->razed, "*"))
    raze_all_forts_but (t, r->fort);
  else if (r->razed)
    for (guint i = 0; razed[i]; i++)
      pontiac_place_marker (&t->c, PC_RAZED_FORT, t_loc (t, razed[i]));
  if (r->portage_held)
    t_put (t, "seneca-band-1.1", "devils-hole", 0);
  t_attack_from (t, SIDE_NATIONS, r->from, r->fort);
  /* 6.2: the ships first, before the defender's option. */
  g_assert_cmpint (t->st->pending.kind, ==, D_SHIPS);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  /* A razed lake fort is no haven (10.2); with every one razed, Niagara
   * is left while the Portage is free. */
  assert_not_offered (t, "sail", razed);
  if (r->razed && g_str_equal (r->razed, "*"))
    g_assert_cmpint (t_has (t, "sail "), ==, !r->portage_held);
  vp = t_vp_of (t, SIDE_NATIONS);
  t_do (t, r->ships_do);
  if (r->defence != NULL)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
      if (r->rolls)
        t_do_rolls (t, r->defence, r->rolls);
      else
        t_do (t, r->defence);
      while (t->st->pending.kind == D_CASUALTY || t->st->pending.kind == D_RETREAT)
        if (t_can (t, "casualty ship-huron.1"))
          t_do (t, "casualty ship-huron.1");
        else
          t_do_found (t, t->st->pending.kind == D_CASUALTY ? "casualty " : "retreat ");
    }
  else
    /* The ship gone, the garrison answers alone. */
    g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  if (r->sail_to)
    {
      g_autofree char *choice = g_strdup_printf ("sail-to ship-huron.1 %s", r->sail_to);

      g_assert_cmpint (t->st->pending.kind, ==, D_SHIP_HAVEN);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
      assert_not_offered (t, "sail-to", razed);
      if (r->offered)
        {
          g_autofree char *listed = t_actions (t);

          g_assert_cmpstr (listed, ==, r->offered);
        }
      t_do (t, choice);
    }
  g_assert_cmpint (t->st->pending.kind, !=, D_SHIP_HAVEN);
  if (r->ship_at)
    t_assert_at (t, "ship-huron.1", r->ship_at);
  else
    g_assert_cmpint (t_where (t, "ship-huron.1"), >=, (int) t->self->d->n_spaces);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, vp + r->nations_vp);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (ship_rows); i++)
    g_test_add_data_func (ship_rows[i].path, &ship_rows[i], run_ship_row);
  return g_test_run ();
}
