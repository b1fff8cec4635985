/* bh-pontiac-ai.c — Pontiac's War for the computer opponent: the
 * evaluation, the policy's weights and the look-ahead's horizon.
 *
 * The evaluation scores a position in VP from the Nations' side (17.0):
 * the VP lead with the war debt's VP to come (17.2); each scenario's own
 * condition (20.0 A, B: the fort to raze; D: the Devil's Hole portage at
 * the end; C: losses inflicted, which the VP track already counts; E:
 * bh-pontiac-ai-bouquet.c); the structures still standing that razing
 * scores (11.11: forts by value, settlements and villages); on its last
 * turn a historical scenario's "fail to raze" automatic victory (21.2,
 * 21.5); material (FP of units on the map); British stacks out of supply
 * (14.0); and how close each side's FP stand to what they can strike.
 *
 * Look-ahead: two phases, or in the introductory scenarios A-D the game's end.
 *
 * The policy is the rulebook's advice made cheap: the Nations raid the
 * settlements and besiege the weak forts, ambush (11.2) and commit their
 * Arms (the card, bh-pontiac-ai-cards.c); the British march relief
 * columns on the villages and the besiegers (in E on the villages in
 * supply with captives or Miami), fight with the odds and keep their
 * supply; casualties come from the cheapest piece
 * (bh-pontiac-ai-casualties.c); the Nations step out of a besieged fort
 * they must raze and attack it again, offering the garrison its choice
 * anew, and on the last turn split into several forces that each offer it
 * (bh-pontiac-ai-split.c); nobody ends a movement phase while a force can
 * still close on a target. */
#include "config.h"

#include "bh-pontiac-ai.h"
#include "bh-pontiac-ai-private.h"
#include "bh-ai-kit.h"

static void
ctx_for (PontiacCtx *c, BhRules *rules, const BhState *state)
{
  /* Read only: the context wants a mutable state for the rules' own use. */
  pontiac_ctx_init (c, BH_PONTIAC_RULES (rules), (BhState *) state);
}

/* `side` stands at `space`: its military pieces, or its Off-Map Force
 * marker standing for a boxed stack (6.3). */
static gboolean
enemy_present (const PontiacCtx *c, int space, int side)
{
  return pontiac_has_military (c, space, side) || pontiac_offmap_marker_at (c, space, side) >= 0;
}

/* What `side` can strike: the Nations British forts and settlements
 * (11.11), the British villages (10.2) and Nations units on the map. */
static gboolean
target_of (const PontiacCtx *c, int side, int space)
{
  /* 20.0 D: the Portage decides; the Nations also hunt the supply. */
  if (c->sc->victory == VR_DEVILS_HOLE)
    return space == c->d->devils_hole || (side == SIDE_NATIONS && pontiac_has_units (c, space, SIDE_BRITISH));
  /* 20.0 C: only unit losses decide, and in the introductory scenarios
   * razing scores nothing (20.0 Victory Points): a village or a fort is a
   * detour (Normal's British razed Mingo Town and drew 0-0 with a Nations
   * force two spaces off). */
  if (c->sc->victory == VR_LOSSES)
    return enemy_present (c, space, 1 - side);
  if (side == SIDE_NATIONS)
    return pontiac_fort_standing (c, space) || pontiac_settlement_standing (c, space);
  return pontiac_village_standing (c, space) || pontiac_has_units (c, space, SIDE_NATIONS);
}

static void
target_distances (const PontiacCtx *c, int side, guint8 *dist)
{
  guint8 sources[PONTIAC_MAX_LOCATIONS] = { 0 };

  /* 20.0 E's British march on the villages in supply worth razing
   * (bh-pontiac-ai-bouquet.c). */
  if (c->sc->vp_table == VPT_SCENARIO_E && side == SIDE_BRITISH)
    pontiac_ai_e_targets (c, sources);
  else
    for (guint s = 0; s < c->d->n_spaces; s++)
      sources[s] = target_of (c, side, s);
  bh_ai_kit_reach (c->self->data, sources, dist);
}

/* The historical scenarios' "fail to raze" automatic victory (21.2,
 * 21.5: "The British Player: If Indians fail to raze more than 9 forts",
 * 12 in the Campaign's 1763), applied to the Nations' lead `s`: on the
 * turn it is judged at, a Nations lead with forts still to raze is a loss,
 * and each missing fort costs 3 VP more (a ladder game of session 17 was
 * lost 69-58 ahead with 9 forts razed).  Before that turn the forts may
 * yet fall and the lead counts as it stands: a term there, unmeasured,
 * could flatten the lead the search steers by. */
