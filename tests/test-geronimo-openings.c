/* test-geronimo-openings.c — the Basic Game's and the Campaign Game's
 * openings checked line by line against the rulebook's set-up (3.4,
 * 11.11).  Every expected number below is typed from the rule it cites,
 * never taken from the program; the position is read where the first
 * decision waits (Player 1 chooses the number of players, 3.2), then,
 * for what the Turn's start deals, after that choice. */
#include "test-geronimo-util.c"
#include "bh-game.h"

/* A line of 3.43/3.44's table, or of 11.11B: an Area's Towns,
 * Settlements and RRs, and whether it is a State. */
typedef struct {
  const char *area;
  int towns, settlements, rrs;
  gboolean state;
  const char *rule;
} AreaLine;

/* 3.43 (States: Minnesota, Kansas, Nevada and Oregon, with Texas and
 * California) and 3.44's table; every Area the table leaves out holds
 * nothing. */
static const AreaLine basic_areas[] = {
  { "arizona", 0, 1, 0, FALSE, "3.44" },
  { "california", 2, 4, 1, TRUE, "3.43, 3.44" },
  { "colorado", 0, 3, 0, FALSE, "3.44" },
  { "kansas", 1, 2, 1, TRUE, "3.43, 3.44" },
  { "minnesota", 2, 0, 0, TRUE, "3.43, 3.44" },
  { "nebraska", 0, 5, 0, FALSE, "3.44" },
  { "nevada", 0, 3, 0, TRUE, "3.43, 3.44" },
  { "new-mexico", 0, 3, 0, FALSE, "3.44" },
  { "oregon", 1, 3, 0, TRUE, "3.43, 3.44" },
  { "texas", 1, 1, 0, TRUE, "3.43, 3.44" },
  { "utah", 0, 3, 0, FALSE, "3.44" },
  { "washington", 1, 0, 0, FALSE, "3.44" },
  { "idaho", 0, 0, 0, FALSE, "3.44" },
  { "montana", 0, 0, 0, FALSE, "3.44" },
  { "wyoming", 0, 0, 0, FALSE, "3.44" },
  { "north-dakota", 0, 0, 0, FALSE, "3.44" },
  { "south-dakota", 0, 0, 0, FALSE, "3.44" },
  { "indian-territory", 0, 0, 0, FALSE, "3.44" },
};

/* 11.11B: four Settlements in California, two in Texas, one each in Utah,
 * Arizona, New Mexico, Oregon and Kansas; no Towns, no RRs (11.12: none
 * before Turn 3); Texas and California are States from the start (3.43's
 * "in addition to", 2.12). */
static const AreaLine campaign_areas[] = {
  { "california", 0, 4, 0, TRUE, "11.11B" },
  { "texas", 0, 2, 0, TRUE, "11.11B" },
  { "utah", 0, 1, 0, FALSE, "11.11B" },
  { "arizona", 0, 1, 0, FALSE, "11.11B" },
  { "new-mexico", 0, 1, 0, FALSE, "11.11B" },
  { "oregon", 0, 1, 0, FALSE, "11.11B" },
  { "kansas", 0, 1, 0, FALSE, "11.11B" },
  { "colorado", 0, 0, 0, FALSE, "11.11B" },
  { "nebraska", 0, 0, 0, FALSE, "11.11B" },
  { "nevada", 0, 0, 0, FALSE, "11.11B" },
  { "minnesota", 0, 0, 0, FALSE, "11.11B" },
  { "washington", 0, 0, 0, FALSE, "11.11B" },
  { "idaho", 0, 0, 0, FALSE, "11.11B" },
  { "montana", 0, 0, 0, FALSE, "11.11B" },
  { "wyoming", 0, 0, 0, FALSE, "11.11B" },
  { "north-dakota", 0, 0, 0, FALSE, "11.11B" },
  { "south-dakota", 0, 0, 0, FALSE, "11.11B" },
  { "indian-territory", 0, 0, 0, FALSE, "11.11B" },
};

