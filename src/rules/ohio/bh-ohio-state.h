/* bh-ohio-state.h — Blood on the Ohio: the layout of the rules' own block
 * in BhState (OhioExtra), the per-piece flag bits and the decision kinds.
 *
 * Everything here is plain data without pointers: the whole BhState is
 * copied with one memcpy. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define OHIO_MAX_SPACES 200
#define OHIO_MAX_PIECES 400
#define OHIO_MAX_NATIONS 12
#define OHIO_PATH_MAX 24

/* Per-piece flags (BhPieceState.flags, the rules own 0x01-0x40). */
enum {
  F_MOVED   = 0x01,  /* moved, dropped off or fought this segment (6.3) */
  F_FORCE   = 0x02,  /* part of the force being formed or moved (6.1) */
  F_DEFEND  = 0x04,  /* US: inside the fort (defending), else screening (20.1) */
  F_BATTLE  = 0x08,  /* takes part in the battle in progress (14.0) */
  F_REINF   = 0x10,  /* came as a reinforcement, or is the reinforcing force (14.3) */
  F_ROLE_A  = 0x20,  /* scout: used for +1 TP; leader: TP spent on a failed RBC (16.0, 21.3) */
  F_ROLE_B  = 0x40,  /* scout: used for +1 FP (21.3); retreating piece (15.0) */
};

/* Procedures of a segment (game.xml sequence, phase prop "procedures"). */
typedef enum {
  PROC_NONE,
  PROC_SPECIAL_ACTIONS,
  PROC_US_OPS,
  PROC_WC_OPS,
  PROC_EXPEDITION_CHECK,
  PROC_NATION_CHECK,
  PROC_LEADER_CHECK,
  PROC_SUPPLY_CHECK,
  PROC_WINTER,
  PROC_END_OF_TURN,
  PROC_N
} OhioProc;

/* Nation status (1.1). */
typedef enum {
  NAT_NONALIGNED,
  NAT_WC,
  NAT_TREATY,
  NAT_BROKEN,      /* broken treaty: in the WC for good (5.2.2) */
  NAT_WITHDRAWN,   /* Nation Check (8.0) */
  NAT_CONQUERED,   /* all villages razed (20.5) */
  NAT_UNUSED,      /* not in the scenario */
} OhioNationStatus;

/* Decision kinds (BhDecision.kind). */
typedef enum {
  D_NONE,
  D_SA,            /* special actions: choose one or pass (5.0) */
  D_SA_PLACE,      /* place a recruited / raid-A unit (5.1, 5.6.2) */
  D_SA_REDRAW,     /* Legion: keep or redraw a recruit (App. 3) */
  D_SETUP,         /* set a piece up where the scenario lets the side choose (App. 2, App. 4) */
  D_HARASS,        /* WC: harass the structure just built/repaired? (5.5) */
  D_OPS,           /* operations: form a force or end (6.0) */
  D_FORM,          /* forming a force: add pieces, march or cancel (6.3) */
  D_MOVE,          /* moving a force (6.0) */
  D_DECLARE,       /* attacker declaration on entering an enemy space (6.7, 14.1) */
  D_AMBUSH,        /* a side may ambush the moving force (18.0) */
  D_DEF_DECLARE,   /* defender declaration (14.2) */
  D_RBC_TP,        /* attacker then defender: use a TP on the RBC roll (16.0) */
  D_SCOUT_USE,     /* US: declare how a scout is used in combat (21.3) */
  D_REROLL,        /* tactical advantage: re-roll the event or the combat die (14.9) */
  D_REINF_CHOOSE,  /* reinforcements: choose a force or none (14.3) */
  D_CASUALTY,      /* apply one casualty (14.7) */
  D_RETREAT,       /* choose a retreat space (15.0) */
  D_RELOCATE,      /* place a reduced village (20.5.1) */
  D_SUPPLY,        /* US Supply Check: supply a stack (10.0) */
  D_WINTER,        /* Winter Quartering / withdrawal placement (11.0, 7.1) */
  D_PLACE,         /* place entering or allied pieces (5.2.3.1, 7.2) */
  D_SA_ARMS,       /* WC recruit: British Arms instead of the second check (5.1.2, App. 5) */
  D_SETUP_FORT,    /* US set-up: a fort's defending and screening stacks (App. 2, App. 4, 20.1) */
  D_N
} OhioDecisionKind;

