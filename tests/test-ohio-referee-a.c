/* test-ohio-referee-a.c — Blood on the Ohio: rows for the first referee
 * check's findings 1, 2, 8, 9, 11, 12 and 10's VP cap
 * (docs/rules/referee/ohio-2026-11-27.md), and for the second check's N3
 * and N5 (23.0's stack over the limit, 20.1.2's support units in a fort),
 * each driven through player actions and checked against the rulebook's
 * numbers on both sides. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

static int
sap_of (T *t, int side)
{
  return bh_state_markers (t->st)[t->self->d->m_sap[side]];
}

/* Ends the last special actions segment of the turn (the side to act has
 * already acted) and both operations segments: the next turn. */
static void
to_next_turn (T *t)
{
  int turn = t->st->turn;

  while (t->st->turn == turn && t_kind (t) == D_SA)
    t_do (t, "pass");
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  t_do (t, "end-ops");
  t_do (t, "end-ops");
  g_assert_cmpint (t->st->turn, ==, turn + 1);
}

/* 5.9: "If the scenario being played does not ask a player to reset his
 * Special Action track to #5, the player may save an SAP"; "the player
 * flips the marker back and adds one more action point". The campaign
 * resets the US to 4 and the WC to 5 (App. 4), then the US to 5 from the
 * Second Expedition and the WC to 4 in the Third (LR 7/5/2018): the track's
 * reset in play decides, not the scenario's first value. */
