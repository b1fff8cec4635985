/* test-bloody-sequence.c — A Dark and Bloody Ground: the sequence of play
 * (4.0–4.7) turn by turn, surrender's effects (8.6.2) and where Atrocity
 * markers may go (9.2.1).  Driven through player actions.  Paths
 * /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include <stdio.h>

#include "test-bloody-util.c"

/* ---- 4.0 the turn, phase by phase ------------------------------------------------ */

/* The first listed action that declines ("pass", "no-…", "stop"), else
 * the first listed. */
static char *
quiet_action (T *t)
{
  static const char *const quiet[] = { "pass", "no-", "stop", "leader-waits", "sfs-together", "mckee-stays" };

  for (guint i = 0; i < G_N_ELEMENTS (quiet); i++)
    {
      char *text = t_find (t, quiet[i]);

      if (text != NULL)
        return text;
    }
  return t_find (t, "");
}

typedef struct {
  const char *path;
  int turn;              /* the turn played: 2 Winter 1791, 3 Spring, 4 Summer, 5 Fall */
  gboolean settlers;     /* 4.2: a settler roll */
  gboolean army;         /* 4.4: the US Army roll */
  gboolean militia;      /* 4.4: the militia roll */
} TurnCase;

/* 4.2 "During spring, summer and fall turns the US player determines the
 * number of settler units"; 4.4 "During spring turns ... US Army regular
 * units ... During spring, summer and fall turns ... militia units". */
static const TurnCase turn_cases[] = {
  { "/bloodyground/4.0/phase-order/winter", 2, FALSE, FALSE, FALSE },
  { "/bloodyground/4.0/phase-order/fall", 5, TRUE, FALSE, TRUE },
  { "/bloodyground/4.1/two-dice/spring", 3, TRUE, TRUE, TRUE },
  { "/bloodyground/4.2/settlers/winter", 2, FALSE, FALSE, FALSE },
  { "/bloodyground/4.2/settlers/spring", 3, TRUE, TRUE, TRUE },
  { "/bloodyground/4.3/supply-every-turn/winter", 2, FALSE, FALSE, FALSE },
  { "/bloodyground/4.4/army/spring", 3, TRUE, TRUE, TRUE },
  { "/bloodyground/4.4/army/summer", 4, TRUE, FALSE, TRUE },
  { "/bloodyground/4.4/militia/winter", 2, FALSE, FALSE, FALSE },
  { "/bloodyground/4.4/militia/fall", 5, TRUE, FALSE, TRUE },
  /* 6.0: "During spring, summer and fall turns the US player determines
   * the number of settler units". */
  { "/bloodyground/6.0/settlers/summer", 4, TRUE, FALSE, TRUE },
  { "/bloodyground/6.0/settlers/winter", 2, FALSE, FALSE, FALSE },
};

/* Where `text` first appears in `log` at or after `from`, or -1. */
static int
find_from (const char *log, const char *text, int from)
{
  const char *at = strstr (log + from, text);

  return at != NULL ? (int) (at - log) : -1;
}

/* 15.4 with every nation at war, a Kentucky militia unit at Bluegrass, the
 * Action Phase of the turn before `k->turn` ending with the US's pass;
 * then each decision declined (or the first offered) until the turn after
 * begins.  The log of `k->turn`, from its "begins (4.7)" to the next:
 * every phase in the order of 4.0, each once. */
