/* test-pontiac-setup.c — the set-up choices the rulebook gives the players
 * (referee s10 S4): 20.0 E's "may distribute the Warrior Bands, Sachems
 * and Captives in any combination as long as units occupy all five
 * numbered E spaces" and "Place the Indian Allies in a space adjacent to
 * Fort Detroit"; 21.2's "no more than 4 FP per village", "Up to 4 FP and
 * Pontiac are placed adjacent to Fort Detroit", "Neolin must be placed in
 * any Lenape village", "One space adjacent to Fort Niagara: 2 FP of
 * Indian Allies"; 21.3's "Pontiac must be placed in an Ottawa village
 * south of Fort Detroit".  Each choice is a pending decision of the side
 * that places, driven here through the players' actions. */
#include "test-pontiac-util.c"

static int
by_id (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The spaces `piece` is offered, sorted, space-separated. */
static char *
offered (T *t, const char *piece)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(GPtrArray) ids = g_ptr_array_new ();
  GString *s = g_string_new (NULL);
  int p = t_piece (t, piece);

  bh_rules_list_actions (t->rules, t->st, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);

      if (a->kind == A_SETUP && a->args[0] == p)
        g_ptr_array_add (ids, (gpointer) bh_game_data_get_space (t->data, a->args[1])->id);
    }
  g_ptr_array_sort (ids, by_id);
  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", (const char *) ids->pdata[i]);
  return g_string_free (s, FALSE);
}

#define assert_offered(t, piece, expected) \
  G_STMT_START { \
    g_autofree char *spaces_ = offered (t, piece); \
    g_assert_cmpstr (spaces_, ==, expected); \
  } G_STMT_END

static gboolean
is_offered (T *t, const char *piece, const char *space)
{
  g_autofree char *text = g_strdup_printf ("set-up %s %s", piece, space);

  return t_can (t, text);
}

static void
assert_pending (T *t, int side, const char *piece)
{
  g_assert_cmpint (t->st->pending.kind, ==, D_SETUP);
  g_assert_cmpint (t->st->pending.side, ==, side);
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, piece));
}

static void
set_up (T *t, const char *piece, const char *space)
{
  g_autofree char *text = g_strdup_printf ("set-up %s %s", piece, space);

  t_do (t, text);
  g_assert_true (t_said (t, "sets up in"));
  g_assert_cmpint (t_where (t, piece), ==, t_loc (t, space));
}

/* Whatever is left of a side's set-up, each piece where it is first offered. */
static void
set_up_rest (T *t, int side)
{
  while (t->st->pending.kind == D_SETUP && t->st->pending.side == side)
    t_do_found (t, "set-up ");
}

/* 20.0 E: the Nations choose each piece's E space; once the units still
 * to place are as many as the empty E spaces, an occupied one is refused. */
