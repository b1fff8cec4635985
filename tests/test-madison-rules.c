/* test-madison-rules.c — Mr. Madison's War, rule by rule: each test sets
 * a position on the real map, drives the rules through player actions and
 * checks the rule book's numbers, on both sides of every boundary. */
#include "test-madison-util.c"
#include "bh-narration.h"
#include "bh-test-util.h"

/* ---- 6.0 the Pre-war Sequence ------------------------------------------ */

/* 6.2 step 2: 13 cards and the DOW; 6.31: whatever was played, kept or
 * drawn as the DOW, nobody ends with more than 7, and all 14 are drawn. */
static void
test_prewar_limit (void)
{
  for (guint64 seed = 1; seed <= 8; seed++)
    {
      T *t = t_new_seed ("entire-war", seed);
      int played[2] = { 0, 0 };

      while (t_x (t)->stage == STG_PREWAR && t->st->pending.kind == D_PREWAR)
        {
          int side = t->st->pending.side;
          int card = t_x (t)->drawn;

          /* The US plays what it draws for operations and moves nothing;
           * the British keep theirs. */
          if (side == MAD_US && t->self->d->pieces[card].ops > 0)
            {
              t_do_card (t, "ops", card);
              t_do (t, "end");
              played[side]++;
            }
          else
            t_do (t, "keep");
        }
      for (int s = 0; s < 2; s++)
        {
          int dow = t_x (t)->dow_drawer == s;

          g_assert_cmpint (t_x (t)->prewar_count[s], ==, 7);
          g_assert_cmpint (mad_hand_count (&t->c, s) + played[s] + dow, ==, 7);
        }
      g_assert_cmpint (t_count_at (t, "prewar-deck"), ==, 0);
      g_assert_cmpint (t_x (t)->prewar_count[0] + t_x (t)->prewar_count[1], ==, 14);
      /* 6.33: the player who did not draw the DOW plays first. */
      if (t->st->turn == 1)
        g_assert_cmpint (t->st->pending.side, ==, 1 - t_x (t)->dow_drawer);
      t_free (t);
    }
}

/* 6.32 (T13): the DOW drawn 14th with every card played: Spring-Summer 1812
 * is over at once. */
static void
test_prewar_dow_last (void)
{
  for (guint64 seed = 1; seed < 400; seed++)
    {
      T *t = t_new_seed ("entire-war", seed);
      const MadData *d = t->self->d;
      BhPieceState *pc = bh_state_pieces (t->st);
      gboolean last = TRUE;

      for (guint p = 0; p < d->n_pieces; p++)
        if (pc[p].location == d->prewar_deck && pc[p].order < pc[d->dow].order)
          last = FALSE;
      if (!last || t_x (t)->drawn < 0 || t->self->d->pieces[t_x (t)->drawn].ops == 0)
        {
          t_free (t);
          continue;
        }
      while (t_x (t)->stage == STG_PREWAR && t->st->pending.kind == D_PREWAR)
        {
          g_autofree char *id = bh_game_data_dup_piece_id (t->data, t_x (t)->drawn);
          g_autofree char *ops = g_strdup_printf ("ops %s", id);

          t_do (t, ops);
          t_do (t, "end");
        }
      g_assert_cmpint (t_x (t)->dow_drawer, ==, MAD_GB);
      t_assert_narrates (t, "(6.32)");
      g_assert_cmpint (t->st->turn, ==, 2);
      /* 7.21: 7 cards each in Summer-Autumn 1812; the US plays first (7.33). */
      g_assert_cmpint (mad_hand_count (&t->c, MAD_US), ==, 7);
      g_assert_cmpint (mad_hand_count (&t->c, MAD_GB), ==, 7);
      g_assert_cmpint (t->st->pending.side, ==, MAD_US);
      t_free (t);
      return;
    }
  g_test_skip ("no seed puts the Declaration of War at the bottom of the Pre-war Deck");
}

/* 6.2 step 3: no land force into enemy territory before the war. */
static void
test_prewar_no_enemy_territory (void)
{
  T *t = t_new ("entire-war");

  t_clear (t);
  t_put (t, "us-13th", "lewiston", 0);
  t_put (t, "us-14th", "buffalo", 0);
  t_x (t)->prewar = TRUE;
  t_x (t)->stage = STG_PREWAR;
  bh_state_move_piece (t->st, t_piece (t, "card-4"), t_loc (t, "hand-us"));
  t_x (t)->drawn = t_piece (t, "card-4");
  t->st->pending.side = MAD_US;
  t->st->pending.kind = D_PREWAR;
  g_assert_false (t_can (t, "hold card-4"));
  g_assert_false (t_can (t, "event card-4"));
  t_do (t, "ops card-4");
  t_do (t, "units lewiston");
  t_do (t, "add us-13th");
  t_go (t);
  /* Queenston is British, Genesee American. */
  g_assert_false (t_can (t, "move us-13th queenston"));
  g_assert_true (t_can (t, "move us-13th genesee"));
  t_free (t);
}

/* ---- 7.0 sequence of play ------------------------------------------------ */

/* 7.34: a card held back lies face down: the log names it to its holder
 * only (and once the game is over, BH_NONE); the other side reads that a
 * card was held back.  Both sides hold. */
static void
test_hold_unnamed (void)
{
  static const struct { int holder; const char *card, *title; } holds[] = {
    { MAD_US, "card-33", NULL }, { MAD_GB, "card-40", "Stoney Creek" },
  };
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
  bh_state_move_piece (t->st, t_piece (t, "card-34"), t_loc (t, "hand-us"));
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
  bh_state_move_piece (t->st, t_piece (t, "card-41"), t_loc (t, "hand-gb"));
  for (guint i = 0; i < G_N_ELEMENTS (holds); i++)
    {
      g_autofree char *hold = g_strdup_printf ("hold %s", holds[i].card);
      const char *title = holds[i].title ? holds[i].title
                                         : bh_game_data_get_unit_type (t->data, bh_game_data_get_piece_type (t->data, t_piece (t, holds[i].card)))->name;
      g_autofree char *named = g_strdup_printf ("Hold %s back (7.34)", title);
      g_autofree char *all = NULL;

      g_assert_cmpint (t->st->pending.side, ==, holds[i].holder);
      t_do (t, hold);
      bh_test_assert_told_only_to (t->narration, holds[i].holder, 1 - holds[i].holder, TRUE, named, title,
                                   "Hold a card back (7.34)");
      all = bh_narration_for_seat (t->narration, BH_NONE);
      g_assert_nonnull (strstr (all, named));
    }
  t_free (t);
}

/* 7.34: two cards held back from a hand, not a third. */
static void
test_hold_two (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  for (int i = 33; i <= 36; i++)
    {
      g_autofree char *id = g_strdup_printf ("card-%d", i);

      bh_state_move_piece (t->st, t_piece (t, id), t_loc (t, "hand-us"));
    }
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
  bh_state_move_piece (t->st, t_piece (t, "card-41"), t_loc (t, "hand-gb"));
  t_do (t, "hold card-33");
  t_assert_narrates (t, "(7.34)");
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  t_do (t, "hold card-40");
  t_do (t, "hold card-34");
  t_do (t, "ops card-41");
  t_do (t, "end");
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  /* Two held: the third may not be. */
  g_assert_false (t_can (t, "hold card-35"));
  g_assert_true (t_can (t, "ops card-35"));
  t_free (t);
}

/* 7.33: the British play first in 1814; 7.25: no TREATY OF GHENT in the
 * Spring-Summer 1814 hands, but in the deck for Summer-Autumn. */
static void
test_1814_start (void)
{
  for (guint64 seed = 1; seed <= 12; seed++)
    {
      T *t = t_new_seed ("1814", seed);

      /* 7.4, A9: the Lake Control markers' owners first choose whether to
       * put ships back into the boxes (11.23). */
      g_assert_cmpint (t->st->pending.kind, ==, D_FLEET);
      t_do_first_while (t, D_FLEET, NULL);
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      g_assert_cmpint (mad_hand_count (&t->c, MAD_US), ==, 9);
      g_assert_cmpint (mad_hand_count (&t->c, MAD_GB), ==, 9);
      t_assert_at (t, "card-73", "pile-1814");
      t_free (t);
    }
}

/* 7.33: at the start of 1813 each player rolls; with 6 VP or more a side
 * is first without a roll, with 5 it rolls and adds them.  Summer-Autumn
 * 1812 ends with the US holding its last card; winter passes. */
static void
test_first_player_1813 (void)
{
  for (int lead = 5; lead <= 6; lead++)
    {
      T *t = t_new ("entire-war");

      t_clear (t);
      t_play_at (t, 2, MAD_US);
      t_put (t, "us-13th", "london", 0);
      /* York is worth 3, Burlington 2: 5 or 6 VP. */
      t_put (t, "us-14th", lead == 6 ? "york" : "burlington", 0);
      t_put (t, "us-15th", "oxford", 0);
      g_assert_cmpint (t_vp (t), >=, lead);
      t_put (t, "us-15th", "albany", 0);
      g_assert_cmpint (t_vp (t), ==, lead);
      bh_state_move_piece (t->st, t_piece (t, "card-4"), t_loc (t, "hand-us"));
      t_do (t, "hold card-4");
      g_assert_cmpint (t->st->turn, ==, 4);
      if (lead == 6)
        {
          g_assert_cmpint (t_x (t)->first, ==, MAD_US);
          g_assert_false (t_narrated (t, "(7.33)"));
        }
      else
        t_assert_narrates (t, "First player roll");
      t_free (t);
    }
}

