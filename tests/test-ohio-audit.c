/* test-ohio-audit.c — Blood on the Ohio: rows added by the first one-line
 * mutation audit of the rules code (docs/rules/ohio-mutation-audit.md).
 * Each row drives the rule through player actions and asserts the
 * rulebook's numbers; each failed under the mutation named beside it. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

/* 16.0: "The attacking player subtracts 1 from the roll if he uses a TP
 * ... If the roll is 5 or greater, the retreat succeeds." St. Clair (TP 1,
 * App. 1) and two regulars attack a Shawnee warrior that tries to retreat;
 * the US uses St. Clair's TP, the WC has none. A 5 becomes 4 and fails
 * (16.2: -1 FP to the defender, the battle goes on); a 6 becomes 5 and
 * the warrior slips away. Audit C25 (the attacker's TP added). */
static void
test_rbc_attacker_tp (void)
{
  for (int roll = 5; roll <= 6; roll++)
    {
      T *t = t_new_clear ("wabash");

      t_put (t, "st-clair", "whetstone", 0);
      t_put_series (t, "us-regular-infantry", 1, 2, "whetstone", 0);
      t_put (t, "shawnee-warrior.1", "big-walnut", 0);
      t_vp (t, WC, 0);
      t_at (t, 3, PH_US1, US, D_OPS);
      t_form_march (t, "st-clair", "us-regular-infantry.1",
                    "us-regular-infantry.2", NULL);
      t_do (t, "move big-walnut");
      t_do (t, "attack");
      t_do (t, "rbc");
      g_assert_cmpint (t_kind (t), ==, D_RBC_TP);
      g_assert_cmpint (t->st->pending.side, ==, US);
      /* A failure goes on: event Battle, no TA (St. Clair's TP is spent,
       * 16.0), the US and WC combat rolls. */
      if (roll == 5)
        t_do_rolls (t, "rbc-tp st-clair", ROLLS (roll, 1, 1, 1));
      else
        t_do_rolls (t, "rbc-tp st-clair", ROLLS (roll));
      if (roll == 5)
        {
          g_assert_true (t_x (t)->battle.failed_rbc);
          g_assert_false (t_x (t)->battle.rbc_success);
        }
      else
        {
          g_assert_false (t_x (t)->battle.failed_rbc);
          g_assert_cmpint (t_where (t, "shawnee-warrior.1"), !=, t_loc (t, "big-walnut"));
        }
      t_free (t);
    }
}

/* 21.3: "a Scout may be used to add 1 TP to the US tactical rating";
 * 14.9: "The player with the greater amount of TPs has the tactical
 * advantage." Two regulars and a loyal scout used for TP (1 TP) attack a
 * Miami warrior: alone it has 0 TP and the US has the advantage; with
 * Little Turtle (TP 1, App. 5) the TPs are even and no one has it. Audit
 * C01 (the scout worth 2 TP). */
static void
test_scout_tp_one (void)
{
  for (int turtle = 0; turtle <= 1; turtle++)
    {
      T *t = t_new_clear ("wabash");

      t_put_series (t, "us-regular-infantry", 1, 2, "whetstone", 0);
      t_put (t, "scout.1", "whetstone", 0);
      t_put (t, "miami-warrior.1", "big-walnut", 0);
      if (turtle)
        t_put (t, "little-turtle", "big-walnut", 0);
      t_vp (t, WC, 0);
      t_at (t, 3, PH_US1, US, D_OPS);
      t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", "scout.1",
                    NULL);
      t_do (t, "move big-walnut");
      t_do (t, "attack");
      t_do (t, "scout scout.1 1");
      /* Event Battle, the scout 3 (loyal, 21.1); with the advantage the
       * US is asked about a re-roll (14.9), else the combat rolls. */
      if (turtle)
        t_do_rolls (t, "defend", ROLLS (1, 3, 1, 1));
      else
        t_do_rolls (t, "defend", ROLLS (1, 3));
      g_assert_cmpint (t_x (t)->battle.ta_side, ==, turtle ? -1 : US);
      t_free (t);
    }
}

/* 10.1: "The WC player receives +1/2 VP for each step lost resulting from
 * combat or capture"; 17.2: every enemy unit overrun is a casualty. Three
 * Miami warriors (6 FP) overrun a reduced militia (1 FP, five times) and a
 * supply wagon: a full wagon's two steps give the WC 1 VP, a used one's
 * last step 1/2 VP. Audit C24 (a full wagon worth 1/2). */
static void
test_overrun_wagon_steps (void)
{
  for (int used = 0; used <= 1; used++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "us-militia-infantry.1", "whitewater", 1);
      t_put (t, "supply-wagon.1", "whitewater", used);
      t_put_series (t, "miami-warrior", 1, 3, "twin-creek", 0);
      t_vps (t, 0, 0);
      t_at (t, 1, PH_WC1, WC, D_OPS);
      t_form_march (t, "miami-warrior.1", "miami-warrior.2", "miami-warrior.3",
                    NULL);
      t_do (t, "move whitewater");
      g_assert_true (t_can (t, "overrun"));
      /* The retreat before combat 1 fails; event Battle. */
      t_do_rolls (t, "overrun", ROLLS (1, 1));
      g_assert_cmpint (t_where (t, "supply-wagon.1"), ==, t->self->d->cup);
      g_assert_cmpint (t_vp2 (t, WC), ==, used ? 1 : 2);
      t_free (t);
    }
}

/* 18.2: "If the ambushed side has more TPs, then 1 is subtracted from the
 * faction die roll"; the Ambush Results Table: 2-3 failure, 4-5 one hit.
 * St. Clair (TP 1) and two regulars march next to three Shawnee warriors
 * (no leader, 0 TP): a faction roll of 4 is 3, a failure; a 5 is 4, one
 * hit. Audit A05 (the ambushed side's TP ignored). */
static void
test_ambushed_more_tp (void)
{
  for (int roll = 4; roll <= 5; roll++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "st-clair", "fort-washington", 0);
      t_put_series (t, "us-regular-infantry", 1, 2, "fort-washington", 0);
      t_put_series (t, "shawnee-warrior", 1, 3, "twin-creek", 0);
      t_vp (t, WC, 2);
      t_at (t, 2, PH_US1, US, D_OPS);
      t_form_march (t, "st-clair", "us-regular-infantry.1",
                    "us-regular-infantry.2", NULL);
      t_do (t, "move north-bend");
      t_do (t, "move whitewater");
      g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
      /* Faction roll, event Battle. */
      t_do_rolls (t, "ambush twin-creek", ROLLS (roll, 1));
      g_assert_cmpint (t_kind (t), ==, roll == 4 ? D_MOVE : D_CASUALTY);
      t_free (t);
    }
}

/* 18.1, 18.3: "An undefended primary village may conduct an ambush"; a
 * village that is not a principal one may not. A US regular marches next
 * to a lone Miami village at Twin Creek (the WC has 1/2 VP): no ambush is
 * offered. Audit A03 (any undefended village ambushes). */
static void
test_plain_village_no_ambush (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "north-bend", 0);
  t_put (t, "miami-village.1", "twin-creek", 0);
  t_vp (t, WC, 1);
  t_at (t, 2, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", NULL);
  t_do (t, "move whitewater");
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  g_assert_false (t_can (t, "ambush twin-creek"));
  t_free (t);
}

/* 18.3: "If the CRT calls for more than 1 FP as a casualty when an
 * undefended primary village performs an ambush, then the number of
 * casualties is reduced to 1 FP." The Wyandot (joined to the WC) ambush
 * from Upper Sandusky a full regular marching into Whetstone; a faction 6
 * (overwhelming: 2 hits) costs the regular one step only. Audit A09 (the
 * cap dropped). */
static void
test_village_ambush_one_hit (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "big-walnut", 0);
  t_vps (t, 1, 0);
  t_x (t)->nation_status[t_nation (t, "wyandot")] = NAT_WC;
  t_at (t, 2, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", NULL);
  t_do (t, "move whetstone");
  g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
  t_do_rolls (t, "ambush upper-sandusky", ROLLS (6, 1));
  t_assert_at (t, "us-regular-infantry.1", "whetstone");
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 1);
  t_free (t);
}

