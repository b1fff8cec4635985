/* test-pontiac-fort-retreat.c — the British who fight a field battle on
 * top of their own fort and must retreat after a round go into the fort
 * as far as it holds (the reading of 11.3 with 11.10 and 11.11,
 * docs/rules/pontiac.md, Readings): 11.3 "If the attack takes place in a
 * fort space, retreat into the fort is automatic"; 11.11 "A fort can
 * shelter 5x its value"; the units left out retreat by 11.3; Indian
 * Allies "are not allowed into forts" and alone they desert.
 *
 * The position: Fort Miami (value 1, room for 5 FP, a siege needs 4 FP)
 * holds British Regulars; Miami bands attack from Kekionga, next to it.
 * The British fight (accept a field battle, 11.11); every die a 1, so
 * round 1 has no hits (Indians hit on 6, the British on 5-6, 11.8).
 * Equal VP, no cards, no Arms. */
#include "test-pontiac-util.c"
#include "bh-autoplay.h"

static gboolean
inside (T *t, const char *piece)
{
  return (t_pc (t, piece)->flags & F_INSIDE) != 0;
}

/* An empty map but `nations_fp` FP of Miami bands in Kekionga; Fort
 * Miami razed if `razed`.  The test then puts the British in. */
static T *
fort_battle (int nations_fp, gboolean razed)
{
  static const char *const bands[] = { "miami-band-2.1", "miami-band-2.2", "miami-band-2.3", "miami-band-1.1" };
  T *t = t_new_empty ("rising-1763");
  int fp = 0;

  if (razed)
    pontiac_place_marker (&t->c, PC_RAZED_FORT, t_loc (t, "fort-miami"));
  for (guint i = 0; i < G_N_ELEMENTS (bands) && fp < nations_fp; i++)
    {
      if (fp + t->self->d->pieces[t_piece (t, bands[i])].printed_fp > nations_fp)
        continue;
      t_put (t, bands[i], "kekionga", 0);
      fp += t->self->d->pieces[t_piece (t, bands[i])].printed_fp;
    }
  g_assert_cmpint (fp, ==, nations_fp);
  return t;
}

/* The attack and round 1, the British fighting, `dice` forced 1s. */
static void
fight_round_one (T *t, int dice)
{
  int rolls[16];

  g_assert_cmpint (dice, <, 16);
  for (int k = 0; k < dice; k++)
    rolls[k] = 1;
  rolls[dice] = 0;
  t_attack_from (t, SIDE_NATIONS, "kekionga", "fort-miami");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  g_assert_true (t_can (t, "fort-up"));
  t_do_rolls (t, "fight", rolls);
}

/* 5 FP against 2: 5 > 2 × 2, the British must retreat after round 1
 * (11.10): into their fort, 2 FP ≤ 5 of room.  5 FP ≥ 4 lay a siege
 * (11.11).  The old code sent them to an adjacent space (D_RETREAT) and
 * the fort fell. */
static void
test_more_than_2_to_1_go_inside (void)
{
  T *t = fort_battle (5, FALSE);

  t_put (t, "regulars-1.1", "fort-miami", 0);
  t_put (t, "regulars-1.2", "fort-miami", 0);
  fight_round_one (t, 5 + 2);
  g_assert_true (t_said (t, "the British face more than 2 to 1 and retreat"));
  g_assert_true (t_said (t, "the British retreat into Fort Miami"));
  g_assert_cmpint (t->st->pending.kind, !=, D_RETREAT);
  g_assert_cmpint (t_where (t, "regulars-1.1"), ==, t_loc (t, "fort-miami"));
  g_assert_true (inside (t, "regulars-1.1"));
  g_assert_true (inside (t, "regulars-1.2"));
  g_assert_true (pontiac_fort_standing (&t->c, t_loc (t, "fort-miami")));
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  /* Into the fort, not away: no 17.1 retreat VP (11.11's note). */
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 10);
  t_free (t);
}

/* Exactly 2:1 (4 FP against 2): no automatic retreat (11.10 "more than");
 * the British are asked, and stay outside the fort. */
