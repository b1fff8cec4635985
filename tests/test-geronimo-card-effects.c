/* test-geronimo-card-effects.c — Shaman Cards (9.2) judged by what they do
 * in play, not by the mark they leave: the Massacre that Public Outrage
 * answers is made by a War Party, the Springfield Rifle is seen in a
 * battle's DR, a Rampage's two attacks are fought.  (The referee's
 * session-11 check found each of these conditions deletable with every
 * test passing.) */
#include "test-geronimo-util.c"

/* Plays plainly to the US's first card Round of Turn `turn`. */
static void
t_us_card_round_of_turn (T *t, int turn)
{
  t_play_to_turn (t, turn);
  for (int i = 0; i < 400; i++)
    {
      t_play_to (t, D_CARD, "texas");
      if (t->st->pending.side == t->x->us_seat)
        break;
      t_plain_step (t, "texas");
    }
  g_assert_cmpint (t->st->turn, ==, turn);
}

static int
t_us_reserve_bp (T *t)
{
  return t_count_type (t, t->self->d->usbp_first, t->self->d->usbp_count, "us-reserve");
}

/* An Indian-led Massacre made by play (6.45, 7.6): the Chiricahua raid
 * the Mission in Arizona; returns the raiding seat. */
static int
t_massacre_by_raid (T *t)
{
  const char *keep[] = { "apache-chiricahua", NULL };
  int seat = t_indian_card_turn (t, "tribe-apache"), dr = 0;

  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "arizona", 3);
  t_resources (t, "arizona", 0, 0, 0, 0);
  t_put (t, "mission.1", "arizona", 0);
  t_play_card (t, "shaman-raid");
  t_dice (t, &dr, 1);
  t_do_found (t, "raid village-apache-chiricahua mission");
  g_assert_cmpint (t_where (t, "mission.1"), ==, BH_OFFBOARD);
  return seat;
}

/* 9.2S: "If ... a Massacre by Indians has occurred previously in that
 * Turn, the US immediately receives ... BPs equal to a DR ... This card
 * must be Ignored by the Indian player(s)."  After the Chiricahua's
 * Massacre the US's card in that Turn brings a DR of 4 BPs; the same card
 * played by the raiding Indian in that Turn brings nothing (Ignored), nor
 * does the US's card in the next Turn (the Massacre was in an earlier
 * Turn: No Event). */
