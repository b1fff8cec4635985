/* test-ohio-referee-c.c — Blood on the Ohio, the third referee check of
 * session 14 (docs/rules/referee/ohio-2026-11-27-check3.md), findings L1,
 * V1, W1, W2:
 * - App. 4 (Legion): "2nd part of Third Expedition - Place on one or more
 *   US Entry Squares", the 3rd part likewise: a decision per piece listing
 *   the US entry squares; Fort Miamis' arrival (App. 3, 20.7) narrated;
 * - App. 3: the WC's 1/2 VP "for each settlement in the Allowable Builds
 *   box at game end" and the condition that decided the game narrated;
 * - 11.2: "Fort Harmar and Washington will support up to 8 regular unit
 *   FPs ... Any excess regular FPs are removed to the US player's
 *   reinforcement cup": the US chooses the excess; 11.1/11.2 automatic
 *   winter moves narrated, WC pieces told under 25.2. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

/* The WC ends its last operations of `turn`: the turn ends and the next
 * begins (12.0). */
static void
end_of_turn (T *t, int turn)
{
  t_at (t, turn, PH_WC3, WC, D_OPS);
  t_do (t, "end-ops");
}

/* ---- L1: App. 4, Legion's later parts of the Third Expedition ---------- */

/* The US entry squares of the board (2.4.3), a NULL-ended list. */
static const char *const us_entry_squares[] = {
  "entry-us-wilderness-road", "entry-us-salt-river", "entry-us-forbes-road", "entry-us-greenbrier", NULL,
};

/* The pending decision places one piece and lists exactly the four US
 * entry squares for it. Returns the piece's id. */
static char *
entry_decision (T *t)
{
  int p = t->st->pending.args[0];
  char *id;
  g_autofree char *list = t_actions (t);
  g_auto(GStrv) parts = g_strsplit (list, "; ", -1);

  g_assert_cmpint (t_kind (t), ==, D_PLACE);
  g_assert_cmpint (t->st->pending.side, ==, US);
  id = bh_game_data_dup_piece_id (t->data, p);
  g_assert_cmpuint (g_strv_length (parts), ==, G_N_ELEMENTS (us_entry_squares) - 1);
  for (int i = 0; us_entry_squares[i]; i++)
    {
      g_autofree char *place = g_strdup_printf ("place %s %s", id, us_entry_squares[i]);

      g_assert_true (g_strv_contains ((const char *const *) parts, place));
    }
  return id;
}

/* The US places the arriving pieces one by one, the first on the Salt
 * River square and the others on Forbes Road: two squares used. */
static int
place_arrivals (T *t)
{
  int n = 0;

  while (t_kind (t) == D_PLACE && t->st->pending.side == US)
    {
      g_autofree char *id = entry_decision (t);
      const char *square = n == 0 ? "entry-us-salt-river" : "entry-us-forbes-road";
      g_autofree char *place = g_strdup_printf ("place %s %s", id, square);

      t_do (t, place);
      t_assert_at (t, id, square);
      n++;
    }
  return n;
}

static void
test_second_part_on_entry_squares (void)
{
  T *t = t_new_clear ("legion");

  end_of_turn (t, 6);
  g_assert_cmpint (t->st->turn, ==, 7);
  g_assert_true (t_said (t, "pieces of the Third Expedition arrive: the US places each on one of the US entry "
                            "squares (App. 4)"));
  g_assert_cmpint (place_arrivals (t), >=, 2);
  g_assert_cmpint (t_count_at (t, "entry-us-wilderness-road"), ==, 0);
  t_free (t);
}

static void
test_third_part_on_entry_squares (void)
{
  T *t = t_new_clear ("legion");

  end_of_turn (t, 7);
  g_assert_cmpint (t->st->turn, ==, 8);
  g_assert_true (t_said (t, "(App. 4)"));
  g_assert_cmpint (place_arrivals (t), >=, 2);
  g_assert_cmpint (t_count_at (t, "entry-us-wilderness-road"), ==, 0);
  t_free (t);
}

