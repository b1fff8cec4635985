/* bh-bloody-private.h — what the A Dark and Bloody Ground rule modules
 * share: the rules object, the context every function works on, the
 * action kinds and the helpers.
 *
 * Flow: apply() performs one action, then bloody_advance() carries the
 * game forward through everything automatic until a player must decide;
 * a battle in progress (bh-bloody-battle.c) decides before the campaign
 * (bh-bloody-campaign.c). */
#pragma once

#include "bh-engine.h"
#include "bh-bloody-data.h"
#include "bh-bloody-rules.h"
#include "bh-bloody-state.h"

G_BEGIN_DECLS

struct _BhBloodyRules
{
  GObject parent_instance;
  BhGameData *data;
  BloodyData *d;
};

typedef enum {
  A_PASS,          /* 9.3, A40 */
  A_ACTIVATE,      /* 9.3 */
  A_MOVE,          /* 9.4 */
  A_DROP,          /* 9.4.1 */
  A_STOP,          /* 9.4 */
  A_RESOLVE,       /* 4.5 */
  A_BATTLE,        /* 10.0 */
  A_SKIRMISH,      /* 10.0 */
  A_RELOCATE,      /* 10.7.1 */
  A_SETTLE,        /* 6.0.1 */
  A_DEPLOY,        /* 10.2 */
  A_STEP,          /* 10.4 */
  A_EXIT,          /* 10.4 */
  A_END_IMPULSE,   /* 10.4, 10.5, 10.6 */
  A_FIRE,          /* 10.5 */
  A_MELEE,         /* 10.6 */
  A_JOIN,          /* 10.6 */
  A_STRIKE,        /* 10.6.1 */
  A_LOSE,          /* MCRT, 10.4.1 */
  A_RAID,          /* 12.0.1 */
  A_PAIR,          /* 11.1 */
  A_HOLD,          /* 11.1 */
  A_ASSAULT,       /* 11.3.2 */
  A_BESIEGE,       /* 11.3.2 */
  A_BUILD_FORT,    /* 11.2.1 */
  A_GROUP,         /* 8.5.2 */
  A_NO_GROUP,      /* 8.5.2 */
  A_PLACE,         /* 8.4.1 */
  A_DISBAND,       /* 8.4.2 */
  A_ATROCITY,      /* 9.2.1 */
  A_AMBUSH,        /* 9.2.2 */
  A_ASSASSINATE,   /* 9.2.3 */
  A_PILLAGE,       /* 9.5.1 */
  A_TREATY,        /* 8.6.3 */
  A_NO_TREATY,     /* 8.6.3 */
  A_REACT,         /* 9.4.5 */
  A_NO_REACT,      /* 9.4.5 */
  A_RETREAT,       /* MCRT, 10.4 */
  A_RAID_WITH,     /* 12.0.1 */
  A_RAID_GO,       /* 12.0.1 */
  A_HOME,          /* 12.0.4 */
  A_MCKEE_GO,      /* 14.0.5 */
  A_MCKEE_STAYS,   /* 14.0.5 */
  A_WINTER_HOME,   /* 13.0 */
  A_SKIRMISH_RETREAT, /* 11.1.2 */
  A_LAND,          /* 8.3.2, 8.5.2, 8.5.3, 15.1.2 */
  A_LAND_ALL,      /* the same, every waiting unit at once */
  A_PILLAGE_WITH,  /* 9.5.1 */
  A_PILLAGE_GO,    /* 9.5.1 */
  A_RAID_LOSE,     /* 12.0.3 */
  A_RIFLE,         /* 14.0.2 */
  A_SKIRMISH_FIRST,/* 11.1.1 */
  A_OMENS,         /* 5.0 */
  A_LEADER_TO,     /* 10.5.3 */
  A_LEADER_STAYS,  /* 10.5.3 */
  A_RATING,        /* 8.1.1 optional */
  A_NO_RATING,     /* 8.1.1 optional */
  A_SETUP,         /* 15.x set-up */
  A_LONE_LEADER,   /* 10.7.1 exception */
  A_ARMY_CUT,      /* 8.3.1 */
  A_RELIEVE,       /* 14.0.8 */
  A_DISMANTLE,     /* 11.2.1 */
  A_MUSTER_LEADER, /* 14.0.7 */
  A_NO_LEADER,     /* 14.0.7 */
  A_SETUP_SKIP,    /* 15.2.1 "may be set up": the optional piece is left out */
  A_MOB_ORDER,     /* 9.1.2: the nation that rolls next for mobilization */
  A_SF_SPLIT,      /* 11.1.3: the British fort's second SF fights in another group */
  A_SF_TOGETHER,   /* 11.1.3: both SFs fight together */
  A_FLEE_TO,       /* 6.0.2: where a displaced settler goes */
  A_PRIMARY,       /* 9.1.1: the US primary leader of the turn */
  A_MCKEE_LOSS,    /* 14.0.5: a warrior McKee's death costs */
  A_GIRTY_TO,      /* 5.0: where Girty arrives */
  A_REDEPLOY,      /* 8.1: a warrior of the mobilized nation goes to its leader */
  A_REDEPLOY_DONE, /* 8.1: the other warriors stay */
  A_REPLACE_AT,    /* 10.6.2: where a replacement leader is placed */
  A_RAID_ROUTE,    /* 12.0.1: the way a raid goes: a route's tag | its MPs << 6 */
  A_SETTLE_DONE,   /* 6.0.1: the US places no more of the turn's settlers */
  A_N_KINDS
} BloodyActionKind;

