/* bh-ohio-combat.c — Blood on the Ohio combat (14.0): attacker and
 * defender declarations, retreat before combat (16.0), the event die and
 * reinforcements (14.3), tactical advantage (14.9), militia morale (14.4),
 * artillery shock (14.5), wage combat on the CRT (14.6), casualties (14.7,
 * bh-ohio-casualties.c), the victor and VP (14.8, 24.0), retreats (15.0,
 * bh-ohio-retreat.c); overrun (17.0); sieges and breakouts (20.2). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"

static int
def_side (const OhioBattle *b)
{
  return 1 - b->att_side;
}

static OhioMove *
main_move (OhioCtx *c)
{
  return c->x->move.kind != MOVE_NONE ? &c->x->move : NULL;
}

/* ---- participants ---------------------------------------------------------- */

static gboolean
takes_part (const OhioCtx *c, int p)
{
  int k = c->d->pieces[p].klass;

  if (k == PC_ARTILLERY && c->pc[p].face == 1)
    return FALSE;   /* 22.2: lost artillery plays no part */
  return ohio_is_military (c, p) || k == PC_SCOUT || k == PC_WAGON || k == PC_ARTILLERY || k == PC_ARMS;
}

static gboolean
has_military_in_battle (const OhioCtx *c, int side)
{
  FOR_PIECES_AT (c, c->x->battle.space, p)
    if (ohio_in_scope (c, p, side, SCOPE_BATTLE) && ohio_is_military (c, p))
      return TRUE;
  return FALSE;
}

static int
battle_fp (const OhioCtx *c, int side)
{
  int fp = 0;

  FOR_PIECES_AT (c, c->x->battle.space, p)
    if (ohio_in_scope (c, p, side, SCOPE_BATTLE) && ohio_is_military (c, p))
      fp += ohio_fp (c, p);
  return fp;
}

/* The defenders of the battle (20.1): a fort's screen, or its defenders
 * when unscreened; never the defenders of Washington and Harmar (20.4);
 * never the besieged when a relief force attacks (20.2.1). */
static void
mark_defenders (OhioCtx *c)
{
  OhioBattle *b = &c->x->battle;
  int space = b->space, def = def_side (b);
  gboolean fort = ohio_has_fort (c, space);
  gboolean screened = fort && ohio_fort_screened (c, space);

  b->target = BT_STACK;
  if (def == 0 && fort)
    {
      if (screened)
        {
          FOR_PIECES_AT (c, space, p)
            if (c->d->pieces[p].side == 0 && !(c->pc[p].flags & F_DEFEND) && takes_part (c, p))
              c->pc[p].flags |= F_BATTLE;
        }
      else if (ohio_has_military (c, space, 0, F_DEFEND, 0) && !c->d->spaces[space].printed_fort)
        {
          b->target = BT_FORT;
          FOR_PIECES_AT (c, space, p)
            if (c->d->pieces[p].side == 0 && (c->pc[p].flags & F_DEFEND) && takes_part (c, p))
              c->pc[p].flags |= F_BATTLE;
        }
      else
        b->target = BT_STRUCTURE;
      return;
    }
  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].side == def && takes_part (c, p) && !(def == 0 && (c->pc[p].flags & F_DEFEND)) &&
        !(c->pc[p].flags & F_BATTLE))
      c->pc[p].flags |= F_BATTLE;
  if (!has_military_in_battle (c, def))
    b->target = BT_STRUCTURE;
}

static void
battle_init (OhioCtx *c, int kind, int space, int att_side, int from)
{
  OhioBattle *b = &c->x->battle;

  memset (b, 0, sizeof *b);
  b->active = 1;
  b->kind = kind;
  b->space = space;
  b->att_side = att_side;
  b->att_from = from;
  b->rbc_tp[0] = b->rbc_tp[1] = -1;
  b->event = -1;
  b->ta_side = -1;
  b->militia_cap = -1;
  b->winner = -1;
  b->reinf_space[0] = b->reinf_space[1] = -1;
  b->reinf_first = -1;
}

void
ohio_start_battle (OhioCtx *c, int kind, int space, int att_side, int from)
{
  OhioBattle *b = &c->x->battle;

  battle_init (c, kind, space, att_side, from);
  /* The attacker: the moving force (a reinforcement's, for an overrun on
   * its way), or the breakout units. */
  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].side == att_side && (c->pc[p].flags & F_FORCE) &&
        (c->x->stash_active || !(c->pc[p].flags & F_REINF)) && takes_part (c, p))
      c->pc[p].flags |= F_BATTLE;
  if (kind == BK_BREAKOUT)
    {
      FOR_PIECES_AT (c, space, p)
        if (c->pc[p].flags & F_FORCE)
          c->pc[p].flags &= ~F_FORCE;
    }
  else
    {
      /* 14.0: the attacker's units already on the battle space fight with
       * the force (besiegers, 20.2), never the besieged (20.2.1). */
      FOR_PIECES_AT (c, space, q)
        if (c->d->pieces[q].side == att_side && !(c->pc[q].flags & (F_FORCE | F_REINF | F_BATTLE)) &&
            !(att_side == 0 && (c->pc[q].flags & F_DEFEND)) && takes_part (c, q))
          c->pc[q].flags |= F_BATTLE;
    }
  mark_defenders (c);
  b->military[0] = has_military_in_battle (c, 0);
  b->military[1] = has_military_in_battle (c, 1);
  if (kind == BK_OVERRUN)
    b->stage = b->target == BT_STRUCTURE ? BS_OVR_ROLL : BS_RBC_ATT_TP;
  else
    b->stage = BS_SCOUTS;
}

