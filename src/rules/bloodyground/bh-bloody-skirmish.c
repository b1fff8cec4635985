/* bh-bloody-skirmish.c — skirmishes (11.1) in the open and against forts
 * (11.1.3), forts (11.2) and sieges (11.3).
 *
 * Pairing is the players' choice: the side with more units (a fort's
 * Skirmish Factors counting as units) engages each enemy unit with one of
 * its own, then commits or holds back its extras (11.1); the other side
 * then commits any of its units left unengaged.  A fort's SFs go with
 * the fort; a British fort's second SF may then be moved by the British
 * player to another group (11.1.3: "separately, and/or in conjunction
 * with any units inside the fort").  The groups are then resolved one by
 * one. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

#define SF_NONE (-1)

static int
side_of (const BloodyCtx *c, int piece)
{
  return c->d->pieces[piece].side;
}

/* The completed fort in an area, or -1. */
int
bloody_fort_in (const BloodyCtx *c, int area)
{
  for (guint p = c->d->fort_first; p < c->d->fort_end; p++)
    if (c->pc[p].location == area && c->d->pieces[p].klass == PC_FORT && c->pc[p].face == 0)
      return p;
  return -1;
}

static int
fort_sf (const BloodyCtx *c, int fort)
{
  return c->d->pieces[fort].side == 0 ? 1 : 2;   /* 11.1.3: US 1, British 2 */
}

/* A British fort's second SF placed in a group other than the first's
 * (11.1.3). */
static gboolean
sf_split (const BloodyCtx *c)
{
  const BloodySkirmish *k = &c->x->skirmish;

  return k->fort >= 0 && k->sf2 > 0 && k->sf2 != c->x->pair[k->fort];
}

static gboolean
fights (const BloodyCtx *c, int piece, int area)
{
  return c->pc[piece].location == area && bloody_is_combat (c, piece) && !c->x->raid_mp[piece] &&
         !(c->d->pieces[piece].klass == PC_WARRIOR && c->pc[piece].face == 1);
}

/* Units of a side in the skirmish: count, SF group included. */
static int
strength (const BloodyCtx *c, int side)
{
  const BloodySkirmish *k = &c->x->skirmish;
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (fights (c, p, k->area) && side_of (c, p) == side)
      n++;
  if (k->fort >= 0 && side_of (c, k->fort) == side)
    n += fort_sf (c, k->fort);
  return n;
}

static gboolean
is_member (const BloodyCtx *c, int piece, int side)
{
  const BloodySkirmish *k = &c->x->skirmish;

  if (piece == k->fort)
    return side_of (c, piece) == side;
  return fights (c, piece, k->area) && side_of (c, piece) == side;
}

static int
unengaged (const BloodyCtx *c, int side)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (is_member (c, p, side) && c->x->pair[p] == 0)
      n++;
  return n;
}

void
bloody_start_skirmish (BloodyCtx *c, int area, gboolean assault)
{
  BloodySkirmish *k = &c->x->skirmish;
  int fort = bloody_fort_in (c, area);

  memset (k, 0, sizeof *k);
  memset (c->x->pair, 0, sizeof c->x->pair);
  k->active = 1;
  k->area = area;
  k->fort = assault ? fort : -1;
  k->larger = strength (c, 0) >= strength (c, 1) ? 0 : 1;
  k->stage = 0;
  /* Translators: A Dark and Bloody Ground: a skirmish begins; the area and
     the units (Skirmish Factors included) of each side */
  bloody_note (c, assault ? "11.1.3" : "11.1", _("Skirmish at %s: US %d against NA %d"), bloody_loc_name (c, area),
               strength (c, 0), strength (c, 1));
}

