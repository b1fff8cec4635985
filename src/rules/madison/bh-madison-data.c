/* bh-madison-data.c — Mr. Madison's War: everything the rules read from
 * data/games/madison, resolved once: spaces with their VP/WQ values,
 * territory, forts and land paths; pieces with their faces; cards with
 * their uses; the turn track; the land CRT.  No value of the game is a
 * constant in the code. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

static int
side_index (BhGameData *data, int side)
{
  const char *id;

  if (side < 0)
    return -1;
  id = bh_game_data_get_side (data, side)->id;
  return g_str_equal (id, "us") ? MAD_US : g_str_equal (id, "gb") ? MAD_GB : -1;
}

static int
class_of_letter (const char *letter)
{
  if (letter == NULL)
    return 1;
  return letter[0] == 'A' ? 3 : letter[0] == 'B' ? 2 : 1;
}

static gboolean
prop_true (GPtrArray *props, const char *name)
{
  const char *v = bh_props_lookup (props, name);

  return v != NULL && g_str_equal (v, "true");
}

/* The prop `name` of `props`, or NULL: its line names it in an error. */
static const BhProp *
prop_named (GPtrArray *props, const char *name)
{
  for (guint i = 0; props && i < props->len; i++)
    {
      const BhProp *prop = g_ptr_array_index (props, i);

      if (g_str_equal (prop->name, name))
        return prop;
    }
  return NULL;
}

/* The lake (its number, 2.4) that the prop `name` of a feature of `space`
 * names: -1 without the prop; -2, with the error set, when it names no
 * Lake Control Box (a typo must not quietly take a town off its lake). */
static int
feature_lake (GHashTable *lakes, const BhSpace *space, GPtrArray *props, const char *name, GError **error)
{
  const BhProp *prop = prop_named (props, name);
  int lake;

  if (prop == NULL)
    return -1;
  lake = GPOINTER_TO_INT (g_hash_table_lookup (lakes, prop->value)) - 1;
  if (lake < 0)
    {
      /* Translators: Mr. Madison's War data: the line of board.xml, the
         space's id, then the lake id it names */
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID,
                   _("Mr. Madison's War: board.xml:%d: %s names the lake “%s”, which has no Lake Control Box"),
                   prop->prov.line, space->id, prop->value);
      return -2;
    }
  return lake;
}

static int
box_location (MadData *d, const char *id, GError **error)
{
  int l = bh_game_data_find_location (d->data, id);

  if (l < (int) d->n_spaces)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Mr. Madison's War: the board has no box “%s”"), id);
      return -1;
    }
  return l;
}

