/* test-ohio-setup.c — Blood on the Ohio App. 2, the learning tiers' set-up
 * choices (option choose-set-up): "The US player sets up first. The WC
 * player sets up second." "Place fort four spaces from Ft. Washington in
 * Miami territory." "Place 5 Miami villages 3-4 spaces away from Ft.
 * Greenville within Miami Territory and within two spaces of a river.
 * Place units in any one of the Miami villages." Each placement is a
 * decision listing the legal spaces; the spaces are checked against this
 * file's own count of spaces over the map's connections, on both sides of
 * each number (3 / 4 / 5 spaces, 2 / 3 from a river). The option is on in
 * the default game (RULES-DONE 5); with it off (and in a save written
 * before it was on by default) the scenario's places stand. Referee session
 * 13, finding 6; session 14 recheck, finding 6. */
#include "test-ohio-util.c"

#include "bh-narration.h"
#include "bh-zone-terms.h"

enum { US, WC };

/* The game with the option choose-set-up off: the data's places stand,
 * as in a save written before the option was on by default. */
static T *
t_new_option_off (const char *scenario)
{
  T *t = g_new0 (T, 1);

  bh_builtin_rules_register ();
  t->sc = t_init (t, "ohio", scenario, 1, "!choose-set-up");
  t->self = BH_OHIO_RULES (t->rules);
  ohio_ctx_init (&t->c, t->self, t->st);
  return t;
}

static gboolean
miami_land (T *t, int s)
{
  /* No piece stands on a river space (2.5.2). */
  return t->self->d->spaces[s].owner == t_nation (t, "miami") && !t->self->d->spaces[s].entry &&
         !t->self->d->spaces[s].river;
}

/* The Miami ground spaces `lo` to `hi` spaces from `space` (and, with
 * `river_max` >= 0, at most that many from a river space), by this file's
 * own count; their number. */
static int
miami_ring (T *t, int space, int lo, int hi, int river_max, guint8 *in)
{
  guint8 dist[OHIO_MAX_SPACES], river[OHIO_MAX_SPACES], rivers[OHIO_MAX_SPACES] = { 0 };
  int n = 0;

  spaces_from (t, space, dist);
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    rivers[s] = t->self->d->spaces[s].river;
  count_spaces (t, rivers, river);
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    {
      in[s] = miami_land (t, s) && dist[s] >= lo && dist[s] <= hi && (river_max < 0 || river[s] <= river_max) &&
              t->self->d->spaces[s].principal == OHIO_NONE;
      n += in[s];
    }
  return n;
}

/* App. 2, the US first: "Place fort four spaces from Ft. Washington in
 * Miami territory": on this map one Miami ground space only is 4 spaces
 * from Fort Washington (Greenville; Twin Creek is 3, Pickawillany 5), so
 * the fort goes there with no choice, and Butler's force with it ("in Ft.
 * Greenville"). Then the WC: the five Miami villages "3-4 spaces away from
 * Ft. Greenville ... within two spaces of a river" have exactly five such
 * spaces, one village each, again no choice; the first WC decision is
 * where Little Turtle's Miami go. */
static void
test_fort_and_villages_placed (void)
{
  T *t = t_new_setting_up ("learning-1");
  guint8 at4[OHIO_MAX_SPACES], at3[OHIO_MAX_SPACES], at5[OHIO_MAX_SPACES], ring[OHIO_MAX_SPACES];
  int fort = -1, n_villages = 0;

  t_leave_fort_stacks (t);   /* the US's set-up ends with its forts' stacks (20.1) */
  g_assert_cmpint (miami_ring (t, t_loc (t, "fort-washington"), 4, 4, -1, at4), ==, 1);
  g_assert_cmpint (miami_ring (t, t_loc (t, "fort-washington"), 3, 3, -1, at3), >, 0);
  g_assert_cmpint (miami_ring (t, t_loc (t, "fort-washington"), 5, 5, -1, at5), >, 0);
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    if (at4[s])
      fort = s;
  g_assert_cmpint (fort, ==, t_loc (t, "greenville"));
  g_assert_cmpint (t_pc (t, "fort-greenville")->location, ==, fort);
  g_assert_cmpint (t_pc (t, "richard-butler")->location, ==, fort);
  g_assert_cmpint (t_pc (t, "us-militia-cavalry.1")->location, ==, fort);
  g_assert_cmpint (miami_ring (t, fort, 3, 4, 2, ring), ==, 5);
  for (int i = 1; i <= 5; i++)
    {
      g_autofree char *id = g_strdup_printf ("miami-village.%d", i);
      int s = t_pc (t, id)->location;

      g_assert_true (ohio_is_space (&t->c, s) && ring[s]);
      ring[s] = 0;   /* one village a space */
      n_villages++;
    }
  g_assert_cmpint (n_villages, ==, 5);
  /* Both sides of 3-4 exist: White River is 2 spaces from the fort,
   * Kekionga 5 (a slip to 2-4 or 3-5 gives six places for five villages,
   * and the WC a village decision). "Within two spaces of a river" does
   * not tell these spaces apart: each is next to a river space. */
  g_assert_cmpint (miami_ring (t, fort, 2, 2, 2, ring), >, 0);
  g_assert_cmpint (miami_ring (t, fort, 5, 5, 2, ring), >, 0);
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, "little-turtle"));
  t_free (t);
}