static double
automatic_victories (const PontiacCtx *c, double s)
{
  const char *british = pontiac_auto_condition (c, SIDE_BRITISH);
  const char *term;

  if (british != NULL && (term = strstr (british, "razed-forts-fewer-than:")) != NULL &&
      (int) c->st->turn >= pontiac_judgement_turn (c))
    {
      int missing = atoi (strchr (term, ':') + 1) - c->mk[c->d->m_razed];

      if (missing > 0)
        s = MIN (s, 0.0) - 3.0 * missing;
    }
  return s;
}

/* The position in VP from the Nations' side. */
static double
nations_score (const PontiacCtx *c)
{
  const PontiacScenarioInfo *sc = c->sc;
  const PontiacData *d = c->d;
  guint8 reach[2][PONTIAC_MAX_LOCATIONS];
  /* The war debt scores at the end (17.2): each Guinea borrowed costs the
   * British now, not only once the scenario is over. */
  double s = pontiac_vp (c, SIDE_NATIONS) - pontiac_vp (c, SIDE_BRITISH) + pontiac_war_debt_lead (c);
  int fp[2] = { 0, 0 };
  /* 20.0 E's last British move: FP left score nothing, wherever they are. */
  double material = pontiac_ai_e_final (c) ? 0 : 1;

  target_distances (c, SIDE_NATIONS, reach[SIDE_NATIONS]);
  target_distances (c, SIDE_BRITISH, reach[SIDE_BRITISH]);
  for (guint sp = 0; sp < d->n_spaces; sp++)
    {
      int here[2] = { pontiac_stack_fp (c, sp, SIDE_NATIONS, 0), pontiac_stack_fp (c, sp, SIDE_BRITISH, 0) };

      fp[0] += here[0];
      fp[1] += here[1];
      /* Every FP counts where it stands: far from what it can strike it
       * is worth less; a British stack beyond supply starves (14.0). */
      if (here[0] > 0)
        s -= material * bh_ai_kit_distance_cost (here[0], reach[SIDE_NATIONS][sp], 0.02);
      if (here[1] > 0)
        {
          s += material * bh_ai_kit_distance_cost (here[1], reach[SIDE_BRITISH][sp], 0.02);
          if (sc->vp_table != VPT_SCENARIO_E && !pontiac_fort_standing (c, sp) && !pontiac_in_supply (c, sp))
            s += 0.05 * here[1];
        }
      /* What razing scores (11.11) is still to be won or lost. */
      if (pontiac_fort_standing (c, sp))
        s -= 0.4 * pontiac_fort_value (c, sp);
      else if (pontiac_settlement_standing (c, sp))
        s -= 0.3;
      else if (pontiac_village_standing (c, sp) && sc->vp_table != VPT_SCENARIO_E)
        s += 0.3;
    }
  s += material * 0.3 * (fp[0] - fp[1]);
  switch (sc->victory)
    {
    case VR_RAZE:
      /* 20.0 A, B: the fort falls (Nations) or stands (British). */
      if (sc->victory_fort >= 0)
        {
          int guard = pontiac_stack_fp (c, sc->victory_fort, SIDE_BRITISH, 0);
          int besiegers = 0;
          guint8 fort[PONTIAC_MAX_LOCATIONS] = { 0 }, near[PONTIAC_MAX_LOCATIONS];

          fort[sc->victory_fort] = 1;
          bh_ai_kit_distances (c->self->data, fort, 2, near);
          for (guint sp = 0; sp < d->n_spaces; sp++)
            if (near[sp] <= 1)
              besiegers += pontiac_stack_fp (c, sp, SIDE_NATIONS, 0);
          s += 0.4 * besiegers - 0.5 * guard + (pontiac_besieged (c, sc->victory_fort) ? 1.5 : 0);
        }
      break;
    case VR_DEVILS_HOLE:
      /* 20.0 D: who holds the portage at the end; the Nations win with 3
       * British supply destroyed, the British with more than six steps
       * inflicted. */
      s += pontiac_has_units (c, d->devils_hole, SIDE_NATIONS) ? 2.0 : 0;
      s -= pontiac_has_units (c, d->devils_hole, SIDE_BRITISH) ? 2.0 : 0;
      s += 1.5 * MIN (c->x->supply_lost, 3) - 0.8 * MIN (c->x->nations_steps_lost, 7);
      break;
    default:
      break;
    }
  if (sc->vp_table == VPT_SCENARIO_E)
    s += pontiac_ai_e_score (c);
  return automatic_victories (c, s);
}

