/* bh-geronimo-data.c — Geronimo's data looked up once from data/games/geronimo:
 * the Areas with their printed numbers, who borders whom, the Villages and
 * Tribes with their ratings, the boxes, the pieces by type and the small
 * tables (deals, Statehood VPs).  A value missing from the XML is an error
 * naming it, never a silent default. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

typedef struct {
  BhGameData *data;
  GError **error;
  gboolean failed;
} Reader;

static void
fail (Reader *r, const char *what)
{
  if (!r->failed)
    /* Translators: Geronimo: a value the rules need is missing from the game's data */
    g_set_error (r->error, BH_ERROR, BH_ERROR_INVALID, _("geronimo data: %s is missing"), what);
  r->failed = TRUE;
}

static int
location (Reader *r, const char *id)
{
  int l = bh_game_data_find_location (r->data, id);

  if (l < 0)
    fail (r, id);
  return l;
}

/* The first piece of a unit type and how many there are (pieces of a type
 * are numbered consecutively). */
static int
pieces_of (Reader *r, const char *type_id, int *count)
{
  int type = bh_game_data_find_unit_type (r->data, type_id);
  guint n = bh_game_data_get_n_pieces (r->data);
  int first = -1;

  *count = 0;
  if (type < 0)
    {
      fail (r, type_id);
      return -1;
    }
  for (guint p = 0; p < n; p++)
    if (bh_game_data_get_piece_type (r->data, p) == type)
      {
        if (first < 0)
          first = p;
        (*count)++;
      }
  if (first < 0)
    fail (r, type_id);
  return first;
}

static const BhTable *
table (Reader *r, const char *id)
{
  int t = bh_game_data_find_table (r->data, id);

  if (t < 0)
    {
      fail (r, id);
      return NULL;
    }
  return bh_game_data_get_table (r->data, t);
}

/* Cell `col` of the row keyed `key`, as a number; "all" reads 0. */
static int
cell_int (Reader *r, const BhTable *t, const char *key, guint col)
{
  if (t == NULL)
    return 0;
  for (guint i = 0; i < t->rows->len; i++)
    {
      const BhTableRow *row = g_ptr_array_index (t->rows, i);

      if (g_strcmp0 (row->key, key) == 0 && col < row->cells->len)
        {
          const char *cell = g_ptr_array_index (row->cells, col);

          return g_strcmp0 (cell, "all") == 0 ? 0 : atoi (cell);
        }
    }
  fail (r, t->id);
  return 0;
}

/* d->distance[from][*]: Areas between two spaces over shared borders and
 * corners (5.241, 6.36), by a search through Areas only; 99 when no path.
 * Once from the data: the War Parties' range asks it for every piece. */
static void
measure_from (GerData *d, guint from)
{
  guint8 *dist = d->distance[from];
  int queue[64], head = 0, tail = 0;

  memset (dist, 99, sizeof d->distance[from]);
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int s = queue[head++];

      for (guint n = 0; n < d->n_spaces; n++)
        if (d->adjacent[s][n] == 1 && dist[n] == 99 && d->area_of_space[n] >= 0)
          {
            dist[n] = dist[s] + 1;
            queue[tail++] = n;
          }
    }
}

