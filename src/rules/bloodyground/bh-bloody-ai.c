/* bh-bloody-ai.c — A Dark and Bloody Ground for the computer opponent.
 *
 * The evaluation scores a position in VP from the US side: the VP lead
 * (15.4.5: the final tally decides every scenario, a battle scenario's too,
 * 16.x); in a battle the VPs it has earned so far, the units each side has
 * lost and whether its primary leader still stands (10.7: his loss or a
 * third of the units lost is defeat); on the main map the settled areas
 * (counted at the final tally, A16), the pillaged ones, the US forts; the
 * combat units each side has in play, routed ones at half; and how close
 * each side's units stand to what they can strike (US: tribal areas and NA
 * units; NA: settled areas and US units, 12.0).  In the VP campaigns the
 * chances that the Commitment Level ends the game first (15.4.3, 15.4.4,
 * 8.2) weigh the VP lead's logistic.
 *
 * The policy is the rulebook's advice made cheap: in battle close with
 * the enemy and fire (10.5), and leave melee (10.6) to the search: played
 * by the policy alone, melee lost Fallen Timbers and Harmar's Defeat to
 * random play (Easy as the US 0.31 and 0 of 1), fire alone won them (1.00
 * and 0.63, docs/ai.md); never exit the board; on the main map activate forces and march them on the enemy, the
 * NA raid, ambush and pillage, the US settle and build forts; casualties
 * come from the cheapest piece. */
#include "config.h"

#include "bh-bloody-ai.h"
#include "bh-bloody-private.h"
#include "bh-ai-kit.h"

static void
ctx_for (BloodyCtx *c, BhRules *rules, const BhState *state)
{
  /* Read only: the context wants a mutable state for the rules' own use. */
  bloody_ctx_init (c, BH_BLOODY_RULES (rules), (BhState *) state);
}

static gboolean
in_play (const BloodyCtx *c, int piece)
{
  int loc = c->pc[piece].location;

  return loc != BH_OFFBOARD && (loc < (int) c->d->n_spaces || loc >= (int) (c->d->n_spaces + c->d->n_boxes));
}

/* A combat unit's worth: its fire factor and one, halved when routed,
 * three quarters when disrupted (10.5.2: it may not fire, and a second
 * hit is a level check away from a rout; session 14: a hit that
 * disrupted was worth nothing to the search). */
static double
unit_value (const BloodyCtx *c, int piece)
{
  double v = 1.0 + c->d->pieces[piece].fcf;

  if (bloody_routed (c, piece))
    return v / 2;
  return c->x->status[piece] & ST_DISRUPTED ? 0.75 * v : v;
}

/* Harmar's Expedition (15.1) or St. Clair's campaign (15.2): victory
 * is Kekionga's, not the VP track's. */
static gboolean
kekionga_campaign (const BloodyCtx *c)
{
  return (c->sc->campaign_kind == 1 || c->sc->campaign_kind == 2) && c->d->kekionga >= 0;
}

/* 15.1.4, 15.2.4 from the US side: US combat units at Kekionga hold it
 * (decisive with supply to Cincinnati), its pillage is a marginal
 * victory (15.1), and the nearest US unit's march there counts. */
static double
kekionga_score (const BloodyCtx *c, const guint8 *us_reach)
{
  int kek = c->d->kekionga, at = 0, nearest = BH_AI_KIT_REACH;
  double s = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location;

      if (c->d->pieces[p].side != 0 || !bloody_is_combat (c, p) || loc == BH_OFFBOARD || loc >= (int) c->d->n_spaces || loc >= 64)
        continue;
      at += loc == kek;
      nearest = MIN (nearest, us_reach[loc]);
    }
  s -= 0.6 * nearest;
  if (c->sc->campaign_kind == 1)
    {
      /* 15.1.4: both sides' victory levels decide Harmar's Expedition,
       * the NA's too: no settler in Miami or Shawnee territory, and
       * each level a step lower for a side that lost over a third of
       * its at-start combat units (session 12: Easy's NA raided its
       * warriors away and drew 19 games in 20 against random play). */
      int levels[2];

      bloody_harmar_levels (c, levels);
      return s + 3.0 * (levels[0] - levels[1]) + (at > 0 ? 0.3 * MIN (at, 6) : 0);
    }
  return s + (at > 0 ? 4.0 + 0.3 * MIN (at, 6) : 0);
}

