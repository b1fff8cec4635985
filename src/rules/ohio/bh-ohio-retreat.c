/* bh-ohio-retreat.c — Blood on the Ohio retreats (15.0): the attacker back
 * to where it came from, the defender to the adjacent space closest to a
 * friendly structure, never into a fort, a defended settlement or Fort
 * Miamis for the WC (15.1, 20.3, 20.7), the attacker lost when that bars
 * its way back; into a river with the loss of 1 FP
 * and across to the other bank (15.2); into an enemy with the loss of 1 FP
 * and a new battle (15.3); from cavalry (15.4); the artillery's risks
 * (22.2); ambushes of the retreating units (15.1). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"

static gboolean
retreating (const OhioCtx *c, int p)
{
  return ohio_in_scope (c, p, c->x->retreat.side, SCOPE_RETREAT);
}

static int
count_retreating (const OhioCtx *c, int space)
{
  int n = 0;

  FOR_PIECES_AT (c, space, p)
    if (retreating (c, p))
      n++;
  return n;
}

static void
move_retreating (OhioCtx *c, int from, int to)
{
  /* Translators: Blood on the Ohio (15.1): the side (“US”, “WC”), then two spaces */
  ohio_note (c, "15.1", _("%s retreats from %s to %s"), ohio_side_name (c, c->x->retreat.side), ohio_loc_name (c, from),
             ohio_loc_name (c, to));
  for (int p = c->ix->head[from], next; p >= 0; p = next)
    {
      next = c->ix->next[p];
      if (retreating (c, p))
        {
          if (c->d->pieces[p].side == 0)
            c->pc[p].flags &= ~F_DEFEND;
          ohio_move_piece (c, p, to);
        }
    }
}

static gboolean
friendly_structure (const OhioCtx *c, int s, int side)
{
  if (side == 0)
    return ohio_has_settlement (c, s) || ohio_has_fort (c, s);
  /* A village is friendly to the WC when its nation is of the WC: a
   * nonaligned nation "is not yet a part of WC" (19.0), nor is a nation
   * under treaty (5.2.1). */
  return ohio_has_village (c, s) && ohio_nation_is_wc (c, ohio_village_nation (c, s));
}

/* 15.1.4: distance in spaces to the nearest friendly structure, given
 * the friendly structures' spaces (found once per retreat step). */
static int
closeness (const OhioCtx *c, int space, const gint16 *structures, int n)
{
  int best = 255;

  for (int i = 0; i < n; i++)
    best = MIN (best, ohio_dist (c->d, space, structures[i]));
  return best;
}

/* 15.1.3 "WC units may not retreat into an occupied fort space nor a US
 * settlement space that has 1 or more FP in it"; 20.3 "A fort space may
 * not be retreated into by Indian forces" (any fort, digest #17). */
static gboolean
wc_barred (const OhioCtx *c, int s)
{
  return ohio_has_fort (c, s) || (ohio_has_settlement (c, s) && ohio_stack_fp (c, s, 0, 0, 0) >= 1);
}

static gboolean
retreat_allowed (const OhioCtx *c, int s, int side)
{
  const OhioData *d = c->d;

  if (d->spaces[s].entry || !ohio_space_usable (c, s))
    return FALSE;
  /* 15.1.3, 20.3, 20.7 */
  if (side == 1 && (wc_barred (c, s) || (c->x->space_flags[s] & SPF_FORT_MIAMIS)))
    return FALSE;
  return TRUE;
}

/* The best retreat spaces among the neighbours of `from` (or of a river
 * space, on the bank away from `from`). */
