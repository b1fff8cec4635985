/* test-bloody-arrivals.c — A Dark and Bloody Ground: where arriving units
 * enter is their owner's choice (RULES-DONE point 5): new US Army regulars
 * (8.3.2), the reinforcement groups (8.5.2), Britain's forces (8.5.3) and
 * a scenario's later warriors (15.1.2).  Each place the rule allows is
 * offered and the nearest place it does not allow is refused.  Paths
 * /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include <stdio.h>

#include "test-bloody-util.c"

/* A Spring of the campaign (turn 3, 1791, brings the warriors of 15.1.2;
 * turn 7, 1792, no warriors), the Settlers Phase's last settler to place:
 * the Mobilization Phase follows.  The dice: commitment, the six
 * peaceful nations, the intervention roll, then the Army roll. */
static T *
spring_position (int turn, int cl, gboolean clear)
{
  T *t = t_new ("campaign-for-ohio");

  if (clear)
    t_clear (t);
  *t_mk (t, "turn") = turn;
  t->st->turn = turn;
  *t_mk (t, "us-commitment") = cl;
  t_vp (t, 0, 0);
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    t_x (t)->nation_status[n] = NS_PEACEFUL;
  t_last_settler (t);
  return t;
}

/* 15.1.2: the Shawnee and Miami that did not set up enter in Spring 1791
 * "at any of the respective tribal areas not pillaged or settled"; the NA
 * places each one. */
static void
test_warriors_enter (void)
{
  T *t = spring_position (3, 3, FALSE);
  int shawnee = -1, miami = -1;

  t_put (t, "settler.1", "pickaway", 0);      /* a settled Shawnee area */
  t_put (t, "pillaged.1", "mad-river", 0);    /* a pillaged Shawnee area */
  t_do (t, "settle cincinnati");
  g_assert_cmpint (t->st->pending.kind, ==, D_LAND);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  for (int i = 0; i < t_x (t)->n_land; i++)
    {
      int p = t_x (t)->land[i];

      if (t->self->d->pieces[p].nation == bh_game_data_find_nation (t->data, "shawnee") && shawnee < 0)
        shawnee = p;
      if (t->self->d->pieces[p].nation == bh_game_data_find_nation (t->data, "miami") && miami < 0)
        miami = p;
    }
  g_assert_cmpint (shawnee, >=, 0);
  g_assert_cmpint (miami, >=, 0);
  {
    g_autofree char *s = bh_game_data_dup_piece_id (t->data, shawnee);
    g_autofree char *m = bh_game_data_dup_piece_id (t->data, miami);
    g_autofree char *s_home = g_strdup_printf ("enter %s wapakoneta", s);
    g_autofree char *s_settled = g_strdup_printf ("enter %s pickaway", s);
    g_autofree char *s_pillaged = g_strdup_printf ("enter %s mad-river", s);
    g_autofree char *s_miami = g_strdup_printf ("enter %s kekionga", s);
    g_autofree char *m_home = g_strdup_printf ("enter %s kekionga", m);
    g_autofree char *m_shawnee = g_strdup_printf ("enter %s wapakoneta", m);

    g_assert_true (t_can (t, s_home));
    g_assert_false (t_can (t, s_settled));
    g_assert_false (t_can (t, s_pillaged));
    g_assert_false (t_can (t, s_miami));
    g_assert_true (t_can (t, m_home));
    g_assert_false (t_can (t, m_shawnee));
    /* No one area takes both nations: no "enter-all". */
    g_assert_false (t_has (t, "enter-all"));
    t_do (t, s_home);
    g_assert_cmpint (bh_state_pieces (t->st)[shawnee].location, ==, t_loc (t, "wapakoneta"));
    g_assert_true (t_said (t, "(15.1.2)"));
    /* Peaceful in this position: it enters face down (8.1). */
    g_assert_cmpint (bh_state_pieces (t->st)[shawnee].face, ==, 1);
  }
  t_free (t);
}

/* 8.3.2: new regulars go "with any US Army leader, at any permanent
 * settlement, or ... along any east map edge area"; a militia leader's
 * area is none of these. */
