/* bh-ohio-special.c — Blood on the Ohio special actions (5.0-5.9):
 * recruiting (5.1), treaties and alliances (5.2), building (5.3),
 * repairing (5.4), harassing (5.5), raiding (5.6), searching (5.7),
 * strategic movement (5.8); nations joining the WC (5.2.3, 19.0) and
 * broken treaties (5.2.2). The placement of the pieces they bring is in
 * bh-ohio-place.c, the British Arms in bh-ohio-arms.c. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"

/* ---- helpers ------------------------------------------------------------------- */

static int
sap (const OhioCtx *c, int side)
{
  return c->mk[c->d->m_sap[side]];
}

static void
spend (OhioCtx *c, int side)
{
  if (c->mk[c->d->m_sap[side]] > 0)
    c->mk[c->d->m_sap[side]]--;
}

static gboolean
allowed (const OhioCtx *c, int sa)
{
  return (c->sc->sa_allowed & sa) != 0;
}

/* The negotiation target for the expedition in play (5.2). */
static int
negotiation_target (const OhioCtx *c)
{
  int e = CLAMP (c->x->expedition, 1, 3);

  return c->d->negotiation[e];
}

static gboolean
negotiate_success (OhioCtx *c, int side)
{
  int vp = c->x->vp2[side] / 2;
  int target = negotiation_target (c);

  int roll;

  if (vp > target)
    {
      /* Translators: Blood on the Ohio (5.2): the side (“US”, “WC”), its victory points (VP), then
         the number needed */
      ohio_note (c, "5.2", _("%s VP %d already exceed %d: success"), ohio_side_name (c, side), vp, target);
      return TRUE;   /* 5.2.1: automatic when the VP already exceed it */
    }
  roll = ohio_roll (c);
  /* Translators: Blood on the Ohio (5.2): the roll, the victory points (VP), their sum, the number
     needed, then “success” or “failure” */
  ohio_note (c, "5.2", _("%d + %d VP = %d against %d: %s"), roll, vp, roll + vp, target,
             roll + vp >= target ? _("success") : _("failure"));
  return roll + vp >= target;
}

/* A random piece of a box, drawn blind: hidden information comes to light. */
int
ohio_draw_blind (OhioCtx *c, int box, int side_filter)
{
  int n = 0, pick, k = 0;

  FOR_PIECES_AT (c, box, p)
    if (side_filter < 0 || c->d->pieces[p].side == side_filter)
      n++;
  if (n == 0)
    return -1;
  pick = bh_state_random (c->st, n);
  FOR_PIECES_AT (c, box, p)
    if (side_filter < 0 || c->d->pieces[p].side == side_filter)
      {
        if (k++ == pick)
          {
            /* The log names it: both sides have seen it. */
            c->st->reveals++;
            bh_state_reveal (c->st, p, BH_ALL_SEATS);
            return p;
          }
      }
  return -1;
}

/* Villages of a nation: village markers, a healthy printed principal
 * village, reduced principal village markers. */
gboolean
ohio_nation_village_at (const OhioCtx *c, int s, int nation)
{
  return ohio_has_village (c, s) && ohio_village_nation (c, s) == nation;
}

gboolean
ohio_principal_at (const OhioCtx *c, int s)
{
  return ohio_principal_healthy (c, s) || ohio_principal_reduced (c, s) >= 0;
}

static gboolean
nation_has_principal (const OhioCtx *c, int nation)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (ohio_principal_at (c, s) && ohio_village_nation (c, s) == nation)
      return TRUE;
  return FALSE;
}

int
ohio_placed_fp_at (const OhioCtx *c, int s, int nation, gboolean warriors_only)
{
  int n = 0;

  FOR_PIECES_AT (c, s, p)
    if ((c->pc[p].flags & F_MOVED) && c->d->pieces[p].nation == nation && c->d->pieces[p].side == 1 &&
        (warriors_only ? c->d->pieces[p].klass == PC_WARRIOR : ohio_is_military (c, p)))
      n += warriors_only ? 1 : ohio_fp (c, p);
  return n;
}

/* Pieces of a box that stand for the others: one per type and face. */
gboolean
ohio_box_representative (const OhioCtx *c, int loc, int p)
{
  FOR_PIECES_AT (c, loc, q)
    if (q < p && c->d->pieces[q].type == c->d->pieces[p].type && c->pc[q].face == c->pc[p].face)
      return FALSE;
  return TRUE;
}

/* ---- nations joining, treaties ---------------------------------------------------- */

/* 5.2.3, 19.0: a nonaligned nation joins the WC; its starting forces come
 * out of its nation square (5.2.3.1). */
