/* bh-bloody-data.c — reads what the rules need out of BhGameData once:
 * pieces, areas, battle boards, scenarios and the numeric tables. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "bh-bloody-data.h"

static gboolean
fail (GError **error, const char *what)
{
  /* Translators: A Dark and Bloody Ground: something the rules need is
     missing from the game data (e.g. “the table mcrt”) */
  g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("A Dark and Bloody Ground data lacks %s"), what);
  return FALSE;
}

static int
box_location (BloodyData *d, const char *id)
{
  for (guint b = 0; b < d->n_boxes; b++)
    if (g_str_equal (bh_game_data_get_box (d->data, b)->id, id))
      return d->n_spaces + b;
  return BLOODY_NONE;
}

static int
region_of (const char *r)
{
  if (r == NULL)
    return R_OTHER;
  if (g_str_equal (r, "KY"))
    return R_KY;
  if (g_str_equal (r, "VA"))
    return R_VA;
  if (g_str_equal (r, "PA"))
    return R_PA;
  if (g_str_equal (r, "OH"))
    return R_OH;
  return R_OTHER;
}

static int
terrain_index (BloodyData *d, int terrain)
{
  const char *id = terrain >= 0 ? bh_game_data_get_terrain (d->data, terrain)->id : "";

  if (g_str_equal (id, "rough"))
    return AT_ROUGH;
  if (g_str_equal (id, "settled"))
    return AT_SETTLED;
  if (g_str_equal (id, "woods"))
    return HT_WOODS;
  if (g_str_equal (id, "swamp"))
    return HT_SWAMP;
  if (g_str_equal (id, "cultivated"))
    return HT_CULTIVATED;
  return 0;   /* wilderness, clear */
}

static void
read_pieces (BloodyData *d)
{
  BhGameData *data = d->data;

  d->pieces = g_new0 (BloodyPieceInfo, d->n_pieces);
  for (guint p = 0; p < d->n_pieces; p++)
    {
      BloodyPieceInfo *pi = &d->pieces[p];
      int t = bh_game_data_get_piece_type (data, p);
      const BhUnitType *type = bh_game_data_get_unit_type (data, t);
      const BhFace *front = type->faces->len > 0 ? g_ptr_array_index (type->faces, 0) : NULL;
      const char *k = type->klass != NULL ? type->klass : "";

      pi->type = t;
      pi->side = type->side;
      pi->nation = type->nation;
      if (pi->side < 0 && pi->nation >= 0)
        pi->side = bh_game_data_get_nation (data, pi->nation)->side;
      pi->state = R_NONE;
      if (g_str_equal (k, "regular"))
        pi->klass = PC_REGULAR;
      else if (g_str_equal (k, "militia"))
        pi->klass = PC_MILITIA;
      else if (g_str_equal (k, "warrior"))
        pi->klass = PC_WARRIOR;
      else if (type->kind == BH_UNIT_LEADER)
        pi->klass = PC_LEADER;
      else if (g_str_equal (k, "fort"))
        pi->klass = PC_FORT;
      else if (g_str_equal (k, "settler"))
        pi->klass = PC_SETTLER;
      else if (g_str_equal (k, "village"))
        pi->klass = PC_VILLAGE;
      else
        pi->klass = PC_MARKER;
      pi->british = pi->nation >= 0 && pi->nation == d->nation_british;
      if (front != NULL)
        {
          pi->fcf = bh_face_get_value (front, "fcf", 0);
          pi->ma = bh_face_get_value (front, "ma", pi->klass == PC_LEADER ? 8 : 0);
          pi->rank = bh_face_get_value (front, "rank", 0);
          pi->cr = bh_face_get_value (front, "cr", 0);
        }
      pi->army_leader = g_str_equal (k, "army-leader");
      if (g_str_has_prefix (type->id, "militia-"))
        {
          const char *s = strrchr (type->id, '-') + 1;

          pi->state = g_str_equal (s, "kentucky") ? R_KY : g_str_equal (s, "virginia") ? R_VA
                    : g_str_equal (s, "pennsylvania") ? R_PA : g_str_equal (s, "ohio") ? R_OH : R_NONE;
        }
      /* Militia leaders' states (14.0.7): Trotter and Kenton Kentucky;
       * Darke Virginia and Truby Pennsylvania are readings (docs, A24). */
      if (g_str_equal (type->id, "trotter") || g_str_equal (type->id, "kenton"))
        pi->state = R_KY;
      else if (g_str_equal (type->id, "darke"))
        pi->state = R_VA;
      else if (g_str_equal (type->id, "truby"))
        pi->state = R_PA;
      pi->mark = g_str_equal (type->id, "pillaged") ? MARK_PILLAGED : g_str_equal (type->id, "raid") ? MARK_RAID
               : g_str_equal (type->id, "atrocity-us") ? MARK_ATROCITY_US
               : g_str_equal (type->id, "atrocity-na") ? MARK_ATROCITY_NA : MARK_NONE;
      if (g_str_equal (type->id, "tecumseh"))
        pi->special = SP_TECUMSEH;
      else if (g_str_equal (type->id, "girty"))
        pi->special = SP_GIRTY;
      else if (g_str_equal (type->id, "mckee"))
        pi->special = SP_MCKEE;
      else if (g_str_equal (type->id, "dorchester"))
        pi->special = SP_DORCHESTER;
      else if (g_str_equal (type->id, "st-clair"))
        pi->special = SP_ST_CLAIR;
      else if (strstr (type->id, "replacement") != NULL)
        pi->special = SP_REPLACEMENT;
    }
  /* Where the Pillaged markers and the forts lie, so a look-up need not
   * scan every piece. */
  d->pillaged_first = d->fort_first = d->n_pieces;
  d->pillaged_end = d->fort_end = 0;
  for (guint p = 0; p < d->n_pieces; p++)
    {
      if (d->pieces[p].mark == MARK_PILLAGED)
        {
          d->pillaged_first = MIN (d->pillaged_first, p);
          d->pillaged_end = p + 1;
        }
      if (d->pieces[p].klass == PC_FORT)
        {
          d->fort_first = MIN (d->fort_first, p);
          d->fort_end = p + 1;
        }
    }
}

