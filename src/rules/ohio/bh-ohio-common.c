/* bh-ohio-common.c — helpers every Blood on the Ohio module uses: the
 * context and its index of pieces by location, piece values, stack sums,
 * victory points (2.4, 24.0), removals (14.7) and the pending decision. */
#include "config.h"

#include "bh-ohio-private.h"
#include "bh-frontier-index.h"

void
ohio_ctx_init (OhioCtx *c, BhOhioRules *self, BhState *st)
{
  const OhioData *d = self->d;
  const OhioExtra *x = bh_state_const_extra (st);

  c->self = self;
  c->d = d;
  c->st = st;
  c->x = bh_state_extra (st);
  c->pc = bh_state_pieces (st);
  c->mk = bh_state_markers (st);
  c->out = NULL;
  c->sc = &d->scen[MIN (x->scenario, MAX (d->n_scen, 1) - 1)];
  c->ix = &c->x->index;
  c->notes = NULL;
}

void
ohio_index_rebuild (OhioCtx *c)
{
  bh_frontier_index_rebuild (c->ix->head, G_N_ELEMENTS (c->ix->head), c->ix->next, c->pc, c->d->n_pieces,
                             c->d->n_locations);
}

/* Every piece on its location's list, and only there. */
gboolean
ohio_index_check (const OhioCtx *c)
{
  return bh_frontier_index_check (c->ix->head, c->ix->next, c->pc, c->d->n_pieces, c->d->n_locations);
}

void
ohio_move_piece (OhioCtx *c, int piece, int location)
{
  int old = c->pc[piece].location;

  /* A piece that leaves its space no longer defends its fort (20.1). */
  if (old != location)
    {
      c->pc[piece].flags &= ~F_DEFEND;
      c->pc[piece].seen = 0;
    }
  bh_frontier_index_move (c->ix->head, c->ix->next, c->st, c->d->n_locations, piece, location);
}

void
ohio_add_action (OhioCtx *c, int kind, int n, gint32 a, gint32 b, gint32 d)
{
  BhAction action = { .kind = kind, .side = c->st->pending.side, .n_args = n, .args = { a, b, d } };

  g_array_append_val (c->out, action);
}

int
ohio_roll (OhioCtx *c)
{
  return bh_state_roll (c->st, 6);
}

int
ohio_side_of (const OhioCtx *c, int piece)
{
  int s = c->d->pieces[piece].side;

  return s == OHIO_NONE ? -1 : s;
}

int
ohio_class (const OhioCtx *c, int piece)
{
  return c->d->pieces[piece].klass;
}

int
ohio_fp (const OhioCtx *c, int piece)
{
  const OhioPieceInfo *pi = &c->d->pieces[piece];

  return pi->fp[c->pc[piece].face & 1];
}

int
ohio_tp (const OhioCtx *c, int piece)
{
  const OhioPieceInfo *pi = &c->d->pieces[piece];

  return pi->tp[c->pc[piece].face & 1];
}

gboolean
ohio_is_leader (const OhioCtx *c, int piece)
{
  int k = c->d->pieces[piece].klass;

  return k == PC_KEY_LEADER || k == PC_SUB_LEADER;
}

gboolean
ohio_is_unit (const OhioCtx *c, int piece)
{
  int k = c->d->pieces[piece].klass;

  return k == PC_WARRIOR || k == PC_REG_INF || k == PC_REG_CAV || k == PC_MIL_INF || k == PC_MIL_CAV;
}

gboolean
ohio_is_military (const OhioCtx *c, int piece)
{
  return ohio_is_unit (c, piece) || ohio_is_leader (c, piece);
}

gboolean
ohio_is_regular (const OhioCtx *c, int piece)
{
  int k = c->d->pieces[piece].klass;

  return k == PC_REG_INF || k == PC_REG_CAV;
}

gboolean
ohio_is_militia (const OhioCtx *c, int piece)
{
  int k = c->d->pieces[piece].klass;

  return k == PC_MIL_INF || k == PC_MIL_CAV;
}

gboolean
ohio_is_cavalry (const OhioCtx *c, int piece)
{
  int k = c->d->pieces[piece].klass;

  return k == PC_REG_CAV || k == PC_MIL_CAV;
}

gboolean
ohio_is_space (const OhioCtx *c, int loc)
{
  return loc >= 0 && loc != BH_OFFBOARD && loc < (int) c->d->n_spaces;
}

gboolean
ohio_on_map (const OhioCtx *c, int piece)
{
  return ohio_is_space (c, c->pc[piece].location);
}

/* FP of a side's military pieces in a space (units and leaders), with the
 * given flags all set (need) and none of `refuse` set. */
int
ohio_stack_fp (const OhioCtx *c, int space, int side, guint8 need, guint8 refuse)
{
  int fp = 0;

  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].side == side && ohio_is_military (c, p) &&
        (c->pc[p].flags & need) == need && !(c->pc[p].flags & refuse))
      fp += ohio_fp (c, p);
  return fp;
}

