/* bh-bloody-atrocity.c — Atrocity markers (9.2): placement in areas,
 * ambushes (9.2.2) and assassinations (9.2.3); and pillaging (9.5). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

static int
side_of (const BloodyCtx *c, int piece)
{
  return c->d->pieces[piece].side;
}

static gboolean
marked (const BloodyCtx *c, int piece, int mark)
{
  return c->d->pieces[piece].mark == mark;
}

static gboolean
on_map (const BloodyCtx *c, int piece)
{
  return bloody_is_space (c, c->pc[piece].location);
}

static gboolean
water (const BloodyCtx *c, int area)
{
  return bh_game_data_get_space_kind (c->self->data, bh_game_data_get_space (c->self->data, area)->kind)->water;
}

/* A side's unused Atrocity marker, or -1. */
static int
spare_marker (const BloodyCtx *c, int side)
{
  int mark = side == 0 ? MARK_ATROCITY_US : MARK_ATROCITY_NA;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (marked (c, p, mark) && !on_map (c, p) && c->pc[p].location != c->d->b_removed)
      return p;
  return -1;
}

int
bloody_atrocities_in (const BloodyCtx *c, int area, int side)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area &&
        ((side != 1 && marked (c, p, MARK_ATROCITY_US)) || (side != 0 && marked (c, p, MARK_ATROCITY_NA))))
      n++;
  return n;
}

static gboolean
units_of (const BloodyCtx *c, int area, int side)
{
  /* The area's pieces only (the state's index). */
  for (int p = bh_state_first_at (c->st, area); p >= 0; p = bh_state_next_at (c->st, p, area))
    if (side_of (c, p) == side && (bloody_is_combat (c, p) || bloody_is_leader (c, p)))
      return TRUE;
  return FALSE;
}

/* 9.2.1: US markers on Native American areas or units, NA markers on US
 * areas or units (an area of KY, VA or PA, or a settled one: docs). */
static gboolean
target_area (const BloodyCtx *c, int area, int side)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];

  if (water (c, area))
    return FALSE;
  if (side == 0)
    return (si->nation >= 0 && si->nation != c->d->nation_british) || units_of (c, area, 1);
  return si->region == R_KY || si->region == R_VA || si->region == R_PA || bloody_is_settled (c, area) ||
         units_of (c, area, 0);
}

static gboolean
in_fort (const BloodyCtx *c, int piece)
{
  int fort = bloody_fort_in (c, c->pc[piece].location);

  return fort >= 0 && side_of (c, fort) == side_of (c, piece);
}

/* 9.2.3: not with a friendly fort, village, permanent settlement or at
 * Kekionga. */
static gboolean
assassinable (const BloodyCtx *c, int leader)
{
  int area = c->pc[leader].location, side = side_of (c, leader);

  if (in_fort (c, leader))
    return FALSE;
  if (side == 1)
    return !c->d->spaces[area].kekionga;   /* Kekionga shelters the NA's leaders */
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].klass == PC_VILLAGE)
      return FALSE;
  return !c->d->spaces[area].ps;
}

void
bloody_list_atrocities (BloodyCtx *c, int side)
{
  if (c->x->atrocities_left[side] == 0 || spare_marker (c, side) < 0)
    return;
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (target_area (c, s, side))
      bloody_add_action (c, A_ATROCITY, 1, s, 0);
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      if (side_of (c, p) != 1 - side || !on_map (c, p) || c->x->raid_mp[p])
        continue;
      if (bloody_is_combat (c, p) && !(c->x->ambushed & (1u << side)) && !in_fort (c, p) &&
          !(c->d->pieces[p].klass == PC_WARRIOR && c->pc[p].face == 1))
        bloody_add_action (c, A_AMBUSH, 1, p, 0);
      else if (bloody_is_leader (c, p) && assassinable (c, p))
        bloody_add_action (c, A_ASSASSINATE, 1, p, 0);
    }
}

static void
remove_settler (BloodyCtx *c, int area)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].klass == PC_SETTLER)
      {
        bloody_move (c, p, c->d->b_removed);
        /* Translators: A Dark and Bloody Ground: an Atrocity removes a settler */
        bloody_note (c, "6.0.2", _("A settler is removed from %s"), bloody_loc_name (c, area));
        bloody_vp (c, 1, 1);   /* 15.4.5 */
        return;
      }
}

