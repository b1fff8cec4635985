/* bh-bloody-battle.c — battles on the battle boards (10.1–10.7): set-up by
 * the lettered hexes, ten rounds of movement, fire and melee impulses,
 * recovery, routs, leader losses and the end of the battle.  The same
 * engine plays the battle scenarios (16.x) and the battles of a campaign,
 * whose result goes back to the campaign map (bloody_battle_over). */
#include "config.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

/* What stands on each cell of the battle board. */
typedef struct {
  guint8 units[2][BLOODY_MAX_CELLS];     /* combat units, any status */
  guint8 fresh[2][BLOODY_MAX_CELLS];     /* un-routed combat units */
  guint8 leaders[2][BLOODY_MAX_CELLS];
  guint8 warriors[BLOODY_MAX_CELLS];     /* NA warriors */
  guint8 british[BLOODY_MAX_CELLS];      /* British and Canadian units */
  guint8 nations[BLOODY_MAX_CELLS];      /* bit per warrior nation */
  guint8 mixer[BLOODY_MAX_CELLS];        /* Tecumseh or Girty (10.4.1) */
  guint8 rallying[2][BLOODY_MAX_CELLS];  /* leaders who may rally warriors: not Tecumseh or Girty (14.0.3, 14.0.4) */
  /* The pieces on the board and their cells, so that the lists of steps
   * and fire need not walk the whole counter mix. */
  guint n_board;
  int board[BLOODY_MAX_PIECES], board_cell[BLOODY_MAX_PIECES];
} Occ;

static int impulse_side (const BloodyBattle *b);
static gboolean next_impulse (BloodyCtx *c);
static void off_board (BloodyCtx *c, int piece, const char *rule);

static const BloodyGrid *
grid (const BloodyCtx *c)
{
  return &c->d->grids[MAX (c->x->battle.grid, 0)];
}

const BloodyGrid *
bloody_grid_of (const BloodyCtx *c, int location, int *cell)
{
  for (guint g = 0; g < c->d->n_grids; g++)
    {
      const BloodyGrid *bg = &c->d->grids[g];

      if (location >= bg->first_location && location < bg->first_location + bg->cols * bg->rows)
        {
          *cell = location - bg->first_location;
          return bg;
        }
    }
  *cell = -1;
  return NULL;
}

/* The cell of a piece on the battle board, or -1. */
static int
cell_of (const BloodyCtx *c, int piece)
{
  const BloodyGrid *g = grid (c);
  int loc = c->pc[piece].location;

  if (loc == BH_OFFBOARD || loc < g->first_location || loc >= g->first_location + g->cols * g->rows)
    return -1;
  return loc - g->first_location;
}

static int
loc_of (const BloodyCtx *c, int cell)
{
  return grid (c)->first_location + cell;
}

static int
side_of (const BloodyCtx *c, int piece)
{
  return c->d->pieces[piece].side;
}

/* Every list of steps, fire and melee starts here, so the walk of the
 * whole counter mix is kept to one bounds test a piece (what cell_of
 * tests); the rest is done only for the few pieces on the battle board,
 * still in the order of their numbers, which is the order of the lists. */
static void
occupancy (const BloodyCtx *c, Occ *o)
{
  const BloodyGrid *g = grid (c);
  const BhPieceState *pc = c->pc;
  guint first = g->first_location, n_cells = g->cols * g->rows, n_pieces = c->d->n_pieces;

  memset (o, 0, offsetof (Occ, n_board));
  o->n_board = 0;
  for (guint p = 0; p < n_pieces; p++)
    {
      /* Unsigned: below first_location wraps round to a large number;
       * BH_OFFBOARD is past every grid. */
      guint cell = (guint) pc[p].location - first;
      int s;

      if (cell >= n_cells || (s = side_of (c, p)) < 0)
        continue;
      o->board[o->n_board] = p;
      o->board_cell[o->n_board++] = cell;
      if (bloody_is_combat (c, p))
        {
          const BloodyPieceInfo *pi = &c->d->pieces[p];

          o->units[s][cell]++;
          if (c->pc[p].face == 0)
            o->fresh[s][cell]++;
          if (pi->klass == PC_WARRIOR)
            {
              o->warriors[cell]++;
              o->nations[cell] |= 1u << (pi->nation & 7);
            }
          if (pi->british)
            o->british[cell]++;
        }
      else if (bloody_is_leader (c, p))
        {
          o->leaders[s][cell]++;
          if (c->d->pieces[p].special == SP_TECUMSEH || c->d->pieces[p].special == SP_GIRTY)
            o->mixer[cell] = 1;
          else
            o->rallying[s][cell]++;
        }
    }
}

static gboolean
adjacent_to (const BloodyCtx *c, const guint8 *cells, int cell)
{
  const BloodyGrid *g = grid (c);

  for (int dir = 0; dir < 6; dir++)
    {
      int n = bloody_cell_neighbour (g, cell, dir);

      if (n >= 0 && cells[n])
        return TRUE;
    }
  return FALSE;
}

static int
nearest (const BloodyCtx *c, const guint8 *cells, int cell)
{
  const BloodyGrid *g = grid (c);
  int best = 999;

  for (int i = 0; i < g->cols * g->rows; i++)
    if (cells[i])
      best = MIN (best, bloody_cell_distance (g, cell, i));
  return best;
}

static gboolean
is_woods (const BloodyCtx *c, int cell)
{
  return grid (c)->terrain[cell] == HT_WOODS;
}

/* The best Command Rating among a side's leaders on `cell`; Tecumseh adds
 * 1 to one stacked leader's rating (14.0.3). */
static int
best_cr (const BloodyCtx *c, int side, int cell)
{
  int best = -1, tecumseh = -1;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (bloody_is_leader (c, p) && side_of (c, p) == side && cell_of (c, p) == cell)
      {
        if (c->d->pieces[p].special == SP_TECUMSEH)
          tecumseh = c->d->pieces[p].cr;
        else
          best = MAX (best, c->d->pieces[p].cr);
      }
  if (best < 0)
    return MAX (tecumseh, 0);
  return best + (tecumseh >= 0 ? 1 : 0);
}

/* 10.3: the rating a stacked leader subtracts from `unit`'s recovery or
 * rally roll, -1 with no leader who may.  Tecumseh and Girty cannot
 * "rally Disrupted or Routed" warriors (14.0.3, 14.0.4); Tecumseh still
 * adds 1 to another leader's rating. */
static int
rally_cr (const BloodyCtx *c, int side, int cell, int unit)
{
  int best = -1;
  gboolean tecumseh = FALSE;

  if (c->d->pieces[unit].klass != PC_WARRIOR)
    return best_cr (c, side, cell);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (bloody_is_leader (c, p) && side_of (c, p) == side && cell_of (c, p) == cell)
      {
        if (c->d->pieces[p].special == SP_TECUMSEH)
          tecumseh = TRUE;
        else if (c->d->pieces[p].special != SP_GIRTY)
          best = MAX (best, c->d->pieces[p].cr);
      }
  return best >= 0 && tecumseh ? best + 1 : best;
}

/* ---- stacking (10.4.1) -------------------------------------------------- */

/* May `piece` (not on `cell`) stand on `cell` together with what is
 * there? */
static gboolean
stack_ok (const BloodyCtx *c, const Occ *o, int piece, int cell)
{
  const BloodyPieceInfo *pi = &c->d->pieces[piece];
  int limit = is_woods (c, cell) ? 2 : 3;

  if (!bloody_is_combat (c, piece))
    return TRUE;
  if (o->units[pi->side][cell] + 1 > limit)
    return FALSE;
  /* Warriors of different nations only with Tecumseh or Girty. */
  if (pi->klass == PC_WARRIOR && (o->nations[cell] & ~(1u << (pi->nation & 7))) && !o->mixer[cell])
    return FALSE;
  /* At most one warrior with British or Canadian units. */
  if (pi->klass == PC_WARRIOR && o->british[cell] > 0 && o->warriors[cell] >= 1)
    return FALSE;
  if (pi->british && o->warriors[cell] > 1)
    return FALSE;
  return TRUE;
}

/* ---- movement costs (Battle Board TEC, 10.4) ---------------------------- */

static int
season_col (const BloodyCtx *c)
{
  return bloody_season (c);   /* SEASON_* are the TEC's column order */
}

static int
step_cost (const BloodyCtx *c, int piece, int from, int to, int dir)
{
  const BloodyData *d = c->d;
  const BloodyGrid *g = grid (c);
  const BloodyPieceInfo *pi = &d->pieces[piece];
  int s = season_col (c), cost, t = g->terrain[to];
  gboolean warrior = pi->klass == PC_WARRIOR, regular = pi->klass == PC_REGULAR;
  gboolean trail = (g->sides[from][dir] & HS_TRAIL) && (g->sides[to][(dir + 3) % 6] & HS_TRAIL);
  guint8 side = g->sides[from][dir];

  if (trail)
    cost = d->battle_tec[9][s];
  else if (t == HT_WOODS)
    cost = d->battle_tec[warrior ? 2 : 3][s];
  else if (t == HT_SWAMP)
    cost = d->battle_tec[warrior ? 4 : 5][s];
  else if (t == HT_CULTIVATED)
    cost = d->battle_tec[6][s];
  else
    cost = d->battle_tec[regular ? 0 : 1][s];
  if (side & HS_STREAM)
    cost += d->battle_tec[7][s];
  /* A trail negates slope costs (TEC note 2). */
  if ((side & HS_SLOPE) && !trail)
    cost += d->battle_tec[8][s];
  if (c->x->severe || c->sc->severe)
    cost *= 2;   /* Severe weather doubles all costs (5.0 event 5, 16.3.3). */
  return cost;
}