void
ohio_nation_joins (OhioCtx *c, int nation, gboolean alliance_forces)
{
  const OhioData *d = c->d;
  OhioPlace *pl = &c->x->place;
  int box = d->nation_box[nation];
  int leaders = d->nation_alliance_leaders[nation], warriors = d->nation_alliance_warriors[nation];

  c->x->nation_status[nation] = NAT_WC;
  /* Translators: Blood on the Ohio (5.2.3): a nation (plural, “Ottawa”); WC is the Western
     Confederacy */
  ohio_note (c, "5.2.3", _("The %s join the WC"), ohio_nation_name (c, nation));
  if (!alliance_forces || box < 0)
    return;
  if (pl->kind != PL_NONE && pl->kind != PL_QUEUE)
    return;
  if (pl->kind == PL_NONE)
    {
      memset (pl, 0, sizeof *pl);
      pl->kind = PL_QUEUE;
      pl->side = 1;
      pl->drawn = -1;
    }
  FOR_PIECES_AT (c, box, p)
    {
      int k = d->pieces[p].klass;

      if (pl->n >= OHIO_QUEUE_MAX || d->pieces[p].nation != nation)
        continue;
      if (k == PC_SUB_LEADER && leaders > 0)
        {
          leaders--;
          pl->mode[pl->n] = PM_ALLY_LEADER;
          pl->piece[pl->n++] = p;
        }
      else if (k == PC_WARRIOR && warriors > 0)
        {
          warriors--;
          pl->mode[pl->n] = PM_ALLY_WARRIOR;
          pl->piece[pl->n++] = p;
        }
    }
}

/* 5.2.2: the treaty marker flips, the nation's units come out of its
 * square, one warrior in each village, the rest in the principal village
 * (or spread evenly), and it joins the WC for good. As every other
 * placement of WC pieces (5.2.3, 5.6.2), they never come on a village
 * where US units stand (a treaty broken by a battle breaks it while the
 * US force is still on the battle's village: 6.7); with no village free
 * they come on the nation's entry square, or stay in its square. */
void
ohio_break_treaty (OhioCtx *c, int nation)
{
  const OhioData *d = c->d;
  int box = d->nation_box[nation];
  gint16 villages[OHIO_MAX_SPACES];
  int n_v = 0, principal = -1, i = 0;

  if (c->x->nation_status[nation] != NAT_TREATY)
    return;
  c->x->nation_status[nation] = NAT_BROKEN;
  /* Translators: Blood on the Ohio (5.2.2): a nation (plural); WC is the Western Confederacy */
  ohio_note (c, "5.2.2", _("The treaty with the %s is broken: they join the WC"), ohio_nation_name (c, nation));
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].klass == PC_TREATY && ohio_on_map (c, p) && d->spaces[c->pc[p].location].owner == nation)
      c->pc[p].face = 1;
  for (guint s = 0; s < d->n_spaces; s++)
    if (ohio_nation_village_at (c, s, nation) && !ohio_enemy_present (c, s, 1))
      {
        villages[n_v++] = s;
        if (principal < 0 && ohio_principal_at (c, s))
          principal = s;
      }
  if (box < 0 || (n_v == 0 && d->nation_entry[nation] < 0))
    return;
  for (int p = c->ix->head[box], next; p >= 0; p = next)
    {
      int dest;

      next = c->ix->next[p];
      if (d->pieces[p].nation != nation || !ohio_is_military (c, p))
        continue;
      if (n_v == 0)
        dest = d->nation_entry[nation];
      else if (d->pieces[p].klass == PC_WARRIOR)
        dest = i < n_v ? villages[i] : principal >= 0 ? principal : villages[i % n_v];
      else
        dest = principal >= 0 ? principal : villages[0];
      if (d->pieces[p].klass == PC_WARRIOR)
        i++;
      c->pc[p].flags = 0;
      ohio_move_piece (c, p, dest);
    }
}

/* ---- listing ------------------------------------------------------------------------ */

static gboolean
key_leader_near (const OhioCtx *c, int nation)
{
  const OhioData *d = c->d;
  gboolean has_principal = nation_has_principal (c, nation);

  for (guint s = 0; s < d->n_spaces; s++)
    {
      gboolean key = FALSE;
      guint n;
      const OhioAdj *adj;

      FOR_PIECES_AT (c, s, p)
        if (d->pieces[p].side == 0 && d->pieces[p].klass == PC_KEY_LEADER)
          key = TRUE;
      /* 5.2.1: a US key leader with 10 or more FP (digest 8.2 #12: unit FP). */
      if (!key || ohio_stack_unit_fp (c, s, 0, 0, 0) < 10)
        continue;
      adj = ohio_adj (d, s, &n);
      for (guint i = 0; i < n; i++)
        {
          int t = adj[i].to;

          if (has_principal ? ohio_principal_at (c, t) && ohio_village_nation (c, t) == nation
                            : ohio_nation_village_at (c, t, nation) || t == d->nation_entry[nation])
            return TRUE;
        }
    }
  return FALSE;
}

static gboolean
alliance_possible (const OhioCtx *c, int nation)
{
  const OhioData *d = c->d;
  gboolean has_principal = nation_has_principal (c, nation);
  gboolean leader = FALSE;
  int fp = 0;

  for (guint s = 0; s < d->n_spaces; s++)
    {
      if (d->spaces[s].owner == nation)
        fp += ohio_stack_fp (c, s, 1, 0, 0);
      if (has_principal ? ohio_principal_at (c, s) && ohio_village_nation (c, s) == nation
                        : ohio_nation_village_at (c, s, nation) || (int) s == d->nation_entry[nation])
        FOR_PIECES_AT (c, s, p)
          if (d->pieces[p].side == 1 && d->pieces[p].klass == PC_KEY_LEADER)
            leader = TRUE;
    }
  /* 5.2.3: a WC key leader there and at most 2 WC FP in the boundary. */
  return leader && fp <= d->alliance_village_fp;
}

