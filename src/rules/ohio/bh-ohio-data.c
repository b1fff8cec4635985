/* bh-ohio-data.c — resolves, once, every id, value and table the Blood on
 * the Ohio rules use (see bh-ohio-data.h). */
#include "config.h"

#include "bh-ohio-data.h"
/* The game-wide <prop>s of game.xml have no public accessor yet. */
#include "bh-game-data-private.h"

#include <stdlib.h>
#include <string.h>

/* ---- small parsing helpers ---------------------------------------------- */

/* The first integer in a cell such as "5-6", "5 or more", "+1", "-1/2". */
static gboolean
first_int (const char *text, int *out)
{
  const char *p = text;

  if (text == NULL)
    return FALSE;
  while (*p && !(g_ascii_isdigit (*p) || ((*p == '-' || *p == '+') && g_ascii_isdigit (p[1]))))
    p++;
  if (!*p)
    return FALSE;
  *out = (int) strtol (p, NULL, 10);
  return TRUE;
}

/* The n-th integer (0-based) in a text. */
static gboolean
nth_int (const char *text, int n, int *out)
{
  const char *p = text;

  if (text == NULL)
    return FALSE;
  for (;;)
    {
      char *end;

      while (*p && !g_ascii_isdigit (*p))
        p++;
      if (!*p)
        return FALSE;
      if (n-- == 0)
        {
          *out = (int) strtol (p, NULL, 10);
          return TRUE;
        }
      strtol (p, &end, 10);
      p = end;
    }
}

static const BhTable *
table (BhGameData *data, const char *id, GError **error)
{
  int i = bh_game_data_find_table (data, id);

  if (i == BH_NONE)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "ohio rules: table %s missing", id);
      return NULL;
    }
  return bh_game_data_get_table (data, i);
}

static const char *
cell (const BhTable *t, const char *row_key, const char *col_key)
{
  int col = 0;

  if (t == NULL)
    return NULL;
  if (col_key)
    {
      col = -1;
      for (guint c = 0; c < t->column_keys->len; c++)
        if (g_str_equal (g_ptr_array_index (t->column_keys, c), col_key))
          col = c;
      if (col < 0)
        return NULL;
    }
  for (guint r = 0; r < t->rows->len; r++)
    {
      const BhTableRow *row = g_ptr_array_index (t->rows, r);

      if (g_str_equal (row->key, row_key))
        return (guint) col < row->cells->len ? g_ptr_array_index (row->cells, col) : NULL;
    }
  return NULL;
}

static int
cell_int (const BhTable *t, const char *row, const char *col, int fallback)
{
  int v;

  return first_int (cell (t, row, col), &v) ? v : fallback;
}

static int
game_prop_int (BhGameData *data, const char *name, int fallback)
{
  return bh_props_lookup_int (data->props, name, fallback);
}

/* ---- pieces -------------------------------------------------------------- */

static OhioClass
classify (const BhUnitType *type)
{
  static const struct { const char *klass; OhioClass c; } map[] = {
    { "key-leader", PC_KEY_LEADER }, { "subordinate-leader", PC_SUB_LEADER },
    { "warrior", PC_WARRIOR }, { "regular-infantry", PC_REG_INF },
    { "regular-cavalry", PC_REG_CAV }, { "militia-infantry", PC_MIL_INF },
    { "militia-cavalry", PC_MIL_CAV }, { "supply-wagon", PC_WAGON },
    { "scout", PC_SCOUT }, { "artillery", PC_ARTILLERY },
    { "british-arms", PC_ARMS }, { "village", PC_VILLAGE },
    { "principal-village", PC_PRINCIPAL }, { "fort", PC_FORT },
    { "settlement", PC_SETTLEMENT }, { "british-fort", PC_FORT_MIAMIS },
  };

  if (type->klass)
    for (guint i = 0; i < G_N_ELEMENTS (map); i++)
      if (g_str_equal (type->klass, map[i].klass))
        return map[i].c;
  if (g_str_equal (type->id, "raid-a")) return PC_RAID_A;
  if (g_str_equal (type->id, "raid-b")) return PC_RAID_B;
  if (g_str_equal (type->id, "raid-c")) return PC_RAID_C;
  if (g_str_equal (type->id, "raid-d")) return PC_RAID_D;
  if (g_str_equal (type->id, "razed-marker")) return PC_RAZED;
  if (g_str_equal (type->id, "treaty-marker")) return PC_TREATY;
  return type->kind == BH_UNIT_MARKER ? PC_MARKER : PC_OTHER;
}

