/* bh-pontiac-data.h — Pontiac's War: everything the rules read from the
 * game data, resolved once when the rules are created: piece classes and
 * values, the map graph, boxes, markers, limits from tables.xml and each
 * scenario's settings.  The numbers of the rules come from here. */
#pragma once

#include "bh-engine.h"
#include "bh-pontiac-state.h"

G_BEGIN_DECLS

#define PONTIAC_NONE 255

typedef enum {
  PC_OTHER,
  PC_BAND,
  PC_SACHEM,
  PC_KEY_LEADER,       /* Pontiac, Neolin (6.1) */
  PC_REGULAR,          /* Regulars, Black Watch, Royal Americans */
  PC_MILITIA,
  PC_ALLIES,
  PC_FRENCH_MILITIA,
  PC_ARTILLERY,
  PC_SUPPLY,
  PC_SHIP,
  PC_OFFICER,
  PC_REPLACEMENT,
  PC_CAPTIVE,
  PC_CARD,
  PC_SIEGE,
  PC_RAZED_FORT,
  PC_RAZED_SETTLEMENT,
  PC_RAZED_VILLAGE,
  PC_TREATY,
  PC_WAR_BELT,
  PC_OFFMAP,
  PC_MARKER,
} PontiacClass;

enum { SP_NONE, SP_PONTIAC, SP_NEOLIN, SP_JOHNSON, SP_ROGERS };

/* Card terrain icons (11.4). */
enum { ICON_ANYWHERE, ICON_FORT, ICON_SETTLEMENT, ICON_VILLAGE, ICON_WILDERNESS };

typedef struct {
  guint8 klass;
  guint8 side;         /* SIDE_*, PONTIAC_NONE */
  guint8 nation;       /* PONTIAC_NONE when none */
  guint8 special;      /* SP_* */
  gint16 type;
  gint16 other_size;   /* the 1-FP / 2-FP type of the same base type, -1 */
  gint8 fp[2];         /* per face */
  gint8 printed_fp;
  gint8 steps[2];      /* attrition steps per face (11.11) */
  gint8 reroll[2];
  gint8 death_vp;
  gint8 wound_vp;
  guint8 n_faces;
  /* Cards */
  guint8 icon;         /* ICON_* */
  gint8 oh_no;
  gint8 number;
  guint8 reconstructed;
  guint8 colour_class;  /* 0 none, 1 French (blue), 2 Trader (brown) (11.12) */
  gint8 arms_roll[7];   /* Arms gained per roll 1-6 (Arms cards, 11.5), -1 no roll */
} PontiacPieceInfo;

enum { SK_WILDERNESS, SK_FORT, SK_CITY, SK_SETTLEMENT, SK_FRENCH_SETTLEMENT, SK_VILLAGE, SK_HISTORIC };

typedef struct {
  guint8 kind;         /* SK_* */
  guint8 fort_value;   /* 0 when no British fort */
  guint8 attackable;
  guint8 dock;
  guint8 french_fort;  /* Fort de Chartres (11.12) */
  guint8 nation;       /* villages: the nation, PONTIAC_NONE */
  guint8 terrain;      /* ICON_* of the card terrain */
  guint8 unlimited_winter; /* Philadelphia (15.2) */
  guint8 naval;        /* naval transport space (10.2) */
  guint8 portage;      /* Devil's Hole (10.2) */
  guint16 adj_start;
  guint16 adj_count;
} PontiacSpaceInfo;

typedef struct {
  char *id;
  guint8 first_turn, last_turn;
  guint8 hand_size;
  guint8 mulligans;
  guint8 reinforcement_rolls; /* Key Leaders and Militia Volunteers (digest 8.14) */
  guint8 war_belts;           /* 20.0 ignores them */
  guint8 guinea_loans;
  guint8 treaties;
  guint8 vp_table;            /* VPT_* */
  guint8 debt_per;            /* Guineas per Nations VP at the end (17.2), 0 none */
  guint8 end_fort_bonus;      /* 17.4: VP per fort value */
  guint32 winter_turns;       /* bit per turn */
  guint8 no_nations_move_turn1; /* 20.0 C, E */
  guint8 no_forts_settlements;  /* 20.0 E */
  guint8 siege_lift_below;      /* 20.0 B: 8 */
  guint8 victory;             /* VR_* */
  gint16 victory_fort;        /* VR_RAZE: the fort */
  guint8 forts_limited;       /* only the listed forts are in play */
  guint8 fort_in_play[PONTIAC_MAX_LOCATIONS];
  char *auto_nations;         /* compact condition strings (scenario props) */
  char *auto_british;
} PontiacScenarioInfo;

enum { VPT_AWARDS, VPT_INTRODUCTORY, VPT_SCENARIO_E };
enum { VR_VP, VR_RAZE, VR_LOSSES, VR_DEVILS_HOLE };

typedef struct {
  guint n_spaces, n_boxes, n_locations, n_pieces, n_nations;
  PontiacPieceInfo *pieces;
  PontiacSpaceInfo *spaces;
  gint16 *adj;
  guint n_adj;
  PontiacScenarioInfo *scen;
  guint n_scen;
  /* Boxes */
  int box_nation[PONTIAC_MAX_NATIONS];  /* reinforcement box of each nation */
  int box_pool, box_summer, box_removed, box_freed, box_markers;
  int box_deck[2], box_hand[2], box_discard[2], box_cards_removed;
  /* Spaces */
  int philadelphia, niagara, detroit, pitt, de_chartres, devils_hole;
  /* Markers */
  int m_turn, m_vp[2], m_arms, m_razed, m_objective, m_guineas;
  int vp_max;
  /* Limits (tables.xml "limits") */
  int move[2], captive_move, pass_cost, arms_max, village_capacity, rounds;
  int hit[2], hit_arms, settlement_raze_fp, settlement_hit, village_raze_fp;
  int british_retreat_odds, nations_auto_retreat, arms_defeat_fp, retreat_vp_fp;
  int supply_radius, indian_space_cost, guinea_limit, dock_capacity;
  int attrition_divisor, supply_cancels;
  /* Fort table by value 1-3 */
  int fort_capacity[4], siege_min[4];
  /* Tables by roll 1..7 (index 0 unused) */
  int war_belt_fp[8], militia_fp[8], ambush_row[8], artillery_row[8];
  int captives_settlement[8], captives_fort[8];
  int pontiac, neolin;   /* pieces */
} PontiacData;

PontiacData *pontiac_data_new  (BhGameData *data, GError **error);
void         pontiac_data_free (PontiacData *d);

G_END_DECLS
