/* bh-geronimo-private.h — what the Geronimo rule modules share: the data
 * read once from the game's XML, the rules' block in the state, the
 * decisions, the action kinds and the modules' entry points.
 *
 * Players are seats (0 .. n_players - 1) and every decision names the seat
 * that takes it in BhDecision.side: each Turn the seats draw sides anew
 * (3.31), so a seat is not a side.  Hands belong to seats (board.xml boxes
 * hand-shaman-N and hand-tribal-N, N = seat + 1). */
#pragma once

#include "bh-engine.h"
#include "bh-geronimo-rules.h"

G_BEGIN_DECLS

#define GER_MAX_SEATS 5
#define GER_MAX_AREAS 24
#define GER_MAX_VILLAGES 40
#define GER_MAX_TRIBES 32
#define GER_FORCED_MAX 48
#define GER_MAX_COLUMNS 32
#define GER_MAX_COMMANDERS 24
#define GER_ALL 99              /* the Battle Table's ALL (7.41) */

enum { GER_US = 0, GER_INDIAN = 1 };

/* The sequence of play (4.1), in the order of game.xml's <sequence>. */
enum {
  PH_SIDES, PH_DISTRIBUTION, PH_ORDER, PH_ROUNDS, PH_SURVIVAL, PH_STATEHOOD, PH_END,
};

/* What is pending (BhDecision.kind). */
enum {
  D_PLAYERS,           /* how many play (3.2) */
  D_PICK_TRIBE,        /* an Indian chooses an Initial Tribe (3.32) */
  D_SETTLEMENT,        /* the US places the Round's Settlement (5.21) */
  D_RAILROAD,          /* the US may place a Railroad (5.24) */
  D_CARD,              /* the active player plays or discards a Shaman Card (9.11) */
  D_OPERATION,         /* the active player's Operations Segment (4.4B) */
  D_ADMIT,             /* the US may apply to admit a Territory (10.32) */
  D_NEW_PLACE,         /* the US places a new Column (5.343) */
  D_NEW_BPS,           /* the US sizes a new Column or a reinforcement (5.343, 5.342) */
  D_NEW_GUNS,          /* the US gives a new Column its Artillery (5.343, 5.52) */
  D_EVADE,             /* the Indian may try Evasion (7.51) */
  D_PURSUE,            /* the US may Pursue (7.53) */
  D_AMBUSH,            /* the Indian may try an Ambush (7.54) */
  D_ABSORB,            /* the US may take losses on Artillery (5.55) */
  D_REACT,             /* the US may React with a Column (5.35) */
  D_ATTRITION,         /* the US picks a Column to lose a BP (5.38) */
  D_COORDINATE,        /* the US may add Columns to an attack (5.71, 5.72) */
  D_WP_CHIEF,          /* Chiefs join the War Party of Village args[0] (6.31, 6.53) */
  D_WP_TARGET,         /* the War Party of Village args[0] picks its target (6.33, 6.36, 7.21) */
  D_WP_AFTER,          /* it stays on the map or goes home (6.35) */
  D_EVENT,             /* a played Shaman Card args[0] asks for its target (9.2) */
  D_RANDOM,            /* a Random Event rolled, args[0] its DR: play, for nothing, or discard (12.13) */
  D_EVENT_FOLLOW,      /* a card's second choice: args card, Area, seat to return to (9.2K, 9.2N) */
  D_TREATY_VP,         /* the offerer names the VPs of a Treaty for Village args[0] (8.11) */
  D_TREATY_ANSWER,     /* the other party accepts or refuses; args: village, VPs, offerer */
  D_RAID,              /* a Raid card played: which Village raids what (6.41-6.43); args[0]: any Tribe may */
  D_HORSES,            /* the US may kill Village args[0]'s horses (12.13) */
  D_HOSTAGES,          /* the US may take hostages in Village args[0] (12.13) */
  D_GATLING,           /* the US may take one of the Turn's new Artillery as a Gatling (5.51, 9.2J) */
  D_PRISON,            /* the US may imprison a Chief of Village args[0]'s Tribe; args[1] the offerer (7.81) */
  D_DISBAND,           /* the US places the BPs of Column args[0], left without a Commander (5.46) */
  D_FEDERALES,
  D_FORCED,            /* a Shaman Card orders Tribe args[0] to attack at once (9.2D, 9.2F) */
  D_ACW_ASSIGN,        /* the US gives the Commanders the Civil War left him to Columns (5.44) */
  D_DRIVEN,            /* the US places Village args[0], driven out of Mexico or Canada (6.25) */
  D_APPORTION,         /* the US picks the Column of a Coordinated force that loses a BP, args[0] 0 (5.723), or an Artillery marker (1 Field Gun, 2 Gatling) */
  D_ALLY,              /* a seat adds its War Parties to the Alliance War Party, or is done (6.71, 6.76) */
  D_ALLY_LOSS,         /* the Alliance's player picks the War Party that loses a BP (9.2FF, 6.76) */
  D_ALLY_SHARE,        /* the Alliance's player may give its VPs to the players who joined (9.2FF) */
  D_KEEP,              /* the US may keep a Coordinated Column together (5.723) */
  D_EVADE_EARLY,       /* before the next Coordination DR the Indian may Evade the Columns so far (5.721) */
  D_SAND_CREEK,        /* an Indian may draw a Tribal Card after Sand Creek; args[0] the roller (12.13) */
  D_AUTO = 0xff,       /* nothing to decide: ger_advance() goes on */
};

