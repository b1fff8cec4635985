/* test-ohio-readings.c — Blood on the Ohio: the readings docs/rules/ohio.md
 * chose where the text is open, each on both sides (the default and its
 * scenario option), and what the log says of the automatic steps, with
 * the rules it names. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

/* 14.2 (2) against 18.1: two US forces move, one after the other in one
 * segment, from Big Walnut to Whetstone, next to two Shawnee warriors at
 * Upper Scioto (the WC has 1/2 VP, 18.1). The stack ambushes the first
 * (faction die 2, event 1: a failure, 18.2). By default (18.1: once an enemy
 * force's move) it may ambush the second too; with `ambush-once-a-segment`
 * (14.2: once a segment) it may not. */
static void
test_ambush_once_a_segment (void)
{
  for (int option = 0; option <= 1; option++)
    {
      T *t = t_new_clear ("harmar");

      if (option)
        t_x (t)->options |= OPT_AMBUSH_PER_SEGMENT;
      t_put (t, "us-regular-infantry.1", "big-walnut", 0);
      t_put (t, "us-regular-infantry.2", "big-walnut", 0);
      t_put (t, "shawnee-warrior.1", "upper-scioto", 0);
      t_put (t, "shawnee-warrior.2", "upper-scioto", 0);
      t_vps (t, 1, 0);
      g_assert_true (ohio_nation_is_wc (&t->c, t_nation (t, "shawnee")));
      t_at (t, 2, PH_US1, US, D_OPS);
      t_form_march (t, "us-regular-infantry.1", NULL);
      t_do (t, "move whetstone");
      g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
      t_do_rolls (t, "ambush upper-scioto", ROLLS (2, 1));
      t_do (t, "stop");
      t_form_march (t, "us-regular-infantry.2", NULL);
      t_do (t, "move whetstone");
      if (option)
        g_assert_cmpint (t_kind (t), ==, D_MOVE);
      else
        {
          g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
          g_assert_true (t_can (t, "ambush upper-scioto"));
        }
      t_free (t);
    }
}

/* 6.7 and the empty settlement: three Shawnee warriors move from White Oak
 * onto East Fork, where Fort Steuben stands without defenders. By default
 * (digest 8.2 #18) they may attack it; with `empty-structures-raided-only`
 * the WC meets nothing there (6.7 needs enemy FP) and moves on. */
static void
test_empty_structures_raided_only (void)
{
  for (int option = 0; option <= 1; option++)
    {
      T *t = t_new_clear ("wabash");

      if (option)
        t_x (t)->options |= OPT_RAID_EMPTY_ONLY;
      t_put (t, "fort-steuben", "east-fork", 0);
      t_put (t, "shawnee-warrior.1", "white-oak", 0);
      t_at (t, 3, PH_WC1, WC, D_OPS);
      t_form_march (t, "shawnee-warrior.1", NULL);
      t_do (t, "move east-fork");
      if (option)
        {
          g_assert_cmpint (t_kind (t), ==, D_MOVE);
          g_assert_true (t_can (t, "stop"));
        }
      else
        {
          g_assert_cmpint (t_kind (t), ==, D_DECLARE);
          g_assert_true (t_can (t, "attack"));
          g_assert_true (t_can (t, "ignore"));
        }
      t_free (t);
    }
}

/* 5.3: "Building a fort requires the expenditure of a supply wagon." By
 * default the wagon is in or next to the site (digest 8.2 #19): a wagon at
 * Fort Washington, two spaces from East Fork, may not pay for Fort Steuben
 * there; with `fort-wagon-anywhere` it may. */
static void
test_fort_wagon_anywhere (void)
{
  for (int option = 0; option <= 1; option++)
    {
      T *t = t_new_clear ("harmar");

      if (option)
        t_x (t)->options |= OPT_FORT_WAGON_ANYWHERE;
      t_put (t, "supply-wagon.1", "fort-washington", 0);
      t_at (t, 1, PH_SA1, US, D_SA);
      if (option)
        {
          t_do (t, "build-fort fort-steuben east-fork supply-wagon.1");
          t_assert_at (t, "fort-steuben", "east-fork");
          g_assert_cmpint (t_where (t, "supply-wagon.1"), ==, t->self->d->cup);
        }
      else
        g_assert_false (t_can (t, "build-fort fort-steuben east-fork supply-wagon.1"));
      t_free (t);
    }
}

