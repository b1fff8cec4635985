/* test-pontiac-refusals.c — Pontiac's War: a refused action says which
 * condition failed and its rule (RULES-DONE 5; bh-pontiac-refusal.c): a
 * force's step (10.0 its movement points and the trails, 10.2 a dock's
 * 10 FP, 11.12 the spaces the Nations never enter), an attack where it
 * stands (11.11), an ambush (11.2 at least half, the British only with
 * Rogers or Allies; 11.5 an Arms Point), the British retreat roll and the
 * retreat's space (11.3), a rally (16.2), a force formed twice and its
 * last piece dropped (10.0) and the captives' escort (12.0), each beside
 * the action the same position allows on the other side of the line.
 * Cards (7.0, 11.4): test-pontiac-cards.c's OH NO! row; set-up (20.0,
 * 21.x): test-pontiac-setup.c.  Paths /pontiac/N.N/refusal/what. */
#include "test-pontiac-util.c"

/* The words of a refusal the rules explain (bh_rules_check_action). */
static char *
refused (const char *verb, const char *reason, const char *rule)
{
  return g_strdup_printf ("“%s” is not allowed: %s (rule %s)", verb, reason, rule);
}

static void
assert_refused (T *t, const char *text, const char *verb, const char *reason, const char *rule)
{
  g_autofree char *words = t_refusal (t, text);
  g_autofree char *expected = refused (verb, reason, rule);

  g_assert_cmpstr (words, ==, expected);
}

/* 10.0: a Nations force has 10 MP, 1 a step: back and forth between Mad
 * River and Pickawillany, its tenth step is allowed, the eleventh refused
 * for want of MP; a space not next to it is refused naming the trail. */
static void
test_movement_points (void)
{
  T *t = t_new_empty ("rising-1763");

  t_put (t, "ottawa-band-2.1", "mad-river", 0);
  t_at_phase (t, 2, "nations-movement-combat");
  t_do (t, "form mad-river");
  assert_refused (t, "move buffalo-creek", "move", "Buffalo Creek is not next to Mad River", "10.0");
  for (int step = 1; step <= 10; step++)
    {
      g_assert_true (t_can (t, step % 2 ? "move pickawillany" : "move mad-river"));
      t_do (t, step % 2 ? "move pickawillany" : "move mad-river");
    }
  g_assert_cmpint (t->c.x->move.mp_left, ==, 0);
  assert_refused (t, "move pickawillany", "move", "the force has no movement points left", "10.0");
  t_free (t);
}

/* 11.12: Fort Niagara may not be attacked: the Nations never enter it;
 * the other trail out of Devil's Hole is open. */
static void
test_never_niagara (void)
{
  T *t = t_new_empty ("rising-1763");

  t_put (t, "seneca-band-2.1", "devils-hole", 0);
  t_at_phase (t, 2, "nations-movement-combat");
  t_do (t, "form devils-hole");
  assert_refused (t, "move fort-niagara", "move", "the Nations never enter Fort Niagara", "11.12");
  g_assert_true (t_can (t, "move buffalo-creek"));
  t_free (t);
}

/* 11.11: an undefended settlement is attacked where the force stands by
 * at least 4 FP: 3 FP are refused naming the 4, 4 FP may. */
static void
settlement_case (int fp)
{
  T *t = t_new_empty ("rising-1763");

  t_put (t, "lenape-band-2.1", "conestoga", 0);
  t_put (t, fp == 4 ? "lenape-band-2.2" : "lenape-band-1.1", "conestoga", 0);
  t_at_phase (t, 2, "nations-movement-combat");
  t_do (t, "form conestoga");
  t_do (t, "move tulpehocken");
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  if (fp == 4)
    g_assert_true (t_can (t, "attack"));
  else
    assert_refused (t, "attack", "attack", "a settlement is attacked by a force of at least 4 FP, and this one has 3",
                    "11.11");
  t_free (t);
}

static void
test_settlement_3 (void)
{
  settlement_case (3);
}

static void
test_settlement_4 (void)
{
  settlement_case (4);
}

/* 11.2 (R4): 8 British FP enter Pickawillany; the Nations ambush with at
 * least half: 3 FP are refused naming both totals, 4 FP may.  11.5: no
 * Arms Point, no ambush with one; with one, it may. */
