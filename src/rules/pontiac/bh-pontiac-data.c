/* bh-pontiac-data.c — reads what the Pontiac's War rules need from the game
 * data once: piece classes and values (counters.xml), the trail graph and
 * the forts (board.xml), the limits and 1d6 tables (tables.xml) and every
 * scenario's settings (scenario props). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bh-pontiac-data.h"

static const BhTable *
find_table (BhGameData *data, const char *id)
{
  int t = bh_game_data_find_table (data, id);

  return t < 0 ? NULL : bh_game_data_get_table (data, t);
}

/* The cell of a table row in column `col` (0-based), as an integer. */
static int
table_int (BhGameData *data, const char *table, const char *row, guint col, int fallback)
{
  const BhTable *t = find_table (data, table);

  if (t == NULL)
    return fallback;
  for (guint i = 0; i < t->rows->len; i++)
    {
      const BhTableRow *r = g_ptr_array_index (t->rows, i);

      if (g_str_equal (r->key, row) && col < r->cells->len)
        {
          const char *cell = g_ptr_array_index (r->cells, col);
          char *end;
          long v = strtol (cell, &end, 10);

          return end == cell ? fallback : (int) v;
        }
    }
  return fallback;
}

/* A 1d6 table keyed by roll ranges ("1-2", "5-7", "7+"): column `col` of
 * the row covering each roll 1..7 goes into out[roll]; a cell that is not a
 * number gives `text_value`. */
static void
table_by_roll (BhGameData *data, const char *table, guint col, int *out, int text_value)
{
  const BhTable *t = find_table (data, table);

  for (int r = 0; r < 8; r++)
    out[r] = 0;
  if (t == NULL)
    return;
  for (guint i = 0; i < t->rows->len; i++)
    {
      const BhTableRow *row = g_ptr_array_index (t->rows, i);
      int lo = 0, hi = 0;
      const char *cell;
      char *end;
      long v;

      if (sscanf (row->key, "%d-%d", &lo, &hi) != 2)
        {
          if (sscanf (row->key, "%d+", &lo) != 1)
            continue;
          hi = 7;
        }
      if (col >= row->cells->len)
        continue;
      cell = g_ptr_array_index (row->cells, col);
      v = strtol (cell, &end, 10);
      for (int r = MAX (lo, 0); r <= MIN (hi, 7); r++)
        out[r] = end == cell ? text_value : (int) v;
    }
}

static int
limit (BhGameData *data, const char *key, int fallback)
{
  return table_int (data, "limits", key, 0, fallback);
}

static guint8
class_of (const BhUnitType *type)
{
  static const struct { const char *klass; guint8 pc; } map[] = {
    { "warrior-band", PC_BAND }, { "sachem", PC_SACHEM }, { "key-leader", PC_KEY_LEADER },
    { "regular", PC_REGULAR }, { "militia", PC_MILITIA }, { "indian-allies", PC_ALLIES },
    { "french-militia", PC_FRENCH_MILITIA }, { "artillery", PC_ARTILLERY }, { "supply", PC_SUPPLY },
    { "ship", PC_SHIP }, { "named-officer", PC_OFFICER }, { "replacement-officer", PC_REPLACEMENT },
    { "captive", PC_CAPTIVE }, { "siege", PC_SIEGE }, { "razed-fort", PC_RAZED_FORT },
    { "razed-settlement", PC_RAZED_SETTLEMENT }, { "razed-village", PC_RAZED_VILLAGE },
    { "treaty", PC_TREATY }, { "war-belt", PC_WAR_BELT }, { "offmap-marker", PC_OFFMAP },
  };

  if (type->kind == BH_UNIT_CARD)
    return PC_CARD;
  for (guint i = 0; i < G_N_ELEMENTS (map); i++)
    if (type->klass && g_str_equal (type->klass, map[i].klass))
      return map[i].pc;
  return type->kind == BH_UNIT_MARKER ? PC_MARKER : PC_OTHER;
}

static int
face_value (const BhUnitType *type, guint face, const char *name, int fallback)
{
  if (face >= type->faces->len)
    return fallback;
  return bh_face_get_value (g_ptr_array_index (type->faces, face), name, fallback);
}

static guint8
icon_of (const char *text)
{
  if (text == NULL)
    return ICON_ANYWHERE;
  if (g_str_equal (text, "fort"))
    return ICON_FORT;
  if (g_str_equal (text, "settlement"))
    return ICON_SETTLEMENT;
  if (g_str_equal (text, "village"))
    return ICON_VILLAGE;
  if (g_str_equal (text, "wilderness"))
    return ICON_WILDERNESS;
  return ICON_ANYWHERE;
}

