/* test-geronimo-columns.c — Column rules the army file leaves out, played
 * through player actions: a Reaction to a Village relocating out of the
 * Column's Area (5.36), the Columns carried into the next Turn (5.39,
 * 5.344), the Column plays of solitaire (11.38), the Artillery's
 * Battle DRMs (5.53, 5.54) and Evasion during Coordination (5.721). */
#include "test-geronimo-util.c"

/* The Ute Village (4 BPs) relocates from Colorado to Utah under Sheridan's
 * Column (13 BPs, Speed 3) On Patrol in Colorado; the Column Reacts (DR 3)
 * and the Ute stand; `dice` are the US's and the Indian's Battle DRs. */
static T *
ute_stands (const int *battle)
{
  static const char *const keep[] = { "ute", NULL };
  T *t = t_new ("basic", 3);
  int v = t_village (t, "ute");
  g_autofree char *id = bh_game_data_dup_piece_id (t->data, t->self->d->villages[v].marker);
  g_autofree char *move = g_strdup_printf ("relocate %s utah", id);
  int dice[4] = { 3, battle[0], battle[1], 0 };

  t_indian_card_turn (t, "tribe-ute");
  t_only_villages (t, keep);
  t_put_village (t, "ute", "colorado", 4);
  t_no_columns (t);
  t_column (t, "commander-sheridan", "colorado", FALSE, 13, 0, 0);
  t_play_first_card (t);
  t_do (t, move);
  t_dice (t, dice, 4);
  t_do (t, "react 0");
  g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
  t_do (t, "no-evasion");
  return t;
}

/* 5.36: the Village reaches Utah unless it lost more than the Column.
 * US: DR + 6 (Sheridan's Combat 2, 13 to 4 is 3-1 or better: +4); the
 * Ute: DR - 3 (1-3 or worse: -4, their Battle +1); the Battle Table gives
 * 0 at 1 or less, 1 at 2-6, 2 at 7-11.  Against a Village a result of 2
 * is one BP and Devastation -1 (7.41): its losses are the BPs (7.33's
 * reading), so 1 against 1 gets away, 1 against 0 does not. */
static void
test_relocation_reaction (void)
{
  static const struct { int us_dr, indian_dr, bp_lost, devastated, column_lost; gboolean away; } rows[] = {
    { 0, 5, 1, 0, 1, TRUE },                    /* 6: 1 against 2: 1, equal */
    { 0, 4, 1, 0, 0, FALSE },                   /* 6: 1 against 1: 0 */
    { 5, 5, 1, 1, 1, TRUE },                    /* 11: 2, one of them Devastation, against 2: 1 */
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      int battle[2] = { rows[k].us_dr, rows[k].indian_dr };
      T *t = ute_stands (battle);
      int v = t_village (t, "ute");

      t_refresh (t);
      g_assert_cmpint (ger_village_bp (&t->c, v), ==, 4 - rows[k].bp_lost);
      g_assert_cmpint (t->x->devastation[v], ==, rows[k].devastated);
      g_assert_cmpint (t->x->col_bp[0], ==, 13 - rows[k].column_lost);
      g_assert_cmpint (ger_village_area (&t->c, v), ==, t_loc (t, rows[k].away ? "utah" : "colorado"));
      g_assert_cmpint (t_logged (t, "the Village does not get away (5.36)"), ==, !rows[k].away);
      t_free (t);
    }
}

/* 6.64: "Tribes whose Villages have been successfully attacked by
 * Columns have their earned SPs reduced by the strength of all
 * Devastation markers placed."  The Ute get away to Utah after the
 * battle of test_relocation_reaction, Devastated -1 (US DR 5) or not
 * (US DR 0), 3 BPs left; Utah is given just the Ute's Survival rating in
 * SPs.  Having acted, they earn that much (no loss, 6.65), less 1 when
 * Devastated (a BP lost). */