/* 7.33, both sides: the side ahead in VP adds them to its 1813 roll.
 * Summer-Autumn 1812 ends with the US holding its last card; the dice of
 * the roll are forced (the seed found whose two dice are `us` and `gb`).
 * US 2 ahead (Burlington, worth 2), dice US 3 and British 4: 5 against 4,
 * the US first (unmodified, the British would be).  British 2 ahead
 * (Burlington VT), dice US 4 and British 3: 4 against 5, the British
 * first.  British 6 ahead (Albany 5 and Whitehall 1): the British first,
 * no roll; 5 ahead (Albany): a roll (the British side of the 6). */
typedef struct {
  const char *path;
  const char *units[3];   /* "piece where" */
  int vp, us, gb;         /* the VP marker; the dice, 0: no roll */
  const char *says;
  int first;
} FirstRollCase;

static const FirstRollCase first_roll_cases[] = {
  { "/madison/7.33/us-ahead-adds-its-vp", { "us-14th burlington", NULL }, 2, 3, 4, "First player roll: US 5, British 4 (7.33)", MAD_US },
  { "/madison/7.33/british-ahead-add-their-vp", { "gb-49th burlington-vt", NULL }, -2, 4, 3, "First player roll: US 4, British 5 (7.33)", MAD_GB },
  { "/madison/7.33/british-six-vp-first-without-roll", { "gb-49th albany", "gb-100th albany", "gb-8th whitehall" }, -6, 0, 0, NULL, MAD_GB },
  { "/madison/7.33/british-five-vp-roll", { "gb-49th albany", "gb-100th albany", NULL }, -5, -1, -1, "First player roll", -1 },
};

static void
test_first_roll (gconstpointer data)
{
  const FirstRollCase *k = data;
  T *t = t_new ("entire-war");
  BhAction a;
  guint64 seed = 0;

  t_clear (t);
  t_play_at (t, 2, MAD_US);
  for (int i = 0; i < 3 && k->units[i]; i++)
    t_put_spec (t, k->units[i]);
  g_assert_cmpint (t_vp (t), ==, k->vp);
  bh_state_move_piece (t->st, t_piece (t, "card-4"), t_loc (t, "hand-us"));
  t_parse_legal (t, "hold card-4", &a);
  if (k->us > 0)
    for (seed = 1; seed < 100000; seed++)
      {
        g_autoptr(BhState) copy = bh_state_copy (t->st);

        bh_state_seed (copy, seed);
        bh_rules_apply (t->rules, copy, &a);
        if (copy->n_rolls == 2 && copy->rolls[0] == k->us && copy->rolls[1] == k->gb)
          break;
      }
  if (seed)
    bh_state_seed (t->st, seed);
  t_keep_story_on (t);
  t_do (t, "hold card-4");
  g_assert_cmpint (t->st->turn, ==, 4);
  if (k->says)
    t_assert_narrates (t, k->says);
  else
    g_assert_false (t_narrated (t, "(7.33)"));
  if (k->first >= 0)
    g_assert_cmpint (t_x (t)->first, ==, k->first);
  t_free (t);
}

/* ---- 3.33, 8.4, 8.6 activation ------------------------------------------ */

/* 3.33, 8.43: a leader's command limit, a table of position -> activation
 * -> the units taken up to the limit and the next one refused. */
typedef struct {
  const char *path;
  const char *leaders[2];   /* the one activated, a lower one he picks up */
  int limit;
} CommandCase;

static const char *const york_units[] = { "gb-8th", "gb-1-41st", "gb-49th", "gb-100th", "gb-10th-rvb", "gb-103rd",
                                          "gb-1-royal-scots", "gb-104th", "gb-4-royal-scots", "gb-13th", "gb-89th",
                                          "gb-82nd", "gb-88th", "gb-york-militia", "gb-lincoln-militia",
                                          "gb-19th-dragoons" };

static const CommandCase command_cases[] = {
  /* T06: a two-star leader takes 10 units, not 11. */
  { "/madison/3.33/two-stars-command-10", { "gb-brock", NULL }, 10 },
  /* T07: Brock picks up Proctor, one star lower, who adds 5: 15. */
  { "/madison/8.43/lower-leader-adds-his-limit", { "gb-brock", "gb-proctor" }, 15 },
  /* 8.43: "A leader cannot activate another leader of equal rank for the
   * purpose of this rule": Vincent (*) takes De Salaberry (*) along (3.35)
   * and still 5 units, not 10. */
  { "/madison/8.43/equal-leader-adds-nothing", { "gb-vincent", "gb-de-salaberry" }, 5 },
};

static void
test_command_case (gconstpointer data)
{
  const CommandCase *k = data;
  T *t = t_new ("1813-1814");
  g_autofree char *leader = g_strdup_printf ("leader %s", k->leaders[0]);

  t_clear (t);
  t_play_at (t, 4, MAD_GB);
  for (int i = 0; i < 2 && k->leaders[i]; i++)
    t_put (t, k->leaders[i], "york", 0);
  for (guint i = 0; i <= (guint) k->limit; i++)
    t_put (t, york_units[i], "york", 0);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
  t_do (t, "ops card-40");
  t_do (t, leader);
  if (k->leaders[1])
    {
      g_autofree char *add = g_strdup_printf ("add %s", k->leaders[1]);

      t_do (t, add);
    }
  t_add_up_to (t, york_units, k->limit);
  t_free (t);
}

/* 8.61 (T20): units from one space only; 8.31-3: one per point. */
static void
test_units_one_space (void)
{
  T *t = t_new ("1813-1814");
  int card = -1;

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-13th", "albany", 0);
  t_put (t, "us-14th", "albany", 0);
  t_put (t, "us-15th", "albany", 0);
  t_put (t, "us-16th", "pittsburgh", 0);
  /* A "2" card. */
  card = t_card_to_hand (t, 2, 13, "hand-us");
  t_do_card (t, "ops", card);
  t_do (t, "units albany");
  g_assert_false (t_can (t, "add us-16th"));
  t_do (t, "add us-13th");
  t_do (t, "add us-14th");
  g_assert_false (t_can (t, "add us-15th"));
  t_free (t);
}

/* ---- 8.31 uses 5 and 6 ----------------------------------------------------- */

/* 8.31-5 (T16): a "2" card restores two reduced British regulars in their
 * own supplied spaces, not a third; never militia or Indians. */
static void
test_restore (void)
{
  T *t = t_new ("1813-1814");
  int card = -1;

  t_clear (t);
  t_play_at (t, 4, MAD_GB);
  card = t_card_to_hand (t, 2, 13, "hand-gb");
  t_put (t, "gb-8th", "montreal", 1);
  t_put (t, "gb-49th", "york", 1);
  t_put (t, "gb-104th", "kingston", 1);
  t_put (t, "gb-york-militia", "york", 1);
  t_put (t, "gb-shawnee", "london", 1);
  t_do_card (t, "restore", card);
  g_assert_false (t_can (t, "flip gb-york-militia"));
  g_assert_false (t_can (t, "flip gb-shawnee"));
  t_do (t, "flip gb-8th");
  t_do (t, "flip gb-49th");
  g_assert_false (t_can (t, "flip gb-104th"));
  t_do (t, "done");
  g_assert_cmpint (t_face (t, "gb-8th") + t_face (t, "gb-49th"), ==, 0);
  g_assert_cmpint (t_face (t, "gb-104th"), ==, 1);
  t_free (t);
}

/* 8.31-5: a unit out of supply or in enemy territory is not restored. */
static void
test_restore_needs_supply (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_GB);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
  /* US units control Kingston's neighbours Gananoque and Smiths Creek and
   * US ships hold Lake Ontario (13.35). */
  t_put (t, "us-oneida", "lake-ontario", 0);
  t_put (t, "gb-104th", "kingston", 1);
  t_put (t, "us-13th", "gananoque", 0);
  t_put (t, "us-14th", "smiths-creek", 0);
  t_put (t, "gb-8th", "oswego", 1);
  g_assert_false (t_can (t, "restore card-40"));
  /* Gananoque free again: the road to Quebec is open. */
  t_put (t, "us-13th", "albany", 0);
  g_assert_true (t_can (t, "restore card-40"));
  t_free (t);
}

/* 13.52-13.54: a depot in supply in friendly territory, three a side. */
static void
test_depots (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  for (int i = 40; i <= 45; i++)
    {
      g_autofree char *id = g_strdup_printf ("card-%d", i);

      bh_state_move_piece (t->st, t_piece (t, id), t_loc (t, i % 2 ? "hand-gb" : "hand-us"));
    }
  g_assert_false (t_can (t, "depot card-40 york"));
  t_do (t, "depot card-40 buffalo");
  t_do (t, "hold card-41");
  t_do (t, "depot card-42 erie");
  t_do (t, "hold card-43");
  t_do (t, "depot card-44 cleveland");
  t_do (t, "ops card-45");
  t_do (t, "end");
  g_assert_cmpint (t_count_at (t, "buffalo") + t_count_at (t, "erie") + t_count_at (t, "cleveland"), ==, 3);
  t_free (t);
}

/* ---- 8.7 CAMPAIGN cards -------------------------------------------------- */

/* 8.71-8.72 (T17 without the reaction): two leaders named before moving,
 * the first force moves and fights before the second; a unit the first
 * force moved does not move again; 10.22: the second force does not attack
 * where the first did. */