extern const BhActionKind bloody_action_kinds[A_N_KINDS];

typedef struct {
  BhBloodyRules *self;
  const BloodyData *d;
  const BloodyScenarioInfo *sc;
  BhState *st;
  BloodyExtra *x;
  BhPieceState *pc;
  gint16 *mk;
  GArray *out;          /* list_actions: where actions go */
  GString *notes;       /* the narration being written, else NULL */
} BloodyCtx;

/* Inline: the battle's lists ask these for every piece and candidate step. */
static inline gboolean
bloody_is_combat (const BloodyCtx *c, int piece)   /* regular, militia, warrior */
{
  int k = c->d->pieces[piece].klass;

  return k == PC_REGULAR || k == PC_MILITIA || k == PC_WARRIOR;
}

static inline gboolean
bloody_is_leader (const BloodyCtx *c, int piece)
{
  return c->d->pieces[piece].klass == PC_LEADER;
}

/* ---- bh-bloody-refusal.c ----------------------------------------------- */
char       *bloody_explain_refusal (BhRules *rules, const BhState *state, const BhAction *action, const char **rule);

/* ---- bh-bloody-common.c ------------------------------------------------ */
void        bloody_ctx_init      (BloodyCtx *c, BhBloodyRules *self, BhState *st);
void        bloody_add_action    (BloodyCtx *c, int kind, int n, gint32 a, gint32 b);
void        bloody_set_decision  (BloodyCtx *c, int side, int kind, int a0);
int         bloody_roll          (BloodyCtx *c);
void        bloody_note          (BloodyCtx *c, const char *rule, const char *format, ...) G_GNUC_PRINTF (3, 4);
const char *bloody_piece_name    (const BloodyCtx *c, int piece);
const char *bloody_loc_name      (const BloodyCtx *c, int location);
const char *bloody_side_name     (const BloodyCtx *c, int side);
int         bloody_season        (const BloodyCtx *c);
int         bloody_year          (const BloodyCtx *c);
gboolean    bloody_is_space      (const BloodyCtx *c, int location);
gboolean    bloody_routed        (const BloodyCtx *c, int piece);
int         bloody_level         (const BloodyCtx *c, int piece);
gboolean    bloody_level_check   (BloodyCtx *c, int piece, int modifier, const char *rule);
void        bloody_vp            (BloodyCtx *c, int side, int points);
int         bloody_unit_vp       (const BloodyCtx *c, int piece);   /* a combat unit's elimination VPs (15.4.5, 16.1.3, 16.3.3) */
void        bloody_move          (BloodyCtx *c, int piece, int location);
void        bloody_eliminate     (BloodyCtx *c, int piece, const char *rule);
void        bloody_set_result    (BloodyCtx *c, BhResult result, int winner);
void        bloody_finish_by_vp  (BloodyCtx *c, const char *rule);
int         bloody_primary       (const BloodyCtx *c, int side);
gboolean    bloody_option        (const BloodyCtx *c, const char *id);   /* a scenario option is on */
int         bloody_draw_militia  (BloodyCtx *c);   /* a US militia unit drawn at random from the cup, -1 none (8.4.1) */

