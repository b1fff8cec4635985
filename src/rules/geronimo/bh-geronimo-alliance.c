/* bh-geronimo-alliance.c — Tribal Alliances (6.7, 9.2FF): War Parties of
 * friendly Tribes combined into one.
 *
 * The Indian who plays the card names the Alliance Area (`card-area`);
 * then he, and after him each other Indian player in player order
 * (6.76), adds War Parties one at a time (`ally-join`): a new one from an
 * unfinished Active Village in or next to the Area, with the BPs it
 * sends and then its Chiefs (the usual `wp-chief` step), or one already
 * out in or next to it, whole.  Each joins only if its Tribe is listed
 * as a Friend of a Tribe already in (or is of the same Tribe) and no
 * member lists it as an Enemy nor is listed so by it (6.71); each stays
 * within two Areas of its Village (6.72).  Joining War Parties move into
 * the Area (6.72).
 *
 * The combined War Party is played as the War Party of its lead Village
 * (the first to join; its marker stands for all): the battle modules read
 * its BPs, ratings, marks and Chiefs through ger_ally_* (the sum of the
 * BPs, the highest Tribal ratings, every member's Battle DRMs and
 * detriments, the Chiefs together by 6.53: 6.73, 6.74), and its losses
 * are placed by the Alliance's player one BP at a time (`ally-lose`,
 * 9.2FF).  Each action spends one action of every member (6.71); at the
 * end of the Round members whose Villages are Finished leave it and go
 * home, where a Column may React (6.75).  Its VPs are the Alliance
 * player's (9.2FF).  The Alliance lasts the Turn: in a later Round its
 * player may attack with the combined War Party again or form another
 * (`alliance-form`, his Round's Operation, 6.75).  A volunteer's War
 * Party counts as his own next Round's Operation (6.76).
 *
 * Solitaire (11.36): the drawn Tribe forms the Alliance; the player looks
 * at the next five Tribal Cards, and the Tribes among them that can join
 * may be taken out of the deck to do so (Active from then on); the others
 * stay where they are.  The allied Tribes take two actions that Round: the
 * combined War Party attacks twice, then goes home with every War Party
 * at the Round's end (11.37). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

#define BIT(v) (G_GUINT64_CONSTANT (1) << (v))

/* Is Village v the lead of the combined War Party on the map? */
gboolean
ger_ally_combined (const GerCtx *c, int v)
{
  return v >= 0 && c->x->ally_lead == v + 1 && ger_wp_out (c, v);
}

/* A member whose War Party is inside the combined one, not its lead: not
 * a target or a War Party of its own while it is in (6.71). */
gboolean
ger_ally_hidden (const GerCtx *c, int v)
{
  return (c->x->ally_members & BIT (v)) && c->x->ally_lead != v + 1;
}

/* The Villages whose forces fight as Village v's War Party (wp) or Village. */
guint64
ger_ally_set (const GerCtx *c, int v, gboolean wp)
{
  if (wp && ger_ally_combined (c, v))
    return c->x->ally_members;
  return BIT (v);
}

/* The BPs that fight: the members' summed, less any loss not yet placed
 * (6.73). */
int
ger_ally_bp (const GerCtx *c, int v, gboolean wp)
{
  guint64 set = ger_ally_set (c, v, wp);
  int n = 0;

  if (!wp)
    return ger_village_home_bp (c, v);
  for (guint w = 0; w < c->d->n_villages; w++)
    if (set & BIT (w))
      n += ger_wp_bp (c, w);
  return n - (ger_ally_combined (c, v) ? c->x->ally_loss : 0);
}

/* The highest Tribal rating among the members (6.73). */
int
ger_ally_rating (const GerCtx *c, int v, gboolean wp, const char *what)
{
  guint64 set = ger_ally_set (c, v, wp);
  int best = G_MININT;

  for (guint w = 0; w < c->d->n_villages; w++)
    if (set & BIT (w))
      {
        const GerVillage *gv = &c->d->villages[w];
        int r = g_str_equal (what, "battle") ? gv->battle : g_str_equal (what, "evasion") ? gv->evasion : gv->aggression;

        best = MAX (best, r);
      }
  return best;
}

