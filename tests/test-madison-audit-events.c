/* test-madison-audit-events.c — Mr. Madison's War: rows for the event
 * mutations that no other test caught (referee recheck5 B12,
 * docs/rules/madison-mutations-b.md): SURRENDER OF DETROIT's 4 factors and
 * out-of-supply garrison, BROCK AND TECUMSEH for its turn only (3.51),
 * TECUMSEH FALLS after a battle his force lost, the events in force until
 * the turn's end, WAR WEARINESS's town lost this year; GUNBOAT FLOTILLA's
 * and WINTER QUARTERS's limits, SUPPLY SHORTAGE's and SMUGGLING's side,
 * the event attack's amphibious -1, DEATH OF BROCK not for Sheaffe, the
 * counter mix of KENTUCKY VOLUNTEERS, YEO ARRIVES's early leader. */
#include "test-madison-util.c"

/* SURRENDER OF DETROIT (card-6): "a British leader with at least 4 combat
 * factors next to Detroit", the US there out of supply (the 41st
 * Detachment at Frenchtown and the Queen Charlotte on Lake Erie cut it):
 * Brock with the reduced 1/41st (3) and the 10th RVB detachment (1) makes
 * 4: the event is offered and that force may enter Detroit; with the 1/41st
 * alone (3) it is not.  With Detroit in supply (no blockers) it is not. */