static gboolean
read_spaces (MadData *d, GError **error)
{
  BhGameData *data = d->data;
  g_autoptr(GHashTable) lakes = g_hash_table_new (g_str_hash, g_str_equal);

  /* Lakes are numbered in the order of their Lake Control Boxes (2.4). */
  for (guint s = 0; s < d->n_spaces; s++)
    {
      const BhSpace *space = bh_game_data_get_space (data, s);
      const char *kind = bh_game_data_get_space_kind (data, space->kind)->id;

      if (g_str_equal (kind, "lake-box"))
        g_hash_table_insert (lakes, space->id, GINT_TO_POINTER (g_hash_table_size (lakes) + 1));
    }
  for (guint s = 0; s < d->n_spaces; s++)
    {
      const BhSpace *space = bh_game_data_get_space (data, s);
      MadSpace *m = &d->spaces[s];
      const char *kind = bh_game_data_get_space_kind (data, space->kind)->id;

      m->town = g_str_equal (kind, "town");
      m->lake_box = g_str_equal (kind, "lake-box");
      m->transit = g_str_equal (kind, "transit-box");
      m->owner = side_index (data, space->owner_side);
      m->vp = bh_props_lookup_int (space->props, "vp", 0);
      m->forest = space->terrain >= 0 && g_str_equal (bh_game_data_get_terrain (data, space->terrain)->id, "forest");
      m->lake = m->lake_box ? GPOINTER_TO_INT (g_hash_table_lookup (lakes, space->id)) - 1 : -1;
      m->supply_side = m->reinf_side = -1;
      m->nwc_to = -1;
      m->base_side = m->base_lake = -1;
      m->base_only = -1;
      m->montreal = bh_props_lookup_int (space->props, "attack-drm-first-round", 0);
      m->us_target = bh_props_lookup (space->props, "us-instant-victory") != NULL;
      m->gb_target = prop_true (space->props, "gb-instant-victory");
      m->end_lake_supply = bh_props_lookup (space->props, "end-supply-lake") != NULL;
      for (guint f = 0; f < space->features->len; f++)
        {
          const BhFeature *feature = g_ptr_array_index (space->features, f);
          const char *fk = bh_game_data_get_feature_kind (data, feature->kind)->id;

          if (g_str_equal (fk, "lakeside"))
            {
              m->lake = feature_lake (lakes, space, feature->props, "lake", error);
              if (m->lake < -1)
                return FALSE;
            }
          else if (g_str_equal (fk, "fort"))
            {
              m->fort_value = bh_props_lookup_int (feature->props, "value", 0);
              m->fort_class = class_of_letter (bh_props_lookup (feature->props, "class"));
              m->fort_from = bh_props_lookup_int (feature->props, "from-turn", 1);
            }
          else if (g_str_equal (fk, "naval-base"))
            {
              const BhProp *only = prop_named (feature->props, "builds-only");

              m->base_side = side_index (data, feature->side);
              m->base_lake = feature_lake (lakes, space, feature->props, "lake", error);
              if (m->base_lake < -1)
                return FALSE;
              m->base_backup = g_strcmp0 (bh_props_lookup (feature->props, "role"), "backup") == 0;
              m->base_repairs = prop_true (feature->props, "repair");
              m->base_year = bh_props_lookup_int (feature->props, "from-year", 1812);
              m->base_only = only ? bh_game_data_find_unit_type (data, only->value) : -1;
              if (only && m->base_only < 0)
                {
                  /* Translators: Mr. Madison's War data: the line of
                     board.xml, the space's id, then the id it names */
                  g_set_error (error, BH_ERROR, BH_ERROR_INVALID,
                               _("Mr. Madison's War: board.xml:%d: the naval base of %s builds only “%s”, which is no unit type"),
                               only->prov.line, space->id, only->value);
                  return FALSE;
                }
            }
          else if (g_str_equal (fk, "reinforcement"))
            {
              m->reinf_side = side_index (data, feature->side);
              if (prop_true (feature->props, "supply-source"))
                m->supply_side = m->reinf_side;
            }
        }
      for (guint i = 0; i < space->connections->len; i++)
        {
          const BhConnection *conn = bh_game_data_get_connection (data, g_array_index (space->connections, int, i));
          const char *ck = bh_game_data_get_connection_kind (data, conn->kind)->id;
          int other = conn->from == (int) s ? conn->to : conn->from;

          /* 2.5: the towns from which ships enter the Transit Box. */
          if (g_str_equal (ck, "transit") && m->town)
            m->transit_link = TRUE;
          /* 3.61: the Northwest Company's canoe route, its own. */
          if (g_str_equal (ck, "nwc-route"))
            {
              m->nwc_to = (gint16) other;
              m->nwc_cost = (gint8) MAX (conn->cost, 1);
            }
          if (!g_str_equal (ck, "road") && !g_str_equal (ck, "trail") && !g_str_equal (ck, "mir"))
            continue;
          if (conn->directed && conn->from != (int) s)
            continue;
          if (m->n_adj >= MAD_MAX_ADJ)
            {
              g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Mr. Madison's War: %s has too many paths"), space->id);
              return FALSE;
            }
          m->adj[m->n_adj].to = other;
          m->adj[m->n_adj].cost = conn->cost;
          m->adj[m->n_adj].mir = g_str_equal (ck, "mir");
          m->n_adj++;
        }
    }
  return TRUE;
}

