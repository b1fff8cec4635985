/* bh-madison-combat.c — Mr. Madison's War: land combat (10.0).  Strength
 * and odds (10.21, 10.23), lead units and fort class (10.3, 2.71), the
 * modifiers (10.4), the CRT and its results (10.5), further rounds and
 * depleted forces (10.6), retreats (10.7) and leader capture (10.9).
 *
 * A card's movement ends before its battles are fought: every space where
 * the moving side's units stand with enemy units is attacked once (10.1,
 * 10.22), in the order of the spaces. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

#define FOR_BATTLE_PIECES(c, sd, p) \
  for (guint p = 0; p < (c)->d->n_pieces; p++) \
    if ((c)->pc[p].location == (c)->x->b.space && (c)->d->pieces[p].side == (sd) && \
        ((c)->d->pieces[p].kind == PK_UNIT || (c)->d->pieces[p].kind == PK_LEADER))

/* 10.21: the odds row, fractions rounded down (in the defender's favour
 * when he is the stronger): 0 = 1:4 or worse ... 7 = 5:1 or better. */
int
mad_odds_row (int attack, int defence)
{
  if (defence <= 0)
    return 7;
  if (attack >= defence)
    return MIN (2 + attack / defence, 7);
  if (attack <= 0)
    return 0;
  /* 1:n with n rounded up: 5 against 12 is 1:3. */
  return MAX (3 - ((defence + attack - 1) / attack - 1), 0);
}

/* The CRT row of a modified 2d6 total: 2 or less ... 13 or more. */
int
mad_crt_row (int total)
{
  return CLAMP (total, 2, 13) - 2;
}

/* 13.4, 13.36 with 10.73's example: an attacker's supply is traced from
 * the space he attacks from (the British attacking Kingston from Smiths
 * Creek are out of supply, though a line would run from Kingston by
 * Gananoque): in supply when it can be traced from the space any attacking
 * unit came from, the battle space still the defender's (he holds it until
 * the battle is won); for units landed by water, from the town attacked. */
static gboolean
attacker_supplied (const MadCtx *c, int side, int space)
{
  gboolean any = FALSE;
  guint8 supplied[MAD_MAX_LOCATIONS];

  mad_supply_map_after_leaving (c, side, space, supplied);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].side == side && c->d->pieces[p].kind == PK_UNIT)
      {
        int origin = c->x->from[p] >= 0 && c->x->from[p] < (int) c->d->n_spaces ? c->x->from[p] : space;

        any = TRUE;
        if (origin == space ? mad_in_supply (c, space, side) : supplied[origin])
          return TRUE;
      }
  return !any && mad_in_supply (c, space, side);
}

static int
units (const MadCtx *c, int side, gboolean fresh_only)
{
  int n = 0;

  FOR_BATTLE_PIECES (c, side, p)
    if (c->d->pieces[p].kind == PK_UNIT && (!fresh_only || !mad_reduced (c, p)))
      n++;
  return n;
}

void
mad_start_battles (MadCtx *c)
{
  MadExtra *x = c->x;
  int side = c->st->pending.side >= 0 ? c->st->pending.side : x->to_play;

  x->n_battles = x->battle_i = 0;
  for (guint s = 0; s < c->d->n_spaces && x->n_battles < G_N_ELEMENTS (x->battles); s++)
    {
      gboolean mine = FALSE, theirs = FALSE;
      int from = -1;

      for (guint p = 0; p < c->d->n_pieces; p++)
        {
          if (c->pc[p].location != s)
            continue;
          if (c->d->spaces[s].lake_box)
            {
              /* 12.1: ships that moved into a box holding enemy ships. */
              mine |= (c->pc[p].flags & F_FORCE) && c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == side;
              theirs |= c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == 1 - side;
              continue;
            }
          if ((c->pc[p].flags & F_FORCE) && c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].side == side)
            {
              mine = TRUE;
              from = c->x->from[p];
            }
          theirs |= c->d->pieces[p].side == 1 - side && (c->d->pieces[p].kind == PK_UNIT || c->d->pieces[p].kind == PK_LEADER);
        }
      if (mine && theirs)
        {
          x->battles[x->n_battles] = s;
          x->battle_from[x->n_battles++] = from;
        }
    }
  x->b.att = side;
}

static gboolean
has_fort (const MadCtx *c)
{
  return mad_fort_value (c, c->x->b.space) > 0;
}

/* 2.76: Indians alone get nothing from a fort, unless other land units
 * stood with them when the card play began (mad_begin_moves): then they
 * keep it after those are eliminated, in every round. */
static gboolean
fort_counts (const MadCtx *c)
{
  int def = 1 - c->x->b.att, space = c->x->b.space;
  gboolean others = FALSE;

  if (!has_fort (c) || mad_order_fort_ignored (c))
    return FALSE;
  if (space >= 0 && space < MAD_MAX_LOCATIONS && (c->x->fort_mixed[space / 8] & (1 << (space % 8))))
    return TRUE;
  FOR_BATTLE_PIECES (c, def, p)
    others |= c->d->pieces[p].kind == PK_UNIT && !c->d->pieces[p].indian;
  return others;
}

/* 10.32: who may lead: a fresh unit that did not lose a step as lead unit
 * this battle; with only reduced units, the lowest class (cases 3-4). */
static gboolean
may_lead (const MadCtx *c, int side, int p)
{
  int lowest = 9;

  if (c->d->pieces[p].kind != PK_UNIT)
    return FALSE;
  if (units (c, side, TRUE) > 0)
    return !mad_reduced (c, p) && !(c->pc[p].flags & F_LOST);
  FOR_BATTLE_PIECES (c, side, q)
    if (c->d->pieces[q].kind == PK_UNIT)
      lowest = MIN (lowest, mad_quality (c, q));
  return mad_quality (c, p) == lowest;
}

static int
lead_candidates (const MadCtx *c, int side, int *only)
{
  int n = 0;

  FOR_BATTLE_PIECES (c, side, p)
    if (may_lead (c, side, p))
      {
        n++;
        *only = p;
      }
  return n;
}

void
mad_list_battle (MadCtx *c)
{
  int side = c->st->pending.side;

  if (c->x->b.stage >= BS_NAVAL_LEAD_ATT)
    {
      mad_list_naval (c);
      return;
    }
  if (c->st->pending.kind == D_LEAD)
    {
      FOR_BATTLE_PIECES (c, side, p)
        if (may_lead (c, side, p))
          mad_add (c, A_LEAD, 1, p, 0);
    }
  else if (c->st->pending.kind == D_LOSS)
    {
      int space = c->x->loss_reason == LOSS_WINTER ? c->x->loss_space : c->x->b.space;
      gboolean fresh = FALSE;

      for (guint p = 0; p < c->d->n_pieces; p++)
        fresh |= c->pc[p].location == space && c->d->pieces[p].side == side && mad_is_unit (c, p) && !mad_reduced (c, p);
      /* 10.52, 16.22: a fresh unit before a reduced one; in winter never
       * one just flipped (16.23 example 5). */
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].location == space && c->d->pieces[p].side == side && mad_is_unit (c, p) && (!fresh || !mad_reduced (c, p)) &&
            !(c->x->loss_reason == LOSS_WINTER && !fresh && (c->pc[p].flags & F_LOST)))
          mad_add (c, A_LOSS, 1, p, 0);
    }
}

/* 2.71, 10.32-4, 3.62: the defender's class with the fort. */
static int
defence_class (const MadCtx *c, int lead)
{
  int q = mad_quality (c, lead);

  if (!fort_counts (c))
    return q;
  if (c->d->pieces[lead].dragoon)
    return 3;
  if (units (c, 1 - c->x->b.att, TRUE) == 0 && c->x->b.round == 1)
    return MIN (q, mad_fort_class (c, c->x->b.space));
  return MAX (q, mad_fort_class (c, c->x->b.space));
}

