/* test-madison-event-orders.c — Mr. Madison's War: the reconstructed
 * events that order troops and ships about (8.31-1,
 * bh-madison-event-orders.c), each played from the hand: BROWN AND SCOTT
 * (#104, a force of 15 under both), McARTHUR'S RAID (#92, three units with
 * 10 MP), HULL'S PROCLAMATION (#4, militia go home on 1-3), PROCTOR'S
 * RETREAT (#70, fall back toward London or be reduced) and BLOCKADE OF
 * KINGSTON (#96, this card play and the next).  Each is tested on both
 * sides of its number, and where its condition fails it is not offered. */
#include "test-madison-util.c"

/* #104: Brown and Scott at Buffalo: the event activates Brown, Scott goes
 * with him, and the force takes 15 units; the 16th is refused.  With Scott
 * elsewhere the event is not offered. */
static void
test_brown_and_scott (void)
{
  T *t = t_event_position ("1814", 7, MAD_US, "card-104",
                           (const char *[]) { "us-brown buffalo", "us-scott lewiston", NULL });
  char *ids[16];

  g_assert_false (t_can (t, "event card-104"));
  t_put (t, "us-scott", "buffalo", 0);
  t_put_us_regulars (t, "buffalo", 16, ids);
  t_keep_story_on (t);
  t_do (t, "event card-104");
  t_assert_narrates (t, "The card's event is reconstructed (not in the rule book)");
  /* Only Brown is offered: not Scott alone, not units. */
  g_assert_false (t_can (t, "leader us-scott"));
  g_assert_false (t_can (t, "units buffalo"));
  t_do (t, "leader us-brown");
  t_assert_narrates (t, "Scott goes with Brown; they command up to 15 units (8.31)");
  g_assert_true (bh_state_pieces (t->st)[t_piece (t, "us-scott")].flags & F_FORCE);
  t_add_up_to (t, (const char *const *) ids, 15);
  for (int i = 0; i < 16; i++)
    g_free (ids[i]);
  t_free (t);
}

/* #92: three units at Detroit of four; the fourth is refused.  The force
 * moves 10 MP: Detroit - Sandwich (Major Invasion Route, 3) - Thamesville
 * (trail, 2) - London - Oxford - Grand River - Burlington - York (roads, 1
 * each) is 10; Holland Landing beyond is 11.  With no unit at Detroit or
 * Ft. Malden the event is not offered. */
static void
test_mcarthurs_raid (void)
{
  static const char *const path[] = { "sandwich", "thamesville", "london", "oxford", "grand-river", "burlington", "york" };
  T *t = t_event_position ("1814", 7, MAD_US, "card-92", (const char *[]) { "us-13th frenchtown", NULL });

  g_assert_false (t_can (t, "event card-92"));
  t_put (t, "us-13th", "detroit", 0);
  t_put (t, "us-14th", "detroit", 0);
  t_put (t, "us-17th", "detroit", 0);
  t_put (t, "us-19th", "detroit", 0);
  t_keep_story_on (t);
  t_do (t, "event card-92");
  g_assert_false (t_can (t, "units frenchtown"));
  t_do (t, "units detroit");
  t_add_up_to (t, (const char *const[]) { "us-13th", "us-14th", "us-17th", "us-19th" }, 3);
  t_go (t);
  for (guint i = 0; i < G_N_ELEMENTS (path); i++)
    {
      g_autofree char *move = g_strdup_printf ("move us-13th %s", path[i]);

      t_do (t, move);
    }
  t_assert_at (t, "us-13th", "york");
  g_assert_cmpint (t_x (t)->mp[t_piece (t, "us-13th")], ==, 10);
  g_assert_false (t_can (t, "move us-13th holland-landing"));
  t_free (t);
}

/* The same march without the event: a card's units have their own MF of 6
 * (3.16): London (6) is reached, Oxford (7) is not. */
