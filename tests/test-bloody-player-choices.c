/* test-bloody-player-choices.c — A Dark and Bloody Ground: choices the
 * rules leave to a player at the set-up, in the Settlers Phase and in the
 * Mobilization Phase (RULES-DONE point 5): 15.2.1's optional US fort,
 * 15.3.2's rolled Iroquois each set up by the NA, 6.0.1's location roll,
 * the order of the nations' rolls that makes 9.1.2's primary leader.  Driven through
 * player actions, dice forced.  Paths /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* The scenario before its set-up, from `seed` (the set-up's dice). */
static T *
unset_with_seed (const char *scenario, guint64 seed)
{
  T *t = g_new0 (T, 1);

  t->sc = t_init (t, "bloodyground", scenario, seed, NULL);
  t->self = BH_BLOODY_RULES (t->rules);
  bloody_ctx_init (&t->c, t->self, t->st);
  return t;
}

static int
us_forts_on_map (T *t)
{
  const BhPieceState *pc = bh_state_const_pieces (t->st);
  int n = 0;

  for (guint p = 0; p < t->self->d->n_pieces; p++)
    n += t->self->d->pieces[p].klass == PC_FORT && t->self->d->pieces[p].side == 0 &&
         (int) pc[p].location < (int) t->self->d->n_spaces;
  return n;
}

/* ---- 15.2.1 "One US fort may be set up" ---------------------------------- */

static void
test_optional_fort (void)
{
  for (int leave = 0; leave < 2; leave++)
    {
      T *t = t_new_unset ("st-clairs-campaign");

      /* Only the fort may be left out: the regulars must set up. */
      g_assert_false (t_can (t, "leave-out us-regular.1"));
      t_setup_until (t, "us-fort");
      g_assert_true (t_can (t, "leave-out us-fort.1"));
      g_assert_true (t_setup_can (t, "miami-purchase"));   /* within two areas of Cincinnati, north of the Ohio */
      if (leave)
        {
          t_do (t, "leave-out us-fort.1");
          g_assert_true (t_said (t, "is not set up"));
        }
      else
        t_setup_at (t, "miami-purchase");
      t_setup_as_data (t);
      g_assert_cmpint (t->st->pending.kind, !=, D_SETUP);
      g_assert_cmpint (us_forts_on_map (t), ==, leave ? 0 : 1);
      t_free (t);
    }
}

/* ---- 15.3.2 the Iroquois at start ------------------------------------------ */

/* "1 or 2 = one warrior unit, 3 or 4 = two warrior units, 5 or 6 = three":
 * each one the NA sets up, in a non-settled area of its own nation or a
 * British fort; the first at Detroit (a British fort), the rest at
 * Presque Isle (Iroquois), none in a Shawnee area without a fort. */
static void
test_iroquois_set_up (void)
{
  gboolean seen[7] = { FALSE };

  for (guint64 seed = 1; seed < 200; seed++)
    {
      T *t = unset_with_seed ("mad-anthony", seed);
      int roll = t->st->rolls[0], placed = 0;

      if (seen[roll])
        {
          t_free (t);
          continue;
        }
      seen[roll] = TRUE;
      while (t->st->pending.kind == D_SETUP)
        {
          g_autofree char *id = t_setup_piece (t);

          if (!g_str_has_prefix (id, "warrior-iroquois"))
            {
              t_setup_one (t);
              continue;
            }
          g_assert_true (t_setup_can (t, "detroit"));
          g_assert_true (t_setup_can (t, "presque-isle"));
          g_assert_false (t_setup_can (t, "grand-glaize"));
          t_setup_at (t, placed == 0 ? "detroit" : "presque-isle");
          placed++;
        }
      g_assert_cmpint (placed, ==, (roll + 1) / 2);
      g_assert_cmpint (t_where (t, "warrior-iroquois.1"), ==, t_loc (t, "detroit"));
      for (int i = 2; i <= 3; i++)
        {
          g_autofree char *id = g_strdup_printf ("warrior-iroquois.%d", i);

          g_assert_cmpint (t_where (t, id) == t_loc (t, "presque-isle"), ==, i <= placed);
        }
      t_free (t);
    }
  for (int v = 1; v <= 6; v++)
    g_assert_true (seen[v]);
}