/* The members' marks together: every card's effect on a member, good or
 * bad, is the combined War Party's (6.73). */
guint
ger_ally_marks (const GerCtx *c, int v, gboolean wp)
{
  guint64 set = ger_ally_set (c, v, wp);
  guint m = 0;

  for (guint w = 0; w < c->d->n_villages; w++)
    if (set & BIT (w))
      m |= c->x->marks[w];
  return m;
}

gboolean
ger_ally_guerilla (const GerCtx *c, int v, gboolean wp)
{
  guint64 set = ger_ally_set (c, v, wp);

  for (guint w = 0; w < c->d->n_villages; w++)
    if ((set & BIT (w)) && c->d->villages[w].guerilla)
      return TRUE;
  return FALSE;
}

/* The Tribes in Village v's War Party: bit t. */
guint32
ger_ally_tribes (const GerCtx *c, int v)
{
  guint64 set = ger_ally_set (c, v, TRUE);
  guint32 t = 0;

  for (guint w = 0; w < c->d->n_villages; w++)
    if (set & BIT (w))
      t |= 1u << c->d->villages[w].tribe;
  return t;
}

/* Who decides for Village v's War Party: the Alliance's player for the
 * combined one (6.76), else the Village's. */
int
ger_wp_seat (const GerCtx *c, int v)
{
  if (ger_ally_combined (c, v) && c->x->ally_seat)
    return c->x->ally_seat - 1;
  return ger_village_controller (c, v);
}

static int
members_with_bp (const GerCtx *c, int *only)
{
  int n = 0;

  for (guint w = 0; w < c->d->n_villages; w++)
    if ((c->x->ally_members & BIT (w)) && ger_wp_bp (c, w) > 0)
      {
        n++;
        *only = w;
      }
  return n;
}

/* The combined War Party of lead v loses n BPs: at once when there is no
 * choice (all of them, or one member left with BPs), else kept for its
 * player to place (9.2FF).  Any other War Party loses its own.  Returns
 * the BPs lost. */
int
ger_ally_lose (GerCtx *c, int v, int n)
{
  int before = ger_ally_bp (c, v, TRUE), only = -1;

  if (!ger_ally_combined (c, v))
    {
      ger_wp_lose_bp (c, v, n);
      return before - ger_wp_bp (c, v);
    }
  n = MIN (n, before);
  if (n <= 0)
    return 0;
  if (n == before)
    {
      for (guint w = 0; w < c->d->n_villages; w++)
        if (c->x->ally_members & BIT (w))
          ger_wp_lose_bp (c, w, 99);
      c->x->ally_loss = 0;
      return n;
    }
  c->x->ally_loss += n;
  if (members_with_bp (c, &only) == 1)
    {
      ger_wp_lose_bp (c, only, c->x->ally_loss);
      c->x->ally_loss = 0;
    }
  return n;
}

/* Losses wait to be placed: the Alliance's player now places them, and
 * `then` says what follows (ger_apply_ally).  FALSE when none wait. */
gboolean
ger_ally_loss_ask (GerCtx *c, int then)
{
  if (c->x->ally_loss == 0 || !c->x->ally_seat)
    return FALSE;
  c->x->ally_then = then;
  /* Translators: Geronimo: the BPs the combined War Party lost */
  ger_note (c, "9.2FF", ngettext ("The Alliance War Party has lost %d BP: its player chooses the Tribe that loses it",
                                   "The Alliance War Party has lost %d BPs: its player chooses which Tribes lose them",
                                   c->x->ally_loss), c->x->ally_loss);
  ger_decide (c, c->x->ally_seat - 1, D_ALLY_LOSS, c->x->ally_lead - 1);
  return TRUE;
}

/* May Tribes t and u fight side by side (6.71)?  Friendly: one lists the
 * other as a Friend, or they are one Tribe. */
static gboolean
friendly (const GerCtx *c, int t, int u)
{
  return t == u || (c->d->tribes[t].friends & (1u << u)) || (c->d->tribes[u].friends & (1u << t));
}

static gboolean
enemies (const GerCtx *c, int t, int u)
{
  return t != u && ((c->d->tribes[t].enemies & (1u << u)) || (c->d->tribes[u].enemies & (1u << t)));
}