static void
read_pieces (OhioData *d)
{
  BhGameData *data = d->data;

  d->pieces = g_new0 (OhioPieceInfo, d->n_pieces);
  for (guint p = 0; p < d->n_pieces; p++)
    {
      int t = bh_game_data_get_piece_type (data, p);
      const BhUnitType *type = bh_game_data_get_unit_type (data, t);
      OhioPieceInfo *pi = &d->pieces[p];

      pi->type = t;
      pi->klass = classify (type);
      pi->side = type->side == d->side_us ? 0 : type->side == d->side_wc ? 1 : OHIO_NONE;
      pi->nation = type->nation >= 0 ? type->nation : OHIO_NONE;
      pi->n_faces = type->faces->len;
      for (guint f = 0; f < type->faces->len && f < 2; f++)
        {
          const BhFace *face = g_ptr_array_index (type->faces, f);
          int fp = bh_face_get_value (face, "fp", 0);

          if (pi->klass == PC_FORT)
            {
              pi->fort_fp[f] = fp;
              fp = 0;
            }
          pi->fp[f] = fp;
          pi->tp[f] = bh_face_get_value (face, "tp", 0);
          if (f == 0)
            pi->mp = bh_face_get_value (face, "mp", 0);
        }
      if (type->faces->len == 1)
        {
          pi->fp[1] = pi->fp[0];
          pi->tp[1] = pi->tp[0];
          pi->fort_fp[1] = pi->fort_fp[0];
        }
      pi->expedition = bh_props_lookup_int (type->props, "expedition", 0);
      if (pi->klass == PC_KEY_LEADER && d->n_key_leaders < 16)
        d->key_leaders[d->n_key_leaders++] = p;
      if (pi->klass == PC_FORT && d->n_fort_pieces < 16)
        d->fort_pieces[d->n_fort_pieces++] = p;
      pi->stays = g_strcmp0 (bh_props_lookup (type->props, "stays-if-nation-withdraws"), "true") == 0;
    }
}

/* ---- board --------------------------------------------------------------- */

static gboolean
feature_is (BhGameData *data, const BhFeature *f, const char *kind)
{
  return g_str_equal (bh_game_data_get_feature_kind (data, f->kind)->id, kind);
}

static void
read_spaces (OhioData *d)
{
  BhGameData *data = d->data;
  guint n_conn = bh_game_data_get_n_connections (data);
  GArray *adj = g_array_new (FALSE, TRUE, sizeof (OhioAdj));

  d->fort_washington = d->fort_harmar = d->kekionga = d->fort_miamis_space = -1;
  for (guint s = 0; s < d->n_spaces; s++)
    {
      const BhSpace *space = bh_game_data_get_space (data, s);
      const BhSpaceKind *kind = bh_game_data_get_space_kind (data, space->kind);
      OhioSpaceInfo *si = &d->spaces[s];

      si->river = kind->water;
      si->entry = g_str_equal (kind->id, "entry");
      si->owner = space->owner_nation >= 0 ? space->owner_nation : OHIO_NONE;
      si->principal = OHIO_NONE;
      si->entry_side = OHIO_NONE;
      si->entry_nation = OHIO_NONE;
      if (si->entry)
        {
          si->entry_nation = si->owner;
          si->entry_side = space->owner_side == d->side_us ? 0 : 1;
          if (space->owner_nation >= 0)
            si->entry_side = 1;
          si->owner = OHIO_NONE;
          if (si->entry_side == 0 && d->n_us_entry < 8)
            d->us_entry[d->n_us_entry++] = s;
        }
      for (guint f = 0; f < space->features->len; f++)
        {
          const BhFeature *feat = g_ptr_array_index (space->features, f);

          if (feature_is (data, feat, "settlement"))
            si->printed_settlement = 1;
          else if (feature_is (data, feat, "fort"))
            {
              si->printed_fort = 1;
              si->fort_capacity = bh_props_lookup_int (feat->props, "defend-capacity", 0);
              si->winter_capacity = bh_props_lookup_int (feat->props, "winter-capacity", 0);
              si->recruit_regulars = g_strcmp0 (bh_props_lookup (feat->props, "recruit-regulars-scouts"), "true") == 0;
            }
          else if (feature_is (data, feat, "principal-village"))
            si->principal = feat->nation;
          else if (feature_is (data, feat, "british-flag"))
            {
              si->british_flag = 1;
              d->fort_miamis_space = s;
            }
        }
      if (g_str_equal (space->id, "fort-washington"))
        d->fort_washington = s;
      else if (g_str_equal (space->id, "fort-harmar"))
        d->fort_harmar = s;
      else if (g_str_equal (space->id, "kekionga"))
        d->kekionga = s;
    }

  /* The Ohio: river spaces with a river connection on route "ohio". */
  for (guint c = 0; c < n_conn; c++)
    {
      const BhConnection *conn = bh_game_data_get_connection (data, c);
      const char *kind = bh_game_data_get_connection_kind (data, conn->kind)->id;

      if (g_str_equal (kind, "river") && g_strcmp0 (conn->route, "ohio") == 0)
        d->spaces[conn->from].ohio = d->spaces[conn->to].ohio = 1;
    }

  /* Adjacency lists. */
  for (guint s = 0; s < d->n_spaces; s++)
    {
      const BhSpace *space = bh_game_data_get_space (data, s);

      d->spaces[s].adj_start = adj->len;
      for (guint i = 0; i < space->connections->len; i++)
        {
          const BhConnection *conn = bh_game_data_get_connection (data, g_array_index (space->connections, int, i));
          const char *kind = bh_game_data_get_connection_kind (data, conn->kind)->id;
          OhioAdj a = { 0 };

          a.to = conn->from == (int) s ? conn->to : conn->from;
          a.kind = g_str_equal (kind, "river") ? ADJ_RIVER : g_str_equal (kind, "entry") ? ADJ_ENTRY : ADJ_TRAIL;
          /* 15.2: the bank (facing downstream) of a ground space on a
           * trail to a river space. */
          {
            const char *bank = bh_props_lookup (conn->props, "bank");

            if (bank)
              a.bank = g_str_equal (bank, "left") ? 1 : g_str_equal (bank, "right") ? -1 : 0;
          }
          g_array_append_val (adj, a);
          if (d->spaces[a.to].river)
            d->spaces[s].near_river = 1;
        }
      d->spaces[s].adj_count = adj->len - d->spaces[s].adj_start;
    }
  d->adj = (OhioAdj *) g_array_free (adj, FALSE);

  /* Banks: which side of a river space each ground neighbour lies on, from
   * the direction of the river through the space (15.2). */
  for (guint s = 0; s < d->n_spaces; s++)
    {
      const BhSpace *space = bh_game_data_get_space (data, s);
      double dx = 0, dy = 0;
      int n_river = 0;

      if (!d->spaces[s].river)
        continue;
      for (guint i = 0; i < d->spaces[s].adj_count; i++)
        {
          OhioAdj *a = &d->adj[d->spaces[s].adj_start + i];
          const BhSpace *o = bh_game_data_get_space (data, a->to);

          if (a->kind != ADJ_RIVER)
            continue;
          /* Orientation does not matter as long as it is consistent. */
          if (n_river == 0)
            {
              dx = o->x - space->x;
              dy = o->y - space->y;
            }
          else
            {
              dx -= o->x - space->x;
              dy -= o->y - space->y;
            }
          n_river++;
        }
      for (guint i = 0; i < d->spaces[s].adj_count; i++)
        {
          OhioAdj *a = &d->adj[d->spaces[s].adj_start + i];
          const BhSpace *o = bh_game_data_get_space (data, a->to);
          double cross;

          if (a->kind == ADJ_RIVER || n_river == 0 || a->bank != 0)
            continue;
          cross = dx * (o->y - space->y) - dy * (o->x - space->x);
          a->bank = cross > 0 ? 1 : cross < 0 ? -1 : 0;
        }
    }

  /* Distances in spaces over trails and rivers (entry squares are not spaces). */
  d->dist = g_malloc (d->n_spaces * d->n_spaces);
  memset (d->dist, 255, d->n_spaces * d->n_spaces);
  {
    g_autofree gint16 *queue = g_new (gint16, d->n_spaces);

    for (guint s = 0; s < d->n_spaces; s++)
      {
        guint8 *row = d->dist + s * d->n_spaces;
        guint head = 0, tail = 0;

        if (d->spaces[s].entry)
          continue;
        row[s] = 0;
        queue[tail++] = s;
        while (head < tail)
          {
            int u = queue[head++];

            for (guint i = 0; i < d->spaces[u].adj_count; i++)
              {
                const OhioAdj *a = &d->adj[d->spaces[u].adj_start + i];

                if (a->kind == ADJ_ENTRY || d->spaces[a->to].entry || row[a->to] != 255)
                  continue;
                row[a->to] = row[u] + 1;
                queue[tail++] = a->to;
              }
          }
      }
  }
}