/* App. 3, Campaign Game: the US ambush modifier is -1, but 0 while the
 * 3rd Expedition is in play; 18.2's table: 2-3 failure, 4-5 one hit. Two
 * Miami warriors march past two regulars at North Bend, who ambush with a
 * faction 4: in the 2nd Expedition 4 - 1 = 3 fails, in the 3rd 4 is one
 * hit. Audit A07 (the 3rd Expedition's own modifier ignored). */
static void
test_campaign_third_expedition_ambush (void)
{
  for (int e = 2; e <= 3; e++)
    {
      T *t = t_new_clear ("campaign");

      t_put_series (t, "us-regular-infantry", 1, 2, "north-bend", 0);
      t_put_series (t, "miami-warrior", 1, 2, "twin-creek", 0);
      t_vps (t, 2, 2);
      t_x (t)->expedition = e;
      t_at (t, 2, PH_WC1, WC, D_OPS);
      t_form_march (t, "miami-warrior.1", "miami-warrior.2", NULL);
      t_do (t, "move whitewater");
      g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
      t_do_rolls (t, "ambush north-bend", ROLLS (4, 1));
      g_assert_cmpint (t_kind (t), ==, e == 3 ? D_CASUALTY : D_MOVE);
      t_free (t);
    }
}

/* 23.0: "Arms counters are not combat units ... they do enhance the units
 * they accompany"; they "may be dropped off in a village ... containing no
 * warrior force points". Two regulars attack a Miami village holding a
 * British Arms marker and no warrior: the WC's strength is 0 (the village
 * is not a principal one, 18.3), with no unit for the Arms to enhance.
 * Audit C05 (Arms counted with no warrior). */
static void
test_arms_without_warriors (void)
{
  T *t = t_new_clear ("harmar");

  t_put_series (t, "us-regular-infantry", 1, 2, "north-bend", 0);
  t_put (t, "miami-village.1", "whitewater", 0);
  t_put (t, "british-arms.1", "whitewater", 0);
  t_vp (t, WC, 0);
  t_at (t, 2, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", NULL);
  t_do (t, "move whitewater");
  /* Event Battle, the US's roll. */
  t_do_rolls (t, "attack", ROLLS (1, 1));
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 4);
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 0);
  t_free (t);
}

/* 20.1.2: "The structure may not be used to absorb any losses unless it
 * is the only remaining friendly unit in the space." Three Shawnee
 * warriors (6 FP) attack Fort Steuben held by one reduced regular and roll
 * 6 (5-6 column: 2 hits, CRT): the regular is eliminated by the first hit,
 * the fort, now alone, takes the second and is reduced. Audit K05 (a
 * defended fort never takes a loss). */
static void
test_fort_last_to_absorb (void)
{
  T *t = t_new_clear ("wabash");

  t_put (t, "fort-steuben", "east-fork", 0);
  t_put (t, "us-regular-infantry.1", "east-fork", 1);
  t_pc (t, "us-regular-infantry.1")->flags = F_DEFEND;
  t_put_series (t, "shawnee-warrior", 1, 3, "white-oak", 0);
  t_vps (t, 0, 0);
  t_at (t, 3, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-warrior.1", "shawnee-warrior.2", "shawnee-warrior.3",
                NULL);
  t_do (t, "move east-fork");
  /* Event Battle, the US rolls 1, the WC 6. */
  t_do_rolls (t, "attack", ROLLS (1, 1, 6));
  g_assert_cmpint (t_x (t)->battle.hits[WC], ==, 2);
  g_assert_cmpint (t_where (t, "us-regular-infantry.1"), !=, t_loc (t, "east-fork"));
  t_assert_at (t, "fort-steuben", "east-fork");
  g_assert_cmpint (t_face (t, "fort-steuben"), ==, 1);
  t_free (t);
}

/* 10.1: supply wagon steps "may be taken as casualties ... The WC player
 * receives +1/2 VP for each step lost resulting from combat". A reduced
 * regular (1 FP) and a full wagon march next to three Shawnee warriors,
 * who ambush with a faction 6 (2 hits): the regular is eliminated, the
 * wagon loses one step (flipped) and the WC gains 1/2 VP. Audit K06 (a
 * wagon step worth 1 VP). */
static void
test_wagon_step_half_vp (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "fort-washington", 1);
  t_put (t, "supply-wagon.1", "fort-washington", 0);
  t_put_series (t, "shawnee-warrior", 1, 3, "twin-creek", 0);
  t_vps (t, 2, 0);
  t_at (t, 2, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "supply-wagon.1", NULL);
  t_do (t, "move north-bend");
  t_do (t, "move whitewater");
  g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
  t_do_rolls (t, "ambush twin-creek", ROLLS (6, 1));
  g_assert_cmpint (t_face (t, "supply-wagon.1"), ==, 1);
  g_assert_cmpint (t_vp2 (t, WC), ==, 3);
  t_free (t);
}

/* The US force `us` (its first piece forms it) at Big Walnut attacks what
 * stands at Whetstone in the Harmar scenario, turn 2; the WC has no VP for
 * ambushes (18.1). Returns at the WC's choice of defence. */
static T *
us_attacks_whetstone (const char *const *us, const char *const *wc, const int *wc_face)
{
  T *t = t_new_clear ("harmar");

  for (int i = 0; us[i]; i++)
    t_put (t, us[i], "big-walnut", 0);
  for (int i = 0; wc[i]; i++)
    t_put (t, wc[i], "whetstone", wc_face ? wc_face[i] : 0);
  t_vps (t, 0, 0);
  t_at (t, 2, PH_US1, US, D_OPS);
  for (int i = 0; us[i]; i++)
    {
      g_autofree char *text = g_strdup_printf (i == 0 ? "form %s" : "add %s", us[i]);

      t_do (t, text);
    }
  t_do (t, "march");
  t_do (t, "move whetstone");
  t_do (t, "attack");
  g_assert_cmpint (t_kind (t), ==, D_DEF_DECLARE);
  return t;
}

/* 14.7.2: "If contingents are of equal strength roll a die to determine
 * which force loses the first casualty." Two regulars (4 FP) attack a
 * Miami and a Shawnee warrior (2 FP each): event Battle, the US rolls 4
 * (3-4 column: 1 hit), the WC 1 (none); the tie die decides which nation
 * loses the warrior step, and its two faces pick different nations. Audit
 * K09 (a tie of two nations not rolled for). */
static void
test_tied_nations_rolled_for (void)
{
  const char *us[] = { "us-regular-infantry.1", "us-regular-infantry.2", NULL };
  const char *wc[] = { "miami-warrior.1", "shawnee-warrior.1", NULL };
  int miami_hit[2];

  for (int die = 1; die <= 2; die++)
    {
      T *t = us_attacks_whetstone (us, wc, NULL);

      t_do_rolls (t, "defend", ROLLS (1, 4, 1, die));
      g_assert_cmpint (t_x (t)->battle.hits[US], ==, 1);
      g_assert_cmpint (t_face (t, "miami-warrior.1") + t_face (t, "shawnee-warrior.1"), ==, 1);
      miami_hit[die - 1] = t_face (t, "miami-warrior.1");
      t_free (t);
    }
  g_assert_cmpint (miami_hit[0], !=, miami_hit[1]);
}

/* 14.7: "Flipping a unit to its reduced / wounded side satisfies one
 * casualty. Removing a unit that is already flipped from the map board
 * satisfies one casualty"; leaders are among the pieces that satisfy them.
 * St. Clair (TP 1, even with Blue Jacket's 1: no advantage) and four
 * regulars (8 FP) attack a wounded Blue Jacket with a reduced Shawnee
 * warrior: the US rolls 4 (7-8 column: 2 hits), the WC 1; the warrior is
 * eliminated, then the wounded leader is removed. Audit K11 (a wounded
 * leader wounded again). */
static void
test_wounded_leader_removed (void)
{
  const char *us[] = { "st-clair", "us-regular-infantry.1", "us-regular-infantry.2", "us-regular-infantry.3",
                       "us-regular-infantry.4", NULL };
  const char *wc[] = { "blue-jacket", "shawnee-warrior.1", NULL };
  const int face[] = { 1, 1 };
  T *t = us_attacks_whetstone (us, wc, face);

  t_do_rolls (t, "defend", ROLLS (1, 4, 1));
  g_assert_cmpint (t_x (t)->battle.hits[US], ==, 2);
  while (t_kind (t) == D_CASUALTY)
    t_do (t, t_can (t, "casualty shawnee-warrior.1") ? "casualty shawnee-warrior.1" : "casualty blue-jacket");
  g_assert_cmpint (t_where (t, "blue-jacket"), ==, t->self->d->wc_elim);
  t_free (t);
}