static void
test_mcarthurs_raid_own_mf (void)
{
  T *t = t_event_position ("1814", 7, MAD_US, "card-33", (const char *[]) { "us-13th detroit", NULL });

  t_set_out (t, "ops card-33", "detroit", (const char *[]) { "us-13th", NULL });
  t_do (t, "move us-13th sandwich");
  t_do (t, "move us-13th thamesville");
  t_do (t, "move us-13th london");
  g_assert_false (t_can (t, "move us-13th oxford"));
  t_free (t);
}

/* #4: a US unit at Sandwich (Upper Canada); the Essex militia next door at
 * Ft. Malden and the Norfolk militia at Thamesville roll: 3 sends men home
 * (a one-step militia is eliminated), 4 holds.  The Middlesex militia at
 * London, two spaces off, does not roll.  From Detroit (US territory) the
 * event is not offered. */
static void
test_hulls_proclamation (void)
{
  static const char *const militia[2][2] = { { "gb-essex-militia", "ft-malden" }, { "gb-norfolk-militia", "thamesville" } };

  for (int first_holds = 0; first_holds < 2; first_holds++)
    {
      T *t = t_event_position ("entire-war", 2, MAD_US, "card-4",
                               (const char *[]) { "us-4th detroit", "gb-essex-militia ft-malden",
                                                  "gb-norfolk-militia thamesville", "gb-middlesex-militia london", NULL });
      /* the dice go to the pieces in their order */
      int first = t_piece (t, militia[0][0]) < t_piece (t, militia[1][0]) ? 0 : 1;

      g_assert_false (t_can (t, "event card-4"));
      t_put (t, "us-4th", "sandwich", 0);
      t_keep_story_on (t);
      t_do_rolls (t, "event card-4", first_holds ? ROLLS (4, 3) : ROLLS (3, 4));
      g_assert_cmpint (t->st->n_rolls, ==, 2);
      t_assert_narrates (t, "rolls 3: men go home");
      t_assert_narrates (t, "rolls 4: it holds");
      for (int m = 0; m < 2; m++)
        {
          gboolean hit = (m == first) != first_holds;

          t_assert_at (t, militia[m][0], hit ? "eliminated" : militia[m][1]);
        }
      t_assert_at (t, "gb-middlesex-militia", "london");
      t_free (t);
    }
}

/* #4 with two spaces it may be read at: US units at Sandwich and at Ft.
 * Erie, the Essex militia next to the one (Ft. Malden), the Lincoln militia
 * next to the other (Chippawa).  The US names Ft. Erie: only the Lincoln
 * militia rolls; Sandwich would have been as good a choice. */
static void
test_hulls_proclamation_space (void)
{
  T *t = t_event_position ("entire-war", 2, MAD_US, "card-4",
                           (const char *[]) { "us-4th sandwich", "us-6th ft-erie", "gb-essex-militia ft-malden",
                                              "gb-lincoln-militia chippawa", NULL });

  t_keep_story_on (t);
  t_do (t, "event card-4");
  g_assert_cmpint (t->st->pending.kind, ==, D_EVENT_SPACE);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  g_assert_true (t_can (t, "choose sandwich"));
  g_assert_false (t_can (t, "choose ft-malden"));
  t_do_rolls (t, "choose ft-erie", ROLLS (3));
  g_assert_cmpint (t->st->n_rolls, ==, 1);
  t_assert_narrates (t, "The proclamation is read at Ft. Erie (8.31)");
  t_assert_narrates (t, "Lincoln Militia at Chippawa rolls 3: men go home");
  t_assert_at (t, "gb-essex-militia", "ft-malden");
  t_free (t);
}

/* #70: with a US ship in the Lake Erie box (11.41), the British units west
 * of London fall back one space toward it or are reduced, the British
 * choosing for each: the regiment at Thamesville falls back to London, or
 * is reduced where it stands; the one at Ft. Malden, whose way (Sandwich)
 * the US holds, is reduced without a choice.  The British at Oxford, east
 * of London, stay.  With the US ship damaged the US does not control the
 * lake: not offered. */
