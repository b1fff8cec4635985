/* bh-geronimo-resources.c — Resource Allotment (4.4A, 5.2): whoever's Round
 * it is, the US places a Settlement (5.21), five become a Town (5.22), and
 * a Resource DR gives a Mine on 0 (5.23) or the option of a Railroad on
 * 7-9 (5.24, 11.12).  Two players and solitaire allot only in the first 20
 * Rounds of a Turn (11.2C, 11.35). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

static int
settlements_at (const GerCtx *c, int l)
{
  return ger_count_type_at (c, c->d->settlement_first, c->d->settlement_count, l);
}

static int
rails_at (const GerCtx *c, int l)
{
  return ger_count_type_at (c, c->d->rr_first, c->d->rr_count, l);
}

/* 5.24: when a hit (7.24) or a Ghost Town (9.2K) leaves an Area fewer
 * Town and Settlement points than Railroads, the excess Railroads go at
 * once, for no VPs; Broke ones first (they count for nothing this Turn
 * anyway). */
void
ger_trim_railroads (GerCtx *c, int l)
{
  int rp = settlements_at (c, l) + 5 * ger_count_type_at (c, c->d->town_first, c->d->town_count, l);
  int excess = rails_at (c, l) - rp, gone = 0;

  for (int broke = 1; broke >= 0 && excess > 0; broke--)
    for (int p = c->d->rr_first; p < c->d->rr_first + c->d->rr_count && excess > 0; p++)
      if (c->pc[p].location == l && c->pc[p].face == broke)
        {
          bh_state_move_piece (c->st, p, BH_OFFBOARD);
          c->pc[p].face = 0;
          excess--;
          gone++;
        }
  if (gone > 0)
    /* Translators: Geronimo: how many Railroads and an Area */
    ger_note (c, "5.24", ngettext ("%d Railroad removed from %s: more than its Town and Settlement points, no VPs",
                                   "%d Railroads removed from %s: more than its Town and Settlement points, no VPs", gone),
              gone, ger_loc_name (c, l));
}

static gboolean
area_open (const GerCtx *c, int area)
{
  return !c->d->areas[area].closed || c->x->land_rush;
}

/* More than five Settlements: five become a Town, as often as it takes (5.22). */
static void
make_towns (GerCtx *c, int l)
{
  while (settlements_at (c, l) > 5)
    {
      int town = ger_take_offboard (c, c->d->town_first, c->d->town_count);
      int removed = 0;

      if (town < 0)
        return;
      for (int p = c->d->settlement_first; p < c->d->settlement_first + c->d->settlement_count && removed < 5; p++)
        if (c->pc[p].location == l)
          {
            bh_state_move_piece (c->st, p, BH_OFFBOARD);
            removed++;
          }
      bh_state_move_piece (c->st, town, l);
      /* Translators: Geronimo: an Area's name */
      ger_note (c, "5.22", _("Six Settlements in %s: five become a Town"), ger_loc_name (c, l));
    }
}

static void
settle (GerCtx *c, int l)
{
  int p = ger_take_offboard (c, c->d->settlement_first, c->d->settlement_count);

  if (p < 0)
    return;
  bh_state_move_piece (c->st, p, l);
  make_towns (c, l);
}

/* Where a Railroad may go: an open Area whose Town and Settlement RP exceed
 * its Railroads, in or next to an Area with one (5.24, 11.12). */
static gboolean
rail_legal (const GerCtx *c, int area)
{
  const GerData *d = c->d;
  int l = d->areas[area].location, rails, rp;
  gboolean linked;

  /* Each count is a walk over a type's pieces, asked of every Area at
     every Resource listing: the closed Area first, each count once. */
  if (!area_open (c, area))
    return FALSE;
  rails = rails_at (c, l);
  rp = settlements_at (c, l) + 5 * ger_count_type_at (c, d->town_first, d->town_count, l);
  if (rp <= rails)
    return FALSE;
  linked = rails > 0;
  /* The Campaign's first two go one each to Kansas and California (11.12). */
  for (int i = 0; i < 2; i++)
    {
      int first = c->x->first_rr[i] >= 0 ? c->d->areas[c->x->first_rr[i]].location : -1;

      if (first >= 0 && rails_at (c, first) == 0)
        {
          for (int k = 0; k < 2; k++)
            if (c->x->first_rr[k] == area && rails == 0)
              return TRUE;
          return FALSE;
        }
    }
  for (guint b = 0; b < d->n_areas && !linked; b++)
    if (d->adjacent[l][d->areas[b].location] == 1 && rails_at (c, d->areas[b].location) > 0)
      linked = TRUE;
  return linked;
}

