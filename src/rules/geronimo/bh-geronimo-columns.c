/* bh-geronimo-columns.c — the US Army: Columns (5.31), their Speed (5.32),
 * the Column plays of a US Round and their limits (5.33-5.343, 5.61),
 * Commanders drawn each Turn (4.22, 5.43, 5.46) and returned (4.72),
 * new Artillery (4.24), Attrition (5.38) and the Transcontinental Railroad
 * (5.241).
 *
 * A Column is a slot of GerExtra (col_*): the rules keep its BPs,
 * Artillery and Commander there, and move the US BP, gun and Commander
 * pieces to mirror it (ger_columns_check verifies they agree).  The slot
 * number is the Column's name in actions ("column-move 3 texas"). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

#define LOC(c, i) ((int) (c)->x->col_loc[i] - 1)

gboolean
ger_col_used (const GerCtx *c, int i)
{
  return i >= 0 && i < GER_MAX_COLUMNS && c->x->col_loc[i] != 0;
}

static gboolean
in_fort (const GerCtx *c, int i)
{
  return LOC (c, i) >= (int) c->d->n_spaces;
}

/* The Area (index) the Column is in, On Patrol or In Fort. */
int
ger_col_area (const GerCtx *c, int i)
{
  int l = LOC (c, i);

  if (l < (int) c->d->n_spaces)
    return c->d->area_of_space[l];
  for (guint a = 0; a < c->d->n_areas; a++)
    if (c->d->fort[a] == l)
      return a;
  return -1;
}

/* The space of an On Patrol Column, or -1 In Fort (5.34). */
int
ger_col_space (const GerCtx *c, int i)
{
  return in_fort (c, i) ? -1 : LOC (c, i);
}

static int
commander_of (const GerCtx *c, int i)
{
  return c->x->col_cmdr[i];
}

/* 9.2Y: a Column in or next to the Area of a Village scouting for the US
 * this Turn has one more Speed (the US always takes it: more Speed never
 * hurts him).  `a` is the Column's Area (a Coordinated force's members
 * stand in one, 5.71). */
gboolean
ger_scouted (const GerCtx *c, int a)
{
  if (a < 0)
    return FALSE;
  for (guint v = 0; v < c->d->n_villages; v++)
    if ((c->x->marks[v] & GER_MARK_SCOUTS) && ger_village_on_map (c, v))
      {
        int l = ger_village_area (c, v), m = c->d->areas[a].location;

        if (l == m || (l >= 0 && l < (int) c->d->n_spaces && c->d->adjacent[l][m] == 1))
          return TRUE;
      }
  return FALSE;
}

/* Every Speed there is (a Column's, a Coordinated force's, a Coordinated
 * Column kept together): 5.32's 3, less one for each five BPs or part of
 * five beyond five, less one a Field Gun, plus the (best) Commander's
 * Pursuit, never below 0; then 9.2Y's +1 in or next to a Scouts' Area. */
int
ger_speed (const GerCtx *c, int a, int bp, int fg, int pursuit)
{
  int speed = 3 - (bp > 5 ? (bp - 5 + 4) / 5 : 0) - fg + pursuit;

  return MAX (speed, 0) + (ger_scouted (c, a) ? 1 : 0);
}

/* Where a Speed is used in a DR, say that the Scouts are in it (9.2Y). */
void
ger_note_scouts (GerCtx *c, int a)
{
  if (ger_scouted (c, a))
    /* Translators: Geronimo: an Area */
    ger_note (c, "9.2Y", _("Scouts: +1 to the Speed of the Columns in %s"), ger_loc_name (c, c->d->areas[a].location));
}

int
ger_col_speed (const GerCtx *c, int i)
{
  int k = commander_of (c, i);

  return ger_speed (c, ger_col_area (c, i), c->x->col_bp[i], c->x->col_fg[i], k >= 0 ? c->d->commanders[k].pursuit : 0);
}

/* 5.33: as many Columns a US Round as there are Indian players (one in
 * the two-player game and solitaire, 11.2D, 11.38). */
int
ger_col_plays_allowed (const GerCtx *c)
{
  return MAX (c->x->n_players - 1, 1);
}

static const char *
commander_name (const GerCtx *c, int k)
{
  if (k < 0)
    return _("no Commander");
  return bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, c->d->commanders[k].piece))->name;
}

/* Moves up to n pieces of a type from one location to another. */
static int
move_n (GerCtx *c, int first, int count, int from, int to, int n)
{
  int moved = 0;

  for (int p = first; p < first + count && moved < n; p++)
    if (c->pc[p].location == from)
      {
        bh_state_move_piece (c->st, p, to);
        moved++;
      }
  return moved;
}

int
ger_col_free_slot (const GerCtx *c)
{
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (!ger_col_used (c, i))
      return i;
  return -1;
}

int
ger_reserve_count (const GerCtx *c, int first, int count)
{
  return ger_count_type_at (c, first, count, c->d->us_reserve);
}

static int
commander_index (const GerCtx *c, int piece)
{
  for (guint k = 0; k < c->d->n_commanders; k++)
    if (c->d->commanders[k].piece == piece)
      return k;
  return -1;
}

/* Moves the whole Column (pieces and slot) to location `to`. */
void
ger_col_move_to (GerCtx *c, int i, int to)
{
  int from = LOC (c, i);

  move_n (c, c->d->usbp_first, c->d->usbp_count, from, to, c->x->col_bp[i]);
  move_n (c, c->d->fg_first, c->d->fg_count, from, to, c->x->col_fg[i]);
  move_n (c, c->d->gg_first, c->d->gg_count, from, to, c->x->col_gg[i]);
  if (commander_of (c, i) >= 0)
    bh_state_move_piece (c->st, c->d->commanders[commander_of (c, i)].piece, to);
  c->x->col_loc[i] = to + 1;
}

/* Losses (5.37, 5.55): n_bp BPs, n_fg Field Guns and n_gg Gatlings.
 * A Column left with no BP is gone and its Commander killed (5.31, 7.8). */
