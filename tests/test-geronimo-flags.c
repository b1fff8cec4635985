/* test-geronimo-flags.c — what Shaman Cards (9.2) and Random Events
 * (12.13) leave in effect, read by the battle, Reaction and Column rules:
 * each flag against the same position without it, dice forced. */
#include "test-geronimo-util.c"

/* 12.13 Telegraph Lines Cut: no Reaction into the Area nor out of it into
 * the next; the T9 position (Sheridan in Colorado reacting by Telegraph to
 * an attack in Wyoming) with the marker in Wyoming, in Colorado, nowhere. */
static void
test_lines_cut (void)
{
  static const struct { const char *cut; gboolean offered; } cases[] = {
    { NULL, TRUE }, { "wyoming", FALSE }, { "colorado", FALSE }, { "utah", TRUE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int dice[2] = { 3, 0 };

      t_arapaho_beside_sheridan (t);
      t->x->events |= GER_EV_TELEGRAPH;
      if (cases[k].cut != NULL)
        t_put (t, "lines-cut.1", cases[k].cut, 0);
      t_play_first_card (t);
      t_do (t, "war-party village-arapaho 5");
      t_do (t, "wp-chiefs-done");
      t_dice (t, dice, 2);
      t_attack_in (t, "wyoming");
      g_assert_cmpint (t->st->pending.kind, ==, cases[k].offered ? D_REACT : D_WP_AFTER);
      t_free (t);
    }
}

/* 12.13, 12.14: a Lines Cut played from the Random Event Table (DR 3, the
 * Indians' event) in Wyoming (not in Utah, where only another player's
 * Ute are) bars Sheridan's Telegraph Reaction to the
 * Arapaho's attack there in that Turn; the marker is yellow and goes at
 * the End of the Turn, so the same attack in the next Turn is offered one. */
static void
test_lines_cut_for_a_turn (void)
{
  T *t = t_new_full ("basic", 3, "random-events", 1);
  int dr = 3, dice[2] = { 3, 0 }, turn;

  t_arapaho_beside_sheridan (t);
  g_assert_true (t->x->events & GER_EV_TELEGRAPH);
  t_put_village (t, "ute", "utah", 3);            /* the other Indian's */
  t_give_tribe (t, "tribe-ute", t_other_indian (t, t->st->pending.side));
  t_play_first_card (t);
  t_dice (t, &dr, 1);
  t_do (t, "random-event");
  g_assert_cmpint (t->st->pending.kind, ==, D_RANDOM);
  g_assert_false (t_can (t, "card-area utah"));    /* "controlled by you" */
  t_do (t, "card-area wyoming");
  g_assert_cmpint (t_where (t, "lines-cut.1"), ==, t_loc (t, "wyoming"));
  t_do (t, "war-party village-arapaho 5");
  t_do (t, "wp-chiefs-done");
  t_dice (t, dice, 2);
  t_attack_in (t, "wyoming");
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_AFTER);        /* no Reaction this Turn */
  turn = t->st->turn;
  t_play_to_turn (t, turn + 1);
  g_assert_cmpint (t_where (t, "lines-cut.1"), ==, BH_OFFBOARD);
  t_arapaho_beside_sheridan (t);
  t_play_first_card (t);
  t_do (t, "war-party village-arapaho 5");
  t_do (t, "wp-chiefs-done");
  t_dice (t, dice, 2);
  t_attack_in (t, "wyoming");
  g_assert_cmpint (t->st->pending.kind, ==, D_REACT);           /* the marker is gone */
  t_free (t);
}

/* 12.13 Fort Siege: a Column In Fort where the marker lies neither goes On
 * Patrol nor takes Reserve BPs, and loses a BP at Attrition even on a DR
 * of 0, as one of the DR's Columns (5.38). */
