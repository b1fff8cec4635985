/* bh-geronimo-warparties.c — War Parties (6.3), their Chiefs (6.5) and
 * their attacks on Resources (7.2).
 *
 * A War Party is out when its marker (GerVillage.war_party) lies in an
 * Area.  Its BPs are its Village's BP pieces flagged GER_FLAG_WP, which
 * travel with the marker; its Chiefs are listed in GerExtra.chief_wp.
 * Forming one is an Operation: the Village and the BPs it sends (6.31),
 * then the Chiefs who go (6.53), then the target (6.33), which moves the
 * War Party if it lies in the next Area (6.36, 7.21).  After its action
 * it stays out or goes home (6.35).  Combat against Columns, Villages and
 * War Parties (7.3, 7.4) is listed at the target decision by the US
 * side's module.
 *
 * A Village with two Chiefs may send a second War Party while its first
 * is out (6.32).  Its action is the Village's second, so it lives one
 * Round: while it acts, the first stands aside under the Village's second
 * marker (its BPs GER_FLAG_WP_FIRST, its Chiefs GER_CHIEF_FIRST), and the
 * second uses the Village's War Party marker and every ger_wp_ function;
 * at the Round's end the first takes its marker back and goes home with
 * the Finished Village (ger_wp_second_done). */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

int
ger_village_of_marker (const GerCtx *c, int piece)
{
  for (guint v = 0; v < c->d->n_villages; v++)
    if (c->d->villages[v].marker == piece || c->d->villages[v].war_party == piece ||
        (c->d->villages[v].war_party2 >= 0 && c->d->villages[v].war_party2 == piece))
      return v;
  return -1;
}

/* BPs at home with the Village, not out with its War Party (6.31). */
int
ger_village_home_bp (const GerCtx *c, int v)
{
  const GerVillage *gv = &c->d->villages[v];
  int l = ger_village_area (c, v), n = 0;

  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
    if (c->pc[p].location == l && !(c->pc[p].flags & GER_FLAG_OUT))
      n++;
  return n;
}

gboolean
ger_wp_out (const GerCtx *c, int v)
{
  return c->pc[c->d->villages[v].war_party].location < c->d->n_spaces;
}

/* The Area the War Party occupies; at home, its Village's (6.36). */
int
ger_wp_area (const GerCtx *c, int v)
{
  if (c->wp_fresh == v + 1)
    return ger_village_area (c, v);     /* a second War Party, listed as it would form (6.32) */
  return ger_wp_out (c, v) ? c->pc[c->d->villages[v].war_party].location : ger_village_area (c, v);
}

int
ger_wp_bp (const GerCtx *c, int v)
{
  const GerVillage *gv = &c->d->villages[v];
  int n = 0;

  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
    if ((c->pc[p].flags & GER_FLAG_WP) && c->pc[p].location < c->d->n_spaces)
      n++;
  return n;
}

/* Is Village v's first War Party standing aside while its second acts (6.32)? */
static gboolean
first_aside (const GerCtx *c, int v)
{
  int m = c->d->villages[v].war_party2;

  return m >= 0 && c->pc[m].location < c->d->n_spaces;
}

/* The BPs of the first War Party standing aside (6.32). */
int
ger_wp_first_bp (const GerCtx *c, int v)
{
  const GerVillage *gv = &c->d->villages[v];
  int n = 0;

  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
    if ((c->pc[p].flags & GER_FLAG_WP_FIRST) && c->pc[p].location < c->d->n_spaces)
      n++;
  return n;
}

/* Areas between two spaces over shared borders and corners (5.241, 6.36);
 * 99 when no path (GerData's table, measured once from the board). */
int
ger_area_distance (const GerCtx *c, int from, int to)
{
  if (from < 0 || to < 0 || from >= (int) c->d->n_spaces || to >= (int) c->d->n_spaces)
    return 99;
  return c->d->distance[from][to];
}

/* Does Chief i lead Village v?  The Teton Chiefs lead either Teton
 * Village (6.51), others their own Village or, unnamed, any of the Tribe's. */
gboolean
ger_chief_leads (const GerCtx *c, int i, int v)
{
  const GerChief *ch = &c->d->chiefs[i];

  if (ch->tribe != c->d->villages[v].tribe)
    return FALSE;
  if (ch->teton)
    return g_str_has_prefix (c->d->villages[v].id, "sioux-teton");
  return ch->village < 0 || ch->village == v;
}

/* Available this Turn (6.51): listed for the Turn, not killed (7.8) nor
 * In Prison (7.81). */
gboolean
ger_chief_available (const GerCtx *c, int i)
{
  const GerChief *ch = &c->d->chiefs[i];
  int l = c->pc[ch->piece].location;

  return (ch->turns & (1u << CLAMP (c->st->turn, 0, 31))) && l != c->d->dead_leaders && l != c->d->in_prison;
}

/* Is Chief i with Village v's War Party, or with any member of the
 * combined War Party it leads (6.74)? */
static gboolean
chief_with (const GerCtx *c, int i, int v)
{
  int w = c->x->chief_wp[i] - 1;

  return w >= 0 && !(c->x->chief_wp[i] & GER_CHIEF_FIRST) && (ger_ally_set (c, v, TRUE) & (G_GUINT64_CONSTANT (1) << w)) &&
         ger_wp_out (c, w);
}

