/* bh-ohio-ambush.c — Blood on the Ohio ambushes (18.0): which stacks may
 * ambush a force that moves next to or into their space, one at a time in
 * the ambusher's order, and the roll on the Ambush Results Table. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"

gboolean
ohio_in_scope (const OhioCtx *c, int p, int side, int scope)
{
  guint8 f = c->pc[p].flags;

  if (c->d->pieces[p].side != side)
    return FALSE;
  switch (scope)
    {
    case SCOPE_BATTLE: return (f & F_BATTLE) != 0;
    case SCOPE_MAIN: return (f & F_FORCE) && !(f & F_REINF);
    case SCOPE_REINF: return (f & F_FORCE) && (f & F_REINF);
    case SCOPE_RETREAT: return (f & F_ROLE_B) != 0;
    default: return FALSE;
    }
}

static int
scope_bit (int scope)
{
  return scope == SCOPE_REINF ? SPF_AMBUSHED_REINF : scope == SCOPE_RETREAT ? SPF_AMBUSHED_RETR : SPF_AMBUSHED_MAIN;
}

static void
target_values (const OhioCtx *c, int space, int side, int scope, int *fp, int *tp)
{
  *fp = *tp = 0;
  FOR_PIECES_AT (c, space, p)
    if (ohio_in_scope (c, p, side, scope) && ohio_is_military (c, p))
      {
        *fp += ohio_fp (c, p);
        if (ohio_is_leader (c, p))
          *tp += ohio_tp (c, p);
      }
}

/* The ambushing stack: a side's military pieces in a space, but never a
 * fort's defenders (18.1); an undefended healthy principal village counts
 * as a 1 FP stack (18.3), if its nation is of the WC: a nonaligned or
 * treaty nation "is not yet a part of WC" (19.0, 5.2.1) and does not
 * fight for it. */
static void
ambusher_values (const OhioCtx *c, int space, int side, int *fp, int *tp, gboolean *village, gboolean *scout)
{
  *fp = *tp = 0;
  *village = FALSE;
  *scout = FALSE;
  FOR_PIECES_AT (c, space, p)
    {
      if (c->d->pieces[p].side != side || (c->pc[p].flags & F_DEFEND))
        continue;
      if (ohio_is_military (c, p))
        {
          *fp += ohio_fp (c, p);
          if (ohio_is_leader (c, p))
            *tp += ohio_tp (c, p);
        }
      if (c->d->pieces[p].klass == PC_SCOUT)
        *scout = TRUE;
    }
  if (*fp == 0 && side == 1 && !ohio_has_military (c, space, 1, 0, 0) && ohio_principal_healthy (c, space) &&
      ohio_nation_is_wc (c, ohio_village_nation (c, space)))
    {
      *fp = 1;
      *village = TRUE;
    }
}

gboolean
ohio_can_ambush (const OhioCtx *c, int space, int side, int target_space, int scope, int target_fp, int target_tp)
{
  int fp, tp;
  gboolean village, scout;

  if (c->x->vp2[side] < 1)            /* 18.1: at least 1/2 VP */
    return FALSE;
  if (c->x->space_flags[space] & scope_bit (scope))
    return FALSE;                      /* one ambush per enemy force's move (18.1) */
  if ((c->x->options & OPT_AMBUSH_PER_SEGMENT) && (c->x->space_flags[space] & SPF_AMBUSHED_SEG))
    return FALSE;                      /* option: once a segment (14.2) */
  ambusher_values (c, space, side, &fp, &tp, &village, &scout);
  if (fp <= 0)
    return FALSE;
  if (target_fp >= c->d->ambush_ratio * fp)
    return FALSE;                      /* not against five times its FP */
  (void) target_space;
  (void) target_tp;
  return TRUE;
}

static gboolean
eligible (const OhioCtx *c, int space)
{
  const OhioAmbush *a = &c->x->amb;
  int fp, tp;

  if (space == a->exclude || c->d->spaces[space].entry)
    return FALSE;
  if (space == a->target_space && !a->only_space)
    return FALSE;
  target_values (c, a->target_space, 1 - a->side, a->target_scope, &fp, &tp);
  if (fp == 0 && !ohio_has_military (c, a->target_space, 1 - a->side, 0, 0))
    {
      /* Nothing of the target is left to ambush (or only support units). */
      gboolean any = FALSE;

      FOR_PIECES_AT (c, a->target_space, p)
        if (ohio_in_scope (c, p, 1 - a->side, a->target_scope))
          any = TRUE;
      if (!any)
        return FALSE;
    }
  return ohio_can_ambush (c, space, a->side, a->target_space, a->target_scope, fp, tp);
}

