/* test-madison-util.c — helpers for the Mr. Madison's War tests, #included
 * by each tests/test-madison-*.c: a position built on the real map with
 * the state API, text actions performed as a player would, and a dice seed
 * found so that an action rolls given numbers.  The rules are not yet in
 * bh-builtin-rules.c, so the helpers register them. */
#include "config.h"

#include <string.h>

#include "bh-test-util.h"
#include "madison/bh-madison-private.h"

typedef struct {
  BhGameData *data;
  BhRules *rules;
  BhMadisonRules *self;
  BhState *st;
  MadCtx c;
  char *narration;     /* the log's account of the last action */
  GString *story;      /* the accounts since the last t_do, or since t_keep_story */
  gboolean keep_story;
} T;

static BhGameData *t_shared_data;

G_GNUC_UNUSED static T *
t_new_seed (const char *scenario, guint64 seed)
{
  T *t = g_new0 (T, 1);
  g_autoptr(GError) error = NULL;
  const BhScenario *sc;
  int index;

  bh_rules_register ("madison", BH_TYPE_MADISON_RULES);
  if (t_shared_data == NULL)
    {
      g_autoptr(BhLibrary) library = bh_test_library ();

      t_shared_data = bh_library_load_game (library, "madison", &error);
      g_assert_no_error (error);
    }
  t->data = g_object_ref (t_shared_data);
  t->story = g_string_new (NULL);
  t->rules = bh_rules_new_for_game (t->data, FALSE, &error);
  g_assert_no_error (error);
  t->self = BH_MADISON_RULES (t->rules);
  index = bh_game_data_find_scenario (t->data, scenario);
  g_assert_cmpint (index, >=, 0);
  sc = bh_game_data_get_scenario (t->data, index);
  t->st = bh_state_new_for_scenario (t->data, sc, seed, bh_rules_get_extra_size (t->rules), &error);
  g_assert_no_error (error);
  g_assert_true (bh_rules_setup (t->rules, t->st, sc, &error));
  g_assert_no_error (error);
  mad_ctx_init (&t->c, t->self, t->st);
  return t;
}

G_GNUC_UNUSED static T *
t_new (const char *scenario)
{
  return t_new_seed (scenario, 1);
}

G_GNUC_UNUSED static void
t_free (T *t)
{
  bh_state_free (t->st);
  g_free (t->narration);
  g_string_free (t->story, TRUE);
  g_object_unref (t->rules);
  g_object_unref (t->data);
  g_free (t);
}

G_GNUC_UNUSED static int
t_piece (T *t, const char *id)
{
  int p = bh_game_data_find_piece (t->data, id);

  if (p < 0)
    g_error ("no piece %s", id);
  return p;
}

G_GNUC_UNUSED static int
t_loc (T *t, const char *id)
{
  int l = bh_game_data_find_location (t->data, id);

  if (l < 0)
    g_error ("no location %s", id);
  return l;
}

G_GNUC_UNUSED static MadExtra *
t_x (T *t)
{
  return bh_state_extra (t->st);
}

G_GNUC_UNUSED static BhPieceState *
t_pc (T *t, const char *id)
{
  return &bh_state_pieces (t->st)[t_piece (t, id)];
}

G_GNUC_UNUSED static int
t_vp (T *t)
{
  return bh_state_markers (t->st)[t->self->d->m_vp];
}

/* The VP marker follows the position again (4.12) after a test moved
 * pieces by hand: no points from events. */
G_GNUC_UNUSED static void
t_sync_vp (T *t)
{
  mad_ctx_init (&t->c, t->self, t->st);
  t_x (t)->event_vp = 0;
  bh_state_markers (t->st)[t->self->d->m_vp] = mad_vp_now (&t->c);
}

/* An empty map and empty hands: every land unit, leader and ship off the
 * board, every card of the hands in the discard pile. */
G_GNUC_UNUSED static void
t_clear (T *t)
{
  const MadData *d = t->self->d;
  BhPieceState *pc = bh_state_pieces (t->st);

  for (guint p = 0; p < d->n_pieces; p++)
    {
      int loc = pc[p].location;

      if (loc != BH_OFFBOARD && loc < (int) d->n_spaces)
        {
          pc[p].location = BH_OFFBOARD;
          pc[p].flags = 0;
          pc[p].face = 0;
        }
      if (loc == d->hand[0] || loc == d->hand[1] || loc == d->held[0] || loc == d->held[1])
        bh_state_move_piece (t->st, p, d->discard);
      t_x (t)->arrive[p] = 0;
    }
  memset (t_x (t)->lake_marker, 0xff, sizeof t_x (t)->lake_marker);
  t_x (t)->holds[0] = t_x (t)->holds[1] = 0;
  t_sync_vp (t);
}

G_GNUC_UNUSED static int
t_put (T *t, const char *piece, const char *where, int face)
{
  int p = t_piece (t, piece);
  BhPieceState *pc = &bh_state_pieces (t->st)[p];

  bh_state_move_piece (t->st, p, t_loc (t, where));
  pc->face = face;
  pc->flags = 0;
  t_sync_vp (t);
  return p;
}