/* Chiefs together (6.53): ger_chiefs_combat of the Chiefs with the
 * (combined) War Party. */
int
ger_wp_combat (const GerCtx *c, int v)
{
  int combat[GER_MAX_CHIEFS], n = 0;

  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (chief_with (c, i, v))
      combat[n++] = c->d->chiefs[i].combat;
  return ger_chiefs_combat (combat, n);
}

/* The highest Evasion (6.53). */
int
ger_wp_evasion (const GerCtx *c, int v)
{
  int best = 0;

  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (chief_with (c, i, v))
      best = MAX (best, c->d->chiefs[i].evasion);
  return best;
}

/* The Chiefs' Aggression totalled (6.53). */
int
ger_wp_aggression (const GerCtx *c, int v)
{
  int sum = 0;

  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (chief_with (c, i, v))
      sum += c->d->chiefs[i].aggression;
  return sum;
}

/* BPs lost by the War Party leave the game (7.32); the caller checks
 * Extinction (6.66). */
void
ger_wp_lose_bp (GerCtx *c, int v, int n)
{
  const GerVillage *gv = &c->d->villages[v];

  for (int p = gv->bp_first + gv->bp_count - 1; p >= gv->bp_first && n > 0; p--)
    if ((c->pc[p].flags & GER_FLAG_WP) && c->pc[p].location < c->d->n_spaces)
      {
        c->pc[p].flags &= ~GER_FLAG_WP;
        bh_state_move_piece (c->st, p, BH_OFFBOARD);
        n--;
      }
}

/* A War Party left with no BP is wiped out, and its Chiefs die with it
 * (7.8). */
void
ger_wp_check_wiped_out (GerCtx *c, int v)
{
  if (ger_ally_combined (c, v))
    {
      guint64 set = c->x->ally_members;

      if (ger_ally_bp (c, v, TRUE) > 0)
        return;
      /* 7.8: the combined War Party wiped out, every member with it */
      ger_ally_dissolve (c);
      for (guint w = 0; w < c->d->n_villages; w++)
        if ((set & (G_GUINT64_CONSTANT (1) << w)) && ger_wp_out (c, w))
          ger_wp_check_wiped_out (c, w);
      return;
    }
  if (ger_wp_bp (c, v) > 0 || !ger_wp_out (c, v))
    return;
  bh_state_move_piece (c->st, c->d->villages[v].war_party, BH_OFFBOARD);
  /* Translators: Geronimo: a Village's name */
  ger_note (c, "7.8", _("The %s War Party is wiped out"), ger_village_name (c, v));
  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (c->x->chief_wp[i] == v + 1)
      {
        c->x->chief_wp[i] = 0;
        bh_state_move_piece (c->st, c->d->chiefs[i].piece, c->d->dead_leaders);
        ger_note (c, "7.8", _("%s is killed"),
                  bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, c->d->chiefs[i].piece))->name);
      }
}

/* The War Party rejoins its Village: its BPs go home, its Chiefs back to
 * the Chiefs' box, used for the Turn (6.35, 6.53). */
void
ger_wp_return (GerCtx *c, int v)
{
  const GerVillage *gv = &c->d->villages[v];
  int home = ger_village_area (c, v);

  if (ger_ally_combined (c, v))
    {
      /* the combined War Party goes home: each member to its own Village (6.75) */
      guint64 set = c->x->ally_members;

      ger_ally_dissolve (c);
      for (guint w = 0; w < c->d->n_villages; w++)
        if (set & (G_GUINT64_CONSTANT (1) << w))
          ger_wp_return (c, w);
      return;
    }
  c->x->ally_members &= ~(G_GUINT64_CONSTANT (1) << v);    /* a member leaves the Alliance's War Party */
  if (!ger_wp_out (c, v))
    return;
  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
    if (c->pc[p].flags & GER_FLAG_WP)
      {
        c->pc[p].flags &= ~GER_FLAG_WP;
        if (c->pc[p].location < c->d->n_spaces)
          bh_state_move_piece (c->st, p, home);
      }
  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (c->x->chief_wp[i] == v + 1)
      {
        c->x->chief_wp[i] = 0;
        if (c->pc[c->d->chiefs[i].piece].location < c->d->n_spaces)
          bh_state_move_piece (c->st, c->d->chiefs[i].piece, c->d->chiefs_available);
      }
  bh_state_move_piece (c->st, gv->war_party, BH_OFFBOARD);
  /* Translators: Geronimo: a Village's name */
  ger_note (c, "6.35", _("The %s War Party returns to its Village"), ger_village_name (c, v));
}

/* The second War Party forms (6.32): the first, out on the map, stands
 * aside under the Village's second marker, keeping its BPs and Chiefs,
 * and leaves the War Party marker to the second. */
