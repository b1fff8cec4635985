/* bh-madison-private.h — what the Mr. Madison's War rule modules share:
 * the data read once from the game folder (MadData), the rules' own block
 * in BhState (MadExtra, plain data without pointers), the decision and
 * action kinds, and the context every function works on.
 *
 * Flow as in Blood on the Ohio: apply() performs one action, then
 * mad_advance() carries the game through everything automatic until a
 * player must decide. */
#pragma once

#include "bh-engine.h"
#include "bh-madison-rules.h"

G_BEGIN_DECLS

#define MAD_MAX_LOCATIONS 160
#define MAD_MAX_PIECES 512
#define MAD_MAX_ADJ 12
#define MAD_MAX_BUMPS 8   /* bumps waiting at once (10.72, 14.33) */
#define MAD_MAX_TURNS 10
#define MAD_US 0
#define MAD_GB 1

/* ---- data ---------------------------------------------------------------- */

typedef enum {
  PK_OTHER,
  PK_UNIT,           /* land combat unit (3.1) */
  PK_LEADER,         /* land leader (3.3) */
  PK_NAVAL_LEADER,   /* 3.37 */
  PK_SHIP,           /* 3.2 */
  PK_CARD,           /* strategy card (8.0) */
  PK_DEPOT,          /* 13.5 */
  PK_EVENT_FORT,     /* 2.74 */
  PK_MARKER,
} MadPieceKind;

/* What a card does when played as an event; only these are enforced. */
typedef enum {
  EF_NONE,           /* event not yet enforced: the card is played for its other uses */
  EF_VP,             /* the card awards its printed VP (4.17) */
  EF_TREATY,         /* TREATY OF GHENT (4.22) */
  EF_NEW_ORLEANS,    /* BATTLE OF NEW ORLEANS (4.23) */
  /* bh-madison-events.c: the card's `effect` prop, its pieces, spaces,
   * count and condition in `effect-*` props */
  EF_FLIP_LEADER,    /* DEATH OF BROCK: the leader turns to his other side (3.41) */
  EF_REMOVE_LEADER,  /* a leader is killed: removed from the game */
  EF_TECUMSEH,       /* #9 BROCK AND TECUMSEH (3.51) for the rest of the turn */
  EF_FORT,           /* an Event Card Fort is placed (2.74) */
  EF_PLACE,          /* units or leaders come onto the map (3.64) */
  EF_RESTORE,        /* reduced units are restored, the player choosing */
  EF_NBV,            /* ships built or repaired with the card's event NBV */
  EF_DESTROY,        /* a town (4.13) or a naval base (15.32) is destroyed */
  EF_SINK,           /* enemy ships are removed */
  EF_REDUCE,         /* enemy units are reduced */
  EF_DISCARD,        /* the enemy discards a card at random */
  EF_VP_IF,          /* VP unless the player lost a town of his own this year */
  EF_SURRENDER,      /* an enemy garrison surrenders */
  EF_HOLD_MILITIA,   /* the enemy's militia named stay home this turn */
  EF_ARMISTICE,      /* the enemy attacks none of the spaces named this turn */
  EF_NO_BOX,         /* the enemy's ships stay out of the lake's box this turn */
  EF_COMMAND_UP,     /* an enemy leader's command value is higher this turn */
  EF_FORCED_MARCH,   /* one leader activated, his force with more MP this card play */
  /* bh-madison-event-orders.c */
  EF_JOINT,          /* two leaders in one space activated together, a larger force (BROWN AND SCOTT) */
  EF_RAID,           /* units of the card's spaces activated, with more MP (McARTHUR'S RAID) */
  EF_DESERT,         /* enemy militia near a force of the player's go home on a die roll (HULL'S PROCLAMATION) */
  EF_FALL_BACK,      /* enemy units fall back toward a space or are reduced (PROCTOR'S RETREAT) */
  EF_BLOCKADE,       /* no enemy ship leaves the card's town for two card plays (BLOCKADE OF KINGSTON) */
  EF_ATTACK,         /* units of one space attack another without moving there (the winter attacks, the raids) */
  EF_MARCH,          /* units of one of the card's spaces go to another, attacking nothing (IZARD'S MARCH) */
  /* bh-madison-event-moves.c */
  EF_REPAIR_SAIL,    /* one damaged ship repaired, then one ship moved (PROVINCIAL MARINE) */
  EF_WINTER_QUARTERS,/* a force of one space moves one space into friendly territory (WINTER QUARTERS) */
  EF_GUNBOATS,       /* land units go by water between friendly lakeside towns without ships (GUNBOAT FLOTILLA) */
  /* bh-madison-event-supply.c */
  EF_SUPPLY_OUT,     /* an enemy force outside its territory is out of supply (SUPPLY SHORTAGE) */
  EF_SUPPLY_IN,      /* a force of the player's counts as in supply (SMUGGLING, SUPPLY BY SLEIGH) */
} MadEffect;

/* What an event needs before it may be played (`effect-need`). */
enum { EN_NONE, EN_COMMANDED, EN_LOST, EN_UNIT_AT, EN_CONTROL, EN_OCCUPY, EN_ON_LAKE, EN_ENEMY_ON_LAKE,
       EN_LAKE_NOT_ENEMY, EN_OUT_OF_SUPPLY, EN_INDIANS_NEXT, EN_LAKE_CONTROL };
/* What an event's attack does when it succeeds (`effect-after`). */
enum { EA_NONE, EA_VP_IF_DESTROYED, EA_SHIPS_LOST, EA_BASE_CLOSED };
/* Which units an event restores or reduces (`effect-units`). */
enum { EU_ANY, EU_REGULAR, EU_MILITIA, EU_INDIAN };

typedef enum {
  CT_EVENT,
  CT_CAMPAIGN,
  CT_BATTLE,
  CT_REACTION,
  CT_SPECIAL,
} MadCardType;

