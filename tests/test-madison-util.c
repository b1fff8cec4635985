/* test-madison-util.c — helpers for the Mr. Madison's War tests, #included
 * by each tests/test-madison-*.c: a position built on the real map with
 * the state API and the log kept as a story; the rest is
 * tests/test-rules-util.c.  The test programs do not call
 * bh_builtin_rules_register(), so the helpers register the rules. */
#include "config.h"

#include "madison/bh-madison-private.h"
#include "bh-test-util.h"

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

static void t_starting (T *t);
static void t_applied (T *t);
static void t_release (T *t);
static int t_put (T *t, const char *piece, const char *where, int face);

#include "test-rules-util.c"

G_GNUC_UNUSED static T *
t_new_seed (const char *scenario, guint64 seed)
{
  T *t = g_new0 (T, 1);

  bh_rules_register ("madison", BH_TYPE_MADISON_RULES);
  t->story = g_string_new (NULL);
  t_init (t, "madison", scenario, seed, NULL);
  t->self = BH_MADISON_RULES (t->rules);
  mad_ctx_init (&t->c, t->self, t->st);
  return t;
}

G_GNUC_UNUSED static T *
t_new (const char *scenario)
{
  return t_new_seed (scenario, 1);
}

/* A new game of `scenario` set up by the rules from `dir`, an edited copy
 * of data/games/madison, which it then removes (the caller frees `dir`). */
static T *
t_new_from_copy (const char *dir, const char *scenario)
{
  g_autoptr(GError) error = NULL;
  T *t = g_new0 (T, 1);
  const BhScenario *sc;

  bh_rules_register ("madison", BH_TYPE_MADISON_RULES);
  t->story = g_string_new (NULL);
  t->data = bh_test_load_folder (dir, &error);
  g_assert_no_error (error);
  bh_test_remove_tree (dir);
  t->rules = bh_rules_new_for_game (t->data, FALSE, &error);
  g_assert_no_error (error);
  sc = bh_game_data_get_scenario (t->data, bh_game_data_find_scenario (t->data, scenario));
  t->st = bh_state_new_for_scenario (t->data, sc, 1, bh_rules_get_extra_size (t->rules), &error);
  g_assert_no_error (error);
  g_assert_true (bh_rules_setup (t->rules, t->st, sc, &error));
  t->self = BH_MADISON_RULES (t->rules);
  mad_ctx_init (&t->c, t->self, t->st);
  return t;
}

/* A copy of data/games/madison (the caller removes it) whose scenario file
 * of `scenario` is edited by `edits`: pairs of text to find and its
 * replacement, up to NULL (NULL: none). */
G_GNUC_UNUSED static char *
t_copy_edited (const char *scenario, const char *const *edits)
{
  char *dir = bh_test_copy_game ("madison");
  g_autofree char *file = g_strdup_printf ("scenarios/%s.xml", scenario);

  for (int i = 0; edits && edits[i] != NULL; i += 2)
    bh_test_edit_file (dir, file, edits[i], edits[i + 1]);
  return dir;
}

/* A new game set up by the rules from `scenario` as edited by `edits`
 * (t_copy_edited): a position built from data, not by writing the state
 * (the turn, the first player, the VP marker, cards in a hand). */
G_GNUC_UNUSED static T *
t_new_edited (const char *scenario, const char *const *edits)
{
  g_autofree char *dir = t_copy_edited (scenario, edits);

  return t_new_from_copy (dir, scenario);
}

/* Rewrites the file `relative` of the game copy `dir` with `pattern`
 * (a GRegex, multiline) replaced by `replacement` everywhere. */
static void
t_regex_edit (const char *dir, const char *relative, const char *pattern, const char *replacement)
{
  g_autofree char *path = g_build_filename (dir, relative, NULL);
  g_autofree char *contents = NULL, *edited = NULL;
  g_autoptr(GRegex) re = g_regex_new (pattern, G_REGEX_MULTILINE, 0, NULL);

  g_assert_nonnull (re);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  edited = g_regex_replace (re, contents, -1, 0, replacement, 0, NULL);
  g_assert_nonnull (edited);
  g_assert_true (g_file_set_contents (path, edited, -1, NULL));
}

