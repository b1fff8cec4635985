/* test-ohio-examples.c — the worked examples of the Blood on the Ohio
 * rulebook (digest §7, T1-T11, and the derived cases), each played
 * through the actions a player would take, to the rulebook's outcome. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

/* T1 (14.6) and T2 (14.8): 2 regular FP and 4 militia FP, morale 3: 5;
 * a subordinate and 3 warrior FP: 4.  The US rolls 4 on 5-6: 1; the WC
 * rolls 5 on 3-4: 1.  Equal hits: the WC wins, +1/2, no bonus. */
static void
test_wage_combat_t1_t2 (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-militia-infantry.1", "whetstone", 0);
  t_put (t, "us-militia-infantry.2", "whetstone", 0);
  t_put (t, "shawnee-subordinate-leader.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.2", "big-walnut", 1);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);

  t_form_march (t, "us-regular-infantry.1", "us-militia-infantry.1",
                "us-militia-infantry.2", NULL);
  g_assert_cmpint (t_x (t)->move.mp_total, ==, 2);     /* a stray force (6.2.3) */
  t_do (t, "move big-walnut");
  g_assert_cmpint (t_kind (t), ==, D_DECLARE);
  t_do (t, "attack");
  g_assert_cmpint (t_kind (t), ==, D_DEF_DECLARE);
  g_assert_false (t_can (t, "ambush big-walnut"));      /* no VP to ambush (18.1) */
  /* Event Battle, militia morale 3, US 4, WC 5. */
  t_do_rolls (t, "defend", ROLLS (1, 3, 4, 5));
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 5);
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 4);
  g_assert_cmpint (t_x (t)->battle.hits[US], ==, 1);
  g_assert_cmpint (t_x (t)->battle.hits[WC], ==, 1);
  /* The first US casualty is the regular (14.7.1); the WC's a full warrior. */
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 1);
  g_assert_cmpint (t_face (t, "us-militia-infantry.1"), ==, 0);
  g_assert_cmpint (t_face (t, "shawnee-warrior.1"), ==, 1);
  /* T2: the WC wins the tie, +1/2; nobody inflicted more than 3. */
  g_assert_cmpint (t_vp2 (t, WC), ==, 1);
  g_assert_cmpint (t_vp2 (t, US), ==, 0);
  /* The US retreats to the space it came from (15.1.1). */
  t_assert_at (t, "us-regular-infantry.1", "whetstone");
  t_assert_at (t, "us-militia-infantry.2", "whetstone");
  t_assert_at (t, "shawnee-warrior.1", "big-walnut");
  g_assert_false (t_x (t)->battle.active);
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  t_free (t);
}

/* T3 (6.3): a subordinate and 11 FP move 2 as a stray force; the leader
 * with 6 FP moves 4; a stray 3 FP moves 2 and 2 FP stay. */
static void
test_forces_t3 (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-subordinate-leader.1", "hamilton", 0);
  t_put_series (t, "us-regular-infantry", 1, 5, "hamilton", 0);
  t_put (t, "us-regular-infantry.6", "hamilton", 1);
  t_at (t, 1, PH_US1, US, D_OPS);

  t_do (t, "form us-subordinate-leader.1");
  t_do_series (t, "add", "us-regular-infantry", 1, 6);
  t_do (t, "march");
  g_assert_cmpint (t_x (t)->move.mp_total, ==, 2);      /* 11 FP: stray (6.2.3) */
  /* "move it two spaces": Twin Creek, Whitewater, and no farther. */
  t_do (t, "move twin-creek");
  t_do (t, "move whitewater");
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 0);
  g_assert_false (t_can (t, "move north-bend"));
  t_do (t, "stop");
  t_assert_at (t, "us-regular-infantry.6", "whitewater");
  /* Those pieces have moved: start again with fresh ones at Hamilton. */
  t_at (t, 1, PH_US2, US, D_OPS);
  t_put (t, "us-subordinate-leader.1", "hamilton", 0);
  t_put_series (t, "us-regular-infantry", 1, 5, "hamilton", 0);
  t_put (t, "us-regular-infantry.6", "hamilton", 1);
  t_do (t, "form us-subordinate-leader.1");
  t_do (t, "add us-regular-infantry.1");
  t_do (t, "add us-regular-infantry.2");
  t_do (t, "add us-regular-infantry.3");
  /* 6.3: any unmoved piece of the stack may still join (8 FP would make a
   * stray force, 6.2.3); the example stops at 6 FP. */
  g_assert_true (t_can (t, "add us-regular-infantry.4"));
  t_do (t, "march");
  g_assert_cmpint (t_x (t)->move.mp_total, ==, 4);      /* subordinate force (6.2.2) */
  /* 6.4: the force may not pick up beyond 6 FP. */
  g_assert_false (t_can (t, "pickup us-regular-infantry.4"));
  t_do (t, "move twin-creek");
  t_do (t, "stop");
  t_form_march (t, "us-regular-infantry.4", "us-regular-infantry.6", NULL);
  g_assert_cmpint (t_x (t)->move.mp_total, ==, 2);      /* stray 3 FP */
  t_do (t, "stop");
  t_assert_at (t, "us-regular-infantry.5", "hamilton");
  g_assert_true (t_can (t, "form us-regular-infantry.5"));
  t_free (t);
}

