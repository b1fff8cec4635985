/* test-geronimo-util.c — helpers for the Geronimo tests, #included by each
 * tests/test-geronimo-*.c: a game of a scenario for N players, the whole
 * log kept, the dice forced through bh_geronimo_rules_force_dice, a
 * position built with the state API, and plain play that carries a Turn
 * along; the rest (actions performed as text as a player would, checked,
 * the invariants and the narration's replay checked) is
 * tests/test-rules-util.c. */
#include "config.h"

#include <string.h>

#include "geronimo/bh-geronimo-private.h"

#pragma GCC diagnostic ignored "-Wunused-function"

typedef struct {
  BhGameData *data;
  BhRules *rules;
  BhGeronimoRules *self;
  BhState *st;
  GerExtra *x;
  GerCtx c;
  char *narration;              /* the log's account of the last action */
  char *log;                    /* every account since the game began */
} T;

static void t_starting (T *t);
static void t_applied (T *t);
static void t_release (T *t);
static int t_put (T *t, const char *piece, const char *where, int face);

#define T_DICE_FORCED
#include "test-rules-util.c"

static void
t_refresh (T *t)
{
  ger_ctx_init (&t->c, t->self, t->st);
  t->x = t->c.x;
}

static void
t_starting (T *t)
{
}

/* The account of each action joins the log. */
static void
t_applied (T *t)
{
  char *log = g_strconcat (t->log, t->narration, "\n", NULL);

  g_free (t->log);
  t->log = log;
  t_refresh (t);
}

static void
t_release (T *t)
{
  g_free (t->log);
}

static int
t_put (T *t, const char *piece, const char *where, int face)
{
  int p = t_piece (t, piece);

  bh_state_move_piece (t->st, p, where ? t_loc (t, where) : BH_OFFBOARD);
  bh_state_pieces (t->st)[p].face = face;
  return p;
}

/* A game of `scenario` with `option` on (or NULL), for `players` (0: the
 * scenario's own count), seeded with `seed`. */
static T *
t_new_full (const char *scenario, int players, const char *option, guint64 seed)
{
  T *t = g_new0 (T, 1);

  bh_rules_register ("geronimo", BH_TYPE_GERONIMO_RULES);
  t_init (t, "geronimo", scenario, seed, option);
  t->self = BH_GERONIMO_RULES (t->rules);
  t->log = g_strdup ("");
  t_refresh (t);
  if (players > 0)
    {
      g_autofree char *text = g_strdup_printf ("players %d", players);

      t_do (t, text);
    }
  return t;
}

static T *
t_new (const char *scenario, int players)
{
  return t_new_full (scenario, players, NULL, 1);
}

static int
t_village (T *t, const char *id)
{
  for (guint v = 0; v < t->self->d->n_villages; v++)
    if (g_strcmp0 (t->self->d->villages[v].id, id) == 0)
      return v;
  g_error ("no village %s", id);
  return -1;
}

static int
t_tribe (T *t, const char *card_id)
{
  for (guint i = 0; i < t->self->d->n_tribes; i++)
    if (g_strcmp0 (t->self->d->tribes[i].id, card_id) == 0)
      return i;
  g_error ("no tribe %s", card_id);
  return -1;
}

static void
t_dice (T *t, const int *rolls, guint n)
{
  bh_geronimo_rules_force_dice (t->st, rolls, n);
}

static int
cards_in_hands (T *t)
{
  int n = 0;

  for (int s = 0; s < t->x->n_players; s++)
    for (int p = t->self->d->shaman_first; p < t->self->d->shaman_first + t->self->d->shaman_count; p++)
      n += t->st != NULL && bh_state_const_pieces (t->st)[p].location == t->self->d->hand_shaman[s];
  return n;
}

/* One plain choice: the first Tribe offered, a Settlement in `settle_in`
 * (or the first Area), no Railroad, discard the first card, no Village
 * action, no Statehood application. */
