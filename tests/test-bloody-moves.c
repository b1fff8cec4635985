/* test-bloody-moves.c — A Dark and Bloody Ground: movement and supply on
 * the campaign map along rivers (9.4.3) and the Ohio (9.4.4, A7), supply
 * lines along them (7.0.1) and raids that use them (12.0.1).  Driven
 * through player actions; the areas, rivers and banks are those of the
 * reconstructed map (data/games/bloodyground/board.xml), worked out by
 * hand from its connections.  Paths /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* The 15.4 Action Phase of turn `turn` (1 Fall, 2 Winter, 4 Summer) with
 * an empty map, every nation on the warpath (no trespass rolls) and
 * `side` to act. */
static T *
moves_position_with (const char *option, int turn, gboolean severe, int side)
{
  T *t = option != NULL ? t_new_with_option ("campaign-for-ohio", option) : t_new ("campaign-for-ohio");

  t_clear (t);
  t_x (t)->severe = severe;
  *t_mk (t, "turn") = turn;
  t->st->turn = turn;
  *t_mk (t, "us-commitment") = 2;
  t_vp (t, 5, 5);
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    t_x (t)->nation_status[n] = NS_WARPATH;
  memset (t_x (t)->oos, 0, sizeof t_x (t)->oos);
  t->st->phase = 4;
  t_x (t)->proc = 1;
  t_x (t)->passed = 0;
  t->st->pending.side = side;
  t->st->pending.kind = D_ACTION;
  return t;
}

static T *
moves_position (int turn, gboolean severe, int side)
{
  return moves_position_with (NULL, turn, severe, side);
}

/* ---- 9.4.3, 9.4.4 a force's steps ------------------------------------------------- */

typedef struct {
  const char *what;
  int turn;                 /* 1 Fall, 2 Winter, 4 Summer */
  gboolean severe;          /* event 5 */
  const char *unit, *from;  /* the unit activated alone and its area */
  const char *pillaged[2];  /* areas with a Pillaged marker */
  const char *enemy;        /* the area of a face-up Shawnee warrior (US moves), or NULL */
  const char *steps[8];     /* the areas entered one by one */
  int mp[8];                /* MPs left after each step; -1: the step is refused */
  gboolean over;            /* the move is over after the last step */
} StepCase;

/* MAs (counters.xml): a regular 4, a warrior 6.  Fall costs (Main Map
 * TEC): US wilderness 1, rough 2, settled 1; NA wilderness 1, settled 2,
 * +1 to cross the Ohio; Winter and severe weather (A6): US wilderness 2.
 * The Great Miami runs Miami Purchase - Mad River - Fort Jefferson -
 * Wapakoneta - Blue Jacket's Town; the Scioto runs on from Blue Jacket's
 * Town to the Upper Scioto.  Down the Ohio's south bank from Pittsburgh:
 * Wheeling, Little Kanawha, Point Pleasant, Big Sandy, Limestone,
 * Northern Kentucky (Limestone and Northern Kentucky share no land
 * border); Scioto Mouth faces Big Sandy and Limestone across it,
 * Cincinnati faces Northern Kentucky. */
