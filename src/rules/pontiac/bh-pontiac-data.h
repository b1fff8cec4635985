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

/* The effects a reconstructed card's data names (prop "effect", 11.4):
 * bh-pontiac-cards.c plays them.  Grammar in docs/rules/pontiac.md. */
typedef enum {
  EF_NONE,
  EF_DICE,            /* n dice more (less) for the card's side */
  EF_ENEMY_DICE,      /* n dice more (less) for the other side */
  EF_SACHEM_DICE,     /* n dice per sachem of the card's side in the battle */
  EF_HIT_ON,          /* the card's side hits on n or more */
  EF_FORT,            /* the fort's value changes by n */
  EF_CANCEL,          /* the card's side cancels n hits */
  EF_ARMS,            /* n Arms Points (either sign) */
  EF_SURE_RETREAT,    /* the card's side retreats without a roll (11.3) */
  EF_STAND,           /* the British are not retreated by 2:1 odds after round 1 (11.10) */
  EF_NO_RETREAT,      /* the card's side may not try to retreat (11.3) */
  EF_GUNS,            /* n to artillery and ship rolls (11.6) */
  EF_SHIP_GUNS,       /* n to ship rolls */
  EF_NO_GUNS,         /* artillery and ships do not fire */
  EF_CANCEL_CARD,     /* the other side's card is cancelled */
  EF_END_BATTLE,      /* the attack is called off: the attackers go back */
  EF_RAISE,           /* n FP of a base type from the Force Pool join the battle */
  EF_RAISE_VILLAGE,   /* n FP of the village's nation join the battle */
  EF_RAISE_SACHEMS,   /* n FP of each nation with a sachem in the battle join it */
  EF_SUPPLY,          /* n Supply from the Force Pool join the battle */
  EF_TAKE_SUPPLY,     /* n British Supply in the battle to the Force Pool, +1 Arms each */
  EF_PLAGUE,          /* each nation in the battle loses 1 FP to its box (Nations choose) */
  EF_WITHDRAW,        /* n bands in the battle (British choice) go to their nearest village */
  EF_GO_HOME,         /* n bands in the battle (Nations choice) go to their nearest village */
  EF_DISRUPT,         /* n healthy bands (British choice) are disrupted */
  EF_DISRUPT_MILITIA, /* every healthy Colonial Militia unit in the battle is disrupted */
  EF_PEACE,           /* the village's nation leaves for its box when it has no sachem here */
  EF_REROLL,          /* n of the other side's hits are rolled again */
  EF_DISCARD_ENEMY,   /* the other side discards n cards at random */
  EF_DRAW,            /* the card's side draws n cards */
  EF_SHIP_LOST,       /* a British ship in the battle is lost, no VP (17.1) */
  EF_RAID,            /* the settlement falls even to fewer than 4 FP (11.11) */
  EF_NO_RAZE,         /* the settlement cannot be razed by this attack */
  EF_RAZED_ARMS,      /* n Arms more if the fort falls in this battle */
  EF_ROLL,            /* a die: below n the rest of the card does nothing */
  EF_N
} PontiacEffectKind;

/* When a battle modifier holds (bits): round 1, round 2. */
enum { ER_FIRST = 1, ER_SECOND = 2, ER_EACH = 3 };

/* The condition after '@' (11.4 reconstructed cards). */
enum {
  EC_NONE, EC_PONTIAC, EC_NEOLIN, EC_RIFLES, EC_NO_ROGERS, EC_DOCK, EC_DEFENDING,
  EC_DETROIT, EC_LEADER, EC_HAS,
};

typedef struct {
  guint8 kind;        /* EF_* */
  gint8 n;
  guint8 rounds;      /* ER_* */
  guint8 cond;        /* EC_* */
  gint16 type;        /* EF_RAISE: the base type's 1-FP unit type; EC_HAS: a unit type of the base */
  gint16 type2;       /* the 2-FP unit type of the base, -1 */
} PontiacEffect;

#define PONTIAC_MAX_EFFECTS 3

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
  gint8 rally_all[2];    /* 16.2: to each of several units (the counter's face) */
  gint8 rally_single[2]; /* 16.2: to a single unit */
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
  guint8 n_effects;     /* reconstructed cards: the effects their data names */
  PontiacEffect effects[PONTIAC_MAX_EFFECTS];
} PontiacPieceInfo;

