/* bh-geronimo-combat.c — battles between the US Army and the Indians
 * (7.3-7.6): a Column attacks a Village or a War Party in its Area, or
 * reacts to a Relocation (5.35, 5.36).  Before the battle the Indian may
 * Evade (7.51, 7.52), the US Pursue (7.53) and the Indian Ambush (7.54);
 * then each side rolls with its DRMs (7.31) on the Battle Table, the
 * result being what the other loses (7.32); Villages take Devastation
 * (7.41) and may be Massacred (7.62); the Spoils of War give VPs (7.33).
 *
 * Dice, in order: Evasion, Pursuit, Ambush, one per Gatling (5.54), the
 * US Battle DR, the Indian Battle DR.  Every check "DR < x" is read DR <= x
 * (the digest's reading, §8.1). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"


/* The odds table (7.31): 1-3, 1-2, 2-3, 1-1, 3-2, 2-1, 3-1 as fractions. */
static const int odds_num[7] = { 1, 1, 2, 1, 3, 2, 3 };
static const int odds_den[7] = { 3, 2, 3, 1, 2, 1, 1 };

/* The odds line of `own` BPs against `enemy` (7.31): ODDS_US rounds down
 * for the Indians' side and up for the US (the caller says whose ratio);
 * ODDS_INDIANS the other way; ODDS_NEAREST to the nearest line, ties to
 * the defender (the caller passes the attacker's BPs as `own`). */
int
ger_odds_index (int own, int enemy, int rounding)
{
  int best = 0;

  if (enemy <= 0)
    return 6;
  if (rounding == ODDS_NEAREST)
    {
      /* |own/enemy - n/d| compared exactly: |own*d - n*enemy| / (enemy*d) */
      for (int k = 1; k < 7; k++)
        {
          long a = labs ((long) own * odds_den[k] - (long) odds_num[k] * enemy) * odds_den[best];
          long b = labs ((long) own * odds_den[best] - (long) odds_num[best] * enemy) * odds_den[k];

          if (a < b)
            best = k;
        }
      return best;
    }
  if (rounding == ODDS_US)
    {
      /* round up: the lowest line at or above the ratio */
      for (int k = 0; k < 7; k++)
        if ((long) own * odds_den[k] <= (long) odds_num[k] * enemy)
          return k;
      return 6;
    }
  /* round down: the highest line at or under the ratio */
  for (int k = 6; k >= 0; k--)
    if ((long) own * odds_den[k] >= (long) odds_num[k] * enemy)
      return k;
  return 0;
}

static int
home_bp (const GerCtx *c, int v)
{
  return ger_village_home_bp (c, v);
}

static int
target_bp (const GerCtx *c)
{
  return ger_ally_bp (c, c->x->bt_village, c->x->bt_wp);   /* a combined War Party's sum (6.73) */
}

/* Removes n of the target's BPs; returns how many went. */
static int
target_lose (GerCtx *c, int n)
{
  const GerVillage *gv = &c->d->villages[c->x->bt_village];
  int l, lost = 0;

  if (c->x->bt_wp)
    return ger_ally_lose (c, c->x->bt_village, n);   /* a combined one's placed by its player (9.2FF) */
  l = ger_village_area (c, c->x->bt_village);
  for (int p = gv->bp_first + gv->bp_count - 1; p >= gv->bp_first && lost < n; p--)
    if (c->pc[p].location == l && !(c->pc[p].flags & GER_FLAG_OUT))
      {
        bh_state_move_piece (c->st, p, BH_OFFBOARD);
        lost++;
      }
  return lost;
}

/* Is Chief i with Village v's War Party (6.53) or, for the Village
 * itself (wp FALSE), available this Turn, of the Village (6.51) and not
 * out with a War Party? */
static gboolean
chief_present (const GerCtx *c, int i, int v, gboolean wp)
{
  const GerChief *ch = &c->d->chiefs[i];

  if (wp)
    return c->x->chief_wp[i] > 0 && !(c->x->chief_wp[i] & GER_CHIEF_FIRST) &&
           (ger_ally_set (c, v, TRUE) & (G_GUINT64_CONSTANT (1) << (c->x->chief_wp[i] - 1)));   /* 6.74 */
  return c->x->chief_wp[i] == 0 && ger_chief_available (c, i) && ch->tribe == c->d->villages[v].tribe &&
         (ch->village == v || ch->village < 0);
}

/* 6.53: Chiefs together fight at the highest Combat rating "plus one for
 * each additional Chief with a Combat rating of '2' or '3'"; the ratings
 * of the n Chiefs present.  Shared by the Column battles (below) and the
 * combined War Party's strength (ger_wp_combat). */
int
ger_chiefs_combat (const int *ratings, int n)
{
  int best = 0, strong = 0;

  for (int k = 0; k < n; k++)
    {
      best = MAX (best, ratings[k]);
      strong += ratings[k] >= 2;
    }
  return best + MAX (strong - (best >= 2 ? 1 : 0), 0);
}

/* The best rating `what` among the Chiefs with Village v or its War
 * Party; for Combat 6.53's total (ger_chiefs_combat). */
int
ger_chiefs_rating (const GerCtx *c, int v, gboolean wp, const char *what)
{
  int best = 0, combat[GER_MAX_CHIEFS], n = 0;

  for (guint i = 0; i < c->d->n_chiefs; i++)
    {
      const GerChief *ch = &c->d->chiefs[i];
      int r;

      if (!chief_present (c, i, v, wp))
        continue;
      r = g_str_equal (what, "combat") ? ch->combat : g_str_equal (what, "evasion") ? ch->evasion : ch->aggression;
      best = MAX (best, r);
      combat[n++] = ch->combat;
    }
  if (g_str_equal (what, "combat"))
    return ger_chiefs_combat (combat, n);
  return best;
}

