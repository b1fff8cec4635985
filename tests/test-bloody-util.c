/* test-bloody-util.c — helpers for the A Dark and Bloody Ground tests,
 * #included by each tests/test-bloody-*.c: build a position with the state
 * API, perform text actions as a player would, and find a dice seed that
 * makes an action roll given numbers. */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"
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

static BhGameData *t_shared_data;

static T *
t_new (const char *scenario)
{
  T *t = g_new0 (T, 1);
  g_autoptr(GError) error = NULL;
  int index;

  if (t_shared_data == NULL)
    {
      BhLibrary *library = bh_test_library ();

      t_shared_data = bh_library_load_game (library, "bloodyground", &error);
      g_assert_no_error (error);
      g_object_unref (library);
    }
  t->data = g_object_ref (t_shared_data);
  t->rules = bh_rules_new_for_game (t->data, FALSE, &error);
  g_assert_no_error (error);
  t->self = BH_BLOODY_RULES (t->rules);
  index = bh_game_data_find_scenario (t->data, scenario);
  g_assert_cmpint (index, >=, 0);
  t->sc = bh_game_data_get_scenario (t->data, index);
  t->st = bh_state_new_for_scenario (t->data, t->sc, 1, bh_rules_get_extra_size (t->rules), &error);
  g_assert_no_error (error);
  g_assert_true (bh_rules_setup (t->rules, t->st, t->sc, &error));
  bloody_ctx_init (&t->c, t->self, t->st);
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

/* Every piece on the map or a battle board goes back off the board. */
static void
t_clear (T *t)
{
  BhPieceState *pc = bh_state_pieces (t->st);
  const BloodyData *d = t->self->d;

  for (guint p = 0; p < d->n_pieces; p++)
    if (pc[p].location != BH_OFFBOARD && (pc[p].location < (int) d->n_spaces || pc[p].location >= (int) (d->n_spaces + d->n_boxes)))
      {
        pc[p].location = BH_OFFBOARD;
        pc[p].face = 0;
        t_x (t)->status[p] = 0;
      }
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

static int
t_count_at (T *t, const char *where)
{
  return bh_state_count_at (t->st, t_loc (t, where));
}

static gboolean
t_at (T *t, const char *piece, const char *where)
{
  return bh_state_pieces (t->st)[t_piece (t, piece)].location == t_loc (t, where);
}

static void
t_vp (T *t, int us, int na)
{
  t_x (t)->vp[0] = us;
  t_x (t)->vp[1] = na;
  *t_mk (t, "vp-us") = us;
  *t_mk (t, "vp-na") = na;
}

/* A battle in progress at impulse `impulse` of round `round`, `side` to decide `kind`. */
static void
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
  bloody_ctx_init (&t->c, t->self, t->st);
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

/* Performs `text` with a seed whose first dice are `rolls` (0-terminated;
 * -1 means any). */
static void
t_do_rolls (T *t, const char *text, const int *rolls)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhState) tmp = bh_state_copy (t->st);
  BhAction a;
  int n = 0;

  while (rolls[n])
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
      for (int i = 0; i < n && ok; i++)
        {
          int v = (int) bh_state_random (tmp, 6) + 1;

          ok = rolls[i] < 0 || v == rolls[i];
        }
      if (ok)
        {
          bh_state_seed (t->st, seed);
          t_apply (t, &a);
          for (int i = 0; i < n; i++)
            {
              if (i >= t->st->n_rolls)
                g_error ("“%s” rolled %d dice, not %d", text, t->st->n_rolls, n);
              if (rolls[i] >= 0 && t->st->rolls[i] != rolls[i])
                g_error ("“%s”: roll %d is %d, not %d", text, i + 1, t->st->rolls[i], rolls[i]);
            }
          return;
        }
    }
  g_error ("no seed gives the dice for “%s”", text);
}

#define ROLLS(...) ((const int[]) { __VA_ARGS__, 0 })

static gboolean
t_said (T *t, const char *text)
{
  return t->narration != NULL && strstr (t->narration, text) != NULL;
}