static void
read_areas (Reader *r, GerData *d)
{
  int area_kind = -1, foreign_kind = -1;

  for (guint k = 0; k < bh_game_data_get_n_space_kinds (r->data); k++)
    {
      const char *id = bh_game_data_get_space_kind (r->data, k)->id;

      if (g_strcmp0 (id, "area") == 0)
        area_kind = k;
      else if (g_strcmp0 (id, "foreign") == 0)
        foreign_kind = k;
    }
  d->n_spaces = MIN (bh_game_data_get_n_spaces (r->data), G_N_ELEMENTS (d->area_of_space));
  d->mexico = d->canada = -1;
  for (guint s = 0; s < d->n_spaces; s++)
    {
      const BhSpace *sp = bh_game_data_get_space (r->data, s);

      d->area_of_space[s] = -1;
      if ((int) sp->kind == foreign_kind)
        {
          if (g_strcmp0 (sp->id, "mexico") == 0)
            d->mexico = s;
          else if (g_strcmp0 (sp->id, "canada") == 0)
            d->canada = s;
        }
      if ((int) sp->kind != area_kind || d->n_areas >= GER_MAX_AREAS)
        continue;
      GerArea *a = &d->areas[d->n_areas];
      a->location = s;
      a->survival = bh_props_lookup_int (sp->props, "survival", -1);
      a->statehood = bh_props_lookup_int (sp->props, "statehood", -1);
      if (a->survival < 0 || a->statehood < 0)
        fail (r, sp->id);
      a->mountain = g_strcmp0 (bh_props_lookup (sp->props, "terrain"), "mountain") == 0;
      a->buffalo = g_strcmp0 (bh_props_lookup (sp->props, "buffalo"), "true") == 0;
      a->closed = bh_props_lookup (sp->props, "closed-until") != NULL;
      a->initial_state = g_strcmp0 (bh_props_lookup (sp->props, "initial-status"), "state") == 0;
      a->east_edge = g_strcmp0 (bh_props_lookup (sp->props, "map-edge"), "east") == 0;
      a->west_edge = g_strcmp0 (bh_props_lookup (sp->props, "map-edge"), "west") == 0;
      d->area_of_space[s] = d->n_areas++;
    }
  for (guint i = 0; i < bh_game_data_get_n_connections (r->data); i++)
    {
      const BhConnection *cn = bh_game_data_get_connection (r->data, i);
      const char *kind = bh_game_data_get_connection_kind (r->data, cn->kind)->id;
      guint8 v = g_strcmp0 (kind, "foreign-border") == 0 ? 2 : 1;

      if (cn->from < (int) d->n_spaces && cn->to < (int) d->n_spaces)
        d->adjacent[cn->from][cn->to] = d->adjacent[cn->to][cn->from] = v;
    }
  for (guint s = 0; s < d->n_spaces; s++)
    measure_from (d, s);
  if (d->n_areas == 0 || d->mexico < 0 || d->canada < 0)
    fail (r, "areas");
}

static int
face_value (const BhUnitType *ut, const char *name)
{
  if (ut->faces == NULL || ut->faces->len == 0)
    return G_MININT;
  return bh_face_get_value (g_ptr_array_index (ut->faces, 0), name, G_MININT);
}

static int
read_village (Reader *r, GerData *d, const char *vid)
{
  g_autofree char *marker_id = g_strconcat ("village-", vid, NULL);
  g_autofree char *wp_id = g_strconcat ("war-party-", vid, NULL);
  g_autofree char *bp_id = g_strconcat ("bp-", vid, NULL);
  int type, wp_type, n;
  GerVillage *v;

  if (d->n_villages >= GER_MAX_VILLAGES)
    {
      fail (r, "villages");
      return -1;
    }
  v = &d->villages[d->n_villages];
  type = bh_game_data_find_unit_type (r->data, marker_id);
  wp_type = bh_game_data_find_unit_type (r->data, wp_id);
  if (type < 0 || wp_type < 0)
    {
      fail (r, marker_id);
      return -1;
    }
  const BhUnitType *ut = bh_game_data_get_unit_type (r->data, type);
  const BhUnitType *wp = bh_game_data_get_unit_type (r->data, wp_type);
  v->id = ut->id + strlen ("village-");
  v->marker = pieces_of (r, marker_id, &n);
  v->war_party = pieces_of (r, wp_id, &n);
  v->war_party2 = n >= 2 && bh_game_data_get_piece_type (r->data, v->war_party + 1) == wp_type ? v->war_party + 1 : -1;   /* 6.32 */
  v->bp_first = pieces_of (r, bp_id, &v->bp_count);
  v->size = face_value (ut, "size");
  v->survival = face_value (ut, "survival");
  v->battle = face_value (wp, "battle");
  v->evasion = face_value (wp, "evasion");
  v->aggression = face_value (wp, "aggression");
  v->guerilla = face_value (wp, "guerilla") > 0;
  v->initial_area = location (r, bh_props_lookup (ut->props, "initial-area"));
  if (v->size == G_MININT || v->survival == G_MININT || v->battle == G_MININT ||
      v->evasion == G_MININT || v->aggression == G_MININT)
    fail (r, marker_id);
  return d->n_villages++;
}

