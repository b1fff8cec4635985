/* test-bloody-util.c — helpers for the A Dark and Bloody Ground tests,
 * #included by each tests/test-bloody-*.c: build a position with the state
 * API; the rest is tests/test-rules-util.c. */
#include "config.h"

#include "bloodyground/bh-bloody-private.h"

typedef struct {
  BhGameData *data;
  BhRules *rules;
  BhBloodyRules *self;
  const BhScenario *sc;
  BhState *st;
  BloodyCtx c;
  char *narration;     /* the log's account of the last action */
} T;

static void t_starting (T *t);
static void t_applied (T *t);
static void t_release (T *t);
static int t_put (T *t, const char *piece, const char *where, int face);

#include "test-rules-util.c"

static void t_setup_as_data (T *t);
static BloodyExtra *t_x (T *t);
static void t_setup_one (T *t);

/* The scenario set up; a campaign's zoned pieces placed where the data
 * puts them (each one a legal choice, 15.x). */
G_GNUC_UNUSED static T *
t_new (const char *scenario)
{
  T *t = g_new0 (T, 1);

  t->sc = t_init (t, "bloodyground", scenario, 1, NULL);
  t->self = BH_BLOODY_RULES (t->rules);
  bloody_ctx_init (&t->c, t->self, t->st);
  t_setup_as_data (t);
  return t;
}

/* The same with the scenario's optional rule `option` on. */
G_GNUC_UNUSED static T *
t_new_with_option (const char *scenario, const char *option)
{
  T *t = g_new0 (T, 1);

  t->sc = t_init (t, "bloodyground", scenario, 1, option);
  t->self = BH_BLOODY_RULES (t->rules);
  bloody_ctx_init (&t->c, t->self, t->st);
  t_setup_as_data (t);
  return t;
}

/* The campaign set-up (D_SETUP) played through: each piece to the place
 * its scenario's data gives it. */
static void
t_setup_as_data (T *t)
{
  while (t->st->pending.kind == D_SETUP && t->st->result == BH_RESULT_ONGOING)
    t_setup_one (t);
  /* 15.2.2's Rifles, one a nation: to the first warrior offered. */
  while (t->st->pending.kind == D_RIFLE && t_x (t)->rifles_each)
    t_do_found (t, "rifle ");
}

/* The scenario before its set-up (D_SETUP pending in a campaign). */
G_GNUC_UNUSED static T *
t_new_unset (const char *scenario)
{
  T *t = g_new0 (T, 1);

  t->sc = t_init (t, "bloodyground", scenario, 1, NULL);
  t->self = BH_BLOODY_RULES (t->rules);
  bloody_ctx_init (&t->c, t->self, t->st);
  return t;
}

/* The same with the scenario option `option` on (or "!id" off). */
G_GNUC_UNUSED static T *
t_new_unset_with_option (const char *scenario, const char *option)
{
  T *t = g_new0 (T, 1);

  t->sc = t_init (t, "bloodyground", scenario, 1, option);
  t->self = BH_BLOODY_RULES (t->rules);
  bloody_ctx_init (&t->c, t->self, t->st);
  return t;
}

/* The piece waiting to set up, as its id (freed by the caller). */
G_GNUC_UNUSED static char *
t_setup_piece (T *t)
{
  g_assert_cmpint (t->st->pending.kind, ==, D_SETUP);
  return bh_game_data_dup_piece_id (t->data, t->st->pending.args[0]);
}

/* Whether the piece waiting may set up at `area`. */
G_GNUC_UNUSED static gboolean
t_setup_can (T *t, const char *area)
{
  g_autofree char *id = t_setup_piece (t);
  g_autofree char *text = g_strdup_printf ("setup %s %s", id, area);

  return t_can (t, text);
}

G_GNUC_UNUSED static void
t_setup_at (T *t, const char *area)
{
  g_autofree char *id = t_setup_piece (t);
  g_autofree char *text = g_strdup_printf ("setup %s %s", id, area);

  t_do (t, text);
}

/* Places the pieces waiting at their data places until the one waiting
 * is `piece` (a piece id, or the start of one: "us-fort"). */
