/* test-bloody-endphase.c — A Dark and Bloody Ground: the End Phase (13.0):
 * the victory check before the end of Winter, the militia a besieged fort
 * keeps; what leaves play there: a surrendered nation's warriors in a
 * British fort (8.1), Dorchester without his army (8.5.3).  Driven through player actions.  Paths
 * /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* The Action Phase of `turn`, the map cleared, every unit in supply; the
 * US's pass ends the phase (A40) and the End Phase follows. */
static T *
end_of_action_phase (const char *scenario, int turn)
{
  T *t = t_new (scenario);

  t_clear (t);
  t_x (t)->severe = 0;
  *t_mk (t, "turn") = turn;
  t->st->turn = turn;
  memset (t_x (t)->oos, 0, sizeof t_x (t)->oos);
  t_action_phase_last_pass (t);
  return t;
}

typedef struct {
  const char *path;
  const char *holders;   /* the prefix of the two units holding Kekionga */
  const char *said;
  int winner;
} WinterVictoryCase;

/* 13.0: "Victory Points (VPs) are now tallied to determine if one player
 * has won … If not, and this is a winter turn … all US militia units not
 * in a besieged fort are removed … warrior units … turned face-down".  At
 * the end of 15.1 (Winter 1791), with no settler in Miami or Shawnee
 * territory: Miami warriors holding Kekionga are the NA's decisive
 * victory (15.1.4: 2), not the marginal one they would be face down;
 * militia alone holding it in supply are the US's decisive victory (2
 * against the NA's marginal 1), tallied before the Winter disbanding.
 * Either way the holders stay as they were (face up, on the map). */
static const WinterVictoryCase winter_victory_cases[] = {
  { "/bloodyground/13.0/victory-before-winter/warriors-face-up", "warrior-miami", "Victory levels: US 0, NA 2", 1 },
  { "/bloodyground/13.0/victory-before-winter/militia-counted", "militia-kentucky", "Victory levels: US 2, NA 1", 0 },
};

static void
test_victory_before_winter (gconstpointer data)
{
  const WinterVictoryCase *k = data;
  T *t = end_of_action_phase ("harmars-expedition", 2);
  g_autofree char *first = g_strdup_printf ("%s.1", k->holders);

  t_put_series (t, k->holders, 1, 2, "kekionga", 0);
  t_do (t, "pass");
  g_assert_true (t_said (t, k->said));
  g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
  g_assert_cmpint (t->st->winner, ==, k->winner);
  g_assert_true (t_at (t, first, "kekionga"));
  g_assert_cmpint (t_face (t, first), ==, 0);
  t_free (t);
}

/* 13.0: "at the end of each winter turn all US militia units not in a
 * besieged fort are removed": at the end of Winter 1791 of 15.4 a militia
 * unit in a US fort besieged by a Shawnee warrior stays (the attrition die
 * a 1, which no siege DRM takes above the CL), one in the open goes; the
 * siege is judged before the warrior goes home. */
static void
test_winter_militia_besieged (void)
{
  T *t = end_of_action_phase ("campaign-for-ohio", 2);

  *t_mk (t, "us-commitment") = 2;
  t_put (t, "us-fort.1", "limestone", 0);
  t_put (t, "militia-kentucky.1", "limestone", 0);
  t_put (t, "warrior-shawnee.1", "limestone", 0);
  t_put (t, "militia-kentucky.2", "bluegrass", 0);
  t_do (t, "pass");
  t_do (t, "resolve limestone");
  if (g_getenv ("BLOODY_DEBUG"))
    g_printerr ("pending %d side %d\n%s\n", t->st->pending.kind, t->st->pending.side, t->narration);
  t_do_rolls (t, "besiege", ROLLS (1));
  g_assert_true (t_said (t, "1 militia stay in a besieged fort"));
  g_assert_cmpint (t->st->pending.kind, ==, D_WINTER_HOME);
  t_do (t, "winter-home warrior-shawnee.1 wapakoneta");
  /* The log does not say every militia unit disbands (4.7, 13.0). */
  g_assert_true (t_said (t, "Militia not in a besieged fort disband; warriors return home (13.0)"));
  g_assert_cmpint (*t_mk (t, "turn"), ==, 3);
  g_assert_true (t_at (t, "militia-kentucky.1", "limestone"));
  g_assert_false (bloody_is_space (&t->c, t_where (t, "militia-kentucky.2")));
  t_free (t);
}