/* T4 (4.2): segment 3 is WC Operations, then the Expedition Check, then
 * the Leader Check. */
static void
test_segment_order_t4 (void)
{
  T *t = t_new ("campaign");
  const OhioData *d = t->self->d;

  g_assert_cmpint (d->phase_n_procs[PH_WC1], ==, 3);
  g_assert_cmpint (d->phase_procs[PH_WC1][0], ==, PROC_WC_OPS);
  g_assert_cmpint (d->phase_procs[PH_WC1][1], ==, PROC_EXPEDITION_CHECK);
  g_assert_cmpint (d->phase_procs[PH_WC1][2], ==, PROC_LEADER_CHECK);
  /* Played: the WC ends its operations with the VP at the First
   * Expedition's withdrawal square and a wounded leader on the map: the
   * expedition withdraws first (its subordinates roll), then the leader
   * check rolls for the wounded leader. */
  t_put (t, "blue-jacket", "chalakatha", 1);
  t_vp (t, WC, 2 * d->exp_withdraw_square[1]);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_do (t, "end-ops");
  g_assert_true (t_x (t)->exp_withdrawn >> 1 & 1);
  /* Winter quarters for the withdrawing expedition come first (7.1). */
  while (t_kind (t) == D_WINTER)
    {
      g_autofree char *list = t_actions (t);
      g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

      t_do (t, parts[0]);
    }
  g_assert_cmpint (t->st->phase, ==, PH_SA2);
  g_assert_cmpint (t_where (t, "harmar"), ==, t->self->d->us_elim);
  t_free (t);
}

/* T5 (16.0): a US key leader with 8 militia FP (7 infantry, 1 cavalry)
 * attacks Little Turtle and 3 warrior FP, who passed on the ambush and
 * retreat before combat: 4 + 1 TP = 5, success; it retreats one space and
 * loses 1 FP to the cavalry; no VP; the US stops in the battle space. */
static void
test_rbc_t5 (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "harmar", "north-bend", 0);
  t_put (t, "us-militia-infantry.1", "north-bend", 0);
  t_put (t, "us-militia-infantry.2", "north-bend", 0);
  t_put (t, "us-militia-infantry.3", "north-bend", 0);
  t_put (t, "us-militia-infantry.4", "north-bend", 1);
  t_put (t, "us-militia-cavalry.1", "north-bend", 1);
  t_put (t, "little-turtle", "twin-creek", 0);
  t_put (t, "miami-warrior.1", "twin-creek", 0);
  t_put (t, "miami-warrior.2", "twin-creek", 1);
  t_put (t, "miami-village.1", "greenville", 0);
  t_vps (t, 4, 4);
  t_at (t, 2, PH_US1, US, D_OPS);

  t_do (t, "form harmar");
  t_do (t, "add us-militia-infantry.1");
  t_do (t, "add us-militia-infantry.2");
  t_do (t, "add us-militia-infantry.3");
  t_do (t, "add us-militia-infantry.4");
  t_do (t, "add us-militia-cavalry.1");
  t_do (t, "march");
  g_assert_cmpint (t_x (t)->move.mp_total, ==, 4);      /* key leader force (6.2.1) */
  t_do (t, "move whitewater");
  g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
  t_do (t, "no-ambush");
  t_do (t, "move twin-creek");
  t_do (t, "attack");
  g_assert_true (t_can (t, "ambush twin-creek"));
  t_do (t, "rbc");
  /* Harmar has no TP: only the WC chooses. */
  g_assert_cmpint (t_kind (t), ==, D_RBC_TP);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_do_rolls (t, "rbc-tp little-turtle", ROLLS (4));
  t_assert_at (t, "little-turtle", "greenville");
  t_assert_at (t, "miami-warrior.1", "greenville");
  /* 15.4: 1 FP lost to the cavalry. */
  g_assert_cmpint (t_face (t, "miami-warrior.1"), ==, 1);
  g_assert_cmpint (t_vp2 (t, US), ==, 4);
  g_assert_cmpint (t_vp2 (t, WC), ==, 4);
  /* 16.1: the attacker's move ends in the battle space. */
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  g_assert_false (t_can (t, "move greenville"));
  t_do (t, "stop");
  t_assert_at (t, "harmar", "twin-creek");
  t_free (t);
}

