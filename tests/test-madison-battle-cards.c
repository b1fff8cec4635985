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

/* The side to play activates `unit` in `from` with a "3" card and moves it
 * into `to`; the defender stands; the movement ends and the lead units are
 * the only ones.  Stops at the first battle card decision, or rolls
 * `rolls` when no one has a card to play. */
static void
t_fight (T *t, const char *unit, const char *from, const char *to, const int *rolls)
{
  g_autofree char *units = g_strdup_printf ("units %s", from);
  g_autofree char *add = g_strdup_printf ("add %s", unit);
  g_autofree char *move = g_strdup_printf ("move %s %s", unit, to);

  bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, t->st->pending.side == MAD_US ? "hand-us" : "hand-gb"));
  t_do (t, "ops card-33");
  t_do (t, units);
  t_do (t, add);
  t_do (t, "go");
  t_do (t, move);
  if (t->st->pending.kind == D_RBC)
    t_do (t, "stand");
  t_keep_story_on (t);
  if (rolls)
    {
      g_autoptr(BhState) copy = bh_state_copy (t->st);
      BhAction a;

      g_assert_true (bh_rules_parse_action (t->rules, "end", &a, NULL));
      a.side = t->st->pending.side;
      bh_rules_apply (t->rules, copy, &a);
      if (copy->n_rolls > 0)
        {
          t_do_rolls (t, "end", rolls);
          return;
        }
    }
  t_do (t, "end");
}

static gboolean
t_listed (T *t, const char *action)
{
  g_autofree char *list = t_actions (t);
  g_autofree char *padded = g_strdup_printf ("; %s;", list);
  g_autofree char *needle = g_strdup_printf ("; %s;", action);

  return strstr (padded, needle) != NULL;
}

/* 1814, turn 7: the US 1st Rifles attack the 41st detachment at Cornwall
 * (clear) from French Mills across the St. Lawrence (-1 in the first round,
 * 2.23); 2 against 2, odds +0, classes equal. */
static T *
t_cornwall (const char *const *us_cards, const char *const *gb_cards)
{
  T *t = t_new ("1814");

  t_clear (t);
  t_play_at (t, 7, MAD_US);
  t_put (t, "us-1st-rifles", "french-mills", 0);
  t_put (t, "gb-41st-det", "cornwall", 0);
  t_hand (t, MAD_US, us_cards);
  t_hand (t, MAD_GB, gb_cards);
  return t;
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
          t_assert_narrates (t, "US plays Chippawa: +2 in this round (8.31)");
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
          t_assert_narrates (t, "British plays Lundy's Lane: -1 in every round of this battle (8.31)");
          t_assert_narrates (t, "Battle card Lundy's Lane: -1 (8.31)");
        }
      if (cases[i].us)
        t_assert_narrates (t, "Battle card Chippawa: +2 (8.31)");
      t_assert_narrates (t, cases[i].expect);
      g_assert_cmpint (t->st->pending.kind, !=, D_BATTLE_CARD);
      t_free (t);
    }
}

/* 8.21: the flag on the card says which side may use it; a card for the
 * other side, or a naval card in a land battle, is not offered, and then
 * no one is asked. */
static void
test_whose_card (void)
{
  const char *us[] = { "card-40", "card-31", NULL };   /* Stoney Creek (British), Chase of the Royal George (naval) */
  const char *gb[] = { "card-75", NULL };              /* Chippawa (US) */
  T *t = t_cornwall (us, gb);

  t_fight (t, "us-1st-rifles", "french-mills", "cornwall", ROLLS (5, 5));
  t_assert_narrates (t, "Dice 10, modifiers -1: 9, result EX");
  g_assert_false (t_narrated (t, "Battle card"));
  t_assert_at (t, "card-40", "hand-us");
  t_free (t);
}

/* The roles: Siege of Fort Erie is a defence card, Stoney Creek an attack
 * card; each is offered on its side of the battle only. */
static void
test_roles (void)
{
  {
    const char *us[] = { "card-77", "card-75", NULL };
    T *t = t_cornwall (us, NULL);

    t_fight (t, "us-1st-rifles", "french-mills", "cornwall", NULL);
    g_assert_true (t_listed (t, "battle card-75"));
    g_assert_false (t_listed (t, "battle card-77"));
    t_free (t);
  }
  {
    /* The British attack Ft. Erie, held by the US: the US defends it with
     * Siege of Fort Erie (a fort, 2.71). */
    const char *us[] = { "card-77", NULL };
    T *t = t_new ("1814");

    t_clear (t);
    t_play_at (t, 7, MAD_GB);
    t_put (t, "gb-41st-det", "chippawa", 0);
    t_put (t, "us-1st-rifles", "ft-erie", 0);
    t_hand (t, MAD_US, us);
    t_fight (t, "gb-41st-det", "chippawa", "ft-erie", NULL);
    g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CARD);
    g_assert_cmpint (t->st->pending.side, ==, MAD_US);
    g_assert_true (t_listed (t, "battle card-77"));
    t_free (t);
  }
}

/* Terrain: Chippawa is played in a clear space (Cornwall), not in a forest
 * one (Johnson's). */