static void
test_save_follows_the_expedition (void)
{
  struct {
    int expedition, side;
    gboolean may_save;
    int reset;          /* the track's value at the next turn without a save */
  } rows[] = {
    { 1, US, TRUE, 4 },  { 1, WC, FALSE, 5 },
    { 2, US, FALSE, 5 }, { 2, WC, FALSE, 5 },
    { 3, US, FALSE, 5 }, { 3, WC, TRUE, 4 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    for (int save = 0; save <= rows[i].may_save; save++)
      {
        T *t = t_new ("campaign");
        OhioExtra *x = t_x (t);
        int side = rows[i].side;

        x->expedition = rows[i].expedition;
        for (int e = 1; e <= rows[i].expedition; e++)
          x->exp_entered |= 1u << e;
        for (int e = 1; e < rows[i].expedition; e++)
          x->exp_withdrawn |= 1u << e;
        t_at (t, 2, PH_SA3, side, D_SA);
        bh_state_markers (t->st)[t->self->d->m_sap[side]] = 3;
        g_assert_cmpint (t_can (t, "save"), ==, rows[i].may_save);
        if (save)
          {
            t_do (t, "save");
            g_assert_cmpint (sap_of (t, side), ==, 2);
          }
        to_next_turn (t);
        /* The saved point comes back on top of the reset: 4 + 1 = 5. */
        g_assert_cmpint (sap_of (t, side), ==, rows[i].reset + save);
        t_free (t);
      }
}

/* 10.1: "A supply wagon unaccompanied by any US FPs is immediately
 * captured if any WC FP moves through or ends its turn in its space": a
 * key leader has a TP and no FP (3.2.1), so alone he passes the wagon by;
 * with a warrior (2 FP), or a subordinate leader alone (1 FP, 3.2.2), the
 * wagon is taken, its 2 steps giving the WC 1 VP. */
static void
test_wagon_needs_wc_fp (void)
{
  struct {
    const char *const force[3];
    gboolean captured;
  } rows[] = {
    { { "little-turtle", NULL }, FALSE },
    { { "little-turtle", "miami-warrior.1", NULL }, TRUE },
    { { "miami-subordinate-leader.1", NULL }, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      T *t = t_new_clear ("harmar");
      int wagon;

      wagon = t_put (t, "supply-wagon.1", "whitewater", 0);
      for (int k = 0; rows[i].force[k]; k++)
        t_put (t, rows[i].force[k], "twin-creek", 0);
      t_vps (t, 0, 0);
      t_at (t, 1, PH_WC1, WC, D_OPS);
      t_do_each (t, "form", rows[i].force, 1);
      t_do_each (t, "add", rows[i].force + 1, g_strv_length ((char **) rows[i].force) - 1);
      t_do (t, "march");
      t_do (t, "move whitewater");
      if (rows[i].captured)
        {
          g_assert_cmpint (bh_state_const_pieces (t->st)[wagon].location, ==, t->self->d->cup);
          g_assert_cmpint (t_vp2 (t, WC), ==, 2);
          g_assert_true (t_said (t, "(10.1)"));
        }
      else
        {
          g_assert_cmpint (bh_state_const_pieces (t->st)[wagon].location, ==, t_loc (t, "whitewater"));
          g_assert_cmpint (t_vp2 (t, WC), ==, 0);
        }
      t_free (t);
    }
}

static void
assert_refused_23 (T *t, const char *text)
{
  g_autofree char *why = t_refusal (t, text);

  g_assert_nonnull (strstr (why, "more than one British Arms marker"));
  g_assert_nonnull (strstr (why, "23.0"));
}

/* 23.0: "British Arms markers may be moved between national units
 * occupying the same space ... A nation may never have more than one
 * British Arms marker." A force of one nation's warriors takes one marker,
 * not two (add, pick-up); with a second nation's warrior it takes two; a
 * warrior may not be dropped, nor a force march, so that one nation is
 * left with two. */
static void
test_one_arms_a_nation (void)
{
  T *t = t_new ("harmar");

  /* Forming: one Miami warrior, one marker; with a Shawnee warrior, two. */
  t_clear_map (t);
  t_put (t, "miami-warrior.1", "twin-creek", 0);
  t_put (t, "shawnee-warrior.1", "twin-creek", 0);
  t_put (t, "british-arms.1", "twin-creek", 0);
  t_put (t, "british-arms.2", "twin-creek", 0);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_do (t, "form miami-warrior.1");
  t_do (t, "add british-arms.1");
  assert_refused_23 (t, "add british-arms.2");
  t_do (t, "add shawnee-warrior.1");
  t_do (t, "add british-arms.2");
  t_do (t, "march");
  t_free (t);

  /* Moving: the Shawnee's marker at Whitewater is picked up only with a
   * Shawnee warrior (another stays with it until then), who then may not
   * be dropped from the two markers. */
  t = t_new_clear ("harmar");
  t_put (t, "miami-warrior.1", "twin-creek", 0);
  t_put (t, "british-arms.1", "twin-creek", 0);
  t_put (t, "shawnee-warrior.1", "whitewater", 0);
  t_put (t, "shawnee-warrior.2", "whitewater", 0);
  t_put (t, "british-arms.2", "whitewater", 0);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_form_march (t, "miami-warrior.1", "british-arms.1", NULL);
  t_do (t, "move whitewater");
  assert_refused_23 (t, "pickup british-arms.2");
  t_do (t, "pickup shawnee-warrior.1");
  t_do (t, "pickup british-arms.2");
  assert_refused_23 (t, "drop shawnee-warrior.1");
  t_do (t, "drop british-arms.2");
  t_do (t, "drop shawnee-warrior.1");
  t_free (t);

  /* Marching: a Shawnee warrior may not take away the marker a Miami
   * warrior keeps at Twin Creek while the Shawnee already have one at
   * Whitewater; the Miami warrior may. */
  t = t_new_clear ("harmar");
  t_put (t, "miami-warrior.1", "twin-creek", 0);
  t_put (t, "shawnee-warrior.1", "twin-creek", 0);
  t_put (t, "british-arms.1", "twin-creek", 0);
  t_put (t, "shawnee-warrior.2", "whitewater", 0);
  t_put (t, "british-arms.2", "whitewater", 0);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  t_do (t, "form shawnee-warrior.1");
  t_do (t, "add british-arms.1");
  assert_refused_23 (t, "march");
  t_do (t, "cancel");
  t_form_march (t, "miami-warrior.1", "british-arms.1", NULL);
  t_free (t);
}

/* The places listed for `piece`'s winter quarters, without the piece. */
static char *
winter_places (T *t, const char *piece)
{
  g_autofree char *list = t_actions (t);
  g_autofree char *prefix = g_strdup_printf ("place %s ", piece);
  g_auto(GStrv) parts = g_strsplit (list, "; ", -1);
  GString *out = g_string_new (NULL);

  for (int i = 0; parts[i]; i++)
    if (g_str_has_prefix (parts[i], prefix))
      g_string_append_printf (out, "%s ", parts[i] + strlen (prefix));
  return g_string_free (out, FALSE);
}

/* 11.1: "Off-map nations return their units to any principal village
 * remaining in the WC, no more than one unit per principal village";
 * "There are no restrictions regarding the number of WC leaders that may
 * return to a single village". A leader is one of the nation's military
 * units (3.1.1): the Kickapoo's leader winters in a WC principal village as
 * his warriors do (the same places), not in the nation square; the limit of
 * one a village holds for the warriors (the second is not offered
 * Kekionga), not for him. Legion, FA/WI 1792 (turn 7). */
static void
test_off_map_leaders_winter (void)
{
  T *t = t_new ("legion");
  const char *leader = "kickapoo-subordinate-leader";
  g_autofree char *leader_places = NULL, *warrior_places = NULL, *second_places = NULL;

  t_put (t, leader, "wildcat-creek", 0);
  t_put (t, "kickapoo-warrior.1", "wildcat-creek", 0);
  t_put (t, "kickapoo-warrior.2", "fall-creek", 0);
  t_at (t, 7, PH_WC3, WC, D_OPS);
  t_do (t, "end-ops");
  for (int i = 0; i < 400 && t->st->turn == 7; i++)
    {
      int p = t->st->pending.args[0];

      if (t_kind (t) == D_WINTER && p == t_piece (t, leader))
        {
          leader_places = winter_places (t, leader);
          t_do (t, "place kickapoo-subordinate-leader kekionga");
        }
      else if (t_kind (t) == D_WINTER && p == t_piece (t, "kickapoo-warrior.1"))
        {
          warrior_places = winter_places (t, "kickapoo-warrior.1");
          t_do (t, "place kickapoo-warrior.1 kekionga");
        }
      else if (t_kind (t) == D_WINTER && p == t_piece (t, "kickapoo-warrior.2"))
        {
          second_places = winter_places (t, "kickapoo-warrior.2");
          t_do_found (t, "place kickapoo-warrior.2 ");
        }
      else
        {
          g_autofree char *list = t_actions (t);
          g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

          t_do (t, parts[0]);
        }
    }
  g_assert_cmpint (t->st->turn, ==, 8);
  g_assert_nonnull (leader_places);
  g_assert_nonnull (warrior_places);
  g_assert_nonnull (second_places);
  g_assert_nonnull (strstr (leader_places, "kekionga "));
  g_assert_cmpstr (leader_places, ==, warrior_places);
  g_assert_null (strstr (second_places, "kekionga "));
  g_assert_cmpint (t_where (t, leader), ==, t_loc (t, "kekionga"));
  g_assert_cmpint (t_where (t, "kickapoo-warrior.1"), ==, t_loc (t, "kekionga"));
  t_free (t);
}

/* 5.8: "A path must exist between the two villages that does not contain
 * any US units"; scouts, supply wagons and artillery are units too (support
 * units, 3.1.1). A lone US unit of any kind on the destination village
 * bars the move there; the same unit away from every path (at Fort
 * Washington) does not. */
static void
test_strategic_path_support_units (void)
{
  const char *units[] = { "supply-wagon.1", "scout.1", "artillery.1", "us-regular-infantry.1" };

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    for (int on_path = 0; on_path <= 1; on_path++)
      {
        T *t = t_new_clear ("harmar");

        t_put (t, "miami-village.1", "greenville", 0);
        t_put (t, "miami-warrior.1", "greenville", 0);
        t_put (t, "shawnee-village.1", "grand-glaize", 0);
        t_put (t, units[i], on_path ? "grand-glaize" : "fort-washington", 0);
        t_at (t, 1, PH_SA1, WC, D_SA);
        t_x (t)->sa_passed = 1;
        g_assert_cmpint (t_can (t, "strategic miami-warrior.1 grand-glaize"), ==, !on_path);
        t_free (t);
      }
}

/* RULES-DONE 5 "A refused action names the rule": a special action the
 * player may not take names its own rule, not the decision's 5.0. Harmar
 * opens with the US's special action (US 4 SAP, WC 5): no US key leader
 * with 10 FP beside a treaty nation's village (5.2.1), nothing damaged
 * (5.4), no lost artillery (5.7.1), no supply wagon for a fort (5.3), an
 * alliance is the WC's (5.2.3); the WC's track resets to 5 (5.9). */
static void
test_special_refusals_name_their_rule (void)
{
  struct {
    int side;
    const char *action, *rule;
  } rows[] = {
    { US, "treaty 1", "(rule 5.2.1)" },
    { US, "repair paris", "(rule 5.4)" },
    { US, "search-artillery artillery.1", "(rule 5.7.1)" },
    { US, "build-fort fort-steuben east-fork supply-wagon.2", "(rule 5.3)" },
    { US, "alliance 9", "(rule 5.2.3)" },
    { US, "raid fort-washington", "(rule 5.6)" },
    { WC, "save", "(rule 5.9)" },
    { WC, "alliance 9", "(rule 5.2.3)" },
    { WC, "treaty 1", "(rule 5.2.1)" },
    { WC, "search-raiders", "(rule 5.7.2)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      T *t = t_new ("harmar");
      g_autofree char *why = NULL;

      g_assert_cmpint (t_kind (t), ==, D_SA);
      g_assert_cmpint (t->st->pending.side, ==, US);
      if (rows[i].side == WC)
        t_do (t, "pass");
      g_assert_cmpint (t->st->pending.side, ==, rows[i].side);
      why = t_refusal (t, rows[i].action);
      if (!strstr (why, rows[i].rule) || strstr (why, "5.0)"))
        g_error ("%s: “%s” does not name %s", rows[i].action, why, rows[i].rule);
      t_free (t);
    }
  /* The other side of the boundary: the US's save is taken (4 < 5). */
  {
    T *t = t_new ("harmar");

    t_do (t, "save");
    t_free (t);
  }
}

/* 2.4: "The VP Track consists of numbered squares from 0 to 30"; "his VP
 * marker is advanced to the square equating to the VP gain". Reading: there
 * is no square past 30, so points stop there (as they stop at 0). A
 * captured full wagon (+1 VP, 10.1, 24.0) takes the WC from 29 to 30, from
 * 28½ to 29½, and from 29½ to 30, not 30½. */
static void
test_vp_track_ends_at_30 (void)
{
  struct {
    int before, after;   /* half points */
  } rows[] = { { 58, 60 }, { 57, 59 }, { 59, 60 } };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "supply-wagon.1", "whitewater", 0);
      t_put (t, "miami-warrior.1", "twin-creek", 0);
      t_vps (t, rows[i].before, 0);
      t_at (t, 1, PH_WC1, WC, D_OPS);
      t_form_march (t, "miami-warrior.1", NULL);
      t_do (t, "move whitewater");
      g_assert_cmpint (t_vp2 (t, WC), ==, rows[i].after);
      g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_vp[WC]], ==, rows[i].after / 2);
      t_free (t);
    }
}

