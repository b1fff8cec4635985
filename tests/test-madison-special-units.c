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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], test_special);
  return g_test_run ();
}
