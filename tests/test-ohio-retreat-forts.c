/* test-ohio-retreat-forts.c — Blood on the Ohio: an attacker's retreat
 * (15.1.1: "the retreat space must be the space the attacker advanced into
 * the battle space from") that would take the WC into a space it may never
 * retreat into (15.1.3: "WC units may not retreat into an occupied fort
 * space nor a US settlement space that has 1 or more FP in it"; 20.3: "A
 * fort space may not be retreated into by Indian forces"). The WC may
 * move through a fort with no screen (20.3), so a force that came that
 * way and meets a Delay (14.3) has no retreat space: the units are lost,
 * as in every retreat with nowhere to go (docs/rules/ohio.md, 15.1.3 /
 * 20.3). Before session 19 the force went back all the same and, by
 * 15.3, fought the fort's defenders, though those of Forts Washington and
 * Harmar "may not be attacked" (20.4). Also 20.4 after a screen is
 * overrun (20.1), and a WC reinforcement through a fort with no screen
 * (20.3, 14.3). Each row plays the move through player actions from an
 * empty map. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

/* The face of the event die that reads Delay (14.3; data/games/ohio/game.xml). */
#define DELAY 3

/* Turn 1, the first WC Operations, no VP (so the US may not ambush, 18.1):
 * a Shawnee subordinate leader (1 FP) with two full Shawnee warriors (2 FP
 * each) at `from` forms a subordinate leader force (5 MP, 6.2.2), moves
 * into `through` (with `choice` if one is asked there: "pass-through" a
 * US stack, 13.0, 5 FP against 2; "ignore" a built fort's defenders with
 * no screen, 20.3), then into `target`, where a US regular stands, and
 * attacks;
 * the US defends and the event die shows Delay. */
static void
t_delay_after (T *t, const char *from, const char *through, const char *choice, const char *target)
{
  g_autofree char *move_through = g_strdup_printf ("move %s", through);
  g_autofree char *move_target = g_strdup_printf ("move %s", target);

  t_put (t, "shawnee-subordinate-leader.1", from, 0);
  t_put_series (t, "shawnee-warrior", 1, 2, from, 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-subordinate-leader.1", "shawnee-warrior.1", "shawnee-warrior.2", NULL);
  t_do (t, move_through);
  if (choice)
    t_do (t, choice);
  t_do (t, move_target);
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (DELAY));
  g_assert_true (t_said (t, "Delay"));
}

/* The force with nowhere to go is lost (every piece in the WC's
 * eliminated box), it fought no new battle, the regular it passed is
 * whole, and the WC goes on with its operations. */
static void
t_assert_force_lost (T *t, const char *battle_space, const char *through)
{
  int out = t->self->d->wc_elim;
  g_autofree char *nowhere = g_strdup_printf ("Nowhere to retreat from %s", battle_space);
  g_autofree char *into = g_strdup_printf ("Retreating into the enemy at %s", through);

  g_assert_true (t_said (t, nowhere));
  g_assert_false (t_said (t, into));
  g_assert_cmpint (t_where (t, "shawnee-subordinate-leader.1"), ==, out);
  g_assert_cmpint (t_where (t, "shawnee-warrior.1"), ==, out);
  g_assert_cmpint (t_where (t, "shawnee-warrior.2"), ==, out);
  g_assert_false (t_x (t)->battle.active);
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 0);
  g_assert_cmpint (t_kind (t), ==, D_OPS);
}

/* 20.4, 15.1.3, 20.3: a US regular defends Fort Washington (or Fort
 * Harmar), with no screen; the WC force moves through the fort (20.3) and
 * attacks the regular at the settlement beyond. The Delay's retreat
 * would go back into the fort space, which 15.1.3 and 20.3 forbid: the
 * force is lost, and the defenders, who "may not be attacked" (20.4),
 * fight no battle. The old code sent the force back and started 15.3's
 * battle against them (arena, learning-3, pair 16, turn 4). */
