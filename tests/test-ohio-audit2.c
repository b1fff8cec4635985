/* test-ohio-audit2.c — Blood on the Ohio: rows for the survivors the
 * first mutation audit left open (docs/rules/ohio-mutation-audit.md, R07
 * and P11) and for 20.5.1's ten-MP principal village (session 14). Each
 * row drives the rule through player actions and asserts the rulebook's
 * numbers; each failed under the mutation named beside it. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

/* 10.0: "The path must not pass through a space containing any enemy FPs.
 * The path may pass through unoccupied villages but not an unoccupied
 * principal village." A US regular at Girty's Town, more than 4 spaces
 * from both forts, has a wagon at Whetstone, 3 spaces away through the
 * Shawnee principal village of Wapakoneta (and Upper Scioto); every other
 * path of 4 spaces or fewer crosses the Wyandot principal village of
 * Upper Sandusky, empty. Wapakoneta empty: the path is closed, the
 * regular is flipped at the supply check. Wapakoneta held by Blue Jacket
 * alone (a key leader, 0 FP: occupied, and no enemy FP): the path is
 * open, the US is asked to use the wagon, which spends a step. Wapakoneta
 * held by a Shawnee subordinate leader alone (1 FP, enemy FP): closed
 * again. Audit P11 (an occupied principal village closing the path). */
static void
test_supply_through_a_principal_village_held_by_a_leader (void)
{
  const char *holder[] = { NULL, "blue-jacket", "shawnee-subordinate-leader.1" };

  for (int i = 0; i < 3; i++)
    {
      T *t = t_new_clear ("harmar");
      gboolean open = i == 1;

      t_put (t, "us-regular-infantry.1", "girtys-town", 0);
      t_put (t, "supply-wagon.1", "whetstone", 0);
      if (holder[i])
        t_put (t, holder[i], "wapakoneta", 0);
      t_at (t, 1, PH_END, US, D_NONE);
      t_x (t)->proc_started = 0;
      ohio_advance (&t->c);
      if (open)
        {
          g_assert_cmpint (t_kind (t), ==, D_SUPPLY);
          g_assert_true (t_has (t, "supply"));
          t_do_found (t, "supply");
          g_assert_cmpint (t_face (t, "supply-wagon.1"), ==, 1);
        }
      g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, open ? 0 : 1);
      t_free (t);
    }
}

/* 5.2.2: "A treaty can be broken if: A battle occurs ... that results in
 * the loss of any Indian FPs within the nation boundary of the treaty
 * nation"; 14.7: villages "may be used to satisfy casualties". Harmar, an
 * empty map, the Wyandot under treaty: a full US regular (2 FP) at Upper
 * Scioto attacks the Wyandot village at Tymochtee (no FP, so the WC does
 * not roll, LR 14.6). A 6 on the 1-2 column: 1 casualty, the village is
 * reduced, and the treaty is broken by that loss. A 1: no casualty, the
 * tie goes to the WC (14.8), the regular goes back to Upper Scioto
 * (15.1.1) and the treaty stands (session 14, referee-ohio2 N1 read
 * again: the session-13 code broke it when the attack was declared). */
static void
test_treaty_plain_village_attacked (void)
{
  for (int roll = 1; roll <= 6; roll += 5)
    {
      T *t = t_new_clear ("harmar");
      int wyandot = t_nation (t, "wyandot");

      t_put (t, "us-regular-infantry.1", "upper-scioto", 0);
      t_put (t, "wyandot-village.1", "tymochtee", 0);
      t_x (t)->nation_status[wyandot] = NAT_TREATY;
      t_vps (t, 0, 0);
      t_at (t, 1, PH_US1, US, D_OPS);
      t_form_march (t, "us-regular-infantry.1", NULL);
      t_do (t, "move tymochtee");
      g_assert_true (t_can (t, "ignore"));
      /* Event 1: Battle (14.3). */
      t_do_rolls (t, "attack", ROLLS (1, roll));
      if (roll == 6)
        {
          g_assert_cmpint (t_x (t)->nation_status[wyandot], ==, NAT_BROKEN);
          g_assert_cmpint (t_face (t, "wyandot-village.1"), ==, 1);
          g_assert_nonnull (strstr (t->narration, "Casualty"));
          g_assert_true (strstr (t->narration, "Casualty") < strstr (t->narration, "The treaty with the Wyandot is broken"));
        }
      else
        {
          g_assert_cmpint (t_x (t)->nation_status[wyandot], ==, NAT_TREATY);
          g_assert_false (t_said (t, "treaty"));
          t_assert_at (t, "wyandot-village.1", "tymochtee");
          g_assert_cmpint (t_face (t, "wyandot-village.1"), ==, 0);
          t_assert_at (t, "us-regular-infantry.1", "upper-scioto");
        }
      t_free (t);
    }
}

