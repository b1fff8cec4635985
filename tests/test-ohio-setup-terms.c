/* test-ohio-setup-terms.c — Blood on the Ohio App. 4, the set-up terms'
 * boundaries (option choose-set-up, passed here explicitly so that the
 * rows hold whether or not the option is on by default). Each row plays
 * the set-up through its decisions, lists the legal places and tries a
 * refused one, on both sides of the rulebook's number; the places are
 * checked against this file's own count of spaces over the map
 * (count_spaces), never against the program's listing. Referee session
 * 14 (referee-ohio3), finding S4: each row kills one mutant of
 * bh-ohio-setup.c (docs/rules/ohio-mutation-audit.md, session 14). */
#include "test-ohio-util.c"

enum { US, WC };

static T *
t_new_with_set_up_choices (const char *scenario)
{
  T *t = g_new0 (T, 1);

  bh_builtin_rules_register ();
  t->sc = t_init (t, "ohio", scenario, 1, "choose-set-up");
  t->self = BH_OHIO_RULES (t->rules);
  ohio_ctx_init (&t->c, t->self, t->st);
  return t;
}

/* Every pending set-up piece before `piece` takes the data's place. */
static void
set_up_until (T *t, const char *piece)
{
  int p = t_piece (t, piece);

  while (t_kind (t) == D_SETUP && t->st->pending.args[0] != p)
    take_data_place (t);
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  g_assert_cmpint (t->st->pending.args[0], ==, p);
}

/* A ground space a piece may stand on at the set-up: not a river (2.5.2)
 * nor an entry square, with no structure (App. 4's villages and forts go
 * on bare ground) and no US military piece. */
static gboolean
bare_ground (T *t, int s)
{
  const OhioData *d = t->self->d;

  return !d->spaces[s].river && !d->spaces[s].entry && ohio_space_usable (&t->c, s) && !ohio_has_village (&t->c, s) &&
         d->spaces[s].principal == OHIO_NONE && !ohio_has_settlement (&t->c, s) && !ohio_has_fort (&t->c, s) &&
         !d->spaces[s].printed_settlement && !ohio_has_military (&t->c, s, US, 0, 0);
}

/* `text` is refused, the refusal naming App. 4 and the zone's words. */
static void
assert_refused (T *t, const char *text, const char *words)
{
  g_autofree char *why = t_refusal (t, text);

  g_assert_false (t_has (t, text));
  g_assert_nonnull (strstr (why, "App. 4"));
  g_assert_nonnull (strstr (why, words));
}

/* The first space `in` marks, or -1. */
static int
first_marked (T *t, const guint8 *in)
{
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    if (in[s])
      return s;
  return -1;
}

/* App. 4 (every scenario): "Villages ... no more than two spaces away
 * from a river space controlled by that nation". The Wabash's first Mingo
 * village: offered every bare Mingo ground space 0-2 spaces from a Mingo
 * river space (by this file's count), refused on one 3 spaces away (Mingo
 * land has spaces at 2 and at 3: Will's Creek, Stillwater), set up on
 * one at 2. Mutant: river-of `out[s] <= 2` read as `<= 3`. */
static void
test_village_two_from_its_river (void)
{
  T *t = t_new_with_set_up_choices ("wabash");
  const OhioData *d = t->self->d;
  int mingo = t_nation (t, "mingo"), village = t_piece (t, "mingo-village.1");
  guint8 rivers[OHIO_MAX_SPACES] = { 0 }, dist[OHIO_MAX_SPACES], at2[OHIO_MAX_SPACES] = { 0 },
         at3[OHIO_MAX_SPACES] = { 0 };
  int n = 0;

  set_up_until (t, "mingo-village.1");
  g_assert_cmpint (t->st->pending.side, ==, WC);
  for (guint s = 0; s < d->n_spaces; s++)
    rivers[s] = d->spaces[s].river && d->spaces[s].owner == mingo;
  count_spaces (t, rivers, dist);
  for (guint s = 0; s < d->n_spaces; s++)
    {
      gboolean land = d->spaces[s].owner == mingo && bare_ground (t, s);

      g_assert_cmpint (listed_setup (t, "mingo-village.1", s), ==, land && dist[s] <= 2);
      n += land && dist[s] <= 2;
      at2[s] = land && dist[s] == 2;
      at3[s] = land && dist[s] == 3;
    }
  g_assert_cmpint (n, >, 1);
  g_assert_cmpint (first_marked (t, at2), >=, 0);
  g_assert_cmpint (first_marked (t, at3), >=, 0);
  {
    g_autofree char *far = setup_text (t, village, first_marked (t, at3));
    g_autofree char *near = setup_text (t, village, first_marked (t, at2));

    assert_refused (t, far, "no more than 2 spaces from a river space");
    t_do (t, near);
  }
  g_assert_cmpint (t_pc (t, "mingo-village.1")->location, ==, first_marked (t, at2));
  t_free (t);
}

