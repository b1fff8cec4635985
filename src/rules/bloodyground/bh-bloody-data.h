/* bh-bloody-data.h — A Dark and Bloody Ground's definitions as the rules
 * need them: every piece's side, class and factors, every area's terrain,
 * region and neighbours, the three battle boards cell by cell, the
 * scenarios' set-up facts and the tables read from tables.xml. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

#define BLOODY_NONE (-1)
#define BLOODY_MAX_GRIDS 3
#define BLOODY_MAX_CELLS 320
#define BLOODY_MAX_ADJ 12
#define BLOODY_MAX_RIV 8
#define BLOODY_RIVER_OHIO 1   /* river id of the Ohio; the others count from 2 */
#define BLOODY_MAX_RIVERS 32  /* river ids 1 .. 31 */
#define BLOODY_MAX_NATIONS_D 8

/* Piece classes. */
enum {
  PC_OTHER,
  PC_REGULAR,     /* US or British Army regulars */
  PC_MILITIA,     /* US or Canadian militia */
  PC_WARRIOR,
  PC_LEADER,
  PC_FORT,
  PC_SETTLER,
  PC_VILLAGE,
  PC_MARKER,
};

enum { MARK_NONE, MARK_PILLAGED, MARK_RAID, MARK_ATROCITY_US, MARK_ATROCITY_NA };

/* Leaders with rules of their own (Module 14). */
enum {
  SP_NONE,
  SP_TECUMSEH,
  SP_GIRTY,
  SP_MCKEE,
  SP_DORCHESTER,
  SP_ST_CLAIR,
  SP_REPLACEMENT,
};

/* Area terrain (2.1.1) and hex terrain (Battle Board TEC). */
enum { AT_WILDERNESS, AT_ROUGH, AT_SETTLED };
enum { HT_CLEAR, HT_WOODS, HT_SWAMP, HT_CULTIVATED };
enum { SEASON_SPRING, SEASON_SUMMER, SEASON_FALL, SEASON_WINTER };

/* Hexside bits, per cell and direction. */
enum { HS_STREAM = 0x01, HS_SLOPE = 0x02, HS_TRAIL = 0x04 };

typedef struct {
  gint8 side;
  gint8 nation;
  guint8 klass;        /* PC_* */
  guint8 special;      /* SP_* */
  guint8 british;      /* British or Canadian (level: British morale) */
  guint8 fcf, ma, rank, cr;
  gint8 state;         /* militia and militia leaders: home region (R_*), else -1 */
  gint8 army_leader;   /* a US Army leader (14.0.8) */
  guint8 mark;         /* MARK_*: the markers the rules look for */
  int type;
} BloodyPieceInfo;

enum { R_NONE = -1, R_KY, R_VA, R_PA, R_OH, R_OTHER };

typedef struct {
  guint8 terrain;      /* AT_* */
  gint8 region;        /* R_* */
  gint8 nation;        /* tribal owner or -1 */
  guint8 north_of_ohio;
  guint8 ohio_bank;    /* on the Ohio River's bank (8.5.2) */
  guint8 ohio_territory; /* north of the Ohio and west of Pennsylvania (8.2) */
  guint8 ps;           /* permanent settlement */
  guint8 kekionga;
  guint8 fort_site;    /* British fort area */
  guint8 edges;        /* 1 N, 2 E, 4 S, 8 W */
  guint8 n_adj;
  gint16 adj[BLOODY_MAX_ADJ];
  guint8 adj_ohio[BLOODY_MAX_ADJ];  /* the connection crosses the Ohio */
  /* One step along a river (9.4.3, 9.4.4): the next area a river inside
   * the areas flows on into, or, for the Ohio, the next bank area up or
   * down the river on either bank and the area across it. */
  guint8 n_riv;
  gint16 riv[BLOODY_MAX_RIV];
  guint8 riv_id[BLOODY_MAX_RIV];    /* BLOODY_RIVER_OHIO, or 2.. another river */
  gint8 grid;          /* battle board for its terrain */
} BloodySpaceInfo;