static void
test_campaign (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-wilkinson", "sackets-harbour", 0);
  t_put (t, "us-13th", "sackets-harbour", 0);
  t_put (t, "us-hampton", "ogdensburg", 0);
  t_put (t, "us-14th", "ogdensburg", 0);
  t_put (t, "us-15th", "ogdensburg", 0);
  t_put (t, "gb-lincoln-militia", "prescott", 0);
  bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
  /* An ordinary card moves one force only (8.71). */
  g_assert_false (t_can (t, "campaign card-40"));
  t_do (t, "campaign card-33");
  /* The first force is a leader. */
  g_assert_false (t_can (t, "units sackets-harbour"));
  t_do (t, "leader us-wilkinson");
  g_assert_false (t_can (t, "leader us-wilkinson"));
  t_do (t, "leader us-hampton");
  g_assert_cmpint (t->st->pending.kind, ==, D_FORM);
  t_do (t, "add us-13th");
  t_go (t);
  t_do (t, "move us-wilkinson ogdensburg");
  /* Wilkinson picks up the 14th on his way, who then cannot go with
   * Hampton. */
  t_do (t, "pickup us-14th");
  t_do (t, "move us-wilkinson prescott");
  if (t->st->pending.kind == D_RBC)
    t_do (t, "stand");
  t_keep_story_on (t);
  t_do (t, "end");
  /* Dice 1 and 1: the attack is repulsed (AR). */
  g_assert_cmpint (t->st->pending.kind, ==, D_LEAD);
  /* The battle's decisions name their place (bh_rules_decision_location,
   * the decision bar). */
  {
    g_autofree char *asked = bh_rules_describe_decision (t->rules, t->st, BH_NONE);

    g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, t_loc (t, "prescott"));
    g_assert_nonnull (strstr (asked, "turn 4, at Prescott: "));
  }
  t_to_dice (t, ROLLS (1, 1));
  t_do_first_while (t, D_LOSS, NULL);
  t->keep_story = FALSE;
  t_assert_narrates (t, "result AR");
  t_assert_at (t, "gb-lincoln-militia", "prescott");
  /* The second force: Hampton, alone at Ogdensburg now. */
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  g_assert_cmpint (t->st->pending.kind, ==, D_FORM);
  g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, BH_NONE);
  g_assert_false (t_can (t, "add us-14th"));
  t_do (t, "add us-15th");
  t_go (t);
  g_assert_false (t_can (t, "move us-hampton prescott"));
  g_assert_true (t_can (t, "move us-hampton french-mills"));
  /* Without the first force's attack, Prescott could be attacked: the
   * same move from an ordinary card is legal (checked on a copy). */
  {
    g_autoptr(BhState) copy = bh_state_copy (t->st);

    t_x (t)->camp_attacked[t_loc (t, "prescott") / 8] = 0;
    g_assert_true (t_can (t, "move us-hampton prescott"));
    bh_state_copy_into (t->st, copy);
  }
  t_do (t, "end");
  /* The card is spent: the British play. */
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  t_assert_at (t, "card-33", "discard");
  t_free (t);
}

/* ---- 9.2 path costs ------------------------------------------------------ */

/* 9.2: road 1, trail 2, MIR 3 MP, out of 6 (3.16). */
static void
test_path_costs (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-13th", "sackets-harbour", 0);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-us"));
  t_do (t, "ops card-40");
  t_do (t, "units sackets-harbour");
  t_do (t, "add us-13th");
  t_go (t);
  /* Sackets Harbour - Ogdensburg and Ogdensburg - French Mills are trails
   * (2 each), Ogdensburg - Prescott a Major Invasion Route (3). */
  t_do (t, "move us-13th ogdensburg");
  g_assert_cmpint (t_x (t)->mp[t_piece (t, "us-13th")], ==, 2);
  t_do (t, "move us-13th french-mills");
  g_assert_cmpint (t_x (t)->mp[t_piece (t, "us-13th")], ==, 4);
  /* 4 spent: a trail (2) still fits, a 3-MP crossing would not. */
  t_do (t, "move us-13th ogdensburg");
  g_assert_cmpint (t_x (t)->mp[t_piece (t, "us-13th")], ==, 6);
  g_assert_false (t_can (t, "move us-13th prescott"));
  g_assert_false (t_can (t, "move us-13th sackets-harbour"));
  t_free (t);
}

/* 9.3: entering a space with enemy units ends the move. */
static void
test_stop_in_enemy_space (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-13th", "ogdensburg", 0);
  t_put (t, "gb-york-militia", "prescott", 0);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-us"));
  t_do (t, "ops card-40");
  t_do (t, "units ogdensburg");
  t_do (t, "add us-13th");
  t_go (t);
  t_do (t, "move us-13th prescott");
  t_assert_narrates (t, "(9.3)");
  g_assert_false (t_can (t, "move us-13th williamsburg"));
  t_free (t);
}

/* ---- 9.4-9.5 retreat before combat ------------------------------------- */

/* 9.41-9.44: the defender may retreat before combat into a space of his
 * own, without loss; the mover may then go on. */
static void
test_rbc (void)
{
  T *t = t_new ("1814");
  t_clear (t);
  t_play_at (t, 7, MAD_US);
  t_put (t, "us-13th", "french-mills", 0);
  t_put (t, "gb-york-militia", "cornwall", 0);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-us"));
  t_do (t, "ops card-40");
  t_do (t, "units french-mills");
  t_do (t, "add us-13th");
  t_go (t);
  t_do (t, "move us-13th cornwall");
  g_assert_cmpint (t->st->pending.kind, ==, D_RBC);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  t_do (t, "rbc");
  /* Cornwall's British neighbours: Coteau-du-Lac and Williamsburg; never
   * French Mills, where the attacker came from (10.72). */
  if (t->st->pending.kind == D_RETREAT)
    {
      g_assert_false (t_can (t, "retreat french-mills"));
      t_do (t, "retreat coteau-du-lac");
    }
  g_assert_cmpint (t_face (t, "gb-york-militia"), ==, 0);
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  /* 3 MP spent crossing the St. Lawrence: a road (1) still fits. */
  g_assert_true (t_can (t, "move us-13th coteau-du-lac") || t_can (t, "move us-13th williamsburg"));
  t_free (t);
}

/* 9.53: a leader alone must retreat when an enemy combat unit enters his
 * space, a reduced one too; an enemy leader alone entering makes him do
 * nothing.  Dearborn goes from French Mills into Cornwall, where Proctor
 * stands alone: with the reduced 13th Proctor retreats, without it he
 * stays. */
static void
test_leader_alone (void)
{
  for (int unit = 0; unit < 2; unit++)
    {
      T *t = t_new ("1814");
      int card = -1;

      t_clear (t);
      t_play_at (t, 7, MAD_US);
      card = t_card_to_hand (t, 3, 13, "hand-us");
      t_put (t, "us-dearborn", "french-mills", 0);
      if (unit)
        t_put (t, "us-13th", "french-mills", 1);
      t_put (t, "gb-proctor", "cornwall", 0);
      t_do_card (t, "ops", card);
      t_do (t, "leader us-dearborn");
      if (unit)
        t_do (t, "add us-13th");
      t_go (t);
      t_keep_story_on (t);
      t_do (t, "move us-dearborn cornwall");
      t_do_first_while (t, D_RETREAT, NULL);
      g_assert_cmpint (t_narrated (t, "(9.53)"), ==, unit);
      g_assert_cmpint (t_where (t, "gb-proctor") == t_loc (t, "cornwall"), ==, !unit);
      t_free (t);
    }
}

/* 9.51 (T42): 9 to 1 forces the retreat; 8 to 1 leaves the choice.
 * Dearborn leads three units from French Mills into Cornwall, held by a
 * 1-factor detachment. */
static void
test_rbc_nine_to_one (void)
{
  for (int nine = 0; nine < 2; nine++)
    {
      T *t = t_new ("1814");
      const char *ids[] = { "us-11th", "us-12th", nine ? "us-20th" : "us-1st-rifles" };
      int card = -1;

      t_clear (t);
      t_play_at (t, 7, MAD_US);
      card = t_card_to_hand (t, 3, 13, "hand-us");
      t_put (t, "us-dearborn", "french-mills", 0);
      for (int i = 0; i < 3; i++)
        t_put (t, ids[i], "french-mills", 0);
      t_put (t, "gb-10th-rvb-det", "cornwall", 0);
      t_do_card (t, "ops", card);
      t_do (t, "leader us-dearborn");
      for (int i = 0; i < 3; i++)
        {
          g_autofree char *add = g_strdup_printf ("add %s", ids[i]);

          t_do (t, add);
        }
      t_go (t);
      t_do (t, "move us-dearborn cornwall");
      if (nine)
        {
          t_assert_narrates (t, "9 against 1");
          t_assert_narrates (t, "(9.51)");
          /* 10.71-2 (9.46): with Cornwall left to the US, Williamsburg
           * (beyond it, by Prescott) is cut off; Coteau-du-Lac, by
           * Montreal, is the one space in supply, taken without asking. */
          t_assert_at (t, "gb-10th-rvb-det", "coteau-du-lac");
          /* 9.52: the force may go on. */
          g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
          g_assert_true (t_can (t, "move us-dearborn williamsburg"));
        }
      else
        {
          g_assert_false (t_narrated (t, "(9.51)"));
          g_assert_cmpint (t->st->pending.kind, ==, D_RBC);
        }
      t_free (t);
    }
}

