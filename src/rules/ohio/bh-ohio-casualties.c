/* bh-ohio-casualties.c — Blood on the Ohio casualties (14.7), applied piece
 * by piece by the owner within the rules' constraints: the US first from a
 * regular and all regulars and militia reduced before anything else
 * (14.7.1); the WC from the strongest nation first, then alternating, all
 * warriors reduced before other pieces (14.7.2); villages at most one per
 * battle (20.5, LR); a defended fort only as the last piece (20.1.2);
 * artillery never (22.0). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"

#define MAX_CANDIDATES 64

typedef struct {
  int n;
  gint16 piece[MAX_CANDIDATES];
  gboolean printed;       /* a printed structure (principal village, settlement) may take it */
} Candidates;

static void
cand_add (Candidates *k, int p)
{
  if (k->n < MAX_CANDIDATES)
    k->piece[k->n++] = p;
}

static gboolean
healthy (const OhioCtx *c, int p)
{
  return c->pc[p].face == 0;
}

/* Does the allocation allow structures (a battle's casualties)? */
static gboolean
structures_allowed (const OhioCtx *c)
{
  return c->x->cas.reason == CR_BATTLE && c->x->battle.active;
}

static void
us_candidates (const OhioCtx *c, Candidates *k)
{
  const OhioCasualties *cas = &c->x->cas;
  const OhioData *d = c->d;
  int space = cas->space;
  gboolean healthy_reg = FALSE, healthy_mil = FALSE, any_reg = FALSE;
  int others = 0;

  memset (k, 0, sizeof *k);
  FOR_PIECES_AT (c, space, p)
    {
      if (!ohio_in_scope (c, p, 0, cas->scope))
        continue;
      if (ohio_is_regular (c, p))
        {
          any_reg = TRUE;
          healthy_reg |= healthy (c, p);
        }
      else if (ohio_is_militia (c, p))
        healthy_mil |= healthy (c, p);
    }
  if (cas->reason == CR_OVERRUN_MILITIA)
    {
      /* 17.2.2: 1 FP of militia. */
      FOR_PIECES_AT (c, space, p)
        if (ohio_in_scope (c, p, 0, cas->scope) && ohio_is_militia (c, p))
          cand_add (k, p);
      return;
    }
  /* 14.7.1: the first casualty from a regular, unless all regulars are
   * reduced and healthy militia remain. */
  if (cas->taken == 0 && (cas->reason == CR_BATTLE || cas->reason == CR_AMBUSH) && (any_reg || healthy_mil))
    {
      FOR_PIECES_AT (c, space, p)
        if (ohio_in_scope (c, p, 0, cas->scope) &&
            (healthy_reg ? ohio_is_regular (c, p) && healthy (c, p)
             : healthy_mil ? ohio_is_militia (c, p) && healthy (c, p)
             : ohio_is_regular (c, p)))
          cand_add (k, p);
      return;
    }
  /* All regulars and militia reduced before any other piece. */
  if (healthy_reg || healthy_mil)
    {
      FOR_PIECES_AT (c, space, p)
        if (ohio_in_scope (c, p, 0, cas->scope) && (ohio_is_regular (c, p) || ohio_is_militia (c, p)) && healthy (c, p))
          cand_add (k, p);
      return;
    }
  FOR_PIECES_AT (c, space, p)
    {
      int kl = d->pieces[p].klass;

      if (!ohio_in_scope (c, p, 0, cas->scope))
        continue;
      if (kl == PC_ARTILLERY)
        continue;   /* 22.0: never a casualty */
      if (ohio_is_military (c, p) || kl == PC_SCOUT || kl == PC_WAGON)
        {
          cand_add (k, p);
          others++;
        }
    }
  if (!structures_allowed (c))
    return;
  /* Option (digest 8.2 #18): a settlement or fort without defenders takes
   * at most one casualty a battle. */
  if ((c->x->options & OPT_EMPTY_STRUCTURE_CAP) && c->x->battle.target == BT_STRUCTURE && others == 0 &&
      c->x->battle.structure_hits >= 1)
    return;
  /* Settlements take steps; a defended fort only as the last piece. */
  if (ohio_has_settlement (c, space))
    {
      int s = ohio_first_class (c, space, PC_SETTLEMENT);

      if (s >= 0 && !(d->spaces[space].printed_settlement && c->x->printed[space] > 0))
        cand_add (k, s);
      else
        k->printed = TRUE;
    }
  if (c->x->battle.target == BT_FORT || c->x->battle.target == BT_STRUCTURE)
    {
      int f = ohio_fort_piece (c, space);

      if (f >= 0 && (others == 0 || c->x->battle.target == BT_STRUCTURE))
        cand_add (k, f);
    }
}

