/* test-madison-battle-cards.c — Mr. Madison's War: battle cards (8.31-7,
 * 10.62, 12.36), played through the players' actions: who may play which
 * card where, the attacker first, one card a side a round, the modifier's
 * sign for each side, cards good for one round, the first round or every
 * round, and naval battle cards.  Where and when a card may be played is
 * the card's own text (tables.xml), most of it reconstructed. */
#include "test-madison-util.c"

/* `side`'s hand holds `cards` (NULL-terminated), nothing else. */
static void
t_hand (T *t, int side, const char *const *cards)
{
  for (int i = 0; cards && cards[i]; i++)
    bh_state_move_piece (t->st, t_piece (t, cards[i]), t_loc (t, side == MAD_US ? "hand-us" : "hand-gb"));
}

static gboolean
t_listed (T *t, const char *action)
{
  g_autofree char *list = t_actions (t);
  g_autofree char *padded = g_strdup_printf ("; %s;", list);
  g_autofree char *needle = g_strdup_printf ("; %s;", action);

  return strstr (padded, needle) != NULL;
}

/* A battle's set-up: an empty map in `turn` of `scenario`, `side` to play,
 * one unit attacking from `from` one defending at `to`. */
typedef struct {
  const char *scenario;
  int turn, side;
  const char *attacker, *from, *defender, *to;
} Fight;

/* 1814, turn 7: the US 1st Rifles attack the 41st detachment at Cornwall
 * (clear) from French Mills across the St. Lawrence (-1 in the first round,
 * 2.23); 2 against 2, odds +0, classes equal. */
static const Fight cornwall = { "1814", 7, MAD_US, "us-1st-rifles", "french-mills", "gb-41st-det", "cornwall" };
/* The same at Johnson's, a forest space, from Four Corners. */
static const Fight johnsons = { "1814", 7, MAD_US, "us-1st-rifles", "four-corners", "gb-41st-det", "johnsons" };
/* The same at Coteau-du-Lac, clear, in Lower Canada, from Cornwall. */
static const Fight coteau = { "1814", 7, MAD_US, "us-1st-rifles", "cornwall", "gb-41st-det", "coteau-du-lac" };
/* The US 1st Rifles attack Chippawa out of Ft. Erie (a fort). */
static const Fight chippawa = { "1814", 7, MAD_US, "us-1st-rifles", "ft-erie", "gb-41st-det", "chippawa" };
/* The British attack Ft. Erie (a fort, 2.71), held by the US. */
static const Fight ft_erie = { "1814", 7, MAD_GB, "gb-41st-det", "chippawa", "us-1st-rifles", "ft-erie" };
/* The British attack Plattsburg, and Four Corners next to it. */
static const Fight plattsburg = { "1814", 7, MAD_GB, "gb-41st-det", "isle-aux-noix", "us-1st-rifles", "plattsburg" };
static const Fight four_corners = { "1814", 7, MAD_GB, "gb-41st-det", "johnsons", "us-1st-rifles", "four-corners" };
/* The British attack Williamsburg from Cornwall. */
static const Fight williamsburg = { "1814", 7, MAD_GB, "gb-41st-det", "cornwall", "us-1st-rifles", "williamsburg" };
/* 1813: the 1st Rifles attack the 49th, British regulars, at Cornwall. */
static const Fight cornwall_1813 = { "1813-1814", 4, MAD_US, "us-1st-rifles", "french-mills", "gb-49th", "cornwall" };

static T *
t_fight_at (const Fight *f, const char *const *us_cards, const char *const *gb_cards)
{
  T *t = t_new (f->scenario);

  t_clear (t);
  t_play_at (t, f->turn, f->side);
  t_put (t, f->attacker, f->from, 0);
  t_put (t, f->defender, f->to, 0);
  t_hand (t, MAD_US, us_cards);
  t_hand (t, MAD_GB, gb_cards);
  return t;
}

static T *
t_cornwall (const char *const *us_cards, const char *const *gb_cards)
{
  return t_fight_at (&cornwall, us_cards, gb_cards);
}

/* Whether `holder`, with only `card` in hand, is offered to play it in the
 * first round of the battle `fight`. */
typedef struct {
  const Fight *fight;
  int holder;
  const char *card;
  gboolean offered;
} Offer;

