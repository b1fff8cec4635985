/* bh-pontiac-ai.c — Pontiac's War for the computer opponent.
 *
 * The evaluation scores a position in VP from the Nations' side (17.0):
 * the VP lead with the war debt's VP to come (17.2); each scenario's own
 * condition (20.0 A, B: the fort to raze; D: the Devil's Hole portage at
 * the end; C: losses inflicted, which the VP track already counts; E:
 * the end scoring as it stands, the villages British columns will raze
 * and the steps the coming Supply phase takes); the structures still standing that razing scores
 * (11.11: forts by value, settlements and villages); on its last turn a
 * historical scenario's "fail to raze" automatic victory (21.2, 21.5);
 * material (FP of units
 * on the map); British stacks out of supply (14.0); and how close each
 * side's FP stand to what they can strike.
 *
 * Look-ahead: two phases, or in the introductory scenarios A-D the game's end.
 *
 * The policy is the rulebook's advice made cheap: the Nations raid the
 * settlements and besiege the weak forts, ambush (11.2) and commit their
 * Arms; the British march relief columns on the villages and the
 * besiegers (in E on the villages in supply with captives or Miami),
 * fight with the odds and keep their supply; casualties come
 * from the cheapest piece (besiegers: the one that costs the siege fewest
 * FP, 11.11); the Nations step out of a besieged fort they must raze and
 * attack it again, offering the garrison its choice anew, and on the last
 * turn split into several forces that each offer it (10.0, 11.1, 11.3);
 * nobody ends a movement phase while a force can still close on a target. */
#include "config.h"

#include <math.h>

#include "bh-pontiac-ai.h"
#include "bh-pontiac-private.h"
#include "bh-ai-kit.h"

static void
ctx_for (PontiacCtx *c, BhRules *rules, const BhState *state)
{
  /* Read only: the context wants a mutable state for the rules' own use. */
  pontiac_ctx_init (c, BH_PONTIAC_RULES (rules), (BhState *) state);
}

/* 20.0 E: what razing a standing village gains the British: 3 VP a
 * captive there (1 to the British for each freed, 12.0, and the 2 the
 * Nations score for each held at the end gone) and 3 for a Miami village
 * (2 to the British once destroyed, and the 1 the Nations score for each
 * still controlled at the end gone). */
static double
scenario_e_worth (const PontiacCtx *c, int space)
{
  double worth = 0;

  if (!pontiac_village_standing (c, space))
    return 0;
  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].klass == PC_CAPTIVE)
      worth += 3;
  if (c->d->spaces[space].nation != PONTIAC_NONE && c->d->spaces[space].nation == bh_game_data_find_nation (c->self->data, "miami"))
    worth += 3;
  return worth;
}

/* Is the phase `id` of this turn still to come (or under way), or is
 * there a turn after this one? */
static gboolean
phase_left (const PontiacCtx *c, const char *id)
{
  int phase = bh_game_data_find_phase (c->self->data, id);

  return c->st->turn < c->sc->last_turn || phase < 0 || c->st->phase <= phase;
}

/* 20.0 E's last British movement phase is under way or over: no battle
 * comes after it, and the FP left score nothing (the side with more VP
 * wins, 20.0 E); only the VP the coming steps cost count. */
static gboolean
scenario_e_final (const PontiacCtx *c)
{
  int move = bh_game_data_find_phase (c->self->data, "british-movement-combat");

  return c->sc->vp_table == VPT_SCENARIO_E && c->st->turn >= c->sc->last_turn && move >= 0 && c->st->phase >= move;
}

/* The healthy British units in `space`: each takes an attrition step at
 * no VP (disrupted) before any unit takes a second (11.9). */
static int
healthy_units (const PontiacCtx *c, int space)
{
  int n = 0;

  FOR_PIECES_AT (c, space, p)
    n += pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_unit (c, p) && pontiac_healthy (c, p);
  return n;
}

/* The steps the British stack in `space` is to lose in the coming Supply
 * phase (14.0: a third of its combat steps out of supply, a step for each
 * Indian space its trace passes within it), less 2 for each supply step
 * it carries (11.11). */
