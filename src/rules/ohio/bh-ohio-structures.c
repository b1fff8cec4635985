/* bh-ohio-structures.c — Blood on the Ohio structures (20.0): forts,
 * settlements and villages, their steps, siege, village relocation and
 * conquest; and the MP searches several rules share. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"

/* ---- what stands on a space ------------------------------------------------ */

int
ohio_settlement_steps (const OhioCtx *c, int space)
{
  int p;

  if (c->d->spaces[space].printed_settlement && c->x->printed[space] > 0)
    return c->x->printed[space];
  p = ohio_first_class (c, space, PC_SETTLEMENT);
  return p < 0 ? 0 : c->pc[p].face == 0 ? 2 : 1;
}

gboolean
ohio_has_settlement (const OhioCtx *c, int space)
{
  return ohio_settlement_steps (c, space) > 0;
}

int
ohio_fort_piece (const OhioCtx *c, int space)
{
  return ohio_first_class (c, space, PC_FORT);
}

gboolean
ohio_has_fort (const OhioCtx *c, int space)
{
  return c->d->spaces[space].printed_fort || ohio_fort_piece (c, space) >= 0;
}

/* 20.1.2: the black number of a built fort; the printed forts cannot be
 * attacked, so theirs never counts. */
int
ohio_fort_fp (const OhioCtx *c, int space)
{
  int p = ohio_fort_piece (c, space);

  if (p < 0)
    return 0;
  return c->d->pieces[p].fort_fp[c->pc[p].face & 1];
}

int
ohio_fort_capacity (const OhioCtx *c, int space)
{
  if (c->d->spaces[space].printed_fort)
    return c->d->spaces[space].fort_capacity ? c->d->spaces[space].fort_capacity : c->d->fort_cap_printed;
  return ohio_fort_piece (c, space) >= 0 ? c->d->fort_cap_built : 0;
}

int
ohio_winter_capacity (const OhioCtx *c, int space)
{
  if (c->d->spaces[space].printed_fort)
    return c->d->spaces[space].winter_capacity ? c->d->spaces[space].winter_capacity : c->d->winter_cap_printed;
  return ohio_fort_piece (c, space) >= 0 ? c->d->winter_cap_built : 0;
}

/* 20.1: US military pieces outside the fort screen it. */
gboolean
ohio_fort_screened (const OhioCtx *c, int space)
{
  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].side == 0 && ohio_is_military (c, p) && !(c->pc[p].flags & F_DEFEND))
      return TRUE;
  return FALSE;
}

/* 20.2: defenders in a fort with enemy military units on its space. */
gboolean
ohio_besieged (const OhioCtx *c, int space)
{
  gboolean defenders = FALSE, enemy = FALSE;

  if (!ohio_is_space (c, space) || !ohio_has_fort (c, space))
    return FALSE;
  FOR_PIECES_AT (c, space, p)
    {
      if (c->d->pieces[p].side == 0 && (c->pc[p].flags & F_DEFEND))
        defenders = TRUE;
      else if (c->d->pieces[p].side == 1 && ohio_is_military (c, p))
        enemy = TRUE;
    }
  return defenders && enemy;
}

int
ohio_village_piece (const OhioCtx *c, int space)
{
  return ohio_first_class (c, space, PC_VILLAGE);
}

gboolean
ohio_principal_healthy (const OhioCtx *c, int space)
{
  return c->d->spaces[space].principal != OHIO_NONE && c->x->printed[space] == 2;
}

int
ohio_principal_reduced (const OhioCtx *c, int space)
{
  return ohio_first_class (c, space, PC_PRINCIPAL);
}

gboolean
ohio_has_village (const OhioCtx *c, int space)
{
  return ohio_village_piece (c, space) >= 0 || ohio_principal_healthy (c, space) ||
         ohio_principal_reduced (c, space) >= 0;
}

