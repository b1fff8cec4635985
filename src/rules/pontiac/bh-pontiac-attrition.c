/* bh-pontiac-attrition.c — supply (14.0) and siege attrition (11.11):
 * British forces out of supply and besieged garrisons lose one step per
 * three combat steps, rounded up; each supply spent cancels two. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"

/* Combat steps of a piece for attrition (11.11): from the counter's faces
 * in counters.xml (healthy FP 2 each, leaders 2/1, disrupted units,
 * artillery and ships 1, supply 0). */
int
pontiac_attrition_steps (const PontiacCtx *c, int piece)
{
  /* The `disrupted-1-step` reading (digest 8.6): 11.11's "each disrupted
   * unit, artillery or ship is considered 1 step", against 11.9. */
  if ((c->x->opts & OPT_DISRUPTED_1_STEP) && (c->pc[piece].face & 1) && pontiac_is_unit (c, piece))
    return 1;
  return c->d->pieces[piece].steps[c->pc[piece].face & 1];
}

/* 14.0: a space the Indians control (their units, an unrazed village)
 * counts as two. */
static int
space_cost (const PontiacCtx *c, int s)
{
  return pontiac_has_military (c, s, SIDE_NATIONS) || pontiac_village_standing (c, s) ? c->d->indian_space_cost : 1;
}

/* Every space's cost, worked out once for a trace. */
static void
space_costs (const PontiacCtx *c, guint8 *cost)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    cost[s] = space_cost (c, s);
}

/* The trace walks from the force to the fort: each space it enters
 * counts, the force's own space does not ("traced through", 14.0).
 * Measured from the forts outward, a step counts the space it leaves, so
 * the force's own space is never counted (`user_data`: space_costs). */
static int
outward_cost_cb (int from, int to, gpointer user_data)
{
  const guint8 *cost = user_data;

  (void) to;
  return cost[from];
}

static void
supply_sources (const PontiacCtx *c, guint8 *sources)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    sources[s] = ((pontiac_fort_standing (c, s) && !pontiac_besieged (c, s)) || (int) s == c->d->philadelphia
                  || ((int) s == c->d->de_chartres && c->x->chartres));
}

/* Within six spaces of an unbesieged British fort (or Philadelphia,
 * digest 8.42), Indian-controlled spaces counting two. */
gboolean
pontiac_in_supply (const PontiacCtx *c, int space)
{
  guint8 sources[PONTIAC_MAX_LOCATIONS] = { 0 };
  guint8 dist[PONTIAC_MAX_LOCATIONS], cost[PONTIAC_MAX_LOCATIONS];

  supply_sources (c, sources);
  space_costs (c, cost);
  bh_frontier_distances (&c->self->graph, sources, c->d->supply_radius, outward_cost_cb, cost, dist);
  return dist[space] <= c->d->supply_radius;
}

/* pontiac_in_supply for every space at once (`out`: 1 in supply). */
void
pontiac_supply_map (const PontiacCtx *c, guint8 *out)
{
  guint8 sources[PONTIAC_MAX_LOCATIONS] = { 0 };
  guint8 dist[PONTIAC_MAX_LOCATIONS], cost[PONTIAC_MAX_LOCATIONS];

  supply_sources (c, sources);
  space_costs (c, cost);
  bh_frontier_distances (&c->self->graph, sources, c->d->supply_radius, outward_cost_cb, cost, dist);
  for (guint s = 0; s < c->d->n_spaces; s++)
    out[s] = dist[s] <= c->d->supply_radius;
}

/* 14.0: a force in supply loses a step for each Indian-controlled space
 * its trace passes through; it traces the way that passes the fewest
 * within the six spaces.  best[b][v]: the fewest such spaces from v to a
 * source within cost b. */
static int
trace_losses (const PontiacCtx *c, int space)
{
  enum { FAR = 99 };
  guint8 sources[PONTIAC_MAX_LOCATIONS] = { 0 };
  guint8 best[16][PONTIAC_MAX_LOCATIONS], costs[PONTIAC_MAX_LOCATIONS];
  int radius = MIN (c->d->supply_radius, 15);

  supply_sources (c, sources);
  if (sources[space])
    return 0;
  space_costs (c, costs);
  for (guint v = 0; v < c->d->n_spaces; v++)
    best[0][v] = sources[v] ? 0 : FAR;
  for (int b = 1; b <= radius; b++)
    for (guint v = 0; v < c->d->n_spaces; v++)
      {
        int m = best[b - 1][v];

        for (guint i = c->d->spaces[v].adj_start; i < c->d->spaces[v].adj_start + c->d->spaces[v].adj_count; i++)
          {
            int u = c->d->adj[i];
            int cost = costs[u];   /* entering u (14.0) */
            gboolean indian = cost > 1;

            if (cost <= b && best[b - cost][u] < FAR)
              m = MIN (m, best[b - cost][u] + (indian && !sources[u] ? 1 : 0));
          }
        best[b][v] = m;
      }
  return best[radius][space] >= FAR ? 0 : best[radius][space];
}
static int
space_steps (const PontiacCtx *c, int space)
{
  int steps = 0;

  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p))
      steps += pontiac_attrition_steps (c, p);
  return steps;
}

