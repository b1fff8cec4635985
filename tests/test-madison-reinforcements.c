/* test-madison-reinforcements.c — Mr. Madison's War: reinforcements held
 * back a turn by their player (14.21-14.22), reinforcements on a space the
 * enemy stands on (14.3): enemy units too weak to control it step aside
 * (14.33), on both sides of the control threshold (4.14); reinforcements on
 * a space the enemy controls attack on arrival without a card, and are
 * lost unless they drive the enemy out (14.31-14.32), or wait a turn; a
 * leader arriving alone on a controlled space waits off the map and comes
 * on after the card play that frees it (14.34). */
#include "test-madison-util.c"

/* 14.33, 4.14: Quebec is worth 6.  US units of 5 combat factors there do
 * not control it: they step aside and the British reinforcements of turn 8
 * arrive.  With 6 they control it: the reinforcements stay off the map
 * until their player's phase, when he may attack with them (14.31). */
static void
test_weak_enemy_steps_aside (void)
{
  static const struct { const char *second; int cf; } cases[] = { { "us-1st-rifles", 5 }, { "us-12th", 6 } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      /* The 5th of Foot, due at Quebec on turn 8 (the scenario's schedule;
       * t_clear cleared it). */
      T *t = t_new_with_due ("1814", 8, (const char *[]) { "gb-5th", NULL });
      gboolean controls = cases[i].cf >= 6;

      g_assert_cmpint (t_x (t)->arrive_at[t_piece (t, "gb-5th")], ==, t_loc (t, "quebec"));
      t_put (t, "us-11th", "quebec", 0);
      t_put (t, cases[i].second, "quebec", 0);
      g_assert_cmpint (mad_control (&t->c, t_loc (t, "quebec")), ==, controls ? MAD_US : -1);
      t_to_turn (t, 7, 8);
      if (controls)
        {
          t_assert_narrates (t, "5th cannot enter Quebec, controlled by the enemy: its player may place it there and attack in his phase");
          g_assert_cmpint (t_pc (t, "gb-5th")->location, ==, BH_OFFBOARD);
          g_assert_cmpint (t->st->pending.kind, ==, D_ARRIVAL);
          t_assert_at (t, "us-11th", "quebec");
        }
      else
        {
          t_assert_narrates (t, "The US units do not control Quebec and step aside to");
          t_assert_at (t, "gb-5th", "quebec");
          /* Quebec's one neighbour is in British territory: the step
           * aside costs a step, as a retreat there does (10.72). */
          t_assert_narrates (t, "step aside to Trois-Rivières (14.33)");
          t_assert_at (t, "us-11th", "trois-rivieres");
          g_assert_cmpint (t_face (t, "us-11th"), ==, 1);
        }
      t_free (t);
    }
}

/* 14.33, 10.72: the US 5th is due at Albany (VP 5) on turn 8; the British
 * 49th there (4 factors) does not control it and steps aside one space,
 * with the ill effects of a retreat.  Its neighbours Rome and Whitehall are
 * both empty US territory (a step each, 10.72): the British say which (the
 * old code took Rome, first in the data, unasked).  With the 100th holding
 * Whitehall it is the one best space (no loss) and the 49th goes there
 * unasked. */
static void
test_bumped_side_chooses (void)
{
  static const struct { const char *whitehall; const char *choose; const char *to; int face; } cases[] = {
    { NULL, "retreat whitehall", "whitehall", 1 },
    { NULL, "retreat rome", "rome", 1 },
    { "gb-100th", NULL, "whitehall", 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new_with_due ("1814", 8, (const char *[]) { "us-5th", NULL });

      g_assert_cmpint (t_x (t)->arrive_at[t_piece (t, "us-5th")], ==, t_loc (t, "albany"));
      t_put (t, "gb-49th", "albany", 0);
      if (cases[i].whitehall)
        t_put (t, cases[i].whitehall, "whitehall", 0);
      g_assert_cmpint (mad_control (&t->c, t_loc (t, "albany")), ==, -1);
      t_to_turn (t, 7, 8);
      if (cases[i].choose)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_BUMP);
          g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
          g_assert_true (t_can (t, "retreat rome"));
          g_assert_true (t_can (t, "retreat whitehall"));
          g_assert_cmpint (t_pc (t, "us-5th")->location, ==, BH_OFFBOARD);
          /* worded and tagged as 14.33's bump (fifth re-check m2) */
          t_assert_wording (t, "retreat rome", "14.33", "Step aside to Rome for the reinforcements (14.33)");
          t_do (t, cases[i].choose);
        }
      g_assert_cmpint (t->st->pending.kind, !=, D_BUMP);
      t_assert_at (t, "gb-49th", cases[i].to);
      g_assert_cmpint (t_face (t, "gb-49th"), ==, cases[i].face);
      t_assert_at (t, "us-5th", "albany");
      t_assert_narrates (t, "do not control Albany and step aside to");
      t_free (t);
    }
}