static int
supply_steps_lost (const PontiacCtx *c, int space)
{
  int supply = 0;

  if (pontiac_fort_standing (c, space) || !pontiac_has_military (c, space, SIDE_BRITISH))
    return 0;
  FOR_PIECES_AT (c, space, p)
    supply += pontiac_side_of (c, p) == SIDE_BRITISH && c->d->pieces[p].klass == PC_SUPPLY;
  return MAX (pontiac_supply_loss (c, space) - c->d->supply_cancels * supply, 0);
}

/* The FP the British in `space` keep fighting with after `steps` losses:
 * healthy leaders and artillery take a step each at no FP (a wound, the
 * gun), then each step costs a healthy unit its FP (11.9: every healthy
 * piece is disrupted before any takes a second step; a 2-FP unit's
 * disrupted face has 0 FP, counters). */
static int
fp_lost_to_steps (const PontiacCtx *c, int space, int steps)
{
  int spare = 0;

  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_healthy (c, p) &&
        (pontiac_is_leader (c, p) || c->d->pieces[p].klass == PC_ARTILLERY))
      spare++;
  return 2 * MAX (steps - spare, 0);
}

/* Scenario E (20.0) in VP from the Nations' side: the end scoring as the
 * position stands (2 VP a captive the Nations hold, 1 a Miami village
 * standing without British troops, an OH NO! card's value for each held,
 * 17.2); a village as good as razed where 4
 * British FP hold it undefended and will still have 4 after the Supply
 * phase (11.11: razed at the end of the turn; nothing comes between but
 * attrition, and in Winter the Nations' homecoming, which avoids
 * British-held villages, 15.2); every other village in supply has its
 * worth drawn towards the British by how near their nearest stack of 4 FP
 * stands while a British movement phase is left (one out of supply costs
 * a column more FP than it can spare, 14.0: see target_distances); and the steps each British
 * stack is to lose to attrition, 0.8 VP a step: a healthy 2-FP unit's
 * first step leaves it 0 FP (its disrupted face, counters), every second
 * step of a unit is an FP eliminated (1 VP, 20.0); from the last British
 * movement phase on, only those VP. */
static double
scenario_e_score (const PontiacCtx *c)
{
  const PontiacData *d = c->d;
  int miami = bh_game_data_find_nation (c->self->data, "miami");
  int move = bh_game_data_find_phase (c->self->data, "british-movement-combat");
  /* Before their movement phase the British may still march away. */
  gboolean moved = move >= 0 && c->st->phase >= move, supply_left = phase_left (c, "supply");
  int captives = -pontiac_british_captives (c);
  gboolean final = scenario_e_final (c);
  guint8 columns[PONTIAC_MAX_LOCATIONS] = { 0 }, near[PONTIAC_MAX_LOCATIONS], supplied[PONTIAC_MAX_LOCATIONS];
  gboolean any_column = FALSE;
  double s = 0;

  for (guint sp = 0; sp < d->n_spaces; sp++)
    {
      int fp = pontiac_stack_fp (c, sp, SIDE_BRITISH, 0);
      int lost = supply_left && fp > 0 ? supply_steps_lost (c, sp) : 0;

      columns[sp] = fp - fp_lost_to_steps (c, sp, lost) >= d->village_raze_fp;
      any_column |= columns[sp];
      if (final)
        /* 20.0 E: disrupted units score nothing; each step beyond them an
         * FP eliminated or an officer wounded, 1 VP. */
        s += MAX (lost - healthy_units (c, sp), 0);
      else
        s += (moved ? 0.8 : 0.4) * lost;
      FOR_PIECES_AT (c, sp, p)
        captives += d->pieces[p].klass == PC_CAPTIVE;
      if (miami != PONTIAC_NONE && d->spaces[sp].nation == miami && pontiac_village_standing (c, sp) &&
          !pontiac_has_military (c, sp, SIDE_BRITISH))
        s += 1.0;
    }
  s += 2.0 * MAX (captives, 0);
  /* 17.2: an OH NO! card still in hand at the end scores for the
   * opponent (20.0 E's decks hold them: British #93 Pre-Dicament). */
  for (int side = 0; side < 2; side++)
    FOR_PIECES_AT (c, d->box_hand[side], p)
      s += (side == SIDE_BRITISH ? 1 : -1) * MAX (d->pieces[p].oh_no, 0);
  if (!phase_left (c, "british-movement-combat"))
    any_column = FALSE;   /* no British move left to draw anyone anywhere */
  if (any_column)
    {
      bh_ai_kit_distances (c->self->data, columns, 8, near);
      pontiac_supply_map (c, supplied);
    }
  for (guint sp = 0; sp < d->n_spaces; sp++)
    {
      double worth = scenario_e_worth (c, sp);

      if (worth <= 0)
        continue;
      if (columns[sp] && !pontiac_has_military (c, sp, SIDE_NATIONS))
        s -= (moved ? 0.9 : 0.6) * worth;
      else if (any_column && near[sp] <= 8 && supplied[sp])
        s -= 0.5 * worth * (1.0 - near[sp] / 9.0);
    }
  return s;
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
  /* 20.0 E: the British score for the captives a razed village frees
   * (12.0) and for Miami villages destroyed, 3 VP each; other villages
   * are a detour, and so are the bands roaming the wilderness (1 VP an
   * FP, two hits each: Normal's British chased them west of Kekionga
   * while three captives stayed in Scioto Mingo Town). */
  if (c->sc->vp_table == VPT_SCENARIO_E && side == SIDE_BRITISH)
    return scenario_e_worth (c, space) > 0;
  if (side == SIDE_NATIONS)
    return pontiac_fort_standing (c, space) || pontiac_settlement_standing (c, space);
  return pontiac_village_standing (c, space) || pontiac_has_units (c, space, SIDE_NATIONS);
}

