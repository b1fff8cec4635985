/* bh-game-data.h — the definitions of one game, loaded once from its XML
 * folder and immutable afterwards: sides, nations, board, unit types,
 * tables, decks and scenarios.
 *
 * Definitions are plain structs owned by the BhGameData; rules refer to them
 * by index, which keeps the hot game state small (see bh-state.h). */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define BH_NONE (-1)

typedef struct {
  char *source;        /* a rule number, or "reconstructed" */
  char *note;          /* nullable */
  gboolean checked;    /* compared with the printed components */
  int line;            /* where it was read, for messages */
} BhProvenance;

typedef struct {
  char *name;
  char *value;
  BhProvenance prov;   /* prov.source may be NULL: inherits its owner's */
} BhProp;

typedef struct {
  char *id;
  char *name;
  char *colour;
  BhProvenance prov;
} BhNamed;             /* terrains and the simple vocabularies */

typedef struct {
  char *id;
  char *name;
  char *short_name;
  char *colour;
  BhProvenance prov;
} BhSide;

typedef struct {
  char *id;
  char *name;
  char *abbrev;
  int side;            /* BH_NONE if the nation belongs to no side */
  char *colour;
  GPtrArray *props;
  BhProvenance prov;
} BhNation;

typedef enum {
  BH_SHAPE_CIRCLE,
  BH_SHAPE_SQUARE,
  BH_SHAPE_AREA,
  BH_SHAPE_HEX,
} BhShape;

typedef struct {
  char *id;
  char *name;
  BhShape shape;
  gboolean water;
  GPtrArray *props;
  BhProvenance prov;
} BhSpaceKind;

typedef enum {
  BH_LINE_SOLID,
  BH_LINE_DASHED,
  BH_LINE_DOTTED,
  BH_LINE_DOUBLE,
} BhLineStyle;

typedef struct {
  char *id;
  char *name;
  BhLineStyle style;
  char *colour;
  int cost;
  GPtrArray *props;
  BhProvenance prov;
} BhConnectionKind;

typedef struct {
  char *id;
  char *name;
  char *symbol;
  BhProvenance prov;
} BhFeatureKind;

typedef struct {
  int value;
  char *text;
} BhDieFace;

typedef struct {
  char *id;
  char *name;
  int faces;
  int side;
  GArray *named_faces;   /* BhDieFace */
  BhProvenance prov;
} BhDie;

typedef struct {
  char *id;
  char *name;
  char *rule;
  int side;
  GPtrArray *props;
  BhProvenance prov;
} BhPhase;

typedef struct {
  double x, y;
} BhPoint;

typedef struct {
  int kind;              /* index into feature kinds */
  int nation;
  int side;
  char *name;
  GPtrArray *props;
  BhProvenance prov;
} BhFeature;

typedef struct {
  char *id;
  char *name;
  int kind;              /* index into space kinds */
  int terrain;           /* BH_NONE when not given */
  int owner_nation;      /* BH_NONE = neutral */
  int owner_side;
  double lat, lon;
  gboolean has_latlon;
  double x, y;           /* board position (projected or explicit) */
  gboolean explicit_xy;
  GPtrArray *features;   /* BhFeature */
  GPtrArray *outlines;   /* GArray of BhPoint, in board units */
  GPtrArray *props;
  GArray *connections;   /* int: indices of connections touching this space */
  BhProvenance prov;
} BhSpace;

typedef struct {
  int from, to;          /* space indices */
  int kind;
  int cost;
  gboolean directed;
  char *route;
  GPtrArray *props;
  BhProvenance prov;
} BhConnection;

typedef enum {
  BH_BOX_HOLDING,
  BH_BOX_CUP,
  BH_BOX_HAND,
  BH_BOX_DECK,
  BH_BOX_DISCARD,
  BH_BOX_POOL,
  BH_BOX_ELIMINATED,
  BH_BOX_ENTRY,
} BhBoxKind;

typedef enum {
  BH_VISIBLE_ALL,
  BH_VISIBLE_SIDE,
  BH_VISIBLE_NONE,
} BhVisibility;

typedef struct {
  char *id;
  char *name;
  BhBoxKind kind;
  BhVisibility visibility;
  int side;
  int nation;
  GPtrArray *props;
  BhProvenance prov;
} BhBox;

typedef struct {
  char *id;
  char *name;
  int track;             /* index of its track */
  int side;
  int nation;
  BhProvenance prov;
} BhMarker;