/* Main-map areas `side` can strike (12.0, 9.4). */
static void
target_distances (const BloodyCtx *c, int side, guint8 *dist)
{
  guint8 sources[64] = { 0 };

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location;

      if (loc != BH_OFFBOARD && loc < (int) c->d->n_spaces && c->d->pieces[p].side == 1 - side &&
          bloody_is_combat (c, p))
        sources[loc] = 1;
    }
  for (guint a = 0; a < c->d->n_spaces && a < G_N_ELEMENTS (sources); a++)
    {
      /* 15.1.4, 15.2.4: Harmar's and St. Clair's campaigns are won at
       * Kekionga; the tribal areas elsewhere are a detour. */
      if (side == 0 && kekionga_campaign (c))
        sources[a] = (int) a == c->d->kekionga;
      else if (side == 0 && c->d->spaces[a].nation >= 0)
        sources[a] = 1;
      if (side == 1 && (bloody_is_settled (c, a) || bloody_has_us_fort (c, a)) && !bloody_is_pillaged (c, a))
        sources[a] = 1;
    }
  bh_ai_kit_reach (c->self->data, sources, dist);
}

/* 15.4.4: the NA's decisive victory is fewer than ten permanent
 * settlements and villages north of the Ohio at the game's end; three
 * settlers in an area become a village (6.0.3), so each settler there is
 * a third of one. */
static double
towns_north (const BloodyCtx *c, gboolean with_settlers)
{
  double towns = 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    towns += c->d->spaces[s].north_of_ohio ? c->d->spaces[s].ps : 0;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location, klass = c->d->pieces[p].klass;

      if (loc < 0 || (guint) loc >= c->d->n_spaces || !c->d->spaces[loc].north_of_ohio)
        continue;
      towns += klass == PC_VILLAGE ? 1.0 : klass == PC_SETTLER && with_settlers ? 1.0 / 3 : 0;
    }
  return towns;
}

/* ---- commitment (8.2, 15.4.3, 15.4.4) --------------------------------------- */

/* A Winter turn at whose end 15.4.3/15.4.4's check (A17: the level at
 * the end of a Fall and of the next Winter) is still to come. */
static gboolean
commitment_check_left (const BloodyCtx *c)
{
  for (int t = c->mk[c->d->m_turn]; t <= c->sc->last_turn; t++)
    if (t % 4 == 2)   /* turn 1 is a Fall (bloody_season): 2, 6, 10, ... are Winters */
      return TRUE;
  return FALSE;
}

/* The Mobilization Phase, game.xml's fourth (4.4): the commitment roll is
 * its first step (8.2). */
enum { MOBILIZATION_PHASE = 3 };

/* In the VP campaigns (15.3, 15.4) the US wins outright with its
 * Commitment Level at 5 at the end of a Fall and the next Winter, the NA
 * with it at 1 (15.4.3, 15.4.4, A17).  The chances of either, the level
 * rolled each turn to the game's end with the chart's modifier as the
 * position stands (8.2: a modified 6 or more raises it, 1 or less lowers
 * it).  The modifier is what the sides steer: the lead in VPs (+1 to the
 * side behind, whatever its size), the NA's Atrocity markers in
 * Pennsylvania and Kentucky (+1 each), Iroquois in play (-1).  Session
 * 16, Mad Anthony at 100 it.: Normal's NA led 45-40 and lost to random
 * play by CL 5 two years running (seed 1), Normal's US led 50-32 and lost
 * by CL 1 (seed 2); the old evaluation did not read the level. */