static void
test_exactly_2_to_1_no_retreat (void)
{
  T *t = fort_battle (4, FALSE);

  t_put (t, "regulars-1.1", "fort-miami", 0);
  t_put (t, "regulars-1.2", "fort-miami", 0);
  fight_round_one (t, 4 + 2);
  g_assert_false (t_said (t, "more than 2 to 1"));
  g_assert_false (t_said (t, "retreat into"));
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_false (inside (t, "regulars-1.1"));
  g_assert_false (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  t_free (t);
}

/* Six 1-FP Regulars in Fort Miami, the first `healthy` of them healthy and
 * the rest disrupted: 6 printed FP where the fort holds 5. */
static void
put_six_regulars (T *t, int healthy)
{
  for (int k = 1; k <= 6; k++)
    {
      g_autofree char *id = g_strdup_printf ("regulars-1.%d", k);

      t_put (t, id, "fort-miami", k <= healthy ? 0 : 1);
    }
}

/* The British put 1.2 to 1.6 in and leave 1.1 out. */
static void
shelter_all_but_the_first (T *t)
{
  g_assert_true (t_said (t, "the fort has room for 5 FP of the 6"));
  g_assert_cmpint (t->st->pending.kind, ==, D_SHELTER);
  for (int k = 2; k <= 6; k++)
    {
      g_autofree char *act = g_strdup_printf ("shelter regulars-1.%d", k);

      t_do (t, act);
    }
}

/* Six 1-FP Regulars, four of them disrupted (0 FP in battle, 1 printed
 * FP each in the fort, 11.11 "healthy or disrupted"): 5 FP against 2.
 * The fort holds 5 of the 6 printed FP: the British choose who goes in;
 * the one left out retreats to an adjacent space (11.3) and the fort
 * stands, besieged. */
static void
test_larger_than_the_fort (void)
{
  T *t = fort_battle (5, FALSE);

  put_six_regulars (t, 2);
  fight_round_one (t, 5 + 2);
  g_assert_true (t_said (t, "the British retreat into Fort Miami"));
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  shelter_all_but_the_first (t);
  g_assert_false (inside (t, "regulars-1.1"));
  g_assert_true (inside (t, "regulars-1.6"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_do_found (t, "retreat ");
  g_assert_cmpint (t_where (t, "regulars-1.1"), !=, t_loc (t, "fort-miami"));
  g_assert_cmpint (t_where (t, "regulars-1.2"), ==, t_loc (t, "fort-miami"));
  g_assert_true (inside (t, "regulars-1.2"));
  g_assert_true (pontiac_fort_standing (&t->c, t_loc (t, "fort-miami")));
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  t_free (t);
}

/* The fort already razed (11.11 "can no longer shelter"): a field battle,
 * the British retreat to an adjacent space as before. */
static void
test_razed_fort_retreat_outside (void)
{
  T *t = fort_battle (5, TRUE);

  t_put (t, "regulars-1.1", "fort-miami", 0);
  t_put (t, "regulars-1.2", "fort-miami", 0);
  t_attack_from (t, SIDE_NATIONS, "kekionga", "fort-miami");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  g_assert_false (t_can (t, "fort-up"));
  t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, "the British face more than 2 to 1 and retreat"));
  g_assert_false (t_said (t, "retreat into"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_do_found (t, "retreat ");
  g_assert_cmpint (t_where (t, "regulars-1.1"), !=, t_loc (t, "fort-miami"));
  t_free (t);
}

/* With a 1-FP Indian Allies unit: 7 FP against 3.  The Regulars go in;
 * the Allies, "not allowed into forts" and with no British unit to
 * retreat with, desert (11.11). */
static void
test_allies_alone_desert (void)
{
  T *t = fort_battle (7, FALSE);

  t_put (t, "regulars-1.1", "fort-miami", 0);
  t_put (t, "regulars-1.2", "fort-miami", 0);
  t_put (t, "indian-allies-1.1", "fort-miami", 0);
  fight_round_one (t, 7 + 3);
  g_assert_true (t_said (t, "the British retreat into Fort Miami"));
  g_assert_true (inside (t, "regulars-1.1"));
  g_assert_cmpint (t_where (t, "indian-allies-1.1"), ==, t->self->d->box_pool);
  g_assert_cmpint (t->st->pending.kind, !=, D_RETREAT);
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  t_free (t);
}

/* 3 FP against 1: into the fort, but 3 < 4 FP lay no siege (11.11
 * "When the besieging force falls below the minimum FPs, the Indian
 * force must retreat"): the Nations must go. */
static void
test_too_few_for_a_siege (void)
{
  T *t = fort_battle (3, FALSE);

  t_put (t, "regulars-1.1", "fort-miami", 0);
  fight_round_one (t, 3 + 1);
  g_assert_true (t_said (t, "the British retreat into Fort Miami"));
  g_assert_true (inside (t, "regulars-1.1"));
  g_assert_false (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  g_assert_true (t_said (t, "too few to lay a siege, the Nations must go"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  t_free (t);
}

/* 11.11: with no Siege marker nothing keeps a garrison in its fort ("The
 * defending British force remains trapped beneath the Siege marker until
 * the siege is lifted").  After 3 FP, too few for a siege, have gone,
 * the Regular stands on top of Fort Miami again, and a second force of 3
 * FP attacking it (more than twice its 1 FP) is offered Fort Combat's
 * choice again: the field battle, the fort, and the retreat that is
 * automatic above 2:1 (11.3).  The old code kept the Regular inside, where
 * a new attack offered no retreat and a field battle fought from inside. */
static void
test_no_siege_garrison_on_top_again (void)
{
  T *t = fort_battle (3, FALSE);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autofree char *away = NULL;

  t_put (t, "regulars-1.1", "fort-miami", 0);
  fight_round_one (t, 3 + 1);
  g_assert_true (inside (t, "regulars-1.1"));
  g_assert_false (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  bh_rules_list_actions (t->rules, t->st, legal);
  away = bh_rules_format_action (t->rules, &g_array_index (legal, BhAction, 0));
  t_do (t, away);
  g_assert_false (pontiac_has_military (&t->c, t_loc (t, "fort-miami"), SIDE_NATIONS));
  g_assert_false (inside (t, "regulars-1.1"));
  t_put (t, "miami-band-2.3", "kekionga", 0);
  t_put (t, "miami-band-1.1", "kekionga", 0);
  t_attack_at (t, SIDE_NATIONS, "kekionga", "fort-miami");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  g_assert_true (t_can (t, "try-retreat"));
  g_assert_true (t_can (t, "fort-up"));
  t_free (t);
}

/* ---- a retreat the British choose after a round (11.3, 11.10) ----------- */

/* 4 FP against 2 Regulars: exactly 2:1, no automatic retreat (11.10);
 * round 1 has no hits and the British, asked first, choose to retreat. */
static void
chosen_round_end (T *t)
{
  fight_round_one (t, 4 + 2);
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_true (t_can (t, "try-retreat"));
}

/* The offer says where the retreat goes. */
static void
assert_offer_reads (T *t, const char *text)
{
  BhAction a;
  g_autofree char *said = NULL;

  t_parse_legal (t, "try-retreat", &a);
  said = bh_rules_describe_action (BH_RULES (t->self), t->st, &a, BH_NONE);
  g_assert_cmpstr (said, ==, text);
}

/* 11.3 "If the attack takes place in a fort space, retreat into the fort
 * is automatic (no roll ...)": offered at the round's end whatever the
 * odds, no die rolled, no VP (11.11 "This retreat does NOT grant VPs");
 * 4 FP lay a siege.  The old code offered no retreat at 2:1 without
 * Indian Allies or Rogers. */
static void
test_chosen_goes_inside (void)
{
  T *t = fort_battle (4, FALSE);

  t_put (t, "regulars-1.1", "fort-miami", 0);
  t_put (t, "regulars-1.2", "fort-miami", 0);
  chosen_round_end (t);
  assert_offer_reads (t, "Retreat into the fort, no roll (11.3)");
  t_do_rolls (t, "try-retreat", ROLLS (6, 6, 6));
  g_assert_false (t_said (t, "retreat roll"));
  g_assert_true (t_said (t, "the British retreat into Fort Miami"));
  g_assert_cmpint (t->st->pending.kind, !=, D_RETREAT);
  g_assert_true (inside (t, "regulars-1.1"));
  g_assert_true (inside (t, "regulars-1.2"));
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 10);
  t_free (t);
}

/* With Rogers the old code rolled (a 6 - 1 fails, 11.3): now no roll, and
 * Rogers, a leader, goes in taking no room (11.11). */
static void
test_chosen_with_rogers_no_roll (void)
{
  T *t = fort_battle (4, FALSE);

  t_put (t, "regulars-1.1", "fort-miami", 0);
  t_put (t, "regulars-1.2", "fort-miami", 0);
  t_put (t, "officer-rogers", "fort-miami", 0);
  chosen_round_end (t);
  t_do_rolls (t, "try-retreat", ROLLS (6, 6, 6));
  g_assert_false (t_said (t, "retreat roll"));
  g_assert_true (inside (t, "regulars-1.1"));
  g_assert_true (inside (t, "officer-rogers"));
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 10);
  t_free (t);
}

/* Six Regulars, four disrupted (printed 6 FP, room 5): the British choose
 * who goes in; the one left out, 1 FP against 4 (more than 2:1), retreats
 * to an adjacent space without a roll (11.11, 11.3); 1 FP gives no VP
 * (1 per 5). */
static void
test_chosen_excess_retreats_outside (void)
{
  T *t = fort_battle (4, FALSE);

  put_six_regulars (t, 2);
  chosen_round_end (t);
  t_do (t, "try-retreat");
  shelter_all_but_the_first (t);
  g_assert_true (t_said (t, "the units left outside retreat without a roll"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_do_found (t, "retreat ");
  g_assert_cmpint (t_where (t, "regulars-1.1"), !=, t_loc (t, "fort-miami"));
  g_assert_true (inside (t, "regulars-1.2"));
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 10);
  t_free (t);
}

/* The one left out has gone: the garrison is inside, the 3 FP of Miami
 * below the 4 a siege of a value-1 fort needs (11.11 "When the besieging
 * force falls below the minimum FPs, the Indian force must retreat"). */
static void
assert_too_few_must_go (T *t)
{
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_do_found (t, "retreat ");
  g_assert_cmpint (t_where (t, "regulars-1.1"), !=, t_loc (t, "fort-miami"));
  g_assert_true (inside (t, "regulars-1.2"));
  g_assert_false (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  g_assert_true (t_said (t, "too few to lay a siege, the Nations must go"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  t_do_found (t, "retreat ");
  g_assert_false (pontiac_has_military (&t->c, t_loc (t, "fort-miami"), SIDE_NATIONS));
}

/* A chosen retreat (3 FP against 2: no automatic retreat) with one
 * Regular more than the fort holds: it retreats outside without a roll
 * (3 > 2 x 1, 11.3), and then the Nations, too few for a siege, go.  The
 * soak found the old code leaving both sides in the fort space with no
 * siege (conclusion-1765, seed 841). */
static void
test_chosen_excess_too_few_nations_go (void)
{
  T *t = fort_battle (3, FALSE);

  put_six_regulars (t, 2);
  fight_round_one (t, 3 + 2);
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_do (t, "try-retreat");
  shelter_all_but_the_first (t);
  g_assert_true (t_said (t, "the units left outside retreat without a roll"));
  assert_too_few_must_go (t);
  t_free (t);
}

/* The same forced: 3 FP against 1 (more than 2 to 1, 11.10). */
static void
test_forced_excess_too_few_nations_go (void)
{
  T *t = fort_battle (3, FALSE);

  put_six_regulars (t, 1);
  fight_round_one (t, 3 + 1);
  g_assert_true (t_said (t, "the British face more than 2 to 1 and retreat"));
  shelter_all_but_the_first (t);
  assert_too_few_must_go (t);
  t_free (t);
}

/* Four FP, the minimum, stay and besiege (the other side of 11.11's
 * boundary, the excess retreating as above). */
static void
test_chosen_excess_enough_nations_stay (void)
{
  T *t = fort_battle (4, FALSE);

  put_six_regulars (t, 2);
  chosen_round_end (t);
  t_do (t, "try-retreat");
  shelter_all_but_the_first (t);
  t_do_found (t, "retreat ");
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  g_assert_false (t_said (t, "too few to lay a siege"));
  g_assert_true (pontiac_has_military (&t->c, t_loc (t, "fort-miami"), SIDE_NATIONS));
  t_free (t);
}

/* The random game the 1,000-game soak found (conclusion-1765, seed 841):
 * its action 362, a chosen British retreat into Fort Augusta with one
 * unit left out, ended with the Nations too few for a siege still beside
 * the garrison (11.11).  Played again, it reaches its end. */
static void
test_soak_seed_841 (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "pontiac", NULL);
  g_autoptr(GError) error = NULL;
  BhAutoplayReport report;

  g_assert_true (bh_autoplay_run (data, "conclusion-1765", 1, 841, 10000, NULL, &report, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (report.invariant_failures, ==, 0);
  g_assert_cmpuint (report.dead_ends, ==, 0);
  g_assert_cmpuint (report.finished, ==, 1);
  /* Past the action that failed. */
  g_assert_cmpuint (report.min_actions, >, 362);
  bh_autoplay_report_clear (&report);
}

/* The decisions of a battle name it (bh_rules_decision_location, the
 * decision bar's text): the round's end at Fort Miami; before the attack,
 * a force to move, none. */
static void
test_decision_names_the_battle (void)
{
  T *t = fort_battle (4, FALSE);
  g_autofree char *before = NULL;
  g_autofree char *asked = NULL;

  t_put (t, "regulars-1.1", "fort-miami", 0);
  t_put (t, "regulars-1.2", "fort-miami", 0);
  before = bh_rules_describe_decision (BH_RULES (t->self), t->st, BH_NONE);
  g_assert_cmpint (bh_rules_decision_location (BH_RULES (t->self), t->st), ==, BH_NONE);
  g_assert_null (strstr (before, " at "));
  chosen_round_end (t);
  g_assert_cmpint (bh_rules_decision_location (BH_RULES (t->self), t->st), ==, t_loc (t, "fort-miami"));
  asked = bh_rules_describe_decision (BH_RULES (t->self), t->st, BH_NONE);
  g_assert_nonnull (strstr (asked, ", at Fort Miami: British to decide whether to retreat or fight on (11.10)"));
  t_free (t);
}

/* The Nations' chosen retreat after round 1 is unchanged: a roll
 * (11.3), and they leave; the British stay outside their fort. */
static void
test_nations_chosen_unchanged (void)
{
  T *t = fort_battle (4, FALSE);

  t_put (t, "regulars-1.1", "fort-miami", 0);
  t_put (t, "regulars-1.2", "fort-miami", 0);
  fight_round_one (t, 4 + 2);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_do (t, "fight");
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  assert_offer_reads (t, "Try to retreat (11.3)");
  t_do_rolls (t, "try-retreat", ROLLS (1));
  g_assert_true (t_said (t, "retreat roll"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_false (inside (t, "regulars-1.1"));
  g_assert_false (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  t_free (t);
}

/* A relief force (10.3) by water to besieged Fort Michilimackinac: after
 * round 1 it is offered no retreat (the garrison is inside, 11.11), the
 * new retreat into the fort least of all (the relief is the attacker). */
static void
test_relief_unchanged (void)
{
  T *t = t_new_empty ("rising-1763");

  t_no_cards (t);
  t_set_arms (t, 0);
  t_put (t, "royal-americans-1.1", "fort-michilimackinac", 0);
  bh_state_pieces (t->st)[t_piece (t, "royal-americans-1.1")].flags = F_INSIDE;
  t_put_in (t, "fort-michilimackinac", "ojibwa-band-2.1", "ojibwa-band-2.2", "ojibwa-band-2.3",
            "ojibwa-band-2.4", NULL);
  pontiac_place_marker (&t->c, PC_SIEGE, t_loc (t, "fort-michilimackinac"));
  t_put_in (t, "fort-detroit", "regulars-2.1", "regulars-2.2", NULL);
  t_move_force (t, SIDE_BRITISH, "fort-detroit", "fort-michilimackinac");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  t_do (t, "fight");
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_false (t_has (t, "try-retreat"));
  g_assert_false (t_said (t, "retreat into"));
  g_assert_false (inside (t, "regulars-2.1"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/11.10/fort-more-than-2-to-1-british-go-inside", test_more_than_2_to_1_go_inside);
  g_test_add_func ("/pontiac/11.10/fort-exactly-2-to-1-no-retreat", test_exactly_2_to_1_no_retreat);
  g_test_add_func ("/pontiac/11.10/fort-too-small-excess-retreats-outside", test_larger_than_the_fort);
  g_test_add_func ("/pontiac/11.10/fort-razed-retreat-outside", test_razed_fort_retreat_outside);
  g_test_add_func ("/pontiac/11.10/fort-allies-alone-outside-desert", test_allies_alone_desert);
  g_test_add_func ("/pontiac/11.10/fort-too-few-for-a-siege-nations-go", test_too_few_for_a_siege);
  g_test_add_func ("/pontiac/11.11/no-siege-garrison-on-top-again", test_no_siege_garrison_on_top_again);
  g_test_add_func ("/pontiac/11.10/fort-chosen-retreat-goes-inside-no-roll", test_chosen_goes_inside);
  g_test_add_func ("/pontiac/11.10/fort-chosen-retreat-rogers-no-roll", test_chosen_with_rogers_no_roll);
  g_test_add_func ("/pontiac/11.10/fort-chosen-retreat-excess-retreats-outside", test_chosen_excess_retreats_outside);
  g_test_add_func ("/pontiac/11.11/fort-chosen-retreat-excess-too-few-nations-go", test_chosen_excess_too_few_nations_go);
  g_test_add_func ("/pontiac/11.11/fort-forced-retreat-excess-too-few-nations-go", test_forced_excess_too_few_nations_go);
  g_test_add_func ("/pontiac/11.11/fort-chosen-retreat-excess-enough-nations-stay", test_chosen_excess_enough_nations_stay);
  g_test_add_func ("/pontiac/11.11/soak-conclusion-1765-seed-841", test_soak_seed_841);
  g_test_add_func ("/pontiac/11.10/decision-names-the-battle", test_decision_names_the_battle);
  g_test_add_func ("/pontiac/11.10/fort-nations-chosen-retreat-unchanged", test_nations_chosen_unchanged);
  g_test_add_func ("/pontiac/10.3/relief-no-retreat-into-the-fort", test_relief_unchanged);
  return g_test_run ();
}
