/* test-madison-reactions.c — Mr. Madison's War: reaction cards played from
 * the hand in the other player's turn, against the force just formed
 * (8.31-8): HEAVY RAINS (the 8.3 extended example, T17), CONTRARY WINDS,
 * and the reconstructed reactions; a reaction is not its player's turn. */
#include "test-madison-util.c"

/* T17's position: the US CAMPAIGN card names Wilkinson (Sackets Harbour)
 * and Hampton (Plattsburg); the cards of the British hand are for the
 * caller to deal. */
static T *
t_campaign_start (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-wilkinson", "sackets-harbour", 0);
  t_put (t, "us-13th", "sackets-harbour", 0);
  t_put (t, "us-hampton", "plattsburg", 0);
  t_put (t, "us-14th", "plattsburg", 0);
  bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
  return t;
}

/* The CAMPAIGN card played, both leaders named, Wilkinson's force formed. */
static void
t_campaign_go (T *t)
{
  t_do (t, "campaign card-33");
  t_do (t, "leader us-wilkinson");
  t_do (t, "leader us-hampton");
  t_do (t, "add us-13th");
  t_do (t, "go");
}

/* T17's position, the British holding `reaction` and one card. */
static T *
t_campaign_position (const char *reaction)
{
  T *t = t_campaign_start ();

  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
  if (reaction)
    bh_state_move_piece (t->st, t_piece (t, reaction), t_loc (t, "hand-gb"));
  t_campaign_go (t);
  return t;
}

/* T17 (8.3 extended example): the British let Wilkinson go to French Mills,
 * then play HEAVY RAINS on Hampton's force: it moves one space from
 * Plattsburg and no further (without the card, on to French Mills).  The
 * reaction does not count as the British turn: they play next. */
static void
test_t17_heavy_rains (void)
{
  for (int rains = 0; rains < 2; rains++)
    {
      T *t = t_campaign_position ("card-35");

      g_assert_cmpint (t->st->pending.kind, ==, D_REACTION);
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      t_do (t, "no-reaction");
      g_assert_cmpint (t->st->pending.side, ==, MAD_US);
      t_do (t, "move us-wilkinson ogdensburg");
      t_do (t, "move us-wilkinson french-mills");
      t_do (t, "end");
      t_do (t, "add us-14th");
      t_do (t, "go");
      g_assert_cmpint (t->st->pending.kind, ==, D_REACTION);
      t_do (t, rains ? "react card-35" : "no-reaction");
      if (rains)
        t_assert_narrates (t, "Heavy rains: the force moves no further than one space (8.31)");
      t_do (t, "move us-hampton four-corners");
      g_assert_cmpint (t_can (t, "move us-hampton french-mills"), ==, !rains);
      t_do (t, "end");
      t_assert_at (t, "us-hampton", "four-corners");
      /* 8.31-8: the British turn follows, with the card they did not play
       * as a reaction still in hand. */
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
      t_assert_at (t, "card-35", rains ? "discard" : "hand-gb");
      t_free (t);
    }
}

/* 7.32, 8.31-8: hands are hidden, so whether the British are asked to
 * react must not tell the US what they hold.  T17's position, the British
 * holding two cards: with HEAVY RAINS among them, or with two cards of no
 * use against the force, they are asked all the same, and the US view of
 * the question is the same byte for byte; only the holder of the card sees
 * it among his choices.  They are not asked when it is public that they
 * cannot react: an empty hand (its count is public), or every reaction card
 * that could stop this force face up in the discard pile. */
typedef enum { HAND_RAINS, HAND_NO_REACTION, HAND_EMPTY, REACTIONS_DISCARDED } ReactHand;

static T *
t_campaign_hand (ReactHand hand)
{
  T *t = t_campaign_start ();
  const MadData *d = t->self->d;

  /* Cards 35 (HEAVY RAINS) and 37 (an event) are both of the 1813 deck:
   * which of them the British hold and which lies in the pile is all that
   * differs between the first two hands. */
  if (hand == REACTIONS_DISCARDED)
    for (guint p = 0; p < d->n_pieces; p++)
      if (d->pieces[p].kind == PK_CARD && d->pieces[p].card_type == CT_REACTION)
        bh_state_move_piece (t->st, p, d->discard);
  if (hand != HAND_EMPTY)
    {
      bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
      bh_state_move_piece (t->st, t_piece (t, hand == HAND_RAINS ? "card-35" : "card-37"), t_loc (t, "hand-gb"));
    }
  if (hand == HAND_RAINS)
    bh_state_move_piece (t->st, t_piece (t, "card-37"), d->pile[1]);
  if (hand == HAND_NO_REACTION)
    bh_state_move_piece (t->st, t_piece (t, "card-35"), d->pile[1]);
  t_campaign_go (t);
  return t;
}

