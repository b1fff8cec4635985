/* bh-game-data.c — BhGameData: the immutable definitions of one game and
 * lookups into them.  Loading is in bh-data-loader.c. */
#include "config.h"

#include "bh-game-data-private.h"
#include "bh-error.h"
#include "bh-xml.h"

#include <glib/gi18n-lib.h>

G_DEFINE_FINAL_TYPE (BhGameData, bh_game_data, G_TYPE_OBJECT)

static void
bh_game_data_finalize (GObject *object)
{
  BhGameData *self = BH_GAME_DATA (object);

  g_clear_object (&self->folder);
  g_clear_object (&self->schemas);
  g_hash_table_unref (self->location_index);
  g_hash_table_unref (self->piece_type_index);
  g_hash_table_unref (self->side_index);
  g_hash_table_unref (self->nation_index);
  g_hash_table_unref (self->value_kind_index);
  g_hash_table_unref (self->marker_index);
  g_hash_table_unref (self->scenario_index);
  /* Arrays first: they may point into structs and strings. */
  g_ptr_array_unref (self->owned_arrays);
  g_ptr_array_unref (self->owned_ptr_arrays);
  g_ptr_array_unref (self->owned_structs);
  g_string_chunk_free (self->strings);

  G_OBJECT_CLASS (bh_game_data_parent_class)->finalize (object);
}

static void
bh_game_data_class_init (BhGameDataClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bh_game_data_finalize;
}

static void
bh_game_data_init (BhGameData *self)
{
  self->strings = g_string_chunk_new (4096);
  self->owned_structs = g_ptr_array_new_with_free_func (g_free);
  self->owned_ptr_arrays = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  self->owned_arrays = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  self->location_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->piece_type_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->side_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->nation_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->value_kind_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->marker_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->scenario_index = g_hash_table_new (g_str_hash, g_str_equal);

  self->props = bh_game_data_ptr_array (self);
  self->sides = bh_game_data_ptr_array (self);
  self->nations = bh_game_data_ptr_array (self);
  self->terrains = bh_game_data_ptr_array (self);
  self->value_kinds = bh_game_data_ptr_array (self);
  self->space_kinds = bh_game_data_ptr_array (self);
  self->connection_kinds = bh_game_data_ptr_array (self);
  self->feature_kinds = bh_game_data_ptr_array (self);
  self->dice = bh_game_data_ptr_array (self);
  self->phases = bh_game_data_ptr_array (self);
  self->spaces = bh_game_data_ptr_array (self);
  self->connections = bh_game_data_ptr_array (self);
  self->boxes = bh_game_data_ptr_array (self);
  self->tracks = bh_game_data_ptr_array (self);
  self->markers = bh_game_data_ptr_array (self);
  self->hexgrids = bh_game_data_ptr_array (self);
  self->geography = bh_game_data_ptr_array (self);
  self->unit_types = bh_game_data_ptr_array (self);
  self->tables = bh_game_data_ptr_array (self);
  self->decks = bh_game_data_ptr_array (self);
  self->scenarios = bh_game_data_ptr_array (self);
  self->piece_types = bh_game_data_array (self, sizeof (int));
}

gpointer
bh_game_data_alloc (BhGameData *self, gsize size)
{
  gpointer block = g_malloc0 (size);

  g_ptr_array_add (self->owned_structs, block);
  return block;
}

GPtrArray *
bh_game_data_ptr_array (BhGameData *self)
{
  GPtrArray *array = g_ptr_array_new ();

  g_ptr_array_add (self->owned_ptr_arrays, array);
  return array;
}

GArray *
bh_game_data_array (BhGameData *self, gsize element_size)
{
  GArray *array = g_array_new (FALSE, TRUE, element_size);

  g_ptr_array_add (self->owned_arrays, array);
  return array;
}

int
bh_index_lookup (GHashTable *index, const char *id)
{
  return id ? GPOINTER_TO_INT (g_hash_table_lookup (index, id)) - 1 : BH_NONE;
}