static void
ambush_case (int nations_fp, int arms)
{
  T *t = t_new_empty ("rising-1763");

  t_put_series (t, "regulars-2", 1, 4, "mad-river", 0);
  t_put_in (t, "pickawillany", "ottawa-band-2.1", nations_fp == 4 ? "ottawa-band-2.2" : "ottawa-band-1.1", NULL);
  t_set_arms (t, arms);
  t_vp (t, 0, 0);
  t_attack_at (t, SIDE_BRITISH, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  if (nations_fp == 3)
    assert_refused (t, "ambush 0", "ambush", "an ambush needs at least half the attackers' FP, and 3 FP is less than "
                    "half of 8", "11.2");
  else
    g_assert_true (t_can (t, "ambush 0"));
  if (nations_fp == 4 && arms == 0)
    assert_refused (t, "ambush 1", "ambush", "the Nations have no Arms Point left", "11.5");
  else if (nations_fp == 4)
    g_assert_true (t_can (t, "ambush 1"));
  t_free (t);
}

static void
test_ambush_3 (void)
{
  ambush_case (3, 1);
}

static void
test_ambush_4 (void)
{
  ambush_case (4, 1);
}

static void
test_ambush_no_arms (void)
{
  ambush_case (4, 0);
}

/* 11.2: the British ambush only with Rogers or Indian Allies: 4 Regulars
 * in Pickawillany, entered by 4 Nations FP, are refused; with Rogers they
 * may. */
static void
british_ambush_case (gboolean rogers)
{
  T *t = t_new_empty ("rising-1763");

  t_put_series (t, "regulars-2", 1, 2, "pickawillany", 0);
  if (rogers)
    t_put (t, "officer-rogers.1", "pickawillany", 0);
  t_put_in (t, "mad-river", "ottawa-band-2.1", "ottawa-band-2.2", NULL);
  t_vp (t, 0, 0);
  t_attack_at (t, SIDE_NATIONS, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  if (rogers)
    g_assert_true (t_can (t, "ambush 0"));
  else
    assert_refused (t, "ambush 0", "ambush", "the British ambush only with Rogers or Indian Allies", "11.2");
  assert_refused (t, "ambush 1", "ambush", rogers ? "only the Nations spend Arms Points"
                                                  : "the British ambush only with Rogers or Indian Allies",
                  rogers ? "11.5" : "11.2");
  t_free (t);
}

static void
test_british_ambush (void)
{
  british_ambush_case (FALSE);
}

static void
test_british_ambush_rogers (void)
{
  british_ambush_case (TRUE);
}

/* 11.3 (R6, R7): without Rogers or Allies the British try to retreat only
 * against more than twice their FP: 3 British FP against 6 are refused,
 * against 7 they may. */
static void
british_retreat_case (int nations_fp)
{
  T *t = t_new_empty ("rising-1763");

  t_put_series (t, "regulars-2", 1, 1, "pickawillany", 0);
  t_put (t, "regulars-1.1", "pickawillany", 0);
  t_put_series (t, "ottawa-band-2", 1, 3, "mad-river", 0);
  if (nations_fp == 7)
    t_put (t, "ottawa-band-1.1", "mad-river", 0);
  t_vp (t, 0, 0);
  t_attack_at (t, SIDE_NATIONS, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  if (nations_fp == 7)
    g_assert_true (t_can (t, "try-retreat"));
  else
    assert_refused (t, "try-retreat", "try-retreat", "the British try to retreat only with Rogers or Indian Allies, "
                    "or with Johnson, or when the Nations have more than 2 times their FP, and it is 6 FP against 3",
                    "11.3");
  t_free (t);
}

static void
test_british_retreat_6 (void)
{
  british_retreat_case (6);
}

static void
test_british_retreat_7 (void)
{
  british_retreat_case (7);
}

/* 16.2: only a disrupted unit rolls to rally: the healthy band is
 * refused, the disrupted one may; a leader is not a unit. */
static void
test_rally (void)
{
  T *t = t_new_empty ("rising-1763");

  t_put (t, "ottawa-band-2.1", "pickawillany", 1);
  t_put (t, "ottawa-band-2.2", "pickawillany", 0);
  t_put (t, "sachem-breton.1", "pickawillany", 0);
  t_at_phase (t, 2, "rally");
  g_assert_cmpint (t->st->pending.kind, ==, D_RALLY);
  g_assert_true (t_can (t, "rally ottawa-band-2.1"));
  assert_refused (t, "rally ottawa-band-2.2", "rally", "Ottawa warrior band (2 FP) is not disrupted", "16.2");
  t_free (t);
}

/* 12.0: the captives of Fort Edward Augustus (razed by two Ottawa bands)
 * go with an Ottawa band to a standing Ottawa village: Saginaw, an Ojibwa
 * village, is refused, Maumee Rapids allowed. */
static void
test_escort_village (void)
{
  T *t = t_new_empty ("rising-1763");

  t_set_arms (t, 0);
  t_vp (t, 0, 0);
  t_raze_edward_augustus (t, 5);
  g_assert_cmpint (t->st->pending.kind, ==, D_ESCORT);
  g_assert_true (t_can (t, "escort ottawa-band-1.1 maumee-rapids"));
  assert_refused (t, "escort ottawa-band-1.1 saginaw", "escort", "Saginaw is not a standing Ottawa village", "12.0");
  t_free (t);
}

/* 10.0: a force moves once a phase: after Mad River's band has moved to
 * Pickawillany and stopped, it may not form again; a band that has not
 * moved may. */
static void
test_form_moved (void)
{
  T *t = t_new_empty ("rising-1763");

  t_put (t, "ottawa-band-2.1", "mad-river", 0);
  t_put (t, "ottawa-band-2.2", "buffalo-creek", 0);
  t_move_force (t, SIDE_NATIONS, "mad-river", "pickawillany");
  t_do (t, "stop");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  assert_refused (t, "form pickawillany", "form", "the pieces in Pickawillany have moved this phase", "10.0");
  g_assert_true (t_can (t, "form buffalo-creek"));
  t_free (t);
}

/* 10.2: a dock ships at most 10 FP: 11 British FP at Fort Detroit are
 * refused the lake to Fort Michilimackinac naming both numbers, 10 FP may
 * sail. */
static void
dock_case (int fp)
{
  T *t = t_new_empty ("rising-1763");

  t_put_series (t, "regulars-2", 1, 5, "fort-detroit", 0);
  if (fp == 11)
    t_put (t, "regulars-1.1", "fort-detroit", 0);
  t_at_phase (t, 2, "british-movement-combat");
  t_do (t, "form fort-detroit");
  if (fp == 10)
    g_assert_true (t_can (t, "move fort-michilimackinac"));
  else
    assert_refused (t, "move fort-michilimackinac", "move", "a dock ships at most 10 FP, and this force counts 11",
                    "10.2");
  t_free (t);
}

static void
test_dock_10 (void)
{
  dock_case (10);
}

static void
test_dock_11 (void)
{
  dock_case (11);
}

/* 11.3: the Ottawa band beaten back from Pickawillany retreats into a free
 * space, never into a fort: Fort Miami and Little Miami (held by a
 * British unit) are refused, White River Forks allowed. */
static void
test_retreat_destination (void)
{
  T *t = t_new_empty ("rising-1763");

  t_put_in (t, "pickawillany", "ottawa-band-2.1", "sachem-breton.1", NULL);
  t_put_in (t, "mad-river", "regulars-2.1", "regulars-2.2", NULL);
  t_put (t, "regulars-1.1", "little-miami", 0);
  t_vp (t, 5, 0);
  t_attack_at (t, SIDE_BRITISH, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "try-retreat", ROLLS (1));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  assert_refused (t, "retreat fort-miami", "retreat", "the Nations retreat into no fort, settlement or city, and "
                  "Fort Miami is one", "11.3");
  assert_refused (t, "retreat little-miami", "retreat", "Little Miami holds enemy pieces, and a force retreats into "
                  "a free space", "11.3");
  g_assert_true (t_can (t, "retreat white-river-forks"));
  t_free (t);
}

/* 10.0: a force drops pieces off while one stays: of two bands one may
 * be dropped; the last is refused (the force stops instead). */
static void
test_drop_last (void)
{
  T *t = t_new_empty ("rising-1763");

  t_put_in (t, "mad-river", "ottawa-band-2.1", "ottawa-band-2.2", NULL);
  t_at_phase (t, 2, "nations-movement-combat");
  t_do (t, "form mad-river");
  t_do (t, "move pickawillany");
  g_assert_true (t_can (t, "drop ottawa-band-2.1"));
  t_do (t, "drop ottawa-band-2.1");
  assert_refused (t, "drop ottawa-band-2.2", "drop", "Ottawa warrior band (2 FP) is the force's last piece: stop "
                  "instead", "10.0");
  assert_refused (t, "pickup ottawa-band-2.2", "pickup", "Ottawa warrior band (2 FP) is already in the force", "10.0");
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/10.0/refusal/movement-points", test_movement_points);
  g_test_add_func ("/pontiac/11.12/refusal/never-fort-niagara", test_never_niagara);
  g_test_add_func ("/pontiac/11.11/refusal/settlement-3-fp", test_settlement_3);
  g_test_add_func ("/pontiac/11.11/refusal/settlement-4-fp", test_settlement_4);
  g_test_add_func ("/pontiac/11.2/refusal/ambush-3-of-8-fp", test_ambush_3);
  g_test_add_func ("/pontiac/11.2/refusal/ambush-4-of-8-fp", test_ambush_4);
  g_test_add_func ("/pontiac/11.5/refusal/ambush-no-arms", test_ambush_no_arms);
  g_test_add_func ("/pontiac/11.2/refusal/british-ambush", test_british_ambush);
  g_test_add_func ("/pontiac/11.2/refusal/british-ambush-rogers", test_british_ambush_rogers);
  g_test_add_func ("/pontiac/11.3/refusal/british-retreat-6-to-3", test_british_retreat_6);
  g_test_add_func ("/pontiac/11.3/refusal/british-retreat-7-to-3", test_british_retreat_7);
  g_test_add_func ("/pontiac/16.2/refusal/rally", test_rally);
  g_test_add_func ("/pontiac/12.0/refusal/escort-village", test_escort_village);
  g_test_add_func ("/pontiac/10.0/refusal/form-moved", test_form_moved);
  g_test_add_func ("/pontiac/10.0/refusal/drop-last-piece", test_drop_last);
  g_test_add_func ("/pontiac/10.2/refusal/dock-10-fp", test_dock_10);
  g_test_add_func ("/pontiac/10.2/refusal/dock-11-fp", test_dock_11);
  g_test_add_func ("/pontiac/11.3/refusal/retreat-destination", test_retreat_destination);
  return g_test_run ();
}
