/* test-ohio-rules.c — Blood on the Ohio, rule by rule: each test sets up a
 * position on the real map, plays the actions a player would take and
 * checks the outcome the rule gives. */
#include "test-ohio-util.c"
#include "bh-narration.h"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

static void
t_first (T *t)
{
  g_autofree char *list = t_actions (t);
  g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

  t_do (t, parts[0]);
}

static int
count_at (T *t, const char *where)
{
  int n = 0;

  FOR_PIECES_AT (&t->c, t_loc (t, where), p)
    n++;
  return n;
}

/* ---- 4.0 ------------------------------------------------------------------ */

/* 4.1, 12.0, 5.6.1: the end of an FA/WI turn: SAP reset to the scenario's
 * values (+1 saved), the raid chits of the next SP/SU turn added, the turn
 * marker advanced. */
static void
test_end_of_turn (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;
  int before;

  before = count_at (t, "raid-cup");
  bh_state_markers (t->st)[d->m_sap[US]] = 0;
  bh_state_markers (t->st)[d->m_sap[WC]] = 1;
  t_x (t)->sap_saved = 1 << US;
  t_at (t, 1, PH_END, US, D_NONE);
  t_x (t)->proc_started = 0;
  ohio_advance (&t->c);
  g_assert_cmpint (t->st->turn, ==, 2);
  g_assert_cmpint (t->st->phase, ==, PH_SA1);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_turn], ==, 2);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_segment], ==, 1);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[US]], ==, 5);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[WC]], ==, 5);
  g_assert_cmpint (count_at (t, "raid-cup"), ==, before + 4);
  g_assert_cmpint (t_kind (t), ==, D_SA);
  g_assert_cmpint (t->st->pending.side, ==, US);
  t_free (t);
}

/* 4.2, App. 2: the first learning tier uses only the operations and the
 * Leader Check: the game opens with the US operations. */
static void
test_learning_segments (void)
{
  T *t = t_new ("learning-1");

  g_assert_cmpint (t->st->phase, ==, PH_US1);
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  g_assert_cmpint (t->st->pending.side, ==, US);
  t_do (t, "end-ops");
  g_assert_cmpint (t->st->phase, ==, PH_WC1);
  t_do (t, "end-ops");
  g_assert_cmpint (t->st->phase, ==, PH_US2);
  t_free (t);
}

/* ---- 5.0 special actions ------------------------------------------------------- */

/* 5.0: once a player passes, the other goes on alone; 5.9: a saved point
 * comes back at the reset. */
static void
test_pass_and_save (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;

  t_at (t, 1, PH_SA1, US, D_SA);
  bh_state_markers (t->st)[d->m_sap[US]] = 4;
  bh_state_markers (t->st)[d->m_sap[WC]] = 2;
  t_do (t, "save");
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[US]], ==, 3);
  g_assert_false (t_can (t, "save"));
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_do (t, "pass");
  g_assert_cmpint (t->st->pending.side, ==, US);
  g_assert_false (t_can (t, "save"));        /* one saved point (5.9) */
  t_do (t, "pass");
  g_assert_cmpint (t->st->phase, ==, PH_US1);
  t_free (t);
}

/* 5.1.1: a recruit drawn from the cup: entry squares for all, Fort
 * Washington or Harmar for regulars and scouts, a settlement within 4 of a
 * fort for militia, entry squares only for wagons. */
static void
test_us_recruit (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;
  int cup = d->cup;
  g_autofree char *list = NULL;
  int drawn;

  while (t->c.ix->head[cup] >= 0)
    ohio_move_piece (&t->c, t->c.ix->head[cup], BH_OFFBOARD);
  t_put (t, "us-regular-infantry.10", "recruitment-cup", 0);
  t_at (t, 1, PH_SA1, US, D_SA);
  t_do_rolls (t, "recruit", ROLLS (5));
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  drawn = t->st->pending.args[0];
  g_assert_cmpint (drawn, ==, t_piece (t, "us-regular-infantry.10"));
  g_assert_cmpuint (t->st->reveals, >, 0);
  list = t_actions (t);
  g_assert_nonnull (strstr (list, "place us-regular-infantry.10 entry-us-forbes-road"));
  g_assert_nonnull (strstr (list, "place us-regular-infantry.10 fort-washington"));
  g_assert_null (strstr (list, "place us-regular-infantry.10 louisville"));
  t_do (t, "place us-regular-infantry.10 fort-harmar");
  t_assert_at (t, "us-regular-infantry.10", "fort-harmar");
  /* The cup is empty: the other checks are lost; the WC acts. */
  g_assert_cmpint (t_kind (t), ==, D_SA);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  g_assert_false (t_can (t, "recruit"));
  t_free (t);
}

/* 5.1.1: the recruit drawn is the US player's to see and place while it
 * waits in the cup (the log names it, so the WC sees it too); the pieces
 * left in the cup stay hidden from both. */
static void
test_drawn_recruit_seen (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;
  int cup = d->cup, drawn, other;

  while (t->c.ix->head[cup] >= 0)
    ohio_move_piece (&t->c, t->c.ix->head[cup], BH_OFFBOARD);
  t_put (t, "us-regular-infantry.10", "recruitment-cup", 0);
  t_put (t, "us-regular-infantry.11", "recruitment-cup", 0);
  t_at (t, 1, PH_SA1, US, D_SA);
  t_do_rolls (t, "recruit", ROLLS (5));
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  drawn = t->st->pending.args[0];
  other = drawn == t_piece (t, "us-regular-infantry.10") ? t_piece (t, "us-regular-infantry.11")
                                                         : t_piece (t, "us-regular-infantry.10");
  for (int side = US; side <= WC; side++)
    {
      g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, side);

      g_assert_true (bh_rules_piece_visible (t->rules, t->st, drawn, side));
      g_assert_false (bh_rules_piece_visible (t->rules, t->st, other, side));
      g_assert_false (bh_state_const_pieces (view)[drawn].flags & BH_PIECE_HIDDEN);
      g_assert_cmpint (bh_state_const_pieces (view)[drawn].location, ==, cup);
      g_assert_cmpint (view->pending.args[0], ==, drawn);
    }
  t_free (t);
}

/* 5.2.2: a US build inside a treaty nation breaks the treaty: its units
 * come out of the nation square into its villages and it joins the WC. */
static void
test_broken_treaty_by_build (void)
{
  T *t = t_new ("legion");
  const OhioData *d = t->self->d;
  int mingo = t_nation (t, "mingo");
  g_autofree char *build = t_build_action (t, "build", PC_SETTLEMENT, "salt-licks");

  int in_square;

  g_assert_cmpint (t_x (t)->nation_status[mingo], ==, NAT_TREATY);
  t_clear_map (t);
  t_put (t, "mingo-village.1", "standing-stone", 0);
  t_put (t, "settlement.20", "gallipolis", 0);
  in_square = ohio_count_class (&t->c, d->nation_box[mingo], PC_WARRIOR);
  g_assert_cmpint (in_square, >, 0);
  bh_state_markers (t->st)[d->m_sap[US]] = 4;
  t_at (t, 6, PH_SA1, US, D_SA);
  g_assert_true (t_can (t, build));
  t_do (t, build);
  g_assert_cmpint (t_x (t)->nation_status[mingo], ==, NAT_BROKEN);
  /* "move all the nation's units in the nation square to its villages":
   * the one village here takes them all (5.2.2). */
  g_assert_cmpint (ohio_count_class (&t->c, t_loc (t, "standing-stone"), PC_WARRIOR), ==, in_square);
  g_assert_cmpint (ohio_count_class (&t->c, d->nation_box[mingo], PC_WARRIOR), ==, 0);
  t_free (t);
}

/* 5.2.2, 6.7: a treaty broken by a battle on one of the nation's villages
 * (autoplay legion, seed 667: a US attack on the Mingo village of Will's
 * Creek, a Delaware reinforcement hit there) brings the nation's units out
 * of its square while the US force still stands on that village: they
 * never come onto it, which would leave both sides on one space with no
 * battle, pass through or siege (6.7). */
static void
test_no_stack_with_enemy_after_broken_treaty (void)
{
  T *t = t_new ("legion");

  g_assert_cmpuint (t_replay_save (t, "ohio-legion-667.blockhouse", "legion", 0), ==, 89);
  /* The treaty is broken; the Mingo came to their other village, none to
   * Will's Creek, where the US force won. */
  g_assert_cmpint (t->c.x->nation_status[t_nation (t, "mingo")], ==, NAT_BROKEN);
  g_assert_false (ohio_has_military (&t->c, t_loc (t, "wills-creek"), WC, 0, 0));
  t_assert_at (t, "us-militia-infantry.2", "wills-creek");
  t_assert_at (t, "mingo-subordinate-leader", "hocking-falls");
  t_assert_at (t, "mingo-warrior.1", "hocking-falls");
  t_free (t);
}

/* 14.3, 6.1: both sides reinforce a battle from the same space (autoplay
 * campaign, seed 1343, turn 3: Little Turtle attacks Whitewater; the US
 * artillery at Fort Washington and the Shawnee warrior besieging the fort
 * both reinforce). Each reinforcing force holds its own side's pieces
 * only: the US force moving to North Bend once carried the Shawnee
 * warrior along, and the game then asked the US for the WC's declaration
 * with no legal action. The invariant hook now refuses a piece marked as
 * moving that is not with its side's force. The position is the game's,
 * set up on the board. */
static void
test_reinforcements_keep_their_sides (void)
{
  T *t = t_new_clear ("campaign");

  t_put (t, "us-regular-infantry.5", "fort-washington", 1);
  t_pc (t, "us-regular-infantry.5")->flags = F_DEFEND;
  t_put (t, "artillery.1", "fort-washington", 0);
  t_put (t, "shawnee-warrior.2", "fort-washington", 1);
  t_put (t, "supply-wagon.2", "whitewater", 0);
  t_put (t, "us-regular-infantry.6", "whitewater", 1);
  t_put (t, "little-turtle", "twin-creek", 0);
  t_put (t, "miami-warrior.3", "twin-creek", 0);
  ohio_index_rebuild (&t->c);
  t_vp (t, WC, 0);
  t_at (t, 3, PH_WC2, WC, D_OPS);
  t_form_march (t, "little-turtle", "miami-warrior.3", NULL);
  t_do (t, "move whitewater");
  t_do (t, "attack");
  /* Event 6: Reinforcements (14.3); Little Turtle's TP give the WC the
   * tactical advantage (14.9): no re-roll. */
  t_do_rolls (t, "defend", ROLLS (6));
  if (t_kind (t) == D_REROLL)
    t_do (t, "no-reroll");
  g_assert_cmpint (t_kind (t), ==, D_REINF_CHOOSE);
  g_assert_cmpint (t->st->pending.side, ==, US);
  t_do (t, "reinforce artillery.1");
  t_do (t, "march");
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_do (t, "reinforce shawnee-warrior.2");
  t_do (t, "march");
  /* The lower TP moves first (14.3): the US (0 against 0, then FP 0
   * against 1). */
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  g_assert_cmpint (t->st->pending.side, ==, US);
  t_do (t, "move north-bend");
  t_assert_at (t, "artillery.1", "north-bend");
  t_assert_at (t, "shawnee-warrior.2", "fort-washington");
  /* 18.0: the WC stack next to North Bend may ambush the US force there;
   * then the US force goes on to the battle. */
  if (t_kind (t) == D_AMBUSH)
    t_do (t, "no-ambush");
  g_assert_cmpint (t->st->pending.side, ==, US);
  t_do (t, "move whitewater");
  t_assert_at (t, "artillery.1", "whitewater");
  /* Then the WC's own force moves. */
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_free (t);
}


/* 14.3, 18.2: a reinforcement may not fight on its way, only pass through
 * (13.0: more FP than the enemy) or overrun (17.1: 5 times). A Miami
 * warrior (2 FP) reinforcing Whitewater from Greenville enters Twin Creek,
 * where Richard Butler (0 FP) stands alone: it may pass through. The US
 * stack at Hamilton Ford ambushes it there: 6 - 1 (the scenario's US
 * ambush modifier) = 5, 1 hit (18.2): reduced to 1 FP, it has no more FP
 * than Butler's stack (a subordinate leader, 1 FP: 14.6) and not 5 times
 * them, so it goes back to Greenville and does not arrive (autoplay wabash, seed 1445, a
 * dead end before). */
static void
test_reinforcement_weakened_goes_back (void)
{
  T *t = t_new_clear ("wabash");

  t_put (t, "blue-jacket", "whitewater", 1);
  t_put (t, "supply-wagon.2", "twin-creek", 0);
  t_put (t, "richard-butler", "twin-creek", 0);
  t_put (t, "st-clair", "dunlaps-station", 0);
  t_put (t, "us-subordinate-leader.1", "hamilton", 0);
  t_put (t, "us-regular-infantry.3", "hamilton", 0);
  t_put (t, "us-regular-infantry.4", "hamilton", 1);
  t_put (t, "miami-warrior.2", "greenville", 0);
  t_put (t, "delaware-warrior.1", "greenville", 1);
  ohio_index_rebuild (&t->c);
  t_vps (t, 20, 14);
  t_at (t, 5, PH_US2, US, D_OPS);
  t_form_march (t, "supply-wagon.2", NULL);
  t_do (t, "move whitewater");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (6));          /* Reinforcements (14.3) */
  if (t_kind (t) == D_REROLL)
    t_do (t, "no-reroll");
  t_do (t, "reinforce st-clair");
  t_do (t, "march");
  t_do (t, "reinforce miami-warrior.2");
  t_do (t, "march");
  /* 14.3: the lower TP moves first: the WC (0 against St. Clair's). */
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_do (t, "move twin-creek");
  g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
  t_do_rolls (t, "ambush hamilton", ROLLS (6, 1));
  g_assert_cmpint (t_face (t, "miami-warrior.2"), ==, 1);
  t_assert_at (t, "miami-warrior.2", "greenville");
  g_assert_false (t_pc (t, "miami-warrior.2")->flags & F_BATTLE);
  /* The battle goes on: the US reinforcement moves. */
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  g_assert_cmpint (t->st->pending.side, ==, US);
  t_free (t);
}

