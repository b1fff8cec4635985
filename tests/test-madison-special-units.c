/* test-madison-special-units.c — Mr. Madison's War: the special units of
 * 3.6, each row a unit activated in a space and a move it may or may not
 * make: the Lower Canada Militia within two spaces of Montreal (3.63), the
 * Northwest Company on its route between the Lake Huron forts and nowhere
 * off Lake Huron (3.61). */
#include "test-madison-util.c"

typedef struct {
  const char *path;
  const char *unit, *at, *to;
  gboolean may;
} SpecialCase;

static const SpecialCase cases[] = {
  /* Montreal - Coteau du Lac (1) - Cornwall (2) - Williamsburg (3). */
  { "/madison/3.63/lc-militia-two-spaces", "gb-lc-militia", "coteau-du-lac", "cornwall", TRUE },
  { "/madison/3.63/lc-militia-not-three", "gb-lc-militia", "cornwall", "williamsburg", FALSE },
  { "/madison/3.63/lc-militia-back-toward-montreal", "gb-lc-militia", "cornwall", "coteau-du-lac", TRUE },
  /* Any other unit goes on to Williamsburg. */
  { "/madison/3.63/other-units-unlimited", "gb-glengarry", "cornwall", "williamsburg", TRUE },
  { "/madison/3.61/nwc-route", "gb-nwc", "ft-st-joseph", "ft-mackinac", TRUE },
  { "/madison/3.61/nwc-route-back", "gb-nwc", "ft-mackinac", "ft-st-joseph", TRUE },
  { "/madison/3.61/nwc-route-is-its-own", "gb-western-indians", "ft-st-joseph", "ft-mackinac", FALSE },
  { "/madison/3.61/nwc-lake-huron-only", "gb-nwc", "nottawasaga", "holland-landing", FALSE },
  { "/madison/3.61/other-indians-leave-the-lake", "gb-western-indians", "nottawasaga", "holland-landing", TRUE },
};

static void
test_special (gconstpointer data)
{
  const SpecialCase *e = data;
  T *t = t_new ("1813-1814");
  g_autofree char *units = g_strdup_printf ("units %s", e->at);
  g_autofree char *add = g_strdup_printf ("add %s", e->unit);
  g_autofree char *move = g_strdup_printf ("move %s %s", e->unit, e->to);

  t_clear (t);
  t_play_at (t, 4, MAD_GB);
  t_put (t, e->unit, e->at, 0);
  t_put (t, "card-34", "hand-gb", 0);
  t_do (t, "ops card-34");
  t_do (t, units);
  t_do (t, add);
  t_do (t, "go");
  g_assert_cmpint (t_can (t, move), ==, e->may);
  if (e->may)
    {
      t_do (t, move);
      t_assert_at (t, e->unit, e->to);
    }
  t_free (t);
}

/* 3.63 by water: the LC Militia aboard the Linnet at Isle aux Noix may be
 * carried to St. Jean (one space from Montreal), not to Plattsburg (US). */
static void
test_lc_militia_by_water (void)
{
  T *t = t_new ("1814");

  t_position (t, 8, MAD_GB, (const char *[]) { "gb-lc-militia isle-aux-noix", "gb-linnet isle-aux-noix", "card-34 hand-gb", NULL });
  t_do (t, "ops card-34");
  t_do (t, "units isle-aux-noix");
  t_do (t, "add gb-lc-militia");
  t_do (t, "add gb-linnet");
  t_do (t, "go");
  t_do (t, "embark gb-lc-militia gb-linnet");
  g_assert_true (t_can (t, "move gb-linnet st-jean"));
  g_assert_false (t_can (t, "move gb-linnet plattsburg"));
  t_free (t);
}

/* The US lands from Ft. Mackinac at Nottawasaga (a British Lake Huron town
 * whose one land path leads to Holland Landing, off the lake), held by the
 * Northwest Company and the Glengarry Light Infantry.  Returns the game at
 * the British choice to retreat before combat (9.41) or stand. */
static T *
t_nottawasaga_landing (void)
{
  T *t = t_new ("1814");

  t_position (t, 8, MAD_US,
              (const char *[]) { "us-lawrence ft-mackinac", "us-18th ft-mackinac", "gb-nwc nottawasaga",
                                 "gb-glengarry nottawasaga", "card-34 hand-us", NULL });
  t_do (t, "ops card-34");
  t_do (t, "units ft-mackinac");
  t_do (t, "add us-lawrence");
  t_do (t, "add us-18th");
  t_go (t);
  t_do (t, "embark us-18th us-lawrence");
  t_do (t, "move us-lawrence nottawasaga");
  t_do (t, "land us-lawrence");
  g_assert_cmpint (t->st->pending.kind, ==, D_RBC);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  return t;
}

/* 3.61: the Northwest Company "can only operate on Lake Huron": where a
 * retreat (here before combat, 9.41-9.42) takes its force off the lake, to
 * Holland Landing, the Glengarry go and the Northwest Company surrenders
 * rather than leave the lake. */
static void
test_nwc_surrenders_rather_than_leave (void)
{
  T *t = t_nottawasaga_landing ();

  t_do (t, "rbc");
  t_assert_at (t, "gb-glengarry", "holland-landing");
  t_assert_at (t, "gb-nwc", "removed");
  t_assert_narrates (t, "(3.61)");
  t_free (t);
}

/* 3.61, the other side: a retreat that stays on Lake Huron keeps it.  The
 * Northwest Company (class C) at Ft. St. Joseph attacks the US 1st Rifles
 * (class A, -2 by tables.xml) in Ft. Mackinac by its route; dice of 4 and 3
 * make 5, an AR (10.51): it falls back to Ft. St. Joseph, on the lake
 * (10.73), and stays in play. */
static void
test_nwc_falls_back_on_the_lake (void)
{
  T *t = t_new ("1814");

  t_position (t, 8, MAD_GB, (const char *[]) { "gb-nwc ft-st-joseph", "us-1st-rifles ft-mackinac", NULL });
  t_fight (t, "gb-nwc", "ft-st-joseph", "ft-mackinac", ROLLS (4, 3));
  t_assert_narrates (t, "Dice 7, modifiers -2: 5, result AR ");
  t_assert_at (t, "gb-nwc", "ft-st-joseph");
  g_assert_false (t_narrated (t, "(3.61)"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], test_special);
  g_test_add_func ("/madison/3.63/lc-militia-by-water", test_lc_militia_by_water);
  g_test_add_func ("/madison/3.61/nwc-surrenders-rather-than-leave", test_nwc_surrenders_rather_than_leave);
  g_test_add_func ("/madison/3.61/nwc-falls-back-on-the-lake", test_nwc_falls_back_on_the_lake);
  return g_test_run ();
}