/* Action kinds. */
enum {
  A_PLAYERS, A_PICK_TRIBE, A_SETTLE, A_RAILROAD, A_NO_RAILROAD, A_PLAY, A_DISCARD,
  A_RELOCATE, A_STAND, A_END_OPERATIONS, A_ADMIT, A_NO_ADMIT,
  /* The US Army (5.3-5.7) and combat (7.x): bh-geronimo-columns.c, bh-geronimo-combat.c */
  A_COL_MOVE, A_COL_FORT, A_COL_PATROL, A_COL_NEW, A_COL_AT, A_COL_REINFORCE, A_COL_BPS, A_COL_GUNS,
  A_COL_ATTACK, A_EVADE, A_NO_EVADE, A_PURSUE, A_NO_PURSUE, A_AMBUSH, A_ACCEPT,
  A_ABSORB, A_REACT, A_NO_REACT, A_ATTRITION, A_WP_ATTACK_COLUMN, A_COORDINATE, A_ATTACK_NOW,
  A_WAR_PARTY, A_WP_CHIEF, A_WP_GO, A_WP_ATTACK, A_ATTACK_RESOURCE, A_WP_STAY, A_WP_RETURN,
  A_RAID, A_RAID_MEXICO, A_EVENT_AREA, A_EVENT_PIECE, A_EVENT_DECLINE, A_MISSION_WP,
  A_RANDOM_ROLL, A_RANDOM_PLAY, A_RANDOM_DISCARD,
  A_OFFER_TREATY, A_TREATY_VP, A_ACCEPT_TREATY, A_REFUSE_TREATY,
  A_WP_ATTACK_VILLAGE, A_WP_ATTACK_WP, A_PRISON, A_NO_PRISON,
  A_KILL_HORSES, A_TAKE_HOSTAGES, A_NO_DECLARATION, A_GATLING, A_NO_GATLING,
  A_DISBAND_INTO, A_DISBAND_RESERVE, A_COL_DIVIDE,
  A_FEDERALES, A_NO_FEDERALES, A_MORMON, A_ACW_ASSIGN, A_ACW_DONE, A_LOSE_BP, A_ACW_REDEPLOY,
  A_ACW_REALIGN, A_DRIVEN_TO, A_LOSE_ART,
  A_ALLY_JOIN, A_ALLY_DONE, A_ALLY_LOSE, A_ALLY_FORM, A_ALLY_SHARE, A_ALLY_KEEP, A_KEEP, A_SEPARATE,
  A_AWAIT_COORDINATION,
  A_SAND_CREEK_DRAW, A_SAND_CREEK_PASS,
  A_N_KINDS
};

extern const BhActionKind geronimo_action_kinds[A_N_KINDS];

typedef struct {
  int location;                 /* space index = location index */
  int survival, statehood;      /* printed numbers (6.62, 10.21) */
  gboolean mountain, buffalo;
  gboolean closed;              /* the Indian Territory before the Land Rush (5.21) */
  gboolean initial_state;       /* Texas, California (2.12) */
  gboolean east_edge, west_edge;
} GerArea;

typedef struct {
  const char *id;               /* "navajo", "sioux-teton-1" */
  int tribe;
  int marker;                   /* the Village marker piece */
  int war_party;                /* its War Party marker piece */
  int war_party2;               /* the marker of its second War Party (6.32), or -1 */
  int bp_first, bp_count;       /* its BP pieces, consecutive */
  int size;                     /* printed size: the original strength (8.14) */
  int survival;                 /* Survival rating (2.21I) */
  int battle, evasion, aggression;
  gboolean guerilla;
  int initial_area;             /* location */
} GerVillage;

typedef struct {
  const char *id;               /* the card id, "tribe-sioux" */
  int card;                     /* the Tribal Card piece */
  int n_villages;
  int villages[3];
  gboolean pick_alone;          /* Sioux and Apache: a pick of one (3.32) */
  int raid;                     /* Raid rating, 0: not a Raider (6.41, 6.42) */
  gboolean mexico_raids;        /* may Raid into Mexico (6.43) */
  guint32 friends, enemies;     /* bit t: Tribe t is listed so on the card (6.33, 6.71) */
  int battle_drm;               /* Poison Arrows: + to its Battle DRs (7.31, 6.73) */
} GerTribe;

/* A Chief marker (6.5): its Tribe, the Village it leads (-1: any of the
 * Tribe's; the Teton Chiefs lead either Teton Village, 6.51), its ratings
 * (6.52) and the Turns it is available (6.51). */
typedef struct {
  int piece;
  int tribe;
  int village;
  gboolean teton;
  int combat, evasion, aggression;
  guint32 turns;                /* bit n: available in Turn n */
} GerChief;

#define GER_MAX_CHIEFS 48

/* 7.41 caps each Devastation marker at -3; no rule caps a Village's total
 * (6.64 subtracts "all Devastation markers placed"), so the total is only
 * kept within its storage: every marker, from a battle, 7.55, the Winter
 * Storm or the Texas Rangers, adds through ger_devastate. */
#define GER_DEVASTATION_STORE G_MAXINT8
/* Piece flags: a BP or Chief with its Village's War Party (6.31); a Chief
 * already assigned to a War Party this Turn (6.53). */
#define GER_FLAG_WP 0x01
#define GER_FLAG_USED 0x02
#define GER_FLAG_NO_HORSES 0x04   /* a War Party formed after its Village's horses were killed (12.13) */
#define GER_FLAG_WP_FIRST 0x08    /* a BP of a Village's first War Party while its second acts (6.32) */
#define GER_FLAG_OUT (GER_FLAG_WP | GER_FLAG_WP_FIRST)
/* chief_wp[i] for a Chief with a Village's first War Party while its second acts (6.32) */
#define GER_CHIEF_FIRST 0x80

typedef struct {
  int piece;
  int combat, pursuit, aggression;
  gboolean guerilla;            /* the G: +1 Pursuit in Mountain Areas (5.42, 7.53) */
} GerCommander;