static void
read_spaces (BloodyData *d)
{
  BhGameData *data = d->data;
  int wild = -1, rough = -1, settled = -1;

  for (guint g = 0; g < d->n_grids; g++)
    {
      const char *id = bh_game_data_get_hexgrid (data, d->grids[g].index)->id;

      if (g_str_equal (id, "wilderness"))
        wild = g;
      else if (g_str_equal (id, "rough"))
        rough = g;
      else if (g_str_equal (id, "settled"))
        settled = g;
    }
  for (guint s = 0; s < d->n_spaces; s++)
    {
      const BhSpace *sp = bh_game_data_get_space (data, s);
      BloodySpaceInfo *si = &d->spaces[s];
      const char *edges = bh_props_lookup (sp->props, "map-edges");

      si->terrain = terrain_index (d, sp->terrain);
      si->region = region_of (bh_props_lookup (sp->props, "region"));
      si->nation = sp->owner_nation;
      si->north_of_ohio = g_strcmp0 (bh_props_lookup (sp->props, "north-of-ohio"), "true") == 0;
      si->ohio_bank = bh_props_lookup (sp->props, "ohio-bank") != NULL;
      si->ohio_territory = g_strcmp0 (bh_props_lookup (sp->props, "ohio-territory"), "true") == 0;
      si->ps = g_strcmp0 (bh_props_lookup (sp->props, "permanent-settlement"), "true") == 0;
      si->kekionga = g_strcmp0 (bh_props_lookup (sp->props, "kekionga"), "true") == 0;
      si->fort_site = g_strcmp0 (bh_props_lookup (sp->props, "british-fort-site"), "true") == 0;
      for (const char *e = edges; e != NULL && *e; e++)
        si->edges |= *e == 'N' ? 1 : *e == 'E' ? 2 : *e == 'S' ? 4 : *e == 'W' ? 8 : 0;
      si->grid = si->terrain == AT_ROUGH ? rough : si->terrain == AT_SETTLED ? settled : wild;
      if (si->kekionga)
        d->kekionga = s;
      if (g_str_equal (sp->id, "cincinnati"))
        d->cincinnati = s;
    }
  for (guint c = 0; c < bh_game_data_get_n_connections (data); c++)
    {
      const BhConnection *cn = bh_game_data_get_connection (data, c);
      gboolean ohio = g_str_equal (bh_game_data_get_connection_kind (data, cn->kind)->id, "ohio-crossing");
      int ends[2] = { cn->from, cn->to };

      for (int e = 0; e < 2; e++)
        {
          BloodySpaceInfo *si = &d->spaces[ends[e]];

          if (ends[e] >= (int) d->n_spaces || ends[1 - e] >= (int) d->n_spaces || si->n_adj >= BLOODY_MAX_ADJ)
            continue;
          si->adj_ohio[si->n_adj] = ohio;
          si->adj[si->n_adj++] = ends[1 - e];
        }
    }
}

