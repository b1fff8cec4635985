/* test-geronimo-warparties.c — War Parties (6.3), Chiefs (6.5), attacks on
 * Resources (7.2) and Raids (6.4), driven through player actions with the
 * dice forced: the 7.25 examples (golden tests T18 and T19 of the digest's
 * section 7) and each rule's numbers on both sides of the boundary. */
#include "test-geronimo-util.c"

/* An Indian seat's Operations Segment with the Tribe `card`'s Village
 * `village` alone on the map, in `area` with `bp` BPs, in Turn `turn`
 * (the Chiefs' Turns, 6.51), Resources cleared from `area`. */
static int
t_wp_setup (T *t, const char *card, const char *village, const char *area, int bp, int turn)
{
  const char *keep[] = { village, NULL };
  int seat = t_indian_card_turn (t, card);

  t_only_villages (t, keep);
  t_put_village (t, village, area, bp);
  t_resources (t, area, 0, 0, 0, 0);
  t_no_columns (t);                     /* no Reaction (5.35) comes between */
  t->st->turn = turn;
  t_play_first_card (t);
  return seat;
}

static void
t_do_id (T *t, const char *verb, int piece, const char *rest)
{
  g_autofree char *id = t_id (t, piece);
  g_autofree char *text = g_strdup_printf ("%s %s%s%s", verb, id, rest ? " " : "", rest ? rest : "");

  t_do (t, text);
}

/* T18, the 7.25 example #1: an Apache War Party of 4 BPs led by Geronimo
 * (Combat 2) attacks a "3" Mine in Arizona and rolls 5: 5 <= 4 + 2, the
 * Mine is Hit, +3 VPs; a natural 5 makes no Massacre check.  Boundaries:
 * DR 6 still hits, DR 7 misses; without Geronimo DR 5 misses (7.23). */
static void
test_t18 (void)
{
  static const struct { int dr; gboolean chief; gboolean hit; } cases[] = {
    { 5, TRUE, TRUE }, { 6, TRUE, TRUE }, { 7, TRUE, FALSE }, { 4, FALSE, TRUE }, { 5, FALSE, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_wp_setup (t, "tribe-apache", "apache-chiricahua", "arizona", 8, 5);
      int v = t_village (t, "apache-chiricahua");
      int mine = t_piece (t, "mine-tombstone");
      int vp = t_vp (t, seat), massacres = t->x->indian_massacres;

      t_put (t, "mine-tombstone", "arizona", 0);
      t_do_id (t, "war-party", t->self->d->villages[v].marker, "4");
      g_assert_cmpint (t->st->pending.kind, ==, D_WP_CHIEF);
      g_assert_false (t_has (t, "wp-chief chief-victorio"));   /* Mimbres' Chief (6.51) */
      g_assert_false (t_has (t, "wp-chief chief-mangas"));     /* Turns 1-3 (6.51) */
      if (cases[k].chief)
        t_do (t, "wp-chief chief-geronimo");
      t_do (t, "wp-chiefs-done");
      g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 4);
      g_assert_cmpint (ger_village_home_bp (&t->c, v), ==, 4);
      g_assert_cmpint (ger_wp_combat (&t->c, v), ==, cases[k].chief ? 2 : 0);
      t_dice (t, &cases[k].dr, 1);
      t_do_id (t, "attack-resource", mine, NULL);
      g_assert_cmpint (bh_state_const_pieces (t->st)[mine].face, ==, cases[k].hit ? 1 : 0);
      g_assert_cmpint (t_vp (t, seat), ==, vp + (cases[k].hit ? 3 : 0));
      g_assert_cmpint (t->x->indian_massacres, ==, massacres);   /* natural 4-7: no check */
      g_assert_cmpint (t->x->i_forced, ==, 1);                    /* one die: no Massacre DR */
      g_assert_true (t_said (t, cases[k].hit ? "at or under its" : "no effect"));
      /* A Hit Mine may not be hit again this Turn (7.22, 7.26). */
      g_assert_cmpint (t->st->pending.kind, ==, D_WP_AFTER);
      t_free (t);
    }
}

/* T19, the 7.25 example #2: a Santee War Party of 7 BPs led by Inkpaduta
 * (Combat 1, Aggression 2) hits a Town in Minnesota with a 2: 2 + 5 = 7 <=
 * 8, +5 VPs, the Town becomes three Settlements; the natural 2 checks for
 * a Massacre, which happens at or under 1 + 2 = 3.  Boundaries: DR 3 (8)
 * hits, DR 4 (9) misses; Massacre DR 3 massacres, 4 does not; a natural 3
 * success makes no check. */
