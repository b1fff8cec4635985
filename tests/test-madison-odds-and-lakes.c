/* test-madison-odds-and-lakes.c — Mr. Madison's War: the sixth re-check's
 * test gaps (docs/rules/referee/madison-2026-11-27-recheck6.md): the two
 * ends of 10.21's odds table (N2), 11.35's escort naming for a 3-factor
 * unit (N3), 11.23's spring return on Lake Champlain (N4), 9.61/11.15's
 * own-territory town held by the enemy (N7) and 16.23's example 4 (T36)
 * driven with a supply line (n2).  Each row was checked to fail under the
 * mutation it names. */
#include "test-madison-util.c"

enum { US = MAD_US, GB = MAD_GB };

/* 10.21 (land-odds, reconstructed, A1): the odds row as the battle
 * narrates it, fractions rounded down.  Top end, the British from
 * Johnson's on the US Mackinac detachment (1C) at Four Corners: 4 against
 * 1 is 4:1 (+3), 5 against 1 is 5:1 (+4), 6 against 1 still +4 (5:1 to 8:1;
 * 9:1 is 9.51's mandatory retreat).  Bottom end, the detachment (1) from
 * Four Corners on Johnson's: 1 against 3 is 1:3 (-2), against 4 1:4 (-3),
 * against 5 still -3 (1:4 or worse).  Mutations: combat.c:28's cap 7 -> 6
 * fails the 5:1 and 6:1 rows, :32's floor 0 -> 1 the 1:4 and 1:5 rows. */
#define GB_ATTACKS(adds, ...) \
  { "ops card-33", "units johnsons", adds, "go", __VA_ARGS__, "(stand)", "%4 4|end", "-halved"
#define US_ATTACKS(def) \
  { "ops card-33", "units four-corners", "add us-mackinac-det", "go", "move us-mackinac-det johnsons", "(stand)", \
    "%4 4|end", "-halved", "~Round 1 at Johnson's: attack 1 against defence " def
static const MadRow odds_rows[] = {
  { "/madison/10.21/odds-4-to-1", "1813-1814", 4, GB,
    { "gb-49th johnsons", "us-mackinac-det four-corners", "card-33 hand-gb", "card-41 hand-us", NULL },
    GB_ATTACKS ("add gb-49th", "move gb-49th four-corners"),
      "~attack 4 against defence 1, odds modifier +3", NULL } },
  { "/madison/10.21/odds-5-to-1", "1813-1814", 4, GB,
    { "gb-8th johnsons", "us-mackinac-det four-corners", "card-33 hand-gb", "card-41 hand-us", NULL },
    GB_ATTACKS ("add gb-8th", "move gb-8th four-corners"),
      "~attack 5 against defence 1, odds modifier +4", NULL } },
  { "/madison/10.21/odds-6-to-1-capped", "1813-1814", 4, GB,
    { "gb-49th johnsons", "gb-100th johnsons", "us-mackinac-det four-corners", "card-33 hand-gb", "card-41 hand-us", NULL },
    { "ops card-33", "units johnsons", "add gb-49th", "add gb-100th", "go", "move gb-49th four-corners", "(stand)",
      "move gb-100th four-corners", "(stand)", "%4 4|end", "-halved",
      "~attack 6 against defence 1, odds modifier +4", NULL } },
  { "/madison/10.21/odds-1-to-3", "1813-1814", 4, US,
    { "us-mackinac-det four-corners", "gb-york-militia johnsons", "card-33 hand-us", "card-41 hand-gb", NULL },
    US_ATTACKS ("3, odds modifier -2"), NULL } },
  { "/madison/10.21/odds-1-to-4", "1813-1814", 4, US,
    { "us-mackinac-det four-corners", "gb-49th johnsons", "card-33 hand-us", "card-41 hand-gb", NULL },
    US_ATTACKS ("4, odds modifier -3"), NULL } },
  { "/madison/10.21/odds-1-to-5-floored", "1813-1814", 4, US,
    { "us-mackinac-det four-corners", "gb-8th johnsons", "card-33 hand-us", "card-41 hand-gb", NULL },
    US_ATTACKS ("5, odds modifier -3"), NULL } },
};

/* 11.35 "4 schooners/sloops 1 combat unit of any size" (A8): with five
 * schooners in Chauncey's group, a 3-factor unit (the 11th, 3B) aboard the
 * Conquest needs three named escorts: the player is asked, nothing else is
 * offered meanwhile, and the three named take nothing else; a 2-factor
 * unit (the 1st Rifles, 2A) sails alone and no escort is asked.  Mutation:
 * transport.c:287 `<= 2` -> `<= 3` (short_of_escorts) fails the first row. */