/* ---- end of a battle --------------------------------------------------------- */

/* End of a reinforcement's overrun: the waiting battle comes back; the
 * reinforcement goes on, stops in the space, or stops short (17.2). */
static void
nested_end (OhioCtx *c)
{
  OhioExtra *x = c->x;
  OhioBattle *b = &x->battle;
  OhioMove *m = &x->reinf;
  const OhioData *d = c->d;
  gboolean done = b->overrun_done, rbc = b->rbc_success;

  for (guint p = 0; p < d->n_pieces; p++)
    if ((c->pc[p].flags & F_BATTLE) && c->pc[p].location != x->stash.space)
      c->pc[p].flags &= ~(F_BATTLE | F_ROLE_A | F_ROLE_B);
  x->battle = x->stash;
  x->stash_active = 0;
  if (m->kind == MOVE_NONE)
    return;
  if (done)
    {
      m->mp_left = MAX (0, m->mp_left - d->cost_overrun);
      m->stage = MS_MEET;
    }
  else if (rbc)
    {
      m->ended = 1;
      m->stage = MS_MEET;
    }
  else
    m->stage = MS_DONE;
}

static void
battle_close (OhioCtx *c)
{
  OhioBattle *b = &c->x->battle;
  OhioMove *m = main_move (c);
  const OhioData *d = c->d;

  if (c->x->stash_active)
    {
      nested_end (c);
      return;
    }

  for (guint p = 0; p < d->n_pieces; p++)
    if (c->pc[p].flags & F_BATTLE)
      {
        c->pc[p].flags &= ~(F_BATTLE | F_REINF | F_ROLE_A | F_ROLE_B);
        c->pc[p].flags |= F_MOVED;   /* 14.3: it has been in combat */
      }
  b->active = 0;
  if (m == NULL)
    return;
  if (b->kind == BK_OVERRUN && b->overrun_done)
    {
      /* 17.2: the overrun succeeded: pay 1 MP and move on. */
      m->mp_left = MAX (0, m->mp_left - d->cost_overrun);
      m->stage = MS_MEET;
      return;
    }
  if (b->rbc_success && (m->stage == MS_DONE || b->kind == BK_OVERRUN))
    {
      /* 16.1, LR: the attacker's move ends here; a structure left in the
       * space may still be attacked. */
      m->ended = 1;
      m->stage = MS_MEET;
      return;
    }
  m->stage = MS_DONE;
}

static void chain_init (OhioCtx *c, int side, int space, int from, const gint16 *attackers, int n);

/* A battle is over; a 15.3 battle put off while it waited comes now (the
 * US's trapped stack first, then the WC's at the end of that battle). */
static void
battle_end (OhioCtx *c)
{
  OhioExtra *x = c->x;
  gboolean nested = x->stash_active;

  battle_close (c);
  if (nested)
    return;
  for (int side = 0; side < 2; side++)
    {
      int space = x->chain_space1[side] - 1;
      gint16 attackers[64];
      int n = 0;

      if (space < 0)
        continue;
      x->chain_space1[side] = 0;
      /* The trapped force: its side's units there (they may have gone on
       * or died meanwhile, and the enemy may have gone). */
      if (!ohio_enemy_present (c, space, side))
        continue;
      FOR_PIECES_AT (c, space, p)
        if (c->d->pieces[p].side == side && !(side == 0 && (c->pc[p].flags & F_DEFEND)) && takes_part (c, p) && n < 64)
          attackers[n++] = p;
      if (n == 0)
        continue;
      chain_init (c, side, space, x->chain_from[side], attackers, n);
      return;
    }
}

/* 15.3, 14.3: a stack forced into an enemy by a retreat from an overrun
 * while another battle waits for the reinforcement has lost its FP; its
 * new battle is fought when the waiting battle is over (one battle at a
 * time). */
void
ohio_defer_chain (OhioCtx *c, int side, int space, int from)
{
  c->x->chain_space1[side] = space + 1;
  c->x->chain_from[side] = from;
  /* Translators: Blood on the Ohio (15.3, 14.3): two spaces */
  ohio_note (c, "15.3", _("The new battle at %s comes once the battle at %s is over"), ohio_loc_name (c, space),
             ohio_loc_name (c, c->x->stash.space));
}

void
ohio_start_chain (OhioCtx *c, int side, int space, int from)
{
  gint16 attackers[64];
  int n = 0;

  /* The retreating stack, noted before the battle it comes from ends. */
  FOR_PIECES_AT (c, space, p)
    if (ohio_in_scope (c, p, side, SCOPE_RETREAT) && takes_part (c, p) && n < 64)
      attackers[n++] = p;
  if (c->x->battle.active)
    battle_close (c);
  chain_init (c, side, space, from, attackers, n);
}

static void
chain_init (OhioCtx *c, int side, int space, int from, const gint16 *attackers, int n)
{
  battle_init (c, BK_CHAIN, space, side, from);
  for (int i = 0; i < n; i++)
    c->pc[attackers[i]].flags |= F_BATTLE;
  /* 14.0, 15.3: the retreating side's units already there (besiegers of
   * a fort, 20.2) fight beside it, never the besieged (20.2.1); else they
   * would stay beside the enemy after the battle (campaign seed 5144). */
  FOR_PIECES_AT (c, space, q)
    if (c->d->pieces[q].side == side && !(c->pc[q].flags & (F_FORCE | F_REINF | F_BATTLE)) &&
        !(side == 0 && (c->pc[q].flags & F_DEFEND)) && takes_part (c, q))
      c->pc[q].flags |= F_BATTLE;
  mark_defenders (c);
  c->x->battle.military[0] = has_military_in_battle (c, 0);
  c->x->battle.military[1] = has_military_in_battle (c, 1);
  c->x->battle.stage = BS_SCOUTS;
}