/* T6 (21.2): St. Clair's force with a loyal scout moves 5, not 4. */
static void
test_scout_movement_t6 (void)
{
  T *t = t_new_clear ("wabash");

  t_st_clair_marches_with_a_scout (t);
  g_assert_cmpint (t_x (t)->move.mp_total, ==, 5);
  t_do (t, "stop");
  /* A scout that runs off gives nothing (21.1). */
  t_at (t, 3, PH_US2, US, D_OPS);
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    bh_state_pieces (t->st)[p].flags = 0;
  t_do (t, "form st-clair");
  t_do (t, "add scout.1");
  t_do_rolls (t, "march-scout", ROLLS (2));
  g_assert_cmpint (t_x (t)->move.mp_total, ==, 4);
  g_assert_cmpint (t_where (t, "scout.1"), ==, t->self->d->cup);
  t_free (t);
}

static int
chit_pick (T *t, int klass)
{
  const OhioData *d = t->self->d;
  int k = 0;

  FOR_PIECES_AT (&t->c, d->raid_cup, p)
    {
      k++;
      if (d->pieces[p].klass == klass)
        return k;
    }
  g_error ("no such chit in the raid cup");
  return 0;
}

static int
box_count (T *t, int box)
{
  int n = 0;

  FOR_PIECES_AT (&t->c, box, p)
    n++;
  return n;
}

/* T7 (App. 5, 5.0): the Special Actions segment of the second turn. */
static void
test_special_actions_t7 (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;
  int settlement = ohio_first_class (&t->c, d->builds, PC_SETTLEMENT);
  int limestone = t_loc (t, "limestone");
  int delaware = t_nation (t, "delaware");
  g_autofree char *build = NULL, *recruit = NULL, *arms = NULL;
  int spec[8];

  t_vp (t, WC, 6);
  bh_state_markers (t->st)[d->m_sap[US]] = 4;
  bh_state_markers (t->st)[d->m_sap[WC]] = 5;
  t_at (t, 2, PH_SA1, US, D_SA);

  /* The US builds a settlement one space from a river and two from a
   * settlement: 4 -> 3. */
  {
    g_autofree char *id = bh_game_data_dup_piece_id (t->data, settlement);

    build = g_strdup_printf ("build %s hamilton", id);
  }
  t_do (t, build);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[US]], ==, 3);
  /* No WC unit within 3 MP: no harass; the WC acts. */
  g_assert_cmpint (t_kind (t), ==, D_SA);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  /* A raid on a healthy empty settlement draws B: reduced, +1/2; 5 -> 4. */
  spec[0] = -box_count (t, d->raid_cup);
  spec[1] = chit_pick (t, PC_RAID_B);
  spec[2] = 0;
  t_do_seq (t, "raid limestone", spec);
  g_assert_cmpint (ohio_settlement_steps (&t->c, limestone), ==, 1);
  g_assert_cmpint (t_vp2 (t, WC), ==, 7);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[WC]], ==, 4);
  /* Reading 8.2 #5: a B does not stop the builds. */
  g_assert_false (t_x (t)->build_blocked);
  /* The US passes with 3 left; the WC goes on. */
  t_do (t, "pass");
  g_assert_cmpint (t->st->pending.side, ==, WC);
  spec[0] = -box_count (t, d->raid_cup);
  spec[1] = chit_pick (t, PC_RAID_C);
  t_do_seq (t, "raid paris", spec);
  g_assert_cmpint (ohio_settlement_steps (&t->c, t_loc (t, "paris")), ==, 2);
  g_assert_cmpint (t_vp2 (t, WC), ==, 7);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[WC]], ==, 3);
  /* The WC recruits the Delaware and rolls a 2: 2 + 1 = 3, no Delaware
   * unit comes; 3 -> 2. */
  recruit = g_strdup_printf ("recruit-nation %d 0", delaware);
  t_do_rolls (t, recruit, ROLLS (2));
  g_assert_true (t_said (t, "2 +1, nothing"));
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[WC]], ==, 2);
  /* Then, not before, it may make one more roll or take British Arms. */
  g_assert_cmpint (t_kind (t), ==, D_SA_ARMS);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  {
    g_autofree char *list = t_actions (t);

    g_assert_cmpstr (list, ==, "take-arms; roll");
  }
  /* It takes the marker of the 2 VP square and puts it in a Shawnee
   * village. */
  t_do (t, "take-arms");
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  g_assert_cmpint (t->st->pending.args[0], ==, ohio_first_class (&t->c, t_loc (t, "vp-square-2"), PC_ARMS));
  {
    g_autofree char *id = bh_game_data_dup_piece_id (t->data, t->st->pending.args[0]);

    arms = g_strdup_printf ("place %s chalakatha", id);
  }
  t_do (t, arms);
  g_assert_cmpint (ohio_count_class (&t->c, t_loc (t, "chalakatha"), PC_ARMS), ==, 1);
  g_assert_cmpint (ohio_count_class (&t->c, t_loc (t, "vp-square-2"), PC_ARMS), ==, 0);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[WC]], ==, 2);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_do (t, "pass");
  /* The segment is over. */
  g_assert_cmpint (t->st->phase, ==, PH_US1);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[US]], ==, 3);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[WC]], ==, 2);
  t_free (t);
}

