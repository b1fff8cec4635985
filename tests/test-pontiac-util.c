/* test-pontiac-util.c — helpers for the Pontiac's War tests, #included by
 * each tests/test-pontiac-*.c: build a position on the real map with the
 * state API and force the dice through bh_pontiac_rules_force_dice; the
 * rest is tests/test-rules-util.c. */
#include "config.h"

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

static void t_starting (T *t);
static void t_applied (T *t);
static void t_release (T *t);
static int t_put (T *t, const char *piece, const char *where, int face);

#define T_DICE_FORCED
#include "test-rules-util.c"

static T *t_new_with_option (const char *scenario, const char *option);
static T *t_new_unplaced (const char *scenario, const char *option);

static T *
t_new (const char *scenario)
{
  return t_new_with_option (scenario, NULL);
}

/* A game of `scenario` with the optional rule `option` on (18.0),
 * before its set-up choices (20.0, 21.x) are made. */
static T *
t_new_unplaced (const char *scenario, const char *option)
{
  T *t = g_new0 (T, 1);

  t_init (t, "pontiac", scenario, 1, option);
  t->self = BH_PONTIAC_RULES (t->rules);
  pontiac_ctx_init (&t->c, t->self, t->st);
  return t;
}

/* The same, each side having set up as the scenario's example
 * (`set-up-example`, the printed set-up of the First Turn Playthrough). */
static T *
t_new_with_option (const char *scenario, const char *option)
{
  T *t = t_new_unplaced (scenario, option);

  while (t->st->result == BH_RESULT_ONGOING && t->st->pending.kind == D_SETUP)
    t_do (t, "set-up-example");
  return t;
}

/* An action performed plainly rolls no forced dice. */
static void
t_starting (T *t)
{
  bh_pontiac_rules_force_dice (t->st, NULL, 0);
}

static void
t_applied (T *t)
{
  pontiac_ctx_init (&t->c, t->self, t->st);
}

static void
t_release (T *t)
{
}

/* Performs `text` as the deciding player with `rolls` (0-terminated) as
 * the next dice. */
