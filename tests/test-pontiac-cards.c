/* test-pontiac-cards.c — the combat cards (7.0, 11.4): the named cards
 * of 24.0 not covered by the playthrough and the effects the reconstructed
 * cards name in their data.  Battle cases are tables: position, cards
 * played, forced dice, and the first casualty the round must ask for
 * (dice_cases); or position, then a script of actions and checks of the
 * position they leave (script_rows).  Each card is also played where it
 * must not work (its terrain, its condition, another round) so a card
 * doing nothing, or too much, fails. */
#include <stdio.h>
#include <stdlib.h>

#include "test-pontiac-util.c"

/* ---- positions --------------------------------------------------------------- */

enum { FIELD, FORT, FORT_FULL };

/* FIELD: 4 Nations FP (two 2-FP bands of `nation`) from Mad River attack
 * 3 British FP at Pickawillany (wilderness); the British fight.
 * FORT: 6 Miami FP from Kekionga attack Fort Miami (value 1, capacity 5)
 * held by 2 FP (FORT_FULL: 4 FP).  Stops at the defender's option. */
static T *
battle_with (int where, const char *nation, const char *const *cards, const char *extra)
{
  T *t = t_new ("rising-1763");

  t_cards_only (t, cards);
  if (where == FIELD)
    {
      g_autofree char *b1 = g_strdup_printf ("%s-band-2.1", nation);
      g_autofree char *b2 = g_strdup_printf ("%s-band-2.2", nation);

      t_put_in (t, "pickawillany", "regulars-2.1", "regulars-1.1", NULL);
      if (extra)
        t_put (t, extra, "pickawillany", 0);
      t_put (t, b1, "mad-river", 0);
      t_put (t, b2, "mad-river", 0);
      t_move_force (t, SIDE_NATIONS, "mad-river", "pickawillany");
    }
  else
    {
      t_put (t, "royal-americans-2.1", "fort-miami", 0);
      if (where == FORT_FULL)
        t_put (t, "royal-americans-2.2", "fort-miami", 0);
      if (extra)
        t_put (t, extra, "fort-miami", 0);
      t_put_in (t, "kekionga", "miami-band-2.1", "miami-band-2.2", "miami-band-2.3", NULL);
      t_move_force (t, SIDE_NATIONS, "kekionga", "fort-miami");
    }
  t_attack_if_asked (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  return t;
}

static T *
battle (int where, const char *nation, const char *const *cards)
{
  return battle_with (where, nation, cards, NULL);
}

/* The defender's option (11.1 step 2) of a battle() position. */
static const char *
defend (int where)
{
  return where == FIELD ? "fight" : "fort-up";
}

/* ---- 7.0, 8.0: hands replenished to hand size -------------------------------- */

static int
hand_count (T *t, int side)
{
  int n = 0;

  FOR_PIECES_AT (&t->c, t->self->d->box_hand[side], p)
    n++;
  return n;
}

static int
cards_at (T *t, int box)
{
  int n = 0;

  FOR_PIECES_AT (&t->c, box, p)
    n++;
  return n;
}

/* 7.0 "players draw enough cards to reach their current hand size"; 8.0
 * "Both sides Replenish cards" after the Nations' movement and combat.
 * Each side holds one card; nothing is drawn while the Nations move; once
 * they end their phase both hands hold `hand_size` (8 historical, 3
 * introductory), and no more.  With `short_pile` the British draw pile
 * holds one card: the discards are shuffled into a new pile (7.0). */
static void
replenish_case (const char *scenario, int hand_size, gboolean short_pile)
{
  static const char *const cards[] = { "nations-7.1", "british-99.1", NULL };
  T *t = t_new (scenario);
  int deck = t->self->d->box_deck[SIDE_BRITISH], discard = t->self->d->box_discard[SIDE_BRITISH];

  t_clear_map (t);
  t_give_cards (t, cards);
  if (short_pile)
    {
      int kept = 0;

      FOR_PIECES_AT (&t->c, deck, p)
        if (kept++ > 0)
          pontiac_move_piece (&t->c, p, discard);
      g_assert_cmpint (cards_at (t, deck), ==, 1);
    }
  t_put (t, "ottawa-band-2.1", "grand-river", 0);
  t_at_phase (t, 1, "nations-movement-combat");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  g_assert_cmpint (hand_count (t, SIDE_NATIONS), ==, 1);
  g_assert_cmpint (hand_count (t, SIDE_BRITISH), ==, 1);
  t_do (t, "done");
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_cmpint (hand_count (t, SIDE_NATIONS), ==, hand_size);
  g_assert_cmpint (hand_count (t, SIDE_BRITISH), ==, hand_size);
  g_assert_true (t_said (t, short_pile ? "British discards are shuffled into a new draw pile" : "British draw"));
  if (!short_pile)
    g_assert_false (t_said (t, "shuffled"));
  t_free (t);
}

static void
test_replenish_historical (void)
{
  replenish_case ("rising-1763", 8, FALSE);
}

static void
test_replenish_introductory (void)
{
  replenish_case ("a-michilimackinac", 3, FALSE);
}

static void
test_replenish_reshuffles (void)
{
  replenish_case ("rising-1763", 8, TRUE);
}

/* ---- 11.4: an Arms Point committed to no combat ------------------------------- */

/* 11.4: "If no ambush/combat takes place after an Arms Point has been
 * committed, the Nations Player may restore the lost Arms Point."  One
 * (or two) 1-FP Ottawa bands attack a Regular and a gun at Pickawillany
 * with an Arms Point; the gun's 6 drives off two units (11.6).  With one
 * or two bands no Nations unit is left to fight: the Nations are asked
 * (and restore the point, or decline); with three one stays, the combat
 * takes place and nothing is asked. */
static void
restore_arms_case (int bands, gboolean restore)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_no_cards (t);
  t_set_arms (t, 1);
  t_vp (t, 0, 0);
  t_put_in (t, "pickawillany", "regulars-1.1", "artillery.1", NULL);
  t_put_series (t, "ottawa-band-1", 1, bands, "mad-river", 0);
  t_move_force (t, SIDE_NATIONS, "mad-river", "pickawillany");
  t_attack_if_asked (t);
  t_do (t, "fight");
  g_assert_cmpint (t->st->pending.kind, ==, D_ARMS);
  t_do_rolls (t, "arms", ROLLS (6, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t_arms (t), ==, 0);
  g_assert_cmpint (t->st->pending.kind, ==, D_ARTILLERY);
  t_do_found (t, "send ottawa-band-1.1 ");
  if (bands >= 2)
    t_do_found (t, "send ottawa-band-1.2 ");
  if (bands > 2)
    {
      g_assert_cmpint (t->st->pending.kind, !=, D_RESTORE_ARMS);
      g_assert_cmpint (t_arms (t), ==, 0);
      t_free (t);
      return;
    }
  g_assert_cmpint (t->st->pending.kind, ==, D_RESTORE_ARMS);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  t_do (t, restore ? "restore-arms 1" : "restore-arms 0");
  g_assert_cmpint (t_arms (t), ==, restore ? 1 : 0);
  g_assert_cmpint (t->st->pending.kind, !=, D_RESTORE_ARMS);
  t_free (t);
}

static void
test_restore_arms (void)
{
  restore_arms_case (1, TRUE);
}

static void
test_restore_arms_declined (void)
{
  restore_arms_case (2, FALSE);
}

static void
test_restore_arms_combat_fought (void)
{
  restore_arms_case (3, FALSE);
}

/* ---- 11.12: French and Trader Arms cards at -1 ------------------------------- */

/* 11.12: "when the British take possession of the fort, any arms
 * shipments that would arrive via French and Trader cards ... have their
 * die roll modified by -1."  Convoi des Cadeaux (French; reconstructed:
 * 1-2 one, 3-4 two, 5-6 three) rolled 3: two Arms Points, or one once an
 * officer and a unit hold Fort de Chartres (fifth re-check S1b). */
static void
chartres_arms_case (gboolean british_hold)
{
  static const char *const cards[] = { "nations-2.1", NULL };
  T *t = t_new ("rising-1763");

  t_cards_only (t, cards);
  t_put_in (t, "kaskaskia", "regulars-1.1", "officer-gage.1", NULL);
  if (british_hold)
    {
      t_at_phase (t, 2, "british-movement-combat");
      t_do (t, "form kaskaskia");
      t_do (t, "move fort-de-chartres");
      t_do (t, "stop");
      g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 5);
    }
  t_put_in (t, "pickawillany", "regulars-2.1", "regulars-1.2", NULL);
  t_put_in (t, "mad-river", "seneca-band-2.1", "seneca-band-2.2", NULL);
  t_move_force (t, SIDE_NATIONS, "mad-river", "pickawillany");
  t_attack_if_asked (t);
  t_do (t, "fight");
  t_do_rolls (t, "play nations-2.1", ROLLS (3, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, british_hold ? "Arms roll 3 (2)" : "Arms roll 3 (3)"));
  g_assert_cmpint (t_arms (t), ==, british_hold ? 1 : 2);
  t_free (t);
}

static void
test_chartres_arms_minus_1 (void)
{
  chartres_arms_case (TRUE);
}

static void
test_chartres_french_arms_unmodified (void)
{
  chartres_arms_case (FALSE);
}

/* ---- 24.0: Attack Repelled ------------------------------------------------------ */

/* 24.0 Attack Repelled (a wilderness card): "After first battle round,
 * Indian player loses one additional FP and must retreat before the second
 * battle round."  The FIELD battle, no die hits: with the card the Nations
 * take a step and retreat; without it the round ends with the British
 * deciding whether to go on (11.10). */
static void
attack_repelled_case (gboolean card)
{
  static const char *const cards[] = { "british-53.1", NULL };
  T *t = battle (FIELD, "seneca", card ? cards : NULL);

  if (card)
    {
      t_do (t, "fight");
      t_do_rolls (t, "play british-53.1", ROLLS (1, 1, 1, 1, 1, 1, 1));
    }
  else
    t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1));
  if (!card)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
      t_free (t);
      return;
    }
  g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_cmpint (t->st->pending.args[1], ==, 1);
  t_do_found (t, "casualty ");
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  t_free (t);
}

static void
test_attack_repelled (void)
{
  attack_repelled_case (TRUE);
}

static void
test_no_attack_repelled (void)
{
  attack_repelled_case (FALSE);
}

/* ---- 24.0: Interferin' -------------------------------------------------------------- */

