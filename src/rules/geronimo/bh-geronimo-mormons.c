/* bh-geronimo-mormons.c — the Mormon Column (9.2O).
 *
 * Once the Mormons card is played, the next US Round in which the US plays
 * a card begins with naming a Column of 3 BPs or more in Utah the Mormon
 * Column: a new one from the Reserve placed in Utah, one already in Utah,
 * or one On Patrol next to it (it moves in); failing those, his nearest
 * Column of that size, moved in at once.  Naming it is a Column play.  For
 * the rest of the Turn it does not leave Utah, attack Indians or React
 * (it still fights when attacked).  With no Column of 3 BPs anywhere and
 * none to form, nothing is named. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

int
ger_mormon_area (const GerCtx *c)
{
  return c->d->area_of_space[bh_game_data_find_location (c->data, "utah")];
}

gboolean
ger_is_mormon (const GerCtx *c, int i)
{
  return c->x->mormon_col == i + 1 && ger_col_used (c, i);
}

/* The US owes his Mormon Column now: his Operations after a played card. */
gboolean
ger_mormon_owed (const GerCtx *c)
{
  return (c->x->events & GER_EV_MORMONS) && c->st->pending.kind == D_OPERATION && ger_round_side (c) == GER_US;
}

static gboolean
big_enough (const GerCtx *c, int i)
{
  return ger_col_used (c, i) && c->x->col_cmdr[i] >= 0 && c->x->col_bp[i] >= 3;
}

/* In Utah (On Patrol or In Fort) or On Patrol next to it. */
static gboolean
near_utah (const GerCtx *c, int i)
{
  int utah = ger_mormon_area (c), s = ger_col_space (c, i);

  return ger_col_area (c, i) == utah ||
         (s >= 0 && c->d->adjacent[s][c->d->areas[utah].location] == 1);
}

static gboolean
new_possible (const GerCtx *c)
{
  if (ger_col_free_slot (c) < 0 || ger_reserve_count (c, c->d->usbp_first, c->d->usbp_count) < 3)
    return FALSE;
  for (guint k = 0; k < c->d->n_commanders; k++)
    if (c->pc[c->d->commanders[k].piece].location == c->d->us_reserve)
      return TRUE;
  return FALSE;
}

/* Lists (or, with no output, counts) the ways to name the Column. */
static int
options (GerCtx *c)
{
  int n = 0, best = G_MAXINT, utah = c->d->areas[ger_mormon_area (c)].location;

  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (big_enough (c, i) && near_utah (c, i))
      {
        n++;
        ger_push (c, A_MORMON, 1, i, 0);
      }
  if (new_possible (c))
    for (guint k = 0; k < c->d->n_commanders; k++)
      if (c->pc[c->d->commanders[k].piece].location == c->d->us_reserve)
        {
          n++;
          ger_push (c, A_COL_NEW, 1, c->d->commanders[k].piece, 0);
        }
  if (n > 0)
    return n;
  /* None of those: the nearest Column of 3 BPs, any of them at equal distance. */
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (big_enough (c, i))
      best = MIN (best, ger_area_distance (c, c->d->areas[ger_col_area (c, i)].location, utah));
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (big_enough (c, i) && ger_area_distance (c, c->d->areas[ger_col_area (c, i)].location, utah) == best)
      {
        n++;
        ger_push (c, A_MORMON, 1, i, 0);
      }
  return n;
}

void
ger_list_mormon (GerCtx *c)
{
  options (c);
}

/* Names Column i, as a Column play (9.2O). */
static void
name (GerCtx *c, int i)
{
  int marker = -1, ut = bh_game_data_find_unit_type (c->data, "mormons");

  c->x->mormon_col = i + 1;
  c->x->mormon_new = 0;
  c->x->events &= ~GER_EV_MORMONS;
  for (guint p = 0; p < c->d->n_pieces && marker < 0; p++)
    if (bh_game_data_get_piece_type (c->data, p) == ut)
      marker = p;
  if (marker >= 0)
    bh_state_move_piece (c->st, marker, c->d->areas[ger_mormon_area (c)].location);
  /* Translators: Geronimo: the Commander of the Column named the Mormon Column */
  ger_note (c, "9.2O", _("The Column of %s is the Mormon Column: it stays in Utah, attacks no Indians and does not React this Turn"),
            bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, c->d->commanders[c->x->col_cmdr[i]].piece))->name);
}

void
ger_apply_mormon (GerCtx *c, const BhAction *a)
{
  int i = a->args[0], utah = c->d->areas[ger_mormon_area (c)].location;

  if (ger_col_area (c, i) != ger_mormon_area (c))
    {
      ger_col_move_to (c, i, utah);       /* at once, whatever the distance, On Patrol */
      ger_note (c, "9.2O", _("The Column moves into Utah"));
    }
  c->x->col_played[i] = c->x->us_round;
  c->x->plays++;
  name (c, i);
  ger_decide (c, c->st->pending.side, D_OPERATION, 0);
}

/* A new Column just formed (5.343): the Mormon Column if it was formed as
 * one.  Called by the Column rules. */
void
ger_mormon_formed (GerCtx *c, int i)
{
  if (c->x->mormon_new)
    name (c, i);
}

/* Before the US's Operations: a new Column begun while the Mormon Column
 * is owed is formed as it; with nothing to name, the debt lapses.  TRUE
 * when the debt lapsed (said in the log). */
gboolean
ger_mormon_none (GerCtx *c)
{
  GerCtx copy = *c;

  if (!ger_mormon_owed (c))
    return FALSE;
  copy.out = NULL;
  if (options (&copy) > 0)
    return FALSE;
  c->x->events &= ~GER_EV_MORMONS;
  ger_note (c, "9.2O", _("No Column of 3 BPs to name the Mormon Column: none is named"));
  return TRUE;
}
