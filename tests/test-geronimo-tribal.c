/* test-geronimo-tribal.c — battles between Tribes: a War Party against a
 * Village or a War Party (6.33, 7.3, 7.4, 11.2E), driven through player
 * actions with the dice forced.  Expected numbers come from the rules and
 * the game's tables: the Odds DRMs (1-3 -4, 1-2 -2, 1-1 0, 2-1 +2, 3-1 +4,
 * 2-3 -1, 3-2 +1, 7.31), the Battle Table (modified 1 or less: 0 lost,
 * 2-6: 1, 7-11: 2, 12-14: 3) and the Tribes' Battle ratings (Apache +2,
 * Navajo 0). */
#include "test-geronimo-util.c"

/* Position building: every Chief of the Tribe killed, so that none adds
 * his Combat unless a test gives one back. */
static void
t_no_chiefs (T *t, const char *card)
{
  int tribe = t_tribe (t, card);

  for (guint i = 0; i < t->self->d->n_chiefs; i++)
    if (t->self->d->chiefs[i].tribe == tribe)
      bh_state_move_piece (t->st, t->self->d->chiefs[i].piece, t->self->d->dead_leaders);
}

/* A three-player Basic game in Turn 4 at `seat`'s Operations: the
 * Chiricahua Apache (his) in Arizona with `att_bp` BPs, the Navajo in New
 * Mexico with `def_bp` held by the other Indian (or Inactive), no Chief,
 * no Column, no Resource in either Area.  Returns the attacker's seat. */
static int
t_duel (T *t, int att_bp, int def_bp, gboolean def_active)
{
  const char *keep[] = { "navajo", "apache-chiricahua", NULL };
  int seat = t_indian_card_turn (t, "tribe-apache");

  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "arizona", att_bp);
  t_put_village (t, "navajo", "new-mexico", def_bp);
  bh_state_move_piece (t->st, t_piece (t, "tribe-navajo"),
                       def_active ? t->self->d->hand_tribal[t_other_indian (t, seat)] : t->self->d->tribal_deck);
  t_resources (t, "new-mexico", 0, 0, 0, 0);
  t_resources (t, "arizona", 0, 0, 0, 0);
  t_no_columns (t);
  t_no_chiefs (t, "tribe-navajo");
  t_no_chiefs (t, "tribe-apache");
  t->st->turn = 4;
  t_play_first_card (t);
  return seat;
}

/* Sends out the Chiricahua War Party with `bp` BPs and no Chief. */
static void
t_apache_out (T *t, int bp)
{
  g_autofree char *text = g_strdup_printf ("war-party village-apache-chiricahua %d", bp);

  t_do (t, text);
  t_do (t, "wp-chiefs-done");
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_TARGET);
}

/* A battle between Tribes, position -> action -> position: the
 * Chiricahua send `att_bp` BPs against the Navajo's `def_bp` at home in
 * New Mexico (another player's, Active), no Chiefs; the dice `adr` and
 * `ddr`; each side then has lost `def_lost` / `att_lost` and earned
 * `att_vp` / `def_vp`. */
typedef struct {
  int att_bp, def_bp, adr, ddr;
  int def_lost, att_lost, att_vp, def_vp;
} DuelRow;

static void
duel_row (const DuelRow *row)
{
  T *t = t_new ("basic", 3);
  int seat = t_duel (t, row->att_bp, row->def_bp, TRUE);
  int other = t_other_indian (t, seat);
  int w = t_village (t, "navajo"), v = t_village (t, "apache-chiricahua");
  int vp = t_vp (t, seat), ovp = t_vp (t, other);
  int dice[2] = { row->adr, row->ddr };

  t_apache_out (t, row->att_bp);
  t_dice (t, dice, 2);
  t_do (t, "attack-village village-navajo");
  g_assert_cmpint (t->x->i_forced, ==, 2);              /* both rolled */
  g_assert_cmpint (ger_village_home_bp (&t->c, w), ==, row->def_bp - row->def_lost);
  g_assert_cmpint (ger_wp_bp (&t->c, v), ==, row->att_bp - row->att_lost);
  g_assert_cmpint (t->x->devastation[w], ==, 0);       /* never by Indians (7.41) */
  g_assert_cmpint (t->x->indian_massacres, ==, 0);     /* never between Indians (7.61) */
  g_assert_cmpint (t_vp (t, seat), ==, vp + row->att_vp);
  g_assert_cmpint (t_vp (t, other), ==, ovp + row->def_vp);
  g_assert_cmpint (t_where (t, "war-party-apache-chiricahua"), ==, t_loc (t, "new-mexico"));   /* it moved in (6.36) */
  g_assert_cmpint (t->x->actions[v], ==, 1);
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_AFTER);   /* no Reaction (5.35): its 6.35 choice */
  t_free (t);
}

