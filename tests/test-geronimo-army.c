/* test-geronimo-army.c — Geronimo's US Army and its battles: Columns and
 * their Speed (5.32), Column plays (5.33), Commanders (4.22, 5.46),
 * Attrition (5.38), Reaction (5.35), the Transcontinental Railroad
 * (5.241), odds (7.31), battles (7.32), Evasion, Pursuit and Ambush (7.5),
 * Devastation (7.41) and Massacres (7.62).  The rulebook's examples are
 * played with the dice forced to its numbers (T4, T6-T10, T20, T21, T23,
 * T24 of the digest). */
#include "test-geronimo-util.c"

/* 5.32 (T6, T7): Speed 3 less one for each five BPs or part beyond five,
 * less one a Field Gun, plus Pursuit, never below 0.  Formed by the US as
 * new Columns (5.343). */
static void
test_speed (void)
{
  static const char *const cmdrs[] = { "commander-miles", "commander-pope", NULL };
  static const struct { const char *who; int bp, fg, gg, speed; } cases[] = {
    { "commander-miles", 16, 1, 1, 2 },   /* T6: 0 for 16 BPs, -1 Field Gun, +3 Miles */
    { "commander-miles", 15, 1, 1, 3 },   /* 15 BPs: base 1 */
    { "commander-pope", 20, 3, 0, 0 },    /* T7: -4 rounds up to 0 */
    { "commander-pope", 5, 0, 0, 2 },     /* 5 BPs: base 3, -1 Pope */
    { "commander-pope", 6, 0, 0, 1 },     /* 6 BPs: base 2 */
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      g_autofree char *id = NULL, *place = NULL, *bps = NULL, *guns = NULL;
      int col;

      t_us_operations (t);
      t_no_columns (t);
      t_reserve (t, cmdrs, 20, 3, 1);
      id = bh_game_data_dup_piece_id (t->data, t_piece (t, cases[k].who));
      place = g_strdup_printf ("column-new %s", id);
      bps = g_strdup_printf ("column-bps %d", cases[k].bp);
      guns = g_strdup_printf ("column-guns %d %d", cases[k].fg, cases[k].gg);
      t_do (t, place);
      t_do (t, "column-at kansas");
      g_assert_false (t_can (t, "column-bps 21"));         /* 5.31: at most 20 */
      t_do (t, bps);
      g_assert_false (t_can (t, "column-guns 3 1"));       /* 5.52: at most three */
      t_do (t, guns);
      col = -1;
      for (int i = 0; i < GER_MAX_COLUMNS; i++)
        if (ger_col_used (&t->c, i) && t->x->col_cmdr[i] == t_commander (t, cases[k].who))
          col = i;
      g_assert_cmpint (col, >=, 0);
      g_assert_cmpint (t->x->col_bp[col], ==, cases[k].bp);
      g_assert_cmpint (ger_col_speed (&t->c, col), ==, cases[k].speed);
      g_assert_cmpint (t_count_type (t, t->self->d->usbp_first, t->self->d->usbp_count, "kansas"), >=, cases[k].bp);
      t_free (t);
    }
}

/* A new Column's make-up, position -> action: the US at his Operations
 * with 25 BPs, 4 Field Guns and 2 Gatlings in the Reserve forms a Column
 * under Miles in Kansas; with `bps` 0 the BPs are asked and `action` is
 * offered or not; otherwise it takes `bps` BPs and `action` (its guns)
 * is offered or not. */
typedef struct { int bps; const char *action; gboolean listed; } MakeUpRow;

static void
make_up_row (const MakeUpRow *row)
{
  static const char *const cmdrs[] = { "commander-miles", NULL };
  T *t = t_new ("basic", 3);

  t_us_operations (t);
  t_no_columns (t);
  t_reserve (t, cmdrs, 25, 4, 2);
  t_do (t, "column-new commander-miles");
  t_do (t, "column-at kansas");
  if (row->bps > 0)
    {
      g_autofree char *bps = g_strdup_printf ("column-bps %d", row->bps);

      t_do (t, bps);
    }
  g_assert_cmpint (t_can (t, row->action), ==, row->listed);
  t_free (t);
}

/* 5.31: a Column has one BP at least and 20 at most, with 25 in the
 * Reserve: 1 and 20 offered, 0 and 21 not. */