static void
test_devastation_costs_sps (void)
{
  for (int devastated = 0; devastated <= 1; devastated++)
    {
      int battle[2] = { devastated ? 5 : 0, 5 };
      T *t = ute_stands (battle);
      int v = t_village (t, "ute"), a = t->self->d->area_of_space[t_loc (t, "utah")];
      int rp = t->self->d->areas[a].survival - t->self->d->villages[v].survival;
      int dice[3] = { 9, 9, 9 };

      t_refresh (t);
      g_assert_cmpint (t->x->devastation[v], ==, devastated);
      g_assert_cmpint (ger_village_area (&t->c, v), ==, t_loc (t, "utah"));
      t_resources (t, "utah", rp % 5, rp / 5, 0, 0);
      t_empty_mine_cup (t);
      g_assert_cmpint (ger_available_sp (&t->c, a), ==, t->self->d->villages[v].survival);
      t_finish_rounds (t, "texas", dice, 3);
      g_assert_cmpint (ger_village_bp (&t->c, v), ==, devastated ? 2 : 3);
      t_free (t);
    }
}

/* The Column standing at `l` (On Patrol at its space or In Fort in its
 * box), or -1. */
static int
column_at (T *t, int l)
{
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (t->x->col_loc[i] == l + 1)
      return i;
  return -1;
}

/* 5.39, 5.344: at the End of the Turn the Commanders go but the BPs stay
 * where they are; the next Turn's Commanders take the Columns in the same
 * status.  Kansas On Patrol with 7 BPs and a Field Gun, Colorado In Fort
 * with 5: Turn 5 finds them so, each under a Commander, and the Reserve's
 * 6 BPs and its Field Gun still there. */
static void
test_transfers (void)
{
  T *t = t_new ("basic", 3);
  const GerData *d = t->self->d;
  static const char *const none[] = { NULL };
  int kansas, colorado, reserve_bp;

  t_play_to (t, D_CARD, "texas");
  t_no_columns (t);
  t_reserve (t, none, 6, 0, 0);
  for (int p = d->fg_first; p < d->fg_first + d->fg_count; p++)
    if (bh_state_const_pieces (t->st)[p].location == d->us_reserve)
      bh_state_move_piece (t->st, p, BH_OFFBOARD);
  bh_state_move_piece (t->st, ger_take_offboard (&t->c, d->fg_first, d->fg_count), d->us_reserve);
  t_column (t, "commander-sheridan", "kansas", FALSE, 7, 1, 0);
  t_column (t, "commander-sibley", "colorado", TRUE, 5, 0, 0);
  t_finish_rounds (t, "texas", NULL, 0);
  while (t->st->turn == 4)
    t_plain_step (t, "texas");
  t_refresh (t);
  g_assert_true (t_logged (t, "Turn 5 begins"));
  kansas = column_at (t, t_loc (t, "kansas"));
  colorado = column_at (t, d->fort[d->area_of_space[t_loc (t, "colorado")]]);
  g_assert_cmpint (kansas, >=, 0);
  g_assert_cmpint (colorado, >=, 0);
  g_assert_cmpint (ger_col_space (&t->c, kansas), ==, t_loc (t, "kansas"));      /* On Patrol */
  g_assert_cmpint (ger_col_space (&t->c, colorado), ==, -1);                     /* In Fort */
  g_assert_cmpint (t->x->col_bp[kansas], ==, 7);
  g_assert_cmpint (t->x->col_fg[kansas], ==, 1);
  g_assert_cmpint (t->x->col_bp[colorado], ==, 5);
  g_assert_cmpint (t->x->col_cmdr[kansas], >=, 0);
  g_assert_cmpint (t->x->col_cmdr[colorado], >=, 0);
  /* The Reserve: its 6 BPs and its Field Gun, plus the Turn's new ones. */
  reserve_bp = t_count_type (t, d->usbp_first, d->usbp_count, "us-reserve");
  g_assert_cmpint (reserve_bp, >=, 6);
  g_assert_cmpint (t_count_type (t, d->fg_first, d->fg_count, "us-reserve"), ==, 1 + d->turn_artillery[5]);
  t_free (t);
}