/* Lists the pairing choices of the side pending. */
void
bloody_list_skirmish (BloodyCtx *c)
{
  const BloodySkirmish *k = &c->x->skirmish;
  int side = c->st->pending.side, foe = 1 - side;
  int mine_free = unengaged (c, side), theirs_free = 0;

  for (guint t = 0; t < c->d->n_pieces; t++)
    if (is_member (c, t, foe) && c->x->pair[t] == 0 && !(k->stage == 1))
      theirs_free++;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      if (!is_member (c, p, side) || c->x->pair[p] != 0)
        continue;
      for (guint t = 0; t < c->d->n_pieces; t++)
        {
          gboolean target_free;

          if (!is_member (c, t, foe))
            continue;
          /* The second stage commits to groups already formed. */
          if (k->stage == 1)
            {
              if (c->x->pair[t] <= 0)
                continue;
            }
          else
            {
              target_free = c->x->pair[t] == 0;
              /* Every enemy unit is engaged before any doubles up. */
              if (!target_free && mine_free <= theirs_free)
                continue;
              if (!target_free && c->x->pair[t] != (int) t + 1)
                continue;
            }
          bloody_add_action (c, A_PAIR, 2, p, t);
        }
      /* Extras may be withheld (11.1). */
      if (k->stage == 1 || mine_free > theirs_free)
        bloody_add_action (c, A_HOLD, 1, p, 0);
    }
}

/* A target anchors its group: pair[target] = target + 1, pair[unit] = target + 1. */
void
bloody_apply_pairing (BloodyCtx *c, const BhAction *a)
{
  int p = a->args[0];

  if (a->kind == A_HOLD)
    {
      c->x->pair[p] = -1;
      return;
    }
  /* The target anchors a new group, or the unit joins the target's. */
  if (c->x->pair[a->args[1]] <= 0)
    c->x->pair[a->args[1]] = a->args[1] + 1;
  c->x->pair[p] = c->x->pair[a->args[1]];
}

static int
group_drm (BloodyCtx *c, int side, int anchor, gboolean fort_fight, int *members, gboolean *regular)
{
  const BloodySkirmish *k = &c->x->skirmish;
  const BloodySpaceInfo *si = &c->d->spaces[k->area];
  int n = 0, drm = 0;
  gboolean militia = FALSE, warrior = FALSE, surrendered = FALSE, inside = FALSE;

  *regular = FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const BloodyPieceInfo *pi = &c->d->pieces[p];

      if (c->x->pair[p] != anchor + 1 || !is_member (c, p, side))
        continue;
      if ((int) p == k->fort)
        {
          n += sf_split (c) ? 1 : fort_sf (c, p);
          inside = TRUE;
          continue;
        }
      n++;
      militia |= pi->klass == PC_MILITIA;
      warrior |= pi->klass == PC_WARRIOR;
      *regular |= pi->klass == PC_REGULAR;
      surrendered |= pi->nation >= 0 && c->x->nation_status[pi->nation] == NS_SURRENDERED;
      inside |= fort_fight && side_of (c, p) == side_of (c, k->fort);
    }
  if (sf_split (c) && k->sf2 == anchor + 1 && side == side_of (c, k->fort))
    {
      n++;   /* the second SF, placed in this group (11.1.3) */
      inside = TRUE;
    }
  *members = n;
  drm += MAX (n - 1, 0);   /* each unit beyond one */
  if (side == 0 && c->mk[c->d->m_cl] <= 2)
    drm -= 1;
  if (side == 1 && surrendered)
    drm -= 1;
  if (fort_fight)
    {
      if (inside)
        drm += 3 - c->x->siege[k->area];   /* +3 in a fort, −1 a Siege marker */
      else if (*regular)
        drm += 1;   /* regulars attacking a fort */
      return drm;
    }
  if (side == 0 && militia && si->terrain == AT_WILDERNESS)
    drm += 1;   /* "clear terrain area" read as Wilderness (digest 3.1) */
  if (side == 1 && warrior && si->terrain == AT_ROUGH)
    drm += 1;
  if (side == 1 && warrior && si->terrain == AT_SETTLED)
    drm -= 1;
  return drm;
}

/* A skirmish retreat (11.1.2) waits in BloodyExtra.flee with this bit
 * until its owner chooses the area. */
enum { FLEE_SKIRMISH = 0x08 };

