/* test-geronimo-solitaire.c — the Solitaire Game (11.3): the Tribal Deck
 * of 18 (11.34), who goes first (11.35), the top Shaman Card played and
 * never discarded (11.36), the drawn Tribe alone acting (11.37), no
 * Treaties and no attacks on Mines (11.39). */
#include "test-geronimo-util.c"

/* 11.34: the six named Tribes are among the 18 on top of the deck. */
static void
test_tribal_deck (void)
{
  static const char *const named[] = { "tribe-sioux", "tribe-apache", "tribe-kiowa", "tribe-comanche",
                                       "tribe-cheyenne", "tribe-arapaho" };

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      T *t = t_new_full ("campaign-solitaire", 0, NULL, seed);
      const GerData *d = t->self->d;
      int orders[GER_MAX_TRIBES], n = 0;

      for (guint k = 0; k < d->n_tribes; k++)
        if (bh_state_const_pieces (t->st)[d->tribes[k].card].location == d->tribal_deck)
          orders[n++] = bh_state_const_pieces (t->st)[d->tribes[k].card].order;
      /* The 18th highest order in the deck: named cards lie at or above it. */
      for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && orders[j] > orders[j - 1]; j--)
          {
            int tmp = orders[j];

            orders[j] = orders[j - 1];
            orders[j - 1] = tmp;
          }
      g_assert_cmpint (n, >=, 18);
      for (guint k = 0; k < G_N_ELEMENTS (named); k++)
        {
          const BhPieceState *pc = &bh_state_const_pieces (t->st)[t_piece (t, named[k])];

          if (pc->location == d->tribal_deck)
            g_assert_cmpint (pc->order, >=, orders[17]);
          else
            g_assert_cmpint (pc->location, ==, d->hand_tribal[0]);   /* drawn for a first Indian Round */
        }
      t_free (t);
    }
}

/* 11.35: Turn 1 the US goes first; later an odd DR gives the US the first
 * Round, an even one the Indians (both seen over a few seeds). */
static void
test_first_side (void)
{
  gboolean seen[2] = { FALSE, FALSE };

  {
    T *t = t_new_full ("campaign-solitaire", 0, NULL, 1);

    g_assert_cmpint (t->st->turn, ==, 1);
    g_assert_cmpint (t->x->solo_indian, ==, 0);
    t_free (t);
  }
  for (guint64 seed = 1; seed <= 12 && !(seen[0] && seen[1]); seed++)
    {
      T *t = t_new_full ("basic-solitaire", 0, NULL, seed);
      const char *at;
      int dr;

      while (t->st->turn == 4 && t->st->result == BH_RESULT_ONGOING)
        t_plain_step (t, "texas");
      while (t->st->pending.kind == D_GATLING)         /* the Gatling choice (9.2J) comes first */
        t_plain_step (t, "texas");
      at = strstr (t->narration, "first (11.35)");
      g_assert_nonnull (at);
      at = g_strrstr_len (t->narration, at - t->narration, "DR ");
      g_assert_nonnull (at);
      dr = atoi (at + 3);
      g_assert_cmpint (t->x->solo_indian, ==, dr % 2 == 0);
      seen[dr % 2] = TRUE;
      t_free (t);
    }
  g_assert_true (seen[0] && seen[1]);
}

/* 11.35, 11.36: one card a Round, the top one, played; 11.37: only the
 * drawn Tribe acts, and its War Party comes home at the Round's end;
 * 11.39: no Treaty, no attack on a Mine. */
static void
test_rounds (void)
{
  T *t = t_new_full ("basic-solitaire", 0, NULL, 3);
  gboolean indian_round = FALSE;

  for (int i = 0; i < 400 && !indian_round; i++)
    {
      t_play_to (t, D_CARD, "texas");
      {
        g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));

        bh_rules_list_actions (t->rules, t->st, legal);
        g_assert_cmpuint (legal->len, ==, 1);
        g_assert_cmpint (g_array_index (legal, BhAction, 0).kind, ==, A_PLAY);
      }
      if (t->x->solo_indian && t->x->solo_tribe > 0)
        {
          indian_round = TRUE;
          t_play_first_card (t);
          for (guint v = 0; v < t->self->d->n_villages; v++)
            if (ger_can_act (&t->c, v, 0))
              g_assert_cmpint (t->self->d->villages[v].tribe + 1, ==, t->x->solo_tribe);
          g_assert_false (t_has (t, "offer-treaty"));
        }
      else
        t_plain_step (t, "texas");
    }
  g_assert_true (indian_round);
  t_free (t);
}