/* A Village's opening: On Reservation (3.46's first list) or in its
 * initial Area, with its BPs. */
typedef struct {
  const char *village;
  int bps;
  gboolean on_reservation;
} VillageLine;

/* 3.46: ten Tribes On Reservation at the strength in parentheses, ten
 * reduced in their initial Areas (the Teton Sioux "(9) and (9)", the
 * Mimbres and Chiricahua Apache "6 each"). */
static const VillageLine basic_villages[] = {
  { "flathead", 3, TRUE }, { "rogues", 1, TRUE }, { "shoshone", 2, TRUE }, { "klamath", 2, TRUE },
  { "mojave", 1, TRUE }, { "coeur-d-alene", 2, TRUE }, { "umatilla", 1, TRUE }, { "miwok-yokuts", 1, TRUE },
  { "yakima", 3, TRUE }, { "sioux-santee", 5, TRUE },
  { "navajo", 2, FALSE }, { "sioux-teton-1", 9, FALSE }, { "sioux-teton-2", 9, FALSE }, { "arapaho", 9, FALSE },
  { "blackfoot", 3, FALSE }, { "kiowa", 7, FALSE }, { "apache-mimbres", 6, FALSE }, { "apache-chiricahua", 6, FALSE },
  { "snake", 3, FALSE }, { "cheyenne-southern", 5, FALSE }, { "comanche", 10, FALSE }, { "cheyenne-northern", 5, FALSE },
};

static int
count_at (T *t, int first, int count, int location)
{
  int n = 0;

  for (int p = first; p < first + count; p++)
    n += bh_state_const_pieces (t->st)[p].location == location;
  return n;
}

/* Pieces of a range anywhere but off the board and the Reserve: the
 * Columns on the map, In Fort or On Patrol (3.45, 5.31). */
static int
count_with_columns (T *t, int first, int count)
{
  int n = 0;

  for (int p = first; p < first + count; p++)
    {
      int l = bh_state_const_pieces (t->st)[p].location;

      n += l != BH_OFFBOARD && l != t->self->d->us_reserve;
    }
  return n;
}

static int
area_of (T *t, const char *id)
{
  int a = t->self->d->area_of_space[t_loc (t, id)];

  g_assert_cmpint (a, >=, 0);
  return a;
}

static void
check_areas (T *t, const AreaLine *lines, guint n)
{
  const GerData *d = t->self->d;

  g_assert_cmpuint (n, ==, d->n_areas);           /* every Area of the map */
  for (guint i = 0; i < n; i++)
    {
      int l = t_loc (t, lines[i].area);

      if (count_at (t, d->town_first, d->town_count, l) != lines[i].towns ||
          count_at (t, d->settlement_first, d->settlement_count, l) != lines[i].settlements ||
          count_at (t, d->rr_first, d->rr_count, l) != lines[i].rrs ||
          t->x->states[area_of (t, lines[i].area)] != lines[i].state)
        g_error ("%s (%s): %d Towns, %d Settlements, %d RRs, State %d; the rule says %d, %d, %d, %d", lines[i].area,
                 lines[i].rule, count_at (t, d->town_first, d->town_count, l),
                 count_at (t, d->settlement_first, d->settlement_count, l), count_at (t, d->rr_first, d->rr_count, l),
                 t->x->states[area_of (t, lines[i].area)], lines[i].towns, lines[i].settlements, lines[i].rrs,
                 lines[i].state);
    }
}

/* Mines on the map in `area` of printed value `value` (any value: -1). */
static int
mines_in (T *t, const char *area, int value)
{
  const GerData *d = t->self->d;
  int n = 0;

  for (int i = 0; i < d->n_mines; i++)
    if (bh_state_const_pieces (t->st)[d->mines[i]].location == t_loc (t, area) && (value < 0 || d->mine_value[i] == value))
      n++;
  return n;
}

