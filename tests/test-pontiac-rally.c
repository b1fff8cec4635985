/* test-pontiac-rally.c — a leader's rally bonus (16.2) as the counters
 * and the rules give it: wounded leaders +1 to a single unit (6.2, 16.2);
 * under siege a healthy officer only +1 to a single unit and a wounded one
 * nothing (16.2); wounds do not touch a Key Leader's abilities (6.1).
 * Each row: a leader and one or two disrupted units in the Rally phase,
 * the action, the dice, and what must follow.  A success needs 5 with the
 * modifiers (16.2); a besieged British unit rolls at -1, and so does one
 * out of supply (the second table).  Who may help whom: sachems their own
 * nation, Pontiac any; officers no Indian Allies, Rogers any (16.2, 6.1,
 * 6.2). */
#include "test-pontiac-util.c"

typedef struct {
  const char *path;
  const char *leader;
  int face;                 /* 1: wounded */
  gboolean besieged;        /* in Fort Miami, besieged by 4 Miami FP */
  const char *units[2];     /* disrupted, in the leader's space */
  const char *action;       /* NULL: the leader may not help the first unit */
  int rolls[3];
  int rallied;              /* units healthy afterwards */
  gboolean all_offered;     /* "rally-all LEADER" is legal */
} RallyRow;