static void
test_proctors_retreat (void)
{
  for (int reduce = 0; reduce < 2; reduce++)
    {
      T *t = t_event_position ("1813-1814", 4, MAD_US, "card-70",
                               (const char *[]) { "us-lawrence lake-erie 1", "us-13th sandwich", "gb-2-41st thamesville",
                                                  "gb-1-41st ft-malden", "gb-100th oxford", NULL });

      g_assert_false (t_can (t, "event card-70"));
      t_put (t, "us-lawrence", "lake-erie", 0);
      t_keep_story_on (t);
      t_do (t, "event card-70");
      t_assert_narrates (t, "1/41st has nowhere to fall back to (8.31)");
      g_assert_cmpint (t->st->pending.kind, ==, D_FALL_BACK);
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      g_assert_false (t_can (t, "move gb-2-41st sandwich"));
      g_assert_false (t_can (t, "loss gb-1-41st"));
      if (reduce)
        t_do (t, "loss gb-2-41st");
      else
        {
          t_do (t, "move gb-2-41st london");
          t_assert_narrates (t, "falls back from Thamesville to London (8.31)");
        }
      t_assert_at (t, "gb-2-41st", reduce ? "thamesville" : "london");
      g_assert_cmpint (t_face (t, "gb-2-41st"), ==, reduce);
      t_assert_at (t, "gb-1-41st", "ft-malden");
      g_assert_cmpint (t_face (t, "gb-1-41st"), ==, 1);
      t_assert_at (t, "gb-100th", "oxford");
      g_assert_cmpint (t_face (t, "gb-100th"), ==, 0);
      /* the card play is over: the British play next */
      g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      t_free (t);
    }
}

/* #96: with a US ship in the Lake Ontario box, the British ship at
 * Kingston may not sail in the British card play that follows the event;
 * in the British play after that she may.  Without the US ship in the box
 * the event is not offered. */
static void
test_blockade_of_kingston (void)
{
  T *t = t_event_position ("1814", 7, MAD_US, "card-96",
                           (const char *[]) { "us-sylph sackets-harbour", "gb-wolfe kingston", NULL });

  g_assert_false (t_can (t, "event card-96"));
  t_put (t, "us-sylph", "lake-ontario", 0);
  t_keep_story_on (t);
  t_do (t, "event card-96");
  t_assert_narrates (t, "No British ship may leave Kingston this card play or the next (8.31)");
  for (int play = 0; play < 2; play++)
    {
      /* the British play: ships of Kingston activated, then the probe */
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      t_put (t, "card-33", "hand-gb", 0);
      t_put (t, "card-34", "hand-us", 0);
      t_set_out (t, "ops card-33", "kingston", (const char *[]) { "gb-wolfe", NULL });
      g_assert_cmpint (t_can (t, "move gb-wolfe lake-ontario"), ==, play == 1);
      t_do (t, "end");
      if (play == 0)
        {
          t_assert_narrates (t, "The blockade of Kingston is over (8.31)");
          /* the US plays in between */
          t_do (t, "ops card-34");
          t_do (t, "end");
        }
    }
  t_free (t);
}

/* The events whose units attack a space they do not move to: a table of a
 * position, the card, the units the player takes (the last one listed
 * beyond the card's number, refused), the dice, and the position after. */
typedef struct {
  const char *path, *scenario;
  int turn, side;
  gboolean winter;
  const char *card;
  const char *position[9];
  const char *lacking;       /* one "piece where" that takes the condition away */
  const char *origin;
  const char *units[7];      /* taken along, NULL-ended */
  const char *refused;       /* one more, refused (the card's count), or NULL */
  int dice[2];
  const char *after[3];      /* "piece where" */
  const char *narrates[2];
  int vp_change;             /* the VP marker's move for `side` (4.12): the event's (4.17) and the towns' */
  const char *target, *other;/* with several targets: the one chosen, another offered */
} AttackCase;