static void
test_e_distribution (void)
{
  T *t = t_new_unplaced ("e-bouquet", NULL);
  static const char *const first_six[] = { "lenape-band-2.1", "sachem-teedyuscung", "shawnee-band-2.1",
                                            "shawnee-band-2.2", "sachem-hokolesqua", "shawnee-band-2.3" };
  g_autofree char *why = NULL;

  /* The Nations place first (players setup-first), the five E spaces. */
  assert_pending (t, SIDE_NATIONS, "lenape-band-2.1");
  {
    g_autofree char *spaces = offered (t, "lenape-band-2.1");

    g_assert_cmpstr (spaces, ==, "kekionga pickaway-plains scioto-mingo tuscarawas wakatomika");
  }
  /* Outside the E spaces: refused, naming 20.0. */
  why = t_refusal (t, "set-up lenape-band-2.1 fort-pitt");
  g_assert_cmpstr (why, ==, "“set-up” is not allowed: Lenape warrior band (2 FP) may not set up in Fort Pitt, which "
                  "the other side holds (rule 20.0)");
  /* Six units and the five captives all in one space: "any combination". */
  for (guint i = 0; i < G_N_ELEMENTS (first_six); i++)
    set_up (t, first_six[i], "tuscarawas");
  for (int k = 1; k <= 5; k++)
    {
      g_autofree char *captive = g_strdup_printf ("captive.%d", k);

      set_up (t, captive, "tuscarawas");
    }
  /* Six units left, four E spaces empty: the seventh and eighth may still
   * join the others (5 and then 4 left for 4 empty spaces). */
  g_assert_true (is_offered (t, "seneca-band-2.1", "tuscarawas"));
  set_up (t, "seneca-band-2.1", "tuscarawas");
  g_assert_true (is_offered (t, "sachem-tahaiadoris", "tuscarawas"));
  set_up (t, "sachem-tahaiadoris", "tuscarawas");
  /* Now 3 would be left for 4 empty spaces: refused. */
  assert_pending (t, SIDE_NATIONS, "mingo-band-2.1");
  {
    g_autofree char *spaces = offered (t, "mingo-band-2.1");

    g_assert_cmpstr (spaces, ==, "kekionga pickaway-plains scioto-mingo wakatomika");
  }
  g_free (why);
  why = t_refusal (t, "set-up mingo-band-2.1 tuscarawas");
  g_assert_cmpstr (why, ==, "“set-up” is not allowed: Mingo warrior band (2 FP) may not set up in Tuscarawas: the "
                  "units left must still occupy all five numbered E spaces (it sets up in one of the numbered E "
                  "spaces) (rule 20.0)");
  set_up (t, "mingo-band-2.1", "wakatomika");
  set_up (t, "sachem-guyasuta", "pickaway-plains");
  set_up (t, "miami-band-2.1", "scioto-mingo");
  assert_offered (t, "sachem-michikiniqua", "kekionga");
  set_up (t, "sachem-michikiniqua", "kekionga");
  /* The British place their Indian Allies next to Fort Detroit (20.0). */
  assert_pending (t, SIDE_BRITISH, "indian-allies-2.1");
  g_assert_true (t_has (t, "set-up-example"));
  {
    g_autofree char *spaces = offered (t, "indian-allies-2.1");

    g_assert_cmpstr (spaces, ==, "bloody-run pontiacs-village potawatomi-detroit wyandot-town");
  }
  g_free (why);
  why = t_refusal (t, "set-up indian-allies-2.1 fort-pitt");
  g_assert_cmpstr (why, ==, "“set-up” is not allowed: Indian Allies (2 FP) may not set up in Fort Pitt: it sets up "
                  "in a space next to Fort Detroit (rule 20.0)");
  set_up (t, "indian-allies-2.1", "wyandot-town");
  /* The game plays on: 20.0 E's first turn is the British move (the
   * Nations have moved already). */
  g_assert_cmpint (t->st->pending.kind, !=, D_SETUP);
  g_assert_cmpint (t->st->turn, ==, 6);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_true (t_has (t, "form "));
  t_free (t);
}

/* 21.2: at most 4 FP per village; up to 4 Ottawa FP and Pontiac next to
 * Fort Detroit, Pontiac always; Breton only in a village. */
