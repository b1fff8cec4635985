/* bh-ohio-move.c — Blood on the Ohio operations (6.0): forming a force
 * from a stack, its type and MP (6.2, 21.2), moving it space by space
 * with its costs and limits (2.5, 6.3.1, 6.6, 20.7), picking up and
 * dropping off (6.4, 6.5), what happens on entering a space (wagon capture
 * 10.1, lost artillery 22.2, war risk 19.0, ambushes 18.0) and the
 * attacker's declaration: pass through (13.0), combat (14.1), overrun
 * (17.0).  Reinforcements (14.3) move with the same code. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"

enum { FT_STRAY, FT_SUB, FT_KEY, FT_SUPPORT };

/* ---- the force -------------------------------------------------------------- */

static void
force_mask (const OhioMove *m, guint8 *need, guint8 *refuse)
{
  *need = F_FORCE | (m->kind == MOVE_REINF ? F_REINF : 0);
  *refuse = m->kind == MOVE_REINF ? 0 : F_REINF;
}

#define FOR_FORCE(c, m, p) \
  FOR_PIECES_AT (c, (m)->here, p) \
    if (in_force (c, m, p))

static gboolean
in_force (const OhioCtx *c, const OhioMove *m, int p)
{
  guint8 need, refuse;

  /* Both sides' reinforcements may wait on one space (a besieged fort and
   * its besiegers, 20.2): a force only ever holds its own side's pieces. */
  force_mask (m, &need, &refuse);
  return c->d->pieces[p].side == m->side && (c->pc[p].flags & need) == need && !(c->pc[p].flags & refuse);
}

OhioMove *
ohio_current_move (OhioCtx *c)
{
  return c->x->reinf.kind != MOVE_NONE ? &c->x->reinf : &c->x->move;
}

int
ohio_force_fp (const OhioCtx *c, const OhioMove *m)
{
  int fp = 0;

  FOR_FORCE (c, m, p)
    if (ohio_is_military (c, p))
      fp += ohio_fp (c, p);
  return fp;
}

int
ohio_force_unit_fp (const OhioCtx *c, const OhioMove *m)
{
  int fp = 0;

  FOR_FORCE (c, m, p)
    if (ohio_is_unit (c, p))
      fp += ohio_fp (c, p);
  return fp;
}

int
ohio_force_tp (const OhioCtx *c, const OhioMove *m)
{
  int tp = 0;

  FOR_FORCE (c, m, p)
    if (ohio_is_leader (c, p))
      tp += ohio_tp (c, p);
  return tp;
}

typedef struct {
  int n, key, sub, unit_fp, units, warriors, arms, scouts, wagons, support, lost_art;
  int sub_nation;       /* -1 none, -2 mixed */
  int nations_mixed;
  int support_mp;
} Comp;

static void
comp_add (const OhioCtx *c, Comp *k, int p, int sign)
{
  const OhioPieceInfo *pi = &c->d->pieces[p];

  k->n += sign;
  switch (pi->klass)
    {
    case PC_KEY_LEADER: k->key += sign; break;
    case PC_SUB_LEADER: k->sub += sign; break;
    case PC_WARRIOR: k->warriors += sign; break;
    case PC_ARMS: k->arms += sign; break;
    case PC_SCOUT: k->scouts += sign; break;
    case PC_WAGON: k->wagons += sign; break;
    case PC_ARTILLERY:
      if (c->pc[p].face == 1)
        k->lost_art += sign;
      break;
    default: break;
    }
  if (ohio_is_unit (c, p))
    {
      k->unit_fp += sign * ohio_fp (c, p);
      k->units += sign;
    }
  if (pi->klass == PC_SCOUT || pi->klass == PC_WAGON || pi->klass == PC_ARTILLERY || pi->klass == PC_ARMS)
    k->support += sign;
}

/* Nations of a WC composition: a subordinate force is one nation (6.2.2). */
static int
comp_nation (const OhioCtx *c, const OhioMove *m, int extra, int without)
{
  int nation = -1;

  FOR_PIECES_AT (c, m->here, p)
    {
      if (p == without || !(in_force (c, m, p) || p == extra))
        continue;
      if (!ohio_is_military (c, p))
        continue;
      if (nation == -1)
        nation = c->d->pieces[p].nation;
      else if (nation != c->d->pieces[p].nation)
        return -2;
    }
  return nation;
}

static void
comp_of (const OhioCtx *c, const OhioMove *m, Comp *k, int extra, int without)
{
  memset (k, 0, sizeof *k);
  FOR_PIECES_AT (c, m->here, p)
    if (p != without && (in_force (c, m, p) || p == extra))
      comp_add (c, k, p, 1);
  k->sub_nation = comp_nation (c, m, extra, without);
}

/* 6.2: the type a composition qualifies for, and its FP capacity. */
static int
comp_type (const OhioCtx *c, const Comp *k, int side, int nation, int *capacity)
{
  const OhioData *d = c->d;

  *capacity = 255;
  if (k->key > 0)
    {
      int cap = k->key + k->sub >= 2 ? d->cap_key2 : d->cap_key;

      if (k->unit_fp <= cap)
        {
          *capacity = cap;
          return FT_KEY;
        }
    }
  if (k->sub > 0)
    {
      int cap = side == 0 ? c->sc->sub_capacity_us : d->cap_sub;

      if (k->unit_fp <= cap && (side == 0 || nation >= 0))
        {
          *capacity = cap;
          return FT_SUB;
        }
    }
  if (k->key == 0 && k->sub == 0 && k->units == 0 && k->support > 0)
    return FT_SUPPORT;
  return FT_STRAY;
}

static int
type_mp (const OhioCtx *c, const OhioMove *m, int type, int side)
{
  const OhioData *d = c->d;
  int mp = 99;

  switch (type)
    {
    case FT_KEY: return d->mp_key[side];
    case FT_SUB: return d->mp_sub[side];
    case FT_SUPPORT:
      /* 6.2.4: moving alone, artillery and wagons 4, scouts 5. */
      FOR_FORCE (c, m, p)
        if (d->pieces[p].mp > 0)
          mp = MIN (mp, d->pieces[p].mp);
      return mp == 99 ? d->mp_stray[side] : mp;
    default:
      return d->mp_stray[side];
    }
}

/* Picking up or dropping a piece must not break the force (6.4, 6.5): it
 * keeps a type at least as good as the one it has, within its capacity. */
static gboolean
change_ok (const OhioCtx *c, const OhioMove *m, int add, int remove)
{
  Comp k;
  int cap, type;

  comp_of (c, m, &k, add, remove);
  if (k.n == 0)
    return remove >= 0;
  type = comp_type (c, &k, m->side, k.sub_nation, &cap);
  if (k.arms > 0 && k.warriors == 0)
    return FALSE;
  if (m->type == FT_KEY && type != FT_KEY)
    return FALSE;
  if (m->type == FT_SUB && type != FT_SUB && type != FT_KEY)
    return FALSE;
  if (m->type == FT_SUPPORT && type != FT_SUPPORT && add >= 0)
    return TRUE;
  return TRUE;
}

/* ---- space tests ---------------------------------------------------------------- */

static gboolean structure_blocks_overrun (const OhioCtx *c, int space, int side);

gboolean
ohio_enemy_present (const OhioCtx *c, int space, int side)
{
  return ohio_has_military (c, space, 1 - side, 0, 0);
}