/* 20.5.1: "A primary village that is reduced requires bringing a reduced
 * primary village marker onto the map. The reduced primary village marker
 * must be placed adjacent to a river space within ten MPs of its original
 * location" (a plain village: 5 MP, /ohio/20.5.1/village-relocation-five-mp).
 * Two regulars at Caesar's Creek reduce the Shawnee principal village of
 * Chalakatha (event 1, Battle; the US rolls 6, 2 casualties, the village
 * takes one, 20.5; the village's 1 FP rolls 1, none). Grand Glaize is 7
 * MP away by the cheapest way (2.5.2: Chalakatha to the Great Miami at
 * Staunton 2, on to Greenville 0, Loramie's 1, Girty's Town 1, the Upper
 * Auglaize 2, the Lower Auglaize 1, Grand Glaize 0): more than a plain
 * village's 5, within the principal village's 10: offered; Girty's Town
 * (4 MP) too. The refused side of the ten MP has no space on this map: no
 * space of a nation lies more than 7 MP from its principal village
 * (Dijkstra over data/games/ohio/board.xml with 2.5's costs; see
 * docs/rules/ohio-mutation-audit.md, session 14). The mutant that gives
 * the principal village a plain village's 5 MP (or any limit under 7)
 * fails here. */
static void
test_principal_village_relocation_ten_mp (void)
{
  T *t = t_new_clear ("harmar");
  g_autofree char *list = t_two_regulars_reduce_village (t, "caesars-creek", "chalakatha", ROLLS (1, 6, 1));

  g_assert_true (t_said (t, "Chalakatha is reduced"));
  g_assert_nonnull (strstr (list, "relocate grand-glaize"));
  g_assert_nonnull (strstr (list, "relocate girtys-town"));
  t_do (t, "relocate grand-glaize");
  g_assert_cmpint (ohio_principal_reduced (&t->c, t_loc (t, "grand-glaize")), >=, 0);
  t_free (t);
}

/* 14.3, 17.2: a reinforcement may overrun on its way, and "If the
 * defender succeeds in retreating, then no combat occurs and the moving
 * force ends its movement in the battle space"; the battle that called
 * it is still fought. Harmar, an empty map: a US regular from Scioto
 * Headwaters attacks a Shawnee warrior at Tymochtee (event 6:
 * Reinforcements). Five Shawnee warriors (10 FP) at Tawa Town reinforce
 * by Blanchard's Fork, where a full US regular (2 FP, a fifth) stands:
 * they overrun it. Its forced retreat before combat succeeds (a 5, 16.0);
 * the way back to Tawa Town is barred (15.1.2) and Portage River, its
 * last way out, holds a Shawnee warrior. The warriors stop at Blanchard's
 * Fork and the battle at Tymochtee goes on with its own two units (2 FP
 * each). 15.3: "Each time a retreating stack is forced into a space with
 * any enemy FPs, the retreating stack loses one FP and must fight another
 * battle ... The retreating stack is the attacker": the regular is
 * reduced at once, and its battle at Portage River, one battle at a time,
 * comes when Tymochtee's is over. Audit R07 (15.3 run at once while the
 * battle waits: its new battle takes the waiting battle's place, which is
 * never fought; the overrun rolls one die, not three) and the session-13
 * code (no FP lost, no new battle: both sides left at rest at Portage
 * River). */
