/* bh-pontiac-state.h — Pontiac's War: the layout of the rules' own block
 * in BhState (PontiacExtra), the per-piece flag bits and the decision kinds.
 *
 * Plain data without pointers: the whole BhState is copied with one memcpy.
 * Razed forts, settlements and villages, sieges, treaties and War Belts are
 * marker pieces on the map or in the nation boxes (their counters), so the
 * state shows them the way the board does. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PONTIAC_MAX_LOCATIONS 256
#define PONTIAC_MAX_PIECES 640
#define PONTIAC_MAX_NATIONS 16
#define PONTIAC_FORCED_MAX 48
#define PONTIAC_OFFERS_MAX 8
#define PONTIAC_MAX_DOCKS 16
#define PONTIAC_REPLACE_MAX 8
#define PONTIAC_SAIL_MAX 8
#define PONTIAC_HOME_MAX 8
#define PONTIAC_SHIPS_CONTROLLED 2   /* 10.2: "The British control two ships" */

/* Sides, in game.xml order. */
enum { SIDE_NATIONS = 0, SIDE_BRITISH = 1 };

/* Per-piece flags (BhPieceState.flags, the rules own 0x01-0x40). */
enum {
  F_MOVED   = 0x01,  /* moved this movement phase (10.0) */
  F_FORCE   = 0x02,  /* part of the force on the move */
  F_INSIDE  = 0x04,  /* British: inside the fort of its space (11.11) */
  F_BATTLE  = 0x08,  /* takes part in the battle in progress */
  F_RETREAT = 0x10,  /* retreating */
  F_REROLL  = 0x20,  /* leader: used his reroll this battle (11.8) */
  F_RALLIED = 0x40,  /* unit: rolled to rally this phase (16.2) */
};

/* Leaders only, during a battle: wounded in this battle (digest 8.29). */
#define F_WOUNDED_NOW F_RALLIED
/* Cards only: discarded face down as a mulligan (7.0), hidden from the
 * other side until it leaves the discards. */
#define F_FACE_DOWN F_REROLL

/* Decision kinds (BhDecision.kind). */
typedef enum {
  D_NONE,
  D_KEY_LEADER,    /* 9.1: Pontiac or Neolin raises a nation's FP */
  D_BELTS,         /* 9.1: move the War Belts, then roll */
  D_PLACE,         /* place a raised unit (9.1, 9.2) */
  D_BUY,           /* 9.2: Guinea Loan purchases */
  D_OPS,           /* 10.0: choose a force to move, or end movement */
  D_MOVE,          /* 10.0: the force's next step */
  D_ENTER,         /* 10.1, 10.2: attack the enemy here, or pass through */
  D_DEFEND,        /* 11.1 step 2: the defender's option */
  D_CARD,          /* 11.1 step 3: commit a card */
  D_ARMS,          /* 11.5: commit an Arms Point */
  D_CASUALTY,      /* 11.9: which piece takes the step */
  D_ROUND_END,     /* 11.10: retreat attempts, a second round */
  D_RETREAT,       /* 11.3, 11.10: where the force retreats */
  D_ATTRITION,     /* 11.11, 14.0: attrition steps and supply */
  D_REBUILD,       /* 16.1 */
  D_RALLY,         /* 16.2 */
  D_ARTILLERY,     /* 11.6: which Nations unit the guns drive off, and where */
  D_REROLL,        /* 11.8: a leader rerolls enemy hits */
  D_CARD_CHOICE,   /* 11.4: a card's choice (a second card, a discard) */
  D_DRAWDOWN,      /* 21.5: Amherst's Draw-Down, the units to send home */
  D_OFFER,         /* 12.0: the Nations may offer captives to a British force */
  D_ACCEPT,        /* 12.0: the British agree or not */
  D_RELEASE_COUNT, /* 12.0: on 3-4 the Nations release 1 or 2 */
  D_PASS_AMBUSH,   /* 11.2: ambush a force moving through */
  D_REACTION,      /* 18.6: the reaction force's units */
  D_WINTER,        /* 15.2 */
  D_ESCORT,        /* 12.0: the captives' guard (and the Nations' village) */
  D_SHELTER,       /* 11.11: the units that go into a fort too small for all */
  D_SHIPS,         /* 6.2: ships refuse battle or retreat by water */
  D_REPLACEMENT,   /* 6.2: where a Replacement Officer arrives */
  D_SHIP_HAVEN,    /* 6.2: the lake fort a ship sails to, between equally near ones */
  D_ALLIES,        /* 9.2: the space next to Fort Niagara where bought Indian Allies arrive */
  D_SETUP,         /* 20.0, 21.x: where a piece of the set-up goes (bh-pontiac-setup.c) */
  D_HOME_VILLAGE,  /* 11.4: the village a card sends a band home to, between equally near ones */
  D_RESTORE_ARMS,  /* 11.4: whether an Arms Point committed to no combat is restored */
  D_RETREAT_FLIP,  /* 11.3: the unit a retreat past a single enemy FP (or a village) disrupts */
  D_GUARD,         /* 12.0: the units a force holding captives keeps out of the battle as guards */
  D_N
} PontiacDecisionKind;