/* 3.35: whether leader `p` outranks `q`.  3.51: Tecumseh is subordinate
 * to every British leader, whatever the ranks and whichever comes first in
 * the data. */
static gboolean
outranks (const MadCtx *c, int p, int q)
{
  const MadPiece *m = &c->d->pieces[p], *b = &c->d->pieces[q];

  if (m->tecumseh != b->tecumseh)
    return b->tecumseh;
  return m->rank > b->rank;
}

/* 3.35: the leaders of `side`'s force none of the others outranks: the
 * senior, or those equal in rank among whom the owner chooses. */
static int
command_candidates (const MadCtx *c, int side, int *out, int max)
{
  int best = -1, n = 0;

  FOR_BATTLE_PIECES (c, side, p)
    if (c->d->pieces[p].kind == PK_LEADER && (best < 0 || outranks (c, p, best)))
      best = p;
  if (best < 0)
    return 0;
  FOR_BATTLE_PIECES (c, side, p)
    if (c->d->pieces[p].kind == PK_LEADER && !outranks (c, best, p) && n < max)
      out[n++] = p;
  return n;
}

/* 3.35: the leader his owner chose, while he is still with the force. */
static int
chosen_commander (const MadCtx *c, int side)
{
  int p = c->x->b.commander[side] - 1;

  return p >= 0 && c->pc[p].location == c->x->b.space ? p : -1;
}

/* 3.35: whether leader `p` commands rather than `best`: the senior; among
 * equals the owner's choice, asked before the battle (D_COMMAND); failing
 * one, the better modifier. */
static gboolean
commands_before (const MadCtx *c, int side, int p, int best)
{
  const MadPiece *m = &c->d->pieces[p], *b = &c->d->pieces[best];
  int chosen = chosen_commander (c, side);

  if (outranks (c, p, best) || outranks (c, best, p))
    return outranks (c, p, best);
  if (chosen >= 0)
    return p == chosen;
  return m->modifier[MIN (c->pc[p].face, 1)] > b->modifier[MIN (c->pc[best].face, 1)];
}

void
mad_list_command (MadCtx *c)
{
  int cand[MAD_MAX_PIECES], n = command_candidates (c, c->st->pending.side, cand, G_N_ELEMENTS (cand));

  for (int i = 0; i < n; i++)
    mad_add (c, A_COMMAND, 1, cand[i], 0);
}

static int
commander_modifier (const MadCtx *c, int side, int *who)
{
  int best = -1;
  gboolean indians = FALSE, british_leader = FALSE;

  FOR_BATTLE_PIECES (c, side, p)
    {
      const MadPiece *m = &c->d->pieces[p];

      indians |= m->kind == PK_UNIT && m->indian;
      if (m->kind != PK_LEADER)
        continue;
      british_leader |= !m->tecumseh;
      if (best < 0 || commands_before (c, side, p, best))
        best = p;
    }
  *who = best;
  if (best < 0)
    return 0;
  /* 3.51-3.52: Tecumseh only with Indians and no other British leader. */
  if (c->d->pieces[best].tecumseh && (!indians || british_leader))
    return 0;
  return MAX (c->d->pieces[best].modifier[MIN (c->pc[best].face, 1)], 0);
}

/* 3.51's exception, #9 BROCK AND TECUMSEH: Tecumseh keeps his rating beside
 * another British leader, with Indians there (3.52); read as his rating
 * added to the commander's. */
static int
tecumseh_beside (const MadCtx *c, int side)
{
  int tecumseh = -1;
  gboolean indians = FALSE, other = FALSE;

  if (!mad_tecumseh_card (c))
    return 0;
  FOR_BATTLE_PIECES (c, side, p)
    {
      indians |= c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].indian;
      other |= c->d->pieces[p].kind == PK_LEADER && !c->d->pieces[p].tecumseh;
      if (c->d->pieces[p].tecumseh)
        tecumseh = p;
    }
  return tecumseh >= 0 && indians && other ? MAX (c->d->pieces[tecumseh].modifier[MIN (c->pc[tecumseh].face, 1)], 0) : 0;
}

static void
roll_round (MadCtx *c)
{
  MadBattle *b = &c->x->b;
  int att = b->att, def = 1 - att, space = b->space;
  const MadSpace *sp = &c->d->spaces[space];
  int a = 0, dfn = 0, drm = 0, row, total, dice, who, mod;
  gboolean first = b->round == 1, fort = fort_counts (c);
  gboolean att_indians_only = TRUE, def_indians_only = TRUE, mir = FALSE, regulars = FALSE;
  int aq, dq;

  FOR_BATTLE_PIECES (c, att, p)
    if (c->d->pieces[p].kind == PK_UNIT)
      {
        /* 10.23: reduced attackers add nothing. */
        if (!mad_reduced (c, p))
          a += mad_strength (c, p);
        att_indians_only &= c->d->pieces[p].indian;
        mir |= (c->pc[p].flags & F_MIR) != 0;
      }
  FOR_BATTLE_PIECES (c, def, p)
    if (c->d->pieces[p].kind == PK_UNIT)
      {
        dfn += mad_strength (c, p);
        def_indians_only &= c->d->pieces[p].indian;
        regulars |= c->d->pieces[p].regular && def == MAD_GB;
      }
  if (fort)
    dfn += mad_fort_value (c, space);
  /* 13.4: a side out of supply halves its total, fort included, rounded
   * up; the attacker as he attacks, the defender as the card play began
   * (13.36-13.37). */
  if (!attacker_supplied (c, att, space))
    {
      a = (a + 1) / 2;
      mad_note (c, "13.4", _("The %s force is out of supply: attack halved to %d"), mad_side (c, att), a);
    }
  if (!c->x->def_supply[space])
    {
      dfn = (dfn + 1) / 2;
      mad_note (c, "13.4", _("The %s force is out of supply: defence halved to %d"), mad_side (c, def), dfn);
    }
  row = mad_odds_row (a, dfn);
  b->odds_drm = c->d->odds_drm[row];
  drm = b->odds_drm;
  mad_note (c, "10.21", _("Round %d at %s: attack %d against defence %d%s, odds modifier %+d"), b->round, mad_loc (c, space), a,
            dfn, fort ? _(" with the fort") : "", b->odds_drm);
  aq = mad_quality (c, b->lead[att]);
  if (fort && c->d->pieces[b->lead[att]].dragoon)
    aq = 2;  /* 3.62 */
  dq = defence_class (c, b->lead[def]);
  drm += aq - dq;
  mad_note (c, "10.31", _("Lead units %s and %s: class modifier %+d"), mad_name (c, b->lead[att]), mad_name (c, b->lead[def]), aq - dq);
  if (first)
    {
      /* 10.41, 2.72: terrain in the first round only, ignored in a fort. */
      if (sp->forest && !fort)
        {
          int t = att_indians_only && !def_indians_only ? 1 : def_indians_only && !att_indians_only ? -2 : -1;

          /* a battle card may take the Indians' variants away (BATTLE OF THE THAMES) */
          if (t != -1 && mad_battle_card_cancels_forest_indians (c))
            {
              t = -1;
              mad_note (c, "10.41", _("No forest bonus for the Indians this round (battle card)"));
            }
          drm += t;
          mad_note (c, "10.41", _("Forest: %+d"), t);
        }
      if (mir)
        {
          drm -= 1;
          mad_note (c, "2.23", _("Across a Major Invasion Route: -1"));
        }
      if (sp->montreal)
        {
          drm += sp->montreal;
          mad_note (c, "2.14", _("Attack on Montreal: %+d"), sp->montreal);
        }
      /* an event's attack (bh-madison-event-orders.c) */
      drm += mad_order_first_round_drm (c);
      /* 11.55: an amphibious attack, first round. */
      if (mad_came_by_water (c, att, space))
        {
          drm -= 1;
          mad_note (c, "11.55", _("Amphibious attack: -1"));
        }
    }
  mod = commander_modifier (c, att, &who);
  mad_events_round (c, att, who);
  if (mod)
    {
      drm += mod;
      mad_note (c, "10.42", _("Attacking commander %s: +%d"), mad_name (c, who), mod);
    }
  mod = commander_modifier (c, def, &who);
  mad_events_round (c, def, who);
  if (mod)
    {
      drm -= mod;
      mad_note (c, "10.42", _("Defending commander %s: -%d"), mad_name (c, who), mod);
    }
  for (int s = 0; s < 2; s++)
    if ((mod = tecumseh_beside (c, s)) != 0)
      {
        drm += s == att ? mod : -mod;
        mad_note (c, "3.51", _("Tecumseh beside another British leader (Brock and Tecumseh): %+d"), s == att ? mod : -mod);
      }
  /* 10.44 (its years: game.xml's british-regulars-clear-drm-years); a
   * battle card may say it does not apply in its round. */
  if (att == MAD_US && regulars && !sp->forest && !fort && c->d->regulars_drm_year[CLAMP (c->st->turn, 1, MAD_MAX_TURNS - 1)])
    {
      if (mad_battle_card_cancels_1044 (c))
        mad_note (c, "10.44", _("British regulars in the open: no modifier this round (battle card)"));
      else
        {
          drm -= 1;
          mad_note (c, "10.44", _("British regulars in the open: -1"));
        }
    }
  /* 8.31-7, 10.43 */
  drm += mad_battle_card_drm (c);
  dice = bh_state_roll (c->st, 6);
  dice += bh_state_roll (c->st, 6);
  total = dice + drm;
  b->drm = drm;
  b->total = total;
  b->result = c->d->crt[mad_crt_row (total)];
  {
    static const char *codes[] = { "NE", "AR", "AR-1", "AR-2", "DR", "DR-1", "DR-2", "EX", "F" };

    mad_note (c, "10.21", _("Dice %d, modifiers %+d: %d, result %s"), dice, drm, total, codes[b->result]);
  }
}

