/* bh-geronimo-coordination.c — Column Coordination (5.7): the US attacks
 * with one Column and may try to add up to two more On Patrol in the same
 * Area, each joining on a Coordination DR at or under its Speed (5.72;
 * failing, it stays and still counts as played).  The attacking Column
 * must be the fastest (5.71).  The "force" is the attacking Column and
 * those that joined: BPs and Artillery totalled, Combat the best plus one
 * for each other Commander rated 2, Pursuit the best, Aggression the sum
 * (5.722).  A Coordinated attack is the US's only operation that Round
 * (5.724).  With two players (11.2D) the US names the Columns first and
 * makes one Coordination DR for them all, against the highest Speed among
 * them: within it they all join, over it none does.
 *
 * In a Reaction (5.71's second paragraph) the first Column to React
 * attacks; up to two more On Patrol in the action's Area may join, each
 * first succeeding in its own Reaction DR (at or under its Speed, 5.351),
 * then in its Coordination DR; neither counts as a play (5.35). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

static int
member (const GerCtx *c, int k)
{
  return k == 0 ? c->x->bt_col : c->x->bt_joined[k - 1];
}

int
ger_force_sum (const GerCtx *c, const guint8 *per_column)
{
  int n = 0;

  for (int k = 0; k < 3; k++)
    if (member (c, k) >= 0)
      n += per_column[member (c, k)];
  return n;
}

static const GerCommander *
commander_of (const GerCtx *c, int i)
{
  return i >= 0 && c->x->col_cmdr[i] >= 0 ? &c->d->commanders[c->x->col_cmdr[i]] : NULL;
}

int
ger_force_combat (const GerCtx *c)
{
  int best = G_MININT, twos = 0, n = 0;

  for (int k = 0; k < 3; k++)
    {
      const GerCommander *m = commander_of (c, member (c, k));

      if (m == NULL)
        continue;
      best = MAX (best, m->combat);
      twos += m->combat >= 2;
      n++;
    }
  if (n == 0)
    return 0;
  return best + (n > 1 ? MAX (twos - (best >= 2 ? 1 : 0), 0) : 0);
}

int
ger_force_aggression (const GerCtx *c)
{
  int sum = 0;

  for (int k = 0; k < 3; k++)
    if (commander_of (c, member (c, k)))
      sum += commander_of (c, member (c, k))->aggression;
  return sum;
}

/* 5.32 for the force: one Column's own Speed; Coordinated, the totals'
 * with the best Pursuit (5.722). */
int
ger_force_speed (const GerCtx *c)
{
  int bp = ger_force_sum (c, c->x->col_bp), pursuit = G_MININT;

  if (c->x->bt_joined[0] < 0)
    return ger_col_speed (c, c->x->bt_col);
  for (int k = 0; k < 3; k++)
    if (commander_of (c, member (c, k)))
      pursuit = MAX (pursuit, commander_of (c, member (c, k))->pursuit);
  return ger_speed (c, ger_col_area (c, c->x->bt_col), bp, ger_force_sum (c, c->x->col_fg), pursuit == G_MININT ? 0 : pursuit);
}

/* Losses of the force: Artillery as chosen, then BPs, each from the
 * attacking Column first; what two Columns of a Coordinated force hold
 * the US apportions first (ger_force_apportion_begin), so that this order
 * only places what one Column alone holds. */
void
ger_force_lose (GerCtx *c, int n_bp, int n_fg, int n_gg)
{
  for (int k = 0; k < 3; k++)
    {
      int i = member (c, k), bp, fg, gg;

      if (i < 0 || !ger_col_used (c, i))
        continue;
      bp = MIN (n_bp, c->x->col_bp[i]);
      fg = MIN (n_fg, c->x->col_fg[i]);
      gg = MIN (n_gg, c->x->col_gg[i]);
      n_bp -= bp;
      n_fg -= fg;
      n_gg -= gg;
      ger_col_lose (c, i, bp, fg, gg);
    }
}

static gboolean
in_reaction (const GerCtx *c)
{
  return c->x->bt_after != BT_AFTER_US_OPS;
}

/* What a Column holds of each kind apportioned: 0 BPs, 1 Field Guns, 2 Gatlings. */
static int
holds (const GerCtx *c, int i, int kind)
{
  return kind == 0 ? c->x->col_bp[i] : kind == 1 ? c->x->col_fg[i] : c->x->col_gg[i];
}

static int
members_with (const GerCtx *c, int kind)
{
  int n = 0;

  for (int k = 0; k < 3; k++)
    n += member (c, k) >= 0 && ger_col_used (c, member (c, k)) && holds (c, member (c, k), kind) > 0;
  return n;
}