static void
read_tribes (Reader *r, GerData *d)
{
  const BhDeck *deck = NULL;

  for (guint i = 0; i < bh_game_data_get_n_decks (r->data); i++)
    if (g_strcmp0 (bh_game_data_get_deck (r->data, i)->id, "tribal") == 0)
      deck = bh_game_data_get_deck (r->data, i);
  if (deck == NULL)
    {
      fail (r, "tribal deck");
      return;
    }
  for (guint i = 0; i < deck->cards->len && d->n_tribes < GER_MAX_TRIBES; i++)
    {
      const BhCard *card = g_ptr_array_index (deck->cards, i);
      GerTribe *t = &d->tribes[d->n_tribes];
      const char *villages = bh_props_lookup (card->props, "villages");
      g_auto(GStrv) ids = NULL;
      int n;

      if (villages == NULL)
        {
          fail (r, card->id);
          return;
        }
      t->id = card->id;
      t->card = pieces_of (r, card->id, &n);
      t->pick_alone = g_strcmp0 (bh_props_lookup (card->props, "initial-pick-alone"), "true") == 0;
      ids = g_strsplit (villages, " ", 0);
      for (guint k = 0; ids[k] != NULL && t->n_villages < 3; k++)
        {
          int v = read_village (r, d, ids[k]);

          if (v < 0)
            return;
          d->villages[v].tribe = d->n_tribes;
          t->villages[t->n_villages++] = v;
        }
      d->n_tribes++;
    }
}

static int
tribe_of_nation (const GerData *d, const BhDeck *deck, const char *nation)
{
  for (guint t = 0; t < d->n_tribes; t++)
    {
      const BhCard *card = g_ptr_array_index (deck->cards, t);

      if (g_strcmp0 (bh_props_lookup (card->props, "nation"), nation) == 0)
        return t;
    }
  return -1;
}

static guint32
tribe_mask (Reader *r, const GerData *d, const BhDeck *deck, const char *list)
{
  g_auto(GStrv) ids = g_strsplit (list ? list : "", " ", 0);
  guint32 mask = 0;

  for (guint k = 0; ids[k] != NULL; k++)
    {
      int t;

      if (*ids[k] == '\0')
        continue;
      t = tribe_of_nation (d, deck, ids[k]);
      if (t < 0)
        fail (r, ids[k]);
      else
        mask |= 1u << t;
    }
  return mask;
}

/* A Chief of Tribe t (6.5): the ratings on its front (6.52), its Turns
 * and the Village it leads. */
static void
read_chief (Reader *r, GerData *d, int t, const char *id)
{
  int type = bh_game_data_find_unit_type (r->data, id), n;
  const BhUnitType *ut;
  GerChief *ch;
  g_auto(GStrv) turns = NULL;
  const char *village;

  if (type < 0 || d->n_chiefs >= GER_MAX_CHIEFS)
    {
      fail (r, id);
      return;
    }
  ut = bh_game_data_get_unit_type (r->data, type);
  ch = &d->chiefs[d->n_chiefs];
  ch->piece = pieces_of (r, id, &n);
  ch->tribe = t;
  ch->combat = face_value (ut, "combat");
  ch->evasion = face_value (ut, "evasion");
  ch->aggression = face_value (ut, "aggression");
  if (ch->combat == G_MININT || ch->evasion == G_MININT || ch->aggression == G_MININT ||
      bh_props_lookup (ut->props, "turns") == NULL)
    {
      fail (r, id);
      return;
    }
  turns = g_strsplit (bh_props_lookup (ut->props, "turns"), " ", 0);
  for (guint k = 0; turns[k] != NULL; k++)
    ch->turns |= 1u << CLAMP (atoi (turns[k]), 0, 31);
  village = bh_props_lookup (ut->props, "village");
  ch->village = -1;
  ch->teton = g_strcmp0 (village, "teton") == 0;
  for (int k = 0; village != NULL && k < d->tribes[t].n_villages; k++)
    if (g_strcmp0 (d->villages[d->tribes[t].villages[k]].id, village) == 0)
      ch->village = d->tribes[t].villages[k];
  d->n_chiefs++;
}

/* What the Tribal Cards say beyond the Villages: Raid ratings (6.41-6.43),
 * friends and enemies (6.33, 6.71), Poison Arrows (7.31) and Chiefs (6.51). */