static void
t_plain_step (T *t, const char *settle_in)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  BhAction a;

  bh_rules_list_actions (t->rules, t->st, legal);
  g_assert_cmpuint (legal->len, >, 0);
  a = g_array_index (legal, BhAction, 0);
  switch (t->st->pending.kind)
    {
    case D_SETTLEMENT:
      for (guint i = 0; i < legal->len; i++)
        if (settle_in != NULL && g_array_index (legal, BhAction, i).args[0] == t_loc (t, settle_in))
          a = g_array_index (legal, BhAction, i);
      break;
    case D_RAILROAD: case D_OPERATION: case D_ADMIT: case D_REACT:
      a = g_array_index (legal, BhAction, legal->len - 1);   /* no-railroad, no-action, no-statehood, no-reaction */
      break;
    case D_CARD:
      for (guint i = legal->len; i-- > 0;)
        if (g_array_index (legal, BhAction, i).kind == A_DISCARD)
          a = g_array_index (legal, BhAction, i);            /* discard the first card */
      break;
    default:
      break;
    }
  t_apply (t, &a);
}

/* Plays plainly until the pending decision is `kind` (or the game ends). */
static void
t_play_to (T *t, int kind, const char *settle_in)
{
  for (int i = 0; i < 2000 && t->st->result == BH_RESULT_ONGOING && t->st->pending.kind != kind; i++)
    t_plain_step (t, settle_in);
  g_assert_cmpint (t->st->pending.kind, ==, kind);
}

/* Plays the rest of the Card Play Rounds plainly; the dice `rolls` are
 * forced just before the last card goes, so that they are the first the
 * Survival and Statehood Phases roll after the US Attrition DR (5.38),
 * which is forced to 0.  Stops at the next decision after. */
static void
t_finish_rounds (T *t, const char *settle_in, const int *rolls, guint n)
{
  for (int i = 0; i < 2000 && t->st->phase == PH_ROUNDS; i++)
    {
      if (t->st->pending.kind == D_CARD && cards_in_hands (t) == 1)
        {
          int all[GER_FORCED_MAX] = { 0 };

          if (n > 0)
            memcpy (all + 1, rolls, MIN (n, GER_FORCED_MAX - 1) * sizeof *rolls);
          t_dice (t, all, MIN (n + 1, GER_FORCED_MAX));
        }
      t_plain_step (t, settle_in);
    }
  g_assert_cmpint (t->st->phase, !=, PH_ROUNDS);
}

/* Position building: every Village off the map but those named. */
static void
t_only_villages (T *t, const char *const *keep)
{
  for (guint v = 0; v < t->self->d->n_villages; v++)
    {
      const GerVillage *gv = &t->self->d->villages[v];
      gboolean kept = FALSE;

      for (int k = 0; keep[k] != NULL; k++)
        kept |= g_strcmp0 (keep[k], gv->id) == 0;
      if (kept)
        continue;
      for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
        bh_state_move_piece (t->st, p, BH_OFFBOARD);
      bh_state_move_piece (t->st, gv->marker, BH_OFFBOARD);
    }
}

/* Position building: every Column off the map. */
static void
t_no_columns (T *t)
{
  const GerData *d = t->self->d;
  BhPieceState *pc = bh_state_pieces (t->st);

  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    {
      if (t->x->col_loc[i] != 0 && t->x->col_cmdr[i] >= 0)
        bh_state_move_piece (t->st, d->commanders[t->x->col_cmdr[i]].piece, d->commander_cup);
      t->x->col_loc[i] = 0, t->x->col_cmdr[i] = -1;
    }
  for (int p = d->usbp_first; p < d->usbp_first + d->usbp_count; p++)
    if (pc[p].location != d->us_reserve)
      bh_state_move_piece (t->st, p, BH_OFFBOARD);
  for (int p = d->fg_first; p < d->fg_first + d->fg_count; p++)
    if (pc[p].location != d->us_reserve)
      bh_state_move_piece (t->st, p, BH_OFFBOARD);
}

/* Position building: Village `id` in `area` with `bp` BPs. */
static void
t_put_village (T *t, const char *id, const char *area, int bp)
{
  const GerVillage *gv = &t->self->d->villages[t_village (t, id)];
  int l = t_loc (t, area);

  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
    bh_state_move_piece (t->st, p, p - gv->bp_first < bp ? l : BH_OFFBOARD);
  bh_state_move_piece (t->st, gv->marker, l);
}