static void
commitment_chances (const BloodyCtx *c, double *us_wins, double *na_wins)
{
  double p[6][6] = { { 0 } };   /* [level now][level at the last Fall's end] */
  int turn = c->mk[c->d->m_turn], drm[2];
  /* The next roll is this turn's while its Mobilization Phase is to come. */
  int next_roll = c->st->phase < MOBILIZATION_PHASE ? turn : turn + 1;

  *us_wins = *na_wins = 0;
  if (c->sc->battle || c->sc->campaign_kind != 3 || !commitment_check_left (c))
    return;
  /* The next roll with the whole modifier; the later ones with what
   * outlasts it (the lead may change sides, the Atrocity markers go in
   * the same phase, 4.4; session 16: held for every roll, the lead's
   * modifier had Normal's US trail on VPs all game for a CL 5 that never
   * came, and lose Mad Anthony 62-73, seed 2). */
  drm[0] = bloody_commitment_drm (c, FALSE);
  drm[1] = bloody_commitment_drm (c, TRUE);
  p[CLAMP (c->mk[c->d->m_cl], 1, 5)][CLAMP (c->x->cl_fall, 0, 5)] = 1;
  for (int t = turn; t <= c->sc->last_turn; t++)
    {
      double next[6][6] = { { 0 } };
      int d = drm[t > next_roll];
      double up = CLAMP (d + 1, 0, 6) / 6.0;     /* the die's faces with roll + d >= 6 */
      double down = CLAMP (1 - d, 0, 6) / 6.0;   /* ... and with roll + d <= 1 */

      for (int cl = 1; cl <= 5; cl++)
        for (int fall = 0; fall <= 5; fall++)
          {
            double m = p[cl][fall];

            if (m == 0)
              continue;
            if (t >= next_roll)
              {
                next[MIN (cl + 1, 5)][fall] += m * up;
                next[MAX (cl - 1, 1)][fall] += m * down;
                m *= 1 - up - down;
              }
            next[cl][fall] += m;
          }
      /* The turn's end: a Fall's level is kept, a Winter's checked. */
      memset (p, 0, sizeof p);
      for (int cl = 1; cl <= 5; cl++)
        for (int fall = 0; fall <= 5; fall++)
          {
            double m = next[cl][fall];

            if (t % 4 == 1)
              p[cl][cl] += m;
            else if (t % 4 == 2 && (cl == 5 || cl == 1) && fall == cl)
              *(cl == 5 ? us_wins : na_wins) += m;
            else
              p[cl][fall] += m;
          }
    }
}

/* ---- melee threat (10.6) --------------------------------------------------- */

/* One side's stack on one battle hex, as the melee sees it. */
typedef struct {
  int def2, att2;     /* melee factors defending and attacking, doubled (10.6) */
  int cr, level;      /* best leader's CR; highest CL or ML */
  gboolean disrupted; /* one column to the other side (10.6) */
  double loss;        /* what its cheapest unit's loss is worth: its VP, the lost unit */
  int units;
} MeleeStack;

/* The column of the Melee Combat Results Table, odds rounded in the
 * defender's favour and held between 1-3 (0) and 5-1 (6), as the rules
 * resolve it (10.6). */
static int
melee_column (int att2, int def2)
{
  if (att2 >= def2)
    return CLAMP (2 + MIN (att2 / MAX (def2, 1), 5) - 1, 0, 6);
  return CLAMP (2 - MIN ((def2 + att2 - 1) / MAX (att2, 1), 3) + 1, 0, 6);
}

/* What each side's stacks stand to lose in the enemy's next melee (10.6):
 * for every hex next to enemy units that may attack, the attack all of
 * them could make, at its column after the leaders' and disruption's
 * shifts and the levels' modifier (10.6.1), the result's worth to the
 * attacker over the die (units lost, each side's cheapest; a retreat a
 * quarter of a unit), where it gains; threat[side] sums them.  The
 * search looks two impulses ahead, and a side's melee comes three after
 * the other side's movement: without this term a lone US regular next to
 * three warriors in the woods (5-1, 2 VP to the NA, 16.1.3) looked as
 * safe as two stacked (session 14: Normal's US lost Fallen Timbers,
 * seed 1, to random play's melees, 9-7). */