/* ---- strengths (14.6) ------------------------------------------------------- */

int
ohio_combat_tp (const OhioCtx *c, int side)
{
  int tp = 0;

  FOR_PIECES_AT (c, c->x->battle.space, p)
    {
      if (!ohio_in_scope (c, p, side, SCOPE_BATTLE) || (c->pc[p].flags & F_REINF))
        continue;
      if (ohio_is_leader (c, p) && !(c->pc[p].flags & F_ROLE_A))
        tp += ohio_tp (c, p);
      else if (c->d->pieces[p].klass == PC_SCOUT && (c->pc[p].flags & F_ROLE_A))
        tp += 1;    /* 21.3 */
    }
  return tp;
}

static int
strength (const OhioCtx *c, int side)
{
  const OhioBattle *b = &c->x->battle;
  const OhioData *d = c->d;
  int space = b->space;
  int fp = 0, militia = 0;

  FOR_PIECES_AT (c, space, p)
    {
      if (!ohio_in_scope (c, p, side, SCOPE_BATTLE))
        continue;
      if (ohio_is_militia (c, p) && !(c->pc[p].flags & F_REINF))
        militia += ohio_fp (c, p);
      else if (ohio_is_military (c, p))
        fp += ohio_fp (c, p);
      else if (d->pieces[p].klass == PC_SCOUT && (c->pc[p].flags & F_ROLE_B) && !(c->pc[p].flags & F_REINF))
        fp += 1;    /* 21.3 */
    }
  if (side == 0)
    {
      /* 14.4: the militia count up to the morale roll. */
      if (b->militia_cap >= 0)
        militia = MIN (militia, b->militia_cap);
      fp += militia;
      if (b->target == BT_FORT && b->att_side == 1)
        fp += ohio_fort_fp (c, space);           /* 20.1.2 */
      if (b->att_side == 1 && b->target == BT_STACK && ohio_settlement_steps (c, space) == 2 &&
          has_military_in_battle (c, 0))
        fp += 1;                                  /* 20.6 */
      fp -= b->traitors;                          /* 21.1 */
    }
  else
    {
      fp += ohio_arms_battle_fp (c, space, side);   /* 23.0 */
      /* 20.5, LR: a principal village adds 1 to the WC defence, unless
       * its nation is nonaligned (19.0). */
      if (b->att_side == 0 && (ohio_principal_healthy (c, space) || ohio_principal_reduced (c, space) >= 0) &&
          !ohio_nonaligned_village_at (c, space))
        fp += 1;
      fp -= b->shocked;                           /* 14.5 */
    }
  if ((b->event == EV_US_CONFUSED && side == 0) || (b->event == EV_WC_CONFUSED && side == 1))
    fp -= 2;                                      /* 14.3 */
  if (side == def_side (b) && b->failed_rbc)
    fp -= 1;                                      /* 16.2 */
  return MAX (fp, 0);
}

static int
crt (const OhioCtx *c, int strength_, int roll)
{
  int col = MIN ((strength_ - 1) / 2, 7);

  roll = CLAMP (roll, 1, 6);
  return c->d->crt[roll - 1][col];
}

/* ---- step helpers -------------------------------------------------------------- */

static gboolean
has_tp_unit (const OhioCtx *c, int side)
{
  FOR_PIECES_AT (c, c->x->battle.space, p)
    if (ohio_in_scope (c, p, side, SCOPE_BATTLE) && ohio_is_leader (c, p) && ohio_tp (c, p) > 0)
      return TRUE;
  return FALSE;
}

static int
next_scout (const OhioCtx *c)
{
  const OhioBattle *b = &c->x->battle;
  int best = -1;

  if (!c->sc->scouts)
    return -1;
  FOR_PIECES_AT (c, b->space, p)
    if (ohio_in_scope (c, p, 0, SCOPE_BATTLE) && c->d->pieces[p].klass == PC_SCOUT &&
        !(c->pc[p].flags & (F_REINF | F_ROLE_A | F_ROLE_B)) && (best < 0 || p < best))
      best = p;
  return best;
}

/* The defender may ambush when it has not ambushed this force's move (digest
 * 8.2 #6), holds 1/2 VP, is not a fort's defenders and the attacker is not
 * five times its size (14.2, 18.1). */
static gboolean
def_may_ambush (const OhioCtx *c)
{
  const OhioBattle *b = &c->x->battle;
  int def = def_side (b);
  int afp = battle_fp (c, b->att_side);

  if (b->kind != BK_NORMAL || b->target == BT_FORT)
    return FALSE;
  return ohio_can_ambush (c, b->space, def, b->space, SCOPE_MAIN, afp, 0);
}

static gboolean
def_may_rbc (const OhioCtx *c)
{
  const OhioBattle *b = &c->x->battle;

  if (b->target != BT_STACK)
    return FALSE;
  /* 14.2 (3): not after an ambush in this force's move. */
  if (b->kind == BK_NORMAL && (c->x->space_flags[b->space] & SPF_AMBUSHED_MAIN))
    return FALSE;
  return TRUE;
}

