/* bh-bloody-raid.c — raids (12.0): designating raiders in the Action
 * Phase, their path's MPs, fortified areas and Ohio crossing, resolution
 * on the Raid Resolution Chart in the Raid Phase, settlers hit (6.0.2) and
 * the raiders' return home (12.0.4).  Also the area facts other modules
 * ask: pillaged, settled, holding a US fort. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

static gboolean
marked (const BloodyCtx *c, int piece, int mark)
{
  return c->d->pieces[piece].mark == mark;
}

gboolean
bloody_is_pillaged (const BloodyCtx *c, int area)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].mark == MARK_PILLAGED && c->pc[p].location == area)
      return TRUE;
  return FALSE;
}

/* Every area's Pillaged marker in one pass over the pieces. */
void
bloody_pillaged_mask (const BloodyCtx *c, guint8 *mask)
{
  memset (mask, 0, BLOODY_MAX_SPACES);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].mark == MARK_PILLAGED && bloody_is_space (c, c->pc[p].location))
      mask[c->pc[p].location] = 1;
}

gboolean
bloody_has_us_fort (const BloodyCtx *c, int area)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].klass == PC_FORT && c->d->pieces[p].side == 0)
      return TRUE;
  return FALSE;
}

/* Settled as a status (A5): settlers, a village or a permanent settlement. */
gboolean
bloody_is_settled (const BloodyCtx *c, int area)
{
  if (c->d->spaces[area].ps)
    return TRUE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && (c->d->pieces[p].klass == PC_SETTLER || c->d->pieces[p].klass == PC_VILLAGE))
      return TRUE;
  return FALSE;
}

static gboolean
water (const BloodyCtx *c, int area)
{
  return bh_game_data_get_space_kind (c->self->data, bh_game_data_get_space (c->self->data, area)->kind)->water;
}

/* Native American MP cost of entering `to` (Main Map TEC): the season's
 * column, +1 across the Ohio, doubled in a pillaged area. */
static int
na_cost (const BloodyCtx *c, int to, gboolean across_ohio, const guint8 *pillaged)
{
  int season = bloody_season (c), col, cost;

  col = (c->x->severe || season == SEASON_WINTER) ? 6 : season == SEASON_SPRING ? 0 : season == SEASON_SUMMER ? 2 : 4;
  cost = c->d->map_tec[c->d->spaces[to].terrain][col + 1];
  if (across_ohio)
    cost += 1;
  if (pillaged[to])
    cost *= 2;
  return cost;
}

/* The cheapest path: MPs to each area and the area it was entered from. */
static void
paths (const BloodyCtx *c, int from, int *cost, int *prev, guint8 *ohio)
{
  guint8 done[BLOODY_MAX_SPACES] = { 0 }, pillaged[BLOODY_MAX_SPACES];

  bloody_pillaged_mask (c, pillaged);
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      cost[s] = G_MAXINT;
      prev[s] = -1;
      ohio[s] = 0;
    }
  cost[from] = 0;
  for (;;)
    {
      int best = -1;

      for (guint s = 0; s < c->d->n_spaces; s++)
        if (!done[s] && cost[s] < G_MAXINT && (best < 0 || cost[s] < cost[best]))
          best = s;
      if (best < 0)
        return;
      done[best] = 1;
      for (guint k = 0; k < c->d->spaces[best].n_adj; k++)
        {
          int to = c->d->spaces[best].adj[k], w;

          if (water (c, to))
            continue;
          w = cost[best] + na_cost (c, to, c->d->spaces[best].adj_ohio[k], pillaged);
          if (w < cost[to])
            {
              cost[to] = w;
              prev[to] = best;
              ohio[to] = ohio[best] | c->d->spaces[best].adj_ohio[k];
            }
        }
    }
}

