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
  gboolean (*check_invariants)  (BhRules *self, const BhState *state, GError **error);
  char    *(*describe_decision) (BhRules *self, const BhState *state);
  /* Hides what `side` may not see.  NULL: hide by box visibility. */
  void     (*redact)            (BhRules *self, BhState *state, int side);
  /* A player's wording of an action ("Move Harmar to Kekionga").
   * NULL: the verb and the names of the arguments. */
  char    *(*describe_action)   (BhRules *self, const BhState *state, const BhAction *action);
  /* What an applied action did, for the log: dice, modifiers, table rows,
   * results, each with its rule number; lines separated by "\n".
   * NULL: the action's description and the dice rolled. */
  char    *(*narrate)           (BhRules *self, const BhState *before,
                                 const BhAction *action, const BhState *after);

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
void                bh_rules_apply             (BhRules          *self,
                                                BhState          *state,
                                                const BhAction   *action);
gboolean            bh_rules_check_invariants  (BhRules          *self,
                                                const BhState    *state,
                                                GError          **error);
char               *bh_rules_describe_decision (BhRules          *self,
                                                const BhState    *state);
BhState            *bh_rules_dup_view          (BhRules          *self,
                                                const BhState    *state,
                                                int               side);
char               *bh_rules_describe_action   (BhRules          *self,
                                                const BhState    *state,
                                                const BhAction   *action);
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
gboolean            bh_rules_exist_for         (const char       *game_id);
BhRules            *bh_rules_new_for_game      (BhGameData       *data,
                                                gboolean          free_play,
                                                GError          **error);

G_END_DECLS