/* The enemy stack a force entering `space` meets: for the WC at a fort,
 * the screen; with no screen, the defenders of a built fort (20.1). */
static int
enemy_stack_fp (const OhioCtx *c, int space, int side, gboolean *fort_defenders)
{
  *fort_defenders = FALSE;
  if (side == 1 && ohio_has_fort (c, space))
    {
      int screen = ohio_stack_fp (c, space, 0, 0, F_DEFEND);

      if (ohio_fort_screened (c, space))
        return screen;
      if (ohio_has_military (c, space, 0, F_DEFEND, 0))
        *fort_defenders = TRUE;
      return ohio_stack_fp (c, space, 0, F_DEFEND, 0);
    }
  return ohio_stack_fp (c, space, 1 - side, 0, 0);
}

/* 6.6: a space with more than 16 friendly unit FP is an army. */
static gboolean
is_army (const OhioCtx *c, int space, int side, const OhioMove *m)
{
  guint8 need, refuse;
  int fp = 0;

  force_mask (m, &need, &refuse);
  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].side == side && ohio_is_unit (c, p) && !in_force (c, m, p))
      fp += ohio_fp (c, p);
  return fp > c->d->army_threshold;
}

static int
min_exit_cost (const OhioCtx *c, int space)
{
  guint n;
  const OhioAdj *adj = ohio_adj (c->d, space, &n);
  int best = 99;

  for (guint i = 0; i < n; i++)
    if (!c->d->spaces[adj[i].to].entry)
      best = MIN (best, ohio_step_cost (c, space, adj[i].to));
  return best;
}

/* Can the force step from `here` to `to`? */
#define REFUSE(text, rule_)      \
  G_STMT_START {                 \
    if (why != NULL)             \
      {                          \
        why->reason = (text);    \
        why->rule = (rule_);     \
      }                          \
    return FALSE;                \
  } G_STMT_END

/* Can the force step from `here` to `to`? When not, `why` (if given)
 * says which rule forbids it. */
static gboolean
step_ok (const OhioCtx *c, const OhioMove *m, int to, int *cost_out, const guint8 *to_target, OhioWhy *why)
{
  const OhioData *d = c->d;
  int here = m->here;
  int cost;
  const OhioSpaceInfo *st = &d->spaces[to];

  if (st->entry && m->side == 1 && m->kind == MOVE_MAIN && st->entry_nation != OHIO_NONE &&
      d->nation_off_map[st->entry_nation] && d->nation_entry[st->entry_nation] == to)
    {
      /* 5.2.3 reading (docs/rules/ohio.md): a WC key leader may go onto a
       * nonaligned off-map nation's entry square, the only place of that
       * nation, to seek its alliance, within 19.0's 2 WC FP. */
      int fp = ohio_force_unit_fp (c, m) + ohio_stack_unit_fp (c, to, 1, 0, 0);
      int keys = 0;

      if (c->x->nation_status[st->entry_nation] != NAT_NONALIGNED)
        /* Translators: Blood on the Ohio (5.2.3): WC is the Western Confederacy */
        REFUSE (_("a WC force goes onto an off-map nation's entry square only to seek the alliance of a nonaligned "
                  "nation"), "5.2.3");
      FOR_FORCE (c, m, p)
        if (d->pieces[p].klass == PC_KEY_LEADER)
          keys++;
      if (keys == 0)
        /* Translators: Blood on the Ohio (5.2.3): WC is the Western Confederacy */
        REFUSE (_("a WC force goes onto an off-map nation's entry square only with a key leader, to seek an "
                  "alliance"), "5.2.3");
      FOR_PIECES_AT (c, to, p)
        if (d->pieces[p].side == 1 && d->pieces[p].klass == PC_KEY_LEADER)
          keys++;
      if (fp > d->alliance_village_fp || keys > 1)
        /* Translators: Blood on the Ohio (19.0, 5.2.3): WC is the Western Confederacy, FP are force points */
        REFUSE (_("a nonaligned nation admits at most 2 WC FP and one key leader"), "19.0");
      cost = d->cost_gg;
    }
  else if (st->entry)
    {
      /* 2.4.3: only the Miami may leave the map, by their square. */
      Comp k;

      if (m->side != 1 || m->kind != MOVE_MAIN || st->entry_nation == OHIO_NONE)
        REFUSE (_("only the Miami may leave the map, by their own entry square"), "2.4.3");
      comp_of (c, m, &k, -1, -1);
      FOR_FORCE (c, m, p)
        if (d->pieces[p].nation != st->entry_nation)
          REFUSE (_("only the Miami may leave the map, by their own entry square"), "2.4.3");
      if (d->nation_entry[st->entry_nation] != to || d->nation_off_map[st->entry_nation])
        REFUSE (_("only the Miami may leave the map, by their own entry square"), "2.4.3");
      cost = d->cost_gg;
    }
  else
    cost = ohio_step_cost (c, here, to);
  if (!ohio_space_usable (c, to))
    REFUSE (_("the space is not in play in this scenario"), "2.0");
  if (cost > m->mp_left)
    {
      if (why != NULL)
        /* Translators: Blood on the Ohio (2.5): a space, the MP (movement
           points) the step costs, then the MP the force has left */
        why->text = g_strdup_printf (_("%s costs %d MP and the force has %d left"), ohio_loc_name (c, to), cost,
                                     m->mp_left);
      REFUSE (_("the step costs more MP than the force has left"), "2.5");
    }
  /* 20.7: the US may not enter the Fort Miamis space. */
  if (m->side == 0 && (c->x->space_flags[to] & SPF_FORT_MIAMIS))
    REFUSE (_("the US may not enter Fort Miamis"), "20.7");
  /* 19.0: at most 2 WC FP and one key leader may enter a nonaligned
   * nation's principal village. */
  if (m->side == 1 && d->spaces[to].principal != OHIO_NONE &&
      c->x->nation_status[d->spaces[to].principal] == NAT_NONALIGNED)
    {
      int fp = ohio_force_unit_fp (c, m) + ohio_stack_unit_fp (c, to, 1, 0, 0);
      int keys = 0;

      FOR_FORCE (c, m, p)
        if (d->pieces[p].klass == PC_KEY_LEADER)
          keys++;
      FOR_PIECES_AT (c, to, p)
        if (d->pieces[p].side == 1 && d->pieces[p].klass == PC_KEY_LEADER)
          keys++;
      if (fp > d->alliance_village_fp || keys > 1)
        /* Translators: Blood on the Ohio (19.0): WC is the Western Confederacy, FP are force points */
        REFUSE (_("a nonaligned nation's principal village admits at most 2 WC FP and one key leader"), "19.0");
    }
  /* 6.3.1: along a river at most 8 FP; the US up to 16 along the Ohio. */
  if (d->spaces[here].river && st->river)
    {
      /* The river entered decides: onto the Ohio, its limit. */
      int limit = st->ohio ? d->ohio_limit[m->side] : d->river_limit;

      if (ohio_force_unit_fp (c, m) > limit)
        REFUSE (_("the force is too big to move along this river"), "6.3.1");
    }
  /* Reinforcements must be able to reach the battle (14.3). */
  if (m->kind == MOVE_REINF)
    {
      guint8 dist[OHIO_MAX_SPACES];

      if (to_target == NULL)
        {
          ohio_mp_distances_to (c, m->target, c->d->reinf_range, dist, NULL);
          to_target = dist;
        }
      if (to_target[to] == 255 || to_target[to] > m->mp_left - cost)
        REFUSE (_("from there the reinforcement could not reach the battle"), "14.3");
      /* No combat on the way: only spaces it can pass (13.0) or overrun
       * (17.0). A nonaligned or treaty nation's village is no enemy (19.0,
       * 5.2.2): met as by any US move. The WC moves through a fort with
       * no screen, its defenders or not (20.3), as on its own move. */
      if (to != m->target && !(m->side == 1 && ohio_has_fort (c, to) && !ohio_fort_screened (c, to)) &&
          (ohio_enemy_present (c, to, m->side) ||
                              (m->side == 0 && (ohio_principal_healthy (c, to) || ohio_principal_reduced (c, to) >= 0) &&
                               !ohio_nonaligned_village_at (c, to) && !ohio_treaty_village_at (c, to))))
        {
          gboolean fortd;
          int efp = enemy_stack_fp (c, to, m->side, &fortd);
          int fp = ohio_force_fp (c, m);

          /* An undefended principal village counts as 1 FP (20.5, 18.3). */
          if (!ohio_enemy_present (c, to, m->side))
            efp = 1;
          gboolean pass = fp > efp && m->mp_left - cost >= d->cost_pass + 1;
          gboolean overrun = !c->x->stash_active && ohio_enemy_present (c, to, m->side) && fp >= d->overrun_ratio * efp &&
                             m->mp_left - cost >= d->cost_overrun + 1 && !structure_blocks_overrun (c, to, m->side);

          if (!pass && !overrun)
            REFUSE (_("a reinforcement may not fight on its way, only pass through or overrun"), "14.3");
        }
    }
  *cost_out = cost;
  return TRUE;
}

