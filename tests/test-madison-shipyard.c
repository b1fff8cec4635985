/* test-madison-shipyard.c — Mr. Madison's War: building ships from the
 * Ship Production Chart and repairing them with a card's NBV (15.1-15.3),
 * and the free repair of the winter turn (15.21). */
#include "test-madison-util.c"

/* `side` to play in turn `turn` of 1813-1814 on an empty map, with a card
 * worth `nbv` played for its NBV. */
static T *
t_shipyard (int turn, int side, int nbv, void (*place) (T *t))
{
  T *t = t_new ("1813-1814");
  int card;

  t_clear (t);
  t_play_at (t, turn, side);
  if (place)
    place (t);
  card = t_card_to_hand (t, nbv, 13, side == MAD_US ? "hand-us" : "hand-gb");
  t_do_card (t, "nbv", card);
  g_assert_cmpint (t->st->pending.kind, ==, D_SHIPYARD);
  return t;
}

static void
t_two_damaged_at_kingston (T *t)
{
  t_put (t, "gb-royal-george", "kingston", 1);
  t_put (t, "gb-wolfe", "kingston", 1);
}

/* T30 (15.12): an NBV of 3 repairs two damaged ships at Kingston (1 + 1)
 * and builds at Ft. Malden (1: the Detroit, a corvette, costs what a brig
 * does, 15.17); then nothing is left (15.24). */
static void
test_t30_repair_and_build (void)
{
  T *t = t_shipyard (5, MAD_GB, 3, t_two_damaged_at_kingston);

  t_do (t, "repair gb-royal-george");
  t_assert_narrates (t, "Royal George is repaired at Kingston (1 NBV; 1 of 3 spent) (15.23)");
  t_do (t, "repair gb-wolfe");
  g_assert_true (t_can (t, "build gb-detroit ft-malden"));
  t_do (t, "build gb-detroit ft-malden");
  t_assert_narrates (t, "Detroit is built at Ft. Malden (1 NBV; 3 of 3 spent) (15.13)");
  g_assert_false (t_can (t, "build gb-detroit ft-malden"));
  t_do (t, "done");
  t_assert_at (t, "gb-detroit", "ft-malden");
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "gb-royal-george")].face, ==, 0);
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "gb-wolfe")].face, ==, 0);
  t_free (t);
}

/* T31 (15.14): a ship is built from the turn of her dot on: the General
 * Pike (turn 5) not in turn 4, yes in turn 5; the Jefferson (1814, turn 7)
 * not in 1813. */
