/* bh-bloody-moves.c — what one step on the campaign map costs: entering an
 * area overland (Main Map TEC), going along a river that runs inside the
 * areas (9.4.3) or along the Ohio, which runs between them (9.4.4); and
 * the cheapest paths a raid takes (12.0.1, "raiding units may use river
 * movement"). */
#include "config.h"

#include "bh-bloody-private.h"

/* Main Map TEC: the season's column (Winter's in severe weather, A6; with
 * the scenario option `severe-doubles-costs`, A6's alternative, the
 * season's cost doubled as Random Event 5 says), +1 for the NA across the
 * Ohio (A7), doubled in a pillaged area (9.5.2). */
int
bloody_area_cost (const BloodyCtx *c, int side, int to, gboolean across_ohio)
{
  int season = bloody_season (c), col, cost;
  gboolean doubled = c->x->severe && season != SEASON_WINTER && bloody_option (c, "severe-doubles-costs");

  col = ((c->x->severe && !doubled) || season == SEASON_WINTER) ? 6 : season == SEASON_SPRING ? 0 : season == SEASON_SUMMER ? 2 : 4;
  cost = c->d->map_tec[c->d->spaces[to].terrain][col + side];
  if (doubled)
    cost *= 2;
  if (side == 1 && across_ohio)
    cost += 1;
  if (bloody_is_pillaged (c, to))
    cost *= 2;
  return cost;
}

/* 9.4.3: no river movement in Winter or in severe weather (event 5; the
 * rule's "Module 15.0" is a slip for the Random Event Table). */
gboolean
bloody_rivers_open (const BloodyCtx *c)
{
  return bloody_season (c) != SEASON_WINTER && !c->x->severe;
}

static gboolean
enemy_units_in (const BloodyCtx *c, int area, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].side == 1 - side && bloody_is_combat (c, p) &&
        !c->x->raid_mp[p] && !(c->d->pieces[p].klass == PC_WARRIOR && c->pc[p].face == 1))
      return TRUE;   /* face-down warriors block nothing (A41), raiders fight nobody (12.0) */
  return FALSE;
}

/* 9.4.4: a boat on the Ohio beside `area` must end its river movement
 * when an enemy unit holds that area or the one across the river. */
gboolean
bloody_ohio_watched (const BloodyCtx *c, int area, int side)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];

  if (enemy_units_in (c, area, side))
    return TRUE;
  for (guint k = 0; k < si->n_adj; k++)
    if (si->adj_ohio[k] && enemy_units_in (c, si->adj[k], side))
      return TRUE;
  return FALSE;
}

/* The MPs of river step `k` out of `from` (its river and area in the
 * data's river lists), or -1 where it may not be taken.  `run` is the
 * river the force came along on its last step (0: overland or a new
 * move), `paid` the MPs that run has cost so far and `seen` the areas it
 * has passed (bits): a boat goes on, not back, so a step back into one
 * starts a new run (else a force could go to and fro for ever).  9.4.3 and the TEC:
 * 1 MP however many areas; for the US 2 in all when an area along it is
 * pillaged; the NA never along a pillaged area, and never along the Ohio,
 * which it only crosses (A7). */
int
bloody_river_cost (const BloodyCtx *c, int side, int from, int k, int run, int paid, guint64 seen)
{
  const BloodySpaceInfo *si = &c->d->spaces[from];
  int river = si->riv_id[k], to = si->riv[k];
  gboolean pillaged = bloody_is_pillaged (c, to);

  if (!bloody_rivers_open (c))
    return -1;
  if (river == BLOODY_RIVER_OHIO && (side == 1 || bloody_ohio_watched (c, from, side)))
    return -1;
  if (pillaged && side == 1)
    return -1;
  if (run == river && !(seen & (G_GUINT64_CONSTANT (1) << to)))
    return pillaged && paid < 2 ? 2 - paid : 0;
  return pillaged ? 2 : 1;
}

