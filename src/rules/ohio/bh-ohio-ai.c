/* bh-ohio-ai.c — Blood on the Ohio for the computer opponent.
 *
 * The evaluation scores a position in victory points from the US side
 * (24.0), adding what each scenario's victory conditions ask (App. 2, 3):
 * structure steps in the learning tiers, the fort Harmar and St. Clair
 * must build, the villages Harmar must reduce, the withdrawal square the
 * WC drives the expedition toward (7.0), the 30 VP of Wayne's campaign,
 * the settlements left in the Builds Box; then material (FP on the map),
 * supply (10.0: a US stack far from a fort, settlement or wagon starves)
 * and how close each side's forces stand to what they can strike.
 *
 * A fort the US needs to win and the withdrawal that wins for the WC
 * act on the probability, not the lead (App. 3).
 *
 * The policy is the rulebook's advice made cheap: the US marches its
 * armies on the Indian villages (each village step is its VP, 24.0),
 * fights with the odds (the WC wins ties, 14.8), steers clear of ambushes
 * (18.1), takes a wagon to where its victory fort may be built and keeps
 * a special action point to build it (5.3), builds and repairs out of
 * harassment reach (5.5), keeps its forces supplied; the WC raids and
 * ambushes (18.0) and strikes weak settlements; nobody forms a force only
 * to cancel it, or garrisons only to come out again.
 *
 * Both run at every step of every rollout, so distances come from
 * breadth-first maps, kept per thread while they stay valid. */
#include "config.h"

#include "bh-ohio-ai.h"
#include "bh-ohio-private.h"
#include "bh-ai-kit.h"

#include <math.h>
#include <string.h>

#define FAR 12
/* WC FP that make a village a battle rather than a raze (target_marks). */
#define HELD_FP 5

static void
ctx_for (OhioCtx *c, BhRules *rules, const BhState *state)
{
  /* Read only: the context wants a mutable state for the rules' own use. */
  ohio_ctx_init (c, BH_OHIO_RULES (rules), (BhState *) state);
}

/* App. 2, tiers 1 and 2: the player who inflicts the most structure step
 * losses wins, anything else is a draw (24.0's VP do not count).  Units
 * lost cost nothing but the attacks they would have made, so the US
 * strikes as many villages as often as it can in the turn's three
 * operations segments. */
static gboolean
steps_decide (const OhioCtx *c)
{
  return c->sc->victory == VIC_LEARNING && c->sc->tier < 3;
}

/* What each side strikes, in one pass over the pieces: for the US the
 * villages and the printed principal villages still standing (24.0:
 * every village step is US VP); for the WC the settlements and forts. */
static void
target_marks (const OhioCtx *c, guint8 *us, guint8 *wc)
{
  const OhioData *d = c->d;

  memset (us, 0, d->n_spaces);
  memset (wc, 0, d->n_spaces);
  for (guint s = 0; s < d->n_spaces; s++)
    {
      us[s] = ohio_principal_healthy (c, s) && ohio_nation_is_wc (c, d->spaces[s].principal);
      wc[s] = d->spaces[s].printed_fort || (d->spaces[s].printed_settlement && c->x->printed[s] > 0);
    }
  for (guint p = 0; p < d->n_pieces; p++)
    {
      guint loc = c->pc[p].location;

      if (loc >= d->n_spaces)
        continue;
      switch (d->pieces[p].klass)
        {
        case PC_VILLAGE: us[loc] = ohio_nation_is_wc (c, d->pieces[p].nation); break;
        case PC_SETTLEMENT: case PC_FORT: wc[loc] = 1; break;
        default: break;
        }
    }
  /* App. 2: the learning scenario's pieces stay on the Miami, Shawnee and
   * neutral spaces (ohio_space_usable), so the printed principal villages
   * of the other nations (Gekelmurpechunk, Upper Sandusky, ...) are no
   * targets; nor is a nation outside the WC (19.0: a nonaligned village is
   * not fought by the US). */
  for (guint s = 0; s < d->n_spaces; s++)
    if (!ohio_space_usable (c, s))
      us[s] = wc[s] = 0;
  /* A village a war band holds is a battle the WC is as likely to win
   * (14.8: it wins ties; 20.5: a principal village adds 1); the US marches
   * on the ones left weakly held while there are any (24.0: a step is
   * 1/2 VP either way). */
  {
    gboolean weak = FALSE;

    for (guint s = 0; s < d->n_spaces && !weak; s++)
      weak = us[s] && ohio_stack_fp (c, s, 1, 0, 0) < HELD_FP;
    for (guint s = 0; s < d->n_spaces && weak; s++)
      if (us[s] && ohio_stack_fp (c, s, 1, 0, 0) >= HELD_FP)
        us[s] = 0;
  }
}