#undef REFUSE

static gboolean
stop_ok (const OhioCtx *c, const OhioMove *m)
{
  const OhioData *d = c->d;
  int here = m->here;

  if (m->passing || m->kind == MOVE_REINF)
    return FALSE;
  if (d->spaces[here].river)
    {
      /* 20.7: the WC may keep up to 4 FP at Fort Miamis. */
      if (m->side == 1 && (c->x->space_flags[here] & SPF_FORT_MIAMIS) &&
          ohio_stack_unit_fp (c, here, 1, 0, 0) <= d->fort_miamis_cap)
        return TRUE;
      return FALSE;
    }
  return TRUE;
}

/* ---- operations: choose a stack ---------------------------------------------- */

gboolean
ohio_can_move_piece (const OhioCtx *c, int p, int side)
{
  const OhioPieceInfo *pi = &c->d->pieces[p];
  int loc = c->pc[p].location;

  if (pi->side != side || !ohio_is_space (c, loc) || (c->pc[p].flags & (F_MOVED | F_FORCE)))
    return FALSE;
  if (!(ohio_is_military (c, p) || pi->klass == PC_SCOUT || pi->klass == PC_WAGON ||
        pi->klass == PC_ARTILLERY || pi->klass == PC_ARMS))
    return FALSE;
  if (pi->klass == PC_ARTILLERY && c->pc[p].face == 1)
    return FALSE;   /* 22.2: lost artillery does not move */
  /* 20.2: the besieged may not move except by breaking out. */
  if ((c->pc[p].flags & F_DEFEND) && ohio_besieged (c, loc))
    return FALSE;
  /* 6.2.4: scouts are used only where the scenario has them. */
  if (pi->klass == PC_SCOUT && !c->sc->scouts)
    return TRUE;
  return TRUE;
}

/* 20.1: "When a force ends its move on a space containing a fort, the force
 * must be distributed into a screening stack and a defending stack. The US
 * player may freely redistribute units between a fort's screening stack and
 * defending stack at any time during the US Operations": so a US leader or
 * unit on an unbesieged fort's space, moved this segment or not, may go in
 * (within 20.1.2's 8 / 6 FP, leaders not counted) or come out. A moved piece
 * keeps its Moved mark inside, so it does not move on. 20.1.2: "A structure
 * can hold any number of leaders, scouts, supply wagons and artillery": they
 * go in too, counted against nothing (lost artillery stays where it lies,
 * 22.2). */
gboolean
ohio_fort_distributable (const OhioCtx *c, int p)
{
  int loc = c->pc[p].location;
  int k = c->d->pieces[p].klass;
  gboolean support = k == PC_SCOUT || k == PC_WAGON || (k == PC_ARTILLERY && c->pc[p].face == 0);

  return c->d->pieces[p].side == 0 && ohio_is_space (c, loc) && !(c->pc[p].flags & F_FORCE) &&
         (ohio_is_military (c, p) || support) && ohio_has_fort (c, loc) && !ohio_besieged (c, loc);
}

/* `garrison` or `ungarrison` for `p`, as 20.1 allows (the operations and
 * the set-up's split of a fort's stacks, bh-ohio-setup.c). */
void
ohio_list_fort_distribution (OhioCtx *c, int p)
{
  int loc = c->pc[p].location;

  if (!ohio_fort_distributable (c, p))
    return;
  if (!(c->pc[p].flags & F_DEFEND))
    {
      int used = ohio_stack_unit_fp (c, loc, 0, F_DEFEND, 0);
      int fp = ohio_is_unit (c, p) ? ohio_fp (c, p) : 0;

      if (used + fp <= ohio_fort_capacity (c, loc) && !ohio_enemy_present (c, loc, 0))
        ohio_add_action (c, A_GARRISON, 1, p, 0, 0);
    }
  else
    ohio_add_action (c, A_UNGARRISON, 1, p, 0, 0);
}

void
ohio_list_ops (OhioCtx *c)
{
  const OhioData *d = c->d;
  int side = c->st->pending.side;
  guint8 listed[OHIO_MAX_SPACES] = { 0 };

  ohio_add_action (c, A_END_OPS, 0, 0, 0, 0);
  for (guint p = 0; p < d->n_pieces; p++)
    {
      if (ohio_can_move_piece (c, p, side) && d->pieces[p].klass != PC_ARMS)
        ohio_add_action (c, A_FORM, 1, p, 0, 0);
      if (side == 0)
        ohio_list_fort_distribution (c, p);
      (void) listed;
    }
  /* 20.2.2: besieged defenders may break out once a segment. */
  if (side == 0)
    for (guint s = 0; s < d->n_spaces; s++)
      if (!(c->x->space_flags[s] & SPF_BREAKOUT) && ohio_besieged (c, s))
        {
          gboolean any = FALSE;

          FOR_PIECES_AT (c, s, p)
            if (d->pieces[p].side == 0 && (c->pc[p].flags & F_DEFEND) && ohio_is_military (c, p) &&
                !(c->pc[p].flags & F_MOVED))
              any = TRUE;
          if (any)
            ohio_add_action (c, A_BREAKOUT, 1, s, 0, 0);
        }
}

/* ---- forming ------------------------------------------------------------------- */