static const AttackCase attack_cases[] = {
  /* RIVER RAISIN: five units across the ice, +2 in the first round; the
   * Michigan militia (one step) is destroyed: 1 VP for the event and
   * Frenchtown's 1 (4.13) on the VP marker. */
  { "/madison/8.31/event-river-raisin", "entire-war", 3, MAD_GB, TRUE, "card-26",
    { "gb-1-41st ft-malden", "gb-41st-det ft-malden", "gb-essex-militia ft-malden", "gb-wyandot ft-malden",
      "gb-potawatomi ft-malden", "gb-ottawa ft-malden", "us-michigan-militia frenchtown", NULL },
    "us-michigan-militia detroit", "ft-malden",
    { "gb-1-41st", "gb-41st-det", "gb-essex-militia", "gb-wyandot", "gb-potawatomi", NULL }, "gb-ottawa", { 6, 6 },
    { "us-michigan-militia eliminated", "gb-1-41st frenchtown", "gb-ottawa ft-malden" },
    { "The event's attack, first round: +2 (8.31)", "The enemy force is destroyed: the British player scores 1 VP for the event (4.17)" }, 2 },
  /* The same with the Kentucky militia (two steps): 6 on the dice, +2 for
   * the classes (A against C, 10.31) and +2 for the card: 10, DR (10.51),
   * a retreat, not destroyed: no VP for the event, Frenchtown's 1 only. */
  { "/madison/8.31/event-river-raisin-not-destroyed", "entire-war", 3, MAD_GB, TRUE, "card-26",
    { "gb-1-41st ft-malden", "us-ky-militia frenchtown", NULL },
    "us-ky-militia detroit", "ft-malden", { "gb-1-41st", NULL }, NULL, { 3, 3 },
    { "gb-1-41st frenchtown", NULL }, { "The event's attack, first round: +2 (8.31)", NULL }, 1 },
  /* OGDENSBURG RAID: every unit at Prescott may go, across the frozen
   * river, with no Major Invasion Route modifier. */
  { "/madison/8.31/event-ogdensburg-raid", "entire-war", 3, MAD_GB, TRUE, "card-30",
    { "gb-leeds-militia prescott", "gb-1-royal-scots prescott", "us-ny-militia ogdensburg", NULL },
    "us-ny-militia sackets-harbour", "prescott", { "gb-1-royal-scots", "gb-leeds-militia", NULL }, NULL, { 6, 6 },
    { "gb-1-royal-scots ogdensburg", "gb-leeds-militia ogdensburg", NULL }, { "1/Royal Scots attacks Ogdensburg from Prescott (8.31)", "The British player activates any number of pieces in Prescott (8.6)" }, INT_MIN },
  /* RAID ON OSWEGO: three units by water from Kingston with Lake Ontario
   * held; success closes Oswego's naval base for the year. */
  { "/madison/8.31/event-raid-on-oswego", "1814", 7, MAD_GB, FALSE, "card-78",
    { "gb-wolfe lake-ontario", "gb-104th kingston", "gb-de-watteville kingston", "gb-royal-marines kingston",
      "gb-rnf kingston", "us-24th oswego", NULL },
    "gb-wolfe kingston", "kingston", { "gb-104th", "gb-de-watteville", "gb-royal-marines", NULL }, "gb-rnf", { 6, 6 },
    { "gb-104th oswego", "gb-rnf kingston", NULL },
    { "Amphibious attack: -1 (11.55)", "The naval base at Oswego may not be used for the rest of the year (15.32)" }, INT_MIN },
  /* RAID ON SACKETS HARBOUR: the damaged Sylph there is destroyed. */
  { "/madison/8.31/event-raid-on-sackets-harbour", "1814", 7, MAD_GB, FALSE, "card-42",
    { "gb-wolfe lake-ontario", "gb-104th kingston", "gb-de-watteville kingston", "us-24th sackets-harbour",
      "us-sylph sackets-harbour 1", NULL },
    "gb-wolfe kingston", "kingston", { "gb-104th", "gb-de-watteville", NULL }, NULL, { 6, 6 },
    { "us-sylph removed", "gb-104th sackets-harbour", NULL }, { "Sylph, under repair at Sackets Harbour, is destroyed (8.31)", NULL }, INT_MIN },
  /* MURRAY'S RAID: two units by water from Isle aux Noix with Lake
   * Champlain held, on Plattsburg or Burlington VT, the player choosing
   * Burlington; success closes its naval base for the year. */
  { "/madison/8.31/event-murrays-raid", "1814", 7, MAD_GB, FALSE, "card-59",
    { "gb-confiance lake-champlain", "gb-13th isle-aux-noix", "gb-voltigeurs isle-aux-noix", "gb-can-fencibles isle-aux-noix",
      "us-15th plattsburg", "us-vt-militia burlington-vt", NULL },
    "gb-confiance isle-aux-noix", "isle-aux-noix", { "gb-13th", "gb-voltigeurs", NULL }, "gb-can-fencibles", { 6, 6 },
    { "gb-13th burlington-vt", "us-15th plattsburg", "gb-can-fencibles isle-aux-noix" },
    { "Amphibious attack: -1 (11.55)", "The naval base at Burlington VT may not be used for the rest of the year (15.32)" }, INT_MIN,
    "fight burlington-vt", "fight plattsburg" },
};