typedef struct {
  guint n_pieces, n_locations, n_spaces;
  guint n_areas;
  GerArea areas[GER_MAX_AREAS];
  int area_of_space[64];        /* space index -> area index, or -1 */
  guint8 adjacent[64][64];      /* spaces sharing a border or a corner (5.241) */
  guint8 distance[64][64];      /* Areas apart over such borders, 99 none (5.241, 6.36) */
  int mexico, canada;
  guint n_villages;
  GerVillage villages[GER_MAX_VILLAGES];
  guint n_tribes;
  GerTribe tribes[GER_MAX_TRIBES];
  /* Boxes */
  int hand_shaman[GER_MAX_SEATS], hand_tribal[GER_MAX_SEATS];
  int shaman_deck, shaman_discard, shaman_removed, tribal_deck, on_reservation, extinct;
  int us_reserve, mine_cup;
  int chiefs_available, in_prison, dead_leaders;
  guint n_chiefs;
  GerChief chiefs[GER_MAX_CHIEFS];
  /* Pieces by type: first piece and count */
  int settlement_first, settlement_count, town_first, town_count, rr_first, rr_count;
  int usbp_first, usbp_count, statehood_first, statehood_count;
  int skull_first, skull_count, bad_weather_first, bad_weather_count;
  int good_weather_first, good_weather_count, mission_first, mission_count;
  int lines_cut_first, lines_cut_count, fort_siege_first, fort_siege_count;   /* 12.13's markers */
  int n_massacres;
  int massacres[32];
  int n_mines;
  int mines[32];
  int mine_value[32];
  int mine_area[32];            /* location */
  int shaman_first, shaman_count;
  /* The US Army (5.3-5.6) */
  guint n_commanders;
  GerCommander commanders[GER_MAX_COMMANDERS];
  int fort[GER_MAX_AREAS];      /* each Area's Fort box (5.61) */
  int fg_first, fg_count, gg_first, gg_count;
  int commander_cup;
  int turn_commanders[9];       /* Commanders drawn each Turn, -1: the 5.46 formula */
  int turn_artillery[9];        /* new Artillery each Turn (4.24, 5.51) */
  int formula[3];               /* 5.46: base, per State, per two Tribes */
  int battle_loss[26];          /* Battle Table by modified DR -8..17 (7.32); GER_ALL */
  int battle_massacre[26];      /* its M# (7.62), 0 none */
  int odds_drm[7];              /* 1-3, 1-2, 2-3, 1-1, 3-2, 2-1, 3-1 (7.31) */
  /* Markers */
  int vp_marker[GER_MAX_SEATS];
  int turn_marker;
  /* Tables */
  int tribal_deal[5];           /* by Indian players, [1..4] (3.5B) */
  int shaman_deal[6];           /* by players, [1..5] (3.5D, 11.33) */
  int resource_rounds[6];       /* Rounds with Resource Allotment, 0 = all (11.2C) */
  int statehood_vp[5];          /* by Indian players (10.11) */
  int smallpox_loss[10];        /* BPs lost by DR (9.2AA) */
  int corruption_loss[10];      /* VPs lost by DR (8.13, 9.2H) */
  int buffalo_skulls[10];       /* Skulls placed by DR at the Basic set-up (3.47) */
  const char *random_event[10]; /* the Random Event by DR (12.13) */
  const char *random_ignored[10];  /* the side that must Ignore it: "us", "indian", "none" */
} GerData;