void
ohio_open_ambush (OhioCtx *c, int side, int target_space, int scope, gboolean only_space, int exclude)
{
  OhioAmbush *a = &c->x->amb;

  memset (a, 0, sizeof *a);
  a->active = 1;
  a->side = side;
  a->target_space = target_space;
  a->target_scope = scope;
  a->only_space = only_space;
  a->exclude = exclude;
  a->last_ambusher = -1;
}

static gboolean
any_eligible (const OhioCtx *c)
{
  const OhioAmbush *a = &c->x->amb;
  guint n;
  const OhioAdj *adj;

  if (a->only_space)
    return eligible (c, a->target_space);
  adj = ohio_adj (c->d, a->target_space, &n);
  for (guint i = 0; i < n; i++)
    if (eligible (c, adj[i].to))
      return TRUE;
  return FALSE;
}

void
ohio_list_ambush (OhioCtx *c)
{
  const OhioAmbush *a = &c->x->amb;
  guint n;
  const OhioAdj *adj;

  ohio_add_action (c, A_NO_AMBUSH, 0, 0, 0, 0);
  if (a->only_space)
    {
      if (eligible (c, a->target_space))
        ohio_add_action (c, A_AMBUSH, 1, a->target_space, 0, 0);
      return;
    }
  adj = ohio_adj (c->d, a->target_space, &n);
  for (guint i = 0; i < n; i++)
    if (eligible (c, adj[i].to))
      {
        gboolean dup = FALSE;

        for (guint j = 0; j < i; j++)
          dup |= adj[j].to == adj[i].to;
        if (!dup)
          ohio_add_action (c, A_AMBUSH, 1, adj[i].to, 0, 0);
      }
}

/* The move the ambushed units belong to, if any. */
static OhioMove *
target_move (OhioCtx *c, int scope)
{
  if (scope == SCOPE_MAIN && c->x->move.kind != MOVE_NONE)
    return &c->x->move;
  if (scope == SCOPE_REINF && c->x->reinf.kind != MOVE_NONE)
    return &c->x->reinf;
  return NULL;
}

/* 18.2: faction die and event die; Delay cancels; modifiers for TP, a
 * target on a river and the scenario's US penalty. */