static void
test_t19 (void)
{
  static const struct { int dr, mdr; gboolean hit, checked, massacre; } cases[] = {
    { 2, 3, TRUE, TRUE, TRUE }, { 2, 4, TRUE, TRUE, FALSE }, { 3, 0, TRUE, FALSE, FALSE }, { 4, 0, FALSE, FALSE, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_wp_setup (t, "tribe-sioux", "sioux-santee", "minnesota", 8, 3);
      int v = t_village (t, "sioux-santee");
      int mn = t_loc (t, "minnesota");
      int vp = t_vp (t, seat);
      int dice[2] = { cases[k].dr, cases[k].mdr };
      g_autofree char *town = NULL;

      t_resources (t, "minnesota", 0, 1, 0, 0);
      t_do_id (t, "war-party", t->self->d->villages[v].marker, "7");
      t_do (t, "wp-chief chief-inkpaduta");
      t_do (t, "wp-chiefs-done");
      g_assert_cmpint (ger_wp_combat (&t->c, v) + ger_wp_bp (&t->c, v), ==, 8);
      g_assert_cmpint (t->self->d->villages[v].aggression + ger_wp_aggression (&t->c, v), ==, 3);
      town = t_find (t, "attack-resource town");
      g_assert_nonnull (town);
      t_dice (t, dice, 2);
      t_do (t, town);
      g_assert_cmpint (t_count_type (t, t->self->d->town_first, t->self->d->town_count, "minnesota"), ==,
                       cases[k].hit ? 0 : 1);
      g_assert_cmpint (t_count_type (t, t->self->d->settlement_first, t->self->d->settlement_count, "minnesota"), ==,
                       cases[k].hit ? 3 : 0);
      g_assert_cmpint (t_vp (t, seat), ==, vp + (cases[k].hit ? 5 : 0));
      g_assert_cmpint (t->x->i_forced, ==, cases[k].checked ? 2 : 1);
      g_assert_cmpint (t->x->indian_massacres, ==, cases[k].massacre ? 1 : 0);
      g_assert_cmpint (ger_count_type_at (&t->c, t->self->d->massacres[0], t->self->d->n_massacres, mn), >=,
                       cases[k].massacre ? 1 : 0);
      t_free (t);
    }
}

/* 6.53: several Chiefs give the highest Combat plus one for each other
 * rated 2 or 3, the highest Evasion, the Aggressions added; each goes with
 * one War Party a Turn.  The 6.53 example's three Southern Cheyenne Chiefs
 * in Turn 4: Combat 3, Evasion 1, Aggression 3. */
/* The 6.53 example's War Party: the Southern Cheyenne in Kansas (one
 * Settlement there), Turn 4, send 3 BPs with Bull Bear, Roman Nose and
 * Tall Bull; the Chiefs chosen, the target next. */
static void
t13_war_party (T *t, int v)
{
  t_wp_setup (t, "tribe-cheyenne", "cheyenne-southern", "kansas", 6, 4);
  t_resources (t, "kansas", 1, 0, 0, 0);
  t_do_id (t, "war-party", t->self->d->villages[v].marker, "3");
  t_do (t, "wp-chief chief-bull-bear");
  t_do (t, "wp-chief chief-roman-nose");
  t_do (t, "wp-chief chief-tall-bull");
  g_assert_false (t_has (t, "wp-chief chief-tall-bull"));   /* once (6.53) */
  t_do (t, "wp-chiefs-done");
}

static void
test_chiefs (void)
{
  T *t = t_new ("basic", 3);
  int v = t_village (t, "cheyenne-southern");

  t13_war_party (t, v);
  g_assert_cmpint (ger_wp_combat (&t->c, v), ==, 3);
  g_assert_cmpint (ger_wp_evasion (&t->c, v), ==, 1);
  g_assert_cmpint (ger_wp_aggression (&t->c, v), ==, 3);
  t_free (t);
}

/* T13 through outcomes: the same War Party (3 BPs, Combat 3) attacks a
 * Settlement in Kansas: strength 3 + 3 = 6, DR 6 hits and 7 does not
 * (7.23; were only the best Combat counted, 6 would miss).  A hit on a
 * natural 2 checks for a Massacre against the Tribe's Aggression (the
 * data's rating) plus the Chiefs' 3 (7.25): at it a Massacre, one over
 * none. */
static void
test_chiefs_outcomes (void)
{
  static const struct { int dr, massacre_dr; gboolean hit, massacre; } rows[] = {
    { 6, -1, TRUE, FALSE }, { 7, -1, FALSE, FALSE }, { 2, 0, TRUE, TRUE }, { 2, 1, TRUE, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int v = t_village (t, "cheyenne-southern");
      int aggression = t->self->d->villages[v].aggression + 3;
      int dice[2] = { rows[k].dr, aggression + rows[k].massacre_dr };
      g_autofree char *said = g_strdup_printf (rows[k].hit ? "DR %d, at or under its 6: a hit" : "DR %d, over its 6: no effect",
                                               rows[k].dr);
      g_autofree char *massacre = g_strdup_printf ("Massacre in Kansas: DR %d, at or under the Aggression of %d",
                                                   aggression, aggression);

      t13_war_party (t, v);
      t_dice (t, dice, rows[k].massacre_dr >= 0 ? 2 : 1);
      t_attack_in (t, "kansas");
      g_assert_true (t_said (t, said));
      g_assert_true (t_said (t, massacre) == rows[k].massacre);
      g_assert_true (t_said (t, "Massacre in Kansas") == rows[k].massacre);
      t_free (t);
    }
}

/* 9.2F (referee check3 minor 1, M7a, M7b, M8): Blood Lust gives "+2 to
 * its Combat DRs and Aggression" for the Turn, on a Village "if it has a
 * Chief".  T19's position (Santee, Inkpaduta, a Town in Minnesota, DR 2)
 * after the Santee's own player plays Blood Lust on it: the Massacre
 * check's Aggression is 1 + 2 + 2 = 5 (DR 5 massacres, 6 does not; 3
 * without the card, /geronimo/7.25/t19-town-massacre).  T22's battle
 * (Crazy Horse's 5 Teton BPs against Sibley's 10) under Blood Lust: the
 * Indian's DRM is +1 + 2 = +3, DR 4 -> 7. */
static void
test_blood_lust_numbers (void)
{
  for (int mdr = 5; mdr <= 6; mdr++)
    {
      static const char *const keep[] = { "sioux-santee", NULL };
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-sioux"), v = t_village (t, "sioux-santee");
      int dice[2] = { 2, mdr };
      g_autofree char *town = NULL;

      t_only_villages (t, keep);
      t_put_village (t, "sioux-santee", "minnesota", 8);
      t_resources (t, "minnesota", 0, 1, 0, 0);
      t_no_columns (t);
      t->st->turn = 3;
      t_play_card (t, "shaman-blood-lust");
      t_do (t, "card-target village-sioux-santee");
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);       /* his own: no forced attack */
      g_assert_cmpint (t->st->pending.side, ==, seat);
      t_do_id (t, "war-party", t->self->d->villages[v].marker, "7");
      t_do (t, "wp-chief chief-inkpaduta");
      t_do (t, "wp-chiefs-done");
      town = t_find (t, "attack-resource town");
      t_dice (t, dice, 2);
      t_do (t, town);
      g_assert_cmpint (t->x->indian_massacres, ==, mdr == 5);
      g_assert_true (t_said (t, mdr == 5 ? "DR 5, at or under the Aggression of 5" : "Massacre in") == (mdr == 5));
      t_free (t);
    }
  {
    static const char *const keep[] = { "sioux-teton-1", NULL };
    T *t = t_new ("basic", 3);
    int v = t_village (t, "sioux-teton-1"), col, dice[2] = { 4, 3 };
    g_autofree char *id = t_id (t, t->self->d->villages[v].marker);
    g_autofree char *form = g_strdup_printf ("war-party %s 5", id);
    g_autofree char *attack = NULL;

    t_indian_card_turn (t, "tribe-sioux");
    t_only_villages (t, keep);
    t_put_village (t, "sioux-teton-1", "montana", 8);
    t_no_columns (t);
    col = t_column (t, "commander-sibley", "montana", FALSE, 10, 0, 0);
    attack = g_strdup_printf ("attack-column %d", col);
    t_play_card (t, "shaman-blood-lust");
    t_do (t, "card-target village-sioux-teton-1");
    t_do (t, form);
    t_do (t, "wp-chief chief-crazy-horse");
    t_do (t, "wp-chiefs-done");
    t_dice (t, dice, 2);
    t_do (t, attack);
    g_assert_true (t_logged (t, "Indian Battle DR 4 +3 = 7: the Column loses 2 (7.31, 7.32)"));
    t_free (t);
  }
}

/* 9.2F: "if it has a Chief": the Arapaho's one Chief killed (7.8), his
 * Village is not offered; alive, it is. */
static void
test_blood_lust_needs_chief (void)
{
  for (int dead = 0; dead <= 1; dead++)
    {
      static const char *const keep[] = { "arapaho", "navajo", NULL };
      T *t = t_new ("basic", 3);
      int seat = t_indian_card_turn (t, "tribe-arapaho");
      int chief = -1;

      t_give_tribe (t, "tribe-navajo", seat);
      t_only_villages (t, keep);
      t_put_village (t, "arapaho", "wyoming", 4);
      t_put_village (t, "navajo", "arizona", 4);
      for (guint i = 0; i < t->self->d->n_chiefs; i++)
        if (t->self->d->chiefs[i].tribe == t->self->d->villages[t_village (t, "arapaho")].tribe)
          chief = t->self->d->chiefs[i].piece;
      g_assert_cmpint (chief, >=, 0);
      if (dead)
        bh_state_move_piece (t->st, chief, t->self->d->dead_leaders);
      t_play_card (t, "shaman-blood-lust");
      g_assert_cmpint (t->st->pending.kind, ==, D_EVENT);
      g_assert_true (t_can (t, "card-target village-navajo"));
      g_assert_true (t_can (t, "card-target village-arapaho") == !dead);
      t_free (t);
    }
}

/* Forms Village v's first War Party of `bp` BPs with `chiefs` (NULL-ended),
 * misses a Settlement in `area` with DR 9 and stays out (6.35); then plays
 * to the seat's next Operations. */
static void
t_first_out (T *t, int seat, int v, int bp, const char *const *chiefs, const char *area)
{
  g_autofree char *n = g_strdup_printf ("%d", bp);
  int miss = 9;

  t_do_id (t, "war-party", t->self->d->villages[v].marker, n);
  for (int k = 0; chiefs[k] != NULL; k++)
    {
      g_autofree char *go = g_strdup_printf ("wp-chief %s", chiefs[k]);

      t_do (t, go);
    }
  t_do (t, "wp-chiefs-done");
  t_dice (t, &miss, 1);
  t_attack_in (t, area);
  t_do (t, "wp-stay");
  t_next_round_of (t, seat);
  t_play_first_card (t);
}

/* T11, the 6.32 example: in Turn 4 the Southern Cheyenne have Bull Bear,
 * Roman Nose and Tall Bull and 6 BPs.  A War Party of 3 BPs under Bull Bear
 * goes out; in a later Round a second of 2 BPs under Roman Nose: 1 BP and
 * Tall Bull are left in the Village.  The second takes at most the BPs at
 * home (3, not 4), needs a Chief of its own (not Bull Bear), is the
 * Village's second action (Finished), and at the Round's end both War
 * Parties are home. */
static void
test_t11 (void)
{
  static const char *const bull_bear[] = { "chief-bull-bear", NULL };
  T *t = t_new ("basic", 3);
  int seat = t_wp_setup (t, "tribe-cheyenne", "cheyenne-southern", "kansas", 6, 4);
  int v = t_village (t, "cheyenne-southern");
  const GerVillage *gv = &t->self->d->villages[v];
  int kansas = t_loc (t, "kansas"), miss = 9;
  g_autofree char *second = t_id (t, gv->war_party2);
  g_autofree char *three = g_strdup_printf ("war-party %s 3", second);
  g_autofree char *four = g_strdup_printf ("war-party %s 4", second);
  g_autofree char *two = g_strdup_printf ("war-party %s 2", second);

  t_resources (t, "kansas", 2, 0, 0, 0);
  t_first_out (t, seat, v, 3, bull_bear, "kansas");
  g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 3);
  g_assert_true (t_has (t, three));
  g_assert_false (t_has (t, four));
  t_do (t, two);
  t_refresh (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_CHIEF);
  g_assert_false (t_has (t, "wp-chief chief-bull-bear"));    /* one War Party each a Turn (6.53) */
  g_assert_false (t_has (t, "wp-chiefs-done"));              /* a Chief with each (6.32) */
  t_do (t, "wp-chief chief-roman-nose");
  t_do (t, "wp-chiefs-done");
  /* The example's numbers: 3 out with Bull Bear, 2 with Roman Nose, 1 home. */
  g_assert_cmpint (ger_wp_first_bp (&t->c, v), ==, 3);
  g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 2);
  g_assert_cmpint (ger_village_home_bp (&t->c, v), ==, 1);
  g_assert_cmpint (ger_village_bp (&t->c, v), ==, 6);
  g_assert_cmpint (bh_state_const_pieces (t->st)[gv->war_party2].location, ==, kansas);
  g_assert_cmpint (ger_wp_combat (&t->c, v), ==, 2);          /* Roman Nose alone (2 0 1) */
  g_assert_true (t_has (t, "attack-resource"));
  t_dice (t, &miss, 1);
  t_attack_in (t, "kansas");
  /* The Village's second action: Finished, both War Parties home (6.35). */
  t_refresh (t);
  g_assert_cmpint (bh_state_const_pieces (t->st)[gv->marker].face, ==, 1);
  g_assert_false (ger_wp_out (&t->c, v));
  g_assert_cmpint (bh_state_const_pieces (t->st)[gv->war_party2].location, ==, BH_OFFBOARD);
  g_assert_cmpint (ger_village_home_bp (&t->c, v), ==, 6);
  g_assert_cmpint (t->x->actions[v], ==, 2);
  t_free (t);
}