/* 15.4: "If a WC force retreats for any reason from a US force with
 * cavalry, then the WC units lose one FP"; a US force with cavalry that
 * retreats loses nothing. A regular and a regular cavalry unit attack two
 * Shawnee warriors; both sides roll 1 (no hits): the WC wins the tie
 * (14.8) and the US goes back to Big Walnut (15.1.1) at full strength,
 * with no 15.4 loss narrated. Audit R03 (15.4 applied to the US too: the
 * WC's loss is called for, which finds no retreating WC piece, and the log
 * says "1 FP lost"). */
static void
test_us_cavalry_retreats_whole (void)
{
  const char *us[] = { "us-regular-infantry.1", "us-regular-cavalry.1", NULL };
  const char *wc[] = { "shawnee-warrior.1", "shawnee-warrior.2", NULL };
  T *t = us_attacks_whetstone (us, wc, NULL);

  t_do_rolls (t, "defend", ROLLS (1, 1, 1));
  g_assert_cmpint (t_x (t)->battle.winner, ==, WC);
  g_assert_cmpint (t_kind (t), !=, D_CASUALTY);
  t_assert_at (t, "us-regular-infantry.1", "big-walnut");
  t_assert_at (t, "us-regular-cavalry.1", "big-walnut");
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 0);
  g_assert_cmpint (t_face (t, "us-regular-cavalry.1"), ==, 0);
  g_assert_null (strstr (t->narration, "(15.4)"));
  t_free (t);
}

/* 22.2: "If the US retreats and suffered at least 1 casualty, the US
 * player must roll a die" for its artillery. Two regulars and an artillery
 * unit attack two Shawnee warriors: event Battle, shock 1 (none, 14.5),
 * both sides roll 1 (no hits); the US loses the tie and retreats having
 * lost nothing: four dice in all, no artillery roll, the artillery whole.
 * Audit R04 (the roll made with no casualty). */
static void
test_artillery_roll_needs_a_casualty (void)
{
  const char *us[] = { "us-regular-infantry.1", "us-regular-infantry.2", "artillery.1", NULL };
  const char *wc[] = { "shawnee-warrior.1", "shawnee-warrior.2", NULL };
  T *t = us_attacks_whetstone (us, wc, NULL);

  t_do_rolls (t, "defend", ROLLS (1, 1, 1, 1));
  g_assert_cmpint (t_x (t)->battle.winner, ==, WC);
  g_assert_cmpint (t->st->n_rolls, ==, 4);
  t_assert_at (t, "artillery.1", "big-walnut");
  g_assert_cmpint (t_face (t, "artillery.1"), ==, 0);
  t_free (t);
}

/* 17.2, 20.5: an overrun makes the enemy's units casualties; a WC
 * village in the space of the US stack the WC overruns is the WC's own
 * and loses nothing (no US VP, 24.0). A reduced regular (1 FP) that
 * stopped by the Miami village at Whitewater is overrun by three Miami
 * warriors (6 FP, 17.1). Audit C28 (the WC's own village hit by its
 * overrun). */
static void
test_wc_overrun_spares_own_village (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whitewater", 1);
  t_put (t, "miami-village.1", "whitewater", 0);
  t_put_series (t, "miami-warrior", 1, 3, "twin-creek", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_form_march (t, "miami-warrior.1", "miami-warrior.2", "miami-warrior.3", NULL);
  t_do (t, "move whitewater");
  g_assert_true (t_can (t, "overrun"));
  t_do_rolls (t, "overrun", ROLLS (1, 1));
  g_assert_cmpint (t_where (t, "us-regular-infantry.1"), !=, t_loc (t, "whitewater"));
  t_assert_at (t, "miami-village.1", "whitewater");
  g_assert_cmpint (t_face (t, "miami-village.1"), ==, 0);
  g_assert_cmpint (t_vp2 (t, US), ==, 0);
  t_free (t);
}

/* 19.0: "no more than 2 WC FPs and one key leader may enter a non-aligned
 * principal village". The Wyandot are nonaligned in Harmar (App. 3): a
 * full Miami warrior (2 FP) at Whetstone may enter Upper Sandusky; with a
 * reduced one beside it (3 FP) the force may not. Audit M04 (2 FP
 * refused). */
/* A WC force of `first` and, if given, `second` (its face) formed at
 * Whetstone in Harmar, turn 2: may it enter Upper Sandusky, the
 * nonaligned Wyandot's principal village (19.0)? */
static gboolean
may_enter_upper_sandusky (const char *first, const char *second, int second_face)
{
  T *t = t_new ("harmar");
  g_autofree char *form = g_strdup_printf ("form %s", first);
  g_autofree char *add = g_strdup_printf ("add %s", second ? second : "");
  gboolean can;

  t_clear_map (t);
  t_put (t, first, "whetstone", 0);
  if (second)
    t_put (t, second, "whetstone", second_face);
  t_at (t, 2, PH_WC1, WC, D_OPS);
  t_do (t, form);
  if (second)
    t_do (t, add);
  t_do (t, "march");
  can = t_can (t, "move upper-sandusky");
  t_free (t);
  return can;
}

static void
test_nonaligned_village_two_fp (void)
{
  g_assert_true (may_enter_upper_sandusky ("miami-warrior.1", NULL, 0));
  g_assert_false (may_enter_upper_sandusky ("miami-warrior.1", "miami-warrior.2", 1));
}

/* 19.0: "... and one key leader": Little Turtle alone may enter the
 * nonaligned Wyandot's Upper Sandusky, Little Turtle and Blue Jacket
 * together may not. Audit M05 (two key leaders admitted). */
static void
test_nonaligned_village_one_key_leader (void)
{
  g_assert_true (may_enter_upper_sandusky ("little-turtle", NULL, 0));
  g_assert_false (may_enter_upper_sandusky ("little-turtle", "blue-jacket", 0));
}

/* 5.2.2: a treaty is broken by "a battle ... that results in the loss of
 * any Indian FPs within the nation boundary of the treaty nation". With
 * the Shawnee under treaty, three Miami warriors (6 FP) overrun a reduced
 * regular (1 FP) at the Upper Scioto, Shawnee land: no Indian FP is lost
 * and the treaty holds. Audit C27 (any overrun in treaty land breaks
 * it). */
static void
test_overrun_in_treaty_land_keeps_treaty (void)
{
  T *t = t_new_clear ("harmar");
  int shawnee = t_nation (t, "shawnee");

  t_x (t)->nation_status[shawnee] = NAT_TREATY;
  t_put (t, "us-regular-infantry.1", "upper-scioto", 1);
  t_put_series (t, "miami-warrior", 1, 3, "whetstone", 0);
  t_vps (t, 0, 0);
  t_at (t, 2, PH_WC1, WC, D_OPS);
  t_form_march (t, "miami-warrior.1", "miami-warrior.2", "miami-warrior.3", NULL);
  t_do (t, "move upper-scioto");
  g_assert_true (t_can (t, "overrun"));
  t_do_rolls (t, "overrun", ROLLS (1, 1));
  g_assert_cmpint (t_where (t, "us-regular-infantry.1"), !=, t_loc (t, "upper-scioto"));
  g_assert_cmpint (t_x (t)->nation_status[shawnee], ==, NAT_TREATY);
  t_free (t);
}

/* 14.3, 13.0: a reinforcement may not fight on its way, only pass through
 * (more FP than the enemy stack) or overrun. A US regular attacks a
 * Shawnee warrior at Big Walnut; the event die reads Reinforcements and a
 * Shawnee warrior from White Woman's Town marches to the battle through
 * Licking Forks, held by a reduced regular (1 FP): a full warrior (2 FP)
 * may enter to pass through, a reduced one (1 FP, not more) may not.
 * Audit M07 (equal FP passing). */
static void
test_reinforcement_passes_with_more_fp (void)
{
  for (int face = 0; face <= 1; face++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "us-regular-infantry.1", "whetstone", 0);
      t_put (t, "us-regular-infantry.2", "licking-forks", 1);
      t_put (t, "shawnee-warrior.1", "big-walnut", 0);
      t_put (t, "shawnee-warrior.2", "white-womans-town", face);
      t_lone_regular_calls_reinforcements (t, "big-walnut");
      t_do (t, "no-reinforce");
      t_do (t, "reinforce shawnee-warrior.2");
      t_do (t, "march");
      if (face == 0)
        g_assert_true (t_can (t, "move licking-forks"));
      else
        g_assert_false (t_can (t, "move licking-forks"));
      t_free (t);
    }
}

