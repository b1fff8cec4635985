/* bh-pontiac-private.h — what the Pontiac's War rule modules share: the
 * rules object, the context every function works on (state, extra block,
 * index of pieces by location), the action kinds and the helpers.
 *
 * Flow: apply() performs one action, then pontiac_advance() carries the game
 * forward through everything automatic until a player must decide; the
 * innermost procedure in progress decides first (a casualty inside a battle
 * inside a move inside a phase). */
#pragma once

#include "bh-engine.h"
#include "bh-frontier.h"
#include "bh-pontiac-data.h"
#include "bh-pontiac-rules.h"
#include "bh-pontiac-state.h"

G_BEGIN_DECLS

struct _BhPontiacRules
{
  GObject parent_instance;
  BhGameData *data;
  PontiacData *d;
  guint16 adj_start[PONTIAC_MAX_LOCATIONS + 1];   /* the trail graph for src/rules/frontier */
  BhFrontierGraph graph;
};

typedef enum {
  A_DONE,             /* end the phase or the decision */
  A_RAISE,            /* 9.1: key leader, nation */
  A_BELT,             /* 9.1: war belt to a nation box */
  A_ROLL_BELTS,       /* 9.1 */
  A_PLACE,            /* 9.1, 9.2: piece, space */
  A_BUY,              /* 9.2: a piece of the force pool */
  A_FORM,             /* 10.0: the pieces of a space start a force */
  A_DROP,             /* 10.0 */
  A_PICKUP,           /* 10.0 */
  A_MOVE,             /* 10.0 */
  A_STOP,             /* 10.0 */
  A_ATTACK,           /* 11.1 step 1 */
  A_PASS_THROUGH,     /* 10.1, 10.2 */
  A_FIGHT,            /* 11.1 step 2 */
  A_FORT_UP,          /* 11.11 */
  A_RETREAT_ROLL,     /* 11.3 */
  A_PLAY,             /* 11.4: a card */
  A_MULLIGAN,         /* 7.0 */
  A_ARMS,             /* 11.5 */
  A_NO_ARMS,
  A_CASUALTY,         /* 11.9 */
  A_SPEND_SUPPLY,     /* 11.11, 14.0 */
  A_CONTINUE,         /* 11.10: a second round */
  A_BREAK_OFF,        /* 11.10 */
  A_RETREAT,          /* 11.3, 11.10: a destination */
  A_REBUILD,          /* 16.1 */
  A_RALLY,            /* 16.2 */
  A_AMBUSH,           /* 11.2: with an Arms Point (1) or not (0) */
  A_SEND,             /* 11.6: a unit the guns drive off, and where */
  A_REROLL,           /* 11.8: a leader */
  A_NO_REROLL,
  A_PICK,             /* 11.4: a card's choice of a piece */
  A_WINTER,           /* 15.2: a British piece to a fort */
  A_RALLY_WITH,       /* 16.2: a leader supports one unit */
  A_RALLY_ALL,        /* 16.2: a leader supports every unit in his space */
  A_OFFER,            /* 12.0: a British force's space, a nation */
  A_ACCEPT,           /* 12.0 */
  A_DECLINE,
  A_RELEASE,          /* 12.0: 1 or 2 captives */
  A_NO_AMBUSH,        /* 11.2 */
  A_RAZE,             /* 11.4: Indian Rage's settlement, between equally near ones */
  A_ESCORT,           /* 12.0: a guard for captives, and where they go */
  A_ESCORT_ALL,       /* 12.0: the whole British force escorts the captives */
  A_CARRY,            /* 10.1: a captive from a village to another of its nation */
  A_SHELTER,          /* 11.11: a unit goes into a fort that cannot hold every unit */
  A_REFUSE,           /* 6.2: a ship refuses battle */
  A_SAIL,             /* 6.2, 11.3: a ship retreats by water before combat: ship, lake fort */
  A_TRANSFER,         /* 10.1: captives of a village handed to another nation's band there: space, nation, count */
  A_CONCEAL,          /* 6.3: a stack into an Off-Map Force box, its marker in its place */
  A_REVEAL,           /* 6.3: a stack back onto the map from its box */
  A_REPLACE,          /* 6.2: where a Replacement Officer arrives */
  A_SAIL_TO,          /* 6.2: the lake fort a ship sails to: ship, fort */
  A_ALLIES_ARRIVE,    /* 9.2: where bought Indian Allies arrive next to Fort Niagara: piece, space */
  A_SETUP,            /* 20.0, 21.x: a set-up piece in a space of its zone: piece, space */
  A_SETUP_EXAMPLE,    /* 20.0, 21.x: the side's remaining set-up as the scenario's example */
  A_ESCORT_TO,        /* 12.0: the fort released captives walk to, between equally near ones */
  A_GO_HOME,          /* 11.4: the village a band is sent home to, between equally near ones: piece, village */
  A_RESTORE_ARMS,     /* 11.4: an Arms Point committed to no combat is restored (1) or not (0) */
  A_FLIP,             /* 11.3: the unit disrupted by a retreat past a single enemy FP or a village */
  A_GUARD,            /* 12.0: a unit kept out of the battle to guard captives */
  A_N_KINDS
} PontiacActionKind;