/* May Tribe t join the Alliance as it stands (6.71, 6.76)? */
static gboolean
fits (const GerCtx *c, int t)
{
  gboolean any = c->x->ally_members == 0, friend = FALSE;

  for (guint w = 0; w < c->d->n_villages; w++)
    if (c->x->ally_members & BIT (w))
      {
        int u = c->d->villages[w].tribe;

        if (enemies (c, t, u))
          return FALSE;
        friend |= friendly (c, t, u);
      }
  return any || friend;
}

/* Solitaire (11.36): is Tribe t's card among the next five of the Tribal
 * Deck? */
static gboolean
solo_look (const GerCtx *c, int t)
{
  int card = c->d->tribes[t].card, above = 0;

  if (c->pc[card].location != c->d->tribal_deck)
    return FALSE;
  for (guint u = 0; u < c->d->n_tribes; u++)
    if (c->pc[c->d->tribes[u].card].location == c->d->tribal_deck &&
        c->pc[c->d->tribes[u].card].order > c->pc[card].order)
      above++;
  return above < 5;
}

/* Whose Tribe t is for an Alliance: its player's; in solitaire the one
 * player's if it is the Tribe drawn this Round or among the next five
 * cards (11.36), no one's otherwise. */
static int
ally_holder (const GerCtx *c, int t)
{
  if (!ger_solo (c))
    return ger_tribe_holder (c, t);
  /* The five looked at are remembered when they are shown: a view, which
   * knows no hidden card's place in the deck, must agree (RULES-DONE 6). */
  return c->x->solo_tribe == t + 1 ||
    (((c->x->solo_looked >> t) & 1) && c->pc[c->d->tribes[t].card].location == c->d->tribal_deck) ? 0 : -1;
}

/* May Village v of `seat` add a War Party to an Alliance in Area `area`
 * (6.71, 6.72, 9.2FF): unfinished, Active (its player an Indian), on the
 * map; its War Party out in or next to the Area, or one it may still send
 * (6.32: one a Turn) from a Village in or next to it; within two Areas of
 * its Village. */
static gboolean
may_join (const GerCtx *c, int v, int seat, int area)
{
  const GerVillage *gv = &c->d->villages[v];
  int home = ger_village_area (c, v), at;

  if (ger_solo (c) && !c->x->ally_members && c->x->solo_tribe != gv->tribe + 1)
    return FALSE;                       /* 11.36: the drawn Tribe's War Party first */
  if (ally_holder (c, gv->tribe) != seat || !ger_village_on_map (c, v) || home >= (int) c->d->n_spaces ||
      c->d->area_of_space[home] < 0 || c->x->actions[v] >= 2 || c->pc[gv->marker].face != 0 ||
      (c->x->ally_members & BIT (v)) || (c->x->marks[v] & GER_MARK_SCOUTS) ||
      (gv->war_party2 >= 0 && c->pc[gv->war_party2].location < c->d->n_spaces) || !fits (c, gv->tribe) ||
      ger_area_distance (c, home, area) > 2)
    return FALSE;
  if (ger_wp_out (c, v))
    at = ger_wp_area (c, v);
  else
    {
      if ((c->pc[gv->war_party].flags & GER_FLAG_USED) || ger_village_held (c, v) || ger_village_home_bp (c, v) == 0)
        return FALSE;
      at = home;
    }
  return at == area || c->d->adjacent[at][area] == 1;
}

static gboolean
seat_may_join (const GerCtx *c, int seat, int area)
{
  for (guint v = 0; v < c->d->n_villages; v++)
    if (may_join (c, v, seat, area))
      return TRUE;
  return FALSE;
}

/* May `seat` name Area `area` for an Alliance: an Area (not Mexico or
 * Canada) where a War Party of his may join; not while another player's
 * Alliance stands this Turn, nor in solitaire (11.36 has its own). */
gboolean
ger_ally_area_ok (const GerCtx *c, int seat, int area)
{
  if (area < 0 || area >= (int) c->d->n_spaces || c->d->area_of_space[area] < 0 || (ger_solo (c) && !c->x->solo_tribe) ||
      (c->x->ally_seat && c->x->ally_seat != seat + 1) || c->x->ally_members || c->x->forced_village ||
      c->x->forced_tribe)
    return FALSE;
  if (ger_solo (c))
    {
      /* 11.36: the drawn Tribe makes the Alliance */
      for (guint v = 0; v < c->d->n_villages; v++)
        if (c->d->villages[v].tribe + 1 == c->x->solo_tribe && may_join (c, v, seat, area))
          return TRUE;
      return FALSE;
    }
  return seat_may_join (c, seat, area);
}