static void
first_aside_put (GerCtx *c, int v)
{
  const GerVillage *gv = &c->d->villages[v];

  bh_state_move_piece (c->st, gv->war_party2, c->pc[gv->war_party].location);
  c->pc[gv->war_party2].flags = c->pc[gv->war_party].flags;
  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
    if (c->pc[p].flags & GER_FLAG_WP)
      c->pc[p].flags = (c->pc[p].flags & ~GER_FLAG_WP) | GER_FLAG_WP_FIRST;
  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (c->x->chief_wp[i] == v + 1)
      c->x->chief_wp[i] = (v + 1) | GER_CHIEF_FIRST;
  bh_state_move_piece (c->st, gv->war_party, BH_OFFBOARD);
  c->pc[gv->war_party].flags &= ~GER_FLAG_NO_HORSES;
}

/* The second War Party's Round is over: the first takes the Village's
 * War Party marker back where it stands (6.32). */
static void
first_back (GerCtx *c, int v)
{
  const GerVillage *gv = &c->d->villages[v];

  if (ger_wp_out (c, v))
    ger_wp_return (c, v);
  bh_state_move_piece (c->st, gv->war_party, c->pc[gv->war_party2].location);
  c->pc[gv->war_party].flags = c->pc[gv->war_party2].flags;
  c->pc[gv->war_party2].flags = GER_FLAG_USED;           /* a second War Party sent this Turn */
  bh_state_move_piece (c->st, gv->war_party2, BH_OFFBOARD);
  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
    if (c->pc[p].flags & GER_FLAG_WP_FIRST)
      c->pc[p].flags = (c->pc[p].flags & ~GER_FLAG_WP_FIRST) | GER_FLAG_WP;
  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (c->x->chief_wp[i] == ((v + 1) | GER_CHIEF_FIRST))
      c->x->chief_wp[i] = v + 1;
}

/* At the end of the Round of a second War Party (6.32, 6.35): the first
 * takes its marker back and, its Village Finished by the second's action,
 * goes home; a Column in its Area may React on its way (5.35).  TRUE when
 * the US now decides (the Round ends after). */
gboolean
ger_wp_second_done (GerCtx *c)
{
  for (guint v = 0; v < c->d->n_villages; v++)
    if (first_aside (c, v))
      {
        first_back (c, v);
        if (c->pc[c->d->villages[v].marker].face == 1 && ger_wp_call_home (c, v, HOME_ROUND))
          return TRUE;
      }
  return FALSE;
}

/* War Parties out when the last Round ends go home: nothing they do
 * remains after it, and the Survival Phase counts every BP with its
 * Village (6.35, 6.36). */
void
ger_wp_return_all (GerCtx *c)
{
  for (guint v = 0; v < c->d->n_villages; v++)
    {
      if (first_aside (c, v))
        first_back (c, v);
      if (ger_wp_out (c, v))
        ger_wp_return (c, v);
    }
}

/* May Village v act this Round (6.21, 6.8)? */
gboolean
ger_can_act (const GerCtx *c, int v, int seat)
{
  /* a Village whose War Party is in the combined one acts with it (6.71) */
  return !(c->x->ally_members & (G_GUINT64_CONSTANT (1) << v)) && ger_solo_may_act (c, v) && ger_village_controller (c, v) == seat && ger_village_on_map (c, v) && c->x->actions[v] < 2 &&
         c->pc[c->d->villages[v].marker].face == 0;
}

/* One action spent (6.21); the second Finishes the Village (6.8), which
 * calls its War Party home (6.35). */
void
ger_spend_action (GerCtx *c, int v)
{
  if (ger_ally_combined (c, v) && !c->x->ally_forming)
    {
      /* 6.71: each member takes one action for each the Alliance takes */
      guint64 set = c->x->ally_members;

      c->x->ally_first = 0;
      c->x->ally_lead = 0;              /* each member's own, just below */
      for (guint w = 0; w < c->d->n_villages; w++)
        if (set & (G_GUINT64_CONSTANT (1) << w))
          ger_spend_action (c, w);
      c->x->ally_lead = v + 1;
      return;
    }
  c->x->actions[v]++;
  if (ger_solo (c))
    c->x->solo_acted |= G_GUINT64_CONSTANT (1) << v;      /* 11.37: its one action this Round */
  if (c->pc[c->d->tribes[c->d->villages[v].tribe].card].seen != BH_ALL_SEATS)
    {
      /* Activated: the Tribe is revealed (3.5, 6.31). */
      bh_state_reveal (c->st, c->d->tribes[c->d->villages[v].tribe].card, BH_ALL_SEATS);
      c->st->reveals++;
    }
  if (c->x->actions[v] >= 2)
    {
      c->pc[c->d->villages[v].marker].face = 1;
      /* Translators: Geronimo: a Village's name */
      ger_note (c, "6.8", _("%s has taken its second action: Finished"), ger_village_name (c, v));
    }
}

static gboolean
is_type (int p, int first, int count)
{
  return p >= first && p < first + count;
}

static int
mine_index (const GerCtx *c, int p)
{
  /* read_mines lists the Mines in piece order, and a search asks this of
     every piece on the map (attackable): most fall outside at once. */
  if (c->d->n_mines == 0 || p < c->d->mines[0] || p > c->d->mines[c->d->n_mines - 1])
    return -1;
  for (int m = 0; m < c->d->n_mines; m++)
    if (c->d->mines[m] == p)
      return m;
  return -1;
}

/* A Resource that may be attacked (7.22): a Settlement, Town, unbroken
 * RR or unhit Mine. */