static void
test_reinforcement_overrun_retreat_into_an_enemy (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "upper-scioto", 0);
  t_put (t, "us-regular-infantry.2", "blanchards-fork", 0);
  t_put (t, "shawnee-warrior.1", "tymochtee", 0);
  t_put_series (t, "shawnee-warrior", 2, 6, "tawa-town", 0);
  t_put (t, "shawnee-warrior.7", "portage-river", 0);
  t_lone_regular_calls_reinforcements (t, "tymochtee");
  t_do (t, "no-reinforce");
  t_do (t, "reinforce shawnee-warrior.2");
  t_do_series (t, "add", "shawnee-warrior", 3, 6);
  t_do (t, "march");
  t_do (t, "move blanchards-fork");
  g_assert_true (t_can (t, "overrun"));
  /* The retreat roll 5; then the battle at Tymochtee: the US rolls 1 (no
   * casualty), the WC 5 (1 casualty, the 1-2 column). */
  t_do_rolls (t, "overrun", ROLLS (5, 1, 5));
  g_assert_true (t_said (t, "the defender slips away"));
  g_assert_cmpint (t_where (t, "us-regular-infantry.2"), !=, t_loc (t, "blanchards-fork"));
  for (int i = 2; i <= 6; i++)
    {
      g_autofree char *id = g_strdup_printf ("shawnee-warrior.%d", i);

      t_assert_at (t, id, "blanchards-fork");
    }
  g_assert_true (t_said (t, "US: 2 FP rolls 1: 0 casualties"));
  g_assert_true (t_said (t, "WC: 2 FP rolls 5: 1 casualty"));
  g_assert_true (t_said (t, "WC wins the battle at Tymochtee"));
  t_assert_at (t, "shawnee-warrior.1", "tymochtee");
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 1);
  /* 15.3: the regular lost 1 FP at Portage River; its new battle, as the
   * attacker, comes once Tymochtee's is over (after the ambush question of
   * the US retreat from there). */
  g_assert_true (t_said (t, "Retreating into the enemy at Portage River: 1 FP lost"));
  g_assert_cmpint (t_face (t, "us-regular-infantry.2"), ==, 1);
  t_assert_at (t, "us-regular-infantry.2", "portage-river");
  t_do (t, "no-ambush");
  g_assert_true (t_x (t)->battle.active);
  g_assert_cmpint (t_x (t)->battle.space, ==, t_loc (t, "portage-river"));
  g_assert_cmpint (t_x (t)->battle.att_side, ==, US);
  g_assert_cmpint (t_kind (t), ==, D_DEF_DECLARE);
  /* Event 1: Battle; the reduced regular (1 FP) rolls 6: 1 casualty; the
   * warrior (2 FP) rolls 1: none. */
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  g_assert_true (t_said (t, "US: 1 FP rolls 6: 1 casualty"));
  g_assert_true (t_said (t, "US wins the battle at Portage River"));
  t_free (t);
}

/* 20.5.1: "A reduced village marker must be placed within 5 MPs of its
 * original position", the other side of /ohio/20.5.1/village-relocation-
 * five-mp. Two regulars from Whitewater reduce the Miami village at Twin
 * Creek (event 1; the US rolls 6, the village has no FP and the WC does
 * not roll). Turtle Town, 5 MP away (Greenville 1, Wabash Headwaters 1,
 * the Upper Wabash 2, the Wabash Forks 1, Turtle Town 0; 2.5.1, 2.5.2), is
 * offered; Kenapacomaqua, 6 MP away at the cheapest (Greenville, Wabash
 * Headwaters, White River, Fall Creek, Wildcat Creek, Kenapacomaqua, 1
 * each), is not, though it is a Miami space next to a river with no
 * village: a principal village could go there (10 MP). Fails when a
 * plain village gets 6 MP. */
static void
test_village_relocation_six_mp_refused (void)
{
  T *t = t_new_clear ("harmar");
  g_autofree char *list = NULL;

  t_put (t, "miami-village.1", "twin-creek", 0);
  list = t_two_regulars_reduce_village (t, "whitewater", "twin-creek", ROLLS (1, 6));
  g_assert_nonnull (strstr (list, "relocate turtle-town"));
  g_assert_null (strstr (list, "relocate kenapacomaqua"));
  t_free (t);
}