/**
 * bh_game_data_load:
 * @folder: a game folder (holding game.xml, board.xml...)
 * @schemas: the folder of RELAX NG schemas
 *
 * Loads and validates a whole game.  On failure nothing is kept and the
 * error names the file, the line and the problem.
 */
/* Letters, digits, "-" and "_", starting with a letter or digit, at most
 * 64 bytes (the schemas leave this to us: see common.rng). */
gboolean
bh_id_is_valid (const char *id)
{
  if (id == NULL || !g_ascii_isalnum (id[0]) || strlen (id) > 64)
    return FALSE;
  for (const char *c = id; *c; c++)
    if (!g_ascii_isalnum (*c) && *c != '-' && *c != '_')
      return FALSE;
  return TRUE;
}

BhGameData *
bh_game_data_load (GFile *folder, GFile *schemas, GError **error)
{
  g_autoptr(BhGameData) self = g_object_new (BH_TYPE_GAME_DATA, NULL);

  self->folder = g_object_ref (folder);
  self->schemas = g_object_ref (schemas);
  if (!bh_data_loader_run (self, error))
    return NULL;
  if (!bh_data_loader_load_geography (self, self->geography, error))
    return NULL;
  self->geography_loaded = TRUE;
  return g_steal_pointer (&self);
}

#define GETTER(type, name, field) \
  type bh_game_data_get_##name (BhGameData *self) { return self->field; }
#define LIST(type, name, field) \
  guint bh_game_data_get_n_##field (BhGameData *self) { return self->field->len; } \
  const type *bh_game_data_get_##name (BhGameData *self, guint i) \
  { g_return_val_if_fail (i < self->field->len, NULL); return g_ptr_array_index (self->field, i); }

GETTER (const char *, id, id)
GETTER (const char *, title, title)
GETTER (const char *, subtitle, subtitle)
GETTER (const char *, description, description)
GETTER (const char *, default_scenario, default_scenario)
GETTER (GFile *, folder, folder)
GETTER (const char *, digest, digest)
GETTER (GPtrArray *, geography, geography)
GETTER (GPtrArray *, props, props)

LIST (BhSide, side, sides)
LIST (BhNation, nation, nations)
LIST (BhNamed, terrain, terrains)
LIST (BhSpaceKind, space_kind, space_kinds)
LIST (BhConnectionKind, connection_kind, connection_kinds)
LIST (BhDie, die, dice)
LIST (BhPhase, phase, phases)
LIST (BhSpace, space, spaces)
LIST (BhConnection, connection, connections)
LIST (BhBox, box, boxes)
LIST (BhTrack, track, tracks)
LIST (BhMarker, marker, markers)
LIST (BhHexGrid, hexgrid, hexgrids)
LIST (BhUnitType, unit_type, unit_types)
LIST (BhTable, table, tables)
LIST (BhDeck, deck, decks)
LIST (BhScenario, scenario, scenarios)

guint
bh_game_data_get_n_seats (BhGameData *self)
{
  int seats = bh_props_lookup_int (self->props, "seats", 0);

  return seats > (int) self->sides->len ? (guint) seats : self->sides->len;
}

guint
bh_game_data_get_n_feature_kinds (BhGameData *self)
{
  return self->feature_kinds->len;
}

char *
bh_game_data_dup_seat_name (BhGameData *self, int seat, gboolean short_name)
{
  if (seat < 0)
    return g_strdup ("?");
  if (bh_game_data_get_n_seats (self) == self->sides->len && (guint) seat < self->sides->len)
    {
      const BhSide *side = g_ptr_array_index (self->sides, seat);

      return g_strdup (short_name && side->short_name != NULL ? side->short_name : side->name);
    }
  /* Translators: a player by seat number, in games whose players change
     sides (Geronimo): "Player 3" */
  return g_strdup_printf (_("Player %d"), seat + 1);
}

const BhFeatureKind *
bh_game_data_get_feature_kind (BhGameData *self, guint i)
{
  g_return_val_if_fail (i < self->feature_kinds->len, NULL);
  return g_ptr_array_index (self->feature_kinds, i);
}