typedef struct {
  guint8 n_players;             /* 0 until chosen (3.2) */
  guint8 min_players, max_players;
  guint8 step;                  /* within a phase */
  guint8 rr_from_turn;          /* Campaign: no Railroad before Turn 3 (11.12) */
  guint8 victory_states;        /* solitaire: States to win (11.31) */
  guint8 n_indians;
  gint8 us_seat;                /* this Turn's US player (3.31) */
  guint8 us_run[GER_MAX_SEATS]; /* consecutive Turns each seat was US, to the last Turn (3.3) */
  guint8 order[GER_MAX_SEATS];  /* seats in player order this Turn (4.3) */
  guint8 pickers[GER_MAX_SEATS];/* Indian seats in Initial Tribe order (3.32) */
  guint8 n_pickers;
  guint8 picker;                /* index into pickers */
  guint8 picked;                /* Tribes the picker has chosen (3.32) */
  gint8 first_pick;             /* the picker's first Tribe, or -1 */
  guint8 bp_dice_after_acw;     /* the Civil War has happened: six dice (4.23) */
  guint8 solo_indian;           /* solitaire: this Round is the Indians' (11.35) */
  gint8 first_rr[2];            /* Campaign: the first two Railroads' Areas (11.12), or -1 */
  guint8 rr_allowed;            /* Railroads may be placed this Turn (11.12) */
  guint8 left_from[GER_MAX_VILLAGES]; /* the Area a Village left for Mexico or Canada (6.24) */
  guint8 cursor;                /* index into order: whose Round it is */
  guint16 rounds;               /* Rounds completed this Turn */
  guint8 round_had_card;        /* the active player played (not discarded) a card */
  guint8 failing_states;        /* States below maintenance this Turn (10.32) */
  guint8 admit_area;            /* the area index under D_ADMIT */
  guint8 campaign;              /* the Campaign Game's 3.3 limit of two Turns */
  guint8 any_repeat;
  guint8 massacre_maintenance;  /* option: Massacres count against maintenance (2.3) */            /* option 12.2: no limit on being the US */
  gint16 first_turn;            /* the scenario's first Turn */
  gint16 last_turn;
  guint8 land_rush;             /* the Oklahoma Land Rush has happened (9.2DD) */
  guint8 states[GER_MAX_AREAS]; /* 1: a State (10.2) */
  guint8 actions[GER_MAX_VILLAGES];   /* actions taken this Turn (6.21) */
  gint8 devastation[GER_MAX_VILLAGES];  /* Devastation markers' total (6.64, 7.41) */
  guint8 reservation_from[GER_MAX_VILLAGES]; /* the Area it went On Reservation from (8.24) */
  guint8 n_forced, i_forced;
  gint8 forced[GER_FORCED_MAX];
  /* The US Army (bh-geronimo-columns.c): Columns by slot */
  guint16 col_loc[GER_MAX_COLUMNS];   /* an Area (On Patrol) or its Fort box (In Fort); 0: no Column */
  gint8 col_cmdr[GER_MAX_COLUMNS];    /* index into d->commanders, -1: none yet (5.39) */
  guint8 col_bp[GER_MAX_COLUMNS], col_fg[GER_MAX_COLUMNS], col_gg[GER_MAX_COLUMNS];
  guint16 col_played[GER_MAX_COLUMNS];/* the US Round it was last played in (5.33) */
  guint16 us_round;                   /* US Rounds so far in the game (5.33) */
  guint8 plays;                       /* Column plays this US Round (5.33) */
  guint8 trans_rr;                    /* the Transcontinental RR's 2 VPs were awarded (5.241) */
  gint8 new_col;                      /* the Column being formed or reinforced (D_NEW_BPS, D_NEW_GUNS) */
  guint8 new_is_new;                  /* ... 1 a new Column (5.343), 0 a reinforcement (5.342), 2 + k divided from Column k (5.45) */
  guint8 hit_round[GER_MAX_VILLAGES]; /* attacked this Round: 1 the Village, 2 its War Party (7.34) */
  guint8 attrition_left;              /* Columns still to lose a BP (5.38) */
  guint8 attrition_done[GER_MAX_COLUMNS];
  /* The battle in progress (bh-geronimo-combat.c) */
  gint8 bt_col;                       /* the attacking or reacting Column */
  gint8 bt_village;                   /* the target's Village */
  guint8 bt_wp;                       /* the target is its War Party, not the Village */
  guint8 bt_area;                     /* where the battle is (a space) */
  guint8 bt_after;                    /* what follows the battle: BT_AFTER_* */
  guint8 bt_ambush;                   /* the Indians Ambushed (7.54) */
  guint8 bt_us_loss;                  /* US losses still to take (5.55) */
  guint8 bt_react_from, bt_react_to;  /* a Relocation reacted to (5.36) */
  guint8 bt_indian_lost;              /* BPs the Indians lost in this battle (5.36, 7.33) */
  guint8 react_tried[GER_MAX_COLUMNS];/* Columns that tried to React to this action (5.35) */
  guint16 battles;                    /* battles fought so far (the window's battle_location) */
  guint8 last_battle_area;            /* where the last one was */
  guint8 bt_indian_attacks;           /* a War Party attacks the Column (7.3) */
  guint8 bt_react_wp;                 /* the Reaction is to a War Party's attack (1) or to one going home (2, 5.35) */
  gint8 bt_joined[2];                 /* Columns Coordinated with bt_col (5.72), -1 none */
  guint32 bt_coord_tried;             /* bit i: Column i rolled to Coordinate (5.72) */
  guint32 col_hit_round;              /* bit i: Column i attacked this Round (7.34) */
  gint16 bt_massacre;                 /* the Massacre marker + 1 this battle placed (7.62, 12.13) */
  guint8 bt_devastated;               /* this battle Devastated the Village (7.41, 12.13) */
  guint8 declared;                    /* 12.13 used this Turn: 1 Horse Killers, 2 Hostages */
  guint8 wp_range;              /* Areas a War Party may go from its Village: 2, or 1 (6.36, option) */
  guint8 indian_massacres;
  guint8 chief_wp[GER_MAX_CHIEFS];
  guint16 events;               /* GER_EV_* in effect (9.2) */
  guint16 marks[GER_MAX_VILLAGES];    /* GER_MARK_* on a Village this Turn (9.2F, Q, Y, Z; 12.13) */
  guint32 attacked_by[GER_MAX_TRIBES];/* bit t: Tribe t attacked this Tribe this Turn (6.33, 7.4) */
  guint8 cards_played[GER_MAX_SEATS]; /* Shaman Cards played or discarded this Turn (9.2A, 9.2X) */
  guint8 rampage_area;          /* Area + 1 of a Rampage's second attack (9.2V) */
  guint16 rampage_first;        /* piece + 1 its first attack took (9.2V) */
  guint8 rampage_react;         /* its first attack may be Reacted to, at the end (9.2V, 5.35) */
  guint8 last_card_effect;
  guint8 ghost_strict;
  guint8 treaty_cap;            /* option: no Treaty pays more than 10 VPs (8.11) */
  gint16 us_vp_start;           /* the US player's VPs when the Turn began (8.11) */
  gint16 us_vp_given;           /* of which this Turn's Treaties have taken from him so far (8.11) */
  guint8 treaty_vp[GER_MAX_VILLAGES];   /* VPs its Treaty paid this Turn (8.12) */
  guint8 treaty_lost[GER_MAX_VILLAGES]; /* of which Agency Corruption took back (8.22) */
  gint8 treaty_seat[GER_MAX_VILLAGES];  /* who signed it */
  guint8 treaty_offered;
  guint32 solo_always;          /* solitaire: Tribes always in the deck (11.34) */
  guint8 solo_tribal_cards;     /* solitaire: Tribes in the deck (11.34) */
  guint8 solo_tribe;            /* solitaire: Tribe + 1 drawn for this Round (11.35) */
  guint8 no_mine_attacks;
  guint8 random_events;         /* option 12.1 */
  guint8 random_may;            /* this Round's card was No Event or Ignored (12.1) */
  guint8 random_rolled;         /* who rolled this Turn: bits by seat, or by side in solitaire (12.11) */
  guint8 sand_creek_done;       /* once a game (12.13) */
  guint8 sand_creek_area;       /* Area + 1 that may not become a State this Turn (12.13) */
  guint8 sand_creek_asked;      /* Indian players asked so far whether they draw (12.13) */
  guint8 federales_owed;        /* bit by seat: played the Federales out of turn, his next Round's card (9.2I) */
  guint8 forced_village;        /* Village + 1 that Blood Lust orders to attack now (9.2F) */
  guint8 forced_tribe;          /* Tribe + 1 that Bad Blood orders to attack now (9.2D) */
  guint8 forced_by;             /* seat + 1 of the card's player, when the attack is out of Round */
  guint8 forced_owed;           /* bit by seat: attacked out of Round, his next Operation is used up */
  guint8 home_then;             /* HOME_*: what follows a War Party called home and reacted to (5.35) */
  gint8 home_seat;              /* the seat whose Round it is */
  guint8 home_from, home_to;    /* HOME_RELOCATION: the Village's move */
  guint8 home_vp;               /* HOME_RAID: 0 not into Mexico, else its VPs + 1 */
  guint8 mormon_col;            /* Column slot + 1 named the Mormon Column this Turn (9.2O) */
  guint8 mormon_new;            /* the Column being formed is to be the Mormon Column (9.2O) */
  guint8 bt_apportion;          /* BPs a Coordinated force has still to lose, the US's choice (5.723) */
  guint8 bt_apportion_fg, bt_apportion_gg;  /* its Field Guns and Gatlings still to lose (5.723) */
  guint64 solo_acted;           /* solitaire: bit v, Village v acted this Round (11.37) */
  guint8 solo_stand;            /* solitaire: the player chose no action this Round (11.37) */
  guint32 acw_moved;            /* 5.44: bit i, Column i redeployed after the Civil War */
  guint8 acw_back;              /* 5.44: seat + 1 whose Operations follow the assignment, 0 the Turn's phases */
  guint32 acw_gave, acw_took;   /* 5.44: bit i, Column i gave / took BPs in the realignment */
  guint64 driven_out;           /* 6.25: bit v, Village v driven out of Mexico or Canada, to be placed by the US */
  /* Tribal Alliances (6.7, 9.2FF: bh-geronimo-alliance.c) */
  guint8 ally_seat;             /* seat + 1 whose Alliance stands this Turn, 0 none (6.75) */
  guint8 ally_area;             /* the Alliance Area, space + 1 (6.71) */
  guint8 ally_lead;             /* Village + 1 whose War Party marker stands for the combined War Party */
  guint8 ally_forming;          /* the War Parties are joining (6.71, 6.76) */
  guint8 ally_first;            /* its first action: the target in the Alliance Area (6.72) */
  guint8 ally_asked;            /* bit by seat: asked to volunteer (6.76) */
  guint8 ally_volunteered;      /* bit by seat: volunteered, his next Round's Operation is spent (6.76) */
  guint8 ally_loss;             /* BPs lost by the combined War Party still to be placed (6.76) */
  guint8 ally_then;             /* what follows: ALLY_THEN_* */
  guint8 ally_us_lost;          /* ALLY_THEN_COLUMN: the Column's losses */
  guint8 ally_then_v, ally_then_to;   /* ALLY_THEN_TRIBAL: the attacking War Party and its Area */
  guint16 ally_then_target;     /* ... and its target piece */
  guint64 ally_members;         /* bit v: Village v's War Party is in the combined War Party */
  guint8 ally_contrib;          /* bit by seat: volunteered War Parties this Turn (6.76) */
  guint8 ally_vp;               /* VPs the combined War Party earned this Round, its player's to share (9.2FF) */
  guint32 kept;                 /* 5.723: bit i, Column i in the Coordinated Column kept together */
  guint32 kept_offer;           /* 5.723: the Columns the US may keep together now */
  guint8 ally_solo_second;      /* solitaire: the allied Tribes' second action this Round was offered (11.36) */
  guint8 bloody_area;           /* 9.2DD: the Area Bloody Kansas closes to Columns (the card's prop), space + 1 */
  guint8 buffalo_owed;
  guint32 solo_looked;          /* 11.36: bit t, Tribe t among the five looked at when the Alliance formed */
  guint8 solo_pile;             /* 11.33: solitaire, cards of the Turn's thirty still to draw from the deck's top */          /* 3.47: the set-up's Buffalo DRs wait for the players' number: 1, 2 with the Indian Territory */
} GerExtra;