/* 6.32's boundary: a second War Party needs more than one Chief, one with
 * each.  The first out with two of the three Chiefs: the third may lead a
 * second; with all three, or with none, no second is offered. */
static void
test_second_needs_chiefs (void)
{
  static const char *const two[] = { "chief-bull-bear", "chief-roman-nose", NULL };
  static const char *const all[] = { "chief-bull-bear", "chief-roman-nose", "chief-tall-bull", NULL };
  static const char *const none[] = { NULL };
  static const struct { const char *const *chiefs; gboolean second; } cases[] = {
    { two, TRUE }, { all, FALSE }, { none, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_wp_setup (t, "tribe-cheyenne", "cheyenne-southern", "kansas", 6, 4);
      int v = t_village (t, "cheyenne-southern");
      g_autofree char *second = t_id (t, t->self->d->villages[v].war_party2);
      g_autofree char *one = g_strdup_printf ("war-party %s 1", second);

      t_resources (t, "kansas", 2, 0, 0, 0);
      t_first_out (t, seat, v, 3, cases[k].chiefs, "kansas");
      g_assert_cmpint (t_has (t, one), ==, cases[k].second);
      t_free (t);
    }
}

/* 6.32, 6.35, 5.35: the first War Party, standing aside while the second
 * acts, goes home at the end of that Round (the Village Finished by the
 * second's action), and a Column On Patrol where it stands may React on
 * its way.  The first (3 BPs, Bull Bear) attacks in Colorado and stays
 * there; a Column is then On Patrol in Colorado; the second attacks in
 * Kansas and goes home; at the Round's end the US may React against the
 * first, with its 3 BPs; declining, both are home with the Village's 6. */
static void
test_second_first_home (void)
{
  T *t = t_new ("basic", 3);
  int seat = t_wp_setup (t, "tribe-cheyenne", "cheyenne-southern", "kansas", 6, 4);
  int v = t_village (t, "cheyenne-southern");
  const GerVillage *gv = &t->self->d->villages[v];
  int colorado = t_loc (t, "colorado"), miss = 9;
  g_autofree char *first = t_id (t, gv->marker);
  g_autofree char *second = t_id (t, gv->war_party2);
  g_autofree char *form_first = g_strdup_printf ("war-party %s 3", first);
  g_autofree char *form_second = g_strdup_printf ("war-party %s 2", second);

  t_resources (t, "kansas", 1, 0, 0, 0);
  t_resources (t, "colorado", 1, 0, 0, 0);
  t_do (t, form_first);
  t_do (t, "wp-chief chief-bull-bear");
  t_do (t, "wp-chiefs-done");
  t_dice (t, &miss, 1);
  t_attack_in (t, "colorado");
  t_do (t, "wp-stay");
  t_next_round_of (t, seat);
  t_column (t, "commander-sheridan", "colorado", FALSE, 5, 0, 0);
  t_play_first_card (t);
  t_do (t, form_second);
  t_do (t, "wp-chief chief-roman-nose");
  t_do (t, "wp-chiefs-done");
  t_dice (t, &miss, 1);
  t_attack_in (t, "kansas");
  /* The Telegraph (3.42) lets the Column React into Kansas too: against
     the second's attack, then on its way home (5.351); declined. */
  for (int k = 0; k < 2; k++)
    {
      t_refresh (t);
      g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
      g_assert_cmpint (bh_state_const_pieces (t->st)[gv->war_party].location, ==, t_loc (t, "kansas"));
      g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 2);
      t_do (t, "no-reaction");
    }
  t_refresh (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_REACT);
  g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
  g_assert_true (ger_wp_out (&t->c, v));
  g_assert_cmpint (bh_state_const_pieces (t->st)[gv->war_party].location, ==, colorado);
  g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 3);
  g_assert_cmpint (ger_wp_combat (&t->c, v), ==, 1);           /* Bull Bear (1 1 1) */
  t_do (t, "no-reaction");
  t_refresh (t);
  g_assert_false (ger_wp_out (&t->c, v));
  g_assert_cmpint (bh_state_const_pieces (t->st)[gv->war_party2].location, ==, BH_OFFBOARD);
  g_assert_cmpint (ger_village_home_bp (&t->c, v), ==, 6);
  t_free (t);
}