static int
allowance (const BloodyCtx *c, int piece)
{
  int ma = c->d->pieces[piece].ma;

  if (c->x->status[piece] & ST_DISRUPTED)
    ma -= 1;   /* MCRT notes: Disrupted units have MA −1. */
  if (c->x->status[piece] & ST_BONUS)
    ma += 1;   /* 10.4: began the impulse with an un-moved leader. */
  return MAX (ma, 0);
}

/* May `piece`, at `from`, step to `to`, its neighbour in direction `dir`? */
static gboolean
can_step (const BloodyCtx *c, const Occ *o, int piece, int from, int dir, int to)
{
  const BloodyGrid *g = grid (c);
  int side = side_of (c, piece), cost, used = c->x->mp_used[piece];

  if (c->x->status[piece] & ST_STOPPED)
    return FALSE;
  if (bloody_is_combat (c, piece) && c->pc[piece].face == 1)
    return FALSE;   /* Routed units rout, they do not move (10.4). */
  if (o->units[1 - side][to] || o->leaders[1 - side][to])
    return FALSE;
  if (!stack_ok (c, o, piece, to))
    return FALSE;
  cost = step_cost (c, piece, from, to, dir);
  /* Severe weather: a stream is crossed only by spending all MPs (5.0). */
  if ((c->x->severe || c->sc->severe) && (g->sides[from][dir] & HS_STREAM))
    return used == 0;
  /* At least one hex by spending all MPs (10.4). */
  return used == 0 || used + cost <= allowance (c, piece);
}

static void
list_steps (BloodyCtx *c, int side)
{
  const BloodyGrid *g = grid (c);
  Occ o;

  occupancy (c, &o);
  for (guint i = 0; i < o.n_board; i++)
    {
      int p = o.board[i], from = o.board_cell[i];

      if (side_of (c, p) != side)
        continue;
      if (!bloody_is_combat (c, p) && !bloody_is_leader (c, p))
        continue;
      for (int dir = 0; dir < 6; dir++)
        {
          int to = bloody_cell_neighbour (g, from, dir);

          if (to >= 0 && can_step (c, &o, p, from, dir, to))
            bloody_add_action (c, A_STEP, 2, p, loc_of (c, to));
        }
      /* 10.4: units may leave the board voluntarily from an edge hex. */
      if (bloody_cell_on_edge (g, from) && !(c->x->status[p] & ST_STOPPED) &&
          !(bloody_is_combat (c, p) && c->pc[p].face == 1) && c->x->mp_used[p] < allowance (c, p))
        bloody_add_action (c, A_EXIT, 1, p, 0);
    }
}

/* ---- line of sight (10.5.1) --------------------------------------------- */

static void
cell_centre (const BloodyGrid *g, int cell, double *x, double *y)
{
  int col = cell % g->cols + 1, row = cell / g->cols + 1;

  *x = 1.5 * (col - 1);
  *y = 1.7320508 * ((row - 1) + ((col & 1) ? 0.5 : 0));
}

static int
cell_at (const BloodyGrid *g, double x, double y)
{
  int best = -1;
  double bd = 1e9;
  int col = (int) (x / 1.5 + 0.5) + 1;

  for (int cc = col - 1; cc <= col + 1; cc++)
    for (int rr = 0; rr <= g->rows + 1; rr++)
      {
        double cx, cy, dd;
        int cell;

        if (cc < 1 || cc > g->cols || rr < 1 || rr > g->rows)
          continue;
        cell = (rr - 1) * g->cols + cc - 1;
        cell_centre (g, cell, &cx, &cy);
        dd = (cx - x) * (cx - x) + (cy - y) * (cy - y);
        if (dd < bd)
          {
            bd = dd;
            best = cell;
          }
      }
  return best;
}

static int
side_between (const BloodyGrid *g, int a, int b)
{
  for (int dir = 0; dir < 6; dir++)
    if (bloody_cell_neighbour (g, a, dir) == b)
      return dir;
  return -1;
}

static gboolean
line_of_sight (const BloodyCtx *c, const Occ *o, int from, int to)
{
  const BloodyGrid *g = grid (c);
  int n = bloody_cell_distance (g, from, to), prev = from;
  double ax, ay, bx, by;
  int season = bloody_season (c);

  cell_centre (g, from, &ax, &ay);
  cell_centre (g, to, &bx, &by);
  for (int i = 1; i <= n; i++)
    {
      /* A nudge keeps the line off the corners where three hexes meet. */
      double t = (double) i / n;
      int cell = cell_at (g, ax + (bx - ax) * t + 1e-4, ay + (by - ay) * t + 2e-4), dir;

      if (cell == prev)
        continue;
      dir = side_between (g, prev, cell);
      /* Slopes: adjacent, or the firer or the target on the higher side. */
      if (dir >= 0 && (g->sides[prev][dir] & HS_SLOPE) && n > 1)
        {
          gboolean firer_high = prev == from && g->elevation[from] > g->elevation[cell];
          gboolean target_high = cell == to && g->elevation[to] > g->elevation[prev];

          if (!firer_high && !target_high)
            return FALSE;
        }
      if (cell != to)
        {
          int t2 = g->terrain[cell];

          /* Into but not through woods, occupied hexes, and cultivated
           * hexes in summer and fall. */
          if (t2 == HT_WOODS || (t2 == HT_CULTIVATED && (season == SEASON_SUMMER || season == SEASON_FALL)))
            return FALSE;
          if (o->units[0][cell] || o->units[1][cell] || o->leaders[0][cell] || o->leaders[1][cell])
            return FALSE;
        }
      prev = cell;
    }
  return TRUE;
}

static int
fire_range (const BloodyCtx *c, int piece)
{
  switch (c->d->pieces[piece].klass)
    {
    case PC_REGULAR: return 4;
    case PC_MILITIA: return 3;
    default: return c->x->rifle[piece] ? 3 : 1;   /* a Rifle gives a warrior 3 (14.0.2) */
    }
}

static gboolean
can_fire (const BloodyCtx *c, int piece, int side)
{
  return side_of (c, piece) == side && bloody_is_combat (c, piece) && cell_of (c, piece) >= 0 &&
         c->pc[piece].face == 0 && !(c->x->status[piece] & (ST_DISRUPTED | ST_FIRED));
}

static gboolean
can_target (const BloodyCtx *c, const Occ *o, int firer, int target)
{
  int from = cell_of (c, firer), to = cell_of (c, target);

  if (to < 0 || !bloody_is_combat (c, target) || side_of (c, target) == side_of (c, firer))
    return FALSE;
  if (bloody_cell_distance (grid (c), from, to) > fire_range (c, firer))
    return FALSE;
  return line_of_sight (c, o, from, to);
}

static gboolean
surprised (const BloodyCtx *c, int side)
{
  const BloodyBattle *b = &c->x->battle;

  /* 10.2a: only the surpriser acts in the first battle impulse (the first
   * player's half of round 1, docs). */
  return b->surprise && b->round == 1 && b->impulse < BI_MOVE_SECOND && side != b->first;
}

static void
list_fire (BloodyCtx *c, int side)
{
  Occ o;

  occupancy (c, &o);
  for (guint i = 0; i < o.n_board; i++)
    if (can_fire (c, o.board[i], side))
      for (guint j = 0; j < o.n_board; j++)
        if (side_of (c, o.board[j]) == 1 - side && can_target (c, &o, o.board[i], o.board[j]))
          bloody_add_action (c, A_FIRE, 2, o.board[i], o.board[j]);
}

/* ---- hits (10.5.2) -------------------------------------------------------- */

static void
rout (BloodyCtx *c, int piece)
{
  c->pc[piece].face = 1;
  c->x->status[piece] &= ~ST_DISRUPTED;
  /* Translators: A Dark and Bloody Ground: a unit routs */
  bloody_note (c, "10.5.2", _("%s is routed"), bloody_piece_name (c, piece));
}

static void
hit (BloodyCtx *c, int piece, const char *rule)
{
  int cell = cell_of (c, piece);

  if (c->pc[piece].face == 1)
    bloody_eliminate (c, piece, rule);
  else if (c->x->status[piece] & ST_DISRUPTED)
    {
      if (!bloody_level_check (c, piece, cell >= 0 ? best_cr (c, side_of (c, piece), cell) : 0, rule))
        rout (c, piece);
    }
  else
    {
      c->x->status[piece] |= ST_DISRUPTED;
      /* Translators: A Dark and Bloody Ground: a unit is disrupted */
      bloody_note (c, rule, _("%s is disrupted"), bloody_piece_name (c, piece));
    }
}