/* 5.3: where a settlement or fort may be built, computed for all spaces
 * at once. */
typedef struct {
  guint8 near_block[OHIO_MAX_SPACES];      /* hops to a village or warrior */
  guint8 near_structure[OHIO_MAX_SPACES];  /* hops to a settlement or fort */
  guint8 near_fort[OHIO_MAX_SPACES];
  guint8 near_river[OHIO_MAX_SPACES];
} BuildMap;

static void
build_map (const OhioCtx *c, BuildMap *bm, gboolean settlements)
{
  const OhioData *d = c->d;
  guint8 src[OHIO_MAX_SPACES];

  for (guint s = 0; s < d->n_spaces; s++)
    src[s] = ohio_has_village (c, s) || ohio_has_class (c, s, 1, PC_WARRIOR);
  ohio_hops_from (c, src, d->build_village_distance, bm->near_block);
  for (guint s = 0; s < d->n_spaces; s++)
    src[s] = ohio_has_fort (c, s);
  ohio_hops_from (c, src, d->fort_fort_range, bm->near_fort);
  if (!settlements)
    return;   /* a fort asks no more (5.3) */
  for (guint s = 0; s < d->n_spaces; s++)
    src[s] = ohio_has_settlement (c, s) || ohio_has_fort (c, s);
  ohio_hops_from (c, src, d->settlement_structure_range, bm->near_structure);
  for (guint s = 0; s < d->n_spaces; s++)
    src[s] = d->spaces[s].river;
  ohio_hops_from (c, src, d->settlement_river_range, bm->near_river);
}

static gboolean
build_space_ok (const OhioCtx *c, const BuildMap *bm, int s, gboolean fort)
{
  const OhioData *d = c->d;

  if (d->spaces[s].river || d->spaces[s].entry || !ohio_space_usable (c, s))
    return FALSE;
  /* At least 2 spaces from any village or warrior. */
  if (bm->near_block[s] < d->build_village_distance)
    return FALSE;
  if (fort ? bm->near_fort[s] > d->fort_fort_range
           : bm->near_river[s] > d->settlement_river_range || bm->near_structure[s] > d->settlement_structure_range)
    return FALSE;
  if (ohio_has_settlement (c, s) || ohio_has_fort (c, s) || (c->x->space_flags[s] & SPF_FORT_MIAMIS))
    return FALSE;
  return !ohio_enemy_present (c, s, 0);
}

/* The spaces a fort may be built on now (5.3), wagon aside: the
 * computer opponent steers its wagons there (bh-ohio-ai.c). */
void
ohio_fort_sites (const OhioCtx *c, guint8 *ok)
{
  BuildMap bm;

  build_map (c, &bm, FALSE);
  for (guint s = 0; s < c->d->n_spaces; s++)
    ok[s] = build_space_ok (c, &bm, s, TRUE);
}

/* The spaces a settlement may be built on now (5.3): where App. 4's
 * settlements already built may set up (bh-ohio-setup.c). */
void
ohio_settlement_sites (const OhioCtx *c, guint8 *ok)
{
  BuildMap bm;

  build_map (c, &bm, TRUE);
  for (guint s = 0; s < c->d->n_spaces; s++)
    ok[s] = build_space_ok (c, &bm, s, FALSE);
}

static int
fort_cost_steps (const OhioCtx *c)
{
  int e = c->x->expedition;

  if (e >= 1 && e <= 3 && c->sc->fort_cost_steps_exp[e])
    return c->sc->fort_cost_steps_exp[e];
  return c->sc->fort_cost_steps;
}

/* 5.3: "building a fort requires the expenditure of a supply wagon";
 * reading 8.2 #19: the wagon is in or next to the site (option: anywhere
 * on the map). */
static void
list_fort_builds (OhioCtx *c, const BuildMap *bm, int fort_piece)
{
  const OhioData *d = c->d;

  for (guint s = 0; s < d->n_spaces; s++)
    {
      guint n;
      const OhioAdj *adj;

      if (!build_space_ok (c, bm, s, TRUE))
        continue;
      adj = ohio_adj (d, s, &n);
      for (int i = -1; i < (int) n; i++)
        {
          int t = i < 0 ? (int) s : adj[i].to;

          if (d->spaces[t].entry)
            continue;
          FOR_PIECES_AT (c, t, w)
            if (d->pieces[w].klass == PC_WAGON && ohio_box_representative (c, t, w))
              ohio_add_action (c, A_BUILD_FORT, 3, fort_piece, s, w);
        }
      if (c->x->options & OPT_FORT_WAGON_ANYWHERE)
        for (guint t = 0; t < d->n_spaces; t++)
          {
            if (d->spaces[t].entry || t == s || ohio_dist (d, s, t) <= 1)
              continue;
            FOR_PIECES_AT (c, t, w)
              if (d->pieces[w].klass == PC_WAGON && ohio_box_representative (c, t, w))
                ohio_add_action (c, A_BUILD_FORT, 3, fort_piece, s, w);
          }
    }
}

static gboolean
warrior_within (const OhioCtx *c, int space, int range)
{
  for (guint t = 0; t < c->d->n_spaces; t++)
    if (ohio_dist (c->d, space, t) <= range && ohio_has_class (c, t, 1, PC_WARRIOR))
      return TRUE;
  return FALSE;
}