static void
read_piece (MadData *d, const BhUnitType *type, MadPiece *m)
{
  BhGameData *data = d->data;
  const char *klass = type->klass ? type->klass : "";

  m->side = side_index (data, type->side);
  m->n_faces = type->faces->len;
  for (guint f = 0; f < 2 && f < type->faces->len; f++)
    {
      const BhFace *face = g_ptr_array_index (type->faces, f);

      m->strength[f] = bh_face_get_value (face, "strength", 0);
      m->quality[f] = bh_face_get_value (face, "quality", 1);
      m->command[f] = bh_face_get_value (face, "command", 1);
      m->modifier[f] = bh_face_get_value (face, "modifier", 0);
      if (f == 0)
        {
          m->mf = bh_face_get_value (face, "mf", 6);
          m->rank = bh_face_get_value (face, "rank", 0);
        }
    }
  switch (type->kind)
    {
    case BH_UNIT_UNIT:
      m->kind = PK_UNIT;
      m->indian = prop_true (type->props, "indian");
      m->regular = prop_true (type->props, "regular");
      m->detachment = prop_true (type->props, "detachment");
      m->dragoon = g_str_equal (klass, "dragoon");
      m->militia = g_str_equal (klass, "militia");
      m->nwc = g_str_equal (klass, "nwc");
      m->lc_militia = bh_props_lookup (type->props, "max-distance-from") != NULL;
      break;
    case BH_UNIT_LEADER:
      m->kind = g_str_equal (klass, "naval-leader") ? PK_NAVAL_LEADER : PK_LEADER;
      m->tecumseh = g_str_equal (klass, "tecumseh");
      m->limit = bh_props_lookup_int (type->props, "command-limit", 0);
      /* 3.37: the lakes a naval leader is assigned to. */
      {
        g_auto(GStrv) lakes = g_strsplit (bh_props_lookup (type->props, "lakes") ?: "", ",", -1);

        for (int i = 0; lakes[i] != NULL; i++)
          {
            int box = bh_game_data_find_space (data, g_strstrip (lakes[i]));

            if (box >= 0 && d->spaces[box].lake >= 0)
              m->lakes |= 1 << d->spaces[box].lake;
          }
      }
      break;
    case BH_UNIT_SHIP:
      m->kind = PK_SHIP;
      /* 15.17, 15.23: "half" is half a point (two schooners a point). */
      m->build_cost2 = g_strcmp0 (bh_props_lookup (type->props, "build-cost"), "half") == 0
                     ? 1 : 2 * bh_props_lookup_int (type->props, "build-cost", 1);
      m->repair_cost2 = g_strcmp0 (bh_props_lookup (type->props, "repair-cost"), "half") == 0
                      ? 1 : 2 * bh_props_lookup_int (type->props, "repair-cost", 1);
      m->build_turn = bh_props_lookup_int (type->props, "build-turn", 1);
      m->prebuilt = prop_true (type->props, "prebuilt");
      m->ship_type = g_str_equal (klass, "brig") ? 1 : g_str_equal (klass, "corvette") ? 2 : g_str_equal (klass, "frigate") ? 3
                   : g_str_equal (klass, "ship-of-the-line") ? 4 : 0;
      m->quality[0] = m->quality[1] = class_of_letter (bh_props_lookup (type->props, "class-letter"));
      {
        const char *lake = bh_props_lookup (type->props, "lake");
        int box = lake ? bh_game_data_find_space (data, lake) : -1;

        m->lake = box >= 0 ? d->spaces[box].lake : -1;
      }
      break;
    case BH_UNIT_STRUCTURE:
      m->kind = g_str_equal (klass, "supply-depot") ? PK_DEPOT : PK_EVENT_FORT;
      /* 2.74: an Event Card Fort's value and class. */
      if (type->faces->len > 0)
        m->strength[0] = bh_face_get_value (g_ptr_array_index (type->faces, 0), "value", 0);
      m->quality[0] = class_of_letter (bh_props_lookup (type->props, "class"));
      break;
    case BH_UNIT_CARD:
      m->kind = PK_CARD;
      break;
    default:
      m->kind = PK_MARKER;
      break;
    }
}