/* App. 4 Legion: "Locate Fort St.Clair 3-4 spaces from an existing fort"
 * (read: the nearest other fort 3-4 away). After the WC's set-up and Fort
 * Steuben's, the US is offered exactly the bare ground spaces 3 or 4
 * spaces from the nearest fort (Fort Washington, Fort Harmar, Fort
 * Steuben), by this file's count; one at 2 and one at 5 are refused, one
 * at 3 is listed and one at 4 taken. Mutants: from-fort's lower bound 3
 * read as 2, its upper bound 4 as 5. */
static void
test_fort_st_clair_three_to_four (void)
{
  T *t = t_new_with_set_up_choices ("legion");
  const OhioData *d = t->self->d;
  int fort = t_piece (t, "fort-st-clair");
  guint8 forts[OHIO_MAX_SPACES] = { 0 }, dist[OHIO_MAX_SPACES], ring[6][OHIO_MAX_SPACES];
  int n_forts = 0;

  memset (ring, 0, sizeof ring);
  set_up_until (t, "fort-st-clair");
  g_assert_cmpint (t->st->pending.side, ==, US);
  for (guint s = 0; s < d->n_spaces; s++)
    {
      forts[s] = ohio_has_fort (&t->c, s);
      n_forts += forts[s];
    }
  g_assert_cmpint (n_forts, >=, 3);
  count_spaces (t, forts, dist);
  for (guint s = 0; s < d->n_spaces; s++)
    {
      gboolean bare = bare_ground (t, s);

      g_assert_cmpint (listed_setup (t, "fort-st-clair", s), ==, bare && dist[s] >= 3 && dist[s] <= 4);
      if (bare && dist[s] >= 2 && dist[s] <= 5)
        ring[dist[s]][s] = 1;
    }
  for (int k = 2; k <= 5; k++)
    g_assert_cmpint (first_marked (t, ring[k]), >=, 0);
  {
    g_autofree char *at2 = setup_text (t, fort, first_marked (t, ring[2]));
    g_autofree char *at3 = setup_text (t, fort, first_marked (t, ring[3]));
    g_autofree char *at4 = setup_text (t, fort, first_marked (t, ring[4]));
    g_autofree char *at5 = setup_text (t, fort, first_marked (t, ring[5]));

    assert_refused (t, at2, "3-4 spaces from an existing fort");
    assert_refused (t, at5, "3-4 spaces from an existing fort");
    g_assert_true (t_has (t, at3));
    t_do (t, at4);
  }
  g_assert_cmpint (t_pc (t, "fort-st-clair")->location, ==, first_marked (t, ring[4]));
  t_free (t);
}

/* Whether a warrior of `nation` stands on `s`. */
static gboolean
warrior_of (T *t, int s, int nation)
{
  FOR_PIECES_AT (&t->c, s, q)
    if (t->self->d->pieces[q].klass == PC_WARRIOR && t->self->d->pieces[q].nation == nation)
      return TRUE;
  return FALSE;
}

/* Whether a British Arms marker on the map stands with a warrior of
 * `nation` (23.0's "one British Arms marker" a nation). */
static gboolean
nation_armed (T *t, int nation)
{
  for (guint q = 0; q < t->self->d->n_pieces; q++)
    if (t->self->d->pieces[q].klass == PC_ARMS && ohio_is_space (&t->c, bh_state_pieces (t->st)[q].location) &&
        warrior_of (t, bh_state_pieces (t->st)[q].location, nation))
      return TRUE;
  return FALSE;
}

