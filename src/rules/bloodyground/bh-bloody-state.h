/* bh-bloody-state.h — A Dark and Bloody Ground: the rules' own block in
 * BhState (BloodyExtra), the per-piece status bits and the decision kinds.
 *
 * Plain data without pointers: the whole BhState is copied with one
 * memcpy.  Statuses live in BloodyExtra.status[] rather than in the
 * piece's own flags because a piece needs more bits than the engine
 * leaves the rules. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define BLOODY_MAX_PIECES 448
#define BLOODY_MAX_SPACES 64
#define BLOODY_MAX_NATIONS 8

/* Per-piece status bits (BloodyExtra.status). */
enum {
  ST_DISRUPTED = 0x01,  /* 10.5.2, 9.4.2: rotated 180° on a battle board */
  ST_ACTIVATED = 0x02,  /* activated once this Action Phase (9.3) */
  ST_DONE      = 0x04,  /* Actions Completed (9.3) */
  ST_MOVED     = 0x08,  /* battle: moved this impulse (10.4); leader: has moved (10.4 +1 MP) */
  ST_FIRED     = 0x10,  /* battle: fired this impulse (10.5) */
  ST_STOPPED   = 0x20,  /* battle: entered a hex next to an un-routed enemy (10.4) */
  ST_MELEED    = 0x40,  /* battle: attacked or was attacked this melee impulse (A36) */
  ST_BONUS     = 0x80,  /* battle: began the impulse with an un-moved friendly leader (10.4) */
};

/* BloodyExtra.settle_max after a 6 on 6.0.1's location roll: anywhere. */
#define SETTLE_ANYWHERE 255
/* BloodyExtra.settle_share: what 6.0.1's location roll asks of Ohio. */
enum {
  SHARE_NONE,        /* a 6, or no settlers */
  SHARE_HALF,        /* 1-3: half, rounded up */
  SHARE_TWO_THIRDS,  /* 4-5: two-thirds, rounded up or down */
};

/* Nation status (8.1, 8.6). */
enum {
  NS_PEACEFUL,
  NS_WARPATH,
  NS_SURRENDERED,
};