static void
test_formation (void)
{
  static const MakeUpRow rows[] = {
    { 0, "column-bps 0", FALSE },
    { 0, "column-bps 1", TRUE },
    { 0, "column-bps 20", TRUE },
    { 0, "column-bps 21", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    make_up_row (&rows[k]);
}

/* 5.52: up to three Artillery markers a Column, Field Guns and Gatlings
 * together: three of either mix offered, four of any mix not. */
static void
test_column_limits (void)
{
  static const MakeUpRow rows[] = {
    { 5, "column-guns 3 0", TRUE },
    { 5, "column-guns 2 1", TRUE },
    { 5, "column-guns 1 2", TRUE },
    { 5, "column-guns 4 0", FALSE },
    { 5, "column-guns 3 1", FALSE },
    { 5, "column-guns 2 2", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    make_up_row (&rows[k]);
}

/* 5.33 (T8): with three Indian players the US plays up to three Columns
 * a Round, and none he played in his previous Round. */
static void
test_plays (void)
{
  T *t = t_new ("basic", 4);
  int cols[4];
  g_autofree char *move0 = NULL, *move3 = NULL, *fort3 = NULL;

  t_us_operations (t);
  t_no_columns (t);
  cols[0] = t_column (t, "commander-miles", "kansas", FALSE, 5, 0, 0);
  cols[1] = t_column (t, "commander-pope", "kansas", FALSE, 5, 0, 0);
  cols[2] = t_column (t, "commander-sibley", "kansas", FALSE, 5, 0, 0);
  cols[3] = t_column (t, "commander-crook", "kansas", FALSE, 5, 0, 0);
  move0 = g_strdup_printf ("column-move %d nebraska", cols[0]);
  move3 = g_strdup_printf ("column-move %d nebraska", cols[3]);
  fort3 = g_strdup_printf ("column-fort %d", cols[3]);
  for (int k = 0; k < 3; k++)
    {
      g_autofree char *move = g_strdup_printf ("column-move %d colorado", cols[k]);

      g_assert_true (t_can (t, move3));
      t_do (t, move);
    }
  g_assert_false (t_can (t, move3));                       /* a fourth play: no */
  g_assert_false (t_can (t, fort3));
  t_do (t, "end-operations");
  t_us_operations (t);
  g_assert_false (t_can (t, "column-move 0 kansas"));      /* played last US Round */
  g_assert_true (t_can (t, move3));
  t_do (t, "end-operations");
  t_us_operations (t);
  g_assert_true (t_can (t, "column-move 0 kansas"));       /* one US Round between */
  g_assert_false (t_can (t, "column-move 0 california"));  /* not adjacent to Colorado */
  t_free (t);
}

static int
t_hand_size (T *t, int seat)
{
  int n = 0;

  for (int p = t->self->d->shaman_first; p < t->self->d->shaman_first + t->self->d->shaman_count; p++)
    n += bh_state_const_pieces (t->st)[p].location == t->self->d->hand_shaman[seat];
  return n;
}

/* 5.33 (referee m9, session 9): a Column may not be played in consecutive
 * US Rounds, "even the last Round of one Turn and the first Round of the
 * next Turn".  Two Columns of 10 BPs in Kansas; in the US's last Round of
 * Turn 4 one moves; in the US's first Round of Turn 5 (another seat may
 * be the US now) it may not move, the other may. */
static void
test_plays_across_turns (void)
{
  T *t = t_new ("basic", 3);
  int cols[2], turn = t->st->turn;
  g_autofree char *move0 = NULL, *move1 = NULL, *move0_back = NULL;

  t_no_columns (t);
  cols[0] = t_column (t, "commander-miles", "kansas", FALSE, 10, 0, 0);
  cols[1] = t_column (t, "commander-pope", "kansas", FALSE, 10, 0, 0);
  for (int i = 0; i < 2000; i++)
    {
      t_play_to (t, D_CARD, "texas");
      if (t->st->pending.side == t->x->us_seat && t_hand_size (t, t->x->us_seat) == 1)
        break;
      t_plain_step (t, "texas");
    }
  g_assert_cmpint (t->st->turn, ==, turn);
  /* his last card goes back to the deck: the Federales (no event now) is his last */
  for (int p = t->self->d->shaman_first; p < t->self->d->shaman_first + t->self->d->shaman_count; p++)
    if (bh_state_const_pieces (t->st)[p].location == t->self->d->hand_shaman[t->x->us_seat])
      bh_state_move_piece (t->st, p, t->self->d->shaman_deck);
  t_play_first_card (t);
  move0 = g_strdup_printf ("column-move %d nebraska", cols[0]);
  t_do (t, move0);
  t_do (t, "end-operations");
  g_assert_cmpint (t_hand_size (t, t->x->us_seat), ==, 0);
  t_us_operations (t);
  g_assert_cmpint (t->st->turn, ==, turn + 1);
  g_assert_true (ger_col_used (&t->c, cols[0]) && ger_col_used (&t->c, cols[1]));
  move0_back = g_strdup_printf ("column-move %d kansas", cols[0]);
  move1 = g_strdup_printf ("column-move %d nebraska", cols[1]);
  g_assert_false (t_can (t, move0_back));                  /* played in the US's Round just before */
  g_assert_true (t_can (t, move1));
  t_free (t);
}

/* 4.22, 5.43 (T4's pattern): the Turn's Commanders are drawn, one to each
 * Column on the map, the rest to the Reserve.  Basic, Turn 4: 12 drawn
 * (the Turn Track), three Columns (3.45). */
static void
test_commanders (void)
{
  T *t = t_new ("basic", 0);
  const GerData *d = t->self->d;
  int led = 0, reserve = 0;

  t_do (t, "players 3");
  for (guint k = 0; k < d->n_commanders; k++)
    {
      int l = bh_state_const_pieces (t->st)[d->commanders[k].piece].location;

      reserve += l == d->us_reserve;
      led += l < (int) d->n_spaces;
    }
  g_assert_cmpint (d->turn_commanders[4], ==, 12);
  g_assert_cmpint (led, ==, 3);
  g_assert_cmpint (reserve, ==, 9);
  g_assert_true (t_logged (t, "The US draws 12 Commanders: 3 lead Columns, 9 wait in the Reserve (4.22, 5.43)"));
  t_free (t);
}

/* 5.46 (T10): in Turns 7 and 8, 24 - States + half the Tribes in play
 * (rounded down): 13 States and 9 Tribes give 15; 14 States 14; 10
 * Tribes 16, but 8 Tribes 15 like 9 (half of 9 rounds down, 2.4). */
static void
test_formula (void)
{
  static const char *const villages[] = { "navajo", "arapaho", "kiowa", "snake", "comanche", "blackfoot",
                                          "flathead", "mojave", "umatilla", "yakima" };
  static const struct { int states, tribes, due; } cases[] = {
    { 13, 9, 15 }, { 14, 9, 14 }, { 13, 10, 16 }, { 13, 8, 15 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      const char *keep[G_N_ELEMENTS (villages) + 1] = { NULL };

      for (int i = 0; i < cases[k].tribes; i++)
        keep[i] = villages[i];
      t_only_villages (t, keep);
      for (int i = 0; i < cases[k].tribes; i++)
        t_put_village (t, villages[i], "colorado", 1);
      for (guint a = 0; a < t->self->d->n_areas; a++)
        t->x->states[a] = (int) a < cases[k].states;
      g_assert_cmpint (t->self->d->turn_commanders[7], ==, -1);   /* Turn 7: the formula */
      g_assert_cmpint (ger_commanders_due (&t->c), ==, cases[k].due);
      t_free (t);
    }
}

static int
count_at_loc (T *t, int first, int count, int location)
{
  int n = 0;

  for (int p = first; p < first + count; p++)
    n += bh_state_const_pieces (t->st)[p].location == location;
  return n;
}

/* 5.45: an In Fort Column of 10 BPs (Pope, Utah) divides: Custer from
 * the Reserve leads a new Column out On Patrol in Utah with 1 to 9 of its
 * BPs (the Column left keeps one at least: 10 is refused); a Column of
 * one BP cannot divide.  The Reserve's BPs are not touched. */
static void
test_divide (void)
{
  static const char *const cmdrs[] = { "commander-custer", NULL };

  for (int bp = 9; bp <= 10; bp++)
    {
      T *t = t_new ("basic", 3);
      const GerData *d = t->self->d;
      g_autofree char *id = NULL, *divide = NULL, *bps = NULL, *single = NULL;
      int from, one, col = -1, reserve;

      t_us_operations (t);
      t_no_columns (t);
      t_reserve (t, cmdrs, 5, 0, 0);
      from = t_column (t, "commander-pope", "utah", TRUE, 10, 0, 0);
      one = t_column (t, "commander-sibley", "texas", TRUE, 1, 0, 0);
      reserve = count_at_loc (t, d->usbp_first, d->usbp_count, d->us_reserve);
      id = bh_game_data_dup_piece_id (t->data, t_piece (t, "commander-custer"));
      divide = g_strdup_printf ("column-divide %d %s", from, id);
      single = g_strdup_printf ("column-divide %d %s", one, id);
      bps = g_strdup_printf ("column-bps %d", bp);
      g_assert_false (t_can (t, single));                  /* one BP: nothing to divide */
      t_do (t, divide);
      g_assert_cmpint (t->st->pending.kind, ==, D_NEW_BPS);
      if (bp == 10)
        {
          g_assert_false (t_can (t, bps));                 /* the Column left keeps one */
          t_free (t);
          continue;
        }
      t_do (t, bps);
      for (int i = 0; i < GER_MAX_COLUMNS; i++)
        if (ger_col_used (&t->c, i) && t->x->col_cmdr[i] == t_commander (t, "commander-custer"))
          col = i;
      g_assert_cmpint (col, >=, 0);
      g_assert_cmpint (t->x->col_bp[col], ==, 9);
      g_assert_cmpint (t->x->col_bp[from], ==, 1);
      g_assert_cmpint (ger_col_space (&t->c, col), ==, t_loc (t, "utah"));        /* On Patrol */
      g_assert_cmpint (ger_col_space (&t->c, from), ==, -1);                      /* still In Fort */
      g_assert_cmpint (count_at_loc (t, d->usbp_first, d->usbp_count, d->us_reserve), ==, reserve);
      g_assert_true (t_logged (t, "divides from Column"));
      t_free (t);
    }
}


/* 5.46: Columns left without a Commander at the Turn's start: their BPs
 * "may be placed into any In Fort Column or into the Reserve".  Three
 * Columns (Utah In Fort 5 BPs, Texas In Fort 18, Kansas On Patrol 10 and a
 * Field Gun), two Commanders in the cup: one Column is left without.  Its
 * BPs go into the fullest In Fort Column that has a Commander, as many as
 * bring it to 20 (5.31), then the rest to the Reserve with its gun. */
static void
test_disband (void)
{
  T *t = t_new ("basic", 0);
  const GerData *d = t->self->d;
  int cols[3], left = -1, target = -1, moved, reserve_bp, bp_before, target_before;
  g_autofree char *into = NULL;
  g_autofree char *patrol = NULL;

  t_no_columns (t);
  cols[0] = t_column (t, "commander-miles", "utah", TRUE, 5, 0, 0);
  cols[1] = t_column (t, "commander-pope", "texas", TRUE, 18, 0, 0);
  cols[2] = t_column (t, "commander-sibley", "kansas", FALSE, 10, 1, 0);
  /* No Commander yet (3.45); two left in the cup for Turn 4's draw. */
  for (guint k = 0; k < d->n_commanders; k++)
    bh_state_move_piece (t->st, d->commanders[k].piece, d->dead_leaders);
  for (int i = 0; i < 3; i++)
    {
      bh_state_move_piece (t->st, d->commanders[t->x->col_cmdr[cols[i]]].piece, i < 2 ? d->commander_cup : d->dead_leaders);
      t->x->col_cmdr[cols[i]] = -1;
    }
  reserve_bp = count_at_loc (t, d->usbp_first, d->usbp_count, d->us_reserve);
  t_do (t, "players 3");
  g_assert_cmpint (t->st->pending.kind, ==, D_DISBAND);
  g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
  left = t->st->pending.args[0];
  g_assert_cmpint (t->x->col_cmdr[left], <, 0);
  /* The decision is about the Column's Area (In Fort or On Patrol, 5.34). */
  {
    static const char *area[] = { "utah", "texas", "kansas" }, *name[] = { "Utah", "Texas", "Kansas" };
    int i = left == cols[0] ? 0 : left == cols[1] ? 1 : 2;

    g_assert_cmpint (left, ==, cols[i]);
    assert_decision_in (t, area[i], name[i]);
  }
  /* The fullest In Fort Column with a Commander. */
  for (int i = 0; i < 3; i++)
    if (cols[i] != left && cols[i] != cols[2] && (target < 0 || t->x->col_bp[cols[i]] > t->x->col_bp[target]))
      target = cols[i];
  g_assert_cmpint (target, >=, 0);
  patrol = g_strdup_printf ("disband-into %d", cols[2]);
  g_assert_false (t_can (t, patrol));                                        /* On Patrol: no */
  bp_before = t->x->col_bp[left];
  target_before = t->x->col_bp[target];
  moved = MIN (bp_before, 20 - target_before);
  into = g_strdup_printf ("disband-into %d", target);
  t_do (t, into);
  g_test_message ("Column %d (%d BPs) left without a Commander; %d BPs into Column %d (%d BPs)", left, bp_before, moved,
                  target, target_before);
  g_assert_cmpint (t->x->col_bp[target], ==, target_before + moved);
  g_assert_cmpint (t->x->col_bp[target], <=, 20);
  if (bp_before > moved)
    {
      /* The rest: the Column with room left, or the Reserve. */
      g_assert_cmpint (t->st->pending.kind, ==, D_DISBAND);
      g_assert_cmpint (t->x->col_bp[left], ==, bp_before - moved);
      g_assert_false (t_can (t, into));                                     /* full at 20 */
      t_do (t, "disband-reserve");
      g_assert_cmpint (count_at_loc (t, d->usbp_first, d->usbp_count, d->us_reserve), >=, reserve_bp + bp_before - moved);
    }
  g_assert_false (ger_col_used (&t->c, left));
  g_assert_cmpint (t->st->pending.kind, !=, D_DISBAND);
  g_assert_true (t_logged (t, "join Column"));
  t_free (t);
}

/* 5.38: the Attrition DR is how many Columns lose a BP, the US choosing
 * which; a DR above the number of Columns is ignored beyond it. */
static void
test_attrition (void)
{
  for (int dr = 2; dr <= 5; dr += 3)
    {
      T *t = t_new ("basic", 3);
      int rolls[1] = { dr };
      int lost = 0, cols[3];

      t_us_operations (t);
      t_no_columns (t);
      cols[0] = t_column (t, "commander-miles", "kansas", FALSE, 5, 0, 0);
      cols[1] = t_column (t, "commander-pope", "utah", TRUE, 5, 0, 0);   /* In Fort too (5.62) */
      cols[2] = t_column (t, "commander-sibley", "texas", FALSE, 1, 1, 0);
      t_do (t, "end-operations");
      for (int i = 0; i < 2000 && t->st->phase == PH_ROUNDS; i++)
        {
          if (t->st->pending.kind == D_CARD && cards_in_hands (t) == 1)
            t_dice (t, rolls, 1);
          t_plain_step (t, "texas");
        }
      for (int k = 0; k < 3 && t->st->pending.kind == D_ATTRITION; k++)
        {
          g_autofree char *which = g_strdup_printf ("attrition %d 0", cols[k]);
          g_autofree char *again = g_strdup_printf ("attrition %d 0", cols[0]);

          if (k > 0)
            g_assert_false (t_can (t, again));               /* different Columns */
          t_do (t, which);
          lost++;
        }
      g_assert_cmpint (lost, ==, MIN (dr, 3));
      g_assert_false (ger_col_used (&t->c, cols[2]) && dr >= 3);  /* 1 BP lost: gone (5.31) */
      g_assert_cmpint (t->x->col_bp[cols[0]], ==, 4);
      t_free (t);
    }
}

/* 5.241: Railroads unbroken from the eastern to the western edge: +2 VP
 * to the US at the end of the Round, once; a Broke RR breaks the line. */
static void
test_transcontinental (void)
{
  static const char *const line[] = { "kansas", "colorado", "utah", "nevada", "california", NULL };

  for (int broke = 0; broke <= 1; broke++)
    {
      T *t = t_new ("basic", 3);
      int us, vp;

      us = t_us_operations (t);
      for (int k = 0; line[k] != NULL; k++)
        t_resources (t, line[k], 3, 0, 1, broke && k == 2);
      vp = t_vp (t, us);
      t_do (t, "end-operations");
      g_assert_cmpint (t_vp (t, us), ==, vp + (broke ? 0 : 2));
      g_assert_cmpint (t->x->trans_rr, ==, !broke);
      t_free (t);
    }
}

/* 7.31 (T20, T21): odds lines and their DRMs. */
static void
test_odds (void)
{
  T *t = t_new ("basic", 3);
  const int *drm = t->self->d->odds_drm;

  /* T20: 9 US against 4: US 3-1 (+4), Indian 1-3 (-4); under Ambush 2-1 and 1-2 */
  g_assert_cmpint (drm[ger_odds_index (9, 4, ODDS_US)], ==, 4);
  g_assert_cmpint (drm[ger_odds_index (4, 9, ODDS_INDIANS)], ==, -4);
  g_assert_cmpint (drm[ger_odds_index (9, 4, ODDS_INDIANS)], ==, 2);
  g_assert_cmpint (drm[ger_odds_index (4, 9, ODDS_US)], ==, -2);
  /* both sides of a line: 2-1 exactly stays 2-1 either way; 21-10 rounds */
  g_assert_cmpint (drm[ger_odds_index (8, 4, ODDS_US)], ==, 2);
  g_assert_cmpint (drm[ger_odds_index (8, 4, ODDS_INDIANS)], ==, 2);
  g_assert_cmpint (drm[ger_odds_index (21, 10, ODDS_US)], ==, 4);
  g_assert_cmpint (drm[ger_odds_index (10, 21, ODDS_INDIANS)], ==, -4);
  g_assert_cmpint (drm[ger_odds_index (10, 10, ODDS_US)], ==, 0);   /* errata: 1-1 is +0 */
  /* T21: Indian against Indian, to the nearest line, ties to the defender */
  g_assert_cmpint (ger_odds_index (8, 3, ODDS_NEAREST), ==, 6);      /* 3-1 */
  g_assert_cmpint (ger_odds_index (10, 4, ODDS_NEAREST), ==, 5);     /* 2-1 */
  g_assert_cmpint (ger_odds_index (11, 4, ODDS_NEAREST), ==, 6);     /* past halfway: 3-1 */
  t_free (t);
}

/* 7.52-7.55 (T23): Crook (2 2G 0), 11 BPs and a Field Gun, Speed 2,
 * attacks a Comanche War Party of 5 BPs under Quanah Parker (3 1 1) in
 * Texas, a Mountain Area.  Evasion Capability 6 (2 + 1 + 3): DR 4 evades;
 * Pursuit Capability 3 (2 + 1 G): DR 2 catches; Ambush Capability 3
 * (2 + 1): DR 9 ends it, the Comanche losing a BP.  Then each boundary. */
static T *
crook_and_quanah_after (const char *card)
{
  T *t = t_new ("basic", 3);
  int seat, col;
  g_autofree char *attack = NULL;

  seat = t_evasion_position (t, card, "comanche", "tribe-comanche", "indian-territory", 1, "texas", "chief-quanah-parker");
  col = t_column (t, "commander-crook", "texas", FALSE, 11, 1, 0);
  g_assert_cmpint (ger_col_speed (&t->c, col), ==, 2);
  attack = t_attack (t, col, t->self->d->villages[t_village (t, "comanche")].war_party);
  t_do (t, attack);
  g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
  g_assert_cmpint (t->st->pending.side, ==, seat);
  return t;
}

static T *
crook_and_quanah (void)
{
  return crook_and_quanah_after ("shaman-federales");
}

/* 9.2HH: with Winter Campaigning played, Evasion is one less (Quanah's
 * War Party 6 - 1 = 5: DR 5 evades, 6 fights) and a successful one costs
 * the Tribe a BP (a natural 0 one more, 7.52); Pursuit is two less (Crook
 * 3 - 2 = 1: DR 1 catches, 2 does not) and trying it costs the Column a
 * BP.  Without the card: DR 5 evades at no cost, Pursuit DR 2 catches. */
static void
test_winter_campaigning (void)
{
  static const struct {
    gboolean winter; int evade_dr; gboolean evaded; int wp_bp; const char *pursuit; int pursuit_dr;
    gboolean caught; int col_bp;
  } rows[] = {
    { TRUE, 5, TRUE, 4, "pursue", 1, TRUE, 10 },
    { TRUE, 5, TRUE, 4, "pursue", 2, FALSE, 10 },
    { TRUE, 5, TRUE, 4, "no-pursuit", 0, FALSE, 11 },
    { TRUE, 0, TRUE, 3, "no-pursuit", 0, FALSE, 11 },
    { TRUE, 6, FALSE, 5, NULL, 0, FALSE, 11 },
    { FALSE, 5, TRUE, 5, "pursue", 2, TRUE, 11 },
    { FALSE, 6, TRUE, 5, "pursue", 3, TRUE, 11 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = crook_and_quanah_after (rows[k].winter ? "shaman-winter-campaigning" : "shaman-federales");
      int v = t_village (t, "comanche"), dice[8] = { rows[k].evade_dr, rows[k].pursuit_dr, 9, 9, 0, 0, 0, 0 };

      t_dice (t, dice, 8);
      t_do (t, "evade");
      if (!rows[k].evaded)
        {
          g_assert_cmpint (t->x->battles, ==, 1);
          t_free (t);
          continue;
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_PURSUE);
      g_assert_cmpint (ger_wp_bp (&t->c, v), ==, rows[k].wp_bp);
      t_do (t, rows[k].pursuit);
      if (rows[k].caught)
        g_assert_cmpint (t->st->pending.kind, ==, D_AMBUSH);            /* 7.54 next */
      else
        g_assert_true (t_said (t, "no battle"));
      g_assert_cmpint (t->x->col_bp[0], ==, rows[k].col_bp);
      g_assert_cmpint (t_logged (t, "Winter Campaigning: the Column loses 1 BP pursuing (9.2HH)"), ==,
                       rows[k].col_bp == 10);
      t_free (t);
    }
}

static void
test_evasion_example (void)
{
  static const int t23[] = { 4, 2, 9 };
  T *t = crook_and_quanah ();
  int v = t_village (t, "comanche");

  t_dice (t, t23, 3);
  t_do (t, "evade");
  g_assert_true (t_logged (t, "Evasion DR 4 within the Evasion Capability 6: evaded (7.52)"));
  g_assert_cmpint (t->st->pending.kind, ==, D_PURSUE);
  t_do (t, "pursue");
  g_assert_true (t_logged (t, "Pursuit DR 2 within the Pursuit Capability 3: caught (7.53)"));
  g_assert_cmpint (t->st->pending.kind, ==, D_AMBUSH);
  t_do (t, "ambush");
  g_assert_true (t_logged (t, "Ambush DR 9: no battle"));
  g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 4);
  g_assert_cmpint (t->x->battles, ==, 0);
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  t_free (t);
}

/* 9.2Z (referee check3 B3): Shaman Medicine "add[s] one to the Village's
 * Aggression Rating" for the Turn, for its War Parties too; 7.54's
 * Ambush Capability totals "the Tribe's Aggression rating".  T23's
 * position (Quanah Parker's Comanche, Ambush Capability 3 = 2 + 1) with
 * the Comanche's holder playing the Medicine first: 4, so an Ambush DR of
 * 4 ambushes (without the card it fights, test_evasion_boundaries) and 5
 * fights. */
static void
test_medicine_ambush (void)
{
  static const struct { int dr; gboolean ambush; } rows[] = { { 4, TRUE }, { 5, FALSE } };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const keep[] = { "comanche", NULL };
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-comanche"), col;
      int dice[3] = { 1, 3, rows[k].dr };
      g_autofree char *attack = NULL;
      g_autofree char *said = g_strdup_printf (rows[k].ambush ? "Ambush DR %d within the Ambush Capability 4: an Ambush"
                                                              : "Ambush DR %d over the Ambush Capability 4: battle", rows[k].dr);

      t_only_villages (t, keep);
      t_put_village (t, "comanche", "indian-territory", 1);
      t_play_card (t, "shaman-shaman-medicine");
      t_do (t, "card-target village-comanche");
      t_us_operations (t);
      t_give_tribe (t, "tribe-comanche", seat);
      t_war_party (t, "comanche", "texas", 5, "chief-quanah-parker");
      t_no_columns (t);
      col = t_column (t, "commander-crook", "texas", FALSE, 11, 1, 0);
      attack = t_attack (t, col, t->self->d->villages[t_village (t, "comanche")].war_party);
      t_do (t, attack);
      t_dice (t, dice, 3);
      t_do (t, "evade");
      t_do (t, "pursue");
      g_assert_true (t_logged (t, "Pursuit DR 3 within the Pursuit Capability 3: caught (7.53)"));
      t_do (t, "ambush");
      g_assert_true (t_logged (t, said));
      g_assert_cmpint (t->x->bt_ambush, ==, rows[k].ambush);
      t_free (t);
    }
}

static void
test_evasion_boundaries (void)
{
  /* Evasion DR 6 evades, 7 fights; a natural 0 evades at a BP's cost */
  static const int ev6[] = { 6 }, ev7[] = { 7, 0, 0 }, ev0[] = { 0 };
  /* Pursuit DR 3 catches, 4 does not; Ambush DR 3 ambushes, 4 fights */
  static const int pu4[] = { 1, 4 }, am3[] = { 1, 3, 3, 0, 0 }, am4[] = { 1, 3, 4, 0, 0 };
  T *t;
  int v;

  t = crook_and_quanah ();
  v = t_village (t, "comanche");
  t_dice (t, ev6, 1);
  t_do (t, "evade");
  g_assert_cmpint (t->st->pending.kind, ==, D_PURSUE);
  t_free (t);

  t = crook_and_quanah ();
  t_dice (t, ev7, 3);
  t_do (t, "evade");
  g_assert_cmpint (t->x->battles, ==, 1);
  t_free (t);

  t = crook_and_quanah ();
  t_dice (t, ev0, 1);
  t_do (t, "evade");
  g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 4);             /* Evasion Attrition (7.52) */
  t_do (t, "no-pursuit");
  g_assert_cmpint (t->x->battles, ==, 0);
  t_free (t);

  t = crook_and_quanah ();
  t_dice (t, pu4, 2);
  t_do (t, "evade");
  t_do (t, "pursue");
  g_assert_true (t_logged (t, "Pursuit DR 4 over the Pursuit Capability 3: no battle (7.53)"));
  g_assert_cmpint (t->x->battles, ==, 0);
  t_free (t);

  t = crook_and_quanah ();
  t_dice (t, am3, 5);
  t_do (t, "evade");
  t_do (t, "pursue");
  t_do (t, "ambush");
  g_assert_cmpint (t->x->bt_ambush, ==, 1);
  g_assert_cmpint (t->x->battles, ==, 1);
  /* Indians under Ambush: 5 vs 11 rounds up to 1-2 (-2), +1 Comanche Battle,
     +3 Quanah, +3 Ambush = +5 */
  g_assert_true (t_logged (t, "Indian Battle DR 0 +5 = 5: the Column loses 1 (7.31, 7.32)"));
  t_free (t);

  t = crook_and_quanah ();
  t_dice (t, am4, 5);
  t_do (t, "evade");
  t_do (t, "pursue");
  t_do (t, "ambush");
  g_assert_cmpint (t->x->bt_ambush, ==, 0);
  g_assert_cmpint (t->x->battles, ==, 1);
  /* no Ambush: 5 vs 11 rounds down to 1-3 (-4), +1, +3 = 0 */
  g_assert_true (t_logged (t, "Indian Battle DR 0 +0 = 0: the Column loses 0 (7.31, 7.32)"));
  t_free (t);
}

/* 7.54 (referee-pg G-M3): "battle occurs normally unless the Ambush DR is
 * a '9'": T23's position, Ambush Capability 3, an Ambush DR of 8 fights
 * (9 ends it, test_evasion_example).  7.52 (G-M4): only "a Natural '0'"
 * costs a BP: a successful Evasion DR of 1 leaves the War Party's 5. */
static void
test_ambush_eight_evasion_one (void)
{
  static const int am8[] = { 1, 3, 8, 0, 0 }, ev1[] = { 1 };
  T *t = crook_and_quanah ();
  int v = t_village (t, "comanche");

  t_dice (t, am8, 5);
  t_do (t, "evade");
  t_do (t, "pursue");
  t_do (t, "ambush");
  g_assert_true (t_logged (t, "Ambush DR 8 over the Ambush Capability 3: battle"));
  g_assert_cmpint (t->x->bt_ambush, ==, 0);
  g_assert_cmpint (t->x->battles, ==, 1);
  t_free (t);

  t = crook_and_quanah ();
  t_dice (t, ev1, 1);
  t_do (t, "evade");
  g_assert_cmpint (t->st->pending.kind, ==, D_PURSUE);
  g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 5);             /* no Evasion Attrition */
  g_assert_false (t_logged (t, "Evasion Attrition"));
  t_free (t);
}

/* 7.55 (referee-pg G-D1, G-M2): "A Village with no BPs present which loses
 * a BP due to evasion attrition suffers level 1 Devastation instead".
 * 7.41 caps each marker at -3, not the Village's total: the Comanche
 * Village in Texas with no BP at home (its 5 out with Quanah Parker's War
 * Party), already Devastated 0, 2, 3 or 4 earlier in the Turn, evades
 * Crook's attack with a natural 0: one more, 1, 3, 4, 5 (and 10, 11 past
 * three markers' worth: no rule caps the total).  A DR of 1
 * evades at no cost (7.52). */
static void
test_village_without_bp_evades (void)
{
  static const struct { int before, dr, after; } rows[] = {
    { 0, 0, 1 }, { 2, 0, 3 }, { 3, 0, 4 }, { 4, 0, 5 }, { 3, 1, 3 },
    /* no rule caps the total (6.64 "all Devastation markers placed"):
     * three -3 markers and a Storm's -1 before it, 10 and 11 */
    { 9, 0, 10 }, { 10, 0, 11 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int col, v = t_village (t, "comanche"), dice[1] = { rows[k].dr };
      g_autofree char *attack = NULL;

      t_evasion_position (t, "shaman-federales", "comanche", "tribe-comanche", "texas", 0, "indian-territory",
                          "chief-quanah-parker");
      t->x->devastation[v] = rows[k].before;       /* an earlier attack this Turn (7.41) */
      col = t_column (t, "commander-crook", "texas", FALSE, 11, 1, 0);
      attack = t_attack (t, col, t->self->d->villages[v].marker);
      t_do (t, attack);
      g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
      t_dice (t, dice, 1);
      t_do (t, "evade");
      g_assert_cmpint (t->st->pending.kind, ==, D_PURSUE);
      if (t->x->devastation[v] != rows[k].after)
        g_error ("row %u: Devastation %d, natural %d: %d after, the rules give %d", k, rows[k].before, rows[k].dr,
                 t->x->devastation[v], rows[k].after);
      g_assert_cmpint (t_logged (t, "The Village has no BP: it is Devastated -1 instead (7.55)"), ==, rows[k].dr == 0);
      g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 5);                   /* the War Party out loses nothing */
      t_do (t, "no-pursuit");
      g_assert_cmpint (t->x->devastation[v], ==, rows[k].after);
      t_free (t);
    }
}

/* 7.41 then 7.55 (referee-pg G-D1), by play: the same Comanche Village
 * with no BP at home, Crook's and Sibley's Columns On Patrol in Texas.
 * Crook (Combat 2, a Field Gun +1) attacks, the Tribe does not evade:
 * against the undefended Village (7.4: +6 in place of the odds) 9,
 * clamped to +8 (7.31): DR 6 +8 = 14, 3 lost (T24's 14), all taken as
 * Devastation (7.41): -3.  Sibley then attacks and the Tribe evades
 * with a natural 0: a level 1 marker more, 4 in all (the old code kept 3). */
static void
test_devastated_then_evades (void)
{
  T *t = t_new ("basic", 3);
  int crook, sibley, v = t_village (t, "comanche"), first[1] = { 6 }, zero[1] = { 0 };
  g_autofree char *attack1 = NULL, *attack2 = NULL;

  t_evasion_position (t, "shaman-federales", "comanche", "tribe-comanche", "texas", 0, "indian-territory",
                      "chief-quanah-parker");
  crook = t_column (t, "commander-crook", "texas", FALSE, 11, 1, 0);
  sibley = t_column (t, "commander-sibley", "texas", FALSE, 10, 0, 0);
  attack1 = t_attack (t, crook, t->self->d->villages[v].marker);
  attack2 = t_attack (t, sibley, t->self->d->villages[v].marker);
  t_do (t, attack1);
  g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
  t_dice (t, first, 1);
  t_do (t, "no-evasion");
  g_assert_true (t_logged (t, "US Battle DR 6 +8 = 14"));
  g_assert_true (t_logged (t, "Comanche is Devastated -3 (7.41)"));
  g_assert_cmpint (t->x->devastation[v], ==, 3);
  if (!t_can (t, attack2))
    {
      t_do (t, "end-operations");
      t_next_round_of (t, t->x->us_seat);
      t_play_first_card (t);
    }
  t_do (t, attack2);
  g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
  t_dice (t, zero, 1);
  t_do (t, "evade");
  g_assert_true (t_logged (t, "The Village has no BP: it is Devastated -1 instead (7.55)"));
  g_assert_cmpint (t->x->devastation[v], ==, 4);
  t_free (t);
}

/* 6.53 (referee-pg G-M1): Chiefs together give the highest Combat "plus
 * one for each additional Chief with a Combat rating of '2' or '3'".  The
 * Southern Cheyenne (5 BPs at home, Active) stand against Sibley's 10 BPs
 * in Turn 4, with their Chiefs of 6.53: Roman Nose (2 0 1), Tall Bull
 * (2 1 1) and Bull Bear (1 1 1): 2 + 1 (the other 2) + 0 (Bull Bear's 1)
 * = +3.  With Roman Nose dead (7.8), Tall Bull and Bull Bear: 2 + 0 = +2.
 * Indian Battle DRM: odds 5 to 10, 1-2 (-2), + the Tribe's Battle rating
 * + the Chiefs'. */
static void
test_chiefs_together (void)
{
  static const struct { gboolean roman_nose; int chiefs; } rows[] = { { TRUE, 3 }, { FALSE, 2 } };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const keep[] = { "cheyenne-southern", NULL };
      T *t = t_new ("basic", 3);
      int seat, col, v = t_village (t, "cheyenne-southern"), dice[2] = { 4, 4 }, mod;
      g_autofree char *attack = NULL, *said = NULL;

      g_assert_cmpint (t->st->turn, ==, 4);
      seat = t_us_operations (t);
      seat = t_other_indian (t, seat);
      t_only_villages (t, keep);
      t_put_village (t, "cheyenne-southern", "colorado", 5);
      t_give_tribe (t, "tribe-cheyenne", seat);
      if (!rows[k].roman_nose)
        bh_state_move_piece (t->st, t_piece (t, "chief-roman-nose"), t->self->d->dead_leaders);
      t_no_columns (t);
      col = t_column (t, "commander-sibley", "colorado", FALSE, 10, 0, 0);
      attack = t_attack (t, col, t->self->d->villages[v].marker);
      t_do (t, attack);
      g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
      t_dice (t, dice, 2);
      t_do (t, "no-evasion");
      mod = -2 + t->self->d->villages[v].battle + rows[k].chiefs +
            t->self->d->tribes[t->self->d->villages[v].tribe].battle_drm;
      said = g_strdup_printf ("Indian Battle DR 4 %+d = %d", mod, 4 + mod);
      if (!t_logged (t, said))
        g_error ("row %u: no \"%s\" in:\n%s", k, said, t->log);
      t_free (t);
    }
}

/* 7.4, 7.41, 7.62 (T24): Chivington (0 1 3) attacks an undefended
 * Cheyenne Village: the Indian does not roll; a natural 8 +6 = 14 reads
 * 3[M2]; Aggression 3 reaches M2: a Massacre, and Devastated -3.  Sibley
 * (Aggression 1) on the same 14 makes none; Sheridan (2) does (>=). */
static void
test_massacre_example (void)
{
  static const struct { const char *who; int dr, massacre; } cases[] = {
    { "commander-chivington", 8, 1 },
    { "commander-sibley", 7, 0 },
    { "commander-sheridan", 6, 1 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int v = t_village (t, "cheyenne-southern"), col, massacres = 0;
      g_autofree char *attack = NULL;
      int dr[1] = { cases[k].dr };

      col = t_cheyenne_under_column (t, cases[k].who, 0, 3);
      attack = t_attack (t, col, t->self->d->villages[v].marker);
      t_dice (t, dr, 1);
      t_do (t, attack);                  /* Inactive: no Evasion (7.4) */
      g_assert_true (t_logged (t, "= 14: the Indians lose 3 (7.31, 7.32)"));
      g_assert_true (t_logged (t, "The Village has no BP: it does not roll"));
      g_assert_cmpint (t->x->devastation[v], ==, 3);
      for (int i = 0; i < t->self->d->n_massacres; i++)
        massacres += bh_state_const_pieces (t->st)[t->self->d->massacres[i]].location == t_loc (t, "colorado");
      g_assert_cmpint (massacres, ==, cases[k].massacre);
      g_assert_true (ger_village_on_map (&t->c, v));              /* its War Party is out (7.42) */
      t_free (t);
    }
}

/* 8.21: after the T24 Massacre in Colorado, a Village that went On
 * Reservation from Colorado rolls: at or under its Tribe's and available
 * Chiefs' Aggression it leaves (the US -1 VP, 8.17), over it stays.  The
 * Navajo, On Reservation from New Mexico, do not roll ("from that
 * Area"): a DR of 0 is left for them, and they stay. */
static void
test_massacre_unrest (void)
{
  for (int over = 0; over <= 1; over++)
    {
      static const char *const keep[] = { "cheyenne-southern", "ute", "navajo", NULL };
      T *t = t_new ("basic", 3);
      int v = t_village (t, "cheyenne-southern"), ute = t_village (t, "ute"), col, total;
      int navajo = t_village (t, "navajo");
      g_autofree char *attack = NULL;
      int dr[3] = { 8, 0, 0 };

      t_us_operations (t);
      t_only_villages (t, keep);
      t_put_village (t, "cheyenne-southern", "colorado", 0);
      t_put_village (t, "ute", "colorado", 2);
      ger_go_on_reservation (&t->c, ute);
      t_put_village (t, "navajo", "new-mexico", 2);
      ger_go_on_reservation (&t->c, navajo);
      t_inactive (t, "tribe-cheyenne");
      t_war_party (t, "cheyenne-southern", "kansas", 3, NULL);
      t_no_columns (t);
      total = t->self->d->villages[ute].aggression;
      for (guint i = 0; i < t->self->d->n_chiefs; i++)
        if (t->self->d->chiefs[i].tribe == t->self->d->villages[ute].tribe && ger_chief_available (&t->c, i))
          total += t->self->d->chiefs[i].aggression;
      dr[1] = total + over;
      col = t_column (t, "commander-chivington", "colorado", FALSE, 10, 0, 0);
      attack = t_attack (t, col, t->self->d->villages[v].marker);
      t_dice (t, dr, 3);
      t_do (t, attack);
      g_assert_true (t_logged (t, "a Massacre"));
      g_assert_cmpint (ger_village_on_map (&t->c, ute), ==, !over);
      g_assert_false (ger_village_on_map (&t->c, navajo));
      t_free (t);
    }
}

/* 7.41: a Column's result on a defended Village: 1 costs a BP only; 2 a
 * BP and Devastated -1.  Sibley (Combat 1), 10 BPs against 3 (3-1, +4). */
static void
test_devastation (void)
{
  for (int dr = 1; dr <= 2; dr++)
    {
      T *t = t_new ("basic", 3);
      int v = t_village (t, "cheyenne-southern"), col;
      int dice[2] = { dr, 0 };
      g_autofree char *attack = NULL;

      col = t_cheyenne_under_column (t, "commander-sibley", 3, 0);
      attack = t_attack (t, col, t->self->d->villages[v].marker);
      t_dice (t, dice, 2);
      t_do (t, attack);
      g_assert_cmpint (ger_village_bp (&t->c, v), ==, 2);
      g_assert_cmpint (t->x->devastation[v], ==, dr - 1);
      g_assert_cmpint (t->x->col_bp[col], ==, 10);               /* Indian DR 0 -3: nothing */
      t_free (t);
    }
}

/* 5.35, 5.351: a Village relocating out of a Column's Area draws a
 * Reaction: DR <= Speed attacks (Sheridan, 13 BPs: Speed 3; DR 3 and 4). */
static void
test_reaction (void)
{
  for (int dr = 3; dr <= 4; dr++)
    {
      static const char *const keep[] = { "ute", NULL };
      T *t = t_new ("basic", 3);
      int seat, v = t_village (t, "ute");
      g_autofree char *id = bh_game_data_dup_piece_id (t->data, t->self->d->villages[v].marker);
      g_autofree char *move = g_strdup_printf ("relocate %s utah", id);
      int dice[3] = { dr, 9, 0 };

      for (;;)
        {
          t_play_to (t, D_CARD, "texas");
          if (t->st->pending.side != t->x->us_seat)
            break;
          t_plain_step (t, "texas");
        }
      seat = t->st->pending.side;
      t_only_villages (t, keep);
      t_put_village (t, "ute", "colorado", 4);
      t_give_tribe (t, "tribe-ute", seat);
      t_no_columns (t);
      t_column (t, "commander-sheridan", "colorado", FALSE, 13, 0, 0);
      t_play_first_card (t);
      t_do (t, move);
      g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
      g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
      t_dice (t, dice, 3);
      t_do (t, "react 0");
      if (dr == 3)
        {
          g_assert_true (t_logged (t, "Reaction DR 3 within the Column's Speed 3: it attacks (5.351)"));
          g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
        }
      else
        {
          g_assert_true (t_logged (t, "Reaction DR 4 over the Column's Speed 3: it fails (5.351)"));
          g_assert_cmpint (t->st->pending.kind, !=, D_EVADE);
        }
      t_free (t);
    }
}

/* 7.31-7.33 (T22): a War Party of five Teton BPs under Crazy Horse
 * (Combat 3) attacks Sibley's Column of ten BPs (Combat 1).  Indian: +3
 * and 1-2 (-2), no tribal Battle rating when attacking a Column: DR 4 ->
 * 5, the Column loses 1.  US: +1 and 2-1 (+2): DR 3 -> 6, the Indians lose
 * 1.  Equal losses: no VPs.  Then the Indian's DR 5 -> 6 against the US's
 * 0 -> 3 (1 each) and DR 6 -> 7 (2 to 1): +1 VP to the Indian. */
static void
test_battle_example (void)
{
  static const struct { int ind, us, col_lost, ind_lost, vp; } cases[] = {
    { 4, 3, 1, 1, 0 },
    { 6, 3, 2, 1, 1 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      static const char *const keep[] = { "sioux-teton-1", NULL };
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-sioux");
      int v = t_village (t, "sioux-teton-1"), col, vp, us_vp;
      g_autofree char *id = t_id (t, t->self->d->villages[v].marker);
      g_autofree char *form = g_strdup_printf ("war-party %s 5", id);
      g_autofree char *attack = NULL;
      int dice[2] = { cases[k].ind, cases[k].us };

      t_only_villages (t, keep);
      t_put_village (t, "sioux-teton-1", "montana", 8);
      t_no_columns (t);
      col = t_column (t, "commander-sibley", "montana", FALSE, 10, 0, 0);
      attack = g_strdup_printf ("attack-column %d", col);
      t_play_first_card (t);
      t_do (t, form);
      t_do (t, "wp-chief chief-crazy-horse");
      t_do (t, "wp-chiefs-done");
      vp = t_vp (t, seat);
      us_vp = t_vp (t, t->x->us_seat);
      t_dice (t, dice, 2);
      t_do (t, attack);
      g_assert_true (t_logged (t, cases[k].ind == 4 ? "Indian Battle DR 4 +1 = 5: the Column loses 1 (7.31, 7.32)"
                                                     : "Indian Battle DR 6 +1 = 7: the Column loses 2 (7.31, 7.32)"));
      g_assert_true (t_logged (t, "US Battle DR 3 +3 = 6: the Indians lose 1 (7.31, 7.32)"));
      g_assert_cmpint (t->x->col_bp[col], ==, 10 - cases[k].col_lost);
      g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 5 - cases[k].ind_lost);
      g_assert_cmpint (t_vp (t, seat), ==, vp + cases[k].vp);
      g_assert_cmpint (t_vp (t, t->x->us_seat), ==, us_vp);        /* the US defended: nothing (7.33) */
      t_free (t);
    }
}

/* T28 (2.21E): the Apache's Battle rating of +2 "applies when attacking
 * Tribes or defending vs the US, never when attacking a Column".  The
 * Chiricahua's War Party of 5 BPs, no Chief, and Sibley's Column of 10 BPs
 * in Arizona; both roll 4.  Attacking the Column: 1-2 (-2), no
 * rating: 4 - 2 = 2.  Attacked by it and standing: 1-2 (-2) + 2 = 4.
 * (Attacking a Tribe: /geronimo/7.31/indian-odds's rows, +2 each.) */
static void
test_apache_battle_rating (void)
{
  for (int defending = 0; defending <= 1; defending++)
    {
      static const char *const keep[] = { "apache-chiricahua", NULL };
      T *t = t_new ("basic", 3);
      int v = t_village (t, "apache-chiricahua"), col, dice[2] = { 4, 4 };
      g_autofree char *id = t_id (t, t->self->d->villages[v].marker);
      g_autofree char *form = g_strdup_printf ("war-party %s 5", id);
      g_autofree char *attack = NULL;

      t_indian_card_turn (t, "tribe-apache");
      t_only_villages (t, keep);
      t_put_village (t, "apache-chiricahua", "arizona", defending ? 3 : 8);
      t_resources (t, "arizona", 0, 0, 0, 0);
      t_no_columns (t);
      col = t_column (t, "commander-sibley", "arizona", FALSE, 10, 0, 0);
      if (defending)
        {
          t_war_party (t, "apache-chiricahua", "arizona", 5, NULL);
          t_us_operations (t);
          t_give_tribe (t, "tribe-apache", t_other_indian (t, t->x->us_seat));
          attack = t_attack (t, col, t->self->d->villages[v].war_party);
          t_do (t, attack);
          g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
          t_dice (t, dice, 2);
          t_do (t, "no-evasion");
          g_assert_true (t_logged (t, "US Battle DR 4 +3 = 7"));           /* 2-1 (+2), Sibley's Combat 1 */
          g_assert_true (t_logged (t, "Indian Battle DR 4 +0 = 4"));
        }
      else
        {
          attack = g_strdup_printf ("attack-column %d", col);
          t_play_first_card (t);
          t_do (t, form);
          t_do (t, "wp-chiefs-done");
          t_dice (t, dice, 2);
          t_do (t, attack);
          g_assert_true (t_logged (t, "Indian Battle DR 4 -2 = 2"));
        }
      t_free (t);
    }
}

/* The position the Reaction tests (5.35, 5.71) share: the Chiricahua the only
 * Village (8 warriors in Arizona, no resources but the Tombstone mine) and
 * Sheridan's Column of 13 BPs beside it, the only Column. */
static void
chiricahua_with_sheridan (T *t)
{
  static const char *const keep[] = { "apache-chiricahua", NULL };

  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "arizona", 8);
  t_resources (t, "arizona", 0, 0, 0, 0);
  t_put (t, "mine-tombstone", "arizona", 0);
  t_no_columns (t);
  t_column (t, "commander-sheridan", "arizona", FALSE, 13, 0, 0);
}

/* The Chiricahua's War Party of 4 BPs (chiricahua_with_sheridan's
 * position) attacks in Arizona and misses (DR 3); the Reaction DR that
 * follows is `react_dr`. */
static void
chiricahua_attacks_tombstone (T *t, int react_dr)
{
  int v = t_village (t, "apache-chiricahua");
  g_autofree char *id = t_id (t, t->self->d->villages[v].marker);
  g_autofree char *form = g_strdup_printf ("war-party %s 4", id);
  int dice[2] = { 3, react_dr };

  chiricahua_with_sheridan (t);
  t_play_first_card (t);
  t_do (t, form);
  t_do (t, "wp-chiefs-done");
  t_dice (t, dice, 2);
  t_attack_in (t, "arizona");
}

/* 5.35, 5.351: after a War Party's attack on a Resource, a Column On
 * Patrol in its Area may React: Sheridan's 13 BPs (Speed 3) attack on DR
 * 3 (the Indian may Evade), not on 4; then the War Party's player makes
 * its post-action choice (6.35). */
static void
test_wp_reaction (void)
{
  for (int dr = 3; dr <= 4; dr++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-apache");

      chiricahua_attacks_tombstone (t, dr);
      g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
      g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
      t_do (t, "react 0");
      if (dr == 3)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
          g_assert_cmpint (t->st->pending.side, ==, seat);
          g_assert_true (t_logged (t, "The Column of Phil Sheridan attacks the Chiricahua Apache War Party in Arizona (7.1)"));
        }
      else
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_WP_AFTER);
          g_assert_cmpint (t->st->pending.side, ==, seat);
        }
      t_free (t);
    }
}

