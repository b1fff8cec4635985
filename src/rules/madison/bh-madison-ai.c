/* bh-madison-ai.c — Mr. Madison's War for the computer opponent.
 *
 * The evaluation scores a position in VP from the US side (4.1: the track
 * is signed, + US): the VP now; the instant victories (17.31 Quebec for
 * the US in 1812-1813, 17.32 the British targets) as the strength each
 * side has at or next to them; material (combat strength of the units on
 * the map); units out of supply (13.3) at a loss; and how close each
 * side's strength stands to the enemy towns it can take (4.13: every VP
 * town held is a VP).
 *
 * The policy is the rule book's advice made cheap: play cards for their
 * operations (8.31) rather than hold them, activate leaders with their
 * armies, march on enemy towns worth VP, fight with battle cards, take
 * losses from the weakest unit, and restore reduced units. */
#include "config.h"

#include "bh-madison-ai.h"
#include "bh-madison-private.h"
#include "bh-ai-kit.h"

static void
ctx_for (MadCtx *c, BhRules *rules, const BhState *state)
{
  /* Read only: the context wants a mutable state for the rules' own use. */
  mad_ctx_init (c, BH_MADISON_RULES (rules), (BhState *) state);
}

/* Towns `side` can strike: enemy-controlled or enemy-held towns with VP,
 * and the instant-victory targets (17.31, 17.32). */
static void
target_distances (const MadCtx *c, const MadCensus *k, int side, guint8 *dist)
{
  guint8 sources[MAD_MAX_LOCATIONS] = { 0 };

  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      const MadSpace *sp = &c->d->spaces[s];
      int control;

      if (!sp->town)
        continue;
      control = mad_census_control (c, k, s);
      sources[s] = (sp->vp > 0 && control != side) || k->present[1 - side][s] ||
                   (side == MAD_US ? sp->us_target : sp->gb_target);
    }
  bh_ai_kit_reach (c->self->data, sources, dist);
}

/* The year of the scenario's last turn (4.21: the game ends after 1814). */
static int
final_year (const MadCtx *c)
{
  return c->d->turns[CLAMP (c->x->last_turn, 1, MAD_MAX_TURNS - 1)].year;
}

static double
us_score (const MadCtx *c)
{
  const MadData *d = c->d;
  MadCensus k;
  guint8 reach[2][MAD_MAX_LOCATIONS], near_target[2][MAD_MAX_LOCATIONS];
  guint8 us_targets[MAD_MAX_LOCATIONS] = { 0 }, gb_targets[MAD_MAX_LOCATIONS] = { 0 };
  guint8 supplied[2][MAD_MAX_LOCATIONS];
  double s, cf[2] = { 0, 0 };

  /* 4.3: at the end, units out of supply score nothing for the towns they
   * hold (4.32) and a fleet with no supplied port loses its lake (4.33).
   * The last year may end at any card (4.22, the TREATY OF GHENT), so
   * there the VP are counted as the end would count them. */
  s = mad_year (c) >= final_year (c) ? mad_vp_final (c) : mad_vp_now (c);
  mad_census (c, &k);
  /* Once a side, not once a space (each mad_in_supply walks the map). */
  mad_supply_map (c, MAD_US, supplied[MAD_US]);
  mad_supply_map (c, MAD_GB, supplied[MAD_GB]);
  target_distances (c, &k, MAD_US, reach[MAD_US]);
  target_distances (c, &k, MAD_GB, reach[MAD_GB]);
  for (guint sp = 0; sp < d->n_spaces; sp++)
    {
      us_targets[sp] = d->spaces[sp].us_target;
      gb_targets[sp] = d->spaces[sp].gb_target;
    }
  bh_ai_kit_distances (c->self->data, us_targets, 2, near_target[MAD_US]);
  bh_ai_kit_distances (c->self->data, gb_targets, 2, near_target[MAD_GB]);
  for (guint sp = 0; sp < d->n_spaces; sp++)
    for (int side = 0; side < 2; side++)
      {
        double here = k.cf[side][sp], sign = side == MAD_US ? 1 : -1;

        if (here <= 0)
          continue;
        cf[side] += here;
        /* Strength counts where it stands: far from what it can take it
         * is worth less; out of supply it withers (13.3, 16.2). */
        s -= sign * bh_ai_kit_distance_cost (here, reach[side][sp], 0.03);
        if (!supplied[side][sp])
          s -= sign * 0.05 * here;
        /* 17.31-17.32: the instant victory's town, and the way to it. */
        if (near_target[side][sp] <= 1 && (side == MAD_GB || mad_year (c) <= 1813))
          s += sign * 0.15 * here * (near_target[side][sp] == 0 ? 2 : 1);
      }
  return s + 0.25 * (cf[MAD_US] - cf[MAD_GB]);
}

double
mad_ai_evaluate (BhRules *rules, const BhState *state, int side)
{
  MadCtx c;
  double value, lead;

  if (bh_ai_kit_result (state, side, &value))
    return value;
  if (!bh_ai_kit_memo_lookup (rules, state, &lead))
    {
      ctx_for (&c, rules, state);
      lead = us_score (&c);
      bh_ai_kit_memo_store (rules, state, lead);
    }
  /* 17.1-17.2: a stalemate (0) is a British moral victory, so the even
   * score lies half a VP on the US side of 0. */
  return bh_ai_kit_lead_value (side, MAD_US, lead - 0.5, 0.3);
}

/* ---- policy ----------------------------------------------------------------- */