/* Decision kinds (BhDecision.kind). */
typedef enum {
  D_NONE,
  D_ACTION,        /* Action Phase: activate a force, or pass (9.3) */
  D_MOVE,          /* an activated force moves area by area (9.4) */
  D_COMBAT,        /* the initiative player chooses the next combat (4.5) */
  D_BATTLE_CHOICE, /* the side with the only leader chooses battle or skirmish (10.0, A10) */
  D_RELOCATE,      /* a defeated force chooses where it goes (10.7.1) */
  D_SETTLE,        /* place a settler (6.0.1) */
  D_DEPLOY,        /* battle set-up: place one unit on the board (10.2) */
  D_BMOVE,         /* battle movement impulse (10.4) */
  D_FIRE,          /* battle fire impulse (10.5) */
  D_MELEE,         /* battle melee impulse: choose a hex to attack, or end (10.6) */
  D_MELEE_JOIN,    /* battle melee: choose the attacking units (10.6, A36) */
  D_LOSS,          /* choose a unit to lose (MCRT, 10.4.1 overstacking) */
  D_PAIR,          /* skirmish pairing (11.1) */
  D_GROUP,         /* Spring: take the next reinforcement group or not (8.5.2) */
  D_TREATY,        /* start of the Mobilization Phase: peace treaties (8.6.3) */
  D_REACT,         /* after an enemy move: a stack may try to react (9.4.5) */
  D_PLACE_MILITIA, /* where a new militia unit goes in its home state (8.4.1) */
  D_DISBAND,       /* which militia unit is removed (8.4.2) */
  D_ASSAULT,       /* the besieger assaults the fort or keeps up the siege (4.5, 11.3) */
  D_RETREAT,       /* battle: where a retreating or routed unit goes next (MCRT, 10.4) */
  D_RAIDERS,       /* which more units of the stack join the raid (12.0.1) */
  D_RAID_ORDER,    /* which raid is resolved next (12.0.2) */
  D_RAID_HOME,     /* where a raider goes home (12.0.4) */
  D_MCKEE,         /* End Phase: where McKee relocates, if anywhere (14.0.5) */
  D_WINTER_HOME,   /* end of Winter: where a warrior away from home goes (13.0) */
  D_SKIRMISH_RETREAT, /* where a unit beaten in a skirmish retreats (11.1.2) */
  D_LAND,          /* where arriving units enter (8.3.2, 8.5.2, 8.5.3, 15.1.2) */
  D_PILLAGERS,     /* which units go on the rampage (9.5.1) */
  D_RAID_LOSS,     /* which warrior or militia unit a raid costs (12.0.3) */
  D_RIFLE,         /* which warrior takes a Rifle (14.0.2) */
  D_SKIRMISH_ORDER,/* which skirmish group is resolved next (11.1.1) */
  D_OMENS,         /* the nation Good or Bad Omens touch (5.0) */
  D_LEADER_ALONE,  /* battle: where a leader left alone goes (10.5.3, MCRT) */
  D_RATING,        /* optional 8.1.1: add the leader's rating to the roll or not */
  D_SETUP,         /* campaign set-up: where a zoned piece starts (15.x) */
  D_LONE_LEADER,   /* where Tecumseh, Girty or McKee left alone goes (10.7.1) */
  D_ARMY_CUT,      /* which US Army regular leaves play above CL × 4 (8.3.1) */
  D_RELIEVE,       /* which US Army leader is relieved to make room (14.0.8) */
  D_MILITIA_LEADER,/* Spring: whether and where a militia leader enters with new militia (14.0.7) */
  D_SF_SPLIT,      /* the British fort's second SF: with the first or in another group (11.1.3) */
  D_MOB_ORDER,     /* which nation rolls next for mobilization, while the year's primary leader is open (9.1.2) */
  D_DISPLACE,      /* where a displaced settler goes among equally near places (6.0.2) */
  D_PRIMARY,       /* the US primary leader among Army leaders of the highest rank (9.1.1) */
  D_MCKEE_LOSS,    /* which warriors McKee's death costs a nation (14.0.5) */
  D_GIRTY,         /* where Simon Girty arrives (5.0, events 9-10) */
  D_REDEPLOY,      /* the mobilized nation's warriors redeployed to its leader (8.1) */
  D_REPLACE,       /* where a replacement leader is placed (10.5.3, 10.6.2) */
  D_RAID_ROUTE,    /* which way a raid goes, where the ways differ in the raid (12.0.1) */
  D_ASSAULT_AGREE, /* option assault-both-agree: the besieged side accepts the assault or refuses it (11.3.2) */
  D_N
} BloodyDecisionKind;

/* Battle impulses within a round (10.1): 0-3 the first player's half,
 * 4-7 the second player's. */
enum {
  BI_MOVE_FIRST,
  BI_DEF_FIRE_SECOND,
  BI_OFF_FIRE_FIRST,
  BI_MELEE_FIRST,
  BI_MOVE_SECOND,
  BI_DEF_FIRE_FIRST,
  BI_OFF_FIRE_SECOND,
  BI_MELEE_SECOND,
  BI_N
};

/* Why units wait to enter the map (BloodyExtra.land_rule). */
enum {
  LAND_NONE,
  LAND_ARRIVAL,     /* a scenario's later warriors (15.1.2) */
  LAND_ARMY,        /* new US Army regulars (8.3.2) */
  LAND_GROUP,       /* a reinforcement group (8.5.2) */
  LAND_BRITISH,     /* Britain's forces (8.5.3) */
  LAND_IROQUOIS,    /* the Iroquois of event 8 (5.0) */
  LAND_CONGRESS,    /* the militia of event 4 (5.0) */
};

/* Why units are being lost one by one. */
enum {
  LOSS_NONE,
  LOSS_MELEE,       /* MCRT numbered result */
  LOSS_OVERSTACK,   /* 10.4.1 */
};

