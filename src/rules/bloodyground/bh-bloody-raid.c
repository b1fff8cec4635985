/* bh-bloody-raid.c — raids (12.0): designating raiders in the Action
 * Phase, their path's MPs, fortified areas and Ohio crossing, resolution
 * on the Raid Resolution Chart in the Raid Phase in the order the NA
 * chooses, settlers hit (6.0.2) and the raiders' return home, each where
 * the NA chooses (12.0.4).  Also the area facts other modules
 * ask: pillaged, settled, holding a US fort. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

/* BloodyExtra.raid_info bits beside the fortified areas entered (0x0f):
 * a route's tag (RT_*), then the raid's progress. */
enum {
  RI_OHIO = RT_OHIO,          /* crossed the Ohio */
  RI_PILLAGED = RT_PILLAGED,  /* passed a pillaged area */
  RI_RESOLVED = 0x40,   /* its raid is resolved: going home (12.0.4) */
  RI_CHECKED = 0x80,    /* its 12.0.4 check for a pillaged area is made */
};

static gboolean
marked (const BloodyCtx *c, int piece, int mark)
{
  return c->d->pieces[piece].mark == mark;
}

gboolean
bloody_is_pillaged (const BloodyCtx *c, int area)
{
  for (guint p = c->d->pillaged_first; p < c->d->pillaged_end; p++)
    if (c->d->pieces[p].mark == MARK_PILLAGED && c->pc[p].location == area)
      return TRUE;
  return FALSE;
}

/* Every area's Pillaged marker in one pass over the pieces. */
void
bloody_pillaged_mask (const BloodyCtx *c, guint8 *mask)
{
  memset (mask, 0, BLOODY_MAX_SPACES);
  for (guint p = c->d->pillaged_first; p < c->d->pillaged_end; p++)
    if (c->d->pieces[p].mark == MARK_PILLAGED && bloody_is_space (c, c->pc[p].location))
      mask[c->pc[p].location] = 1;
}

gboolean
bloody_has_us_fort (const BloodyCtx *c, int area)
{
  for (guint p = c->d->fort_first; p < c->d->fort_end; p++)
    if (c->pc[p].location == area && c->d->pieces[p].klass == PC_FORT && c->d->pieces[p].side == 0)
      return TRUE;
  return FALSE;
}

/* Settled as a status (A5): settlers, a village or a permanent settlement. */
gboolean
bloody_is_settled (const BloodyCtx *c, int area)
{
  if (c->d->spaces[area].ps)
    return TRUE;
  /* The area's pieces only (the state's index): the search asks this of
   * every area many times a decision. */
  for (int p = bh_state_first_at (c->st, area); p >= 0; p = bh_state_next_at (c->st, p, area))
    if (c->d->pieces[p].klass == PC_SETTLER || c->d->pieces[p].klass == PC_VILLAGE)
      return TRUE;
  return FALSE;
}

static gboolean
water (const BloodyCtx *c, int area)
{
  return bh_game_data_get_space_kind (c->self->data, bh_game_data_get_space (c->self->data, area)->kind)->water;
}

static gboolean
may_raid (const BloodyCtx *c, int piece)
{
  const BloodyPieceInfo *pi = &c->d->pieces[piece];

  if (pi->side != 1 || !bloody_is_space (c, c->pc[piece].location) || c->x->raid_mp[piece] ||
      (c->x->status[piece] & (ST_ACTIVATED | ST_DONE)))
    return FALSE;
  if (pi->klass == PC_WARRIOR)
    return c->pc[piece].face == 0 && !pi->british && !c->x->oos[piece];   /* mobilized, in supply (12.0.1, 7.0.4) */
  /* Tecumseh and McKee never raid (14.0.3, 14.0.5). */
  return pi->klass == PC_LEADER && pi->special != SP_TECUMSEH && pi->special != SP_MCKEE && !pi->british;
}

/* 12.0.1: a warrior raids any other land area the scenario opens (15.1.3);
 * the NA then designates which of the units stacked with it go too
 * (bloody_list_raiders). */