#define CHAUNCEY_FIVE \
  "us-chauncey sackets-harbour", "us-conquest sackets-harbour", "us-scourge sackets-harbour", "us-julia sackets-harbour", \
  "us-hamilton sackets-harbour", "us-fair-american sackets-harbour"
#define CHAUNCEY_GO \
  "ops card-33", "leader us-chauncey", "add us-conquest", "add us-scourge", "add us-julia", "add us-hamilton", \
  "add us-fair-american", "go"
static const MadRow escort_rows[] = {
  { "/madison/11.35/three-factor-unit-names-its-escorts", "1813-1814", 4, US,
    { CHAUNCEY_FIVE, "us-11th sackets-harbour", "us-1st-rifles sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { CHAUNCEY_GO, "embark us-11th us-conquest", "?escort us-julia", "!move us-chauncey oswego",
      "!embark us-1st-rifles us-scourge", "escort us-julia", "escort us-hamilton", "escort us-fair-american",
      "~Fair American sails with Conquest to help carry her unit", "!escort us-scourge",
      "!embark us-1st-rifles us-julia", "?embark us-1st-rifles us-scourge", "?move us-chauncey oswego", NULL } },
  { "/madison/11.35/two-factor-unit-needs-no-escort", "1813-1814", 4, US,
    { CHAUNCEY_FIVE, "us-11th sackets-harbour", "us-1st-rifles sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { CHAUNCEY_GO, "embark us-1st-rifles us-conquest", "!escort us-julia", "?move us-chauncey oswego",
      "-11.35", NULL } },
};

/* 9.61 with 11.15 (the program's reading, madison-a's row
 * /madison/11.15/no-sailing-into-enemy-units): a ship may not sail into a
 * town of her own territory that the enemy controls (Oswego, US, held by
 * the British 49th, 4A); she may when the enemy there is too weak to
 * control it (the Mississauga, 1C, against Oswego's value and fort: 4.14)
 * or when it is empty.  Mutation: naval.c:71 usable_town's
 * `mad_control (c, space) != 1 - side &&` -> `TRUE &&` fails the first. */
static const MadRow usable_town_rows[] = {
  { "/madison/9.61/no-sailing-into-own-town-the-enemy-holds", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "gb-49th oswego", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "go", "!move us-oneida oswego", "?move us-oneida sodus", NULL } },
  { "/madison/9.61/sailing-into-own-town-enemy-too-weak", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "gb-mississauga oswego", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "go", "?move us-oneida oswego", NULL } },
  { "/madison/9.61/sailing-into-own-town-empty", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "go", "?move us-oneida oswego", NULL } },
};

/* 11.23 (A9) on Lake Champlain, the fourth lake (A33): the 1814
 * scenario's Spring-Summer return asks the side whose Lake Control marker
 * is in the Champlain box; one ship put back keeps the lake (the marker
 * removed), none loses it.  Both sides: the US President at Plattsburg, the
 * British Finch at Isle aux Noix.  Mutation: fleet.c:102 `lake < 4` ->
 * `lake < 3` (spring_lake) fails every row: nobody is asked. */
typedef struct {
  const char *path;
  int side;
  const char *marker, *ship, *town;
  gboolean back;
} ChamplainRow;

static const ChamplainRow champlain_rows[] = {
  { "/madison/11.23/champlain-us-puts-a-ship-back", US, "us-lake-control", "us-president", "plattsburg", TRUE },
  { "/madison/11.23/champlain-us-declines", US, "us-lake-control", "us-president", "plattsburg", FALSE },
  { "/madison/11.23/champlain-gb-puts-a-ship-back", GB, "gb-lake-control", "gb-finch", "isle-aux-noix", TRUE },
  { "/madison/11.23/champlain-gb-declines", GB, "gb-lake-control", "gb-finch", "isle-aux-noix", FALSE },
};