static void
test_surrender_of_detroit (void)
{
  static const struct { gboolean det, blocked, offered; } cases[] = {
    { TRUE, TRUE, TRUE }, { FALSE, TRUE, FALSE }, { TRUE, FALSE, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_event_position ("entire-war", 2, MAD_GB, "card-6",
                               (const char *[]) { "gb-brock sandwich", "gb-1-41st sandwich 1", "us-4th detroit", NULL });

      if (cases[i].det)
        t_put (t, "gb-10th-rvb-det", "sandwich", 0);
      if (cases[i].blocked)
        {
          t_put (t, "gb-41st-det", "frenchtown", 0);
          t_put (t, "gb-queen-charlotte", "lake-erie", 0);
        }
      g_assert_cmpint (mad_in_supply (&t->c, t_loc (t, "detroit"), MAD_US), ==, !cases[i].blocked);
      g_assert_cmpint (t_can (t, "event card-6"), ==, cases[i].offered);
      if (cases[i].offered)
        {
          t_do (t, "event card-6");
          g_assert_true (t_can (t, "choose sandwich"));
          t_do (t, "choose sandwich");
          t_assert_at (t, "us-4th", "eliminated");
          t_assert_at (t, "gb-brock", "detroit");
        }
      t_free (t);
    }
}

/* 3.51, card-9 "for the rest of the turn": played by the British in
 * Spring-Summer 1813, it no longer works in Summer-Autumn: Tecumseh's
 * rating is not added to Proctor's at Sandwich. */
static void
test_brock_and_tecumseh_turn_only (void)
{
  T *t = t_new ("1813-1814");
  g_autofree char *bonus = t_brock_and_tecumseh_bonus (t);

  t_position (t, 4, MAD_GB, (const char *[]) { "gb-wyandot sandwich", "gb-tecumseh sandwich", "gb-proctor sandwich", "us-13th detroit", NULL });
  t_play_brock_and_tecumseh (t);
  t->keep_story = FALSE;
  t_to_turn (t, 4, 5);
  t_play_at (t, 5, MAD_US);
  t_us_13th_attacks_sandwich (t);
  t_assert_narrates (t, "Defending commander Proctor");
  g_assert_false (t_narrated (t, bonus));
  t_free (t);
}

/* TECUMSEH FALLS (card-53): "Play after a battle that Tecumseh's force
 * lost".  The US 13th attacks Tecumseh and the Wyandot at Sandwich: when
 * the attack is thrown back (the British won) the card is not offered; when
 * it drives them out, it is. */
static void
test_tecumseh_falls (void)
{
  for (int us_wins = 0; us_wins < 2; us_wins++)
    {
      T *t = t_new ("1813-1814");
      int roll = us_wins ? 6 : 1;

      t_position (t, 4, MAD_US, (const char *[]) { "gb-wyandot sandwich", "gb-tecumseh sandwich", "us-13th detroit",
                                                    "card-72 hand-gb", "card-34 hand-us", NULL });
      t_fight (t, "us-13th", "detroit", "sandwich", (const int[]) { roll, roll, 0 });
      while (t->st->pending.kind != D_PLAY && t->st->result == BH_RESULT_ONGOING)
        t_do_first_while (t, t->st->pending.kind, (const int[]) { roll, roll, 0 });
      if (g_getenv ("T_STORY"))
        g_printerr ("%s", t->story->str);
      g_assert_cmpint (mad_count_units (&t->c, t_loc (t, "sandwich"), MAD_GB) == 0, ==, us_wins);
      t_play_at (t, 4, MAD_US);
      t_put (t, "card-53", "hand-us", 0);
      g_assert_cmpint (t_can (t, "event card-53"), ==, us_wins);
      t_free (t);
    }
}

/* 8.31: an event that works until the end of the turn (ARMISTICE, card-21,
 * no attack on St. Jean) is over in the next turn: in Summer-Autumn 1813
 * the US 13th may march into St. Jean again. */
static void
test_in_force_ends_with_the_turn (void)
{
  T *t = t_new ("1813-1814");

  t_position (t, 4, MAD_GB, (const char *[]) { "us-13th isle-aux-noix", "gb-8th st-jean", NULL });
  t_put (t, "card-21", "hand-gb", 0);
  t_do (t, "event card-21");
  t_to_turn (t, 4, 5);
  t_play_at (t, 5, MAD_US);
  t_put (t, "card-34", "hand-us", 0);
  t_set_out (t, "ops card-34", "isle-aux-noix", (const char *[]) { "us-13th", NULL });
  g_assert_true (t_can (t, "move us-13th st-jean"));
  t_free (t);
}

/* WAR WEARINESS (card-107, reconstructed): "The British gain 1 VP if they
 * have lost no town in their own territory this year."  The US takes York
 * (VP 3) and leaves it: in the same year the card is not offered; when that
 * was in 1813, it is in 1814 (a new year), and scores 1 VP. */
static void
test_war_weariness_this_year (void)
{
  for (int last_year = 0; last_year < 2; last_year++)
    {
      T *t = t_new ("1813-1814");
      int turn = last_year ? 5 : 7;
      int before;

      t_position (t, turn, MAD_US, (const char *[]) { "us-13th york", "us-14th smiths-creek", NULL });
      t_march (t, "us-14th", "smiths-creek", "york");
      t_do (t, "end");
      g_assert_cmpint (mad_control (&t->c, t_loc (t, "york")), ==, MAD_US);
      t_put (t, "us-13th", "smiths-creek", 0);
      t_put (t, "us-14th", "smiths-creek", 0);
      t_put (t, "gb-8th", "york", 0);
      if (last_year)
        t_to_turn (t, 5, 7);
      t_play_at (t, 7, MAD_GB);
      t_put (t, "card-107", "hand-gb", 0);
      g_assert_cmpint (t_can (t, "event card-107"), ==, last_year);
      if (last_year)
        {
          before = t_vp (t);
          t_do (t, "event card-107");
          g_assert_cmpint (t_vp (t) - before, ==, -1);
        }
      t_free (t);
    }
}

/* WAR WEARINESS, a 0 space: Smiths Creek is a British town of value 0
 * (11.51, 16.26).  US units there take no town with a Victory Point value
 * (4.13: VP are for "enemy towns that have a Victory Point value"): the
 * British have lost no town and the card scores its 1 VP. */
static void
test_war_weariness_zero_space (void)
{
  T *t = t_new ("1813-1814");
  int before;

  t_position (t, 7, MAD_US, (const char *[]) { "us-13th smiths-creek", "us-14th albany", NULL });
  g_assert_cmpint (mad_space_value (&t->c, t_loc (t, "smiths-creek")), ==, 0);
  /* a card play with Smiths Creek held (the year's record of towns lost) */
  t_march (t, "us-14th", "albany", "rome");
  t_do (t, "end");
  g_assert_cmpint (mad_control (&t->c, t_loc (t, "smiths-creek")), ==, MAD_US);
  t_play_at (t, 7, MAD_GB);
  t_put (t, "card-107", "hand-gb", 0);
  before = t_vp (t);
  t_do (t, "event card-107");
  g_assert_cmpint (t_vp (t) - before, ==, -1);
  t_free (t);
}

/* INDIAN RAIDS (card-65): "Every US unit alone in a forest space of value
 * 0 or 1 next to an Indian unit is reduced."  Neither the 13th alone at
 * Ft. MacArthur (forest, value 2) next to the Wyandot at Ft. Findlay, nor
 * the 13th alone at Sandwich (clear, value 1) next to the Wyandot at
 * Thamesville: the event would do nothing and is not offered (8.31-1); at
 * Thamesville itself (forest, 1) next to the Wyandot at London it is. */
static void
test_indian_raids_forest_value_one (void)
{
  static const struct { const char *us, *indians; gboolean offered; } cases[] = {
    { "ft-macarthur", "ft-findlay", FALSE }, { "sandwich", "thamesville", FALSE }, { "thamesville", "london", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *us = g_strdup_printf ("us-13th %s", cases[i].us);
      g_autofree char *indians = g_strdup_printf ("gb-wyandot %s", cases[i].indians);
      T *t = t_event_position ("1813-1814", 4, MAD_GB, "card-65", (const char *[]) { us, indians, NULL });

      g_assert_cmpint (t_can (t, "event card-65"), ==, cases[i].offered);
      t_free (t);
    }
}

/* FORCED MARCH (card-64, 2 OPs): one land leader activated with the card's
 * value: Proctor (command 2) in Sandwich may be; Prevost (command 3) may
 * not, and the event is not offered. */
static void
test_forced_march_command_value (void)
{
  static const struct { const char *leader; gboolean offered; } cases[] = { { "gb-proctor", TRUE }, { "gb-prevost", FALSE } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *leader = g_strdup_printf ("%s sandwich", cases[i].leader);
      T *t = t_event_position ("1813-1814", 4, MAD_GB, "card-64", (const char *[]) { leader, "gb-1-41st sandwich", NULL });

      g_assert_cmpint (t_can (t, "event card-64"), ==, cases[i].offered);
      t_free (t);
    }
}

/* TECUMSEH'S CONFEDERACY (card-13): "or restore any one Indian unit on the
 * map": a Shawnee at full strength is no unit to restore; the British may
 * only place the Potawatomi and Ottawa, at Ft. Malden. */
static void
test_confederacy_restores_only_reduced (void)
{
  T *t = t_event_position ("entire-war", 2, MAD_GB, "card-13", (const char *[]) { "gb-shawnee sandwich", "gb-tecumseh sandwich", NULL });

  t_do (t, "event card-13");
  g_assert_false (t_can (t, "take gb-shawnee"));
  t_assert_at (t, "gb-potawatomi", "ft-malden");
  t_assert_at (t, "gb-ottawa", "ft-malden");
  t_free (t);
}

/* 7.34: "A player may hold back two cards per hand, but only one card per
 * play": each player holds a card in two plays, the position staying
 * valid (the invariants are checked after every action); a third hold is
 * not offered. */
static void
test_two_holds_a_hand (void)
{
  static const char *const plays[] = { "hold card-33", "hold card-72", "hold card-34", "hold card-73" };
  T *t = t_new ("1813-1814");

  t_position (t, 4, MAD_US, (const char *[]) { "us-13th albany", "gb-8th montreal", "card-33 hand-us", "card-34 hand-us",
                                               "card-35 hand-us", "card-72 hand-gb", "card-73 hand-gb", "card-74 hand-gb", NULL });
  for (guint i = 0; i < G_N_ELEMENTS (plays); i++)
    t_do (t, plays[i]);
  g_assert_cmpint (t_x (t)->holds[MAD_US], ==, 2);
  g_assert_cmpint (t_x (t)->holds[MAD_GB], ==, 2);
  g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  g_assert_false (t_can (t, "hold card-35"));
  t_free (t);
}

/* CAPTURE OF FORT NIAGARA (card-48): the fort does not count "in the first
 * round" of the event's attack; in the second round it counts again.  Two
 * British against two US units, a first round of no result (NE, 10.61),
 * then a second round. */
static void
test_fort_niagara_second_round (void)
{
  T *t = t_capture_of_fort_niagara ((const char *[]) { "gb-1-41st ft-george", "gb-8th ft-george", "us-24th ft-niagara",
                                                       "us-13th ft-niagara", NULL },
                                     (const char *[]) { "gb-1-41st", "gb-8th", NULL });
  g_autofree char *first = NULL, *second = NULL;

  /* 6: NE (no result, 10.61): both sides still fresh, a second round */
  t_to_dice (t, (const int[]) { 3, 3, 0 });
  t_to_dice (t, (const int[]) { 3, 3, 0 });
  if (g_getenv ("T_STORY"))
    g_printerr ("%s", t->story->str);
  first = t_round_line (t, 1, "Ft. Niagara");
  g_assert_nonnull (first);
  g_assert_null (strstr (first, "with the fort"));
  second = t_round_line (t, 2, "Ft. Niagara");
  if (second == NULL)
    g_error ("no second round:\n%s", t->story->str);
  g_assert_nonnull (strstr (second, "with the fort"));
  t_free (t);
}

/* RAID ON SACKETS HARBOUR (card-42): success destroys the ships "under
 * repair" there (damaged): the damaged Sylph goes, the undamaged Oneida
 * beside her does not. */
static void
test_raid_on_sackets_harbour_damaged_only (void)
{
  T *t = t_raid_on_sackets_harbour ((const char *[]) { "gb-wolfe lake-ontario", "gb-104th kingston", "gb-de-watteville kingston",
                                                       "us-24th sackets-harbour", "us-sylph sackets-harbour 1",
                                                       "us-oneida sackets-harbour", NULL });

  t_do_first_while (t, D_RETREAT, NULL);
  if (g_getenv ("T_STORY"))
    g_printerr ("%s", t->story->str);
  t_assert_narrates (t, "Sylph, under repair at Sackets Harbour, is destroyed (8.31)");
  t_assert_at (t, "us-sylph", "removed");
  g_assert_false (t_narrated (t, "Oneida, under repair"));
  g_assert_cmpint (t_where (t, "us-oneida"), !=, t_loc (t, "removed"));
  t_free (t);
}

/* GUNBOAT FLOTILLA (card-69) "Move up to two land units by water": never
 * an Indian unit (11.33: Indians cannot be carried by water).  The
 * British at Kingston with the Wyandot beside the 8th: the 8th may go, the
 * Wyandot may not. */
static void
test_gunboats_no_indians (void)
{
  T *t = t_event_position ("1813-1814", 4, MAD_GB, "card-69", (const char *[]) { "gb-8th kingston", "gb-wyandot kingston", NULL });

  t_do (t, "event card-69");
  t_do (t, "units kingston");
  g_assert_false (t_can (t, "add gb-wyandot"));
  g_assert_true (t_can (t, "add gb-8th"));
  t_free (t);
}

/* GUNBOAT FLOTILLA "to another [friendly lakeside town]": a move, not an
 * amphibious assault (11.5), so never into a town with enemy units.  At
 * Oswego the British detachment of 1 factor, too weak to control the US
 * town (4.14), leaves it a friendly US town: the US force from Sackets
 * Harbour may still not land there. */
static void
test_gunboats_not_into_enemy_units (void)
{
  T *t = t_event_position ("1813-1814", 4, MAD_US, "card-69",
                           (const char *[]) { "us-13th sackets-harbour", "us-14th sackets-harbour", "gb-10th-rvb-det oswego", NULL });

  g_assert_cmpint (mad_control (&t->c, t_loc (t, "oswego")), ==, -1);
  t_do (t, "event card-69");
  t_do (t, "units sackets-harbour");
  t_do (t, "add us-13th");
  t_do (t, "add us-14th");
  t_do (t, "go");
  g_assert_false (t_can (t, "march oswego"));
  g_assert_cmpint (t_where (t, "us-13th"), !=, t_loc (t, "oswego"));
  t_free (t);
}

/* WINTER QUARTERS (card-32) "by one space into friendly territory": never
 * into enemy units (the move is no attack).  Six US regiments at Sandwich,
 * the British 8th at Detroit: the regiments may not go to Detroit. */
static void
test_winter_quarters_not_into_enemy_units (void)
{
  char *ids[6] = { NULL };
  T *t = t_us_holds_winter_quarters ((const char *[]) { "gb-8th detroit", NULL }, 6, ids);
  g_autofree char *detroit = g_strdup_printf ("move %s detroit", ids[0]);

  if (t->st->turn == 3 && t->st->pending.kind == D_WINTER && t_can (t, "event card-32"))
    {
      t_do (t, "event card-32");
      if (t_can (t, "units sandwich"))
        {
          t_do (t, "units sandwich");
          t_add_up_to (t, (const char *const *) ids, 5);
          t_go (t);
          g_assert_false (t_can (t, detroit));
        }
    }
  t_assert_at (t, ids[0], "sandwich");
  for (int i = 0; i < 6; i++)
    g_free (ids[i]);
  t_free (t);
}

/* SUPPLY SHORTAGE (card-63) "Choose one enemy force ... it is out of
 * supply": the enemy's, not the player's own.  At Oswego (US territory)
 * a British detachment too weak to control it (4.14): after the US plays
 * the card the British are out of supply there, the US still in supply. */
static void
test_supply_shortage_enemy_only (void)
{
  T *t = t_event_position ("1813-1814", 4, MAD_US, "card-63", (const char *[]) { "gb-10th-rvb-det oswego", NULL });

  g_assert_true (mad_in_supply (&t->c, t_loc (t, "oswego"), MAD_US));
  t_event_naming (t, "card-63", "oswego");
  g_assert_false (mad_in_supply (&t->c, t_loc (t, "oswego"), MAD_GB));
  g_assert_true (mad_in_supply (&t->c, t_loc (t, "oswego"), MAD_US));
  t_free (t);
}

/* SMUGGLING (card-102) "one British force in Lower Canada counts as in
 * supply": the British only.  The British 8th at Montreal: after the card
 * the US is no more in supply at Montreal than before. */
static void
test_smuggling_british_only (void)
{
  T *t = t_event_position ("1813-1814", 4, MAD_GB, "card-102", (const char *[]) { "gb-8th montreal", NULL });

  g_assert_false (mad_in_supply (&t->c, t_loc (t, "montreal"), MAD_US));
  t_event_naming (t, "card-102", "montreal");
  g_assert_true (mad_in_supply (&t->c, t_loc (t, "montreal"), MAD_GB));
  g_assert_false (mad_in_supply (&t->c, t_loc (t, "montreal"), MAD_US));
  t_free (t);
}

/* RAID ON SACKETS HARBOUR (card-42) is "an amphibious attack": its first
 * round takes 11.55's -1.  Dice 12 less 1 make 11. */
static void
test_raid_amphibious_minus_one (void)
{
  T *t = t_raid_on_sackets_harbour ((const char *[]) { "gb-wolfe lake-ontario", "gb-104th kingston", "gb-de-watteville kingston",
                                                       "us-24th sackets-harbour", NULL });

  t_assert_narrates (t, "Amphibious attack: -1 (11.55)");
  t_assert_narrates (t, "Dice 12, modifiers -1: 11");
  t_free (t);
}

/* DEATH OF BROCK (card-7): "Play after a land combat in which Brock
 * commanded. Brock is killed: flip his counter to its Sheaffe side."  A
 * battle Sheaffe (Brock's counter flipped, 3.41) commanded is none Brock
 * commanded: the card is not offered after it. */
static void
test_death_of_brock_not_sheaffe (void)
{
  T *t = t_brock_attacks_queenston (1);

  while (t->st->pending.side != MAD_US || t->st->pending.kind != D_PLAY)
    t_do_first_while (t, t->st->pending.kind, NULL);
  g_assert_true (MAD_BIT (t_x (t)->commanded, t_piece (t, "gb-brock")));
  g_assert_cmpint (t_face (t, "gb-brock"), ==, 1);
  g_assert_false (t_can (t, "event card-7"));
  t_free (t);
}

/* KENTUCKY VOLUNTEERS (card-54): "Place up to two Kentucky militia units
 * from the counter mix".  Reading (madison.md, Readings chosen): the
 * counter mix holds the counters neither in play nor scheduled: a unit the
 * Set Up charts bring on a later turn (14.0) is not in it, where the cards
 * that may place one say so ("if he has not arrived", "due in").
 * 1813-1814, Spring 1813: five Kentucky militia on the map, the sixth due
 * in Summer 1813: the card has none to place and is not offered; with the
 * sixth eliminated instead, it is, and places him. */
static void
test_kentucky_volunteers_mix (void)
{
  for (int eliminated = 0; eliminated < 2; eliminated++)
    {
      T *t = t_new ("1813-1814");
      const MadData *d = t->self->d;
      const MadPiece *card = &d->pieces[t_piece (t, "card-54")];
      int due = -1, on_map = 0;

      for (guint i = 0; i < G_N_ELEMENTS (card->ev_piece) && card->ev_piece[i] >= 0; i++)
        {
          int p = card->ev_piece[i];

          if (bh_state_pieces (t->st)[p].location == BH_OFFBOARD)
            due = p;
          else
            on_map++;
        }
      g_assert_cmpint (on_map, ==, 5);
      g_assert_cmpint (due, >=, 0);
      g_assert_cmpint (t_x (t)->arrive[due] & MAD_ARRIVE_TURN, ==, 5);
      t_play_at (t, 4, MAD_US);
      t_put (t, "card-54", "hand-us", 0);
      if (eliminated)
        bh_state_move_piece (t->st, due, d->eliminated);
      g_assert_cmpint (t_can (t, "event card-54"), ==, eliminated);
      if (eliminated)
        {
          t_event_naming (t, "card-54", "mansfield");
          g_assert_cmpint (bh_state_pieces (t->st)[due].location, ==, t_loc (t, "mansfield"));
        }
      t_free (t);
    }
}

/* YEO ARRIVES (card-45): "Place Yeo at Kingston now if he has not
 * arrived": in Summer-Autumn 1812 of the entire war Yeo is due in Spring
 * 1813 (his Set Up turn, 3.37): the card places him at Kingston now. */
static void
test_yeo_arrives_early (void)
{
  T *t = t_new ("entire-war");
  int yeo = t_piece (t, "gb-yeo");

  g_assert_cmpint (bh_state_pieces (t->st)[yeo].location, ==, BH_OFFBOARD);
  g_assert_cmpint (t_x (t)->arrive[yeo] & MAD_ARRIVE_TURN, ==, 4);
  t_play_at (t, 2, MAD_GB);
  t_put (t, "card-45", "hand-gb", 0);
  t_put (t, "card-72", "hand-us", 0);
  t_do (t, "event card-45");
  while (t->st->pending.side == MAD_GB && t->st->pending.kind != D_PLAY && t->st->result == BH_RESULT_ONGOING)
    t_do_first_while (t, t->st->pending.kind, NULL);
  t_assert_at (t, "gb-yeo", "kingston");
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/8.31/surrender-of-detroit-four-factors-out-of-supply", test_surrender_of_detroit);
  g_test_add_func ("/madison/3.51/brock-and-tecumseh-this-turn-only", test_brock_and_tecumseh_turn_only);
  g_test_add_func ("/madison/8.31/tecumseh-falls-after-a-lost-battle", test_tecumseh_falls);
  g_test_add_func ("/madison/8.31/event-in-force-ends-with-the-turn", test_in_force_ends_with_the_turn);
  g_test_add_func ("/madison/8.31/war-weariness-town-lost-this-year", test_war_weariness_this_year);
  g_test_add_func ("/madison/4.13/war-weariness-zero-space-not-a-town-lost", test_war_weariness_zero_space);
  g_test_add_func ("/madison/8.31/indian-raids-forest-of-value-one", test_indian_raids_forest_value_one);
  g_test_add_func ("/madison/8.31/forced-march-command-value-up-to-the-card", test_forced_march_command_value);
  g_test_add_func ("/madison/8.31/confederacy-restores-only-a-reduced-unit", test_confederacy_restores_only_reduced);
  g_test_add_func ("/madison/7.34/two-holds-a-hand", test_two_holds_a_hand);
  g_test_add_func ("/madison/8.31/fort-niagara-fort-counts-from-round-two", test_fort_niagara_second_round);
  g_test_add_func ("/madison/8.31/raid-on-sackets-harbour-damaged-ships-only", test_raid_on_sackets_harbour_damaged_only);
  g_test_add_func ("/madison/11.33/gunboat-flotilla-no-indians", test_gunboats_no_indians);
  g_test_add_func ("/madison/8.31/gunboat-flotilla-not-into-enemy-units", test_gunboats_not_into_enemy_units);
  g_test_add_func ("/madison/8.31/winter-quarters-not-into-enemy-units", test_winter_quarters_not_into_enemy_units);
  g_test_add_func ("/madison/8.31/supply-shortage-enemy-only", test_supply_shortage_enemy_only);
  g_test_add_func ("/madison/8.31/smuggling-british-only", test_smuggling_british_only);
  g_test_add_func ("/madison/11.55/raid-on-sackets-harbour-amphibious-minus-one", test_raid_amphibious_minus_one);
  g_test_add_func ("/madison/3.41/death-of-brock-not-after-sheaffe-commanded", test_death_of_brock_not_sheaffe);
  g_test_add_func ("/madison/8.31/kentucky-volunteers-counter-mix-not-the-schedule", test_kentucky_volunteers_mix);
  g_test_add_func ("/madison/8.31/yeo-arrives-before-his-turn", test_yeo_arrives_early);
  return g_test_run ();
}
