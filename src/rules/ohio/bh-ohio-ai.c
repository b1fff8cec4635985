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
 * The policy is the rulebook's advice made cheap: the US marches its
 * armies on the Indian villages (each village step is its VP, 24.0) and
 * fights with the odds, builds the fort its scenario needs, keeps its
 * forces supplied; the WC raids and ambushes (18.0) and strikes weak
 * settlements; nobody forms a force only to cancel it, or garrisons only
 * to come out again. */
#include "config.h"

#include "bh-ohio-ai.h"
#include "bh-ohio-private.h"

#include <math.h>

#define FAR 12

static void
ctx_for (OhioCtx *c, BhRules *rules, const BhState *state)
{
  /* Read only: the context wants a mutable state for the rules' own use. */
  ohio_ctx_init (c, BH_OHIO_RULES (rules), (BhState *) state);
}

/* US targets: spaces with a village, or a printed principal village that
 * still stands (24.0: every village step is US VP). */
static gboolean
us_target (const OhioCtx *c, int space)
{
  return ohio_village_piece (c, space) >= 0 || ohio_principal_healthy (c, space);
}

/* WC targets: US settlements and forts, and US stacks on their own. */
static gboolean
wc_target (const OhioCtx *c, int space)
{
  return ohio_has_settlement (c, space) || ohio_has_fort (c, space);
}

static int
nearest (const OhioCtx *c, int from, int side)
{
  int best = FAR;

  if (from < 0 || from >= (int) c->d->n_spaces)
    return FAR;
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      int dist = ohio_dist (c->d, from, s);

      if (dist < best && (side == 0 ? us_target (c, s) : wc_target (c, s)))
        best = dist;
    }
  return best;
}

static gboolean
supplied (const OhioCtx *c, int space)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (ohio_dist (c->d, space, s) <= c->d->supply_range &&
        (ohio_has_fort (c, s) || ohio_has_settlement (c, s) || ohio_has_class (c, s, 0, PC_WAGON)))
      return TRUE;
  return FALSE;
}

static gboolean
fort_type_built (const OhioCtx *c, const char *type_id)
{
  int t = type_id ? bh_game_data_find_unit_type (c->d->data, type_id) : -1;

  for (int k = 0; t >= 0 && k < c->d->n_fort_pieces; k++)
    {
      int p = c->d->fort_pieces[k];

      if (c->d->pieces[p].type == t && (ohio_on_map (c, p) || (c->x->forts_built >> k & 1)))
        return TRUE;
    }
  return FALSE;
}

/* The position in VP from the US side. */
static double
us_score (const OhioCtx *c)
{
  const OhioExtra *x = c->x;
  const OhioScenarioInfo *sc = c->sc;
  const OhioData *d = c->d;
  double vp = (x->vp2[0] - x->vp2[1]) / 2.0, s = 0;
  int fp[2] = { 0, 0 };
  int exp = ohio_expedition (c);

  switch (sc->victory)
    {
    case VIC_LEARNING:
      /* App. 2 tiers 1-2: structure steps decide; 5 settlement steps win for the WC. */
      if (sc->tier < 3)
        {
          s += 1.5 * (x->steps_lost[1] - x->steps_lost[0]) - 0.5 * x->settlement_steps_lost;
          vp *= 0.1;
        }
      break;
    case VIC_HARMAR:
      {
        const char *fort = bh_props_lookup (sc->props, "victory-us-fort");

        s += fort_type_built (c, fort) ? 1.5 : -1.5;
        s += 0.8 * MIN (x->principal_reduced, 2) + 0.3 * MIN (x->villages_razed, 5);
        s -= x->principal_reduced > 2 ? 1.0 : 0;
      }
      break;
    case VIC_WABASH:
      s += fort_type_built (c, bh_props_lookup (sc->props, "victory-us-fort")) ? 1.5 : -1.5;
      break;
    default:
      break;
    }
  s += vp;
  /* 7.0: the WC wins when its VP reach the expedition's withdrawal square. */
  if (exp >= 1 && exp <= 3 && d->exp_withdraw_square[exp] > 0)
    {
      double gap = d->exp_withdraw_square[exp] - x->vp2[1] / 2.0;

      if (gap < 4)
        s -= (4 - gap) * (sc->withdrawal_victory[exp] ? 1.5 : 0.5);
    }
  if (sc->auto_vp && x->vp2[0] / 2.0 > sc->auto_vp - 5)
    s += x->vp2[0] / 2.0 - (sc->auto_vp - 5);
  if (sc->builds_box_vp2)
    s -= 0.5 * sc->builds_box_vp2 / 2.0 * ohio_count_class (c, d->builds, PC_SETTLEMENT);

  /* Material, supply and reach. */
  for (guint sp = 0; sp < d->n_spaces; sp++)
    {
      int here[2] = { ohio_stack_fp (c, sp, 0, 0, 0), ohio_stack_fp (c, sp, 1, 0, 0) };

      fp[0] += here[0];
      fp[1] += here[1];
      if (d->spaces[sp].entry)
        continue;
      /* Every FP counts where it stands: far from what it can strike, or
       * (US) beyond supply, it is worth less. */
      if (here[0] > 0)
        {
          s -= 0.015 * here[0] * MIN (nearest (c, sp, 0), 8);
          if (sc->procedures & (1u << PROC_SUPPLY_CHECK) && !supplied (c, sp))
            s -= 0.03 * here[0];
        }
      if (here[1] > 0)
        s += 0.01 * here[1] * MIN (nearest (c, sp, 1), 8);
    }
  s += 0.12 * (fp[0] - fp[1]);
  return s;
}