typedef struct {
  guint8 kind;       /* PK_* */
  gint8 side;        /* MAD_US, MAD_GB, -1 */
  guint8 n_faces;
  gint8 strength[2]; /* combat strength per face (3.13) */
  gint8 quality[2];  /* class: A 3, B 2, C 1 (3.12, 3.22) */
  gint8 mf;          /* movement factor (3.16, 3.34, 3.24) */
  guint8 indian, regular, dragoon, lc_militia, nwc, detachment, militia;
  /* leaders (3.31) */
  gint8 command[2], modifier[2], rank, limit;
  guint8 tecumseh;
  /* ships (3.21): 0 schooner or sloop, 1 brig, 2 corvette, 3 frigate, 4 ship
   * of the line; the lake it is built for */
  gint8 ship_type, lake;
  /* naval leaders: the lakes whose ships they move, one bit a lake (3.37) */
  guint8 lakes;
  /* ships (15.1-15.2): NBV to build and to repair, in half points; the
   * first turn she may be built (15.14); arrives without building (15.11) */
  gint8 build_cost2, repair_cost2, build_turn;
  guint8 prebuilt;
  gint16 type;       /* unit type index */
  gint16 removed_with; /* 3.54: the piece whose removal removes this one, -1 */
  /* cards (8.2) */
  gint8 ops, vp, year, card_type, event_side, effect;
  gint16 winter;     /* first year of the winter it may be played in, 0 none (7.35) */
  guint8 dow;        /* DECLARATION OF WAR (6.2) */
  guint8 treaty;     /* TREATY OF GHENT (7.25) */
  gint16 number;
  /* battle cards (8.31-7): where and when one may be played, from the
   * card's props (bh-madison-battle-cards.c) */
  gint8 battle_drm;      /* the modifier, +N to an attack, -N to a defence */
  guint8 battle_naval;   /* a naval battle card (12.36) */
  gint8 battle_role;     /* BR_* */
  gint8 battle_rounds;   /* BRR_* */
  gint8 battle_terrain;  /* 0 any, 1 forest, 2 clear */
  guint8 battle_fort, battle_indians, battle_from_fort, battle_unplayable;
  guint8 battle_amphibious; /* played only in an amphibious attack (battle-needs, 11.5) */
  guint8 battle_no_1044;  /* the round goes without the 10.44 modifier (battle-cancels) */
  guint8 battle_free_retreat; /* its player may retreat before the next round without penalty (battle-retreat) */
  guint8 battle_no_forest_indians; /* the round goes without the Indians' forest variants (battle-cancels) */
  /* reaction cards (8.31-8): RC_*, the leader's rank or type they catch,
   * the paths they slow (0 every path, 1 trails) */
  gint8 reaction, reaction_rank, reaction_path;
  gint16 reaction_leader;
  guint8 battle_where[MAD_MAX_LOCATIONS / 8];  /* spaces it is played in; all zero: anywhere */
  /* events (bh-madison-events.c): what the card's event needs and does */
  gint8 ev_count, ev_need, ev_units, ev_nbv, ev_anywhere, ev_from_eliminated, ev_due, ev_max_cf, ev_min_cf, ev_lake;
  gint8 ev_or_restore;   /* `effect-or-restore` "indian": or restore one reduced Indian unit on the map instead */
  gint8 ev_mf;           /* the MP the force may spend (`effect-mf`), 0 its own */
  gint8 ev_roll;         /* the highest die roll that hits (`effect-roll`) */
  gint8 ev_drm;          /* EF_ATTACK: added to the first round (`effect-drm`) */
  guint8 ev_no_fort;     /* EF_ATTACK: the fort does not count in the first round */
  guint8 ev_amphibious;  /* EF_ATTACK: an amphibious attack (11.55) */
  guint8 ev_after;       /* EF_ATTACK: what success does (EA_*) */
  guint8 ev_for_year;    /* EF_SUPPLY_IN: until the end of the year, else of the turn (`effect-until`) */
  gint8 ev_wq;           /* EF_SUPPLY_IN: added to the space's winter quartering value (`effect-wq`) */
  guint8 ev_space_choice;/* EF_PLACE: the player names the space among the card's (`effect-space-choice`) */
  guint8 ev_one_base;    /* EF_NBV: every build and repair at one naval base (`effect-bases` one) */
  gint16 ev_piece[16];   /* pieces named, -1 */
  gint16 ev_space[32];   /* spaces named, -1 */
  gint16 ev_target;      /* the space destroyed or surrendering, -1 */
  gint16 ev_origin;      /* where the player's units march from into a surrendered space, -1 */
  gint16 ev_origins[4];  /* EF_MARCH: the spaces its force may come from (`effect-origins`), -1 */
  guint8 ev_town, ev_base; /* what EF_DESTROY destroys */
  /* special units (3.61, 3.63): a space it stays within `radius` of, the
   * one lake it operates on, its own route between two forts */
  gint16 radius_from;
  gint8 radius, lake_only;
  guint8 free_route;
} MadPiece;

/* What a reaction card does to the force it is played against (8.31-8). */
enum { RC_NONE, RC_HEAVY_RAINS, RC_CONTRARY_WINDS, RC_CANCEL, RC_SECOND_FORCE, RC_EXTRA_MP, RC_MILITIA,
       RC_REGION_STOP, RC_CANCEL_ATTACK, RC_ESCAPE };

/* Who may play a battle card, and for how many rounds. */
enum { BR_EITHER, BR_ATTACK, BR_DEFENCE };
enum { BRR_ONE, BRR_FIRST, BRR_ALL };

typedef struct {
  gint16 to;
  gint8 cost;        /* 9.2 */
  guint8 mir;        /* Major Invasion Route (2.23) */
} MadAdj;

typedef struct {
  guint8 town;       /* a map space units may stand in */
  guint8 lake_box;   /* a Lake Control Box (2.4) */
  guint8 end_lake_supply; /* 4.34: supplied at the end by Lake Huron's control alone */
  guint8 transit;    /* the Lake Transit Box (2.5) */
  guint8 transit_link; /* a lakeside town with a way into the Transit Box (2.5) */
  gint8 owner;       /* territory (2.18): MAD_US, MAD_GB, -1 */
  gint8 vp;          /* VP and WQ value (2.17) */
  guint8 forest;     /* 2.11 */
  gint8 lake;        /* lake of a lakeside town (2.13), -1 */
  gint8 fort_value, fort_class, fort_from;  /* 2.71, 2.73 */
  gint8 supply_side; /* supply source (13.2), -1 */
  gint8 reinf_side;  /* reinforcement space (2.16) */
  gint8 montreal;    /* first-round DRM (2.14) */
  guint8 us_target;  /* 17.31: Quebec */
  guint8 gb_target;  /* 17.32: one of the four */
  /* a naval base (15.3): its side (-1 none), lake, primary or back-up, first
   * year, the one ship type it builds (-1 any), whether a back-up repairs */
  gint8 base_side, base_lake, base_backup, base_repairs;
  gint16 base_year, base_only;
  guint8 n_adj;
  MadAdj adj[MAD_MAX_ADJ];  /* land paths only (road, trail, MIR) */
  gint16 nwc_to;     /* 3.61: the Northwest Company's route from here, -1 */
  gint8 nwc_cost;
} MadSpace;

