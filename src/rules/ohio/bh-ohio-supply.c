/* bh-ohio-supply.c — Blood on the Ohio checks: the Expedition Check (7.0)
 * with withdrawals (7.1) and the campaign's entry charts (7.2, LR), the
 * Nation Check (8.0, 25.1), the Leader Check (9.0), the US Supply Check
 * (10.0) and Winter Quartering (11.0). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"

#include <stdlib.h>

enum {
  WS_NONE,
  WS_US,            /* regulars, leaders, artillery, scouts, wagons to forts (11.2) */
  WS_MILITIA_CUP,   /* half the militia units to the cup */
  WS_MILITIA,       /* the rest to settlements, one each */
  WS_WC,            /* warriors and leaders to their villages (11.1) */
  WS_REGULAR_CUP,   /* first, the regulars the forts cannot hold to the cup (11.2) */
};

/* ---- Leader Check (9.0) -------------------------------------------------------- */

void
ohio_leader_check (OhioCtx *c)
{
  const OhioData *d = c->d;

  for (guint p = 0; p < d->n_pieces; p++)
    {
      int roll;
      g_autofree char *name = NULL;

      if (!ohio_is_leader (c, p) || c->pc[p].face != 1 || !ohio_on_map (c, p))
        continue;
      roll = ohio_roll (c);
      /* 25.2: a WC leader in a stack is named to the WC only. */
      name = NOTING (c) ? ohio_told_name (c, p) : NULL;
      /* Translators: Blood on the Ohio (9.0): a wounded leader, the roll, then “healed”, “dies” or
         “still wounded” */
      ohio_note (c, "9.0", _("Leader Check, %s: %d, %s"), name, roll,
                 roll <= d->heal_max ? _("healed") : roll >= d->die_min ? _("dies") : _("still wounded"));
      if (roll <= d->heal_max)
        c->pc[p].face = 0;
      else if (roll >= d->die_min)
        ohio_kill_leader (c, p);
    }
}

/* ---- Nation Check (8.0) ----------------------------------------------------------- */

static void
withdraw_nation (OhioCtx *c, int nation)
{
  const OhioData *d = c->d;

  c->x->nation_status[nation] = NAT_WITHDRAWN;
  /* Translators: Blood on the Ohio (8.0): a nation (plural, “Mingo”) */
  ohio_note (c, "8.0", _("The %s withdraw from the war"), ohio_nation_name (c, nation));
  for (guint s = 0; s < d->n_spaces; s++)
    if (d->spaces[s].principal == nation)
      c->x->printed[s] = 0;
  for (guint p = 0; p < d->n_pieces; p++)
    {
      const OhioPieceInfo *pi = &d->pieces[p];

      if (pi->nation != nation || !ohio_on_map (c, p))
        continue;
      /* App. 3: Breaker stays active when the Delaware withdraw. */
      if (pi->stays && c->sc->breaker_stays)
        continue;
      if (pi->klass == PC_VILLAGE || pi->klass == PC_PRINCIPAL || pi->klass == PC_WARRIOR || ohio_is_leader (c, p))
        {
          c->pc[p].flags = 0;
          ohio_move_piece (c, p, d->wc_elim);
        }
    }
}

/* 25.1: a modified 6 keeps the nation in. */
static gboolean
revised_stays (OhioCtx *c, int nation)
{
  const OhioData *d = c->d;
  int roll, principal = -1;

  for (guint s = 0; s < d->n_spaces; s++)
    if (d->spaces[s].principal == nation)
      {
        if (c->x->printed[s] != 2)
          return FALSE;   /* damaged or destroyed: removed without a roll */
        principal = s;
      }
  roll = ohio_roll (c);
  if (!c->x->nation_hit[nation])
    roll++;
  if (principal >= 0)
    for (guint s = 0; s < d->n_spaces; s++)
      if (ohio_dist (d, s, principal) <= d->revised_leader_range)
        {
          gboolean key = FALSE;

          FOR_PIECES_AT (c, s, p)
            if (d->pieces[p].side == 1 && d->pieces[p].klass == PC_KEY_LEADER)
              key = TRUE;
          if (key)
            {
              roll++;
              break;
            }
        }
  /* Translators: Blood on the Ohio (25.1): a nation (plural), the modified roll, then “they stay”
     or “they withdraw” */
  ohio_note (c, "25.1", _("Revised Nation Check, the %s: %d modified, %s"), ohio_nation_name (c, nation), roll,
             roll >= d->revised_stays ? _("they stay") : _("they withdraw"));
  return roll >= d->revised_stays;
}