static void
add_river_step (BloodyData *d, int a, int b, int river)
{
  for (int e = 0; e < 2; e++)
    {
      BloodySpaceInfo *si = &d->spaces[e ? b : a];

      for (guint k = 0; k < si->n_riv; k++)
        if (si->riv[k] == (e ? a : b) && si->riv_id[k] == river)
          return;
      if (si->n_riv >= BLOODY_MAX_RIV)
        return;
      si->riv_id[si->n_riv] = river;
      si->riv[si->n_riv++] = e ? a : b;
    }
}

/* Rivers (9.4.3): a connection's `route` names the river that flows from
 * one area on into the next; the Ohio (9.4.4) runs between its bank areas,
 * which the data orders from Pittsburgh (`ohio-bank` head) down each bank
 * (`ohio-order`): a boat passes from each to the next on its bank, and
 * lands on either bank, so the `ohio` crossings are river steps too. */
static void
read_rivers (BloodyData *d)
{
  BhGameData *data = d->data;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  int head = -1;

  g_ptr_array_add (names, (gpointer) "");
  g_ptr_array_add (names, (gpointer) "ohio");
  for (guint c = 0; c < bh_game_data_get_n_connections (data); c++)
    {
      const BhConnection *cn = bh_game_data_get_connection (data, c);
      guint id;

      if (cn->route == NULL || cn->from >= (int) d->n_spaces || cn->to >= (int) d->n_spaces)
        continue;
      for (id = 1; id < names->len && !g_str_equal (g_ptr_array_index (names, id), cn->route); id++)
        ;
      if (id == names->len)
        {
          if (id >= BLOODY_MAX_RIVERS)
            continue;
          g_ptr_array_add (names, cn->route);
        }
      add_river_step (d, cn->from, cn->to, id);
    }
  d->n_rivers = names->len - 1;
  for (guint s = 0; s < d->n_spaces; s++)
    if (g_strcmp0 (bh_props_lookup (bh_game_data_get_space (data, s)->props, "ohio-bank"), "head") == 0)
      head = s;
  for (int bank = 0; bank < 2; bank++)
    {
      int last = head, last_order = -1;

      for (;;)
        {
          int next = -1, next_order = G_MAXINT;

          for (guint s = 0; s < d->n_spaces; s++)
            {
              GPtrArray *props = bh_game_data_get_space (data, s)->props;
              const char *order = bh_props_lookup (props, "ohio-order");
              int o = order != NULL ? atoi (order) : -1;

              if (g_strcmp0 (bh_props_lookup (props, "ohio-bank"), bank ? "south" : "north") == 0 &&
                  o > last_order && o < next_order)
                {
                  next = s;
                  next_order = o;
                }
            }
          if (next < 0)
            break;
          if (last >= 0)
            add_river_step (d, last, next, BLOODY_RIVER_OHIO);
          last = next;
          last_order = next_order;
        }
    }
}