static gboolean
damaged_structure (const OhioCtx *c, int s)
{
  int f = ohio_fort_piece (c, s);

  return ohio_settlement_steps (c, s) == 1 || (f >= 0 && c->pc[f].face == 1);
}

gboolean
ohio_nation_has_units_in_box (const OhioCtx *c, int nation)
{
  int box = c->d->nation_box[nation];

  if (box < 0)
    return FALSE;
  FOR_PIECES_AT (c, box, p)
    if (c->d->pieces[p].nation == nation && ohio_is_military (c, p))
      return TRUE;
  return FALSE;
}

static gboolean
settlement_raidable (const OhioCtx *c, int s)
{
  if (!ohio_has_settlement (c, s))
    return FALSE;
  FOR_PIECES_AT (c, s, p)
    if (c->d->pieces[p].side == 0 && c->d->pieces[p].klass != PC_SETTLEMENT && c->d->pieces[p].klass != PC_FORT)
      return FALSE;
  return TRUE;
}

static gboolean
wc_village_space (const OhioCtx *c, int s)
{
  return ohio_has_village (c, s) && ohio_nation_is_wc (c, ohio_village_nation (c, s));
}

/* 5.8 "does not contain any US units": military units and the support
 * units (scouts, wagons, artillery, 3.1.1); a structure alone is none. */
static gboolean
us_units_at (const OhioCtx *c, int s)
{
  FOR_PIECES_AT (c, s, p)
    {
      int k = c->d->pieces[p].klass;

      if (c->d->pieces[p].side == 0 &&
          (ohio_is_military (c, p) || k == PC_SCOUT || k == PC_WAGON || k == PC_ARTILLERY))
        return TRUE;
    }
  return FALSE;
}

/* 5.8: between two WC villages along a path free of US units: label the
 * connected parts of the map without US units once. */
static void
list_strategic (OhioCtx *c)
{
  const OhioData *d = c->d;
  guint8 part[OHIO_MAX_SPACES];
  gint16 queue[OHIO_MAX_SPACES];
  int n_parts = 0;

  memset (part, 0, d->n_spaces);
  for (guint s = 0; s < d->n_spaces; s++)
    {
      guint head = 0, tail = 0;

      if (part[s] || d->spaces[s].entry || us_units_at (c, s))
        continue;
      part[s] = ++n_parts;
      queue[tail++] = s;
      while (head < tail)
        {
          int u = queue[head++];
          guint n;
          const OhioAdj *adj = ohio_adj (d, u, &n);

          for (guint i = 0; i < n; i++)
            {
              int v = adj[i].to;

              if (part[v] || d->spaces[v].entry || us_units_at (c, v))
                continue;
              part[v] = part[s];
              queue[tail++] = v;
            }
        }
    }
  for (guint s = 0; s < d->n_spaces; s++)
    {
      gboolean any = FALSE;

      if (!part[s] || !wc_village_space (c, s))
        continue;
      FOR_PIECES_AT (c, s, p)
        if (d->pieces[p].klass == PC_WARRIOR)
          any = TRUE;
      if (!any)
        continue;
      for (guint t = 0; t < d->n_spaces; t++)
        {
          if (t == s || part[t] != part[s] || !wc_village_space (c, t))
            continue;
          FOR_PIECES_AT (c, s, w)
            {
              if (d->pieces[w].klass != PC_WARRIOR || !ohio_box_representative (c, s, w))
                continue;
              ohio_add_action (c, A_STRATEGIC, 2, w, t, 0);
              FOR_PIECES_AT (c, s, l)
                if (ohio_is_leader (c, l) && ohio_box_representative (c, s, l))
                  ohio_add_action (c, A_STRATEGIC_WITH, 3, w, l, t);
            }
        }
    }
}