double
pontiac_ai_evaluate (BhRules *rules, const BhState *state, int side)
{
  PontiacCtx c;
  double value, lead;

  if (bh_ai_kit_result (state, side, &value))
    return value;
  if (!bh_ai_kit_memo_lookup (rules, state, &lead))
    {
      ctx_for (&c, rules, state);
      lead = nations_score (&c);
      bh_ai_kit_memo_store (rules, state, lead);
    }
  return bh_ai_kit_lead_value (side, SIDE_NATIONS, lead, 0.35);
}

/* ---- policy ----------------------------------------------------------------- */

static int
enemy_fp (const PontiacCtx *c, int space, int side)
{
  return pontiac_stack_fp (c, space, 1 - side, 0);
}

/* Scenario D (20.0): `side` alone holds the Portage, which wins at the
 * end; leaving it throws the win away. */
static gboolean
holds_portage (const PontiacCtx *c, int side)
{
  return c->sc->victory == VR_DEVILS_HOLE && c->d->devils_hole >= 0 &&
         pontiac_has_units (c, c->d->devils_hole, side) && !pontiac_has_units (c, c->d->devils_hole, 1 - side);
}

/* Scenarios A and B (20.0): the British win if the fort stands at the
 * end, and its garrison stands in it. */
static gboolean
guards_fort (const PontiacCtx *c, int side)
{
  return c->sc->victory == VR_RAZE && side == SIDE_BRITISH && c->sc->victory_fort >= 0 &&
         pontiac_has_units (c, c->sc->victory_fort, SIDE_BRITISH);
}

/* 20.0 A, B: the Nations' force stands in the besieged fort it must
 * raze, more than twice the garrison's FP.  A siege round cannot take the
 * fort by force (scenario B: the fort's value 3 cancels three hits a
 * round, 11.11); stepping out and attacking again lifts the siege and
 * offers the garrison 11.11's choice anew, where going in is one round
 * this turn, the field battle has no fort's value, and a retreat
 * (automatic against more than 2:1, 11.3) leaves the fort to fall. */
static gboolean
reopen_siege (const PontiacCtx *c)
{
  const PontiacMove *m = &c->x->move;
  int fort = c->sc->victory_fort;

  return c->sc->victory == VR_RAZE && fort >= 0 && m->active && m->side == SIDE_NATIONS && m->here == fort &&
         pontiac_besieged (c, fort) && pontiac_force_fp (c) > 2 * pontiac_stack_fp (c, fort, SIDE_BRITISH, 0);
}