/* Hops from every space to the nearest marked one (one breadth-first
 * pass instead of a distance look-up per pair of spaces), only over the
 * spaces the scenario uses (App. 2: the learning scenario's moves stay on
 * Miami, Shawnee and neutral spaces, so a path through the other
 * nations' land is none). */
static void
hops_to (const OhioCtx *c, const guint8 *marks, guint8 *out)
{
  ohio_hops_within (c, marks, FAR, TRUE, out);
}

/* A map's value at a space; an entry square reads through its neighbours. */
static int
hops_at (const OhioCtx *c, const guint8 *map, int s)
{
  guint n;
  const OhioAdj *adj;
  int best = FAR;

  if (s < 0 || s >= (int) c->d->n_spaces)
    return FAR;
  if (!c->d->spaces[s].entry)
    return MIN (map[s], FAR);
  adj = ohio_adj (c->d, s, &n);
  for (guint i = 0; i < n; i++)
    if (!c->d->spaces[adj[i].to].entry)
      best = MIN (best, map[adj[i].to] + 1);
  return MIN (best, FAR);
}

/* Hops to what `side` strikes.  The targets change only when a structure
 * does, so each thread keeps the last map of each side with the marks it
 * came from. */
static _Thread_local struct {
  guint8 marks[OHIO_MAX_SPACES];
  guint8 hops[OHIO_MAX_SPACES];
  const OhioData *d;
  const OhioScenarioInfo *sc;         /* the spaces it uses (hops_to) */
} target_cache[2];

static void
target_map (const OhioCtx *c, int side, guint8 *out)
{
  guint8 marks[2][OHIO_MAX_SPACES];
  guint n = c->d->n_spaces;

  target_marks (c, marks[0], marks[1]);
  for (int k = 0; k < 2; k++)
    if (target_cache[k].d != c->d || target_cache[k].sc != c->sc || memcmp (target_cache[k].marks, marks[k], n) != 0)
      {
        memcpy (target_cache[k].marks, marks[k], n);
        hops_to (c, marks[k], target_cache[k].hops);
        target_cache[k].d = c->d;
        target_cache[k].sc = c->sc;
      }
  memcpy (out, target_cache[side].hops, n);
}

static gboolean
fort_type_built (const OhioCtx *c, int t)
{
  for (int k = 0; t >= 0 && k < c->d->n_fort_pieces; k++)
    {
      int p = c->d->fort_pieces[k];

      if (c->d->pieces[p].type == t && (ohio_on_map (c, p) || (c->x->forts_built >> k & 1)))
        return TRUE;
    }
  return FALSE;
}

/* The fort the US must build to win (App. 3), or -1 when there is none
 * or it stands already. */
static int
fort_needed (const OhioCtx *c)
{
  const char *id = bh_props_lookup (c->sc->props, "victory-us-fort");
  int t = id ? bh_game_data_find_unit_type (c->d->data, id) : -1;

  return t >= 0 && !fort_type_built (c, t) ? t : -1;
}

/* Hops to a space where the fort may be built (5.3); its wagon may stand
 * in the site or next to it, so one hop less is enough. */
static void
fort_site_map (const OhioCtx *c, guint8 *out)
{
  guint8 ok[OHIO_MAX_SPACES];

  ohio_fort_sites (c, ok);
  hops_to (c, ok, out);
}

/* The hops from the nearest US wagon on the map to a fort site: how far
 * the victory fort is from being buildable. */
static int
wagon_to_site (const OhioCtx *c, const guint8 *sites)
{
  int best = FAR + 1;

  for (guint s = 0; s < c->d->n_spaces; s++)
    if (ohio_has_class (c, s, 0, PC_WAGON))
      best = MIN (best, hops_at (c, sites, s));
  return best;
}

/* The chance the US wins a battle of `us` FP against `wc` FP (14.6, 14.8):
 * each side rolls a die on its own CRT column, the one inflicting more
 * casualties wins and the WC wins ties, so a small US stack loses most
 * battles whatever the ratio (1 FP against 1 FP: a quarter).  Modifiers
 * and the event die are left out. */
static double
us_win_chance (const OhioData *d, int us, int wc)
{
  int wins = 0;

  if (us <= 0)
    return 0.0;
  for (int a = 0; a < 6; a++)
    for (int b = 0; b < 6; b++)
      {
        int hu = d->crt[a][MIN ((us - 1) / 2, 7)];
        int hw = wc > 0 ? d->crt[b][MIN ((wc - 1) / 2, 7)] : 0;

        wins += hu > hw;
      }
  return wins / 36.0;
}

/* The most enemy FP that could strike each space within two hops: each
 * side's `threat` map (index: the side threatened). */