/* "Place units in any one of the Miami villages": Little Turtle is
 * offered the five villages and nothing else; the Miami leader and the
 * five warriors go with him; then the tier's first segment, US
 * Operations, begins. */
static void
test_units_in_one_village (void)
{
  T *t = t_new_setting_up ("learning-1");
  int villages[5], lt = t_piece (t, "little-turtle");

  t_leave_fort_stacks (t);
  for (int i = 0; i < 5; i++)
    {
      g_autofree char *id = g_strdup_printf ("miami-village.%d", i + 1);

      villages[i] = t_pc (t, id)->location;
    }
  g_assert_cmpint (t->st->pending.args[0], ==, lt);
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    {
      gboolean village = FALSE;

      for (int i = 0; i < 5; i++)
        village |= villages[i] == (int) s;
      g_assert_cmpint (listed_setup (t, "little-turtle", s), ==, village);
    }
  g_assert_true (t_has (t, "set-up-example"));
  {
    g_autofree char *text = setup_text (t, lt, villages[4]);

    t_do (t, text);
  }
  g_assert_cmpint (t_pc (t, "little-turtle")->location, ==, villages[4]);
  g_assert_cmpint (t_pc (t, "miami-subordinate-leader.1")->location, ==, villages[4]);
  for (int i = 1; i <= 5; i++)
    {
      g_autofree char *id = g_strdup_printf ("miami-warrior.%d", i);

      g_assert_cmpint (t_pc (t, id)->location, ==, villages[4]);
    }
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  g_assert_cmpint (t->st->pending.side, ==, US);
  t_free (t);
}

/* The example for both sides gives the very set-up of the game without
 * the option; the option off offers no set-up decision at all. */
static void
test_example_is_the_default (void)
{
  T *plain = t_new_option_off ("learning-1");
  T *t = t_new_setting_up ("learning-1");
  const BhPieceState *a, *b;

  g_assert_cmpint (t_kind (plain), ==, D_OPS);
  t_leave_fort_stacks (t);
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_do (t, "set-up-example");
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  a = bh_state_pieces (plain->st);
  b = bh_state_pieces (t->st);
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    g_assert_cmpint (a[p].location, ==, b[p].location);
  t_free (plain);
  t_free (t);
}

/* Tier 3 has the same set-up choice. */
static void
test_tier_three (void)
{
  T *t = t_new_setting_up ("learning-3");

  t_leave_fort_stacks (t);
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, "little-turtle"));
  t_free (t);
}

/* Every scenario: the data's place of each piece is one its terms allow
 * (the example is legal), taken one piece at a time, and the walk ends in
 * the game without the option. */