/* App. 4 Legion: "Place British Arms with a warrior unit"; 23.0: "A
 * nation may never have more than one British Arms marker". The first
 * marker may go with any warrior, a second Shawnee one among them; once
 * it is with the Shawnee at Grand Glaize, the second marker is refused
 * beside another Shawnee warrior and offered beside a Delaware one.
 * Mutant: with-warrior's test of the warrior's nation dropped. */
static void
test_one_arms_a_nation (void)
{
  T *t = t_new_with_set_up_choices ("legion");
  int shawnee = t_nation (t, "shawnee"), delaware = t_nation (t, "delaware"), other = -1, del = -1;

  set_up_until (t, "british-arms.1");
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    {
      if (warrior_of (t, s, shawnee) && (int) s != t_loc (t, "grand-glaize") && other < 0)
        other = s;
      if (warrior_of (t, s, delaware) && del < 0)
        del = s;
    }
  g_assert_true (warrior_of (t, t_loc (t, "grand-glaize"), shawnee));
  g_assert_cmpint (other, >=, 0);
  g_assert_cmpint (del, >=, 0);
  {
    g_autofree char *second_shawnee = setup_text (t, t_piece (t, "british-arms.1"), other);

    g_assert_true (t_has (t, second_shawnee));
  }
  t_do (t, "set-up british-arms.1 grand-glaize");
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, "british-arms.2"));
  {
    g_autofree char *second_shawnee = setup_text (t, t_piece (t, "british-arms.2"), other);
    g_autofree char *delaware_arms = setup_text (t, t_piece (t, "british-arms.2"), del);

    /* Offered exactly where a warrior stands whose nation has no marker
     * with one of its warriors yet; on the map, so not with the Kickapoo
     * on their entry square (nothing but the US's entering pieces sets
     * up on an entry square). */
    for (guint s = 0; s < t->self->d->n_spaces; s++)
      {
        gboolean free_nation = FALSE;

        FOR_PIECES_AT (&t->c, s, w)
          if (t->self->d->pieces[w].klass == PC_WARRIOR && !nation_armed (t, t->self->d->pieces[w].nation))
            free_nation = TRUE;
        g_assert_cmpint (listed_setup (t, "british-arms.2", s), ==, free_nation && !t->self->d->spaces[s].entry);
      }
    g_assert_true (nation_armed (t, shawnee));
    g_assert_false (nation_armed (t, delaware));
    assert_refused (t, second_shawnee, "at most one per nation");
    t_do (t, delaware_arms);
  }
  g_assert_cmpint (t_pc (t, "british-arms.2")->location, ==, del);
  t_free (t);
}

/* 23.0 "British Arms markers may be moved between national units
 * occupying the same space" and "A nation may never have more than one
 * British Arms marker": Legion's set-up (App. 4 "Place British Arms with
 * a warrior unit") reads a marker's nation as moves, battles and recruits
 * do (docs/rules/ohio.md, Readings, 23.0 which nation a marker belongs
 * to). A Miami warrior from the reinforcement box is put with a Shawnee
 * one (no data place makes such a stack); the first marker there is
 * either nation's, so the second may go with a Miami warrior alone or in
 * that same stack; then, two markers for two nations, the third may go
 * neither with a Miami nor with a Shawnee warrior alone, but with a
 * Delaware one. Old code: a marker beside a nation's warrior counted as
 * that nation's, so the first one counted for both nations and the
 * second was refused beside the lone Miami warrior and in the stack. */