enum { ALLY_THEN_COLUMN = 1, ALLY_THEN_TRIBAL = 2 };

/* What follows a War Party called home by its Finished Village once a
 * Column has tried to React (ger_wp_call_home, 5.35). */
enum { HOME_ROUND, HOME_RELOCATION, HOME_RAID, HOME_OPERATION };

enum { BT_AFTER_US_OPS, BT_AFTER_ROUND, BT_AFTER_WP, BT_AFTER_WP_REACT, BT_AFTER_WP_HOME };

/* Shaman Card events in effect (GerExtra.events): for the Turn, or, the
 * first three, for the rest of the game (9.2). */
enum {
  GER_EV_SPRINGFIELD = 1 << 0,  /* 9.2BB: +1 to US Battle DRs */
  GER_EV_TELEGRAPH = 1 << 1,    /* 9.2CC: Reaction into the next Area, +1 */
  GER_EV_GATLING = 1 << 2,      /* 9.2J: one Gatling a Turn */
  GER_EV_PEACE_POLICY = 1 << 3, /* 9.2R */
  GER_EV_REFORM = 1 << 4,       /* 9.2W */
  GER_EV_WINTER = 1 << 5,       /* 9.2HH */
  GER_EV_BLOODY_KANSAS = 1 << 6,/* 9.2DD */
  GER_EV_ACW = 1 << 7,          /* 9.2A: the Civil War this Turn */
  GER_EV_RAMPAGE = 1 << 8,      /* 9.2V: this Round */
  GER_EV_ATROCITY = 1 << 9,     /* 9.2C: this Round */
  GER_EV_MORMONS = 1 << 10,     /* 9.2O: the US owes a Mormon Column */
  GER_EV_FEDERALES = 1 << 11,   /* 9.2I: no Raids or Relocation into Mexico */
  GER_EV_HORSE_KILLERS = 1 << 12, /* 12.13: the US may kill a Village's horses once */
  GER_EV_HOSTAGES = 1 << 13,    /* 12.13: the US may take hostages once */
};
#define GER_EV_PERMANENT (GER_EV_SPRINGFIELD | GER_EV_TELEGRAPH | GER_EV_GATLING)

/* Marks on a Village for the Turn (GerExtra.marks). */
enum {
  GER_MARK_BLOOD_LUST = 1 << 0,     /* 9.2F: +2 Combat and Aggression, no Evasion */
  GER_MARK_MEDICINE = 1 << 1,       /* 9.2Z: +2 Battle, +1 Aggression */
  GER_MARK_PEACE_CHIEF = 1 << 2,    /* 9.2Q: no attacks on Resources or Columns */
  GER_MARK_SCOUTS = 1 << 3,         /* 9.2Y: no Relocation, no attacks */
  GER_MARK_ASKED = 1 << 4,          /* 9.2Q: asked about while a Peace Chief is placed */
  GER_MARK_TREATY = 1 << 5,         /* 8.12: went On Reservation by Treaty this Turn */
  GER_MARK_GUNRUNNERS = 1 << 6,     /* 12.13: +1 on the Battle Table */
  GER_MARK_STRONGHOLD = 1 << 7,     /* 12.13: attackers -3 */
  GER_MARK_NO_HORSES = 1 << 8,      /* 12.13: Evasion -2, new War Parties stay in its Area */
};

/* What a module works with while it lists or applies. */
typedef struct {
  BhGeronimoRules *self;
  const GerData *d;
  BhGameData *data;
  BhState *st;
  GerExtra *x;
  BhPieceState *pc;
  GArray *out;                  /* listing: the legal actions */
  GString *notes;               /* narrating: what happened, with rule numbers */
  int wp_fresh;                 /* v + 1: list Village v's War Party as one formed at home (6.32) */
} GerCtx;