/* 11.38, 11.2D, 5.33: solitaire and two players: one Column a Round;
 * three players (two Indians): two.  Three Columns On Patrol in Kansas;
 * the next US Round the Columns just played may not play again. */
static void
test_solitaire_columns (void)
{
  static const struct { const char *scenario; int players, plays; } rows[] = {
    { "basic-solitaire", 0, 1 }, { "basic", 2, 1 }, { "basic", 3, 2 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new_full (rows[k].scenario, rows[k].players, NULL, 1);
      int cols[3];

      t_us_operations (t);
      t_no_columns (t);
      cols[0] = t_column (t, "commander-miles", "kansas", FALSE, 5, 0, 0);
      cols[1] = t_column (t, "commander-pope", "kansas", FALSE, 5, 0, 0);
      cols[2] = t_column (t, "commander-crook", "kansas", FALSE, 5, 0, 0);
      for (int n = 0; n < 3; n++)
        {
          g_autofree char *move = g_strdup_printf ("column-move %d nebraska", cols[n]);

          g_assert_cmpint (t_can (t, move), ==, n < rows[k].plays);
          if (n < rows[k].plays)
            t_do (t, move);
        }
      t_do (t, "end-operations");
      t_us_operations (t);
      {
        g_autofree char *again = g_strdup_printf ("column-move %d kansas", cols[0]);
        g_autofree char *rested = g_strdup_printf ("column-move %d nebraska", cols[2]);

        g_assert_false (t_can (t, again));        /* played the previous US Round */
        g_assert_true (t_can (t, rested));
      }
      t_free (t);
    }
}

/* 5.53, 5.54: each Field Gun adds one to the US Battle DR; each Gatling
 * rolls first and adds one on an odd DR (0 is even, 2.4).  Sheridan (Combat
 * 2) with 10 BPs attacks the Southern Cheyenne's 8 (Inactive: no Evasion):
 * 10 to 8 is 3-2, +1; with no gun +3 in all. */
static void
test_artillery_drms (void)
{
  static const struct { int fg, gg; int gatling[2]; int drm; } rows[] = {
    { 0, 0, { 0 }, 3 },
    { 1, 0, { 0 }, 4 },
    { 2, 0, { 0 }, 5 },
    { 0, 1, { 1 }, 4 },                         /* odd */
    { 0, 1, { 2 }, 3 },                         /* even */
    { 0, 1, { 0 }, 3 },                         /* 0 is even */
    { 0, 1, { 9 }, 4 },
    { 0, 2, { 1, 3 }, 5 },
    { 0, 2, { 1, 2 }, 4 },
    { 1, 1, { 7 }, 5 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const keep[] = { "cheyenne-southern", NULL };
      T *t = t_new ("basic", 3);
      int v = t_village (t, "cheyenne-southern"), col, dice[4] = { 0, 0, 0, 0 }, n = 0;
      g_autofree char *attack = NULL, *line = NULL;

      t_us_operations (t);
      t_only_villages (t, keep);
      t_put_village (t, "cheyenne-southern", "colorado", 8);
      t_inactive (t, "tribe-cheyenne");
      t_no_columns (t);
      col = t_column (t, "commander-sheridan", "colorado", FALSE, 10, rows[k].fg, rows[k].gg);
      for (int g = 0; g < rows[k].gg; g++)
        dice[n++] = rows[k].gatling[g];
      dice[n++] = 0;                              /* the US Battle DR */
      dice[n++] = 0;                              /* the Indian's */
      attack = t_attack (t, col, t->self->d->villages[v].marker);
      t_dice (t, dice, n);
      t_do (t, attack);
      if (t->st->pending.kind == D_COORDINATE)
        t_do (t, "attack-now");
      line = g_strdup_printf ("US Battle DR 0 +%d = %d", rows[k].drm, rows[k].drm);
      g_assert_true (t_logged (t, line));
      t_free (t);
    }
}

/* 5.721: the Indian may Evade at any point of a Coordination; only the
 * Columns rolled for count.  Sheridan (13 BPs, Pursuit 2: Speed 3)
 * attacks the Southern Cheyenne (Active, 8 BPs) in Colorado, with Sibley
 * (10 BPs) and Pope (20) On Patrol there.  Evading at once, the Pursuit
 * Capability is Sheridan's 3: DR 3 catches, 4 does not.  Evading after
 * Sibley has joined (Coordination DR 3, Pope still to roll), it is the
 * pair's: 23 BPs, 3 - 4 + 2 = 1: DR 1 catches, 2 does not. */
static void
test_evasion_during_coordination (void)
{
  static const struct { gboolean after_sibley; int pursuit_dr; gboolean caught; } rows[] = {
    { FALSE, 3, TRUE }, { FALSE, 4, FALSE }, { TRUE, 1, TRUE }, { TRUE, 2, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const keep[] = { "cheyenne-southern", NULL };
      T *t = t_new ("basic", 3);
      int v = t_village (t, "cheyenne-southern"), seat = -1, dice[6], n = 0;
      g_autofree char *attack = NULL;

      t_us_operations (t);
      for (int s = 0; s < t->x->n_players; s++)
        if (s != t->x->us_seat)
          seat = s;
      t_only_villages (t, keep);
      t_put_village (t, "cheyenne-southern", "colorado", 8);
      t_give_tribe (t, "tribe-cheyenne", seat);
      t_no_columns (t);
      t_column (t, "commander-sheridan", "colorado", FALSE, 13, 0, 0);
      t_column (t, "commander-sibley", "colorado", FALSE, 10, 0, 0);
      t_column (t, "commander-pope", "colorado", FALSE, 20, 0, 0);
      if (rows[k].after_sibley)
        dice[n++] = 3;                            /* Sibley's Coordination DR */
      dice[n++] = 1;                              /* the Evasion DR */
      dice[n++] = rows[k].pursuit_dr;
      dice[n++] = 9;                              /* no Ambush */
      dice[n++] = 0;
      dice[n++] = 0;
      attack = t_attack (t, 0, t->self->d->villages[v].marker);
      t_dice (t, dice, n);
      t_do (t, attack);
      g_assert_cmpint (t->st->pending.kind, ==, D_EVADE_EARLY);
      g_assert_cmpint (t->st->pending.side, ==, seat);
      if (rows[k].after_sibley)
        {
          t_do (t, "await-coordination");
          g_assert_cmpint (t->st->pending.kind, ==, D_COORDINATE);
          t_do (t, "coordinate 1");
          g_assert_cmpint (t->x->bt_joined[0], ==, 1);
          g_assert_cmpint (t->st->pending.kind, ==, D_EVADE_EARLY);   /* asked again: Pope may still roll */
        }
      t_do (t, "evade");
      g_assert_true (t_logged (t, "only those already rolled for count (5.721)"));
      g_assert_cmpint (t->st->pending.kind, ==, D_PURSUE);
      g_assert_cmpint (t->x->col_played[2], !=, t->x->us_round);       /* Pope never rolled */
      t_do (t, "pursue");
      /* not caught: no battle; a pair that joined may be kept together (5.723) */
      g_assert_cmpint (t->st->pending.kind, ==, rows[k].caught ? D_AMBUSH : rows[k].after_sibley ? D_KEEP : D_OPERATION);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/5.36/relocation-reaction", test_relocation_reaction);
  g_test_add_func ("/geronimo/6.64/devastation-costs-sps", test_devastation_costs_sps);
  g_test_add_func ("/geronimo/5.39/transfers", test_transfers);
  g_test_add_func ("/geronimo/11.38/one-column-a-round", test_solitaire_columns);
  g_test_add_func ("/geronimo/5.54/artillery-drms", test_artillery_drms);
  g_test_add_func ("/geronimo/5.721/evasion-during-coordination", test_evasion_during_coordination);
  return g_test_run ();
}