/* 15.1.1, 15.1.3, 20.3: a WC stack whose way back is a fort space it
 * besieges (autoplay campaign, seed 5144): Delaware warriors and
 * Buckongahelas besiege Fort Steuben at Sunfish Creek; the warriors attack
 * Marietta and the event die reads Delay (3: the attacker goes back,
 * 14.3). The attacker's retreat space "must be the space the attacker
 * advanced into the battle space from" (15.1.1), but "WC units may not
 * retreat into an occupied fort space" (15.1.3; 20.3 "A fort space may not
 * be retreated into by Indian forces"): nowhere to go, the warrior is lost
 * (docs/rules/ohio.md, 15.1.1 / 15.1.3 / 20.3 / 20.4). Buckongahelas goes
 * on besieging, and no battle is fought. Until session 19 this row had the
 * warrior go back, lose 1 FP and attack the fort's defenders (15.3) with
 * Buckongahelas beside it (session 9, 14.0 reading): a retreat 15.1.3
 * forbids. */
static void
test_besieger_delayed_has_no_way_back (void)
{
  T *t = t_new_clear ("wabash");

  t_put (t, "fort-steuben", "sunfish-creek", 0);
  t_put (t, "us-regular-infantry.1", "sunfish-creek", 1);
  t_pc (t, "us-regular-infantry.1")->flags = F_DEFEND;
  t_put (t, "buckongahelas", "sunfish-creek", 0);
  t_put (t, "delaware-warrior.2", "sunfish-creek", 0);
  t_put (t, "us-subordinate-leader.1", "marietta", 0);
  t_put (t, "us-regular-infantry.6", "marietta", 1);
  ohio_index_rebuild (&t->c);
  t_vps (t, 0, 0);
  t_at (t, 5, PH_WC1, WC, D_OPS);
  t_form_march (t, "delaware-warrior.2", NULL);
  t_do (t, "move marietta");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (3));
  g_assert_true (t_said (t, "Nowhere to retreat from Marietta"));
  g_assert_false (t_x (t)->battle.active);
  g_assert_cmpint (t_where (t, "delaware-warrior.2"), ==, t->self->d->wc_elim);
  t_assert_at (t, "buckongahelas", "sunfish-creek");
  t_assert_at (t, "us-regular-infantry.1", "sunfish-creek");
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 1);
  g_assert_true (t_pc (t, "us-regular-infantry.1")->flags & F_DEFEND);
  t_assert_at (t, "fort-steuben", "sunfish-creek");
  g_assert_cmpint (t_face (t, "fort-steuben"), ==, 0);
  t_free (t);
}

/* 5.2.1 on the board: every principal village has an adjacent ground
 * space (none stands on a river space), so a US key leader can stand next
 * to it.  The Ottawa's Roche de Boeuf, between the two Maumee river
 * spaces, has the trail to the Portage River: a treaty with the Ottawa is
 * listed from there, not from two spaces away, and succeeds. */
static void
test_treaty_ottawa (void)
{
  T *t = t_new ("harmar");
  const OhioData *d = t->self->d;
  int ottawa = t_nation (t, "ottawa");
  int roche = t_loc (t, "roche-de-boeuf");
  g_autofree char *action = g_strdup_printf ("treaty %d", ottawa);
  gboolean ground = FALSE;
  guint n;
  const OhioAdj *adj;

  for (guint s = 0; s < d->n_spaces; s++)
    {
      if (d->spaces[s].principal == OHIO_NONE)
        continue;
      ground = FALSE;
      adj = ohio_adj (d, s, &n);
      for (guint i = 0; i < n; i++)
        ground |= !d->spaces[adj[i].to].river && !d->spaces[adj[i].to].entry;
      g_assert_true (ground);
    }
  g_assert_cmpint (d->spaces[roche].principal, ==, ottawa);
  g_assert_cmpint (t_x (t)->nation_status[ottawa], ==, NAT_NONALIGNED);

  t_clear_map (t);
  t_put_harmar_column (t, "lower-sandusky");
  t_vp (t, US, 18);
  bh_state_markers (t->st)[d->m_sap[US]] = 4;
  t_at (t, 1, PH_SA1, US, D_SA);
  /* Two spaces away (Lower Sandusky - Portage River - Roche de Boeuf): no treaty. */
  g_assert_false (t_can (t, action));

  t_clear_map (t);
  t_put_harmar_column (t, "portage-river");
  t_at (t, 1, PH_SA1, US, D_SA);
  g_assert_true (t_can (t, action));
  /* 9 + 1 = 10: the target of the First Expedition. */
  t_do_rolls (t, action, ROLLS (1));
  g_assert_cmpint (t_x (t)->nation_status[ottawa], ==, NAT_TREATY);
  t_free (t);
}

/* 5.2.3: a WC key leader in the nonaligned nation's principal village,
 * at most 2 WC FP in its land: an alliance brings its starting forces. */
static void
test_alliance (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;
  int wyandot = t_nation (t, "wyandot");
  g_autofree char *action = g_strdup_printf ("alliance %d", wyandot);

  t_put (t, "wyandot-village.1", "tymochtee", 0);
  t_put (t, "blue-jacket", "upper-sandusky", 0);
  t_put (t, "shawnee-warrior.1", "upper-sandusky", 0);
  t_vp (t, WC, 18);
  bh_state_markers (t->st)[d->m_sap[WC]] = 3;
  t_at (t, 1, PH_SA1, WC, D_SA);
  t_x (t)->sa_passed = 1;
  g_assert_true (t_can (t, action));
  /* 9 + 1 = 10: the target of the First Expedition. */
  t_do_rolls (t, action, ROLLS (1));
  g_assert_cmpint (t_x (t)->nation_status[wyandot], ==, NAT_WC);
  /* 5.2.3.1: 2 leaders and 4 warriors, placed one by one. */
  g_assert_cmpint (t_kind (t), ==, D_PLACE);
  while (t_kind (t) == D_PLACE)
    t_first (t);
  /* Two in the principal village, one in the other: the fourth has no
   * village and stays in the square with the 4 that remain. */
  g_assert_cmpint (ohio_count_class (&t->c, t_loc (t, "upper-sandusky"), PC_WARRIOR), ==, 3);   /* with the Shawnee */
  g_assert_cmpint (ohio_count_class (&t->c, t_loc (t, "tymochtee"), PC_WARRIOR), ==, 1);
  g_assert_cmpint (ohio_count_class (&t->c, d->nation_box[wyandot], PC_WARRIOR), ==, 5);
  t_free (t);
}

/* 5.3: settlements within 2 of a river and 4 of a settlement or fort, at
 * least 2 from any village or warrior; a fort within 3 of a fort, paid
 * with a wagon next to it. */
static void
test_build_rules (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;
  g_autofree char *near_village = t_build_action (t, "build", PC_SETTLEMENT, "hamilton");
  g_autofree char *far = t_build_action (t, "build", PC_SETTLEMENT, "whetstone");

  t_at (t, 1, PH_SA1, US, D_SA);
  g_assert_true (t_can (t, near_village));
  g_assert_false (t_can (t, far));             /* 5 spaces from any settlement */
  t_put (t, "miami-village.1", "twin-creek", 0);
  g_assert_false (t_can (t, near_village));    /* next to a village */
  g_assert_false (t_can (t, "build-fort fort-steuben east-fork supply-wagon.1"));
  t_put (t, "supply-wagon.1", "fort-washington", 0);
  g_assert_false (t_can (t, "build-fort fort-steuben east-fork supply-wagon.1"));
  t_put (t, "supply-wagon.1", "little-miami-milford", 0);
  ohio_move_piece (&t->c, t_piece (t, "supply-wagon.1"), t_loc (t, "east-fork"));
  g_assert_true (t_can (t, "build-fort fort-steuben east-fork supply-wagon.1"));
  t_do (t, "build-fort fort-steuben east-fork supply-wagon.1");
  t_assert_at (t, "fort-steuben", "east-fork");
  g_assert_cmpint (t_where (t, "supply-wagon.1"), ==, d->cup);
  g_assert_true (t_x (t)->forts_built != 0);
  t_free (t);
}

/* 5.4: repairing a damaged settlement: WC -1/2, not with a warrior within 2. */
static void
test_repair (void)
{
  T *t = t_new_clear ("harmar");
  int paris = t_loc (t, "paris");

  t_x (t)->printed[paris] = 1;
  t_vp (t, WC, 3);
  t_at (t, 1, PH_SA1, US, D_SA);
  t_put (t, "shawnee-warrior.1", "ruddles-station", 0);
  g_assert_false (t_can (t, "repair paris"));
  ohio_move_piece (&t->c, t_piece (t, "shawnee-warrior.1"), BH_OFFBOARD);
  {
    g_autofree char *status = bh_rules_describe_status (t->rules, t->st);
    g_autofree char *line = g_strdup_printf ("Damaged settlements: %s", bh_game_data_get_location_name (t->data, paris));

    g_assert_nonnull (strstr (status, line));
  }
  t_do (t, "repair paris");
  g_assert_cmpint (ohio_settlement_steps (&t->c, paris), ==, 2);
  g_assert_cmpint (t_vp2 (t, WC), ==, 2);
  {
    g_autofree char *status = bh_rules_describe_status (t->rules, t->st);

    g_assert_null (strstr (status, "Damaged settlements"));
  }
  t_free (t);
}

/* 5.5: after a build, WC FP within 3 MP may harass: 4-6 succeed, each a
 * step and +1/2 VP. */
static void
test_harass (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;
  g_autofree char *build = t_build_action (t, "build", PC_SETTLEMENT, "hamilton");
  int hamilton = t_loc (t, "hamilton");

  t_put (t, "shawnee-warrior.1", "caesars-creek", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_SA1, US, D_SA);
  t_do (t, build);
  g_assert_cmpint (t_kind (t), ==, D_HARASS);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_do_rolls (t, "harass", ROLLS (4, 3));
  g_assert_cmpint (ohio_settlement_steps (&t->c, hamilton), ==, 1);
  g_assert_cmpint (t_vp2 (t, WC), ==, 1);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[WC]], ==, 4);
  /* The harass was the WC's action: the US is next. */
  g_assert_cmpint (t->st->pending.side, ==, US);
  t_free (t);
}

/* 5.5, 20.6: three harass dice (3 WC FP: a full and a reduced warrior)
 * rolling 4, 4, 4 all succeed: the new settlement is reduced, then razed
 * (+1/2 VP each, 24.0), and the log says the third had nothing left to
 * take. */
static void
test_harass_nothing_left (void)
{
  T *t = t_new_clear ("harmar");
  g_autofree char *build = t_build_action (t, "build", PC_SETTLEMENT, "hamilton");

  t_put (t, "shawnee-warrior.1", "caesars-creek", 0);
  t_put (t, "shawnee-warrior.2", "caesars-creek", 1);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_SA1, US, D_SA);
  t_do (t, build);
  t_do_rolls (t, "harass", ROLLS (4, 4, 4));
  g_assert_cmpint (ohio_settlement_steps (&t->c, t_loc (t, "hamilton")), ==, 0);
  g_assert_cmpint (t_vp2 (t, WC), ==, 2);
  g_assert_nonnull (strstr (t->narration, "The settlement at Hamilton Ford is reduced (20.6)"));
  g_assert_nonnull (strstr (t->narration, "The settlement at Hamilton Ford is razed (20.6)"));
  g_assert_nonnull (strstr (t->narration, "Harass die 3 of 3: 4: a success, but nothing is left to lose (5.5)"));
  t_free (t);
}

/* 5.6.2 D: the raid fails, WC -1/2 and no more raids this segment. */
static void
test_raid_d (void)
{
  T *t = t_new_clear ("wabash");
  const OhioData *d = t->self->d;
  int spec[4], k = 0;

  t_vp (t, WC, 4);
  t_at (t, 3, PH_SA1, WC, D_SA);
  t_x (t)->sa_passed = 1;
  FOR_PIECES_AT (&t->c, d->raid_cup, p)
    {
      k++;
      if (d->pieces[p].klass == PC_RAID_D)
        break;
    }
  spec[0] = -ohio_count_class (&t->c, d->raid_cup, PC_RAID_A) - ohio_count_class (&t->c, d->raid_cup, PC_RAID_B) -
            ohio_count_class (&t->c, d->raid_cup, PC_RAID_C) - ohio_count_class (&t->c, d->raid_cup, PC_RAID_D);
  spec[1] = k;
  spec[2] = 0;
  t_do_seq (t, "raid paris", spec);
  g_assert_cmpint (t_vp2 (t, WC), ==, 3);
  g_assert_true (t_x (t)->raid_blocked);
  g_assert_false (t_can (t, "raid lexington"));
  /* The board says so: the Raid marker on its blocked side, the status
   * line too, and the WC's 3 half points read 1½ (2.4). */
  g_assert_cmpint (bh_state_const_pieces (t->st)[t_piece (t, "raid-marker")].face, ==, 1);
  {
    g_autofree char *status = bh_rules_describe_status (t->rules, t->st);

    g_assert_nonnull (strstr (status, "Raid: blocked"));
    g_assert_nonnull (strstr (status, "Build: allowed"));
    g_assert_nonnull (strstr (status, "WC 1½"));
  }
  /* The chit went back into the cup unseen by either side. */
  FOR_PIECES_AT (&t->c, d->raid_cup, p)
    for (int side = US; side <= WC; side++)
      g_assert_false (bh_rules_piece_visible (t->rules, t->st, p, side));
  t_free (t);
}

/* 5.7.1: lost artillery found on a modified 6: +1 per 4 US FP within a
 * space. */