/* Flat hexes, odd columns (counted from 1) shifted down half a hex. */
static int
compute_neighbour (const BloodyGrid *g, int cell, int dir)
{
  static const int odd[6][2] = { { 0, -1 }, { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 } };
  static const int even[6][2] = { { 0, -1 }, { 1, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 }, { -1, -1 } };
  int col = cell % g->cols + 1, row = cell / g->cols + 1;
  const int *delta = (col & 1) ? odd[dir] : even[dir];

  col += delta[0];
  row += delta[1];
  if (col < 1 || row < 1 || col > g->cols || row > g->rows)
    return -1;
  return (row - 1) * g->cols + col - 1;
}

static void
read_grids (BloodyData *d)
{
  BhGameData *data = d->data;

  for (guint g = 0; g < bh_game_data_get_n_hexgrids (data) && d->n_grids < BLOODY_MAX_GRIDS; g++)
    {
      const BhHexGrid *hg = bh_game_data_get_hexgrid (data, g);
      BloodyGrid *bg = &d->grids[d->n_grids];
      int def;

      if (hg->cols * hg->rows > BLOODY_MAX_CELLS)
        continue;
      d->n_grids++;
      bg->index = g;
      bg->cols = hg->cols;
      bg->rows = hg->rows;
      bg->first_location = hg->first_location;
      def = terrain_index (d, hg->terrain);
      for (int i = 0; i < bg->cols * bg->rows; i++)
        {
          bg->terrain[i] = def;
          for (int dir = 0; dir < 6; dir++)
            bg->neighbour[i][dir] = compute_neighbour (bg, i, dir);
        }
      for (guint h = 0; hg->hexes != NULL && h < hg->hexes->len; h++)
        {
          const BhHex *hex = g_ptr_array_index (hg->hexes, h);
          int cell = (hex->row - 1) * bg->cols + hex->col - 1;
          const char *trail = bh_props_lookup (hex->props, "trail");

          if (cell < 0 || cell >= bg->cols * bg->rows)
            continue;
          if (hex->terrain >= 0)
            bg->terrain[cell] = terrain_index (d, hex->terrain);
          bg->elevation[cell] = hex->elevation;
          if (hex->label != NULL && hex->label[0])
            bg->letter[cell] = hex->label[0];
          bg->edge_entry[cell] = bh_props_lookup (hex->props, "edge-entry") != NULL;
          for (const char *t = trail; t != NULL && *t; t++)
            if (*t >= '0' && *t <= '5')
              bg->sides[cell][*t - '0'] |= HS_TRAIL;
        }
      for (guint k = 0; hg->hexsides != NULL && k < hg->hexsides->len; k++)
        {
          const BhHexside *side = g_ptr_array_index (hg->hexsides, k);
          int cell = (side->row - 1) * bg->cols + side->col - 1, other;
          guint8 bit = g_strcmp0 (side->kind, "stream") == 0 ? HS_STREAM : g_strcmp0 (side->kind, "slope") == 0 ? HS_SLOPE : 0;

          if (cell < 0 || cell >= bg->cols * bg->rows || side->dir < 0 || side->dir > 5)
            continue;
          bg->sides[cell][side->dir] |= bit;
          other = bloody_cell_neighbour (bg, cell, side->dir);
          if (other >= 0)
            bg->sides[other][(side->dir + 3) % 6] |= bit;
        }
    }
}

static int
piece_of_type (BloodyData *d, const char *id)
{
  int t = id != NULL ? bh_game_data_find_unit_type (d->data, id) : -1;

  return t >= 0 ? bh_game_data_get_unit_type (d->data, t)->first_piece : BLOODY_NONE;
}

static int
prop_int (GPtrArray *props, const char *name, int fallback)
{
  return bh_props_lookup_int (props, name, fallback);
}