static void
roll_scouts (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioBattle *b = &c->x->battle;

  for (int p = c->ix->head[b->space], next; p >= 0; p = next)
    {
      int roll;

      next = c->ix->next[p];
      if (!ohio_in_scope (c, p, 0, SCOPE_BATTLE) || d->pieces[p].klass != PC_SCOUT ||
          !(c->pc[p].flags & (F_ROLE_A | F_ROLE_B)) || (c->pc[p].flags & F_REINF))
        continue;
      roll = ohio_roll (c);
      /* Translators: Blood on the Ohio (21.1): a scout, its roll, then what
         happens (FP are force points) */
      ohio_note (c, "21.1", _("%s checks its fickleness: %d, %s"), ohio_piece_name (c, p), roll,
                 roll <= d->scout_traitor ? _("a traitor (-1 FP), back to the cup")
                 : roll <= d->scout_runs ? _("it runs off to the cup") : _("it stays"));
      if (roll <= d->scout_runs)
        {
          if (roll <= d->scout_traitor)
            b->traitors++;
          c->pc[p].flags = 0;
          ohio_move_piece (c, p, d->cup);
        }
    }
}

static void
set_ta (OhioCtx *c)
{
  OhioBattle *b = &c->x->battle;
  int tp0 = ohio_combat_tp (c, 0), tp1 = ohio_combat_tp (c, 1);

  b->ta_side = tp0 > tp1 ? 0 : tp1 > tp0 ? 1 : -1;
}

static gboolean
reinforcement_source (const OhioCtx *c, int p, int side)
{
  return ohio_can_move_piece (c, p, side) && c->d->pieces[p].klass != PC_ARMS && !(c->pc[p].flags & F_BATTLE) &&
         !ohio_arms_stranded_if_taken (c, p);
}

/* 14.3: forces within 3 MP of the battle (a reverse search from it). */
static gboolean
reinforcement_possible (const OhioCtx *c, int side)
{
  const OhioBattle *b = &c->x->battle;
  guint8 dist[OHIO_MAX_SPACES];

  ohio_mp_distances_to (c, b->space, c->d->reinf_range, dist, NULL);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if ((int) s != b->space && dist[s] != 255)
      FOR_PIECES_AT (c, s, p)
        if (reinforcement_source (c, p, side))
          return TRUE;
  return FALSE;
}

static void
list_reinforcements (OhioCtx *c, int side)
{
  const OhioBattle *b = &c->x->battle;
  guint8 dist[OHIO_MAX_SPACES];

  ohio_add_action (c, A_NO_REINFORCE, 0, 0, 0, 0);
  ohio_mp_distances_to (c, b->space, c->d->reinf_range, dist, NULL);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if ((int) s != b->space && dist[s] != 255)
      FOR_PIECES_AT (c, s, p)
        if (reinforcement_source (c, p, side))
          ohio_add_action (c, A_REINFORCE, 1, p, 0, 0);
}

/* 16.0: the retreat-before-combat roll. */
static gboolean
rbc_roll (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioBattle *b = &c->x->battle;
  int roll = ohio_roll (c);

  if (b->rbc_tp[b->att_side] >= 0)
    roll += d->rbc_att_tp;
  if (b->rbc_tp[def_side (b)] >= 0)
    roll += d->rbc_def_tp;
  /* Translators: Blood on the Ohio (16.0): the roll, “ (attacker's TP)”
     and “ (defender's TP)” or nothing (TP are tactical points), the
     modified roll, then the result (FP are force points) */
  ohio_note (c, "16.0", _("Retreat before combat: %d%s%s = %d, %s"), c->st->rolls[c->st->n_rolls - 1],
             b->rbc_tp[b->att_side] >= 0 ? _(" (attacker's TP)") : "", b->rbc_tp[def_side (b)] >= 0 ? _(" (defender's TP)") : "",
             roll, roll >= d->rbc_success ? _("the defender slips away") : _("it fails: -1 FP to the defender (16.2)"));
  return roll >= d->rbc_success;
}

static void
rbc_failed (OhioCtx *c)
{
  OhioBattle *b = &c->x->battle;

  b->failed_rbc = 1;
  /* The TP used may not count again (16.0). */
  for (int s = 0; s < 2; s++)
    if (b->rbc_tp[s] >= 0)
      c->pc[b->rbc_tp[s]].flags |= F_ROLE_A;
}

/* 17.2: a successful overrun: every enemy unit is a casualty, WC units go
 * back to their nation square or box, villages lose a step. */