void
bloody_list_raids (BloodyCtx *c)
{
  guint8 seen[BLOODY_MAX_SPACES] = { 0 };

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int area = c->pc[p].location;

      if (!may_raid (c, p) || c->d->pieces[p].klass != PC_WARRIOR || seen[area])
        continue;
      seen[area] = 1;
      for (guint s = 0; s < c->d->n_spaces; s++)
        if ((int) s != area && !water (c, s) && bloody_enterable (c, s))
          bloody_add_action (c, A_RAID, 2, p, s);
    }
}

/* The units of the raid's starting area that may still join it. */
void
bloody_list_raiders (BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == c->x->raid_from && may_raid (c, p))
      bloody_add_action (c, A_RAID_WITH, 1, p, 0);
  bloody_add_action (c, A_RAID_GO, 0, 0, 0);
}

static void
send_raider (BloodyCtx *c, int piece)
{
  int area = c->x->raid_to;

  bloody_move (c, piece, area);
  c->x->raid_mp[piece] = c->x->raid_cost;
  c->x->raid_info[piece] = c->x->raid_flags;
  c->x->status[piece] |= ST_DONE;
  /* Translators: A Dark and Bloody Ground: a raider sets out; unit,
     area, MPs spent */
  bloody_note (c, "12.0.1", _("%s raids %s (%d MP)"), bloody_piece_name (c, piece), bloody_loc_name (c, area),
               c->x->raid_cost - 1);
}

/* The raid is designated: the NA's action is over (9.3). */
static void
raid_sent (BloodyCtx *c)
{
  c->x->raid_from = -1;
  c->x->passed = 0;
  bloody_set_decision (c, 0, D_ACTION, 0);
}

/* The Raid Resolution Chart's "−1 for every multiple over 12 MPs". */
static int
mp_drm (int mp)
{
  return mp > 12 ? mp / 12 : 0;
}

/* TRUE when route `a` (tag | MPs << 6) is no worse than `b` in every way
 * the raid feels it: fortified areas, the Ohio, a pillaged area, the MP
 * modifier. */
static gboolean
no_worse (int a, int b)
{
  return (a & RT_FORTS) <= (b & RT_FORTS) && (a & ~b & (RT_OHIO | RT_PILLAGED)) == 0 &&
         mp_drm (a >> 6) <= mp_drm (b >> 6);
}

/* The ways from the raid's area to its target that the NA may prefer
 * (12.0.1: the route is the NA's): of the routes alike in fortified
 * areas, Ohio and pillaged areas the cheapest, and of those every one
 * no other beats in all four (a route that is worse in every way
 * changes nothing but the raid's odds, for the worse).  Writes the codes
 * (tag | MPs << 6), returns how many. */
static int
raid_routes (const BloodyCtx *c, int from, int to, int codes[RT_N])
{
  int mp[RT_N], all[RT_N], n_all = 0, n = 0;

  bloody_na_routes (c, from, to, mp);
  for (int t = 0; t < RT_N; t++)
    if (mp[t] < G_MAXINT)
      all[n_all++] = t | MIN (mp[t], 250) << 6;
  for (int i = 0; i < n_all; i++)
    {
      gboolean beaten = FALSE;

      for (int j = 0; j < n_all && !beaten; j++)
        beaten = j != i && no_worse (all[j], all[i]);   /* tags differ: better somewhere */
      if (!beaten)
        codes[n++] = all[i];
    }
  return n;
}

/* The raid goes by route `code` (tag | MPs << 6): `piece` sets out; the
 * others of its stack may join it on the same way. */
static void
raid_by (BloodyCtx *c, int piece, int code)
{
  int from = c->x->raid_from;
  gboolean more = FALSE;

  c->x->raid_cost = (code >> 6) + 1;
  c->x->raid_flags = code & (RT_FORTS | RT_OHIO | RT_PILLAGED);
  send_raider (c, piece);
  for (guint p = 0; p < c->d->n_pieces && !more; p++)
    more = c->pc[p].location == from && may_raid (c, p);
  if (more)
    bloody_set_decision (c, 1, D_RAIDERS, 0);
  else
    raid_sent (c);
}

/* 12.0.1: the NA names the raid's target; where the ways there differ
 * in the raid (fortified areas entered, the Ohio crossed, a pillaged
 * area passed, the MPs' modifier), the NA chooses the way (D_RAID_ROUTE). */
