/* test-bloody-relocation.c — A Dark and Bloody Ground: after a campaign
 * battle, the routed units' check (10.7) and who leaves the area (10.7.1,
 * 10.7.2); where a displaced settler goes (6.0.2).  Driven through player
 * actions.  Paths /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

typedef struct {
  const char *path;
  int us_lost, na_lost;        /* of 3 US and 6 NA units at the start */
  int relocating;              /* the side that must withdraw first */
  int settlers_go;             /* the settlers that leave with the US */
  int at_cincinnati;           /* settlers already at Cincinnati */
} WithdrawCase;

/* 10.7.1: "If one side has been defeated all units of the force, and any
 * other friendly combat, leader, and settler units in the area, are
 * removed … and relocated"; 10.7.2: in a draw "both sides' forces, and
 * any settlers in the area, are relocated".  A third of 3 is 1, of 6 is 2. */
static const WithdrawCase withdraw_cases[] = {
  { "/bloodyground/10.7.1/settlers-withdraw/us-defeated", 1, 0, 0, 2, 0 },
  { "/bloodyground/10.7.2/settlers-withdraw/draw", 0, 1, 0, 2, 0 },
  { "/bloodyground/10.7.1/settlers-withdraw/na-defeated", 0, 2, 1, 0, 0 },
  /* Four settlers an area (4.2): with two at Cincinnati both come; with
   * three one comes and the other goes back to the pool. */
  { "/bloodyground/10.7.1/settlers-withdraw/room-for-two", 1, 0, 0, 2, 2 },
  { "/bloodyground/10.7.1/settlers-withdraw/room-for-one", 1, 0, 0, 1, 3 },
};

/* Round 10 of a battle at Kekionga (15.1): Harmar and regulars against
 * Little Turtle and Miami warriors, two settlers in the area; the NA's
 * end of the last impulse ends it. */
static void
test_withdraw (gconstpointer data)
{
  const WithdrawCase *k = data;
  T *t = t_new ("harmars-expedition");
  BloodyBattle *b;

  t_clear (t);
  t_put (t, "harmar", "wilderness.0509", 0);
  t_put_series (t, "us-regular", 1, 3 - k->us_lost, "wilderness.0509", 0);
  t_put (t, "little-turtle", "wilderness.0112", 0);
  t_put_series (t, "warrior-miami", 1, 6 - k->na_lost, "wilderness.0112", 0);
  t_put_series (t, "settler", 1, 2, "kekionga", 0);
  t_put_series (t, "settler", 3, 2 + k->at_cincinnati, "cincinnati", 0);
  t_battle_at (t, 10, BI_MELEE_SECOND, 0, D_MELEE, 1);
  b = &t_x (t)->battle;
  b->area = t_loc (t, "kekionga");
  b->grid = t->self->d->spaces[b->area].grid;
  b->at_start[0] = 3;
  b->at_start[1] = 6;
  b->lost[0] = k->us_lost;
  b->lost[1] = k->na_lost;
  t_vp (t, 0, 0);
  /* The battle's decisions, on its board and after it, are about
   * Kekionga (bh_rules_decision_location). */
  g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, t_loc (t, "kekionga"));
  t_do (t, "end-impulse");
  g_assert_cmpint (t->st->pending.kind, ==, D_RELOCATE);
  g_assert_cmpint (t->st->pending.side, ==, k->relocating);
  g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, t_loc (t, "kekionga"));
  {
    g_autofree char *bar = bh_rules_describe_decision (t->rules, t->st, BH_NONE);

    g_assert_nonnull (strstr (bar, "at Kekionga (Miamitown): "));
    g_assert_nonnull (strstr (bar, "to decide where the defeated force goes (10.7.1)"));
  }
  t_do (t, k->relocating == 0 ? "relocate cincinnati" : "relocate wapakoneta");
  if (k->settlers_go)
    {
      g_autofree char *said = g_strdup_printf ("%d settlers go with it to Cincinnati", k->settlers_go);

      g_assert_true (t_said (t, said));
    }
  g_assert_false (t_said (t, "settlers go with it") && !k->settlers_go);
  g_assert_cmpint (t_said (t, "find no room there"), ==, k->settlers_go == 1);
  g_assert_true (t_at (t, "settler.1", k->settlers_go ? "cincinnati" : "kekionga"));
  g_assert_true (t_at (t, "settler.2", k->settlers_go == 2 ? "cincinnati" : k->settlers_go ? "settler-pool" : "kekionga"));
  t_free (t);
}

typedef struct {
  const char *path;
  const char *village;   /* a village's area, or NULL */
  int at_cincinnati;     /* settlers already at Cincinnati */
  const char *to;        /* where the displaced settler goes */
  const char *said;      /* the log's name for it */
} DisplaceCase;

/* 6.0.2: "the settler unit is displaced to the nearest village (or
 * permanent settlement printed on the map)".  From Big Sandy Cincinnati is
 * 2 areas away (Marietta 3, Pittsburgh 4); a village at Limestone (1) is
 * nearer, one at Wheeling (farther than
 * Cincinnati) is not. */