void
ohio_resolve_ambush (OhioCtx *c, int space, int target_space, int scope)
{
  const OhioData *d = c->d;
  OhioAmbush *a = &c->x->amb;
  int side;
  int fp, tp, tfp, ttp, roll, event, mod, hits;
  gboolean village, scout;
  OhioMove *m;

  side = a->active ? a->side : 1 - c->x->battle.att_side;
  c->x->space_flags[space] |= scope_bit (scope) | SPF_AMBUSHED_SEG;
  ambusher_values (c, space, side, &fp, &tp, &village, &scout);
  target_values (c, target_space, 1 - side, scope, &tfp, &ttp);
  roll = ohio_roll (c);
  event = ohio_roll (c);
  a->overwhelming = 0;
  a->pending_hits = 0;
  a->last_ambusher = space;
  if (d->event_face[event] == EV_DELAY)
    {
      /* Translators: Blood on the Ohio (18.2): the space the ambush comes from, then the roll */
      ohio_note (c, "18.2", _("Ambush from %s: %d, event die Delay: no ambush"), ohio_loc_name (c, space), roll);
      return;
    }
  int penalty = 0, row;
  g_autofree char *us_mod = NULL;

  mod = roll;
  if (tp > ttp)
    mod += 1;
  else if (ttp > tp)
    mod -= 1;
  if (d->spaces[target_space].river)
    mod += 1;
  if (side == 0)
    {
      int e = c->x->expedition;

      penalty = c->sc->us_ambush_mod;
      if (e >= 1 && e <= 3 && c->sc->us_ambush_mod_exp[e] != -100)
        penalty = c->sc->us_ambush_mod_exp[e];
      if (c->sc->ambush_scout_cancels && scout)
        penalty = 0;
      mod += penalty;
    }
  /* Translators: Blood on the Ohio (18.2): the scenario's modifier to US ambushes, signed (“-1”) */
  us_mod = penalty != 0 ? g_strdup_printf (_(", %+d US ambush"), penalty) : g_strdup ("");
  /* The table's rows run 1 to 6: a modified roll above 6 reads row 6,
   * at most the catastrophe's bound reads the catastrophe. */
  row = CLAMP (mod, 1, 6);
  hits = mod <= d->ambush_catastrophe_max ? 0 : d->ambush_hits[row];
  if (village)
    hits = MIN (hits, 1);      /* 18.3 */
  /* Translators: Blood on the Ohio (18.2): the space, the roll, then in brackets “+1 more TP”, “-1
     fewer TP” or “TP even” (TP are tactical points) followed by “, +1 target on a river” and “, -1
     US ambush” or nothing, the modified roll, the result (“catastrophic failure, -1/2 VP to the
     ambusher”, “failure”, “1 hit”, “2 hits”), then “, an overwhelming success that ends the move” or
     nothing */
  ohio_note (c, "18.2", _("Ambush from %s: %d (%s%s%s), modified %d: %s%s"), ohio_loc_name (c, space), roll,
             /* Translators: Blood on the Ohio (18.2): TP are tactical points */
             tp > ttp ? _("+1 more TP") : ttp > tp ? _("-1 fewer TP") : _("TP even"),
             /* Translators: Blood on the Ohio (18.2): these fragments follow the TP comparison
                inside the brackets */
             d->spaces[target_space].river ? _(", +1 target on a river") : "", us_mod, mod,
             /* Translators: Blood on the Ohio (18.2): the result of an ambush; VP are victory points */
             mod <= d->ambush_catastrophe_max ? _("catastrophic failure, -1/2 VP to the ambusher")
             : hits == 0 ? _("failure") : hits == 1 ? _("1 hit") : _("2 hits"),
             mod > d->ambush_catastrophe_max && d->ambush_end[row] ? _(", an overwhelming success that ends the move") : "");
  if (mod <= d->ambush_catastrophe_max)
    {
      ohio_vp (c, side, -1);    /* 18.2: catastrophic failure */
      return;
    }
  mod = row;
  if (d->ambush_end[mod])
    {
      a->overwhelming = 1;
      if ((m = target_move (c, scope)) != NULL)
        m->ended = 1;
    }
  if (hits > 0)
    ohio_start_casualties (c, 1 - side, hits, CR_AMBUSH, target_space, scope);
}

gboolean
ohio_ambush_step (OhioCtx *c)
{
  OhioAmbush *a = &c->x->amb;

  /* 18.2: an overwhelming success by the stack in the target's own space
   * makes the target retreat (back the way it came). */
  if (a->overwhelming && a->last_ambusher == a->target_space)
    {
      OhioMove *m = target_move (c, a->target_scope);

      a->active = 0;
      a->overwhelming = 0;
      if (m != NULL)
        {
          int from = m->n_path >= 2 ? m->path[m->n_path - 2] : m->here;

          m->stage = MS_DONE;
          FOR_PIECES_AT (c, a->target_space, p)
            if (ohio_in_scope (c, p, m->side, a->target_scope))
              c->pc[p].flags |= F_ROLE_B;
          ohio_start_retreat (c, m->side, a->target_space, 2, TRUE, from, -1, a->target_space);
        }
      return FALSE;
    }
  if (!any_eligible (c))
    {
      a->active = 0;
      return FALSE;
    }
  ohio_set_decision (c, a->side, D_AMBUSH, a->target_space, 0);
  return TRUE;
}

void
ohio_apply_ambush (OhioCtx *c, const BhAction *a)
{
  OhioAmbush *amb = &c->x->amb;

  if (a->kind == A_NO_AMBUSH)
    {
      /* Passing on the ambush closes the window for every stack. */
      amb->active = 0;
      return;
    }
  ohio_resolve_ambush (c, a->args[0], amb->target_space, amb->target_scope);
}