static void
test_search_artillery (void)
{
  T *t = t_new_clear ("learning-2");

  t_put (t, "artillery.1", "greenville", 1);
  t_put (t, "us-regular-infantry.1", "twin-creek", 0);
  t_put (t, "us-regular-infantry.2", "twin-creek", 0);
  t_at (t, 3, PH_SA1, US, D_SA);
  t_do_rolls (t, "search-artillery artillery.1", ROLLS (5));
  g_assert_cmpint (t_face (t, "artillery.1"), ==, 0);
  t_free (t);
}

/* 5.8: a warrior and a leader from one WC village to another, on a path
 * free of US units. */
static void
test_strategic_movement (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "miami-village.1", "greenville", 0);
  t_put (t, "miami-warrior.1", "greenville", 0);
  t_put (t, "little-turtle", "greenville", 0);
  t_put (t, "shawnee-village.1", "grand-glaize", 0);
  t_at (t, 1, PH_SA1, WC, D_SA);
  t_x (t)->sa_passed = 1;
  g_assert_true (t_can (t, "strategic-with miami-warrior.1 little-turtle kekionga"));
  t_do (t, "strategic-with miami-warrior.1 little-turtle grand-glaize");
  t_assert_at (t, "miami-warrior.1", "grand-glaize");
  t_assert_at (t, "little-turtle", "grand-glaize");
  t_free (t);
}

/* ---- 6.0 operations --------------------------------------------------------------- */

/* 6.3.1: at most 8 FP move along a river; any size may cross it (into a
 * river space and out to the other bank). */
static void
test_river_limit (void)
{
  T *t = t_new_clear ("harmar");

  t_put_harmar_column (t, "fort-washington");
  t_at (t, 1, PH_US1, US, D_OPS);
  t_march_harmar_column (t);
  t_do (t, "move little-miami-milford");
  /* 10 FP: not up the Little Miami, but down to the Ohio is allowed for
   * the US up to 16 (6.3.1). */
  g_assert_false (t_can (t, "move little-miami-waynesville"));
  g_assert_true (t_can (t, "move ohio-cincinnati"));
  /* Never end on a river space (2.5.2). */
  g_assert_false (t_can (t, "stop"));
  t_do (t, "move east-fork");
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 2);      /* 2 in, 0 out */
  t_do (t, "stop");
  t_free (t);
}

/* 6.6, 6.8: a force entering a space with more than 16 friendly FP stops. */
static void
test_army_stops (void)
{
  T *t = t_new_clear ("harmar");

  t_put_series (t, "us-militia-infantry", 1, 9, "hamilton", 0);
  t_put (t, "us-subordinate-leader.1", "fort-washington", 0);
  t_put (t, "us-regular-infantry.1", "fort-washington", 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-subordinate-leader.1", "us-regular-infantry.1", NULL);
  t_do (t, "move dunlaps-station");
  t_do (t, "move great-miami-lower");
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 1);
  /* What players read: the force's MP left, its pieces in the force. */
  {
    g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, WC);
    g_autofree char *status = bh_rules_describe_status (t->rules, view);
    g_autofree char *line = g_strdup_printf ("Force on the move: US at %s, 1 of ",
                                             bh_game_data_get_location_name (t->data, t_loc (t, "great-miami-lower")));
    g_auto(GStrv) words = bh_rules_piece_status (t->rules, view, t_piece (t, "us-regular-infantry.1"));

    g_assert_nonnull (strstr (status, line));
    g_assert_nonnull (words);
    g_assert_true (g_strv_contains ((const char * const *) words, "in the force"));
  }
  t_do (t, "move hamilton");
  g_assert_true (t_x (t)->move.ended);
  g_assert_false (t_can (t, "move twin-creek"));
  t_do (t, "stop");
  t_free (t);
}

/* 6.5: a subordinate force never drops its leader; dropped units have
 * moved. */
static void
test_drop_rules (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-subordinate-leader.1", "hamilton", 0);
  t_put (t, "us-regular-infantry.1", "hamilton", 0);
  t_put (t, "us-regular-infantry.2", "hamilton", 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-subordinate-leader.1", "us-regular-infantry.1",
                "us-regular-infantry.2", NULL);
  t_do (t, "move twin-creek");
  g_assert_false (t_can (t, "drop us-subordinate-leader.1"));
  t_do (t, "drop us-regular-infantry.2");
  t_do (t, "move greenville");
  t_do (t, "stop");
  t_assert_at (t, "us-regular-infantry.2", "twin-creek");
  g_assert_false (t_can (t, "form us-regular-infantry.2"));
  g_assert_true (t_can (t, "end-ops"));
  t_free (t);
}

/* ---- 7.0 - 11.0 checks ------------------------------------------------------------- */

/* 7.0, App. 3: the First Expedition withdraws at its square: the WC wins
 * the Harmar Campaign at once. */
static void
test_expedition_withdrawal_victory (void)
{
  T *t = t_new ("harmar");

  t_vp (t, WC, 2 * t->self->d->exp_withdraw_square[1]);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_do (t, "end-ops");
  t_assert_won (t, WC);
  t_free (t);
}

/* 7.1, 7.2, LR chart: in the campaign the First Expedition withdraws and
 * the Second enters: Harmar leaves, St. Clair comes on an entry square. */
static void
test_campaign_second_expedition (void)
{
  T *t = t_new ("campaign");
  const OhioData *d = t->self->d;

  t_vp (t, WC, 2 * d->exp_entry_square[2]);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_do (t, "end-ops");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  for (int guard = 0; guard < 200 && (t_kind (t) == D_WINTER || t_kind (t) == D_PLACE); guard++)
    t_first (t);
  g_assert_cmpint (t_x (t)->expedition, ==, 2);
  g_assert_cmpint (t_where (t, "harmar"), ==, d->us_elim);
  g_assert_true (d->spaces[t_where (t, "st-clair")].entry);
  /* 5 SAP from the Second Expedition on (LR). */
  g_assert_true (t_x (t)->exp_entered >> 2 & 1);
  t_free (t);
}

/* 8.0: the Legion's Mingo (treaty) go at the first Nation Check; Breaker
 * would stay (App. 3). */
static void
test_nation_check (void)
{
  T *t = t_new ("legion");
  int mingo = t_nation (t, "mingo");

  t_at (t, 6, PH_US1, US, D_OPS);
  t_do (t, "end-ops");
  g_assert_cmpint (t_x (t)->nation_status[mingo], ==, NAT_WITHDRAWN);
  g_assert_cmpint (ohio_count_class (&t->c, t_loc (t, "hocking-falls"), PC_VILLAGE), ==, 0);
  t_free (t);
}

/* 9.0: a wounded leader heals on 1-3, dies on 6. */
static void
test_leader_check (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "blue-jacket", "chalakatha", 1);
  t_put (t, "us-subordinate-leader.1", "fort-washington", 1);
  t_at (t, 1, PH_US1, US, D_OPS);
  /* Nation Check (nothing), then the Leader Check: US leader then WC. */
  /* Pieces roll in order: the WC's leader first. */
  t_do_rolls (t, "end-ops", ROLLS (2, 6));
  g_assert_cmpint (t_where (t, "us-subordinate-leader.1"), ==, t->self->d->us_elim);
  t_assert_at (t, "blue-jacket", "chalakatha");
  g_assert_cmpint (t_face (t, "blue-jacket"), ==, 0);
  t_free (t);
}

/* 10.0: a stack with no fort or wagon within 4 spaces is reduced. */
static void
test_out_of_supply (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-militia-infantry.1", "whetstone", 0);
  t_put (t, "us-regular-infantry.2", "hamilton", 0);
  t_at (t, 1, PH_END, US, D_NONE);
  t_x (t)->proc_started = 0;
  ohio_advance (&t->c);
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 1);
  g_assert_cmpint (t_face (t, "us-militia-infantry.1"), ==, 1);
  g_assert_cmpint (t_face (t, "us-regular-infantry.2"), ==, 0);   /* Fort Washington is near */
  t_free (t);
}

/* 11.1, 11.2: winter quarters: regulars to forts, half the militia to the
 * cup and the rest to settlements one each; warriors to their villages. */
static void
test_winter_quartering (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;
  int cup_before;

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-militia-infantry.1", "whetstone", 1);
  t_put (t, "us-militia-infantry.2", "whetstone", 0);
  t_put (t, "us-militia-infantry.3", "whetstone", 0);
  t_put (t, "miami-warrior.1", "loramies", 0);
  t_put (t, "miami-village.1", "greenville", 0);
  t_put (t, "supply-wagon.1", "whetstone", 0);
  cup_before = count_at (t, "recruitment-cup");
  t_at (t, 1, PH_END, US, D_NONE);
  t_x (t)->proc_started = 0;
  t_x (t)->proc = 1;
  ohio_advance (&t->c);
  g_assert_cmpint (t_kind (t), ==, D_WINTER);
  /* The regular: a fort; the wagon: a fort. */
  while (t_kind (t) == D_WINTER && t->st->pending.side == US && t->st->pending.args[0] >= 0)
    t_first (t);
  g_assert_true (ohio_has_fort (&t->c, t_where (t, "us-regular-infantry.1")));
  /* Half of the 3 militia units (1) to the cup, by choice. */
  g_assert_cmpint (t_kind (t), ==, D_WINTER);
  t_do (t, "winter-cup us-militia-infantry.1");
  while (t_kind (t) == D_WINTER && t->st->pending.side == US)
    t_first (t);
  g_assert_cmpint (count_at (t, "recruitment-cup"), ==, cup_before + 1);
  g_assert_true (ohio_has_settlement (&t->c, t_where (t, "us-militia-infantry.2")));
  g_assert_true (ohio_has_settlement (&t->c, t_where (t, "us-militia-infantry.3")));
  g_assert_cmpint (t_where (t, "us-militia-infantry.2"), !=, t_where (t, "us-militia-infantry.3"));
  /* The warrior goes to its village. */
  /* The warrior: any village of its nation (Kekionga and Pickawillany too). */
  g_assert_cmpint (t_kind (t), ==, D_WINTER);
  g_assert_true (t_can (t, "place miami-warrior.1 kekionga"));
  t_do (t, "place miami-warrior.1 greenville");
  t_assert_at (t, "miami-warrior.1", "greenville");
  g_assert_cmpint (t->st->turn, ==, 2);
  (void) d;
  t_free (t);
}

/* ---- 13.0 - 17.0 ---------------------------------------------------------------------- */

/* 13.0: pass through needs more FP than the enemy and costs 1 MP more;
 * the stack passed may ambush. */
static void
test_pass_through (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-subordinate-leader.1", "north-bend", 0);
  t_put (t, "us-regular-infantry.1", "north-bend", 0);
  t_put (t, "us-regular-infantry.2", "north-bend", 0);
  t_put (t, "miami-warrior.1", "whitewater", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-subordinate-leader.1", "us-regular-infantry.1",
                "us-regular-infantry.2", NULL);
  t_do (t, "move whitewater");
  g_assert_true (t_can (t, "pass-through"));
  g_assert_false (t_can (t, "overrun"));        /* 5 FP is not five times 2 */
  t_do (t, "pass-through");
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 2);
  g_assert_false (t_can (t, "stop"));
  t_do (t, "move twin-creek");
  t_do (t, "stop");
  t_assert_at (t, "miami-warrior.1", "whitewater");
  t_free (t);
}

/* 14.3: Delay cancels the battle and the attacker retreats. */
static void
test_event_delay (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", NULL);
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (3));
  t_assert_at (t, "us-regular-infantry.1", "whetstone");
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 0);
  g_assert_cmpint (t_vp2 (t, WC), ==, 0);
  t_free (t);
}

/* 14.3: Reinforcements: an unmoved force within 3 MP joins the battle. */
static void
test_reinforcements (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-regular-infantry.2", "whetstone", 0);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.2", "licking-forks", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", NULL);
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (6));
  /* The US names its force first. */
  g_assert_cmpint (t_kind (t), ==, D_REINF_CHOOSE);
  g_assert_cmpint (t->st->pending.side, ==, US);
  t_do (t, "reinforce us-regular-infantry.2");
  t_do (t, "march");
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_do (t, "reinforce shawnee-warrior.2");
  t_do (t, "march");
  /* Equal TP and FP: the defender moves first (14.3). */
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_do (t, "move big-walnut");
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  g_assert_cmpint (t->st->pending.side, ==, US);
  /* Both sides: 4 FP; US 4 and WC 1 on 3-4: 1 and none. */
  t_do_rolls (t, "move big-walnut", ROLLS (4, 1));
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 4);
  t_free (t);
}

/* 15.2: a defender retreating into a river space loses 1 FP and goes to
 * the ground on the other bank. */
static void
test_retreat_across_river (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "twin-creek", 0);
  t_put (t, "us-regular-infantry.2", "twin-creek", 0);
  t_put (t, "us-regular-infantry.3", "twin-creek", 0);
  t_put (t, "shawnee-warrior.1", "hamilton", 0);
  t_put (t, "shawnee-warrior.2", "hamilton", 0);
  t_put (t, "miami-village.1", "whitewater", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2",
                "us-regular-infantry.3", NULL);
  t_do (t, "move hamilton");
  t_do (t, "attack");
  /* Battle; US 6 on 5-6: 2; WC 1 on 3-4: 0. */
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  while (t_kind (t) == D_CASUALTY)
    t_first (t);
  g_assert_cmpint (t_kind (t), ==, D_RETREAT);
  g_assert_true (t_can (t, "retreat great-miami-lower"));
  t_do (t, "retreat great-miami-lower");
  /* 1 FP for the river, then the far bank. */
  while (t_kind (t) == D_CASUALTY || t_kind (t) == D_RETREAT)
    t_first (t);
  {
    int w1 = t_where (t, "shawnee-warrior.1"), w2 = t_where (t, "shawnee-warrior.2");
    int alive = (w1 < (int) t->self->d->n_spaces) + (w2 < (int) t->self->d->n_spaces);

    g_assert_cmpint (alive, ==, 1);
    g_assert_false (t->self->d->spaces[w1 < (int) t->self->d->n_spaces ? w1 : w2].river);
  }
  t_free (t);
}