/* 20.1.2: "Leader FP do not count toward the maximum. A structure can hold
 * any number of leaders, scouts, supply wagons and artillery." Fort
 * Washington (8 FP) full with four regulars: a fifth regular may not go
 * in, but the scout, the supply wagon and the artillery on its space each
 * may, and come out again; the fort still holds 8 unit FP. Lost artillery
 * (22.2) does not move, so it does not go in either. Referee session 13
 * (second check), N5. */
static void
test_support_units_into_a_full_fort (void)
{
  const char *support[] = { "scout.1", "supply-wagon.1", "artillery.1" };
  T *t = t_new_clear ("wabash");
  int fort;
  g_autofree char *why = NULL;

  t_put_series (t, "us-regular-infantry", 1, 5, "fort-washington", 0);
  for (int i = 1; i <= 4; i++)
    {
      g_autofree char *id = g_strdup_printf ("us-regular-infantry.%d", i);

      t_pc (t, id)->flags = F_DEFEND;
    }
  for (guint i = 0; i < G_N_ELEMENTS (support); i++)
    t_put (t, support[i], "fort-washington", 0);
  t_put (t, "artillery.2", "fort-washington", 1);
  t_vps (t, 0, 0);
  t_at (t, 3, PH_US1, US, D_OPS);
  fort = t_loc (t, "fort-washington");
  g_assert_cmpint (ohio_stack_unit_fp (&t->c, fort, US, F_DEFEND, 0), ==, 8);
  g_assert_false (t_has (t, "garrison us-regular-infantry.5"));
  g_assert_false (t_has (t, "garrison artillery.2"));
  why = t_refusal (t, "garrison artillery.2");
  g_assert_nonnull (strstr (why, "20.1.2"));
  for (guint i = 0; i < G_N_ELEMENTS (support); i++)
    {
      g_autofree char *in = g_strdup_printf ("garrison %s", support[i]);

      t_do (t, in);
      g_assert_true (t_pc (t, support[i])->flags & F_DEFEND);
    }
  g_assert_cmpint (ohio_stack_unit_fp (&t->c, fort, US, F_DEFEND, 0), ==, 8);
  g_assert_false (t_has (t, "garrison us-regular-infantry.5"));
  t_do (t, "ungarrison supply-wagon.1");
  g_assert_false (t_pc (t, "supply-wagon.1")->flags & F_DEFEND);
  t_free (t);
}