/* 11.3.2 (its second paragraph): "The elimination of a fort, either
 * through skirmish combat or the elimination of its garrison due to End
 * Phase attrition, results in the award of 4 VPs to the besieging
 * player".  As above (Winter 1791 of 15.4, CL 2, one Siege marker by the
 * End Phase): the garrison's attrition die 1 (+1 = 2, not above 2) keeps
 * the militia and the fort; 2 (3) eliminates the militia, 2 VPs
 * (15.4.5), and with it the fort, 4 VPs more to the NA. */
static void
test_fort_attrition (gconstpointer data)
{
  int die = GPOINTER_TO_INT (data);
  T *t = end_of_action_phase ("campaign-for-ohio", 2);
  int na = 0;

  *t_mk (t, "us-commitment") = 2;
  t_put (t, "us-fort.1", "limestone", 0);
  t_put (t, "militia-kentucky.1", "limestone", 0);
  t_put (t, "warrior-shawnee.1", "limestone", 0);
  t_do (t, "pass");
  t_do (t, "resolve limestone");
  na = t_x (t)->vp[1];
  t_do_rolls_some (t, "besiege", ((const int[]) { die, -1, -1, -1, -1, -1, -1, -1, 0 }));
  g_assert_true (t_said (t, die == 1 ? ": 1 +1 against level 2" : ": 2 +1 against level 2"));
  g_assert_cmpint (t_at (t, "us-fort.1", "limestone"), ==, die == 1);
  g_assert_cmpint (t_said (t, "is destroyed (11.3.2)"), ==, die == 2);
  g_assert_cmpint (t_x (t)->vp[1] - na, ==, die == 1 ? 0 : 2 + 4);
  t_free (t);
}

/* 8.4.3: "All militia units are disbanded at the end of each winter
 * turn": a Kentucky militia unit in the open in Bluegrass, in supply, is
 * still there after the End Phase of Fall 1790 (turn 1) and gone from the
 * map after that of Winter 1791 (turn 2). */
static void
test_militia_disbanding (gconstpointer data)
{
  int turn = GPOINTER_TO_INT (data);
  T *t = end_of_action_phase ("campaign-for-ohio", turn);

  t_put (t, "militia-kentucky.1", "bluegrass", 0);
  t_do (t, "pass");
  g_assert_cmpint (*t_mk (t, "turn"), ==, turn + 1);
  g_assert_cmpint (t_at (t, "militia-kentucky.1", "bluegrass"), ==, turn == 1);
  g_assert_cmpint (bloody_is_space (&t->c, t_where (t, "militia-kentucky.1")), ==, turn == 1);
  /* End of Winter with no besieged fort: every militia unit disbands. */
  g_assert_cmpint (t_said (t, "Militia disband; warriors return home (13.0)"), ==, turn == 2);
  t_free (t);
}

/* 8.1 exception: "Any warrior units at a British fort will remain in play
 * until the end of the next fall turn if a nation surrenders" (A47: the
 * End Phase of the first Fall turn after the surrender).  15.3's Delaware,
 * surrendered at the start, keep their warrior at Maumee Rapids through
 * Summer 1793 (turn 12); it leaves at the end of Fall 1793 (turn 13). */
static void
test_surrendered_leave (gconstpointer data)
{
  int turn = GPOINTER_TO_INT (data);
  T *t = t_new ("mad-anthony");

  g_assert_true (t_at (t, "warrior-delaware.1", "maumee-rapids"));
  t_x (t)->rifles_left = 0;   /* 15.3.2's Rifles touch nothing here */
  /* Their leader, kept in the fort by 8.6.2, goes with them. */
  t_put (t, "delaware-leader", "maumee-rapids", 1);
  *t_mk (t, "turn") = turn;
  t->st->turn = turn;
  t_x (t)->severe = 0;
  memset (t_x (t)->oos, 0, sizeof t_x (t)->oos);
  t_action_phase_last_pass (t);
  t_do (t, "pass");
  if (t->st->pending.kind == D_COMBAT || t->st->pending.kind == D_MCKEE)
    t_do_found (t, t->st->pending.kind == D_MCKEE ? "mckee-stays" : "resolve ");
  g_assert_cmpint (*t_mk (t, "turn"), ==, turn + 1);
  g_assert_cmpint (t_said (t, "1 Delaware warriors leave the British fort"), ==, turn == 13);
  g_assert_true (t_at (t, "warrior-delaware.1", turn == 13 ? "removed" : "maumee-rapids"));
  g_assert_true (t_at (t, "delaware-leader", turn == 13 ? "removed" : "maumee-rapids"));
  t_free (t);
}

