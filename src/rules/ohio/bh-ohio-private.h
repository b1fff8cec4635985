/* bh-ohio-private.h — what the Blood on the Ohio rule modules share: the
 * rules object, the context every function works on (state, extra block,
 * a per-location index of pieces), the action kinds and the helpers.
 *
 * Flow: apply() performs one action, then ohio_advance() carries the game
 * forward through everything automatic until a player must decide; the
 * innermost procedure in progress decides first (a casualty inside an
 * ambush inside a move inside a segment). */
#pragma once

#include "bh-engine.h"
#include "bh-ohio-data.h"
#include "bh-ohio-rules.h"
#include "bh-ohio-state.h"

G_BEGIN_DECLS

struct _BhOhioRules
{
  GObject parent_instance;
  BhGameData *data;
  OhioData *d;
};

/* Action kinds. */
typedef enum {
  A_PASS,             /* 5.0 */
  A_SAVE,             /* 5.9 */
  A_RECRUIT_US,       /* 5.1.1 */
  A_RECRUIT_WC,       /* 5.1.2: nation, 0 (1, the Arms before the rolls, is refused) */
  A_PLACE,            /* place a piece: recruits, allies, entries, winter */
  A_REDRAW,           /* App. 3 Legion */
  A_KEEP,
  A_SETUP,            /* App. 2, App. 4: set a piece up (option choose-set-up) */
  A_SETUP_EXAMPLE,    /* App. 2, App. 4: the scenario's example for the side's pieces */
  A_TREATY,           /* 5.2.1 */
  A_ALLIANCE,         /* 5.2.3 */
  A_BUILD,            /* 5.3 */
  A_BUILD_FORT,       /* 5.3: structure, space, wagon */
  A_REPAIR,           /* 5.4 */
  A_HARASS,           /* 5.5 */
  A_NO_HARASS,
  A_RAID,             /* 5.6 */
  A_SEARCH_ARTILLERY, /* 5.7.1 */
  A_SEARCH_RAIDERS,   /* 5.7.2 */
  A_STRATEGIC,        /* 5.8 */
  A_STRATEGIC_WITH,   /* 5.8 with a leader */
  A_FORM,             /* 6.3 */
  A_ADD,              /* 6.3 */
  A_MARCH,            /* 6.5 */
  A_MARCH_SCOUT,      /* 21.2 */
  A_CANCEL,
  A_END_OPS,          /* 6.0 */
  A_GARRISON,         /* 20.1 */
  A_UNGARRISON,       /* 20.1 */
  A_BREAKOUT,         /* 20.2.2 */
  A_MOVE,             /* 6.0 */
  A_PICKUP,           /* 6.4 */
  A_DROP,             /* 6.5 */
  A_STOP,             /* 6.0 */
  A_PASS_THROUGH,     /* 13.0 */
  A_ATTACK,           /* 14.1 */
  A_OVERRUN,          /* 17.0 */
  A_IGNORE,           /* 20.3, 20.5, 20.6: go on past a structure */
  A_AMBUSH,           /* 18.0 */
  A_NO_AMBUSH,
  A_DEFEND,           /* 14.2 */
  A_RBC,              /* 16.0 */
  A_RBC_TP,           /* 16.0 */
  A_RBC_NO_TP,
  A_SCOUT,            /* 21.3: scout, use (0 none, 1 TP, 2 FP) */
  A_REROLL,           /* 14.9 */
  A_NO_REROLL,
  A_REINFORCE,        /* 14.3 */
  A_NO_REINFORCE,
  A_CASUALTY,         /* 14.7 */
  A_HIT_STRUCTURE,    /* 14.7: a printed structure takes the casualty */
  A_RETREAT,          /* 15.0 */
  A_RETREAT_UNIT,     /* 15.1.4 */
  A_RELOCATE,         /* 20.5.1 */
  A_SUPPLY,           /* 10.0 */
  A_NO_SUPPLY,
  A_WINTER_CUP,       /* 11.2 */
  A_TAKE_ARMS,        /* 5.1.2: British Arms instead of the second recruit check */
  A_RECRUIT_ROLL,     /* 5.1.2: roll the second recruit check */
  A_STACKS_DONE,      /* App. 2, App. 4, 20.1: the US's split of a fort's stacks at the set-up is made */
  A_N_KINDS
} OhioActionKind;