G_GNUC_UNUSED static void
t_setup_until (T *t, const char *piece)
{
  for (;;)
    {
      g_autofree char *id = t_setup_piece (t);

      if (g_str_equal (id, piece) || (g_str_has_prefix (id, piece) && id[strlen (piece)] == '.'))
        return;
      t_setup_one (t);
    }
}

/* One piece of the set-up (D_SETUP) or of a battle scenario's set-up
 * (D_DEPLOY) to its data place; a piece the data does not place on the
 * board (a settler a set-up die added, 15.2.1; an Iroquois of 15.3.2's
 * roll) to the first place offered. */
static void
t_setup_one (T *t)
{
  int p = t->st->pending.args[0], type = t->self->d->pieces[p].type, used = 0, where = -1;
  const char *verb = t->st->pending.kind == D_DEPLOY ? "deploy" : "setup";
  const BhUnitType *ut = bh_game_data_get_unit_type (t->data, type);
  g_autofree char *id = bh_game_data_dup_piece_id (t->data, p);
  g_autofree char *loc = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < t->sc->placements->len && where < 0; i++)
    {
      const BhPlacement *pl = &g_array_index (t->sc->placements, BhPlacement, i);

      if (pl->unit_type != type)
        continue;
      if (p - ut->first_piece < used + pl->count)
        where = pl->location;
      used += pl->count;
    }
  if (where < 0 || (where >= (int) t->self->d->n_spaces && where < (int) (t->self->d->n_spaces + t->self->d->n_boxes)))
    {
      text = g_strdup_printf ("%s %s ", verb, id);
      t_do_found (t, text);
      return;
    }
  loc = bh_game_data_dup_location_id (t->data, where);
  text = g_strdup_printf ("%s %s %s", verb, id, loc);
  t_do (t, text);
}

static void
t_starting (T *t)
{
}

static void
t_applied (T *t)
{
  bloody_ctx_init (&t->c, t->self, t->st);
}

static void
t_release (T *t)
{
}

static BloodyExtra *
t_x (T *t)
{
  return bh_state_extra (t->st);
}

static gint16 *
t_mk (T *t, const char *marker)
{
  int m = bh_game_data_find_marker (t->data, marker);

  g_assert_cmpint (m, >=, 0);
  return &bh_state_markers (t->st)[m];
}

/* Every piece on the map or a battle board goes back off the board, and
 * no unit waits to enter or to be placed (the opening's own arrivals and
 * militia drawn, which depend on the opening's dice). */
G_GNUC_UNUSED static void
t_clear (T *t)
{
  BhPieceState *pc = bh_state_pieces (t->st);
  const BloodyData *d = t->self->d;

  t_x (t)->n_land = 0;
  t_x (t)->n_to_place = 0;

  for (guint p = 0; p < d->n_pieces; p++)
    if (pc[p].location != BH_OFFBOARD && (pc[p].location < (int) d->n_spaces || pc[p].location >= (int) (d->n_spaces + d->n_boxes)))
      {
        pc[p].location = BH_OFFBOARD;
        pc[p].face = 0;
        t_x (t)->status[p] = 0;
      }
  bh_state_reindex (t->st);
}

static int
t_put (T *t, const char *piece, const char *where, int face)
{
  int p = t_piece (t, piece);

  bh_state_move_piece (t->st, p, t_loc (t, where));
  bh_state_pieces (t->st)[p].face = face;
  t_x (t)->status[p] = 0;
  return p;
}

G_GNUC_UNUSED static gboolean
t_at (T *t, const char *piece, const char *where)
{
  return bh_state_pieces (t->st)[t_piece (t, piece)].location == t_loc (t, where);
}

G_GNUC_UNUSED static void
t_vp (T *t, int us, int na)
{
  t_x (t)->vp[0] = us;
  t_x (t)->vp[1] = na;
  *t_mk (t, "vp-us") = us;
  *t_mk (t, "vp-na") = na;
}

/* A settler still to place (6.0.1), anywhere (a 6 on the location roll),
 * as the Supply Phase begins: placing it ("settle cincinnati") runs the
 * Supply and Mobilization Phases. */