static void
test_rising_villages_and_detroit (void)
{
  T *t = t_new_unplaced ("rising-1763", NULL);
  g_autofree char *why = NULL;

  assert_pending (t, SIDE_NATIONS, "ottawa-band-2.1");
  /* An Ottawa band: the Ottawa villages or a space next to Detroit. */
  assert_offered (t, "ottawa-band-2.1", "blanchards-fork bloody-run grand-river grand-traverse l-arbre-croche maumee-rapids "
                   "pontiacs-village potawatomi-detroit wyandot-town");
  why = t_refusal (t, "set-up ottawa-band-2.1 kekionga");
  /* Referee recheck6 m3: the zone is the Ottawa villages as well as the
   * spaces next to Detroit. */
  g_assert_cmpstr (why, ==, "“set-up” is not allowed: Ottawa warrior band (2 FP) may not set up in Kekionga: it "
                  "sets up in one of the Ottawa villages or a space next to Fort Detroit (rule 21.2)");
  /* 2 + 2 FP in one village: 4, allowed. */
  set_up (t, "ottawa-band-2.1", "l-arbre-croche");
  set_up (t, "ottawa-band-2.2", "l-arbre-croche");
  /* Pontiac: next to Detroit only. */
  assert_offered (t, "sachem-pontiac", "bloody-run pontiacs-village potawatomi-detroit wyandot-town");
  set_up (t, "sachem-pontiac", "bloody-run");
  /* A third 2-FP band would make 6 FP in L'Arbre Croche: refused. */
  g_assert_false (is_offered (t, "ottawa-band-2.3", "l-arbre-croche"));
  g_free (why);
  why = t_refusal (t, "set-up ottawa-band-2.3 l-arbre-croche");
  g_assert_cmpstr (why, ==, "“set-up” is not allowed: Ottawa warrior band (2 FP) may not set up in L'Arbre Croche: "
                  "at most 4 FP of bands in a village (it sets up in one of the Ottawa villages or a space next "
                  "to Fort Detroit) (rule 21.2)");
  set_up (t, "ottawa-band-2.3", "bloody-run");   /* 2 FP next to Detroit */
  set_up (t, "ottawa-band-1.1", "bloody-run");   /* 3 */
  /* Breton: an Ottawa village, not next to Detroit. */
  g_assert_false (is_offered (t, "sachem-breton", "bloody-run"));
  set_up (t, "sachem-breton", "grand-river");
  /* 3 + 2 = 5 FP next to Detroit: refused; the 1-FP band makes 4: allowed. */
  g_assert_false (is_offered (t, "ottawa-band-2.4", "bloody-run"));
  g_assert_false (is_offered (t, "ottawa-band-2.4", "pontiacs-village"));
  set_up (t, "ottawa-band-2.4", "grand-river");
  g_assert_true (is_offered (t, "ottawa-band-1.2", "pontiacs-village"));
  set_up (t, "ottawa-band-1.2", "pontiacs-village");
  set_up (t, "sachem-egushawa", "grand-river");
  /* The Seneca: up to 2 FP next to Detroit, 2 already placed there by one band. */
  set_up (t, "seneca-band-2.1", "bloody-run");
  set_up (t, "sachem-kiasutha", "bloody-run");
  g_assert_false (is_offered (t, "seneca-band-2.2", "bloody-run"));
  set_up (t, "seneca-band-2.2", "cattaraugus");
  set_up (t, "seneca-band-2.3", "cattaraugus");
  set_up (t, "sachem-tahaiadoris", "cattaraugus");
  /* The Lenape: one sachem next to Detroit; Neolin in a Lenape village. */
  set_up (t, "seneca-band-2.4", "conewango");
  set_up (t, "seneca-band-2.5", "conewango");
  set_up (t, "lenape-band-2.1", "bloody-run");
  set_up (t, "lenape-band-2.2", "bloody-run");
  set_up (t, "sachem-shingas", "bloody-run");
  set_up (t, "lenape-band-2.3", "kuskusky");
  set_up (t, "lenape-band-1.1", "kuskusky");
  {
    g_autofree char *spaces = offered (t, "sachem-neolin");
    const PontiacData *d = t->self->d;
    int lenape = d->pieces[t_piece (t, "lenape-band-2.1")].nation;

    g_assert_true (spaces[0] != '\0');
    for (guint s = 0; s < d->n_spaces; s++)
      g_assert_cmpint (is_offered (t, "sachem-neolin", bh_game_data_get_space (t->data, s)->id), ==,
                       d->spaces[s].kind == SK_VILLAGE && d->spaces[s].nation == lenape);
  }
  set_up (t, "sachem-neolin", "kuskusky");
  set_up (t, "lenape-band-2.4", "tuscarawas");
  g_assert_false (is_offered (t, "sachem-teedyuscung", "bloody-run"));   /* Shingas is there */
  set_up_rest (t, SIDE_NATIONS);
  /* 21.2 "One space adjacent to Fort Niagara: 2 FP of Indian Allies". */
  assert_pending (t, SIDE_BRITISH, "indian-allies-2.1");
  assert_offered (t, "indian-allies-2.1", "devils-hole eighteen-mile-creek twelve-mile-creek");
  g_free (why);
  why = t_refusal (t, "set-up indian-allies-2.1 fort-niagara");
  g_assert_cmpstr (why, ==, "“set-up” is not allowed: Indian Allies (2 FP) may not set up in Fort Niagara: it sets "
                  "up in a space next to Fort Niagara (rule 21.2)");
  set_up (t, "indian-allies-2.1", "devils-hole");
  /* The game plays on from Spring 1763's first phase. */
  g_assert_cmpint (t->st->pending.kind, !=, D_SETUP);
  g_assert_cmpint (t->st->turn, ==, 1);
  g_assert_true (t_said (t, "Set-up complete"));
  {
    int guard = 0;

    while (t->st->turn == 1 && guard++ < 40 && t_has (t, "done"))
      t_do (t, "done");
    g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  }
  t_free (t);
}

/* 21.3: "Pontiac must be placed in an Ottawa village south of Fort
 * Detroit"; 4 FP of Indian Allies in one space next to Niagara. */