typedef struct {
  gint16 year;
  guint8 winter;
  gint8 deal;        /* cards dealt (7.21); -1 the Pre-war sequence */
} MadTurn;

typedef struct {
  BhGameData *data;
  guint n_spaces, n_boxes, n_locations, n_pieces;
  MadSpace spaces[MAD_MAX_LOCATIONS];
  MadPiece pieces[MAD_MAX_PIECES];
  MadTurn turns[MAD_MAX_TURNS];
  int max_turn;
  /* boxes (location indices) */
  int ships_box[2];  /* the Ship Production Charts (15.15) */
  int pile[3], prewar_deck, set_aside, discard, hand[2], held[2], vp_cards, eliminated, removed;
  int m_turn, m_vp;
  int vp_min, vp_max;
  int dow, treaty;   /* pieces */
  /* land CRT (10.21): odds DRM by odds row, result by 2d6 total */
  int odds_drm[9];   /* rows 1:4- ... 5:1+ (index 0..7), unused 8 */
  guint8 crt[16];    /* result code for totals <=2 (0) .. >=13 (11) */
  int prewar_size, prewar_limit, holds_per_hand, first_auto_vp;
  int decisive, marginal;
  guint8 us_iv_year[MAD_MAX_TURNS];  /* 17.31: by turn, whether Quebec wins at once (`us-instant-victory-years`) */
  int n_gb_targets, gb_targets_needed;
  int rbc_odds;                      /* 9.51: retreat before combat forced from these odds */
  gint8 lake_group[8];  /* 2.6: lakes that count as one for retreats */
  guint8 lake_first[8]; /* 2.6: a forced retreat keeps to this lake while it has a town (Huron) */
  gint8 naval_crt[8][2];/* 12.4: result by die row (<=0 .. >=6) and side; -1 strikes flag */
  gint8 victor_loss[7]; /* 12.41: the victor's steps lost by die */
  /* game.xml's rule constants (RULES-DONE 9) */
  int lake_vp;          /* 4.16: VP a side scores for each lake it holds */
  int depot_wq, event_fort_wq; /* 13.51, 2.74: added to a space's WQ value */
  int leader_mf;        /* 3.34: a land leader moves at least this far */
  guint8 regulars_drm_year[MAD_MAX_TURNS]; /* 10.44: by turn, whether British regulars in the open take -1 */
  int stalemate_winner; /* 17.2: who wins at 0 VP */
} MadData;

/* Land combat result codes (10.51, 2.77). */
enum { R_NE, R_AR, R_AR1, R_AR2, R_DR, R_DR1, R_DR2, R_EX, R_F };

MadData  *mad_data_new  (BhGameData *data, GError **error);
void      mad_data_free (MadData *d);

/* ---- state --------------------------------------------------------------- */

/* Per-piece flags (BhPieceState.flags; the rules own 0x01-0x40). */
enum {
  F_FORCE   = 0x01,  /* activated by the card in play (8.4, 8.6) */
  F_WITH    = 0x02,  /* moves with the activated leader (8.41) */
  F_STOPPED = 0x04,  /* entered an enemy-occupied space: moves no further (9.3) */
  F_MIR     = 0x08,  /* entered its space across a Major Invasion Route (2.23) */
  F_BATTLE  = 0x10,  /* takes part in the battle in progress */
  F_LOST    = 0x20,  /* lead unit that took a step loss this round (10.32-2) */
  F_CAMP1   = 0x40,  /* moved by a CAMPAIGN card's first force (8.72) */
};

/* Decisions (BhDecision.kind). */
typedef enum {
  D_NONE,
  D_PREWAR,          /* keep the card just drawn or play it to move (6.2) */
  D_PLAY,            /* play or hold a card (7.32, 7.34) */
  D_ACTIVATE,        /* what the operations card activates (8.31-2/3) */
  D_FORM,            /* the units that go (8.41, 8.61) */
  D_MOVE,            /* land movement (9.0) */
  D_LEAD,            /* choose the lead unit (10.31) */
  D_LOSS,            /* choose a unit for a step loss (10.52, 16.22) */
  D_RETREAT,         /* choose a retreat space (10.71) */
  D_WINTER,          /* play a held winter event or pass (16.1) */
  D_RESTORE,         /* the units a card restores (8.31-5) */
  D_RBC,             /* the defender may retreat before combat (9.41) */
  D_BATTLE_CARD,     /* play a battle card in this round or not (8.31-7, 10.62) */
  D_NAVAL_RETREAT,   /* the town ships or a naval leader go to (12.52, 12.6) */
  D_SHIPYARD,        /* the ships a card builds or repairs (15.12, 15.22) */
  D_REACTION,        /* the other side may play a reaction card against the force (8.31-8) */
  D_HAVEN,           /* the lakeside town ships or a naval leader go to (9.61, 3.42, 14.43) */
  D_FLEET,           /* the Mutual Fleet Return Phase: where ships go (7.4, 11.22-11.23) */
  D_BATTLE_ORDER,    /* the mover chooses the next battle of his card (10.1) */
  D_REINFORCE,       /* the reinforcements held back a turn (14.21-14.22) */
  D_ARRIVAL,         /* reinforcements at a space the enemy controls: attack or wait (14.31) */
  D_TARGET,          /* the space an event's force attacks, of those its card names (8.31-1) */
  D_EVENT_SPACE,     /* the space an event works on (8.31-1: HULL'S PROCLAMATION, SUPPLY SHORTAGE, SMUGGLING, SUPPLY BY SLEIGH) */
  D_FALL_BACK,       /* the owner: where each unit falls back, or which is reduced (8.31-1: PROCTOR'S RETREAT) */
  D_FREE_RETREAT,    /* LIGHT TROOPS: retreat before the next round without penalty, or fight on (8.31-7) */
  D_EVENT_PIECE,     /* the pieces an event places or removes, when the card names more than it takes (8.31-1) */
  D_BUMP,            /* where units too weak to control their space step aside, several being as good (10.72, 14.33) */
  D_COMMAND,         /* which of the force's senior leaders, equal in rank, commands (3.35) */
  D_N
} MadDecision;