void
ger_col_lose (GerCtx *c, int i, int n_bp, int n_fg, int n_gg)
{
  GerExtra *x = c->x;
  int l = LOC (c, i);
  int fg = MIN (n_fg, x->col_fg[i]), gg = MIN (n_gg, x->col_gg[i]);

  n_bp = MIN (n_bp, x->col_bp[i]);
  move_n (c, c->d->usbp_first, c->d->usbp_count, l, BH_OFFBOARD, n_bp);
  move_n (c, c->d->fg_first, c->d->fg_count, l, BH_OFFBOARD, fg);
  move_n (c, c->d->gg_first, c->d->gg_count, l, BH_OFFBOARD, gg);
  x->col_bp[i] -= n_bp;
  x->col_fg[i] -= fg;
  x->col_gg[i] -= gg;
  if (x->col_bp[i] > 0)
    return;
  move_n (c, c->d->fg_first, c->d->fg_count, l, BH_OFFBOARD, x->col_fg[i]);
  move_n (c, c->d->gg_first, c->d->gg_count, l, BH_OFFBOARD, x->col_gg[i]);
  if (commander_of (c, i) >= 0)
    {
      bh_state_move_piece (c->st, c->d->commanders[commander_of (c, i)].piece, c->d->dead_leaders);
      /* Translators: Geronimo: a Commander's name */
      ger_note (c, "5.31, 7.8", _("The Column of %s is destroyed and its Commander killed"),
                commander_name (c, commander_of (c, i)));
    }
  else
    ger_note (c, "5.31", _("A Column without a Commander is destroyed"));
  x->col_loc[i] = 0;
  x->col_cmdr[i] = -1;
  x->col_fg[i] = x->col_gg[i] = 0;
}

/* 9.2M: each Column in the stricken Area, On Patrol or In Fort, loses
 * one BP (its last: the Column is gone, 5.31). */
void
ger_columns_storm (GerCtx *c, int space)
{
  int area = c->d->area_of_space[space];

  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (ger_col_used (c, i) && ger_col_area (c, i) == area)
      {
        /* Translators: Geronimo: a Commander's name */
        ger_note (c, "9.2M", _("The Column of %s loses one BP"), commander_name (c, commander_of (c, i)));
        ger_col_lose (c, i, 1, 0, 0);
      }
}

/* Set-up: the scenario's US BPs and guns on the map become Columns of at
 * most 20 BPs and three Artillery, one stack a location (5.31, 3.45); the
 * guns beyond three a Column go to the Reserve. */
void
ger_columns_setup (GerCtx *c)
{
  GerExtra *x = c->x;

  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    x->col_cmdr[i] = -1;
  x->bt_col = x->bt_village = -1;
  x->bt_joined[0] = x->bt_joined[1] = -1;
  x->new_col = -1;
  for (guint l = 0; l < c->d->n_locations; l++)
    {
      int bp = ger_count_type_at (c, c->d->usbp_first, c->d->usbp_count, l);
      int fg = ger_count_type_at (c, c->d->fg_first, c->d->fg_count, l);

      if (l == (guint) c->d->us_reserve)
        continue;
      if (bp == 0)
        {
          if (l < c->d->n_spaces)
            move_n (c, c->d->fg_first, c->d->fg_count, l, c->d->us_reserve, fg);
          continue;
        }
      while (bp > 0)
        {
          int i = ger_col_free_slot (c);

          if (i < 0)
            break;
          x->col_loc[i] = l + 1;
          x->col_bp[i] = MIN (bp, 20);
          x->col_fg[i] = MIN (fg, 3);
          bp -= x->col_bp[i];
          fg -= x->col_fg[i];
        }
      move_n (c, c->d->fg_first, c->d->fg_count, l, c->d->us_reserve, fg);
    }
}

static int
count_columns (const GerCtx *c)
{
  int n = 0;

  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    n += ger_col_used (c, i);
  return n;
}

/* 5.46: 24 - States + half the Tribes neither Extinct nor On Reservation. */
int
ger_commanders_due (GerCtx *c)
{
  int states = 0, tribes = 0;

  for (guint a = 0; a < c->d->n_areas; a++)
    states += c->x->states[a];
  for (guint t = 0; t < c->d->n_tribes; t++)
    {
      gboolean in_play = FALSE;

      for (int k = 0; k < c->d->tribes[t].n_villages; k++)
        in_play |= ger_village_on_map (c, c->d->tribes[t].villages[k]);
      tribes += in_play;
    }
  /* Translators: Geronimo: the 5.46 formula's States, Tribes in play and result */
  ger_note (c, "5.46", _("%d States and %d Tribes in play: %d Commanders"), states, tribes,
            c->d->formula[0] + c->d->formula[1] * states + c->d->formula[2] * (tribes / 2));
  return c->d->formula[0] + c->d->formula[1] * states + c->d->formula[2] * (tribes / 2);
}

/* 5.51, 9.2J: once the Gatling Guns card is in effect, the US may take one
 * of the Turn's new Artillery as a Gatling instead of a Field Gun. */
gboolean
ger_offer_gatling (GerCtx *c)
{
  int turn = CLAMP (c->st->turn, 1, 8);

  if (!(c->x->events & GER_EV_GATLING) || c->d->turn_artillery[turn] <= 0 ||
      ger_reserve_count (c, c->d->fg_first, c->d->fg_count) == 0 ||
      ger_count_type_at (c, c->d->gg_first, c->d->gg_count, BH_OFFBOARD) == 0)
    return FALSE;
  ger_decide (c, c->x->us_seat, D_GATLING, 0);
  return TRUE;
}

void
ger_apply_gatling (GerCtx *c, const BhAction *a)
{
  if (a->kind == A_GATLING)
    {
      move_n (c, c->d->fg_first, c->d->fg_count, c->d->us_reserve, BH_OFFBOARD, 1);
      move_n (c, c->d->gg_first, c->d->gg_count, BH_OFFBOARD, c->d->us_reserve, 1);
      ger_note (c, "5.51, 9.2J", _("One of the new Artillery is a Gatling Gun"));
    }
  else
    ger_note (c, "5.51, 9.2J", _("The new Artillery are all Field Guns"));
  ger_decide (c, c->x->us_seat, D_AUTO, 0);
}

/* The Commanders `drawn` (in the Reserve) go one to each Column without one,
 * in random order; Columns left without are the caller's to dissolve
 * (4.22, 5.43, 5.46).  Returns how many were given a Column. */
