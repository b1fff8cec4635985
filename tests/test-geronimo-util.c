/* test-geronimo-util.c — helpers for the Geronimo tests, #included by each
 * tests/test-geronimo-*.c: a game of a scenario for N players, actions
 * performed as text as a player would (each must be listed; the
 * invariants are checked after it, and its narration is kept), the
 * dice forced through bh_geronimo_rules_force_dice, a position built with
 * the state API, and plain play that carries a Turn along. */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"
#include "geronimo/bh-geronimo-private.h"

#pragma GCC diagnostic ignored "-Wunused-function"

typedef struct {
  BhGameData *data;
  BhRules *rules;
  BhGeronimoRules *self;
  BhState *st;
  GerExtra *x;
  GerCtx c;
  char *log;                    /* every narration since the game began */
} T;

static BhGameData *shared_data;

static void
t_refresh (T *t)
{
  ger_ctx_init (&t->c, t->self, t->st);
  t->x = t->c.x;
}

/* A game of `scenario` with `option` on (or NULL), for `players` (0: the
 * scenario's own count), seeded with `seed`. */
static T *
t_new_full (const char *scenario, int players, const char *option, guint64 seed)
{
  T *t = g_new0 (T, 1);
  g_autoptr(GError) error = NULL;
  const BhScenario *sc;

  if (shared_data == NULL)
    {
      g_autoptr(BhLibrary) library = bh_test_library ();

      shared_data = bh_library_load_game (library, "geronimo", &error);
      g_assert_no_error (error);
    }
  t->data = g_object_ref (shared_data);
  t->rules = g_object_new (BH_TYPE_GERONIMO_RULES, "game-data", t->data, NULL);
  t->self = BH_GERONIMO_RULES (t->rules);
  sc = bh_game_data_get_scenario (t->data, bh_game_data_find_scenario (t->data, scenario));
  t->st = bh_state_new_for_scenario (t->data, sc, seed, bh_rules_get_extra_size (t->rules), &error);
  g_assert_no_error (error);
  if (option != NULL)
    {
      int o = bh_scenario_find_option (sc, option);

      g_assert_cmpint (o, >=, 0);
      t->st->options |= 1u << o;
    }
  g_assert_true (bh_rules_setup (t->rules, t->st, sc, &error));
  g_assert_no_error (error);
  t->log = g_strdup ("");
  t_refresh (t);
  if (players > 0)
    {
      g_autofree char *text = g_strdup_printf ("players %d", players);
      BhAction a;

      g_assert_true (bh_rules_parse_action (t->rules, text, &a, &error));
      a.side = t->st->pending.side;
      bh_rules_apply (t->rules, t->st, &a);
      t_refresh (t);
    }
  return t;
}

static T *
t_new (const char *scenario, int players)
{
  return t_new_full (scenario, players, NULL, 1);
}

static void
t_free (T *t)
{
  bh_state_free (t->st);
  g_free (t->log);
  g_object_unref (t->rules);
  g_object_unref (t->data);
  g_free (t);
}

static int
t_piece (T *t, const char *id)
{
  int p = bh_game_data_find_piece (t->data, id);

  if (p < 0)
    g_error ("no piece %s", id);
  return p;
}

static int
t_loc (T *t, const char *id)
{
  int l = bh_game_data_find_location (t->data, id);

  if (l < 0)
    g_error ("no location %s", id);
  return l;
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

static gboolean
t_is_legal (T *t, const char *text)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autoptr(GError) error = NULL;
  BhAction a;

  if (!bh_rules_parse_action (t->rules, text, &a, &error))
    return FALSE;
  a.side = t->st->pending.side;
  bh_rules_list_actions (t->rules, t->st, legal);
  for (guint i = 0; i < legal->len; i++)
    if (bh_action_equal (&g_array_index (legal, BhAction, i), &a))
      return TRUE;
  return FALSE;
}

static void
t_apply (T *t, const BhAction *a)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhState) before = bh_state_copy (t->st);
  g_autofree char *narration = NULL;
  char *log;

  narration = bh_rules_narrate (t->rules, before, a, t->st);
  bh_rules_apply (t->rules, t->st, a);
  if (!bh_rules_check_invariants (t->rules, t->st, &error))
    g_error ("invariants: %s", error->message);
  log = g_strconcat (t->log, narration, "\n", NULL);
  g_free (t->log);
  t->log = log;
  t_refresh (t);
}

/* Performs `text`, which the rules must list. */
static void
t_do (T *t, const char *text)
{
  g_autoptr(GError) error = NULL;
  BhAction a;

  if (!t_is_legal (t, text))
    {
      g_autofree char *what = bh_rules_describe_decision (t->rules, t->st);

      g_error ("not legal: %s (pending: %s)", text, what);
    }
  g_assert_true (bh_rules_parse_action (t->rules, text, &a, &error));
  a.side = t->st->pending.side;
  t_apply (t, &a);
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
      a = g_array_index (legal, BhAction, 1);                /* discard */
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
t_count_at (T *t, int first, int count, const char *area)
{
  return ger_count_type_at (&t->c, first, count, t_loc (t, area));
}

static int
t_vp (T *t, int seat)
{
  return ger_vp (&t->c, seat);
}