/* 14.5 with 20.1.2: artillery the US put inside Fort Steuben is part of
 * the fort's defending force, so Blue Jacket's attack on the fort meets its
 * shock: roll 5, -1 for the WC key leader = 4: 2 WC FP affected; the two
 * Shawnee warriors' 4 FP fight as 2 against the two regulars' 4 FP + the
 * fort's 2. Left outside (it screens nothing, 20.1), the artillery is not
 * in the battle: no shock roll, the WC fights with 4. */
static void
test_fort_artillery_shock (void)
{
  for (int inside = 0; inside <= 1; inside++)
    {
      T *t = t_new ("wabash");
      OhioBattle *b;

      t_steuben_defended (t);
      t_put (t, "artillery.1", "east-fork", 0);
      t_put (t, "blue-jacket", "white-oak", 0);
      t_put (t, "shawnee-warrior.1", "white-oak", 0);
      t_put (t, "shawnee-warrior.2", "white-oak", 0);
      t_vps (t, 0, 0);
      t_at (t, 3, PH_US1, US, D_OPS);
      if (inside)
        t_do (t, "garrison artillery.1");
      t_do (t, "end-ops");
      g_assert_cmpint (t_kind (t), ==, D_OPS);
      g_assert_cmpint (t->st->pending.side, ==, WC);
      t_form_march (t, "blue-jacket", "shawnee-warrior.1", "shawnee-warrior.2",
                    NULL);
      t_do (t, "move east-fork");
      /* Event Battle; Blue Jacket gives the WC the tactical advantage. */
      t_do_rolls (t, "attack", ROLLS (1));
      g_assert_cmpint (t_kind (t), ==, D_REROLL);
      if (inside)
        t_do_rolls (t, "no-reroll", ROLLS (5, 1, 4));
      else
        t_do_rolls (t, "no-reroll", ROLLS (1, 4));
      b = &t_x (t)->battle;
      g_assert_cmpint (b->shocked, ==, inside ? 2 : 0);
      g_assert_cmpint (b->strength[WC], ==, inside ? 2 : 4);
      g_assert_cmpint (b->strength[US], ==, 6);
      g_assert_true ((strstr (t->narration, "14.5") != NULL) == inside);
      t_free (t);
    }
}

