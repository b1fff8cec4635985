/* bh-pontiac-ai-split.c — Pontiac's War for the computer opponent: on the
 * last turn of 20.0 A and B the Nations' stack next to or in the fort to
 * raze splits into several forces, each offering the garrison 11.11's
 * choice (10.0, 11.1, 11.3). */
#include "config.h"

#include "bh-pontiac-ai-private.h"

#define SPLIT_MAX_FORCE 10   /* pieces in the force: 2^10 ways to split, at most */

/* The FP of the pieces in `set` (bits over `pieces`) as one force: in
 * battle a nation's units count in a force of several nations only with
 * its sachem (11.1, 11.7); for a siege's minimum every FP counts (11.11). */
static int
set_fp (const PontiacCtx *c, const int *pieces, guint n, guint32 set, gboolean battle)
{
  guint32 nations = 0, led = 0;
  int fp = 0;

  for (guint i = 0; i < n; i++)
    if ((set >> i & 1) && c->d->pieces[pieces[i]].nation != PONTIAC_NONE)
      {
        if (pontiac_is_unit (c, pieces[i]))
          nations |= 1u << c->d->pieces[pieces[i]].nation;
        if (pontiac_is_leader (c, pieces[i]))
          led |= 1u << c->d->pieces[pieces[i]].nation;
      }
  for (guint i = 0; i < n; i++)
    {
      int nation = c->d->pieces[pieces[i]].nation;

      if (!(set >> i & 1))
        continue;
      if (battle && (nations & (nations - 1)) && nation != PONTIAC_NONE && !(led >> nation & 1))
        continue;
      fp += MAX (pontiac_fp (c, pieces[i]), 0);
    }
  return fp;
}

/* How many forces of at least `need` battle FP the pieces in `set` make:
 * each piece alone, or each nation (its sachem with its bands) alone and
 * what is left over gathered, whichever makes more. */
static int
split_count (const PontiacCtx *c, const int *pieces, guint n, guint32 set, int need)
{
  int alone = 0, grouped = 0;
  guint32 left = set, gather = 0;

  for (guint i = 0; i < n; i++)
    if ((set >> i & 1) && set_fp (c, pieces, n, 1u << i, TRUE) >= need)
      alone++;
  while (left)
    {
      guint32 group = 0;
      int nation = c->d->pieces[pieces[g_bit_nth_lsf (left, -1)]].nation;

      for (guint i = 0; i < n; i++)
        if ((left >> i & 1) && c->d->pieces[pieces[i]].nation == nation)
          group |= 1u << i;
      left &= ~group;
      if (set_fp (c, pieces, n, group, TRUE) >= need)
        grouped++;
      else if (set_fp (c, pieces, n, gather |= group, TRUE) >= need)
        {
          grouped++;
          gather = 0;
        }
    }
  return MAX (alone, grouped);
}

/* 20.0 A, B: the Nations' last turn, the fort still held by British units. */
gboolean
pontiac_ai_last_turn_to_raze (const PontiacCtx *c, int side)
{
  int fort = c->sc->victory_fort;

  return c->sc->victory == VR_RAZE && side == SIDE_NATIONS && fort >= 0 && (int) c->st->turn == c->sc->last_turn &&
         pontiac_fort_standing (c, fort) && pontiac_has_units (c, fort, SIDE_BRITISH);
}

/* On the last turn of 20.0 A and B the fort must fall, and a garrison
 * asked to fight, go in or retreat (11.1 step 2, 11.11) may retreat and
 * leave it to fall: automatic against more than twice its FP (11.3).
 * Each force attacks once (11.1: "ALL movement ends when an attack is
 * declared"), but a piece dropped off before its force's first step may
 * form a force of its own (10.0; 11.1: "different Nations occupying the
 * same space may attack separate targets"): several forces from one stack
 * each offer the garrison the choice.  For the force just formed in the
 * besieged fort or next to it, marks in `drop` the pieces to leave
 * behind so that the most forces have more than twice the garrison's FP;
 * the force that leaves the besieged fort must take enough FP out for the
 * siege to lift (11.11, 20.0 B: below 8 FP; those left retreat next to
 * it, unmoved), as only a garrison no longer besieged is asked again; a
 * force that lays a new siege (11.11: the attackers meet its minimum)
 * leaves the later ones a siege combat, where the garrison chooses
 * nothing.  FALSE, nothing marked, when one force offers as much. */
gboolean
pontiac_ai_split_drops (const PontiacCtx *c, guint8 *drop)
{
  const PontiacMove *m = &c->x->move;
  int fort = c->sc->victory_fort, pieces[PONTIAC_MAX_PIECES];
  guint n = 0, n_force;
  int garrison, above, siege_min, here_fp, best_score = -1, best_fp = -1;
  guint32 all, best = 0;
  gboolean besieged;

  if (!pontiac_ai_last_turn_to_raze (c, m->side) || !m->active || m->prev >= 0)
    return FALSE;
  /* A force next to a fort another stack besieges fights a siege combat,
   * where the garrison chooses nothing (11.11). */
  besieged = pontiac_besieged (c, fort);
  if (besieged ? m->here != fort : !pontiac_adjacent (c, m->here, fort))
    return FALSE;
  FOR_PIECES_AT (c, m->here, p)
    if (c->pc[p].flags & F_FORCE)
      pieces[n++] = p;
  n_force = n;
  if (n_force < 2 || n_force > SPLIT_MAX_FORCE)
    return FALSE;
  /* The pieces dropped off already: they form forces later (10.0). */
  FOR_PIECES_AT (c, m->here, p)
    if (!(c->pc[p].flags & (F_FORCE | F_MOVED)) && pontiac_side_of (c, p) == SIDE_NATIONS &&
        pontiac_is_military (c, p) && n < 2 * SPLIT_MAX_FORCE)
      pieces[n++] = p;
  garrison = pontiac_stack_fp (c, fort, SIDE_BRITISH, 0);
  above = c->d->british_retreat_odds * garrison;
  siege_min = pontiac_siege_minimum (c, fort);
  here_fp = pontiac_stack_fp (c, m->here, SIDE_NATIONS, 0);
  all = (1u << n_force) - 1;
  for (guint32 keep = 1; keep <= all; keep++)
    {
      int fp = set_fp (c, pieces, n, keep, TRUE), stack = set_fp (c, pieces, n, keep, FALSE);
      guint32 rest = ((1u << n) - 1) & ~keep;
      int score;

      if (besieged && here_fp - stack >= siege_min)
        continue;   /* the siege would hold: the garrison is asked nothing */
      score = (fp > above) + (fp >= siege_min ? 0 : split_count (c, pieces, n, rest, above + 1));
      if (score > best_score || (score == best_score && stack > best_fp))
        {
          best_score = score;
          best_fp = stack;
          best = keep;
        }
    }
  if (best_score < 0 || best == all)
    return FALSE;
  for (guint i = 0; i < n_force; i++)
    drop[pieces[i]] = !(best >> i & 1);
  return TRUE;
}