/* ---- 6.0.1 the location roll ------------------------------------------------ */

/* Spring at CL 3: die 5 + 2 = 7 settlers (T1), then the location die. */
static T *
settlers_position (int location)
{
  T *t = t_new ("campaign-for-ohio");

  t_action_phase_last_pass (t);
  *t_mk (t, "turn") = 2;
  t->st->turn = 2;
  *t_mk (t, "us-commitment") = 3;
  t_do (t, "pass");
  g_assert_cmpint (t->st->pending.kind, ==, D_MCKEE);
  t_do_rolls (t, "mckee-stays", ROLLS (3, 4, 5, location));
  g_assert_true (t_said (t, "Settlers: die 5 +2 = 7"));
  g_assert_cmpint (t->st->pending.kind, ==, D_SETTLE);
  return t;
}

static gboolean
in_region (T *t, int area, int region)
{
  int r = t->self->d->spaces[area].region;

  return region == R_OH ? r == R_OH : r == R_KY || r == R_PA || r == R_VA;
}

/* Whether a settler may go in Ohio (R_OH) or in Kentucky, Pennsylvania
 * or Virginia (any other `region`). */
static gboolean
settle_offered (T *t, int region)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));

  if (t->st->pending.kind != D_SETTLE)
    return FALSE;
  bh_rules_list_actions (t->rules, t->st, actions);
  for (guint i = 0; i < actions->len; i++)
    if (g_array_index (actions, BhAction, i).kind == A_SETTLE &&
        in_region (t, g_array_index (actions, BhAction, i).args[0], region))
      return TRUE;
  return FALSE;
}

static void
settle_in (T *t, int region)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));

  bh_rules_list_actions (t->rules, t->st, actions);
  for (guint i = 0; i < actions->len; i++)
    if (g_array_index (actions, BhAction, i).kind == A_SETTLE &&
        in_region (t, g_array_index (actions, BhAction, i).args[0], region))
      {
        t_apply (t, &g_array_index (actions, BhAction, i));
        return;
      }
  g_error ("no settler place offered in region %d", region);
}

/* 6.0.1: "the number of settler units that can be placed": the US may
 * stop short.  7 settlers to place (T1's roll); the US may stop before
 * the first, or after two: two on the map, the phase over; when all 7
 * are placed no question is left. */
static int
settlers_on_map (T *t)
{
  int n = 0;

  for (guint p = 0; p < t->self->d->n_pieces; p++)
    n += t->self->d->pieces[p].klass == PC_SETTLER && bloody_is_space (&t->c, bh_state_pieces (t->st)[p].location);
  return n;
}

static void
test_settle_done (gconstpointer data)
{
  int placed = GPOINTER_TO_INT (data);
  T *t = settlers_position (6);
  int before = settlers_on_map (t);

  for (int i = 0; i < placed; i++)
    {
      g_assert_true (t_can (t, "settle-done"));
      t_do_found (t, "settle ");
    }
  if (placed < 7)
    {
      g_autofree char *said = g_strdup_printf ("(%d not placed)", 7 - placed);

      t_do (t, "settle-done");
      g_assert_true (t_said (t, said));
    }
  g_assert_cmpint (t->st->pending.kind, !=, D_SETTLE);
  g_assert_cmpint (settlers_on_map (t) - before, ==, placed);
  t_free (t);
}

/* 6.0.1's location roll when the US stops short (docs: "Settlers placed
 * short of the roll"): "Half (round fraction up) of the settlers must be
 * placed in Ohio" on a 1-3, "Two-thirds (round fraction up or down)" on a
 * 4-5, of the settlers placed.  Each case: the location die, the regions
 * settled in order (O Ohio, E Kentucky, Pennsylvania or Virginia), whether
 * `settle-done` is then offered.  The numbers: half of 2 and of 3 rounded
 * up, 1 and 2; two-thirds of 1, 2 and 3 rounded down, 0, 1 and 2. */
typedef struct {
  const char *path;
  int die;
  const char *placed;
  gboolean done_offered;
} ShareCase;