static void
test_example_places_are_legal (void)
{
  const char *const scenarios[] = { "learning-1", "learning-2", "learning-3", "harmar", "wabash", "legion", "campaign" };

  for (guint i = 0; i < G_N_ELEMENTS (scenarios); i++)
    {
      T *plain = t_new_option_off (scenarios[i]);
      T *t = t_new_setting_up (scenarios[i]);
      const BhPieceState *a, *b;
      int decisions = 0;

      while (t_kind (t) == D_SETUP || t_kind (t) == D_SETUP_FORT)
        {
          int p = t->st->pending.args[0];
          const BhPlacement *pl;
          g_autofree char *text = NULL;

          if (t_kind (t) == D_SETUP_FORT)
            {
              t_do (t, "stacks-done");   /* as the example has them (20.1) */
              continue;
            }
          pl = bh_zone_placement_of (t->data, t->sc, t->self->d->pieces[p].type, p);
          text = setup_text (t, p, pl->location);

          if (!t_has (t, text))
            g_error ("%s: the data's place is not listed: %s", scenarios[i], text);
          t_do (t, text);
          decisions++;
        }
      g_assert_cmpint (decisions, >, 0);
      a = bh_state_pieces (plain->st);
      b = bh_state_pieces (t->st);
      for (guint p = 0; p < t->self->d->n_pieces; p++)
        g_assert_cmpint (a[p].location, ==, b[p].location);
      g_assert_cmpint (t_kind (t), ==, t_kind (plain));
      t_free (plain);
      t_free (t);
    }
}

/* App. 4 War on the Wabash: "Locate Fort Steuben within 4 spaces of Fort
 * Washington": after the WC's set-up, the US is offered every ground
 * space 1 to 4 spaces from Fort Washington with no structure, none at 5;
 * the fort's garrison ("Screening/Defending Fort Steuben") goes with it. */
static void
test_fort_steuben_within_four (void)
{
  T *t = t_new_setting_up ("wabash");
  guint8 dist[OHIO_MAX_SPACES];
  int at4 = -1, at5 = 0, steuben = t_piece (t, "fort-steuben");
  const OhioData *d = t->self->d;

  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_do (t, "set-up-example");
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  g_assert_cmpint (t->st->pending.args[0], ==, steuben);
  spaces_from (t, t_loc (t, "fort-washington"), dist);
  for (guint s = 0; s < d->n_spaces; s++)
    {
      gboolean ground = !d->spaces[s].river && !d->spaces[s].entry && ohio_space_usable (&t->c, s);
      gboolean bare = !ohio_has_village (&t->c, s) && d->spaces[s].principal == OHIO_NONE &&
                      !ohio_has_settlement (&t->c, s) && !ohio_has_fort (&t->c, s) && !d->spaces[s].printed_settlement;

      g_assert_cmpint (listed_setup (t, "fort-steuben", s), ==, ground && bare && dist[s] >= 1 && dist[s] <= 4);
      if (ground && bare && dist[s] == 4 && (int) s != t_loc (t, "east-fork"))
        at4 = s;
      at5 += ground && bare && dist[s] == 5;
    }
  g_assert_cmpint (at4, >=, 0);
  g_assert_cmpint (at5, >, 0);
  {
    g_autofree char *text = setup_text (t, steuben, at4);

    t_do (t, text);
  }
  g_assert_cmpint (t_pc (t, "fort-steuben")->location, ==, at4);
  /* The pieces the scenario puts with the fort at East Fork are with it. */
  {
    T *plain = t_new_option_off ("wabash");
    int with = 0;

    for (guint p = 0; p < d->n_pieces; p++)
      if (bh_state_pieces (plain->st)[p].location == t_loc (t, "east-fork"))
        {
          g_assert_cmpint (bh_state_pieces (t->st)[p].location, ==, at4);
          with++;
        }
    g_assert_cmpint (with, ==, 3);
    t_free (plain);
  }
  t_free (t);
}

/* App. 4 Harmar: "1st Expedition - Place on two or more US Entry
 * Squares": every piece but the last on one square; the last is offered
 * the other squares only (one square refused); the Wabash's "one or more"
 * lets the last one join the others. */
