/* bh-frontier-graph.c — distances over a point-to-point map with small
 * integer step costs (a bucket queue: Dial's algorithm), and retreat
 * destinations toward the nearest goal. */
#include "config.h"

#include <string.h>

#include "bh-frontier.h"

#define MAX_COST 8

void
bh_frontier_distances (const BhFrontierGraph *g, const guint8 *sources, int limit,
                       BhFrontierCost cost, gpointer user_data, guint8 *out)
{
  g_autofree gint16 *bucket = g_new (gint16, (gsize) g->n_spaces * (MAX_COST + 2) + 1);
  /* Ring of MAX_COST + 1 buckets, each a stack in `bucket`. */
  guint n_in[MAX_COST + 1] = { 0 };
  guint stride = g->n_spaces + 1;
  guint pending = 0;

  limit = MIN (limit, BH_FRONTIER_FAR - 1);
  memset (out, BH_FRONTIER_FAR, g->n_spaces);
  for (guint s = 0; s < g->n_spaces; s++)
    if (sources[s])
      {
        out[s] = 0;
        bucket[n_in[0]++] = s;
        pending++;
      }
  for (int d = 0; pending > 0 && d <= limit; d++)
    {
      guint ring = d % (MAX_COST + 1);

      while (n_in[ring] > 0)
        {
          int u = bucket[ring * stride + --n_in[ring]];

          pending--;
          if (out[u] != d)
            continue;  /* a stale entry: reached cheaper since */
          for (guint i = g->start[u]; i < g->start[u + 1]; i++)
            {
              int v = g->adj[i];
              int c = cost ? cost (u, v, user_data) : 1;
              int nd = d + c;

              if (c <= 0 || nd > limit || nd >= out[v])
                continue;
              c = MIN (c, MAX_COST);
              out[v] = nd;
              bucket[((d + c) % (MAX_COST + 1)) * stride + n_in[(d + c) % (MAX_COST + 1)]++] = v;
              pending++;
            }
        }
    }
}

void
bh_frontier_distances_from (const BhFrontierGraph *g, int from, int limit,
                            BhFrontierCost cost, gpointer user_data, guint8 *out)
{
  g_autofree guint8 *sources = g_new0 (guint8, g->n_spaces);

  sources[from] = 1;
  bh_frontier_distances (g, sources, limit, cost, user_data, out);
}

guint
bh_frontier_retreat_toward (const BhFrontierGraph *g, int from, const guint8 *goals,
                            BhFrontierAllowed allowed, BhFrontierCost cost, gpointer user_data,
                            gint16 *out)
{
  g_autofree guint8 *dist = g_new (guint8, g->n_spaces);
  int best = BH_FRONTIER_FAR;
  guint n = 0;

  if (goals != NULL)
    bh_frontier_distances (g, goals, BH_FRONTIER_FAR - 1, cost, user_data, dist);
  else
    memset (dist, BH_FRONTIER_FAR, g->n_spaces);
  for (guint i = g->start[from]; i < g->start[from + 1]; i++)
    if (allowed (g->adj[i], user_data))
      best = MIN (best, dist[g->adj[i]]);
  for (guint i = g->start[from]; i < g->start[from + 1]; i++)
    if (allowed (g->adj[i], user_data) && dist[g->adj[i]] == best)
      out[n++] = g->adj[i];
  return n;
}