/* 14.34: Morrison arrives alone at Kingston on turn 5 (1813-1814); the US
 * controls Kingston, so he waits off the map; the US card play that leaves
 * Kingston frees it, and he comes on at once. */
static void
test_lone_leader_waits (void)
{
  T *t = t_new_with_due ("1813-1814", 5, (const char *[]) { "gb-morrison", NULL });

  t_us_hold_kingston (t);
  t_to_turn (t, 4, 5);
  t_assert_narrates (t, "Morrison waits off the map until Kingston is free (14.34)");
  g_assert_cmpint (t_pc (t, "gb-morrison")->location, ==, BH_OFFBOARD);

  /* The US leaves Kingston with a card: Morrison comes on after it, not
   * before the card play is over. */
  t_play_at (t, 5, MAD_US);
  bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
  t_do (t, "ops card-33");
  t_do (t, "units kingston");
  t_do (t, "add us-11th");
  t_do (t, "add us-12th");
  t_do (t, "add us-13th");
  t_do (t, "go");
  t_do (t, "move us-11th gananoque");
  t_do (t, "move us-12th gananoque");
  t_do (t, "move us-13th gananoque");
  g_assert_cmpint (t_pc (t, "gb-morrison")->location, ==, BH_OFFBOARD);
  t_do (t, "end");
  t_assert_narrates (t, "Morrison arrives at Kingston, free again (14.34)");
  t_assert_at (t, "gb-morrison", "kingston");
  t_free (t);
}

/* Every card of both hands that could interrupt a battle with a choice
 * (battle and reaction cards) goes to the discard pile, so the battle's
 * dice are the test's. */
static void
t_no_battle_cards (T *t)
{
  const MadData *d = t->self->d;

  for (guint p = 0; p < d->n_pieces; p++)
    if ((bh_state_pieces (t->st)[p].location == d->hand[0] || bh_state_pieces (t->st)[p].location == d->hand[1]) &&
        (d->pieces[p].card_type == CT_BATTLE || d->pieces[p].card_type == CT_REACTION || d->pieces[p].battle_drm))
      bh_state_move_piece (t->st, p, d->discard);
}

/* `piece` is at `where`, "off" for off the map. */
static void
t_assert_where (T *t, const char *piece, const char *where)
{
  if (g_str_equal (where, "off"))
    g_assert_cmpint (t_pc (t, piece)->location, ==, BH_OFFBOARD);
  else
    t_assert_at (t, piece, where);
}

/* 14.21-14.22: the British player holds the 5th back at the Spring-Summer
 * 1814 Reinforcement Phase and places the 6th and 82nd: they come on, the
 * 5th on turn 8.  On turn 8 (Summer-Autumn) no Reinforcement Phase follows
 * (16.1: winter), so holding back is no longer offered and every
 * reinforcement of the turn is placed without a choice, the 5th with the
 * 88th. */