extern const BhActionKind ohio_action_kinds[A_N_KINDS];

typedef struct {
  BhOhioRules *self;
  const OhioData *d;
  const OhioScenarioInfo *sc;
  BhState *st;
  OhioExtra *x;
  BhPieceState *pc;
  gint16 *mk;
  GArray *out;          /* list_actions: where actions go */
  OhioIndex *ix;        /* the pieces by location, kept in the extra block */
  GString *notes;       /* the narration being written (narrate), else NULL */
} OhioCtx;

/* Why an action is refused: a reason and the rule that gives it. */
typedef struct {
  const char *reason;
  const char *rule;
  char *text;           /* a reason with figures, owned; before `reason` */
} OhioWhy;

#define FOR_PIECES_AT(c, loc, p) \
  for (int p = (c)->ix->head[(loc)]; p >= 0; p = (c)->ix->next[p])

/* ---- bh-ohio-common.c --------------------------------------------------- */
void      ohio_ctx_init          (OhioCtx *c, BhOhioRules *self, BhState *st);
void      ohio_index_rebuild     (OhioCtx *c);
gboolean  ohio_index_check       (const OhioCtx *c);
void      ohio_move_piece        (OhioCtx *c, int piece, int location);
void      ohio_add_action        (OhioCtx *c, int kind, int n, gint32 a, gint32 b, gint32 d);
int       ohio_roll              (OhioCtx *c);
/* Narration (bh-ohio-narrate.c): one line a step, with its rule. */
void      ohio_note              (OhioCtx *c, const char *rule, const char *format, ...) G_GNUC_PRINTF (3, 4);
const char *ohio_piece_name      (const OhioCtx *c, int piece);
const char *ohio_loc_name        (const OhioCtx *c, int location);
const char *ohio_side_name       (const OhioCtx *c, int side);
const char *ohio_nation_name     (const OhioCtx *c, int nation);
const char *ohio_event_name      (int event);
/* As `seat` reads it (25.2): BH_NONE reads every name. */
char     *ohio_describe_action   (BhOhioRules *self, const BhState *state, const BhAction *a, int seat);
/* A piece's name as the log may show it: "a WC piece" under 25.2. */
const char *ohio_moving_piece_name (const OhioCtx *c, int piece);
char       *ohio_told_name (const OhioCtx *c, int piece);
gboolean    ohio_kept_from_us (const OhioCtx *c, int piece);
char       *ohio_vp_text   (int half_points);
/* What a step of the force on the move costs, beside its target (2.5). */
char     *ohio_annotate_action   (BhOhioRules *self, const BhState *state, const BhAction *a);
#define NOTING(c) ((c)->notes != NULL)
int       ohio_side_of           (const OhioCtx *c, int piece);
int       ohio_class             (const OhioCtx *c, int piece);
int       ohio_fp                (const OhioCtx *c, int piece);
int       ohio_tp                (const OhioCtx *c, int piece);
gboolean  ohio_is_military       (const OhioCtx *c, int piece);  /* leader or unit */
gboolean  ohio_is_unit           (const OhioCtx *c, int piece);  /* warrior, regular, militia */
gboolean  ohio_is_leader         (const OhioCtx *c, int piece);
gboolean  ohio_is_regular        (const OhioCtx *c, int piece);
gboolean  ohio_is_militia        (const OhioCtx *c, int piece);
gboolean  ohio_is_cavalry        (const OhioCtx *c, int piece);
gboolean  ohio_on_map            (const OhioCtx *c, int piece);
gboolean  ohio_is_space          (const OhioCtx *c, int loc);
int       ohio_stack_fp          (const OhioCtx *c, int space, int side, guint8 need, guint8 refuse);
int       ohio_stack_unit_fp     (const OhioCtx *c, int space, int side, guint8 need, guint8 refuse);
gboolean  ohio_has_military      (const OhioCtx *c, int space, int side, guint8 need, guint8 refuse);
gboolean  ohio_has_class         (const OhioCtx *c, int space, int side, int klass);
int       ohio_count_class       (const OhioCtx *c, int loc, int klass);
int       ohio_first_class       (const OhioCtx *c, int loc, int klass);
void      ohio_vp                (OhioCtx *c, int side, int half_points);
int       ohio_vp2               (const OhioCtx *c, int side);
int       ohio_expedition        (const OhioCtx *c);
gboolean  ohio_nation_is_wc      (const OhioCtx *c, int nation);
gboolean  ohio_space_usable      (const OhioCtx *c, int space);
void      ohio_set_result        (OhioCtx *c, BhResult result, int winner);
void      ohio_set_decision      (OhioCtx *c, int side, int kind, int a0, int a1);
int       ohio_unit_to_cup_or_out (OhioCtx *c, int piece);   /* a removed casualty (14.7) */
void      ohio_kill_leader       (OhioCtx *c, int piece);

