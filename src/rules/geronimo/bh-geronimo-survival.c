/* bh-geronimo-survival.c — the Survival Phase (4.5): each Area's Survival
 * Points shared among its Villages (6.6-6.65), Extinction (6.66), the
 * Foreign Government Table for Villages in Mexico and Canada (6.25) and
 * the forced Reservation DR (8.14, 8.17).  Everything here is automatic. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

static void
lose_bp (GerCtx *c, int v)
{
  const GerVillage *gv = &c->d->villages[v];
  int l = ger_village_area (c, v);

  for (int p = gv->bp_first + gv->bp_count - 1; p >= gv->bp_first; p--)
    if (c->pc[p].location == l)
      {
        bh_state_move_piece (c->st, p, BH_OFFBOARD);
        return;
      }
}

/* A Village with no BPs is Extinct; its controller loses 3 VPs (6.66);
 * the Tribe's card leaves the game with its last Village (4.71). */
void
ger_check_extinct (GerCtx *c, int v)
{
  const GerVillage *gv = &c->d->villages[v];
  const GerTribe *t = &c->d->tribes[gv->tribe];
  int holder = ger_village_controller (c, v);
  gboolean any_left = FALSE;

  if (!ger_village_on_map (c, v) || ger_village_bp (c, v) > 0)
    return;
  bh_state_move_piece (c->st, gv->marker, c->d->extinct);
  /* Translators: Geronimo: a Village's name */
  ger_note (c, "6.66", _("%s has no BPs left: Extinct"), ger_village_name (c, v));
  if (holder >= 0)
    ger_add_vp (c, holder, -3, "6.66", _("a Village gone Extinct"));
  for (int k = 0; k < t->n_villages; k++)
    if (c->pc[c->d->villages[t->villages[k]].marker].location != c->d->extinct)
      any_left = TRUE;
  if (!any_left)
    bh_state_move_piece (c->st, t->card, c->d->extinct);
}

static int
markers_at (const GerCtx *c, int first, int count, int l)
{
  return first < 0 ? 0 : ger_count_type_at (c, first, count, l);
}

/* Available SPs (6.62): the printed number less the Resources (Broke
 * Railroads excepted), 2 per Bad Weather and Buffalo Skull, plus 2 per Good
 * Weather; never below 0 (a reading: the text is silent). */
int
ger_available_sp (const GerCtx *c, int area)
{
  const GerData *d = c->d;
  int l = d->areas[area].location;
  int sp = d->areas[area].survival - ger_area_rp (c, area, FALSE);

  sp -= 2 * markers_at (c, d->skull_first, d->skull_count, l);
  sp -= 2 * markers_at (c, d->bad_weather_first, d->bad_weather_count, l);
  sp += 2 * markers_at (c, d->good_weather_first, d->good_weather_count, l);
  return MAX (sp, 0);
}

static void
area_survival (GerCtx *c, int area)
{
  const GerData *d = c->d;
  int l = d->areas[area].location;
  int vs[GER_MAX_VILLAGES], n = 0, roll[GER_MAX_VILLAGES] = { 0 };
  int sp = ger_available_sp (c, area), share, rem;
  gboolean mission = markers_at (c, d->mission_first, d->mission_count, l) > 0;

  for (guint v = 0; v < d->n_villages; v++)
    if (ger_village_area (c, v) == l)
      vs[n++] = v;
  if (n == 0)
    return;
  share = sp / n;
  rem = sp % n;
  /* Leftovers to the largest Villages, ties by DR (6.63). */
  if (rem > 0)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        if (j != i && ger_village_bp (c, vs[j]) == ger_village_bp (c, vs[i]) && roll[vs[i]] == 0)
          {
            roll[vs[i]] = 1 + ger_roll (c);
            /* Translators: Geronimo: a Village tied in BPs and its DR */
            ger_note (c, "6.63", _("%s: DR %d for the leftover SPs"), ger_village_name (c, vs[i]), roll[vs[i]] - 1);
          }
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0; j--)
      {
        int a = vs[j - 1], b = vs[j];
        int ba = ger_village_bp (c, a), bb = ger_village_bp (c, b);

        if (bb > ba || (bb == ba && roll[b] > roll[a]))
          {
            vs[j - 1] = b;
            vs[j] = a;
          }
      }
  /* Translators: Geronimo: an Area, its available Survival Points and
     how many Villages share them */
  ger_note (c, "6.62, 6.63", ngettext ("%s: %d SPs for %d Village", "%s: %d SPs among %d Villages", n), ger_loc_name (c, l), sp, n);
  for (int i = 0; i < n; i++)
    {
      int v = vs[i];
      int earned = share + (i < rem ? 1 : 0);

      if (ger_village_controller (c, v) < 0)
        continue;                       /* only Active Tribes check (6.61) */
      earned = MAX (earned - c->x->devastation[v], 0);
      if (c->x->actions[v] == 0)
        earned *= 2;
      if (mission)
        earned *= 2;
      if (earned < d->villages[v].survival)
        {
          /* Translators: Geronimo: a Village, the SPs it earned and its
             Survival rating */
          ger_note (c, "6.64, 6.65", ngettext ("%s earns %d SP, under its Survival %d: loses 1 BP",
                                                   "%s earns %d SPs, under its Survival %d: loses 1 BP", earned),
                    ger_village_name (c, v), earned, d->villages[v].survival);
          lose_bp (c, v);
          ger_check_extinct (c, v);
        }
      else
        ger_note (c, "6.64, 6.65", ngettext ("%s earns %d SP, enough for its Survival %d",
                                                 "%s earns %d SPs, enough for its Survival %d", earned),
                  ger_village_name (c, v), earned, d->villages[v].survival);
    }
}