/* T8 (App. 5, 18.2): a subordinate force with 2 regulars and 1 militia
 * moves next to Blue Jacket and 3 healthy warriors: 3 + 1 (more TP) = 4,
 * one hit, from a regular; the move goes on. */
static void
test_ambush_t8 (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-subordinate-leader.1", "fort-washington", 0);
  t_put (t, "us-regular-infantry.1", "fort-washington", 0);
  t_put (t, "us-regular-infantry.2", "fort-washington", 0);
  t_put (t, "us-militia-infantry.1", "fort-washington", 0);
  t_put (t, "blue-jacket", "twin-creek", 0);
  t_put (t, "shawnee-warrior.1", "twin-creek", 0);
  t_put (t, "shawnee-warrior.2", "twin-creek", 0);
  t_put (t, "shawnee-warrior.3", "twin-creek", 0);
  t_vp (t, WC, 2);
  t_at (t, 2, PH_US1, US, D_OPS);
  t_form_march (t, "us-subordinate-leader.1", "us-regular-infantry.1",
                "us-regular-infantry.2", "us-militia-infantry.1", NULL);
  t_do (t, "move north-bend");
  g_assert_cmpint (t_kind (t), ==, D_MOVE);     /* not next to the WC yet */
  t_do (t, "move whitewater");
  g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
  /* Faction 3, event Battle. */
  t_do_rolls (t, "ambush twin-creek", ROLLS (3, 1));
  /* 14.7.1: the hit is taken from a regular. */
  g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
  g_assert_false (t_can (t, "casualty us-militia-infantry.1"));
  t_do (t, "casualty us-regular-infantry.2");
  g_assert_cmpint (t_face (t, "us-regular-infantry.2"), ==, 1);
  g_assert_cmpint (t_face (t, "us-militia-infantry.1"), ==, 0);
  /* Not an overwhelming success: the US may go on; it stops by choice. */
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  g_assert_false (t_x (t)->move.ended);
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 2);
  t_do (t, "stop");
  t_assert_at (t, "us-subordinate-leader.1", "whitewater");
  t_free (t);
}

/* T9 (App. 5, 14.0): St. Clair with 4 regular infantry, 2 regular cavalry
 * and 4 militia FP and a scout attacks 7 Miami FP with Little Turtle.
 * The retreat before combat fails (2); event Reinforcements, nobody near;
 * the scout runs off; TP 1 to 1; militia morale 2: US 8 against WC 6.
 * US 4 on 7-8: 2; WC 6 on 5-6: 2; the WC wins the tie, the US retreats. */