static void
attack_set_up (T *t, const AttackCase *e, const char *extra)
{
  t_set_event_position (t, e->turn, e->side, e->card, e->position);
  if (extra)
    t_put_spec (t, extra);
  if (e->winter)
    t_at_winter_event_step (t);
}

static void
test_attack_case (gconstpointer data)
{
  const AttackCase *e = data;
  g_autofree char *play = g_strdup_printf ("event %s", e->card);
  g_autofree char *units = g_strdup_printf ("units %s", e->origin);
  T *t = t_new (e->scenario);
  int before;

  attack_set_up (t, e, e->lacking);
  g_assert_false (t_can (t, play));
  t_free (t);
  t = t_new (e->scenario);
  attack_set_up (t, e, NULL);
  before = t_vp (t);
  t_keep_story_on (t);
  t_do (t, play);
  t_assert_narrates (t, "The card's event is reconstructed (not in the rule book)");
  t_do (t, units);
  for (int i = 0; e->units[i]; i++)
    {
      g_autofree char *add = g_strdup_printf ("add %s", e->units[i]);

      t_do (t, add);
    }
  if (e->refused)
    {
      g_autofree char *add = g_strdup_printf ("add %s", e->refused);

      g_assert_false (t_can (t, add));
    }
  if (e->target)
    {
      /* D_TARGET: the player names the space attacked */
      t_do (t, "go");
      g_assert_true (t_can (t, e->other));
      /* the attack named is the event's (8.31), as its wording says */
      if (g_str_has_prefix (e->other, "fight "))
        t_assert_tag (t, e->other, "8.31");
      if (!t_do_rolling (t, e->target, (const int[]) { e->dice[0], e->dice[1], 0 }))
        t_to_dice (t, (const int[]) { e->dice[0], e->dice[1], 0 });
    }
  else if (!t_do_rolling (t, "go", (const int[]) { e->dice[0], e->dice[1], 0 }))
    t_to_dice (t, (const int[]) { e->dice[0], e->dice[1], 0 });
  t_do_first_while (t, D_RETREAT, NULL);
  for (int i = 0; i < 3 && e->after[i]; i++)
    {
      g_auto(GStrv) w = g_strsplit (e->after[i], " ", -1);

      t_assert_at (t, w[0], w[1]);
    }
  for (int i = 0; i < 2 && e->narrates[i]; i++)
    t_assert_narrates (t, e->narrates[i]);
  if (g_getenv ("T_STORY"))
    g_printerr ("%s", t->story->str);
  g_assert_false (t_narrated (t, "Across a Major Invasion Route"));
  if (e->vp_change != INT_MIN)
    g_assert_cmpint ((t_vp (t) - before) * (e->side == MAD_US ? 1 : -1), ==, e->vp_change);
  t_free (t);
}