int
ohio_village_nation (const OhioCtx *c, int space)
{
  int p;

  if (ohio_principal_healthy (c, space))
    return c->d->spaces[space].principal;
  if ((p = ohio_principal_reduced (c, space)) >= 0 || (p = ohio_village_piece (c, space)) >= 0)
    return c->d->pieces[p].nation;
  return -1;
}

/* 19.0: a nonaligned nation "is not yet a part of WC": its village is
 * neither fought by the US nor fights for the WC. */
gboolean
ohio_nonaligned_village_at (const OhioCtx *c, int space)
{
  int nation = ohio_village_nation (c, space);

  return nation >= 0 && nation < OHIO_MAX_NATIONS && c->x->nation_status[nation] == NAT_NONALIGNED;
}

/* 5.2.1, 5.2.2: a treaty nation's village is at peace with the US until
 * a battle in the nation's land costs Indian FP (the village's step lost
 * to a US attack among them). */
gboolean
ohio_treaty_village_at (const OhioCtx *c, int space)
{
  int nation = ohio_village_nation (c, space);

  return nation >= 0 && nation < OHIO_MAX_NATIONS && c->x->nation_status[nation] == NAT_TREATY;
}

gboolean
ohio_has_razed (const OhioCtx *c, int space)
{
  return ohio_first_class (c, space, PC_RAZED) >= 0;
}

void
ohio_place_razed (OhioCtx *c, int space)
{
  if (ohio_has_razed (c, space))
    return;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_RAZED && c->pc[p].location == BH_OFFBOARD)
      {
        ohio_move_piece (c, p, space);
        return;
      }
}

/* ---- steps ------------------------------------------------------------------ */

/* 20.6, 24.0: a settlement loses a step; WC +1/2 VP. */
void
ohio_settlement_hit (OhioCtx *c, int space, gboolean vp)
{
  int p;

  if (c->d->spaces[space].printed_settlement && c->x->printed[space] > 0)
    {
      if (c->x->printed[space] == 2)
        /* Translators: Blood on the Ohio (20.6): a space */
        ohio_note (c, "20.6", _("The settlement at %s is reduced"), ohio_loc_name (c, space));
      if (--c->x->printed[space] == 0)
        {
          ohio_note (c, "20.6", _("The settlement at %s is razed"), ohio_loc_name (c, space));
          c->x->space_flags[space] |= SPF_RAZED_PRINTED;
          ohio_place_razed (c, space);
        }
    }
  else if ((p = ohio_first_class (c, space, PC_SETTLEMENT)) >= 0)
    {
      if (c->pc[p].face == 0)
        {
          ohio_note (c, "20.6", _("The settlement at %s is reduced"), ohio_loc_name (c, space));
          c->pc[p].face = 1;
        }
      else
        {
          /* 5.3: razed markers never return to the Builds Box. */
          ohio_note (c, "20.6", _("The settlement at %s is razed"), ohio_loc_name (c, space));
          ohio_move_piece (c, p, c->d->us_elim);
          c->pc[p].face = 0;
          ohio_place_razed (c, space);
        }
    }
  else
    return;
  if (vp)
    ohio_vp (c, 1, 1);
  c->x->steps_lost[0]++;
  c->x->settlement_steps_lost++;
}

/* 20.3: a built fort loses a step; WC +1/2 VP. */
void
ohio_fort_hit (OhioCtx *c, int space)
{
  int p = ohio_fort_piece (c, space);

  if (p < 0)
    return;
  if (c->pc[p].face == 0 && c->d->pieces[p].n_faces > 1)
    {
      /* Translators: Blood on the Ohio (20.3): a space */
      ohio_note (c, "20.3", _("The fort at %s is reduced"), ohio_loc_name (c, space));
      c->pc[p].face = 1;
    }
  else
    {
      ohio_note (c, "20.3", _("The fort at %s is destroyed"), ohio_loc_name (c, space));
      ohio_move_piece (c, p, c->d->us_elim);
      c->pc[p].face = 0;
      ohio_place_razed (c, space);
      FOR_PIECES_AT (c, space, q)
        c->pc[q].flags &= ~F_DEFEND;
    }
  ohio_vp (c, 1, 1);
  c->x->steps_lost[0]++;
}