static void
test_voluntary_delay (void)
{
  static const struct {
    int from, turn;              /* the turn played, the one that follows */
    const char *actions[3];      /* the British player's choices, NULL-ended */
    const char *offered, *refused;
    const char *at[4];           /* 5th, 6th, 82nd, 88th afterwards */
    const char *says;
  } steps[] = {
    { 5, 7, { "delay gb-5th", "place", NULL }, "delay gb-6th", NULL, { "off", "quebec", "quebec", "off" },
      "5th is held back and arrives at Quebec on turn 8 (14.21)" },
    { 7, 8, { NULL }, NULL, "delay gb-88th", { "quebec", "quebec", "quebec", "quebec" }, "2 reinforcements arrive (14.1)" },
  };
  static const char *const units[] = { "gb-5th", "gb-6th", "gb-82nd", "gb-88th" };
  T *t = t_new_with_due ("1813-1814", 7, (const char *[]) { "gb-5th", "gb-6th", "gb-82nd", NULL });

  t_due (t, 8, (const char *[]) { "gb-88th", NULL });
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      t_keep_story_on (t);
      t_to_turn (t, steps[i].from, steps[i].turn);
      if (steps[i].actions[0] != NULL)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_REINFORCE);
          g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
          g_assert_true (t_can (t, steps[i].offered));
        }
      else
        {
          /* Nothing to choose: no Reinforcement Phase decision at all. */
          g_assert_cmpint (t->st->pending.kind, !=, D_REINFORCE);
          g_assert_cmpint (t->st->pending.kind, !=, D_ARRIVAL);
        }
      for (int a = 0; steps[i].actions[a]; a++)
        t_do (t, steps[i].actions[a]);
      if (steps[i].refused)
        g_assert_false (t_can (t, steps[i].refused));
      for (guint u = 0; u < G_N_ELEMENTS (units); u++)
        t_assert_where (t, units[u], steps[i].at[u]);
      t_assert_narrates (t, steps[i].says);
      t->keep_story = FALSE;
    }
  t_free (t);
}

/* 14.31-14.32: the 5th and 6th (9 factors, class A) are due at Quebec on
 * turn 8 of 1814, where the US 11th and 12th (6 factors: Quebec is worth 6,
 * 4.14) control the space.  In his phase, before his first card, the
 * British player places them and attacks without a card; the battle's dice
 * decide.  12 on two dice (DR-1, 10.51) drives the US out: the two
 * regiments stay.  2 (AR-2) does not: they are lost for the game (14.32).
 * Either way the player then plays his card: the battle used neither a card
 * nor his turn.  Holding them back instead, on a Summer-Autumn turn with no
 * Reinforcement Phase after it, loses them too (14.21). */