/* Position building: the Tribe's card in `seat`'s hand (Active, 4.21). */
static void
t_give_tribe (T *t, const char *card_id, int seat)
{
  bh_state_move_piece (t->st, t_piece (t, card_id), t->self->d->hand_tribal[seat]);
}

/* Position building: an Area emptied of Resources, then `settlements`,
 * `towns` and `rails` (of which `broke` Broke) placed in it. */
static void
t_resources (T *t, const char *area, int settlements, int towns, int rails, int broke)
{
  const GerData *d = t->self->d;
  BhPieceState *pc = bh_state_pieces (t->st);
  int l = t_loc (t, area);

  for (guint p = 0; p < d->n_pieces; p++)
    if (pc[p].location == l &&
        ((int) p >= d->settlement_first && (int) p < d->settlement_first + d->settlement_count))
      bh_state_move_piece (t->st, p, BH_OFFBOARD);
  for (int p = d->town_first; p < d->town_first + d->town_count; p++)
    if (pc[p].location == l)
      bh_state_move_piece (t->st, p, BH_OFFBOARD);
  for (int p = d->rr_first; p < d->rr_first + d->rr_count; p++)
    if (pc[p].location == l)
      bh_state_move_piece (t->st, p, BH_OFFBOARD);
  for (int m = 0; m < d->n_mines; m++)
    if (pc[d->mines[m]].location == l)
      bh_state_move_piece (t->st, d->mines[m], BH_OFFBOARD);
  for (int k = 0; k < settlements; k++)
    bh_state_move_piece (t->st, ger_take_offboard (&t->c, d->settlement_first, d->settlement_count), l);
  for (int k = 0; k < towns; k++)
    bh_state_move_piece (t->st, ger_take_offboard (&t->c, d->town_first, d->town_count), l);
  for (int k = 0; k < rails; k++)
    {
      int p = ger_take_offboard (&t->c, d->rr_first, d->rr_count);

      bh_state_move_piece (t->st, p, l);
      pc[p].face = k < broke ? 1 : 0;
    }
}

/* Position building: no Mine left in the cup, so that no Resource DR of 0
 * puts one where a test counts. */
static void
t_empty_mine_cup (T *t)
{
  for (int m = 0; m < t->self->d->n_mines; m++)
    if (bh_state_pieces (t->st)[t->self->d->mines[m]].location == t->self->d->mine_cup)
      bh_state_move_piece (t->st, t->self->d->mines[m], BH_OFFBOARD);
}

static int
t_count_type (T *t, int first, int count, const char *area)
{
  return ger_count_type_at (&t->c, first, count, t_loc (t, area));
}

static int
t_vp (T *t, int seat)
{
  return ger_vp (&t->c, seat);
}

/* The seat whose D_CARD is pending now and who is an Indian with the
 * Tribe `card` in hand, reached by plain play. */
static int
t_indian_card_turn (T *t, const char *card)
{
  for (int i = 0; i < 400; i++)
    {
      t_play_to (t, D_CARD, "texas");
      if (t->st->pending.side != t->x->us_seat)
        {
          t_give_tribe (t, card, t->st->pending.side);
          return t->st->pending.side;
        }
      t_plain_step (t, "texas");
    }
  g_assert_not_reached ();
  return -1;
}


static char *
t_id (T *t, int piece)
{
  return bh_game_data_dup_piece_id (t->data, piece);
}

/* Puts a Shaman Card of type `type` (wherever it was) in the deciding
 * seat's hand and plays it (9.12). */
static void
t_play_card (T *t, const char *type)
{
  int ut = bh_game_data_find_unit_type (t->data, type);
  g_autofree char *id = NULL;
  g_autofree char *text = NULL;
  int card = -1;

  g_assert_cmpint (t->st->pending.kind, ==, D_CARD);
  for (int p = t->self->d->shaman_first; p < t->self->d->shaman_first + t->self->d->shaman_count && card < 0; p++)
    if (bh_game_data_get_piece_type (t->data, p) == ut)
      card = p;
  g_assert_cmpint (card, >=, 0);
  bh_state_move_piece (t->st, card, t->self->d->hand_shaman[t->st->pending.side]);
  id = t_id (t, card);
  text = g_strdup_printf ("play %s", id);
  t_do (t, text);
}

/* Plays a card with no event now (Federales out of its response, 9.2I),
 * so that the Operations Segment follows (9.12). */