static void
test_fort_siege (void)
{
  static const struct { gboolean siege; int dr, pope_bp, choices; } cases[] = {
    { FALSE, 0, 5, 0 },
    { TRUE, 0, 4, 0 },
    { TRUE, 2, 4, 1 },        /* Pope's BP and one more, chosen by the US */
    { FALSE, 2, 4, 2 },       /* both, Pope chosen second */
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int pope, miles, choices = 0;
      g_autofree char *patrol = NULL;
      g_autofree char *reinforce = NULL;
      g_autofree char *pope_loses = NULL;

      t_us_operations (t);
      t_no_columns (t);
      miles = t_column (t, "commander-miles", "kansas", FALSE, 5, 0, 0);
      pope = t_column (t, "commander-pope", "utah", TRUE, 5, 0, 0);
      if (cases[k].siege)
        t_put (t, "fort-siege.1", "utah", 0);
      patrol = g_strdup_printf ("column-patrol %d", pope);
      reinforce = g_strdup_printf ("column-reinforce %d", pope);
      pope_loses = g_strdup_printf ("attrition %d 0", pope);
      g_assert_cmpint (t_can (t, patrol), ==, !cases[k].siege);
      g_assert_cmpint (t_can (t, reinforce), ==, !cases[k].siege);
      t_do (t, "end-operations");
      for (int i = 0; i < 2000 && t->st->phase == PH_ROUNDS; i++)
        {
          if (t->st->pending.kind == D_CARD && cards_in_hands (t) == 1)
            t_dice (t, &cases[k].dr, 1);
          t_plain_step (t, "texas");
        }
      while (t->st->pending.kind == D_ATTRITION)
        {
          g_autofree char *miles_loses = g_strdup_printf ("attrition %d 0", miles);

          g_assert_cmpint (t_can (t, pope_loses), ==, !cases[k].siege);
          t_do (t, t_can (t, miles_loses) ? miles_loses : pope_loses);
          choices++;
        }
      g_assert_cmpint (choices, ==, cases[k].choices);
      /* the Columns are formed anew next Turn (4.22): the log tells */
      g_assert_cmpint (t_logged (t, "Pope (5 BPs, 0 FG, 0 GG) is besieged: it loses a BP to Attrition (12.13)"), ==,
                       cases[k].siege);
      g_assert_cmpint (t_logged (t, "Pope (5 BPs, 0 FG, 0 GG) loses a BP to Attrition (5.38)"), ==,
                       5 - cases[k].pope_bp > 0 && !cases[k].siege);
      t_free (t);
    }
}

/* 12.13 Fort Siege: "Place a Fort Siege marker on one US Column inside
 * the Fort Box": Crook's Column On Patrol in Utah is no part of it (its
 * Attrition on a DR of 0 is none), Pope's In Fort there loses its BP. */
static void
test_fort_siege_in_fort_only (void)
{
  T *t = t_new ("basic", 3);
  int zero = 0;

  t_us_operations (t);
  t_no_columns (t);
  t_column (t, "commander-crook", "utah", FALSE, 5, 0, 0);
  t_column (t, "commander-pope", "utah", TRUE, 5, 0, 0);
  t_put (t, "fort-siege.1", "utah", 0);
  t_do (t, "end-operations");
  for (int i = 0; i < 2000 && t->st->phase == PH_ROUNDS; i++)
    {
      if (t->st->pending.kind == D_CARD && cards_in_hands (t) == 1)
        t_dice (t, &zero, 1);
      t_plain_step (t, "texas");
    }
  g_assert_true (t_logged (t, "Pope (5 BPs, 0 FG, 0 GG) is besieged"));
  g_assert_false (t_logged (t, "Crook (5 BPs, 0 FG, 0 GG) is besieged"));
  g_assert_false (t_logged (t, "Crook (5 BPs, 0 FG, 0 GG) loses a BP"));
  t_free (t);
}

/* 9.2C Atrocity and Reprisal, in the 7.32 example's battle (T22: five
 * Teton BPs with Crazy Horse attack a Column of ten; Indians -2 +3 = +1):
 * against Sheridan (Aggression 2, Combat 2: the US +4) the attacker's VPs
 * are doubled, or he loses one when he earns none; against Sibley
 * (Aggression 1, Combat 1: +3) nothing changes; without the card neither. */