static void
apply_fire (BloodyCtx *c, int firer, int target)
{
  const BloodyGrid *g = grid (c);
  const BloodyPieceInfo *pi = &c->d->pieces[firer];
  int from = cell_of (c, firer), to = cell_of (c, target), dist = bloody_cell_distance (g, from, to);
  int cf = pi->fcf, drm = 0, roll, mult = 1;
  gboolean woods_from = is_woods (c, from);

  if (pi->klass == PC_REGULAR && !woods_from)
    mult = 3;
  else if (pi->klass == PC_MILITIA && !woods_from)
    mult = 2;
  else if (pi->klass == PC_WARRIOR && woods_from)
    mult = 2;
  cf *= mult;
  if (is_woods (c, to) && dist > 1)
    drm += 1;
  if (g->elevation[to] > g->elevation[from])
    drm += 1;
  if (c->x->status[target] & ST_DISRUPTED)
    drm -= 1;
  if (c->pc[target].face == 1)
    drm -= 2;
  if (bh_state_option (c->st, 0) && dist > 1)
    drm += dist - 1;   /* optional rule 10.5.2 */
  c->x->status[firer] |= ST_FIRED;
  roll = bloody_roll (c);
  /* Translators: A Dark and Bloody Ground: fire combat: the firer, the
     target, the firer's combat factor after multipliers, the die, the
     modifier, the modified roll */
  bloody_note (c, "10.5.2", _("%s fires at %s: CF %d, die %d %+d = %d"), bloody_piece_name (c, firer),
               bloody_piece_name (c, target), cf, roll, drm, roll + drm);
  if (roll == 6 || roll + drm >= cf)
    {
      /* Translators: A Dark and Bloody Ground: a shot misses (a natural 6
         always misses, 10.5.2) */
      bloody_note (c, "10.5.2", roll == 6 ? _("a natural 6: miss") : _("miss"));
      return;
    }
  c->x->battle.hit_cells[to / 8] |= 1u << (to % 8);
  hit (c, target, "10.5.2");
}

/* 10.5.3: each leader in a hex hit by fire rolls once; a 6 removes him.
 * The leaders are those there when the fire hit: a replacement who comes
 * for one of them does not roll. */
static void
fire_leader_losses (BloodyCtx *c)
{
  BloodyBattle *b = &c->x->battle;
  int hit_leaders[BLOODY_MAX_PIECES], n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int cell = cell_of (c, p);

      if (cell >= 0 && bloody_is_leader (c, p) && (b->hit_cells[cell / 8] & (1u << (cell % 8))))
        hit_leaders[n++] = p;
    }
  for (int i = 0; i < n; i++)
    {
      int p = hit_leaders[i], roll = bloody_roll (c);

      /* Translators: A Dark and Bloody Ground: a leader's casualty roll */
      bloody_note (c, "10.5.3", _("%s rolls %d for his life"), bloody_piece_name (c, p), roll);
      if (roll == 6)
        bloody_eliminate (c, p, "10.5.3");
    }
  /* The hexes hit stay marked while the leaders left alone there are
   * placed (alone_step). */
  b->alone_mode = 1;
  b->alone_next = 0;
}

/* A leader with no combat unit of his side in his hex: after fire, in a
 * hex hit by it (10.5.3: "the owner may relocate the leader to any other
 * friendly occupied hex"); after a melee, next to an un-routed enemy (his
 * units gone or retreated: he goes with them, to a hex of the owner's
 * choice; docs). */
static gboolean
left_alone (const BloodyCtx *c, const Occ *o, int p, int mode)
{
  int cell = cell_of (c, p), s = side_of (c, p);

  if (!bloody_is_leader (c, p) || cell < 0 || o->units[s][cell])
    return FALSE;
  return mode == 1 ? (c->x->battle.hit_cells[cell / 8] & (1u << (cell % 8))) != 0
                   : adjacent_to (c, o->fresh[1 - s], cell);
}

static gboolean
any_friendly_hex (const BloodyCtx *c, const Occ *o, int side)
{
  for (int i = 0; i < grid (c)->cols * grid (c)->rows; i++)
    if (o->units[side][i])
      return TRUE;
  return FALSE;
}

/* TRUE when a leader's owner must decide; else the impulse goes on: the
 * next one after fire, the melee impulse after a melee. */
static gboolean
alone_step (BloodyCtx *c)
{
  BloodyBattle *b = &c->x->battle;
  Occ o;

  occupancy (c, &o);
  for (; b->alone_next < (int) c->d->n_pieces; b->alone_next++)
    {
      int p = b->alone_next;

      if (!left_alone (c, &o, p, b->alone_mode))
        continue;
      if (any_friendly_hex (c, &o, side_of (c, p)))
        {
          bloody_set_decision (c, side_of (c, p), D_LEADER_ALONE, p);
          return TRUE;
        }
      if (b->alone_mode == 2)
        off_board (c, p, "10.6.1");   /* no unit of his left on the board */
    }
  if (b->alone_mode == 1)
    {
      memset (b->hit_cells, 0, sizeof b->hit_cells);
      b->alone_mode = 0;
      next_impulse (c);
      return FALSE;
    }
  b->alone_mode = 0;
  bloody_set_decision (c, impulse_side (b), D_MELEE, 0);
  return TRUE;
}

static void
list_alone (BloodyCtx *c)
{
  int p = c->st->pending.args[0], s = side_of (c, p);
  Occ o;

  occupancy (c, &o);
  for (int i = 0; i < grid (c)->cols * grid (c)->rows; i++)
    if (o.units[s][i])
      bloody_add_action (c, A_LEADER_TO, 2, p, loc_of (c, i));
  if (c->x->battle.alone_mode == 1)
    bloody_add_action (c, A_LEADER_STAYS, 1, p, 0);
}

/* ---- routs and retreats (10.4, MCRT) -------------------------------------- */

static void
off_board (BloodyCtx *c, int piece, const char *rule)
{
  bloody_move (c, piece, c->d->b_off_board);
  /* Translators: A Dark and Bloody Ground: a unit leaves the battle board */
  bloody_note (c, rule, _("%s leaves the battle board"), bloody_piece_name (c, piece));
}

/* A retreat or a rout is the owner's to steer, hex by hex (MCRT R and
 * Rout, 10.4): BloodyExtra.flee holds the hexes still to go and whether
 * the unit routs; one unit flees at a time.  No hex may hold an enemy; a
 * rout goes "away from enemy units": each hex farther from the nearest
 * one; a retreat may pass by the enemy (MCRT) but never nearer to it, nor
 * back into the hex it left; from an edge hex a unit may leave the board. */
enum { FLEE_STEPS = 0x03, FLEE_ROUT = 0x04 };

static void
start_flight (BloodyCtx *c, int piece, gboolean routing)
{
  c->x->flee[piece] = 2 | (routing ? FLEE_ROUT : 0);
}

/* The first unit still fleeing, or -1. */
static int
next_fleeing (const BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->flee[p])
      return p;
  return -1;
}

/* Where `piece` may flee next, as locations (the off-board box to leave
 * the board); returns how many. */
static int
flee_targets (const BloodyCtx *c, int piece, int *targets)
{
  const BloodyGrid *g = grid (c);
  Occ o;
  int side = side_of (c, piece), cell = cell_of (c, piece), here, n = 0;

  if (cell < 0)
    return 0;
  occupancy (c, &o);
  here = nearest (c, o.units[1 - side], cell);
  /* A rout must gain distance; a retreat must not lose any. */
  if (c->x->flee[piece] & FLEE_ROUT)
    here++;
  for (int dir = 0; dir < 6; dir++)
    {
      int next = bloody_cell_neighbour (g, cell, dir);

      if (next >= 0 && !o.units[1 - side][next] && !o.leaders[1 - side][next] &&
          nearest (c, o.units[1 - side], next) >= here &&
          !((c->x->flee[piece] & FLEE_STEPS) == 1 && next == c->x->battle.flee_origin))
        targets[n++] = loc_of (c, next);
    }
  if (bloody_cell_on_edge (g, cell))
    targets[n++] = c->d->b_off_board;
  return n;
}

static void
list_flee (BloodyCtx *c)
{
  int piece = c->st->pending.args[0], targets[8], n = flee_targets (c, piece, targets);

  for (int i = 0; i < n; i++)
    bloody_add_action (c, A_RETREAT, 2, piece, targets[i]);
}

/* MCRT R: at the end of a retreat the unit is Disrupted; a unit already
 * Disrupted checks or routs. */
static void
end_retreat (BloodyCtx *c, int piece)
{
  c->x->flee[piece] = 0;
  if (cell_of (c, piece) < 0 || c->pc[piece].face != 0)
    return;
  if (c->x->status[piece] & ST_DISRUPTED)
    {
      if (!bloody_level_check (c, piece, 0, "MCRT"))
        rout (c, piece);
    }
  else
    c->x->status[piece] |= ST_DISRUPTED;
}

/* No hex to flee to: a retreating unit is eliminated (MCRT R), a routed
 * one is held in place (10.4 case 2). */