/* A test position set up by the rules from data, not written into the
 * state: `scenario` with every piece it places taken away, the VP marker at
 * 0, no cards dealt in its first turn, and the pieces of `specs`
 * (NULL-terminated, "piece where [face]", the face 1 for reduced or a face's id such as "damaged", cards included; a piece "id.N"
 * is one of type "id") placed by the scenario itself, the VP marker at `vp`.  The rules then set
 * the game up as a new one from `first_turn` (the scenario's first turn
 * set to it); the first player is the rules' (the British in 1814, 7.33;
 * a player without cards passes, 7.32). */
static T *
t_new_placed_vp (const char *scenario, int first_turn, const char *const *specs, int vp, gboolean arrivals)
{
  g_autofree char *dir = bh_test_copy_game ("madison");
  g_autofree char *file = g_strdup_printf ("scenarios/%s.xml", scenario);
  g_autofree char *deal = g_strdup_printf ("(<square value=\"%d\" [^\n]*<prop name=\"deal\" value=\")[0-9]+\"", first_turn);
  g_autofree char *first = g_strdup_printf ("<turns first=\"%d\"", first_turn);
  g_autofree char *turn = g_strdup_printf ("<track-value marker=\"turn\" value=\"%d\"", first_turn);
  g_autofree char *marker = g_strdup_printf ("<track-value marker=\"vp\" value=\"%d\"", vp);
  g_autoptr(GString) places = g_string_new (NULL);
  g_autofree char *tail = NULL;

  for (int i = 0; specs && specs[i]; i++)
    {
      g_auto(GStrv) w = g_strsplit (specs[i], " ", -1);
      g_auto(GStrv) type = g_strsplit (w[0], ".", 2);

      /* the face: 1 for a reduced unit, or a face by name ("damaged") */
      g_autofree char *face = !w[2] ? g_strdup ("")
                              : g_ascii_isdigit (w[2][0]) ? g_strdup (atoi (w[2]) == 1 ? " face=\"reduced\"" : "")
                              : g_strdup_printf (" face=\"%s\"", w[2]);

      g_string_append_printf (places, "  <place unit=\"%s\" count=\"1\" at=\"%s\"%s source=\"reconstructed\" note=\"A test position.\"/>\n", type[0], w[1],
                              face);
    }
  /* with `arrivals` the scenario's reinforcements (places with a turn,
   * 14.1) stay: the rules bring them in on their turn */
  t_regex_edit (dir, file, arrivals ? "^\\s*<place (?![^\\n]*turn=\"[0-9])[^\\n]*/>\\n" : "^\\s*<place [^\\n]*/>\\n", "");
  t_regex_edit (dir, file, "<track-value marker=\"vp\" value=\"[-0-9]+\"", marker);
  /* the places go where the scenario's were, before its use-deck */
  tail = g_strconcat (places->str, "  <use-deck ", NULL);
  if (arrivals)
    {
      /* after the last place kept, which is before the first deck only
       * (1813-1814 has two) */
      g_free (tail);
      tail = g_strconcat ("\\g<1>", places->str, NULL);
      t_regex_edit (dir, file, "(<place [^\\n]*/>\\n)(?=\\s*<use-deck )", tail);
    }
  else
    t_regex_edit (dir, file, "^\\s*<use-deck ", tail);
  t_regex_edit (dir, "board.xml", deal, "\\g<1>0\"");
  /* a later turn of the scenario's year as its first */
  t_regex_edit (dir, file, "<turns first=\"[0-9]+\"", first);
  t_regex_edit (dir, file, "<track-value marker=\"turn\" value=\"[0-9]+\"", turn);
  return t_new_from_copy (dir, scenario);
}

/* The same, with the VP marker where the position puts it (4.12): a first
 * set-up at 0 tells what the pieces are worth. */
static T *
t_new_placed_with (const char *scenario, int first_turn, const char *const *specs, gboolean arrivals)
{
  T *t = t_new_placed_vp (scenario, first_turn, specs, 0, arrivals);
  int worth = mad_vp_now (&t->c) - ((MadExtra *) bh_state_extra (t->st))->event_vp;

  if (worth == 0)
    return t;
  t_free (t);
  return t_new_placed_vp (scenario, first_turn, specs, worth, arrivals);
}

G_GNUC_UNUSED static T *
t_new_placed (const char *scenario, int first_turn, const char *const *specs)
{
  return t_new_placed_with (scenario, first_turn, specs, FALSE);
}

/* The same with the scenario's reinforcements still to come, on their
 * turns and at their spaces (14.1). */
G_GNUC_UNUSED static T *
t_new_placed_arrivals (const char *scenario, int first_turn, const char *const *specs)
{
  return t_new_placed_with (scenario, first_turn, specs, TRUE);
}