static void
set_retreat (MadCtx *c, int side)
{
  c->x->b.retreat_side = side;
  c->x->b.stage = BS_RETREAT;
}

/* A step loss on the lead unit, which may not lead again (10.32-1/2). */
static void
lead_loss (MadCtx *c, int side)
{
  int lead = c->x->b.lead[side];

  if (lead < 0 || c->pc[lead].location != c->x->b.space)
    return;
  c->pc[lead].flags |= F_LOST;
  mad_step_loss (c, lead, "10.32");
}

static void
apply_result (MadCtx *c)
{
  MadBattle *b = &c->x->b;
  int att = b->att, def = 1 - att;

  b->retreat_side = -1;
  b->losses_left = 0;
  b->stage = BS_NEXT;
  switch (b->result)
    {
    case R_AR2:
      b->loss_side = att;
      b->losses_left = 1;
      G_GNUC_FALLTHROUGH;
    case R_AR1:
      lead_loss (c, att);
      G_GNUC_FALLTHROUGH;
    case R_AR:
      set_retreat (c, att);
      break;
    case R_DR2:
      b->loss_side = def;
      b->losses_left = 1;
      G_GNUC_FALLTHROUGH;
    case R_DR1:
      lead_loss (c, def);
      G_GNUC_FALLTHROUGH;
    case R_DR:
      set_retreat (c, def);
      break;
    case R_F:
      /* 2.77: in a fort the attacker retreats and the combat ends. */
      set_retreat (c, has_fort (c) ? att : def);
      break;
    case R_EX:
      /* 10.51: one unit against one that would both be destroyed: AR. */
      if (units (c, att, FALSE) == 1 && units (c, def, FALSE) == 1 &&
          (mad_reduced (c, b->lead[att]) || c->d->pieces[b->lead[att]].n_faces < 2) &&
          (mad_reduced (c, b->lead[def]) || c->d->pieces[b->lead[def]].n_faces < 2))
        {
          mad_note (c, "10.51", _("The exchange would destroy both units: it becomes AR"));
          set_retreat (c, att);
          break;
        }
      lead_loss (c, att);
      lead_loss (c, def);
      break;
    default:
      break;
    }
  if (b->losses_left > 0)
    b->stage = BS_LOSSES;
}

/* 10.71-10.72: the defender's retreat spaces, best priority only. */
static int
retreat_score (const MadCtx *c, int side, int to)
{
  const MadSpace *sp = &c->d->spaces[to];
  int control = mad_control (c, to);
  gboolean enemy_units = FALSE, own_units = FALSE;

  if (!sp->town)
    return -1;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == to && c->d->pieces[p].kind == PK_UNIT)
      {
        enemy_units |= c->d->pieces[p].side == 1 - side;
        own_units |= c->d->pieces[p].side == side;
      }
  /* 10.72: never into enemy units that control the space; those too weak
   * to control it (4.14-4.15) are bumped (see bump_for_retreat). */
  if (enemy_units && control == 1 - side)
    return -1;
  if (sp->owner == side || control == side || own_units)
    return 3;   /* friendly territory or controlled: no loss (10.71-1, -3) */
  return 1;     /* an empty enemy space: every unit is flipped (10.72) */
}

/* Whether units of `side`'s enemy stand at `space`. */
static gboolean
enemy_units_at (const MadCtx *c, int side, int space)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].side == 1 - side)
      return TRUE;
  return FALSE;
}

/* 10.72: enemy units too weak to control the space retreated into are
 * bumped one space, with the ill effects of a retreat. */
static void
bump_for_retreat (MadCtx *c, int side, int to)
{
  if (to >= 0 && enemy_units_at (c, side, to))
    mad_bump (c, to, 1 - side, "10.72");
}

static gboolean
retreat_allowed (const MadCtx *c, int side, int to)
{
  const MadExtra *x = c->x;

  if (side != x->b.att)
    /* 10.72: never into the space the attacker came from. */
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (c->pc[p].location == x->b.space && c->d->pieces[p].side == x->b.att && x->from[p] == to)
        return FALSE;
  return retreat_score (c, side, to) >= 0;
}

/* 11.35: which of `side`'s land units at `space` the undamaged ships
 * there can carry (fits[p]): the larger units (combat size above 2) in the
 * brigs and larger ships, strongest first, then the rest in what room is
 * left, strongest first (10.84: the owner keeps what he can).  Indians and
 * Dragoons never go aboard (9.47, 3.62, 11.33): they count as left without
 * room.  `landed`: only the units that came by water (a failed assault,
 * 11.53).  Returns the number of units left without room, or -1 with no
 * ship to carry any; `carried` (may be NULL) the number that fit. */
int
mad_water_room (const MadCtx *c, int side, int space, gboolean landed, guint8 *fits, int *carried)
{
  static const int capacity[] = { 1, 1, 1, 2, 3 };
  int big_slots = 0, small_slots = 0, left = 0, n_fit = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].side == side && c->d->pieces[p].kind == PK_SHIP &&
        c->pc[p].face == 0)
      {
        int type = CLAMP (c->d->pieces[p].ship_type, 0, 4);

        if (type > 0)
          big_slots += capacity[type];
        else
          small_slots++;
      }
  if (big_slots + small_slots == 0)
    return -1;
  for (int big = 1; big >= 0; big--)
    for (int strength = 20; strength > 0; strength--)
      for (guint p = 0; p < c->d->n_pieces; p++)
        {
          if (c->pc[p].location != space || c->d->pieces[p].side != side || c->d->pieces[p].kind != PK_UNIT ||
              mad_strength (c, p) != strength || (mad_strength (c, p) > 2) != big ||
              (landed && c->x->from[p] != MAD_FROM_WATER))
            continue;
          if (c->d->pieces[p].indian || c->d->pieces[p].dragoon)
            {
              /* 9.47, 3.62, 11.33: never by water. */
              fits[p] = FALSE;
              left++;
              continue;
            }
          fits[p] = TRUE;
          if (big_slots > 0)
            big_slots--;
          else if (!big && small_slots > 0)
            small_slots--;
          else if (big && small_slots >= 4)
            small_slots -= 4;   /* 11.35: four schooners or sloops, one unit of any size */
          else
            {
              fits[p] = FALSE;
              left++;
            }
          n_fit += fits[p];
        }
  if (carried)
    *carried = n_fit;
  return left;
}

