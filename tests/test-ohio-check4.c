/* test-ohio-check4.c — Blood on the Ohio, the fourth referee check of
 * session 15 (docs/rules/referee/ohio-2026-11-27-check4.md), findings B2,
 * B3, R1, R2, R3:
 * - 11.1 / 23.0 / 15.1.4: British Arms go with warriors of a nation that
 *   may hold one more, so no marker the WC may keep is lost (B2);
 * - App. 4 / 7.2: each piece set up on a US entry square is the US's
 *   choice (a square holds any number) (B3);
 * - 5.2.2: a battle the WC began, and an overrun, in treaty land break
 *   the treaty; a loss outside a battle does not (R1, R2);
 * - 15.3 / 15.1.1: the trapped stack that loses its deferred battle
 *   retreats to the space it came from and fights again (R3). */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

/* ---- B3: App. 4 / 7.2, the US entry squares --------------------------- */

/* The WC takes the example; the US then sets up each piece where the data
 * puts it. Every US piece whose terms are the entry squares must have been
 * asked (the four squares hold any number: never "as many places as
 * pieces"). Returns how many were asked. */
static int
entry_pieces_asked (const char *scenario)
{
  T *t = t_new_setting_up (scenario);
  guint8 asked[OHIO_MAX_PIECES] = { 0 };
  int n = 0;

  t_do (t, "set-up-example");
  g_assert_cmpint (t->st->pending.side, ==, US);
  while (t_kind (t) == D_SETUP)
    {
      asked[t->st->pending.args[0]] = 1;
      take_data_place (t);
    }
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    {
      const BhPlacement *pl = bh_zone_placement_of (t->data, t->sc, t->self->d->pieces[p].type, p);

      if (pl == NULL || pl->where == NULL || strstr (pl->where, "us-entry") == NULL)
        continue;
      if (!asked[p])
        {
          g_autofree char *id = bh_game_data_dup_piece_id (t->data, p);

          g_test_message ("%s: %s set up without a decision", scenario, id);
        }
      g_assert_true (asked[p]);
      n++;
    }
  t_free (t);
  return n;
}

/* App. 4 (Harmar) "1st Expedition - Place on two or more US Entry
 * Squares": the six militia infantry included. */
static void
test_harmar_entry_pieces_asked (void)
{
  g_assert_cmpint (entry_pieces_asked ("harmar"), >=, 6);
}

/* App. 4 (Wabash) "Second Expedition - Place on one or more US Entry
 * Squares": the four regular infantry included; Legion's first part. */
static void
test_wabash_legion_entry_pieces_asked (void)
{
  g_assert_cmpint (entry_pieces_asked ("wabash"), >=, 4);
  g_assert_cmpint (entry_pieces_asked ("legion"), >=, 4);
}

/* ---- B2: 11.1 / 23.0 / 15.1.4, British Arms by nation ------------------ */

/* The WC ends the FA/WI 1789 turn; each WC piece winters on the first
 * place listed (11.1). */
static void
winter_first_places (T *t)
{
  t_at (t, 1, PH_WC3, WC, D_OPS);
  t_do (t, "end-ops");
  for (int guard = 0; guard < 20 && t_kind (t) == D_WINTER; guard++)
    {
      g_autofree char *list = t_actions (t);
      g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

      t_do (t, parts[0]);
    }
  g_assert_cmpint (t_kind (t), !=, D_WINTER);
}

static gboolean
on_map (T *t, const char *piece)
{
  return ohio_is_space (&t->c, t_where (t, piece));
}

/* 11.1 "British Arms accompany any warrior unit in their stack", 23.0 "A
 * nation may never have more than one": two Miami warriors and a Shawnee
 * warrior with two markers winter; a marker each nation, both kept
 * (the old code gave both to the two Miami, piece order, and lost one). */