/* 24.0 Interferin' (a village card): "If the card played by the Indian
 * player is a French Trader card, it is cancelled. Discard it and all
 * French Trader cards in the Indian player's hand."  4 British FP from Mad
 * River attack a Mingo band; the Nations play Coureurs de bois (French:
 * a die of 6 gives 3 Arms) and hold les Habitants (French).  In the Scioto
 * Mingo village the card is cancelled and les Habitants discarded; in the
 * wilderness at Pickawillany Interferin' does nothing. */
static void
interferin_case (gboolean village)
{
  static const char *const cards[] = { "nations-39.1", "nations-36.1", "british-85.1", NULL };
  const char *where = village ? "scioto-mingo" : "pickawillany";
  T *t = t_new ("rising-1763");

  t_cards_only (t, cards);
  t_put (t, "mingo-band-2.1", where, 0);
  t_put_in (t, "mad-river", "regulars-2.1", "regulars-2.2", NULL);
  t_attack_at (t, SIDE_BRITISH, "mad-river", where);
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do (t, "fight");
  while (t->st->pending.kind == D_CARD)
    t_do_rolls (t, t->st->pending.side == SIDE_NATIONS ? "play nations-39.1" : "play british-85.1",
                ROLLS (6, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t_arms (t), ==, village ? 0 : 3);
  g_assert_cmpint (t_where (t, "nations-36.1"), ==,
                   village ? t->self->d->box_discard[SIDE_NATIONS] : t->self->d->box_hand[SIDE_NATIONS]);
  t_free (t);
}

static void
test_interferin_at_a_village (void)
{
  interferin_case (TRUE);
}

static void
test_interferin_elsewhere (void)
{
  interferin_case (FALSE);
}

/* 24.0 l'Ingérence (a settlement card): "If your opponent's card is a
 * British Trader card, discard it and all Trader cards in the British
 * hand."  4 Lenape FP from Frankstown attack 1 FP of Militia; the British
 * play Croghan's Presents (Trader) and hold Trade Reopened (Trader).  At
 * the Tuscarora Valley settlement Croghan's is cancelled and Trade
 * Reopened discarded; in the wilderness at Chinklacamoose Croghan's works
 * and Trade Reopened stays in the hand. */
static void
ingerence_case (gboolean settlement)
{
  static const char *const cards[] = { "nations-37.1", "british-68.1", "british-69.1", NULL };
  const char *where = settlement ? "tuscarora-valley" : "chinklacamoose";
  T *t = t_new ("rising-1763");

  t_cards_only (t, cards);
  t_put (t, "militia-1.1", where, 0);
  t_put_in (t, "frankstown", "lenape-band-2.1", "lenape-band-2.2", NULL);
  t_attack_at (t, SIDE_NATIONS, "frankstown", where);
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do (t, "fight");
  /* Croghan's Presents rolls 6 first: uncancelled, a band goes home (the
   * British choose which). */
  while (t->st->pending.kind == D_CARD)
    t_do_rolls (t, t->st->pending.side == SIDE_NATIONS ? "play nations-37.1" : "play british-68.1",
                ROLLS (6, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t_where (t, "british-69.1"), ==,
                   settlement ? t->self->d->box_discard[SIDE_BRITISH] : t->self->d->box_hand[SIDE_BRITISH]);
  g_assert_cmpint (t->st->pending.kind == D_CARD_CHOICE, ==, !settlement);
  t_free (t);
}

/* The same at the settlement against a British card that is no Trader
 * card, Pre-dicament ("the British only hit on a roll of 6"): it stands,
 * so the Militia's 5 misses. */
static void
test_ingerence_spares_other_cards (void)
{
  static const char *const cards[] = { "nations-37.1", "british-93.1", NULL };
  T *t = t_new ("rising-1763");

  t_cards_only (t, cards);
  t_put (t, "militia-1.1", "tuscarora-valley", 0);
  t_put_in (t, "frankstown", "lenape-band-2.1", "lenape-band-2.2", NULL);
  t_attack_at (t, SIDE_NATIONS, "frankstown", "tuscarora-valley");
  t_do (t, "fight");
  /* The Nations' 4 dice, then the Militia's one: a 5. */
  while (t->st->pending.kind == D_CARD)
    t_do_rolls (t, t->st->pending.side == SIDE_NATIONS ? "play nations-37.1" : "play british-93.1",
                ROLLS (1, 1, 1, 1, 5));
  g_assert_cmpint (t->st->pending.kind, !=, D_CASUALTY);
  t_free (t);
}

static void
test_ingerence_at_a_settlement (void)
{
  ingerence_case (TRUE);
}

static void
test_ingerence_elsewhere (void)
{
  ingerence_case (FALSE);
}

/* ---- 24.0: the die tables of Intercept Supply and Coureurs de bois ----------- */

typedef struct {
  const char *path;
  int roll;
  int gained;                 /* supply taken (Intercept Supply) or Arms (Coureurs de bois) */
} CardRollRow;

/* 24.0 Intercept Supply (a fort card): "Roll one die against any supply
 * unit outside of Philadelphia. Remove supply and convert them to Arms
 * points: 1-2: No effect; 3-4: 1 supply; 5-6: 2 supply."  The FORT battle,
 * three supply units on the map (Pitt, Detroit, Bedford) and one in
 * Philadelphia: the Nations pick as many as the roll gives, each an Arms
 * point, never Philadelphia's. */
static const CardRollRow intercept_rows[] = {
  { "/pontiac/24.0/intercept-supply-roll-2-none", 2, 0 },
  { "/pontiac/24.0/intercept-supply-roll-3-one", 3, 1 },
  { "/pontiac/24.0/intercept-supply-roll-4-one", 4, 1 },
  { "/pontiac/24.0/intercept-supply-roll-5-two", 5, 2 },
};

static void
run_intercept_row (gconstpointer data)
{
  const CardRollRow *r = data;
  static const char *const cards[] = { "nations-4.1", NULL };
  T *t = battle (FORT, NULL, cards);
  int picked = 0;

  t_put (t, "supply.1", "fort-pitt", 0);
  t_put (t, "supply.2", "fort-detroit", 0);
  t_put (t, "supply.3", "fort-bedford", 0);
  t_put (t, "supply.4", "philadelphia", 0);
  t_do (t, "fort-up");
  t_do_rolls (t, "play nations-4.1", ROLLS (r->roll, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  while (t->st->pending.kind == D_CARD_CHOICE && t_has (t, "pick supply."))
    {
      /* "any supply unit outside of Philadelphia" */
      g_assert_false (t_can (t, "pick supply.4"));
      t_do_found (t, "pick supply.");
      picked++;
    }
  g_assert_cmpint (picked, ==, r->gained);
  g_assert_cmpint (t_arms (t), ==, r->gained);
  t_free (t);
}

/* 24.0 Coureurs de bois: "Roll a die, add Arms points: 1-2: NONE; 3-4: 1
 * Arms; 5: 2 Arms; 6: 3 Arms" (the FIELD battle, no British card). */
static const CardRollRow coureurs_rows[] = {
  { "/pontiac/24.0/coureurs-de-bois-roll-2-none", 2, 0 },
  { "/pontiac/24.0/coureurs-de-bois-roll-3-one", 3, 1 },
  { "/pontiac/24.0/coureurs-de-bois-roll-4-one", 4, 1 },
  { "/pontiac/24.0/coureurs-de-bois-roll-5-two", 5, 2 },
  { "/pontiac/24.0/coureurs-de-bois-roll-6-three", 6, 3 },
};

static void
run_coureurs_row (gconstpointer data)
{
  const CardRollRow *r = data;
  static const char *const cards[] = { "nations-39.1", NULL };
  T *t = battle (FIELD, "seneca", cards);

  t_do (t, "fight");
  t_do_rolls (t, "play nations-39.1", ROLLS (r->roll, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t_arms (t), ==, r->gained);
  t_free (t);
}

/* ---- 24.0: Armorer's Leave ------------------------------------------------------ */

/* 24.0 Armorer's Leave: "when an Arms Point is spent, roll a die: On a
 * roll of 1 the point is spent but has no effect."  The Nations play it in
 * the FIELD battle, then commit their one Arms Point: a 1 wastes it (their
 * 5 misses), a 2 does not (the 5 hits, 11.5). */
static void
armorer_case (int roll, gboolean works)
{
  static const char *const cards[] = { "nations-5.1", NULL };
  T *t = battle (FIELD, "seneca", cards);

  t_set_arms (t, 1);
  t_do (t, "fight");
  t_do (t, "play nations-5.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_ARMS);
  /* The Armorer's die, then the Nations' 4 dice (a 5 first), the British 3. */
  t_do_rolls (t, "arms", ROLLS (roll, 5, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t_arms (t), ==, 0);
  if (works)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
    }
  else
    g_assert_cmpint (t->st->pending.kind, !=, D_CASUALTY);
  t_free (t);
}

static void
test_armorer_roll_1_wasted (void)
{
  armorer_case (1, FALSE);
}

static void
test_armorer_roll_2_works (void)
{
  armorer_case (2, TRUE);
}

/* ---- 24.0: Internal Conflict against one nation, Temporary Truce ------------- */

/* Internal Conflict: "If you face a mixed nations force": against Miami
 * bands alone it does nothing (the position of internal_conflict_case). */
static void
test_internal_conflict_single_nation (void)
{
  static const char *const cards[] = { "british-61.1", NULL };
  T *t = t_new ("rising-1763");

  t_cards_only (t, cards);
  t_put (t, "royal-americans-2.1", "fort-ouiatenon", 0);
  t_put_in (t, "tippecanoe", "miami-band-1.1", "miami-band-2.1", "miami-band-2.2", NULL);
  t_move_force (t, SIDE_NATIONS, "tippecanoe", "fort-ouiatenon");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  t_do_rolls (t, "play british-61.1", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, !=, D_CARD_CHOICE);
  t_assert_at (t, "miami-band-1.1", "fort-ouiatenon");
  t_free (t);
}

/* Temporary Truce: "British player may discard any one Oh/No! card from
 * his hand": Pre-dicament (OH NO!) may go, Attack Repelled may not. */
static void
test_temporary_truce_oh_no_only (void)
{
  static const char *const cards[] = { "british-60.1", "british-93.1", "british-53.1", NULL };
  T *t = battle (FIELD, "seneca", cards);

  t_do (t, "fight");
  t_do (t, "play british-60.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
  g_assert_true (t_can (t, "pick british-93.1"));
  g_assert_false (t_can (t, "pick british-53.1"));
  t_free (t);
}

/* ---- 24.0: Haira Da Bear's second card keeps 11.4's terrain ------------------- */

/* Haira Da Bear: "discard this card and play another"; the other card
 * has its effect only where its terrain matches (11.4).  In the FIELD
 * battle (wilderness) the second card is Stout Defense (fort): the attack
 * is not cancelled, the Seneca stay in Pickawillany. */
static void
test_haira_second_card_terrain (void)
{
  static const char *const cards[] = { "british-84.1", "british-52.1", NULL };
  T *t = battle (FIELD, "seneca", cards);

  t_do (t, "fight");
  t_do (t, "play british-84.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
  t_do_rolls (t, "pick british-52.1", ROLLS (1, 1, 1, 1, 1, 1, 1));
  t_assert_at (t, "seneca-band-2.1", "pickawillany");
  t_free (t);
}

/* ---- reconstructed cards: a die for each sachem -------------------------------- */

/* nations-41 (sachem-dice:1:each), "each sachem adds a die", with two
 * sachems, Breton and Pontiac (a Key Leader counts, 6.1): 4 Ottawa FP and
 * Breton's 1 roll 5 dice, the card 2 more.  The seventh die, a 6, is the
 * Nations' and hits the 3 British FP; with one die for the card it would
 * be the British first and hit the Nations. */
static void
test_sachem_dice_two_sachems (void)
{
  static const char *const cards[] = { "nations-41.1", NULL };
  T *t = t_new ("rising-1763");

  t_cards_only (t, cards);
  t_put_in (t, "mad-river", "ottawa-band-2.1", "ottawa-band-2.2", "sachem-breton.1", "sachem-pontiac.1", NULL);
  t_put_in (t, "pickawillany", "regulars-2.1", "regulars-1.1", NULL);
  t_move_force (t, SIDE_NATIONS, "mad-river", "pickawillany");
  t_attack_if_asked (t);
  t_do (t, "fight");
  t_do_rolls (t, "play nations-41.1", ROLLS (1, 1, 1, 1, 1, 1, 6, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_free (t);
}

/* ---- reconstructed cards: Arms lost, a sure retreat ---------------------------- */

/* british-69 Trade Reopened (roll:3;arms:-1, a village card), "on 3-6
 * the Nations lose 1 Arms point": 3 British FP attack Pontiac's Village;
 * the Nations hold 2 Arms.  A 3 takes one, a 2 none. */
static void
trade_reopened_case (int roll, int arms)
{
  static const char *const cards[] = { "british-69.1", NULL };
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_give_cards (t, cards);
  t_set_arms (t, 2);
  t_vp (t, 0, 0);
  t_put (t, "ottawa-band-2.1", "pontiacs-village", 0);
  t_put_in (t, "fort-detroit", "regulars-2.1", "regulars-1.1", NULL);
  t_attack_at (t, SIDE_BRITISH, "fort-detroit", "pontiacs-village");
  t_do (t, "fight");
  t_do_rolls (t, "play british-69.1", ROLLS (roll, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t_arms (t), ==, arms);
  t_free (t);
}

static void
test_trade_reopened_3 (void)
{
  trade_reopened_case (3, 1);
}

static void
test_trade_reopened_2 (void)
{
  trade_reopened_case (2, 2);
}

/* nations-11 Swift Runners (sure-retreat): "a Nations retreat attempt in
 * this battle succeeds without a roll".  4 British FP attack a Shawnee
 * band in the wilderness; no die hits in the first round; the Nations,
 * deciding first at its end, try to retreat: with the card they go (no
 * roll), without it a 6 fails. */
static void
swift_runners_case (gboolean card)
{
  static const char *const cards[] = { "nations-11.1", NULL };
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_give_cards (t, card ? cards : NULL);
  t_set_arms (t, 0);
  t_vp (t, 0, 0);
  t_put (t, "shawnee-band-1.1", "kanawha-falls", 0);
  t_put_in (t, "muddy-creek", "regulars-2.1", "regulars-2.2", NULL);
  t_attack_at (t, SIDE_BRITISH, "muddy-creek", "kanawha-falls");
  if (card)
    {
      t_do (t, "fight");
      t_do_rolls (t, "play nations-11.1", ROLLS (1, 1, 1, 1, 1));
    }
  else
    t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  t_do_rolls (t, "try-retreat", ROLLS (6, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind == D_RETREAT, ==, card);
  t_free (t);
}

static void
test_swift_runners (void)
{
  swift_runners_case (TRUE);
}

static void
test_no_swift_runners (void)
{
  swift_runners_case (FALSE);
}

/* british-82 Bradstreet's Parley (end-battle): "The battle ends at once
 * with no combat and no VP; the attacker returns to the space it came
 * from."  5 British FP attack 3 Shawnee FP, who ambush and fail (3 + 1,
 * 11.2); the British play the card: they go back to Muddy Creek and the
 * Nations gain neither the VP nor the Arms Point of an ambushed 5-FP
 * force (17.1, 11.2). */
static void
test_bradstreets_parley (void)
{
  static const char *const cards[] = { "british-82.1", NULL };
  T *t = t_new ("rising-1763");

  t_cards_only (t, cards);
  t_put_in (t, "kanawha-falls", "shawnee-band-2.1", "shawnee-band-1.1", NULL);
  t_put_in (t, "muddy-creek", "regulars-2.1", "regulars-2.2", "regulars-1.1", NULL);
  t_attack_at (t, SIDE_BRITISH, "muddy-creek", "kanawha-falls");
  t_do_rolls (t, "ambush 0", ROLLS (3));
  g_assert_true (t_said (t, "the ambush fails"));
  t_do (t, "play british-82.1");
  t_assert_at (t, "regulars-2.1", "muddy-creek");
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 0);
  g_assert_cmpint (t_arms (t), ==, 0);
  t_free (t);
}

/* ---- 7.0: OH NO! cards may not be mulligans ------------------------------------ */

/* A card's title, as the data prints it. */
static const char *
card_title (T *t, const char *card)
{
  return bh_game_data_get_unit_type (t->data, bh_game_data_get_piece_type (t->data, t_piece (t, card)))->name;
}

/* The Nations hold Forest Warfare and an OH NO! card (nations-5.1): both
 * may be played for their text, only Forest Warfare as a mulligan. */
static void
test_oh_no_not_a_mulligan (void)
{
  static const char *const cards[] = { "nations-7.1", "nations-5.1", "british-99.1", NULL };
  T *t = battle (FIELD, "seneca", cards);
  g_autofree char *why = NULL, *expected = NULL;

  g_assert_cmpint (t->self->d->pieces[t_piece (t, "nations-5.1")].oh_no, >, 0);
  g_assert_cmpint (t->self->d->pieces[t_piece (t, "nations-7.1")].oh_no, ==, 0);
  t_do (t, "fight");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_true (t_can (t, "play nations-5.1"));
  g_assert_false (t_can (t, "mulligan nations-5.1"));
  g_assert_true (t_can (t, "play nations-7.1"));
  g_assert_true (t_can (t, "mulligan nations-7.1"));
  /* The refusal names the condition and the rule (bh-pontiac-refusal.c). */
  why = t_refusal (t, "mulligan nations-5.1");
  expected = g_strdup_printf ("“mulligan” is not allowed: %s is an OH NO! card, and an OH NO! card is never a "
                              "mulligan (rule 7.0)", card_title (t, "nations-5.1"));
  g_assert_cmpstr (why, ==, expected);
  g_free (why);
  g_free (expected);
  /* 11.4: a card of the other side's is not the Nations' to play. */
  why = t_refusal (t, "play british-99.1");
  expected = g_strdup_printf ("“play” is not allowed: %s is not in your hand (rule 11.4)",
                              card_title (t, "british-99.1"));
  g_assert_cmpstr (why, ==, expected);
  t_free (t);
}

/* ---- Internal Conflict's villages (11.4, referee re-check 4 M4) ----------- */

/* A Miami and a Piankeshaw band attack Fort Ouiatenon; the British play
 * Internal Conflict and pick both.  From the fort, Eel River and
 * Mississinewa (Miami) are both two spaces away, as are Vermilion and
 * Terre Haute (Piankeshaw): the Nations choose each band's village; with
 * Mississinewa razed, Eel River is the one nearest and the band goes
 * there unasked. */
static void
internal_conflict_case (gboolean tie)
{
  static const char *const cards[] = { "british-61.1", NULL };
  T *t = t_new ("rising-1763");

  t_cards_only (t, cards);
  if (!tie)
    t_put (t, "razed-village.1", "mississinewa", 0);
  t_put (t, "royal-americans-2.1", "fort-ouiatenon", 0);
  t_put_in (t, "tippecanoe", "miami-band-1.1", "piankeshaw-band-1.1", "miami-band-2.1", "miami-band-2.2", NULL);
  t_move_force (t, SIDE_NATIONS, "tippecanoe", "fort-ouiatenon");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  t_do (t, "play british-61.1");
  t_do (t, "pick miami-band-1.1");
  if (tie)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_HOME_VILLAGE);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
      g_assert_true (t_can (t, "go-home miami-band-1.1 eel-river"));
      g_assert_true (t_can (t, "go-home miami-band-1.1 mississinewa"));
      g_assert_false (t_can (t, "go-home miami-band-1.1 kekionga"));
      t_do (t, "go-home miami-band-1.1 mississinewa");
      t_assert_at (t, "miami-band-1.1", "mississinewa");
    }
  else
    t_assert_at (t, "miami-band-1.1", "eel-river");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
  /* "remove 1 FP from each of two nations": not a second Miami band. */
  g_assert_false (t_can (t, "pick miami-band-2.1"));
  t_do (t, "pick piankeshaw-band-1.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_HOME_VILLAGE);
  t_do (t, "go-home piankeshaw-band-1.1 vermilion");
  t_assert_at (t, "piankeshaw-band-1.1", "vermilion");
  g_assert_true (t_said (t, "goes back to Vermilion (Piankeshaw) (no VP)"));
  g_assert_cmpint (t->st->pending.kind, !=, D_HOME_VILLAGE);
  t_free (t);
}

static void
test_internal_conflict_village_tie (void)
{
  internal_conflict_case (TRUE);
}

static void
test_internal_conflict_one_nearest (void)
{
  internal_conflict_case (FALSE);
}

/* ---- battle effects: a table ----------------------------------------------- */

typedef struct {
  const char *path;
  int where;
  const char *nation;          /* FIELD: the attackers' nation */
  const char *nations_card;    /* played by the Nations (attackers), or NULL */
  const char *british_card;    /* played by the British (defenders), or NULL */
  int rolls[16];               /* the round's dice, Nations' first (0-terminated) */
  int first_side;              /* the side asked first for casualties, -1 none */
  int first_steps;             /* how many */
} DiceCase;

/* Nations 4 dice hit on 6, British 3 dice on 5-6 (11.8); at the fort the
 * Nations roll 6 dice, the British 2, and the fort cancels 1 hit (11.11). */
static const DiceCase dice_cases[] = {
  /* Forest Warfare: +2 Nations dice in round 1: the 6s are theirs. */
  { "/pontiac/11.4/card/forest-warfare-2-dice", FIELD, "seneca", "nations-7.1", NULL,
    { 1, 1, 1, 1, 6, 6, 1, 1, 1 }, SIDE_BRITISH, 2 },
  /* Without it the same 6s are the British dice, hitting the Nations. */
  { "/pontiac/11.4/card/no-card-4-dice", FIELD, "seneca", NULL, NULL,
    { 1, 1, 1, 1, 6, 6, 1 }, SIDE_NATIONS, 2 },
  /* Tomahawk Charge adds its dice in the second round only. */
  { "/pontiac/11.4/card/tomahawk-charge-not-first-round", FIELD, "seneca", "nations-34.1", NULL,
    { 1, 1, 1, 1, 6, 6, 1 }, SIDE_NATIONS, 2 },
  /* Forest Warfare (wilderness) at a fort: no effect (11.4 terrain). */
  { "/pontiac/11.4/card/forest-warfare-at-fort", FORT, NULL, "nations-7.1", NULL,
    { 6, 6, 1, 1, 1, 1, 1, 1 }, SIDE_BRITISH, 1 },
  /* Ambuscade: the British roll 1 die fewer: their third die is not rolled. */
  { "/pontiac/11.4/card/ambuscade-british-1-fewer", FIELD, "seneca", "nations-19.1", NULL,
    { 1, 1, 1, 1, 1, 1, 6 }, -1, 0 },
  { "/pontiac/11.4/card/no-card-british-3-dice", FIELD, "seneca", NULL, NULL,
    { 1, 1, 1, 1, 1, 1, 6 }, SIDE_NATIONS, 1 },
  /* Shawnee Riflemen: with Shawnee bands the Nations hit on 5. */
  { "/pontiac/11.4/card/shawnee-riflemen-hit-on-5", FIELD, "shawnee", "nations-14.1", NULL,
    { 5, 1, 1, 1, 1, 1, 1 }, SIDE_BRITISH, 1 },
  /* ... a 4 still misses. */
  { "/pontiac/11.4/card/shawnee-riflemen-4-misses", FIELD, "shawnee", "nations-14.1", NULL,
    { 4, 1, 1, 1, 1, 1, 1 }, -1, 0 },
  /* ... and without Shawnee or Lenape the condition fails: a 5 misses. */
  { "/pontiac/11.4/card/shawnee-riflemen-needs-shawnee", FIELD, "seneca", "nations-14.1", NULL,
    { 5, 1, 1, 1, 1, 1, 1 }, -1, 0 },
  /* Fortified Camp: the British cancel 1 hit a round. */
  { "/pontiac/11.4/card/fortified-camp-cancels-1", FIELD, "seneca", NULL, "british-99.1",
    { 6, 6, 1, 1, 1, 1, 1 }, SIDE_BRITISH, 1 },
  { "/pontiac/11.4/card/fortified-camp-not-2", FIELD, "seneca", NULL, "british-99.1",
    { 6, 6, 6, 1, 1, 1, 1 }, SIDE_BRITISH, 2 },
  /* Counting Coup: two British hits are rolled again (1s: misses). */
  { "/pontiac/11.4/card/counting-coup-rerolls-2", FIELD, "seneca", "nations-30.1", NULL,
    { 1, 1, 1, 1, 6, 6, 6, 1, 1 }, SIDE_NATIONS, 1 },
  /* Fire Arrows: the fort's value cancels one hit fewer: 2 hits stand. */
  { "/pontiac/11.4/card/fire-arrows-fort-cancels-none", FORT, NULL, "nations-12.1", NULL,
    { 6, 6, 1, 1, 1, 1, 1, 1 }, SIDE_BRITISH, 2 },
  { "/pontiac/11.4/card/fort-cancels-1", FORT, NULL, NULL, NULL,
    { 6, 6, 1, 1, 1, 1, 1, 1 }, SIDE_BRITISH, 1 },
  /* Palisade Repaired: value 2 cancels both hits; a third gets through. */
  { "/pontiac/11.4/card/palisade-cancels-2", FORT, NULL, NULL, "british-59.1",
    { 6, 6, 1, 1, 1, 1, 1, 1 }, -1, 0 },
  { "/pontiac/11.4/card/palisade-not-3", FORT, NULL, NULL, "british-59.1",
    { 6, 6, 6, 1, 1, 1, 1, 1 }, SIDE_BRITISH, 1 },
  /* Gladwin Forewarned cancels Fire Arrows: the fort cancels 1 again. */
  { "/pontiac/11.4/card/gladwin-cancels-the-card", FORT, NULL, "nations-12.1", "british-78.1",
    { 6, 6, 1, 1, 1, 1, 1, 1 }, SIDE_BRITISH, 1 },
  /* 24.0 Flash Inna Pan: "British player fights with 50% of their
   * undiscarded FPs (rounded up)": 3 FP roll 2 dice, the second a 6 hits;
   * a 6 as a third die is not rolled. */
  { "/pontiac/24.0/card/flash-inna-pan-3-fp-roll-2-dice", FIELD, "seneca", NULL, "british-92.1",
    { 1, 1, 1, 1, 1, 6, 1 }, SIDE_NATIONS, 1 },
  { "/pontiac/24.0/card/flash-inna-pan-no-third-die", FIELD, "seneca", NULL, "british-92.1",
    { 1, 1, 1, 1, 1, 1, 6 }, -1, 0 },
  /* 24.0 Pre-dicament: "the British only hit on a roll of 6": a 5 misses,
   * a 6 hits. */
  { "/pontiac/24.0/card/pre-dicament-british-5-misses", FIELD, "seneca", NULL, "british-93.1",
    { 1, 1, 1, 1, 5, 1, 1 }, -1, 0 },
  { "/pontiac/24.0/card/pre-dicament-british-6-hits", FIELD, "seneca", NULL, "british-93.1",
    { 1, 1, 1, 1, 6, 1, 1 }, SIDE_NATIONS, 1 },
};

static void
test_dice_case (gconstpointer data)
{
  const DiceCase *k = data;
  const char *cards[3] = { k->nations_card ? k->nations_card : k->british_card,
                           k->nations_card ? k->british_card : NULL, NULL };
  T *t = battle (k->where, k->nation, cards);
  g_autofree char *nations = k->nations_card ? g_strdup_printf ("play %s", k->nations_card) : NULL;
  g_autofree char *british = k->british_card ? g_strdup_printf ("play %s", k->british_card) : NULL;
  const char *steps[3] = { defend (k->where), nations, british };
  int last = british ? 2 : nations ? 1 : 0;

  /* The last decision before step 8 rolls the round's dice. */
  for (int i = 0; i < last; i++)
    if (steps[i])
      t_do (t, steps[i]);
  t_do_rolls (t, steps[last], k->rolls);
  if (k->first_side < 0)
    g_assert_true (t->st->pending.kind != D_CASUALTY);
  else
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
      g_assert_cmpint (t->st->pending.side, ==, k->first_side);
      g_assert_cmpint (t->st->pending.args[1], ==, k->first_steps);
    }
  t_free (t);
}

/* ---- effects that change the pieces ------------------------------------------- */

static int
fp_inside (T *t, const char *where)
{
  int fp = 0;

  FOR_PIECES_AT (&t->c, t_loc (t, where), p)
    if (pontiac_side_of (&t->c, p) == SIDE_BRITISH && (bh_state_pieces (t->st)[p].flags & F_INSIDE)
        && pontiac_is_unit (&t->c, p))
      fp += t->self->d->pieces[p].printed_fp;
  return fp;
}

/* Relief Column: 2 FP of Regulars join the garrison inside its fort, as
 * far as the fort's capacity (5 × value, 11.11) allows. */
static void
relief_case (int where, int expected)
{
  static const char *const cards[] = { "british-58.1", NULL };
  T *t = battle (where, NULL, cards);

  t_do (t, defend (where));
  t_do_rolls (t, "play british-58.1", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (fp_inside (t, "fort-miami"), ==, expected);
  t_free (t);
}

static void
test_relief_column (void)
{
  relief_case (FORT, 4);         /* 2 + 2 */
}

static void
test_relief_column_capacity (void)
{
  relief_case (FORT_FULL, 5);    /* 4 + 1: the capacity of a value-1 fort */
}

/* Bradstreet's Parley: the attack is called off, the attackers go back. */
static void
test_parley (void)
{
  static const char *const cards[] = { "british-82.1", NULL };
  T *t = battle (FIELD, "seneca", cards);

  t_do (t, "fight");
  t_do (t, "play british-82.1");
  t_assert_at (t, "seneca-band-2.1", "mad-river");
  t_assert_at (t, "regulars-2.1", "pickawillany");
  t_free (t);
}

/* Grapeshot (+1 to the guns, 11.6): an artillery roll of 2 becomes 3 and
 * drives off a Nations unit; without the card a 2 does nothing.  Decoy:
 * the gun does not fire at all, even on a 6. */
static void
guns_case (const char *nations_card, const char *british_card, int gun_roll, gboolean drives_off)
{
  const char *cards[3] = { nations_card ? nations_card : british_card, nations_card ? british_card : NULL, NULL };
  T *t = battle_with (FORT, NULL, cards, "artillery.1");
  g_autofree char *last = g_strdup_printf ("play %s", british_card ? british_card : nations_card);

  t_do (t, "fort-up");
  if (nations_card && british_card)
    {
      g_autofree char *first = g_strdup_printf ("play %s", nations_card);

      t_do (t, first);
    }
  t_do_rolls (t, last, ROLLS (gun_roll, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind == D_ARTILLERY, ==, drives_off);
  t_free (t);
}

static void
test_grapeshot (void)
{
  guns_case (NULL, "british-56.1", 2, TRUE);
}

static void
test_no_grapeshot (void)
{
  guns_case (NULL, "british-73.1", 2, FALSE);      /* Supply Convoy (fort): no gun modifier */
}

static void
test_decoy (void)
{
  T *t = battle_with (FIELD, "seneca", (const char *const[]) { "nations-33.1", NULL }, "artillery.1");

  t_do (t, "fight");
  /* Decoy (wilderness): the gun does not fire, even on a 6. */
  t_do_rolls (t, "play nations-33.1", ROLLS (6, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, !=, D_ARTILLERY);
  t_free (t);
}

/* ... where the same 6 drives off two units without it. */
static void
test_gun_fires (void)
{
  T *t = battle_with (FIELD, "seneca", (const char *const[]) { "nations-7.1", NULL }, "artillery.1");

  t_do (t, "fight");
  t_do_rolls (t, "play nations-7.1", ROLLS (6, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_ARTILLERY);
  g_assert_cmpint (t->st->pending.args[1], ==, 2);
  t_free (t);
}

/* Cut Off the Convoy: a British supply in the battle goes to the Force
 * Pool, +1 Arms. */
static void
test_cut_off_convoy (void)
{
  static const char *const cards[] = { "nations-28.1", NULL };
  T *t = battle_with (FIELD, "seneca", cards, "supply.1");

  t_do (t, "fight");
  g_assert_cmpint (t_arms (t), ==, 0);
  t_do_rolls (t, "play nations-28.1", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t_where (t, "supply.1"), ==, t->self->d->box_pool);
  g_assert_cmpint (t_arms (t), ==, 1);
  t_free (t);
}

/* Message from the Illinois: the Nations draw 2 cards at once. */
static void
test_draw_two (void)
{
  static const char *const cards[] = { "nations-45.1", NULL };
  T *t = battle (FIELD, "seneca", cards);
  int hand = 0;

  t_do (t, "fight");
  t_do_rolls (t, "play nations-45.1", ROLLS (1, 1, 1, 1, 1, 1, 1, 1));
  FOR_PIECES_AT (&t->c, t->self->d->box_hand[SIDE_NATIONS], p)
    hand++;
  g_assert_cmpint (hand, ==, 2);
  t_free (t);
}

/* Raid (settlement): 4 FP, the defence die hits (5): 3 FP left, the
 * settlement falls all the same; Blockhouse: 5 FP, a hit, 4 left (11.11
 * razes it), and it stands. */
/* Two 2-FP Shawnee bands (and a 1-FP one) from Kanawha Falls enter the
 * undefended settlement of Muddy Creek; `card` in its side's hand. */
static T *
raid_muddy_creek (const char *card, int bands_1fp)
{
  const char *cards[2] = { card, NULL };
  T *t = t_new ("rising-1763");

  t_cards_only (t, cards);
  t_put_in (t, "kanawha-falls", "shawnee-band-2.1", "shawnee-band-2.2", NULL);
  if (bands_1fp)
    t_put (t, "shawnee-band-1.1", "kanawha-falls", 0);
  t_move_force (t, SIDE_NATIONS, "kanawha-falls", "muddy-creek");
  return t;
}

static void
settlement_card_case (const char *card, int bands_1fp, gboolean razed)
{
  T *t = raid_muddy_creek (card, bands_1fp);
  g_autofree char *play = g_strdup_printf ("play %s", card);

  if (t->self->d->pieces[t_piece (t, card)].side == SIDE_NATIONS)
    t_do_rolls (t, "attack", ROLLS (5, 1));
  else
    t_do (t, "attack");
  if (t->st->pending.kind == D_CARD)
    t_do_rolls (t, play, ROLLS (5, 1));
  if (t->st->pending.kind == D_CASUALTY)
    t_do (t, bands_1fp ? "casualty shawnee-band-1.1" : "casualty shawnee-band-2.1");
  g_assert_cmpint (pontiac_marker_at (&t->c, t_loc (t, "muddy-creek"), PC_RAZED_SETTLEMENT) >= 0, ==, razed);
  t_free (t);
}

static void
test_raid (void)
{
  settlement_card_case ("nations-25.1", 0, TRUE);
}

static void
test_blockhouse (void)
{
  settlement_card_case ("british-89.1", 1, FALSE);
}

/* Forced March raises a Regular into the raid on Muddy Creek: the
 * settlement has a defender, the battle is fought in the field, no
 * settlement defence die, and the attack cannot raze it (11.11 razes an
 * undefended settlement): both sides' dice all miss. */
static void
test_settlement_defended_by_a_card (void)
{
  T *t = raid_muddy_creek ("british-51.1", 0);

  t_do (t, "attack");
  t_do_rolls (t, "play british-51.1", ROLLS (1, 1, 1, 1, 1));
  g_assert_true (t_said (t, "the settlement has defenders now"));
  g_assert_false (t_said (t, "defence roll"));
  g_assert_true (t_said (t, "Nations roll 4 dice"));
  g_assert_cmpint (pontiac_marker_at (&t->c, t_loc (t, "muddy-creek"), PC_RAZED_SETTLEMENT), <, 0);
  t_free (t);
}

/* Spies in the Camp: the Nations discard a card at random from their
 * hand: the one card left there goes. */
static void
test_spies (void)
{
  T *t = battle (FIELD, "seneca", (const char *const[]) { "nations-7.1", "nations-26.1", "british-94.1", NULL });

  t_do (t, "fight");
  t_do (t, "play nations-7.1");
  t_do_rolls (t, "play british-94.1", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t_where (t, "nations-26.1"), ==, t->self->d->box_discard[SIDE_NATIONS]);
  t_free (t);
}

/* Powder Magazine: a Supply from the Force Pool joins the garrison,
 * inside the fort. */
static void
test_powder_magazine (void)
{
  T *t = battle (FORT, NULL, (const char *const[]) { "british-65.1", NULL });
  int supply = 0;

  t_do (t, "fort-up");
  t_do_rolls (t, "play british-65.1", ROLLS (1, 1, 1, 1, 1, 1, 1, 1));
  FOR_PIECES_AT (&t->c, t_loc (t, "fort-miami"), p)
    if (t->self->d->pieces[p].klass == PC_SUPPLY && (bh_state_pieces (t->st)[p].flags & F_INSIDE))
      supply++;
  g_assert_cmpint (supply, ==, 1);
  t_free (t);
}

/* Hunting Season (OH NO!): the Nations send one of their bands to the
 * nearest village of its nation. */
static void
test_hunting_season (void)
{
  T *t = battle (FIELD, "seneca", (const char *const[]) { "nations-49.1", NULL });
  int seneca = bh_game_data_find_nation (t->data, "seneca");

  t_do (t, "fight");
  t_do (t, "play nations-49.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_false (t_has (t, "done"));
  t_do_rolls (t, "pick seneca-band-2.1", ROLLS (1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->self->d->spaces[t_where (t, "seneca-band-2.1")].nation, ==, seneca);
  t_free (t);
}

/* Stout Defense: the attack on the fort is cancelled, the attackers go
 * back, and the British "may choose to play second card" (24.0):
 * Temporary Truce, which then discards their OH NO! Pre-dicament. */
static void
test_stout_defense_second_card (void)
{
  T *t = battle (FORT, NULL, (const char *const[]) { "british-52.1", "british-60.1", "british-93.1", NULL });

  t_do (t, "fort-up");
  t_do (t, "play british-52.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
  g_assert_cmpint (t->st->pending.args[1], ==, 52);
  g_assert_true (t_has (t, "done"));
  t_do (t, "pick british-60.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
  g_assert_cmpint (t->st->pending.args[1], ==, 60);
  t_do (t, "pick british-93.1");
  g_assert_cmpint (t_where (t, "british-93.1"), ==, t->self->d->box_discard[SIDE_BRITISH]);
  t_assert_at (t, "miami-band-2.1", "kekionga");
  t_free (t);
}

/* ---- named cards (24.0) ------------------------------------------------------- */

/* les Habitants: the British card goes back to the hand and another must
 * be played; Disciplined Volley (+2) returns, Light Infantry (+1) plays. */
static void
test_les_habitants (void)
{
  static const char *const cards[] = { "nations-36.1", "british-64.1", "british-98.1", NULL };
  T *t = battle (FIELD, "seneca", cards);

  t_do (t, "fight");
  t_do (t, "play nations-36.1");
  t_do (t, "play british-64.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_false (t_can (t, "pick british-64.1"));
  g_assert_false (t_has (t, "done"));
  /* Light Infantry: 3 + 1 = 4 British dice; the fourth hits. */
  t_do_rolls (t, "pick british-98.1", ROLLS (1, 1, 1, 1, 1, 1, 1, 6));
  g_assert_cmpint (t_where (t, "british-64.1"), ==, t->self->d->box_hand[SIDE_BRITISH]);
  /* It was shown (11.4), and the log named it: the Nations still see it in the hand. */
  {
    g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, SIDE_NATIONS);

    g_assert_false (bh_state_const_pieces (view)[t_piece (t, "british-64.1")].flags & BH_PIECE_HIDDEN);
  }
  g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_cmpint (t->st->pending.args[1], ==, 1);
  t_free (t);
}

/* ... with no other card the British card stands (the playthrough's P12):
 * Disciplined Volley's 3 + 2 dice. */
static void
test_les_habitants_single_card (void)
{
  static const char *const cards[] = { "nations-36.1", "british-64.1", NULL };
  T *t = battle (FIELD, "seneca", cards);

  t_do (t, "fight");
  t_do (t, "play nations-36.1");
  t_do_rolls (t, "play british-64.1", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 6));
  g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
  g_assert_cmpint (t->st->pending.args[1], ==, 1);
  t_free (t);
}

/* Paxton Boys (settlement): 2 FP of Mingo or Lenape in a village the
 * Nations pick. */
static void
test_paxton_boys (void)
{
  static const char *const cards[] = { "nations-1.1", NULL };
  T *t = t_new ("rising-1763");
  g_autofree char *place = NULL;
  int village, before;

  t_clear_map (t);
  t_give_cards (t, cards);
  t_set_arms (t, 0);
  /* A razed Mingo village takes no warriors ("No effect if all villages
   * of both nations are razed"). */
  t_put (t, "razed-village.1", "scioto-mingo", 0);
  t_put_in (t, "kanawha-falls", "shawnee-band-2.1", "shawnee-band-2.2", NULL);
  t_move_force (t, SIDE_NATIONS, "kanawha-falls", "muddy-creek");
  t_do (t, "attack");
  t_do (t, "play nations-1.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
  g_assert_false (t_has (t, "place shawnee"));
  {
    g_autofree char *list = t_actions (t);

    g_assert_null (strstr (list, " scioto-mingo"));
  }
  place = t_find (t, "place mingo-band-2");
  g_assert_nonnull (place);
  village = t_loc (t, strrchr (place, ' ') + 1);
  before = pontiac_stack_fp (&t->c, village, SIDE_NATIONS, 0);
  t_do_rolls (t, place, ROLLS (1, 1, 1, 1, 1, 1));
  g_assert_cmpint (pontiac_stack_fp (&t->c, village, SIDE_NATIONS, 0), ==, before + 2);
  t_free (t);
}

/* Indian Rage at a village: the British attack Kekionga, the only Nations
 * force; the settlements fewest trail steps from it are the candidates. */
static void
test_indian_rage_nearest (void)
{
  static const char *const cards[] = { "nations-3.1", NULL };
  T *t = t_new ("rising-1763");
  guint8 dist[PONTIAC_MAX_LOCATIONS];
  int best = BH_FRONTIER_FAR, n_best = 0, razed = -1;

  t_clear_map (t);
  t_give_cards (t, cards);
  t_vp (t, 0, 0);
  t_put (t, "miami-band-1.1", "kekionga", 0);
  t_put (t, "regulars-1.1", "fort-miami", 0);
  bh_frontier_distances_from (&t->self->graph, t_loc (t, "kekionga"), BH_FRONTIER_FAR - 1, NULL, NULL, dist);
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    if (t->self->d->spaces[s].kind == SK_SETTLEMENT && dist[s] < best)
      best = dist[s];
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    n_best += t->self->d->spaces[s].kind == SK_SETTLEMENT && dist[s] == best;
  g_assert_cmpint (n_best, >, 0);
  t_attack_at (t, SIDE_BRITISH, "fort-miami", "kekionga");
  t_do (t, "fight");
  t_do (t, "play nations-3.1");
  if (n_best > 1)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
      g_autofree char *raze = NULL;

      g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
      bh_rules_list_actions (t->rules, t->st, actions);
      g_assert_cmpint (actions->len, ==, n_best);
      for (guint i = 0; i < actions->len; i++)
        g_assert_cmpint (dist[g_array_index (actions, BhAction, i).args[0]], ==, best);
      raze = t_find (t, "raze ");
      t_do (t, raze);
    }
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    if (pontiac_marker_at (&t->c, s, PC_RAZED_SETTLEMENT) >= 0)
      {
        g_assert_cmpint (razed, <, 0);
        razed = s;
      }
  g_assert_cmpint (razed, >=, 0);
  g_assert_cmpint (dist[razed], ==, best);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 1);
  t_free (t);
}

/* ---- battle effects the autoplay alone played before -------------------------- */

/* british-80 (no-retreat; dice:-1:each): with Rogers the British may try
 * to retreat at the end of a round (11.3); with the card they may not, and
 * they roll 2 dice instead of 3: their third die, a 6, is not rolled. */
static void
no_retreat_case (gboolean card)
{
  static const char *const cards[] = { "british-80.1", NULL };
  T *t = battle_with (FIELD, "seneca", card ? cards : NULL, "officer-rogers.1");

  if (card)
    {
      t_do (t, "fight");
      t_do_rolls (t, "play british-80.1", ROLLS (1, 1, 1, 1, 1, 1, 6, 1, 1, 1));
    }
  else
    t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_true (t_can (t, "fight"));
  g_assert_cmpint (t_can (t, "try-retreat"), ==, !card);
  t_free (t);
}

static void
test_no_retreat (void)
{
  no_retreat_case (TRUE);
}

static void
test_retreat_with_rogers (void)
{
  no_retreat_case (FALSE);
}

/* nations-27 (razed-arms:1): Fort Miami (value 1) falls to 6 hits less the
 * 1 its value cancels; the Nations gain its value in Arms (11.11), and 1
 * more with the card.  The captive roll is a 1 (none, 12.0). */
static void
razed_arms_case (gboolean card)
{
  static const char *const cards[] = { "nations-27.1", NULL };
  T *t = battle (FORT, NULL, card ? cards : NULL);
  static const int rolls[] = { 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 0 };

  if (card)
    {
      t_do (t, "fort-up");
      t_do_rolls (t, "play nations-27.1", rolls);
    }
  else
    t_do_rolls (t, "fort-up", rolls);
  while (t->st->pending.kind == D_CASUALTY && t->st->pending.side == SIDE_BRITISH)
    t_do_found (t, "casualty");
  g_assert_cmpint (pontiac_stack_fp (&t->c, t_loc (t, "fort-miami"), SIDE_BRITISH, 0), ==, 0);
  g_assert_cmpint (t_arms (t), ==, card ? 2 : 1);
  t_free (t);
}

static void
test_razed_arms (void)
{
  razed_arms_case (TRUE);
}

static void
test_razed_no_card (void)
{
  razed_arms_case (FALSE);
}

/* ---- positions, actions, positions: a table ----------------------------------- */

/* A battle's position: the attackers form at `from`, move into `to`, where
 * the defenders stand, and attack (in the attackers' movement phase of
 * turn 2); no Arms, VP 0 to 0. */
typedef struct {
  int att_side;
  const char *from, *to;
  const char *att[5], *def[5];   /* piece ids, NULL-terminated */
} Pos;

/* Two Shawnee bands from Kanawha Falls attack 2 FP of Militia at Muddy Creek. */
static const Pos kanawha = { SIDE_NATIONS, "kanawha-falls", "muddy-creek",
                             { "shawnee-band-2.1", "shawnee-band-2.2" }, { "militia-2.1" } };
/* Seneca 3 FP and Shawnee 2 FP from Mad River attack 2 FP of Regulars at Pickawillany. */
static const Pos two_nations = { SIDE_NATIONS, "mad-river", "pickawillany",
                                 { "seneca-band-2.1", "seneca-band-1.1", "shawnee-band-2.1" }, { "regulars-2.1" } };
/* 4 British FP from Muddy Creek attack a Shawnee band at Kanawha Falls (wilderness). */
static const Pos muddy_creek = { SIDE_BRITISH, "muddy-creek", "kanawha-falls",
                                 { "regulars-2.1", "regulars-2.2" }, { "shawnee-band-1.1" } };
/* Two 2-FP Ottawa bands (4 dice) from Mad River attack 3 British FP at Pickawillany. */
static const Pos ottawa_4 = { SIDE_NATIONS, "mad-river", "pickawillany",
                              { "ottawa-band-2.1", "ottawa-band-2.2" }, { "regulars-2.1", "regulars-1.1" } };
/* 7 Seneca FP against 3 British FP: more than 2 to 1 (11.10). */
static const Pos seneca_7 = { SIDE_NATIONS, "mad-river", "pickawillany",
                              { "seneca-band-2.1", "seneca-band-2.2", "seneca-band-2.3", "seneca-band-1.1" },
                              { "regulars-2.1", "regulars-1.1" } };
/* 3 British FP from Fort Detroit attack Pontiac's Village (Ottawa), held
 * by a 2-FP Ottawa band. */
static const Pos village = { SIDE_BRITISH, "fort-detroit", "pontiacs-village",
                             { "regulars-2.1", "regulars-1.1" }, { "ottawa-band-2.1" } };
/* 6 Ottawa FP from Bloody Run attack Fort Detroit (a dock): 2 FP of
 * Regulars and the two schooners. */
static const Pos detroit_ships = { SIDE_NATIONS, "bloody-run", "fort-detroit",
                                   { "ottawa-band-2.1", "ottawa-band-2.2", "ottawa-band-2.3" },
                                   { "regulars-2.1", "ship-huron.1", "ship-michigan.1" } };

/* 6 Miami FP from Kekionga attack Fort Miami (value 1), held by 2 FP of
 * Royal Americans. */
static const Pos fort_miami = { SIDE_NATIONS, "kekionga", "fort-miami",
                                { "miami-band-2.1", "miami-band-2.2", "miami-band-2.3" }, { "royal-americans-2.1" } };
/* 3 British FP from Kekionga attack a 2-FP Miami band standing in Fort
 * Miami (a fort space, no garrison): the British attack at a fort. */
static const Pos british_at_fort = { SIDE_BRITISH, "kekionga", "fort-miami",
                                     { "regulars-2.1", "regulars-1.1" }, { "miami-band-2.1" } };

typedef struct {
  const char *path;
  const Pos *pos;
  const char *extra_att, *extra_def;  /* one piece more on a side, or NULL */
  const char *cards[3];               /* in their owners' hands */
  /* Actions ("ACTION @ROLLS", the dice as "6,1x4": 6 then four 1s) and
   * checks ("? CHECK"), in order. */
  const char *script[12];
} ScriptRow;

static const ScriptRow script_rows[] = {
  /* Frontier Panic: every Colonial Militia unit is disrupted, unless
   * Rogers is present. */
  { "/pontiac/11.4/card/frontier-panic", &kanawha, NULL, NULL, { "nations-13.1" },
    { "fight", "play nations-13.1 @1x7", "? face militia-2.1 1" } },
  { "/pontiac/11.4/card/frontier-panic-rogers", &kanawha, NULL, "officer-rogers.1", { "nations-13.1" },
    { "fight", "play nations-13.1 @1x7", "? face militia-2.1 0" } },
  /* Smallpox (OH NO!): each nation in the battle loses 1 FP to its box,
   * the Nations choosing the band: two nations, two picks; the 2-FP
   * Shawnee band makes change (6.0), 1 FP stays. */
  { "/pontiac/11.4/card/smallpox", &two_nations, NULL, NULL, { "nations-16.1" },
    { "fight", "play nations-16.1", "? pending card-choice nations", "? cannot done",
      "pick seneca-band-1.1", "? cannot pick seneca-band-2.1", "pick shawnee-band-2.1 @1x7",
      "? home seneca-band-1.1", "? away shawnee-band-2.1 pickawillany", "? fp pickawillany nations 3" } },
  /* Indian Rage (village) played in the wilderness: nothing razed, no VP. */
  { "/pontiac/24.0/indian-rage-terrain", &muddy_creek, NULL, NULL, { "nations-3.1" },
    { "fight", "play nations-3.1", "? razed-settlements 0", "? vp nations 0" } },
  /* nations-41 (sachem-dice:1:each): each sachem in the battle adds a die.
   * The fifth die, a 6: with Breton it is the Nations' fifth and hits the
   * British; without a sachem it is the British first and hits the Nations. */
  { "/pontiac/11.4/card/sachem-dice-1-sachem-1-die", &ottawa_4, "sachem-breton.1", NULL, { "nations-41.1" },
    { "fight", "play nations-41.1 @1x4,6,1x3", "? pending casualty british 1" } },
  { "/pontiac/11.4/card/sachem-dice-no-sachem-no-die", &ottawa_4, NULL, NULL, { "nations-41.1" },
    { "fight", "play nations-41.1 @1x4,6,1x3", "? pending casualty nations 1" } },
  /* british-74 (stand): more than 2 to 1, the British retreat after a round
   * (11.10), unless the card holds them for the first: they are asked
   * whether to fight on.  Every die misses. */
  { "/pontiac/11.4/card/stand-not-forced-after-round-1", &seneca_7, NULL, NULL, { "british-74.1" },
    { "? fp pickawillany nations 7", "fight", "play british-74.1 @1x10", "? pending round-end british" } },
  { "/pontiac/11.10/more-than-2-to-1-british-retreat", &seneca_7, NULL, NULL, { NULL },
    { "? fp pickawillany nations 7", "fight @1x10", "? pending retreat british" } },
  /* british-100 (peace): the village's nation without a sachem in the
   * battle withdraws its units to its box, no VP; with its sachem they stay. */
  { "/pontiac/11.4/card/peace-no-sachem-withdraws", &village, NULL, NULL, { "british-100.1" },
    { "? pending defend nations", "fight", "play british-100.1 @1x10", "? home ottawa-band-2.1", "? vp british 0" } },
  { "/pontiac/11.4/card/peace-sachem-stays", &village, NULL, "sachem-breton.1", { "british-100.1" },
    { "? pending defend nations", "fight", "play british-100.1 @1x10", "? at ottawa-band-2.1 pontiacs-village",
      "? vp british 0" } },
  /* british-88 (roll:4; disrupt:1): a die of 4 or more lets the British
   * pick a band to disrupt; a 3 does nothing.  Every other die misses. */
  { "/pontiac/11.4/card/disrupt-roll-4", &village, NULL, NULL, { "british-88.1" },
    { "fight", "play british-88.1 @4,1x10", "? pending card-choice british", "pick ottawa-band-2.1",
      "? face ottawa-band-2.1 1" } },
  { "/pontiac/11.4/card/disrupt-roll-3-nothing", &village, NULL, NULL, { "british-88.1" },
    { "fight", "play british-88.1 @3,1x10", "? not-pending card-choice", "? face ottawa-band-2.1 0" } },
  /* nations-50 (ship-lost@dock): at Fort Detroit one of the two schooners
   * in the garrison is lost, without the 2 VP a ship lost in combat gives
   * (17.1); the ships stay in the battle (6.2: `done`). */
  { "/pontiac/11.4/card/ship-lost-1-of-2-no-vp", &detroit_ships, NULL, NULL, { "nations-50.1" },
    { "done", "fort-up", "play nations-50.1 @1x12", "? ships fort-detroit 1", "? vp nations 0" } },
  /* V3 (session 11), `@defending`: nations-43 (sachem-dice:1:each@defending)
   * at Pontiac's Village, the Nations defending with Breton: 3 dice for
   * their 3 FP (the band's 2, Breton's 1, 6.1) and the card's die; the
   * fourth die, a 6, is theirs and hits the British (with the condition
   * inverted it would be the British first, hitting the Nations on 5+). */
  { "/pontiac/11.4/card/defend-the-lodges-defending-sachem-die", &village, NULL, "sachem-breton.1", { "nations-43.1" },
    { "fight", "play nations-43.1 @1x3,6,1x10", "? pending casualty british 1" } },
  /* british-87 (dice:2:first@defending): the garrison of Fort Miami
   * defending rolls 2 + 2 dice after the Nations' 6: the ninth and tenth
   * dice, 6s, hit the Nations twice (the fort cancels only hits on the
   * garrison, 11.11). */
  { "/pontiac/11.4/card/dalyells-sortie-defending-2-dice", &fort_miami, NULL, NULL, { "british-87.1" },
    { "fort-up", "play british-87.1 @1x8,6,6,1x6", "? pending casualty nations 2" } },
  /* ... and the British attacking at a fort roll their 3 dice only: the
   * sixth and seventh dice, 6s, are not rolled. */
  { "/pontiac/11.4/card/dalyells-sortie-attacking-no-dice", &british_at_fort, NULL, NULL, { "british-87.1" },
    { "fight", "play british-87.1 @1x5,6,6,1x6", "? not-pending casualty" } },
  /* V4 (session 11).  nations-8 (raise-village:2): 2 FP of the Ottawa join
   * the 2-FP band defending Pontiac's Village: 4, not 3, not 5. */
  { "/pontiac/11.4/card/warriors-gather-raises-2-fp", &village, NULL, NULL, { "nations-8.1" },
    { "? fp pontiacs-village nations 2", "fight", "play nations-8.1 @1x14", "? fp pontiacs-village nations 4" } },
  /* nations-23 (raise-sachems:1): Breton (Ottawa, 1 FP) in the battle: 1
   * Ottawa FP joins: 3 → 4. */
  { "/pontiac/11.4/card/war-belt-raises-1-fp-per-sachem-nation", &village, NULL, "sachem-breton.1", { "nations-23.1" },
    { "? fp pontiacs-village nations 3", "fight", "play nations-23.1 @1x14", "? fp pontiacs-village nations 4" } },
  /* british-65 (supply:1): the Supply added to the garrison is in the battle:
   * the 2 hits of the Nations' 6s, less the fort's 1 (11.11), leave 1 step
   * the British may take with it (11.9). */
  { "/pontiac/11.4/card/powder-magazine-supply-joins-the-battle", &fort_miami, NULL, NULL, { "british-65.1" },
    { "fort-up", "play british-65.1 @6,6,1x10", "? pending casualty british 1", "? casualty-supplies 1" } },
  /* ... the same hits without the card: no Supply to take. */
  { "/pontiac/11.4/card/no-card-no-supply-to-take", &fort_miami, NULL, NULL, { NULL },
    { "fort-up @6,6,1x10", "? pending casualty british 1", "? casualty-supplies 0" } },
  /* british-63 (withdraw:1, British choice): the British pick one band; it
   * leaves, the other two stay and nothing more is asked. */
  { "/pontiac/11.4/card/johnsons-council-british-pick-one-band", &two_nations, NULL, NULL, { "british-63.1" },
    { "fight", "play british-63.1", "? pending card-choice british", "pick seneca-band-1.1 @1x10",
      "? not-pending card-choice", "? away seneca-band-1.1 pickawillany", "? at seneca-band-2.1 pickawillany",
      "? at shawnee-band-2.1 pickawillany" } },
  /* british-100 (peace) at Pontiac's Village (Ottawa): the Ottawa band goes
   * home; a Seneca band defending with it is not the village's nation and stays. */
  { "/pontiac/11.4/card/peace-only-the-villages-nation", &village, NULL, "seneca-band-1.1", { "british-100.1" },
    { "fight", "play british-100.1 @1x10", "? home ottawa-band-2.1", "? at seneca-band-1.1 pontiacs-village" } },
};

static T *
position (const Pos *pos, const char *extra_att, const char *extra_def, const char *const *cards)
{
  T *t = t_new ("rising-1763");

  t_cards_only (t, cards);
  for (guint i = 0; i < G_N_ELEMENTS (pos->att) && pos->att[i]; i++)
    t_put (t, pos->att[i], pos->from, 0);
  for (guint i = 0; i < G_N_ELEMENTS (pos->def) && pos->def[i]; i++)
    t_put (t, pos->def[i], pos->to, 0);
  if (extra_att)
    t_put (t, extra_att, pos->from, 0);
  if (extra_def)
    t_put (t, extra_def, pos->to, 0);
  t_at_phase (t, 2, pos->att_side == SIDE_NATIONS ? "nations-movement-combat" : "british-movement-combat");
  {
    g_autofree char *form = g_strdup_printf ("form %s", pos->from);
    g_autofree char *move = g_strdup_printf ("move %s", pos->to);

    t_do (t, form);
    t_do (t, move);
  }
  t_attack_if_asked (t);
  return t;
}

/* "6,1x4" → 6, 1, 1, 1, 1 (0-terminated). */
static void
parse_rolls (const char *text, int *rolls, guint max)
{
  g_auto(GStrv) tokens = g_strsplit (text, ",", -1);
  guint n = 0;

  for (guint i = 0; tokens[i]; i++)
    {
      int value = 0, times = 1;

      if (sscanf (tokens[i], "%dx%d", &value, &times) < 1)
        g_error ("bad dice “%s”", text);
      for (int k = 0; k < times && n + 1 < max; k++)
        rolls[n++] = value;
    }
  rolls[n] = 0;
}

static int
side_named (const char *name)
{
  return g_str_equal (name, "british") ? SIDE_BRITISH : SIDE_NATIONS;
}

static int
decision_named (const char *name)
{
  static const struct { const char *name; int kind; } kinds[] = {
    { "defend", D_DEFEND }, { "casualty", D_CASUALTY }, { "retreat", D_RETREAT },
    { "round-end", D_ROUND_END }, { "card-choice", D_CARD_CHOICE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (kinds[i].name, name))
      return kinds[i].kind;
  g_error ("no decision “%s”", name);
  return -1;
}

/* One check of the position: see the rows. */
static void
check (T *t, const char *line)
{
  g_auto(GStrv) w = g_strsplit (line, " ", -1);
  const char *what = w[0];
  guint n = g_strv_length (w);

  if (g_str_equal (what, "face"))
    g_assert_cmpint (t_face (t, w[1]), ==, atoi (w[2]));
  else if (g_str_equal (what, "at"))
    t_assert_at (t, w[1], w[2]);
  else if (g_str_equal (what, "away"))
    g_assert_cmpint (t_where (t, w[1]), !=, t_loc (t, w[2]));
  else if (g_str_equal (what, "home"))
    g_assert_cmpint (t_where (t, w[1]), ==, t->self->d->box_nation[t->self->d->pieces[t_piece (t, w[1])].nation]);
  else if (g_str_equal (what, "pending"))
    {
      g_assert_cmpint (t->st->pending.kind, ==, decision_named (w[1]));
      if (n > 2)
        g_assert_cmpint (t->st->pending.side, ==, side_named (w[2]));
      if (n > 3)
        g_assert_cmpint (t->st->pending.args[1], ==, atoi (w[3]));
    }
  else if (g_str_equal (what, "not-pending"))
    g_assert_cmpint (t->st->pending.kind, !=, decision_named (w[1]));
  else if (g_str_equal (what, "cannot"))
    g_assert_false (t_can (t, line + strlen ("cannot ")));
  else if (g_str_equal (what, "vp"))
    g_assert_cmpint (t_vp_of (t, side_named (w[1])), ==, atoi (w[2]));
  else if (g_str_equal (what, "fp"))
    g_assert_cmpint (pontiac_stack_fp (&t->c, t_loc (t, w[1]), side_named (w[2]), 0), ==, atoi (w[3]));
  else if (g_str_equal (what, "razed-settlements"))
    {
      int razed = 0;

      for (guint s = 0; s < t->self->d->n_spaces; s++)
        razed += pontiac_marker_at (&t->c, s, PC_RAZED_SETTLEMENT) >= 0;
      g_assert_cmpint (razed, ==, atoi (w[1]));
    }
  else if (g_str_equal (what, "casualty-supplies"))
    {
      /* How many Supply units (16 counters) the side taking a casualty may
       * choose (11.9). */
      int offered = 0;

      for (int k = 1; k <= 16; k++)
        {
          g_autofree char *take = g_strdup_printf ("casualty supply.%d", k);

          offered += t_can (t, take);
        }
      g_assert_cmpint (offered, ==, atoi (w[1]));
    }
  else if (g_str_equal (what, "ships"))
    {
      int ships = 0;

      FOR_PIECES_AT (&t->c, t_loc (t, w[1]), p)
        ships += t->self->d->pieces[p].klass == PC_SHIP;
      g_assert_cmpint (ships, ==, atoi (w[2]));
    }
  else
    g_error ("no check “%s”", line);
}

static void
test_script_row (gconstpointer data)
{
  const ScriptRow *r = data;
  T *t = position (r->pos, r->extra_att, r->extra_def, r->cards);

  for (guint i = 0; i < G_N_ELEMENTS (r->script) && r->script[i]; i++)
    {
      const char *line = r->script[i];
      const char *at = strstr (line, " @");

      if (g_str_has_prefix (line, "? "))
        check (t, line + 2);
      else if (at)
        {
          g_autofree char *action = g_strndup (line, at - line);
          int rolls[32];

          parse_rolls (at + 2, rolls, G_N_ELEMENTS (rolls));
          t_do_rolls (t, action, rolls);
        }
      else
        t_do (t, line);
    }
  t_free (t);
}

/* ---- the data ----------------------------------------------------------------- */

/* Every card has an effect the rules play: a die table, the effects its
 * data names, or one of the 24.0 cards the code knows by number. */
static void
test_every_card_has_an_effect (void)
{
  static const int named[] = { 1, 3, 4, 5, 17, 36, 37, 52, 53, 60, 61, 84, 85, 92, 93 };
  T *t = t_new ("rising-1763");
  int cards = 0;

  for (guint p = 0; p < t->self->d->n_pieces; p++)
    {
      const PontiacPieceInfo *pi = &t->self->d->pieces[p];
      gboolean known = pi->arms_roll[1] >= 0 || pi->n_effects > 0;

      if (pi->klass != PC_CARD)
        continue;
      cards++;
      for (guint i = 0; i < G_N_ELEMENTS (named); i++)
        known |= pi->number == named[i];
      if (!known)
        g_error ("card %d has no effect", pi->number);
      /* The named cards keep the text's effect; only reconstructed cards
       * name theirs in the data. */
      if (pi->n_effects > 0)
        g_assert_true (pi->reconstructed);
    }
  g_assert_cmpint (cards, ==, 100);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (dice_cases); i++)
    g_test_add_data_func (dice_cases[i].path, &dice_cases[i], test_dice_case);
  for (guint i = 0; i < G_N_ELEMENTS (script_rows); i++)
    g_test_add_data_func (script_rows[i].path, &script_rows[i], test_script_row);
  g_test_add_func ("/pontiac/11.12/french-arms-card-minus-1-while-british-hold-chartres", test_chartres_arms_minus_1);
  g_test_add_func ("/pontiac/11.12/french-arms-card-unmodified-otherwise", test_chartres_french_arms_unmodified);
  g_test_add_func ("/pontiac/11.4/arms-restored-when-no-combat", test_restore_arms);
  g_test_add_func ("/pontiac/11.4/arms-restore-declined", test_restore_arms_declined);
  g_test_add_func ("/pontiac/11.4/arms-not-restored-when-combat-fought", test_restore_arms_combat_fought);
  g_test_add_func ("/pontiac/24.0/attack-repelled-a-step-and-retreat", test_attack_repelled);
  g_test_add_func ("/pontiac/24.0/no-attack-repelled-round-ends", test_no_attack_repelled);
  g_test_add_func ("/pontiac/24.0/interferin-cancels-french-cards-at-a-village", test_interferin_at_a_village);
  g_test_add_func ("/pontiac/24.0/interferin-no-effect-in-the-wilderness", test_interferin_elsewhere);
  g_test_add_func ("/pontiac/24.0/ingerence-discards-trader-cards-at-a-settlement", test_ingerence_at_a_settlement);
  g_test_add_func ("/pontiac/24.0/ingerence-no-effect-in-the-wilderness", test_ingerence_elsewhere);
  g_test_add_func ("/pontiac/24.0/ingerence-spares-a-card-not-trader", test_ingerence_spares_other_cards);
  for (guint i = 0; i < G_N_ELEMENTS (intercept_rows); i++)
    g_test_add_data_func (intercept_rows[i].path, &intercept_rows[i], run_intercept_row);
  for (guint i = 0; i < G_N_ELEMENTS (coureurs_rows); i++)
    g_test_add_data_func (coureurs_rows[i].path, &coureurs_rows[i], run_coureurs_row);
  g_test_add_func ("/pontiac/24.0/armorers-leave-roll-1-arms-point-wasted", test_armorer_roll_1_wasted);
  g_test_add_func ("/pontiac/24.0/armorers-leave-roll-2-arms-point-works", test_armorer_roll_2_works);
  g_test_add_func ("/pontiac/24.0/internal-conflict-one-nation-no-effect", test_internal_conflict_single_nation);
  g_test_add_func ("/pontiac/24.0/temporary-truce-discards-only-oh-no", test_temporary_truce_oh_no_only);
  g_test_add_func ("/pontiac/24.0/haira-da-bear-second-card-needs-its-terrain", test_haira_second_card_terrain);
  g_test_add_func ("/pontiac/11.4/card/sachem-dice-2-sachems-2-dice", test_sachem_dice_two_sachems);
  g_test_add_func ("/pontiac/11.4/card/trade-reopened-roll-3-one-arms-lost", test_trade_reopened_3);
  g_test_add_func ("/pontiac/11.4/card/trade-reopened-roll-2-nothing", test_trade_reopened_2);
  g_test_add_func ("/pontiac/11.4/card/swift-runners-retreat-without-a-roll", test_swift_runners);
  g_test_add_func ("/pontiac/11.4/card/no-swift-runners-retreat-roll-6-fails", test_no_swift_runners);
  g_test_add_func ("/pontiac/11.4/card/bradstreets-parley-no-vp-no-arms", test_bradstreets_parley);
  g_test_add_func ("/pontiac/7.0/oh-no-card-not-a-mulligan", test_oh_no_not_a_mulligan);
  g_test_add_func ("/pontiac/7.0/replenish-to-8-after-the-nations-phase", test_replenish_historical);
  g_test_add_func ("/pontiac/7.0/replenish-to-3-introductory", test_replenish_introductory);
  g_test_add_func ("/pontiac/7.0/replenish-reshuffles-the-discards", test_replenish_reshuffles);
  g_test_add_func ("/pontiac/11.4/internal-conflict-village-tie-chosen", test_internal_conflict_village_tie);
  g_test_add_func ("/pontiac/11.4/internal-conflict-one-nearest-village", test_internal_conflict_one_nearest);
  g_test_add_func ("/pontiac/11.4/card/relief-column", test_relief_column);
  g_test_add_func ("/pontiac/11.4/card/relief-column-fort-capacity-5", test_relief_column_capacity);
  g_test_add_func ("/pontiac/11.4/card/bradstreets-parley", test_parley);
  g_test_add_func ("/pontiac/11.4/card/grapeshot-2-drives-off", test_grapeshot);
  g_test_add_func ("/pontiac/11.4/card/no-grapeshot-2-does-not", test_no_grapeshot);
  g_test_add_func ("/pontiac/11.4/card/decoy-6-does-not-fire", test_decoy);
  g_test_add_func ("/pontiac/11.6/gun-6-drives-off-2", test_gun_fires);
  g_test_add_func ("/pontiac/11.4/card/cut-off-the-convoy", test_cut_off_convoy);
  g_test_add_func ("/pontiac/11.4/card/message-from-the-illinois-draws-2", test_draw_two);
  g_test_add_func ("/pontiac/11.4/card/raid-razes-with-3-fp", test_raid);
  g_test_add_func ("/pontiac/11.4/card/blockhouse-saves-with-4-fp", test_blockhouse);
  g_test_add_func ("/pontiac/11.4/card/spies-discard-at-random", test_spies);
  g_test_add_func ("/pontiac/11.4/card/powder-magazine-supply-inside", test_powder_magazine);
  g_test_add_func ("/pontiac/11.4/card/hunting-season-band-goes-home", test_hunting_season);
  g_test_add_func ("/pontiac/24.0/stout-defense-second-card", test_stout_defense_second_card);
  g_test_add_func ("/pontiac/24.0/les-habitants", test_les_habitants);
  g_test_add_func ("/pontiac/24.0/les-habitants-single-card", test_les_habitants_single_card);
  g_test_add_func ("/pontiac/24.0/paxton-boys", test_paxton_boys);
  g_test_add_func ("/pontiac/24.0/indian-rage-nearest", test_indian_rage_nearest);
  g_test_add_func ("/pontiac/11.4/card/no-retreat-even-with-rogers", test_no_retreat);
  g_test_add_func ("/pontiac/11.3/rogers-may-try-to-retreat", test_retreat_with_rogers);
  g_test_add_func ("/pontiac/11.4/card/razed-arms-value-plus-1", test_razed_arms);
  g_test_add_func ("/pontiac/11.11/settlement-defended-by-a-card", test_settlement_defended_by_a_card);
  g_test_add_func ("/pontiac/11.11/fort-razed-arms-value", test_razed_no_card);
  g_test_add_func ("/pontiac/7.0/every-card-has-an-effect", test_every_card_has_an_effect);
  return g_test_run ();
}
