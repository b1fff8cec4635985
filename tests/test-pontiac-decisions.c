/* test-pontiac-decisions.c — choices the rules leave to a player that
 * the program once made (referee re-check 3, F2 and F5):
 *  - 6.2: "Replacement officers arrive in the space where the named
 *    officer died or in Philadelphia": the British choose;
 *  (6.2's lake fort a ship sails to, F5, is in test-pontiac-ships.c);
 *  - 9.2: "Indian Allies arrive in any space adjacent to Fort Niagara":
 *    the British choose among the spaces free of Nations units (referee
 *    re-check 4, B1);
 *  - 9.2: "FP may be drawn from any available British unit type: ...
 *    Artillery or ships ... Ships arrive in Fort Niagara" (B2), with 10.2's
 *    "The British control two ships" read as a cap. */
#include "test-pontiac-util.c"

/* ---- 6.2: where a Replacement Officer arrives ------------------------------------ */

typedef struct {
  const char *path;
  const char *died_in;       /* Gage, wounded and alone, dies there of his health roll (16.2) */
  const char *choose;        /* the British action, NULL: no choice is offered */
  const char *arrives;       /* where the Replacement Officer is then */
} ReplaceRow;

static const ReplaceRow replace_rows[] = {
  { "/pontiac/6.2/replacement-officer-arrives-where-he-died", "great-meadows", "place-replacement great-meadows",
    "great-meadows" },
  { "/pontiac/6.2/replacement-officer-arrives-in-philadelphia", "great-meadows", "place-replacement philadelphia",
    "philadelphia" },
  /* Died in Philadelphia: both places are one, nothing to choose. */
  { "/pontiac/6.2/replacement-officer-died-in-philadelphia-no-choice", "philadelphia", NULL, "philadelphia" },
};

static int
replacement_at (T *t, const char *where)
{
  int n = 0;

  FOR_PIECES_AT (&t->c, t_loc (t, where), p)
    if (t->self->d->pieces[p].klass == PC_REPLACEMENT)
      n++;
  return n;
}

static void
run_replace_row (gconstpointer data)
{
  const ReplaceRow *r = data;
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_no_cards (t);
  t_put (t, "officer-gage.1", r->died_in, 1);
  /* 16.2: a 1 kills the wounded leader as the phase begins. */
  bh_pontiac_rules_force_dice (t->st, ROLLS (1), 1);
  t_at_phase (t, 2, "rally");
  g_assert_cmpint (t_where (t, "officer-gage.1"), ==, t->self->d->box_removed);
  if (r->choose != NULL)
    {
      g_autofree char *listed = NULL;
      g_autofree char *expected = g_strdup_printf ("place-replacement %s; place-replacement philadelphia", r->died_in);

      g_assert_cmpint (t->st->pending.kind, ==, D_REPLACEMENT);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
      listed = t_actions (t);
      g_assert_cmpstr (listed, ==, expected);
      g_assert_cmpint (replacement_at (t, r->died_in) + replacement_at (t, "philadelphia"), ==, 0);
      t_do (t, r->choose);
    }
  else
    g_assert_cmpint (t->st->pending.kind, !=, D_REPLACEMENT);
  g_assert_cmpint (replacement_at (t, r->arrives), ==, 1);
  t_free (t);
}

/* ---- 9.2: where bought Indian Allies arrive ---------------------------------------- */

typedef struct {
  const char *path;
  const char *held[3];       /* spaces next to Niagara a Shawnee band holds */
  gboolean boxed;            /* ... in an off-map box, its marker on the map (6.3) */
  const char *offered;       /* the British choices, in the board's order; NULL: none */
  const char *choose;
  const char *arrives;       /* where the Allies are then (the Summer box: they wait) */
} AlliesRow;

static const AlliesRow allies_rows[] = {
  { "/pontiac/9.2/allies-arrive-where-the-british-choose", { NULL }, FALSE,
    "allies-arrive indian-allies-2.2 devils-hole; allies-arrive indian-allies-2.2 eighteen-mile-creek; "
    "allies-arrive indian-allies-2.2 twelve-mile-creek",
    "allies-arrive indian-allies-2.2 twelve-mile-creek", "twelve-mile-creek" },
  /* A space the Nations hold is not offered. */
  { "/pontiac/9.2/allies-never-arrive-among-the-nations", { "devils-hole", NULL }, FALSE,
    "allies-arrive indian-allies-2.2 eighteen-mile-creek; allies-arrive indian-allies-2.2 twelve-mile-creek",
    "allies-arrive indian-allies-2.2 eighteen-mile-creek", "eighteen-mile-creek" },
  /* A Nations off-map marker stands for its units: the British see it. */
  { "/pontiac/9.2/allies-never-arrive-at-a-nations-box", { "devils-hole", NULL }, TRUE,
    "allies-arrive indian-allies-2.2 eighteen-mile-creek; allies-arrive indian-allies-2.2 twelve-mile-creek",
    "allies-arrive indian-allies-2.2 eighteen-mile-creek", "eighteen-mile-creek" },
  /* Every space held: nothing to choose, they wait in the Summer box. */
  { "/pontiac/9.2/allies-wait-while-every-space-is-held",
    { "devils-hole", "eighteen-mile-creek", "twelve-mile-creek" }, FALSE, NULL, NULL, "summer-arrivals" },
};