typedef enum {
  A_KEEP,            /* 6.2 step 3 */
  A_OPS,             /* 8.31-2/3 */
  A_EVENT,           /* 8.31-1 */
  A_HOLD,            /* 7.34 */
  A_LEADER,          /* 8.4 */
  A_UNITS,           /* 8.6 */
  A_ADD,             /* 8.41, 8.61 */
  A_GO,
  A_MOVE,            /* 9.1 */
  A_PICKUP,          /* 8.42 */
  A_DROP,            /* 8.42 */
  A_END,             /* end of the card's movement: battles follow (10.1) */
  A_LEAD,            /* 10.31 */
  A_LOSS,            /* 10.52, 16.22 */
  A_RETREAT,         /* 10.71 */
  A_PASS,            /* 16.1 */
  A_RESTORE,         /* 8.31-5: play a card to restore units */
  A_FLIP,            /* 8.31-5: restore one unit */
  A_DONE,            /* 8.31-5: no more */
  A_DEPOT,           /* 8.31-6, 13.52 */
  A_RBC,             /* 9.41: retreat before combat */
  A_STAND,           /* 9.45: stay and fight */
  A_CAMPAIGN,        /* 8.7: play a CAMPAIGN card for two forces */
  A_BATTLE,          /* 8.31-7: play a battle card in this round */
  A_NO_BATTLE,       /* 10.62: no battle card this round */
  A_EMBARK,          /* 11.3: a land unit goes aboard a ship */
  A_LAND,            /* 11.31, 11.52: a ship lands what she carries */
  A_NBV,             /* 8.31-4, 15.12: play a card for its NBV */
  A_BUILD,           /* 15.13: build a ship at a naval base */
  A_REPAIR,          /* 15.22: repair a damaged ship */
  A_REACT,           /* 8.31-8: play a reaction card against the force */
  A_NO_REACTION,     /* 8.31-8: let the force go */
  A_WITHDRAW,        /* 11.21: Free Naval Withdrawal (1) before the card play */
  A_FIGHT,           /* 10.1: the battle the mover fights next */
  A_DELAY,           /* 14.21: a reinforcement waits a turn */
  A_PLACE,           /* 14.1: the other reinforcements come on */
  A_ASSAULT,         /* 14.31: reinforcements placed on an enemy-held space attack */
  A_MARCH,           /* 8.31-1: an event's force goes to the space named (IZARD'S MARCH) */
  A_CHOOSE,          /* 8.31-1: the space an event works on */
  A_ESCORT,          /* 11.35: a schooner or sloop sails with another to carry one larger unit */
  A_TAKE,            /* 8.31-1: a piece the event places or removes */
  A_COMMAND,         /* 3.35: the leader who commands, of several equal in rank */
  A_N_KINDS
} MadActionKind;

extern const BhActionKind mad_action_kinds[A_N_KINDS];

/* Why a loss is being taken. */
enum { LOSS_NONE, LOSS_BATTLE, LOSS_WINTER };

/* Stages of a battle (10.2). */
enum {
  BS_NONE,
  BS_LEAD_ATT,       /* 10.31: the attacker names his lead unit first */
  BS_LEAD_DEF,
  BS_CARD_ATT,       /* 10.62: the attacker states his battle card first */
  BS_CARD_DEF,
  BS_ROLL,
  BS_LOSSES,         /* step losses beyond the lead unit (10.51) */
  BS_RETREAT,        /* 10.7 */
  BS_NEXT,           /* continue combat or end (10.6) */
  BS_ALONE,          /* 10.9, 11.53: leaders without units, or an assault's ships alone, choose where they go */
  BS_NAVAL_LEAD_ATT, /* 12.32 */
  BS_NAVAL_LEAD_DEF,
  BS_NAVAL_CARD_ATT, /* 12.36 */
  BS_NAVAL_CARD_DEF,
  BS_NAVAL_ROLL,     /* 12.2 */
  BS_NAVAL_LOSSES,   /* 12.42 */
  BS_NAVAL_RETREAT,  /* 12.5 */
  BS_NAVAL_STRIKE,   /* 12.41: a fleet strikes its flag; the victor's roll follows */
};

typedef struct {
  guint8 stage;
  gint8 att;          /* attacking side */
  gint16 space;
  guint8 round;
  gint16 lead[2];     /* lead unit by side, -1 none */
  gint16 commander[2];/* 3.35: the leader his owner chose among equals, by side, plus one; 0 none */
  gint8 result;       /* R_* of the round */
  gint8 retreat_side; /* side that must retreat, -1 none */
  gint8 loss_side;    /* whose further losses are being chosen */
  gint8 losses_left;
  gint8 drm, odds_drm, total;
  gint8 naval_steps[2];  /* step losses still to take by side (12.42) */
  gint8 naval_taken[2];  /* step losses taken by side */
  gint8 struck;          /* side that struck its flag, -1 (12.41) */
  gint8 retreating;      /* side whose ships retreat, -1 */
  gint8 card_drm[2];     /* battle card modifier of this round by side (8.31-7) */
  gint8 card_all[2];     /* that of a card good for every round (10.62) */
  gint16 card[2];        /* the battle card working for each side, -1 */
  gint16 card_lasting[2];/* with the 10.43 option, a card good for every round beside this round's, -1 */
  guint8 react_offered;  /* a reaction before the first dice was offered (8.31-8) */
  gint8 escaped;         /* the side whose struck fleet escaped instead (BURLINGTON RACES), plus one */
  guint8 free_asked;     /* LIGHT TROOPS: the sides (bit) asked after this round whether they retreat */
  guint8 no_penalty;     /* LIGHT TROOPS: the retreat under way costs no step (10.72, 10.74 waived) */
} MadBattle;

/* Where the sequence of play stands. */
enum {
  STG_PREWAR,            /* 6.2 */
  STG_ACTION,            /* 7.3 */
  STG_WINTER,            /* 16.1 step 1 */
  STG_ATTRITION,         /* 16.2 */
  STG_AFTER_TREATY,      /* 4.23 */
  STG_REINFORCE,         /* 7.1, 14.1: before the deal */
};

