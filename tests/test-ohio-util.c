/* test-ohio-util.c — helpers for the Blood on the Ohio tests, #included
 * by each tests/test-ohio-*.c: build a position on the real map with the
 * state API; the rest is tests/test-rules-util.c. */
#include "config.h"

#include "bh-builtin-rules.h"
#include "ohio/bh-ohio-private.h"
#include "bh-zone-terms.h"

typedef struct {
  BhGameData *data;
  BhRules *rules;
  BhOhioRules *self;
  const BhScenario *sc;
  BhState *st;
  OhioCtx c;
  char *narration;     /* the log's account of the last action */
} T;

static void t_starting (T *t);
static void t_applied (T *t);
static void t_release (T *t);
static int t_put (T *t, const char *piece, const char *where, int face);

#include "test-rules-util.c"

/* The default game of `scenario` (option choose-set-up on), waiting for
 * its first set-up decision (App. 2, App. 4): the rows about the set-up. */
G_GNUC_UNUSED static T *
t_new_setting_up (const char *scenario)
{
  T *t = g_new0 (T, 1);

  bh_builtin_rules_register ();
  t->sc = t_init (t, "ohio", scenario, 1, NULL);
  t->self = BH_OHIO_RULES (t->rules);
  ohio_ctx_init (&t->c, t->self, t->st);
  return t;
}

/* Each side still to set up takes the scenario's example for the rest of
 * its pieces (`set-up-example`, App. 2 / App. 4), the US's forts' stacks
 * included (20.1), as a player who does not place them by hand; the log of
 * the set-up is not the rows' concern. */
static void t_do (T *t, const char *text);

G_GNUC_UNUSED static void
t_take_example_set_up (T *t)
{
  for (int guard = 0; (t->st->pending.kind == D_SETUP || t->st->pending.kind == D_SETUP_FORT) && guard < 2; guard++)
    t_do (t, "set-up-example");
  g_assert_cmpint (t->st->pending.kind, !=, D_SETUP);
  g_assert_cmpint (t->st->pending.kind, !=, D_SETUP_FORT);
  g_clear_pointer (&t->narration, g_free);
}

/* The US leaves each fort's stacks as they stand at the set-up (20.1,
 * `stacks-done`, every piece screening): in the learning tiers (App. 2,
 * the US first) the WC's set-up follows; in App. 4 the game begins. */
G_GNUC_UNUSED static void
t_leave_fort_stacks (T *t)
{
  for (int guard = 0; t->st->pending.kind == D_SETUP_FORT && guard < 8; guard++)
    t_do (t, "stacks-done");
  g_assert_cmpint (t->st->pending.kind, !=, D_SETUP_FORT);
}

/* The default game of `scenario` past its set-up, both sides having taken
 * the example (t_take_example_set_up): the start the rows about later
 * rules want, the data's places. */
static T *
t_new (const char *scenario)
{
  T *t = t_new_setting_up (scenario);

  t_take_example_set_up (t);
  return t;
}

static void
t_starting (T *t)
{
}

static void
t_applied (T *t)
{
  ohio_ctx_init (&t->c, t->self, t->st);
}

static void
t_release (T *t)
{
}

G_GNUC_UNUSED static int
t_nation (T *t, const char *id)
{
  return bh_game_data_find_nation (t->data, id);
}

static OhioExtra *
t_x (T *t)
{
  return bh_state_extra (t->st);
}

/* An empty map: every piece on a space goes back to the mix; printed
 * structures are whole again. */
static void
t_clear_map (T *t)
{
  const OhioData *d = t->self->d;
  BhPieceState *pc = bh_state_pieces (t->st);

  for (guint p = 0; p < d->n_pieces; p++)
    if (pc[p].location != BH_OFFBOARD && pc[p].location < d->n_spaces)
      {
        pc[p].location = BH_OFFBOARD;
        pc[p].flags = 0;
        pc[p].face = 0;
      }
  for (guint s = 0; s < d->n_spaces; s++)
    {
      if (d->spaces[s].printed_settlement || d->spaces[s].principal != OHIO_NONE)
        t_x (t)->printed[s] = 2;
      t_x (t)->space_flags[s] = 0;
    }
  ohio_ctx_init (&t->c, t->self, t->st);
  ohio_index_rebuild (&t->c);
  /* The engine's index too (bh-state.h). */
  bh_state_reindex (t->st);
}

static int
t_put (T *t, const char *piece, const char *where, int face)
{
  int p = t_piece (t, piece);
  BhPieceState *pc = &bh_state_pieces (t->st)[p];

  ohio_move_piece (&t->c, p, t_loc (t, where));
  pc->face = face;
  pc->flags = 0;
  return p;
}