static void
melee_threat (const BloodyCtx *c, double threat[2])
{
  const BloodyGrid *g = NULL;
  MeleeStack st[BLOODY_MAX_CELLS][2];
  guint8 used[BLOODY_MAX_CELLS] = { 0 };

  threat[0] = threat[1] = 0;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int cell, side = c->d->pieces[p].side;
      const BloodyGrid *pg;
      MeleeStack *m;

      if ((side != 0 && side != 1) || (pg = bloody_grid_of (c, c->pc[p].location, &cell)) == NULL)
        continue;
      if (g == NULL)
        {
          g = pg;
          memset (st, 0, sizeof st);
        }
      if (pg != g)
        continue;
      m = &st[cell][side];
      if (!used[cell])
        {
          used[cell] = 1;
          st[cell][0].loss = st[cell][1].loss = G_MAXDOUBLE;
        }
      if (bloody_is_leader (c, p))
        m->cr = MAX (m->cr, c->d->pieces[p].cr);
      else if (bloody_is_combat (c, p))
        {
          gboolean routed = bloody_routed (c, p), disrupted = (c->x->status[p] & ST_DISRUPTED) != 0;
          /* Warriors fight doubled from or in woods while in good order. */
          int cf2 = !routed && !disrupted && c->d->pieces[p].klass == PC_WARRIOR && g->terrain[cell] == HT_WOODS ? 4 : 2;

          m->units++;
          m->def2 += cf2;
          m->att2 += routed ? 0 : cf2;
          m->disrupted |= disrupted || routed;
          m->level = MAX (m->level, bloody_level (c, p));
          m->loss = MIN (m->loss, bloody_unit_vp (c, p) + 1.5 + 0.4 * unit_value (c, p));
        }
    }
  if (g == NULL)
    return;
  for (int cell = 0; cell < g->cols * g->rows; cell++)
    for (int side = 0; side < 2 && used[cell]; side++)
      {
        const MeleeStack *d = &st[cell][side];
        int att2 = 0, cr = 0, level = 0, col;
        gboolean disrupted = FALSE;
        double att_loss = G_MAXDOUBLE, gain = 0;

        if (d->units == 0)
          continue;
        for (int dir = 0; dir < 6; dir++)
          {
            int n = g->neighbour[cell][dir];
            const MeleeStack *a;

            if (n < 0 || !used[n] || (a = &st[n][1 - side])->att2 == 0)
              continue;
            att2 += a->att2;
            cr = MAX (cr, a->cr);
            level = MAX (level, a->level);
            disrupted |= a->disrupted;
            att_loss = MIN (att_loss, a->loss);
          }
        if (att2 == 0)
          continue;
        col = CLAMP (melee_column (att2, d->def2) + cr - d->cr - (disrupted ? 1 : 0) + (d->disrupted ? 1 : 0), 0, 6);
        for (int roll = 1; roll <= 6; roll++)
          {
            const BloodyMcrtCell *r = &c->d->mcrt[CLAMP (roll + CLAMP (level - d->level, -3, 3) + 2, 0, 11)][col];

            gain += MIN (r->def_losses, d->units) * d->loss + (r->def_retreat ? 0.25 * d->loss : 0) -
                    r->att_losses * att_loss - (r->att_retreat ? 0.25 * att_loss : 0);
          }
        if (gain > 0)
          threat[side] += gain / 6;
      }
}