static void
flee_blocked (BloodyCtx *c, int piece)
{
  if (c->x->flee[piece] & FLEE_ROUT)
    {
      c->x->flee[piece] = 0;
      return;
    }
  c->x->flee[piece] = 0;
  /* Translators: A Dark and Bloody Ground: a unit has nowhere to retreat */
  bloody_note (c, "MCRT", _("%s cannot retreat"), bloody_piece_name (c, piece));
  bloody_eliminate (c, piece, "MCRT");
}

/* One hex of a retreat or a rout, chosen by the owner. */
static void
apply_flee (BloodyCtx *c, int piece, int location)
{
  gboolean routing = (c->x->flee[piece] & FLEE_ROUT) != 0;
  gboolean first = (c->x->flee[piece] & FLEE_STEPS) == 2;
  const char *rule = routing ? "10.4" : "MCRT";
  int side = side_of (c, piece), cell;
  Occ o;

  c->st->pending.kind = D_NONE;
  if (location == c->d->b_off_board)
    {
      c->x->flee[piece] = 0;
      off_board (c, piece, rule);
      return;
    }
  occupancy (c, &o);
  if (first)
    c->x->battle.flee_origin = cell_of (c, piece);
  bloody_move (c, piece, location);
  cell = cell_of (c, piece);
  c->x->flee[piece]--;
  if (routing)
    /* Translators: A Dark and Bloody Ground: a routed unit runs */
    bloody_note (c, rule, _("%s routs to %s"), bloody_piece_name (c, piece), bloody_loc_name (c, location));
  else
    /* Translators: A Dark and Bloody Ground: a unit retreats one hex */
    bloody_note (c, rule, _("%s retreats to %s"), bloody_piece_name (c, piece), bloody_loc_name (c, location));
  /* A routed unit stops with a friendly leader (10.4). */
  if (routing && o.leaders[side][cell])
    {
      c->x->flee[piece] = 0;
      return;
    }
  /* Through a hex next to an un-routed enemy outside woods (MCRT): a
   * routed unit is eliminated, another checks or routs. */
  if (!is_woods (c, cell) && adjacent_to (c, o.fresh[1 - side], cell))
    {
      if (c->pc[piece].face == 1)
        {
          c->x->flee[piece] = 0;
          bloody_eliminate (c, piece, "MCRT");
          return;
        }
      if (!bloody_level_check (c, piece, 0, "MCRT"))
        rout (c, piece);
    }
  if ((c->x->flee[piece] & FLEE_STEPS) == 0)
    {
      if (routing)
        c->x->flee[piece] = 0;
      else
        end_retreat (c, piece);
    }
}

/* ---- recovery (10.3) ------------------------------------------------------ */

static void
recovery (BloodyCtx *c, int side)
{
  Occ o;

  occupancy (c, &o);
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int cell = cell_of (c, p);
      gboolean warrior;

      if (cell < 0 || side_of (c, p) != side || !bloody_is_combat (c, p))
        continue;
      warrior = c->d->pieces[p].klass == PC_WARRIOR;
      if (c->pc[p].face == 0 && (c->x->status[p] & ST_DISRUPTED))
        {
          if (!adjacent_to (c, o.units[1 - side], cell))
            {
              c->x->status[p] &= ~ST_DISRUPTED;
              /* Translators: A Dark and Bloody Ground: a disrupted unit recovers */
              bloody_note (c, "10.3", _("%s recovers"), bloody_piece_name (c, p));
            }
          else if (bloody_level_check (c, p, MAX (rally_cr (c, side, cell, p), 0), "10.3"))
            c->x->status[p] &= ~ST_DISRUPTED;
        }
      else if (c->pc[p].face == 1 && (warrior ? o.rallying[side][cell] || adjacent_to (c, o.rallying[side], cell)
                                              : o.leaders[side][cell] || adjacent_to (c, o.leaders[side], cell)))
        {
          if (bloody_level_check (c, p, MAX (rally_cr (c, side, cell, p), 0), "10.3"))
            {
              c->pc[p].face = 0;
              c->x->status[p] |= ST_DISRUPTED;
              /* Translators: A Dark and Bloody Ground: a routed unit rallies */
              bloody_note (c, "10.3", _("%s rallies to disrupted"), bloody_piece_name (c, p));
            }
        }
    }
}

/* ---- melee (10.6) --------------------------------------------------------- */

static gboolean
can_attack_from (const BloodyCtx *c, int piece, int side)
{
  return side_of (c, piece) == side && bloody_is_combat (c, piece) && cell_of (c, piece) >= 0 &&
         c->pc[piece].face == 0 && !(c->x->status[piece] & ST_MELEED);
}

static gboolean
adjacent_cells (const BloodyCtx *c, int a, int b)
{
  return a >= 0 && b >= 0 && bloody_cell_distance (grid (c), a, b) == 1;
}

static void
list_melee (BloodyCtx *c, int side)
{
  const BloodyGrid *g = grid (c);
  Occ o;
  guint8 seen[BLOODY_MAX_CELLS] = { 0 };

  occupancy (c, &o);
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int from;

      if (!can_attack_from (c, p, side))
        continue;
      from = cell_of (c, p);
      for (int dir = 0; dir < 6; dir++)
        {
          int n = bloody_cell_neighbour (g, from, dir);

          if (n < 0 || seen[n] || !o.units[1 - side][n] || (c->x->battle.hit_cells[n / 8] & (1u << (n % 8))))
            continue;
          seen[n] = 1;
          bloody_add_action (c, A_MELEE, 1, loc_of (c, n), 0);
        }
    }
}

/* A unit's melee factor, doubled so that halves stay whole (10.6). */
static int
melee_cf2 (const BloodyCtx *c, int piece, gboolean attacking, int target_cell)
{
  const BloodyGrid *g = grid (c);
  const BloodyPieceInfo *pi = &c->d->pieces[piece];
  int cell = cell_of (c, piece), cf = 2, dir;
  gboolean normal = c->pc[piece].face == 0 && !(c->x->status[piece] & ST_DISRUPTED);

  if (c->pc[piece].face == 1)
    return 2;   /* Routed: CF 1, never a terrain benefit. */
  if (normal && pi->klass == PC_WARRIOR && is_woods (c, cell))
    cf *= 2;   /* warriors attacking from or defending in woods */
  if (attacking && (dir = side_between (g, cell, target_cell)) >= 0)
    {
      if ((g->sides[cell][dir] & HS_SLOPE) && g->elevation[target_cell] > g->elevation[cell])
        cf /= 2;   /* attacking up-slope */
      if ((g->sides[cell][dir] & HS_STREAM) && (pi->klass == PC_REGULAR || pi->klass == PC_MILITIA))
        cf /= 2;   /* regulars and militia across a stream */
    }
  return MAX (cf, 1);
}

static int
side_level (const BloodyCtx *c, int side, gboolean attackers, int def_cell)
{
  int level = -1;

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      gboolean in = attackers ? (c->x->status[p] & ST_MELEED) && side_of (c, p) == side && cell_of (c, p) != def_cell
                              : cell_of (c, p) == def_cell && side_of (c, p) == side;

      if (in && bloody_is_combat (c, p))
        level = MAX (level, bloody_level (c, p));   /* the highest ML among nations (10.6.1) */
    }
  return MAX (level, 0);
}

static void
start_losses (BloodyCtx *c, int side, int n, int hex, int reason)
{
  BloodyBattle *b = &c->x->battle;

  b->loss_side = side;
  b->loss_left = n;
  b->loss_hex = hex;
  b->loss_reason = reason;
}

static gboolean
loss_candidate (const BloodyCtx *c, int piece)
{
  const BloodyBattle *b = &c->x->battle;

  if (side_of (c, piece) != b->loss_side || !bloody_is_combat (c, piece) || cell_of (c, piece) < 0)
    return FALSE;
  if (b->loss_hex >= 0)
    return c->pc[piece].location == b->loss_hex;
  return (c->x->status[piece] & ST_MELEED) != 0 && c->pc[piece].location != b->melee_hex;
}

