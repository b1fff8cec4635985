/* bh-ohio-place.c — Blood on the Ohio: where the pieces special actions
 * bring are placed, one decision a piece: US recruits drawn from the cup
 * (5.1.1, with App. 3's redraw), WC recruits rolled for (5.1.2) and the
 * British Arms taken instead of the second roll (5.1.2, 23.0), and the
 * queue of pieces a nation joining or an alliance brings (5.2.3, 19.0).
 * The special actions themselves are in bh-ohio-special.c. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"

/* ---- placements ------------------------------------------------------------------------- */

static void
finish_place (OhioCtx *c)
{
  OhioPlace *pl = &c->x->place;
  int after = pl->after_sa;

  memset (pl, 0, sizeof *pl);
  pl->kind = PL_NONE;
  pl->drawn = -1;
  if (after == 1)
    ohio_sa_done (c);
}

static void
list_us_recruit_places (OhioCtx *c, int p)
{
  const OhioData *d = c->d;
  int k = d->pieces[p].klass;

  for (int i = 0; i < d->n_us_entry; i++)
    {
      int s = d->us_entry[i];
      gboolean ok = c->sc->n_recruit_squares == 0;

      /* App. 2, Tier 2: only the two southern squares, two checks for each:
       * a unit drawn by a square's check comes on that square. */
      if (c->sc->n_recruit_squares && c->sc->recruit_checks_per_square)
        {
          int check = MIN (c->x->place.checks_done - 1, c->sc->n_recruit_squares * c->sc->recruit_checks_per_square - 1);

          ok = c->sc->recruit_squares[MAX (check, 0) / c->sc->recruit_checks_per_square] - 1 == s;
        }
      else
        for (int j = 0; j < c->sc->n_recruit_squares; j++)
          ok |= c->sc->recruit_squares[j] - 1 == s;
      if (ok)
        ohio_add_action (c, A_PLACE, 2, p, s, 0);
    }
  if (k == PC_WAGON)
    return;
  for (guint s = 0; s < d->n_spaces; s++)
    {
      if (ohio_enemy_present (c, s, 0) || !ohio_space_usable (c, s))
        continue;
      if ((k == PC_MIL_INF || k == PC_MIL_CAV) && ohio_has_settlement (c, s))
        {
          gboolean near = FALSE;

          for (guint f = 0; f < d->n_spaces && !near; f++)
            near = ohio_has_fort (c, f) && ohio_dist (d, s, f) <= d->militia_fort_range;
          if (near)
            ohio_add_action (c, A_PLACE, 2, p, s, 0);
        }
      if ((k == PC_SCOUT || k == PC_REG_INF || k == PC_REG_CAV) && d->spaces[s].recruit_regulars)
        ohio_add_action (c, A_PLACE, 2, p, s, 0);
    }
}

static gboolean
wc_recruit_site (const OhioCtx *c, int s, int nation, int piece)
{
  const OhioPlace *pl = &c->x->place;

  if (s == c->d->nation_entry[nation])
    return TRUE;
  if (!ohio_nation_village_at (c, s, nation) || ohio_enemy_present (c, s, 1))
    return FALSE;
  if (pl->fp_limit && ohio_placed_fp_at (c, s, nation, FALSE) + ohio_fp (c, piece) > pl->fp_limit)
    return FALSE;
  return TRUE;
}

static void
list_wc_recruit_places (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioPlace *pl = &c->x->place;
  int nation = pl->nation, box = d->nation_box[nation];

  FOR_PIECES_AT (c, box, p)
    {
      if (d->pieces[p].nation != nation || !ohio_is_military (c, p) || !ohio_box_representative (c, box, p))
        continue;
      for (guint s = 0; s < d->n_spaces; s++)
        if (wc_recruit_site (c, s, nation, p))
          ohio_add_action (c, A_PLACE, 2, p, s, 0);
    }
}

/* 5.1.2: the FP of the strongest unit a WC recruit check for `nation`
 * would bring now, one left in its square with somewhere to go (0 if
 * none): what the second check is worth to the computer opponent. */
int
ohio_wc_recruit_best_fp (const OhioCtx *c, int nation)
{
  const OhioData *d = c->d;
  int box = d->nation_box[nation], best = 0;

  if (box < 0)
    return 0;
  FOR_PIECES_AT (c, box, p)
    if (d->pieces[p].nation == nation && ohio_is_military (c, p))
      for (guint s = 0; s < d->n_spaces; s++)
        if (wc_recruit_site (c, s, nation, p))
          {
            best = MAX (best, ohio_fp (c, p));
            break;
          }
  return best;
}

/* LR entry chart: "Second Expedition enters on two or more US Entry
 * spaces". While fewer squares than min_squares hold the expedition's
 * pieces and no more pieces are left to place than squares are missing,
 * only an empty square may take the next one. */
