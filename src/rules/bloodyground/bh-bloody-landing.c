/* bh-bloody-landing.c — where arriving units enter the map, at their
 * owner's choice: new US Army regulars (8.3.2), the reinforcement groups
 * (8.5.2), Britain's forces (8.5.3) and the warriors a scenario brings in
 * later (15.1.2).
 *
 * The units wait in a queue (BloodyExtra.land) where they stand (their box)
 * until placed; the owner places them one by one or all at once in one of
 * the areas the rule allows.  A unit with no such area does not enter. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

static gboolean
on_map (const BloodyCtx *c, int piece)
{
  return bloody_is_space (c, c->pc[piece].location);
}

static gboolean
village_in (const BloodyCtx *c, int area)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].klass == PC_VILLAGE)
      return TRUE;
  return FALSE;
}

static gboolean
us_army_leader_in (const BloodyCtx *c, int area)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].klass == PC_LEADER && c->d->pieces[p].side == 0 &&
        c->d->pieces[p].army_leader)
      return TRUE;
  return FALSE;
}

static gboolean
british_fort_unbesieged (const BloodyCtx *c, int area)
{
  int fort = bloody_fort_in (c, area);

  return fort >= 0 && c->d->pieces[fort].side == 1 && !bloody_besieged (c, area);
}

gboolean
bloody_land_ok (const BloodyCtx *c, int piece, int area)
{
  const BloodySpaceInfo *si;

  if (!bloody_is_space (c, area))
    return FALSE;
  si = &c->d->spaces[area];
  switch (c->x->land_rule)
    {
    case LAND_ARMY:
      /* 8.3.2: with any US Army leader, at a permanent settlement, or
       * along the east edge. */
      return us_army_leader_in (c, area) || si->ps || (si->edges & 2);
    case LAND_GROUP:
      /* 8.5.2: a village or permanent settlement on the Ohio, or any
       * area along the eastern border. */
      return ((si->ps || village_in (c, area)) && si->ohio_bank) || (si->edges & 2);
    case LAND_BRITISH:
      /* 8.5.3: "at any un-besieged British fort at any northern area
       * adjacent to the north map edge west of Lake Erie". */
      return british_fort_unbesieged (c, area) && (si->edges & 1);
    case LAND_IROQUOIS:
      /* 5.0 event 8: an un-besieged British fort, or an area of
       * Pennsylvania on the north or east edge ("enter during the Action
       * Phase along" it: placed there now, as 8.3.2's east edge). */
      return british_fort_unbesieged (c, area) || (si->region == R_PA && (si->edges & (1 | 2)));
    case LAND_CONGRESS:
      /* 5.0 event 4: an un-besieged fort (the US's own) or a permanent
       * settlement. */
      {
        int fort = bloody_fort_in (c, area);

        return si->ps || (fort >= 0 && c->d->pieces[fort].side == 0 && !bloody_besieged (c, area));
      }
    case LAND_ARRIVAL:
      /* 15.1.2: an area of the warrior's nation, not pillaged or settled. */
      return si->nation >= 0 && si->nation == c->d->pieces[piece].nation &&
             !bloody_is_pillaged (c, area) && !bloody_is_settled (c, area);
    default:
      return FALSE;
    }
}

static const char *
land_rule_number (int rule)
{
  switch (rule)
    {
    case LAND_ARMY: return "8.3.2";
    case LAND_GROUP: return "8.5.2";
    case LAND_BRITISH: return "8.5.3";
    case LAND_IROQUOIS: case LAND_CONGRESS: return "5.0";
    default: return "15.1.2";
    }
}

const char *
bloody_land_rule (const BloodyCtx *c)
{
  return land_rule_number (c->x->land_rule);
}

/* Queue `piece` to enter under `rule` (LAND_*); a queue holds one rule. */
void
bloody_land_queue (BloodyCtx *c, int piece, int rule)
{
  if (c->x->n_land >= G_N_ELEMENTS (c->x->land))
    return;
  c->x->land_rule = rule;
  c->x->land[c->x->n_land++] = piece;
  c->pc[piece].face = 0;
  /* Drawn from a hidden box (the militia cup), the unit is shown to both
   * players while its owner places it. */
  bh_state_reveal (c->st, piece, BH_ALL_SEATS);
}

