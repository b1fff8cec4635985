/* test-geronimo-evasion.c — 7.52's Evasion Capability, term by term,
 * through a Column's attack and the Tribe's `evade`, the DR forced on
 * each side of the Capability. */
#include "test-geronimo-util.c"

/* Sibley's Column attacks a War Party of 5 BPs of `village` (its Tribe's
 * card held by an Indian seat), with no Chief, in `area`; the Tribe
 * answers `evade` with the DR `dr`.  Returns TRUE if it evaded. */
static gboolean
evades (const char *village, const char *tribe, const char *area, int dr)
{
  T *t = t_new ("basic", 3);
  int col, dice[4] = { dr, 9, 9, 9 };
  gboolean evaded;
  g_autofree char *attack = NULL;

  t_evasion_position (t, "shaman-federales", village, tribe, "indian-territory", 1, area, NULL);
  col = t_column (t, "commander-sibley", area, FALSE, 10, 0, 0);
  attack = t_attack (t, col, t->self->d->villages[t_village (t, village)].war_party);
  t_do (t, attack);
  g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
  t_dice (t, dice, 4);
  t_do (t, "evade");
  evaded = t_said (t, "evaded (7.52)");
  g_assert_cmpint (evaded, !=, t_said (t, ": battle (7.52)"));
  t_free (t);
  return evaded;
}

/* 7.52, 2.21F: the Evasion Capability is the Tribe's rating, its best
 * Chief's, +1 "if the Tribe has Guerilla capabilities and is in a Mountain
 * Area", +3 for a War Party.  The Apache (Evasion 3, G; reconstructed
 * ratings) with no Chief: 3 + 1 + 3 = 7 in Arizona, a Mountain Area (DR 7
 * evades, 8 fights); 3 + 3 = 6 in Kansas, on the Plains (6 evades, 7
 * fights).  The Comanche (Evasion 2, no G) in Texas, Mountain: 5 and 6. */
static void
test_guerilla_evasion (void)
{
  static const struct { const char *village, *tribe, *area; int dr; gboolean evaded; } rows[] = {
    { "apache-chiricahua", "tribe-apache", "arizona", 7, TRUE },
    { "apache-chiricahua", "tribe-apache", "arizona", 8, FALSE },
    { "apache-chiricahua", "tribe-apache", "kansas", 6, TRUE },
    { "apache-chiricahua", "tribe-apache", "kansas", 7, FALSE },
    { "comanche", "tribe-comanche", "texas", 5, TRUE },
    { "comanche", "tribe-comanche", "texas", 6, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    if (evades (rows[k].village, rows[k].tribe, rows[k].area, rows[k].dr) != rows[k].evaded)
      g_error ("row %u: %s's War Party in %s, DR %d: %s", k, rows[k].village, rows[k].area, rows[k].dr,
               rows[k].evaded ? "did not evade" : "evaded");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/7.52/guerilla-in-the-mountains", test_guerilla_evasion);
  return g_test_run ();
}