/* 10.82-10.83: whether `side`'s units at `space` can retreat by water: a
 * lakeside town, the lake not controlled by the enemy, and undamaged ships
 * there with room for all of them, or, `partial`, for some (10.84: the
 * rest surrender, allowed only when no other retreat is left). */
static gboolean
water_retreat_possible_as (const MadCtx *c, int side, int space, gboolean partial)
{
  g_autofree guint8 *fits = g_new0 (guint8, c->d->n_pieces);
  int lake = c->d->spaces[space].lake, left, carried = 0;

  if (!c->d->spaces[space].town || lake < 0 || mad_lake_holder (c, lake) == 1 - side)
    return FALSE;
  left = mad_water_room (c, side, space, FALSE, fits, &carried);
  /* 10.84: a partial retreat by water carries someone (Indians alone with
   * ships have no retreat by water at all, 9.47). */
  return left == 0 || (partial && left > 0 && carried > 0);
}

static gboolean
water_retreat_possible (const MadCtx *c, int side, int space)
{
  return water_retreat_possible_as (c, side, space, FALSE);
}

/* A retreat space reached by water rather than by a path (10.8). */
static gboolean
by_water (const MadCtx *c, int from, int to)
{
  const MadSpace *sp = &c->d->spaces[from];

  if (bh_props_lookup (bh_game_data_get_space (c->self->data, from)->props, "surrender-on-retreat"))
    return TRUE;
  for (int i = 0; i < sp->n_adj; i++)
    if (sp->adj[i].to == to)
      return FALSE;
  return TRUE;
}

/* 10.71: the priorities as one number, highest first: no step lost (1),
 * in supply (2), then friendly territory (3), by water (4), a space of
 * enemy territory the side controls (5). */
static int
retreat_rank (const MadCtx *c, int side, int to, gboolean water, const guint8 *supplied)
{
  int score = retreat_score (c, side, to);
  /* LIGHT TROOPS (8.31): with the penalty waived no space loses steps, so
   * the first priority (10.71-1) and the fifth's "enemy controlled" part
   * no longer separate spaces. */
  gboolean free = c->x->b.no_penalty || c->st->pending.kind == D_FREE_RETREAT;

  if (score < 0)
    return -1;
  /* Doubled: among spaces equal by the priorities one without enemy units
   * to bump comes first (10.72: units bump only when they "have to"). */
  return 2 * ((score == 3 && !free ? 100 : 0) + (supplied[to] ? 10 : 0) +
              (water ? 2 : c->d->spaces[to].owner == side ? 3 : score == 3 && !free ? 1 : 0)) +
         !enemy_units_at (c, side, to);
}

static int
best_retreats (const MadCtx *c, int side, int *out)
{
  int space = c->x->b.space;
  const MadSpace *sp = &c->d->spaces[space];
  int best = -1, n = 0, lake = sp->lake;
  int rank[MAD_MAX_LOCATIONS];
  guint8 supplied[MAD_MAX_LOCATIONS];
  /* 10.72: from Ft. Mackinac and Ft. St. Joseph by water or not at all. */
  gboolean land = bh_props_lookup (bh_game_data_get_space (c->self->data, space)->props, "surrender-on-retreat") == NULL;
  gboolean water = water_retreat_possible (c, side, space);

  mad_supply_map_after_leaving (c, side, space, supplied);
  for (guint s = 0; s < c->d->n_spaces; s++)
    rank[s] = -1;
  for (int i = 0; i < sp->n_adj && land; i++)
    if (retreat_allowed (c, side, sp->adj[i].to))
      rank[sp->adj[i].to] = retreat_rank (c, side, sp->adj[i].to, FALSE, supplied);
  /* 10.81-10.82: by water to a friendly lakeside town of the lake (Erie and
   * Huron as one, 2.6), without loss. */
  /* 10.84: with room for only some of them, by water only when no other
   * retreat is left. */
  if (!water)
    {
      for (guint s = 0; s < c->d->n_spaces; s++)
        best = MAX (best, rank[s]);
      water = best < 0 && water_retreat_possible_as (c, side, space, TRUE);
      best = -1;
    }
  /* 10.82: "any friendly lakeside town or a lakeside town that they
   * currently control": own units too weak to control an enemy town do not
   * make it one (unlike 10.72's land retreat). */
  for (guint s = 0; s < c->d->n_spaces && water; s++)
    if ((int) s != space && rank[s] < 0 && c->d->spaces[s].town && c->d->spaces[s].lake >= 0 &&
        c->d->lake_group[c->d->spaces[s].lake] == c->d->lake_group[lake] && retreat_allowed (c, side, s) &&
        mad_friendly_town (c, s, side))
      rank[s] = retreat_rank (c, side, s, TRUE, supplied);
  for (guint s = 0; s < c->d->n_spaces; s++)
    best = MAX (best, rank[s]);
  for (guint s = 0; s < c->d->n_spaces && best >= 0; s++)
    if (rank[s] == best)
      out[n++] = s;
  return n;
}

static void
do_retreat (MadCtx *c, int side, int to)
{
  int from = c->x->b.space;
  gboolean penalty = to >= 0 && retreat_score (c, side, to) == 1 && !c->x->b.no_penalty;

  /* 10.82: by water the ships carry them there. */
  if (to >= 0 && by_water (c, from, to))
    {
      g_autofree guint8 *fits = g_new0 (guint8, c->d->n_pieces);

      /* 10.84: the units beyond the ships' room surrender. */
      mad_water_room (c, side, from, FALSE, fits, NULL);
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].location == from && c->d->pieces[p].side == side && c->d->pieces[p].kind == PK_UNIT && !fits[p])
          {
            if (c->d->pieces[p].indian || c->d->pieces[p].dragoon)
              mad_note (c, c->d->pieces[p].indian ? "9.47" : "3.62", _("%s may not retreat by water and surrenders"),
                        mad_name (c, p));
            else
              mad_note (c, "10.84", _("%s finds no room aboard and surrenders"), mad_name (c, p));
            c->pc[p].flags = 0;
            mad_move (c, p, c->d->removed);
          }
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].location == from && c->d->pieces[p].side == side && c->d->pieces[p].kind == PK_SHIP)
          mad_move (c, p, to);
      mad_note (c, "10.82", _("The %s force retreats by water from %s to %s"), mad_side (c, side), mad_loc (c, from), mad_loc (c, to));
    }

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const MadPiece *m = &c->d->pieces[p];

      if (c->pc[p].location != from || m->side != side || (m->kind != PK_UNIT && m->kind != PK_LEADER))
        continue;
      if (to < 0)
        {
          /* 10.72, 10.9: no retreat route: units surrender, leaders are captured. */
          mad_note (c, "10.72", _("%s has no retreat route and surrenders"), mad_name (c, p));
          c->pc[p].flags = 0;
          mad_move (c, p, c->d->removed);
          continue;
        }
      if (mad_special_surrenders (c, p, to))
        continue;
      mad_move (c, p, to);
      /* 10.72: every unit flipped; a reduced one out of supply is lost. */
      if (penalty && m->kind == PK_UNIT && (!mad_reduced (c, p) || !mad_in_supply (c, to, side)))
        mad_step_loss (c, p, "10.72");
    }
  if (to >= 0)
    mad_note (c, "10.7", _("The %s force retreats from %s to %s"), mad_side (c, side), mad_loc (c, from), mad_loc (c, to));
  bump_for_retreat (c, side, to);
}