/* 7.31, 7.32: the odds to the nearest line, ties to the defender
 * (the 7.31 Example 2: 8 against 3 is 3-1; 5 against 2, half-way, is 2-1,
 * not 3-1; 5 against 4, half-way, 1-1, not 3-2; 3 against 5 is nearer
 * 2-3 than 1-2); the defender's line is the mirror; both add their Battle
 * ratings; each loses what the other rolls.  Each row is the same battle
 * on both sides of a line of the Battle Table or of the odds. */
static void
test_odds (void)
{
  static const DuelRow rows[] = {
    /* 8-3: Apache +4 (3-1) +2 = +6; Navajo -4 (1-3) */
    { 8, 3, 1, 6, 2, 1, 1, 0 },      /* 7: 2 lost; 2: 1 lost */
    { 8, 3, 0, 5, 1, 0, 1, 0 },      /* 6: 1 lost; 1: none */
    /* 5-2: 2-1, Apache +2 +2 = +4; Navajo 1-2: -2 */
    { 5, 2, 2, 4, 1, 1, 0, 0 },      /* 6: 1 (3-1 would make it 8: 2); 2: 1 (1-3 would make it 0); equal: no VP */
    { 5, 2, 2, 3, 1, 0, 1, 0 },      /* 6: 1; 1: none */
    /* 5-4: 1-1, Apache 0 +2; Navajo 0 */
    { 5, 4, 4, 2, 1, 1, 0, 0 },      /* 6: 1 (3-2 would make it 7: 2); 2: 1 */
    /* 3-5: 2-3, Apache -1 +2 = +1; Navajo 3-2: +1 */
    { 3, 5, 0, 1, 0, 1, 0, 1 },      /* 1: none (1-2 would make it -1 too, 3-2 2); 2: 1; the defender's VP */
    { 3, 5, 1, 0, 1, 0, 1, 0 },      /* 2: 1; 1: none (1-1 would make it 0) */
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    duel_row (&rows[k]);
}

/* 7.33: the side with fewer losses earns one VP, equal losses none,
 * whichever side attacked: one loss against none (either way round) and
 * one against one. */
static void
test_spoils (void)
{
  static const DuelRow rows[] = {
    { 8, 3, 0, 5, 1, 0, 1, 0 },      /* the attacker lost fewer: his VP */
    { 5, 2, 2, 4, 1, 1, 0, 0 },      /* one each: none */
    { 3, 5, 0, 1, 0, 1, 0, 1 },      /* the defender lost fewer: his VP */
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    duel_row (&rows[k]);
}

/* 7.4: a Village with no BP at home: the attacker adds +6 instead of the
 * odds and the Village does not roll; the losses it cannot take are
 * ignored (7.41); its War Party out keeps it from Extinction (7.42). */
static void
test_undefended (void)
{
  T *t = t_new ("basic", 3);
  int seat = t_duel (t, 2, 0, TRUE);
  int w = t_village (t, "navajo");
  int dr = 1, vp = t_vp (t, seat);

  t_war_party (t, "navajo", "colorado", 3, NULL);
  t_apache_out (t, 2);
  t_dice (t, &dr, 1);
  t_do (t, "attack-village village-navajo");
  g_assert_cmpint (t->x->i_forced, ==, 1);                  /* one die: the Village does not roll */
  g_assert_true (t_said (t, "DR 1 +8 = 9"));                /* +6 and the Apache's +2 */
  g_assert_true (t_said (t, "+6 instead of the odds"));
  g_assert_cmpint (ger_wp_bp (&t->c, w), ==, 3);
  g_assert_cmpint (t->x->devastation[w], ==, 0);
  g_assert_true (ger_village_on_map (&t->c, w));
  g_assert_cmpint (t_vp (t, seat), ==, vp);                 /* nothing lost on either side */
  t_free (t);
}

/* 7.4: an Inactive Tribe's Village defends with all it has and earns no
 * VP; the attacker still earns his; 7.42: a Village left with no BP and no
 * War Party out is Extinct, at no VP cost to anyone (it had no player). */
static void
test_inactive (void)
{
  static const struct { int att_bp, def_bp, adr, ddr, att_vp; gboolean extinct; } cases[] = {
    { 3, 5, 0, 1, 0, FALSE },     /* test_odds' 3-5 row: the Inactive Tribe lost fewer, no VP */
    { 4, 4, 0, 2, 0, FALSE },     /* 1-1: Apache 2, Navajo 2: one each */
    { 4, 1, 1, 0, 1, TRUE },      /* 3-1: Apache 1 +4 +2 = 7: 2 lost, 1 there; Navajo 0 -4: none */
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_duel (t, cases[k].att_bp, cases[k].def_bp, FALSE);
      int w = t_village (t, "navajo");
      int vps[GER_MAX_SEATS], dice[2] = { cases[k].adr, cases[k].ddr };

      for (int s = 0; s < 3; s++)
        vps[s] = t_vp (t, s);
      t_apache_out (t, cases[k].att_bp);
      t_dice (t, dice, 2);
      t_do (t, "attack-village village-navajo");
      for (int s = 0; s < 3; s++)
        g_assert_cmpint (t_vp (t, s), ==, vps[s] + (s == seat ? cases[k].att_vp : 0));
      g_assert_cmpint (t_where (t, "village-navajo"), ==,
                       cases[k].extinct ? t->self->d->extinct : t_loc (t, "new-mexico"));
      g_assert_cmpint (ger_village_on_map (&t->c, w), ==, !cases[k].extinct);
      t_free (t);
    }
}

/* Does the pending decision list `text`? */
static gboolean
t_lists (T *t, const char *text)
{
  return t_has (t, text);
}

/* 6.33, 7.1, 11.2E: which Villages and War Parties a War Party may attack:
 * an Enemy's Village (the Navajo list the Apache), not a Village of a Tribe
 * neither Enemy nor having attacked it (the Mojave); any War Party in
 * reach not of a Friend (the Mojave's; the Yavapai list the Apache as
 * Friends); never its own player's; with two players only Inactive
 * Villages. */
typedef struct {
  int players;
  const char *attacker, *att_card, *att_area;
  const char *target, *tgt_card, *tgt_area;
  int holder;                 /* 0 the other Indian, 1 the attacker himself, 2 nobody (Inactive) */
  gboolean as_wp, listed;
} TargetRow;

static const TargetRow targets_rows[] = {
  { 3, "navajo", "tribe-navajo", "new-mexico", "apache-chiricahua", "tribe-apache", "arizona", 0, FALSE, TRUE },
  { 3, "navajo", "tribe-navajo", "new-mexico", "apache-chiricahua", "tribe-apache", "arizona", 2, FALSE, TRUE },
  { 3, "navajo", "tribe-navajo", "new-mexico", "apache-chiricahua", "tribe-apache", "arizona", 1, FALSE, FALSE },
  { 3, "navajo", "tribe-navajo", "new-mexico", "apache-chiricahua", "tribe-apache", "arizona", 0, TRUE, TRUE },
  { 3, "navajo", "tribe-navajo", "new-mexico", "mojave", "tribe-mojave", "arizona", 0, FALSE, FALSE },
  { 3, "navajo", "tribe-navajo", "new-mexico", "mojave", "tribe-mojave", "arizona", 0, TRUE, TRUE },
  { 3, "yavapai", "tribe-yavapai", "arizona", "apache-chiricahua", "tribe-apache", "arizona", 0, TRUE, FALSE },
  { 3, "navajo", "tribe-navajo", "new-mexico", "apache-chiricahua", "tribe-apache", "california", 0, FALSE, FALSE },
  { 0 },
};

/* 11.2E: with two players a War Party may attack only Inactive Villages,
 * never the player's own, and still only Enemies (the Mojave, Inactive but
 * no Enemy of the Navajo, are not offered). */
static const TargetRow two_player_rows[] = {
  { 2, "navajo", "tribe-navajo", "new-mexico", "apache-chiricahua", "tribe-apache", "arizona", 2, FALSE, TRUE },
  { 2, "navajo", "tribe-navajo", "new-mexico", "apache-chiricahua", "tribe-apache", "arizona", 1, FALSE, FALSE },
  { 2, "navajo", "tribe-navajo", "new-mexico", "mojave", "tribe-mojave", "arizona", 2, FALSE, FALSE },
  { 0 },
};

static void
test_targets (gconstpointer data)
{
  const TargetRow *cases = data;

  for (guint k = 0; cases[k].players > 0; k++)
    {
      T *t = t_new ("basic", cases[k].players);
      const char *keep[] = { cases[k].attacker, cases[k].target, NULL };
      int seat = t_indian_card_turn (t, cases[k].att_card);
      int holder = cases[k].holder == 1 ? seat : cases[k].holder == 2 ? -1 : t_other_indian (t, seat);
      g_autofree char *form = g_strdup_printf ("war-party village-%s 2", cases[k].attacker);
      g_autofree char *want = cases[k].as_wp ? g_strdup_printf ("attack-war-party war-party-%s", cases[k].target)
                                             : g_strdup_printf ("attack-village village-%s", cases[k].target);

      t_only_villages (t, keep);
      t_put_village (t, cases[k].attacker, cases[k].att_area, 4);
      t_put_village (t, cases[k].target, cases[k].tgt_area, cases[k].as_wp ? 1 : 4);
      if (cases[k].as_wp)
        t_war_party (t, cases[k].target, cases[k].tgt_area, 2, NULL);
      bh_state_move_piece (t->st, t_piece (t, cases[k].tgt_card),
                           holder >= 0 ? t->self->d->hand_tribal[holder] : t->self->d->tribal_deck);
      t_no_columns (t);
      t_play_first_card (t);
      t_do (t, form);
      t_do (t, "wp-chiefs-done");
      g_assert_cmpint (t_lists (t, want), ==, cases[k].listed);
      t_free (t);
    }
}

/* 6.33, 7.4: the Village of a Tribe that attacked this Tribe this Turn
 * may be attacked, though not an Enemy: the Navajo may not attack the
 * Mojave Village, but may attack their War Party; once they have, the
 * Mojave War Party may attack the Navajo Village. */
static void
test_attacked_us (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "navajo", "mojave", NULL };
  int seat = t_indian_card_turn (t, "tribe-navajo");
  int other = t_other_indian (t, seat);
  int dice[2] = { 0, 0 };

  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 4);
  t_put_village (t, "mojave", "arizona", 1);
  t_war_party (t, "mojave", "arizona", 2, NULL);
  t_give_tribe (t, "tribe-mojave", other);
  t_no_columns (t);
  t_no_chiefs (t, "tribe-navajo");
  t_no_chiefs (t, "tribe-mojave");
  t->st->turn = 4;
  t_play_first_card (t);
  t_do (t, "war-party village-navajo 2");
  t_do (t, "wp-chiefs-done");
  g_assert_false (t_lists (t, "attack-village village-mojave"));
  t_dice (t, dice, 2);
  t_do (t, "attack-war-party war-party-mojave");
  t_do (t, "wp-stay");
  t_next_round_of (t, other);
  t_play_first_card (t);
  t_do (t, "wp-attack war-party-mojave");
  g_assert_true (t_lists (t, "attack-village village-navajo"));
  t_free (t);
}