typedef struct {
  guint8 scenario;
  guint8 stage;          /* STG_* */
  gint8 last_turn;       /* the scenario's last turn */
  /* Pre-war sequence (6.2) */
  guint8 prewar;         /* in progress */
  gint8 prewar_drawer;   /* who draws next */
  gint8 dow_drawer;      /* who drew the DECLARATION OF WAR, -1 */
  guint8 prewar_count[2];/* cards drawn (played, kept, DOW) (6.31) */
  gint16 drawn;          /* the card just drawn, -1 */
  /* Action phase (7.3) */
  gint8 first;           /* first player of the year (7.33) */
  gint8 to_play;
  guint8 holds[2];       /* cards held from this hand (7.34) */
  guint8 winter_done[2]; /* passed in the winter action phase (16.1) */
  guint8 treaty_played;  /* 4.22: only the BATTLE OF NEW ORLEANS may follow */
  guint8 game_over;
  gint16 event_vp;       /* VP from events, signed: + US (4.17) */
  gint16 lakes_vp;       /* VP from lakes held at the last check (4.16) */
  gint8 lake_marker[4];  /* Lake Control markers (11.44): side or -1 */
  /* The card in play */
  gint16 card;           /* piece, -1 */
  gint8 ops;             /* its value */
  guint8 act_mode;       /* 0 none, 1 leader, 2 units, 3 naval leader (8.5) */
  gint16 act_leader;     /* activated leader, -1 */
  gint16 act_space;      /* the space activated */
  guint8 act_limit;      /* units that may go */
  guint8 act_count;
  guint8 prewar_play;    /* the card is played in the Pre-war sequence (6.2 step 3) */
  /* Battles after movement (10.1, 10.22) */
  guint8 n_battles, battle_i;
  gint16 battles[16];
  gint16 battle_from[16];/* a space the attackers came from (10.73) */
  MadBattle b;
  /* losses to choose (10.51, 16.22) */
  guint8 loss_reason;
  gint8 loss_side;
  gint8 loss_left;
  gint16 loss_space;
  /* winter attrition (16.2) */
  gint16 winter_space;
  /* CAMPAIGN card (8.7): 0 none, 1 first leader to name, 2 second force to
   * name, 3 first force, 4 second force */
  guint8 camp;
  gint16 camp_leader[2]; /* the leaders named, -1 for a single unit */
  gint16 camp_space;     /* the single unit's space */
  guint8 camp_attacked[MAD_MAX_LOCATIONS / 8]; /* spaces the first force attacked (10.22) */
  /* retreat before combat in progress (9.4-9.5) */
  guint8 rbc_active;
  gint8 rbc_mover;
  /* 13.36-13.37: the other side's supply when the card play began */
  guint8 def_supply[MAD_MAX_LOCATIONS];
  /* 2.76: spaces where land units other than Indians stood when the card
   * play began: their Indians keep the fort all the battle */
  guint8 fort_mixed[MAD_MAX_LOCATIONS / 8];
  /* per piece */
  guint8 mp[MAD_MAX_PIECES];      /* movement points spent this card play */
  gint16 from[MAD_MAX_PIECES];    /* the last space moved from (10.73) */
  guint8 arrive[MAD_MAX_PIECES];  /* turn of arrival (14.1), 0 none */
  gint16 arrive_at[MAD_MAX_PIECES];
  /* lake transport (11.3): the ship a land unit is aboard, plus one (0
   * none); for a ship, her payer's MP plus one after her last pick-up */
  gint16 aboard[MAD_MAX_PIECES];
  guint8 load_mp[MAD_MAX_PIECES];
  guint8 land_mp[MAD_MAX_PIECES];  /* the same for her payer's last landing */
  /* 11.35: the schooner or sloop this one helps carry a unit larger than
   * a detachment, plus one (0 none) */
  gint16 escort[MAD_MAX_PIECES];
  /* reaction cards played against the force moving (8.31-8) */
  guint8 rains;          /* HEAVY RAINS: one space only */
  guint8 slow;           /* 1 every path, 2 trails cost one MP more */
  guint8 militia_stay;   /* the mover's militia stay out of enemy territory */
  /* events (bh-madison-events.c) */
  gint16 ev_card;        /* the event card whose follow-up is being chosen, plus one (0 none) */
  gint16 ev_at;          /* EF_PLACE: the space the pieces come onto */
  gint8 ev_taken;        /* the pieces the event has placed or removed so far */
  gint16 ev_base;        /* EF_NBV with ev_one_base: the naval base chosen by the first build or repair, plus one */
  gint8 tecumseh_turn;   /* the turn #9 BROCK AND TECUMSEH works in, 0 none (3.51) */
  guint8 commanded[MAD_MAX_PIECES / 8]; /* leaders who commanded in a land battle this turn */
  guint8 lost[MAD_MAX_PIECES / 8];      /* leaders whose force lost a land battle this turn */
  guint8 in_battle[MAD_MAX_PIECES / 8]; /* leaders in the land battle being fought */
  guint8 destroyed[MAD_MAX_LOCATIONS / 8];  /* towns destroyed, 0 VP (4.13) */
  guint8 base_gone[MAD_MAX_LOCATIONS / 8];  /* naval bases destroyed (15.32) */
  guint8 town_lost[2];   /* a town of the side's own territory fell to the enemy this year */
  gint16 in_force[4];    /* event cards that work until the end of the turn, plus one (0 none) */
  /* the decision pending before ships had to leave a town (9.6) */
  gint8 haven_side, haven_kind;
  /* 15.33: the year every primary naval base of a lake was lost, by side
   * and lake; 0 none lost */
  gint16 base_lost_year[2][8];
  /* 7.4, 11.2: the Mutual Fleet Return Phase in progress (bh-madison-fleet.c),
   * the lakes and sides dealt with (bit lake * 2 + side), and the ships
   * that took the Free Naval Withdrawal (1) in this card play */
  guint8 fleet_phase;
  guint16 fleet_done;
  guint8 withdrawn[MAD_MAX_PIECES];
  guint8 battle_chosen;  /* the mover has chosen the next battle (10.1) */
  gint8 mf_bonus;        /* MP the force has beyond its MF this card play (FORCED MARCH) */
  /* a reaction offered as the force enters a space (Cook's Mills): the
   * space plus one, 0 at the force's forming; offered once a force */
  gint16 react_at;
  guint8 region_offered;
  guint8 react_battle;   /* a reaction offered before a battle's first dice */
  /* reinforcements (bh-madison-reinforcements.c): the sides that have said
   * which wait (14.21), the space of the battle on arrival plus one (14.31) */
  guint8 reinf_chosen[2];
  gint16 arrival;
  /* events (bh-madison-event-orders.c): the MP the force may spend this
   * card play at least; a blockade in force: its town plus one, the side
   * whose ships it holds, the card plays it still lasts */
  gint8 mf_floor;
  gint16 blockade_at;
  gint8 blockade_side;
  guint8 blockade_plays;
  /* an event's attack in progress: its card plus one, the defending units
   * at its start (-1 ends), the naval bases closed for the year */
  gint16 ev_attack;
  gint16 ev_attack_at;   /* the space it attacks, plus one */
  gint16 ev_defenders[12];
  guint8 base_closed[MAD_MAX_LOCATIONS / 8];
  /* events of supply (bh-madison-event-supply.c): the space plus one (0
   * none) whose units of a side count out of supply until that side's next
   * card play is over (SUPPLY SHORTAGE), or in supply for the year or the
   * turn (SMUGGLING, SUPPLY BY SLEIGH, its card plus one in `fed_card`) */
  gint16 short_at;
  gint8 short_side;
  gint16 fed_at[2];
  gint8 fed_side[2];
  gint16 fed_card[2];
  gint16 fed_until[2];   /* the year, or the turn, it works in */
  /* PROCTOR'S RETREAT: the units whose owner has still to say where they
   * fall back, or that they are reduced */
  guint8 falling[MAD_MAX_PIECES / 8];
  /* a bump waiting for its owner (10.72, 14.33; bh-madison-combat.c): the
   * space plus one (0 none), the side bumped, whether reinforcements bump
   * (14.33) or a retreat (10.72), and the decision it interrupted */
  gint16 bump_at;
  gint8 bump_side;
  guint8 bump_reinf;
  BhDecision bump_resume;
  /* bumps made while one waits, asked in turn: space plus one (0 none),
   * side, and whether reinforcements bump */
  gint16 bump_next[MAD_MAX_BUMPS];
  gint8 bump_next_side[MAD_MAX_BUMPS];
  guint8 bump_next_reinf[MAD_MAX_BUMPS];
  /* 7.33: a first-player roll made while the scenario was set up, told
   * with the first action (US, British; 0: none) */
  gint8 setup_roll[2];
  /* 11.41: the side that controls each lake (bh-madison-lakes.c), -1
   * none: settled only once a card play's movement and combat, a free
   * naval move or a phase is over, so a ship passing through a box or
   * entering one to fight leaves it as it was. */
  gint8 lake_held[8];
} MadExtra;