/* 21.2: "The MP of a supply wagon may not be increased." In War on the
 * Wabash (scouts in play) two regulars and a scout may march with the
 * scout's +1 MP; with a supply wagon in the force they may not. Audit M11
 * (the wagon test dropped). */
static void
test_scout_mp_not_with_a_wagon (void)
{
  for (int wagon = 0; wagon <= 1; wagon++)
    {
      T *t = t_new_clear ("wabash");

      t_put_series (t, "us-regular-infantry", 1, 2, "whetstone", 0);
      t_put (t, "scout.1", "whetstone", 0);
      if (wagon)
        t_put (t, "supply-wagon.1", "whetstone", 0);
      t_at (t, 3, PH_US1, US, D_OPS);
      t_do (t, "form us-regular-infantry.1");
      t_do (t, "add us-regular-infantry.2");
      t_do (t, "add scout.1");
      if (wagon)
        t_do (t, "add supply-wagon.1");
      g_assert_true (t_can (t, "march"));
      if (wagon)
        g_assert_false (t_can (t, "march-scout"));
      else
        g_assert_true (t_can (t, "march-scout"));
      t_free (t);
    }
}

/* 20.5: "If all of a nation's villages have been razed, then the nation
 * withdraws all its leaders and warriors ... this nation is conquered."
 * The Wyandot (here of the WC) keep their principal village at Upper
 * Sandusky; Harmar's force overruns their last other village, reduced, at
 * Whitewater (razed, 17.2.1): one village stands, so the nation is not
 * conquered and its warrior stays on the map. Audit S04 (conquest with a
 * village left). */
static void
test_not_conquered_with_a_village_left (void)
{
  T *t = t_new_clear ("harmar");
  int wyandot = t_nation (t, "wyandot");

  t_x (t)->nation_status[wyandot] = NAT_WC;
  t_put (t, "harmar", "north-bend", 0);
  t_put_series (t, "us-regular-infantry", 1, 3, "north-bend", 0);
  t_put (t, "wyandot-village.1", "whitewater", 1);
  t_put (t, "wyandot-warrior.1", "whetstone", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "harmar", "us-regular-infantry.1", "us-regular-infantry.2",
                "us-regular-infantry.3", NULL);
  t_do (t, "move whitewater");
  g_assert_true (t_can (t, "overrun"));
  t_do_rolls (t, "overrun", ROLLS (1));
  g_assert_false (ohio_on_map (&t->c, t_piece (t, "wyandot-village.1")));
  g_assert_cmpint (t_x (t)->nation_status[wyandot], ==, NAT_WC);
  t_assert_at (t, "wyandot-warrior.1", "whetstone");
  t_free (t);
}

/* 17.1: an overrun may be attempted only if "The space being overrun does
 * not contain a fort, settlement, or principal village." Three Miami
 * warriors (6 FP, five times) meet a reduced regular (1 FP) at the Upper
 * Scioto: with a settlement there they may only attack; without it they
 * may overrun. Audit M19 (the settlement test dropped). */
static void
test_no_overrun_at_a_settlement (void)
{
  for (int settlement = 0; settlement <= 1; settlement++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "us-regular-infantry.1", "upper-scioto", 1);
      if (settlement)
        t_put (t, "settlement.20", "upper-scioto", 0);
      t_put_series (t, "miami-warrior", 1, 3, "whetstone", 0);
      t_vps (t, 0, 0);
      t_at (t, 2, PH_WC1, WC, D_OPS);
      t_form_march (t, "miami-warrior.1", "miami-warrior.2", "miami-warrior.3",
                    NULL);
      t_do (t, "move upper-scioto");
      g_assert_true (t_can (t, "attack"));
      if (settlement)
        g_assert_false (t_can (t, "overrun"));
      else
        g_assert_true (t_can (t, "overrun"));
      t_free (t);
    }
}

/* App. 2 (learning game): the US wins at once when Kekionga is relocated,
 * not when another principal village is. Two regulars attack the Shawnee's
 * undefended Chalakatha from Caesar's Creek: event Battle, the US rolls 6
 * (3-4 column: 2 hits, one taken, 20.5), the village 1; it is reduced and
 * must move (20.5.1), and the game goes on. Audit S05 (any principal
 * village counted as Kekionga). */
static void
test_only_kekionga_wins_the_learning_game (void)
{
  T *t = t_new_clear ("learning-1");

  t_put_series (t, "us-regular-infantry", 1, 2, "caesars-creek", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", NULL);
  t_do (t, "move chalakatha");
  t_do_rolls (t, "attack", ROLLS (1, 6, 1));
  g_assert_cmpint (t_x (t)->principal_reduced, ==, 1);
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  while (t_kind (t) == D_RELOCATE)
    {
      g_autofree char *list = t_actions (t);
      g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

      t_do (t, parts[0]);
    }
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  t_free (t);
}

/* 7.1: at an Expedition Withdrawal "Each US subordinate leader on the map
 * board rolls a die. On a roll of 4-6 a subordinate leader remains in
 * play; on a roll of 1-3 he too is removed from the game." The WC reaches
 * the First Expedition's withdrawal square in the Campaign Game with a US
 * subordinate leader at Whetstone: a 3 removes him, a 4 keeps him. Audit
 * P06 (a 3 kept). */
static void
test_withdrawal_subordinate_roll (void)
{
  for (int roll = 3; roll <= 4; roll++)
    {
      T *t = t_new_clear ("campaign");
      const OhioData *d = t->self->d;

      t_put (t, "harmar", "whetstone", 0);
      t_put (t, "us-subordinate-leader.1", "whetstone", 0);
      t_put (t, "us-regular-infantry.1", "whetstone", 0);
      t_vp (t, WC, 2 * d->exp_withdraw_square[1]);
      t_at (t, 1, PH_WC1, WC, D_OPS);
      t_do_rolls (t, "end-ops", ROLLS (roll));
      g_assert_cmpint (t_where (t, "harmar"), ==, d->us_elim);
      if (roll == 3)
        g_assert_cmpint (t_where (t, "us-subordinate-leader.1"), ==, d->us_elim);
      else
        g_assert_cmpint (t_where (t, "us-subordinate-leader.1"), !=, d->us_elim);
      t_free (t);
    }
}

/* 10.0: "The path must not pass through a space containing any enemy
 * FPs." A regular at Greenville, 4 spaces from Fort Washington by North
 * Bend, Whitewater and Twin Creek (the only path that short), is in supply;
 * with a reduced Miami warrior (1 FP) at Twin Creek it is not, and is
 * flipped at the supply check. Audit P10 (a 1-FP stack let through). */
static void
test_supply_blocked_by_one_fp (void)
{
  for (int blocked = 0; blocked <= 1; blocked++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "us-regular-infantry.1", "greenville", 0);
      if (blocked)
        t_put (t, "miami-warrior.1", "twin-creek", 1);
      t_at (t, 1, PH_END, US, D_NONE);
      t_x (t)->proc_started = 0;
      ohio_advance (&t->c);
      g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, blocked ? 1 : 0);
      t_free (t);
    }
}

/* App. 2, Tier 3: "Use victory points to determine winner (see 24.0). Tied
 * VPs result in a draw." The last turn (4) of Learning Tier 3 ends with
 * the VP given: 3 against 3 is a draw, 3½ against 3 a US win, 3 against
 * 3½ a WC win. Audits Q01 and Q02 (a tie given to a side). */
