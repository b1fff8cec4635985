/* test-geronimo-alliance.c — Tribal Alliances (6.7, 9.2FF), driven through
 * player actions with the dice forced: the Alliance card, the War Parties
 * that may join (6.71, 6.72, 6.76), the combined War Party's numbers
 * (T15, T16: 6.73, 6.74), its losses placed by the card's player (9.2FF),
 * its actions and a Finished member leaving it (T17: 6.71, 6.75), and
 * volunteers (6.76).  Expected numbers come from the rulebook's examples
 * and tables: the Battle Table (modified 1 or less: 0 lost, 2-6: 1, 7-11:
 * 2), the Odds DRMs (1-2 -2, 2-1 +2), Miles's Combat 2, and the data's
 * ratings that the 6.73 example reports (Teton 2 2 3, Arapaho 1 1 2,
 * Assiniboine 0 1 1; Sitting Bull 2 3 2, Crazy Horse 3 2 1, Black Bear
 * 1 1 1). */
#include "test-geronimo-util.c"

/* A three-player Basic game in Turn 4 at `seat`'s Card Segment: the 6.73
 * example's Tribes his (the Sioux, Arapaho and Assiniboine), the two Teton
 * Villages in Montana with 8 BPs, the Arapaho in Wyoming with 5, the
 * Assiniboine in `assiniboine_at` with 3; a Settlement in Montana; no
 * Column.  Returns the seat. */
static int
t_example (T *t, const char *assiniboine_at)
{
  static const char *const keep[] = { "sioux-teton-1", "sioux-teton-2", "arapaho", "assiniboine", "cheyenne-northern",
                                      NULL };
  int seat = t_indian_card_turn (t, "tribe-sioux");

  t_give_tribe (t, "tribe-arapaho", seat);
  t_give_tribe (t, "tribe-assiniboine", seat);
  t_only_villages (t, keep);
  bh_state_move_piece (t->st, t_piece (t, "village-cheyenne-northern"), BH_OFFBOARD);
  t_put_village (t, "sioux-teton-1", "montana", 8);
  t_put_village (t, "sioux-teton-2", "montana", 8);
  t_put_village (t, "arapaho", "wyoming", 5);
  t_put_village (t, "assiniboine", assiniboine_at, 3);
  t_resources (t, "montana", 1, 0, 0, 0);
  t_no_columns (t);
  t->st->turn = 4;              /* Sitting Bull, Crazy Horse, Black Bear (6.51) */
  return seat;
}

/* The example's War Parties (6.73): each Village, its BPs and its Chief. */
typedef struct { const char *village; int bp; const char *chief; } AllyJoin;

static const AllyJoin example_joins[] = {
  { "village-assiniboine", 3, NULL },
  { "village-sioux-teton-1", 6, "chief-sitting-bull" },
  { "village-sioux-teton-2", 6, "chief-crazy-horse" },
  { "village-arapaho", 5, "chief-black-bear" },
};

/* The Tribal Alliances card played and the example's Alliance formed in
 * Montana, joining from example_joins[first] on round the list (the first
 * to join leads, 6.73), then done. */
static void
t_form_alliance_from (T *t, guint first)
{
  guint n = G_N_ELEMENTS (example_joins);

  t_play_card (t, "shaman-tribal-alliances");
  t_do (t, "card-area montana");
  g_assert_cmpint (t->st->pending.kind, ==, D_ALLY);
  for (guint i = 0; i < n; i++)
    {
      const AllyJoin *j = &example_joins[(first + i) % n];
      g_autofree char *join = g_strdup_printf ("ally-join %s %d", j->village, j->bp);

      t_do (t, join);
      if (j->chief != NULL)
        {
          g_autofree char *chief = g_strdup_printf ("wp-chief %s", j->chief);

          t_do (t, chief);
        }
      t_do (t, "wp-chiefs-done");
    }
  t_do (t, "ally-done");
}

/* The example's Alliance, the Assiniboine first (so that the lead's own
 * ratings are the lowest), each with its Chief. */
static void
t_form_example (T *t)
{
  t_form_alliance_from (t, 0);
}

/* T15, T16 (6.73, 6.74): 6 + 6 + 5 + 3 = 20 BPs; the highest ratings,
 * Battle 2, Evasion 2, Aggression 3, though the lead (the Assiniboine)
 * has 0 1 1; Blood Lust +2 and Shaman Medicine +2 = +4; the Chiefs
 * together Combat 4 (3 + 1 for Sitting Bull's 2), Evasion 3, Aggression
 * 2 + 1 + 1 = 4; every War Party moved into Montana (6.72). */