/* A new game with the scenario's option `option` on from the set-up. */
G_GNUC_UNUSED static T *
t_new_with_option (const char *scenario, const char *option)
{
  T *t = g_new0 (T, 1);

  bh_rules_register ("madison", BH_TYPE_MADISON_RULES);
  t->story = g_string_new (NULL);
  t_init (t, "madison", scenario, 1, option);
  t->self = BH_MADISON_RULES (t->rules);
  mad_ctx_init (&t->c, t->self, t->st);
  return t;
}

/* Each action performed starts the story anew, unless it is kept. */
static void
t_starting (T *t)
{
  if (!t->keep_story)
    g_string_truncate (t->story, 0);
}

static void
t_applied (T *t)
{
  mad_ctx_init (&t->c, t->self, t->st);
  g_string_append_printf (t->story, "%s\n", t->narration);
}

static void
t_release (T *t)
{
  g_string_free (t->story, TRUE);
}

G_GNUC_UNUSED static MadExtra *
t_x (T *t)
{
  return bh_state_extra (t->st);
}

G_GNUC_UNUSED static int
t_vp (T *t)
{
  return bh_state_markers (t->st)[t->self->d->m_vp];
}

/* The VP marker follows the position again (4.12), and the lakes'
 * control the boxes (11.41), after a test moved pieces by hand: no points
 * from events. */