void
bloody_apply_raid (BloodyCtx *c, int piece, int area)
{
  int codes[RT_N], n;

  c->x->raid_from = c->pc[piece].location;
  c->x->raid_to = area;
  n = raid_routes (c, c->x->raid_from, area, codes);
  if (n > 1)
    {
      bloody_set_decision (c, 1, D_RAID_ROUTE, piece);
      return;
    }
  raid_by (c, piece, n == 1 ? codes[0] : 250 << 6);
}

void
bloody_list_raid_routes (BloodyCtx *c)
{
  int codes[RT_N], n = raid_routes (c, c->x->raid_from, c->x->raid_to, codes);

  for (int i = 0; i < n; i++)
    bloody_add_action (c, A_RAID_ROUTE, 1, codes[i], 0);
}

void
bloody_apply_raid_route (BloodyCtx *c, int code)
{
  raid_by (c, c->st->pending.args[0], code);
}

/* A raid route in words (the action's wording). */
char *
bloody_route_text (int code)
{
  int forts = code & RT_FORTS;

  /* Translators: A Dark and Bloody Ground: a raid's way to its target:
     its MPs, the fortified areas it enters, whether it crosses the Ohio
     and passes a pillaged area (each a phrase below) */
  return g_strdup_printf (ngettext ("Raid by the way of %d MP entering %d fortified area, %s, %s (12.0.1)",
                                    "Raid by the way of %d MP entering %d fortified areas, %s, %s (12.0.1)", forts),
                          code >> 6, forts,
                          (code & RT_OHIO) ? _("across the Ohio") : _("not across the Ohio"),
                          (code & RT_PILLAGED) ? _("through a pillaged area") : _("through no pillaged area"));
}

void
bloody_apply_raiders (BloodyCtx *c, const BhAction *a)
{
  if (a->kind == A_RAID_WITH)
    {
      send_raider (c, a->args[0]);
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].location == c->x->raid_from && may_raid (c, p))
          return;
    }
  raid_sent (c);
}

/* 6.0.2: "displaced to the nearest village (or permanent settlement
 * printed on the map)": the fewest land steps away from `from` (another
 * area: displaced means it leaves) with room for it (four settlers an
 * area, 4.2).  Writes the places equally near to `out`, returns how many
 * (0: none can be reached). */
static int
nearest_towns (const BloodyCtx *c, int from, int *out)
{
  guint8 town[BLOODY_MAX_SPACES] = { 0 }, settlers[BLOODY_MAX_SPACES] = { 0 };
  int dist[BLOODY_MAX_SPACES], queue[BLOODY_MAX_SPACES], head = 0, tail = 0, n = 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      town[s] = c->d->spaces[s].ps;
      dist[s] = -1;
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (bloody_is_space (c, c->pc[p].location))
      {
        town[c->pc[p].location] |= c->d->pieces[p].klass == PC_VILLAGE;
        settlers[c->pc[p].location] += c->d->pieces[p].klass == PC_SETTLER;
      }
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int a = queue[head++];
      const BloodySpaceInfo *si = &c->d->spaces[a];

      if (n > 0 && dist[a] > dist[out[0]])
        break;
      if (a != from && town[a] && settlers[a] < 4)
        out[n++] = a;
      for (guint k = 0; k < si->n_adj; k++)
        if (dist[si->adj[k]] < 0 && !water (c, si->adj[k]))
          {
            dist[si->adj[k]] = dist[a] + 1;
            queue[tail++] = si->adj[k];
          }
    }
  return n;
}

static gboolean
fleeing (const BloodyCtx *c, int settler)
{
  return (c->x->fleeing[settler / 8] >> (settler % 8)) & 1;
}

/* 6.0.2: a settler hit by a raid or pillage rolls against the CL: above,
 * removed (US −1 VP; NA +1 VP, 15.4.5, A14); else displaced to the
 * nearest village or permanent settlement (A51 covers only the roll):
 * where several are equally near, the US chooses (its settler: docs),
 * once the raid or pillage is resolved. */