/* ---- 10.0 land combat ---------------------------------------------------- */

/* A card play by the side to play that moves the units of `from` to `to`
 * and ends its movement; the battle is fought with `rolls` (or any dice
 * when NULL). */
static void
t_attack (T *t, const char *from, const char *to, const char *const *units, const int *rolls)
{
  int side = t->st->pending.side;
  /* A "3" card, and one left for the British. */
  int card = t_card_to_hand (t, 3, 13, side == MAD_US ? "hand-us" : "hand-gb");
  g_autofree char *ops = t_card_action (t, "ops", card);

  bh_state_move_piece (t->st, t_piece (t, "card-41"), t_loc (t, side == MAD_US ? "hand-gb" : "hand-us"));
  t_set_out (t, ops, from, units);
  for (int i = 0; units[i]; i++)
    {
      g_autofree char *move = g_strdup_printf ("move %s %s", units[i], to);

      t_do (t, move);
      /* 9.45: the defender stays to fight. */
      if (t->st->pending.kind == D_RBC)
        t_do (t, "stand");
    }
  g_string_truncate (t->story, 0);
  t->keep_story = TRUE;
  {
    g_autoptr(BhState) copy = bh_state_copy (t->st);
    BhAction a;

    g_assert_true (bh_rules_parse_action (t->rules, "end", &a, NULL));
    a.side = side;
    bh_rules_apply (t->rules, copy, &a);
    if (rolls && copy->n_rolls > 0)
      t_do_rolls (t, "end", rolls);
    else
      t_do (t, "end");
  }
  /* The lead units: the first listed (10.31); no battle cards. */
  t_to_dice (t, rolls);
  t->keep_story = FALSE;
}

/* 10.21: odds rounded down: 9 against 3 is 3:1 (+2), 8 against 3 only
 * 2:1 (+1); 3 against 6 is 1:2 (-1), 3 against 7 is 1:3 (-2).  British
 * attacks from Johnson's on Four Corners, both sides in supply. */
