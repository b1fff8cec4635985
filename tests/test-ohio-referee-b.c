/* test-ohio-referee-b.c — Blood on the Ohio, the rows of the first
 * referee check's findings 3, 4, 5 and 13 (docs/rules/referee/
 * ohio-2026-11-27.md), each played through the players' actions on both
 * sides of its rule's number: the British Arms chosen after the first
 * recruit roll (5.1.2, App. 5), the Second Expedition on two or more entry
 * squares (LR chart), a nonaligned nation's village (19.0, 20.5), an
 * off-map nation's alliance (5.2.3, 2.4.3); and of the second check's
 * (referee-ohio2) N1, N2, N4: a treaty nation's village (5.2.2), 19.0's
 * 2 FP on an off-map square at 3 FP, a US reinforcement past a nonaligned
 * village (14.3). */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

/* ---- 5.1.2 / App. 5: the British Arms instead of the second roll ------------------------ */

/* Harmar, an empty map, the WC to choose a special action with `vp` VP
 * (the first British Arms wait on VP square 2, App. 4). */
static T *
wc_to_recruit (int vp)
{
  T *t = t_new_clear ("harmar");

  t_vp (t, WC, 2 * vp);
  bh_state_markers (t->st)[t->self->d->m_sap[WC]] = 5;
  t_at (t, 2, PH_SA1, WC, D_SA);
  return t;
}

static char *
recruit_action (T *t, const char *nation, int arms)
{
  return g_strdup_printf ("recruit-nation %d %d", t_nation (t, nation), arms);
}

static int
arms_in_box (T *t, const char *box)
{
  return ohio_count_class (&t->c, t_loc (t, box), PC_ARMS);
}

/* The Delaware fail both checks (3 + 1, 2 + 1), rolled one after the
 * other with no British Arms offered between them; the marker stays. */
static void
rolls_both_without_arms (T *t, const char *recruit)
{
  t_do_rolls (t, recruit, ROLLS (3, 2));
  g_assert_cmpint (t->st->n_rolls, ==, 2);
  g_assert_cmpint (t_kind (t), ==, D_SA);
  g_assert_cmpint (arms_in_box (t, "vp-square-2"), ==, 1);
}

/* App. 5: "The resulting 3 is still not enough ... The WC player can elect
 * to make one more recruitment roll or forgo the roll and receive one of
 * the ... British Arms markers": the choice comes after the first roll. */
static void
test_arms_offered_after_a_failed_roll (void)
{
  T *t = wc_to_recruit (2);
  g_autofree char *recruit = recruit_action (t, "delaware", 0);

  t_do_rolls (t, recruit, ROLLS (3));
  g_assert_true (t_said (t, "3 +1, nothing"));
  g_assert_cmpint (t_kind (t), ==, D_SA_ARMS);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  /* Nothing rolled for the second check yet. */
  g_assert_cmpint (t->st->n_rolls, ==, 1);
  t_do (t, "take-arms");
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  t_do_found (t, "place british-arms");
  g_assert_cmpint (arms_in_box (t, "vp-square-2"), ==, 0);
  g_assert_cmpint (t_vp2 (t, WC), ==, 4);
  /* One roll and the Arms: the action is over, 5 -> 4 SAP. */
  g_assert_cmpint (t_kind (t), ==, D_SA);
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_sap[WC]], ==, 4);
  t_free (t);
}

/* 2.4, 23.0: at 1 VP the marker of square 2 is not yet available: the
 * second roll follows the first at once. */
static void
test_no_arms_below_their_square (void)
{
  T *t = wc_to_recruit (1);
  g_autofree char *recruit = recruit_action (t, "delaware", 0);

  rolls_both_without_arms (t, recruit);
  t_free (t);
}

/* "Instead of rolling both dice": a first roll that brings a unit still
 * leaves the second to trade, once the unit is placed. */
static void
test_arms_offered_after_a_successful_roll (void)
{
  T *t = wc_to_recruit (2);
  g_autofree char *recruit = recruit_action (t, "delaware", 0);

  t_do_rolls (t, recruit, ROLLS (4));
  g_assert_true (t_said (t, "4 +1, a unit comes"));
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  t_do_found (t, "place delaware-");
  g_assert_cmpint (t_kind (t), ==, D_SA_ARMS);
  t_free (t);
}