static double
us_score (const BloodyCtx *c)
{
  const BloodyData *d = c->d;
  const BloodyBattle *b = &c->x->battle;
  /* 15.1.4, 15.2.4: the VP track decides nothing in the Kekionga
   * campaigns; it stays a tie-break. */
  double s = (kekionga_campaign (c) ? 0.1 : 1.0) * (c->x->vp[0] - c->x->vp[1]), units[2] = { 0, 0 };
  guint8 reach[2][64];

  if (b->active)
    {
      double threat[2];

      /* 10.7: the battle's VPs, its losses, the primary leaders; 10.6:
       * what the next melees may take, counted at half as they may not
       * come. */
      melee_threat (c, threat);
      s += b->vp[0] - b->vp[1] + 1.5 * (b->lost[1] - b->lost[0]) - 0.5 * (threat[0] - threat[1]);
      for (int side = 0; side < 2; side++)
        {
          int primary = bloody_primary (c, side);

          if (primary >= 0 && !in_play (c, primary))
            s += side == 0 ? -3.0 : 3.0;
        }
    }
  else
    {
      target_distances (c, 0, reach[0]);
      target_distances (c, 1, reach[1]);
      for (guint a = 0; a < d->n_spaces && a < 64; a++)
        {
          s += bloody_is_settled (c, a) ? 0.5 : 0;
          s -= bloody_is_pillaged (c, a) ? 0.5 : 0;
          s += bloody_has_us_fort (c, a) ? 0.5 : 0;
        }
      if (kekionga_campaign (c))
        s += kekionga_score (c, reach[0]);
      else if (!c->sc->battle)
        s -= 2.0 * MAX (0.0, 10.0 - towns_north (c, TRUE));
    }
  for (guint p = 0; p < d->n_pieces; p++)
    {
      int side = d->pieces[p].side, loc = c->pc[p].location;

      if ((side != 0 && side != 1) || !bloody_is_combat (c, p) || !in_play (c, p))
        continue;
      units[side] += unit_value (c, p);
      /* Every unit counts where it stands: far from what it can strike it
       * is worth less. */
      if (!b->active && loc < (int) d->n_spaces && loc < 64)
        s += (side == 0 ? -1 : 1) * bh_ai_kit_distance_cost (1, reach[side][loc], 0.03);
    }
  return s + 0.4 * (units[0] - units[1]);
}

double
bloody_ai_evaluate (BhRules *rules, const BhState *state, int side)
{
  BloodyCtx c;
  double value, lead;

  if (bh_ai_kit_result (state, side, &value))
    return value;
  /* The memo keeps the US's value. */
  if (!bh_ai_kit_memo_lookup (rules, state, &value))
    {
      double us_wins, na_wins;

      ctx_for (&c, rules, state);
      lead = us_score (&c);
      /* 15.4.3, 15.4.4: a game the Commitment Level ends is not decided
       * by the VPs. */
      commitment_chances (&c, &us_wins, &na_wins);
      value = us_wins + (1 - us_wins - na_wins) * bh_ai_kit_logistic (lead, 0.3);
      bh_ai_kit_memo_store (rules, state, value);
    }
  return side == 0 ? value : 1 - value;
}

/* ---- policy ----------------------------------------------------------------- */

/* The enemy's fighting units on the battle boards, and each cell's
 * distance to the nearest of them, worked out once a cell: the policy
 * weighs every step of every unit, twice, in each rollout's step.  The
 * field is kept, one a thread, while the enemies stand where they stood:
 * through a side's movement impulse (10.4) the other side's units do not
 * move, and a rollout lists that impulse's steps some 70 times
 * (session 19, St. Clair's Surprise). */
typedef struct {
  const BloodyData *data;
  int side;
  guint n;
  gint16 cell[BLOODY_MAX_PIECES];
  guint8 grid[BLOODY_MAX_PIECES];
  gint16 steps[BLOODY_MAX_GRIDS][BLOODY_MAX_CELLS];   /* -1: not yet */
} EnemyField;

static _Thread_local EnemyField enemy_field;

/* The field for `side`'s enemies as they stand now: the one kept if
 * they stand where it found them, else a new one. */
static EnemyField *
enemy_field_get (const BloodyCtx *c, int side)
{
  EnemyField *f = &enemy_field;
  gint16 cell[BLOODY_MAX_PIECES];
  guint8 grid[BLOODY_MAX_PIECES];
  guint n = 0;

  for (guint p = 0; p < c->d->n_pieces && n < BLOODY_MAX_PIECES; p++)
    {
      const BloodyGrid *g;
      int at;

      if (c->d->pieces[p].side == 1 - side && bloody_is_combat (c, p) && !bloody_routed (c, p) &&
          (g = bloody_grid_of (c, c->pc[p].location, &at)) != NULL)
        {
          cell[n] = at;
          grid[n++] = g - c->d->grids;
        }
    }
  if (f->data == c->d && f->side == side && f->n == n && memcmp (f->cell, cell, n * sizeof cell[0]) == 0 &&
      memcmp (f->grid, grid, n) == 0)
    return f;
  f->data = c->d;
  f->side = side;
  f->n = n;
  memcpy (f->cell, cell, n * sizeof cell[0]);
  memcpy (f->grid, grid, n);
  memset (f->steps, 0xff, sizeof f->steps);
  return f;
}