/* Which pieces an ambush or a casualty allocation concerns. */
enum {
  SCOPE_BATTLE,    /* F_BATTLE: the battle's participants */
  SCOPE_MAIN,      /* the force on the move (F_FORCE, not F_REINF) */
  SCOPE_REINF,     /* the reinforcing force (F_FORCE | F_REINF) */
  SCOPE_RETREAT,   /* retreating pieces (F_ROLE_B) */
};

/* Event die results (14.3), from game.xml's named faces. */
enum {
  EV_BATTLE,
  EV_DELAY,
  EV_US_CONFUSED,
  EV_WC_CONFUSED,
  EV_REINFORCEMENTS,
};

/* What the move in progress is (6.0, 14.3). */
enum {
  MOVE_NONE,
  MOVE_MAIN,
  MOVE_REINF,
};

/* Stages of a force's move. */
enum {
  MS_MOVING,       /* waiting for move / pickup / drop / stop */
  MS_ARRIVED,      /* just entered a space: war risk, captures, ambushes */
  MS_MEET,         /* after the ambushes: meet what is in the space */
  MS_DECLARE,      /* attacker declaration pending */
  MS_PASS_AMBUSH,  /* passing through: the stack in the space may ambush */
  MS_DONE,
};

typedef struct {
  guint8 kind;          /* MOVE_* */
  guint8 stage;         /* MS_* */
  gint8 side;
  guint8 type;          /* force type (FT_*) */
  gint8 mp_left;
  guint8 mp_total;
  guint8 scout_bonus;   /* +1 MP from a loyal scout (21.2) */
  guint8 ended;         /* movement ended (ambush, army, combat) */
  guint8 passing;       /* passing through the current space (13.0) */
  guint8 n_path;
  gint16 here;
  gint16 path[OHIO_PATH_MAX];   /* spaces entered, oldest first; path[0] = start */
  gint16 target;        /* reinforcement: the battle space */
  guint8 capacity;      /* FP capacity of the force type (6.2) */
  guint8 nation;        /* WC subordinate force: its nation */
} OhioMove;

/* Stages of a battle (14.0). */
enum {
  BS_NONE,
  BS_SCOUTS,        /* US scout declarations (21.3) */
  BS_DEF_DECLARE,   /* 14.2 */
  BS_AMBUSHED,      /* after the defender's ambush */
  BS_RBC_ATT_TP,    /* 16.0 */
  BS_RBC_DEF_TP,
  BS_RBC_ROLL,
  BS_EVENT,         /* 14.3 */
  BS_EVENT_REROLL,  /* 14.9 */
  BS_EVENT_APPLY,
  BS_REINF_US,
  BS_REINF_WC,
  BS_REINF_MOVE,
  BS_MORALE,        /* 14.4, 14.5, 14.6 */
  BS_COMBAT_REROLL, /* 14.9 */
  BS_CASUALTIES_ATT,/* 14.7 */
  BS_CASUALTIES_DEF,
  BS_VICTOR,        /* 14.8 */
  BS_RETREAT,
  BS_END,
  BS_OVR_ROLL,      /* 17.2 */
  BS_OVR_AFTER,
};

enum {
  BK_NORMAL,        /* a moving force attacks (14.0) */
  BK_OVERRUN,       /* 17.0 */
  BK_CHAIN,         /* a retreating stack fights its way (15.3) */
  BK_BREAKOUT,      /* besieged defenders attack (20.2.2) */
};

enum {
  BT_STACK,         /* the enemy stack in the space (or its screen) */
  BT_FORT,          /* the defenders of a built fort (20.1.2) */
  BT_STRUCTURE,     /* a structure without military units (20.5, 20.6) */
};