static void
test_t15_t16 (void)
{
  T *t = t_new ("basic", 3);
  int seat = t_example (t, "north-dakota");
  int lead = t_village (t, "assiniboine");

  t->x->marks[t_village (t, "arapaho")] |= GER_MARK_BLOOD_LUST;      /* played in an earlier Round */
  t->x->marks[lead] |= GER_MARK_MEDICINE;
  t_form_example (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_TARGET);
  g_assert_cmpint (t->st->pending.side, ==, seat);
  g_assert_cmpint (t->st->pending.args[0], ==, lead);
  g_assert_cmpint (ger_ally_bp (&t->c, lead, TRUE), ==, 20);
  g_assert_cmpint (ger_ally_rating (&t->c, lead, TRUE, "battle"), ==, 2);
  g_assert_cmpint (ger_ally_rating (&t->c, lead, TRUE, "evasion"), ==, 2);
  g_assert_cmpint (ger_ally_rating (&t->c, lead, TRUE, "aggression"), ==, 3);
  g_assert_cmpint (ger_ally_battle_drm (&t->c, lead, TRUE), ==, 4);
  g_assert_cmpint (ger_wp_combat (&t->c, lead), ==, 4);
  g_assert_cmpint (ger_wp_evasion (&t->c, lead), ==, 3);
  g_assert_cmpint (ger_wp_aggression (&t->c, lead), ==, 4);
  g_assert_cmpint (t_where (t, "war-party-arapaho"), ==, t_loc (t, "montana"));
  g_assert_cmpint (t_where (t, "war-party-assiniboine"), ==, t_loc (t, "montana"));
  g_assert_true (t_logged (t, "The Alliance War Party is formed: 20 BPs"));
  /* 6.72: the first attack in the Alliance Area only */
  g_assert_true (t_has (t, "attack-resource"));
  t_free (t);
}

/* 9.2FF, 6.73: the combined War Party (20 BPs) attacks Miles's Column (10
 * BPs, Combat 2) in Montana.  US DR + 2 - 2 (1-2): 6 takes 1 BP, 7 takes
 * 2, 1 none; the card's player places each lost BP; once a BP is lost
 * every Chief rolls for the Assiniboine's Shaman Medicine (even: dead),
 * and none rolls when none is lost.  The Indians' DR 0 + 8 (clamped) costs
 * the Column 2; the VPs beyond the Indians' losses are the card's
 * player's (7.33, 9.2FF). */