/* A new game of `scenario` on an empty map (t_clear_map): the set-up
 * most rows start from before they place their own pieces. */
G_GNUC_UNUSED static T *
t_new_clear (const char *scenario)
{
  T *t = t_new (scenario);

  t_clear_map (t);
  return t;
}

/* `leader` forms a force, the pieces named after it (up to a NULL) are
 * added one by one in that order, and the force marches (6.3, 6.5). */
G_GNUC_UNUSED G_GNUC_NULL_TERMINATED static void
t_form_march (T *t, const char *leader, ...)
{
  g_autofree char *form = g_strdup_printf ("form %s", leader);
  va_list args;

  t_do (t, form);
  va_start (args, leader);
  for (const char *id = va_arg (args, const char *); id; id = va_arg (args, const char *))
    {
      g_autofree char *add = g_strdup_printf ("add %s", id);

      t_do (t, add);
    }
  va_end (args);
  t_do (t, "march");
}

/* "`verb` ID `rest`", ID the first piece of class `klass` (PC_SETTLEMENT,
 * PC_FORT) in the pool of pieces to build: the action that builds it (5.3). */
G_GNUC_UNUSED static char *
t_build_action (T *t, const char *verb, int klass, const char *rest)
{
  int piece = ohio_first_class (&t->c, t->self->d->builds, klass);
  g_autofree char *id = bh_game_data_dup_piece_id (t->data, piece);

  return g_strdup_printf ("%s %s %s", verb, id, rest);
}

/* The game is over and `side` has won it. */
G_GNUC_UNUSED static void
t_assert_won (T *t, int side)
{
  g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
  g_assert_cmpint (t->st->winner, ==, side);
}

/* Harmar's column: Harmar and the five US regulars (10 FP), full
 * strength, on `space`. */
G_GNUC_UNUSED static void
t_put_harmar_column (T *t, const char *space)
{
  t_put (t, "harmar", space, 0);
  t_put_series (t, "us-regular-infantry", 1, 5, space, 0);
}

/* Harmar forms his column into a force and marches (6.3, 6.5). */
G_GNUC_UNUSED static void
t_march_harmar_column (T *t)
{
  t_do (t, "form harmar");
  t_do_series (t, "add", "us-regular-infantry", 1, 5);
  t_do (t, "march");
}

/* An empty map but for Fort Steuben at East Fork, defended by two US
 * regulars (20.1). */
G_GNUC_UNUSED static void
t_steuben_defended (T *t)
{
  t_clear_map (t);
  t_put (t, "fort-steuben", "east-fork", 0);
  t_put (t, "us-regular-infantry.1", "east-fork", 0);
  t_put (t, "us-regular-infantry.2", "east-fork", 0);
  t_pc (t, "us-regular-infantry.1")->flags = F_DEFEND;
  t_pc (t, "us-regular-infantry.2")->flags = F_DEFEND;
}

/* The game at a segment of a turn, with a decision pending. */
static void
t_at (T *t, int turn, int phase, int side, int kind)
{
  OhioExtra *x = t_x (t);

  t->st->turn = turn;
  t->st->phase = phase;
  bh_state_markers (t->st)[t->self->d->m_turn] = turn;
  bh_state_markers (t->st)[t->self->d->m_segment] = phase + 1;
  x->proc = 0;
  x->proc_started = 1;
  x->sa_passed = 0;
  x->sa_turn = side;
  t->st->pending.side = side;
  t->st->pending.kind = kind;
  memset (t->st->pending.args, 0, sizeof t->st->pending.args);
}

G_GNUC_UNUSED static void
t_vp (T *t, int side, int half_points)
{
  t_x (t)->vp2[side] = half_points;
  bh_state_markers (t->st)[t->self->d->m_vp[side]] = half_points / 2;
}

/* Both sides' VP in half points, the WC's then the US's (sides 1 and 0,
 * the tests' enum { US, WC }, declared after this file). */
G_GNUC_UNUSED static void
t_vps (T *t, int wc_half_points, int us_half_points)
{
  t_vp (t, 1, wc_half_points);
  t_vp (t, 0, us_half_points);
}

G_GNUC_UNUSED static int
t_vp2 (T *t, int side)
{
  return t_x (t)->vp2[side];
}

static int
t_kind (T *t)
{
  return t->st->pending.kind;
}

/* Turn 1, the first US Operations (phase 1, side 0: the tests' PH_US1
 * and US), no VP: us-regular-infantry.1, placed by the caller, marches
 * alone into `space` and attacks the WC there; the WC defends and the
 * event die shows Reinforcements (6, 14.3): the sides are to name their
 * reinforcements. */