static const RallyRow rally_rows[] = {
  /* Rogers wounded: +1 to one unit (6.2), not +2, and not to several. */
  { "/pontiac/16.2/wounded-rogers-plus-1-roll-4-rallies", "officer-rogers.1", 1, FALSE,
    { "regulars-1.1", "regulars-1.2" }, "rally-with officer-rogers.1 regulars-1.1", { 4 }, 1, FALSE },
  { "/pontiac/16.2/wounded-rogers-plus-1-roll-3-fails", "officer-rogers.1", 1, FALSE,
    { "regulars-1.1", "regulars-1.2" }, "rally-with officer-rogers.1 regulars-1.1", { 3 }, 0, FALSE },
  /* Rogers healthy: +2 to his rally rolls, several units too (6.2). */
  { "/pontiac/16.2/healthy-rogers-plus-2-to-several", "officer-rogers.1", 0, FALSE,
    { "regulars-1.1", "regulars-1.2" }, "rally-all officer-rogers.1", { 3, 2 }, 1, TRUE },
  /* Rogers besieged: +1 to one unit, -1 besieged (16.2): 5 rallies, 4 fails. */
  { "/pontiac/16.2/besieged-rogers-plus-1-roll-5-rallies", "officer-rogers.1", 0, TRUE,
    { "regulars-1.1", "regulars-1.2" }, "rally-with officer-rogers.1 regulars-1.1", { 5 }, 1, FALSE },
  { "/pontiac/16.2/besieged-rogers-plus-1-roll-4-fails", "officer-rogers.1", 0, TRUE,
    { "regulars-1.1", "regulars-1.2" }, "rally-with officer-rogers.1 regulars-1.1", { 4 }, 0, FALSE },
  /* Johnson "has no FP nor may he be used to rally units" (6.2), healthy,
   * outside a siege, with Regulars any other officer may help. */
  { "/pontiac/6.2/johnson-may-not-rally-regulars", "officer-johnson.1", 0, FALSE,
    { "regulars-1.1", "regulars-1.2" }, NULL, { 0 }, 0, FALSE },
  /* A wounded officer under siege may not help (16.2). */
  { "/pontiac/16.2/besieged-wounded-officer-no-help", "officer-bouquet.1", 1, TRUE,
    { "regulars-1.1", "regulars-1.2" }, NULL, { 0 }, 0, FALSE },
  /* Neolin wounded keeps a sachem's +1 to several and +2 to one (6.1). */
  { "/pontiac/16.2/wounded-neolin-plus-1-to-several", "sachem-neolin.1", 1, FALSE,
    { "lenape-band-2.1", "lenape-band-2.2" }, "rally-all sachem-neolin.1", { 4, 3 }, 1, TRUE },
  { "/pontiac/16.2/wounded-neolin-plus-2-roll-3-rallies", "sachem-neolin.1", 1, FALSE,
    { "lenape-band-2.1", NULL }, "rally-with sachem-neolin.1 lenape-band-2.1", { 3 }, 1, FALSE },
  { "/pontiac/16.2/wounded-neolin-plus-2-roll-2-fails", "sachem-neolin.1", 1, FALSE,
    { "lenape-band-2.1", NULL }, "rally-with sachem-neolin.1 lenape-band-2.1", { 2 }, 0, FALSE },
  /* A wounded sachem: +1 to one unit (16.2): 4 rallies. */
  { "/pontiac/16.2/wounded-sachem-plus-1-roll-4-rallies", "sachem-teedyuscung.1", 1, FALSE,
    { "lenape-band-2.1", "lenape-band-2.2" }, "rally-with sachem-teedyuscung.1 lenape-band-2.1", { 4 }, 1, FALSE },
  /* 16.2 "Indian Sachems may only attempt to rally Warrior units from
   * their own nation": the Lenape Teedyuscung, an Ottawa band. */
  { "/pontiac/16.2/sachem-may-not-rally-another-nation", "sachem-teedyuscung.1", 0, FALSE,
    { "ottawa-band-2.1", NULL }, NULL, { 0 }, 0, FALSE },
  /* 6.1 Pontiac "adding +2 to all rally rolls in his space", any nation's
   * (the Key Leader is no nation's sachem alone): 3 + 2 rallies, 2 + 2
   * fails; wounded the same (6.1: wounds do not touch a Key Leader). */
  { "/pontiac/6.1/pontiac-plus-2-to-all-3-rallies-2-fails", "sachem-pontiac.1", 0, FALSE,
    { "ottawa-band-2.1", "ottawa-band-2.2" }, "rally-all sachem-pontiac.1", { 3, 2 }, 1, TRUE },
  { "/pontiac/6.1/wounded-pontiac-plus-2-to-all", "sachem-pontiac.1", 1, FALSE,
    { "ottawa-band-2.1", "ottawa-band-2.2" }, "rally-all sachem-pontiac.1", { 3, 2 }, 1, TRUE },
  { "/pontiac/6.1/pontiac-rallies-another-nation-plus-2", "sachem-pontiac.1", 0, FALSE,
    { "lenape-band-2.1", NULL }, "rally-with sachem-pontiac.1 lenape-band-2.1", { 3 }, 1, FALSE },
  /* 16.2 "British Leaders may attempt to support rally of any disrupted
   * British unit but no Militia or Indian Allies. Only Rogers may help
   * rally Militia" (6.2 Rogers "may be used to rally any British units"):
   * Bouquet may not help the Allies, Rogers may, +2: 3 rallies. */
  { "/pontiac/16.2/officer-may-not-rally-indian-allies", "officer-bouquet.1", 0, FALSE,
    { "indian-allies-1.1", NULL }, NULL, { 0 }, 0, FALSE },
  { "/pontiac/16.2/rogers-rallies-indian-allies-plus-2", "officer-rogers.1", 0, FALSE,
    { "indian-allies-1.1", NULL }, "rally-with officer-rogers.1 indian-allies-1.1", { 3 }, 1, FALSE },
};