static void
test_public_outrage_after_a_massacre (void)
{
  enum { US_SAME_TURN, INDIAN_SAME_TURN, US_NEXT_TURN };
  static const struct { int who; int gained; const char *said; } rows[] = {
    { US_SAME_TURN, 4, "Public Outrage: DR 4, 4 BPs join the US Reserve" },
    { INDIAN_SAME_TURN, 0, "Ignored" },
    { US_NEXT_TURN, 0, "no Indian-led Massacre this Turn" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_massacre_by_raid (t), turn = t->st->turn, reserve, dr = 4;

      if (rows[k].who == INDIAN_SAME_TURN)
        t_next_round_of (t, seat);
      else if (rows[k].who == US_SAME_TURN)
        t_next_round_of (t, t->x->us_seat);
      else
        t_us_card_round_of_turn (t, turn + 1);
      g_assert_cmpint (t->st->turn, ==, rows[k].who == US_NEXT_TURN ? turn + 1 : turn);
      reserve = t_us_reserve_bp (t);
      t_dice (t, &dr, 1);
      t_play_card (t, "shaman-public-outrage");
      if (t_us_reserve_bp (t) != reserve + rows[k].gained || !t_said (t, rows[k].said))
        g_error ("row %u: the US Reserve %d -> %d, want +%d and \"%s\" in:\n%s", k, reserve,
                 t_us_reserve_bp (t), rows[k].gained, rows[k].said, t->narration);
      t_free (t);
    }
}

/* 9.2BB: "add one to all US DRs on the Battle Table for the rest of the
 * game".  Sibley's Column (10 BPs, Combat 1) attacks the Southern
 * Cheyenne's Village with no BP in Colorado, DR 1: +6 in place of the
 * odds (7.4) and +1 for Sibley make 8; with the Rifle played 9, in the
 * Turn it is played and in the next.  The Basic Game's Turns are 4-7
 * (3.41), past the Rifle's "not before Turn 3". */
static void
test_springfield_in_battle (void)
{
  static const struct { gboolean rifle; int turns_after; const char *said; } rows[] = {
    { FALSE, 0, "US Battle DR 1 +7 = 8" },
    { TRUE, 0, "US Battle DR 1 +8 = 9" },
    { TRUE, 1, "US Battle DR 1 +8 = 9" },
  };
  static const char *const keep[] = { "cheyenne-southern", NULL };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int col;

      t_us_card_round_of_turn (t, 4);
      t_play_card (t, rows[k].rifle ? "shaman-springfield-rifle" : "shaman-federales");
      if (rows[k].turns_after > 0)
        {
          t_us_card_round_of_turn (t, 4 + rows[k].turns_after);
          t_play_card (t, "shaman-federales");
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      t_only_villages (t, keep);
      t_put_village (t, "cheyenne-southern", "colorado", 0);
      t_inactive (t, "tribe-cheyenne");
      t_no_columns (t);
      col = t_column (t, "commander-sibley", "colorado", FALSE, 10, 0, 0);
      t_attack_cheyenne_said (t, col, 1, rows[k].said, k);
      t_free (t);
    }
}

/* The Navajo Village (5 BPs) in New Mexico with `settlements` Settlements,
 * Sibley's Column of 10 BPs On Patrol there, the Rampage played and a War
 * Party of 5 BPs out; returns the Column's slot. */
static int
t_rampage_war_party (T *t, int settlements)
{
  const char *keep[] = { "navajo", NULL };
  int v = t_village (t, "navajo"), col;

  t_indian_card_turn (t, "tribe-navajo");
  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 5);
  t_resources (t, "new-mexico", settlements, 0, 0, 0);
  t_no_columns (t);
  col = t_column (t, "commander-sibley", "new-mexico", FALSE, 10, 0, 0);
  /* The Basic Game opens with the Telegraph (3.42): without it no Column
   * next door may React (5.351), so the War Party's choice comes next. */
  t->x->events &= ~GER_EV_TELEGRAPH;
  t_refresh (t);
  t_play_card (t, "shaman-rampage");
  {
    g_autofree char *id = t_id (t, t->self->d->villages[v].marker);
    g_autofree char *form = g_strdup_printf ("war-party %s 5", id);

    t_do (t, form);
  }
  t_do (t, "wp-chiefs-done");
  return col;
}

/* 9.2V: "two attacks with one War Party against different targets in the
 * same Area ... only count as one Operation".  First on the Column: the
 * second attack is offered, on the Settlement, and the two cost one
 * action.  First on the Area's only Settlement, missed: the second attack
 * may not be on that Settlement again, only on the Column. */
static void
test_rampage_targets (void)
{
  for (int column_first = 0; column_first <= 1; column_first++)
    {
      T *t = t_new ("basic", 3);
      int v = t_village (t, "navajo"), col = t_rampage_war_party (t, 1), dice[2] = { 9, 9 };
      g_autofree char *attack = g_strdup_printf ("attack-column %d", col);

      if (column_first)
        {
          dice[0] = dice[1] = 0;        /* US DR 0 +3: the Indians lose 1; Indian DR 0 -2: nothing */
          t_dice (t, dice, 2);
          t_do (t, attack);
          if (t_can (t, "no-reaction"))
            t_do (t, "no-reaction");
        }
      else
        {
          t_dice (t, dice, 1);          /* DR 9 over 5: no effect (7.23) */
          t_attack_in (t, "new-mexico");
        }
      if (t->st->pending.kind != D_WP_TARGET)
        g_error ("%s first: no second attack offered:\n%s", column_first ? "Column" : "Settlement", t->narration);
      g_assert_true (t_said (t, "Rampage: the War Party may attack again in"));
      g_assert_cmpint (t_can (t, attack), ==, !column_first);   /* different targets */
      g_assert_cmpint (t_has (t, "attack-resource"), ==, column_first);
      g_assert_cmpint (t->x->actions[v], ==, 1);
      if (column_first)
        t_attack_in (t, "new-mexico");
      else
        {
          dice[0] = dice[1] = 0;
          t_dice (t, dice, 2);
          t_do (t, attack);
          if (t_can (t, "no-reaction"))
            t_do (t, "no-reaction");
        }
      g_assert_cmpint (t->x->actions[v], ==, 1);                 /* one Operation in all */
      g_assert_cmpint (t->st->pending.kind, !=, D_WP_TARGET);    /* no third attack */
      t_free (t);
    }
}