static void
test_question_public (void)
{
  T *rains = t_campaign_hand (HAND_RAINS), *none = t_campaign_hand (HAND_NO_REACTION);
  g_autoptr(BhState) seen_rains = NULL, seen_none = NULL;
  T *t;

  for (int i = 0; i < 2; i++)
    {
      t = i ? none : rains;
      g_assert_cmpint (t->st->pending.kind, ==, D_REACTION);
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      g_assert_true (t_can (t, "no-reaction"));
      g_assert_cmpint (t_can (t, "react card-35"), ==, i == 0);
    }
  seen_rains = bh_rules_dup_view (rains->rules, rains->st, MAD_US);
  seen_none = bh_rules_dup_view (none->rules, none->st, MAD_US);
  g_assert_cmpuint (seen_rains->size, ==, seen_none->size);
  g_assert_true (memcmp (seen_rains, seen_none, seen_rains->size) == 0);
  /* Passing, the force moves. */
  t_do (none, "no-reaction");
  g_assert_cmpint (none->st->pending.kind, ==, D_MOVE);
  g_assert_cmpint (none->st->pending.side, ==, MAD_US);
  t_free (rains);
  t_free (none);

  for (int hand = HAND_EMPTY; hand <= REACTIONS_DISCARDED; hand++)
    {
      t = t_campaign_hand (hand);
      g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
      g_assert_cmpint (t->st->pending.side, ==, MAD_US);
      t_free (t);
    }
}

/* US units at Sackets Harbour with or without Oneida; the British hold
 * CONTRARY WINDS. */
static T *
t_sackets_force (gboolean ship, const char *reaction)
{
  T *t = t_new ("1813-1814");
  int card;

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  t_put (t, "us-oneida", "sackets-harbour", 0);
  t_put (t, "us-18th", "sackets-harbour", 0);
  bh_state_move_piece (t->st, t_piece (t, reaction), t_loc (t, "hand-gb"));
  card = t_card_to_hand (t, 2, 13, "hand-us");
  t_do_card (t, "ops", card);
  t_do (t, "units sackets-harbour");
  if (ship)
    t_do (t, "add us-oneida");
  t_do (t, "add us-18th");
  t_do (t, "go");
  return t;
}

/* CONTRARY WINDS (8.3, 11.21): the force's ships do not sail, its land
 * units still march; a force without ships is not its target. */
static void
test_contrary_winds (void)
{
  T *t = t_sackets_force (TRUE, "card-36");

  g_assert_cmpint (t->st->pending.kind, ==, D_REACTION);
  t_do (t, "react card-36");
  g_assert_false (t_can (t, "move us-oneida lake-ontario"));
  g_assert_false (t_can (t, "embark us-18th us-oneida"));
  g_assert_true (t_can (t, "move us-18th ogdensburg"));
  t_free (t);

  t = t_sackets_force (FALSE, "card-36");
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  t_free (t);
}

/* AUTUMN RAINS (reconstructed): every path costs one MP more: the 18th
 * (MF 6) takes three trails of 2 MP without it, two of 3 MP with it. */
static void
test_autumn_rains (void)
{
  for (int rains = 0; rains < 2; rains++)
    {
      T *t = t_sackets_force (FALSE, "card-25");

      g_assert_cmpint (t->st->pending.kind, ==, D_REACTION);
      t_do (t, rains ? "react card-25" : "no-reaction");
      t_do (t, "move us-18th ogdensburg");
      t_assert_narrates (t, rains ? "(3 MP)" : "(2 MP)");
      t_do (t, "move us-18th french-mills");
      g_assert_cmpint (t_can (t, "move us-18th four-corners"), ==, !rains);
      t_free (t);
    }
}

/* SPRING FLOODS (card-110, reconstructed): every trail the force uses
 * costs one MP more, a road does not (AUTUMN RAINS: every path).  The 18th
 * from Oswego: to Salina by road 1 MP, to Sackets Harbour by trail 3. */