static void
test_entry_squares (void)
{
  const char *const scenarios[] = { "harmar", "wabash" };

  for (int i = 0; i < 2; i++)
    {
      T *t = t_new_setting_up (scenarios[i]);
      int square = t_loc (t, "entry-us-wilderness-road"), last = -1, n = 0;
      g_autofree char *why = NULL;

      t_do (t, "set-up-example");
      while (t_kind (t) == D_SETUP)
        {
          int p = t->st->pending.args[0];
          const BhPlacement *pl = bh_zone_placement_of (t->data, t->sc, t->self->d->pieces[p].type, p);
          g_autofree char *text = setup_text (t, p, square);

          if (strstr (pl->where, "us-entry") == NULL)
            {
              take_data_place (t);
              continue;
            }
          last = p;
          n++;
          if (!t_has (t, text))
            break;
          t_do (t, text);
        }
      g_assert_cmpint (n, >, 2);
      if (i == 0)
        {
          /* Harmar: the last entering piece may not make it one square. */
          g_assert_cmpint (t_kind (t), ==, D_SETUP);
          g_assert_cmpint (t->st->pending.args[0], ==, last);
          {
            g_autofree char *text = setup_text (t, last, square);
            g_autofree char *other = setup_text (t, last, t_loc (t, "entry-us-salt-river"));

            why = t_refusal (t, text);
            g_assert_true (t_has (t, other));
          }
          g_assert_nonnull (strstr (why, "App. 4"));
        }
      else
        /* The Wabash: all on one square is legal. */
        g_assert_cmpint (t_kind (t), !=, D_SETUP);
      t_free (t);
    }
}

/* App. 4: "When placing warrior units, place as desired in their nation's
 * villages including their primary villages no more than one per
 * village." Harmar's WC places each village on the last space offered (not
 * the data's); the warriors then have as many free villages as warriors,
 * so they are placed without a decision, each alone in a village of its
 * nation. */
static void
test_one_warrior_a_village (void)
{
  T *t = t_new_setting_up ("harmar");
  const OhioData *d = t->self->d;
  int warrior_decisions = 0, zoned = 0;

  while (t_kind (t) == D_SETUP && t->st->pending.side == WC)
    {
      int p = t->st->pending.args[0];

      warrior_decisions += d->pieces[p].klass == PC_WARRIOR;
      if (d->pieces[p].klass == PC_VILLAGE)
        {
          g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));

          bh_rules_list_actions (t->rules, t->st, actions);
          guint last = actions->len - 1;

          /* The last space offered (the example, when listed, comes last). */
          if (g_array_index (actions, BhAction, last).kind == A_SETUP_EXAMPLE)
            last--;
          t_apply (t, &g_array_index (actions, BhAction, last));
        }
      else
        take_data_place (t);
    }
  g_assert_cmpint (warrior_decisions, ==, 0);
  for (guint p = 0; p < d->n_pieces; p++)
    {
      const BhPlacement *pl;
      int s = bh_state_pieces (t->st)[p].location;
      gboolean village;

      if (d->pieces[p].klass != PC_WARRIOR)
        continue;
      pl = bh_zone_placement_of (t->data, t->sc, d->pieces[p].type, p);
      if (pl == NULL || pl->where == NULL)
        continue;
      zoned++;
      village = d->spaces[s].principal == d->pieces[p].nation;
      FOR_PIECES_AT (&t->c, s, q)
        village |= d->pieces[q].klass == PC_VILLAGE && d->pieces[q].nation == d->pieces[p].nation;
      g_assert_true (village);
      g_assert_cmpint (ohio_count_class (&t->c, s, PC_WARRIOR), ==, 1);
    }
  g_assert_cmpint (zoned, >, 4);
  t_free (t);
}

/* The example taken after the other side's choices: Legion's WC puts a
 * Miami village (and then a warrior) on Twin Creek, the data's place of
 * Fort St. Clair; the US's set-up-example then puts the fort on another
 * space its terms allow (3-4 spaces from the nearest fort, no structure),
 * never among the WC's pieces (the invariant of t_apply holds). */
static void
test_example_after_choices (void)
{
  T *t = t_new_setting_up ("legion");
  int twin = t_loc (t, "twin-creek"), taken = 0, fort;
  guint8 src[OHIO_MAX_SPACES] = { 0 }, dist[OHIO_MAX_SPACES];

  while (t_kind (t) == D_SETUP && t->st->pending.side == WC)
    {
      g_autofree char *there = setup_text (t, t->st->pending.args[0], twin);

      if (!taken && t_has (t, there))
        {
          t_do (t, there);
          taken = 1;
        }
      else
        take_data_place (t);
    }
  g_assert_true (taken);
  g_assert_true (ohio_has_village (&t->c, twin));
  t_do (t, "set-up-example");
  fort = t_pc (t, "fort-st-clair")->location;
  g_assert_cmpint (fort, !=, twin);
  g_assert_false (ohio_has_military (&t->c, fort, WC, 0, 0));
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    src[s] = (int) s != fort && ohio_has_fort (&t->c, s);
  count_spaces (t, src, dist);
  g_assert_cmpint (dist[fort], >=, 3);
  g_assert_cmpint (dist[fort], <=, 4);
  t_free (t);
}