/* Structures (bh-ohio-structures.c) */
int       ohio_settlement_steps  (const OhioCtx *c, int space); /* 2, 1 or 0 */
int       ohio_fort_piece        (const OhioCtx *c, int space);  /* built fort marker or -1 */
gboolean  ohio_has_fort          (const OhioCtx *c, int space);
int       ohio_fort_fp           (const OhioCtx *c, int space);
int       ohio_fort_capacity     (const OhioCtx *c, int space);
int       ohio_winter_capacity   (const OhioCtx *c, int space);
gboolean  ohio_fort_screened     (const OhioCtx *c, int space);
gboolean  ohio_besieged          (const OhioCtx *c, int space);
int       ohio_village_piece     (const OhioCtx *c, int space);  /* village marker or -1 */
gboolean  ohio_principal_healthy (const OhioCtx *c, int space);
int       ohio_principal_reduced (const OhioCtx *c, int space);  /* reduced marker or -1 */
gboolean  ohio_has_village       (const OhioCtx *c, int space);  /* any village of any kind */
int       ohio_village_nation    (const OhioCtx *c, int space);
gboolean  ohio_nonaligned_village_at (const OhioCtx *c, int space);  /* 19.0 */
gboolean  ohio_treaty_village_at (const OhioCtx *c, int space);      /* 5.2.2 */
gboolean  ohio_has_razed         (const OhioCtx *c, int space);
gboolean  ohio_has_settlement    (const OhioCtx *c, int space);
void      ohio_settlement_hit    (OhioCtx *c, int space, gboolean vp);
void      ohio_fort_hit          (OhioCtx *c, int space);
void      ohio_village_hit       (OhioCtx *c, int space, gboolean overrun);
void      ohio_place_razed       (OhioCtx *c, int space);
void      ohio_check_conquest    (OhioCtx *c, int nation);
gboolean  ohio_list_relocate     (OhioCtx *c);
void      ohio_apply_relocate    (OhioCtx *c, int space);
int       ohio_mp_distance       (const OhioCtx *c, int from, int to, int limit, gboolean avoid_us);
void      ohio_mp_distances      (const OhioCtx *c, int from, int limit, guint8 *out, int avoid_side);
void      ohio_mp_distances_to   (const OhioCtx *c, int target, int limit, guint8 *out, const guint8 *blocked);
void      ohio_hops_from         (const OhioCtx *c, const guint8 *sources, int radius, guint8 *out);
void      ohio_hops_within       (const OhioCtx *c, const guint8 *sources, int radius, gboolean usable_only,
                                  guint8 *out);

/* Sequence (bh-ohio-sequence.c) */
void      ohio_advance           (OhioCtx *c);
gboolean  ohio_setup_state       (OhioCtx *c, int scenario_index, GError **error);
void      ohio_check_victory     (OhioCtx *c, gboolean end_of_game);
void      ohio_list_sa           (OhioCtx *c);
int       ohio_sap_reset         (const OhioCtx *c, int side);
int       ohio_sap_max           (const OhioCtx *c, int side);
void      ohio_apply_sa_common   (OhioCtx *c, const BhAction *a);
void      ohio_sa_done           (OhioCtx *c);