typedef struct {
  guint8 active;
  guint8 scenario;      /* a battle scenario (16.x), not a campaign battle */
  gint8 grid;           /* index of the battle board */
  gint8 first;          /* the initiative ("first") player (10.2) */
  guint8 surprise;      /* 10.2a */
  guint8 round;         /* 1..10 */
  guint8 impulse;       /* BI_* */
  guint8 started;       /* the impulse's automatic part is done */
  gint16 area;          /* campaign area fought over, -1 in a battle scenario */
  guint8 deploy_side;   /* set-up: whose units are being placed */
  guint8 at_start[2];   /* combat units at the start (10.7.1) */
  guint8 lost[2];       /* combat units eliminated in the battle */
  guint8 primary_lost[2];
  gint16 vp[2];         /* VPs earned in the battle (10.7.1, 16.1.3) */
  /* Fire (10.5.3): hexes hit this impulse, as a bit per cell. */
  guint8 hit_cells[40];
  /* Melee in progress (10.6). */
  gint16 melee_hex;     /* the defending hex's location, -1 none */
  gint8 loss_side;      /* D_LOSS: whose units */
  guint8 loss_left;
  guint8 loss_reason;   /* LOSS_* */
  gint16 loss_hex;      /* where the units are lost */
  guint8 def_result;    /* MCRT: the results still to apply */
  guint8 att_result;
  guint8 melee_odds;    /* column used, 0 = 1-3 .. 6 = 5-1 */
  gint16 flee_origin;   /* the cell a fleeing unit left on its first hex (MCRT) */
  /* Leaders left alone (10.5.3 after fire, MCRT after melee): 1 fire,
   * 2 melee, 0 none; the next piece to look at. */
  guint8 alone_mode;
  gint16 alone_next;
  gint8 exited_all;     /* side + 1 that took its last unit off the board (A33), 0 none */
  guint8 nation_lost;   /* bit per nation: one of its warriors was eliminated in the battle (10.7.1) */
} BloodyBattle;

/* A skirmish being paired (11.1): `pair[piece]` is the group's anchor + 1
 * (the enemy unit it engages), -1 held back, 0 not yet paired. */
typedef struct {
  guint8 active;
  guint8 stage;         /* 0 the larger side pairs, 1 the other commits, 2 resolve, 3 retreats (11.1.2) */
  gint8 larger;
  guint8 sf_beaten;     /* the fort's SF group lost (11.1.3) */
  gint16 area;
  gint16 fort;          /* the fort assaulted, or -1 */
  gint16 sf2;           /* a British fort's second SF fights in the group anchored there + 1; 0 with the first (11.1.3) */
  guint8 sf_asked;      /* the British player has placed the second SF */
} BloodySkirmish;