static int
chiefs (const GerCtx *c, const char *what)
{
  return ger_chiefs_rating (c, c->x->bt_village, c->x->bt_wp, what);
}

static int
us_seat (const GerCtx *c)
{
  return c->x->us_seat;
}

/* The seat who decides for the target, or -1 for an Inactive Tribe (7.4). */
static int
indian_seat (const GerCtx *c)
{
  return c->x->bt_wp ? ger_wp_seat (c, c->x->bt_village) : ger_village_controller (c, c->x->bt_village);
}

static gboolean
guerilla_here (const GerCtx *c)
{
  int a = c->d->area_of_space[c->x->bt_area];

  return ger_ally_guerilla (c, c->x->bt_village, c->x->bt_wp) && a >= 0 && c->d->areas[a].mountain;
}

static const GerCommander *
commander (const GerCtx *c)
{
  int k = c->x->col_cmdr[c->x->bt_col];

  return k >= 0 ? &c->d->commanders[k] : NULL;
}

static void battle (GerCtx *c);

/* A Battle Table result as the log says it: a number or ALL (7.41). */
const char *
ger_loss_text (char *buf, gsize n, int loss)
{
  if (loss == GER_ALL)
    return _("ALL");
  g_snprintf (buf, n, "%d", loss);
  return buf;
}

/* A Devastation marker of `marker` (1-3, 7.41) on Village v: the total
 * subtracts from its SP (6.64) and nothing caps it but its storage. */
void
ger_devastate (GerCtx *c, int v, int marker)
{
  c->x->devastation[v] = MIN (c->x->devastation[v] + marker, GER_DEVASTATION_STORE);
}
static void finish (GerCtx *c);
static void wp_go_on (GerCtx *c, int v);

/* Column `col` attacks Village v (or its War Party) in its Area. */
void
ger_column_attack (GerCtx *c, int col, int v, gboolean wp, int after)
{
  GerExtra *x = c->x;

  x->bt_col = col;
  x->bt_village = v;
  x->bt_wp = wp;
  x->bt_after = after;
  x->bt_ambush = 0;
  x->bt_us_loss = 0;
  x->bt_indian_lost = 0;
  x->bt_area = ger_col_space (c, col);
  x->hit_round[v] |= wp ? 2 : 1;
  /* Translators: Geronimo: a Commander's Column attacks a Village (or
     its War Party) in an Area */
  ger_note (c, "7.1", wp ? _("The Column of %s attacks the %s War Party in %s")
                         : _("The Column of %s attacks the %s Village in %s"),
            commander (c) ? bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, commander (c)->piece))->name : "?",
            ger_village_name (c, v), ger_loc_name (c, x->bt_area));
  x->bt_joined[0] = x->bt_joined[1] = -1;
  x->bt_coord_tried = 0;
  x->bt_massacre = 0;
  x->bt_devastated = 0;
  if (ger_kept_join (c, col))
    {
      ger_engage (c);                           /* 5.723: kept together, no Coordination DR */
      return;
    }
  if (after != BT_AFTER_WP && ger_coordination_offer (c))
    return;                                     /* 5.71: others may join first, in an attack or a Reaction */
  ger_engage (c);
}

/* The seat that may try to Evade the battle's Columns, or -1: none for an
 * Inactive Tribe (7.4) or one under Blood Lust (9.2F, 6.73). */
int
ger_evasion_seat (const GerCtx *c)
{
  if (indian_seat (c) < 0 || (ger_ally_marks (c, c->x->bt_village, c->x->bt_wp) & GER_MARK_BLOOD_LUST))
    return -1;
  return indian_seat (c);
}

/* The Indian's answer to the attack: Evasion unless barred (7.4, 9.2F). */
void
ger_engage (GerCtx *c)
{
  GerExtra *x = c->x;
  int v = x->bt_village;

  if (indian_seat (c) < 0)
    {
      ger_note (c, "7.4", _("An Inactive Tribe's Village may neither Evade nor Ambush"));
      battle (c);
      return;
    }
  if (ger_ally_marks (c, v, x->bt_wp) & GER_MARK_BLOOD_LUST)    /* 6.73: a member's detriment is the Alliance's */
    {
      ger_note (c, "9.2F", _("Blood Lust: the Tribe may not Evade"));
      battle (c);
      return;
    }
  ger_decide (c, indian_seat (c), D_EVADE, v);
}

/* One BP lost to attrition while evading (7.52, 7.54); a Village with
 * none takes Devastation -1 instead (7.55). */
static void
evasion_attrition (GerCtx *c, const char *rule)
{
  int v = c->x->bt_village;

  if (target_bp (c) == 0 && !c->x->bt_wp)
    {
      /* a level 1 marker of its own: 7.41's -3 is each marker's cap, not the total's */
      ger_devastate (c, v, 1);
      ger_note (c, "7.55", _("The Village has no BP: it is Devastated -1 instead"));
      return;
    }
  target_lose (c, 1);
  c->x->bt_indian_lost++;
  /* Translators: Geronimo: a Village's name */
  ger_note (c, rule, _("%s loses 1 BP to Evasion Attrition"), ger_village_name (c, v));
}

static int
evasion_capability (const GerCtx *c)
{
  /* 7.52: Tribe + best Chief + Guerilla in a Mountain Area + 3 a War Party */
  return ger_ally_rating (c, c->x->bt_village, c->x->bt_wp, "evasion") + chiefs (c, "evasion") + (guerilla_here (c) ? 1 : 0) +
         (c->x->bt_wp ? 3 : 0) - (c->x->events & GER_EV_WINTER ? 1 : 0) -
         (ger_ally_marks (c, c->x->bt_village, c->x->bt_wp) & GER_MARK_NO_HORSES ? 2 : 0);     /* 12.13: Horse Killers */
}