extern const BhActionKind pontiac_action_kinds[A_N_KINDS];

typedef struct {
  BhPontiacRules *self;
  const PontiacData *d;
  const PontiacScenarioInfo *sc;
  BhState *st;
  PontiacExtra *x;
  BhPieceState *pc;
  gint16 *mk;
  GArray *out;          /* list_actions: where actions go */
  PontiacIndex *ix;
  GString *notes;       /* the narration being written, else NULL */
} PontiacCtx;

#define FOR_PIECES_AT(c, loc, p) \
  for (int p = (c)->ix->head[(loc)], p##_next = p >= 0 ? (c)->ix->next[p] : -1; p >= 0; \
       p = p##_next, p##_next = p >= 0 ? (c)->ix->next[p] : -1)

/* ---- bh-pontiac-common.c ------------------------------------------------ */
void      pontiac_ctx_init        (PontiacCtx *c, BhPontiacRules *self, BhState *st);
void      pontiac_index_rebuild   (PontiacCtx *c);
gboolean  pontiac_index_check     (const PontiacCtx *c);
void      pontiac_move_piece      (PontiacCtx *c, int piece, int location);
void      pontiac_add_action      (PontiacCtx *c, int kind, int n, gint32 a, gint32 b);
int       pontiac_roll            (PontiacCtx *c);
void      pontiac_note            (PontiacCtx *c, const char *rule, const char *format, ...) G_GNUC_PRINTF (3, 4);
void      pontiac_note_about      (PontiacCtx *c, int piece, const char *rule, const char *public_text,
                                   const char *format, ...) G_GNUC_PRINTF (5, 6);
const char *pontiac_piece_name    (const PontiacCtx *c, int piece);
const char *pontiac_boxed_piece_wording (void);
char     *pontiac_told_name       (const PontiacCtx *c, int piece);
const char *pontiac_loc_name      (const PontiacCtx *c, int location);
const char *pontiac_side_name     (const PontiacCtx *c, int side);
#define NOTING(c) ((c)->notes != NULL)
int       pontiac_class           (const PontiacCtx *c, int piece);
int       pontiac_side_of         (const PontiacCtx *c, int piece);
int       pontiac_fp              (const PontiacCtx *c, int piece);
gboolean  pontiac_healthy         (const PontiacCtx *c, int piece);
gboolean  pontiac_is_unit         (const PontiacCtx *c, int piece);   /* a combat unit with FP */
gboolean  pontiac_is_leader       (const PontiacCtx *c, int piece);
gboolean  pontiac_is_military     (const PontiacCtx *c, int piece);   /* unit, leader, artillery, ship, supply */
gboolean  pontiac_is_space        (const PontiacCtx *c, int loc);
int       pontiac_stack_fp        (const PontiacCtx *c, int space, int side, guint8 need);
gboolean  pontiac_has_units       (const PontiacCtx *c, int space, int side);
gboolean  pontiac_has_military    (const PontiacCtx *c, int space, int side);
int       pontiac_marker_at       (const PontiacCtx *c, int loc, int klass);
gboolean  pontiac_fort_standing   (const PontiacCtx *c, int space);   /* an unrazed British fort in play */
int       pontiac_fort_value      (const PontiacCtx *c, int space);
gboolean  pontiac_village_standing(const PontiacCtx *c, int space);
gboolean  pontiac_settlement_standing (const PontiacCtx *c, int space);
gboolean  pontiac_besieged        (const PontiacCtx *c, int space);
/* 11.11: the Nations FP that keep a siege of the fort at `space` (4 a
 * value-1 fort, 8 a major one; 20.0 B's own figure where it sets one). */
int       pontiac_siege_minimum   (const PontiacCtx *c, int space);
gboolean  pontiac_treaty          (const PontiacCtx *c, int nation);
void      pontiac_place_marker    (PontiacCtx *c, int klass, int loc);
void      pontiac_remove_marker   (PontiacCtx *c, int klass, int loc);
int       pontiac_vp              (const PontiacCtx *c, int side);
void      pontiac_add_vp          (PontiacCtx *c, int side, int vp, const char *rule, const char *why);
gboolean  pontiac_behind          (const PontiacCtx *c, int side);
void      pontiac_add_arms        (PontiacCtx *c, int n, const char *rule);
void      pontiac_set_result      (PontiacCtx *c, BhResult result, int winner);
void      pontiac_set_decision    (PontiacCtx *c, int side, int kind, int a0, int a1);
int       pontiac_pool_of         (const PontiacCtx *c, int piece);
int       pontiac_free_piece      (const PontiacCtx *c, int type, int location);
void      pontiac_remove_unit     (PontiacCtx *c, int piece, gboolean vp, const char *rule);
void      pontiac_step_loss       (PontiacCtx *c, int piece, gboolean vp, const char *rule);
void      pontiac_kill_leader     (PontiacCtx *c, int piece, gboolean vp, const char *rule);
int       pontiac_draw_card       (PontiacCtx *c, int side);
void      pontiac_replenish       (PontiacCtx *c);
int       pontiac_hand_size       (const PontiacCtx *c, int side);
gboolean  pontiac_intro           (const PontiacCtx *c);

/* ---- bh-pontiac-sequence.c ---------------------------------------------- */
gboolean  pontiac_setup_state     (PontiacCtx *c, int scenario_index, GError **error);
void      pontiac_advance         (PontiacCtx *c);
void      pontiac_check_victory   (PontiacCtx *c, gboolean end_of_game);
const char *pontiac_auto_condition (const PontiacCtx *c, int side);
int       pontiac_judgement_turn  (const PontiacCtx *c);
int       pontiac_war_debt_lead   (const PontiacCtx *c);
void      pontiac_list_phase      (PontiacCtx *c);
void      pontiac_list_winter     (PontiacCtx *c);
void      pontiac_check_chartres  (PontiacCtx *c);
void      pontiac_apply_winter    (PontiacCtx *c, const BhAction *a);
void      pontiac_apply_phase     (PontiacCtx *c, const BhAction *a);
int       pontiac_phase_id        (const PontiacCtx *c);

/* ---- bh-pontiac-arrivals.c (20.0 B, D) ---------------------------------- */
void      pontiac_scheduled_arrivals (PontiacCtx *c);

/* ---- bh-pontiac-setup.c (20.0, 21.x) ---------------------------------- */
void      pontiac_setup_zones_begin (PontiacCtx *c);
gboolean  pontiac_setup_step      (PontiacCtx *c);
void      pontiac_list_setup      (PontiacCtx *c);
void      pontiac_apply_setup     (PontiacCtx *c, const BhAction *a);
const char *pontiac_setup_rule    (const PontiacCtx *c, int piece);
gboolean  pontiac_setup_allowed   (const PontiacCtx *c, int piece, int space);
gboolean  pontiac_adjacent        (const PontiacCtx *c, int a, int b);
int       pontiac_setup_failed_term (const PontiacCtx *c, int piece, int space, const GPtrArray **terms);

/* ---- bh-pontiac-move.c -------------------------------------------------- */
gboolean  pontiac_must_attack     (const PontiacCtx *c, int side);
gboolean  pontiac_force_must_attack (const PontiacCtx *c);
gboolean  pontiac_must_attack_whole (const PontiacCtx *c, int side);
void      pontiac_list_ops        (PontiacCtx *c);
void      pontiac_list_move       (PontiacCtx *c);
void      pontiac_list_enter      (PontiacCtx *c);
void      pontiac_apply_move      (PontiacCtx *c, const BhAction *a);
int       pontiac_force_fp        (const PontiacCtx *c);
gboolean  pontiac_enemy_at        (const PontiacCtx *c, int space, int side);
void      pontiac_end_move        (PontiacCtx *c);
void      pontiac_raze_occupied_villages (PontiacCtx *c);
void      pontiac_list_pass_ambush (PontiacCtx *c);
void      pontiac_apply_pass_ambush (PontiacCtx *c, const BhAction *a);
gboolean  pontiac_move_step       (PontiacCtx *c);

/* ---- bh-pontiac-combat.c ------------------------------------------------ */
void      pontiac_start_battle    (PontiacCtx *c, int space, int att_side, int from);
int       pontiac_battle_side_fp  (const PontiacCtx *c, int side, gboolean ambusher);
/* 10.3: a force carried by water into a besieged lake fort. */
enum { NV_NONE, NV_OPTIONS, NV_WAITING, NV_JOINED };
void      pontiac_start_naval_relief (PontiacCtx *c, int space, int from);
gboolean  pontiac_battle_step     (PontiacCtx *c);
void      pontiac_list_battle     (PontiacCtx *c);
void      pontiac_apply_battle    (PontiacCtx *c, const BhAction *a);
void      pontiac_start_casualties(PontiacCtx *c, int side, int n, int reason, int space);
gboolean  pontiac_casualty_step   (PontiacCtx *c);
void      pontiac_list_casualty   (PontiacCtx *c);
void      pontiac_apply_casualty  (PontiacCtx *c, const BhAction *a);
void      pontiac_list_retreat    (PontiacCtx *c);
void      pontiac_apply_retreat   (PontiacCtx *c, const BhAction *a);
void      pontiac_raze_fort       (PontiacCtx *c, int space);
/* bh-pontiac-ships.c (6.2, 11.3) */
void      pontiac_ship_sails_away (PontiacCtx *c, int ship, gboolean any, const char *rule);
/* bh-pontiac-home.c: a band a card sends home (Internal Conflict, the
 * reconstructed cards); `why` names the card for the log. */
enum { PONTIAC_HOME_INTERNAL_CONFLICT, PONTIAC_HOME_RECONSTRUCTED };
void      pontiac_send_band_home  (PontiacCtx *c, int piece, int from, int skip, int why);
gboolean  pontiac_home_step       (PontiacCtx *c);
gboolean  pontiac_flip_step       (PontiacCtx *c);
void      pontiac_list_flip       (PontiacCtx *c);
void      pontiac_apply_flip      (PontiacCtx *c, const BhAction *a);
void      pontiac_list_home       (PontiacCtx *c);
void      pontiac_apply_home      (PontiacCtx *c, const BhAction *a);
gboolean  pontiac_sail_step       (PontiacCtx *c);
void      pontiac_list_sail       (PontiacCtx *c);
void      pontiac_apply_sail      (PontiacCtx *c, const BhAction *a);
void      pontiac_ships_leave     (PontiacCtx *c, int space, const char *rule);
gboolean  pontiac_ships_pending   (const PontiacCtx *c);
void      pontiac_list_ships      (PontiacCtx *c);
void      pontiac_apply_ships     (PontiacCtx *c, const BhAction *a);
void      pontiac_check_siege     (PontiacCtx *c, int space);
void      pontiac_garrison_on_top (PontiacCtx *c, int space);
gboolean  pontiac_replacement_step (PontiacCtx *c);
void      pontiac_list_replacement (PontiacCtx *c);
void      pontiac_apply_replacement (PontiacCtx *c, const BhAction *a);
void      pontiac_list_allies_arrival (PontiacCtx *c);
void      pontiac_apply_allies_arrival (PontiacCtx *c, const BhAction *a);
int       pontiac_ambush_roll     (PontiacCtx *c, int side, int space, gboolean with_arms, int ambusher_fp, int *steps);

gboolean  pontiac_battle_present  (const PontiacCtx *c, int side, int special, int klass);
gboolean  pontiac_battle_rifles   (const PontiacCtx *c);
gboolean  pontiac_garrison_inside (const PontiacCtx *c);
gboolean  pontiac_retreat_into_fort_offered (const PontiacCtx *c);

/* ---- bh-pontiac-cards.c ------------------------------------------------- */
/* Card choices (PontiacBattle.choice) besides the card numbers 1, 3, 4,
 * 52, 60, 61 and 84 whose own choice it is. */
enum { PCC_HABITANTS = 101, PCC_PLAGUE, PCC_WITHDRAW, PCC_GO_HOME, PCC_DISRUPT };
void      pontiac_card_data_effects (PontiacCtx *c, int side, int card);

/* ---- bh-pontiac-card-play.c --------------------------------------------- */
int       pontiac_hand_count      (const PontiacCtx *c, int side);
gboolean  pontiac_cards_in_use    (const PontiacCtx *c);
gboolean  pontiac_reveal_cards    (PontiacCtx *c);
void      pontiac_list_battle_choice (PontiacCtx *c);
void      pontiac_apply_battle_choice (PontiacCtx *c, const BhAction *a);
void      pontiac_start_card_choice (PontiacCtx *c, int number, int side, int left);
gboolean  pontiac_card_cancels    (const PontiacCtx *c, int card);
void      pontiac_named_card      (PontiacCtx *c, int number);
gboolean  pontiac_list_card_choice (PontiacCtx *c);
gboolean  pontiac_apply_card_choice (PontiacCtx *c, const BhAction *a);

/* ---- bh-pontiac-captives.c --------------------------------------------- */
void      pontiac_list_offers     (PontiacCtx *c);
gboolean  pontiac_any_offer       (PontiacCtx *c);
void      pontiac_list_release    (PontiacCtx *c);
void      pontiac_apply_release   (PontiacCtx *c, const BhAction *a);

/* ---- bh-pontiac-escort.c ----------------------------------------------- */
guint16   pontiac_captors         (const PontiacCtx *c, int space);
gboolean  pontiac_escort_guard    (const PontiacCtx *c, int piece);
int       pontiac_captive_holder  (const PontiacCtx *c, int space);
int       pontiac_british_captives (const PontiacCtx *c);
int       pontiac_escorted_at     (const PontiacCtx *c, int space);
void      pontiac_escort_taken    (PontiacCtx *c, int space, int captives, guint16 nations);
void      pontiac_escort_released (PontiacCtx *c, int space, int captives);
void      pontiac_escorts_walk    (PontiacCtx *c, int side);
void      pontiac_escorts_treaty  (PontiacCtx *c, int nation);
void      pontiac_escorts_winter  (PontiacCtx *c);
void      pontiac_recapture       (PontiacCtx *c, int space);
gboolean  pontiac_escort_step     (PontiacCtx *c);
void      pontiac_escorts_sync    (PontiacCtx *c);
void      pontiac_list_escort     (PontiacCtx *c);
void      pontiac_apply_escort    (PontiacCtx *c, const BhAction *a);
gboolean  pontiac_escorts_check   (const PontiacCtx *c, GString *why);
void      pontiac_list_carries    (PontiacCtx *c);

/* ---- bh-pontiac-offmap.c -------------------------------------------------- */
int       pontiac_offmap_marker_at (const PontiacCtx *c, int space, int side);
gboolean  pontiac_concealed       (const PontiacCtx *c, int piece);
void      pontiac_list_offmap     (PontiacCtx *c);
void      pontiac_apply_offmap    (PontiacCtx *c, const BhAction *a);
void      pontiac_offmap_follow   (PontiacCtx *c, int from, int to, int side);
void      pontiac_offmap_tidy     (PontiacCtx *c);
gboolean  pontiac_offmap_check    (const PontiacCtx *c, GString *why);
#define PONTIAC_MARKER_ORDER 0x7fff  /* an off-map marker's height on its stack (6.3) */
gboolean  pontiac_offmap_pooled   (const PontiacCtx *c, int piece);
void      pontiac_offmap_pool_view (PontiacCtx *c, int seat);
void      pontiac_offmap_deal     (PontiacCtx *c);
void      pontiac_apply_carry     (PontiacCtx *c, const BhAction *a);
void      pontiac_list_transfers  (PontiacCtx *c);
void      pontiac_apply_transfer  (PontiacCtx *c, const BhAction *a);

/* ---- bh-pontiac-attrition.c --------------------------------------------- */
int       pontiac_attrition_steps (const PontiacCtx *c, int piece);
gboolean  pontiac_attrition_phase (PontiacCtx *c, int kind);
void      pontiac_list_attrition  (PontiacCtx *c);
void      pontiac_apply_attrition (PontiacCtx *c, const BhAction *a);
gboolean  pontiac_in_supply       (const PontiacCtx *c, int space);
int       pontiac_supply_loss     (const PontiacCtx *c, int s);
void      pontiac_supply_map      (const PontiacCtx *c, guint8 *out);

G_END_DECLS