static void
check_offers (const Offer *cases, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      const char *hand[] = { cases[i].card, NULL };
      const Fight *f = cases[i].fight;
      g_autofree char *play = g_strdup_printf ("battle %s", cases[i].card);
      T *t = t_fight_at (f, cases[i].holder == MAD_US ? hand : NULL, cases[i].holder == MAD_GB ? hand : NULL);

      t_fight (t, f->attacker, f->from, f->to, NULL);
      if (cases[i].offered)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CARD);
          g_assert_cmpint (t->st->pending.side, ==, cases[i].holder);
          g_assert_true (t_listed (t, play));
        }
      else
        {
          /* The battle was fought, without the card. */
          t_assert_narrates (t, "Battle at");
          g_assert_false (t_listed (t, play));
          g_assert_false (t_narrated (t, "Battle card"));
        }
      t_free (t);
    }
}

/* 8.31-7, 10.62: the attacker states his card first, then the defender;
 * +N to the attack, -N to the defence, in the round played; the card goes
 * to the discard pile. */
static void
test_signs (void)
{
  static const struct {
    const char *us, *gb;
    const char *expect;
  } cases[] = {
    { "card-75", NULL, "Dice 10, modifiers +1: 11, result DR-1" },        /* -1 +2 */
    { NULL, "card-76", "Dice 10, modifiers -2: 8, result F" },            /* -1 -1 */
    { "card-75", "card-76", "Dice 10, modifiers +0: 10, result DR" },     /* -1 +2 -1 */
    { NULL, NULL, "Dice 10, modifiers -1: 9, result EX" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *us[] = { cases[i].us, NULL }, *gb[] = { cases[i].gb, NULL };
      T *t = t_cornwall (us, gb);

      t_fight (t, "us-1st-rifles", "french-mills", "cornwall", cases[i].us || cases[i].gb ? NULL : ROLLS (5, 5));
      if (cases[i].us)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CARD);
          g_assert_cmpint (t->st->pending.side, ==, MAD_US);
          if (cases[i].gb)
            t_do (t, "battle card-75");
          else
            t_do_rolls (t, "battle card-75", ROLLS (5, 5));
          t_assert_narrates (t, "The US player plays Chippawa: +2 in this round (8.31)");
          t_assert_at (t, "card-75", "discard");
        }
      else if (cases[i].gb)
        {
          /* The US has no card: the British are asked at once. */
          g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CARD);
        }
      if (cases[i].gb)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CARD);
          g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
          t_do_rolls (t, "battle card-76", ROLLS (5, 5));
          t_assert_narrates (t, "The British player plays Lundy's Lane: -1 in every round of this battle (8.31)");
          t_assert_narrates (t, "Battle card Lundy's Lane: -1 (8.31)");
        }
      if (cases[i].us)
        t_assert_narrates (t, "Battle card Chippawa: +2 (8.31)");
      t_assert_narrates (t, cases[i].expect);
      g_assert_cmpint (t->st->pending.kind, !=, D_BATTLE_CARD);
      t_free (t);
    }
}

/* Answers "no-battle-card" to every battle card question before the dice,
 * each time the only answer listed; rolls `rolls` when the dice come. */
static void
t_only_no_card (T *t, const int *rolls)
{
  while (t->st->pending.kind == D_BATTLE_CARD)
    {
      g_autofree char *list = t_actions (t);
      g_autoptr(BhState) copy = bh_state_copy (t->st);
      BhAction a;

      g_assert_cmpstr (list, ==, "no-battle-card");
      g_assert_true (bh_rules_parse_action (t->rules, "no-battle-card", &a, NULL));
      a.side = t->st->pending.side;
      bh_rules_apply (t->rules, copy, &a);
      if (copy->n_rolls > 0)
        t_do_rolls (t, "no-battle-card", rolls);
      else
        t_do (t, "no-battle-card");
    }
}

/* 8.21: the flag on the card says which side may use it; a card for the
 * other side, or a naval card in a land battle, is not offered: asked (as
 * each may hold a card that fits, 7.32), neither side may play one. */