static void
test_combat_t9 (void)
{
  T *t = t_new_clear ("wabash");

  t_put (t, "st-clair", "hamilton", 0);
  t_put (t, "us-regular-infantry.1", "hamilton", 0);
  t_put (t, "us-regular-infantry.2", "hamilton", 0);
  t_put (t, "us-regular-cavalry.1", "hamilton", 0);
  t_put (t, "us-militia-infantry.1", "hamilton", 0);
  t_put (t, "us-militia-infantry.2", "hamilton", 0);
  t_put (t, "scout.1", "hamilton", 0);
  t_put (t, "little-turtle", "greenville", 0);
  t_put (t, "miami-village.1", "greenville", 0);
  t_put (t, "miami-warrior.1", "greenville", 0);
  t_put (t, "miami-warrior.2", "greenville", 0);
  t_put (t, "miami-warrior.3", "greenville", 0);
  t_put (t, "miami-warrior.4", "greenville", 1);
  t_vps (t, 18, 14);
  t_at (t, 3, PH_US1, US, D_OPS);

  t_do (t, "form st-clair");
  t_do (t, "add us-regular-infantry.1");
  t_do (t, "add us-regular-infantry.2");
  t_do (t, "add us-regular-cavalry.1");
  t_do (t, "add us-militia-infantry.1");
  t_do (t, "add us-militia-infantry.2");
  t_do (t, "add scout.1");
  t_do (t, "march");
  t_do (t, "move twin-creek");
  /* Next to the village: the WC passes on the ambush. */
  t_do (t, "no-ambush");
  t_do (t, "move greenville");
  g_assert_true (t_can (t, "pass-through"));
  g_assert_false (t_can (t, "overrun"));
  t_do (t, "attack");
  /* 21.3: the scout's use is declared at the start: +1 TP. */
  g_assert_cmpint (t_kind (t), ==, D_SCOUT_USE);
  t_do (t, "scout scout.1 1");
  t_do (t, "rbc");
  t_do (t, "rbc-no-tp");
  /* RBC 2 (fails), event Reinforcements (6), scout 2 (runs off), morale 2,
   * US 4, WC 6. */
  t_do_rolls (t, "rbc-no-tp", ROLLS (2, 6, 2, 2, 4, 6));
  g_assert_cmpint (t_where (t, "scout.1"), ==, t->self->d->cup);
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 8);
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 6);
  g_assert_cmpint (t_x (t)->battle.hits[US], ==, 2);
  g_assert_cmpint (t_x (t)->battle.hits[WC], ==, 2);
  /* US casualties: a regular first, then any regular or militia. */
  g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
  g_assert_false (t_can (t, "casualty us-militia-infantry.1"));
  t_do (t, "casualty us-regular-infantry.1");
  t_do (t, "casualty us-militia-infantry.1");
  /* WC casualties: two full warriors flip. */
  t_do (t, "casualty miami-warrior.1");
  t_do (t, "casualty miami-warrior.2");
  g_assert_cmpint (t_face (t, "miami-warrior.3"), ==, 0);
  g_assert_cmpint (t_vp2 (t, WC), ==, 19);
  g_assert_cmpint (t_vp2 (t, US), ==, 14);
  t_assert_at (t, "st-clair", "twin-creek");
  t_assert_at (t, "us-militia-infantry.1", "twin-creek");
  t_assert_at (t, "little-turtle", "greenville");
  t_free (t);
}

/* T10 (LR 20.5): a WC stack of 3 FP on an undamaged principal village
 * retreats before combat from 10 US FP; the US move ends on the village,
 * which it attacks: US 2, village 0, one step only: the reduced marker is
 * relocated, a razed marker left; US +1/2, no victory VP. */