static void
t_play_first_card (T *t)
{
  t_play_card (t, "shaman-federales");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
}

/* The seat's next Round: plays to its D_CARD, US rounds played plainly. */
static void
t_next_round_of (T *t, int seat)
{
  t_plain_step (t, "texas");
  for (int i = 0; i < 400; i++)
    {
      if (t->st->pending.kind == D_CARD && t->st->pending.side == seat)
        return;
      t_plain_step (t, "texas");
    }
  g_assert_not_reached ();
}

/* Attacks the first Resource listed in `area`. */
static void
t_attack_in (T *t, const char *area)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));

  bh_rules_list_actions (t->rules, t->st, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      BhAction *a = &g_array_index (legal, BhAction, i);

      if (a->kind == A_ATTACK_RESOURCE && bh_state_const_pieces (t->st)[a->args[0]].location == t_loc (t, area))
        {
          t_apply (t, a);
          return;
        }
    }
  g_error ("no Resource to attack in %s", area);
}

/* The US Army's positions (tests/test-geronimo-army.c, -flags.c). */

/* Position building: the named Commanders wait in the US Reserve with
 * `bp` BPs and the given Artillery (5.343). */
static void
t_reserve (T *t, const char *const *commanders, int bp, int fg, int gg)
{
  const GerData *d = t->self->d;
  BhPieceState *pc = bh_state_pieces (t->st);

  for (int p = d->usbp_first; p < d->usbp_first + d->usbp_count; p++)
    if (pc[p].location == d->us_reserve)
      bh_state_move_piece (t->st, p, BH_OFFBOARD);
  for (int k = 0; k < bp; k++)
    bh_state_move_piece (t->st, ger_take_offboard (&t->c, d->usbp_first, d->usbp_count), d->us_reserve);
  for (int k = 0; k < fg; k++)
    bh_state_move_piece (t->st, ger_take_offboard (&t->c, d->fg_first, d->fg_count), d->us_reserve);
  for (int k = 0; k < gg; k++)
    bh_state_move_piece (t->st, ger_take_offboard (&t->c, d->gg_first, d->gg_count), d->us_reserve);
  for (int i = 0; commanders[i] != NULL; i++)
    bh_state_move_piece (t->st, t_piece (t, commanders[i]), d->us_reserve);
}

static int
t_commander (T *t, const char *id)
{
  for (guint k = 0; k < t->self->d->n_commanders; k++)
    if (t->self->d->commanders[k].piece == t_piece (t, id))
      return k;
  g_error ("no commander %s", id);
  return -1;
}

/* Position building: a Column under `commander` On Patrol in `area` (or
 * In Fort), not played lately; returns its slot. */
static int
t_column (T *t, const char *commander, const char *area, gboolean fort, int bp, int fg, int gg)
{
  const GerData *d = t->self->d;
  int i = 0, l = t_loc (t, area);

  while (t->x->col_loc[i] != 0)
    i++;
  if (fort)
    l = d->fort[d->area_of_space[l]];
  t->x->col_loc[i] = l + 1;
  t->x->col_cmdr[i] = t_commander (t, commander);
  t->x->col_bp[i] = bp;
  t->x->col_fg[i] = fg;
  t->x->col_gg[i] = gg;
  t->x->col_played[i] = 0;
  bh_state_move_piece (t->st, t_piece (t, commander), l);
  for (int k = 0; k < bp; k++)
    bh_state_move_piece (t->st, ger_take_offboard (&t->c, d->usbp_first, d->usbp_count), l);
  for (int k = 0; k < fg; k++)
    bh_state_move_piece (t->st, ger_take_offboard (&t->c, d->fg_first, d->fg_count), l);
  for (int k = 0; k < gg; k++)
    bh_state_move_piece (t->st, ger_take_offboard (&t->c, d->gg_first, d->gg_count), l);
  return i;
}

/* Position building: Village `id`'s War Party out in `area` with `bp` of
 * its BPs (flagged GER_FLAG_WP, 6.31) and `chief` (or NULL). */