static int
assign_commanders (GerCtx *c, const int *drawn, int n)
{
  GerExtra *x = c->x;
  int order[GER_MAX_COLUMNS], n_cols = 0, assigned = 0;

  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (ger_col_used (c, i) && x->col_cmdr[i] < 0)
      order[n_cols++] = i;
  for (int k = n_cols - 1; k > 0; k--)
    {
      int j = bh_state_random (c->st, k + 1), t = order[k];

      order[k] = order[j];
      order[j] = t;
    }
  for (int k = 0; k < n_cols; k++)
    {
      int i = order[k];

      if (assigned < n)
        {
          x->col_cmdr[i] = drawn[assigned++];
          bh_state_move_piece (c->st, c->d->commanders[x->col_cmdr[i]].piece, LOC (c, i));
          continue;
        }
      /* 5.46: no Commander for it: ger_columns_disband_next places its BPs */
    }
  return assigned;
}

/* Card Distribution, after the new BPs (4.22-4.24, 5.43, 5.46): new Field
 * Artillery to the Reserve; Commanders drawn from the cup at random, one
 * to each Column on the map in random order, the rest to the Reserve.
 * Columns left without a Commander are dissolved into the Reserve (5.46). */
void
ger_columns_turn_start (GerCtx *c)
{
  int turn = CLAMP (c->st->turn, 1, 8);
  int want = c->d->turn_commanders[turn] < 0 ? ger_commanders_due (c) : c->d->turn_commanders[turn];
  int drawn[GER_MAX_COMMANDERS], n = 0, art;
  int assigned;

  art = move_n (c, c->d->fg_first, c->d->fg_count, BH_OFFBOARD, c->d->us_reserve, c->d->turn_artillery[turn]);
  /* Translators: Geronimo: new Field Artillery markers */
  ger_note (c, "4.24, 5.51", _("%d new Field Artillery join the US Reserve"), art);
  while (n < want)
    {
      int in_cup[GER_MAX_COMMANDERS], m = 0;

      for (guint k = 0; k < c->d->n_commanders; k++)
        if (c->pc[c->d->commanders[k].piece].location == c->d->commander_cup)
          in_cup[m++] = k;
      if (m == 0)
        break;
      drawn[n] = in_cup[bh_state_random (c->st, m)];
      bh_state_move_piece (c->st, c->d->commanders[drawn[n]].piece, c->d->us_reserve);
      n++;
    }
  assigned = assign_commanders (c, drawn, n);
  /* Translators: Geronimo: Commanders drawn, given to Columns, kept in the Reserve */
  ger_note (c, "4.22, 5.43", _("The US draws %d Commanders: %d lead Columns, %d wait in the Reserve"), n, assigned,
            n - assigned);
}

/* 5.46: a Column left without a Commander leaves the map; its Artillery
 * and whatever BPs remain go to the Reserve. */
static void
disband_to_reserve (GerCtx *c, int i)
{
  GerExtra *x = c->x;

  move_n (c, c->d->usbp_first, c->d->usbp_count, LOC (c, i), c->d->us_reserve, x->col_bp[i]);
  move_n (c, c->d->fg_first, c->d->fg_count, LOC (c, i), c->d->us_reserve, x->col_fg[i]);
  move_n (c, c->d->gg_first, c->d->gg_count, LOC (c, i), c->d->us_reserve, x->col_gg[i]);
  /* Translators: Geronimo: BPs of a Column left without a Commander */
  ger_note (c, "5.46", ngettext ("A Column left without a Commander leaves the map: %d BP to the Reserve",
                                  "A Column left without a Commander leaves the map: %d BPs to the Reserve", x->col_bp[i]),
            x->col_bp[i]);
  x->col_loc[i] = 0;
  x->col_bp[i] = x->col_fg[i] = x->col_gg[i] = 0;
}

/* May Column j, In Fort with a Commander, take BPs (5.31: at most 20)? */
static gboolean
may_take_bps (const GerCtx *c, int j)
{
  return ger_col_used (c, j) && in_fort (c, j) && c->x->col_cmdr[j] >= 0 && c->x->col_bp[j] < 20;
}

/* 5.46: the next Column left without a Commander: its BPs "may be placed
 * into any In Fort Column or into the Reserve", the US's choice when an
 * In Fort Column has room; else they go to the Reserve.  TRUE when the US
 * is to decide. */
gboolean
ger_columns_disband_next (GerCtx *c)
{
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    {
      gboolean room = FALSE;

      if (!ger_col_used (c, i) || c->x->col_cmdr[i] >= 0)
        continue;
      for (int j = 0; j < GER_MAX_COLUMNS && !room; j++)
        room = may_take_bps (c, j);
      if (room && c->x->col_bp[i] > 0)
        {
          ger_decide (c, c->x->us_seat, D_DISBAND, i);
          return TRUE;
        }
      disband_to_reserve (c, i);
    }
  return FALSE;
}

void
ger_list_disband (GerCtx *c)
{
  for (int j = 0; j < GER_MAX_COLUMNS; j++)
    if (may_take_bps (c, j))
      ger_push (c, A_DISBAND_INTO, 1, j, 0);
  ger_push (c, A_DISBAND_RESERVE, 0, 0, 0);
}

/* Into an In Fort Column as many BPs as it has room for (5.31); the rest
 * wait for the next choice.  Artillery goes to the Reserve with the last
 * BPs (the text moves only BPs). */
void
ger_apply_disband (GerCtx *c, const BhAction *a)
{
  GerExtra *x = c->x;
  int i = c->st->pending.args[0];

  if (a->kind == A_DISBAND_INTO)
    {
      int j = a->args[0], n = MIN (x->col_bp[i], 20 - x->col_bp[j]);

      move_n (c, c->d->usbp_first, c->d->usbp_count, LOC (c, i), LOC (c, j), n);
      x->col_bp[i] -= n;
      x->col_bp[j] += n;
      /* Translators: Geronimo: BPs join an In Fort Column (numbered) */
      ger_note (c, "5.46", ngettext ("%d BP of a Column left without a Commander joins Column %d In Fort",
                                      "%d BPs of a Column left without a Commander join Column %d In Fort", n), n, j);
      if (x->col_bp[i] > 0)
        {
          ger_decide (c, x->us_seat, D_AUTO, 0);
          return;
        }
    }
  disband_to_reserve (c, i);
  ger_decide (c, x->us_seat, D_AUTO, 0);
}