static void
test_village_t10 (void)
{
  T *t = t_new_clear ("harmar");

  t_put_harmar_column (t, "greenville");
  t_put (t, "miami-warrior.1", "pickawillany", 0);
  t_put (t, "miami-warrior.2", "pickawillany", 1);
  t_put (t, "shawnee-village.1", "loramies", 0);
  t_vps (t, 0, 0);
  t_at (t, 2, PH_US1, US, D_OPS);
  t_march_harmar_column (t);
  t_do (t, "move pickawillany");
  t_do (t, "attack");
  t_do_rolls (t, "rbc", ROLLS (5));
  t_assert_at (t, "miami-warrior.1", "loramies");
  /* The move is over; the principal village stands: attack it. */
  g_assert_cmpint (t_kind (t), ==, D_DECLARE);
  g_assert_false (t_can (t, "pass-through"));
  t_do_rolls (t, "attack", ROLLS (1, 3, 1));
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 1);
  g_assert_cmpint (t_x (t)->battle.hits[US], ==, 2);
  /* One step only: the reduced principal village is placed. */
  g_assert_cmpint (t_kind (t), ==, D_RELOCATE);
  {
    g_autofree char *list = t_actions (t);
    g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

    t_do (t, parts[0]);
  }
  g_assert_true (ohio_has_razed (&t->c, t_loc (t, "pickawillany")));
  g_assert_false (ohio_principal_healthy (&t->c, t_loc (t, "pickawillany")));
  g_assert_cmpint (t_vp2 (t, US), ==, 1);
  g_assert_cmpint (t_vp2 (t, WC), ==, 0);
  /* The combat ended the move. */
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  t_assert_at (t, "harmar", "pickawillany");
  t_free (t);
}

/* T11 (LR 20.5, 18.3): 3 US FP next to an empty principal village: it
 * ambushes, 1 hit; then 2 FP against the village's 1: village 0, US 1:
 * reduced and relocated, US +1/2, no victory VP.  Variant: 0-0, the WC
 * wins, no VP, the US goes back where it came from. */
static void
village_t11 (gboolean variant)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "twin-creek", 0);
  t_put (t, "us-regular-infantry.2", "twin-creek", 1);
  t_vps (t, 2, 0);
  t_at (t, 2, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", NULL);
  t_do (t, "move greenville");
  g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
  t_do_rolls (t, "ambush pickawillany", ROLLS (4, 1));
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 1);
  g_assert_false (t_x (t)->move.ended);
  t_do (t, "move pickawillany");
  /* An undefended principal village: pass through or attack (20.5). */
  g_assert_false (t_can (t, "ignore"));
  g_assert_false (t_can (t, "overrun"));
  if (!variant)
    {
      t_do_rolls (t, "attack", ROLLS (1, 4, 1));
      g_assert_cmpint (t_x (t)->battle.strength[US], ==, 2);
      g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 1);
      g_assert_cmpint (t_kind (t), ==, D_RELOCATE);
      {
        g_autofree char *list = t_actions (t);
        g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

        t_do (t, parts[0]);
      }
      g_assert_cmpint (t_vp2 (t, US), ==, 1);
      g_assert_cmpint (t_vp2 (t, WC), ==, 2);
      t_assert_at (t, "us-regular-infantry.1", "pickawillany");
    }
  else
    {
      t_do_rolls (t, "attack", ROLLS (1, 1, 1));
      g_assert_true (ohio_principal_healthy (&t->c, t_loc (t, "pickawillany")));
      g_assert_cmpint (t_vp2 (t, US), ==, 0);
      g_assert_cmpint (t_vp2 (t, WC), ==, 2);
      t_assert_at (t, "us-regular-infantry.1", "greenville");
    }
  t_free (t);
}

static void
test_village_t11 (void)
{
  village_t11 (FALSE);
}

static void
test_village_t11_tie (void)
{
  village_t11 (TRUE);
}

/* Derived: a Shawnee recruit roll of 4 succeeds (+1), a Wyandot 4 fails. */
static void
recruit_roll (const char *nation, const char *village_space, gboolean succeeds)
{
  T *t = t_new_clear ("legion");
  g_autofree char *action = g_strdup_printf ("recruit-nation %d 0", t_nation (t, nation));
  g_autofree char *village = g_strdup_printf ("%s-village.1", nation);
  const OhioData *d = t->self->d;
  int box = d->nation_box[t_nation (t, nation)];
  int before;

  t_put (t, village, village_space, 0);
  bh_state_markers (t->st)[d->m_sap[WC]] = 4;
  t_at (t, 6, PH_SA1, WC, D_SA);
  before = box_count (t, box);
  if (succeeds)
    t_do_rolls (t, action, ROLLS (4));
  else
    t_do_rolls (t, action, ROLLS (4, 1));
  if (succeeds)
    {
      g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
      g_assert_cmpint (t->st->pending.side, ==, WC);
    }
  else
    {
      g_assert_cmpint (t_kind (t), ==, D_SA);
      g_assert_cmpint (box_count (t, box), ==, before);
    }
  t_free (t);
}