void
ohio_list_special (OhioCtx *c, int side)
{
  const OhioData *d = c->d;

  if (sap (c, side) <= 0)
    return;
  if (side == 0)
    {
      if (allowed (c, SA_RECRUIT) && c->ix->head[d->cup] >= 0)
        ohio_add_action (c, A_RECRUIT_US, 0, 0, 0, 0);
      if (allowed (c, SA_NEGOTIATE))
        for (guint n = 0; n < d->n_nations; n++)
          if (d->nation_treaty_allowed[n] &&
              (c->x->nation_status[n] == NAT_NONALIGNED || c->x->nation_status[n] == NAT_WC) &&
              key_leader_near (c, n))
            ohio_add_action (c, A_TREATY, 1, n, 0, 0);
      if (allowed (c, SA_BUILD) && !c->x->build_blocked && c->ix->head[d->builds] >= 0)
        {
          int settlement = ohio_first_class (c, d->builds, PC_SETTLEMENT);
          BuildMap bm;

          build_map (c, &bm, TRUE);
          if (settlement >= 0)
            for (guint s = 0; s < d->n_spaces; s++)
              if (build_space_ok (c, &bm, s, FALSE))
                ohio_add_action (c, A_BUILD, 2, settlement, s, 0);
          FOR_PIECES_AT (c, d->builds, f)
            if (d->pieces[f].klass == PC_FORT)
              list_fort_builds (c, &bm, f);
        }
      if (allowed (c, SA_REPAIR))
        for (guint s = 0; s < d->n_spaces; s++)
          if (damaged_structure (c, s) && !warrior_within (c, s, d->repair_range))
            ohio_add_action (c, A_REPAIR, 1, s, 0, 0);
      if (allowed (c, SA_SEARCH_ARTILLERY))
        for (guint p = 0; p < d->n_pieces; p++)
          if (d->pieces[p].klass == PC_ARTILLERY && c->pc[p].face == 1 && ohio_on_map (c, p))
            ohio_add_action (c, A_SEARCH_ARTILLERY, 1, p, 0, 0);
      if (allowed (c, SA_SEARCH_RAIDERS) && c->ix->head[d->raid_cup] >= 0)
        ohio_add_action (c, A_SEARCH_RAIDERS, 0, 0, 0, 0);
      return;
    }
  if (allowed (c, SA_RECRUIT))
    {
      for (guint n = 0; n < d->n_nations; n++)
        if (ohio_nation_is_wc (c, n) && ohio_nation_has_units_in_box (c, n))
          ohio_add_action (c, A_RECRUIT_WC, 2, n, 0, 0);
    }
  if (allowed (c, SA_NEGOTIATE))
    for (guint n = 0; n < d->n_nations; n++)
      if (c->x->nation_status[n] == NAT_NONALIGNED && alliance_possible (c, n))
        ohio_add_action (c, A_ALLIANCE, 1, n, 0, 0);
  if (allowed (c, SA_RAID) && !c->x->raid_blocked && c->ix->head[d->raid_cup] >= 0)
    for (guint s = 0; s < d->n_spaces; s++)
      if (settlement_raidable (c, s))
        ohio_add_action (c, A_RAID, 1, s, 0, 0);
  if (allowed (c, SA_STRATEGIC))
    list_strategic (c);
}

/* Why a special action the player may not take now is refused: the
 * condition of its own rule (RULES-DONE 5), not the decision's 5.0. */
void
ohio_explain_special (OhioCtx *c, const BhAction *a, OhioWhy *why)
{
  static const struct {
    int side, sa;   /* side -1: both */
  } kinds[A_N_KINDS] = {
    [A_SAVE] = { -1, SA_SAVE },
    [A_RECRUIT_US] = { 0, SA_RECRUIT }, [A_RECRUIT_WC] = { 1, SA_RECRUIT },
    [A_TREATY] = { 0, SA_NEGOTIATE }, [A_ALLIANCE] = { 1, SA_NEGOTIATE },
    [A_BUILD] = { 0, SA_BUILD }, [A_BUILD_FORT] = { 0, SA_BUILD }, [A_REPAIR] = { 0, SA_REPAIR },
    [A_RAID] = { 1, SA_RAID }, [A_SEARCH_ARTILLERY] = { 0, SA_SEARCH_ARTILLERY },
    [A_SEARCH_RAIDERS] = { 0, SA_SEARCH_RAIDERS }, [A_STRATEGIC] = { 1, SA_STRATEGIC },
    [A_STRATEGIC_WITH] = { 1, SA_STRATEGIC },
  };
  int side = c->st->pending.side;

  if (a->kind >= A_N_KINDS || kinds[a->kind].sa == 0)
    return;
  why->rule = ohio_action_kinds[a->kind].rule;
  if (kinds[a->kind].side >= 0 && kinds[a->kind].side != side)
    {
      /* Translators: Blood on the Ohio: a side (“US”, “WC”) */
      why->text = g_strdup_printf (_("only the %s player takes this special action"),
                                   ohio_side_name (c, kinds[a->kind].side));
      return;
    }
  if (!allowed (c, kinds[a->kind].sa) || (a->kind == A_SAVE && c->sc->tier != 0))
    {
      why->reason = _("the scenario does not use this special action");
      return;
    }
  switch (a->kind)
    {
    case A_SAVE:
      if (c->x->sap_saved >> side & 1)
        why->reason = _("a player saves one special action point a turn");
      else
        /* Translators: Blood on the Ohio (5.9): the value the special action track resets to */
        why->text = g_strdup_printf (_("the special action track resets to %d: only a track that does not reset "
                                       "to 5 may save a point"), ohio_sap_reset (c, side));
      break;
    case A_RECRUIT_US:
      why->reason = _("the recruitment cup is empty");
      break;
    case A_RECRUIT_WC:
      why->reason = _("a nation of the WC recruits only while it has units in its nation box");
      break;
    case A_TREATY:
      why->reason = _("a treaty is offered to a WC or nonaligned nation other than the Miami, Shawnee and "
                      "Delaware, by a US key leader with 10 FP next to its principal village");
      break;
    case A_ALLIANCE:
      /* Translators: Blood on the Ohio (5.2.3, 19.0): the most WC FP in the nation's boundary */
      why->text = g_strdup_printf (_("an alliance is made with a nonaligned nation by a WC key leader in its "
                                     "principal village (any village or the entry square of a nation without "
                                     "one), with at most %d WC FP in its boundary"), c->d->alliance_village_fp);
      break;
    case A_BUILD:
    case A_BUILD_FORT:
      if (c->x->build_blocked)
        {
          why->reason = _("a Raid A chit blocks builds this segment");
          why->rule = "5.6.2";
        }
      else
        why->reason = _("a settlement or fort is built from the Builds box on an empty land space at the distances "
                        "the rule sets from villages, warriors, rivers, settlements and forts; a fort takes a "
                        "supply wagon");
      break;
    case A_REPAIR:
      why->text = g_strdup_printf (ngettext ("only a damaged settlement or fort with no warrior within %d space "
                                             "is repaired",
                                             "only a damaged settlement or fort with no warrior within %d spaces "
                                             "is repaired", c->d->repair_range),
                                   c->d->repair_range);
      break;
    case A_RAID:
      if (c->x->raid_blocked)
        {
          why->reason = _("a Raid D chit blocks raids this segment");
          why->rule = "5.6.2";
        }
      else
        why->reason = _("only a settlement with no US unit in it is raided, while the raid cup holds chits");
      break;
    case A_SEARCH_ARTILLERY:
      why->reason = _("only lost artillery on the map is searched for");
      break;
    case A_SEARCH_RAIDERS:
      why->reason = _("the raid cup is empty");
      break;
    case A_STRATEGIC:
    case A_STRATEGIC_WITH:
      why->reason = _("a warrior, and a leader with it, moves between two WC villages on a path without US units");
      break;
    default:
      break;
    }
}