static void
t_war_party (T *t, const char *id, const char *area, int bp, const char *chief)
{
  const GerVillage *gv = &t->self->d->villages[t_village (t, id)];
  BhPieceState *pc = bh_state_pieces (t->st);
  int l = t_loc (t, area), n = 0;

  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count && n < bp; p++)
    if (pc[p].location == BH_OFFBOARD)
      {
        bh_state_move_piece (t->st, p, l);
        pc[p].flags |= GER_FLAG_WP;
        n++;
      }
  g_assert_cmpint (n, ==, bp);
  bh_state_move_piece (t->st, gv->war_party, l);
  if (chief != NULL)
    {
      bh_state_move_piece (t->st, t_piece (t, chief), l);
      for (guint i = 0; i < t->self->d->n_chiefs; i++)
        if (t->self->d->chiefs[i].piece == t_piece (t, chief))
          t->x->chief_wp[i] = t_village (t, id) + 1;
    }
}

/* Plays plainly to the US's next D_CARD (in solitaire the next Round the
 * DR gives the US, 11.35) and plays a card of type `card` there, its
 * event taking effect: his Operations follow (5.33).  Returns the US
 * seat. */
static int
t_us_operations_after (T *t, const char *card)
{
  for (int i = 0; i < 800; i++)
    {
      t_play_to (t, D_CARD, "texas");
      if (t->x->n_players == 1 ? !t->x->solo_indian : t->st->pending.side == t->x->us_seat)
        break;
      t_plain_step (t, "texas");
    }
  t_play_card (t, card);
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  return t->st->pending.side;
}

/* The same with a card of no event now (t_play_first_card). */
static int
t_us_operations (T *t)
{
  return t_us_operations_after (t, "shaman-federales");
}

/* The other Indian seat of a three-player game (the one that is neither
 * `seat` nor the US). */
static int
t_other_indian (T *t, int seat)
{
  for (int s = 0; s < t->x->n_players; s++)
    if (s != seat && s != t->x->us_seat)
      return s;
  g_assert_not_reached ();
  return -1;
}

/* Position building for 7.5's Evasion rows (T23 and those after it): the
 * US at its Operations after `card` (t_us_operations_after), `village` the
 * only Village, at home in `home` with `home_bp` BPs, its Tribe's card
 * `tribe` in the last Indian seat's hand, a War Party of 5 of its BPs under
 * `chief` (or NULL) in `wp_area`, and no Column yet.  Returns that seat. */
static int
t_evasion_position (T *t, const char *card, const char *village, const char *tribe, const char *home, int home_bp,
                    const char *wp_area, const char *chief)
{
  const char *const keep[] = { village, NULL };
  int seat = -1;

  t_us_operations_after (t, card);
  for (int s = 0; s < t->x->n_players; s++)
    if (s != t->x->us_seat)
      seat = s;
  t_only_villages (t, keep);
  t_put_village (t, village, home, home_bp);
  t_give_tribe (t, tribe, seat);
  t_war_party (t, village, wp_area, 5, chief);
  t_no_columns (t);
  return seat;
}

/* Position building for a Reaction across a border (5.35, 5.351): the
 * Arapaho's player at his card, the Arapaho alone on the map in Wyoming
 * with 6 BPs and one Settlement, a Column of 13 BPs under Sheridan On
 * Patrol next door in Colorado, no other Column; returns its slot. */
static int
t_arapaho_beside_sheridan (T *t)
{
  static const char *const keep[] = { "arapaho", NULL };

  t_indian_card_turn (t, "tribe-arapaho");
  t_only_villages (t, keep);
  t_put_village (t, "arapaho", "wyoming", 6);
  t_resources (t, "wyoming", 1, 0, 0, 0);
  t_no_columns (t);
  return t_column (t, "commander-sheridan", "colorado", FALSE, 13, 0, 0);
}

static gboolean
t_logged (T *t, const char *text)
{
  return strstr (t->log, text) != NULL;
}

/* Position building: the Tribe Inactive (its card in the deck, 4.21). */
static void
t_inactive (T *t, const char *card_id)
{
  bh_state_move_piece (t->st, t_piece (t, card_id), t->self->d->tribal_deck);
}

static char *
t_attack (T *t, int col, int piece)
{
  g_autofree char *id = bh_game_data_dup_piece_id (t->data, piece);

  return g_strdup_printf ("column-attack %d %s", col, id);
}