static void
test_winter_arms_by_nation (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "miami-warrior.1", "twin-creek", 0);
  t_put (t, "miami-warrior.2", "twin-creek", 0);
  t_put (t, "shawnee-warrior.1", "twin-creek", 0);
  t_put (t, "british-arms.5", "twin-creek", 0);
  t_put (t, "british-arms.6", "twin-creek", 0);
  winter_first_places (t);
  g_assert_true (on_map (t, "british-arms.5"));
  g_assert_true (on_map (t, "british-arms.6"));
  /* One with the Shawnee warrior, one with a Miami. */
  g_assert_true (t_where (t, "british-arms.5") == t_where (t, "shawnee-warrior.1") ||
                 t_where (t, "british-arms.6") == t_where (t, "shawnee-warrior.1"));
  t_free (t);
}

/* The other side: two Miami warriors (one nation) with two markers: the
 * nation may hold one, the second is removed (23.0). */
static void
test_winter_arms_one_nation_keeps_one (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "miami-warrior.1", "twin-creek", 0);
  t_put (t, "miami-warrior.2", "twin-creek", 0);
  t_put (t, "british-arms.5", "twin-creek", 0);
  t_put (t, "british-arms.6", "twin-creek", 0);
  winter_first_places (t);
  g_assert_cmpint (on_map (t, "british-arms.5") + on_map (t, "british-arms.6"), ==, 1);
  t_free (t);
}

/* Two Miami warriors and a Shawnee with two markers at Wabash Headwaters
 * lose to Harmar's column from White River (US 6, WC 1); the WC takes its
 * casualties and may split among Greenville Creek, Loramies and Girty's
 * Town (15.1.4). */
static T *
lost_battle_with_arms (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "miami-warrior.1", "wabash-headwaters", 0);
  t_put (t, "shawnee-warrior.1", "wabash-headwaters", 0);
  t_put (t, "miami-warrior.2", "wabash-headwaters", 0);
  t_put (t, "british-arms.5", "wabash-headwaters", 0);
  t_put (t, "british-arms.6", "wabash-headwaters", 0);
  t_put_harmar_column (t, "white-river");
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_march_harmar_column (t);
  t_do (t, "move wabash-headwaters");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  for (int guard = 0; guard < 6 && t_kind (t) == D_CASUALTY; guard++)
    {
      g_autofree char *list = t_actions (t);
      g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

      t_do (t, parts[0]);
    }
  g_assert_cmpint (t_kind (t), ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  g_assert_true (t_has (t, "retreat-unit shawnee-warrior.1 greenville"));
  return t;
}

/* 15.1.4 "the retreating player may split up the retreating units", 23.0
 * "British Arms markers may be moved between national units occupying the
 * same space": a marker follows the Shawnee warrior that split off, both
 * markers kept (the old code never listed a marker: both went with the
 * Miami, one removed). */
static void
test_split_retreat_takes_a_marker (void)
{
  T *t = lost_battle_with_arms ();

  t_do (t, "retreat-unit shawnee-warrior.1 greenville");
  t_do (t, "retreat-unit british-arms.6 greenville");
  t_do (t, "retreat girtys-town");
  t_assert_at (t, "british-arms.6", "greenville");
  t_assert_at (t, "shawnee-warrior.1", "greenville");
  t_assert_at (t, "british-arms.5", "girtys-town");
  t_free (t);
}

/* The other side: a marker never retreats alone (23.0 "It may not be left
 * by itself"): listed only where a warrior of the retreat went. */
static void
test_split_retreat_marker_never_alone (void)
{
  T *t = lost_battle_with_arms ();

  g_assert_false (t_has (t, "retreat-unit british-arms.6 greenville"));
  t_do (t, "retreat-unit shawnee-warrior.1 greenville");
  g_assert_true (t_has (t, "retreat-unit british-arms.6 greenville"));
  g_assert_false (t_has (t, "retreat-unit british-arms.6 loramies"));
  g_assert_false (t_has (t, "retreat-unit british-arms.6 girtys-town"));
  t_free (t);
}

/* ---- R1: 5.2.2, a battle the WC began, and the overrun ------------------ */

static int
status_of (T *t, const char *nation)
{
  return t_x (t)->nation_status[t_nation (t, nation)];
}

/* Harmar's map cleared, the Wyandot under treaty (5.2.2): the position
 * every treaty row starts from. */
static T *
harmar_wyandot_treaty (void)
{
  T *t = t_new_clear ("harmar");

  t_x (t)->nation_status[t_nation (t, "wyandot")] = NAT_TREATY;
  return t;
}