static void
test_delay_back_through_a_printed_fort (void)
{
  const char *way[][3] = {
    { "north-bend", "fort-washington", "dunlaps-station" },
    { "marietta", "fort-harmar", "waterford" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (way); i++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "us-regular-infantry.1", way[i][1], 0);
      t_pc (t, "us-regular-infantry.1")->flags = F_DEFEND;
      t_put (t, "us-regular-infantry.2", way[i][2], 0);
      t_delay_after (t, way[i][0], way[i][1], NULL, way[i][2]);
      t_assert_force_lost (t, i == 0 ? "Dunlap's Station" : "Waterford", i == 0 ? "Fort Washington" : "Fort Harmar");
      t_assert_at (t, "us-regular-infantry.1", way[i][1]);
      t_assert_at (t, "us-regular-infantry.2", way[i][2]);
      g_assert_cmpint (t_face (t, "us-regular-infantry.2"), ==, 0);
      g_assert_true (t_pc (t, "us-regular-infantry.1")->flags & F_DEFEND);
      t_free (t);
    }
}

/* 15.1.3, 20.3 for a built fort, whose defenders may be attacked (20.1.2):
 * the retreat is barred all the same, since 15.1.3 bars the space, not a
 * battle. Fort Steuben at Whitewater, a US regular defending it; the WC
 * comes from Twin Creek through Whitewater to attack the regular at North
 * Bend: lost. The old code fought a 15.3 battle against the fort. */
static void
test_delay_back_through_a_built_fort (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "fort-steuben", "whitewater", 0);
  t_put (t, "us-regular-infantry.1", "whitewater", 0);
  t_pc (t, "us-regular-infantry.1")->flags = F_DEFEND;
  t_put (t, "us-regular-infantry.2", "north-bend", 0);
  t_delay_after (t, "twin-creek", "whitewater", "ignore", "north-bend");
  t_assert_force_lost (t, "North Bend", "Whitewater Forks");
  t_assert_at (t, "fort-steuben", "whitewater");
  g_assert_cmpint (t_face (t, "fort-steuben"), ==, 0);
  t_free (t);
}

/* 15.1.3's other half: "nor a US settlement space that has 1 or more FP
 * in it". The WC passes through North Bend's settlement held by a US
 * regular (13.0) and attacks the regular at Dunlap's Station: the way
 * back is barred, the force is lost. The old code fought the regular at
 * North Bend (15.3). */
static void
test_delay_back_through_a_held_settlement (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "north-bend", 0);
  t_put (t, "us-regular-infantry.2", "dunlaps-station", 0);
  t_delay_after (t, "whitewater", "north-bend", "pass-through", "dunlaps-station");
  t_assert_force_lost (t, "Dunlap's Station", "North Bend");
  t_assert_at (t, "us-regular-infantry.1", "north-bend");
  t_free (t);
}

/* The other side: 15.3 where no structure bars the way. The WC passes
 * through a US regular at Whitewater (no fort, no settlement) and attacks
 * the regular at North Bend; after the Delay it goes back to Whitewater
 * (15.1.1), "loses one FP and must fight another battle ... The retreating
 * stack is the attacker" (15.3). Fails when the attacker's retreat is
 * barred from every space with enemy FP. */
static void
test_delay_back_into_a_passed_stack (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whitewater", 0);
  t_put (t, "us-regular-infantry.2", "north-bend", 0);
  t_delay_after (t, "twin-creek", "whitewater", "pass-through", "north-bend");
  g_assert_false (t_said (t, "Nowhere to retreat"));
  g_assert_true (t_said (t, "Retreating into the enemy at Whitewater Forks: 1 FP lost"));
  /* The first casualty of the WC: a warrior flipped (14.7.2). */
  if (t_kind (t) == D_CASUALTY)
    t_do (t, "casualty shawnee-warrior.1");
  g_assert_cmpint (t_face (t, "shawnee-warrior.1") + t_face (t, "shawnee-warrior.2"), ==, 1);
  t_assert_at (t, "shawnee-subordinate-leader.1", "whitewater");
  g_assert_true (t_x (t)->battle.active);
  g_assert_cmpint (t_x (t)->battle.space, ==, t_loc (t, "whitewater"));
  g_assert_cmpint (t_x (t)->battle.att_side, ==, WC);
  t_free (t);
}