/* 17.0: five times the FP: the defender must try to retreat; on failure
 * and no Delay the enemy units are casualties (WC to its box) and the
 * force goes on; 17.2.2 militia lose 1 FP. */
static void
test_overrun (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;

  t_put (t, "harmar", "north-bend", 0);
  t_put_series (t, "us-militia-infantry", 1, 5, "north-bend", 0);
  t_put (t, "shawnee-warrior.1", "whitewater", 1);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_do (t, "form harmar");
  t_do_series (t, "add", "us-militia-infantry", 1, 5);
  t_do (t, "march");
  t_do (t, "move whitewater");
  g_assert_true (t_can (t, "overrun"));
  /* RBC 1 fails; event Battle: success. */
  t_do_rolls (t, "overrun", ROLLS (1, 1));
  g_assert_cmpint (t_where (t, "shawnee-warrior.1"), ==, d->nation_box[t_nation (t, "shawnee")]);
  /* 17.2.2 */
  g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
  t_do (t, "casualty us-militia-infantry.1");
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 2);
  g_assert_cmpint (t_vp2 (t, US), ==, 0);      /* no combat VP for an overrun */
  t_do (t, "move twin-creek");
  t_do (t, "stop");
  t_free (t);
}

/* ---- 18.0 - 25.0 ------------------------------------------------------------------------ */

/* 18.1: no ambush of a force five times the stack's FP; a catastrophic
 * failure costs the ambusher 1/2 VP (18.2). */
static void
test_ambush_limits (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-militia-infantry.1", "north-bend", 0);
  t_put (t, "us-militia-infantry.2", "north-bend", 0);
  t_put (t, "shawnee-warrior.1", "twin-creek", 1);
  t_vp (t, WC, 3);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-militia-infantry.1", "us-militia-infantry.2", NULL);
  /* 4 FP against 1: under five times, an ambush is possible. */
  t_do (t, "move whitewater");
  g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
  t_do_rolls (t, "ambush twin-creek", ROLLS (1, 1));
  g_assert_cmpint (t_vp2 (t, WC), ==, 2);
  t_do (t, "stop");
  /* 5 FP against 1: no ambush. */
  t_put (t, "us-militia-infantry.3", "north-bend", 0);
  t_put (t, "us-militia-infantry.4", "north-bend", 0);
  t_put (t, "us-militia-infantry.5", "north-bend", 1);
  t_form_march (t, "us-militia-infantry.3", "us-militia-infantry.4",
                "us-militia-infantry.5", NULL);
  t_do (t, "move whitewater");
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  t_free (t);
}

/* 19.0: each space a US force enters in a nonaligned nation's land: the
 * two faction dice below the US FP inside its boundary mean war. */
static void
test_war_risk (void)
{
  T *t = t_new_clear ("harmar");
  int wyandot = t_nation (t, "wyandot");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-regular-infantry.2", "whetstone", 0);
  t_put (t, "wyandot-village.1", "tymochtee", 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", NULL);
  /* 1 + 2 = 3 < 4 FP: the Wyandot join the WC. */
  t_do_rolls (t, "move upper-sandusky", ROLLS (1, 2));
  g_assert_cmpint (t_x (t)->nation_status[wyandot], ==, NAT_WC);
  g_assert_cmpint (t_kind (t), ==, D_PLACE);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_free (t);
}

/* 20.1, 20.2: fort defenders beaten by the WC do not retreat: besieged,
 * they may not move except by breaking out (20.2.2). */
static void
test_siege (void)
{
  T *t = t_new ("wabash");

  t_steuben_defended (t);
  t_put (t, "blue-jacket", "white-oak", 0);
  t_put (t, "shawnee-warrior.1", "white-oak", 0);
  t_put (t, "shawnee-warrior.2", "white-oak", 0);
  t_vps (t, 0, 0);
  t_at (t, 3, PH_WC1, WC, D_OPS);
  t_form_march (t, "blue-jacket", "shawnee-warrior.1", "shawnee-warrior.2", NULL);
  t_do (t, "move east-fork");
  /* No screen: the defenders of a built fort may be attacked (20.1). */
  g_assert_true (t_can (t, "ignore"));
  /* Event Battle; Blue Jacket gives the WC the tactical advantage. */
  t_do_rolls (t, "attack", ROLLS (1));
  g_assert_cmpint (t_kind (t), ==, D_REROLL);
  /* US 4 + fort 2 = 6 rolls 1: none; WC 4 rolls 4: 1. */
  t_do_rolls (t, "no-reroll", ROLLS (1, 4));
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 6);
  t_do (t, "no-reroll");
  t_do (t, "casualty us-regular-infantry.1");
  /* The WC won: the defenders stay, besieged. */
  g_assert_cmpint (t_vp2 (t, WC), ==, 1);
  t_assert_at (t, "us-regular-infantry.1", "east-fork");
  t_assert_at (t, "blue-jacket", "east-fork");
  g_assert_true (ohio_besieged (&t->c, t_loc (t, "east-fork")));
  t_do (t, "end-ops");
  while (t->st->phase != PH_US2)
    t_do (t, t_kind (t) == D_SA ? "pass" : "end-ops");
  g_assert_false (t_can (t, "form us-regular-infantry.2"));
  g_assert_true (t_can (t, "breakout east-fork"));
  t_free (t);
}

/* 20.7: Fort Miamis: the US may not enter; the WC may stay with 4 FP. */
static void
test_fort_miamis (void)
{
  T *t = t_new_clear ("legion");

  t_x (t)->space_flags[t_loc (t, "maumee-fort-miamis")] |= SPF_FORT_MIAMIS;
  t_put (t, "us-regular-infantry.1", "swan-creek", 0);
  t_put (t, "shawnee-warrior.1", "roche-de-boeuf", 0);
  t_put (t, "shawnee-warrior.2", "roche-de-boeuf", 0);
  t_vp (t, US, 0);
  t_at (t, 6, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", NULL);
  g_assert_false (t_can (t, "move maumee-fort-miamis"));
  t_do (t, "stop");
  t_at (t, 6, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-warrior.1", "shawnee-warrior.2", NULL);
  t_do (t, "move maumee-fort-miamis");
  g_assert_true (t_can (t, "stop"));
  t_do (t, "stop");
  t_assert_at (t, "shawnee-warrior.1", "maumee-fort-miamis");
  /* "no more than 4FP": a third warrior (6 FP) may not stay; the refusal
   * names 20.7. */
  t_put (t, "shawnee-warrior.3", "roche-de-boeuf", 0);
  ohio_index_rebuild (&t->c);
  t_form_march (t, "shawnee-warrior.3", NULL);
  t_do (t, "move maumee-fort-miamis");
  g_assert_false (t_can (t, "stop"));
  {
    BhAction a;
    g_autoptr(GError) error = NULL;

    g_assert_true (bh_rules_parse_action (t->rules, "stop", &a, NULL));
    a.side = WC;
    g_assert_false (bh_rules_check_action (t->rules, t->st, &a, &error));
    g_assert_nonnull (strstr (error->message, "20.7"));
  }
  t_free (t);
}

/* 21.1: a traitor scout costs the force 1 FP in combat. */
static void
test_scout_traitor (void)
{
  T *t = t_new_clear ("wabash");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-regular-infantry.2", "whetstone", 0);
  t_put (t, "scout.1", "whetstone", 0);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_vp (t, WC, 0);
  t_at (t, 3, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", "scout.1",
                NULL);
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  t_do (t, "scout scout.1 2");
  /* Event Battle, scout 1 (traitor), US roll, WC roll. */
  t_do_rolls (t, "defend", ROLLS (1, 1, 1, 1));
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 3);
  g_assert_cmpint (t_where (t, "scout.1"), ==, t->self->d->cup);
  t_free (t);
}

/* 22.2: warriors on a space with unsupported artillery take it. */
static void
test_artillery_unsupported (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "artillery.1", "whitewater", 0);
  t_put (t, "miami-warrior.1", "twin-creek", 0);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_form_march (t, "miami-warrior.1", NULL);
  t_do (t, "move whitewater");
  g_assert_cmpint (t_face (t, "artillery.1"), ==, 1);
  t_free (t);
}

/* 10.1, 24.0: a lone wagon is captured by WC FP passing: +1/2 per step. */
static void
test_wagon_capture (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "supply-wagon.1", "whitewater", 0);
  t_put (t, "miami-warrior.1", "twin-creek", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_form_march (t, "miami-warrior.1", NULL);
  t_do (t, "move whitewater");
  g_assert_cmpint (t_where (t, "supply-wagon.1"), ==, t->self->d->cup);
  g_assert_cmpint (t_vp2 (t, WC), ==, 2);
  /* The log says what was captured, not only the VP. */
  g_assert_nonnull (strstr (t->narration, "Supply wagon at Whitewater Forks is captured: 2 steps, to the recruitment cup (10.1)"));
  g_assert_nonnull (strstr (t->narration, "WC 1 (24.0)"));
  t_free (t);
}

/* 23.0: British Arms add 1 with warriors; discarding one is a casualty. */
static void
test_british_arms (void)
{
  T *t = t_new_clear ("wabash");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-regular-infantry.2", "whetstone", 0);
  t_put (t, "shawnee-warrior.1", "big-walnut", 1);
  t_put (t, "british-arms.1", "big-walnut", 0);
  t_vp (t, WC, 0);
  t_at (t, 3, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", NULL);
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  /* US 4 on 3-4 with 5: 1; WC 1 + 1 = 2 on 1-2 with 1: 0. */
  t_do_rolls (t, "defend", ROLLS (1, 5, 1));
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 2);
  /* The one casualty: the reduced warrior or the arms (all warriors reduced). */
  g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
  g_assert_true (t_can (t, "casualty british-arms.1"));
  t_do (t, "casualty british-arms.1");
  g_assert_cmpint (t_where (t, "british-arms.1"), ==, t->self->d->wc_elim);
  t_free (t);
}

/* 23.0: "British Arms Markers may be dropped off in a village or Principal
 * Village containing no warrior force points. It may not be left by itself
 * in any other space not occupied by a warrior unit" (issue 11: `new ohio
 * legion --seed 5`, arms dropped at Loramie's Store). On both sides of the
 * rule: refused on an empty space, allowed beside a warrior that stays and
 * in a village; a warrior may not be taken away from arms it would leave
 * alone, nor a force march off without them. */
static void
test_british_arms_never_alone (void)
{
  T *t = t_new ("legion");
  BhAction a;
  g_autoptr(GError) error = NULL;

  t_clear_map (t);
  t_put (t, "little-turtle", "loramies", 0);
  t_put (t, "miami-warrior.1", "loramies", 0);
  t_put (t, "british-arms.1", "loramies", 0);
  t_put (t, "miami-warrior.2", "girtys-town", 0);
  t_put (t, "british-arms.2", "girtys-town", 0);
  t_vp (t, WC, 0);
  t_at (t, 6, PH_WC1, WC, D_OPS);
  /* A force may not march off leaving the arms by themselves. */
  t_do (t, "form little-turtle");
  t_do (t, "add miami-warrior.1");
  g_assert_false (t_can (t, "march"));
  g_assert_true (bh_rules_parse_action (t->rules, "march", &a, NULL));
  a.side = WC;
  g_assert_false (bh_rules_check_action (t->rules, t->st, &a, &error));
  g_assert_nonnull (strstr (error->message, "23.0"));
  g_clear_error (&error);
  t_do (t, "add british-arms.1");
  t_do (t, "march");
  /* Loramie's Store has no village: the arms stay with the force. */
  g_assert_false (t_can (t, "drop british-arms.1"));
  g_assert_true (bh_rules_parse_action (t->rules, "drop british-arms.1", &a, NULL));
  a.side = WC;
  g_assert_false (bh_rules_check_action (t->rules, t->st, &a, &error));
  g_assert_nonnull (strstr (error->message, "23.0"));
  g_clear_error (&error);
  t_do (t, "move girtys-town");
  if (t_kind (t) == D_AMBUSH)
    t_do (t, "no-ambush");
  /* Girty's Town: the warrior there may not be taken up from its arms;
   * arms may be dropped beside it. */
  g_assert_false (t_can (t, "pickup miami-warrior.2"));
  g_assert_true (t_can (t, "drop british-arms.1"));
  t_do (t, "drop british-arms.1");
  t_assert_at (t, "british-arms.1", "girtys-town");
  t_free (t);

  /* In a village the arms may stay by themselves. */
  t = t_new_clear ("legion");
  t_put (t, "miami-village.1", "kekionga", 0);
  t_put (t, "little-turtle", "kekionga", 0);
  t_put (t, "miami-warrior.1", "kekionga", 0);
  t_put (t, "british-arms.1", "kekionga", 0);
  t_vp (t, WC, 0);
  t_at (t, 6, PH_WC1, WC, D_OPS);
  t_form_march (t, "little-turtle", "miami-warrior.1", NULL);
  t_assert_at (t, "british-arms.1", "kekionga");
  t_free (t);
}

/* 25.2 (option): the US may not look at WC stacks. */
static void
test_examine_stacks (void)
{
  T *t = t_new ("harmar");
  BhState *view;
  int p = t_piece (t, "little-turtle");
  int village = t_piece (t, "miami-village.1");

  t_x (t)->options |= OPT_EXAMINE_STACKS;
  view = bh_rules_dup_view (t->rules, t->st, US);
  g_assert_true (bh_state_const_pieces (view)[p].flags & BH_PIECE_HIDDEN);
  /* A village marker is a structure, not a stack: the US still sees it. */
  g_assert_false (bh_state_const_pieces (view)[village].flags & BH_PIECE_HIDDEN);
  g_assert_cmpint (bh_state_const_pieces (view)[village].location, ==,
                   bh_state_const_pieces (t->st)[village].location);
  bh_state_free (view);
  view = bh_rules_dup_view (t->rules, t->st, WC);
  g_assert_false (bh_state_const_pieces (view)[p].flags & BH_PIECE_HIDDEN);
  bh_state_free (view);
  /* Nor does the log name the WC pieces that move. */
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_do (t, "form little-turtle");
  g_assert_null (strstr (t->narration, "Little Turtle"));
  g_assert_nonnull (strstr (t->narration, "a WC piece"));
  t_free (t);
}