struct _BhGeronimoRules
{
  GObject parent_instance;
  BhGameData *data;
  GerData *d;
};

/* bh-geronimo-data.c */
GerData *ger_data_new (BhGameData *data, GError **error);
void     ger_data_free (GerData *d);

/* bh-geronimo-common.c */
void     ger_ctx_init (GerCtx *c, BhGeronimoRules *self, BhState *st);
int      ger_roll (GerCtx *c);
int      ger_vp (const GerCtx *c, int seat);
void     ger_add_vp (GerCtx *c, int seat, int vp, const char *rule, const char *why);
int      ger_count_type_at (const GerCtx *c, int first, int count, int location);
int      ger_take_offboard (GerCtx *c, int first, int count);
int      ger_village_area (const GerCtx *c, int v);
int      ger_village_bp (const GerCtx *c, int v);
int      ger_village_controller (const GerCtx *c, int v);
gboolean ger_village_on_map (const GerCtx *c, int v);
int      ger_tribe_holder (const GerCtx *c, int tribe);
int      ger_area_rp (const GerCtx *c, int area, gboolean for_statehood);
void     ger_spaces_rp (const GerCtx *c, int *rp);
int      ger_seat_side (const GerCtx *c, int seat);
void     ger_push (GerCtx *c, int kind, int n_args, int a0, int a1);
void     ger_decide (GerCtx *c, int seat, int kind, int a0);
void     ger_note (GerCtx *c, const char *rule, const char *format, ...) G_GNUC_PRINTF (3, 4);
const char *ger_loc_name (const GerCtx *c, int location);
const char *ger_tribe_name (const GerCtx *c, int tribe);
const char *ger_village_name (const GerCtx *c, int v);
char    *ger_seat_name (const GerCtx *c, int seat);

/* bh-geronimo-warparties.c: War Parties, Chiefs, attacks on Resources (6.3, 6.5, 7.2) */
int      ger_village_home_bp (const GerCtx *c, int v);
gboolean ger_wp_out (const GerCtx *c, int v);
int      ger_wp_area (const GerCtx *c, int v);
void     ger_devastate (GerCtx *c, int village, int marker);
int      ger_wp_bp (const GerCtx *c, int v);
int      ger_wp_combat (const GerCtx *c, int v);
int      ger_wp_evasion (const GerCtx *c, int v);
int      ger_wp_aggression (const GerCtx *c, int v);
void     ger_wp_lose_bp (GerCtx *c, int v, int n);
void     ger_wp_return (GerCtx *c, int v);
gboolean ger_wp_call_home (GerCtx *c, int v, int then);
void     ger_wp_check_wiped_out (GerCtx *c, int v);
gboolean ger_wp_spend_attack (GerCtx *c, int v, int to, int target, gboolean *reactable);
void     ger_wp_attack_done (GerCtx *c, int v, int to, int target, gboolean reactable);
gboolean ger_wp_may_reach (const GerCtx *c, int v, int to);
gboolean ger_wp_in_range (const GerCtx *c, int v, int to);
void     ger_wp_move (GerCtx *c, int v, int to);
void     ger_wp_return_all (GerCtx *c);
void     ger_wp_after_action (GerCtx *c, int v);
int      ger_wp_first_bp (const GerCtx *c, int v);
gboolean ger_wp_second_done (GerCtx *c);
gboolean ger_chief_available (const GerCtx *c, int i);
gboolean ger_chief_leads (const GerCtx *c, int i, int v);
int      ger_area_distance (const GerCtx *c, int from, int to);
int      ger_village_of_marker (const GerCtx *c, int piece);
void     ger_list_war_parties (GerCtx *c);
gboolean ger_wp_has_target (GerCtx *c, int v);
void     ger_list_wp (GerCtx *c);
void     ger_apply_wp (GerCtx *c, const BhAction *a);
void     ger_spend_action (GerCtx *c, int v);
gboolean ger_can_act (const GerCtx *c, int v, int seat);
gboolean ger_village_held (const GerCtx *c, int v);

/* bh-geronimo-forced.c: the attack a Shaman Card orders (9.2D, 9.2F) */
gboolean ger_forced_allows (const GerCtx *c, int v);
gboolean ger_forced_bad_blood (const GerCtx *c, int v);
gboolean ger_forced_begin (GerCtx *c, int v, int tribe, int by, const char *rule);
void     ger_list_forced (GerCtx *c);
gboolean ger_forced_end (GerCtx *c);
gboolean ger_forced_skip_operation (GerCtx *c);
gboolean ger_forced_owes (const GerCtx *c, int seat);

/* bh-geronimo-raids.c: Raids (6.4) */
gboolean ger_raid_possible (const GerCtx *c, int seat, gboolean any_tribe);
void     ger_list_raid (GerCtx *c);
void     ger_apply_raid (GerCtx *c, const BhAction *a);
void     ger_list_mission_wp (GerCtx *c);
void     ger_list_federales (GerCtx *c);
gboolean ger_raid_answer (GerCtx *c, int raider, int vp);
void     ger_apply_federales (GerCtx *c, const BhAction *a);

/* bh-geronimo-shaman.c: the Shaman Cards' events (9.13, 9.14, 9.2) */
void     ger_play_event (GerCtx *c, int card);
gboolean ger_card_playable (const GerCtx *c, int seat, int card);
void     ger_list_event (GerCtx *c);
void     ger_apply_event (GerCtx *c, const BhAction *a);
char    *ger_storm_question (const GerCtx *c, const char *who);
char    *ger_storm_answer (const GerCtx *c, int p);
void     ger_events_end_round (GerCtx *c);
void     ger_events_end_turn (GerCtx *c);
gboolean ger_civil_war_outbreak (GerCtx *c);