static int
nation_villages (const OhioCtx *c, int nation)
{
  int n = 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].principal == nation && c->x->printed[s] == 2)
      n++;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if ((c->d->pieces[p].klass == PC_VILLAGE || c->d->pieces[p].klass == PC_PRINCIPAL) &&
        c->d->pieces[p].nation == nation && ohio_on_map (c, p))
      n++;
  return n;
}

/* 20.5: all villages razed: the nation's leaders and warriors leave the
 * game and it is conquered. */
void
ohio_check_conquest (OhioCtx *c, int nation)
{
  if (nation < 0 || nation_villages (c, nation) > 0)
    return;
  if (c->x->nation_status[nation] != NAT_WC && c->x->nation_status[nation] != NAT_BROKEN)
    return;
  c->x->nation_status[nation] = NAT_CONQUERED;
  /* Translators: Blood on the Ohio (20.5): a nation’s name used as an adjective (“Miami”) */
  ohio_note (c, "20.5", _("Every %s village is razed: the nation is conquered"), ohio_nation_name (c, nation));
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const OhioPieceInfo *pi = &c->d->pieces[p];

      if (pi->nation == nation && (pi->klass == PC_WARRIOR || ohio_is_leader (c, p)) &&
          c->pc[p].location != BH_OFFBOARD && c->pc[p].location != c->d->wc_elim && !pi->stays)
        {
          c->pc[p].flags = 0;
          ohio_move_piece (c, p, c->d->wc_elim);
        }
    }
}

static void
start_relocation (OhioCtx *c, int piece, int from, int mp)
{
  c->x->relocate_active = 1;
  c->x->relocate_piece = piece;
  c->x->relocate_from = from;
  c->x->relocate_mp = mp;
}

/* 20.5, 20.5.1, 17.2.1: a village takes a step loss; US +1/2 VP. */
void
ohio_village_hit (OhioCtx *c, int space, gboolean overrun)
{
  const OhioData *d = c->d;
  OhioExtra *x = c->x;
  int p, nation = -1;

  if (ohio_principal_healthy (c, space))
    {
      nation = d->spaces[space].principal;
      ohio_note (c, "20.5.1", _("The principal village at %s is reduced and must move"), ohio_loc_name (c, space));
      x->printed[space] = 0;
      ohio_place_razed (c, space);
      x->principal_reduced++;
      if (space == d->kekionga)
        x->kekionga_relocated = 1;
      /* 20.5.1: the reduced principal village marker comes on. */
      for (guint q = 0; q < d->n_pieces; q++)
        if (d->pieces[q].klass == PC_PRINCIPAL && d->pieces[q].nation == nation &&
            (c->pc[q].location == BH_OFFBOARD))
          {
            c->pc[q].face = 0;
            start_relocation (c, q, space, d->principal_relocation_mp);
            break;
          }
    }
  else if ((p = ohio_village_piece (c, space)) >= 0)
    {
      nation = d->pieces[p].nation;
      if (c->pc[p].face == 0 && d->pieces[p].n_faces > 1)
        {
          ohio_note (c, "20.5.1", _("The village at %s is reduced and must move"), ohio_loc_name (c, space));
          c->pc[p].face = 1;
          ohio_place_razed (c, space);
          start_relocation (c, p, space, d->village_relocation_mp);
        }
      else
        {
          ohio_note (c, "20.5", _("The village at %s is razed"), ohio_loc_name (c, space));
          ohio_move_piece (c, p, d->wc_elim);
          c->pc[p].face = 0;
          ohio_place_razed (c, space);
          x->villages_razed++;
        }
    }
  else if ((p = ohio_principal_reduced (c, space)) >= 0)
    {
      nation = d->pieces[p].nation;
      ohio_move_piece (c, p, d->wc_elim);
      ohio_place_razed (c, space);
    }
  else
    return;
  (void) overrun;
  ohio_vp (c, 0, 1);
  x->steps_lost[1]++;
  if (!x->relocate_active)
    ohio_check_conquest (c, nation);
}