#define MAD_BIT(set, i) (((set)[(i) / 8] >> ((i) % 8)) & 1)
#define MAD_SET_BIT(set, i) ((set)[(i) / 8] |= (guint8) (1 << ((i) % 8)))

/* An event's force of any size (Ogdensburg Raid: every unit of a space). */
#define MAD_NO_LIMIT 99

/* Flags on MadExtra.arrive beside the turn (bits 0-4). */
#define MAD_ARRIVE_TURN 0x1f
#define MAD_ARRIVE_CONTESTED 0x20       /* 14.31: due at a space the enemy controls; its player decides in his phase */
#define MAD_ARRIVE_BLOCKED_LEADER 0x40  /* 14.34: held off the map until his space is free */
#define MAD_ARRIVE_WAITED 0x80          /* 14.21: already held back a turn */

/* MadExtra.from of units that landed in an amphibious attack (11.53). */
#define MAD_FROM_WATER (-2)

struct _BhMadisonRules
{
  GObject parent_instance;
  BhGameData *data;
  MadData *d;
};

typedef struct {
  BhMadisonRules *self;
  const MadData *d;
  BhState *st;
  MadExtra *x;
  BhPieceState *pc;
  gint16 *mk;
  GArray *out;        /* list_actions: where actions go */
  GString *notes;     /* narration being written, else NULL */
} MadCtx;

#define NOTING(c) ((c)->notes != NULL)

/* Who stands where, counted in one pass over the pieces, for the questions
 * asked of every space at once (VP, supply). */
typedef struct {
  gint16 cf[2][MAD_MAX_LOCATIONS];      /* combat factors of land units */
  guint8 present[2][MAD_MAX_LOCATIONS]; /* land units present */
  guint8 others[2][MAD_MAX_LOCATIONS];  /* non-Indian land units present */
} MadCensus;

/* ---- bh-madison-lakes.c -------------------------------------------------- */
int         mad_lake_holder    (const MadCtx *c, int lake);
int         mad_lake_settled   (const MadCtx *c, int lake);
void        mad_settle_lakes   (MadCtx *c);

/* ---- bh-madison-common.c ------------------------------------------------- */
void        mad_census         (const MadCtx *c, MadCensus *census);
int         mad_census_control (const MadCtx *c, const MadCensus *census, int space);
void        mad_ctx_init       (MadCtx *c, BhMadisonRules *self, BhState *st);
void        mad_add            (MadCtx *c, int kind, int n, gint32 a, gint32 b);
void        mad_decide         (MadCtx *c, int side, int kind);
void        mad_note           (MadCtx *c, const char *rule, const char *format, ...) G_GNUC_PRINTF (3, 4);
const char *mad_name           (const MadCtx *c, int piece);
const char *mad_loc            (const MadCtx *c, int location);
const char *mad_side           (const MadCtx *c, int side);
void        mad_move           (MadCtx *c, int piece, int location);
gboolean    mad_on_map         (const MadCtx *c, int piece);
gboolean    mad_is_unit        (const MadCtx *c, int piece);
gboolean    mad_reduced        (const MadCtx *c, int piece);
int         mad_strength       (const MadCtx *c, int piece);
int         mad_quality        (const MadCtx *c, int piece);
int         mad_count_units    (const MadCtx *c, int space, int side);
int         mad_control        (const MadCtx *c, int space);
int         mad_fort_value     (const MadCtx *c, int space);
int         mad_year           (const MadCtx *c);
gboolean    mad_winter         (const MadCtx *c);
int         mad_hand_count     (const MadCtx *c, int side);
void        mad_step_loss      (MadCtx *c, int piece, const char *rule);
void        mad_eliminate      (MadCtx *c, int piece, const char *rule);
void        mad_update_vp      (MadCtx *c);
void        mad_linked_removals (MadCtx *c);
int         mad_vp_now         (const MadCtx *c);
int         mad_vp_final       (const MadCtx *c);
gboolean    mad_option         (const MadCtx *c, const char *id);

/* ---- bh-madison-sequence.c ----------------------------------------------- */
gboolean    mad_setup          (MadCtx *c, int scenario, GError **error);
void        mad_advance        (MadCtx *c);
void        mad_after_play     (MadCtx *c);
void        mad_place_blocked_leaders (MadCtx *c);
void        mad_hold_leader    (MadCtx *c, int piece, int at);
void        mad_end_game       (MadCtx *c, const char *rule);
void        mad_check_instant  (MadCtx *c);
void        mad_list_winter    (MadCtx *c);
void        mad_apply_winter   (MadCtx *c, const BhAction *a);