static void
read_tribe_facts (Reader *r, GerData *d)
{
  const BhDeck *deck = NULL;

  for (guint i = 0; i < bh_game_data_get_n_decks (r->data); i++)
    if (g_strcmp0 (bh_game_data_get_deck (r->data, i)->id, "tribal") == 0)
      deck = bh_game_data_get_deck (r->data, i);
  if (deck == NULL)
    return;
  for (guint t = 0; t < d->n_tribes; t++)
    {
      const BhCard *card = g_ptr_array_index (deck->cards, t);
      g_auto(GStrv) chiefs = NULL;
      GerTribe *gt = &d->tribes[t];

      if (g_strcmp0 (bh_props_lookup (card->props, "raider"), "true") == 0)
        gt->raid = bh_props_lookup_int (card->props, "raid-rating", 0);
      gt->mexico_raids = g_strcmp0 (bh_props_lookup (card->props, "mexico-raids"), "true") == 0;
      gt->friends = tribe_mask (r, d, deck, bh_props_lookup (card->props, "friends"));
      gt->enemies = tribe_mask (r, d, deck, bh_props_lookup (card->props, "enemies"));
      gt->battle_drm = bh_props_lookup_int (card->props, "poison-arrows-drm", 0);
      chiefs = g_strsplit (bh_props_lookup (card->props, "chiefs") ? bh_props_lookup (card->props, "chiefs") : "", " ", 0);
      for (guint k = 0; chiefs[k] != NULL; k++)
        if (*chiefs[k] != '\0')
          read_chief (r, d, t, chiefs[k]);
    }
}

static void
read_mines (Reader *r, GerData *d)
{
  guint n = bh_game_data_get_n_pieces (r->data);

  for (guint p = 0; p < n && d->n_mines < (int) G_N_ELEMENTS (d->mines); p++)
    {
      const BhUnitType *ut = bh_game_data_get_unit_type (r->data, bh_game_data_get_piece_type (r->data, p));

      if (g_strcmp0 (ut->klass, "massacre") == 0 && d->n_massacres < (int) G_N_ELEMENTS (d->massacres))
        d->massacres[d->n_massacres++] = p;
      if (g_strcmp0 (ut->klass, "mine") != 0)
        continue;
      d->mines[d->n_mines] = p;
      d->mine_value[d->n_mines] = face_value (ut, "rp");
      d->mine_area[d->n_mines] = location (r, bh_props_lookup (ut->props, "area"));
      d->n_mines++;
    }
}

static void
read_boxes_and_markers (Reader *r, GerData *d)
{
  for (int s = 0; s < GER_MAX_SEATS; s++)
    {
      g_autofree char *shaman = g_strdup_printf ("hand-shaman-%d", s + 1);
      g_autofree char *tribal = g_strdup_printf ("hand-tribal-%d", s + 1);
      g_autofree char *vp = g_strdup_printf ("vp-seat-%d", s + 1);

      d->hand_shaman[s] = location (r, shaman);
      d->hand_tribal[s] = location (r, tribal);
      d->vp_marker[s] = bh_game_data_find_marker (r->data, vp);
      if (d->vp_marker[s] < 0)
        fail (r, vp);
    }
  d->shaman_deck = location (r, "shaman-deck");
  d->shaman_discard = location (r, "shaman-discard");
  d->shaman_removed = location (r, "shaman-removed");
  d->tribal_deck = location (r, "tribal-deck");
  d->on_reservation = location (r, "on-reservation");
  d->extinct = location (r, "extinct");
  d->us_reserve = location (r, "us-reserve");
  d->mine_cup = location (r, "mine-cup");
  d->chiefs_available = location (r, "chiefs-available");
  d->in_prison = location (r, "in-prison");
  d->turn_marker = bh_game_data_find_marker (r->data, "turn");
  if (d->turn_marker < 0)
    fail (r, "turn");
}

static void
read_shaman_cards (Reader *r, GerData *d)
{
  guint n = bh_game_data_get_n_pieces (r->data);

  d->shaman_first = -1;
  for (guint p = 0; p < n; p++)
    {
      const char *id = bh_game_data_get_unit_type (r->data, bh_game_data_get_piece_type (r->data, p))->id;

      if (g_str_has_prefix (id, "shaman-"))
        {
          if (d->shaman_first < 0)
            d->shaman_first = p;
          d->shaman_count = p - d->shaman_first + 1;
        }
    }
  if (d->shaman_first < 0)
    fail (r, "shaman cards");
}