static void
test_whose_card (void)
{
  const char *us[] = { "card-40", "card-31", NULL };   /* Stoney Creek (British), Chase of the Royal George (naval) */
  const char *gb[] = { "card-75", NULL };              /* Chippawa (US) */
  T *t = t_cornwall (us, gb);

  t_fight (t, "us-1st-rifles", "french-mills", "cornwall", NULL);
  t_only_no_card (t, ROLLS (5, 5));
  t_assert_narrates (t, "Dice 10, modifiers -1: 9, result EX");
  g_assert_false (t_narrated (t, "Battle card"));
  t_assert_at (t, "card-40", "hand-us");
  t_free (t);
}

/* The roles: Siege of Fort Erie (card-77) is a defence card, Stoney Creek
 * (card-40) an attack card; each is offered on its side of the battle
 * only.  Chippawa (card-75) names no side: the US attacking may play it. */
static void
test_roles (void)
{
  static const Offer cases[] = {
    { &cornwall, MAD_US, "card-75", TRUE },
    { &cornwall, MAD_US, "card-77", FALSE },
    { &ft_erie, MAD_US, "card-77", TRUE },
    { &williamsburg, MAD_GB, "card-40", TRUE },
    { &cornwall, MAD_GB, "card-40", FALSE },
  };

  check_offers (cases, G_N_ELEMENTS (cases));
}

/* Terrain: Chippawa is played in a clear space (Cornwall), not in a forest
 * one (Johnson's); Chateauguay (card-50, a defence in a forest space of
 * Lower Canada) at Johnson's, not at Coteau-du-Lac (clear, Lower Canada). */
static void
test_terrain (void)
{
  static const Offer cases[] = {
    { &cornwall, MAD_US, "card-75", TRUE },
    { &johnsons, MAD_US, "card-75", FALSE },
    { &johnsons, MAD_GB, "card-50", TRUE },
    { &coteau, MAD_GB, "card-50", FALSE },
  };

  check_offers (cases, G_N_ELEMENTS (cases));
}

/* A fort: Siege of Fort Erie (card-77, "a British attack on a fort held by
 * US units") in the defence of Ft. Erie, not of Williamsburg, which has
 * none. */
static void
test_fort (void)
{
  static const Offer cases[] = {
    { &ft_erie, MAD_US, "card-77", TRUE },
    { &williamsburg, MAD_US, "card-77", FALSE },
  };

  check_offers (cases, G_N_ELEMENTS (cases));
}

/* Sortie (card-90): "an attack by units leaving a fort space": out of Ft.
 * Erie, not out of French Mills, which has no fort. */
static void
test_sortie (void)
{
  static const Offer cases[] = {
    { &chippawa, MAD_US, "card-90", TRUE },
    { &cornwall, MAD_US, "card-90", FALSE },
  };

  check_offers (cases, G_N_ELEMENTS (cases));
}

/* Where: Plattsburg (card-80) is played in the defence of Plattsburg only,
 * not of Four Corners next to it. */
static void
test_where (void)
{
  static const Offer cases[] = {
    { &plattsburg, MAD_US, "card-80", TRUE },
    { &four_corners, MAD_US, "card-80", FALSE },
  };

  check_offers (cases, G_N_ELEMENTS (cases));
}

/* 10.62: a card for one round is spent after it; in the next round the
 * attacker may play another.  Chippawa (+2) in round 1: dice 6 -1 +2 = 7,
 * NE, a second round (10.61); Light Troops (+1) in round 2, which has no
 * river modifier. */
static void
test_one_round (void)
{
  const char *us[] = { "card-75", "card-68", NULL };
  T *t = t_cornwall (us, NULL);

  t_fight (t, "us-1st-rifles", "french-mills", "cornwall", NULL);
  t_do_rolls (t, "battle card-75", ROLLS (2, 4));
  t_assert_narrates (t, "Dice 6, modifiers +1: 7, result NE");
  t->keep_story = FALSE;
  g_assert_cmpint (t_x (t)->b.round, ==, 2);
  g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CARD);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  g_assert_false (t_listed (t, "battle card-75"));
  t_do_rolls (t, "battle card-68", ROLLS (2, 4));
  t_assert_narrates (t, "Battle card Light Troops: +1 (8.31)");
  g_assert_false (t_narrated (t, "Battle card Chippawa"));
  t_assert_narrates (t, "Dice 6, modifiers +1: 7, result NE");
  t_free (t);
}

