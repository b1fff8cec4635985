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

/* A raid route search's state: an area, the river the path came along
 * (0 overland) and the route's tag (RT_*). */
#define ROUTE_STATES (BLOODY_MAX_SPACES * BLOODY_MAX_RIVERS * RT_N)

/* cost[] and queued[] of a place (an area and run: RT_N states) are
 * filled only when the search first reaches it (open[place]): filling all
 * ROUTE_STATES at each raid of each rollout took 90 % of the search. */
typedef struct {
  int *cost;
  int *queue;
  guint8 *queued;
  guint8 open[BLOODY_MAX_SPACES * BLOODY_MAX_RIVERS];
  int tail;
} RouteSearch;

/* The fewest MPs found to `state`, G_MAXINT none yet. */
static int
route_cost (const RouteSearch *r, int state)
{
  return r->open[state / RT_N] ? r->cost[state] : G_MAXINT;
}

static void
route_set_cost (RouteSearch *r, int state, int w)
{
  int place = state / RT_N;

  if (!r->open[place])
    {
      for (int t = 0; t < RT_N; t++)
        {
          r->cost[place * RT_N + t] = G_MAXINT;
          r->queued[place * RT_N + t] = 0;
        }
      r->open[place] = 1;
    }
  r->cost[state] = w;
}

/* A state no better than one already reached at the same place (as
 * many MPs or more, as many fortified areas or more, and every mark
 * the other has) is not worth going on from. */
static gboolean
dominated (const RouteSearch *r, int place, int tag, int w)
{
  for (int t = 0; t < RT_N; t++)
    if (route_cost (r, place * RT_N + t) <= w && (t & RT_FORTS) <= (tag & RT_FORTS) &&
        (t & ~RT_FORTS & ~tag) == 0)
      return TRUE;
  return FALSE;
}

static void
relax (const BloodyCtx *c, RouteSearch *r, int from_state, int to, int run, int tag, int cost)
{
  int place = to * BLOODY_MAX_RIVERS + run, state = place * RT_N + tag;
  int w = route_cost (r, from_state) + cost;

  if (water (c, to) || !bloody_enterable (c, to) || dominated (r, place, tag, w))   /* 15.1.3 */
    return;
  route_set_cost (r, state, w);
  if (!r->queued[state])
    {
      r->queued[state] = 1;
      r->queue[r->tail % ROUTE_STATES] = state;
      r->tail++;
    }
}

/* The NA's routes from `from` to `to` (12.0.1: "the designated units are
 * moved to the targeted area", by whatever way the NA takes): overland by
 * the TEC, or along a river (1 MP a run, never through a pillaged area).
 * A route's tag is all a raid's way changes in it: the fortified areas
 * entered (the target's included) and whether it crosses the Ohio (the
 * Raid Resolution Chart) and passes a pillaged area (12.0.4).  mp[tag]
 * gets the fewest MPs of a route with that tag, G_MAXINT none. */
void
bloody_na_routes (const BloodyCtx *c, int from, int to, int mp[RT_N])
{
  RouteSearch r = { g_new (int, ROUTE_STATES), g_new (int, ROUTE_STATES), g_new (guint8, ROUTE_STATES), { 0 }, 0 };
  guint8 fort[BLOODY_MAX_SPACES] = { 0 }, pillaged[BLOODY_MAX_SPACES];
  int head = 0;

  bloody_pillaged_mask (c, pillaged);
  for (guint s = 0; s < c->d->n_spaces; s++)
    fort[s] = bloody_has_us_fort (c, s);
  route_set_cost (&r, from * BLOODY_MAX_RIVERS * RT_N, 0);
  r.queue[r.tail++] = from * BLOODY_MAX_RIVERS * RT_N;
  r.queued[from * BLOODY_MAX_RIVERS * RT_N] = 1;
  while (head < r.tail)
    {
      int state = r.queue[head++ % ROUTE_STATES], tag = state % RT_N;
      int area = state / (RT_N * BLOODY_MAX_RIVERS), run = (state / RT_N) % BLOODY_MAX_RIVERS;
      const BloodySpaceInfo *si = &c->d->spaces[area];

      r.queued[state] = 0;
      if (area == to)
        continue;   /* the raid stops where it is going */
      if (area != from && pillaged[area])
        tag |= RT_PILLAGED;
      for (guint k = 0; k < si->n_adj; k++)
        {
          int next = si->adj[k], t = (tag & ~RT_FORTS) | MIN (RT_FORTS, (tag & RT_FORTS) + fort[next]);

          relax (c, &r, state, next, 0, t | (si->adj_ohio[k] ? RT_OHIO : 0),
                 bloody_area_cost (c, 1, next, si->adj_ohio[k]));
        }
      for (guint k = 0; k < si->n_riv; k++)
        {
          int cost = bloody_river_cost (c, 1, area, k, run, run ? 1 : 0, 0), next = si->riv[k];

          if (cost >= 0)
            relax (c, &r, state, next, si->riv_id[k],
                   (tag & ~RT_FORTS) | MIN (RT_FORTS, (tag & RT_FORTS) + fort[next]), cost);
        }
    }
  for (int t = 0; t < RT_N; t++)
    {
      mp[t] = G_MAXINT;
      for (int run = 0; run < BLOODY_MAX_RIVERS; run++)
        mp[t] = MIN (mp[t], route_cost (&r, (to * BLOODY_MAX_RIVERS + run) * RT_N + t));
    }
  g_free (r.cost);
  g_free (r.queue);
  g_free (r.queued);
}