typedef struct {
  int index;           /* into the game data's hex grids */
  int cols, rows;
  int first_location;
  guint8 terrain[BLOODY_MAX_CELLS];
  gint8 elevation[BLOODY_MAX_CELLS];
  guint8 sides[BLOODY_MAX_CELLS][6];   /* HS_* bits */
  char letter[BLOODY_MAX_CELLS];       /* set-up letter or 0 */
  guint8 edge_entry[BLOODY_MAX_CELLS];
  gint16 neighbour[BLOODY_MAX_CELLS][6];  /* bloody_cell_neighbour, worked out once: the search asks it millions of times */
} BloodyGrid;

typedef struct {
  guint8 battle;       /* a battle scenario (16.x) */
  gint8 grid;
  gint8 season;        /* battle scenarios: SEASON_* */
  guint8 severe;       /* 16.3.3 */
  gint8 initiative;    /* battle scenarios: the first player */
  guint8 surprise;     /* 16.2.3: the first player has surprise (10.2a) */
  guint8 zones;        /* set-up zones: 1 = 16.1, 2 = 16.2, 3 = 16.3 */
  gint8 setup_first;   /* the side that sets up first */
  gint16 primary[2];   /* piece */
  int last_turn;
  guint8 vp_us_army, vp_other, vp_clear, vp_tecumseh_mckee, vp_minor_warrior;
  guint8 campaign_kind;/* 1 = 15.1, 2 = 15.2, 3 = 15.3/15.4 */
  guint8 warpath_bits; /* nations on the warpath at the start */
  guint8 surrendered_bits; /* 15.3.3 */
  guint8 limits_151;   /* 15.1.3 entry limits */
  int first_mob_turn;  /* 15.4.2: peaceful nations roll from this turn on */
} BloodyScenarioInfo;

typedef struct {
  char att_losses, att_retreat, def_losses, def_retreat;
} BloodyMcrtCell;

typedef struct {
  BhGameData *data;
  guint n_pieces, n_spaces, n_boxes, n_locations, n_nations;
  guint n_rivers;      /* river ids run 1 .. n_rivers (9.4.3) */
  BloodyPieceInfo *pieces;
  guint pillaged_first, pillaged_end;   /* the Pillaged markers lie in [first, end) */
  guint fort_first, fort_end;           /* the forts lie in [first, end) */
  BloodySpaceInfo spaces[64];
  BloodyGrid grids[BLOODY_MAX_GRIDS];
  guint n_grids;
  BloodyScenarioInfo *scen;
  guint n_scen;
  /* Boxes. */
  int b_us_atrocities, b_na_atrocities, b_eliminated, b_removed, b_off_board, b_us_available, b_na_available, b_militia_cup, b_settler_pool;
  /* Markers. */
  int m_turn, m_cl, m_vp[2], m_round, m_raid_total, m_ml[BLOODY_MAX_NATIONS_D], m_morale;
  int nation_british, nation_iroquois;
  guint8 base_ml[BLOODY_MAX_NATIONS_D];  /* the black box of each track (8.1) */
  int cincinnati, kekionga;
  /* Tables. */
  BloodyMcrtCell mcrt[12][7];     /* rows: -2 or less .. 9 or more */
  guint8 battle_tec[10][4];       /* rows as in tables.xml, columns spring..winter */
  guint8 map_tec[3][8];           /* wilderness/rough/settled x season-side */
  guint8 army[6][5];              /* US Army Mobilization Chart */
} BloodyData;

BloodyData *bloody_data_new  (BhGameData *data, GError **error);
/* A scenario's first zone term the rules do not know, or NULL (bh-bloody-setup.c). */
char       *bloody_zone_terms_check (const BhScenario *sc);
void        bloody_data_free (BloodyData *d);

/* Battle-board geometry (flat hexes, odd columns shifted down, sides 0-5
 * clockwise from the top, as in bh-hex-board.h). */
int         bloody_cell_neighbour (const BloodyGrid *g, int cell, int dir);
int         bloody_cell_distance  (const BloodyGrid *g, int a, int b);
gboolean    bloody_cell_on_edge   (const BloodyGrid *g, int cell);

G_END_DECLS