static int
all_columns (const GerCtx *c, const guint8 *per_column)
{
  int n = 0;

  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    n += ger_col_used (c, i) ? per_column[i] : 0;
  return n;
}

/* Removes n pieces of a type from the Reserve first, then Column by
 * Column (9.2A); a Column left with no BP is dissolved, its Artillery and
 * Commander to the Reserve.  `per_column` is the Columns' count of it. */
static void
halve (GerCtx *c, int first, int count, guint8 *per_column, int n)
{
  GerExtra *x = c->x;

  n -= move_n (c, first, count, c->d->us_reserve, BH_OFFBOARD, n);
  for (int i = 0; i < GER_MAX_COLUMNS && n > 0; i++)
    {
      int k;

      if (!ger_col_used (c, i))
        continue;
      k = move_n (c, first, count, LOC (c, i), BH_OFFBOARD, MIN (n, per_column[i]));
      per_column[i] -= k;
      n -= k;
      if (x->col_bp[i] > 0)
        continue;
      move_n (c, c->d->fg_first, c->d->fg_count, LOC (c, i), c->d->us_reserve, x->col_fg[i]);
      move_n (c, c->d->gg_first, c->d->gg_count, LOC (c, i), c->d->us_reserve, x->col_gg[i]);
      if (x->col_cmdr[i] >= 0)
        bh_state_move_piece (c->st, c->d->commanders[x->col_cmdr[i]].piece, c->d->us_reserve);
      x->col_loc[i] = 0;
      x->col_cmdr[i] = -1;
      x->col_fg[i] = x->col_gg[i] = 0;
    }
}

static gboolean civil_war_barred (const GerCtx *c, int a);

/* 5.44: may one BP go from Column i to Column j in the realignment?  The
 * giver keeps one (a Column has 1-20, 5.31), the taker stays within 20; a
 * Column gives or takes, not both, so the realignment ends (and any
 * distribution is still reachable); none in Texas or New Mexico (9.2A). */
static gboolean
realign_ok (const GerCtx *c, int i, int j)
{
  const GerExtra *x = c->x;

  return i != j && ger_col_used (c, i) && ger_col_used (c, j) && x->col_bp[i] >= 2 && x->col_bp[j] < 20 &&
         !(x->acw_took & (1u << i)) && !(x->acw_gave & (1u << j)) && !civil_war_barred (c, ger_col_area (c, i)) &&
         !civil_war_barred (c, ger_col_area (c, j));
}

/* Has the US anything left to do after the Civil War's draw: a Commander
 * in the Reserve for a Column without one, or a Column to redeploy? */
static gboolean
acw_pairs (const GerCtx *c)
{
  gboolean cmdr = FALSE, col = FALSE, move = FALSE;

  for (guint k = 0; k < c->d->n_commanders; k++)
    cmdr |= c->pc[c->d->commanders[k].piece].location == c->d->us_reserve;
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    {
      col |= ger_col_used (c, i) && c->x->col_cmdr[i] < 0;
      move |= ger_col_used (c, i) && !(c->x->acw_moved & (1u << i));
      for (int j = 0; j < GER_MAX_COLUMNS; j++)
        move |= realign_ok (c, i, j);
    }
  return (cmdr && col) || move;
}

/* 5.44: the assignment is over: the Columns left without a Commander
 * dissolve into the Reserve, and play goes back where the Civil War broke
 * in (the card's player's Operations, or the Turn's distribution). */
static void
acw_done (GerCtx *c)
{
  int back = c->x->acw_back;

  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (ger_col_used (c, i) && c->x->col_cmdr[i] < 0)
      disband_to_reserve (c, i);
  c->x->acw_back = 0;
  c->x->acw_moved = 0;
  c->x->acw_gave = c->x->acw_took = 0;
  if (back > 0 && back <= GER_MAX_SEATS)
    ger_decide (c, back - 1, D_OPERATION, 0);
  else
    ger_decide (c, c->x->us_seat, D_AUTO, 0);
}

void
ger_list_acw (GerCtx *c)
{
  for (guint k = 0; k < c->d->n_commanders; k++)
    if (c->pc[c->d->commanders[k].piece].location == c->d->us_reserve)
      for (int i = 0; i < GER_MAX_COLUMNS; i++)
        if (ger_col_used (c, i) && c->x->col_cmdr[i] < 0)
          ger_push (c, A_ACW_ASSIGN, 2, c->d->commanders[k].piece, i);
  /* 5.44: each Column on the map may be redeployed once, to any Area
     On Patrol or into its Fort, but not into Texas or New Mexico (9.2A) */
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (ger_col_used (c, i) && !(c->x->acw_moved & (1u << i)))
      for (guint a = 0; a < c->d->n_areas; a++)
        {
          if (civil_war_barred (c, a))
            continue;
          if (c->d->areas[a].location != LOC (c, i))
            ger_push (c, A_ACW_REDEPLOY, 2, i, c->d->areas[a].location);
          if (c->d->fort[a] != LOC (c, i))
            ger_push (c, A_ACW_REDEPLOY, 2, i, c->d->fort[a]);
        }
  /* 5.44: "he may realign his distribution of BPs", one BP at a time */
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    for (int j = 0; j < GER_MAX_COLUMNS; j++)
      if (realign_ok (c, i, j))
        ger_push (c, A_ACW_REALIGN, 2, i, j);
  ger_push (c, A_ACW_DONE, 0, 0, 0);
}