/* 8.5.3: "The 'Dorchester' leader is removed from the game if all other
 * British and Canadian combat units are eliminated": a British regular
 * out of supply with him falls to attrition (6 above morale 3, 13.0) at
 * the end of Fall 1790; with a second regular in play Dorchester stays. */
static void
test_dorchester_alone (gconstpointer data)
{
  int regulars = GPOINTER_TO_INT (data);
  T *t = end_of_action_phase ("campaign-for-ohio", 1);

  t_put (t, "dorchester", "blanchard", 0);
  t_put_series (t, "british-regular", 1, regulars, "blanchard", 0);
  t_x (t)->oos[t_piece (t, "british-regular.1")] = 1;
  t_do_rolls (t, "pass", ROLLS (6));
  g_assert_true (t_at (t, "british-regular.1", "eliminated"));
  g_assert_cmpint (t_said (t, "Dorchester leaves the game"), ==, regulars == 1);
  g_assert_true (t_at (t, "dorchester", regulars == 1 ? "removed" : "blanchard"));
  t_free (t);
}

/* 9.5.2 (A3): Pillage markers go at the end of a Fall turn, after the
 * victory check (13.0), and the log says so; at the end of a Summer turn
 * they stay. */
static void
test_pillage_markers (gconstpointer data)
{
  int turn = GPOINTER_TO_INT (data);   /* 4 Summer 1791, 5 Fall 1791 */
  T *t = end_of_action_phase ("campaign-for-ohio", turn);

  t_put (t, "pillaged.1", "blanchard", 0);
  t_do (t, "pass");
  g_assert_cmpint (t_said (t, "1 Pillage markers removed (9.5.2)"), ==, turn == 5);
  g_assert_cmpint (t_at (t, "pillaged.1", "blanchard"), ==, turn == 4);
  t_free (t);
}

/* 4.4: the Atrocity markers of the last turn go at the end of the
 * Mobilization Phase, and the log says so. */
static void
test_atrocity_markers (void)
{
  T *t = t_new ("campaign-for-ohio");

  t_last_settler (t);
  t_put (t, "atrocity-us.1", "blanchard", 0);
  t_do (t, "settle cincinnati");
  /* The Mobilization Phase's own decisions (militia placed, 8.4.1), each
   * the first offered, up to its end. */
  while (!t_said (t, "Atrocity markers removed") && t->st->phase == 3)   /* the Mobilization Phase */
    {
      g_autofree char *first = t_find (t, "");

      t_do (t, first);
    }
  g_assert_true (t_said (t, "1 Atrocity markers removed (4.4)"));
  g_assert_false (t_at (t, "atrocity-us.1", "blanchard"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (winter_victory_cases); i++)
    g_test_add_data_func (winter_victory_cases[i].path, &winter_victory_cases[i], test_victory_before_winter);
  g_test_add_data_func ("/bloodyground/8.4.3/disbanding/fall-stays", GINT_TO_POINTER (1), test_militia_disbanding);
  g_test_add_data_func ("/bloodyground/8.4.3/disbanding/winter-goes", GINT_TO_POINTER (2), test_militia_disbanding);
  g_test_add_func ("/bloodyground/13.0/winter-militia/besieged-fort-kept", test_winter_militia_besieged);
  g_test_add_data_func ("/bloodyground/11.3.2/fort-destroyed/attrition-holds", GINT_TO_POINTER (1), test_fort_attrition);
  g_test_add_data_func ("/bloodyground/11.3.2/fort-destroyed/attrition-4vp", GINT_TO_POINTER (2), test_fort_attrition);
  g_test_add_data_func ("/bloodyground/8.1/surrendered-in-fort/summer-stays", GINT_TO_POINTER (12), test_surrendered_leave);
  g_test_add_data_func ("/bloodyground/8.1/surrendered-in-fort/fall-leaves", GINT_TO_POINTER (13), test_surrendered_leave);
  g_test_add_data_func ("/bloodyground/8.5.3/dorchester/last-regular", GINT_TO_POINTER (1), test_dorchester_alone);
  g_test_add_data_func ("/bloodyground/8.5.3/dorchester/one-left", GINT_TO_POINTER (2), test_dorchester_alone);
  g_test_add_data_func ("/bloodyground/9.5.2/pillage-markers/summer-stay", GINT_TO_POINTER (4), test_pillage_markers);
  g_test_add_data_func ("/bloodyground/9.5.2/pillage-markers/fall-go", GINT_TO_POINTER (5), test_pillage_markers);
  g_test_add_func ("/bloodyground/4.4/atrocity-markers-go", test_atrocity_markers);
  return g_test_run ();
}