/* 20.3 reads "A fort space may not be retreated into" with no word of
 * occupants (digest #17; 15.1.3 says "occupied"): the project bars every
 * fort space to a WC retreat, the defender's since session 9, the
 * attacker's too now. An empty Fort Washington: the force that came
 * through it is lost on a Delay at Dunlap's Station. The old code put it
 * back at the fort. */
static void
test_delay_back_through_an_empty_printed_fort (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.2", "dunlaps-station", 0);
  t_delay_after (t, "north-bend", "fort-washington", NULL, "dunlaps-station");
  g_assert_true (t_said (t, "Nowhere to retreat from Dunlap's Station"));
  g_assert_cmpint (t_where (t, "shawnee-warrior.1"), ==, t->self->d->wc_elim);
  g_assert_cmpint (t_count_at (t, "fort-washington"), ==, 0);
  t_free (t);
}

/* 14.2 (2), 18.2: the defender's ambush, an overwhelming success, sends
 * the attacker back (15.1.1) as a Delay does. Legion (no US ambush
 * modifier, App. 3), the US at 1 VP (18.1: at least 1/2): three Shawnee
 * warriors (6 FP, a stray force of 3 MP, no TP) go from North Bend
 * through Fort Washington, a US regular defending it (the US declines the
 * ambush offered from Dunlap's Station as they enter the fort's space,
 * and the fort's defenders may not ambush, 18.1), and attack the regular
 * at Dunlap's Station, who ambushes: a 6, TP even, "2 hits, an
 * overwhelming success" (18.2). Two warriors flipped, the retreat into
 * the fort is barred (15.1.3, 20.3): the warriors are lost, no battle
 * with the fort's defenders (20.4). The old code fought one. */
static void
test_ambush_back_through_a_printed_fort (void)
{
  T *t = t_new_clear ("legion");

  t_put (t, "us-regular-infantry.1", "fort-washington", 0);
  t_pc (t, "us-regular-infantry.1")->flags = F_DEFEND;
  t_put (t, "us-regular-infantry.2", "dunlaps-station", 0);
  t_put_series (t, "shawnee-warrior", 1, 3, "north-bend", 0);
  t_vps (t, 0, 2);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-warrior.1", "shawnee-warrior.2", "shawnee-warrior.3", NULL);
  t_do (t, "move fort-washington");
  g_assert_false (t_can (t, "ambush fort-washington"));
  t_do (t, "no-ambush");
  t_do (t, "move dunlaps-station");
  t_do (t, "attack");
  /* The ambush: the US faction die 6, the event die 1 (Battle: no Delay). */
  t_do_rolls (t, "ambush dunlaps-station", ROLLS (6, 1));
  g_assert_true (t_said (t, "overwhelming success"));
  t_do (t, "casualty shawnee-warrior.1");
  t_do (t, "casualty shawnee-warrior.2");
  g_assert_true (t_said (t, "Nowhere to retreat from Dunlap's Station"));
  g_assert_false (t_said (t, "Retreating into the enemy"));
  for (int i = 1; i <= 3; i++)
    {
      g_autofree char *id = g_strdup_printf ("shawnee-warrior.%d", i);

      g_assert_cmpint (t_where (t, id), ==, t->self->d->wc_elim);
    }
  g_assert_false (t_x (t)->battle.active);
  t_assert_at (t, "us-regular-infantry.1", "fort-washington");
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 0);
  t_free (t);
}