/* "Make one more recruitment roll": the Arms stay on their square and
 * the second check is rolled (5 + 0: a Mingo unit comes only at 5). */
static void
test_roll_instead_of_the_arms (void)
{
  T *t = wc_to_recruit (2);
  g_autofree char *recruit = recruit_action (t, "mingo", 0);

  t_put (t, "mingo-village.1", "hocking-falls", 0);
  t_do_rolls (t, recruit, ROLLS (4));
  g_assert_cmpint (t_kind (t), ==, D_SA_ARMS);
  t_do_rolls (t, "roll", ROLLS (5));
  g_assert_true (t_said (t, "5, a unit comes"));
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  g_assert_cmpint (t->st->pending.args[1], ==, t_nation (t, "mingo"));
  t_do_found (t, "place mingo-");
  g_assert_cmpint (arms_in_box (t, "vp-square-2"), ==, 1);
  g_assert_cmpint (t_kind (t), ==, D_SA);
  t_free (t);
}

/* A Mingo unit comes (5) but has nowhere to go (no Mingo village on the
 * map, no entry square): the second check may still be traded. */
static void
test_arms_offered_after_a_unit_with_nowhere_to_go (void)
{
  T *t = wc_to_recruit (2);
  g_autofree char *recruit = recruit_action (t, "mingo", 0);

  t_do_rolls (t, recruit, ROLLS (5));
  g_assert_true (t_said (t, "5, a unit comes"));
  g_assert_cmpint (t_kind (t), ==, D_SA_ARMS);
  t_do (t, "take-arms");
  g_assert_cmpint (t_kind (t), ==, D_SA_PLACE);
  t_free (t);
}

/* "If no principal village exists, the option may not be chosen." */
static void
test_no_arms_without_a_principal_village (void)
{
  T *t = wc_to_recruit (2);
  const OhioData *d = t->self->d;
  g_autofree char *recruit = recruit_action (t, "delaware", 0);

  for (guint s = 0; s < d->n_spaces; s++)
    if (d->spaces[s].principal != OHIO_NONE)
      t_x (t)->printed[s] = 0;
  rolls_both_without_arms (t, recruit);
  t_free (t);
}

/* An old save's "recruit-nation N 1" (the Arms chosen with the action,
 * before any roll) is refused in one line naming 5.1.2. */
static void
test_arms_before_the_roll_refused (void)
{
  T *t = wc_to_recruit (2);
  g_autofree char *old = recruit_action (t, "delaware", 1);
  g_autofree char *why = t_refusal (t, old);

  g_assert_nonnull (strstr (why, "5.1.2"));
  g_assert_nonnull (strstr (why, "after the first recruit roll"));
  t_free (t);
}

/* ---- LR entry chart: the Second Expedition on two or more squares ------------------------ */

/* The campaign's First Expedition withdraws and the Second enters (7.1,
 * 7.2); every placement before its entry-square pieces takes the first
 * listed action. Returns when the first piece for an entry square waits. */
static T *
second_expedition_at_the_entry (void)
{
  T *t = t_new ("campaign");

  t_vp (t, WC, 2 * t->self->d->exp_entry_square[2]);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_do (t, "end-ops");
  for (int guard = 0; guard < 300 && (t_kind (t) == D_WINTER || t_kind (t) == D_PLACE) &&
                      !(t_kind (t) == D_PLACE && t->st->pending.args[1] == PM_ENTRY); guard++)
    {
      g_autofree char *list = t_actions (t);
      g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

      t_do (t, parts[0]);
    }
  g_assert_cmpint (t_x (t)->expedition, ==, 2);
  g_assert_cmpint (t_kind (t), ==, D_PLACE);
  g_assert_cmpint (t->st->pending.args[1], ==, PM_ENTRY);
  return t;
}

static char *
place_text (T *t, const char *square)
{
  g_autofree char *id = bh_game_data_dup_piece_id (t->data, t->st->pending.args[0]);

  return g_strdup_printf ("place %s %s", id, square);
}

/* US entry squares holding a piece. */
static int
entry_squares_used (T *t)
{
  const OhioData *d = t->self->d;
  int n = 0;

  for (guint s = 0; s < d->n_spaces; s++)
    if (d->spaces[s].entry && d->spaces[s].entry_side == 0 && t->c.ix->head[s] >= 0)
      n++;
  return n;
}