static int
location_of (BhGameData *data, const char *id)
{
  return id ? bh_game_data_find_location (data, id) : BH_NONE;
}

static void
read_boxes_and_tracks (OhioData *d)
{
  BhGameData *data = d->data;

  d->cup = location_of (data, "recruitment-cup");
  d->raid_cup = location_of (data, "raid-cup");
  d->raid_searched = location_of (data, "raid-chits-searched");
  d->reinf_box = location_of (data, "reinforcement-box");
  d->builds = location_of (data, "us-builds");
  d->sa_box = location_of (data, "special-actions-box");
  d->us_elim = location_of (data, "us-eliminated");
  d->wc_elim = location_of (data, "wc-eliminated");

  for (guint n = 0; n < d->n_nations && n < OHIO_MAX_NATIONS; n++)
    {
      const BhNation *nation = bh_game_data_get_nation (data, n);
      const char *entry = bh_props_lookup (nation->props, "entry-square");

      d->nation_box[n] = location_of (data, bh_props_lookup (nation->props, "holding-box"));
      d->nation_vp_square[n] = bh_props_lookup_int (nation->props, "nation-square-vp", 0);
      d->nation_treaty_allowed[n] = g_strcmp0 (bh_props_lookup (nation->props, "treaty-allowed"), "false") != 0;
      d->nation_recruit_bonus[n] = bh_props_lookup_int (nation->props, "recruit-bonus", 0);
      d->nation_off_map[n] = g_strcmp0 (bh_props_lookup (nation->props, "off-map"), "true") == 0;
      d->nation_entry[n] = entry ? bh_game_data_find_space (data, entry) : -1;
      d->nation_alliance_leaders[n] = bh_props_lookup_int (nation->props, "alliance-leaders", 0);
      d->nation_alliance_warriors[n] = bh_props_lookup_int (nation->props, "alliance-warriors", 0);
      d->nation_withdraws[n] = g_strcmp0 (bh_props_lookup (nation->props, "withdraws-on-us-vp"), "false") != 0;
    }

  for (guint b = 0; b < d->n_boxes; b++)
    {
      const BhBox *box = bh_game_data_get_box (data, b);

      if (g_strcmp0 (bh_props_lookup (box->props, "released-by"), "vp-wc") == 0 && d->n_arms_boxes < 8)
        {
          d->arms_box[d->n_arms_boxes] = d->n_spaces + b;
          d->arms_box_vp[d->n_arms_boxes] = bh_props_lookup_int (box->props, "vp-square", 0);
          d->n_arms_boxes++;
        }
    }

  d->m_turn = bh_game_data_find_marker (data, "turn");
  d->m_segment = bh_game_data_find_marker (data, "segment");
  d->m_vp[0] = bh_game_data_find_marker (data, "vp-us");
  d->m_vp[1] = bh_game_data_find_marker (data, "vp-wc");
  d->m_sap[0] = bh_game_data_find_marker (data, "sap-us");
  d->m_sap[1] = bh_game_data_find_marker (data, "sap-wc");
  d->vp_max = 30;

  for (guint t = 0; t < bh_game_data_get_n_tracks (data); t++)
    {
      const BhTrack *track = bh_game_data_get_track (data, t);

      if (g_str_equal (track->id, "vp"))
        {
          d->vp_max = track->max;
          for (guint q = 0; q < track->squares->len; q++)
            {
              const BhSquare *sq = g_ptr_array_index (track->squares, q);
              int w = bh_props_lookup_int (sq->props, "expedition-withdrawal", 0);
              int e = bh_props_lookup_int (sq->props, "expedition-entry", 0);
              const char *nat = bh_props_lookup (sq->props, "nation-square");

              if (w >= 1 && w <= 3)
                d->exp_withdraw_square[w] = sq->value;
              if (e >= 1 && e <= 3)
                d->exp_entry_square[e] = sq->value;
              if (nat)
                {
                  int n = bh_game_data_find_nation (data, nat);

                  if (n >= 0 && n < OHIO_MAX_NATIONS)
                    d->nation_vp_square[n] = sq->value;
                }
            }
        }
      else if (g_str_equal (track->id, "turn"))
        for (guint q = 0; q < track->squares->len; q++)
          {
            const BhSquare *sq = g_ptr_array_index (track->squares, q);
            const char *raid = bh_props_lookup (sq->props, "raid-chits");

            if (sq->value < 0 || sq->value >= 16)
              continue;
            d->turn_fawi[sq->value] = g_strcmp0 (bh_props_lookup (sq->props, "season"), "fa-wi") == 0;
            if (raid)
              {
                g_auto(GStrv) parts = g_strsplit (raid, " ", -1);

                for (guint i = 0; parts[i]; i++)
                  if (parts[i][0] >= 'A' && parts[i][0] <= 'D')
                    d->raid_add[sq->value][parts[i][0] - 'A'] = atoi (parts[i] + 1);
              }
          }
    }
}