/* 6.36: a War Party attacks in its Area or the next one, never more than
 * two Areas from its Village, never in Mexico; option 6.36: one Area.
 * 6.35: after its first action it may stay out and act again next Round;
 * after the second it goes home and the Village is Finished (6.8). */
static void
test_range (void)
{
  for (int historical = 0; historical <= 1; historical++)
    {
      T *t = t_new_full ("basic", 3, historical ? "historical-war-party-range" : NULL, 1);
      int seat = t_wp_setup (t, "tribe-navajo", "navajo", "new-mexico", 5, 4);
      int v = t_village (t, "navajo");
      int wp = t->self->d->villages[v].war_party, miss = 9;

      t_resources (t, "arizona", 1, 0, 0, 0);
      t_resources (t, "california", 1, 0, 0, 0);      /* two Areas away, next to Arizona */
      t_resources (t, "colorado", 0, 0, 0, 0);
      t_do_id (t, "war-party", t->self->d->villages[v].marker, "2");
      t_do (t, "wp-chiefs-done");
      t_dice (t, &miss, 1);
      t_attack_in (t, "arizona");
      g_assert_cmpint (bh_state_const_pieces (t->st)[wp].location, ==, t_loc (t, "arizona"));
      g_assert_cmpint (t->st->pending.kind, ==, D_WP_AFTER);
      t_do (t, "wp-stay");
      g_assert_cmpint (t->x->actions[v], ==, 1);
      t_next_round_of (t, seat);
      t_play_first_card (t);
      {
        g_autofree char *id = t_id (t, wp);
        g_autofree char *again = g_strdup_printf ("wp-attack %s", id);

        t_do (t, again);
      }
      {
        /* California is two Areas from New Mexico: open unless the option
         * limits the range to one. */
        g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
        gboolean cal = FALSE;

        bh_rules_list_actions (t->rules, t->st, legal);
        for (guint i = 0; i < legal->len; i++)
          cal |= bh_state_const_pieces (t->st)[g_array_index (legal, BhAction, i).args[0]].location == t_loc (t, "california");
        g_assert_true (cal == !historical);
      }
      t_dice (t, &miss, 1);
      t_do_found (t, "attack-resource");
      /* The second action: home, Finished (6.35, 6.8). */
      g_assert_cmpint (bh_state_const_pieces (t->st)[wp].location, ==, BH_OFFBOARD);
      g_assert_cmpint (bh_state_const_pieces (t->st)[t->self->d->villages[v].marker].face, ==, 1);
      g_assert_cmpint (ger_village_home_bp (&t->c, v), ==, 5);
      t_free (t);
    }
}

/* 6.32: one War Party a Village a Turn; 6.35: going home Finishes the
 * Village. */
static void
test_return (void)
{
  T *t = t_new ("basic", 3);
  int seat = t_wp_setup (t, "tribe-navajo", "navajo", "new-mexico", 5, 4);
  int v = t_village (t, "navajo");
  int miss = 9;
  g_autofree char *wp_id = t_id (t, t->self->d->villages[v].marker);
  g_autofree char *form = g_strdup_printf ("war-party %s 1", wp_id);

  t_resources (t, "new-mexico", 2, 0, 0, 0);
  t_do (t, form);
  t_do (t, "wp-chiefs-done");
  t_dice (t, &miss, 1);
  t_attack_in (t, "new-mexico");
  t_do (t, "wp-return");
  g_assert_cmpint (bh_state_const_pieces (t->st)[t->self->d->villages[v].marker].face, ==, 1);
  t_next_round_of (t, seat);
  t_play_first_card (t);
  g_assert_false (t_has (t, "war-party"));
  t_free (t);
}

/* 6.34, position -> actions -> position: the Navajo (5 at home) send a
 * War Party of 1 that attacks a Settlement in New Mexico (missing) and
 * stays out; the next `rounds` Rounds pass (0: still its 6.35 choice);
 * `offered`: its second attack (wp-attack) is listed (the Rampage card's
 * exception is /geronimo/9.2V/rampage). */
typedef struct { int rounds; gboolean offered; } MoreAttacksRow;

static void
more_attacks_row (const MoreAttacksRow *row)
{
  T *t = t_new ("basic", 3);
  int seat = t_wp_setup (t, "tribe-navajo", "navajo", "new-mexico", 5, 4);
  int v = t_village (t, "navajo");
  int miss = 9;
  g_autofree char *wp_id = t_id (t, t->self->d->villages[v].marker);
  g_autofree char *form = g_strdup_printf ("war-party %s 1", wp_id);

  t_resources (t, "new-mexico", 2, 0, 0, 0);
  t_do (t, form);
  t_do (t, "wp-chiefs-done");
  t_dice (t, &miss, 1);
  t_attack_in (t, "new-mexico");
  if (row->rounds == 0)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_WP_AFTER);
      g_assert_cmpint (t_has (t, "wp-attack"), ==, row->offered);
      t_do (t, "wp-stay");
      g_assert_true (t->st->pending.side != seat || t->st->pending.kind != D_OPERATION);
    }
  else
    {
      t_do (t, "wp-stay");
      t_next_round_of (t, seat);
      t_play_first_card (t);
      g_assert_cmpint (t_has (t, "wp-attack"), ==, row->offered);
    }
  t_free (t);
}

/* 6.34: a War Party attacks once a Round: after its attack it may only
 * stay or go home (6.35), and the Round passes; in the player's next
 * Round it may attack again. */