void
bh_game_data_get_extent (BhGameData *self, double *x0, double *y0, double *x1, double *y1)
{
  *x0 = self->x0;
  *y0 = self->y0;
  *x1 = self->x1;
  *y1 = self->y1;
}

void
bh_game_data_project (BhGameData *self, double lat, double lon, double *x, double *y)
{
  *x = (lon - self->lon0) * self->coslat0 * self->scale;
  *y = (self->lat0 - lat) * self->scale;
}

guint
bh_game_data_get_n_locations (BhGameData *self)
{
  return self->n_locations;
}

BhLocationKind
bh_game_data_get_location_kind (BhGameData *self, int location, int *index)
{
  int n_spaces = self->spaces->len, n_boxes = self->boxes->len;

  if (location < n_spaces)
    {
      *index = location;
      return BH_LOCATION_SPACE;
    }
  if (location < n_spaces + n_boxes)
    {
      *index = location - n_spaces;
      return BH_LOCATION_BOX;
    }
  *index = location;
  return BH_LOCATION_HEX;
}

/* Hexes are named "grid.CCRR". */
static int
find_hex (BhGameData *self, const char *id)
{
  const char *dot = strrchr (id, '.');
  g_autofree char *grid_id = NULL;
  int col, row;

  if (dot == NULL || strlen (dot + 1) != 4 || !g_ascii_isdigit (dot[1]) || !g_ascii_isdigit (dot[2]) ||
      !g_ascii_isdigit (dot[3]) || !g_ascii_isdigit (dot[4]))
    return BH_NONE;
  grid_id = g_strndup (id, dot - id);
  col = (dot[1] - '0') * 10 + (dot[2] - '0');
  row = (dot[3] - '0') * 10 + (dot[4] - '0');
  for (guint i = 0; i < self->hexgrids->len; i++)
    {
      const BhHexGrid *grid = g_ptr_array_index (self->hexgrids, i);

      if (g_str_equal (grid->id, grid_id))
        {
          if (col < 1 || row < 1 || col > grid->cols || row > grid->rows)
            return BH_NONE;
          return grid->first_location + (row - 1) * grid->cols + (col - 1);
        }
    }
  return BH_NONE;
}

int
bh_game_data_find_location (BhGameData *self, const char *id)
{
  int location;

  if (id == NULL)
    return BH_NONE;
  location = bh_index_lookup (self->location_index, id);
  return location != BH_NONE ? location : find_hex (self, id);
}

static const BhHexGrid *
grid_of_location (BhGameData *self, int location, int *col, int *row)
{
  for (guint i = 0; i < self->hexgrids->len; i++)
    {
      const BhHexGrid *grid = g_ptr_array_index (self->hexgrids, i);
      int offset = location - grid->first_location;

      if (offset >= 0 && offset < grid->cols * grid->rows)
        {
          *col = offset % grid->cols + 1;
          *row = offset / grid->cols + 1;
          return grid;
        }
    }
  return NULL;
}

char *
bh_game_data_dup_location_id (BhGameData *self, int location)
{
  int index, col, row;
  const BhHexGrid *grid;

  if (location < 0 || (guint) location >= self->n_locations)
    return g_strdup ("offboard");
  switch (bh_game_data_get_location_kind (self, location, &index))
    {
    case BH_LOCATION_SPACE:
      return g_strdup (((BhSpace *) g_ptr_array_index (self->spaces, index))->id);
    case BH_LOCATION_BOX:
      return g_strdup (((BhBox *) g_ptr_array_index (self->boxes, index))->id);
    case BH_LOCATION_HEX:
    default:
      grid = grid_of_location (self, location, &col, &row);
      return g_strdup_printf ("%s.%02d%02d", grid->id, col, row);
    }
}

const char *
bh_game_data_get_location_name (BhGameData *self, int location)
{
  int index;

  if (location < 0 || (guint) location >= self->n_locations)
    return _("off the board");
  switch (bh_game_data_get_location_kind (self, location, &index))
    {
    case BH_LOCATION_SPACE:
      return ((BhSpace *) g_ptr_array_index (self->spaces, index))->name;
    case BH_LOCATION_BOX:
      return ((BhBox *) g_ptr_array_index (self->boxes, index))->name;
    case BH_LOCATION_HEX:
    default:
      {
        int col, row;
        const BhHexGrid *grid = grid_of_location (self, location, &col, &row);

        return grid->name;
      }
    }
}

