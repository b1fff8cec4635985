/* test-ohio-sections.c — Blood on the Ohio: subsections of the rulebook
 * that had no test of their own, each driven through player actions and
 * checked against the numbers the subsection gives. */
#include "test-ohio-util.c"

enum { US, WC };
enum { PH_SA1, PH_US1, PH_WC1, PH_SA2, PH_US2, PH_WC2, PH_SA3, PH_US3, PH_WC3, PH_END };

static void
put_n (T *t, const char *type, int first, int n, const char *where, int face)
{
  for (int i = first; i < first + n; i++)
    {
      g_autofree char *id = g_strdup_printf ("%s.%d", type, i);

      t_put (t, id, where, face);
    }
}

/* Forms a force of `pieces` (the first names it) and marches it; the MP
 * it gets. */
static int
march_mp (T *t, const char *const *pieces)
{
  for (int i = 0; pieces[i]; i++)
    {
      g_autofree char *text = g_strdup_printf (i == 0 ? "form %s" : "add %s", pieces[i]);

      t_do (t, text);
    }
  t_do (t, "march");
  return t_x (t)->move.mp_total;
}

/* 5.9: "If the scenario being played does not ask a player to reset his
 * Special Action track to #5, the player may save an SAP"; "A track never
 * holds more than 5". The Harmar Campaign resets the US to 4 and the WC to
 * 5 (App. 4): the US may save, the WC may not; the saved point makes the
 * US's next reset 5. */
static void
test_save (void)
{
  T *t = t_new_clear ("harmar");
  const OhioData *d = t->self->d;

  t_at (t, 1, PH_SA1, US, D_SA);
  bh_state_markers (t->st)[d->m_sap[US]] = 4;
  bh_state_markers (t->st)[d->m_sap[WC]] = 5;
  g_assert_true (t_can (t, "save"));
  t_do (t, "save");
  g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[US]], ==, 3);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  g_assert_false (t_can (t, "save"));
  t_free (t);
}

/* 6.1: "There can only be one force in play at a time"; "A counter that
 * has moved in a force may not be used in any subsequent forces created
 * during the turn segment." */