static void
test_turn (gconstpointer data)
{
  const TurnCase *k = data;
  T *t = t_action_position (k->turn - 1, 0);
  g_autoptr(GString) log = g_string_new (NULL);
  static const char *const order[] = {
    "Random events: ",     /* 4.1 */
    "Settlers: die ",      /* 4.2 (6.0.1), not in Winter */
    "Out of supply: ",     /* 4.3 (7.0) */
    "US commitment: die ", /* 4.4 (8.2) */
    "Initiative: ",        /* 4.5 (9.1) */
    "US passes",           /* 4.5 */
    "begins (4.7)",        /* 4.7: the next turn */
  };
  int at = 0, a, b, sum;
  const char *events;

  t_put (t, "militia-kentucky.1", "bluegrass", 0);
  t_x (t)->passed = 1;
  t_do (t, "pass");
  g_string_append (log, t->narration);
  for (int guard = 0; guard < 200 && *t_mk (t, "turn") <= k->turn; guard++)
    {
      g_autofree char *text = quiet_action (t);

      g_assert_nonnull (text);
      t_do (t, text);
      g_string_append (log, t->narration);
    }
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  g_assert_cmpint (*t_mk (t, "turn"), ==, k->turn + 1);
  /* The turn's own log: from its first line to the next turn's. */
  at = find_from (log->str, "begins (4.7)", 0);
  g_assert_cmpint (at, >=, 0);
  g_string_truncate (log, (gsize) find_from (log->str, "begins (4.7)", at + 1) + strlen ("begins (4.7)"));
  g_string_erase (log, 0, at + (gssize) strlen ("begins (4.7)"));
  at = 0;
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      int next = find_from (log->str, order[i], at);

      if (i == 1 && !k->settlers)
        {
          g_assert_cmpint (next, <, 0);
          continue;
        }
      if (next < 0)
        g_error ("%s: “%s” missing after offset %d in\n%s", k->path, order[i], at, log->str);
      at = next;
    }
  /* 4.1: one die each, totalled. */
  events = strstr (log->str, "Random events: ");
  g_assert_cmpint (sscanf (events, "Random events: %d + %d = %d", &a, &b, &sum), ==, 3);
  g_assert_cmpint (a, >=, 1);
  g_assert_cmpint (a, <=, 6);
  g_assert_cmpint (b, >=, 1);
  g_assert_cmpint (b, <=, 6);
  g_assert_cmpint (a + b, ==, sum);
  /* 4.3: supply is traced once a turn. */
  g_assert_cmpint (find_from (log->str, "Out of supply: ", find_from (log->str, "Out of supply: ", 0) + 1), <, 0);
  g_assert_cmpint (strstr (log->str, "US Army: die ") != NULL, ==, k->army);
  g_assert_cmpint (strstr (log->str, "Militia: die ") != NULL, ==, k->militia);
  t_free (t);
}

/* ---- 8.6.2 surrender's effects --------------------------------------------------- */

/* 8.6.2: "All warrior and leader units that are not in a British fort are
 * permanently removed from the game."  15.1's Mobilization Phase at CL 2,
 * 10 VPs to 0: two treaties offered the Delaware (−2, 8.6.3), the
 * commitment die 3, the Delaware's 1: 1 − 1 = 0, a surrender (8.6.1).  A
 * Delaware warrior at Detroit's British fort stays, the one at Tuscarawas
 * goes; their leader stays in the fort (`in_fort`), goes from outside.
 * The US pays 4 VPs for the treaties and scores 5 (15.4.5).  Those in the
 * fort leave at the end of the next Fall (8.1 exception, A47):
 * tests/test-bloody-endphase.c. */
static void
test_surrender_effects (gconstpointer data)
{
  gboolean in_fort = GPOINTER_TO_INT (data);
  T *t = t_mobilization_position (2, 10, 0);
  int delaware = bh_game_data_find_nation (t->data, "delaware");
  g_autofree char *treaty = g_strdup_printf ("treaty %d", delaware);

  t_put (t, "delaware-leader", in_fort ? "detroit" : "tuscarawas", 1);
  t_put (t, "warrior-delaware.1", "detroit", 1);
  t_put (t, "warrior-delaware.2", "tuscarawas", 1);
  t_do (t, "settle cincinnati");
  g_assert_cmpint (t->st->pending.kind, ==, D_TREATY);
  t_do (t, treaty);
  t_do (t, treaty);
  t_do_rolls (t, "no-treaty", ROLLS (3, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, "Delaware mobilization: die 1 -1 = 0"));
  g_assert_cmpint (t_x (t)->nation_status[delaware], ==, NS_SURRENDERED);
  g_assert_true (t_at (t, "warrior-delaware.1", "detroit"));
  g_assert_true (t_at (t, "warrior-delaware.2", "removed"));
  g_assert_true (t_at (t, "delaware-leader", in_fort ? "detroit" : "removed"));
  g_assert_cmpint (t_x (t)->vp[0], ==, 10 - 4 + 5);
  t_free (t);
}