static void
run_allies_row (gconstpointer data)
{
  const AlliesRow *r = data;
  static const char *bands[] = { "shawnee-band-2.1", "shawnee-band-2.2", "shawnee-band-2.3" };
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_no_cards (t);
  t_put (t, "officer-johnson.1", "fort-niagara", 0);
  t_at_phase (t, 1, "guinea-loans");
  t_do (t, "buy indian-allies-2.2");
  t_do (t, "done");
  for (guint i = 0; i < G_N_ELEMENTS (r->held) && r->held[i] != NULL; i++)
    t_put (t, bands[i], r->held[i], 0);
  if (r->boxed)
    {
      g_autofree char *conceal = g_strdup_printf ("conceal %s", r->held[0]);

      t_at_phase (t, 1, "nations-movement-combat");
      t_do (t, conceal);
    }
  t_at_phase (t, 2, "militia-volunteers");
  if (r->offered != NULL)
    {
      g_autofree char *listed = t_actions (t);

      g_assert_cmpint (t->st->pending.kind, ==, D_ALLIES);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
      g_assert_cmpstr (listed, ==, r->offered);
      /* The British list the same choices from their own view, where a
       * Nations box's pieces are hidden (fifth re-check N1). */
      {
        g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, SIDE_BRITISH);
        g_autoptr(GArray) acts = g_array_new (FALSE, FALSE, sizeof (BhAction));
        guint n_devils = 0;

        bh_rules_list_actions (t->rules, view, acts);
        for (guint i = 0; i < acts->len; i++)
          {
            g_autofree char *text = bh_rules_format_action (t->rules, &g_array_index (acts, BhAction, i));

            n_devils += strstr (text, "devils-hole") != NULL;
          }
        g_assert_cmpuint (n_devils, ==, r->held[0] != NULL && g_str_equal (r->held[0], "devils-hole") ? 0 : 1);
      }
      g_assert_cmpint (t_where (t, "indian-allies-2.2"), ==, t->self->d->box_summer);
      t_do (t, r->choose);
      /* The log says where they went. */
      g_assert_true (t_said (t, pontiac_loc_name (&t->c, t_loc (t, r->arrives))));
    }
  g_assert_cmpint (t->st->pending.kind, !=, D_ALLIES);
  g_assert_cmpint (t_where (t, "indian-allies-2.2"), ==, t_loc (t, r->arrives));
  t_free (t);
}

/* ---- 9.2: a ship bought with a Guinea Loan ----------------------------------------- */

typedef struct {
  const char *path;
  int spent;                 /* Guineas already spent this Spring (at most 25, 9.2) */
  int ships_on_map;          /* Huron, then Michigan, at Fort Detroit */
  gboolean offered;          /* a ship (1 Guinea, data) may be bought */
  gboolean another;          /* once it is bought, another may be */
  const char *option;        /* `ships-uncapped`: the reading without 10.2's cap */
} ShipBuyRow;

/* 10.2 "The British control two ships", read as a cap on ships on the map
 * and bought (the ship bought waits in the Summer box); the option
 * `ships-uncapped` reads it as the count the game starts with. */
static const ShipBuyRow ship_buy_rows[] = {
  { "/pontiac/9.2/ship-bought-with-the-last-guinea", 24, 0, TRUE, FALSE, NULL },
  { "/pontiac/9.2/no-ship-when-no-guinea-is-left", 25, 0, FALSE, FALSE, NULL },
  { "/pontiac/9.2/two-ships-bought-in-one-spring", 0, 0, TRUE, TRUE, NULL },
  { "/pontiac/9.2/second-ship-may-be-bought", 0, 1, TRUE, FALSE, NULL },
  { "/pontiac/9.2/no-third-ship", 0, 2, FALSE, FALSE, NULL },
  { "/pontiac/10.2/ships-uncapped-third-ship", 0, 2, TRUE, TRUE, "ships-uncapped" },
  { "/pontiac/10.2/ships-uncapped-second-in-one-spring", 0, 1, TRUE, TRUE, "ships-uncapped" },
};

static void
run_ship_buy_row (gconstpointer data)
{
  const ShipBuyRow *r = data;
  static const char *on_map[] = { "ship-huron.1", "ship-michigan.1" };
  T *t = t_new_with_option ("rising-1763", r->option);
  PontiacExtra *x;

  t_clear_map (t);
  t_no_cards (t);
  for (int i = 0; i < r->ships_on_map; i++)
    t_put (t, on_map[i], "fort-detroit", 0);
  t_at_phase (t, 1, "guinea-loans");
  g_assert_cmpint (t->st->pending.kind, ==, D_BUY);
  x = bh_state_extra (t->st);
  x->bought = r->spent;
  g_assert_cmpint (t_has (t, "buy ship-boston"), ==, r->offered);
  if (r->offered)
    {
      int bank = bh_state_markers (t->st)[t->self->d->m_guineas];

      t_do_found (t, "buy ship-boston");
      g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_guineas], ==, bank + 1);
      g_assert_cmpint (t_where (t, "ship-boston.1"), ==, t->self->d->box_summer);
      g_assert_cmpint (t_has (t, "buy ship-"), ==, r->another);
      t_do (t, "done");
      /* "Ships arrive in Fort Niagara" at the start of the Summer turn. */
      t_at_phase (t, 2, "militia-volunteers");
      g_assert_cmpint (t_where (t, "ship-boston.1"), ==, t_loc (t, "fort-niagara"));
    }
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (replace_rows); i++)
    g_test_add_data_func (replace_rows[i].path, &replace_rows[i], run_replace_row);
  for (guint i = 0; i < G_N_ELEMENTS (allies_rows); i++)
    g_test_add_data_func (allies_rows[i].path, &allies_rows[i], run_allies_row);
  for (guint i = 0; i < G_N_ELEMENTS (ship_buy_rows); i++)
    g_test_add_data_func (ship_buy_rows[i].path, &ship_buy_rows[i], run_ship_buy_row);
  return g_test_run ();
}