static void
test_odds (void)
{
  static const struct {
    const char *att[4];
    const char *def[3];
    const char *expect;
  } cases[] = {
    { { "gb-10th-rvb", "gb-york-militia", "gb-lincoln-militia", NULL }, { "us-11th", NULL }, "attack 9 against defence 3, odds modifier +2" },
    { { "gb-10th-rvb", "gb-york-militia", "gb-100th", NULL }, { "us-11th", NULL }, "attack 8 against defence 3, odds modifier +1" },
    { { "gb-york-militia", NULL }, { "us-11th", "us-12th", NULL }, "attack 3 against defence 6, odds modifier -1" },
    { { "gb-york-militia", NULL }, { "us-11th", "us-13th", NULL }, "attack 3 against defence 7, odds modifier -2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new ("1814");

      t_clear (t);
      t_play_at (t, 7, MAD_GB);
      for (int k = 0; cases[i].att[k]; k++)
        t_put (t, cases[i].att[k], "johnsons", 0);
      for (int k = 0; cases[i].def[k]; k++)
        t_put (t, cases[i].def[k], "four-corners", 0);
      t_attack (t, "johnsons", "four-corners", cases[i].att, NULL);
      g_assert_false (t_narrated (t, "halved"));
      t_assert_narrates (t, cases[i].expect);
      t_free (t);
    }
}

/* 10.51 (T40): one unit against one, an exchange that would destroy both
 * becomes AR.  From French Mills across the St. Lawrence (-1, 2.23), dice
 * 5 and 5 make 9: EX. */
static void
test_exchange_one_against_one (void)
{
  const char *att[] = { "us-1st-rifles", NULL };
  T *t = t_new ("1814");

  t_clear (t);
  t_play_at (t, 7, MAD_US);
  t_put (t, "us-1st-rifles", "french-mills", 0);
  t_put (t, "gb-41st-det", "cornwall", 0);
  t_attack (t, "french-mills", "cornwall", att, ROLLS (5, 5));
  t_assert_narrates (t, "attack 2 against defence 2, odds modifier +0");
  t_assert_narrates (t, "Dice 10, modifiers -1: 9, result EX");
  t_assert_narrates (t, "(10.51)");
  t_assert_at (t, "us-1st-rifles", "french-mills");
  t_assert_at (t, "gb-41st-det", "cornwall");
  t_free (t);
}

/* 2.14, 2.23, 10.41 (T22): Montreal across a Major Invasion Route is -2 in
 * the first round, -1 along a road. */
static void
test_montreal (void)
{
  for (int mir = 0; mir < 2; mir++)
    {
      const char *att[] = { "us-11th", NULL };
      const char *from = mir ? "st-jean" : "trois-rivieres";
      T *t = t_new ("1813-1814");

      t_clear (t);
      t_play_at (t, 4, MAD_US);
      t_put (t, "us-11th", from, 0);
      t_put (t, "gb-lc-militia", "montreal", 0);
      t_attack (t, from, "montreal", att, NULL);
      t_assert_narrates (t, "Attack on Montreal: -1 (2.14)");
      if (mir)
        t_assert_narrates (t, "(2.23)");
      else
        g_assert_null (strstr (t->story->str, "(2.23)"));
      t_free (t);
    }
}

/* 10.44 (T41): US attacks on British regulars in the open cost -1 in 1813,
 * not in 1814, not against militia alone. */
static void
test_british_regulars (void)
{
  static const struct { const char *scenario; int turn; const char *defender; gboolean applies; } cases[] = {
    { "1813-1814", 4, "gb-49th", TRUE }, { "1814", 7, "gb-49th", FALSE }, { "1813-1814", 4, "gb-york-militia", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const char *att[] = { "us-11th", NULL };
      T *t = t_new (cases[i].scenario);

      t_clear (t);
      t_play_at (t, cases[i].turn, MAD_US);
      t_put (t, "us-11th", "french-mills", 0);
      t_put (t, cases[i].defender, "cornwall", 0);
      t_attack (t, "french-mills", "cornwall", att, NULL);
      g_assert_cmpint (strstr (t->story->str, "(10.44)") != NULL, ==, cases[i].applies);
      t_free (t);
    }
}

/* ---- 13.0 supply ---------------------------------------------------------- */

/* 13.35: Ft. Malden, cut off by land at Sandwich, draws supply across Lake
 * Erie unless the US controls the lake; then its defence is halved. */
static void
test_lake_supply (void)
{
  for (int us_lake = 0; us_lake < 2; us_lake++)
    {
      const char *att[] = { "us-11th", "us-12th", NULL };
      T *t = t_new ("1814");

      t_clear (t);
      t_play_at (t, 7, MAD_US);
      t_put (t, "us-11th", "sandwich", 0);
      t_put (t, "us-12th", "sandwich", 0);
      t_put (t, "gb-york-militia", "ft-malden", 0);
      if (us_lake)
        t_put (t, "us-somers", "lake-erie", 0);
      t_attack (t, "sandwich", "ft-malden", att, NULL);
      g_assert_cmpint (strstr (t->story->str, "defence halved") != NULL, ==, us_lake);
      g_assert_null (strstr (t->story->str, "attack halved"));
      t_free (t);
    }
}

/* 13.32-13.33 (T28): a US force able to control London cuts the British
 * west of it off by land; one too weak to control does not. */
static void
test_london_cuts_supply (void)
{
  for (int strong = 0; strong < 2; strong++)
    {
      const char *att[] = { "us-11th", NULL };
      T *t = t_new ("1814");

      t_clear (t);
      t_play_at (t, 7, MAD_US);
      /* London is worth 3: the 13th (4) controls it, reduced (2) it does not. */
      t_put (t, "us-13th", "london", strong ? 0 : 1);
      t_put (t, "us-11th", "sandwich", 0);
      t_put (t, "us-somers", "lake-erie", 0);
      t_put (t, "gb-york-militia", "thamesville", 0);
      t_attack (t, "sandwich", "thamesville", att, NULL);
      g_assert_cmpint (strstr (t->story->str, "defence halved") != NULL, ==, strong);
      t_free (t);
    }
}

/* ---- 11.0-12.0 ships ------------------------------------------------------ */

/* 11.15 (T25): a "2" card moves two schooners of Oswego: one into the Lake
 * Control Box (1 MP), the other through it to Ft. Niagara (2 MP). */
static void
test_ships_move (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-conquest", "oswego", 0);
  t_put (t, "us-scourge", "oswego", 0);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-us"));
  bh_state_move_piece (t->st, t_piece (t, "card-41"), t_loc (t, "hand-gb"));
  t_do (t, "ops card-40");
  t_do (t, "units oswego");
  t_do (t, "add us-conquest");
  t_do (t, "add us-scourge");
  t_go (t);
  t_do (t, "move us-conquest lake-ontario");
  t_do (t, "move us-scourge lake-ontario");
  t_do (t, "move us-scourge ft-niagara");
  /* Only lakes' towns: Queenston is not lakeside (2.13, T01). */
  g_assert_false (t_can (t, "move us-conquest queenston"));
  /* No ship reaches Lake Erie from Lake Ontario (2.3, T02). */
  g_assert_false (t_can (t, "move us-conquest buffalo"));
  t_do (t, "end");
  t_assert_at (t, "us-conquest", "lake-ontario");
  t_assert_at (t, "us-scourge", "ft-niagara");
  /* 4.16: the US holds Lake Ontario: 2 VP. */
  g_assert_cmpint (t_vp (t), ==, 2);
  t_free (t);
}

/* 12.31-12.35, 12.41 and 4.16 (T10): two US ships attack a British corvette
 * holding Lake Ontario: twice as many ships +2, both leads B; a 4 makes 6
 * and the British strike their flag; the victor's roll of 3 costs nothing;
 * the lake changes hands, a swing of 4 VP. */
static void
test_naval_battle (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-oneida", "sackets-harbour", 0);
  t_put (t, "us-conquest", "sackets-harbour", 0);
  t_put (t, "gb-royal-george", "lake-ontario", 0);
  g_assert_cmpint (t_vp (t), ==, -2);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-us"));
  bh_state_move_piece (t->st, t_piece (t, "card-41"), t_loc (t, "hand-gb"));
  t_do (t, "ops card-40");
  t_do (t, "units sackets-harbour");
  t_do (t, "add us-oneida");
  t_do (t, "add us-conquest");
  t_go (t);
  t_do (t, "move us-oneida lake-ontario");
  /* 11.41: a ship in a box with enemy ships moves no further. */
  g_assert_false (t_can (t, "move us-oneida oswego"));
  t_do (t, "move us-conquest lake-ontario");
  t_keep_story_on (t);
  t_do (t, "end");
  g_assert_cmpint (t->st->pending.kind, ==, D_LEAD);
  t_do_first_while (t, D_LEAD, ROLLS (4));
  /* 8.31-8: BURLINGTON RACES may lie unseen in the 1813 pile, so the
   * struck side is asked (7.32); it passes. */
  g_assert_cmpint (t->st->pending.kind, ==, D_REACTION);
  t_do_rolls (t, "no-reaction", ROLLS (3));
  t->keep_story = FALSE;
  t_assert_narrates (t, "2 ships against 1, modifier +2");
  t_assert_narrates (t, "Lead ships Oneida and Royal George: +0");
  t_assert_narrates (t, "Die 4, modifiers +2: 6");
  t_assert_narrates (t, "Royal George strikes its flag");
  t_assert_narrates (t, "The victor rolls 3: 0 step losses");
  t_assert_at (t, "gb-royal-george", "removed");
  t_assert_at (t, "us-oneida", "lake-ontario");
  g_assert_cmpint (t_vp (t), ==, 2);
  t_free (t);
}

/* 7.0, 16.1: the status shows the phase of the sequence of play
 * (game.xml): the Pre-war Sequence, the Spring-Summer fleet return, the
 * action phase, the winter's attrition. */
static const char *
t_phase (T *t)
{
  return bh_game_data_get_phase (t->data, t->st->phase)->id;
}

static void
test_phases (void)
{
  T *t = NULL;

  /* A seed whose Pre-war Deck does not open with the Declaration of War. */
  for (guint64 seed = 1; t == NULL || t->st->pending.kind != D_PREWAR; seed++)
    {
      g_assert_cmpuint (seed, <, 50);
      if (t != NULL)
        t_free (t);
      t = t_new_seed ("entire-war", seed);
    }
  g_assert_cmpstr (t_phase (t), ==, "prewar");
  t_free (t);

  t = t_new ("1814");
  g_assert_cmpint (t->st->pending.kind, ==, D_FLEET);
  g_assert_cmpstr (t_phase (t), ==, "fleet-return");
  t_do_first_while (t, D_FLEET, NULL);
  g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
  g_assert_cmpstr (t_phase (t), ==, "action");
  t_free (t);

  /* Two fresh units in Cleveland (WQ 1) at the end of 1813. */
  t = t_end_of_1813 ((const char *[]) { "us-13th cleveland", "us-14th cleveland", NULL });
  g_assert_cmpint (t->st->pending.kind, ==, D_LOSS);
  g_assert_cmpstr (t_phase (t), ==, "winter-attrition");
  t_free (t);
}

/* ---- 16.2 winter attrition ---------------------------------------------- */

/* The Summer-Autumn 1813 turn ends with `side`'s last card held: the
 * winter turn follows, without winter events. */
static void
t_to_winter (T *t)
{
  t_play_at (t, 5, MAD_US);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-us"));
  t_do (t, "hold card-40");
}

/* 16.2 winter attrition (T33-T36), position -> winter -> position: US
 * units on one space, the losses the US player chooses (each with a loss
 * refused just before it, if any), and each unit's face afterwards, -1
 * when it is gone from the space. */
typedef struct {
  const char *id;
  int face, face_after;
} AttritionUnit;

typedef struct {
  const char *space;
  AttritionUnit units[6];                            /* up to id NULL */
  const char *allowed[3];                            /* losses offered first, up to NULL */
  struct { const char *refused, *chosen; } losses[3];   /* up to chosen NULL */
} AttritionCase;

static const AttritionCase attrition_cases[] = {
  /* 16.22 (T33): two fresh units in Cleveland (WQ 1): one is flipped, and
   * the US player chooses which. */
  { "cleveland", { { "us-13th", 0, 0 }, { "us-14th", 0, 1 } }, { "us-13th", "us-14th" },
    { { NULL, "us-14th" } } },
  /* 16.23 (T34): one of the two already reduced: nothing happens in
   * friendly territory. */
  { "cleveland", { { "us-13th", 0, 0 }, { "us-14th", 1, 1 } }, { NULL }, { { NULL, NULL } } },
  /* 16.21 boundary: as many units as the WQ value: no loss. */
  { "london", { { "us-13th", 0, 0 }, { "us-14th", 0, 0 }, { "us-15th", 0, 0 } }, { NULL }, { { NULL, NULL } } },
  /* 16.23 (T35, T36): five US units in London (WQ 3), three fresh and two
   * reduced: the two losses go to fresh units; a reduced unit may not
   * take one while a fresh one can. */
  { "london",
    { { "us-13th", 0, 1 }, { "us-14th", 0, 1 }, { "us-15th", 0, 0 }, { "us-16th", 1, 1 }, { "us-18th", 1, 1 } },
    { NULL }, { { "us-16th", "us-13th" }, { "us-18th", "us-14th" } } },
  /* 16.26, 16.23's second case: a reduced British unit on Smiths Creek, a
   * "0" space of British territory, is destroyed; on Queenston (WQ 1) it
   * winters in peace (16.25). */
  { "smiths-creek", { { "gb-49th", 1, -1 } }, { NULL }, { { NULL, NULL } } },
  { "queenston", { { "gb-49th", 1, 1 } }, { NULL }, { { NULL, NULL } } },
};

static void
test_attrition (gconstpointer data)
{
  const AttritionCase *c = data;
  T *t = t_new ("1813-1814");

  t_clear (t);
  for (const AttritionUnit *u = c->units; u->id != NULL; u++)
    t_put (t, u->id, c->space, u->face);
  t_to_winter (t);
  for (const char *const *a = c->allowed; *a != NULL; a++)
    {
      g_autofree char *loss = g_strdup_printf ("loss %s", *a);

      g_assert_true (t_can (t, loss));
    }
  for (guint i = 0; i < G_N_ELEMENTS (c->losses) && c->losses[i].chosen != NULL; i++)
    {
      g_autofree char *chosen = g_strdup_printf ("loss %s", c->losses[i].chosen);

      g_assert_cmpint (t->st->turn, ==, 6);
      g_assert_cmpint (t->st->pending.kind, ==, D_LOSS);
      {
        /* The decision names the winter's rule, not a battle's (10.52). */
        g_autofree char *asked = bh_rules_describe_decision (t->rules, t->st, BH_NONE);

        g_assert_nonnull (strstr (asked, "(16.22)"));
      }
      if (c->losses[i].refused != NULL)
        {
          g_autofree char *refused = g_strdup_printf ("loss %s", c->losses[i].refused);

          g_assert_false (t_can (t, refused));
        }
      t_do (t, chosen);
    }
  g_assert_cmpint (t->st->turn, ==, 7);
  for (const AttritionUnit *u = c->units; u->id != NULL; u++)
    if (u->face_after < 0)
      g_assert_cmpint (t_where (t, u->id), !=, t_loc (t, c->space));
    else
      {
        t_assert_at (t, u->id, c->space);
        g_assert_cmpint (t_face (t, u->id), ==, u->face_after);
      }
  t_free (t);
}

/* 16.24 (T37, example 5): five US units in London (WQ 3), one fresh and
 * four reduced, cut off at Oxford, Thamesville and Port Talbot: the fresh
 * one is flipped and one reduced unit is lost; in supply (example 4's
 * line through spaces the US controls), only the flip. */
static void
test_attrition_london_cut_off (void)
{
  for (int cut = 0; cut < 2; cut++)
    {
      T *t = t_new ("1813-1814");
      const char *reduced[] = { "us-14th", "us-15th", "us-16th", "us-18th" };
      int gone = 0;

      t_clear (t);
      t_put (t, "us-13th", "london", 0);
      for (int i = 0; i < 4; i++)
        t_put (t, reduced[i], "london", 1);
      if (cut)
        {
          t_put (t, "gb-8th", "thamesville", 0);
          t_put (t, "gb-49th", "port-talbot", 0);
          t_put (t, "gb-103rd", "oxford", 0);
        }
      else
        {
          /* A line of US-controlled spaces: Thamesville, Sandwich, then
           * Detroit and Michigan to Ft. MacArthur (13.32). */
          t_put (t, "us-11th", "thamesville", 0);
          t_put (t, "us-12th", "sandwich", 0);
        }
      t_to_winter (t);
      if (cut)
        {
          /* The owner chooses which reduced unit goes (16.22). */
          g_assert_cmpint (t->st->pending.kind, ==, D_LOSS);
          g_assert_false (t_can (t, "loss us-13th"));
          t_do (t, "loss us-16th");
          t_assert_narrates (t, "(16.24)");
        }
      g_assert_cmpint (t->st->turn, ==, 7);
      g_assert_cmpint (t_face (t, "us-13th"), ==, 1);
      for (int i = 0; i < 4; i++)
        gone += t_pc (t, reduced[i])->location != t_loc (t, "london");
      g_assert_cmpint (gone, ==, cut);
      t_free (t);
    }
}

/* 13.37 (T29): a CAMPAIGN card's first force takes York and cuts Burlington
 * off (Lake Ontario is American); its second force attacks Burlington,
 * whose defenders count as in supply for this card play. */
static void
test_supply_kept_during_campaign (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-oneida", "lake-ontario", 0);
  t_put (t, "us-brown", "holland-landing", 0);
  t_put (t, "us-13th", "holland-landing", 0);
  t_put (t, "us-scott", "forty-mile-creek", 0);
  t_put (t, "us-14th", "forty-mile-creek", 0);
  t_put (t, "us-15th", "forty-mile-creek", 0);
  t_put (t, "gb-york-militia", "burlington", 0);
  bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
  t_do (t, "campaign card-33");
  t_do (t, "leader us-brown");
  t_do (t, "leader us-scott");
  t_do (t, "add us-13th");
  t_go (t);
  t_do (t, "move us-brown york");
  t_do (t, "end");
  /* The second force. */
  t_do (t, "add us-14th");
  t_do (t, "add us-15th");
  t_go (t);
  t_do (t, "move us-scott burlington");
  if (t->st->pending.kind == D_RBC)
    t_do (t, "stand");
  t_keep_story_on (t);
  t_do (t, "end");
  t_do_first_while (t, D_LEAD, NULL);
  t->keep_story = FALSE;
  t_assert_narrates (t, "Battle at Burlington");
  g_assert_false (t_narrated (t, "defence halved"));
  t_free (t);
}

/* 16.26: a "0" space keeps no land unit over the winter. */
static void
test_attrition_zero_space (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_put (t, "gb-49th", "smiths-creek", 0);
  t_to_winter (t);
  t_assert_at (t, "gb-49th", "eliminated");
  t_free (t);
}

/* ---- 4.1 victory points ------------------------------------------------- */

/* 4.14: control needs combat factors equal to the value, not one less. */
static void
test_control_threshold (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  /* London is worth 3; the 17th is 3B, reduced 1B. */
  t_put (t, "us-17th", "london", 1);
  g_assert_cmpint (t_vp (t), ==, 0);
  t_put (t, "us-17th", "london", 0);
  g_assert_cmpint (t_vp (t), ==, 3);
  t_free (t);
}

/* 4.22 (T11): the Treaty played with 2 other cards in hand costs 2 VP and
 * ends the game; 4.17: an event card's VP. */
static void
test_treaty (void)
{
  T *t = t_new ("1814");

  t_clear (t);
  t_play_at (t, 8, MAD_GB);
  bh_state_move_piece (t->st, t_piece (t, "card-73"), t_loc (t, "hand-gb"));
  bh_state_move_piece (t->st, t_piece (t, "card-82"), t_loc (t, "hand-gb"));
  bh_state_move_piece (t->st, t_piece (t, "card-84"), t_loc (t, "hand-gb"));
  t_do (t, "event card-73");
  t_assert_narrates (t, "(4.22)");
  g_assert_cmpint (t_vp (t), ==, 2);
  g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
  g_assert_cmpint (t->st->winner, ==, MAD_US);
  t_free (t);

  /* As the last card in hand: no loss. */
  t = t_new ("1814");
  t_clear (t);
  t_play_at (t, 8, MAD_GB);
  bh_state_move_piece (t->st, t_piece (t, "card-82"), t_loc (t, "hand-gb"));
  bh_state_move_piece (t->st, t_piece (t, "card-73"), t_loc (t, "hand-gb"));
  bh_state_move_piece (t->st, t_piece (t, "card-83"), t_loc (t, "hand-us"));
  t_do (t, "event card-82");
  g_assert_cmpint (t_vp (t), ==, -2);
  t_do (t, "ops card-83");
  t_do (t, "end");
  t_do (t, "event card-73");
  g_assert_cmpint (t_vp (t), ==, -2);
  g_assert_cmpint (t->st->winner, ==, MAD_GB);
  t_free (t);
}

/* 4.23: a held BATTLE OF NEW ORLEANS may still be played after the
 * Treaty; nothing else may. */
static void
test_new_orleans_after_treaty (void)
{
  T *t = t_new ("1814");

  t_clear (t);
  t_play_at (t, 8, MAD_GB);
  bh_state_move_piece (t->st, t_piece (t, "card-74"), t_loc (t, "held-us"));
  bh_state_move_piece (t->st, t_piece (t, "card-83"), t_loc (t, "hand-us"));
  bh_state_move_piece (t->st, t_piece (t, "card-73"), t_loc (t, "hand-gb"));
  t_do (t, "event card-73");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  g_assert_false (t_can (t, "event card-83"));
  t_do (t, "event card-74");
  g_assert_cmpint (t_vp (t), ==, 2);
  g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
  t_free (t);
}

/* 17.1: 20 or more decisive, 10 to 19 marginal, less than 10 moral; 17.2:
 * 0 goes to the British.  The 1814 scenario from its Summer-Autumn turn, as
 * data: the VP marker where the case puts it and the TREATY OF GHENT in the
 * British hand (the rest of it dealt, 7.21: 9).  The British play it first
 * (7.33) and it costs them 1 VP for each of the 8 cards left in hand
 * (4.22), so the marker starts 8 lower than the final count. */
static void
test_victory_levels (void)
{
  static const struct { int vp; const char *level; int winner; } cases[] = {
    { 20, "decisive", MAD_US }, { 19, "marginal", MAD_US }, { 10, "marginal", MAD_US }, { 9, "moral", MAD_US },
    { 1, "moral", MAD_US }, { 0, "stalemate", MAD_GB }, { -10, "marginal", MAD_GB }, { -9, "moral", MAD_GB },
    { -20, "decisive", MAD_GB }, { -19, "marginal", MAD_GB },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *vp = g_strdup_printf ("<track-value marker=\"vp\" value=\"%d\"", cases[i].vp - 8);
      const char *const edits[] = {
        "<turns first=\"7\"", "<turns first=\"8\"",
        "<track-value marker=\"turn\" value=\"7\"", "<track-value marker=\"turn\" value=\"8\"",
        "<track-value marker=\"vp\" value=\"2\"", vp,
        "<place unit=\"gb-prevost\"", "<place unit=\"card-73\" count=\"1\" at=\"hand-gb\" source=\"4.22\"/><place unit=\"gb-prevost\"",
        NULL,
      };
      T *t = t_new_edited ("1814", edits);

      g_assert_cmpint (t_vp (t), ==, cases[i].vp - 8);
      while (t->st->pending.kind != D_PLAY)
        t_do_first_while (t, t->st->pending.kind, NULL);
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      g_assert_cmpint (mad_hand_count (&t->c, MAD_GB), ==, 9);
      t_keep_story_on (t);
      t_do (t, "event card-73");
      g_assert_cmpint (t_vp (t), ==, cases[i].vp);
      g_assert_cmpint (t->st->winner, ==, cases[i].winner);
      t_assert_narrates (t, cases[i].level);
      t_free (t);
    }
}

/* 4.34: at the end of the game (here the TREATY OF GHENT, 4.22) the US
 * detachment holding Ft. St. Joseph (a British town worth 1) scores it
 * unless the British control Lake Huron; with the fleets home their Lake
 * Control marker tells who does (11.44, as the lake's own points).  The
 * fort's share is the final VP with the detachment less that without. */
static int
t_final_vp (int marker, const char *unit, const char *where)
{
  T *t = t_new ("1814");
  int huron = t->self->d->spaces[t_loc (t, "lake-huron")].lake, vp;

  t_clear (t);
  t_play_at (t, 8, MAD_US);
  if (unit != NULL)
    t_put (t, unit, where, 0);
  t_x (t)->lake_marker[huron] = marker;
  t_sync_vp (t);
  bh_state_move_piece (t->st, t_piece (t, "card-73"), t_loc (t, "hand-us"));
  t_do (t, "event card-73");
  while (t->st->result == BH_RESULT_ONGOING)
    t_do_first_while (t, t->st->pending.kind, NULL);
  vp = t_vp (t);
  t_free (t);
  return vp;
}

static void
test_lake_huron_end_supply (void)
{
  static const struct { int marker, share; } cases[] = { { MAD_GB, 0 }, { -1, 1 }, { MAD_US, 1 } };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (t_final_vp (cases[i].marker, "us-mackinac-det", "ft-st-joseph") - t_final_vp (cases[i].marker, NULL, NULL),
                     ==, cases[i].share);
}

/* 4.34, the British side: "the British always count as supplied" at Ft.
 * Mackinac (a US town worth 1), whoever controls Lake Huron, their own
 * control of it included.  (Mutation audit, session 11: the British held
 * to the US condition.) */
static void
test_lake_huron_end_supply_british (void)
{
  static const int markers[] = { MAD_GB, -1, MAD_US };

  for (guint i = 0; i < G_N_ELEMENTS (markers); i++)
    g_assert_cmpint (t_final_vp (markers[i], "gb-10th-rvb-det", "ft-mackinac") - t_final_vp (markers[i], NULL, NULL), ==, -1);
}

/* 17.31: the game ends the moment the US controls Quebec "in 1812 or 1813"
 * (game.xml `us-instant-victory-years`), not at the end of the card play:
 * Wilkinson's force, the first of a CAMPAIGN card, marches into Quebec
 * (worth 6) with 6 combat factors, and Hampton's force never moves.  With
 * 5 factors Quebec is not controlled (4.14) and the second force forms;
 * so it does in Spring-Summer 1814 (turn 7) with 6, the year after the
 * last that counts (turn 5, Summer-Autumn 1813, still does). */
static void
test_us_instant_victory (void)
{
  static const struct { int turn; const char *second; int face; gboolean ends; } cases[] = {
    { 4, "us-1st-rifles", 0, TRUE },   /* 2A: 6 factors */
    { 4, "us-17th", 1, FALSE },        /* 1B reduced: 5 */
    { 5, "us-1st-rifles", 0, TRUE },
    { 7, "us-1st-rifles", 0, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new ("1813-1814");

      t_clear (t);
      t_play_at (t, cases[i].turn, MAD_US);
      t_put (t, "us-wilkinson", "trois-rivieres", 0);
      t_put (t, "us-13th", "trois-rivieres", 0);                   /* 4B */
      t_put (t, cases[i].second, "trois-rivieres", cases[i].face);
      t_put (t, "us-hampton", "plattsburg", 0);
      t_put (t, "us-15th", "plattsburg", 0);
      bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
      bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
      t_do (t, "campaign card-33");
      t_do (t, "leader us-wilkinson");
      t_do (t, "leader us-hampton");
      t_do (t, "add us-13th");
      t_do_card (t, "add", t_piece (t, cases[i].second));
      t_go (t);
      t_keep_story_on (t);
      t_do (t, "move us-wilkinson quebec");
      if (!cases[i].ends)
        {
          g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
          g_assert_false (t_narrated (t, "instant decisive victory"));
          t_do (t, "end");
          g_assert_cmpint (t->st->pending.kind, ==, D_FORM);
          t_free (t);
          continue;
        }
      t_assert_narrates (t, "The US controls Quebec: instant decisive victory (17.31)");
      g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
      g_assert_cmpint (t->st->winner, ==, MAD_US);
      t_assert_at (t, "us-hampton", "plattsburg");
      t_free (t);
    }
}

/* 17.32: three of the four US reinforcement spaces, not two: the third
 * is taken by a British card play (no piece is put down between actions). */
static void
test_british_instant_victory (void)
{
  T *t = t_new ("1813-1814");
  int ops;

  t_clear (t);
  t_play_at (t, 4, MAD_GB);
  /* Albany is worth 5, Pittsburgh 4, Mansfield 2. */
  t_put (t, "gb-8th", "albany", 0);
  t_put (t, "gb-103rd", "pittsburgh", 0);
  t_put (t, "gb-10th-rvb-det", "mansfield", 0);
  t_put (t, "gb-41st-det", "upper-sandusky", 0);
  ops = t_card_to_hand (t, 3, 13, "hand-gb");
  g_assert_cmpint (ops, !=, t_piece (t, "card-40"));
  g_assert_cmpint (ops, !=, t_piece (t, "card-42"));
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
  bh_state_move_piece (t->st, t_piece (t, "card-41"), t_loc (t, "hand-gb"));
  bh_state_move_piece (t->st, t_piece (t, "card-42"), t_loc (t, "hand-us"));
  /* One factor in Mansfield does not control it: two of four. */
  t_do (t, "hold card-40");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  t_do (t, "hold card-42");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  /* The 41st detachment marches in from Upper Sandusky: three of four,
   * the moment it arrives. */
  t_do_card (t, "ops", ops);
  t_do (t, "units upper-sandusky");
  t_do (t, "add gb-41st-det");
  t_go (t);
  t_keep_story_on (t);
  t_do (t, "move gb-41st-det mansfield");
  t_assert_narrates (t, "(17.32)");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
  g_assert_cmpint (t->st->winner, ==, MAD_GB);
  t_free (t);
}

/* 10.7: a battle that ends on the defender's choice of retreat ends the
 * card play: the attacker's force is released and the other side plays
 * next (a fault found by the random games: the force stayed activated and
 * the US moved a British ship). */
static void
test_play_ends_after_chosen_retreat (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_GB);
  t_put (t, "gb-49th", "isle-aux-noix", 0);
  t_put (t, "gb-1-41st", "isle-aux-noix", 0);
  t_put (t, "us-14th", "plattsburg", 0);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-us"));
  /* 4 against 4, classes +1: dice of 9 make 10, a DR (tables.xml). */
  t_fight (t, "gb-49th", "isle-aux-noix", "plattsburg", ROLLS (5, 4));
  /* Four Corners or Whitehall: the US player chooses. */
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  t_do (t, "retreat whitehall");
  t_assert_narrates (t, "Battle at Plattsburg");
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
  t_assert_at (t, "card-33", "discard");
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "gb-49th")].flags & F_FORCE, ==, 0);
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "gb-1-41st")].flags & F_FORCE, ==, 0);
  t_free (t);
}