/* 12.13 Stronghold: -3 to those who attack the Village; Gunrunners: +1
 * to the Tribe's Battle DRs.  Each flag against the same battle without it
 * (4-4, 1-1: Apache 0 +2, Navajo 0). */
static void
test_flags (void)
{
  static const struct { guint mark; int adr, ddr, def_lost, att_lost; } cases[] = {
    { 0, 2, 0, 1, 0 },                            /* Apache 4: 1; Navajo 0: none */
    { GER_MARK_STRONGHOLD, 2, 0, 0, 0 },          /* Apache 4 - 3 = 1: none (-2 would leave 2: 1) */
    { 0, 0, 6, 1, 1 },                            /* Navajo 6: 1 */
    { GER_MARK_GUNRUNNERS, 0, 6, 1, 2 },          /* Navajo 7: 2 */
    { GER_MARK_GUNRUNNERS, 0, 5, 1, 1 },          /* Navajo 6: 1 (+2 would make it 7: 2) */
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int w = t_village (t, "navajo"), v = t_village (t, "apache-chiricahua");
      int dice[2] = { cases[k].adr, cases[k].ddr };

      t_duel (t, 4, 4, TRUE);
      t->x->marks[w] |= cases[k].mark;
      t_apache_out (t, 4);
      t_dice (t, dice, 2);
      t_do (t, "attack-village village-navajo");
      g_assert_cmpint (ger_village_home_bp (&t->c, w), ==, 4 - cases[k].def_lost);
      g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 4 - cases[k].att_lost);
      t_free (t);
    }
}

