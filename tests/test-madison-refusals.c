/* test-madison-refusals.c — Mr. Madison's War: a refused land move, or a
 * unit refused to the force, says which condition failed and its rule
 * (RULES-DONE 5; bh-madison-refusal.c,
 * the referee's finding 4 of 26 Nov 2026: a Pre-war move into enemy
 * territory was refused "by rule 9.2", the restriction being 6.2 step 3).
 * Each refusal beside a move the same position allows. */
#include "test-madison-util.c"

/* The Pre-war Sequence (6.2 step 3), the US playing card-4 for its
 * operations: the 13th Infantry at Lewiston activated, the 14th at
 * Buffalo not. */
static T *
prewar_move (void)
{
  T *t = t_new ("entire-war");

  t_clear (t);
  t_put (t, "us-13th", "lewiston", 0);
  t_put (t, "us-14th", "buffalo", 0);
  t_put (t, "gb-49th", "ft-george", 0);
  t_x (t)->prewar = TRUE;
  t_x (t)->stage = STG_PREWAR;
  bh_state_move_piece (t->st, t_piece (t, "card-4"), t_loc (t, "hand-us"));
  t_x (t)->drawn = t_piece (t, "card-4");
  t->st->pending.side = MAD_US;
  t->st->pending.kind = D_PREWAR;
  t_do (t, "ops card-4");
  t_do (t, "units lewiston");
  t_do (t, "add us-13th");
  t_go (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  return t;
}

/* 6.2 step 3: before the war no land force enters enemy territory:
 * Queenston is British (refused, naming 6.2), Genesee American (allowed). */
static void
test_prewar_enemy_territory (void)
{
  T *t = prewar_move ();
  g_autofree char *british = NULL, *expected = NULL;

  british = t_refusal (t, "move us-13th queenston");
  expected = g_strdup_printf ("“move” is not allowed: before the war no land force enters enemy territory, and %s "
                              "is the enemy's (rule 6.2)", mad_loc (&t->c, t_loc (t, "queenston")));
  g_assert_cmpstr (british, ==, expected);
  g_assert_true (t_can (t, "move us-13th genesee"));
  t_free (t);
}

/* 9.2: a move follows a path to a connected space. */
static void
test_not_adjacent (void)
{
  T *t = prewar_move ();
  g_autofree char *far = NULL, *expected = NULL;

  far = t_refusal (t, "move us-13th detroit");
  expected = g_strdup_printf ("“move” is not allowed: %s is not next to %s at %s (rule 9.2)",
                              mad_loc (&t->c, t_loc (t, "detroit")), mad_name (&t->c, t_piece (t, "us-13th")),
                              mad_loc (&t->c, t_loc (t, "lewiston")));
  g_assert_cmpstr (far, ==, expected);
  t_free (t);
}

/* 8.4: the card moves what it activated, of the player's own pieces. */
static void
test_not_activated (void)
{
  T *t = prewar_move ();
  g_autofree char *idle = NULL, *theirs = NULL, *expected_idle = NULL, *expected_theirs = NULL;

  idle = t_refusal (t, "move us-14th lewiston");
  expected_idle = g_strdup_printf ("“move” is not allowed: %s is not in the force the card activated (rule 8.4)",
                                   mad_name (&t->c, t_piece (t, "us-14th")));
  g_assert_cmpstr (idle, ==, expected_idle);
  theirs = t_refusal (t, "move gb-49th queenston");
  expected_theirs = g_strdup_printf ("“move” is not allowed: %s is not yours (rule 8.4)",
                                     mad_name (&t->c, t_piece (t, "gb-49th")));
  g_assert_cmpstr (theirs, ==, expected_theirs);
  t_free (t);
}

/* 8.41: the card activates the units of one space (here Lewiston): the
 * 14th at Buffalo may not join; the 13th at Lewiston may. */
static void
test_add_elsewhere (void)
{
  T *t = t_new ("entire-war");
  g_autofree char *elsewhere = NULL, *expected = NULL;

  t_clear (t);
  t_put (t, "us-13th", "lewiston", 0);
  t_put (t, "us-14th", "buffalo", 0);
  t_x (t)->prewar = TRUE;
  t_x (t)->stage = STG_PREWAR;
  bh_state_move_piece (t->st, t_piece (t, "card-4"), t_loc (t, "hand-us"));
  t_x (t)->drawn = t_piece (t, "card-4");
  t->st->pending.side = MAD_US;
  t->st->pending.kind = D_PREWAR;
  t_do (t, "ops card-4");
  t_do (t, "units lewiston");
  elsewhere = t_refusal (t, "add us-14th");
  expected = g_strdup_printf ("“add” is not allowed: %s is not at %s, where the force is (rule 8.41)",
                              mad_name (&t->c, t_piece (t, "us-14th")), mad_loc (&t->c, t_loc (t, "lewiston")));
  g_assert_cmpstr (elsewhere, ==, expected);
  g_assert_true (t_can (t, "add us-13th"));
  t_free (t);
}

/* ---- every reason of bh-madison-refusal.c (the fifth re-check's m1) ---- */

/* `action` is refused for the reason ending `reason`, naming `rule` (and no
 * other reason, which a dropped or reordered condition would give). */
static void
t_refused_for (T *t, const char *action, const char *reason, const char *rule)
{
  g_autofree char *why = t_refusal (t, action);
  g_autofree char *tail = g_strdup_printf (": %s (rule %s)", reason, rule);

  if (!g_str_has_suffix (why, tail))
    g_error ("“%s” was refused with “%s”, not “…%s”", action, why, tail);
}

static const char *
t_nm (T *t, const char *piece)
{
  return mad_name (&t->c, t_piece (t, piece));
}

/* 1813-1814, turn 4, the US to play: an empty map with `specs`, and a
 * card worth `ops` in the US hand. */
static T *
us_to_play (const char *const *specs, const char *card)
{
  T *t = t_new ("1813-1814");

  t_position (t, 4, MAD_US, specs);
  t_put (t, card, "hand-us", 0);
  return t;
}

/* 9.3: the 13th entered Prescott, where the York Militia stands, and moves
 * no further; before, it could go on. */
static void
test_stopped (void)
{
  T *t = us_to_play ((const char *[]) { "us-13th ogdensburg", "gb-york-militia prescott", NULL }, "card-40");

  t_do (t, "ops card-40");
  t_do (t, "units ogdensburg");
  t_do (t, "add us-13th");
  t_go (t);
  t_do (t, "move us-13th prescott");
  if (t->st->pending.kind == D_RBC)
    t_do (t, "stand");
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  t_refused_for (t, "move us-13th williamsburg", "13th Infantry entered a space with enemy units and moves no further",
                 "9.3");
  t_free (t);
}

/* 11.3: the 18th aboard the Oneida moves with her; ashore it moves. */
static void
test_aboard (void)
{
  T *t = us_to_play ((const char *[]) { "us-oneida ft-niagara", "us-18th ft-niagara", NULL }, "card-33");
  g_autofree char *reason = NULL;

  t_do (t, "ops card-33");
  t_do (t, "units ft-niagara");
  t_do (t, "add us-oneida");
  t_do (t, "add us-18th");
  t_go (t);
  g_assert_true (t_can (t, "move us-18th lewiston"));
  t_do (t, "embark us-18th us-oneida");
  reason = g_strdup_printf ("%s is aboard a ship and moves with it", t_nm (t, "us-18th"));
  t_refused_for (t, "move us-18th lewiston", reason, "11.3");
  t_free (t);
}

/* 8.41: Wilkinson activated with the 13th: the 13th moves with him, he
 * moves. */
static void
test_moves_with_leader (void)
{
  T *t = us_to_play ((const char *[]) { "us-wilkinson ogdensburg", "us-13th ogdensburg", NULL }, "card-33");
  g_autofree char *reason = NULL;

  t_do (t, "ops card-33");
  t_do (t, "leader us-wilkinson");
  t_do (t, "add us-13th");
  t_go (t);
  reason = g_strdup_printf ("%s moves with %s: move the leader", t_nm (t, "us-13th"), t_nm (t, "us-wilkinson"));
  t_refused_for (t, "move us-13th french-mills", reason, "8.41");
  g_assert_true (t_can (t, "move us-wilkinson french-mills"));
  t_free (t);
}

/* 9.2, the MF (6) on both sides: the 13th has spent 3 MP (Lewiston - Ft.
 * Niagara - Lewiston - Buffalo, roads): Ft. Erie across the Niagara (a MIR,
 * 3) is in reach, so its refusal is 6.2's (before the war), not the MP's;
 * after 4 MP (by the Ridge Road trail to Genesee and back) Queenston
 * across the Niagara (3) is out of reach: the MP are the reason. */
static void
test_mp_boundary (void)
{
  T *t = prewar_move ();
  g_autofree char *reason = NULL;

  t_do (t, "move us-13th ft-niagara");
  t_do (t, "move us-13th lewiston");
  t_do (t, "move us-13th buffalo");
  g_assert_cmpint (t_x (t)->mp[t_piece (t, "us-13th")], ==, 3);
  reason = g_strdup_printf ("before the war no land force enters enemy territory, and %s is the enemy's",
                            mad_loc (&t->c, t_loc (t, "ft-erie")));
  t_refused_for (t, "move us-13th ft-erie", reason, "6.2");
  t_free (t);

  t = prewar_move ();
  t_do (t, "move us-13th genesee");
  t_do (t, "move us-13th lewiston");
  g_assert_cmpint (t_x (t)->mp[t_piece (t, "us-13th")], ==, 4);
  g_clear_pointer (&reason, g_free);
  reason = g_strdup_printf ("%s is 3 MP away and %s has 2 left", mad_loc (&t->c, t_loc (t, "queenston")),
                            t_nm (t, "us-13th"));
  t_refused_for (t, "move us-13th queenston", reason, "9.2");
  g_assert_true (t_can (t, "move us-13th buffalo"));
  t_free (t);
}

/* 8.31: ARMISTICE (card-21, reconstructed) in force keeps the 13th out of
 * St. Jean, where British units stand; without it the move is legal. */
static void
test_event_forbids (void)
{
  for (int with = 0; with < 2; with++)
    {
      T *t = t_new ("1813-1814");
      g_autofree char *reason = NULL;

      t_position (t, 4, MAD_GB, (const char *[]) { "us-13th isle-aux-noix", "gb-8th st-jean", "card-34 hand-us", NULL });
      if (with)
        {
          t_put (t, "card-21", "hand-gb", 0);
          t_do (t, "event card-21");
        }
      t_play_at (t, 4, MAD_US);
      t_do (t, "ops card-34");
      t_do (t, "units isle-aux-noix");
      t_do (t, "add us-13th");
      t_go (t);
      if (!with)
        g_assert_true (t_can (t, "move us-13th st-jean"));
      else
        {
          reason = g_strdup_printf ("an event in force keeps %s out of %s", t_nm (t, "us-13th"),
                                    mad_loc (&t->c, t_loc (t, "st-jean")));
          t_refused_for (t, "move us-13th st-jean", reason, "8.31");
        }
      t_free (t);
    }
}

/* 8.31, MILITIA REFUSE TO CROSS (card-10, reconstructed), played as a
 * reaction: the New York militia stay out of Queenston (British), and may
 * still go to Genesee (American). */
static void
test_militia_stay (void)
{
  T *t = us_to_play ((const char *[]) { "us-ny-militia lewiston", "card-10 hand-gb", NULL }, "card-34");
  g_autofree char *reason = NULL;

  t_do (t, "ops card-34");
  t_do (t, "units lewiston");
  t_do (t, "add us-ny-militia");
  t_do (t, "go");
  g_assert_cmpint (t->st->pending.kind, ==, D_REACTION);
  t_do (t, "react card-10");
  reason = g_strdup_printf ("the reaction card played keeps %s, militia, out of enemy territory",
                            t_nm (t, "us-ny-militia"));
  t_refused_for (t, "move us-ny-militia queenston", reason, "8.31");
  g_assert_true (t_can (t, "move us-ny-militia genesee"));
  t_free (t);
}

/* 3.63, 3.61: the Lower Canada Militia at Cornwall (two spaces from
 * Montreal) never enters US territory (French Mills) nor goes a third
 * space (Williamsburg); it may go back to Coteau du Lac.  The Northwest
 * Company stays on Lake Huron (Nottawasaga, not Holland Landing). */
static void
test_special_limits (void)
{
  static const struct { const char *unit, *at, *to, *reason, *rule; } cases[] = {
    { "gb-lc-militia", "cornwall", "french-mills", "the Lower Canada Militia never enters US territory", "3.63" },
    { "gb-lc-militia", "cornwall", "williamsburg", NULL, "3.63" },
    { "gb-nwc", "nottawasaga", "holland-landing", NULL, "3.61" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new ("1813-1814");
      g_autofree char *units = g_strdup_printf ("units %s", cases[i].at);
      g_autofree char *add = g_strdup_printf ("add %s", cases[i].unit);
      g_autofree char *move = g_strdup_printf ("move %s %s", cases[i].unit, cases[i].to);
      g_autofree char *reason = NULL;

      t_position (t, 4, MAD_GB, NULL);
      t_put (t, cases[i].unit, cases[i].at, 0);
      t_put (t, "card-34", "hand-gb", 0);
      t_do (t, "ops card-34");
      t_do (t, units);
      t_do (t, add);
      t_go (t);
      reason = cases[i].reason ? g_strdup (cases[i].reason)
                               : g_strdup_printf ("%s may not go beyond its limits to %s", t_nm (t, cases[i].unit),
                                                  mad_loc (&t->c, t_loc (t, cases[i].to)));
      t_refused_for (t, move, reason, cases[i].rule);
      if (i == 0)
        g_assert_true (t_can (t, "move gb-lc-militia coteau-du-lac"));
      t_free (t);
    }
}

/* 9.3: Wilkinson alone may not walk into Prescott, where the York Militia
 * stands; with the 13th he may. */
static void
test_leader_alone (void)
{
  for (int with = 0; with < 2; with++)
    {
      T *t = us_to_play ((const char *[]) { "us-wilkinson ogdensburg", "us-13th ogdensburg", "gb-york-militia prescott",
                                            NULL }, "card-33");
      g_autofree char *reason = NULL;

      t_do (t, "ops card-33");
      t_do (t, "leader us-wilkinson");
      if (with)
        t_do (t, "add us-13th");
      t_go (t);
      if (with)
        g_assert_true (t_can (t, "move us-wilkinson prescott"));
      else
        {
          reason = g_strdup_printf ("%s has no units with him and may not enter %s, where enemy units stand",
                                    t_nm (t, "us-wilkinson"), mad_loc (&t->c, t_loc (t, "prescott")));
          t_refused_for (t, "move us-wilkinson prescott", reason, "9.3");
        }
      t_free (t);
    }
}

/* 10.22, 8.72, 8.41: a CAMPAIGN card's two forces (the position of
 * /madison/8.72/campaign-two-forces): Wilkinson's first force attacks
 * Prescott, picking up the 14th at Ogdensburg; Hampton's second may take
 * neither the 14th (it moved with the first) nor the 15th twice, and
 * never attacks Prescott again. */
static void
test_campaign_refusals (void)
{
  T *t = t_new ("1813-1814");
  g_autofree char *moved = NULL, *already = NULL;

  t_position (t, 4, MAD_US, (const char *[]) { "us-wilkinson sackets-harbour", "us-13th sackets-harbour",
                                               "us-hampton ogdensburg", "us-14th ogdensburg", "us-15th ogdensburg",
                                               "gb-lincoln-militia prescott", "card-33 hand-us", "card-40 hand-gb",
                                               NULL });
  t_do (t, "campaign card-33");
  t_do (t, "leader us-wilkinson");
  t_do (t, "leader us-hampton");
  t_do (t, "add us-13th");
  t_go (t);
  t_do (t, "move us-wilkinson ogdensburg");
  t_do (t, "pickup us-14th");
  t_do (t, "move us-wilkinson prescott");
  if (t->st->pending.kind == D_RBC)
    t_do (t, "stand");
  t_do (t, "end");
  t_to_dice (t, ROLLS (1, 1));
  t_do_first_while (t, D_LOSS, NULL);
  t_assert_at (t, "gb-lincoln-militia", "prescott");
  g_assert_cmpint (t->st->pending.kind, ==, D_FORM);
  moved = g_strdup_printf ("%s moved with the CAMPAIGN card's first force", t_nm (t, "us-14th"));
  t_refused_for (t, "add us-14th", moved, "8.72");
  t_do (t, "add us-15th");
  already = g_strdup_printf ("%s is already in the force", t_nm (t, "us-15th"));
  t_refused_for (t, "add us-15th", already, "8.41");
  t_go (t);
  t_refused_for (t, "move us-hampton prescott", "a CAMPAIGN card's second force never attacks where the first did",
                 "10.22");
  g_assert_true (t_can (t, "move us-hampton french-mills"));
  t_free (t);
}

/* 8.41, 8.42: the enemy's pieces never join the force, by "add" or by
 * "pickup" (the 8th at Kingston: whose piece it is, is asked first). */
static void
test_join_not_yours (void)
{
  T *t = us_to_play ((const char *[]) { "us-wilkinson sackets-harbour", "us-13th ogdensburg", "gb-8th kingston",
                                        NULL }, "card-33");
  g_autofree char *reason = NULL;

  t_do (t, "ops card-33");
  t_do (t, "leader us-wilkinson");
  reason = g_strdup_printf ("%s is not yours", t_nm (t, "gb-8th"));
  t_refused_for (t, "add gb-8th", reason, "8.41");
  t_go (t);
  t_do (t, "move us-wilkinson ogdensburg");
  g_assert_true (t_can (t, "pickup us-13th"));
  t_refused_for (t, "pickup gb-8th", reason, "8.42");
  t_free (t);
}

/* 11.21: the Oneida withdrew free before the card was played and does not
 * join the force; the Julia does (the position of
 * /madison/11.21/free-withdrawal). */
static void
test_withdrawn (void)
{
  T *t = us_to_play ((const char *[]) { "us-oneida lake-ontario", "us-julia sackets-harbour", NULL }, "card-34");
  g_autofree char *reason = NULL;

  t_do (t, "withdraw us-oneida sackets-harbour");
  t_do (t, "ops card-34");
  t_do (t, "units sackets-harbour");
  reason = g_strdup_printf ("%s withdrew before the card was played", t_nm (t, "us-oneida"));
  t_refused_for (t, "add us-oneida", reason, "11.21");
  g_assert_true (t_can (t, "add us-julia"));
  t_free (t);
}

/* 8.31, 8.6: a "1" card activates one unit of the space: the second is
 * refused once the first is in the force. */
static void
test_card_limit (void)
{
  T *t = t_new ("1813-1814");
  int card;

  t_position (t, 4, MAD_US, (const char *[]) { "us-13th ft-niagara", "us-14th ft-niagara", NULL });
  card = t_card_to_hand (t, 1, 13, "hand-us");
  t_do_card (t, "ops", card);
  t_do (t, "units ft-niagara");
  g_assert_true (t_can (t, "add us-14th"));
  t_do (t, "add us-13th");
  t_refused_for (t, "add us-14th", "the card moves at most 1 unit, and the force has it", "8.31");
  t_free (t);
}

/* 3.51: Tecumseh leads no other leader; Indian units he takes. */
static void
test_tecumseh_leads_no_leader (void)
{
  T *t = t_new ("1813-1814");
  g_autofree char *reason = NULL;

  t_position (t, 4, MAD_GB, (const char *[]) { "gb-tecumseh ft-malden", "gb-proctor ft-malden",
                                               "gb-western-indians ft-malden", "card-33 hand-gb", NULL });
  t_do (t, "ops card-33");
  t_do (t, "leader gb-tecumseh");
  reason = g_strdup_printf ("%s leads no other leader", t_nm (t, "gb-tecumseh"));
  t_refused_for (t, "add gb-proctor", reason, "3.51");
  g_assert_true (t_can (t, "add gb-western-indians"));
  t_free (t);
}

/* 3.35: Hampton (two stars) takes Izard (two) along, not Wilkinson (three). */
static void
test_outranks (void)
{
  T *t = us_to_play ((const char *[]) { "us-hampton ogdensburg", "us-izard ogdensburg", "us-wilkinson ogdensburg",
                                        NULL }, "card-33");
  g_autofree char *reason = NULL;

  g_assert_cmpint (t->self->d->pieces[t_piece (t, "us-wilkinson")].rank, >, t->self->d->pieces[t_piece (t, "us-hampton")].rank);
  g_assert_cmpint (t->self->d->pieces[t_piece (t, "us-izard")].rank, ==, t->self->d->pieces[t_piece (t, "us-hampton")].rank);
  t_do (t, "ops card-33");
  t_do (t, "leader us-hampton");
  reason = g_strdup_printf ("%s outranks %s", t_nm (t, "us-wilkinson"), t_nm (t, "us-hampton"));
  t_refused_for (t, "add us-wilkinson", reason, "3.35");
  g_assert_true (t_can (t, "add us-izard"));
  t_free (t);
}

/* 3.33: a leader of command limit 5 takes five units and not a sixth. */
static void
test_command_limit (void)
{
  T *t = us_to_play (NULL, "card-33");
  char *ids[6] = { NULL };
  g_autofree char *sixth = NULL, *reason = NULL;
  const char *leader = NULL;
  static const char *const fives[] = { "us-scott", "us-pike", "us-smyth", "us-macomb", "us-winchester",
                                       "us-van-rensselaer" };

  /* the first one-star leader the card can activate */
  for (guint i = 0; i < G_N_ELEMENTS (fives) && leader == NULL; i++)
    if (t->self->d->pieces[t_piece (t, fives[i])].command[0] <= 3)
      leader = fives[i];
  g_assert_nonnull (leader);
  t_put (t, leader, "albany", 0);
  t_put_us_regulars (t, "albany", 6, ids);
  t_do (t, "ops card-33");
  {
    g_autofree char *activate = g_strdup_printf ("leader %s", leader);

    t_do (t, activate);
  }
  g_assert_cmpint (t_x (t)->act_limit, ==, 5);
  t_do_each (t, "add", (const char *const *) ids, 5);
  sixth = g_strdup_printf ("add %s", ids[5]);
  reason = g_strdup_printf ("%s commands at most 5 units, and the force has them", t_nm (t, leader));
  t_refused_for (t, sixth, reason, "3.33");
  for (int i = 0; i < 6; i++)
    g_free (ids[i]);
  t_free (t);
}

/* A refusal while the other side must decide names the decision's rule,
 * once (the fifth re-check: "… (9.41) (rule 9.2)"). */
static void
test_other_side_decides (void)
{
  T *t = t_new ("1814");
  g_autofree char *why = NULL, *expected = NULL;

  t_position (t, 7, MAD_US, (const char *[]) { "us-13th french-mills", "gb-york-militia cornwall", "card-40 hand-us",
                                               NULL });
  t_do (t, "ops card-40");
  t_do (t, "units french-mills");
  t_do (t, "add us-13th");
  t_go (t);
  t_do (t, "move us-13th cornwall");
  g_assert_cmpint (t->st->pending.kind, ==, D_RBC);
  why = t_refusal (t, "move us-13th french-mills");
  expected = g_strdup_printf ("“move” is not possible now: %s must decide whether to retreat before combat (9.41)",
                              mad_side (&t->c, MAD_GB));
  g_assert_cmpstr (why, ==, expected);
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  g_test_add_func ("/madison/6.2/refusal/prewar-enemy-territory", test_prewar_enemy_territory);
  g_test_add_func ("/madison/9.2/refusal/not-adjacent", test_not_adjacent);
  g_test_add_func ("/madison/8.4/refusal/not-activated", test_not_activated);
  g_test_add_func ("/madison/8.41/refusal/add-elsewhere", test_add_elsewhere);
  g_test_add_func ("/madison/9.3/refusal/stopped", test_stopped);
  g_test_add_func ("/madison/11.3/refusal/aboard", test_aboard);
  g_test_add_func ("/madison/8.41/refusal/moves-with-the-leader", test_moves_with_leader);
  g_test_add_func ("/madison/9.2/refusal/mp-both-sides", test_mp_boundary);
  g_test_add_func ("/madison/8.31/refusal/event-in-force", test_event_forbids);
  g_test_add_func ("/madison/8.31/refusal/militia-stay", test_militia_stay);
  g_test_add_func ("/madison/3.63/refusal/special-limits", test_special_limits);
  g_test_add_func ("/madison/9.3/refusal/leader-alone", test_leader_alone);
  g_test_add_func ("/madison/10.22/refusal/campaign", test_campaign_refusals);
  g_test_add_func ("/madison/8.42/refusal/not-yours", test_join_not_yours);
  g_test_add_func ("/madison/11.21/refusal/withdrawn", test_withdrawn);
  g_test_add_func ("/madison/8.31/refusal/card-limit", test_card_limit);
  g_test_add_func ("/madison/3.51/refusal/tecumseh-leads-no-leader", test_tecumseh_leads_no_leader);
  g_test_add_func ("/madison/3.35/refusal/outranks", test_outranks);
  g_test_add_func ("/madison/3.33/refusal/command-limit", test_command_limit);
  g_test_add_func ("/madison/9.41/refusal/other-side-decides", test_other_side_decides);
  return g_test_run ();
}