/* The steps `s` loses to attrition of `kind`, 0 when none. */
static int
space_loss (const PontiacCtx *c, int s, int kind)
{
  int steps = space_steps (c, s);

  if (!pontiac_has_military (c, s, SIDE_BRITISH) || steps == 0)
    return 0;
  if (kind == 1)
    return pontiac_besieged (c, s) ? bh_frontier_attrition_loss (steps, c->d->attrition_divisor) : 0;
  if (kind == 2)
    /* 15.2: British left in the field over the winter. */
    return s != c->d->philadelphia && !pontiac_fort_standing (c, s)
           ? bh_frontier_attrition_loss (steps, c->d->attrition_divisor) : 0;
  if (pontiac_besieged (c, s))
    return 0;
  if (!pontiac_in_supply (c, s))
    return bh_frontier_attrition_loss (steps, c->d->attrition_divisor);
  return trace_losses (c, s);
}

/* The steps the British in `s` would lose in the coming Supply phase
 * (14.0), before any supply is spent: for the computer opponent. */
int
pontiac_supply_loss (const PontiacCtx *c, int s)
{
  return space_loss (c, s, 0);
}

/* Starts the next space's attrition; TRUE when a decision is pending. */
gboolean
pontiac_attrition_phase (PontiacCtx *c, int kind)
{
  int start = c->x->attrition_space < 0 ? 0 : c->x->attrition_space + 1;

  if (!c->x->phase_started || c->x->attrition_kind != kind)
    start = 0;
  c->x->attrition_kind = kind;
  for (guint s = start; s < c->d->n_spaces; s++)
    if (space_loss (c, s, kind) > 0)
      {
        int loss = space_loss (c, s, kind);

        c->x->attrition_space = s;
        c->x->attrition_left = loss;
        if (kind == 0 && pontiac_in_supply (c, s))
          /* Translators: Pontiac's War: supply traced through Indian spaces; the space, the steps lost */
          pontiac_note (c, "14.0", ngettext ("%s: the supply trace passes Indian-controlled spaces, %d step lost",
                                             "%s: the supply trace passes Indian-controlled spaces, %d steps lost", loss),
                        pontiac_loc_name (c, s), loss);
        else
          {
            int n = space_steps (c, s);
            /* Translators: Pontiac's War: attrition, the steps in a space ("9 combat steps") */
            g_autofree char *steps = g_strdup_printf (ngettext ("%d combat step", "%d combat steps", n), n);

            /* Translators: Pontiac's War: attrition; the space, "9 combat steps", the loss */
            pontiac_note (c, kind == 1 ? "11.11" : kind == 2 ? "15.2" : "14.0", _("%s: %s, %d lost to attrition"),
                          pontiac_loc_name (c, s), steps, loss);
          }
        pontiac_set_decision (c, SIDE_BRITISH, D_ATTRITION, s, loss);
        return TRUE;
      }
  c->x->attrition_space = -1;
  c->x->attrition_left = 0;
  return FALSE;
}

void
pontiac_list_attrition (PontiacCtx *c)
{
  int s = c->x->attrition_space;
  gboolean any_first = FALSE;

  FOR_PIECES_AT (c, s, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p)
        && c->d->pieces[p].klass != PC_SUPPLY && pontiac_healthy (c, p)
        && (pontiac_is_unit (c, p) || pontiac_is_leader (c, p)))
      any_first = TRUE;
  FOR_PIECES_AT (c, s, p)
    {
      if (pontiac_side_of (c, p) != SIDE_BRITISH || !pontiac_is_military (c, p))
        continue;
      if (c->d->pieces[p].klass == PC_SUPPLY)
        {
          pontiac_add_action (c, A_SPEND_SUPPLY, 1, p, 0);
          continue;
        }
      if (any_first && !pontiac_healthy (c, p) && (pontiac_is_unit (c, p) || pontiac_is_leader (c, p)))
        continue;
      if (any_first && (c->d->pieces[p].klass == PC_ARTILLERY || c->d->pieces[p].klass == PC_SHIP))
        continue;
      pontiac_add_action (c, A_CASUALTY, 1, p, 0);
    }
}

void
pontiac_apply_attrition (PontiacCtx *c, const BhAction *a)
{
  int s = c->x->attrition_space, p = a->args[0];

  if (a->kind == A_SPEND_SUPPLY)
    {
      /* Spent supply cancels two steps and gives no VP (11.11, 14.0). */
      pontiac_remove_unit (c, p, FALSE, c->x->attrition_kind ? "11.11" : "14.0");
      c->x->attrition_left -= c->d->supply_cancels;
    }
  else
    {
      pontiac_step_loss (c, p, TRUE, c->x->attrition_kind ? "11.11" : "14.0");
      c->x->attrition_left--;
    }
  if (c->x->attrition_left <= 0 || !pontiac_has_military (c, s, SIDE_BRITISH))
    {
      c->x->attrition_left = 0;
      /* A fort left without British units has fallen (11.11). */
      if (pontiac_fort_standing (c, s) && !pontiac_has_units (c, s, SIDE_BRITISH) && pontiac_besieged (c, s))
        pontiac_raze_fort (c, s);
      pontiac_check_siege (c, s);
    }
}