/* A refused place names App. 2 and the piece's zone. */
static void
test_refusal_names_the_zone (void)
{
  T *t = t_new_setting_up ("learning-1");
  g_autofree char *why = NULL;

  t_leave_fort_stacks (t);
  why = t_refusal (t, "set-up little-turtle greenville");

  g_assert_nonnull (strstr (why, "App. 2"));
  g_assert_nonnull (strstr (why, "any one of the Miami villages"));
  t_free (t);
}

/* App. 4 War on the Wabash: "x2 Settlements North of Ohio River" and one
 * "East of Ohio River" (2.0: north and west of the Ohio is the nations'
 * side, south and east the US side; the Allegheny carries the line on).
 * Each is a US decision; a space 5.3 would let a settlement be built on is
 * offered on its own side of the river only: Kentucky's Big Bone Lick and
 * Port William, Neal's Station and Middle Island Creek on the Virginia
 * bank, never for the settlements north of it; Gallipolis, Whitewater and
 * Laughery Creek on the north bank never for the one east of it. */
static void
test_settlements_by_the_ohio (void)
{
  T *t = t_new_setting_up ("wabash");
  const char *const south[] = { "big-bone-lick", "port-william", "neals-station", "middle-island" };
  const char *const north[] = { "gallipolis", "whitewater", "laughery-creek", "white-oak" };

  t_do (t, "set-up-example");                 /* the WC's pieces */
  g_assert_cmpint (t->st->pending.side, ==, US);
  take_data_place (t);                        /* Fort Steuben */
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, "settlement.5"));
  for (guint i = 0; i < G_N_ELEMENTS (north); i++)
    g_assert_true (listed_setup (t, "settlement.5", t_loc (t, north[i])));
  for (guint i = 0; i < G_N_ELEMENTS (south); i++)
    g_assert_false (listed_setup (t, "settlement.5", t_loc (t, south[i])));
  t_do (t, "set-up settlement.5 hamilton");
  t_do (t, "set-up settlement.6 gallipolis");
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, "settlement.7"));
  for (guint i = 0; i < G_N_ELEMENTS (south); i++)
    g_assert_true (listed_setup (t, "settlement.7", t_loc (t, south[i])));
  for (guint i = 0; i < G_N_ELEMENTS (north); i++)
    g_assert_false (listed_setup (t, "settlement.7", t_loc (t, north[i])));
  t_do (t, "set-up settlement.7 neals-station");
  t_assert_at (t, "settlement.5", "hamilton");
  t_assert_at (t, "settlement.6", "gallipolis");
  t_assert_at (t, "settlement.7", "neals-station");
  t_free (t);
}

/* The WC takes the data's places up to `piece`'s set-up decision. */
static void
set_up_to (T *t, const char *piece)
{
  g_assert_cmpint (t->st->pending.side, ==, WC);
  while (t_kind (t) == D_SETUP && t->st->pending.args[0] != t_piece (t, piece))
    take_data_place (t);
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
}

/* App. 4 (Harmar; the campaign, the Wabash and Legion likewise where no
 * village is named): "When placing leaders, one or more leaders may be
 * placed per village of their nation." The WC's villages set up first;
 * then Little Turtle is offered Kekionga and Pickawillany (printed) and
 * Greenville and Twin Creek (Miami "x2 South of Pickawillany", placed
 * before him), never Chalakatha (a Shawnee village); Blue Jacket then at
 * Chalakatha, not at Kekionga. Referee recheck 3, S1; referee-ohio4 B1
 * (session 15): before, Little Turtle came first in the data's order and
 * was never offered the two Miami villages placed after him. */
static void
test_leaders_per_village (void)
{
  T *t = t_new_setting_up ("harmar");

  set_up_to (t, "little-turtle");
  g_assert_true (listed_setup (t, "little-turtle", t_loc (t, "kekionga")));
  g_assert_true (listed_setup (t, "little-turtle", t_loc (t, "pickawillany")));
  g_assert_false (listed_setup (t, "little-turtle", t_loc (t, "chalakatha")));
  g_assert_true (listed_setup (t, "little-turtle", t_loc (t, "greenville")));
  g_assert_true (listed_setup (t, "little-turtle", t_loc (t, "twin-creek")));
  t_do (t, "set-up little-turtle pickawillany");
  t_assert_at (t, "little-turtle", "pickawillany");
  while (t_kind (t) == D_SETUP && t->st->pending.args[0] != t_piece (t, "blue-jacket"))
    take_data_place (t);
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  g_assert_true (listed_setup (t, "blue-jacket", t_loc (t, "chalakatha")));
  g_assert_false (listed_setup (t, "blue-jacket", t_loc (t, "kekionga")));
  t_free (t);
}