static void
test_losses (void)
{
  static const struct {
    int us_dr, lost;
    const char *place[2];
    int chief_dr[3];
    const char *dead;
    int vp;
  } cases[] = {
    { 6, 1, { "war-party-assiniboine" }, { 1, 3, 4 }, "chief-black-bear", 1 },
    { 7, 2, { "war-party-sioux-teton-1", "war-party-arapaho" }, { 2, 1, 1 }, "chief-sitting-bull", 0 },
    { 1, 0, { NULL }, { 0 }, NULL, 2 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_example (t, "north-dakota"), vp;
      int lead = t_village (t, "assiniboine"), col;
      int dice[5] = { 0, cases[k].us_dr, cases[k].chief_dr[0], cases[k].chief_dr[1], cases[k].chief_dr[2] };
      int before[4];
      const char *const members[4] = { "assiniboine", "sioux-teton-1", "sioux-teton-2", "arapaho" };

      t->x->marks[lead] |= GER_MARK_MEDICINE;
      col = t_column (t, "commander-miles", "montana", FALSE, 10, 0, 0);
      t_form_example (t);
      for (int m = 0; m < 4; m++)
        before[m] = ger_wp_bp (&t->c, t_village (t, members[m]));
      vp = t_vp (t, seat);
      t_dice (t, dice, cases[k].lost > 0 ? 5 : 2);
      {
        g_autofree char *text = g_strdup_printf ("attack-column %d", col);

        t_do (t, text);
      }
      for (int n = 0; n < cases[k].lost; n++)
        {
          g_autofree char *text = g_strdup_printf ("ally-lose %s", cases[k].place[n]);

          g_assert_cmpint (t->st->pending.kind, ==, D_ALLY_LOSS);
          g_assert_cmpint (t->st->pending.side, ==, seat);
          t_do (t, text);
        }
      g_assert_cmpint (t->st->pending.kind, !=, D_ALLY_LOSS);
      g_assert_cmpint (t->x->col_bp[col], ==, 8);
      for (int m = 0; m < 4; m++)
        {
          int v = t_village (t, members[m]), expect = before[m];
          g_autofree char *wp = g_strdup_printf ("war-party-%s", members[m]);

          for (int n = 0; n < cases[k].lost; n++)
            expect -= g_strcmp0 (cases[k].place[n], wp) == 0;
          g_assert_cmpint (ger_wp_bp (&t->c, v), ==, expect);
        }
      g_assert_cmpint (t->x->i_forced, ==, cases[k].lost > 0 ? 5 : 2);
      if (cases[k].dead)
        g_assert_cmpint (t_where (t, cases[k].dead), ==, t->self->d->dead_leaders);
      g_assert_cmpint ((t->x->marks[lead] & GER_MARK_MEDICINE) != 0, ==, cases[k].lost == 0);
      g_assert_cmpint (t_vp (t, seat) - vp, ==, cases[k].vp);
      /* 6.71: one action for each member */
      for (int m = 0; m < 4; m++)
        g_assert_cmpint (t->x->actions[t_village (t, members[m])], ==, 1);
      t_free (t);
    }
}

/* 9.2FF, 6.73: Blood Lust on a member bars the combined War Party's
 * Evasion when a Column attacks it; without it the player may Evade. */
static void
test_blood_lust_bars_evasion (void)
{
  for (int lust = 0; lust <= 1; lust++)
    {
      T *t = t_new ("basic", 3);
      int col, lead = t_village (t, "assiniboine");

      t_example (t, "north-dakota");
      if (lust)
        t->x->marks[t_village (t, "arapaho")] |= GER_MARK_BLOOD_LUST;
      t_form_example (t);
      t_attack_in (t, "montana");       /* the Settlement */
      g_assert_true (ger_wp_out (&t->c, lead));
      if (t->st->pending.kind == D_WP_AFTER)
        t_do (t, "wp-stay");
      t_us_operations (t);
      col = t_column (t, "commander-miles", "montana", FALSE, 10, 0, 0);
      {
        g_autofree char *id = t_id (t, t->self->d->villages[lead].war_party);
        g_autofree char *text = g_strdup_printf ("column-attack %d %s", col, id);
        g_autofree char *member = g_strdup_printf ("column-attack %d war-party-arapaho", col);

        g_assert_true (t_can (t, text));
        g_assert_false (t_has (t, member));    /* inside the combined one: attacked through it (6.71) */
        t_do (t, text);
      }
      if (lust)
        g_assert_true (t_said (t, "may not Evade"));
      else
        g_assert_cmpint (t->st->pending.kind, ==, D_EVADE);
      t_free (t);
    }
}

/* Position building for the 6.71 friendships: the Chiricahua Apache, the
 * Yavapai and the Mojave, all of `seat`'s, in Arizona. */
static int
t_arizona (T *t)
{
  static const char *const keep[] = { "apache-chiricahua", "yavapai", "mojave", NULL };
  int seat = t_indian_card_turn (t, "tribe-apache");

  t_give_tribe (t, "tribe-yavapai", seat);
  t_give_tribe (t, "tribe-mojave", seat);
  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "arizona", 4);
  t_put_village (t, "yavapai", "arizona", 3);
  t_put_village (t, "mojave", "arizona", 3);
  t_resources (t, "arizona", 1, 0, 0, 0);
  t_no_columns (t);
  t->st->turn = 4;
  t_play_card (t, "shaman-tribal-alliances");
  t_do (t, "card-area arizona");
  return seat;
}

/* 6.71: a Tribe joins when a member is its Friend (or lists it so) and no
 * member is its Enemy: the Yavapai are the Apache's and the Mojave's
 * Friends, the Apache and the Mojave Enemies.  After the Apache, the
 * Mojave may not join; after the Yavapai alone, they may, and then the
 * Apache may not.  FF, 6.72: a Village in or next to the Area joins, one
 * two Areas off (Minnesota from Montana) does not. */
static void
test_eligible (void)
{
  {
    T *t = t_new ("basic", 3);

    t_arizona (t);
    t_do (t, "ally-join village-apache-chiricahua 2");
    t_do (t, "wp-chiefs-done");
    g_assert_true (t_has (t, "ally-join village-yavapai"));
    g_assert_false (t_has (t, "ally-join village-mojave"));
    t_free (t);
  }
  {
    T *t = t_new ("basic", 3);

    t_arizona (t);
    g_assert_false (t_has (t, "ally-done"));         /* the card's player brings one at least */
    t_do (t, "ally-join village-yavapai 2");
    t_do (t, "wp-chiefs-done");
    g_assert_true (t_has (t, "ally-join village-mojave"));
    t_do (t, "ally-join village-mojave 2");
    t_do (t, "wp-chiefs-done");
    g_assert_false (t_has (t, "ally-join village-apache-chiricahua"));
    g_assert_true (t_has (t, "ally-done"));
    t_free (t);
  }
  for (int far = 0; far <= 1; far++)
    {
      T *t = t_new ("basic", 3);

      t_example (t, far ? "minnesota" : "north-dakota");
      t_play_card (t, "shaman-tribal-alliances");
      t_do (t, "card-area montana");
      g_assert_cmpint (t_has (t, "ally-join village-assiniboine"), ==, !far);
      g_assert_true (t_has (t, "ally-join village-arapaho"));
      t_free (t);
    }
}