G_GNUC_UNUSED static void
t_sync_vp (T *t)
{
  mad_ctx_init (&t->c, t->self, t->st);
  t_x (t)->event_vp = 0;
  /* 11.41: ships placed by hand hold their lake at once, as at a set-up. */
  mad_settle_lakes (&t->c);
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
  bh_state_reindex (t->st);
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

/* "piece where face", or "piece where" for a fresh piece. */
G_GNUC_UNUSED static void
t_put_spec (T *t, const char *spec)
{
  g_auto(GStrv) w = g_strsplit (spec, " ", -1);

  t_put (t, w[0], w[1], w[2] ? atoi (w[2]) : 0);
}

static void t_play_at (T *t, int turn, int side);

/* A test's position: an empty map, `side` to play in `turn`, and the
 * pieces of `specs` (NULL-terminated, "piece where [face]") placed. */
G_GNUC_UNUSED static void
t_position (T *t, int turn, int side, const char *const *specs)
{
  t_clear (t);
  t_play_at (t, turn, side);
  for (int i = 0; specs && specs[i]; i++)
    t_put_spec (t, specs[i]);
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

/* The first card worth `ops` operations points of year `year` (13: 1813),
 * moved into the box `hand`. */
G_GNUC_UNUSED static int
t_card_to_hand (T *t, int ops, int year, const char *hand)
{
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (t->self->d->pieces[p].kind == PK_CARD && t->self->d->pieces[p].ops == ops && t->self->d->pieces[p].year == year)
      {
        bh_state_move_piece (t->st, p, t_loc (t, hand));
        return p;
      }
  g_error ("no card of %d operations points from year %d", ops, year);
}

/* The action "`verb` CARD" for the card `card` ("ops card-33"), newly
 * allocated. */
G_GNUC_UNUSED static char *
t_card_action (T *t, const char *verb, int card)
{
  g_autofree char *id = bh_game_data_dup_piece_id (t->data, card);

  return g_strdup_printf ("%s %s", verb, id);
}

/* Performs "`verb` CARD" for the card `card`. */
G_GNUC_UNUSED static void
t_do_card (T *t, const char *verb, int card)
{
  g_autofree char *text = t_card_action (t, verb, card);

  t_do (t, text);
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

/* Performs `text` with `rolls` (NULL: any) when it rolls dice; TRUE when
 * it did. */
G_GNUC_UNUSED static gboolean
t_do_rolling (T *t, const char *text, const int *rolls)
{
  g_autoptr(BhState) copy = bh_state_copy (t->st);
  BhAction a;

  g_assert_true (bh_rules_parse_action (t->rules, text, &a, NULL));
  a.side = t->st->pending.side;
  bh_rules_apply (t->rules, copy, &a);
  if (rolls && copy->n_rolls > 0)
    {
      t_do_rolls (t, text, rolls);
      return TRUE;
    }
  t_do (t, text);
  return FALSE;
}

/* A fresh 1813-1814 game on an empty map with the pieces of `specs`
 * (NULL-terminated, "piece where [face]") placed: the US holds its last
 * card of Summer-Autumn 1813 (turn 5), and the year's end follows (the
 * fleet return, 7.4; the winter, 16.1). */
G_GNUC_UNUSED static T *
t_end_of_1813 (const char *const *specs)
{
  T *t = t_new ("1813-1814");

  t_position (t, 5, MAD_US, specs);
  t_do_card (t, "hold", t_card_to_hand (t, 1, 13, "hand-us"));
  return t;
}

/* 7.32, 8.31-8: the other side lets the force go when asked whether to
 * react (it is asked whenever it may hold a reaction card that fits). */
G_GNUC_UNUSED static void
t_no_reaction (T *t)
{
  if (t->st->pending.kind == D_REACTION)
    t_do (t, "no-reaction");
}

/* The force formed sets out; the other side lets it go if asked. */
G_GNUC_UNUSED static void
t_go (T *t)
{
  t_do (t, "go");
  t_no_reaction (t);
}

/* The side to play performs `play` ("ops card-33", "event card-69"),
 * activates the units `units` (NULL-ended) in `from`, and the force sets
 * out (t_go). */
G_GNUC_UNUSED static void
t_set_out (T *t, const char *play, const char *from, const char *const *units)
{
  g_autofree char *activate = g_strdup_printf ("units %s", from);

  t_do (t, play);
  t_do (t, activate);
  t_do_each (t, "add", units, g_strv_length ((char **) units));
  t_go (t);
}

/* On to a land battle's dice: the first lead unit listed for each side
 * (10.31) and no battle card from either (8.31-7: each side holding a card
 * that may fit is asked, 7.32); the dice roll `rolls`. */
G_GNUC_UNUSED static void
t_to_dice (T *t, const int *rolls)
{
  while ((t->st->pending.kind == D_LEAD || t->st->pending.kind == D_BATTLE_CARD) && t->st->result == BH_RESULT_ONGOING)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
      g_autoptr(BhState) copy = bh_state_copy (t->st);
      g_autofree char *text = NULL;
      BhAction a;

      if (t->st->pending.kind == D_BATTLE_CARD)
        text = g_strdup ("no-battle-card");
      else
        {
          bh_rules_list_actions (t->rules, t->st, actions);
          text = bh_rules_format_action (t->rules, &g_array_index (actions, BhAction, 0));
        }
      g_assert_true (bh_rules_parse_action (t->rules, text, &a, NULL));
      a.side = t->st->pending.side;
      bh_rules_apply (t->rules, copy, &a);
      if (rolls && copy->n_rolls > 0)
        {
          t_do_rolls (t, text, rolls);
          return;
        }
      t_do (t, text);
    }
}

/* The side to play moves `unit` from `from` to `to` with a "1" card of 1813,
 * the other side letting it go (no reaction). */
G_GNUC_UNUSED static void
t_march (T *t, const char *unit, const char *from, const char *to)
{
  int side = t->st->pending.side;
  int card = t_card_to_hand (t, 1, 13, side == MAD_US ? "hand-us" : "hand-gb");
  g_autofree char *ops = t_card_action (t, "ops", card);
  g_autofree char *move = g_strdup_printf ("move %s %s", unit, to);

  t_set_out (t, ops, from, (const char *[]) { unit, NULL });
  t_do (t, move);
}

/* The side to play activates `unit` in `from` with a "3" card and moves it
 * into `to`; the defender stands; the movement ends and the lead units are
 * the only ones.  Without `rolls`, stops at the first battle card
 * decision; with them, no one plays a battle card and the dice roll them. */
G_GNUC_UNUSED static void
t_fight (T *t, const char *unit, const char *from, const char *to, const int *rolls)
{
  g_autofree char *move = g_strdup_printf ("move %s %s", unit, to);

  bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, t->st->pending.side == MAD_US ? "hand-us" : "hand-gb"));
  t_set_out (t, "ops card-33", from, (const char *[]) { unit, NULL });
  t_do (t, move);
  if (t->st->pending.kind == D_RBC)
    t_do (t, "stand");
  t_keep_story_on (t);
  if (rolls)
    {
      if (!t_do_rolling (t, "end", rolls))
        t_to_dice (t, rolls);
      return;
    }
  t_do (t, "end");
}

/* The game `t` at `side` to play in `turn` with `card` in his hand and a
 * card in the other's (card-72, unless `position` gives him one: the turn
 * goes on after the play), on an empty map plus `position`. */