static double
loss_weight (const MadCtx *c, int piece)
{
  if (piece < 0 || (guint) piece >= c->d->n_pieces)
    return 1.0;
  return bh_ai_kit_casualty_weight (mad_strength (c, piece) + mad_quality (c, piece));
}

/* 4.23: a BATTLE OF NEW ORLEANS held by the US may still follow the
 * Treaty, for its VP.  The US knows its held cards; the British count it
 * whenever the US holds a card and this one is not seen elsewhere. */
static int
new_orleans_after (const MadCtx *c, int side)
{
  const MadData *d = c->d;

  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].kind == PK_CARD && d->pieces[p].effect == EF_NEW_ORLEANS)
      {
        int loc = c->pc[p].location;
        gboolean seen_elsewhere = loc == d->discard || loc == d->vp_cards || loc == d->hand[MAD_GB] ||
                                  loc == d->held[MAD_GB] || loc == d->removed || loc == d->eliminated;

        if (loc == d->held[MAD_US] || (side == MAD_GB && !seen_elsewhere && bh_state_count_at (c->st, d->held[MAD_US]) > 0))
          return d->pieces[p].vp;
      }
  return 0;
}

/* 4.22: the TREATY OF GHENT ends the game at once, its player losing a VP
 * for each card left in his hand; the end counts supply (4.3) and a
 * stalemate is British (17.2).  Played only when that end is a win. */
static double
treaty_weight (const MadCtx *c, int card, int side)
{
  int left = mad_hand_count (c, side) - (c->pc[card].location == c->d->hand[side]);
  int vp = mad_vp_final (c) + (side == MAD_US ? -left : left) + new_orleans_after (c, side);
  gboolean won = side == MAD_US ? vp > 0 : vp <= 0;

  return won ? 8.0 : 0.05;
}

void
mad_ai_policy (BhRules *rules, const BhState *state, const GArray *actions, double *weights)
{
  MadCtx c;
  MadCensus k;
  int side = state->pending.side;
  guint8 reach[MAD_MAX_LOCATIONS];
  gboolean have_reach = FALSE;

  ctx_for (&c, rules, state);
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);
      double w = 1.0;

      switch (a->kind)
        {
        /* Cards (8.31): operations by their value, events that score. */
        case A_OPS: w = 1.0 + (a->args[0] >= 0 ? 0.5 * c.d->pieces[a->args[0]].ops : 0); break;
        case A_EVENT:
          w = a->args[0] >= 0 && c.d->pieces[a->args[0]].effect == EF_TREATY ? treaty_weight (&c, a->args[0], side)
                                                                             : 1.5 + (a->args[0] >= 0 ? c.d->pieces[a->args[0]].vp : 0);
          break;
        case A_HOLD: w = 0.4; break;
        case A_CAMPAIGN: w = 2.0; break;
        /* Activation and movement (8.4, 8.6, 9.0). */
        case A_LEADER: w = 2.0; break;
        case A_UNITS: w = 1.2; break;
        case A_ADD: w = 1.0 + 0.3 * mad_strength (&c, a->args[0]); break;
        case A_GO: w = 1.5; break;
        case A_MOVE:
          {
            int from = c.pc[a->args[0]].location, to = a->args[1];

            if (!have_reach)
              {
                mad_census (&c, &k);
                target_distances (&c, &k, side, reach);
                have_reach = TRUE;
              }
            w = from >= 0 && (guint) from < c.d->n_spaces && to >= 0 && (guint) to < c.d->n_spaces
                  ? bh_ai_kit_step_weight (reach[from], reach[to]) : 1.0;
          }
          break;
        case A_PICKUP: w = 1.2; break;
        case A_DROP: w = 0.3; break;
        case A_END: w = 0.4; break;
        /* Combat (10.x). */
        case A_LEAD: w = 1.0 + mad_quality (&c, a->args[0]); break;
        /* 3.35: of leaders equal in rank, the one with the better modifier. */
        case A_COMMAND: w = 1.0 + MAX (c.d->pieces[a->args[0]].modifier[MIN (c.pc[a->args[0]].face, 1)], 0); break;
        case A_LOSS: w = loss_weight (&c, a->args[0]); break;
        case A_BATTLE: w = 2.0; break;
        case A_NO_BATTLE: w = 0.7; break;
        case A_RBC: w = 0.8; break;
        case A_STAND: w = 1.0; break;
        /* Restoring and supply (8.31-5, 8.31-6). */
        case A_RESTORE: w = 1.5; break;
        case A_FLIP: w = 2.0; break;
        case A_DONE: w = 0.5; break;
        case A_DEPOT: w = 1.5; break;
        case A_PASS: w = 0.5; break;
        default: break;
        }
      weights[i] = w;
    }
}

static int
cards_in_hands (BhRules *rules, const BhState *state)
{
  MadCtx c;

  ctx_for (&c, rules, state);
  return mad_hand_count (&c, MAD_US) + mad_hand_count (&c, MAD_GB);
}

/* A look-ahead ends when the other side has answered: two cards played
 * from the hands (7.3, players alternate), or at the end of the turn or
 * of the stage of play. */
gboolean
mad_ai_horizon (BhRules *rules, const BhState *start, const BhState *now)
{
  const MadExtra *was = bh_state_const_extra (start), *is = bh_state_const_extra (now);

  if (now->result != BH_RESULT_ONGOING || now->turn != start->turn || is->stage != was->stage)
    return TRUE;
  return cards_in_hands (rules, start) - cards_in_hands (rules, now) >= 2;
}