/* A card for every round works in round 2 too, and its player is not asked
 * for another: one battle card a side a round (8.31-7).  With the option
 * battle-card-beside-lasting (10.43's other reading) he is asked, and Light
 * Troops (+1) works beside it: round 2 is 3 +1 +1 = 5. */
static void
test_every_round (void)
{
  for (int beside = 0; beside < 2; beside++)
    {
      const char *us[] = { "card-76", "card-68", NULL };
      T *t = t_cornwall (us, NULL);

      if (beside)
        t_option_on (t, "battle-card-beside-lasting");
      t_fight (t, "us-1st-rifles", "french-mills", "cornwall", NULL);
      /* Round 1: 6 -1 +1 = 6, NE; round 2: 3 +1 = 4, or 3 +1 +1 = 5. */
      t_do_rolls (t, "battle card-76", beside ? ROLLS (3, 3) : ROLLS (3, 3, 1, 2));
      t_assert_narrates (t, "Dice 6, modifiers +0: 6, result NE");
      g_assert_cmpint (t->st->pending.kind == D_BATTLE_CARD, ==, beside);
      if (beside)
        {
          t_do_rolls (t, "battle card-68", ROLLS (1, 2));
          t_assert_narrates (t, "Round 2 at");
          t_assert_narrates (t, "Battle card Lundy's Lane: +1 (8.31)");
          t_assert_narrates (t, "Battle card Light Troops: +1 (8.31)");
          t_assert_narrates (t, "Dice 3, modifiers +2: 5");
        }
      else
        {
          t_assert_narrates (t, "Round 2 at");
          t_assert_narrates (t, "Dice 3, modifiers +1: 4");
          t_assert_at (t, "card-68", "hand-us");
        }
      t_free (t);
    }
}

/* A first-round card (Stoney Creek, a British attack) is not offered in
 * round 2. */
static void
test_first_round (void)
{
  const char *gb[] = { "card-40", NULL };
  T *t = t_fight_at (&williamsburg, NULL, gb);

  t_fight (t, "gb-41st-det", "cornwall", "williamsburg", NULL);
  g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CARD);
  g_assert_true (t_listed (t, "battle card-40"));
  /* No card in round 1; dice that leave both units fresh (NE), whatever
   * the round's modifiers: the first total that gets to round 2. */
  t->keep_story = FALSE;
  for (int d = 2; d <= 12; d++)
    {
      BhState *saved = bh_state_copy (t->st);

      t_do_rolls (t, "no-battle-card", d <= 7 ? ROLLS (1, d - 1) : ROLLS (6, d - 6));
      if (t_narrated (t, "Round 2 at"))
        {
          bh_state_free (saved);
          break;
        }
      bh_state_free (t->st);
      t->st = saved;
      mad_ctx_init (&t->c, t->self, t->st);
    }
  /* Round 2 was fought without asking the British. */
  t_assert_narrates (t, "Round 2 at");
  g_assert_cmpint (t->st->pending.kind, !=, D_BATTLE_CARD);
  g_assert_false (t_narrated (t, "Battle card"));
  t_assert_at (t, "card-40", "hand-gb");
  t_free (t);
}

/* A US naval attack in 1813: `ships` (NULL-terminated) sail from `town`
 * into the Lake Control Box `box`, where the British `enemy` waits, the US
 * holding `cards`; stops at the first battle card decision. */
static T *
t_naval_attack (const char *town, const char *box, const char *enemy, const char *const *ships, const char *const *cards)
{
  T *t = t_new ("1813-1814");
  g_autofree char *units = g_strdup_printf ("units %s", town);

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  for (int i = 0; ships[i]; i++)
    t_put (t, ships[i], town, 0);
  t_put (t, enemy, box, 0);
  t_hand (t, MAD_US, cards);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-us"));
  t_do (t, "ops card-40");
  t_do (t, units);
  for (int i = 0; ships[i]; i++)
    {
      g_autofree char *add = g_strdup_printf ("add %s", ships[i]);

      t_do (t, add);
    }
  t_go (t);
  for (int i = 0; ships[i]; i++)
    {
      g_autofree char *move = g_strdup_printf ("move %s %s", ships[i], box);

      t_do (t, move);
    }
  t_keep_story_on (t);
  t_do (t, "end");
  t_do_first_while (t, D_LEAD, NULL);
  g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CARD);
  return t;
}