void
ohio_list_form (OhioCtx *c)
{
  const OhioData *d = c->d;
  int side = c->st->pending.side;
  int space = c->x->forming_space;
  gboolean breakout = c->x->forming_breakout;
  Comp k;
  int n_force = 0;

  memset (&k, 0, sizeof k);
  FOR_PIECES_AT (c, space, p)
    {
      if (c->pc[p].flags & F_FORCE)
        {
          comp_add (c, &k, p, 1);
          n_force++;
          continue;
        }
      if (breakout)
        {
          if (d->pieces[p].side == 0 && (c->pc[p].flags & F_DEFEND) && !(c->pc[p].flags & F_MOVED) &&
              d->pieces[p].klass != PC_ARTILLERY)
            ohio_add_action (c, A_ADD, 1, p, 0, 0);
          continue;
        }
      if (ohio_can_move_piece (c, p, side) && !ohio_arms_add_doubles (c, space, p))
        ohio_add_action (c, A_ADD, 1, p, 0, 0);
    }
  ohio_add_action (c, A_CANCEL, 0, 0, 0, 0);
  if (n_force == 0 || (k.arms > 0 && k.warriors == 0))
    return;
  if (breakout)
    {
      if (k.key + k.sub + k.units > 0)
        ohio_add_action (c, A_ATTACK, 0, 0, 0, 0);
      return;
    }
  if (ohio_arms_stranded (c, space, -1, -1) || ohio_arms_doubled_by_march (c))
    return;   /* 23.0: add the British Arms or a warrior to stay with them; one marker a nation */
  ohio_add_action (c, A_MARCH, 0, 0, 0, 0);
  /* 21.2: a scout may add 1 MP, never to a wagon. */
  if (side == 0 && c->sc->scouts && k.scouts > 0 && k.wagons == 0)
    ohio_add_action (c, A_MARCH_SCOUT, 0, 0, 0, 0);
}

static void
start_march (OhioCtx *c, gboolean scout)
{
  const OhioData *d = c->d;
  OhioExtra *x = c->x;
  OhioMove *m = &x->move;
  int space = x->forming_space;
  Comp k;
  int cap;

  memset (m, 0, sizeof *m);
  m->kind = MOVE_MAIN;
  m->side = c->st->pending.side;
  m->here = space;
  m->path[0] = space;
  m->n_path = 1;
  m->target = -1;
  comp_of (c, m, &k, -1, -1);
  m->type = comp_type (c, &k, m->side, k.sub_nation, &cap);
  m->capacity = MIN (cap, 255);
  m->mp_total = type_mp (c, m, m->type, m->side);
  if (scout)
    {
      /* 21.1: the fickleness check of the scout used. */
      int p = -1;
      int roll;

      FOR_FORCE (c, m, q)
        if (d->pieces[q].klass == PC_SCOUT && (p < 0 || q < p))
          p = q;
      roll = ohio_roll (c);
      /* Translators: Blood on the Ohio (21.1): a scout, its roll, then “it runs off to the cup” or
         “+1 MP” (MP are movement points) */
      ohio_note (c, "21.1, 21.2", _("%s checks its fickleness: %d, %s"), ohio_piece_name (c, p), roll,
                 roll <= d->scout_runs ? _("it runs off to the cup") : _("+1 MP"));
      if (roll <= d->scout_runs)
        {
          c->pc[p].flags = 0;
          ohio_move_piece (c, p, d->cup);
        }
      else
        m->scout_bonus = 1;
    }
  m->mp_total += m->scout_bonus;
  m->mp_left = m->mp_total;
  m->stage = MS_MOVING;
  x->forming_space = -1;
}

/* 14.3: a force formed for reinforcement moves to the battle, with at most
 * 3 MP and never more than its own (digest 8.2 #22). */
void
ohio_start_reinf_move (OhioCtx *c, int side, int space, int target)
{
  OhioMove *m = &c->x->reinf;
  Comp k;
  int cap;

  memset (m, 0, sizeof *m);
  m->kind = MOVE_REINF;
  m->side = side;
  m->here = space;
  m->path[0] = space;
  m->n_path = 1;
  m->target = target;
  comp_of (c, m, &k, -1, -1);
  m->type = comp_type (c, &k, side, k.sub_nation, &cap);
  m->capacity = MIN (cap, 255);
  m->mp_total = MIN (type_mp (c, m, m->type, side), c->d->reinf_range);
  m->mp_left = m->mp_total;
  m->stage = MS_MOVING;
}

int
ohio_force_tp_at (const OhioCtx *c, int space, int side, guint8 need)
{
  int tp = 0;

  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].side == side && (c->pc[p].flags & need) == need && ohio_is_leader (c, p))
      tp += ohio_tp (c, p);
  return tp;
}

/* ---- moving ---------------------------------------------------------------------- */

typedef enum {
  MEET_NOTHING,
  MEET_STACK,          /* enemy military units: pass through, combat or overrun */
  MEET_PRINCIPAL,      /* US: an undefended principal village (20.5) */
  MEET_STRUCTURE,      /* an enemy structure alone: ignore, attack (or overrun a village) */
  MEET_FORT_DEFENDERS, /* WC: the defenders of a built fort without screen */
} Meet;

static Meet meet (const OhioCtx *c, const OhioMove *m);

void
ohio_list_move (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioMove *m = ohio_current_move (c);
  guint n;
  const OhioAdj *adj = ohio_adj (d, m->here, &n);
  gboolean enemy_here = ohio_enemy_present (c, m->here, m->side);
  guint8 to_target[OHIO_MAX_SPACES];

  if (m->kind == MOVE_REINF)
    ohio_mp_distances_to (c, m->target, d->reinf_range, to_target, NULL);
  if (!m->ended)
    for (guint i = 0; i < n; i++)
      {
        int cost;

        if (step_ok (c, m, adj[i].to, &cost, m->kind == MOVE_REINF ? to_target : NULL, NULL))
          ohio_add_action (c, A_MOVE, 1, adj[i].to, 0, 0);
      }
  if (m->kind == MOVE_MAIN && !m->passing && !enemy_here && !d->spaces[m->here].river && !d->spaces[m->here].entry)
    {
      FOR_PIECES_AT (c, m->here, p)
        {
          if (in_force (c, m, p))
            {
              if (change_ok (c, m, -1, p) && !ohio_arms_stranded (c, m->here, -1, p) && !ohio_arms_doubled (c, -1, p))
                ohio_add_action (c, A_DROP, 1, p, 0, 0);
            }
          else if (ohio_can_move_piece (c, p, m->side) && change_ok (c, m, p, -1) &&
                   !ohio_arms_stranded (c, m->here, p, -1) && !ohio_arms_doubled (c, p, -1))
            ohio_add_action (c, A_PICKUP, 1, p, 0, 0);
        }
    }
  /* A force may end its move where no enemy stack must be fought; the WC
   * may stay on a fort space with its defenders (20.2: a siege). */
  if (stop_ok (c, m) && meet (c, m) != MEET_STACK && meet (c, m) != MEET_PRINCIPAL)
    ohio_add_action (c, A_STOP, 0, 0, 0, 0);
  if (c->out->len == 0)
    {
      /* Nothing else is possible: a force passing through that cannot go
       * on must fight; any other ends its move (going back if it stands
       * in an enemy space). */
      if (m->kind == MOVE_MAIN && m->passing)
        ohio_add_action (c, A_ATTACK, 0, 0, 0, 0);
      else
        ohio_add_action (c, A_STOP, 0, 0, 0, 0);
    }
}