G_GNUC_UNUSED static void
t_set_event_position (T *t, int turn, int side, const char *card, const char *const *position)
{
  const char *other = side == MAD_US ? "hand-gb" : "hand-us";

  t_position (t, turn, side, position);
  t_put (t, card, side == MAD_US ? "hand-us" : "hand-gb", 0);
  if (bh_state_count_at (t->st, t_loc (t, other)) == 0)
    t_put (t, "card-72", other, 0);
}

/* The same in a new game of `scenario`. */
G_GNUC_UNUSED static T *
t_event_position (const char *scenario, int turn, int side, const char *card, const char *const *position)
{
  T *t = t_new (scenario);

  t_set_event_position (t, turn, side, card, position);
  return t;
}

/* The Winter Turn's first step (16.1) of the turn being played: the side
 * to play may play a held winter event, or pass (D_WINTER). */
G_GNUC_UNUSED static void
t_at_winter_event_step (T *t)
{
  t_x (t)->stage = STG_WINTER;
  t->st->pending.kind = D_WINTER;
}

/* Plays `card` as an event, naming `space` when the card asks for one
 * (8.31-1). */
G_GNUC_UNUSED static void
t_event_naming (T *t, const char *card, const char *space)
{
  g_autofree char *play = g_strdup_printf ("event %s", card);
  g_autofree char *choose = g_strdup_printf ("choose %s", space);

  t_do (t, play);
  if (t_can (t, choose))
    t_do (t, choose);
}

/* The log's line for round `n` of the battle at `where` (a space's name,
 * "Ft. Niagara"), newly allocated, or NULL when it has none. */
G_GNUC_UNUSED static char *
t_round_line (T *t, int n, const char *where)
{
  g_autofree char *head = g_strdup_printf ("Round %d at %s", n, where);
  const char *round = strstr (t->story->str, head);

  return round ? g_strndup (round, strcspn (round, "\n")) : NULL;
}

/* 1813-1814, the Winter Turn of 1813 (turn 6, 16.1): the British play
 * CAPTURE OF FORT NIAGARA (card-48) as an event from the map `position`,
 * the units `units` (NULL-ended) of Ft. George setting out against Ft.
 * Niagara.  The log is kept from the card's play. */
G_GNUC_UNUSED static T *
t_capture_of_fort_niagara (const char *const *position, const char *const *units)
{
  T *t = t_event_position ("1813-1814", 6, MAD_GB, "card-48", position);

  t_at_winter_event_step (t);
  t_keep_story_on (t);
  t_do (t, "event card-48");
  t_do (t, "units ft-george");
  t_do_each (t, "add", units, g_strv_length ((char **) units));
  t_do (t, "go");
  return t;
}

/* 1814, turn 7: the British play RAID ON SACKETS HARBOUR (card-42) as an
 * event from the map `position` (Wolfe holding Lake Ontario, the 104th and
 * De Watteville at Kingston), those two set out from Kingston, and the
 * dice of the attack roll 6 6.  The log is kept from the card's play. */
G_GNUC_UNUSED static T *
t_raid_on_sackets_harbour (const char *const *position)
{
  T *t = t_event_position ("1814", 7, MAD_GB, "card-42", position);

  t_keep_story_on (t);
  t_do (t, "event card-42");
  t_do (t, "units kingston");
  t_do (t, "add gb-104th");
  t_do (t, "add gb-de-watteville");
  if (!t_do_rolling (t, "go", (const int[]) { 6, 6, 0 }))
    t_to_dice (t, (const int[]) { 6, 6, 0 });
  return t;
}

/* Entire War, turn 2: Brock showing `brock_face` (1: Sheaffe, 3.41) and
 * the 1/41st at Ft. George attack the US 13th at Queenston with a "3"
 * card (card-33), the US holding DEATH OF BROCK (card-7); the battle is
 * fought, the US standing if asked.  The log is kept from the card play. */
G_GNUC_UNUSED static T *
t_brock_attacks_queenston (int brock_face)
{
  T *t = t_new ("entire-war");

  t_position (t, 2, MAD_GB, (const char *[]) { "gb-1-41st ft-george", brock_face ? "gb-brock ft-george 1" : "gb-brock ft-george",
                                               "us-13th queenston", NULL });
  t_put (t, "card-7", "hand-us", 0);
  t_put (t, "card-33", "hand-gb", 0);
  t_keep_story_on (t);
  t_do (t, "ops card-33");
  t_do (t, "leader gb-brock");
  t_do (t, "add gb-1-41st");
  t_go (t);
  t_do (t, "move gb-brock queenston");
  if (t->st->pending.kind == D_RBC)
    t_do (t, "stand");
  t_do (t, "end");
  return t;
}