/* A base type's 1-FP and 2-FP unit types (raising by FP, 6.0). */
static gboolean
base_types (BhGameData *data, const char *base, gint16 *one, gint16 *two)
{
  *one = *two = -1;
  for (guint u = 0; u < bh_game_data_get_n_unit_types (data); u++)
    {
      const BhUnitType *o = bh_game_data_get_unit_type (data, u);
      const char *ob = bh_props_lookup (o->props, "base-type");

      if (ob == NULL || !g_str_equal (ob, base))
        continue;
      if (face_value (o, 0, "printed-fp", face_value (o, 0, "fp", 1)) >= 2)
        *two = u;
      else
        *one = u;
    }
  return *one >= 0 || *two >= 0;
}

/* One effect of a card's "effect" prop: KIND[/BASE][:N][:first|second|each][@COND[/BASE]]. */
static gboolean
parse_effect (BhGameData *data, const char *text, PontiacEffect *e, GError **error)
{
  static const char *const kinds[EF_N] = {
    [EF_DICE] = "dice", [EF_ENEMY_DICE] = "enemy-dice", [EF_SACHEM_DICE] = "sachem-dice",
    [EF_HIT_ON] = "hit-on", [EF_FORT] = "fort", [EF_CANCEL] = "cancel", [EF_ARMS] = "arms",
    [EF_SURE_RETREAT] = "sure-retreat", [EF_STAND] = "stand", [EF_NO_RETREAT] = "no-retreat",
    [EF_GUNS] = "guns", [EF_SHIP_GUNS] = "ship-guns", [EF_NO_GUNS] = "no-guns",
    [EF_CANCEL_CARD] = "cancel-card", [EF_END_BATTLE] = "end-battle", [EF_RAISE] = "raise",
    [EF_RAISE_VILLAGE] = "raise-village", [EF_RAISE_SACHEMS] = "raise-sachems", [EF_SUPPLY] = "supply",
    [EF_TAKE_SUPPLY] = "take-supply", [EF_PLAGUE] = "plague", [EF_WITHDRAW] = "withdraw",
    [EF_GO_HOME] = "go-home", [EF_DISRUPT] = "disrupt", [EF_DISRUPT_MILITIA] = "disrupt-militia",
    [EF_PEACE] = "peace", [EF_REROLL] = "reroll", [EF_DISCARD_ENEMY] = "discard-enemy", [EF_DRAW] = "draw",
    [EF_SHIP_LOST] = "ship-lost", [EF_RAID] = "raid", [EF_NO_RAZE] = "no-raze", [EF_RAZED_ARMS] = "razed-arms",
    [EF_ROLL] = "roll",
  };
  static const char *const conds[] = {
    [EC_NONE] = "", [EC_PONTIAC] = "pontiac", [EC_NEOLIN] = "neolin", [EC_RIFLES] = "rifles",
    [EC_NO_ROGERS] = "no-rogers", [EC_DOCK] = "dock", [EC_DEFENDING] = "defending", [EC_DETROIT] = "detroit",
    [EC_LEADER] = "leader", [EC_HAS] = "has",
  };
  g_autofree char *copy = g_strstrip (g_strdup (text));
  char *at = strchr (copy, '@');
  g_auto(GStrv) f = NULL;
  char *slash;

  memset (e, 0, sizeof *e);
  e->type = e->type2 = -1;
  e->n = 1;
  e->rounds = ER_EACH;
  if (at != NULL)
    {
      char *cs = at + 1;

      *at = '\0';
      slash = strchr (cs, '/');
      if (slash != NULL)
        *slash = '\0';
      for (guint k = 1; k < G_N_ELEMENTS (conds); k++)
        if (g_str_equal (cs, conds[k]))
          e->cond = k;
      if (e->cond == EC_NONE || (e->cond == EC_HAS) != (slash != NULL)
          || (slash != NULL && !base_types (data, slash + 1, &e->type, &e->type2)))
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "unknown condition @%s%s%s", cs, slash ? "/" : "",
                       slash ? slash + 1 : "");
          return FALSE;
        }
    }
  f = g_strsplit (copy, ":", 3);
  slash = strchr (f[0], '/');
  if (slash != NULL)
    *slash = '\0';
  for (guint k = 1; k < EF_N; k++)
    if (g_str_equal (f[0], kinds[k]))
      e->kind = k;
  if (e->kind == EF_NONE)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "unknown effect %s", f[0]);
      return FALSE;
    }
  if ((e->kind == EF_RAISE) != (slash != NULL)
      || (slash != NULL && e->cond != EC_HAS && !base_types (data, slash + 1, &e->type, &e->type2)))
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "effect %s needs a known unit base type (raise/BASE)", f[0]);
      return FALSE;
    }
  if (slash != NULL && e->cond == EC_HAS)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "raise/BASE cannot be combined with @has");
      return FALSE;
    }
  if (f[0] && f[1])
    {
      char *end;
      long n = strtol (f[1], &end, 10);

      if (*f[1] == '\0' || *end != '\0' || n < -9 || n > 9)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "effect %s: %s is not a number from -9 to 9", f[0], f[1]);
          return FALSE;
        }
      e->n = n;
      if (f[2])
        {
          if (g_str_equal (f[2], "first"))
            e->rounds = ER_FIRST;
          else if (g_str_equal (f[2], "second"))
            e->rounds = ER_SECOND;
          else if (g_str_equal (f[2], "each"))
            e->rounds = ER_EACH;
          else
            {
              g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "effect %s: rounds must be first, second or each, not %s",
                           f[0], f[2]);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* A card's "effect" prop: effects separated by ';'. */
static gboolean
read_effects (BhGameData *data, const BhCard *card, PontiacPieceInfo *pi, GError **error)
{
  for (guint i = 0; card->props && i < card->props->len; i++)
    {
      const BhProp *prop = g_ptr_array_index (card->props, i);
      g_auto(GStrv) parts = NULL;

      if (!g_str_equal (prop->name, "effect"))
        continue;
      parts = g_strsplit (prop->value, ";", -1);
      for (guint k = 0; parts[k]; k++)
        {
          g_autoptr(GError) local = NULL;

          if (pi->n_effects >= PONTIAC_MAX_EFFECTS)
            {
              /* Translators: Pontiac's War data: the line, the card's id, the most effects a card may name */
              g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Pontiac's War: tables.xml:%d: card %s: more than %d effects"),
                           prop->prov.line, card->id, PONTIAC_MAX_EFFECTS);
              return FALSE;
            }
          if (!parse_effect (data, parts[k], &pi->effects[pi->n_effects], &local))
            {
              /* Translators: Pontiac's War data: the line, the card's id, what is wrong with its effect */
              g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Pontiac's War: tables.xml:%d: card %s: %s"),
                           prop->prov.line, card->id, local->message);
              return FALSE;
            }
          pi->n_effects++;
        }
    }
  return TRUE;
}