/* 9.2Z: a Village under Shaman Medicine (+2) that loses a BP in battle
 * rolls for each of its Chiefs there: even, he dies; odd, he lives; the
 * Medicine is then spent.  Manuelito (Combat 2) defends the Navajo: 4-4,
 * Apache DR 0 +2: the Navajo lose one. */
static void
test_medicine (void)
{
  static const struct { gboolean medicine; int chief_dr; gboolean dies; int dice; } cases[] = {
    { TRUE, 4, TRUE, 3 }, { TRUE, 3, FALSE, 3 }, { FALSE, 4, FALSE, 2 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int w = t_village (t, "navajo");
      int dice[3] = { 0, 0, cases[k].chief_dr };

      t_duel (t, 4, 4, TRUE);
      bh_state_move_piece (t->st, t_piece (t, "chief-manuelito"), t->self->d->chiefs_available);
      if (cases[k].medicine)
        t->x->marks[w] |= GER_MARK_MEDICINE;
      t_apache_out (t, 4);
      t_dice (t, dice, 3);
      t_do (t, "attack-village village-navajo");
      g_assert_cmpint (ger_village_home_bp (&t->c, w), ==, 3);
      g_assert_cmpint (t->x->i_forced, ==, cases[k].dice);
      g_assert_cmpint (t_where (t, "chief-manuelito") == t->self->d->dead_leaders, ==, cases[k].dies);
      g_assert_false (t->x->marks[w] & GER_MARK_MEDICINE);
      t_free (t);
    }
}

/* 7.8: a War Party wiped out in a battle between Tribes loses its Chiefs;
 * the Round goes on without a 6.35 choice. */
static void
test_wiped_out (void)
{
  T *t = t_new ("basic", 3);
  int v = t_village (t, "apache-chiricahua");
  int dice[2] = { 0, 9 };        /* Navajo 9 + 4 (3-1) = 13: 3 lost; one is enough */

  t_duel (t, 1, 4, TRUE);
  t->st->turn = 5;               /* Geronimo's Turns (6.51) */
  bh_state_move_piece (t->st, t_piece (t, "chief-geronimo"), t->self->d->chiefs_available);
  t_do (t, "war-party village-apache-chiricahua 1");
  t_do (t, "wp-chief chief-geronimo");
  t_do (t, "wp-chiefs-done");
  t_dice (t, dice, 2);
  t_do (t, "attack-village village-navajo");
  g_assert_false (ger_wp_out (&t->c, v));
  g_assert_cmpint (t_where (t, "chief-geronimo"), ==, t->self->d->dead_leaders);
  g_assert_true (t_said (t, "is killed"));
  g_assert_cmpint (t->st->pending.kind, !=, D_WP_AFTER);
  t_free (t);
}


/* A three-player Basic game in Turn 4 at `seat`'s card (D_CARD): his
 * Chiricahua Apache in Arizona (3 BPs), the Navajo in New Mexico (4 BPs)
 * held by the other Indian, the Yavapai Inactive in Arizona (2 BPs), a
 * Settlement in New Mexico, no Column; with `chiefs` FALSE every Apache
 * and Navajo Chief is dead.  Returns the card player's seat. */
static int
t_ordered_attack (T *t, gboolean chiefs)
{
  const char *keep[] = { "navajo", "apache-chiricahua", "yavapai", NULL };
  int seat = t_indian_card_turn (t, "tribe-apache");

  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "arizona", 3);
  t_put_village (t, "navajo", "new-mexico", 4);
  t_put_village (t, "yavapai", "arizona", 2);
  bh_state_move_piece (t->st, t_piece (t, "tribe-navajo"), t->self->d->hand_tribal[t_other_indian (t, seat)]);
  bh_state_move_piece (t->st, t_piece (t, "tribe-yavapai"), t->self->d->tribal_deck);
  t_resources (t, "new-mexico", 1, 0, 0, 0);
  t_resources (t, "arizona", 0, 0, 0, 0);
  t_no_columns (t);
  if (!chiefs)
    {
      t_no_chiefs (t, "tribe-navajo");
      t_no_chiefs (t, "tribe-apache");
    }
  t->st->turn = 4;
  return seat;
}