static gboolean
read_card (MadData *d, const BhCard *card, MadPiece *m, GError **error)
{
  const char *type = bh_props_lookup (card->props, "type");
  const char *side = bh_props_lookup (card->props, "event-side");
  const char *winter = bh_props_lookup (card->props, "winter");

  m->kind = PK_CARD;
  m->side = -1;
  m->number = bh_props_lookup_int (card->props, "number", 0);
  m->year = bh_props_lookup_int (card->props, "year", 1812) - 1800;
  for (guint i = 0; i < card->values->len; i++)
    {
      const BhValue *v = g_ptr_array_index (card->values, i);

      if (g_str_equal (v->name, "ops"))
        m->ops = v->num;
      else if (g_str_equal (v->name, "vp"))
        m->vp = v->num;
    }
  m->card_type = !type ? CT_EVENT : g_str_equal (type, "campaign") ? CT_CAMPAIGN : g_str_equal (type, "battle") ? CT_BATTLE
               : g_str_equal (type, "reaction") ? CT_REACTION : g_str_equal (type, "special") ? CT_SPECIAL : CT_EVENT;
  /* 8.22: "a card actually can have two modes" ("Operations/Battle").  No
   * card of the reconstructed deck has one (docs/rules/madison.md,
   * Readings), so a type the rules do not know is refused rather than
   * played as an event. */
  if (type && !g_str_equal (type, "event") && !g_str_equal (type, "campaign") && !g_str_equal (type, "battle") &&
      !g_str_equal (type, "reaction") && !g_str_equal (type, "special"))
    {
      /* Translators: Mr. Madison's War data: the line of tables.xml, the
         card's id, then its type */
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID,
                   _("Mr. Madison's War: tables.xml:%d: card %s has the type “%s”, which the rules do not play (two-mode cards, 8.22, are not written)"),
                   prop_named (card->props, "type")->prov.line, card->id, type);
      return FALSE;
    }
  m->event_side = !side ? -1 : g_str_equal (side, "us") ? MAD_US : g_str_equal (side, "gb") ? MAD_GB
                : g_str_equal (side, "both") ? 2 : -1;
  m->winter = winter ? (gint16) g_ascii_strtoll (winter, NULL, 10) : 0;
  m->dow = prop_true (card->props, "prewar-trigger");
  m->treaty = prop_true (card->props, "kept-out-of-first-deal");
  mad_read_event (d, card, m);
  return TRUE;
}

/* 12.4, 12.41: the naval tables (reconstructed in tables.xml). */
static void
read_naval (MadData *d)
{
  static const char *rows[] = { "le0", "1", "2", "3", "4", "5", "ge6" };
  int t = bh_game_data_find_table (d->data, "naval-crt");

  memset (d->naval_crt, 0, sizeof d->naval_crt);
  if (t >= 0)
    {
      const BhTable *table = bh_game_data_get_table (d->data, t);

      for (guint r = 0; r < table->rows->len; r++)
        {
          const BhTableRow *row = g_ptr_array_index (table->rows, r);

          for (guint k = 0; k < G_N_ELEMENTS (rows); k++)
            if (g_str_equal (row->key, rows[k]))
              for (guint side = 0; side < 2 && side < row->cells->len; side++)
                {
                  const char *cell = g_ptr_array_index (row->cells, side);

                  d->naval_crt[k][side] = g_str_equal (cell, "SF") ? -1 : (gint8) g_ascii_strtoll (cell, NULL, 10);
                }
        }
    }
  t = bh_game_data_find_table (d->data, "naval-victor-loss");
  if (t >= 0)
    {
      const BhTable *table = bh_game_data_get_table (d->data, t);

      for (guint r = 0; r < table->rows->len; r++)
        {
          const BhTableRow *row = g_ptr_array_index (table->rows, r);
          int lo = 0, hi = 0, n = row->cells->len > 0 ? (int) g_ascii_strtoll (g_ptr_array_index (row->cells, 0), NULL, 10) : 0;

          if (sscanf (row->key, "%d-%d", &lo, &hi) < 2)
            hi = lo;
          for (int v = MAX (lo, 1); v <= MIN (hi, 6); v++)
            d->victor_loss[v] = n;
        }
    }
}