static void
test_tied_vp_draw (void)
{
  const int us[] = { 6, 7, 6 }, wc[] = { 6, 6, 7 };
  const int result[] = { BH_RESULT_DRAW, BH_RESULT_WIN, BH_RESULT_WIN }, winner[] = { -1, US, WC };

  for (int i = 0; i < 3; i++)
    {
      T *t = t_new_clear ("learning-3");

      t_vps (t, wc[i], us[i]);
      t_at (t, 4, PH_END, US, D_NONE);
      t_x (t)->proc_started = 0;
      ohio_advance (&t->c);
      g_assert_cmpint (t->st->result, ==, result[i]);
      if (winner[i] >= 0)
        g_assert_cmpint (t->st->winner, ==, winner[i]);
      t_free (t);
    }
}

/* App. 3, The Legion: "The US wins an immediate automatic victory if it
 * reaches 30 VP." With 29½ the game goes on past the US's operations; with
 * 30 the US has won. Audit Q03 (30 not enough). */
static void
test_legion_thirty_vp (void)
{
  for (int vp2 = 59; vp2 <= 60; vp2++)
    {
      T *t = t_new_clear ("legion");

      t_vps (t, 0, vp2);
      t_at (t, 6, PH_US1, US, D_OPS);
      t_do (t, "end-ops");
      if (vp2 == 60)
        t_assert_won (t, US);
      else
        g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
      t_free (t);
    }
}

/* App. 3, Harmar's Campaign: "The US obtains an immediate automatic victory
 * if two principal villages (one must be Kekionga) are reduced and five
 * additional villages are razed." Two regulars reduce the Shawnee's
 * Chalakatha (event Battle, the US rolls 6: 2 hits, one taken, 20.5) in a
 * game where, before, Kekionga was reduced (relocated) and villages were
 * razed: with Kekionga and five razed the US wins; with four razed, or
 * another principal village than Kekionga reduced before, the game goes
 * on. Audits Q05 (three principal villages needed), Q06 (four razed
 * enough), Q11 (Kekionga not needed). */
static void
test_harmar_automatic_victory (void)
{
  const int kekionga[] = { 1, 1, 0 }, razed[] = { 5, 4, 5 };

  for (int i = 0; i < 3; i++)
    {
      T *t = t_new_clear ("harmar");

      t_x (t)->principal_reduced = 1;
      t_x (t)->kekionga_relocated = kekionga[i];
      t_x (t)->villages_razed = razed[i];
      t_put_series (t, "us-regular-infantry", 1, 2, "caesars-creek", 0);
      t_vps (t, 0, 0);
      t_at (t, 1, PH_US1, US, D_OPS);
      t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", NULL);
      t_do (t, "move chalakatha");
      t_do_rolls (t, "attack", ROLLS (1, 6, 1));
      while (t_kind (t) == D_RELOCATE)
        {
          g_autofree char *list = t_actions (t);
          g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

          t_do (t, parts[0]);
        }
      g_assert_cmpint (t_x (t)->principal_reduced, ==, 2);
      if (i == 0)
        t_assert_won (t, US);
      else
        g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
      t_free (t);
    }
}

/* App. 3, Harmar's Campaign: "the WC wins if it has more points than the
 * US and it has not had more than two principal villages reduced ... Any
 * other result is a draw." At the end of the last turn the WC leads on VP:
 * with two principal villages reduced it wins, with three it is a draw.
 * Audit Q07 (three reduced allowed). */
static void
test_harmar_wc_vp_victory (void)
{
  for (int reduced = 2; reduced <= 3; reduced++)
    {
      T *t = t_new_clear ("harmar");

      t_x (t)->principal_reduced = reduced;
      t_vps (t, 4, 0);
      t_at (t, t_x (t)->last_turn, PH_END, US, D_NONE);
      t_x (t)->proc_started = 0;
      ohio_advance (&t->c);
      g_assert_cmpint (t->st->result, ==, reduced == 2 ? BH_RESULT_WIN : BH_RESULT_DRAW);
      if (reduced == 2)
        g_assert_cmpint (t->st->winner, ==, WC);
      t_free (t);
    }
}

/* 11.1: at Winter Quartering "All warrior units return to their respective
 * villages ... There are no restrictions regarding the number of WC
 * leaders that may return to a single village in their nation": leaders
 * winter in villages too. Little Turtle at Loramies is placed in a Miami
 * village (Kekionga). Audit P14 (leaders left out of the winter). */
static void
test_wc_leader_winters (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "little-turtle", "loramies", 0);
  t_at (t, 1, PH_END, US, D_NONE);
  t_x (t)->proc_started = 0;
  t_x (t)->proc = 1;
  ohio_advance (&t->c);
  g_assert_cmpint (t_kind (t), ==, D_WINTER);
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, "little-turtle"));
  g_assert_true (t_can (t, "place little-turtle kekionga"));
  t_do (t, "place little-turtle kekionga");
  t_assert_at (t, "little-turtle", "kekionga");
  t_free (t);
}

/* 5.2.1: a treaty needs a US key leader with 10 or more FP (digest 8.2
 * #12: unit FP) next to the nation's principal village. Harmar and five
 * regulars at Portage River, next to the Ottawa's Roche de Boeuf, may
 * offer it with 10 FP (/ohio/5.2/treaty-with-the-ottawa); with one regular
 * reduced (9 FP) they may not. Audit X01 (9 FP enough). */
static void
test_treaty_needs_ten_fp (void)
{
  T *t = t_new_clear ("harmar");
  g_autofree char *action = g_strdup_printf ("treaty %d", t_nation (t, "ottawa"));

  t_put (t, "harmar", "portage-river", 0);
  t_put_series (t, "us-regular-infantry", 1, 4, "portage-river", 0);
  t_put (t, "us-regular-infantry.5", "portage-river", 1);
  t_vp (t, US, 18);
  bh_state_markers (t->st)[t->self->d->m_sap[US]] = 4;
  t_at (t, 1, PH_SA1, US, D_SA);
  g_assert_false (t_can (t, action));
  t_free (t);
}

/* App. 2, Tier 1: "Player who inflicts the most structure step losses
 * wins"; with as many on each side no one has inflicted the most: a draw.
 * The last turn of Learning Tier 1 ends with no structure step lost: a
 * draw; with one WC village step lost, a US win. Audit Q08 (a tie given to
 * the US). */
static void
test_learning_steps_tie (void)
{
  for (int lost = 0; lost <= 1; lost++)
    {
      T *t = t_new_clear ("learning-1");

      t_x (t)->steps_lost[WC] = lost;
      t_at (t, t_x (t)->last_turn, PH_END, US, D_NONE);
      t_x (t)->proc_started = 0;
      ohio_advance (&t->c);
      g_assert_cmpint (t->st->result, ==, lost ? BH_RESULT_WIN : BH_RESULT_DRAW);
      if (lost)
        g_assert_cmpint (t->st->winner, ==, US);
      t_free (t);
    }
}

/* App. 3 (option, The Legion): "US. Automatic Victory if Little Turtle,
 * Blue Jacket and Buckanghelas (Breaker) are killed." A wounded Little
 * Turtle dies at the Leader Check (a 6, 9.0): one of the three is dead and
 * the game goes on. Audit Q09 (one named leader's death enough). */
static void
test_sudden_death_needs_all_three (void)
{
  T *t = t_new ("legion");

  t_x (t)->options |= OPT_SUDDEN_DEATH;
  t_clear_map (t);
  t_put (t, "little-turtle", "kekionga", 1);
  t_at (t, 6, PH_US1, US, D_OPS);
  t_do_rolls (t, "end-ops", ROLLS (6));
  g_assert_false (ohio_on_map (&t->c, t_piece (t, "little-turtle")));
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  t_free (t);
}

/* 5.3: a settlement within 2 spaces of a river and 4 of a settlement or
 * fort; a fort within 3 of a fort. On the cleared Harmar map Big Walnut is
 * 4 spaces from the nearest settlement or fort, White Woman's Town 2 from
 * the nearest river space, White Oak 3 from Fort Washington (counted
 * on the board's connections): a settlement may go on the first two, a
 * fort (with a wagon there) on the third. Audits X03, X04, X05 (each
 * range's last space refused). */
static void
test_build_ranges_last_space (void)
{
  T *t = t_new_clear ("harmar");
  g_autofree char *walnut = t_build_action (t, "build", PC_SETTLEMENT, "big-walnut");
  g_autofree char *womans = t_build_action (t, "build", PC_SETTLEMENT,
                                            "white-womans-town");

  t_at (t, 1, PH_SA1, US, D_SA);
  g_assert_true (t_can (t, walnut));
  g_assert_true (t_can (t, womans));
  t_put (t, "supply-wagon.1", "white-oak", 0);
  g_assert_true (t_can (t, "build-fort fort-steuben white-oak supply-wagon.1"));
  t_free (t);
}