void
ger_apply_acw (GerCtx *c, const BhAction *a)
{
  if (a->kind == A_ACW_REALIGN)
    {
      int i = a->args[0], j = a->args[1];

      move_n (c, c->d->usbp_first, c->d->usbp_count, LOC (c, i), LOC (c, j), 1);
      c->x->col_bp[i]--;
      c->x->col_bp[j]++;
      c->x->acw_gave |= 1u << i;
      c->x->acw_took |= 1u << j;
      /* Translators: Geronimo: one BP realigned after the Civil War: two Columns (numbered) and their new BPs */
      ger_note (c, "5.44", _("One BP moves from Column %d (now %d) to Column %d (now %d)"), i, c->x->col_bp[i], j,
                c->x->col_bp[j]);
      if (acw_pairs (c))
        return;
    }
  else if (a->kind == A_ACW_REDEPLOY)
    {
      int i = a->args[0];

      ger_col_move_to (c, i, a->args[1]);
      c->x->acw_moved |= 1u << i;
      /* Translators: Geronimo: a Column (numbered) redeployed after the Civil War, and where */
      ger_note (c, "5.44", _("Column %d is redeployed to %s"), i, ger_loc_name (c, a->args[1]));
      if (acw_pairs (c))
        return;
    }
  else if (a->kind == A_ACW_ASSIGN)
    {
      int k = commander_index (c, a->args[0]), i = a->args[1];

      c->x->col_cmdr[i] = k;
      bh_state_move_piece (c->st, a->args[0], LOC (c, i));
      /* Translators: Geronimo: a Commander given a Column after the Civil War's draw */
      ger_note (c, "5.44", ngettext ("%s takes command of a Column of %d BP in %s",
                                      "%s takes command of a Column of %d BPs in %s", c->x->col_bp[i]),
                commander_name (c, k), c->x->col_bp[i],
                ger_loc_name (c, LOC (c, i)));
      if (acw_pairs (c))
        return;
    }
  acw_done (c);
}

/* 5.44, 9.2A: the Civil War takes half the US BPs and half his Artillery
 * (rounded down, 2.4), from the Reserve first and then Column by Column;
 * every Commander in play goes into a cup and half are drawn into the
 * Reserve, from which the US gives them to Columns as he likes
 * (`acw-assign`, then `acw-done`); the Columns left without one dissolve
 * into the Reserve.  `back`: the seat whose Operations follow, -1 the
 * Turn's phases.  TRUE when the US now decides; in the same decision he
 * may redeploy each Column once and realign BPs between Columns (5.44,
 * ger_list_acw). */
gboolean
ger_civil_war_army (GerCtx *c, int back)
{
  GerExtra *x = c->x;
  const GerData *d = c->d;
  int bps = 0, fgs = 0, ggs = 0, pool[GER_MAX_COMMANDERS], n = 0, keep;

  bps = ger_reserve_count (c, d->usbp_first, d->usbp_count) + all_columns (c, x->col_bp);
  fgs = ger_reserve_count (c, d->fg_first, d->fg_count) + all_columns (c, x->col_fg);
  ggs = ger_reserve_count (c, d->gg_first, d->gg_count) + all_columns (c, x->col_gg);
  halve (c, d->usbp_first, d->usbp_count, x->col_bp, bps / 2);
  halve (c, d->fg_first, d->fg_count, x->col_fg, MIN (fgs, (fgs + ggs) / 2));     /* Field Guns first */
  halve (c, d->gg_first, d->gg_count, x->col_gg, (fgs + ggs) / 2 - MIN (fgs, (fgs + ggs) / 2));
  /* Translators: Geronimo: US BPs and Artillery lost to the Civil War */
  ger_note (c, "5.44, 9.2A", ngettext ("The Civil War takes %d of the US's %d BP and %d of his %d Artillery",
                                        "The Civil War takes %d of the US's %d BPs and %d of his %d Artillery", bps),
            bps / 2, bps,
            (fgs + ggs) / 2, fgs + ggs);
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (ger_col_used (c, i) && x->col_cmdr[i] >= 0)
      {
        bh_state_move_piece (c->st, d->commanders[x->col_cmdr[i]].piece, d->us_reserve);
        x->col_cmdr[i] = -1;
      }
  for (guint k = 0; k < d->n_commanders; k++)
    if (c->pc[d->commanders[k].piece].location == d->us_reserve)
      pool[n++] = k;
  keep = n / 2;
  for (int m = 0; m < keep; m++)
    {
      int j = m + bh_state_random (c->st, n - m), t = pool[m];

      pool[m] = pool[j];
      pool[j] = t;
    }
  for (int m = keep; m < n; m++)
    bh_state_move_piece (c->st, d->commanders[pool[m]].piece, d->commander_cup);
  /* Translators: Geronimo: Commanders kept of those in play */
  ger_note (c, "5.44", _("The Civil War: %d of the %d Commanders in play are drawn; the US gives them Columns as he likes"),
            keep, n);
  x->acw_back = back + 1;
  if (acw_pairs (c))
    {
      ger_decide (c, x->us_seat, D_ACW_ASSIGN, 0);
      return TRUE;
    }
  acw_done (c);
  return FALSE;
}

/* End of Turn (4.72, 5.39): every Commander back to the cup; the BPs stay. */
void
ger_columns_turn_end (GerCtx *c)
{
  for (guint k = 0; k < c->d->n_commanders; k++)
    {
      int l = c->pc[c->d->commanders[k].piece].location;

      if (l != c->d->dead_leaders && l != BH_OFFBOARD)
        bh_state_move_piece (c->st, c->d->commanders[k].piece, c->d->commander_cup);
    }
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    c->x->col_cmdr[i] = -1;
  if (c->x->kept)
    ger_note (c, "5.723", _("The Turn ends: the Coordinated Column separates"));
  c->x->kept = 0;
}

/* May Column i be played this US Round (5.31, 5.33)? */
/* 9.2A: no Column is played in Texas or New Mexico while the Civil War is
 * on (those there may still React); an Area index. */
static gboolean
civil_war_barred (const GerCtx *c, int a)
{
  const char *id = bh_game_data_get_space (c->data, c->d->areas[a].location)->id;

  return (c->x->events & GER_EV_ACW) && (g_str_equal (id, "texas") || g_str_equal (id, "new-mexico"));
}

/* 9.2DD: Bloody Kansas closes its Area (or its Fort) to Columns placed or
 * moved there this Turn, and keeps those In Fort there In Fort; those On
 * Patrol there may still attack and React there. */
gboolean
ger_bloody_kansas (const GerCtx *c, int space)
{
  int a;

  if (!(c->x->events & GER_EV_BLOODY_KANSAS) || c->x->bloody_area == 0 || space < 0 ||
      space >= (int) c->d->n_spaces || (a = c->d->area_of_space[space]) < 0)
    return FALSE;
  return c->d->areas[a].location == c->x->bloody_area - 1;
}