/* ---- MP searches -------------------------------------------------------------- */

/* Cost of one step along a trail or a river (2.5.1, 2.5.2). */
int
ohio_step_cost (const OhioCtx *c, int from, int to)
{
  const OhioData *d = c->d;
  gboolean rf = d->spaces[from].river, rt = d->spaces[to].river;

  if (d->spaces[from].entry || d->spaces[to].entry)
    return d->cost_gg;
  if (rf && rt)
    return d->cost_rr;
  if (!rf && rt)
    return d->cost_gr;
  if (rf && !rt)
    return d->cost_rg;
  return d->cost_gg;
}

#define MP_MAX 32

/* Dial's algorithm over the step costs (0, 1 or 2 MP): the cheapest MP
 * from `origin` to every space (or, reversed, from every space to it), up
 * to `limit`; out[s] = 255 beyond.  A space whose `blocked` byte is set,
 * like an entry square, may be reached but not passed through. */
static void
dial (const OhioCtx *c, int origin, int limit, guint8 *out, const guint8 *blocked, gboolean reverse)
{
  const OhioData *d = c->d;
  gint16 bucket[MP_MAX + 1][OHIO_MAX_SPACES];
  int nb[MP_MAX + 1] = { 0 };

  limit = MIN (limit, MP_MAX);
  memset (out, 255, d->n_spaces);
  out[origin] = 0;
  bucket[0][nb[0]++] = origin;
  for (int k = 0; k <= limit; k++)
    for (int i = 0; i < nb[k]; i++)
      {
        int u = bucket[k][i];
        guint n;
        const OhioAdj *adj;

        if (out[u] != k)
          continue;
        if (u != origin && ((blocked && blocked[u]) || d->spaces[u].entry))
          continue;
        adj = ohio_adj (d, u, &n);
        for (guint j = 0; j < n; j++)
          {
            int v = adj[j].to;
            int nc = k + (reverse ? ohio_step_cost (c, v, u) : ohio_step_cost (c, u, v));

            if (nc > limit || nc >= out[v])
              continue;
            out[v] = nc;
            bucket[nc][nb[nc]++] = v;
          }
      }
}

/* Cheapest MP from `from` to every space, up to `limit`.  Spaces holding
 * `avoid_side`'s military units may be reached but not passed through
 * (avoid_side < 0: none). */
void
ohio_mp_distances (const OhioCtx *c, int from, int limit, guint8 *out, int avoid_side)
{
  guint8 blocked[OHIO_MAX_SPACES];

  if (avoid_side < 0)
    {
      dial (c, from, limit, out, NULL, FALSE);
      return;
    }
  for (guint s = 0; s < c->d->n_spaces; s++)
    blocked[s] = ohio_has_military (c, s, avoid_side, 0, 0);
  dial (c, from, limit, out, blocked, FALSE);
}

/* Cheapest MP from every space to `target`. */
void
ohio_mp_distances_to (const OhioCtx *c, int target, int limit, guint8 *out, const guint8 *blocked)
{
  dial (c, target, limit, out, blocked, TRUE);
}

/* Hops (spaces) from the nearest space of `sources` (multi-source BFS over
 * trails and rivers), up to `radius`. */
void
ohio_hops_from (const OhioCtx *c, const guint8 *sources, int radius, guint8 *out)
{
  ohio_hops_within (c, sources, radius, FALSE, out);
}

/* The same, over the spaces the scenario uses alone when `usable_only`
 * (ohio_space_usable: App. 2's learning board). */