static gboolean
entry_square_open (const OhioCtx *c, int s)
{
  const OhioPlace *pl = &c->x->place;
  gint16 used[OHIO_QUEUE_MAX];
  int n_used = 0, left = 0;
  gboolean here = FALSE;

  for (int k = 0; k < pl->n; k++)
    {
      int at;
      gboolean seen = FALSE;

      if (pl->mode[k] != PM_ENTRY)
        continue;
      if (k >= pl->i)
        {
          left++;
          continue;
        }
      at = c->pc[pl->piece[k]].location;
      for (int j = 0; j < n_used; j++)
        seen |= used[j] == at;
      if (!seen)
        used[n_used++] = at;
      here |= at == s;
    }
  return !here || left > pl->min_squares - n_used;
}

static void
list_queue_places (OhioCtx *c, int p, int mode)
{
  const OhioData *d = c->d;
  OhioPlace *pl = &c->x->place;
  int nation = d->pieces[p].nation;

  for (guint s = 0; s < d->n_spaces; s++)
    {
      gboolean ok = FALSE;

      switch (mode)
        {
        case PM_ENTRY:
          ok = d->spaces[s].entry && d->spaces[s].entry_side == 0 && entry_square_open (c, s);
          break;
        case PM_FORT:
          ok = ohio_has_fort (c, s) && !ohio_enemy_present (c, s, 0);
          break;
        case PM_SETTLEMENT:
          ok = ohio_has_settlement (c, s) && !ohio_enemy_present (c, s, 0) && !ohio_has_class (c, s, 0, PC_MIL_INF) &&
               !ohio_has_class (c, s, 0, PC_MIL_CAV);
          break;
        case PM_ARMS:
          ok = ohio_arms_site (c, s);
          break;
        case PM_RAID_WARRIOR:
          ok = ohio_nation_village_at (c, s, nation) && !ohio_enemy_present (c, s, 1);
          break;
        case PM_ALLY_WARRIOR:
          if (ohio_nation_village_at (c, s, nation) && !ohio_enemy_present (c, s, 1))
            ok = ohio_placed_fp_at (c, s, nation, TRUE) < (ohio_principal_at (c, s) ? 2 : 1);
          break;
        case PM_ALLY_LEADER:
          ok = ohio_nation_village_at (c, s, nation) && !ohio_enemy_present (c, s, 1);
          break;
        default:
          break;
        }
      if (ok)
        ohio_add_action (c, A_PLACE, 2, p, s, 0);
    }
  /* 5.6.2: the raid's warrior "may" come: it may also stay in its box. */
  if (mode == PM_RAID_WARRIOR && !ohio_on_map (c, p))
    ohio_add_action (c, A_PLACE, 2, p, c->pc[p].location, 0);
  /* Off-map nations, or no village left: their entry square (reconstructed). */
  if ((mode == PM_ALLY_WARRIOR || mode == PM_ALLY_LEADER || mode == PM_RAID_WARRIOR) && nation != OHIO_NONE &&
      d->nation_entry[nation] >= 0)
    ohio_add_action (c, A_PLACE, 2, p, d->nation_entry[nation], 0);
  (void) pl;
}