void
bloody_settler_hit (BloodyCtx *c, int settler, const char *rule)
{
  int roll = bloody_roll (c), cl = c->mk[c->d->m_cl];

  if (roll > cl)
    {
      bloody_move (c, settler, c->d->b_removed);
      /* Translators: A Dark and Bloody Ground: a settler is lost; the die and the Commitment Level */
      bloody_note (c, "6.0.2", _("A settler is killed: %d above commitment %d"), roll, cl);
      bloody_vp (c, 0, -1);
      bloody_vp (c, 1, 1);
    }
  else
    {
      int towns[BLOODY_MAX_SPACES], n = nearest_towns (c, c->pc[settler].location, towns);
      int to = n > 0 ? towns[0] : c->d->b_settler_pool;

      if (n > 1)
        {
          c->x->fleeing[settler / 8] |= 1u << (settler % 8);
          /* Translators: A Dark and Bloody Ground: a settler flees; the die, the Commitment Level, how many places are equally near */
          bloody_note (c, "6.0.2", _("A settler flees: %d, commitment %d; the US chooses among %d places equally near"), roll, cl, n);
          return;
        }
      bloody_move (c, settler, to);
      /* Translators: A Dark and Bloody Ground: a settler flees; the die, the Commitment Level, where it goes */
      bloody_note (c, "6.0.2", _("A settler flees: %d, commitment %d, to %s"), roll, cl, bloody_loc_name (c, to));
    }
  (void) rule;
}

/* The next displaced settler with a choice of places (6.0.2): the US
 * decides; where the choice has narrowed to one place (another settler
 * took the room), it goes there.  TRUE when the US must decide. */
gboolean
bloody_displace_step (BloodyCtx *c)
{
  if (c->x->raid_loss_area > 0)
    return FALSE;   /* a raid's losses are taken first (12.0.3) */
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (fleeing (c, p))
      {
        int towns[BLOODY_MAX_SPACES], n = nearest_towns (c, c->pc[p].location, towns);

        if (n > 1)
          {
            if (c->st->pending.kind == D_ACTION)
              c->x->flee_resume = c->st->pending.side + 1;
            bloody_set_decision (c, 0, D_DISPLACE, p);
            return TRUE;
          }
        c->x->fleeing[p / 8] &= ~(1u << (p % 8));
        bloody_move (c, p, n > 0 ? towns[0] : c->d->b_settler_pool);
        /* Translators: A Dark and Bloody Ground: a displaced settler goes to a village or permanent settlement */
        bloody_note (c, "6.0.2", _("The settler goes to %s"), bloody_loc_name (c, c->pc[p].location));
      }
  return FALSE;
}

void
bloody_list_displace (BloodyCtx *c)
{
  int settler = c->st->pending.args[0], towns[BLOODY_MAX_SPACES], n = nearest_towns (c, c->pc[settler].location, towns);

  for (int i = 0; i < n; i++)
    bloody_add_action (c, A_FLEE_TO, 2, settler, towns[i]);
}

void
bloody_apply_displace (BloodyCtx *c, int settler, int area)
{
  c->x->fleeing[settler / 8] &= ~(1u << (settler % 8));
  bloody_move (c, settler, area);
  /* Translators: A Dark and Bloody Ground: a displaced settler goes to a village or permanent settlement */
  bloody_note (c, "6.0.2", _("The settler goes to %s"), bloody_loc_name (c, area));
  c->st->pending.kind = D_NONE;
  /* A pillage in the Action Phase: the turn goes on to the other side. */
  if (c->x->flee_resume)
    bloody_set_decision (c, c->x->flee_resume - 1, D_ACTION, 0);
  c->x->flee_resume = 0;
}

static int
raid_drm (BloodyCtx *c, int area, int *warriors, int *militia)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];
  int drm = 0, na_cr = 0, us_cr = 0, max_mp = 0, forts = 0;
  gboolean girty = FALSE, ohio = FALSE;

  *warriors = *militia = 0;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const BloodyPieceInfo *pi = &c->d->pieces[p];

      if (c->pc[p].location != area)
        continue;
      if (c->x->raid_mp[p])
        {
          if (pi->klass == PC_WARRIOR)
            {
              (*warriors)++;
              max_mp = MAX (max_mp, c->x->raid_mp[p] - 1);   /* leaders' MPs do not count */
            }
          else if (pi->special == SP_GIRTY)
            girty = TRUE;
          else
            na_cr = MAX (na_cr, pi->cr);
          forts = MAX (forts, c->x->raid_info[p] & 0x0f);
          ohio |= (c->x->raid_info[p] & RI_OHIO) != 0;
        }
      else if (pi->side == 0 && pi->klass == PC_MILITIA)
        (*militia)++;
      else if (pi->side == 0 && pi->klass == PC_LEADER)
        us_cr = MAX (us_cr, pi->cr);
    }
  /* Raid Resolution Chart. */
  drm += si->terrain == AT_ROUGH ? 2 : si->terrain == AT_WILDERNESS ? 1 : -1;
  drm += na_cr + (girty ? 1 : 0);
  drm -= max_mp > 12 ? max_mp / 12 : 0;   /* each multiple over 12 MPs (T7) */
  drm -= forts;   /* each fortified area entered (11.2.2) */
  drm -= *militia;
  drm -= ohio ? 1 : 0;
  drm -= c->x->severe ? 1 : 0;
  drm -= us_cr;
  return drm;
}