/* Nations with pieces that may take the casualty now (14.7.2). */
static guint16
present_nations (const OhioCtx *c, int fp_out[OHIO_MAX_NATIONS])
{
  const OhioCasualties *cas = &c->x->cas;
  guint16 mask = 0;

  memset (fp_out, 0, sizeof (int) * OHIO_MAX_NATIONS);
  FOR_PIECES_AT (c, cas->space, p)
    if (ohio_in_scope (c, p, 1, cas->scope) && ohio_is_military (c, p) && c->d->pieces[p].nation != OHIO_NONE)
      {
        mask |= 1u << c->d->pieces[p].nation;
        fp_out[c->d->pieces[p].nation] += ohio_fp (c, p);
      }
  return mask;
}

static void
nation_candidates (const OhioCtx *c, int nation, gboolean healthy_anywhere, Candidates *k)
{
  const OhioCasualties *cas = &c->x->cas;
  gboolean has_healthy = FALSE;

  FOR_PIECES_AT (c, cas->space, p)
    if (ohio_in_scope (c, p, 1, cas->scope) && c->d->pieces[p].nation == nation &&
        c->d->pieces[p].klass == PC_WARRIOR)
      {
        if (healthy (c, p))
          has_healthy = TRUE;
      }
  FOR_PIECES_AT (c, cas->space, p)
    {
      if (!ohio_in_scope (c, p, 1, cas->scope) || c->d->pieces[p].nation != nation)
        continue;
      if (c->d->pieces[p].klass == PC_WARRIOR)
        {
          if (has_healthy ? healthy (c, p) : TRUE)
            cand_add (k, p);
        }
      else if (ohio_is_leader (c, p) && !healthy_anywhere)
        cand_add (k, p);   /* 14.7.2: once every warrior shows its damaged side */
    }
}