enum { SK_WILDERNESS, SK_FORT, SK_CITY, SK_SETTLEMENT, SK_FRENCH_SETTLEMENT, SK_VILLAGE, SK_HISTORIC };

typedef struct {
  guint8 kind;         /* SK_* */
  guint8 fort_value;   /* 0 when no British fort */
  guint8 attackable;
  guint8 dock;
  guint8 dock_index;   /* 1 + the dock's rank (the `dock-10-fp-per-phase` tally), 0 none */
  guint8 french_fort;  /* Fort de Chartres (11.12) */
  guint8 nation;       /* villages: the nation, PONTIAC_NONE */
  guint8 terrain;      /* ICON_* of the card terrain */
  guint8 unlimited_winter; /* Philadelphia (15.2) */
  guint8 naval;        /* naval transport space (10.2) */
  guint8 portage;      /* Devil's Hole (10.2) */
  guint16 adj_start;
  guint16 adj_count;
} PontiacSpaceInfo;

/* A reading's option moving the set-up (digest 8.52): with option
 * `option` on, every piece placed at `from` goes to `to`. */
typedef struct {
  guint option;
  int from, to;
} PontiacOptionMove;

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
  guint32 must_attack[2];       /* 20.0 C, D: per side (SIDE_*), a bit per turn it must attack in */
  guint32 must_attack_whole[2]; /* 20.0 D: ... with the whole force it forms, dropping nothing */
  gint16 survivors_from, survivors_to; /* 20.0 D: the British who survive the first turn's
                                        * battle in `from` go to `to`; -1 none */
  guint8 victory;             /* VR_* */
  gint16 victory_fort;        /* VR_RAZE: the fort */
  guint8 forts_limited;       /* only the listed forts are in play */
  guint8 fort_in_play[PONTIAC_MAX_LOCATIONS];
  char *auto_nations;         /* compact condition strings (scenario props) */
  char *auto_british;
  /* The set-up zones, split once here rather than for every space a
   * piece may take (bh-pontiac-setup.c): */
  GArray *moves;              /* PontiacOptionMove: the props "moves-OPTION" ("FROM:TO" pairs) */
  GPtrArray *zones;           /* per placement: a GPtrArray of its `where` terms, each a
                               * GStrv "name", "arg", "arg2" (split at ':'); NULL without `where` */
  char **e_spaces;            /* the prop "e-spaces": space ids (20.0 E) */
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
  int rally_target;                              /* 16.2: a rally succeeds on a modified 5 */
  int siege_rally_healthy, siege_rally_wounded;  /* 16.2: a besieged officer's bonus, single unit */
  int british_retreat_odds, nations_auto_retreat, arms_defeat_fp, retreat_vp_fp;
  int supply_radius, indian_space_cost, guinea_limit, dock_capacity;
  int guinea_limit_turn_one;   /* 18.1 */
  int attrition_divisor, supply_cancels;
  int release_range, escort_fp, guard_fp[2];
  /* Fort table by value 1-3 */
  int fort_capacity[4], siege_min[4];
  /* Tables by roll 1..7 (index 0 unused) */
  int war_belt_fp[8], militia_fp[8], ambush_row[8], artillery_row[8];
  int captives_settlement[8], captives_fort[8];
  int pontiac, neolin;   /* pieces */
  /* 18.2: the cube by modified roll 0-7 (0 white, 1 black, 2 red) and
   * the nations marked ? on the Activation Chart, a bit per year from 1763. */
  guint8 activation_cube[8];
  guint8 activation_ask[PONTIAC_MAX_NATIONS];
} PontiacData;

PontiacData *pontiac_data_new  (BhGameData *data, GError **error);
void         pontiac_data_free (PontiacData *d);

/* 21.5's "no-siege-of-value:2-3": the fort values LO-HI, or one value. */
gboolean pontiac_value_range (const char *text, int *lo, int *hi);

/* bh-pontiac-setup.c: the first zone term the rules do not know, or NULL. */
char *pontiac_setup_terms_check (const BhScenario *sc);

G_END_DECLS