/* 9.2D: Bad Blood on another player's Tribe (the Navajo): its player
 * attacks at once, out of Round, sending a War Party for it; the target
 * is a War Party or Village of any Tribe not its Friend (the Yavapai,
 * neither Friend nor Enemy, become a target; no Resource is); the attack
 * is one of the Village's two actions; the card's player then has his
 * Operation; the Navajo player's next Round has no Operation.  If the
 * target loses more the VP is doubled (Navajo 4 against Yavapai 2: 2-1,
 * +2; the Yavapai -2.  Attacker DR 0: 2, one lost; defender DR 0: -2,
 * none: 1 VP doubled to 2; defender DR 4: 2, one lost, equal: none). */
static void
test_bad_blood (void)
{
  static const struct { int ddr, vp; } cases[] = { { 0, 2 }, { 4, 0 } };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_ordered_attack (t, FALSE), other = t_other_indian (t, seat);
      int nv = t_village (t, "navajo"), vp = t_vp (t, other);
      int dice[2] = { 0, cases[k].ddr };

      t_play_card (t, "shaman-bad-blood");
      g_assert_cmpint (t->st->pending.kind, ==, D_EVENT);
      g_assert_true (t_can (t, "card-target village-yavapai"));      /* an Inactive Tribe may be named */
      t_do (t, "card-target village-navajo");
      g_assert_cmpint (t->st->pending.kind, ==, D_FORCED);
      g_assert_cmpint (t->st->pending.side, ==, other);
      g_assert_true (t_said (t, "9.2D"));
      g_assert_cmpint (bh_state_const_pieces (t->st)[t_piece (t, "tribe-navajo")].seen, ==, BH_ALL_SEATS);
      g_assert_true (t_can (t, "war-party village-navajo 4"));
      g_assert_false (t_has (t, "no-action"));
      t_do (t, "war-party village-navajo 4");
      t_do (t, "wp-chiefs-done");
      g_assert_true (t_can (t, "attack-village village-yavapai"));
      g_assert_true (t_can (t, "attack-village village-apache-chiricahua"));
      g_assert_false (t_has (t, "attack-resource"));
      t_dice (t, dice, 2);
      t_do (t, "attack-village village-yavapai");
      g_assert_cmpint (t_vp (t, other), ==, vp + cases[k].vp);
      g_assert_cmpint (t->x->actions[nv], ==, 1);
      t_do (t, "wp-return");
      /* Back to the card's player, for his own Operation. */
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_cmpint (t->st->pending.side, ==, seat);
      t_do (t, "no-action");
      /* The Navajo player's next Round: his card, then no Operation. */
      t_next_round_of (t, other);
      t_play_card (t, "shaman-tribal-unrest");          /* No Event */
      g_assert_true (t_said (t, "out-of-Round attack"));
      g_assert_false (t->st->pending.kind == D_OPERATION && t->st->pending.side == other);
      t_free (t);
    }
  {
    /* On his own Tribe, in his own Round: the Apache must attack, and
     * not their Friends the Yavapai; the attack is his Operation. */
    T *t = t_new ("basic", 3);
    int seat = t_ordered_attack (t, FALSE);
    int dice[2] = { 0, 0 };

    t_play_card (t, "shaman-bad-blood");
    t_do (t, "card-target village-apache-chiricahua");
    g_assert_cmpint (t->st->pending.kind, ==, D_FORCED);
    g_assert_cmpint (t->st->pending.side, ==, seat);
    g_assert_false (t_logged (t, "out of his Round"));   /* his own Round: no Operation used up later */
    t_do (t, "war-party village-apache-chiricahua 3");
    t_do (t, "wp-chiefs-done");
    g_assert_false (t_can (t, "attack-village village-yavapai"));
    g_assert_true (t_can (t, "attack-village village-navajo"));
    t_dice (t, dice, 2);
    t_do (t, "attack-village village-navajo");
    t_do (t, "wp-return");
    g_assert_false (t->st->pending.kind == D_OPERATION && t->st->pending.side == seat);
    t_free (t);
  }
  {
    /* On an Inactive Tribe: no effect, the player's Operation follows. */
    T *t = t_new ("basic", 3);
    int seat = t_ordered_attack (t, FALSE);

    t_play_card (t, "shaman-bad-blood");
    t_do (t, "card-target village-yavapai");
    g_assert_true (t_said (t, "Inactive: no effect"));
    g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
    g_assert_cmpint (t->st->pending.side, ==, seat);
    t_free (t);
  }
}