/* Position building at the US's Operations: the Southern Cheyenne alone on
 * the map, Inactive, in Colorado with `bp` BPs (and `wp_bp` more out with a
 * War Party in Kansas), and a Column of 10 BPs under `commander` On Patrol
 * there; returns its slot. */
static int
t_cheyenne_under_column (T *t, const char *commander, int bp, int wp_bp)
{
  static const char *const keep[] = { "cheyenne-southern", NULL };

  t_us_operations (t);
  t_only_villages (t, keep);
  t_put_village (t, "cheyenne-southern", "colorado", bp);
  t_inactive (t, "tribe-cheyenne");
  if (wp_bp > 0)
    t_war_party (t, "cheyenne-southern", "kansas", wp_bp, NULL);
  t_no_columns (t);
  return t_column (t, commander, "colorado", FALSE, 10, 0, 0);
}


/* Column `col` attacks the Southern Cheyenne's Village, Inactive (no
 * Evasion: the battle at once, 7.4), with the Battle DR `dr`; the log
 * must say `said` (else row `k` fails, naming what it said). */
static void
t_attack_cheyenne_said (T *t, int col, int dr, const char *said, guint k)
{
  g_autofree char *attack = t_attack (t, col, t_piece (t, "village-cheyenne-southern"));

  t_dice (t, &dr, 1);
  t_do (t, attack);
  if (!t_said (t, said))
    g_error ("row %u: no \"%s\" in:\n%s", k, said, t->narration);
}

/* 7.34's position (test-geronimo-army.c, -refusals.c): Sheridan's Column
 * attacks the Southern Cheyenne's Village (6 BPs, Inactive) in Colorado,
 * the dice 0 0, and Sibley's Column there, which could attack it before
 * (asserted), now may not: returns Sibley's attack. */
static char *
t_once_a_round_second (T *t)
{
  int dice[2] = { 0, 0 };
  int col = t_cheyenne_under_column (t, "commander-sheridan", 6, 0);
  int other = t_column (t, "commander-sibley", "colorado", FALSE, 5, 0, 0);
  g_autofree char *first = t_attack (t, col, t_piece (t, "village-cheyenne-southern"));
  char *second = t_attack (t, other, t_piece (t, "village-cheyenne-southern"));

  g_assert_true (t_can (t, second));
  t_dice (t, dice, 2);
  t_do (t, first);
  if (t->st->pending.kind == D_COORDINATE)
    t_do (t, "attack-now");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPERATION);
  return second;
}

/* 9.2M's tests (tests/test-geronimo-shaman.c): a basic game of three, the
 * Apache's player (his seat in *seat) at his Shaman Card, the Villages
 * `keep` left on the map, the Chiricahua Apache in California with 4 BPs
 * (out of the Storm's way); the test then places the Tribes struck. */
static T *
t_storm_game (const char *const *keep, int *seat)
{
  T *t = t_new ("basic", 3);

  *seat = t_indian_card_turn (t, "tribe-apache");
  t_only_villages (t, keep);
  t_put_village (t, "apache-chiricahua", "california", 4);
  return t;
}

/* The Massive Winter Storm played on New Mexico (9.2M). */
static void
t_storm_new_mexico (T *t)
{
  t_refresh (t);
  t_play_card (t, "shaman-massive-winter-storm");
  t_do (t, "card-area new-mexico");
}

/* Plays plainly until Turn `turn` has begun. */
static void
t_play_to_turn (T *t, int turn)
{
  for (int i = 0; i < 8000 && t->st->result == BH_RESULT_ONGOING && t->st->turn < turn; i++)
    t_plain_step (t, "texas");
  g_assert_cmpint (t->st->turn, ==, turn);
}

/* Asserts that the pending decision is about `area` (bh_rules_decision_location)
 * and that the decision bar says so first. */
static void
assert_decision_in (T *t, const char *area, const char *name)
{
  g_autofree char *bar = bh_rules_describe_decision (t->rules, t->st, BH_NONE);
  g_autofree char *in = g_strdup_printf ("In %s: ", name);

  g_assert_cmpint (bh_rules_decision_location (t->rules, t->st), ==, t_loc (t, area));
  if (!g_str_has_prefix (bar, in))
    g_error ("the decision bar reads “%s”, not “%s…”", bar, in);
}