static OhioProc
proc_of (const char *id)
{
  static const char *ids[PROC_N] = {
    [PROC_SPECIAL_ACTIONS] = "special-actions", [PROC_US_OPS] = "us-operations",
    [PROC_WC_OPS] = "wc-operations", [PROC_EXPEDITION_CHECK] = "expedition-check",
    [PROC_NATION_CHECK] = "nation-check", [PROC_LEADER_CHECK] = "leader-check",
    [PROC_SUPPLY_CHECK] = "us-supply-check", [PROC_WINTER] = "winter-quartering",
    [PROC_END_OF_TURN] = "end-of-turn",
  };

  for (int i = 1; i < PROC_N; i++)
    if (g_str_equal (ids[i], id))
      return i;
  return PROC_NONE;
}

static void
read_sequence (OhioData *d)
{
  BhGameData *data = d->data;

  d->n_phases = MIN (bh_game_data_get_n_phases (data), 16);
  for (guint i = 0; i < d->n_phases; i++)
    {
      const BhPhase *phase = bh_game_data_get_phase (data, i);
      g_auto(GStrv) procs = g_strsplit (bh_props_lookup (phase->props, "procedures") ?: "", " ", -1);
      g_auto(GStrv) fawi = g_strsplit (bh_props_lookup (phase->props, "fa-wi-only") ?: "", " ", -1);

      for (guint k = 0; procs[k] && d->phase_n_procs[i] < 6; k++)
        {
          OhioProc p = proc_of (procs[k]);

          if (p == PROC_NONE)
            continue;
          if (g_strv_contains ((const char * const *) fawi, procs[k]))
            d->phase_fawi_only[i] |= 1 << d->phase_n_procs[i];
          d->phase_procs[i][d->phase_n_procs[i]++] = p;
        }
    }
}