/* `side` is to play a card in the action phase of `turn`. */
G_GNUC_UNUSED static void
t_play_at (T *t, int turn, int side)
{
  t->st->turn = turn;
  bh_state_markers (t->st)[t->self->d->m_turn] = turn;
  t_x (t)->stage = STG_ACTION;
  t_x (t)->prewar = FALSE;
  t_x (t)->to_play = side;
  t->st->pending.side = side;
  t->st->pending.kind = D_PLAY;
  t_sync_vp (t);
}

G_GNUC_UNUSED static char *
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

G_GNUC_UNUSED static gboolean
t_can (T *t, const char *text)
{
  BhAction a;

  if (!bh_rules_parse_action (t->rules, text, &a, NULL))
    return FALSE;
  a.side = t->st->pending.side;
  return bh_rules_check_action (t->rules, t->st, &a, NULL);
}

G_GNUC_UNUSED static void
t_apply (T *t, const BhAction *a)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhState) before = bh_state_copy (t->st);

  bh_rules_apply (t->rules, t->st, a);
  if (!bh_rules_check_invariants (t->rules, t->st, &error))
    g_error ("invariant after action: %s", error->message);
  mad_ctx_init (&t->c, t->self, t->st);
  /* The narration applies the action again to a copy: same state. */
  g_free (t->narration);
  t->narration = bh_rules_narrate (t->rules, before, a, t->st);
  g_string_append_printf (t->story, "%s\n", t->narration);
  bh_rules_apply (t->rules, before, a);
  g_assert_true (bh_state_equal (before, t->st));
}

G_GNUC_UNUSED static void
t_do (T *t, const char *text)
{
  g_autoptr(GError) error = NULL;
  BhAction a;

  if (!t->keep_story)
    g_string_truncate (t->story, 0);
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

/* Performs `text` with a seed whose first dice are `rolls` (ending in 0). */
G_GNUC_UNUSED static void
t_do_rolls (T *t, const char *text, const int *rolls)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhState) tmp = bh_state_copy (t->st);
  BhAction a;
  int n = 0;

  while (rolls[n])
    n++;
  if (!t->keep_story)
    g_string_truncate (t->story, 0);
  if (!bh_rules_parse_action (t->rules, text, &a, &error))
    g_error ("cannot parse “%s”: %s", text, error->message);
  a.side = t->st->pending.side;
  if (!bh_rules_check_action (t->rules, t->st, &a, &error))
    g_error ("“%s” refused: %s", text, error->message);
  for (guint64 seed = 1; seed < 20000000; seed++)
    {
      gboolean ok = TRUE;

      bh_state_seed (tmp, seed);
      tmp->n_rolls = 0;
      for (int i = 0; i < n && ok; i++)
        ok = bh_state_roll (tmp, 6) == rolls[i];
      if (ok)
        {
          bh_state_seed (t->st, seed);
          t_apply (t, &a);
          for (int i = 0; i < n; i++)
            if (i >= t->st->n_rolls || t->st->rolls[i] != rolls[i])
              g_error ("“%s”: roll %d is not %d", text, i + 1, rolls[i]);
          return;
        }
    }
  g_error ("no seed gives the dice for “%s”", text);
}

#define ROLLS(...) ((const int[]) { __VA_ARGS__, 0 })

G_GNUC_UNUSED static int
t_face (T *t, const char *piece)
{
  return t_pc (t, piece)->face;
}

G_GNUC_UNUSED static void
t_assert_at (T *t, const char *piece, const char *where)
{
  int loc = t_pc (t, piece)->location;

  if (loc != t_loc (t, where))
    g_error ("%s is at %s, not %s", piece,
             loc == BH_OFFBOARD ? "off the board" : bh_game_data_get_location_name (t->data, loc), where);
}

G_GNUC_UNUSED static void
t_assert_narrates (T *t, const char *text)
{
  if (strstr (t->story->str, text) == NULL)
    g_error ("the log does not say “%s”:\n%s", text, t->story->str);
}

/* The log keeps every account until keep_story is turned off again. */
G_GNUC_UNUSED static void
t_keep_story_on (T *t)
{
  g_string_truncate (t->story, 0);
  t->keep_story = TRUE;
}

/* Whether the log since the last t_do says `text`. */
G_GNUC_UNUSED static gboolean
t_narrated (T *t, const char *text)
{
  return strstr (t->story->str, text) != NULL;
}

/* Performs the first legal action while `kind` is pending; the one that
 * rolls dice rolls `rolls` when given. */
G_GNUC_UNUSED static void
t_do_first_while (T *t, int kind, const int *rolls)
{
  while (t->st->pending.kind == kind && t->st->result == BH_RESULT_ONGOING)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
      g_autoptr(BhState) copy = bh_state_copy (t->st);
      g_autofree char *text = NULL;

      bh_rules_list_actions (t->rules, t->st, actions);
      text = bh_rules_format_action (t->rules, &g_array_index (actions, BhAction, 0));
      bh_rules_apply (t->rules, copy, &g_array_index (actions, BhAction, 0));
      if (rolls && copy->n_rolls > 0)
        t_do_rolls (t, text, rolls);
      else
        t_do (t, text);
    }
}

G_GNUC_UNUSED static int
t_count_at (T *t, const char *where)
{
  return (int) bh_state_count_at (t->st, t_loc (t, where));
}