/* 12.36: a naval battle card in its lake's battle, Chase of the Royal
 * George (+1 on Lake Ontario): two US ships against the Royal George, +2
 * for the ratio, leads B against B; a die of 4 makes 7. */
static void
test_naval (void)
{
  const char *us[] = { "card-31", "card-39", NULL };   /* Lake Ontario; Lake Erie */
  const char *ships[] = { "us-oneida", "us-conquest", NULL };
  T *t = t_naval_attack ("sackets-harbour", "lake-ontario", "gb-royal-george", ships, us);

  g_assert_true (t_listed (t, "battle card-31"));
  g_assert_false (t_listed (t, "battle card-39"));
  t_do_rolls (t, "battle card-31", ROLLS (4, 3));
  t_assert_narrates (t, "Battle card Chase of the Royal George: +1 (12.36)");
  t_assert_narrates (t, "Die 4, modifiers +3: 7");
  t_free (t);
}

/* 12.36: "a +1 or a -1": a naval battle card is worth one, the Battle of
 * Lake Erie (card-39, reconstructed, once +2) too.  Lawrence and Niagara
 * sail from Erie into the Lake Erie box against the Detroit. */
static void
test_naval_one (void)
{
  const char *us[] = { "card-39", NULL };
  const char *ships[] = { "us-lawrence", "us-niagara", NULL };
  T *t = t_naval_attack ("erie", "lake-erie", "gb-detroit", ships, us);

  t_do_rolls (t, "battle card-39", ROLLS (4, 3));
  t_assert_narrates (t, "Battle card Battle of Lake Erie: +1 (12.36)");
  g_assert_false (t_narrated (t, "Battle of Lake Erie: +2"));
  t_free (t);
}

/* Chippawa's clause: in its round the British regulars modifier (10.44,
 * 1812-1813, in the open) does not apply; without the card it does. */
static void
test_chippawa_no_1044 (void)
{
  for (int card = 0; card < 2; card++)
    {
      const char *us[] = { card ? "card-75" : NULL, NULL };
      T *t = t_fight_at (&cornwall_1813, us, NULL);

      /* Double six: the British retreat after one round either way. */
      t_fight (t, "us-1st-rifles", "french-mills", "cornwall", card ? NULL : ROLLS (6, 6));
      if (card)
        t_do_rolls (t, "battle card-75", ROLLS (6, 6));
      g_assert_false (t_narrated (t, "Round 2"));
      t_assert_narrates (t, card ? "British regulars in the open: no modifier this round (battle card) (10.44)"
                                 : "British regulars in the open: -1 (10.44)");
      g_assert_cmpint (t_narrated (t, "-1 (10.44)"), ==, !card);
      t_free (t);
    }
}

/* BATTLE OF THE THAMES (#52, reconstructed): the US attacks Wyandots alone
 * in forest (Thamesville), where the Indians' forest variant makes the
 * first round -2 (10.41); with the card it is the ordinary forest -1. */
static void
test_battle_of_the_thames (void)
{
  for (int played = 0; played < 2; played++)
    {
      T *t = t_new ("1813-1814");

      t_position (t, 4, MAD_US, (const char *[]) { "us-13th sandwich", "gb-wyandot thamesville", NULL });
      t_put (t, "card-52", "hand-us", 0);
      t_fight (t, "us-13th", "sandwich", "thamesville", NULL);
      g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CARD);
      t_do_rolls (t, played ? "battle card-52" : "no-battle-card", ROLLS (3, 3));
      g_assert_cmpint (t_narrated (t, "No forest bonus for the Indians this round (battle card) (10.41)"), ==, played);
      t_assert_narrates (t, played ? "Forest: -1 (10.41)" : "Forest: -2 (10.41)");
      t_free (t);
    }
}

/* FORT GEORGE LANDING is not offered in an attack by land. */
static void
test_fort_george_landing_by_land (void)
{
  const char *us[] = { "card-38", NULL };
  T *t = t_cornwall (us, NULL);

  t_fight (t, "us-1st-rifles", "french-mills", "cornwall", NULL);
  g_assert_false (t_can (t, "battle card-38"));
  t_free (t);
}

