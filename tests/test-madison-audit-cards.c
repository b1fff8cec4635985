/* test-madison-audit-cards.c — Mr. Madison's War: rows that close the
 * session 11 mutation audit (docs/rules/madison-mutations-b.md) in the card
 * plays (bh-madison-cards.c): restore (8.31-5), depots (13.52, 13.55), the
 * Pre-war Sequence (6.31); and in supply (bh-madison-supply.c): a depot
 * the enemy has taken (13.3, 10.71), a depot's line over a lake with
 * depot-supplies-anyone (13.35, A26).  Each row fails under the mutation named in its
 * comment.  A row is a position and a script of player actions and checks
 * (MadRow, t_run_step: test-madison-util.c). */
#include "test-madison-util.c"

#define US MAD_US
#define GB MAD_GB

static const MadRow rows[] = {
  /* 8.31-5: a unit is restored only "in an original friendly space in
   * their own territory and in supply": the reduced 11th at Coteau-du-Lac
   * (British), in supply through the 12th at Cornwall, is not; at French
   * Mills (US), it is.  (Mutation: restorable() without "owner == side".) */
  { "/madison/8.31/restore-not-in-enemy-territory", "1813-1814", 4, US,
    { "us-11th coteau-du-lac 1", "us-12th cornwall", "card-33 hand-us", "card-40 hand-gb", NULL },
    { "!restore card-33", NULL } },
  { "/madison/8.31/restore-in-own-territory", "1813-1814", 4, US,
    { "us-11th french-mills 1", "us-12th cornwall", "card-33 hand-us", "card-40 hand-gb", NULL },
    { "restore card-33", "flip us-11th", "=us-11th 0", NULL } },
  /* 13.52: a depot only in a space in supply: Kingston, its neighbours
   * Gananoque and Smiths Creek held by US units and Lake Ontario by US
   * ships (13.35), is cut off and refused; with Gananoque free the road
   * east is open and it is offered.  (Mutation: list_depots() without
   * "!supplied[s]".) */
  { "/madison/13.52/no-depot-out-of-supply", "1813-1814", 4, GB,
    { "us-oneida lake-ontario", "us-13th gananoque", "us-14th smiths-creek", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "!depot card-40 kingston", "?depot card-40 montreal", NULL } },
  { "/madison/13.52/depot-in-supply", "1813-1814", 4, GB,
    { "us-oneida lake-ontario", "us-14th smiths-creek", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "?depot card-40 kingston", NULL } },
  /* 13.52: nor in a friendly space the enemy controls (4.14): the US 12th
   * alone at Cornwall (British, 1); Coteau-du-Lac beside it is offered.
   * (Mutation: list_depots() without "mad_control == 1 - side".) */
  { "/madison/13.52/no-depot-where-the-enemy-controls", "1813-1814", 4, GB,
    { "us-12th cornwall", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "!depot card-40 cornwall", "?depot card-40 coteau-du-lac", NULL } },
  /* 13.55: a depot goes when an enemy unit, "naval unit included",
   * occupies its space "with no friendly units present": the Beresford
   * sailing into Oswego beside the US Madison leaves the US depot there;
   * with Oswego empty it removes it.  (Mutation: mad_check_depots() on
   * "enemies" alone, cards.c "enemies && !friends".) */
  { "/madison/13.55/depot-kept-beside-a-friendly-ship", "1813-1814", 4, US,
    { "us-madison oswego", "gb-beresford kingston", "card-33 hand-us", "card-40 hand-gb", NULL },
    { "depot card-33 oswego", "@us-depot.1 oswego", "ops card-40", "units kingston", "add gb-beresford", "go",
      "move gb-beresford oswego", "(stand)", "end", "@gb-beresford oswego", "@us-madison oswego", "@us-depot.1 oswego", NULL } },
  { "/madison/13.55/depot-taken-by-a-ship-alone", "1813-1814", 4, US,
    { "us-madison sackets-harbour", "gb-beresford kingston", "card-33 hand-us", "card-40 hand-gb", NULL },
    { "depot card-33 oswego", "@us-depot.1 oswego", "ops card-40", "units kingston", "add gb-beresford", "go",
      "move gb-beresford oswego", "(stand)", "end", "@gb-beresford oswego", "@us-depot.1 off", NULL } },
  /* 13.3, 10.71: a depot whose space the enemy holds supplies nothing,
   * though 13.55 removes it only at the card play's end.  De Rottenburg
   * takes Plattsburg (its US depot) and drops the 100th there, then enters
   * Whitehall: the US 13th retreats before combat (9.41) to Albany, in
   * supply, not to Burlington (Vermont), whose only supply was that depot
   * (10.71: in supply first).  Without the 100th left at Plattsburg the
   * depot supplies Burlington and the US chooses.  (Mutation: supply.c's
   * depot without "passable (... location ...)".) */
  { "/madison/10.71/no-supply-from-an-overrun-depot", "1813-1814", 4, GB,
    { "gb-de-rottenburg isle-aux-noix", "gb-8th isle-aux-noix", "gb-100th isle-aux-noix", "us-depot plattsburg",
      "us-13th whitehall", "card-34 hand-gb", "card-33 hand-us", NULL },
    { "ops card-34", "leader gb-de-rottenburg", "add gb-8th", "add gb-100th", "go", "move gb-de-rottenburg plattsburg",
      "drop gb-100th", "move gb-de-rottenburg whitehall", "rbc", "@us-13th albany", "!retreat burlington-vt", NULL } },
  { "/madison/10.71/supply-from-a-depot-left-free", "1813-1814", 4, GB,
    { "gb-de-rottenburg isle-aux-noix", "gb-8th isle-aux-noix", "gb-100th isle-aux-noix", "us-depot plattsburg",
      "us-13th whitehall", "card-34 hand-gb", "card-33 hand-us", NULL },
    { "ops card-34", "leader gb-de-rottenburg", "add gb-8th", "add gb-100th", "go", "move gb-de-rottenburg plattsburg",
      "move gb-de-rottenburg whitehall", "rbc", "?retreat burlington-vt", "?retreat albany", NULL } },
};