/* Stages of a battle (11.1). */
enum {
  BS_NONE,
  BS_DEFEND,        /* step 2 */
  BS_CARD_ATT,      /* step 3 */
  BS_CARD_DEF,
  BS_CARDS,         /* step 4 */
  BS_ARMS,          /* step 5 */
  BS_ARTILLERY,     /* step 7 */
  BS_ROLL,          /* steps 8-9 */
  BS_REROLL_DEF,    /* 11.8: the defender rerolls first */
  BS_REROLL_ATT,
  BS_HITS,
  BS_CAS_DEF,       /* step 10: the defender removes first */
  BS_CAS_ATT,
  BS_ROUND_END,     /* step 11 */
  BS_RETREAT,
  BS_AMBUSHED,      /* 11.2: the ambushed force goes back */
  BS_END,
};

/* What a battle is fought over (11.11). */
enum {
  BK_FIELD,
  BK_FORT,          /* British units on or in a fort */
  BK_SETTLEMENT,    /* an undefended British settlement */
  BK_EMPTY_FORT,    /* a fort without British units: it falls */
};

/* 11.11: a fort too small for the whole British force. */
enum {
  OV_NONE,
  OV_CHOOSING,      /* the British choose the units that go in */
  OV_FIELD,         /* the units left out failed to retreat: they fight the round in the open */
  OV_RELIEF,        /* 10.3: an ambushed relief with nowhere to go: the British choose who goes in */
  OV_RETREAT,       /* 11.3/11.10: the British beaten on their fort retreat into it; they choose who goes in */
};