static gboolean
playable (const GerCtx *c, int i)
{
  const GerExtra *x = c->x;

  return ger_col_used (c, i) && x->col_cmdr[i] >= 0 &&
         (x->col_played[i] == 0 || x->us_round - x->col_played[i] >= 2) && !civil_war_barred (c, ger_col_area (c, i));
}

/* May Column i attack Village v where it stands?  Not a Peace Chief's or
 * Scouts' (9.2Q, 9.2Y), nor under the Peace Policy with an Aggression
 * under 3, nor under the Reform Movement under 2 (9.2R, 9.2W). */
static gboolean
village_open (const GerCtx *c, int i, int v)
{
  int aggression = c->d->commanders[c->x->col_cmdr[i]].aggression;

  if (c->x->marks[v] & (GER_MARK_PEACE_CHIEF | GER_MARK_SCOUTS))
    return FALSE;
  if ((c->x->events & GER_EV_PEACE_POLICY) && aggression < 3)
    return FALSE;
  return !((c->x->events & GER_EV_REFORM) && aggression < 2);
}

static void
list_targets (GerCtx *c, int i)
{
  int l = ger_col_space (c, i);

  for (guint v = 0; v < c->d->n_villages; v++)
    {
      if ((c->x->hit_round[v] & 1) || !village_open (c, i, v))
        continue;                      /* 7.34: once a Round */
      if (ger_village_on_map (c, v) && ger_village_area (c, v) == l)
        ger_push (c, A_COL_ATTACK, 2, i, c->d->villages[v].marker);
    }
  for (guint v = 0; v < c->d->n_villages; v++)
    if (!(c->x->hit_round[v] & 2) && ger_wp_out (c, v) && c->pc[c->d->villages[v].war_party].location == l &&
        !ger_ally_hidden (c, v))        /* 6.71: the combined War Party is attacked through its lead */
      ger_push (c, A_COL_ATTACK, 2, i, c->d->villages[v].war_party);
}

void
ger_list_columns (GerCtx *c)
{
  const GerData *d = c->d;
  GerExtra *x = c->x;

  if (c->st->pending.kind == D_NEW_PLACE)
    {
      for (guint a = 0; a < d->n_areas; a++)
        {
          if (civil_war_barred (c, a) || (x->mormon_new && (int) a != ger_mormon_area (c)) ||
              ger_bloody_kansas (c, d->areas[a].location))
            continue;                       /* 9.2O: the new Mormon Column stands in Utah; 9.2DD */
          ger_push (c, A_COL_AT, 1, d->areas[a].location, 0);
          ger_push (c, A_COL_AT, 1, d->fort[a], 0);
        }
      return;
    }
  if (c->st->pending.kind == D_NEW_BPS)
    {
      int room = 20 - x->col_bp[x->new_col];
      /* 5.45: a divided Column's BPs come from the Column it leaves, which keeps one at least */
      int have = x->new_is_new >= 2 ? x->col_bp[x->new_is_new - 2] - 1 : ger_reserve_count (c, d->usbp_first, d->usbp_count);

      for (int n = x->mormon_new ? 3 : 1; n <= MIN (room, have); n++)     /* 9.2O: 3 BPs at least */
        ger_push (c, A_COL_BPS, 1, n, 0);
      return;
    }
  if (c->st->pending.kind == D_NEW_GUNS)
    {
      int fg = ger_reserve_count (c, d->fg_first, d->fg_count), gg = ger_reserve_count (c, d->gg_first, d->gg_count);

      for (int f = 0; f <= MIN (fg, 3); f++)
        for (int g = 0; g <= MIN (gg, 3 - f); g++)
          ger_push (c, A_COL_GUNS, 2, f, g);
      return;
    }
  if (ger_mormon_owed (c))
    {
      ger_list_mormon (c);              /* 9.2O: the Mormon Column first */
      return;
    }
  if (x->plays < ger_col_plays_allowed (c))
    {
      for (int i = 0; i < GER_MAX_COLUMNS; i++)
        {
          if (!playable (c, i))
            continue;
          if (in_fort (c, i))
            {
              if (ger_col_besieged (c, i))
                continue;                       /* 12.13: Fort Siege */
              if (ger_bloody_kansas (c, d->areas[ger_col_area (c, i)].location))
                {
                  if (x->col_bp[i] < 20 && ger_reserve_count (c, d->usbp_first, d->usbp_count) > 0)
                    ger_push (c, A_COL_REINFORCE, 1, i, 0);
                  continue;                     /* 9.2DD: it stays In Fort */
                }
              ger_push (c, A_COL_PATROL, 1, i, 0);
              /* 5.45: a new Column divided from this one under a Reserve Commander */
              if (x->col_bp[i] >= 2 && ger_col_free_slot (c) >= 0)
                for (guint k = 0; k < d->n_commanders; k++)
                  if (c->pc[d->commanders[k].piece].location == d->us_reserve)
                    ger_push (c, A_COL_DIVIDE, 2, i, d->commanders[k].piece);
              if (x->col_bp[i] < 20 && ger_reserve_count (c, d->usbp_first, d->usbp_count) > 0)
                ger_push (c, A_COL_REINFORCE, 1, i, 0);
              continue;
            }
          for (guint s = 0; s < d->n_spaces && !ger_is_mormon (c, i); s++)      /* 9.2O: it stays in Utah */
            if (d->area_of_space[s] >= 0 && d->adjacent[LOC (c, i)][s] == 1)
              if (!civil_war_barred (c, d->area_of_space[s]) && !ger_bloody_kansas (c, s))
                ger_push (c, A_COL_MOVE, 2, i, s);
          ger_push (c, A_COL_FORT, 1, i, 0);
          if (!ger_is_mormon (c, i) && (!(x->kept & (1u << i)) || x->plays == 0))
            list_targets (c, i);                /* 9.2O: it attacks no Indians; 5.724: a kept Coordinated Column's attack is the Round's sole operation */
        }
      if (ger_col_free_slot (c) >= 0 && ger_reserve_count (c, d->usbp_first, d->usbp_count) > 0)
        for (guint k = 0; k < d->n_commanders; k++)
          if (c->pc[d->commanders[k].piece].location == d->us_reserve)
            ger_push (c, A_COL_NEW, 1, d->commanders[k].piece, 0);
    }
  ger_push (c, A_END_OPERATIONS, 0, 0, 0);
}