G_GNUC_UNUSED static void
t_last_settler (T *t)
{
  t->st->phase = 2;
  t_x (t)->proc = 0;
  t_x (t)->settlers_left = 1;
  t_x (t)->settle_max[0] = t_x (t)->settle_max[1] = SETTLE_ANYWHERE;
  t->st->pending.side = 0;
  t->st->pending.kind = D_SETTLE;
}

/* The Action Phase (4.5) after one pass: the US to act, and its pass, the
 * second in succession, ends the phase (A40). */
G_GNUC_UNUSED static void
t_action_phase_last_pass (T *t)
{
  t->st->phase = 4;
  t_x (t)->settlers_left = 0;   /* the Settlers Phase is over */
  t_x (t)->proc = 1;
  t_x (t)->passed = 1;
  t->st->pending.side = 0;
  t->st->pending.kind = D_ACTION;
}

/* Fall 1790 of `scenario` with its optional rule `option` on (or NULL),
 * the map cleared, CL 2, 5 VPs each, the Action Phase with `side` to act
 * and an Atrocity marker each in hand (9.2). */
G_GNUC_UNUSED static T *
t_atrocity_position_with (const char *scenario, const char *option, int side)
{
  T *t = t_new_with_option (scenario, option);

  t_clear (t);
  t_x (t)->severe = 0;
  *t_mk (t, "turn") = 1;
  t->st->turn = 1;
  *t_mk (t, "us-commitment") = 2;
  t_vp (t, 5, 5);
  t->st->phase = 4;
  t_x (t)->proc = 1;
  t_x (t)->passed = 0;
  t_x (t)->atrocities_left[0] = t_x (t)->atrocities_left[1] = 1;
  t_x (t)->ambushed = 0;
  t->st->pending.side = side;
  t->st->pending.kind = D_ACTION;
  return t;
}

G_GNUC_UNUSED static T *
t_atrocity_position (const char *scenario, int side)
{
  return t_atrocity_position_with (scenario, NULL, side);
}

/* `scenario`'s Action Phase of `turn` (1 Fall 1790, 2 Winter 1791, ...),
 * the map cleared, no severe weather, CL 2, VPs 5 to 5, every nation at
 * war, everything in supply, no fort being built, no Atrocity marker to
 * place: `side` to act, neither side having passed. */
G_GNUC_UNUSED static T *
t_action_position_in (const char *scenario, int turn, int side)
{
  T *t = t_new (scenario);

  t_clear (t);
  *t_mk (t, "turn") = turn;
  t->st->turn = turn;
  t_x (t)->severe = 0;
  *t_mk (t, "us-commitment") = 2;
  t_vp (t, 5, 5);
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    t_x (t)->nation_status[n] = NS_WARPATH;
  memset (t_x (t)->oos, 0, sizeof t_x (t)->oos);
  memset (t_x (t)->fort_builder, 0, sizeof t_x (t)->fort_builder);
  t->st->phase = 4;
  t_x (t)->proc = 1;
  t_x (t)->passed = 0;
  t_x (t)->settlers_left = 0;
  t_x (t)->atrocities_left[0] = t_x (t)->atrocities_left[1] = 0;
  t->st->pending.side = side;
  t->st->pending.kind = D_ACTION;
  return t;
}

/* The same in 15.4, the campaign. */
G_GNUC_UNUSED static T *
t_action_position (int turn, int side)
{
  return t_action_position_in ("campaign-for-ohio", turn, side);
}

/* Spring 1791 of 15.4 at commitment level `cl`, the US offered Group A
 * (8.5.2): Harmar and seven regulars at Cincinnati, 10 VPs to 0; `extra`
 * leaders (NULL-ended, or NULL) in play there too. */
G_GNUC_UNUSED static T *
t_group_a_position (int cl, const char *const *extra)
{
  T *t = t_new ("campaign-for-ohio");

  t_clear (t);
  *t_mk (t, "turn") = 3;
  t->st->turn = 3;
  *t_mk (t, "us-commitment") = cl;
  t_vp (t, 10, 0);
  t_put (t, "harmar", "cincinnati", 0);
  t_put_series (t, "us-regular", 1, 7, "cincinnati", 0);
  for (; extra != NULL && *extra != NULL; extra++)
    t_put (t, *extra, "cincinnati", 0);
  t->st->phase = 3;
  t_x (t)->proc = 1;
  t_x (t)->group_taken = 0;
  t->st->pending.side = 0;
  t->st->pending.kind = D_GROUP;
  return t;
}