static void
test_terrain (void)
{
  for (int forest = 0; forest < 2; forest++)
    {
      const char *us[] = { "card-75", NULL };
      T *t = t_new ("1814");

      t_clear (t);
      t_play_at (t, 7, MAD_US);
      t_put (t, "us-1st-rifles", forest ? "four-corners" : "french-mills", 0);
      t_put (t, "gb-41st-det", forest ? "johnsons" : "cornwall", 0);
      t_hand (t, MAD_US, us);
      t_fight (t, "us-1st-rifles", forest ? "four-corners" : "french-mills", forest ? "johnsons" : "cornwall", ROLLS (3, 3));
      g_assert_cmpint (t_narrated (t, "Battle card") || t->st->pending.kind == D_BATTLE_CARD, ==, !forest);
      t_free (t);
    }
}

/* Where: Plattsburg is played in the defence of Plattsburg only, not of
 * Four Corners next to it. */
static void
test_where (void)
{
  for (int platts = 0; platts < 2; platts++)
    {
      const char *us[] = { "card-80", NULL };
      const char *from = platts ? "isle-aux-noix" : "johnsons", *to = platts ? "plattsburg" : "four-corners";
      T *t = t_new ("1814");

      t_clear (t);
      t_play_at (t, 7, MAD_GB);
      t_put (t, "gb-41st-det", from, 0);
      t_put (t, "us-1st-rifles", to, 0);
      t_hand (t, MAD_US, us);
      t_fight (t, "gb-41st-det", from, to, ROLLS (3, 3));
      g_assert_cmpint (t->st->pending.kind == D_BATTLE_CARD, ==, platts);
      t_free (t);
    }
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
 * for another: one battle card a side a round (8.31-7). */
static void
test_every_round (void)
{
  const char *us[] = { "card-76", "card-68", NULL };
  T *t = t_cornwall (us, NULL);

  t_fight (t, "us-1st-rifles", "french-mills", "cornwall", NULL);
  /* Round 1: 6 -1 +1 = 6, NE; round 2: 3 +1 = 4. */
  t_do_rolls (t, "battle card-76", ROLLS (3, 3, 1, 2));
  t_assert_narrates (t, "Dice 6, modifiers +0: 6, result NE");
  t_assert_narrates (t, "Round 2 at");
  t_assert_narrates (t, "Dice 3, modifiers +1: 4");
  t_assert_at (t, "card-68", "hand-us");
  t_free (t);
}

/* A first-round card (Stoney Creek, a British attack) is not offered in
 * round 2. */
static void
test_first_round (void)
{
  const char *gb[] = { "card-40", NULL };
  T *t = t_new ("1814");

  t_clear (t);
  t_play_at (t, 7, MAD_GB);
  t_put (t, "gb-41st-det", "cornwall", 0);
  t_put (t, "us-1st-rifles", "williamsburg", 0);
  t_hand (t, MAD_GB, gb);
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

/* 12.36: a naval battle card in its lake's battle, Chase of the Royal
 * George (+1 on Lake Ontario): two US ships against the Royal George, +2
 * for the ratio, leads B against B; a die of 4 makes 7. */
static void
test_naval (void)
{
  const char *us[] = { "card-31", "card-39", NULL };   /* Lake Ontario; Lake Erie */
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-oneida", "sackets-harbour", 0);
  t_put (t, "us-conquest", "sackets-harbour", 0);
  t_put (t, "gb-royal-george", "lake-ontario", 0);
  t_hand (t, MAD_US, us);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-us"));
  t_do (t, "ops card-40");
  t_do (t, "units sackets-harbour");
  t_do (t, "add us-oneida");
  t_do (t, "add us-conquest");
  t_do (t, "go");
  t_do (t, "move us-oneida lake-ontario");
  t_do (t, "move us-conquest lake-ontario");
  t_keep_story_on (t);
  t_do (t, "end");
  t_do_first_while (t, D_LEAD, NULL);
  g_assert_cmpint (t->st->pending.kind, ==, D_BATTLE_CARD);
  g_assert_true (t_listed (t, "battle card-31"));
  g_assert_false (t_listed (t, "battle card-39"));
  t_do_rolls (t, "battle card-31", ROLLS (4, 3));
  t_assert_narrates (t, "Battle card Chase of the Royal George: +1 (12.36)");
  t_assert_narrates (t, "Die 4, modifiers +3: 7");
  t_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/8.31/battle-card-signs-attacker-first", test_signs);
  g_test_add_func ("/madison/8.21/battle-card-whose-and-land-or-naval", test_whose_card);
  g_test_add_func ("/madison/8.31/battle-card-attack-or-defence", test_roles);
  g_test_add_func ("/madison/8.31/battle-card-terrain", test_terrain);
  g_test_add_func ("/madison/8.31/battle-card-where", test_where);
  g_test_add_func ("/madison/10.62/battle-card-one-round", test_one_round);
  g_test_add_func ("/madison/10.62/battle-card-every-round", test_every_round);
  g_test_add_func ("/madison/10.62/battle-card-first-round", test_first_round);
  g_test_add_func ("/madison/12.36/naval-battle-card", test_naval);
  return g_test_run ();
}