static void
read_scenarios (BloodyData *d)
{
  BhGameData *data = d->data;

  d->n_scen = bh_game_data_get_n_scenarios (data);
  d->scen = g_new0 (BloodyScenarioInfo, MAX (d->n_scen, 1));
  for (guint i = 0; i < d->n_scen; i++)
    {
      const BhScenario *sc = bh_game_data_get_scenario (data, i);
      BloodyScenarioInfo *si = &d->scen[i];
      const char *board = bh_props_lookup (sc->props, "board");
      const char *season = bh_props_lookup (sc->props, "season");

      si->grid = BLOODY_NONE;
      si->last_turn = sc->last_turn;
      for (guint g = 0; board != NULL && g < d->n_grids; g++)
        if (g_str_equal (bh_game_data_get_hexgrid (data, d->grids[g].index)->id, board))
          si->grid = g;
      si->battle = si->grid >= 0;
      si->season = g_strcmp0 (season, "spring") == 0 ? SEASON_SPRING : g_strcmp0 (season, "summer") == 0 ? SEASON_SUMMER
                 : g_strcmp0 (season, "winter") == 0 ? SEASON_WINTER : SEASON_FALL;
      si->severe = g_strcmp0 (bh_props_lookup (sc->props, "severe-weather"), "true") == 0;
      si->initiative = g_strcmp0 (bh_props_lookup (sc->props, "initiative"), "us") == 0 ? 0 : 1;
      si->surprise = bh_props_lookup (sc->props, "surprise") != NULL;
      si->zones = g_str_equal (sc->id, "harmars-defeat") ? 1 : g_str_equal (sc->id, "st-clairs-surprise") ? 2
                : g_str_equal (sc->id, "fallen-timbers") ? 3 : 0;
      si->setup_first = sc->setup_first_side;
      si->primary[0] = piece_of_type (d, bh_props_lookup (sc->props, "primary-us"));
      si->primary[1] = piece_of_type (d, bh_props_lookup (sc->props, "primary-na"));
      si->vp_us_army = prop_int (sc->props, "vp-us-army-eliminated", 2);
      si->vp_other = prop_int (sc->props, "vp-other-eliminated", 1);
      si->vp_clear = prop_int (sc->props, "vp-clear-board", 5);
      si->vp_tecumseh_mckee = prop_int (sc->props, "vp-tecumseh-mckee", 0);
      si->vp_minor_warrior = prop_int (sc->props, "vp-minor-nation-warrior", 0);
      si->campaign_kind = g_str_equal (sc->id, "harmars-expedition") ? 1 : g_str_equal (sc->id, "st-clairs-campaign") ? 2 : 3;
      si->limits_151 = bh_props_lookup (sc->props, "enterable-areas") != NULL;
      si->first_mob_turn = prop_int (sc->props, "first-mobilization-turn", 0);
      for (int pass = 0; pass < 2; pass++)
        {
          const char *list = bh_props_lookup (sc->props, pass == 0 ? "warpath" : "surrendered");
          g_auto(GStrv) ids = list != NULL ? g_strsplit (list, " ", -1) : NULL;

          for (guint k = 0; ids != NULL && ids[k] != NULL; k++)
            {
              int n = bh_game_data_find_nation (data, ids[k]);

              if (n >= 0 && n < 8)
                {
                  if (pass == 0)
                    si->warpath_bits |= 1u << n;
                  else
                    si->surrendered_bits |= 1u << n;
                }
            }
        }
    }
}

/* "2R/--" -> losses 2 and a retreat for the attacker, nothing for the defender. */
static void
parse_mcrt_half (const char *s, char *losses, char *retreat)
{
  *losses = 0;
  *retreat = 0;
  for (; *s && *s != '/'; s++)
    if (*s >= '0' && *s <= '9')
      *losses = *s - '0';
    else if (*s == 'R')
      *retreat = 1;
}