static void
test_atrocity (void)
{
  static const struct { gboolean card; const char *commander; int ind, us, vp; } cases[] = {
    { TRUE, "commander-sheridan", 6, 2, 2 },    /* Column loses 2 (7), Indians 1 (6): 1 VP, doubled */
    { TRUE, "commander-sheridan", 4, 2, -1 },   /* 1 (5) and 1 (6): no VP, so -1 */
    { TRUE, "commander-sibley", 6, 3, 1 },      /* 2 (7) and 1 (6): 1 VP; Aggression 1 */
    { FALSE, "commander-sheridan", 6, 2, 1 },
    { FALSE, "commander-sheridan", 4, 2, 0 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      static const char *const keep[] = { "sioux-teton-1", NULL };
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-sioux");
      int col, vp;
      g_autofree char *attack = NULL;
      int dice[2] = { cases[k].ind, cases[k].us };

      t_only_villages (t, keep);
      t_put_village (t, "sioux-teton-1", "montana", 8);
      t_no_columns (t);
      col = t_column (t, cases[k].commander, "montana", FALSE, 10, 0, 0);
      attack = g_strdup_printf ("attack-column %d", col);
      if (cases[k].card)
        t_play_card (t, "shaman-atrocity-and-reprisal");
      else
        t_play_first_card (t);
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      t_do (t, "war-party village-sioux-teton-1 5");
      t_do (t, "wp-chief chief-crazy-horse");
      t_do (t, "wp-chiefs-done");
      vp = t_vp (t, seat);
      t_dice (t, dice, 2);
      t_do (t, attack);
      g_assert_cmpint (t_vp (t, seat), ==, vp + cases[k].vp);
      t_free (t);
    }
}

/* 12.13 Horse Killers: once this Turn the US may kill the horses of a
 * Village his attack Devastated (the position of test_devastation: Sibley
 * against three Inactive Southern Cheyenne BPs; US DR 2 Devastates -1, DR
 * 1 does not); without the event, no offer. */
static void
test_horse_killers (void)
{
  static const struct { gboolean event; int dr; gboolean offered; } cases[] = {
    { TRUE, 2, TRUE },
    { TRUE, 1, FALSE },
    { FALSE, 2, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int v = t_village (t, "cheyenne-southern"), col;
      int dice[2] = { cases[k].dr, 0 };
      g_autofree char *attack = NULL;

      col = t_cheyenne_under_column (t, "commander-sibley", 3, 0);
      if (cases[k].event)
        t->x->events |= GER_EV_HORSE_KILLERS;
      attack = t_attack (t, col, t->self->d->villages[v].marker);
      t_dice (t, dice, 2);
      t_do (t, attack);
      g_assert_cmpint (t->x->devastation[v] > 0, ==, cases[k].dr == 2);   /* as test_devastation */
      g_assert_cmpint (t->st->pending.kind == D_HORSES, ==, cases[k].offered);
      if (cases[k].offered)
        {
          g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
          t_do (t, "kill-horses");
          g_assert_true (t->x->marks[v] & GER_MARK_NO_HORSES);
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      t_free (t);
    }
}

/* 12.13 Horse Killers: a new War Party of a Village without horses attacks
 * only in its Village's Area (the Navajo in New Mexico: the Settlement in
 * Arizona is out of its reach, the one at home is not). */
static void
test_no_horses_range (void)
{
  for (int horses = 0; horses <= 1; horses++)
    {
      const char *keep[] = { "navajo", NULL };
      T *t = t_new ("basic", 3);

      t_indian_card_turn (t, "tribe-navajo");
      t_only_villages (t, keep);
      t_put_village (t, "navajo", "new-mexico", 4);
      t_resources (t, "new-mexico", 1, 0, 0, 0);
      t_resources (t, "arizona", 1, 0, 0, 0);
      t_no_columns (t);
      if (!horses)
        t->x->marks[t_village (t, "navajo")] |= GER_MARK_NO_HORSES;
      t_play_first_card (t);
      t_do (t, "war-party village-navajo 2");
      t_do (t, "wp-chiefs-done");
      {
        g_autofree char *home = t_find (t, "attack-resource settlement");

        g_assert_nonnull (home);
      }
      {
        g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
        gboolean arizona = FALSE;

        bh_rules_list_actions (t->rules, t->st, legal);
        for (guint i = 0; i < legal->len; i++)
          arizona |= bh_state_const_pieces (t->st)[g_array_index (legal, BhAction, i).args[0]].location == t_loc (t, "arizona");
        g_assert_cmpint (arizona, ==, horses);
      }
      t_free (t);
    }
}

/* 12.13 Hostages: once this Turn the US may take hostages in a Village
 * his attack Massacred (the T24 Massacre: Chivington, DR 8: 14, M2): the
 * Massacre is cancelled, the Village and its War Party go On Reservation,
 * the US +2 VP (8.17); declined, the Massacre stands. */
static void
test_hostages (void)
{
  for (int take = 0; take <= 1; take++)
    {
      T *t = t_new ("basic", 3);
      int v = t_village (t, "cheyenne-southern"), col, massacres = 0, us_vp;
      g_autofree char *attack = NULL;
      int dr = 8;

      col = t_cheyenne_under_column (t, "commander-chivington", 0, 3);
      t->x->events |= GER_EV_HOSTAGES;
      us_vp = t_vp (t, t->x->us_seat);
      attack = t_attack (t, col, t->self->d->villages[v].marker);
      t_dice (t, &dr, 1);
      t_do (t, attack);
      g_assert_cmpint (t->st->pending.kind, ==, D_HOSTAGES);
      t_do (t, take ? "take-hostages" : "no-declaration");
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      for (int i = 0; i < t->self->d->n_massacres; i++)
        massacres += bh_state_const_pieces (t->st)[t->self->d->massacres[i]].location == t_loc (t, "colorado");
      g_assert_cmpint (massacres, ==, !take);
      g_assert_cmpint (t_where (t, "village-cheyenne-southern"), ==, take ? t->self->d->on_reservation : t_loc (t, "colorado"));
      g_assert_cmpint (ger_wp_out (&t->c, v), ==, !take);
      g_assert_cmpint (t_vp (t, t->x->us_seat), ==, us_vp + (take ? 2 : 0));
      t_free (t);
    }
}

/* 5.51, 9.2J: with the Gatling Guns card in effect the US may take one of
 * the Turn's new Artillery (Turn 5: two) as a Gatling; without the card
 * he is not asked and both come as Field Guns. */
static void
test_gatling (void)
{
  static const struct { gboolean card; const char *choice; int gg, fg; } cases[] = {
    { TRUE, "take-gatling", 1, -1 }, { TRUE, "no-gatling", 0, 0 }, { FALSE, NULL, 0, 0 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      const GerData *d = t->self->d;
      gboolean asked = FALSE;

      t_play_to (t, D_CARD, "texas");
      if (cases[k].card)
        t->x->events |= GER_EV_GATLING;
      for (int i = 0; i < 4000 && !(t->st->turn == 5 && t->st->phase == PH_ROUNDS); i++)
        {
          if (t->st->pending.kind == D_GATLING)
            {
              int gg = t_count_type (t, d->gg_first, d->gg_count, "us-reserve");
              int fg = t_count_type (t, d->fg_first, d->fg_count, "us-reserve");

              asked = TRUE;
              g_assert_cmpint (t->st->turn, ==, 5);
              g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
              t_do (t, cases[k].choice);
              g_assert_cmpint (t_count_type (t, d->gg_first, d->gg_count, "us-reserve"), ==, gg + cases[k].gg);
              g_assert_cmpint (t_count_type (t, d->fg_first, d->fg_count, "us-reserve"), ==, fg + cases[k].fg);
              continue;
            }
          t_plain_step (t, "texas");
        }
      g_assert_cmpint (asked, ==, cases[k].card);
      t_free (t);
    }
}

/* 9.2A: while the Civil War is on no Column is played in Texas or New
 * Mexico: the one in Texas neither moves nor attacks, the one in Colorado
 * may go to Kansas but not into New Mexico; without the Civil War both
 * may. */
static void
test_civil_war_areas (void)
{
  for (int acw = 0; acw <= 1; acw++)
    {
      T *t = t_new ("basic", 3);
      int colorado, texas;
      g_autofree char *to_nm = NULL;
      g_autofree char *to_kansas = NULL;
      g_autofree char *from_texas = NULL;

      t_us_operations (t);
      t_no_columns (t);
      colorado = t_column (t, "commander-sheridan", "colorado", FALSE, 5, 0, 0);
      texas = t_column (t, "commander-miles", "texas", FALSE, 5, 0, 0);
      if (acw)
        t->x->events |= GER_EV_ACW;
      to_nm = g_strdup_printf ("column-move %d new-mexico", colorado);
      to_kansas = g_strdup_printf ("column-move %d kansas", colorado);
      from_texas = g_strdup_printf ("column-move %d ", texas);
      g_assert_cmpint (t_can (t, to_nm), ==, !acw);
      g_assert_true (t_can (t, to_kansas));
      g_assert_cmpint (t_has (t, from_texas), ==, !acw);
      t_free (t);
    }
}


/* 12.13 Horse Killers: a Village without horses raids only in its own
 * Area: the Chiricahua in Arizona may raid the Settlement there but not
 * the one in New Mexico next door, nor Mexico; with horses all three. */
static void
test_no_horses_raids (void)
{
  for (int killed = 0; killed <= 1; killed++)
    {
      const char *keep[] = { "apache-chiricahua", NULL };
      T *t = t_new ("basic", 3);
      int az = t_loc (t, "arizona"), nm = t_loc (t, "new-mexico");
      gboolean here = FALSE, next = FALSE;
      g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));

      t_indian_card_turn (t, "tribe-apache");
      t_only_villages (t, keep);
      t_put_village (t, "apache-chiricahua", "arizona", 3);
      t_resources (t, "arizona", 1, 0, 0, 0);
      t_resources (t, "new-mexico", 1, 0, 0, 0);
      if (killed)
        t->x->marks[t_village (t, "apache-chiricahua")] |= GER_MARK_NO_HORSES;
      t_play_card (t, "shaman-raid");
      g_assert_cmpint (t->st->pending.kind, ==, D_RAID);
      bh_rules_list_actions (t->rules, t->st, legal);
      for (guint i = 0; i < legal->len; i++)
        {
          const BhAction *a = &g_array_index (legal, BhAction, i);

          if (a->kind == A_RAID)
            {
              here |= bh_state_const_pieces (t->st)[a->args[1]].location == az;
              next |= bh_state_const_pieces (t->st)[a->args[1]].location == nm;
            }
        }
      g_assert_true (here);
      g_assert_cmpint (next, ==, !killed);
      g_assert_cmpint (t_has (t, "raid-mexico"), ==, !killed);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/12.13/lines-cut", test_lines_cut);
  g_test_add_func ("/geronimo/12.14/lines-cut-for-a-turn", test_lines_cut_for_a_turn);
  g_test_add_func ("/geronimo/12.13/fort-siege", test_fort_siege);
  g_test_add_func ("/geronimo/12.13/fort-siege-in-fort-only", test_fort_siege_in_fort_only);
  g_test_add_func ("/geronimo/9.2C/atrocity", test_atrocity);
  g_test_add_func ("/geronimo/12.13/horse-killers", test_horse_killers);
  g_test_add_func ("/geronimo/12.13/no-horses-range", test_no_horses_range);
  g_test_add_func ("/geronimo/12.13/no-horses-raids", test_no_horses_raids);
  g_test_add_func ("/geronimo/12.13/hostages", test_hostages);
  g_test_add_func ("/geronimo/9.2J/gatling-choice", test_gatling);
  g_test_add_func ("/geronimo/9.2A/civil-war-areas", test_civil_war_areas);
  return g_test_run ();
}