static void
threat_maps (const OhioCtx *c, const int *fp0, const int *fp1, guint8 threat[2][OHIO_MAX_SPACES])
{
  const OhioData *d = c->d;
  guint8 a[OHIO_MAX_SPACES], b[OHIO_MAX_SPACES];

  for (int side = 0; side < 2; side++)
    {
      const int *enemy = side == 0 ? fp1 : fp0;

      for (guint s = 0; s < d->n_spaces; s++)
        a[s] = (guint8) MIN (enemy[s], 255);
      for (int hop = 0; hop < 2; hop++)
        {
          memcpy (b, a, d->n_spaces);
          for (guint s = 0; s < d->n_spaces; s++)
            {
              guint n;
              const OhioAdj *adj = ohio_adj (d, s, &n);

              for (guint i = 0; i < n; i++)
                b[s] = MAX (b[s], a[adj[i].to]);
            }
          memcpy (a, b, d->n_spaces);
        }
      memcpy (threat[side], a, d->n_spaces);
    }
}

/* How much of the game's last turn is over, 0 before it to 1 at its end
 * (by the phase): the VP or step lead then is the result (App. 2). */
static double
last_turn_done (const OhioCtx *c)
{
  if (c->st->turn < c->x->last_turn)
    return 0.0;
  return CLAMP (c->st->phase / MAX ((double) c->d->n_phases - 1, 1.0), 0.0, 1.0);
}

/* The position in VP from the US side (its lead), and for the scenarios
 * that also ask for a fort, the chance it will stand in `fort`. */
static double
us_score (const OhioCtx *c, double *fort, double *withdrawal)
{
  const OhioExtra *x = c->x;
  const OhioScenarioInfo *sc = c->sc;
  const OhioData *d = c->d;
  double vp = (x->vp2[0] - x->vp2[1]) / 2.0, s = 0;
  int fp[2] = { 0, 0 };
  int e = ohio_expedition (c);
  guint8 reach[2][OHIO_MAX_SPACES], supply[OHIO_MAX_SPACES], threat[2][OHIO_MAX_SPACES];
  int at[2][OHIO_MAX_SPACES];
  gboolean check_supply = (sc->procedures & (1u << PROC_SUPPLY_CHECK)) != 0;

  *fort = 1.0;
  switch (sc->victory)
    {
    case VIC_LEARNING:
      /* App. 2 tiers 1-2: structure steps decide; 5 settlement steps win for the WC. */
      if (sc->tier < 3)
        {
          /* The lead is the result once the last operations are over
           * (one turn, App. 2): a step weighs more as the turn's segments
           * run out (1.5 at its start, 7.5 at its end: a one-step lead
           * then scores 0.97, not the 0.66 that made an attack in the
           * last segment look no better than a sure draw). */
          double done = last_turn_done (c);

          s += (1.5 + 6.0 * done) * (x->steps_lost[1] - x->steps_lost[0]) - 0.5 * x->settlement_steps_lost;
          vp *= 0.1;
        }
      break;
    case VIC_HARMAR:
      s += 0.8 * MIN (x->principal_reduced, 2) + 0.3 * MIN (x->villages_razed, 5);
      G_GNUC_FALLTHROUGH;
    case VIC_WABASH:
      /* Without its fort the US at best draws (App. 3): the fort's chance
       * grows as a wagon nears a site it may be built on. */
      if (fort_needed (c) >= 0)
        {
          guint8 sites[OHIO_MAX_SPACES];
          int w;

          fort_site_map (c, sites);
          w = MAX (wagon_to_site (c, sites) - 1, 0);
          *fort = w > FAR ? 0.05 : 0.7 - 0.05 * MIN (w, 10);
          /* Building takes a special action point (5.3): without one the
           * fort waits for the next turn, if there is one. */
          if (c->mk[d->m_sap[0]] <= 0)
            *fort *= c->st->turn >= x->last_turn ? 0.1 : 0.8;
        }
      break;
    default:
      break;
    }
  s += vp;
  /* 7.0: the expedition withdraws when the WC's VP reach its withdrawal
   * square; where that is the WC's victory (App. 3) it weighs as the
   * chance it happens, else as a loss of VP. */
  *withdrawal = 0;
  if (e >= 1 && e <= 3 && d->exp_withdraw_square[e] > 0)
    {
      double gap = d->exp_withdraw_square[e] - x->vp2[1] / 2.0;

      if (sc->withdrawal_victory[e])
        *withdrawal = 1.0 / (1.0 + exp (2.0 * (gap - 1.25)));
      else if (gap < 4)
        s -= (4 - gap) * 0.5;
    }
  if (sc->auto_vp && x->vp2[0] / 2.0 > sc->auto_vp - 5)
    s += x->vp2[0] / 2.0 - (sc->auto_vp - 5);
  if (sc->builds_box_vp2)
    s -= sc->builds_box_vp2 / 2.0 * ohio_count_class (c, d->builds, PC_SETTLEMENT);

  /* Material, supply and reach. */
  target_map (c, 0, reach[0]);
  target_map (c, 1, reach[1]);
  if (check_supply)
    {
      guint8 src[OHIO_MAX_SPACES];

      for (guint sp = 0; sp < d->n_spaces; sp++)
        src[sp] = ohio_has_fort (c, sp) || ohio_has_settlement (c, sp) || ohio_has_class (c, sp, 0, PC_WAGON);
      ohio_hops_from (c, src, d->supply_range, supply);
    }
  for (guint sp = 0; sp < d->n_spaces; sp++)
    for (int k = 0; k < 2; k++)
      {
        at[k][sp] = ohio_stack_fp (c, sp, k, 0, 0);
        fp[k] += at[k][sp];
        if (d->spaces[sp].entry)
          at[k][sp] = 0;
      }
  threat_maps (c, at[0], at[1], threat);
  for (guint sp = 0; sp < d->n_spaces; sp++)
    {
      int us = at[0][sp], wc = at[1][sp];

      if (d->spaces[sp].entry)
        continue;
      /* What is threatened (14.8, 24.0): a battle is 1/2 VP to its victor,
       * and a stack within two hops of enemies may be made to fight one;
       * counted at half, as the attack may not come. */
      if (us > 0 && threat[0][sp] > 0)
        s -= 0.25 * (1.0 - us_win_chance (d, us, threat[0][sp]));
      if (wc > 0 && threat[1][sp] > 0)
        s += 0.25 * us_win_chance (d, threat[1][sp], wc);
      /* Every FP counts where it stands: far from what it can strike, or
       * (US) beyond supply, it is worth less. */
      if (us > 0)
        {
          s -= bh_ai_kit_distance_cost (us, reach[0][sp], 0.01);
          if (check_supply && supply[sp] > d->supply_range)
            s -= 0.03 * us;
        }
      if (wc > 0)
        s += bh_ai_kit_distance_cost (wc, reach[1][sp], 0.01);
    }
  s += 0.12 * (fp[0] - fp[1]);
  return s;
}