/* The WC attacks a US regular standing at Tymochtee (Wyandot land, the
 * Wyandot under treaty, no village) with two Shawnee warriors from Upper
 * Scioto (Shawnee land); the US defends: event Battle, then the US's and
 * the WC's dice. */
static T *
wc_attacks_in_treaty_land (int us_die, int wc_die)
{
  T *t = harmar_wyandot_treaty ();

  t_put (t, "us-regular-infantry.1", "tymochtee", 0);
  t_put_series (t, "shawnee-warrior", 1, 2, "upper-scioto", 0);
  t_vps (t, 1, 1);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-warrior.1", "shawnee-warrior.2", NULL);
  t_do (t, "move tymochtee");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (1, us_die, wc_die));
  return t;
}

/* 5.2.2 "A battle occurs (including battles initiated by the WC) that
 * results in the loss of any Indian FPs within the nation boundary of the
 * treaty nation": the attacking Shawnee lose a step in Wyandot land, the
 * Wyandot treaty is broken (the land's nation, not the unit's). */
static void
test_wc_battle_loss_breaks_treaty (void)
{
  T *t = wc_attacks_in_treaty_land (6, 1);

  g_assert_cmpint (t_kind (t), ==, D_CASUALTY);
  g_assert_cmpint (status_of (t, "wyandot"), ==, NAT_TREATY);
  t_do (t, "casualty shawnee-warrior.1");
  g_assert_true (t_said (t, "5.2.2"));
  g_assert_cmpint (status_of (t, "wyandot"), ==, NAT_BROKEN);
  t_free (t);
}

/* The other side: only the US loses (WC 6, US 1): no Indian FP lost, the
 * treaty holds. */
static void
test_wc_battle_us_loss_keeps_treaty (void)
{
  T *t = wc_attacks_in_treaty_land (1, 6);

  g_assert_cmpint (t_face (t, "shawnee-warrior.1"), ==, 0);
  g_assert_cmpint (t_face (t, "shawnee-warrior.2"), ==, 0);
  g_assert_cmpint (status_of (t, "wyandot"), ==, NAT_TREATY);
  t_free (t);
}

/* 17.2 an overrun's WC units "are casualties": Harmar's column (10 FP)
 * overruns a Shawnee warrior at Tymochtee, Wyandot land under treaty: the
 * treaty is broken (5.2.2). (The other side, an overrun outside treaty
 * land: test-ohio-audit overrun-in-treaty-land-keeps-treaty.) */
static void
test_overrun_in_treaty_land_breaks_treaty (void)
{
  T *t = harmar_wyandot_treaty ();

  t_put_harmar_column (t, "upper-scioto");
  t_put (t, "shawnee-warrior.1", "tymochtee", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_march_harmar_column (t);
  t_do (t, "move tymochtee");
  t_do_rolls (t, "overrun", ROLLS (1, 1));
  g_assert_true (t_said (t, "17.2"));
  g_assert_cmpint (status_of (t, "wyandot"), ==, NAT_BROKEN);
  t_free (t);
}

/* ---- R3: 15.3 / 15.1.1, the trapped stack loses its deferred battle ---- */

/* A US regular attacks a Shawnee warrior at Tymochtee; the event is
 * Reinforcements and ten Shawnee warriors (20 FP) from Tawa Town overrun
 * two US regulars at Blanchard's Fork; their forced retreat before combat
 * succeeds (5) into Portage River, where a warrior stands: 1 FP lost and a
 * new battle, deferred until Tymochtee's is over (15.3). The trapped
 * stack, the attacker, loses it (US 1, WC 6): it retreats to the space it
 * came from (15.1.1), Blanchard's Fork, where the ten warriors now stand:
 * 1 FP more and another battle, "until it is either annihilated or finds
 * itself in a space without enemy FPs" (15.3). */
static void
test_trapped_stack_loses_deferred_battle (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "us-regular-infantry.1", "upper-scioto", 0);
  t_put_series (t, "us-regular-infantry", 2, 3, "blanchards-fork", 0);
  t_put (t, "shawnee-warrior.1", "tymochtee", 0);
  t_put_series (t, "shawnee-warrior", 2, 11, "tawa-town", 0);
  t_put (t, "shawnee-warrior.12", "portage-river", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", NULL);
  t_do (t, "move tymochtee");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (6));
  t_do (t, "no-reinforce");
  t_do (t, "reinforce shawnee-warrior.2");
  t_do_series (t, "add", "shawnee-warrior", 3, 11);
  t_do (t, "march");
  t_do (t, "move blanchards-fork");
  t_do_rolls (t, "overrun", ROLLS (5));
  t_do (t, "casualty us-regular-infantry.2");
  g_assert_true (t_said (t, "15.3"));
  t_do (t, "no-ambush");
  /* The deferred battle at Portage River, the US the attacker. */
  g_assert_cmpint (t->st->pending.side, ==, WC);
  t_do_rolls (t, "defend", ROLLS (1, 1, 6));
  g_assert_true (t_said (t, "Portage River"));
  t_assert_at (t, "us-regular-infantry.2", "blanchards-fork");
  t_assert_at (t, "us-regular-infantry.3", "blanchards-fork");
  t_do (t, "no-ambush");
  g_assert_true (t_said (t, "15.3"));
  g_assert_true (t_said (t, "Blanchard"));
  t_do (t, "casualty us-regular-infantry.3");
  /* Fought again at Blanchard's Fork, 1 FP against 20: annihilated. */
  t_do_rolls (t, "defend", ROLLS (1, 1, 6));
  g_assert_false (ohio_is_space (&t->c, t_where (t, "us-regular-infantry.2")));
  g_assert_false (ohio_is_space (&t->c, t_where (t, "us-regular-infantry.3")));
  t_free (t);
}