static int
pursuit_capability (const GerCtx *c)
{
  int a = c->d->area_of_space[c->x->bt_area];
  const GerCommander *k = commander (c);

  /* 7.53: Speed + 1 for a Guerilla Commander in a Mountain Area - 2 Winter Campaigning (9.2HH) */
  return ger_force_speed (c) + (k && k->guerilla && a >= 0 && c->d->areas[a].mountain ? 1 : 0) -
         (c->x->events & GER_EV_WINTER ? 2 : 0);
}

static int
ambush_capability (const GerCtx *c)
{
  /* 7.54: Tribe + best Chief + Guerilla in a Mountain Area */
  return ger_village_aggression (c, c->x->bt_village, c->x->bt_wp) + chiefs (c, "aggression") + (guerilla_here (c) ? 1 : 0);
}

/* Nobody (more) reacts: the Indian's action goes on. */
static void
no_reaction (GerCtx *c)
{
  int v = c->x->bt_village;

  if (!c->x->bt_react_wp)
    {
      ger_round_done (c);
      return;
    }
  ger_decide (c, ger_wp_seat (c, v) >= 0 ? ger_wp_seat (c, v) : c->x->us_seat, D_AUTO, 0);
  if (c->x->bt_react_wp == 2)
    ger_wp_go_home (c, v);
  else
    wp_go_on (c, v);
}

/* 5.351: with the Telegraph, a Column may React into an adjacent Area
 * where the action is (+1 to its DR): that Area, or -1. */
static int
react_into (const GerCtx *c, int i)
{
  int s = ger_col_space (c, i);
  const int where[2] = { c->x->bt_react_from, c->x->bt_react_to };

  if (!(c->x->events & GER_EV_TELEGRAPH) || s < 0 || ger_lines_cut (c, s))
    return -1;                                  /* 12.13: not out of a Lines Cut Area */
  for (int k = 0; k < 2; k++)
    if (c->d->area_of_space[where[k]] >= 0 && c->d->adjacent[s][where[k]] == 1 && !ger_lines_cut (c, where[k]) &&
        !ger_bloody_kansas (c, where[k]))       /* 9.2DD: not into Bloody Kansas */
      return where[k];
  return -1;
}

static gboolean
may_react (const GerCtx *c, int i)
{
  const GerExtra *x = c->x;

  return ger_col_used (c, i) && x->col_cmdr[i] >= 0 && !x->react_tried[i] && ger_col_space (c, i) >= 0 &&
         !ger_is_mormon (c, i) &&                        /* 9.2O */
         (ger_col_space (c, i) == x->bt_react_from || ger_col_space (c, i) == x->bt_react_to ||
          react_into (c, i) >= 0);
}

/* Offers the US a Reaction if a Column may still try one (5.35). */
static gboolean
offer (GerCtx *c)
{
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (may_react (c, i))
      {
        ger_decide (c, us_seat (c), D_REACT, 0);
        return TRUE;
      }
  return FALSE;
}

void
ger_list_combat (GerCtx *c)
{
  switch (c->st->pending.kind)
    {
    case D_EVADE:
      ger_push (c, A_EVADE, 0, 0, 0);
      ger_push (c, A_NO_EVADE, 0, 0, 0);
      break;
    case D_PURSUE:
      ger_push (c, A_PURSUE, 0, 0, 0);
      ger_push (c, A_NO_PURSUE, 0, 0, 0);
      break;
    case D_AMBUSH:
      ger_push (c, A_AMBUSH, 0, 0, 0);
      ger_push (c, A_ACCEPT, 0, 0, 0);
      break;
    case D_ABSORB:
      {
        int n = c->x->bt_us_loss, fg = ger_force_sum (c, c->x->col_fg), gg = ger_force_sum (c, c->x->col_gg);

        for (int f = 0; f <= MIN (n, fg); f++)
          for (int g = 0; g <= MIN (n - f, gg); g++)
            ger_push (c, A_ABSORB, 2, f, g);
        break;
      }
    case D_REACT:
      for (int i = 0; i < GER_MAX_COLUMNS; i++)
        if (may_react (c, i))
          ger_push (c, A_REACT, 1, i, 0);
      ger_push (c, A_NO_REACT, 0, 0, 0);
      break;
    default:
      break;
    }
}

/* The Battle DRMs a Village and its War Parties bring (7.31): Blood Lust
 * +2 (9.2F), Shaman Medicine +2 (9.2Z), Gunrunners +1 (12.13) and the
 * Tribe's own, Poison Arrows (6.73). */
/* The DRMs of every Village in Village v's force: a combined War Party
 * brings each member's (6.73). */
int
ger_ally_battle_drm (const GerCtx *c, int v, gboolean wp)
{
  guint64 set = ger_ally_set (c, v, wp);
  int n = 0;

  for (guint w = 0; w < c->d->n_villages; w++)
    if (set & (G_GUINT64_CONSTANT (1) << w))
      n += ger_village_battle_drm (c, w);
  return n;
}

/* The Tribe's Aggression rating as the cards leave it for the Turn: the
 * best of a combined War Party's (6.73), +2 under Blood Lust (9.2F), +1
 * under Shaman Medicine (9.2Z), whichever member holds the card.  Every
 * use of the rating (7.25's Massacre, 7.54's Ambush, 7.71) reads it here. */
int
ger_village_aggression (const GerCtx *c, int v, gboolean wp)
{
  guint marks = ger_ally_marks (c, v, wp);

  return ger_ally_rating (c, v, wp, "aggression") + (marks & GER_MARK_BLOOD_LUST ? 2 : 0) + (marks & GER_MARK_MEDICINE ? 1 : 0);
}

int
ger_village_battle_drm (const GerCtx *c, int v)
{
  guint marks = c->x->marks[v];

  return (marks & GER_MARK_BLOOD_LUST ? 2 : 0) + (marks & GER_MARK_MEDICINE ? 2 : 0) +
         (marks & GER_MARK_GUNRUNNERS ? 1 : 0) + c->d->tribes[c->d->villages[v].tribe].battle_drm;
}