/* 17.2: "If the result is Delay the overrun does not take place and the
 * attacking force returns to its previous space", read as the attacker's
 * retreat (digest #23; the code has always narrated and run it as one),
 * so 15.1.3 and 20.3 bar a fort space to it too. Fort Steuben at Twin
 * Creek, a US regular defending it; the Shawnee force (5 FP, 5 MP) comes
 * from Greenville through Twin Creek (ignoring the fort, 20.3) and
 * overruns a reduced regular (1 FP, a fifth, 17.1) at Whitewater; the
 * regular's forced retreat before combat fails (a 1, 16.0), the event die
 * reads Delay: the force has nowhere to go and is lost. The old code sent
 * it back into a 15.3 battle against the fort. */
static void
test_overrun_delay_back_through_a_built_fort (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "fort-steuben", "twin-creek", 0);
  t_put (t, "us-regular-infantry.1", "twin-creek", 0);
  t_pc (t, "us-regular-infantry.1")->flags = F_DEFEND;
  t_put (t, "us-regular-infantry.2", "whitewater", 1);
  t_put (t, "shawnee-subordinate-leader.1", "greenville", 0);
  t_put_series (t, "shawnee-warrior", 1, 2, "greenville", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-subordinate-leader.1", "shawnee-warrior.1", "shawnee-warrior.2", NULL);
  t_do (t, "move twin-creek");
  t_do (t, "ignore");
  t_do (t, "move whitewater");
  t_do_rolls (t, "overrun", ROLLS (1, DELAY));
  g_assert_true (t_said (t, "the overrun fails"));
  t_assert_force_lost (t, "Whitewater Forks", "Twin Creek");
  g_assert_cmpint (t_face (t, "fort-steuben"), ==, 0);
  t_assert_at (t, "us-regular-infantry.2", "whitewater");
  g_assert_cmpint (t_face (t, "us-regular-infantry.2"), ==, 1);
  t_free (t);
}

/* 20.1: "A screening stack may be overrun after which point the
 * overrunning force may conduct combat against the fort defenses or
 * continue movement"; 20.4: the defenders of Forts Washington and Harmar
 * "may not be attacked". A reduced US regular (1 FP) screens the fort, a
 * full one defends it; the Shawnee force (5 FP, five times the screen,
 * 17.1) overruns the screen (its retreat before combat fails, a 1; the
 * event die Battle, 17.2). At Fort Washington the force may go on or stop,
 * never attack; at Fort Steuben (Whitewater, from Twin Creek) it may
 * attack the defenders. */