static void
test_battle_on_arrival (void)
{
  static const struct {
    const char *action;
    int dice[2];
    const char *gb_at;           /* the 5th and 6th afterwards */
    gboolean us_stays;           /* US units still at Quebec */
    const char *says;
  } cases[] = {
    { "assault quebec", { 6, 6 }, "quebec", FALSE, "2 reinforcements come onto Quebec, controlled by the enemy, and attack without a card (14.31)" },
    { "assault quebec", { 1, 1 }, "removed", TRUE, "5th did not drive the enemy from Quebec and is lost for the game (14.32)" },
    { "delay gb-5th", { 0, 0 }, "removed", TRUE, "5th is not brought on at Quebec and is removed from the game (14.21)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new_with_due ("1814", 8, (const char *[]) { "gb-5th", "gb-6th", NULL });
      int cards;

      t_arrive_against_the_us_at_quebec (t);
      /* 14.31: after the deal, in the British phase (first in 1814, 7.33). */
      g_assert_cmpint (t->st->pending.kind, ==, D_ARRIVAL);
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      g_assert_cmpint (t_pc (t, "gb-5th")->location, ==, BH_OFFBOARD);
      g_assert_true (t_can (t, "assault quebec"));
      g_assert_true (t_can (t, "delay gb-6th"));
      t_no_battle_cards (t);
      cards = mad_hand_count (&t->c, MAD_GB);
      t_keep_story_on (t);
      if (cases[i].dice[0])
        {
          t_do (t, cases[i].action);
          t_do_first_while (t, D_LEAD, (const int[]) { cases[i].dice[0], cases[i].dice[1], 0 });
          t_assert_narrates (t, "Battle at Quebec: the British player attacks (10.1)");
        }
      else
        {
          t_do (t, cases[i].action);
          t_do (t, "delay gb-6th");
        }
      t_assert_where (t, "gb-5th", cases[i].gb_at);
      t_assert_where (t, "gb-6th", cases[i].gb_at);
      g_assert_cmpint (mad_count_units (&t->c, t_loc (t, "quebec"), MAD_US) > 0, ==, cases[i].us_stays);
      t_assert_narrates (t, cases[i].says);
      /* The British player still makes his card play of the turn. */
      g_assert_cmpint (t->st->turn, ==, 8);
      g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      g_assert_cmpint (mad_hand_count (&t->c, MAD_GB), ==, cards);
      t_free (t);
    }
}

/* 14.21 on a contested space: the Royal Marines are due at Kingston in
 * Spring-Summer 1814 (1813-1814), where three US regiments (9 factors)
 * control the space.  Before the first British card their player holds
 * them back, a Reinforcement Phase following: they wait for turn 8 and
 * then arrive at Kingston, free by then, with no choice left. */
static void
test_contested_delay (void)
{
  T *t = t_new_with_due ("1813-1814", 7, (const char *[]) { "gb-royal-marines", NULL });

  t_us_hold_kingston (t);
  t_keep_story_on (t);
  t_to_turn (t, 5, 7);
  t_assert_narrates (t, "cannot enter Kingston, controlled by the enemy: its player may place it there and attack in his phase");
  /* The US may play first in 1813-1814's 1814 (7.33: the British); the
   * British choice comes before his first card. */
  g_assert_cmpint (t->st->pending.kind, ==, D_ARRIVAL);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  t_do (t, "delay gb-royal-marines");
  t_assert_narrates (t, "is held back and arrives at Kingston on turn 8 (14.21)");
  g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
  g_assert_cmpint (t_pc (t, "gb-royal-marines")->location, ==, BH_OFFBOARD);
  /* The US leaves Kingston; on turn 8 the marines come on. */
  t_put (t, "us-11th", "gananoque", 0);
  t_put (t, "us-12th", "gananoque", 0);
  t_put (t, "us-13th", "gananoque", 0);
  t_to_turn (t, 7, 8);
  t_assert_at (t, "gb-royal-marines", "kingston");
  t_free (t);
}

/* 14.41-14.42: the US schooners of Summer-Autumn 1812 (Fair American and
 * Governor Tompkins at Oswego, VP 2, in the entire war's data) come on
 * unless the enemy controls their space (4.14): the British 8th (5) there
 * from the set-up takes them for good; a detachment of 1 does not control
 * it, steps aside (14.33) and they come on.  The unit stands there from the set-up, as data. */
typedef struct {
  const char *path, *british, *set_up;   /* the British unit and its set-up space in the data */
  gboolean lost;
} SchoonerCase;

static const SchoonerCase schooner_cases[] = {
  { "/madison/14.42/schooners-lost-on-an-enemy-space", "gb-8th", "montreal", TRUE },
  { "/madison/14.42/schooners-come-on-beside-a-weak-enemy", "gb-10th-rvb-det", "ft-st-joseph", FALSE },
};

static void
test_schooners (gconstpointer data)
{
  const SchoonerCase *k = data;
  g_autofree char *from = g_strdup_printf ("<place unit=\"%s\" count=\"1\" at=\"%s\"", k->british, k->set_up);
  g_autofree char *to = g_strdup_printf ("<place unit=\"%s\" count=\"1\" at=\"oswego\"", k->british);
  const char *const edits[] = { from, to, NULL };
  T *t = t_new_edited ("entire-war", edits);

  t_keep_story_on (t);
  /* Nobody moves: every card drawn is kept (6.2), every card of
   * Spring-Summer 1812 played for operations that move nothing. */
  while (t->st->turn < 2 && t->st->result == BH_RESULT_ONGOING)
    if (t_can (t, "keep"))
      t_do (t, "keep");
    else if (t->st->pending.kind == D_PLAY)
      {
        t_do_found (t, "ops ");
        t_do (t, "end");
      }
    else
      t_do_first_while (t, t->st->pending.kind, NULL);
  g_assert_cmpint (t->st->turn, ==, 2);
  if (k->lost)
    {
      t_assert_at (t, k->british, "oswego");
      t_assert_narrates (t, "Fair American cannot enter Oswego, controlled by the enemy, and is lost (14.42)");
      g_assert_cmpint (t_where (t, "us-fair-american"), !=, t_loc (t, "oswego"));
      g_assert_cmpint (t_where (t, "us-gov-tompkins"), !=, t_loc (t, "oswego"));
    }
  else
    {
      /* 14.33: too weak to hold Oswego, it steps aside first. */
      t_assert_narrates (t, "The British units do not control Oswego and step aside to");
      g_assert_false (t_narrated (t, "(14.42)"));
      t_assert_at (t, "us-fair-american", "oswego");
      t_assert_at (t, "us-gov-tompkins", "oswego");
    }
  t_free (t);
}

/* 10.72, 14.33, two bumps at once: the US 5th and 33rd are due at Albany
 * (VP 5) on turn 8 of 1814, where the British 49th and 100th control it
 * (4.14): both wait for the US phase (14.31).  The British, first in 1814
 * (7.33), march the 100th on to Salina; the 49th alone (4 factors) no
 * longer controls Albany, so in the US phase both regiments arrive (14.33)
 * and the 49th must step aside to Rome or Whitehall, empty US territory
 * both (a step each, 10.72).  The British say which, once: the second
 * arrival does not bump him again unasked (the old code sent him to Rome,
 * first in the data, before he was asked). */
static void
test_two_arrivals_one_bump (void)
{
  T *t = t_new_with_due ("1814", 8, (const char *[]) { "us-5th", "us-33rd", NULL });

  g_assert_cmpint (t_x (t)->arrive_at[t_piece (t, "us-33rd")], ==, t_loc (t, "albany"));
  t_put (t, "gb-49th", "albany", 0);
  t_put (t, "gb-100th", "albany", 0);
  g_assert_cmpint (mad_control (&t->c, t_loc (t, "albany")), ==, MAD_GB);
  t_to_turn (t, 7, 8);
  t_no_battle_cards (t);
  t_keep_story_on (t);
  t_put (t, "card-34", "hand-gb", 0);
  t_set_out (t, "ops card-34", "albany", (const char *[]) { "gb-100th", NULL });
  t_do (t, "move gb-100th rome");
  t_do (t, "move gb-100th salina");
  t_do (t, "end");
  g_assert_cmpint (t->st->pending.kind, ==, D_BUMP);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  t_assert_at (t, "gb-49th", "albany");
  g_assert_true (t_can (t, "retreat rome"));
  g_assert_true (t_can (t, "retreat whitehall"));
  t_do (t, "retreat whitehall");
  t_assert_at (t, "gb-49th", "whitehall");
  g_assert_cmpint (t_face (t, "gb-49th"), ==, 1);
  t_assert_at (t, "us-5th", "albany");
  t_assert_at (t, "us-33rd", "albany");
  t_free (t);
}

/* 14.1, 14.33, 10.72: two bumps at two different spaces at the same
 * moment.  On turn 5 of 1813-1814 the US 11th is due at Albany (VP 5) and
 * the British Incorporated Militia at York (VP 3), both placed at once
 * (14.1).  The British 49th (4 factors) does not control Albany: it must
 * step aside to Rome or Whitehall, empty US territory both (a step each,
 * 10.72).  The US 1st Rifles (2 factors) does not control York: it must
 * step aside to Holland Landing or Smiths Creek, where US units stand (no
 * loss, 10.71-3), not to Burlington, empty British territory.  Each owner
 * is asked in turn, each with his own legal spaces only, and each bump is
 * made where he said; then the reinforcements are on the map. */
static void
test_two_bumps_two_spaces (void)
{
  T *t = t_new_with_due ("1813-1814", 5, (const char *[]) { "us-11th", "gb-incorporated-militia", NULL });
  gboolean asked[2] = { FALSE, FALSE };

  g_assert_cmpint (t_x (t)->arrive_at[t_piece (t, "us-11th")], ==, t_loc (t, "albany"));
  g_assert_cmpint (t_x (t)->arrive_at[t_piece (t, "gb-incorporated-militia")], ==, t_loc (t, "york"));
  t_put (t, "gb-49th", "albany", 0);
  t_put (t, "us-1st-rifles", "york", 0);
  t_put (t, "us-6th", "holland-landing", 0);
  t_put (t, "us-4th", "smiths-creek", 0);
  g_assert_cmpint (mad_control (&t->c, t_loc (t, "albany")), ==, -1);
  g_assert_cmpint (mad_control (&t->c, t_loc (t, "york")), ==, -1);
  t_to_turn (t, 4, 5);
  for (int i = 0; i < 2; i++)
    {
      int side = t->st->pending.side;

      g_assert_cmpint (t->st->pending.kind, ==, D_BUMP);
      g_assert_false (asked[side]);
      asked[side] = TRUE;
      /* nobody has come on yet */
      g_assert_cmpint (t_pc (t, "us-11th")->location, ==, BH_OFFBOARD);
      g_assert_cmpint (t_pc (t, "gb-incorporated-militia")->location, ==, BH_OFFBOARD);
      if (side == MAD_GB)
        {
          g_assert_true (t_can (t, "retreat rome"));
          g_assert_true (t_can (t, "retreat whitehall"));
          g_assert_false (t_can (t, "retreat holland-landing"));
          g_assert_false (t_can (t, "retreat smiths-creek"));
          t_do (t, "retreat whitehall");
          t_assert_narrates (t, "The British units do not control Albany and step aside to Whitehall (14.33)");
        }
      else
        {
          g_assert_true (t_can (t, "retreat holland-landing"));
          g_assert_true (t_can (t, "retreat smiths-creek"));
          g_assert_false (t_can (t, "retreat burlington"));
          g_assert_false (t_can (t, "retreat whitehall"));
          t_do (t, "retreat smiths-creek");
          t_assert_narrates (t, "The US units do not control York and step aside to Smiths Creek (14.33)");
        }
    }
  g_assert_true (asked[MAD_US] && asked[MAD_GB]);
  g_assert_cmpint (t->st->pending.kind, !=, D_BUMP);
  t_assert_at (t, "gb-49th", "whitehall");
  g_assert_cmpint (t_face (t, "gb-49th"), ==, 1);
  t_assert_at (t, "us-1st-rifles", "smiths-creek");
  g_assert_cmpint (t_face (t, "us-1st-rifles"), ==, 0);
  t_assert_at (t, "us-11th", "albany");
  t_assert_at (t, "gb-incorporated-militia", "york");
  t_free (t);
}

/* 14.33, 10.72, the bumps that wait their turn: two contested spaces freed
 * by one card play.  On turn 8 of 1814 the US 5th is due at Albany (VP 5)
 * and a Vermont militia at Burlington VT (VP 2), both held by the British
 * (4.14): both wait for the US phase (14.31).  Brock sets out from
 * Burlington VT with the 8th, leaving the Wyandot (Indians alone hold
 * nothing worth more than 1, 4.15), picks up the 100th at Albany, leaving
 * the 49th (4 factors < 5), and goes on to Salina (8.42).  In the US phase
 * both reinforcements arrive at once (14.33): the British are asked where
 * the 49th steps aside (Rome or Whitehall, empty US territory, a step
 * each, 10.72) and only then is the second bump made, at the other space:
 * the Wyandot's one way out is Whitehall, empty US territory, and it has no
 * reduced side (3.17). */
static void
test_two_spaces_freed_at_once (void)
{
  T *t = t_new_with_due ("1814", 8, (const char *[]) { "us-5th", "us-vt-militia", NULL });

  g_assert_cmpint (t_x (t)->arrive_at[t_piece (t, "us-vt-militia")], ==, t_loc (t, "burlington-vt"));
  t_put (t, "gb-49th", "albany", 0);
  t_put (t, "gb-100th", "albany", 0);
  t_put (t, "gb-brock", "burlington-vt", 0);
  t_put (t, "gb-8th", "burlington-vt", 0);
  t_put (t, "gb-wyandot", "burlington-vt", 0);
  g_assert_cmpint (mad_control (&t->c, t_loc (t, "albany")), ==, MAD_GB);
  g_assert_cmpint (mad_control (&t->c, t_loc (t, "burlington-vt")), ==, MAD_GB);
  t_to_turn (t, 7, 8);
  t_no_battle_cards (t);
  t_keep_story_on (t);
  t_put (t, "card-33", "hand-gb", 0);
  t_do (t, "ops card-33");
  t_do (t, "leader gb-brock");
  t_do (t, "add gb-8th");
  t_go (t);
  t_do (t, "move gb-brock whitehall");
  t_do (t, "move gb-brock albany");
  t_do (t, "pickup gb-100th");
  t_do (t, "move gb-brock rome");
  t_do (t, "move gb-brock salina");
  g_assert_cmpint (mad_control (&t->c, t_loc (t, "albany")), ==, -1);
  g_assert_cmpint (mad_control (&t->c, t_loc (t, "burlington-vt")), ==, -1);
  t_do (t, "end");
  /* the first bump, asked */
  g_assert_cmpint (t->st->pending.kind, ==, D_BUMP);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  g_assert_true (t_can (t, "retreat rome"));
  g_assert_true (t_can (t, "retreat whitehall"));
  t_assert_at (t, "gb-49th", "albany");
  t_assert_at (t, "gb-wyandot", "burlington-vt");
  t_do (t, "retreat rome");
  /* then the one that waited */
  g_assert_cmpint (t->st->pending.kind, !=, D_BUMP);
  t_assert_at (t, "gb-49th", "rome");
  g_assert_cmpint (t_face (t, "gb-49th"), ==, 1);
  t_assert_narrates (t, "The British units do not control Burlington VT and step aside to Whitehall (14.33)");
  g_assert_cmpint (t_where (t, "gb-wyandot"), !=, t_loc (t, "burlington-vt"));
  g_assert_cmpint (t_where (t, "gb-wyandot"), !=, t_loc (t, "whitehall"));
  t_assert_at (t, "us-5th", "albany");
  t_assert_at (t, "us-vt-militia", "burlington-vt");
  t_free (t);
}

/* 14.35, 16.21-16.22: reinforcements are subject to the winter attrition
 * after the turn they came on.  1813-1814 from its own data with its
 * reinforcements kept (t_new_placed_arrivals): the US 11th, 12th and 20th
 * are due at Albany (winter quartering 5) on turn 5.  With three US
 * regiments there already, six units winter at Albany in turn 6: one over
 * the value, one step lost, the US choosing among all six, the newcomers
 * included (16.22).  With two there, five: none.  Nobody moves: every card
 * is played for operations that move nothing. */
typedef struct {
  const char *path;
  int placed;   /* US regiments at Albany before the reinforcements */
} WinterArrivalCase;

static const WinterArrivalCase winter_arrival_cases[] = {
  { "/madison/14.35/reinforcements-then-attrition", 3 },
  { "/madison/14.35/reinforcements-within-the-value", 2 },
};

static void
test_reinforcements_in_winter (gconstpointer data)
{
  const WinterArrivalCase *k = data;
  static const char *const regiments[] = { "us-13th albany", "us-14th albany", "us-4th albany" };
  static const char *const newcomers[] = { "us-11th", "us-12th", "us-20th" };
  const char *specs[4] = { NULL };
  gboolean asked = FALSE;
  T *t;

  for (int i = 0; i < k->placed; i++)
    specs[i] = regiments[i];
  t = t_new_placed_arrivals ("1813-1814", 4, specs);
  /* Nobody holds a card in turn 4 (no deal, 7.32): turn 5 has come, its
   * reinforcements with it (14.1). */
  g_assert_cmpint (t->st->turn, ==, 5);
  for (int i = 0; i < 3; i++)
    t_assert_at (t, newcomers[i], "albany");
  t_keep_story_on (t);
  while (t->st->turn < 7 && t->st->result == BH_RESULT_ONGOING)
    if (t->st->pending.kind == D_LOSS && t_x (t)->loss_space == t_loc (t, "albany"))
      {
        g_assert_cmpint (t->st->turn, ==, 6);
        g_assert_cmpint (t->st->pending.side, ==, MAD_US);
        g_assert_false (asked);
        asked = TRUE;
        for (int i = 0; i < 3; i++)
          {
            g_autofree char *loss = g_strdup_printf ("loss %s", newcomers[i]);

            g_assert_true (t_can (t, loss));
          }
        g_assert_true (t_can (t, "loss us-13th"));
        t_do (t, "loss us-11th");
      }
    else if (t->st->pending.kind == D_PLAY && t->st->turn == 5)
      {
        /* turn 5: the reinforcements came on (14.1) */
        for (int i = 0; i < 3; i++)
          t_assert_at (t, newcomers[i], "albany");
        if (t_can (t, "keep"))
          t_do (t, "keep");
        else
          {
            t_do_found (t, "ops ");
            t_do (t, "end");
          }
      }
    else if (t->st->pending.kind == D_LOSS)
      t_do_found (t, "loss ");   /* another space's attrition (Mansfield's) */
    else
      t_do_first_while (t, t->st->pending.kind, NULL);
  g_assert_cmpint (t->st->turn, ==, 7);
  if (k->placed == 3)
    {
      t_assert_narrates (t, "Albany: 6 units, winter quartering 5 (16.21)");
      g_assert_true (asked);
      g_assert_cmpint (t_face (t, "us-11th"), ==, 1);
    }
  else
    {
      g_assert_false (t_narrated (t, "Albany: 5 units"));
      g_assert_false (asked);
      g_assert_cmpint (t_face (t, "us-11th"), ==, 0);
    }
  g_assert_cmpint (t_face (t, "us-12th"), ==, 0);
  g_assert_cmpint (t_face (t, "us-20th"), ==, 0);
  for (int i = 0; i < k->placed; i++)
    {
      g_auto(GStrv) w = g_strsplit (regiments[i], " ", 2);

      g_assert_cmpint (t_face (t, w[0]), ==, 0);
    }
  t_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/14.33/weak-enemy-steps-aside", test_weak_enemy_steps_aside);
  g_test_add_func ("/madison/14.33/bumped-side-chooses", test_bumped_side_chooses);
  g_test_add_func ("/madison/14.33/two-arrivals-one-bump", test_two_arrivals_one_bump);
  g_test_add_func ("/madison/10.72/two-arrivals-one-bump", test_two_arrivals_one_bump);
  g_test_add_func ("/madison/14.33/two-bumps-two-spaces", test_two_bumps_two_spaces);
  g_test_add_func ("/madison/10.72/two-spaces-freed-at-once", test_two_spaces_freed_at_once);
  g_test_add_func ("/madison/14.34/lone-leader-waits", test_lone_leader_waits);
  g_test_add_func ("/madison/14.21/voluntary-delay", test_voluntary_delay);
  g_test_add_func ("/madison/14.22/voluntary-delay", test_voluntary_delay);
  g_test_add_func ("/madison/14.1/voluntary-delay", test_voluntary_delay);
  g_test_add_func ("/madison/7.1/voluntary-delay", test_voluntary_delay);
  g_test_add_func ("/madison/14.31/battle-on-arrival", test_battle_on_arrival);
  g_test_add_func ("/madison/14.32/battle-on-arrival", test_battle_on_arrival);
  g_test_add_func ("/madison/2.16/battle-on-arrival", test_battle_on_arrival);
  g_test_add_func ("/madison/14.21/contested-delay", test_contested_delay);
  for (guint i = 0; i < G_N_ELEMENTS (schooner_cases); i++)
    g_test_add_data_func (schooner_cases[i].path, &schooner_cases[i], test_schooners);
  /* 14.41: the schooners of 1812 are the only ships that come on unbuilt. */
  g_test_add_data_func ("/madison/14.41/schooners-come-on-unbuilt", &schooner_cases[1], test_schooners);
  for (guint i = 0; i < G_N_ELEMENTS (winter_arrival_cases); i++)
    g_test_add_data_func (winter_arrival_cases[i].path, &winter_arrival_cases[i], test_reinforcements_in_winter);
  return g_test_run ();
}