static void
overrun_success (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioBattle *b = &c->x->battle;
  int def = def_side (b), space = b->space;

  for (int p = c->ix->head[space], next; p >= 0; p = next)
    {
      next = c->ix->next[p];
      if (!ohio_in_scope (c, p, def, SCOPE_BATTLE))
        continue;
      if (def == 1)
        {
          int n = d->pieces[p].nation;

          c->pc[p].flags = 0;
          c->pc[p].face = 0;
          if (d->pieces[p].klass == PC_ARMS || n == OHIO_NONE)
            ohio_move_piece (c, p, d->wc_elim);
          else
            {
              if (n < OHIO_MAX_NATIONS)
                c->x->nation_hit[n] = 1;
              ohio_move_piece (c, p, d->nation_box[n] >= 0 ? d->nation_box[n] : d->wc_elim);
            }
        }
      else
        {
          int k = d->pieces[p].klass;

          if (k == PC_ARTILLERY)
            {
              c->pc[p].face = 1;
              c->pc[p].flags &= ~F_BATTLE;
              continue;
            }
          if (k == PC_WAGON)
            ohio_vp (c, 1, c->pc[p].face == 0 ? 2 : 1);
          if (ohio_is_leader (c, p))
            ohio_kill_leader (c, p);
          else
            {
              c->pc[p].flags = 0;
              c->pc[p].face = 0;
              ohio_move_piece (c, p, c->sc->us_casualties_removed ? d->us_elim : d->cup);
            }
        }
    }
  if (def == 1 && ohio_has_village (c, space) && !ohio_nonaligned_village_at (c, space))
    ohio_village_hit (c, space, TRUE);
  {
    int owner = d->spaces[space].owner;

    if (def == 1 && owner != OHIO_NONE && c->x->nation_status[owner] == NAT_TREATY)
      ohio_break_treaty (c, owner);
  }
  b->overrun_done = 1;
  ohio_note (c, "17.2", _("Every enemy unit at %s is a casualty"), ohio_loc_name (c, space));
  /* 17.2.2: militia in the overrunning force lose 1 FP. */
  if (b->att_side == 0)
    {
      gboolean militia = FALSE;

      FOR_PIECES_AT (c, space, p)
        if (ohio_in_scope (c, p, 0, SCOPE_BATTLE) && ohio_is_militia (c, p))
          militia = TRUE;
      if (militia)
        ohio_start_casualties (c, 0, 1, CR_OVERRUN_MILITIA, space, SCOPE_BATTLE);
    }
}

/* ---- the victor (14.8) ------------------------------------------------------------ */

/* Units of a losing side that fought outside a fort or beside a
 * structure (reinforcements, 14.3) retreat; the fort's defenders stay
 * besieged (20.1.2) (reconstructed). */
static gboolean
retreat_outside (OhioCtx *c, int side)
{
  OhioBattle *b = &c->x->battle;
  gboolean any = FALSE;

  FOR_PIECES_AT (c, b->space, p)
    {
      if (c->d->pieces[p].side != side)
        continue;
      c->pc[p].flags &= ~F_ROLE_B;
      if ((c->pc[p].flags & F_BATTLE) && !(c->pc[p].flags & F_DEFEND) &&
          !(c->d->pieces[p].klass == PC_ARTILLERY && c->pc[p].face == 1))
        {
          c->pc[p].flags |= F_ROLE_B;
          any = TRUE;
        }
    }
  if (any)
    ohio_start_retreat (c, side, b->space, RC_OUTSIDE, FALSE, -1, side == b->att_side ? -1 : b->att_from, b->space);
  return any;
}

static void
victor (OhioCtx *c)
{
  OhioBattle *b = &c->x->battle;
  int att = b->att_side, def = def_side (b);
  int winner, loser;

  if (b->hits[att] > b->hits[def])
    winner = att;
  else if (b->hits[def] > b->hits[att])
    winner = def;
  else
    winner = 1;   /* 14.8: the WC wins ties */
  b->winner = winner;
  loser = 1 - winner;
  /* Translators: Blood on the Ohio (14.8): the side (“US”, “WC”), the
     space, then “ (the WC wins ties)” or nothing; WC is the Western
     Confederacy */
  ohio_note (c, "14.8", _("%s wins the battle at %s%s"), ohio_side_name (c, winner), ohio_loc_name (c, b->space),
             b->hits[att] == b->hits[def] ? _(" (the WC wins ties)") : "");
  /* 24.0, LR: +1/2 to the victor when military counters of both sides
   * fought; +1/2 to each side inflicting more than 3. */
  if (b->military[0] && b->military[1])
    ohio_vp (c, winner, 1);
  for (int s = 0; s < 2; s++)
    if (b->applied[1 - s] > 3)
      ohio_vp (c, s, 1);
  b->stage = BS_RETREAT;
  if (loser == def)
    {
      if (b->target != BT_STACK)
        {
          /* fort defenders are besieged (20.1.2); structures stay */
          retreat_outside (c, def);
          return;
        }
      ohio_start_retreat (c, def, b->space, RC_LOSS, FALSE, -1, b->att_from, b->space);
    }
  else if (b->kind == BK_BREAKOUT)
    ohio_start_retreat (c, att, b->space, RC_BREAKOUT, TRUE, b->space, -1, b->space);
  else
    ohio_start_retreat (c, att, b->space, RC_LOSS, TRUE, b->att_from, -1, b->space);
}

/* ---- the battle's steps ---------------------------------------------------------- */