/* 23.0 "A nation may never have more than one British Arms marker" after
 * a battle (second referee check N3, its probe r8). A full Miami warrior
 * and a reduced Shawnee warrior at Twin Creek, British Arms 1 and 2 with
 * them (one each); three US regulars (6 FP) attack: the WC fights with
 * 2 + 1 + 2 markers = 5 (two nations, two markers). US 6 rolls 6: 2
 * casualties: the Miami warrior is reduced and the WC takes the Shawnee
 * warrior; the Miami warrior retreats to Greenville Creek. Its nation may
 * hold one marker: the Shawnee's is removed from play as a destroyed
 * force's markers are (the reading in ohio.md), and when a fourth regular
 * marching through Twin Creek attacks it the WC fights with 1 + 1 = 2 FP,
 * not 3. */
static void
test_surplus_arms_after_a_battle (void)
{
  T *t = t_new_clear ("harmar");
  int on_map = 0;

  t_put (t, "miami-warrior.1", "twin-creek", 0);
  t_put (t, "shawnee-warrior.1", "twin-creek", 1);
  t_put (t, "british-arms.1", "twin-creek", 0);
  t_put (t, "british-arms.2", "twin-creek", 0);
  t_put (t, "us-regular-infantry.1", "whitewater", 0);
  t_put (t, "us-regular-infantry.2", "whitewater", 0);
  t_put (t, "us-regular-infantry.3", "whitewater", 0);
  t_put (t, "us-regular-infantry.4", "whitewater", 0);
  t_vps (t, 0, 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.3",
                "us-regular-infantry.4", NULL);
  t_do (t, "move twin-creek");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (1, 6, 1));
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 5);
  g_assert_cmpint (t_x (t)->battle.hits[US], ==, 2);
  g_assert_cmpint (t_pc (t, "miami-warrior.1")->face, ==, 1);
  t_do (t, "casualty shawnee-warrior.1");
  t_do (t, "retreat greenville");
  g_assert_cmpint (t_kind (t), ==, D_OPS);
  t_assert_at (t, "miami-warrior.1", "greenville");
  for (int i = 1; i <= 2; i++)
    {
      g_autofree char *id = g_strdup_printf ("british-arms.%d", i);

      if (t_pc (t, id)->location == t_loc (t, "greenville"))
        on_map++;
      else
        g_assert_cmpint (t_pc (t, id)->location, ==, t->self->d->wc_elim);
    }
  g_assert_cmpint (on_map, ==, 1);
  g_assert_true (t_said (t, "a second marker for one nation"));
  t_form_march (t, "us-regular-infantry.2", NULL);
  t_do (t, "move twin-creek");
  t_do (t, "move greenville");
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (1, 1, 1));
  g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 2);
  t_free (t);
}