static void
test_more_attacks (void)
{
  static const MoreAttacksRow rows[] = {
    { 0, FALSE },
    { 1, TRUE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    more_attacks_row (&rows[k]);
}

/* T12 (6.51), position -> action -> position: the Shoshone (4 at home in
 * Idaho) send a War Party of 2 in Turn `turn`; the Chiefs offered to lead
 * it are those whose Turns the counter prints. */
typedef struct { int turn; gboolean pocatello, bear_hunter; } ChiefTurnRow;

static void
chief_turn_row (const ChiefTurnRow *row)
{
  T *t = t_new ("basic", 3);
  int v;

  t_wp_setup (t, "tribe-shoshone", "shoshone", "idaho", 4, row->turn);
  v = t_village (t, "shoshone");
  t_do_id (t, "war-party", t->self->d->villages[v].marker, "2");
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_CHIEF);
  g_assert_cmpint (t_can (t, "wp-chief chief-pocatello"), ==, row->pocatello);
  g_assert_cmpint (t_can (t, "wp-chief chief-bear-hunter"), ==, row->bear_hunter);
  t_free (t);
}

/* T12, 6.51: Pocatello leads in Turns 1-2 only, Bear Hunter in Turns 3-4
 * only: each side of each range. */
static void
test_t12 (void)
{
  static const ChiefTurnRow rows[] = {
    { 1, TRUE, FALSE }, { 2, TRUE, FALSE }, { 3, FALSE, TRUE }, { 4, FALSE, TRUE }, { 5, FALSE, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    chief_turn_row (&rows[k]);
}

/* A Raid, position -> action -> position: `village` of `tribe` (the
 * seat's only one) in `area` with one Settlement; `card` played.  With
 * `dr` >= 0 the Raid is made (into Mexico if `mexico`) with that natural
 * DR and earns `vp`, the target untouched (6.44); with `dr` < 0 the card
 * is No Event and the player's Operation follows. */
typedef struct { const char *card, *tribe, *village, *area; int dr; int vp; gboolean mexico; } RaidRow;

static void
raid_row (const RaidRow *row)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { row->village, NULL };
  int seat = t_indian_card_turn (t, row->tribe);
  int vp;

  t_only_villages (t, keep);
  t_put_village (t, row->village, row->area, 3);
  t_resources (t, row->area, 1, 0, 0, 0);
  vp = t_vp (t, seat);
  t_play_card (t, row->card);
  if (row->dr < 0)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_true (t_said (t, "No Event"));
      g_assert_cmpint (t_vp (t, seat), ==, vp);
      t_free (t);
      return;
    }
  g_assert_cmpint (t->st->pending.kind, ==, D_RAID);
  t_dice (t, &row->dr, 1);
  t_do_found (t, row->mexico ? "raid-mexico" : "raid");
  g_assert_cmpint (t_vp (t, seat), ==, vp + row->vp);
  /* The target is untouched (6.44). */
  g_assert_cmpint (t_count_type (t, t->self->d->settlement_first, t->self->d->settlement_count, row->area), ==, 1);
  t_free (t);
}

/* 6.43: a Raid's target is in the Village's Area or an adjacent one: the
 * Chiricahua in Arizona may raid the Settlements in Arizona and New
 * Mexico, not Kansas's (two Areas off). */
static void
test_raid_range (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "apache-chiricahua", NULL };
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  int in[3] = { 0 };
  const char *areas[3] = { "arizona", "new-mexico", "kansas" };

  t_indian_card_turn (t, "tribe-apache");
  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "arizona", 3);
  for (int k = 0; k < 3; k++)
    t_resources (t, areas[k], 1, 0, 0, 0);
  t_play_card (t, "shaman-raid");
  g_assert_cmpint (t->st->pending.kind, ==, D_RAID);
  bh_rules_list_actions (t->rules, t->st, legal);
  for (guint i = 0; i < legal->len; i++)
    for (int k = 0; k < 3; k++)
      if (g_array_index (legal, BhAction, i).kind == A_RAID &&
          bh_state_const_pieces (t->st)[g_array_index (legal, BhAction, i).args[1]].location == t_loc (t, areas[k]))
        in[k]++;
  g_assert_cmpint (in[0], ==, 1);
  g_assert_cmpint (in[1], ==, 1);
  g_assert_cmpint (in[2], ==, 0);
  t_free (t);
}

/* 6.44: a Raid succeeds on a natural DR at or under the Raid rating: +1 VP,
 * +2 from Mexico; the Apache rate 5 (DR 5 wins, 6 fails). */
static const RaidRow raids_rows[] = {
  { "shaman-raid", "tribe-apache", "apache-chiricahua", "arizona", 5, 1, FALSE },
  { "shaman-raid", "tribe-apache", "apache-chiricahua", "arizona", 6, 0, FALSE },
  { "shaman-raid", "tribe-apache", "apache-chiricahua", "arizona", 5, 2, TRUE },
  { "shaman-raid", "tribe-apache", "apache-chiricahua", "arizona", 6, 0, TRUE },
  { NULL },
};

/* 6.42, 9.2B: Any Tribe May Raid lets a non-Raider (the Shoshone) raid at
 * a rating of 2 (DR 2 wins, 3 fails); a Raider keeps its own rating (the
 * Apache's 5: DR 5 wins, 6 fails), Mexico included. */
static const RaidRow any_tribe_rows[] = {
  { "shaman-any-tribe-may-raid", "tribe-shoshone", "shoshone", "idaho", 2, 1, FALSE },
  { "shaman-any-tribe-may-raid", "tribe-shoshone", "shoshone", "idaho", 3, 0, FALSE },
  { "shaman-any-tribe-may-raid", "tribe-apache", "apache-chiricahua", "arizona", 5, 1, FALSE },
  { "shaman-any-tribe-may-raid", "tribe-apache", "apache-chiricahua", "arizona", 6, 0, FALSE },
  { "shaman-any-tribe-may-raid", "tribe-apache", "apache-chiricahua", "arizona", 5, 2, TRUE },
  { NULL },
};

/* 9.2T: the Raid card raids with a Raider Tribe (the Apache at 5); with no
 * Raider (the Shoshone) it is No Event and the Operation follows. */
static const RaidRow raid_card_rows[] = {
  { "shaman-raid", "tribe-apache", "apache-chiricahua", "arizona", 5, 1, FALSE },
  { "shaman-raid", "tribe-shoshone", "shoshone", "idaho", -1, 0, FALSE },
  { NULL },
};

/* One runner for the tables above, each ended by a row with no card. */
static void
test_raid_rows (gconstpointer data)
{
  for (const RaidRow *row = data; row->card != NULL; row++)
    raid_row (row);
}

/* The Federales card's piece (9.2I), put in `seat`'s hand (-1: the
 * discard pile, seen played). */
static int
federales_to (T *t, int seat)
{
  int ut = bh_game_data_find_unit_type (t->data, "shaman-federales");

  for (int p = t->self->d->shaman_first; p < t->self->d->shaman_first + t->self->d->shaman_count; p++)
    if (bh_game_data_get_piece_type (t->data, p) == ut)
      {
        bh_state_move_piece (t->st, p, seat >= 0 ? t->self->d->hand_shaman[seat] : t->self->d->shaman_discard);
        return p;
      }
  g_assert_not_reached ();
  return -1;
}

static int
shaman_in_hand (T *t, int seat)
{
  int n = 0;

  for (int p = t->self->d->shaman_first; p < t->self->d->shaman_first + t->self->d->shaman_count; p++)
    n += bh_state_const_pieces (t->st)[p].location == t->self->d->hand_shaman[seat];
  return n;
}

/* 9.2I: a Raid into Mexico is answered out of turn.  Three players; the
 * Chiricahua (Apache, rating 5) raid into Mexico with DR `dr`.  Every
 * other seat is asked in turn, clockwise, the first without the card (so
 * only "no-federales"), the second holding it.  Played, it takes back the
 * Raid's 2 VPs (a failed Raid's 0: nothing), closes Mexico to Raids and
 * Relocation for the Turn, and is the holder's card for his next Round:
 * he goes straight to his Operations with his hand untouched.  Declined
 * by both, the VPs stand.  Once seen played, nobody is asked. */