/* 5.35, 5.351: a War Party going home (6.35) may be attacked on its way.
 * Sheridan (13 BPs, Speed 3) lets the Chiricahua War Party's attack on
 * Tombstone go; its player sends it home (the Village Finished) and the
 * US may React again: DR 3 attacks it before it reaches the Village, 4
 * fails and it is home. */
static void
test_wp_home_reaction (void)
{
  for (int dr = 3; dr <= 4; dr++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-apache");
      int v = t_village (t, "apache-chiricahua");

      chiricahua_attacks_tombstone (t, dr);
      g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
      t_do (t, "no-reaction");
      g_assert_cmpint (t->st->pending.kind, ==, D_WP_AFTER);
      t_do (t, "wp-return");
      g_assert_true (t_logged (t, "Chiricahua Apache is Finished (6.35, 6.8)"));
      g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
      g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
      g_assert_true (ger_wp_out (&t->c, v));
      t_do (t, "react 0");
      if (dr == 3)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
          g_assert_cmpint (t->st->pending.side, ==, seat);
          g_assert_true (t_logged (t, "The Column of Phil Sheridan attacks the Chiricahua Apache War Party in Arizona (7.1)"));
          g_assert_true (ger_wp_out (&t->c, v));                  /* not home yet (5.351) */
        }
      else
        {
          g_assert_true (t_logged (t, "Reaction DR 4 over the Column's Speed 3: it fails (5.351)"));
          g_assert_true (t_logged (t, "The Chiricahua Apache War Party returns to its Village (6.35)"));
          g_assert_false (ger_wp_out (&t->c, v));
          g_assert_cmpint (t->st->pending.kind, !=, D_REACT);
        }
      t_free (t);
    }
}