/* 18.2: the activation table (cube by modified roll) and the chart (the
 * nations marked ? each year). */
static void
read_activation (PontiacData *d, BhGameData *data)
{
  const BhTable *t = find_table (data, "nation-activation");

  for (guint i = 0; t != NULL && i < t->rows->len; i++)
    {
      const BhTableRow *row = g_ptr_array_index (t->rows, i);
      const char *cube = row->cells->len > 0 ? g_ptr_array_index (row->cells, 0) : "";
      int lo, hi;

      if (sscanf (row->key, "%d-%d", &lo, &hi) != 2)
        continue;
      for (int r = MAX (lo, 0); r <= MIN (hi, 7); r++)
        d->activation_cube[r] = g_str_equal (cube, "red") ? CUBE_RED : g_str_equal (cube, "black") ? CUBE_BLACK : CUBE_WHITE;
    }
  t = find_table (data, "activation-chart");
  for (guint i = 0; t != NULL && i < t->rows->len; i++)
    {
      const BhTableRow *row = g_ptr_array_index (t->rows, i);
      int n = bh_game_data_find_nation (data, row->key);

      if (n < 0 || n >= PONTIAC_MAX_NATIONS)
        continue;
      for (guint col = 0; col < row->cells->len && col < t->column_keys->len; col++)
        {
          const char *cell = g_ptr_array_index (row->cells, col);
          int y = atoi (g_ptr_array_index (t->column_keys, col)) - 1763;

          if (cell != NULL && strchr (cell, '?') && y >= 0 && y < 8)
            d->activation_ask[n] |= 1 << y;
        }
    }
}