/* 14.33, 10.72: the spaces `side`'s units and leaders at `space`, too weak
 * to control it, may step aside to: one space, the best by the retreat
 * priorities (10.71-10.72), never into enemy units; their number. */
static int
bump_spaces (const MadCtx *c, int space, int side, int *to)
{
  const MadSpace *sp = &c->d->spaces[space];
  int best = -1, n = 0;

  for (int i = 0; i < sp->n_adj; i++)
    {
      int score = enemy_units_at (c, side, sp->adj[i].to) ? -1 : retreat_score (c, side, sp->adj[i].to);

      if (score < 0 || score < best)
        continue;
      if (score > best)
        n = 0;
      best = score;
      to[n++] = sp->adj[i].to;
    }
  return n;
}

/* They step aside to `to` with the ill effects of a retreat (10.72), or
 * surrender with none (-1). */
static void
bump_to (MadCtx *c, int space, int side, int to, const char *rule)
{
  gboolean penalty = to >= 0 && retreat_score (c, side, to) == 1;

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const MadPiece *m = &c->d->pieces[p];

      if (c->pc[p].location != space || m->side != side || (m->kind != PK_UNIT && m->kind != PK_LEADER))
        continue;
      if (to < 0)
        {
          mad_note (c, "10.72", _("%s has no retreat route and surrenders"), mad_name (c, p));
          mad_move (c, p, c->d->removed);
          continue;
        }
      if (mad_special_surrenders (c, p, to))
        continue;
      mad_move (c, p, to);
      if (penalty && m->kind == PK_UNIT && (!mad_reduced (c, p) || !mad_in_supply (c, to, side)))
        mad_step_loss (c, p, "10.72");
    }
  if (to >= 0)
    mad_note (c, rule, _("The %s units do not control %s and step aside to %s"), mad_side (c, side), mad_loc (c, space),
              mad_loc (c, to));
}

/* 14.33, 10.72: `side`'s units and leaders at `space`, too weak to control
 * it, step aside: unasked to the one best space, or surrender with none;
 * with several as good their owner says which (D_BUMP, asked by
 * mad_advance before anything else goes on). */
void
mad_bump (MadCtx *c, int space, int side, const char *rule)
{
  MadExtra *x = c->x;
  int to[MAD_MAX_ADJ];
  int n;

  /* One bump is asked at a time: a second made meanwhile (more units
   * falling back or arriving, 10.73, 14.33) waits its turn; at a space
   * already waiting it is the same bump (the same units step aside). */
  if (x->bump_at)
    {
      int i = 0;

      if (x->bump_at == space + 1 && x->bump_side == side)
        return;
      while (i < MAD_MAX_BUMPS && x->bump_next[i] && !(x->bump_next[i] == space + 1 && x->bump_next_side[i] == side))
        i++;
      if (i < MAD_MAX_BUMPS && !x->bump_next[i])
        {
          x->bump_next[i] = space + 1;
          x->bump_next_side[i] = side;
          x->bump_next_reinf[i] = g_str_equal (rule, "14.33");
        }
      if (i < MAD_MAX_BUMPS)
        return;
    }
  n = bump_spaces (c, space, side, to);
  if (n > 1 && !x->bump_at)
    {
      x->bump_at = space + 1;
      x->bump_side = side;
      x->bump_reinf = g_str_equal (rule, "14.33");
      mad_note (c, rule, _("The %s units do not control %s and must step aside"), mad_side (c, side), mad_loc (c, space));
      return;
    }
  bump_to (c, space, side, n > 0 ? to[0] : -1, rule);
}

void
mad_list_bump (MadCtx *c)
{
  int to[MAD_MAX_ADJ];
  int n = c->x->bump_at ? bump_spaces (c, c->x->bump_at - 1, c->x->bump_side, to) : 0;

  for (int i = 0; i < n; i++)
    mad_add (c, A_RETREAT, 1, to[i], 0);
}

/* The owner's answer: the bump is made and the decision it interrupted
 * comes back. */
void
mad_apply_bump (MadCtx *c, const BhAction *a)
{
  MadExtra *x = c->x;
  int space = x->bump_at - 1;

  x->bump_at = 0;
  bump_to (c, space, x->bump_side, a->args[0], x->bump_reinf ? "14.33" : "10.72");
  /* The bumps that waited, in the order they were made: each asked as the
   * first was when its owner has several spaces as good. */
  while (x->bump_next[0] && !x->bump_at)
    {
      int at = x->bump_next[0] - 1, side = x->bump_next_side[0];
      const char *rule = x->bump_next_reinf[0] ? "14.33" : "10.72";

      memmove (x->bump_next, x->bump_next + 1, sizeof x->bump_next - sizeof x->bump_next[0]);
      memmove (x->bump_next_side, x->bump_next_side + 1, sizeof x->bump_next_side - sizeof x->bump_next_side[0]);
      memmove (x->bump_next_reinf, x->bump_next_reinf + 1, sizeof x->bump_next_reinf - sizeof x->bump_next_reinf[0]);
      x->bump_next[MAD_MAX_BUMPS - 1] = 0;
      /* still there, and the enemy with them */
      if (enemy_units_at (c, 1 - side, at) && enemy_units_at (c, side, at))
        mad_bump (c, at, side, rule);
    }
  if (x->bump_at)
    mad_decide (c, x->bump_side, D_BUMP);
  else
    c->st->pending = x->bump_resume;
}

/* 10.73: the attacker goes back where he came from. */
static void
attacker_retreat (MadCtx *c)
{
  int att = c->x->b.att, from = c->x->b.space;

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const MadPiece *m = &c->d->pieces[p];
      int to = c->x->from[p];

      if (c->pc[p].location != from || m->side != att || (m->kind != PK_UNIT && m->kind != PK_LEADER))
        continue;
      int score = to < 0 ? -1 : retreat_score (c, att, to);

      if (score < 0)
        {
          mad_note (c, "10.72", _("%s has no retreat route and surrenders"), mad_name (c, p));
          c->pc[p].flags = 0;
          mad_move (c, p, c->d->removed);
          continue;
        }
      bump_for_retreat (c, att, to);
      if (mad_special_surrenders (c, p, to))
        continue;
      mad_move (c, p, to);
      if (score == 1 && !c->x->b.no_penalty && m->kind == PK_UNIT && (!mad_reduced (c, p) || !mad_in_supply (c, to, att)))
        mad_step_loss (c, p, "10.74");
      mad_note (c, "10.73", _("%s falls back to %s"), mad_name (c, p), mad_loc (c, to));
    }
}

/* 10.73: the attacker's retreat spaces: the space he came from, and,
 * as alternatives, an adjacent space where fewer steps are lost (10.74's
 * penalty, or surrender when the way back is closed), one that puts him
 * back in supply when the way back does not, or a retreat by water (10.8).
 * A force that came from several spaces has no alternatives (none is "the
 * last space he moved from"). Returns the count; *way_back is the way back
 * (listed when open). */