/* 9.2D, 6.41: the Navajo player's Operation went into Bad Blood's
 * out-of-Round attack; in his next Round a Raid card, whose Raid would be
 * that Round's Operation, is No Event (the Navajo War Party stays out, so
 * the Village could otherwise raid). */
static void
test_bad_blood_no_raid (void)
{
  T *t = t_new ("basic", 3);
  int seat = t_ordered_attack (t, FALSE), other = t_other_indian (t, seat);
  int dice[2] = { 0, 4 };

  t_play_card (t, "shaman-bad-blood");
  t_do (t, "card-target village-navajo");
  t_do (t, "war-party village-navajo 4");
  t_do (t, "wp-chiefs-done");
  t_dice (t, dice, 2);
  t_do (t, "attack-village village-yavapai");
  t_do (t, "wp-stay");
  t_do (t, "no-action");
  t_next_round_of (t, other);
  t_play_card (t, "shaman-any-tribe-may-raid");
  g_assert_cmpint (t->st->pending.kind, !=, D_RAID);
  g_assert_true (t_said (t, "No Event: this Round's Operation was the out-of-Round attack"));
  g_assert_false (t->st->pending.kind == D_OPERATION && t->st->pending.side == other);
  t_free (t);
}

/* 9.2F: Blood Lust on another player's Village with a Chief: it attacks
 * at once, out of Round, any target (here the Settlement in New Mexico),
 * then the card's player has his Operation.  On his own Village he need
 * not attack; on a Finished Village: the marks, no attack. */