static gboolean
read_pieces (PontiacData *d, BhGameData *data, GError **error)
{
  guint n_types = bh_game_data_get_n_unit_types (data);

  d->pieces = g_new0 (PontiacPieceInfo, d->n_pieces);
  for (guint t = 0; t < n_types; t++)
    {
      const BhUnitType *type = bh_game_data_get_unit_type (data, t);
      PontiacPieceInfo pi = { 0 };
      const char *base = bh_props_lookup (type->props, "base-type");

      pi.klass = class_of (type);
      pi.side = type->side < 0 ? PONTIAC_NONE : type->side;
      pi.nation = type->nation < 0 ? PONTIAC_NONE : type->nation;
      pi.type = t;
      pi.other_size = -1;
      pi.n_faces = type->faces->len;
      for (guint f = 0; f < 2; f++)
        {
          pi.fp[f] = face_value (type, MIN (f, (guint) MAX (pi.n_faces, 1) - 1), "fp", 0);
          pi.steps[f] = face_value (type, MIN (f, (guint) MAX (pi.n_faces, 1) - 1), "steps", 0);
          pi.reroll[f] = face_value (type, MIN (f, (guint) MAX (pi.n_faces, 1) - 1), "reroll", 0);
          pi.rally_all[f] = face_value (type, MIN (f, (guint) MAX (pi.n_faces, 1) - 1), "rally-all", 0);
          pi.rally_single[f] = face_value (type, MIN (f, (guint) MAX (pi.n_faces, 1) - 1), "rally-single", 0);
        }
      pi.printed_fp = face_value (type, 0, "printed-fp", pi.fp[0]);
      pi.death_vp = bh_props_lookup_int (type->props, "death-vp", 0);
      pi.wound_vp = bh_props_lookup_int (type->props, "wound-vp", 0);
      if (g_str_equal (type->id, "sachem-pontiac"))
        pi.special = SP_PONTIAC;
      else if (g_str_equal (type->id, "sachem-neolin"))
        pi.special = SP_NEOLIN;
      else if (g_str_equal (type->id, "officer-johnson"))
        pi.special = SP_JOHNSON;
      else if (g_str_equal (type->id, "officer-rogers"))
        pi.special = SP_ROGERS;
      /* Making change (6.0): the other counter size of the same base type. */
      if (base != NULL)
        for (guint u = 0; u < n_types; u++)
          {
            const BhUnitType *o = bh_game_data_get_unit_type (data, u);
            const char *ob = bh_props_lookup (o->props, "base-type");

            if (u != t && ob != NULL && g_str_equal (ob, base))
              pi.other_size = u;
          }
      if (pi.klass == PC_CARD && type->deck >= 0)
        {
          const BhDeck *deck = bh_game_data_get_deck (data, type->deck);

          for (guint c = 0; c < deck->cards->len; c++)
            {
              const BhCard *card = g_ptr_array_index (deck->cards, c);

              if (card->unit_type != (int) t)
                continue;
              pi.icon = icon_of (bh_props_lookup (card->props, "icon"));
              pi.oh_no = bh_props_lookup_int (card->props, "oh-no", 0);
              pi.number = bh_props_lookup_int (card->props, "number", 0);
              pi.reconstructed = bh_provenance_is_reconstructed (&card->prov);
              {
                const char *cc = bh_props_lookup (card->props, "colour-class");
                const char *ar = bh_props_lookup (card->props, "arms-roll");

                pi.colour_class = cc == NULL ? 0 : g_str_equal (cc, "french") ? 1 : g_str_equal (cc, "trader") ? 2 : 0;
                for (int r = 0; r < 7; r++)
                  pi.arms_roll[r] = -1;
                if (ar != NULL)
                  {
                    g_auto(GStrv) parts = g_strsplit (ar, ",", -1);

                    for (guint k = 0; parts[k]; k++)
                      {
                        int lo, hi, n;

                        if (sscanf (parts[k], "%d-%d:%d", &lo, &hi, &n) == 3)
                          for (int r = MAX (lo, 1); r <= MIN (hi, 6); r++)
                            pi.arms_roll[r] = n;
                      }
                  }
              }
              pi.side = strstr (deck->id, "british") ? SIDE_BRITISH : SIDE_NATIONS;
              if (!read_effects (data, card, &pi, error))
                return FALSE;
            }
        }
      for (int k = 0; k < type->count; k++)
        d->pieces[type->first_piece + k] = pi;
    }
  return TRUE;
}

static void
read_spaces (PontiacData *d, BhGameData *data)
{
  static const struct { const char *id; guint8 sk; } kinds[] = {
    { "fort", SK_FORT }, { "city", SK_CITY }, { "settlement", SK_SETTLEMENT },
    { "french-settlement", SK_FRENCH_SETTLEMENT }, { "village", SK_VILLAGE },
    { "wilderness", SK_WILDERNESS }, { "historic", SK_HISTORIC },
  };
  g_autoptr(GArray) adj = g_array_new (FALSE, FALSE, sizeof (gint16));
  guint n_docks = 0;

  d->spaces = g_new0 (PontiacSpaceInfo, d->n_spaces);
  for (guint s = 0; s < d->n_spaces; s++)
    {
      const BhSpace *sp = bh_game_data_get_space (data, s);
      const BhSpaceKind *kind = bh_game_data_get_space_kind (data, sp->kind);
      PontiacSpaceInfo *si = &d->spaces[s];
      const char *attackable = bh_props_lookup (sp->props, "attackable");
      const char *winter = bh_props_lookup (sp->props, "winter-capacity");

      si->nation = PONTIAC_NONE;
      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        if (g_str_equal (kind->id, kinds[k].id))
          si->kind = kinds[k].sk;
      si->attackable = attackable == NULL || !g_str_equal (attackable, "false");
      si->unlimited_winter = winter != NULL && g_str_equal (winter, "unlimited");
      si->terrain = sp->terrain >= 0 ? icon_of (bh_game_data_get_terrain (data, sp->terrain)->id) : ICON_WILDERNESS;
      for (guint f = 0; f < sp->features->len; f++)
        {
          const BhFeature *feat = g_ptr_array_index (sp->features, f);
          const char *fk = bh_game_data_get_feature_kind (data, feat->kind)->id;

          if (g_str_equal (fk, "fort"))
            si->fort_value = bh_props_lookup_int (feat->props, "value", 1);
          else if (g_str_equal (fk, "french-fort"))
            {
              si->french_fort = 1;
              si->fort_value = bh_props_lookup_int (feat->props, "value", 1);
            }
          else if (g_str_equal (fk, "dock"))
            {
              si->dock = 1;
              si->dock_index = ++n_docks < PONTIAC_MAX_DOCKS ? n_docks : 0;
            }
          else if (g_str_equal (fk, "naval-transport"))
            si->naval = 1;
          else if (g_str_equal (fk, "portage"))
            si->portage = 1;
          else if (g_str_equal (fk, "village"))
            si->nation = feat->nation >= 0 ? feat->nation : sp->owner_nation;
        }
      si->adj_start = adj->len;
      for (guint c = 0; c < sp->connections->len; c++)
        {
          const BhConnection *conn = bh_game_data_get_connection (data, g_array_index (sp->connections, int, c));
          gint16 other = conn->from == (int) s ? conn->to : conn->from;

          /* The sea route is naval transport (10.2), not a trail. */
          if (conn->cost == 0)
            continue;
          g_array_append_val (adj, other);
        }
      si->adj_count = adj->len - si->adj_start;
    }
  d->n_adj = adj->len;
  d->adj = (gint16 *) g_array_free (g_steal_pointer (&adj), FALSE);
}