static void
wc_candidates (const OhioCtx *c, Candidates *k)
{
  const OhioCasualties *cas = &c->x->cas;
  const OhioData *d = c->d;
  int space = cas->space;
  int fp[OHIO_MAX_NATIONS];
  guint16 present = present_nations (c, fp);
  guint16 turn;
  gboolean healthy_warrior = FALSE;

  memset (k, 0, sizeof *k);
  FOR_PIECES_AT (c, space, p)
    if (ohio_in_scope (c, p, 1, cas->scope) && d->pieces[p].klass == PC_WARRIOR)
      healthy_warrior |= healthy (c, p);
  /* Whose turn: the strongest nation first (the roll of a tie is made
   * when the allocation starts), then the nations alternate in turn
   * (the next present nation after the last, cyclically). */
  if (cas->last_nation < 0)
    turn = cas->nation_turn >= 0 && (present >> cas->nation_turn & 1) ? 1u << cas->nation_turn : present;
  else
    {
      turn = 0;
      for (int step = 1; step <= OHIO_MAX_NATIONS && turn == 0; step++)
        {
          int n = (cas->last_nation + step) % OHIO_MAX_NATIONS;

          if (present >> n & 1)
            {
              Candidates probe;

              memset (&probe, 0, sizeof probe);
              nation_candidates (c, n, healthy_warrior, &probe);
              if (probe.n > 0)
                turn = 1u << n;
            }
        }
    }
  for (int n = 0; n < OHIO_MAX_NATIONS; n++)
    if (turn >> n & 1)
      nation_candidates (c, n, healthy_warrior, k);
  if (k->n == 0 && present)
    for (int n = 0; n < OHIO_MAX_NATIONS; n++)
      if (present >> n & 1)
        nation_candidates (c, n, healthy_warrior, k);
  if (healthy_warrior)
    return;
  /* Other pieces once every warrior shows its damaged side (14.7.2):
   * British Arms (23.0), leaders (a nation's with its turn, above; those
   * of no nation, Girty, at any time), and in a battle the village (20.5). */
  FOR_PIECES_AT (c, space, p)
    if (ohio_in_scope (c, p, 1, cas->scope) &&
        (d->pieces[p].klass == PC_ARMS || (ohio_is_leader (c, p) && d->pieces[p].nation == OHIO_NONE)))
      cand_add (k, p);
  if (structures_allowed (c) && c->x->battle.village_hits == 0 && c->x->battle.target != BT_FORT &&
      !(c->x->battle.att_side == 1) && !ohio_nonaligned_village_at (c, space))
    {
      int v = ohio_village_piece (c, space);
      int r = ohio_principal_reduced (c, space);

      if (ohio_principal_healthy (c, space))
        k->printed = TRUE;
      else if (r >= 0)
        cand_add (k, r);
      else if (v >= 0)
        cand_add (k, v);
    }
}

static void
candidates (const OhioCtx *c, Candidates *k)
{
  if (c->x->cas.side == 0)
    us_candidates (c, k);
  else
    wc_candidates (c, k);
}

/* 5.2.2 "A battle occurs (including battles initiated by the WC) that
 * results in the loss of any Indian FPs": whether the casualties being
 * taken are a battle's. A fought battle's (14.6) and the retreat that
 * follows its loss (15.2-15.4); the defender's ambush declared in the
 * battle, step 2 of the combat procedure (14.2). Not a successful retreat
 * before combat ("cancels the combat", 16.1; the 16.0 example "ending the
 * combat before it takes place"), a battle cancelled by its event (14.3),
 * nor an ambush of a moving force (18.0 "The movement of the force is
 * temporarily stopped to resolve the ambush"; 15.0 names "being Ambushed"
 * apart from "losing a combat"), nor the retreat it forces. */
static gboolean
battle_loss (const OhioCtx *c)
{
  const OhioRetreat *r = &c->x->retreat;

  switch (c->x->cas.reason)
    {
    case CR_BATTLE:
      return TRUE;
    case CR_AMBUSH:
      return c->x->cas.scope == SCOPE_BATTLE;
    case CR_RETREAT:
      return r->cause == RC_LOSS || r->cause == RC_OUTSIDE || r->cause == RC_BREAKOUT ||
             (r->cause == RC_AMBUSH && c->x->battle.active && r->from == c->x->battle.space);
    default:
      return FALSE;
    }
}

/* 5.2.2: "the loss of any Indian FPs within the nation boundary of the
 * treaty nation" in a battle breaks the treaty. */
static void
treaty_land_loss (OhioCtx *c, int space)
{
  int owner = c->d->spaces[space].owner;

  if (owner != OHIO_NONE && c->x->nation_status[owner] == NAT_TREATY && battle_loss (c))
    ohio_break_treaty (c, owner);
}

/* A WC piece lost; `p` before its loss: a key leader's wound or death
 * costs no FP ("Key leaders add no FP"), so breaks no treaty (5.2.2). */
static void
indian_loss (OhioCtx *c, int p, int space)
{
  int nation = c->d->pieces[p].nation;

  if (nation != OHIO_NONE && nation < OHIO_MAX_NATIONS)
    c->x->nation_hit[nation] = 1;
  if (ohio_fp (c, p) > 0)
    treaty_land_loss (c, space);
}