/* What an Alliance of `seat` named in `area` could gather now (for the
 * computer opponent): how many of his Villages may join it (6.71, 6.72),
 * their BPs in *bp (at home, or the War Party's out); 0 when he may not
 * name the Area. */
int
ger_ally_prospect (const GerCtx *c, int seat, int area, int *bp)
{
  int n = 0;

  *bp = 0;
  if (!ger_ally_area_ok (c, seat, area))
    return 0;
  for (guint v = 0; v < c->d->n_villages; v++)
    if (may_join (c, v, seat, area))
      {
        n++;
        *bp += ger_wp_out (c, v) ? ger_wp_bp (c, v) : ger_village_home_bp (c, v);
      }
  return n;
}

/* The Alliance of `seat` forms in `area` (9.2FF, or again, 6.75). */
void
ger_ally_begin (GerCtx *c, int seat, int area)
{
  g_autofree char *who = ger_seat_name (c, seat);
  GerExtra *x = c->x;

  x->ally_seat = seat + 1;
  x->ally_area = area + 1;
  x->ally_members = 0;
  x->ally_lead = 0;
  x->ally_forming = 1;
  x->ally_first = 1;
  x->ally_asked = 1u << seat;
  x->ally_solo_second = 0;
  if (ger_solo (c))
    {
      /* 11.36: the player looks at the next five; his view then knows them */
      x->solo_looked = 0;
      for (guint t = 0; t < c->d->n_tribes; t++)
        if (solo_look (c, t))
          {
            x->solo_looked |= 1u << t;
            if (c->pc[c->d->tribes[t].card].seen != BH_ALL_SEATS)
              {
                bh_state_reveal (c->st, c->d->tribes[t].card, BH_ALL_SEATS);
                c->st->reveals++;
              }
          }
      /* Translators: Geronimo: solitaire, the Tribal Alliance card (11.36) */
      ger_note (c, "11.36", _("The next five Tribal Cards are looked at: those that can join may be taken out of the deck"));
    }
  /* Translators: Geronimo: a player and the Area of his Alliance */
  ger_note (c, "6.71, 9.2FF", _("%s forms a Tribal Alliance in %s"), who, ger_loc_name (c, area));
  ger_decide (c, seat, D_ALLY, area);
}

/* In a later Round the Alliance's player may attack with the combined War
 * Party again (6.75: each member unfinished) or form another. */
void
ger_ally_list_ops (GerCtx *c)
{
  int seat = c->st->pending.side, lead = c->x->ally_lead - 1;

  if (c->x->ally_seat != seat + 1 || ger_solo (c) || c->x->forced_village || c->x->forced_tribe)
    return;
  if (lead >= 0 && ger_ally_combined (c, lead))
    {
      gboolean all = TRUE;

      for (guint w = 0; w < c->d->n_villages; w++)
        if ((c->x->ally_members & BIT (w)) && (c->x->actions[w] >= 2 || c->pc[c->d->villages[w].marker].face != 0))
          all = FALSE;
      if (all && ger_wp_has_target (c, lead))
        ger_push (c, A_WP_ATTACK, 1, c->d->villages[lead].war_party, 0);
      return;
    }
  for (guint a = 0; a < c->d->n_areas; a++)
    {
      int l = c->d->areas[a].location;

      c->x->ally_seat = 0;      /* ger_ally_area_ok's check of another's Alliance */
      if (ger_ally_area_ok (c, seat, l))
        ger_push (c, A_ALLY_FORM, 1, l, 0);
      c->x->ally_seat = seat + 1;
    }
}