static void
target_distances (const PontiacCtx *c, int side, guint8 *dist)
{
  guint8 sources[PONTIAC_MAX_LOCATIONS] = { 0 }, supplied[PONTIAC_MAX_LOCATIONS];
  /* 20.0 E: a village out of supply (14.0) costs a column marching on it
   * a third of its steps, each leaving a unit's 0-FP face, before the turn
   * ends: too few FP are left to raze it (11.11) without supply steps
   * (Normal's British marched on Mississinewa, 8 spaces out, lost 15 of
   * 45 steps and razed nothing).  The villages in supply are the targets. */
  gboolean e_british = c->sc->vp_table == VPT_SCENARIO_E && side == SIDE_BRITISH;

  if (e_british)
    pontiac_supply_map (c, supplied);
  for (guint s = 0; s < c->d->n_spaces; s++)
    sources[s] = target_of (c, side, s) && (!e_british || supplied[s]);
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
  double material = scenario_e_final (c) ? 0 : 1;

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
    s += scenario_e_score (c);
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
static double
casualty_weight (const PontiacCtx *c, int piece)
{
  if (piece < 0 || (guint) piece >= c->d->n_pieces)
    return 1.0;
  if (siege_at_stake (c))
    return siege_step_weight (c, piece);
  return bh_ai_kit_casualty_weight (MAX (pontiac_fp (c, piece), 0) + 2 * pontiac_is_leader (c, piece) +
                                    3 * casualty_vp (c, piece));
}

/* Does a reconstructed card's condition (11.4, after '@' in its data)
 * hold in this battle for `side`?  The AI's own reading of the rules'
 * test; a condition it cannot read cheaply is taken to hold. */
static gboolean
effect_applies (const PontiacCtx *c, int side, const PontiacEffect *e)
{
  int sp = c->x->battle.space;

  switch (e->cond)
    {
    case EC_PONTIAC: return pontiac_battle_present (c, SIDE_NATIONS, SP_PONTIAC, 0);
    case EC_NEOLIN: return (guint) c->pc[c->d->neolin].location < c->d->n_spaces;
    case EC_RIFLES: return pontiac_battle_rifles (c);
    case EC_NO_ROGERS: return !pontiac_battle_present (c, SIDE_BRITISH, SP_ROGERS, 0);
    case EC_DOCK: return c->d->spaces[sp].dock;
    case EC_DEFENDING: return side != c->x->battle.att_side;
    case EC_DETROIT: return sp == c->d->detroit;
    case EC_LEADER:
    case EC_HAS:
      FOR_PIECES_AT (c, sp, p)
        if (pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE) &&
            (e->cond == EC_LEADER ? pontiac_is_leader (c, p)
                                  : c->d->pieces[p].type == e->type || c->d->pieces[p].type == e->type2))
          return TRUE;
      return FALSE;
    default: return TRUE;
    }
}