/* 10.9: "If a leader's forces are destroyed in combat the leader takes an
 * automatic DR ... If surrounded or there is no retreat route available
 * the leader is captured."  The British 8th attacks Salina from Oswego;
 * dice of 6 and 6 (DR-2) eliminate the New York Militia and leave Dearborn
 * alone.  Salina's other neighbours are Canandaigua and Rome (never
 * Oswego, 10.72): both open, the US names the one he withdraws to; one
 * held by the British, he goes to the other unasked; both held, he is
 * captured. */
typedef struct {
  const char *path;
  const char *blockers[3];   /* British units on Salina's other neighbours */
  const char *choice;        /* the US player's action, or NULL: no question */
  const char *dearborn_at;
} LeaderAloneCase;

static const LeaderAloneCase leader_alone_cases[] = {
  { "/madison/10.9/leader-withdraws-where-owner-says", { NULL }, "retreat rome", "rome" },
  { "/madison/10.9/leader-withdraws-to-the-only-space", { "gb-49th rome", NULL }, NULL, "canandaigua" },
  { "/madison/10.9/leader-captured-without-retreat", { "gb-49th rome", "gb-100th canandaigua", NULL }, NULL, "removed" },
};

static void
test_leader_withdraws (gconstpointer data)
{
  const LeaderAloneCase *k = data;
  T *t = t_new ("1813-1814");

  t_position (t, 4, MAD_GB, (const char *[]) { "gb-8th oswego", "us-dearborn salina", "us-ny-militia salina", NULL });
  for (int i = 0; k->blockers[i]; i++)
    t_put_spec (t, k->blockers[i]);
  t_fight (t, "gb-8th", "oswego", "salina", ROLLS (6, 6));
  t_assert_at (t, "us-ny-militia", "eliminated");
  if (k->choice)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
      g_assert_cmpint (t->st->pending.side, ==, MAD_US);
      g_assert_true (t_can (t, "retreat canandaigua"));
      g_assert_true (t_can (t, "retreat rome"));
      g_assert_false (t_can (t, "retreat oswego"));
      t_do (t, k->choice);
    }
  t_assert_at (t, "us-dearborn", k->dearborn_at);
  t_assert_narrates (t, g_str_equal (k->dearborn_at, "removed") ? "Dearborn is captured (10.9)"
                                                                 : "withdraws to");
  t_free (t);
}