static void
test_spring_floods (void)
{
  for (int trail = 0; trail < 2; trail++)
    {
      T *t = t_new ("1813-1814");

      t_clear (t);
      t_play_at (t, 4, MAD_US);
      t_put (t, "us-18th", "oswego", 0);
      bh_state_move_piece (t->st, t_piece (t, "card-110"), t_loc (t, "hand-gb"));
      t_do_card (t, "ops", t_card_to_hand (t, 2, 13, "hand-us"));
      t_do (t, "units oswego");
      t_do (t, "add us-18th");
      t_do (t, "go");
      g_assert_cmpint (t->st->pending.kind, ==, D_REACTION);
      t_do (t, "react card-110");
      t_do (t, trail ? "move us-18th sackets-harbour" : "move us-18th salina");
      t_assert_narrates (t, trail ? "(3 MP)" : "(1 MP)");
      t_free (t);
    }
}

/* GENERALS QUARREL (reconstructed): against a US leader of one star, not
 * of two; played, the activation is cancelled. */
static void
test_generals_quarrel (void)
{
  static const struct { const char *leader; gboolean offered; } cases[] = {
    { "us-van-rensselaer", TRUE }, { "us-hampton", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new ("1813-1814");
      g_autofree char *leader = g_strdup_printf ("leader %s", cases[i].leader);
      g_autofree char *move = g_strdup_printf ("move %s ogdensburg", cases[i].leader);

      t_clear (t);
      t_play_at (t, 4, MAD_US);
      t_put (t, cases[i].leader, "sackets-harbour", 0);
      t_put (t, "us-18th", "sackets-harbour", 0);
      bh_state_move_piece (t->st, t_piece (t, "card-15"), t_loc (t, "hand-gb"));
      bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
      t_do (t, "ops card-33");
      t_do (t, leader);
      t_do (t, "add us-18th");
      t_do (t, "go");
      g_assert_cmpint (t->st->pending.kind == D_REACTION, ==, cases[i].offered);
      if (cases[i].offered)
        {
          t_do (t, "react card-15");
          g_assert_false (t_can (t, move));
          t_do (t, "end");
          t_assert_at (t, cases[i].leader, "sackets-harbour");
        }
      t_free (t);
    }
}

/* A reaction card is played by its own side only: GENERALS QUARREL is a
 * British card; the US holding it is not offered it when Vincent (one star)
 * is activated. */
static void
test_generals_quarrel_british_only (void)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_GB);
  t_put (t, "gb-vincent", "kingston", 0);
  t_put (t, "gb-8th", "kingston", 0);
  bh_state_move_piece (t->st, t_piece (t, "card-15"), t_loc (t, "hand-us"));
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
  t_do (t, "ops card-40");
  t_do (t, "leader gb-vincent");
  t_do (t, "add gb-8th");
  t_do (t, "go");
  g_assert_false (t_can (t, "react card-15"));
  t_free (t);
}

/* HAMPTON REFUSES (reconstructed): played as the first force of a CAMPAIGN
 * card with two leaders goes, the second force does not move. */
static void
test_hampton_refuses (void)
{
  T *t = t_campaign_position ("card-58");

  t_do (t, "react card-58");
  t_do (t, "move us-wilkinson ogdensburg");
  t_do (t, "end");
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
  t_assert_at (t, "us-hampton", "plattsburg");
  t_free (t);
}

/* HAMPTON REFUSES needs "a CAMPAIGN card with two leaders": with a single
 * unit as the second force (8.71) it is not offered. */
static void
test_hampton_refuses_two_leaders_only (void)
{
  T *t = t_campaign_start ();

  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-gb"));
  bh_state_move_piece (t->st, t_piece (t, "card-58"), t_loc (t, "hand-gb"));
  t_do (t, "campaign card-33");
  t_do (t, "leader us-wilkinson");
  t_do (t, "units plattsburg");
  t_do (t, "add us-13th");
  t_do (t, "go");
  g_assert_false (t_can (t, "react card-58"));
  t_free (t);
}

/* COOK'S MILLS (reconstructed, card 91): its own moment is the US force
 * entering its first space of the Niagara peninsula.  The 13th marches from
 * Ft. Niagara into Ft. George: the British may play it, and the force stops
 * there; let go, it marches on to Queenston.  Entering Lewiston, outside the
 * peninsula, nothing is offered. */