/* T17 (6.71, 6.75): the Assiniboine relocated (South Dakota to North
 * Dakota) in an earlier Round; the Alliance's first action (a Settlement
 * hit in Montana) Finishes it, and at the Round's end its War Party leaves
 * the combined one with its 3 BPs and its Shaman Medicine: 17 BPs, +2 for
 * the Arapaho's Blood Lust still; the other three act once more in a later
 * Round, and after that every member is Finished and home. */
static void
test_t17 (void)
{
  T *t = t_new ("basic", 3);
  int seat = t_example (t, "south-dakota");
  int as = t_village (t, "assiniboine"), t1 = t_village (t, "sioux-teton-1");
  int hit = 5;

  t->x->marks[t_village (t, "arapaho")] |= GER_MARK_BLOOD_LUST;
  t->x->marks[as] |= GER_MARK_MEDICINE;
  t_resources (t, "montana", 2, 0, 0, 0);
  t_play_first_card (t);
  t_do (t, "relocate village-assiniboine north-dakota");
  g_assert_cmpint (t->x->actions[as], ==, 1);
  t_next_round_of (t, seat);
  t_form_alliance_from (t, 1);            /* the Teton lead; the Assiniboine joins last */
  g_assert_cmpint (ger_ally_bp (&t->c, t1, TRUE), ==, 20);
  g_assert_cmpint (ger_ally_battle_drm (&t->c, t1, TRUE), ==, 4);
  t_dice (t, &hit, 1);
  t_attack_in (t, "montana");
  g_assert_cmpint (t->x->actions[as], ==, 2);
  g_assert_cmpint (t_face (t, "village-assiniboine"), ==, 1);
  g_assert_cmpint (t->x->actions[t1], ==, 1);
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_AFTER);
  t_do (t, "wp-stay");
  g_assert_true (t_logged (t, "its War Party leaves the Alliance War Party"));
  g_assert_false (ger_wp_out (&t->c, as));
  g_assert_cmpint (ger_village_home_bp (&t->c, as), ==, 3);
  g_assert_cmpint (ger_ally_bp (&t->c, t1, TRUE), ==, 17);
  g_assert_cmpint (ger_ally_battle_drm (&t->c, t1, TRUE), ==, 2);
  g_assert_false (ger_ally_marks (&t->c, t1, TRUE) & GER_MARK_MEDICINE);
  g_assert_true (ger_ally_marks (&t->c, t1, TRUE) & GER_MARK_BLOOD_LUST);
  t_next_round_of (t, seat);
  t_play_first_card (t);
  g_assert_true (t_can (t, "wp-attack war-party-sioux-teton-1"));
  g_assert_false (t_has (t, "wp-attack war-party-arapaho"));
  t_do (t, "wp-attack war-party-sioux-teton-1");
  t_dice (t, &hit, 1);
  t_attack_in (t, "montana");
  g_assert_cmpint (t_face (t, "village-sioux-teton-1"), ==, 1);
  g_assert_cmpint (t_face (t, "village-sioux-teton-2"), ==, 1);
  g_assert_cmpint (t_face (t, "village-arapaho"), ==, 1);
  g_assert_false (ger_wp_out (&t->c, t1));
  g_assert_false (ger_wp_out (&t->c, t_village (t, "arapaho")));
  g_assert_cmpint (ger_village_home_bp (&t->c, t_village (t, "arapaho")), ==, 5);
  t_free (t);
}

/* 6.76: the other Indian player, asked after the card's, may volunteer
 * his Northern Cheyenne (the Sioux's Friends) from Wyoming: it joins, the
 * VPs of the Settlement hit are the card's player's, who may share them
 * (9.2FF: one given, one kept), and the volunteer's next Round has no
 * Operation; declining costs him nothing and leaves nothing to share. */