/* Every piece but the last on one square: while two or more are left the
 * square stays open; the last may not make it 1 square, only 2. */
static void
test_second_expedition_two_squares (void)
{
  T *t = second_expedition_at_the_entry ();
  const char *first = "entry-us-wilderness-road", *second = "entry-us-salt-river";

  while (t_kind (t) == D_PLACE && t->st->pending.args[1] == PM_ENTRY)
    {
      OhioPlace *pl = &t_x (t)->place;
      int left = 0;
      g_autofree char *here = place_text (t, first);
      g_autofree char *there = place_text (t, second);

      for (int k = pl->i; k < pl->n; k++)
        left += pl->mode[k] == PM_ENTRY;
      if (left >= 2)
        {
          /* 1 square used, 2 or more pieces left: it may take one more. */
          g_assert_true (t_can (t, here));
          t_do (t, here);
          continue;
        }
      /* The last piece: all on one square would be 1 square, refused;
       * the second square makes 2, accepted. */
      g_assert_cmpint (entry_squares_used (t), ==, 1);
      g_assert_false (t_can (t, here));
      g_assert_true (t_can (t, there));
      t_do (t, there);
    }
  g_assert_cmpint (entry_squares_used (t), ==, 2);
  g_assert_cmpint (t_count_at (t, second), ==, 1);
  t_free (t);
}

/* Two squares used early: the rest may all go on either of them. */
static void
test_second_expedition_two_squares_met (void)
{
  T *t = second_expedition_at_the_entry ();
  const char *first = "entry-us-wilderness-road", *second = "entry-us-salt-river";
  gboolean started = FALSE;

  while (t_kind (t) == D_PLACE && t->st->pending.args[1] == PM_ENTRY)
    {
      g_autofree char *here = place_text (t, started ? first : second);

      t_do (t, here);
      started = TRUE;
    }
  g_assert_cmpint (entry_squares_used (t), ==, 2);
  g_assert_cmpint (t_count_at (t, second), ==, 1);
  t_free (t);
}

/* ---- 19.0 / 6.7 / 20.5: a nonaligned nation's principal village ------------------------ */

/* Harmar, an empty map: two US regulars (4 FP, a stray force) at
 * Whetstone march into Upper Sandusky, the Wyandot's principal village
 * (the Wyandot nonaligned, App. 3); `risk` are the war risk's two dice
 * (19.0), none when the Wyandot are made WC first; `warrior` puts a WC
 * Miami warrior (2 FP, 19.0's limit) in the village. */
static T *
march_into_upper_sandusky (gboolean wyandot_wc, gboolean warrior, int risk_1, int risk_2)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-regular-infantry.2", "whetstone", 0);
  if (warrior)
    t_put (t, "miami-warrior.1", "upper-sandusky", 0);
  if (wyandot_wc)
    t_x (t)->nation_status[t_nation (t, "wyandot")] = NAT_WC;
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", NULL);
  if (wyandot_wc)
    t_do (t, "move upper-sandusky");
  else
    t_do_rolls (t, "move upper-sandusky", ROLLS (risk_1, risk_2));
  return t;
}

/* 19.0: 6 + 6 = 12 is not less than 4 US FP: the Wyandot stay out. Their
 * village is no enemy (6.7 asks a choice only of enemy FP): the force may
 * stop there, nothing is attacked, nobody rolls for the village. */
static void
test_nonaligned_principal_village_is_no_enemy (void)
{
  T *t = march_into_upper_sandusky (FALSE, FALSE, 6, 6);
  int wyandot = t_nation (t, "wyandot");

  g_assert_true (t_said (t, "12 against 4 US FP, they stay out"));
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  g_assert_true (t_can (t, "stop"));
  g_assert_false (t_has (t, "attack"));
  t_do (t, "stop");
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  g_assert_true (ohio_principal_healthy (&t->c, t_loc (t, "upper-sandusky")));
  g_assert_cmpint (t_x (t)->nation_status[wyandot], ==, NAT_NONALIGNED);
  g_assert_cmpint (t_vp2 (t, US), ==, 0);
  g_assert_cmpint (t_x (t)->principal_reduced, ==, 0);
  t_free (t);
}