void
bloody_apply_atrocity (BloodyCtx *c, const BhAction *a)
{
  int side = c->st->pending.side, marker = spare_marker (c, side), target = a->args[0];

  c->x->atrocities_left[side]--;
  if (a->kind == A_ATROCITY)
    {
      bloody_move (c, marker, target);
      /* Translators: A Dark and Bloody Ground: an Atrocity marker is placed */
      bloody_note (c, "9.2.1", _("An Atrocity marker at %s"), bloody_loc_name (c, target));
      remove_settler (c, target);
    }
  else if (a->kind == A_AMBUSH)
    {
      int area = c->pc[target].location, roll = bloody_roll (c), drm = 0;
      const BloodyPieceInfo *pi = &c->d->pieces[target];

      c->x->ambushed |= 1u << side;
      /* +1 against an Army regular in an un-settled area without militia
       * (or, British, without warriors or militia) (9.2.2). */
      if (pi->klass == PC_REGULAR && !bloody_is_settled (c, area))
        {
          gboolean covered = FALSE;

          for (guint p = 0; p < c->d->n_pieces; p++)
            covered |= c->pc[p].location == area && side_of (c, p) == pi->side &&
                       (c->d->pieces[p].klass == PC_MILITIA || (pi->british && c->d->pieces[p].klass == PC_WARRIOR));
          drm = covered ? 0 : 1;
        }
      /* Translators: A Dark and Bloody Ground: an ambush: target, die, modifier, level */
      bloody_note (c, "9.2.2", _("Ambush of %s: %d %+d against level %d"), bloody_piece_name (c, target), roll, drm,
                   bloody_level (c, target));
      if (roll + drm > bloody_level (c, target))
        bloody_eliminate (c, target, "9.2.2");
      bloody_move (c, marker, c->d->b_removed);
    }
  else
    {
      int roll = bloody_roll (c), cr = c->d->pieces[target].cr;

      /* Translators: A Dark and Bloody Ground: an assassination: target, die, rating */
      bloody_note (c, "9.2.3", _("Assassination of %s: %d against rating %d + 2"), bloody_piece_name (c, target), roll, cr);
      if (roll > cr + 2)
        bloody_eliminate (c, target, "9.2.3");
      else
        bloody_vp (c, side, -1);
      bloody_move (c, marker, c->d->b_removed);
    }
  c->x->passed = 0;
  bloody_set_decision (c, 1 - side, D_ACTION, 0);
}

/* 4.4: at the end of the Mobilization Phase the markers of the last turn go. */
void
bloody_clear_atrocities (BloodyCtx *c)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (on_map (c, p) && (marked (c, p, MARK_ATROCITY_US) || marked (c, p, MARK_ATROCITY_NA)))
      {
        bloody_move (c, p, side_of (c, p) == 0 ? c->d->b_us_atrocities : c->d->b_na_atrocities);
        n++;
      }
  if (n)
    /* Translators: A Dark and Bloody Ground: the Atrocity markers of the last turn go; their number */
    bloody_note (c, "4.4", _("%d Atrocity markers removed"), n);
}

/* ---- 9.5 pillaging ---------------------------------------------------------- */

/* A unit that may go on a rampage in its area: un-activated, not raiding;
 * combat units face up (A41), and leaders (Girty's −1). */
static gboolean
may_pillage (const BloodyCtx *c, int p, int side)
{
  if (!on_map (c, p) || side_of (c, p) != side || c->x->raid_mp[p] || (c->x->status[p] & (ST_ACTIVATED | ST_DONE)))
    return FALSE;
  if (bloody_is_leader (c, p))
    return TRUE;
  return bloody_is_combat (c, p) && !(c->d->pieces[p].klass == PC_WARRIOR && c->pc[p].face == 1);
}

