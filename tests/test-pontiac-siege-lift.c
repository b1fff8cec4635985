/* test-pontiac-siege-lift.c — 11.11: the besieged garrison "remains
 * trapped beneath the Siege marker until the siege is lifted"; lifted, it
 * stands on top of its fort again, and the next attack on the fort asks
 * it once more to fight a field battle or go in (digest 5.13, Fort combat:
 * "Unless stated otherwise, British units sit outside, on top of the
 * fort").  Driven through the players' actions: scenario B's game of
 * seed 3 (the session-15 arena's, Normal's Nations against random play),
 * where the turn-2 assault ends with the besiegers under 8 FP (20.0 B)
 * and the turn-3 attack meets a garrison that chose to fight. */
#include "test-pontiac-util.c"

static const char *const turn_2[] = {
  "form fort-pitt", "attack", "play nations-17", "play british-67", "arms",
  "casualty militia-2.1", "casualty regulars-2.1", "casualty shawnee-band-2.1",
  "casualty mingo-band-2.1", "casualty ojibwa-band-2.1",
};

static const char *const to_turn_3_battle[] = {
  "continue", "retreat mingo-town", "done", "form fort-pitt", "drop supply.2", "move grave-creek",
  "drop officer-ecuyer", "move fort-pitt", "move grave-creek", "move fort-pitt", "drop regulars-2.1",
  "stop", "conceal grave-creek", "conceal fort-pitt", "done", "rally shawnee-band-2.1",
  "rally-with sachem-minavavana ojibwa-band-2.1", "rally-with sachem-guyasuta mingo-band-2.1",
  "rally regulars-2.1", "rally militia-2.1", "form mingo-town", "move fort-pitt", "attack", "fight",
  "play nations-12", "play british-64",
};

/* British pieces in Fort Pitt marked inside the fort. */
static int
inside_at_fort_pitt (T *t)
{
  int n = 0, pitt = t_loc (t, "fort-pitt");

  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (bh_state_pieces (t->st)[p].location == pitt && pontiac_side_of (&t->c, p) == SIDE_BRITISH
        && (bh_state_pieces (t->st)[p].flags & F_INSIDE))
      n++;
  return n;
}

static T *
b_seed_3 (void)
{
  T *t = g_new0 (T, 1);

  t_init (t, "pontiac", "b-fort-pitt", 3, NULL);
  t->self = BH_PONTIAC_RULES (t->rules);
  pontiac_ctx_init (&t->c, t->self, t->st);
  for (guint i = 0; i < G_N_ELEMENTS (turn_2); i++)
    t_do (t, turn_2[i]);
  return t;
}

/* One side of the boundary: besieged, the garrison (Regulars, Militia,
 * two Supply, Ecuyer) is inside, the round's losses taken. */
static void
test_besieged_inside (void)
{
  T *t = b_seed_3 ();

  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-pitt")));
  g_assert_cmpint (inside_at_fort_pitt (t), ==, 5);
  t_free (t);
}

/* The other: the second round leaves the Nations under 8 FP, the siege is
 * lifted and no British piece stays inside; on turn 3 the garrison fights
 * a field battle, so the fort's value cancels none of the Nations' hits
 * (11.9: only "if the British force is located inside a fort") and the
 * British take the step.  Before, the pieces kept their mark, a supply
 * left in the fort made the battle a siege round without a siege: the hit
 * was cancelled and the Nations were sent away after one round. */
static void
test_lifted_garrison_outside (void)
{
  T *t = b_seed_3 ();

  t_do (t, to_turn_3_battle[0]);
  g_assert_true (t_said (t, "the siege of Fort Pitt is lifted"));
  g_assert_cmpint (inside_at_fort_pitt (t), ==, 0);
  for (guint i = 1; i < G_N_ELEMENTS (to_turn_3_battle); i++)
    t_do (t, to_turn_3_battle[i]);
  g_assert_cmpint (t->st->turn, ==, 3);
  g_assert_cmpint (inside_at_fort_pitt (t), ==, 0);
  t_do (t, "arms");
  g_assert_false (t_said (t, "the fort's value cancels 1 hit"));
  g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/11.11/besieged-garrison-inside", test_besieged_inside);
  g_test_add_func ("/pontiac/11.11/siege-lifted-garrison-on-top-of-the-fort", test_lifted_garrison_outside);
  return g_test_run ();
}