/* 12.0.3: the units a raid may cost `side` in `area`: the raiding
 * warriors (NA), the defending militia (US). */
static gboolean
raid_casualty (const BloodyCtx *c, int p, int area, int side)
{
  if (c->pc[p].location != area || c->d->pieces[p].side != side)
    return FALSE;
  return side == 1 ? c->x->raid_mp[p] && c->d->pieces[p].klass == PC_WARRIOR
                   : !c->x->raid_mp[p] && c->d->pieces[p].klass == PC_MILITIA;
}

static int
casualties (const BloodyCtx *c, int area, int side, int *only)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (raid_casualty (c, p, area, side))
      {
        *only = p;
        n++;
      }
  return n;
}

/* One unit lost: the owner's choice (12.0.3 names none; the example's NA
 * gives up the Wyandot).  The second loss of a side stands only on a
 * failed level check ("2*"); a passed check ends the side's losses. */
static void
take_raid_loss (BloodyCtx *c, int victim)
{
  int side = c->d->pieces[victim].side;

  if (c->x->raid_lost[side] == 1 && bloody_level_check (c, victim, 0, "12.0.3"))
    {
      c->x->raid_loss[side] = 0;
      return;
    }
  bloody_eliminate (c, victim, "12.0.3");
  c->x->raid_mp[victim] = 0;
  c->x->raid_lost[side]++;
  c->x->raid_loss[side]--;
}

void
bloody_list_raid_losses (BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (raid_casualty (c, p, c->x->raid_loss_area - 1, c->st->pending.side))
      bloody_add_action (c, A_RAID_LOSE, 1, p, 0);
}

void
bloody_apply_raid_loss (BloodyCtx *c, int piece)
{
  c->st->pending.kind = D_NONE;
  take_raid_loss (c, piece);
}

static void
leader_loss (BloodyCtx *c, int area, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].side == side && c->d->pieces[p].klass == PC_LEADER &&
        (side == 0) == (c->x->raid_mp[p] == 0))
      {
        int roll = bloody_roll (c);

        /* Translators: A Dark and Bloody Ground: a leader's casualty roll in a raid */
        bloody_note (c, "12.0.3", _("%s rolls %d for his life"), bloody_piece_name (c, p), roll);
        if (roll == 6)
          bloody_eliminate (c, p, "12.0.3");
      }
}

/* 12.0.3: the settlers a successful raid hits each take the 6.0.2 roll
 * (A51); with the scenario option A51 offers, they are removed with no
 * roll (the Raid Results table's footnote, the 12.0.4 example). */
static void
settlers_hit (BloodyCtx *c, int area, int n)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  gboolean no_roll = bh_state_option (c->st, bh_scenario_find_option (sc, "raided-settlers-eliminated"));

  for (int k = 0; k < n; k++)
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (c->pc[p].location == area && c->d->pieces[p].klass == PC_SETTLER && !fleeing (c, p))
        {
          if (no_roll)
            {
              bloody_move (c, p, c->d->b_removed);
              /* Translators: A Dark and Bloody Ground: a settler is lost to a raid, no roll (an option) */
              bloody_note (c, "12.0.3", _("A settler is killed (A51 option: no roll)"));
              bloody_vp (c, 0, -1);
              bloody_vp (c, 1, 1);
            }
          else
            bloody_settler_hit (c, p, "12.0.3");
          break;
        }
}