/* 15.1 from the Settler Phase with one settler left: placing it runs Supply and
 * the Mobilization Phase, whose first die is the commitment roll (8.2), at
 * commitment `cl` and VPs `us_vp` to `na_vp`. */
G_GNUC_UNUSED static T *
t_mobilization_position (int cl, int us_vp, int na_vp)
{
  T *t = t_new ("harmars-expedition");

  t_last_settler (t);
  *t_mk (t, "us-commitment") = cl;
  t_vp (t, us_vp, na_vp);
  /* The nations as 15.1.2 sets them: Shawnee and Miami on the warpath at
   * ML 3, the others peaceful at their base 3 (setup already rolled). */
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    {
      const char *id = bh_game_data_get_nation (t->data, n)->id;
      gboolean war = g_str_equal (id, "shawnee") || g_str_equal (id, "miami");
      g_autofree char *marker = g_strdup_printf ("ml-%s", id);

      t_x (t)->nation_status[n] = war ? NS_WARPATH : NS_PEACEFUL;
      if (bh_game_data_find_marker (t->data, marker) >= 0)
        *t_mk (t, marker) = g_str_equal (id, "iroquois") ? 2 : 3;
      for (guint p = 0; p < t->self->d->n_pieces; p++)
        if (t->self->d->pieces[p].nation == (int) n && t->self->d->pieces[p].klass == PC_WARRIOR)
          bh_state_pieces (t->st)[p].face = war ? 0 : 1;
    }
  return t;
}

/* The Mobilization Phase's last step of 15.4's Fall 1790 (one militia
 * unit to place); `leaders` (NULL-ended) at Cincinnati, Little Turtle at
 * Kekionga. */
G_GNUC_UNUSED static T *
t_before_initiative (const char *const *leaders)
{
  T *t = t_new ("campaign-for-ohio");
  int militia;

  t_clear (t);
  t_x (t)->severe = 0;
  for (; *leaders; leaders++)
    t_put (t, *leaders, "cincinnati", 0);
  t_put (t, "us-regular.1", "cincinnati", 0);
  t_put (t, "little-turtle", "kekionga", 0);
  t_put (t, "warrior-miami.1", "kekionga", 0);
  militia = t_put (t, "militia-kentucky.1", "militia-cup", 0);
  t->st->phase = 3;
  t_x (t)->proc = 3;
  t_x (t)->n_to_place = 1;
  t_x (t)->to_place[0] = militia;
  t_x (t)->to_remove = 0;
  t->st->pending.side = 0;
  t->st->pending.kind = D_PLACE_MILITIA;
  t->st->pending.args[0] = militia;
  return t;
}

/* The Combat Phase (4.5) with `area` the only contested area, the US
 * (initiative) to choose it: "resolve AREA" follows. */
G_GNUC_UNUSED static void
t_combat_phase (T *t, const char *area)
{
  int loc = t_loc (t, area);

  t_x (t)->initiative = 0;
  t_x (t)->proc = 0;
  memset (t_x (t)->combat_areas, 0, sizeof t_x (t)->combat_areas);
  t_x (t)->combat_areas[loc / 8] |= 1u << (loc % 8);
  t->st->phase = 5;
  t->st->pending.side = 0;
  t->st->pending.kind = D_COMBAT;
}

/* A battle in progress at impulse `impulse` of round `round`, `side` to decide `kind`. */
G_GNUC_UNUSED static void
t_battle_at (T *t, int round, int impulse, int first, int kind, int side)
{
  BloodyBattle *b = &t_x (t)->battle;

  b->active = 1;
  b->round = round;
  b->impulse = impulse;
  b->started = 1;
  b->first = first;
  b->surprise = 0;
  b->melee_hex = -1;
  b->loss_left = 0;
  t->st->pending.side = side;
  t->st->pending.kind = kind;
  memset (t->st->pending.args, 0, sizeof t->st->pending.args);
}