/* 25.2 (option): a WC piece hidden in a stack on the map goes to winter
 * quarters (11.2) under its name for the WC; the US reads "Place a WC
 * piece at Greenville".  Without the option both sides read its name. */
static void
test_examine_stacks_wintering (void)
{
  for (int option = 0; option < 2; option++)
    {
      T *t = t_new ("harmar");
      if (option)
        t_x (t)->options |= OPT_EXAMINE_STACKS;
      t_clear_map (t);
      t_put (t, "miami-warrior.1", "loramies", 0);
      t_put (t, "miami-village.1", "greenville", 0);
      t_at (t, 1, PH_END, US, D_NONE);
      t_x (t)->proc_started = 0;
      t_x (t)->proc = 1;
      ohio_advance (&t->c);
      g_assert_cmpint (t_kind (t), ==, D_WINTER);
      g_assert_cmpint (t->st->pending.side, ==, WC);
      t_do (t, "place miami-warrior.1 greenville");
      t_assert_at (t, "miami-warrior.1", "greenville");
      bh_test_assert_told_only_to (t->narration, WC, US, option, "Place Miami warriors at Greenville",
                                   "Miami warriors", "Place a WC piece at Greenville");
      t_free (t);
    }
}

/* 25.2 (option): the Leader Check (9.0, a 2 heals) of a wounded WC leader in a
 * stack names him to the WC only; without the option, to both. */
static void
test_examine_stacks_leader_check (void)
{
  for (int option = 0; option < 2; option++)
    {
      T *t = t_new ("harmar");
      if (option)
        t_x (t)->options |= OPT_EXAMINE_STACKS;
      t_clear_map (t);
      t_put (t, "little-turtle", "kekionga", 1);
      t_put (t, "us-regular-infantry.1", "fort-washington", 0);
      t_at (t, 1, PH_US1, US, D_OPS);
      t_do_rolls (t, "end-ops", ROLLS (2));
      bh_test_assert_told_only_to (t->narration, WC, US, option, "Leader Check, Little Turtle",
                                   "Little Turtle", "Leader Check, a WC piece");
      t_free (t);
    }
}

/* 25.2 (option): the WC's casualty (14.7.2), chosen and applied, is
 * named to the WC only: the US reads "Casualty: a WC piece".  The battle
 * of test_wc_casualty_order: US 10 on 9-10 with 6, 3 hits. */
static void
test_examine_stacks_casualty (void)
{
  for (int option = 0; option < 2; option++)
    {
      T *t = t_new ("harmar");
      if (option)
        t_x (t)->options |= OPT_EXAMINE_STACKS;
      t_clear_map (t);
      t_put_harmar_column (t, "whetstone");
      t_put (t, "shawnee-warrior.1", "big-walnut", 0);
      t_put (t, "shawnee-warrior.2", "big-walnut", 0);
      t_put (t, "miami-warrior.1", "big-walnut", 0);
      t_vp (t, WC, 0);
      t_at (t, 1, PH_US1, US, D_OPS);
      t_march_harmar_column (t);
      t_do (t, "move big-walnut");
      t_do (t, "attack");
      t_do_rolls (t, "defend", ROLLS (1, 6, 1));
      g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
      t_do (t, "casualty shawnee-warrior.1");
      bh_test_assert_told_only_to (t->narration, WC, US, option, "Casualty: Shawnee warriors, reduced (14.7.2)",
                                   "Shawnee warriors", "Casualty: a WC piece, reduced (14.7.2)");
      bh_test_assert_told_only_to (t->narration, WC, US, option, "Casualty: Shawnee warriors, reduced (14.7.2)",
                                   "Miami warriors", "Casualty: a WC piece, reduced (14.7.2)");
      t_free (t);
    }
}

/* 25.1 (option): a nation due to withdraw stays on a modified 6. */
static void
test_revised_nation_check (void)
{
  T *t = t_new ("harmar");
  int mingo = t_nation (t, "mingo");

  t_x (t)->options |= OPT_REVISED_NATION_CHECK;
  t_vp (t, US, 2 * t->self->d->nation_vp_square[mingo]);
  t_at (t, 1, PH_US1, US, D_OPS);
  /* 5 + 1 (no casualties) = 6: the Mingo stay. */
  t_do_rolls (t, "end-ops", ROLLS (5));
  g_assert_cmpint (t_x (t)->nation_status[mingo], ==, NAT_WC);
  t_free (t);
}


/* ---- more: 12.0, 14.x, 15.3, 17.2, 20.x, 22.2, App. 2-3 ---------------------------- */

/* 12.0: the End of Turn Functions come last in segment 10: the SAP are
 * reset even for a player who spent them all. */
static void
test_end_of_turn_functions (void)
{
  T *t = t_new_clear ("legion");
  const OhioData *d = t->self->d;

  bh_state_markers (t->st)[d->m_sap[US]] = 0;
  bh_state_markers (t->st)[d->m_sap[WC]] = 0;
  t_at (t, 6, PH_END, US, D_NONE);
  t_x (t)->proc_started = 0;
  ohio_advance (&t->c);
  g_assert_cmpint (t->st->turn, ==, 7);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[US]], ==, 5);
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[WC]], ==, 4);
  /* Legion: the second part of the Third Expedition arrives (App. 4):
   * the US places it on the US entry squares it chooses. */
  g_assert_cmpint (t_kind (t), ==, D_PLACE);
  t_do (t, "place us-regular-infantry.10 entry-us-salt-river");
  g_assert_true (d->spaces[t_where (t, "us-regular-infantry.10")].entry);
  t_free (t);
}

/* 14.5: supported US artillery: the WC rolls, -1 with a key leader: a 6
 * shocks 3 FP... with Blue Jacket present a 4 (3) shocks 1. */
static void
test_artillery_shock (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "artillery.1", "whetstone", 0);
  t_put (t, "blue-jacket", "big-walnut", 0);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.2", "big-walnut", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "artillery.1", NULL);
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  /* Event Battle: the WC has the tactical advantage (Blue Jacket). */
  t_do_rolls (t, "defend", ROLLS (1));
  /* Shock 4 - 1 = 3: 1 FP; then US 1, WC 1. */
  t_do_rolls (t, "no-reroll", ROLLS (4, 1, 1));
  g_assert_cmpint (t_x (t)->battle.shocked, ==, 1);
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 3);
  t_free (t);
}

/* 14.9: the side with more TP may re-roll its own wage-combat die. */
static void
test_tactical_reroll (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-regular-infantry.2", "whetstone", 0);
  t_put (t, "blue-jacket", "big-walnut", 0);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.2", "big-walnut", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", NULL);
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (1));
  g_assert_cmpint (t_kind (t), ==, D_REROLL);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  /* Keep the event; the WC rolls 1 (nothing on 3-4), re-rolls: 6, 2 hits. */
  t_do_rolls (t, "no-reroll", ROLLS (3, 1));
  g_assert_cmpint (t_x (t)->battle.hits[WC], ==, 0);
  g_assert_cmpint (t_kind (t), ==, D_REROLL);
  t_do_rolls (t, "reroll", ROLLS (6));
  g_assert_cmpint (t_x (t)->battle.hits[WC], ==, 2);
  /* Only one re-roll a battle. */
  g_assert_true (t_x (t)->battle.ta_used || !t_x (t)->battle.active);
  t_free (t);
}

/* 14.7.2: the first WC casualty from the nation with the most FP, then
 * the nations alternate. */
static void
test_wc_casualty_order (void)
{
  T *t = t_new_clear ("harmar");

  t_put_harmar_column (t, "whetstone");
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.2", "big-walnut", 0);
  t_put (t, "miami-warrior.1", "big-walnut", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_march_harmar_column (t);
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  /* US 10 on 9-10 with 6: 3 hits; WC 6 rolls 1: none. */
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  /* Shawnee first (4 FP against 2), then the Miami, then the Shawnee. */
  g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
  g_assert_false (t_can (t, "casualty miami-warrior.1"));
  t_do (t, "casualty shawnee-warrior.1");
  g_assert_cmpint (t_face (t, "miami-warrior.1"), ==, 1);   /* the only Miami: no choice */
  g_assert_cmpint (t_face (t, "shawnee-warrior.2"), ==, 1);
  t_free (t);
}

/* 14.7.2: "all warrior units present in the battle space must be showing
 * their damaged side before any other piece is used to satisfy a
 * casualty": a leader may take a casualty once every warrior is reduced,
 * while reduced warriors remain (issue 11: `new ohio learning-1 --seed 4`,
 * Blue Jacket's attack on Greenville, offered no choice). Harmar and 5
 * regulars (10 FP, 14.6: the 9-10 column) roll 6: 3 casualties (CRT);
 * the WC's 2 warriors and subordinate leader (5 FP, 5-6 column) roll 1:
 * none. */
static void
test_wc_leader_casualty (void)
{
  T *t = t_new_clear ("harmar");

  t_put_harmar_column (t, "whetstone");
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.2", "big-walnut", 0);
  t_put (t, "shawnee-subordinate-leader.1", "big-walnut", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_march_harmar_column (t);
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  g_assert_cmpint (t_x (t)->battle.hits[US], ==, 3);
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 5);
  /* First casualty: healthy warriors remain, so not the leader. */
  g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
  g_assert_false (t_can (t, "casualty shawnee-subordinate-leader.1"));
  t_do (t, "casualty shawnee-warrior.1");
  /* The log's casualty lines read with the plural name (14.7.2). */
  g_assert_nonnull (strstr (t->narration, "Casualty: Shawnee warriors, reduced (14.7.2)"));
  /* Second: the one healthy warrior flips (no choice). Third: every
   * warrior is reduced: a reduced warrior or the leader. */
  g_assert_cmpint (t_face (t, "shawnee-warrior.2"), ==, 1);
  g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
  g_assert_true (t_can (t, "casualty shawnee-warrior.1"));
  g_assert_true (t_can (t, "casualty shawnee-warrior.2"));
  g_assert_true (t_can (t, "casualty shawnee-subordinate-leader.1"));
  t_do (t, "casualty shawnee-subordinate-leader.1");
  g_assert_cmpint (t_face (t, "shawnee-subordinate-leader.1"), ==, 1);   /* wounded (14.7) */
  g_assert_cmpint (t_face (t, "shawnee-warrior.1"), ==, 1);
  g_assert_true (ohio_on_map (&t->c, t_piece (t, "shawnee-warrior.1")));
  t_free (t);
}

/* 15.3: a retreat into an enemy stack costs 1 FP and starts a battle with
 * the retreating stack attacking. */
static void
test_retreat_into_enemy (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "wabash-headwaters", 0);
  t_put (t, "us-regular-infantry.2", "wabash-headwaters", 0);
  t_put (t, "us-regular-infantry.3", "wabash-headwaters", 0);
  t_put (t, "us-regular-infantry.4", "fall-creek", 1);
  t_put (t, "us-regular-infantry.5", "mississinewa", 1);
  t_put (t, "us-regular-infantry.6", "salamonie", 1);
  t_put (t, "shawnee-warrior.1", "white-river", 0);
  t_put (t, "shawnee-warrior.2", "white-river", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2",
                "us-regular-infantry.3", NULL);
  t_do (t, "move white-river");
  t_do (t, "attack");
  /* US 6 on 5-6 with 6: 2; WC 4 on 3-4 with 1: 0. */
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  while (t_kind (t) == D_CASUALTY)
    t_first (t);
  /* Every way out holds US FP; the one closest to a Miami village. */
  if (t_kind (t) == D_RETREAT)
    {
      g_assert_false (t_can (t, "retreat wabash-headwaters"));
      t_first (t);
    }
  /* The US, with 1/2 VP from its victory, may ambush the retreat (15.1). */
  if (t_kind (t) == D_AMBUSH)
    t_do (t, "no-ambush");
  /* 1 FP for entering the enemy... */
  g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
  t_first (t);
  /* ...and a battle with the WC attacking. */
  g_assert_true (t_x (t)->battle.active);
  g_assert_cmpint (t_x (t)->battle.kind, ==, BK_CHAIN);
  g_assert_cmpint (t_x (t)->battle.att_side, ==, WC);
  g_assert_cmpint (t_x (t)->battle.space, !=, t_loc (t, "white-river"));
  g_assert_cmpint (t_x (t)->battle.space, !=, t_loc (t, "wabash-headwaters"));
  t_free (t);
}

/* 17.2: a Delay stops the overrun: the force goes back and stops. */
static void
test_overrun_delay (void)
{
  T *t = t_new_clear ("harmar");

  t_put_harmar_column (t, "north-bend");
  t_put (t, "shawnee-warrior.1", "whitewater", 1);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_march_harmar_column (t);
  t_do (t, "move whitewater");
  t_do_rolls (t, "overrun", ROLLS (1, 3));
  t_assert_at (t, "harmar", "north-bend");
  t_assert_at (t, "shawnee-warrior.1", "whitewater");
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  t_free (t);
}

/* 20.5.1: a reduced village goes next to a river of its nation within 5
 * MP, not on a razed marker when another space will do. */
