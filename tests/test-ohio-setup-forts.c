/* test-ohio-setup-forts.c — Blood on the Ohio App. 2 / App. 4: "Place
 * units in a screening stack and/or a defending stack in Ft. Greenville"
 * (and Ft. Washington; the Wabash's and Legion's "Screening/Defending Fort
 * ..."), a US set-up decision in the default game (option choose-set-up,
 * RULES-DONE 5). 20.1: "A stack located in a space containing a fort is
 * either defending and/or screening the structure"; 20.1.2: "Fort
 * Washington and Harmar: 8FP · Built Forts: 6FP", "Leader FP do not count
 * toward the maximum. A structure can hold any number of leaders, scouts,
 * supply wagons and artillery." Once the US's pieces stand (App. 2: "The
 * US player sets up first. The WC player sets up second."), each fort with
 * US pieces is a decision listing exactly `garrison` / `ungarrison` as
 * 20.1.2 allows, `stacks-done`, and, before any choice of the US's own,
 * the quick path `set-up-example`. Without the option, or through the
 * quick path, the scenario's example stands (prop set-up-stacks,
 * reconstructed: every piece screening). Unit FP: App. 5 "two regular
 * infantry units (4FP)", 2 FP a full regular. Session 15. */
#include "test-ohio-util.c"

#include "bh-narration.h"

enum { US, WC };

/* 20.1.2's capacities and App. 5's 2 FP of a full regular unit. */
enum { PRINTED_FORT_FP = 8, BUILT_FORT_FP = 6, REGULAR_FP = 2 };

static gboolean
inside (T *t, const char *piece)
{
  return (t_pc (t, piece)->flags & F_DEFEND) != 0;
}