/* ---- harass (5.5) -------------------------------------------------------------------- */

/* WC FP within 3 MP of the site on a path that passes through no
 * settlement, fort or space with US FP (5.5): one reverse search. */
static int
harass_fp (const OhioCtx *c, int site)
{
  const OhioData *d = c->d;
  guint8 blocked[OHIO_MAX_SPACES], dist[OHIO_MAX_SPACES];
  int fp = 0;

  for (guint s = 0; s < d->n_spaces; s++)
    blocked[s] = ohio_has_settlement (c, s) || ohio_has_fort (c, s) || ohio_stack_fp (c, s, 0, 0, 0) > 0;
  ohio_mp_distances_to (c, site, d->harass_range, dist, blocked);
  for (guint s = 0; s < d->n_spaces; s++)
    if (dist[s] != 255)
      fp += ohio_stack_fp (c, s, 1, 0, 0);
  return fp;
}

static void
offer_harass (OhioCtx *c, int site)
{
  if (allowed (c, SA_HARASS) && !(c->x->sa_passed >> 1 & 1) && sap (c, 1) > 0 && harass_fp (c, site) > 0)
    {
      c->x->harass_space_set = 1;
      c->x->harass_space = site;
    }
  else
    ohio_sa_done (c);
}

void
ohio_list_harass (OhioCtx *c)
{
  ohio_add_action (c, A_NO_HARASS, 0, 0, 0, 0);
  ohio_add_action (c, A_HARASS, 0, 0, 0, 0);
}

void
ohio_apply_harass (OhioCtx *c, const BhAction *a)
{
  const OhioData *d = c->d;
  int site = c->x->harass_space;

  c->x->harass_space_set = 0;
  if (a->kind == A_HARASS)
    {
      int dice = harass_fp (c, site);
      int us_fp = ohio_stack_fp (c, site, 0, 0, 0);

      spend (c, 1);
      /* One die per WC FP; 4-6 succeed, -1 per 2 US FP in the space. */
      for (int i = 0; i < dice; i++)
        {
          int roll = ohio_roll (c), mod = roll - us_fp / d->harass_us_per;
          gboolean standing = ohio_fort_piece (c, site) >= 0 || ohio_has_settlement (c, site);
          const char *result = mod < d->harass_success ? _("no effect")
                               : standing ? _("a step lost") : _("a success, but nothing is left to lose");

          if (us_fp / d->harass_us_per > 0)
            /* Translators: Blood on the Ohio (5.5): the die, the number of dice, the roll, the roll
               less 1 for each 2 US force points present, then the result */
            ohio_note (c, "5.5", _("Harass die %d of %d: %d, modified %d (US FP): %s"), i + 1, dice, roll, mod, result);
          else
            /* Translators: Blood on the Ohio (5.5): the die, the number of dice, the roll, then the result */
            ohio_note (c, "5.5", _("Harass die %d of %d: %d: %s"), i + 1, dice, roll, result);
          if (mod < d->harass_success)
            continue;
          if (ohio_fort_piece (c, site) >= 0)
            ohio_fort_hit (c, site);
          else if (ohio_has_settlement (c, site))
            ohio_settlement_hit (c, site, TRUE);
        }
      /* The harass is the WC's action (digest 8.2 #30): the US acts next. */
      c->x->sa_turn = c->x->sa_passed & 1 ? 1 : 0;
      return;
    }
  ohio_sa_done (c);
}

/* ---- applying ------------------------------------------------------------------------- */

static void
place_treaty_marker (OhioCtx *c, int nation)
{
  const OhioData *d = c->d;
  int where = -1;

  for (guint s = 0; s < d->n_spaces && where < 0; s++)
    if (ohio_principal_at (c, s) && ohio_village_nation (c, s) == nation)
      where = s;
  for (guint s = 0; s < d->n_spaces && where < 0; s++)
    if (d->spaces[s].owner == nation)
      where = s;
  if (where < 0)
    where = d->nation_entry[nation];
  if (where < 0)
    return;
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].klass == PC_TREATY && c->pc[p].location == BH_OFFBOARD)
      {
        c->pc[p].face = 0;
        ohio_move_piece (c, p, where);
        return;
      }
}