/* Why an operations action that is not listed is refused (check_action). */
void
ohio_explain_ops (OhioCtx *c, const BhAction *a, OhioWhy *why)
{
  const OhioData *d = c->d;
  OhioMove *m = ohio_current_move (c);
  int side = c->st->pending.side;
  int p = a->args[0];

#define WHY(text, rule_) (why->reason = (text), why->rule = (rule_))
  switch (a->kind)
    {
    case A_MOVE:
      {
        guint n;
        const OhioAdj *adj;
        gboolean adjacent = FALSE;
        int cost;

        if (m == NULL || m->kind == MOVE_NONE)
          return;
        if (m->ended)
          {
            WHY (_("the force's move has ended"), "6.0");
            return;
          }
        adj = ohio_adj (d, m->here, &n);
        for (guint i = 0; i < n; i++)
          adjacent |= adj[i].to == a->args[0];
        if (!adjacent)
          {
            /* Translators: Blood on the Ohio (6.0): a space, then where the force stands */
            why->text = g_strdup_printf (_("%s is not next to %s, where the force stands"),
                                         ohio_loc_name (c, a->args[0]), ohio_loc_name (c, m->here));
            WHY (_("the space is not next to the force"), "6.0");
          }
        else
          step_ok (c, m, a->args[0], &cost, NULL, why);
        return;
      }
    case A_FORM:
    case A_ADD:
    case A_PICKUP:
      if (p < 0 || p >= (int) d->n_pieces)
        return;
      if (d->pieces[p].side != side)
        WHY (_("the piece is not yours"), "6.0");
      else if (c->pc[p].flags & (F_MOVED | F_FORCE))
        WHY (_("the piece has already moved or fought this segment"), "6.0");
      else if ((c->pc[p].flags & F_DEFEND) && ohio_besieged (c, c->pc[p].location))
        WHY (_("besieged units move only by breaking out"), "20.2");
      else if (d->pieces[p].klass == PC_ARTILLERY && c->pc[p].face == 1)
        WHY (_("lost artillery does not move"), "22.2");
      else if (a->kind == A_FORM && d->pieces[p].klass == PC_ARMS)
        WHY (_("British Arms move only with warriors"), "23.0");
      else if (a->kind == A_ADD && c->pc[p].location != c->x->forming_space)
        WHY (_("the piece is not in the stack the force is formed from"), "6.3");
      else if (a->kind == A_PICKUP && (m == NULL || c->pc[p].location != m->here))
        WHY (_("the piece is not where the force stands"), "6.4");
      else if (a->kind == A_PICKUP && ohio_arms_stranded (c, m->here, p, -1))
        WHY (_("British Arms may not be left by themselves where there is no village"), "23.0");
      else if ((a->kind == A_ADD && ohio_arms_add_doubles (c, c->x->forming_space, p)) ||
               (a->kind == A_PICKUP && ohio_arms_doubled (c, p, -1)))
        WHY (_("a nation may never have more than one British Arms marker"), "23.0");
      else if (a->kind == A_PICKUP)
        WHY (_("the force may not take it up here (its limits, an enemy or a river space)"), "6.4");
      return;
    case A_DROP:
      if (p >= 0 && p < (int) d->n_pieces && m != NULL && m->kind != MOVE_NONE && ohio_arms_stranded (c, m->here, -1, p))
        WHY (_("British Arms may not be left by themselves where there is no village"), "23.0");
      else if (p >= 0 && p < (int) d->n_pieces && m != NULL && m->kind != MOVE_NONE && ohio_arms_doubled (c, -1, p))
        WHY (_("a nation may never have more than one British Arms marker"), "23.0");
      else
        WHY (_("the force may not drop it here (its type, its leaders or a river space)"), "6.5");
      return;
    case A_MARCH:
    case A_MARCH_SCOUT:
      if (c->x->forming_space >= 0 && ohio_arms_stranded (c, c->x->forming_space, -1, -1))
        WHY (_("British Arms may not be left by themselves where there is no village"), "23.0");
      else if (c->x->forming_space >= 0 && ohio_arms_doubled_by_march (c))
        WHY (_("a nation may never have more than one British Arms marker"), "23.0");
      return;
    case A_GARRISON:
      WHY (_("only US leaders, units, scouts, supply wagons and artillery on an unbesieged fort's space go into it, units within its capacity"), "20.1.2");
      return;
    case A_STOP:
      if (m != NULL && m->kind != MOVE_NONE && m->side == 1 && (c->x->space_flags[m->here] & SPF_FORT_MIAMIS))
        /* Translators: Blood on the Ohio (20.7): FP are force points */
        WHY (_("a WC stack stays at Fort Miamis only within the fort's limit of FP"), "20.7");
      else
        WHY (_("a force may not end its move on a river space or where it must fight"), "2.5");
      return;
    default:
      return;
    }
#undef WHY
}

void
ohio_end_move (OhioCtx *c, OhioMove *m)
{
  const OhioData *d = c->d;
  guint8 need, refuse;
  int amb_bit = m->kind == MOVE_REINF ? SPF_AMBUSHED_REINF : SPF_AMBUSHED_MAIN;

  force_mask (m, &need, &refuse);
  for (guint p = 0; p < d->n_pieces; p++)
    if ((c->pc[p].flags & need) == need && !(c->pc[p].flags & refuse) && d->pieces[p].side == m->side)
      {
        c->pc[p].flags &= ~(F_FORCE | F_REINF);
        c->pc[p].flags |= F_MOVED;
        /* 20.1: a force ending on a fort space screens it until the US
         * player distributes it (list_fort_distribution). */
        if (d->pieces[p].side == 0 && c->pc[p].location != m->path[0])
          c->pc[p].flags &= ~F_DEFEND;
      }
  for (guint s = 0; s < d->n_spaces; s++)
    c->x->space_flags[s] &= ~amb_bit;
  m->kind = MOVE_NONE;
}

/* 10.1, 22.2: WC FP passing a lone wagon capture it (a key leader alone,
 * 0 FP, does not); warriors on a space with unsupported artillery take it. */
static void
captures (OhioCtx *c, OhioMove *m)
{
  const OhioData *d = c->d;
  int here = m->here;
  gboolean us_fp = FALSE, supported = FALSE, warriors = FALSE;
  gboolean wc_fp = ohio_force_fp (c, m) > 0;

  if (m->side != 1 || d->spaces[here].entry)
    return;
  FOR_PIECES_AT (c, here, p)
    {
      if (d->pieces[p].side == 0 && ohio_is_military (c, p) && ohio_fp (c, p) > 0)
        us_fp = TRUE;
      if (d->pieces[p].side == 0 && ohio_is_unit (c, p))
        supported = TRUE;
      if (d->pieces[p].klass == PC_WARRIOR && in_force (c, m, p))
        warriors = TRUE;
    }
  if (us_fp)
    return;
  for (int p = c->ix->head[here], next; p >= 0; p = next)
    {
      next = c->ix->next[p];
      if (d->pieces[p].klass == PC_WAGON && wc_fp && !(c->pc[p].flags & F_DEFEND))
        {
          /* Translators: Blood on the Ohio (10.1): a supply wagon, a space, then the
             number of its steps (“2” or “1”) */
          ohio_note (c, "10.1", _("%s at %s is captured: %d steps, to the recruitment cup"), ohio_piece_name (c, p),
                     ohio_loc_name (c, here), c->pc[p].face == 0 ? 2 : 1);
          ohio_vp (c, 1, c->pc[p].face == 0 ? 2 : 1);
          c->pc[p].flags = 0;
          c->pc[p].face = 0;
          ohio_move_piece (c, p, d->cup);
        }
      else if (d->pieces[p].klass == PC_ARTILLERY && c->pc[p].face == 0 && !supported && warriors &&
               !(c->pc[p].flags & F_DEFEND))
        {
          /* Translators: Blood on the Ohio (22.2): an artillery unit, a space */
          ohio_note (c, "22.2", _("%s at %s, without support, is lost to the warriors"), ohio_piece_name (c, p),
                     ohio_loc_name (c, here));
          c->pc[p].face = 1;
        }
    }
}