/* 19.0: 1 + 2 = 3 is less than 4 US FP: the Wyandot join the WC on the
 * spot; then their principal village is a WC one (20.5): attack or pass
 * through, no stop. */
static void
test_war_risk_then_the_village_is_the_wcs (void)
{
  T *t = march_into_upper_sandusky (FALSE, FALSE, 1, 2);

  g_assert_true (t_said (t, "3 against 4 US FP, they join the WC"));
  for (int guard = 0; guard < 40 && t_kind (t) == D_PLACE; guard++)
    {
      g_autofree char *list = t_actions (t);
      g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

      t_do (t, parts[0]);
    }
  g_assert_cmpint (t_kind (t), ==, D_DECLARE);
  g_assert_true (t_can (t, "attack"));
  g_assert_false (t_has (t, "stop"));
  t_free (t);
}

/* 20.5 (LR): a principal village adds 1 to the WC's defence, for a WC
 * nation only: a Miami warrior (2 FP) defending the nonaligned Wyandot's
 * village fights with 2, in a WC Wyandot village with 2 + 1 = 3; only a
 * WC village takes a casualty. */
static void
village_strength_row (gboolean wyandot_wc, int wc_strength)
{
  T *t = march_into_upper_sandusky (wyandot_wc, TRUE, 6, 6);

  g_assert_cmpint (t_kind (t), ==, D_DECLARE);
  t_do (t, "attack");
  g_assert_cmpint (t_kind (t), ==, D_DEF_DECLARE);
  /* Event 1: Battle (14.3); the US rolls 6, the WC 1. */
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 4);
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, wc_strength);
  /* The 3-4 column's 6: 2 casualties on the WC. The first reduces the
   * warrior; the second may go to a WC nation's village (20.5, 14.7.2),
   * never to a nonaligned one: the warrior alone takes it. */
  g_assert_cmpint (t_x (t)->battle.hits[US], ==, 2);
  if (wyandot_wc)
    {
      g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
      g_assert_true (t_can (t, "hit-structure upper-sandusky"));
    }
  else
    {
      g_assert_cmpint (t_kind (t), ==, D_OPS);
      g_assert_true (ohio_principal_healthy (&t->c, t_loc (t, "upper-sandusky")));
      g_assert_cmpint (t_where (t, "miami-warrior.1"), !=, t_loc (t, "upper-sandusky"));
    }
  t_free (t);
}

static void
test_nonaligned_principal_village_adds_nothing (void)
{
  village_strength_row (FALSE, 2);
}

static void
test_wc_principal_village_adds_one (void)
{
  village_strength_row (TRUE, 3);
}

/* 17.2.1: "An undamaged village is reduced and relocated when it is
 * overrun" — a WC nation's village. Harmar and 3 regulars (6 FP) from
 * Upper Scioto overrun a reduced Miami warrior (1 FP, 5 × 1 = 5 <= 6) on
 * the Wyandot village of Tymochtee: nonaligned (war risk 6 + 6 = 12 v 6
 * FP: they stay out), the village stays whole and the US gains nothing;
 * a WC Wyandot village is reduced (+1/2 VP, 20.5.1). RBC roll 1 fails,
 * event 1 Battle (17.2). */
static void
overrun_village_row (gboolean wyandot_wc)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "harmar", "upper-scioto", 0);
  t_put_series (t, "us-regular-infantry", 1, 3, "upper-scioto", 0);
  t_put (t, "miami-warrior.1", "tymochtee", 1);
  t_put (t, "wyandot-village.1", "tymochtee", 0);
  if (wyandot_wc)
    t_x (t)->nation_status[t_nation (t, "wyandot")] = NAT_WC;
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "harmar", "us-regular-infantry.1", "us-regular-infantry.2",
                "us-regular-infantry.3", NULL);
  if (wyandot_wc)
    t_do (t, "move tymochtee");
  else
    t_do_rolls (t, "move tymochtee", ROLLS (6, 6));
  g_assert_cmpint (t_kind (t), ==, D_DECLARE);
  t_do_rolls (t, "overrun", ROLLS (1, 1));
  g_assert_cmpint (t_where (t, "miami-warrior.1"), !=, t_loc (t, "tymochtee"));
  if (wyandot_wc)
    {
      g_assert_cmpint (t_vp2 (t, US), ==, 1);
      g_assert_true (ohio_has_razed (&t->c, t_loc (t, "tymochtee")));
    }
  else
    {
      g_assert_cmpint (t_vp2 (t, US), ==, 0);
      t_assert_at (t, "wyandot-village.1", "tymochtee");
      g_assert_cmpint (t_face (t, "wyandot-village.1"), ==, 0);
    }
  t_free (t);
}