static void
place_raid_marker (BloodyCtx *c, int area)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (marked (c, p, MARK_RAID) && !bloody_is_space (c, c->pc[p].location))
      {
        bloody_move (c, p, area);
        return;
      }
}

/* 12.0.4: the areas a raider may go home to: an un-pillaged, un-settled
 * area of its nation or an un-besieged British fort, anywhere on the map
 * (the 12.0.4 example) the scenario opens (15.1.3). */
static int
homes (const BloodyCtx *c, int piece, int *out)
{
  guint8 fort[BLOODY_MAX_SPACES] = { 0 }, us[BLOODY_MAX_SPACES] = { 0 }, taken[BLOODY_MAX_SPACES] = { 0 };
  int nation = c->d->pieces[piece].nation, n = 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    taken[s] = c->d->spaces[s].ps;
  /* One pass: British forts, US units, and pillaged or settled areas. */
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location;
      const BloodyPieceInfo *pi = &c->d->pieces[p];

      if (!bloody_is_space (c, loc))
        continue;
      fort[loc] |= pi->klass == PC_FORT && pi->side == 1;
      us[loc] |= pi->side == 0 && bloody_is_combat (c, p);
      taken[loc] |= pi->mark == MARK_PILLAGED || pi->klass == PC_SETTLER || pi->klass == PC_VILLAGE;
    }
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (((fort[s] && !us[s]) || (nation >= 0 && c->d->spaces[s].nation == nation && !taken[s])) &&
        bloody_enterable (c, s))   /* 15.1.3 */
      out[n++] = s;
  return n;
}

static void
go_home (BloodyCtx *c, int piece, int area)
{
  c->x->raid_mp[piece] = 0;
  c->x->raid_info[piece] = 0;
  bloody_move (c, piece, area);
  /* Translators: A Dark and Bloody Ground: a raider goes home: the area, the unit or leader */
  bloody_note (c, "12.0.4", _("Home to %s: %s"), bloody_loc_name (c, area), bloody_piece_name (c, piece));
}

void
bloody_list_homes (BloodyCtx *c)
{
  int piece = c->st->pending.args[0], out[BLOODY_MAX_SPACES], n = homes (c, piece, out);

  for (int i = 0; i < n; i++)
    bloody_add_action (c, A_HOME, 2, piece, out[i]);
}

void
bloody_apply_home (BloodyCtx *c, int piece, int area)
{
  c->st->pending.kind = D_NONE;
  go_home (c, piece, area);
}

/* 12.0.3: the raid's roll and band; the units it costs are taken next, at
 * their owners' choice (raid_losses_step), then the rest (finish). */
static void
resolve (BloodyCtx *c, int area)
{
  int warriors, militia, drm = raid_drm (c, area, &warriors, &militia), roll = bloody_roll (c), r = roll + drm;
  int band, na = 0, us = 0;

  /* Translators: A Dark and Bloody Ground: a raid roll: area, die, modifier, result */
  bloody_note (c, "12.0.2", _("Raid on %s: die %d %+d = %d"), bloody_loc_name (c, area), roll, drm, r);
  band = r <= 0 ? 0 : r <= 2 ? 1 : r == 3 ? 2 : r <= 6 ? 3 : 4;
  switch (band)
    {
    case 0:
      bloody_note (c, "12.0.3", _("The raid is a fiasco"));
      na = militia == 1 ? 1 : 2;   /* one defending militia unit: one warrior at most */
      us = 2;
      break;
    case 1:
      bloody_note (c, "12.0.3", _("The raid fails"));
      na = us = 1;
      break;
    case 2:
      bloody_note (c, "12.0.3", _("The raid has no effect"));
      break;
    case 3:
      bloody_note (c, "12.0.3", _("The raid succeeds"));
      na = us = 1;
      break;
    default:
      bloody_note (c, "12.0.3", _("The raid is a legend"));
      na = 2;
      us = warriors == 1 ? 1 : 2;   /* one raiding warrior: one militia unit at most */
      break;
    }
  c->x->raid_loss_area = area + 1;
  c->x->raid_band = band;
  c->x->raid_loss[1] = na;
  c->x->raid_loss[0] = us;
  c->x->raid_lost[0] = c->x->raid_lost[1] = 0;
}