/* App. 3 (Legion), 20.7: "At the beginning of the SP/SU 1794 turn, place
 * Fort Miamis", said in the log. */
static void
test_fort_miamis_narrated (void)
{
  T *t = t_new_clear ("legion");

  end_of_turn (t, 9);
  g_assert_cmpint (t->st->turn, ==, 10);
  t_assert_at (t, "fort-miamis", "maumee-fort-miamis");
  g_assert_true (t_said (t, "Fort Miamis is placed in"));
  g_assert_true (t_said (t, "on the British flag (App. 3)"));
  t_free (t);
}

/* ---- V1: App. 3, the end of the game ------------------------------------ */

/* Harmar's last turn (2) ends with the VP given (half points) and, when
 * `steuben`, Fort Steuben built at East Fork. */
static T *
harmar_ends (int wc_half, int us_half, gboolean steuben)
{
  T *t = t_new_clear ("harmar");

  if (steuben)
    t_put (t, "fort-steuben", "east-fork", 0);
  t_vps (t, wc_half, us_half);
  end_of_turn (t, 2);
  g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
  return t;
}

/* The four settlements of the Builds Box give the WC +2: 1-1 becomes 3-1. */
static void
test_builds_box_points_win (void)
{
  T *t = harmar_ends (2, 2, FALSE);

  g_assert_cmpint (ohio_count_class (&t->c, t->self->d->builds, PC_SETTLEMENT), ==, 4);
  g_assert_true (t_said (t, "4 settlements in the Allowable Builds box at game end: WC +2 VP (App. 3)"));
  g_assert_true (t_said (t, "The WC has more VP than the US (3 to 1) and no more than two principal villages reduced: "
                            "the WC wins (App. 3)"));
  t_assert_won (t, WC);
  t_free (t);
}

/* The US ahead: a win with Fort Steuben, a draw without it. */
static void
test_us_ahead_needs_steuben (void)
{
  T *t = harmar_ends (0, 10, FALSE);

  g_assert_true (t_said (t, "The US has more VP than the WC (5 to 2) but has not built Fort Steuben: a draw (App. 3)"));
  g_assert_cmpint (t->st->result, ==, BH_RESULT_DRAW);
  t_free (t);
  t = harmar_ends (0, 10, TRUE);
  g_assert_true (t_said (t, "The US has more VP than the WC (5 to 2) and has built Fort Steuben: the US wins (App. 3)"));
  t_assert_won (t, US);
  t_free (t);
}

/* Equal VP after the Builds Box's points: "Any other result is a draw". */
static void
test_equal_vp_draw (void)
{
  T *t = harmar_ends (0, 4, TRUE);

  g_assert_true (t_said (t, "Both sides have 2 VP: a draw (App. 3)"));
  g_assert_cmpint (t->st->result, ==, BH_RESULT_DRAW);
  t_free (t);
}

/* Harmar: "the WC wins if it has more points than the US and it has not
 * had more than two principal villages reduced": two reduced, the WC
 * wins; three, a draw, said with the count. (The count is the state's,
 * kept by 20.5.1's reductions.) */
static void
test_wc_ahead_principal_villages (void)
{
  for (int reduced = 2; reduced <= 3; reduced++)
    {
      T *t = t_new_clear ("harmar");

      t_x (t)->principal_reduced = reduced;
      t_vps (t, 2, 2);
      end_of_turn (t, 2);
      if (reduced == 2)
        {
          g_assert_true (t_said (t, "The WC has more VP than the US (3 to 1) and no more than two principal villages "
                                    "reduced: the WC wins (App. 3)"));
          t_assert_won (t, WC);
        }
      else
        {
          g_assert_true (t_said (t, "The WC has more VP than the US (3 to 1) but 3 principal villages were reduced: "
                                    "a draw (App. 3)"));
          g_assert_cmpint (t->st->result, ==, BH_RESULT_DRAW);
        }
      t_free (t);
    }
}