typedef struct {
  int value;
  char *label;
  GPtrArray *props;
  BhProvenance prov;
} BhSquare;

typedef struct {
  char *id;
  char *name;
  int min, max;
  GArray *markers;       /* int: indices into markers */
  GPtrArray *squares;    /* BhSquare */
  BhProvenance prov;
} BhTrack;

typedef struct {
  int col, row;
  int terrain;
  int elevation;
  char *label;
  GPtrArray *props;
  BhProvenance prov;
} BhHex;

typedef struct {
  int col, row, dir;
  char *kind;
  BhProvenance prov;
} BhHexside;

typedef struct {
  char *id;
  char *name;
  int cols, rows;
  gboolean flat;
  int terrain;           /* default */
  GPtrArray *hexes;      /* BhHex, only those that differ from the default */
  GPtrArray *hexsides;   /* BhHexside */
  int first_location;    /* location index of hex (1,1) */
  BhProvenance prov;
} BhHexGrid;

typedef struct {
  char *name;
  int num;
  BhProvenance prov;
} BhValue;

typedef struct {
  char *id;
  char *name;
  char *label;
  char *colour;
  GPtrArray *values;     /* BhValue */
  BhProvenance prov;
} BhFace;

typedef enum {
  BH_UNIT_UNIT,
  BH_UNIT_LEADER,
  BH_UNIT_SUPPORT,
  BH_UNIT_STRUCTURE,
  BH_UNIT_MARKER,
  BH_UNIT_CHIT,
  BH_UNIT_SHIP,
  BH_UNIT_CARD,          /* a card of a deck, as a piece */
} BhUnitKind;

typedef struct {
  char *id;
  char *name;
  char *short_name;
  BhUnitKind kind;
  char *klass;
  int side;
  int nation;
  int count;
  char *symbol;
  char *colour;          /* resolved: own, else nation's, else side's */
  char *text_colour;
  char *image;
  GPtrArray *faces;      /* BhFace, one or two */
  GPtrArray *props;
  int deck;              /* cards: index of the deck, else BH_NONE */
  int first_piece;       /* index of its first piece in every state */
  BhProvenance prov;
} BhUnitType;

typedef struct {
  char *key;
  char *label;
  GPtrArray *cells;      /* char* */
  BhProvenance prov;
} BhTableRow;

typedef struct {
  char *id;
  char *name;
  char *description;
  char *dice;
  GPtrArray *column_keys;   /* char* */
  GPtrArray *column_labels; /* char*, may hold NULL */
  GPtrArray *rows;          /* BhTableRow */
  BhProvenance prov;
} BhTable;

typedef struct {
  char *id;
  char *title;
  char *text;
  int count;
  int unit_type;         /* the piece type standing for this card */
  GPtrArray *values;     /* BhValue */
  GPtrArray *props;
  BhProvenance prov;
} BhCard;

typedef struct {
  char *id;
  char *name;
  GPtrArray *cards;      /* BhCard */
  BhProvenance prov;
} BhDeck;

typedef struct {
  int unit_type;
  int count;
  int location;
  int face;
  int turn;              /* 0 = at start */
  char *zone;
  char *where;           /* the zone in terms the game's rules read, or NULL */
  BhProvenance prov;
} BhPlacement;

typedef struct {
  int marker;
  int value;
  BhProvenance prov;
} BhTrackValue;

typedef struct {
  int deck;
  int location;
  gboolean shuffle;
  GPtrArray *excluded;   /* char* card ids */
  BhProvenance prov;
} BhDeckUse;

typedef struct {
  char *id;
  char *text;
  BhProvenance prov;
} BhSpecialRule;

typedef struct {
  char *id;
  char *name;
  char *description;
  gboolean default_value;
  /* What a save without this option means: a save written before the
   * option existed, or before its default changed, was played as this
   * (attribute `absent-from-save`, else the default). */
  gboolean absent_value;
  BhProvenance prov;
} BhOption;

typedef struct {
  char *id;
  char *title;
  char *description;
  char *filename;
  int first_turn, last_turn;
  int setup_first_side, first_side;
  int min_players, max_players;
  GArray *track_values;  /* BhTrackValue */
  GArray *placements;    /* BhPlacement */
  GArray *decks;         /* BhDeckUse */
  GPtrArray *props;
  GPtrArray *special_rules; /* BhSpecialRule */
  GPtrArray *options;    /* BhOption */
  char *victory;
  BhProvenance prov;
} BhScenario;