static const ShareCase share_cases[] = {
  { "/bloodyground/6.0.1/settle-done/half/none-placed", 3, "", TRUE },
  { "/bloodyground/6.0.1/settle-done/half/none-of-one", 3, "E", FALSE },
  { "/bloodyground/6.0.1/settle-done/half/one-of-two", 3, "EO", TRUE },
  { "/bloodyground/6.0.1/settle-done/half/one-of-three", 1, "EOE", FALSE },
  { "/bloodyground/6.0.1/settle-done/half/two-of-three", 1, "OEO", TRUE },
  { "/bloodyground/6.0.1/settle-done/two-thirds/none-of-one", 4, "E", TRUE },
  { "/bloodyground/6.0.1/settle-done/two-thirds/none-of-two", 4, "EE", FALSE },
  { "/bloodyground/6.0.1/settle-done/two-thirds/one-of-two", 5, "OE", TRUE },
  { "/bloodyground/6.0.1/settle-done/two-thirds/one-of-three", 5, "EOE", FALSE },
  { "/bloodyground/6.0.1/settle-done/two-thirds/two-of-three", 4, "OEO", TRUE },
  { "/bloodyground/6.0.1/settle-done/anywhere/none-of-three", 6, "EEE", TRUE },
};

static void
test_settle_share (gconstpointer data)
{
  const ShareCase *k = data;
  T *t = settlers_position (k->die);

  for (const char *r = k->placed; *r; r++)
    settle_in (t, *r == 'O' ? R_OH : R_KY);
  g_assert_cmpint (t->st->pending.kind, ==, D_SETTLE);
  g_assert_cmpint (t_can (t, "settle-done"), ==, k->done_offered);
  if (k->done_offered)
    {
      t_do (t, "settle-done");
      g_assert_cmpint (t->st->pending.kind, !=, D_SETTLE);
    }
  t_free (t);
}

/* When no settler can go to Ohio the US may stop short of Ohio's share:
 * one settler in Kentucky on a 3, then a face-up warrior in every Ohio
 * area offered (a settler "may not be placed in an area with a face-up
 * warrior unit"). */
static void
test_settle_share_ohio_closed (void)
{
  T *t = settlers_position (3);
  guint w = 0;

  settle_in (t, R_KY);
  g_assert_false (t_can (t, "settle-done"));
  while (settle_offered (t, R_OH))
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));

      bh_rules_list_actions (t->rules, t->st, actions);
      for (guint i = 0; i < actions->len; i++)
        {
          const BhAction *a = &g_array_index (actions, BhAction, i);

          if (a->kind != A_SETTLE || !in_region (t, a->args[0], R_OH))
            continue;
          while (t->self->d->pieces[w].klass != PC_WARRIOR)
            w++;
          bh_state_move_piece (t->st, w, a->args[0]);
          bh_state_pieces (t->st)[w++].face = 0;
          break;
        }
    }
  g_assert_true (settle_offered (t, R_KY));
  g_assert_true (t_can (t, "settle-done"));
  t_free (t);
}

/* Each case: the location die, the region settled first and how many
 * there, whether that region is still offered after one fewer and after
 * that many.  Seven settlers: 1-3 half (4, rounded up) in Ohio and 3 in
 * KY/PA/VA; 4-5 two-thirds (4.67: 4 or 5, the US's rounding) in Ohio and
 * at least 2 (7 − 5) there; 6 anywhere. */
typedef struct {
  int die;
  int region;
  int n;
  gboolean open_after;   /* the region still offered after n */
  const char *said;
} LocationCase;

static const LocationCase location_cases[] = {
  { 3, R_OH, 4, FALSE, "die 3, 4 in Ohio and 3 in Kentucky, Pennsylvania or Virginia" },
  { 1, R_KY, 3, FALSE, "die 1, 4 in Ohio and 3" },
  { 4, R_OH, 5, FALSE, "die 4, 4 or 5 in Ohio" },
  { 5, R_KY, 3, FALSE, "die 5, 4 or 5 in Ohio" },
  { 6, R_OH, 5, TRUE, "die 6, anywhere" },
  { 6, R_KY, 5, TRUE, "die 6, anywhere" },
};

static void
test_location_roll (gconstpointer data)
{
  const LocationCase *k = data;
  T *t = settlers_position (k->die);

  g_assert_true (t_said (t, k->said));
  for (int i = 0; i < k->n; i++)
    {
      g_assert_true (settle_offered (t, k->region));
      settle_in (t, k->region);
    }
  g_assert_cmpint (settle_offered (t, k->region), ==, k->open_after);
  /* The other settlers may still go to the other region. */
  g_assert_true (settle_offered (t, k->region == R_OH ? R_KY : R_OH));
  t_free (t);
}