static gboolean
land (const BloodyCtx *c, int area)
{
  return !bh_game_data_get_space_kind (c->self->data, bh_game_data_get_space (c->self->data, area)->kind)->water;
}

static gboolean
enemy_at (const BloodyCtx *c, int area, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (fights (c, p, area) && side_of (c, p) != side)
      return TRUE;
  return FALSE;
}

/* A friendly fort, village or permanent settlement for `side` (11.1.2):
 * the side's completed fort; for the US also a village or a PS. */
static gboolean
friendly_place (const BloodyCtx *c, int area, int side)
{
  int fort = bloody_fort_in (c, area);

  if (fort >= 0 && side_of (c, fort) == side)
    return TRUE;
  if (side != 0)
    return FALSE;
  if (c->d->spaces[area].ps)
    return TRUE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].klass == PC_VILLAGE)
      return TRUE;
  return FALSE;
}

/* Areas by land from `from`: `dist` any way, `safe` passing only areas
 * neither pillaged nor holding enemy units of `side` (-1 unreached). */
static void
retreat_distances (const BloodyCtx *c, int from, int side, int *dist, int *safe)
{
  for (int pass = 0; pass < 2; pass++)
    {
      int *d = pass == 0 ? dist : safe, queue[BLOODY_MAX_SPACES], head = 0, tail = 0;

      for (guint s = 0; s < c->d->n_spaces; s++)
        d[s] = -1;
      d[from] = 0;
      queue[tail++] = from;
      while (head < tail)
        {
          int s = queue[head++];
          const BloodySpaceInfo *si = &c->d->spaces[s];

          if (pass == 1 && s != from && (bloody_is_pillaged (c, s) || enemy_at (c, s, side)))
            continue;   /* reached, but no safe way on through it */
          for (guint k = 0; k < si->n_adj; k++)
            {
              int to = si->adj[k];

              if (to >= 0 && to < (int) c->d->n_spaces && d[to] < 0 && land (c, to))
                {
                  d[to] = d[s] + 1;
                  queue[tail++] = to;
                }
            }
        }
    }
}

/* 11.1.2: where a unit of `side` beaten at `area` may retreat: "another
 * uncontested area" (next to it) "or the nearest friendly fort, village
 * or permanent settlement" (one holding no enemy unit, by land, however
 * far); returns how many. */
static int
retreat_areas (const BloodyCtx *c, int area, int side, int *out)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];
  int n = 0, dist[BLOODY_MAX_SPACES], safe[BLOODY_MAX_SPACES], nearest = -1;

  for (guint k = 0; k < si->n_adj; k++)
    {
      int to = si->adj[k];

      if (land (c, to) && !enemy_at (c, to, side))
        out[n++] = to;
    }
  retreat_distances (c, area, side, dist, safe);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if ((int) s != area && dist[s] > 0 && friendly_place (c, s, side) && !enemy_at (c, s, side) &&
        (nearest < 0 || dist[s] < nearest))
      nearest = dist[s];
  for (guint s = 0; s < c->d->n_spaces && nearest > 1; s++)
    if ((int) s != area && dist[s] == nearest && friendly_place (c, s, side) && !enemy_at (c, s, side))
      out[n++] = s;
  return n;
}

/* 11.1.2 (Skirmish Combat Results): "Units may retreat through a pillaged
 * area, or one containing enemy units, but must pass a level check":
 * going into a pillaged area, or to the nearest friendly place when every
 * shortest way passes such an area (docs). */
static gboolean
retreat_needs_check (const BloodyCtx *c, int area, int side, int to)
{
  int dist[BLOODY_MAX_SPACES], safe[BLOODY_MAX_SPACES];

  if (bloody_is_pillaged (c, to))
    return TRUE;
  retreat_distances (c, area, side, dist, safe);
  return safe[to] < 0 || safe[to] > dist[to];
}

void
bloody_list_skirmish_retreat (BloodyCtx *c)
{
  int piece = c->st->pending.args[0], out[BLOODY_MAX_SPACES];
  int n = retreat_areas (c, c->x->skirmish.area, side_of (c, piece), out);

  for (int i = 0; i < n; i++)
    bloody_add_action (c, A_SKIRMISH_RETREAT, 2, piece, out[i]);
}