void
ohio_nation_check (OhioCtx *c)
{
  const OhioData *d = c->d;
  int us = c->x->vp2[0] / 2;

  for (guint n = 0; n < d->n_nations; n++)
    {
      int st = c->x->nation_status[n];

      /* Digest 8.2 #15: WC and treaty nations are checked. */
      if (!(st == NAT_WC || st == NAT_BROKEN || st == NAT_TREATY) || !d->nation_withdraws[n] ||
          d->nation_vp_square[n] <= 0 || us < d->nation_vp_square[n])
        continue;
      if ((c->x->options & OPT_REVISED_NATION_CHECK) && revised_stays (c, n))
        continue;
      withdraw_nation (c, n);
    }
}

/* ---- Expedition Check (7.0) --------------------------------------------------------- */

static int
take_from_mix (const OhioCtx *c, int type)
{
  const BhUnitType *t = bh_game_data_get_unit_type (c->d->data, type);

  for (int k = 0; k < t->count; k++)
    if (c->pc[t->first_piece + k].location == BH_OFFBOARD)
      return t->first_piece + k;
  return -1;
}

static void
queue (OhioCtx *c, int piece, int mode)
{
  OhioPlace *pl = &c->x->place;

  if (pl->kind == PL_NONE)
    {
      memset (pl, 0, sizeof *pl);
      pl->kind = PL_QUEUE;
      pl->side = 0;
      pl->drawn = -1;
    }
  if (pl->n < OHIO_QUEUE_MAX)
    {
      pl->piece[pl->n] = piece;
      pl->mode[pl->n] = mode;
      pl->n++;
    }
}

/* A chart line "type:count type:count": each piece comes from the unused
 * part of the counter mix. */
static void
chart (OhioCtx *c, const char *prop, int mode, int dest)
{
  const char *value = bh_props_lookup (c->sc->props, prop);
  g_auto(GStrv) parts = NULL;

  if (value == NULL)
    return;
  parts = g_strsplit (value, " ", -1);
  for (guint i = 0; parts[i]; i++)
    {
      char *colon = strchr (parts[i], ':');
      int n = colon ? atoi (colon + 1) : 1;
      int type;

      if (colon)
        *colon = 0;
      type = bh_game_data_find_unit_type (c->d->data, parts[i]);
      if (type < 0)
        continue;
      for (int k = 0; k < n; k++)
        {
          int p = take_from_mix (c, type);

          if (p < 0)
            break;
          c->pc[p].face = 0;
          c->pc[p].flags = 0;
          if (dest >= 0)
            ohio_move_piece (c, p, dest);
          else
            {
              /* Parked in the cup's place until placed: off the board. */
              ohio_move_piece (c, p, c->d->us_elim);
              queue (c, p, mode);
            }
        }
    }
}

static void
sub_leader_rolls (OhioCtx *c)
{
  const OhioData *d = c->d;

  /* 7.1: 4-6 stays, 1-3 removed. */
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].side == 0 && d->pieces[p].klass == PC_SUB_LEADER && ohio_on_map (c, p))
      {
        int roll = ohio_roll (c);

        /* Translators: Blood on the Ohio (7.1): a US subordinate leader, the roll, then “leaves
           with the expedition” or “stays” */
        ohio_note (c, "7.1", _("%s rolls %d: %s"), ohio_piece_name (c, p), roll,
                   roll <= d->withdrawal_loss_max ? _("leaves with the expedition") : _("stays"));
        if (roll <= d->withdrawal_loss_max)
          {
            c->pc[p].flags = 0;
            ohio_move_piece (c, p, d->us_elim);
          }
      }
}