static void
test_federales (void)
{
  static const struct { int dr; gboolean play; int vp; } cases[] = {
    { 5, TRUE, 0 }, { 6, TRUE, 0 }, { 5, FALSE, 2 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new ("basic", 3);
      const char *keep[] = { "apache-chiricahua", NULL };
      int seat = t_indian_card_turn (t, "tribe-apache");
      int next = (seat + 1) % 3, holder = (seat + 2) % 3, vp, cards;

      t_only_villages (t, keep);
      t_put_village (t, "apache-chiricahua", "arizona", 3);
      t_resources (t, "arizona", 1, 0, 0, 0);
      federales_to (t, holder);
      vp = t_vp (t, seat);
      t_play_card (t, "shaman-raid");
      t_dice (t, &cases[k].dr, 1);
      t_do (t, "raid-mexico village-apache-chiricahua");
      g_assert_cmpint (t->st->pending.kind, ==, D_FEDERALES);
      g_assert_cmpint (t->st->pending.side, ==, next);
      g_assert_false (t_has (t, "federales"));
      t_do (t, "no-federales");
      g_assert_cmpint (t->st->pending.kind, ==, D_FEDERALES);
      g_assert_cmpint (t->st->pending.side, ==, holder);
      if (!cases[k].play)
        {
          t_do (t, "no-federales");
          g_assert_cmpint (t->st->pending.kind, !=, D_FEDERALES);
          g_assert_cmpint (t_vp (t, seat), ==, vp + cases[k].vp);
          t_free (t);
          continue;
        }
      t_do_found (t, "federales");
      g_assert_true (t_said (t, "9.2I"));
      g_assert_cmpint (t_vp (t, seat), ==, vp + cases[k].vp);
      g_assert_true (t->x->events & GER_EV_FEDERALES);
      /* The holder's next Round: his card is played, his Operations follow. */
      cards = shaman_in_hand (t, holder);
      for (int i = 0; i < 400 && !(t->st->pending.side == holder &&
                                   (t->st->pending.kind == D_CARD || t->st->pending.kind == D_OPERATION)); i++)
        t_plain_step (t, "texas");
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_true (t_said (t, "9.2I"));
      g_assert_cmpint (shaman_in_hand (t, holder), ==, cards);
      /* Mexico is closed to the raider for the rest of the Turn. */
      t_next_round_of (t, seat);
      t_play_card (t, "shaman-tribal-unrest");     /* no Peace Chief: No Event */
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_false (t_can (t, "relocate village-apache-chiricahua mexico"));
      g_assert_true (t_can (t, "relocate village-apache-chiricahua new-mexico"));
      /* And to Raids: his next Raid card offers Arizona's Settlement only. */
      {
        int turn = t->st->turn;

        t_next_round_of (t, seat);
        t_play_card (t, "shaman-raid");
        g_assert_cmpint (t->st->turn, ==, turn);
        g_assert_cmpint (t->st->pending.kind, ==, D_RAID);
        g_assert_false (t_can (t, "raid-mexico village-apache-chiricahua"));
        g_assert_true (t_has (t, "raid village-apache-chiricahua"));
      }
      t_free (t);
    }
  {
    /* Before the Federales: Relocation into Mexico is open; after a
     * Raid with the card seen played, nobody is asked. */
    T *t = t_new ("basic", 3);
    const char *keep[] = { "apache-chiricahua", NULL };
    int seat = t_indian_card_turn (t, "tribe-apache"), dr = 5, vp;

    t_only_villages (t, keep);
    t_put_village (t, "apache-chiricahua", "arizona", 3);
    federales_to (t, -1);
    t_play_card (t, "shaman-tribal-unrest");
    g_assert_true (t_can (t, "relocate village-apache-chiricahua mexico"));
    t_do (t, "no-action");
    t_next_round_of (t, seat);
    vp = t_vp (t, seat);
    t_play_card (t, "shaman-raid");
    t_dice (t, &dr, 1);
    t_do (t, "raid-mexico village-apache-chiricahua");
    g_assert_cmpint (t->st->pending.kind, !=, D_FEDERALES);
    g_assert_cmpint (t_vp (t, seat), ==, vp + 2);
    t_free (t);
  }
}

/* 6.45, 7.6: a successful Raid on a Mission destroys it, a Massacre, no VP. */
static void
test_mission_raid (void)
{
  T *t = t_new ("basic", 3);
  const char *keep[] = { "apache-chiricahua", NULL };
  int seat = t_indian_card_turn (t, "tribe-apache");
  int vp, dr = 0;

  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "arizona", 3);
  t_resources (t, "arizona", 0, 0, 0, 0);
  t_put (t, "mission.1", "arizona", 0);
  vp = t_vp (t, seat);
  t_play_card (t, "shaman-raid");
  t_dice (t, &dr, 1);
  t_do_found (t, "raid village-apache-chiricahua mission");
  g_assert_cmpint (t_where (t, "mission.1"), ==, BH_OFFBOARD);
  g_assert_cmpint (t_vp (t, seat), ==, vp);
  g_assert_cmpint (t->x->indian_massacres, ==, 1);
  t_free (t);
}

/* 7.26: a Resource is hit successfully once a Turn, but missed any number
 * of times before.  The Chiricahua War Party (4 BPs, Geronimo: 6) attacks
 * the Tombstone Mine in Arizona, stays out (6.35), and in its player's next
 * Round may attack it again only if the first attack missed (DR 7), not
 * after a hit (DR 5). */
static void
test_resource_limits (void)
{
  for (int first_hit = 0; first_hit <= 1; first_hit++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_wp_setup (t, "tribe-apache", "apache-chiricahua", "arizona", 8, 5);
      int v = t_village (t, "apache-chiricahua"), wp = t->self->d->villages[v].war_party;
      int mine = t_piece (t, "mine-tombstone"), dr = first_hit ? 5 : 7, again_dr = 5;
      g_autofree char *mine_id = t_id (t, mine);
      g_autofree char *attack_mine = g_strdup_printf ("attack-resource %s", mine_id);

      t_put (t, "mine-tombstone", "arizona", 0);
      t_do_id (t, "war-party", t->self->d->villages[v].marker, "4");
      t_do (t, "wp-chief chief-geronimo");
      t_do (t, "wp-chiefs-done");
      t_dice (t, &dr, 1);
      t_do (t, attack_mine);
      g_assert_cmpint (bh_state_const_pieces (t->st)[mine].face, ==, first_hit);
      t_do (t, "wp-stay");
      t_next_round_of (t, seat);
      t_play_first_card (t);
      t_do_id (t, "wp-attack", wp, NULL);
      g_assert_cmpint (t_can (t, attack_mine), ==, !first_hit);
      if (!first_hit)
        {
          t_dice (t, &again_dr, 1);
          t_do (t, attack_mine);
          g_assert_cmpint (bh_state_const_pieces (t->st)[mine].face, ==, 1);
        }
      t_free (t);
    }
}

/* 6.31: a War Party takes from 1 BP to all those at its Village ("<" read
 * as at or under, digest 8.1), its Chiefs optional.  The Navajo with 5 BPs at home: 1 and 5 offered, 0 and 6 not;
 * sent with 5 and no Chief, the Village keeps none at home. */
static void
test_composition (void)
{
  T *t = t_new ("basic", 3);
  int seat = t_wp_setup (t, "tribe-navajo", "navajo", "new-mexico", 5, 4);
  int v = t_village (t, "navajo");
  g_autofree char *id = t_id (t, t->self->d->villages[v].marker);

  for (int n = 0; n <= 6; n++)
    {
      g_autofree char *send = g_strdup_printf ("war-party %s %d", id, n);

      g_assert_cmpint (t_can (t, send), ==, n >= 1 && n <= 5);
    }
  t_do_id (t, "war-party", t->self->d->villages[v].marker, "5");
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_CHIEF);
  g_assert_true (t_has (t, "wp-chiefs-done"));           /* no Chief needed */
  t_do (t, "wp-chiefs-done");
  g_assert_cmpint (ger_wp_bp (&t->c, v), ==, 5);
  g_assert_cmpint (ger_village_home_bp (&t->c, v), ==, 0);
  g_assert_cmpint (t->st->pending.side, ==, seat);
  t_free (t);
}

/* 6.36 (referee m7, session 9): "never more than two Areas away" from its
 * Village, on both sides.  The Navajo Village in New Mexico, its War Party
 * out in California; Settlements in the three Areas next to California
 * (Mexico aside): Arizona 1 Area from New Mexico, Nevada 2, Oregon 3.
 * With the historical option the range is one Area. */
typedef struct {
  const char *option, *target;
  gboolean offered;
} RangeRow;