static const DisplaceCase displace_cases[] = {
  { "/bloodyground/6.0.2/displaced/permanent-settlement", NULL, 0, "cincinnati", "to Cincinnati" },
  { "/bloodyground/6.0.2/displaced/village-nearer", "limestone", 0, "limestone", "to Limestone" },
  { "/bloodyground/6.0.2/displaced/village-farther", "wheeling", 0, "cincinnati", "to Cincinnati" },
  /* Four settlers an area (4.2): with three at Cincinnati it still goes
   * there; with four, on to Marietta (3 areas). */
  { "/bloodyground/6.0.2/displaced/three-there", NULL, 3, NULL, "to Cincinnati" },
  { "/bloodyground/6.0.2/displaced/four-there", NULL, 4, "marietta", "to Marietta" },
};

/* A Shawnee warrior raiding Big Sandy (15.4, CL 2), where a settler
 * stands; the US's pass ends the Action Phase and the raid is resolved:
 * die 4 (a success, 4-6 after the area's DRM: the warrior and a settler
 * hit), then the settler's 1, not above the CL: displaced, not killed. */
static T *
displaced_position (const char *village, int at_cincinnati)
{
  T *t = t_new ("campaign-for-ohio");
  int w;

  t_clear (t);
  *t_mk (t, "us-commitment") = 2;
  t_vp (t, 0, 0);
  t_put (t, "settler.1", "big-sandy", 0);
  t_put_series (t, "settler", 2, 1 + at_cincinnati, "cincinnati", 0);
  if (village != NULL)
    t_put (t, "village.1", village, 0);
  w = t_put (t, "warrior-shawnee.1", "big-sandy", 0);
  t_x (t)->raid_mp[w] = 1;
  t_x (t)->severe = 0;
  t_action_phase_last_pass (t);
  t_do_rolls (t, "pass", ROLLS (4, 1));
  g_assert_true (t_said (t, "The raid succeeds"));
  g_assert_true (t_said (t, "A settler flees: 1, commitment 2"));
  return t;
}

static void
test_displaced (gconstpointer data)
{
  const DisplaceCase *k = data;
  T *t = displaced_position (k->village, k->at_cincinnati);

  g_assert_true (t_said (t, k->said));
  if (k->to != NULL)   /* (four at Cincinnati become a village in the End Phase, 6.0.3) */
    g_assert_true (t_at (t, "settler.1", k->to));
  /* The US scores 2 for the warrior (15.4.5), loses none for the settler. */
  g_assert_cmpint (t_x (t)->vp[0], ==, 2);
  t_free (t);
}

/* A51's alternative as a scenario option ("Raided settlers always
 * eliminated"): the same raid (die 4, a success) removes Big Sandy's
 * settler with no 6.0.2 roll: US −1, NA +1 besides the raid's 1. */
static void
test_raided_settler_option (void)
{
  T *t = t_new_with_option ("campaign-for-ohio", "raided-settlers-eliminated");
  int w;

  t_clear (t);
  *t_mk (t, "us-commitment") = 2;
  t_vp (t, 5, 0);
  t_put (t, "settler.1", "big-sandy", 0);
  w = t_put (t, "warrior-shawnee.1", "big-sandy", 0);
  t_x (t)->raid_mp[w] = 1;
  t_x (t)->severe = 0;
  t_action_phase_last_pass (t);
  t_do_rolls (t, "pass", ROLLS (4));
  g_assert_true (t_said (t, "The raid succeeds"));
  g_assert_true (t_said (t, "A settler is killed (A51 option: no roll)"));
  g_assert_false (t_said (t, "A settler flees"));
  g_assert_true (t_at (t, "settler.1", "removed"));
  t_free (t);
}

/* 6.0.2 names no tie-break: the settler is the US's, and where two places
 * are equally near the US chooses (docs).  A village at Bluegrass is 2
 * areas from Big Sandy, as Cincinnati is: both are offered, and nothing
 * else; the US takes either (the one later in map order here, then the
 * other). */
static void
test_displaced_tie (gconstpointer data)
{
  const char *to = data;
  T *t = displaced_position ("bluegrass", 0);
  g_autofree char *flee = g_strdup_printf ("flee-to settler.1 %s", to);

  g_assert_true (t_said (t, "the US chooses among 2 places equally near"));
  g_assert_cmpint (t->st->pending.kind, ==, D_DISPLACE);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  /* The choice is about the raided area the settler flees (the decision
   * bar names it, the window shows it). */
  g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, t_loc (t, "big-sandy"));
  g_assert_true (t_can (t, "flee-to settler.1 bluegrass"));
  g_assert_true (t_can (t, "flee-to settler.1 cincinnati"));
  g_assert_false (t_can (t, "flee-to settler.1 limestone"));
  g_assert_false (t_can (t, "flee-to settler.1 marietta"));
  t_do (t, flee);
  g_assert_true (t_at (t, "settler.1", to));
  g_assert_true (t_said (t, "The settler goes to"));
  t_free (t);
}