void
bloody_apply_skirmish_retreat (BloodyCtx *c, int piece, int to)
{
  c->x->flee[piece] = 0;
  c->st->pending.kind = D_NONE;
  if (retreat_needs_check (c, c->x->skirmish.area, side_of (c, piece), to) &&
      !bloody_level_check (c, piece, 0, "11.1.2"))
    {
      bloody_eliminate (c, piece, "11.1.2");
      return;
    }
  bloody_move (c, piece, to);
  /* Translators: A Dark and Bloody Ground: a unit retreats after a skirmish */
  bloody_note (c, "11.1.2", _("%s retreats to %s"), bloody_piece_name (c, piece), bloody_loc_name (c, to));
}

static void
lose_group (BloodyCtx *c, int side, int anchor, int diff, gboolean fort_fight)
{
  const BloodySkirmish *k = &c->x->skirmish;

  if (sf_split (c) && k->sf2 == anchor + 1 && side == side_of (c, k->fort))
    c->x->skirmish.sf_beaten = 1;   /* the second SF beaten (11.1.3) */
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      if (c->x->pair[p] != anchor + 1 || !is_member (c, p, side))
        continue;
      if ((int) p == k->fort)
        {
          c->x->skirmish.sf_beaten = 1;
          continue;
        }

      /* ≥6 eliminated; 2–5 retreat, and units inside a fort cannot. */
      if (diff >= 6 || (fort_fight && side_of (c, p) == side_of (c, k->fort)))
        bloody_eliminate (c, p, fort_fight ? "11.1.3" : "11.1.2");
      else
        {
          int out[BLOODY_MAX_SPACES];

          /* Nowhere to go: eliminated; else its owner chooses where,
           * once every group is resolved. */
          if (retreat_areas (c, k->area, side, out) == 0)
            bloody_eliminate (c, p, "11.1.2");
          else
            c->x->flee[p] = FLEE_SKIRMISH;
          c->x->pair[p] = 0;
        }
    }
}

/* A group resolved: its members keep this mark until the skirmish ends. */
#define PAIR_RESOLVED (-2)

/* One group's rolls and result (11.1.1, 11.1.2). */
static void
resolve_group (BloodyCtx *c, int a)
{
  gboolean fort_fight = c->x->skirmish.fort >= 0;
  int total[2], members[2];
  gboolean regular[2];

  for (int s = 0; s < 2; s++)
    {
      int roll = bloody_roll (c), drm;

      drm = group_drm (c, s, a, fort_fight, &members[s], &regular[s]);
      total[s] = roll + drm;
      /* Translators: A Dark and Bloody Ground: a skirmish roll: side, units, die, modifier, total */
      bloody_note (c, fort_fight ? "11.1.3" : "11.1.1", _("%s (%d): die %d %+d = %d"), bloody_side_name (c, s),
                   members[s], roll, drm, total[s]);
    }
  {
    int diff = ABS (total[0] - total[1]), loser = total[0] < total[1] ? 0 : 1;

    /* Translators: A Dark and Bloody Ground: the difference of the two skirmish rolls */
    bloody_note (c, "11.1.2", _("Difference %d"), diff);
    if (diff >= 2)
      lose_group (c, loser, a, diff, fort_fight);
  }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->pair[p] == a + 1)
      c->x->pair[p] = PAIR_RESOLVED;
}

/* The groups still to resolve: their anchors, the enemy unit each
 * engages (pair[anchor] = anchor + 1). */
static int
open_groups (const BloodyCtx *c, int *first)
{
  int n = 0;

  for (guint a = 0; a < c->d->n_pieces; a++)
    if (c->x->pair[a] == (int) a + 1 && is_member (c, a, side_of (c, a)))
      {
        if (n++ == 0)
          *first = a;
      }
  return n;
}