static gboolean
read_tables (BloodyData *d, GError **error)
{
  BhGameData *data = d->data;
  int t;
  const BhTable *table;

  if ((t = bh_game_data_find_table (data, "mcrt")) < 0)
    return fail (error, "the table mcrt");
  table = bh_game_data_get_table (data, t);
  for (guint r = 0; r < table->rows->len && r < 12; r++)
    {
      const BhTableRow *row = g_ptr_array_index (table->rows, r);

      for (guint c = 0; c < row->cells->len && c < 7; c++)
        {
          const char *cell = g_ptr_array_index (row->cells, c);
          const char *slash = strchr (cell, '/');
          BloodyMcrtCell *m = &d->mcrt[r][c];

          parse_mcrt_half (cell, &m->att_losses, &m->att_retreat);
          if (slash != NULL)
            parse_mcrt_half (slash + 1, &m->def_losses, &m->def_retreat);
        }
    }
  if ((t = bh_game_data_find_table (data, "battle-tec")) < 0)
    return fail (error, "the table battle-tec");
  table = bh_game_data_get_table (data, t);
  for (guint r = 0; r < table->rows->len && r < 10; r++)
    {
      const BhTableRow *row = g_ptr_array_index (table->rows, r);

      for (guint c = 0; c < row->cells->len && c < 4; c++)
        d->battle_tec[r][c] = (guint8) abs (atoi (g_ptr_array_index (row->cells, c)));
    }
  if ((t = bh_game_data_find_table (data, "main-map-tec")) < 0)
    return fail (error, "the table main-map-tec");
  table = bh_game_data_get_table (data, t);
  for (guint r = 0; r < table->rows->len && r < 3; r++)
    {
      const BhTableRow *row = g_ptr_array_index (table->rows, r);

      for (guint c = 0; c < row->cells->len && c < 8; c++)
        d->map_tec[r][c] = (guint8) atoi (g_ptr_array_index (row->cells, c));
    }
  if ((t = bh_game_data_find_table (data, "us-army-mobilization")) < 0)
    return fail (error, "the table us-army-mobilization");
  table = bh_game_data_get_table (data, t);
  for (guint r = 0; r < table->rows->len && r < 6; r++)
    {
      const BhTableRow *row = g_ptr_array_index (table->rows, r);

      for (guint c = 0; c < row->cells->len && c < 5; c++)
        d->army[r][c] = (guint8) atoi (g_ptr_array_index (row->cells, c));
    }
  return TRUE;
}