static void
treaty (OhioCtx *c, int nation)
{
  const OhioData *d = c->d;

  if (!negotiate_success (c, 0))
    return;
  c->x->nation_status[nation] = NAT_TREATY;
  place_treaty_marker (c, nation);
  /* 5.2.1: the nation's warriors and leaders go to its nation square. */
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].nation == nation && ohio_on_map (c, p) &&
        (d->pieces[p].klass == PC_WARRIOR || ohio_is_leader (c, p)) && d->nation_box[nation] >= 0)
      {
        c->pc[p].flags = 0;
        ohio_move_piece (c, p, d->nation_box[nation]);
      }
}

/* 5.6.2 A: the WC nation whose boundary is closest to the razed settlement. */
static int
closest_nation (const OhioCtx *c, int site)
{
  const OhioData *d = c->d;
  int best = -1, best_dist = 255;

  for (guint s = 0; s < d->n_spaces; s++)
    {
      int n = d->spaces[s].owner;
      int box;

      if (n == OHIO_NONE || !ohio_nation_is_wc (c, n) || ohio_dist (d, s, site) >= best_dist)
        continue;
      box = d->nation_box[n];
      if (box < 0)
        continue;
      best = n;
      best_dist = ohio_dist (d, s, site);
    }
  return best;
}

/* 5.6.2: the Build or Raid marker turns to its blocked side, so that what
 * the board shows is what is allowed. */
static void
show_blocked (OhioCtx *c, const char *marker)
{
  int p = bh_game_data_find_piece (c->self->data, marker);

  if (p >= 0 && c->pc[p].location == c->d->sa_box)
    c->pc[p].face = 1;
}

static void
raid (OhioCtx *c, int site)
{
  const OhioData *d = c->d;
  int chit = ohio_draw_blind (c, d->raid_cup, -1);
  int k;

  if (chit < 0)
    return;
  k = d->pieces[chit].klass;
  /* Translators: Blood on the Ohio (5.6.2): a raid chit (“Raid A”) */
  ohio_note (c, "5.6.2", _("Raid chit drawn: %s"), ohio_piece_name (c, chit));
  if (k == PC_RAID_A)
    {
      int nation;

      /* Razed: +1/2 VP per step. */
      while (ohio_has_settlement (c, site))
        ohio_settlement_hit (c, site, TRUE);
      c->x->build_blocked = 1;
      show_blocked (c, "build-marker");
      nation = closest_nation (c, site);
      if (nation >= 0)
        {
          int box = d->nation_box[nation], w = -1;

          FOR_PIECES_AT (c, box, p)
            if (d->pieces[p].nation == nation && d->pieces[p].klass == PC_WARRIOR && c->pc[p].face == 0 && (w < 0 || p < w))
              w = p;
          if (w >= 0)
            {
              OhioPlace *pl = &c->x->place;

              memset (pl, 0, sizeof *pl);
              pl->kind = PL_QUEUE;
              pl->side = 1;
              pl->drawn = -1;
              pl->after_sa = 1;
              pl->nation = nation;
              pl->mode[0] = PM_RAID_WARRIOR;
              pl->piece[0] = w;
              pl->n = 1;
            }
        }
    }
  else if (k == PC_RAID_B)
    ohio_settlement_hit (c, site, TRUE);
  else if (k == PC_RAID_D)
    {
      ohio_vp (c, 1, -1);
      c->x->raid_blocked = 1;
      show_blocked (c, "raid-marker");
    }
  /* The chit goes back into the cup, unknown again. */
  bh_state_conceal (c->st, chit);
}

static void
search_artillery (OhioCtx *c, int art)
{
  const OhioData *d = c->d;
  int space = c->pc[art].location;
  int us = 0, wc = 0, roll;

  for (guint s = 0; s < d->n_spaces; s++)
    {
      int dist = ohio_dist (d, space, s);

      if (dist <= 1)
        us += ohio_stack_fp (c, s, 0, 0, 0);
      if (dist <= 2)
        wc += ohio_stack_fp (c, s, 1, 0, 0);
    }
  roll = ohio_roll (c) + us / d->search_us_per - wc / d->search_wc_per;
  /* Translators: Blood on the Ohio (5.7.1): the modified roll, then the result */
  ohio_note (c, "5.7.1", _("Search: %d modified, %s"), roll, roll >= d->search_art_success ? _("the artillery is found") : _("not found"));
  if (roll >= d->search_art_success)
    c->pc[art].face = 0;
}

static void
search_raiders (OhioCtx *c)
{
  const OhioData *d = c->d;
  int chit = ohio_draw_blind (c, d->raid_cup, -1);

  if (chit >= 0)
    /* Translators: Blood on the Ohio (5.7.2): a raid chit, then “, set aside” or “, back to the
       cup” */
    ohio_note (c, "5.7.2", _("Chit drawn: %s%s"), ohio_piece_name (c, chit),
               d->pieces[chit].klass == PC_RAID_A || d->pieces[chit].klass == PC_RAID_B ? _(", set aside") : _(", back to the cup"));
  if (chit >= 0 && (d->pieces[chit].klass == PC_RAID_A || d->pieces[chit].klass == PC_RAID_B))
    ohio_move_piece (c, chit, d->raid_searched);
  else if (chit >= 0)
    bh_state_conceal (c->st, chit);
}