static int
mines_on_map (T *t)
{
  const GerData *d = t->self->d;
  int n = 0;

  for (int i = 0; i < d->n_mines; i++)
    n += bh_state_const_pieces (t->st)[d->mines[i]].location < (int) d->n_spaces;
  return n;
}

static int
village_bps (T *t, int v, int location)
{
  const GerVillage *gv = &t->self->d->villages[v];

  return count_at (t, gv->bp_first, gv->bp_count, location);
}

static gboolean
card_at (T *t, const char *card, int location)
{
  return bh_state_const_pieces (t->st)[t_piece (t, card)].location == location;
}

static void
test_basic_opening (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      T *t = t_new_full ("basic", 0, NULL, seed);
      const GerData *d = t->self->d;
      guint listed = 0;

      /* 3.41: from Turn 4 to the end of Turn 7. */
      g_assert_cmpint (t->st->turn, ==, 4);
      g_assert_cmpint (t->x->last_turn, ==, 7);
      /* 3.42: no Civil War, Mormons or Telegraph card in the Shaman deck;
       * the Telegraph's effect in play (9.2CC). */
      g_assert_false (card_at (t, "shaman-civil-war", d->shaman_deck));
      g_assert_false (card_at (t, "shaman-mormons", d->shaman_deck));
      g_assert_false (card_at (t, "shaman-telegraph", d->shaman_deck));
      g_assert_true (t->x->events & GER_EV_TELEGRAPH);
      /* 3.43, 3.44 */
      check_areas (t, basic_areas, G_N_ELEMENTS (basic_areas));
      /* 3.44's Mines: both 4s in California, three 3s in Nevada, one in
       * Oregon, and two more drawn to the Areas on their markers, without
       * Settlements (the Settlements above are the table's exactly). */
      g_assert_cmpint (mines_in (t, "california", 4), >=, 2);
      g_assert_cmpint (mines_in (t, "nevada", 3), >=, 3);
      g_assert_cmpint (mines_in (t, "oregon", -1), >=, 1);
      g_assert_cmpint (mines_on_map (t), ==, 2 + 3 + 1 + 2);
      for (int i = 0; i < d->n_mines; i++)
        if (bh_state_const_pieces (t->st)[d->mines[i]].location < (int) d->n_spaces)
          g_assert_cmpint (bh_state_const_pieces (t->st)[d->mines[i]].location, ==, d->mine_area[i]);
      /* 3.45: 30 BPs and two Field Artillery in Columns, no Commander. */
      g_assert_cmpint (count_with_columns (t, d->usbp_first, d->usbp_count), ==, 30);
      g_assert_cmpint (count_with_columns (t, d->fg_first, d->fg_count), ==, 2);
      g_assert_cmpint (count_with_columns (t, d->gg_first, d->gg_count), ==, 0);
      for (guint k = 0; k < d->n_commanders; k++)
        g_assert_cmpint (bh_state_const_pieces (t->st)[d->commanders[k].piece].location, ==, d->commander_cup);
      /* 3.46 */
      for (guint i = 0; i < G_N_ELEMENTS (basic_villages); i++)
        {
          int v = t_village (t, basic_villages[i].village);
          const GerVillage *gv = &d->villages[v];
          int where = basic_villages[i].on_reservation ? d->on_reservation : gv->initial_area;

          if (village_bps (t, v, where) != basic_villages[i].bps ||
              bh_state_const_pieces (t->st)[gv->marker].location != where)
            g_error ("3.46: %s has %d BPs where it should be; the rule says %d", basic_villages[i].village,
                     village_bps (t, v, where), basic_villages[i].bps);
          if (basic_villages[i].on_reservation)
            g_assert_false (ger_village_on_map (&t->c, v));
        }
      /* 3.46: the other Villages at their original strength in their
       * initial Areas; the ten Tribes' cards On Reservation (the Santee
       * on a special card). */
      for (guint v = 0; v < d->n_villages; v++)
        {
          gboolean named = FALSE;

          for (guint i = 0; i < G_N_ELEMENTS (basic_villages); i++)
            named |= g_str_equal (basic_villages[i].village, d->villages[v].id);
          if (named)
            continue;
          listed++;
          g_assert_cmpint (village_bps (t, v, d->villages[v].initial_area), ==, d->villages[v].size);
        }
      g_assert_cmpuint (listed + G_N_ELEMENTS (basic_villages), ==, d->n_villages);
      g_assert_cmpint (count_at (t, 0, t->st->n_pieces, d->on_reservation), >, 10);
      for (guint i = 0; i < 9; i++)
        {
          g_autofree char *card = g_strdup_printf ("tribe-%s", basic_villages[i].village);

          g_assert_true (card_at (t, card, d->on_reservation));
        }
      /* 3.47: the Buffalo DRs are rolled once the players are counted
       * (/geronimo/3.47/buffalo): no Skull yet. */
      g_assert_cmpint (count_at (t, d->skull_first, d->skull_count, BH_OFFBOARD), ==, d->skull_count);
      /* 3.48: no Missions, no Chief In Prison. */
      for (guint s = 0; s < d->n_spaces; s++)
        g_assert_cmpint (count_at (t, d->mission_first, d->mission_count, s), ==, 0);
      g_assert_cmpint (count_at (t, 0, t->st->n_pieces, d->in_prison), ==, 0);
      t_free (t);
    }
}