static gboolean
may_raid (const BloodyCtx *c, int piece)
{
  const BloodyPieceInfo *pi = &c->d->pieces[piece];

  if (pi->side != 1 || !bloody_is_space (c, c->pc[piece].location) || c->x->raid_mp[piece] ||
      (c->x->status[piece] & (ST_ACTIVATED | ST_DONE)))
    return FALSE;
  if (pi->klass == PC_WARRIOR)
    return c->pc[piece].face == 0 && !pi->british && !c->x->oos[piece];   /* mobilized, in supply (12.0.1, 7.0.4) */
  /* Tecumseh and McKee never raid (14.0.3, 14.0.5). */
  return pi->klass == PC_LEADER && pi->special != SP_TECUMSEH && pi->special != SP_MCKEE && !pi->british;
}

/* 12.0.1: a warrior (with the leaders and warriors stacked with it that
 * may raid) raids any other land area. */
void
bloody_list_raids (BloodyCtx *c)
{
  guint8 seen[BLOODY_MAX_SPACES] = { 0 };

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int area = c->pc[p].location;

      if (!may_raid (c, p) || c->d->pieces[p].klass != PC_WARRIOR || seen[area])
        continue;
      seen[area] = 1;
      for (guint s = 0; s < c->d->n_spaces; s++)
        if ((int) s != area && !water (c, s))
          bloody_add_action (c, A_RAID, 2, p, s);
    }
}

void
bloody_apply_raid (BloodyCtx *c, int piece, int area)
{
  int from = c->pc[piece].location, cost[BLOODY_MAX_SPACES], prev[BLOODY_MAX_SPACES];
  guint8 ohio[BLOODY_MAX_SPACES], info = 0;
  int forts = 0;
  gboolean pillaged = FALSE;

  paths (c, from, cost, prev, ohio);
  for (int s = area; s >= 0 && s != from; s = prev[s])
    {
      forts += bloody_has_us_fort (c, s);
      if (s != area && bloody_is_pillaged (c, s))
        pillaged = TRUE;
    }
  info = MIN (forts, 15) | (ohio[area] ? 0x10 : 0) | (pillaged ? 0x20 : 0);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == from && may_raid (c, p))
      {
        bloody_move (c, p, area);
        c->x->raid_mp[p] = MIN (cost[area], 250) + 1;
        c->x->raid_info[p] = info;
        c->x->status[p] |= ST_DONE;
        /* Translators: A Dark and Bloody Ground: a raider sets out; unit,
           area, MPs spent */
        bloody_note (c, "12.0.1", _("%s raids %s (%d MP)"), bloody_piece_name (c, p), bloody_loc_name (c, area), cost[area]);
      }
  c->x->passed = 0;
  bloody_set_decision (c, 0, D_ACTION, 0);
}

/* 6.0.2: a settler hit by a raid or pillage rolls against the CL: above,
 * removed (US −1 VP; NA +1 VP, 15.4.5, A14); else displaced (A51). */
void
bloody_settler_hit (BloodyCtx *c, int settler, const char *rule)
{
  int roll = bloody_roll (c), cl = c->mk[c->d->m_cl];

  if (roll > cl)
    {
      bloody_move (c, settler, c->d->b_removed);
      /* Translators: A Dark and Bloody Ground: a settler is lost; the die and the Commitment Level */
      bloody_note (c, "6.0.2", _("A settler is killed: %d above commitment %d"), roll, cl);
      bloody_vp (c, 0, -1);
      bloody_vp (c, 1, 1);
    }
  else
    {
      bloody_move (c, settler, c->d->b_settler_pool);
      /* Translators: A Dark and Bloody Ground: a settler flees; the die and the Commitment Level */
      bloody_note (c, "6.0.2", _("A settler flees: %d, commitment %d"), roll, cl);
    }
  (void) rule;
}