static void
test_champlain (gconstpointer data)
{
  const ChamplainRow *r = data;
  g_autofree char *marker = g_strdup_printf ("%s lake-champlain", r->marker);
  g_autofree char *ship = g_strdup_printf ("%s %s", r->ship, r->town);
  g_autofree char *move = g_strdup_printf ("move %s lake-champlain", r->ship);
  const char *specs[] = { marker, ship, NULL };
  T *t = t_new_placed ("1814", 7, specs);
  int lake = t->self->d->spaces[t_loc (t, "lake-champlain")].lake;

  g_assert_cmpint (t_x (t)->lake_marker[lake], ==, r->side);
  g_assert_cmpint (t->st->pending.kind, ==, D_FLEET);
  g_assert_cmpint (t->st->pending.side, ==, r->side);
  t_keep_story_on (t);
  if (r->back)
    t_do (t, move);
  else
    g_assert_true (t_can (t, move));
  t_do (t, "done");
  g_assert_cmpint (t_x (t)->lake_marker[lake], ==, -1);
  t_assert_at (t, r->ship, r->back ? "lake-champlain" : r->town);
  t_assert_narrates (t, r->back ? "ships are back in Lake Champlain; the Lake Control marker is removed (11.23)"
                                : "puts no ship back into Lake Champlain: control of the lake is lost (11.23)");
  t_free (t);
}

/* 16.23 examples 3 and 4 (T35, T36): five US units winter in London (WQ
 * 3, British territory), three fresh and two reduced: two units over, and
 * the two losses flip two fresh units, a reduced one refused while a fresh
 * one can take it (16.22).  T35 cut off (the British at Oxford,
 * Thamesville and Port Talbot); T36 with a line of supply (the US at
 * Thamesville and Sandwich, then Detroit, as T37's row lays it, 13.32):
 * "exactly the same".  Only the supply's account differs.  Mutation:
 * sequence.c:383 `removable = enemy && !mad_in_supply (c, s, side)` ->
 * `removable = enemy` fails T36 (the log calls it out of supply). */
static void
test_london (gconstpointer data)
{
  gboolean supplied = GPOINTER_TO_INT (data);
  const char *units[] = { "us-13th", "us-14th", "us-15th", "us-16th", "us-18th" };
  T *t = t_new ("1813-1814");

  t_clear (t);
  for (int i = 0; i < 5; i++)
    t_put (t, units[i], "london", i < 3 ? 0 : 1);
  if (supplied)
    {
      t_put (t, "us-11th", "thamesville", 0);
      t_put (t, "us-12th", "sandwich", 0);
    }
  else
    {
      t_put (t, "gb-8th", "thamesville", 0);
      t_put (t, "gb-49th", "port-talbot", 0);
      t_put (t, "gb-103rd", "oxford", 0);
    }
  /* The Summer-Autumn 1813 turn ends with the US's last card held. */
  t_play_at (t, 5, MAD_US);
  t_put (t, "card-40", "hand-us", 0);
  t_keep_story_on (t);
  t_do (t, "hold card-40");
  g_assert_cmpint (t->st->turn, ==, 6);
  t_assert_narrates (t, supplied ? "London: 5 units, winter quartering 3 (16.21)"
                                 : "London: 5 units, winter quartering 3, out of supply in enemy territory (16.21)");
  for (int k = 0; k < 2; k++)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_LOSS);
      g_assert_false (t_can (t, "loss us-16th"));
      g_assert_false (t_can (t, "loss us-18th"));
      t_do (t, k == 0 ? "loss us-13th" : "loss us-14th");
    }
  g_assert_cmpint (t->st->turn, ==, 7);
  for (int i = 0; i < 5; i++)
    {
      t_assert_at (t, units[i], "london");
      g_assert_cmpint (t_face (t, units[i]), ==, i == 2 ? 0 : 1);
    }
  t_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (odds_rows); i++)
    g_test_add_data_func (odds_rows[i].path, &odds_rows[i], t_run_row);
  for (guint i = 0; i < G_N_ELEMENTS (escort_rows); i++)
    g_test_add_data_func (escort_rows[i].path, &escort_rows[i], t_run_row);
  for (guint i = 0; i < G_N_ELEMENTS (usable_town_rows); i++)
    g_test_add_data_func (usable_town_rows[i].path, &usable_town_rows[i], t_run_row);
  for (guint i = 0; i < G_N_ELEMENTS (champlain_rows); i++)
    g_test_add_data_func (champlain_rows[i].path, &champlain_rows[i], test_champlain);
  g_test_add_data_func ("/madison/16.23/T35-cut-off", GINT_TO_POINTER (0), test_london);
  g_test_add_data_func ("/madison/16.23/T36-in-supply", GINT_TO_POINTER (1), test_london);
  return g_test_run ();
}