/* ---- 9.1.2 the year's primary leader -------------------------------------- */

/* 15.4 at `turn` (7 Spring 1792, 8 Summer), every nation peaceful, the
 * last settler placed: placing it runs the Supply Phase and the
 * Mobilization Phase, the commitment die first.  VPs 0 to 0: no treaty
 * can be paid for. */
static T *
mobilization_position_with (const char *option, int turn)
{
  T *t = option != NULL ? t_new_with_option ("campaign-for-ohio", option) : t_new ("campaign-for-ohio");

  t_last_settler (t);
  *t_mk (t, "turn") = turn;
  t->st->turn = turn;
  t_vp (t, 0, 0);
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    if ((int) n != t->self->d->nation_iroquois)
      t_x (t)->nation_status[n] = NS_PEACEFUL;
  return t;
}

static T *
mobilization_position (int turn)
{
  return mobilization_position_with (NULL, turn);
}

static char *
roll_next (T *t, const char *nation)
{
  return g_strdup_printf ("roll-next %d", bh_game_data_find_nation (t->data, nation));
}

/* "The first leader unit to go on the warpath for the year is the Native
 * American player's primary leader. Flip that leader counter over"
 * (9.1.2): in Spring every nation rolls afresh (A4) and the NA picks who
 * rolls next (the designer's note: the order matters) until one goes on
 * the warpath.  The Delaware's 1 (+1 their leader) is below the base 3:
 * peaceful, the choice stays open without them; the Shawnee's 6 takes
 * them to war and Black Hoof becomes the primary leader, flipped, Little
 * Turtle flipped back; the rest roll with no more choice. */
static void
test_primary_of_the_year (void)
{
  T *t = mobilization_position (7);
  g_autofree char *delaware = roll_next (t, "delaware");
  g_autofree char *shawnee = roll_next (t, "shawnee");
  g_autofree char *miami = roll_next (t, "miami");
  g_autofree char *iroquois = roll_next (t, "iroquois");

  g_assert_cmpint (t_face (t, "little-turtle"), ==, 1);
  t_do_rolls (t, "settle cincinnati", ROLLS (3));
  g_assert_cmpint (t->st->pending.kind, ==, D_MOB_ORDER);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  g_assert_true (t_can (t, delaware));
  g_assert_true (t_can (t, miami));
  g_assert_false (t_can (t, iroquois));   /* 8.1.3: never rolls */
  t_do_rolls (t, delaware, ROLLS (1));
  g_assert_true (t_said (t, "Delaware mobilization: die 1"));
  g_assert_cmpint (t_x (t)->nation_status[bh_game_data_find_nation (t->data, "delaware")], ==, NS_PEACEFUL);
  g_assert_cmpint (t->st->pending.kind, ==, D_MOB_ORDER);
  g_assert_false (t_can (t, delaware));   /* rolled once this phase */
  t_do_rolls (t, shawnee, ROLLS (6));
  g_assert_true (t_said (t, "The Shawnee go on the warpath"));
  g_assert_true (t_said (t, "Black Hoof is the primary leader"));
  g_assert_cmpint (t_x (t)->primary[1], ==, t_piece (t, "black-hoof"));
  g_assert_cmpint (t_face (t, "black-hoof"), ==, 1);
  g_assert_cmpint (t_face (t, "little-turtle"), ==, 0);
  g_assert_cmpint (t->st->pending.kind, !=, D_MOB_ORDER);
  t_free (t);
}

/* Outside Spring the year's primary leader is known: the six peaceful
 * nations roll in turn with no choice of order, all to the warpath (6s),
 * and the primary leader stays. */
static void
test_primary_outside_spring (void)
{
  T *t = mobilization_position (8);

  t_do_rolls (t, "settle cincinnati", ROLLS (3, 6, 6, 6, 6, 6, 6));
  g_assert_true (t_said (t, "The Delaware go on the warpath"));
  g_assert_true (t_said (t, "The Ottawa go on the warpath"));
  g_assert_false (t_said (t, "is the primary leader"));
  g_assert_cmpint (t->st->pending.kind, !=, D_MOB_ORDER);
  g_assert_cmpint (t_x (t)->primary[1], ==, t_piece (t, "little-turtle"));
  g_assert_cmpint (t_face (t, "little-turtle"), ==, 1);
  t_free (t);
}