static void
t_do_rolls (T *t, const char *text, const int *rolls)
{
  BhAction a;
  guint n = 0;

  while (rolls[n])
    n++;
  bh_pontiac_rules_force_dice (t->st, rolls, n);
  t_parse_legal (t, text, &a);
  t_apply (t, &a);
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
  /* The engine's index too (bh-state.h). */
  bh_state_reindex (t->st);
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

/* Each of the pieces (ids, NULL-terminated) placed in `where`, face up. */
static G_GNUC_NULL_TERMINATED void
t_put_in (T *t, const char *where, ...)
{
  va_list args;

  va_start (args, where);
  for (const char *piece = va_arg (args, const char *); piece != NULL; piece = va_arg (args, const char *))
    t_put (t, piece, where, 0);
  va_end (args);
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

/* Declares the attack when the force could also pass through (10.1). */
static void
t_attack_if_asked (T *t)
{
  if (t->st->pending.kind == D_ENTER)
    t_do (t, "attack");
}


/* No cards in hand: the tests that are not about cards skip step 3. */
static void
t_no_cards (T *t)
{
  for (int side = 0; side < 2; side++)
    FOR_PIECES_AT (&t->c, t->self->d->box_hand[side], p)
      pontiac_move_piece (&t->c, p, t->self->d->box_deck[side]);
}

/* A game of `scenario` with an empty map and empty hands: the position
 * a test then builds. */
static T *
t_new_empty (const char *scenario)
{
  T *t = t_new (scenario);

  t_clear_map (t);
  t_no_cards (t);
  return t;
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


/* Every British fort razed but `keep`; the French de Chartres aside, and
 * Fort Niagara, which "may not be attacked" (11.12) and so never falls. */
static void
raze_all_forts_but (T *t, const char *keep)
{
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    if (t->self->d->spaces[s].fort_value > 0 && !t->self->d->spaces[s].french_fort && t->self->d->spaces[s].attackable
        && (int) s != t_loc (t, keep))
      pontiac_place_marker (&t->c, PC_RAZED_FORT, s);
}

/* The captives in `where`. */
static int
t_captives_at (T *t, const char *where)
{
  int n = 0;

  FOR_PIECES_AT (&t->c, t_loc (t, where), p)
    n += t->self->d->pieces[p].klass == PC_CAPTIVE;
  return n;
}

/* The captives freed (12.0, 13.0): in the freed box. */
static int
captives_freed (T *t)
{
  int n = 0;

  FOR_PIECES_AT (&t->c, t->self->d->box_freed, p)
    n += t->self->d->pieces[p].klass == PC_CAPTIVE;
  return n;
}

/* Turn 2, the movement phase of `side`: the pieces at `from` form a force
 * and move into `to` (10.0). */
static void
t_move_force (T *t, int side, const char *from, const char *to)
{
  g_autofree char *form = g_strdup_printf ("form %s", from);
  g_autofree char *move = g_strdup_printf ("move %s", to);

  t_at_phase (t, 2, side == SIDE_NATIONS ? "nations-movement-combat" : "british-movement-combat");
  t_do (t, form);
  t_do (t, move);
}

/* t_move_force, then the attack when the force could also pass through
 * (10.1): the battle in `to` begins (11.1), VP and Arms as they stand. */
static void
t_attack_at (T *t, int side, const char *from, const char *to)
{
  t_move_force (t, side, from, to);
  t_attack_if_asked (t);
}

/* t_attack_at with VP equal (10 to 10) and no Arms. */
static void
t_attack_from (T *t, int side, const char *from, const char *to)
{
  t_vp (t, 10, 10);
  t_set_arms (t, 0);
  t_attack_at (t, side, from, to);
}

/* Two Ottawa bands come from Lake Winnebago into the empty Fort Edward
 * Augustus (value 1) and raze it (11.11) with `captive_roll` as the
 * captive roll (12.0). */
static void
t_raze_edward_augustus (T *t, int captive_roll)
{
  t_put (t, "ottawa-band-1.1", "lake-winnebago", 0);
  t_put (t, "ottawa-band-1.2", "lake-winnebago", 0);
  t_move_force (t, SIDE_NATIONS, "lake-winnebago", "fort-edward-augustus");
  t_do_rolls (t, "attack", ROLLS (captive_roll));
}

/* Two forces in the open on either side of the Mad River trail: Ottawa
 * bands in Pickawillany (2-FP counters and a 1-FP one for an odd number),
 * Regulars in Mad River the same way (tests of 11.2, 11.10). */
static void
put_forces (T *t, int nations_fp, int british_fp)
{
  for (int k = 1; k <= nations_fp / 2; k++)
    {
      g_autofree char *id = g_strdup_printf ("ottawa-band-2.%d", k);

      t_put (t, id, "pickawillany", 0);
    }
  if (nations_fp % 2)
    t_put (t, "ottawa-band-1.1", "pickawillany", 0);
  for (int k = 1; k <= british_fp / 2; k++)
    {
      g_autofree char *id = g_strdup_printf ("regulars-2.%d", k);

      t_put (t, id, "mad-river", 0);
    }
  if (british_fp % 2)
    t_put (t, "regulars-1.1", "mad-river", 0);
}

/* `n` forced dice: the Nations' `nations` 1s first, then the British
 * `british` dice of which the first `hits` are 5s (11.8: the British hit
 * on 5-6), the rest 1s; 0-terminated. */
static void
round_dice (int *dice, int nations, int british, int hits)
{
  int n = 0;

  for (int k = 0; k < nations; k++)
    dice[n++] = 1;
  for (int k = 0; k < british; k++)
    dice[n++] = k < hits ? 5 : 1;
  dice[n] = 0;
}

/* The force of `attacker` moves in; the defender fights (11.1). */
static void
open_battle (T *t, int attacker)
{
  if (attacker == SIDE_NATIONS)
    t_attack_from (t, SIDE_NATIONS, "pickawillany", "mad-river");
  else
    t_attack_from (t, SIDE_BRITISH, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  g_assert_cmpint (t->st->pending.side, ==, 1 - attacker);
}

/* The Nations take their losses, healthy counters first (11.9). */
static int
take_losses (T *t)
{
  int n = 0;

  while (t->st->pending.kind == D_CASUALTY)
    {
      t_do_found (t, "casualty ");
      n++;
    }
  return n;
}

/* Both hands emptied; `cards` (NULL-terminated ids) given to their side. */
static void
t_give_cards (T *t, const char *const *cards)
{
  t_no_cards (t);
  for (guint i = 0; cards && cards[i]; i++)
    {
      int p = t_piece (t, cards[i]);

      pontiac_move_piece (&t->c, p, t->self->d->box_hand[t->self->d->pieces[p].side]);
    }
}

/* A card test's start (tests/test-pontiac-cards.c): the map emptied, only
 * `cards` in the hands, no French Arms, both sides at 0 VP; the position
 * is built on it. */
static void
t_cards_only (T *t, const char *const *cards)
{
  t_clear_map (t);
  t_give_cards (t, cards);
  t_set_arms (t, 0);
  t_vp (t, 0, 0);
}

/* A table of rows, each row a struct that starts with its test path, each
 * run by the table's `body` in an empty game of the Rising of 1763
 * (t_new_empty). */
typedef struct {
  const void *rows;
  guint n;
  gsize size;
  void (*body) (T *t, gconstpointer row);
} TRowTable;

#define T_ROW_TABLE(rows, body) { rows, G_N_ELEMENTS (rows), sizeof rows[0], body }

typedef struct {
  const TRowTable *table;
  gconstpointer row;
} TRowCase;

static void
t_run_row (gconstpointer data)
{
  const TRowCase *k = data;
  T *t = t_new_empty ("rising-1763");

  k->table->body (t, k->row);
  t_free (t);
}

/* Registers every row of the `n` tables as a test under its path. */
static void
t_add_row_tables (const TRowTable *tables, guint n)
{
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < tables[i].n; j++)
      {
        TRowCase *k = g_new (TRowCase, 1);

        k->table = &tables[i];
        k->row = (const char *) tables[i].rows + j * tables[i].size;
        g_test_add_data_func_full (*(const char *const *) k->row, k, t_run_row, g_free);
      }
}

/* The main () of a program made of row tables only (the ambush, retreats
 * and combat-round programs): every row of the `n` tables, run. */
static int
t_main_row_tables (int argc, char **argv, const TRowTable *tables, guint n)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  t_add_row_tables (tables, n);
  return g_test_run ();
}

/* Applies the first listed action that is no retreat (11.3, 11.10);
 * what the log says goes to `said` (if not NULL). */
static void
t_step_no_retreat (T *t, GString *said)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  BhAction a;

  bh_rules_list_actions (t->rules, t->st, legal);
  g_assert_cmpuint (legal->len, >, 0);
  a = g_array_index (legal, BhAction, 0);
  for (guint k = legal->len; k-- > 0;)
    {
      g_autofree char *text = bh_rules_format_action (t->rules, &g_array_index (legal, BhAction, k));

      if (!g_str_has_prefix (text, "try-retreat") && !g_str_has_prefix (text, "break-off"))
        a = g_array_index (legal, BhAction, k);
    }
  t_apply (t, &a);
  if (said != NULL && t->narration != NULL)
    g_string_append (said, t->narration);
}

/* Plays on (t_step_no_retreat) until `side` is asked its first decision
 * of turn `turn`'s movement phase (10.0). */
static void
t_play_to_movement (T *t, int turn, int side, GString *said)
{
  int phase = bh_game_data_find_phase (t->data, side == SIDE_NATIONS ? "nations-movement-combat"
                                                                     : "british-movement-combat");

  for (int i = 0; i < 2000; i++)
    {
      if (t->st->turn == turn && t->st->phase == phase && t->st->pending.kind == D_OPS && t->st->pending.side == side)
        return;
      g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
      t_step_no_retreat (t, said);
    }
  g_assert_not_reached ();
}

/* Plays the game out (t_step_no_retreat). */
static void
t_play_out (T *t, GString *said)
{
  for (int i = 0; i < 4000 && t->st->result == BH_RESULT_ONGOING; i++)
    t_step_no_retreat (t, said);
  g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
}