/* 23.0 in a battle: "Each British Arms marker adds +1 combat strength" but
 * "A nation may never have more than one": a stack that falls over the
 * limit and fights again before the battles are over (15.3) counts one
 * marker a nation. Two Miami warriors and a reduced Shawnee warrior at
 * Twin Creek with British Arms 1 and 2 (2 + 2 + 1 + 2 markers = 7 FP);
 * US 6 FP rolls 6: 2 casualties (a Miami warrior reduced, the Shawnee
 * warrior eliminated); WC 7 rolls 1: 1. The Miami warriors retreat over
 * the Great Miami (15.2: 1 FP lost) onto Chalakatha (its village gone),
 * where a US regular stands: 1 FP more lost (15.3), and the last Miami
 * warrior (1 FP) with both markers attacks it with 1 + one marker = 2, not
 * 3. With Chalakatha, a Shawnee principal village, still standing, the
 * second marker is the Shawnee's there (the reading of 23.0 in ohio.md):
 * 1 + 2 = 3. */
static void
test_surplus_arms_fight_again (void)
{
  for (int village = 0; village <= 1; village++)
    {
      T *t = t_new_clear ("harmar");

      t_put (t, "miami-warrior.1", "twin-creek", 0);
      t_put (t, "miami-warrior.2", "twin-creek", 0);
      t_put (t, "shawnee-warrior.1", "twin-creek", 1);
      t_put (t, "british-arms.1", "twin-creek", 0);
      t_put (t, "british-arms.2", "twin-creek", 0);
      t_put_series (t, "us-regular-infantry", 1, 3, "whitewater", 0);
      t_put (t, "us-regular-infantry.4", "greenville", 0);
      t_put (t, "us-regular-infantry.5", "hamilton", 0);
      t_put (t, "us-regular-infantry.6", "chalakatha", 0);
      t_put (t, "us-regular-infantry.7", "caesars-creek", 0);
      if (!village)
        t_x (t)->printed[t_loc (t, "chalakatha")] = 0;   /* Chalakatha destroyed */
      t_vps (t, 0, 0);
      t_at (t, 1, PH_US1, US, D_OPS);
      t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2",
                    "us-regular-infantry.3", NULL);
      t_do (t, "move twin-creek");
      t_do (t, "attack");
      t_do_rolls (t, "defend", ROLLS (1, 6, 1));
      g_assert_cmpint (t_x (t)->battle.strength[WC], ==, 7);
      t_do (t, "casualty us-regular-infantry.1");
      t_do (t, "casualty miami-warrior.1");
      t_assert_at (t, "miami-warrior.1", "chalakatha");
      t_do (t, "no-ambush");
      t_do (t, "casualty miami-warrior.2");
      t_assert_at (t, "british-arms.1", "chalakatha");
      t_assert_at (t, "british-arms.2", "chalakatha");
      t_do_rolls (t, "defend", ROLLS (1, 1, 1));
      g_assert_true (t_x (t)->battle.active);
      g_assert_cmpint (t_x (t)->battle.att_side, ==, WC);
      g_assert_cmpint (t_x (t)->battle.strength[US], ==, 2);
      g_assert_cmpint (t_x (t)->battle.strength[WC], ==, village ? 3 : 2);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/5.9/save-follows-the-expedition-reset", test_save_follows_the_expedition);
  g_test_add_func ("/ohio/10.1/wagon-captured-only-by-wc-fp", test_wagon_needs_wc_fp);
  g_test_add_func ("/ohio/23.0/one-british-arms-a-nation", test_one_arms_a_nation);
  g_test_add_func ("/ohio/11.1/off-map-leaders-winter-in-wc-principal-villages", test_off_map_leaders_winter);
  g_test_add_func ("/ohio/5.8/lone-us-support-unit-blocks-the-path", test_strategic_path_support_units);
  g_test_add_func ("/ohio/5.0/special-refusals-name-their-rule", test_special_refusals_name_their_rule);
  g_test_add_func ("/ohio/2.4/vp-track-ends-at-30", test_vp_track_ends_at_30);
  g_test_add_func ("/ohio/20.1.2/support-units-go-into-a-full-fort", test_support_units_into_a_full_fort);
  g_test_add_func ("/ohio/14.5/fort-artillery-shocks-the-attackers", test_fort_artillery_shock);
  g_test_add_func ("/ohio/23.0/surplus-arms-after-a-battle", test_surplus_arms_after_a_battle);
  g_test_add_func ("/ohio/23.0/surplus-arms-fight-again", test_surplus_arms_fight_again);
  return g_test_run ();
}