static const StepCase step_cases[] = {
  { "9.4.3: four areas along the Great Miami for 1 MP; the Scioto is another river, 1 MP more",
    1, FALSE, "us-regular.1", "miami-purchase", { NULL }, NULL,
    { "mad-river", "fort-jefferson", "wapakoneta", "blue-jackets-town", "upper-scioto" }, { 3, 3, 3, 3, 2 }, FALSE },
  { "9.4.3: the same in Summer",
    4, FALSE, "us-regular.1", "miami-purchase", { NULL }, NULL,
    { "mad-river", "fort-jefferson", "wapakoneta", "blue-jackets-town" }, { 3, 3, 3, 3 }, FALSE },
  { "9.4.3: no river in Winter: each area at its Winter cost",
    2, FALSE, "us-regular.1", "miami-purchase", { NULL }, NULL,
    { "mad-river", "fort-jefferson" }, { 2, 0 }, TRUE },
  { "9.4.3: no river in severe weather",
    1, TRUE, "us-regular.1", "miami-purchase", { NULL }, NULL,
    { "mad-river", "fort-jefferson" }, { 2, 0 }, TRUE },
  { "9.4.3: the last MP pays for the river, which then goes on for nothing to its end (never back: the move is over)",
    1, FALSE, "us-regular.1", "wapakoneta", { NULL }, NULL,
    { "blanchard", "blue-jackets-town", "wapakoneta", "fort-jefferson", "mad-river", "miami-purchase" },
    { 3, 1, 0, 0, 0, 0 }, TRUE },
  { "9.4.3: going back up a river is a new run, 1 MP more",
    1, FALSE, "us-regular.1", "miami-purchase", { NULL }, NULL,
    { "mad-river", "fort-jefferson", "mad-river", "fort-jefferson" }, { 3, 3, 2, 1 }, FALSE },
  { "TEC: the US pays 2 in all for a river run with pillaged areas, never more",
    1, FALSE, "us-regular.1", "miami-purchase", { "fort-jefferson", "wapakoneta" }, NULL,
    { "mad-river", "fort-jefferson", "wapakoneta", "blue-jackets-town" }, { 3, 2, 2, 2 }, FALSE },
  { "TEC: a pillaged area first costs the 2 at once",
    1, FALSE, "us-regular.1", "miami-purchase", { "mad-river" }, NULL,
    { "mad-river", "fort-jefferson", "wapakoneta" }, { 2, 2, 2 }, FALSE },
  { "TEC: the NA along a river for 1 MP",
    1, FALSE, "warrior-shawnee.1", "mad-river", { NULL }, NULL,
    { "fort-jefferson", "wapakoneta", "blue-jackets-town" }, { 5, 5, 5 }, FALSE },
  { "TEC: never along a pillaged area for the NA: overland, doubled",
    1, FALSE, "warrior-shawnee.1", "mad-river", { "wapakoneta" }, NULL,
    { "fort-jefferson", "wapakoneta" }, { 5, 3 }, FALSE },
  { "9.4.4: down the Ohio from Pittsburgh to Cincinnati, seven areas, for 1 MP",
    1, FALSE, "us-regular.1", "pittsburgh", { NULL }, NULL,
    { "wheeling", "little-kanawha", "point-pleasant", "big-sandy", "limestone", "northern-kentucky", "cincinnati" },
    { 3, 3, 3, 3, 3, 3, 3 }, FALSE },
  { "9.4.4: an enemy across the river ends the river move: Limestone overland, Northern Kentucky out of reach",
    1, FALSE, "us-regular.1", "pittsburgh", { NULL }, "scioto-mouth",
    { "wheeling", "little-kanawha", "point-pleasant", "big-sandy", "limestone", "northern-kentucky" },
    { 3, 3, 3, 3, 2, -1 }, FALSE },
  { "9.4.4: so does an enemy in the area on the bank (a force may leave an enemy's area, A9, but not by boat)",
    1, FALSE, "us-regular.1", "limestone", { NULL }, "limestone", { "northern-kentucky" }, { -1 }, FALSE },
  { "9.4.4: without it the boat goes",
    1, FALSE, "us-regular.1", "limestone", { NULL }, NULL, { "northern-kentucky" }, { 3 }, FALSE },
  { "9.4.4: not along the Ohio in Winter",
    2, FALSE, "us-regular.1", "northern-kentucky", { NULL }, NULL, { "limestone" }, { -1 }, FALSE },
  { "9.4.4: not along the Ohio in severe weather",
    1, TRUE, "us-regular.1", "northern-kentucky", { NULL }, NULL, { "limestone" }, { -1 }, FALSE },
  { "A7: the NA never goes along the Ohio; crossing it costs 1 more",
    1, FALSE, "warrior-shawnee.1", "northern-kentucky", { NULL }, NULL, { "limestone" }, { -1 }, FALSE },
  { "A7: Northern Kentucky to Cincinnati across the Ohio: settled 2 + 1",
    1, FALSE, "warrior-shawnee.1", "northern-kentucky", { NULL }, NULL, { "cincinnati" }, { 3 }, FALSE },
};