static void
test_village_relocation (void)
{
  T *t = t_new_clear ("harmar");
  g_autofree char *list = NULL;

  t_put (t, "us-regular-infantry.1", "wabash-headwaters", 0);
  t_put (t, "us-regular-infantry.2", "wabash-headwaters", 0);
  t_put (t, "miami-village.1", "white-river", 0);
  t_put (t, "razed-marker.1", "salamonie", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", NULL);
  t_do (t, "move white-river");
  /* Event Battle; US 4 on 3-4 with 6: 2; the village (0 FP) does not roll.
   * One step only (LR). */
  t_do_rolls (t, "attack", ROLLS (1, 6));
  g_assert_cmpint (t_kind (t), ==, D_RELOCATE);
  list = t_actions (t);
  g_assert_null (strstr (list, "relocate salamonie"));
  g_assert_nonnull (strstr (list, "relocate mississinewa"));
  t_do (t, "relocate mississinewa");
  t_assert_at (t, "miami-village.1", "mississinewa");
  g_assert_cmpint (t_face (t, "miami-village.1"), ==, 1);
  g_assert_true (ohio_has_razed (&t->c, t_loc (t, "white-river")));
  g_assert_cmpint (t_vp2 (t, US), ==, 1);
  t_free (t);
}

/* Sudden death (App. 3, option): the WC wins when Wayne is killed. */
static void
test_sudden_death (void)
{
  T *t = t_new ("legion");

  t_x (t)->options |= OPT_SUDDEN_DEATH;
  t_clear_map (t);
  t_put (t, "wayne", "fort-washington", 1);
  t_at (t, 6, PH_US1, US, D_OPS);
  t_do_rolls (t, "end-ops", ROLLS (6));
  t_assert_won (t, WC);
  t_free (t);
}

/* App. 2: learning Tier 1: the WC's 5 settlement steps win at once. */
static void
test_learning_victory (void)
{
  T *t = t_new ("learning-1");

  t_x (t)->settlement_steps_lost = 4;
  t_clear_map (t);
  t_put (t, "shawnee-warrior.1", "caesars-creek", 0);
  t_at (t, 3, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-warrior.1", NULL);
  t_do (t, "move great-miami-dayton");
  t_do (t, "move twin-creek");
  t_do (t, "stop");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  t_x (t)->settlement_steps_lost = 5;
  t_do (t, "end-ops");
  t_assert_won (t, WC);
  t_free (t);
}


/* 9.0 (option leader-death-vp): a dead leader gives the other side 1/2 VP. */
static void
test_leader_death_vp (void)
{
  T *t = t_new ("harmar");

  t_x (t)->options |= OPT_LEADER_DEATH_VP;
  t_clear_map (t);
  t_put (t, "blue-jacket", "chalakatha", 1);
  t_vp (t, US, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_do_rolls (t, "end-ops", ROLLS (6));
  g_assert_cmpint (t_vp2 (t, US), ==, 1);
  t_free (t);
}

/* Digest 8.2 #18: the WC may fight an empty fort as a 0-FP structure and
 * the hits take its steps; option empty-structure-cap: one a battle. */
static int
attack_empty_fort (gboolean cap)
{
  T *t = t_new ("wabash");
  int face;

  if (cap)
    t_x (t)->options |= OPT_EMPTY_STRUCTURE_CAP;
  t_clear_map (t);
  t_put (t, "fort-steuben", "east-fork", 0);
  t_put (t, "shawnee-warrior.1", "white-oak", 0);
  t_put (t, "shawnee-warrior.2", "white-oak", 0);
  t_put (t, "shawnee-warrior.3", "white-oak", 0);
  t_at (t, 3, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-warrior.1", "shawnee-warrior.2", "shawnee-warrior.3",
                NULL);
  t_do (t, "move east-fork");
  t_do_rolls (t, "attack", ROLLS (1, 6));
  g_assert_cmpint (t_x (t)->battle.roll[US], ==, 0);    /* the US does not roll */
  g_assert_cmpint (t_x (t)->battle.hits[WC], ==, 2);   /* 6 FP, 5-6 column, roll 6: 2 (CRT) */
  face = t_where (t, "fort-steuben") == t_loc (t, "east-fork") ? t_face (t, "fort-steuben") : 2;
  t_free (t);
  return face;
}

static void
test_empty_structure (void)
{
  g_assert_cmpint (attack_empty_fort (FALSE), ==, 2);   /* both steps gone */
  g_assert_cmpint (attack_empty_fort (TRUE), ==, 1);    /* reduced only */
}

/* A US force at Big Walnut attacking two Shawnee warriors at Whetstone
 * (for the tests below). */
static T *
whetstone_attack (const char **us, int n_us, int wc_vp)
{
  T *t = t_new_clear ("harmar");

  for (int i = 0; i < n_us; i++)
    t_put (t, us[i], "big-walnut", 0);
  t_put (t, "shawnee-warrior.1", "whetstone", 0);
  t_put (t, "shawnee-warrior.2", "whetstone", 0);
  t_vps (t, wc_vp, 0);
  t_at (t, 2, PH_US1, US, D_OPS);
  for (int i = 0; i < n_us; i++)
    {
      g_autofree char *text = g_strdup_printf (i == 0 ? "form %s" : "add %s", us[i]);

      t_do (t, text);
    }
  t_do (t, "march");
  t_do (t, "move whetstone");
  if (t_kind (t) == D_AMBUSH)
    t_do (t, "no-ambush");   /* the Wyandot village next door (18.3) */
  t_do (t, "attack");
  g_assert_cmpint (t_kind (t), ==, D_DEF_DECLARE);
  return t;
}

/* The battle's decisions name their place (bh_rules_decision_location,
 * the decision bar's text): the WC's declaration at Whetstone (14.2);
 * the US's operations before it, none. */
static void
test_decision_names_the_battle (void)
{
  const char *us[] = { "us-regular-infantry.1", "us-regular-infantry.2" };
  T *t = whetstone_attack (us, 2, 2);
  g_autofree char *asked = bh_rules_describe_decision (t->rules, t->st, BH_NONE);

  g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, t_loc (t, "whetstone"));
  g_assert_nonnull (strstr (asked, ", at Whetstone: WC to decide the defender's declaration (14.2)"));
  t_free (t);
  t = t_new_clear ("harmar");
  t_at (t, 2, PH_US1, US, D_OPS);
  g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, BH_NONE);
  t_free (t);
}

/* 18.0, 14.2 (2): the defender's ambush with a modified 6 or more is an
 * overwhelming success: 2 hits, the combat is over and the attacker
 * retreats where it came from. */
static void
test_ambush_overwhelming (void)
{
  const char *us[] = { "us-regular-infantry.1", "us-regular-infantry.2" };
  T *t = whetstone_attack (us, 2, 2);

  t_put (t, "blue-jacket", "whetstone", 0);   /* key leader: more TP, +1 */
  t_do_rolls (t, "ambush whetstone", ROLLS (5, 1));
  while (t_kind (t) == D_CASUALTY)
    t_first (t);
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 1);
  g_assert_cmpint (t_face (t, "us-regular-infantry.2"), ==, 1);
  g_assert_false (t_x (t)->battle.active);
  t_assert_at (t, "us-regular-infantry.1", "big-walnut");
  t_assert_at (t, "us-regular-infantry.2", "big-walnut");
  t_assert_at (t, "shawnee-warrior.1", "whetstone");
  t_free (t);
}

/* 14.2 (2), 18.2, 21.3: after the defender's overwhelming ambush the whole
 * attacking force retreats, a scout used for FP with it (autoplay
 * learning-3, seed 6417: the scout's FP role once made it the only piece
 * to retreat, leaving the regulars beside the warriors). */
static void
test_ambush_overwhelming_scout (void)
{
  const char *us[] = { "us-regular-infantry.1", "us-regular-infantry.2", "scout.1" };
  T *t = t_new_clear ("wabash");
  for (int i = 0; i < 3; i++)
    t_put (t, us[i], "big-walnut", 0);
  t_put (t, "shawnee-warrior.1", "whetstone", 0);
  t_put (t, "shawnee-warrior.2", "whetstone", 0);
  t_put (t, "blue-jacket", "whetstone", 0);   /* key leader: more TP, +1 (18.2) */
  t_vps (t, 2, 0);
  t_at (t, 3, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", "scout.1",
                NULL);
  t_do (t, "move whetstone");
  if (t_kind (t) == D_AMBUSH)
    t_do (t, "no-ambush");
  t_do (t, "attack");
  t_do (t, "scout scout.1 2");
  /* Faction die 5 + 1 (TP) = 6: overwhelming success, 2 hits (18.2). */
  t_do_rolls (t, "ambush whetstone", ROLLS (5, 1));
  while (t_kind (t) == D_CASUALTY)
    t_first (t);
  g_assert_false (t_x (t)->battle.active);
  t_assert_at (t, "us-regular-infantry.1", "big-walnut");
  t_assert_at (t, "us-regular-infantry.2", "big-walnut");
  t_assert_at (t, "scout.1", "big-walnut");
  g_assert_false (ohio_has_military (&t->c, t_loc (t, "whetstone"), US, 0, 0));
  t_free (t);
}

/* 14.4: one morale roll for all the militia; the roll is the most militia
 * FP that count. */
static void
test_militia_morale (void)
{
  const char *us[] = { "us-militia-infantry.1", "us-militia-infantry.2", "us-militia-infantry.3" };
  T *t = whetstone_attack (us, 3, 0);

  /* Event Battle, morale 1, US rolls 1, WC rolls 1. */
  t_do_rolls (t, "defend", ROLLS (1, 1, 1, 1));
  g_assert_cmpint (t_x (t)->battle.militia_cap, ==, 1);
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 1);
  t_free (t);
}

/* 14.7.1: the first casualty is a regular; while healthy regulars or
 * militia remain, each casualty flips one of them. */
static void
test_us_casualty_order (void)
{
  const char *us[] = { "us-regular-infantry.1", "us-militia-infantry.1", "us-militia-infantry.2" };
  T *t = whetstone_attack (us, 3, 0);

  /* Event Battle, morale 6 (all), US 6 FP rolls 1: 1; WC 4 FP rolls 6: 2. */
  t_do_rolls (t, "defend", ROLLS (1, 6, 1, 6));
  while (t_kind (t) == D_CASUALTY && t->st->pending.side == WC)
    t_first (t);
  g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
  g_assert_cmpint (t->st->pending.side, ==, US);
  /* The first went to the only regular without asking... */
  g_assert_cmpint (t_face (t, "us-regular-infantry.1"), ==, 1);
  /* ...the second flips a healthy militia, not the reduced regular. */
  g_assert_true (t_can (t, "casualty us-militia-infantry.1"));
  g_assert_true (t_can (t, "casualty us-militia-infantry.2"));
  g_assert_false (t_can (t, "casualty us-regular-infantry.1"));
  t_free (t);
}

/* 14.8, 24.0: the side inflicting more casualties wins (+1/2 VP when
 * both sides' military fought); 15.4: a WC stack retreating from US
 * cavalry loses 1 FP more. */
static void
test_victor_and_cavalry (void)
{
  const char *us[] = { "us-regular-infantry.1", "us-regular-infantry.2", "us-regular-cavalry.1" };
  T *t = whetstone_attack (us, 3, 0);
  int on_map = 0;

  /* Event Battle; US 6 FP rolls 6: 2; WC 4 FP rolls 1: 0. */
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  /* The log tells it step by step, with the rules. */
  g_assert_nonnull (strstr (t->narration, "Defend\n"));
  g_assert_nonnull (strstr (t->narration, "Event die: Battle (14.3)"));
  g_assert_nonnull (strstr (t->narration, "US: 6 FP rolls 6: 2 casualties (14.6)"));
  g_assert_nonnull (strstr (t->narration, "WC: 4 FP rolls 1: 0 casualties (14.6)"));
  while (t_kind (t) == D_CASUALTY)
    t_first (t);
  g_assert_cmpint (t_x (t)->battle.winner, ==, US);
  /* 24.0: 1/2 VP for the victor of a combat of military counters; 2
   * casualties are not more than 3; no village lost a step. */
  g_assert_cmpint (t_vp2 (t, US), ==, 1);
  while (t_kind (t) == D_RETREAT || t_kind (t) == D_CASUALTY)
    t_first (t);
  if (t_kind (t) == D_AMBUSH)
    t_do (t, "no-ambush");
  /* Two steps in battle and one for the cavalry: one warrior is gone, the
   * other (reduced) has left Whetstone. */
  for (int i = 1; i <= 2; i++)
    {
      g_autofree char *id = g_strdup_printf ("shawnee-warrior.%d", i);
      int where = t_where (t, id);

      if (ohio_is_space (&t->c, where))
        {
          on_map++;
          g_assert_cmpint (where, !=, t_loc (t, "whetstone"));
          g_assert_cmpint (t_face (t, id), ==, 1);
        }
    }
  g_assert_cmpint (on_map, ==, 1);
  t_free (t);
}

/* 15.1.2, 15.1.4, 19.0: the beaten defender retreats one space, never
 * into the space the attacker came from, to the space closest to a
 * friendly village; a nonaligned nation's village is not friendly to the
 * WC ("not yet a part of WC", 19.0). From Whetstone (the US came from Big
 * Walnut) the WC may go to Upper Scioto, Mohican John's or Upper Sandusky
 * (board). On the cleared map the WC villages are the printed principal
 * villages of the Miami, Shawnee and Delaware; the nearest to Upper Scioto
 * is Wapakoneta, next to it (1 space); Upper Sandusky holds the nonaligned
 * Wyandot's principal village (0) but is 2 from Wapakoneta; Mohican John's
 * is 3 from Wapakoneta and from the Delaware's Gekelemukpechunk. US 6 FP
 * roll 6: 2 casualties; WC 4 FP roll 1: none (CRT). */
static void
test_retreat_direction (void)
{
  const char *us[] = { "us-regular-infantry.1", "us-regular-infantry.2", "us-regular-infantry.3" };
  T *t = whetstone_attack (us, 3, 0);

  g_assert_cmpint (t_x (t)->nation_status[t_nation (t, "wyandot")], ==, NAT_NONALIGNED);
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  while (t_kind (t) == D_CASUALTY)
    t_first (t);
  /* One space is closest: no choice. */
  g_assert_cmpint (t_kind (t), !=, D_RETREAT);
  t_assert_at (t, "shawnee-warrior.1", "upper-scioto");
  t_assert_at (t, "shawnee-warrior.2", "upper-scioto");
  t_free (t);
}