/* ---- W1, W2: 11.2 winter quarters ---------------------------------------- */

/* Harmar's FA/WI 1789 (turn 1) on an empty map: `n_full` full regulars
 * (2 FP each), the first four in Fort Washington and the rest in Fort
 * Harmar (in supply, 10.0), and when `reduced` regular.9 reduced (1 FP) in
 * Fort Washington; the two forts support 8 FP each (11.2). The turn ends:
 * every unit on the map winters, those in a fort too. */
static T *
winter_with (int n_full, gboolean reduced)
{
  T *t = t_new_clear ("harmar");

  t_put_series (t, "us-regular-infantry", 1, MIN (n_full, 4), "fort-washington", 0);
  if (n_full > 4)
    t_put_series (t, "us-regular-infantry", 5, n_full, "fort-harmar", 0);
  if (reduced)
    t_put (t, "us-regular-infantry.9", "fort-washington", 1);
  t_vps (t, 0, 0);
  end_of_turn (t, 1);
  g_assert_cmpint (t_kind (t), ==, D_WINTER);
  return t;
}

/* 16 FP for 16 FP of room: nobody is sent to the cup; once Fort
 * Washington is full the others go to Fort Harmar by themselves, said. */
static void
test_winter_at_capacity (void)
{
  T *t = winter_with (8, FALSE);

  g_assert_false (t_has (t, "winter-cup"));
  t_do (t, "place us-regular-infantry.1 fort-washington");
  g_assert_true (t_has (t, "place us-regular-infantry.2 fort-washington"));
  t_do (t, "place us-regular-infantry.2 fort-washington");
  t_do (t, "place us-regular-infantry.3 fort-washington");
  t_do (t, "place us-regular-infantry.4 fort-washington");
  g_assert_true (t_said (t, "Regular infantry: winter quarters at Fort Harmar, the only place open (11.2)"));
  for (int i = 1; i <= 8; i++)
    {
      g_autofree char *id = g_strdup_printf ("us-regular-infantry.%d", i);

      g_assert_cmpint (t_where (t, id), !=, t->self->d->cup);
    }
  t_assert_at (t, "us-regular-infantry.8", "fort-harmar");
  t_free (t);
}

/* 17 FP for 16 of room: the US chooses which regular is the excess; the
 * reduced one goes, comes back full (11.2), and the 16 FP all stay. The AI
 * prefers it to a full unit. */
static void
test_winter_one_over_choice (void)
{
  T *t = winter_with (8, TRUE);

  g_assert_true (t_has (t, "winter-cup us-regular-infantry.1"));
  g_assert_true (t_has (t, "winter-cup us-regular-infantry.9"));
  g_assert_false (t_has (t, "place "));
  g_assert_cmpfloat (t_policy_weight (t, "winter-cup us-regular-infantry.9"), >,
                     t_policy_weight (t, "winter-cup us-regular-infantry.1"));
  t_do (t, "winter-cup us-regular-infantry.9");
  t_assert_at (t, "us-regular-infantry.9", "recruitment-cup");
  g_assert_cmpint (t_face (t, "us-regular-infantry.9"), ==, 0);
  g_assert_false (t_has (t, "winter-cup"));
  t_do (t, "place us-regular-infantry.1 fort-washington");
  t_do (t, "place us-regular-infantry.2 fort-washington");
  t_do (t, "place us-regular-infantry.3 fort-washington");
  t_do (t, "place us-regular-infantry.4 fort-washington");
  for (int i = 5; i <= 8; i++)
    {
      g_autofree char *id = g_strdup_printf ("us-regular-infantry.%d", i);

      t_assert_at (t, id, "fort-harmar");
    }
  t_free (t);
}