static int
cmp_str (const void *a, const void *b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The listed actions sorted, "; " between. */
static char *
listed_sorted (T *t)
{
  g_autofree char *all = t_actions (t);
  g_auto(GStrv) parts = g_strsplit (all, "; ", -1);

  qsort (parts, g_strv_length (parts), sizeof (char *), cmp_str);
  return g_strjoinv ("; ", parts);
}

/* `expected` (NULL-terminated) sorted, "; " between. */
static char *
sorted (const char *const *expected)
{
  g_auto(GStrv) parts = g_strdupv ((char **) expected);

  qsort (parts, g_strv_length (parts), sizeof (char *), cmp_str);
  return g_strjoinv ("; ", parts);
}

static void
assert_listed (T *t, const char *const *expected)
{
  g_autofree char *got = listed_sorted (t);
  g_autofree char *want = sorted (expected);

  g_assert_cmpstr (got, ==, want);
}

/* App. 2, the US first: before the WC places anything, the US splits Fort
 * Washington's stacks (St. Clair, two regular infantry, the artillery:
 * each may go in, none counted beyond 4 FP of the 8) and then Fort
 * Greenville's (Butler's force: Butler, the militia cavalry, a regular
 * infantry, 4 FP of the 6). Old code: the first decision was the WC's
 * (Little Turtle), the US's pieces all screening. */
static void
test_us_splits_each_fort_first (void)
{
  T *t = t_new_setting_up ("learning-1");
  static const char *const washington[] = {
    "stacks-done", "garrison st-clair", "garrison us-regular-infantry.2", "garrison us-regular-infantry.3",
    "garrison artillery.1", "set-up-example", NULL
  };
  static const char *const greenville[] = {
    "stacks-done", "garrison richard-butler", "garrison us-militia-cavalry.1", "garrison us-regular-infantry.1",
    NULL
  };

  g_assert_cmpint (t_kind (t), ==, D_SETUP_FORT);
  g_assert_cmpint (t->st->pending.side, ==, US);
  g_assert_cmpint (t->st->pending.args[0], ==, t_loc (t, "fort-washington"));
  assert_listed (t, washington);
  /* No WC piece placed yet: the Miami villages wait off the map. */
  g_assert_cmpint (t_where (t, "miami-village.1"), ==, BH_OFFBOARD);
  t_do (t, "stacks-done");
  g_assert_cmpint (t_kind (t), ==, D_SETUP_FORT);
  g_assert_cmpint (t->st->pending.args[0], ==, t_loc (t, "greenville"));
  /* An own choice made ("stacks-done"): the quick path is gone. */
  assert_listed (t, greenville);
  t_do (t, "stacks-done");
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_free (t);
}

/* "screening stack and/or a defending stack": every piece inside, or
 * none, or some; a piece put in is offered out again, and the split stands
 * into the game (the US's first operations list `ungarrison` for it). */
static void
test_split_stands (void)
{
  T *t = t_new_setting_up ("learning-1");

  t_do (t, "garrison st-clair");
  t_do (t, "garrison us-regular-infantry.2");
  t_do (t, "garrison us-regular-infantry.3");
  t_do (t, "garrison artillery.1");
  /* All four inside: the decision stays until the US says it is done. */
  g_assert_cmpint (t_kind (t), ==, D_SETUP_FORT);
  g_assert_true (t_has (t, "ungarrison us-regular-infantry.3"));
  g_assert_false (t_has (t, "garrison us-regular-infantry.3"));
  t_do (t, "ungarrison us-regular-infantry.3");
  g_assert_true (t_has (t, "garrison us-regular-infantry.3"));
  t_do (t, "stacks-done");
  g_assert_true (t_said (t, "defending, Arthur St. Clair"));
  g_assert_true (t_said (t, "screening, Regular infantry"));
  /* Fort Greenville: none inside. */
  t_do (t, "stacks-done");
  g_assert_true (t_said (t, "defending, none"));
  t_take_example_set_up (t);
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  g_assert_true (inside (t, "st-clair"));
  g_assert_true (inside (t, "us-regular-infantry.2"));
  g_assert_true (inside (t, "artillery.1"));
  g_assert_false (inside (t, "us-regular-infantry.3"));
  g_assert_false (inside (t, "richard-butler"));
  g_assert_false (inside (t, "us-militia-cavalry.1"));
  g_assert_true (t_has (t, "ungarrison us-regular-infantry.2"));
  t_free (t);
}

/* The quick path: the US's `set-up-example` at its first fort takes the
 * example for every fort (all screening) and the WC sets up next; after a
 * choice of the US's own it is no longer offered. The game without the
 * option has no fort decision and the same split. */
static void
test_example_and_option_off (void)
{
  T *t = t_new_setting_up ("learning-1");
  T *u = t_new_setting_up ("learning-1");
  T *plain = g_new0 (T, 1);

  g_assert_true (t_has (t, "set-up-example"));
  t_do (t, "set-up-example");
  g_assert_true (t_said (t, "screen them, as in the scenario's example"));
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    g_assert_false (t->self->d->pieces[p].side == US && (bh_state_pieces (t->st)[p].flags & F_DEFEND));
  /* An own choice first: no quick path after it. */
  t_do (u, "garrison st-clair");
  g_assert_false (t_has (u, "set-up-example"));
  t_free (u);
  /* The option off. */
  bh_builtin_rules_register ();
  plain->sc = t_init (plain, "ohio", "learning-1", 1, "!choose-set-up");
  plain->self = BH_OHIO_RULES (plain->rules);
  ohio_ctx_init (&plain->c, plain->self, plain->st);
  g_assert_cmpint (t_kind (plain), ==, D_OPS);
  g_assert_false (inside (plain, "st-clair"));
  g_assert_false (inside (plain, "us-regular-infantry.1"));
  t_free (plain);
  t_free (t);
}

/* App. 4 (the WC first, the US last): the US placing its pieces by hand
 * then splits its forts; its `set-up-example` instead takes the example
 * for the forts too and the game begins (Wabash: Forts Washington, Harmar,
 * Steuben). */
static void
test_app4_forts_last (void)
{
  T *t = t_new_setting_up ("wabash");
  T *quick = t_new_setting_up ("wabash");
  int forts = 0;
  guint8 seen[OHIO_MAX_SPACES] = { 0 };

  t_do (t, "set-up-example");   /* the WC */
  g_assert_cmpint (t->st->pending.side, ==, US);
  while (t_kind (t) == D_SETUP)
    take_data_place (t);
  while (t_kind (t) == D_SETUP_FORT)
    {
      int s = t->st->pending.args[0];

      g_assert_cmpint (t->st->pending.side, ==, US);
      g_assert_true (ohio_has_fort (&t->c, s));
      g_assert_false (seen[s]);
      seen[s] = 1;
      forts++;
      t_do (t, "stacks-done");
    }
  g_assert_true (seen[t_loc (t, "fort-washington")]);
  g_assert_true (seen[t_loc (t, "fort-harmar")]);
  g_assert_true (seen[t_loc (t, "east-fork")]);   /* Fort Steuben, the data's place */
  g_assert_cmpint (forts, ==, 3);
  g_assert_cmpint (t_kind (t), !=, D_SETUP);
  t_do (quick, "set-up-example");
  t_do (quick, "set-up-example");
  g_assert_cmpint (t_kind (quick), !=, D_SETUP);
  g_assert_cmpint (t_kind (quick), !=, D_SETUP_FORT);
  t_free (quick);
  t_free (t);
}

/* 20.1.2 at 8 FP: Legion's Fort Washington holds two regular infantry and
 * two regular cavalry, 4 x 2 = 8 FP, exactly what the fort holds: the
 * fourth unit still goes in (6 + 2 = 8). */
static void
test_printed_fort_holds_eight (void)
{
  T *t = t_new_setting_up ("legion");
  int fw = t_loc (t, "fort-washington"), n = 0;

  t_do (t, "set-up-example");   /* the WC */
  while (t_kind (t) == D_SETUP)
    take_data_place (t);
  while (t_kind (t) == D_SETUP_FORT && t->st->pending.args[0] != fw)
    t_do (t, "stacks-done");
  g_assert_cmpint (t_kind (t), ==, D_SETUP_FORT);
  FOR_PIECES_AT (&t->c, fw, p)
    if (t->self->d->pieces[p].side == US && ohio_is_unit (&t->c, p))
      {
        g_autofree char *id = bh_game_data_dup_piece_id (t->data, p);
        g_autofree char *text = g_strdup_printf ("garrison %s", id);

        g_assert_cmpint (ohio_fp (&t->c, p), ==, REGULAR_FP);
        g_assert_true (t_has (t, text));
        t_do (t, text);
        t_applied (t);
        n++;
      }
  g_assert_cmpint (n * REGULAR_FP, ==, PRINTED_FORT_FP);
  t_free (t);
}

/* learning-1 with `n` regular infantry in Butler's force at Fort
 * Greenville (the data gives one): a built fort fuller than its 6 FP, the
 * other side of 20.1.2's boundary. The scenario's data is changed in
 * memory, the game then played through actions. */
static T *
t_new_crowded_example (int n, const char *example)
{
  T *t = g_new0 (T, 1);
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(GError) error = NULL;
  const BhScenario *sc;
  int type, greenville;

  bh_builtin_rules_register ();
  t->data = bh_library_load_game (library, "ohio", &error);
  g_assert_no_error (error);
  sc = bh_game_data_get_scenario (t->data, bh_game_data_find_scenario (t->data, "learning-1"));
  type = bh_game_data_find_unit_type (t->data, "us-regular-infantry");
  greenville = bh_game_data_find_space (t->data, "greenville");
  for (guint i = 0; i < sc->placements->len; i++)
    {
      BhPlacement *pl = &g_array_index (sc->placements, BhPlacement, i);

      if (pl->unit_type == type && pl->location == greenville)
        pl->count = n;
    }
  for (guint i = 0; example != NULL && i < sc->props->len; i++)
    {
      BhProp *prop = g_ptr_array_index (sc->props, i);

      if (g_str_equal (prop->name, "set-up-stacks"))
        prop->value = (char *) example;   /* the data keeps its strings in one chunk */
    }
  t->sc = sc;
  t->rules = bh_rules_new_for_game (t->data, FALSE, &error);
  g_assert_no_error (error);
  t->st = bh_state_new_for_scenario (t->data, sc, 1, bh_rules_get_extra_size (t->rules), &error);
  g_assert_no_error (error);
  g_assert_true (bh_rules_setup (t->rules, t->st, sc, &error));
  g_assert_no_error (error);
  t->self = BH_OHIO_RULES (t->rules);
  ohio_ctx_init (&t->c, t->self, t->st);
  return t;
}

static T *
t_new_crowded (int n)
{
  return t_new_crowded_example (n, NULL);
}

/* 20.1.2 at 6 FP, a built fort: the militia cavalry and two regular
 * infantry inside make 6 FP; a third regular (8 FP) is not listed and is
 * refused with 20.1.2, while Butler, a leader, still goes in ("Leader FP
 * do not count"); one regular out, the third goes in. */
static void
test_built_fort_holds_six (void)
{
  T *t = t_new_crowded (3);
  g_autofree char *why = NULL;

  t_do (t, "stacks-done");   /* Fort Washington */
  g_assert_cmpint (t->st->pending.args[0], ==, t_loc (t, "greenville"));
  t_do (t, "garrison us-militia-cavalry.1");
  t_do (t, "garrison us-regular-infantry.1");
  g_assert_true (t_has (t, "garrison us-regular-infantry.2"));   /* 4 + 2 = 6 */
  t_do (t, "garrison us-regular-infantry.2");
  g_assert_cmpint (ohio_stack_unit_fp (&t->c, t_loc (t, "greenville"), US, F_DEFEND, 0), ==, BUILT_FORT_FP);
  g_assert_false (t_has (t, "garrison us-regular-infantry.3"));  /* 6 + 2 = 8 */
  why = t_refusal (t, "garrison us-regular-infantry.3");
  g_assert_nonnull (strstr (why, "20.1.2"));
  g_assert_true (t_has (t, "garrison richard-butler"));
  t_do (t, "garrison richard-butler");
  t_do (t, "ungarrison us-regular-infantry.1");
  g_assert_true (t_has (t, "garrison us-regular-infantry.3"));
  t_do (t, "garrison us-regular-infantry.3");
  t_do (t, "stacks-done");
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  g_assert_true (inside (t, "us-regular-infantry.3"));
  g_assert_false (inside (t, "us-regular-infantry.1"));
  t_free (t);
}

/* The example read from the scenario (prop set-up-stacks): with
 * "defend", the quick path puts the units inside in order as far as the
 * fort holds them (20.1.2): at a crowded Fort Greenville three of its four
 * 2-FP units (6 FP), the fourth outside, Butler inside (a leader, not
 * counted); the data's "screen" leaves all outside
 * (test_example_and_option_off). */
static void
test_example_defend (void)
{
  T *t = t_new_crowded_example (3, "defend");
  int outside = 0;

  t_do (t, "set-up-example");
  g_assert_true (t_said (t, "go inside the forts as far as the forts hold them"));
  g_assert_cmpint (ohio_stack_unit_fp (&t->c, t_loc (t, "greenville"), US, F_DEFEND, 0), ==, BUILT_FORT_FP);
  g_assert_true (inside (t, "richard-butler"));
  outside = !inside (t, "us-militia-cavalry.1");
  for (int i = 1; i <= 3; i++)
    {
      g_autofree char *id = g_strdup_printf ("us-regular-infantry.%d", i);

      outside += !inside (t, id);
    }
  g_assert_cmpint (outside, ==, 1);   /* 4 units of 2 FP, 3 fit */
  /* Fort Washington: both regulars (4 FP of 8), St. Clair and the artillery. */
  g_assert_true (inside (t, "st-clair"));
  g_assert_true (inside (t, "artillery.1"));
  g_assert_true (inside (t, "us-regular-infantry.4"));
  g_assert_true (inside (t, "us-regular-infantry.5"));
  t_free (t);
}

/* The decision is the one fort's: a piece at the other fort is neither
 * listed nor allowed. */
static void
test_one_fort_at_a_time (void)
{
  T *t = t_new_setting_up ("learning-1");

  g_assert_cmpint (t->st->pending.args[0], ==, t_loc (t, "fort-washington"));
  g_assert_false (t_has (t, "garrison richard-butler"));
  g_assert_false (t_can (t, "garrison richard-butler"));
  g_assert_false (t_can (t, "set-up little-turtle mississinewa"));
  t_free (t);
}

/* 25.2 (option examine-stacks, Harmar): "WC may look at US stacks. US may
 * not look at WC stacks." The US's fort decision comes after the WC's
 * set-up; it names the fort and US pieces only, and its account, US pieces
 * only, is told to the WC in full. */
static void
test_examine_stacks (void)
{
  T *t = g_new0 (T, 1);
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autofree char *us = NULL, *wc = NULL;

  bh_builtin_rules_register ();
  t->sc = t_init (t, "ohio", "harmar", 1, "examine-stacks");
  t->self = BH_OHIO_RULES (t->rules);
  ohio_ctx_init (&t->c, t->self, t->st);
  t_do (t, "set-up-example");   /* the WC */
  while (t_kind (t) == D_SETUP)
    take_data_place (t);
  g_assert_cmpint (t_kind (t), ==, D_SETUP_FORT);
  {
    g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, US);
    g_autofree char *told = bh_rules_describe_decision (t->rules, view, US);

    g_assert_nonnull (strstr (told, "Fort Washington"));
    g_assert_null (strstr (told, "Little Turtle"));
  }
  bh_rules_list_actions (t->rules, t->st, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);

      if (a->kind == A_GARRISON || a->kind == A_UNGARRISON)
        g_assert_cmpint (t->self->d->pieces[a->args[0]].side, ==, US);
    }
  t_do (t, "garrison us-regular-infantry.1");
  t_do (t, "stacks-done");
  us = bh_narration_for_seat (t->narration, US);
  wc = bh_narration_for_seat (t->narration, WC);
  g_assert_nonnull (strstr (us, "defending, Regular infantry"));
  g_assert_nonnull (strstr (wc, "defending, Regular infantry"));
  t_free (t);
}