gboolean
ohio_battle_step (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioBattle *b = &c->x->battle;
  int att = b->att_side, def = def_side (b);
  int ev;

  switch (b->stage)
    {
    case BS_SCOUTS:
      {
        int s = next_scout (c);

        if (s >= 0 && b->kind != BK_OVERRUN)
          {
            ohio_set_decision (c, 0, D_SCOUT_USE, s, b->space);
            return TRUE;
          }
        b->stage = BS_DEF_DECLARE;
        return FALSE;
      }
    case BS_DEF_DECLARE:
      /* A breakout's besiegers may retreat before combat, not ambush:
       * the units breaking out did not move (18.1). */
      if (!def_may_ambush (c) && !def_may_rbc (c))
        {
          b->stage = BS_EVENT;
          return FALSE;
        }
      ohio_set_decision (c, def, D_DEF_DECLARE, b->space, 0);
      return TRUE;
    case BS_AMBUSHED:
      /* 14.2 (2): an overwhelming success ends the combat; the attacker retreats. */
      if (c->x->amb.overwhelming)
        {
          c->x->amb.overwhelming = 0;
          b->stage = BS_RETREAT;
          /* The whole attacking force retreats: a scout's +1 FP role (21.3)
           * shares its flag with the retreat's mark and must not make the
           * scout the only piece marked. */
          FOR_PIECES_AT (c, b->space, p)
            if (c->d->pieces[p].side == att)
              c->pc[p].flags &= ~F_ROLE_B;
          ohio_start_retreat (c, att, b->space, RC_AMBUSH, TRUE, b->att_from, -1, b->space);
          return FALSE;
        }
      b->stage = BS_EVENT;
      return FALSE;
    case BS_RBC_ATT_TP:
      if (b->target != BT_STACK)
        {
          b->stage = b->kind == BK_OVERRUN ? BS_OVR_ROLL : BS_EVENT;
          return FALSE;
        }
      if (has_tp_unit (c, att))
        {
          ohio_set_decision (c, att, D_RBC_TP, b->space, 0);
          return TRUE;
        }
      b->stage = BS_RBC_DEF_TP;
      return FALSE;
    case BS_RBC_DEF_TP:
      if (has_tp_unit (c, def))
        {
          ohio_set_decision (c, def, D_RBC_TP, b->space, 1);
          return TRUE;
        }
      b->stage = BS_RBC_ROLL;
      return FALSE;
    case BS_RBC_ROLL:
      if (rbc_roll (c))
        {
          /* 16.1: the combat is cancelled; the defender retreats; no VP. */
          b->rbc_success = 1;
          ohio_note (c, "16.1", _("No battle: the defender retreats"));
          b->stage = BS_RETREAT;
          ohio_start_retreat (c, def, b->space, RC_RBC, FALSE, -1, b->att_from, b->space);
          return FALSE;
        }
      rbc_failed (c);
      b->stage = b->kind == BK_OVERRUN ? BS_OVR_AFTER : BS_EVENT;
      return FALSE;
    case BS_EVENT:
      b->event = d->event_face[ohio_roll (c)];
      /* Translators: Blood on the Ohio (14.3): a face of the event die */
      ohio_note (c, "14.3", _("Event die: %s"), ohio_event_name (b->event));
      roll_scouts (c);
      set_ta (c);
      if (b->ta_side >= 0)
        /* Translators: Blood on the Ohio (14.9): the side (“US”, “WC”); TP
           are tactical points */
        ohio_note (c, "14.9", _("Tactical advantage: %s (more TP)"), ohio_side_name (c, b->ta_side));
      b->stage = b->ta_side >= 0 ? BS_EVENT_REROLL : BS_EVENT_APPLY;
      return FALSE;
    case BS_EVENT_REROLL:
      ohio_set_decision (c, b->ta_side, D_REROLL, b->space, 0);
      return TRUE;
    case BS_EVENT_APPLY:
      if (b->event == EV_DELAY)
        {
          /* 14.3: the battle is cancelled and the attacker retreats. */
          ohio_note (c, "14.3", _("Delay: no battle; the attacker goes back"));
          b->stage = BS_RETREAT;
          if (b->kind == BK_BREAKOUT)
            {
              retreat_outside (c, att);
              return FALSE;
            }
          ohio_start_retreat (c, att, b->space, RC_DELAY, TRUE, b->att_from, -1, b->space);
          return FALSE;
        }
      b->stage = b->event == EV_REINFORCEMENTS ? BS_REINF_US : BS_MORALE;
      return FALSE;
    case BS_REINF_US:
    case BS_REINF_WC:
      {
        int side = b->stage == BS_REINF_US ? 0 : 1;

        if (b->reinf_space[side] < 0 && reinforcement_possible (c, side) && c->x->forming_space < 0)
          {
            ohio_set_decision (c, side, D_REINF_CHOOSE, b->space, 0);
            return TRUE;
          }
        if (c->x->forming_space >= 0)
          {
            ohio_set_decision (c, side, D_REINF_CHOOSE, b->space, 1);
            return TRUE;
          }
        b->stage++;
        return FALSE;
      }
    case BS_REINF_MOVE:
      {
        /* 14.3: the lower TP first, then the lower FP, then the defender. */
        if (b->reinf_first < 0)
          {
            int tp[2], fp[2];

            for (int s = 0; s < 2; s++)
              {
                tp[s] = b->reinf_space[s] >= 0 ? ohio_force_tp_at (c, b->reinf_space[s], s, F_FORCE | F_REINF) : 99;
                fp[s] = b->reinf_space[s] >= 0 ? ohio_stack_fp (c, b->reinf_space[s], s, F_FORCE | F_REINF, 0) : 99;
              }
            b->reinf_first = tp[0] < tp[1] ? 0 : tp[1] < tp[0] ? 1 : fp[0] < fp[1] ? 0 : fp[1] < fp[0] ? 1 : def;
          }
        while (b->reinf_moves < 2)
          {
            int side = b->reinf_moves == 0 ? b->reinf_first : 1 - b->reinf_first;

            b->reinf_moves++;
            if (b->reinf_space[side] >= 0)
              {
                ohio_start_reinf_move (c, side, b->reinf_space[side], b->space);
                return FALSE;
              }
          }
        b->stage = BS_MORALE;
        return FALSE;
      }
    case BS_MORALE:
      {
        gboolean militia = FALSE, artillery = FALSE, supported = FALSE, wc_key = FALSE;

        FOR_PIECES_AT (c, b->space, p)
          {
            if (!(c->pc[p].flags & F_BATTLE))
              continue;
            if (d->pieces[p].side == 0 && ohio_is_militia (c, p) && !(c->pc[p].flags & F_REINF))
              militia = TRUE;
            if (d->pieces[p].side == 0 && ohio_is_unit (c, p))
              supported = TRUE;
            if (d->pieces[p].klass == PC_ARTILLERY && c->pc[p].face == 0 && !(c->pc[p].flags & F_REINF))
              artillery = TRUE;
            if (d->pieces[p].side == 1 && d->pieces[p].klass == PC_KEY_LEADER)
              wc_key = TRUE;
          }
        /* 14.4 */
        if (militia)
          {
            int roll = ohio_roll (c);

            b->militia_cap = d->morale[roll];
            if (b->militia_cap < 0)
              /* Translators: Blood on the Ohio (14.4): the roll; FP are
                 force points */
              ohio_note (c, "14.4", _("Militia morale: %d, every militia FP fights"), roll);
            else
              /* Translators: Blood on the Ohio (14.4): the roll, then the
                 most militia FP (force points) that fight */
              ohio_note (c, "14.4", _("Militia morale: %d, at most %d militia FP fight"), roll, b->militia_cap);
          }
        /* 14.5 (digest 8.2 #9: any battle the artillery is in from the start) */
        if (artillery && supported)
          {
            int roll = ohio_roll (c) - (wc_key ? 1 : 0);

            b->shocked = d->shock[CLAMP (roll, 0, 6)];
            /* Translators: Blood on the Ohio (14.5): the roll, “ (-1 WC key
               leader)” or nothing, then how many FP (force points) of the
               WC (Western Confederacy) are shocked */
            ohio_note (c, "14.5", _("Artillery shock: %d%s, %d WC FP shocked"), roll, wc_key ? _(" (-1 WC key leader)") : "",
                       b->shocked);
          }
        /* 14.6 */
        for (int s = 0; s < 2; s++)
          b->strength[s] = strength (c, s);
        for (int s = 0; s < 2; s++)
          {
            gboolean river = s == def && d->spaces[b->att_from].river;

            b->roll[s] = b->strength[s] >= 1 ? ohio_roll (c) : 0;
            b->hits[s] = b->strength[s] >= 1 ? crt (c, b->strength[s], b->roll[s] + (river ? 1 : 0)) : 0;
            if (b->strength[s] >= 1)
              /* Translators: Blood on the Ohio (14.6): the side (“US”,
                 “WC”), its strength in FP (force points), its roll, then
                 “ +1 (the attacker came from a river)” or nothing, then the
                 number of casualties it inflicts */
              ohio_note (c, "14.6", ngettext ("%s: %d FP rolls %d%s: %d casualty", "%s: %d FP rolls %d%s: %d casualties",
                                              b->hits[s]),
                         ohio_side_name (c, s), b->strength[s], b->roll[s],
                         river ? _(" +1 (the attacker came from a river)") : "", b->hits[s]);
            else
              /* Translators: Blood on the Ohio (14.6): the side (“US”, “WC”) */
              ohio_note (c, "14.6", _("%s: no strength, no roll"), ohio_side_name (c, s));
          }
        b->stage = b->ta_side >= 0 && !b->ta_used && b->roll[b->ta_side] > 0 ? BS_COMBAT_REROLL : BS_CASUALTIES_ATT;
        return FALSE;
      }
    case BS_COMBAT_REROLL:
      ohio_set_decision (c, b->ta_side, D_REROLL, b->space, 1);
      return TRUE;
    case BS_CASUALTIES_ATT:
      b->stage = BS_CASUALTIES_DEF;
      ohio_start_casualties (c, att, b->hits[def], CR_BATTLE, b->space, SCOPE_BATTLE);
      return FALSE;
    case BS_CASUALTIES_DEF:
      b->stage = BS_VICTOR;
      ohio_start_casualties (c, def, b->hits[att], CR_BATTLE, b->space, SCOPE_BATTLE);
      return FALSE;
    case BS_VICTOR:
      victor (c);
      return FALSE;
    case BS_RETREAT:
      b->stage = BS_END;
      return FALSE;
    case BS_END:
      battle_end (c);
      return FALSE;
    case BS_OVR_ROLL:
      /* 17.2: the defender must try to retreat first (unless a structure alone). */
      if (b->target == BT_STACK && !b->failed_rbc)
        {
          b->stage = BS_RBC_ATT_TP;
          return FALSE;
        }
      b->stage = BS_OVR_AFTER;
      return FALSE;
    case BS_OVR_AFTER:
      b->stage = BS_END;
      ev = d->event_face[ohio_roll (c)];
      /* Translators: Blood on the Ohio (17.2): a face of the event die, then
         the result */
      ohio_note (c, "17.2", _("Overrun: event die %s, %s"), ohio_event_name (ev),
                 ev == EV_DELAY ? _("the overrun fails and the force goes back") : _("the overrun succeeds"));
      if (ev == EV_DELAY)
        {
          /* The overrun fails: back to the previous space, and stop (digest 8.2 #23). */
          OhioMove *m = main_move (c);

          if (m)
            m->stage = MS_DONE;
          b->stage = BS_RETREAT;
          ohio_start_retreat (c, att, b->space, RC_DELAY, TRUE, b->att_from, -1, b->space);
          return FALSE;
        }
      overrun_success (c);
      return FALSE;
    default:
      battle_end (c);
      return FALSE;
    }
}