static void
withdraw_expedition (OhioCtx *c, int e)
{
  const OhioData *d = c->d;

  c->x->exp_withdrawn |= 1u << e;
  ohio_note (c, "7.1", _("Expedition Check: the expedition withdraws"));
  if (c->sc->withdrawal_victory[e])
    return;   /* the WC wins at once (App. 3) */
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].side == 0 && d->pieces[p].klass == PC_KEY_LEADER && ohio_on_map (c, p))
      {
        c->pc[p].flags = 0;
        ohio_move_piece (c, p, d->us_elim);
      }
  sub_leader_rolls (c);
  ohio_start_winter (c, TRUE);
}

/* LR chart: the next expedition of the campaign. */
static void
enter_expedition (OhioCtx *c, int e, gboolean withdrew_now)
{
  const OhioData *d = c->d;
  char key[64];

  c->x->exp_entered |= 1u << e;
  c->x->expedition = e;
  ohio_note (c, "7.2", _("Expedition Check: the next expedition enters"));
  c->x->exp_entry_turn = c->st->turn;
  g_snprintf (key, sizeof key, "expedition-%d-entry", e);
  if (bh_props_lookup (c->sc->props, key) == NULL)
    return;
  /* The withdrawal's winter quarters are moot: everything but the
   * subordinate leaders leaves the map and the cup. */
  c->x->winter_stage = WS_NONE;
  c->x->withdrawal = 0;
  for (guint p = 0; p < d->n_pieces; p++)
    {
      const OhioPieceInfo *pi = &d->pieces[p];
      int loc = c->pc[p].location;

      if (pi->side != 0 || pi->klass == PC_SUB_LEADER || pi->klass == PC_SETTLEMENT || pi->klass == PC_FORT)
        continue;
      if (!(ohio_is_space (c, loc) || loc == d->cup))
        continue;
      c->pc[p].flags = 0;
      c->pc[p].face = 0;
      ohio_move_piece (c, p, pi->klass == PC_KEY_LEADER ? d->us_elim : BH_OFFBOARD);
    }
  if (!withdrew_now)
    sub_leader_rolls (c);
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].side == 0 && d->pieces[p].klass == PC_SUB_LEADER && ohio_on_map (c, p))
      queue (c, p, PM_FORT);
  g_snprintf (key, sizeof key, "expedition-%d-builds-added", e);
  chart (c, key, 0, d->builds);
  g_snprintf (key, sizeof key, "expedition-%d-forts", e);
  chart (c, key, PM_FORT, -1);
  g_snprintf (key, sizeof key, "expedition-%d-settlements", e);
  chart (c, key, PM_SETTLEMENT, -1);
  g_snprintf (key, sizeof key, "expedition-%d-cup", e);
  chart (c, key, 0, d->cup);
  g_snprintf (key, sizeof key, "expedition-%d-entry", e);
  chart (c, key, PM_ENTRY, -1);
  g_snprintf (key, sizeof key, "expedition-%d-entry-squares-min", e);
  c->x->place.min_squares = bh_props_lookup_int (c->sc->props, key, 1);
}

void
ohio_expedition_check (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioExtra *x = c->x;
  int wc = x->vp2[1] / 2;
  int e = x->expedition;
  gboolean withdrew = FALSE;

  /* 7.0: each square fires once, at an Expedition Check (digest 8.2 #14);
   * with the literal reading a square reached and lost before the check
   * is void (ohio_vp keeps the record). */
  if (e >= 1 && e <= 3 && !(x->exp_withdrawn >> e & 1) && d->exp_withdraw_square[e] && wc >= d->exp_withdraw_square[e] &&
      !(x->exp_void >> e & 1))
    {
      withdraw_expedition (c, e);
      withdrew = TRUE;
      if (c->sc->withdrawal_victory[e])
        return;
    }
  if (e + 1 <= 3 && (x->exp_withdrawn >> e & 1) && !(x->exp_entered >> (e + 1) & 1) &&
      d->exp_entry_square[e + 1] && wc >= d->exp_entry_square[e + 1] && !(x->exp_void >> (4 + e + 1) & 1))
    enter_expedition (c, e + 1, withdrew);
}