static void
test_arms_in_a_stack_of_two_nations (void)
{
  T *t = t_new_with_set_up_choices ("legion");
  int shawnee = t_nation (t, "shawnee"), miami = t_nation (t, "miami"), delaware = t_nation (t, "delaware");
  int both = -1, lone_miami = -1, lone_shawnee = -1, del = -1;
  const char *recruit = NULL;
  char id[32];

  set_up_until (t, "british-arms.1");
  for (int i = 1; i <= 10 && recruit == NULL; i++)
    {
      g_snprintf (id, sizeof id, "miami-warrior.%d", i);
      if (t_pc (t, id)->location == t_loc (t, "reinforcement-box"))
        recruit = id;
    }
  g_assert_nonnull (recruit);
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    if (warrior_of (t, s, shawnee) && both < 0)
      both = s;
  g_assert_cmpint (both, >=, 0);
  {
    g_autofree char *where = bh_game_data_dup_location_id (t->data, both);

    t_put (t, recruit, where, 0);
  }
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    {
      if ((int) s == both || t->self->d->spaces[s].entry)
        continue;
      if (warrior_of (t, s, miami) && lone_miami < 0)
        lone_miami = s;
      if (warrior_of (t, s, shawnee) && lone_shawnee < 0)
        lone_shawnee = s;
      if (warrior_of (t, s, delaware) && del < 0)
        del = s;
    }
  g_assert_cmpint (lone_miami, >=, 0);
  g_assert_cmpint (lone_shawnee, >=, 0);
  g_assert_cmpint (del, >=, 0);
  g_assert_false (warrior_of (t, lone_miami, shawnee));
  g_assert_false (warrior_of (t, lone_shawnee, miami));

  {
    g_autofree char *first = setup_text (t, t_piece (t, "british-arms.1"), both);

    t_do (t, first);
  }
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, "british-arms.2"));
  g_assert_true (listed_setup (t, "british-arms.2", both));
  g_assert_true (listed_setup (t, "british-arms.2", lone_shawnee));
  g_assert_true (listed_setup (t, "british-arms.2", lone_miami));
  {
    g_autofree char *second = setup_text (t, t_piece (t, "british-arms.2"), lone_miami);

    t_do (t, second);
  }

  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, "british-arms.3"));
  {
    g_autofree char *third_shawnee = setup_text (t, t_piece (t, "british-arms.3"), lone_shawnee);
    g_autofree char *third_miami = setup_text (t, t_piece (t, "british-arms.3"), lone_miami);
    g_autofree char *third_both = setup_text (t, t_piece (t, "british-arms.3"), both);

    assert_refused (t, third_shawnee, "at most one per nation");
    assert_refused (t, third_miami, "at most one per nation");
    assert_refused (t, third_both, "at most one per nation");
    g_assert_true (listed_setup (t, "british-arms.3", del));
  }
  t_free (t);
}

/* App. 4 the Wabash: "British Arms: x1 Any Shawnee Village, x1 Any
 * Delaware Village, x1 Any Miami Village, x1 Any Seneca Village". The
 * Shawnee marker is offered exactly the spaces with a Shawnee village
 * (the principal villages included), refused in a Delaware village, and
 * set up in a Shawnee one. Mutant: village-of any nation's village. */
static void
test_arms_in_a_village_of_the_nation (void)
{
  T *t = t_new_with_set_up_choices ("wabash");
  const OhioData *d = t->self->d;
  int shawnee = t_nation (t, "shawnee"), arms = t_piece (t, "british-arms.1"), n = 0, chosen = -1;

  set_up_until (t, "british-arms.1");
  g_assert_cmpint (bh_zone_placement_of (t->data, t->sc, d->pieces[arms].type, arms)->location, ==,
                   t_loc (t, "caesars-creek"));
  for (guint s = 0; s < d->n_spaces; s++)
    {
      gboolean village = d->spaces[s].principal == shawnee;

      FOR_PIECES_AT (&t->c, s, q)
        village |= d->pieces[q].klass == PC_VILLAGE && d->pieces[q].nation == shawnee;
      g_assert_cmpint (listed_setup (t, "british-arms.1", s), ==, village);
      n += village;
      if (village && (int) s != t_loc (t, "caesars-creek"))
        chosen = s;
    }
  g_assert_cmpint (n, >, 1);
  g_assert_true (ohio_has_village (&t->c, t_loc (t, "coshocton")));
  assert_refused (t, "set-up british-arms.1 coshocton", "any Shawnee village");
  {
    g_autofree char *text = setup_text (t, arms, chosen);

    t_do (t, text);
  }
  g_assert_cmpint (t_pc (t, "british-arms.1")->location, ==, chosen);
  t_free (t);
}