/* ---- decisions --------------------------------------------------------------------- */

void
ohio_list_battle (OhioCtx *c)
{
  const OhioBattle *b = &c->x->battle;
  int side = c->st->pending.side;

  switch (c->st->pending.kind)
    {
    case D_SCOUT_USE:
      for (int u = 0; u < 3; u++)
        ohio_add_action (c, A_SCOUT, 2, c->st->pending.args[0], u, 0);
      break;
    case D_DEF_DECLARE:
      ohio_add_action (c, A_DEFEND, 0, 0, 0, 0);
      if (def_may_ambush (c))
        ohio_add_action (c, A_AMBUSH, 1, b->space, 0, 0);
      if (def_may_rbc (c))
        ohio_add_action (c, A_RBC, 0, 0, 0, 0);
      break;
    case D_RBC_TP:
      ohio_add_action (c, A_RBC_NO_TP, 0, 0, 0, 0);
      FOR_PIECES_AT (c, b->space, p)
        if (ohio_in_scope (c, p, side, SCOPE_BATTLE) && ohio_is_leader (c, p) && ohio_tp (c, p) > 0)
          ohio_add_action (c, A_RBC_TP, 1, p, 0, 0);
      break;
    case D_REROLL:
      ohio_add_action (c, A_NO_REROLL, 0, 0, 0, 0);
      ohio_add_action (c, A_REROLL, 0, 0, 0, 0);
      break;
    case D_REINF_CHOOSE:
      if (c->st->pending.args[1] == 0)
        list_reinforcements (c, side);
      else
        {
          /* 23.0: British Arms are not left by themselves. */
          if (!ohio_arms_stranded (c, c->x->forming_space, -1, -1))
            ohio_add_action (c, A_MARCH, 0, 0, 0, 0);
          FOR_PIECES_AT (c, c->x->forming_space, p)
            if (ohio_can_move_piece (c, p, side) && !(c->pc[p].flags & F_BATTLE) && !ohio_arms_stranded_if_taken (c, p))
              ohio_add_action (c, A_ADD, 1, p, 0, 0);
        }
      break;
    default:
      break;
    }
}