/* 11.31: without the Transcontinental Railroad by the end of Turn 6 the
 * solitaire US loses by Sudden Death; with it the game runs to Turn 8. */
static void
test_sudden_death (void)
{
  for (int built = 0; built <= 1; built++)
    {
      T *t = t_new_full ("campaign-solitaire", 0, NULL, 2);

      t->x->trans_rr = built;
      for (int i = 0; i < 20000 && t->st->result == BH_RESULT_ONGOING; i++)
        t_plain_step (t, "texas");
      g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
      g_assert_cmpint (t->st->turn, ==, built ? 8 : 6);
      g_assert_true (t_said (t, "Sudden Death") == !built);
      t_free (t);
    }
}

/* 11.37: the drawn Tribe gets one action per Village in the same Round:
 * the Apache's Chiricahua relocate, then the Mimbres may (not the
 * Chiricahua again), and the Round ends after the second; a one-Village
 * Tribe (the Navajo) ends the Round after its one action, and so does
 * "no-action". */
static void
test_per_village (void)
{
  static const struct { const char *card; const char *const keep[3]; int second; } cases[] = {
    { "tribe-apache", { "apache-chiricahua", "apache-mimbres", NULL }, 1 },
    { "tribe-apache", { "apache-chiricahua", "apache-mimbres", NULL }, 0 },
    { "tribe-navajo", { "navajo", NULL, NULL }, -1 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (cases); k++)
    {
      T *t = t_new_full ("basic-solitaire", 0, NULL, 3);
      int rounds, tribe = t_tribe (t, cases[k].card);
      const char *first = k == 2 ? "relocate village-navajo arizona" : "relocate village-apache-chiricahua nevada";

      for (int i = 0; i < 400 && !(t->st->pending.kind == D_CARD && t->x->solo_indian && t->x->solo_tribe > 0); i++)
        t_plain_step (t, "texas");
      g_assert_true (t->x->solo_indian);
      bh_state_move_piece (t->st, t->self->d->tribes[t->x->solo_tribe - 1].card, t->self->d->tribal_deck);
      bh_state_move_piece (t->st, t->self->d->tribes[tribe].card, t->self->d->hand_tribal[0]);
      t->x->solo_tribe = tribe + 1;
      t_only_villages (t, cases[k].keep);
      t_no_columns (t);                     /* no Reaction to the moves */
      if (k == 2)
        t_put_village (t, "navajo", "new-mexico", 3);
      else
        {
          t_put_village (t, "apache-chiricahua", "arizona", 3);
          t_put_village (t, "apache-mimbres", "new-mexico", 3);
        }
      t_play_first_card (t);
      rounds = t->x->rounds;
      t_do (t, first);
      if (cases[k].second < 0)
        {
          g_assert_cmpint (t->x->rounds, ==, rounds + 1);
          t_free (t);
          continue;
        }
      g_assert_cmpint (t->x->rounds, ==, rounds);
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_true (t_said (t, "11.37"));
      g_assert_true (t_can (t, "relocate village-apache-mimbres texas"));
      g_assert_false (t_can (t, "relocate village-apache-chiricahua arizona"));
      t_do (t, cases[k].second ? "relocate village-apache-mimbres texas" : "no-action");
      g_assert_cmpint (t->x->rounds, ==, rounds + 1);
      t_free (t);
    }
}

/* 11.31: solitaire, the US wins with 14 States or more at the end of the
 * last Turn (Basic: 7), else the Indians fare better (a draw for the one
 * player).  At Turn 7's first Round: 13 States (Territories made States
 * as needed), the other Territories emptied of Resources, Nebraska with 3
 * Towns (admitted: 14) or none (13); the Transcontinental Railroad built
 * (no Sudden Death). */
static void
test_states_needed (void)
{
  for (int towns = 0; towns <= 3; towns += 3)
    {
      T *t = t_new_full ("basic-solitaire", 0, NULL, 2);
      const GerData *d = t->self->d;
      int nebraska = d->area_of_space[t_loc (t, "nebraska")], n = 0;

      t->x->trans_rr = 1;
      for (int i = 0; i < 20000 && !(t->st->turn == 7 && t->st->phase == PH_ROUNDS); i++)
        t_plain_step (t, "texas");
      g_assert_cmpint (t->st->turn, ==, 7);
      t->x->states[nebraska] = 0;
      for (guint a = 0; a < d->n_areas; a++)
        n += t->x->states[a];
      for (guint a = 0; a < d->n_areas && n < 13; a++)
        if (!t->x->states[a] && (int) a != nebraska && d->areas[a].statehood > 0)
          t->x->states[a] = 1, n++;
      g_assert_cmpint (n, ==, 13);
      for (guint a = 0; a < d->n_areas; a++)
        if (!t->x->states[a] && d->areas[a].statehood > 0)
          {
            g_autofree char *id = bh_game_data_dup_location_id (t->data, d->areas[a].location);

            t_resources (t, id, 0, (int) a == nebraska ? towns : 0, 0, 0);
          }
      t_empty_mine_cup (t);
      for (int i = 0; i < 4000 && t->st->result == BH_RESULT_ONGOING; i++)
        {
          if (t->st->pending.kind == D_ADMIT && t->st->pending.args[0] == t_loc (t, "nebraska"))
            {
              int dr = 0;

              t_dice (t, &dr, 1);               /* 10.32: within 8 whatever fails */
              t_do (t, "apply-statehood nebraska");
              continue;
            }
          t_plain_step (t, "texas");
        }
      g_assert_cmpint (t->st->turn, ==, 7);
      g_assert_cmpint (t->x->states[nebraska], ==, towns > 0);
      g_assert_cmpint (t->st->result, ==, towns > 0 ? BH_RESULT_WIN : BH_RESULT_DRAW);
      g_assert_true (t_logged (t, towns > 0 ? "14 States of the 14 needed (11.31)" : "13 States of the 14 needed (11.31)"));
      t_free (t);
    }
}

/* 11.39, position -> action -> position: a game of `scenario` (for
 * `players`, 0: its own count) reaches a Round of an Indian whose Tribe
 * acts (in solitaire the Tribe drawn, 11.37); a Village of that Tribe is
 * put in Arizona with 3 BPs beside the Tombstone Mine and a Settlement,
 * and sends a War Party of 1.  `mine`: the Mine is among its targets (the
 * Settlement always is). */
typedef struct { const char *scenario; int players; gboolean mine; } MineBanRow;

static void
mine_ban_row (const MineBanRow *row)
{
  T *t = t_new (row->scenario, row->players);
  const GerVillage *gv = NULL;
  g_autofree char *form = NULL, *marker = NULL;

  if (row->players == 0)
    {
      for (int i = 0; i < 400 && !(t->st->pending.kind == D_CARD && t->x->solo_indian && t->x->solo_tribe > 0); i++)
        {
          t_play_to (t, D_CARD, "texas");
          if (!(t->x->solo_indian && t->x->solo_tribe > 0))
            t_plain_step (t, "texas");
        }
      g_assert_true (t->x->solo_indian && t->x->solo_tribe > 0);
      for (guint v = 0; v < t->self->d->n_villages && gv == NULL; v++)
        if (t->self->d->villages[v].tribe + 1 == t->x->solo_tribe && t->self->d->villages[v].bp_count >= 3)
          gv = &t->self->d->villages[v];
    }
  else
    {
      t_indian_card_turn (t, "tribe-apache");
      gv = &t->self->d->villages[t_village (t, "apache-chiricahua")];
    }
  g_assert_nonnull (gv);
  t_put_village (t, gv->id, "arizona", 3);
  t_resources (t, "arizona", 1, 0, 0, 0);
  t_no_columns (t);
  t_put (t, "mine-tombstone", "arizona", 0);
  t_play_first_card (t);
  marker = t_id (t, gv->marker);
  form = g_strdup_printf ("war-party %s 1", marker);
  t_do (t, form);
  t_do (t, "wp-chiefs-done");
  g_assert_true (t_has (t, "attack-resource settlement"));
  g_assert_cmpint (t_can (t, "attack-resource mine-tombstone"), ==, row->mine);
  t_free (t);
}

/* 11.39: in solitaire the Indians may not attack Mines; with players
 * they may (7.22). */
static void
test_no_mine_attacks (void)
{
  static const MineBanRow rows[] = {
    { "basic-solitaire", 0, FALSE },
    { "campaign-solitaire", 0, FALSE },
    { "basic", 3, TRUE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    mine_ban_row (&rows[k]);
}

/* Shaman Cards in the solitaire hand, and how many the seat's view
 * shows face up. */
static int
solo_hand_seen (T *t, int *held)
{
  g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, 0);
  const BhPieceState *vp = bh_state_const_pieces (view);
  int seen = 0;

  *held = 0;
  for (int p = t->self->d->shaman_first; p < t->self->d->shaman_first + t->self->d->shaman_count; p++)
    if (bh_state_const_pieces (t->st)[p].location == t->self->d->hand_shaman[0])
      {
        (*held)++;
        seen += !(vp[p].flags & BH_PIECE_HIDDEN);
      }
  return seen;
}

/* 11.33, 11.35 (referee B1, session 9): the thirty Shaman Cards are the
 * top of the shuffled deck, drawn face down one a Round.  In every
 * position of the first `rounds` Rounds of each solitaire scenario the
 * player holds no card but the one his Round has drawn while it waits to
 * be played, seen in his view and offered; the deck stays hidden; each
 * Round's draw leaves one fewer of the thirty. */
static void
test_draw_pile_hidden (void)
{
  static const struct { const char *scenario; int rounds; } rows[] = {
    { "basic-solitaire", 6 }, { "campaign-solitaire", 6 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new (rows[k].scenario, 0);
      int rounds = 0, held, seen;

      for (int i = 0; i < 4000 && rounds < rows[k].rounds; i++)
        {
          seen = solo_hand_seen (t, &held);
          if (t->st->pending.kind == D_CARD)
            {
              g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
              g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, 0);

              g_autofree char *asked = bh_rules_describe_decision (t->rules, t->st, BH_NONE);

              g_assert_cmpint (held, ==, 1);
              g_assert_cmpint (seen, ==, 1);
              g_assert_nonnull (strstr (asked, "plays the Round's Shaman Card (11.35, 11.36)"));   /* no discard (referee m4) */
              g_assert_cmpint (t->x->solo_pile, ==, 30 - 1 - rounds);
              for (int p = t->self->d->shaman_first; p < t->self->d->shaman_first + t->self->d->shaman_count; p++)
                if (bh_state_const_pieces (t->st)[p].location == t->self->d->shaman_deck)
                  g_assert_true (bh_state_const_pieces (view)[p].flags & BH_PIECE_HIDDEN);
              bh_rules_list_actions (t->rules, t->st, legal);
              g_assert_cmpuint (legal->len, ==, 1);
              g_assert_false (bh_state_const_pieces (view)[g_array_index (legal, BhAction, 0).args[0]].flags & BH_PIECE_HIDDEN);
              rounds++;
            }
          else
            g_assert_cmpint (held, ==, 0);
          t_plain_step (t, "texas");
        }
      g_assert_cmpint (rounds, ==, rows[k].rounds);
      t_free (t);
    }
}

/* 11.33: "Remove the Federales Shaman Card from play" in both solitaire
 * versions: through the first Turn and into the second it is never in
 * the deck, a hand or the discards, so never drawn.  In the Basic game
 * for three it is in play (the deck or a hand) from the start. */
static void
test_no_federales (void)
{
  static const struct { const char *scenario; int players; gboolean in_play; } rows[] = {
    { "basic-solitaire", 0, FALSE }, { "campaign-solitaire", 0, FALSE }, { "basic", 3, TRUE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    {
      T *t = t_new (rows[k].scenario, rows[k].players);
      const GerData *d = t->self->d;
      int ut = bh_game_data_find_unit_type (t->data, "shaman-federales"), first_turn = t->st->turn, n = 0;

      for (int i = 0; i < 6000 && t->st->turn <= first_turn + 1 && t->st->result == BH_RESULT_ONGOING; i++)
        {
          for (int p = d->shaman_first; p < d->shaman_first + d->shaman_count; p++)
            {
              int l = bh_state_const_pieces (t->st)[p].location;
              gboolean in_play = l == d->shaman_deck || l == d->shaman_discard;

              if (bh_game_data_get_piece_type (t->data, p) != ut)
                continue;
              for (int s = 0; s < MAX (t->x->n_players, 1); s++)
                in_play |= l == d->hand_shaman[s];
              g_assert_true (in_play == rows[k].in_play);
              n++;
            }
          if (rows[k].in_play)
            break;
          t_plain_step (t, "texas");
        }
      g_assert_cmpint (n, >, 0);
      if (!rows[k].in_play)
        g_assert_cmpint (t->st->turn, ==, first_turn + 2);
      t_free (t);
    }
}

/* Solitaire: at the D_CARD the Round has drawn, the drawn card goes back
 * to the deck and a card of `type` is played in its place (11.35). */
static void
t_solo_play_instead (T *t, const char *type)
{
  const GerData *d = t->self->d;

  g_assert_cmpint (t->st->pending.kind, ==, D_CARD);
  for (int p = d->shaman_first; p < d->shaman_first + d->shaman_count; p++)
    if (bh_state_const_pieces (t->st)[p].location == d->hand_shaman[t->st->pending.side])
      bh_state_move_piece (t->st, p, d->shaman_deck);
  t_play_card (t, type);
}

/* 11.36 (referee-pg2 G2-5): "The ACW is applicable only if it is chosen
 * in the first 20 Shaman Cards of each Turn.  If drawn later, it is
 * Ignored."  Campaign solitaire, Turn 1: the Civil War card drawn as the
 * Turn's 20th card (19 Rounds played) breaks out; as the 21st it is
 * Ignored. */
static void
test_civil_war_first_twenty (void)
{
  for (int before = 19; before <= 20; before++)
    {
      T *t = t_new_full ("campaign-solitaire", 0, NULL, 2);
      gboolean counts = before < 20;

      for (int i = 0; i < 20000 && !(t->st->pending.kind == D_CARD && t->x->rounds == before); i++)
        t_plain_step (t, "texas");
      g_assert_cmpint (t->st->turn, ==, 1);
      g_assert_cmpint (t->x->rounds, ==, before);
      g_assert_cmpint (t_where (t, "shaman-civil-war"), ==, t->self->d->shaman_deck);
      t_solo_play_instead (t, "shaman-civil-war");
      g_assert_cmpint (!!(t->x->events & GER_EV_ACW), ==, counts);
      g_assert_true (t_said (t, "drawn after the twentieth card") == !counts);
      t_free (t);
    }
}

/* 11.36 (referee-pg2 G2-6): solitaire Agency Corruption, one DR for each
 * Tribe On Reservation; the card's top line (DR 9: lose 5) forces it off,
 * DR 8 does not.  The Navajo alone, put On Reservation; the Indians'
 * Round plays the card. */
static void
test_solo_corruption (void)
{
  static const char *const keep[] = { "navajo", NULL };

  for (int dr = 8; dr <= 9; dr++)
    {
      T *t = t_new_full ("basic-solitaire", 0, NULL, 3);
      int v;

      for (int i = 0; i < 4000 && !(t->st->pending.kind == D_CARD && t->x->solo_indian); i++)
        t_plain_step (t, "texas");
      g_assert_true (t->x->solo_indian);
      t->x->events &= ~GER_EV_REFORM;
      t_only_villages (t, keep);
      v = t_village (t, "navajo");
      t_put_village (t, "navajo", "new-mexico", 3);
      ger_go_on_reservation (&t->c, v);
      g_assert_cmpint (t_where (t, "village-navajo"), ==, t->self->d->on_reservation);
      t_dice (t, &dr, 1);
      t_solo_play_instead (t, "shaman-agency-corruption");
      g_assert_cmpint (ger_village_on_map (&t->c, v), ==, dr == 9);
      g_assert_true (t_said (t, dr == 9 ? "Navajo leaves the Reservation" : "Corruption DR 8, it stays"));
      t_free (t);
    }
}

/* 11.36 (final referee check B-1): "You may not Discard"; a card whose
 * prerequisite is missing is played as No Event (9.13).  The Springfield
 * Rifle drawn in Turn 1 or 2 (9.2BB: not before Turn 3) is played, with
 * no event, and the Round goes on to its Operation; drawn in Turn 3 it
 * takes effect (both sides of the boundary: referee check 7, G14-M1). */
static void
test_solo_early_springfield (void)
{
  for (int turn = 1; turn <= 3; turn++)
    {
      T *t = t_new_full ("campaign-solitaire", 0, NULL, 4);
      const GerData *d = t->self->d;
      int card = -1;
      g_autofree char *id = NULL, *discard = NULL, *play = NULL;

      for (int i = 0; i < 40000 && !(t->st->pending.kind == D_CARD && t->st->turn == turn); i++)
        t_plain_step (t, "texas");
      g_assert_cmpint (t->st->turn, ==, turn);
      /* the drawn card back to the deck, the Springfield drawn instead */
      for (int p = d->shaman_first; p < d->shaman_first + d->shaman_count; p++)
        {
          if (bh_state_const_pieces (t->st)[p].location == d->hand_shaman[t->st->pending.side])
            bh_state_move_piece (t->st, p, d->shaman_deck);
          if (bh_game_data_get_piece_type (t->data, p) ==
              bh_game_data_find_unit_type (t->data, "shaman-springfield-rifle"))
            card = p;
        }
      bh_state_move_piece (t->st, card, d->hand_shaman[t->st->pending.side]);
      id = t_id (t, card);
      discard = g_strdup_printf ("discard %s", id);
      play = g_strdup_printf ("play %s", id);
      g_assert_false (t_can (t, discard));
      t_do (t, play);
      g_assert_cmpint (!!(t->x->events & GER_EV_SPRINGFIELD), ==, turn >= 3);
      g_assert_true (t_said (t, "No Event: the Springfield Rifle comes into play only from Turn 3") == (turn < 3));
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);   /* the Round goes on (9.12) */
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/11.34/tribal-deck", test_tribal_deck);
  g_test_add_func ("/geronimo/11.33/no-federales", test_no_federales);
  g_test_add_func ("/geronimo/11.35/first-side", test_first_side);
  g_test_add_func ("/geronimo/11.35/draw-pile-hidden", test_draw_pile_hidden);
  g_test_add_func ("/geronimo/11.36/rounds", test_rounds);
  g_test_add_func ("/geronimo/11.36/civil-war-first-twenty", test_civil_war_first_twenty);
  g_test_add_func ("/geronimo/11.36/solo-corruption-dr-8-9", test_solo_corruption);
  g_test_add_func ("/geronimo/11.36/solo-early-springfield-no-event", test_solo_early_springfield);
  g_test_add_func ("/geronimo/11.39/no-mine-attacks", test_no_mine_attacks);
  g_test_add_func ("/geronimo/11.37/per-village", test_per_village);
  g_test_add_func ("/geronimo/11.31/sudden-death", test_sudden_death);
  g_test_add_func ("/geronimo/11.31/states-needed", test_states_needed);
  return g_test_run ();
}
