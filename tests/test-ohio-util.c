/* test-ohio-util.c — helpers for the Blood on the Ohio tests, #included
 * by each tests/test-ohio-*.c: build a position on the real map with the
 * state API, perform text actions as a player would, and find a dice seed
 * that makes an action roll given numbers. */
#include "config.h"

#include "bh-builtin-rules.h"
#include "bh-test-util.h"
#include "ohio/bh-ohio-private.h"

#include <string.h>

typedef struct {
  BhLibrary *library;
  BhGameData *data;
  BhRules *rules;
  BhOhioRules *self;
  const BhScenario *sc;
  BhState *st;
  OhioCtx c;
  char *narration;     /* the log's account of the last action */
} T;

static BhGameData *t_shared_data;

static T *
t_new (const char *scenario)
{
  T *t = g_new0 (T, 1);
  g_autoptr(GError) error = NULL;
  int index;

  bh_builtin_rules_register ();
  if (t_shared_data == NULL)
    {
      BhLibrary *library = bh_test_library ();

      t_shared_data = bh_library_load_game (library, "ohio", &error);
      g_assert_no_error (error);
      g_object_unref (library);
    }
  t->data = g_object_ref (t_shared_data);
  t->rules = bh_rules_new_for_game (t->data, FALSE, &error);
  g_assert_no_error (error);
  t->self = BH_OHIO_RULES (t->rules);
  index = bh_game_data_find_scenario (t->data, scenario);
  g_assert_cmpint (index, >=, 0);
  t->sc = bh_game_data_get_scenario (t->data, index);
  t->st = bh_state_new_for_scenario (t->data, t->sc, 1, bh_rules_get_extra_size (t->rules), &error);
  g_assert_no_error (error);
  g_assert_true (bh_rules_setup (t->rules, t->st, t->sc, &error));
  g_assert_no_error (error);
  ohio_ctx_init (&t->c, t->self, t->st);
  return t;
}

static void
t_free (T *t)
{
  bh_state_free (t->st);
  g_free (t->narration);
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
t_nation (T *t, const char *id)
{
  return bh_game_data_find_nation (t->data, id);
}

static OhioExtra *
t_x (T *t)
{
  return bh_state_extra (t->st);
}

static BhPieceState *
t_pc (T *t, const char *id)
{
  return &bh_state_pieces (t->st)[t_piece (t, id)];
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

static void
t_vp (T *t, int side, int half_points)
{
  t_x (t)->vp2[side] = half_points;
  bh_state_markers (t->st)[t->self->d->m_vp[side]] = half_points / 2;
}

static char *
t_actions (T *t)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
  GString *s = g_string_new (NULL);

  bh_rules_list_actions (t->rules, t->st, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      g_autofree char *text = bh_rules_format_action (t->rules, &g_array_index (actions, BhAction, i));

      g_string_append_printf (s, "%s%s", i ? "; " : "", text);
    }
  return g_string_free (s, FALSE);
}

static gboolean
t_can (T *t, const char *text)
{
  BhAction a;

  if (!bh_rules_parse_action (t->rules, text, &a, NULL))
    return FALSE;
  a.side = t->st->pending.side;
  return bh_rules_check_action (t->rules, t->st, &a, NULL);
}

static void
t_apply (T *t, const BhAction *a)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhState) before = bh_state_copy (t->st);

  bh_rules_apply (t->rules, t->st, a);
  if (!bh_rules_check_invariants (t->rules, t->st, &error))
    g_error ("invariant after action: %s", error->message);
  ohio_ctx_init (&t->c, t->self, t->st);
  /* The narration applies the action again to a copy: it must end in the
   * same state. */
  g_free (t->narration);
  t->narration = bh_rules_narrate (t->rules, before, a, t->st);
  g_assert_nonnull (t->narration);
  bh_rules_apply (t->rules, before, a);
  g_assert_true (bh_state_equal (before, t->st));
}

static void
t_do (T *t, const char *text)
{
  g_autoptr(GError) error = NULL;
  BhAction a;

  if (!bh_rules_parse_action (t->rules, text, &a, &error))
    g_error ("cannot parse “%s”: %s", text, error->message);
  a.side = t->st->pending.side;
  if (!bh_rules_check_action (t->rules, t->st, &a, &error))
    {
      g_autofree char *list = t_actions (t);

      g_error ("“%s” refused: %s\nlegal: %s", text, error->message, list);
    }
  t_apply (t, &a);
}

/* Performs `text` with a seed whose first draws are `spec`: pairs of
 * (faces, value) ending with 0; a value of -1 means any.  A die roll is
 * (6, 1..6); a blind draw from a box of n pieces is (-n, 1..n), the pick
 * among the box's pieces in index order.  The seed is found by running
 * the generator alone, then the action is applied and checked. */
static void
t_do_seq (T *t, const char *text, const int *spec)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhState) tmp = bh_state_copy (t->st);
  BhAction a;
  int n = 0;

  while (spec[2 * n])
    n++;
  if (!bh_rules_parse_action (t->rules, text, &a, &error))
    g_error ("cannot parse “%s”: %s", text, error->message);
  a.side = t->st->pending.side;
  if (!bh_rules_check_action (t->rules, t->st, &a, &error))
    {
      g_autofree char *list = t_actions (t);

      g_error ("“%s” refused: %s\nlegal: %s", text, error->message, list);
    }
  for (guint64 seed = 1; seed < 50000000; seed++)
    {
      gboolean ok = TRUE;

      bh_state_seed (tmp, seed);
      tmp->n_rolls = 0;
      for (int i = 0; i < n && ok; i++)
        {
          int v = (int) bh_state_random (tmp, ABS (spec[2 * i])) + 1;

          ok = spec[2 * i + 1] < 0 || v == spec[2 * i + 1];
        }
      if (ok)
        {
          bh_state_seed (t->st, seed);
          t_apply (t, &a);
          for (int i = 0, r = 0; i < n; i++)
            if (spec[2 * i] == 6)
              {
                if (r >= t->st->n_rolls)
                  g_error ("“%s” rolled %d dice, not %d", text, t->st->n_rolls, r + 1);
                if (spec[2 * i + 1] >= 0 && t->st->rolls[r] != spec[2 * i + 1])
                  g_error ("“%s”: roll %d is %d, not %d", text, r + 1, t->st->rolls[r], spec[2 * i + 1]);
                r++;
              }
          return;
        }
    }
  g_error ("no seed gives the draws for “%s”", text);
}

/* Rolls only: t_do_rolls (t, "defend", ROLLS (1, 3, 4, 5)). */
static void
t_do_rolls (T *t, const char *text, const int *rolls)
{
  int spec[64];
  int n = 0;

  while (rolls[n] && n < 31)
    {
      spec[2 * n] = 6;
      spec[2 * n + 1] = rolls[n];
      n++;
    }
  spec[2 * n] = 0;
  t_do_seq (t, text, spec);
}

#define ROLLS(...) ((const int[]) { __VA_ARGS__, 0 })

static int
t_vp2 (T *t, int side)
{
  return t_x (t)->vp2[side];
}

static int
t_face (T *t, const char *piece)
{
  return t_pc (t, piece)->face;
}

static int
t_where (T *t, const char *piece)
{
  return t_pc (t, piece)->location;
}

static void
t_assert_at (T *t, const char *piece, const char *where)
{
  int loc = t_where (t, piece);

  if (loc != t_loc (t, where))
    g_error ("%s is at %s, not %s", piece,
             loc == BH_OFFBOARD ? "off the board" : bh_game_data_get_location_name (t->data, loc), where);
}

static int
t_kind (T *t)
{
  return t->st->pending.kind;
}