/* ---- 9.2.1 where an Atrocity marker goes ------------------------------------------- */

typedef struct {
  const char *path;
  int side;              /* who places it */
  const char *area;
  const char *unit;      /* an enemy unit there, or NULL */
  gboolean legal;
} TargetCase;

/* 9.2.1: "US atrocity markers can only be placed on NA units/areas
 * (neutral or otherwise), while NA atrocity markers can only be placed on
 * US units/areas" (Kentucky, Virginia, Pennsylvania or a settled area for
 * the US's, docs).  Bluegrass is in Kentucky, Kekionga a Miami area. */
static const TargetCase target_cases[] = {
  { "/bloodyground/9.2.1/targets/us-on-tribal-area", 0, "kekionga", NULL, TRUE },
  { "/bloodyground/9.2.1/targets/us-on-kentucky", 0, "bluegrass", NULL, FALSE },
  { "/bloodyground/9.2.1/targets/us-on-warriors-in-kentucky", 0, "bluegrass", "warrior-shawnee.1", TRUE },
  { "/bloodyground/9.2.1/targets/na-on-kentucky", 1, "bluegrass", NULL, TRUE },
  { "/bloodyground/9.2.1/targets/na-on-tribal-area", 1, "kekionga", NULL, FALSE },
  { "/bloodyground/9.2.1/targets/na-on-regulars-at-kekionga", 1, "kekionga", "us-regular.1", TRUE },
};

static void
test_atrocity_target (gconstpointer data)
{
  const TargetCase *k = data;
  T *t = t_atrocity_position ("campaign-for-ohio", k->side);
  g_autofree char *text = g_strdup_printf ("atrocity %s", k->area);

  if (k->unit != NULL)
    t_put (t, k->unit, k->area, 0);
  g_assert_cmpint (t_can (t, text), ==, k->legal);
  if (k->legal)
    {
      t_do (t, text);
      g_assert_true (t_said (t, "An Atrocity marker at"));
      g_assert_cmpint (t_x (t)->atrocities_left[k->side], ==, 0);
    }
  t_free (t);
}

/* 6.0.2 and 9.2.1: "Settler units are automatically removed from the game,
 * on a one-for-one basis, if an "Atrocity" marker is placed in their area
 * by either player": one marker, one settler of the two there. */
static void
test_atrocity_settler (gconstpointer data)
{
  int side = GPOINTER_TO_INT (data);
  const char *area = side == 1 ? "bluegrass" : "kekionga";
  T *t = t_atrocity_position ("campaign-for-ohio", side);
  g_autofree char *text = g_strdup_printf ("atrocity %s", area);

  t_put_series (t, "settler", 1, 2, area, 0);
  t_do (t, text);
  g_assert_true (t_said (t, "A settler is removed from"));
  g_assert_cmpint (t_at (t, "settler.1", "removed") + t_at (t, "settler.2", "removed"), ==, 1);
  g_assert_cmpint (t_at (t, "settler.1", area) + t_at (t, "settler.2", area), ==, 1);
  t_free (t);
}

/* ---- 7.0.4 out of supply ----------------------------------------------------------- */