static void
test_response_pontiac_south (void)
{
  T *t = t_new_unplaced ("response-1764", NULL);
  const PontiacData *d = t->self->d;
  int ottawa = d->pieces[t_piece (t, "sachem-pontiac")].nation;
  const BhSpace *detroit = bh_game_data_get_space (t->data, t_loc (t, "fort-detroit"));

  while (t->st->pending.kind == D_SETUP && t->st->pending.args[0] != t_piece (t, "sachem-pontiac"))
    t_do_found (t, "set-up ");
  assert_pending (t, SIDE_NATIONS, "sachem-pontiac");
  for (guint s = 0; s < d->n_spaces; s++)
    {
      const BhSpace *sp = bh_game_data_get_space (t->data, s);
      gboolean ottawa_village = d->spaces[s].kind == SK_VILLAGE && d->spaces[s].nation == ottawa
                                && pontiac_village_standing (&t->c, s);

      g_assert_cmpint (is_offered (t, "sachem-pontiac", sp->id), ==, ottawa_village && sp->lat < detroit->lat);
    }
  set_up_rest (t, SIDE_NATIONS);
  /* The two 2-FP Allies of "One space adjacent to Fort Niagara: 4 FP". */
  assert_pending (t, SIDE_BRITISH, "indian-allies-2.1");
  set_up (t, "indian-allies-2.1", "eighteen-mile-creek");
  assert_offered (t, "indian-allies-2.2", "eighteen-mile-creek");
  set_up_rest (t, SIDE_BRITISH);
  g_assert_cmpint (t->st->pending.kind, !=, D_SETUP);
  t_free (t);
}

/* 21.3: "In any village(s) within 10 spaces west of Fort Pitt: 1 FP Huron,
 * 1 FP Mississauga, 4 FP Seneca & Seneca Sachem Kiasutha".  Counted along
 * the trails from Fort Pitt (board.xml): Pontiac's Village, Saginaw,
 * Kickapoo (Wabash), Mascouten Town and Piankeshaw (Terre Haute) are 10
 * away and west, Vermilion 11; Wyoming, Great Island and Kanestio are
 * near (3-5) but east of Pitt.  21.3 razes "all of Huron, Mississauga and
 * Seneca village spaces" first: Upper Sandusky (4) and Wyandot Town (8),
 * Huron, west and in range, are razed and so no village to set up in
 * (referee re-check 6, m2). */
static void
test_response_within_10_west_of_pitt (void)
{
  static const char *const at_10[] = {
    "pontiacs-village", "saginaw", "kickapoo-wabash", "mascouten-town", "piankeshaw-terre-haute",
  };
  static const char *const east[] = { "wyoming", "great-island", "kanestio" };
  T *t = t_new_unplaced ("response-1764", NULL);
  g_autofree char *why = NULL;

  while (t->st->pending.kind == D_SETUP && t->st->pending.args[0] != t_piece (t, "seneca-band-2.1"))
    t_do_found (t, "set-up ");
  assert_pending (t, SIDE_NATIONS, "seneca-band-2.1");
  for (guint i = 0; i < G_N_ELEMENTS (at_10); i++)
    g_assert_true (is_offered (t, "seneca-band-2.1", at_10[i]));
  for (guint i = 0; i < G_N_ELEMENTS (east); i++)
    g_assert_false (is_offered (t, "seneca-band-2.1", east[i]));
  g_assert_false (is_offered (t, "seneca-band-2.1", "vermilion"));
  g_assert_false (is_offered (t, "seneca-band-2.1", "upper-sandusky"));
  g_assert_false (is_offered (t, "seneca-band-2.1", "wyandot-town"));
  why = t_refusal (t, "set-up seneca-band-2.1 vermilion");
  g_assert_cmpstr (why, ==, "“set-up” is not allowed: Seneca warrior band (2 FP) may not set up in Vermilion "
                  "(Piankeshaw): within 10 spaces of Fort Pitt (it sets up in any village) (rule 21.3)");
  set_up (t, "seneca-band-2.1", "saginaw");
  t_free (t);
}

/* The example set-up is a choice made before placing any piece. */
static void
test_example_only_first (void)
{
  T *t = t_new_unplaced ("rising-1763", NULL);

  g_assert_true (t_has (t, "set-up-example"));
  set_up (t, "ottawa-band-2.1", "bloody-run");
  g_assert_false (t_has (t, "set-up-example"));
  set_up_rest (t, SIDE_NATIONS);
  g_assert_true (t_has (t, "set-up-example"));
  t_do (t, "set-up-example");
  t_assert_at (t, "indian-allies-2.1", "twelve-mile-creek");
  g_assert_cmpint (t->st->pending.kind, !=, D_SETUP);
  t_free (t);
}

/* Digest 8.52's option `e-at-fort-pitt` moves Force A to Fort Pitt and
 * with it the Allies' zone: the spaces next to Fort Pitt (the board's six
 * trails from it), no longer those next to Detroit. */