/* Unit FP only: force capacity, armies and river limits (6.2, 6.6). */
int
ohio_stack_unit_fp (const OhioCtx *c, int space, int side, guint8 need, guint8 refuse)
{
  int fp = 0;

  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].side == side && ohio_is_unit (c, p) &&
        (c->pc[p].flags & need) == need && !(c->pc[p].flags & refuse))
      fp += ohio_fp (c, p);
  return fp;
}

gboolean
ohio_has_military (const OhioCtx *c, int space, int side, guint8 need, guint8 refuse)
{
  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].side == side && ohio_is_military (c, p) &&
        (c->pc[p].flags & need) == need && !(c->pc[p].flags & refuse))
      return TRUE;
  return FALSE;
}

gboolean
ohio_has_class (const OhioCtx *c, int space, int side, int klass)
{
  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].klass == klass && (side < 0 || c->d->pieces[p].side == side))
      return TRUE;
  return FALSE;
}

int
ohio_count_class (const OhioCtx *c, int loc, int klass)
{
  int n = 0;

  FOR_PIECES_AT (c, loc, p)
    if (c->d->pieces[p].klass == klass)
      n++;
  return n;
}

int
ohio_first_class (const OhioCtx *c, int loc, int klass)
{
  int best = -1;

  /* The lowest piece number, so that choices are reproducible. */
  FOR_PIECES_AT (c, loc, p)
    if (c->d->pieces[p].klass == klass && (best < 0 || p < best))
      best = p;
  return best;
}

int
ohio_vp2 (const OhioCtx *c, int side)
{
  return c->x->vp2[side];
}

/* 2.4: VP are kept in half points; never below 0, never beyond the track. */
void
ohio_vp (OhioCtx *c, int side, int half_points)
{
  int v = c->x->vp2[side] + half_points;

  v = CLAMP (v, 0, 2 * c->d->vp_max);
  c->x->vp2[side] = v;
  c->mk[c->d->m_vp[side]] = MIN (v / 2, c->d->vp_max);
  /* 7.0, literal reading (option): a square reached and then lost before
   * an Expedition Check no longer fires. */
  if (side == 1 && (c->x->options & OPT_LITERAL_SLIP))
    for (int e = 1; e <= 3; e++)
      for (int k = 0; k < 2; k++)
        {
          int square = k == 0 ? c->d->exp_withdraw_square[e] : c->d->exp_entry_square[e];
          int bit = 1 << (k * 4 + e);

          if (square == 0)
            continue;
          if (v / 2 >= square)
            c->x->exp_reached |= bit;
          else if (c->x->exp_reached & bit)
            c->x->exp_void |= bit;
        }
}

int
ohio_expedition (const OhioCtx *c)
{
  return c->x->expedition;
}

gboolean
ohio_nation_is_wc (const OhioCtx *c, int nation)
{
  return nation >= 0 && nation < OHIO_MAX_NATIONS &&
         (c->x->nation_status[nation] == NAT_WC || c->x->nation_status[nation] == NAT_BROKEN);
}

/* App. 2: the learning scenario uses only some nations' spaces. */
gboolean
ohio_space_usable (const OhioCtx *c, int space)
{
  int owner = c->d->spaces[space].owner;

  if (owner == OHIO_NONE)
    return c->sc->neutral_used || c->d->spaces[space].entry;
  return (c->sc->nations_used >> owner) & 1;
}

void
ohio_set_result (OhioCtx *c, BhResult result, int winner)
{
  c->st->result = result;
  c->st->winner = result == BH_RESULT_WIN ? winner : BH_NONE;
  c->st->pending.side = BH_NONE;
  c->st->pending.kind = D_NONE;
}

void
ohio_set_decision (OhioCtx *c, int side, int kind, int a0, int a1)
{
  c->st->pending.side = side;
  c->st->pending.kind = kind;
  c->st->pending.args[0] = a0;
  c->st->pending.args[1] = a1;
  c->st->pending.args[2] = 0;
  c->st->pending.args[3] = 0;
}

/* 14.7.1 / 14.7.2: where a piece removed as a casualty goes. */
int
ohio_unit_to_cup_or_out (OhioCtx *c, int piece)
{
  const OhioPieceInfo *pi = &c->d->pieces[piece];
  int dest;

  if (pi->side == 0)
    {
      if (pi->klass == PC_KEY_LEADER || pi->klass == PC_SUB_LEADER || c->sc->us_casualties_removed)
        dest = c->d->us_elim;
      else
        dest = c->d->cup;
    }
  else
    dest = c->d->wc_elim;
  c->pc[piece].flags = 0;
  c->pc[piece].face = 0;
  ohio_move_piece (c, piece, dest);
  return dest;
}

/* 9.0: a leader dies; the sudden-death option counts key leaders. */
void
ohio_kill_leader (OhioCtx *c, int piece)
{
  const OhioPieceInfo *pi = &c->d->pieces[piece];

  c->pc[piece].flags = 0;
  c->pc[piece].face = 0;
  ohio_move_piece (c, piece, pi->side == 0 ? c->d->us_elim : c->d->wc_elim);
  for (int k = 0; k < c->d->n_key_leaders; k++)
    if (c->d->key_leaders[k] == piece)
      c->x->leaders_killed |= 1u << k;
  if (c->x->options & OPT_LEADER_DEATH_VP)
    ohio_vp (c, 1 - pi->side, 1);
}