/* 5.723: "any losses in BPs and/or Artillery markers" of a Coordinated
 * force are the US's to apportion among its Columns, one at a time: the
 * Artillery that stood in for BPs (5.55) first, Field Guns then Gatlings
 * (`lose-artillery COL KIND`), then the BPs (`lose-bp COL`); what only
 * one Column holds falls on it.  TRUE when the US decides. */
static gboolean
apportion_next (GerCtx *c)
{
  GerExtra *x = c->x;
  guint8 *left[3] = { &x->bt_apportion, &x->bt_apportion_fg, &x->bt_apportion_gg };

  for (int kind = 1; kind <= 3; kind++)
    {
      int k = kind % 3;         /* Field Guns, Gatlings, then BPs */

      if (*left[k] > 0 && members_with (c, k) >= 2)
        {
          ger_decide (c, x->us_seat, D_APPORTION, k);
          return TRUE;
        }
      ger_force_lose (c, k == 0 ? *left[k] : 0, k == 1 ? *left[k] : 0, k == 2 ? *left[k] : 0);
      *left[k] = 0;
    }
  return FALSE;
}

gboolean
ger_force_apportion_begin (GerCtx *c, int n_bp, int n_fg, int n_gg)
{
  c->x->bt_apportion = MAX (n_bp, 0);
  c->x->bt_apportion_fg = MAX (n_fg, 0);
  c->x->bt_apportion_gg = MAX (n_gg, 0);
  return apportion_next (c);
}

void
ger_list_apportion (GerCtx *c)
{
  int kind = c->st->pending.args[0];

  for (int k = 0; k < 3; k++)
    if (member (c, k) >= 0 && ger_col_used (c, member (c, k)) && holds (c, member (c, k), kind) > 0)
      {
        if (kind == 0)
          ger_push (c, A_LOSE_BP, 1, member (c, k), 0);
        else
          ger_push (c, A_LOSE_ART, 2, member (c, k), kind);
      }
}

/* One BP or Artillery marker off the chosen Column; TRUE while the US has
 * more to place. */
gboolean
ger_apply_apportion (GerCtx *c, const BhAction *a)
{
  int i = a->args[0];

  if (a->kind == A_LOSE_ART)
    {
      ger_col_lose (c, i, 0, a->args[1] == 1, a->args[1] == 2);
      if (a->args[1] == 1)
        {
          c->x->bt_apportion_fg--;
          /* Translators: Geronimo: a Column (numbered) of a Coordinated force loses a Field Gun */
          ger_note (c, "5.723", _("Column %d loses a Field Gun"), i);
        }
      else
        {
          c->x->bt_apportion_gg--;
          /* Translators: Geronimo: a Column (numbered) of a Coordinated force loses a Gatling Gun */
          ger_note (c, "5.723", _("Column %d loses a Gatling Gun"), i);
        }
      return apportion_next (c);
    }
  ger_col_lose (c, i, 1, 0, 0);
  c->x->bt_apportion--;
  /* Translators: Geronimo: a Column (numbered) of a Coordinated force loses a BP */
  ger_note (c, "5.723", _("Column %d loses a BP"), i);
  return apportion_next (c);
}

/* May Column j try to join the attack (5.71)?  On Patrol in the same
 * Area, commanded, not played last US Round nor yet this one, no faster
 * than the attacking Column; in a Reaction, On Patrol in the action's
 * Area and not yet tried to React to it. */
static gboolean
may_join (const GerCtx *c, int j)
{
  const GerExtra *x = c->x;

  if (in_reaction (c))
    return j != x->bt_col && ger_col_used (c, j) && x->col_cmdr[j] >= 0 && !(x->bt_coord_tried & (1u << j)) &&
           !x->react_tried[j] && ger_col_space (c, j) == x->bt_area && !ger_is_mormon (c, j);
  return j != x->bt_col && ger_col_used (c, j) && x->col_cmdr[j] >= 0 && !(x->bt_coord_tried & (1u << j)) &&
         ger_col_space (c, j) == ger_col_space (c, x->bt_col) && x->col_played[j] != x->us_round &&
         (x->col_played[j] == 0 || x->us_round - x->col_played[j] >= 2) &&
         ger_col_speed (c, j) <= ger_col_speed (c, x->bt_col) && !ger_is_mormon (c, j);
}