/* The fort's value counts only for a British force inside it (11.9: "If
 * the British force is located inside a fort"): a besieged garrison or
 * one that went in, not one that accepted the field battle on top of it
 * (11.11), as the rules' garrison_inside reads it. */
static gboolean
battle_inside_fort (const PontiacCtx *c, int sp)
{
  FOR_PIECES_AT (c, sp, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && (c->pc[p].flags & (F_INSIDE | F_BATTLE)) == (F_INSIDE | F_BATTLE))
      return TRUE;
  return FALSE;
}

/* What one effect is worth to the card's side, in dice of a round (a
 * hit needs a 5 or 6, 11.5: three dice a hit): more dice, fewer for the
 * enemy, hits cancelled, FP raised into the battle, the enemy's bands
 * sent home, the fort's value (each point cancels a hit a round, 11.11). */
static double
effect_value (const PontiacCtx *c, int side, const PontiacEffect *e)
{
  int sp = c->x->battle.space;
  double rounds = e->rounds == ER_EACH ? 2 : 1;
  gboolean attacking = side == c->x->battle.att_side;
  gboolean fort = pontiac_fort_standing (c, sp);

  switch (e->kind)
    {
    case EF_DICE: return e->n * rounds;
    case EF_ENEMY_DICE: return -e->n * rounds;
    case EF_SACHEM_DICE: return e->n * rounds;   /* a sachem or two */
    case EF_HIT_ON:
      {
        /* The Nations hit on 6, the British on 5-6 (11.8): on 5 the
         * Nations hit twice as often, on 4 the British half again. */
        int base = side == SIDE_NATIONS ? 6 : 5;

        return MAX (base - e->n, 0) * 3.0 / (7 - base) * rounds;
      }
    case EF_FORT:
      if (!fort || !battle_inside_fort (c, sp))
        return 0;
      /* A fort's value below 0 cancels nothing: -9 is the whole fort. */
      return (side == SIDE_BRITISH ? 1 : -1) * 3.0 * rounds *
             CLAMP (e->n, -pontiac_fort_value (c, sp), 3);
    case EF_CANCEL: return 3.0 * e->n;
    case EF_ARMS: return 1.0 * e->n;
    case EF_SURE_RETREAT: return attacking ? 0.5 : 1.0;
    case EF_STAND: return 1.5;
    case EF_NO_RETREAT: return -1.0;
    case EF_GUNS: case EF_SHIP_GUNS: return 1.0 * e->n;
    case EF_NO_GUNS: return 2.0;
    case EF_CANCEL_CARD: return 2.0;
    case EF_END_BATTLE: return attacking ? -2.0 : 4.0;
    case EF_RAISE: case EF_RAISE_VILLAGE: case EF_RAISE_SACHEMS: case EF_SUPPLY: return 2.0 * e->n;
    case EF_TAKE_SUPPLY: return 3.0 * e->n;
    case EF_PLAGUE: return side == SIDE_BRITISH ? 3.0 : -3.0;
    case EF_WITHDRAW: case EF_GO_HOME: return 3.0 * e->n;
    case EF_DISRUPT: return 2.0 * e->n;
    case EF_DISRUPT_MILITIA: return 2.0;
    case EF_PEACE: return 3.0;
    case EF_REROLL: return 1.0 * e->n;
    case EF_DISCARD_ENEMY: case EF_DRAW: return 0.5 * e->n;
    case EF_SHIP_LOST: return 2.0;
    case EF_RAID: case EF_NO_RAZE: return 3.0;
    case EF_RAZED_ARMS: return fort && attacking ? 1.0 * e->n : 0;
    default: return 0;
    }
}

/* A combat card works only where its terrain icon matches the battle's
 * space (11.4: "The card played may only be used for its stated card
 * effects IF the combat takes place in the terrain indicated"); one
 * that does not match is thrown away, and a matching one kept for
 * later may never meet its terrain again.  Among the cards that work,
 * the stronger effect first (a reconstructed card by its data's
 * effects, each only where its condition holds; a die roll before the
 * rest, EF_ROLL, counts its chance); a card whose effects would hurt its
 * side here, or do nothing, is the one to throw away. */