static void
test_overrun_spares_a_nonaligned_village (void)
{
  overrun_village_row (FALSE);
}

static void
test_overrun_reduces_a_wc_village (void)
{
  overrun_village_row (TRUE);
}

/* ---- 5.2.2: a treaty nation's principal village (referee-ohio2 N1) --------------------- */

/* Harmar, an empty map, the Wyandot under treaty with the US (5.2.1):
 * two US regulars (4 FP) march from Whetstone into the Wyandot principal
 * village of Upper Sandusky. No war risk (19.0 is for nonaligned nations
 * only). */
static T *
march_into_a_treaty_village (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "whetstone", 0);
  t_put (t, "us-regular-infantry.2", "whetstone", 0);
  t_x (t)->nation_status[t_nation (t, "wyandot")] = NAT_TREATY;
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", NULL);
  t_do (t, "move upper-sandusky");
  g_assert_false (t_said (t, "War risk"));
  return t;
}

/* 5.2.1-5.2.2: a treaty nation is at peace with the US; only a battle
 * that costs it FP (or a build) breaks the treaty. Entering its principal
 * village is no forced fight (6.7 asks a choice only of enemy FP): the
 * force may go on or stop there; nothing is attacked, nobody rolls. */
static void
test_treaty_village_entered_without_a_fight (void)
{
  T *t = march_into_a_treaty_village ();

  g_assert_cmpint (t_kind (t), ==, D_DECLARE);
  g_assert_true (t_can (t, "ignore"));
  g_assert_true (t_has (t, "attack"));
  t_do (t, "ignore");
  g_assert_cmpint (t_kind (t), ==, D_MOVE);
  g_assert_true (t_can (t, "stop"));
  t_do (t, "stop");
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  g_assert_true (ohio_principal_healthy (&t->c, t_loc (t, "upper-sandusky")));
  g_assert_cmpint (t_x (t)->nation_status[t_nation (t, "wyandot")], ==, NAT_TREATY);
  g_assert_cmpint (t_vp2 (t, US), ==, 0);
  g_assert_cmpint (t_x (t)->principal_reduced, ==, 0);
  t_free (t);
}

/* 5.2.2: "A treaty can be broken if: A battle occurs ... that results in
 * the loss of any Indian FPs within the nation boundary of the treaty
 * nation." The US may attack the treaty village (20.5); the village fights
 * with its 1 FP (20.5, LR) and the WC rolls it. The US rolls 6 (2
 * casualties on the 3-4 column; a village takes one a battle, 20.5): the
 * village loses its step, Indian FP lost in the Wyandot land, and only
 * then is the treaty broken (session 14: not when the attack is declared,
 * as session 13 had it; the old code narrated the break before the
 * casualty). */
static void
test_treaty_village_attacked_breaks_the_treaty (void)
{
  T *t = march_into_a_treaty_village ();
  const char *casualty, *broken;

  g_assert_cmpint (t_kind (t), ==, D_DECLARE);
  /* Event 1: Battle (14.3); the US rolls 6, the WC 1. */
  t_do_rolls (t, "attack", ROLLS (1, 6, 1));
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 4);
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 1);
  g_assert_cmpint (t_x (t)->nation_status[t_nation (t, "wyandot")], ==, NAT_BROKEN);
  casualty = strstr (t->narration, "Upper Sandusky loses a step");
  broken = strstr (t->narration, "The treaty with the Wyandot is broken");
  g_assert_nonnull (casualty);
  g_assert_nonnull (broken);
  g_assert_true (casualty < broken);
  t_free (t);
}

/* 5.2.2, the other side: the US attacks the treaty village and inflicts
 * no loss (4 FP, the 3-4 column, a 2: no casualty; the village's 1 FP
 * rolls 1: none either). No Indian FP was lost: the treaty stands, the
 * village is whole, and the WC, the victor of a tie (14.8), sends the US
 * back to Whetstone (15.1.1). The session-13 code broke the treaty when
 * the attack was declared. */