/* 25.2 (option examine-stacks): "US may not look at WC stacks": the set-up
 * of a WC leader is named to the WC only; the US's log reads "a WC piece"
 * in the action's line and the note, the space told (a stack shows there).
 * Villages, on the map for all, stay named. Referee recheck 3, S2. */
static void
test_set_up_hidden_from_the_us (void)
{
  T *t = g_new0 (T, 1);
  BhAction a;
  g_autofree char *line = NULL, *us = NULL, *wc = NULL, *village = NULL;

  bh_builtin_rules_register ();
  t->sc = t_init (t, "ohio", "harmar", 1, "examine-stacks");
  t->self = BH_OHIO_RULES (t->rules);
  ohio_ctx_init (&t->c, t->self, t->st);
  /* The WC's villages first (referee-ohio4 B1): public, named to the US. */
  g_assert_cmpint (t->self->d->pieces[t->st->pending.args[0]].klass, ==, PC_VILLAGE);
  take_data_place (t);
  village = bh_narration_for_seat (t->narration, US);
  g_assert_nonnull (strstr (village, "Set up: Delaware village in "));
  set_up_to (t, "little-turtle");
  t_parse_legal (t, "set-up little-turtle pickawillany", &a);
  line = bh_rules_describe_action (t->rules, t->st, &a, US);
  g_assert_null (strstr (line, "Little Turtle"));
  g_assert_nonnull (strstr (line, "a WC piece"));
  t_do (t, "set-up little-turtle pickawillany");
  us = bh_narration_for_seat (t->narration, US);
  wc = bh_narration_for_seat (t->narration, WC);
  g_assert_null (strstr (us, "Little Turtle"));
  g_assert_nonnull (strstr (us, "Set up: a WC piece in Pickawillany"));
  g_assert_nonnull (strstr (wc, "Set up: Little Turtle in Pickawillany"));
  t_free (t);
}

/* The status line (the pending decision's description) as `seat`'s view
 * tells it, as the window shows it to that seat. */
static char *
decision_told_to (T *t, int seat)
{
  g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, seat);

  return bh_rules_describe_decision (t->rules, view, seat);
}

/* 25.2 (option examine-stacks): "US may not look at WC stacks": while the
 * WC sets up, the status line the US reads does not name the WC piece
 * about to go on the map ("a WC piece"), the WC's does; a WC village,
 * public on the map, is named to the US; without the option the US reads
 * the leader's name. Old code named the piece to both sides. */
static void
test_set_up_status_hidden_from_the_us (void)
{
  T *t = g_new0 (T, 1), *open = t_new_setting_up ("harmar");
  g_autofree char *us = NULL, *wc = NULL, *open_us = NULL, *told = NULL, *name = NULL;

  bh_builtin_rules_register ();
  t->sc = t_init (t, "ohio", "harmar", 1, "examine-stacks");
  t->self = BH_OHIO_RULES (t->rules);
  ohio_ctx_init (&t->c, t->self, t->st);
  /* The WC's villages first (referee-ohio4 B1): a village, public on the
   * map, is named to the US. */
  g_assert_cmpint (t->st->pending.side, ==, WC);
  g_assert_cmpint (t->self->d->pieces[t->st->pending.args[0]].klass, ==, PC_VILLAGE);
  told = decision_told_to (t, US);
  name = g_strdup_printf ("where %s sets up", ohio_piece_name (&t->c, t->st->pending.args[0]));
  g_assert_nonnull (strstr (told, name));
  set_up_to (t, "little-turtle");
  set_up_to (open, "little-turtle");
  us = decision_told_to (t, US);
  wc = decision_told_to (t, WC);
  g_assert_null (strstr (us, "Little Turtle"));
  g_assert_nonnull (strstr (us, "where a WC piece sets up"));
  g_assert_nonnull (strstr (wc, "where Little Turtle sets up"));
  open_us = decision_told_to (open, US);
  g_assert_nonnull (strstr (open_us, "where Little Turtle sets up"));
  t_free (open);
  t_free (t);
}

