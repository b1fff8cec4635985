/* test-pontiac-supply.c — the 14.0 supply trace: "more than six spaces
 * from a British fort not currently under siege", each Indian-controlled
 * space "traced through" counting two.  The force's own space is where
 * the trace starts, not a space traced through: a British force standing
 * in an unrazed village counts the way from it to the fort only.
 *
 * The position: every fort razed but Fort Miami and Fort Niagara (which
 * cannot be attacked, 11.12); 2 FP of Regulars (4 steps) in Pontiac's
 * Village (Ottawa, unrazed), six trail spaces from Fort Miami by
 * Campbell's Death, Clinton River, Flint River, Huron River and the Sauk
 * Trail.  Niagara is five spaces away by Twelve Mile Creek, the Grand
 * River, La Tranche and the Thames River village; with Ottawa bands on
 * Twelve Mile Creek and the Grand River that way counts 2 + 2 + 1 + 2 and
 * the fort, 8 (Fort Miami's counts 5 and the fort, 6). */
#include "test-pontiac-util.c"

typedef struct {
  const char *path;
  const char *band_at;     /* a Nations band on the way, or NULL */
  int loss;                /* attrition: ⌈4 / 3⌉ = 2 out of supply */
} SupplyRow;

static const SupplyRow supply_rows[] = {
  /* 6 spaces: in supply, the village the force stands in not counted. */
  { "/pontiac/14.0/force-in-a-village-six-spaces-in-supply", NULL, 0 },
  /* A band on Huron River counts two: 7, out of supply. */
  { "/pontiac/14.0/force-in-a-village-seven-spaces-out-of-supply", "huron-river", 2 },
};

static void
run_supply_row (gconstpointer data)
{
  const SupplyRow *r = data;
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  raze_all_forts_but (t, "fort-miami");
  t_put (t, "ottawa-band-2.1", "twelve-mile-creek", 0);
  t_put (t, "ottawa-band-2.2", "grand-river-ontario", 0);
  t_put (t, "regulars-1.1", "pontiacs-village", 0);
  t_put (t, "regulars-1.2", "pontiacs-village", 0);
  if (r->band_at)
    t_put (t, "ottawa-band-1.1", r->band_at, 0);
  g_assert_true (pontiac_village_standing (&t->c, t_loc (t, "pontiacs-village")));
  t_at_phase (t, 2, "supply");
  if (r->loss == 0)
    g_assert_cmpint (t->st->pending.kind, !=, D_ATTRITION);
  else
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_ATTRITION);
      g_assert_cmpint (t->st->pending.args[0], ==, t_loc (t, "pontiacs-village"));
      g_assert_cmpint (t->st->pending.args[1], ==, r->loss);
    }
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (supply_rows); i++)
    g_test_add_data_func (supply_rows[i].path, &supply_rows[i], run_supply_row);
  return g_test_run ();
}