/* ---- 8.1 redeploying to the mobilized nation's leader ------------------------------ */

typedef struct {
  const char *path;
  const char *action;        /* the NA's answer */
  const char *ends_at;       /* where warrior-shawnee.1 stands after */
} RedeployCase;

/* 8.1: "Any and all warrior units of that nation that are not in a British
 * fort may be redeployed to the area with the mobilized nation's leader."
 * Summer 1792: the Shawnee roll first (6: the warpath), Black Hoof with
 * warriors at Grand Glaize.  Offered to the NA: the Shawnee warrior at
 * Wapakoneta; not the one at Detroit's British fort, not one already with
 * him, not a Miami warrior.  It goes, or the NA lets it stay. */
static const RedeployCase redeploy_cases[] = {
  { "/bloodyground/8.1/redeploy/joins-the-leader", "redeploy warrior-shawnee.1 grand-glaize", "grand-glaize" },
  { "/bloodyground/8.1/redeploy/stays", "redeploy-done", "wapakoneta" },
};

static void
test_redeploy (gconstpointer data)
{
  const RedeployCase *k = data;
  T *t = mobilization_position (8);
  int shawnee = bh_game_data_find_nation (t->data, "shawnee");

  t_put (t, "warrior-shawnee.1", "wapakoneta", 1);
  t_put (t, "warrior-shawnee.2", "detroit", 1);
  t_put (t, "warrior-miami.1", "wapakoneta", 1);
  g_assert_true (t_at (t, "black-hoof", "grand-glaize"));
  g_assert_true (t_at (t, "warrior-shawnee.3", "grand-glaize"));
  t_do_rolls (t, "settle cincinnati", ROLLS (3, 6));
  g_assert_true (t_said (t, "The Shawnee go on the warpath"));
  g_assert_cmpint (t->st->pending.kind, ==, D_REDEPLOY);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  /* About the leader's area, where the warriors may go. */
  g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, t_loc (t, "grand-glaize"));
  g_assert_true (t_can (t, "redeploy warrior-shawnee.1 grand-glaize"));
  g_assert_false (t_can (t, "redeploy warrior-shawnee.2 grand-glaize"));   /* in a British fort */
  g_assert_false (t_can (t, "redeploy warrior-shawnee.3 grand-glaize"));   /* with him already */
  g_assert_false (t_can (t, "redeploy warrior-miami.1 grand-glaize"));     /* another nation */
  g_assert_false (t_can (t, "redeploy warrior-shawnee.1 kekionga"));       /* not the leader's area */
  t_do (t, k->action);
  g_assert_true (t_at (t, "warrior-shawnee.1", k->ends_at));
  g_assert_true (t_at (t, "warrior-shawnee.2", "detroit"));
  g_assert_cmpint (t_said (t, "Shawnee warriors redeployed to the leader at Grand Glaize"), ==, g_str_equal (k->ends_at, "grand-glaize"));
  /* Nothing more to ask of the Shawnee: the other nations roll. */
  g_assert_false (t->st->pending.kind == D_REDEPLOY && t->st->pending.args[0] == shawnee);
  g_assert_true (t_said (t, "Delaware mobilization"));
  t_free (t);
}

/* ---- 8.1, A4 who rolls ------------------------------------------------------------- */

typedef struct {
  const char *path;
  const char *option;       /* NULL, or every-nation-rolls */
  gboolean low;             /* Tecumseh away at Kekionga, the NA 10 VPs ahead */
  int die;                  /* the Shawnee's die, when they roll */
  int drm, ml;              /* their modifier and level after; ml 0: they do not roll */
} WhoRollsCase;