static void
test_t31_order_of_builds (void)
{
  static const struct { int turn; const char *ship; gboolean can; } cases[] = {
    { 4, "us-general-pike", FALSE }, { 5, "us-general-pike", TRUE },
    { 5, "us-jefferson", FALSE }, { 7, "us-jefferson", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_shipyard (cases[i].turn, MAD_US, 2, NULL);
      g_autofree char *build = g_strdup_printf ("build %s sackets-harbour", cases[i].ship);

      g_assert_cmpint (t_can (t, build), ==, cases[i].can);
      t_free (t);
    }
}

/* 15.17: a frigate costs 2: not with an NBV of 1, yes with 2. */
static void
test_frigate_cost (void)
{
  for (int nbv = 1; nbv <= 2; nbv++)
    {
      T *t = t_shipyard (5, MAD_US, nbv, NULL);

      g_assert_cmpint (t_can (t, "build us-general-pike sackets-harbour"), ==, nbv >= 2);
      g_assert_true (t_can (t, "build us-sylph sackets-harbour"));
      t_free (t);
    }
}

static void
t_damaged_brig_frigate_schooners (T *t)
{
  t_put (t, "gb-melville", "kingston", 1);
  t_put (t, "gb-prince-regent", "kingston", 1);
  t_put (t, "gb-beresford", "kingston", 1);
  t_put (t, "gb-sydney-smith", "kingston", 1);
  t_put (t, "gb-seneca", "kingston", 1);
}

/* T32 (15.23): an NBV of 2 repairs a brig and a frigate (1 + 1), or two
 * schooners and a brig (½ + ½ + 1); then not even a schooner (½). */
static void
test_t32_repair_costs (void)
{
  T *t = t_shipyard (5, MAD_GB, 2, t_damaged_brig_frigate_schooners);

  t_do (t, "repair gb-melville");
  t_do (t, "repair gb-prince-regent");
  g_assert_false (t_can (t, "repair gb-beresford"));
  t_free (t);

  t = t_shipyard (5, MAD_GB, 2, t_damaged_brig_frigate_schooners);
  t_do (t, "repair gb-beresford");
  t_assert_narrates (t, "Beresford is repaired at Kingston (½ NBV; ½ of 2 spent) (15.23)");
  t_do (t, "repair gb-sydney-smith");
  g_assert_true (t_can (t, "repair gb-melville"));
  t_do (t, "repair gb-melville");
  t_assert_narrates (t, "(1 NBV; 2 of 2 spent)");
  g_assert_false (t_can (t, "repair gb-seneca"));
  t_free (t);
}

static void
t_sackets_held (T *t)
{
  t_put (t, "gb-1-41st", "sackets-harbour", 0);
  t_put (t, "gb-49th", "sackets-harbour", 0);
}

static void
t_sackets_visited (T *t)
{
  t_put (t, "gb-mississauga", "sackets-harbour", 0);
}

/* 15.31-15.33, 15.16: the US builds on Lake Ontario at Sackets Harbour,
 * not at the back-up base Oswego; with British units controlling Sackets
 * Harbour (value 2, 4.14) it is unavailable (Oswego waits a year: see
 * test_backup_next_year); a British unit that cannot control it (Indians
 * alone, value above 1, 4.15) is ignored. */
static void
test_bases (void)
{
  static const struct { void (*place) (T *t); gboolean sackets, oswego; } cases[] = {
    { NULL, TRUE, FALSE }, { t_sackets_held, FALSE, FALSE }, { t_sackets_visited, TRUE, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_shipyard (5, MAD_US, 1, cases[i].place);

      g_assert_cmpint (t_can (t, "build us-sylph sackets-harbour"), ==, cases[i].sackets);
      g_assert_cmpint (t_can (t, "build us-sylph oswego"), ==, cases[i].oswego);
      t_free (t);
    }
}

/* 15.33: the British take Sackets Harbour, the US primary base of Lake
 * Ontario, in Summer-Autumn 1813: the back-up base Oswego does not work in
 * 1813 (the loss's year), and works in 1814 (the next). */
static void
test_backup_next_year (void)
{
  for (int year = 13; year <= 14; year++)
    {
      T *t = t_new ("1813-1814");
      int nbv;

      t_clear (t);
      t_play_at (t, 5, MAD_GB);
      t_put (t, "gb-1-41st", "oswego", 0);
      t_card_to_hand (t, 2, 13, "hand-us");
      t_march (t, "gb-1-41st", "oswego", "sackets-harbour");
      t_do (t, "end");
      t_assert_narrates (t, "the back-up bases work from next year (15.33)");
      g_assert_cmpint (t->st->pending.side, ==, MAD_US);
      if (year == 14)
        {
          t_clear (t);
          t_put (t, "gb-1-41st", "sackets-harbour", 0);
          t_play_at (t, 7, MAD_US);
        }
      nbv = t_card_to_hand (t, 2, year, "hand-us");
      t_do_card (t, "nbv", nbv);
      g_assert_false (t_can (t, "build us-sylph sackets-harbour"));
      g_assert_cmpint (t_can (t, "build us-sylph oswego"), ==, year == 14);
      t_free (t);
    }
}

/* 15.21: in the winter turn damaged ships in a friendly naval base are
 * repaired free; one elsewhere stays damaged. */
static void
test_winter_repair (void)
{
  T *t = t_new ("1813-1814");
  int card;

  t_clear (t);
  t_put (t, "gb-wolfe", "kingston", 1);
  t_put (t, "gb-melville", "gananoque", 1);
  t_play_at (t, 5, MAD_US);
  card = t_card_to_hand (t, 1, 13, "hand-us");
  t_keep_story_on (t);
  t_do_card (t, "hold", card);
  t_assert_narrates (t, "Wolfe is repaired free in winter at Kingston (15.21)");
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "gb-wolfe")].face, ==, 0);
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "gb-melville")].face, ==, 1);
  t_free (t);
}

/* 16.1: the winter's free naval repair (step 3) comes after its action
 * phase (step 1): the damaged Ohio at Buffalo is repaired when the British
 * play no winter event, and is not when they play BURNING OF BUFFALO
 * (card 49), which destroys the naval base first (15.32). */
