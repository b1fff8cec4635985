/* bh-ohio-arms.c — Blood on the Ohio's British Arms (23.0), in one place:
 * which stack holds a nation's marker and the one-marker-a-nation limit
 * ("A nation may never have more than one British Arms marker"), markers
 * never left by themselves where there is no village, the surplus removed
 * at rest as a destroyed force's markers are, the +1 a marker adds to its
 * warriors in a battle, and the marker the WC takes instead of its second
 * recruit roll (5.1.2). The readings (one marker a nation in a stack and
 * in battle, the surplus after a battle, where a taken marker may go) are
 * docs/rules/ohio.md's, under Readings 5.1.2 and 23.0 and the session 13
 * mends (findings 8 and N3). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"

/* ---- left by themselves ---------------------------------------------------- */

/* 23.0: British Arms may not be left by themselves on a space with no
 * village and no warrior staying. Pieces marked as moving leave; so does
 * `leaving` (a pick-up), while `staying` (a drop-off) stays. */
gboolean
ohio_arms_stranded (const OhioCtx *c, int space, int leaving, int staying)
{
  gboolean arms = FALSE, warrior = FALSE;

  if (ohio_has_village (c, space))
    return FALSE;
  FOR_PIECES_AT (c, space, p)
    {
      gboolean stays = p == staying || (p != leaving && !(c->pc[p].flags & F_FORCE));

      if (!stays)
        continue;
      arms |= c->d->pieces[p].klass == PC_ARMS;
      warrior |= c->d->pieces[p].klass == PC_WARRIOR;
    }
  return arms && !warrior;
}

/* 23.0: taking p away would leave British Arms by themselves, and none
 * of them may go along (they moved this segment). */
gboolean
ohio_arms_stranded_if_taken (const OhioCtx *c, int p)
{
  int loc = c->pc[p].location;

  if (!ohio_arms_stranded (c, loc, p, -1))
    return FALSE;
  FOR_PIECES_AT (c, loc, q)
    if (c->d->pieces[q].klass == PC_ARMS && !(c->pc[q].flags & F_FORCE) && ohio_can_move_piece (c, q, c->d->pieces[q].side))
      return FALSE;
  return TRUE;
}

/* ---- one marker a nation ----------------------------------------------------- */

/* 23.0 "A nation may never have more than one British Arms marker": each
 * marker on the map belongs to a nation with warriors in its stack (the
 * force, or the pieces on the space outside it) or to the village it lies
 * in, and no nation to two. How many markers no such sharing-out can
 * place, `join` taken into the force and `leave` out of it; with `merged`
 * the force counts as still part of its space's stack. */
static gboolean
arms_assign (const OhioCtx *c, const int *stack_of, const guint16 *nations, int k, int *owner_of, guint16 *seen)
{
  for (int n = 0; n < (int) c->d->n_nations; n++)
    if ((nations[stack_of[k]] >> n & 1) && !(*seen >> n & 1))
      {
        *seen |= 1u << n;
        if (owner_of[n] < 0 || arms_assign (c, stack_of, nations, owner_of[n], owner_of, seen))
          {
            owner_of[n] = k;
            return TRUE;
          }
      }
  return FALSE;
}

/* `extra_at`, when a space, adds one more marker lying there outside any
 * force: the marker a recruit would place (5.1.2), shared out with the
 * others by this same test (listed last, so it is the one unplaced).
 * `skip`, when a marker, leaves it out: with `extra_at`, that marker
 * moved there. */
static int
arms_unplaced_list (const OhioCtx *c, int join, int leave, gboolean merged, int extra_at, int skip, int *out)
{
  const OhioData *d = c->d;
  int arms[OHIO_MAX_NATIONS + 8], stack_of[OHIO_MAX_NATIONS + 8], owner_of[OHIO_MAX_NATIONS];
  guint16 nations[2 * (OHIO_MAX_NATIONS + 8)];
  int n_arms = 0, unplaced = 0;

  for (guint p = 0; p < d->n_pieces && n_arms < (int) G_N_ELEMENTS (arms) - 1; p++)
    if (d->pieces[p].klass == PC_ARMS && ohio_is_space (c, c->pc[p].location) && (int) p != skip)
      arms[n_arms++] = p;
  if (extra_at >= 0)
    arms[n_arms++] = -1;
  for (int k = 0; k < n_arms; k++)
    {
      int loc = arms[k] >= 0 ? c->pc[arms[k]].location : extra_at;

      /* Stack 2k: the force on the marker's space; 2k + 1: the rest. */
      stack_of[k] = 2 * k + 1;
      nations[2 * k] = nations[2 * k + 1] = 0;
      if (ohio_has_village (c, loc) && ohio_village_nation (c, loc) >= 0 &&
          ohio_village_nation (c, loc) < (int) d->n_nations)
        nations[2 * k + 1] |= 1u << ohio_village_nation (c, loc);
      FOR_PIECES_AT (c, loc, q)
        {
          gboolean in = q == join || (q != leave && (c->pc[q].flags & F_FORCE));

          if (d->pieces[q].klass == PC_WARRIOR && d->pieces[q].nation != OHIO_NONE)
            nations[2 * k + (in && !merged ? 0 : 1)] |= 1u << d->pieces[q].nation;
          if (q == arms[k])
            stack_of[k] = 2 * k + (in && !merged ? 0 : 1);
        }
    }
  for (int n = 0; n < OHIO_MAX_NATIONS; n++)
    owner_of[n] = -1;
  for (int k = 0; k < n_arms; k++)
    {
      guint16 seen = 0;

      if (!arms_assign (c, stack_of, nations, k, owner_of, &seen))
        {
          if (out != NULL && arms[k] >= 0)
            out[unplaced] = arms[k];
          unplaced++;
        }
    }
  return unplaced;
}