/* 19.0: each space a US force enters in a nonaligned nation's land risks
 * war: both faction dice, below the US FP inside the boundary = war. */
static void
war_risk (OhioCtx *c, OhioMove *m)
{
  const OhioData *d = c->d;
  int nation = d->spaces[m->here].owner;
  int fp = 0;
  int roll;

  if (m->side != 0 || nation == OHIO_NONE || c->x->nation_status[nation] != NAT_NONALIGNED)
    return;
  for (guint s = 0; s < d->n_spaces; s++)
    if (d->spaces[s].owner == nation)
      fp += ohio_stack_fp (c, s, 0, 0, 0);
  roll = ohio_roll (c) + ohio_roll (c);
  /* Translators: Blood on the Ohio (19.0): the nation (“Ottawa”), the roll, the US FP (force
     points) in its land, then the result; WC is the Western Confederacy */
  ohio_note (c, "19.0", _("War risk in %s land: %d against %d US FP, %s"), ohio_nation_name (c, nation), roll, fp,
             roll < fp ? _("they join the WC") : _("they stay out"));
  if (roll < fp)
    ohio_nation_joins (c, nation, TRUE);
}

/* What the force meets on entering its space, after any ambushes. */
static Meet
meet (const OhioCtx *c, const OhioMove *m)
{
  int here = m->here;
  gboolean fortd;

  if (c->d->spaces[here].entry)
    return MEET_NOTHING;
  if (m->side == 1)
    {
      if (ohio_has_fort (c, here))
        {
          if (ohio_fort_screened (c, here))
            return MEET_STACK;
          enemy_stack_fp (c, here, 1, &fortd);
          if (fortd && !c->d->spaces[here].printed_fort)
            return MEET_FORT_DEFENDERS;
          if (!c->d->spaces[here].printed_fort && ohio_fort_piece (c, here) >= 0 && !fortd &&
              !(c->x->options & OPT_RAID_EMPTY_ONLY))
            return MEET_STRUCTURE;
          return MEET_NOTHING;
        }
      if (ohio_enemy_present (c, here, 1))
        return MEET_STACK;
      /* Option: a settlement without FP is only raided (5.6), not met (6.7). */
      if (ohio_has_settlement (c, here) && !(c->x->options & OPT_RAID_EMPTY_ONLY))
        return MEET_STRUCTURE;
      return MEET_NOTHING;
    }
  if (ohio_enemy_present (c, here, 0))
    return MEET_STACK;
  /* 19.0, 6.7: a nonaligned nation's village is no enemy: the war risk
   * (rolled on arrival) is all the US risks there. */
  if (ohio_nonaligned_village_at (c, here))
    return MEET_NOTHING;
  /* 5.2.2: a treaty nation's village, principal or not, is no forced
   * fight: the US may go on, stop, or attack it (the treaty breaks if
   * the battle costs the village a step, 5.2.2). */
  if (ohio_treaty_village_at (c, here))
    return MEET_STRUCTURE;
  if (ohio_principal_healthy (c, here) || ohio_principal_reduced (c, here) >= 0)
    return MEET_PRINCIPAL;
  if (ohio_village_piece (c, here) >= 0)
    return MEET_STRUCTURE;
  return MEET_NOTHING;
}

static gboolean
structure_blocks_overrun (const OhioCtx *c, int space, int side)
{
  /* 17.1: no overrun of a fort, settlement or principal village (a fort's
   * screen may be overrun, 20.1). */
  if (ohio_has_settlement (c, space) || ohio_principal_healthy (c, space) || ohio_principal_reduced (c, space) >= 0)
    return TRUE;
  if (ohio_has_fort (c, space) && !(side == 1 && ohio_fort_screened (c, space)))
    return TRUE;
  return FALSE;
}

void
ohio_list_declare (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioMove *m = ohio_current_move (c);
  Meet what = meet (c, m);
  gboolean fortd;
  int efp = what == MEET_PRINCIPAL ? 1 : enemy_stack_fp (c, m->here, m->side, &fortd);
  int fp = ohio_force_fp (c, m);
  gboolean free_to_go = !m->ended;
  int exit = min_exit_cost (c, m->here);

  if (what == MEET_STRUCTURE || what == MEET_FORT_DEFENDERS)
    ohio_add_action (c, A_IGNORE, 0, 0, 0, 0);
  if (m->kind == MOVE_MAIN)
    ohio_add_action (c, A_ATTACK, 0, 0, 0, 0);
  if (!free_to_go)
    return;
  /* 13.0: more FP than the enemy and 1 MP more (and a way on). */
  if ((what == MEET_STACK || what == MEET_PRINCIPAL) && fp > efp && m->mp_left >= d->cost_pass + exit)
    ohio_add_action (c, A_PASS_THROUGH, 0, 0, 0, 0);
  /* 17.1: five times the FP, MP to overrun and to enter the next space; a
   * reinforcement may overrun on its way (14.3), one at a time. */
  if ((m->kind == MOVE_MAIN || (what == MEET_STACK && !c->x->stash_active)) &&
      (what == MEET_STACK || what == MEET_STRUCTURE) &&
      fp >= d->overrun_ratio * efp && m->mp_left >= d->cost_overrun + exit &&
      !structure_blocks_overrun (c, m->here, m->side) &&
      !(what == MEET_STRUCTURE && m->side == 1))
    ohio_add_action (c, A_OVERRUN, 0, 0, 0, 0);
}

/* 14.3: a reinforcement in an enemy space on its way may only pass
 * through or overrun; an ambush there may have left it too weak for
 * either. */
static gboolean
reinf_may_go_on (OhioCtx *c)
{
  GArray *out = c->out;
  g_autoptr(GArray) probe = g_array_new (FALSE, FALSE, sizeof (BhAction));
  gboolean any;

  c->out = probe;
  ohio_list_declare (c);
  any = probe->len > 0;
  c->out = out;
  return any;
}

/* After the ambushes: meet what is in the space. */
static gboolean
arrival_declare (OhioCtx *c, OhioMove *m)
{
  Meet what = meet (c, m);

  if (m->kind == MOVE_REINF && m->here == m->target)
    return FALSE;
  if (what == MEET_NOTHING)
    return FALSE;
  m->stage = MS_DECLARE;
  ohio_set_decision (c, m->side, D_DECLARE, m->here, 0);
  return TRUE;
}

static gboolean
force_empty (const OhioCtx *c, const OhioMove *m)
{
  FOR_FORCE (c, m, p)
    return FALSE;
  return TRUE;
}

/* The last ground space on the force's path (15.2: back the way it came),
 * passing back through spaces where the enemy stands (13.0). */
static int
last_ground (const OhioCtx *c, const OhioMove *m)
{
  for (int i = m->n_path - 1; i >= 0; i--)
    if (!c->d->spaces[m->path[i]].river && !c->d->spaces[m->path[i]].entry &&
        !ohio_enemy_present (c, m->path[i], m->side))
      return m->path[i];
  return m->path[0];
}