static void
test_e_allies_at_fort_pitt (void)
{
  T *t = t_new_unplaced ("e-bouquet", "e-at-fort-pitt");
  g_autofree char *why = NULL;

  t_do (t, "set-up-example");
  assert_pending (t, SIDE_BRITISH, "indian-allies-2.1");
  assert_offered (t, "indian-allies-2.1", "bushy-run grave-creek great-meadows kittanning kuskusky mingo-town");
  why = t_refusal (t, "set-up indian-allies-2.1 bloody-run");
  g_assert_cmpstr (why, ==, "“set-up” is not allowed: Indian Allies (2 FP) may not set up in Bloody Run: it sets "
                  "up in a space next to Fort Pitt (rule 20.0)");
  set_up (t, "indian-allies-2.1", "kittanning");
  g_assert_cmpint (t->st->pending.kind, !=, D_SETUP);
  t_free (t);
}

/* Bad input: a zone term the rules do not know is refused in one line
 * naming it, when the rules are made for the game. */
static void
test_unknown_term (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = bh_test_copy_game ("pontiac");
  g_autoptr(BhGameData) data = NULL;
  BhRules *rules;

  bh_test_edit_file (dir, "scenarios/e-bouquet.xml", "where=\"e-space all-e-spaces\"",
                     "where=\"e-space in-the-mists\"");
  data = bh_test_load_folder (dir, &error);
  bh_test_remove_tree (dir);
  g_assert_no_error (error);
  /* The rules object keeps why its data cannot be read (no warning: it
   * would be fatal here), and a game then cannot be set up: the one line
   * says why (the same line `validate` prints, bh_rules_check_game_data). */
  rules = bh_rules_new_for_game (data, FALSE, &error);
  g_assert_no_error (error);
  {
    const BhScenario *sc = bh_game_data_get_scenario (data, bh_game_data_find_scenario (data, "e-bouquet"));
    g_autoptr(BhState) st = bh_state_new_for_scenario (data, sc, 1, bh_rules_get_extra_size (rules), &error);

    g_assert_no_error (error);
    g_assert_false (bh_rules_setup (rules, st, sc, &error));
    g_assert_cmpstr (error->message, ==, "Pontiac's War: unknown zone term “in-the-mists” in a place of scenario e-bouquet");
    g_clear_error (&error);
    g_assert_false (bh_rules_check_game_data (data, &error));
    g_assert_cmpstr (error->message, ==, "Pontiac's War: unknown zone term “in-the-mists” in a place of scenario e-bouquet");
    g_object_unref (rules);
  }
}

/* 20.0 E "as long as units occupy all five numbered E spaces": captives
 * are not units (sixth re-check m2).  As test_e_distribution, but the five
 * captives go alone to Kekionga: it stays empty for the rule, so after
 * eight units in Tuscarawas the mingo band may not join them (3 units
 * left for 4 empty spaces, Kekionga among them). */
static void
test_e_captives_occupy_nothing (void)
{
  T *t = t_new_unplaced ("e-bouquet", NULL);
  static const char *const first_six[] = { "lenape-band-2.1", "sachem-teedyuscung", "shawnee-band-2.1",
                                              "shawnee-band-2.2", "sachem-hokolesqua", "shawnee-band-2.3" };

  for (guint i = 0; i < G_N_ELEMENTS (first_six); i++)
    set_up (t, first_six[i], "tuscarawas");
  for (int k = 1; k <= 5; k++)
    {
      g_autofree char *captive = g_strdup_printf ("captive.%d", k);

      set_up (t, captive, "kekionga");
    }
  set_up (t, "seneca-band-2.1", "tuscarawas");
  set_up (t, "sachem-tahaiadoris", "tuscarawas");
  assert_pending (t, SIDE_NATIONS, "mingo-band-2.1");
  g_assert_false (is_offered (t, "mingo-band-2.1", "tuscarawas"));
  g_assert_true (is_offered (t, "mingo-band-2.1", "kekionga"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/20.0/e-distribution-all-five-spaces", test_e_distribution);
  g_test_add_func ("/pontiac/20.0/e-captives-alone-occupy-no-e-space", test_e_captives_occupy_nothing);
  g_test_add_func ("/pontiac/21.2/setup-villages-and-detroit", test_rising_villages_and_detroit);
  g_test_add_func ("/pontiac/21.3/setup-pontiac-south-of-detroit", test_response_pontiac_south);
  g_test_add_func ("/pontiac/21.3/setup-seneca-within-10-west-of-pitt", test_response_within_10_west_of_pitt);
  g_test_add_func ("/pontiac/21.1/setup-example-before-any-piece", test_example_only_first);
  g_test_add_func ("/pontiac/21.1/setup-unknown-zone-term", test_unknown_term);
  g_test_add_func ("/pontiac/20.0/e-allies-next-to-fort-pitt-option", test_e_allies_at_fort_pitt);
  return g_test_run ();
}