static void
take (OhioCtx *c, int p)
{
  const OhioData *d = c->d;
  OhioCasualties *cas = &c->x->cas;
  int kl = d->pieces[p].klass;
  int space = cas->space;

  if (NOTING (c))
    {
      const char *rule = cas->side == 0 ? "14.7.1" : "14.7.2";
      g_autofree char *name = ohio_told_name (c, p);

      /* Translators: Blood on the Ohio (14.7): what a casualty does to a
         piece; the piece's name, which may be plural (“Mingo warriors”) */
      if (kl == PC_SETTLEMENT || kl == PC_FORT || kl == PC_VILLAGE || kl == PC_PRINCIPAL)
        ohio_note (c, rule, _("Casualty: %s, a step lost"), name);
      else if (kl == PC_ARMS)
        ohio_note (c, rule, _("Casualty: %s, discarded"), name);
      else if (kl == PC_SCOUT)
        ohio_note (c, rule, _("Casualty: %s, back to the cup"), name);
      else if (ohio_is_leader (c, p) && c->pc[p].face == 0 && d->pieces[p].n_faces > 1)
        ohio_note (c, rule, _("Casualty: %s, wounded"), name);
      else if (ohio_is_leader (c, p))
        ohio_note (c, rule, _("Casualty: %s, killed"), name);
      else if (c->pc[p].face == 0)
        ohio_note (c, rule, _("Casualty: %s, reduced"), name);
      else
        ohio_note (c, rule, _("Casualty: %s, eliminated"), name);
    }
  switch (kl)
    {
    case PC_SETTLEMENT:
      ohio_settlement_hit (c, space, TRUE);
      c->x->battle.structure_hits++;
      break;
    case PC_FORT:
      ohio_fort_hit (c, space);
      c->x->battle.structure_hits++;
      break;
    case PC_VILLAGE:
    case PC_PRINCIPAL:
      ohio_village_hit (c, space, FALSE);
      c->x->battle.village_hits++;
      /* 14.7, 20.5: a village satisfies a casualty as a unit does: the
       * nation's FP lost (5.2.2). */
      treaty_land_loss (c, space);
      break;
    case PC_ARMS:
      /* 23.0: discarding a British Arms satisfies one casualty. */
      c->pc[p].flags = 0;
      ohio_move_piece (c, p, d->wc_elim);
      break;
    case PC_SCOUT:
      c->pc[p].flags = 0;
      ohio_move_piece (c, p, d->cup);
      break;
    case PC_WAGON:
      /* 10.1: WC +1/2 VP per step; a used wagon goes to the cup. */
      ohio_vp (c, 1, 1);
      if (c->pc[p].face == 0)
        c->pc[p].face = 1;
      else
        {
          c->pc[p].flags = 0;
          c->pc[p].face = 0;
          ohio_move_piece (c, p, d->cup);
        }
      break;
    case PC_KEY_LEADER:
    case PC_SUB_LEADER:
      if (d->pieces[p].side == 1)
        indian_loss (c, p, space);
      if (c->pc[p].face == 0 && d->pieces[p].n_faces > 1)
        c->pc[p].face = 1;     /* wounded */
      else
        ohio_kill_leader (c, p);
      break;
    default:
      if (d->pieces[p].side == 1)
        indian_loss (c, p, space);
      if (c->pc[p].face == 0 && d->pieces[p].n_faces > 1)
        c->pc[p].face = 1;
      else
        ohio_unit_to_cup_or_out (c, p);
      break;
    }
  /* 23.0: British Arms are lost with the last warrior of their force. */
  if (d->pieces[p].side == 1 && kl == PC_WARRIOR && c->pc[p].location != space)
    {
      gboolean warriors = FALSE;

      FOR_PIECES_AT (c, space, q)
        if (ohio_in_scope (c, q, 1, cas->scope) && d->pieces[q].klass == PC_WARRIOR)
          warriors = TRUE;
      if (!warriors)
        for (int q = c->ix->head[space], next; q >= 0; q = next)
          {
            next = c->ix->next[q];
            if (ohio_in_scope (c, q, 1, cas->scope) && d->pieces[q].klass == PC_ARMS)
              {
                c->pc[q].flags = 0;
                ohio_move_piece (c, q, d->wc_elim);
              }
          }
    }
  if (d->pieces[p].side == 1 && d->pieces[p].nation != OHIO_NONE && ohio_is_military (c, p))
    cas->last_nation = d->pieces[p].nation;
  cas->taken++;
  cas->left--;
  if (c->x->battle.active && cas->reason == CR_BATTLE)
    c->x->battle.applied[cas->side]++;
}