/* In Harmar, turn 1's Special Actions, the US builds a settlement from
 * the Builds Box at Hamilton (5.3); the WC has no VP. */
static void
us_builds_at_hamilton (T *t)
{
  int settlement = ohio_first_class (&t->c, t->self->d->builds, PC_SETTLEMENT);
  g_autofree char *id = bh_game_data_dup_piece_id (t->data, settlement);
  g_autofree char *build = g_strdup_printf ("build %s hamilton", id);

  t_vp (t, WC, 0);
  t_at (t, 1, PH_SA1, US, D_SA);
  t_do (t, build);
}

/* 5.5: "A roll of 4-6 results in a success ... For every 2 US FP in the
 * build space, subtract 1 from the roll." The US builds a settlement at
 * Hamilton where a full regular (2 FP) stands; a full Shawnee warrior (2
 * FP, two dice) at Caesar's Creek harasses and rolls 4 and 5: 3 fails, 4
 * succeeds: one step lost, not two. Audit X09 (the US FP ignored). */
static void
test_harass_minus_one_per_two_us_fp (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "hamilton", 0);
  t_put (t, "shawnee-warrior.1", "caesars-creek", 0);
  us_builds_at_hamilton (t);
  g_assert_cmpint (t_kind (t), ==, D_HARASS);
  t_do_rolls (t, "harass", ROLLS (4, 5));
  g_assert_cmpint (ohio_settlement_steps (&t->c, t_loc (t, "hamilton")), ==, 1);
  g_assert_cmpint (t_vp2 (t, WC), ==, 1);
  t_free (t);
}

/* App. 3, Campaign Game: while the Third Expedition is in play a fort costs
 * one supply step (Wayne "needs only flip a full supply unit"), before it
 * a whole wagon. A fort is built at East Fork with a full wagon there: in
 * the 2nd Expedition the wagon goes to the cup (10.1), in the 3rd it is
 * flipped and stays. Audit X06 (the 3rd Expedition's own cost ignored). */
static void
test_campaign_third_expedition_fort_cost (void)
{
  for (int e = 2; e <= 3; e++)
    {
      T *t = t_new_clear ("campaign");
      const OhioData *d = t->self->d;
      g_autofree char *build = t_build_action (t, "build-fort", PC_FORT,
                                               "east-fork supply-wagon.1");

      t_x (t)->expedition = e;
      t_put (t, "supply-wagon.1", "east-fork", 0);
      t_at (t, 3, PH_SA1, US, D_SA);
      t_do (t, build);
      if (e == 2)
        g_assert_cmpint (t_where (t, "supply-wagon.1"), ==, d->cup);
      else
        {
          t_assert_at (t, "supply-wagon.1", "east-fork");
          g_assert_cmpint (t_face (t, "supply-wagon.1"), ==, 1);
        }
      t_free (t);
    }
}

/* 5.7.1: "The result is modified by +1 for every 4 US FP located within
 * one space of the lost artillery ... -1 for every 2 WC FP located within
 * two spaces ... A modified roll of 6 or greater flips the lost artillery
 * marker back". Lost artillery at Greenville, two regulars (4 FP) at Twin
 * Creek, the US rolls 5: 6, found (/ohio/5.7/search-artillery); with a
 * full Miami warrior (2 FP) at Whitewater, two spaces off, 5 + 1 - 1 = 5:
 * not found. Audit X14 (the WC FP ignored). */
static void
test_search_minus_one_per_two_wc_fp (void)
{
  T *t = t_new_clear ("learning-2");

  t_put (t, "artillery.1", "greenville", 1);
  t_put_series (t, "us-regular-infantry", 1, 2, "twin-creek", 0);
  t_put (t, "miami-warrior.1", "whitewater", 0);
  t_at (t, 3, PH_SA1, US, D_SA);
  t_do_rolls (t, "search-artillery artillery.1", ROLLS (5));
  g_assert_cmpint (t_face (t, "artillery.1"), ==, 1);
  t_free (t);
}

/* 5.1.2: the Shawnee's recruit check has +1 (game.xml's nation props,
 * 5.1.2) and a unit comes on 5 or more: the Shawnee's first check of 4
 * brings a unit at once, one die in all. Audit X15 (the +1 dropped: the 4
 * fails and later checks are rolled). */
static void
test_shawnee_recruit_one_check (void)
{
  T *t = t_new_clear ("legion");
  g_autofree char *action = g_strdup_printf ("recruit-nation %d 0", t_nation (t, "shawnee"));

  t_put (t, "shawnee-village.1", "grand-glaize", 0);
  bh_state_markers (t->st)[t->self->d->m_sap[WC]] = 4;
  t_at (t, 6, PH_SA1, WC, D_SA);
  t_do_rolls (t, action, ROLLS (4));
  g_assert_cmpint (t->st->n_rolls, ==, 1);
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  t_free (t);
}

/* 5.1.1 (game.xml militia-recruit-fort-range 4): a recruited militia unit
 * goes to a settlement within 4 spaces of a fort. A militia unit alone in
 * the Recruitment Cup is drawn (5-6): Paris, 4 spaces from Fort
 * Washington, is offered; Lexington, 5 from any fort, is not. Audit X16
 * (the 4th space refused). */
static void
test_militia_recruit_fort_range (void)
{
  T *t = t_new_clear ("harmar");
  int cup = t->self->d->cup;
  g_autofree char *list = NULL;

  while (t->c.ix->head[cup] >= 0)
    ohio_move_piece (&t->c, t->c.ix->head[cup], BH_OFFBOARD);
  t_put (t, "us-militia-infantry.1", "recruitment-cup", 0);
  t_at (t, 1, PH_SA1, US, D_SA);
  t_do_rolls (t, "recruit", ROLLS (5));
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  list = t_actions (t);
  g_assert_nonnull (strstr (list, "place us-militia-infantry.1 paris"));
  g_assert_null (strstr (list, "place us-militia-infantry.1 lexington"));
  t_free (t);
}

/* 5.5: "For every WC FP within 3 MPs of the site of the action whose path
 * does not pass through an existing settlement, fort, or space with US FP,
 * roll one die." A settlement is built at Hamilton; a full Shawnee warrior
 * at Greenville is 2 MP away through Twin Creek (the only path within 3
 * MP): it may harass, but not with a US regular standing at Twin Creek.
 * Audit X18 (US FP on the path ignored). */
static void
test_harass_path_blocked_by_us_fp (void)
{
  for (int blocked = 0; blocked <= 1; blocked++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "shawnee-warrior.1", "greenville", 0);
      if (blocked)
        t_put (t, "us-regular-infantry.1", "twin-creek", 0);
      us_builds_at_hamilton (t);
      if (blocked)
        g_assert_cmpint (t_kind (t), !=, D_HARASS);
      else
        g_assert_cmpint (t_kind (t), ==, D_HARASS);
      t_free (t);
    }
}

/* 5.5: one die "For every WC FP": a reduced Shawnee warrior (1 FP) at
 * Caesar's Creek may harass the settlement just built at Hamilton with one
 * die; a 4 succeeds and the settlement loses a step (WC +1/2 VP). Audit
 * X19 (a harass refused to 1 FP). */
static void
test_harass_with_one_fp (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "shawnee-warrior.1", "caesars-creek", 1);
  us_builds_at_hamilton (t);
  g_assert_cmpint (t_kind (t), ==, D_HARASS);
  t_do_rolls (t, "harass", ROLLS (4));
  g_assert_cmpint (t->st->n_rolls, ==, 1);
  g_assert_cmpint (ohio_settlement_steps (&t->c, t_loc (t, "hamilton")), ==, 1);
  g_assert_cmpint (t_vp2 (t, WC), ==, 1);
  t_free (t);
}

/* 21.2: "If the only scout in the force is dropped off in a space during
 * movement, the moving force does not receive the additional MP." St.
 * Clair's force marches with its loyal scout (4 + 1 = 5 MP, T6), moves to
 * North Bend (4 MP left) and drops the scout there: 3 MP left. Audit M17
 * (the scout's MP kept). */
