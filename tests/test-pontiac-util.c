/* test-pontiac-util.c — helpers for the Pontiac's War tests, #included by
 * each tests/test-pontiac-*.c: build a position on the real map with the
 * state API, perform text actions as a player would (checking the
 * invariants and that the narration replays to the same state), and force
 * the dice through bh_pontiac_rules_force_dice. */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"
#include "bh-builtin-rules.h"
#include "pontiac/bh-pontiac-private.h"

/* Each test program uses some of these helpers. */
#pragma GCC diagnostic ignored "-Wunused-function"

typedef struct {
  BhGameData *data;
  BhRules *rules;
  BhPontiacRules *self;
  BhState *st;
  PontiacCtx c;
  char *narration;
} T;

static BhGameData *shared_data;

static T *t_new_with_option (const char *scenario, const char *option);

static T *
t_new (const char *scenario)
{
  return t_new_with_option (scenario, NULL);
}

/* A game of `scenario` with the optional rule `option` on (18.0). */
static T *
t_new_with_option (const char *scenario, const char *option)
{
  T *t = g_new0 (T, 1);
  g_autoptr(GError) error = NULL;
  const BhScenario *sc;

  if (shared_data == NULL)
    {
      g_autoptr(BhLibrary) library = bh_test_library ();

      shared_data = bh_library_load_game (library, "pontiac", &error);
      g_assert_no_error (error);
    }
  t->data = g_object_ref (shared_data);
  t->rules = bh_rules_new_for_game (t->data, FALSE, &error);
  g_assert_no_error (error);
  t->self = BH_PONTIAC_RULES (t->rules);
  sc = bh_game_data_get_scenario (t->data, bh_game_data_find_scenario (t->data, scenario));
  t->st = bh_state_new_for_scenario (t->data, sc, 1, bh_rules_get_extra_size (t->rules), &error);
  g_assert_no_error (error);
  if (option != NULL)
    {
      int o = bh_scenario_find_option (sc, option);

      g_assert_cmpint (o, >=, 0);
      t->st->options |= 1u << o;
    }
  g_assert_true (bh_rules_setup (t->rules, t->st, sc, &error));
  pontiac_ctx_init (&t->c, t->self, t->st);
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

/* An empty map: every military piece and marker on a space goes away. */
static void
t_clear_map (T *t)
{
  BhPieceState *pc = bh_state_pieces (t->st);

  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (pc[p].location != BH_OFFBOARD && pc[p].location < t->self->d->n_spaces)
      {
        pc[p].location = BH_OFFBOARD;
        pc[p].flags = 0;
        pc[p].face = 0;
      }
  pontiac_ctx_init (&t->c, t->self, t->st);
  pontiac_index_rebuild (&t->c);
}

static int
t_put (T *t, const char *piece, const char *where, int face)
{
  int p = t_piece (t, piece);

  pontiac_move_piece (&t->c, p, t_loc (t, where));
  bh_state_pieces (t->st)[p].face = face;
  bh_state_pieces (t->st)[p].flags = 0;
  return p;
}

/* The game at the start of a phase (by id), with its automatic part run. */
static void
t_at_phase (T *t, int turn, const char *phase)
{
  PontiacExtra *x = bh_state_extra (t->st);

  t->st->turn = turn;
  bh_state_markers (t->st)[t->self->d->m_turn] = turn;
  t->st->phase = bh_game_data_find_phase (t->data, phase);
  g_assert_cmpint (t->st->phase, >=, 0);
  x->phase_started = 0;
  x->phase_done = 0;
  x->attrition_space = -1;
  pontiac_advance (&t->c);
}

static void
t_vp (T *t, int nations, int british)
{
  bh_state_markers (t->st)[t->self->d->m_vp[0]] = nations;
  bh_state_markers (t->st)[t->self->d->m_vp[1]] = british;
}

static int
t_vp_of (T *t, int side)
{
  return bh_state_markers (t->st)[t->self->d->m_vp[side]];
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

/* Performs `text` as the deciding player, with `rolls` (0-terminated, may
 * be NULL) as the next dice; checks the invariants and that the narration
 * replays to the same state. */
static void
t_do_rolls (T *t, const char *text, const int *rolls)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhState) before = NULL;
  BhAction a;
  guint n = 0;

  while (rolls && rolls[n])
    n++;
  bh_pontiac_rules_force_dice (t->st, rolls, n);
  before = bh_state_copy (t->st);
  if (!bh_rules_parse_action (t->rules, text, &a, &error))
    g_error ("cannot parse “%s”: %s", text, error->message);
  a.side = t->st->pending.side;
  if (!bh_rules_check_action (t->rules, t->st, &a, &error))
    {
      g_autofree char *list = t_actions (t);

      g_error ("“%s” refused: %s\nlegal: %s", text, error->message, list);
    }
  bh_rules_apply (t->rules, t->st, &a);
  if (!bh_rules_check_invariants (t->rules, t->st, &error))
    g_error ("invariant after “%s”: %s", text, error->message);
  g_free (t->narration);
  t->narration = bh_rules_narrate (t->rules, before, &a, t->st);
  bh_rules_apply (t->rules, before, &a);
  g_assert_true (bh_state_equal (before, t->st));
  pontiac_ctx_init (&t->c, t->self, t->st);
}