/* App. 4 (Legion): a later part of the Third Expedition waits off the
 * board until the US places it on a US entry square (PM_ENTRY), as the
 * LR chart's pieces do; no least number of squares ("one or more"). */
void
ohio_queue_entry (OhioCtx *c, int piece)
{
  c->pc[piece].flags = 0;
  ohio_move_piece (c, piece, c->d->us_elim);
  queue (c, piece, PM_ENTRY);
}

/* LR chart, Third Expedition: reinforcements the turn after its entry and
 * two turns after. */
void
ohio_expedition_reinforcements (OhioCtx *c)
{
  char key[64];
  int k = c->st->turn - c->x->exp_entry_turn;

  if (k < 1 || k > 2 || !(c->x->exp_entered >> c->x->expedition & 1) || c->x->expedition < 2)
    return;
  g_snprintf (key, sizeof key, "expedition-%d-reinforcements-%d", c->x->expedition, k);
  chart (c, key, PM_ENTRY, -1);
}

/* ---- US Supply Check (10.0) ------------------------------------------------------------ */

static gboolean
needs_supply (const OhioCtx *c, int s)
{
  /* 2.4.3: entry squares are off the map, not spaces. */
  if (c->d->spaces[s].entry)
    return FALSE;
  FOR_PIECES_AT (c, s, p)
    if (c->d->pieces[p].side == 0 && (ohio_is_regular (c, p) || ohio_is_militia (c, p)) && c->pc[p].face == 0)
      return TRUE;
  return FALSE;
}

/* Spaces within 4 of `from` on paths clear of enemy FP and of unoccupied
 * principal villages (10.0). */
static void
supply_reach (const OhioCtx *c, int from, guint8 *dist)
{
  const OhioData *d = c->d;
  gint16 queue_[OHIO_MAX_SPACES];
  guint head = 0, tail = 0;

  memset (dist, 255, d->n_spaces);
  dist[from] = 0;
  queue_[tail++] = from;
  while (head < tail)
    {
      int u = queue_[head++];
      guint n;
      const OhioAdj *adj = ohio_adj (d, u, &n);

      if (dist[u] >= d->supply_range)
        continue;
      for (guint i = 0; i < n; i++)
        {
          int v = adj[i].to;

          if (dist[v] != 255 || d->spaces[v].entry)
            continue;
          if (ohio_has_military (c, v, 1, 0, 0) && ohio_stack_fp (c, v, 1, 0, 0) > 0)
            continue;
          if ((ohio_principal_healthy (c, v) || ohio_principal_reduced (c, v) >= 0) && !ohio_has_military (c, v, 1, 0, 0))
            continue;
          dist[v] = dist[u] + 1;
          queue_[tail++] = v;
        }
    }
}

static gboolean
fort_supplied (const OhioCtx *c, int s)
{
  guint8 dist[OHIO_MAX_SPACES];

  if (ohio_has_fort (c, s))
    return TRUE;
  supply_reach (c, s, dist);
  for (guint t = 0; t < c->d->n_spaces; t++)
    if (dist[t] != 255 && ohio_has_fort (c, t))
      return TRUE;
  return FALSE;
}

static void
out_of_supply (OhioCtx *c, int s)
{
  /* Translators: Blood on the Ohio (10.0): a space */
  ohio_note (c, "10.0", _("The US units at %s are out of supply and reduced"), ohio_loc_name (c, s));
  FOR_PIECES_AT (c, s, p)
    if (c->d->pieces[p].side == 0 && (ohio_is_regular (c, p) || ohio_is_militia (c, p)))
      c->pc[p].face = 1;
}