void
bloody_list_pillage (BloodyCtx *c, int side)
{
  guint8 pillaged[BLOODY_MAX_SPACES], units[BLOODY_MAX_SPACES] = { 0 };

  /* One pass: the un-activated combat units of the side in each area. */
  bloody_pillaged_mask (c, pillaged);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (may_pillage (c, p, side) && bloody_is_combat (c, p))
      units[c->pc[p].location] = MIN (units[c->pc[p].location] + 1, 200);
  /* A Pillaged marker must be left to mark the area (the counter mix). */
  for (guint p = c->d->pillaged_first; p < c->d->pillaged_end; p++)
    if (marked (c, p, MARK_PILLAGED) && !on_map (c, p))
      {
        for (guint s = 0; s < c->d->n_spaces; s++)
          if (!pillaged[s] && units[s] >= 2)
            bloody_add_action (c, A_PILLAGE, 1, s, 0);
        return;
      }
}

/* 9.5.1: "declare the units going on a rampage": the area is chosen, then
 * the units, one by one; two combat units at least. */
void
bloody_apply_pillage (BloodyCtx *c, int area)
{
  memset (c->x->pillager, 0, sizeof c->x->pillager);
  c->x->pillage_area = area + 1;
  bloody_set_decision (c, c->st->pending.side, D_PILLAGERS, 0);
}

static int
declared (const BloodyCtx *c, gboolean *militia, gboolean *girty)
{
  int n = 0;

  *militia = *girty = FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->pillager[p])
      {
        *girty |= c->d->pieces[p].special == SP_GIRTY;
        if (!bloody_is_combat (c, p))
          continue;
        n++;
        *militia |= c->d->pieces[p].klass == PC_MILITIA;
      }
  return n;
}

void
bloody_list_pillagers (BloodyCtx *c)
{
  int side = c->st->pending.side, area = c->x->pillage_area - 1;
  gboolean militia, girty;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && !c->x->pillager[p] && may_pillage (c, p, side))
      bloody_add_action (c, A_PILLAGE_WITH, 1, p, 0);
  if (declared (c, &militia, &girty) >= 2)
    bloody_add_action (c, A_PILLAGE_GO, 0, 0, 0);
}

static void
pillage_roll (BloodyCtx *c, int area)
{
  int side = c->st->pending.side, roll = bloody_roll (c), drm = 0, n;
  gboolean militia, girty;

  n = declared (c, &militia, &girty);
  /* Pillaging Table. */
  drm += c->d->spaces[area].terrain == AT_ROUGH ? 1 : 0;
  drm += (bloody_season (c) == SEASON_WINTER || c->x->severe) ? 1 : 0;
  drm -= n - 1;
  drm -= side == 0 && militia ? 1 : 0;
  drm -= side == 1 && girty ? 1 : 0;
  /* Translators: A Dark and Bloody Ground: a pillage roll: area, die, modifier */
  bloody_note (c, "9.5.1", _("Pillage of %s: die %d %+d = %d"), bloody_loc_name (c, area), roll, drm, roll + drm);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->pillager[p])
      c->x->status[p] |= ST_DONE;   /* every pillager's actions are completed */
  memset (c->x->pillager, 0, sizeof c->x->pillager);
  c->x->pillage_area = 0;
  if (roll + drm <= 2)
    {
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (marked (c, p, MARK_PILLAGED) && !on_map (c, p))
          {
            bloody_move (c, p, area);
            break;
          }
      bloody_note (c, "9.5.1", _("The area is pillaged"));
      /* 9.5.2 with 6.0.2 (A13): each settler rolls. */
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].location == area && c->d->pieces[p].klass == PC_SETTLER)
          bloody_settler_hit (c, p, "9.5.2");
    }
  c->x->passed = 0;
  bloody_set_decision (c, 1 - side, D_ACTION, 0);
}

void
bloody_apply_pillagers (BloodyCtx *c, const BhAction *a)
{
  if (a->kind == A_PILLAGE_WITH)
    c->x->pillager[a->args[0]] = 1;
  else
    pillage_roll (c, c->x->pillage_area - 1);
}

/* 9.5.2 (A3): Pillaged markers go at the end of a Fall turn. */
void
bloody_clear_pillage (BloodyCtx *c)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (on_map (c, p) && marked (c, p, MARK_PILLAGED))
      {
        bloody_move (c, p, BH_OFFBOARD);
        n++;
      }
  if (n)
    /* Translators: A Dark and Bloody Ground: the Pillage markers go; their number */
    bloody_note (c, "9.5.2", _("%d Pillage markers removed"), n);
}