static void
take_printed (OhioCtx *c)
{
  OhioCasualties *cas = &c->x->cas;
  int space = cas->space;

  ohio_note (c, "14.7", _("The structure at %s loses a step"), ohio_loc_name (c, space));
  if (ohio_principal_healthy (c, space))
    {
      ohio_village_hit (c, space, FALSE);
      c->x->battle.village_hits++;
      treaty_land_loss (c, space);   /* 5.2.2, as in take () */
    }
  else
    {
      ohio_settlement_hit (c, space, TRUE);
      c->x->battle.structure_hits++;
    }
  cas->taken++;
  cas->left--;
  if (c->x->battle.active && cas->reason == CR_BATTLE)
    c->x->battle.applied[cas->side]++;
}

void
ohio_start_casualties (OhioCtx *c, int side, int hits, int reason, int space, int scope)
{
  OhioCasualties *cas = &c->x->cas;

  if (hits <= 0)
    return;
  memset (cas, 0, sizeof *cas);
  cas->active = 1;
  cas->side = side;
  cas->left = hits;
  cas->reason = reason;
  cas->space = space;
  cas->scope = scope;
  cas->nation_turn = -1;
  cas->last_nation = -1;
}

gboolean
ohio_casualty_step (OhioCtx *c)
{
  OhioCasualties *cas = &c->x->cas;
  Candidates k;

  if (cas->left == 0)
    {
      cas->active = 0;
      return FALSE;
    }
  /* 14.7.2: the first WC casualty from the nation with most FP; a tie is
   * rolled for. */
  if (cas->side == 1 && cas->taken == 0 && cas->nation_turn < 0 && cas->last_nation < 0)
    {
      int fp[OHIO_MAX_NATIONS];
      guint16 present = present_nations (c, fp);
      int best = -1, n_best = 0;
      int tied[OHIO_MAX_NATIONS];

      for (int n = 0; n < OHIO_MAX_NATIONS; n++)
        if (present >> n & 1)
          {
            if (best < 0 || fp[n] > fp[best])
              {
                best = n;
                n_best = 0;
              }
            if (fp[n] == fp[best])
              tied[n_best++] = n;
          }
      if (n_best > 1)
        best = tied[(ohio_roll (c) - 1) % n_best];
      cas->nation_turn = best;
    }
  candidates (c, &k);
  if (k.n == 0 && !k.printed)
    {
      /* Nothing left to take them: the excess is ignored. */
      cas->active = 0;
      return FALSE;
    }
  if (k.n + (k.printed ? 1 : 0) == 1)
    {
      /* Only one way to take it: no decision. */
      if (k.n == 1)
        take (c, k.piece[0]);
      else
        take_printed (c);
      return FALSE;
    }
  ohio_set_decision (c, cas->side, D_CASUALTY, cas->space, cas->left);
  return TRUE;
}

void
ohio_list_casualty (OhioCtx *c)
{
  Candidates k;

  candidates (c, &k);
  for (int i = 0; i < k.n; i++)
    ohio_add_action (c, A_CASUALTY, 1, k.piece[i], 0, 0);
  if (k.printed)
    ohio_add_action (c, A_HIT_STRUCTURE, 1, c->x->cas.space, 0, 0);
}

void
ohio_apply_casualty (OhioCtx *c, const BhAction *a)
{
  if (a->kind == A_HIT_STRUCTURE)
    take_printed (c);
  else
    take (c, a->args[0]);
}