guint
bh_game_data_get_n_pieces (BhGameData *self)
{
  return self->piece_types->len;
}

int
bh_game_data_get_piece_type (BhGameData *self, int piece)
{
  g_return_val_if_fail (piece >= 0 && (guint) piece < self->piece_types->len, BH_NONE);
  return g_array_index (self->piece_types, int, piece);
}

/* Pieces are named after their type, numbered when the mix has several:
 * "harmar", "us-regular-infantry.3". */
char *
bh_game_data_dup_piece_id (BhGameData *self, int piece)
{
  const BhUnitType *type = g_ptr_array_index (self->unit_types, bh_game_data_get_piece_type (self, piece));

  if (type->count == 1)
    return g_strdup (type->id);
  return g_strdup_printf ("%s.%d", type->id, piece - type->first_piece + 1);
}

int
bh_game_data_find_piece (BhGameData *self, const char *id)
{
  const char *dot = strrchr (id, '.');
  const BhUnitType *type;
  int t, n = 1;

  t = bh_index_lookup (self->piece_type_index, id);
  if (t == BH_NONE && dot)
    {
      g_autofree char *type_id = g_strndup (id, dot - id);
      char *end;
      gint64 number = g_ascii_strtoll (dot + 1, &end, 10);

      if (*end != '\0' || end == dot + 1 || number < 1 || number > G_MAXINT)
        return BH_NONE;
      t = bh_index_lookup (self->piece_type_index, type_id);
      n = (int) number;
    }
  if (t == BH_NONE)
    return BH_NONE;
  type = g_ptr_array_index (self->unit_types, t);
  if (n > type->count)
    return BH_NONE;
  return type->first_piece + n - 1;
}

int
bh_game_data_find_scenario (BhGameData *self, const char *id)
{
  return bh_index_lookup (self->scenario_index, id);
}

int
bh_game_data_find_side (BhGameData *self, const char *id)
{
  return bh_index_lookup (self->side_index, id);
}

int
bh_game_data_find_nation (BhGameData *self, const char *id)
{
  return bh_index_lookup (self->nation_index, id);
}

const char *
bh_game_data_get_value_label (BhGameData *self, const char *value_id)
{
  int i;

  g_return_val_if_fail (BH_IS_GAME_DATA (self), value_id);
  i = bh_index_lookup (self->value_kind_index, value_id);
  return i != BH_NONE ? ((BhNamed *) g_ptr_array_index (self->value_kinds, i))->name : value_id;
}

int
bh_game_data_find_space (BhGameData *self, const char *id)
{
  int location = bh_index_lookup (self->location_index, id);

  return location >= 0 && (guint) location < self->spaces->len ? location : BH_NONE;
}

int
bh_game_data_find_unit_type (BhGameData *self, const char *id)
{
  return bh_index_lookup (self->piece_type_index, id);
}

int
bh_game_data_find_marker (BhGameData *self, const char *id)
{
  return bh_index_lookup (self->marker_index, id);
}

#define FIND_BY_ID(name, field, type) \
  int bh_game_data_find_##name (BhGameData *self, const char *id) \
  { \
    for (guint i = 0; id && i < self->field->len; i++) \
      if (g_str_equal (((type *) g_ptr_array_index (self->field, i))->id, id)) \
        return i; \
    return BH_NONE; \
  }

FIND_BY_ID (table, tables, BhTable)
FIND_BY_ID (die, dice, BhDie)
FIND_BY_ID (phase, phases, BhPhase)

int
bh_scenario_find_option (const BhScenario *scenario, const char *id)
{
  for (guint i = 0; id && i < scenario->options->len; i++)
    if (g_str_equal (((const BhOption *) g_ptr_array_index (scenario->options, i))->id, id))
      return i;
  return BH_NONE;
}