static gboolean
attackable (const GerCtx *c, int p)
{
  gboolean mine;

  if (is_type (p, c->d->settlement_first, c->d->settlement_count) || is_type (p, c->d->town_first, c->d->town_count))
    return TRUE;
  mine = mine_index (c, p) >= 0;
  if (mine && c->x->no_mine_attacks)
    return FALSE;                   /* solitaire (11.39) */
  if (is_type (p, c->d->rr_first, c->d->rr_count) || mine)
    return c->pc[p].face == 0;
  return FALSE;
}

/* May Village v's War Party reach Area `to` for its action: its own Area
 * or the next, an Area (not Mexico, Canada or the map's edge), within
 * range of its Village (6.36, 7.21). */
gboolean
ger_wp_in_range (const GerCtx *c, int v, int to)
{
  int at = ger_wp_area (c, v);

  if (ger_ally_combined (c, v) && !c->wp_fresh)
    {
      /* 6.72: the first attack in the Alliance Area; never more than two
         Areas from any member's Village */
      if (to >= (int) c->d->n_spaces || c->d->area_of_space[to] < 0 || (c->x->ally_first && to != c->x->ally_area - 1))
        return FALSE;
      if (to != at && c->d->adjacent[at][to] != 1)
        return FALSE;
      for (guint w = 0; w < c->d->n_villages; w++)
        if ((c->x->ally_members & (G_GUINT64_CONSTANT (1) << w)) && ger_area_distance (c, ger_village_area (c, w), to) > 2)
          return FALSE;
      return TRUE;
    }

  if (to >= (int) c->d->n_spaces || c->d->area_of_space[to] < 0)
    return FALSE;
  if (to != at && c->d->adjacent[at][to] != 1)
    return FALSE;
  return ger_area_distance (c, ger_village_area (c, v), to) <= c->x->wp_range;
}

/* ger_wp_in_range, and a War Party that left a Village whose horses were
 * killed attacks only in the Village's Area (12.13, Horse Killers). */
gboolean
ger_wp_may_reach (const GerCtx *c, int v, int to)
{
  gboolean no_horses = c->wp_fresh == v + 1 ? (c->x->marks[v] & GER_MARK_NO_HORSES) != 0
                                            : (c->pc[c->d->villages[v].war_party].flags & GER_FLAG_NO_HORSES) != 0;

  if (no_horses && to != ger_village_area (c, v))
    return FALSE;
  if (ger_ally_combined (c, v) && !c->wp_fresh)
    for (guint w = 0; w < c->d->n_villages; w++)
      if ((c->x->ally_members & (G_GUINT64_CONSTANT (1) << w)) && (int) w != v &&
          (c->pc[c->d->villages[w].war_party].flags & GER_FLAG_NO_HORSES) && to != ger_village_area (c, w))
        return FALSE;                   /* 12.13: a member without horses holds the Alliance to its Area */
  return ger_wp_in_range (c, v, to);
}

/* A Mission in its Area keeps a Village from relocating or sending War
 * Parties (7.7); Scouts do neither (9.2Y). */
gboolean
ger_village_held (const GerCtx *c, int v)
{
  return ger_count_type_at (c, c->d->mission_first, c->d->mission_count, ger_village_area (c, v)) > 0 ||
         (c->x->marks[v] & GER_MARK_SCOUTS);
}

/* Widen [*lo, *hi) to hold the pieces of type `first`, `count`. */
static void
span_add (int first, int count, int *lo, int *hi)
{
  if (count > 0)
    {
      *lo = MIN (*lo, first);
      *hi = MAX (*hi, first + count);
    }
}

/* The pieces attackable() may accept lie in [*lo, *hi): Settlements,
 * Towns, RRs and Mines.  A search lists targets at every step, and the
 * rest of the counter mix (over a thousand pieces) need not be asked. */
static void
resource_span (const GerData *d, int *lo, int *hi)
{
  *lo = (int) d->n_pieces;
  *hi = 0;
  span_add (d->settlement_first, d->settlement_count, lo, hi);
  span_add (d->town_first, d->town_count, lo, hi);
  span_add (d->rr_first, d->rr_count, lo, hi);
  if (d->n_mines > 0)
    span_add (d->mines[0], d->mines[d->n_mines - 1] + 1 - d->mines[0], lo, hi);
}

/* Resource targets, one piece of each kind in each Area (they are alike);
 * a Rampage's second attack stays in the Area of the first and takes
 * another target (9.2V).  A Peace Chief's Village attacks none (9.2Q). */
static void
list_resource_targets (GerCtx *c, int v)
{
  gboolean seen_kind[64][4] = { { FALSE } };
  gint8 reach[64];              /* ger_wp_may_reach of each space, -1 not asked yet */
  int lo, hi;

  if (ger_ally_marks (c, v, TRUE) & GER_MARK_PEACE_CHIEF)
    return;
  memset (reach, -1, sizeof reach);
  resource_span (c->d, &lo, &hi);
  for (int p = lo; p < hi; p++)
    {
      int l = c->pc[p].location, kind;

      if (l >= (int) c->d->n_spaces || !attackable (c, p))
        continue;
      if (reach[l] < 0)
        reach[l] = ger_wp_may_reach (c, v, l);    /* the Resources of an Area share it */
      if (!reach[l])
        continue;
      if (c->x->rampage_area && (l != c->x->rampage_area - 1 || (int) p == c->x->rampage_first - 1))
        continue;
      kind = is_type (p, c->d->settlement_first, c->d->settlement_count) ? 0
           : is_type (p, c->d->town_first, c->d->town_count) ? 1
           : is_type (p, c->d->rr_first, c->d->rr_count) ? 2 : 3;
      if (kind != 3 && seen_kind[l][kind])
        continue;
      seen_kind[l][kind] = TRUE;
      ger_push (c, A_ATTACK_RESOURCE, 1, p, 0);
    }
}

