/* bh-pontiac-ai-bouquet.c — Pontiac's War for the computer opponent:
 * scenario E, Bouquet's expedition (20.0 E).  The end scoring as the
 * position stands (captives, Miami villages, OH NO! cards held, 17.2), the
 * villages British columns will raze (11.11), the steps the coming Supply
 * phase takes (14.0), and the British columns' targets: the villages in
 * supply with captives or Miami. */
#include "config.h"

#include "bh-pontiac-ai-private.h"
#include "bh-ai-kit.h"

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
gboolean
pontiac_ai_e_final (const PontiacCtx *c)
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
double
pontiac_ai_e_score (const PontiacCtx *c)
{
  const PontiacData *d = c->d;
  int miami = bh_game_data_find_nation (c->self->data, "miami");
  int move = bh_game_data_find_phase (c->self->data, "british-movement-combat");
  /* Before their movement phase the British may still march away. */
  gboolean moved = move >= 0 && c->st->phase >= move, supply_left = phase_left (c, "supply");
  int captives = -pontiac_british_captives (c);
  gboolean final = pontiac_ai_e_final (c);
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

/* A village that British FP outside the force on the move hold
 * undefended, 4 of them left after the coming Supply phase: razed at the
 * turn's end (11.11), no target for another column (its column, formed
 * there again, has its pieces in the force and still counts it). */
static gboolean
village_held (const PontiacCtx *c, int space)
{
  int fp = 0;

  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && !(c->pc[p].flags & F_FORCE))
      fp += pontiac_fp (c, p);
  if (fp < c->d->village_raze_fp || pontiac_has_military (c, space, SIDE_NATIONS))
    return FALSE;
  if (phase_left (c, "supply"))
    fp -= fp_lost_to_steps (c, space, supply_steps_lost (c, space));
  return fp >= c->d->village_raze_fp;
}

/* Marks in `sources` what the British columns march on in 20.0 E: the
 * British score for the captives a razed village frees (12.0) and for
 * Miami villages destroyed, 3 VP each; other villages are a detour, and
 * so are the bands roaming the wilderness (1 VP an FP, two hits each:
 * Normal's British chased them west of Kekionga while three captives
 * stayed in Scioto Mingo Town).  A village out of supply (14.0) costs a
 * column marching on it a third of its steps, each leaving a unit's 0-FP
 * face, before the turn ends: too few FP are left to raze it (11.11)
 * without supply steps (Normal's British marched on Mississinewa, 8
 * spaces out, lost 15 of 45 steps and razed nothing).  The villages in
 * supply are the targets, but for those another column already holds. */
void
pontiac_ai_e_targets (const PontiacCtx *c, guint8 *sources)
{
  guint8 supplied[PONTIAC_MAX_LOCATIONS];

  pontiac_supply_map (c, supplied);
  for (guint s = 0; s < c->d->n_spaces; s++)
    sources[s] = scenario_e_worth (c, s) > 0 && supplied[s] && !village_held (c, s);
}

/* A column's FP: the 4 that raze a village (11.11) and a 2-FP unit more,
 * whose step the Nations or the attrition may take. */
#define E_COLUMN_SPARE 2
/* 10.2: a British force moves up to 8 spaces. */
#define E_BRITISH_MOVE 8

/* 20.0 E: the British force just formed, before its first step, holds
 * twice a column's FP, and two villages worth razing stand within its
 * move: any undefended village held by 4 British FP at the turn's end is
 * razed (11.11), whichever force holds it, and a piece dropped off
 * before the force's first step may form a force of its own (10.0: units
 * "pick up and drop off" while moving; 2.3: forces split).  One army
 * razes one village a turn (session 18, seed 9: 18 FP razed Lower Shawnee
 * Town on the last turn while a captive stood in Scioto Mingo Town, two
 * spaces off).  Marks in `drop` the pieces to leave behind: the force
 * keeps its strongest units up to a column's FP and one leader if it has
 * two; the rest, with the supply and the guns, forms the next column,
 * which may split again.  FALSE, nothing marked, otherwise. */
gboolean
pontiac_ai_e_split_drops (const PontiacCtx *c, guint8 *drop)
{
  const PontiacMove *m = &c->x->move;
  int need = c->d->village_raze_fp + E_COLUMN_SPARE, force_fp = 0, kept = 0, targets = 0, leaders = 0;
  int units[PONTIAC_MAX_PIECES];
  guint n = 0;
  guint8 here[PONTIAC_MAX_LOCATIONS] = { 0 }, dist[PONTIAC_MAX_LOCATIONS], sources[PONTIAC_MAX_LOCATIONS];

  if (c->sc->vp_table != VPT_SCENARIO_E || !m->active || m->side != SIDE_BRITISH || m->prev >= 0 || m->here < 0
      || (guint) m->here >= c->d->n_spaces)
    return FALSE;
  FOR_PIECES_AT (c, m->here, p)
    if ((c->pc[p].flags & F_FORCE) && pontiac_is_unit (c, p))
      {
        units[n++] = p;
        force_fp += MAX (pontiac_fp (c, p), 0);
      }
  if (force_fp < 2 * need)
    return FALSE;
  pontiac_ai_e_targets (c, sources);
  here[m->here] = 1;
  bh_ai_kit_distances (c->self->data, here, E_BRITISH_MOVE, dist);
  for (guint s = 0; s < c->d->n_spaces; s++)
    targets += sources[s] && dist[s] <= E_BRITISH_MOVE;
  if (targets < 2)
    return FALSE;
  /* The strongest units first, by piece number between equals, so that
   * the plan stays the same as its pieces are dropped one by one. */
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (pontiac_fp (c, units[j]) > pontiac_fp (c, units[i]) ||
          (pontiac_fp (c, units[j]) == pontiac_fp (c, units[i]) && units[j] < units[i]))
        {
          int t = units[i];

          units[i] = units[j];
          units[j] = t;
        }
  for (guint i = 0; i < n; i++)
    {
      drop[units[i]] = kept >= need;
      kept += drop[units[i]] ? 0 : MAX (pontiac_fp (c, units[i]), 0);
    }
  FOR_PIECES_AT (c, m->here, p)
    if ((c->pc[p].flags & F_FORCE) && !pontiac_is_unit (c, p))
      drop[p] = !(pontiac_is_leader (c, p) && leaders++ == 0);
  return TRUE;
}