static void
test_cooks_mills (void)
{
  for (int variant = 0; variant < 3; variant++)
    {
      T *t = t_new ("1814");
      int card;

      t_clear (t);
      t_play_at (t, 8, MAD_US);
      t_put (t, "us-13th", "ft-niagara", 0);
      bh_state_move_piece (t->st, t_piece (t, "card-91"), t_loc (t, "hand-gb"));
      card = t_card_to_hand (t, 3, 14, "hand-us");
      t_do_card (t, "ops", card);
      t_do (t, "units ft-niagara");
      t_do (t, "add us-13th");
      t_do (t, "go");
      g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
      t_do (t, variant == 2 ? "move us-13th lewiston" : "move us-13th ft-george");
      if (variant == 2)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
          t_free (t);
          continue;
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_REACTION);
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      t_do (t, variant == 0 ? "react card-91" : "no-reaction");
      g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
      g_assert_cmpint (t_can (t, "move us-13th queenston"), ==, variant == 1);
      if (variant == 0)
        t_assert_narrates (t, "The force stops in Ft. George (reconstructed card)");
      t_free (t);
    }
}

/* SMYTH'S FIASCO (reconstructed, card 29): before the first dice of a
 * battle the US attacks across a Major Invasion Route.  The US 13th crosses
 * from Ft. Niagara into Ft. George against the British 49th: played, the
 * attack is cancelled and the 13th is back at Ft. Niagara; let go, the
 * round is fought.  From Chippawa into Queenston (a road) it is not
 * offered. */
static void
test_smyths_fiasco (void)
{
  for (int variant = 0; variant < 3; variant++)
    {
      T *t = t_new ("entire-war");
      const char *from = variant == 2 ? "chippawa" : "ft-niagara", *to = variant == 2 ? "queenston" : "ft-george";

      t_clear (t);
      t_play_at (t, 2, MAD_US);
      t_put (t, "us-13th", from, 0);
      t_put (t, "gb-49th", to, 0);
      bh_state_move_piece (t->st, t_piece (t, "card-29"), t_loc (t, "hand-gb"));
      t_fight (t, "us-13th", from, to, variant == 2 ? ROLLS (3, 4) : NULL);
      if (variant == 2)
        {
          t_assert_narrates (t, "Round 1 at Queenston");
          t_free (t);
          continue;
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_REACTION);
      g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
      g_assert_false (t_narrated (t, "Round 1"));
      if (variant == 0)
        {
          t_do (t, "react card-29");
          t_assert_at (t, "us-13th", "ft-niagara");
          t_assert_at (t, "gb-49th", "ft-george");
          t_assert_narrates (t, "is cancelled (reconstructed card)");
        }
      else
        {
          t_do_rolls (t, "no-reaction", ROLLS (3, 4));
          t_assert_narrates (t, "Round 1 at Ft. George");
        }
      t_free (t);
    }
}

/* BURLINGTON RACES (reconstructed): the US General Pike (a frigate) attacks
 * the British schooner Beresford in the Lake Ontario box; a 6 on the die
 * (with the frigate and the lone schooner in the US favour, 12.34-12.35)
 * makes the Beresford strike her flag (12.41).  Whether the British are
 * asked before the victor's roll is judged on public information (7.32,
 * RULES-DONE 6): with card-61 in the British hand or still in the 1814
 * pile (an 1813 Campaign card making up the hand's public count and its
 * backs) the question is
 * the same and the US view of the two positions is byte for byte the same;
 * holding the card the British play it: she escapes to Kingston, undamaged,
 * and there is no victor's roll; without it they can only pass and she
 * surrenders.  With card-61 in the discard pile nobody is asked. */
typedef struct {
  const char *card_61, *filler;   /* where card-61 and card-34 (1813 too: the same back) lie */
  gboolean asked, escapes;
} RacesCase;

static const RacesCase races_cases[] = {
  { "hand-gb", "pile-1814", TRUE, TRUE },
  { "pile-1814", "hand-gb", TRUE, FALSE },
  { "discard", "hand-gb", FALSE, FALSE },
};

static T *
t_flag_struck (const RacesCase *k)
{
  T *t = t_new ("1814");

  t_position (t, 7, MAD_US, (const char *[]) { "us-general-pike sackets-harbour", "gb-beresford lake-ontario",
                                               "card-33 hand-us", "card-40 hand-gb", NULL });
  t_put (t, "card-61", k->card_61, 0);
  t_put (t, "card-34", k->filler, 0);
  t_do (t, "ops card-33");
  t_do (t, "units sackets-harbour");
  t_do (t, "add us-general-pike");
  t_do (t, "go");
  /* not a reaction against the force as it forms */
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  t_do (t, "move us-general-pike lake-ontario");
  t_keep_story_on (t);
  t_do_rolls (t, "end", ROLLS (6));
  t_assert_narrates (t, "strikes its flag");
  return t;
}