/* ---- bh-bloody-campaign.c ---------------------------------------------- */
gboolean    bloody_setup_state   (BloodyCtx *c, int scenario, GError **error);
void        bloody_advance       (BloodyCtx *c);
void        bloody_list_campaign (BloodyCtx *c);
void        bloody_apply_campaign(BloodyCtx *c, const BhAction *a);
void        bloody_battle_over   (BloodyCtx *c, int defeated, gboolean draw);
int         bloody_commitment_drm (const BloodyCtx *c, gboolean lasting);   /* 8.2's chart modifier now */

/* ---- bh-bloody-battle.c ------------------------------------------------ */
void        bloody_start_battle  (BloodyCtx *c, int area);
void        bloody_start_scenario_battle (BloodyCtx *c);
gboolean    bloody_battle_step   (BloodyCtx *c);
void        bloody_list_battle   (BloodyCtx *c);
void        bloody_apply_battle  (BloodyCtx *c, const BhAction *a);
const BloodyGrid *bloody_grid_of (const BloodyCtx *c, int location, int *cell);

/* ---- bh-bloody-redeploy.c (8.1) and bh-bloody-replacement.c (10.6.2) --- */
gboolean    bloody_redeploy_step  (BloodyCtx *c);
void        bloody_list_redeploy  (BloodyCtx *c);
int         bloody_redeploy_area  (const BloodyCtx *c);
void        bloody_apply_redeploy (BloodyCtx *c, const BhAction *a);
gboolean    bloody_replacement_step  (BloodyCtx *c);
void        bloody_list_replacement  (BloodyCtx *c);
void        bloody_apply_replacement (BloodyCtx *c, const BhAction *a);

/* ---- bh-bloody-raid.c ------------------------------------------------- */
gboolean    bloody_is_pillaged   (const BloodyCtx *c, int area);
void        bloody_pillaged_mask (const BloodyCtx *c, guint8 *mask);
gboolean    bloody_has_us_fort   (const BloodyCtx *c, int area);
gboolean    bloody_is_settled    (const BloodyCtx *c, int area);
void        bloody_harmar_levels (const BloodyCtx *c, int levels[2]);
void        bloody_list_raids    (BloodyCtx *c);
void        bloody_apply_raid    (BloodyCtx *c, int piece, int area);
void        bloody_list_raiders  (BloodyCtx *c);
void        bloody_apply_raiders (BloodyCtx *c, const BhAction *a);
void        bloody_list_raid_routes (BloodyCtx *c);
void        bloody_apply_raid_route (BloodyCtx *c, int code);
char       *bloody_route_text    (int code);
gboolean    bloody_raid_step     (BloodyCtx *c);
void        bloody_list_raid_order (BloodyCtx *c);
void        bloody_apply_raid_order (BloodyCtx *c, int area);
void        bloody_list_homes    (BloodyCtx *c);
gboolean    bloody_displace_step (BloodyCtx *c);
void        bloody_list_displace (BloodyCtx *c);
void        bloody_apply_displace (BloodyCtx *c, int settler, int area);
void        bloody_apply_home    (BloodyCtx *c, int piece, int area);
void        bloody_list_raid_losses (BloodyCtx *c);
void        bloody_apply_raid_loss  (BloodyCtx *c, int piece);
void        bloody_settler_hit   (BloodyCtx *c, int settler, const char *rule);

/* ---- bh-bloody-skirmish.c ---------------------------------------------- */
int         bloody_fort_in        (const BloodyCtx *c, int area);
gboolean    bloody_besieged       (const BloodyCtx *c, int area);
void        bloody_start_skirmish (BloodyCtx *c, int area, gboolean assault);
gboolean    bloody_skirmish_step  (BloodyCtx *c);
void        bloody_list_skirmish  (BloodyCtx *c);
void        bloody_apply_pairing  (BloodyCtx *c, const BhAction *a);
void        bloody_list_skirmish_order  (BloodyCtx *c);
void        bloody_apply_skirmish_first (BloodyCtx *c, int anchor);
void        bloody_list_skirmish_retreat  (BloodyCtx *c);
void        bloody_apply_skirmish_retreat (BloodyCtx *c, int piece, int to);
void        bloody_destroy_fort   (BloodyCtx *c, int fort);
void        bloody_list_build     (BloodyCtx *c);
void        bloody_apply_build    (BloodyCtx *c, int leader);
void        bloody_apply_dismantle (BloodyCtx *c, int leader);
gboolean    bloody_fort_shelters_all (const BloodyCtx *c, int area);
void        bloody_complete_forts (BloodyCtx *c);
void        bloody_siege_markers  (BloodyCtx *c);