static void
test_blood_lust (void)
{
  for (int finished = 0; finished <= 1; finished++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_ordered_attack (t, TRUE), other = t_other_indian (t, seat);
      int nv = t_village (t, "navajo"), dr = 9;

      bh_state_reveal (t->st, t_piece (t, "tribe-navajo"), BH_ALL_SEATS);    /* known to be his */
      bh_state_pieces (t->st)[t_piece (t, "village-navajo")].face = finished;
      t_play_card (t, "shaman-blood-lust");
      t_do (t, "card-target village-navajo");
      g_assert_true (t->x->marks[nv] & GER_MARK_BLOOD_LUST);
      if (finished)
        {
          g_assert_true (t_said (t, "no attack"));
          g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
          g_assert_cmpint (t->st->pending.side, ==, seat);
          t_free (t);
          continue;
        }
      g_assert_cmpint (t->st->pending.kind, ==, D_FORCED);
      g_assert_cmpint (t->st->pending.side, ==, other);
      t_do (t, "war-party village-navajo 2");
      t_do (t, "wp-chiefs-done");
      t_dice (t, &dr, 1);
      t_do_found (t, "attack-resource");
      g_assert_cmpint (t->x->actions[nv], ==, 1);
      t_do (t, "wp-return");
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_cmpint (t->st->pending.side, ==, seat);
      t_free (t);
    }
  {
    T *t = t_new ("basic", 3);
    int seat = t_ordered_attack (t, TRUE);

    t_play_card (t, "shaman-blood-lust");
    t_do (t, "card-target village-apache-chiricahua");
    g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
    g_assert_cmpint (t->st->pending.side, ==, seat);
    t_free (t);
  }
}