void
ohio_apply_battle (OhioCtx *c, const BhAction *a)
{
  const OhioData *d = c->d;
  OhioBattle *b = &c->x->battle;
  int side = c->st->pending.side;

  switch (a->kind)
    {
    case A_SCOUT:
      if (a->args[1] == 1)
        c->pc[a->args[0]].flags |= F_ROLE_A;
      else if (a->args[1] == 2)
        c->pc[a->args[0]].flags |= F_ROLE_B;
      else
        c->pc[a->args[0]].flags |= F_REINF;   /* not used: it only absorbs casualties */
      break;
    case A_DEFEND:
      b->def_choice = 0;
      b->stage = BS_EVENT;
      break;
    case A_AMBUSH:
      b->def_choice = 1;
      b->stage = BS_AMBUSHED;
      c->x->amb.overwhelming = 0;
      c->x->amb.active = 0;
      ohio_resolve_ambush (c, b->space, b->space, SCOPE_BATTLE);
      /* The ambusher is the stack in the space: its target the attacker. */
      break;
    case A_RBC:
      b->def_choice = 2;
      b->stage = BS_RBC_ATT_TP;
      break;
    case A_RBC_TP:
    case A_RBC_NO_TP:
      b->rbc_tp[side] = a->kind == A_RBC_TP ? a->args[0] : -1;
      b->stage = side == b->att_side ? BS_RBC_DEF_TP : BS_RBC_ROLL;
      break;
    case A_REROLL:
      b->ta_used = 1;
      if (b->stage == BS_EVENT_REROLL)
        {
          b->event = d->event_face[ohio_roll (c)];
          /* Translators: Blood on the Ohio (14.9): a face of the event die */
          ohio_note (c, "14.9", _("Event die again: %s"), ohio_event_name (b->event));
          b->stage = BS_EVENT_APPLY;
        }
      else
        {
          int s = b->ta_side;

          b->roll[s] = ohio_roll (c);
          b->hits[s] = crt (c, b->strength[s], b->roll[s] + (s == def_side (b) && d->spaces[b->att_from].river ? 1 : 0));
          /* Translators: Blood on the Ohio (14.9): the side (“US”, “WC”),
             its new roll, then the number of casualties it inflicts */
          ohio_note (c, "14.9", ngettext ("%s rolls again: %d, %d casualty", "%s rolls again: %d, %d casualties", b->hits[s]),
                     ohio_side_name (c, s), b->roll[s], b->hits[s]);
          b->stage = BS_CASUALTIES_ATT;
        }
      break;
    case A_NO_REROLL:
      b->stage = b->stage == BS_EVENT_REROLL ? BS_EVENT_APPLY : BS_CASUALTIES_ATT;
      break;
    case A_NO_REINFORCE:
      b->stage++;
      break;
    case A_REINFORCE:
      c->x->forming_space = c->pc[a->args[0]].location;
      b->reinf_space[side] = c->x->forming_space;
      c->pc[a->args[0]].flags |= F_FORCE | F_REINF;
      break;
    case A_ADD:
      c->pc[a->args[0]].flags |= F_FORCE | F_REINF;
      break;
    case A_MARCH:
      c->x->forming_space = -1;
      b->stage++;
      break;
    default:
      break;
    }
}