/* The British play BROCK AND TECUMSEH (card-9) as an event: Tecumseh keeps
 * his combat rating beside another British leader for the turn (3.51).
 * The log is kept from the card's play. */
G_GNUC_UNUSED static void
t_play_brock_and_tecumseh (T *t)
{
  t_put (t, "card-9", "hand-gb", 0);
  t_keep_story_on (t);
  t_do (t, "event card-9");
  t_assert_narrates (t, "keeps his combat rating beside another British leader (3.51)");
}

/* What the log says when BROCK AND TECUMSEH adds Tecumseh's rating to the
 * defending commander's (3.51); newly allocated. */
G_GNUC_UNUSED static char *
t_brock_and_tecumseh_bonus (T *t)
{
  return g_strdup_printf ("(Brock and Tecumseh): -%d (3.51)", t->self->d->pieces[t_piece (t, "gb-tecumseh")].modifier[0]);
}

/* The US 13th at Detroit attacks Sandwich with a "3" card (t_fight) and
 * the battle goes on to its commanders: the first lead units listed, no
 * battle card from either side (10.31, 10.42). */
G_GNUC_UNUSED static void
t_us_13th_attacks_sandwich (T *t)
{
  t_fight (t, "us-13th", "detroit", "sandwich", NULL);
  t_do_first_while (t, D_LEAD, NULL);
  t_do_first_while (t, D_BATTLE_CARD, NULL);
  t_do_first_while (t, D_LEAD, NULL);
}

/* The first `n` US regulars of the counter mix other than the leaders'
 * own, placed at `where`; their ids into `ids`. */
G_GNUC_UNUSED static void
t_put_us_regulars (T *t, const char *where, int n, char **ids)
{
  const MadData *d = t->self->d;
  int k = 0;

  for (guint p = 0; p < d->n_pieces && k < n; p++)
    if (d->pieces[p].kind == PK_UNIT && d->pieces[p].side == MAD_US && d->pieces[p].regular && !d->pieces[p].dragoon &&
        bh_state_pieces (t->st)[p].location == BH_OFFBOARD)
      {
        ids[k] = bh_game_data_dup_piece_id (t->data, p);
        t_put (t, ids[k], where, 0);
        k++;
      }
  g_assert_cmpint (k, ==, n);
}

/* Turns the scenario's option `id` on (a second reading, RULES-DONE 4), as
 * the new-game dialog does before play. */
G_GNUC_UNUSED static void
t_option_on (T *t, const char *id)
{
  int o = bh_scenario_find_option (bh_game_data_get_scenario (t->data, t_x (t)->scenario), id);

  g_assert_cmpint (o, >=, 0);
  t->st->options |= 1u << o;
}

/* The force being formed takes the first `n` of `ids` (8.41, 8.61) and
 * refuses `ids[n]`: its limit, on both sides. */
G_GNUC_UNUSED static void
t_add_up_to (T *t, const char *const *ids, guint n)
{
  g_autofree char *refused = g_strdup_printf ("add %s", ids[n]);

  t_do_each (t, "add", ids, n);
  g_assert_false (t_can (t, refused));
}

/* A row: a position (scenario, turn, the side to play, pieces "piece where
 * [face]", cards included) and a script, one step a string (t_run_step):
 *   "ACTION"        performed as a player would (it must be legal)
 *   "!ACTION"       refused (the boundary's other side)
 *   "?ACTION"       legal, not performed
 *   "@PIECE WHERE"  the piece stands there ("off": off the map; "-WHERE":
 *                   anywhere but there)
 *   "=PIECE FACE"   the piece shows that face (0 fresh, 1 reduced)
 *   "~TEXT"         the log since the row began says TEXT ("-TEXT": does not)
 *   "%R R ..|ACTION" ACTION performed with the dice forced to R R ..., or
 *                   when it rolls none, on to the dice that follow (lead
 *                   units first listed, no battle card: t_to_dice)
 *   "(ACTION)"      performed when legal (a defender asked to stand)
 *   "#N"            the game is in turn N
 *   "&BOX N"        N pieces lie in the box (a hand, the held cards)
 *   "^N"            the VP marker reads N
 *   "."             the log so far and the legal actions, as a test
 *                   message (to read with --debug-log when writing a row)
 * The runner was tests/test-madison-sections.c's; the audit files use it
 * too. */