static int
raid_drm (BloodyCtx *c, int area, int *warriors, int *militia)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];
  int drm = 0, na_cr = 0, us_cr = 0, max_mp = 0, forts = 0;
  gboolean girty = FALSE, ohio = FALSE;

  *warriors = *militia = 0;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const BloodyPieceInfo *pi = &c->d->pieces[p];

      if (c->pc[p].location != area)
        continue;
      if (c->x->raid_mp[p])
        {
          if (pi->klass == PC_WARRIOR)
            {
              (*warriors)++;
              max_mp = MAX (max_mp, c->x->raid_mp[p] - 1);   /* leaders' MPs do not count */
            }
          else if (pi->special == SP_GIRTY)
            girty = TRUE;
          else
            na_cr = MAX (na_cr, pi->cr);
          forts = MAX (forts, c->x->raid_info[p] & 0x0f);
          ohio |= (c->x->raid_info[p] & 0x10) != 0;
        }
      else if (pi->side == 0 && pi->klass == PC_MILITIA)
        (*militia)++;
      else if (pi->side == 0 && pi->klass == PC_LEADER)
        us_cr = MAX (us_cr, pi->cr);
    }
  /* Raid Resolution Chart. */
  drm += si->terrain == AT_ROUGH ? 2 : si->terrain == AT_WILDERNESS ? 1 : -1;
  drm += na_cr + (girty ? 1 : 0);
  drm -= max_mp > 12 ? max_mp / 12 : 0;   /* each multiple over 12 MPs (T7) */
  drm -= forts;   /* each fortified area entered (11.2.2) */
  drm -= *militia;
  drm -= ohio ? 1 : 0;
  drm -= c->x->severe ? 1 : 0;
  drm -= us_cr;
  return drm;
}

static void
lose_raiders (BloodyCtx *c, int area, int n, int cap)
{
  for (int k = 0; k < MIN (n, cap); k++)
    {
      int worst = -1;

      /* The warrior that came farthest goes first (12.0.4 example). */
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].location == area && c->x->raid_mp[p] && c->d->pieces[p].klass == PC_WARRIOR &&
            (worst < 0 || c->x->raid_mp[p] > c->x->raid_mp[worst]))
          worst = p;
      if (worst < 0)
        return;
      /* The second unit goes only on a failed level check. */
      if (k == 1 && bloody_level_check (c, worst, 0, "12.0.3"))
        return;
      bloody_eliminate (c, worst, "12.0.3");
      c->x->raid_mp[worst] = 0;
    }
}

static void
lose_militia (BloodyCtx *c, int area, int n, int cap)
{
  for (int k = 0; k < MIN (n, cap); k++)
    {
      int victim = -1;

      for (guint p = 0; p < c->d->n_pieces && victim < 0; p++)
        if (c->pc[p].location == area && !c->x->raid_mp[p] && c->d->pieces[p].side == 0 &&
            c->d->pieces[p].klass == PC_MILITIA)
          victim = p;
      if (victim < 0)
        return;
      if (k == 1 && bloody_level_check (c, victim, 0, "12.0.3"))
        return;
      bloody_eliminate (c, victim, "12.0.3");
    }
}

static void
leader_loss (BloodyCtx *c, int area, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].side == side && c->d->pieces[p].klass == PC_LEADER &&
        (side == 0) == (c->x->raid_mp[p] == 0))
      {
        int roll = bloody_roll (c);

        /* Translators: A Dark and Bloody Ground: a leader's casualty roll in a raid */
        bloody_note (c, "12.0.3", _("%s rolls %d for his life"), bloody_piece_name (c, p), roll);
        if (roll == 6)
          bloody_eliminate (c, p, "12.0.3");
      }
}

static void
settlers_hit (BloodyCtx *c, int area, int n)
{
  for (int k = 0; k < n; k++)
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (c->pc[p].location == area && c->d->pieces[p].klass == PC_SETTLER)
        {
          bloody_settler_hit (c, p, "12.0.3");
          break;
        }
}

static void
place_raid_marker (BloodyCtx *c, int area)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (marked (c, p, MARK_RAID) && !bloody_is_space (c, c->pc[p].location))
      {
        bloody_move (c, p, area);
        return;
      }
}

/* 12.0.4: home to an un-pillaged, un-settled area of the unit's nation or
 * an un-besieged British fort, the nearest by the raiders' MPs (docs);
 * through a pillaged area a level check first. */