/* Hex steps from `location` to the nearest of the enemies, or
 * BH_AI_KIT_FAR. */
static int
enemy_steps (const BloodyCtx *c, EnemyField *f, int location)
{
  int cell, best = BH_AI_KIT_FAR;
  const BloodyGrid *g = bloody_grid_of (c, location, &cell);
  gint16 *memo;

  if (g == NULL)
    return best;
  memo = &f->steps[g - c->d->grids][cell];
  if (*memo >= 0)
    return *memo;
  for (guint i = 0; i < f->n; i++)
    if (f->grid[i] == g - c->d->grids)
      best = MIN (best, bloody_cell_distance (g, cell, f->cell[i]));
  return *memo = best;
}

static double
casualty_weight (const BloodyCtx *c, int piece)
{
  if (piece < 0 || (guint) piece >= c->d->n_pieces)
    return 1.0;
  return bh_ai_kit_casualty_weight (c->d->pieces[piece].fcf + 2 * bloody_is_leader (c, piece));
}

/* Where the moving force stands on the main map, or -1. */
static int
force_area (const BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->in_force[p] && c->pc[p].location < c->d->n_spaces)
      return c->pc[p].location;
  return -1;
}

/* An area of the Miami or the Shawnee: 15.1.4's NA victory wants none of
 * them to hold a settler. */
static gboolean
miami_or_shawnee (const BloodyCtx *c, int area)
{
  int nation = c->d->spaces[area].nation;

  return nation >= 0 && (nation == bh_game_data_find_nation (c->self->data, "miami") ||
                         nation == bh_game_data_find_nation (c->self->data, "shawnee"));
}

/* The Raid Resolution Chart's chance of a success or a legend (a final
 * roll of 4 or more, 12.0.3) from what the target shows: its terrain,
 * less each militia unit and the best US leader's rating there (12.0.2;
 * the way's MPs and forts are weighed when the way is chosen). */
static double
raid_success_chance (const BloodyCtx *c, int area)
{
  int drm, us_cr = 0, terrain = c->d->spaces[area].terrain;

  drm = terrain == AT_ROUGH ? 2 : terrain == AT_WILDERNESS ? 1 : -1;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].side == 0)
      {
        if (c->d->pieces[p].klass == PC_MILITIA)
          drm--;
        else if (c->d->pieces[p].klass == PC_LEADER)
          us_cr = MAX (us_cr, c->d->pieces[p].cr);
      }
  return CLAMP (3 + drm - us_cr, 0, 6) / 6.0;
}

/* In the Kekionga campaigns the VPs a raid takes count for nothing
 * (15.1.4, 15.2.4) and most of the chart's bands cost warriors (12.0.3),
 * which 15.1.4 counts against the NA's level: only Harmar's Expedition's
 * settlers in Miami or Shawnee territory (the NA's victory) are worth a
 * raid, by the chart's chance of success (session 12: Easy's NA raided
 * everywhere, even St. Clair's column at -19, and lost 29-34 warriors a
 * game).  Elsewhere a success anywhere is 1-2 VP (15.4.5): every raid 3
 * (weighing those by the chart's chance too lost the NA 6 games in 120 of
 * the VP campaigns against random play, not kept). */
static double
raid_target_weight (const BloodyCtx *c, int area)
{
  if (!kekionga_campaign (c))
    return 3.0;
  if (area < 0 || (guint) area >= c->d->n_spaces || c->sc->campaign_kind != 1 || !miami_or_shawnee (c, area) ||
      !bloody_is_settled (c, area) || bloody_is_pillaged (c, area))
    return 0.2;
  return 0.2 + 3.0 * raid_success_chance (c, area);
}

/* 15.4.4, 6.0.3: in the campaigns the US needs ten permanent settlements
 * and villages north of the Ohio at the end, and three settlers in an
 * area make a village: settle north of the Ohio, where settlers already
 * stand, up to the third (session 12: Easy's US settled anywhere and lost
 * 19 games in 20 of Mad Anthony to random play, most with 3-5 towns). */