static void
test_one_force_at_a_time (void)
{
  T *t = t_new_clear ("harmar");
  const char *force[] = { "us-regular-infantry.1", NULL };

  t_put (t, "us-regular-infantry.1", "north-bend", 0);
  t_put (t, "us-regular-infantry.2", "hamilton", 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  march_mp (t, force);
  /* While it moves, no other force is formed. */
  g_assert_false (t_can (t, "form us-regular-infantry.2"));
  t_do (t, "move whitewater");
  t_do (t, "stop");
  g_assert_false (t_can (t, "form us-regular-infantry.1"));
  g_assert_true (t_can (t, "form us-regular-infantry.2"));
  t_free (t);
}

/* 6.2.1-6.2.4: the MP of each force type: US key leader force (up to 10
 * FP, 16 with a second leader) 4, subordinate (up to 6 FP) 4, stray 2; WC
 * 5, 5, 3 (a WC subordinate force is of one nation); support units alone:
 * artillery and wagons 4, scouts 5. */
static void
test_force_types (void)
{
  struct {
    const char *scenario;
    const char *const pieces[12];
    int mp;
  } cases[] = {
    { "harmar", { "harmar", "us-regular-infantry.1", "us-regular-infantry.2", "us-regular-infantry.3",
                  "us-regular-infantry.4", "us-regular-infantry.5", NULL }, 4 },            /* 10 FP */
    { "harmar", { "harmar", "us-regular-infantry.1", "us-regular-infantry.2", "us-regular-infantry.3",
                  "us-regular-infantry.4", "us-regular-infantry.5", "us-regular-infantry.6", NULL }, 2 },  /* 12 FP */
    { "harmar", { "harmar", "us-subordinate-leader.1", "us-regular-infantry.1", "us-regular-infantry.2",
                  "us-regular-infantry.3", "us-regular-infantry.4", "us-regular-infantry.5",
                  "us-regular-infantry.6", NULL }, 4 },                                      /* 12 FP, 2 leaders */
    { "harmar", { "us-subordinate-leader.1", "us-regular-infantry.1", "us-regular-infantry.2",
                  "us-regular-infantry.3", NULL }, 4 },                                      /* 6 FP */
    { "harmar", { "us-subordinate-leader.1", "us-regular-infantry.1", "us-regular-infantry.2",
                  "us-regular-infantry.3", "us-regular-infantry.4", NULL }, 2 },             /* 8 FP */
    { "harmar", { "supply-wagon.1", NULL }, 4 },
    { "wabash", { "scout.1", NULL }, 5 },
    { "harmar", { "little-turtle", "miami-warrior.1", "shawnee-warrior.1", NULL }, 5 },
    { "harmar", { "miami-subordinate-leader.1", "miami-warrior.1", "miami-warrior.2", NULL }, 5 },
    { "harmar", { "miami-subordinate-leader.1", "miami-warrior.1", "shawnee-warrior.1", NULL }, 3 },
    { "harmar", { "miami-warrior.1", NULL }, 3 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new (cases[i].scenario);
      const char *where = t_piece (t, cases[i].pieces[0]) >= 0 &&
                          t->self->d->pieces[t_piece (t, cases[i].pieces[0])].side == WC ? "twin-creek" : "hamilton";
      int side = t->self->d->pieces[t_piece (t, cases[i].pieces[0])].side;

      t_clear_map (t);
      for (int k = 0; cases[i].pieces[k]; k++)
        t_put (t, cases[i].pieces[k], where, 0);
      t_at (t, 3, side == US ? PH_US1 : PH_WC1, side, D_OPS);
      if (march_mp (t, cases[i].pieces) != cases[i].mp)
        g_error ("case %u (%s…): %d MP, not %d", i, cases[i].pieces[0], t_x (t)->move.mp_total, cases[i].mp);
      t_free (t);
    }
}

/* 6.4: "A subordinate leader force may not pick up more FP if the
 * additional FP causes the force to exceed 6 FP, or in the case of the WC,
 * the warrior being picked up belongs to a different nation". A Miami
 * subordinate leader with one warrior (2 FP) passes Whitewater: it may
 * take up a Miami warrior (4 FP) and another (6 FP), not a third (8 FP),
 * nor a Shawnee warrior. */
static void
test_pick_up (void)
{
  T *t = t_new_clear ("harmar");
  const char *force[] = { "miami-subordinate-leader.1", "miami-warrior.1", NULL };

  t_put (t, "miami-subordinate-leader.1", "twin-creek", 0);
  t_put (t, "miami-warrior.1", "twin-creek", 0);
  put_n (t, "miami-warrior", 2, 3, "whitewater", 0);
  t_put (t, "shawnee-warrior.1", "whitewater", 0);
  g_assert_true (ohio_nation_is_wc (&t->c, t_nation (t, "shawnee")));
  t_at (t, 1, PH_WC1, WC, D_OPS);
  march_mp (t, force);
  t_do (t, "move whitewater");
  g_assert_false (t_can (t, "pickup shawnee-warrior.1"));
  t_do (t, "pickup miami-warrior.2");
  t_do (t, "pickup miami-warrior.3");
  g_assert_false (t_can (t, "pickup miami-warrior.4"));
  g_assert_cmpint (t_x (t)->move.mp_total, ==, 5);
  t_free (t);
}

/* 6.8 and 6.6: "Any force may freely move through spaces containing a
 * friendly force that is not an army. Any force entering a space occupied
 * by an army ends its movement in that space." A regular from Fort
 * Washington goes through North Bend (2 regulars there) on to Whitewater;
 * with 9 regulars at North Bend (18 FP: more than 16, an army) it stops
 * there. */
static void
test_friendly_forces (void)
{
  for (int army = 0; army <= 1; army++)
    {
      T *t = t_new_clear ("harmar");
      const char *force[] = { "us-regular-infantry.10", NULL };

      t_put (t, "us-regular-infantry.10", "fort-washington", 0);
      put_n (t, "us-regular-infantry", 1, army ? 9 : 2, "north-bend", 0);
      t_at (t, 1, PH_US1, US, D_OPS);
      march_mp (t, force);
      t_do (t, "move north-bend");
      if (army)
        g_assert_false (t_can (t, "move whitewater"));
      else
        {
          t_do (t, "move whitewater");
          t_assert_at (t, "us-regular-infantry.10", "whitewater");
        }
      t_free (t);
    }
}

/* 11.1: "All warrior units return to their respective villages. Each
 * village must be used to house one warrior unit if possible. Any excess
 * warrior units are placed in any principal village". Four Miami warriors
 * winter; the Miami have a village at Twin Creek and their principal
 * villages Kekionga and Pickawillany (printed): the first three go one a
 * village, the fourth to a principal village. */
static void
test_wc_winter (void)
{
  T *t = t_new_clear ("harmar");

  t_put (t, "miami-village.1", "twin-creek", 0);
  put_n (t, "miami-warrior", 1, 4, "loramies", 0);
  t_at (t, 1, PH_END, US, D_NONE);
  t_x (t)->proc_started = 0;
  t_x (t)->proc = 1;
  ohio_advance (&t->c);
  g_assert_cmpint (t_kind (t), ==, D_WINTER);
  g_assert_cmpint (t->st->pending.side, ==, WC);
  g_assert_true (t_can (t, "place miami-warrior.1 twin-creek"));
  g_assert_true (t_can (t, "place miami-warrior.1 kekionga"));
  g_assert_true (t_can (t, "place miami-warrior.1 pickawillany"));
  t_do (t, "place miami-warrior.1 twin-creek");
  g_assert_false (t_can (t, "place miami-warrior.2 twin-creek"));
  t_do (t, "place miami-warrior.2 kekionga");
  /* One free village left: the third warrior goes there, no choice. */
  t_assert_at (t, "miami-warrior.3", "pickawillany");
  /* Every village houses one: the excess to a principal village. */
  g_assert_cmpint (t->st->pending.args[0], ==, t_piece (t, "miami-warrior.4"));
  g_assert_false (t_can (t, "place miami-warrior.4 twin-creek"));
  g_assert_true (t_can (t, "place miami-warrior.4 kekionga"));
  g_assert_true (t_can (t, "place miami-warrior.4 pickawillany"));
  t_do (t, "place miami-warrior.4 kekionga");
  t_assert_at (t, "miami-warrior.4", "kekionga");
  g_assert_cmpint (t_face (t, "miami-warrior.4"), ==, 0);
  t_free (t);
}

/* 14.1: the attacker announces combat, overrun (17.1: 5 times the FP and
 * the MP) or pass through (13.0: more FP than the enemy). Harmar with 3
 * regulars (6 FP) enters Whitewater: against a reduced warrior (1 FP) all
 * three; against 3 full warriors (6 FP) only combat. */
static void
test_attacker_declaration (void)
{
  for (int strong = 0; strong <= 1; strong++)
    {
      T *t = t_new_clear ("harmar");
      const char *force[] = { "harmar", "us-regular-infantry.1", "us-regular-infantry.2", "us-regular-infantry.3", NULL };

      for (int i = 0; force[i]; i++)
        t_put (t, force[i], "north-bend", 0);
      if (strong)
        put_n (t, "shawnee-warrior", 1, 3, "whitewater", 0);
      else
        t_put (t, "shawnee-warrior.1", "whitewater", 1);
      t_vp (t, WC, 0);
      t_at (t, 1, PH_US1, US, D_OPS);
      march_mp (t, force);
      t_do (t, "move whitewater");
      g_assert_cmpint (t_kind (t), ==, D_DECLARE);
      g_assert_true (t_can (t, "attack"));
      g_assert_cmpint (t_can (t, "overrun"), ==, !strong);
      g_assert_cmpint (t_can (t, "pass-through"), ==, !strong);
      t_free (t);
    }
}

/* 20.4: "Units defending these forts and the forts themselves, may not be
 * attacked. Units screening the forts may be attacked normally." Warriors
 * entering Fort Washington, defended by a regular inside: no attack, they
 * may stay (a siege, 20.2); with a regular screening it, they may attack. */
static void
test_forts_harmar_washington (void)
{
  for (int screen = 0; screen <= 1; screen++)
    {
      T *t = t_new_clear ("harmar");
      const char *force[] = { "miami-warrior.1", "miami-warrior.2", NULL };

      t_put (t, "us-regular-infantry.1", "fort-washington", 0);
      t_pc (t, "us-regular-infantry.1")->flags = screen ? 0 : F_DEFEND;
      t_put (t, "miami-warrior.1", "north-bend", 0);
      t_put (t, "miami-warrior.2", "north-bend", 0);
      t_vp (t, WC, 0);
      t_at (t, 1, PH_WC1, WC, D_OPS);
      march_mp (t, force);
      t_do (t, "move fort-washington");
      if (screen)
        {
          g_assert_cmpint (t_kind (t), ==, D_DECLARE);
          g_assert_true (t_can (t, "attack"));
        }
      else
        {
          g_assert_false (t_can (t, "attack"));
          g_assert_true (t_can (t, "stop"));
        }
      t_free (t);
    }
}

/* 20.6: "US units screening a settlement add 1FP to their total when
 * attacked. A reduced settlement affords no defensive benefits." Two Miami
 * warriors attack a regular (2 FP) at North Bend's printed settlement:
 * the US strength is 3 while it is healthy, 2 once reduced. */
static void
test_settlement_screen (void)
{
  for (int reduced = 0; reduced <= 1; reduced++)
    {
      T *t = t_new_clear ("harmar");
      const char *force[] = { "miami-warrior.1", "miami-warrior.2", NULL };

      if (reduced)
        t_x (t)->printed[t_loc (t, "north-bend")] = 1;
      t_put (t, "us-regular-infantry.1", "north-bend", 0);
      t_put (t, "miami-warrior.1", "whitewater", 0);
      t_put (t, "miami-warrior.2", "whitewater", 0);
      t_vp (t, WC, 0);
      t_at (t, 1, PH_WC1, WC, D_OPS);
      march_mp (t, force);
      t_do (t, "move north-bend");
      t_do (t, "attack");
      t_do_rolls (t, "defend", ROLLS (1, 1, 1));
      g_assert_cmpint (t_x (t)->battle.strength[US], ==, reduced ? 2 : 3);
      g_assert_cmpint (t_vp2 (t, US), ==, 0);
      t_free (t);
    }
}

/* 21.3: a scout used for FP adds 1 FP once it passes its fickleness check
 * (21.1: 3-6 loyal). Two regulars (4 FP) and a loyal scout attack: 5. */
static void
test_scout_fp (void)
{
  T *t = t_new_clear ("wabash");
  const char *force[] = { "us-regular-infantry.1", "us-regular-infantry.2", "scout.1", NULL };

  for (int i = 0; force[i]; i++)
    t_put (t, force[i], "whetstone", 0);
  t_put (t, "shawnee-warrior.1", "big-walnut", 0);
  t_vp (t, WC, 0);
  t_at (t, 3, PH_US1, US, D_OPS);
  march_mp (t, force);
  t_do (t, "move big-walnut");
  t_do (t, "attack");
  t_do (t, "scout scout.1 2");
  /* Event Battle, scout 3 (loyal), the US rolls 6 (5-6 column: 2), the
   * WC 1 (none): the scout stays with the winners. */
  t_do_rolls (t, "defend", ROLLS (1, 3, 6, 1));
  g_assert_cmpint (t_x (t)->battle.strength[US], ==, 5);
  g_assert_cmpint (t_x (t)->battle.hits[US], ==, 2);
  t_assert_at (t, "scout.1", "big-walnut");
  t_free (t);
}

/* 17.2.1: "An undamaged village is reduced and relocated when it is
 * overrun. A damaged village is razed if it is overrun. In either
 * instance, place a razed marker in the space where the village was."
 * Harmar and 3 regulars (6 FP, against a village alone: 0) overrun the
 * Miami village at Whitewater (event 1, Battle: ignored, 17.2); each step
 * lost gives the US 1/2 VP (24.0). */
static void
test_village_overrun (void)
{
  for (int damaged = 0; damaged <= 1; damaged++)
    {
      T *t = t_new_clear ("harmar");
      const char *force[] = { "harmar", "us-regular-infantry.1", "us-regular-infantry.2", "us-regular-infantry.3", NULL };
      int whitewater = t_loc (t, "whitewater");

      for (int i = 0; force[i]; i++)
        t_put (t, force[i], "north-bend", 0);
      t_put (t, "miami-village.1", "whitewater", damaged);
      t_vps (t, 0, 0);
      t_at (t, 1, PH_US1, US, D_OPS);
      march_mp (t, force);
      t_do (t, "move whitewater");
      g_assert_true (t_can (t, "overrun"));
      t_do_rolls (t, "overrun", ROLLS (1));
      if (!damaged)
        {
          g_assert_cmpint (t_kind (t), ==, D_RELOCATE);
          g_assert_cmpint (t->st->pending.side, ==, WC);
        }
      if (!damaged)
        {
          g_autofree char *list = t_actions (t);
          g_auto(GStrv) parts = g_strsplit (list, "; ", 2);

          t_do (t, parts[0]);
        }
      g_assert_true (ohio_has_razed (&t->c, whitewater));
      g_assert_cmpint (t_vp2 (t, US), ==, 1);
      if (damaged)
        g_assert_false (ohio_on_map (&t->c, t_piece (t, "miami-village.1")));
      else
        {
          g_assert_true (ohio_on_map (&t->c, t_piece (t, "miami-village.1")));
          g_assert_cmpint (t_where (t, "miami-village.1"), !=, whitewater);
          g_assert_cmpint (t_face (t, "miami-village.1"), ==, 1);
        }
      t_free (t);
    }
}

/* 2.4: "A half point is scored by flipping the marker ... to its 1/2
 * point side"; "A player's points can never be reduced below 0". A failed
 * raid (5.6.2 D) costs the WC 1/2 VP: from 1½ to 1 (the marker stays on
 * square 1, whole side), from 1 to ½ (square 0, ½ side), from ½ to 0, and
 * from 0 it stays 0. */
static void
test_vp_track (void)
{
  const struct { int before, after, square; } cases[] = {
    { 3, 2, 1 }, { 2, 1, 0 }, { 1, 0, 0 }, { 0, 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new_clear ("wabash");
      const OhioData *d = t->self->d;
      int spec[4], k = 0;

      t_vp (t, WC, cases[i].before);
      t_at (t, 3, PH_SA1, WC, D_SA);
      t_x (t)->sa_passed = 1;
      FOR_PIECES_AT (&t->c, d->raid_cup, p)
        {
          k++;
          if (d->pieces[p].klass == PC_RAID_D)
            break;
        }
      spec[0] = -ohio_count_class (&t->c, d->raid_cup, PC_RAID_A) - ohio_count_class (&t->c, d->raid_cup, PC_RAID_B) -
                ohio_count_class (&t->c, d->raid_cup, PC_RAID_C) - ohio_count_class (&t->c, d->raid_cup, PC_RAID_D);
      spec[1] = k;
      spec[2] = 0;
      t_do_seq (t, "raid paris", spec);
      g_assert_true (t_x (t)->raid_blocked);
      g_assert_cmpint (t_vp2 (t, WC), ==, cases[i].after);
      g_assert_cmpint (bh_state_markers (t->st)[d->m_vp[WC]], ==, cases[i].square);
      t_free (t);
    }
}

/* 2.4.1: "When a WC VP marker moves into or beyond one of these squares and
 * an Expedition Check is made, the current expedition will withdraw". In
 * the Harmar Campaign the First Expedition's withdrawal is the WC's
 * automatic victory (App. 3): half a point short of the square, the game
 * goes on; on the square or one beyond, the WC wins at the Expedition
 * Check after WC Operations (4.2). */
static void
test_expedition_squares (void)
{
  for (int delta = -1; delta <= 2; delta++)
    {
      T *t = t_new ("harmar");
      int square = t->self->d->exp_withdraw_square[1];

      g_assert_cmpint (square, >, 0);
      t_vp (t, WC, 2 * square + delta);
      t_at (t, 1, PH_WC1, WC, D_OPS);
      t_do (t, "end-ops");
      if (delta < 0)
        g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
      else
        t_assert_won (t, WC);
      t_free (t);
    }
}

/* 2.4.2: "When the US VP marker moves into or beyond a nation square and a
 * Nation Check is made, that nation withdraws from the game" (8.0). The
 * Delaware, in the WC in the Harmar Campaign (App. 3): the US half a point
 * short of their square, they stay; on it or beyond, they withdraw at the
 * Nation Check that follows US Operations. */
static void
test_nation_squares (void)
{
  for (int delta = -1; delta <= 2; delta++)
    {
      T *t = t_new ("harmar");
      int delaware = t_nation (t, "delaware");
      int square = t->self->d->nation_vp_square[delaware];

      g_assert_cmpint (square, >, 0);
      t_clear_map (t);
      g_assert_cmpint (t_x (t)->nation_status[delaware], ==, NAT_WC);
      t_vp (t, US, 2 * square + delta);
      t_at (t, 1, PH_US1, US, D_OPS);
      t_do (t, "end-ops");
      g_assert_cmpint (t_x (t)->nation_status[delaware], ==, delta < 0 ? NAT_WC : NAT_WITHDRAWN);
      t_free (t);
    }
}

/* 2.4.3: "WC entry squares are only available to the WC and likewise US
 * entry squares are only available to the US." A regular on the
 * Wilderness Road square enters the map at Boonesborough; a Shawnee
 * warrior at Boonesborough may not go onto that square. */
static void
test_entry_squares (void)
{
  T *t = t_new_clear ("harmar");
  const char *us[] = { "us-regular-infantry.1", NULL };
  const char *wc[] = { "shawnee-warrior.1", NULL };

  t_put (t, "us-regular-infantry.1", "entry-us-wilderness-road", 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  march_mp (t, us);
  t_do (t, "move boonesborough");
  t_assert_at (t, "us-regular-infantry.1", "boonesborough");
  t_free (t);

  t = t_new_clear ("harmar");
  t_put (t, "shawnee-warrior.1", "boonesborough", 0);
  t_at (t, 1, PH_WC1, WC, D_OPS);
  march_mp (t, wc);
  g_assert_false (t_can (t, "move entry-us-wilderness-road"));
  t_free (t);
}

/* Declines any ambush the move just offered the WC (18.0). */
static void
no_ambush (T *t)
{
  while (t_kind (t) == D_AMBUSH)
    t_do (t, "no-ambush");
}

/* 2.5.1 and 2.5.2: a trail between ground spaces costs 1 MP, river space
 * to river space 1, ground to river 2, river to ground 0; "Pieces may
 * never end their movement on a river space." Harmar and a regular (a key
 * leader force: 4 MP, 6.2.1) leave Fort Washington. */
static void
test_map_space_costs (void)
{
  const char *force[] = { "harmar", "us-regular-infantry.1", NULL };
  T *t = t_new ("harmar");

  /* Down the Little Miami: ground to river, river to river, river to
   * ground. */
  t_clear_map (t);
  t_put (t, "harmar", "fort-washington", 0);
  t_put (t, "us-regular-infantry.1", "fort-washington", 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  g_assert_cmpint (march_mp (t, force), ==, 4);
  t_do (t, "move little-miami-milford");
  no_ambush (t);
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 2);
  g_assert_false (t_can (t, "stop"));
  t_do (t, "move little-miami-waynesville");
  no_ambush (t);
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 1);
  g_assert_false (t_can (t, "stop"));
  t_do (t, "move hamilton");
  no_ambush (t);
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 1);
  t_do (t, "stop");
  t_assert_at (t, "harmar", "hamilton");
  t_free (t);

  /* Across it, then a trail: with 2 MP left a river space may be entered,
   * with 1 MP left it may not, while a ground space may. */
  t = t_new_clear ("harmar");
  t_put (t, "harmar", "fort-washington", 0);
  t_put (t, "us-regular-infantry.1", "fort-washington", 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  march_mp (t, force);
  t_do (t, "move little-miami-milford");
  no_ambush (t);
  t_do (t, "move east-fork");
  no_ambush (t);
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 2);
  g_assert_true (t_can (t, "move ohio-bracken"));
  t_do (t, "move white-oak");
  no_ambush (t);
  g_assert_cmpint (t_x (t)->move.mp_left, ==, 1);
  g_assert_false (t_can (t, "move ohio-limestone"));
  g_assert_true (t_can (t, "move brush-creek"));
  t_free (t);
}

/* The step's cost as the window shows it beside a green space
 * (annotate_action), for each pair of 2.5.1 and 2.5.2; what no step
 * offers has no note. */
static void
assert_note (T *t, const char *text, const char *expected)
{
  BhAction a;
  g_autofree char *note = NULL;

  g_assert_true (bh_rules_parse_action (t->rules, text, &a, NULL));
  a.side = t->st->pending.side;
  note = bh_rules_annotate_action (t->rules, t->st, &a);
  g_assert_cmpstr (note, ==, expected);
}

/* 2.5.1, 2.5.2 as a player reads them: each green space's cost, the MP
 * left in the decision, and a log line naming the force, where it went
 * from and to, and what the step cost, with its rule. */
static void
test_step_notes (void)
{
  const char *force[] = { "harmar", "us-regular-infantry.1", NULL };
  T *t = t_new ("harmar");
  g_autofree char *decision = NULL;
  g_autofree char *stop = NULL;
  BhAction a;

  t_clear_map (t);
  t_put (t, "harmar", "fort-washington", 0);
  t_put (t, "us-regular-infantry.1", "fort-washington", 0);
  t_at (t, 1, PH_US1, US, D_OPS);
  /* No force on the move: no note. */
  assert_note (t, "move little-miami-milford", NULL);
  march_mp (t, force);
  decision = bh_rules_describe_decision (t->rules, t->st, BH_NONE);
  g_assert_nonnull (strstr (decision, "4 of 4 MP left"));
  /* Ground to river 2 MP (2.5.2), ground to ground 1 MP (2.5.1). */
  assert_note (t, "move little-miami-milford", "2 MP");
  assert_note (t, "move north-bend", "1 MP");
  t_do (t, "move little-miami-milford");
  g_assert_nonnull (strstr (t->narration, "Josiah Harmar, Regular infantry move from Fort Washington to "
                                          "Little Miami River (Milford): 2 MP, 2 of 4 MP left (2.5.2)"));
  no_ambush (t);
  g_clear_pointer (&decision, g_free);
  decision = bh_rules_describe_decision (t->rules, t->st, BH_NONE);
  g_assert_nonnull (strstr (decision, "2 of 4 MP left"));
  /* River to river 1 MP, river to ground 0 MP (2.5.2). */
  assert_note (t, "move little-miami-waynesville", "1 MP");
  assert_note (t, "move east-fork", "0 MP");
  /* Not a step: no note. */
  g_assert_true (bh_rules_parse_action (t->rules, "stop", &a, NULL));
  stop = bh_rules_annotate_action (t->rules, t->st, &a);
  g_assert_null (stop);
  t_do (t, "move east-fork");
  g_assert_nonnull (strstr (t->narration, "to East Fork: 0 MP, 2 of 4 MP left (2.5.2)"));
  t_free (t);
}

/* 5.7.2: "If an A or B chit is drawn, the search is considered a success
 * and the chit remains out of the cup for the rest of the turn segment. If
 * a C or D is drawn the search is considered a failure and the chit is
 * returned to the cup." The search costs 1 SAP (5.0); the chits set aside
 * go back when the segment ends (both players pass). */
static void
test_search_raiders (void)
{
  const int classes[] = { PC_RAID_A, PC_RAID_B, PC_RAID_C, PC_RAID_D };

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      T *t = t_new ("wabash");
      const OhioData *d = t->self->d;
      gboolean success = classes[i] == PC_RAID_A || classes[i] == PC_RAID_B;
      int spec[4], k = 0, n = 0, chit = -1;

      t_clear_map (t);
      t_at (t, 3, PH_SA1, US, D_SA);
      bh_state_markers (t->st)[d->m_sap[US]] = 5;
      FOR_PIECES_AT (&t->c, d->raid_cup, p)
        {
          n++;
          if (chit < 0 && d->pieces[p].klass == classes[i])
            {
              chit = p;
              k = n;
            }
        }
      g_assert_cmpint (chit, >=, 0);
      spec[0] = -n;
      spec[1] = k;
      spec[2] = 0;
      t_do_seq (t, "search-raiders", spec);
      g_assert_cmpint (bh_state_markers (t->st)[d->m_sap[US]], ==, 4);
      g_assert_cmpint (bh_state_const_pieces (t->st)[chit].location, ==, success ? d->raid_searched : d->raid_cup);
      {
        int in_cup = 0;

        FOR_PIECES_AT (&t->c, d->raid_cup, p)
          in_cup++;
        g_assert_cmpint (in_cup, ==, success ? n - 1 : n);
      }
      /* Both pass: the segment ends and the chit is back in the cup. */
      t_do (t, "pass");
      t_do (t, "pass");
      g_assert_cmpint (t->st->phase, !=, PH_SA1);
      g_assert_cmpint (bh_state_const_pieces (t->st)[chit].location, ==, d->raid_cup);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ohio/2.4/half-points-and-never-below-0", test_vp_track);
  g_test_add_func ("/ohio/2.4.1/expedition-squares", test_expedition_squares);
  g_test_add_func ("/ohio/2.4.2/nation-squares", test_nation_squares);
  g_test_add_func ("/ohio/2.4.3/entry-squares", test_entry_squares);
  g_test_add_func ("/ohio/2.5/map-spaces", test_map_space_costs);
  g_test_add_func ("/ohio/2.5.1/ground-trails", test_map_space_costs);
  g_test_add_func ("/ohio/2.5.2/river-routes", test_map_space_costs);
  g_test_add_func ("/ohio/2.5/step-notes-and-log", test_step_notes);
  g_test_add_func ("/ohio/5.7.2/search-for-raiding-parties", test_search_raiders);
  g_test_add_func ("/ohio/5.9/save-below-five", test_save);
  g_test_add_func ("/ohio/6.1/one-force-at-a-time", test_one_force_at_a_time);
  g_test_add_func ("/ohio/6.2/force-types-and-mp", test_force_types);
  g_test_add_func ("/ohio/6.2.1/key-leader-force-4-and-5-mp", test_force_types);
  g_test_add_func ("/ohio/6.2.2/subordinate-force-6-fp-one-nation", test_force_types);
  g_test_add_func ("/ohio/6.2.3/stray-force-2-and-3-mp", test_force_types);
  g_test_add_func ("/ohio/6.2.4/support-units-alone", test_force_types);
  g_test_add_func ("/ohio/6.4/pick-up-within-capacity", test_pick_up);
  g_test_add_func ("/ohio/6.8/friendly-forces-and-armies", test_friendly_forces);
  g_test_add_func ("/ohio/11.1/one-warrior-a-village", test_wc_winter);
  g_test_add_func ("/ohio/14.1/attacker-declaration", test_attacker_declaration);
  g_test_add_func ("/ohio/17.2.1/villages-and-overrun", test_village_overrun);
  g_test_add_func ("/ohio/20.4/forts-harmar-and-washington", test_forts_harmar_washington);
  g_test_add_func ("/ohio/20.6/settlement-screen", test_settlement_screen);
  g_test_add_func ("/ohio/21.3/scout-for-fp", test_scout_fp);
  return g_test_run ();
}