/* 11.0, 11.2: units waiting on an entry square winter like the others (the
 * squares are printed on the board): a regular on Forbes Road goes to a
 * fort; 10.0: it needs no supply there (a path is counted in spaces). */
static void
test_entry_square_winters (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "entry-us-forbes-road", 0);
  t_at (t, 1, PH_END, US, D_NONE);
  t_x (t)->proc_started = 0;
  ohio_advance (&t->c);
  /* The Supply Check has left it whole. */
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 0);
  g_assert_cmpint (t_kind (t), ==, D_WINTER);
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, "us-regular-infantry.1"));
  g_assert_true (t_can (t, "place us-regular-infantry.1 fort-washington"));
  g_assert_true (t_can (t, "place us-regular-infantry.1 fort-harmar"));
  t_do (t, "place us-regular-infantry.1 fort-harmar");
  t_assert_at (t, "us-regular-infantry.1", "fort-harmar");
  t_free (t);
}

/* 12.0 and the log: the end of an FA/WI turn says what it did: each side's
 * special action points for the new turn (App. 4, the Harmar Campaign: US
 * SA square #4, WC #5) and the raid chits added before SP/SU 1790 (5.6.1:
 * 1 A, 1 B, 1 C, 1 D), with their rules. The winter placement is filed
 * under 11.2, not 5.1. */
static void
test_end_of_turn_narrated (void)
{
  T *t = t_new_clear ("harmar");
  char *log;

  t_put (t, "us-regular-infantry.1", "hamilton", 0);
  t_at (t, 1, PH_END, US, D_NONE);
  t_x (t)->proc_started = 0;
  t_x (t)->proc = 1;
  ohio_advance (&t->c);
  g_assert_cmpint (t_kind (t), ==, D_WINTER);
  {
    BhAction a;

    g_assert_true (bh_rules_parse_action (t->rules, "place us-regular-infantry.1 fort-washington", &a, NULL));
    a.side = US;
    g_assert_cmpstr (bh_rules_action_rule (t->rules, t->st, &a), ==, "11.2");
  }
  t_do (t, "place us-regular-infantry.1 fort-washington");
  log = t->narration;
  g_assert_nonnull (strstr (log, "US special action points reset to 4 (12.0)"));
  g_assert_nonnull (strstr (log, "WC special action points reset to 5 (12.0)"));
  for (char k = 'A'; k <= 'D'; k++)
    {
      g_autofree char *line = g_strdup_printf ("Raid chits %c added to the raid cup: 1 (5.6.1)", k);

      g_assert_nonnull (strstr (log, line));
    }
  g_assert_nonnull (strstr (log, "Turn 1 ends (12.0)"));
  t_free (t);
}

/* 18.2 and the log: a modified roll is shown as it is, above 6 too, with
 * each modifier; the table reads its last row. Blue Jacket's stack (more
 * TP: +1) ambushes a force on a river (+1): 6 + 2 = 8, an overwhelming
 * success. */
static void
test_ambush_roll_narrated (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "harmar", "paint-creek", 0);
  t_put (t, "us-regular-infantry.1", "paint-creek", 0);
  t_put (t, "blue-jacket", "standing-stone", 0);
  t_put (t, "shawnee-warrior.1", "standing-stone", 0);
  t_vps (t, 1, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "harmar", "us-regular-infantry.1", NULL);
  t_do (t, "move scioto-pickaway");
  g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
  t_do_rolls (t, "ambush standing-stone", ROLLS (6, 1));
  g_assert_nonnull (strstr (t->narration, "6 (+1 more TP, +1 target on a river), modified 8: 2 hits, an overwhelming "
                                          "success that ends the move (18.2)"));
  t_free (t);
}