static void
unqueue (BloodyCtx *c, int i)
{
  memmove (c->x->land + i, c->x->land + i + 1, (c->x->n_land - i - 1) * sizeof c->x->land[0]);
  c->x->n_land--;
}

static gboolean
any_area (const BloodyCtx *c, int piece)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (bloody_land_ok (c, piece, s))
      return TRUE;
  return FALSE;
}

/* TRUE when a player must place a queued unit. */
gboolean
bloody_land_step (BloodyCtx *c)
{
  for (int i = 0; i < c->x->n_land;)
    {
      int p = c->x->land[i];

      if (on_map (c, p))
        unqueue (c, i);
      else if (!any_area (c, p))
        {
          /* Translators: A Dark and Bloody Ground: a unit has nowhere to enter: unit */
          bloody_note (c, land_rule_number (c->x->land_rule), _("%s has nowhere to enter and stays out"),
                       bloody_piece_name (c, p));
          unqueue (c, i);
        }
      else
        i++;
    }
  if (c->x->n_land == 0)
    {
      c->x->land_rule = LAND_NONE;
      return FALSE;
    }
  bloody_set_decision (c, c->d->pieces[c->x->land[0]].side, D_LAND, c->x->land[0]);
  return TRUE;
}

void
bloody_list_land (BloodyCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      gboolean all = c->x->n_land > 1;

      for (int i = 0; i < c->x->n_land; i++)
        if (!bloody_land_ok (c, c->x->land[i], s))
          all = FALSE;
      if (all)
        bloody_add_action (c, A_LAND_ALL, 1, s, 0);
    }
  for (int i = 0; i < c->x->n_land; i++)
    for (guint s = 0; s < c->d->n_spaces; s++)
      if (bloody_land_ok (c, c->x->land[i], s))
        bloody_add_action (c, A_LAND, 2, c->x->land[i], s);
}

static void
land (BloodyCtx *c, int piece, int area)
{
  const BloodyPieceInfo *pi = &c->d->pieces[piece];

  bloody_move (c, piece, area);
  c->pc[piece].face = 0;
  if (pi->klass == PC_WARRIOR && pi->nation >= 0 && c->x->nation_status[pi->nation] != NS_WARPATH)
    c->pc[piece].face = 1;   /* a peaceful nation's warriors are face down (8.1) */
  /* Translators: A Dark and Bloody Ground: a unit enters play: where, the unit */
  bloody_note (c, land_rule_number (c->x->land_rule), _("Enters at %s: %s"), bloody_loc_name (c, area),
               bloody_piece_name (c, piece));
  if (pi->special == SP_DORCHESTER)
    {
      bloody_set_primary (c, 1, piece);   /* Dorchester is the primary leader (9.1.2) */
      c->x->primary_set = 1;
    }
  else if (pi->klass == PC_LEADER && pi->side == 0 && pi->army_leader &&
           (c->x->primary[0] < 0 || !on_map (c, c->x->primary[0]) || pi->rank > c->d->pieces[c->x->primary[0]].rank))
    c->x->primary[0] = piece;   /* 9.1.1: the highest ranked */
}

void
bloody_apply_land (BloodyCtx *c, const BhAction *a)
{
  if (a->kind == A_LAND_ALL)
    {
      while (c->x->n_land > 0)
        {
          land (c, c->x->land[0], a->args[0]);
          unqueue (c, 0);
        }
    }
  else
    for (int i = 0; i < c->x->n_land; i++)
      if (c->x->land[i] == a->args[0])
        {
          land (c, a->args[0], a->args[1]);
          unqueue (c, i);
          break;
        }
  if (c->x->n_land == 0)
    c->x->land_rule = LAND_NONE;
  c->st->pending.kind = D_NONE;
}