BloodyData *
bloody_data_new (BhGameData *data, GError **error)
{
  g_autofree BloodyData *d = g_new0 (BloodyData, 1);
  static const char *nations[] = { "shawnee", "delaware", "iroquois", "wyandot", "miami", "mingo", "ottawa" };

  d->data = data;
  d->n_pieces = bh_game_data_get_n_pieces (data);
  d->n_spaces = bh_game_data_get_n_spaces (data);
  d->n_boxes = bh_game_data_get_n_boxes (data);
  d->n_locations = bh_game_data_get_n_locations (data);
  d->n_nations = bh_game_data_get_n_nations (data);
  if (d->n_pieces > 448 || d->n_spaces > 64 || d->n_nations > 8)
    return fail (error, "room for its pieces, areas and nations"), NULL;
  d->nation_british = bh_game_data_find_nation (data, "british");
  d->nation_iroquois = bh_game_data_find_nation (data, "iroquois");
  d->cincinnati = d->kekionga = BLOODY_NONE;
  read_grids (d);
  read_pieces (d);
  read_spaces (d);
  read_rivers (d);
  read_scenarios (d);
  d->b_eliminated = box_location (d, "eliminated");
  d->b_removed = box_location (d, "removed");
  d->b_off_board = box_location (d, "battle-off-board");
  d->b_us_available = box_location (d, "us-available");
  d->b_na_available = box_location (d, "na-available");
  d->b_militia_cup = box_location (d, "militia-cup");
  d->b_settler_pool = box_location (d, "settler-pool");
  d->b_us_atrocities = box_location (d, "us-atrocities");
  d->b_na_atrocities = box_location (d, "na-atrocities");
  d->m_turn = bh_game_data_find_marker (data, "turn");
  d->m_cl = bh_game_data_find_marker (data, "us-commitment");
  d->m_vp[0] = bh_game_data_find_marker (data, "vp-us");
  d->m_vp[1] = bh_game_data_find_marker (data, "vp-na");
  d->m_round = bh_game_data_find_marker (data, "battle-round");
  d->m_raid_total = bh_game_data_find_marker (data, "raid-total");
  d->m_morale = bh_game_data_find_marker (data, "british-morale");
  for (guint n = 0; n < d->n_nations; n++)
    d->m_ml[n] = -1;
  for (guint i = 0; i < G_N_ELEMENTS (nations); i++)
    {
      int n = bh_game_data_find_nation (data, nations[i]);
      g_autofree char *id = g_strdup_printf ("ml-%s", nations[i]);

      if (n < 0 || n >= BLOODY_MAX_NATIONS_D)
        continue;
      d->m_ml[n] = bh_game_data_find_marker (data, id);
      d->base_ml[n] = 3;
      if (d->m_ml[n] >= 0)
        {
          const BhTrack *track = bh_game_data_get_track (data, bh_game_data_get_marker (data, d->m_ml[n])->track);

          for (guint q = 0; track->squares != NULL && q < track->squares->len; q++)
            {
              const BhSquare *square = g_ptr_array_index (track->squares, q);

              if (g_strcmp0 (bh_props_lookup (square->props, "base"), "true") == 0)
                d->base_ml[n] = square->value;
            }
        }
    }
  if (d->b_eliminated < 0 || d->b_removed < 0 || d->b_off_board < 0 || d->m_turn < 0 || d->m_cl < 0 ||
      d->m_vp[0] < 0 || d->m_vp[1] < 0 || d->m_round < 0 || d->n_grids < 3 || d->b_us_available < 0 ||
      d->b_na_available < 0 || d->b_militia_cup < 0 || d->b_settler_pool < 0 || d->b_us_atrocities < 0 ||
      d->b_na_atrocities < 0)
    return fail (error, "a box, a track marker or a battle board"), NULL;
  for (guint i = 0; i < d->n_scen; i++)
    {
      const BhScenario *sc = bh_game_data_get_scenario (data, i);
      g_autofree char *bad = bloody_zone_terms_check (sc);

      if (bad != NULL)
        {
          /* Translators: A Dark and Bloody Ground: a scenario's placement
             has a zone term the rules do not know: the term, the scenario */
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("unknown zone term “%s” in a place of scenario %s"), bad, sc->id);
          bloody_data_free (g_steal_pointer (&d));
          return NULL;
        }
    }
  if (!read_tables (d, error))
    {
      bloody_data_free (g_steal_pointer (&d));
      return NULL;
    }
  return g_steal_pointer (&d);
}

void
bloody_data_free (BloodyData *d)
{
  if (d == NULL)
    return;
  g_free (d->pieces);
  g_free (d->scen);
  g_free (d);
}

int
bloody_cell_neighbour (const BloodyGrid *g, int cell, int dir)
{
  return g->neighbour[cell][dir];
}

static void
cube (const BloodyGrid *g, int cell, int *x, int *z)
{
  int col = cell % g->cols, row = cell / g->cols;   /* 0-based; even columns are the shifted ones */

  *x = col;
  *z = row - (col + (col & 1)) / 2;
}

int
bloody_cell_distance (const BloodyGrid *g, int a, int b)
{
  int ax, az, bx, bz, dx, dz, dy;

  cube (g, a, &ax, &az);
  cube (g, b, &bx, &bz);
  dx = ax - bx;
  dz = az - bz;
  dy = -dx - dz;
  return (abs (dx) + abs (dy) + abs (dz)) / 2;
}

gboolean
bloody_cell_on_edge (const BloodyGrid *g, int cell)
{
  for (int dir = 0; dir < 6; dir++)
    if (bloody_cell_neighbour (g, cell, dir) < 0)
      return TRUE;
  return FALSE;
}