static int
candidates (const OhioCtx *c, int from, int forbidden, int river, gboolean any_bank, gint16 *out)
{
  const OhioData *d = c->d;
  const OhioRetreat *r = &c->x->retreat;
  guint n;
  const OhioAdj *adj = ohio_adj (d, river >= 0 ? river : from, &n);
  gint16 clear[16], enemy[16];
  int n_clear = 0, n_enemy = 0, bank = 0;
  gint16 *set;
  int n_set, best = 255, k = 0;

  if (river >= 0 && !any_bank)
    for (guint i = 0; i < n; i++)
      if (adj[i].to == from)
        bank = adj[i].bank;
  for (guint i = 0; i < n; i++)
    {
      int s = adj[i].to;
      gboolean dup = FALSE;

      if (s == forbidden || s == from || !retreat_allowed (c, s, r->side))
        continue;
      /* Not into the battle waiting for the overrunning reinforcement. */
      if (c->x->stash_active && s == c->x->stash.space)
        continue;
      if (river >= 0 && (d->spaces[s].river || (bank != 0 && adj[i].bank == bank)))
        continue;
      for (int j = 0; j < n_clear; j++)
        dup |= clear[j] == s;
      for (int j = 0; j < n_enemy; j++)
        dup |= enemy[j] == s;
      if (dup)
        continue;
      if (ohio_enemy_present (c, s, r->side))
        {
          if (n_enemy < 16)
            enemy[n_enemy++] = s;
        }
      else if (n_clear < 16)
        clear[n_clear++] = s;
    }
  set = n_clear ? clear : enemy;
  n_set = n_clear ? n_clear : n_enemy;
  if (n_set > 1)
    {
      gint16 structures[OHIO_MAX_SPACES];
      int near[16], n_structures = 0;

      for (guint s = 0; s < d->n_spaces; s++)
        if (friendly_structure (c, s, r->side))
          structures[n_structures++] = s;
      for (int i = 0; i < n_set; i++)
        best = MIN (best, near[i] = closeness (c, set[i], structures, n_structures));
      for (int i = 0; i < n_set; i++)
        if (near[i] == best)
          out[k++] = set[i];
      return k;
    }
  for (int i = 0; i < n_set; i++)
    out[k++] = set[i];
  return k;
}

/* 15.2: the land across the river; failing that, any land beside it
 * (reconstructed). */
static int
across_candidates (const OhioCtx *c, gint16 *out)
{
  const OhioRetreat *r = &c->x->retreat;
  int n = candidates (c, r->from, r->forbidden, r->river, FALSE, out);

  if (n == 0)
    n = candidates (c, r->from, -1, r->river, FALSE, out);
  if (n == 0)
    n = candidates (c, r->from, -1, r->river, TRUE, out);
  return n;
}

/* Nowhere to go: the retreating units are lost (reconstructed). */
static void
lose_retreating (OhioCtx *c, int space)
{
  ohio_note (c, "15.1", _("Nowhere to retreat from %s: the retreating pieces are lost"), ohio_loc_name (c, space));
  for (int p = c->ix->head[space], next; p >= 0; p = next)
    {
      next = c->ix->next[p];
      if (retreating (c, p))
        {
          if (ohio_is_leader (c, p))
            ohio_kill_leader (c, p);
          else if (c->d->pieces[p].klass == PC_ARTILLERY)
            c->pc[p].face = 1, c->pc[p].flags &= ~F_ROLE_B;
          else
            ohio_unit_to_cup_or_out (c, p);
        }
    }
}

void
ohio_start_retreat (OhioCtx *c, int side, int from, int cause, gboolean attacker, int forced, int forbidden, int causer)
{
  OhioRetreat *r = &c->x->retreat;
  gboolean marked = FALSE;

  memset (r, 0, sizeof *r);
  r->active = 1;
  r->side = side;
  r->from = from;
  r->cause = cause;
  r->attacker = attacker;
  r->forced = forced;
  r->forbidden = forbidden;
  r->causer = causer;
  r->dest = -1;
  r->river = -1;
  r->stage = RT_START;
  r->on_river = cause == RC_AMBUSH && c->d->spaces[from].river;
  FOR_PIECES_AT (c, from, p)
    if (c->d->pieces[p].side == side && (c->pc[p].flags & F_ROLE_B) && (cause == RC_AMBUSH || cause == RC_OUTSIDE))
      marked = TRUE;
  if (!marked)
    FOR_PIECES_AT (c, from, p)
      {
        if (c->d->pieces[p].side != side)
          continue;
        c->pc[p].flags &= ~F_ROLE_B;
        /* 22.2: lost artillery stays where it is. */
        if ((c->pc[p].flags & F_BATTLE) &&
            !(c->d->pieces[p].klass == PC_ARTILLERY && c->pc[p].face == 1))
          c->pc[p].flags |= F_ROLE_B;
      }
}