/* 3.47, position -> action -> position: a Basic Game (with the option
 * `option` or none) waits for the number of players; the Buffalo Areas'
 * DRs are forced, in turn `dr` and 9 (none), and "players 3" chosen.
 * Those rolled `dr` then hold `skulls` Skulls, the others none, and the
 * log says so; no other Area holds any.  The Indian Territory, closed
 * before the Land Rush (9.2G), is rolled for only with the option. */
typedef struct { const char *option; int dr, skulls; } BuffaloRow;

static void
buffalo_row (const BuffaloRow *row)
{
  T *t = t_new_full ("basic", 0, row->option, 1);
  const GerData *d = t->self->d;
  int dice[32], n = 0;

  for (guint a = 0; a < d->n_areas; a++)
    if (d->areas[a].buffalo && (!d->areas[a].closed || row->option != NULL))
      {
        dice[n] = n % 2 == 0 ? row->dr : 9;
        n++;
      }
  g_assert_cmpint (n, >=, 2);
  g_assert_cmpint (count_at (t, d->skull_first, d->skull_count, BH_OFFBOARD), ==, d->skull_count);   /* none before the roll */
  t_dice (t, dice, n);
  t_do (t, "players 3");
  n = 0;
  for (guint a = 0; a < d->n_areas; a++)
    {
      int at = d->areas[a].location, want = 0;
      gboolean rolled = d->areas[a].buffalo && (!d->areas[a].closed || row->option != NULL);

      if (rolled)
        {
          g_autofree char *line = NULL;

          want = n % 2 == 0 ? row->skulls : 0;
          line = g_strdup_printf ("Buffalo DR in %s: %d, %d Skulls placed (3.47)",
                                  ger_loc_name (&t->c, at), n % 2 == 0 ? row->dr : 9, want);
          g_assert_true (t_logged (t, line));
          n++;
        }
      g_assert_cmpint (count_at (t, d->skull_first, d->skull_count, at), ==, want);
    }
  t_free (t);
}

/* 3.47: one DR for each Buffalo Area: 0 places two Skulls, 1-4 one, 5-9
 * none (each line's ends); the Indian Territory only with the option. */
static void
test_buffalo (void)
{
  static const BuffaloRow rows[] = {
    { NULL, 0, 2 },
    { NULL, 1, 1 },
    { NULL, 4, 1 },
    { NULL, 5, 0 },
    { NULL, 9, 0 },
    { "basic-buffalo-indian-territory", 0, 2 },
    { "basic-buffalo-indian-territory", 4, 1 },
  };

  for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
    buffalo_row (&rows[k]);
}