gboolean
ger_coordination_offer (GerCtx *c)
{
  if (!in_reaction (c) && c->x->bt_coord_tried == 0 && c->x->plays != 1)
    return FALSE;               /* 5.724: only as the Round's sole operation */
  if (__builtin_popcount (c->x->bt_coord_tried) >= 2)
    return FALSE;               /* 5.71: up to three Columns */
  for (int j = 0; j < GER_MAX_COLUMNS; j++)
    if (may_join (c, j))
      {
        /* 5.721: before each Coordination DR the Indian may Evade what has
         * joined so far */
        if (ger_evasion_seat (c) >= 0)
          ger_decide (c, ger_evasion_seat (c), D_EVADE_EARLY, 0);
        else
          ger_decide (c, c->x->us_seat, D_COORDINATE, 0);
        return TRUE;
      }
  return FALSE;
}

void
ger_list_coordination (GerCtx *c)
{
  if (c->st->pending.kind == D_EVADE_EARLY)
    {
      ger_push (c, A_EVADE, 0, 0, 0);
      ger_push (c, A_AWAIT_COORDINATION, 0, 0, 0);
      return;
    }
  for (int j = 0; j < GER_MAX_COLUMNS; j++)
    if (may_join (c, j))
      ger_push (c, A_COORDINATE, 1, j, 0);
  ger_push (c, A_ATTACK_NOW, 0, 0, 0);
}

/* 11.2D: one DR for every Column named, against the highest Speed of the
 * Columns to combine (the attacking one among them); then the attack. */
static void
two_player_engage (GerCtx *c)
{
  GerExtra *x = c->x;
  int dr, speed;

  if (x->bt_coord_tried == 0)
    {
      ger_engage (c);
      return;
    }
  speed = ger_col_speed (c, x->bt_col);
  for (int j = 0; j < GER_MAX_COLUMNS; j++)
    if (x->bt_coord_tried & (1u << j))
      speed = MAX (speed, ger_col_speed (c, j));
  ger_note_scouts (c, ger_col_area (c, x->bt_col));
  dr = ger_roll (c);
  if (dr <= speed)
    {
      for (int j = 0, k = 0; j < GER_MAX_COLUMNS && k < 2; j++)
        if (x->bt_coord_tried & (1u << j))
          x->bt_joined[k++] = j;
      /* Translators: Geronimo: the two-player Coordination DR and the highest Speed */
      ger_note (c, "11.2D", _("Coordination DR %d within the highest Speed %d: the Columns join the attack"), dr, speed);
    }
  else
    ger_note (c, "11.2D", _("Coordination DR %d over the highest Speed %d: no Column joins, the others stay, played"), dr,
              speed);
  ger_engage (c);
}

void
ger_apply_coordination (GerCtx *c, const BhAction *a)
{
  GerExtra *x = c->x;
  int j = a->args[0], dr, speed;
  gboolean two_player = x->n_players == 2 && !in_reaction (c);

  if (a->kind == A_AWAIT_COORDINATION)
    {
      ger_decide (c, x->us_seat, D_COORDINATE, 0);
      return;
    }
  if (a->kind == A_ATTACK_NOW)
    {
      if (two_player)
        two_player_engage (c);
      else
        ger_engage (c);
      return;
    }
  x->bt_coord_tried |= 1u << j;
  if (in_reaction (c))
    {
      x->react_tried[j] = 1;
      ger_note_scouts (c, ger_col_area (c, j));
      dr = ger_roll (c);
      speed = ger_col_speed (c, j);
      if (dr > speed)
        {
          /* Translators: Geronimo: a Column's own Reaction DR, needed before it may coordinate, and its Speed */
          ger_note (c, "5.71, 5.351", _("Reaction DR %d over the Column's Speed %d: it may not join"), dr, speed);
          if (!ger_coordination_offer (c))
            ger_engage (c);
          return;
        }
      ger_note (c, "5.71, 5.351", _("Reaction DR %d within the Column's Speed %d: it may try to join"), dr, speed);
    }
  else
    {
      x->col_played[j] = x->us_round;            /* played, whether it joins or not (5.72) */
      x->plays = ger_col_plays_allowed (c);      /* 5.724: nothing else this Round */
    }
  if (two_player)
    {
      if (!ger_coordination_offer (c))
        two_player_engage (c);
      return;
    }
  if (!in_reaction (c))
    ger_note_scouts (c, ger_col_area (c, j));   /* in a Reaction, said at its DR */
  dr = ger_roll (c);
  speed = ger_col_speed (c, j);
  if (dr <= speed)
    {
      x->bt_joined[x->bt_joined[0] < 0 ? 0 : 1] = j;
      /* Translators: Geronimo: the Coordination DR and the joining Column's Speed */
      ger_note (c, "5.72", _("Coordination DR %d within the Column's Speed %d: it joins the attack"), dr, speed);
    }
  else if (in_reaction (c))
    ger_note (c, "5.72", _("Coordination DR %d over the Column's Speed %d: it stays"), dr, speed);
  else
    ger_note (c, "5.72", _("Coordination DR %d over the Column's Speed %d: it stays, played"), dr, speed);
  if (!ger_coordination_offer (c))
    ger_engage (c);
}