/* 7.0.4: "Units that are Out of Supply have their MP allowance reduced by
 * 1 MP. Out of Supply units may only activate once per turn (no force
 * marching). Out of Supply Warrior units may not conduct raids."  A US
 * regular (MA 4) at Cincinnati and a Shawnee warrior at Chillicothe in
 * 15.4's Fall 1790, each in supply or not (`out`, as the Supply Phase
 * marks it): the regular moves on 3 MPs or 4, may be activated a second
 * time only in supply; the warrior may raid only in supply. */
static void
test_out_of_supply (gconstpointer data)
{
  gboolean out = GPOINTER_TO_INT (data);
  T *t = t_action_position (1, 0);
  int regular = t_put (t, "us-regular.1", "cincinnati", 0);
  int warrior = t_put (t, "warrior-shawnee.1", "old-chillicothe", 0);

  t_x (t)->oos[regular] = t_x (t)->oos[warrior] = out;
  t_do (t, "activate us-regular.1");
  g_assert_cmpint (t_x (t)->move_mp, ==, out ? 3 : 4);
  t_do (t, "stop");
  g_assert_cmpint (t->st->pending.side, ==, 1);
  g_assert_cmpint (t_has (t, "raid warrior-shawnee.1 "), ==, !out);
  t_do (t, "pass");
  g_assert_cmpint (t_can (t, "activate us-regular.1"), ==, !out);
  t_free (t);
}

/* ---- 9.1.1 the US primary leader ------------------------------------------------- */

/* 9.1.1: "The leader with the highest rank is the US player's primary
 * leader. If more than one leader has the same rank the US player may
 * choose which is the primary leader for that turn": Butler and
 * Hamtramck (both rank 2) are offered, Little Turtle's Kekionga rivals
 * aside; the US names either, and the initiative roll adds his rating. */
static void
test_us_primary_tie (gconstpointer data)
{
  const char *chosen = data;
  static const char *const leaders[] = { "butler", "hamtramck", NULL };
  T *t = t_before_initiative (leaders);
  g_autofree char *text = g_strdup_printf ("primary %s", chosen);
  g_autofree char *said = NULL;
  int cr = t->self->d->pieces[t_piece (t, chosen)].cr;

  t_do (t, "place militia-kentucky.1 bluegrass");
  g_assert_cmpint (t->st->pending.kind, ==, D_PRIMARY);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  g_assert_true (t_can (t, "primary butler"));
  g_assert_true (t_can (t, "primary hamtramck"));
  g_assert_false (t_can (t, "primary little-turtle"));
  t_do_rolls (t, text, ROLLS (6, 1));
  g_assert_cmpint (t_x (t)->primary[0], ==, t_piece (t, chosen));
  said = g_strdup_printf ("Initiative: US %d, NA 4", 6 + cr);
  g_assert_true (t_said (t, said));
  t_free (t);
}