static void
played (GerCtx *c, int i)
{
  c->x->col_played[i] = c->x->us_round;
  c->x->plays++;
}

static char *
col_label (const GerCtx *c, int i)
{
  /* Translators: Geronimo: a Column named by its Commander, its BPs,
     Field Guns and Gatlings: "Crook (11 BPs, 1 FG, 0 GG)" */
  return g_strdup_printf (ngettext ("%s (%d BP, %d FG, %d GG)", "%s (%d BPs, %d FG, %d GG)", c->x->col_bp[i]),
                          commander_name (c, c->x->col_cmdr[i]), c->x->col_bp[i],
                          c->x->col_fg[i], c->x->col_gg[i]);
}

void
ger_apply_column (GerCtx *c, const BhAction *a)
{
  GerExtra *x = c->x;
  const GerData *d = c->d;
  int i = a->args[0];
  g_autofree char *label = NULL;

  if (a->kind == A_COL_MOVE || a->kind == A_COL_FORT)
    ger_kept_leave (c, i, a->kind == A_COL_MOVE ? _("it leaves the Area") : _("it goes In Fort"));   /* 5.723 */
  switch (a->kind)
    {
    case A_COL_MOVE:
      ger_col_move_to (c, i, a->args[1]);
      played (c, i);
      label = col_label (c, i);
      /* Translators: Geronimo: a Column and an Area */
      ger_note (c, "5.341", _("%s moves to %s"), label, ger_loc_name (c, a->args[1]));
      break;
    case A_COL_FORT:
      ger_col_move_to (c, i, d->fort[ger_col_area (c, i)]);
      played (c, i);
      label = col_label (c, i);
      ger_note (c, "5.341, 5.61", _("%s goes In Fort"), label);
      break;
    case A_COL_PATROL:
      ger_col_move_to (c, i, d->areas[ger_col_area (c, i)].location);
      played (c, i);
      label = col_label (c, i);
      ger_note (c, "5.342, 5.61", _("%s goes On Patrol"), label);
      break;
    case A_COL_REINFORCE:
      played (c, i);
      x->new_col = i;
      x->new_is_new = 0;
      ger_decide (c, c->st->pending.side, D_NEW_BPS, i);
      return;
    case A_COL_NEW:
      x->mormon_new = ger_mormon_owed (c);     /* 9.2O: formed as the Mormon Column */
      i = ger_col_free_slot (c);
      x->col_cmdr[i] = commander_index (c, a->args[0]);
      x->col_bp[i] = x->col_fg[i] = x->col_gg[i] = 0;
      played (c, i);
      x->new_col = i;
      x->new_is_new = 1;
      ger_decide (c, c->st->pending.side, D_NEW_PLACE, i);
      return;
    case A_COL_DIVIDE:
      {
        /* 5.45: the new Column moves out of the Fort and On Patrol in its Area */
        int from = i, loc = d->areas[ger_col_area (c, from)].location;

        i = ger_col_free_slot (c);
        x->col_cmdr[i] = commander_index (c, a->args[1]);
        x->col_bp[i] = x->col_fg[i] = x->col_gg[i] = 0;
        x->col_loc[i] = loc + 1;
        bh_state_move_piece (c->st, d->commanders[x->col_cmdr[i]].piece, loc);
        played (c, i);
        x->new_col = i;
        x->new_is_new = 2 + from;
        ger_decide (c, c->st->pending.side, D_NEW_BPS, i);
        return;
      }
    case A_COL_AT:
      i = x->new_col;
      x->col_loc[i] = a->args[0] + 1;
      bh_state_move_piece (c->st, d->commanders[x->col_cmdr[i]].piece, a->args[0]);
      ger_decide (c, c->st->pending.side, D_NEW_BPS, i);
      return;
    case A_COL_BPS:
      i = x->new_col;
      if (x->new_is_new >= 2)
        {
          int from = x->new_is_new - 2;

          move_n (c, d->usbp_first, d->usbp_count, LOC (c, from), LOC (c, i), a->args[0]);
          x->col_bp[from] -= a->args[0];
          x->col_bp[i] += a->args[0];
          label = col_label (c, i);
          /* Translators: Geronimo: a new Column, the Column (numbered) it divides from, an Area */
          ger_note (c, "5.45", _("%s divides from Column %d and moves out On Patrol in %s"), label, from,
                    ger_loc_name (c, LOC (c, i)));
          x->new_col = -1;
          ger_decide (c, c->st->pending.side, D_OPERATION, 0);
          return;
        }
      x->col_bp[i] += move_n (c, d->usbp_first, d->usbp_count, d->us_reserve, LOC (c, i), a->args[0]);
      if (x->new_is_new &&
          ger_reserve_count (c, d->fg_first, d->fg_count) + ger_reserve_count (c, d->gg_first, d->gg_count) > 0)
        {
          ger_decide (c, c->st->pending.side, D_NEW_GUNS, i);
          return;
        }
      label = col_label (c, i);
      /* Translators: Geronimo: a Column and where it is */
      ger_note (c, x->new_is_new ? "5.343" : "5.342", _("%s stands in %s"), label,
                ger_loc_name (c, LOC (c, i)));
      x->new_col = -1;
      ger_mormon_formed (c, i);
      ger_decide (c, c->st->pending.side, D_OPERATION, 0);
      return;
    case A_COL_GUNS:
      i = x->new_col;
      x->col_fg[i] += move_n (c, d->fg_first, d->fg_count, d->us_reserve, LOC (c, i), a->args[0]);
      x->col_gg[i] += move_n (c, d->gg_first, d->gg_count, d->us_reserve, LOC (c, i), a->args[1]);
      label = col_label (c, i);
      ger_note (c, "5.343, 5.52", _("%s stands in %s"), label, ger_loc_name (c, LOC (c, i)));
      x->new_col = -1;
      ger_mormon_formed (c, i);
      ger_decide (c, c->st->pending.side, D_OPERATION, 0);
      return;
    case A_COL_ATTACK:
      {
        int target = a->args[1];

        played (c, i);
        for (guint v = 0; v < d->n_villages; v++)
          if (d->villages[v].marker == target || d->villages[v].war_party == target)
            {
              ger_column_attack (c, i, v, d->villages[v].war_party == target, BT_AFTER_US_OPS);
              return;
            }
        return;
      }
    default:
      return;
    }
  ger_decide (c, c->st->pending.side, D_OPERATION, 0);
}