static void
terms_free (gpointer terms)
{
  if (terms != NULL)
    g_ptr_array_unref (terms);
}

/* The set-up zones of scenario `sc`, split once (PontiacScenarioInfo). */
static void
read_zones (PontiacScenarioInfo *si, BhGameData *data, const BhScenario *sc)
{
  si->moves = g_array_new (FALSE, FALSE, sizeof (PontiacOptionMove));
  for (guint o = 0; sc->options != NULL && o < sc->options->len; o++)
    {
      const BhOption *opt = g_ptr_array_index (sc->options, o);
      g_autofree char *key = g_strdup_printf ("moves-%s", opt->id);
      g_auto(GStrv) pairs = g_strsplit (bh_props_lookup (sc->props, key) ?: "", " ", -1);

      for (guint i = 0; pairs[i] != NULL; i++)
        {
          g_auto(GStrv) ends = g_strsplit (pairs[i], ":", 2);
          PontiacOptionMove m = { o, bh_game_data_find_location (data, ends[0]), -1 };

          m.to = ends[1] != NULL ? bh_game_data_find_location (data, ends[1]) : -1;
          if (m.from >= 0 && m.to >= 0)
            g_array_append_val (si->moves, m);
        }
    }
  si->zones = g_ptr_array_new_with_free_func (terms_free);
  for (guint i = 0; i < sc->placements->len; i++)
    {
      const BhPlacement *pl = &g_array_index (sc->placements, BhPlacement, i);
      GPtrArray *terms = NULL;

      if (pl->where != NULL)
        {
          g_auto(GStrv) words = g_strsplit (pl->where, " ", -1);

          terms = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
          for (guint k = 0; words[k] != NULL; k++)
            if (*words[k])
              g_ptr_array_add (terms, g_strsplit (words[k], ":", 3));
        }
      g_ptr_array_add (si->zones, terms);
    }
  si->e_spaces = g_strsplit (bh_props_lookup (sc->props, "e-spaces") ?: "", " ", -1);
}

/* 20.0 C, D: "british:2 nations:3", the turns each side must attack in
 * (into `turns`, per side). */
static void
read_side_turns (guint32 turns[2], const char *spec)
{
  g_auto(GStrv) words = g_strsplit (spec ? spec : "", " ", -1);

  for (guint k = 0; words[k]; k++)
    {
      const char *colon = strchr (words[k], ':');
      int turn = colon ? atoi (colon + 1) : 0;

      if (turn <= 0 || turn >= 32)
        continue;
      if (g_str_has_prefix (words[k], "nations:"))
        turns[SIDE_NATIONS] |= 1u << turn;
      else if (g_str_has_prefix (words[k], "british:"))
        turns[SIDE_BRITISH] |= 1u << turn;
    }
}

/* 20.0 D: "devils-hole:fort-niagara", where the British who survive the
 * first turn's battle in the first space go. */
static void
read_survivors (PontiacScenarioInfo *si, BhGameData *data, const char *spec)
{
  g_auto(GStrv) ids = g_strsplit (spec ? spec : "", ":", 2);

  si->survivors_from = si->survivors_to = -1;
  if (ids[0] != NULL && ids[1] != NULL)
    {
      si->survivors_from = bh_game_data_find_space (data, ids[0]);
      si->survivors_to = bh_game_data_find_space (data, ids[1]);
    }
}