static void
finish (OhioCtx *c)
{
  OhioRetreat *r = &c->x->retreat;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].side == r->side)
      c->pc[p].flags &= ~F_ROLE_B;
  r->active = 0;
}

static gboolean
us_cavalry_near (const OhioCtx *c)
{
  const OhioRetreat *r = &c->x->retreat;

  FOR_PIECES_AT (c, r->from, p)
    if (c->d->pieces[p].side == 0 && ohio_is_cavalry (c, p) && (c->pc[p].flags & F_BATTLE))
      return TRUE;
  if (r->causer >= 0 && r->causer != r->from)
    FOR_PIECES_AT (c, r->causer, p)
      if (c->d->pieces[p].side == 0 && ohio_is_cavalry (c, p))
        return TRUE;
  return FALSE;
}

/* 20.2.2: breakout units go back inside, or out to an adjacent space
 * (razing the fort, except Washington and Harmar). */
static void
breakout_out (OhioCtx *c)
{
  OhioRetreat *r = &c->x->retreat;
  int f = ohio_fort_piece (c, r->from);

  if (f >= 0 && !c->d->spaces[r->from].printed_fort)
    {
      int steps = c->pc[f].face == 0 ? 2 : 1;

      ohio_move_piece (c, f, c->d->us_elim);
      c->pc[f].face = 0;
      ohio_place_razed (c, r->from);
      ohio_vp (c, 1, steps);
      /* The defenders who stayed inside have no fort left: they go with
       * the breakout (reconstructed). */
      FOR_PIECES_AT (c, r->from, p)
        {
          c->pc[p].flags &= ~F_DEFEND;
          if (c->d->pieces[p].side == 0 && !(c->d->pieces[p].klass == PC_ARTILLERY && c->pc[p].face == 1))
            c->pc[p].flags |= F_ROLE_B;
        }
    }
}