gboolean
ohio_supply_step (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioExtra *x = c->x;

  if (!x->proc_started)
    {
      x->proc_started = 1;
      x->supply_space = -1;
    }
  for (int s = x->supply_space + 1; s < (int) d->n_spaces; s++)
    {
      guint8 dist[OHIO_MAX_SPACES];
      gboolean wagon = FALSE;

      x->supply_space = s;
      if (!needs_supply (c, s) || fort_supplied (c, s))
        continue;
      supply_reach (c, s, dist);
      for (guint t = 0; t < d->n_spaces && !wagon; t++)
        if (dist[t] != 255)
          FOR_PIECES_AT (c, t, p)
            if (d->pieces[p].klass == PC_WAGON)
              wagon = TRUE;
      if (!wagon)
        {
          out_of_supply (c, s);
          continue;
        }
      ohio_set_decision (c, 0, D_SUPPLY, s, 0);
      return TRUE;
    }
  x->supply_space = -1;
  return FALSE;
}

void
ohio_list_supply (OhioCtx *c)
{
  const OhioData *d = c->d;
  int s = c->x->supply_space;
  guint8 dist[OHIO_MAX_SPACES];

  ohio_add_action (c, A_NO_SUPPLY, 1, s, 0, 0);
  supply_reach (c, s, dist);
  for (guint t = 0; t < d->n_spaces; t++)
    if (dist[t] != 255)
      FOR_PIECES_AT (c, t, p)
        if (d->pieces[p].klass == PC_WAGON)
          ohio_add_action (c, A_SUPPLY, 2, s, p, 0);
}

void
ohio_apply_supply (OhioCtx *c, const BhAction *a)
{
  int s = a->args[0];

  if (a->kind == A_NO_SUPPLY)
    {
      out_of_supply (c, s);
      return;
    }
  /* 10.0: a wagon supplies two stacks, one step each. */
  {
    int w = a->args[1];

    if (c->pc[w].face == 0)
      c->pc[w].face = 1;
    else
      {
        c->pc[w].flags = 0;
        c->pc[w].face = 0;
        ohio_move_piece (c, w, c->d->cup);
      }
  }
}

/* ---- Winter Quartering (11.0) ---------------------------------------------------------- */

static gboolean
us_winters_in_fort (const OhioCtx *c, int p)
{
  int k = c->d->pieces[p].klass;

  if (k == PC_ARTILLERY)
    return c->pc[p].face == 0;   /* lost artillery stays where it is */
  return k == PC_REG_INF || k == PC_REG_CAV || k == PC_KEY_LEADER || k == PC_SUB_LEADER ||
         k == PC_SCOUT || k == PC_WAGON;
}

static int
wintered_regular_fp (const OhioCtx *c, int s)
{
  int fp = 0;

  FOR_PIECES_AT (c, s, p)
    if ((c->pc[p].flags & F_MOVED) && ohio_is_regular (c, p))
      fp += ohio_fp (c, p);
  return fp;
}

static gboolean
fort_room (const OhioCtx *c, int s, int p)
{
  if (!ohio_has_fort (c, s))
    return FALSE;
  if (!ohio_is_regular (c, p))
    return TRUE;
  return wintered_regular_fp (c, s) + ohio_fp (c, p) <= ohio_winter_capacity (c, s);
}

/* 11.2: the regular FP still to winter beyond what the forts on the map
 * can still support ("Any excess regular FPs are removed to the US
 * player's reinforcement cup"): the US chooses which regulars those are. */
static int
regular_excess (const OhioCtx *c)
{
  const OhioData *d = c->d;
  int fp = 0, room = 0;

  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].side == 0 && ohio_is_regular (c, p) && ohio_on_map (c, p) && !(c->pc[p].flags & F_MOVED))
      fp += ohio_fp (c, p);
  for (guint s = 0; s < d->n_spaces && fp > 0; s++)
    if (ohio_has_fort (c, s))
      room += MAX (ohio_winter_capacity (c, s) - wintered_regular_fp (c, s), 0);
  return fp - room;
}