/* A 1d10 table's column `col` by DR 0-9: each row keyed "N" or "A-B". */
static void
read_d10_column (Reader *r, const char *id, guint col, int out[10])
{
  const BhTable *t = table (r, id);
  gboolean set[10] = { FALSE };

  for (guint i = 0; t != NULL && i < t->rows->len; i++)
    {
      const BhTableRow *row = g_ptr_array_index (t->rows, i);
      int lo = atoi (row->key), hi = strchr (row->key, '-') ? atoi (strchr (row->key, '-') + 1) : lo;

      for (int dr = MAX (lo, 0); dr <= MIN (hi, 9) && col < row->cells->len; dr++)
        {
          out[dr] = atoi (g_ptr_array_index (row->cells, col));
          set[dr] = TRUE;
        }
    }
  for (int dr = 0; dr < 10; dr++)
    if (!set[dr])
      fail (r, id);
}

/* A 1d10 table's text column `col` by DR 0-9. */
static void
read_d10_strings (Reader *r, const char *id, guint col, const char *out[10])
{
  const BhTable *t = table (r, id);

  for (guint i = 0; t != NULL && i < t->rows->len; i++)
    {
      const BhTableRow *row = g_ptr_array_index (t->rows, i);
      int lo = atoi (row->key), hi = strchr (row->key, '-') ? atoi (strchr (row->key, '-') + 1) : lo;

      for (int dr = MAX (lo, 0); dr <= MIN (hi, 9) && col < row->cells->len; dr++)
        out[dr] = g_ptr_array_index (row->cells, col);
    }
  for (int dr = 0; dr < 10; dr++)
    if (out[dr] == NULL)
      fail (r, id);
}

static void
read_tables (Reader *r, GerData *d)
{
  read_d10_column (r, "smallpox", 1, d->smallpox_loss);
  read_d10_column (r, "agency-corruption", 0, d->corruption_loss);
  read_d10_column (r, "buffalo-setup", 0, d->buffalo_skulls);
  read_d10_strings (r, "random-events", 0, d->random_event);
  read_d10_strings (r, "random-events", 1, d->random_ignored);
  const BhTable *tribal = table (r, "tribal-deal");
  const BhTable *shaman = table (r, "shaman-deal");
  const BhTable *statehood = table (r, "statehood-vp");

  for (int i = 1; i <= 5; i++)
    {
      char key[4];

      g_snprintf (key, sizeof key, "%d", i);
      if (i <= 4)
        {
          d->tribal_deal[i] = cell_int (r, tribal, key, 0);
          d->statehood_vp[i] = cell_int (r, statehood, key, 0);
        }
      d->shaman_deal[i] = cell_int (r, shaman, key, 0);
      d->resource_rounds[i] = cell_int (r, shaman, key, 1);
    }
}

/* The US Army: Commanders and their ratings (5.42), the Fort boxes
 * (5.61), the Turn Track's Commanders and Artillery (4.22, 4.24), the 5.46
 * formula, the Battle Table and the Odds DRMs (7.31, 7.32). */