/* LIGHT TROOPS (#68, reconstructed): after a round in which the US played
 * it, the battle going on (10.61), the US may retreat before the next
 * round without penalty.  The British attack Williamsburg from Cornwall:
 * the only way out is Prescott, an empty British space, where a retreat
 * flips every unit (10.72).  Round 1 with Light Troops: 6 +1 -1 = 6, NE; the
 * US retreats to Prescott unflipped, and no second round is fought.
 * Fighting on, round 2 follows.  Without the card, no question: round 2
 * follows at once. */
static void
test_light_troops_retreat (void)
{
  for (int k = 0; k < 3; k++)
    {
      const char *us[] = { "card-68", NULL };
      T *t = t_fight_at (&williamsburg, k < 2 ? us : NULL, NULL);

      if (k == 2)
        t_keep_story_on (t);
      t_fight (t, williamsburg.attacker, williamsburg.from, williamsburg.to, k < 2 ? NULL : ROLLS (3, 3, 3, 3));
      if (k < 2)
        {
          t_keep_story_on (t);
          t_do_rolls (t, "battle card-68", ROLLS (3, 3));
        }
      if (g_getenv ("T_STORY"))
        g_printerr ("%s", t->story->str);
      g_assert_cmpint (t->st->pending.kind == D_FREE_RETREAT, ==, k < 2);
      if (k == 0)
        {
          g_assert_true (t_can (t, "stand"));
          t_do (t, "retreat prescott");
          t_assert_narrates (t, "The US force retreats before the next round without penalty (8.31)");
          t_assert_at (t, "us-1st-rifles", "prescott");
          g_assert_cmpint (t_face (t, "us-1st-rifles"), ==, 0);
          g_assert_false (t_narrated (t, "Round 2 at"));
        }
      else if (k == 1)
        {
          t_do (t, "stand");
          t_assert_narrates (t, "The US force fights on (8.31)");
          t_assert_narrates (t, "Round 2 at Williamsburg");
        }
      else
        t_assert_narrates (t, "Round 2 at Williamsburg");
      t_free (t);
    }
}

/* LIGHT TROOPS, finding 4 of the re-check: the penalty waived, 10.71's
 * first priority (least steps lost) no longer separates the spaces.  The
 * British attack Sorel (British territory) from St-Jean; the US 1st Rifles
 * may go to Trois-Rivieres, empty British territory (a forced retreat
 * there flips them, 10.72), or Montreal, British territory held by the US
 * 13th and 15th (7 factors against its 5: no loss); both are out of supply
 * (10.71-2 equal).  Odds and classes +0.  Forced (no card: dice 4+6, 10,
 * DR), Montreal is the one best space and taken unasked; with Light
 * Troops played by the US (dice 4+4 -1: 7, NE), both are offered, and the
 * Rifles go to Trois-Rivieres unflipped. */
static void
test_light_troops_any_space (void)
{
  static const Fight sorel = { "1814", 7, MAD_GB, "gb-41st-det", "st-jean", "us-1st-rifles", "sorel" };

  for (int card = 0; card < 2; card++)
    {
      const char *us[] = { "card-68", NULL };
      T *t = t_fight_at (&sorel, card ? us : NULL, NULL);

      t_put (t, "us-15th", "montreal", 0);
      t_put (t, "us-13th", "montreal", 0);
      t_keep_story_on (t);
      if (card)
        {
          t_fight (t, sorel.attacker, sorel.from, sorel.to, NULL);
          t_do_rolls (t, "battle card-68", ROLLS (4, 4));
        }
      else
        t_fight (t, sorel.attacker, sorel.from, sorel.to, ROLLS (4, 6));
      if (g_getenv ("T_STORY"))
        g_printerr ("%s", t->story->str);
      if (!card)
        {
          /* the one best space, taken unasked */
          t_assert_narrates (t, "The US force retreats from Sorel to Montreal (10.7)");
          t_assert_at (t, "us-1st-rifles", "montreal");
          t_free (t);
          continue;
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_FREE_RETREAT);
      g_assert_true (t_can (t, "retreat montreal"));
      g_assert_true (t_can (t, "retreat trois-rivieres"));
      g_assert_false (t_can (t, "retreat st-jean"));
      t_do (t, "retreat trois-rivieres");
      t_assert_at (t, "us-1st-rifles", "trois-rivieres");
      g_assert_cmpint (t_face (t, "us-1st-rifles"), ==, 0);
      t_free (t);
    }
}