/* The prewar deck's next card below the Declaration of War (top_card
 * takes the highest order), or -1 when the DOW is the last card or has
 * been drawn already. */
static int
card_below_dow (T *t)
{
  const MadData *d = t->self->d;
  const BhPieceState *pc = bh_state_pieces (t->st);
  int next = -1;

  if (pc[d->dow].location != d->prewar_deck)
    return -1;
  for (guint p = 0; p < d->n_pieces; p++)
    if (pc[p].location == d->prewar_deck && pc[p].order < pc[d->dow].order && (next < 0 || pc[p].order > pc[next].order))
      next = p;
  return next;
}

/* 6.2 step 6: once the DOW is drawn, "the player who did not draw the DOW
 * card" draws the rest first: the card below the DOW goes to him, the one
 * after it to the drawer.  Both keep every card.  (Mutation: draw_rest()
 * starting with the DOW's drawer, cards.c "1 - c->x->dow_drawer".) */
static void
test_rest_non_drawer_first (void)
{
  int checked = 0;

  for (guint64 seed = 1; seed <= 12; seed++)
    {
      T *t = t_new_seed ("entire-war", seed);
      const MadData *d = t->self->d;
      int next = card_below_dow (t);

      while (t_x (t)->stage == STG_PREWAR && t->st->pending.kind == D_PREWAR)
        t_do (t, "keep");
      if (next >= 0)
        {
          int drawer = t_x (t)->dow_drawer;

          g_assert_cmpint (bh_state_pieces (t->st)[next].location, ==, d->hand[1 - drawer]);
          checked++;
        }
      t_free (t);
    }
  g_assert_cmpint (checked, >, 0);
}

/* 6.32: the Spring-Summer turn is over at once only when BOTH hands are
 * empty: the DOW drawn 14th (by the British), the US having played every
 * card it drew and the British kept theirs, the US hand is empty but the
 * British still play their turn 1 cards (7.32: the US passes).  (Mutation:
 * sequence.c's test on the US hand alone.) */