/* CAPTURE OF FORT NIAGARA: the fort (value 2) does not count in the first
 * round of the event's attack; it does in the first round of an attack
 * made with a card's operations. */
static void
test_capture_of_fort_niagara (void)
{
  static const char *const position[] = { "gb-1-41st ft-george", "us-24th ft-niagara", NULL };

  for (int event = 0; event < 2; event++)
    {
      T *t = event ? t_capture_of_fort_niagara (position, (const char *[]) { "gb-1-41st", NULL }) : t_new ("1813-1814");
      g_autofree char *line = NULL;

      if (!event)
        {
          t_position (t, 5, MAD_GB, position);
          t_fight (t, "gb-1-41st", "ft-george", "ft-niagara", NULL);
        }
      t_do_first_while (t, D_LEAD, NULL);
      t_do_first_while (t, D_BATTLE_CARD, NULL);
      line = t_round_line (t, 1, "Ft. Niagara");
      if (line == NULL)
        g_error ("no first round:\n%s", t->story->str);
      g_assert_cmpint (strstr (line, "with the fort") != NULL, ==, !event);
      t_free (t);
    }
}

/* #99 IZARD'S MARCH: six of seven US regiments at Sackets Harbour go to
 * Buffalo or Lewiston, the player choosing, and the card play is over: no
 * attack.  With a British unit at Buffalo only Lewiston is left, and the
 * march goes there without asking.  Plattsburg, empty, activates nothing. */
static void
test_izards_march (void)
{
  for (int blocked = 0; blocked < 2; blocked++)
    {
      T *t = t_event_position ("1814", 7, MAD_US, "card-99", (const char *[]) { "gb-8th ft-erie", NULL });
      char *ids[7];

      if (blocked)
        t_put (t, "gb-8th", "buffalo", 0);
      t_put_us_regulars (t, "sackets-harbour", 7, ids);
      t_keep_story_on (t);
      t_do (t, "event card-99");
      g_assert_false (t_can (t, "units plattsburg"));
      t_do (t, "units sackets-harbour");
      t_add_up_to (t, (const char *const *) ids, 6);
      t_do (t, "go");
      if (!blocked)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_TARGET);
          g_assert_true (t_can (t, "march buffalo"));
          t_do (t, "march lewiston");
        }
      for (int i = 0; i < 7; i++)
        t_assert_at (t, ids[i], i < 6 ? "lewiston" : "sackets-harbour");
      t_assert_narrates (t, "marches from Sackets Harbour to Lewiston (8.31)");
      g_assert_false (t_narrated (t, "Battle at"));
      /* the card play is over: the British play next */
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      for (int i = 0; i < 7; i++)
        g_free (ids[i]);
      t_free (t);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/8.31/event-brown-and-scott", test_brown_and_scott);
  g_test_add_func ("/madison/8.31/event-mcarthurs-raid", test_mcarthurs_raid);
  g_test_add_func ("/madison/8.31/event-mcarthurs-raid-own-mf", test_mcarthurs_raid_own_mf);
  g_test_add_func ("/madison/8.31/event-hulls-proclamation", test_hulls_proclamation);
  g_test_add_func ("/madison/8.31/event-hulls-proclamation-space", test_hulls_proclamation_space);
  g_test_add_func ("/madison/8.31/event-proctors-retreat", test_proctors_retreat);
  g_test_add_func ("/madison/8.31/event-blockade-of-kingston", test_blockade_of_kingston);
  g_test_add_func ("/madison/8.31/event-capture-of-fort-niagara", test_capture_of_fort_niagara);
  g_test_add_func ("/madison/8.31/event-izards-march", test_izards_march);
  for (guint i = 0; i < G_N_ELEMENTS (attack_cases); i++)
    g_test_add_data_func (attack_cases[i].path, &attack_cases[i], test_attack_case);
  return g_test_run ();
}