static double
settle_weight (const BloodyCtx *c, int area, gboolean village)
{
  int settlers = 0;

  if (c->sc->battle || area < 0 || (guint) area >= c->d->n_spaces)
    return 2.0;
  /* 15.1.4: a settler in Miami or Shawnee territory at the end denies
   * the NA any victory level. */
  if (c->sc->campaign_kind == 1)
    return miami_or_shawnee (c, area) ? 4.0 : 1.0;
  if (kekionga_campaign (c))
    return 2.0;
  /* Far from the ten (fewer than five permanent settlements and
   * villages north) settlers north of the Ohio are only raid targets, 1
   * VP to the NA each (15.4.5): settling them there lost the US 5 games
   * in 100 of the campaign against random play, where it won 9 in 100 of
   * Mad Anthony (session 12).  A village stays for good (6.0.3). */
  if (!village && towns_north (c, FALSE) < 5)
    return 2.0;
  if (!c->d->spaces[area].north_of_ohio)
    return 1.0;
  if (village)
    return 4.0;
  for (guint p = 0; p < c->d->n_pieces; p++)
    settlers += c->pc[p].location == area && c->d->pieces[p].klass == PC_SETTLER;
  return settlers < 3 ? 3.0 + settlers : 1.5;
}

/* 8.2: each Atrocity marker in Pennsylvania or Kentucky is +1 on the
 * US commitment roll, towards the US's CL-5 victory of the VP campaigns
 * (15.4.3): there the NA places them seldom (0.4, where elsewhere 1.5). */
static double
atrocity_weight (const BloodyCtx *c, int side, int area)
{
  int region;

  if (side != 1 || area < 0 || (guint) area >= c->d->n_spaces || c->sc->campaign_kind != 3 ||
      !commitment_check_left (c))
    return 1.5;
  region = c->d->spaces[area].region;
  return region == R_PA || region == R_KY ? 0.4 : 1.5;
}

/* 9.5: "both sides can choose to pillage an area to deny its use to the
 * enemy"; a pillaged area costs its own side too (9.5.2).  The NA does not
 * pillage a tribal area (-1 on its nation's mobilization roll, NA
 * Mobilization Chart), Kekionga (-1 on every nation's, and in Harmar's
 * Expedition the US's marginal victory, 15.1.4) or an area with a British
 * fort (no British supply through it, 7.0.3), below passing; the US not its
 * own settlers (they must relocate, 9.5.2), and in Harmar's Expedition
 * pillages Kekionga first (15.1.4).  Session 19: Easy's NA pillaged
 * Kekionga itself and lost Harmar's Expedition, seed 1, by the US's
 * marginal victory (levels US 1, NA 0); the old policy weighed every
 * pillage 2.5. */
static double
pillage_weight (const BloodyCtx *c, int side, int area)
{
  int fort;

  if (area < 0 || (guint) area >= c->d->n_spaces)
    return 2.5;
  if (side == 1)
    {
      if (c->d->spaces[area].nation >= 0 || area == c->d->kekionga ||
          ((fort = bloody_fort_in (c, area)) >= 0 && c->d->pieces[fort].side == 1))
        return 0.05;
      return 2.5;
    }
  if (area == c->d->kekionga && c->sc->campaign_kind == 1)
    return 4.0;
  return bloody_is_settled (c, area) ? 0.05 : 2.5;
}