typedef struct {
  const char *path;
  const char *scenario;
  int turn, side;
  const char *position[16];
  const char *script[40];
} MadRow;

G_GNUC_UNUSED static void
t_run_step (T *t, const char *step)
{
  switch (step[0])
    {
    case '!':
      if (t_can (t, step + 1))
        g_error ("“%s” is legal", step + 1);
      break;
    case '?':
      if (!t_can (t, step + 1))
        g_error ("“%s” is refused", step + 1);
      break;
    case '@':
      {
        g_auto(GStrv) w = g_strsplit (step + 1, " ", 2);

        if (g_strcmp0 (w[1], "off") == 0)
          g_assert_cmpint (t_where (t, w[0]), ==, BH_OFFBOARD);
        else if (w[1][0] == '-')
          g_assert_cmpint (t_where (t, w[0]), !=, t_loc (t, w[1] + 1));
        else
          t_assert_at (t, w[0], w[1]);
      }
      break;
    case '=':
      {
        g_auto(GStrv) w = g_strsplit (step + 1, " ", 2);

        g_assert_cmpint (t_face (t, w[0]), ==, atoi (w[1]));
      }
      break;
    case '~':
      t_assert_narrates (t, step + 1);
      break;
    case '-':
      if (t_narrated (t, step + 1))
        g_error ("the log says “%s”:\n%s", step + 1, t->story->str);
      break;
    case '^':
      g_assert_cmpint (t_vp (t), ==, atoi (step + 1));
      break;
    case '.':
      {
        g_autofree char *legal = t_actions (t);

        g_test_message ("%s\nlegal: %s", t->story->str, legal);
      }
      break;
    case '&':
      {
        g_auto(GStrv) w = g_strsplit (step + 1, " ", 2);

        g_assert_cmpint (t_count_at (t, w[0]), ==, atoi (w[1]));
      }
      break;
    case '#':
      g_assert_cmpint (t->st->turn, ==, atoi (step + 1));
      break;
    case '(':
      {
        g_autofree char *action = g_strndup (step + 1, strlen (step) - 2);

        if (t_can (t, action))
          t_do (t, action);
      }
      break;
    case '%':
      {
        const char *bar = strchr (step, '|');
        g_autofree char *dice = g_strndup (step + 1, bar - step - 1);
        g_auto(GStrv) w = g_strsplit (dice, " ", -1);
        int rolls[32] = { 0 };

        for (guint i = 0; w[i] != NULL && i < 31; i++)
          rolls[i] = atoi (w[i]);
        if (!t_do_rolling (t, bar + 1, rolls))
          t_to_dice (t, rolls);
      }
      break;
    default:
      t_do (t, step);
      if (strcmp (step, "go") == 0)
        t_no_reaction (t);
    }
}

G_GNUC_UNUSED static void
t_run_row (gconstpointer data)
{
  const MadRow *r = data;
  T *t;

  /* In 1814 the British play first (7.33), and a player without cards
   * passes (7.32): a row with the British to play, or with no British card,
   * starts from the scenario's own data edited (t_new_placed); the others
   * are written into a new game's state (t_position). */
  gboolean gb_card = FALSE;

  for (guint i = 0; r->position[i] != NULL; i++)
    gb_card |= strstr (r->position[i], "hand-gb") != NULL;
  if (g_str_equal (r->scenario, "1814") && (r->side == MAD_GB || !gb_card))
    {
      t = t_new_placed (r->scenario, r->turn, r->position);
      g_assert_cmpint (t->st->turn, ==, r->turn);
      g_assert_cmpint (t->st->pending.kind, ==, D_PLAY);
      g_assert_cmpint (t->st->pending.side, ==, r->side);
    }
  else
    {
      t = t_new (r->scenario);
      t_position (t, r->turn, r->side, r->position);
    }
  t_keep_story_on (t);
  for (guint i = 0; r->script[i] != NULL; i++)
    t_run_step (t, r->script[i]);
  t_free (t);
}

/* The legal action `text`: the rule the log tags it with is `rule`, and,
 * given `wording`, the player reads it so, naming the same rule (one action
 * kind serves several decisions: referee finding 16, fifth re-check m2). */
G_GNUC_UNUSED static void
t_assert_tag (T *t, const char *text, const char *rule)
{
  BhAction a;

  g_assert_true (t_can (t, text));
  g_assert_true (bh_rules_parse_action (t->rules, text, &a, NULL));
  a.side = t->st->pending.side;
  g_assert_cmpstr (bh_rules_action_rule (t->rules, t->st, &a), ==, rule);
}