static void
test_burlington_races (void)
{
  BhState *seen[G_N_ELEMENTS (races_cases)] = { NULL };

  for (guint i = 0; i < G_N_ELEMENTS (races_cases); i++)
    {
      const RacesCase *k = &races_cases[i];
      T *t = t_flag_struck (k);

      seen[i] = bh_rules_dup_view (t->rules, t->st, MAD_US);
      if (k->asked)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_REACTION);
          g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
          g_assert_cmpint (t->st->n_rolls, ==, 1);
          g_assert_cmpint (t_can (t, "react card-61"), ==, k->escapes);
        }
      if (k->escapes)
        {
          t_do (t, "react card-61");
          t_assert_narrates (t, "The fleet escapes instead of striking its flag");
          if (t->st->pending.kind == D_NAVAL_RETREAT)
            t_do (t, "retreat kingston");
          t_assert_at (t, "gb-beresford", "kingston");
          g_assert_cmpint (t_face (t, "gb-beresford"), ==, 0);
          g_assert_false (t_narrated (t, "The victor rolls"));
        }
      else
        {
          if (k->asked)
            {
              /* the decline says what it means (fifth re-check m5) */
              t_assert_wording (t, "no-reaction", "8.31",
                                "Play no card: the fleet strikes its flag and the victor rolls (8.31)");
              t_do (t, "no-reaction");
            }
          t_assert_at (t, "gb-beresford", "removed");
          t_assert_narrates (t, "The victor rolls");
        }
      t_free (t);
    }
  /* Card in the hand or in the pile: the US sees the same position. */
  g_assert_cmpuint (seen[0]->size, ==, seen[1]->size);
  g_assert_true (memcmp (seen[0], seen[1], seen[0]->size) == 0);
  for (guint i = 0; i < G_N_ELEMENTS (seen); i++)
    bh_state_free (seen[i]);
}

/* BURLINGTON RACES is for "a naval battle on Lake Ontario": the Lady
 * Prevost striking her flag on Lake Erie cannot escape with it. */
static void
test_burlington_races_ontario_only (void)
{
  T *t = t_new ("1814");

  t_position (t, 7, MAD_US, (const char *[]) { "us-lawrence erie", "gb-lady-prevost lake-erie", "card-33 hand-us",
                                               "card-40 hand-gb", "card-61 hand-gb", NULL });
  t_do (t, "ops card-33");
  t_do (t, "units erie");
  t_do (t, "add us-lawrence");
  t_do (t, "go");
  t_do (t, "move us-lawrence lake-erie");
  t_keep_story_on (t);
  t_do_rolls (t, "end", ROLLS (6));
  t_assert_narrates (t, "strikes its flag");
  g_assert_false (t_can (t, "react card-61"));
  t_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/8.31/T17-heavy-rains", test_t17_heavy_rains);
  g_test_add_func ("/madison/7.32/reaction-question-public", test_question_public);
  g_test_add_func ("/madison/8.31/contrary-winds", test_contrary_winds);
  g_test_add_func ("/madison/8.31/autumn-rains", test_autumn_rains);
  g_test_add_func ("/madison/8.31/spring-floods", test_spring_floods);
  g_test_add_func ("/madison/8.31/generals-quarrel", test_generals_quarrel);
  g_test_add_func ("/madison/8.31/reaction-card-own-side-only", test_generals_quarrel_british_only);
  g_test_add_func ("/madison/8.31/hampton-refuses", test_hampton_refuses);
  g_test_add_func ("/madison/8.31/hampton-refuses-two-leaders-only", test_hampton_refuses_two_leaders_only);
  g_test_add_func ("/madison/8.31/cooks-mills", test_cooks_mills);
  g_test_add_func ("/madison/8.31/smyths-fiasco", test_smyths_fiasco);
  g_test_add_func ("/madison/8.31/burlington-races", test_burlington_races);
  g_test_add_func ("/madison/8.31/burlington-races-ontario-only", test_burlington_races_ontario_only);
  return g_test_run ();
}