static void
test_regulars_enter (void)
{
  T *t = spring_position (7, 4, TRUE);
  g_autofree char *first = NULL;

  t_put (t, "harmar", "fort-jefferson", 0);
  t_put (t, "trotter", "bluegrass", 0);
  /* Die 6 at CL 4: 5 regulars (test-bloody-rules.c checks the chart). */
  t_do_rolls (t, "settle cincinnati", ROLLS (4, -1, -1, -1, -1, -1, -1, -1, 6));
  g_assert_cmpint (t->st->pending.kind, ==, D_LAND);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  g_assert_cmpint (t_x (t)->n_land, ==, 5);
  g_assert_true (t_can (t, "enter-all fort-jefferson"));   /* Harmar */
  g_assert_true (t_can (t, "enter-all marietta"));         /* a permanent settlement */
  g_assert_true (t_can (t, "enter-all westmoreland"));     /* the east edge */
  g_assert_false (t_can (t, "enter-all bluegrass"));       /* Trotter leads militia */
  g_assert_false (t_can (t, "enter-all washington-county"));  /* inland Pennsylvania */
  first = bh_game_data_dup_piece_id (t->data, t_x (t)->land[0]);
  {
    g_autofree char *one = g_strdup_printf ("enter %s marietta", first);

    t_do (t, one);
  }
  g_assert_cmpint (t_x (t)->n_land, ==, 4);
  t_do (t, "enter-all fort-jefferson");
  g_assert_cmpint (t_count_at (t, "fort-jefferson"), ==, 1 + 4);
  g_assert_cmpint (t_count_at (t, "marietta"), ==, 1);
  g_assert_cmpint (t->st->pending.kind, !=, D_LAND);
  t_free (t);
}

/* 8.5.2: the group deploys "at any village or permanent settlement
 * adjacent to the Ohio River, or at any area along the eastern border";
 * St. Clair, placed, becomes the primary leader (9.1.1). */
static void
test_group_enters (void)
{
  T *t = t_new ("campaign-for-ohio");

  t_clear (t);
  *t_mk (t, "turn") = 3;
  t->st->turn = 3;
  *t_mk (t, "us-commitment") = 1;
  t_vp (t, 10, 0);
  t_put (t, "harmar", "cincinnati", 0);
  t_put (t, "village.1", "limestone", 0);
  t->st->phase = 3;
  t_x (t)->proc = 1;
  t_x (t)->group_taken = 0;
  t->st->pending.side = 0;
  t->st->pending.kind = D_GROUP;
  t_do_rolls (t, "take-group", ROLLS (2));
  g_assert_cmpint (t->st->pending.kind, ==, D_LAND);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  g_assert_true (t_can (t, "enter-all cincinnati"));       /* PS on the Ohio */
  g_assert_true (t_can (t, "enter-all pittsburgh"));
  g_assert_true (t_can (t, "enter-all limestone"));        /* a village on the Ohio */
  g_assert_false (t_can (t, "enter-all northern-kentucky"));  /* on the Ohio, unsettled */
  g_assert_true (t_can (t, "enter-all monongahela"));      /* the east border */
  g_assert_false (t_can (t, "enter-all washington-county"));
  g_assert_false (t_can (t, "enter-all fort-jefferson"));
  t_do (t, "enter st-clair pittsburgh");
  g_assert_true (t_at (t, "st-clair", "pittsburgh"));
  g_assert_cmpint (t_x (t)->primary[0], ==, t_piece (t, "st-clair"));
  t_do (t, "enter-all limestone");
  g_assert_true (t_at (t, "butler", "limestone"));
  g_assert_cmpint (t_series_on_map (t, "us-regular", 1, 20), ==, 15);
  g_assert_true (t_said (t, "(8.5.2)"));
  t_free (t);
}

/* 8.5.3: Britain's forces "enter the game at any un-besieged British fort
 * at any northern area adjacent to the north map edge west of Lake Erie",
 * the NA choosing: Essex Shore; the fort at Detroit, besieged, is refused,
 * the one at Maumee Rapids (not on the north edge) too, and so is a fort
 * site without its fort. */