double
ohio_ai_evaluate (BhRules *rules, const BhState *state, int side)
{
  OhioCtx c;
  double us;

  ctx_for (&c, rules, state);
  us = 1.0 / (1.0 + exp (-0.45 * us_score (&c)));
  return side == 0 ? us : 1.0 - us;
}

/* ---- policy ----------------------------------------------------------------- */

static double
move_weight (const OhioCtx *c, int side, int to)
{
  OhioMove *m = ohio_current_move ((OhioCtx *) c);
  int before = nearest (c, m->here, side), after = nearest (c, to, side);

  return after < before ? 4.0 : after == before ? 1.0 : 0.3;
}

static double
attack_weight (const OhioCtx *c, int side)
{
  OhioMove *m = ohio_current_move ((OhioCtx *) c);
  int mine = ohio_force_fp (c, m), theirs = MAX (1, ohio_stack_fp (c, m->here, 1 - side, 0, 0));

  return mine >= 2 * theirs ? 5.0 : mine >= theirs ? 2.0 : 0.4;
}

static double
piece_weight (const OhioCtx *c, int piece, gboolean forming)
{
  switch (c->d->pieces[piece].klass)
    {
    case PC_KEY_LEADER: return forming ? 3.0 : 2.0;
    case PC_SUB_LEADER: return 2.0;
    case PC_WARRIOR: case PC_REG_INF: case PC_REG_CAV: case PC_MIL_INF: case PC_MIL_CAV: return forming ? 1.0 : 2.5;
    case PC_WAGON: return c->pc[piece].flags & F_FORCE ? 0.2 : 1.2;
    case PC_SCOUT: case PC_ARTILLERY: case PC_ARMS: return 1.2;
    default: return 0.5;
    }
}

void
ohio_ai_policy (BhRules *rules, const BhState *state, const GArray *actions, double *weights)
{
  OhioCtx c;
  int side = state->pending.side;
  const char *fort = NULL;
  int fort_type = -1;

  ctx_for (&c, rules, state);
  fort = bh_props_lookup (c.sc->props, "victory-us-fort");
  fort_type = fort ? bh_game_data_find_unit_type (c.d->data, fort) : -1;
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);
      double w = 1.0;

      switch (a->kind)
        {
        /* Special actions (5.0): VP and force before structures. */
        case A_PASS: w = 0.3; break;
        case A_SAVE: w = 0.2; break;
        case A_RECRUIT_US: case A_RECRUIT_WC: w = 2.0; break;
        case A_TREATY: case A_ALLIANCE: w = 1.5; break;
        case A_BUILD: w = 0.5; break;
        case A_BUILD_FORT:
          w = c.d->pieces[a->args[0]].type == fort_type && !fort_type_built (&c, fort) ? 8.0 : 0.8;
          break;
        case A_RAID: w = 2.5; break;
        case A_HARASS: w = 1.5; break;
        case A_SEARCH_ARTILLERY: case A_SEARCH_RAIDERS: w = 0.6; break;
        /* Operations (6.0). */
        case A_FORM: w = piece_weight (&c, a->args[0], TRUE); break;
        case A_ADD: w = piece_weight (&c, a->args[0], FALSE); break;
        case A_MARCH: case A_MARCH_SCOUT: w = 1.2; break;
        case A_CANCEL: w = 0.02; break;        /* form then cancel is a null move */
        case A_END_OPS: w = 0.15; break;
        case A_GARRISON: w = 0.3; break;
        case A_UNGARRISON: w = 0.03; break;    /* garrison then ungarrison likewise */
        case A_BREAKOUT: w = 0.5; break;
        case A_MOVE: w = move_weight (&c, side, a->args[0]); break;
        case A_PICKUP: w = 0.6; break;
        case A_DROP: w = 0.25; break;
        case A_STOP: w = 0.4; break;
        case A_PASS_THROUGH: w = 1.0; break;
        case A_ATTACK: w = attack_weight (&c, side); break;
        case A_OVERRUN: w = 5.0; break;
        case A_IGNORE: w = 0.7; break;
        /* Combat (14.0, 18.0). */
        case A_AMBUSH: w = 2.5; break;
        case A_NO_AMBUSH: w = 1.0; break;
        case A_REINFORCE: w = 1.5; break;
        case A_NO_REINFORCE: w = 0.7; break;
        case A_CASUALTY: w = 1.0 / (1.0 + MAX (ohio_fp (&c, a->args[0]), 0) + 2 * ohio_is_leader (&c, a->args[0])); break;
        /* Supply (10.0). */
        case A_SUPPLY: w = 3.0; break;
        case A_NO_SUPPLY: w = 0.3; break;
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