static void
test_treaty_village_attack_without_a_loss_keeps_the_treaty (void)
{
  T *t = march_into_a_treaty_village ();
  int wyandot = t_nation (t, "wyandot");

  t_do_rolls (t, "attack", ROLLS (1, 2, 1));
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 1);
  g_assert_false (t_said (t, "treaty"));
  g_assert_cmpint (t_x (t)->nation_status[wyandot], ==, NAT_TREATY);
  g_assert_true (ohio_principal_healthy (&t->c, t_loc (t, "upper-sandusky")));
  g_assert_false (ohio_has_military (&t->c, t_loc (t, "upper-sandusky"), WC, 0, 0));
  t_assert_at (t, "us-regular-infantry.1", "whetstone");
  t_assert_at (t, "us-regular-infantry.2", "whetstone");
  t_free (t);
}

/* ---- 14.3 / 19.0: a US reinforcement past a nonaligned village (referee-ohio2 N4) ------- */

/* Harmar, an empty map: a US regular from Big Walnut attacks a Shawnee
 * warrior at Whetstone (event 6: Reinforcements, 14.3); a full US regular
 * (2 FP) at Tymochtee, in the Wyandot land, reinforces it, 2 MP, its way
 * through the Wyandot principal village of Upper Sandusky (the other way,
 * by Upper Scioto, holds another Shawnee warrior). Returns at the
 * reinforcement's first step. */
static T *
reinforce_past_upper_sandusky (int wyandot_status)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "big-walnut", 0);
  t_put (t, "us-regular-infantry.2", "tymochtee", 0);
  t_put (t, "shawnee-warrior.1", "whetstone", 0);
  t_put (t, "shawnee-warrior.2", "upper-scioto", 0);
  t_x (t)->nation_status[t_nation (t, "wyandot")] = wyandot_status;
  t_lone_regular_calls_reinforcements (t, "whetstone");
  t_do (t, "reinforce us-regular-infantry.2");
  for (int guard = 0; guard < 4 && t_kind (t) != D_MOVE; guard++)
    t_do (t, t_has (t, "no-reinforce") ? "no-reinforce" : "march");
  g_assert_cmpint (ohio_current_move (&t->c)->kind, ==, MOVE_REINF);
  g_assert_cmpint (ohio_current_move (&t->c)->mp_left, ==, 2);
  return t;
}

/* 19.0: the nonaligned Wyandot's village is no enemy: the reinforcement
 * enters it (the war risk, 6 + 6 = 12 against 2 US FP: they stay out)
 * and goes on to the battle (2 MP, 1 + 1). */
static void
test_reinforcement_passes_a_nonaligned_village (void)
{
  T *t = reinforce_past_upper_sandusky (NAT_NONALIGNED);

  g_assert_true (t_can (t, "move upper-sandusky"));
  t_do_rolls (t, "move upper-sandusky", ROLLS (6, 6));
  g_assert_true (t_said (t, "12 against 2 US FP, they stay out"));
  g_assert_true (t_can (t, "move whetstone"));
  t_do (t, "move whetstone");
  t_assert_at (t, "us-regular-infantry.2", "whetstone");
  t_free (t);
}

/* 5.2.2: a treaty nation's village is no enemy either: the reinforcement
 * (which may not attack, 14.3) goes on past it, and the treaty holds. */
static void
test_reinforcement_passes_a_treaty_village (void)
{
  T *t = reinforce_past_upper_sandusky (NAT_TREATY);

  g_assert_true (t_can (t, "move upper-sandusky"));
  t_do (t, "move upper-sandusky");
  g_assert_cmpint (t_kind (t), ==, D_DECLARE);
  g_assert_false (t_has (t, "attack"));
  t_do (t, "ignore");
  t_do (t, "move whetstone");
  t_assert_at (t, "us-regular-infantry.2", "whetstone");
  g_assert_cmpint (t_x (t)->nation_status[t_nation (t, "wyandot")], ==, NAT_TREATY);
  t_free (t);
}

/* 14.3: a WC nation's undefended principal village counts as 1 FP (20.5):
 * the reinforcement may not fight it on its way, and passing through
 * needs 1 MP more than its 2 (13.0): refused, naming 14.3. */