/* 15.1.4: "if retreat spaces exist that are equidistant to the friendly
 * spaces, the retreating player may split up the retreating units". As
 * above, with a Shawnee village at Killbuck, next to Mohican John's: Upper
 * Scioto and Mohican John's are both 1 space from a WC village, Upper
 * Sandusky 2 and Big Walnut is where the attacker came from. */
static void
test_retreat_split (void)
{
  const char *us[] = { "us-regular-infantry.1", "us-regular-infantry.2", "us-regular-infantry.3" };
  T *t = whetstone_attack (us, 3, 0);

  t_put (t, "shawnee-village.1", "killbuck", 0);
  ohio_index_rebuild (&t->c);
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  while (t_kind (t) == D_CASUALTY)
    t_first (t);
  g_assert_cmpint (t_kind (t), ==, D_RETREAT);
  g_assert_true (t_can (t, "retreat upper-scioto"));
  g_assert_true (t_can (t, "retreat mohican-johns"));
  g_assert_false (t_can (t, "retreat upper-sandusky"));
  g_assert_false (t_can (t, "retreat big-walnut"));
  t_do (t, "retreat-unit shawnee-warrior.1 upper-scioto");
  t_do (t, "retreat mohican-johns");
  if (t_kind (t) == D_AMBUSH)
    t_do (t, "no-ambush");
  t_assert_at (t, "shawnee-warrior.1", "upper-scioto");
  t_assert_at (t, "shawnee-warrior.2", "mohican-johns");
  t_free (t);
}

/* 15.1.3, 20.3: "WC units may not retreat into an occupied fort space nor a
 * US settlement space that has 1 or more FP in it"; "A fort space may not
 * be retreated into by Indian forces". As above (Upper Scioto the closest
 * to a WC village, then Upper Sandusky): with an empty settlement at Upper
 * Scioto the warriors still go there; with a built fort there, even
 * empty, they go to Upper Sandusky. */
static void
test_wc_retreat_structures (void)
{
  for (int fort = 0; fort <= 1; fort++)
    {
      const char *us[] = { "us-regular-infantry.1", "us-regular-infantry.2", "us-regular-infantry.3" };
      T *t = whetstone_attack (us, 3, 0);

      t_put (t, fort ? "fort-steuben" : "settlement.20", "upper-scioto", 0);
      ohio_index_rebuild (&t->c);
      t_do_rolls (t, "defend", ROLLS (1, 6, 1));
      while (t_kind (t) == D_CASUALTY)
        t_first (t);
      if (t_kind (t) == D_AMBUSH)
        t_do (t, "no-ambush");
      t_assert_at (t, "shawnee-warrior.1", fort ? "upper-sandusky" : "upper-scioto");
      t_free (t);
    }
}

/* 18.3, 19.0: an undefended principal village ambushes for the WC only
 * when its nation is of the WC. The US force entering Whetstone is next to
 * the Wyandot's Upper Sandusky: nonaligned (Harmar, App. 3), no ambush;
 * once the Wyandot have joined the WC, the village may ambush (the WC has
 * 1/2 VP, 18.1; 2 FP is not five times its 1 FP, 18.3). */
static void
test_nonaligned_village_no_ambush (void)
{
  for (int joined = 0; joined <= 1; joined++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "us-regular-infantry.1", "big-walnut", 0);
      t_vps (t, 1, 0);
      if (joined)
        t_x (t)->nation_status[t_nation (t, "wyandot")] = NAT_WC;
      t_at (t, 2, PH_US1, US, D_OPS);
      t_form_march (t, "us-regular-infantry.1", NULL);
      t_do (t, "move whetstone");
      if (joined)
        {
          g_assert_cmpint (t_kind (t), ==, D_AMBUSH);
          g_assert_true (t_can (t, "ambush upper-sandusky"));
        }
      else
        {
          g_assert_cmpint (t_kind (t), ==, D_MOVE);
          g_assert_false (t_can (t, "ambush upper-sandusky"));
        }
      t_free (t);
    }
}

/* 16.0, 16.2: a failed retreat before combat costs the defender 1 FP in
 * the combat. */
static void
test_failed_rbc (void)
{
  const char *us[] = { "us-regular-infantry.1", "us-regular-infantry.2" };
  T *t = whetstone_attack (us, 2, 2);

  g_assert_true (t_can (t, "rbc"));
  /* RBC roll 1 fails; event Battle; US rolls 1, WC rolls 1. */
  t_do_rolls (t, "rbc", ROLLS (1, 1, 1, 1));
  g_assert_true (t_x (t)->battle.failed_rbc);
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 3);
  t_free (t);
}

/* 6.0, 2.5: moves refused with their reasons: the space and the MP
 * (RULES-DONE 5). */
static void
test_refusal_reasons (void)
{
  T *t = t_new_clear ("harmar");
  g_autofree char *far = NULL, *mp = NULL, *theirs = NULL, *wrong = NULL;

  t_put (t, "us-regular-infantry.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.1", "chalakatha", 0);
  t_at (t, 2, PH_US1, US, D_OPS);
  theirs = t_refusal (t, "form shawnee-warrior.1");
  g_assert_nonnull (strstr (theirs, "rule 6.0"));
  t_form_march (t, "us-regular-infantry.1", NULL);
  far = t_refusal (t, "move fort-washington");
  g_assert_cmpstr (far, ==, "“move” is not allowed: Fort Washington is not next to Big Walnut, where the force stands "
                            "(rule 6.0)");
  /* A stray force has 2 MP (6.2): Whetstone, then Upper Scioto leaves none
   * for more (each step 1 MP, so back to Whetstone 1 too). */
  t_do (t, "move whetstone");
  t_do (t, "move upper-scioto");
  mp = t_refusal (t, "move whetstone");
  g_assert_cmpstr (mp, ==, "“move” is not allowed: Whetstone costs 1 MP and the force has 0 left (rule 2.5)");
  wrong = t_refusal (t, "casualty us-regular-infantry.1");
  g_assert_nonnull (strstr (wrong, "not possible now"));
  t_free (t);
}

/* Options chosen for a game reach the rules (25.2 here). */
static void
test_option_from_game (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "ohio", NULL);
  g_autoptr(GHashTable) options = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = NULL;
  const OhioExtra *x;

  bh_builtin_rules_register ();
  g_hash_table_insert (options, (gpointer) "examine-stacks", GINT_TO_POINTER (TRUE));
  game = bh_game_new_with_options (data, "harmar", 1, FALSE, options, &error);
  g_assert_no_error (error);
  x = bh_state_const_extra (bh_game_get_state (game));
  g_assert_true (x->options & OPT_EXAMINE_STACKS);
  g_assert_false (x->options & OPT_REVISED_NATION_CHECK);
}


/* Besieged defenders at a built fort (for the tests below). */
static void
besieged_steuben (T *t)
{
  t_steuben_defended (t);
  t_put (t, "shawnee-warrior.1", "east-fork", 0);
  t_put (t, "shawnee-warrior.2", "east-fork", 0);
  t_vps (t, 0, 0);
}

/* 20.2.2: a breakout without the fort's FP; beaten, the units go back
 * inside or out (razing the fort). */
static void
test_breakout (void)
{
  T *t = t_new ("wabash");

  besieged_steuben (t);
  t_at (t, 3, PH_US1, US, D_OPS);
  g_assert_true (ohio_besieged (&t->c, t_loc (t, "east-fork")));
  t_do (t, "breakout east-fork");
  t_do (t, "add us-regular-infantry.1");
  t_do (t, "add us-regular-infantry.2");
  t_do (t, "attack");
  /* The besiegers may retreat before combat, not ambush. */
  g_assert_cmpint (t_kind (t), ==, D_DEF_DECLARE);
  g_assert_false (t_can (t, "ambush east-fork"));
  /* Event Battle; US 4 (no fort) rolls 1: none; WC 4 rolls 6: 2. */
  t_do_rolls (t, "defend", ROLLS (1, 1, 6));
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 4);
  while (t_kind (t) == D_CASUALTY)
    t_first (t);
  g_assert_cmpint (t_kind (t), ==, D_RETREAT);
  g_assert_true (t_can (t, "retreat east-fork"));      /* back inside */
  t_do (t, "retreat white-oak");
  t_assert_at (t, "us-regular-infantry.1", "white-oak");
  g_assert_cmpint (t_where (t, "fort-steuben"), ==, t->self->d->us_elim);
  g_assert_true (ohio_has_razed (&t->c, t_loc (t, "east-fork")));
  /* Once a segment (20.2.2). */
  g_assert_true (t_x (t)->space_flags[t_loc (t, "east-fork")] & SPF_BREAKOUT);
  t_free (t);
}

/* 20.2.2 (reconstructed): a beaten breakout that goes out razes the
 * fort, and the defenders who stayed inside go along. */
static void
test_breakout_out_all (void)
{
  T *t = t_new ("wabash");

  besieged_steuben (t);
  t_put (t, "us-regular-infantry.3", "east-fork", 0);
  bh_state_pieces (t->st)[t_piece (t, "us-regular-infantry.3")].flags = F_DEFEND;
  t_at (t, 3, PH_US1, US, D_OPS);
  t_do (t, "breakout east-fork");
  t_do (t, "add us-regular-infantry.1");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (1, 1, 4));
  while (t_kind (t) == D_CASUALTY)
    t_first (t);
  g_assert_cmpint (t_kind (t), ==, D_RETREAT);
  t_do (t, "retreat white-oak");
  t_assert_at (t, "us-regular-infantry.2", "white-oak");
  t_assert_at (t, "us-regular-infantry.3", "white-oak");
  g_assert_false (ohio_has_military (&t->c, t_loc (t, "east-fork"), US, 0, 0));
  t_free (t);
}

/* 14.0: besiegers on the battle space fight with a force that attacks
 * the fort. */
static void
test_besiegers_join (void)
{
  T *t = t_new ("wabash");

  besieged_steuben (t);
  t_put (t, "shawnee-warrior.3", "white-oak", 0);
  t_at (t, 3, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-warrior.3", NULL);
  t_do (t, "move east-fork");
  t_do_rolls (t, "attack", ROLLS (1, 1, 1));
  /* Event Battle: the three warriors (6 FP) against the fort's defenders. */
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 6);
  t_free (t);
}

/* 14.3, 20.1.2 (reconstructed): a reinforcement that fought beside a
 * fort's beaten defenders retreats; the defenders stay besieged. */
static void
test_reinforcement_outside_fort (void)
{
  T *t = t_new ("wabash");

  t_steuben_defended (t);
  t_put (t, "us-regular-infantry.3", "dunlaps-station", 0);
  t_put (t, "shawnee-warrior.1", "white-oak", 0);
  t_put (t, "shawnee-warrior.2", "white-oak", 0);
  t_put (t, "shawnee-warrior.3", "white-oak", 0);
  t_vps (t, 0, 0);
  t_at (t, 3, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-warrior.1", "shawnee-warrior.2", "shawnee-warrior.3",
                NULL);
  t_do (t, "move east-fork");
  /* Event Reinforcements: the US brings the regular from Dunlap's Station. */
  t_do_rolls (t, "attack", ROLLS (6));
  g_assert_cmpint (t_kind (t), ==, D_REINF_CHOOSE);
  t_do (t, "reinforce us-regular-infantry.3");
  t_do (t, "march");
  t_do (t, "move little-miami-milford");
  /* US rolls 1: 1 casualty; WC 6 FP rolls 6: 2. */
  t_do_rolls (t, "move east-fork", ROLLS (1, 6));
  while (t_kind (t) == D_CASUALTY)
    {
      if (t->st->pending.side == US && t_can (t, "casualty us-regular-infantry.1"))
        t_do (t, "casualty us-regular-infantry.1");
      else if (t->st->pending.side == US && t_can (t, "casualty us-regular-infantry.2"))
        t_do (t, "casualty us-regular-infantry.2");
      else
        t_first (t);
    }
  g_assert_cmpint (t_x (t)->battle.winner, ==, WC);
  while (t_kind (t) == D_RETREAT)
    t_first (t);
  if (t_kind (t) == D_AMBUSH)
    t_do (t, "no-ambush");
  /* The defenders are besieged; the reinforcement has left. */
  t_assert_at (t, "us-regular-infantry.1", "east-fork");
  t_assert_at (t, "us-regular-infantry.2", "east-fork");
  g_assert_true (ohio_besieged (&t->c, t_loc (t, "east-fork")));
  g_assert_cmpint (t_where (t, "us-regular-infantry.3"), !=, t_loc (t, "east-fork"));
  g_assert_true (ohio_is_space (&t->c, t_where (t, "us-regular-infantry.3")));
  /* Out over a river (White Oak is where the attacker came from): 1 FP (15.2). */
  g_assert_cmpint (t_face (t, "us-regular-infantry.3"), ==, 1);
  t_free (t);
}

/* 20.2.1: a relief force gets nothing from the besieged or the fort. */
static void
test_relief (void)
{
  T *t = t_new ("wabash");

  besieged_steuben (t);
  t_put (t, "us-regular-infantry.3", "white-oak", 0);
  t_put (t, "us-regular-infantry.4", "white-oak", 0);
  t_at (t, 3, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.3", "us-regular-infantry.4", NULL);
  t_do (t, "move east-fork");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (1, 1, 1));
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 4);
  t_free (t);
}

/* 7.1: in the campaign the First Expedition withdraws at its square
 * without the Second entering: its units go to forts and settlements as
 * in winter, Harmar leaves, the subordinates roll. */
