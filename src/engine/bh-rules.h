/* bh-rules.h — what a game's rules implement: set up a scenario, list the
 * legal actions for the pending decision, check one (with the reason it is
 * refused), apply one, check invariants, and report the result through the
 * state.  One implementation per game in src/rules/<id>/; BhFreeRules
 * (free play) works for every game. */
#pragma once

#include "bh-action.h"
#include "bh-state.h"

G_BEGIN_DECLS

#define BH_TYPE_RULES (bh_rules_get_type ())
G_DECLARE_INTERFACE (BhRules, bh_rules, BH, RULES, GObject)

struct _BhRulesInterface
{
  GTypeInterface parent_iface;

  const BhActionKind *(*get_action_kinds) (BhRules *self, guint *n_kinds);
  gsize    (*get_extra_size)    (BhRules *self);
  /* The engine has placed the pieces and set the tracks; the rules set the
   * phase, the first decision and their own block. */
  gboolean (*setup)             (BhRules          *self,
                                 BhState          *state,
                                 const BhScenario *scenario,
                                 GError          **error);
  void     (*list_actions)      (BhRules *self, const BhState *state, GArray *actions);
  /* NULL: an action is legal when list_actions lists it. */
  gboolean (*check_action)      (BhRules *self, const BhState *state,
                                 const BhAction *action, GError **error);
  void     (*apply)             (BhRules *self, BhState *state, const BhAction *action);
  /* Why `action`, which the pending decision does not list, is refused:
   * the condition that failed, in one translated line without its rule
   * number ("Fort Pitt is 6 MP away and the force has 4 left"), with that
   * rule in *rule (a static string).  Asked only when the action names
   * things that exist and the game's check_action has refused it; the
   * rules answer for the decisions they know (a move while the force
   * moves, even when no move is left).  NULL, or a NULL hook: nothing more
   * to say than the game's words (bh-rules-refusal.c's: the kind's rule,
   * or the decision pending). */
  char    *(*explain_refusal)   (BhRules *self, const BhState *state,
                                 const BhAction *action, const char **rule);
  gboolean (*check_invariants)  (BhRules *self, const BhState *state, GError **error);
  /* The pending decision in one translated line ("turn 3, segment 2
   * (Operations): US to decide the force's next step"), as `seat` reads
   * it: the rules name nothing `seat` may not know, given the whole state
   * or `seat`'s view alike; BH_NONE reads everything (a referee, the
   * CLI's state without --side, a failure report). */
  char    *(*describe_decision) (BhRules *self, const BhState *state, int seat);
  /* May `seat` identify `piece` where it lies?  In two-player games a seat
   * is a side.  NULL: bh_rules_default_piece_visible(). */
  gboolean (*piece_visible)     (BhRules *self, const BhState *state, int piece, int seat);
  /* The engine has dealt pieces anew (a view made anonymous, a
   * determinization): renumber[p] is the piece that now stands where p
   * stood.  Rename the pieces the rules' block and the pending decision
   * name, rebuild any index of pieces.  NULL: the block names none. */
  void     (*rename_pieces)     (BhRules *self, BhState *state, const guint16 *renumber);
  /* The pieces the rules' block and the pending decision name, at most
   * `max` of them, into `named`; returns how many.  A view keeps a named
   * hidden piece apart from the others of its place, so the name still
   * points at the right counter.  NULL: none. */
  guint    (*named_pieces)      (BhRules *self, const BhState *state, gint32 *named, guint max);
  /* Called last on a view: scrub from the rules' block what `seat` may not
   * know.  NULL: nothing to scrub. */
  void     (*redact)            (BhRules *self, BhState *view, int seat);
  /* Deals a full state consistent with `view` into `out` (same size).
   * NULL: bh_rules_default_determinize(). */
  void     (*determinize)       (BhRules *self, const BhState *view, int seat, guint64 seed, BhState *out);
  /* The class of a hidden piece: views and determinizations deal a hidden
   * piece anew only over places of pieces of its class, so a class gathers
   * the pieces that may stand in one another's place with the rules'
   * invariants still holding (Pontiac: Indian Allies never in a fort).
   * Depends on the piece alone, never on where it lies.
   * NULL: bh_rules_default_hidden_class(). */
  guint    (*hidden_class)      (BhRules *self, int piece);
  /* What a player sees beside the pieces and the tracks, one translated
   * line each, "\n" between ("Victory points: US 3½, WC 2 (2.4)"); given a
   * view.  NULL: nothing more. */
  char    *(*describe_status)   (BhRules *self, const BhState *state);
  /* A piece's status words ("moved", "defending"), NULL-terminated, or
   * NULL for none; given a view.  NULL: none. */
  char   **(*piece_status)      (BhRules *self, const BhState *state, int piece);
  /* A player's wording of an action ("Move Harmar to Kekionga") as
   * `seat` reads it (as describe_decision: the deciding seat in the
   * decision panel, BH_NONE everything).  The log's wording is narrate's,
   * read by every seat.  NULL: the verb and the names of the arguments. */
  char    *(*describe_action)   (BhRules *self, const BhState *state, const BhAction *action, int seat);
  /* What an applied action did, for the log: dice, modifiers, table rows,
   * results, each with its rule number; lines separated by "\n".
   * NULL: the action's description and the dice rolled. */
  char    *(*narrate)           (BhRules *self, const BhState *before,
                                 const BhAction *action, const BhState *after);
  /* The rule an action is taken under when its kind serves several (a
   * placement for a recruit or for the winter); a static string.
   * NULL: the kind's rule. */
  const char *(*action_rule)    (BhRules *self, const BhState *state, const BhAction *action);
  /* What a player weighs before choosing `action`, in a few translated
   * words drawn beside its target on the map ("2 MP": what the step
   * costs), or NULL; given a view.  NULL: nothing. */
  char    *(*annotate_action)   (BhRules *self, const BhState *state, const BhAction *action);
  /* The location of the battle whose dice `action` rolled, from `before`
   * to `after`, or BH_NONE when it fought none; front ends draw a battle
   * account for it.  NULL: front ends guess from the dice and the pieces
   * at a place two sides share. */
  int      (*battle_location)   (BhRules *self, const BhState *before,
                                 const BhAction *action, const BhState *after);
  /* The one place the pending decision is about (the battle a side is
   * asked to fight on or leave, the space a force retreats from), or
   * BH_NONE; front ends bring it into view.  NULL: none. */
  int      (*decision_location) (BhRules *self, const BhState *state);