G_GNUC_UNUSED static void
t_assert_wording (T *t, const char *text, const char *rule, const char *wording)
{
  BhAction a;
  g_autofree char *said = NULL, *tag = g_strdup_printf ("(%s)", rule);

  t_assert_tag (t, text, rule);
  g_assert_true (bh_rules_parse_action (t->rules, text, &a, NULL));
  a.side = t->st->pending.side;
  said = bh_rules_describe_action (t->rules, t->st, &a, BH_NONE);
  g_assert_cmpstr (said, ==, wording);
  g_assert_true (g_str_has_suffix (said, tag));
}


/* The US holds a card of `turn` with both hands otherwise empty: the game
 * goes on to `next` (across a winter turn when there is one) and its
 * Reinforcement Phase. */
G_GNUC_UNUSED static void
t_to_turn (T *t, int turn, int next)
{
  const MadData *d = t->self->d;

  for (guint p = 0; p < d->n_pieces; p++)
    {
      int loc = bh_state_pieces (t->st)[p].location;

      if (loc == d->hand[0] || loc == d->hand[1] || loc == d->held[0] || loc == d->held[1])
        bh_state_move_piece (t->st, p, d->discard);
    }
  t_x (t)->holds[0] = t_x (t)->holds[1] = 0;
  t_play_at (t, turn, MAD_US);
  bh_state_move_piece (t->st, t_piece (t, "card-40"), t_loc (t, "hand-us"));
  t_do (t, "hold card-40");
  if (t->st->turn != next)
    g_error ("still turn %d, not %d:\n%s", t->st->turn, next, t->story->str);
}

/* Three US regiments (9 factors) at Kingston: they control it (4.14). */
G_GNUC_UNUSED static void
t_us_hold_kingston (T *t)
{
  t_put (t, "us-11th", "kingston", 0);
  t_put (t, "us-12th", "kingston", 0);
  t_put (t, "us-13th", "kingston", 0);
  g_assert_cmpint (mad_control (&t->c, t_loc (t, "kingston")), ==, MAD_US);
}

/* The pieces `due` (NULL-ended) are due on `turn`, at the spaces the
 * scenario's Set Up charts give them (14.1). */
G_GNUC_UNUSED static void
t_due (T *t, int turn, const char *const *due)
{
  for (guint i = 0; due && due[i]; i++)
    t_x (t)->arrive[t_piece (t, due[i])] = turn;
}

/* `piece` is due on `turn` at `where` instead (14.1). */
G_GNUC_UNUSED static void
t_due_at (T *t, const char *piece, int turn, const char *where)
{
  t_x (t)->arrive[t_piece (t, piece)] = turn;
  t_x (t)->arrive_at[t_piece (t, piece)] = t_loc (t, where);
}

/* A new game of `scenario` on an empty map (t_clear) in which only the
 * pieces `due` are still to come, on `turn` (t_due). */
G_GNUC_UNUSED static T *
t_new_with_due (const char *scenario, int turn, const char *const *due)
{
  T *t = t_new (scenario);

  t_clear (t);
  t_due (t, turn, due);
  return t;
}

/* The US 11th and 12th at Quebec, and the game on to Summer-Autumn 1814's
 * Reinforcement Phase (turn 8, from turn 7): the British due at Quebec
 * that turn arrive against them (14.31). */
G_GNUC_UNUSED static void
t_arrive_against_the_us_at_quebec (T *t)
{
  t_put (t, "us-11th", "quebec", 0);
  t_put (t, "us-12th", "quebec", 0);
  t_to_turn (t, 7, 8);
}

/* Entire War, Summer-Autumn 1812 (turn 2): on an empty map plus `position`
 * and `n` US regulars at Sandwich (their ids into `ids`, t_put_us_regulars),
 * the US holds WINTER QUARTERS (card-32) as his last card (7.34), on to the
 * winter turn (16.1).  The log is kept from the hold. */
G_GNUC_UNUSED static T *
t_us_holds_winter_quarters (const char *const *position, int n, char **ids)
{
  T *t = t_new ("entire-war");

  t_position (t, 2, MAD_US, position);
  t_put (t, "card-32", "hand-us", 0);
  t_put_us_regulars (t, "sandwich", n, ids);
  t_keep_story_on (t);
  t_do (t, "hold card-32");
  return t;
}