static void
test_one_hand_empty_turn_goes_on (void)
{
  for (guint64 seed = 1; seed < 400; seed++)
    {
      T *t = t_new_seed ("entire-war", seed);
      const MadData *d = t->self->d;
      const BhPieceState *pc = bh_state_pieces (t->st);
      gboolean last = TRUE, us_ops = TRUE;

      for (guint p = 0; p < d->n_pieces; p++)
        if (pc[p].location == d->prewar_deck && pc[p].order < pc[d->dow].order)
          last = FALSE;
      if (!last || t_x (t)->drawn < 0)
        {
          t_free (t);
          continue;
        }
      while (t_x (t)->stage == STG_PREWAR && t->st->pending.kind == D_PREWAR && us_ops)
        {
          int card = t_x (t)->drawn;

          if (t->st->pending.side == MAD_US && d->pieces[card].ops > 0)
            {
              t_do_card (t, "ops", card);
              t_do (t, "end");
            }
          else if (t->st->pending.side == MAD_US)
            us_ops = FALSE;
          else
            t_do (t, "keep");
        }
      if (!us_ops)
        {
          t_free (t);
          continue;
        }
      g_assert_cmpint (t_x (t)->dow_drawer, ==, MAD_GB);
      g_assert_cmpint (mad_hand_count (&t->c, MAD_US), ==, 0);
      g_assert_cmpint (mad_hand_count (&t->c, MAD_GB), ==, 6);
      g_assert_false (t_narrated (t, "(6.32)"));
      g_assert_cmpint (t->st->turn, ==, 1);
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      t_free (t);
      return;
    }
  g_test_skip ("no seed puts the Declaration of War at the bottom of the Pre-war Deck");
}

/* A26, option depot-supplies-anyone: a unit that traces to a depot is
 * supplied wherever it stands, and a line crosses a lake the enemy does
 * not control from one lakeside town to another (13.35).  A British depot
 * at Isle aux Noix, the US 13th holding St. Jean (so no line runs from
 * Montreal): the 1-factor 10th RVB detachment at Burlington (Vermont; US,
 * value 2: too weak to control it, 4.14) traces over Lake Champlain to
 * the depot and attacks Whitehall in supply, its attack not halved (13.4);
 * without the option the depot feeds only units in British territory
 * (13.51) and the attack is halved.  (Mutation: supply.c's lake crossing without "own && depot[t]".) */
static void
test_depot_anyone_across_a_lake (void)
{
  for (int anyone = 0; anyone < 2; anyone++)
    {
      T *t = t_new ("1813-1814");

      if (anyone)
        t_option_on (t, "depot-supplies-anyone");
      t_position (t, 4, MAD_GB, (const char *[]) { "gb-depot isle-aux-noix", "us-13th st-jean", "gb-10th-rvb-det burlington-vt",
                                                   "us-14th whitehall", "card-33 hand-us", NULL });
      g_assert_cmpint (mad_control (&t->c, t_loc (t, "burlington-vt")), ==, -1);
      g_assert_cmpint (mad_control (&t->c, t_loc (t, "st-jean")), ==, MAD_US);
      t_keep_story_on (t);
      t_fight (t, "gb-10th-rvb-det", "burlington-vt", "whitehall", (const int[]) { 3, 3, 0 });
      if (g_getenv ("T_STORY"))
        g_printerr ("%s", t->story->str);
      g_assert_true (t_narrated (t, "Battle at Whitehall"));
      /* without the option the depot feeds only its own territory (13.51) */
      g_assert_cmpint (t_narrated (t, "The British force is out of supply: attack halved"), ==, !anyone);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/13.35/depot-supplies-anyone-across-a-lake", test_depot_anyone_across_a_lake);
  g_test_add_func ("/madison/6.2/rest-drawn-by-the-non-drawer-first", test_rest_non_drawer_first);
  g_test_add_func ("/madison/6.32/one-hand-empty-the-turn-goes-on", test_one_hand_empty_turn_goes_on);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_test_add_data_func (rows[i].path, &rows[i], t_run_row);
  return g_test_run ();
}