static void
test_volunteers (void)
{
  for (int join = 0; join <= 1; join++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_example (t, "north-dakota"), other = -1, vp, ovp, hit = 5;

      other = t_other_indian (t, seat);
      t_give_tribe (t, "tribe-cheyenne", other);
      t_put_village (t, "cheyenne-northern", "wyoming", 4);
      t_play_card (t, "shaman-tribal-alliances");
      t_do (t, "card-area montana");
      t_do (t, "ally-join village-sioux-teton-1 6");
      t_do (t, "wp-chiefs-done");
      g_assert_false (t_has (t, "ally-join village-cheyenne-northern"));    /* not his */
      t_do (t, "ally-done");
      g_assert_cmpint (t->st->pending.kind, ==, D_ALLY);
      g_assert_cmpint (t->st->pending.side, ==, other);
      if (join)
        {
          t_do (t, "ally-join village-cheyenne-northern 3");
          t_do (t, "wp-chiefs-done");
        }
      t_do (t, "ally-done");
      g_assert_cmpint (t->st->pending.kind, ==, D_WP_TARGET);
      g_assert_cmpint (ger_ally_bp (&t->c, t_village (t, "sioux-teton-1"), TRUE), ==, 6 + 3 * join);
      vp = t_vp (t, seat);
      ovp = t_vp (t, other);
      t_dice (t, &hit, 1);
      t_attack_in (t, "montana");
      g_assert_cmpint (t_vp (t, seat) - vp, ==, 2);        /* 10.12: a Settlement */
      g_assert_cmpint (t_vp (t, other), ==, ovp);
      g_assert_cmpint (t->x->actions[t_village (t, "cheyenne-northern")], ==, join);
      g_assert_cmpint (t->st->pending.kind, ==, D_WP_AFTER);
      t_do (t, "wp-return");
      /* 9.2FF: he may share the 2 VPs with the player who joined, one at a time */
      g_assert_cmpint (t->st->pending.kind == D_ALLY_SHARE, ==, join);
      if (join)
        {
          g_autofree char *give = g_strdup_printf ("ally-share %d", other);

          g_assert_cmpint (t->st->pending.side, ==, seat);
          t_do (t, give);
          g_assert_cmpint (t->st->pending.kind, ==, D_ALLY_SHARE);
          t_do (t, "ally-keep");
          g_assert_cmpint (t_vp (t, seat) - vp, ==, 1);
          g_assert_cmpint (t_vp (t, other) - ovp, ==, 1);
        }
      t_next_round_of (t, other);
      t_play_card (t, "shaman-federales");
      g_assert_cmpint (t->st->pending.kind == D_OPERATION && t->st->pending.side == other, ==, !join);
      g_assert_cmpint (t_said (t, "his part in the Alliance"), ==, join);
      t_free (t);
    }
}

/* 9.2FF: the US must Ignore the card; an Indian with no War Party that
 * may join plays it as No Event. */
static void
test_card (void)
{
  {
    T *t = t_new ("basic", 3);

    t_play_to (t, D_CARD, "texas");
    while (t->st->pending.side != t->x->us_seat)
      {
        t_plain_step (t, "texas");
        t_play_to (t, D_CARD, "texas");
      }
    t_play_card (t, "shaman-tribal-alliances");
    g_assert_true (t_said (t, "Ignored by the US"));
    t_free (t);
  }
  {
    T *t = t_new ("basic", 3);

    t_example (t, "north-dakota");
    for (guint v = 0; v < t->self->d->n_villages; v++)
      bh_state_pieces (t->st)[t->self->d->villages[v].marker].face = 1;     /* every Village Finished */
    t_play_card (t, "shaman-tribal-alliances");
    g_assert_true (t_said (t, "No Event"));
    g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
    t_free (t);
  }
}

/* Every action listed from the one player's view is legal in the true
 * state (the deck's order hidden, the five looked at shown). */
static void
t_view_agrees (T *t)
{
  g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, t->st->pending.side);
  g_autoptr(GArray) listed = g_array_new (FALSE, FALSE, sizeof (BhAction));

  bh_rules_list_actions (t->rules, view, listed);
  for (guint i = 0; i < listed->len; i++)
    {
      BhAction a = g_array_index (listed, BhAction, i);
      g_autoptr(GError) error = NULL;

      a.side = t->st->pending.side;
      if (!bh_rules_check_action (t->rules, t->st, &a, &error))
        g_error ("listed from the view, refused: %s", error->message);
    }
}

/* 11.36: in solitaire the drawn Tribe (the Sioux) forms the Alliance; the
 * next five Tribal Cards are looked at and those that can join are taken
 * out of the deck (the Arapaho, the fifth card, joins; the Crow, an
 * Enemy, may not; the Cheyenne, the sixth card, are not looked at and stay
 * in the deck); the allied Tribes take two actions that Round, then every
 * War Party goes home (11.37). */