static void
test_range_boundary (void)
{
  static const RangeRow rows[] = {
    { NULL, "arizona", TRUE },
    { NULL, "nevada", TRUE },
    { NULL, "oregon", FALSE },
    { "historical-war-party-range", "arizona", TRUE },
    { "historical-war-party-range", "nevada", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new_full ("basic", 3, rows[k].option, 1);
      int v, wp;
      gboolean found = FALSE;
      g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));

      t_wp_setup (t, "tribe-navajo", "navajo", "new-mexico", 2, 4);
      v = t_village (t, "navajo");
      wp = t->self->d->villages[v].war_party;
      t_resources (t, "arizona", 1, 0, 0, 0);
      t_resources (t, "nevada", 1, 0, 0, 0);
      t_resources (t, "oregon", 1, 0, 0, 0);
      t_war_party (t, "navajo", "california", 3, NULL);
      t_refresh (t);
      t_do_id (t, "wp-attack", wp, NULL);
      bh_rules_list_actions (t->rules, t->st, legal);
      for (guint i = 0; i < legal->len; i++)
        found |= bh_state_const_pieces (t->st)[g_array_index (legal, BhAction, i).args[0]].location == t_loc (t, rows[k].target);
      g_assert_cmpint (found, ==, rows[k].offered);
      t_free (t);
    }
}

/* Referee m2 (session 9): a War Party's BPs through ngettext: "1 BP",
 * "2 BPs" (6.31). */
static void
test_war_party_plural (void)
{
  for (int bp = 1; bp <= 2; bp++)
    {
      T *t = t_new ("basic", 3);
      int v;
      g_autofree char *bps = g_strdup_printf ("%d", bp);
      g_autofree char *said = g_strdup_printf ("sends out a War Party of %d %s (6.31)", bp, bp == 1 ? "BP" : "BPs");

      t_wp_setup (t, "tribe-navajo", "navajo", "new-mexico", 4, 4);
      v = t_village (t, "navajo");
      t_resources (t, "arizona", 1, 0, 0, 0);
      t_do_id (t, "war-party", t->self->d->villages[v].marker, bps);
      g_assert_true (t_said (t, said));
      t_free (t);
    }
}

/* 7.22-7.24, 10.12: a War Party of 7 BPs, no Chief, attacks one Resource
 * in Arizona.  A DR at or under 7 (a Town's +5 counted) succeeds, over
 * fails (7.23); success pays 10.12's VPs: a Settlement 2 (removed), a
 * Town 5 (three Settlements in its place), a Railroad 2 (flipped Broke), a
 * Mine its worth (the Tombstone, 3; Hit).  A Broke Railroad may not be
 * attacked (7.22).  A natural 0-2 success checks for a Massacre: its
 * DR is forced to 9, none. */
typedef struct {
  const char *target;           /* "settlement", "town", "railroad", "broke", or a Mine's id */
  int dr;
  gboolean hit;
  int vp, settlements_after;
} ResourceRow;