/* 5.38: the US rolls; that many different Columns lose a BP each (any
 * excess ignored), the US choosing which; Artillery may stand in (5.55). */
void
ger_attrition_begin (GerCtx *c)
{
  int dr = ger_roll (c), n = count_columns (c), sieged = 0;

  c->x->attrition_left = MIN (dr, n);
  memset (c->x->attrition_done, 0, sizeof c->x->attrition_done);
  /* Translators: Geronimo: the Attrition DR, the number of Columns, how many lose a BP */
  ger_note (c, "5.38", _("Attrition DR %d against %d Columns: %d lose a BP"), dr, n, c->x->attrition_left);
  /* 12.13: a besieged Column loses its BP first, one of the DR's Columns,
     even on a DR of 0 */
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (ger_col_besieged (c, i))
      {
        g_autofree char *label = col_label (c, i);

        ger_note (c, "12.13", _("%s is besieged: it loses a BP to Attrition"), label);
        c->x->attrition_done[i] = 1;
        sieged++;
        ger_col_lose (c, i, 1, 0, 0);
      }
  if (sieged > 0)
    {
      int rest = 0;

      for (int i = 0; i < GER_MAX_COLUMNS; i++)
        rest += ger_col_used (c, i) && !c->x->attrition_done[i];
      c->x->attrition_left = MIN (MAX (c->x->attrition_left - sieged, 0), rest);
    }
  if (c->x->attrition_left > 0)
    ger_decide (c, c->x->us_seat, D_ATTRITION, 0);
}

void
ger_list_attrition (GerCtx *c)
{
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (ger_col_used (c, i) && !c->x->attrition_done[i])
      {
        ger_push (c, A_ATTRITION, 2, i, 0);
        if (c->x->col_fg[i] > 0)
          ger_push (c, A_ATTRITION, 2, i, 1);
        if (c->x->col_gg[i] > 0)
          ger_push (c, A_ATTRITION, 2, i, 2);
      }
}

void
ger_apply_attrition (GerCtx *c, const BhAction *a)
{
  int i = a->args[0];
  g_autofree char *label = col_label (c, i);

  c->x->attrition_done[i] = 1;
  c->x->attrition_left--;
  if (a->args[1])
    ger_note (c, "5.38, 5.55", _("%s loses an Artillery marker to Attrition"), label);
  else
    ger_note (c, "5.38", _("%s loses a BP to Attrition"), label);
  ger_col_lose (c, i, a->args[1] == 0, a->args[1] == 1, a->args[1] == 2);
  if (c->x->attrition_left > 0 && count_columns (c) > 0)
    ger_decide (c, c->x->us_seat, D_ATTRITION, 0);
  else
    {
      c->x->attrition_left = 0;
      ger_decide (c, c->x->us_seat, D_AUTO, 0);
    }
}

/* 5.241: an unbroken line of Areas with Railroads, none Broke, from the
 * eastern to the western edge, borders or corners: 2 VPs once a game, at
 * the end of the Round in which it exists. */
void
ger_check_transcontinental (GerCtx *c)
{
  const GerData *d = c->d;
  gboolean ok[GER_MAX_AREAS] = { 0 }, reached[GER_MAX_AREAS] = { 0 };
  int queue[GER_MAX_AREAS], head = 0, tail = 0;

  if (c->x->trans_rr)
    return;
  for (guint a = 0; a < d->n_areas; a++)
    {
      int rr = 0, broke = 0;

      for (int p = d->rr_first; p < d->rr_first + d->rr_count; p++)
        if (c->pc[p].location == d->areas[a].location)
          {
            rr++;
            broke += c->pc[p].face != 0;
          }
      ok[a] = rr > 0 && broke == 0;
      if (ok[a] && d->areas[a].east_edge)
        {
          reached[a] = TRUE;
          queue[tail++] = a;
        }
    }
  while (head < tail)
    {
      int a = queue[head++];

      if (d->areas[a].west_edge)
        {
          c->x->trans_rr = 1;
          ger_add_vp (c, c->x->us_seat, 2, "5.241", _("the Transcontinental Railroad is complete"));
          return;
        }
      for (guint b = 0; b < d->n_areas; b++)
        if (ok[b] && !reached[b] && d->adjacent[d->areas[a].location][d->areas[b].location] == 1)
          {
            reached[b] = TRUE;
            queue[tail++] = b;
          }
    }
}

/* A new Round: count the US Rounds (5.33); targets may be attacked again (7.34). */
void
ger_columns_round_end (GerCtx *c)
{
  memset (c->x->hit_round, 0, sizeof c->x->hit_round);
  c->x->col_hit_round = 0;
}

/* The pieces agree with the Columns; a Column holds 1-20 BPs and at most
 * three Artillery (5.31, 5.52). */
gboolean
ger_columns_check (const GerCtx *c, GError **error)
{
  const GerData *d = c->d;
  int want[256] = { 0 };

  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    {
      if (!ger_col_used (c, i))
        continue;
      if (c->x->col_bp[i] < 1 || c->x->col_bp[i] > 20 || c->x->col_fg[i] + c->x->col_gg[i] > 3)
        {
          if (!(c->st->pending.kind == D_NEW_BPS && c->x->new_col == i))
            {
              g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "column %d has %d BPs and %d guns (5.31, 5.52)", i,
                           c->x->col_bp[i], c->x->col_fg[i] + c->x->col_gg[i]);
              return FALSE;
            }
        }
      if (LOC (c, i) < 256)
        want[LOC (c, i)] += c->x->col_bp[i];
    }
  for (int p = d->usbp_first; p < d->usbp_first + d->usbp_count; p++)
    {
      int l = c->pc[p].location;

      if (l != BH_OFFBOARD && l != d->us_reserve && l < 256)
        want[l]--;
    }
  for (guint l = 0; l < MIN (d->n_locations, 256); l++)
    if (want[l] != 0)
      {
        g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "the US BPs at location %u differ from its Columns' by %d", l,
                     want[l]);
        return FALSE;
      }
  return TRUE;
}