/* 5.35, 6.35: a War Party called home because its Village became
 * Finished (here by its second action: a Relocation, a Raid; or by
 * Smallpox, 9.2AA) may be reacted to on its way like one going home after
 * its own action: the Chiricahua's War Party of 3 BPs is in New Mexico;
 * with Sheridan On Patrol there the US is asked, with Sheridan in Kansas
 * (out of the Telegraph's reach, 5.351) nobody is, and the War Party is home at once.  Declined, it reaches
 * its Village and what called it home goes on: the Round ends, or after
 * Smallpox the card's player has his Operations. */
static void
test_wp_called_home (void)
{
  static const char *const how[] = { "relocate", "raid", "smallpox" };

  for (guint k = 0; k < G_N_ELEMENTS (how); k++)
    for (int near = 0; near <= 1; near++)
      {
        static const char *const keep[] = { "apache-chiricahua", NULL };
        T *t = t_new ("basic", 3);
        int seat = t_indian_card_turn (t, "tribe-apache");
        int v = t_village (t, "apache-chiricahua"), dr = 0;

        t_only_villages (t, keep);
        t_put_village (t, "apache-chiricahua", "arizona", 5);
        t_war_party (t, "apache-chiricahua", "new-mexico", 3, NULL);
        t->x->actions[v] = 1;
        t_resources (t, "arizona", 1, 0, 0, 0);
        t_resources (t, "new-mexico", 0, 0, 0, 0);
        t_no_columns (t);
        t_column (t, "commander-sheridan", near ? "new-mexico" : "kansas", FALSE, 13, 0, 0);
        t_dice (t, &dr, 1);
        if (k == 0)
          {
            t_play_first_card (t);
            t_do (t, "relocate village-apache-chiricahua nevada");
          }
        else if (k == 1)
          {
            t_play_card (t, "shaman-raid");
            t_do_found (t, "raid village-apache-chiricahua settlement");
          }
        else
          {
            t_play_card (t, "shaman-smallpox");
            t_do (t, "card-target village-apache-chiricahua");
          }
        g_assert_cmpint (t_face (t, "village-apache-chiricahua"), ==, 1);   /* Finished */
        if (near)
          {
            g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
            g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
            g_assert_true (ger_wp_out (&t->c, v));
            t_do (t, "no-reaction");
            if (k == 0)
              {
                /* then the Relocation's own (5.35), out of Arizona next
                   to Sheridan's Area by the Telegraph (3.42, 5.351) */
                g_assert_false (ger_wp_out (&t->c, v));
                g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
                t_do (t, "no-reaction");
              }
          }
        g_assert_false (ger_wp_out (&t->c, v));
        g_assert_cmpint (t->st->pending.kind, !=, D_REACT);
        if (k == 2)
          {
            g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
            g_assert_cmpint (t->st->pending.side, ==, seat);
          }
        else
          g_assert_false (t->st->pending.side == seat && t->st->pending.kind == D_OPERATION);
        t_free (t);
      }
}

/* 5.71 (second paragraph), 5.72: Columns may coordinate in a Reaction.
 * Sheridan (13 BPs, Speed 3) Reacts to the Chiricahua War Party's attack
 * on Tombstone (DR 3); Sibley (10 BPs, Speed 3), On Patrol in Arizona
 * too, must first React himself (DR 3 succeeds, 4 fails) and then make
 * his Coordination DR (3 joins, 4 stays); neither is a Column play. */
