/* bh-pontiac-ai-casualties.c — Pontiac's War for the computer opponent:
 * which piece takes a step (11.9): the cheapest, counting the VP its loss
 * gives the enemy (17.1, 17.3), or, while a siege hangs on the besiegers'
 * FP, the one that costs the siege fewest FP (11.11). */
#include "config.h"

#include <math.h>

#include "bh-pontiac-ai-private.h"
#include "bh-ai-kit.h"

/* The VP a step loss of `piece` gives the enemy (17.1, 17.3): a supply
 * step lost in battle 1 (in scenario D also one of the three that win,
 * 20.0; spent against attrition none, 14.0), a ship 2, artillery and a
 * unit's last step 1 (eliminated), an officer or sachem 1 wounded and 2
 * dead, Pontiac and Neolin 5. */
static double
casualty_vp (const PontiacCtx *c, int piece)
{
  gboolean healthy = pontiac_healthy (c, piece);

  switch (c->d->pieces[piece].klass)
    {
    case PC_SUPPLY:
      return c->x->cas.reason == CR_ATTRITION ? 0 : c->sc->victory == VR_DEVILS_HOLE ? 3 : 1;
    case PC_SHIP: return 2;
    case PC_ARTILLERY: return 1;
    case PC_KEY_LEADER: return 5;
    default:
      if (pontiac_is_leader (c, piece))
        return healthy ? 1 : 2;
      return healthy ? 0 : 1;
    }
}

/* The FP `piece` stops counting when it takes a step (11.9): a healthy
 * piece its faces' difference (a 2-FP band 2, a sachem 1, 6.1); a
 * disrupted 2-FP unit that makes change comes back as a healthy 1-FP
 * unit (6.0: -1, a gain); anything else that goes counted none. */
static int
step_fp_lost (const PontiacCtx *c, int piece)
{
  const PontiacPieceInfo *pi = &c->d->pieces[piece];

  if (pontiac_healthy (c, piece))
    return MAX (pontiac_fp (c, piece), 0) - MAX (pi->fp[1], 0);
  if (pontiac_is_unit (c, piece) && pi->printed_fp >= 2 && pi->other_size >= 0 &&
      pontiac_free_piece (c, pi->other_size, pontiac_pool_of (c, piece)) >= 0)
    return -MAX (c->d->pieces[pi->other_size].fp[0], 0);
  return 0;
}

/* The Nations' step in a battle at a British fort while the siege hangs
 * on their FP (11.11: below the minimum the siege is lifted and they must
 * go; each FP is also a die, 11.7): where the fort decides the scenario
 * (20.0 A, B: VP decide nothing) or the hits still to take could bring
 * the besiegers under the minimum.  A sachem's wound costs 1 FP where a
 * 2-FP band's costs 2, so the sachems take the first steps (scenario B:
 * 12 FP against a minimum of 8 keep the siege through four wounds, but
 * only two bands' steps); a dead sachem costs his nation's part in the
 * attacks (6.1) and a band that goes can no longer rally (16.2). */
static gboolean
siege_at_stake (const PontiacCtx *c)
{
  const PontiacCasualties *cas = &c->x->cas;
  const PontiacBattle *b = &c->x->battle;
  int fp;

  if (cas->side != SIDE_NATIONS || cas->reason != CR_BATTLE || !b->active || b->kind != BK_FORT ||
      !pontiac_fort_standing (c, cas->space))
    return FALSE;
  if (c->sc->victory == VR_RAZE)
    return TRUE;
  fp = pontiac_stack_fp (c, cas->space, SIDE_NATIONS, F_BATTLE);
  return fp >= pontiac_siege_minimum (c, cas->space) && fp - 2 * cas->left < pontiac_siege_minimum (c, cas->space);
}

/* The weight of `piece`'s step there: a fifth for each FP it costs, a
 * little more for a leader's wound, much more for his death. */
static double
siege_step_weight (const PontiacCtx *c, int piece)
{
  double cost = step_fp_lost (c, piece);

  if (c->d->pieces[piece].klass == PC_KEY_LEADER)
    cost += 5.0;
  else if (pontiac_is_leader (c, piece))
    cost += pontiac_healthy (c, piece) ? 0.25 : 2.0;
  else if (!pontiac_healthy (c, piece))
    cost += 0.5;
  if (c->sc->victory != VR_RAZE)
    cost += casualty_vp (c, piece);
  return pow (0.2, cost);   /* a sachem's wound weighs three times a band's step */
}

/* The cheapest step: least FP, no leader, least VP to the enemy. */
double
pontiac_ai_casualty_weight (const PontiacCtx *c, int piece)
{
  if (piece < 0 || (guint) piece >= c->d->n_pieces)
    return 1.0;
  if (siege_at_stake (c))
    return siege_step_weight (c, piece);
  return bh_ai_kit_casualty_weight (MAX (pontiac_fp (c, piece), 0) + 2 * pontiac_is_leader (c, piece) +
                                    3 * casualty_vp (c, piece));
}