/* 6.66: a Village of an Active Tribe left with no BP (and no War Party
 * out) is Extinct: its player loses 3 VPs and, its Tribe's last Village,
 * the card leaves the game.  The Apache (4 BPs) attack the other Indian's
 * Navajo: against 1 BP (3-1, DR 1 +4 +2 = 7: 2 lost) it is Extinct;
 * against 2 (2-1, 1 +2 +2 = 5: 1 lost) one BP is left. */
static void
test_extinct (void)
{
  static const struct { int def_bp; gboolean extinct; } rows[] = { { 1, TRUE }, { 2, FALSE } };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_duel (t, 4, rows[k].def_bp, TRUE), other = t_other_indian (t, seat);
      int vp = t_vp (t, other), dice[2] = { 1, 0 };

      t_apache_out (t, 4);
      t_dice (t, dice, 2);
      t_do (t, "attack-village village-navajo");
      g_assert_cmpint (t_vp (t, other) - vp, ==, rows[k].extinct ? -3 : 0);
      g_assert_cmpint (t_where (t, "village-navajo") == t->self->d->extinct, ==, rows[k].extinct);
      g_assert_cmpint (t_where (t, "tribe-navajo") == t->self->d->extinct, ==, rows[k].extinct);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/7.31/indian-odds", test_odds);
  g_test_add_func ("/geronimo/7.33/spoils", test_spoils);
  g_test_add_func ("/geronimo/7.4/undefended", test_undefended);
  g_test_add_func ("/geronimo/7.4/inactive", test_inactive);
  g_test_add_data_func ("/geronimo/6.33/targets", targets_rows, test_targets);
  g_test_add_data_func ("/geronimo/11.2E/inactive-enemies-only", two_player_rows, test_targets);
  g_test_add_func ("/geronimo/6.33/attacked-this-turn", test_attacked_us);
  g_test_add_func ("/geronimo/12.13/battle-flags", test_flags);
  g_test_add_func ("/geronimo/7.8/wiped-out", test_wiped_out);
  g_test_add_func ("/geronimo/6.66/extinct", test_extinct);
  g_test_add_func ("/geronimo/9.2Z/medicine-casualties", test_medicine);
  g_test_add_func ("/geronimo/9.2D/bad-blood", test_bad_blood);
  g_test_add_func ("/geronimo/9.2D/no-raid-after-out-of-round", test_bad_blood_no_raid);
  g_test_add_func ("/geronimo/9.2F/blood-lust", test_blood_lust);
  return g_test_run ();
}