/* 3.47 and the counter mix: a 0 in every Buffalo Area asks for more
 * Skulls than the 16 of the set (9.2G); 16 are placed, two at most an
 * Area, and the log counts only those placed. */
static void
test_buffalo_counter_mix (void)
{
  T *t = t_new_full ("basic", 0, NULL, 1);
  const GerData *d = t->self->d;
  int dice[32] = { 0 }, placed = 0, logged = 0;

  t_dice (t, dice, G_N_ELEMENTS (dice));
  t_do (t, "players 3");
  for (guint a = 0; a < d->n_areas; a++)
    {
      int here = count_at (t, d->skull_first, d->skull_count, d->areas[a].location);
      g_autofree char *two = g_strdup_printf ("Buffalo DR in %s: 0, 2 Skulls placed", ger_loc_name (&t->c, d->areas[a].location));

      g_assert_cmpint (here, <=, d->areas[a].buffalo ? 2 : 0);
      placed += here;
      logged += t_logged (t, two) ? 2 : 0;
    }
  g_assert_cmpint (d->skull_count, ==, 16);
  g_assert_cmpint (placed, ==, 16);
  g_assert_cmpint (logged, ==, 16);
  t_free (t);
}

static void
test_campaign_opening (void)
{
  T *t = t_new_full ("campaign", 0, NULL, 1);
  const GerData *d = t->self->d;

  /* 11.1: all eight Turns and every Shaman Card. */
  g_assert_cmpint (t->st->turn, ==, 1);
  g_assert_cmpint (t->x->last_turn, ==, 8);
  g_assert_true (card_at (t, "shaman-civil-war", d->shaman_deck));
  g_assert_true (card_at (t, "shaman-mormons", d->shaman_deck));
  g_assert_true (card_at (t, "shaman-telegraph", d->shaman_deck));
  g_assert_false (t->x->events & GER_EV_TELEGRAPH);
  /* 11.11A: every Village in its Area at its printed strength. */
  for (guint v = 0; v < d->n_villages; v++)
    {
      g_assert_cmpint (bh_state_const_pieces (t->st)[d->villages[v].marker].location, ==, d->villages[v].initial_area);
      g_assert_cmpint (village_bps (t, v, d->villages[v].initial_area), ==, d->villages[v].size);
    }
  /* 11.11B */
  check_areas (t, campaign_areas, G_N_ELEMENTS (campaign_areas));
  /* 11.11C: the two Mother Lodes in California, every other Mine in the cup. */
  g_assert_true (card_at (t, "mine-mother-lode-1", t_loc (t, "california")));
  g_assert_true (card_at (t, "mine-mother-lode-2", t_loc (t, "california")));
  g_assert_cmpint (mines_on_map (t), ==, 2);
  g_assert_cmpint (count_at (t, 0, t->st->n_pieces, d->mine_cup), ==, d->n_mines - 2);
  /* 11.11D: 35 BPs and one Artillery marker, in Columns or the Reserve. */
  g_assert_cmpint (count_at (t, d->usbp_first, d->usbp_count, BH_OFFBOARD), ==, d->usbp_count - 35);
  g_assert_cmpint (d->fg_count - count_at (t, d->fg_first, d->fg_count, BH_OFFBOARD) +
                   d->gg_count - count_at (t, d->gg_first, d->gg_count, BH_OFFBOARD), ==, 1);
  /* 11.11D: six Commanders for the first Turn, drawn at the Turn's start. */
  g_assert_cmpint (d->turn_commanders[1], ==, 6);
  /* No Missions, no Chief In Prison at the start. */
  for (guint s = 0; s < d->n_spaces; s++)
    g_assert_cmpint (count_at (t, d->mission_first, d->mission_count, s), ==, 0);
  g_assert_cmpint (count_at (t, 0, t->st->n_pieces, d->in_prison), ==, 0);
  t_free (t);
}