void
bloody_list_skirmish_order (BloodyCtx *c)
{
  for (guint a = 0; a < c->d->n_pieces; a++)
    if (c->x->pair[a] == (int) a + 1 && is_member (c, a, side_of (c, a)))
      bloody_add_action (c, A_SKIRMISH_FIRST, 1, a, 0);
}

void
bloody_apply_skirmish_first (BloodyCtx *c, int anchor)
{
  c->st->pending.kind = D_NONE;
  resolve_group (c, anchor);
}

/* 11.1.3: the groups the second SF may join: every open group but the
 * first SF's. */
void
bloody_list_sf_split (BloodyCtx *c)
{
  const BloodySkirmish *k = &c->x->skirmish;

  for (guint a = 0; a < c->d->n_pieces; a++)
    if (c->x->pair[a] == (int) a + 1 && is_member (c, a, side_of (c, a)) && c->x->pair[k->fort] != (int) a + 1)
      bloody_add_action (c, A_SF_SPLIT, 1, a, 0);
  bloody_add_action (c, A_SF_TOGETHER, 0, 0, 0);
}

void
bloody_apply_sf_split (BloodyCtx *c, int anchor)
{
  BloodySkirmish *k = &c->x->skirmish;

  c->st->pending.kind = D_NONE;
  if (anchor < 0)
    return;
  k->sf2 = anchor + 1;
  /* Translators: A Dark and Bloody Ground: a British fort's second SF fights in another skirmish group */
  bloody_note (c, "11.1.3", _("The fort's second SF fights in the group of %s"), bloody_piece_name (c, anchor));
}

/* Every group resolved: the fort's fate (11.1.3, 11.3.2). */
static void
groups_resolved (BloodyCtx *c)
{
  BloodySkirmish *k = &c->x->skirmish;

  if (k->fort >= 0 && bloody_fort_in (c, k->area) == k->fort)
    {
      int garrison = 0, fort_side = side_of (c, k->fort);

      for (guint p = 0; p < c->d->n_pieces; p++)
        garrison += fights (c, p, k->area) && side_of (c, p) == fort_side;
      /* 11.1.3: an adverse result against the SFs counts only when no
       * other defender is left; the example keeps the fort standing when
       * its garrison fell but its SFs held (docs). */
      if (k->sf_beaten && garrison == 0)
        bloody_destroy_fort (c, k->fort);
    }
  memset (c->x->pair, 0, sizeof c->x->pair);
  k->stage = 3;
}

void
bloody_destroy_fort (BloodyCtx *c, int fort)
{
  int side = side_of (c, fort);

  bloody_move (c, fort, c->d->b_removed);
  /* Translators: A Dark and Bloody Ground: a fort is destroyed */
  bloody_note (c, "11.3.2", _("%s is destroyed"), bloody_piece_name (c, fort));
  bloody_vp (c, 1 - side, 4);
  if (side == 1)
    c->x->forts_destroyed++;
}