static void
test_reaction_coordination (void)
{
  static const struct { int react, coord; gboolean joins; } cases[] = {
    { 3, 3, TRUE }, { 4, 0, FALSE }, { 3, 4, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-apache");
      int dice[4] = { 3, 3, cases[k].react, cases[k].coord };
      int sibley;

      chiricahua_with_sheridan (t);
      sibley = t_column (t, "commander-sibley", "arizona", FALSE, 10, 0, 0);
      t_play_first_card (t);
      t_do (t, "war-party village-apache-chiricahua 4");
      t_do (t, "wp-chiefs-done");
      t_dice (t, dice, cases[k].react <= 3 ? 4 : 3);
      t_attack_in (t, "arizona");
      g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
      t_do (t, "react 0");
      g_assert_cmpint (t->st->pending.kind, ==, D_EVADE_EARLY);      /* 5.721: he may Evade Sheridan alone */
      g_assert_cmpint (t->st->pending.side, ==, seat);
      t_do (t, "await-coordination");
      g_assert_cmpint (t->st->pending.kind, ==, D_COORDINATE);
      g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
      {
        g_autofree char *join = g_strdup_printf ("coordinate %d", sibley);

        t_do (t, join);
      }
      g_assert_true (t_said (t, cases[k].react <= 3 ? "Reaction DR 3 within the Column's Speed 3: it may try to join"
                                                    : "Reaction DR 4 over the Column's Speed 3: it may not join"));
      g_assert_cmpint (t->x->bt_joined[0] == sibley, ==, cases[k].joins);
      g_assert_cmpint (t->x->col_played[sibley], !=, t->x->us_round);   /* not a play (5.35) */
      g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
      g_assert_cmpint (t->st->pending.side, ==, seat);
      t_free (t);
    }
}

/* The US's next card, with `commanders` and `bp` BPs in his Reserve
 * and no Column yet; returns his seat. */
static int
t_us_card (T *t, const char *const *commanders, int bp)
{
  for (int i = 0; i < 400; i++)
    {
      t_play_to (t, D_CARD, "texas");
      if (t->st->pending.side == t->x->us_seat)
        break;
      t_plain_step (t, "texas");
    }
  t_no_columns (t);
  t_reserve (t, commanders, bp, 0, 0);
  return t->st->pending.side;
}

/* 9.2O: with the Mormons played, the US's Round with a card begins with
 * naming the Mormon Column, a Column play: one of 3 BPs or more (2 is
 * too few) in Utah or On Patrol next to it (Idaho), moving in; then it
 * neither leaves Utah nor attacks the Ute Village there.  With none such,
 * the nearest of 3 BPs (Kansas, two Areas off, not Minnesota), moved in
 * at once; or a new Column from the Reserve, placed in Utah with 3 BPs at
 * least.  With nothing at all, none is named. */
static void
test_mormon_column (void)
{
  static const char *const none[] = { NULL };
  static const char *const custer[] = { "commander-custer", NULL };
  static const char *const keep[] = { "ute", NULL };

  {
    T *t = t_new ("basic", 3);
    int sheridan, sibley, pope;
    g_autofree char *name = NULL, *small = NULL, *far = NULL, *move = NULL, *attack = NULL;

    t_us_card (t, none, 0);
    t_only_villages (t, keep);
    t_put_village (t, "ute", "utah", 3);
    sheridan = t_column (t, "commander-sheridan", "idaho", FALSE, 3, 0, 0);
    sibley = t_column (t, "commander-sibley", "utah", FALSE, 2, 0, 0);
    pope = t_column (t, "commander-pope", "kansas", FALSE, 10, 0, 0);
    name = g_strdup_printf ("mormon-column %d", sheridan);
    small = g_strdup_printf ("mormon-column %d", sibley);
    far = g_strdup_printf ("mormon-column %d", pope);
    t_play_card (t, "shaman-mormons");
    g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
    g_assert_true (t_can (t, name));
    g_assert_false (t_can (t, small));
    g_assert_false (t_can (t, far));
    g_assert_false (t_has (t, "end-operations"));
    t_do (t, name);
    g_assert_true (t_said (t, "9.2O"));
    g_assert_cmpint (ger_col_area (&t->c, sheridan), ==, t->self->d->area_of_space[t_loc (t, "utah")]);
    g_assert_cmpint (t->x->col_played[sheridan], ==, t->x->us_round);
    g_assert_cmpint (t->x->plays, ==, 1);
    t->x->col_played[sheridan] = 0;             /* as if in a later Round of the Turn */
    move = g_strdup_printf ("column-move %d idaho", sheridan);
    attack = g_strdup_printf ("column-attack %d village-ute", sheridan);
    g_assert_false (t_can (t, move));
    g_assert_false (t_can (t, attack));
    t_free (t);
  }
  {
    T *t = t_new ("basic", 3);
    int pope, crook;
    g_autofree char *near = NULL, *far = NULL;

    t_us_card (t, none, 0);
    pope = t_column (t, "commander-pope", "kansas", FALSE, 3, 0, 0);
    crook = t_column (t, "commander-crook", "minnesota", FALSE, 10, 0, 0);
    near = g_strdup_printf ("mormon-column %d", pope);
    far = g_strdup_printf ("mormon-column %d", crook);
    t_play_card (t, "shaman-mormons");
    g_assert_true (t_can (t, near));
    g_assert_false (t_can (t, far));
    t_do (t, near);
    g_assert_cmpint (ger_col_area (&t->c, pope), ==, t->self->d->area_of_space[t_loc (t, "utah")]);
    t_free (t);
  }
  {
    /* Both direct choices at once: the Column already in Utah and the one
     * On Patrol next to it; the far one is no choice while they are. */
    T *t = t_new ("basic", 3);
    int crook, sheridan, pope;
    g_autofree char *in_utah = NULL, *next_door = NULL, *far = NULL;

    t_us_card (t, none, 0);
    crook = t_column (t, "commander-crook", "utah", FALSE, 3, 0, 0);
    sheridan = t_column (t, "commander-sheridan", "idaho", FALSE, 3, 0, 0);
    pope = t_column (t, "commander-pope", "kansas", FALSE, 10, 0, 0);
    in_utah = g_strdup_printf ("mormon-column %d", crook);
    next_door = g_strdup_printf ("mormon-column %d", sheridan);
    far = g_strdup_printf ("mormon-column %d", pope);
    t_play_card (t, "shaman-mormons");
    g_assert_true (t_can (t, in_utah));
    g_assert_true (t_can (t, next_door));
    g_assert_false (t_can (t, far));
    t_free (t);
  }
  /* A new Column from the Reserve needs 3 BPs there: with 2 none is named
   * and the Operations go on as usual, with 3 the new Column of 3 is
   * owed first, then the Operations go on. */
  for (int bp = 2; bp <= 3; bp++)
    {
      T *t = t_new ("basic", 3);

      t_us_card (t, custer, bp);
      t_play_card (t, "shaman-mormons");
      g_assert_cmpint (t_said (t, "none is named"), ==, bp == 2);
      g_assert_cmpint (t_has (t, "end-operations"), ==, bp == 2);   /* owed: nothing else till named */
      if (bp == 3)
        {
          t_do (t, "column-new commander-custer");
          t_do (t, "column-at utah");
          t_do (t, "column-bps 3");
          if (t->st->pending.kind == D_NEW_GUNS)
            t_do (t, "column-guns 0 0");
          g_assert_true (ger_is_mormon (&t->c, t->x->mormon_col - 1));
          g_assert_true (t_has (t, "end-operations"));
        }
      t_free (t);
    }
  {
    T *t = t_new ("basic", 3);

    t_us_card (t, custer, 5);
    t_play_card (t, "shaman-mormons");
    t_do (t, "column-new commander-custer");
    g_assert_true (t_can (t, "column-at utah"));
    g_assert_false (t_can (t, "column-at idaho"));
    t_do (t, "column-at utah");
    g_assert_false (t_can (t, "column-bps 2"));
    t_do (t, "column-bps 3");
    if (t->st->pending.kind == D_NEW_GUNS)
      t_do (t, "column-guns 0 0");
    g_assert_true (t_said (t, "Mormon Column"));
    g_assert_true (ger_is_mormon (&t->c, t->x->mormon_col - 1));
    g_assert_cmpint (t->x->col_bp[t->x->mormon_col - 1], ==, 3);
    t_free (t);
  }
  {
    /* Played by an Indian while the US has no Column to name: the debt
     * waits for "the next US Round in which he Plays a card" (it does not
     * lapse in the Indian's Round); by then Custer and 5 BPs are in the
     * Reserve, and the new Mormon Column comes first. */
    T *t = t_new ("basic", 3);

    t_indian_card_turn (t, "tribe-ute");
    t_no_columns (t);
    t_reserve (t, none, 0, 0, 0);
    t_play_card (t, "shaman-mormons");
    g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
    g_assert_false (t_said (t, "none is named"));
    t_us_card (t, custer, 5);
    t_play_first_card (t);
    g_assert_true (t_can (t, "column-new commander-custer"));
    g_assert_false (t_has (t, "end-operations"));
    t_free (t);
  }
  {
    T *t = t_new ("basic", 3);

    t_us_card (t, none, 0);
    t_column (t, "commander-pope", "kansas", FALSE, 2, 0, 0);
    t_play_card (t, "shaman-mormons");
    g_assert_true (t_said (t, "none is named"));
    g_assert_true (t_has (t, "end-operations"));
    g_assert_false (t->x->events & GER_EV_MORMONS);
    t_free (t);
  }
}

/* 9.2O: the Mormon Column "may not ... React unless attacked" for the rest
 * of the Turn: Crook's Column of 5 BPs in Utah, named the Mormon Column
 * (or not, the US playing the Federales), then a Ute War Party attacks a
 * Settlement in Utah in the same Turn: a Reaction is offered only to the
 * Column that is not the Mormons'. */
static void
mormon_reaction_row (const char *card, gboolean reacts)
{
  static const char *const none[] = { NULL };
  static const char *const keep[] = { "ute", NULL };
  T *t = t_new ("basic", 3);
  int crook, turn, miss = 9;
  g_autofree char *name = NULL;

  t_us_card (t, none, 0);
  crook = t_column (t, "commander-crook", "utah", FALSE, 5, 0, 0);
  name = g_strdup_printf ("mormon-column %d", crook);
  t_play_card (t, card);
  if (t_can (t, name))
    t_do (t, name);
  g_assert_cmpint (ger_is_mormon (&t->c, crook), ==, !reacts);
  turn = t->st->turn;
  t_do (t, "end-operations");
  t_indian_card_turn (t, "tribe-ute");
  g_assert_cmpint (t->st->turn, ==, turn);
  t_only_villages (t, keep);
  t_put_village (t, "ute", "utah", 6);
  t_resources (t, "utah", 1, 0, 0, 0);
  t_play_first_card (t);
  t_do (t, "war-party village-ute 5");
  t_do (t, "wp-chiefs-done");
  t_dice (t, &miss, 1);
  t_attack_in (t, "utah");
  g_assert_cmpint (t->st->pending.kind == D_REACT, ==, reacts);
  t_free (t);
}

static void
test_mormon_reaction (void)
{
  mormon_reaction_row ("shaman-mormons", FALSE);
  mormon_reaction_row ("shaman-federales", TRUE);
}

/* A Column of the Coordination positions: its Commander, BPs and Field Guns. */
typedef struct {
  const char *commander;
  int bp, fg;
} CoordColumn;

/* The Coordination positions of 5.71-5.723 and 11.2D: the Southern
 * Cheyenne's Village of 8 BPs alone in Colorado, Inactive; the Columns
 * given On Patrol there (slots 0, 1, ...); the first attacks with the
 * dice given. */
static T *
coordination_position (int players, const CoordColumn *cols, guint n_cols, const int *dice, guint n_dice)
{
  static const char *const keep[] = { "cheyenne-southern", NULL };
  T *t = t_new ("basic", players);
  int v = t_village (t, "cheyenne-southern");
  g_autofree char *attack = NULL;

  t_us_operations (t);
  t_only_villages (t, keep);
  t_put_village (t, "cheyenne-southern", "colorado", 8);
  t_inactive (t, "tribe-cheyenne");
  t_no_columns (t);
  for (guint k = 0; k < n_cols; k++)
    t_column (t, cols[k].commander, "colorado", FALSE, cols[k].bp, cols[k].fg, 0);
  attack = t_attack (t, 0, t->self->d->villages[v].marker);
  t_dice (t, dice, n_dice);
  t_do (t, attack);
  return t;
}

/* The three-Column position: Sheridan (13 BPs), Sibley (10) and Pope
 * (20, Speed 0); Sheridan attacks. */
static T *
coordination_attack (int players, const int dice[4])
{
  static const CoordColumn cols[] = {
    { "commander-sheridan", 13, 0 }, { "commander-sibley", 10, 0 }, { "commander-pope", 20, 0 },
  };
  T *t = coordination_position (players, cols, G_N_ELEMENTS (cols), dice, 4);

  g_assert_cmpint (ger_col_speed (&t->c, 1), ==, 3);
  g_assert_cmpint (ger_col_speed (&t->c, 2), ==, 0);
  return t;
}

/* 5.71-5.724: Sheridan (13 BPs, Speed 3) attacks; Sibley (10 BPs, Speed
 * 3) joins on a Coordination DR of 3, not 4; Pope (20 BPs, Speed 0) fails
 * on 1.  Against 8 BPs, joined, the force has 23 BPs (3-1, +4) and
 * Combat 2 (the best; Sibley's 1 adds nothing, 5.722): +6; alone, 13 BPs
 * (2-1, +2) and Sheridan's 2: +4.  Either way the attack is the
 * Round's only operation (5.724). */
static void
test_coordination (void)
{
  for (int dr = 3; dr <= 4; dr++)
    {
      int dice[4] = { dr, 1, 0, 0 };
      T *t = coordination_attack (3, dice);
      g_assert_cmpint (t->st->pending.kind, ==, D_COORDINATE);
      t_do (t, "coordinate 1");
      t_do (t, "coordinate 2");
      g_assert_true (t_logged (t, dr == 3 ? "Coordination DR 3 within the Column's Speed 3: it joins the attack (5.72)"
                                           : "Coordination DR 4 over the Column's Speed 3: it stays, played (5.72)"));
      g_assert_true (t_logged (t, "Coordination DR 1 over the Column's Speed 0: it stays, played (5.72)"));
      g_assert_true (t_logged (t, dr == 3 ? "US Battle DR 0 +6 = 6" : "US Battle DR 0 +4 = 4"));
      /* 5.723: joined, the US keeps the Coordinated Column together or not */
      g_assert_cmpint (t->st->pending.kind, ==, dr == 3 ? D_KEEP : D_OPERATION);
      if (dr == 3)
        t_do (t, "coordination-separate");
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_false (t_can (t, "column-fort 1"));                   /* 5.724 */
      g_assert_true (t_can (t, "end-operations"));
      t_free (t);
    }
}

/* 5.71 (referee-pg G-M7): "The US may attempt to combine up to three
 * Columns": Sheridan attacks with Sibley, Pope and Crook (11 BPs and a
 * Field Gun, Speed 2) On Patrol beside him.  With one tried the others are still
 * offered; with two tried (three Columns) Crook is offered no more. */
static void
test_coordination_three_columns (void)
{
  static const CoordColumn cols[] = {
    { "commander-sheridan", 13, 0 }, { "commander-sibley", 10, 0 }, { "commander-pope", 20, 0 },
    { "commander-crook", 11, 1 },
  };
  int dice[6] = { 3, 1, 0, 0, 0, 0 };
  T *t = coordination_position (3, cols, G_N_ELEMENTS (cols), dice, 6);

  g_assert_cmpint (ger_col_speed (&t->c, 3), <=, ger_col_speed (&t->c, 0));
  g_assert_cmpint (t->st->pending.kind, ==, D_COORDINATE);
  g_assert_true (t_can (t, "coordinate 3"));
  t_do (t, "coordinate 1");
  g_assert_cmpint (t->st->pending.kind, ==, D_COORDINATE);
  g_assert_true (t_can (t, "coordinate 3"));                      /* two Columns so far */
  t_do (t, "coordinate 2");
  g_assert_false (t_can (t, "coordinate 3"));                     /* three: no fourth */
  g_assert_true (t->st->pending.kind != D_COORDINATE);
  g_assert_true (t_logged (t, "US Battle DR"));
  t_free (t);
}

/* 5.722 (referee-pg2 G2-2): a Coordinated force's Combat is "the highest
 * rating available, plus one for each additional Commander with a Combat
 * rating of 2".  Crook (2 2G 0, 10 BPs) attacks, Sheridan (2 2 2, 13
 * BPs, no faster) joins: 23 BPs against the Cheyenne's 8 (+4) and Combat
 * 2 + 1 = 3: DR 0 +7; Sibley (Combat 1) joining instead: 2, DR 0 +6. */
static void
test_coordinated_combat_twos (void)
{
  static const struct { const char *other; const char *battle; } rows[] = {
    { "commander-sheridan", "US Battle DR 0 +7 = 7" },
    { "commander-sibley", "US Battle DR 0 +6 = 6" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      const CoordColumn cols[] = { { "commander-crook", 10, 0 }, { rows[k].other, 13, 0 } };
      int dice[4] = { 0, 0, 0, 0 };
      T *t = coordination_position (3, cols, G_N_ELEMENTS (cols), dice, 4);

      g_assert_cmpint (t->st->pending.kind, ==, D_COORDINATE);
      t_do (t, "coordinate 1");
      g_assert_true (t_logged (t, "it joins the attack (5.72)"));
      g_assert_true (t_logged (t, rows[k].battle));
      t_free (t);
    }
}

/* 7.63, 5.722: a Commander of Aggression -1 never massacres alone, but a
 * Coordinated Column sums its Commanders' Aggression.  Against the
 * Cheyenne's 8 BPs, 20 BPs are 3-1 (+4): a DR of 9 reads 13, 3[M2].
 * Howard (0 0 -1) with 20 BPs alone: -1, none; Howard joining Chivington
 * (0 1 3): 2, a Massacre; joining Sheridan (2 2 2, Combat +2: 15, 4[M2]):
 * 1, none. */
static void
test_negative_aggression (void)
{
  static const struct { CoordColumn cols[2]; guint n; int massacres; const char *battle, *aggression; } rows[] = {
    { { { "commander-howard", 20, 0 } }, 1, 0, "US Battle DR 9 +4 = 13", "Aggression -1 against M2" },
    { { { "commander-chivington", 10, 0 }, { "commander-howard", 10, 0 } }, 2, 1, "US Battle DR 9 +4 = 13",
      "Aggression 2 against M2" },
    { { { "commander-sheridan", 10, 0 }, { "commander-howard", 10, 0 } }, 2, 0, "US Battle DR 9 +6 = 15",
      "Aggression 1 against M2" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      int dice[4] = { 0, 9, 0, 0 }, massacres = 0;
      T *t = coordination_position (3, rows[k].cols, rows[k].n, rows[k].n == 1 ? dice + 1 : dice, rows[k].n == 1 ? 3 : 4);

      if (rows[k].n == 2)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_COORDINATE);
          t_do (t, "coordinate 1");
          g_assert_true (t_logged (t, "it joins the attack (5.72)"));
        }
      g_assert_true (t_logged (t, rows[k].battle));
      g_assert_true (t_logged (t, rows[k].aggression));
      for (int i = 0; i < t->self->d->n_massacres; i++)
        massacres += bh_state_const_pieces (t->st)[t->self->d->massacres[i]].location == t_loc (t, "colorado");
      g_assert_cmpint (massacres, ==, rows[k].massacres);
      t_free (t);
    }
}

/* 5.723: kept together, the Coordinated Column (Sheridan 13 and Sibley 10
 * BPs) attacks again two US Rounds later as one, with no Coordination DR:
 * 23 BPs against the Village's 7 (3-1, +4) and Sheridan's Combat 2: +6;
 * its attack is the Round's sole operation (5.724).  Separated, Sheridan
 * attacks alone and may try to Coordinate anew.  A kept Column that moves
 * leaves it. */
static void
test_kept_together (void)
{
  for (int keep = 0; keep <= 1; keep++)
    {
      int dice[4] = { 3, 1, 0, 0 }, again[2] = { 0, 0 };
      T *t = coordination_attack (3, dice);
      int v = t_village (t, "cheyenne-southern");
      g_autofree char *attack = NULL;

      t_do (t, "coordinate 1");
      t_do (t, "coordinate 2");
      g_assert_cmpint (t->st->pending.kind, ==, D_KEEP);
      t_do (t, keep ? "coordination-keep" : "coordination-separate");
      g_assert_cmpint (t->x->kept, ==, keep ? 0x3u : 0u);
      t_do (t, "end-operations");
      t_us_operations (t);                          /* played last Round: not now (5.33) */
      g_assert_false (t_has (t, "column-attack 0"));
      t_do (t, "end-operations");
      t_us_operations (t);
      g_assert_cmpint (ger_village_home_bp (&t->c, v), ==, 7);
      attack = t_attack (t, 0, t->self->d->villages[v].marker);
      t_dice (t, again, 2);
      t_do (t, attack);
      if (keep)
        {
          g_assert_true (t_said (t, "fights as one"));
          g_assert_true (t_said (t, "US Battle DR 0 +6 = 6"));
          g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
          g_assert_false (t_can (t, "column-fort 2"));                 /* 5.724 */
        }
      else
        g_assert_cmpint (t->st->pending.kind, ==, D_COORDINATE);
      t_free (t);
    }
  {
    int dice[4] = { 3, 1, 0, 0 };
    T *t = coordination_attack (3, dice);

    t_do (t, "coordinate 1");
    t_do (t, "coordinate 2");
    t_do (t, "coordination-keep");
    t_do (t, "end-operations");
    t_us_operations (t);
    t_do (t, "end-operations");
    t_us_operations (t);
    t_do (t, "column-move 1 kansas");
    g_assert_true (t_said (t, "separates from the Coordinated Column"));
    g_assert_cmpint (t->x->kept, ==, 0u);
    t_free (t);
  }
}

/* 5.723: the BP losses of a Coordinated force are the US's to
 * apportion, one BP at a time: Sheridan (13 BPs) attacks, Sibley (10)
 * joins on DR 3, and the Southern Cheyenne's Battle DR 9 costs the force
 * BPs; the US puts them all on Sibley, Sheridan keeps his 13.  When
 * Sibley does not join (DR 4), Sheridan takes his own losses with no
 * question. */
static void
test_coordinated_losses (void)
{
  for (int dr = 3; dr <= 4; dr++)
    {
      int dice[4] = { dr, 1, 0, 9 }, lost = 0;
      T *t = coordination_attack (3, dice);

      t_do (t, "coordinate 1");
      t_do (t, "coordinate 2");
      while (t->st->pending.kind == D_APPORTION)
        {
          g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
          g_assert_true (t_can (t, "lose-bp 0"));
          t_do (t, "lose-bp 1");
          lost++;
        }
      if (dr == 3)
        {
          g_assert_cmpint (lost, >=, 1);
          g_assert_cmpint (t->x->col_bp[0], ==, 13);
          g_assert_cmpint (t->x->col_bp[1], ==, 10 - lost);
          g_assert_true (t_logged (t, "Column 1 loses a BP (5.723)"));
        }
      else
        {
          g_assert_cmpint (lost, ==, 0);
          g_assert_cmpint (t->x->col_bp[0], <, 13);
          g_assert_cmpint (t->x->col_bp[1], ==, 10);
        }
      t_free (t);
    }
}

/* 5.723: "any losses in BPs and/or Artillery markers" of a Coordinated
 * force are the US's to apportion.  Sheridan (13 BPs, a Field Gun) attacks
 * the Southern Cheyenne in Colorado and Sibley (10 BPs, a Field Gun) joins
 * on a 0; a 9 for the Indians costs the force BPs, one of which a Field
 * Gun takes (5.55): with a Field Gun in each Column the US names the one
 * that loses it (Sibley's), then the BPs.  Alone with his Field Gun,
 * Sheridan loses it with no question. */
static void
test_coordinated_artillery (void)
{
  for (int joined = 0; joined <= 1; joined++)
    {
      static const CoordColumn cols[] = { { "commander-sheridan", 13, 1 }, { "commander-sibley", 10, 1 } };
      int dice[3] = { joined ? 0 : 9, 0, 9 };
      T *t = coordination_position (3, cols, G_N_ELEMENTS (cols), dice, 3);

      g_assert_cmpint (t->st->pending.kind, ==, D_COORDINATE);
      t_do (t, "coordinate 1");
      g_assert_cmpint (t->st->pending.kind, ==, D_ABSORB);
      t_do (t, "absorb 1 0");
      if (joined)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_APPORTION);
          g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
          g_assert_true (t_can (t, "lose-artillery 0 1"));
          g_assert_false (t_can (t, "lose-bp 0"));              /* the Artillery first */
          t_do (t, "lose-artillery 1 1");
          g_assert_true (t_logged (t, "Column 1 loses a Field Gun (5.723)"));
          g_assert_cmpint (t->x->col_fg[0], ==, 1);
          g_assert_cmpint (t->x->col_fg[1], ==, 0);
          while (t->st->pending.kind == D_APPORTION)
            t_do (t, "lose-bp 0");
        }
      else
        {
          g_assert_cmpint (t->st->pending.kind, !=, D_APPORTION);
          g_assert_cmpint (t->x->col_fg[0], ==, 0);
          g_assert_cmpint (t->x->col_fg[1], ==, 1);
        }
      t_free (t);
    }
}