void
ger_list_ally (GerCtx *c)
{
  int seat = c->st->pending.side, area = c->x->ally_area - 1;

  if (c->st->pending.kind == D_ALLY_SHARE)
    {
      for (int s = 0; s < c->x->n_players; s++)
        if (c->x->ally_contrib & (1u << s))
          ger_push (c, A_ALLY_SHARE, 1, s, 0);
      ger_push (c, A_ALLY_KEEP, 0, 0, 0);
      return;
    }
  if (c->st->pending.kind == D_ALLY_LOSS)
    {
      for (guint w = 0; w < c->d->n_villages; w++)
        if ((c->x->ally_members & BIT (w)) && ger_wp_bp (c, w) > 0)
          ger_push (c, A_ALLY_LOSE, 1, c->d->villages[w].war_party, 0);
      return;
    }
  for (guint v = 0; v < c->d->n_villages; v++)
    if (may_join (c, v, seat, area))
      {
        if (ger_wp_out (c, v))
          ger_push (c, A_ALLY_JOIN, 2, c->d->villages[v].war_party, 0);
        else
          for (int n = 1; n <= ger_village_home_bp (c, v); n++)
            ger_push (c, A_ALLY_JOIN, 2, c->d->villages[v].marker, n);
      }
  /* The card's player brings one War Party at least; a volunteer may bring none. */
  if (seat + 1 != c->x->ally_seat || c->x->ally_members)
    ger_push (c, A_ALLY_DONE, 0, 0, 0);
}

/* Village v's War Party joins: a new one forms with n BPs (6.31), or the
 * one out comes whole; it moves into the Alliance Area (6.72). */
static void
join (GerCtx *c, int v, int n)
{
  const GerVillage *gv = &c->d->villages[v];
  int area = c->x->ally_area - 1, home = ger_village_area (c, v);

  if (n > 0)
    {
      int left = n;

      for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count && left > 0; p++)
        if (c->pc[p].location == home && !(c->pc[p].flags & GER_FLAG_OUT))
          {
            c->pc[p].flags |= GER_FLAG_WP;
            left--;
          }
      bh_state_move_piece (c->st, gv->war_party, home);
      c->pc[gv->war_party].flags |= GER_FLAG_USED;
      /* Translators: Geronimo: a Village and the BPs it sends to the Alliance */
      ger_note (c, "6.31, 6.73", ngettext ("%s sends a War Party of %d BP to the Alliance", "%s sends a War Party of %d BPs to the Alliance", n),
                ger_village_name (c, v), n);
    }
  else
    /* Translators: Geronimo: a Village whose War Party, already out, joins the Alliance */
    ger_note (c, "6.71", _("The %s War Party joins the Alliance"), ger_village_name (c, v));
  if (c->pc[c->d->tribes[gv->tribe].card].location == c->d->tribal_deck)
    {
      /* 11.36: taken out of the deck to join, Active from now on */
      bh_state_move_piece (c->st, c->d->tribes[gv->tribe].card, c->d->hand_tribal[0]);
      /* Translators: Geronimo: solitaire, a Tribe taken out of the Tribal Deck for the Alliance */
      ger_note (c, "11.36", _("The %s are taken out of the Tribal Deck for the Alliance"), ger_tribe_name (c, gv->tribe));
    }
  if (c->pc[c->d->tribes[gv->tribe].card].seen != BH_ALL_SEATS)
    {
      bh_state_reveal (c->st, c->d->tribes[gv->tribe].card, BH_ALL_SEATS);     /* 3.5 */
      c->st->reveals++;
    }
  if (ger_wp_area (c, v) != area)
    {
      /* Translators: Geronimo: a War Party and an Area */
      ger_note (c, "6.72", _("The %s War Party moves into %s"), ger_village_name (c, v), ger_loc_name (c, area));
      ger_wp_move (c, v, area);
    }
  c->x->ally_members |= BIT (v);
  if (!c->x->ally_lead)
    c->x->ally_lead = v + 1;
}

/* The next Indian player, in player order from the Alliance's, who has a
 * War Party that may volunteer (6.76); -1 none. */
static int
next_volunteer (GerCtx *c)
{
  GerExtra *x = c->x;
  int start = 0;

  for (int k = 0; k < x->n_players; k++)
    if (x->order[k] == x->ally_seat - 1)
      start = k;
  for (int k = 1; k < x->n_players; k++)
    {
      int s = x->order[(start + k) % x->n_players];

      if (x->ally_asked & (1u << s) || ger_seat_side (c, s) != GER_INDIAN)
        continue;
      x->ally_asked |= 1u << s;
      if (seat_may_join (c, s, x->ally_area - 1))
        return s;
    }
  return -1;
}