double
ohio_ai_evaluate (BhRules *rules, const BhState *state, int side)
{
  OhioCtx c;
  double us, fort, withdrawal;

  if (!bh_ai_kit_memo_lookup (rules, state, &us))
    {
      ctx_for (&c, rules, state);
      us = 1.0 / (1.0 + exp (-0.45 * us_score (&c, &fort, &withdrawal)));
      /* Without the fort a US lead is only a draw; a withdrawal loses (App. 3). */
      us *= (0.5 + 0.5 * fort) * (1.0 - withdrawal);
      bh_ai_kit_memo_store (rules, state, us);
    }
  return side == 0 ? us : 1.0 - us;
}

/* ---- policy ----------------------------------------------------------------- */

/* What the policy works out once per call, each map when first needed
 * (a breadth-first pass each; the policy runs at every rollout step). */
typedef struct {
  int side;
  int fort_type;                      /* the victory fort still to build, -1 none */
  guint8 have;                        /* which maps below are filled (MAP_*) */
  guint8 reach[OHIO_MAX_SPACES];      /* hops to what `side` strikes */
  guint8 sites[OHIO_MAX_SPACES];      /* hops to a fort site, if fort_type >= 0 */
  guint8 wc_near[OHIO_MAX_SPACES];    /* hops to WC FP (harassment, 5.5) */
  guint8 friends[OHIO_MAX_SPACES];    /* hops to another US stack (MAP_FRIENDS) */
} Plan;

enum { MAP_REACH = 1, MAP_SITES = 2, MAP_WC_NEAR = 4, MAP_FRIENDS = 8 };

/* Under this many FP a US force wins under three battles in four against
 * a single war party (2 FP; the CRT, the WC winning ties, 14.8) and is
 * open to ambush (18.1): it joins another US stack before it marches. */
#define ARMY_FP 8
/* 5 FP roll on the CRT's 5-6 column: a US force of them beats a village
 * no war band holds five times in six (one casualty wins, 14.8) and a
 * principal one (+1, 20.5) more often than not. */
#define SPLIT_FP 5
/* How far a weak US force goes to join another. */
#define JOIN_HOPS 6

/* The US stacks of 2 FP or more away from `here` that a force of `mine`
 * FP would join: one with a leader, or as strong as the force (the army
 * does not march back to a band of militia). */
static void
join_marks (const OhioCtx *c, int here, int mine, guint8 *marks)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      int fp = (int) s != here && !c->d->spaces[s].entry ? ohio_stack_fp (c, s, 0, 0, F_FORCE) : 0;
      gboolean led = FALSE;

      if (fp >= 2 && fp < mine)
        FOR_PIECES_AT (c, s, q)
          if (c->d->pieces[q].side == 0 && ohio_is_leader (c, q) && !(c->pc[q].flags & F_FORCE))
            led = TRUE;
      marks[s] = fp >= 2 && (fp >= mine || led);
    }
}