/* 15.3 with both sides' reinforcements (14.3): each may overrun on its
 * way, and each overrun stack may be trapped by its retreat; each trapped
 * stack fights its new battle, one at a time, once the waiting battle is
 * over. Harmar, an empty map: a US regular from Schoenbrunn attacks a
 * Shawnee warrior at Killbuck (event 6). The US sends Harmar and five
 * regulars from Coshocton by White Woman's Town (a Shawnee warrior); the
 * WC five Miami warriors from Cuyahoga Portage by Mohican John's Town (a
 * US regular). The WC's force moves first (14.3: tactical ratings 0 and
 * 0, 10 FP each, so the defender's first). Each overrun stack slips away (a 5, 16.0) into a space of the
 * enemy's (Mohican John's Town's other ways out hold reduced Miami
 * warriors, White Woman's Town's reduced US regulars): each loses 1 FP at
 * once. After Killbuck's battle (the US rolls 1, the WC 5: the WC wins),
 * the US regular fights at Whetstone, then the Shawnee warrior at
 * Wakatomika, each as the attacker. A single deferred battle would have
 * lost the first of them. */
static void
test_reinforcement_overruns_both_sides_trapped (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "schoenbrunn", 0);
  t_put (t, "shawnee-warrior.1", "killbuck", 0);
  t_put (t, "harmar", "coshocton", 0);
  t_put_series (t, "us-regular-infantry", 2, 6, "coshocton", 0);
  t_put (t, "shawnee-warrior.2", "white-womans-town", 0);
  t_put (t, "us-regular-infantry.7", "licking-forks", 1);
  t_put (t, "us-regular-infantry.8", "wakatomika", 1);
  t_put (t, "us-regular-infantry.9", "mohican-johns", 0);
  t_put_series (t, "miami-warrior", 1, 5, "cuyahoga-portage", 0);
  t_put (t, "miami-warrior.6", "pequotting", 1);
  t_put (t, "miami-warrior.7", "whetstone", 1);
  t_lone_regular_calls_reinforcements (t, "killbuck");
  t_do (t, "reinforce harmar");
  t_do_series (t, "add", "us-regular-infantry", 2, 6);
  t_do (t, "march");
  t_do (t, "reinforce miami-warrior.1");
  t_do_series (t, "add", "miami-warrior", 2, 5);
  t_do (t, "march");
  t_do (t, "move mohican-johns");
  t_do_rolls (t, "overrun", ROLLS (5));
  g_assert_true (t_said (t, "Retreating into the enemy at Whetstone: 1 FP lost"));
  t_assert_at (t, "us-regular-infantry.9", "whetstone");
  g_assert_cmpint (t_face (t, "us-regular-infantry.9"), ==, 1);
  t_do (t, "move white-womans-town");
  t_do_rolls (t, "overrun", ROLLS (5, 1, 5));
  g_assert_true (t_said (t, "Retreating into the enemy at Wakatomika: 1 FP lost"));
  t_assert_at (t, "shawnee-warrior.2", "wakatomika");
  g_assert_cmpint (t_face (t, "shawnee-warrior.2"), ==, 1);
  g_assert_true (t_said (t, "WC wins the battle at Killbuck"));
  g_assert_true (t_x (t)->battle.active);
  g_assert_cmpint (t_x (t)->battle.space, ==, t_loc (t, "whetstone"));
  g_assert_cmpint (t_x (t)->battle.att_side, ==, US);
  /* Event 1: Battle; the reduced regular rolls 6 (1 casualty), the
   * reduced warrior 1 (none): the warrior is eliminated. */
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  g_assert_true (t_said (t, "US wins the battle at Whetstone"));
  g_assert_true (t_x (t)->battle.active);
  g_assert_cmpint (t_x (t)->battle.space, ==, t_loc (t, "wakatomika"));
  g_assert_cmpint (t_x (t)->battle.att_side, ==, WC);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/10.0/supply-through-a-principal-village-held-by-a-leader",
                   test_supply_through_a_principal_village_held_by_a_leader);
  g_test_add_func ("/ohio/5.2.2/treaty-plain-village-attacked", test_treaty_plain_village_attacked);
  g_test_add_func ("/ohio/20.5.1/principal-village-relocation-ten-mp", test_principal_village_relocation_ten_mp);
  g_test_add_func ("/ohio/15.3/reinforcement-overrun-retreat-into-an-enemy",
                   test_reinforcement_overrun_retreat_into_an_enemy);
  g_test_add_func ("/ohio/20.5.1/village-relocation-six-mp-refused", test_village_relocation_six_mp_refused);
  g_test_add_func ("/ohio/15.3/reinforcement-overruns-both-sides-trapped",
                   test_reinforcement_overruns_both_sides_trapped);
  return g_test_run ();
}