static void
finish (BloodyCtx *c, int area, int band)
{
  if (band == 0)
    leader_loss (c, area, 1);
  else if (band >= 3)
    {
      gboolean legend = band == 4;

      settlers_hit (c, area, legend ? 2 : 1);
      place_raid_marker (c, area);
      c->x->raids_this_turn++;
      bloody_vp (c, 1, legend ? 2 : 1);   /* 1 or 2 VPs a successful raid (15.4.5) */
      if (legend)
        leader_loss (c, area, 0);
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->x->raid_mp[p])
      c->x->raid_info[p] |= RI_RESOLVED;
}

/* The raid's losses, warriors first, then militia: a side with one
 * candidate loses it, with more its owner chooses.  TRUE when a player
 * must decide. */
static gboolean
raid_losses_step (BloodyCtx *c)
{
  int area = c->x->raid_loss_area - 1;

  for (int k = 0; k < 2; k++)
    {
      int side = 1 - k;

      while (c->x->raid_loss[side] > 0)
        {
          int only = -1, n = casualties (c, area, side, &only);

          if (n == 0)
            c->x->raid_loss[side] = 0;
          else if (n == 1)
            take_raid_loss (c, only);
          else
            {
              bloody_set_decision (c, side, D_RAID_LOSS, 0);
              return TRUE;
            }
        }
    }
  c->x->raid_loss_area = 0;
  finish (c, area, c->x->raid_band);
  return FALSE;
}

void
bloody_apply_raid_order (BloodyCtx *c, int area)
{
  c->st->pending.kind = D_NONE;
  resolve (c, area);
}

void
bloody_list_raid_order (BloodyCtx *c)
{
  guint8 raided[BLOODY_MAX_SPACES] = { 0 };

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->raid_mp[p] && !(c->x->raid_info[p] & RI_RESOLVED) && bloody_is_space (c, c->pc[p].location))
      raided[c->pc[p].location] = 1;
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (raided[s])
      bloody_add_action (c, A_RESOLVE, 1, s, 0);
}

/* The Raid Phase (12.0.2, 12.0.4): survivors of a resolved raid go home
 * one by one, each where the NA chooses (after the check for a pillaged
 * area passed); the raids are resolved in the order the NA chooses.
 * TRUE when the NA must decide. */
gboolean
bloody_raid_step (BloodyCtx *c)
{
  for (;;)
    {
      int home = -1, areas = 0, area = -1, out[BLOODY_MAX_SPACES], n;
      guint8 raided[BLOODY_MAX_SPACES] = { 0 };

      if (c->x->raid_loss_area > 0)
        {
          if (raid_losses_step (c))
            return TRUE;
          continue;
        }

      for (guint p = 0; p < c->d->n_pieces; p++)
        {
          if (!c->x->raid_mp[p] || !bloody_is_space (c, c->pc[p].location))
            continue;
          if ((c->x->raid_info[p] & RI_RESOLVED) && home < 0)
            home = p;
          else if (!(c->x->raid_info[p] & RI_RESOLVED) && !raided[c->pc[p].location])
            {
              raided[c->pc[p].location] = 1;
              area = c->pc[p].location;
              areas++;
            }
        }
      if (home >= 0)
        {
          if ((c->x->raid_info[home] & (RI_PILLAGED | RI_CHECKED)) == RI_PILLAGED)
            {
              c->x->raid_info[home] |= RI_CHECKED;
              if (!bloody_level_check (c, home, 0, "12.0.4"))
                bloody_eliminate (c, home, "12.0.4");
              continue;
            }
          n = homes (c, home, out);
          if (n == 0)
            {
              /* Translators: A Dark and Bloody Ground: a raider has no home left */
              bloody_note (c, "12.0.4", _("%s has nowhere to go home to"), bloody_piece_name (c, home));
              bloody_eliminate (c, home, "12.0.4");
            }
          else if (n == 1)
            go_home (c, home, out[0]);
          else
            {
              bloody_set_decision (c, 1, D_RAID_HOME, home);
              return TRUE;
            }
          continue;
        }
      if (areas == 0)
        return FALSE;
      if (areas == 1)
        {
          resolve (c, area);
          continue;
        }
      bloody_set_decision (c, 1, D_RAID_ORDER, 0);
      return TRUE;
    }
}