/* 9.2Z: once a Village under Shaman Medicine (or its War Party) loses a
 * BP in battle, each of its Chiefs in the battle rolls: even, he dies; the
 * Medicine is spent.  Dice after the battle's. */
void
ger_medicine_casualties (GerCtx *c, int v, gboolean wp, int lost)
{
  int killed[GER_MAX_CHIEFS], n = 0;
  guint64 set = ger_ally_set (c, v, wp);

  if (lost <= 0 || !(ger_ally_marks (c, v, wp) & GER_MARK_MEDICINE))
    return;
  for (guint w = 0; w < c->d->n_villages; w++)
    if (set & (G_GUINT64_CONSTANT (1) << w))
      c->x->marks[w] &= ~GER_MARK_MEDICINE;   /* 6.73: a member's Medicine rolls for every Chief */
  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (chief_present (c, i, v, wp))
      {
        int dr = ger_roll (c);
        const char *name = bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, c->d->chiefs[i].piece))->name;

        if (dr % 2 == 0)
          {
            killed[n++] = i;
            /* Translators: Geronimo: a Chief and his DR */
            ger_note (c, "9.2Z", _("Shaman Medicine fails: %s rolls %d, even: he is killed"), name, dr);
          }
        else
          ger_note (c, "9.2Z", _("Shaman Medicine: %s rolls %d, odd: he lives"), name, dr);
      }
  for (int k = 0; k < n; k++)
    {
      c->x->chief_wp[killed[k]] = 0;
      bh_state_move_piece (c->st, c->d->chiefs[killed[k]].piece, c->d->dead_leaders);
    }
  ger_note (c, "9.2Z", _("%s has lost a BP in battle: the Shaman Medicine is spent"), ger_village_name (c, v));
}

/* Is the Village (not its War Party) a Stronghold, -3 to its attackers
 * (12.13)?  Only while it keeps a BP at home. */
gboolean
ger_stronghold (const GerCtx *c, int v, gboolean wp)
{
  return !wp && (c->x->marks[v] & GER_MARK_STRONGHOLD) && ger_village_home_bp (c, v) > 0;
}

/* The Stronghold is lost by an Evasion attempt, a Devastation or a
 * Relocation (12.13). */
void
ger_stronghold_lost (GerCtx *c, int v, const char *why)
{
  if (!(c->x->marks[v] & GER_MARK_STRONGHOLD))
    return;
  c->x->marks[v] &= ~GER_MARK_STRONGHOLD;
  /* Translators: Geronimo: a Village loses its Stronghold and why */
  ger_note (c, "12.13", _("%s is no longer a Stronghold: %s"), ger_village_name (c, v), why);
}

/* The Indians' DRM total against the Column, and the US's (7.31), with
 * the clamp to -8..+8. */
static void
drms (GerCtx *c, int gatling_hits, int *us, int *ind, gboolean *undefended)
{
  GerExtra *x = c->x;
  int bp = target_bp (c), us_bp = ger_force_sum (c, x->col_bp), fg = ger_force_sum (c, x->col_fg);
  int rounding = x->bt_ambush ? ODDS_INDIANS : ODDS_US;

  *undefended = bp == 0 && !x->bt_indian_attacks;
  *us = ger_force_combat (c) + fg + gatling_hits;                /* 5.42, 5.722, 5.53, 5.54 */
  if (*undefended)
    *us += 6;                                   /* 7.4: in place of the odds */
  else
    *us += c->d->odds_drm[ger_odds_index (us_bp, bp, rounding == ODDS_US ? ODDS_US : ODDS_INDIANS)];
  *ind = c->d->odds_drm[ger_odds_index (bp, us_bp, rounding == ODDS_US ? ODDS_INDIANS : ODDS_US)];
  if (!x->bt_indian_attacks)
    *ind += ger_ally_rating (c, x->bt_village, x->bt_wp, "battle");  /* only defending against a Column (7.31); 6.73 the best */
  *ind += chiefs (c, "combat");                 /* 6.52, 6.53, 6.74 */
  *ind += ger_ally_battle_drm (c, x->bt_village, x->bt_wp);   /* 6.73: every member's */
  if (x->events & GER_EV_SPRINGFIELD)
    *us += 1;                                   /* 9.2BB */
  if (ger_stronghold (c, x->bt_village, x->bt_wp))
    *us -= 3;                                   /* 12.13: the Column attacks a Stronghold */
  if (x->bt_ambush)
    *ind += 3;                                  /* 7.54 */
  *us = CLAMP (*us, -8, 8);
  *ind = CLAMP (*ind, -8, 8);
}

static int
table_loss (const GerCtx *c, int modified, int *massacre)
{
  modified = CLAMP (modified, -8, 17);
  *massacre = c->d->battle_massacre[modified + 8];
  return c->d->battle_loss[modified + 8];
}

/* Devastation of a Village by a Column's result L (7.41). */
static void
devastate (GerCtx *c, int loss)
{
  GerExtra *x = c->x;
  int v = x->bt_village, before = home_bp (c, v), dev;

  if (loss == 0)
    return;
  if (loss == GER_ALL)
    {
      x->bt_indian_lost += target_lose (c, before);
      dev = 3;
    }
  else if (before == 0)
    dev = MIN (loss, 3);
  else
    {
      x->bt_indian_lost += target_lose (c, 1);
      dev = MIN (loss - 1, 3);
    }
  if (dev > 0)
    {
      ger_devastate (c, v, dev);
      /* Translators: Geronimo: a Village and its Devastation level */
      ger_note (c, "7.41", _("%s is Devastated -%d"), ger_village_name (c, v), dev);
      ger_stronghold_lost (c, v, _("it was Devastated"));
      x->bt_devastated = 1;
    }
}