/* Every target the War Party of Village v may attack now (6.33): Resources,
 * Columns On Patrol (7.3), Villages and War Parties (7.3, 7.4).  With
 * `any`, the kinds after one that found a target are not listed: whether
 * there is one is asked of every Village at every listing. */
static void
list_targets (GerCtx *c, int v, gboolean any)
{
  if (!ger_forced_bad_blood (c, v))       /* 9.2D: Bad Blood strikes only Indians */
    {
      list_resource_targets (c, v);
      if (!any || c->out->len == 0)
        ger_list_wp_column_targets (c, v);    /* bh-geronimo-combat.c */
    }
  if (!any || c->out->len == 0)
    ger_list_wp_indian_targets (c, v);      /* bh-geronimo-tribal-battles.c */
}

gboolean
ger_wp_has_target (GerCtx *c, int v)
{
  g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (BhAction));
  GArray *saved = c->out;

  c->out = out;
  list_targets (c, v, TRUE);
  c->out = saved;
  return out->len > 0;
}

/* Is a Chief of Village v free to lead a War Party this Turn (6.51, 6.53)? */
static gboolean
chief_free (const GerCtx *c, int i, int v)
{
  return ger_chief_leads (c, i, v) && ger_chief_available (c, i) && c->x->chief_wp[i] == 0 &&
         !(c->pc[c->d->chiefs[i].piece].flags & GER_FLAG_USED);
}

static gboolean
has_chief (const GerCtx *c, int v, int value)
{
  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (c->x->chief_wp[i] == value)
      return TRUE;
  return FALSE;
}

/* 6.32: a Village whose first War Party is out with a Chief may send a
 * second, in another Round, led by another of its Chiefs and with BPs
 * still at home; not in an attack another's card forces (9.2D, 9.2F). */
static void
list_second (GerCtx *c, int v)
{
  const GerVillage *gv = &c->d->villages[v];
  gboolean chief = FALSE, target;

  if (gv->war_party2 < 0 || (c->pc[gv->war_party2].flags & GER_FLAG_USED) || c->x->forced_village ||
      c->x->forced_tribe || ger_village_held (c, v) || ger_village_home_bp (c, v) == 0 || !has_chief (c, v, v + 1))
    return;
  for (guint i = 0; i < c->d->n_chiefs; i++)
    chief |= chief_free (c, i, v);
  if (!chief)
    return;
  c->wp_fresh = v + 1;
  target = ger_wp_has_target (c, v);
  c->wp_fresh = 0;
  if (!target)
    return;
  for (int n = 1; n <= ger_village_home_bp (c, v); n++)
    ger_push (c, A_WAR_PARTY, 2, gv->war_party2, n);
}

/* The War Party Operations open to the active Indian (6.31, 6.32, 6.34). */
void
ger_list_war_parties (GerCtx *c)
{
  int seat = c->st->pending.side;

  ger_ally_list_ops (c);       /* 6.75: the combined War Party, or another Alliance */
  for (guint v = 0; v < c->d->n_villages; v++)
    {
      const GerVillage *gv = &c->d->villages[v];

      if (!ger_can_act (c, v, seat) || c->d->area_of_space[ger_village_area (c, v)] < 0 || !ger_forced_allows (c, v))
        continue;
      if (c->x->marks[v] & GER_MARK_SCOUTS)
        continue;
      if (ger_wp_out (c, v))
        {
          if (ger_wp_has_target (c, v))
            ger_push (c, A_WP_ATTACK, 1, gv->war_party, 0);
          list_second (c, v);
          continue;
        }
      /* One War Party a Village a Turn (6.32); none under a Mission (7.7). */
      if ((c->pc[gv->war_party].flags & GER_FLAG_USED) || ger_village_held (c, v))
        continue;
      if (!ger_wp_has_target (c, v))
        continue;
      for (int n = 1; n <= ger_village_home_bp (c, v); n++)
        ger_push (c, A_WAR_PARTY, 2, gv->marker, n);
    }
}

void
ger_list_wp (GerCtx *c)
{
  int v = c->st->pending.args[0];

  switch (c->st->pending.kind)
    {
    case D_WP_CHIEF:
      for (guint i = 0; i < c->d->n_chiefs; i++)
        if (chief_free (c, i, v))
          ger_push (c, A_WP_CHIEF, 1, c->d->chiefs[i].piece, 0);
      /* 6.32: a second War Party goes with a Chief of its own */
      if (!first_aside (c, v) || has_chief (c, v, v + 1))
        ger_push (c, A_WP_GO, 0, 0, 0);
      break;
    case D_WP_TARGET:
      list_targets (c, v, FALSE);
      break;
    case D_WP_AFTER:
      ger_push (c, A_WP_STAY, 0, 0, 0);
      ger_push (c, A_WP_RETURN, 0, 0, 0);
      break;
    default:
      break;
    }
}