/* Who must pair next; FALSE when the skirmish is resolved. */
gboolean
bloody_skirmish_step (BloodyCtx *c)
{
  BloodySkirmish *k = &c->x->skirmish;
  int theirs_free = 0;

  if (!k->active)
    return FALSE;
  if (k->stage == 0)
    {
      for (guint t = 0; t < c->d->n_pieces; t++)
        theirs_free += is_member (c, t, 1 - k->larger) && c->x->pair[t] == 0;
      if (unengaged (c, k->larger) > 0 && strength (c, 1 - k->larger) > 0)
        {
          bloody_set_decision (c, k->larger, D_PAIR, k->area);
          return TRUE;
        }
      k->stage = 1;
      (void) theirs_free;
    }
  if (k->stage == 1)
    {
      int smaller = 1 - k->larger;
      gboolean any_group = FALSE;

      for (guint t = 0; t < c->d->n_pieces; t++)
        any_group |= c->x->pair[t] == (int) t + 1 && is_member (c, t, k->larger);
      if (unengaged (c, smaller) > 0 && any_group)
        {
          bloody_set_decision (c, smaller, D_PAIR, k->area);
          return TRUE;
        }
      k->stage = 2;
    }
  /* 11.1.3: "The British player can treat the 2 intrinsic SFs as if they
   * were two combat units": once the groups are formed, the second SF may
   * leave the first's group for another. */
  if (k->stage == 2 && !k->sf_asked)
    {
      int first = -1;

      k->sf_asked = 1;
      if (k->fort >= 0 && fort_sf (c, k->fort) == 2 && c->x->pair[k->fort] > 0 && open_groups (c, &first) > 1)
        {
          bloody_set_decision (c, side_of (c, k->fort), D_SF_SPLIT, k->area);
          return TRUE;
        }
    }
  /* 11.1.1: "the player with the initiative determines the order of
   * resolution"; a last group goes by itself. */
  while (k->stage == 2)
    {
      int first = -1, n = open_groups (c, &first);

      if (n == 0)
        groups_resolved (c);
      else if (n == 1)
        resolve_group (c, first);
      else
        {
          bloody_set_decision (c, c->x->initiative, D_SKIRMISH_ORDER, k->area);
          return TRUE;
        }
    }
  /* 11.1.2: each unit beaten goes where its owner chooses. */
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->flee[p] & FLEE_SKIRMISH)
      {
        int out[BLOODY_MAX_SPACES];

        if (retreat_areas (c, k->area, side_of (c, p), out) == 0)
          {
            c->x->flee[p] = 0;
            bloody_eliminate (c, p, "11.1.2");
            continue;
          }
        bloody_set_decision (c, side_of (c, p), D_SKIRMISH_RETREAT, p);
        return TRUE;
      }
  k->active = 0;
  return FALSE;
}

/* ---- forts (11.2) ----------------------------------------------------------- */

static int
spare_fort (const BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_FORT && c->d->pieces[p].side == 0 &&
        (c->pc[p].location == BH_OFFBOARD || c->pc[p].location == c->d->b_us_available))
      return p;
  return -1;
}

/* 11.2.1: an un-activated leader whose stack has at least 5 FCFs or 5
 * units (A44) builds a fort in an area that is not pillaged and has no
 * fort, or dismantles the completed US fort of his area ("reversing the
 * process": pillage does not matter, 9.5.2). */
void
bloody_list_build (BloodyCtx *c)
{
  gboolean spare = spare_fort (c) >= 0;

  for (guint l = 0; l < c->d->n_pieces; l++)
    {
      int area = c->pc[l].location, fcf = 0, units = 0, fort = -1;

      if (c->d->pieces[l].klass != PC_LEADER || side_of (c, l) != 0 || !bloody_is_space (c, area) ||
          (c->x->status[l] & (ST_ACTIVATED | ST_DONE)))
        continue;
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].location == area && (c->d->pieces[p].klass == PC_FORT))
          fort = p;
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (fights (c, p, area) && side_of (c, p) == 0 && !(c->x->status[p] & (ST_ACTIVATED | ST_DONE)))
          {
            units++;
            fcf += c->d->pieces[p].fcf;
          }
      if (units < 5 && !(units > 0 && fcf >= 5))
        continue;
      if (fort < 0 && spare && !bloody_is_pillaged (c, area))
        bloody_add_action (c, A_BUILD_FORT, 1, l, 0);
      else if (fort >= 0 && side_of (c, fort) == 0 && c->pc[fort].face == 0 && c->x->fort_builder[area] == 0)
        bloody_add_action (c, A_DISMANTLE, 1, l, 0);
    }
}

/* 11.2.1: the stack spends its MPs; the fort stands, "completed and
 * intact", until the End Phase removes it if the leader is still there. */
void
bloody_apply_dismantle (BloodyCtx *c, int leader)
{
  int area = c->pc[leader].location;

  c->x->status[leader] |= ST_DONE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (fights (c, p, area) && side_of (c, p) == 0)
      c->x->status[p] |= ST_DONE;
  c->x->fort_builder[area] = -(leader + 1);
  /* Translators: A Dark and Bloody Ground: a fort is being dismantled; the leader, the area */
  bloody_note (c, "11.2.1", _("%s begins to dismantle the fort at %s"), bloody_piece_name (c, leader),
               bloody_loc_name (c, area));
}