static void
go_home (BloodyCtx *c, int piece)
{
  int from = c->pc[piece].location, cost[BLOODY_MAX_SPACES], prev[BLOODY_MAX_SPACES], best = -1;
  guint8 ohio[BLOODY_MAX_SPACES];
  int nation = c->d->pieces[piece].nation;

  if ((c->x->raid_info[piece] & 0x20) && !bloody_level_check (c, piece, 0, "12.0.4"))
    {
      bloody_eliminate (c, piece, "12.0.4");
      c->x->raid_mp[piece] = 0;
      return;
    }
  paths (c, from, cost, prev, ohio);
  {
    guint8 fort[BLOODY_MAX_SPACES] = { 0 }, us[BLOODY_MAX_SPACES] = { 0 }, taken[BLOODY_MAX_SPACES] = { 0 };

    /* One pass: British forts, US units, and pillaged or settled areas. */
    for (guint s = 0; s < c->d->n_spaces; s++)
      taken[s] = c->d->spaces[s].ps;
    for (guint p = 0; p < c->d->n_pieces; p++)
      {
        int loc = c->pc[p].location;
        const BloodyPieceInfo *pi = &c->d->pieces[p];

        if (!bloody_is_space (c, loc))
          continue;
        fort[loc] |= pi->klass == PC_FORT && pi->side == 1;
        us[loc] |= pi->side == 0 && bloody_is_combat (c, p);
        taken[loc] |= pi->mark == MARK_PILLAGED || pi->klass == PC_SETTLER || pi->klass == PC_VILLAGE;
      }
    for (guint s = 0; s < c->d->n_spaces; s++)
      {
        gboolean ok;

        if (cost[s] == G_MAXINT)
          continue;
        ok = (fort[s] && !us[s]) || (nation >= 0 && c->d->spaces[s].nation == nation && !taken[s]);
        if (ok && (best < 0 || cost[s] < cost[best]))
          best = s;
      }
  }
  c->x->raid_mp[piece] = 0;
  c->x->raid_info[piece] = 0;
  if (best < 0)
    {
      bloody_eliminate (c, piece, "12.0.4");
      return;
    }
  bloody_move (c, piece, best);
  /* Translators: A Dark and Bloody Ground: a raider goes home: the area, the unit or leader */
  bloody_note (c, "12.0.4", _("Home to %s: %s"), bloody_loc_name (c, best), bloody_piece_name (c, piece));
}

static void
resolve (BloodyCtx *c, int area)
{
  int warriors, militia, drm = raid_drm (c, area, &warriors, &militia), roll = bloody_roll (c), r = roll + drm;

  /* Translators: A Dark and Bloody Ground: a raid roll: area, die, modifier, result */
  bloody_note (c, "12.0.2", _("Raid on %s: die %d %+d = %d"), bloody_loc_name (c, area), roll, drm, r);
  if (r <= 0)
    {
      bloody_note (c, "12.0.3", _("The raid is a fiasco"));
      lose_raiders (c, area, 2, militia == 1 ? 1 : 2);
      lose_militia (c, area, 2, 2);
      leader_loss (c, area, 1);
    }
  else if (r <= 2)
    {
      bloody_note (c, "12.0.3", _("The raid fails"));
      lose_raiders (c, area, 1, 1);
      lose_militia (c, area, 1, 1);
    }
  else if (r == 3)
    bloody_note (c, "12.0.3", _("The raid has no effect"));
  else
    {
      gboolean legend = r >= 7;

      bloody_note (c, "12.0.3", legend ? _("The raid is a legend") : _("The raid succeeds"));
      lose_raiders (c, area, legend ? 2 : 1, legend ? 2 : 1);
      lose_militia (c, area, legend ? 2 : 1, legend && warriors == 1 ? 1 : 2);
      settlers_hit (c, area, legend ? 2 : 1);
      place_raid_marker (c, area);
      c->x->raids_this_turn++;
      bloody_vp (c, 1, legend ? 2 : 1);   /* 1 or 2 VPs a successful raid (15.4.5) */
      if (legend)
        leader_loss (c, area, 0);
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->x->raid_mp[p])
      go_home (c, p);
}

/* 12.0.2: all raids, area by area (the order is the program's, docs). */
void
bloody_raid_phase (BloodyCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      gboolean raided = FALSE;

      for (guint p = 0; p < c->d->n_pieces && !raided; p++)
        raided = c->pc[p].location == s && c->x->raid_mp[p];
      if (raided)
        resolve (c, s);
    }
}