static void
test_withdrawal_quarters (void)
{
  T *t = t_new_clear ("campaign");
  const OhioData *d = t->self->d;

  t_put (t, "harmar", "whetstone", 0);
  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-militia-infantry.1", "whetstone", 0);
  t_put (t, "us-militia-infantry.2", "whetstone", 0);
  t_vp (t, WC, 2 * d->exp_withdraw_square[1]);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_do (t, "end-ops");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  g_assert_cmpint (t_where (t, "harmar"), ==, d->us_elim);
  while (t_kind (t) == D_WINTER)
    t_first (t);
  g_assert_true (ohio_has_fort (&t->c, t_where (t, "us-regular-infantry.1")));
  /* One of the two militia units to the cup, the other to a settlement. */
  g_assert_true ((t_where (t, "us-militia-infantry.1") == d->cup) != (t_where (t, "us-militia-infantry.2") == d->cup));
  g_assert_cmpint (t_x (t)->expedition, ==, 1);
  t_free (t);
}

/* 22.2: a US retreat after a casualty: each artillery unit is lost on a 6
 * and stays in the battle space. */
static void
test_artillery_retreat_loss (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "artillery.1", "whetstone", 0);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_put (t, "shawnee-warrior.2", "big-walnut", 0);
  t_put (t, "shawnee-warrior.3", "big-walnut", 0);
  t_vp (t, WC, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "artillery.1", NULL);
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  /* Event Battle, shock 1 (none), US 1, WC 6 (6 FP on 5-6: 2), then the
   * artillery roll after the casualties: 6. */
  t_do_rolls (t, "defend", ROLLS (1, 1, 1, 6, 6));
  t_assert_at (t, "artillery.1", "big-walnut");
  g_assert_cmpint (t_face (t, "artillery.1"), ==, 1);
  t_free (t);
}

/* 20.1, 17.0: the screen of a fort may be overrun; then the defenders may
 * be attacked. */
static void
test_overrun_screen (void)
{
  T *t = t_new_clear ("wabash");

  t_put (t, "fort-steuben", "east-fork", 0);
  t_put (t, "us-regular-infantry.1", "east-fork", 1);
  t_put (t, "us-regular-infantry.2", "east-fork", 0);
  bh_state_pieces (t->st)[t_piece (t, "us-regular-infantry.2")].flags = F_DEFEND;
  t_put (t, "blue-jacket", "white-oak", 0);
  t_put_series (t, "shawnee-warrior", 1, 3, "white-oak", 0);
  t_vps (t, 0, 0);
  t_at (t, 3, PH_WC1, WC, D_OPS);
  t_form_march (t, "blue-jacket", "shawnee-warrior.1", "shawnee-warrior.2",
                "shawnee-warrior.3", NULL);
  t_do (t, "move east-fork");
  /* 6 FP against the 1 FP screen. */
  g_assert_true (t_can (t, "overrun"));
  t_do (t, "overrun");
  /* The WC may use Blue Jacket's TP against the forced retreat (16.0). */
  t_do_rolls (t, "rbc-no-tp", ROLLS (1, 1));
  g_assert_cmpint (t_where (t, "us-regular-infantry.1"), ==, t->self->d->cup);
  g_assert_cmpint (t_kind (t), ==, D_DECLARE);
  g_assert_true (t_can (t, "attack"));
  g_assert_true (t_can (t, "ignore"));
  t_free (t);
}


/* App. 2, Tier 2: the US recruits on the two southern squares, two checks
 * for each: the first checks' units come on the first square. */
static void
test_tier2_recruit_squares (void)
{
  T *t = t_new ("learning-2");
  g_autofree char *list = NULL;

  t_at (t, 3, PH_SA1, US, D_SA);
  t_do_rolls (t, "recruit", ROLLS (6));
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  list = t_actions (t);
  g_assert_nonnull (strstr (list, "entry-us-wilderness-road"));
  g_assert_null (strstr (list, "entry-us-salt-river"));
  g_assert_null (strstr (list, "entry-us-forbes-road"));
  t_free (t);
}


/* 14.3, 17.0: a reinforcement may overrun on its way to the battle. */
static void
test_reinforcement_overrun (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-regular-infantry.2", "licking-forks", 1);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_put_series (t, "shawnee-warrior", 2, 6, "white-womans-town", 0);
  t_lone_regular_calls_reinforcements (t, "big-walnut");
  t_do (t, "no-reinforce");
  t_do (t, "reinforce shawnee-warrior.2");
  t_do_series (t, "add", "shawnee-warrior", 3, 6);
  t_do (t, "march");
  t_do (t, "move licking-forks");
  g_assert_cmpint (t_kind (t), ==, D_DECLARE);
  g_assert_true (t_can (t, "overrun"));
  g_assert_false (t_can (t, "attack"));
  /* Forced retreat 1 (fails), event Battle: the US unit is a casualty. */
  t_do_rolls (t, "overrun", ROLLS (1, 1));
  g_assert_cmpint (t_where (t, "us-regular-infantry.2"), ==, t->self->d->cup);
  g_assert_true (t_x (t)->battle.active);
  g_assert_cmpint (t_x (t)->battle.space, ==, t_loc (t, "big-walnut"));
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  t_do_rolls (t, "move big-walnut", ROLLS (1, 1));
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 12);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/4.1/end-of-turn", test_end_of_turn);
  g_test_add_func ("/ohio/4.2/learning-tier-1-segments", test_learning_segments);
  g_test_add_func ("/ohio/5.0/pass-and-save", test_pass_and_save);
  g_test_add_func ("/ohio/5.1.1/us-recruit-placement", test_us_recruit);
  g_test_add_func ("/ohio/5.1.1/drawn-recruit-seen", test_drawn_recruit_seen);
  g_test_add_func ("/ohio/5.2.2/broken-treaty-by-build", test_broken_treaty_by_build);
  g_test_add_func ("/ohio/5.2.2/no-stack-with-enemy-after-broken-treaty", test_no_stack_with_enemy_after_broken_treaty);
  g_test_add_func ("/ohio/14.3/reinforcements-keep-their-sides", test_reinforcements_keep_their_sides);
  g_test_add_func ("/ohio/14.3/reinforcement-weakened-on-its-way-goes-back", test_reinforcement_weakened_goes_back);
  g_test_add_func ("/ohio/5.2/treaty-with-the-ottawa", test_treaty_ottawa);
  g_test_add_func ("/ohio/5.2.3/alliance", test_alliance);
  g_test_add_func ("/ohio/5.3/build-rules", test_build_rules);
  g_test_add_func ("/ohio/5.4/repair", test_repair);
  g_test_add_func ("/ohio/5.5/harass", test_harass);
  g_test_add_func ("/ohio/5.5/harass-nothing-left-to-lose", test_harass_nothing_left);
  g_test_add_func ("/ohio/5.6/raid-d", test_raid_d);
  g_test_add_func ("/ohio/5.7/search-artillery", test_search_artillery);
  g_test_add_func ("/ohio/5.8/strategic-movement", test_strategic_movement);
  g_test_add_func ("/ohio/6.3.1/river-limit", test_river_limit);
  g_test_add_func ("/ohio/6.6/army-stops", test_army_stops);
  g_test_add_func ("/ohio/6.5/drop-rules", test_drop_rules);
  g_test_add_func ("/ohio/7.0/withdrawal-automatic-victory", test_expedition_withdrawal_victory);
  g_test_add_func ("/ohio/7.2/campaign-second-expedition", test_campaign_second_expedition);
  g_test_add_func ("/ohio/8.0/nation-check-treaty-mingo", test_nation_check);
  g_test_add_func ("/ohio/9.0/leader-check", test_leader_check);
  g_test_add_func ("/ohio/10.0/out-of-supply", test_out_of_supply);
  g_test_add_func ("/ohio/11.0/winter-quartering", test_winter_quartering);
  g_test_add_func ("/ohio/13.0/pass-through", test_pass_through);
  g_test_add_func ("/ohio/14.3/event-delay", test_event_delay);
  g_test_add_func ("/ohio/14.3/reinforcements", test_reinforcements);
  g_test_add_func ("/ohio/15.2/retreat-across-river", test_retreat_across_river);
  g_test_add_func ("/ohio/17.0/overrun", test_overrun);
  g_test_add_func ("/ohio/18.1/ambush-limits", test_ambush_limits);
  g_test_add_func ("/ohio/19.0/war-risk", test_war_risk);
  g_test_add_func ("/ohio/20.2/siege", test_siege);
  g_test_add_func ("/ohio/20.7/fort-miamis", test_fort_miamis);
  g_test_add_func ("/ohio/21.1/scout-traitor", test_scout_traitor);
  g_test_add_func ("/ohio/22.2/artillery-unsupported", test_artillery_unsupported);
  g_test_add_func ("/ohio/24.0/wagon-capture", test_wagon_capture);
  /* The same tests under the subsections they also check. */
  g_test_add_func ("/ohio/10.1/lone-wagon-captured", test_wagon_capture);
  g_test_add_func ("/ohio/15.4/retreating-from-cavalry", test_victor_and_cavalry);
  g_test_add_func ("/ohio/22.1/artillery-shock-in-an-attack", test_artillery_shock);
  g_test_add_func ("/ohio/5.2.1/treaty-with-the-ottawa", test_treaty_ottawa);
  g_test_add_func ("/ohio/5.6.2/raid-d-fails", test_raid_d);
  g_test_add_func ("/ohio/5.7.1/search-for-lost-artillery", test_search_artillery);
  g_test_add_func ("/ohio/17.2.2/militia-take-the-overrun-loss", test_overrun);
  g_test_add_func ("/ohio/15.1.1/attacker-retreats-whence-it-came", test_ambush_overwhelming);
  g_test_add_func ("/ohio/15.1.2/defender-not-into-the-attackers-space", test_retreat_split);
  g_test_add_func ("/ohio/20.1.1/screening-force-overrun", test_overrun_screen);
  g_test_add_func ("/ohio/23.0/british-arms", test_british_arms);
  g_test_add_func ("/ohio/23.0/british-arms-never-alone", test_british_arms_never_alone);
  g_test_add_func ("/ohio/25.2/examine-stacks", test_examine_stacks);
  g_test_add_func ("/ohio/25.2/log-hides-wintering", test_examine_stacks_wintering);
  g_test_add_func ("/ohio/25.2/log-hides-leader-check", test_examine_stacks_leader_check);
  g_test_add_func ("/ohio/25.2/log-hides-casualty", test_examine_stacks_casualty);
  g_test_add_func ("/ohio/25.1/revised-nation-check", test_revised_nation_check);
  g_test_add_func ("/ohio/12.0/end-of-turn-functions", test_end_of_turn_functions);
  g_test_add_func ("/ohio/14.5/artillery-shock", test_artillery_shock);
  g_test_add_func ("/ohio/14.9/tactical-reroll", test_tactical_reroll);
  g_test_add_func ("/ohio/14.7.2/wc-casualty-order", test_wc_casualty_order);
  g_test_add_func ("/ohio/14.7.2/leader-once-warriors-reduced", test_wc_leader_casualty);
  g_test_add_func ("/ohio/15.3/retreat-into-enemy", test_retreat_into_enemy);
  g_test_add_func ("/ohio/15.1.3/besieger-delayed-has-no-way-back", test_besieger_delayed_has_no_way_back);
  g_test_add_func ("/ohio/17.2/overrun-delay", test_overrun_delay);
  g_test_add_func ("/ohio/20.5.1/village-relocation", test_village_relocation);
  g_test_add_func ("/ohio/App3/sudden-death", test_sudden_death);
  g_test_add_func ("/ohio/App2/learning-victory", test_learning_victory);
  g_test_add_func ("/ohio/9.0/leader-death-vp-option", test_leader_death_vp);
  g_test_add_func ("/ohio/6.0/refusal-reasons", test_refusal_reasons);
  g_test_add_func ("/ohio/18.0/ambush-overwhelming-success", test_ambush_overwhelming);
  g_test_add_func ("/ohio/14.2/decision-names-the-battle", test_decision_names_the_battle);
  g_test_add_func ("/ohio/14.2/overwhelming-ambush-whole-force-retreats", test_ambush_overwhelming_scout);
  g_test_add_func ("/ohio/14.4/militia-morale", test_militia_morale);
  g_test_add_func ("/ohio/14.7.1/us-casualty-order", test_us_casualty_order);
  g_test_add_func ("/ohio/14.8/victor-and-cavalry-loss-15.4", test_victor_and_cavalry);
  g_test_add_func ("/ohio/16.2/failed-rbc", test_failed_rbc);
  g_test_add_func ("/ohio/15.1.4/retreat-direction-nonaligned-not-friendly", test_retreat_direction);
  g_test_add_func ("/ohio/15.1.4/equidistant-retreat-split", test_retreat_split);
  g_test_add_func ("/ohio/15.1.3/wc-retreat-not-into-a-fort", test_wc_retreat_structures);
  g_test_add_func ("/ohio/18.3/nonaligned-village-no-ambush", test_nonaligned_village_no_ambush);
  g_test_add_func ("/ohio/20.3/empty-fort-and-cap-option", test_empty_structure);
  g_test_add_func ("/ohio/25.2/option-chosen-for-the-game", test_option_from_game);
  g_test_add_func ("/ohio/20.2.2/breakout", test_breakout);
  g_test_add_func ("/ohio/20.2.1/relief-force", test_relief);
  g_test_add_func ("/ohio/20.1.2/reinforcement-outside-fort-retreats", test_reinforcement_outside_fort);
  g_test_add_func ("/ohio/20.2.2/breakout-out-takes-defenders", test_breakout_out_all);
  g_test_add_func ("/ohio/14.0/besiegers-join-attack", test_besiegers_join);
  g_test_add_func ("/ohio/7.1/withdrawal-quarters", test_withdrawal_quarters);
  g_test_add_func ("/ohio/22.2/artillery-lost-in-retreat", test_artillery_retreat_loss);
  g_test_add_func ("/ohio/20.1/overrun-screen", test_overrun_screen);
  g_test_add_func ("/ohio/App2/tier-2-recruit-squares", test_tier2_recruit_squares);
  g_test_add_func ("/ohio/14.3/reinforcement-overrun", test_reinforcement_overrun);
  return g_test_run ();
}