/* Every player has had his say: the combined War Party chooses its
 * target in the Alliance Area (6.72), or, with none, stays there and the
 * Round ends. */
static void
formed (GerCtx *c)
{
  int seat = c->x->ally_seat - 1, lead = c->x->ally_lead - 1, bp = ger_ally_bp (c, lead, TRUE);
  g_autoptr(GArray) out = g_array_new (FALSE, FALSE, sizeof (BhAction));
  GArray *saved = c->out;

  c->x->ally_forming = 0;
  /* Translators: Geronimo: the combined War Party's BPs */
  ger_note (c, "6.73", ngettext ("The Alliance War Party is formed: %d BP", "The Alliance War Party is formed: %d BPs", bp), bp);
  ger_decide (c, seat, D_WP_TARGET, lead);
  c->out = out;
  ger_list_wp (c);
  c->out = saved;
  if (out->len == 0)
    {
      ger_note (c, "6.72", _("The Alliance War Party has no target in its Area: it stays there"));
      ger_round_done (c);
    }
}

static void
done (GerCtx *c)
{
  int s = next_volunteer (c);

  if (s >= 0)
    {
      ger_decide (c, s, D_ALLY, c->x->ally_area - 1);
      return;
    }
  formed (c);
}

/* The Chiefs of a joining War Party are chosen: back to its player's
 * other War Parties (6.74).  FALSE when no Alliance is forming. */
gboolean
ger_ally_chiefs_done (GerCtx *c, int v)
{
  (void) v;
  if (!c->x->ally_forming)
    return FALSE;
  ger_decide (c, c->st->pending.side, D_ALLY, c->x->ally_area - 1);
  return TRUE;
}

void
ger_apply_ally (GerCtx *c, const BhAction *a)
{
  GerExtra *x = c->x;
  int seat = c->st->pending.side;

  switch (a->kind)
    {
    case A_ALLY_FORM:
      ger_ally_begin (c, seat, a->args[0]);
      return;
    case A_ALLY_JOIN:
      {
        int v = ger_village_of_marker (c, a->args[0]);

        join (c, v, a->args[1]);
        if (seat + 1 != x->ally_seat && !(x->ally_volunteered & (1u << seat)))
          {
            g_autofree char *who = ger_seat_name (c, seat);

            x->ally_volunteered |= 1u << seat;
            x->ally_contrib |= 1u << seat;
            x->forced_owed |= 1u << seat;     /* his next Round's Operation (6.76) */
            /* Translators: Geronimo: a player who volunteered War Parties to another's Alliance */
            ger_note (c, "6.76", _("%s volunteers to the Alliance: it counts as his next Round's Operation"), who);
          }
        if (a->args[1] > 0)
          ger_decide (c, seat, D_WP_CHIEF, v);        /* its Chiefs (6.53, 6.74) */
        else
          ger_decide (c, seat, D_ALLY, x->ally_area - 1);
        return;
      }
    case A_ALLY_DONE:
      done (c);
      return;
    case A_ALLY_SHARE:
      {
        ger_add_vp (c, seat, -1, "9.2FF", _("shared with a player in the Alliance"));
        ger_add_vp (c, a->args[0], 1, "9.2FF", _("shared by the Alliance's player"));
        if (--x->ally_vp > 0)
          {
            ger_decide (c, seat, D_ALLY_SHARE, 0);
            return;
          }
        ger_round_done (c);
        return;
      }
    case A_ALLY_KEEP:
      ger_note (c, "9.2FF", _("The Alliance's player keeps its VPs"));
      x->ally_vp = 0;
      ger_round_done (c);
      return;
    case A_ALLY_LOSE:
      {
        int w = ger_village_of_marker (c, a->args[0]), only = -1;

        ger_wp_lose_bp (c, w, 1);
        x->ally_loss--;
        /* Translators: Geronimo: a member War Party of the Alliance loses a BP */
        ger_note (c, "9.2FF", _("The %s War Party loses 1 BP"), ger_village_name (c, w));
        if (x->ally_loss > 0 && members_with_bp (c, &only) == 1)
          {
            ger_wp_lose_bp (c, only, x->ally_loss);
            ger_note (c, "9.2FF", ngettext ("The %s War Party loses the other %d BP", "The %s War Party loses the other %d BPs",
                                               x->ally_loss), ger_village_name (c, only), x->ally_loss);
            x->ally_loss = 0;
          }
        if (x->ally_loss > 0)
          return;                       /* the same decision again */
        if (x->ally_then == ALLY_THEN_COLUMN)
          ger_combat_resume (c);
        else
          {
            ger_decide (c, seat, D_AUTO, 0);
            ger_wp_attack_done (c, x->ally_then_v, x->ally_then_to, x->ally_then_target, FALSE);
          }
        return;
      }
    default:
      return;
    }
}