/* RULES-DONE 5 in the default game: a new game (no option given) starts
 * with the set-up decisions, and while they are made the status line says
 * the set-up is under way (App. 2), naming no segment of turn 3 yet; after
 * the example it names the first segment that follows. */
static void
test_default_game_sets_up (void)
{
  T *t = t_new_setting_up ("learning-1");
  int o = bh_scenario_find_option (t->sc, "choose-set-up");
  g_autofree char *during = NULL, *after = NULL;

  g_assert_cmpint (o, >=, 0);
  g_assert_true (bh_state_option (t->st, o));
  t_leave_fort_stacks (t);
  g_assert_cmpint (t_kind (t), ==, D_SETUP);
  during = bh_rules_describe_decision (t->rules, t->st, BH_NONE);
  g_assert_nonnull (strstr (during, "set-up"));
  g_assert_nonnull (strstr (during, "App. 2"));
  g_assert_nonnull (strstr (during, "Little Turtle"));
  g_assert_null (strstr (during, "segment"));
  g_assert_null (strstr (during, "Special Actions"));
  t_do (t, "set-up-example");
  after = bh_rules_describe_decision (t->rules, t->st, BH_NONE);
  g_assert_nonnull (strstr (after, "segment"));
  g_assert_null (strstr (after, "set-up"));
  t_free (t);
}

/* The quick path reads as one: `set-up-example` says how many pieces it
 * places, the side's pieces still to place (App. 2: the WC's Little
 * Turtle, his subordinate leader and five warriors; the five villages had
 * only their five spaces and went there by themselves). */
static void
test_example_says_what_it_places (void)
{
  T *t = t_new_setting_up ("learning-1");
  BhAction a;
  g_autofree char *label = NULL;

  t_leave_fort_stacks (t);
  t_parse_legal (t, "set-up-example", &a);
  label = bh_rules_describe_action (t->rules, t->st, &a, BH_NONE);
  g_assert_nonnull (strstr (label, "7 remaining pieces"));
  g_assert_nonnull (strstr (label, "App. 2"));
  t_free (t);
}

static BhGame *
save_and_load (BhLibrary *library, const char *xml)
{
  g_autoptr(GBytes) bytes = g_bytes_new (xml, strlen (xml));
  g_autoptr(GError) error = NULL;
  BhGame *loaded = bh_library_open_save_from_bytes (library, "setup.blockhouse", bytes, &error);

  g_assert_no_error (error);
  return loaded;
}

/* A save written before the option was on by default lacks it (or has it
 * false): the scenario's option says what such a save means
 * (absent-from-save="false", docs/data-format.md), so the save replays as
 * it was played, on the data's places with no set-up decision. */
static void
test_old_save_replays_off (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "ohio", NULL);
  g_autoptr(GHashTable) off = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = NULL, old = NULL, as_written = NULL;
  g_autofree char *xml = NULL;
  g_auto(GStrv) parts = NULL;
  g_autofree char *without = NULL;
  const char *line = "  <option id=\"choose-set-up\" value=\"false\"/>\n";
  int o;

  g_hash_table_insert (off, (gpointer) "choose-set-up", GINT_TO_POINTER (FALSE));
  game = bh_game_new_with_options (data, "learning-1", 1, FALSE, off, &error);
  g_assert_no_error (error);
  g_assert_true (bh_game_perform_text (game, "form st-clair", &error));
  g_assert_no_error (error);
  xml = bh_game_to_xml (game, NULL);
  parts = g_strsplit (xml, line, 2);
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  without = g_strjoinv ("", parts);
  o = bh_scenario_find_option (bh_game_get_scenario (game), "choose-set-up");
  /* The old save, without the option: off, the same state. */
  old = save_and_load (library, without);
  g_assert_false (bh_state_option (bh_game_get_state (old), o));
  g_assert_true (bh_state_equal (bh_game_get_state (old), bh_game_get_state (game)));
  /* With the option written false, likewise. */
  as_written = save_and_load (library, xml);
  g_assert_false (bh_state_option (bh_game_get_state (as_written), o));
  g_assert_true (bh_state_equal (bh_game_get_state (as_written), bh_game_get_state (game)));
}