gboolean
ohio_retreat_step (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioRetreat *r = &c->x->retreat;
  gint16 cand[16];
  int n;

  switch (r->stage)
    {
    case RT_START:
      r->stage = RT_ARTILLERY;
      /* 15.4: a WC force retreating from US cavalry loses 1 FP. */
      if (r->side == 1 && us_cavalry_near (c) && count_retreating (c, r->from) > 0)
        {
          /* Translators: Blood on the Ohio (15.4): FP are force points */
          ohio_note (c, "15.4", _("Retreating from US cavalry: 1 FP lost"));
          ohio_start_casualties (c, 1, 1, CR_RETREAT, r->from, SCOPE_RETREAT);
        }
      return FALSE;
    case RT_ARTILLERY:
      r->stage = RT_CHOOSE;
      /* 22.2: a US retreat after a casualty: a 6 loses each artillery. */
      if (r->side == 0 && c->x->battle.active && c->x->battle.applied[0] > 0 && r->cause != RC_BREAKOUT)
        for (int p = c->ix->head[r->from]; p >= 0; p = c->ix->next[p])
          if (retreating (c, p) && d->pieces[p].klass == PC_ARTILLERY && c->pc[p].face == 0 && ohio_roll (c) == d->artillery_loss_roll)
            {
              /* Translators: Blood on the Ohio (22.2): an artillery unit, then the roll */
              ohio_note (c, "22.2", _("%s: %d, lost in the retreat"), ohio_piece_name (c, p), d->artillery_loss_roll);
              c->pc[p].face = 1;
              c->pc[p].flags &= ~F_ROLE_B;
            }
      return FALSE;
    case RT_CHOOSE:
      if (count_retreating (c, r->from) == 0)
        {
          r->stage = RT_SPLITS_LAST;
          return FALSE;
        }
      if (r->attacker && r->cause != RC_BREAKOUT)
        {
          /* 15.1.1 gives the attacker one space, the one it came from;
           * when 15.1.3 / 20.3 bar it to the WC (a force that moved
           * through a fort with no screen, 20.3, or passed through a held
           * settlement) there is nowhere to go and the units are lost
           * (reconstructed, as below). Never 15.3's battle against the
           * defenders of Forts Washington and Harmar, who "may not be
           * attacked" (20.4). */
          if (r->side == 1 && r->forced >= 0 && wc_barred (c, r->forced))
            {
              lose_retreating (c, r->from);
              finish (c);
              return FALSE;
            }
          r->dest = r->forced;
        }
      else
        {
          n = candidates (c, r->from, r->forbidden, -1, FALSE, cand);
          if (r->cause == RC_BREAKOUT)
            {
              ohio_set_decision (c, r->side, D_RETREAT, r->from, 0);
              return TRUE;
            }
          if (n == 0)
            {
              lose_retreating (c, r->from);
              finish (c);
              return FALSE;
            }
          if (n > 1)
            {
              ohio_set_decision (c, r->side, D_RETREAT, r->from, 0);
              return TRUE;
            }
          r->dest = cand[0];
        }
      r->stage = RT_MOVE;
      return FALSE;
    case RT_MOVE:
      if (d->spaces[r->dest].river)
        {
          r->river = r->dest;
          r->stage = RT_ACROSS;
          if (!r->on_river)
            {
              /* 22.2: artillery that ends up on a river is lost, left with
               * the WC units of the battle. */
              FOR_PIECES_AT (c, r->from, p)
                if (retreating (c, p) && d->pieces[p].klass == PC_ARTILLERY)
                  {
                    c->pc[p].face = 1;
                    c->pc[p].flags &= ~F_ROLE_B;
                  }
              /* 15.2: retreating into a river costs 1 FP. */
              /* Translators: Blood on the Ohio (15.2): a river space; FP are force points */
              ohio_note (c, "15.2", _("Retreating into %s: 1 FP lost"), ohio_loc_name (c, r->dest));
              ohio_start_casualties (c, r->side, 1, CR_RETREAT, r->from, SCOPE_RETREAT);
            }
          return FALSE;
        }
      move_retreating (c, r->from, r->dest);
      r->stage = RT_AMBUSH;
      return FALSE;
    case RT_ACROSS:
      if (count_retreating (c, r->from) == 0)
        {
          finish (c);
          return FALSE;
        }
      n = across_candidates (c, cand);
      if (n == 0)
        {
          lose_retreating (c, r->from);
          finish (c);
          return FALSE;
        }
      if (n > 1)
        {
          ohio_set_decision (c, r->side, D_RETREAT, r->river, 1);
          return TRUE;
        }
      r->dest = cand[0];
      move_retreating (c, r->from, r->dest);
      r->stage = RT_AMBUSH;
      return FALSE;
    case RT_AMBUSH:
      r->stage = RT_SPLITS;
      if (count_retreating (c, r->dest) > 0)
        ohio_open_ambush (c, 1 - r->side, r->dest, SCOPE_RETREAT, FALSE, r->causer);
      return FALSE;
    case RT_SPLITS:
    case RT_SPLITS_LAST:
      /* 15.1: the units that split off may be ambushed where they went. */
      if (r->split_i < r->n_split)
        {
          int s = r->split[r->split_i++];

          if (count_retreating (c, s) > 0)
            ohio_open_ambush (c, 1 - r->side, s, SCOPE_RETREAT, FALSE, r->causer);
          return FALSE;
        }
      if (r->stage == RT_SPLITS_LAST)
        {
          finish (c);
          return FALSE;
        }
      r->stage = RT_ENEMY;
      return FALSE;
    case RT_ENEMY:
      if (count_retreating (c, r->dest) > 0 && ohio_enemy_present (c, r->dest, r->side))
        {
          /* 15.3: into an enemy: 1 FP lost, then a new battle. */
          /* Translators: Blood on the Ohio (15.3): a space; FP are force points */
          ohio_note (c, "15.3", _("Retreating into the enemy at %s: 1 FP lost, then a new battle"), ohio_loc_name (c, r->dest));
          r->stage = RT_CHAIN;
          ohio_start_casualties (c, r->side, 1, CR_RETREAT, r->dest, SCOPE_RETREAT);
          return FALSE;
        }
      finish (c);
      return FALSE;
    case RT_CHAIN:
      /* While a battle waits for a reinforcement's overrun (14.3), the
       * new battle comes after it. */
      if (count_retreating (c, r->dest) > 0 && ohio_enemy_present (c, r->dest, r->side))
        {
          if (c->x->stash_active)
            ohio_defer_chain (c, r->side, r->dest, r->from);
          else
            ohio_start_chain (c, r->side, r->dest, r->from);
        }
      finish (c);
      return FALSE;
    default:
      finish (c);
      return FALSE;
    }
}