/* The same choice after a pillage (9.5.2 with 6.0.2, A13): two Shawnee
 * pillage Big Sandy (die 1, pillaged), its settler rolls 1 (CL 2):
 * displaced, Bluegrass's village and Cincinnati equally near; once the US
 * has chosen, the Action Phase goes on with the US to act. */
static void
test_displaced_tie_pillage (void)
{
  T *t = t_atrocity_position ("campaign-for-ohio", 1);

  t_put (t, "settler.1", "big-sandy", 0);
  t_put (t, "village.1", "bluegrass", 0);
  t_put_series (t, "warrior-shawnee", 1, 2, "big-sandy", 0);
  t_do (t, "pillage big-sandy");
  t_do (t, "pillage-with warrior-shawnee.1");
  t_do (t, "pillage-with warrior-shawnee.2");
  t_do_rolls (t, "pillage-go", ROLLS (1, 1));
  g_assert_true (t_said (t, "The area is pillaged"));
  g_assert_cmpint (t->st->pending.kind, ==, D_DISPLACE);
  t_do (t, "flee-to settler.1 bluegrass");
  g_assert_true (t_at (t, "settler.1", "bluegrass"));
  g_assert_cmpint (t->st->pending.kind, ==, D_ACTION);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  t_free (t);
}

typedef struct {
  const char *path;
  gboolean fort;      /* a US fort at Fort Jefferson */
  int siege;          /* Siege markers on it */
  int die;            /* the routed regular's check */
  gboolean survives;
} RoutedCase;

/* 10.7: "For each Routed unit roll a die. The primary leader's Command
 * Rating, if present in the area, may be subtracted … Subtract 1 if the
 * units are now in a fortification" ("a friendly un-besieged
 * fortification in the same area").  CL 2, Harmar's CR 1: a 4 fails
 * (3 > 2) in the open or in a fort with a Siege marker, passes (2) in an
 * un-besieged fort; a 3 passes anywhere.  Harmar is still on the board
 * when the regular, first in piece order, checks: his CR counts. */
static const RoutedCase routed_cases[] = {
  { "/bloodyground/10.7/routed-check/fort-4-passes", TRUE, 0, 4, TRUE },
  { "/bloodyground/10.7/routed-check/open-4-fails", FALSE, 0, 4, FALSE },
  { "/bloodyground/10.7/routed-check/besieged-fort-4-fails", TRUE, 1, 4, FALSE },
  { "/bloodyground/10.7/routed-check/open-3-passes", FALSE, 0, 3, TRUE },
};

static void
test_routed_check (gconstpointer data)
{
  const RoutedCase *k = data;
  T *t = t_new ("harmars-expedition");
  BloodyBattle *b;
  int routed;

  t_clear (t);
  *t_mk (t, "us-commitment") = 2;
  if (k->fort)
    t_put (t, "us-fort.1", "fort-jefferson", 0);
  t_x (t)->siege[t_loc (t, "fort-jefferson")] = k->siege;
  t_put (t, "harmar", "wilderness.0509", 0);
  routed = t_put (t, "us-regular.1", "wilderness.0509", 1);
  t_put_series (t, "us-regular", 2, 3, "wilderness.0509", 0);
  t_put (t, "little-turtle", "wilderness.0112", 0);
  t_put_series (t, "warrior-miami", 1, 6, "wilderness.0112", 0);
  t_battle_at (t, 10, BI_MELEE_SECOND, 0, D_MELEE, 1);
  b = &t_x (t)->battle;
  b->area = t_loc (t, "fort-jefferson");
  b->grid = t->self->d->spaces[b->area].grid;
  b->at_start[0] = 3;
  b->at_start[1] = 6;
  t_vp (t, 0, 0);
  t_do_rolls (t, "end-impulse", ROLLS (k->die));
  g_assert_cmpint (t_at (t, "us-regular.1", "eliminated"), ==, !k->survives);
  if (k->survives)
    g_assert_cmpint (bh_state_pieces (t->st)[routed].face, ==, 0);
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (withdraw_cases); i++)
    g_test_add_data_func (withdraw_cases[i].path, &withdraw_cases[i], test_withdraw);
  for (guint i = 0; i < G_N_ELEMENTS (displace_cases); i++)
    g_test_add_data_func (displace_cases[i].path, &displace_cases[i], test_displaced);
  g_test_add_data_func ("/bloodyground/6.0.2/displaced/tie-us-chooses/bluegrass", "bluegrass", test_displaced_tie);
  g_test_add_data_func ("/bloodyground/6.0.2/displaced/tie-us-chooses/cincinnati", "cincinnati", test_displaced_tie);
  g_test_add_func ("/bloodyground/6.0.2/displaced/tie-us-chooses/after-pillage", test_displaced_tie_pillage);
  g_test_add_func ("/bloodyground/12.0.3/raided-settlers/a51-option", test_raided_settler_option);
  for (guint i = 0; i < G_N_ELEMENTS (routed_cases); i++)
    g_test_add_data_func (routed_cases[i].path, &routed_cases[i], test_routed_check);
  return g_test_run ();
}