static void
run_rally_row (gconstpointer data)
{
  const RallyRow *r = data;
  T *t = t_new ("rising-1763");
  int side = t->self->d->pieces[t_piece (t, r->leader)].side;
  const char *where = r->besieged ? "fort-miami" : side == SIDE_BRITISH ? "fort-pitt" : "mahoning";
  int healthy = 0;

  t_clear_map (t);
  t_put (t, r->leader, where, r->face);
  for (int i = 0; i < 2; i++)
    if (r->units[i] != NULL)
      t_put (t, r->units[i], where, 1);
  if (r->besieged)
    {
      FOR_PIECES_AT (&t->c, t_loc (t, where), p)
        bh_state_pieces (t->st)[p].flags |= F_INSIDE;
      t_put (t, "miami-band-2.1", where, 0);
      t_put (t, "miami-band-2.2", where, 0);
      pontiac_place_marker (&t->c, PC_SIEGE, t_loc (t, where));
    }
  t_vp (t, 10, 10);
  t_at_phase (t, 2, "rally");
  while (t->st->pending.kind == D_RALLY && t->st->pending.side != side)
    t_do (t, "done");
  g_assert_cmpint (t->st->pending.kind, ==, D_RALLY);
  {
    g_autofree char *all = g_strdup_printf ("rally-all %s", r->leader);

    g_assert_cmpint (t_can (t, all), ==, r->all_offered);
  }
  if (r->action == NULL)
    {
      g_autofree char *with = g_strdup_printf ("rally-with %s %s", r->leader, r->units[0]);

      g_assert_false (t_can (t, with));
      g_assert_true (t_can (t, "done"));
      t_free (t);
      return;
    }
  t_do_rolls (t, r->action, r->rolls);
  for (int i = 0; i < 2; i++)
    if (r->units[i] != NULL)
      healthy += t_face (t, r->units[i]) == 0;
  g_assert_cmpint (healthy, ==, r->rallied);
  t_free (t);
}

/* 16.2 "Besieged and out of supply units rally with a -1 DRM": the
 * supply position of test-pontiac-supply.c (every fort razed but Fort
 * Miami; Pontiac's Village six spaces from it), a disrupted 1-FP Regulars
 * rallying alone there.  In supply 5 rallies; with an Ottawa band on Huron
 * River (counting two, 14.0) the way is seven, out of supply: 5 - 1
 * fails, 6 - 1 rallies. */
typedef struct {
  const char *path;
  gboolean out_of_supply;
  int roll;
  const char *said;
  gboolean rallies;
} SupplyRallyRow;

static const SupplyRallyRow supply_rally_rows[] = {
  { "/pontiac/16.2/in-supply-roll-5-rallies", FALSE, 5, "rallies: roll 5+0", TRUE },
  { "/pontiac/16.2/out-of-supply-roll-5-minus-1-fails", TRUE, 5, "fails to rally: roll 5-1", FALSE },
  { "/pontiac/16.2/out-of-supply-roll-6-minus-1-rallies", TRUE, 6, "rallies: roll 6-1", TRUE },
};

static void
run_supply_rally_row (gconstpointer data)
{
  const SupplyRallyRow *r = data;
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  raze_all_forts_but (t, "fort-miami");
  t_put (t, "ottawa-band-2.1", "twelve-mile-creek", 0);
  t_put (t, "ottawa-band-2.2", "grand-river-ontario", 0);
  if (r->out_of_supply)
    t_put (t, "ottawa-band-1.1", "huron-river", 0);
  t_put (t, "regulars-1.1", "pontiacs-village", 1);
  t_vp (t, 10, 10);
  t_at_phase (t, 2, "rally");
  while (t->st->pending.kind == D_RALLY && t->st->pending.side != SIDE_BRITISH)
    t_do (t, "done");
  g_assert_cmpint (t->st->pending.kind, ==, D_RALLY);
  t_do_rolls (t, "rally regulars-1.1", ROLLS (r->roll));
  g_assert_true (t_said (t, r->said));
  g_assert_cmpint (t_face (t, "regulars-1.1") == 0, ==, r->rallies);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (rally_rows); i++)
    g_test_add_data_func (rally_rows[i].path, &rally_rows[i], run_rally_row);
  for (guint i = 0; i < G_N_ELEMENTS (supply_rally_rows); i++)
    g_test_add_data_func (supply_rally_rows[i].path, &supply_rally_rows[i], run_supply_rally_row);
  return g_test_run ();
}