typedef struct {
  guint8 active;
  guint8 stage;
  guint8 kind;          /* BK_* */
  guint8 target;        /* BT_* */
  gint8 att_side;
  gint8 def_choice;     /* 0 defend, 1 ambush, 2 rbc */
  gint16 space;
  gint16 att_from;      /* the space the attacker entered from (15.1.1) */
  gint16 rbc_tp[2];     /* piece whose TP was used on the RBC roll, or -1 */
  gint8 event;          /* EV_* of the event die (14.3), -1 not rolled */
  gint8 ta_side;        /* side with the tactical advantage, or -1 (14.9) */
  guint8 ta_used;
  gint8 militia_cap;    /* most militia FP counted, -1 all (14.4) */
  gint8 shocked;        /* WC FP shocked by artillery (14.5) */
  guint8 failed_rbc;    /* -1 FP for the defender (16.2) */
  guint8 traitors;      /* -1 FP per traitor scout (21.1) */
  gint8 roll[2];        /* wage combat rolls by side, 0 none */
  gint8 hits[2];        /* casualties inflicted by side (CRT) */
  gint8 applied[2];     /* casualties actually applied to each side */
  gint8 strength[2];
  guint8 village_hits;  /* village casualties this battle (max 1, LR) */
  guint8 structure_hits;/* casualties taken by an empty settlement or fort */
  guint8 military[2];   /* military counters of each side took part (24.0 LR) */
  gint16 reinf_space[2];/* reinforcing force's space by side, -1 none (14.3) */
  gint8 reinf_first;
  guint8 reinf_moves;
  gint8 winner;
  guint8 rbc_success;
  guint8 overrun_done;
} OhioBattle;

/* Casualty allocation in progress (14.7). */
enum {
  CR_BATTLE,        /* battle casualties */
  CR_AMBUSH,        /* ambush hits (18.2) */
  CR_RETREAT,       /* -1 FP: river, enemy or cavalry (15.2-15.4) */
  CR_OVERRUN_MILITIA, /* 17.2.2 */
  CR_TRAITOR,
};

typedef struct {
  guint8 active;
  gint8 side;           /* whose pieces take the casualties */
  guint8 left;
  guint8 reason;        /* CR_* */
  gint16 space;
  guint8 scope;         /* which pieces: 0 battle (F_BATTLE), 1 force (F_FORCE), 2 retreating (F_ROLE_B) */
  guint8 taken;         /* taken so far in this allocation */
  guint8 village_cap;   /* at most one village casualty */
  gint8 nation_turn;    /* WC: nation that takes the first casualty, -1 not yet chosen */
  gint8 last_nation;    /* WC: nation that took the last casualty, -1 none (14.7.2) */
  guint16 nations_taken;/* unused */
} OhioCasualties;

/* Ambush window (18.0). */
typedef struct {
  guint8 active;
  gint8 side;           /* the ambushing side */
  gint16 target_space;  /* where the target is */
  guint8 target_scope;  /* 0 moving force (F_FORCE), 1 retreating (F_ROLE_B) */
  guint8 only_space;    /* limited to the stack in target_space (pass through / defender) */
  gint16 exclude;       /* stack that may not ambush (causer of a retreat, battle space) */
  guint8 overwhelming;  /* the last ambush was an overwhelming success */
  guint8 pending_hits;
  gint16 last_ambusher;
} OhioAmbush;

/* Retreat in progress (15.0). */
enum { RC_LOSS, RC_RBC, RC_AMBUSH, RC_DELAY, RC_BREAKOUT, RC_OUTSIDE };
enum { RT_START, RT_ARTILLERY, RT_CHOOSE, RT_MOVE, RT_ACROSS, RT_AMBUSH, RT_SPLITS, RT_ENEMY, RT_CHAIN, RT_SPLITS_LAST };

typedef struct {
  guint8 active;
  gint8 side;
  guint8 cause;         /* RC_* */
  guint8 attacker;      /* the retreating side attacked (15.1.1) */
  gint16 from;
  gint16 forbidden;     /* the space the attacker came from (15.1.2) */
  gint16 forced;        /* attacker: the space it must go to */
  gint16 causer;        /* stack that caused it: may not ambush (15.1) */
  gint16 dest;          /* where the retreating stack goes */
  gint16 river;         /* the river space retreated into (15.2), -1 */
  guint8 stage;         /* RT_* */
  guint8 on_river;      /* ambushed on a river: no river loss (22.2) */
  guint8 n_split, split_i;
  gint16 split[6];      /* spaces units split off to (15.1.4): each may be ambushed */
} OhioRetreat;

/* Placements: pieces to place one by one (recruits, allies, raid A
 * warriors, expedition charts). */