/* LIGHT TROOPS played by the attacker: the British 41st detachment attacks
 * the US 1st Rifles at French Mills from Ogdensburg, US territory left
 * empty behind it (going back there after an AR flips it, 10.74).  Round 1:
 * odds and classes +0, forest -1 (10.41), the card +1: dice 3+3 make 6, NE.
 * The British may then go back to Ogdensburg without penalty (unflipped)
 * or fight on. */
static void
test_light_troops_attacker (void)
{
  static const Fight french_mills = { "1814", 7, MAD_GB, "gb-41st-det", "ogdensburg", "us-1st-rifles", "french-mills" };
  const char *gb[] = { "card-68", NULL };
  T *t = t_fight_at (&french_mills, NULL, gb);

  t_keep_story_on (t);
  t_fight (t, french_mills.attacker, french_mills.from, french_mills.to, NULL);
  t_do_rolls (t, "battle card-68", ROLLS (3, 3));
  if (g_getenv ("T_STORY"))
    g_printerr ("%s", t->story->str);
  g_assert_cmpint (t->st->pending.kind, ==, D_FREE_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  g_assert_true (t_can (t, "stand"));
  /* worded and tagged as the card's (8.31), not 10.7 (fifth re-check m2) */
  t_assert_wording (t, "retreat ogdensburg", "8.31", "Retreat to Ogdensburg without penalty before the next round (8.31)");
  t_do (t, "retreat ogdensburg");
  t_assert_narrates (t, "The British force retreats before the next round without penalty (8.31)");
  t_assert_at (t, "gb-41st-det", "ogdensburg");
  g_assert_cmpint (t_face (t, "gb-41st-det"), ==, 0);
  t_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/8.31/battle-card-signs-attacker-first", test_signs);
  g_test_add_func ("/madison/8.31/battle-of-the-thames", test_battle_of_the_thames);
  g_test_add_func ("/madison/8.31/fort-george-landing-by-land", test_fort_george_landing_by_land);
  g_test_add_func ("/madison/8.21/battle-card-whose-and-land-or-naval", test_whose_card);
  g_test_add_func ("/madison/8.25/battle-card-whose-and-land-or-naval", test_whose_card);
  g_test_add_func ("/madison/2.11/battle-card-whose-and-land-or-naval", test_whose_card);
  g_test_add_func ("/madison/8.31/battle-card-attack-or-defence", test_roles);
  g_test_add_func ("/madison/8.31/battle-card-terrain", test_terrain);
  g_test_add_func ("/madison/8.31/battle-card-fort", test_fort);
  g_test_add_func ("/madison/8.31/battle-card-sortie", test_sortie);
  g_test_add_func ("/madison/8.31/battle-card-where", test_where);
  g_test_add_func ("/madison/10.62/battle-card-one-round", test_one_round);
  g_test_add_func ("/madison/10.61/battle-card-one-round", test_one_round);
  g_test_add_func ("/madison/8.31/light-troops-retreat", test_light_troops_retreat);
  g_test_add_func ("/madison/8.31/light-troops-any-space", test_light_troops_any_space);
  g_test_add_func ("/madison/8.31/light-troops-attacker", test_light_troops_attacker);
  g_test_add_func ("/madison/10.74/light-troops-attacker", test_light_troops_attacker);
  g_test_add_func ("/madison/10.62/battle-card-every-round", test_every_round);
  g_test_add_func ("/madison/10.43/battle-card-every-round", test_every_round);
  g_test_add_func ("/madison/10.62/battle-card-first-round", test_first_round);
  g_test_add_func ("/madison/12.36/naval-card-worth-one", test_naval_one);
  g_test_add_func ("/madison/12.36/naval-battle-card", test_naval);
  g_test_add_func ("/madison/10.44/chippawa-cancels-british-regulars", test_chippawa_no_1044);
  return g_test_run ();
}