static void
resolve_melee (BloodyCtx *c)
{
  BloodyBattle *b = &c->x->battle;
  int def_cell = b->melee_hex - grid (c)->first_location, att_side = impulse_side (b), def_side = 1 - att_side;
  int att2 = 0, def2 = 0, col, shift = 0, drm, roll, row, att_cr = 0;
  gboolean att_disrupted = FALSE, def_disrupted = FALSE;
  const BloodyMcrtCell *m;

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int cell = cell_of (c, p);

      if (cell < 0 || !bloody_is_combat (c, p))
        continue;
      if (side_of (c, p) == att_side && (c->x->status[p] & ST_MELEED) && cell != def_cell)
        {
          att2 += melee_cf2 (c, p, TRUE, def_cell);
          att_disrupted |= (c->x->status[p] & ST_DISRUPTED) != 0;
          att_cr = MAX (att_cr, best_cr (c, att_side, cell));
        }
      else if (side_of (c, p) == def_side && cell == def_cell)
        {
          def2 += melee_cf2 (c, p, FALSE, -1);
          def_disrupted |= (c->x->status[p] & ST_DISRUPTED) != 0;
          c->x->status[p] |= ST_MELEED;
        }
    }
  /* Odds rounded in the defender's favour, held between 1-3 and 5-1. */
  if (att2 >= def2)
    col = 2 + MIN (att2 / MAX (def2, 1), 5) - 1;
  else
    col = 2 - MIN ((def2 + att2 - 1) / MAX (att2, 1), 3) + 1;
  col = CLAMP (col, 0, 6);
  /* Translators: A Dark and Bloody Ground: melee odds from the two melee
     factors (shown whole or with halves) */
  bloody_note (c, "10.6", _("Melee at %s: %g against %g"), bloody_loc_name (c, b->melee_hex), att2 / 2.0, def2 / 2.0);
  shift = att_cr - best_cr (c, def_side, def_cell) - (att_disrupted ? 1 : 0) + (def_disrupted ? 1 : 0);
  col = CLAMP (col + shift, 0, 6);
  b->melee_odds = col;
  drm = CLAMP (side_level (c, att_side, TRUE, def_cell) - side_level (c, def_side, FALSE, def_cell), -3, 3);
  roll = bloody_roll (c);
  row = CLAMP (roll + drm + 2, 0, 11);
  m = &c->d->mcrt[row][col];
  {
    static const char *cols[7] = { "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1" };

    /* Translators: A Dark and Bloody Ground: melee resolution: the odds
       column after shifts, the column shift, the die, the modifier, the
       results for attacker and defender */
    bloody_note (c, "10.6.1", _("Column %s (shift %+d), die %d %+d: attacker %d%s, defender %d%s"), cols[col], shift,
                 roll, drm, m->att_losses, m->att_retreat ? "R" : "", m->def_losses, m->def_retreat ? "R" : "");
  }
  b->def_result = m->def_losses | (m->def_retreat ? 0x10 : 0) | 0x80;
  b->att_result = m->att_losses | (m->att_retreat ? 0x10 : 0) | 0x80;
}

/* 10.6.2: leaders in a hex with a loss or a retreat roll; +1 attacking
 * below 1-1 or defending above 3-1; 6 or more eliminates. */
static void
melee_leader_loss (BloodyCtx *c, int side, int cell, gboolean attacker)
{
  int there[BLOODY_MAX_PIECES], n = 0;

  /* Those there now: a replacement who comes for one does not roll. */
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (bloody_is_leader (c, p) && side_of (c, p) == side && cell_of (c, p) == cell)
      there[n++] = p;
  for (int i = 0; i < n; i++)
    {
      int p = there[i], roll = bloody_roll (c), mod = (attacker && c->x->battle.melee_odds < 2) ||
                                                      (!attacker && c->x->battle.melee_odds > 4) ? 1 : 0;

      /* Translators: A Dark and Bloody Ground: a leader's casualty roll in melee */
      bloody_note (c, "10.6.2", _("%s rolls %d %+d for his life"), bloody_piece_name (c, p), roll, mod);
      if (roll + mod >= 6)
        bloody_eliminate (c, p, "10.6.2");
    }
}

/* Applies what is left of the melee result; FALSE when a player must
 * first choose a loss or steer a retreat. */
static gboolean
melee_results (BloodyCtx *c)
{
  BloodyBattle *b = &c->x->battle;
  int att_side = impulse_side (b), def_side = 1 - att_side;
  int def_cell = b->melee_hex - grid (c)->first_location;

  for (int pass = 0; pass < 2; pass++)
    {
      guint8 *res = pass == 0 ? &b->def_result : &b->att_result;
      int side = pass == 0 ? def_side : att_side;

      /* *res: 0x80 to apply, 0x0f losses, 0x10 retreat, 0x20 leaders
       * checked, 0x40 losses taken. */
      if (!(*res & 0x80))
        continue;
      if (*res & 0x0f)
        {
          int n = *res & 0x0f, avail = 0;

          *res = (*res & 0xf0) | 0x40;
          start_losses (c, side, n, pass == 0 ? b->melee_hex : -1, LOSS_MELEE);
          for (guint p = 0; p < c->d->n_pieces; p++)
            avail += loss_candidate (c, p);
          if (avail > n)
            return FALSE;
          for (guint p = 0; p < c->d->n_pieces; p++)
            if (loss_candidate (c, p))
              bloody_eliminate (c, p, "MCRT");
          b->loss_left = 0;
        }
      /* 10.6.2: leaders in a hex with a loss or a retreat. */
      if (!(*res & 0x20) && (*res & 0x50))
        {
          guint8 cells[BLOODY_MAX_CELLS] = { 0 };

          if (pass == 0)
            cells[def_cell] = 1;
          else
            for (guint p = 0; p < c->d->n_pieces; p++)
              if ((c->x->status[p] & ST_MELEED) && side_of (c, p) == side && cell_of (c, p) >= 0 &&
                  cell_of (c, p) != def_cell)
                cells[cell_of (c, p)] = 1;
          for (int i = 0; i < grid (c)->cols * grid (c)->rows; i++)
            if (cells[i])
              melee_leader_loss (c, side, i, pass == 1);
        }
      *res |= 0x20;
      if (*res & 0x10)
        {
          gboolean any = FALSE;

          *res &= ~0x10;
          for (guint p = 0; p < c->d->n_pieces; p++)
            {
              gboolean in = pass == 0 ? cell_of (c, p) == def_cell && side_of (c, p) == side
                                      : (c->x->status[p] & ST_MELEED) && side_of (c, p) == side && cell_of (c, p) >= 0 &&
                                        cell_of (c, p) != def_cell;

              if (in && bloody_is_combat (c, p))
                {
                  start_flight (c, p, FALSE);
                  any = TRUE;
                }
            }
          if (any)
            return FALSE;   /* the owner steers each retreat */
        }
      *res = 0;
    }
  /* Leaders left alone next to the enemy go with their units, where
   * their owner chooses (alone_step). */
  b->alone_mode = 2;
  b->alone_next = 0;
  b->melee_hex = -1;
  return FALSE;
}

/* ---- set-up (10.2) ----------------------------------------------------------- */

static int
next_to_deploy (const BloodyCtx *c)
{
  const BloodyBattle *b = &c->x->battle;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == b->area && side_of (c, p) == b->deploy_side &&
        (bloody_is_combat (c, p) || bloody_is_leader (c, p)) &&
        !(bloody_is_combat (c, p) && c->d->pieces[p].klass == PC_WARRIOR && c->pc[p].face == 1))
      return p;
  return -1;
}

static gboolean
near_letter (const BloodyGrid *g, int cell, const char *letters, int radius)
{
  for (int i = 0; i < g->cols * g->rows; i++)
    if (g->letter[i] && (letters == NULL || strchr (letters, g->letter[i])) && bloody_cell_distance (g, cell, i) <= radius)
      return TRUE;
  return FALSE;
}

static gboolean
trail_cell (const BloodyGrid *g, int cell)
{
  for (int dir = 0; dir < 6; dir++)
    if (g->sides[cell][dir] & HS_TRAIL)
      return TRUE;
  return FALSE;
}

/* The battle scenarios' set-up zones. */
static gboolean
scenario_zone (const BloodyCtx *c, const Occ *o, int piece, int cell)
{
  const BloodyGrid *g = grid (c);
  int side = side_of (c, piece);
  gboolean next_to_enemy = adjacent_to (c, o->units[1 - side], cell) || adjacent_to (c, o->leaders[1 - side], cell);

  switch (c->sc->zones)
    {
    case 1:
      /* 16.1.1: within 4 hexes of a lettered hex; 16.1.2: woods or swamp,
       * not next to a US unit. */
      if (side == 0)
        return near_letter (g, cell, NULL, 4);
      return (g->terrain[cell] == HT_WOODS || g->terrain[cell] == HT_SWAMP) && !next_to_enemy;
    case 2:
      /* 16.2.1: within one hex of a trail hex, one unit a hex (leaders
       * with any unit); 16.2.2: not next to a US unit. */
      if (side == 0)
        {
          gboolean near = trail_cell (g, cell);

          for (int dir = 0; dir < 6 && !near; dir++)
            {
              int n = bloody_cell_neighbour (g, cell, dir);

              near = n >= 0 && trail_cell (g, n);
            }
          return near && (!bloody_is_combat (c, piece) || o->units[0][cell] == 0);
        }
      return !next_to_enemy;
    case 3:
      /* 16.3.1: within 4 hexes of hex A; 16.3.2: within 4 of C or D, not
       * next to an NA unit. */
      if (side == 1)
        return near_letter (g, cell, "A", 4);
      return near_letter (g, cell, "CD", 4) && !next_to_enemy;
    default:
      return TRUE;
    }
}

static gboolean
deploy_ok (const BloodyCtx *c, const Occ *o, int piece, int cell)
{
  const BloodyBattle *b = &c->x->battle;
  const BloodyGrid *g = grid (c);
  int side = side_of (c, piece);

  if (o->units[1 - side][cell] || o->leaders[1 - side][cell] || !stack_ok (c, o, piece, cell))
    return FALSE;
  if (b->scenario)
    return scenario_zone (c, o, piece, cell);
  if (side != b->first)
    {
      /* Within 4 hexes of a lettered hex. */
      for (int i = 0; i < g->cols * g->rows; i++)
        if (g->letter[i] && bloody_cell_distance (g, cell, i) <= 4)
          return TRUE;
      return FALSE;
    }
  /* Not within 3 hexes of an enemy, unless surprising from woods (10.2a). */
  if (b->surprise && bloody_is_combat (c, piece) && is_woods (c, cell))
    return TRUE;
  return nearest (c, o->units[1 - side], cell) > 3 && nearest (c, o->leaders[1 - side], cell) > 3;
}