static void
test_river_steps (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (step_cases); i++)
    {
      const StepCase *k = &step_cases[i];
      int side = g_str_has_prefix (k->unit, "us-") ? 0 : 1;
      T *t = moves_position (k->turn, k->severe, side);
      g_autofree char *activate = g_strdup_printf ("activate %s", k->unit);
      guint n = 0;

      g_test_message ("%s", k->what);
      t_put (t, k->unit, k->from, 0);
      for (guint j = 0; j < G_N_ELEMENTS (k->pillaged) && k->pillaged[j] != NULL; j++)
        {
          g_autofree char *marker = g_strdup_printf ("pillaged.%u", j + 1);

          t_put (t, marker, k->pillaged[j], 0);
        }
      if (k->enemy != NULL)
        t_put (t, "warrior-shawnee.9", k->enemy, 0);
      t_do (t, activate);
      for (; n < G_N_ELEMENTS (k->steps) && k->steps[n] != NULL; n++)
        {
          g_autofree char *move = g_strdup_printf ("move %s", k->steps[n]);

          g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
          if (k->mp[n] < 0)
            {
              g_assert_false (t_can (t, move));
              break;
            }
          t_do (t, move);
          g_assert_true (t_at (t, k->unit, k->steps[n]));
          g_assert_cmpint (t_x (t)->move_mp, ==, k->mp[n]);
        }
      if (n == 0 || k->mp[n < G_N_ELEMENTS (k->steps) ? n : n - 1] >= 0)
        g_assert_cmpint (t->st->pending.kind == D_MOVE, ==, !k->over);
      t_free (t);
    }
}

/* The log names the way a force went: along a river (9.4.3), along the
 * Ohio (9.4.4), or overland (9.4.1). */
/* What the action list offers, as worded for the player. */
static char *
wording (T *t, const char *text)
{
  BhAction a;
  g_autoptr(GError) error = NULL;

  g_assert_true (bh_rules_parse_action (t->rules, text, &a, &error));
  return bh_rules_describe_action (t->rules, t->st, &a, BH_NONE);
}

static void
test_river_narration (void)
{
  T *t = moves_position (1, FALSE, 0);

  t_put (t, "us-regular.1", "cincinnati", 0);
  t_do (t, "activate us-regular.1");
  {
    g_autofree char *river = wording (t, "move old-chillicothe");
    g_autofree char *ohio = wording (t, "move scioto-mouth");

    g_assert_true (g_str_has_prefix (river, "Move along the river to") && g_str_has_suffix (river, "(9.4.3)"));
    g_assert_true (g_str_has_prefix (ohio, "Move along the Ohio to") && g_str_has_suffix (ohio, "(9.4.4)"));
  }
  t_do (t, "move old-chillicothe");
  g_assert_true (t_said (t, "along the river"));
  {
    g_autofree char *land = wording (t, "move pickaway");

    g_assert_true (g_str_has_prefix (land, "Move to") && g_str_has_suffix (land, "(9.4)"));
  }
  t_do (t, "move pickaway");
  g_assert_true (t_said (t, "enters"));
  t_free (t);
  t = moves_position (1, FALSE, 0);
  t_put (t, "us-regular.1", "cincinnati", 0);
  t_do (t, "activate us-regular.1");
  t_do (t, "move scioto-mouth");
  g_assert_true (t_said (t, "along the Ohio"));
  t_free (t);
}

/* ---- 7.0.1 supply lines ---------------------------------------------------------- */

typedef struct {
  const char *what;
  int turn;
  gboolean severe;
  gboolean all_at_war;      /* else 15.4's start: Shawnee and Miami at war, the rest at peace */
  const char *area;         /* a US regular's area */
  const char *pillaged;
  gboolean out;             /* out of supply */
} SupplyCase;