static void
build (OhioCtx *c, int piece, int site, int wagon)
{
  const OhioData *d = c->d;
  int nation = d->spaces[site].owner;

  FOR_PIECES_AT (c, site, p)
    if (d->pieces[p].klass == PC_RAZED)
      {
        ohio_move_piece (c, p, BH_OFFBOARD);
        break;
      }
  c->pc[piece].face = 0;
  c->pc[piece].flags = 0;
  ohio_move_piece (c, piece, site);
  if (d->pieces[piece].klass == PC_FORT)
    {
      for (int k = 0; k < d->n_fort_pieces; k++)
        if (d->fort_pieces[k] == piece)
          c->x->forts_built |= 1u << k;
      if (wagon >= 0)
        {
          /* 5.3 (LR): a wagon; Wayne: one supply step (App. 3). */
          if (fort_cost_steps (c) == 1 && c->pc[wagon].face == 0)
            c->pc[wagon].face = 1;
          else
            {
              c->pc[wagon].face = 0;
              c->pc[wagon].flags = 0;
              ohio_move_piece (c, wagon, d->cup);
            }
        }
    }
  if (nation != OHIO_NONE)
    {
      if (c->x->nation_status[nation] == NAT_TREATY)
        ohio_break_treaty (c, nation);
      else if (c->x->nation_status[nation] == NAT_NONALIGNED)
        ohio_nation_joins (c, nation, TRUE);
    }
}

static void
start_recruit_us (OhioCtx *c)
{
  OhioPlace *pl = &c->x->place;

  memset (pl, 0, sizeof *pl);
  pl->kind = PL_US_RECRUIT;
  pl->side = 0;
  pl->after_sa = 1;
  pl->drawn = -1;
  pl->checks_left = c->d->us_checks;
  if (c->sc->n_recruit_squares && c->sc->recruit_checks_per_square)
    pl->checks_left = c->sc->n_recruit_squares * c->sc->recruit_checks_per_square;
}

/* 5.1.2: two checks; the British Arms may replace the second one, a
 * decision taken once the first is rolled (App. 5, Turn Segment 1). */
static void
start_recruit_wc (OhioCtx *c, int nation)
{
  OhioPlace *pl = &c->x->place;

  memset (pl, 0, sizeof *pl);
  pl->kind = PL_WC_RECRUIT;
  pl->side = 1;
  pl->after_sa = 1;
  pl->drawn = -1;
  pl->nation = nation;
  pl->checks_left = c->d->wc_checks;
  /* 20.5: with the principal villages gone, at most 2 FP per village. */
  pl->fp_limit = 0;
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].principal == nation)
      pl->fp_limit = nation_has_principal (c, nation) ? 0 : c->d->principal_gone_fp;
}

void
ohio_apply_special (OhioCtx *c, const BhAction *a)
{
  const OhioData *d = c->d;
  int side = c->st->pending.side;

  spend (c, side);
  switch (a->kind)
    {
    case A_RECRUIT_US:
      start_recruit_us (c);
      return;
    case A_RECRUIT_WC:
      start_recruit_wc (c, a->args[0]);
      return;
    case A_TREATY:
      treaty (c, a->args[0]);
      break;
    case A_ALLIANCE:
      if (negotiate_success (c, 1))
        ohio_nation_joins (c, a->args[0], TRUE);
      if (c->x->place.kind == PL_QUEUE)
        {
          c->x->place.after_sa = 1;
          return;
        }
      break;
    case A_BUILD:
      build (c, a->args[0], a->args[1], -1);
      if (c->x->place.kind == PL_QUEUE)
        c->x->place.after_sa = 2;
      offer_harass (c, a->args[1]);
      return;
    case A_BUILD_FORT:
      build (c, a->args[0], a->args[1], a->args[2]);
      if (c->x->place.kind == PL_QUEUE)
        c->x->place.after_sa = 2;
      offer_harass (c, a->args[1]);
      return;
    case A_REPAIR:
      {
        int s = a->args[0];
        int f = ohio_fort_piece (c, s);

        if (f >= 0 && c->pc[f].face == 1)
          c->pc[f].face = 0;
        else if (d->spaces[s].printed_settlement && c->x->printed[s] == 1)
          c->x->printed[s] = 2;
        else
          {
            int p = ohio_first_class (c, s, PC_SETTLEMENT);

            if (p >= 0)
              c->pc[p].face = 0;
          }
        ohio_vp (c, 1, -1);   /* 5.4 */
        offer_harass (c, s);
        return;
      }
    case A_RAID:
      raid (c, a->args[0]);
      if (c->x->place.kind == PL_QUEUE)
        return;
      break;
    case A_SEARCH_ARTILLERY:
      search_artillery (c, a->args[0]);
      break;
    case A_SEARCH_RAIDERS:
      search_raiders (c);
      break;
    case A_STRATEGIC:
    case A_STRATEGIC_WITH:
      {
        int w = a->args[0];
        int dest = a->kind == A_STRATEGIC ? a->args[1] : a->args[2];

        ohio_move_piece (c, w, dest);
        if (a->kind == A_STRATEGIC_WITH)
          ohio_move_piece (c, a->args[1], dest);
      }
      break;
    default:
      break;
    }
  ohio_sa_done (c);
}