typedef enum {
  BH_GEO_LAND,
  BH_GEO_LAKE,
  BH_GEO_RIVER,
  BH_GEO_BORDER,
  BH_GEO_STATE,
  BH_GEO_N_KINDS
} BhGeoKind;

typedef struct {
  BhGeoKind kind;
  GArray *points;        /* BhPoint, board units */
} BhGeoPath;

/* A location is where a piece can be: a space, a box or a hex. */
typedef enum {
  BH_LOCATION_SPACE,
  BH_LOCATION_BOX,
  BH_LOCATION_HEX,
} BhLocationKind;

#define BH_TYPE_GAME_DATA (bh_game_data_get_type ())
G_DECLARE_FINAL_TYPE (BhGameData, bh_game_data, BH, GAME_DATA, GObject)

BhGameData        *bh_game_data_load              (GFile        *folder,
                                                   GFile        *schemas,
                                                   GError      **error);

const char        *bh_game_data_get_id            (BhGameData   *self);
const char        *bh_game_data_get_title         (BhGameData   *self);
const char        *bh_game_data_get_subtitle      (BhGameData   *self);
const char        *bh_game_data_get_description   (BhGameData   *self);
const char        *bh_game_data_get_default_scenario (BhGameData *self);
GFile             *bh_game_data_get_folder        (BhGameData   *self);
const char        *bh_game_data_get_digest        (BhGameData   *self);
/* The game's own props (game.xml): BhProp, values the rules read. */
GPtrArray         *bh_game_data_get_props         (BhGameData   *self);

guint              bh_game_data_get_n_sides       (BhGameData   *self);
/* Who may decide and look: the game's prop "seats" when its players are
 * seats that change sides (Geronimo), else one seat per side. */
guint              bh_game_data_get_n_seats       (BhGameData   *self);
/* A seat as players name it: its side's name (short name if `short_name`)
 * where seats are sides, else "Player N" (N from 1). */
char              *bh_game_data_dup_seat_name     (BhGameData   *self,
                                                   int           seat,
                                                   gboolean      short_name);
const BhSide      *bh_game_data_get_side          (BhGameData   *self, guint i);
guint              bh_game_data_get_n_nations     (BhGameData   *self);
const BhNation    *bh_game_data_get_nation        (BhGameData   *self, guint i);
guint              bh_game_data_get_n_terrains    (BhGameData   *self);
const BhNamed     *bh_game_data_get_terrain       (BhGameData   *self, guint i);
const BhSpaceKind *bh_game_data_get_space_kind    (BhGameData   *self, guint i);
guint              bh_game_data_get_n_space_kinds (BhGameData   *self);
const BhConnectionKind *bh_game_data_get_connection_kind (BhGameData *self, guint i);
guint              bh_game_data_get_n_connection_kinds (BhGameData *self);
const BhFeatureKind *bh_game_data_get_feature_kind (BhGameData  *self, guint i);
guint              bh_game_data_get_n_feature_kinds (BhGameData *self);
guint              bh_game_data_get_n_dice        (BhGameData   *self);
const BhDie       *bh_game_data_get_die           (BhGameData   *self, guint i);
guint              bh_game_data_get_n_phases      (BhGameData   *self);
const BhPhase     *bh_game_data_get_phase         (BhGameData   *self, guint i);

/* Board */
void               bh_game_data_get_extent        (BhGameData   *self,
                                                   double       *x0,
                                                   double       *y0,
                                                   double       *x1,
                                                   double       *y1);
void               bh_game_data_project           (BhGameData   *self,
                                                   double        lat,
                                                   double        lon,
                                                   double       *x,
                                                   double       *y);
guint              bh_game_data_get_n_spaces      (BhGameData   *self);
const BhSpace     *bh_game_data_get_space         (BhGameData   *self, guint i);
guint              bh_game_data_get_n_connections (BhGameData   *self);
const BhConnection *bh_game_data_get_connection   (BhGameData   *self, guint i);
guint              bh_game_data_get_n_boxes       (BhGameData   *self);
const BhBox       *bh_game_data_get_box           (BhGameData   *self, guint i);
guint              bh_game_data_get_n_tracks      (BhGameData   *self);
const BhTrack     *bh_game_data_get_track         (BhGameData   *self, guint i);
guint              bh_game_data_get_n_markers     (BhGameData   *self);
const BhMarker    *bh_game_data_get_marker        (BhGameData   *self, guint i);
guint              bh_game_data_get_n_hexgrids    (BhGameData   *self);
const BhHexGrid   *bh_game_data_get_hexgrid       (BhGameData   *self, guint i);
/* Background geography; empty when the game has no geography.xml. */
GPtrArray         *bh_game_data_get_geography     (BhGameData   *self);