/* A4: only peaceful nations roll; with the option `every-nation-rolls`
 * (A4's alternative) every nation not surrendered does.  Summer 1792, the
 * Shawnee (base 3) already on the warpath: without the option they do not
 * roll.  With it, Black Hoof's CR 2 and Tecumseh in their area (+1,
 * 14.0.3) make a 1 a 4 and a 3 a 6, held at 5 (8.1.1); with Tecumseh away
 * and the NA 10 VPs ahead (−1, the chart) a 1 makes 2, below the base:
 * they stay on the warpath all the same, "for the year" (8.1), at level 2. */
static const WhoRollsCase who_rolls_cases[] = {
  { "/bloodyground/8.1/who-rolls/peaceful-only", NULL, FALSE, 1, 3, 0 },
  { "/bloodyground/8.1/who-rolls/a4-option/die-1", "every-nation-rolls", FALSE, 1, 3, 4 },
  { "/bloodyground/8.1/who-rolls/a4-option/die-3-held-at-5", "every-nation-rolls", FALSE, 3, 3, 5 },
  { "/bloodyground/8.1/who-rolls/a4-option/below-base-stays", "every-nation-rolls", TRUE, 1, 1, 2 },
};

static void
test_who_rolls (gconstpointer data)
{
  const WhoRollsCase *k = data;
  T *t = mobilization_position_with (k->option, 8);
  int shawnee = bh_game_data_find_nation (t->data, "shawnee");
  g_autofree char *said = g_strdup_printf ("Shawnee mobilization: die %d %+d = %d", k->die, k->drm, k->die + k->drm);

  t_x (t)->nation_status[shawnee] = NS_WARPATH;
  /* 8.1.3: "The Iroquois never roll for mobilization", even at war with
   * the option. */
  t_x (t)->nation_status[bh_game_data_find_nation (t->data, "iroquois")] = NS_WARPATH;
  if (k->low)
    {
      t_put (t, "tecumseh", "kekionga", 0);
      t_vp (t, 0, 10);
    }
  t_do_rolls (t, "settle cincinnati", ROLLS (3, k->die));
  g_assert_cmpint (t_said (t, "Shawnee mobilization"), ==, k->ml > 0);
  if (k->ml > 0)
    {
      g_assert_true (t_said (t, said));
      g_assert_true (t_said (t, "The Shawnee stay on the warpath"));
      g_assert_cmpint (*t_mk (t, "ml-shawnee"), ==, k->ml);
    }
  g_assert_cmpint (t_x (t)->nation_status[shawnee], ==, NS_WARPATH);
  g_assert_false (t_said (t, "Iroquois mobilization"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  g_test_add_func ("/bloodyground/15.2.1/optional-fort", test_optional_fort);
  g_test_add_func ("/bloodyground/15.3.2/iroquois-set-up", test_iroquois_set_up);
  g_test_add_func ("/bloodyground/9.1.2/primary-of-the-year", test_primary_of_the_year);
  g_test_add_func ("/bloodyground/9.1.2/primary-outside-spring", test_primary_outside_spring);
  for (guint i = 0; i < G_N_ELEMENTS (who_rolls_cases); i++)
    g_test_add_data_func (who_rolls_cases[i].path, &who_rolls_cases[i], test_who_rolls);
  for (guint i = 0; i < G_N_ELEMENTS (redeploy_cases); i++)
    g_test_add_data_func (redeploy_cases[i].path, &redeploy_cases[i], test_redeploy);
  for (guint i = 0; i < G_N_ELEMENTS (location_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/6.0.1/location-roll/%d-%s-%d", location_cases[i].die,
                                               location_cases[i].region == R_OH ? "ohio" : "east", location_cases[i].n);

      g_test_add_data_func (path, &location_cases[i], test_location_roll);
    }
  g_test_add_data_func ("/bloodyground/6.0.1/settle-done/none-placed", GINT_TO_POINTER (0), test_settle_done);
  g_test_add_data_func ("/bloodyground/6.0.1/settle-done/two-placed", GINT_TO_POINTER (2), test_settle_done);
  g_test_add_data_func ("/bloodyground/6.0.1/settle-done/all-placed", GINT_TO_POINTER (7), test_settle_done);
  for (guint i = 0; i < G_N_ELEMENTS (share_cases); i++)
    g_test_add_data_func (share_cases[i].path, &share_cases[i], test_settle_share);
  g_test_add_func ("/bloodyground/6.0.1/settle-done/half/ohio-closed", test_settle_share_ohio_closed);
  return g_test_run ();
}