static int
attacker_retreats (const MadCtx *c, int *out, int *way_back)
{
  int att = c->x->b.att, space = c->x->b.space, back = -1, n = 0;
  const MadSpace *sp = &c->d->spaces[space];
  guint8 supplied[MAD_MAX_LOCATIONS];

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].side == att && c->d->pieces[p].kind == PK_UNIT)
      {
        if (back >= 0 && c->x->from[p] != back)
          return 0;
        back = c->x->from[p];
      }
  *way_back = back;
  if (back < 0)
    return 0;
  int back_score = retreat_score (c, att, back);

  mad_supply_map_after_leaving (c, att, space, supplied);
  if (back_score >= 0)
    out[n++] = back;
  for (int i = 0; i < sp->n_adj; i++)
    {
      int to = sp->adj[i].to, score = retreat_score (c, att, to);

      if (to == back || score < 0)
        continue;
      if (score > back_score || (supplied[to] && !(back_score >= 0 && supplied[back])))
        out[n++] = to;
    }
  if (water_retreat_possible (c, att, space))
    for (guint s = 0; s < c->d->n_spaces; s++)
      if ((int) s != space && (int) s != back && c->d->spaces[s].town && c->d->spaces[s].lake >= 0 &&
          c->d->lake_group[c->d->spaces[s].lake] == c->d->lake_group[sp->lake] && mad_friendly_town (c, s, att))   /* 10.82, as the defender's */
        {
          gboolean seen = FALSE;

          for (int i = 0; i < n; i++)
            seen |= out[i] == (int) s;
          if (!seen)
            out[n++] = s;
        }
  return n;
}

/* Whether `side` has ships at the battle's space. */
static gboolean
ships_at_battle (const MadCtx *c, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == c->x->b.space && c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == side)
      return TRUE;
  return FALSE;
}

/* 10.9, 11.53: a choice left before the battle closes: a side's leaders
 * without units with several retreat spaces as good (10.9), else the
 * ships of an assault that left no one ashore with several friendly
 * lakeside towns (11.53: "to any friendly lakeside town").  Returns the
 * side that chooses, or -1; its spaces in `to`, their number in `n`,
 * `ships` TRUE for the ships' choice. */
static int
alone_choice (const MadCtx *c, int *to, int *n, gboolean *ships)
{
  int att = c->x->b.att;

  for (int side = 0; side < 2; side++)
    if (units (c, side, FALSE) == 0)
      {
        gboolean leaders = FALSE;

        FOR_BATTLE_PIECES (c, side, p)
          leaders = TRUE;
        if (leaders && (*n = best_retreats (c, side, to)) > 1)
          {
            *ships = FALSE;
            return side;
          }
      }
  if (units (c, att, FALSE) == 0 && units (c, 1 - att, FALSE) > 0 && ships_at_battle (c, att) &&
      (*n = mad_water_retreats (c, att, c->x->b.space, to)) > 1)
    {
      *ships = TRUE;
      return att;
    }
  return -1;
}

static void
end_battle (MadCtx *c)
{
  MadExtra *x = c->x;
  int to_alone[MAD_MAX_LOCATIONS], n_alone = 0;
  gboolean ships_alone = FALSE;

  /* 10.9, 11.53: their owner chooses first (BS_ALONE). */
  if (alone_choice (c, to_alone, &n_alone, &ships_alone) >= 0)
    {
      x->b.stage = BS_ALONE;
      return;
    }

  /* For the events played after a battle: the loser retreated or has no
   * units left. */
  mad_events_battle_over (c, x->b.retreat_side >= 0 ? x->b.retreat_side
                          : units (c, x->b.att, FALSE) == 0 ? x->b.att : units (c, 1 - x->b.att, FALSE) == 0 ? 1 - x->b.att : -1);
  /* 14.32: reinforcements that attacked on arrival and did not win. */
  mad_arrival_lost (c);
  /* What an event's attack brings when it succeeds. */
  mad_order_battle_over (c);
  /* 10.9: leaders left without units retreat with a DR or AR, or are
   * captured (with several spaces as good their owner chose, BS_ALONE). */
  for (int side = 0; side < 2; side++)
    if (units (c, side, FALSE) == 0)
      {
        int to[MAD_MAX_LOCATIONS];
        int n = best_retreats (c, side, to);

        FOR_BATTLE_PIECES (c, side, p)
          {
            if (n > 0)
              {
                mad_move (c, p, to[0]);
                mad_note (c, "10.9", _("%s withdraws to %s"), mad_name (c, p), mad_loc (c, to[0]));
              }
            else
              {
                mad_note (c, "10.9", _("%s is captured"), mad_name (c, p));
                c->pc[p].flags = 0;
                mad_move (c, p, c->d->removed);
              }
          }
      }
  /* 11.53: the ships of an assault that left no one ashore go back by
   * water too (with several towns their owner chose, BS_ALONE). */
  if (units (c, x->b.att, FALSE) == 0 && units (c, 1 - x->b.att, FALSE) > 0)
    {
      int to[MAD_MAX_LOCATIONS];
      int n = mad_water_retreats (c, x->b.att, x->b.space, to);
      gboolean ships = FALSE;

      for (guint p = 0; p < c->d->n_pieces; p++)
        ships |= c->pc[p].location == x->b.space && c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == x->b.att;
      if (ships)
        mad_water_retreat (c, x->b.att, x->b.space, n > 0 ? to[0] : -1);
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    c->pc[p].flags &= ~(F_BATTLE | F_LOST);
  memset (&x->b, 0, sizeof x->b);
  x->b.lead[0] = x->b.lead[1] = -1;
  x->battle_i++;
  mad_update_vp (c);
}

/* Runs the battle in progress until a player must decide; FALSE then. */
gboolean
mad_battle_step (MadCtx *c)
{
  MadExtra *x = c->x;
  MadBattle *b = &x->b;

  for (;;)
    {
      int only = -1;

      /* 10.72: a bump waits for its owner (mad_advance asks). */
      if (x->bump_at)
        return FALSE;

      switch (b->stage)
        {
        case BS_NONE:
          if (x->battle_i >= x->n_battles)
            {
              x->n_battles = x->battle_i = 0;
              /* 14.31: the battle on arrival spends no card. */
              if (mad_arrival_over (c))
                return TRUE;
              mad_after_play (c);
              return TRUE;
            }
          {
            int att = b->att;

            memset (b, 0, sizeof *b);
            b->att = att;
            b->card[0] = b->card[1] = -1;
            b->card_lasting[0] = b->card_lasting[1] = -1;
          }
          /* 10.1: the mover fights his battles in the order he chooses. */
          if (x->n_battles - x->battle_i > 1 && !x->battle_chosen)
            {
              mad_decide (c, b->att, D_BATTLE_ORDER);
              return FALSE;
            }
          x->battle_chosen = FALSE;
          b->space = x->battles[x->battle_i];
          b->round = 1;
          b->lead[0] = b->lead[1] = -1;
          if (c->d->spaces[b->space].lake_box)
            {
              b->stage = BS_NAVAL_LEAD_ATT;
              b->struck = b->retreating = -1;
              break;
            }
          if (units (c, 1 - b->att, FALSE) == 0 || units (c, b->att, FALSE) == 0)
            {
              /* 9.53: a leader alone retreats before enemy units. */
              end_battle (c);
              continue;
            }
          mad_note (c, "10.1", _("Battle at %s: the %s player attacks"), mad_loc (c, b->space), mad_side (c, b->att));
          /* 10.22: remembered for a CAMPAIGN card's second force. */
          if (x->camp == 3)
            x->camp_attacked[b->space / 8] |= 1 << (b->space % 8);
          b->stage = BS_LEAD_ATT;
          break;
        case BS_LEAD_ATT:
        case BS_LEAD_DEF:
          {
            int side = b->stage == BS_LEAD_ATT ? b->att : 1 - b->att;
            int cand[MAD_MAX_PIECES];

            /* 3.35: leaders equal in rank: their owner says who commands. */
            if (chosen_commander (c, side) < 0 && command_candidates (c, side, cand, G_N_ELEMENTS (cand)) > 1)
              {
                mad_decide (c, side, D_COMMAND);
                return FALSE;
              }
            if (lead_candidates (c, side, &only) > 1)
              {
                mad_decide (c, side, D_LEAD);
                return FALSE;
              }
            b->lead[side] = only;
            b->stage++;
            break;
          }
        case BS_CARD_ATT:
        case BS_CARD_DEF:
          if (!mad_battle_card_step (c))
            return FALSE;
          break;
        case BS_ROLL:
          /* 8.31-8: a reaction before the first dice (SMYTH'S FIASCO). */
          if (b->round == 1 && !b->react_offered)
            {
              b->react_offered = TRUE;
              if (mad_offer_battle_reaction (c))
                return FALSE;
            }
          roll_round (c);
          apply_result (c);
          break;
        case BS_LOSSES:
          {
            int side = b->loss_side;
            gboolean fresh = units (c, side, TRUE) > 0;
            int n = 0, last = -1;

            if (b->losses_left <= 0 || units (c, side, FALSE) == 0)
              {
                b->losses_left = 0;
                b->stage = b->retreat_side >= 0 ? BS_RETREAT : BS_NEXT;
                break;
              }
            FOR_BATTLE_PIECES (c, side, p)
              if (mad_is_unit (c, p) && (!fresh || !mad_reduced (c, p)))
                {
                  n++;
                  last = p;
                }
            if (n == 1)
              {
                mad_step_loss (c, last, "10.51");
                b->losses_left--;
                break;
              }
            x->loss_reason = LOSS_BATTLE;
            mad_decide (c, side, D_LOSS);
            return FALSE;
          }
        case BS_RETREAT:
          {
            int side = b->retreat_side, to[MAD_MAX_LOCATIONS], n;

            /* 14.32: the reinforcements that attacked on arrival have no
             * way back; end_battle removes them. */
            if (side == b->att && x->arrival)
              {
                end_battle (c);
                break;
              }
            if (side == b->att)
              {
                /* 11.53: a failed amphibious assault goes back by water,
                 * to one friendly lakeside town of the attacker's choice. */
                if (mad_came_by_water (c, side, b->space))
                  {
                    n = mad_water_retreats (c, side, b->space, to);
                    if (n > 1)
                      {
                        mad_decide (c, side, D_RETREAT);
                        return FALSE;
                      }
                    mad_water_retreat (c, side, b->space, n == 1 ? to[0] : -1);
                  }
                /* 10.73: with alternatives to the way back, he chooses. */
                else
                  {
                    int back = -1;

                    n = attacker_retreats (c, to, &back);
                    if (n > 1)
                      {
                        mad_decide (c, side, D_RETREAT);
                        return FALSE;
                      }
                    if (n == 1 && to[0] != back)
                      {
                        do_retreat (c, side, to[0]);
                        end_battle (c);
                        break;
                      }
                  }
                attacker_retreat (c);
                end_battle (c);
                break;
              }
            if (units (c, side, FALSE) == 0)
              {
                end_battle (c);
                break;
              }
            n = best_retreats (c, side, to);
            if (n > 1)
              {
                mad_decide (c, side, D_RETREAT);
                return FALSE;
              }
            do_retreat (c, side, n == 1 ? to[0] : -1);
            end_battle (c);
            break;
          }
        case BS_ALONE:
          {
            int to[MAD_MAX_LOCATIONS], n = 0, side;
            gboolean ships = FALSE;

            side = alone_choice (c, to, &n, &ships);
            if (side >= 0)
              {
                mad_decide (c, side, D_RETREAT);
                return FALSE;
              }
            end_battle (c);
            break;
          }
        case BS_NEXT:
          {
            int att = b->att, def = 1 - att;

            if (units (c, att, FALSE) == 0 || units (c, def, FALSE) == 0)
              {
                end_battle (c);
                break;
              }
            if (units (c, att, TRUE) > 0 && units (c, def, TRUE) > 0)
              {
                /* LIGHT TROOPS: its player may retreat before the next
                 * round without penalty (attacker first, 10.62). */
                for (int i = 0; i < 2; i++)
                  {
                    int s = i == 0 ? att : def;

                    if (b->card[s] >= 0 && c->d->pieces[b->card[s]].battle_free_retreat && !(b->free_asked & (1 << s)))
                      {
                        b->free_asked |= 1 << s;
                        mad_decide (c, s, D_FREE_RETREAT);
                        return FALSE;
                      }
                  }
                b->free_asked = 0;
                /* 10.61: another round; the lead units may change. */
                b->round++;
                mad_battle_cards_new_round (c);
                b->stage = BS_LEAD_ATT;
                break;
              }
            /* 10.63: depleted forces; both depleted: the defender wins. */
            set_retreat (c, units (c, att, TRUE) == 0 ? att : def);
            mad_note (c, "10.63", _("The %s force has only reduced units left and retreats"), mad_side (c, b->retreat_side));
            break;
          }
        default:
          if (b->stage >= BS_NAVAL_LEAD_ATT)
            {
              if (!mad_naval_step (c))
                return FALSE;
              break;
            }
          return TRUE;
        }
    }
}

/* ---- retreat before combat (9.4-9.5) ---------------------------------- */

static void
rbc_done (MadCtx *c)
{
  MadExtra *x = c->x;
  int mover = x->rbc_mover;

  /* 9.44: the movers may go on with their MPs (not under HEAVY RAINS). */
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == x->b.space && (c->pc[p].flags & F_FORCE) && !x->rains)
      c->pc[p].flags &= ~F_STOPPED;
  x->rbc_active = FALSE;
  x->b.space = 0;
  mad_decide (c, mover, D_MOVE);
}