static gboolean
read_tables (OhioData *d, GError **error)
{
  BhGameData *data = d->data;
  const BhTable *crt = table (data, "crt", error);
  const BhTable *amb, *shock, *morale, *t;
  static const char *crt_cols[8] = { "1-2", "3-4", "5-6", "7-8", "9-10", "11-12", "13-14", "15-16" };

  if (!crt)
    return FALSE;
  for (int r = 0; r < 6; r++)
    {
      char key[4];

      g_snprintf (key, sizeof key, "%d", r + 1);
      for (int c = 0; c < 8; c++)
        d->crt[r][c] = cell_int (crt, key, crt_cols[c], 0);
    }
  if (!(amb = table (data, "ambush", error)))
    return FALSE;
  d->ambush_catastrophe_max = 0;
  for (int r = 1; r <= 6; r++)
    {
      char key[4];
      const char *end;
      const char *res;

      g_snprintf (key, sizeof key, "%d", r);
      d->ambush_hits[r] = cell_int (amb, key, "hits", 0);
      res = cell (amb, key, "result");
      if (res && g_str_has_prefix (res, "Catastrophic"))
        d->ambush_catastrophe_max = r;
      end = cell (amb, key, "end-move");
      d->ambush_end[r] = end && g_str_has_prefix (end, "yes");
    }
  if (!(shock = table (data, "artillery-shock", error)) || !(morale = table (data, "militia-morale", error)))
    return FALSE;
  for (int r = 0; r <= 6; r++)
    {
      char key[4];
      const char *v;

      g_snprintf (key, sizeof key, "%d", r);
      d->shock[r] = cell_int (shock, key, NULL, 0);
      v = cell (morale, key, NULL);
      d->morale[r] = v && g_str_equal (v, "all") ? -1 : cell_int (morale, key, NULL, r);
    }
  if (!(t = table (data, "leader-check", error)))
    return FALSE;
  d->heal_max = 3;
  d->die_min = 6;
  for (guint r = 0; r < t->rows->len; r++)
    {
      const BhTableRow *row = g_ptr_array_index (t->rows, r);
      const char *res = g_ptr_array_index (row->cells, 0);
      int lo, hi;

      if (!first_int (row->key, &lo))
        continue;
      if (!nth_int (row->key, 1, &hi))
        hi = lo;
      if (g_str_equal (res, "Healed"))
        d->heal_max = hi;
      else if (g_str_equal (res, "Dies"))
        d->die_min = lo;
    }
  if (!(t = table (data, "scout-fickleness", error)))
    return FALSE;
  d->scout_traitor = 1;
  d->scout_runs = 2;
  for (guint r = 0; r < t->rows->len; r++)
    {
      const BhTableRow *row = g_ptr_array_index (t->rows, r);
      const char *res = g_ptr_array_index (row->cells, 0);
      int v;

      if (!first_int (row->key, &v))
        continue;
      if (g_str_has_prefix (res, "Traitor"))
        d->scout_traitor = v;
      else if (g_str_has_prefix (res, "Second"))
        d->scout_runs = v;
    }
  if (!(t = table (data, "retreat-before-combat", error)))
    return FALSE;
  d->rbc_success = cell_int (t, "success", NULL, 5);
  d->rbc_att_tp = cell_int (t, "attacker-tp", NULL, -1);
  d->rbc_def_tp = cell_int (t, "defender-tp", NULL, 1);
  if (!(t = table (data, "recruit", error)))
    return FALSE;
  d->us_checks = cell_int (t, "us", "checks", 4);
  d->us_success = cell_int (t, "us", "success", 5);
  d->wc_checks = cell_int (t, "wc", "checks", 2);
  d->wc_success = cell_int (t, "wc", "success", 5);
  if (!(t = table (data, "negotiation", error)))
    return FALSE;
  for (int e = 1; e <= 3; e++)
    {
      char key[4];

      g_snprintf (key, sizeof key, "%d", e);
      d->negotiation[e] = cell_int (t, key, NULL, 10 + 5 * (e - 1));
    }
  if (!(t = table (data, "search", error)))
    return FALSE;
  d->search_art_success = cell_int (t, "artillery-success", NULL, 6);
  if (!(t = table (data, "harass", error)))
    return FALSE;
  d->harass_success = cell_int (t, "success", NULL, 4);
  if (!(t = table (data, "movement-costs", error)))
    return FALSE;
  d->cost_gg = cell_int (t, "ground-ground", NULL, 1);
  d->cost_rr = cell_int (t, "river-river", NULL, 1);
  d->cost_gr = cell_int (t, "ground-river", NULL, 2);
  d->cost_rg = cell_int (t, "river-ground", NULL, 0);
  d->cost_pass = cell_int (t, "pass-through", NULL, 1);
  d->cost_overrun = cell_int (t, "overrun", NULL, 1);
  if (!(t = table (data, "forces", error)))
    return FALSE;
  d->mp_key[0] = cell_int (t, "key-leader", "us-mp", 4);
  d->mp_key[1] = cell_int (t, "key-leader", "wc-mp", 5);
  d->mp_sub[0] = cell_int (t, "subordinate", "us-mp", 4);
  d->mp_sub[1] = cell_int (t, "subordinate", "wc-mp", 5);
  d->mp_stray[0] = cell_int (t, "stray", "us-mp", 2);
  d->mp_stray[1] = cell_int (t, "stray", "wc-mp", 3);
  if (!nth_int (cell (t, "key-leader", "capacity"), 0, &d->cap_key))
    d->cap_key = 10;
  if (!nth_int (cell (t, "key-leader", "capacity"), 1, &d->cap_key2))
    d->cap_key2 = 16;
  d->cap_sub = cell_int (t, "subordinate", "capacity", 6);
  if (!(t = table (data, "limits", error)))
    return FALSE;
  d->river_limit = cell_int (t, "river", NULL, 8);
  d->ohio_limit[0] = cell_int (t, "ohio-us", NULL, 16);
  d->army_threshold = cell_int (t, "army", NULL, 16);
  d->fort_miamis_cap = cell_int (t, "fort-miamis", NULL, 4);
  d->alliance_village_fp = cell_int (t, "nonaligned-principal", NULL, 2);
  if (!(t = table (data, "capacities", error)))
    return FALSE;
  d->fort_cap_printed = cell_int (t, "printed", "defend", 8);
  d->fort_cap_built = cell_int (t, "built", "defend", 6);
  d->winter_cap_printed = cell_int (t, "printed", "winter", 8);
  d->winter_cap_built = cell_int (t, "built", "winter", 6);

  d->ohio_limit[1] = game_prop_int (data, "ohio-wc-force-limit", d->river_limit);
  d->supply_range = game_prop_int (data, "supply-range", 4);
  d->reinf_range = game_prop_int (data, "reinforcement-range-mp", 3);
  d->overrun_ratio = game_prop_int (data, "overrun-ratio", 5);
  d->ambush_ratio = game_prop_int (data, "ambush-max-ratio", 5);
  d->village_relocation_mp = game_prop_int (data, "village-relocation-mp", 5);
  d->principal_relocation_mp = game_prop_int (data, "principal-relocation-mp", 10);
  d->harass_range = game_prop_int (data, "harass-range-mp", 3);
  d->repair_range = game_prop_int (data, "repair-warrior-range", 2);
  d->settlement_river_range = game_prop_int (data, "settlement-river-range", 2);
  d->settlement_structure_range = game_prop_int (data, "settlement-structure-range", 4);
  d->build_village_distance = game_prop_int (data, "build-village-min-distance", 2);
  d->fort_fort_range = game_prop_int (data, "fort-fort-range", 3);
  d->militia_fort_range = game_prop_int (data, "militia-recruit-fort-range", 4);
  /* 5.7.1 and 5.5 state these per-FP steps; kept as props of game.xml. */
  d->search_us_per = game_prop_int (data, "search-artillery-us-fp-per", 4);
  d->search_wc_per = game_prop_int (data, "search-artillery-wc-fp-per", 2);
  d->harass_us_per = game_prop_int (data, "harass-us-fp-per", 2);
  d->principal_gone_fp = game_prop_int (data, "principal-gone-recruit-fp", 2);
  d->withdrawal_loss_max = game_prop_int (data, "withdrawal-subordinate-loss", 3);
  d->artillery_loss_roll = game_prop_int (data, "artillery-retreat-loss", 6);
  d->revised_stays = game_prop_int (data, "revised-nation-check-stays", 6);
  d->revised_leader_range = game_prop_int (data, "revised-nation-check-leader-range", 10);
  return TRUE;
}