static void
test_resource_attacks (void)
{
  static const ResourceRow rows[] = {
    { "settlement", 7, TRUE, 2, 0 },
    { "settlement", 8, FALSE, 0, 1 },
    { "town", 2, TRUE, 5, 3 },
    { "town", 3, FALSE, 0, 0 },
    { "railroad", 7, TRUE, 2, 0 },
    { "railroad", 8, FALSE, 0, 0 },
    { "broke", -1, FALSE, 0, 0 },
    { "mine-tombstone", 7, TRUE, 3, 0 },
    { "mine-tombstone", 8, FALSE, 0, 0 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      const ResourceRow *r = &rows[k];
      T *t = t_new ("basic", 3);
      int seat = t_wp_setup (t, "tribe-apache", "apache-chiricahua", "arizona", 8, 5);
      int v = t_village (t, "apache-chiricahua"), az = t_loc (t, "arizona");
      const GerData *d = t->self->d;
      int target = -1, first = 0, count = 0, vp, dice[2] = { r->dr, 9 };

      t_resources (t, "arizona", g_str_equal (r->target, "settlement"), g_str_equal (r->target, "town"),
                   g_str_equal (r->target, "railroad") || g_str_equal (r->target, "broke"),
                   g_str_equal (r->target, "broke"));
      if (g_str_has_prefix (r->target, "mine-"))
        t_put (t, r->target, "arizona", 0);
      if (g_str_equal (r->target, "settlement"))
        first = d->settlement_first, count = d->settlement_count;
      else if (g_str_equal (r->target, "town"))
        first = d->town_first, count = d->town_count;
      else if (g_str_has_prefix (r->target, "mine-"))
        first = t_piece (t, r->target), count = 1;
      else
        first = d->rr_first, count = d->rr_count;
      for (int p = first; p < first + count && target < 0; p++)
        if (bh_state_const_pieces (t->st)[p].location == az)
          target = p;
      g_assert_cmpint (target, >=, 0);
      t_do_id (t, "war-party", d->villages[v].marker, "7");
      t_do (t, "wp-chiefs-done");
      if (r->dr < 0)
        {
          g_autofree char *id = t_id (t, target);
          g_autofree char *attack = g_strdup_printf ("attack-resource %s", id);

          g_assert_false (t_can (t, attack));
          t_free (t);
          continue;
        }
      vp = t_vp (t, seat);
      t_dice (t, dice, 2);
      t_do_id (t, "attack-resource", target, NULL);
      g_assert_cmpint (t_vp (t, seat), ==, vp + r->vp);
      g_assert_cmpint (t_count_type (t, d->settlement_first, d->settlement_count, "arizona"), ==, r->settlements_after);
      if (g_str_equal (r->target, "town"))
        g_assert_cmpint (bh_state_const_pieces (t->st)[target].location, ==, r->hit ? BH_OFFBOARD : az);
      if (g_str_equal (r->target, "railroad") || g_str_has_prefix (r->target, "mine-"))
        g_assert_cmpint (bh_state_const_pieces (t->st)[target].face, ==, r->hit);
      t_free (t);
    }
}

/* 7.21: a War Party attacks a Resource in or adjacent to the Area it
 * occupies.  The Navajo's War Party formed in New Mexico: a Settlement in
 * New Mexico and one in Arizona (adjacent) offered; one in California (two
 * Areas off, not adjacent) not. */
static void
test_resource_range (void)
{
  static const struct { const char *area; gboolean offered; } rows[] = {
    { "new-mexico", TRUE }, { "arizona", TRUE }, { "california", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int v, settlement = -1;
      g_autofree char *id = NULL, *attack = NULL;

      t_wp_setup (t, "tribe-navajo", "navajo", "new-mexico", 5, 4);
      v = t_village (t, "navajo");
      t_resources (t, "arizona", 0, 0, 0, 0);
      t_resources (t, "california", 0, 0, 0, 0);
      t_resources (t, rows[k].area, 1, 0, 0, 0);
      for (int p = t->self->d->settlement_first; p < t->self->d->settlement_first + t->self->d->settlement_count; p++)
        if (bh_state_const_pieces (t->st)[p].location == t_loc (t, rows[k].area))
          settlement = p;
      t_do_id (t, "war-party", t->self->d->villages[v].marker, "3");
      t_do (t, "wp-chiefs-done");
      id = t_id (t, settlement);
      attack = g_strdup_printf ("attack-resource %s", id);
      g_assert_cmpint (t_can (t, attack), ==, rows[k].offered);
      t_free (t);
    }
}

/* 9.2R, 9.2W (referee s10 B4): "If an Indian-led Massacre occurs ... the
 * Peace Policy is cancelled for the remainder of the Turn"; the Reform
 * Movement likewise.  T19's position (the Santee's 7 BPs and Inkpaduta hit
 * a Town in Minnesota with a natural 2) after the card is played: a
 * Massacre DR of 3 (at the Aggression of 3) ends it, 4 does not. */
static void
test_massacre_ends_policy (void)
{
  static const struct { const char *card; guint16 flag; int mdr; gboolean ends; } rows[] = {
    { "shaman-peace-policy", GER_EV_PEACE_POLICY, 3, TRUE },
    { "shaman-peace-policy", GER_EV_PEACE_POLICY, 4, FALSE },
    { "shaman-reform-movement", GER_EV_REFORM, 3, TRUE },
    { "shaman-reform-movement", GER_EV_REFORM, 4, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      const char *keep[] = { "sioux-santee", NULL };
      int v = t_village (t, "sioux-santee");
      int dice[2] = { 2, rows[k].mdr };
      g_autofree char *town = NULL;

      t_indian_card_turn (t, "tribe-sioux");
      t_only_villages (t, keep);
      t_put_village (t, "sioux-santee", "minnesota", 8);
      t_resources (t, "minnesota", 0, 1, 0, 0);
      t_no_columns (t);
      t->st->turn = 3;                  /* Inkpaduta's Turns (6.51), as T19 */
      t_play_card (t, rows[k].card);
      while (t->st->pending.kind != D_OPERATION)
        t_do_found (t, "card-");        /* the card's own choices, if any */
      g_assert_true (t->x->events & rows[k].flag);
      t_do_id (t, "war-party", t->self->d->villages[v].marker, "7");
      t_do (t, "wp-chief chief-inkpaduta");
      t_do (t, "wp-chiefs-done");
      town = t_find (t, "attack-resource town");
      t_dice (t, dice, 2);
      t_do (t, town);
      g_assert_cmpint (t->x->indian_massacres, ==, rows[k].ends ? 1 : 0);
      g_assert_cmpint ((t->x->events & rows[k].flag) != 0, ==, !rows[k].ends);
      if (rows[k].ends)
        g_assert_true (t_said (t, "Indian-led Massacre ends the"));
      t_free (t);
    }
}

/* 5.24 (referee s10 B6): "Should the number of Town/Settlement Resource
 * Points ... fall below the number of RR markers in an Area due to Indian
 * attacks (7.24) ..., the excess RR markers are removed in the same
 * Round", for no VPs.  A War Party of 7 BPs hits a Settlement or a Town in
 * Arizona: the Railroads left match the points left (1 Settlement: 1 - 1 =
 * 0; 2 Settlements: 1; a Town becomes 3 Settlements: 3), and the VPs are
 * the hit's alone (2, 5).  A Broke Railroad goes before an unbroken one
 * (Readings: it counts for nothing this Turn). */
static void
test_railroads_trimmed (void)
{
  static const struct { int settlements, towns, rails, broke, rails_after, broke_after, vp; } rows[] = {
    { 1, 0, 1, 0, 0, 0, 2 },
    { 2, 0, 1, 0, 1, 0, 2 },
    { 1, 1, 6, 0, 4, 0, 5 },     /* the Town hit first: 1 + 3 Settlements, 4 RRs */
    { 0, 1, 3, 0, 3, 0, 5 },
    { 2, 0, 2, 1, 1, 0, 2 },     /* the Broke one goes first (a reading) */
    { 3, 0, 3, 1, 2, 0, 2 },
    { 1, 2, 10, 0, 9, 0, 5 },    /* the other Town still 5 points: 5 + 3 + 1 */
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new ("basic", 3);
      int seat = t_wp_setup (t, "tribe-apache", "apache-chiricahua", "arizona", 8, 5);
      int v = t_village (t, "apache-chiricahua"), vp, dice[2] = { 2, 9 };
      g_autofree char *target = NULL;

      t_resources (t, "arizona", rows[k].settlements, rows[k].towns, rows[k].rails, rows[k].broke);
      t_do_id (t, "war-party", t->self->d->villages[v].marker, "7");
      t_do (t, "wp-chiefs-done");
      {
        const GerData *d = t->self->d;
        int first = rows[k].towns > 0 ? d->town_first : d->settlement_first;
        int count = rows[k].towns > 0 ? d->town_count : d->settlement_count;

        for (int p = first; p < first + count && target == NULL; p++)
          if (bh_state_const_pieces (t->st)[p].location == t_loc (t, "arizona"))
            {
              g_autofree char *id = t_id (t, p);

              target = g_strdup_printf ("attack-resource %s", id);
            }
      }
      g_assert_nonnull (target);
      vp = t_vp (t, seat);
      t_dice (t, dice, 2);
      t_do (t, target);
      g_assert_cmpint (t_count_type (t, t->self->d->rr_first, t->self->d->rr_count, "arizona"), ==, rows[k].rails_after);
      {
        int broke = 0;

        for (int p = t->self->d->rr_first; p < t->self->d->rr_first + t->self->d->rr_count; p++)
          broke += bh_state_const_pieces (t->st)[p].location == t_loc (t, "arizona") && bh_state_const_pieces (t->st)[p].face == 1;
        g_assert_cmpint (broke, ==, rows[k].broke_after);
      }
      g_assert_cmpint (t_vp (t, seat), ==, vp + rows[k].vp);
      g_assert_cmpint (t_said (t, "no VPs (5.24)"), ==, rows[k].rails_after < rows[k].rails);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/7.25/t18-mine", test_t18);
  g_test_add_func ("/geronimo/7.25/t19-town-massacre", test_t19);
  g_test_add_func ("/geronimo/6.53/chiefs", test_chiefs);
  g_test_add_func ("/geronimo/6.53/t13-chiefs-outcomes", test_chiefs_outcomes);
  g_test_add_func ("/geronimo/9.2F/blood-lust-numbers", test_blood_lust_numbers);
  g_test_add_func ("/geronimo/9.2F/blood-lust-needs-chief", test_blood_lust_needs_chief);
  g_test_add_func ("/geronimo/6.32/t11-second-war-party", test_t11);
  g_test_add_func ("/geronimo/6.32/second-needs-chiefs", test_second_needs_chiefs);
  g_test_add_func ("/geronimo/6.32/first-goes-home", test_second_first_home);
  g_test_add_func ("/geronimo/6.36/range", test_range);
  g_test_add_func ("/geronimo/6.35/return", test_return);
  g_test_add_data_func ("/geronimo/6.44/raids", raids_rows, test_raid_rows);
  g_test_add_func ("/geronimo/6.34/more-attacks", test_more_attacks);
  g_test_add_func ("/geronimo/6.36/range-boundary", test_range_boundary);
  g_test_add_func ("/geronimo/6.31/war-party-plural", test_war_party_plural);
  g_test_add_func ("/geronimo/7.24/resource-attacks", test_resource_attacks);
  g_test_add_func ("/geronimo/5.24/railroads-over-the-points-removed", test_railroads_trimmed);
  g_test_add_func ("/geronimo/9.2R/indian-massacre-ends-policy", test_massacre_ends_policy);
  g_test_add_func ("/geronimo/7.21/in-or-adjacent", test_resource_range);
  g_test_add_func ("/geronimo/10.12/resource-vps", test_resource_attacks);
  g_test_add_func ("/geronimo/6.51/t12-chief-turns", test_t12);
  g_test_add_data_func ("/geronimo/9.2B/any-tribe-may-raid", any_tribe_rows, test_raid_rows);
  g_test_add_data_func ("/geronimo/9.2T/raid", raid_card_rows, test_raid_rows);
  g_test_add_func ("/geronimo/6.45/mission-raid", test_mission_raid);
  g_test_add_func ("/geronimo/9.2I/federales", test_federales);
  g_test_add_func ("/geronimo/6.43/raid-range", test_raid_range);
  g_test_add_func ("/geronimo/7.26/once-a-turn", test_resource_limits);
  g_test_add_func ("/geronimo/6.31/composition", test_composition);
  return g_test_run ();
}