/* Special actions (bh-ohio-special.c) */
void      ohio_list_special      (OhioCtx *c, int side);
void      ohio_explain_special   (OhioCtx *c, const BhAction *a, OhioWhy *why);
void      ohio_fort_sites        (const OhioCtx *c, guint8 *ok);  /* 5.3: a fort may be built here */
void      ohio_settlement_sites  (const OhioCtx *c, guint8 *ok);  /* 5.3: a settlement may be built here */
void      ohio_apply_special     (OhioCtx *c, const BhAction *a);
void      ohio_list_harass       (OhioCtx *c);
void      ohio_apply_harass      (OhioCtx *c, const BhAction *a);
void      ohio_nation_joins      (OhioCtx *c, int nation, gboolean alliance_forces);
void      ohio_break_treaty      (OhioCtx *c, int nation);
gboolean  ohio_principal_at      (const OhioCtx *c, int space);  /* a principal village, whole or reduced */
int       ohio_draw_blind        (OhioCtx *c, int box, int side_filter);
gboolean  ohio_nation_village_at (const OhioCtx *c, int space, int nation);
int       ohio_placed_fp_at      (const OhioCtx *c, int space, int nation, gboolean warriors_only);
gboolean  ohio_box_representative (const OhioCtx *c, int loc, int piece);
gboolean  ohio_nation_has_units_in_box (const OhioCtx *c, int nation);

/* Placing what special actions bring (bh-ohio-place.c) */
gboolean  ohio_place_step        (OhioCtx *c);
void      ohio_list_place        (OhioCtx *c);
void      ohio_apply_place       (OhioCtx *c, const BhAction *a);
int       ohio_wc_recruit_best_fp (const OhioCtx *c, int nation);

/* Set-up choices (bh-ohio-setup.c) */
void      ohio_setup_zones_begin (OhioCtx *c);
gboolean  ohio_setup_step        (OhioCtx *c);
void      ohio_list_setup        (OhioCtx *c);
void      ohio_apply_setup       (OhioCtx *c, const BhAction *a);
const char *ohio_setup_rule      (const OhioCtx *c, int piece);
int       ohio_setup_left        (const OhioCtx *c, int side);
char     *ohio_setup_refusal     (const OhioCtx *c, int piece);
void      ohio_list_setup_fort   (OhioCtx *c);
void      ohio_setup_stacks_example (OhioCtx *c);
const char *ohio_setup_fort_name (const OhioCtx *c, int space);

/* Movement (bh-ohio-move.c) */
void      ohio_list_ops          (OhioCtx *c);
void      ohio_list_form         (OhioCtx *c);
void      ohio_list_move         (OhioCtx *c);
void      ohio_list_declare      (OhioCtx *c);
void      ohio_apply_ops         (OhioCtx *c, const BhAction *a);
void      ohio_explain_ops       (OhioCtx *c, const BhAction *a, OhioWhy *why);
gboolean  ohio_move_step         (OhioCtx *c, OhioMove *m);
void      ohio_end_move          (OhioCtx *c, OhioMove *m);
int       ohio_force_fp          (const OhioCtx *c, const OhioMove *m);
int       ohio_force_unit_fp     (const OhioCtx *c, const OhioMove *m);
int       ohio_force_tp          (const OhioCtx *c, const OhioMove *m);
gboolean  ohio_enemy_present     (const OhioCtx *c, int space, int side);
int       ohio_step_cost         (const OhioCtx *c, int from, int to);
OhioMove *ohio_current_move      (OhioCtx *c);
void      ohio_start_reinf_move  (OhioCtx *c, int side, int space, int target);
int       ohio_force_tp_at       (const OhioCtx *c, int space, int side, guint8 need);
gboolean  ohio_can_move_piece    (const OhioCtx *c, int piece, int side);
gboolean  ohio_fort_distributable (const OhioCtx *c, int piece);
void      ohio_list_fort_distribution (OhioCtx *c, int piece);

