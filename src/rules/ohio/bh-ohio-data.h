/* bh-ohio-data.h — Blood on the Ohio: everything the rules read from the
 * game data, resolved once when the rules are created: piece classes and
 * values, the map graph with its costs and distances, boxes, markers,
 * tables and each scenario's settings.  No value of the game is a constant
 * in the code: it comes from here. */
#pragma once

#include "bh-engine.h"
#include "bh-ohio-state.h"

G_BEGIN_DECLS

#define OHIO_NONE 255

typedef enum {
  PC_OTHER,
  PC_KEY_LEADER,
  PC_SUB_LEADER,
  PC_WARRIOR,
  PC_REG_INF,
  PC_REG_CAV,
  PC_MIL_INF,
  PC_MIL_CAV,
  PC_WAGON,
  PC_SCOUT,
  PC_ARTILLERY,
  PC_ARMS,
  PC_VILLAGE,
  PC_PRINCIPAL,      /* reduced principal village marker */
  PC_FORT,
  PC_SETTLEMENT,
  PC_RAZED,
  PC_RAID_A,
  PC_RAID_B,
  PC_RAID_C,
  PC_RAID_D,
  PC_TREATY,
  PC_FORT_MIAMIS,
  PC_MARKER,
} OhioClass;

typedef struct {
  guint8 klass;
  guint8 side;       /* 0 US, 1 WC, OHIO_NONE */
  guint8 nation;     /* OHIO_NONE when none */
  guint8 type;       /* unit type index */
  gint8 fp[2];       /* per face */
  gint8 tp[2];
  gint8 mp;          /* moving alone (6.2.4) */
  gint8 expedition;  /* key leaders: 1-3 */
  gint8 fort_fp[2];  /* built forts: the black number */
  guint8 n_faces;
  guint8 stays;      /* Breaker: stays when his nation withdraws */
} OhioPieceInfo;

enum { ADJ_TRAIL, ADJ_RIVER, ADJ_ENTRY };

typedef struct {
  gint16 to;
  guint8 kind;       /* ADJ_* */
  gint8 bank;        /* river space -> ground: which bank (+1/-1), 0 unknown */
} OhioAdj;

typedef struct {
  guint8 river;      /* a river space (2.5) */
  guint8 entry;      /* an entry square (2.4.3) */
  guint8 ohio;       /* river space on the Ohio (6.3.1) */
  guint8 owner;      /* nation, OHIO_NONE = neutral */
  guint8 entry_side; /* entry squares: side */
  guint8 entry_nation;
  guint8 printed_settlement;
  guint8 printed_fort;
  guint8 principal;  /* nation of a printed principal village, OHIO_NONE */
  guint8 british_flag;
  guint8 fort_capacity;
  guint8 winter_capacity;
  guint8 recruit_regulars;
  guint8 near_river; /* adjacent to a river space (20.5.1) */
  guint16 adj_start;
  guint16 adj_count;
} OhioSpaceInfo;

typedef struct {
  char *id;
  guint8 tier;                  /* learning tier, 0 otherwise */
  guint8 expedition;
  guint8 sap_per_turn[2];
  guint8 sap_exp[4][2];         /* per expedition override, 0 none */
  gint8 us_ambush_mod;
  gint8 us_ambush_mod_exp[4];   /* per expedition, -100 unset */
  guint8 ambush_scout_cancels;
  guint8 sub_capacity_us;
  guint8 fort_cost_steps;       /* 0: a whole wagon (5.3) */
  guint8 fort_cost_steps_exp[4];
  guint8 redraw;
  guint8 breaker_stays;         /* App. 3: Buckongahelas stays when the Delaware go */
  guint8 fort_miamis_turn;
  guint8 auto_vp;               /* US automatic victory at this VP, 0 none */
  gint8 builds_box_vp2;         /* WC half points per settlement left (App. 3) */
  guint8 victory;               /* VIC_* */
  guint32 procedures;           /* bit per OhioProc */
  guint32 sa_allowed;           /* bit per SA_* */
  guint8 us_casualties_removed;
  guint8 scouts;
  guint8 setup_stacks_defend;   /* App. 2 / App. 4's forts: the example's units inside (prop set-up-stacks) */
  gint16 *setup_order;          /* the pieces set up by choice, in order (ohio_setup_order_new) */
  int n_setup;
  guint8 recruit_squares[4];    /* space indices +1, 0 unused */
  guint8 n_recruit_squares;
  guint8 recruit_checks_per_square;
  guint16 nations_used;         /* bit per nation whose spaces may be used */
  guint8 neutral_used;
  guint8 nation_status[OHIO_MAX_NATIONS];
  guint8 withdrawal_victory[4]; /* WC wins at once when expedition n withdraws */
  int opt_revised, opt_examine, opt_sudden, opt_leader_vp, opt_slip, opt_empty_cap;  /* option indices */
  int opt_ambush_segment, opt_raid_only, opt_fort_wagon, opt_setup;
  GPtrArray *props;             /* the scenario's props, for expedition charts */
} OhioScenarioInfo;

enum {
  VIC_VP,          /* more VP wins, tie draw (24.0) */
  VIC_LEARNING,    /* structure steps (App. 2 tiers 1-2) */
  VIC_HARMAR,
  VIC_WABASH,
  VIC_LEGION,
  VIC_CAMPAIGN,
};