static void
read_scenarios (PontiacData *d, BhGameData *data)
{
  d->n_scen = bh_game_data_get_n_scenarios (data);
  d->scen = g_new0 (PontiacScenarioInfo, MAX (d->n_scen, 1));
  for (guint i = 0; i < d->n_scen; i++)
    {
      const BhScenario *sc = bh_game_data_get_scenario (data, i);
      PontiacScenarioInfo *si = &d->scen[i];
      const char *ignore = bh_props_lookup (sc->props, "ignore");
      const char *rolls = bh_props_lookup (sc->props, "reinforcement-rolls");
      const char *mull = bh_props_lookup (sc->props, "mulligans");
      const char *table = bh_props_lookup (sc->props, "vp-table");
      const char *winter = bh_props_lookup (sc->props, "winter-turns");
      const char *forts = bh_props_lookup (sc->props, "forts-in-play");
      const char *victory = bh_props_lookup (sc->props, "victory-rule");

      si->id = g_strdup (sc->id);
      si->first_turn = sc->first_turn;
      si->last_turn = sc->last_turn;
      si->hand_size = bh_props_lookup_int (sc->props, "hand-size", 8);
      si->mulligans = mull == NULL || g_str_equal (mull, "true");
      si->reinforcement_rolls = rolls == NULL || !g_str_equal (rolls, "false");
      si->war_belts = ignore == NULL || strstr (ignore, "war-belts") == NULL;
      si->guinea_loans = ignore == NULL || strstr (ignore, "guinea-loans") == NULL;
      si->treaties = ignore == NULL || strstr (ignore, "treaties") == NULL;
      si->vp_table = table == NULL ? VPT_AWARDS
                     : g_str_equal (table, "vp-introductory") ? VPT_INTRODUCTORY
                     : g_str_equal (table, "vp-scenario-e") ? VPT_SCENARIO_E : VPT_AWARDS;
      si->debt_per = bh_props_lookup_int (sc->props, "debt-vp-per-guineas", 0);
      si->end_fort_bonus = bh_props_lookup_int (sc->props, "end-fort-bonus", 0);
      si->siege_lift_below = bh_props_lookup_int (sc->props, "siege-lift-below-fp", 0);
      read_side_turns (si->must_attack, bh_props_lookup (sc->props, "must-attack"));
      read_side_turns (si->must_attack_whole, bh_props_lookup (sc->props, "must-attack-whole"));
      read_survivors (si, data, bh_props_lookup (sc->props, "british-survivors"));
      if (winter != NULL)
        {
          g_auto(GStrv) turns = g_strsplit (winter, " ", -1);

          for (guint k = 0; turns[k]; k++)
            if (atoi (turns[k]) > 0 && atoi (turns[k]) < 32)
              si->winter_turns |= 1u << atoi (turns[k]);
        }
      for (guint k = 0; k < sc->special_rules->len; k++)
        {
          const BhSpecialRule *r = g_ptr_array_index (sc->special_rules, k);

          if (g_str_equal (r->id, "no-move-turn1") || g_str_equal (r->id, "turn1"))
            si->no_nations_move_turn1 = 1;
          if (g_str_equal (r->id, "no-forts-settlements"))
            si->no_forts_settlements = 1;
        }
      if (forts != NULL)        /* "" too: no fort takes part (20.0 C) */
        {
          g_auto(GStrv) ids = g_strsplit (forts, " ", -1);

          si->forts_limited = 1;
          for (guint k = 0; ids[k]; k++)
            {
              int s = bh_game_data_find_space (data, ids[k]);

              if (s >= 0 && s < PONTIAC_MAX_LOCATIONS)
                si->fort_in_play[s] = 1;
            }
        }
      si->victory = VR_VP;
      si->victory_fort = -1;
      if (victory != NULL && g_str_has_prefix (victory, "raze:"))
        {
          si->victory = VR_RAZE;
          si->victory_fort = bh_game_data_find_space (data, victory + 5);
        }
      else if (victory != NULL && g_str_equal (victory, "losses"))
        si->victory = VR_LOSSES;
      else if (victory != NULL && g_str_equal (victory, "devils-hole"))
        si->victory = VR_DEVILS_HOLE;
      si->auto_nations = g_strdup (bh_props_lookup (sc->props, "auto-victory-nations"));
      si->auto_british = g_strdup (bh_props_lookup (sc->props, "auto-victory-british"));
      read_zones (si, data, sc);
    }
}

/* A value range as a condition term writes it: "LO-HI" or one value
 * ("2-3", "2"), whole numbers, 1 <= LO <= HI. */
gboolean
pontiac_value_range (const char *text, int *lo, int *hi)
{
  char *end = NULL;
  gint64 a, b;

  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  a = b = g_ascii_strtoll (text, &end, 10);
  if (*end == '-')
    {
      if (!g_ascii_isdigit (end[1]))
        return FALSE;
      b = g_ascii_strtoll (end + 1, &end, 10);
    }
  if (*end != '\0' || a < 1 || b < a || b > G_MAXINT)
    return FALSE;
  *lo = (int) a;
  *hi = (int) b;
  return TRUE;
}

/* 21.5: every "no-siege-of-value:" term of the scenarios' automatic
 * victories names fort values the board has (1 to its highest fort). */