/* The space the force came from; past it when the enemy stands there. */
static int
previous_space (const OhioCtx *c, const OhioMove *m)
{
  int prev = m->n_path >= 2 ? m->path[m->n_path - 2] : m->path[0];

  if (m->n_path >= 2 && ohio_enemy_present (c, prev, m->side))
    return last_ground (c, m);
  return prev;
}

/* The rule that prices a step: the trails (2.5.1), the rivers (2.5.2),
 * an entry square (2.4.3). */
static const char *
step_rule (const OhioCtx *c, int from, int to)
{
  const OhioSpaceInfo *a = &c->d->spaces[from], *b = &c->d->spaces[to];

  if (a->entry || b->entry)
    return "2.4.3";
  return a->river || b->river ? "2.5.2" : "2.5.1";
}

/* The force's pieces for the log, leaders first, alike ones counted:
 * "Harmar, 2 × Regular infantry" (names as the log may show them, 25.2). */
static char *
force_names (const OhioCtx *c, const OhioMove *m)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GArray) counts = g_array_new (FALSE, TRUE, sizeof (guint));
  GString *out = g_string_new (NULL);

  /* Leaders first (pass 0), then the rest, whatever the stack's order. */
  for (int pass = 0; pass < 2; pass++)
    {
      FOR_FORCE (c, m, p)
      {
        const char *name = ohio_moving_piece_name (c, p);
        gboolean leader = c->d->pieces[p].klass == PC_KEY_LEADER || c->d->pieces[p].klass == PC_SUB_LEADER;
        guint i;

        if (leader != (pass == 0))
          continue;

        for (i = 0; i < names->len && strcmp (names->pdata[i], name) != 0; i++)
          ;
        if (i == names->len)
          {
            guint zero = 0;

            g_ptr_array_add (names, (gpointer) name);
            g_array_append_val (counts, zero);
          }
        g_array_index (counts, guint, i)++;
      }
    }

  for (guint i = 0; i < names->len; i++)
    {
      guint n = g_array_index (counts, guint, i);

      if (out->len > 0)
        g_string_append (out, ", ");
      if (n > 1)
        /* Translators: Blood on the Ohio: how many pieces of one kind
           move together, then their name ("2 × Regular infantry") */
        g_string_append_printf (out, _("%u × %s"), n, (const char *) names->pdata[i]);
      else
        g_string_append (out, names->pdata[i]);
    }
  return g_string_free (out, FALSE);
}

char *
ohio_annotate_action (BhOhioRules *self, const BhState *state, const BhAction *a)
{
  OhioCtx c;
  OhioMove *m;
  int cost;

  if (state->result != BH_RESULT_ONGOING || state->pending.kind != D_MOVE)
    return NULL;
  /* Only read: the state is not changed. */
  ohio_ctx_init (&c, self, (BhState *) state);
  m = ohio_current_move (&c);
  if (m == NULL || m->kind == MOVE_NONE)
    return NULL;
  switch (a->kind)
    {
    case A_MOVE:
      /* 2.5.1, 2.5.2: the step's cost by the spaces it joins. */
      if (!step_ok (&c, m, a->args[0], &cost, NULL, NULL))
        return NULL;
      break;
    case A_PASS_THROUGH:
      cost = c.d->cost_pass;          /* 13.0 */
      break;
    case A_OVERRUN:
      cost = c.d->cost_overrun;       /* 17.1 */
      break;
    default:
      return NULL;
    }
  /* Translators: Blood on the Ohio (2.5): what a step costs, drawn beside
     its space on the map; MP are movement points */
  return g_strdup_printf (_("%d MP"), cost);
}

static void
relocate_force (OhioCtx *c, OhioMove *m, int to)
{
  for (int p = c->ix->head[m->here], next; p >= 0; p = next)
    {
      next = c->ix->next[p];
      if (in_force (c, m, p))
        ohio_move_piece (c, p, to);
    }
  m->here = to;
}

/* 14.3: the reinforcement has reached the battle. */
static void
reinforcement_arrives (OhioCtx *c, OhioMove *m)
{
  gint16 arrived[64];
  int n = 0;

  FOR_FORCE (c, m, p)
    if (n < 64)
      arrived[n++] = p;
  ohio_end_move (c, m);
  for (int i = 0; i < n; i++)
    c->pc[arrived[i]].flags |= F_BATTLE | F_REINF;
  if (n > 0)
    c->x->battle.military[m->side] = 1;
}

gboolean
ohio_move_step (OhioCtx *c, OhioMove *m)
{
  const OhioData *d = c->d;

  if (m->kind == MOVE_NONE)
    return FALSE;
  if (force_empty (c, m) && m->stage != MS_DONE)
    {
      ohio_end_move (c, m);
      return FALSE;
    }
  switch (m->stage)
    {
    case MS_ARRIVED:
      m->stage = MS_MEET;  /* after the ambush window */
      if (d->spaces[m->here].entry && m->kind == MOVE_MAIN && m->side == 1 &&
          d->spaces[m->here].entry_nation != OHIO_NONE && d->nation_off_map[d->spaces[m->here].entry_nation])
        {
          /* 5.2.3 reading: a key leader on an off-map nation's square;
           * "not a space for movement" (2.4.3): the move ends there. */
          ohio_end_move (c, m);
          return FALSE;
        }
      if (d->spaces[m->here].entry && m->kind == MOVE_MAIN && m->side == 1)
        {
          /* 2.4.3: the Miami leave the map to their box. */
          for (int p = c->ix->head[m->here], next; p >= 0; p = next)
            {
              next = c->ix->next[p];
              if (in_force (c, m, p))
                {
                  c->pc[p].flags = 0;
                  ohio_move_piece (c, p, d->nation_box[d->pieces[p].nation]);
                }
            }
          m->kind = MOVE_NONE;
          return FALSE;
        }
      war_risk (c, m);
      captures (c, m);
      /* 18.0: stacks next to the space may ambush. */
      ohio_open_ambush (c, 1 - m->side, m->here, m->kind == MOVE_REINF ? SCOPE_REINF : SCOPE_MAIN, FALSE,
                        m->kind == MOVE_REINF ? m->target : -1);
      return FALSE;
    case MS_MEET:
      m->stage = MS_MOVING;
      if (m->ended && d->spaces[m->here].river)
        {
          /* 15.2: stopped on a river by an ambush: back to the land it came from. */
          relocate_force (c, m, last_ground (c, m));
          ohio_end_move (c, m);
          return FALSE;
        }
      if (m->kind == MOVE_REINF && m->here == m->target)
        {
          reinforcement_arrives (c, m);
          return FALSE;
        }
      if (m->kind == MOVE_REINF && meet (c, m) != MEET_NOTHING && (m->ended || !reinf_may_go_on (c)))
        {
          /* Stopped by an ambush in a space it may not fight in, or left
           * by one too weak to pass through or overrun (wabash seed 1445):
           * back to where it came from, and it does not arrive (14.3). */
          relocate_force (c, m, previous_space (c, m));
          if (d->spaces[m->here].river)
            relocate_force (c, m, last_ground (c, m));
          ohio_end_move (c, m);
          return FALSE;
        }
      if (arrival_declare (c, m))
        return TRUE;
      if (is_army (c, m->here, m->side, m))
        m->ended = 1;   /* 6.6, 6.8 */
      break;
    case MS_DECLARE:
      ohio_set_decision (c, m->side, D_DECLARE, m->here, 0);
      return TRUE;
    case MS_PASS_AMBUSH:
      m->stage = MS_MOVING;
      break;
    case MS_DONE:
      if (c->x->battle.active && m->kind == MOVE_MAIN)
        return FALSE;
      ohio_end_move (c, m);
      return FALSE;
    default:
      break;
    }
  if (m->kind == MOVE_REINF && m->ended)
    {
      /* Stopped on its way: it does not reach the battle. */
      if (d->spaces[m->here].river)
        relocate_force (c, m, last_ground (c, m));
      ohio_end_move (c, m);
      return FALSE;
    }
  ohio_set_decision (c, m->side, D_MOVE, m->here, m->mp_left);
  return TRUE;
}