void
pontiac_ai_policy (BhRules *rules, const BhState *state, const GArray *actions, double *weights)
{
  PontiacCtx c;
  int side = state->pending.side;
  guint8 reach[PONTIAC_MAX_LOCATIONS], drop[PONTIAC_MAX_PIECES];
  gboolean have_reach = FALSE, split = FALSE;

  ctx_for (&c, rules, state);
  if (state->pending.kind == D_MOVE)
    {
      memset (drop, 0, c.d->n_pieces);
      split = pontiac_ai_split_drops (&c, drop) || pontiac_ai_e_split_drops (&c, drop);
    }
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);
      double w = 1.0;

      switch (a->kind)
        {
        case A_DONE:
          /* Ending movement with forces still able to strike wastes the
           * phase, unless the side holds the Portage alone (20.0 D). */
          w = holds_portage (&c, side) ? 3.0 : state->pending.kind == D_OPS && !guards_fort (&c, side) ? 0.2 : 1.0;
          /* 6.2: ships that stay in the battle fire as guns. */
          if (state->pending.kind == D_SHIPS)
            w = 2.0;
          break;
        case A_REFUSE: w = 1.0; break;
        case A_SAIL: w = 0.2; break;      /* one of many lake forts */
        case A_ALLIES_ARRIVE: w = 1.0; break; /* 9.2: any space next to Niagara, alike to a look-ahead */
        /* 20.0, 21.x: the scenario's example is the book's historical
         * set-up; a cheap policy takes it rather than scatter its pieces
         * piece by piece over the zones (the search may still place). */
        case A_SETUP_EXAMPLE: w = 20.0; break;
        case A_CONCEAL:
        case A_REVEAL:
          /* 6.3: the boxes hide a force, they do not move it: rarely
           * worth a look-ahead's time. */
          w = 0.05;
          break;
        case A_FORM:
          /* 20.0 A, B: the garrison that marches out leaves the fort to
           * be razed. */
          w = guards_fort (&c, side) && a->args[0] == c.sc->victory_fort ? 0.1
                : 1.0 + 0.25 * pontiac_stack_fp (&c, a->args[0], side, 0);
          break;
        case A_MOVE:
        case A_PLACE:
        case A_REBUILD:
          {
            int to = a->kind == A_PLACE ? a->args[1] : a->args[0];

            if (!have_reach)
              {
                target_distances (&c, side, reach);
                have_reach = TRUE;
              }
            if (to < 0 || (guint) to >= c.d->n_spaces)
              w = 1.0;
            else if (a->kind == A_MOVE && reopen_siege (&c))
              w = 3.0;
            else if (a->kind == A_MOVE && c.x->move.here >= 0 && (guint) c.x->move.here < c.d->n_spaces)
              w = bh_ai_kit_step_weight (reach[c.x->move.here], reach[to]);
            else
              w = 1.0 + 3.0 / (1.0 + reach[to]);
          }
          break;
        case A_STOP: w = c.x->move.here >= 0 && c.x->move.here == c.d->devils_hole && holds_portage (&c, side) ? 3.0 : 0.5; break;
        case A_ATTACK:
          w = reopen_siege (&c) ? 0.5 : c.x->move.here >= 0 ? bh_ai_kit_odds_weight (pontiac_force_fp (&c), enemy_fp (&c, c.x->move.here, side)) : 1.0;
          break;
        /* 20.0 A, B's last turn: the fort is the one target, and each
         * force attacks it once (11.1). */
        case A_PASS_THROUGH: w = pontiac_ai_last_turn_to_raze (&c, side) && c.x->move.here == c.sc->victory_fort ? 0.05 : 1.0; break;
        case A_FIGHT: w = 1.5; break;
        case A_FORT_UP: w = 1.2; break;
        case A_RETREAT_ROLL: w = 0.6; break;
        case A_PLAY: w = pontiac_ai_card_weight (&c, side, a->args[0]); break;
        case A_MULLIGAN: w = 0.3; break;
        case A_ARMS: w = 2.0; break;
        case A_NO_ARMS: w = 0.8; break;
        case A_CASUALTY: w = pontiac_ai_casualty_weight (&c, a->args[0]); break;
        case A_SPEND_SUPPLY: w = 2.0; break;
        case A_CONTINUE:
        case A_BREAK_OFF:
          {
            int sp = c.x->battle.space;
            double odds = sp >= 0 ? bh_ai_kit_odds_weight (pontiac_stack_fp (&c, sp, side, 0), enemy_fp (&c, sp, side)) : 1.0;

            w = a->kind == A_CONTINUE ? odds : 2.5 / odds;
          }
          break;
        case A_RALLY: case A_RALLY_WITH: w = 2.0; break;
        case A_RALLY_ALL: w = 2.5; break;
        case A_AMBUSH: w = a->args[0] ? 3.0 : 2.5; break;   /* 11.2 */
        case A_NO_AMBUSH: w = 0.7; break;
        case A_REROLL: w = 2.0; break;
        case A_NO_REROLL: w = 0.5; break;
        case A_RAISE: w = 2.0; break;
        case A_BELT: w = 1.0; break;
        case A_ROLL_BELTS: w = 2.0; break;   /* belts moved to and fro are null moves */
        case A_BUY: w = 1.5; break;
        /* 20.0 A, B's last turn: the pieces dropped off are forces of their own. */
        case A_PICKUP: w = pontiac_ai_last_turn_to_raze (&c, side) ? 0.05 : 1.5; break;
        /* 20.0 A, B's last turn: the pieces that make forces of their own. */
        case A_DROP: w = !split ? 0.3 : drop[a->args[0]] ? 8.0 : 0.05; break;
        case A_ACCEPT: w = 1.5; break;
        case A_DECLINE: w = 0.7; break;
        default: break;
        }
      /* The force leaves once the planned pieces are dropped off. */
      if (split && a->kind != A_DROP)
        w *= 0.02;
      weights[i] = w;
    }
}

/* A look-ahead ends after the phase it began in and the next one (8.0):
 * the side's own moves and the other side's reply. */
gboolean
pontiac_ai_horizon (BhRules *rules, const BhState *start, const BhState *now)
{
  PontiacCtx c;

  /* The introductory scenarios A-D (20.0) last two turns and a few dozen
   * actions: a look-ahead plays them to the end, where their own
   * conditions decide, rather than trusting the evaluation (against flat
   * Monte Carlo, whose playouts reach the end, Normal lost 17 of 20 games
   * of scenario A with the two-phase horizon).  E lasts four turns and a
   * few hundred actions: too long to play out at every iteration. */
  ctx_for (&c, rules, start);
  if (c.sc->vp_table == VPT_INTRODUCTORY)
    return now->result != BH_RESULT_ONGOING;
  return bh_ai_kit_phases_horizon (rules, start, now, 2);
}