/* With Wayne (rank 3) in play no choice is offered: he is the primary. */
static void
test_us_primary_highest (void)
{
  static const char *const leaders[] = { "butler", "hamtramck", "wayne", NULL };
  T *t = t_before_initiative (leaders);

  t_do_rolls (t, "place militia-kentucky.1 bluegrass", ROLLS (6, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_ACTION);
  g_assert_cmpint (t_x (t)->primary[0], ==, t_piece (t, "wayne"));
  t_free (t);
}

/* ---- 14.0.5 McKee's death ---------------------------------------------------------- */

typedef struct {
  const char *path;
  int warriors;          /* Shawnee warriors on the map */
  int die;               /* the Shawnee's roll against their level 3 − 1 */
  int lost;              /* warriors lost: the die − 2 */
} McKeeCase;

/* 14.0.5: McKee dies when the initiative dice are doubles and his die
 * matches them; "each nation's Mobilization Level is reduced by one, and
 * each nation on the warpath rolls a die ... eliminate a number of that
 * nation's warrior units equal to the difference": the Shawnee (ML 3, now
 * 2) roll 5 and lose 3 of their 4 warriors, chosen by the NA; with 3
 * warriors all go with no choice; a 2 costs none. */
static const McKeeCase mckee_cases[] = {
  { "/bloodyground/14.0.5/mckee-dies/na-chooses", 4, 5, 3 },
  { "/bloodyground/14.0.5/mckee-dies/all-lost", 3, 5, 3 },
  { "/bloodyground/14.0.5/mckee-dies/none-lost", 4, 2, 0 },
};

static void
test_mckee_dies (gconstpointer data)
{
  const McKeeCase *k = data;
  static const char *const leaders[] = { "harmar", NULL };
  T *t = t_before_initiative (leaders);
  int shawnee = bh_game_data_find_nation (t->data, "shawnee");

  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    t_x (t)->nation_status[n] = (int) n == shawnee ? NS_WARPATH : NS_PEACEFUL;
  *t_mk (t, "ml-shawnee") = 3;
  t_put (t, "mckee", "wapakoneta", 0);
  t_put_series (t, "warrior-shawnee", 1, k->warriors, "wapakoneta", 0);
  t_do_rolls (t, "place militia-kentucky.1 bluegrass", ROLLS (2, 2, 2, k->die));
  g_assert_true (t_said (t, "Doubles: McKee's die 2 against 2"));
  g_assert_true (t_at (t, "mckee", "eliminated"));
  g_assert_cmpint (*t_mk (t, "ml-shawnee"), ==, 2);
  if (k->lost > 0 && k->warriors > k->lost)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_MCKEE_LOSS);
      g_assert_cmpint (t->st->pending.side, ==, 1);
      for (int i = k->warriors; i > k->warriors - k->lost; i--)
        {
          g_autofree char *lose = g_strdup_printf ("mckee-loss warrior-shawnee.%d", i);

          t_do (t, lose);
        }
    }
  g_assert_cmpint (t->st->pending.kind, ==, D_ACTION);
  g_assert_cmpint (t_series_on_map (t, "warrior-shawnee", 1, k->warriors), ==, k->warriors - k->lost);
  if (k->lost > 0 && k->warriors > k->lost)
    g_assert_true (t_at (t, "warrior-shawnee.1", "wapakoneta"));   /* the one the NA kept */
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (turn_cases); i++)
    g_test_add_data_func (turn_cases[i].path, &turn_cases[i], test_turn);
  g_test_add_data_func ("/bloodyground/7.0.4/effects/in-supply", GINT_TO_POINTER (FALSE), test_out_of_supply);
  g_test_add_data_func ("/bloodyground/7.0.4/effects/out-of-supply", GINT_TO_POINTER (TRUE), test_out_of_supply);
  g_test_add_data_func ("/bloodyground/9.1.1/equal-rank/butler", "butler", test_us_primary_tie);
  g_test_add_data_func ("/bloodyground/9.1.1/equal-rank/hamtramck", "hamtramck", test_us_primary_tie);
  g_test_add_func ("/bloodyground/9.1.1/highest-rank", test_us_primary_highest);
  for (guint i = 0; i < G_N_ELEMENTS (mckee_cases); i++)
    g_test_add_data_func (mckee_cases[i].path, &mckee_cases[i], test_mckee_dies);
  g_test_add_data_func ("/bloodyground/8.6.2/leader-in-british-fort", GINT_TO_POINTER (TRUE), test_surrender_effects);
  g_test_add_data_func ("/bloodyground/8.6.2/leader-outside", GINT_TO_POINTER (FALSE), test_surrender_effects);
  for (guint i = 0; i < G_N_ELEMENTS (target_cases); i++)
    g_test_add_data_func (target_cases[i].path, &target_cases[i], test_atrocity_target);
  g_test_add_data_func ("/bloodyground/9.2.1/settler-removed/by-na", GINT_TO_POINTER (1), test_atrocity_settler);
  g_test_add_data_func ("/bloodyground/9.2.1/settler-removed/by-us", GINT_TO_POINTER (0), test_atrocity_settler);
  return g_test_run ();
}