static void
read_army (Reader *r, GerData *d)
{
  guint n = bh_game_data_get_n_pieces (r->data);
  static const char *const odds[7] = { "1-3", "1-2", "2-3", "1-1", "3-2", "2-1", "3-1" };
  const BhTable *battle = table (r, "battle");
  const BhTable *drm = table (r, "odds-drm");
  const BhTable *formula = table (r, "commander-formula");

  for (guint p = 0; p < n && d->n_commanders < GER_MAX_COMMANDERS; p++)
    {
      const BhUnitType *ut = bh_game_data_get_unit_type (r->data, bh_game_data_get_piece_type (r->data, p));
      GerCommander *cm = &d->commanders[d->n_commanders];

      if (g_strcmp0 (ut->klass, "commander") != 0)
        continue;
      cm->piece = p;
      cm->combat = face_value (ut, "combat");
      cm->pursuit = face_value (ut, "pursuit");
      cm->aggression = face_value (ut, "aggression");
      cm->guerilla = face_value (ut, "guerilla") > 0;
      if (cm->combat == G_MININT || cm->pursuit == G_MININT || cm->aggression == G_MININT)
        fail (r, ut->id);
      d->n_commanders++;
    }
  for (guint a = 0; a < d->n_areas; a++)
    {
      g_autofree char *id = g_strconcat ("fort-", bh_game_data_get_space (r->data, d->areas[a].location)->id, NULL);

      d->fort[a] = location (r, id);
    }
  d->fg_first = pieces_of (r, "field-gun", &d->fg_count);
  d->gg_first = pieces_of (r, "gatling-gun", &d->gg_count);
  d->commander_cup = location (r, "commander-cup");
  d->dead_leaders = location (r, "dead-leaders");
  for (guint t = 0; t < bh_game_data_get_n_tracks (r->data); t++)
    {
      const BhTrack *tr = bh_game_data_get_track (r->data, t);

      if (g_strcmp0 (tr->id, "turn") != 0)
        continue;
      for (guint i = 0; i < tr->squares->len; i++)
        {
          const BhSquare *sq = g_ptr_array_index (tr->squares, i);
          const char *cm = bh_props_lookup (sq->props, "commanders");

          if (sq->value < 1 || sq->value > 8 || cm == NULL)
            continue;
          d->turn_commanders[sq->value] = g_strcmp0 (cm, "formula") == 0 ? -1 : atoi (cm);
          d->turn_artillery[sq->value] = bh_props_lookup_int (sq->props, "artillery", 0);
        }
    }
  d->formula[0] = cell_int (r, formula, "base", 0);
  d->formula[1] = cell_int (r, formula, "per-state", 0);
  d->formula[2] = cell_int (r, formula, "per-two-tribes", 0);
  for (int i = 0; i < 7; i++)
    d->odds_drm[i] = cell_int (r, drm, odds[i], 0);
  for (int m = -8; m <= 17 && battle != NULL; m++)
    {
      char key[8];

      g_snprintf (key, sizeof key, "%d", m);
      for (guint i = 0; i < battle->rows->len; i++)
        {
          const BhTableRow *row = g_ptr_array_index (battle->rows, i);
          const char *loss, *mas;

          if (g_strcmp0 (row->key, key) != 0 || row->cells->len < 2)
            continue;
          loss = g_ptr_array_index (row->cells, 0);
          mas = g_ptr_array_index (row->cells, 1);
          d->battle_loss[m + 8] = g_ascii_strcasecmp (loss, "all") == 0 ? GER_ALL : atoi (loss);
          d->battle_massacre[m + 8] = g_ascii_isdigit (mas[0]) ? atoi (mas) : 0;
        }
    }
  if (d->n_commanders == 0)
    fail (r, "commanders");
}

GerData *
ger_data_new (BhGameData *data, GError **error)
{
  g_autofree GerData *d = g_new0 (GerData, 1);
  Reader r = { data, error, FALSE };

  d->n_pieces = bh_game_data_get_n_pieces (data);
  d->n_locations = bh_game_data_get_n_locations (data);
  read_areas (&r, d);
  read_tribes (&r, d);
  read_tribe_facts (&r, d);
  read_mines (&r, d);
  read_boxes_and_markers (&r, d);
  read_shaman_cards (&r, d);
  read_tables (&r, d);
  read_army (&r, d);
  d->settlement_first = pieces_of (&r, "settlement", &d->settlement_count);
  d->town_first = pieces_of (&r, "town", &d->town_count);
  d->rr_first = pieces_of (&r, "railroad", &d->rr_count);
  d->usbp_first = pieces_of (&r, "us-bp", &d->usbp_count);
  d->statehood_first = pieces_of (&r, "statehood", &d->statehood_count);
  d->skull_first = pieces_of (&r, "buffalo-skull", &d->skull_count);
  d->bad_weather_first = pieces_of (&r, "bad-weather", &d->bad_weather_count);
  d->good_weather_first = pieces_of (&r, "good-weather", &d->good_weather_count);
  d->mission_first = pieces_of (&r, "mission", &d->mission_count);
  d->lines_cut_first = pieces_of (&r, "lines-cut", &d->lines_cut_count);
  d->fort_siege_first = pieces_of (&r, "fort-siege", &d->fort_siege_count);
  if (r.failed)
    return NULL;
  return g_steal_pointer (&d);
}

void
ger_data_free (GerData *d)
{
  g_free (d);
}