/* 11.2D: with two players the US names the Columns, then makes one
 * Coordination DR against the highest Speed among them.  Sheridan (13
 * BPs, Speed 3) attacks; Sibley (Speed 3) and Pope (20 BPs, Speed 0) are
 * named; no DR is made until the US attacks; DR 3 (within Sheridan's 3)
 * joins both, Pope included (+6 for the force); DR 4 joins none: Sheridan
 * attacks alone (5.71) and the others stay, played. */
static void
test_two_player_coordination (void)
{
  for (int dr = 3; dr <= 4; dr++)
    {
      int dice[4] = { dr, 0, 0, 0 };
      T *t = coordination_attack (2, dice);
      g_assert_cmpint (t->st->pending.kind, ==, D_COORDINATE);
      t_do (t, "coordinate 1");
      g_assert_false (t_logged (t, "Coordination DR"));           /* one DR for all, at the end */
      g_assert_cmpint (t->st->pending.kind, ==, D_COORDINATE);
      t_do (t, "coordinate 2");
      if (dr == 3)
        {
          g_assert_true (t_logged (t, "Coordination DR 3 within the highest Speed 3: the Columns join the attack (11.2D)"));
          g_assert_true (t_logged (t, "US Battle DR 0 +6 = 6"));     /* the force, as in 5.72's test */
        }
      else
        {
          g_assert_true (t_logged (t, "Coordination DR 4 over the highest Speed 3: no Column joins, the others stay, played (11.2D)"));
          g_assert_true (t_logged (t, "US Battle DR 0 +4 = 4"));       /* Sheridan alone, as in 5.72's test */
        }
      g_assert_cmpint (t->x->col_played[1], ==, t->x->us_round);
      g_assert_cmpint (t->x->col_played[2], ==, t->x->us_round);
      t_free (t);
    }
}

/* 5.351 (T9): Sheridan (2 2 2), 13 BPs, Speed 3, On Patrol in Colorado;
 * the Telegraph invented; an Arapaho War Party attacks in Wyoming.  A
 * Reaction DR of 3 +1 = 4 fails and the Column stays in Colorado; 2 +1 = 3
 * succeeds and it moves to Wyoming, On Patrol, to attack. */
static void
test_telegraph (void)
{
  for (int dr = 2; dr <= 3; dr++)
    {
      T *t = t_new ("basic", 3);
      int col = t_arapaho_beside_sheridan (t), seat = t->st->pending.side;
      int v = t_village (t, "arapaho");
      g_autofree char *id = t_id (t, t->self->d->villages[v].marker);
      g_autofree char *form = g_strdup_printf ("war-party %s 5", id);
      int dice[2] = { 3, dr };

      t->x->events |= GER_EV_TELEGRAPH;
      t_play_first_card (t);
      t_do (t, form);
      t_do (t, "wp-chiefs-done");
      t_dice (t, dice, 2);
      t_attack_in (t, "wyoming");
      g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
      t_do (t, "react 0");
      g_assert_true (t_logged (t, "Reacting into Wyoming by Telegraph: +1 to the DR (5.351, 9.2CC)"));
      if (dr == 3)
        {
          g_assert_true (t_logged (t, "Reaction DR 4 over the Column's Speed 3: it fails (5.351)"));
          g_assert_cmpint (ger_col_space (&t->c, col), ==, t_loc (t, "colorado"));
          g_assert_cmpint (t->st->pending.kind, ==, D_WP_AFTER);
          g_assert_cmpint (t->st->pending.side, ==, seat);
        }
      else
        {
          g_assert_cmpint (ger_col_space (&t->c, col), ==, t_loc (t, "wyoming"));
          g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
        }
      t_free (t);
    }
}

/* A battle's decisions, and a Reaction's, name their Area (the decision
 * bar and the window's view, bh_rules_decision_location).  The Arapaho
 * War Party attacks in Wyoming; Sheridan's Column, next door in
 * Colorado, is offered a Reaction (5.35): the decision is about Wyoming,
 * not where the Column stands.  It reacts into Wyoming (DR 2 +1, Speed 3,
 * 5.351) and the Arapaho's Evasion (7.51) is about Wyoming; a failed
 * Reaction (3 +1) leaves the War Party to stay out or go home in Wyoming
 * (6.35).  Then the Apache War Party, attacked by Sibley in Arizona,
 * evades (DR 3 within 7, 7.52): the US's Pursuit (7.53) is about
 * Arizona; declined, the US plays his Columns again, about no one Area. */
static void
test_battle_decisions_name_the_area (void)
{
  for (int dr = 2; dr <= 3; dr++)
    {
      T *t = t_new ("basic", 3);
      int dice[2] = { 3, dr };

      t_arapaho_beside_sheridan (t);
      t->x->events |= GER_EV_TELEGRAPH;
      t_play_first_card (t);
      t_do (t, "war-party village-arapaho 5");
      g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, BH_NONE);
      t_do (t, "wp-chiefs-done");
      t_dice (t, dice, 2);
      t_attack_in (t, "wyoming");
      g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
      assert_decision_in (t, "wyoming", "Wyoming");
      t_do (t, "react 0");
      g_assert_cmpint (t->st->pending.kind, ==, dr == 2 ? D_EVADE : D_WP_AFTER);
      assert_decision_in (t, "wyoming", "Wyoming");
      t_free (t);
    }
  {
    T *t = t_new ("basic", 3);
    int col, dice[1] = { 3 };
    g_autofree char *attack = NULL;

    t_evasion_position (t, "shaman-federales", "apache-chiricahua", "tribe-apache", "indian-territory", 1, "arizona", NULL);
    col = t_column (t, "commander-sibley", "arizona", FALSE, 10, 0, 0);
    attack = t_attack (t, col, t->self->d->villages[t_village (t, "apache-chiricahua")].war_party);
    g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, BH_NONE);
    t_do (t, attack);
    g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
    assert_decision_in (t, "arizona", "Arizona");
    t_dice (t, dice, 1);
    t_do (t, "evade");
    g_assert_cmpint (t->st->pending.kind, ==, D_PURSUE);
    assert_decision_in (t, "arizona", "Arizona");
    t_do (t, "no-pursuit");
    g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
    g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, BH_NONE);
    t_free (t);
  }
}

/* 9.2CC, position -> action -> position: a game of `scenario` for three;
 * the US plays `card` in his Round (the Telegraph, or the Federales: no
 * event); then an Arapaho War Party of 5 attacks in Wyoming while
 * Sheridan's Column (13 BPs) stands On Patrol in Colorado, next to it.
 * `reacts`: the Column is offered a Reaction into Wyoming. */
typedef struct { const char *scenario, *card; int turns_later; gboolean reacts; } TelegraphRow;

static void
telegraph_row (const TelegraphRow *row)
{
  T *t = t_new (row->scenario, 3);
  int v = t_village (t, "arapaho");
  g_autofree char *id = t_id (t, t->self->d->villages[v].marker);
  g_autofree char *form = g_strdup_printf ("war-party %s 5", id);
  int miss = 9;

  t_us_operations_after (t, row->card);
  t_do (t, "end-operations");
  t_play_to_turn (t, t->st->turn + row->turns_later);
  t_arapaho_beside_sheridan (t);
  t_play_first_card (t);
  t_do (t, form);
  t_do (t, "wp-chiefs-done");
  t_dice (t, &miss, 1);
  t_attack_in (t, "wyoming");
  g_assert_cmpint (t->st->pending.kind == D_REACT, ==, row->reacts);
  t_free (t);
}

/* 9.2CC: in the Campaign Game a Column reacts into an adjacent Area only
 * once the Telegraph card is played, and "for all subsequent Turns"; in
 * the Basic Game it is in effect from the start (3.42), in every Turn. */