typedef struct {
  guint8 active;
  guint8 stage;
  guint8 kind;          /* BK_* */
  gint8 att_side;
  gint16 space;
  gint16 from;          /* the space the attacker came from */
  guint8 round;         /* dice rounds fought, 0-2 */
  guint8 max_rounds;    /* 2, or 1 on the turn a siege is placed (11.11) */
  guint8 arms;          /* an Arms Point is committed (11.5) */
  guint8 arms_asked;
  guint8 arms_spent;    /* an Arms Point left the track for this round; 2: its restoring asked (11.4) */
  guint8 guards_open;   /* 12.0: the holder of captives still chooses its guards (guard_fp so far) */
  guint8 guard_fp;
  guint8 siege_placed;  /* the defenders went into the fort this battle */
  gint16 card[2];       /* card committed by side, -1 none */
  guint8 mulligan[2];   /* the card is played as a mulligan (7.0) */
  guint8 extra_dice[2]; /* mulligan dice this battle */
  gint8 hits[2];        /* hits inflicted on side */
  guint8 lost[2];       /* steps each side lost this round */
  guint8 retreat_asked; /* bit per side: asked about a retreat this round */
  gint8 loser;          /* side that must retreat, -1 */
  guint8 british_retreat_fp; /* FP of the British force that retreats (17.1) */
  gint8 dice_penalty[2];  /* a failed ambush costs the ambusher a die (11.2) */
  guint8 raw_hits[2];     /* hits scored by each side before rerolls and the fort */
  guint8 need[2];         /* the number each side hits on this round */
  guint8 artillery_left;  /* Nations units the guns still drive off (11.6) */
  guint8 no_reroll;       /* bit per side: no rerolls this battle (card 17) */
  guint8 british_hit_on;  /* 0, or 6 under Pre-dicament (card 93) */
  guint8 half_fp;         /* British fight with half their FP (card 92) */
  guint8 repelled;        /* Attack Repelled (card 53) */
  guint8 ambushed;        /* an ambush was made this battle */
  guint8 cancelled;       /* the attack was cancelled (card 52) */
  guint8 reveal_i;        /* step 4 in progress: 0 not begun, 1 attacker's card done, 2 both */
  guint8 cancel_bits;     /* bit per side: its card is cancelled */
  gint8 choice;           /* card number whose choice is pending, 0 none */
  gint8 choice_side;
  gint8 choice_left;
  guint16 choice_nations; /* Internal Conflict, a plague: nations already picked */
  guint8 revealed;        /* step 4: both cards shown and the cancelling cards checked */
  /* What the cards played change in this battle (11.4; by round 1, 2). */
  gint8 card_dice[2][2];  /* dice more (fewer) by side */
  guint8 card_hit_on[2][2]; /* 0, or the number a side hits on */
  gint8 fort_mod[2];      /* the fort's value changes by */
  guint8 cancel[2][2];    /* hits a side cancels */
  guint8 card_reroll[2];  /* round 1: the other side's hits a side rolls again */
  gint8 guns_mod;         /* to artillery and ship rolls (11.6) */
  gint8 ship_mod;         /* to ship rolls */
  guint8 no_guns;
  guint8 sure_retreat;    /* bit per side: retreats without a roll */
  guint8 no_try;          /* bit per side: may not try to retreat */
  guint8 stand;           /* bit per side: no 2:1 retreat after round 1 */
  guint8 raid;            /* a settlement falls to fewer than 4 FP */
  guint8 no_raze;         /* the settlement cannot be razed */
  guint8 razed_arms;      /* Arms more if the fort falls */
  guint8 naval;           /* 10.3 relief by water: NV_* */
  guint8 overflow;        /* 11.11 units the fort cannot shelter: OV_* */
  guint8 ships_asked;     /* 6.2: the British said what their ships do */
  guint8 voluntary;       /* the loser chose to retreat (11.3): no "defeat" for 11.5 */
} PontiacBattle;

/* Casualty allocation (11.9, 11.11, 14.0). */
enum { CR_BATTLE, CR_SETTLEMENT, CR_ATTRITION, CR_FORCE };

typedef struct {
  guint8 active;
  gint8 side;
  guint8 left;
  guint8 reason;        /* CR_* */
  gint16 space;
} PontiacCasualties;

typedef struct {
  guint8 active;
  gint8 side;
  gint16 from;
  gint16 forbidden;     /* the space the enemy attacked from */
} PontiacRetreat;

/* The force on the move (10.0). */
typedef struct {
  guint8 active;
  gint8 side;
  gint16 here;
  gint16 prev;
  gint8 mp_left;
  guint8 passing;       /* passing through the enemy in `here` */
  guint8 pass_ambush;   /* the stack passed through may ambush (11.2) */
  guint8 ambushed_fp;   /* FP of the force when ambushed (11.2, 17.1) */
  guint8 return_after;  /* a successful ambush: go back once the steps are taken */
} PontiacMove;

/* Captives on their way (12.0): taken by the Nations, walked by one band
 * of their nation to one of its villages; released to the British,
 * walked by at least two healthy FP to the nearest fort; seven spaces a
 * movement phase.  The captives lie where the guards stand. */
#define PONTIAC_ESCORTS_MAX 6
#define PONTIAC_ESCORT_GUARDS 32
enum { ES_FREE, ES_CHOOSE, ES_WALK };

typedef struct {
  guint8 stage;         /* ES_* */
  gint8 side;           /* the side holding the captives */
  gint8 nation;         /* Nations: the captives' nation */
  guint8 captives;
  guint16 nations;      /* ES_CHOOSE, Nations: a bit per nation that may take them (a tie, 12.0) */
  gint16 space;         /* where the captives are */
  gint16 dest;          /* the village (Nations) or fort (British) they walk to */
  guint8 n_guards;
  gint16 guards[PONTIAC_ESCORT_GUARDS];
} PontiacEscort;