/* British Arms, 23.0 and 5.1.2 (bh-ohio-arms.c) */
gboolean  ohio_arms_stranded     (const OhioCtx *c, int space, int leaving, int staying);
gboolean  ohio_arms_stranded_if_taken (const OhioCtx *c, int piece);
gboolean  ohio_arms_doubled      (const OhioCtx *c, int join, int leave);
gboolean  ohio_arms_doubled_by_march (const OhioCtx *c);
gboolean  ohio_arms_add_doubles  (const OhioCtx *c, int space, int piece);
void      ohio_discard_stranded_arms (OhioCtx *c);
int       ohio_arms_battle_fp    (const OhioCtx *c, int space, int side);
gboolean  ohio_arms_room         (const OhioCtx *c, int space);
gboolean  ohio_arms_may_go       (const OhioCtx *c, int q, int s);
gboolean  ohio_arms_site         (const OhioCtx *c, int space);
gboolean  ohio_arms_offer_possible (const OhioCtx *c);
void      ohio_take_arms         (OhioCtx *c);

/* What players read beside the board (bh-ohio-status.c) */
char     *ohio_describe_status   (BhRules *rules, const BhState *state);
char    **ohio_piece_status      (BhRules *rules, const BhState *state, int piece);

/* Ambush (bh-ohio-ambush.c) */
gboolean  ohio_in_scope          (const OhioCtx *c, int piece, int side, int scope);
void      ohio_open_ambush       (OhioCtx *c, int ambusher_side, int target_space, int scope, gboolean only_space, int exclude);
gboolean  ohio_ambush_step       (OhioCtx *c);
void      ohio_list_ambush       (OhioCtx *c);
void      ohio_apply_ambush      (OhioCtx *c, const BhAction *a);
gboolean  ohio_can_ambush        (const OhioCtx *c, int ambusher_space, int side, int target_space, int scope, int target_fp, int target_tp);
void      ohio_resolve_ambush    (OhioCtx *c, int ambusher_space, int target_space, int scope);

/* Combat (bh-ohio-combat.c) */
void      ohio_start_battle      (OhioCtx *c, int kind, int space, int att_side, int from);
void      ohio_start_chain       (OhioCtx *c, int side, int space, int from);
void      ohio_defer_chain       (OhioCtx *c, int side, int space, int from);
gboolean  ohio_battle_step       (OhioCtx *c);
void      ohio_list_battle       (OhioCtx *c);
void      ohio_apply_battle      (OhioCtx *c, const BhAction *a);
void      ohio_start_casualties  (OhioCtx *c, int side, int hits, int reason, int space, int scope);
gboolean  ohio_casualty_step     (OhioCtx *c);
void      ohio_list_casualty     (OhioCtx *c);
void      ohio_apply_casualty    (OhioCtx *c, const BhAction *a);
void      ohio_start_retreat     (OhioCtx *c, int side, int from, int cause, gboolean attacker, int forced, int forbidden, int causer);
gboolean  ohio_retreat_step      (OhioCtx *c);
void      ohio_list_retreat      (OhioCtx *c);
void      ohio_apply_retreat     (OhioCtx *c, const BhAction *a);
int       ohio_combat_tp         (const OhioCtx *c, int side);

/* Supply, winter, checks (bh-ohio-supply.c) */
gboolean  ohio_supply_step       (OhioCtx *c);
void      ohio_list_supply       (OhioCtx *c);
void      ohio_apply_supply      (OhioCtx *c, const BhAction *a);
gboolean  ohio_winter_step       (OhioCtx *c);
void      ohio_list_winter       (OhioCtx *c);
void      ohio_apply_winter      (OhioCtx *c, const BhAction *a);
void      ohio_start_winter      (OhioCtx *c, gboolean withdrawal);
void      ohio_expedition_check  (OhioCtx *c);
void      ohio_nation_check      (OhioCtx *c);
void      ohio_leader_check      (OhioCtx *c);
void      ohio_expedition_reinforcements (OhioCtx *c);
void      ohio_queue_entry (OhioCtx *c, int piece);

G_END_DECLS