static void
test_scout_dropped_mp_lost (void)
{
  T *t = t_new_clear ("wabash");

  t_st_clair_marches_with_a_scout (t);
  g_assert_cmpint (t_x (t)->move.mp_total, ==, 5);
  t_do (t, "move north-bend");
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 4);
  t_do (t, "drop scout.1");
  t_assert_at (t, "scout.1", "north-bend");
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 3);
  t_free (t);
}

/* 5.4: "A Repair Action may not be taken if a warrior unit is within two
 * spaces of the damaged settlement". Paris is damaged: with a Shawnee
 * warrior at Frankfort, two spaces away, no repair; at Bardstown, three
 * away, the repair is allowed. Audit X20 (the second space let through). */
static void
test_repair_warrior_two_spaces (void)
{
  for (int far = 0; far <= 1; far++)
    {
      T *t = t_new_clear ("harmar");

      t_x (t)->printed[t_loc (t, "paris")] = 1;
      t_vp (t, WC, 3);
      t_put (t, "shawnee-warrior.1", far ? "bardstown" : "frankfort", 0);
      t_at (t, 1, PH_SA1, US, D_SA);
      if (far)
        g_assert_true (t_can (t, "repair paris"));
      else
        g_assert_false (t_can (t, "repair paris"));
      t_free (t);
    }
}

/* 5.5: "For every WC FP within 3 MPs of the site of the action ... roll
 * one die." A settlement is built at Hamilton: a Shawnee warrior at
 * Pickawillany, 3 MP away, may harass; at White Oak, 4 MP away (trail 1,
 * river 1, ground to river 2, river to ground 0, 2.5), it may not. Audit
 * X21 (3 MP out of range). */
static void
test_harass_three_mp (void)
{
  for (int far = 0; far <= 1; far++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "shawnee-warrior.1", far ? "white-oak" : "pickawillany", 0);
      us_builds_at_hamilton (t);
      if (far)
        g_assert_cmpint (t_kind (t), !=, D_HARASS);
      else
        g_assert_cmpint (t_kind (t), ==, D_HARASS);
      t_free (t);
    }
}

/* 5.7.1: "+1 for every 4 US FP located within one space of the lost
 * artillery". Lost artillery at Greenville; two regulars (4 FP) at
 * Whitewater, two spaces away, do not count: a 5 stays 5, not found (at
 * Twin Creek, next door, they do: /ohio/5.7/search-artillery). Audit X11
 * (US FP two spaces off counted). */
static void
test_search_us_fp_within_one (void)
{
  T *t = t_new_clear ("learning-2");

  t_put (t, "artillery.1", "greenville", 1);
  t_put_series (t, "us-regular-infantry", 1, 2, "whitewater", 0);
  t_at (t, 3, PH_SA1, US, D_SA);
  t_do_rolls (t, "search-artillery artillery.1", ROLLS (5));
  g_assert_cmpint (t_face (t, "artillery.1"), ==, 1);
  t_free (t);
}

/* 14.3: "Each side may bring one unmoved force within 3 MP" to the battle;
 * a reinforcement may not step where it could no longer reach it. A
 * Shawnee warrior at White Woman's Town (3 MP from Big Walnut by Licking
 * Forks) reinforces the battle there: stepping to Coshocton would leave it
 * 2 MP, 3 MP from the battle: refused. Audit M18 (the step's cost left out
 * of the reach test). */
static void
test_reinforcement_must_still_reach (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.2", "white-womans-town", 0);
  t_lone_regular_calls_reinforcements (t, "big-walnut");
  t_do (t, "reinforce shawnee-warrior.2");
  t_do (t, "march");
  g_assert_true (t_can (t, "move licking-forks"));
  g_assert_false (t_can (t, "move coshocton"));
  t_free (t);
}

/* 20.5.1: "A reduced village marker must be placed within 5 MPs of its
 * original position" (next to a river space of its nation). Two regulars
 * reduce the Miami village at White River: St. Joseph Towns, 5 MP away
 * (trail 1, river 1, ground to river 2, river to ground 0, 2.5), is among
 * the places offered. Audit S11 (the 5th MP refused). */
static void
test_village_relocation_five_mp (void)
{
  T *t = t_new_clear ("harmar");
  g_autofree char *list = NULL;

  t_put (t, "miami-village.1", "white-river", 0);
  list = t_two_regulars_reduce_village (t, "wabash-headwaters", "white-river", ROLLS (1, 6));
  g_assert_nonnull (strstr (list, "relocate st-joseph-towns"));
  t_free (t);
}

/* 13.0: passing through takes "1 MP more" than the space's cost, and a
 * way on; 14.3: a reinforcement comes from within 3 MP. As above, but the
 * full Shawnee warrior starts at Coshocton, 3 MP from Big Walnut: at White
 * Woman's Town it has 2 MP left, and entering Licking Forks (1 MP) would
 * leave 1, not the 2 needed to pass the reduced regular there and go on:
 * refused (from White Woman's Town itself it may). Audit M08 (1 MP
 * enough to pass). */
static void
test_reinforcement_pass_needs_the_mp (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-regular-infantry.2", "licking-forks", 1);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.2", "coshocton", 0);
  t_lone_regular_calls_reinforcements (t, "big-walnut");
  t_do (t, "no-reinforce");
  t_do (t, "reinforce shawnee-warrior.2");
  t_do (t, "march");
  t_do (t, "move white-womans-town");
  g_assert_false (t_can (t, "move licking-forks"));
  t_free (t);
}

/* 5.0: at the start of each Special Actions segment the Build and Raid
 * markers go back to "Allowed"; 5.6.2: a raid A chit blocks building for
 * the rest of the segment. The WC raids reduced Paris in segment 1 and
 * draws an A: building is blocked; at the start of segment 4 (the next
 * Special Actions) the US may build again. Audit Q13 (the Build marker
 * left blocked). */
static void
test_build_allowed_again_next_segment (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;
  g_autofree char *build = t_build_action (t, "build", PC_SETTLEMENT, "hamilton");
  int spec[4] = { 0, 0, 0, 0 }, n = 0;

  t_x (t)->printed[t_loc (t, "paris")] = 1;
  t_vp (t, WC, 0);
  bh_state_markers (t->st)[d->m_sap[WC]] = 4;
  t_at (t, 1, PH_SA1, WC, D_SA);
  t_x (t)->sa_passed = 1;
  /* A blind draw from the raid cup: its size, then an A chit's place. */
  FOR_PIECES_AT (&t->c, d->raid_cup, p)
    {
      n++;
      if (spec[1] == 0 && d->pieces[p].klass == PC_RAID_A)
        spec[1] = n;
    }
  spec[0] = -n;
  t_do_seq (t, "raid paris", spec);
  g_assert_true (t_x (t)->build_blocked);
  while (t_kind (t) == D_PLACE)
    {
      g_autofree char *list = t_actions (t);
      g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

      t_do (t, parts[0]);
    }
  t_at (t, 1, PH_SA2, US, D_NONE);
  t_x (t)->proc_started = 0;
  ohio_advance (&t->c);
  g_assert_cmpint (t_kind (t), ==, D_SA);
  g_assert_cmpint (t->st->pending.side, ==, US);
  g_assert_false (t_x (t)->build_blocked);
  g_assert_true (t_can (t, build));
  t_free (t);
}

/* 25.1 (option): the Revised Nation Check's roll is "modified ... by +1 if
 * one or more WC key leaders are within 10 spaces of the nation's
 * principal village"; a modified 6 keeps the nation. Only the Wyandot (here
 * of the WC) are checked, with the US VP on their square: a 4, +1 for no
 * casualties, +1 for Little Turtle at Ruddle's Station, 10 spaces from
 * Upper Sandusky, is 6: they stay; with him at Bardstown, 11 spaces off, 5:
 * they withdraw. Audit P02 (the 10th space out of range). */