static void
test_recruit_shawnee_4 (void)
{
  recruit_roll ("shawnee", "grand-glaize", TRUE);
}

static void
test_recruit_wyandot_4 (void)
{
  recruit_roll ("wyandot", "tymochtee", FALSE);
}

/* Derived: a treaty in the First Expedition with US VP 9 succeeds on any
 * roll (9 + 1 = 10) but is still rolled. */
static void
test_treaty_vp9 (void)
{
  T *t = t_new_clear ("harmar");
  int wyandot = t_nation (t, "wyandot");
  g_autofree char *action = g_strdup_printf ("treaty %d", wyandot);

  /* Next to Upper Sandusky, the Wyandot principal village (5.2.1). */
  t_put_harmar_column (t, "whetstone");
  t_vp (t, US, 18);
  bh_state_markers (t->st)[t->self->d->m_sap[US]] = 4;
  t_at (t, 2, PH_SA1, US, D_SA);
  t_do_rolls (t, action, ROLLS (1));
  g_assert_cmpint (t->st->n_rolls, ==, 1);
  g_assert_cmpint (t_x (t)->nation_status[wyandot], ==, NAT_TREATY);
  t_free (t);
}

/* Derived: a raid A on a reduced settlement: WC +1/2, razed. */
static void
test_raid_a_reduced (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;
  int paris = t_loc (t, "paris");
  int spec[4];

  t_x (t)->printed[paris] = 1;
  t_vp (t, WC, 0);
  bh_state_markers (t->st)[d->m_sap[WC]] = 4;
  t_at (t, 1, PH_SA1, WC, D_SA);
  t_x (t)->sa_passed = 1;
  spec[0] = -box_count (t, d->raid_cup);
  spec[1] = chit_pick (t, PC_RAID_A);
  spec[2] = 0;
  t_do_seq (t, "raid paris", spec);
  g_assert_cmpint (ohio_settlement_steps (&t->c, paris), ==, 0);
  g_assert_true (ohio_has_razed (&t->c, paris));
  g_assert_cmpint (t_vp2 (t, WC), ==, 1);
  g_assert_true (t_x (t)->build_blocked);
  /* 5.6.2 A: a warrior of the nearest WC nation comes out; where it goes
   * is the WC's decision, which names its rule. */
  g_assert_cmpint (t_kind (t), ==, D_PLACE);
  {
    g_autofree char *what = bh_rules_describe_decision (t->rules, t->st, BH_NONE);

    g_assert_nonnull (strstr (what, "(5.6.2)"));
  }
  t_free (t);
}

/* Derived: an ambush modified to 7 is an overwhelming success. */
static void
test_ambush_modified_7 (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "blue-jacket", "laughery-creek", 0);
  t_put (t, "shawnee-warrior.1", "laughery-creek", 0);
  t_put (t, "shawnee-warrior.2", "laughery-creek", 0);
  t_put (t, "us-regular-infantry.2", "north-bend", 0);
  t_put (t, "us-regular-infantry.3", "north-bend", 0);
  t_vp (t, WC, 2);
  t_at (t, 2, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.2", "us-regular-infantry.3", NULL);
  t_do (t, "move ohio-great-miami");
  g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
  /* 5 + 1 (TP) + 1 (river) = 7. */
  t_do_rolls (t, "ambush laughery-creek", ROLLS (5, 1));
  while (t_kind (t) == D_CASUALTY)
    {
      g_autofree char *list = t_actions (t);
      g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

      t_do (t, parts[0]);
    }
  g_assert_cmpint (t_face (t, "us-regular-infantry.2"), ==, 1);
  g_assert_cmpint (t_face (t, "us-regular-infantry.3"), ==, 1);
  g_assert_true (t_x (t)->move.ended || t_x (t)->move.kind == MOVE_NONE);
  /* Stopped on the river: back to the land it came from (15.2). */
  t_assert_at (t, "us-regular-infantry.2", "north-bend");
  t_free (t);
}