  /* What the computer opponent needs that only the game knows (see
   * docs/ai.md).  Each is optional; the defaults serve any game. */
  /* How good `state` looks for `side`, from 0 (lost) to 1 (won).
   * NULL: the result, else the VP tracks (bh_ai_evaluate). */
  double   (*evaluate)          (BhRules *self, const BhState *state, int side);
  /* A cheap prior: a weight >= 0 for each of the legal `actions` (0: never
   * worth trying while anything else is).  NULL: every action weighs 1. */
  void     (*policy)            (BhRules *self, const BhState *state,
                                 const GArray *actions, double *weights);
  /* TRUE once a look-ahead begun at `start` has gone far enough to be
   * scored by evaluate.  NULL: when the turn changes or the game ends. */
  gboolean (*horizon)           (BhRules *self, const BhState *start, const BhState *now);
};

BhGameData         *bh_rules_get_game_data     (BhRules          *self);
const BhActionKind *bh_rules_get_action_kinds  (BhRules          *self,
                                                guint            *n_kinds);
gsize               bh_rules_get_extra_size    (BhRules          *self);
gboolean            bh_rules_setup             (BhRules          *self,
                                                BhState          *state,
                                                const BhScenario *scenario,
                                                GError          **error);
void                bh_rules_list_actions      (BhRules          *self,
                                                const BhState    *state,
                                                GArray           *actions);
gboolean            bh_rules_check_action      (BhRules          *self,
                                                const BhState    *state,
                                                const BhAction   *action,
                                                GError          **error);
/* The rules' explain_refusal: a translated reason and *rule, or NULL. */
char               *bh_rules_explain_refusal   (BhRules          *self,
                                                const BhState    *state,
                                                const BhAction   *action,
                                                const char      **rule);
void                bh_rules_apply             (BhRules          *self,
                                                BhState          *state,
                                                const BhAction   *action);
gboolean            bh_rules_check_invariants  (BhRules          *self,
                                                const BhState    *state,
                                                GError          **error);
char               *bh_rules_describe_decision (BhRules          *self,
                                                const BhState    *state,
                                                int               seat);

/* Visibility (bh-view.c).  A seat is who looks: in two-player games a side;
 * in games whose players draw sides anew (Geronimo) the seat at the table.
 * A piece is visible to a seat unless it lies in a box that seat may not
 * look into (visibility "none", "side" of another side, or a box with
 * props seat=N and visible-to=seat for another seat); a piece revealed to
 * the seat (BhPieceState.seen, bh_state_reveal) is visible wherever it lies
 * until it moves.  Rules may narrow or widen this (piece_visible). */
gboolean            bh_rules_piece_visible     (BhRules          *self,
                                                const BhState    *state,
                                                int               piece,
                                                int               seat);
gboolean            bh_rules_default_piece_visible (BhRules      *self,
                                                const BhState    *state,
                                                int               piece,
                                                int               seat);