/* The pieces of each location as linked lists, kept up to date by every
 * move, so that no call scans all the pieces. */
typedef struct {
  gint16 head[PONTIAC_MAX_LOCATIONS];
  gint16 next[PONTIAC_MAX_PIECES];
} PontiacIndex;

typedef struct {
  guint8 scenario;       /* index of the scenario in the game data */
  guint8 phase_started;  /* the current phase's automatic part is done */
  guint8 belts_rolled;
  guint8 belts_moved;    /* 9.1: a bit per War Belt moved this phase (each moves once) */
  gint8 place_left;      /* FP still to place from a roll (9.1, 9.2) */
  gint8 place_nation;    /* nation whose units are placed, -1 British militia */
  guint8 place_kind;     /* what is being placed: 0 war belt, 1 militia */
  guint8 key_leaders_done; /* bit 0 Pontiac, bit 1 Neolin */
  guint8 bought;         /* Guineas spent this Spring (9.2) */
  guint8 attrition_kind; /* 0 supply (14.0), 1 siege (11.11) */
  gint16 attrition_space;
  guint8 phase_done;     /* the player ended the phase's decisions */
  guint8 armorer;        /* Armorer's Leave: the Arms chit is flipped (card 5) */
  guint8 winter_stage;   /* 0 British winter quarters, 1 field attrition (15.2) */
  guint8 chartres;       /* Fort de Chartres is British (11.12) */
  gint8 drawdown_left;   /* Amherst's Draw-Down: FP still to remove (21.5) */
  gint8 drawdown_regular;/* ... of which still from Regulars, Royal Americans, Black Watch */
  guint8 drawdown_done;
  guint8 dock_shipped[PONTIAC_MAX_DOCKS]; /* `dock-10-fp-per-phase`: FP shipped from each dock this phase (10.2) */
  guint16 setup_next;    /* 20.0, 21.x: 1 + the set-up piece to place next (bh-pontiac-setup.c), 0 done */
  guint8 draw_cap;       /* `razed-fort-draw-cap`: the Razed Fort Objective missed, a draw at best (4.0) */
  guint32 opts;          /* OPT_* bits: the optional rules in play (18.0) */
  guint8 view_pooled;    /* a view: bit per side whose boxed pieces lie in their pool (6.3) */
  guint8 n_replace;      /* 6.2: named officers dead whose Replacement Officer is still to place */
  gint16 replace_at[PONTIAC_REPLACE_MAX]; /* ... the space each died in, oldest first */
  guint8 n_sail;         /* 6.2: ships waiting (in the removed box) for the British to choose their lake fort */
  gint16 sail_ship[PONTIAC_SAIL_MAX], sail_from[PONTIAC_SAIL_MAX]; /* ... each ship and the space it left, oldest first */
  guint8 sail_any[PONTIAC_SAIL_MAX]; /* ... 1: any available lake fort (it refused battle), 0: the nearest */
  guint8 flip_pending;   /* 11.3: the owner chooses the unit a retreat disrupts, in flip_space */
  gint16 flip_space;
  guint8 n_home;         /* 11.4: bands a card sent home, waiting (in the removed box) for the Nations' village */
  gint16 home_piece[PONTIAC_HOME_MAX], home_from[PONTIAC_HOME_MAX], home_skip[PONTIAC_HOME_MAX];
  guint8 home_why[PONTIAC_HOME_MAX]; /* ... PONTIAC_HOME_*: the card, for the log */
  guint8 allies_due;     /* 9.2: this Summer's Indian Allies still wait for the British to place them */
  guint8 reaction_turn;  /* 18.6: the turn the reaction force arrives, 0 none */
  gint8 reaction_left;   /* 18.6: FP still to choose */
  guint8 offers_done;    /* 12.0: the Nations made their offers this phase */
  guint8 offer_stage;    /* 0 none, 1 the British to agree, 2 the Nations to count */
  gint16 offer_space;
  gint8 offer_nation;
  guint8 n_offered;
  gint16 offered[PONTIAC_OFFERS_MAX];
  guint8 rally_side;     /* side rallying (16.2) */
  gint8 attrition_left;  /* steps still to lose in attrition_space */
  guint8 supply_lost;    /* 20.0 D: British supply destroyed */
  guint8 nations_steps_lost; /* 20.0 D: steps inflicted on the Nations */
  guint8 attacked;       /* 20.0 C, D: a bit per side that began a battle this movement phase */
  gint8 belt_fp[PONTIAC_MAX_NATIONS]; /* War Belt FP still to place (9.1) */
  guint8 activation[PONTIAC_MAX_NATIONS]; /* 18.2: 0 white (willing), 1 black, 2 red cube */
  gint16 forced[PONTIAC_FORCED_MAX]; /* test hook: dice the next rolls give, in order */
  guint8 n_forced;
  guint8 i_forced;
  PontiacEscort escort[PONTIAC_ESCORTS_MAX];
  PontiacMove move;
  PontiacBattle battle;
  PontiacCasualties cas;
  PontiacRetreat retreat;
  PontiacIndex index;
} PontiacExtra;