/* 24.0 and the log: VP are written as players write them. A WC
 * settlement raid B (5.6.2) takes a step of the printed settlement at
 * North Bend: +1/2 VP (24.0), from 0 to ½; the log names the settlement. */
static void
test_vp_and_raid_b_narrated (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;

  while (t->c.ix->head[d->raid_cup] >= 0)
    ohio_move_piece (&t->c, t->c.ix->head[d->raid_cup], BH_OFFBOARD);
  t_put (t, "raid-b.1", "raid-cup", 0);
  t_vps (t, 0, 0);
  bh_state_markers (t->st)[d->m_sap[WC]] = 4;
  t_at (t, 1, PH_SA1, WC, D_SA);
  t_do (t, "raid north-bend");
  g_assert_nonnull (strstr (t->narration, "The settlement at North Bend is reduced (20.6)"));
  g_assert_nonnull (strstr (t->narration, "WC ½ (24.0)"));
  g_assert_null (strstr (t->narration, "0½"));
  g_assert_cmpint (t_vp2 (t, WC), ==, 1);
  t_free (t);
}

/* 7.0 against the literal text (option `literal-slip`, digest #14): the
 * First Expedition withdraws at an Expedition Check when the WC's VP reach
 * its square.  Harmar, turn 1, the WC one half point short of the square:
 * a raid drawing B reaches it (+1/2, 24.0), the US repairs the settlement
 * (WC -1/2, 5.4), a second raid B reaches it again; at the check after the
 * WC's operations the square fires by default (the withdrawal: Harmar's
 * automatic WC victory), while with the option the square reached and lost
 * before the check is void and the war goes on. */
static void
test_literal_slip (void)
{
  for (int option = 0; option <= 1; option++)
    {
      T *t = t_new_clear ("harmar");
      const OhioData *d = t->self->d;
      int square = d->exp_withdraw_square[1];

      if (option)
        t_x (t)->options |= OPT_LITERAL_SLIP;
      while (t->c.ix->head[d->raid_cup] >= 0)
        ohio_move_piece (&t->c, t->c.ix->head[d->raid_cup], BH_OFFBOARD);
      t_put (t, "raid-b.1", "raid-cup", 0);
      t_vps (t, 2 * square - 1, 0);
      bh_state_markers (t->st)[d->m_sap[WC]] = 4;
      bh_state_markers (t->st)[d->m_sap[US]] = 4;
      t_at (t, 1, PH_SA1, WC, D_SA);
      t_do (t, "raid north-bend");
      g_assert_cmpint (t_vp2 (t, WC), ==, 2 * square);
      g_assert_cmpint (t->st->pending.side, ==, US);
      t_do (t, "repair north-bend");
      g_assert_cmpint (t_vp2 (t, WC), ==, 2 * square - 1);
      g_assert_cmpint (t->st->pending.side, ==, WC);
      t_do (t, "raid north-bend");
      g_assert_cmpint (t_vp2 (t, WC), ==, 2 * square);
      t_at (t, 1, PH_WC1, WC, D_OPS);
      t_do (t, "end-ops");
      if (option)
        g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
      else
        t_assert_won (t, WC);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/14.2/ambush-once-a-segment-option", test_ambush_once_a_segment);
  g_test_add_func ("/ohio/6.7/empty-structures-raided-only-option", test_empty_structures_raided_only);
  g_test_add_func ("/ohio/5.3/fort-wagon-anywhere-option", test_fort_wagon_anywhere);
  g_test_add_func ("/ohio/11.2/entry-square-winters", test_entry_square_winters);
  g_test_add_func ("/ohio/12.0/end-of-turn-narrated", test_end_of_turn_narrated);
  g_test_add_func ("/ohio/5.6.1/raid-chits-added-before-sp-su", test_end_of_turn_narrated);
  g_test_add_func ("/ohio/18.2/ambush-roll-narrated", test_ambush_roll_narrated);
  g_test_add_func ("/ohio/24.0/vp-and-raid-b-narrated", test_vp_and_raid_b_narrated);
  g_test_add_func ("/ohio/7.0/literal-slip-option", test_literal_slip);
  return g_test_run ();
}