/* 9.2V, 9.14: Rampage "must be Ignored by the US": played by the US it is
 * narrated as Ignored and, being Ignored, opens the Random Event roll
 * (12.11) with the option on; no Rampage is in effect. */
static void
test_rampage_ignored_by_the_us (void)
{
  T *t = t_new_full ("basic", 3, "random-events", 1);

  t_us_operations_after (t, "shaman-rampage");
  g_assert_true (t_said (t, "Ignored by the US"));
  g_assert_false (t_said (t, "Rampage: a War Party may make two attacks"));
  g_assert_true (t_can (t, "random-event"));
  g_assert_false (t->x->events & GER_EV_RAMPAGE);
  t_free (t);
}

/* 9.2DD after the Civil War (the Basic Game): "The US may place
 * Settlements and other Resources in what is now called Oklahoma."  The
 * card played (or the Federales, no event); at the US's next Resource
 * Allotment a Settlement may go into the Indian Territory only after the
 * Land Rush, and does. */
static void
test_land_rush_settlement (void)
{
  for (int rush = 0; rush <= 1; rush++)
    {
      T *t = t_new ("basic", 3);
      int before;

      t_play_to (t, D_CARD, "texas");
      t_play_card (t, rush ? "shaman-territorial-problems" : "shaman-federales");
      g_assert_cmpint (t_said (t, "Land Rush"), ==, rush);
      t_play_to (t, D_SETTLEMENT, "texas");
      g_assert_cmpint (t_can (t, "settle indian-territory"), ==, rush);
      g_assert_true (t_can (t, "settle kansas"));
      if (rush)
        {
          before = t_count_type (t, t->self->d->settlement_first, t->self->d->settlement_count, "indian-territory");
          t_do (t, "settle indian-territory");
          g_assert_cmpint (t_count_type (t, t->self->d->settlement_first, t->self->d->settlement_count, "indian-territory"),
                           ==, before + 1);
        }
      t_free (t);
    }
}

/* 9.2V with 5.35: a Column On Patrol may React to "any War Party that has
 * attacked a Resource or Column in the same Area after the Indian attack
 * is completed"; a Rampage's two attacks are one Operation, so the one
 * Reaction comes after the second (Readings), whichever of the two was on
 * the Resource or Column.  The Navajo War Party (5 BPs) in New Mexico,
 * with a Settlement, the Chiricahua Village and Sibley's Column On Patrol
 * there, stays after its attacks: the Village alone earns no Reaction;
 * the Settlement or the Column before or after the Village does. */
enum { VILLAGE_ALONE, SETTLEMENT_THEN_VILLAGE, COLUMN_THEN_VILLAGE, VILLAGE_THEN_SETTLEMENT, VILLAGE_THEN_COLUMN };

static void
rampage_attack_other (T *t, int m, int col)
{
  int miss = 9, even[2] = { 0, 0 };
  g_autofree char *attack = g_strdup_printf ("attack-column %d", col);

  if (m == SETTLEMENT_THEN_VILLAGE || m == VILLAGE_THEN_SETTLEMENT)
    {
      t_dice (t, &miss, 1);
      t_attack_in (t, "new-mexico");           /* DR 9: no effect (7.23) */
    }
  else
    {
      t_dice (t, even, 2);                     /* US DR 0 +3: the Indians lose 1; Indian DR 0 -2: nothing */
      t_do (t, attack);
    }
}