/* ---- scenarios ----------------------------------------------------------- */

static int
option_index (const BhScenario *sc, const char *id)
{
  for (guint i = 0; i < sc->options->len; i++)
    if (g_str_equal (((const BhOption *) g_ptr_array_index (sc->options, i))->id, id))
      return i;
  return -1;
}

static void
read_scenario (OhioData *d, const BhScenario *sc, OhioScenarioInfo *si)
{
  GPtrArray *props = sc->props;
  const char *procs = bh_props_lookup (props, "procedures");
  const char *sa = bh_props_lookup (props, "special-actions-allowed");
  const char *squares = bh_props_lookup (props, "us-recruit-entry-squares");
  const char *used = bh_props_lookup (props, "spaces-used");
  const char *builds_vp = bh_props_lookup (props, "victory-builds-box-vp");

  si->id = sc->id;
  si->props = props;
  si->tier = bh_props_lookup_int (props, "tier", 0);
  si->expedition = bh_props_lookup_int (props, "expedition", 1);
  si->sap_per_turn[0] = bh_props_lookup_int (props, "sap-us-per-turn", 4);
  si->sap_per_turn[1] = bh_props_lookup_int (props, "sap-wc-per-turn", 5);
  si->us_ambush_mod = bh_props_lookup_int (props, "us-ambush-modifier", 0);
  si->ambush_scout_cancels = g_strcmp0 (bh_props_lookup (props, "us-ambush-modifier-cancelled-by-scout"), "true") == 0;
  si->sub_capacity_us = bh_props_lookup_int (props, "us-subordinate-capacity", d->cap_sub);
  si->fort_cost_steps = bh_props_lookup_int (props, "fort-cost-supply-steps", 0);
  si->redraw = g_strcmp0 (bh_props_lookup (props, "us-may-redraw-recruits"), "true") == 0;
  si->breaker_stays = g_strcmp0 (bh_props_lookup (props, "breaker-stays-active"), "true") == 0;
  si->fort_miamis_turn = bh_props_lookup_int (props, "fort-miamis-turn", 0);
  si->auto_vp = bh_props_lookup_int (props, "us-automatic-victory-vp", 0);
  si->us_casualties_removed = g_strcmp0 (bh_props_lookup (props, "us-casualties-to"), "removed") == 0;
  si->scouts = g_strcmp0 (bh_props_lookup (props, "scouts"), "false") != 0;
  si->setup_stacks_defend = g_strcmp0 (bh_props_lookup (props, "set-up-stacks"), "defend") == 0;
  si->recruit_checks_per_square = bh_props_lookup_int (props, "us-recruit-checks-per-square", 0);
  for (int e = 0; e < 4; e++)
    {
      char key[64];

      si->us_ambush_mod_exp[e] = -100;
      g_snprintf (key, sizeof key, "expedition-%d-sap-us", e);
      si->sap_exp[e][0] = bh_props_lookup_int (props, key, 0);
      g_snprintf (key, sizeof key, "expedition-%d-sap-wc", e);
      si->sap_exp[e][1] = bh_props_lookup_int (props, key, 0);
      g_snprintf (key, sizeof key, "expedition-%d-us-ambush-modifier", e);
      si->us_ambush_mod_exp[e] = bh_props_lookup_int (props, key, -100);
      g_snprintf (key, sizeof key, "expedition-%d-fort-cost-supply-steps", e);
      si->fort_cost_steps_exp[e] = bh_props_lookup_int (props, key, 0);
    }
  if (builds_vp)
    si->builds_box_vp2 = g_str_equal (builds_vp, "1/2") ? 1 : 2 * atoi (builds_vp);

  si->procedures = 0;
  if (procs)
    {
      g_auto(GStrv) parts = g_strsplit (procs, " ", -1);

      for (guint i = 0; parts[i]; i++)
        si->procedures |= 1u << proc_of (parts[i]);
    }
  else
    si->procedures = ~0u;
  /* Nations check their withdrawal only where the sequence has checks. */
  si->sa_allowed = SA_ALL;
  if (sa)
    {
      g_auto(GStrv) parts = g_strsplit (sa, " ", -1);

      si->sa_allowed = 0;
      for (guint i = 0; parts[i]; i++)
        {
          if (g_str_equal (parts[i], "recruit"))
            si->sa_allowed |= SA_RECRUIT;
          else if (g_str_equal (parts[i], "search-artillery"))
            si->sa_allowed |= SA_SEARCH_ARTILLERY;
          else if (g_str_equal (parts[i], "negotiate"))
            si->sa_allowed |= SA_NEGOTIATE;
          else if (g_str_equal (parts[i], "build"))
            si->sa_allowed |= SA_BUILD;
          else if (g_str_equal (parts[i], "repair"))
            si->sa_allowed |= SA_REPAIR;
          else if (g_str_equal (parts[i], "search-raiders"))
            si->sa_allowed |= SA_SEARCH_RAIDERS;
          else if (g_str_equal (parts[i], "harass"))
            si->sa_allowed |= SA_HARASS;
          else if (g_str_equal (parts[i], "raid"))
            si->sa_allowed |= SA_RAID;
          else if (g_str_equal (parts[i], "strategic-movement"))
            si->sa_allowed |= SA_STRATEGIC;
          else if (g_str_equal (parts[i], "save"))
            si->sa_allowed |= SA_SAVE;
        }
    }
  if (squares)
    {
      g_auto(GStrv) parts = g_strsplit (squares, " ", -1);

      for (guint i = 0; parts[i] && si->n_recruit_squares < 4; i++)
        {
          int s = bh_game_data_find_space (d->data, parts[i]);

          if (s >= 0)
            si->recruit_squares[si->n_recruit_squares++] = s + 1;
        }
    }
  si->nations_used = 0xffff;
  si->neutral_used = 1;
  if (used)
    {
      g_auto(GStrv) parts = g_strsplit (used, " ", -1);

      si->nations_used = 0;
      si->neutral_used = 0;
      for (guint i = 0; parts[i]; i++)
        {
          int n = bh_game_data_find_nation (d->data, parts[i]);

          if (n >= 0)
            si->nations_used |= 1u << n;
          else if (g_str_equal (parts[i], "neutral"))
            si->neutral_used = 1;
        }
    }
  for (guint n = 0; n < d->n_nations && n < OHIO_MAX_NATIONS; n++)
    {
      char key[64];
      const char *st;

      g_snprintf (key, sizeof key, "nation-%s", bh_game_data_get_nation (d->data, n)->id);
      st = bh_props_lookup (props, key);
      si->nation_status[n] = st == NULL ? NAT_UNUSED
                           : g_str_equal (st, "wc") ? NAT_WC
                           : g_str_equal (st, "treaty") ? NAT_TREATY
                           : g_str_equal (st, "broken-treaty") ? NAT_BROKEN
                           : NAT_NONALIGNED;
    }

  /* Victory conditions (App. 2, App. 3). */
  {
    const char *kind = bh_props_lookup (props, "victory-kind");

    if (kind == NULL)
      kind = si->tier == 1 || si->tier == 2 ? "learning" : "vp";
    si->victory = g_str_equal (kind, "learning") ? VIC_LEARNING
                : g_str_equal (kind, "harmar") ? VIC_HARMAR
                : g_str_equal (kind, "wabash") ? VIC_WABASH
                : g_str_equal (kind, "legion") ? VIC_LEGION
                : g_str_equal (kind, "campaign") ? VIC_CAMPAIGN
                : VIC_VP;
  }
  switch (si->victory)
    {
    case VIC_HARMAR: si->withdrawal_victory[1] = 1; break;
    case VIC_WABASH: si->withdrawal_victory[2] = 1; break;
    case VIC_LEGION:
    case VIC_CAMPAIGN: si->withdrawal_victory[3] = 1; break;
    default: break;
    }
  si->opt_revised = option_index (sc, "revised-nation-check");
  si->opt_examine = option_index (sc, "examine-stacks");
  si->opt_sudden = option_index (sc, "sudden-death");
  si->opt_leader_vp = option_index (sc, "leader-death-vp");
  si->opt_slip = option_index (sc, "literal-slip");
  si->opt_empty_cap = option_index (sc, "empty-structure-cap");
  si->opt_ambush_segment = option_index (sc, "ambush-once-a-segment");
  si->opt_raid_only = option_index (sc, "empty-structures-raided-only");
  si->opt_fort_wagon = option_index (sc, "fort-wagon-anywhere");
  si->opt_setup = option_index (sc, "choose-set-up");
}