/* ---- bh-madison-reinforcements.c --------------------------------------- */
gboolean    mad_reinforce_step (MadCtx *c);
gboolean    mad_arrival_pending (MadCtx *c, int side);
void        mad_list_reinforce (MadCtx *c);
void        mad_apply_reinforce (MadCtx *c, const BhAction *a);
void        mad_arrival_lost   (MadCtx *c);
gboolean    mad_arrival_over   (MadCtx *c);
gboolean    mad_delay_removes  (const MadCtx *c, int piece);

/* ---- bh-madison-cards.c -------------------------------------------------- */
void        mad_prewar_begin   (MadCtx *c);
void        mad_prewar_draw    (MadCtx *c);
void        mad_deal           (MadCtx *c);
void        mad_list_play      (MadCtx *c);
void        mad_apply_play     (MadCtx *c, const BhAction *a);
gboolean    mad_event_allowed  (const MadCtx *c, int card, int side);
void        mad_discard        (MadCtx *c, int card);
gboolean    mad_card_unseen    (const MadCtx *c, int card);
void        mad_begin_moves    (MadCtx *c, int side);
void        mad_list_restore   (MadCtx *c);
void        mad_check_depots   (MadCtx *c);

/* ---- bh-madison-move.c --------------------------------------------------- */
void        mad_list_activate  (MadCtx *c);
void        mad_list_form      (MadCtx *c);
void        mad_list_move      (MadCtx *c);
void        mad_apply_move     (MadCtx *c, const BhAction *a);
void        mad_clear_force    (MadCtx *c);
gboolean    mad_campaign_next  (MadCtx *c);

/* ---- bh-madison-combat.c ------------------------------------------------- */
void        mad_start_battles  (MadCtx *c);
gboolean    mad_battle_step    (MadCtx *c);
void        mad_list_battle    (MadCtx *c);
void        mad_apply_battle   (MadCtx *c, const BhAction *a);
void        mad_list_retreat   (MadCtx *c);
void        mad_enter_enemy    (MadCtx *c, int space, int side);
void        mad_list_rbc       (MadCtx *c);
void        mad_list_battle_order (MadCtx *c);
void        mad_cancel_attack  (MadCtx *c);
void        mad_apply_battle_order (MadCtx *c, const BhAction *a);
void        mad_bump           (MadCtx *c, int space, int side, const char *rule);
void        mad_list_bump      (MadCtx *c);
void        mad_list_command   (MadCtx *c);
void        mad_apply_bump     (MadCtx *c, const BhAction *a);
int         mad_odds_row       (int attack, int defence);
int         mad_crt_row        (int total);

/* ---- bh-madison-supply.c ------------------------------------------------ */
void        mad_supply_map     (const MadCtx *c, int side, guint8 *out);
void        mad_supply_map_after_leaving (const MadCtx *c, int side, int space, guint8 *out);
gboolean    mad_in_supply      (const MadCtx *c, int space, int side);

/* ---- bh-madison-naval.c -------------------------------------------------- */
gboolean    mad_is_ship_move   (const MadCtx *c, int piece);
gboolean    mad_naval_leader_may_take (const MadCtx *c, int leader, int ship);
void        mad_transit_losses (MadCtx *c);
void        mad_list_ship_moves (MadCtx *c, int piece);
void        mad_ship_step      (MadCtx *c, int piece, int to);
gboolean    mad_naval_step     (MadCtx *c);
void        mad_list_naval     (MadCtx *c);
void        mad_apply_naval    (MadCtx *c, const BhAction *a);
int         mad_lake_box       (const MadCtx *c, int lake);
int         mad_friendly_lake_towns (const MadCtx *c, int side, int lake, int except, int *out);
int         mad_fleet_return_towns (const MadCtx *c, int side, int lake, int *out);

/* ---- bh-madison-fleet.c ------------------------------------------------- */
gboolean    mad_fleet_step     (MadCtx *c);
void        mad_fleet_begin    (MadCtx *c, gboolean autumn);
gboolean    mad_fleet_pending  (const MadCtx *c);
gboolean    mad_fleet_autumn_done (const MadCtx *c);
gboolean    mad_fleet_spring_done (const MadCtx *c);
void        mad_list_fleet     (MadCtx *c);
void        mad_apply_fleet    (MadCtx *c, const BhAction *a);
void        mad_list_withdrawals (MadCtx *c);
void        mad_apply_withdrawal (MadCtx *c, const BhAction *a);

/* ---- bh-madison-haven.c ------------------------------------------------- */
gboolean    mad_haven_check    (MadCtx *c);
void        mad_list_haven     (MadCtx *c);
void        mad_apply_haven    (MadCtx *c, const BhAction *a);
gboolean    mad_capture_naval_leader (MadCtx *c, int leader, const char *rule);

/* ---- bh-madison-transport.c --------------------------------------------- */
gboolean    mad_friendly_town  (const MadCtx *c, int space, int side);
gboolean    mad_has_cargo      (const MadCtx *c, int ship);
gboolean    mad_any_cargo      (const MadCtx *c);
gboolean    mad_group_cargo    (const MadCtx *c, int mover);
void        mad_list_transport (MadCtx *c);
gboolean    mad_cargo_may_sail (const MadCtx *c, int mover, int to, gboolean box_has_enemy);
int         mad_cargo_need     (const MadCtx *c, int mover, int to, gboolean box_has_enemy);
void        mad_apply_transport (MadCtx *c, const BhAction *a);
int         mad_water_retreats (const MadCtx *c, int side, int space, int *out);
void        mad_water_retreat  (MadCtx *c, int side, int space, int to);
gboolean    mad_came_by_water  (const MadCtx *c, int side, int space);
int         mad_water_room     (const MadCtx *c, int side, int space, gboolean landed, guint8 *fits, int *carried);
gboolean    mad_escorting      (const MadCtx *c, int ship);
gboolean    mad_list_escorts   (MadCtx *c);

/* ---- bh-madison-shipyard.c ---------------------------------------------- */
gboolean    mad_shipyard_work  (const MadCtx *c, int side, int budget2);
void        mad_list_shipyard  (MadCtx *c);
void        mad_apply_shipyard (MadCtx *c, const BhAction *a);
void        mad_winter_repair  (MadCtx *c);
void        mad_track_bases    (MadCtx *c, gboolean at_setup);