static gboolean
any_rail_legal (const GerCtx *c)
{
  for (guint a = 0; a < c->d->n_areas; a++)
    if (rail_legal (c, a))
      return TRUE;
  return FALSE;
}

/* The Round's allotment begins: the US must place a Settlement, unless
 * the two-player or solitaire allotment is used up. */
void
ger_begin_allotment (GerCtx *c)
{
  int limit = c->d->resource_rounds[MIN (MAX (c->x->n_players, 1), 5)];

  if (limit > 0 && c->x->rounds >= limit)
    {
      ger_note (c, c->x->n_players == 1 ? "11.35" : "11.2C",
                _("No Resource Allotment after the first %d Rounds of the Turn"), limit);
      ger_card_segment (c);
      return;
    }
  ger_decide (c, c->x->us_seat, D_SETTLEMENT, 0);
}

void
ger_list_resources (GerCtx *c)
{
  if (c->st->pending.kind == D_SETTLEMENT)
    {
      for (guint a = 0; a < c->d->n_areas; a++)
        if (area_open (c, a))
          ger_push (c, A_SETTLE, 1, c->d->areas[a].location, 0);
      return;
    }
  for (guint a = 0; a < c->d->n_areas; a++)
    if (rail_legal (c, a))
      ger_push (c, A_RAILROAD, 1, c->d->areas[a].location, 0);
  ger_push (c, A_NO_RAILROAD, 0, 0, 0);
}

/* A Mine from the cup, with a Settlement, in the Area it names (5.23). */
static void
draw_mine (GerCtx *c)
{
  int in_cup[32], n = 0, m;

  for (int i = 0; i < c->d->n_mines; i++)
    if (c->pc[c->d->mines[i]].location == c->d->mine_cup)
      in_cup[n++] = i;
  if (n == 0)
    {
      ger_note (c, "5.23", _("Resource DR 0, but every Mine is drawn: no effect"));
      return;
    }
  m = in_cup[bh_state_random (c->st, n)];
  bh_state_move_piece (c->st, c->d->mines[m], c->d->mine_area[m]);
  /* Translators: Geronimo: a Mine's name (it ends in "Mine"), its value and the Area it names */
  ger_note (c, "5.23", _("Resource DR 0: the %s (%d) and a Settlement go to %s"),
            bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, c->d->mines[m]))->name,
            c->d->mine_value[m], ger_loc_name (c, c->d->mine_area[m]));
  settle (c, c->d->mine_area[m]);
}

static void
to_card_choice (GerCtx *c)
{
  ger_card_segment (c);
}

void
ger_apply_resources (GerCtx *c, const BhAction *a)
{
  int dr;

  switch (a->kind)
    {
    case A_SETTLE:
      /* Translators: Geronimo: an Area's name */
      ger_note (c, "5.21", _("The US places a Settlement in %s"), ger_loc_name (c, a->args[0]));
      settle (c, a->args[0]);
      dr = ger_roll (c);
      if (dr == 0)
        draw_mine (c);
      else if (dr >= 7 && (!c->x->rr_allowed))
        ger_note (c, "11.12", _("Resource DR %d: no Railroad may be placed this Turn"), dr);
      else if (dr >= 7 && any_rail_legal (c))
        {
          /* Translators: Geronimo: the Resource DR, 7 to 9 */
          ger_note (c, "5.24", _("Resource DR %d: the US may place a Railroad"), dr);
          ger_decide (c, c->x->us_seat, D_RAILROAD, 0);
          return;
        }
      else if (dr >= 7)
        ger_note (c, "5.24", _("Resource DR %d, but no Area may take a Railroad"), dr);
      else
        /* Translators: Geronimo: the Resource DR, 1 to 6 */
        ger_note (c, "5.23", _("Resource DR %d: no effect"), dr);
      to_card_choice (c);
      return;
    case A_RAILROAD:
      {
        int p = ger_take_offboard (c, c->d->rr_first, c->d->rr_count);

        if (p >= 0)
          {
            bh_state_move_piece (c->st, p, a->args[0]);
            c->pc[p].face = 0;
            /* Translators: Geronimo: an Area's name */
            ger_note (c, "5.24", _("The US lays a Railroad in %s"), ger_loc_name (c, a->args[0]));
          }
        to_card_choice (c);
        return;
      }
    case A_NO_RAILROAD:
      to_card_choice (c);
      return;
    }
}