static int
chief_of_piece (const GerCtx *c, int piece)
{
  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (c->d->chiefs[i].piece == piece)
      return i;
  return -1;
}

void
ger_wp_move (GerCtx *c, int v, int to)
{
  const GerVillage *gv = &c->d->villages[v];

  if (ger_ally_combined (c, v))
    {
      guint64 set = c->x->ally_members;

      c->x->ally_lead = 0;              /* each member moves as itself */
      for (guint w = 0; w < c->d->n_villages; w++)
        if (set & (G_GUINT64_CONSTANT (1) << w))
          ger_wp_move (c, w, to);
      c->x->ally_lead = v + 1;
      return;
    }

  for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
    if ((c->pc[p].flags & GER_FLAG_WP) && c->pc[p].location < c->d->n_spaces)
      bh_state_move_piece (c->st, p, to);
  for (guint i = 0; i < c->d->n_chiefs; i++)
    if (c->x->chief_wp[i] == v + 1)
      bh_state_move_piece (c->st, c->d->chiefs[i].piece, to);
  bh_state_move_piece (c->st, gv->war_party, to);
}

/* An Indian-led Massacre at `l` (7.25, 7.71): its marker placed and
 * counted (9.2S); it ends the Peace Policy (9.2R) and the Reform Movement
 * (9.2W) for the rest of the Turn. */
void
ger_indian_massacre (GerCtx *c, int l)
{
  for (int i = 0; i < c->d->n_massacres; i++)
    if (c->pc[c->d->massacres[i]].location == BH_OFFBOARD)
      {
        bh_state_move_piece (c->st, c->d->massacres[i], l);
        c->pc[c->d->massacres[i]].face = 0;
        break;
      }
  c->x->indian_massacres++;
  if (c->x->events & GER_EV_PEACE_POLICY)
    ger_note (c, "9.2R", _("The Indian-led Massacre ends the Peace Policy for the rest of the Turn"));
  if (c->x->events & GER_EV_REFORM)
    ger_note (c, "9.2W", _("The Indian-led Massacre ends the Reform Movement"));
  c->x->events &= ~(GER_EV_PEACE_POLICY | GER_EV_REFORM);
}

/* An attack on a Resource (7.23-7.25): natural DR, +5 against a Town, at
 * or under the War Party's BPs plus its Chiefs' Combat succeeds (the
 * text's "<" is "at or under", digest 8.1); VPs by 10.12; a natural 0-2
 * success checks for a Massacre against the Tribe's and Chiefs'
 * Aggression. */
static void
attack_resource (GerCtx *c, int v, int target)
{
  int l = c->pc[target].location, seat = c->st->pending.side;
  gboolean town = is_type (target, c->d->town_first, c->d->town_count);
  int strength = ger_ally_bp (c, v, TRUE) + ger_wp_combat (c, v);    /* 6.73 */
  int dr = ger_roll (c), total = dr + (town ? 5 : 0), vp;
  const char *what = bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, target))->name;

  if (total > strength)
    {
      /* Translators: Geronimo: a War Party, a Resource, an Area, the DR (with
         any +5 for a Town) and the War Party's strength */
      ger_note (c, "7.23", _("The %s War Party attacks the %s in %s: DR %d, over its %d: no effect"),
                ger_village_name (c, v), what, ger_loc_name (c, l), total, strength);
      return;
    }
  ger_note (c, "7.23", _("The %s War Party attacks the %s in %s: DR %d, at or under its %d: a hit"),
            ger_village_name (c, v), what, ger_loc_name (c, l), total, strength);
  if (town)
    {
      vp = 5;
      bh_state_move_piece (c->st, target, BH_OFFBOARD);
      for (int k = 0; k < 3; k++)
        {
          int s = ger_take_offboard (c, c->d->settlement_first, c->d->settlement_count);

          if (s >= 0)
            bh_state_move_piece (c->st, s, l);
        }
      ger_note (c, "7.24", _("The Town becomes three Settlements"));
      ger_trim_railroads (c, l);
    }
  else if (is_type (target, c->d->settlement_first, c->d->settlement_count))
    {
      vp = 2;
      bh_state_move_piece (c->st, target, BH_OFFBOARD);
      ger_note (c, "7.24", _("The Settlement is removed"));
      ger_trim_railroads (c, l);
    }
  else if (is_type (target, c->d->rr_first, c->d->rr_count))
    {
      vp = 2;
      c->pc[target].face = 1;
      ger_note (c, "7.24", _("The Railroad is Broke for the rest of the Turn"));
    }
  else
    {
      vp = c->d->mine_value[mine_index (c, target)];
      c->pc[target].face = 1;
      ger_note (c, "7.24", _("The Mine is Hit for the rest of the Turn"));
    }
  ger_add_vp (c, seat, vp, "10.12", _("a Resource hit"));
  ger_ally_earned (c, v, vp);
  if (dr <= 2)
    {
      /* the Tribe's, with Blood Lust and Shaman Medicine (9.2F, 9.2Z), and its Chiefs' */
      int aggression = ger_village_aggression (c, v, TRUE) + ger_wp_aggression (c, v);
      int mdr = ger_roll (c);

      if (mdr <= aggression)
        {
          ger_indian_massacre (c, l);
          /* Translators: Geronimo: an Area, the Massacre DR and the Aggression total */
          ger_note (c, "7.25", _("Massacre in %s: DR %d, at or under the Aggression of %d"), ger_loc_name (c, l), mdr,
                    aggression);
        }
      else
        ger_note (c, "7.25", _("No Massacre: DR %d, over the Aggression of %d"), mdr, aggression);
    }
}