static int
next_piece (const OhioCtx *c)
{
  const OhioData *d = c->d;
  int stage = c->x->winter_stage;

  for (guint p = 0; p < d->n_pieces; p++)
    {
      const OhioPieceInfo *pi = &d->pieces[p];

      /* 11.0, 11.2: every unit "on the map board" winters, those waiting
       * on an entry square too (printed on the board, 2.4.3). */
      if ((c->pc[p].flags & F_MOVED) || !ohio_on_map (c, p))
        continue;
      if (stage == WS_US && pi->side == 0 && us_winters_in_fort (c, p))
        return p;
      if ((stage == WS_MILITIA_CUP || stage == WS_MILITIA) && pi->side == 0 && ohio_is_militia (c, p))
        return p;
      if (stage == WS_WC && pi->side == 1 && (pi->klass == PC_WARRIOR || ohio_is_leader (c, p)))
        return p;
    }
  return -1;
}

static gboolean
own_village (const OhioCtx *c, int s, int nation)
{
  return ohio_has_village (c, s) && ohio_village_nation (c, s) == nation;
}

static gboolean
principal_village (const OhioCtx *c, int s)
{
  return ohio_principal_healthy (c, s) || ohio_principal_reduced (c, s) >= 0;
}

static int
wintered_warriors (const OhioCtx *c, int s, int off_map)
{
  int n = 0;

  FOR_PIECES_AT (c, s, p)
    if ((c->pc[p].flags & F_MOVED) && c->d->pieces[p].klass == PC_WARRIOR &&
        (off_map < 0 || c->d->nation_off_map[c->d->pieces[p].nation] == off_map))
      n++;
  return n;
}

/* 11.1: where a WC piece may winter. */
static int
wc_destinations (const OhioCtx *c, int p, gint16 *out)
{
  const OhioData *d = c->d;
  int nation = d->pieces[p].nation;
  int n = 0;
  gboolean leader = ohio_is_leader (c, p);

  if (nation == OHIO_NONE)
    return 0;
  if (d->nation_off_map[nation])
    {
      /* Any WC principal village, one unit each; leaders too ("their
       * units", 3.1.1), but with no limit on leaders ("no restrictions
       * regarding the number of WC leaders"). */
      for (guint s = 0; s < d->n_spaces; s++)
        if (principal_village (c, s) && ohio_nation_is_wc (c, ohio_village_nation (c, s)) &&
            (leader || wintered_warriors (c, s, 1) == 0))
          out[n++] = s;
      return n;
    }
  if (leader)
    {
      for (guint s = 0; s < d->n_spaces; s++)
        if (own_village (c, s, nation))
          out[n++] = s;
      /* A leader whose nation has no village left (Breaker after the
       * Delaware withdraw, App. 3) winters in any WC village. */
      if (n == 0 && d->pieces[p].stays)
        for (guint s = 0; s < d->n_spaces; s++)
          if (ohio_has_village (c, s) && ohio_nation_is_wc (c, ohio_village_nation (c, s)))
            out[n++] = s;
      return n;
    }
  for (guint s = 0; s < d->n_spaces; s++)
    if (own_village (c, s, nation) && wintered_warriors (c, s, 0) == 0)
      out[n++] = s;
  if (n == 0)
    for (guint s = 0; s < d->n_spaces; s++)
      if (own_village (c, s, nation) && principal_village (c, s))
        out[n++] = s;
  return n;
}

static gboolean
militia_free_settlement (const OhioCtx *c, int s)
{
  if (!ohio_has_settlement (c, s) || ohio_has_fort (c, s) || ohio_enemy_present (c, s, 0))
    return FALSE;
  FOR_PIECES_AT (c, s, q)
    if ((c->pc[q].flags & F_MOVED) && ohio_is_militia (c, q))
      return FALSE;
  return TRUE;
}