static void
place_massacre (GerCtx *c, int l)
{
  for (int i = 0; i < c->d->n_massacres; i++)
    if (c->pc[c->d->massacres[i]].location == BH_OFFBOARD)
      {
        bh_state_move_piece (c->st, c->d->massacres[i], l);
        c->pc[c->d->massacres[i]].face = 0;
        c->x->bt_massacre = c->d->massacres[i] + 1;
        return;
      }
}

static void
battle (GerCtx *c)
{
  GerExtra *x = c->x;
  int hits = 0, us_mod, ind_mod, us_dr, ind_dr = 0, us_res, ind_res = 0, mas, ignored;
  gboolean undefended;
  char b1[8], b2[8];

  for (int g = 0; g < ger_force_sum (c, x->col_gg); g++)
    {
      int dr = ger_roll (c);

      hits += dr % 2;
      /* Translators: Geronimo: a Gatling Gun's roll */
      ger_note (c, "5.54", dr % 2 ? _("Gatling DR %d, odd: +1") : _("Gatling DR %d, even: no effect"), dr);
    }
  drms (c, hits, &us_mod, &ind_mod, &undefended);
  x->battles++;
  x->last_battle_area = x->bt_area;
  if (x->bt_indian_attacks)
    ind_dr = ger_roll (c);                      /* the attacker rolls first */
  us_dr = ger_roll (c);
  us_res = table_loss (c, us_dr + us_mod, &mas);
  /* Translators: Geronimo: a Battle DR, its modifier, the modified result and the losses it inflicts */
  ger_note (c, "7.31, 7.32", _("US Battle DR %d %+d = %d: the Indians lose %s"), us_dr, us_mod, us_dr + us_mod,
            ger_loss_text (b1, sizeof b1, us_res));
  if (!undefended)
    {
      if (!x->bt_indian_attacks)
        ind_dr = ger_roll (c);
      ind_res = table_loss (c, ind_dr + ind_mod, &ignored);
      ger_note (c, "7.31, 7.32", _("Indian Battle DR %d %+d = %d: the Column loses %s"), ind_dr, ind_mod,
                ind_dr + ind_mod, ger_loss_text (b2, sizeof b2, ind_res));
    }
  else
    ger_note (c, "7.4", _("The Village has no BP: it does not roll, the US adds +6 instead of the odds"));
  /* The Indians' losses */
  if (x->bt_wp)
    x->bt_indian_lost += target_lose (c, us_res == GER_ALL ? 99 : us_res);
  else
    {
      devastate (c, us_res);
      if (mas > 0)
        {
          int aggression = ger_force_aggression (c);   /* 5.722: the total */

          if (aggression >= mas)
            {
              place_massacre (c, x->bt_area);
              /* Translators: Geronimo: the Commander's Aggression and the table's M number */
              ger_note (c, "7.62", _("Aggression %d against M%d: a Massacre"), aggression, mas);
              ger_massacre_unrest (c, x->bt_area);     /* 8.21: the Area's Tribes On Reservation */
            }
          else
            ger_note (c, "7.62, 7.63", _("Aggression %d against M%d: no Massacre"), aggression, mas);
        }
    }
  /* The US losses (5.55: Artillery may stand in) */
  {
    int have = ger_force_sum (c, x->col_bp) + ger_force_sum (c, x->col_fg) + ger_force_sum (c, x->col_gg);

    x->bt_us_loss = ind_res == GER_ALL ? have : MIN (ind_res, have);
  }
  if (x->bt_us_loss > 0 && ger_force_sum (c, x->col_fg) + ger_force_sum (c, x->col_gg) > 0)
    {
      ger_decide (c, us_seat (c), D_ABSORB, 0);
      return;
    }
  if (ger_force_apportion_begin (c, x->bt_us_loss, 0, 0))   /* 5.723 */
    return;
  finish (c);
}

/* After the losses: Extinction (7.42), the Spoils of War (7.33, 10.11),
 * a stopped Relocation (5.36), then whatever the battle interrupted. */
static void
spoils (GerCtx *c, int us_lost)
{
  GerExtra *x = c->x;
  int v = x->bt_village, ind = x->bt_indian_lost;

  int us_vp = x->bt_wp && !x->bt_indian_attacks && ind > us_lost ? 1 : 0;
  int ind_vp = us_lost > ind ? us_lost - ind : 0;

  /* 9.2C: the attacker's VPs against a leader of Aggression 2 or more */
  if (x->bt_indian_attacks)
    ind_vp = ger_atrocity (c, GER_INDIAN, commander (c) ? commander (c)->aggression : 0, ind_vp);
  else if (indian_seat (c) >= 0)          /* an Inactive target: Ignored */
    us_vp = ger_atrocity (c, GER_US, chiefs (c, "aggression"), us_vp);
  if (us_vp != 0)
    ger_add_vp (c, us_seat (c), us_vp, "7.33, 10.11", us_vp > 0 ? _("the US attacked and the Indians lost more")
                                                                 : _("Atrocity and Reprisal"));
  if (ind_vp != 0 && indian_seat (c) >= 0)
    ger_ally_earned (c, x->bt_wp ? v : -1, ind_vp);
  if (ind_vp != 0 && indian_seat (c) >= 0)
    ger_add_vp (c, indian_seat (c), ind_vp, "7.33", ind_vp > 0 ? _("US BPs lost beyond the Indians' losses")
                                                                : _("Atrocity and Reprisal"));
  ger_medicine_casualties (c, v, x->bt_wp, ind);
  if (x->bt_wp)
    ger_wp_check_wiped_out (c, v);
  if (home_bp (c, v) == 0 && !ger_wp_out (c, v) && ger_village_on_map (c, v))
    ger_check_extinct (c, v);           /* 7.42 */
}

/* After a War Party's attack and any Reaction to it: its post-action
 * choice (6.35), or the Round's end if it is gone. */