/* Villages in Mexico or Canada roll on the Foreign Government Table (6.25):
 * 0-5 no change; 6-8 driven out with half its BPs (rounded down, 2.4), the
 * US placing it (ger_place_driven_out); 9 destroyed. */
static void
foreign_government (GerCtx *c)
{
  for (guint v = 0; v < c->d->n_villages; v++)
    {
      int l = ger_village_area (c, v), dr;

      if (l != c->d->mexico && l != c->d->canada)
        continue;
      dr = ger_roll (c);
      if (dr <= 5)
        ger_note (c, "6.25", _("%s in %s: DR %d, no change"), ger_village_name (c, v), ger_loc_name (c, l), dr);
      else if (dr <= 8)
        {
          const GerVillage *gv = &c->d->villages[v];
          int bp = ger_village_bp (c, v), keep = bp / 2;

          for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
            if (c->pc[p].location == l && keep-- <= 0)
              bh_state_move_piece (c->st, p, BH_OFFBOARD);
          /* Translators: Geronimo: a Village, Mexico or Canada, the DR and the BPs it keeps */
          ger_note (c, "6.25, 2.4", _("%s in %s: DR %d, driven out with half its BPs (%d): the US places it"),
                    ger_village_name (c, v), ger_loc_name (c, l), dr, bp / 2);
          ger_check_extinct (c, v);
          if (ger_village_bp (c, v) > 0)
            c->x->driven_out |= G_GUINT64_CONSTANT (1) << v;
        }
      else
        {
          const GerVillage *gv = &c->d->villages[v];

          for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
            if (c->pc[p].location == l)
              bh_state_move_piece (c->st, p, BH_OFFBOARD);
          ger_note (c, "6.25", _("%s in %s: DR %d, destroyed"), ger_village_name (c, v), ger_loc_name (c, l), dr);
          ger_check_extinct (c, v);
        }
    }
}

/* Active Villages at half their printed strength or less roll: at or
 * under their Survival rating they go On Reservation, the US +2 VPs
 * (8.14, errata 13, 8.17). */
void
ger_forced_reservation (GerCtx *c)
{
  for (guint v = 0; v < c->d->n_villages; v++)
    {
      const GerVillage *gv = &c->d->villages[v];
      int bp = ger_village_bp (c, v), dr;

      if (!ger_village_on_map (c, v) || ger_village_controller (c, v) < 0 || bp > gv->size / 2)
        continue;
      dr = ger_roll (c);
      if (dr > gv->survival)
        {
          /* Translators: Geronimo: a Village, its BPs, the DR and its Survival rating */
          ger_note (c, "8.14", ngettext ("%s, %d BP: Reservation DR %d, over its Survival %d: stays out",
                                       "%s, %d BPs: Reservation DR %d, over its Survival %d: stays out", bp),
                    ger_village_name (c, v), bp, dr, gv->survival);
          continue;
        }
      ger_note (c, "8.14", ngettext ("%s, %d BP: Reservation DR %d, at or under its Survival %d: On Reservation",
                                     "%s, %d BPs: Reservation DR %d, at or under its Survival %d: On Reservation", bp),
                ger_village_name (c, v), bp, dr, gv->survival);
      ger_go_on_reservation (c, v);
      ger_imprison_forced (c, v);                  /* 7.81 */
      ger_add_vp (c, c->x->us_seat, 2, "8.17", _("a Village On Reservation"));
    }
}

void
ger_survival_phase (GerCtx *c)
{
  for (guint a = 0; a < c->d->n_areas; a++)
    area_survival (c, a);
  foreign_government (c);
}

/* 6.25, 6.24: the US places the next Village driven out, in the Area it
 * left or one next to that along the border.  TRUE when he now decides. */
gboolean
ger_place_driven_out (GerCtx *c)
{
  for (guint v = 0; v < c->d->n_villages; v++)
    if (c->x->driven_out & (G_GUINT64_CONSTANT (1) << v))
      {
        ger_decide (c, c->x->us_seat, D_DRIVEN, v);
        return TRUE;
      }
  return FALSE;
}

void
ger_list_driven (GerCtx *c)
{
  int v = c->st->pending.args[0], from = ger_village_area (c, v);

  for (guint s = 0; s < c->d->n_spaces; s++)
    if (ger_may_return (c, v, from, s))
      ger_push (c, A_DRIVEN_TO, 1, s, 0);
}

void
ger_apply_driven (GerCtx *c, const BhAction *a)
{
  int v = c->st->pending.args[0], from = ger_village_area (c, v), to = a->args[0];
  const GerVillage *gv = &c->d->villages[v];

  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
    if (c->pc[p].location == from)
      bh_state_move_piece (c->st, p, to);
  bh_state_move_piece (c->st, gv->marker, to);
  c->x->driven_out &= ~(G_GUINT64_CONSTANT (1) << v);
  /* Translators: Geronimo: a Village driven out of Mexico or Canada and the Area the US puts it in */
  ger_note (c, "6.25, 6.24", _("The US places %s in %s"), ger_village_name (c, v), ger_loc_name (c, to));
  ger_decide (c, c->x->us_seat, D_AUTO, 0);
}