/* ---- R2: 5.2.2, only a battle's Indian FP loss breaks a treaty -------- */

/* A US regular and a cavalry attack two Shawnee warriors at Tymochtee
 * (Wyandot land under treaty); the WC retreats before combat and succeeds
 * (6): 16.1 "A successful retreat cancels the combat", so the cavalry's
 * 1 FP (15.4) is lost in no battle: the treaty holds (the old code broke
 * it). */
static void
test_rbc_cavalry_loss_keeps_treaty (void)
{
  T *t = harmar_wyandot_treaty ();

  t_put (t, "us-regular-infantry.1", "upper-scioto", 0);
  t_put (t, "us-regular-cavalry.1", "upper-scioto", 0);
  t_put_series (t, "shawnee-warrior", 1, 2, "tymochtee", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-cavalry.1", NULL);
  t_do (t, "move tymochtee");
  t_do (t, "attack");
  t_do_rolls (t, "rbc", ROLLS (6));
  g_assert_true (t_said (t, "16.1"));
  g_assert_true (t_said (t, "15.4"));
  t_do (t, "casualty shawnee-warrior.2");
  g_assert_cmpint (t_face (t, "shawnee-warrior.2"), ==, 1);
  g_assert_cmpint (status_of (t, "wyandot"), ==, NAT_TREATY);
  t_free (t);
}

/* A US stack at Upper Scioto ambushes two Shawnee warriors moving from
 * Blanchard's Fork into Tymochtee (Wyandot land under treaty): 1 hit
 * (18.2). 18.0 "The movement of the force is temporarily stopped to
 * resolve the ambush": no battle, the treaty holds (the old code broke
 * it). */
static void
test_movement_ambush_keeps_treaty (void)
{
  T *t = harmar_wyandot_treaty ();

  t_put_series (t, "us-regular-infantry", 1, 2, "upper-scioto", 0);
  t_put_series (t, "shawnee-warrior", 1, 2, "blanchards-fork", 0);
  t_vps (t, 2, 2);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-warrior.1", "shawnee-warrior.2", NULL);
  t_do (t, "move tymochtee");
  t_do_rolls (t, "ambush upper-scioto", ROLLS (6, 1));
  g_assert_true (t_said (t, "18.2"));
  t_do (t, "casualty shawnee-warrior.1");
  g_assert_cmpint (t_face (t, "shawnee-warrior.1"), ==, 1);
  g_assert_cmpint (status_of (t, "wyandot"), ==, NAT_TREATY);
  t_free (t);
}

/* The other side of the ambush: the defender's ambush declared in a
 * battle, step 2 of the combat procedure (14.2): the WC attacks the US
 * regular at Tymochtee and the US ambushes; the Shawnee's loss is the
 * battle's, the treaty is broken. */
static void
test_battle_ambush_breaks_treaty (void)
{
  T *t = harmar_wyandot_treaty ();

  t_put (t, "us-regular-infantry.1", "tymochtee", 0);
  t_put_series (t, "shawnee-warrior", 1, 2, "upper-scioto", 0);
  t_vps (t, 1, 1);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_form_march (t, "shawnee-warrior.1", "shawnee-warrior.2", NULL);
  t_do (t, "move tymochtee");
  t_do (t, "attack");
  t_do_rolls (t, "ambush tymochtee", ROLLS (6, 1));
  g_assert_true (t_said (t, "18.2"));
  g_assert_cmpint (status_of (t, "wyandot"), ==, NAT_TREATY);
  /* Then the battle: event Battle, the US's 1 hits nothing, the WC's 1. */
  t_do_rolls (t, "casualty shawnee-warrior.1", ROLLS (1, 1, 1));
  g_assert_cmpint (t_face (t, "shawnee-warrior.1"), ==, 1);
  g_assert_cmpint (t_face (t, "shawnee-warrior.2"), ==, 0);
  g_assert_cmpint (status_of (t, "wyandot"), ==, NAT_BROKEN);
  t_free (t);
}

/* Blue Jacket alone at Tymochtee (a key leader: "Key leaders add no FP")
 * attacked by a US regular and wounded: no Indian FP lost, the treaty
 * holds (5.2.2; the old code broke it). */
static void
test_key_leader_wound_keeps_treaty (void)
{
  T *t = harmar_wyandot_treaty ();

  t_put (t, "us-regular-infantry.1", "upper-scioto", 0);
  t_put (t, "blue-jacket", "tymochtee", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", NULL);
  t_do (t, "move tymochtee");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (1));
  t_do_rolls (t, "no-reroll", ROLLS (6));
  g_assert_cmpint (t_face (t, "blue-jacket"), ==, 1);
  g_assert_cmpint (status_of (t, "wyandot"), ==, NAT_TREATY);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/App.4/entry-pieces-each-asked-harmar", test_harmar_entry_pieces_asked);
  g_test_add_func ("/ohio/App.4/entry-pieces-each-asked-wabash-legion", test_wabash_legion_entry_pieces_asked);
  g_test_add_func ("/ohio/11.1/winter-arms-by-nation", test_winter_arms_by_nation);
  g_test_add_func ("/ohio/11.1/winter-arms-one-nation-keeps-one", test_winter_arms_one_nation_keeps_one);
  g_test_add_func ("/ohio/15.1.4/split-retreat-takes-a-marker", test_split_retreat_takes_a_marker);
  g_test_add_func ("/ohio/15.1.4/split-retreat-marker-never-alone", test_split_retreat_marker_never_alone);
  g_test_add_func ("/ohio/5.2.2/wc-battle-loss-breaks-treaty", test_wc_battle_loss_breaks_treaty);
  g_test_add_func ("/ohio/5.2.2/wc-battle-us-loss-keeps-treaty", test_wc_battle_us_loss_keeps_treaty);
  g_test_add_func ("/ohio/5.2.2/overrun-in-treaty-land-breaks-treaty", test_overrun_in_treaty_land_breaks_treaty);
  g_test_add_func ("/ohio/15.3/trapped-stack-loses-deferred-battle", test_trapped_stack_loses_deferred_battle);
  g_test_add_func ("/ohio/5.2.2/rbc-cavalry-loss-keeps-treaty", test_rbc_cavalry_loss_keeps_treaty);
  g_test_add_func ("/ohio/5.2.2/movement-ambush-keeps-treaty", test_movement_ambush_keeps_treaty);
  g_test_add_func ("/ohio/5.2.2/battle-ambush-breaks-treaty", test_battle_ambush_breaks_treaty);
  g_test_add_func ("/ohio/5.2.2/key-leader-wound-keeps-treaty", test_key_leader_wound_keeps_treaty);
  return g_test_run ();
}