static void
test_reinforcement_stopped_by_a_wc_village (void)
{
  T *t = reinforce_past_upper_sandusky (NAT_WC);
  g_autofree char *why = t_refusal (t, "move upper-sandusky");

  g_assert_nonnull (strstr (why, "14.3"));
  t_free (t);
}

/* ---- 5.2.3 / 2.4.3: an off-map nation's alliance -------------------------------------------- */

/* Harmar, an empty map, WC operations: Little Turtle at Brownstown, next
 * to the Ojibwa's entry square (the Ojibwa nonaligned, App. 3, and off the
 * map, 2.4.3), with `warriors` Miami warriors (2 FP each); the force is
 * formed and marches. */
static T *
little_turtle_by_the_ojibwa (int warriors, int reduced, gboolean leader)
{
  T *t = t_new_clear ("harmar");

  if (leader)
    t_put (t, "little-turtle", "brownstown", 0);
  t_put_series (t, "miami-warrior", 1, warriors, "brownstown", 0);
  for (int i = warriors - reduced + 1; i <= warriors; i++)
    {
      g_autofree char *id = g_strdup_printf ("miami-warrior.%d", i);

      t_pc (t, id)->face = 1;     /* reduced: 1 FP */
    }
  t_vp (t, WC, 2 * 18);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_do (t, leader ? "form little-turtle" : "form miami-warrior.1");
  for (int i = leader ? 1 : 2; i <= warriors; i++)
    {
      g_autofree char *add = g_strdup_printf ("add miami-warrior.%d", i);

      t_do (t, add);
    }
  t_do (t, "march");
  return t;
}

/* 5.2.3: "a key leader in ... the nation's entry square": Little Turtle
 * steps onto it, his move ends there (2.4.3: not a space for movement),
 * and the WC may then seek the Ojibwa's alliance (18 VP > 10: automatic). */
static void
test_key_leader_reaches_an_off_map_nation (void)
{
  T *t = little_turtle_by_the_ojibwa (0, 0, TRUE);
  g_autofree char *alliance = g_strdup_printf ("alliance %d", t_nation (t, "ojibwa"));

  t_do (t, "move entry-ojibwa");
  t_assert_at (t, "little-turtle", "entry-ojibwa");
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  t_at (t, 2, PH_SA1, WC, D_SA);
  bh_state_markers (t->st)[t->self->d->m_sap[WC]] = 5;
  g_assert_true (t_can (t, alliance));
  t_do (t, alliance);
  g_assert_cmpint (t_x (t)->nation_status[t_nation (t, "ojibwa")], ==, NAT_WC);
  t_free (t);
}

/* 19.0's limit on the square: a key leader and 2 WC FP may go (and come
 * back later), 4 FP may not (refused with 19.0). */
static void
test_off_map_square_two_fp (void)
{
  T *t = little_turtle_by_the_ojibwa (1, 0, TRUE);

  t_do (t, "move entry-ojibwa");
  t_assert_at (t, "miami-warrior.1", "entry-ojibwa");
  /* In a later segment they step back onto the map (2.4.3: an exit and
   * entry point). */
  t_at (t, 1, PH_WC2, WC, D_OPS);
  t_pc (t, "little-turtle")->flags = 0;     /* a new segment: not moved */
  t_pc (t, "miami-warrior.1")->flags = 0;
  t_form_march (t, "little-turtle", "miami-warrior.1", NULL);
  t_do (t, "move brownstown");
  t_assert_at (t, "little-turtle", "brownstown");
  t_free (t);
  t = little_turtle_by_the_ojibwa (2, 0, TRUE);
  {
    g_autofree char *why = t_refusal (t, "move entry-ojibwa");

    g_assert_nonnull (strstr (why, "19.0"));
  }
  t_free (t);
}

/* 19.0's "no more than 2 WC FPs" at 3: a full warrior (2 FP) and a
 * reduced one (1 FP) with Little Turtle are refused (referee-ohio2 N2). */
static void
test_off_map_square_three_fp (void)
{
  T *t = little_turtle_by_the_ojibwa (2, 1, TRUE);
  g_autofree char *why = t_refusal (t, "move entry-ojibwa");

  g_assert_cmpint (t_face (t, "miami-warrior.1"), ==, 0);
  g_assert_cmpint (t_face (t, "miami-warrior.2"), ==, 1);
  g_assert_nonnull (strstr (why, "19.0"));
  t_free (t);
}