static void
test_solitaire (void)
{
  static const char *const keep[] = { "sioux-teton-1", "arapaho", "crow", "cheyenne-northern", NULL };
  static const char *const deck[] = { "tribe-cheyenne", "tribe-arapaho", "tribe-crow", "tribe-kiowa", "tribe-navajo",
                                      "tribe-ute" };
  T *t = t_new_full ("basic-solitaire", 0, NULL, 3);
  const GerData *d = t->self->d;
  int hit[2] = { 5, 5 }, rounds, t1 = t_village (t, "sioux-teton-1");

  for (int i = 0; i < 400 && !(t->st->pending.kind == D_CARD && t->x->solo_indian && t->x->solo_tribe > 0); i++)
    t_plain_step (t, "texas");
  bh_state_move_piece (t->st, d->tribes[t->x->solo_tribe - 1].card, d->tribal_deck);
  for (guint k = 0; k < G_N_ELEMENTS (deck); k++)
    bh_state_move_piece (t->st, t_piece (t, deck[k]), d->tribal_deck);     /* each onto the top */
  bh_state_move_piece (t->st, t_piece (t, "tribe-sioux"), d->hand_tribal[0]);
  t->x->solo_tribe = t_tribe (t, "tribe-sioux") + 1;
  t_only_villages (t, keep);
  t_put_village (t, "sioux-teton-1", "montana", 8);
  t_put_village (t, "arapaho", "wyoming", 5);
  t_put_village (t, "crow", "montana", 3);
  t_put_village (t, "cheyenne-northern", "wyoming", 4);
  t_resources (t, "montana", 2, 0, 0, 0);
  t_no_columns (t);
  t->st->turn = 4;
  rounds = t->x->rounds;
  t_play_card (t, "shaman-tribal-alliances");
  t_do (t, "card-area montana");
  g_assert_true (t_said (t, "next five Tribal Cards"));
  t_view_agrees (t);
  g_assert_false (t_has (t, "ally-join village-arapaho"));     /* the drawn Tribe's first */
  t_do (t, "ally-join village-sioux-teton-1 6");
  t_do (t, "wp-chiefs-done");
  t_view_agrees (t);
  g_assert_true (t_has (t, "ally-join village-arapaho"));
  g_assert_false (t_has (t, "ally-join village-crow"));
  g_assert_false (t_has (t, "ally-join village-cheyenne-northern"));
  t_do (t, "ally-join village-arapaho 5");
  t_do (t, "wp-chiefs-done");
  g_assert_cmpint (t_where (t, "tribe-arapaho"), ==, d->hand_tribal[0]);
  g_assert_cmpint (t_where (t, "tribe-cheyenne"), ==, d->tribal_deck);
  t_do (t, "ally-done");
  g_assert_cmpint (ger_ally_bp (&t->c, t1, TRUE), ==, 11);
  t_dice (t, hit, 2);
  t_attack_in (t, "montana");
  g_assert_true (t_said (t, "second action"));
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_TARGET);
  t_attack_in (t, "montana");
  g_assert_cmpint (t->x->rounds, ==, rounds + 1);
  g_assert_false (ger_wp_out (&t->c, t1));
  g_assert_false (ger_wp_out (&t->c, t_village (t, "arapaho")));
  g_assert_cmpint (t->x->actions[t1], ==, 2);
  t_free (t);
}

/* The computer's judgement of an Alliance, position -> computer's moves ->
 * position: the T15 position (the Assiniboine in North Dakota), only the
 * Villages `keep` left on the map, the Tribal Alliances card in the
 * Indian's hand; the computer (Easy: the policy's favourite) plays for
 * his seat while he decides its card, Area, members and Chiefs.  Then an
 * Alliance stands in Montana with `members` War Parties and `bp` BPs, or
 * none (`members` 0: the card still in his hand). */
typedef struct { const char *keep[5]; int members, bp; } ComputerAllyRow;

static void
computer_ally_row (const ComputerAllyRow *row)
{
  T *t = t_new ("basic", 3);
  int seat = t_example (t, "north-dakota");
  int card = t_piece (t, "shaman-tribal-alliances");
  int members = 0;

  t_only_villages (t, row->keep);
  bh_state_move_piece (t->st, card, t->self->d->hand_shaman[seat]);
  t_refresh (t);
  for (int i = 0; i < 40 && t->st->pending.side == seat &&
       (t->st->pending.kind == D_CARD || t->st->pending.kind == D_EVENT ||
        t->st->pending.kind == D_ALLY || t->st->pending.kind == D_WP_CHIEF); i++)
    {
      BhAction a;

      g_assert_true (bh_policy_choose (t->rules, t->st, NULL, 1, &a));
      t_apply (t, &a);
      if (row->members == 0)
        break;                          /* only the card's choice */
    }
  for (guint v = 0; v < t->self->d->n_villages; v++)
    members += (t->x->ally_members & (G_GUINT64_CONSTANT (1) << v)) != 0;
  g_assert_cmpint (members, ==, row->members);
  if (row->members > 0)
    {
      g_assert_cmpint (t->x->ally_seat, ==, seat + 1);
      g_assert_cmpint (t->x->ally_area - 1, ==, t_loc (t, "montana"));
      g_assert_cmpint (ger_ally_bp (&t->c, t->x->ally_lead - 1, TRUE), ==, row->bp);
    }
  else
    {
      g_assert_cmpint (t->x->ally_seat, ==, 0);
      g_assert_cmpint (bh_state_const_pieces (t->st)[card].location, ==, t->self->d->hand_shaman[seat]);
    }
  t_free (t);
}

/* 6.71-6.73, 9.2FF: the computer forms an Alliance when it plainly should:
 * four of its Villages (8 + 8 + 5 + 3 = 24 BPs at home) can join in
 * Montana, where a Settlement stands; it plays the card there and each
 * War Party joins with every BP.  With two (the Teton Villages, 8 + 8) it
 * still does; with
 * the Assiniboine alone it keeps the card (an Alliance of one is no
 * Alliance). */