static void
read_crt (MadData *d)
{
  int t = bh_game_data_find_table (d->data, "land-odds");
  static const char *odds_keys[] = { "1-4", "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1" };
  static const char *crt_keys[] = { "le2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "ge13" };
  static const char *codes[] = { "NE", "AR", "AR-1", "AR-2", "DR", "DR-1", "DR-2", "EX", "F" };

  if (t >= 0)
    {
      const BhTable *table = bh_game_data_get_table (d->data, t);

      for (guint r = 0; r < table->rows->len; r++)
        {
          const BhTableRow *row = g_ptr_array_index (table->rows, r);

          for (guint k = 0; k < G_N_ELEMENTS (odds_keys); k++)
            if (g_str_equal (row->key, odds_keys[k]) && row->cells->len > 0)
              d->odds_drm[k] = (int) g_ascii_strtoll (g_ptr_array_index (row->cells, 0), NULL, 10);
        }
    }
  t = bh_game_data_find_table (d->data, "land-crt");
  if (t >= 0)
    {
      const BhTable *table = bh_game_data_get_table (d->data, t);

      for (guint r = 0; r < table->rows->len; r++)
        {
          const BhTableRow *row = g_ptr_array_index (table->rows, r);

          for (guint k = 0; k < G_N_ELEMENTS (crt_keys); k++)
            if (g_str_equal (row->key, crt_keys[k]) && row->cells->len > 0)
              for (guint c = 0; c < G_N_ELEMENTS (codes); c++)
                if (g_str_equal (g_ptr_array_index (row->cells, 0), codes[c]))
                  d->crt[k] = c;
        }
    }
}

/* A rule constant of game.xml (RULES-DONE 9: the data is its one source):
 * absent, or not a whole number from `min` to `max`, sets the error with
 * the file, the line and the problem, and returns FALSE. */
static gboolean
game_number (MadData *d, const char *name, int min, int max, int *out, GError **error)
{
  const BhProp *prop = prop_named (bh_game_data_get_props (d->data), name);
  char *end = NULL;
  gint64 v;

  if (prop == NULL)
    {
      /* Translators: Mr. Madison's War data: the prop's name */
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Mr. Madison's War: game.xml: the rule constant “%s” is missing"), name);
      return FALSE;
    }
  v = g_ascii_strtoll (prop->value, &end, 10);
  if (end == prop->value || *end != '\0' || v < min || v > max)
    {
      /* Translators: Mr. Madison's War data: the line of game.xml, the
         prop's name, its value, the lowest and highest values allowed */
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID,
                   _("Mr. Madison's War: game.xml:%d: the rule constant “%s” is “%s”, not a whole number from %d to %d"),
                   prop->prov.line, name, prop->value, min, max);
      return FALSE;
    }
  *out = (int) v;
  return TRUE;
}

/* A list of years of game.xml (`name`): by turn, whether the turn's year
 * is one of them; an entry that is no year of the turn track is refused. */
static gboolean
game_years (MadData *d, const char *name, guint8 *by_turn, GError **error)
{
  const BhProp *prop = prop_named (bh_game_data_get_props (d->data), name);
  g_auto(GStrv) list = NULL;

  if (prop == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Mr. Madison's War: game.xml: the rule constant “%s” is missing"), name);
      return FALSE;
    }
  list = g_strsplit (prop->value, ",", -1);
  for (int i = 0; list[i]; i++)
    {
      gboolean found = FALSE;

      for (int t = 1; t < MAD_MAX_TURNS; t++)
        if (d->turns[t].year > 0 && g_strcmp0 (g_strstrip (list[i]), "") != 0 && d->turns[t].year == atoi (list[i]))
          found = by_turn[t] = 1;
      if (!found)
        {
          /* Translators: Mr. Madison's War data: the line of game.xml, the
             prop's name, the entry that is no year */
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID,
                       _("Mr. Madison's War: game.xml:%d: the rule constant “%s” names “%s”, which is no year of the turn track"),
                       prop->prov.line, name, list[i]);
          return FALSE;
        }
    }
  return TRUE;
}

/* The side a game.xml prop names (`us` or `gb`). */
static gboolean
game_side (MadData *d, const char *name, int *out, GError **error)
{
  const BhProp *prop = prop_named (bh_game_data_get_props (d->data), name);

  if (prop == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Mr. Madison's War: game.xml: the rule constant “%s” is missing"), name);
      return FALSE;
    }
  if (!g_str_equal (prop->value, "us") && !g_str_equal (prop->value, "gb"))
    {
      /* Translators: Mr. Madison's War data: the line of game.xml, the
         prop's name, its value; "us" and "gb" are ids, not translated */
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID,
                   _("Mr. Madison's War: game.xml:%d: the rule constant “%s” is “%s”, not a side (us or gb)"),
                   prop->prov.line, name, prop->value);
      return FALSE;
    }
  *out = g_str_equal (prop->value, "us") ? MAD_US : MAD_GB;
  return TRUE;
}