/* After the War Party's action (6.35): a second action sends it home, and
 * so does a Finished Village; after a first it may stay out. */
void
ger_wp_after_action (GerCtx *c, int v)
{
  gboolean open = c->x->actions[v] < 2 && c->pc[c->d->villages[v].marker].face == 0;

  if (ger_ally_combined (c, v))
    for (guint w = 0; w < c->d->n_villages; w++)
      if ((c->x->ally_members & (G_GUINT64_CONSTANT (1) << w)) && c->x->actions[w] < 2 &&
          c->pc[c->d->villages[w].marker].face == 0)
        open = TRUE;                    /* 6.75: a member may act again */
  if (ger_solo (c) && open && ger_ally_combined (c, v) && !c->x->ally_solo_second && ger_wp_has_target (c, v))
    {
      c->x->ally_solo_second = 1;
      ger_note (c, "11.36", _("The allied Tribes take their second action this Round"));
      ger_decide (c, c->st->pending.side, D_WP_TARGET, v);
      return;
    }
  if (ger_wp_out (c, v) && open && !ger_solo (c))
    {
      ger_decide (c, c->st->pending.side, D_WP_AFTER, v);
      return;
    }
  if (ger_offer_wp_home_reaction (c, v))     /* 5.35: on its way home */
    return;
  ger_wp_go_home (c, v);
}

/* 5.35, 6.35: the War Party of Village v, its Village just Finished by
 * a Relocation, a Raid or a Shaman Card, goes home; in an Indian Round any
 * On Patrol Column in its Area may try to React on its way.  TRUE when the
 * US now decides: `then` (HOME_*, with home_* set by the caller) says what
 * follows (ger_wp_go_home).  FALSE when it is home and the caller goes
 * on.  Every War Party called home goes through here, except at the End
 * of the Turn (5.35) and under Scouts (9.2Y: the US may not attack it). */
gboolean
ger_wp_call_home (GerCtx *c, int v, int then)
{
  int round_seat = c->x->order[c->x->cursor];

  if (!ger_wp_out (c, v))
    return FALSE;
  if (c->st->phase == PH_ROUNDS && !ger_solo (c) && ger_seat_side (c, round_seat) == GER_INDIAN &&
      ger_offer_wp_home_reaction (c, v))
    {
      c->x->home_then = then;
      c->x->home_seat = round_seat;
      return TRUE;
    }
  ger_wp_return (c, v);
  return FALSE;
}

/* The War Party, if any of it is left, reaches its Village; then what its
 * calling home interrupted, or the Round ends (6.35). */
void
ger_wp_go_home (GerCtx *c, int v)
{
  int then = c->x->home_then;

  if (ger_wp_out (c, v))
    ger_wp_return (c, v);
  c->x->home_then = HOME_ROUND;
  switch (then)
    {
    case HOME_RELOCATION:
      if (ger_offer_reaction (c, v, c->x->home_from, c->x->home_to))   /* 5.35: the Village moved */
        return;
      break;
    case HOME_RAID:
      if (ger_raid_answer (c, c->x->home_seat, c->x->home_vp))           /* 9.2I */
        return;
      break;
    case HOME_OPERATION:
      ger_check_extinct (c, v);
      ger_decide (c, c->x->home_seat, D_OPERATION, 0);
      return;
    default:
      break;
    }
  ger_round_done (c);
}

/* After an attack by the War Party of Village v in `to` (on the piece
 * `target`, or -1 for a Column, which 7.34 already keeps from being
 * attacked twice): the action is spent, unless this was a Rampage's
 * second attack (9.2V: one action in all); a Rampage card in play then
 * offers the second attack, whatever the first one's target was.  TRUE
 * when that second attack is the decision now.  `reactable` (5.35: an
 * attack on a Resource or Column) is kept over the second attack: the
 * Column's one Reaction comes at the end of both (Readings, 9.2V). */
gboolean
ger_wp_spend_attack (GerCtx *c, int v, int to, int target, gboolean *reactable)
{
  int seat = c->st->pending.side;

  if (c->x->rampage_area)
    {
      c->x->rampage_area = 0;
      *reactable = *reactable || c->x->rampage_react;
      c->x->rampage_react = 0;
      return FALSE;
    }
  ger_spend_action (c, v);
  if (!(c->x->events & GER_EV_RAMPAGE) || !ger_wp_out (c, v))
    return FALSE;
  c->x->events &= ~GER_EV_RAMPAGE;
  c->x->rampage_area = to + 1;
  c->x->rampage_first = target + 1;
  if (!ger_wp_has_target (c, v))
    {
      c->x->rampage_area = 0;
      return FALSE;
    }
  ger_note (c, "9.2V", _("Rampage: the War Party may attack again in %s"), ger_loc_name (c, to));
  c->x->rampage_react = *reactable;
  ger_decide (c, seat, D_WP_TARGET, v);
  return TRUE;
}