/* A piece and where it stands, for tables of positions; `face` 1 is
 * routed on a battle board (face down on the map). */
typedef struct {
  const char *piece, *hex;
  int face;
  gboolean disrupted;
} Put;

/* Puts each piece of `puts`, up to the first with no piece. */
G_GNUC_UNUSED static void
put_all (T *t, const Put *puts)
{
  for (const Put *p = puts; p->piece; p++)
    {
      t_put (t, p->piece, p->hex, p->face);
      if (p->disrupted)
        t_x (t)->status[t_piece (t, p->piece)] |= ST_DISRUPTED;
    }
}

/* 16.1's Wilderness board cleared, `units` on it, and round 1's first
 * melee impulse: `side`, the first player, attacks `hex` with each of
 * `attackers` (NULL-ended); the strike is the caller's. */
G_GNUC_UNUSED static T *
t_melee_position (const Put *units, int side, const char *hex, const char *const *attackers)
{
  T *t = t_new ("harmars-defeat");
  g_autofree char *melee = g_strdup_printf ("melee %s", hex);

  t_clear (t);
  put_all (t, units);
  t_battle_at (t, 1, BI_MELEE_FIRST, side, D_MELEE, side);
  t_do (t, melee);
  for (; *attackers; attackers++)
    {
      g_autofree char *join = g_strdup_printf ("join %s", *attackers);

      t_do (t, join);
    }
  return t;
}



/* Performs `text` with a seed whose first dice are `rolls` (-1 any),
 * of which it may use only the first ones; returns how many it rolled. */
static int
t_do_rolls_some (T *t, const char *text, const int *rolls)
{
  g_autoptr(BhState) tmp = bh_state_copy (t->st);
  BhAction a;
  int n = 0;

  while (rolls[n])
    n++;
  t_starting (t);
  t_parse_legal (t, text, &a);
  for (guint64 seed = 1; seed < 50000000; seed++)
    {
      gboolean ok = TRUE;

      bh_state_seed (tmp, seed);
      for (int i = 0; i < n && ok; i++)
        {
          int v = (int) bh_state_random (tmp, 6) + 1;

          ok = rolls[i] < 0 || v == rolls[i];
        }
      if (ok)
        {
          bh_state_seed (t->st, seed);
          t_apply (t, &a);
          if ((int) t->st->n_rolls > n)
            g_error ("“%s” rolled %d dice, more than %d", text, t->st->n_rolls, n);
          return t->st->n_rolls;
        }
    }
  g_error ("no seed gives the dice for “%s”", text);
}

/* `text` rolled with `rolls` as t_do_rolls does, the NA's choices of the
 * next nation to roll for mobilization (9.1.2) on the way made in the
 * data's order, each taking the next of `rolls`; a nation gone on the
 * warpath leaves its warriors where they are (8.1). */
G_GNUC_UNUSED static void
t_do_rolls_through (T *t, const char *text, const int *rolls)
{
  rolls += t_do_rolls_some (t, text, rolls);
  while ((t->st->pending.kind == D_MOB_ORDER || t->st->pending.kind == D_REDEPLOY) && *rolls)
    {
      /* A nation gone on the warpath: its warriors stay where they are (8.1). */
      g_autofree char *next = t->st->pending.kind == D_REDEPLOY ? g_strdup ("redeploy-done") : t_find (t, "roll-next ");

      rolls += t_do_rolls_some (t, next, rolls);
    }
  if (*rolls)
    g_error ("“%s”: dice left unrolled", text);
}

/* Units waiting to enter (D_LAND) go, one by one, to the first place
 * listed; the last one's action is rolled with `rolls` (or none), the
 * order of the mobilization rolls as the data lists the nations. */
G_GNUC_UNUSED static void
t_land_all_first (T *t, const int *rolls)
{
  while (t->st->pending.kind == D_LAND)
    {
      g_autofree char *text = t_find (t, "enter ");

      g_assert_nonnull (text);
      if (t_x (t)->n_land == 1 && rolls != NULL)
        {
          t_do_rolls_through (t, text, rolls);
          return;
        }
      t_do (t, text);
    }
}