MadData *
mad_data_new (BhGameData *data, GError **error)
{
  MadData *d = g_new0 (MadData, 1);
  int turn_track = -1;

  d->data = data;
  d->n_spaces = bh_game_data_get_n_spaces (data);
  d->n_boxes = bh_game_data_get_n_boxes (data);
  d->n_locations = bh_game_data_get_n_locations (data);
  d->n_pieces = bh_game_data_get_n_pieces (data);
  if (d->n_locations > MAD_MAX_LOCATIONS || d->n_pieces > MAD_MAX_PIECES)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Mr. Madison's War: the data has more spaces or pieces than the rules hold"));
      goto fail;
    }
  if (!read_spaces (d, error))
    goto fail;
  d->dow = d->treaty = -1;
  for (guint p = 0; p < d->n_pieces; p++)
    {
      const BhUnitType *type = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, p));

      if (type->kind == BH_UNIT_CARD && type->deck >= 0)
        {
          const BhDeck *deck = bh_game_data_get_deck (data, type->deck);

          for (guint i = 0; i < deck->cards->len; i++)
            {
              const BhCard *card = g_ptr_array_index (deck->cards, i);

              if (card->unit_type == bh_game_data_get_piece_type (data, p))
                {
                  if (!read_card (d, card, &d->pieces[p], error))
                    goto fail;
                  mad_read_reaction (d, card, &d->pieces[p]);
                  if (!mad_read_battle_card (d, card, &d->pieces[p], error))
                    goto fail;
                }
            }
          if (d->pieces[p].dow)
            d->dow = p;
          if (d->pieces[p].treaty)
            d->treaty = p;
        }
      else
        {
          read_piece (d, type, &d->pieces[p]);
          mad_read_special (d, type, &d->pieces[p]);
        }
      d->pieces[p].type = bh_game_data_get_piece_type (data, p);
      d->pieces[p].removed_with = -1;
    }
  /* 3.54: Tecumseh and the Shawnee unit leave the map together. */
  for (guint p = 0; p < d->n_pieces; p++)
    {
      const BhUnitType *type = bh_game_data_get_unit_type (data, d->pieces[p].type);
      const char *with = type ? bh_props_lookup (type->props, "removed-with") : NULL;

      if (with != NULL)
        for (guint q = 0; q < d->n_pieces; q++)
          if (g_strcmp0 (bh_game_data_get_unit_type (data, d->pieces[q].type)->id, with) == 0)
            {
              d->pieces[p].removed_with = q;
              d->pieces[q].removed_with = p;
            }
    }
  if ((d->pile[0] = box_location (d, "pile-1812", error)) < 0 || (d->pile[1] = box_location (d, "pile-1813", error)) < 0 ||
      (d->pile[2] = box_location (d, "pile-1814", error)) < 0 || (d->prewar_deck = box_location (d, "prewar-deck", error)) < 0 ||
      (d->set_aside = box_location (d, "set-aside", error)) < 0 || (d->discard = box_location (d, "discard", error)) < 0 ||
      (d->hand[0] = box_location (d, "hand-us", error)) < 0 || (d->hand[1] = box_location (d, "hand-gb", error)) < 0 ||
      (d->held[0] = box_location (d, "held-us", error)) < 0 || (d->held[1] = box_location (d, "held-gb", error)) < 0 ||
      (d->vp_cards = box_location (d, "vp-cards", error)) < 0 || (d->eliminated = box_location (d, "eliminated", error)) < 0 ||
      (d->removed = box_location (d, "removed", error)) < 0 || (d->ships_box[0] = box_location (d, "ships-us", error)) < 0 ||
      (d->ships_box[1] = box_location (d, "ships-gb", error)) < 0)
    goto fail;
  d->m_turn = bh_game_data_find_marker (data, "turn");
  d->m_vp = bh_game_data_find_marker (data, "vp");
  if (d->m_turn < 0 || d->m_vp < 0 || d->dow < 0 || d->treaty < 0)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Mr. Madison's War: the turn or VP marker, the Declaration of War or the Treaty of Ghent is missing"));
      goto fail;
    }
  turn_track = bh_game_data_get_marker (data, d->m_turn)->track;
  {
    const BhTrack *track = bh_game_data_get_track (data, turn_track);
    const BhTrack *vp = bh_game_data_get_track (data, bh_game_data_get_marker (data, d->m_vp)->track);

    d->vp_min = vp->min;
    d->vp_max = vp->max;
    d->max_turn = MIN (track->max, MAD_MAX_TURNS - 1);
    for (guint i = 0; i < track->squares->len; i++)
      {
        const BhSquare *sq = g_ptr_array_index (track->squares, i);
        const char *deal = bh_props_lookup (sq->props, "deal");

        if (sq->value < 1 || sq->value >= MAD_MAX_TURNS)
          continue;
        d->turns[sq->value].year = bh_props_lookup_int (sq->props, "year", 1812);
        d->turns[sq->value].winter = prop_true (sq->props, "winter");
        d->turns[sq->value].deal = deal && g_str_equal (deal, "prewar") ? -1 : bh_props_lookup_int (sq->props, "deal", 0);
      }
  }
  read_crt (d);
  read_naval (d);
  /* 2.6: lakes in one retreat group count as one. */
  for (int l = 0; l < 8; l++)
    d->lake_group[l] = l;
  for (guint s = 0; s < d->n_spaces; s++)
    if (d->spaces[s].lake_box && d->spaces[s].lake >= 0)
      {
        const char *group = bh_props_lookup (bh_game_data_get_space (data, s)->props, "retreat-group");

        /* 2.6: "Naval units on Lake Huron must retreat to a friendly
         * lakeside town on Lake Huron first if one is available." */
        if (d->spaces[s].lake < 8)
          d->lake_first[d->spaces[s].lake] = prop_true (bh_game_data_get_space (data, s)->props, "retreat-own-lake-first");

        for (guint t = 0; group && t < s; t++)
          if (d->spaces[t].lake_box && d->spaces[t].lake >= 0)
            {
              const char *other = bh_props_lookup (bh_game_data_get_space (data, t)->props, "retreat-group");

              if (other && g_str_equal (group, other))
                d->lake_group[d->spaces[s].lake] = d->lake_group[d->spaces[t].lake];
            }
      }
  if (!game_number (d, "prewar-deck-size", 1, 99, &d->prewar_size, error) ||            /* 6.2 step 2 */
      !game_number (d, "prewar-hand-limit", 0, 99, &d->prewar_limit, error) ||          /* 6.31 */
      !game_number (d, "hold-per-hand", 0, 99, &d->holds_per_hand, error) ||            /* 7.34 */
      !game_number (d, "first-player-1813-auto-vp", 0, 99, &d->first_auto_vp, error) || /* 7.33 */
      !game_number (d, "victory-decisive", 1, 99, &d->decisive, error) ||               /* 17.1 */
      !game_number (d, "victory-marginal", 1, 99, &d->marginal, error) ||               /* 17.1 */
      !game_number (d, "gb-instant-victory-count", 1, 99, &d->gb_targets_needed, error) || /* 17.32 */
      !game_years (d, "us-instant-victory-years", d->us_iv_year, error) ||              /* 17.31 */
      !game_number (d, "mandatory-rbc-odds", 1, 99, &d->rbc_odds, error) ||             /* 9.51 */
      !game_number (d, "lake-vp", 0, 99, &d->lake_vp, error) ||                         /* 4.16 */
      !game_number (d, "depot-wq-bonus", 0, 99, &d->depot_wq, error) ||                 /* 13.51 */
      !game_number (d, "event-fort-wq-bonus", 0, 99, &d->event_fort_wq, error) ||       /* 2.74 */
      !game_number (d, "land-leader-mf", 1, 99, &d->leader_mf, error) ||                /* 3.34 */
      !game_years (d, "british-regulars-clear-drm-years", d->regulars_drm_year, error) || /* 10.44 */
      !game_side (d, "stalemate-winner", &d->stalemate_winner, error))                 /* 17.2 */
    goto fail;
  return d;

fail:
  g_free (d);
  return NULL;
}

void
mad_data_free (MadData *d)
{
  g_free (d);
}