enum {
  PL_NONE,
  PL_US_RECRUIT,      /* 5.1.1: rolls, draws and placements */
  PL_WC_RECRUIT,      /* 5.1.2 */
  PL_QUEUE,           /* a fixed list of pieces, each with a mode */
};

enum {
  PM_ENTRY,           /* a US entry square (7.2) */
  PM_FORT,            /* an existing fort (LR chart) */
  PM_SETTLEMENT,      /* a settlement, at most one of the group each (LR chart) */
  PM_ARMS,            /* a WC principal village (5.1.2, 23.0) */
  PM_RAID_WARRIOR,    /* a village of its nation (5.6.2) */
  PM_ALLY_WARRIOR,    /* at most 2 in a principal village, 1 in a village (5.2.3) */
  PM_ALLY_LEADER,     /* any village of the nation (5.2.3) */
  PM_US_RECRUIT,      /* 5.1.1 */
};

#define OHIO_QUEUE_MAX 48

typedef struct {
  guint8 kind;          /* PL_* */
  gint8 side;
  gint8 nation;
  guint8 checks_left;   /* recruit checks still to roll */
  guint8 checks_done;   /* recruit checks rolled */
  guint8 per_square;    /* learning tier 2: checks per entry square */
  guint8 after_sa;      /* a special action ends with it (5.0) */
  guint8 min_squares;   /* entry: at least this many squares (App. 4, LR) */
  guint8 n, i;
  gint16 piece[OHIO_QUEUE_MAX];
  guint8 mode[OHIO_QUEUE_MAX];
  gint16 drawn;         /* the recruit drawn and waiting for its place, -1 */
  guint8 redraw_asked;
  guint8 wc_success;    /* WC recruit: a unit may be placed now */
  guint8 fp_limit;      /* 20.5: at most 2 FP a village when the principal villages are gone */
  guint8 arms_asked;    /* WC recruit: the British Arms were offered after the first check (5.1.2) */
} OhioPlace;

/* The pieces of each location as linked lists, kept up to date by every
 * move (ohio_move_piece) so that no call scans all the pieces. */
typedef struct {
  gint16 head[OHIO_MAX_SPACES + 64];
  gint16 next[OHIO_MAX_PIECES];
} OhioIndex;