/* The defender retreats as on a DR (9.52); with no route, battle follows
 * (9.45) unless only leaders stand there (10.72: they surrender). */
static void
rbc_retreat (MadCtx *c)
{
  MadExtra *x = c->x;
  int def = 1 - x->rbc_mover, to[MAD_MAX_LOCATIONS];
  int n = best_retreats (c, def, to);

  if (n > 1)
    {
      mad_decide (c, def, D_RETREAT);
      return;
    }
  if (n == 0 && units (c, def, FALSE) > 0)
    {
      mad_note (c, "9.45", _("No retreat is possible: a battle will be fought"));
      x->rbc_active = FALSE;
      x->b.space = 0;
      mad_decide (c, x->rbc_mover, D_MOVE);
      return;
    }
  do_retreat (c, def, n == 1 ? to[0] : -1);
  rbc_done (c);
}

void
mad_enter_enemy (MadCtx *c, int space, int side)
{
  MadExtra *x = c->x;
  int att = 0, dfn = 0, def = 1 - side;
  gboolean leaders = FALSE, combat_units = FALSE;

  if (x->b.stage != BS_NONE)
    return;
  x->b.space = space;
  x->b.att = side;
  FOR_BATTLE_PIECES (c, def, p)
    {
      if (c->d->pieces[p].kind == PK_UNIT)
        dfn += mad_strength (c, p);
      leaders |= c->d->pieces[p].kind == PK_LEADER;
    }
  FOR_BATTLE_PIECES (c, side, p)
    combat_units |= c->d->pieces[p].kind == PK_UNIT;
  /* 9.53: leaders alone retreat only when an enemy combat unit (fresh or
   * reduced) enters; a leader alone walking in meets them to no effect. */
  if ((dfn == 0 && !leaders) || (dfn == 0 && !combat_units))
    {
      x->b.space = 0;
      return;
    }
  FOR_BATTLE_PIECES (c, side, p)
    if (c->d->pieces[p].kind == PK_UNIT && !mad_reduced (c, p))
      att += mad_strength (c, p);
  x->rbc_active = TRUE;
  x->rbc_mover = side;
  if (dfn == 0)
    {
      /* 9.53: a leader alone retreats before any enemy combat unit. */
      mad_note (c, "9.53", _("The leaders in %s must retreat"), mad_loc (c, space));
      rbc_retreat (c);
      return;
    }
  if (fort_counts (c))
    dfn += mad_fort_value (c, space);
  /* 9.51, A38: the odds of combat, supply halving included. */
  if (!attacker_supplied (c, side, space))
    att = (att + 1) / 2;
  if (!x->def_supply[space])
    dfn = (dfn + 1) / 2;
  if (att >= c->d->rbc_odds * dfn)
    {
      mad_note (c, "9.51", _("%d against %d: %d to 1, the enemy in %s must retreat before combat"), att, dfn, c->d->rbc_odds,
                mad_loc (c, space));
      rbc_retreat (c);
      return;
    }
  /* 9.41: the defender chooses. */
  mad_decide (c, def, D_RBC);
}