/* A new game saves the option on; its save replays through the set-up
 * decisions it took (App. 2: the Miami in Turtle Town, not the data's
 * Mississinewa) and stops at the same decision. */
static void
test_new_save_replays_set_up (void)
{
  g_autoptr(BhLibrary) library = bh_test_library ();
  g_autoptr(BhGameData) data = bh_library_load_game (library, "ohio", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_game_new (data, "learning-1", 1, FALSE, &error);
  g_autoptr(BhGame) loaded = NULL, fresh = NULL;
  g_autofree char *xml = NULL, *start = NULL;
  int turtle = bh_game_data_find_piece (data, "little-turtle");
  int o = bh_scenario_find_option (bh_game_get_scenario (game), "choose-set-up");

  g_assert_no_error (error);
  g_assert_true (bh_state_option (bh_game_get_state (game), o));
  /* Saved before any action: the set-up decision is still to make. */
  start = bh_game_to_xml (game, NULL);
  fresh = save_and_load (library, start);
  g_assert_cmpint (bh_game_get_state (fresh)->pending.kind, ==, D_SETUP_FORT);
  while (bh_game_get_state (game)->pending.kind == D_SETUP_FORT)
    g_assert_true (bh_game_perform_text (game, "stacks-done", &error));
  g_assert_true (bh_game_perform_text (game, "set-up little-turtle turtle-town", &error));
  g_assert_no_error (error);
  xml = bh_game_to_xml (game, NULL);
  g_assert_nonnull (strstr (xml, "<option id=\"choose-set-up\" value=\"true\"/>"));
  g_assert_nonnull (strstr (xml, "<action>set-up little-turtle turtle-town</action>"));
  loaded = save_and_load (library, xml);
  g_assert_true (bh_state_option (bh_game_get_state (loaded), o));
  g_assert_cmpint (bh_state_const_pieces (bh_game_get_state (loaded))[turtle].location, ==,
                   bh_game_data_find_space (data, "turtle-town"));
  g_assert_true (bh_state_equal (bh_game_get_state (loaded), bh_game_get_state (game)));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  /* test-ohio-util.c's helpers this file does not need. */
  (void) t_vp2; (void) t_vp; (void) t_at;
  g_test_add_func ("/ohio/App.2/fort-and-villages-where-the-counts-allow", test_fort_and_villages_placed);
  g_test_add_func ("/ohio/App.2/units-in-one-miami-village", test_units_in_one_village);
  g_test_add_func ("/ohio/App.2/example-is-the-default-set-up", test_example_is_the_default);
  g_test_add_func ("/ohio/App.2/refusal-names-the-zone", test_refusal_names_the_zone);
  g_test_add_func ("/ohio/App.2/default-game-sets-up", test_default_game_sets_up);
  g_test_add_func ("/ohio/25.2/set-up-hidden-from-the-us", test_set_up_hidden_from_the_us);
  g_test_add_func ("/ohio/25.2/set-up-status-hidden-from-the-us", test_set_up_status_hidden_from_the_us);
  g_test_add_func ("/ohio/App.4/leaders-per-village-of-their-nation", test_leaders_per_village);
  g_test_add_func ("/ohio/App.4/settlements-north-and-east-of-the-ohio", test_settlements_by_the_ohio);
  g_test_add_func ("/ohio/App.2/example-says-what-it-places", test_example_says_what_it_places);
  g_test_add_func ("/ohio/App.2/old-save-replays-off", test_old_save_replays_off);
  g_test_add_func ("/ohio/App.2/new-save-replays-set-up", test_new_save_replays_set_up);
  g_test_add_func ("/ohio/App.2/tier-three-likewise", test_tier_three);
  g_test_add_func ("/ohio/App.4/example-places-are-legal", test_example_places_are_legal);
  g_test_add_func ("/ohio/App.4/fort-steuben-within-four", test_fort_steuben_within_four);
  g_test_add_func ("/ohio/App.4/entry-two-or-more-squares", test_entry_squares);
  g_test_add_func ("/ohio/App.4/one-warrior-a-village", test_one_warrior_a_village);
  g_test_add_func ("/ohio/App.4/example-after-the-other-sides-choices", test_example_after_choices);
  return g_test_run ();
}
