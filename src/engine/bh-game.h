/* bh-game.h — a game being played: data, rules, the current state and the
 * action log.  A game is fully given by scenario + seed + actions: save
 * writes that, load replays it, undo and review rebuild past states from
 * checkpoints (see bh-game.c).  Widgets listen to ::changed. */
#pragma once

#include "bh-rules.h"

G_BEGIN_DECLS

typedef struct {
  BhAction action;
  char *text;            /* the action's text form */
  char *narration;       /* what it did, for players: see bh_rules_narrate() */
  int side;
  const char *rule;      /* the rule that governs the action */
  guint8 n_rolls;
  guint8 rolls[BH_MAX_ROLLS];
  guint8 roll_faces[BH_MAX_ROLLS];
  gboolean revealed;     /* hidden information came to light */
  char *revealed_text;   /* what was shown and to whom, for every seat to read:
                          * pieces shown to all by name, others only counted */
} BhLogEntry;

#define BH_TYPE_GAME (bh_game_get_type ())
G_DECLARE_FINAL_TYPE (BhGame, bh_game, BH, GAME, GObject)

BhGame           *bh_game_new               (BhGameData   *data,
                                             const char   *scenario_id,
                                             guint64       seed,
                                             gboolean      free_play,
                                             GError      **error);
/* @options maps option ids to GINT_TO_POINTER (TRUE or FALSE); the
 * scenario's defaults apply to the rest. */
BhGame           *bh_game_new_with_options  (BhGameData   *data,
                                             const char   *scenario_id,
                                             guint64       seed,
                                             gboolean      free_play,
                                             GHashTable   *options,
                                             GError      **error);
BhGameData       *bh_game_get_data          (BhGame       *self);
BhRules          *bh_game_get_rules         (BhGame       *self);
const BhScenario *bh_game_get_scenario      (BhGame       *self);
guint64           bh_game_get_seed          (BhGame       *self);
gboolean          bh_game_is_free_play      (BhGame       *self);
const BhState    *bh_game_get_state         (BhGame       *self);
const BhState    *bh_game_get_state_at      (BhGame       *self,
                                             guint         n_actions);
/* The pending decision as `seat` reads it (BH_NONE: everything). */
char             *bh_game_describe_decision (BhGame       *self,
                                             int           seat);

GArray           *bh_game_list_actions      (BhGame       *self);
gboolean          bh_game_perform           (BhGame       *self,
                                             const BhAction *action,
                                             GError      **error);
gboolean          bh_game_perform_text      (BhGame       *self,
                                             const char   *text,
                                             GError      **error);

guint             bh_game_get_n_log_entries (BhGame       *self);
const BhLogEntry *bh_game_get_log_entry     (BhGame       *self,
                                             guint         i);
/* The action of entry `i` alone: cheap, where an entry is narrated when
 * first asked for (a view of a long log asks only for what it shows). */
const BhAction   *bh_game_get_action        (BhGame       *self,
                                             guint         i);

gboolean          bh_game_can_undo          (BhGame       *self);
gboolean          bh_game_undo              (BhGame       *self);
/* Against the computer: takes back `side`'s last action and every action
 * taken after it (the computer's replies), so that `side` decides again;
 * never past a die roll or hidden information that came to light.  Redo
 * brings them back one by one. */
gboolean          bh_game_can_undo_for_side (BhGame       *self,
                                             int           side);
gboolean          bh_game_undo_for_side     (BhGame       *self,
                                             int           side);
gboolean          bh_game_can_redo          (BhGame       *self);
gboolean          bh_game_redo              (BhGame       *self);

/* XML save: format version, game, scenario, data digest, seed, actions. */
char             *bh_game_to_xml            (BhGame       *self,
                                             gsize        *length);
gboolean          bh_game_save              (BhGame       *self,
                                             GFile        *file,
                                             GError      **error);

G_END_DECLS