static void
test_overrun_screen_then_defenders (void)
{
  const char *way[][2] = {
    { "north-bend", "fort-washington" },
    { "twin-creek", "whitewater" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (way); i++)
    {
      T *t = t_new_clear ("harmar");

      if (i == 1)
        t_put (t, "fort-steuben", way[i][1], 0);
      t_put (t, "us-regular-infantry.1", way[i][1], 0);
      t_pc (t, "us-regular-infantry.1")->flags = F_DEFEND;
      t_put (t, "us-regular-infantry.2", way[i][1], 1);
      t_put (t, "shawnee-subordinate-leader.1", way[i][0], 0);
      t_put_series (t, "shawnee-warrior", 1, 2, way[i][0], 0);
      t_vps (t, 0, 0);
      t_at (t, 1, PH_WC1, WC, D_OPS);
      t_form_march (t, "shawnee-subordinate-leader.1", "shawnee-warrior.1", "shawnee-warrior.2", NULL);
      t_do (t, i == 0 ? "move fort-washington" : "move whitewater");
      t_do_rolls (t, "overrun", ROLLS (1, 1));
      g_assert_true (t_said (t, "the overrun succeeds"));
      g_assert_cmpint (t_where (t, "us-regular-infantry.2"), !=, t_loc (t, way[i][1]));
      t_assert_at (t, "us-regular-infantry.1", way[i][1]);
      g_assert_true (t_can (t, "stop") || t_can (t, "ignore"));
      if (i == 0)
        g_assert_false (t_can (t, "attack"));
      else
        g_assert_true (t_can (t, "attack"));
      t_free (t);
    }
}

/* 20.3: "Fort spaces may be moved through by the Indian player if the fort
 * does not have a screening force", a reinforcement's move (14.3) too.
 * Harmar, the WC at 0 VP: a Shawnee warrior from Whitewater attacks a US
 * regular at North Bend, the event die reads Reinforcements (6); the US
 * brings none; a Miami warrior (2 FP) at Dunlap's Station reinforces. Fort
 * Washington, next to both, is defended by a full regular (2 FP): with no
 * screen the warrior may go through it (Dunlap's Station, Fort Washington,
 * North Bend: 2 MP of its 3), as a WC force on its own move may
 * (/ohio/20.4/forts-harmar-and-washington), though it has no more FP than
 * the defenders to pass through them (13.0). With a full regular screening
 * the fort as well, the way is shut: a reinforcement may only pass
 * through (13.0, 2 FP against 2: no) or overrun (17.1: no) on its way
 * (14.3). The code before session 19 shut it in both cases. */
static void
test_reinforcement_through_an_unscreened_fort (void)
{
  for (int screen = 0; screen <= 1; screen++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "us-regular-infantry.1", "north-bend", 0);
      t_put (t, "us-regular-infantry.2", "fort-washington", 0);
      t_pc (t, "us-regular-infantry.2")->flags = F_DEFEND;
      if (screen)
        t_put (t, "us-regular-infantry.3", "fort-washington", 0);
      t_put (t, "shawnee-warrior.1", "whitewater", 0);
      t_put (t, "miami-warrior.1", "dunlaps-station", 0);
      t_vps (t, 0, 0);
      t_at (t, 1, PH_WC1, WC, D_OPS);
      t_form_march (t, "shawnee-warrior.1", NULL);
      t_do (t, "move north-bend");
      t_do (t, "attack");
      t_do_rolls (t, "defend", ROLLS (6));
      t_do (t, "no-reinforce");
      t_do (t, "reinforce miami-warrior.1");
      t_do (t, "march");
      g_assert_true (t_can (t, "move north-bend"));
      if (screen)
        {
          g_assert_false (t_can (t, "move fort-washington"));
          t_free (t);
          continue;
        }
      t_do (t, "move fort-washington");
      t_assert_at (t, "miami-warrior.1", "fort-washington");
      g_assert_true (t_can (t, "move north-bend"));
      t_do (t, "move north-bend");
      t_assert_at (t, "miami-warrior.1", "north-bend");
      g_assert_true (t_pc (t, "miami-warrior.1")->flags & F_BATTLE);
      t_assert_at (t, "us-regular-infantry.2", "fort-washington");
      g_assert_cmpint (t_face (t, "us-regular-infantry.2"), ==, 0);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/20.4/delay-back-through-a-printed-fort", test_delay_back_through_a_printed_fort);
  g_test_add_func ("/ohio/15.1.3/delay-back-through-a-built-fort", test_delay_back_through_a_built_fort);
  g_test_add_func ("/ohio/15.1.3/delay-back-through-a-held-settlement", test_delay_back_through_a_held_settlement);
  g_test_add_func ("/ohio/15.3/delay-back-into-a-passed-stack", test_delay_back_into_a_passed_stack);
  g_test_add_func ("/ohio/20.3/delay-back-through-an-empty-printed-fort", test_delay_back_through_an_empty_printed_fort);
  g_test_add_func ("/ohio/18.2/ambush-back-through-a-printed-fort", test_ambush_back_through_a_printed_fort);
  g_test_add_func ("/ohio/17.2/overrun-delay-back-through-a-built-fort", test_overrun_delay_back_through_a_built_fort);
  g_test_add_func ("/ohio/20.4/overrun-screen-then-defenders", test_overrun_screen_then_defenders);
  g_test_add_func ("/ohio/20.3/reinforcement-through-an-unscreened-fort", test_reinforcement_through_an_unscreened_fort);
  return g_test_run ();
}