static gboolean
check_siege_terms (const PontiacData *d, BhGameData *data, GError **error)
{
  int top = 0;

  for (guint s = 0; s < d->n_spaces; s++)
    if (!d->spaces[s].french_fort)
      top = MAX (top, d->spaces[s].fort_value);
  for (guint i = 0; i < bh_game_data_get_n_scenarios (data); i++)
    {
      const BhScenario *sc = bh_game_data_get_scenario (data, i);

      for (guint k = 0; sc->props != NULL && k < sc->props->len; k++)
        {
          const BhProp *prop = g_ptr_array_index (sc->props, k);
          g_auto(GStrv) terms = NULL;

          if (!g_str_has_prefix (prop->name, "auto-victory-"))
            continue;
          terms = g_strsplit (prop->value, "&", -1);
          for (guint n = 0; terms[n] != NULL; n++)
            {
              const char *arg = terms[n] + strlen ("no-siege-of-value:");
              int lo, hi;

              if (!g_str_has_prefix (terms[n], "no-siege-of-value:") ||
                  (pontiac_value_range (arg, &lo, &hi) && hi <= top))
                continue;
              /* Translators: Pontiac's War data: the scenario file, its
                 line, the prop's name, the term, the highest fort value */
              g_set_error (error, BH_ERROR, BH_ERROR_INVALID,
                           _("Pontiac's War: scenarios/%s:%d: %s: “%s” names no fort value or range of them from 1 "
                             "to %d (such as 2-3)"),
                           sc->filename, prop->prov.line, prop->name, terms[n], top);
              return FALSE;
            }
        }
    }
  return TRUE;
}

static int
find_box (BhGameData *data, PontiacData *d, const char *id, GError **error)
{
  int loc = bh_game_data_find_location (data, id);

  if (loc < (int) d->n_spaces)
    {
      /* Translators: Pontiac's War data: a box id of board.xml is missing */
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Pontiac's War: board.xml has no box %s"), id);
      return -1;
    }
  return loc;
}

PontiacData *
pontiac_data_new (BhGameData *data, GError **error)
{
  g_autofree PontiacData *d = g_new0 (PontiacData, 1);
  static const char *nation_vp[] = { "vp-nations", "vp-british" };
  int ok = 1;

  d->n_spaces = bh_game_data_get_n_spaces (data);
  d->n_boxes = bh_game_data_get_n_boxes (data);
  d->n_locations = bh_game_data_get_n_locations (data);
  d->n_pieces = bh_game_data_get_n_pieces (data);
  d->n_nations = bh_game_data_get_n_nations (data);
  if (d->n_locations > PONTIAC_MAX_LOCATIONS || d->n_pieces > PONTIAC_MAX_PIECES
      || d->n_nations > PONTIAC_MAX_NATIONS)
    {
      /* Translators: Pontiac's War data: too many spaces, boxes or pieces for the rules' state */
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Pontiac's War: the data has more locations or pieces than the rules hold"));
      return NULL;
    }
  if (!read_pieces (d, data, error))
    {
      pontiac_data_free (g_steal_pointer (&d));
      return NULL;
    }
  read_spaces (d, data);
  read_scenarios (d, data);
  if (!check_siege_terms (d, data, error))
    {
      pontiac_data_free (g_steal_pointer (&d));
      return NULL;
    }
  for (guint i = 0; i < bh_game_data_get_n_scenarios (data); i++)
    {
      const BhScenario *sc = bh_game_data_get_scenario (data, i);
      g_autofree char *bad = pontiac_setup_terms_check (sc);

      if (bad != NULL)
        {
          /* Translators: Pontiac's War: a scenario's placement has a zone term the rules do not know: the term, the scenario */
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("Pontiac's War: unknown zone term “%s” in a place of scenario %s"),
                       bad, sc->id);
          pontiac_data_free (g_steal_pointer (&d));
          return NULL;
        }
    }
  read_activation (d, data);
  for (guint n = 0; n < d->n_nations && ok; n++)
    {
      g_autofree char *id = g_strdup_printf ("reinforcements-%s", bh_game_data_get_nation (data, n)->id);

      ok = (d->box_nation[n] = find_box (data, d, id, error)) >= 0;
    }
#define BOX(field, id) if (ok) ok = (d->field = find_box (data, d, id, error)) >= 0
  BOX (box_pool, "british-force-pool");
  BOX (box_summer, "summer-arrivals");
  BOX (box_removed, "removed-from-play");
  BOX (box_freed, "captives-freed");
  BOX (box_markers, "markers");
  BOX (box_deck[0], "nations-deck");
  BOX (box_deck[1], "british-deck");
  BOX (box_hand[0], "nations-hand");
  BOX (box_hand[1], "british-hand");
  BOX (box_discard[0], "nations-discard");
  BOX (box_discard[1], "british-discard");
  BOX (box_cards_removed, "cards-removed");