static const guint8 *
plan_map (const OhioCtx *c, Plan *p, int which)
{
  if (!(p->have & which))
    {
      p->have |= which;
      if (which == MAP_REACH)
        target_map (c, p->side, p->reach);
      else if (which == MAP_SITES)
        fort_site_map (c, p->sites);
      else if (which == MAP_FRIENDS)
        {
          guint8 marks[OHIO_MAX_SPACES];
          OhioMove *m = ohio_current_move ((OhioCtx *) c);

          join_marks (c, m->here, ohio_force_fp (c, m), marks);
          ohio_hops_from (c, marks, FAR, p->friends);
        }
      else
        {
          guint8 marks[OHIO_MAX_SPACES];

          for (guint s = 0; s < c->d->n_spaces; s++)
            marks[s] = ohio_stack_fp (c, s, 1, 0, 0) > 0;
          ohio_hops_from (c, marks, 4, p->wc_near);
        }
    }
  return which == MAP_REACH ? p->reach : which == MAP_SITES ? p->sites :
         which == MAP_FRIENDS ? p->friends : p->wc_near;
}

/* A US force too weak to fight alone with another US stack within reach
 * (ARMY_FP, JOIN_HOPS): St. Clair's and Butler's columns meet before
 * they march on the villages. */
static gboolean
us_joins (const OhioCtx *c, Plan *p, const OhioMove *m)
{
  /* Where steps decide (steps_decide) the columns do not wait for each
   * other: each strikes its own village, a second chance after a Delay
   * (14.3) or a tie (14.8). */
  return p->side == 0 && m->kind == MOVE_MAIN && !steps_decide (c) && ohio_force_fp (c, m) < ARMY_FP &&
         hops_at (c, plan_map (c, p, MAP_FRIENDS), m->here) <= JOIN_HOPS;
}

static gboolean
force_has_wagon (const OhioCtx *c, const OhioMove *m)
{
  FOR_PIECES_AT (c, m->here, p)
    if ((c->pc[p].flags & F_FORCE) && c->d->pieces[p].klass == PC_WAGON && ohio_side_of (c, p) == m->side)
      return TRUE;
  return FALSE;
}

/* 18.1: the strongest enemy stack that could ambush a force entering `to`
 * (in it or next to it), and whether that is likely: a stack may not
 * ambush a force five times its FP or more. */
static gboolean
ambush_risk (const OhioCtx *c, int side, int to, int mine)
{
  guint n;
  const OhioAdj *adj = ohio_adj (c->d, to, &n);
  int worst = ohio_stack_fp (c, to, 1 - side, 0, 0);

  for (guint i = 0; i < n; i++)
    worst = MAX (worst, ohio_stack_fp (c, adj[i].to, 1 - side, 0, 0));
  return worst > 0 && mine < c->d->ambush_ratio * worst;
}

/* A battle's weight by the chance of winning it (us_win_chance): what the
 * CRT gives, not the ratio of FP (3 FP against 1 wins under half). */
static double
chance_weight (double p)
{
  return p >= 0.7 ? 5.0 : p >= 0.5 ? 2.0 : p >= 0.35 ? 0.8 : 0.15;
}

/* The WC FP the US meets attacking `space`: 20.5, LR: a principal
 * village adds 1 to the WC defence. */
static int
wc_defence (const OhioCtx *c, int space)
{
  int fp = ohio_stack_fp (c, space, 1, 0, 0);

  return fp + (ohio_principal_healthy (c, space) || ohio_principal_reduced (c, space) >= 0);
}

static double
move_weight (const OhioCtx *c, Plan *p, int to)
{
  OhioMove *m = ohio_current_move ((OhioCtx *) c);
  int side = p->side, mine = ohio_force_fp (c, m);
  int enemy = ohio_stack_fp (c, to, 1 - side, 0, 0);
  double w;

  if (side == 0 && p->fort_type >= 0 && force_has_wagon (c, m))
    {
      /* The wagon goes to where the victory fort may be built (5.3). */
      const guint8 *sites = plan_map (c, p, MAP_SITES);
      int before = hops_at (c, sites, m->here), after = hops_at (c, sites, to);

      w = before <= 1 ? 0.1 : after < before ? 6.0 : after == before ? 0.5 : 0.15;
    }
  else if (us_joins (c, p, m))
    {
      const guint8 *friends = plan_map (c, p, MAP_FRIENDS);
      int before = hops_at (c, friends, m->here), after = hops_at (c, friends, to);

      w = after == 0 ? 6.0 : after < before ? 4.0 : after == before ? 0.5 : 0.2;
    }
  else
    {
      const guint8 *reach = plan_map (c, p, MAP_REACH);
      int before = hops_at (c, reach, m->here), after = hops_at (c, reach, to);

      w = after < before ? 4.0 : after == before ? 1.0 : 0.3;
    }
  if (enemy > 0)
    w *= side == 0 ? chance_weight (us_win_chance (c->d, mine, wc_defence (c, to))) / 2 : 1.0;
  /* 18.0: the US weighs the ambushes waiting by the trail and the river. */
  if (side == 0 && ambush_risk (c, side, to, mine))
    w *= c->d->spaces[to].river ? 0.3 : 0.5;
  return w;
}