void
ohio_hops_within (const OhioCtx *c, const guint8 *sources, int radius, gboolean usable_only, guint8 *out)
{
  const OhioData *d = c->d;
  gint16 queue[OHIO_MAX_SPACES];
  guint head = 0, tail = 0;

  memset (out, 255, d->n_spaces);
  for (guint s = 0; s < d->n_spaces; s++)
    if (sources[s] && !d->spaces[s].entry && (!usable_only || ohio_space_usable (c, s)))
      {
        out[s] = 0;
        queue[tail++] = s;
      }
  while (head < tail)
    {
      int u = queue[head++];
      guint n;
      const OhioAdj *adj = ohio_adj (d, u, &n);

      if (out[u] >= radius)
        continue;
      for (guint i = 0; i < n; i++)
        {
          int v = adj[i].to;

          if (d->spaces[v].entry || out[v] != 255 || (usable_only && !ohio_space_usable (c, v)))
            continue;
          out[v] = out[u] + 1;
          queue[tail++] = v;
        }
    }
}

int
ohio_mp_distance (const OhioCtx *c, int from, int to, int limit, gboolean avoid_us)
{
  guint8 dist[OHIO_MAX_SPACES];

  ohio_mp_distances (c, from, limit, dist, avoid_us ? 0 : -1);
  return dist[to] == 255 ? -1 : dist[to];
}

/* ---- relocation (20.5.1) ------------------------------------------------------- */

static gboolean
relocation_ok (const OhioCtx *c, int s, int nation)
{
  const OhioData *d = c->d;

  return d->spaces[s].owner == nation && !d->spaces[s].river && !d->spaces[s].entry &&
         d->spaces[s].near_river && ohio_space_usable (c, s) && !ohio_has_village (c, s) &&
         !ohio_has_military (c, s, 0, 0, 0) && !ohio_has_settlement (c, s) && !ohio_has_fort (c, s);
}

/* Spaces where the reduced village may go: the nation's spaces next to a
 * river space within the MP limit, off razed markers unless nothing else
 * is possible. */
static int
relocation_spaces (const OhioCtx *c, gint16 *out)
{
  const OhioExtra *x = c->x;
  int nation = c->d->pieces[x->relocate_piece].nation;
  guint8 dist[OHIO_MAX_SPACES];
  int n = 0, n_razed = 0;
  gint16 razed[OHIO_MAX_SPACES];

  ohio_mp_distances (c, x->relocate_from, x->relocate_mp, dist, -1);
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      if (dist[s] == 255 || (int) s == x->relocate_from || !relocation_ok (c, s, nation))
        continue;
      if (ohio_has_razed (c, s))
        razed[n_razed++] = s;
      else
        out[n++] = s;
    }
  if (n == 0)
    {
      memcpy (out, razed, n_razed * sizeof (gint16));
      n = n_razed;
    }
  return n;
}

gboolean
ohio_list_relocate (OhioCtx *c)
{
  gint16 spaces[OHIO_MAX_SPACES];
  int n = relocation_spaces (c, spaces);

  for (int i = 0; i < n; i++)
    ohio_add_action (c, A_RELOCATE, 1, spaces[i], 0, 0);
  if (n == 0)
    /* Nowhere to go: the village is razed instead (reconstructed). */
    ohio_add_action (c, A_RELOCATE, 1, c->x->relocate_from, 0, 0);
  return n > 0;
}

void
ohio_apply_relocate (OhioCtx *c, int space)
{
  OhioExtra *x = c->x;
  int piece = x->relocate_piece;
  int nation = c->d->pieces[piece].nation;

  x->relocate_active = 0;
  x->relocate_piece = -1;
  if (space == x->relocate_from)
    {
      ohio_move_piece (c, piece, c->d->wc_elim);
      c->pc[piece].face = 0;
      ohio_check_conquest (c, nation);
      return;
    }
  /* 20.5.1: a razed marker under it is removed. */
  FOR_PIECES_AT (c, space, q)
    if (c->d->pieces[q].klass == PC_RAZED)
      {
        ohio_move_piece (c, q, BH_OFFBOARD);
        break;
      }
  c->pc[piece].flags = 0;
  ohio_move_piece (c, piece, space);
}