void
bloody_ai_policy (BhRules *rules, const BhState *state, const GArray *actions, double *weights)
{
  BloodyCtx c;
  int side = state->pending.side;
  guint8 reach[64];
  gboolean have_reach = FALSE;
  EnemyField *enemies = NULL;

  ctx_for (&c, rules, state);
  for (guint i = 0; i < actions->len; i++)
    {
      const BhAction *a = &g_array_index (actions, BhAction, i);
      double w = 1.0;

      switch (a->kind)
        {
        /* Battle (10.x). */
        case A_FIRE:
          w = 3.0 + (a->args[1] >= 0 && (guint) a->args[1] < c.d->n_pieces ? c.d->pieces[a->args[1]].fcf : 0);
          break;
        case A_STEP:
          if (enemies == NULL)
            enemies = enemy_field_get (&c, side);
          w = bh_ai_kit_step_weight (enemy_steps (&c, enemies, c.pc[a->args[0]].location),
                                     enemy_steps (&c, enemies, a->args[1]));
          break;
        case A_MELEE: w = 0.2; break;    /* below end-impulse: see the head comment */
        case A_JOIN: w = 1.5; break;
        case A_STRIKE: w = 1.5; break;
        case A_END_IMPULSE: w = 0.3; break;
        case A_EXIT: w = 0.05; break;
        case A_LOSE: w = casualty_weight (&c, a->args[0]); break;
        /* The Action Phase (9.x). */
        case A_PASS: w = 0.3; break;
        case A_ACTIVATE: w = 2.0; break;
        case A_MOVE:
          {
            int here = force_area (&c);

            if (!have_reach)
              {
                target_distances (&c, side, reach);
                have_reach = TRUE;
              }
            w = here >= 0 && here < 64 && a->args[0] >= 0 && a->args[0] < 64
                  ? bh_ai_kit_step_weight (reach[here], reach[a->args[0]]) : 1.0;
          }
          break;
        case A_STOP: w = 0.5; break;
        case A_DROP: w = 0.3; break;
        case A_BATTLE: case A_SKIRMISH: w = 1.5; break;
        case A_RAID: w = raid_target_weight (&c, a->args[1]); break;
        case A_RAID_GO: w = 3.0; break;
        case A_RAID_WITH: w = 2.0; break;
        /* 12.0.1: the fewer of the Raid chart's minuses and 12.0.4's check, the likelier. */
        case A_RAID_ROUTE:
          w = 3.0 / (1 + (a->args[0] & RT_FORTS) + !!(a->args[0] & RT_OHIO) + !!(a->args[0] & RT_PILLAGED) +
                     ((a->args[0] >> 6) > 12 ? (a->args[0] >> 6) / 12 : 0));
          break;
        case A_SETTLE: w = settle_weight (&c, a->args[0], FALSE); break;
        case A_SETUP:
          /* 15.3.1's villages north of the Ohio count for good (15.4.4,
           * 6.0.3); 15.1.1's settlers in Miami or Shawnee territory deny
           * the NA its level (15.1.4). */
          if (a->args[0] >= 0 && (guint) a->args[0] < c.d->n_pieces)
            {
              int klass = c.d->pieces[a->args[0]].klass;

              if (klass == PC_VILLAGE && !kekionga_campaign (&c))
                w = settle_weight (&c, a->args[1], TRUE);
              else if (klass == PC_SETTLER && c.sc->campaign_kind == 1)
                w = settle_weight (&c, a->args[1], FALSE);
            }
          break;
        case A_SETTLE_DONE: w = 0.1; break;   /* 6.0.1: fewer settlers, rarely */
        case A_BUILD_FORT: w = 2.0; break;
        case A_ATROCITY: w = atrocity_weight (&c, side, a->args[0]); break;
        case A_AMBUSH: w = 2.5; break;
        case A_ASSASSINATE: w = 2.0; break;
        case A_PILLAGE: w = pillage_weight (&c, side, a->args[0]); break;
        case A_ASSAULT: w = 1.5; break;
        case A_GROUP: w = 2.0; break;
        case A_NO_GROUP: w = 0.5; break;
        case A_TREATY: w = 1.2; break;
        case A_REACT: w = 1.5; break;
        case A_NO_REACT: w = 0.8; break;
        case A_DISBAND: w = 0.2; break;
        default: break;
        }
      weights[i] = w;
    }
}

/* A look-ahead ends after the phase it began in and the next one: the
 * side's own moves and the other side's reply; in a battle (10.1), after
 * two impulses or at the battle's end. */
gboolean
bloody_ai_horizon (BhRules *rules, const BhState *start, const BhState *now)
{
  const BloodyExtra *was = bh_state_const_extra (start), *is = bh_state_const_extra (now);

  if (now->result != BH_RESULT_ONGOING)
    return TRUE;
  if (was->battle.active)
    return !is->battle.active ||
           (is->battle.round * 16 + is->battle.impulse) - (was->battle.round * 16 + was->battle.impulse) >= 2;
  return bh_ai_kit_phases_horizon (rules, start, now, 2);
}