static int
arms_unplaced (const OhioCtx *c, int join, int leave, gboolean merged)
{
  return arms_unplaced_list (c, join, leave, merged, -1, -1, NULL);
}

/* Whether taking `join` into the moving force or dropping `leave` from it
 * would give a nation a second British Arms marker (23.0). */
gboolean
ohio_arms_doubled (const OhioCtx *c, int join, int leave)
{
  return arms_unplaced (c, join, leave, FALSE) > arms_unplaced (c, -1, -1, FALSE);
}

/* Whether the force being formed would take away with it more British
 * Arms than its nations may hold (23.0): checked when it marches; while it
 * forms, it may hold one marker before its warriors. */
gboolean
ohio_arms_doubled_by_march (const OhioCtx *c)
{
  return arms_unplaced (c, -1, -1, FALSE) > arms_unplaced (c, -1, -1, TRUE);
}

/* Whether adding British Arms marker p to the force forming on `space`
 * gives it more markers than its warriors' nations may hold, one while
 * it has no warrior yet (23.0). */
gboolean
ohio_arms_add_doubles (const OhioCtx *c, int space, int p)
{
  guint16 nations = 0;
  int arms = 1, n = 0;

  if (c->d->pieces[p].klass != PC_ARMS)
    return FALSE;
  FOR_PIECES_AT (c, space, q)
    if (c->pc[q].flags & F_FORCE)
      {
        arms += c->d->pieces[q].klass == PC_ARMS;
        if (c->d->pieces[q].klass == PC_WARRIOR && c->d->pieces[q].nation != OHIO_NONE)
          nations |= 1u << c->d->pieces[q].nation;
      }
  for (; nations; nations &= nations - 1)
    n++;
  return arms > MAX (n, 1);
}

/* ---- surplus removed at rest ----------------------------------------------- */

/* 23.0: British Arms found by themselves where there is no village (their
 * last warrior lost, retreated apart or gone home for the winter) are
 * removed from play, as with a destroyed force. */
void
ohio_discard_stranded_arms (OhioCtx *c)
{
  const OhioData *d = c->d;

  for (guint p = 0; p < d->n_pieces; p++)
    {
      int loc = c->pc[p].location;

      if (d->pieces[p].klass != PC_ARMS || !ohio_is_space (c, loc) || (c->pc[p].flags & F_FORCE) ||
          !ohio_arms_stranded (c, loc, -1, -1))
        continue;
      /* Translators: Blood on the Ohio (23.0): a British Arms marker, then a space */
      ohio_note (c, "23.0", _("%s, left without warriors on %s, is removed from play"), ohio_piece_name (c, p),
                 ohio_loc_name (c, loc));
      c->pc[p].flags = 0;
      ohio_move_piece (c, p, d->wc_elim);
    }
  /* 23.0 "A nation may never have more than one British Arms marker": a
   * marker that no nation in its stack (its warriors, its village) can hold
   * without holding two (the last warrior of the nation it armed lost, a
   * battle's survivors left with their dead allies' marker) is removed from
   * play, as the markers of a destroyed force are. The markers are alike:
   * which one goes makes no difference. */
  {
    int surplus[OHIO_MAX_NATIONS + 8];
    int n = arms_unplaced_list (c, -1, -1, TRUE, -1, -1, surplus);

    for (int i = 0; i < n; i++)
      {
        int p = surplus[i], loc = c->pc[p].location;

        /* Translators: Blood on the Ohio (23.0): a British Arms marker, then
           a space */
        ohio_note (c, "23.0", _("%s, a second marker for one nation on %s, is removed from play"),
                   ohio_piece_name (c, p), ohio_loc_name (c, loc));
        c->pc[p].flags = 0;
        ohio_move_piece (c, p, d->wc_elim);
      }
  }
}