/* ---- bh-madison-reactions.c -------------------------------------------- */
void        mad_read_reaction  (MadData *d, const BhCard *card, MadPiece *m);
void        mad_offer_reaction (MadCtx *c, int mover);
gboolean    mad_offer_entering_reaction (MadCtx *c, int mover, int space);
gboolean    mad_offer_battle_reaction (MadCtx *c);
gboolean    mad_offer_naval_reaction (MadCtx *c);
void        mad_list_reactions (MadCtx *c);
void        mad_apply_reaction (MadCtx *c, const BhAction *a);
gboolean    mad_is_militia     (const MadCtx *c, int piece);

/* ---- bh-madison-battle-cards.c ------------------------------------------ */
gboolean    mad_read_battle_card (MadData *d, const BhCard *card, MadPiece *m, GError **error);
gboolean    mad_battle_card_step (MadCtx *c);
void        mad_list_battle_cards (MadCtx *c);
void        mad_apply_battle_card (MadCtx *c, const BhAction *a);
int         mad_battle_card_drm (MadCtx *c);
gboolean    mad_battle_card_cancels_1044 (const MadCtx *c);
gboolean    mad_battle_card_cancels_forest_indians (const MadCtx *c);
void        mad_battle_cards_new_round (MadCtx *c);

/* ---- bh-madison-events.c ------------------------------------------------ */
void        mad_read_event     (MadData *d, const BhCard *card, MadPiece *m);
gboolean    mad_event_possible (const MadCtx *c, int card, int side);
gboolean    mad_play_event     (MadCtx *c, int card, int side);
gboolean    mad_event_restorable (const MadCtx *c, int p, int side, const guint8 *supplied);
gboolean    mad_event_base_ok  (const MadCtx *c, int space);
void        mad_events_round   (MadCtx *c, int side, int who);
void        mad_events_battle_over (MadCtx *c, int loser);
void        mad_events_new_turn (MadCtx *c);
void        mad_events_note_towns (MadCtx *c, const MadCensus *k);
void        mad_list_event_space (MadCtx *c);
void        mad_apply_event_space (MadCtx *c, const BhAction *a);
gboolean    mad_event_entering (const MadCtx *c);
void        mad_list_event_pieces (MadCtx *c);
void        mad_list_free_retreat (MadCtx *c);
void        mad_apply_free_retreat (MadCtx *c, const BhAction *a);
void        mad_apply_event_piece (MadCtx *c, const BhAction *a);
int         mad_space_value    (const MadCtx *c, int space);
int         mad_fort_class     (const MadCtx *c, int space);
gboolean    mad_tecumseh_card  (const MadCtx *c);
gboolean    mad_event_forbids  (const MadCtx *c, int piece, int to);
int         mad_event_command  (const MadCtx *c, int leader);
gboolean    mad_in_list        (const gint16 *list, guint n, int v);
int         mad_units_of       (const MadCtx *c, int space, int side, int *cf);
gboolean    mad_adjacent       (const MadCtx *c, int a, int b);

/* ---- bh-madison-event-orders.c ------------------------------------------- */
gboolean    mad_order_possible (const MadCtx *c, int card, int side);
gboolean    mad_order_play     (MadCtx *c, int card, int side);
gboolean    mad_order_list_activate (MadCtx *c);
void        mad_order_leader_started (MadCtx *c, int leader);
gboolean    mad_order_blocks_ship (const MadCtx *c, int piece, int to);
void        mad_order_card_played (MadCtx *c);
gboolean    mad_order_go       (MadCtx *c);
void        mad_order_list_targets (MadCtx *c);
void        mad_order_apply_target (MadCtx *c, const BhAction *a);
int         mad_order_first_round_drm (MadCtx *c);
gboolean    mad_order_fort_ignored (const MadCtx *c);
void        mad_order_battle_over (MadCtx *c);
int         mad_order_desert_spaces (const MadCtx *c, int card, int side, int *out);
void        mad_order_desert_at (MadCtx *c, int card, int side, int space);
void        mad_order_list_fall_back (MadCtx *c);
void        mad_order_apply_fall_back (MadCtx *c, const BhAction *a);

/* ---- bh-madison-event-moves.c -------------------------------------------- */
gboolean    mad_moves_possible (const MadCtx *c, int card, int side);
gboolean    mad_moves_play     (MadCtx *c, int card, int side);
gboolean    mad_moves_list_activate (MadCtx *c, const MadPiece *m);
gboolean    mad_moves_may_join (const MadCtx *c, int piece);
gboolean    mad_moves_forbid   (const MadCtx *c, int piece, int to);
gboolean    mad_moves_go       (MadCtx *c);
void        mad_moves_list_targets (MadCtx *c);
gboolean    mad_moves_shipyard_list (MadCtx *c);
gboolean    mad_moves_shipyard_done (MadCtx *c);
gboolean    mad_ship_repairable (const MadCtx *c, int ship, int side);
void        mad_order_march    (MadCtx *c, int to);

/* ---- bh-madison-event-supply.c ------------------------------------------- */
gboolean    mad_supply_event_possible (const MadCtx *c, int card, int side);
gboolean    mad_supply_event_play (MadCtx *c, int card, int side);
int         mad_supply_event_spaces (const MadCtx *c, int card, int side, int *out);
void        mad_supply_event_at (MadCtx *c, int card, int side, int space);
void        mad_supply_events_adjust (const MadCtx *c, int side, guint8 *supplied);
int         mad_supply_event_wq (const MadCtx *c, int space);
void        mad_supply_events_card_played (MadCtx *c, int side);
void        mad_supply_events_new_turn (MadCtx *c);

/* ---- bh-madison-special-units.c ----------------------------------------- */
void        mad_read_special   (MadData *d, const BhUnitType *type, MadPiece *m);
gboolean    mad_special_may_enter (const MadCtx *c, int piece, int to);
gboolean    mad_special_may_stand (const MadCtx *c, int piece, int to);
gboolean    mad_special_surrenders (MadCtx *c, int piece, int to);
gboolean    mad_free_route     (const MadCtx *c, int piece, MadAdj *out);
gboolean    mad_cargo_may_land (const MadCtx *c, int mover, int to);

/* ---- bh-madison-narrate.c ------------------------------------------------ */
char       *mad_describe       (BhMadisonRules *self, const BhState *state, const BhAction *a);
char       *mad_narrate_wording (BhMadisonRules *self, const BhState *before, const BhAction *a);
const char *mad_action_rule    (BhRules *rules, const BhState *state, const BhAction *a);

G_END_DECLS