/* ---- applying ------------------------------------------------------------------- */

void
ohio_apply_ops (OhioCtx *c, const BhAction *a)
{
  const OhioData *d = c->d;
  OhioExtra *x = c->x;
  OhioMove *m = ohio_current_move (c);
  int side = c->st->pending.side;

  switch (a->kind)
    {
    case A_END_OPS:
      x->proc_started = 2;
      break;
    case A_FORM:
      x->forming_space = c->pc[a->args[0]].location;
      x->forming_breakout = 0;
      c->pc[a->args[0]].flags |= F_FORCE;
      ohio_set_decision (c, side, D_FORM, x->forming_space, 0);
      break;
    case A_BREAKOUT:
      x->forming_space = a->args[0];
      x->forming_breakout = 1;
      ohio_set_decision (c, side, D_FORM, x->forming_space, 1);
      break;
    case A_ADD:
      c->pc[a->args[0]].flags |= F_FORCE;
      break;
    case A_CANCEL:
      FOR_PIECES_AT (c, x->forming_space, p)
        c->pc[p].flags &= ~F_FORCE;
      x->forming_space = -1;
      x->forming_breakout = 0;
      break;
    case A_GARRISON:
      c->pc[a->args[0]].flags |= F_DEFEND;
      break;
    case A_UNGARRISON:
      c->pc[a->args[0]].flags &= ~F_DEFEND;
      break;
    case A_MARCH:
    case A_MARCH_SCOUT:
      start_march (c, a->kind == A_MARCH_SCOUT);
      break;
    case A_ATTACK:
      if (c->st->pending.kind == D_FORM)
        {
          /* 20.2.2: the breakout attacks the besiegers on the same space. */
          int space = x->forming_space;

          x->space_flags[space] |= SPF_BREAKOUT;
          x->forming_breakout = 0;
          memset (m, 0, sizeof *m);
          m->kind = MOVE_MAIN;
          m->side = 0;
          m->here = space;
          m->path[0] = space;
          m->n_path = 1;
          m->stage = MS_DONE;
          m->target = -1;
          x->forming_space = -1;
          ohio_start_battle (c, BK_BREAKOUT, space, 0, space);
          break;
        }
      m->stage = MS_DONE;
      /* 5.2.2: a battle with a treaty nation's village breaks the treaty
       * only if it costs the nation FP (a casualty on the village,
       * bh-ohio-casualties.c), not when it is declared. */
      ohio_start_battle (c, BK_NORMAL, m->here, m->side, m->n_path >= 2 ? m->path[m->n_path - 2] : m->here);
      break;
    case A_OVERRUN:
      m->stage = MS_MOVING;
      if (m->kind == MOVE_REINF)
        {
          /* The battle waits while its reinforcement overruns (14.3). */
          x->stash = x->battle;
          x->stash_active = 1;
        }
      ohio_start_battle (c, BK_OVERRUN, m->here, m->side, m->n_path >= 2 ? m->path[m->n_path - 2] : m->here);
      break;
    case A_PASS_THROUGH:
      m->mp_left -= d->cost_pass;
      m->passing = 1;
      m->stage = MS_PASS_AMBUSH;
      /* 13.0: the stack passed may ambush (not that of a battle, 14.3). */
      if (m->kind == MOVE_MAIN)
        ohio_open_ambush (c, 1 - m->side, m->here, SCOPE_MAIN, TRUE, -1);
      else
        ohio_open_ambush (c, 1 - m->side, m->here, SCOPE_REINF, TRUE, m->target);
      break;
    case A_IGNORE:
      m->stage = MS_MOVING;
      if (is_army (c, m->here, m->side, m))
        m->ended = 1;
      break;
    case A_MOVE:
      {
        int to = a->args[0];
        int cost = 0;

        step_ok (c, m, to, &cost, NULL, NULL);
        if (NOTING (c))
          {
            g_autofree char *force = force_names (c, m);

            /* Translators: Blood on the Ohio (2.5): the pieces of the force
               that moves ("Harmar, 2 × Regular infantry"), the space it
               leaves, the space it enters, the MP the step costs, then the
               MP left and in all; MP are movement points */
            ohio_note (c, step_rule (c, m->here, to), _("%s move from %s to %s: %d MP, %d of %d MP left"), force,
                       ohio_loc_name (c, m->here), ohio_loc_name (c, to), cost, MAX (m->mp_left - cost, 0),
                       m->mp_total + m->scout_bonus);
          }
        relocate_force (c, m, to);
        m->mp_left -= cost;
        m->passing = 0;
        if (m->n_path < OHIO_PATH_MAX)
          m->path[m->n_path++] = to;
        else
          {
            memmove (m->path, m->path + 1, (OHIO_PATH_MAX - 1) * sizeof m->path[0]);
            m->path[OHIO_PATH_MAX - 1] = to;
          }
        m->stage = MS_ARRIVED;
      }
      break;
    case A_PICKUP:
      c->pc[a->args[0]].flags |= F_FORCE | (m->kind == MOVE_REINF ? F_REINF : 0);
      break;
    case A_DROP:
      {
        int p = a->args[0];
        Comp k;

        c->pc[p].flags &= ~(F_FORCE | F_REINF);
        c->pc[p].flags |= F_MOVED;
        if (d->pieces[p].side == 0)
          c->pc[p].flags &= ~F_DEFEND;
        /* 21.2: without a scout the force loses the scout's MP. */
        comp_of (c, m, &k, -1, -1);
        if (m->scout_bonus && k.scouts == 0)
          {
            m->scout_bonus = 0;
            m->mp_left = MAX (0, m->mp_left - 1);
          }
        /* 23.0: British Arms stay with a warrior. */
        if (d->pieces[p].klass == PC_WARRIOR && k.arms > 0 && k.warriors == 0)
          FOR_FORCE (c, m, q)
            if (d->pieces[q].klass == PC_ARMS)
              {
                c->pc[q].flags &= ~(F_FORCE | F_REINF);
                c->pc[q].flags |= F_MOVED;
              }
      }
      break;
    case A_STOP:
      if (m->passing || (m->kind == MOVE_REINF && meet (c, m) != MEET_NOTHING && meet (c, m) != MEET_STRUCTURE))
        relocate_force (c, m, previous_space (c, m));
      if (d->spaces[m->here].river && !stop_ok (c, m))
        relocate_force (c, m, last_ground (c, m));
      ohio_end_move (c, m);
      break;
    default:
      break;
    }
}