#undef BOX
  if (!ok)
    {
      pontiac_data_free (g_steal_pointer (&d));
      return NULL;
    }
  d->philadelphia = bh_game_data_find_space (data, "philadelphia");
  d->niagara = bh_game_data_find_space (data, "fort-niagara");
  d->detroit = bh_game_data_find_space (data, "fort-detroit");
  d->pitt = bh_game_data_find_space (data, "fort-pitt");
  d->de_chartres = bh_game_data_find_space (data, "fort-de-chartres");
  d->devils_hole = bh_game_data_find_space (data, "devils-hole");
  d->m_turn = bh_game_data_find_marker (data, "turn");
  for (int s = 0; s < 2; s++)
    d->m_vp[s] = bh_game_data_find_marker (data, nation_vp[s]);
  d->m_arms = bh_game_data_find_marker (data, "arms");
  d->m_razed = bh_game_data_find_marker (data, "razed-forts");
  d->m_objective = bh_game_data_find_marker (data, "razed-fort-objective");
  d->m_guineas = bh_game_data_find_marker (data, "guineas");
  d->vp_max = d->m_vp[0] >= 0 ? bh_game_data_get_track (data, bh_game_data_get_marker (data, d->m_vp[0])->track)->max : 99;
  d->pontiac = bh_game_data_find_piece (data, "sachem-pontiac.1");
  d->neolin = bh_game_data_find_piece (data, "sachem-neolin.1");

  d->move[SIDE_NATIONS] = limit (data, "nations-move", 10);
  d->move[SIDE_BRITISH] = limit (data, "british-move", 8);
  d->captive_move = limit (data, "captive-move", 7);
  d->release_range = limit (data, "captive-release-range", 8);
  d->escort_fp = limit (data, "captive-escort-fp", 2);
  d->guard_fp[SIDE_NATIONS] = limit (data, "nations-captive-guard", 1);
  d->guard_fp[SIDE_BRITISH] = limit (data, "british-captive-guard", 2);
  d->pass_cost = limit (data, "pass-through-cost", 1);
  d->arms_max = limit (data, "arms-max", 12);
  d->village_capacity = limit (data, "village-capacity", 4);
  d->rounds = limit (data, "combat-rounds", 2);
  d->hit[SIDE_NATIONS] = limit (data, "nations-hit", 6);
  d->hit_arms = limit (data, "nations-hit-arms", 5);
  d->hit[SIDE_BRITISH] = limit (data, "british-hit", 5);
  d->settlement_raze_fp = limit (data, "settlement-raze-fp", 4);
  d->settlement_hit = limit (data, "settlement-defence-hit", 5);
  d->village_raze_fp = limit (data, "village-raze-fp", 4);
  d->rally_target = limit (data, "rally-target", 5);
  d->siege_rally_healthy = limit (data, "siege-rally-healthy", 1);
  d->siege_rally_wounded = limit (data, "siege-rally-wounded", 0);
  d->british_retreat_odds = limit (data, "british-retreat-odds", 2);
  d->nations_auto_retreat = limit (data, "nations-auto-retreat", 5);
  d->arms_defeat_fp = limit (data, "arms-defeat-fp", 5);
  d->retreat_vp_fp = limit (data, "retreat-vp-fp", 5);
  d->supply_radius = limit (data, "supply-radius", 6);
  d->indian_space_cost = limit (data, "indian-space-cost", 2);
  d->guinea_limit = limit (data, "guinea-limit", 25);
  d->guinea_limit_turn_one = limit (data, "guinea-limit-turn-one", 10);
  d->dock_capacity = limit (data, "dock-capacity", 10);
  d->attrition_divisor = table_int (data, "attrition", "divisor", 0, 3);
  d->supply_cancels = table_int (data, "attrition", "supply-cancels", 0, 2);
  for (int v = 1; v <= 3; v++)
    {
      char key[4] = { (char) ('0' + v), 0 };

      d->fort_capacity[v] = table_int (data, "forts", key, 0, 5 * v);
      d->siege_min[v] = table_int (data, "forts", key, 1, v == 1 ? 4 : 8);
    }
  table_by_roll (data, "war-belt", 0, d->war_belt_fp, 0);
  table_by_roll (data, "militia-volunteers", 0, d->militia_fp, 0);
  table_by_roll (data, "artillery", 0, d->artillery_row, 0);
  table_by_roll (data, "captives", 0, d->captives_settlement, 0);
  /* "fort value" in the fort column: -1 stands for it. */
  table_by_roll (data, "captives", 1, d->captives_fort, -1);
  return g_steal_pointer (&d);
}

void
pontiac_data_free (PontiacData *d)
{
  if (d == NULL)
    return;
  for (guint i = 0; i < d->n_scen; i++)
    {
      g_free (d->scen[i].id);
      g_free (d->scen[i].auto_nations);
      g_free (d->scen[i].auto_british);
      g_clear_pointer (&d->scen[i].moves, g_array_unref);
      g_clear_pointer (&d->scen[i].zones, g_ptr_array_unref);
      g_strfreev (d->scen[i].e_spaces);
    }
  g_free (d->scen);
  g_free (d->pieces);
  g_free (d->spaces);
  g_free (d->adj);
  g_free (d);
}