OhioData *
ohio_data_new (BhGameData *data, GError **error)
{
  OhioData *d = g_new0 (OhioData, 1);

  d->data = data;
  d->n_spaces = bh_game_data_get_n_spaces (data);
  d->n_boxes = bh_game_data_get_n_boxes (data);
  d->n_locations = bh_game_data_get_n_locations (data);
  d->n_pieces = bh_game_data_get_n_pieces (data);
  d->n_nations = bh_game_data_get_n_nations (data);
  d->side_us = bh_game_data_find_side (data, "us");
  d->side_wc = bh_game_data_find_side (data, "wc");
  if (d->n_spaces > OHIO_MAX_SPACES || d->n_locations > OHIO_MAX_SPACES + 64 || d->n_pieces > OHIO_MAX_PIECES || d->n_nations > OHIO_MAX_NATIONS ||
      d->side_us != 0 || d->side_wc != 1)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "ohio rules: the game data does not fit the rules' limits");
      ohio_data_free (d);
      return NULL;
    }
  read_pieces (d);
  read_spaces (d);
  read_boxes_and_tracks (d);
  read_sequence (d);
  if (!read_tables (d, error))
    {
      ohio_data_free (d);
      return NULL;
    }
  {
    int die = bh_game_data_find_die (data, "event-die");

    if (die >= 0)
      {
        const BhDie *ev = bh_game_data_get_die (data, die);

        for (guint i = 0; ev->named_faces && i < ev->named_faces->len; i++)
          {
            const BhDieFace *f = &g_array_index (ev->named_faces, BhDieFace, i);

            if (f->value < 1 || f->value > 6)
              continue;
            d->event_face[f->value] = g_str_equal (f->text, "Delay") ? EV_DELAY
                                    : g_str_equal (f->text, "US Confused") ? EV_US_CONFUSED
                                    : g_str_equal (f->text, "WC Confused") ? EV_WC_CONFUSED
                                    : g_str_equal (f->text, "Reinforcements") ? EV_REINFORCEMENTS
                                    : EV_BATTLE;
          }
      }
  }
  d->n_scen = bh_game_data_get_n_scenarios (data);
  d->scen = g_new0 (OhioScenarioInfo, MAX (d->n_scen, 1));
  for (guint i = 0; i < d->n_scen; i++)
    {
      const BhScenario *sc = bh_game_data_get_scenario (data, i);
      g_autofree char *bad = ohio_setup_terms_check (sc);

      if (bad != NULL)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "ohio rules: unknown zone term “%s” in a place of scenario %s",
                       bad, sc->id);
          ohio_data_free (g_steal_pointer (&d));
          return NULL;
        }
      read_scenario (d, sc, &d->scen[i]);
      d->scen[i].setup_order = ohio_setup_order_new (d, sc, &d->scen[i].n_setup);
    }
  return d;
}

void
ohio_data_free (OhioData *d)
{
  if (d == NULL)
    return;
  g_free (d->pieces);
  g_free (d->adj);
  g_free (d->dist);
  for (guint i = 0; d->scen != NULL && i < d->n_scen; i++)
    g_free (d->scen[i].setup_order);
  g_free (d->scen);
  g_free (d);
}
