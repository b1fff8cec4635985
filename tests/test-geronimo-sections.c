/* test-geronimo-sections.c — paths of their own for the sections the
 * Audit (docs/rules/geronimo.md) found driven only inside another rule's
 * paths, and for the second referee check's test gaps (3.32, 9.2J, 9.2G,
 * 6.66).  Each is a table, position -> action -> position, with one
 * runner; the numbers asserted are the rulebook's (shared/seeds/geronimo.txt). */
#include "test-geronimo-util.c"

#include <stdlib.h>

/* The other Indian seat of a three-player game. */
static int
other_indian (T *t, int seat)
{
  for (int s = 0; s < t->x->n_players; s++)
    if (s != seat && s != t->x->us_seat)
      return s;
  g_assert_not_reached ();
  return -1;
}

static void
no_chiefs (T *t, const char *card)
{
  int tribe = t_tribe (t, card);

  for (guint i = 0; i < t->self->d->n_chiefs; i++)
    if (t->self->d->chiefs[i].tribe == tribe)
      bh_state_move_piece (t->st, t->self->d->chiefs[i].piece, t->self->d->dead_leaders);
}

/* From the first card of a game's first Turn, plays on into Turn `turn`
 * (stopping as it begins): the Turn counter is set to the Turn before,
 * as a position; from Turn 6 on the Civil War card waits in the deck, so
 * that the Civil War breaks out at the start of Turn 6 (9.2A), and Turn 6
 * is played out plainly to reach Turn 7. */
static void
to_turn (T *t, int turn)
{
  if (turn == t->st->turn)
    return;
  if (turn >= 6 && t->x->campaign)
    {
      bh_state_move_piece (t->st, t_piece (t, "shaman-civil-war"), t->self->d->shaman_deck);
      t->st->turn = 5;
      t_finish_rounds (t, "texas", NULL, 0);
      t_play_to (t, D_CARD, "texas");
      g_assert_true (t->x->events & GER_EV_ACW);
    }
  else
    t->st->turn = turn - 1;
  if (turn != t->st->turn)
    t_finish_rounds (t, "texas", NULL, 0);
}

/* ---- 3.32: the order of choosing Initial Tribes ---- */

/* Seat s's 3.32 roll narrated in `log` from `from` on, or -1. */
static int
logged_roll (const char *from, int s)
{
  g_autofree char *who = g_strdup_printf ("Player %d rolls ", s + 1);
  const char *p = strstr (from, who);

  if (p == NULL)
    return -1;
  p += strlen (who);
  if (strncmp (strchr (p, ' '), " (3.32)", 7) != 0)
    return -1;
  return atoi (p);
}

/* 3.32, position -> action -> position: a Basic game for `players`,
 * seeded `seed`; in the second Turn (`later`) the Indian seats' VPs are
 * first set to `vp` (by seat; the US's ignored) while the first Turn's
 * cards are played.  The Indians then choose their Initial Tribes, each
 * the first Tribe offered.  First Turn: the high roller chooses first,
 * then the next Indian clockwise (by seat number), and so on.  Later
 * Turns: the fewest VPs first, then the next fewest, ties by the higher
 * roll. */
typedef struct { int players; guint64 seed; gboolean later; int vp[5]; } PickRow;

static void
pick_row (const PickRow *row)
{
  T *t = t_new_full ("basic", row->players, NULL, row->seed);
  int order[GER_MAX_SEATS], expect[GER_MAX_SEATS], n = 0, m = 0, key[GER_MAX_SEATS], roll[GER_MAX_SEATS];
  const char *from = t->log;
  int us;

  if (row->later)
    {
      g_autofree char *begins = NULL;

      t_play_to (t, D_CARD, "texas");
      for (int s = 0; s < row->players; s++)
        bh_state_markers (t->st)[t->self->d->vp_marker[s]] = row->vp[s];
      begins = g_strdup_printf ("Turn %d begins", t->st->turn + 1);
      t_finish_rounds (t, "texas", NULL, 0);
      t_play_to (t, D_PICK_TRIBE, "texas");
      from = strstr (t->log, begins);
      g_assert_nonnull (from);
    }
  g_assert_cmpint (t->st->pending.kind, ==, D_PICK_TRIBE);
  us = t->x->us_seat;
  for (int s = 0; s < row->players; s++)
    {
      key[s] = row->later ? t_vp (t, s) : 0;
      roll[s] = logged_roll (from, s);
    }
  for (int s = 0; s < row->players; s++)
    {
      gboolean tied = FALSE;

      for (int o = 0; o < row->players; o++)
        tied |= o != s && o != us && key[o] == key[s];
      /* Only Indians tied on VPs roll (on the first Turn every one is). */
      g_assert_cmpint (roll[s] >= 0, ==, s != us && tied);
    }
  /* The expected order, by the rulebook. */
  for (int s = 0; s < row->players; s++)
    if (s != us)
      expect[m++] = s;
  if (!row->later)
    {
      int high = expect[0];

      for (int i = 1; i < m; i++)
        if (roll[expect[i]] > roll[high])
          high = expect[i];
      for (int i = 0; i < m; i++)
        g_assert_false (expect[i] != high && roll[expect[i]] == roll[high]);   /* the row's seed: one high roller */
      m = 0;
      for (int k = 0; k < row->players; k++)
        if ((high + k) % row->players != us)
          expect[m++] = (high + k) % row->players;
    }
  else
    for (int i = 1; i < m; i++)
      for (int j = i; j > 0; j--)
        {
          int a = expect[j - 1], b = expect[j];

          g_assert_false (key[a] == key[b] && roll[a] == roll[b]);   /* the row's seed: no tie left for a re-roll */
          if (key[b] < key[a] || (key[b] == key[a] && roll[b] > roll[a]))
            expect[j - 1] = b, expect[j] = a;
        }
  while (t->st->pending.kind == D_PICK_TRIBE)
    {
      if (n == 0 || order[n - 1] != t->st->pending.side)
        order[n++] = t->st->pending.side;
      t_plain_step (t, "texas");
    }
  g_assert_cmpint (n, ==, m);
  for (int i = 0; i < m; i++)
    g_assert_cmpint (order[i], ==, expect[i]);
  t_free (t);
}