/* The cheapest way for the force on the move (BloodyExtra's move_from
 * and river run) of `side` to enter `to`: its MPs, or -1 where `to` is no
 * step away; *river gets the river taken, 0 overland.  Where a river
 * costs no more than the land it is taken, so that the run goes on. */
int
bloody_step_cost (const BloodyCtx *c, int side, int to, int *river)
{
  int from = c->x->move_from;
  const BloodySpaceInfo *si = &c->d->spaces[from];
  int best = -1;

  *river = 0;
  for (guint k = 0; k < si->n_adj; k++)
    if (si->adj[k] == to)
      best = bloody_area_cost (c, side, to, si->adj_ohio[k]);
  for (guint k = 0; k < si->n_riv; k++)
    if (si->riv[k] == to)
      {
        int cost = bloody_river_cost (c, side, from, k, c->x->river_run, c->x->river_paid, c->x->river_seen);

        if (cost >= 0 && (best < 0 || cost <= best))
          {
            best = cost;
            *river = si->riv_id[k];
          }
      }
  return best;
}

static gboolean
water (const BloodyCtx *c, int area)
{
  return bh_game_data_get_space_kind (c->self->data, bh_game_data_get_space (c->self->data, area)->kind)->water;
}

static void
relax (const BloodyCtx *c, BloodyPaths *p, int from_state, int to, int run, int cost, int *queue, int *tail,
       guint8 *queued)
{
  int n = BLOODY_MAX_SPACES * BLOODY_MAX_RIVERS, state = to * BLOODY_MAX_RIVERS + run;
  int w = p->cost[from_state] + cost;

  if (water (c, to) || w >= p->cost[state] || !bloody_enterable (c, to))   /* 15.1.3 */
    return;
  p->cost[state] = w;
  p->prev[state] = from_state;
  if (!queued[state])
    {
      queued[state] = 1;
      queue[*tail % n] = state;
      (*tail)++;
    }
}

/* The NA's cheapest paths out of `from` (12.0.1): overland by the TEC, or
 * along a river (1 MP a run, never through a pillaged area).  A state is
 * an area and the river the path came along; label-correcting search. */
void
bloody_na_paths (const BloodyCtx *c, int from, BloodyPaths *p)
{
  int n = BLOODY_MAX_SPACES * BLOODY_MAX_RIVERS, head = 0, tail = 0;
  g_autofree int *queue = g_new (int, n);
  g_autofree guint8 *queued = g_new0 (guint8, n);

  for (int s = 0; s < n; s++)
    {
      p->cost[s] = G_MAXINT;
      p->prev[s] = -1;
    }
  p->cost[from * BLOODY_MAX_RIVERS] = 0;
  queue[tail++] = from * BLOODY_MAX_RIVERS;
  queued[from * BLOODY_MAX_RIVERS] = 1;
  while (head < tail)
    {
      int state = queue[head++ % n], area = state / BLOODY_MAX_RIVERS, run = state % BLOODY_MAX_RIVERS;
      const BloodySpaceInfo *si = &c->d->spaces[area];

      queued[state] = 0;
      for (guint k = 0; k < si->n_adj; k++)
        relax (c, p, state, si->adj[k], 0, bloody_area_cost (c, 1, si->adj[k], si->adj_ohio[k]), queue, &tail, queued);
      for (guint k = 0; k < si->n_riv; k++)
        {
          int cost = bloody_river_cost (c, 1, area, k, run, run ? 1 : 0, 0);

          if (cost >= 0)
            relax (c, p, state, si->riv[k], si->riv_id[k], cost, queue, &tail, queued);
        }
    }
  for (guint a = 0; a < c->d->n_spaces; a++)
    {
      p->best[a] = -1;
      for (int r = 0; r < BLOODY_MAX_RIVERS; r++)
        if (p->cost[a * BLOODY_MAX_RIVERS + r] < G_MAXINT &&
            (p->best[a] < 0 || p->cost[a * BLOODY_MAX_RIVERS + r] < p->cost[p->best[a]]))
          p->best[a] = a * BLOODY_MAX_RIVERS + r;
    }
}