#define ROLLS(...) ((const int[]) { __VA_ARGS__, 0 })

static void
t_do (T *t, const char *text)
{
  t_do_rolls (t, text, NULL);
}

/* Declares the attack when the force could also pass through (10.1). */
static void
t_attack_if_asked (T *t)
{
  if (t->st->pending.kind == D_ENTER)
    t_do (t, "attack");
}

static int
t_face (T *t, const char *piece)
{
  return bh_state_pieces (t->st)[t_piece (t, piece)].face;
}

static int
t_where (T *t, const char *piece)
{
  return bh_state_pieces (t->st)[t_piece (t, piece)].location;
}


/* The first listed action whose text starts with `prefix`, or NULL. */
static char *
t_find (T *t, const char *prefix)
{
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));

  bh_rules_list_actions (t->rules, t->st, actions);
  for (guint i = 0; i < actions->len; i++)
    {
      char *text = bh_rules_format_action (t->rules, &g_array_index (actions, BhAction, i));

      if (g_str_has_prefix (text, prefix))
        return text;
      g_free (text);
    }
  return NULL;
}

/* Whether some listed action starts with `prefix`. */
static gboolean
t_has (T *t, const char *prefix)
{
  g_autofree char *text = t_find (t, prefix);

  return text != NULL;
}

static void
t_do_found (T *t, const char *prefix)
{
  g_autofree char *text = t_find (t, prefix);

  if (text == NULL)
    {
      g_autofree char *list = t_actions (t);

      g_error ("no action “%s…”\nlegal: %s", prefix, list);
    }
  t_do (t, text);
}

/* No cards in hand: the tests that are not about cards skip step 3. */
static void
t_no_cards (T *t)
{
  for (int side = 0; side < 2; side++)
    FOR_PIECES_AT (&t->c, t->self->d->box_hand[side], p)
      pontiac_move_piece (&t->c, p, t->self->d->box_deck[side]);
}

static int
t_fp_on_map (T *t, int side)
{
  int fp = 0;

  for (guint s = 0; s < t->self->d->n_spaces; s++)
    FOR_PIECES_AT (&t->c, s, p)
      if (pontiac_side_of (&t->c, p) == side && pontiac_is_unit (&t->c, p))
        fp += t->self->d->pieces[p].printed_fp;
  return fp;
}

static int
t_arms (T *t)
{
  return bh_state_markers (t->st)[t->self->d->m_arms];
}

static void
t_set_arms (T *t, int v)
{
  bh_state_markers (t->st)[t->self->d->m_arms] = v;
}