typedef struct {
  guint8 scenario;      /* index in the game data */
  guint8 proc;          /* step within the phase */
  gint8 initiative;     /* side with the Action Phase initiative (9.1) */
  guint8 passed;        /* bits: sides that passed in succession (A40) */
  guint8 severe;        /* Severe Weather this turn (5.0, event 5) */
  guint8 girty_events;  /* Simon Girty events so far (5.0, events 9-10) */
  guint8 girty_arrives; /* Girty has come: the NA is to say where (5.0) */
  guint8 group_taken;   /* bit 0 Group A, bit 1 Group B (8.5.2) */
  guint8 intervened;    /* Britain has intervened (8.5.3) */
  guint8 settlers_left; /* D_SETTLE: settlers still to place (6.0.1) */
  gint16 vp[2];         /* victory points (15.4.5); never below 0 */
  guint8 nation_status[BLOODY_MAX_NATIONS];
  /* The force on the move (9.4). */
  gint16 move_from;     /* -1 none */
  gint16 move_leader;   /* the activating leader, or -1 */
  gint8 move_mp;        /* MPs left */
  guint8 move_steps;    /* areas entered */
  guint8 river_run;     /* the river the force came along on its last step, 0 overland (9.4.3) */
  guint8 river_paid;    /* MPs that river run has cost (1, or 2 with a pillaged area) */
  guint64 river_seen;   /* the areas that run has passed, a bit each */
  /* Combat (10.0): areas still to resolve, as bits. */
  guint8 combat_areas[BLOODY_MAX_SPACES / 8];
  gint16 relocate_area; /* D_RELOCATE: where the defeated force stands */
  gint8 relocate_side;
  gint16 primary[2];    /* primary leaders (9.1.1, 9.1.2), -1 none */
  guint8 forts_destroyed; /* British forts destroyed (8.2, 8.5.3, 11.3.2) */
  guint8 raids_this_turn; /* Raid markers left this turn: the raid total (13.0, A30) */
  guint8 status[BLOODY_MAX_PIECES];
  /* Raids (12.0): MPs spent + 1 (0 = not raiding), and per piece the
   * fortified areas entered (bits 0-3), Ohio crossed (0x10), a pillaged
   * area passed (0x20). */
  guint8 raid_mp[BLOODY_MAX_PIECES];
  guint8 raid_info[BLOODY_MAX_PIECES];
  guint8 oos[BLOODY_MAX_PIECES];       /* Out of Supply since the Supply Phase (7.0) */
  guint8 mp_used[BLOODY_MAX_PIECES];   /* battle: MPs spent this impulse */
  guint8 in_force[BLOODY_MAX_PIECES];  /* part of the moving force (9.4) */
  BloodyBattle battle;
  BloodySkirmish skirmish;
  gint16 pair[BLOODY_MAX_PIECES];
  guint8 siege[BLOODY_MAX_SPACES];          /* Siege markers on each area's fort (11.3.1) */
  gint16 fort_builder[BLOODY_MAX_SPACES];   /* leader + 1 building a fort there, −(leader + 1) dismantling it (11.2.1) */
  gint16 to_place[24];  /* militia drawn and waiting for their area (8.4.1) */
  guint8 n_to_place;
  guint8 to_remove;     /* militia still to remove (8.4.2) */
  guint8 atrocities_left[2]; /* markers each side may still place this turn (9.2) */
  guint8 ambushed;      /* bit per side: its ambush of the turn is made (9.2.2) */
  guint8 treaties[BLOODY_MAX_NATIONS];  /* peace treaties offered this phase (8.6.3) */
  guint8 trespass[BLOODY_MAX_NATIONS];  /* trespassing forces this turn (8.1.2) */
  guint8 rifle[BLOODY_MAX_PIECES];      /* a warrior armed with a Rifle (14.0.2) */
  guint8 start_units[2];  /* combat units on the map at the start (15.1.4) */
  guint8 lost_units[2];   /* of those, the ones eliminated since (15.1.4) */
  guint8 at_start[BLOODY_MAX_PIECES / 8];  /* bit per piece: counted in start_units */
  guint8 cl_fall;         /* CL at the end of the last Fall turn (15.4.3, A17) */
  guint8 kekionga_vp;     /* the 2 VPs for Kekionga are scored (15.4.5) */
  guint8 one_area;        /* St. Clair's gout: the force moves one area at most (14.0.1) */
  guint8 fleeing[BLOODY_MAX_PIECES / 8];  /* bit per settler: displaced, the US to choose among equally near places (6.0.2) */
  guint8 flee_resume;     /* the side (+1) whose Action Phase turn a displaced settler's choice put off, 0 none */
  guint8 gout[BLOODY_MAX_PIECES];  /* 14.0.1 this Action Phase: 1 half the MA, 2 one area */
  guint8 mckee_loss[BLOODY_MAX_NATIONS];  /* warriors McKee's death still costs each nation (14.0.5) */
  guint8 primary_picked;  /* the US has chosen this turn's primary leader (9.1.1) */
  guint8 move_trespass;   /* bit per nation: the force on the move has trespassed on it (8.1.2) */
  guint8 reacting;        /* the force on the move is reacting (9.4.5) */
  gint16 react_area;      /* where the enemy's move ended (9.4.5), -1 none */
  guint8 tried[BLOODY_MAX_PIECES];   /* leaders that tried to react to this move */
  guint8 flee[BLOODY_MAX_PIECES];    /* battle: hexes of a retreat or rout still to go, 0x04 routing;
                                      * 0x08 a skirmish retreat waiting for its area (11.1.2) */
  /* The raid being designated (12.0.1): where from and to, its MPs + 1
   * and raid_info bits, shared by the units that join it. */
  gint16 raid_from;     /* -1 none */
  gint16 raid_to;
  guint8 raid_cost;
  guint8 raid_flags;
  /* Units waiting to enter where their owner chooses (bh-bloody-landing.c). */
  gint16 land[48];
  guint8 n_land;
  guint8 land_rule;     /* LAND_* */
  /* The pillage being declared (9.5.1): the area + 1 (0 none) and the
   * units declared. */
  gint16 pillage_area;
  guint8 pillager[BLOODY_MAX_PIECES];
  /* A raid's unit losses being taken (12.0.3): the area + 1 (0 none), its
   * result band, and per side the losses still to take and those taken. */
  gint16 raid_loss_area;
  gint8 raid_band;
  guint8 raid_loss[2];
  guint8 raid_lost[2];
  guint8 rifles_left;   /* Rifles still to place (14.0.2) */
  guint8 rifles_each;   /* they are 15.2.2's, one for each nation listed */
  /* Omens (5.0): 1 Good, 2 Bad, waiting for their nation; then the
   * nation + 1 and the modifier for this Spring's roll. */
  guint8 omens_choice;
  guint8 omens_nation;
  gint8 omens_drm;
  /* The nations' mobilization rolls (8.1): the next nation to roll, and
   * with optional 8.1.1 the roll waiting for the NA's choice. */
  guint8 mob_rolled;    /* bit per nation: rolled in this Mobilization Phase (8.1) */
  guint8 mob_roll;
  guint8 mob_pick;      /* the nation the NA has chosen to roll next + 1, 0 none (9.1.2) */
  guint8 primary_set;   /* the NA's primary leader of the year is known (9.1.2) */
  gint16 rank3_lost_turn; /* the turn a rank 3 US Army leader was eliminated (8.2), 0 none */
  gint16 setup_next;
  gint16 lone_area;
  guint8 regulars_to_remove; /* regulars above CL × 4 still to remove (8.3.1) */
  guint8 settle_max[2];  /* 6.0.1's location roll: settlers that may still go in Ohio [0], in KY, PA or VA [1] */
  guint8 setup_iroquois; /* 15.3.2's rolled Iroquois beyond the data's one, set up by the NA */
  guint64 mustered[4];  /* this Spring's new militia: areas (bits) for each home state R_KY..R_OH (14.0.7) */     /* battle area + 1 whose lone special leaders relocate (10.7.1), 0 none */    /* campaign set-up: the next zoned piece + 1, 0 done (bh-bloody-setup.c) */
  gint8 replaced_nation[BLOODY_MAX_PIECES]; /* an NA replacement leader: the nation + 1 of the leader it replaced (10.5.3), 0 none */
  guint8 surrender_turn[BLOODY_MAX_NATIONS]; /* the turn each nation surrendered, 0 before the game (8.1 exception, A47) */
  guint8 redeploy_nation; /* D_REDEPLOY: the nation + 1 just gone on the warpath whose warriors may join its leader (8.1), 0 none */
  guint8 unplaced[BLOODY_MAX_PIECES / 8]; /* replacement leaders the owner is still to place, a bit each (10.6.2) */
  BhDecision replace_resume; /* D_REPLACE: the decision it interrupted, taken up again after */
  guint8 setup_drawn[BLOODY_MAX_PIECES / 8]; /* bit per militia unit drawn from the cup to set up (15.2.1, option sixteen-militia) */
  /* 6.0.1's location roll: the share Ohio must have of the settlers
   * placed (SHARE_*), and the settlers placed this turn in Ohio [0] and in
   * Kentucky, Pennsylvania or Virginia [1], for a US that stops short. */
  guint8 settle_share;
  guint8 settle_placed[2];
} BloodyExtra;

G_END_DECLS