G_GNUC_UNUSED static void
t_lone_regular_calls_reinforcements (T *t, const char *space)
{
  g_autofree char *move = g_strdup_printf ("move %s", space);

  t_vps (t, 0, 0);
  t_at (t, 1, 1, 0, D_OPS);
  t_form_march (t, "us-regular-infantry.1", NULL);
  t_do (t, move);
  t_do (t, "attack");
  t_do_rolls (t, "defend", ROLLS (6));
  g_assert_cmpint (t_kind (t), ==, D_REINF_CHOOSE);
}

/* Turn 1, the first US Operations, no VP: two full US regulars, put on
 * `from` here, march into the village at `to` and attack it with `rolls`
 * (the event die, then the faction dice): the village is reduced and
 * must move (20.5.1). Returns the actions offered (t_actions). */
G_GNUC_UNUSED static char *
t_two_regulars_reduce_village (T *t, const char *from, const char *to, const int *rolls)
{
  g_autofree char *move = g_strdup_printf ("move %s", to);

  t_put_series (t, "us-regular-infantry", 1, 2, from, 0);
  t_vps (t, 0, 0);
  t_at (t, 1, 1, 0, D_OPS);
  t_form_march (t, "us-regular-infantry.1", "us-regular-infantry.2", NULL);
  t_do (t, move);
  t_do_rolls (t, "attack", rolls);
  g_assert_cmpint (t_kind (t), ==, D_RELOCATE);
  return t_actions (t);
}

/* T6 (21.2): in turn 3's first US Operations (phase 1, side 0), St.
 * Clair, a scout and a regular at Fort Washington form a force and
 * march with the scout, which stays loyal (a 3): 4 + 1 = 5 MP. */
G_GNUC_UNUSED static void
t_st_clair_marches_with_a_scout (T *t)
{
  t_put (t, "st-clair", "fort-washington", 0);
  t_put (t, "scout.1", "fort-washington", 0);
  t_put (t, "us-regular-infantry.1", "fort-washington", 0);
  t_at (t, 3, 1, 0, D_OPS);
  t_do (t, "form st-clair");
  t_do (t, "add scout.1");
  t_do (t, "add us-regular-infantry.1");
  t_do_rolls (t, "march-scout", ROLLS (3));
}

/* The set-up choices (App. 2, App. 4; option choose-set-up): the
 * rows of tests/test-ohio-setup.c and tests/test-ohio-setup-terms.c. */

/* Spaces from `from` over every connection of the map, entry squares left
 * out (as the rulebook counts spaces: 5.3, App. 2). */
G_GNUC_UNUSED static void
count_spaces (T *t, const guint8 *from, guint8 *dist)
{
  const OhioData *d = t->self->d;
  gboolean changed = TRUE;

  for (guint s = 0; s < d->n_spaces; s++)
    dist[s] = from[s] && !d->spaces[s].entry ? 0 : 255;
  while (changed)
    {
      changed = FALSE;
      for (guint s = 0; s < d->n_spaces; s++)
        {
          guint n;
          const OhioAdj *adj;

          if (dist[s] == 255)
            continue;
          adj = ohio_adj (d, s, &n);
          for (guint i = 0; i < n; i++)
            if (!d->spaces[adj[i].to].entry && dist[adj[i].to] > dist[s] + 1)
              {
                dist[adj[i].to] = dist[s] + 1;
                changed = TRUE;
              }
        }
    }
}

G_GNUC_UNUSED static void
spaces_from (T *t, int space, guint8 *dist)
{
  guint8 from[OHIO_MAX_SPACES] = { 0 };

  from[space] = 1;
  count_spaces (t, from, dist);
}

/* "set-up PIECE SPACE" for a piece index and a space index. */
G_GNUC_UNUSED static char *
setup_text (T *t, int piece, int space)
{
  g_autofree char *p = bh_game_data_dup_piece_id (t->data, piece);
  g_autofree char *s = bh_game_data_dup_location_id (t->data, space);

  return g_strdup_printf ("set-up %s %s", p, s);
}

G_GNUC_UNUSED static gboolean
listed_setup (T *t, const char *piece, int space)
{
  g_autofree char *text = setup_text (t, t_piece (t, piece), space);
  g_autofree char *found = t_find (t, text);

  return found != NULL && g_str_equal (found, text);
}

/* Sets up the pending piece where the data puts it. */
G_GNUC_UNUSED static void
take_data_place (T *t)
{
  int p = t->st->pending.args[0];
  const BhPlacement *pl = bh_zone_placement_of (t->data, t->sc, t->self->d->pieces[p].type, p);
  g_autofree char *text = setup_text (t, p, pl->location);

  t_do (t, text);
}