static void
wp_go_on (GerCtx *c, int v)
{
  if (ger_wp_out (c, v))
    ger_wp_after_action (c, v);
  else
    ger_round_done (c);
}

static void go_on (GerCtx *c);

/* 12.13: once a Turn each, the US may kill the horses of a Village his
 * attack Devastated (Horse Killers) or take hostages in one it Massacred
 * (Hostages). */
static gboolean
offer_declaration (GerCtx *c)
{
  GerExtra *x = c->x;
  int v = x->bt_village;

  if (x->bt_col < 0 || v < 0 || x->bt_wp || !ger_village_on_map (c, v))
    return FALSE;
  if ((x->events & GER_EV_HOSTAGES) && !(x->declared & 2) && x->bt_massacre > 0)
    {
      ger_decide (c, us_seat (c), D_HOSTAGES, v);
      return TRUE;
    }
  if ((x->events & GER_EV_HORSE_KILLERS) && !(x->declared & 1) && x->bt_devastated && !(x->marks[v] & GER_MARK_NO_HORSES))
    {
      ger_decide (c, us_seat (c), D_HORSES, v);
      return TRUE;
    }
  return FALSE;
}

void
ger_apply_declaration (GerCtx *c, const BhAction *a)
{
  GerExtra *x = c->x;
  int v = x->bt_village, kind = c->st->pending.kind;

  switch (a->kind)
    {
    case A_KILL_HORSES:
      {
        int ut = bh_game_data_find_unit_type (c->data, "no-horses");

        x->declared |= 1;
        x->marks[v] |= GER_MARK_NO_HORSES;
        for (guint p = 0; p < c->d->n_pieces && ut >= 0; p++)
          if (bh_game_data_get_piece_type (c->data, p) == ut && c->pc[p].location == BH_OFFBOARD)
            {
              bh_state_move_piece (c->st, p, ger_village_area (c, v));
              break;
            }
        /* Translators: Geronimo: a Village */
        ger_note (c, "12.13", _("Horse Killers: %s's horses are killed: Evasion -2, its new War Parties stay in its Area"),
                  ger_village_name (c, v));
        break;
      }
    case A_TAKE_HOSTAGES:
      x->declared |= 2;
      bh_state_move_piece (c->st, x->bt_massacre - 1, BH_OFFBOARD);
      ger_note (c, "12.13", _("Hostages: the Massacre is cancelled; %s and its War Parties go On Reservation"),
                ger_village_name (c, v));
      ger_go_on_reservation (c, v);
      ger_imprison_forced (c, v);                 /* counts as forced (8.14, 7.81) */
      ger_add_vp (c, us_seat (c), 2, "8.17", _("a Village On Reservation"));
      break;
    default:
      break;
    }
  if (kind == D_HOSTAGES)
    {
      x->bt_massacre = 0;                         /* asked once a battle */
      if (offer_declaration (c))
        return;                                   /* Horse Killers may follow */
    }
  go_on (c);
}

static void
finish_with (GerCtx *c, int us_lost)
{
  GerExtra *x = c->x;

  x->ally_us_lost = us_lost;
  if (ger_ally_loss_ask (c, ALLY_THEN_COLUMN))
    return;                             /* 9.2FF: the Alliance's player places its losses first */

  spoils (c, us_lost);
  if (x->bt_after == BT_AFTER_ROUND && x->bt_react_from != x->bt_react_to &&
      x->bt_area == x->bt_react_from && ger_village_on_map (c, x->bt_village) && x->bt_indian_lost > us_lost)
    {
      const GerVillage *gv = &c->d->villages[x->bt_village];
      int at = ger_village_area (c, x->bt_village);

      for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
        if (c->pc[p].location == at && !(c->pc[p].flags & GER_FLAG_OUT))
          bh_state_move_piece (c->st, p, x->bt_react_from);
      bh_state_move_piece (c->st, gv->marker, x->bt_react_from);
      ger_note (c, "5.36", _("The Indians lost more than the Column: the Village does not get away"));
    }
  if (offer_declaration (c))
    return;
  go_on (c);
}

/* Whatever the battle interrupted goes on. */
static void
go_on (GerCtx *c)
{
  GerExtra *x = c->x;
  guint32 force = 0;            /* the Columns of a Coordinated attack still together (5.723) */

  {
    int v = x->bt_village;

    if (x->bt_after == BT_AFTER_US_OPS && x->bt_col >= 0 && x->bt_joined[0] >= 0)
      for (int k = -1; k < 2; k++)
        {
          int i = k < 0 ? x->bt_col : x->bt_joined[k];

          if (i >= 0 && ger_col_used (c, i) && ger_col_space (c, i) == x->bt_area)
            force |= 1u << i;
        }
    x->bt_col = x->bt_village = -1;
    x->bt_indian_attacks = 0;
    if (x->bt_after == BT_AFTER_WP_HOME)
      {
        /* Attacked on its way: what is left of it reaches the Village (5.351). */
        ger_decide (c, ger_wp_seat (c, v) >= 0 ? ger_wp_seat (c, v) : us_seat (c), D_AUTO, 0);
        ger_wp_go_home (c, v);
        return;
      }
    if (x->bt_after == BT_AFTER_WP || x->bt_after == BT_AFTER_WP_REACT)
      {
        /* back to the War Party's player (ger_wp_after_action decides for the pending seat) */
        ger_decide (c, ger_wp_seat (c, v) >= 0 ? ger_wp_seat (c, v) : us_seat (c), D_AUTO, 0);
        if (x->bt_after == BT_AFTER_WP)
          {
            /* 9.2V: a Rampage opened on a Column has its second attack too */
            gboolean reactable = TRUE;  /* a Column attacked (5.35) */

            if (ger_wp_spend_attack (c, v, x->bt_area, -1, &reactable) || ger_offer_wp_reaction (c, v))
              return;
          }
        wp_go_on (c, v);
        return;
      }
  }
  switch (x->bt_after)
    {
    case BT_AFTER_US_OPS:
      if (!(c->x->kept & force) && ger_kept_offer (c, force))
        break;                                  /* 5.723: stay together or separate */
      ger_decide (c, us_seat (c), D_OPERATION, 0);
      break;
    default:
      ger_round_done (c);
      break;
    }
}