static void
test_computer_forms_alliance (void)
{
  static const ComputerAllyRow rows[] = {
    { { "sioux-teton-1", "sioux-teton-2", "arapaho", "assiniboine", NULL }, 4, 24 },
    { { "sioux-teton-1", "sioux-teton-2", NULL }, 2, 16 },
    { { "assiniboine", NULL }, 0, 0 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    computer_ally_row (&rows[k]);
}

/* 6.73 with 7.25 and 9.2F (referee check5 B3): combined Tribes "use the
 * highest Tribal Ratings available among them", and Blood Lust gives "+2
 * to its ... Aggression".  The example's Alliance (led by the Assiniboine,
 * Aggression 1; the Teton's 3 the highest) hits the Settlement in Montana
 * with DR 1 (7.25: DR 0-2, a Massacre check): the Aggression is the
 * Teton's 3 + the Chiefs' 2 + 1 + 1 = 7: DR 7 massacres, DR 8 does not.
 * Blood Lust played on the Arapaho (a member, not the lead) in the
 * player's Round before: 7 + 2 = 9, DR 9 massacres. */
static void
test_alliance_massacre_aggression (void)
{
  static const struct { gboolean lust; int mdr; gboolean massacre; const char *said; } rows[] = {
    { FALSE, 7, TRUE, "Massacre in Montana: DR 7, at or under the Aggression of 7" },
    { FALSE, 8, FALSE, "No Massacre: DR 8, over the Aggression of 7" },
    { TRUE, 9, TRUE, "Massacre in Montana: DR 9, at or under the Aggression of 9" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int dice[2] = { 1, rows[k].mdr };
      g_autofree char *hit = NULL;

      int seat = t_example (t, "north-dakota");

      if (rows[k].lust)
        {
          t_play_card (t, "shaman-blood-lust");
          t_do (t, "card-target village-arapaho");
          g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);   /* his own: no forced attack */
          t_do (t, "no-action");
          t_next_round_of (t, seat);
        }
      t_form_example (t);
      hit = t_find (t, "attack-resource");
      g_assert_nonnull (hit);
      t_dice (t, dice, 2);
      t_do (t, hit);
      g_assert_true (t_logged (t, rows[k].said));
      g_assert_cmpint (t->x->indian_massacres, ==, rows[k].massacre);
      t_free (t);
    }
}

/* 6.73 with 7.54 (referee check6 B4'): the combined War Party's Ambush
 * Capability is its Tribe's Aggression, the best among the members (the
 * Teton's 3, not the lead Assiniboine's 1), + the best Chief's 2 = 5.
 * The example's Alliance hits the Settlement in Montana and stays; in his
 * Operations the US attacks it with Miles (10 BPs); it evades (DR 1), is
 * caught (Pursuit DR 0) and ambushes: DR 5 ambushes, DR 6 fights. */
static void
test_alliance_ambush_aggression (void)
{
  static const struct { int dr; const char *said; } rows[] = {
    { 5, "Ambush DR 5 within the Ambush Capability 5" },
    { 6, "Ambush DR 6 over the Ambush Capability 5" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int col, lead = t_village (t, "assiniboine"), dice[3] = { 1, 0, rows[k].dr };
      g_autofree char *id = NULL, *attack = NULL;

      t_example (t, "north-dakota");
      t_form_example (t);
      t_attack_in (t, "montana");
      if (t->st->pending.kind == D_WP_AFTER)
        t_do (t, "wp-stay");
      t_us_operations (t);
      col = t_column (t, "commander-miles", "montana", FALSE, 10, 0, 0);
      id = t_id (t, t->self->d->villages[lead].war_party);
      attack = g_strdup_printf ("column-attack %d %s", col, id);
      t_do (t, attack);
      t_dice (t, dice, 3);
      t_do (t, "evade");
      t_do (t, "pursue");
      t_do (t, "ambush");
      g_assert_true (t_logged (t, rows[k].said));
      t_free (t);
    }
}

/* Is an attack on a Resource in `area` among the legal actions? */
static gboolean
attack_listed_in (T *t, const char *area)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));

  bh_rules_list_actions (t->rules, t->st, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      BhAction *a = &g_array_index (legal, BhAction, i);

      if (a->kind == A_ATTACK_RESOURCE && bh_state_const_pieces (t->st)[a->args[0]].location == t_loc (t, area))
        return TRUE;
    }
  return FALSE;
}

/* 6.72 (referee-pg G-M6): "A War Party may never move more than two Areas
 * away from its Village when participating in an Alliance operation".
 * The example's Alliance in Montana, the Assiniboine's War Party (3 BPs)
 * joining from North Dakota, where it is out, its Village in North
 * Dakota or in Minnesota.  After the first attack (one of two
 * Settlements in Montana) the combined War Party attacks again in a later
 * Round: the other Settlement in Montana is offered either way; one in
 * Idaho, next to Montana, is 2 Areas from North Dakota (offered) and 3
 * from Minnesota (not). */
