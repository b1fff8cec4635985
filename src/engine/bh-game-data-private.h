/* bh-game-data-private.h — the fields of BhGameData, shared by its
 * accessors (bh-game-data.c) and its loader (bh-data-loader.c). */
#pragma once

#include "bh-game-data.h"

G_BEGIN_DECLS

struct _BhGameData
{
  GObject parent_instance;

  GFile *folder;
  GFile *schemas;
  char *digest;

  /* Everything below lives in these arenas and is freed with the object. */
  GStringChunk *strings;
  GPtrArray *owned_structs;      /* g_free */
  GPtrArray *owned_ptr_arrays;   /* g_ptr_array_unref */
  GPtrArray *owned_arrays;       /* g_array_unref */

  char *id;
  char *title;
  char *subtitle;
  char *description;
  char *credits;
  char *default_scenario;
  BhProvenance prov;
  GPtrArray *props;

  GPtrArray *sides;
  GPtrArray *nations;
  GPtrArray *terrains;
  GPtrArray *value_kinds;
  GPtrArray *space_kinds;
  GPtrArray *connection_kinds;
  GPtrArray *feature_kinds;
  GPtrArray *dice;
  GPtrArray *phases;

  double lat0, lon0, scale, coslat0;
  double x0, y0, x1, y1;
  GPtrArray *spaces;
  GPtrArray *connections;
  GPtrArray *boxes;
  GPtrArray *tracks;
  GPtrArray *markers;
  GPtrArray *hexgrids;
  guint n_locations;

  GPtrArray *geography;          /* loaded on first use */
  gboolean geography_loaded;

  GPtrArray *unit_types;
  GPtrArray *tables;
  GPtrArray *decks;
  GPtrArray *scenarios;
  GArray *piece_types;           /* int: unit type of each piece */

  GHashTable *location_index;    /* id -> index + 1 */
  GHashTable *piece_type_index;  /* unit type or card id -> index + 1 */
  GHashTable *side_index;
  GHashTable *nation_index;
  GHashTable *value_kind_index;  /* id of a counter's or card's value -> index + 1 */
  GHashTable *marker_index;
  GHashTable *scenario_index;
};

gpointer   bh_game_data_alloc        (BhGameData *self, gsize size);
GPtrArray *bh_game_data_ptr_array    (BhGameData *self);
GArray    *bh_game_data_array        (BhGameData *self, gsize element_size);
int        bh_index_lookup           (GHashTable *index, const char *id);
void       bh_game_data_load_geography (BhGameData *self);

gboolean   bh_data_loader_run        (BhGameData *self, GError **error);
gboolean   bh_data_loader_load_geography (BhGameData *self, GPtrArray *paths, GError **error);

/* Location and piece indices are 16-bit in the state; 0xffff is off board. */
#define BH_OFFBOARD_LIMIT 0xffff

G_END_DECLS