/* Derived: a wagon supplying two stacks goes to the cup (10.0). */
static void
test_wagon_two_stacks (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;

  t_put (t, "supply-wagon.1", "whetstone", 0);
  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  /* Big Walnut would be within 4 spaces of Fort Harmar by the Muskingum. */
  t_put (t, "us-regular-infantry.2", "upper-scioto", 0);
  t_at (t, 1, PH_END, US, D_NONE);
  t_x (t)->proc_started = 0;
  ohio_advance (&t->c);
  g_assert_cmpint (t_kind (t), ==, D_SUPPLY);
  {
    g_autofree char *supply = g_strdup_printf ("supply %s supply-wagon.1", bh_game_data_get_space (t->data, t->st->pending.args[0])->id);

    t_do (t, supply);
  }
  g_assert_cmpint (t_face (t, "supply-wagon.1"), ==, 1);
  g_assert_cmpint (t_kind (t), ==, D_SUPPLY);
  {
    g_autofree char *supply = g_strdup_printf ("supply %s supply-wagon.1", bh_game_data_get_space (t->data, t->st->pending.args[0])->id);

    t_do (t, supply);
  }
  g_assert_cmpint (t_where (t, "supply-wagon.1"), ==, d->cup);
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 0);
  g_assert_cmpint (t_face (t, "us-regular-infantry.2"), ==, 0);
  t_free (t);
}


/* Derived (14.5): a shock roll of 1 with a WC key leader affects none; a
 * 6 without one affects 3 FP. */
static void
shock_case (gboolean key_leader, int roll, int shocked)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "artillery.1", "whetstone", 0);
  if (key_leader)
    t_put (t, "blue-jacket", "big-walnut", 0);
  t_put_series (t, "shawnee-warrior", 1, 3, "big-walnut", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "artillery.1", NULL);
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  if (key_leader)
    {
      t_do_rolls (t, "defend", ROLLS (1));
      t_do_rolls (t, "no-reroll", ROLLS (roll, 1, 1));
    }
  else
    t_do_rolls (t, "defend", ROLLS (1, roll, 1, 1));
  g_assert_cmpint (t_x (t)->battle.shocked, ==, shocked);
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 6 - shocked);
  t_free (t);
}

static void
test_shock_derived (void)
{
  shock_case (TRUE, 1, 0);
  shock_case (FALSE, 6, 3);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/14.6/wage-combat-T1-T2", test_wage_combat_t1_t2);
  g_test_add_func ("/ohio/6.3/forces-T3", test_forces_t3);
  g_test_add_func ("/ohio/4.2/segment-3-order-T4", test_segment_order_t4);
  g_test_add_func ("/ohio/16.0/retreat-before-combat-T5", test_rbc_t5);
  g_test_add_func ("/ohio/16.1/successful-retreat-before-combat-T5", test_rbc_t5);
  g_test_add_func ("/ohio/5.1.2/recruit-shawnee-roll-4", test_recruit_shawnee_4);
  g_test_add_func ("/ohio/21.2/scout-movement-T6", test_scout_movement_t6);
  g_test_add_func ("/ohio/5.0/special-actions-segment-T7", test_special_actions_t7);
  g_test_add_func ("/ohio/18.2/ambush-T8", test_ambush_t8);
  g_test_add_func ("/ohio/14.0/combat-T9", test_combat_t9);
  g_test_add_func ("/ohio/20.5/village-rbc-then-attack-T10", test_village_t10);
  g_test_add_func ("/ohio/20.5/village-ambush-T11", test_village_t11);
  g_test_add_func ("/ohio/20.5/village-tie-T11-variant", test_village_t11_tie);
  g_test_add_func ("/ohio/5.1/recruit-shawnee-roll-4", test_recruit_shawnee_4);
  g_test_add_func ("/ohio/5.1/recruit-wyandot-roll-4", test_recruit_wyandot_4);
  g_test_add_func ("/ohio/5.2/treaty-vp-9-first-expedition", test_treaty_vp9);
  g_test_add_func ("/ohio/5.6/raid-a-reduced-settlement", test_raid_a_reduced);
  g_test_add_func ("/ohio/18.2/ambush-modified-7", test_ambush_modified_7);
  g_test_add_func ("/ohio/10.0/wagon-two-stacks", test_wagon_two_stacks);
  g_test_add_func ("/ohio/14.5/shock-derived", test_shock_derived);
  return g_test_run ();
}