/* bh-geronimo-treaties.c: Reservations by Treaty and leaving them (8.1, 8.2) */
void     ger_go_on_reservation (GerCtx *c, int v);
void     ger_leave_reservation (GerCtx *c, int v, const char *rule);
void     ger_list_treaty_offers (GerCtx *c);
void     ger_list_treaty (GerCtx *c);
int      ger_treaty_max (const GerCtx *c);
int      ger_reservation_cards (const GerCtx *c);
int      ger_reservation_card_tribe (const GerCtx *c, int pick);
void     ger_apply_treaty (GerCtx *c, const BhAction *a);
void     ger_treaty_sample_holder (GerCtx *c, const BhState *view);
gboolean ger_agency_corruption (GerCtx *c);
void     ger_list_sand_creek (GerCtx *c);
void     ger_apply_sand_creek (GerCtx *c, const BhAction *a);
void     ger_massacre_unrest (GerCtx *c, int area_location);
void     ger_imprison_forced (GerCtx *c, int v);
void     ger_list_prison (GerCtx *c);
void     ger_apply_prison (GerCtx *c, const BhAction *a);

/* bh-geronimo-random.c: the optional Random Events (12.1) */
void     ger_list_random_roll (GerCtx *c);
void     ger_list_random (GerCtx *c);
void     ger_apply_random (GerCtx *c, const BhAction *a);
void     ger_random_end_turn (GerCtx *c);
const char *ger_random_name (const GerCtx *c, int e);
gboolean ger_lines_cut (const GerCtx *c, int location);
gboolean ger_col_besieged (const GerCtx *c, int i);

/* bh-geronimo-solitaire.c: the Solitaire Game (11.3) */
gboolean ger_solo (const GerCtx *c);
void     ger_solo_compose_deck (GerCtx *c);
void     ger_solo_first_side (GerCtx *c);
void     ger_solo_draw_tribe (GerCtx *c);
int      ger_solo_top_card (const GerCtx *c);
gboolean ger_solo_may_act (const GerCtx *c, int v);
gboolean ger_solo_next_village (GerCtx *c);

/* bh-geronimo-sequence.c: the Turn (4.1) */
gboolean ger_setup (GerCtx *c, const BhScenario *scenario, GError **error);
void     ger_advance (GerCtx *c);
void     ger_list_sequence (GerCtx *c);
gboolean ger_apply_sequence (GerCtx *c, const BhAction *a);
void     ger_round_done (GerCtx *c);

/* bh-geronimo-sides.c: players and sides (3.2, 3.3, 3.31, 3.32, 4.3) */
void     ger_determine_sides (GerCtx *c);
void     ger_order_players (GerCtx *c);
void     ger_order_pickers (GerCtx *c);

/* bh-geronimo-cards.c: card distribution and Shaman Card choice (3.5, 4.2, 9.1) */
void     ger_distribute_us (GerCtx *c);
void     ger_deal_tribal (GerCtx *c);
void     ger_deal_shaman (GerCtx *c);
void     ger_list_pick (GerCtx *c);
gboolean ger_skip_stuck_pickers (GerCtx *c);
void     ger_apply_pick (GerCtx *c, int tribe);
void     ger_card_segment (GerCtx *c);
gboolean ger_unrest_first (const GerCtx *c, int seat);
void     ger_list_card (GerCtx *c);
void     ger_apply_card (GerCtx *c, const BhAction *a);
gboolean ger_cards_left (const GerCtx *c);
void     ger_collect_cards (GerCtx *c);

/* bh-geronimo-resources.c: Resource Allotment (5.2) */
void     ger_begin_allotment (GerCtx *c);
void     ger_list_resources (GerCtx *c);
void     ger_apply_resources (GerCtx *c, const BhAction *a);

/* bh-geronimo-operations.c: the Operations Segment (5.33, 6.1, 6.2) */
int      ger_round_side (const GerCtx *c);
void     ger_list_operation (GerCtx *c);
void     ger_apply_operation (GerCtx *c, const BhAction *a);

/* bh-geronimo-survival.c: the Survival Phase (6.6, 6.66, 8.14) */
int      ger_available_sp (const GerCtx *c, int area);
void     ger_survival_phase (GerCtx *c);
gboolean ger_place_driven_out (GerCtx *c);
void     ger_forced_reservation (GerCtx *c);
void     ger_list_driven (GerCtx *c);
void     ger_apply_driven (GerCtx *c, const BhAction *a);
gboolean ger_may_return (const GerCtx *c, int v, int from, int to);
void     ger_check_extinct (GerCtx *c, int v);

/* bh-geronimo-columns.c: the US Army (4.22, 5.3-5.6, 5.241) */
gboolean ger_col_used (const GerCtx *c, int i);
int      ger_col_area (const GerCtx *c, int i);
int      ger_col_space (const GerCtx *c, int i);
int      ger_col_speed (const GerCtx *c, int i);
gboolean ger_scouted (const GerCtx *c, int a);
int      ger_speed (const GerCtx *c, int a, int bp, int fg, int pursuit);
void     ger_note_scouts (GerCtx *c, int a);
int      ger_col_plays_allowed (const GerCtx *c);
int      ger_commanders_due (GerCtx *c);
void     ger_columns_setup (GerCtx *c);
void     ger_columns_turn_start (GerCtx *c);
gboolean ger_columns_disband_next (GerCtx *c);
void     ger_list_disband (GerCtx *c);
void     ger_apply_disband (GerCtx *c, const BhAction *a);
void     ger_columns_turn_end (GerCtx *c);
gboolean ger_offer_gatling (GerCtx *c);
gboolean ger_civil_war_army (GerCtx *c, int back);
void     ger_list_acw (GerCtx *c);
void     ger_apply_acw (GerCtx *c, const BhAction *a);
void     ger_apply_gatling (GerCtx *c, const BhAction *a);
void     ger_columns_round_end (GerCtx *c);
void     ger_col_lose (GerCtx *c, int i, int n_bp, int n_fg, int n_gg);
void     ger_columns_storm (GerCtx *c, int space);
void     ger_indian_massacre (GerCtx *c, int l);
void     ger_trim_railroads (GerCtx *c, int l);
void     ger_col_move_to (GerCtx *c, int i, int to);
void     ger_list_columns (GerCtx *c);
void     ger_apply_column (GerCtx *c, const BhAction *a);
void     ger_attrition_begin (GerCtx *c);
void     ger_list_attrition (GerCtx *c);
void     ger_apply_attrition (GerCtx *c, const BhAction *a);
gboolean ger_columns_check (const GerCtx *c, GError **error);
int      ger_col_free_slot (const GerCtx *c);
int      ger_reserve_count (const GerCtx *c, int first, int count);