static void
test_winter_repair_after_events (void)
{
  for (int burn = 0; burn < 2; burn++)
    {
      T *t = t_new ("1813-1814");
      int card;

      t_clear (t);
      t_put (t, "gb-1-41st", "ft-niagara", 0);
      t_put (t, "us-13th", "buffalo", 0);
      t_put (t, "us-ohio", "buffalo", 1);
      t_play_at (t, 5, MAD_US);
      bh_state_move_piece (t->st, t_piece (t, "card-49"), t_loc (t, "held-gb"));
      card = t_card_to_hand (t, 1, 13, "hand-us");
      t_keep_story_on (t);
      t_do_card (t, "hold", card);
      while (t->st->turn == 6 && t->st->result == BH_RESULT_ONGOING)
        {
          if (t->st->pending.kind == D_WINTER && t->st->pending.side == MAD_GB && burn && t_can (t, "event card-49"))
            t_do (t, "event card-49");
          else if (t->st->pending.kind == D_WINTER)
            t_do (t, "pass");
          else
            t_do_first_while (t, t->st->pending.kind, NULL);
        }
      g_assert_cmpint (t_narrated (t, "The naval base at Buffalo is destroyed for good (15.32)"), ==, burn);
      g_assert_cmpint (t_narrated (t, "Ohio is repaired free in winter at Buffalo (15.21)"), ==, !burn);
      g_assert_cmpint (t_face (t, "us-ohio"), ==, burn ? 1 : 0);
      t_free (t);
    }
}

/* ARMS RACE (reconstructed: "at any one naval base", NBV 3): the first
 * repair, at Kingston, names the base: a second repair there is still
 * offered, a build at Ft. Malden (offered before) no longer is.  The NBV
 * is 3: a third repair (1 each, 15.23) is offered after two, a fourth
 * after three is not. */
static void
test_arms_race_one_base (void)
{
  static const char *const position[] = { "gb-royal-george kingston 1", "gb-wolfe kingston 1", "gb-melville kingston 1",
                                           "gb-prince-regent kingston 1", NULL };
  T *t = t_event_position ("1813-1814", 7, MAD_GB, "card-106", position);

  t_do (t, "event card-106");
  g_assert_cmpint (t->st->pending.kind, ==, D_SHIPYARD);
  g_assert_true (t_can (t, "build gb-detroit ft-malden"));
  t_do (t, "repair gb-royal-george");
  g_assert_false (t_can (t, "build gb-detroit ft-malden"));
  g_assert_true (t_can (t, "repair gb-wolfe"));
  t_do (t, "repair gb-wolfe");
  g_assert_cmpint (t_face (t, "gb-wolfe"), ==, 0);
  g_assert_true (t_can (t, "repair gb-melville"));
  t_do (t, "repair gb-melville");
  t_assert_narrates (t, "Melville is repaired at Kingston (1 NBV; 3 of 3 spent) (15.23)");
  g_assert_false (t_can (t, "repair gb-prince-regent"));
  g_assert_cmpint (t_face (t, "gb-prince-regent"), ==, 1);
  t_free (t);
}

/* 15.34: "On Lake Erie the main American base is Buffalo in 1812, and
 * Erie, PA. becomes automatically another main base in 1813."  A damaged
 * US schooner (the Somers, repair ½) with a card of NBV 1: at Buffalo she
 * is repaired in 1812 and 1813; at Erie not in 1812 (Summer-Autumn, turn
 * 2), yes in 1813 (Spring-Summer, turn 4), a main base with no loss
 * needed (15.33 is for back-up bases). */