/* Without a key leader, or once the nation has joined, the square stays
 * closed (2.4.3; 5.2.3 names the key leader). */
static void
test_off_map_square_closed (void)
{
  T *t = little_turtle_by_the_ojibwa (1, 0, FALSE);

  {
    g_autofree char *why = t_refusal (t, "move entry-ojibwa");

    g_assert_nonnull (strstr (why, "5.2.3"));
  }
  t_free (t);
  t = little_turtle_by_the_ojibwa (0, 0, TRUE);
  t_x (t)->nation_status[t_nation (t, "ojibwa")] = NAT_WC;
  g_assert_false (t_can (t, "move entry-ojibwa"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/5.1.2/arms-offered-after-a-failed-roll", test_arms_offered_after_a_failed_roll);
  g_test_add_func ("/ohio/5.1.2/no-arms-below-their-square", test_no_arms_below_their_square);
  g_test_add_func ("/ohio/5.1.2/arms-offered-after-a-successful-roll", test_arms_offered_after_a_successful_roll);
  g_test_add_func ("/ohio/5.1.2/roll-instead-of-the-arms", test_roll_instead_of_the_arms);
  g_test_add_func ("/ohio/5.1.2/arms-offered-after-a-unit-with-nowhere-to-go", test_arms_offered_after_a_unit_with_nowhere_to_go);
  g_test_add_func ("/ohio/5.1.2/no-arms-without-a-principal-village", test_no_arms_without_a_principal_village);
  g_test_add_func ("/ohio/5.1.2/arms-before-the-roll-refused", test_arms_before_the_roll_refused);
  g_test_add_func ("/ohio/7.2/second-expedition-two-entry-squares", test_second_expedition_two_squares);
  g_test_add_func ("/ohio/7.2/second-expedition-two-entry-squares-met", test_second_expedition_two_squares_met);
  g_test_add_func ("/ohio/19.0/nonaligned-principal-village-is-no-enemy", test_nonaligned_principal_village_is_no_enemy);
  g_test_add_func ("/ohio/19.0/war-risk-then-the-village-is-the-wcs", test_war_risk_then_the_village_is_the_wcs);
  g_test_add_func ("/ohio/20.5/nonaligned-principal-village-adds-nothing", test_nonaligned_principal_village_adds_nothing);
  g_test_add_func ("/ohio/20.5/wc-principal-village-adds-one", test_wc_principal_village_adds_one);
  g_test_add_func ("/ohio/17.2.1/overrun-spares-a-nonaligned-village", test_overrun_spares_a_nonaligned_village);
  g_test_add_func ("/ohio/17.2.1/overrun-reduces-a-wc-village", test_overrun_reduces_a_wc_village);
  g_test_add_func ("/ohio/5.2.2/treaty-village-entered-without-a-fight", test_treaty_village_entered_without_a_fight);
  g_test_add_func ("/ohio/5.2.2/treaty-village-attacked-breaks-the-treaty", test_treaty_village_attacked_breaks_the_treaty);
  g_test_add_func ("/ohio/5.2.2/treaty-village-attack-without-a-loss-keeps-the-treaty",
                   test_treaty_village_attack_without_a_loss_keeps_the_treaty);
  g_test_add_func ("/ohio/14.3/reinforcement-passes-a-nonaligned-village", test_reinforcement_passes_a_nonaligned_village);
  g_test_add_func ("/ohio/14.3/reinforcement-passes-a-treaty-village", test_reinforcement_passes_a_treaty_village);
  g_test_add_func ("/ohio/14.3/reinforcement-stopped-by-a-wc-village", test_reinforcement_stopped_by_a_wc_village);
  g_test_add_func ("/ohio/5.2.3/key-leader-reaches-an-off-map-nation", test_key_leader_reaches_an_off_map_nation);
  g_test_add_func ("/ohio/5.2.3/off-map-square-two-fp", test_off_map_square_two_fp);
  g_test_add_func ("/ohio/5.2.3/off-map-square-three-fp", test_off_map_square_three_fp);
  g_test_add_func ("/ohio/5.2.3/off-map-square-closed", test_off_map_square_closed);
  return g_test_run ();
}