/* A save of the default game replays the fort's split. */
static void
test_save_replays_split (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "ohio", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_game_new (data, "learning-1", 1, FALSE, &error);
  g_autoptr(BhGame) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *xml = NULL;
  int infantry = bh_game_data_find_piece (data, "us-regular-infantry.2");

  g_assert_no_error (error);
  g_assert_true (bh_game_perform_text (game, "garrison us-regular-infantry.2", &error));
  g_assert_true (bh_game_perform_text (game, "stacks-done", &error));
  g_assert_no_error (error);
  xml = bh_game_to_xml (game, NULL);
  g_assert_nonnull (strstr (xml, "<action>garrison us-regular-infantry.2</action>"));
  g_assert_nonnull (strstr (xml, "<action>stacks-done</action>"));
  bytes = g_bytes_new (xml, strlen (xml));
  loaded = bh_library_open_save_from_bytes (library, "forts.blockhouse", bytes, &error);
  g_assert_no_error (error);
  g_assert_true (bh_state_const_pieces (bh_game_get_state (loaded))[infantry].flags & F_DEFEND);
  g_assert_true (bh_state_equal (bh_game_get_state (loaded), bh_game_get_state (game)));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/App.2/fort-stacks/us-splits-each-fort-first", test_us_splits_each_fort_first);
  g_test_add_func ("/ohio/App.2/fort-stacks/split-stands-into-the-game", test_split_stands);
  g_test_add_func ("/ohio/App.2/fort-stacks/example-and-option-off", test_example_and_option_off);
  g_test_add_func ("/ohio/App.2/fort-stacks/one-fort-at-a-time", test_one_fort_at_a_time);
  g_test_add_func ("/ohio/App.4/fort-stacks/after-the-us-pieces", test_app4_forts_last);
  g_test_add_func ("/ohio/20.1.2/fort-stacks/printed-fort-holds-8", test_printed_fort_holds_eight);
  g_test_add_func ("/ohio/20.1.2/fort-stacks/built-fort-holds-6", test_built_fort_holds_six);
  g_test_add_func ("/ohio/25.2/fort-stacks/named-to-both-sides", test_examine_stacks);
  g_test_add_func ("/ohio/App.2/fort-stacks/example-defend-as-far-as-the-fort-holds", test_example_defend);
  g_test_add_func ("/ohio/App.2/fort-stacks/save-replays-the-split", test_save_replays_split);
  return g_test_run ();
}