/* bh-geronimo-mormons.c: the Mormon Column (9.2O) */
int      ger_mormon_area (const GerCtx *c);
gboolean ger_is_mormon (const GerCtx *c, int i);
gboolean ger_mormon_owed (const GerCtx *c);
void     ger_list_mormon (GerCtx *c);
void     ger_apply_mormon (GerCtx *c, const BhAction *a);
void     ger_mormon_formed (GerCtx *c, int i);
gboolean ger_mormon_none (GerCtx *c);
void     ger_check_transcontinental (GerCtx *c);

/* bh-geronimo-combat.c: battles between Columns and Indians (7.3-7.6) */
int      ger_odds_index (int own, int enemy, int rounding);
const char *ger_loss_text (char *buf, gsize n, int loss);
void     ger_column_attack (GerCtx *c, int col, int v, gboolean wp, int after);
void     ger_list_wp_column_targets (GerCtx *c, int v);
void     ger_engage (GerCtx *c);

int      ger_chiefs_rating (const GerCtx *c, int v, gboolean wp, const char *what);
int      ger_chiefs_combat (const int *ratings, int n);
int      ger_village_aggression (const GerCtx *c, int v, gboolean wp);
int      ger_village_battle_drm (const GerCtx *c, int v);
int      ger_ally_battle_drm (const GerCtx *c, int v, gboolean wp);
void     ger_combat_resume (GerCtx *c);
gboolean ger_stronghold (const GerCtx *c, int v, gboolean wp);
void     ger_medicine_casualties (GerCtx *c, int v, gboolean wp, int lost);
void     ger_stronghold_lost (GerCtx *c, int v, const char *why);

/* bh-geronimo-tribal-battles.c: War Parties against Villages and War Parties (6.33, 7.3, 7.4) */
void     ger_list_wp_indian_targets (GerCtx *c, int v);
void     ger_apply_tribal_battle (GerCtx *c, const BhAction *a);
int      ger_atrocity (GerCtx *c, int attacker_side, int leader_aggression, int vp);

/* bh-geronimo-alliance.c: Tribal Alliances (6.7, 9.2FF) */
gboolean ger_ally_combined (const GerCtx *c, int v);
gboolean ger_ally_hidden (const GerCtx *c, int v);
guint64  ger_ally_set (const GerCtx *c, int v, gboolean wp);
int      ger_ally_bp (const GerCtx *c, int v, gboolean wp);
int      ger_ally_prospect (const GerCtx *c, int seat, int area, int *bp);
int      ger_ally_rating (const GerCtx *c, int v, gboolean wp, const char *what);
guint    ger_ally_marks (const GerCtx *c, int v, gboolean wp);
gboolean ger_ally_guerilla (const GerCtx *c, int v, gboolean wp);
guint32  ger_ally_tribes (const GerCtx *c, int v);
int      ger_wp_seat (const GerCtx *c, int v);
int      ger_ally_lose (GerCtx *c, int v, int n);
gboolean ger_ally_loss_ask (GerCtx *c, int then);
gboolean ger_ally_area_ok (const GerCtx *c, int seat, int area);
gboolean ger_bloody_kansas (const GerCtx *c, int space);
void     ger_ally_begin (GerCtx *c, int seat, int area);
void     ger_ally_list_ops (GerCtx *c);
void     ger_list_ally (GerCtx *c);
void     ger_apply_ally (GerCtx *c, const BhAction *a);
gboolean ger_ally_chiefs_done (GerCtx *c, int v);
gboolean ger_ally_round_end (GerCtx *c);
void     ger_ally_end_turn (GerCtx *c);
void     ger_ally_dissolve (GerCtx *c);
void     ger_ally_earned (GerCtx *c, int v, int vp);
gboolean ger_ally_share_offer (GerCtx *c);

/* bh-geronimo-coordination.c: Columns combined into one attack (5.7) */
int      ger_evasion_seat (const GerCtx *c);     /* bh-geronimo-combat.c: who may Evade (7.51), or -1 */
gboolean ger_coordination_offer (GerCtx *c);
void     ger_list_coordination (GerCtx *c);
void     ger_apply_coordination (GerCtx *c, const BhAction *a);
int      ger_force_sum (const GerCtx *c, const guint8 *per_column);
int      ger_force_combat (const GerCtx *c);
int      ger_force_aggression (const GerCtx *c);
int      ger_force_speed (const GerCtx *c);
void     ger_force_lose (GerCtx *c, int n_bp, int n_fg, int n_gg);
gboolean ger_force_apportion_begin (GerCtx *c, int n_bp, int n_fg, int n_gg);
void     ger_list_apportion (GerCtx *c);
gboolean ger_apply_apportion (GerCtx *c, const BhAction *a);
gboolean ger_kept_join (GerCtx *c, int col);
gboolean ger_kept_offer (GerCtx *c, guint32 force);
void     ger_kept_leave (GerCtx *c, int i, const char *why);
int      ger_kept_speed (const GerCtx *c, int i);
void     ger_kept_reacted (GerCtx *c, int i);
void     ger_list_kept (GerCtx *c);
void     ger_apply_kept (GerCtx *c, const BhAction *a);
gboolean ger_offer_reaction (GerCtx *c, int v, int from, int to);
gboolean ger_offer_wp_reaction (GerCtx *c, int v);
gboolean ger_offer_wp_home_reaction (GerCtx *c, int v);
void     ger_wp_go_home (GerCtx *c, int v);
void     ger_list_combat (GerCtx *c);
void     ger_apply_declaration (GerCtx *c, const BhAction *a);
void     ger_apply_combat (GerCtx *c, const BhAction *a);
enum { ODDS_US, ODDS_INDIANS, ODDS_NEAREST };

/* bh-geronimo-statehood.c: the Statehood Phase (10.2, 10.3) */
int      ger_usable_rp (const GerCtx *c, int area, gboolean admission);
gboolean ger_statehood_begin (GerCtx *c);
gboolean ger_statehood_barred (const GerCtx *c, int a);
void     ger_list_admit (GerCtx *c);
gboolean ger_apply_admit (GerCtx *c, const BhAction *a);

G_END_DECLS