/* App. 4 Harmar and the campaign: "Miami ... x2 South of Pickawillany",
 * "Shawnee ... x2 South of Chalakatha". By this file's reckoning (the
 * nation's bare ground south of the principal village's latitude, at
 * most 2 spaces from its river) the map has exactly two such spaces each,
 * and some north of it that the village terms would otherwise allow; so
 * a Miami village north of Pickawillany is refused naming the zone, no
 * decision in the set-up is one of these four villages' (as many places
 * as villages), and they stand on exactly those spaces. Mutant:
 * south-of ignored (each village offered the nation's whole land). */
static void
test_villages_south_of_the_principal (void)
{
  const char *const scenarios[] = { "harmar", "campaign" };
  const char *const nations[][3] = { { "miami", "pickawillany", "miami-village" },
                                     { "shawnee", "chalakatha", "shawnee-village" } };

  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      T *t = t_new_with_set_up_choices (scenarios[i]);
      const OhioData *d = t->self->d;
      guint8 south[2][OHIO_MAX_SPACES] = { { 0 } }, north[2][OHIO_MAX_SPACES] = { { 0 } };

      /* What this file counts before any village stands: the map. */
      for (int k = 0; k < 2; k++)
        {
          int nation = t_nation (t, nations[k][0]);
          double lat = bh_game_data_get_space (t->data, t_loc (t, nations[k][1]))->lat;
          guint8 rivers[OHIO_MAX_SPACES] = { 0 }, dist[OHIO_MAX_SPACES];
          int n = 0;

          for (guint s = 0; s < d->n_spaces; s++)
            rivers[s] = d->spaces[s].river && d->spaces[s].owner == nation;
          count_spaces (t, rivers, dist);
          for (guint s = 0; s < d->n_spaces; s++)
            {
              gboolean fits = d->spaces[s].owner == nation && !d->spaces[s].river && !d->spaces[s].entry &&
                              d->spaces[s].principal == OHIO_NONE && !d->spaces[s].printed_settlement && dist[s] <= 2;
              gboolean is_south = bh_game_data_get_space (t->data, s)->lat < lat;

              south[k][s] = fits && is_south;
              north[k][s] = fits && !is_south;
              n += south[k][s];
            }
          g_assert_cmpint (n, ==, 2);
          g_assert_cmpint (first_marked (t, north[k]), >=, 0);
        }
      /* The WC sets up first: a village north of Pickawillany is refused
       * at its first decision; then no decision in the whole set-up is
       * one of these villages'. */
      g_assert_cmpint (t_kind (t), ==, D_SETUP);
      g_assert_cmpint (t->st->pending.side, ==, WC);
      {
        g_autofree char *text = setup_text (t, t_piece (t, "miami-village.1"), first_marked (t, north[0]));

        assert_refused (t, text, "south of Pickawillany");
      }
      while (t_kind (t) == D_SETUP)
        {
          const OhioPieceInfo *pi = &d->pieces[t->st->pending.args[0]];

          g_assert_false (pi->klass == PC_VILLAGE &&
                          (pi->nation == t_nation (t, "miami") || pi->nation == t_nation (t, "shawnee")));
          take_data_place (t);
        }
      for (int k = 0; k < 2; k++)
        for (int v = 1; v <= 2; v++)
          {
            g_autofree char *id = g_strdup_printf ("%s.%d", nations[k][2], v);
            int s = t_pc (t, id)->location;

            g_assert_true (ohio_is_space (&t->c, s));
            g_assert_true (south[k][s]);
            south[k][s] = 0;   /* one village a space */
          }
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* test-ohio-util.c's helpers this file does not need. */
  (void) t_vp2; (void) t_vp; (void) t_at;
  g_test_add_func ("/ohio/App.4/village-two-spaces-from-its-river", test_village_two_from_its_river);
  g_test_add_func ("/ohio/App.4/fort-st-clair-three-to-four-from-a-fort", test_fort_st_clair_three_to_four);
  g_test_add_func ("/ohio/App.4/legion-arms-one-a-nation", test_one_arms_a_nation);
  g_test_add_func ("/ohio/App.4/legion-arms-in-a-stack-of-two-nations", test_arms_in_a_stack_of_two_nations);
  g_test_add_func ("/ohio/App.4/wabash-arms-in-a-village-of-its-nation", test_arms_in_a_village_of_the_nation);
  g_test_add_func ("/ohio/App.4/villages-south-of-the-principal-village", test_villages_south_of_the_principal);
  return g_test_run ();
}