/* Grand Glaize lies 4 areas overland from the nearest source (Kekionga,
 * Upper Wabash, Whitewater, Kentucky River across the Ohio) but on the
 * Maumee and the Auglaize, whose rivers reach Cincinnati.  Essex Shore
 * has no river: Detroit, the Huron River, then Grand Glaize or Kekionga on
 * the rivers, 3 overland; with the Huron River pillaged the line goes
 * round by Brownstown and the Maumee Rapids, 4 (the Wyandot and Ottawa at
 * war, their areas open). */
static const SupplyCase supply_cases[] = {
  { "any length along rivers in Fall", 1, FALSE, FALSE, "grand-glaize", NULL, FALSE },
  { "any length along rivers in Summer", 4, FALSE, FALSE, "grand-glaize", NULL, FALSE },
  { "no river line in Winter: 4 overland is out", 2, FALSE, FALSE, "grand-glaize", NULL, TRUE },
  { "no river line in severe weather", 1, TRUE, FALSE, "grand-glaize", NULL, TRUE },
  { "three overland areas to a river", 1, FALSE, TRUE, "essex-shore", NULL, FALSE },
  { "four overland areas are too many", 1, FALSE, TRUE, "essex-shore", "huron-river", TRUE },
};

static void
test_supply_rivers (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (supply_cases); i++)
    {
      const SupplyCase *k = &supply_cases[i];
      T *t = moves_position (k->turn, k->severe, 0);
      int p;

      g_test_message ("7.0.1: %s", k->what);
      for (guint n = 0; n < bh_game_data_get_n_nations (t->data) && !k->all_at_war; n++)
        {
          const char *id = bh_game_data_get_nation (t->data, n)->id;

          t_x (t)->nation_status[n] = g_str_equal (id, "shawnee") || g_str_equal (id, "miami") ? NS_WARPATH : NS_PEACEFUL;
        }
      p = t_put (t, "us-regular.1", k->area, 0);
      if (k->pillaged != NULL)
        t_put (t, "pillaged.1", k->pillaged, 0);
      t_last_settler (t);
      t_do (t, "settle cincinnati");
      g_assert_cmpint (t_x (t)->oos[p], ==, k->out);
      t_free (t);
    }
}

/* ---- 12.0.1 raids along rivers ----------------------------------------------------- */

/* "Raiding units may use river movement" (Raid Resolution Chart): from
 * Wapakoneta to the Miami Purchase down the Great Miami, 1 MP in Fall;
 * in Winter overland by Fort Jefferson, 2 + 2. */
static void
test_raid_by_river (void)
{
  for (int winter = 0; winter < 2; winter++)
    {
      T *t = moves_position (winter ? 2 : 1, FALSE, 1);

      t_put (t, "warrior-shawnee.1", "wapakoneta", 0);
      t_do (t, "raid warrior-shawnee.1 miami-purchase");
      g_assert_true (t_said (t, winter ? "(4 MP)" : "(1 MP)"));
      t_free (t);
    }
}

/* ---- 12.0.1 the NA chooses the raid's way ------------------------------------------ */

/* A raid way's action argument: its fortified areas entered, the Ohio
 * crossed (0x10), a pillaged area passed (0x20), its MPs above (<< 6). */
static int
route_code (int forts, gboolean ohio, gboolean pillaged, int mp)
{
  return forts | (ohio ? 0x10 : 0) | (pillaged ? 0x20 : 0) | mp << 6;
}

typedef struct {
  const char *path;
  const char *pillaged[6];  /* areas with a Pillaged marker */
  int chosen;               /* the way the NA takes (1 by the fort, 2 past the pillaged area), 0 no choice */
  int die;                  /* the raid's die */
  const char *roll;         /* the raid roll narrated */
  gboolean check;           /* 12.0.4's check for a pillaged area passed */
} RouteCase;