typedef struct {
  guint8 scenario;      /* index of the scenario in the game data */
  /* Sequence (4.0) */
  guint8 proc;          /* index of the procedure within the segment */
  guint8 proc_started;
  guint8 sa_passed;     /* bit per side (5.0) */
  gint8 sa_turn;        /* whose special action it is */
  guint8 sap_saved;     /* bit per side: SAP marker on its +1 side (5.9) */
  guint8 build_blocked; /* no builds this segment (raid A, 5.6.2) */
  guint8 raid_blocked;  /* no raids this segment (raid D) */
  guint8 harass_space_set;
  gint16 harass_space;  /* the structure just built or repaired (5.5) */
  gint16 vp2[2];        /* victory points in half points (2.4) */
  guint8 expedition;    /* the current expedition, 0 none (1.2) */
  guint8 exp_entered;   /* bit n: expedition n entered */
  guint8 exp_withdrawn; /* bit n: expedition n withdrew */
  guint8 exp_reached;   /* 7.0 literal reading: bit e withdrawal square e reached, bit 4+e entry square */
  guint8 exp_void;      /* ... and lost again before a check: void */
  guint8 exp_entry_turn;/* turn the current expedition entered (campaign reinforcements) */
  guint8 last_turn;
  guint8 nation_status[OHIO_MAX_NATIONS];
  guint8 nation_hit[OHIO_MAX_NATIONS];     /* suffered casualties (25.1) */
  guint8 nation_recheck[OHIO_MAX_NATIONS]; /* stays by 25.1: recheck later */
  guint8 steps_lost[2];  /* learning tiers: structure steps lost by each side's structures */
  guint8 settlement_steps_lost; /* learning tiers: WC automatic victory at 5 */
  guint8 kekionga_relocated;
  guint8 principal_reduced; /* principal villages reduced (Harmar) */
  guint8 villages_razed;    /* non-principal villages razed (Harmar) */
  guint16 leaders_killed;   /* bit per key leader (OhioData.key_leaders) killed (App. 3 sudden death) */
  guint16 forts_built;      /* bit per fort marker (OhioData.fort_pieces) ever built (App. 3) */
  guint16 options;          /* OPT_* bits */

  /* Printed structures: steps left (settlements 2/1/0, principal villages 2/0). */
  guint8 printed[OHIO_MAX_SPACES];
  /* Per-space bits (SPF_*). */
  guint8 space_flags[OHIO_MAX_SPACES];

  /* Operations (6.0) */
  gint16 forming_space;
  guint8 forming_breakout; /* the force formed breaks out of a siege (20.2.2) */
  OhioMove move;
  OhioMove reinf;
  OhioBattle battle;
  OhioBattle stash;        /* the battle waiting while a reinforcement overruns (14.3, 17.0) */
  guint8 stash_active;
  /* 15.3 for a stack that retreated into an enemy while a battle waited
   * (14.3): its battle, fought once the waiting battle is over; by the
   * trapped stack's side (each side's reinforcement overruns at most
   * once). Space + 1 (0: none), and the space it retreated from. */
  gint16 chain_space1[2], chain_from[2];
  OhioCasualties cas;
  OhioAmbush amb;
  OhioRetreat retreat;
  OhioPlace place;

  /* Village relocation (20.5.1) */
  gint16 relocate_piece;   /* piece to place, -1 none */
  gint16 relocate_from;
  guint8 relocate_mp;
  guint8 relocate_active;

  /* Supply and winter (10.0, 11.0) */
  gint16 supply_space;     /* stack being checked, -1 none */
  guint8 winter_stage;
  guint8 withdrawal;       /* winter placement is for an expedition withdrawal (7.1) */
  guint8 winter_militia_left; /* militia units still to send to the cup (11.2) */

  /* Set-up choices (App. 2, option choose-set-up): 1 + the index of the
   * next piece to set up, 0 when none is left (bh-ohio-setup.c). */
  gint16 setup_next;
  guint8 setup_chosen;     /* by side: has chosen a place of its own */
  /* App. 2 / App. 4 "Place units in a screening stack and/or a defending
   * stack": 1 while the US still splits its forts' stacks; setup_fort is
   * the fort space it splits now, or the first one left to look at. */
  guint8 setup_forts;
  gint16 setup_fort;

  OhioIndex index;
} OhioExtra;

/* Per-space bits. */
enum {
  SPF_AMBUSHED_MAIN  = 0x01, /* this stack ambushed the current main force (18.1) */
  SPF_AMBUSHED_REINF = 0x02,
  SPF_AMBUSHED_RETR  = 0x04,
  SPF_BREAKOUT       = 0x08, /* a breakout was made here this segment (20.2.2) */
  SPF_SUPPLIED       = 0x10, /* supply check: this stack is done (10.0) */
  SPF_RAZED_PRINTED  = 0x20,
  SPF_FORT_MIAMIS    = 0x40,
  SPF_AMBUSHED_SEG   = 0x80, /* option: this stack ambushed this segment (14.2) */
};

/* Scenario options (bits of OhioExtra.options). */
enum {
  OPT_REVISED_NATION_CHECK = 0x01,  /* 25.1 */
  OPT_EXAMINE_STACKS       = 0x02,  /* 25.2 */
  OPT_SUDDEN_DEATH         = 0x04,  /* App. 3 Legion */
  OPT_LEADER_DEATH_VP      = 0x08,  /* 9.0: +1/2 VP to the opponent (digest 8.2 #11) */
  OPT_LITERAL_SLIP         = 0x10,  /* 7.0: the literal slip clause */
  OPT_EMPTY_STRUCTURE_CAP  = 0x20,  /* digest 8.2 #18: an empty structure takes 1 casualty a battle */
  OPT_AMBUSH_PER_SEGMENT   = 0x40,  /* 14.2: a stack ambushes once a segment, not once an enemy move (18.1) */
  OPT_RAID_EMPTY_ONLY      = 0x80,  /* 6.7: the WC does not attack a settlement or fort without FP */
  OPT_FORT_WAGON_ANYWHERE  = 0x100, /* 5.3: the fort's wagon may be anywhere on the map */
  OPT_CHOOSE_SETUP         = 0x200, /* App. 2: the players choose the places the set-up leaves open */
};

G_END_DECLS