static void
test_rampage_then_reaction (void)
{
  for (int m = VILLAGE_ALONE; m <= VILLAGE_THEN_COLUMN; m++)
    {
      T *t = t_new ("basic", 3);
      const char *keep[] = { "navajo", "apache-chiricahua", NULL };
      int seat = t_indian_card_turn (t, "tribe-navajo"), dice[3] = { 9, 9, 9 }, col;
      gboolean village_first = m == VILLAGE_THEN_SETTLEMENT || m == VILLAGE_THEN_COLUMN;

      t_only_villages (t, keep);
      t_put_village (t, "navajo", "new-mexico", 5);
      t_put_village (t, "apache-chiricahua", "new-mexico", 3);
      t_give_tribe (t, "tribe-apache", t_other_indian (t, seat));
      t_resources (t, "new-mexico", 1, 0, 0, 0);
      t_no_columns (t);
      col = t_column (t, "commander-sibley", "new-mexico", FALSE, 10, 0, 0);
      t->x->events &= ~GER_EV_TELEGRAPH;
      t_refresh (t);
      t_play_card (t, m == VILLAGE_ALONE ? "shaman-federales" : "shaman-rampage");
      t_do (t, "war-party village-navajo 5");
      t_do (t, "wp-chiefs-done");
      if (m == SETTLEMENT_THEN_VILLAGE || m == COLUMN_THEN_VILLAGE)
        {
          rampage_attack_other (t, m, col);
          g_assert_cmpint (t->st->pending.kind, ==, D_WP_TARGET);
        }
      t_dice (t, dice, 3);
      t_do (t, "attack-village village-apache-chiricahua");
      if (village_first)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_WP_TARGET);
          rampage_attack_other (t, m, col);
        }
      if (t_can (t, "wp-stay"))
        t_do (t, "wp-stay");
      if ((t->st->pending.kind == D_REACT) != (m != VILLAGE_ALONE))
        g_error ("order %d: Reaction %s offered:\n%s", m, m != VILLAGE_ALONE ? "not" : "", t->narration);
      t_free (t);
    }
}

/* 9.2V after 7.8: a War Party wiped out by its first attack makes no
 * second.  A Navajo War Party of 1 BP attacks Sibley's Column (US DR 0
 * +3: the Indians lose 1) and is gone: no second attack is offered. */
static void
test_rampage_wiped_out (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "navajo", NULL };
  int col, even[2] = { 0, 0 };
  g_autofree char *attack = NULL;

  t_indian_card_turn (t, "tribe-navajo");
  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 5);
  t_resources (t, "new-mexico", 1, 0, 0, 0);
  t_no_columns (t);
  col = t_column (t, "commander-sibley", "new-mexico", FALSE, 10, 0, 0);
  attack = g_strdup_printf ("attack-column %d", col);
  t->x->events &= ~GER_EV_TELEGRAPH;
  t_refresh (t);
  t_play_card (t, "shaman-rampage");
  t_do (t, "war-party village-navajo 1");
  t_do (t, "wp-chiefs-done");
  t_dice (t, even, 2);
  t_do (t, attack);
  g_assert_false (ger_wp_out (&t->c, t_village (t, "navajo")));
  g_assert_cmpint (t->st->pending.kind, !=, D_WP_TARGET);
  g_assert_false (t_said (t, "Rampage: the War Party may attack again"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/9.2S/after-a-massacre-by-play", test_public_outrage_after_a_massacre);
  g_test_add_func ("/geronimo/9.2BB/springfield-in-battle", test_springfield_in_battle);
  g_test_add_func ("/geronimo/9.2V/rampage-targets", test_rampage_targets);
  g_test_add_func ("/geronimo/9.2V/rampage-then-reaction", test_rampage_then_reaction);
  g_test_add_func ("/geronimo/9.2V/rampage-wiped-out", test_rampage_wiped_out);
  g_test_add_func ("/geronimo/9.2DD/land-rush-settlement", test_land_rush_settlement);
  g_test_add_func ("/geronimo/9.2V/ignored-by-the-us", test_rampage_ignored_by_the_us);
  return g_test_run ();
}