/* 12.0.1: "The designated units are moved to the targeted area": the way
 * is the NA's, and it sets the Raid chart's −1 for each fortified area
 * entered and 12.0.4's check for a pillaged area passed.  A Shawnee
 * warrior raids the Miami Purchase (Wilderness: +1) from Wapakoneta in
 * Winter (no rivers, 9.4.3; NA Winter cost 2 a Wilderness area, doubled
 * in a pillaged one, 9.5.2), a US fort at Fort Jefferson.  The two ways
 * by one area are by Fort Jefferson (2 + 2 MP, a fort) and by Mad River
 * (2 + 2, no fort).
 *  - tie: equal MPs, the fort-free way is taken with no choice left to
 *    make (the search's order took Fort Jefferson): die 3 +1 = 4.
 *  - Mad River pillaged and every other neighbour of Wapakoneta too
 *    (Grand Glaize, Blue Jacket's Town, Wabash Headwaters, Blanchard):
 *    by Fort Jefferson 4 MP and a fort (die 3 +1 −1 = 3), or by Mad River
 *    2 × 2 + 2 = 6 MP past a pillaged area, no fort (die 2 +1 = 3) and a
 *    12.0.4 check on the way home (3 on the chart: no effect, the
 *    warrior survives to make it); the NA chooses either. */
static const RouteCase route_cases[] = {
  { "/bloodyground/12.0.1/route/equal-mp-fort-free", { NULL }, 0, 3, "die 3 +1 = 4", FALSE },
  { "/bloodyground/12.0.1/route/chosen-through-fort",
    { "mad-river", "grand-glaize", "blue-jackets-town", "wabash-headwaters", "blanchard" },
    1, 3, "die 3 +0 = 3", FALSE },
  { "/bloodyground/12.0.1/route/chosen-past-pillaged",
    { "mad-river", "grand-glaize", "blue-jackets-town", "wabash-headwaters", "blanchard" },
    2, 2, "die 2 +1 = 3", TRUE },
};

static void
test_raid_route (gconstpointer data)
{
  const RouteCase *k = data;
  T *t = moves_position (2, FALSE, 1);
  int w = t_put (t, "warrior-shawnee.1", "wapakoneta", 0);
  const int fort_way = route_code (1, FALSE, FALSE, 4), pillaged_way = route_code (0, FALSE, TRUE, 6);

  t_put (t, "us-fort.1", "fort-jefferson", 0);
  for (int i = 0; k->pillaged[i] != NULL; i++)
    {
      g_autofree char *marker = g_strdup_printf ("pillaged.%d", i + 1);

      t_put (t, marker, k->pillaged[i], 0);
    }
  t_do (t, "raid warrior-shawnee.1 miami-purchase");
  if (k->chosen == 0)
    g_assert_cmpint (t->st->pending.kind, ==, D_ACTION);
  else
    {
      g_autofree char *legal = t_actions (t);
      g_autofree char *want = g_strdup_printf ("raid-route %d; raid-route %d", fort_way, pillaged_way);
      g_autofree char *take = g_strdup_printf ("raid-route %d", k->chosen == 1 ? fort_way : pillaged_way);

      g_assert_cmpint (t->st->pending.kind, ==, D_RAID_ROUTE);
      g_assert_cmpint (t->st->pending.side, ==, 1);
      g_assert_cmpstr (legal, ==, want);
      g_assert_true (t_at (t, "warrior-shawnee.1", "wapakoneta"));   /* not gone before the way is chosen */
      t_do (t, take);
      g_assert_true (t_said (t, k->chosen == 1 ? "(4 MP)" : "(6 MP)"));
    }
  g_assert_true (t_at (t, "warrior-shawnee.1", "miami-purchase"));
  g_assert_cmpint (t->st->pending.side, ==, 0);
  t_do (t, "pass");
  t_do_rolls_some (t, "pass", ((const int[]) { k->die, 1, -1, -1, -1, 0 }));
  g_assert_true (t_said (t, k->roll));
  g_assert_cmpint (t_said (t, "checks: 1 against level"), ==, k->check);
  (void) w;
  t_free (t);
}

/* ---- 9.4.1 movement allowances ------------------------------------------------------ */

typedef struct {
  const char *path;
  int side;
  const char *activated, *with;   /* the piece activated, another in its area or NULL */
  int mp;
} AllowanceCase;

/* 9.4.1: "Activated units have a number of MPs equal to the Movement
 * Factor printed on the unit counter ... All leader units have a MP
 * allowance of 8."  A force moves at its slowest unit's allowance (docs).
 * Factors (counters.xml, the warrior's reconstructed): a regular 4, a Shawnee
 * warrior 6. */