/* SMYTH'S FIASCO: the attackers go back where they came from and the
 * battle is over without a result. */
void
mad_cancel_attack (MadCtx *c)
{
  MadExtra *x = c->x;

  FOR_BATTLE_PIECES (c, x->b.att, p)
    if (x->from[p] >= 0 && x->from[p] < (int) c->d->n_spaces)
      {
        mad_move (c, p, x->from[p]);
        mad_note (c, "8.31", _("%s goes back to %s"), mad_name (c, p), mad_loc (c, x->from[p]));
      }
  end_battle (c);
}

void
mad_list_battle_order (MadCtx *c)
{
  for (int i = c->x->battle_i; i < c->x->n_battles; i++)
    mad_add (c, A_FIGHT, 1, c->x->battles[i], 0);
}

void
mad_apply_battle_order (MadCtx *c, const BhAction *a)
{
  MadExtra *x = c->x;

  for (int i = x->battle_i; i < x->n_battles; i++)
    if (x->battles[i] == a->args[0])
      {
        gint16 space = x->battles[i], from = x->battle_from[i];

        x->battles[i] = x->battles[x->battle_i];
        x->battle_from[i] = x->battle_from[x->battle_i];
        x->battles[x->battle_i] = space;
        x->battle_from[x->battle_i] = from;
        break;
      }
  x->battle_chosen = TRUE;
  mad_note (c, "10.1", _("The %s player fights at %s next"), mad_side (c, c->st->pending.side), mad_loc (c, a->args[0]));
  mad_decide (c, c->st->pending.side, D_NONE);
}

void
mad_list_rbc (MadCtx *c)
{
  int to[MAD_MAX_LOCATIONS];

  /* 9.45: without a retreat space there is a battle. */
  if (best_retreats (c, c->st->pending.side, to) > 0)
    mad_add (c, A_RBC, 0, 0, 0);
  mad_add (c, A_STAND, 0, 0, 0);
}

void
mad_apply_battle (MadCtx *c, const BhAction *a)
{
  MadExtra *x = c->x;
  MadBattle *b = &x->b;
  int side = c->st->pending.side;

  if (b->stage >= BS_NAVAL_LEAD_ATT)
    {
      mad_apply_naval (c, a);
      return;
    }
  switch (a->kind)
    {
    case A_COMMAND:
      b->commander[side] = a->args[0] + 1;
      mad_note (c, "3.35", _("%s commands for %s"), mad_name (c, a->args[0]), mad_side (c, side));
      break;
    case A_LEAD:
      b->lead[side] = a->args[0];
      mad_note (c, "10.31", _("%s leads for %s"), mad_name (c, a->args[0]), mad_side (c, side));
      b->stage++;
      break;
    case A_LOSS:
      if (x->loss_reason == LOSS_WINTER)
        {
          int fresh = !mad_reduced (c, a->args[0]);

          if (fresh)
            c->pc[a->args[0]].flags |= F_LOST;
          mad_step_loss (c, a->args[0], fresh ? "16.22" : "16.24");
          x->loss_left--;
          if (x->loss_left <= 0)
            {
              for (guint p = 0; p < c->d->n_pieces; p++)
                if (c->pc[p].location == x->loss_space)
                  c->pc[p].flags &= ~F_LOST;
              x->loss_reason = LOSS_NONE;
              x->winter_space++;
            }
        }
      else
        {
          mad_step_loss (c, a->args[0], "10.51");
          b->losses_left--;
        }
      break;
    case A_RETREAT:
      if (b->stage == BS_ALONE)
        {
          int to[MAD_MAX_LOCATIONS], n = 0;
          gboolean ships = FALSE;

          alone_choice (c, to, &n, &ships);
          if (ships)
            mad_water_retreat (c, side, b->space, a->args[0]);
          else
            FOR_BATTLE_PIECES (c, side, p)
              {
                mad_move (c, p, a->args[0]);
                mad_note (c, "10.9", _("%s withdraws to %s"), mad_name (c, p), mad_loc (c, a->args[0]));
              }
          break;
        }
      if (!x->rbc_active && side == b->att && mad_came_by_water (c, side, b->space))
        {
          mad_water_retreat (c, side, b->space, a->args[0]);
          attacker_retreat (c);
          end_battle (c);
          break;
        }
      if (!x->rbc_active && side == b->att)
        {
          int to[MAD_MAX_LOCATIONS], back = -1;

          /* 10.73: the way back, or an alternative (10.74: the same
           * penalties as a defender's retreat). */
          attacker_retreats (c, to, &back);
          if (a->args[0] == back)
            attacker_retreat (c);
          else
            do_retreat (c, side, a->args[0]);
          end_battle (c);
          break;
        }
      do_retreat (c, side, a->args[0]);
      if (x->rbc_active)
        {
          rbc_done (c);
          return;
        }
      end_battle (c);
      break;
    case A_RBC:
      mad_note (c, "9.41", _("The %s force retreats before combat"), mad_side (c, side));
      rbc_retreat (c);
      return;
    case A_STAND:
      mad_note (c, "9.45", _("The %s force stays to fight"), mad_side (c, side));
      x->rbc_active = FALSE;
      x->b.space = 0;
      mad_decide (c, x->rbc_mover, D_MOVE);
      return;
    default:
      g_return_if_reached ();
    }
  mad_decide (c, side, D_NONE);
}

/* LIGHT TROOPS: the retreat spaces of the side that played it, as if it
 * had to retreat, and fighting on. */
void
mad_list_free_retreat (MadCtx *c)
{
  mad_list_retreat (c);
  mad_add (c, A_STAND, 0, 0, 0);
}

void
mad_apply_free_retreat (MadCtx *c, const BhAction *a)
{
  MadBattle *b = &c->x->b;
  int side = c->st->pending.side;

  if (a->kind == A_STAND)
    {
      mad_note (c, "8.31", _("The %s force fights on"), mad_side (c, side));
      mad_decide (c, side, D_NONE);
      return;
    }
  mad_note (c, "8.31", _("The %s force retreats before the next round without penalty"), mad_side (c, side));
  b->retreat_side = side;
  b->stage = BS_RETREAT;
  b->no_penalty = 1;
  mad_apply_battle (c, a);
}

void
mad_list_retreat (MadCtx *c)
{
  if (c->x->b.stage >= BS_NAVAL_LEAD_ATT)
    {
      mad_list_naval (c);
      return;
    }
  int to[MAD_MAX_LOCATIONS];
  int side = c->st->pending.side;
  gboolean attacker = !c->x->rbc_active && side == c->x->b.att;

  if (c->x->b.stage == BS_ALONE)
    {
      int n = 0;
      gboolean ships = FALSE;

      if (alone_choice (c, to, &n, &ships) == side)
        for (int i = 0; i < n; i++)
          mad_add (c, A_RETREAT, 1, to[i], 0);
      return;
    }
  int back = -1;
  int n = attacker && mad_came_by_water (c, side, c->x->b.space) ? mad_water_retreats (c, side, c->x->b.space, to)
        : attacker ? attacker_retreats (c, to, &back) : best_retreats (c, side, to);

  for (int i = 0; i < n; i++)
    mad_add (c, A_RETREAT, 1, to[i], 0);
}