/* ---- in a battle ------------------------------------------------------------ */

/* 23.0: British Arms alongside warriors (digest 8.2 #25) add 1 FP to the
 * WC's strength, one for each nation that may hold one here (its warriors,
 * the village's nation): "A nation may never have more than one". */
int
ohio_arms_battle_fp (const OhioCtx *c, int space, int side)
{
  const OhioData *d = c->d;
  int arms = 0, warriors = 0, vn;
  guint16 nations = 0;

  FOR_PIECES_AT (c, space, p)
    {
      if (!ohio_in_scope (c, p, side, SCOPE_BATTLE))
        continue;
      if (d->pieces[p].klass == PC_ARMS)
        arms++;
      else if (d->pieces[p].klass == PC_WARRIOR)
        {
          warriors++;
          if (d->pieces[p].nation != OHIO_NONE)
            nations |= 1u << d->pieces[p].nation;
        }
    }
  if (warriors == 0)
    return 0;
  vn = ohio_has_village (c, space) ? ohio_village_nation (c, space) : -1;
  if (vn >= 0 && vn < (int) d->n_nations)
    nations |= 1u << vn;
  return MIN (arms, MAX (__builtin_popcount (nations), 1));
}

/* ---- taken instead of the second recruit roll (5.1.2) ------------------------ */

/* 5.1.2, 23.0: the first marker still waiting in a box whose VP square
 * the WC has reached, or -1. */
static int
arms_available (const OhioCtx *c)
{
  const OhioData *d = c->d;

  for (int i = 0; i < d->n_arms_boxes; i++)
    if (c->ix->head[d->arms_box[i]] >= 0 && c->x->vp2[1] / 2 >= d->arms_box_vp[i])
      return c->ix->head[d->arms_box[i]];
  return -1;
}

/* 23.0 "A nation may never have more than one British Arms marker": one
 * more marker lying on `space` can still be shared out with those on the
 * map (arms_unplaced_list, the stacks taken at rest), to a nation of its
 * stack's warriors or its village. The recruit's marker (5.1.2) and
 * Legion's set-up (App. 4 "Place British Arms with a warrior unit") ask
 * this. */
gboolean
ohio_arms_room (const OhioCtx *c, int space)
{
  return arms_unplaced_list (c, -1, -1, TRUE, space, -1, NULL) == arms_unplaced_list (c, -1, -1, TRUE, -1, -1, NULL);
}

/* 11.1 "British Arms accompany any warrior unit in their stack when the
 * warrior is returned to a village", 23.0 "A nation may never have more
 * than one": whether marker `q` going to `s` (where the warrior it goes
 * with now stands) leaves no more markers than the nations can hold than
 * it staying where it is, read as everything else reads it
 * (arms_unplaced_list, the stacks taken at rest). */
gboolean
ohio_arms_may_go (const OhioCtx *c, int q, int s)
{
  return arms_unplaced_list (c, -1, -1, TRUE, s, q, NULL) <= arms_unplaced_list (c, -1, -1, TRUE, -1, -1, NULL);
}

/* 5.1.2 (digest #25): a WC principal village, whole or reduced, may take
 * the marker if its nation has none yet ("no more than one marker may be
 * placed in each nation", 23.0 "A nation may never have more than one"):
 * read as moves and battles read it, the markers on the map shared out
 * among the nations of their stacks and villages (arms_unplaced_list), so
 * a marker in a stack of two nations is either's and a village of one
 * of them may take the marker the other can then hold. */
gboolean
ohio_arms_site (const OhioCtx *c, int s)
{
  if (!ohio_principal_at (c, s) || !ohio_nation_is_wc (c, ohio_village_nation (c, s)))
    return FALSE;
  return ohio_arms_room (c, s);
}

/* 5.1.2: a British Arms marker is available and a principal village may
 * take it. */
gboolean
ohio_arms_offer_possible (const OhioCtx *c)
{
  if (arms_available (c) < 0)
    return FALSE;
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (ohio_arms_site (c, s))
      return TRUE;
  return FALSE;
}

/* 5.1.2: the WC takes an available British Arms marker instead of its
 * second recruit check; it goes to a principal village next. */
void
ohio_take_arms (OhioCtx *c)
{
  OhioPlace *pl = &c->x->place;
  int arms = arms_available (c);

  pl->arms_asked = 1;
  pl->checks_left = 0;
  if (arms >= 0)
    {
      pl->piece[0] = arms;
      pl->mode[0] = PM_ARMS;
      pl->n = 1;
      pl->i = 0;
    }
  /* Translators: Blood on the Ohio (5.1.2): a nation (plural) */
  ohio_note (c, "5.1.2", _("The British Arms instead of the second recruit roll for the %s"),
             ohio_nation_name (c, pl->nation));
}