static void
list_deploy (BloodyCtx *c)
{
  const BloodyGrid *g = grid (c);
  int piece = c->st->pending.args[0];
  Occ o;

  occupancy (c, &o);
  for (int i = 0; i < g->cols * g->rows; i++)
    if (deploy_ok (c, &o, piece, i))
      bloody_add_action (c, A_DEPLOY, 2, piece, loc_of (c, i));
  /* A zone with no room left: any hex the unit may stand in (docs). */
  if (c->out != NULL && c->out->len == 0)
    for (int i = 0; i < g->cols * g->rows; i++)
      if (!o.units[1 - side_of (c, piece)][i] && !o.leaders[1 - side_of (c, piece)][i] && stack_ok (c, &o, piece, i))
        bloody_add_action (c, A_DEPLOY, 2, piece, loc_of (c, i));
}

/* ---- the battle's course -------------------------------------------------- */

static int
impulse_side (const BloodyBattle *b)
{
  static const gboolean first[BI_N] = { 1, 0, 1, 1, 0, 1, 0, 0 };

  return first[b->impulse] ? b->first : 1 - b->first;
}

static int
count_on_board (const BloodyCtx *c, int side, gboolean fresh_only)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (side_of (c, p) == side && bloody_is_combat (c, p) && cell_of (c, p) >= 0 && (!fresh_only || c->pc[p].face == 0))
      n++;
  return n;
}

/* How many counters of unit type `type` a battle scenario has brought
 * into play by `round`: its set-up and the later arrivals due by then
 * (16.1.1: two US regulars, two Virginia and two Pennsylvania militia and
 * Harmar on turn 2).  The rest of the counter mix stays out. */
static int
scenario_brought (const BloodyCtx *c, const BhScenario *sc, int type, int round)
{
  int n = 0;

  for (guint i = 0; i < sc->placements->len; i++)
    {
      const BhPlacement *pl = &g_array_index (sc->placements, BhPlacement, i);

      if (pl->unit_type == type && (pl->turn <= 1 || pl->turn <= round))
        n += pl->count;
    }
  return n;
}

/* How many counters of `type` are in play or were: any not off the map
 * (BH_OFFBOARD; eliminated ones stand in their box). */
static int
type_used (const BloodyCtx *c, int type)
{
  const BhUnitType *ut = bh_game_data_get_unit_type (c->self->data, type);
  int n = 0;

  for (int k = 0; k < ut->count; k++)
    n += c->pc[ut->first_piece + k].location != BH_OFFBOARD;
  return n;
}

/* A battle scenario's combat units of `side` still to arrive (16.1.1):
 * they keep the battle going (10.7).  Counters the scenario never sets
 * up are not waiting (session 19: every unused counter of the mix was
 * counted, so a battle scenario never ended before round 10 and St.
 * Clair's Surprise played six rounds with no US unit on the board). */
static int
count_waiting (const BloodyCtx *c, int side)
{
  const BhScenario *sc;
  int n = 0;

  if (!c->x->battle.scenario)
    return 0;
  sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  for (guint i = 0; i < sc->placements->len; i++)
    {
      const BhPlacement *pl = &g_array_index (sc->placements, BhPlacement, i);
      const BhUnitType *ut = bh_game_data_get_unit_type (c->self->data, pl->unit_type);
      gboolean seen = FALSE;

      if (pl->turn <= 1 || ut->side != side || !bloody_is_combat (c, ut->first_piece))
        continue;
      /* Each type once, whatever the number of its placements. */
      for (guint j = 0; j < i && !seen; j++)
        seen = g_array_index (sc->placements, BhPlacement, j).unit_type == pl->unit_type &&
               g_array_index (sc->placements, BhPlacement, j).turn > 1;
      if (!seen)
        n += MAX (0, scenario_brought (c, sc, pl->unit_type, G_MAXINT) - type_used (c, pl->unit_type));
    }
  return n;
}

static void
count_at_start (BloodyCtx *c)
{
  BloodyBattle *b = &c->x->battle;

  for (int s = 0; s < 2; s++)
    {
      b->at_start[s] = 0;
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (side_of (c, p) == s && bloody_is_combat (c, p) &&
            (b->scenario ? (cell_of (c, p) >= 0 || c->pc[p].location == BH_OFFBOARD) : c->pc[p].location == b->area) &&
            !(c->d->pieces[p].klass == PC_WARRIOR && c->pc[p].face == 1))
          b->at_start[s]++;
    }
}

/* 16.1.1: the turn 2 reinforcements enter at the board-edge trail hex
 * closest to set-up hex C, or the closest unblocked hex (10.4). */
static void
enter_reinforcements (BloodyCtx *c, int side)
{
  const BloodyGrid *g = grid (c);
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);

  for (guint i = 0; i < sc->placements->len; i++)
    {
      const BhPlacement *pl = &g_array_index (sc->placements, BhPlacement, i);
      const BhUnitType *type = bh_game_data_get_unit_type (c->self->data, pl->unit_type);

      if (pl->turn <= 1 || pl->turn > c->x->battle.round || type->side != side)
        continue;
      for (int k = 0; k < type->count; k++)
        {
          int p = type->first_piece + k, cell, best = -1, bd = 999;
          Occ o;

          /* 16.1.1: the placement's own number, not the whole mix. */
          if (c->pc[p].location != BH_OFFBOARD ||
              type_used (c, pl->unit_type) >= scenario_brought (c, sc, pl->unit_type, c->x->battle.round))
            continue;
          occupancy (c, &o);
          bloody_grid_of (c, pl->location, &cell);
          for (int j = 0; j < g->cols * g->rows; j++)
            if (!o.units[1 - side][j] && !o.leaders[1 - side][j] && stack_ok (c, &o, p, j) &&
                bloody_cell_distance (g, cell, j) < bd && (bloody_cell_on_edge (g, j) || j == cell))
              {
                bd = bloody_cell_distance (g, cell, j);
                best = j;
              }
          if (best < 0)
            continue;   /* withheld until the way is clear (10.4) */
          bloody_move (c, p, loc_of (c, best));
          c->pc[p].face = 0;
          /* Translators: A Dark and Bloody Ground: a reinforcement enters the board */
          bloody_note (c, "16.1.1", _("%s enters at %s"), bloody_piece_name (c, p), bloody_loc_name (c, loc_of (c, best)));
        }
    }
}

/* 10.7: survivors "may locate to a friendly un-besieged fortification in
 * the same area" and a routed unit there subtracts 1 from its check.  On
 * the campaign map a side's units in an area with its fort stand inside
 * it while they fit (ten, 11.2.2): so a friendly fort without a Siege
 * marker (11.3.1) that shelters all of them. */
static gboolean
in_own_fort (const BloodyCtx *c, int piece, int area)
{
  int fort = bloody_fort_in (c, area), n = 0;

  if (fort < 0 || side_of (c, fort) != side_of (c, piece) || c->x->siege[area] > 0)
    return FALSE;
  /* The side's units back in the area or still coming off the board. */
  for (guint p = 0; p < c->d->n_pieces; p++)
    n += (c->pc[p].location == area || cell_of (c, p) >= 0 || c->pc[p].location == c->d->b_off_board) &&
         side_of (c, p) == side_of (c, piece) && bloody_is_combat (c, p);
  return n <= 10;
}

static void tribe_leaders_fall (BloodyCtx *c);