static void
test_telegraph_card (void)
{
  static const TelegraphRow rows[] = {
    { "campaign", "shaman-federales", 0, FALSE },
    { "campaign", "shaman-telegraph", 0, TRUE },
    { "campaign", "shaman-telegraph", 1, TRUE },
    { "basic", "shaman-federales", 0, TRUE },
    { "basic", "shaman-federales", 1, TRUE },
    { "basic", "shaman-federales", 2, TRUE },       /* Turn 6 */
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    telegraph_row (&rows[k]);
}

/* 9.2DD, position -> action -> position: a Campaign game for three
 * before the Civil War (or, `acw`, the Civil War card played first in
 * the Turn); the US plays `card` (Territorial Problems, or the
 * Federales: no event) and has Columns In Fort in Kansas (Miles), On
 * Patrol in Nebraska next to it (Pope) and On Patrol in Kansas (Sibley),
 * Crook waiting in the Reserve.  `closed`: Kansas is closed to Columns
 * moved or placed there, and Miles stays In Fort; Sibley may still leave
 * or go In Fort either way. */
typedef struct { const char *card; gboolean acw, closed; } BloodyRow;

static void
bloody_row (const BloodyRow *row)
{
  static const char *const cmdrs[] = { "commander-crook", NULL };
  T *t = t_new ("campaign", 3);
  int fort, patrol, inside;
  g_autofree char *move = NULL, *leave = NULL, *out = NULL, *inside_fort = NULL;

  if (row->acw)
    {
      t_play_to (t, D_CARD, "texas");             /* the Civil War, the Turn's first card */
      t_play_card (t, "shaman-civil-war");
    }
  t_us_operations_after (t, row->card);
  g_assert_cmpint (!!(t->x->events & GER_EV_ACW), ==, row->acw);
  if (row->acw)
    g_assert_true (t_said (t, "the Civil War is on"));
  t_no_columns (t);
  fort = t_column (t, "commander-miles", "kansas", TRUE, 5, 0, 0);
  patrol = t_column (t, "commander-pope", "nebraska", FALSE, 5, 0, 0);
  inside = t_column (t, "commander-sibley", "kansas", FALSE, 5, 0, 0);
  t_reserve (t, cmdrs, 5, 0, 0);
  move = g_strdup_printf ("column-move %d kansas", patrol);
  out = g_strdup_printf ("column-patrol %d", fort);
  leave = g_strdup_printf ("column-move %d nebraska", inside);
  inside_fort = g_strdup_printf ("column-fort %d", inside);
  g_assert_cmpint (t_can (t, move), ==, !row->closed);
  g_assert_cmpint (t_can (t, out), ==, !row->closed);
  g_assert_true (t_can (t, leave));
  g_assert_true (t_can (t, inside_fort));
  t_do (t, "column-new commander-crook");
  g_assert_cmpint (t_can (t, "column-at kansas"), ==, !row->closed);
  g_assert_true (t_can (t, "column-at nebraska"));
  t_free (t);
}

/* 9.2DD: Territorial Problems before the Civil War is Bloody Kansas;
 * "while the ACW is in effect" (the Civil War played earlier in the
 * Turn) it is No Event. */
static void
test_bloody_kansas (void)
{
  static const BloodyRow rows[] = {
    { "shaman-territorial-problems", FALSE, TRUE },
    { "shaman-federales", FALSE, FALSE },
    { "shaman-territorial-problems", TRUE, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    bloody_row (&rows[k]);
}

/* 9.2DD with 9.2CC: "No more Columns may be placed in Kansas or moved
 * there", a Reaction by Telegraph (5.351) included.  Campaign, before the
 * Civil War: the US plays the Telegraph, then in his next Round `card`
 * (Territorial Problems, or the Federales: no event); an Arapaho War Party
 * attacks a Settlement in Kansas with Sheridan's Column On Patrol next
 * door in Colorado, the only Column: `reacts`, a Reaction is offered. */
static void
bloody_reaction_row (const char *card, gboolean reacts)
{
  static const char *const keep[] = { "arapaho", NULL };
  T *t = t_new ("campaign", 3);
  int turn, miss = 9;

  t_us_operations_after (t, "shaman-telegraph");
  turn = t->st->turn;
  t_do (t, "end-operations");
  t_us_operations_after (t, card);
  t_do (t, "end-operations");
  t_indian_card_turn (t, "tribe-arapaho");
  g_assert_cmpint (t->st->turn, ==, turn);
  g_assert_false (t->x->events & GER_EV_ACW);
  t_only_villages (t, keep);
  t_put_village (t, "arapaho", "kansas", 6);
  t_resources (t, "kansas", 1, 0, 0, 0);
  t_no_columns (t);
  t_column (t, "commander-sheridan", "colorado", FALSE, 13, 0, 0);
  t_play_first_card (t);
  t_do (t, "war-party village-arapaho 5");
  t_do (t, "wp-chiefs-done");
  t_dice (t, &miss, 1);
  t_attack_in (t, "kansas");
  g_assert_cmpint (t->st->pending.kind == D_REACT, ==, reacts);
  t_free (t);
}

static void
test_bloody_kansas_reaction (void)
{
  bloody_reaction_row ("shaman-territorial-problems", FALSE);
  bloody_reaction_row ("shaman-federales", TRUE);
}

/* 5.31 with 9.2DD (referee-pg G-M5): "The maximum number of BPs in any
 * one Column is 20".  Under Bloody Kansas a Column In Fort in Kansas
 * stays In Fort and may only be reinforced: Miles with 19 BPs is offered
 * `column-reinforce` (5 BPs in the Reserve), with 20 he is not. */
static void
test_bloody_kansas_reinforce (void)
{
  for (int bp = 19; bp <= 20; bp++)
    {
      static const char *const none[] = { NULL };
      T *t = t_new ("campaign", 3);
      int fort;
      g_autofree char *reinforce = NULL;

      t_us_operations_after (t, "shaman-territorial-problems");
      g_assert_false (t->x->events & GER_EV_ACW);
      t_no_columns (t);
      fort = t_column (t, "commander-miles", "kansas", TRUE, bp, 0, 0);
      t_reserve (t, none, 5, 0, 0);
      reinforce = g_strdup_printf ("column-reinforce %d", fort);
      if (t_can (t, reinforce) != (bp < 20))
        g_error ("Miles In Fort in Bloody Kansas with %d BPs: column-reinforce %s", bp,
                 bp < 20 ? "not offered" : "offered past 5.31's 20");
      t_free (t);
    }
}

/* 9.2Q, 9.2R, 9.2W, 9.2Y: no Column attacks a Peace Chief's or Scouts'
 * Village, nor, under the Peace Policy, with a Commander of Aggression
 * under 3, nor under the Reform Movement under 2 (Chivington 3, Sheridan
 * 2, Sibley 1): each row on one side of its line. */
static void
test_attack_restrictions (void)
{
  static const struct {
    const char *commander;
    guint events, marks;
    gboolean listed;
  } rows[] = {
    { "commander-chivington", GER_EV_PEACE_POLICY, 0, TRUE },
    { "commander-sheridan", GER_EV_PEACE_POLICY, 0, FALSE },
    { "commander-sheridan", GER_EV_REFORM, 0, TRUE },
    { "commander-sibley", GER_EV_REFORM, 0, FALSE },
    { "commander-sibley", 0, 0, TRUE },
    { "commander-chivington", 0, GER_MARK_PEACE_CHIEF, FALSE },
    { "commander-chivington", 0, GER_MARK_SCOUTS, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int col = t_cheyenne_under_column (t, rows[k].commander, 6, 0);
      g_autofree char *attack = t_attack (t, col, t_piece (t, "village-cheyenne-southern"));

      t->x->events |= rows[k].events;
      t->x->marks[t_village (t, "cheyenne-southern")] |= rows[k].marks;
      g_assert_cmpint (t_can (t, attack), ==, rows[k].listed);
      t_free (t);
    }
}

/* 9.2W, position -> action -> position: the US plays `card` (Reform
 * Movement, or the Federales: no event), then the Southern Cheyenne,
 * Inactive, stand in Colorado with 5 BPs at home and a War Party of 3
 * beside them, and a Column of 10 BPs under `commander` is On Patrol
 * there.  Listed: may it attack the Village, the War Party. */
typedef struct { const char *card, *commander; gboolean village, war_party; } ReformRow;

static void
reform_row (const ReformRow *row)
{
  static const char *const keep[] = { "cheyenne-southern", NULL };
  T *t = t_new ("basic", 3);
  const GerVillage *gv;
  g_autofree char *village = NULL, *wp = NULL;
  int col;

  t_us_operations_after (t, row->card);
  t_only_villages (t, keep);
  t_put_village (t, "cheyenne-southern", "colorado", 5);
  t_inactive (t, "tribe-cheyenne");
  t_war_party (t, "cheyenne-southern", "colorado", 3, NULL);
  t_no_columns (t);
  col = t_column (t, row->commander, "colorado", FALSE, 10, 0, 0);
  gv = &t->self->d->villages[t_village (t, "cheyenne-southern")];
  village = t_attack (t, col, gv->marker);
  wp = t_attack (t, col, gv->war_party);
  g_assert_cmpint (t_can (t, village), ==, row->village);
  g_assert_cmpint (t_can (t, wp), ==, row->war_party);
  t_free (t);
}

/* 9.2W: once the Reform Movement is played, a Column whose Commander's
 * Aggression is under 2 may not attack a Village (Sibley 1: no; Sheridan
 * 2: yes), though it may attack a War Party; without the card Sibley
 * may. */
static void
test_reform_movement (void)
{
  static const ReformRow rows[] = {
    { "shaman-reform-movement", "commander-sheridan", TRUE, TRUE },
    { "shaman-reform-movement", "commander-sibley", FALSE, TRUE },
    { "shaman-federales", "commander-sibley", TRUE, TRUE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    reform_row (&rows[k]);
}

/* 7.34: a target is attacked once a Round: after Sheridan's attack on the
 * Village, Sibley, in the same Area, may not attack it that Round. */
static void
test_once_a_round (void)
{
  T *t = t_new ("basic", 3);
  g_autofree char *second = t_once_a_round_second (t);

  g_assert_false (t_can (t, second));
  t_free (t);
}

/* 7.31, 6.73: the Snake's Poison Arrows (+1, the card's) in its battles:
 * Sibley's Column (10 BPs) attacks an Inactive Village of 5 BPs, no Chief
 * left, in Colorado; the Indians' DRM is the 1-2 odds' -2 plus the Tribe's Battle
 * rating: the Snake 0 and +1 for the arrows, -1; the Southern Cheyenne +1
 * and no arrows, -1 too; the same Snake without its card's DRM would be
 * -2. */
static void
test_poison_arrows (void)
{
  static const struct { const char *village, *card; } rows[] = {
    { "snake", "tribe-snake" }, { "cheyenne-southern", "tribe-cheyenne" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      const char *keep[] = { rows[k].village, NULL };
      T *t = t_new ("basic", 3);
      int dice[2] = { 0, 0 }, col;
      g_autofree char *id = g_strdup_printf ("village-%s", rows[k].village);
      g_autofree char *attack = NULL;

      t_us_operations (t);
      t_only_villages (t, keep);
      t_put_village (t, rows[k].village, "colorado", 5);
      t_inactive (t, rows[k].card);
      for (guint i = 0; i < t->self->d->n_chiefs; i++)      /* no Chief's Combat (6.52) */
        if (t->self->d->chiefs[i].tribe == t_tribe (t, rows[k].card))
          bh_state_move_piece (t->st, t->self->d->chiefs[i].piece, t->self->d->dead_leaders);
      t_no_columns (t);
      col = t_column (t, "commander-sibley", "colorado", FALSE, 10, 0, 0);
      attack = t_attack (t, col, t_piece (t, id));
      t_dice (t, dice, 2);
      t_do (t, attack);
      g_assert_true (t_said (t, "Indian Battle DR 0 -1 = -1"));
      t_free (t);
    }
}

/* 5.6, 5.61, 5.62: a Column On Patrol may attack, move and go In Fort; In
 * Fort it may not change Areas or attack, only come out On Patrol, and no
 * War Party may attack it.  Rows: the side acting, whether the Column is In
 * Fort, the action ("%d" the Column's slot, "%s" the Village's id), whether
 * it is offered.  The US's rows: the Southern Cheyenne in Colorado under a
 * Column there; the Indians': a Navajo War Party formed in New Mexico
 * beside a Column there. */
typedef struct {
  gboolean us, fort;
  const char *action;
  gboolean offered;
} FortRow;

static void
test_forts (void)
{
  static const FortRow rows[] = {
    { TRUE, FALSE, "column-attack %d village-cheyenne-southern", TRUE },
    { TRUE, TRUE, "column-attack %d village-cheyenne-southern", FALSE },
    { TRUE, FALSE, "column-move %d kansas", TRUE },
    { TRUE, TRUE, "column-move %d kansas", FALSE },
    { TRUE, FALSE, "column-fort %d", TRUE },
    { TRUE, TRUE, "column-fort %d", FALSE },
    { TRUE, FALSE, "column-patrol %d", FALSE },
    { TRUE, TRUE, "column-patrol %d", TRUE },
    { FALSE, FALSE, "attack-column %d", TRUE },
    { FALSE, TRUE, "attack-column %d", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      const FortRow *r = &rows[k];
      T *t = t_new ("basic", 3);
      int col;
      g_autofree char *action = NULL;

      if (r->us)
        {
          col = t_cheyenne_under_column (t, "commander-sheridan", 4, 0);
          if (r->fort)
            {
              t_no_columns (t);
              col = t_column (t, "commander-sheridan", "colorado", TRUE, 10, 0, 0);
            }
        }
      else
        {
          const char *keep[] = { "navajo", NULL };
          int v = t_village (t, "navajo");
          g_autofree char *id = NULL, *form = NULL;

          t_indian_card_turn (t, "tribe-navajo");
          t_only_villages (t, keep);
          t_put_village (t, "navajo", "new-mexico", 6);
          t_resources (t, "new-mexico", 0, 0, 0, 0);
          t_no_columns (t);
          col = t_column (t, "commander-sheridan", "new-mexico", r->fort, 5, 0, 0);
          t_play_first_card (t);
          id = t_id (t, t->self->d->villages[v].marker);
          form = g_strdup_printf ("war-party %s 4", id);
          t_do (t, form);
          t_do (t, "wp-chiefs-done");
        }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      action = g_strdup_printf (r->action, col);   /* the rows' own formats, one %d each */
#pragma GCC diagnostic pop
      if (t_can (t, action) != r->offered)
        g_error ("row %u: %s %s offered", k, action, r->offered ? "not" : "");
      t_free (t);
    }
}

/* 5.34, 5.341-5.343: what a Column's play may be.  On Patrol in Colorado
 * (the Southern Cheyenne there): move into an adjacent Area, across a side
 * (Kansas) or the Four Corners (Arizona), not two Areas off (California);
 * attack in its Area; go In Fort; no reinforcement.  In Fort: come out On
 * Patrol; take reinforcements from the Reserve (10 BPs there).  A new
 * Column placed On Patrol there this Round may not attack (5.343). */
typedef struct {
  int status;                   /* 0 On Patrol, 1 In Fort, 2 new this Round */
  const char *action;           /* "%d" the Column's slot */
  gboolean offered;
} StatusRow;

static void
test_column_status (void)
{
  static const char *const cmdrs[] = { "commander-miles", NULL };
  static const StatusRow rows[] = {
    { 0, "column-move %d kansas", TRUE },
    { 0, "column-move %d arizona", TRUE },
    { 0, "column-move %d california", FALSE },
    { 0, "column-attack %d village-cheyenne-southern", TRUE },
    { 0, "column-fort %d", TRUE },
    { 0, "column-reinforce %d", FALSE },
    { 1, "column-patrol %d", TRUE },
    { 1, "column-reinforce %d", TRUE },
    { 1, "column-move %d kansas", FALSE },
    { 2, "column-attack %d village-cheyenne-southern", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      const StatusRow *r = &rows[k];
      T *t = t_new ("basic", 3);
      int col = t_cheyenne_under_column (t, "commander-sheridan", 4, 0);
      g_autofree char *action = NULL;

      t_reserve (t, cmdrs, 10, 0, 0);
      if (r->status == 1)
        {
          t_no_columns (t);
          col = t_column (t, "commander-sheridan", "colorado", TRUE, 10, 0, 0);
        }
      else if (r->status == 2)
        {
          t_no_columns (t);
          t_do (t, "column-new commander-miles");
          t_do (t, "column-at colorado");
          t_do (t, "column-bps 5");
          t_do (t, "column-guns 0 0");
          if (t->st->pending.kind == D_NEW_PLACE)
            t_do_found (t, "column-patrol");
          col = -1;
          for (int i = 0; i < GER_MAX_COLUMNS; i++)
            if (ger_col_used (&t->c, i))
              col = i;
          g_assert_cmpint (col, >=, 0);
        }
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      action = g_strdup_printf (r->action, col);   /* the rows' own formats, one %d each */
#pragma GCC diagnostic pop
      if (t_can (t, action) != r->offered)
        g_error ("row %u: %s %s offered", k, action, r->offered ? "not" : "");
      t_free (t);
    }
}

/* 7.31 (referee m8, session 9): "DRMs > +8 ... are treated as +8".  A
 * Column attacks the Southern Cheyenne's Village with no BP in Colorado:
 * +6 in place of the odds (7.4), the Commander's Combat (Sibley 1,
 * Sheridan 2), +1 a Field Gun (5.53): 7 and 8 stand, 9 and 10 are 8.  The
 * DRMs' lower side cannot be reached with the data's ratings (the US at
 * worst -4 -3 +0, the Indians -4). */
static void
test_drm_clamp (void)
{
  static const struct { const char *commander; int fg; const char *said; } rows[] = {
    { "commander-sibley", 0, "US Battle DR 1 +7 = 8" },
    { "commander-sheridan", 0, "US Battle DR 1 +8 = 9" },
    { "commander-sheridan", 1, "US Battle DR 1 +8 = 9" },
    { "commander-sheridan", 2, "US Battle DR 1 +8 = 9" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int col;

      t_cheyenne_under_column (t, rows[k].commander, 0, 0);
      t_no_columns (t);
      col = t_column (t, rows[k].commander, "colorado", FALSE, 10, rows[k].fg, 0);
      t_attack_cheyenne_said (t, col, 1, rows[k].said, k);
      t_free (t);
    }
}

/* 9.2Y (referee check3 B1): "The US may add one to the Speed of all of
 * his Columns in or adjacent to the Scout Village's Area", a Coordinated
 * force's too (5.722: it acts as one Column).  The Chiricahua scout in
 * New Mexico; the Southern Cheyenne (8 BPs, the other Indian's) in
 * Colorado next door; Sheridan (13 BPs, 2 2 2: Speed 3) attacks them and
 * Sibley (10 BPs, 1 1 1: Speed 3) tries to join.  With the Scouts each
 * Column's Speed is 4: Sibley joins on a Coordination DR of 4 (over 3
 * without).  Joined, the force's 23 BPs give 3 - 4 + 2 = 1 (5.32), 2 with
 * the Scouts: the Pursuit of the Cheyenne's Evasion catches on DR 2 with
 * them, on 1 without, never on the next DR up. */
static void
test_scouts_force (void)
{
  static const struct { gboolean scouts; int coordination, pursuit; gboolean joins, caught; } rows[] = {
    { TRUE, 4, 2, TRUE, TRUE },
    { TRUE, 4, 3, TRUE, FALSE },
    { TRUE, 5, -1, FALSE, FALSE },
    { FALSE, 3, 1, TRUE, TRUE },
    { FALSE, 3, 2, TRUE, FALSE },
    { FALSE, 4, -1, FALSE, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const keep[] = { "apache-chiricahua", "cheyenne-southern", NULL };
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-apache"), v = t_village (t, "cheyenne-southern");
      int dice[3] = { rows[k].coordination, 1, rows[k].pursuit };
      g_autofree char *attack = NULL;
      g_autofree char *joined = g_strdup_printf ("Coordination DR %d %s the Column's Speed %d", rows[k].coordination,
                                                 rows[k].joins ? "within" : "over", rows[k].scouts ? 4 : 3);
      g_autofree char *pursuit = g_strdup_printf ("Pursuit DR %d %s the Pursuit Capability %d", rows[k].pursuit,
                                                  rows[k].caught ? "within" : "over", rows[k].scouts ? 2 : 1);

      t_only_villages (t, keep);
      t_put_village (t, "apache-chiricahua", "new-mexico", 4);
      t_put_village (t, "cheyenne-southern", "colorado", 8);
      t_give_tribe (t, "tribe-cheyenne", t_other_indian (t, seat));
      t_no_columns (t);
      t_column (t, "commander-sheridan", "colorado", FALSE, 13, 0, 0);
      t_column (t, "commander-sibley", "colorado", FALSE, 10, 0, 0);
      if (rows[k].scouts)
        {
          t_play_card (t, "shaman-scouts");
          t_do (t, "card-target village-apache-chiricahua");
        }
      t_us_operations (t);
      attack = t_attack (t, 0, t->self->d->villages[v].marker);
      t_do (t, attack);
      t_do (t, "await-coordination");                       /* 5.721: no Evasion yet */
      t_dice (t, dice, 3);
      t_do (t, "coordinate 1");
      g_assert_true (t_said (t, joined));
      g_assert_true (t_said (t, "Scouts: +1 to the Speed of the Columns in Colorado") == rows[k].scouts);
      if (rows[k].pursuit < 0)
        {
          t_free (t);
          continue;
        }
      t_do (t, "evade");                                    /* Evasion DR 1 */
      t_do (t, "pursue");
      g_assert_true (t_said (t, pursuit));
      g_assert_true (t_said (t, "(9.2Y)") == rows[k].scouts);
      if (rows[k].caught)
        g_assert_cmpint (t->st->pending.kind, ==, D_AMBUSH);            /* 7.54 next */
      else
        g_assert_true (t_said (t, "no battle"));
      t_free (t);
    }
}

/* 9.2Y with 5.723: a Coordinated Column kept together Reacts at its whole
 * size's Speed (5.351), and the Scouts add one to it.  The Apache's
 * player (who holds the Ute too) has the Chiricahua scout in New Mexico
 * (or plays a card of no event); in the US's Operations Sheridan (13 BPs)
 * attacks the Inactive Southern Cheyenne in Colorado, Sibley (10) joins
 * and the US keeps them together: 23 BPs, Speed 1 (5.32), 2 with the
 * Scouts next door.  In his next Round the Ute relocate out of Colorado:
 * the Reaction DR attacks at or under it. */
static void
test_scouts_kept_reaction (void)
{
  static const struct { gboolean scouts; int dr; gboolean attacks; } rows[] = {
    { TRUE, 2, TRUE }, { TRUE, 3, FALSE }, { FALSE, 1, TRUE }, { FALSE, 2, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const keep[] = { "ute", "apache-chiricahua", "cheyenne-southern", NULL };
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-apache"), v = t_village (t, "ute"), ch = t_village (t, "cheyenne-southern");
      g_autofree char *id = bh_game_data_dup_piece_id (t->data, t->self->d->villages[v].marker);
      g_autofree char *move = g_strdup_printf ("relocate %s utah", id);
      g_autofree char *attack = NULL;
      g_autofree char *said = g_strdup_printf ("Reaction DR %d %s the Column's Speed %d", rows[k].dr,
                                               rows[k].attacks ? "within" : "over", rows[k].scouts ? 2 : 1);
      int battle[3] = { 0, 0, 0 }, dice[3] = { rows[k].dr, 9, 0 };

      t_only_villages (t, keep);
      t_put_village (t, "ute", "colorado", 4);
      t_put_village (t, "apache-chiricahua", "new-mexico", 4);
      t_put_village (t, "cheyenne-southern", "colorado", 8);
      t_give_tribe (t, "tribe-ute", seat);
      t_inactive (t, "tribe-cheyenne");
      t_no_columns (t);
      t_column (t, "commander-sheridan", "colorado", FALSE, 13, 0, 0);
      t_column (t, "commander-sibley", "colorado", FALSE, 10, 0, 0);
      if (rows[k].scouts)
        {
          t_play_card (t, "shaman-scouts");
          t_do (t, "card-target village-apache-chiricahua");
        }
      else
        t_play_first_card (t);
      t_do (t, "no-action");
      t_us_operations (t);
      attack = t_attack (t, 0, t->self->d->villages[ch].marker);
      t_do (t, attack);
      t_dice (t, battle, 3);                                /* joins on 0; both battle DRs 0 */
      t_do (t, "coordinate 1");
      g_assert_cmpint (t->st->pending.kind, ==, D_KEEP);
      t_do (t, "coordination-keep");
      g_assert_cmpint (t->x->kept, ==, 0x3u);
      g_assert_cmpint (t->x->col_bp[0] + t->x->col_bp[1], ==, 23);
      t_do (t, "end-operations");
      t_next_round_of (t, seat);
      t_play_first_card (t);
      t_do (t, move);
      g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
      t_dice (t, dice, 3);
      t_do (t, "react 0");
      g_assert_true (t_said (t, said));
      g_assert_true (t_said (t, "Scouts: +1 to the Speed of the Columns in Colorado") == rows[k].scouts);
      g_assert_true ((t->st->pending.kind == D_EVADE) == rows[k].attacks);
      t_free (t);
    }
}

/* 5.32 then 9.2Y (referee check6 B3'): a Column "will never have a Speed
 * < 0, even if the cumulative modifiers produce a negative Speed", and the
 * Scouts "add one to the Speed": to that Speed, so 1 (the project's
 * reading, docs/rules/geronimo.md).  Pope (Pursuit -1) with 16 BPs in
 * Colorado: 3 - 3 - 1 = -1, Speed 0, 1 with the Chiricahua scout next
 * door.  The Ute relocate out of Colorado: Reaction DR 1 attacks, 2 not
 * (adding before the floor would give 0: DR 1 over it). */
static void
test_scouts_negative_speed (void)
{
  static const struct { int dr; gboolean attacks; } rows[] = { { 1, TRUE }, { 2, FALSE } };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const keep[] = { "ute", "apache-chiricahua", NULL };
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-apache"), v = t_village (t, "ute");
      g_autofree char *id = bh_game_data_dup_piece_id (t->data, t->self->d->villages[v].marker);
      g_autofree char *move = g_strdup_printf ("relocate %s utah", id);
      g_autofree char *said = g_strdup_printf ("Reaction DR %d %s the Column's Speed 1", rows[k].dr,
                                               rows[k].attacks ? "within" : "over");
      int dice[3] = { rows[k].dr, 9, 0 };

      t_only_villages (t, keep);
      t_put_village (t, "ute", "colorado", 4);
      t_put_village (t, "apache-chiricahua", "new-mexico", 4);
      t_give_tribe (t, "tribe-ute", seat);
      t_no_columns (t);
      t_column (t, "commander-pope", "colorado", FALSE, 16, 0, 0);
      t_play_card (t, "shaman-scouts");
      t_do (t, "card-target village-apache-chiricahua");
      t_do (t, "no-action");
      t_next_round_of (t, seat);
      t_play_first_card (t);
      t_do (t, move);
      g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
      t_dice (t, dice, 3);
      t_do (t, "react 0");
      g_assert_true (t_said (t, said));
      g_assert_true ((t->st->pending.kind == D_EVADE) == rows[k].attacks);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/5.32/speed", test_speed);
  g_test_add_func ("/geronimo/9.2Y/scouts-coordinated-pursuit", test_scouts_force);
  g_test_add_func ("/geronimo/9.2Y/scouts-kept-reaction", test_scouts_kept_reaction);
  g_test_add_func ("/geronimo/9.2Y/scouts-after-speed-floor", test_scouts_negative_speed);
  g_test_add_func ("/geronimo/5.31/formation", test_formation);
  g_test_add_func ("/geronimo/5.62/in-fort", test_forts);
  g_test_add_func ("/geronimo/7.31/drm-clamp", test_drm_clamp);
  g_test_add_func ("/geronimo/5.341/column-plays", test_column_status);
  g_test_add_func ("/geronimo/5.33/plays-across-turns", test_plays_across_turns);
  g_test_add_func ("/geronimo/5.52/column-limits", test_column_limits);
  g_test_add_func ("/geronimo/5.33/plays", test_plays);
  g_test_add_func ("/geronimo/4.22/commanders", test_commanders);
  g_test_add_func ("/geronimo/5.38/attrition", test_attrition);
  g_test_add_func ("/geronimo/5.46/formula", test_formula);
  g_test_add_func ("/geronimo/5.46/disband", test_disband);
  g_test_add_func ("/geronimo/5.45/divide", test_divide);
  g_test_add_func ("/geronimo/5.241/transcontinental", test_transcontinental);
  g_test_add_func ("/geronimo/5.35/reaction", test_reaction);
  g_test_add_func ("/geronimo/5.35/war-party-reaction", test_wp_reaction);
  g_test_add_func ("/geronimo/5.35/war-party-going-home", test_wp_home_reaction);
  g_test_add_func ("/geronimo/5.35/war-party-called-home", test_wp_called_home);
  g_test_add_func ("/geronimo/5.71/reaction-coordination", test_reaction_coordination);
  g_test_add_func ("/geronimo/9.2O/mormon-column", test_mormon_column);
  g_test_add_func ("/geronimo/9.2O/mormon-reaction", test_mormon_reaction);
  g_test_add_func ("/geronimo/5.723/kept-together", test_kept_together);
  g_test_add_func ("/geronimo/9.2R/attack-restrictions", test_attack_restrictions);
  g_test_add_func ("/geronimo/9.2W/reform-movement", test_reform_movement);
  g_test_add_func ("/geronimo/7.34/once-a-round", test_once_a_round);
  g_test_add_func ("/geronimo/6.73/poison-arrows", test_poison_arrows);
  g_test_add_func ("/geronimo/5.723/coordinated-losses", test_coordinated_losses);
  g_test_add_func ("/geronimo/5.71/coordination-three-columns", test_coordination_three_columns);
  g_test_add_func ("/geronimo/5.723/coordinated-artillery", test_coordinated_artillery);
  g_test_add_func ("/geronimo/11.2D/coordination", test_two_player_coordination);
  g_test_add_func ("/geronimo/5.351/telegraph", test_telegraph);
  g_test_add_func ("/geronimo/7.5/decisions-name-the-area", test_battle_decisions_name_the_area);
  g_test_add_func ("/geronimo/9.2CC/telegraph-card", test_telegraph_card);
  g_test_add_func ("/geronimo/9.2DD/bloody-kansas", test_bloody_kansas);
  g_test_add_func ("/geronimo/9.2DD/bloody-kansas-reaction", test_bloody_kansas_reaction);
  g_test_add_func ("/geronimo/9.2DD/bloody-kansas-reinforce", test_bloody_kansas_reinforce);
  g_test_add_func ("/geronimo/7.31/odds", test_odds);
  g_test_add_func ("/geronimo/7.63/negative-aggression", test_negative_aggression);
  g_test_add_func ("/geronimo/9.2HH/winter-campaigning", test_winter_campaigning);
  g_test_add_func ("/geronimo/7.55/evasion-example", test_evasion_example);
  g_test_add_func ("/geronimo/9.2Z/medicine-ambush", test_medicine_ambush);
  g_test_add_func ("/geronimo/2.21E/t28-apache-battle-rating", test_apache_battle_rating);
  g_test_add_func ("/geronimo/7.52/evasion-boundaries", test_evasion_boundaries);
  g_test_add_func ("/geronimo/7.54/ambush-eight-evasion-one", test_ambush_eight_evasion_one);
  g_test_add_func ("/geronimo/7.55/village-without-bp-evades", test_village_without_bp_evades);
  g_test_add_func ("/geronimo/7.55/devastated-then-evades", test_devastated_then_evades);
  g_test_add_func ("/geronimo/6.53/chiefs-together", test_chiefs_together);
  g_test_add_func ("/geronimo/7.62/massacre-example", test_massacre_example);
  g_test_add_func ("/geronimo/8.21/massacre-unrest", test_massacre_unrest);
  g_test_add_func ("/geronimo/7.41/devastation", test_devastation);
  g_test_add_func ("/geronimo/7.32/battle-example", test_battle_example);
  g_test_add_func ("/geronimo/5.72/coordination", test_coordination);
  g_test_add_func ("/geronimo/5.722/coordinated-combat-twos", test_coordinated_combat_twos);
  return g_test_run ();
}