static void
test_british_enter (void)
{
  T *t = t_new ("harmars-expedition");
  int wyandot = bh_game_data_find_nation (t->data, "wyandot");

  t_last_settler (t);
  *t_mk (t, "us-commitment") = 2;
  t_vp (t, 0, 0);
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    {
      const char *id = bh_game_data_get_nation (t->data, n)->id;

      t_x (t)->nation_status[n] = g_str_equal (id, "shawnee") || g_str_equal (id, "miami") ? NS_WARPATH : NS_PEACEFUL;
    }
  t_x (t)->nation_status[wyandot] = NS_WARPATH;
  t_put (t, "militia-kentucky.1", "detroit", 0);   /* the fort at Detroit is besieged */
  t_put_series (t, "warrior-ottawa", 1, 5, "blanchard", 1);
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (bh_state_pieces (t->st)[p].location == t_loc (t, "river-raisin") && t->self->d->pieces[p].klass == PC_FORT)
      bh_state_move_piece (t->st, p, BH_OFFBOARD);
  /* 3 nations + 1 besieged − CL 2 = 2: a 1 brings Britain in; 1 + 2 Canadians. */
  t_do_rolls (t, "settle cincinnati", ROLLS (3, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_LAND);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  g_assert_cmpint (t_x (t)->n_land, ==, 1 + 6 + 3);
  g_assert_true (t_can (t, "enter-all essex-shore"));
  g_assert_false (t_can (t, "enter-all maumee-rapids"));   /* not on the north edge */
  g_assert_false (t_can (t, "enter-all detroit"));         /* besieged */
  g_assert_false (t_can (t, "enter-all river-raisin"));
  g_assert_false (t_can (t, "enter-all kekionga"));
  t_do (t, "enter dorchester essex-shore");
  g_assert_cmpint (t_x (t)->primary[1], ==, t_piece (t, "dorchester"));
  t_do (t, "enter-all essex-shore");
  g_assert_cmpint (t_x (t)->n_land, ==, 0);
  g_assert_true (t_at (t, "dorchester", "essex-shore"));
  g_assert_true (t_said (t, "(8.5.3)"));
  t_free (t);
}

/* ---- 5.0 Omens ------------------------------------------------------------------ */

/* From the last pass of Winter 1791 to the Shawnee's Spring mobilization
 * roll, a die of 3: the random events roll is `a` + `b`; with Omens,
 * `nation` is the one they touch.  Returns the roll's modifier. */
static int
shawnee_spring_drm (int a, int b, const char *nation)
{
  T *t = t_new ("campaign-for-ohio");
  int shawnee = bh_game_data_find_nation (t->data, "shawnee"), drm = 99;
  const char *at;

  t_action_phase_last_pass (t);
  *t_mk (t, "turn") = 2;
  t->st->turn = 2;
  t_do (t, "pass");
  g_assert_cmpint (t->st->pending.kind, ==, D_MCKEE);
  /* The events, then (after the Omens' nation) the settlers' die. */
  if (nation == NULL)
    t_do_rolls (t, "mckee-stays", ROLLS (a, b, 1));
  else
    t_do_rolls (t, "mckee-stays", ROLLS (a, b));
  if (nation != NULL)
    {
      g_autofree char *omens = NULL;

      g_assert_cmpint (t->st->pending.kind, ==, D_OMENS);
      /* Good Omens: the NA's choice; Bad Omens: the US's (5.0). */
      g_assert_cmpint (t->st->pending.side, ==, a + b == 2 || a + b == 11 ? 1 : 0);
      /* Never the Iroquois (8.1.3). */
      omens = g_strdup_printf ("omens %d", bh_game_data_find_nation (t->data, "iroquois"));
      g_assert_false (t_can (t, omens));
      g_free (omens);
      omens = g_strdup_printf ("omens %d", bh_game_data_find_nation (t->data, nation));
      t_do_rolls (t, omens, ROLLS (1));
    }
  while (t->st->pending.kind == D_SETTLE)
    t_do_found (t, "settle ");
  /* The commitment roll; then the NA, the year's primary leader still
   * open, has the Shawnee roll first (9.1.2), a die of 3. */
  t_land_all_first (t, ROLLS (3));
  g_assert_cmpint (t->st->pending.kind, ==, D_MOB_ORDER);
  {
    g_autofree char *first = g_strdup_printf ("roll-next %d", shawnee);

    t_do_rolls (t, first, ROLLS (3));
  }
  at = strstr (t->narration, "Shawnee mobilization: die 3 ");
  g_assert_nonnull (at);
  g_assert_cmpint (sscanf (at, "Shawnee mobilization: die 3 %d", &drm), ==, 1);
  t_free (t);
  return drm;
}

/* 5.0: Good Omens (2 or 11) add 1 to the roll of the nation the NA
 * chooses; Bad Omens (3 or 12) take 1 from the one the US chooses; a
 * nation not chosen is untouched; 7 is no event. */
static void
test_omens (void)
{
  int plain = shawnee_spring_drm (3, 4, NULL);

  g_assert_cmpint (shawnee_spring_drm (1, 1, "shawnee"), ==, plain + 1);
  g_assert_cmpint (shawnee_spring_drm (5, 6, "shawnee"), ==, plain + 1);
  g_assert_cmpint (shawnee_spring_drm (1, 2, "shawnee"), ==, plain - 1);
  g_assert_cmpint (shawnee_spring_drm (6, 6, "shawnee"), ==, plain - 1);
  g_assert_cmpint (shawnee_spring_drm (1, 1, "miami"), ==, plain);
}

/* ---- 15.x campaign set-up zones ------------------------------------------------------- */

/* 15.1.1 and 15.1.2 zones, each tried on both sides: the village
 * "anywhere in Kentucky or West Virginia"; the settlers "adjacent to a
 * permanent settlement or village, no more than two per area"; the Miami
 * "in any area of the Miami or Shawnee"; Little Turtle with the Miami
 * warriors; McKee "at any Native American area" (never in Pennsylvania,
 * 14.0.5).  The US places first (15.0). */
static void
test_setup_zones_151 (void)
{
  T *t = t_new_unset ("harmars-expedition");

  g_assert_cmpint (t->st->pending.kind, ==, D_SETUP);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  t_setup_until (t, "village.1");
  g_assert_true (t_setup_can (t, "bluegrass"));          /* Kentucky */
  g_assert_true (t_setup_can (t, "wheeling"));           /* Virginia */
  g_assert_false (t_setup_can (t, "washington-county")); /* Pennsylvania */
  g_assert_false (t_setup_can (t, "marietta"));          /* Ohio */
  t_setup_at (t, "bluegrass");
  t_setup_until (t, "settler.1");
  g_assert_true (t_setup_can (t, "miami-purchase"));     /* next to Cincinnati */
  g_assert_true (t_setup_can (t, "licking-valley"));     /* next to the village */
  g_assert_false (t_setup_can (t, "fort-jefferson"));    /* next to none */
  t_setup_at (t, "miami-purchase");
  t_setup_at (t, "miami-purchase");
  g_assert_false (t_setup_can (t, "miami-purchase"));    /* a third */
  g_assert_true (t_setup_can (t, "licking-valley"));
  t_setup_until (t, "warrior-miami.1");
  g_assert_cmpint (t->st->pending.side, ==, 1);
  g_assert_true (t_setup_can (t, "kekionga"));
  g_assert_true (t_setup_can (t, "wapakoneta"));         /* Shawnee */
  g_assert_false (t_setup_can (t, "upper-sandusky"));    /* Wyandot */
  t_setup_until (t, "little-turtle");
  g_assert_true (t_setup_can (t, "kekionga"));           /* the Miami stand there */
  g_assert_false (t_setup_can (t, "wapakoneta"));
  t_setup_until (t, "mckee");
  g_assert_true (t_setup_can (t, "upper-sandusky"));
  g_assert_false (t_setup_can (t, "presque-isle"));      /* Iroquois, but Pennsylvania */
  t_setup_as_data (t);
  g_assert_cmpint (t->st->pending.kind, !=, D_SETUP);
  g_assert_true (t_said (t, "Set-up complete"));
  t_free (t);
}

typedef struct {
  const char *path;
  const char *option;   /* sixteen-militia on (NULL: the default) or off ("!sixteen-militia") */
  int militia;          /* militia set up */
  int cup;              /* left in the militia cup */
  int away;             /* pieces that may stand outside Cincinnati */
} SixteenCase;

/* 15.2.1: "Sixteen militia units (four Pennsylvania, four Ohio, five
 * Kentucky, one Virginia)" lists fourteen (A52).  The option
 * sixteen-militia (on by default, the digest's reading) draws two more
 * at random from the militia cup (8 in the data: 3 Kentucky, 3 Virginia,
 * 2 Pennsylvania), set up in the same zone: 16 militia, 6 left in the
 * cup; off, the fourteen listed, 8 in the cup.  Every listed state has at
 * least its listed number. */
static const SixteenCase sixteen_cases[] = {
  { "/bloodyground/15.2.1/sixteen-militia/on", NULL, 16, 6, 14 },
  { "/bloodyground/15.2.1/sixteen-militia/off", "!sixteen-militia", 14, 8, 13 },
};

static void
test_sixteen_militia (gconstpointer data)
{
  const SixteenCase *k = data;
  T *t = t_new_unset_with_option ("st-clairs-campaign", k->option);
  static const char *const states[] = { "militia-pennsylvania", "militia-ohio", "militia-kentucky", "militia-virginia" };
  static const int listed[] = { 4, 4, 5, 1 };
  int cup = 0, set_up = 0, of_state[4] = { 0 };

  for (guint p = 0; p < t->self->d->n_pieces; p++)
    cup += bh_state_pieces (t->st)[p].location == t->self->d->b_militia_cup;
  g_assert_cmpint (cup, ==, k->cup);
  /* Each militia unit the US sets up, one by one, in the data's place or
   * (one drawn) the first offered. */
  while (t->st->pending.kind == D_SETUP)
    {
      g_autofree char *id = t_setup_piece (t);

      for (guint i = 0; i < G_N_ELEMENTS (states); i++)
        if (g_str_has_prefix (id, states[i]) && id[strlen (states[i])] == '.')
          {
            set_up++;
            of_state[i]++;
          }
      t_setup_one (t);
    }
  g_assert_cmpint (set_up, ==, k->militia);
  for (guint i = 0; i < G_N_ELEMENTS (states); i++)
    g_assert_cmpint (of_state[i], >=, listed[i]);
  t_free (t);
}

/* 15.2.1: "any permanent settlement or village, but at least half in
 * Cincinnati": of the 26 pieces so placed (7 regulars, 14 militia, 5
 * leaders), 13 may stand elsewhere, not a 14th; with the two militia
 * drawn (sixteen-militia) 28, 14 elsewhere, not a 15th. */
static void
test_setup_half_in_cincinnati (gconstpointer data)
{
  const SixteenCase *k = data;
  T *t = t_new_unset_with_option ("st-clairs-campaign", k->option);
  int away = 0;

  while (away < k->away)
    {
      g_assert_true (t_setup_can (t, "marietta"));
      t_setup_at (t, "marietta");
      away++;
    }
  g_assert_false (t_setup_can (t, "marietta"));
  g_assert_false (t_setup_can (t, "pittsburgh"));
  g_assert_true (t_setup_can (t, "cincinnati"));
  g_assert_false (t_setup_can (t, "fort-jefferson"));   /* no settlement */
  t_free (t);
}

/* 8.3.1: at most CL × 4 regulars in play; "excess US Army regular units
 * already in play are removed", the US choosing, never from a besieged
 * fort; each that cannot go costs 1 VP.  Spring 1792 at CL 2 (the
 * commitment die 4 − 2 keeps it): 8 regulars stay; of 10, two go; 10 in a
 * besieged US fort are fined 2 VP.  One nation goes to war (die 6), so neither
 * "fail to mobilize" nor Britain comes in. */
static void
test_regulars_cap (void)
{
  for (int k = 0; k < 3; k++)
    {
      T *t = spring_position (7, 2, TRUE);
      const char *where = k == 2 ? "fort-jefferson" : "cincinnati";

      t_vp (t, 1, 1);   /* too few VPs for a treaty (8.6.3) */
      t_put_series (t, "us-regular", 1, k == 0 ? 8 : 10, where, 0);
      if (k == 2)
        {
          t_put (t, "us-fort.1", "fort-jefferson", 0);
          t_put (t, "warrior-miami.1", "fort-jefferson", 0);
        }
      t_do_rolls (t, "settle cincinnati", ROLLS (4, 6, 1, 1, 1, 1, 1));
      g_assert_true (t_said (t, "level 2"));
      if (k == 1)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_ARMY_CUT);
          g_assert_cmpint (t->st->pending.side, ==, 0);
          t_do (t, "withdraw us-regular.3");
          g_assert_cmpint (t->st->pending.kind, ==, D_ARMY_CUT);
          t_do (t, "withdraw us-regular.7");
          g_assert_true (t_at (t, "us-regular.7", "removed"));
        }
      g_assert_cmpint (t->st->pending.kind, !=, D_ARMY_CUT);
      g_assert_cmpint (t_series_on_map (t, "us-regular", 1, 20), ==, k == 1 ? 8 : k == 0 ? 8 : 10);
      /* The fine: 1 VP from the US, the balance to the NA (15.4.5). */
      g_assert_cmpint (t_x (t)->vp[0], ==, k == 2 ? 0 : 1);
      g_assert_cmpint (t_x (t)->vp[1], ==, k == 2 ? 2 : 1);
      t_free (t);
    }
}