/* Referee m6 (first check, session 9): the log's reveal line says what was
 * shown and to whom.  Basic, 3 players, through the Initial Tribes (3.32)
 * and the deals (3.5B, 3.5D): the openly chosen Tribes are named as shown
 * to everyone; the dealt hands only counted for their holders (8 Tribal +
 * 7 Shaman for an Indian, 7 Shaman for the US, 3.5B, 3.5D with three
 * players), and no card held in a hand is named. */
static void
test_reveal_line (void)
{
  T *t = t_new ("basic", 0);
  g_autoptr(BhGame) game = bh_game_new (t->data, "basic", 5, FALSE, NULL);
  g_autoptr(GString) lines = g_string_new (NULL);
  const GerData *d = t->self->d;

  g_assert_nonnull (game);
  g_assert_true (bh_game_perform_text (game, "players 3", NULL));
  while (bh_game_get_state (game)->pending.kind == D_PICK_TRIBE)
    {
      g_autoptr(GArray) legal = bh_game_list_actions (game);

      g_assert_true (bh_game_perform (game, &g_array_index (legal, BhAction, 0), NULL));
    }
  for (guint i = 0; i < bh_game_get_n_log_entries (game); i++)
    {
      const BhLogEntry *e = bh_game_get_log_entry (game, i);

      if (e->revealed)
        {
          g_assert_nonnull (e->revealed_text);
          g_string_append_printf (lines, "%s\n", e->revealed_text);
        }
    }
  g_assert_nonnull (strstr (lines->str, "Shown to everyone: Sioux"));
  g_assert_nonnull (strstr (lines->str, "15 pieces shown to Player 1 alone"));
  g_assert_nonnull (strstr (lines->str, "7 pieces shown to Player 2 alone"));
  g_assert_nonnull (strstr (lines->str, "15 pieces shown to Player 3 alone"));
  for (int s = 0; s < 3; s++)
    for (int p = d->shaman_first; p < d->shaman_first + d->shaman_count; p++)
      if (bh_state_const_pieces (bh_game_get_state (game))[p].location == d->hand_shaman[s])
        {
          const BhUnitType *ut = bh_game_data_get_unit_type (t->data, bh_game_data_get_piece_type (t->data, p));

          g_assert_null (strstr (lines->str, ut->name));
        }
  t_free (t);
}

/* 2.1: "Texas and California are already States when the game begins.
 * All other playable Areas begin the Campaign Games as Territories."
 * 2.21, 2.23: 28 Tribes' cards (the four extra On Reservation cards are
 * not used, Readings 8.18) and 49 Shaman Cards in the decks. */
static void
test_map_and_decks (void)
{
  static const char *const scenarios[] = { "basic", "campaign" };

  for (guint k = 0; k < G_N_ELEMENTS (scenarios); k++)
    {
      T *t = t_new (scenarios[k], 3);
      const GerData *d = t->self->d;

      for (guint a = 0; a < d->n_areas; a++)
        {
          int l = d->areas[a].location;
          gboolean state = l == t_loc (t, "texas") || l == t_loc (t, "california");

          if (k == 1)
            g_assert_cmpint (t->x->states[a] != 0, ==, state);
          else if (state)
            g_assert_cmpint (t->x->states[a], !=, 0);
        }
      g_assert_cmpuint (d->n_tribes, ==, 28);
      g_assert_cmpint (d->shaman_count, ==, 49);
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/geronimo/3.4/basic-opening", test_basic_opening);
  g_test_add_func ("/geronimo/2.1/states-and-decks", test_map_and_decks);
  g_test_add_func ("/geronimo/3.5/reveal-line-says-what-and-to-whom", test_reveal_line);
  g_test_add_func ("/geronimo/11.11/campaign-opening", test_campaign_opening);
  g_test_add_func ("/geronimo/3.47/buffalo", test_buffalo);
  g_test_add_func ("/geronimo/3.47/buffalo-counter-mix", test_buffalo_counter_mix);
  return g_test_run ();
}