/* 18.2 activation cubes. */
enum { CUBE_WHITE, CUBE_BLACK, CUBE_RED };

/* Optional rules (18.0), from the scenario's options. */
enum {
  OPT_SACHEMS_2FP       = 0x001,  /* 18.4: sachems 2 FP, wounded 1 */
  OPT_BELT_BONUS        = 0x002,  /* 18.4: +1 to every War Belt roll */
  OPT_SURE_CAPTIVES     = 0x004,  /* 18.4: captives without a roll */
  OPT_RIFLES            = 0x008,  /* 18.4: a die more with Shawnee or Lenape bands */
  OPT_ARMS_VP           = 0x010,  /* 18.4: +1 VP per Arms Point above 5 a season */
  OPT_LEADERS_FP        = 0x020,  /* 18.5: healthy British leaders +1 FP */
  OPT_RETREAT_ANY_ODDS  = 0x040,  /* 18.5: British retreat regardless of odds */
  OPT_BAYONET           = 0x080,  /* 18.5: +1 in a field battle's second round */
  OPT_ARMS_PENALTY      = 0x100,  /* 18.5: -1 Nations VP per Arms Point below 5 a season */
  OPT_PHILADELPHIA      = 0x200,  /* 18.6 */
  OPT_ACTIVATION        = 0x400,  /* 18.2 */
  OPT_RAZE_ON_ENTRY     = 0x800,  /* reading (digest 8.39): a village razed once 4 British FP stop in it */
  OPT_PONTIAC_FP        = 0x1000, /* reading (digest 8.1): Pontiac has a sachem's 1 FP */
  OPT_RELIEF_AT_ONCE    = 0x2000, /* reading (digest 8.36): a naval relief fights from the first round */
  OPT_CARD_EACH_ROUND   = 0x4000, /* reading (digest 8.17): a card each side before every combat round */
  OPT_CAPTIVES_EACH_YEAR = 0x8000, /* reading (17.2, 21.5): the Campaign scores captives at each year's end */
  OPT_DRAW_CAP          = 0x10000, /* reading (digest 8.44): a missed Razed Fort Objective caps the Nations at a draw */
  OPT_DEBT_FROM_BRITISH = 0x20000, /* reading (digest 8.43): the Guinea total comes off the British VP (4.0) */
  OPT_DISRUPTED_1_STEP  = 0x40000, /* reading (digest 8.6): a disrupted unit is 1 attrition step (11.11) */
  OPT_REPLACEMENT_0_VP  = 0x80000, /* reading (digest 8.8): a Replacement Officer's wound or death scores 0 */
  OPT_DOCK_PER_PHASE    = 0x100000, /* reading (digest 8.37): 10 FP per origin dock per British movement phase */
  OPT_ATTACKER_FIRST    = 0x200000, /* reading (11.10, digest 8.26): after a round the attacker is asked first whether to retreat */
  OPT_SHIPS_UNCAPPED    = 0x400000, /* reading (10.2): "The British control two ships" is no cap on buying more (9.2) */
};

G_END_DECLS