/* The combined War Party's losses are placed (9.2FF): the battle ends. */
void
ger_combat_resume (GerCtx *c)
{
  finish_with (c, c->x->ally_us_lost);
}

static void
finish (GerCtx *c)
{
  finish_with (c, c->x->bt_us_loss);
}

/* No battle after all (an Evasion stands). */
static void
no_battle (GerCtx *c)
{
  finish_with (c, 0);
}

static void
try_ambush_or_battle (GerCtx *c)
{
  if (target_bp (c) > 0 && indian_seat (c) >= 0)
    ger_decide (c, indian_seat (c), D_AMBUSH, 0);
  else
    battle (c);
}

void
ger_apply_combat (GerCtx *c, const BhAction *a)
{
  GerExtra *x = c->x;
  int dr, cap;

  switch (a->kind)
    {
    case A_EVADE:
      if (c->st->pending.kind == D_EVADE_EARLY)
        ger_note (c, "5.721", _("The Indians Evade before more Columns coordinate: only those already rolled for count"));
      if (!x->bt_wp)
        ger_stronghold_lost (c, x->bt_village, _("it tried to Evade"));
      dr = ger_roll (c);
      cap = evasion_capability (c);
      if (dr > cap)
        {
          /* Translators: Geronimo: a DR and the capability it had to reach */
          ger_note (c, "7.52", _("Evasion DR %d over the Evasion Capability %d: battle"), dr, cap);
          battle (c);
          return;
        }
      ger_note (c, "7.52", _("Evasion DR %d within the Evasion Capability %d: evaded"), dr, cap);
      if (dr == 0)
        evasion_attrition (c, "7.52");
      if (x->events & GER_EV_WINTER)
        evasion_attrition (c, "9.2HH");         /* Winter Campaigning: a successful Evasion costs a BP */
      ger_decide (c, us_seat (c), D_PURSUE, 0);
      return;
    case A_NO_EVADE:
      ger_note (c, "7.51", _("The Indians stand"));
      battle (c);
      return;
    case A_PURSUE:
      ger_note_scouts (c, ger_col_area (c, x->bt_col));
      dr = ger_roll (c);
      cap = pursuit_capability (c);
      if (x->events & GER_EV_WINTER)
        {
          /* 9.2HH: Winter Campaigning: attempting Pursuit costs the US a BP
           * (the attacking Column's; the capability is the one he tried at) */
          ger_col_lose (c, x->bt_col, 1, 0, 0);
          ger_note (c, "9.2HH", _("Winter Campaigning: the Column loses 1 BP pursuing"));
          if (!ger_col_used (c, x->bt_col))
            {
              no_battle (c);
              return;
            }
        }
      if (dr > cap)
        {
          ger_note (c, "7.53", _("Pursuit DR %d over the Pursuit Capability %d: no battle"), dr, cap);
          no_battle (c);
          return;
        }
      ger_note (c, "7.53", _("Pursuit DR %d within the Pursuit Capability %d: caught"), dr, cap);
      try_ambush_or_battle (c);
      return;
    case A_NO_PURSUE:
      ger_note (c, "7.53", _("The US does not Pursue: no battle"));
      no_battle (c);
      return;
    case A_AMBUSH:
      dr = ger_roll (c);
      cap = ambush_capability (c);
      if (dr <= cap)
        {
          x->bt_ambush = 1;
          ger_note (c, "7.54", _("Ambush DR %d within the Ambush Capability %d: an Ambush, +3"), dr, cap);
          battle (c);
        }
      else if (dr == 9)
        {
          ger_note (c, "7.54", _("Ambush DR 9: no battle, the Evasion stands at the cost of a BP"));
          evasion_attrition (c, "7.54");
          no_battle (c);
        }
      else
        {
          ger_note (c, "7.54", _("Ambush DR %d over the Ambush Capability %d: battle"), dr, cap);
          battle (c);
        }
      return;
    case A_ACCEPT:
      ger_note (c, "7.54", _("The Indians accept battle"));
      battle (c);
      return;
    case A_ABSORB:
      {
        int art = a->args[0] + a->args[1];

        if (art > 0)
          ger_note (c, "5.55", _("%d Artillery markers stand in for lost BPs"), art);
        if (ger_force_apportion_begin (c, x->bt_us_loss - art, a->args[0], a->args[1]))   /* 5.723 */
          return;
        finish (c);
        return;
      }
    case A_LOSE_BP: case A_LOSE_ART:
      if (ger_apply_apportion (c, a))
        return;
      finish (c);
      return;
    case A_REACT:
      {
        int i = a->args[0];

        int s = ger_col_space (c, i);
        int into = s == x->bt_react_from || s == x->bt_react_to ? -1 : react_into (c, i);

        x->react_tried[i] = 1;
        ger_kept_reacted (c, i);                  /* 5.723: one try for a Coordinated Column */
        ger_note_scouts (c, ger_col_area (c, i));
        dr = ger_roll (c);
        cap = ger_kept_speed (c, i);
        if (into >= 0)
          ger_note (c, "5.351, 9.2CC", _("Reacting into %s by Telegraph: +1 to the DR"), ger_loc_name (c, into));
        if (dr + (into >= 0) > cap)
          {
            ger_note (c, "5.351", _("Reaction DR %d over the Column's Speed %d: it fails"), dr + (into >= 0), cap);
            if (!offer (c))
              no_reaction (c);
            return;
          }
        ger_note (c, "5.351", _("Reaction DR %d within the Column's Speed %d: it attacks"), dr + (into >= 0), cap);
        if (into >= 0)
          ger_col_move_to (c, i, into);           /* still On Patrol (5.351) */
        ger_column_attack (c, i, x->bt_village, x->bt_react_wp != 0,
                           x->bt_react_wp == 2 ? BT_AFTER_WP_HOME : x->bt_react_wp ? BT_AFTER_WP_REACT : BT_AFTER_ROUND);
        return;
      }
    case A_NO_REACT:
      no_reaction (c);
      return;
    case A_WP_ATTACK_COLUMN:
      {
        int v = c->st->pending.args[0], i = a->args[0], to = ger_col_space (c, i);

        if (to != ger_wp_area (c, v))
          {
            /* Translators: Geronimo: a War Party and an Area */
            ger_note (c, "6.36", _("The %s War Party moves into %s"), ger_village_name (c, v), ger_loc_name (c, to));
            ger_wp_move (c, v, to);
          }
        x->bt_col = i;
        x->bt_village = v;
        x->bt_wp = 1;
        x->bt_after = BT_AFTER_WP;
        x->bt_ambush = 0;
        x->bt_us_loss = 0;
        x->bt_indian_lost = 0;
        x->bt_area = to;
        x->bt_indian_attacks = 1;
        x->bt_joined[0] = x->bt_joined[1] = -1;
        ger_kept_join (c, i);                     /* 5.723: the Coordinated Column defends as one */
        x->col_hit_round |= 1u << i;
        /* Translators: Geronimo: a War Party attacks a Commander's Column in an Area */
        ger_note (c, "7.3", _("The %s War Party attacks the Column of %s in %s"), ger_village_name (c, v),
                  commander (c) ? bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, commander (c)->piece))->name : "?",
                  ger_loc_name (c, to));
        battle (c);
        return;
      }
    default:
      return;
    }
}