/* Special actions (5.0): bits of sa_allowed. */
enum {
  SA_RECRUIT = 0x01,
  SA_NEGOTIATE = 0x02,
  SA_BUILD = 0x04,
  SA_REPAIR = 0x08,
  SA_SEARCH_ARTILLERY = 0x10,
  SA_SEARCH_RAIDERS = 0x20,
  SA_HARASS = 0x40,
  SA_RAID = 0x80,
  SA_STRATEGIC = 0x100,
  SA_SAVE = 0x200,
  SA_ALL = 0x3ff,
};

typedef struct {
  BhGameData *data;
  guint n_spaces, n_boxes, n_locations, n_pieces, n_nations;
  int side_us, side_wc;

  OhioPieceInfo *pieces;
  OhioSpaceInfo spaces[OHIO_MAX_SPACES];
  OhioAdj *adj;
  guint8 *dist;                 /* n_spaces^2 hops over trails and rivers, 255 none */
  int fort_washington, fort_harmar, kekionga, fort_miamis_space;
  int key_leaders[16], n_key_leaders;
  int fort_pieces[16], n_fort_pieces;

  /* Boxes (as locations) */
  int cup, raid_cup, raid_searched, reinf_box, builds, sa_box, us_elim, wc_elim;
  int nation_box[OHIO_MAX_NATIONS];
  int nation_vp_square[OHIO_MAX_NATIONS];  /* 0 none (2.4.2) */
  int nation_treaty_allowed[OHIO_MAX_NATIONS];
  int nation_recruit_bonus[OHIO_MAX_NATIONS];
  int nation_off_map[OHIO_MAX_NATIONS];
  int nation_entry[OHIO_MAX_NATIONS];      /* entry square space, -1 */
  int nation_alliance_leaders[OHIO_MAX_NATIONS];
  int nation_alliance_warriors[OHIO_MAX_NATIONS];
  int nation_withdraws[OHIO_MAX_NATIONS];  /* withdraws on US VP (2.4.2) */
  int arms_box[8], arms_box_vp[8], n_arms_boxes;
  int us_entry[8], n_us_entry;

  /* Markers */
  int m_turn, m_segment, m_vp[2], m_sap[2];
  int vp_max;

  /* Sequence */
  guint n_phases;
  guint8 phase_procs[16][6];
  guint8 phase_n_procs[16];
  guint8 phase_fawi_only[16];   /* bit per proc index within the phase */
  guint8 turn_fawi[16];         /* 1..10 */
  guint8 raid_add[16][4];       /* chits added at the end of the turn before this one */
  int exp_withdraw_square[4];   /* 1..3, 0 none */
  int exp_entry_square[4];

  /* Dice */
  guint8 event_face[7];         /* event die value 1..6 -> EV_* (14.3) */

  /* Tables */
  gint8 crt[6][8];
  gint8 ambush_hits[7];         /* modified 1..6 */
  gint8 ambush_end[7];
  gint8 ambush_catastrophe_max; /* <= this: catastrophic failure */
  gint8 shock[7];
  gint8 morale[7];              /* -1: all */
  int heal_max, die_min;        /* leader check */
  int scout_traitor, scout_runs;
  int rbc_success, rbc_att_tp, rbc_def_tp;
  int us_checks, us_success, wc_checks, wc_success;
  int negotiation[4];
  int search_art_success;
  int harass_success;
  int cost_gg, cost_rr, cost_gr, cost_rg, cost_pass, cost_overrun;
  int mp_key[2], mp_sub[2], mp_stray[2];
  int cap_key, cap_key2, cap_sub;
  int river_limit, ohio_limit[2], army_threshold, fort_miamis_cap;
  int alliance_village_fp;
  int fort_cap_printed, fort_cap_built, winter_cap_printed, winter_cap_built;
  int supply_range, reinf_range, overrun_ratio, ambush_ratio;
  int village_relocation_mp, principal_relocation_mp;
  int harass_range, repair_range, settlement_river_range, settlement_structure_range;
  int build_village_distance, fort_fort_range, militia_fort_range;
  int search_us_per, search_wc_per;
  int harass_us_per;
  int principal_gone_fp;
  int withdrawal_loss_max;       /* 7.1: a subordinate is removed on this or less */
  int artillery_loss_roll;       /* 22.2: artillery lost on this roll after a retreat */
  int revised_stays, revised_leader_range;  /* 25.1 */        /* 20.5: FP a village may receive once the principal villages are gone */

  OhioScenarioInfo *scen;
  guint n_scen;
} OhioData;

OhioData *ohio_data_new   (BhGameData *data, GError **error);
/* bh-ohio-setup.c: the first zone term of `sc` the set-up does not know,
 * or NULL (freed by the caller). */
char     *ohio_setup_terms_check (const BhScenario *sc);
gint16   *ohio_setup_order_new   (const OhioData *d, const BhScenario *sc, int *n_out);
void      ohio_data_free  (OhioData *d);

static inline guint8
ohio_dist (const OhioData *d, int a, int b)
{
  return d->dist[a * d->n_spaces + b];
}

static inline const OhioAdj *
ohio_adj (const OhioData *d, int space, guint *n)
{
  *n = d->spaces[space].adj_count;
  return d->adj + d->spaces[space].adj_start;
}

G_END_DECLS