/* ---- 5.723: a Coordinated Column kept together ------------------------- */

/* The kept Columns still on the map, On Patrol together. */
static guint32
kept_alive (const GerCtx *c)
{
  guint32 m = 0;
  int area = -1;

  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if ((c->x->kept & (1u << i)) && ger_col_used (c, i) && ger_col_space (c, i) >= 0 &&
        (area < 0 || ger_col_space (c, i) == area))
      {
        area = ger_col_space (c, i);
        m |= 1u << i;
      }
  return __builtin_popcount (m) >= 2 ? m : 0;
}

/* Column `col` attacks, reacts or is attacked: the Coordinated Column it
 * is kept in fights as one, with no Coordination DR (5.723); its other
 * Columns are played (5.724).  TRUE when it was kept. */
gboolean
ger_kept_join (GerCtx *c, int col)
{
  GerExtra *x = c->x;
  int k = 0;

  x->kept = kept_alive (c);
  if (!(x->kept & (1u << col)))
    return FALSE;
  for (int j = 0; j < GER_MAX_COLUMNS && k < 2; j++)
    if (j != col && (x->kept & (1u << j)))
      {
        x->bt_joined[k++] = j;
        if (!x->bt_indian_attacks)
          x->col_played[j] = x->us_round;
      }
  if (!in_reaction (c))
    x->plays = ger_col_plays_allowed (c);       /* 5.724: its sole operation */
  ger_note (c, "5.723", _("The Coordinated Column fights as one"));
  return TRUE;
}

/* After a Coordinated attack the US may keep the Columns together in
 * their Area (5.723).  TRUE when he now decides. */
gboolean
ger_kept_offer (GerCtx *c, guint32 force)
{
  if (__builtin_popcount (force) < 2)
    return FALSE;
  c->x->kept_offer = force;
  ger_decide (c, c->x->us_seat, D_KEEP, 0);
  return TRUE;
}

void
ger_list_kept (GerCtx *c)
{
  ger_push (c, A_KEEP, 0, 0, 0);
  ger_push (c, A_SEPARATE, 0, 0, 0);
}

void
ger_apply_kept (GerCtx *c, const BhAction *a)
{
  if (a->kind == A_KEEP)
    {
      c->x->kept = c->x->kept_offer;
      ger_note (c, "5.723", _("The Coordinated Column stays together"));
    }
  else
    ger_note (c, "5.723", _("The Coordinated Column separates into its Columns"));
  c->x->kept_offer = 0;
  ger_decide (c, c->x->us_seat, D_OPERATION, 0);
}

/* Column i leaves the Coordinated Column (it moves, goes In Fort, or the
 * Turn ends): the rest stay together while two are left (5.723). */
void
ger_kept_leave (GerCtx *c, int i, const char *why)
{
  if (!(c->x->kept & (1u << i)))
    return;
  c->x->kept &= ~(1u << i);
  if (__builtin_popcount (c->x->kept) < 2)
    c->x->kept = 0;
  /* Translators: Geronimo: a Column (numbered) leaves a Coordinated Column, and why */
  ger_note (c, "5.723", _("Column %d separates from the Coordinated Column: %s"), i, why);
}

/* A Column's Speed for a Reaction: a kept Coordinated Column's is its
 * whole size's (5.723, 5.32). */
int
ger_kept_speed (const GerCtx *c, int i)
{
  guint32 m = (c->x->kept & (1u << i)) ? kept_alive (c) : 0;
  int bp = 0, fg = 0, pursuit = G_MININT;

  if (!(m & (1u << i)))
    return ger_col_speed (c, i);
  for (int j = 0; j < GER_MAX_COLUMNS; j++)
    if (m & (1u << j))
      {
        bp += c->x->col_bp[j];
        fg += c->x->col_fg[j];
        if (commander_of (c, j))
          pursuit = MAX (pursuit, commander_of (c, j)->pursuit);
      }
  return ger_speed (c, ger_col_area (c, i), bp, fg, pursuit == G_MININT ? 0 : pursuit);
}

/* The Coordinated Column tries one Reaction, not one a Column (5.723). */
void
ger_kept_reacted (GerCtx *c, int i)
{
  guint32 m = (c->x->kept & (1u << i)) ? kept_alive (c) : 0;

  for (int j = 0; j < GER_MAX_COLUMNS; j++)
    if (m & (1u << j))
      c->x->react_tried[j] = 1;
}