static int
us_destinations (const OhioCtx *c, int p, gint16 *out)
{
  const OhioData *d = c->d;
  int n = 0;

  for (guint s = 0; s < d->n_spaces; s++)
    if (c->x->winter_stage == WS_US ? fort_room (c, s, p) : militia_free_settlement (c, s))
      out[n++] = s;
  return n;
}

static void
winter_place (OhioCtx *c, int p, int s)
{
  const OhioData *d = c->d;
  int from = c->pc[p].location;

  gboolean last = TRUE, all;
  gint16 arms[OHIO_MAX_NATIONS];
  int n_arms = 0, taken = 0;

  /* 11.1, 23.0: British Arms go with a warrior of their stack, one each,
   * and only where its nation may hold one more ("A nation may never
   * have more than one"), so that no marker the WC may keep is lost to
   * the piece order (referee-ohio4 B2); the last warrior to leave takes
   * those left, never alone. */
  if (d->pieces[p].klass == PC_WARRIOR)
    {
      FOR_PIECES_AT (c, from, q)
        {
          if (q != p && d->pieces[q].klass == PC_WARRIOR && !(c->pc[q].flags & F_MOVED))
            last = FALSE;
          if (d->pieces[q].klass == PC_ARMS && !(c->pc[q].flags & F_MOVED) && n_arms < OHIO_MAX_NATIONS)
            arms[n_arms++] = q;
        }
      all = last && !ohio_has_village (c, from);
      ohio_move_piece (c, p, s);
      for (int i = 0; i < n_arms && (all || taken < 1); i++)
        if (all || ohio_arms_may_go (c, arms[i], s))
          {
            c->pc[arms[i]].flags = F_MOVED;
            ohio_move_piece (c, arms[i], s);
            taken++;
          }
    }
  if (c->pc[p].location != s)
    ohio_move_piece (c, p, s);
  c->pc[p].flags = F_MOVED | (d->pieces[p].side == 0 && ohio_has_fort (c, s) ? F_DEFEND : 0);
}

static void
winter_away (OhioCtx *c, int p)
{
  const OhioData *d = c->d;

  c->pc[p].flags = 0;
  if (d->pieces[p].side == 0)
    {
      c->pc[p].face = 0;   /* 11.2: back at full strength when drawn */
      ohio_move_piece (c, p, c->sc->us_casualties_removed ? d->us_elim : d->cup);
    }
  else
    {
      int box = d->pieces[p].nation != OHIO_NONE ? d->nation_box[d->pieces[p].nation] : -1;

      if (ohio_is_leader (c, p) && box < 0)
        {
          c->pc[p].flags = F_MOVED;
          return;
        }
      ohio_move_piece (c, p, box >= 0 ? box : d->wc_elim);
    }
}

void
ohio_start_winter (OhioCtx *c, gboolean withdrawal)
{
  c->x->winter_stage = WS_REGULAR_CUP;
  c->x->withdrawal = withdrawal;
  for (guint p = 0; p < c->d->n_pieces; p++)
    c->pc[p].flags &= ~F_MOVED;
}

static int
militia_on_map (const OhioCtx *c)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].side == 0 && ohio_is_militia (c, p) && ohio_on_map (c, p) && !(c->pc[p].flags & F_MOVED))
      n++;
  return n;
}