static void
test_revised_check_leader_ten_spaces (void)
{
  for (int far = 0; far <= 1; far++)
    {
      T *t = t_new ("harmar");
      const OhioData *d = t->self->d;
      int wyandot = t_nation (t, "wyandot");

      t_x (t)->options |= OPT_REVISED_NATION_CHECK;
      t_clear_map (t);
      for (guint n = 0; n < d->n_nations; n++)
        t_x (t)->nation_status[n] = (int) n == wyandot ? NAT_WC : NAT_NONALIGNED;
      t_put (t, "little-turtle", far ? "bardstown" : "ruddles-station", 0);
      t_vp (t, US, 2 * d->nation_vp_square[wyandot]);
      t_at (t, 1, PH_US1, US, D_OPS);
      t_do_rolls (t, "end-ops", ROLLS (4));
      g_assert_cmpint (t_x (t)->nation_status[wyandot], ==, far ? NAT_WITHDRAWN : NAT_WC);
      t_free (t);
    }
}

/* 15.1.3: "WC units may not retreat into an occupied fort space nor a US
 * settlement space that has 1 or more FP in it" — not even as 15.1.2's
 * last resort into an enemy (15.3). Three regulars attack two Shawnee
 * warriors at Little Mountain from Paris; the US rolls 4 (5-6 column: 1
 * hit), the WC 1 (none): the WC loses. Its only other neighbour,
 * Boonesborough, is a settlement held by a reduced regular (1 FP): the
 * warriors do not retreat into it (no 15.3 battle there). Audit R01 (a
 * settlement with 1 US FP let in). */
static void
test_wc_no_retreat_into_settlement_with_one_fp (void)
{
  T *t = t_new_clear ("harmar");

  t_put_series (t, "us-regular-infantry", 1, 3, "paris", 0);
  t_put (t, "us-regular-infantry.4", "boonesborough", 1);
  t_put_series (t, "shawnee-warrior", 1, 2, "little-mountain", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2",
                "us-regular-infantry.3", NULL);
  t_do (t, "move little-mountain");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (1, 4, 1));
  g_assert_cmpint (t_x (t)->battle.hits[US], ==, 1);
  g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
  t_do (t, "casualty shawnee-warrior.1");
  g_assert_null (strstr (t->narration, "(15.3)"));
  g_assert_cmpint (t_where (t, "shawnee-warrior.1"), !=, t_loc (t, "boonesborough"));
  g_assert_cmpint (t_where (t, "shawnee-warrior.2"), !=, t_loc (t, "boonesborough"));
  g_assert_cmpint (t_face (t, "us-regular-infantry.4"), ==, 1);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/16.0/rbc-attacker-tp-minus-one", test_rbc_attacker_tp);
  g_test_add_func ("/ohio/21.3/scout-tp-one", test_scout_tp_one);
  g_test_add_func ("/ohio/10.1/overrun-wagon-steps", test_overrun_wagon_steps);
  g_test_add_func ("/ohio/18.2/ambushed-side-more-tp", test_ambushed_more_tp);
  g_test_add_func ("/ohio/18.3/plain-village-no-ambush", test_plain_village_no_ambush);
  g_test_add_func ("/ohio/18.3/village-ambush-one-hit", test_village_ambush_one_hit);
  g_test_add_func ("/ohio/18.2/campaign-third-expedition-ambush", test_campaign_third_expedition_ambush);
  g_test_add_func ("/ohio/23.0/arms-without-warriors", test_arms_without_warriors);
  g_test_add_func ("/ohio/20.1.2/fort-last-to-absorb", test_fort_last_to_absorb);
  g_test_add_func ("/ohio/10.1/wagon-step-half-vp", test_wagon_step_half_vp);
  g_test_add_func ("/ohio/14.7.2/tied-nations-rolled-for", test_tied_nations_rolled_for);
  g_test_add_func ("/ohio/14.7/wounded-leader-removed", test_wounded_leader_removed);
  g_test_add_func ("/ohio/15.4/us-cavalry-retreats-whole", test_us_cavalry_retreats_whole);
  g_test_add_func ("/ohio/22.2/artillery-roll-needs-a-casualty", test_artillery_roll_needs_a_casualty);
  g_test_add_func ("/ohio/17.2/wc-overrun-spares-own-village", test_wc_overrun_spares_own_village);
  g_test_add_func ("/ohio/19.0/nonaligned-village-two-fp", test_nonaligned_village_two_fp);
  g_test_add_func ("/ohio/19.0/nonaligned-village-one-key-leader", test_nonaligned_village_one_key_leader);
  g_test_add_func ("/ohio/5.2.2/overrun-in-treaty-land-keeps-treaty", test_overrun_in_treaty_land_keeps_treaty);
  g_test_add_func ("/ohio/14.3/reinforcement-passes-with-more-fp", test_reinforcement_passes_with_more_fp);
  g_test_add_func ("/ohio/21.2/scout-mp-not-with-a-wagon", test_scout_mp_not_with_a_wagon);
  g_test_add_func ("/ohio/20.5/not-conquered-with-a-village-left", test_not_conquered_with_a_village_left);
  g_test_add_func ("/ohio/17.1/no-overrun-at-a-settlement", test_no_overrun_at_a_settlement);
  g_test_add_func ("/ohio/App2/only-kekionga-wins-the-learning-game", test_only_kekionga_wins_the_learning_game);
  g_test_add_func ("/ohio/7.1/withdrawal-subordinate-roll", test_withdrawal_subordinate_roll);
  g_test_add_func ("/ohio/10.0/supply-blocked-by-one-fp", test_supply_blocked_by_one_fp);
  g_test_add_func ("/ohio/App2/tied-vp-draw", test_tied_vp_draw);
  g_test_add_func ("/ohio/App3/legion-thirty-vp", test_legion_thirty_vp);
  g_test_add_func ("/ohio/App3/harmar-automatic-victory", test_harmar_automatic_victory);
  g_test_add_func ("/ohio/App3/harmar-wc-vp-victory", test_harmar_wc_vp_victory);
  g_test_add_func ("/ohio/11.1/wc-leader-winters", test_wc_leader_winters);
  g_test_add_func ("/ohio/5.2.1/treaty-needs-ten-fp", test_treaty_needs_ten_fp);
  g_test_add_func ("/ohio/App2/learning-steps-tie", test_learning_steps_tie);
  g_test_add_func ("/ohio/App3/sudden-death-needs-all-three", test_sudden_death_needs_all_three);
  g_test_add_func ("/ohio/5.3/build-ranges-last-space", test_build_ranges_last_space);
  g_test_add_func ("/ohio/5.5/harass-minus-one-per-two-us-fp", test_harass_minus_one_per_two_us_fp);
  g_test_add_func ("/ohio/App3/campaign-third-expedition-fort-cost", test_campaign_third_expedition_fort_cost);
  g_test_add_func ("/ohio/5.7.1/search-minus-one-per-two-wc-fp", test_search_minus_one_per_two_wc_fp);
  g_test_add_func ("/ohio/5.1.2/shawnee-recruit-one-check", test_shawnee_recruit_one_check);
  g_test_add_func ("/ohio/5.1.1/militia-recruit-fort-range", test_militia_recruit_fort_range);
  g_test_add_func ("/ohio/5.5/harass-path-blocked-by-us-fp", test_harass_path_blocked_by_us_fp);
  g_test_add_func ("/ohio/5.5/harass-with-one-fp", test_harass_with_one_fp);
  g_test_add_func ("/ohio/21.2/scout-dropped-mp-lost", test_scout_dropped_mp_lost);
  g_test_add_func ("/ohio/5.4/repair-warrior-two-spaces", test_repair_warrior_two_spaces);
  g_test_add_func ("/ohio/5.5/harass-three-mp", test_harass_three_mp);
  g_test_add_func ("/ohio/5.7.1/search-us-fp-within-one", test_search_us_fp_within_one);
  g_test_add_func ("/ohio/14.3/reinforcement-must-still-reach", test_reinforcement_must_still_reach);
  g_test_add_func ("/ohio/20.5.1/village-relocation-five-mp", test_village_relocation_five_mp);
  g_test_add_func ("/ohio/13.0/reinforcement-pass-needs-the-mp", test_reinforcement_pass_needs_the_mp);
  g_test_add_func ("/ohio/5.0/build-allowed-again-next-segment", test_build_allowed_again_next_segment);
  g_test_add_func ("/ohio/25.1/revised-check-leader-ten-spaces", test_revised_check_leader_ten_spaces);
  g_test_add_func ("/ohio/15.1.3/wc-no-retreat-into-settlement-with-one-fp", test_wc_no_retreat_into_settlement_with_one_fp);
  return g_test_run ();
}