/* The invariant hook (RULES-DONE 3, finding 14 of the re-check) refuses
 * positions the rules forbid: a Lake Ontario ship on Lake Erie (2.3,
 * 15.15), a Lake Ontario ship at a town off the lakes (2.13), an Indian
 * unit aboard a ship (11.33, 9.47), the Northwest Company off Lake Huron
 * (3.61: at Holland Landing, or in the Lake Control Box), a damaged ship at
 * rest in a Lake Control Box (12.42, 12.52).  Each position is sound before the
 * piece is put there.  (The state is written on purpose: no action may
 * reach these positions.) */
static void
test_invariants_refuse (void)
{
  static const struct { const char *piece, *where, *aboard, *says; int face; } cases[] = {
    { "gb-wolfe", "lake-erie", NULL, "off its lake", 0 },
    { "gb-wolfe", "montreal", NULL, "off its lake", 0 },
    { "gb-wyandot", "york", "gb-wolfe", "aboard a ship (11.33)", 0 },
    { "gb-nwc", "holland-landing", NULL, "off its lake in Holland Landing (3.61)", 0 },
    { "gb-nwc", "lake-huron", NULL, "in the Lake Control Box", 0 },
    /* 12.42, 12.52: a damaged ship at rest in its lake's box */
    { "gb-royal-george", "lake-ontario", NULL, "stays damaged in the Lake Control Box", 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new ("1813-1814");
      g_autoptr(GError) error = NULL;

      t_position (t, 4, MAD_GB, (const char *[]) { "gb-wolfe york", "gb-1-41st york", NULL });
      g_assert_true (bh_rules_check_invariants (t->rules, t->st, &error));
      t_put (t, cases[i].piece, cases[i].where, cases[i].face);
      if (cases[i].aboard)
        t_x (t)->aboard[t_piece (t, cases[i].piece)] = t_piece (t, cases[i].aboard) + 1;
      g_assert_false (bh_rules_check_invariants (t->rules, t->st, &error));
      g_assert_nonnull (strstr (error->message, cases[i].says));
      t_free (t);
    }
}

/* The first legal action listed, performed. */
static void
t_do_first_listed (T *t)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autofree char *text = NULL;

  bh_rules_list_actions (t->rules, t->st, actions);
  g_assert_cmpuint (actions->len, >, 0);
  text = bh_rules_format_action (t->rules, &g_array_index (actions, BhAction, 0));
  t_do (t, text);
}