/* 6.33, 7.3: a War Party may attack a Column On Patrol within its range
 * (6.36), once a Round (7.34); not a Peace Chief's (9.2Q). */
void
ger_list_wp_column_targets (GerCtx *c, int v)
{
  if (ger_ally_marks (c, v, TRUE) & GER_MARK_PEACE_CHIEF)
    return;
  for (int i = 0; i < GER_MAX_COLUMNS; i++)
    if (ger_col_used (c, i) && ger_col_space (c, i) >= 0 && !(c->x->col_hit_round & (1u << i)) &&
        ger_wp_may_reach (c, v, ger_col_space (c, i)) &&
        (!c->x->rampage_area || ger_col_space (c, i) == c->x->rampage_area - 1))
      ger_push (c, A_WP_ATTACK_COLUMN, 1, i, 0);
}

/* Would a Column be in place to React to a move from `from` to `to`? */
static gboolean
offer_possible (GerCtx *c, int from, int to)
{
  GerExtra *x = c->x;
  int f = x->bt_react_from, t = x->bt_react_to;
  gboolean any = FALSE;
  guint8 tried[GER_MAX_COLUMNS];

  memcpy (tried, x->react_tried, sizeof tried);
  memset (x->react_tried, 0, sizeof x->react_tried);
  x->bt_react_from = from;
  x->bt_react_to = to;
  for (int i = 0; i < GER_MAX_COLUMNS && !any; i++)
    any = may_react (c, i);
  x->bt_react_from = f;
  x->bt_react_to = t;
  memcpy (x->react_tried, tried, sizeof tried);
  return any;
}

/* 5.35: after a Village relocates, any On Patrol Column in the Area it
 * left or entered may try to React.  Returns FALSE when none can. */
gboolean
ger_offer_reaction (GerCtx *c, int v, int from, int to)
{
  GerExtra *x = c->x;

  if (x->marks[v] & GER_MARK_PEACE_CHIEF)
    {
      /* 9.2Q: a Peace Chief's Village may not be attacked, a Reaction to
       * its Relocation (5.36) included; its War Parties may. */
      if (offer_possible (c, from, to))
        ger_note (c, "9.2Q", _("%s has a Peace Chief: no Column may React to its Relocation"), ger_village_name (c, v));
      return FALSE;
    }
  memset (x->react_tried, 0, sizeof x->react_tried);
  x->bt_village = v;
  x->bt_react_from = from;
  x->bt_react_to = to;
  x->bt_react_wp = 0;
  return offer (c);
}

/* 5.35: offers the US a Reaction against the War Party of Village v in
 * its Area; `wp_kind` says what the War Party does after it (1: goes on
 * with its action, 2: goes home).  FALSE when no Column can. */
static gboolean
offer_against_wp (GerCtx *c, int v, int wp_kind)
{
  GerExtra *x = c->x;

  if (!ger_wp_out (c, v))
    return FALSE;
  memset (x->react_tried, 0, sizeof x->react_tried);
  x->bt_village = v;
  x->bt_react_from = x->bt_react_to = ger_wp_area (c, v);
  x->bt_react_wp = wp_kind;
  return offer (c);
}

/* 5.35: after a War Party's attack on a Resource or a Column, any On
 * Patrol Column in its Area may try to React; ger_wp_after_action follows
 * the Reaction. */
gboolean
ger_offer_wp_reaction (GerCtx *c, int v)
{
  return offer_against_wp (c, v, 1);
}

/* 5.35: a War Party going home (6.35), after its action or called home by
 * its Finished Village, may be attacked on its way by any On Patrol Column
 * in its Area (5.351: before it reaches the Village); ger_wp_go_home
 * follows the Reaction.  Not at the End of the Turn (5.35):
 * ger_wp_return_all does not ask. */
gboolean
ger_offer_wp_home_reaction (GerCtx *c, int v)
{
  return offer_against_wp (c, v, 2);
}