static void
test_erie_from_1813 (void)
{
  static const struct { int turn, year; const char *at; gboolean can; } cases[] = {
    { 2, 12, "buffalo", TRUE }, { 2, 12, "erie", FALSE }, { 4, 13, "buffalo", TRUE }, { 4, 13, "erie", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new ("entire-war");

      t_clear (t);
      t_play_at (t, cases[i].turn, MAD_US);
      int card;
      g_autofree char *nbv = NULL, *id = NULL;

      t_put (t, "us-somers", cases[i].at, 1);
      card = t_card_to_hand (t, 1, cases[i].year, "hand-us");
      id = bh_game_data_dup_piece_id (t->data, card);
      nbv = g_strdup_printf ("nbv %s", id);
      /* with nothing to build or repair anywhere the NBV is no play */
      g_assert_cmpint (t_can (t, nbv), ==, cases[i].can);
      if (cases[i].can)
        {
          t_do (t, nbv);
          g_assert_cmpint (t->st->pending.kind, ==, D_SHIPYARD);
          t_do (t, "repair us-somers");
          g_assert_cmpint (t_face (t, "us-somers"), ==, 0);
        }
      t_free (t);
    }
}

/* 15.34: the British back-up bases are York (Lake Ontario) and Port Dover
 * (Lake Erie); while the primaries Kingston and Ft. Malden work, the
 * Detroit (Lake Erie, turn 5) is built at Ft. Malden, not at Port Dover,
 * and a damaged Lady Prevost is repaired at Ft. Malden, not at Port Dover
 * (15.33).  York, which repairs alongside Kingston (15.13's note), repairs
 * the damaged Melville. */
static void
test_british_backups (void)
{
  static const struct { const char *at; gboolean can; } cases[] = { { "ft-malden", TRUE }, { "port-dover", FALSE } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new ("1813-1814");
      g_autofree char *build = g_strdup_printf ("build gb-detroit %s", cases[i].at);

      t_clear (t);
      t_play_at (t, 5, MAD_GB);
      t_put (t, "gb-lady-prevost", cases[i].at, 1);
      t_put (t, "gb-melville", "york", 1);
      t_do_card (t, "nbv", t_card_to_hand (t, 3, 13, "hand-gb"));
      g_assert_cmpint (t->st->pending.kind, ==, D_SHIPYARD);
      g_assert_cmpint (t_can (t, build), ==, cases[i].can);
      g_assert_cmpint (t_can (t, "repair gb-lady-prevost"), ==, cases[i].can);
      g_assert_true (t_can (t, "repair gb-melville"));
      t_free (t);
    }
}

/* 15.33 at a scenario's start: a primary base the enemy holds when the
 * game begins was lost before it (reading: a year before), so the back-up
 * works from the first turn: the 1814 scenario with Ft. Malden in US hands
 * opens with Port Dover repairing the damaged Lady Prevost.  The other
 * side, the back-up idle in the year of the loss, is
 * /madison/15.33/backup-next-year. */
static void
test_backup_lost_before_the_scenario (void)
{
  const char *specs[] = { "us-11th ft-malden", "gb-lady-prevost port-dover damaged", "card-89 hand-gb", "card-90 hand-us", NULL };
  T *t = t_new_placed ("1814", 7, specs);

  g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  t_do (t, "nbv card-89");
  g_assert_true (t_can (t, "repair gb-lady-prevost"));
  t_do (t, "repair gb-lady-prevost");
  g_assert_cmpint (t_face (t, "gb-lady-prevost"), ==, 0);
  t_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/15.12/T30-repair-and-build", test_t30_repair_and_build);
  g_test_add_func ("/madison/15.24/T30-repair-and-build", test_t30_repair_and_build);
  g_test_add_func ("/madison/15.22/T30-repair-and-build", test_t30_repair_and_build);
  g_test_add_func ("/madison/15.13/T30-repair-and-build", test_t30_repair_and_build);
  g_test_add_func ("/madison/15.14/T31-order-of-builds", test_t31_order_of_builds);
  g_test_add_func ("/madison/15.17/frigate-cost", test_frigate_cost);
  g_test_add_func ("/madison/15.23/T32-repair-costs", test_t32_repair_costs);
  g_test_add_func ("/madison/15.33/bases", test_bases);
  g_test_add_func ("/madison/15.34/erie-a-main-base-from-1813", test_erie_from_1813);
  g_test_add_func ("/madison/15.34/british-back-up-bases", test_british_backups);
  g_test_add_func ("/madison/15.33/back-up-lost-before-the-scenario", test_backup_lost_before_the_scenario);
  g_test_add_func ("/madison/15.31/bases", test_bases);
  g_test_add_func ("/madison/15.16/bases", test_bases);
  g_test_add_func ("/madison/2.15/bases", test_bases);
  g_test_add_func ("/madison/8.31/arms-race-one-base", test_arms_race_one_base);
  g_test_add_func ("/madison/15.33/back-up-next-year", test_backup_next_year);
  g_test_add_func ("/madison/15.21/winter-repair", test_winter_repair);
  g_test_add_func ("/madison/16.1/winter-repair-after-winter-events", test_winter_repair_after_events);
  return g_test_run ();
}