static double
attack_weight (const OhioCtx *c, int side)
{
  OhioMove *m = ohio_current_move ((OhioCtx *) c);
  int mine = ohio_force_fp (c, m);
  double wc_wins;

  if (side == 0)
    return chance_weight (us_win_chance (c->d, mine, wc_defence (c, m->here)));
  /* The WC wins ties (14.8): against a small US stack most battles. */
  wc_wins = 1.0 - us_win_chance (c->d, ohio_stack_fp (c, m->here, 0, 0, 0), mine);
  return wc_wins >= 0.7 ? 5.0 : wc_wins >= 0.5 ? 2.0 : 0.4;
}

/* A single war party's FP (ARMY_FP). */
#define WAR_PARTY_FP 2

/* A US stack at `space` that loses three battles in four against a single
 * war party (1-2 FP: the same CRT column, the WC wins ties, 14.8; 3-4 FP
 * win 42 % and still march) and has no US stack to join within JOIN_HOPS
 * (one with a leader or as many FP, as MAP_FRIENDS): marched out alone it
 * is an ambush's and a battle's 1/2 VP (18.2, 24.0), as Fort Harmar's lone
 * regular was in Harmar's games; in its fort it gives nothing away (20.4:
 * Forts Washington and Harmar cannot be attacked). */
static gboolean
us_stranded (const OhioCtx *c, int space)
{
  guint8 marks[OHIO_MAX_SPACES], hops[OHIO_MAX_SPACES];
  int mine = ohio_stack_fp (c, space, 0, 0, F_FORCE);

  if (us_win_chance (c->d, mine, WAR_PARTY_FP) >= 0.35)
    return FALSE;
  join_marks (c, space, mine, marks);
  ohio_hops_from (c, marks, JOIN_HOPS + 1, hops);
  return hops[space] > JOIN_HOPS;
}

static double
piece_weight (const OhioCtx *c, Plan *p, int piece, gboolean forming)
{
  if (forming && p->side == 0 && c->d->pieces[piece].klass != PC_WAGON && us_stranded (c, c->pc[piece].location))
    return 0.1;   /* below ending operations (0.15) */
  switch (c->d->pieces[piece].klass)
    {
    case PC_KEY_LEADER: return forming ? 3.0 : 2.0;
    case PC_SUB_LEADER: return 2.0;
    case PC_WARRIOR: case PC_REG_INF: case PC_REG_CAV: case PC_MIL_INF: case PC_MIL_CAV: return forming ? 1.0 : 2.5;
    case PC_WAGON:
      if (c->pc[piece].flags & F_FORCE)
        return 0.2;
      if (p->side == 0 && p->fort_type >= 0)
        {
          /* The wagon that will build the victory fort (5.3). */
          return hops_at (c, plan_map (c, p, MAP_SITES), c->pc[piece].location) > 1 ? 4.0 : 0.1;
        }
      /* Alone on the trail a wagon is an ambush's easy 1/2 VP (18.2,
       * 24.0): it travels with an army or not at all. */
      return forming && p->side == 0 ? 0.05 : 1.2;
    case PC_SCOUT: case PC_ARTILLERY: case PC_ARMS:
      /* A scout or a gun alone is a battle lost to any war party (the WC
       * wins ties, 14.8): they join a force rather than lead one. */
      return forming ? 0.3 : 1.2;
    default: return 0.5;
    }
}

/* 5.3: a settlement built takes a box settlement off the WC's score at the
 * end (App. 3) unless the WC harasses it (5.5: WC FP within 3 MP). */
static double
build_weight (const OhioCtx *c, Plan *p, int space)
{
  if (c->sc->builds_box_vp2 <= 0)
    return 0.3;
  return plan_map (c, p, MAP_WC_NEAR)[space] > 3 ? 3.0 : 0.6;
}

/* 5.1.2: the second WC recruit check succeeds on 5 or more, +1 for the
 * Miami, Shawnee and Delaware (1 in 3, or 1 in 2), and brings a unit of
 * the nation's square, a warrior of 2 FP (5.6.2): worth that chance times
 * the unit's FP, nothing when no unit is left or none has somewhere to go. */