void
bloody_apply_build (BloodyCtx *c, int leader)
{
  int area = c->pc[leader].location, fort = spare_fort (c);

  bloody_move (c, fort, area);
  c->pc[fort].face = 1;   /* upside down: under construction */
  c->x->status[leader] |= ST_DONE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (fights (c, p, area) && side_of (c, p) == 0)
      c->x->status[p] |= ST_DONE;   /* the stack spends all its MPs */
  c->x->fort_builder[area] = leader + 1;
  /* Translators: A Dark and Bloody Ground: a fort is begun; the leader, the area */
  bloody_note (c, "11.2.1", _("%s begins a fort at %s"), bloody_piece_name (c, leader), bloody_loc_name (c, area));
}

/* End Phase: a fort whose builder is still there is completed (11.2.1). */
void
bloody_complete_forts (BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int area = c->pc[p].location;

      if (c->d->pieces[p].klass != PC_FORT || !bloody_is_space (c, area))
        continue;
      if (c->pc[p].face == 0)
        {
          /* 11.2.1: dismantled if the leader is still there, no VP lost. */
          if (c->x->fort_builder[area] < 0 && c->pc[-c->x->fort_builder[area] - 1].location == area)
            {
              bloody_move (c, p, BH_OFFBOARD);
              /* Translators: A Dark and Bloody Ground: a fort is dismantled */
              bloody_note (c, "11.2.1", _("The fort at %s is dismantled"), bloody_loc_name (c, area));
            }
          if (c->x->fort_builder[area] < 0)
            c->x->fort_builder[area] = 0;
          continue;
        }
      if (c->x->fort_builder[area] && c->pc[c->x->fort_builder[area] - 1].location == area)
        {
          c->pc[p].face = 0;
          /* Translators: A Dark and Bloody Ground: a fort is completed */
          bloody_note (c, "11.2.1", _("The fort at %s is completed"), bloody_loc_name (c, area));
        }
      else
        bloody_move (c, p, BH_OFFBOARD);
      c->x->fort_builder[area] = 0;
    }
  for (guint s = 0; s < c->d->n_spaces; s++)
    c->x->fort_builder[s] = MAX (c->x->fort_builder[s], 0);   /* a fort lost while dismantled */
}

/* 11.3.1: a Siege marker on each besieged fort at the end of the Action
 * Phase; they go when the siege ends. */
void
bloody_siege_markers (BloodyCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      int fort = bloody_fort_in (c, s);
      gboolean enemy = FALSE;

      for (guint p = 0; fort >= 0 && p < c->d->n_pieces && !enemy; p++)
        enemy = fights (c, p, s) && side_of (c, p) != side_of (c, fort);
      if (fort >= 0 && enemy && bloody_fort_shelters_all (c, s))
        {
          c->x->siege[s] = MIN (c->x->siege[s] + 1, 9);
          /* Translators: A Dark and Bloody Ground: Siege markers on a fort */
          bloody_note (c, "11.3.1", _("Siege at %s: %d markers"), bloody_loc_name (c, s), c->x->siege[s]);
        }
      else
        c->x->siege[s] = 0;
    }
}

/* 11.2.2: a fort shelters ten combat units of its side, leaders aside;
 * with more in its area some stand outside, and 11.3.1 needs "no
 * friendly units outside of the fort" for a siege. */
gboolean
bloody_fort_shelters_all (const BloodyCtx *c, int area)
{
  int fort = bloody_fort_in (c, area), n = 0;

  for (guint p = 0; fort >= 0 && p < c->d->n_pieces; p++)
    n += fights (c, p, area) && side_of (c, p) == side_of (c, fort);
  return fort >= 0 && n <= 10;
}

gboolean
bloody_besieged (const BloodyCtx *c, int area)
{
  int fort = bloody_fort_in (c, area);

  if (fort < 0 || !bloody_fort_shelters_all (c, area))
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (fights (c, p, area) && side_of (c, p) != side_of (c, fort))
      return TRUE;
  return FALSE;
}