static void
end_battle (BloodyCtx *c)
{
  BloodyBattle *b = &c->x->battle;
  int defeated = -1;
  gboolean draw = FALSE;

  /* Translators: A Dark and Bloody Ground: a battle ends after a round */
  bloody_note (c, "10.7", _("The battle ends after round %d"), b->round);
  if (b->scenario)
    {
      /* 16.1.3: 5 VPs if no un-routed enemy unit is left on the board. */
      for (int s = 0; s < 2; s++)
        if (count_on_board (c, 1 - s, TRUE) == 0 && c->sc->vp_clear)
          {
            bloody_vp (c, s, c->sc->vp_clear);
            /* Translators: A Dark and Bloody Ground: a side scores for
               clearing the board; the side, the VPs */
            bloody_note (c, "16.1.3", _("%s holds the field: %d VP"), bloody_side_name (c, s), c->sc->vp_clear);
          }
      b->active = 0;
      bloody_finish_by_vp (c, "16.1.3");
      return;
    }
  /* 10.7: survivors return to the area; disruption ends; routed units check. */
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int s = side_of (c, p);

      if (s < 0 || (cell_of (c, p) < 0 && c->pc[p].location != c->d->b_off_board))
        continue;
      bloody_move (c, p, b->area);
      c->x->status[p] &= ~(ST_DISRUPTED | ST_MOVED | ST_FIRED | ST_STOPPED | ST_MELEED | ST_BONUS);
      c->x->mp_used[p] = 0;
      if (bloody_is_combat (c, p) && c->pc[p].face == 1)
        {
          int primary = bloody_primary (c, s);
          /* "if present in the area": back in it, or still to come back
           * from the board (pieces return in piece order). */
          int cr = primary >= 0 && (c->pc[primary].location == b->area || cell_of (c, primary) >= 0 ||
                                    c->pc[primary].location == c->d->b_off_board) ? c->d->pieces[primary].cr : 0;

          if (bloody_level_check (c, p, cr + (in_own_fort (c, p, b->area) ? 1 : 0), "10.7"))
            c->pc[p].face = 0;
          else
            bloody_eliminate (c, p, "10.7");
        }
    }
  /* 10.7.1: defeated by the loss of the primary leader or of a third of
   * the force (fractions dropped; at least one unit, docs). */
  for (int s = 0; s < 2; s++)
    {
      int third = MAX (b->at_start[s] / 3, 1);
      gboolean lost = b->primary_lost[s] || b->lost[s] >= third || b->exited_all == s + 1;   /* A33 */

      if (lost)
        {
          /* Translators: A Dark and Bloody Ground: a side is defeated; the
             side, units lost, units at the start */
          bloody_note (c, "10.7.1", _("%s is defeated: %d of %d units lost%s"), bloody_side_name (c, s), b->lost[s],
                       b->at_start[s], b->primary_lost[s] ? _(", primary leader lost") : "");
          draw = defeated >= 0;   /* both defeated: a draw (A34) */
          defeated = s;
        }
    }
  tribe_leaders_fall (c);
  b->active = 0;
  bloody_battle_over (c, draw ? -1 : defeated, draw || defeated < 0);
}

/* 10.7.1: "In the case where the last warrior unit is eliminated any
 * leader associated that tribe would also be eliminated": a nation's
 * leader back in the area with none of his nation's warriors left there,
 * one of them eliminated in the battle.  (Tecumseh, Girty and McKee have
 * no tribe: they relocate, the exception.) */
static void
tribe_leaders_fall (BloodyCtx *c)
{
  const BloodyBattle *b = &c->x->battle;

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const BloodyPieceInfo *pi = &c->d->pieces[p];
      gboolean warrior = FALSE;

      if (pi->klass != PC_LEADER || pi->side != 1 || pi->special != SP_NONE || pi->nation < 0 || pi->nation >= 8 ||
          c->pc[p].location != b->area || !(b->nation_lost & (1u << pi->nation)))
        continue;
      for (guint q = 0; q < c->d->n_pieces && !warrior; q++)
        warrior = c->d->pieces[q].klass == PC_WARRIOR && c->d->pieces[q].nation == pi->nation &&
                  c->pc[q].location == b->area;
      if (!warrior)
        bloody_eliminate (c, p, "10.7.1");
    }
}

/* Moves to the next impulse; returns FALSE when the battle is over. */
static gboolean
side_gone (const BloodyCtx *c, int side)
{
  return count_on_board (c, side, TRUE) == 0 && count_waiting (c, side) == 0;
}

static gboolean
next_impulse (BloodyCtx *c)
{
  BloodyBattle *b = &c->x->battle;

  b->started = 0;
  if (b->impulse + 1 < BI_N)
    {
      b->impulse++;
      return TRUE;
    }
  /* End of a round (10.1, 10.7): ten rounds, or a side with no un-routed
   * unit on the board.  A side whose reinforcements are still to come
   * (16.1.1) is not gone yet; the other side's coming ones change
   * nothing (session 19: either side's kept every battle going). */
  if (b->round >= 10 || side_gone (c, 0) || side_gone (c, 1))
    {
      end_battle (c);
      return FALSE;
    }
  b->round++;
  b->impulse = 0;
  c->mk[c->d->m_round] = b->round;
  if (b->scenario)
    c->st->turn = b->round;
  /* Translators: A Dark and Bloody Ground: a new battle round */
  bloody_note (c, "10.1", _("Battle round %d"), b->round);
  return TRUE;
}

static void
begin_movement (BloodyCtx *c, int side)
{
  Occ o;

  if (c->x->battle.scenario)
    enter_reinforcements (c, side);
  recovery (c, side);
  occupancy (c, &o);
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int cell = cell_of (c, p);

      c->x->status[p] &= ~(ST_MOVED | ST_STOPPED | ST_BONUS | ST_FIRED | ST_MELEED);
      c->x->mp_used[p] = 0;
      if (cell >= 0 && side_of (c, p) == side && bloody_is_combat (c, p) && o.leaders[side][cell])
        c->x->status[p] |= ST_BONUS;
    }
  /* 10.4: routed units run two hexes, steered by their owner. */
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (side_of (c, p) == side && bloody_is_combat (c, p) && cell_of (c, p) >= 0 && c->pc[p].face == 1)
      start_flight (c, p, TRUE);
}

/* Overstacked hexes at the end of the owner's movement (10.4.1). */
static int
overstacked_hex (const BloodyCtx *c, int side)
{
  Occ o;
  const BloodyGrid *g = grid (c);

  occupancy (c, &o);
  for (int i = 0; i < g->cols * g->rows; i++)
    if (o.units[side][i] > (is_woods (c, i) ? 2 : 3))
      return loc_of (c, i);
  return -1;
}

/* Runs the battle's automatic steps; FALSE when a player must decide or
 * the battle is over. */
gboolean
bloody_battle_step (BloodyCtx *c)
{
  BloodyBattle *b = &c->x->battle;
  int side;

  if (!b->active)
    return FALSE;
  if (b->alone_mode)
    return !alone_step (c) && c->st->pending.kind == D_NONE;
  if (b->loss_left > 0)
    {
      bloody_set_decision (c, b->loss_side, D_LOSS, 0);
      return FALSE;
    }
  {
    int f = next_fleeing (c), targets[8];

    if (f >= 0)
      {
        if (flee_targets (c, f, targets) == 0)
          {
            flee_blocked (c, f);
            return TRUE;
          }
        bloody_set_decision (c, side_of (c, f), D_RETREAT, f);
        return FALSE;
      }
  }
  if (b->melee_hex >= 0 && (b->def_result || b->att_result))
    {
      if (!melee_results (c))
        return TRUE;   /* a loss or a retreat to decide first */
      bloody_set_decision (c, impulse_side (b), D_MELEE, 0);
      return FALSE;
    }
  if (b->round == 0)
    {
      int p = next_to_deploy (c);

      if (p >= 0)
        {
          bloody_set_decision (c, b->deploy_side, D_DEPLOY, p);
          return FALSE;
        }
      if (b->deploy_side != b->first)
        {
          b->deploy_side = b->first;
          return TRUE;
        }
      b->round = 1;
      b->impulse = 0;
      b->started = 0;
      c->mk[c->d->m_round] = 1;
      if (b->scenario)
        b->area = -1;
      return TRUE;
    }
  side = impulse_side (b);
  if (!b->started)
    {
      b->started = 1;
      if (surprised (c, side))
        {
          /* Translators: A Dark and Bloody Ground: a side loses its impulse to surprise */
          bloody_note (c, "10.2a", _("%s is surprised and does not act"), bloody_side_name (c, side));
          return next_impulse (c);
        }
      switch (b->impulse)
        {
        case BI_MOVE_FIRST:
        case BI_MOVE_SECOND:
          begin_movement (c, side);
          bloody_set_decision (c, side, D_BMOVE, 0);
          return TRUE;   /* the routs first */
        case BI_MELEE_FIRST:
        case BI_MELEE_SECOND:
          memset (b->hit_cells, 0, sizeof b->hit_cells);
          for (guint p = 0; p < c->d->n_pieces; p++)
            c->x->status[p] &= ~ST_MELEED;
          b->melee_hex = -1;
          bloody_set_decision (c, side, D_MELEE, 0);
          return FALSE;
        default:
          {
            g_autoptr(GArray) fires = g_array_new (FALSE, FALSE, sizeof (BhAction));
            GArray *save = c->out;

            for (guint p = 0; p < c->d->n_pieces; p++)
              c->x->status[p] &= ~ST_FIRED;
            memset (b->hit_cells, 0, sizeof b->hit_cells);
            c->out = fires;
            list_fire (c, side);
            c->out = save;
            if (fires->len == 0)
              return next_impulse (c);   /* nobody can fire: nothing to decide */
            bloody_set_decision (c, side, D_FIRE, 0);
            return FALSE;
          }
        }
    }
  /* The routs of the movement impulse are run: the impulse goes on. */
  if (c->st->pending.kind == D_NONE || c->st->pending.kind == D_RETREAT)
    bloody_set_decision (c, side, b->impulse == BI_MOVE_FIRST || b->impulse == BI_MOVE_SECOND ? D_BMOVE
                                  : b->impulse == BI_MELEE_FIRST || b->impulse == BI_MELEE_SECOND ? D_MELEE : D_FIRE, 0);
  return FALSE;
}