/* ---- 14.0.6 Blue Jacket ------------------------------------------------------------ */

typedef struct {
  const char *path;
  const char *before;       /* the Shawnee leader on the map before Spring 1791 */
  const char *gone_to;      /* where he goes */
} BlueJacketCase;

/* 14.0.6: "The leader Blue Jacket automatically enters play in the Spring
 * of 1791. Remove the Shawnee leader Black Hoof, or his replacement if
 * eliminated earlier, and substitute Blue Jacket in his place."  Turn 3
 * of 15.4, the last settler placed: Blue Jacket comes where Black Hoof
 * stood (Black Hoof out of the game), or where the NA replacement leading
 * the Shawnee stood (the replacement back in the NA box, 10.5.3). */
static const BlueJacketCase blue_jacket_cases[] = {
  { "/bloodyground/14.0.6/blue-jacket/for-black-hoof", "black-hoof", "removed" },
  { "/bloodyground/14.0.6/blue-jacket/for-his-replacement", "na-replacement.1", "na-available" },
};

static void
test_blue_jacket (gconstpointer data)
{
  const BlueJacketCase *k = data;
  T *t = t_new ("campaign-for-ohio");

  t_clear (t);
  *t_mk (t, "turn") = 3;
  t->st->turn = 3;
  t_last_settler (t);
  t_put (t, "warrior-shawnee.1", "wapakoneta", 1);
  t_put (t, k->before, "wapakoneta", 0);
  if (g_str_equal (k->before, "na-replacement.1"))
    {
      /* Black Hoof fell earlier; the replacement leads the Shawnee. */
      t_put (t, "black-hoof", "eliminated", 0);
      t_x (t)->replaced_nation[t_piece (t, "na-replacement.1")] = bh_game_data_find_nation (t->data, "shawnee") + 1;
    }
  t_do (t, "settle cincinnati");
  g_assert_true (t_at (t, "blue-jacket", "wapakoneta"));
  g_assert_true (t_at (t, k->before, k->gone_to));
  g_assert_true (t_said (t, "Blue Jacket takes the place of"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/15.1.2/warriors-enter", test_warriors_enter);
  for (guint i = 0; i < G_N_ELEMENTS (blue_jacket_cases); i++)
    g_test_add_data_func (blue_jacket_cases[i].path, &blue_jacket_cases[i], test_blue_jacket);
  g_test_add_func ("/bloodyground/8.3.2/regulars-enter", test_regulars_enter);
  g_test_add_func ("/bloodyground/8.3.1/regulars-cap", test_regulars_cap);
  g_test_add_func ("/bloodyground/8.5.2/group-enters", test_group_enters);
  g_test_add_func ("/bloodyground/8.5.3/british-enter", test_british_enter);
  g_test_add_func ("/bloodyground/5.0/omens", test_omens);
  g_test_add_func ("/bloodyground/15.1.2/setup-zones", test_setup_zones_151);
  for (guint i = 0; i < G_N_ELEMENTS (sixteen_cases); i++)
    {
      g_autofree char *half = g_strdup_printf ("/bloodyground/15.2.1/half-in-cincinnati/%d-militia", sixteen_cases[i].militia);

      g_test_add_data_func (sixteen_cases[i].path, &sixteen_cases[i], test_sixteen_militia);
      g_test_add_data_func (half, &sixteen_cases[i], test_setup_half_in_cincinnati);
    }
  return g_test_run ();
}