void
bh_scenario_fill_saved_options (const BhScenario *scenario, GHashTable *options)
{
  for (guint i = 0; i < scenario->options->len; i++)
    {
      const BhOption *option = g_ptr_array_index (scenario->options, i);

      if (!g_hash_table_contains (options, option->id))
        g_hash_table_insert (options, g_strdup (option->id), GINT_TO_POINTER (option->absent_value));
    }
}

gboolean
bh_provenance_is_reconstructed (const BhProvenance *prov)
{
  return prov->source && g_str_equal (prov->source, "reconstructed");
}

const char *
bh_provenance_get_note (const BhProvenance *prov)
{
  return prov->note != NULL && *prov->note != '\0' ? bh_xml_data_gettext (prov->note) : prov->note;
}

static guint
count_in (GPtrArray *items, gsize prov_offset)
{
  guint n = 0;

  for (guint i = 0; i < items->len; i++)
    if (bh_provenance_is_reconstructed ((const BhProvenance *) ((const guint8 *) g_ptr_array_index (items, i) + prov_offset)))
      n++;
  return n;
}

/* Items whose own provenance says "reconstructed": spaces, connections,
 * features, boxes, tracks, unit types and their values, tables and rows,
 * cards, scenarios and placements. */
guint
bh_game_data_count_reconstructed (BhGameData *self)
{
  guint n = 0;

  n += count_in (self->spaces, G_STRUCT_OFFSET (BhSpace, prov));
  n += count_in (self->connections, G_STRUCT_OFFSET (BhConnection, prov));
  n += count_in (self->boxes, G_STRUCT_OFFSET (BhBox, prov));
  n += count_in (self->tracks, G_STRUCT_OFFSET (BhTrack, prov));
  n += count_in (self->tables, G_STRUCT_OFFSET (BhTable, prov));
  n += count_in (self->scenarios, G_STRUCT_OFFSET (BhScenario, prov));
  for (guint i = 0; i < self->spaces->len; i++)
    n += count_in (((BhSpace *) g_ptr_array_index (self->spaces, i))->features, G_STRUCT_OFFSET (BhFeature, prov));
  for (guint i = 0; i < self->unit_types->len; i++)
    {
      const BhUnitType *type = g_ptr_array_index (self->unit_types, i);

      if (bh_provenance_is_reconstructed (&type->prov))
        n++;
      for (guint f = 0; f < type->faces->len && type->kind != BH_UNIT_CARD; f++)
        n += count_in (((BhFace *) g_ptr_array_index (type->faces, f))->values, G_STRUCT_OFFSET (BhValue, prov));
    }
  for (guint i = 0; i < self->tables->len; i++)
    n += count_in (((BhTable *) g_ptr_array_index (self->tables, i))->rows, G_STRUCT_OFFSET (BhTableRow, prov));
  for (guint i = 0; i < self->scenarios->len; i++)
    {
      const BhScenario *s = g_ptr_array_index (self->scenarios, i);

      for (guint p = 0; p < s->placements->len; p++)
        if (bh_provenance_is_reconstructed (&g_array_index (s->placements, BhPlacement, p).prov))
          n++;
    }
  return n;
}

const char *
bh_props_lookup (GPtrArray *props, const char *name)
{
  for (guint i = 0; props && i < props->len; i++)
    {
      const BhProp *prop = g_ptr_array_index (props, i);

      if (g_str_equal (prop->name, name))
        return prop->value;
    }
  return NULL;
}

int
bh_props_lookup_int (GPtrArray *props, const char *name, int fallback)
{
  const char *value = bh_props_lookup (props, name);
  char *end;
  gint64 number;

  if (value == NULL)
    return fallback;
  number = g_ascii_strtoll (value, &end, 10);
  return end != value && *end == '\0' ? (int) CLAMP (number, G_MININT, G_MAXINT) : fallback;
}

int
bh_face_get_value (const BhFace *face, const char *name, int fallback)
{
  for (guint i = 0; i < face->values->len; i++)
    {
      const BhValue *value = g_ptr_array_index (face->values, i);

      if (g_str_equal (value->name, name))
        return value->num;
    }
  return fallback;
}