/* Locations: spaces first, then boxes, then every hex of every grid. */
guint              bh_game_data_get_n_locations   (BhGameData   *self);
BhLocationKind     bh_game_data_get_location_kind (BhGameData   *self,
                                                   int           location,
                                                   int          *index);
int                bh_game_data_find_location     (BhGameData   *self,
                                                   const char   *id);
char              *bh_game_data_dup_location_id   (BhGameData   *self,
                                                   int           location);
const char        *bh_game_data_get_location_name (BhGameData   *self,
                                                   int           location);

/* Counters, tables, decks */
guint              bh_game_data_get_n_unit_types  (BhGameData   *self);
const BhUnitType  *bh_game_data_get_unit_type     (BhGameData   *self, guint i);
guint              bh_game_data_get_n_pieces      (BhGameData   *self);
int                bh_game_data_get_piece_type    (BhGameData   *self, int piece);
int                bh_game_data_find_piece        (BhGameData   *self,
                                                   const char   *id);
char              *bh_game_data_dup_piece_id      (BhGameData   *self,
                                                   int           piece);
guint              bh_game_data_get_n_tables      (BhGameData   *self);
const BhTable     *bh_game_data_get_table         (BhGameData   *self, guint i);
guint              bh_game_data_get_n_decks       (BhGameData   *self);
const BhDeck      *bh_game_data_get_deck          (BhGameData   *self, guint i);

/* Scenarios, sorted by file name */
guint              bh_game_data_get_n_scenarios   (BhGameData   *self);
const BhScenario  *bh_game_data_get_scenario      (BhGameData   *self, guint i);
int                bh_game_data_find_scenario     (BhGameData   *self,
                                                   const char   *id);

/* The index of a scenario's option (its bit in BhState.options), or BH_NONE. */
int                bh_scenario_find_option        (const BhScenario *scenario,
                                                   const char       *id);
/* A save's options (id -> GINT_TO_POINTER (value), keys freed by the
 * table): every option of the scenario the save does not name is added
 * with the value an old save that lacks it means (BhOption.absent_value). */
void               bh_scenario_fill_saved_options (const BhScenario *scenario,
                                                   GHashTable       *options);

/* Lookups by id; BH_NONE when absent. */
int                bh_game_data_find_side         (BhGameData   *self, const char *id);
int                bh_game_data_find_nation       (BhGameData   *self, const char *id);
/* How the window names a counter's or card's value ("fp" → "FP", in the
 * player's language): its <value-kind> in game.xml, or the id itself. */
const char        *bh_game_data_get_value_label  (BhGameData   *self,
                                                  const char   *value_id);
int                bh_game_data_find_space        (BhGameData   *self, const char *id);
int                bh_game_data_find_unit_type    (BhGameData   *self, const char *id);
int                bh_game_data_find_marker       (BhGameData   *self, const char *id);
int                bh_game_data_find_table        (BhGameData   *self, const char *id);
int                bh_game_data_find_die          (BhGameData   *self, const char *id);
int                bh_game_data_find_phase        (BhGameData   *self, const char *id);

/* Counting, for `blockhouse-cli info` and the editor. */
guint              bh_game_data_count_reconstructed (BhGameData *self);

/* Helpers on definitions */
const char        *bh_props_lookup                (GPtrArray    *props,
                                                   const char   *name);
int                bh_props_lookup_int            (GPtrArray    *props,
                                                   const char   *name,
                                                   int           fallback);
int                bh_face_get_value              (const BhFace *face,
                                                   const char   *name,
                                                   int           fallback);
gboolean           bh_provenance_is_reconstructed (const BhProvenance *prov);
/* The note as a player reads it: looked up at display time in the data's
 * domain, as the ITS rules offer the notes the window shows (reconstructed
 * spaces, hexes, hex grids and cards).  prov->note stays the authors' text,
 * which the editor shows.  NULL without a note. */
const char        *bh_provenance_get_note         (const BhProvenance *prov);

/* An id: letters, digits, "-" and "_", starting with a letter or digit,
 * at most 64 bytes; never a path. */
gboolean           bh_id_is_valid                 (const char   *id);

G_END_DECLS