void
bloody_list_battle (BloodyCtx *c)
{
  BloodyBattle *b = &c->x->battle;
  int side = c->st->pending.side;

  switch (c->st->pending.kind)
    {
    case D_DEPLOY:
      list_deploy (c);
      break;
    case D_BMOVE:
      list_steps (c, side);
      bloody_add_action (c, A_END_IMPULSE, 0, 0, 0);
      break;
    case D_FIRE:
      list_fire (c, side);
      bloody_add_action (c, A_END_IMPULSE, 0, 0, 0);
      break;
    case D_MELEE:
      list_melee (c, side);
      bloody_add_action (c, A_END_IMPULSE, 0, 0, 0);
      break;
    case D_MELEE_JOIN:
      {
        int def_cell = b->melee_hex - grid (c)->first_location;
        gboolean any = FALSE;

        for (guint p = 0; p < c->d->n_pieces; p++)
          {
            if (side_of (c, p) == side && (c->x->status[p] & ST_MELEED) && cell_of (c, p) != def_cell &&
                bloody_is_combat (c, p))
              any = TRUE;
            else if (can_attack_from (c, p, side) && adjacent_cells (c, cell_of (c, p), def_cell))
              bloody_add_action (c, A_JOIN, 1, p, 0);
          }
        if (any)
          bloody_add_action (c, A_STRIKE, 0, 0, 0);
        break;
      }
    case D_LOSS:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (loss_candidate (c, p))
          bloody_add_action (c, A_LOSE, 1, p, 0);
      break;
    case D_RETREAT:
      list_flee (c);
      break;
    case D_LEADER_ALONE:
      list_alone (c);
      break;
    default:
      break;
    }
}

static void
end_impulse (BloodyCtx *c)
{
  int side = c->st->pending.side;

  switch (c->st->pending.kind)
    {
    case D_BMOVE:
      {
        int hex = overstacked_hex (c, side);

        if (hex >= 0)
          {
            Occ o;
            int cell = hex - grid (c)->first_location;

            occupancy (c, &o);
            start_losses (c, side, o.units[side][cell] - (is_woods (c, cell) ? 2 : 3), hex, LOSS_OVERSTACK);
            return;
          }
        break;
      }
    case D_FIRE:
      fire_leader_losses (c);
      c->st->pending.kind = D_NONE;
      return;   /* the leaders left alone, then the next impulse (alone_step) */
    default:
      break;
    }
  next_impulse (c);
}

void
bloody_apply_battle (BloodyCtx *c, const BhAction *a)
{
  BloodyBattle *b = &c->x->battle;
  int p = a->args[0];

  switch (a->kind)
    {
    case A_LEADER_TO:
      bloody_move (c, p, a->args[1]);
      /* Translators: A Dark and Bloody Ground: a leader left alone joins a hex */
      bloody_note (c, b->alone_mode == 1 ? "10.5.3" : "10.6.1", _("%s joins the units at %s"), bloody_piece_name (c, p),
                   bloody_loc_name (c, a->args[1]));
      b->alone_next = p + 1;
      c->st->pending.kind = D_NONE;
      break;
    case A_LEADER_STAYS:
      b->alone_next = p + 1;
      c->st->pending.kind = D_NONE;
      break;
    case A_DEPLOY:
      bloody_move (c, p, a->args[1]);
      /* Translators: A Dark and Bloody Ground: set-up on the battle board */
      bloody_note (c, "10.2", _("%s sets up at %s"), bloody_piece_name (c, p), bloody_loc_name (c, a->args[1]));
      break;
    case A_STEP:
      {
        int from = cell_of (c, p), to = a->args[1] - grid (c)->first_location, dir = side_between (grid (c), from, to);
        int cost = step_cost (c, p, from, to, dir);
        Occ o;

        c->x->mp_used[p] = c->x->mp_used[p] == 0 && cost > allowance (c, p) ? allowance (c, p)
                         : MIN (c->x->mp_used[p] + cost, 255);
        if ((c->x->severe || c->sc->severe) && (grid (c)->sides[from][dir] & HS_STREAM))
          c->x->mp_used[p] = allowance (c, p);
        bloody_move (c, p, a->args[1]);
        c->x->status[p] |= ST_MOVED;
        occupancy (c, &o);
        if (adjacent_to (c, o.fresh[1 - side_of (c, p)], to))
          {
            c->x->status[p] |= ST_STOPPED;
            /* Translators: A Dark and Bloody Ground: a unit must stop next to the enemy */
            bloody_note (c, "10.4", _("%s stops next to the enemy"), bloody_piece_name (c, p));
          }
        break;
      }
    case A_EXIT:
      off_board (c, p, "10.4");
      if (count_on_board (c, a->side, FALSE) == 0 && count_waiting (c, a->side) == 0)
        {
          b->exited_all = a->side + 1;   /* A33: the side concedes the battle */
          b->round = 10;
          b->impulse = BI_N - 1;
          next_impulse (c);
        }
      break;
    case A_END_IMPULSE:
      end_impulse (c);
      break;
    case A_FIRE:
      apply_fire (c, p, a->args[1]);
      break;
    case A_MELEE:
      b->melee_hex = a->args[0];
      {
        int cell = a->args[0] - grid (c)->first_location;

        b->hit_cells[cell / 8] |= 1u << (cell % 8);
      }
      c->st->pending.kind = D_MELEE_JOIN;
      break;
    case A_JOIN:
      c->x->status[p] |= ST_MELEED;
      break;
    case A_STRIKE:
      resolve_melee (c);
      c->st->pending.kind = D_MELEE;
      break;
    case A_RETREAT:
      apply_flee (c, p, a->args[1]);
      break;
    case A_LOSE:
      bloody_eliminate (c, p, b->loss_reason == LOSS_OVERSTACK ? "10.4.1" : "MCRT");
      if (b->loss_left > 0)
        b->loss_left--;
      if (b->loss_left == 0 && b->loss_reason == LOSS_OVERSTACK)
        {
          b->loss_reason = LOSS_NONE;
          end_impulse (c);
        }
      break;
    default:
      break;
    }
}

/* 10.2: both roll, the primary leader's rating and the terrain and
 * Tecumseh modifiers added; ties are rolled again (digest 5.15). */
void
bloody_start_battle (BloodyCtx *c, int area)
{
  BloodyBattle *b = &c->x->battle;
  const BloodySpaceInfo *si = &c->d->spaces[area];
  int total[2];
  gboolean village = FALSE, tecumseh = FALSE;

  memset (b, 0, sizeof *b);
  b->active = 1;
  b->area = area;
  b->melee_hex = -1;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area)
      {
        village |= c->d->pieces[p].klass == PC_VILLAGE;
        tecumseh |= c->d->pieces[p].special == SP_TECUMSEH;
      }
  /* A village makes the area Settled for the battle board (6.0.3). */
  b->grid = si->grid;
  if (village)
    for (guint g = 0; g < c->d->n_grids; g++)
      if (g_str_equal (bh_game_data_get_hexgrid (c->self->data, c->d->grids[g].index)->id, "settled"))
        b->grid = g;
  do
    for (int s = 0; s < 2; s++)
      {
        int primary = bloody_primary (c, s), roll = bloody_roll (c);

        total[s] = roll;
        if (primary >= 0 && c->pc[primary].location == area)
          total[s] += c->d->pieces[primary].cr;
        if (s == 1 && si->terrain == AT_ROUGH)
          total[s] += 1;
        if (s == 0 && (si->terrain == AT_SETTLED || village))
          total[s] += 1;
        if (s == 1 && tecumseh)
          total[s] += 1;
      }
  while (total[0] == total[1]);
  b->first = total[0] > total[1] ? 0 : 1;
  b->surprise = total[b->first] >= 2 * total[1 - b->first];
  /* Translators: A Dark and Bloody Ground: battle initiative: the area, the
     two modified totals, the side that moves first */
  bloody_note (c, "10.2", _("Battle at %s: US %d, NA %d; %s moves first"), bloody_loc_name (c, area), total[0], total[1],
               bloody_side_name (c, b->first));
  if (b->surprise)
    /* Translators: A Dark and Bloody Ground: surprise in battle */
    bloody_note (c, "10.2a", _("%s achieves surprise"), bloody_side_name (c, b->first));
  count_at_start (c);
  b->deploy_side = 1 - b->first;
  b->round = 0;
  c->mk[c->d->m_round] = 1;
}

/* A battle scenario: the pieces stand where the scenario put them. */
void
bloody_start_scenario_battle (BloodyCtx *c)
{
  BloodyBattle *b = &c->x->battle;

  memset (b, 0, sizeof *b);
  b->active = 1;
  b->scenario = 1;
  b->area = -1;
  b->grid = c->sc->grid;
  b->first = c->sc->initiative;
  b->surprise = c->sc->surprise;
  b->melee_hex = -1;
  b->impulse = 0;
  c->mk[c->d->m_round] = 1;
  count_at_start (c);
  /* 16.x: the players set up in the scenario's zones, the side named
   * first first; the data's places are one legal example. */
  b->round = 0;
  b->area = c->d->b_off_board;
  b->deploy_side = MAX (c->sc->setup_first, 0);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (cell_of (c, p) >= 0 && (bloody_is_combat (c, p) || bloody_is_leader (c, p)))
      bloody_move (c, p, b->area);
}