/* ---- bh-bloody-moves.c ------------------------------------------------- */
/* A raid route's tag (12.0.1): the fortified areas it enters (up to
 * 15), whether it crosses the Ohio and passes a pillaged area; the
 * same bits as BloodyExtra's raid_info. */
enum {
  RT_FORTS = 0x0f,
  RT_OHIO = 0x10,
  RT_PILLAGED = 0x20,
  RT_N = 0x40,
};

int         bloody_area_cost      (const BloodyCtx *c, int side, int to, gboolean across_ohio);
gboolean    bloody_rivers_open    (const BloodyCtx *c);
gboolean    bloody_ohio_watched   (const BloodyCtx *c, int area, int side);
int         bloody_river_cost     (const BloodyCtx *c, int side, int from, int k, int run, int paid, guint64 seen);
int         bloody_step_cost      (const BloodyCtx *c, int side, int to, int *river);
void        bloody_na_routes      (const BloodyCtx *c, int from, int to, int mp[RT_N]);
gboolean    bloody_enterable      (const BloodyCtx *c, int area);
int         bloody_nation         (const BloodyCtx *c, int piece);

/* ---- bh-bloody-supply.c ------------------------------------------------ */
void        bloody_supply_phase   (BloodyCtx *c);
void        bloody_attrition      (BloodyCtx *c);

/* ---- bh-bloody-atrocity.c ---------------------------------------------- */
int         bloody_atrocities_in   (const BloodyCtx *c, int area, int side);   /* side -1: both */
void        bloody_list_atrocities (BloodyCtx *c, int side);
void        bloody_apply_atrocity  (BloodyCtx *c, const BhAction *a);
void        bloody_clear_atrocities (BloodyCtx *c);
void        bloody_list_pillage    (BloodyCtx *c, int side);
void        bloody_apply_pillage   (BloodyCtx *c, int area);
void        bloody_list_pillagers  (BloodyCtx *c);
void        bloody_apply_pillagers (BloodyCtx *c, const BhAction *a);
void        bloody_clear_pillage   (BloodyCtx *c);

/* ---- bh-bloody-landing.c ---------------------------------------------- */
gboolean    bloody_land_ok       (const BloodyCtx *c, int piece, int area);
const char *bloody_land_rule     (const BloodyCtx *c);
void        bloody_land_queue    (BloodyCtx *c, int piece, int rule);
gboolean    bloody_land_step     (BloodyCtx *c);
void        bloody_list_land     (BloodyCtx *c);
void        bloody_apply_land    (BloodyCtx *c, const BhAction *a);

/* ---- bh-bloody-rifles.c ----------------------------------------------- */
void        bloody_offer_rifles  (BloodyCtx *c, int n);
gboolean    bloody_rifle_step    (BloodyCtx *c);
void        bloody_list_rifles   (BloodyCtx *c);
void        bloody_apply_rifle   (BloodyCtx *c, int piece);

/* ---- bh-bloody-setup.c ------------------------------------------------ */
void        bloody_setup_zones_begin (BloodyCtx *c);
gboolean    bloody_setup_zones_step  (BloodyCtx *c);
void        bloody_apply_setup_skip  (BloodyCtx *c, int piece);
void        bloody_set_primary       (BloodyCtx *c, int side, int piece);
void        bloody_list_sf_split     (BloodyCtx *c);
void        bloody_apply_sf_split    (BloodyCtx *c, int anchor);
void        bloody_list_setup        (BloodyCtx *c);
void        bloody_apply_setup       (BloodyCtx *c, int piece, int area);

/* ---- bh-bloody-narrate.c ----------------------------------------------- */
char       *bloody_describe_action (BhBloodyRules *self, const BhState *state, const BhAction *a);
const char *bloody_decision_name   (int kind);
char       *bloody_decision_text   (BhBloodyRules *self, const BhState *state);

G_END_DECLS