static const AllowanceCase allowance_cases[] = {
  { "/bloodyground/9.4.1/allowance/regular", 0, "us-regular.1", NULL, 4 },
  { "/bloodyground/9.4.1/allowance/us-leader", 0, "harmar", NULL, 8 },
  { "/bloodyground/9.4.1/allowance/us-leader-with-regular", 0, "harmar", "us-regular.1", 4 },
  { "/bloodyground/9.4.1/allowance/warrior", 1, "warrior-shawnee.1", NULL, 6 },
  { "/bloodyground/9.4.1/allowance/na-leader", 1, "black-hoof", NULL, 8 },
  { "/bloodyground/9.4.1/allowance/na-leader-with-warrior", 1, "black-hoof", "warrior-shawnee.1", 6 },
};

static void
test_allowance (gconstpointer data)
{
  const AllowanceCase *k = data;
  T *t = moves_position (1, FALSE, k->side);
  const char *area = k->side == 0 ? "miami-purchase" : "wapakoneta";
  g_autofree char *activate = g_strdup_printf ("activate %s", k->activated);

  t_put (t, k->activated, area, 0);
  if (k->with != NULL)
    t_put (t, k->with, area, 0);
  t_do (t, activate);
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  g_assert_cmpint (t_x (t)->move_mp, ==, k->mp);
  t_free (t);
}

/* ---- 5.0 event 5, A6: severe weather on the campaign map ----------------------------- */

typedef struct {
  const char *path;
  const char *option;       /* NULL, or severe-doubles-costs */
  gboolean severe;
  int mp_left;
} SevereCase;

/* A6: severe weather takes the Main Map TEC's Winter column; with the
 * option `severe-doubles-costs` (A6's alternative, Random Event 5's "all
 * MP costs doubled") the season's cost is doubled instead.  A US regular
 * (MA 4) enters Big Sandy (rough) overland from Kanawha Valley in Fall:
 * Winter column 3 (1 MP left); Fall's 2 doubled, 4 (none left); without
 * severe weather the option changes nothing, 2 (2 left). */
static const SevereCase severe_cases[] = {
  { "/bloodyground/5.0/severe-weather/winter-column", NULL, TRUE, 1 },
  { "/bloodyground/5.0/severe-weather/a6-option-doubles", "severe-doubles-costs", TRUE, 0 },
  { "/bloodyground/5.0/severe-weather/a6-option-fair-weather", "severe-doubles-costs", FALSE, 2 },
  { "/bloodyground/5.0/severe-weather/fair-weather", NULL, FALSE, 2 },
};

static void
test_severe (gconstpointer data)
{
  const SevereCase *k = data;
  T *t = moves_position_with (k->option, 1, k->severe, 0);

  t_put (t, "us-regular.1", "kanawha-valley", 0);
  t_do (t, "activate us-regular.1");
  t_do (t, "move big-sandy");
  g_assert_true (t_at (t, "us-regular.1", "big-sandy"));
  g_assert_cmpint (t_x (t)->move_mp, ==, k->mp_left);
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/9.4.3/river-steps", test_river_steps);
  for (guint i = 0; i < G_N_ELEMENTS (allowance_cases); i++)
    g_test_add_data_func (allowance_cases[i].path, &allowance_cases[i], test_allowance);
  for (guint i = 0; i < G_N_ELEMENTS (severe_cases); i++)
    g_test_add_data_func (severe_cases[i].path, &severe_cases[i], test_severe);
  g_test_add_func ("/bloodyground/9.4.4/narration", test_river_narration);
  g_test_add_func ("/bloodyground/7.0.1/along-rivers", test_supply_rivers);
  g_test_add_func ("/bloodyground/12.0.1/raid-by-river", test_raid_by_river);
  for (guint i = 0; i < G_N_ELEMENTS (route_cases); i++)
    g_test_add_data_func (route_cases[i].path, &route_cases[i], test_raid_route);
  return g_test_run ();
}