gboolean
ohio_winter_step (OhioCtx *c)
{
  OhioExtra *x = c->x;

  for (;;)
    {
      int p;
      gint16 dest[OHIO_MAX_SPACES];
      int n;

      if (x->winter_stage == WS_NONE)
        return FALSE;
      if (x->winter_stage == WS_REGULAR_CUP)
        {
          if (regular_excess (c) <= 0)
            {
              x->winter_stage = WS_US;
              continue;
            }
          ohio_set_decision (c, 0, D_WINTER, -1, 0);
          return TRUE;
        }
      p = next_piece (c);
      if (x->winter_stage == WS_MILITIA_CUP)
        {
          /* 11.2: half of the militia units on the map (rounded down). */
          if (x->winter_militia_left == 0 || p < 0)
            {
              x->winter_stage = WS_MILITIA;
              continue;
            }
          ohio_set_decision (c, 0, D_WINTER, -1, 0);
          return TRUE;
        }
      if (p < 0)
        {
          if (x->winter_stage == WS_US)
            {
              x->winter_stage = WS_MILITIA_CUP;
              x->winter_militia_left = militia_on_map (c) / 2;
            }
          else if (x->winter_stage == WS_MILITIA)
            x->winter_stage = x->withdrawal ? WS_NONE : WS_WC;
          else
            x->winter_stage = WS_NONE;
          if (x->winter_stage == WS_NONE)
            {
              for (guint q = 0; q < c->d->n_pieces; q++)
                c->pc[q].flags &= ~F_MOVED;
              x->withdrawal = 0;
              return FALSE;
            }
          continue;
        }
      n = c->d->pieces[p].side == 0 ? us_destinations (c, p, dest) : wc_destinations (c, p, dest);
      if (n <= 1)
        {
          /* 25.2: a WC piece in a stack is named to the WC only. */
          g_autofree char *name = NOTING (c) ? ohio_told_name (c, p) : NULL;
          const char *rule = c->d->pieces[p].side == 0 ? "11.2" : "11.1";
          int from = c->pc[p].location;

          if (n == 1)
            {
              winter_place (c, p, dest[0]);
              /* Translators: Blood on the Ohio (11.1, 11.2): a piece (or “a WC piece”), then the one
                 space where it may winter */
              ohio_note (c, rule, _("%s: winter quarters at %s, the only place open"), name, ohio_loc_name (c, dest[0]));
            }
          else
            {
              winter_away (c, p);
              if (c->pc[p].location == from)
                /* Translators: Blood on the Ohio (11.1): a WC leader (or “a WC piece”) with no
                   village to winter in and no nation square */
                ohio_note (c, rule, _("%s: no place to winter, it stays"), name);
              else
                /* Translators: Blood on the Ohio (11.1, 11.2): a piece (or “a WC piece”), then where it
                   goes: the Recruitment Cup, a nation square */
                ohio_note (c, rule, _("%s: no place to winter, removed to %s"), name,
                           ohio_loc_name (c, c->pc[p].location));
            }
          continue;
        }
      ohio_set_decision (c, c->d->pieces[p].side, D_WINTER, p, 0);
      return TRUE;
    }
}

void
ohio_list_winter (OhioCtx *c)
{
  int p = c->st->pending.args[0];
  gint16 dest[OHIO_MAX_SPACES];
  int n;

  if (c->x->winter_stage == WS_REGULAR_CUP)
    {
      for (guint q = 0; q < c->d->n_pieces; q++)
        if (c->d->pieces[q].side == 0 && ohio_is_regular (c, q) && ohio_on_map (c, q) && !(c->pc[q].flags & F_MOVED))
          ohio_add_action (c, A_WINTER_CUP, 1, q, 0, 0);
      return;
    }
  if (c->x->winter_stage == WS_MILITIA_CUP)
    {
      for (guint q = 0; q < c->d->n_pieces; q++)
        if (c->d->pieces[q].side == 0 && ohio_is_militia (c, q) && ohio_on_map (c, q) && !(c->pc[q].flags & F_MOVED))
          ohio_add_action (c, A_WINTER_CUP, 1, q, 0, 0);
      return;
    }
  n = c->d->pieces[p].side == 0 ? us_destinations (c, p, dest) : wc_destinations (c, p, dest);
  for (int i = 0; i < n; i++)
    ohio_add_action (c, A_PLACE, 2, p, dest[i], 0);
}

void
ohio_apply_winter (OhioCtx *c, const BhAction *a)
{
  if (a->kind == A_WINTER_CUP)
    {
      winter_away (c, a->args[0]);
      if (c->x->winter_stage == WS_MILITIA_CUP && c->x->winter_militia_left > 0)
        c->x->winter_militia_left--;
      return;
    }
  winter_place (c, a->args[0], a->args[1]);
}