static double
second_roll_fp (const OhioCtx *c, int nation)
{
  int need = c->d->wc_success - c->d->nation_recruit_bonus[nation];

  return CLAMP (7 - need, 0, 6) / 6.0 * ohio_wc_recruit_best_fp (c, nation);
}

/* 23.0: a British Arms marker "adds +1 combat strength in battle" and may
 * satisfy 1 FP of casualties, a sure 1 FP, but only beside warriors, and
 * it "may not move on its own". So it is worth 1 where a principal village
 * that may take it (5.1.2: its nation has none yet) holds warriors, half
 * where it would wait alone for some. Against second_roll_fp: a nation
 * without the +1 takes the Arms for a stack (1 > 2/3) and rolls otherwise
 * (1/2 < 2/3); a Miami, Shawnee or Delaware roll (1) is never worse. */
static double
arms_fp (const OhioCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (ohio_arms_site (c, s))
      FOR_PIECES_AT (c, s, q)
        if (c->d->pieces[q].klass == PC_WARRIOR)
          return 1.0;
  return 0.5;
}

void
ohio_ai_policy (BhRules *rules, const BhState *state, const GArray *actions, double *weights)
{
  OhioCtx c;
  Plan plan = { 0 };
  gboolean fort_buildable = FALSE;

  ctx_for (&c, rules, state);
  plan.side = state->pending.side;
  plan.fort_type = plan.side == 0 ? fort_needed (&c) : -1;
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);

      if (a->kind == A_BUILD_FORT && c.d->pieces[a->args[0]].type == plan.fort_type)
        fort_buildable = TRUE;
    }
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);
      double w = 1.0;

      switch (a->kind)
        {
        /* Special actions (5.0): VP and force before structures; the US
         * keeps its last point for the victory fort until a wagon can
         * build it. */
        case A_PASS:
          w = plan.fort_type >= 0 && !fort_buildable && c.mk[c.d->m_sap[0]] <= 1 ? 4.0 : 0.3;
          break;
        case A_SAVE: w = 0.2; break;
        case A_RECRUIT_US: case A_RECRUIT_WC: w = 2.0; break;
        /* 5.1.2, 23.0: the British Arms or the second check, by FP. */
        case A_TAKE_ARMS: w = MAX (arms_fp (&c), 0.05); break;
        case A_RECRUIT_ROLL: w = MAX (second_roll_fp (&c, c.x->place.nation), 0.05); break;
        case A_TREATY: case A_ALLIANCE: w = 1.5; break;
        case A_BUILD: w = build_weight (&c, &plan, a->args[1]); break;
        case A_BUILD_FORT: w = c.d->pieces[a->args[0]].type == plan.fort_type ? 20.0 : 0.8; break;
        case A_REPAIR:
          /* 5.4: the WC loses 1/2 VP, unless it harasses the repair (5.5). */
          w = plan_map (&c, &plan, MAP_WC_NEAR)[a->args[0]] > 3 ? 2.5 : 0.3;
          break;
        case A_RAID: w = 2.5; break;
        case A_HARASS: w = 1.5; break;
        case A_SEARCH_ARTILLERY: case A_SEARCH_RAIDERS: w = 0.6; break;
        /* Operations (6.0). */
        case A_FORM: w = piece_weight (&c, &plan, a->args[0], TRUE); break;
        case A_ADD:
          w = piece_weight (&c, &plan, a->args[0], FALSE);
          /* Where steps decide, a force that beats an unheld village
           * five times in six (SPLIT_FP) marches, and the pieces left
           * form a second force for a second attack (steps_decide). */
          if (plan.side == 0 && steps_decide (&c) && ohio_force_fp (&c, ohio_current_move (&c)) >= SPLIT_FP)
            w = MIN (w, 0.3);
          break;
        case A_MARCH: case A_MARCH_SCOUT: w = 1.2; break;
        case A_CANCEL: w = 0.02; break;        /* form then cancel is a null move */
        case A_END_OPS:
          w = 0.15;
          /* Where steps decide, a US not ahead that ends its operations
           * with a force left to move gives up an attack: at best a draw
           * (App. 2). */
          if (plan.side == 0 && steps_decide (&c) && c.x->steps_lost[1] <= c.x->steps_lost[0])
            w = 0.05;
          break;
        case A_GARRISON: w = 0.3; break;
        case A_UNGARRISON: w = 0.03; break;    /* garrison then ungarrison likewise */
        case A_BREAKOUT: w = 0.5; break;
        /* App. 2: the scenario's example is a sound set-up; a choice of
         * one's own is tried now and then. */
        case A_SETUP_EXAMPLE: w = 20.0; break;
        case A_STACKS_DONE: w = 1.0; break;   /* App. 2, 20.1: a fort's split at the set-up */
        case A_MOVE: w = move_weight (&c, &plan, a->args[0]); break;
        case A_PLACE:
          if (plan.side == 0 && state->pending.kind == D_WINTER)
            {
              /* 11.2: the US winters in forts (a few hold any leaders,
               * guns and wagons; 6 or 8 regular FP each) and marches from
               * there in the spring's operations, which come right before
               * the WC's (6.0): each space farther from the villages is a
               * segment's march lost, so the nearest fort with room wins
               * outright.  (Joining the pieces already there, as below,
               * sent St. Clair's army to Fort Harmar, a turn from every
               * village, and the spring passed without an attack.) */
              w = 0.02 + 4.0 * pow (0.6, hops_at (&c, plan_map (&c, &plan, MAP_REACH), a->args[1]));
              break;
            }
          /* Recruits, allies and winter quarters (5.1, 11.1) go where the
           * next turn's march starts nearest what the side strikes. */
          w = 1.0 + 3.0 / (1.0 + hops_at (&c, plan_map (&c, &plan, MAP_REACH), a->args[1]));
          /* A piece alone gives the enemy an easy battle (14.8): it joins
           * its side's FP where there are some. */
          if (a->args[1] >= 0 && a->args[1] < (int) c.d->n_spaces && ohio_stack_fp (&c, a->args[1], plan.side, 0, 0) > 0)
            w *= 2.0;
          break;
        case A_PICKUP:
          /* A US force takes along the fighting pieces it meets (ARMY_FP);
           * where steps decide they stay to form a force of their own
           * (6.4: a piece picked up has moved with the force), one more
           * attack (steps_decide). */
          w = plan.side == 0 && ohio_fp (&c, a->args[0]) > 0 ? (steps_decide (&c) ? 0.3 : 3.0) : 0.6;
          break;
        case A_DROP: w = 0.25; break;
        case A_STOP:
          {
            OhioMove *m = ohio_current_move (&c);

            w = 0.4;
            /* A weak force that has reached another US stack waits there
             * to march with it (ARMY_FP). */
            if (plan.side == 0 && m->kind == MOVE_MAIN && !steps_decide (&c) && ohio_force_fp (&c, m) < ARMY_FP &&
                ohio_stack_fp (&c, m->here, 0, 0, F_FORCE) >= 2)
              w = 6.0;
            /* A wagon beside a fort site stays for the next build (5.3). */
            if (plan.fort_type >= 0 && force_has_wagon (&c, m))
              if (hops_at (&c, plan_map (&c, &plan, MAP_SITES), m->here) <= 1)
                w = 8.0;
          }
          break;
        case A_PASS_THROUGH: w = 1.0; break;
        case A_ATTACK: w = attack_weight (&c, plan.side); break;
        case A_OVERRUN: w = 5.0; break;
        case A_IGNORE: w = 0.7; break;
        /* Combat (14.0, 18.0): a catastrophic ambush costs the ambusher
         * 1/2 VP (18.2) and a success gains none; the US, short of TP
         * against warriors (and in some scenarios with a minus on its
         * roll), seldom gains by it. */
        case A_AMBUSH: w = plan.side == 0 ? (c.sc->us_ambush_mod < 0 ? 0.2 : 0.4) : 2.5; break;
        case A_NO_AMBUSH: w = 1.0; break;
        case A_REINFORCE: w = 1.5; break;
        case A_NO_REINFORCE: w = 0.7; break;
        case A_CASUALTY:
          /* The cheapest piece; a US wagon's step is 1/2 WC VP (24.0). */
          w = c.d->pieces[a->args[0]].klass == PC_WAGON ? 0.05
            : 1.0 / (1.0 + MAX (ohio_fp (&c, a->args[0]), 0) + 2 * ohio_is_leader (&c, a->args[0]));
          break;
        /* Supply (10.0). */
        case A_SUPPLY: w = 3.0; break;
        case A_NO_SUPPLY: w = 0.3; break;
        /* Winter (11.2): a reduced unit sent to the cup comes back at full
         * strength, so it goes before a full one. */
        case A_WINTER_CUP: w = c.pc[a->args[0]].face == 1 ? 8.0 : 1.0; break;
        default: break;
        }
      weights[i] = w;
    }
}

/* A look-ahead ends after the segment it began in and the one after it
 * (4.0): the side's own operations and the other side's reply. */
gboolean
ohio_ai_horizon (BhRules *rules, const BhState *start, const BhState *now)
{
  OhioCtx c;
  int n;

  ctx_for (&c, rules, now);
  n = MAX ((int) c.d->n_phases, 1);
  return (now->turn - start->turn) * n + (now->phase - start->phase) >= 2;
}