static double
card_weight (const PontiacCtx *c, int side, int card)
{
  const PontiacPieceInfo *ci;
  int sp = c->x->battle.space;
  double value = 0, chance = 1;

  if (card < 0 || (guint) card >= c->d->n_pieces || sp < 0 || (guint) sp >= c->d->n_spaces)
    return 2.0;
  ci = &c->d->pieces[card];
  if (ci->icon != ICON_ANYWHERE && ci->icon != c->d->spaces[sp].terrain)
    return 0.7;
  if (ci->n_effects == 0)
    return 3.0;   /* a named card (the rules play its text): as before */
  for (guint i = 0; i < ci->n_effects; i++)
    {
      const PontiacEffect *e = &ci->effects[i];

      if (e->kind == EF_ROLL)
        chance *= (7.0 - CLAMP (e->n, 1, 7)) / 6.0;
      else if (effect_applies (c, side, e))
        value += chance * effect_value (c, side, e);
    }
  if (value <= 0)
    return 0.5;
  return 1.5 + 0.5 * MIN (value, 8.0);
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

/* ---- 20.0 A, B: several forces from one stack on the last turn ------------ */

#define SPLIT_MAX_FORCE 10   /* pieces in the force: 2^10 ways to split, at most */

/* The FP of the pieces in `set` (bits over `pieces`) as one force: in
 * battle a nation's units count in a force of several nations only with
 * its sachem (11.1, 11.7); for a siege's minimum every FP counts (11.11). */
static int
set_fp (const PontiacCtx *c, const int *pieces, guint n, guint32 set, gboolean battle)
{
  guint32 nations = 0, led = 0;
  int fp = 0;

  for (guint i = 0; i < n; i++)
    if ((set >> i & 1) && c->d->pieces[pieces[i]].nation != PONTIAC_NONE)
      {
        if (pontiac_is_unit (c, pieces[i]))
          nations |= 1u << c->d->pieces[pieces[i]].nation;
        if (pontiac_is_leader (c, pieces[i]))
          led |= 1u << c->d->pieces[pieces[i]].nation;
      }
  for (guint i = 0; i < n; i++)
    {
      int nation = c->d->pieces[pieces[i]].nation;

      if (!(set >> i & 1))
        continue;
      if (battle && (nations & (nations - 1)) && nation != PONTIAC_NONE && !(led >> nation & 1))
        continue;
      fp += MAX (pontiac_fp (c, pieces[i]), 0);
    }
  return fp;
}

/* How many forces of at least `need` battle FP the pieces in `set` make:
 * each piece alone, or each nation (its sachem with its bands) alone and
 * what is left over gathered, whichever makes more. */
static int
split_count (const PontiacCtx *c, const int *pieces, guint n, guint32 set, int need)
{
  int alone = 0, grouped = 0;
  guint32 left = set, gather = 0;

  for (guint i = 0; i < n; i++)
    if ((set >> i & 1) && set_fp (c, pieces, n, 1u << i, TRUE) >= need)
      alone++;
  while (left)
    {
      guint32 group = 0;
      int nation = c->d->pieces[pieces[g_bit_nth_lsf (left, -1)]].nation;

      for (guint i = 0; i < n; i++)
        if ((left >> i & 1) && c->d->pieces[pieces[i]].nation == nation)
          group |= 1u << i;
      left &= ~group;
      if (set_fp (c, pieces, n, group, TRUE) >= need)
        grouped++;
      else if (set_fp (c, pieces, n, gather |= group, TRUE) >= need)
        {
          grouped++;
          gather = 0;
        }
    }
  return MAX (alone, grouped);
}

/* 20.0 A, B: the Nations' last turn, the fort still held by British units. */
static gboolean
last_turn_to_raze (const PontiacCtx *c, int side)
{
  int fort = c->sc->victory_fort;

  return c->sc->victory == VR_RAZE && side == SIDE_NATIONS && fort >= 0 && (int) c->st->turn == c->sc->last_turn &&
         pontiac_fort_standing (c, fort) && pontiac_has_units (c, fort, SIDE_BRITISH);
}

/* On the last turn of 20.0 A and B the fort must fall, and a garrison
 * asked to fight, go in or retreat (11.1 step 2, 11.11) may retreat and
 * leave it to fall: automatic against more than twice its FP (11.3).
 * Each force attacks once (11.1: "ALL movement ends when an attack is
 * declared"), but a piece dropped off before its force's first step may
 * form a force of its own (10.0; 11.1: "different Nations occupying the
 * same space may attack separate targets"): several forces from one stack
 * each offer the garrison the choice.  For the force just formed in the
 * besieged fort or next to it, marks in `drop` the pieces to leave
 * behind so that the most forces have more than twice the garrison's FP;
 * the force that leaves the besieged fort must take enough FP out for the
 * siege to lift (11.11, 20.0 B: below 8 FP; those left retreat next to
 * it, unmoved), as only a garrison no longer besieged is asked again; a
 * force that lays a new siege (11.11: the attackers meet its minimum)
 * leaves the later ones a siege combat, where the garrison chooses
 * nothing.  FALSE, nothing marked, when one force offers as much. */
static gboolean
split_drops (const PontiacCtx *c, guint8 *drop)
{
  const PontiacMove *m = &c->x->move;
  int fort = c->sc->victory_fort, pieces[PONTIAC_MAX_PIECES];
  guint n = 0, n_force;
  int garrison, above, siege_min, here_fp, best_score = -1, best_fp = -1;
  guint32 all, best = 0;
  gboolean besieged;

  if (!last_turn_to_raze (c, m->side) || !m->active || m->prev >= 0)
    return FALSE;
  /* A force next to a fort another stack besieges fights a siege combat,
   * where the garrison chooses nothing (11.11). */
  besieged = pontiac_besieged (c, fort);
  if (besieged ? m->here != fort : !pontiac_adjacent (c, m->here, fort))
    return FALSE;
  FOR_PIECES_AT (c, m->here, p)
    if (c->pc[p].flags & F_FORCE)
      pieces[n++] = p;
  n_force = n;
  if (n_force < 2 || n_force > SPLIT_MAX_FORCE)
    return FALSE;
  /* The pieces dropped off already: they form forces later (10.0). */
  FOR_PIECES_AT (c, m->here, p)
    if (!(c->pc[p].flags & (F_FORCE | F_MOVED)) && pontiac_side_of (c, p) == SIDE_NATIONS &&
        pontiac_is_military (c, p) && n < 2 * SPLIT_MAX_FORCE)
      pieces[n++] = p;
  garrison = pontiac_stack_fp (c, fort, SIDE_BRITISH, 0);
  above = c->d->british_retreat_odds * garrison;
  siege_min = pontiac_siege_minimum (c, fort);
  here_fp = pontiac_stack_fp (c, m->here, SIDE_NATIONS, 0);
  all = (1u << n_force) - 1;
  for (guint32 keep = 1; keep <= all; keep++)
    {
      int fp = set_fp (c, pieces, n, keep, TRUE), stack = set_fp (c, pieces, n, keep, FALSE);
      guint32 rest = ((1u << n) - 1) & ~keep;
      int score;

      if (besieged && here_fp - stack >= siege_min)
        continue;   /* the siege would hold: the garrison is asked nothing */
      score = (fp > above) + (fp >= siege_min ? 0 : split_count (c, pieces, n, rest, above + 1));
      if (score > best_score || (score == best_score && stack > best_fp))
        {
          best_score = score;
          best_fp = stack;
          best = keep;
        }
    }
  if (best_score < 0 || best == all)
    return FALSE;
  for (guint i = 0; i < n_force; i++)
    drop[pieces[i]] = !(best >> i & 1);
  return TRUE;
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
      split = split_drops (&c, drop);
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
        case A_PASS_THROUGH: w = last_turn_to_raze (&c, side) && c.x->move.here == c.sc->victory_fort ? 0.05 : 1.0; break;
        case A_FIGHT: w = 1.5; break;
        case A_FORT_UP: w = 1.2; break;
        case A_RETREAT_ROLL: w = 0.6; break;
        case A_PLAY: w = card_weight (&c, side, a->args[0]); break;
        case A_MULLIGAN: w = 0.3; break;
        case A_ARMS: w = 2.0; break;
        case A_NO_ARMS: w = 0.8; break;
        case A_CASUALTY: w = casualty_weight (&c, a->args[0]); break;
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
        case A_PICKUP: w = last_turn_to_raze (&c, side) ? 0.05 : 1.5; break;
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