void
ohio_list_retreat (OhioCtx *c)
{
  const OhioRetreat *r = &c->x->retreat;
  gint16 cand[16];
  int n;
  gboolean across = c->st->pending.args[1] == 1;

  if (across)
    {
      n = across_candidates (c, cand);
    }
  else
    n = candidates (c, r->from, r->forbidden, -1, FALSE, cand);
  if (r->cause == RC_BREAKOUT && !across)
    ohio_add_action (c, A_RETREAT, 1, r->from, 0, 0);
  for (int i = 0; i < n; i++)
    ohio_add_action (c, A_RETREAT, 1, cand[i], 0, 0);
  /* 15.1.4: among equally good spaces the units may split up; 23.0
   * "British Arms markers may be moved between national units occupying
   * the same space": a marker may follow a warrior that split off, never
   * go alone (referee-ohio4 B2). */
  if (n > 1 && !across)
    for (int i = 0; i < n; i++)
      if (!c->d->spaces[cand[i]].river && !ohio_enemy_present (c, cand[i], r->side))
        {
          gboolean warrior = FALSE;

          FOR_PIECES_AT (c, cand[i], q)
            warrior |= retreating (c, q) && c->d->pieces[q].klass == PC_WARRIOR;
          FOR_PIECES_AT (c, r->from, p)
            if (retreating (c, p) && (c->d->pieces[p].klass != PC_ARMS || warrior))
              ohio_add_action (c, A_RETREAT_UNIT, 2, p, cand[i], 0);
        }
}

void
ohio_apply_retreat (OhioCtx *c, const BhAction *a)
{
  OhioRetreat *r = &c->x->retreat;
  gboolean across = c->st->pending.args[1] == 1;

  if (a->kind == A_RETREAT_UNIT)
    {
      int p = a->args[0];
      gboolean known = FALSE;

      c->pc[p].flags &= ~F_DEFEND;
      ohio_move_piece (c, p, a->args[1]);
      for (int i = 0; i < r->n_split; i++)
        known |= r->split[i] == a->args[1];
      if (!known && r->n_split < G_N_ELEMENTS (r->split))
        r->split[r->n_split++] = a->args[1];
      return;
    }
  if (r->cause == RC_BREAKOUT && !across)
    {
      if (a->args[0] == r->from)
        {
          /* Back inside the fort: still besieged; units that joined the
           * breakout from outside retreat to an adjacent space
           * (reconstructed). */
          FOR_PIECES_AT (c, r->from, p)
            if (c->d->pieces[p].side == r->side && (c->pc[p].flags & F_DEFEND))
              c->pc[p].flags &= ~F_ROLE_B;
          if (count_retreating (c, r->from) == 0)
            {
              finish (c);
              return;
            }
          r->cause = RC_OUTSIDE;
          r->attacker = FALSE;
          r->stage = RT_CHOOSE;
          return;
        }
      breakout_out (c);
    }
  r->dest = a->args[0];
  if (across)
    {
      move_retreating (c, r->from, r->dest);
      r->stage = RT_AMBUSH;
    }
  else
    r->stage = RT_MOVE;
}