/* 3.32: who chooses Initial Tribes first, on the first Turn and later. */
static void
test_pick_order (void)
{
  static const PickRow rows[] = {
    { 3, 1, FALSE, { 0 } },
    { 4, 2, FALSE, { 0 } },
    { 5, 3, FALSE, { 0 } },
    { 5, 7, FALSE, { 0 } },
    { 4, 2, TRUE, { 9, 3, 6, 12 } },
    { 4, 3, TRUE, { 1, 8, 2, 0 } },
    { 5, 5, TRUE, { 4, 4, 7, 1, 4 } },          /* ties by the roll */
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    pick_row (&rows[k]);
}

/* ---- 9.2J: the Gatling Guns card played ---- */

/* 9.2J, position -> action -> position: a game of `scenario` for three
 * at the first card of Turn `turn` (the Campaign's Turn 6 is the Civil
 * War's, broken out, 9.2A); the Gatling Guns card played.  `effect`: it
 * takes effect and leaves play face up; else No Event, it goes to the
 * discards like any card (9.11).  With effect in the Basic Game, Turn 5's
 * new Artillery offers one Gatling (5.51). */
typedef struct { const char *scenario; int turn; gboolean effect; } GatlingRow;

static void
gatling_row (const GatlingRow *row)
{
  T *t = t_new (row->scenario, 3);
  int card = t_piece (t, "shaman-gatling-guns");

  t_play_to (t, D_CARD, "texas");
  to_turn (t, row->turn);
  t_play_to (t, D_CARD, "texas");
  g_assert_cmpint (t->st->turn, ==, row->turn);
  t_play_card (t, "shaman-gatling-guns");
  g_assert_cmpint (!!(t->x->events & GER_EV_GATLING), ==, row->effect);
  g_assert_cmpint (t_logged (t, "No Event: not before the Turn after the Civil War (9.2J, 9.13)"), ==, !row->effect);
  g_assert_cmpint (bh_state_const_pieces (t->st)[card].location == t->self->d->shaman_removed, ==, row->effect);
  if (!row->effect)
    g_assert_cmpint (bh_state_const_pieces (t->st)[card].location, ==, t->self->d->shaman_discard);
  if (row->effect && g_str_equal (row->scenario, "basic"))
    {
      t_finish_rounds (t, "texas", NULL, 0);
      t_play_to (t, D_GATLING, "texas");
      g_assert_cmpint (t->st->turn, ==, row->turn + 1);
      g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
    }
  t_free (t);
}

static void
test_gatling_card (void)
{
  static const GatlingRow rows[] = {
    { "campaign", 1, FALSE },           /* before the Civil War */
    { "campaign", 6, FALSE },           /* the Civil War's own Turn */
    { "campaign", 7, TRUE },            /* the Turn after */
    { "basic", 4, TRUE },               /* the Basic Game begins after it (3.42) */
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    gatling_row (&rows[k]);
}

/* ---- 9.2G: where a Buffalo Skull may go ---- */

/* 9.2G, position -> action -> position: a Basic game for three; `area`
 * (a Buffalo Area) is emptied and given `towns` Towns and `settlements`
 * Settlements, so that `sp` Survival Points are left of its printed
 * number; `land_rush`: the Oklahoma Land Rush (Territorial Problems after
 * the Civil War, 9.2DD) was played the Round before; `placed`: Skulls
 * already on the map (elsewhere).  Buffalo Hunters is played: `allowed`
 * says whether a Skull may go in `area`; with all 16 placed it is No
 * Event, with 15 the sixteenth may go. */
typedef struct {
  const char *area; int towns, settlements, sp;
  gboolean land_rush; int placed; gboolean allowed;
} SkullRow;

static void
skull_row (const SkullRow *row)
{
  T *t = t_new ("basic", 3);
  const GerData *d = t->self->d;
  int a = d->area_of_space[t_loc (t, row->area)];
  g_autofree char *where = g_strdup_printf ("card-area %s", row->area);

  t_play_to (t, D_CARD, "texas");
  if (row->land_rush)
    {
      t_play_card (t, "shaman-territorial-problems");
      g_assert_true (t_said (t, "The Oklahoma Land Rush: the Indian Territory is open to Settlement (9.2DD)"));
      t_play_to (t, D_CARD, "texas");
    }
  t_resources (t, row->area, row->settlements, row->towns, 0, 0);
  g_assert_cmpint (d->skull_count, ==, 16);             /* 9.2G: "16 Buffalo Skull markers" */
  for (int p = d->skull_first; p < d->skull_first + d->skull_count; p++)
    bh_state_move_piece (t->st, p, p - d->skull_first < row->placed ? t_loc (t, "oregon") : BH_OFFBOARD);
  t_refresh (t);
  g_assert_cmpint (d->areas[a].survival - 5 * row->towns - row->settlements, ==, row->sp);
  g_assert_cmpint (ger_available_sp (&t->c, a), ==, row->sp);
  t_play_card (t, "shaman-buffalo-hunters");
  if (row->placed == 16)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_true (t_said (t, "No Event: no target for it now (9.2G, 9.13)"));
    }
  else
    {
      g_assert_cmpint (t->st->pending.kind, !=, D_OPERATION);
      g_assert_cmpint (t_can (t, where), ==, row->allowed);
    }
  if (row->allowed)
    {
      t_do (t, where);
      g_assert_cmpint (t_count_type (t, d->skull_first, d->skull_count, row->area), ==, 1);
      g_assert_cmpint (ger_available_sp (&t->c, a), ==, 0);        /* 1 - 2, never below 0 */
    }
  t_free (t);
}

static void
test_skull_places (void)
{
  static const SkullRow rows[] = {
    /* Kansas prints 18 (reconstructed, board.xml): 15 + 2 leave 1, 15 + 3 leave 0. */
    { "kansas", 3, 2, 1, FALSE, 0, TRUE },
    { "kansas", 3, 3, 0, FALSE, 0, FALSE },
    /* The Indian Territory prints 8: closed to Settlements before the
     * Land Rush, all 8 left but no Skull; after it 5 + 2 leave 1. */
    { "indian-territory", 0, 0, 8, FALSE, 0, FALSE },
    { "indian-territory", 1, 2, 1, TRUE, 0, TRUE },
    { "indian-territory", 1, 3, 0, TRUE, 0, FALSE },
    /* All 16 placed: No Event; 15: the last may go. */
    { "kansas", 3, 2, 1, FALSE, 16, FALSE },
    { "kansas", 3, 2, 1, FALSE, 15, TRUE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    skull_row (&rows[k]);
}

/* ---- 6.66: Extinction of a Tribe with two Villages ---- */

/* 6.66, position -> action -> position: a three-player Basic game in
 * Turn 4; the Chiricahua Apache's War Party of 4 (no Chief) attack the
 * Southern Cheyenne's 1 BP at home in New Mexico, the Cheyenne held by
 * the other Indian; the Northern Cheyenne has `north_bp` BPs in Wyoming
 * (0: already Extinct).  The dice (1 against 0) wipe the Southern
 * Village out: its holder loses 3 VPs (three per Village), and the
 * Cheyenne card goes Extinct only with its last Village (`card_out`). */
typedef struct { int north_bp; gboolean card_out; } ExtinctRow;

static void
extinct_row (const ExtinctRow *row)
{
  static const char *const keep[] = { "apache-chiricahua", "cheyenne-southern", "cheyenne-northern", NULL };
  T *t = t_new ("basic", 3);
  int seat = t_indian_card_turn (t, "tribe-apache"), other = other_indian (t, seat);
  int north = t_village (t, "cheyenne-northern");
  int dice[2] = { 1, 0 }, vp;

  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "arizona", 4);
  t_put_village (t, "cheyenne-southern", "new-mexico", 1);
  if (row->north_bp > 0)
    t_put_village (t, "cheyenne-northern", "wyoming", row->north_bp);
  else
    {
      t_put_village (t, "cheyenne-northern", "wyoming", 0);
      bh_state_move_piece (t->st, t->self->d->villages[north].marker, t->self->d->extinct);
    }
  t_give_tribe (t, "tribe-cheyenne", other);
  t_resources (t, "new-mexico", 0, 0, 0, 0);
  t_resources (t, "arizona", 0, 0, 0, 0);
  t_no_columns (t);
  no_chiefs (t, "tribe-cheyenne");
  no_chiefs (t, "tribe-apache");
  t->st->turn = 4;
  t_play_first_card (t);
  vp = t_vp (t, other);
  t_do (t, "war-party village-apache-chiricahua 4");
  t_do (t, "wp-chiefs-done");
  t_dice (t, dice, 2);
  t_do (t, "attack-village village-cheyenne-southern");
  g_assert_cmpint (t_where (t, "village-cheyenne-southern"), ==, t->self->d->extinct);
  g_assert_cmpint (t_vp (t, other) - vp, ==, -3);
  g_assert_cmpint (t_where (t, "tribe-cheyenne") == t->self->d->extinct, ==, row->card_out);
  if (!row->card_out)
    g_assert_cmpint (t_where (t, "village-cheyenne-northern"), ==, t_loc (t, "wyoming"));
  t_free (t);
}

static void
test_extinct_villages (void)
{
  static const ExtinctRow rows[] = {
    { 3, FALSE },               /* the Northern Village lives on: the card stays */
    { 0, TRUE },                /* the last Village: the card goes too */
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    extinct_row (&rows[k]);
}

/* ---- 5.34, 5.341, 5.342, 5.343, 5.6, 5.61, 5.62: Column status ---- */

/* 5.34-5.342, 5.61, 5.62, position -> action -> position: a Basic game
 * for three at the US's Operations; Chivington's Column (10 BPs,
 * Aggression 3) On Patrol in Colorado or In Fort there (`fort`), the
 * Southern Cheyenne (3 BPs, Inactive) at home in Colorado, 5 BPs in the
 * Reserve.  `play` (its "%d" the Column) is `legal` or not; when legal
 * and `then` is given, the Column is played and `then` is no longer
 * offered (5.61: a Column that changes its status does nothing else). */
typedef struct { gboolean fort; const char *play; gboolean legal; const char *then; } StatusRow;

/* The rows' plays are formats with the Column's slot. */
#pragma GCC diagnostic ignored "-Wformat-nonliteral"

static void
status_row (const StatusRow *row)
{
  static const char *const keep[] = { "cheyenne-southern", NULL };
  static const char *const none[] = { NULL };
  T *t = t_new ("basic", 3);
  int col;
  g_autofree char *play = NULL;
  g_autofree char *then = NULL;

  t_us_operations (t);
  t_only_villages (t, keep);
  t_put_village (t, "cheyenne-southern", "colorado", 3);
  t_inactive (t, "tribe-cheyenne");
  t_no_columns (t);
  t_reserve (t, none, 5, 0, 0);
  col = t_column (t, "commander-chivington", "colorado", row->fort, 10, 0, 0);
  play = g_strdup_printf (row->play, col);
  g_assert_cmpint (t_can (t, play), ==, row->legal);
  if (row->legal && row->then != NULL)
    {
      then = g_strdup_printf (row->then, col);
      g_assert_true (t_can (t, then));                 /* before: offered */
      t_do (t, play);
      g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
      g_assert_false (t_can (t, then));
      g_assert_cmpint (t_where (t, "commander-chivington"), ==,      /* In Fort: in the Fort box (5.61) */
                       strstr (row->play, "fort") != NULL ? t->self->d->fort[t->self->d->area_of_space[t_loc (t, "colorado")]]
                                                          : t_loc (t, "colorado"));
    }
  t_free (t);
}

static void
test_column_status (void)
{
  static const StatusRow rows[] = {
    /* On Patrol (5.341): move to an adjacent Area, attack, go In Fort;
     * not the In Fort plays. */
    { FALSE, "column-move %d kansas", TRUE, NULL },
    { FALSE, "column-move %d oregon", FALSE, NULL },           /* not adjacent */
    { FALSE, "column-attack %d village-cheyenne-southern", TRUE, NULL },
    { FALSE, "column-fort %d", TRUE, "column-attack %d village-cheyenne-southern" },
    { FALSE, "column-patrol %d", FALSE, NULL },
    { FALSE, "column-reinforce %d", FALSE, NULL },
    /* In Fort (5.342, 5.62): come out On Patrol or take reinforcements;
     * never move or attack. */
    { TRUE, "column-patrol %d", TRUE, "column-reinforce %d" },
    { TRUE, "column-reinforce %d", TRUE, NULL },
    { TRUE, "column-move %d kansas", FALSE, NULL },
    { TRUE, "column-attack %d village-cheyenne-southern", FALSE, NULL },
    { TRUE, "column-fort %d", FALSE, NULL },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    status_row (&rows[k]);
}

/* ---- 10.11: the sliding scale of Statehood VPs ---- */

/* 10.11, position -> action -> position: a Campaign game for `players`;
 * Minnesota holds 3 Settlements and a Town (8 RP) against its Statehood
 * Level (the 10.21 example's position); the Turn is played out and
 * Minnesota becomes a State: the US earns `vp`, by the number of Indian
 * players (1: 15, 2: 10, 3: 7, 4: 6). */
typedef struct { int players, vp; } ScaleRow;

static void
scale_row (const ScaleRow *row)
{
  T *t = t_new ("campaign", row->players);
  int minnesota = t->self->d->area_of_space[t_loc (t, "minnesota")];
  g_autofree char *line = g_strdup_printf ("+%d VP: a new State (10.11)", row->vp);

  t_play_to (t, D_SETTLEMENT, "texas");
  t_resources (t, "minnesota", 3, 1, 0, 0);
  t_resources (t, "california", 0, 3, 0, 0);
  t_resources (t, "texas", 0, 3, 0, 0);
  bh_state_move_piece (t->st, t->self->d->massacres[0], t_loc (t, "minnesota"));
  t_empty_mine_cup (t);
  t_finish_rounds (t, "texas", NULL, 0);
  g_assert_true (t->x->states[minnesota]);
  g_assert_true (t_logged (t, line));
  t_free (t);
}

static void
test_statehood_scale (void)
{
  static const ScaleRow rows[] = { { 2, 15 }, { 3, 10 }, { 4, 7 }, { 5, 6 } };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    scale_row (&rows[k]);
}

/* ---- 11.12: no Railroad before Turn 3 or during the Civil War; the
 * first two in Kansas and California, then linked ---- */

/* 11.12, position -> action -> position: a Campaign game for three in
 * Turn `turn` (6: the Civil War broken out, 9.2A); at the US's first
 * Settlement of the Turn (in Utah) the Resource DR is `dr`.  `railroad`:
 * the US is asked where to place a Railroad; then `where` is offered or
 * not (`legal`).  `linked`: Railroads already stand in Kansas and
 * California (1), or in Kansas alone (2, with two Settlements there). */
typedef struct { int turn, dr; gboolean railroad; int linked; const char *where; gboolean legal; } RailRow;

static void
rail_row (const RailRow *row)
{
  T *t = t_new ("campaign", 3);
  g_autofree char *rr = NULL;

  t_play_to (t, D_CARD, "texas");
  to_turn (t, row->turn);
  t_play_to (t, D_SETTLEMENT, "texas");
  g_assert_cmpint (t->st->turn, ==, row->turn);
  t_empty_mine_cup (t);
  t_resources (t, "kansas", row->linked == 2 ? 2 : 1, 0, row->linked != 0, 0);
  t_resources (t, "california", 4, 0, row->linked == 1, 0);
  t_resources (t, "colorado", 1, 0, 0, 0);
  t_resources (t, "utah", 1, 0, 0, 0);
  t_dice (t, &row->dr, 1);
  t_do (t, "settle utah");
  g_assert_cmpint (t->st->pending.kind == D_RAILROAD, ==, row->railroad);
  if (!row->railroad)
    {
      if (row->dr >= 7)
        g_assert_true (t_said (t, "no Railroad may be placed this Turn"));
      t_free (t);
      return;
    }
  rr = g_strdup_printf ("railroad %s", row->where);
  g_assert_cmpint (t_can (t, rr), ==, row->legal);
  t_free (t);
}

static void
test_railroads (void)
{
  static const RailRow rows[] = {
    { 2, 7, FALSE, FALSE, NULL, FALSE },          /* before the third Turn */
    { 3, 7, TRUE, FALSE, "kansas", TRUE },
    { 3, 9, TRUE, FALSE, "california", TRUE },
    { 3, 6, FALSE, FALSE, NULL, FALSE },          /* 1-6: no Railroad (5.23) */
    { 3, 7, TRUE, FALSE, "utah", FALSE },         /* the first two: Kansas and California */
    { 3, 7, TRUE, FALSE, "colorado", FALSE },
    { 3, 7, TRUE, TRUE, "colorado", TRUE },       /* next to Kansas */
    { 3, 7, TRUE, TRUE, "utah", FALSE },          /* next to neither */
    { 3, 7, TRUE, 2, "kansas", FALSE },           /* one each: California's first before Kansas's second */
    { 3, 7, TRUE, 2, "california", TRUE },
    { 6, 7, FALSE, TRUE, NULL, FALSE },           /* during the Civil War */
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    rail_row (&rows[k]);
}

/* ---- 2.1: Texas and California begin as States ---- */

/* 2.1: the Campaign Game for three, as it opens (its players chosen):
 * Texas and California are States (asterisked on the map, 2.12: no
 * marker needed), every other Area a Territory. */
static void
test_states_at_start (void)
{
  T *t = t_new ("campaign", 3);
  const GerData *d = t->self->d;

  for (guint a = 0; a < d->n_areas; a++)
    {
      g_autofree char *id = bh_game_data_dup_location_id (t->data, d->areas[a].location);
      gboolean state = g_str_equal (id, "texas") || g_str_equal (id, "california");

      g_assert_cmpint (t->x->states[a], ==, state);
    }
  t_free (t);
}

/* ---- 5.343: new Columns ---- */

/* 5.343, position -> action -> position: a Basic game for three at the
 * US's Operations, no Column on the map, Crook and Sheridan in the
 * Reserve with 5 BPs, the Southern Cheyenne (Inactive) in Colorado.
 * The US chooses `commander` (either is offered), places the new Column
 * at `at` (On Patrol in Colorado, or in its Fort box) with 3 BPs; it may
 * not attack in the Round it is placed. */
typedef struct { const char *commander, *at; } NewColumnRow;

static void
new_column_row (const NewColumnRow *row)
{
  static const char *const keep[] = { "cheyenne-southern", NULL };
  static const char *const cmdrs[] = { "commander-crook", "commander-sheridan", NULL };
  T *t = t_new ("basic", 3);
  g_autofree char *pick = g_strdup_printf ("column-new %s", row->commander);
  g_autofree char *at = g_strdup_printf ("column-at %s", row->at);
  g_autofree char *attack = NULL;
  int col = -1;

  t_us_operations (t);
  t_only_villages (t, keep);
  t_put_village (t, "cheyenne-southern", "colorado", 3);
  t_inactive (t, "tribe-cheyenne");
  t_no_columns (t);
  t_reserve (t, cmdrs, 5, 0, 0);
  g_assert_true (t_can (t, "column-new commander-crook"));
  g_assert_true (t_can (t, "column-new commander-sheridan"));
  t_do (t, pick);
  g_assert_true (t_can (t, "column-at colorado"));
  g_assert_true (t_can (t, "column-at fort-colorado"));
  t_do (t, at);
  t_do (t, "column-bps 3");
  if (t->st->pending.kind == D_NEW_GUNS)
    t_do (t, "column-guns 0 0");        /* Artillery left in the Reserve: none taken */
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  g_assert_cmpint (t_where (t, row->commander), ==, t_loc (t, row->at));
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (t->x->col_loc[i] != 0 && t->x->col_cmdr[i] == t_commander (t, row->commander))
      col = i;
  g_assert_cmpint (col, >=, 0);
  g_assert_cmpint (t->x->col_bp[col], ==, 3);
  attack = g_strdup_printf ("column-attack %d village-cheyenne-southern", col);
  g_assert_false (t_can (t, attack));
  t_free (t);
}

static void
test_new_columns (void)
{
  static const NewColumnRow rows[] = {
    { "commander-crook", "colorado" },
    { "commander-sheridan", "colorado" },
    { "commander-crook", "fort-colorado" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    new_column_row (&rows[k]);
}

/* ---- 11.2A, 11.2B, 11.2E: the two-player game ---- */

/* 11.2A: in the two-player Basic Game the players change sides every
 * Turn after the first (Turn 4), played plainly to Turn 7. */
static void
test_two_player_sides (void)
{
  T *t = t_new ("basic", 2);
  int us = t->x->us_seat;

  for (int turn = 4; turn <= 7; turn++)
    {
      t_play_to (t, D_CARD, "texas");
      g_assert_cmpint (t->st->turn, ==, turn);
      g_assert_cmpint (t->x->us_seat, ==, (turn - 4) % 2 == 0 ? us : 1 - us);
      if (turn < 7)
        t_finish_rounds (t, "texas", NULL, 0);
    }
  t_free (t);
}

/* 11.2B, position -> action -> position: a Basic game for `players`; the
 * first picker takes `first`; `second` is then offered to him or not (3.32:
 * the Sioux or the Apache alone; 11.2B: with two players any two, the
 * Sioux and the Apache too). */
typedef struct { int players; const char *first, *second; gboolean offered; } GroupsRow;

static void
groups_row (const GroupsRow *row)
{
  T *t = t_new ("basic", row->players);
  g_autofree char *first = g_strdup_printf ("choose-tribe %d", t_tribe (t, row->first));
  g_autofree char *second = g_strdup_printf ("choose-tribe %d", t_tribe (t, row->second));
  int seat = t->st->pending.side;

  t_do (t, first);
  g_assert_cmpint (t->st->pending.kind == D_PICK_TRIBE && t->st->pending.side == seat && t_can (t, second),
                   ==, row->offered);
  t_free (t);
}

static void
test_two_groups (void)
{
  static const GroupsRow rows[] = {
    { 2, "tribe-sioux", "tribe-apache", TRUE },
    { 2, "tribe-apache", "tribe-sioux", TRUE },
    { 3, "tribe-sioux", "tribe-apache", FALSE },
    { 3, "tribe-apache", "tribe-navajo", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    groups_row (&rows[k]);
}

/* 11.2E, position -> action -> position: a Basic game for `players` in
 * Turn 4; the Chiricahua Apache (his) send a War Party of 4 from Arizona;
 * the Navajo (an Enemy, 2 BPs at home in New Mexico) are Inactive
 * (`holder` -1), his own (0) or another Indian's (1).  `target`: the
 * Navajo Village is offered as a target.  With two players only Inactive
 * Villages are; he may not fight himself. */
typedef struct { int players, holder; gboolean target; } InactiveRow;

static void
inactive_row (const InactiveRow *row)
{
  static const char *const keep[] = { "navajo", "apache-chiricahua", NULL };
  T *t = t_new ("basic", row->players);
  int seat = t_indian_card_turn (t, "tribe-apache");
  int navajo = t_piece (t, "tribe-navajo");

  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "arizona", 8);
  t_put_village (t, "navajo", "new-mexico", 2);
  bh_state_move_piece (t->st, navajo,
                       row->holder < 0 ? t->self->d->tribal_deck
                       : t->self->d->hand_tribal[row->holder == 0 ? seat : other_indian (t, seat)]);
  t_resources (t, "new-mexico", 0, 0, 0, 0);
  t_resources (t, "arizona", 0, 0, 0, 0);
  t_no_columns (t);
  no_chiefs (t, "tribe-navajo");
  no_chiefs (t, "tribe-apache");
  t->st->turn = 4;
  t_play_first_card (t);
  t_do (t, "war-party village-apache-chiricahua 4");
  t_do (t, "wp-chiefs-done");
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_TARGET);
  g_assert_cmpint (t_can (t, "attack-village village-navajo"), ==, row->target);
  t_free (t);
}

static void
test_inactive_targets (void)
{
  static const InactiveRow rows[] = {
    { 2, -1, TRUE },
    { 2, 0, FALSE },
    { 3, -1, TRUE },
    { 3, 1, TRUE },                     /* three players: another's Tribe too */
    { 3, 0, FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    inactive_row (&rows[k]);
}

/* ---- 7.21: a War Party's range against Resources ---- */

/* 7.21, position -> action -> position: a Basic game for three in Turn 4;
 * the Navajo (5 at home in New Mexico, their War Party's Area at the
 * start) send a War Party of 2; one Settlement stands in `area`.
 * `offered`: it is a target (in or next to New Mexico). */
typedef struct { const char *area; gboolean offered; } RangeRow;

static void
range_row (const RangeRow *row)
{
  static const char *const keep[] = { "navajo", NULL };
  static const char *const areas[] = { "new-mexico", "arizona", "colorado", "texas", "california", "nevada" };
  T *t = t_new ("basic", 3);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  gboolean found = FALSE;

  t_indian_card_turn (t, "tribe-navajo");
  t_only_villages (t, keep);
  t_put_village (t, "navajo", "new-mexico", 5);
  for (guint k = 0; k < G_N_ELEMENTS (areas); k++)
    t_resources (t, areas[k], g_str_equal (areas[k], row->area), 0, 0, 0);
  t_no_columns (t);
  t->st->turn = 4;
  t_play_first_card (t);
  t_do (t, "war-party village-navajo 2");
  t_do (t, "wp-chiefs-done");
  g_assert_cmpint (t->st->pending.kind, ==, D_WP_TARGET);
  bh_rules_list_actions (t->rules, t->st, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      const BhAction *a = &g_array_index (legal, BhAction, i);

      if (a->kind == A_ATTACK_RESOURCE && bh_state_const_pieces (t->st)[a->args[0]].location == t_loc (t, row->area))
        found = TRUE;
    }
  g_assert_cmpint (found, ==, row->offered);
  t_free (t);
}

static void
test_resource_range (void)
{
  static const RangeRow rows[] = {
    { "new-mexico", TRUE },             /* its own Area */
    { "arizona", TRUE },                /* adjacent */
    { "colorado", TRUE },
    { "texas", TRUE },
    { "california", FALSE },            /* two Areas away */
    { "nevada", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    range_row (&rows[k]);
}

/* ---- 7.61: who may cause a Massacre ---- */

static int
massacres_in (T *t, const char *area)
{
  int n = 0;

  for (int i = 0; i < t->self->d->n_massacres; i++)
    n += bh_state_const_pieces (t->st)[t->self->d->massacres[i]].location == t_loc (t, area);
  return n;
}

/* 7.61, position -> action -> position: `kind` 0: Chivington's Column
 * (Aggression 3, 10 BPs) attacks the Southern Cheyenne's War Party of 3
 * home in Colorado with a US DR of 8, the 7.62 example's Massacre;
 * 1: a Sioux War Party of 2 attacks Chivington's Column of 20 in Montana,
 * both DRs 9: the US defends and causes none; 2: the
 * Chiricahua's War Party of 4 attacks the Navajo's 1 BP with natural 0s
 * on both sides: Indians against Indians, none, and no third die.
 * `massacre`: a Massacre marker is placed. */
typedef struct { int kind; gboolean massacre; } MassacreRow;

static void
massacre_row (const MassacreRow *row)
{
  T *t = t_new ("basic", 3);

  if (row->kind == 0)
    {
      int v = t_village (t, "cheyenne-southern"), dr = 8;
      int col = t_cheyenne_under_column (t, "commander-chivington", 0, 3);
      g_autofree char *attack = t_attack (t, col, t->self->d->villages[v].marker);

      t_dice (t, &dr, 1);
      t_do (t, attack);
      g_assert_cmpint (massacres_in (t, "colorado"), ==, row->massacre);
    }
  else if (row->kind == 1)
    {
      static const char *const keep[] = { "sioux-teton-1", NULL };
      int col, dice[2] = { 9, 9 };
      const char *line;
      g_autofree char *attack = NULL;

      t_indian_card_turn (t, "tribe-sioux");
      t_only_villages (t, keep);
      t_put_village (t, "sioux-teton-1", "montana", 8);
      t_no_columns (t);
      col = t_column (t, "commander-chivington", "montana", FALSE, 20, 0, 0);
      attack = g_strdup_printf ("attack-column %d", col);
      t_play_first_card (t);
      t_do (t, "war-party village-sioux-teton-1 2");
      t_do (t, "wp-chiefs-done");
      t_dice (t, dice, 2);
      t_do (t, attack);
      /* The US's modified DR reaches the Table's Massacre marks (from 11
       * up: M3 at 11, M2 at 12-15, M1 at 16-17, data/games/geronimo/
       * tables.xml) and Chivington's Aggression 3 would meet any of them
       * (7.62's "Aggression >= M#" reading): only the attacker's counts. */
      line = strstr (t->log, "US Battle DR 9 ");
      g_assert_nonnull (line);
      g_assert_cmpint (atoi (strstr (line, "= ") + 2), >=, 11);
      g_assert_cmpint (massacres_in (t, "montana"), ==, row->massacre);
    }
  else
    {
      static const char *const keep[] = { "navajo", "apache-chiricahua", NULL };
      int seat = t_indian_card_turn (t, "tribe-apache"), dice[3] = { 0, 0, 0 };

      t_only_villages (t, keep);
      t_put_village (t, "apache-chiricahua", "arizona", 4);
      t_put_village (t, "navajo", "new-mexico", 1);
      t_give_tribe (t, "tribe-navajo", other_indian (t, seat));
      t_resources (t, "new-mexico", 0, 0, 0, 0);
      t_resources (t, "arizona", 0, 0, 0, 0);
      t_no_columns (t);
      no_chiefs (t, "tribe-navajo");
      no_chiefs (t, "tribe-apache");
      t->st->turn = 4;
      t_play_first_card (t);
      t_do (t, "war-party village-apache-chiricahua 4");
      t_do (t, "wp-chiefs-done");
      t_dice (t, dice, 3);
      t_do (t, "attack-village village-navajo");
      g_assert_cmpint (t->x->i_forced, ==, 2);            /* the two battle DRs, no Massacre DR */
      g_assert_cmpint (t->x->indian_massacres, ==, 0);
      g_assert_cmpint (massacres_in (t, "new-mexico"), ==, row->massacre);
    }
  t_free (t);
}

static void
test_massacre_attacker (void)
{
  static const MassacreRow rows[] = {
    { 0, TRUE },                /* the US attacks: his Massacre */
    { 1, FALSE },               /* the US defends: none */
    { 2, FALSE },               /* Indians against Indians: none */
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    massacre_row (&rows[k]);
}

/* ---- 5.55: Artillery for lost BPs ---- */

/* 5.55, position -> action -> position: the 7.32 example's battle (a
 * Sioux War Party of 5 with Crazy Horse attacks Sibley's Column of 10 in
 * Montana; the Indian DR 6 +1 = 7: the Column loses 2), Sibley with `fg`
 * Field Guns.  `offered`: the US may let `absorb` (Field Guns, Gatlings)
 * stand in for BPs, one for one; taken, the Column keeps `bp` BPs and
 * `fg_left` Field Guns (and `gg`, `gg_left` Gatlings: "either type"). */
typedef struct { int fg; const char *absorb; gboolean offered; int bp, fg_left, gg, gg_left; } AbsorbRow;

static void
absorb_row (const AbsorbRow *row)
{
  static const char *const keep[] = { "sioux-teton-1", NULL };
  T *t = t_new ("basic", 3);
  int col, dice[5] = { 0 }, n = 0;
  g_autofree char *attack = NULL;

  for (int k = 0; k < row->gg; k++)
    dice[n++] = 0;                              /* each Gatling's DR first: even, no effect (5.54) */
  dice[n++] = 6;
  dice[n++] = 3;
  t_indian_card_turn (t, "tribe-sioux");
  t_only_villages (t, keep);
  t_put_village (t, "sioux-teton-1", "montana", 8);
  t_no_columns (t);
  col = t_column (t, "commander-sibley", "montana", FALSE, 10, row->fg, row->gg);
  attack = g_strdup_printf ("attack-column %d", col);
  t_play_first_card (t);
  t_do (t, "war-party village-sioux-teton-1 5");
  t_do (t, "wp-chief chief-crazy-horse");
  t_do (t, "wp-chiefs-done");
  t_dice (t, dice, n);
  t_do (t, attack);
  g_assert_true (t_logged (t, "= 7: the Column loses 2 (7.31, 7.32)"));
  if (row->fg == 0 && row->gg == 0)
    {
      g_assert_cmpint (t->st->pending.kind, !=, D_ABSORB);      /* nothing to offer */
      g_assert_cmpint (t->x->col_bp[col], ==, row->bp);
      t_free (t);
      return;
    }
  g_assert_cmpint (t->st->pending.kind, ==, D_ABSORB);
  g_assert_cmpint (t->st->pending.side, ==, t->x->us_seat);
  g_assert_cmpint (t_can (t, row->absorb), ==, row->offered);
  if (row->offered)
    {
      t_do (t, row->absorb);
      g_assert_cmpint (t->x->col_bp[col], ==, row->bp);
      g_assert_cmpint (t->x->col_fg[col], ==, row->fg_left);
      g_assert_cmpint (t->x->col_gg[col], ==, row->gg_left);
    }
  t_free (t);
}

static void
test_artillery_for_bps (void)
{
  static const AbsorbRow rows[] = {
    { 0, NULL, FALSE, 8, 0 },                   /* no Artillery: 2 BPs lost */
    { 1, "absorb 0 0", TRUE, 8, 1 },            /* kept: 2 BPs lost */
    { 1, "absorb 1 0", TRUE, 9, 0 },            /* one for one */
    { 3, "absorb 2 0", TRUE, 10, 1 },           /* both losses */
    { 3, "absorb 3 0", FALSE, 0, 0 },           /* not more than the loss */
    { 0, "absorb 0 1", TRUE, 9, 0, 1, 0 },      /* a Gatling stands in too ("either type") */
    { 1, "absorb 1 1", TRUE, 10, 0, 1, 0 },     /* one of each for both losses */
    { 0, "absorb 0 3", FALSE, 0, 0, 3, 0 },     /* Gatlings: not more than the loss either */
    { 0, "absorb 0 2", TRUE, 10, 0, 3, 1 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    absorb_row (&rows[k]);
}

/* ---- 5.51: the Turn's new Artillery ---- */

/* 5.51, position -> action -> position: a Basic game for three; the
 * Gatling Guns card played in Turn 4 (`card`) or not; at Turn 5's new
 * Artillery (two on the Turn Track, /4.24/new-artillery) the US is asked
 * (`asked`), answers `choice`, and the Reserve gains `gg` Gatlings and
 * `fg` Field Guns: one Gatling a Turn at most, none before the card. */
typedef struct { gboolean card; const char *choice; gboolean asked; int gg, fg; } ArtilleryRow;

static void
artillery_row (const ArtilleryRow *row)
{
  T *t = t_new ("basic", 3);
  const GerData *d = t->self->d;
  int gg0, fg0;

  t_play_to (t, D_CARD, "texas");
  if (row->card)
    t_play_card (t, "shaman-gatling-guns");
  t_finish_rounds (t, "texas", NULL, 0);
  /* The Turn's Artillery comes before the Initial Tribes (4.2, 4.24). */
  for (int i = 0; i < 400 && t->st->pending.kind != D_GATLING && t->st->pending.kind != D_PICK_TRIBE; i++)
    t_plain_step (t, "texas");
  g_assert_cmpint (t->st->turn, ==, 5);
  g_assert_cmpint (t->st->pending.kind == D_GATLING, ==, row->asked);
  if (!row->asked)
    {
      g_assert_true (t_logged (t, "Turn 5 begins"));
      t_free (t);
      return;
    }
  /* The two new Artillery are in the Reserve as Field Guns when he is asked. */
  gg0 = t_count_type (t, d->gg_first, d->gg_count, "us-reserve");
  fg0 = t_count_type (t, d->fg_first, d->fg_count, "us-reserve");
  t_do (t, row->choice);
  g_assert_cmpint (t_count_type (t, d->gg_first, d->gg_count, "us-reserve") - gg0, ==, row->gg);
  g_assert_cmpint (t_count_type (t, d->fg_first, d->fg_count, "us-reserve") - fg0, ==, row->fg);
  t_free (t);
}

static void
test_new_artillery_choice (void)
{
  static const ArtilleryRow rows[] = {
    { TRUE, "take-gatling", TRUE, 1, -1 },      /* one of the two a Gatling */
    { TRUE, "no-gatling", TRUE, 0, 0 },
    { FALSE, NULL, FALSE, 0, 0 },               /* not before its invention */
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    artillery_row (&rows[k]);
}

/* ---- 5.43: Commanders drawn and assigned ---- */

/* 5.43, position -> action -> position: a Basic game for three; during
 * Turn 4 the US has `columns` Columns of 10 BPs on the map (Kansas,
 * Colorado, Arizona, Montana, Texas in turn) and Custer is dead (7.8)
 * when `custer_dead`.  Turn 5 begins: the Turn Track's Commanders are
 * drawn at random, one goes to each Column, the rest wait in the
 * Reserve; a dead Commander is never drawn. */
typedef struct { int columns; gboolean custer_dead; } DrawRow;

static void
draw_row (const DrawRow *row)
{
  static const char *const at[] = { "kansas", "colorado", "arizona", "montana", "texas" };
  static const char *const cmdrs[] = { "commander-miles", "commander-pope", "commander-sheridan",
                                       "commander-crook", "commander-sibley" };
  T *t = t_new ("basic", 3);
  const GerData *d = t->self->d;
  int led = 0, reserve = 0, due = d->turn_commanders[5];
  g_autofree char *line = NULL;

  t_play_to (t, D_CARD, "texas");
  t_no_columns (t);
  for (int i = 0; i < row->columns; i++)
    t_column (t, cmdrs[i], at[i], FALSE, 10, 0, 0);
  if (row->custer_dead)
    t_put (t, "commander-custer", "dead-leaders", 0);
  t_finish_rounds (t, "texas", NULL, 0);
  t_play_to (t, D_PICK_TRIBE, "texas");
  g_assert_cmpint (t->st->turn, ==, 5);
  g_assert_cmpint (due, >, 5);
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (t->x->col_loc[i] != 0)
      {
        g_assert_cmpint (t->x->col_cmdr[i], >=, 0);                       /* every Column led (5.41) */
        g_assert_cmpint (bh_state_const_pieces (t->st)[d->commanders[t->x->col_cmdr[i]].piece].location, ==,
                         t->x->col_loc[i] - 1);
        led++;
      }
  for (guint k = 0; k < d->n_commanders; k++)
    reserve += bh_state_const_pieces (t->st)[d->commanders[k].piece].location == d->us_reserve;
  g_assert_cmpint (led, ==, row->columns);
  g_assert_cmpint (reserve, ==, due - row->columns);
  line = g_strdup_printf ("The US draws %d Commanders: %d lead Columns, %d wait in the Reserve (4.22, 5.43)",
                          due, row->columns, due - row->columns);
  g_assert_true (t_logged (t, line));
  if (row->custer_dead)
    g_assert_cmpint (t_where (t, "commander-custer"), ==, t_loc (t, "dead-leaders"));
  t_free (t);
}

static void
test_commander_draw (void)
{
  static const DrawRow rows[] = {
    { 0, FALSE }, { 3, FALSE }, { 5, TRUE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    draw_row (&rows[k]);
}

/* ---- 9.1: a Shaman Card each Round; the deck shuffled whole ---- */

/* 9.1, position -> action -> position: a Basic game for three.  At every
 * Round's card choice of Turn 4 the player's only actions are to play or
 * discard a card of his hand, and each card he holds may be discarded;
 * `gatling`: the Gatling Guns card is played with effect in the first
 * Round.  Turn 5's cards are dealt from the whole deck: at its first
 * card choice no card waits in the discards, and the Gatling card, out
 * of play, is in no hand. */
typedef struct { gboolean gatling; } RoundCardRow;

static void
round_card_row (const RoundCardRow *row)
{
  T *t = t_new ("basic", 3);
  const GerData *d = t->self->d;
  int gatling = t_piece (t, "shaman-gatling-guns");
  gboolean first = TRUE;

  for (int i = 0; i < 4000 && t->st->turn == 4; i++)
    {
      if (t->st->pending.kind == D_CARD)
        {
          g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
          int seat = t->st->pending.side;

          if (first && row->gatling)
            {
              t_play_card (t, "shaman-gatling-guns");
              first = FALSE;
              continue;
            }
          first = FALSE;
          bh_rules_list_actions (t->rules, t->st, legal);
          for (guint k = 0; k < legal->len; k++)
            {
              const BhAction *a = &g_array_index (legal, BhAction, k);

              g_assert_true (a->kind == A_PLAY || a->kind == A_DISCARD);
              g_assert_cmpint (bh_state_const_pieces (t->st)[a->args[0]].location, ==, d->hand_shaman[seat]);
            }
          for (int p = d->shaman_first; p < d->shaman_first + d->shaman_count; p++)
            if (bh_state_const_pieces (t->st)[p].location == d->hand_shaman[seat])
              {
                g_autofree char *id = t_id (t, p);
                g_autofree char *discard = g_strdup_printf ("discard %s", id);

                g_assert_true (t_can (t, discard));
              }
        }
      t_plain_step (t, "texas");
    }
  t_play_to (t, D_CARD, "texas");
  g_assert_cmpint (t->st->turn, ==, 5);
  for (int p = d->shaman_first; p < d->shaman_first + d->shaman_count; p++)
    g_assert_cmpint (bh_state_const_pieces (t->st)[p].location, !=, d->shaman_discard);
  if (row->gatling)
    g_assert_cmpint (bh_state_const_pieces (t->st)[gatling].location, ==, d->shaman_removed);
  t_free (t);
}

static void
test_round_card (void)
{
  static const RoundCardRow rows[] = { { FALSE }, { TRUE } };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    round_card_row (&rows[k]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/3.32/pick-order", test_pick_order);
  g_test_add_func ("/geronimo/9.2J/card-played", test_gatling_card);
  g_test_add_func ("/geronimo/9.2G/positive-sp", test_skull_places);
  g_test_add_func ("/geronimo/6.66/multi-village", test_extinct_villages);
  g_test_add_func ("/geronimo/5.34/column-status", test_column_status);
  g_test_add_func ("/geronimo/10.11/statehood-scale", test_statehood_scale);
  g_test_add_func ("/geronimo/2.1/states-at-start", test_states_at_start);
  g_test_add_func ("/geronimo/5.343/new-columns", test_new_columns);
  g_test_add_func ("/geronimo/11.2A/two-player-sides", test_two_player_sides);
  g_test_add_func ("/geronimo/11.2B/two-groups", test_two_groups);
  g_test_add_func ("/geronimo/11.2E/inactive-targets", test_inactive_targets);
  g_test_add_func ("/geronimo/7.21/resource-range", test_resource_range);
  g_test_add_func ("/geronimo/7.61/only-the-attacker", test_massacre_attacker);
  g_test_add_func ("/geronimo/5.55/artillery-for-bps", test_artillery_for_bps);
  g_test_add_func ("/geronimo/5.51/new-artillery-choice", test_new_artillery_choice);
  g_test_add_func ("/geronimo/5.43/commander-draw", test_commander_draw);
  g_test_add_func ("/geronimo/9.1/a-card-each-round", test_round_card);
  g_test_add_func ("/geronimo/11.12/railroads", test_railroads);
  return g_test_run ();
}