/* VPs the War Party of Village v earned: the combined one's are its
 * player's to share (9.2FF). */
void
ger_ally_earned (GerCtx *c, int v, int vp)
{
  if (v >= 0 && vp > 0 && ger_ally_combined (c, v))
    c->x->ally_vp = MIN (c->x->ally_vp + vp, 255);
}

/* At the end of a Round in which the combined War Party earned VPs, its
 * player may give some to the players who joined it (9.2FF, 6.76).  TRUE
 * when he now decides. */
gboolean
ger_ally_share_offer (GerCtx *c)
{
  GerExtra *x = c->x;

  if (x->ally_vp == 0)
    return FALSE;
  if (!x->ally_seat || !(x->ally_contrib & ~(1u << (x->ally_seat - 1))))
    {
      x->ally_vp = 0;           /* nobody to share with */
      return FALSE;
    }
  ger_decide (c, x->ally_seat - 1, D_ALLY_SHARE, 0);
  return TRUE;
}

/* The combined War Party goes: no member left in it. */
void
ger_ally_dissolve (GerCtx *c)
{
  c->x->ally_members = 0;
  c->x->ally_lead = 0;
  c->x->ally_loss = 0;
}

/* At the end of a Round (6.75): the members whose Villages are Finished
 * leave the combined War Party and go home with their own ratings and
 * marks, where a Column in the Area may React (5.35).  TRUE when the US
 * now decides (the Round's end comes back here). */
gboolean
ger_ally_round_end (GerCtx *c)
{
  GerExtra *x = c->x;

  if (!x->ally_members)
    return FALSE;
  if (x->ally_lead && !ger_wp_out (c, x->ally_lead - 1))
    {
      /* home or wiped out as a whole */
      for (guint w = 0; w < c->d->n_villages; w++)
        if ((x->ally_members & BIT (w)) && ger_wp_out (c, w))
          ger_wp_return (c, w);
      ger_ally_dissolve (c);
      return FALSE;
    }
  for (guint w = 0; w < c->d->n_villages; w++)
    if ((x->ally_members & BIT (w)) && (c->pc[c->d->villages[w].marker].face != 0 || !ger_wp_out (c, w)))
      {
        x->ally_members &= ~BIT (w);
        if (x->ally_lead == w + 1)
          {
            x->ally_lead = 0;
            for (guint m = 0; m < c->d->n_villages && !x->ally_lead; m++)
              if (x->ally_members & BIT (m))
                x->ally_lead = m + 1;
          }
        if (!ger_wp_out (c, w))
          continue;
        /* Translators: Geronimo: a Finished Village's War Party leaves the Alliance */
        ger_note (c, "6.75", _("%s is Finished: its War Party leaves the Alliance War Party"), ger_village_name (c, w));
        if (ger_wp_call_home (c, w, HOME_ROUND))
          return TRUE;
      }
  if (!x->ally_members)
    ger_ally_dissolve (c);
  return FALSE;
}

/* The Alliance ends with the Turn (6.75). */
void
ger_ally_end_turn (GerCtx *c)
{
  ger_ally_dissolve (c);
  c->x->ally_seat = 0;
  c->x->ally_area = 0;
  c->x->ally_forming = 0;
  c->x->ally_first = 0;
  c->x->ally_asked = 0;
  c->x->ally_volunteered = 0;
  c->x->ally_contrib = 0;
  c->x->ally_vp = 0;
}