/* After the War Party of Village v attacked `target` in `to`: the action
 * and the Rampage (ger_wp_spend_attack); a Column may React to an attack
 * on a Resource or Column (5.35: `reactable`); then the 6.35 choice, or
 * the Round ends if the War Party is gone. */
void
ger_wp_attack_done (GerCtx *c, int v, int to, int target, gboolean reactable)
{
  if (ger_wp_spend_attack (c, v, to, target, &reactable))
    return;
  if (reactable && ger_offer_wp_reaction (c, v))     /* 5.35 (bh-geronimo-combat.c) */
    return;
  if (!ger_wp_out (c, v))
    {
      ger_round_done (c);
      return;
    }
  ger_wp_after_action (c, v);
}

void
ger_apply_wp (GerCtx *c, const BhAction *a)
{
  int v = c->st->pending.args[0];
  int seat = c->st->pending.side;

  switch (a->kind)
    {
    case A_WAR_PARTY:
      {
        const GerVillage *gv;
        int left = a->args[1], home;

        v = ger_village_of_marker (c, a->args[0]);
        gv = &c->d->villages[v];
        home = ger_village_area (c, v);
        if (a->args[0] == gv->war_party2)
          {
            first_aside_put (c, v);
            /* Translators: Geronimo: a Village */
            ger_note (c, "6.32", _("%s sends out a second War Party, its first still out"), ger_village_name (c, v));
          }
        for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count && left > 0; p++)
          if (c->pc[p].location == home && !(c->pc[p].flags & GER_FLAG_OUT))
            {
              c->pc[p].flags |= GER_FLAG_WP;
              bh_state_move_piece (c->st, p, home);
              left--;
            }
        bh_state_move_piece (c->st, gv->war_party, home);
        c->pc[gv->war_party].flags |= GER_FLAG_USED;
        if (c->x->marks[v] & GER_MARK_NO_HORSES)
          c->pc[gv->war_party].flags |= GER_FLAG_NO_HORSES;     /* 12.13 */
        if (c->pc[c->d->tribes[gv->tribe].card].seen != BH_ALL_SEATS)
          {
            bh_state_reveal (c->st, c->d->tribes[gv->tribe].card, BH_ALL_SEATS);
            c->st->reveals++;
          }
        /* Translators: Geronimo: a Village and the BPs it sends */
        ger_note (c, "6.31", ngettext ("%s sends out a War Party of %d BP", "%s sends out a War Party of %d BPs", a->args[1]),
                  ger_village_name (c, v), a->args[1]);
        ger_decide (c, seat, D_WP_CHIEF, v);
        break;
      }
    case A_WP_CHIEF:
      {
        int i = chief_of_piece (c, a->args[0]);

        c->x->chief_wp[i] = v + 1;
        c->pc[a->args[0]].flags |= GER_FLAG_USED;
        bh_state_move_piece (c->st, a->args[0], ger_wp_area (c, v));
        /* Translators: Geronimo: a Chief and a Village */
        ger_note (c, "6.31, 6.53", _("%s leads the %s War Party"),
                  bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, a->args[0]))->name,
                  ger_village_name (c, v));
        break;
      }
    case A_WP_GO:
      if (ger_ally_chiefs_done (c, v))
        break;                          /* 6.74: back to the Alliance's War Parties */
      ger_decide (c, seat, D_WP_TARGET, v);
      break;
    case A_WP_ATTACK:
      v = ger_village_of_marker (c, a->args[0]);
      ger_decide (c, seat, D_WP_TARGET, v);
      break;
    case A_ATTACK_RESOURCE:
      {
        int to = c->pc[a->args[0]].location;

        if (to != ger_wp_area (c, v))
          {
            /* Translators: Geronimo: a War Party and an Area */
            ger_note (c, "6.36, 7.21", _("The %s War Party moves into %s"), ger_village_name (c, v), ger_loc_name (c, to));
            ger_wp_move (c, v, to);
          }
        attack_resource (c, v, a->args[0]);
        ger_wp_attack_done (c, v, to, a->args[0], TRUE);
        break;
      }
    case A_WP_STAY:
      ger_note (c, "6.35", _("The %s War Party stays on the map"), ger_village_name (c, v));
      ger_round_done (c);
      break;
    case A_WP_RETURN:
      for (guint w = 0; w < c->d->n_villages; w++)
        if (ger_ally_set (c, v, TRUE) & (G_GUINT64_CONSTANT (1) << w))
          {
            c->pc[c->d->villages[w].marker].face = 1;     /* 6.75: every member home, Finished */
            ger_note (c, "6.35, 6.8", _("%s is Finished"), ger_village_name (c, w));
          }
      if (ger_offer_wp_home_reaction (c, v))     /* 5.35: on its way home */
        break;
      ger_wp_go_home (c, v);
      break;
    default:
      break;
    }
}