static void
test_alliance_range (void)
{
  static const struct { const char *village_at; gboolean offered; } rows[] = {
    { "north-dakota", TRUE }, { "minnesota", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      static const char *const joins[][2] = {
        { "ally-join village-sioux-teton-1 6", "wp-chief chief-sitting-bull" },
        { "ally-join village-sioux-teton-2 6", "wp-chief chief-crazy-horse" },
        { "ally-join village-arapaho 5", "wp-chief chief-black-bear" },
      };
      T *t = t_new ("basic", 3);
      int seat = t_example (t, "north-dakota"), hit = 5;

      t_put_village (t, "assiniboine", rows[k].village_at, 0);
      t_war_party (t, "assiniboine", "north-dakota", 3, NULL);
      t_resources (t, "montana", 2, 0, 0, 0);
      t_resources (t, "idaho", 1, 0, 0, 0);
      t_play_card (t, "shaman-tribal-alliances");
      t_do (t, "card-area montana");
      t_do (t, "ally-join war-party-assiniboine 0");
      if (t->st->pending.kind == D_WP_CHIEF)
        t_do (t, "wp-chiefs-done");
      for (guint j = 0; j < G_N_ELEMENTS (joins); j++)
        {
          t_do (t, joins[j][0]);
          t_do (t, joins[j][1]);
          t_do (t, "wp-chiefs-done");
        }
      t_do (t, "ally-done");
      t_dice (t, &hit, 1);
      t_attack_in (t, "montana");
      if (t->st->pending.kind == D_WP_AFTER)
        t_do (t, "wp-stay");
      t_next_round_of (t, seat);
      t_play_first_card (t);
      t_do (t, "wp-attack war-party-assiniboine");
      g_assert_true (attack_listed_in (t, "montana"));             /* the other Settlement, 1-2 Areas from all */
      if (attack_listed_in (t, "idaho") != rows[k].offered)
        g_error ("row %u: the Assiniboine Village in %s: an attack in Idaho %s", k, rows[k].village_at,
                 rows[k].offered ? "not offered (2 Areas)" : "offered (3 Areas, 6.72)");
      t_free (t);
    }
}

/* 6.72 on joining (referee-pg2 G2-3): "never more than two Areas away
 * from its Village when participating in an Alliance operation" binds the
 * War Party that joins, too.  The Alliance called in Idaho (a Settlement
 * there); the Assiniboine's War Party (3 BPs) out in Montana, next to
 * Idaho: with its Village in North Dakota (2 Areas from Idaho) it may
 * join; in Minnesota (3 Areas) it may not. */
static void
test_alliance_join_range (void)
{
  static const struct { const char *village_at; gboolean joins; } rows[] = {
    { "north-dakota", TRUE }, { "minnesota", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);

      t_example (t, "north-dakota");
      t_put_village (t, "assiniboine", rows[k].village_at, 0);
      t_war_party (t, "assiniboine", "montana", 3, NULL);
      t_resources (t, "idaho", 1, 0, 0, 0);
      t_play_card (t, "shaman-tribal-alliances");
      t_do (t, "card-area idaho");
      g_assert_cmpint (t->st->pending.kind, ==, D_ALLY);
      g_assert_true (t_can (t, "ally-join village-sioux-teton-1 6"));     /* Montana, 1 Area */
      if (t_can (t, "ally-join war-party-assiniboine 0") != rows[k].joins)
        g_error ("row %u: the Assiniboine Village in %s: joining %s", k, rows[k].village_at,
                 rows[k].joins ? "refused (2 Areas)" : "offered (3 Areas, 6.72)");
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/6.73/t15-t16-alliance", test_t15_t16);
  g_test_add_func ("/geronimo/9.2FF/losses-placed", test_losses);
  g_test_add_func ("/geronimo/6.73/blood-lust-bars-evasion", test_blood_lust_bars_evasion);
  g_test_add_func ("/geronimo/6.71/who-may-join", test_eligible);
  g_test_add_func ("/geronimo/6.75/t17-finished-member-leaves", test_t17);
  g_test_add_func ("/geronimo/6.76/volunteers", test_volunteers);
  g_test_add_func ("/geronimo/9.2FF/card", test_card);
  g_test_add_func ("/geronimo/11.36/solitaire-alliance", test_solitaire);
  g_test_add_func ("/geronimo/6.71/computer-forms-alliance", test_computer_forms_alliance);
  g_test_add_func ("/geronimo/6.73/alliance-massacre-aggression", test_alliance_massacre_aggression);
  g_test_add_func ("/geronimo/6.73/alliance-ambush-aggression", test_alliance_ambush_aggression);
  g_test_add_func ("/geronimo/6.72/alliance-range", test_alliance_range);
  g_test_add_func ("/geronimo/6.72/alliance-join-range", test_alliance_join_range);
  return g_test_run ();
}