gboolean
ohio_place_step (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioPlace *pl = &c->x->place;

  switch (pl->kind)
    {
    case PL_US_RECRUIT:
      while (pl->drawn < 0)
        {
          if (pl->checks_left == 0 || c->ix->head[d->cup] < 0)
            {
              finish_place (c);
              return FALSE;
            }
          pl->checks_left--;
          pl->checks_done++;
          pl->redraw_asked = 0;
          {
            int roll = ohio_roll (c);

            if (roll >= d->us_success)
              pl->drawn = ohio_draw_blind (c, d->cup, -1);
            /* Translators: Blood on the Ohio (5.1.1): the roll, then “drawn: ” followed by the
               piece drawn, or “nothing” followed by nothing */
            ohio_note (c, "5.1.1", _("Recruit check: %d, %s%s"), roll, roll >= d->us_success ? _("drawn: ") : _("nothing"),
                       roll >= d->us_success ? ohio_piece_name (c, pl->drawn) : "");
          }
        }
      if (c->sc->redraw && !pl->redraw_asked)
        {
          ohio_set_decision (c, 0, D_SA_REDRAW, pl->drawn, 0);
          return TRUE;
        }
      ohio_set_decision (c, 0, D_SA_PLACE, pl->drawn, 0);
      return TRUE;
    case PL_WC_RECRUIT:
      if (pl->i < pl->n)
        {
          ohio_set_decision (c, 1, D_SA_PLACE, pl->piece[pl->i], 0);
          return TRUE;
        }
      while (!pl->wc_success)
        {
          /* 5.1.2, App. 5: once the first check is rolled (and its unit
           * placed), the WC may trade the second for the British Arms. */
          if (pl->checks_done == 1 && pl->checks_left > 0 && !pl->arms_asked && ohio_arms_offer_possible (c))
            {
              ohio_set_decision (c, 1, D_SA_ARMS, pl->nation, 0);
              return TRUE;
            }
          if (pl->checks_left == 0 || !ohio_nation_has_units_in_box (c, pl->nation))
            {
              finish_place (c);
              return FALSE;
            }
          pl->checks_left--;
          pl->checks_done++;
          {
            int roll = ohio_roll (c), bonus = d->nation_recruit_bonus[pl->nation];

            if (roll + bonus >= d->wc_success)
              pl->wc_success = 1;
            /* Translators: Blood on the Ohio (5.1.2): a nation (plural), the roll, “ +1” or
               nothing, then the result */
            ohio_note (c, "5.1.2", _("Recruit check, the %s: %d%s, %s"), ohio_nation_name (c, pl->nation), roll,
                       bonus > 0 ? _(" +1") : "", pl->wc_success ? _("a unit comes") : _("nothing"));
          }
        }
      {
        /* Somewhere to go? */
        gboolean any = FALSE;
        int box = d->nation_box[pl->nation];

        FOR_PIECES_AT (c, box, p)
          if (d->pieces[p].nation == pl->nation && ohio_is_military (c, p))
            for (guint s = 0; s < d->n_spaces && !any; s++)
              any = wc_recruit_site (c, s, pl->nation, p);
        if (!any)
          {
            /* Nowhere to go: no more checks, but the British Arms may
             * still replace the second one (5.1.2). */
            pl->wc_success = 0;
            if (pl->arms_asked || !ohio_arms_offer_possible (c))
              pl->checks_left = 0;
            return FALSE;
          }
      }
      ohio_set_decision (c, 1, D_SA_PLACE, -1, pl->nation);
      return TRUE;
    case PL_QUEUE:
      while (pl->i < pl->n)
        {
          int p = pl->piece[pl->i];
          GArray *save = c->out;
          g_autoptr(GArray) tmp = g_array_new (FALSE, FALSE, sizeof (BhAction));

          c->out = tmp;
          list_queue_places (c, p, pl->mode[pl->i]);
          c->out = save;
          if (tmp->len == 0)
            {
              pl->i++;   /* nowhere to go: it stays where it is */
              continue;
            }
          ohio_set_decision (c, pl->side, D_PLACE, p, pl->mode[pl->i]);
          return TRUE;
        }
      finish_place (c);
      return FALSE;
    default:
      pl->kind = PL_NONE;
      return FALSE;
    }
}

void
ohio_list_place (OhioCtx *c)
{
  OhioPlace *pl = &c->x->place;

  if (c->st->pending.kind == D_SA_ARMS)
    {
      ohio_add_action (c, A_TAKE_ARMS, 0, 0, 0, 0);
      ohio_add_action (c, A_RECRUIT_ROLL, 0, 0, 0, 0);
      return;
    }
  if (c->st->pending.kind == D_SA_REDRAW)
    {
      ohio_add_action (c, A_KEEP, 0, 0, 0, 0);
      if (c->ix->head[c->d->cup] >= 0)
        ohio_add_action (c, A_REDRAW, 0, 0, 0, 0);
      return;
    }
  switch (pl->kind)
    {
    case PL_US_RECRUIT:
      list_us_recruit_places (c, pl->drawn);
      break;
    case PL_WC_RECRUIT:
      if (pl->i < pl->n)
        list_queue_places (c, pl->piece[pl->i], pl->mode[pl->i]);
      else
        list_wc_recruit_places (c);
      break;
    case PL_QUEUE:
      if (pl->i < pl->n)
        list_queue_places (c, pl->piece[pl->i], pl->mode[pl->i]);
      break;
    default:
      break;
    }
}

void
ohio_apply_place (OhioCtx *c, const BhAction *a)
{
  OhioPlace *pl = &c->x->place;

  switch (a->kind)
    {
    case A_KEEP:
      pl->redraw_asked = 1;
      return;
    case A_TAKE_ARMS:
      ohio_take_arms (c);
      return;
    case A_RECRUIT_ROLL:
      pl->arms_asked = 1;
      return;
    case A_REDRAW:
      {
        /* App. 3: the drawn unit goes back; another is drawn. */
        int again;

        if (pl->drawn >= 0)
          bh_state_conceal (c->st, pl->drawn);
        again = ohio_draw_blind (c, c->d->cup, -1);

        pl->redraw_asked = 1;
        if (again >= 0)
          pl->drawn = again;
        return;
      }
    case A_PLACE:
      {
        int p = a->args[0], s = a->args[1];

        c->pc[p].face = 0;
        c->pc[p].flags = c->d->pieces[p].side == 1 ? F_MOVED : 0;
        ohio_move_piece (c, p, s);
        if (pl->kind == PL_US_RECRUIT)
          pl->drawn = -1;
        else if (pl->kind == PL_WC_RECRUIT && pl->i >= pl->n)
          pl->wc_success = 0;
        else
          pl->i++;
      }
      return;
    default:
      return;
    }
}