/* 7.33 (the third re-check's M1): the 1813 first player's roll is made
 * while the 1813-1814 scenario is set up, when nothing is narrated; the
 * log tells it with the first action, and only then.  1814 (the British
 * first, no roll) tells none. */
static void
test_first_roll_told (void)
{
  for (int s = 0; s < 2; s++)
    {
      T *t = t_new (s ? "1814" : "1813-1814");

      t_do_first_listed (t);
      g_assert_cmpint (t_narrated (t, "First player roll: US "), ==, !s);
      t_do_first_listed (t);
      g_assert_false (t_narrated (t, "First player roll"));
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/6.31/prewar-hand-limit-7", test_prewar_limit);
  g_test_add_func ("/madison/6.33/prewar-hand-limit-7", test_prewar_limit);
  g_test_add_func ("/madison/6.32/dow-drawn-14th", test_prewar_dow_last);
  g_test_add_func ("/madison/6.2/no-enemy-territory-before-war", test_prewar_no_enemy_territory);
  g_test_add_func ("/madison/2.18/no-enemy-territory-before-war", test_prewar_no_enemy_territory);
  g_test_add_func ("/madison/7.34/two-holds-per-hand", test_hold_two);
  g_test_add_func ("/madison/7.0/status-phase", test_phases);
  g_test_add_func ("/madison/7.34/held-card-unnamed-to-the-other-side", test_hold_unnamed);
  g_test_add_func ("/madison/7.25/treaty-out-of-first-1814-deal", test_1814_start);
  g_test_add_func ("/madison/7.33/six-vp-first-without-roll", test_first_player_1813);
  g_test_add_func ("/madison/7.33/set-up-roll-told", test_first_roll_told);
  for (guint i = 0; i < G_N_ELEMENTS (first_roll_cases); i++)
    g_test_add_data_func (first_roll_cases[i].path, &first_roll_cases[i], test_first_roll);
  for (guint i = 0; i < G_N_ELEMENTS (command_cases); i++)
    g_test_add_data_func (command_cases[i].path, &command_cases[i], test_command_case);
  g_test_add_func ("/madison/8.61/units-from-one-space", test_units_one_space);
  g_test_add_func ("/madison/8.31/restore-two-regulars", test_restore);
  g_test_add_func ("/madison/8.31/restore-needs-supply", test_restore_needs_supply);
  g_test_add_func ("/madison/13.52/depots", test_depots);
  g_test_add_func ("/madison/13.54/depots", test_depots);
  g_test_add_func ("/madison/8.72/campaign-two-forces", test_campaign);
  g_test_add_func ("/madison/10.22/campaign-two-forces", test_campaign);
  g_test_add_func ("/madison/8.71/campaign-two-forces", test_campaign);
  g_test_add_func ("/madison/8.42/campaign-two-forces", test_campaign);
  g_test_add_func ("/madison/9.2/path-costs", test_path_costs);
  g_test_add_func ("/madison/2.21/path-costs", test_path_costs);
  g_test_add_func ("/madison/9.3/stop-in-enemy-space", test_stop_in_enemy_space);
  g_test_add_func ("/madison/9.41/retreat-before-combat", test_rbc);
  g_test_add_func ("/madison/9.44/retreat-before-combat", test_rbc);
  g_test_add_func ("/madison/9.42/retreat-before-combat", test_rbc);
  g_test_add_func ("/madison/9.51/nine-to-one", test_rbc_nine_to_one);
  g_test_add_func ("/madison/9.52/nine-to-one", test_rbc_nine_to_one);
  g_test_add_func ("/madison/9.46/nine-to-one", test_rbc_nine_to_one);
  g_test_add_func ("/madison/9.53/leader-alone-retreats-before-units-only", test_leader_alone);
  g_test_add_func ("/madison/10.21/odds-rounded-down", test_odds);
  g_test_add_func ("/madison/10.51/exchange-one-against-one", test_exchange_one_against_one);
  g_test_add_func ("/madison/10.52/exchange-one-against-one", test_exchange_one_against_one);
  g_test_add_func ("/madison/10.41/montreal-across-mir", test_montreal);
  g_test_add_func ("/madison/2.23/montreal-across-mir", test_montreal);
  g_test_add_func ("/madison/2.14/montreal-across-mir", test_montreal);
  g_test_add_func ("/madison/10.44/british-regulars-in-the-open", test_british_regulars);
  g_test_add_func ("/madison/2.12/british-regulars-in-the-open", test_british_regulars);
  g_test_add_func ("/madison/13.35/supply-across-a-lake", test_lake_supply);
  g_test_add_func ("/madison/13.33/london-cuts-supply", test_london_cuts_supply);
  g_test_add_func ("/madison/13.32/london-cuts-supply", test_london_cuts_supply);
  g_test_add_func ("/madison/13.31/london-cuts-supply", test_london_cuts_supply);
  g_test_add_func ("/madison/13.21/london-cuts-supply", test_london_cuts_supply);
  g_test_add_func ("/madison/11.15/ships-town-box-town", test_ships_move);
  g_test_add_func ("/madison/4.16/ships-town-box-town", test_ships_move);
  g_test_add_func ("/madison/12.31/naval-battle-strikes-flag", test_naval_battle);
  g_test_add_func ("/madison/12.51/naval-battle-strikes-flag", test_naval_battle);
  g_test_add_func ("/madison/12.41/naval-battle-strikes-flag", test_naval_battle);
  g_test_add_func ("/madison/12.35/naval-battle-strikes-flag", test_naval_battle);
  g_test_add_func ("/madison/11.41/naval-battle-strikes-flag", test_naval_battle);
  for (guint i = 0; i < G_N_ELEMENTS (leader_alone_cases); i++)
    g_test_add_data_func (leader_alone_cases[i].path, &leader_alone_cases[i], test_leader_withdraws);
  g_test_add_data_func ("/madison/16.22/cleveland-flip-one", &attrition_cases[0], test_attrition);
  g_test_add_data_func ("/madison/16.23/reduced-in-friendly-territory", &attrition_cases[1], test_attrition);
  g_test_add_data_func ("/madison/3.17/reduced-in-friendly-territory", &attrition_cases[1], test_attrition);
  g_test_add_data_func ("/madison/16.21/at-the-limit-no-loss", &attrition_cases[2], test_attrition);
  g_test_add_data_func ("/madison/2.17/at-the-limit-no-loss", &attrition_cases[2], test_attrition);
  g_test_add_data_func ("/madison/16.23/london-fresh-units-first", &attrition_cases[3], test_attrition);
  g_test_add_func ("/madison/16.24/london-cut-off", test_attrition_london_cut_off);
  g_test_add_func ("/madison/13.37/supply-kept-during-campaign", test_supply_kept_during_campaign);
  g_test_add_func ("/madison/16.26/zero-space", test_attrition_zero_space);
  g_test_add_data_func ("/madison/16.26/reduced-on-friendly-zero-space", &attrition_cases[4], test_attrition);
  g_test_add_data_func ("/madison/16.26/reduced-on-friendly-one-space", &attrition_cases[5], test_attrition);
  g_test_add_data_func ("/madison/16.25/reduced-on-friendly-one-space", &attrition_cases[5], test_attrition);
  g_test_add_func ("/madison/4.14/control-threshold", test_control_threshold);
  g_test_add_func ("/madison/4.15/control-threshold", test_control_threshold);
  g_test_add_func ("/madison/4.12/control-threshold", test_control_threshold);
  g_test_add_func ("/madison/4.22/treaty-of-ghent", test_treaty);
  g_test_add_func ("/madison/4.21/treaty-of-ghent", test_treaty);
  g_test_add_func ("/madison/4.17/treaty-of-ghent", test_treaty);
  g_test_add_func ("/madison/4.23/new-orleans-after-treaty", test_new_orleans_after_treaty);
  g_test_add_func ("/madison/17.1/victory-levels", test_victory_levels);
  g_test_add_func ("/madison/7.21/victory-levels", test_victory_levels);
  g_test_add_func ("/madison/invariants/refuse-forbidden-positions", test_invariants_refuse);
  g_test_add_func ("/madison/15.15/refuse-forbidden-positions", test_invariants_refuse);
  g_test_add_func ("/madison/3.61/refuse-forbidden-positions", test_invariants_refuse);
  g_test_add_func ("/madison/17.32/three-of-four", test_british_instant_victory);
  g_test_add_func ("/madison/17.31/quebec-ends-the-game-at-once", test_us_instant_victory);
  g_test_add_func ("/madison/4.34/lake-huron-end-supply", test_lake_huron_end_supply);
  g_test_add_func ("/madison/4.34/british-always-supplied-at-the-end", test_lake_huron_end_supply_british);
  g_test_add_func ("/madison/10.7/play-ends-after-chosen-retreat", test_play_ends_after_chosen_retreat);
  return g_test_run ();
}