/* A full regular may be the excess instead: 2 FP go, 15 stay. */
static void
test_winter_one_over_full_unit (void)
{
  T *t = winter_with (8, TRUE);

  t_do (t, "winter-cup us-regular-infantry.8");
  t_assert_at (t, "us-regular-infantry.8", "recruitment-cup");
  g_assert_false (t_has (t, "winter-cup"));
  t_assert_at (t, "us-regular-infantry.9", "fort-washington");
  g_assert_cmpint (t_face (t, "us-regular-infantry.9"), ==, 1);
  t_free (t);
}

/* Harmar's FA/WI 1789 on an empty map, `examine` the option 25.2: the
 * WC's warriors `first` to `last` of `prefix` stand at `space`; the turn
 * ends and they winter (11.1). */
static T *
wc_winter_with (gboolean examine, const char *prefix, int first, int last, const char *space)
{
  T *t = t_new ("harmar");

  if (examine)
    t_x (t)->options |= OPT_EXAMINE_STACKS;
  t_clear_map (t);
  t_put_series (t, prefix, first, last, space, 0);
  t_vps (t, 0, 0);
  end_of_turn (t, 1);
  return t;
}

/* 11.1, 25.2: a Shawnee warrior winters at Chalakatha by choice; the
 * second then has only Wapakoneta (one unit a village) and goes there by
 * itself; a Mingo warrior, his nation's villages gone, goes to its nation
 * square. Both said, naming the piece to the WC only under the option. */
static void
test_wc_winter_narrated (void)
{
  for (int option = 0; option < 2; option++)
    {
      T *t = wc_winter_with (option, "shawnee-warrior", 1, 2, "paint-creek");

      t_do (t, "place shawnee-warrior.1 chalakatha");
      t_assert_at (t, "shawnee-warrior.2", "wapakoneta");
      bh_test_assert_told_only_to (t->narration, WC, US, option, "Shawnee warriors: winter quarters at Wapakoneta, the "
                                   "only place open (11.1)", "Shawnee warriors: winter", "a WC piece: winter quarters at Wapakoneta");
      t_free (t);

      t = wc_winter_with (option, "mingo-warrior", 1, 1, "wills-creek");
      g_assert_cmpint (t_where (t, "mingo-warrior.1"), ==, t->self->d->nation_box[t_nation (t, "mingo")]);
      bh_test_assert_told_only_to (t->narration, WC, US, option, "Mingo warriors: no place to winter, removed to Mingo",
                                   "Mingo warriors", "a WC piece: no place to winter, removed to Mingo");
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/App.4/legion-second-part-on-entry-squares", test_second_part_on_entry_squares);
  g_test_add_func ("/ohio/App.4/legion-third-part-on-entry-squares", test_third_part_on_entry_squares);
  g_test_add_func ("/ohio/20.7/fort-miamis-arrival-narrated", test_fort_miamis_narrated);
  g_test_add_func ("/ohio/App.3/builds-box-points-decide-the-win", test_builds_box_points_win);
  g_test_add_func ("/ohio/App.3/us-ahead-needs-fort-steuben", test_us_ahead_needs_steuben);
  g_test_add_func ("/ohio/App.3/equal-vp-draw", test_equal_vp_draw);
  g_test_add_func ("/ohio/App.3/wc-ahead-two-or-three-principal-villages", test_wc_ahead_principal_villages);
  g_test_add_func ("/ohio/11.2/winter-at-capacity-nobody-to-the-cup", test_winter_at_capacity);
  g_test_add_func ("/ohio/11.2/winter-one-fp-over-the-us-chooses", test_winter_one_over_choice);
  g_test_add_func ("/ohio/11.2/winter-one-fp-over-a-full-unit", test_winter_one_over_full_unit);
  g_test_add_func ("/ohio/11.1/wc-winter-moves-narrated", test_wc_winter_narrated);
  return g_test_run ();
}