/* What a seat may know, by construction: every piece it may not identify
 * is anonymous.  Hidden pieces that look alike (same back: a deck's cards,
 * else same kind and side) are dealt out again in a fixed order over the
 * places they occupy, with face 0, order 0 and BH_PIECE_HIDDEN, so neither
 * which piece is where nor the order within a place can be recovered; the
 * counts per place stay true.  The dice generator is cleared.  Then the
 * rules' redact hook scrubs their own block.  A view of a view is the
 * same view. */
BhState            *bh_rules_dup_view          (BhRules          *self,
                                                const BhState    *state,
                                                int               seat);
/* Determinization: a full state, dealt at random (from `seed`) consistent
 * with `view` — each hidden piece replaced by one that could be there
 * (same back), faces up, stacks and cups in a random order, the dice
 * re-seeded — for a player (the computer) that must play out a future it
 * cannot see.  `out` must have the view's size; it may be `view` itself. */
void                bh_rules_determinize       (BhRules          *self,
                                                const BhState    *view,
                                                int               seat,
                                                guint64           seed,
                                                BhState          *out);
void                bh_rules_default_determinize (BhRules        *self,
                                                const BhState    *view,
                                                int               seat,
                                                guint64           seed,
                                                BhState          *out);
/* Pieces that look alike when hidden share a class: the rules' hook
 * (hidden_class), else the default, a deck's back or else kind and side. */
guint               bh_rules_hidden_class      (BhRules          *self,
                                                int               piece);
guint               bh_rules_default_hidden_class (BhRules       *self,
                                                int               piece);
/* Empty when the rules say nothing more. */
char               *bh_rules_describe_status   (BhRules          *self,
                                                const BhState    *state);
/* NULL when the piece has no status. */
char              **bh_rules_piece_status      (BhRules          *self,
                                                const BhState    *state,
                                                int               piece);
const char         *bh_rules_action_rule       (BhRules          *self,
                                                const BhState    *state,
                                                const BhAction   *action);
/* NULL when the rules have nothing to say beside the action's target. */
char               *bh_rules_annotate_action   (BhRules          *self,
                                                const BhState    *state,
                                                const BhAction   *action);
/* FALSE when the rules do not say (no battle_location hook): the caller
 * guesses.  Else TRUE, with the battle's location or BH_NONE in *location. */
gboolean            bh_rules_battle_location   (BhRules          *self,
                                                const BhState    *before,
                                                const BhAction   *action,
                                                const BhState    *after,
                                                int              *location);
/* The place the pending decision is about, or BH_NONE. */
int                 bh_rules_decision_location (BhRules          *self,
                                                const BhState    *state);
char               *bh_rules_describe_action   (BhRules          *self,
                                                const BhState    *state,
                                                const BhAction   *action,
                                                int               seat);
char               *bh_rules_narrate           (BhRules          *self,
                                                const BhState    *before,
                                                const BhAction   *action,
                                                const BhState    *after);
double              bh_rules_evaluate          (BhRules          *self,
                                                const BhState    *state,
                                                int               side);
void                bh_rules_policy            (BhRules          *self,
                                                const BhState    *state,
                                                const GArray     *actions,
                                                double           *weights);
gboolean            bh_rules_horizon           (BhRules          *self,
                                                const BhState    *start,
                                                const BhState    *now);
char               *bh_rules_format_action     (BhRules          *self,
                                                const BhAction   *action);
gboolean            bh_rules_parse_action      (BhRules          *self,
                                                const char       *text,
                                                BhAction         *action,
                                                GError          **error);

/* Registry: game id -> the GType of its rules. */
void                bh_rules_register          (const char       *game_id,
                                                GType             type);
/* Registers rules still being written: the game plays under them (the
 * generic tests cover it), and front ends say the rules are partly
 * enforced.  bh_rules_register() on the same id later makes them whole. */
void                bh_rules_register_partial  (const char       *game_id,
                                                GType             type);
/* TRUE when the game's rules are registered as partly enforced. */
gboolean            bh_rules_are_partial       (const char       *game_id);
gboolean            bh_rules_exist_for         (const char       *game_id);
/* The ids of every game with registered rules, sorted; g_strfreev(). */
char              **bh_rules_dup_registered    (void);
BhRules            *bh_rules_new_for_game      (BhGameData       *data,
                                                gboolean          free_play,
                                                GError          **error);
/* Data the schema lets through but the rules cannot read (an unknown card
 * type, a lake that is no Lake Control Box): the rules object keeps its
 * digest's one-line error; bh_rules_setup() then fails with it. */
void                bh_rules_keep_data_error   (BhRules          *self,
                                                const GError     *error);
gboolean            bh_rules_check_data        (BhRules          *self,
                                                GError          **error);
/* TRUE when no rules are registered for the game or they read its data:
 * what `validate`, the editor and a new game all ask. */
gboolean            bh_rules_check_game_data   (BhGameData       *data,
                                                GError          **error);

G_END_DECLS
