/* bh-bloody-campaign.c — the campaign game: the seven-phase turn (4.0)
 * with its seasons and years, random events (5.0), settlers (6.0), the
 * commitment and mobilization rolls (8.1–8.4), the Action Phase's
 * activations and moves (9.1–9.4), the choice of combat in each contested
 * area (10.0) with skirmishes (11.1), the End Phase (13.0) and campaign
 * victory (15.1.4, 15.2.4, 15.4.3–15.4.5).
 *
 * What is not yet enforced is listed in docs/rules/bloodyground.md. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

enum {
  PH_RANDOM_EVENTS,
  PH_SETTLERS,
  PH_SUPPLY,
  PH_MOBILIZATION,
  PH_ACTION,
  PH_COMBAT,
  PH_RAID,
  PH_END,
};

static const char *season_names[4] = { N_("Spring"), N_("Summer"), N_("Fall"), N_("Winter") };

static int
side_of (const BloodyCtx *c, int piece)
{
  return c->d->pieces[piece].side;
}

static gboolean
on_map (const BloodyCtx *c, int piece)
{
  return bloody_is_space (c, c->pc[piece].location);
}

/* A combat unit that fights: warriors only when face up (A41). */
static gboolean
fighting (const BloodyCtx *c, int piece)
{
  if (!bloody_is_combat (c, piece) || !on_map (c, piece) || c->x->raid_mp[piece])
    return FALSE;   /* raiders never fight (11.1, 12.0) */
  return !(c->d->pieces[piece].klass == PC_WARRIOR && c->pc[piece].face == 1);
}

static int
count_in (const BloodyCtx *c, int area, int side, gboolean leaders)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && side_of (c, p) == side &&
        (leaders ? bloody_is_leader (c, p) && !c->x->raid_mp[p] : fighting (c, p)))
      n++;
  return n;
}

static int
count_class (const BloodyCtx *c, int area, int klass)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].klass == klass)
      n++;
  return n;
}

static gboolean
settled (const BloodyCtx *c, int area)
{
  return c->d->spaces[area].ps || count_class (c, area, PC_SETTLER) || count_class (c, area, PC_VILLAGE);
}

/* A settler or village not in play: in the pool or not yet used. */
static int
spare (const BloodyCtx *c, int klass)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if ((c->pc[p].location == c->d->b_settler_pool || c->pc[p].location == BH_OFFBOARD) && c->d->pieces[p].klass == klass)
      return p;
  return -1;
}

static void
set_ml (BloodyCtx *c, int nation, int value)
{
  if (c->d->m_ml[nation] >= 0)
    c->mk[c->d->m_ml[nation]] = CLAMP (value, 0, 5);   /* 8.1.1: never above 5 */
}

static gboolean
tribal (const BloodyCtx *c, int nation)
{
  return nation >= 0 && nation != c->d->nation_british && c->d->m_ml[nation] >= 0;
}

static int
nations_on_warpath (const BloodyCtx *c)
{
  int n = 0;

  for (guint k = 0; k < c->d->n_nations; k++)
    if (tribal (c, k) && k != (guint) c->d->nation_iroquois && c->x->nation_status[k] == NS_WARPATH)
      n++;
  return n;
}

/* ---- set-up --------------------------------------------------------------- */

/* A Rifle marker the data set on the map or a battle board: it goes back
 * to the box, the Rifle being carried by the warrior the NA gives it to. */
static gboolean
rifle_in_play (const BloodyCtx *c, int p)
{
  int loc = c->pc[p].location;

  return loc != BH_OFFBOARD && (on_map (c, p) || loc >= (int) (c->d->n_spaces + c->d->n_boxes));
}

/* The scenario's die-rolled set-up: 15.3.2's Iroquois (1-2: 1, 3-4: 2,
 * 5-6: 3; one is placed by the data) and the Rifles of 15.3.2, 16.2.2 and
 * 16.3.1 (1d6); 15.2.2's one Rifle each for the Miami and the Shawnee. */
static void
at_start_rolls (BloodyCtx *c)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  const char *iroquois = bh_props_lookup (sc->props, "iroquois-at-start");
  const char *rifles = bh_props_lookup (sc->props, "rifles-at-start");
  const char *each = bh_props_lookup (sc->props, "rifles-at-start-nations");

  if (iroquois != NULL)
    {
      int roll = bloody_roll (c), n = roll <= 2 ? 1 : roll <= 4 ? 2 : 3, where = -1, placed = 0;
      gboolean zoned = FALSE;

      for (guint i = 0; i < sc->placements->len; i++)
        {
          const BhPlacement *pl = &g_array_index (sc->placements, BhPlacement, i);
          int first = bh_game_data_get_unit_type (c->self->data, pl->unit_type)->first_piece;

          zoned |= pl->where != NULL && c->d->pieces[first].klass == PC_WARRIOR &&
                   c->d->pieces[first].nation == c->d->nation_iroquois;
        }
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].nation == c->d->nation_iroquois && c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p))
          {
            where = c->pc[p].location;
            placed++;
          }
      /* Translators: A Dark and Bloody Ground: 15.3.2's roll for the Iroquois at start */
      bloody_note (c, "15.3.2", _("%d Iroquois warriors at start"), n);
      for (guint p = 0; p < c->d->n_pieces && where >= 0 && placed < n; p++)
        if (c->d->pieces[p].nation == c->d->nation_iroquois && c->d->pieces[p].klass == PC_WARRIOR &&
            c->pc[p].location == c->d->b_na_available)
          {
            c->pc[p].face = 0;
            if (zoned)   /* each set up by the NA in its zone (bh-bloody-setup.c) */
              c->x->setup_iroquois++;
            else
              bloody_move (c, p, where);
            placed++;
          }
    }
  if (each != NULL)
    {
      /* 15.2.2: one Rifle for each nation listed, on a warrior the NA
       * chooses (bh-bloody-rifles.c). */
      g_auto(GStrv) nations = g_strsplit (each, " ", -1);

      for (guint p = 0; p < c->d->n_pieces; p++)
        if (g_str_equal (bh_game_data_get_unit_type (c->self->data, c->d->pieces[p].type)->id, "rifle") && rifle_in_play (c, p))
          bloody_move (c, p, c->d->b_na_available);
      c->x->rifles_each = 1;
      bloody_offer_rifles (c, g_strv_length (nations));
    }
  if (rifles != NULL)
    {
      int n = bloody_roll (c);

      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].mark == MARK_NONE && g_str_equal (bh_game_data_get_unit_type (c->self->data, c->d->pieces[p].type)->id, "rifle") &&
            rifle_in_play (c, p))
          bloody_move (c, p, c->d->b_na_available);   /* the Rifle goes on its warrior */
      bloody_offer_rifles (c, n);   /* placed by the NA (bh-bloody-rifles.c) */
    }
}

gboolean
bloody_setup_state (BloodyCtx *c, int scenario, GError **error)
{
  BloodyExtra *x = c->x;
  const BloodyScenarioInfo *sc;

  x->scenario = scenario;
  bloody_ctx_init (c, c->self, c->st);
  sc = c->sc;
  x->vp[0] = c->mk[c->d->m_vp[0]];
  x->vp[1] = c->mk[c->d->m_vp[1]];
  x->move_from = -1;
  x->move_leader = -1;
  x->relocate_area = -1;
  x->relocate_side = -1;
  x->react_area = -1;
  x->raid_from = -1;
  x->initiative = 0;
  x->primary[0] = sc->primary[0];
  x->primary[1] = sc->primary[1];
  x->primary_set = 1;   /* the scenario names this year's (15.x) */
  for (guint n = 0; n < c->d->n_nations && n < BLOODY_MAX_NATIONS; n++)
    x->nation_status[n] = (sc->surrendered_bits >> n) & 1 ? NS_SURRENDERED
                        : (sc->warpath_bits >> n) & 1 ? NS_WARPATH : NS_PEACEFUL;
  at_start_rolls (c);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (fighting (c, p) || (bloody_is_combat (c, p) && bloody_is_space (c, c->pc[p].location)))
      {
        x->start_units[side_of (c, p)] = MIN (x->start_units[side_of (c, p)] + 1, 255);
        x->at_start[p / 8] |= 1u << (p % 8);
      }
  if (sc->battle)
    {
      for (guint n = 0; n < c->d->n_nations && n < BLOODY_MAX_NATIONS; n++)
        x->nation_status[n] = NS_WARPATH;
      bloody_start_scenario_battle (c);
      c->st->turn = 1;
      /* Translators: A Dark and Bloody Ground: a battle scenario begins */
      bloody_note (c, "16.0", _("Battle round 1"));
    }
  else
    {
      c->st->turn = c->mk[c->d->m_turn];
      c->st->phase = PH_RANDOM_EVENTS;
      bloody_setup_zones_begin (c);   /* 15.x: the players place their zoned pieces */
    }
  bloody_advance (c);
  return TRUE;
}

/* ---- 5.0 random events -------------------------------------------------- */


/* Up to `n` units of a box wait to enter where their owner chooses
 * (bh-bloody-landing.c). */
static void
queue_from_box (BloodyCtx *c, int box, int klass, int nation, int n, int rule)
{
  for (guint q = 0; q < c->d->n_pieces && n > 0; q++)
    if (c->pc[q].location == box && c->d->pieces[q].klass == klass && (nation < 0 || c->d->pieces[q].nation == nation))
      {
        gboolean queued = FALSE;

        for (int i = 0; i < c->x->n_land; i++)
          queued |= c->x->land[i] == (int) q;
        if (!queued)
          {
            bloody_land_queue (c, q, rule);
            n--;
          }
      }
}

/* 5.0: "Girty may be deployed with any face-up warrior unit or at any
 * un-besieged British fortification". */
static gboolean
girty_may_go (const BloodyCtx *c, int area)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area &&
        ((c->d->pieces[p].klass == PC_WARRIOR && c->pc[p].face == 0) ||
         (c->d->pieces[p].klass == PC_FORT && side_of (c, p) == 1 && count_in (c, area, 0, FALSE) == 0)))
      return TRUE;
  return FALSE;
}

/* Girty come by event 9-10: the NA places him (TRUE); with no place for
 * him he stays out of play. */
static gboolean
girty_step (BloodyCtx *c)
{
  if (!c->x->girty_arrives)
    return FALSE;
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (girty_may_go (c, s))
      {
        bloody_set_decision (c, 1, D_GIRTY, 0);
        return TRUE;
      }
  c->x->girty_arrives = 0;
  /* Translators: A Dark and Bloody Ground: Girty finds no face-up warrior or British fort to join */
  bloody_note (c, "5.0", _("Simon Girty finds no warriors or British fort to join"));
  return FALSE;
}

static void
random_events (BloodyCtx *c)
{
  int a = bloody_roll (c), b = bloody_roll (c), roll = a + b, season = bloody_season (c);

  c->x->severe = 0;
  /* Translators: A Dark and Bloody Ground: the random events roll, one die
     from each player */
  bloody_note (c, "4.1", _("Random events: %d + %d = %d"), a, b, roll);
  switch (roll)
    {
    case 2: case 11: case 3: case 12:
      /* Omens count only in Spring; elsewhere No Event. */
      if (season != SEASON_SPRING)
        bloody_note (c, "5.0", _("Omens outside Spring: no event"));
      else
        {
          /* Good Omens: the NA chooses a nation, +1; Bad Omens: the US
           * chooses, −1 (omens_step). */
          c->x->omens_choice = roll == 2 || roll == 11 ? 1 : 2;
          bloody_note (c, "5.0", roll == 2 || roll == 11 ? _("Good Omens") : _("Bad Omens"));
        }
      break;
    case 4:
      {
        int n = bloody_roll (c);

        /* Translators: A Dark and Bloody Ground: event 4, the number of militia */
        bloody_note (c, "5.0", _("Congress appropriates more funds: %d militia"), n);
        /* Drawn from the cup, each placed by the US at an un-besieged
         * fort or a permanent settlement (bh-bloody-landing.c). */
        for (int i = 0; i < n; i++)
          {
            int p = bloody_draw_militia (c);

            if (p < 0)
              break;
            bloody_move (c, p, c->d->b_us_available);   /* out of the cup until placed */
            bloody_land_queue (c, p, LAND_CONGRESS);
          }
        break;
      }
    case 5:
      c->x->severe = 1;
      bloody_note (c, "5.0", _("Severe weather"));
      break;
    case 6:
      {
        int n = bloody_roll (c);

        /* Translators: A Dark and Bloody Ground: event 6, the die */
        bloody_note (c, "5.0", _("Rifles: %d"), n);
        bloody_offer_rifles (c, n);   /* placed by the NA (bh-bloody-rifles.c) */
        break;
      }
    case 8:
      {
        int in_play = 0, n = bloody_roll (c), standing = 0;

        for (guint p = 0; p < c->d->n_pieces; p++)
          if (c->d->pieces[p].nation == c->d->nation_iroquois && c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p))
            in_play++;
        for (guint k = 0; k < c->d->n_nations; k++)
          standing += tribal (c, k) && k != (guint) c->d->nation_iroquois && c->x->nation_status[k] != NS_SURRENDERED;
        if (standing > 0)
          /* Translators: A Dark and Bloody Ground: event 8: the die, the warriors that come (six in play at most) */
          bloody_note (c, "5.0", _("Iroquois intervention: die %d, %d warriors come"), n, MIN (n, 6 - in_play));
        else
          /* Translators: A Dark and Bloody Ground: event 8 with every nation surrendered: the die */
          bloody_note (c, "5.0", _("Iroquois intervention: die %d, but every nation has surrendered: none come"), n);
        /* They come while one nation has not surrendered, never more than
         * six in play, each where the NA places it (bh-bloody-landing.c);
         * on the warpath while in play (their fate follows the nations'
         * after the mobilization rolls, iroquois_follow). */
        if (standing > 0)
          {
            c->x->nation_status[c->d->nation_iroquois] = NS_WARPATH;
            queue_from_box (c, c->d->b_na_available, PC_WARRIOR, c->d->nation_iroquois, MIN (n, 6 - in_play), LAND_IROQUOIS);
          }
        break;
      }
    case 9: case 10:
      {
        int girty = -1;

        for (guint p = 0; p < c->d->n_pieces; p++)
          if (c->d->pieces[p].special == SP_GIRTY)
            girty = p;
        c->x->girty_events++;
        if (girty < 0)
          break;
        if (c->x->girty_events >= 2)
          {
            bloody_move (c, girty, c->d->b_removed);
            bloody_note (c, "5.0", _("Simon Girty is hunted down and killed"));
          }
        else
          {
            /* Where, the NA says (girty_step). */
            c->x->girty_arrives = 1;
            bloody_note (c, "5.0", _("Simon Girty joins the Native Americans"));
          }
        break;
      }
    default:
      bloody_note (c, "5.0", _("No event"));
      break;
    }
}

/* ---- 6.0 settlers ----------------------------------------------------------- */


/* 6.0.1's location roll: whether a settler may still go in an area of
 * `region`.  Ohio takes settle_max[0] more at most, Kentucky,
 * Pennsylvania and Virginia settle_max[1]; any other region only on a
 * 6 ("place anywhere", SETTLE_ANYWHERE). */
static gboolean
settle_region_open (const BloodyCtx *c, int region)
{
  const guint8 *m = c->x->settle_max;

  if (m[0] == SETTLE_ANYWHERE)
    return TRUE;
  if (region == R_OH)
    return m[0] > 0;
  return (region == R_KY || region == R_PA || region == R_VA) && m[1] > 0;
}

/* 6.0.1's location roll when the US stops short: Ohio has its share of
 * the settlers placed so far, half rounded up on a 1-3, two-thirds
 * rounded down (the US's rounding) on a 4-5 (docs: "Settlers placed
 * short of the roll"). */
static gboolean
settle_share_kept (const BloodyCtx *c)
{
  int ohio = c->x->settle_placed[0], placed = ohio + c->x->settle_placed[1];

  switch (c->x->settle_share)
    {
    case SHARE_HALF:
      return ohio >= (placed + 1) / 2;
    case SHARE_TWO_THIRDS:
      return ohio >= 2 * placed / 3;
    default:
      return TRUE;
    }
}

/* Where settlers may go (6.0.1), for every area in one pass over the
 * pieces: at most four an area, not pillaged, no Atrocity marker, no
 * face-up warrior, a new area next to a settled one. */
static void
settle_mask (const BloodyCtx *c, guint8 *ok)
{
  guint8 settlers[BLOODY_MAX_SPACES] = { 0 }, blocked[BLOODY_MAX_SPACES] = { 0 }, is_settled[BLOODY_MAX_SPACES] = { 0 };

  for (guint s = 0; s < c->d->n_spaces; s++)
    is_settled[s] = c->d->spaces[s].ps;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location;
      const BloodyPieceInfo *pi = &c->d->pieces[p];

      if (!bloody_is_space (c, loc))
        continue;
      if (pi->klass == PC_SETTLER)
        settlers[loc]++;
      if (pi->klass == PC_SETTLER || pi->klass == PC_VILLAGE)
        is_settled[loc] = 1;
      if ((pi->klass == PC_WARRIOR && c->pc[p].face == 0) || pi->mark == MARK_PILLAGED ||
          pi->mark == MARK_ATROCITY_US || pi->mark == MARK_ATROCITY_NA)
        blocked[loc] = 1;
    }
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      gboolean contiguous = is_settled[s];

      for (guint k = 0; k < c->d->spaces[s].n_adj && !contiguous; k++)
        contiguous = is_settled[c->d->spaces[s].adj[k]];
      ok[s] = settlers[s] < 4 && !blocked[s] && contiguous && bloody_enterable (c, s) &&
              settle_region_open (c, c->d->spaces[s].region);
    }
}

static void
settlers (BloodyCtx *c)
{
  int season = bloody_season (c), cl = c->mk[c->d->m_cl], roll, drm = 0, n;

  if (season == SEASON_WINTER)
    return;
  roll = bloody_roll (c);
  drm += cl == 5 ? 2 : cl == 4 ? 1 : cl == 2 ? -1 : cl == 1 ? -2 : 0;
  drm += season == SEASON_SPRING ? 2 : season == SEASON_SUMMER ? 1 : 0;
  n = MAX (roll + drm, 0);
  /* Translators: A Dark and Bloody Ground: settler generation: die,
     modifier, settlers */
  bloody_note (c, "6.0.1", _("Settlers: die %d %+d = %d"), roll, drm, n);
  c->x->settlers_left = n;
  c->x->settle_share = SHARE_NONE;
  c->x->settle_placed[0] = c->x->settle_placed[1] = 0;
  if (n == 0)
    return;
  /* The location roll: 1-3 half (fractions up) in Ohio, the rest in
   * Kentucky, Pennsylvania or Virginia; 4-5 two-thirds in Ohio, rounded
   * up or down as the US places them (digest §5.2), the rest there; 6
   * anywhere. */
  roll = bloody_roll (c);
  if (roll <= 3)
    {
      c->x->settle_max[0] = (n + 1) / 2;
      c->x->settle_max[1] = n / 2;
      c->x->settle_share = SHARE_HALF;
      /* Translators: A Dark and Bloody Ground: 6.0.1's location roll: die, settlers in Ohio, settlers in KY/PA/VA */
      bloody_note (c, "6.0.1", _("Settlers' location: die %d, %d in Ohio and %d in Kentucky, Pennsylvania or Virginia"),
                   roll, c->x->settle_max[0], c->x->settle_max[1]);
    }
  else if (roll <= 5)
    {
      c->x->settle_max[0] = (2 * n + 2) / 3;
      c->x->settle_max[1] = n - 2 * n / 3;
      c->x->settle_share = SHARE_TWO_THIRDS;
      if (2 * n % 3 == 0)
        bloody_note (c, "6.0.1", _("Settlers' location: die %d, %d in Ohio and %d in Kentucky, Pennsylvania or Virginia"),
                     roll, c->x->settle_max[0], c->x->settle_max[1]);
      else
        /* Translators: A Dark and Bloody Ground: 6.0.1's location roll of 4-5 when two-thirds is a fraction:
           die, the two roundings of the Ohio share */
        bloody_note (c, "6.0.1", _("Settlers' location: die %d, %d or %d in Ohio (the US rounds), the rest in Kentucky, Pennsylvania or Virginia"),
                     roll, 2 * n / 3, c->x->settle_max[0]);
    }
  else
    {
      c->x->settle_max[0] = c->x->settle_max[1] = SETTLE_ANYWHERE;
      /* Translators: A Dark and Bloody Ground: 6.0.1's location roll of 6 */
      bloody_note (c, "6.0.1", _("Settlers' location: die %d, anywhere"), roll);
    }
}

static void
village_exchange (BloodyCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (count_class (c, s, PC_SETTLER) >= 3)
      {
        int v = spare (c, PC_VILLAGE);

        if (v < 0)
          return;
        for (int k = 0; k < 3; k++)
          for (guint p = 0; p < c->d->n_pieces; p++)
            if (c->pc[p].location == s && c->d->pieces[p].klass == PC_SETTLER)
              {
                bloody_move (c, p, c->d->b_settler_pool);
                break;
              }
        bloody_move (c, v, s);
        /* Translators: A Dark and Bloody Ground: three settlers become a village */
        bloody_note (c, "6.0.3", _("A village is founded at %s"), bloody_loc_name (c, s));
      }
}

/* ---- 8.0 mobilization ---------------------------------------------------------- */

/* The US Commitment Level Chart's modifier as the position stands (8.2);
 * the computer opponent reads it too, and with `lasting` only the terms
 * that outlast the next roll (not the VP lead, the Atrocity markers, which
 * go in the same Mobilization Phase, 4.4, or the rank 3 leader lost in
 * the previous turn). */
int
bloody_commitment_drm (const BloodyCtx *c, gboolean lasting)
{
  int drm = 0, w = nations_on_warpath (c);
  gboolean iroquois = FALSE;

  for (guint p = 0; p < c->d->n_pieces; p++)
    iroquois |= c->d->pieces[p].nation == c->d->nation_iroquois && c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p);
  if (c->x->vp[0] < c->x->vp[1] && !lasting)
    drm += 1;
  if (c->x->vp[0] > c->x->vp[1] && !lasting)
    drm -= 1;
  if (iroquois)
    drm -= 1;
  drm -= w == 2 ? 1 : w <= 1 ? 2 : 0;   /* A20: 0 or 1 nations on the warpath −2, 2 nations −1 */
  if (c->x->intervened)
    drm -= 2;
  for (guint s = 0; s < c->d->n_spaces; s++)
    if ((c->d->spaces[s].region == R_PA || c->d->spaces[s].region == R_KY) && !lasting)
      drm += bloody_atrocities_in (c, s, -1);   /* +1 each Atrocity in PA or KY */
  drm += c->x->forts_destroyed;   /* +1 each British fort destroyed */
  {
    int settlements = 0;
    gboolean rank3 = c->x->rank3_lost_turn > 0 && c->x->rank3_lost_turn == c->mk[c->d->m_turn] - 1 && !lasting;

    /* +1 for every 15 villages and permanent settlements in the Ohio
     * territory (12 villages and 2 printed settlements there: never more
     * than 14 with this counter mix, docs). */
    for (guint s = 0; s < c->d->n_spaces; s++)
      if (c->d->spaces[s].ohio_territory)
        settlements += c->d->spaces[s].ps + count_class (c, s, PC_VILLAGE);
    drm += settlements / 15;
    /* +1 if a rank 3 US Army leader is besieged or was eliminated in the
     * previous turn. */
    for (guint p = 0; p < c->d->n_pieces && !rank3; p++)
      if (c->d->pieces[p].klass == PC_LEADER && side_of (c, p) == 0 && c->d->pieces[p].army_leader &&
          c->d->pieces[p].rank >= 3 && on_map (c, p) && bloody_besieged (c, c->pc[p].location) &&
          side_of (c, bloody_fort_in (c, c->pc[p].location)) == 0)
        rank3 = TRUE;
    drm += rank3 ? 1 : 0;
  }
  return drm;
}

static void
commitment (BloodyCtx *c)
{
  int roll = bloody_roll (c), drm = bloody_commitment_drm (c, FALSE), cl = c->mk[c->d->m_cl];

  /* ≤ 1: −1; 2–5: no change; ≥ 6: +1; held between 1 and 5 (8.2). */
  if (roll + drm <= 1)
    cl = MAX (cl - 1, 1);
  else if (roll + drm >= 6)
    cl = MIN (cl + 1, 5);
  /* Translators: A Dark and Bloody Ground: the commitment roll: die,
     modifier, the new level */
  bloody_note (c, "8.2", _("US commitment: die %d %+d = %d: level %d"), roll, drm, roll + drm, cl);
  c->mk[c->d->m_cl] = cl;
}

static void
surrender (BloodyCtx *c, int nation)
{
  c->x->nation_status[nation] = NS_SURRENDERED;
  c->x->surrender_turn[nation] = MIN (c->mk[c->d->m_turn], 255);
  set_ml (c, nation, 0);
  /* Translators: A Dark and Bloody Ground: a nation surrenders */
  bloody_note (c, "8.6.1", _("The %s surrender"), bh_game_data_get_nation (c->self->data, nation)->name);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (bloody_nation (c, p) == nation && on_map (c, p) &&
        (c->d->pieces[p].klass == PC_WARRIOR || c->d->pieces[p].klass == PC_LEADER))
      {
        gboolean fort = FALSE;

        for (guint q = 0; q < c->d->n_pieces; q++)
          fort |= c->pc[q].location == c->pc[p].location && c->d->pieces[q].klass == PC_FORT && side_of (c, q) == 1;
        if (c->d->pieces[p].special == SP_REPLACEMENT)
          {
            /* A replacement is recycled, never removed for good (10.5.3). */
            c->x->replaced_nation[p] = 0;
            bloody_move (c, p, c->d->b_na_available);
          }
        /* 8.6.2: "All warrior and leader units that are not in a
         * British fort are permanently removed"; those in one stay to the
         * end of the next Fall (8.1 exception, A47). */
        else if (!fort)
          bloody_move (c, p, c->d->b_removed);
      }
  bloody_vp (c, 0, 5);   /* 15.4.5 */
}

/* The NA Mobilization Chart's area modifiers for nation `n`. */
static int
nation_drm (const BloodyCtx *c, int n)
{
  int drm = 0, at_fort = 0;
  int kek = c->d->kekionga;

  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      if (c->d->spaces[s].nation != n)
        continue;
      if (!settled (c, s))
        drm += bloody_atrocities_in (c, s, -1);   /* +1 each Atrocity in an unsettled area */
      if (count_class (c, s, PC_VILLAGE))
        drm -= 1;   /* −1 each area with a village */
      if (bloody_is_pillaged (c, s))
        drm -= 1;   /* −1 each pillaged area */
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location;

      if (c->d->pieces[p].nation == n && c->d->pieces[p].klass == PC_WARRIOR && bloody_is_space (c, loc) &&
          bloody_fort_in (c, loc) >= 0 && side_of (c, bloody_fort_in (c, loc)) == 1)
        at_fort++;
      /* Tecumseh adds 1 to the nation whose area he is in (digest 5.4). */
      if (c->d->pieces[p].special == SP_TECUMSEH && bloody_is_space (c, loc) && c->d->spaces[loc].nation == n)
        drm += 1;
    }
  if (at_fort >= 2)
    drm += 1;   /* two or more warriors at a British fort */
  if (kek >= 0 && (bloody_is_pillaged (c, kek) || settled (c, kek) || bloody_has_us_fort (c, kek)))
    drm -= 1;   /* Kekionga pillaged, settled or holding a US fort */
  return drm;
}

static int
nation_leader_cr (const BloodyCtx *c, int n)
{
  int leader_cr = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (bloody_nation (c, p) == n && c->d->pieces[p].klass == PC_LEADER && on_map (c, p))
      leader_cr = MAX (leader_cr, c->d->pieces[p].cr);
  return leader_cr;
}

/* A nation's roll `roll` with its modifiers, the leader's rating only
 * when `with_cr`: the new ML, the warpath or a surrender (8.1, 8.6.1). */
static void
nation_result (BloodyCtx *c, int n, int roll, gboolean with_cr)
{
  int drm = 0, result;

  drm += with_cr ? nation_leader_cr (c, n) : 0;
  if (c->x->vp[1] + 10 <= c->x->vp[0])
    drm += 1;
  if (c->x->vp[1] >= c->x->vp[0] + 10)
    drm -= 1;
  drm += nation_drm (c, n);
  drm -= c->x->treaties[n];   /* −1 a peace treaty offered (8.6.3) */
  if (c->x->omens_nation == n + 1)
    drm += c->x->omens_drm;   /* 5.0 Omens */
  result = roll + drm;
  if (c->x->omens_nation == n + 1 && c->x->omens_drm > 0)
    result = MAX (result, 1);   /* Good Omens: never less than 1 */
  /* Translators: A Dark and Bloody Ground: a nation's mobilization roll:
     the nation, die, modifier, result, its base level */
  bloody_note (c, "8.1", _("%s mobilization: die %d %+d = %d against base %d"),
               bh_game_data_get_nation (c->self->data, n)->name, roll, drm, result, c->d->base_ml[n]);
  if (result <= 0)
    {
      surrender (c, n);
      return;
    }
  set_ml (c, n, result);
  if (c->x->nation_status[n] == NS_WARPATH)
    {
      /* A4's alternative: a nation at war rolls again; it has gone on the
       * warpath "for the year" (8.1) and stays there, the roll its new ML,
       * a result of 0 or less its surrender (above). */
      /* Translators: A Dark and Bloody Ground: a nation already at war rolls again (the A4 option) */
      bloody_note (c, "8.1", _("The %s stay on the warpath"), bh_game_data_get_nation (c->self->data, n)->name);
      return;
    }
  if (result >= c->d->base_ml[n])
    {
      c->x->nation_status[n] = NS_WARPATH;
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].nation == (int) n && c->d->pieces[p].klass == PC_WARRIOR)
          c->pc[p].face = 0;
      /* Translators: A Dark and Bloody Ground: a nation goes to war */
      bloody_note (c, "8.1", _("The %s go on the warpath"), bh_game_data_get_nation (c->self->data, n)->name);
      c->x->redeploy_nation = n + 1;   /* its warriors may join its leader (8.1) */
      if (!c->x->primary_set)
        for (guint p = 0; p < c->d->n_pieces; p++)
          if (c->d->pieces[p].nation == n && c->d->pieces[p].klass == PC_LEADER && on_map (c, p))
            {
              /* 9.1.2: the first leader to go on the warpath this year. */
              bloody_set_primary (c, 1, p);
              c->x->primary_set = 1;
              /* Translators: A Dark and Bloody Ground: the NA's primary leader of the year (9.1.2) */
              bloody_note (c, "9.1.2", _("%s is the primary leader"), bloody_piece_name (c, p));
              break;
            }
    }
}

static gboolean
scenario_option (const BloodyCtx *c, const char *id)
{
  return bloody_option (c, id);
}

/* With the optional rule of 8.1.1 the NA chooses, after the roll,
 * whether the nation's leader's rating counts. */
static gboolean
rating_choice (const BloodyCtx *c)
{
  return scenario_option (c, "mobilization-cr-choice");
}

/* 8.1: whether nation `n` is still to roll in this Mobilization Phase:
 * peaceful (A4; with the scenario option `every-nation-rolls`, A4's
 * alternative, any nation not surrendered), not the Iroquois (8.1.3), not
 * rolled yet. */
static gboolean
mob_to_roll (const BloodyCtx *c, int n)
{
  int status = c->x->nation_status[n];

  return tribal (c, n) && n != c->d->nation_iroquois &&
         (status == NS_PEACEFUL || (status == NS_WARPATH && bloody_option (c, "every-nation-rolls"))) &&
         !(c->x->mob_rolled & (1u << n));
}

/* Whether nation `n`'s leader is on the map. */
static gboolean
nation_leader_in_play (const BloodyCtx *c, int n)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].nation == n && c->d->pieces[p].klass == PC_LEADER && on_map (c, p))
      return TRUE;
  return FALSE;
}

/* 8.1: each peaceful nation rolls; while the year's primary leader is
 * open (9.1.2: the first leader whose nation goes on the warpath) and
 * more than one nation with its leader on the map is to roll (the order
 * then matters), the NA says which rolls next (digest §5.4), else they
 * roll in the data's order.  TRUE when the NA must
 * decide (that, or optional 8.1.1's rating). */
static gboolean
nation_mobilization (BloodyCtx *c)
{
  /* 15.4.2: the other nations roll "beginning with winter 1791 (turn 2)". */
  if (c->mk[c->d->m_turn] < c->sc->first_mob_turn)
    {
      /* Translators: A Dark and Bloody Ground: 15.4.2: no mobilization roll yet; the turn of the first */
      bloody_note (c, "15.4.2", _("The other nations first roll on turn %d"), c->sc->first_mob_turn);
      return FALSE;
    }
  for (;;)
    {
      int n = -1, led = 0, roll;

      for (guint k = 0; k < c->d->n_nations && k < BLOODY_MAX_NATIONS; k++)
        if (mob_to_roll (c, k))
          {
            led += nation_leader_in_play (c, k);
            n = n < 0 ? (int) k : n;
          }
      if (c->x->mob_pick > 0 && mob_to_roll (c, c->x->mob_pick - 1))
        n = c->x->mob_pick - 1;
      else if (led > 1 && !c->x->primary_set)
        {
          bloody_set_decision (c, 1, D_MOB_ORDER, 0);
          return TRUE;
        }
      c->x->mob_pick = 0;
      if (n < 0)
        return FALSE;
      c->x->mob_rolled |= 1u << n;
      roll = bloody_roll (c);
      if (rating_choice (c) && nation_leader_cr (c, n) > 0)
        {
          c->x->mob_roll = roll;
          /* Translators: A Dark and Bloody Ground: optional 8.1.1: a nation's die before the NA's choice */
          bloody_note (c, "8.1.1", _("%s mobilization: die %d"), bh_game_data_get_nation (c->self->data, n)->name, roll);
          bloody_set_decision (c, 1, D_RATING, n);
          return TRUE;
        }
      nation_result (c, n, roll, TRUE);
      if (bloody_redeploy_step (c))
        return TRUE;
    }
}

static void
army (BloodyCtx *c)
{
  int cl = c->mk[c->d->m_cl], die = bloody_roll (c), roll = die, n, in_play = 0;

  gboolean to_count = scenario_option (c, "army-lead-to-count");

  if (c->x->vp[1] > c->x->vp[0] && !to_count)
    roll = MIN (roll + 1, 6);   /* A21: +1 on the die */
  n = c->d->army[roll - 1][cl - 1];
  if (c->x->vp[1] > c->x->vp[0] && to_count)
    {
      /* A21's alternative, a scenario option: one regular more. */
      /* Translators: A Dark and Bloody Ground: US Army mobilization, the NA ahead in VPs, the option of A21: die, chart units, units */
      bloody_note (c, "8.3", _("US Army: die %d gives %d regulars, +1 for the NA's lead (A21 option) = %d"), die, n, n + 1);
      n++;
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (side_of (c, p) == 0 && c->d->pieces[p].klass == PC_REGULAR && on_map (c, p))
      in_play++;
  n = MIN (n, MAX (cl * 4 - in_play, 0));   /* 8.3.1: at most CL × 4 in play */
  if (c->x->vp[1] > c->x->vp[0] && to_count)
    ;   /* said above */
  else if (roll != die)
    /* Translators: A Dark and Bloody Ground: US Army mobilization with the NA ahead in VPs: die, the result after +1, units */
    bloody_note (c, "8.3", _("US Army: die %d, +1 for the NA's lead (A21) = %d, gives %d regulars"), die, roll, n);
  else
    /* Translators: A Dark and Bloody Ground: US Army mobilization: die, units */
    bloody_note (c, "8.3", _("US Army: die %d gives %d regulars"), roll, n);
  queue_from_box (c, c->d->b_us_available, PC_REGULAR, -1, n, LAND_ARMY);
  /* 8.3.1: "excess US Army regular units already in play are removed". */
  c->x->regulars_to_remove = MAX (in_play - cl * 4, 0);
}

/* 8.5.4: "the US player has an inexhaustible supply of units to mobilize
 * and commit each year"; 8.3.2: lost regulars "may not replace them until
 * the next spring turn".  At the start of each Spring the US's regulars
 * and militia eliminated before it are available again: the regulars for
 * the Army roll, the militia back in the cup (docs).  Units "removed from
 * the game" (8.3.1, 8.6.2) and leaders stay out; the NA's warriors never
 * come back (8.5.4). */
static void
recycle_us_losses (BloodyCtx *c)
{
  int regulars = 0, militia = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == c->d->b_eliminated && side_of (c, p) == 0)
      {
        if (c->d->pieces[p].klass == PC_REGULAR)
          {
            bloody_move (c, p, c->d->b_us_available);
            regulars++;
          }
        else if (c->d->pieces[p].klass == PC_MILITIA)
          {
            bloody_move (c, p, c->d->b_militia_cup);
            militia++;
          }
      }
  if (regulars + militia > 0)
    /* Translators: A Dark and Bloody Ground: lost US units available again in Spring: regulars, militia */
    bloody_note (c, "8.5.4", _("Lost US units available again: %d regulars, %d militia"), regulars, militia);
}

/* 8.3.1: a regular the US may withdraw: in play, in supply, not in a
 * besieged fort. */
static gboolean
may_cut (const BloodyCtx *c, int p)
{
  return side_of (c, p) == 0 && c->d->pieces[p].klass == PC_REGULAR && on_map (c, p) && !c->x->oos[p] &&
         !bloody_besieged (c, c->pc[p].location);
}

/* 14.0.8: one rank 3 and two rank 2 US Army leaders in play at most. */
static int
army_leader_cap (int rank)
{
  return rank == 3 ? 1 : rank == 2 ? 2 : G_MAXINT;
}

static gboolean
may_relieve (const BloodyCtx *c, int p, int rank)
{
  return side_of (c, p) == 0 && c->d->pieces[p].klass == PC_LEADER && c->d->pieces[p].army_leader &&
         c->d->pieces[p].rank == rank && on_map (c, p);
}

/* 14.0.8: Army leaders waiting to enter (bh-bloody-landing.c) beyond the
 * cap of their rank: the US relieves leaders in play to make room, one
 * by one; with none left to relieve, the newcomers beyond it stay out.
 * TRUE when the US must choose. */
static gboolean
relieve_step (BloodyCtx *c)
{
  for (int rank = 3; rank >= 2; rank--)
    {
      int in_play = 0, coming = 0;

      for (guint p = 0; p < c->d->n_pieces; p++)
        in_play += may_relieve (c, p, rank);
      for (int i = 0; i < c->x->n_land; i++)
        coming += c->d->pieces[c->x->land[i]].klass == PC_LEADER && c->d->pieces[c->x->land[i]].army_leader &&
                  c->d->pieces[c->x->land[i]].rank == rank;
      if (coming == 0 || in_play + coming <= army_leader_cap (rank))
        continue;
      if (in_play > 0)
        {
          bloody_set_decision (c, 0, D_RELIEVE, rank);
          return TRUE;
        }
      for (int i = c->x->n_land - 1; i >= 0 && coming > army_leader_cap (rank); i--)
        if (c->d->pieces[c->x->land[i]].klass == PC_LEADER && c->d->pieces[c->x->land[i]].army_leader &&
            c->d->pieces[c->x->land[i]].rank == rank)
          {
            bloody_note (c, "14.0.8", _("%s cannot take command"), bloody_piece_name (c, c->x->land[i]));
            memmove (c->x->land + i, c->x->land + i + 1, (c->x->n_land - i - 1) * sizeof c->x->land[0]);
            c->x->n_land--;
            coming--;
          }
    }
  return FALSE;
}

/* 8.5.3: CL 2-4, not in Winter: the NA rolls below (nations on the
 * warpath + British forts destroyed or besieged − CL − surrendered
 * nations) and Britain intervenes, once (digest 5.9). */
static void
intervention (BloodyCtx *c)
{
  int cl = c->mk[c->d->m_cl], number, roll, forts = c->x->forts_destroyed, surrendered = 0, fort = -1;
  /* An un-besieged British fort for the forces to enter at (8.5.3). */

  if (c->x->intervened || bloody_season (c) == SEASON_WINTER || cl < 2 || cl > 4)
    return;
  for (guint s = 0; s < c->d->n_spaces; s++)
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (c->pc[p].location == s && c->d->pieces[p].klass == PC_FORT && side_of (c, p) == 1)
        {
          if (count_in (c, s, 0, FALSE) > 0)
            forts++;
          else
            fort = s;
        }
  for (guint n = 0; n < c->d->n_nations; n++)
    if (tribal (c, n) && c->x->nation_status[n] == NS_SURRENDERED)
      surrendered++;
  number = nations_on_warpath (c) + forts - cl - surrendered;
  roll = bloody_roll (c);
  /* Translators: A Dark and Bloody Ground: the British intervention roll:
     die and the number it must be below */
  bloody_note (c, "8.5.3", _("British intervention: die %d against %d"), roll, number);
  if (roll >= number || fort < 0)
    return;
  c->x->intervened = 1;
  bloody_note (c, "8.5.3", _("Britain intervenes"));
  {
    int box = -1, canadians = bloody_roll (c) + 2;

    for (guint b = 0; b < c->d->n_boxes; b++)
      if (g_str_equal (bh_game_data_get_box (c->self->data, b)->id, "british-intervention"))
        box = c->d->n_spaces + b;
    /* The NA places them (bh-bloody-landing.c); Dorchester becomes the
     * primary leader as he enters (9.1.2). */
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (c->d->pieces[p].special == SP_DORCHESTER && c->pc[p].location == box)
        bloody_land_queue (c, p, LAND_BRITISH);
    queue_from_box (c, box, PC_REGULAR, c->d->nation_british, 6, LAND_BRITISH);
    queue_from_box (c, box, PC_MILITIA, c->d->nation_british, canadians, LAND_BRITISH);
  }
}

static void mobilization (BloodyCtx *c);

/* 5.0 event 8: "as long as they are in play and at least one Nation is on
 * the warpath, the Iroquois are on the warpath.  Remove all Iroquois
 * warrior units in play if all of the Nations are peaceful or
 * surrendered": judged once the nations' mobilization rolls are made. */
static void
iroquois_follow (BloodyCtx *c)
{
  int n = c->d->nation_iroquois, gone = 0;

  if (n < 0)
    return;
  if (nations_on_warpath (c) > 0)
    return;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].nation == n && c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p))
      {
        bloody_move (c, p, c->d->b_na_available);
        c->x->rifle[p] = 0;
        gone++;
      }
  if (gone)
    /* Translators: A Dark and Bloody Ground: event 8's Iroquois leave play: how many */
    bloody_note (c, "5.0", _("No nation is on the warpath: %d Iroquois warriors leave play"), gone);
}

/* 5.0 Omens: "any one Native American nation's mobilization die roll":
 * a nation that rolls this Spring (tribal, not the Iroquois, 8.1.3, not
 * surrendered). */
static gboolean
omens_nation_ok (const BloodyCtx *c, int n)
{
  return tribal (c, n) && n != c->d->nation_iroquois && c->x->nation_status[n] != NS_SURRENDERED;
}

/* TRUE when a player must choose the Omens' nation. */
static gboolean
omens_step (BloodyCtx *c)
{
  if (!c->x->omens_choice)
    return FALSE;
  for (guint n = 0; n < c->d->n_nations; n++)
    if (omens_nation_ok (c, n))
      {
        bloody_set_decision (c, c->x->omens_choice == 1 ? 1 : 0, D_OMENS, 0);
        return TRUE;
      }
  c->x->omens_choice = 0;
  return FALSE;
}

/* 8.6.3: 2 VPs a treaty, at most two a nation, to a nation that will roll;
 * never to the Shawnee with Blue Jacket, the Miami with Little Turtle, or
 * a nation Tecumseh is in. */
static gboolean
treaty_possible (const BloodyCtx *c, int n)
{
  const char *id;

  if (!tribal (c, n) || n == c->d->nation_iroquois || c->x->nation_status[n] != NS_PEACEFUL ||
      c->x->treaties[n] >= 2 || c->x->vp[0] < 2)
    return FALSE;
  id = bh_game_data_get_nation (c->self->data, n)->id;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const char *t = bh_game_data_get_unit_type (c->self->data, c->d->pieces[p].type)->id;
      int loc = c->pc[p].location;

      if (!on_map (c, p))
        continue;
      if ((g_str_equal (id, "shawnee") && g_str_equal (t, "blue-jacket")) ||
          (g_str_equal (id, "miami") && g_str_equal (t, "little-turtle")) ||
          (c->d->pieces[p].special == SP_TECUMSEH && c->d->spaces[loc].nation == n))
        return FALSE;
    }
  return TRUE;
}

/* 14.0.7: the militia leaders that may be in play: one in 1790, two in
 * 1791, three from 1792. */
static int
militia_leader_cap (const BloodyCtx *c)
{
  int year = bloody_year (c);

  return year <= 1790 ? 1 : year == 1791 ? 2 : 3;
}

static gboolean
militia_leader (const BloodyCtx *c, int p)
{
  const BloodyPieceInfo *pi = &c->d->pieces[p];

  return pi->klass == PC_LEADER && pi->side == 0 && !pi->army_leader && pi->state >= R_KY && pi->state <= R_OH;
}

/* The militia leader in play from `state`, or -1. */
static int
state_leader (const BloodyCtx *c, int state)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (militia_leader (c, p) && c->d->pieces[p].state == state && on_map (c, p))
      return p;
  return -1;
}

/* 14.0.7: "A militia leader must always be stacked with a militia combat
 * unit from the same state/territory": whether `leader` has one at
 * `area`, counting only units in the moving force (`in_force` 1) or only
 * those outside it (0), or all (-1). */
static gboolean
militia_with (const BloodyCtx *c, int leader, int area, int in_force)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_MILITIA && c->d->pieces[p].state == c->d->pieces[leader].state &&
        c->pc[p].location == area && (in_force < 0 || (c->x->in_force[p] != 0) == in_force))
      return TRUE;
  return FALSE;
}

/* A force moves on only with each militia leader in it keeping a
 * militia unit of his state (14.0.7). */
static gboolean
militia_leaders_kept (const BloodyCtx *c, int from)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->in_force[p] && militia_leader (c, p) && !militia_with (c, p, from, 1))
      return FALSE;
  return TRUE;
}

/* 14.0.7: a militia leader whose state's militia in the area all go with
 * an activated force goes with them (he may be dropped with one of them). */
static void
militia_leaders_follow (BloodyCtx *c, int area)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (militia_leader (c, p) && c->pc[p].location == area && !c->x->in_force[p] &&
        militia_with (c, p, area, 1) && !militia_with (c, p, area, 0))
      {
        c->x->in_force[p] = 1;
        /* Translators: A Dark and Bloody Ground: a militia leader goes with his state's militia */
        bloody_note (c, "14.0.7", _("%s goes with his militia"), bloody_piece_name (c, p));
      }
}

/* 14.0.7: a militia leader left on the map with no militia unit of his
 * state (his last one lost, disbanded or gone home in Winter) leaves the
 * map for the US box, from where he may enter again with new militia in
 * a Spring (docs).  Not during the set-up, nor while units enter. */
static void
militia_leaders_alone (BloodyCtx *c)
{
  if (c->x->setup_next > 0 || c->x->n_land > 0)
    return;   /* the set-up, or units still entering (he may be placed before his militia) */
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (militia_leader (c, p) && bloody_is_space (c, c->pc[p].location) && !militia_with (c, p, c->pc[p].location, -1))
      {
        bloody_move (c, p, c->d->b_us_available);
        /* Translators: A Dark and Bloody Ground: a militia leader left without a militia unit of his state */
        bloody_note (c, "14.0.7", _("%s has no militia of his state with him and leaves the map"),
                     bloody_piece_name (c, p));
      }
}

/* 14.0.7: "Only one leader from a territory/state can be in play": the
 * one in play from `p`'s state makes room, a named leader for good, a
 * replacement recycled. */
static void
militia_leader_makes_room (BloodyCtx *c, int p)
{
  int old = state_leader (c, c->d->pieces[p].state);

  if (old < 0 || old == p)
    return;
  bloody_move (c, old, c->d->pieces[old].special == SP_REPLACEMENT ? c->d->b_us_available : c->d->b_removed);
  /* Translators: A Dark and Bloody Ground: a militia leader makes room for another of his state */
  bloody_note (c, "14.0.7", _("%s makes room"), bloody_piece_name (c, old));
}

/* 14.0.7: whether one more militia leader of `p`'s state may come into
 * play this year (the one of his state in play making room). */
static gboolean
militia_leader_fits (const BloodyCtx *c, int p)
{
  int in_play = 0, state = c->d->pieces[p].state;

  for (guint q = 0; q < c->d->n_pieces; q++)
    in_play += militia_leader (c, q) && on_map (c, q);
  return in_play - (state_leader (c, state) >= 0 ? 1 : 0) < militia_leader_cap (c);
}

/* 14.0.7: a named militia leader made available (waiting in the US box)
 * may enter in Spring with a new militia unit of his state, within the
 * year's number; one leader a state: the one in play makes room. */
static gboolean
may_muster (const BloodyCtx *c, int p)
{
  if (!militia_leader (c, p) || c->pc[p].location != c->d->b_us_available || c->d->pieces[p].special == SP_REPLACEMENT ||
      (c->x->status[p] & ST_DONE) || !c->x->mustered[c->d->pieces[p].state])
    return FALSE;
  return militia_leader_fits (c, p);
}

/* TRUE when the US must decide about a militia leader (14.0.7). */
static gboolean
militia_leader_step (BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (may_muster (c, p))
      {
        bloody_set_decision (c, 0, D_MILITIA_LEADER, p);
        return TRUE;
      }
  return FALSE;
}

/* Scenario arrivals on their turn (14.0.6, 14.0.7, 15.1.2): warriors
 * enter where the NA chooses among their nation's areas that are not
 * pillaged or settled (15.1.2, bh-bloody-landing.c); Blue Jacket takes
 * Black Hoof's place (14.0.6); the rest go to the data's place (a box). */
static void
timed_arrivals (BloodyCtx *c)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  int turn = c->mk[c->d->m_turn];

  for (guint i = 0; i < sc->placements->len; i++)
    {
      const BhPlacement *pl = &g_array_index (sc->placements, BhPlacement, i);
      const BhUnitType *type = bh_game_data_get_unit_type (c->self->data, pl->unit_type);

      if (pl->turn != turn || turn <= sc->first_turn)
        continue;
      for (int k = 0; k < type->count; k++)
        {
          int p = type->first_piece + k;

          if (c->pc[p].location != BH_OFFBOARD)
            continue;
          if (c->d->pieces[p].klass == PC_WARRIOR && !c->sc->battle)
            {
              bloody_land_queue (c, p, LAND_ARRIVAL);
              continue;
            }
          /* 14.0.6: Blue Jacket takes the place of Black Hoof, "or his
           * replacement if eliminated earlier" (a replacement leading the
           * Shawnee, recycled to the NA box). */
          if (g_str_equal (type->id, "blue-jacket"))
            for (guint q = 0; q < c->d->n_pieces; q++)
              {
                gboolean hoof = g_str_equal (bh_game_data_get_unit_type (c->self->data, c->d->pieces[q].type)->id, "black-hoof");
                gboolean stand_in = c->d->pieces[q].special == SP_REPLACEMENT &&
                                    c->x->replaced_nation[q] == c->d->pieces[p].nation + 1;

                if ((hoof || stand_in) && on_map (c, q))
                  {
                    bloody_move (c, p, c->pc[q].location);
                    bloody_move (c, q, hoof ? c->d->b_removed : c->d->b_na_available);
                    c->x->replaced_nation[q] = 0;
                    /* Translators: A Dark and Bloody Ground: Blue Jacket replaces a Shawnee leader */
                    bloody_note (c, "14.0.6", _("Blue Jacket takes the place of %s"), bloody_piece_name (c, q));
                    break;
                  }
              }
          if (c->pc[p].location == BH_OFFBOARD)
            bloody_move (c, p, pl->location);
          c->pc[p].face = pl->face;
          /* Translators: A Dark and Bloody Ground: a unit enters play on its turn: where, the unit */
          bloody_note (c, "15.0", _("Enters at %s: %s"), bloody_loc_name (c, c->pc[p].location), bloody_piece_name (c, p));
          if (bloody_is_combat (c, p) && c->d->pieces[p].nation >= 0 &&
              c->x->nation_status[c->d->pieces[p].nation] != NS_WARPATH && c->d->pieces[p].klass == PC_WARRIOR)
            c->pc[p].face = 1;
        }
    }
}

static int
regulars_in_play (const BloodyCtx *c)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (side_of (c, p) == 0 && c->d->pieces[p].klass == PC_REGULAR && on_map (c, p))
      n++;
  return n;
}

static int
piece_by_id (const BloodyCtx *c, const char *id)
{
  return bh_game_data_find_piece (c->self->data, id);
}

int
bloody_draw_militia (BloodyCtx *c)
{
  int n = 0, pick;

  for (guint p = 0; p < c->d->n_pieces; p++)
    n += c->pc[p].location == c->d->b_militia_cup && c->d->pieces[p].klass == PC_MILITIA && side_of (c, p) == 0;
  if (n == 0)
    return -1;
  pick = bh_state_random (c->st, n);   /* drawn at random (8.4.1) */
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == c->d->b_militia_cup && c->d->pieces[p].klass == PC_MILITIA && side_of (c, p) == 0 && pick-- == 0)
      return p;
  return -1;
}

/* 8.5.2: Group A (St. Clair, Butler, Hamtramck, up to 15 regulars, the
 * Pennsylvania militia leader and 1d6 militia; Harmar and Hardin go) or
 * Group B (Wayne, up to 20 regulars, Kenton and 1d6 + 4 militia; St. Clair
 * and Butler go); at CL 2-5 it costs CL + 1d6 VPs.  The US places the
 * group's units (bh-bloody-landing.c). */
static void
take_group (BloodyCtx *c)
{
  gboolean b = (c->x->group_taken & 1) != 0;
  static const char *a_leaders[] = { "st-clair", "butler", "hamtramck", "truby" };
  static const char *b_leaders[] = { "wayne", "kenton" };
  static const char *a_out[] = { "harmar", "hardin" };
  static const char *b_out[] = { "st-clair", "butler" };
  int cl = c->mk[c->d->m_cl], regulars, militia;

  c->x->group_taken |= b ? 2 : 1;
  /* Translators: A Dark and Bloody Ground: a reinforcement group arrives (A or B) */
  bloody_note (c, "8.5.2", _("Reinforcement Group %s arrives"), b ? "B" : "A");
  for (guint i = 0; i < (b ? G_N_ELEMENTS (b_out) : G_N_ELEMENTS (a_out)); i++)
    {
      int p = piece_by_id (c, b ? b_out[i] : a_out[i]);

      if (p >= 0 && on_map (c, p))
        {
          bloody_move (c, p, c->d->b_removed);
          /* Translators: A Dark and Bloody Ground: a leader is relieved */
          bloody_note (c, "8.5.2", _("%s is withdrawn"), bloody_piece_name (c, p));
        }
    }
  for (guint i = 0; i < (b ? G_N_ELEMENTS (b_leaders) : G_N_ELEMENTS (a_leaders)); i++)
    {
      int p = piece_by_id (c, b ? b_leaders[i] : a_leaders[i]);

      if (p < 0 || on_map (c, p) || c->pc[p].location == c->d->b_eliminated || c->pc[p].location == c->d->b_removed)
        continue;
      /* A24: the group's militia leader comes within 14.0.7's yearly
       * number, the one of his state in play making room; else he waits
       * in the US box for a Spring's new militia. */
      if (militia_leader (c, p))
        {
          if (!militia_leader_fits (c, p))
            {
              bloody_move (c, p, c->d->b_us_available);
              /* Translators: A Dark and Bloody Ground: a group's militia leader cannot come: the year's number is in play */
              bloody_note (c, "14.0.7", _("%s waits: the year's militia leaders are in play"), bloody_piece_name (c, p));
              continue;
            }
          militia_leader_makes_room (c, p);
        }
      bloody_land_queue (c, p, LAND_GROUP);
    }
  /* Up to 15 (20) regulars less those in play: 7 in play bring 8 (T2). */
  regulars = MAX ((b ? 20 : 15) - regulars_in_play (c), 0);
  queue_from_box (c, c->d->b_us_available, PC_REGULAR, -1, regulars, LAND_GROUP);
  militia = bloody_roll (c) + (b ? 4 : 0);
  for (int i = 0; i < militia; i++)
    {
      int p = bloody_draw_militia (c);

      if (p < 0)
        break;
      /* Out of the cup, so that it is not drawn twice, until it enters. */
      bloody_move (c, p, c->d->b_us_available);
      bloody_land_queue (c, p, LAND_GROUP);
    }
  /* Translators: A Dark and Bloody Ground: the group's regulars and militia */
  bloody_note (c, "8.5.2", _("%d regulars and %d militia"), regulars, militia);
  if (cl >= 2)
    {
      int cost = cl + bloody_roll (c);

      bloody_vp (c, 0, -cost);
      /* Translators: A Dark and Bloody Ground: the VP cost of a group */
      bloody_note (c, "8.5.2", _("The group costs %d VP"), cost);
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_LEADER && side_of (c, p) == 0 && c->d->pieces[p].army_leader && on_map (c, p) &&
        (c->x->primary[0] < 0 || !on_map (c, c->x->primary[0]) ||
         c->d->pieces[p].rank > c->d->pieces[c->x->primary[0]].rank))
      c->x->primary[0] = p;   /* 9.1.1: the highest ranked */
}

/* 8.4: Spring, Summer and Fall. */
static void
militia (BloodyCtx *c)
{
  int season = bloody_season (c), cl = c->mk[c->d->m_cl], roll, drm = 0, n, settlements = 0;

  if (season == SEASON_WINTER)
    return;
  for (guint s = 0; s < c->d->n_spaces; s++)
    settlements += c->d->spaces[s].ps;
  for (guint p = 0; p < c->d->n_pieces; p++)
    settlements += c->d->pieces[p].klass == PC_VILLAGE && on_map (c, p);
  roll = bloody_roll (c);
  drm += c->x->vp[0] < c->x->vp[1] ? 1 : 0;
  drm -= c->x->vp[0] > c->x->vp[1] ? 1 : 0;
  drm += settlements;   /* +1 for each village and permanent settlement (A46) */
  drm += cl == 5 ? 1 : cl == 2 ? -1 : cl == 1 ? -2 : 0;
  drm += season == SEASON_SUMMER ? 1 : -1;
  if (c->d->m_raid_total >= 0)
    drm -= c->mk[c->d->m_raid_total];   /* each Raid marker (A30) */
  {
    int na_atrocities = 0;

    for (guint s = 0; s < c->d->n_spaces; s++)
      na_atrocities += bloody_atrocities_in (c, s, 1);
    drm -= na_atrocities / 2;   /* each two NA Atrocity markers */
  }
  n = roll + drm;
  /* Translators: A Dark and Bloody Ground: militia mobilization: die, modifier, result */
  bloody_note (c, "8.4", _("Militia: die %d %+d = %d"), roll, drm, n);
  if (n > 0)
    for (int i = 0; i < n && c->x->n_to_place < G_N_ELEMENTS (c->x->to_place); i++)
      {
        int p = bloody_draw_militia (c);

        if (p < 0)
          break;
        /* Drawn from the cup, the unit is shown to both players while the
         * US chooses its area (the pending decision names it). */
        bh_state_reveal (c->st, p, BH_ALL_SEATS);
        c->x->to_place[c->x->n_to_place++] = p;
      }
  else if (n < 0)
    {
      int exempt = 0;

      /* 8.4.2: each militia unit in a village or PS cancels one (A22). */
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].klass == PC_MILITIA && side_of (c, p) == 0 && on_map (c, p) &&
            (c->d->spaces[c->pc[p].location].ps || count_class (c, c->pc[p].location, PC_VILLAGE)))
          exempt++;
      c->x->to_remove = MAX (-n - exempt, 0);
    }
}

static gboolean
may_disband (const BloodyCtx *c, int p)
{
  return c->d->pieces[p].klass == PC_MILITIA && side_of (c, p) == 0 && on_map (c, p) && !c->x->oos[p] &&
         !bloody_besieged (c, c->pc[p].location);
}

/* 8.4.1: "deployed in the militia unit's home state ... with any friendly
 * leader, or in any friendly village or permanent settlement printed on
 * the map, a fort, or non-pillaged area in their state": a pillaged area
 * of the state only with one of the first three (docs). */
static gboolean
militia_area (const BloodyCtx *c, int piece, int area)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];

  if (si->region != c->d->pieces[piece].state ||
      bh_game_data_get_space_kind (c->self->data, bh_game_data_get_space (c->self->data, area)->kind)->water)
    return FALSE;
  if (!bloody_is_pillaged (c, area) || si->ps || count_class (c, area, PC_VILLAGE) > 0 || bloody_has_us_fort (c, area))
    return TRUE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && side_of (c, p) == 0 && bloody_is_leader (c, p))
      return TRUE;
  return FALSE;
}

/* A53, A25: a scenario's first turn.  Its set-up stands for that turn's
 * mobilization: the starting levels (15.3.2) are not reset to base, and
 * the set-up regulars are that Spring's Army (no roll, no CL × 4 cap);
 * the scenario option `opening-spring-literal` makes it an ordinary turn
 * (A53: "make it configurable"). */
static gboolean
opening_turn (const BloodyCtx *c)
{
  return c->mk[c->d->m_turn] <= bh_game_data_get_scenario (c->self->data, c->x->scenario)->first_turn &&
         !scenario_option (c, "opening-spring-literal");
}

/* The Mobilization Phase's decisions, in the digest's order (4.4):
 * returns TRUE when a player must decide. */
static gboolean
mobilization_step (BloodyCtx *c)
{
  int season = bloody_season (c);

  for (;;)
    {
    /* Units waiting to enter are placed before the phase goes on, once
     * room is made for their leaders (14.0.8). */
    if (relieve_step (c) || bloody_land_step (c))
      return TRUE;
    switch (c->x->proc)
      {
      case 0:
        timed_arrivals (c);
        memset (c->x->treaties, 0, sizeof c->x->treaties);
        c->x->proc = 5;
        break;
      case 5:
        /* 8.6.3: treaties are offered at the start of the phase. */
        for (guint n = 0; n < c->d->n_nations; n++)
          if (treaty_possible (c, n))
            {
              bloody_set_decision (c, 0, D_TREATY, 0);
              return TRUE;
            }
        c->x->proc = 6;
        break;
      case 6:
        mobilization (c);
        c->x->mob_rolled = 0;
        c->x->mob_pick = 0;
        c->x->proc = 8;
        break;
      case 8:
        if (nation_mobilization (c))
          return TRUE;
        /* 15.4.3: "all Native American nations have surrendered or fail
         * to mobilize": after the rolls no nation is on the warpath (docs). */
        if (c->sc->campaign_kind == 3 && nations_on_warpath (c) == 0)
          {
            /* Translators: A Dark and Bloody Ground: the US decisive victory of 15.4.3 */
            bloody_note (c, "15.4.3", _("No nation is on the warpath: the US wins"));
            bloody_set_result (c, BH_RESULT_WIN, 0);
            return FALSE;
          }
        iroquois_follow (c);
        c->x->omens_nation = 0;   /* the Omens touch this roll only */
        c->x->omens_drm = 0;
        intervention (c);
        c->x->proc = 7;
        break;
      case 7:
        if (season == SEASON_SPRING)
          recycle_us_losses (c);   /* 8.3.2, 8.5.4 */
        if (season == SEASON_SPRING && !opening_turn (c))
          army (c);   /* 8.3; A53: not on a scenario's first turn */
        c->x->proc = 9;
        break;
      case 9:
        /* 8.3.1: the excess leaves play as the US chooses; each that
         * cannot costs 1 VP. */
        if (c->x->regulars_to_remove > 0)
          {
            for (guint p = 0; p < c->d->n_pieces; p++)
              if (may_cut (c, p))
                {
                  bloody_set_decision (c, 0, D_ARMY_CUT, 0);
                  return TRUE;
                }
            bloody_vp (c, 0, -c->x->regulars_to_remove);
            /* Translators: A Dark and Bloody Ground: regulars above the limit that cannot leave: units, VPs */
            bloody_note (c, "8.3.1", _("%d regulars above the limit cannot leave: %d VP"), c->x->regulars_to_remove,
                         c->x->regulars_to_remove);
            c->x->regulars_to_remove = 0;
          }
        c->x->proc = 1;
        break;
      case 1:
        c->x->proc = 2;
        /* 8.5.2: Spring, Group A before Group B, one a year. */
        if (season == SEASON_SPRING && c->x->group_taken != 3 && !c->sc->battle)
          {
            bloody_set_decision (c, 0, D_GROUP, 0);
            return TRUE;
          }
        break;
      case 2:
        memset (c->x->mustered, 0, sizeof c->x->mustered);
        militia (c);
        c->x->proc = 3;
        break;
      case 3:
        if (c->x->n_to_place > 0)
          {
            int p = c->x->to_place[0];
            gboolean any = FALSE;

            for (guint s = 0; s < c->d->n_spaces && !any; s++)
              any = militia_area (c, p, s);
            if (any)
              {
                bloody_set_decision (c, 0, D_PLACE_MILITIA, p);
                return TRUE;
              }
            memmove (c->x->to_place, c->x->to_place + 1, --c->x->n_to_place * sizeof c->x->to_place[0]);
            break;
          }
        if (c->x->to_remove > 0)
          {
            for (guint p = 0; p < c->d->n_pieces; p++)
              if (may_disband (c, p))
                {
                  bloody_set_decision (c, 0, D_DISBAND, 0);
                  return TRUE;
                }
            /* Each unit that cannot be removed costs 1 VP (8.4.2). */
            bloody_vp (c, 0, -c->x->to_remove);
            /* Translators: A Dark and Bloody Ground: militia that cannot go home cost VPs */
            bloody_note (c, "8.4.2", _("%d militia cannot be removed: %d VP"), c->x->to_remove, c->x->to_remove);
            c->x->to_remove = 0;
          }
        if (season == SEASON_SPRING && militia_leader_step (c))
          return TRUE;
        bloody_clear_atrocities (c);   /* 4.4 */
        c->x->proc = 0;
        return FALSE;
      default:
        c->x->proc = 0;
        return FALSE;
      }
    }
}

static void
mobilization (BloodyCtx *c)
{
  int season = bloody_season (c);

  commitment (c);
  if (season == SEASON_SPRING && opening_turn (c))
    /* Translators: A Dark and Bloody Ground: a scenario opening in Spring keeps its set-up levels and regulars */
    bloody_note (c, "8.1.1", _("The scenario's starting levels and regulars stand for this Spring (A53)"));
  else if (season == SEASON_SPRING)
    {
      for (guint n = 0; n < c->d->n_nations; n++)
        if (tribal (c, n) && n != (guint) c->d->nation_iroquois && c->x->nation_status[n] != NS_SURRENDERED)
          {
            /* 8.1.1: levels return to base every Spring. */
            set_ml (c, n, c->d->base_ml[n]);
            c->x->nation_status[n] = NS_PEACEFUL;
          }
      /* Translators: A Dark and Bloody Ground: the Spring reset of the Mobilization Levels */
      bloody_note (c, "8.1.1", _("Spring: every nation's Mobilization Level back to its base; all are peaceful until they roll"));
    }
  /* 9.1.2: the year's primary leader is the first to go on the warpath
   * (the last year's stays until then), unless Dorchester has come. */
  if (season == SEASON_SPRING && !(c->x->primary[1] >= 0 && c->d->pieces[c->x->primary[1]].special == SP_DORCHESTER))
    c->x->primary_set = 0;
}

/* ---- 9.1 initiative ------------------------------------------------------------- */

/* 14.0.5: McKee dies when another die matches the doubles: every ML −1,
 * and each nation on the warpath rolls, losing the excess over its ML in
 * warriors; never a surrender. */
static void
mckee_doubles (BloodyCtx *c, int value)
{
  int mckee = -1, roll;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].special == SP_MCKEE && on_map (c, p))
      mckee = p;
  if (mckee < 0)
    return;
  roll = bloody_roll (c);
  /* Translators: A Dark and Bloody Ground: McKee's fate after doubles: the die and the doubles */
  bloody_note (c, "14.0.5", _("Doubles: McKee's die %d against %d"), roll, value);
  if (roll != value)
    return;
  bloody_eliminate (c, mckee, "14.0.5");
  for (guint n = 0; n < c->d->n_nations; n++)
    if (tribal (c, n) && n != (guint) c->d->nation_iroquois && c->x->nation_status[n] != NS_SURRENDERED)
      {
        int level = MAX (c->mk[c->d->m_ml[n]] - 1, 0), die, lose;

        set_ml (c, n, level);
        if (c->x->nation_status[n] != NS_WARPATH)
          continue;
        die = bloody_roll (c);
        lose = MAX (die - level, 0);
        /* Translators: A Dark and Bloody Ground: McKee's death: a nation's die, its new level, the warriors it loses */
        bloody_note (c, "14.0.5", _("The %s roll %d against level %d: %d warriors lost"),
                     bh_game_data_get_nation (c->self->data, n)->name, die, level, lose);
        c->x->mckee_loss[n] = MIN (lose, 255);
      }
}

/* A warrior of a nation McKee's death still costs warriors. */
static gboolean
mckee_loss_candidate (const BloodyCtx *c, int p)
{
  int n = c->d->pieces[p].nation;

  return c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p) && n >= 0 && n < BLOODY_MAX_NATIONS && c->x->mckee_loss[n] > 0;
}

/* 14.0.5: "eliminate a number of that nation's warrior units equal to the
 * difference": the NA chooses which (as it chooses raid and melee losses);
 * a nation with no more warriors than it must lose loses them all.  TRUE
 * when the NA must choose. */
static gboolean
mckee_loss_step (BloodyCtx *c)
{
  for (guint n = 0; n < c->d->n_nations && n < BLOODY_MAX_NATIONS; n++)
    {
      int have = 0;

      if (c->x->mckee_loss[n] == 0)
        continue;
      for (guint p = 0; p < c->d->n_pieces; p++)
        have += c->d->pieces[p].nation == (int) n && c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p);
      if (have > c->x->mckee_loss[n])
        {
          bloody_set_decision (c, 1, D_MCKEE_LOSS, 0);
          return TRUE;
        }
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].nation == (int) n && c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p))
          bloody_eliminate (c, p, "14.0.5");
      c->x->mckee_loss[n] = 0;
    }
  return FALSE;
}

/* 9.1.1: "The leader with the highest rank is the US player's primary
 * leader. If more than one leader has the same rank the US player may
 * choose which is the primary leader for that turn": the US Army leaders
 * in play of the highest rank; writes them to `out`, returns how many. */
static int
us_primary_candidates (const BloodyCtx *c, int *out)
{
  int top = 0, n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_LEADER && side_of (c, p) == 0 && c->d->pieces[p].army_leader && on_map (c, p))
      top = MAX (top, c->d->pieces[p].rank);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_LEADER && side_of (c, p) == 0 && c->d->pieces[p].army_leader && on_map (c, p) &&
        c->d->pieces[p].rank == top)
      out[n++] = p;
  return n;
}

/* Before the initiative rolls (9.1): the US primary leader of the turn,
 * chosen by the US among equals.  TRUE when the US must choose. */
static gboolean
us_primary_step (BloodyCtx *c)
{
  int cands[BLOODY_MAX_PIECES], n;

  if (c->x->primary_picked)
    {
      c->x->primary_picked = 0;
      return FALSE;
    }
  n = us_primary_candidates (c, cands);
  if (n == 1)
    c->x->primary[0] = cands[0];
  if (n < 2)
    return FALSE;
  bloody_set_decision (c, 0, D_PRIMARY, 0);
  return TRUE;
}

static void
initiative (BloodyCtx *c)
{
  int total[2], natural[2], first = 1;

  memset (c->x->gout, 0, sizeof c->x->gout);   /* 14.0.1: for one Action Phase */

  do
    {
      for (int s = 0; s < 2; s++)
        {
          int primary = bloody_primary (c, s), roll = bloody_roll (c);

          natural[s] = roll;
          total[s] = roll + (primary >= 0 && on_map (c, primary) ? c->d->pieces[primary].cr : 0);
        }
      /* 14.0.5: doubles on the first pair (A28): a matching die kills McKee. */
      if (first && natural[0] == natural[1])
        mckee_doubles (c, natural[0]);
      first = 0;
    }
  while (total[0] == total[1]);   /* ties are rolled again (9.1) */
  c->x->initiative = total[0] > total[1] ? 0 : 1;
  /* 9.2: each side gets the difference in Atrocity markers. */
  c->x->atrocities_left[0] = c->x->atrocities_left[1] = MIN (ABS (total[0] - total[1]), 8);
  c->x->ambushed = 0;
  memset (c->x->trespass, 0, sizeof c->x->trespass);
  /* Translators: A Dark and Bloody Ground: Action Phase initiative */
  bloody_note (c, "9.1", _("Initiative: US %d, NA %d"), total[0], total[1]);
  for (guint p = 0; p < c->d->n_pieces; p++)
    c->x->status[p] &= ~(ST_ACTIVATED | ST_DONE);
  c->x->passed = 0;
}

/* ---- 9.3, 9.4 activation and movement ---------------------------------------------------- */

static gboolean
may_lead (const BloodyCtx *c, int leader, int unit)
{
  const BloodyPieceInfo *l = &c->d->pieces[leader], *u = &c->d->pieces[unit];

  if (l->side != u->side)
    return FALSE;
  if (l->side == 0)
    return l->state == R_NONE || l->state == u->state;   /* A43 */
  if (l->special == SP_GIRTY || l->special == SP_TECUMSEH)
    return FALSE;
  if (l->special == SP_MCKEE)
    return u->klass == PC_WARRIOR;
  if (l->british)
    return u->british;
  return u->nation == bloody_nation (c, leader);   /* a replacement: the nation it took (10.5.3) */
}

static gboolean
can_activate (const BloodyCtx *c, int piece, int side)
{
  if (side_of (c, piece) != side || !on_map (c, piece) || (c->x->status[piece] & ST_DONE))
    return FALSE;
  /* 7.0.4: out of supply, one activation only. */
  if (c->x->oos[piece] && (c->x->status[piece] & ST_ACTIVATED))
    return FALSE;
  if (bloody_is_leader (c, piece))
    return TRUE;
  if (!fighting (c, piece))
    return FALSE;
  /* 9.3.2: warriors try a second activation only with a leader. */
  if (c->d->pieces[piece].klass == PC_WARRIOR && (c->x->status[piece] & ST_ACTIVATED))
    return FALSE;
  return TRUE;
}

/* Whether the scenario lets units enter `area` at all (15.1.3), for moves,
 * raids and the raiders' way home alike. */
gboolean
bloody_enterable (const BloodyCtx *c, int area)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];

  if (c->d->data != NULL && bh_game_data_get_space_kind (c->self->data, bh_game_data_get_space (c->self->data, area)->kind)->water)
    return FALSE;
  /* 15.1.3: only Miami and Shawnee areas and areas north of the Ohio. */
  if (c->sc->limits_151)
    {
      const char *n = si->nation >= 0 ? bh_game_data_get_nation (c->self->data, si->nation)->id : NULL;

      if (n != NULL)
        return g_str_equal (n, "miami") || g_str_equal (n, "shawnee");
      return si->north_of_ohio;
    }
  return TRUE;
}

static void
list_action (BloodyCtx *c, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (can_activate (c, p, side))
      bloody_add_action (c, A_ACTIVATE, 1, p, 0);
  if (side == 1)
    bloody_list_raids (c);
  else
    bloody_list_build (c);
  bloody_list_atrocities (c, side);
  bloody_list_pillage (c, side);
  bloody_add_action (c, A_PASS, 0, 0, 0);
}

static int
force_ma (const BloodyCtx *c)
{
  int ma = 99;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->in_force[p])
      {
        /* −1 disrupted (A48), −1 out of supply (7.0.4). */
        int m = c->d->pieces[p].ma - ((c->x->status[p] & ST_DISRUPTED) ? 1 : 0) - (c->x->oos[p] ? 1 : 0);

        ma = MIN (ma, m);   /* the slowest unit sets the pace (9.4.1) */
      }
  return ma == 99 ? 0 : MAX (ma, 1);
}

/* 14.0.7: whether `p` may not be dropped from the moving force: the last
 * militia unit of a state whose militia leader goes on with the force, or
 * a militia leader where none of his state's militia is dropped. */
static gboolean
undroppable (const BloodyCtx *c, int p)
{
  int area = c->x->move_from;

  if (militia_leader (c, p))
    return !militia_with (c, p, area, 0);
  if (c->d->pieces[p].klass != PC_MILITIA)
    return FALSE;
  for (guint l = 0; l < c->d->n_pieces; l++)
    if (c->x->in_force[l] && militia_leader (c, l) && c->d->pieces[l].state == c->d->pieces[p].state)
      {
        int others = 0;

        for (guint q = 0; q < c->d->n_pieces; q++)
          others += (int) q != p && c->x->in_force[q] && c->d->pieces[q].klass == PC_MILITIA &&
                    c->d->pieces[q].state == c->d->pieces[p].state;
        return others == 0;
      }
  return FALSE;
}

static void
list_move (BloodyCtx *c)
{
  int from = c->x->move_from;
  const BloodySpaceInfo *si = &c->d->spaces[from];
  int side = c->st->pending.side;
  gboolean mckee = FALSE;

  gboolean kept = militia_leaders_kept (c, from);   /* 14.0.7 */

  for (guint p = 0; p < c->d->n_pieces; p++)
    mckee |= c->x->in_force[p] && c->d->pieces[p].special == SP_MCKEE;

  /* Overland to a neighbour, or one step along a river (9.4.3, 9.4.4). */
  for (guint k = 0; k < si->n_adj + si->n_riv; k++)
    {
      int to = k < si->n_adj ? si->adj[k] : si->riv[k - si->n_adj], river;
      int cost = bloody_step_cost (c, side, to, &river);
      gboolean listed = FALSE;

      for (guint j = 0; j < k && !listed; j++)
        listed = (j < si->n_adj ? si->adj[j] : si->riv[j - si->n_adj]) == to;
      if (listed || cost < 0 || !bloody_enterable (c, to) ||
          (mckee && (!c->d->spaces[to].north_of_ohio || c->d->spaces[to].region == R_PA)))
        continue;   /* 14.0.5: McKee never south of the Ohio or into Pennsylvania */
      if ((c->x->move_steps == 0 || cost <= c->x->move_mp) && kept)
        bloody_add_action (c, A_MOVE, 1, to, 0);
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->in_force[p] && (int) p != c->x->move_leader && !undroppable (c, p))
      bloody_add_action (c, A_DROP, 1, p, 0);
  bloody_add_action (c, A_STOP, 0, 0, 0);
}

/* 9.4.5: a leader of `side` whose stack (un-disrupted units he may lead)
 * stands in or next to `area` may try to react. */
static gboolean
may_react (const BloodyCtx *c, int leader, int side, int area)
{
  int here = c->pc[leader].location;
  gboolean near = here == area;

  if (side_of (c, leader) != side || !bloody_is_leader (c, leader) || !on_map (c, leader) || c->x->tried[leader] ||
      c->x->raid_mp[leader] || c->d->pieces[leader].special == SP_GIRTY)
    return FALSE;
  for (guint k = 0; k < c->d->spaces[here].n_adj && !near; k++)
    near = c->d->spaces[here].adj[k] == area;
  if (!near)
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == here && fighting (c, p) && !(c->x->status[p] & ST_DISRUPTED) &&
        (may_lead (c, leader, p) || c->d->pieces[leader].special == SP_TECUMSEH))
      return TRUE;
  return FALSE;
}

static gboolean
any_reaction (const BloodyCtx *c, int side, int area)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (may_react (c, p, side, area))
      return TRUE;
  return FALSE;
}

static void
end_move (BloodyCtx *c)
{
  int side = c->st->pending.side, area = c->x->move_from;
  gboolean reacting = c->x->reacting;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->in_force[p] && reacting)
      c->x->in_force[p] = 0;   /* a reaction is no activation (9.4.5) */
    else if (c->x->in_force[p])
      {
        c->x->in_force[p] = 0;
        if (c->x->status[p] & ST_ACTIVATED)
          {
            c->x->status[p] |= ST_DONE;
            /* 9.4.2: a force march ends with an attrition check (+1 Fall, +2 Winter). */
            if (bloody_is_combat (c, p))
              {
                int season = bloody_season (c);
                int mod = (c->x->move_leader >= 0 ? c->d->pieces[c->x->move_leader].cr : 0) -
                          (season == SEASON_FALL ? 1 : season == SEASON_WINTER ? 2 : 0);

                if (!bloody_level_check (c, p, mod, "9.4.2"))
                  {
                    if (c->x->status[p] & ST_DISRUPTED)
                      bloody_eliminate (c, p, "9.4.2");
                    else
                      c->x->status[p] |= ST_DISRUPTED;
                  }
              }
          }
        else
          c->x->status[p] |= ST_ACTIVATED;
      }
  c->x->move_from = -1;
  c->x->move_leader = -1;
  c->x->passed = 0;
  c->x->reacting = 0;
  if (reacting)
    {
      /* The reactor's own action is still to come. */
      bloody_set_decision (c, side, D_ACTION, 0);
      return;
    }
  memset (c->x->tried, 0, sizeof c->x->tried);
  c->x->react_area = area;
  if (area >= 0 && any_reaction (c, 1 - side, area))
    bloody_set_decision (c, 1 - side, D_REACT, area);
  else
    bloody_set_decision (c, 1 - side, D_ACTION, 0);
}

/* 9.4.5: d6 − the leader's rating (the primary's if he is there) ≤ the
 * level, +1 if any unit has completed its actions; Tecumseh's stack needs
 * no roll.  Success: up to half the printed MA, at least one area. */
static void
react (BloodyCtx *c, int leader)
{
  int side = side_of (c, leader), here = c->pc[leader].location, unit = -1, mod = c->d->pieces[leader].cr, ma = 99;
  gboolean done = FALSE, tecumseh = FALSE;
  int primary = bloody_primary (c, side);

  c->x->tried[leader] = 1;
  memset (c->x->in_force, 0, sizeof c->x->in_force);
  c->x->in_force[leader] = 1;
  if (primary >= 0 && c->pc[primary].location == here)
    mod = c->d->pieces[primary].cr;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      if (c->pc[p].location != here || side_of (c, p) != side)
        continue;
      tecumseh |= c->d->pieces[p].special == SP_TECUMSEH;
      if (fighting (c, p) && !(c->x->status[p] & ST_DISRUPTED) && may_lead (c, leader, p))
        {
          c->x->in_force[p] = 1;
          done |= (c->x->status[p] & ST_DONE) != 0;
          unit = unit < 0 || bloody_level (c, p) < bloody_level (c, unit) ? (int) p : unit;   /* the lowest level (A38) */
          ma = MIN (ma, c->d->pieces[p].ma);
        }
    }
  if (unit < 0)
    return;
  if (!tecumseh && !bloody_level_check (c, unit, mod - (done ? 1 : 0), "9.4.5"))
    {
      memset (c->x->in_force, 0, sizeof c->x->in_force);
      return;
    }
  if (tecumseh)
    bloody_note (c, "14.0.3", _("Tecumseh's stack reacts"));
  c->x->reacting = 1;
  c->x->move_leader = leader;
  c->x->move_from = here;
  c->x->move_steps = 0;
  c->x->river_run = c->x->river_paid = 0;
  c->x->river_seen = 0;
  c->x->one_area = 0;
  c->x->move_mp = MAX (ma / 2, 1);
  bloody_set_decision (c, side, D_MOVE, 0);
}

static void
activate (BloodyCtx *c, int piece)
{
  int side = side_of (c, piece), area = c->pc[piece].location;
  gboolean second = (c->x->status[piece] & ST_ACTIVATED) != 0;

  memset (c->x->in_force, 0, sizeof c->x->in_force);
  c->x->in_force[piece] = 1;
  if (bloody_is_leader (c, piece))
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (c->pc[p].location == area && fighting (c, p) && may_lead (c, piece, p) && !(c->x->status[p] & ST_DONE) &&
          ((c->x->status[p] & ST_ACTIVATED) != 0) == second && !(second && c->x->oos[p]))
        c->x->in_force[p] = 1;
  militia_leaders_follow (c, area);   /* 14.0.7 */
  c->x->move_leader = bloody_is_leader (c, piece) ? piece : -1;
  c->x->move_from = area;
  c->x->move_trespass = 0;
  c->x->move_steps = 0;
  c->x->river_run = c->x->river_paid = 0;
  c->x->river_seen = 0;
  /* Translators: A Dark and Bloody Ground: a force is activated at an area */
  bloody_note (c, second ? "9.3.1" : "9.3", _("%s activates at %s"), bloody_piece_name (c, piece), bloody_loc_name (c, area));
  if (second)
    {
      /* 9.3.1, 9.3.2: d6 − the leader's rating ≤ the level. */
      int cr = bloody_is_leader (c, piece) ? c->d->pieces[piece].cr : 0;
      int unit = piece;

      for (guint p = 0; p < c->d->n_pieces && bloody_is_leader (c, unit); p++)
        if (c->x->in_force[p] && bloody_is_combat (c, p))
          unit = p;
      if (!bloody_level_check (c, unit, cr, side == 0 ? "9.3.1" : "9.3.2"))
        {
          for (guint p = 0; p < c->d->n_pieces; p++)
            if (c->x->in_force[p])
              {
                c->x->in_force[p] = 0;
                c->x->status[p] |= ST_DONE;
              }
          c->x->move_from = -1;
          c->x->passed = 0;
          bloody_set_decision (c, 1 - side, D_ACTION, 0);
          return;
        }
    }
  c->x->move_mp = force_ma (c);
  c->x->one_area = 0;
  /* 14.0.1: St. Clair's gout on every activation; "the movement
   * limitation for all of the involved units remains for the duration of
   * that Activation Phase (even if they are moving under a different
   * leader)": each unit keeps the worst it has met, and a force moves as
   * its most limited unit. */
  {
    int limit = 0;

    if (c->x->move_leader >= 0 && c->d->pieces[c->x->move_leader].special == SP_ST_CLAIR)
      {
        int roll = bloody_roll (c);

        limit = roll >= 5 ? 2 : roll >= 3 ? 1 : 0;
        /* Translators: A Dark and Bloody Ground: St. Clair's gout roll */
        bloody_note (c, "14.0.1", _("St. Clair's gout: %d (%s)"), roll,
                     roll >= 5 ? _("one area") : roll >= 3 ? _("half the MA") : _("no effect"));
        c->x->gout[c->x->move_leader] = MAX (c->x->gout[c->x->move_leader], limit);
      }
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (c->x->in_force[p])
        {
          c->x->gout[p] = MAX (c->x->gout[p], limit);
          limit = MAX (limit, c->x->gout[p]);
        }
    if (limit == 2)
      c->x->one_area = 1;
    else if (limit == 1)
      c->x->move_mp = MAX (c->x->move_mp / 2, 1);
  }
  bloody_set_decision (c, side, D_MOVE, 0);
}

static gboolean
enemy_in (const BloodyCtx *c, int area, int side)
{
  return count_in (c, area, 1 - side, FALSE) > 0;
}

/* Whether the force's river run may go on for nothing (9.4.3: 1 MP
 * however many areas). */
static gboolean
river_goes_on (const BloodyCtx *c, int side)
{
  const BloodySpaceInfo *si = &c->d->spaces[c->x->move_from];

  for (guint k = 0; k < si->n_riv && c->x->river_run; k++)
    if (si->riv_id[k] == c->x->river_run && bloody_enterable (c, si->riv[k]) &&
        bloody_river_cost (c, side, c->x->move_from, k, c->x->river_run, c->x->river_paid, c->x->river_seen) == 0)
      return TRUE;
  return FALSE;
}

static void
move_to (BloodyCtx *c, int to)
{
  int from = c->x->move_from, side = c->st->pending.side, river;
  int cost = bloody_step_cost (c, side, to, &river);
  gboolean goes_on = river && river == c->x->river_run && !(c->x->river_seen & (G_GUINT64_CONSTANT (1) << to));

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->in_force[p])
      bloody_move (c, p, to);
  c->x->move_mp = c->x->move_steps == 0 && cost > c->x->move_mp ? 0 : c->x->move_mp - cost;
  c->x->move_steps++;
  c->x->move_from = to;
  c->x->river_paid = goes_on ? c->x->river_paid + cost : river ? cost : 0;
  c->x->river_seen = (goes_on ? c->x->river_seen : river ? G_GUINT64_CONSTANT (1) << from : 0) |
                     (river ? G_GUINT64_CONSTANT (1) << to : 0);
  c->x->river_run = river;
  if (river == BLOODY_RIVER_OHIO)
    /* Translators: A Dark and Bloody Ground: a force goes along the Ohio River to an area; MPs left */
    bloody_note (c, "9.4.4", _("The force goes along the Ohio to %s (%d MP left)"), bloody_loc_name (c, to), c->x->move_mp);
  else if (river)
    /* Translators: A Dark and Bloody Ground: a force goes along a river to an area; MPs left */
    bloody_note (c, "9.4.3", _("The force goes along the river to %s (%d MP left)"), bloody_loc_name (c, to), c->x->move_mp);
  else
    /* Translators: A Dark and Bloody Ground: a force enters an area; MPs left */
    bloody_note (c, "9.4.1", _("The force enters %s (%d MP left)"), bloody_loc_name (c, to), c->x->move_mp);
  /* 8.1.2: the US entering a peaceful nation's area: the NA rolls at
   * once, +1 "for each trespassing force" (a force counted once however
   * many of the nation's areas it enters: docs), no other modifier, never
   * a surrender. */
  {
    int n = c->d->spaces[to].nation;

    if (side == 0 && tribal (c, n) && n != c->d->nation_iroquois && c->x->nation_status[n] == NS_PEACEFUL)
      {
        int roll = bloody_roll (c), result;

        if (!((c->x->move_trespass >> n) & 1))
          c->x->trespass[n] = MIN (c->x->trespass[n] + 1, 9);
        c->x->move_trespass |= 1u << n;
        result = roll + c->x->trespass[n];
        /* Translators: A Dark and Bloody Ground: a trespass roll: nation, die, modifier */
        bloody_note (c, "8.1.2", _("Trespass on the %s: die %d +%d = %d against base %d"),
                     bh_game_data_get_nation (c->self->data, n)->name, roll, c->x->trespass[n], result, c->d->base_ml[n]);
        if (result >= c->d->base_ml[n])
          {
            c->x->nation_status[n] = NS_WARPATH;
            set_ml (c, n, result);
            for (guint p = 0; p < c->d->n_pieces; p++)
              if (c->d->pieces[p].nation == n && c->d->pieces[p].klass == PC_WARRIOR)
                c->pc[p].face = 0;
            bloody_note (c, "8.1.2", _("The %s go on the warpath; the force stops"),
                         bh_game_data_get_nation (c->self->data, n)->name);
            end_move (c);
            return;
          }
      }
  }
  /* A9: entering an area with enemy combat units ends the move; with no
   * MP left only a free step on along the same river remains (9.4.3). */
  if (enemy_in (c, to, side) || (c->x->move_mp <= 0 && !river_goes_on (c, side)) || c->x->one_area)
    end_move (c);
}

/* ---- 10.0, 11.1 combat ----------------------------------------------------------- */

static gboolean
contested (const BloodyCtx *c, int area)
{
  return count_in (c, area, 0, FALSE) > 0 && count_in (c, area, 1, FALSE) > 0;
}

static void
mark_combats (BloodyCtx *c)
{
  memset (c->x->combat_areas, 0, sizeof c->x->combat_areas);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (contested (c, s))
      c->x->combat_areas[s / 8] |= 1u << (s % 8);
  c->x->proc = 0;
}

static void
fight (BloodyCtx *c, int area, gboolean battle)
{
  c->x->combat_areas[area / 8] &= ~(1u << (area % 8));
  c->x->proc++;
  if (battle)
    bloody_start_battle (c, area);
  else
    bloody_start_skirmish (c, area, FALSE);
}

static void
resolve (BloodyCtx *c, int area)
{
  int l0 = count_in (c, area, 0, TRUE), l1 = count_in (c, area, 1, TRUE), fort = bloody_fort_in (c, area);

  /* A side in its fort is besieged: the besieger alone decides whether to
   * assault (4.5, A15), even when both sides have leaders (11.2.2).  With
   * more than ten of its units there, some stand outside and must fight a
   * battle or skirmish as if there were no fort (11.2.2, 11.3.1; docs). */
  if (fort >= 0 && bloody_fort_shelters_all (c, area))
    {
      c->x->relocate_area = area;
      bloody_set_decision (c, 1 - side_of (c, fort), D_ASSAULT, area);
      return;
    }
  if (l0 && l1)
    fight (c, area, TRUE);
  else if (l0 || l1)
    {
      /* A10: the side with the only leader chooses battle or skirmish. */
      c->x->relocate_area = area;
      bloody_set_decision (c, l0 ? 0 : 1, D_BATTLE_CHOICE, area);
    }
  else
    fight (c, area, FALSE);
}

/* Where a defeated force may go (10.7.1). */
static gboolean
refuge (const BloodyCtx *c, int area, int side)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];
  gboolean fort = FALSE, pillaged = FALSE;

  if (enemy_in (c, area, side) || area == c->x->relocate_area || !bloody_enterable (c, area))
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      /* McKee goes with the force: never south of the Ohio or into
       * Pennsylvania (14.0.5). */
      if (c->pc[p].location == c->x->relocate_area && c->d->pieces[p].special == SP_MCKEE && side == 1 &&
          (!si->north_of_ohio || si->region == R_PA))
        return FALSE;
      if (c->pc[p].location == area)
        {
          fort |= c->d->pieces[p].klass == PC_FORT && side_of (c, p) == side;
          pillaged |= c->d->pieces[p].mark == MARK_PILLAGED;
        }
    }
  if (fort || (side == 0 && si->ps))
    return TRUE;
  return side == 1 && tribal (c, si->nation) && !pillaged;
}

/* 10.7.1: "all units of the force, and any other friendly combat, leader,
 * and settler units in the area" leave it; in a draw (10.7.2) the settlers
 * go with the US. */
static gboolean
relocates (const BloodyCtx *c, int p, int side)
{
  return c->pc[p].location == c->x->relocate_area && side_of (c, p) == side &&
         (fighting (c, p) || bloody_is_leader (c, p) || c->d->pieces[p].klass == PC_SETTLER);
}

static void
relocate_next (BloodyCtx *c)
{
  int side = c->x->relocate_side;

  if (side < 0)
    return;
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (refuge (c, s, side))
      {
        bloody_set_decision (c, side, D_RELOCATE, c->x->relocate_area);
        return;
      }
  /* Nowhere to go: the force, and its settlers, are lost. */
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (relocates (c, p, side))
      bloody_eliminate (c, p, "10.7.1");
  c->x->relocate_side = -1;
}

/* 10.7.1 exception: Tecumseh, Girty or McKee "alone with no warrior units
 * at the end of a battle": the battle area holds no NA warrior. */
static int
lone_leader (const BloodyCtx *c, int area)
{
  int leader = -1;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area)
      {
        if (c->d->pieces[p].klass == PC_WARRIOR)
          return -1;
        if (leader < 0 && (c->d->pieces[p].special == SP_TECUMSEH || c->d->pieces[p].special == SP_GIRTY ||
                           c->d->pieces[p].special == SP_MCKEE))
          leader = p;
      }
  return leader;
}

/* "Any un-besieged fort or un-pillaged tribal area with a warrior unit
 * (neutral or activated)", anywhere; McKee never south of the Ohio or in
 * Pennsylvania (14.0.5). */
static gboolean
lone_refuge (const BloodyCtx *c, int leader, int area)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];
  int fort = bloody_fort_in (c, area);

  if (area == c->x->lone_area - 1)
    return FALSE;
  if (c->d->pieces[leader].special == SP_MCKEE && (!si->north_of_ohio || si->region == R_PA))
    return FALSE;
  if (fort >= 0 && side_of (c, fort) == 1 && !bloody_besieged (c, area))
    return TRUE;
  return tribal (c, si->nation) && !bloody_is_pillaged (c, area) && count_class (c, area, PC_WARRIOR) > 0;
}

/* TRUE when the NA must place a lone leader; with none left, the
 * relocation of the forces goes on. */
static gboolean
lone_step (BloodyCtx *c)
{
  int leader;

  if (c->x->lone_area == 0)
    return FALSE;
  while ((leader = lone_leader (c, c->x->lone_area - 1)) >= 0)
    {
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (lone_refuge (c, leader, s))
          {
            bloody_set_decision (c, 1, D_LONE_LEADER, leader);
            return TRUE;
          }
      bloody_eliminate (c, leader, "10.7.1");   /* nowhere to go */
      if (c->pc[leader].location == c->x->lone_area - 1)
        bloody_move (c, leader, c->d->b_eliminated);
    }
  c->x->lone_area = 0;
  relocate_next (c);
  return c->x->relocate_side >= 0;
}

void
bloody_battle_over (BloodyCtx *c, int defeated, gboolean draw)
{
  c->x->relocate_area = c->x->battle.area;
  if (draw)
    {
      /* Translators: A Dark and Bloody Ground: a battle ends in a draw */
      bloody_note (c, "10.7.2", _("The battle is a draw"));
      c->x->relocate_side = 0;
      c->x->proc |= 0x80;   /* the NA relocates after the US */
    }
  else
    {
      bloody_vp (c, 1 - defeated, 4);
      /* Translators: A Dark and Bloody Ground: a side wins a battle and its VPs */
      bloody_note (c, "10.7.1", _("%s wins the battle: 4 VP"), bloody_side_name (c, 1 - defeated));
      c->x->relocate_side = defeated;
    }
  /* Tecumseh, Girty and McKee left without warriors go first (10.7.1). */
  if (lone_leader (c, c->x->relocate_area) >= 0)
    {
      c->x->lone_area = c->x->relocate_area + 1;
      lone_step (c);
      return;
    }
  relocate_next (c);
}

static void
relocate (BloodyCtx *c, int to)
{
  int side = c->x->relocate_side, settlers = 0, no_room = 0, there = count_class (c, to, PC_SETTLER);

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (relocates (c, p, side))
      {
        if (c->d->pieces[p].klass != PC_SETTLER)
          bloody_move (c, p, to);
        else if (there + settlers < 4)   /* four settlers an area (4.2) */
          {
            bloody_move (c, p, to);
            settlers++;
          }
        else
          {
            bloody_move (c, p, c->d->b_settler_pool);
            no_room++;
          }
      }
  /* Translators: A Dark and Bloody Ground: a defeated force withdraws */
  bloody_note (c, "10.7.1", _("%s withdraws to %s"), bloody_side_name (c, side), bloody_loc_name (c, to));
  if (settlers > 0)
    /* Translators: A Dark and Bloody Ground: settlers leave a battle area with the US force: count, area */
    bloody_note (c, "10.7.1", _("%d settlers go with it to %s"), settlers, bloody_loc_name (c, to));
  if (no_room > 0)
    /* Translators: A Dark and Bloody Ground: settlers with no room where the force withdraws: count */
    bloody_note (c, "4.2", _("%d settlers find no room there (four an area) and go back to the settler pool"), no_room);
  c->x->relocate_side = -1;
  if (c->x->proc & 0x80)
    {
      c->x->proc &= ~0x80;
      c->x->relocate_side = 1;
      relocate_next (c);
    }
}

/* ---- 13.0 end phase, 15.x victory ----------------------------------------------------- */

static gboolean
holds (const BloodyCtx *c, int area, int side)
{
  return area >= 0 && count_in (c, area, side, FALSE) > 0 && count_in (c, area, 1 - side, FALSE) == 0;
}

static gboolean
settlers_in (const BloodyCtx *c, guint nations)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].nation >= 0 && ((nations >> c->d->spaces[s].nation) & 1) && count_class (c, s, PC_SETTLER))
      return TRUE;
  return FALSE;
}

/* 15.1.4: the level drops one step when more than a third of the side's
 * at-start combat units were eliminated. */
static int
downgraded (const BloodyCtx *c, int side, int level)
{
  if (level > 0 && c->x->lost_units[side] * 3 > c->x->start_units[side])
    return level - 1;
  return level;
}

/* US units hold the area and are in supply there (the line to Cincinnati
 * of 15.1.4 and 15.2.4 read as being in supply, docs). */
static gboolean
holds_supplied (const BloodyCtx *c, int area)
{
  if (!holds (c, area, 0))
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && fighting (c, p) && side_of (c, p) == 0 && !c->x->oos[p])
      return TRUE;
  return FALSE;
}

/* 15.1.4, Harmar's Expedition: each side's victory level (decisive 2,
 * marginal 1) as the position stands; the game's end reads it, and so does
 * the computer opponent's evaluation. */
void
bloody_harmar_levels (const BloodyCtx *c, int levels[2])
{
  int miami = bh_game_data_find_nation (c->self->data, "miami");
  int shawnee = bh_game_data_find_nation (c->self->data, "shawnee");
  guint ms = (1u << miami) | (1u << shawnee);
  int kek = c->d->kekionga;
  int us = holds_supplied (c, kek) ? 2 : kek >= 0 && bloody_is_pillaged (c, kek) ? 1 : 0;
  int na = !settlers_in (c, ms) ? (holds (c, kek, 1) && !bloody_is_pillaged (c, kek) ? 2 : 1) : 0;

  levels[0] = downgraded (c, 0, us);
  levels[1] = downgraded (c, 1, na);
}

static void
campaign_victory (BloodyCtx *c)
{
  int kind = c->sc->campaign_kind;
  int kek = c->d->kekionga;

  if (kind == 1)
    {
      int levels[2], us, na;

      bloody_harmar_levels (c, levels);
      us = levels[0];
      na = levels[1];
      /* Translators: A Dark and Bloody Ground: 15.1 victory levels */
      bloody_note (c, "15.1.4", _("Victory levels: US %d, NA %d"), us, na);
      if (us == na)
        bloody_set_result (c, BH_RESULT_DRAW, BH_NONE);
      else
        bloody_set_result (c, BH_RESULT_WIN, us > na ? 0 : 1);
      return;
    }
  if (kind == 2)
    {
      /* 15.2.4: the US wins by holding Kekionga with a line to Cincinnati
       * (a major victory with a settler there too); else the NA wins (a
       * major victory when no area of a nation on the warpath holds a
       * settler). */
      gboolean us = holds_supplied (c, kek);
      guint warpath = 0;

      for (guint n = 0; n < c->d->n_nations && n < BLOODY_MAX_NATIONS; n++)
        if (c->x->nation_status[n] == NS_WARPATH)
          warpath |= 1u << n;
      if (us)
        bloody_note (c, "15.2.4", count_class (c, kek, PC_SETTLER) > 0
                     /* Translators: A Dark and Bloody Ground: 15.2.4's victory levels */
                     ? _("US holds Kekionga with a settler: a US major victory")
                     : _("US holds Kekionga: a US marginal victory"));
      else
        bloody_note (c, "15.2.4", settlers_in (c, warpath)
                     ? _("The US is denied victory: an NA minor victory")
                     : _("The US is denied victory and no warpath nation's area holds a settler: an NA major victory"));
      bloody_set_result (c, BH_RESULT_WIN, us ? 0 : 1);
      return;
    }
  /* 15.4.4: fewer than ten permanent settlements and villages north or
   * west of the Ohio is a decisive NA win. */
  {
    int towns = 0, settled_areas = 0;

    for (guint s = 0; s < c->d->n_spaces; s++)
      {
        if (c->d->spaces[s].north_of_ohio)
          towns += c->d->spaces[s].ps + count_class (c, s, PC_VILLAGE);
        settled_areas += settled (c, s);
      }
    if (towns < 10)
      {
        /* Translators: A Dark and Bloody Ground: the NA's decisive victory */
        bloody_note (c, "15.4.4", _("Only %d permanent settlements and villages north of the Ohio"), towns);
        bloody_set_result (c, BH_RESULT_WIN, 1);
        return;
      }
    /* 15.4.5: 1 VP each settled area, counted at the tally (A16). */
    bloody_vp (c, 0, settled_areas);
    /* Translators: A Dark and Bloody Ground: VPs for settled areas */
    bloody_note (c, "15.4.5", _("%d settled areas: %d VP"), settled_areas, settled_areas);
  }
  bloody_finish_by_vp (c, "15.4.3");
}

static gboolean
all_surrendered (const BloodyCtx *c)
{
  for (guint n = 0; n < c->d->n_nations; n++)
    if (tribal (c, n) && n != (guint) c->d->nation_iroquois && c->x->nation_status[n] != NS_SURRENDERED)
      return FALSE;
  return TRUE;
}

/* 14.0.5: at the end of the turn McKee may relocate to any Native American
 * area or British fort area north of the Ohio and outside Pennsylvania
 * that holds no US combat unit (docs: "eligible"). */
static gboolean
mckee_may_go (const BloodyCtx *c, int area, int mckee)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];
  gboolean fort = FALSE;

  if (area == c->pc[mckee].location || !si->north_of_ohio || si->region == R_PA)
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area)
      {
        if (side_of (c, p) == 0 && bloody_is_combat (c, p))
          return FALSE;
        fort |= c->d->pieces[p].klass == PC_FORT && side_of (c, p) == 1;
      }
  return fort || tribal (c, si->nation);
}

static int
mckee_on_map (const BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].special == SP_MCKEE && on_map (c, p))
      return p;
  return -1;
}

static void
list_mckee (BloodyCtx *c)
{
  int mckee = mckee_on_map (c);

  for (guint s = 0; mckee >= 0 && s < c->d->n_spaces; s++)
    if (mckee_may_go (c, s, mckee))
      bloody_add_action (c, A_MCKEE_GO, 1, s, 0);
  bloody_add_action (c, A_MCKEE_STAYS, 0, 0, 0);
}

/* 13.0, end of Winter: a warrior goes home to an area of its nation or to
 * an un-besieged British fort holding fewer than ten combat units (digest
 * 13.0; "a tribal area" read as its nation's, as in 12.0.4 and 15.1.2). */
static gboolean
winter_home_ok (const BloodyCtx *c, int piece, int area)
{
  int units = 0;
  gboolean fort = FALSE;

  if (!bloody_is_space (c, area))
    return FALSE;
  if (c->d->spaces[area].nation == c->d->pieces[piece].nation && c->d->pieces[piece].nation >= 0)
    return TRUE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area)
      {
        fort |= c->d->pieces[p].klass == PC_FORT && side_of (c, p) == 1;
        units += side_of (c, p) == 1 && bloody_is_combat (c, p) && (int) p != piece;
      }
  return fort && !bloody_besieged (c, area) && units < 10;
}

/* The first warrior on the map away from home at the end of Winter, or -1. */
static int
winter_wanderer (const BloodyCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p) && !c->d->pieces[p].british &&
        !winter_home_ok (c, p, c->pc[p].location))
      {
        for (guint s = 0; s < c->d->n_spaces; s++)
          if (winter_home_ok (c, p, s))
            return p;
      }
  return -1;
}

static void
list_winter_homes (BloodyCtx *c)
{
  int piece = c->st->pending.args[0];

  for (guint s = 0; s < c->d->n_spaces; s++)
    if (winter_home_ok (c, piece, s))
      bloody_add_action (c, A_WINTER_HOME, 2, piece, s);
}

/* 13.0, first part: Raid markers, statuses, attrition, forts, villages. */
static void
end_phase_upkeep (BloodyCtx *c)
{
  /* 13.0: the raid total is adjusted, then the Raid markers go. */
  if (c->d->m_raid_total >= 0)
    c->mk[c->d->m_raid_total] = MIN (c->x->raids_this_turn, 20);
  c->x->raids_this_turn = 0;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      c->x->status[p] &= ~(ST_ACTIVATED | ST_DONE | ST_DISRUPTED);
      if (bloody_is_space (c, c->pc[p].location) &&
          c->d->pieces[p].mark == MARK_RAID)
        bloody_move (c, p, BH_OFFBOARD);
    }
  bloody_attrition (c);
  bloody_complete_forts (c);
  village_exchange (c);
}

/* 13.0: "Victory Points (VPs) are now tallied to determine if one player
 * has won": after attrition and before anything of the end of Winter, so
 * warriors still face up hold their areas and militia still count
 * (15.1.4, 15.2.4).  TRUE when the game is over. */
static gboolean
end_phase_victory (BloodyCtx *c)
{
  int season = bloody_season (c), turn = c->mk[c->d->m_turn];

  if (c->sc->campaign_kind == 3)
    {
      int kek = c->d->kekionga, cl = c->mk[c->d->m_cl];

      /* 15.4.5: 2 VPs, once, for Kekionga settled or fortified. */
      if (!c->x->kekionga_vp && kek >= 0 && (settled (c, kek) || bloody_has_us_fort (c, kek)))
        {
          c->x->kekionga_vp = 1;
          bloody_vp (c, 0, 2);
          bloody_note (c, "15.4.5", _("Kekionga is settled or fortified: US 2 VP"));
        }
      /* 15.4.3, 15.4.4: CL 5 (1) at the end of a Fall and the next Winter (A17). */
      if (season == SEASON_FALL)
        c->x->cl_fall = cl;
      else if (season == SEASON_WINTER && (cl == 5 || cl == 1) && c->x->cl_fall == cl)
        {
          /* Translators: A Dark and Bloody Ground: a strategic victory by the Commitment Level */
          bloody_note (c, cl == 5 ? "15.4.3" : "15.4.4", _("Commitment %d two years running"), cl);
          bloody_set_result (c, BH_RESULT_WIN, cl == 5 ? 0 : 1);
          return TRUE;
        }
    }
  if (c->sc->campaign_kind == 3 && all_surrendered (c))
    {
      bloody_note (c, "15.4.3", _("Every nation has surrendered"));
      bloody_set_result (c, BH_RESULT_WIN, 0);
      return TRUE;
    }
  if (turn >= c->sc->last_turn)
    {
      campaign_victory (c);
      return TRUE;
    }
  return FALSE;
}

/* 13.0, the end of Winter after the victory check: "all US militia units
 * not in a besieged fort are removed", judged before any warrior goes home
 * and lifts a siege. */
static void
winter_militia (BloodyCtx *c)
{
  int kept = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_MILITIA && side_of (c, p) == 0 && on_map (c, p))
      {
        if (bloody_besieged (c, c->pc[p].location))
          kept++;
        else
          bloody_move (c, p, c->d->b_militia_cup);
      }
  if (kept)
    /* Translators: A Dark and Bloody Ground: militia kept over Winter in a besieged fort */
    bloody_note (c, "13.0", _("%d militia stay in a besieged fort"), kept);
}

/* 8.1 exception: a surrendered nation's warriors in a British fort "remain
 * in play until the end of the next fall turn": removed at the end of the
 * first Fall turn after the surrender (A47), or the first of the game for
 * a scenario's surrendered nations (15.3.3); its leader kept in a fort by
 * 8.6.2 goes with them. */
static void
fall_of_the_surrendered (BloodyCtx *c)
{
  int turn = c->mk[c->d->m_turn];

  for (guint n = 0; n < c->d->n_nations; n++)
    {
      int gone = 0;

      if (!tribal (c, n) || c->x->nation_status[n] != NS_SURRENDERED || c->x->surrender_turn[n] == turn)
        continue;
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].nation == (int) n && on_map (c, p) &&
            (c->d->pieces[p].klass == PC_WARRIOR || c->d->pieces[p].klass == PC_LEADER))
          {
            bloody_move (c, p, c->d->b_removed);
            gone += c->d->pieces[p].klass == PC_WARRIOR;
          }
      if (gone)
        /* Translators: A Dark and Bloody Ground: a surrendered nation's last warriors leave; count, nation */
        bloody_note (c, "8.1", _("%d %s warriors leave the British fort"), gone, bh_game_data_get_nation (c->self->data, n)->name);
    }
}

/* 13.0, after the victory check: Pillage markers at the end of Fall (9.5.2,
 * A3), the end of Winter, the next turn. */
static void
end_phase (BloodyCtx *c)
{
  int season = bloody_season (c), turn = c->mk[c->d->m_turn];

  /* 9.5.2 (A3): the end of a Fall turn; with the scenario option, the
   * end of a Winter turn as 4.7 and 13.0 say. */
  if (season == (scenario_option (c, "pillage-until-winter") ? SEASON_WINTER : SEASON_FALL))
    bloody_clear_pillage (c);
  if (season == SEASON_FALL)
    fall_of_the_surrendered (c);
  if (season == SEASON_WINTER)
    {
      /* 13.0: warriors (home already) turn face down. */
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p) && c->d->pieces[p].nation != c->d->nation_iroquois)
          c->pc[p].face = 1;
      for (guint n = 0; n < c->d->n_nations; n++)
        if (tribal (c, n) && c->x->nation_status[n] == NS_WARPATH)
          c->x->nation_status[n] = NS_PEACEFUL;
      {
        gboolean kept = FALSE;

        for (guint p = 0; p < c->d->n_pieces && !kept; p++)
          kept = c->d->pieces[p].klass == PC_MILITIA && side_of (c, p) == 0 && on_map (c, p);
        /* winter_militia kept some in a besieged fort: the log says so. */
        if (kept)
          /* Translators: A Dark and Bloody Ground: the end of Winter when some militia stay in a besieged fort */
          bloody_note (c, "13.0", _("Militia not in a besieged fort disband; warriors return home"));
        else
          bloody_note (c, "13.0", _("Militia disband; warriors return home"));
      }
    }
  c->mk[c->d->m_turn] = turn + 1;
  c->st->turn = turn + 1;
  c->st->phase = PH_RANDOM_EVENTS;
  c->x->proc = 0;
  /* Translators: A Dark and Bloody Ground: a new turn: season and year */
  bloody_note (c, "4.7", _("%s %d begins"), _(season_names[bloody_season (c)]), bloody_year (c));
}

/* ---- the driver -------------------------------------------------------------------- */

static void advance_phases (BloodyCtx *c);

void
bloody_advance (BloodyCtx *c)
{
  advance_phases (c);
  /* A leader who fell on the way to the next decision: his replacement is
   * placed before it (10.6.2), that decision, fresh, taken up after. */
  if (c->st->result == BH_RESULT_ONGOING)
    bloody_replacement_step (c);
}

static void
advance_phases (BloodyCtx *c)
{
  for (int guard = 0; guard < 1000 && c->st->result == BH_RESULT_ONGOING; guard++)
    {
      /* Rifles are placed as soon as they come (14.0.2), the Omens'
       * nation chosen (5.0), the Iroquois of event 8 placed (5.0). */
      militia_leaders_alone (c);   /* 14.0.7 */
      if (bloody_setup_zones_step (c) || bloody_rifle_step (c) || omens_step (c) || girty_step (c) || bloody_redeploy_step (c) || lone_step (c) ||
          bloody_displace_step (c) ||
          ((c->x->land_rule == LAND_IROQUOIS || c->x->land_rule == LAND_CONGRESS) && bloody_land_step (c)))
        return;
      if (c->x->battle.active)
        {
          if (!bloody_battle_step (c))
            {
              if (c->x->battle.active || c->st->result != BH_RESULT_ONGOING || c->x->relocate_side >= 0)
                return;
            }
          continue;
        }
      if (c->x->skirmish.active)
        {
          if (bloody_skirmish_step (c))
            return;
          continue;
        }
      if (c->x->relocate_side >= 0 || c->x->move_from >= 0 || c->x->raid_from >= 0 || c->st->pending.kind == D_BATTLE_CHOICE ||
          c->st->pending.kind == D_ASSAULT || c->st->pending.kind == D_ASSAULT_AGREE || c->st->pending.kind == D_GROUP)
        return;
      if (c->x->settlers_left > 0)
        {
          gboolean any = FALSE;

          guint8 ok[BLOODY_MAX_SPACES];

          settle_mask (c, ok);
          for (guint s = 0; s < c->d->n_spaces && !any; s++)
            any = ok[s];
          if (any && spare (c, PC_SETTLER) >= 0)
            {
              bloody_set_decision (c, 0, D_SETTLE, 0);
              return;
            }
          c->x->settlers_left = 0;
        }
      switch (c->st->phase)
        {
        case PH_RANDOM_EVENTS:
          random_events (c);
          c->st->phase++;
          break;
        case PH_SETTLERS:
          /* The settlers are placed within their phase (6.0.1). */
          if (c->x->proc == 0)
            {
              settlers (c);
              c->x->proc = 1;
              if (c->x->settlers_left > 0)
                break;
            }
          c->x->proc = 0;
          c->st->phase++;
          break;
        case PH_SUPPLY:
          bloody_supply_phase (c);
          c->st->phase++;
          break;
        case PH_MOBILIZATION:
          if (c->st->pending.kind == D_TREATY)
            return;
          if (mobilization_step (c))
            return;
          c->st->phase++;
          c->x->proc = 0;
          break;
        case PH_ACTION:
          if (c->x->proc == 0)
            {
              if (us_primary_step (c))
                return;
              initiative (c);
              c->x->proc = 1;
              if (mckee_loss_step (c))
                return;
              bloody_set_decision (c, c->x->initiative, D_ACTION, 0);
              return;
            }
          if (c->x->passed >= 2)
            {
              c->st->phase++;
              bloody_siege_markers (c);
              mark_combats (c);
              break;
            }
          return;
        case PH_COMBAT:
          {
            gboolean any = FALSE;

            for (guint s = 0; s < c->d->n_spaces && !any; s++)
              any = (c->x->combat_areas[s / 8] >> (s % 8)) & 1;
            if (any)
              {
                /* 4.5: the players alternate, the initiative player first. */
                bloody_set_decision (c, (c->x->initiative + (c->x->proc & 0x7f)) % 2, D_COMBAT, 0);
                return;
              }
            c->st->phase++;
            c->x->proc = 0;
            break;
          }
        case PH_RAID:
          if (bloody_raid_step (c))
            return;
          c->st->phase++;
          break;
        case PH_END:
          /* 14.0.5: McKee's relocation first, at the NA's choice. */
          if (c->x->proc == 0)
            {
              c->x->proc = 1;
              if (!c->sc->battle && mckee_on_map (c) >= 0)
                {
                  bloody_set_decision (c, 1, D_MCKEE, 0);
                  return;
                }
            }
          if (c->x->proc == 1)
            {
              end_phase_upkeep (c);
              c->x->proc = 2;
            }
          /* 13.0: the victory check comes before the end of Winter. */
          if (c->x->proc == 2)
            {
              if (end_phase_victory (c))
                return;
              if (bloody_season (c) == SEASON_WINTER)
                winter_militia (c);
              c->x->proc = 3;
            }
          /* 13.0: at the end of Winter each warrior away from home goes
           * where the NA chooses. */
          if (bloody_season (c) == SEASON_WINTER && !c->sc->battle)
            {
              int p = winter_wanderer (c);

              if (p >= 0)
                {
                  bloody_set_decision (c, 1, D_WINTER_HOME, p);
                  return;
                }
            }
          c->x->proc = 0;
          end_phase (c);
          break;
        default:
          c->st->phase = PH_END;
          break;
        }
    }
}

void
bloody_list_campaign (BloodyCtx *c)
{
  int side = c->st->pending.side;

  switch (c->st->pending.kind)
    {
    case D_ACTION:
      list_action (c, side);
      break;
    case D_MOVE:
      list_move (c);
      break;
    case D_COMBAT:
      for (guint s = 0; s < c->d->n_spaces; s++)
        if ((c->x->combat_areas[s / 8] >> (s % 8)) & 1)
          bloody_add_action (c, A_RESOLVE, 1, s, 0);
      break;
    case D_RAIDERS:
      bloody_list_raiders (c);
      break;
    case D_RAID_ROUTE:
      bloody_list_raid_routes (c);
      break;
    case D_MCKEE:
      list_mckee (c);
      break;
    case D_WINTER_HOME:
      list_winter_homes (c);
      break;
    case D_SKIRMISH_RETREAT:
      bloody_list_skirmish_retreat (c);
      break;
    case D_RAID_ORDER:
      bloody_list_raid_order (c);
      break;
    case D_RAID_HOME:
      bloody_list_homes (c);
      break;
    case D_BATTLE_CHOICE:
      bloody_add_action (c, A_BATTLE, 0, 0, 0);
      bloody_add_action (c, A_SKIRMISH, 0, 0, 0);
      break;
    case D_ASSAULT:
    case D_ASSAULT_AGREE:
      bloody_add_action (c, A_ASSAULT, 0, 0, 0);
      bloody_add_action (c, A_BESIEGE, 0, 0, 0);
      break;
    case D_PAIR:
      bloody_list_skirmish (c);
      break;
    case D_REACT:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (may_react (c, p, side, c->x->react_area))
          bloody_add_action (c, A_REACT, 1, p, 0);
      bloody_add_action (c, A_NO_REACT, 0, 0, 0);
      break;
    case D_TREATY:
      for (guint n = 0; n < c->d->n_nations; n++)
        if (treaty_possible (c, n))
          bloody_add_action (c, A_TREATY, 1, n, 0);
      bloody_add_action (c, A_NO_TREATY, 0, 0, 0);
      break;
    case D_GROUP:
      bloody_add_action (c, A_GROUP, 0, 0, 0);
      bloody_add_action (c, A_NO_GROUP, 0, 0, 0);
      break;
    case D_LAND:
      bloody_list_land (c);
      break;
    case D_PILLAGERS:
      bloody_list_pillagers (c);
      break;
    case D_RAID_LOSS:
      bloody_list_raid_losses (c);
      break;
    case D_RIFLE:
      bloody_list_rifles (c);
      break;
    case D_SKIRMISH_ORDER:
      bloody_list_skirmish_order (c);
      break;
    case D_SF_SPLIT:
      bloody_list_sf_split (c);
      break;
    case D_SETUP:
      bloody_list_setup (c);
      break;
    case D_DISPLACE:
      bloody_list_displace (c);
      break;
    case D_REDEPLOY:
      bloody_list_redeploy (c);
      break;
    case D_REPLACE:
      bloody_list_replacement (c);
      break;
    case D_GIRTY:
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (girty_may_go (c, s))
          bloody_add_action (c, A_GIRTY_TO, 1, s, 0);
      break;
    case D_MCKEE_LOSS:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (mckee_loss_candidate (c, p))
          bloody_add_action (c, A_MCKEE_LOSS, 1, p, 0);
      break;
    case D_PRIMARY:
      {
        int cands[BLOODY_MAX_PIECES], n = us_primary_candidates (c, cands);

        for (int i = 0; i < n; i++)
          bloody_add_action (c, A_PRIMARY, 1, cands[i], 0);
        break;
      }
    case D_MOB_ORDER:
      for (guint n = 0; n < c->d->n_nations && n < BLOODY_MAX_NATIONS; n++)
        if (mob_to_roll (c, n))
          bloody_add_action (c, A_MOB_ORDER, 1, n, 0);
      break;
    case D_ARMY_CUT:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (may_cut (c, p))
          bloody_add_action (c, A_ARMY_CUT, 1, p, 0);
      break;
    case D_RELIEVE:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (may_relieve (c, p, c->st->pending.args[0]))
          bloody_add_action (c, A_RELIEVE, 1, p, 0);
      break;
    case D_LONE_LEADER:
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (lone_refuge (c, c->st->pending.args[0], s))
          bloody_add_action (c, A_LONE_LEADER, 2, c->st->pending.args[0], s);
      break;
    case D_RATING:
      bloody_add_action (c, A_RATING, 1, c->st->pending.args[0], 0);
      bloody_add_action (c, A_NO_RATING, 1, c->st->pending.args[0], 0);
      break;
    case D_OMENS:
      for (guint n = 0; n < c->d->n_nations; n++)
        if (omens_nation_ok (c, n))
          bloody_add_action (c, A_OMENS, 1, n, 0);
      break;
    case D_MILITIA_LEADER:
      {
        int p = c->st->pending.args[0];

        for (guint s = 0; s < c->d->n_spaces; s++)
          if ((c->x->mustered[c->d->pieces[p].state] >> s) & 1)
            bloody_add_action (c, A_MUSTER_LEADER, 2, p, s);
        bloody_add_action (c, A_NO_LEADER, 1, p, 0);
        break;
      }
    case D_PLACE_MILITIA:
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (militia_area (c, c->st->pending.args[0], s))
          bloody_add_action (c, A_PLACE, 2, c->st->pending.args[0], s);
      break;
    case D_DISBAND:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (may_disband (c, p))
          bloody_add_action (c, A_DISBAND, 1, p, 0);
      break;
    case D_RELOCATE:
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (refuge (c, s, side))
          bloody_add_action (c, A_RELOCATE, 1, s, 0);
      break;
    case D_SETTLE:
      {
        guint8 ok[BLOODY_MAX_SPACES];

        gboolean ohio_open = FALSE;

        settle_mask (c, ok);
        for (guint s = 0; s < c->d->n_spaces; s++)
          if (ok[s])
            {
              bloody_add_action (c, A_SETTLE, 1, s, 0);
              ohio_open |= c->d->spaces[s].region == R_OH;
            }
        /* 6.0.1: the roll gives the settlers that "can be placed": the
         * US may place fewer, but Ohio keeps its share of those placed
         * unless no settler can go there. */
        if (settle_share_kept (c) || !ohio_open)
          bloody_add_action (c, A_SETTLE_DONE, 0, 0, 0);
      }
      break;
    default:
      break;
    }
}

void
bloody_apply_campaign (BloodyCtx *c, const BhAction *a)
{
  int side = c->st->pending.side;

  switch (a->kind)
    {
    case A_PASS:
      c->x->passed++;
      /* Translators: A Dark and Bloody Ground: a side passes */
      bloody_note (c, "9.3", _("%s passes"), bloody_side_name (c, side));
      if (c->x->passed < 2)
        bloody_set_decision (c, 1 - side, D_ACTION, 0);
      break;
    case A_ACTIVATE:
      activate (c, a->args[0]);
      break;
    case A_MOVE:
      move_to (c, a->args[0]);
      break;
    case A_DROP:
      c->x->in_force[a->args[0]] = 0;
      if (!c->x->reacting)
        c->x->status[a->args[0]] |= (c->x->status[a->args[0]] & ST_ACTIVATED) ? ST_DONE : ST_ACTIVATED;
      break;
    case A_STOP:
      end_move (c);
      break;
    case A_RESOLVE:
      if (c->st->pending.kind == D_RAID_ORDER)
        bloody_apply_raid_order (c, a->args[0]);
      else
        resolve (c, a->args[0]);
      break;
    case A_BATTLE:
    case A_SKIRMISH:
      c->st->pending.kind = D_NONE;
      fight (c, c->x->relocate_area, a->kind == A_BATTLE);
      c->x->relocate_area = -1;
      break;
    case A_RELOCATE:
      relocate (c, a->args[0]);
      if (c->x->relocate_side < 0)
        c->st->pending.kind = D_NONE;
      break;
    case A_RAID:
      bloody_apply_raid (c, a->args[0], a->args[1]);
      break;
    case A_RAID_ROUTE:
      bloody_apply_raid_route (c, a->args[0]);
      break;
    case A_RAID_WITH:
    case A_RAID_GO:
      bloody_apply_raiders (c, a);
      break;
    case A_HOME:
      bloody_apply_home (c, a->args[0], a->args[1]);
      break;
    case A_MCKEE_GO:
      bloody_move (c, mckee_on_map (c), a->args[0]);
      /* Translators: A Dark and Bloody Ground: McKee relocates at the end of the turn */
      bloody_note (c, "14.0.5", _("McKee relocates to %s"), bloody_loc_name (c, a->args[0]));
      c->st->pending.kind = D_NONE;
      break;
    case A_MCKEE_STAYS:
      c->st->pending.kind = D_NONE;
      break;
    case A_SKIRMISH_RETREAT:
      bloody_apply_skirmish_retreat (c, a->args[0], a->args[1]);
      break;
    case A_WINTER_HOME:
      bloody_move (c, a->args[0], a->args[1]);
      /* Translators: A Dark and Bloody Ground: a warrior goes home for the winter: unit, area */
      bloody_note (c, "13.0", _("%s winters at %s"), bloody_piece_name (c, a->args[0]), bloody_loc_name (c, a->args[1]));
      c->st->pending.kind = D_NONE;
      break;
    case A_PAIR:
    case A_HOLD:
      bloody_apply_pairing (c, a);
      break;
    case A_ASSAULT:
    case A_BESIEGE:
      /* 11.3.2 "If combat is desired by both players": with the option
       * assault-both-agree the besieged side is asked too (A15's
       * alternative; by default the besieger decides alone, 4.5). */
      if (a->kind == A_ASSAULT && c->st->pending.kind == D_ASSAULT && bloody_option (c, "assault-both-agree"))
        {
          bloody_set_decision (c, 1 - c->st->pending.side, D_ASSAULT_AGREE, c->x->relocate_area);
          break;
        }
      if (a->kind == A_BESIEGE && c->st->pending.kind == D_ASSAULT_AGREE)
        /* Translators: A Dark and Bloody Ground: the besieged side refuses the assault */
        bloody_note (c, "11.3.2", _("The besieged refuse combat"));
      c->st->pending.kind = D_NONE;
      c->x->combat_areas[c->x->relocate_area / 8] &= ~(1u << (c->x->relocate_area % 8));
      c->x->proc++;
      if (a->kind == A_ASSAULT)
        bloody_start_skirmish (c, c->x->relocate_area, TRUE);
      else
        /* Translators: A Dark and Bloody Ground: the besieger does not assault */
        bloody_note (c, "11.3.2", _("The siege goes on at %s"), bloody_loc_name (c, c->x->relocate_area));
      c->x->relocate_area = -1;
      break;
    case A_GROUP:
    case A_NO_GROUP:
      c->st->pending.kind = D_NONE;
      if (a->kind == A_GROUP)
        take_group (c);
      break;
    case A_LAND:
    case A_LAND_ALL:
      bloody_apply_land (c, a);
      break;
    case A_MUSTER_LEADER:
      {
        int p = a->args[0];

        militia_leader_makes_room (c, p);
        bloody_move (c, p, a->args[1]);
        /* Translators: A Dark and Bloody Ground: a militia leader enters: the leader, the area */
        bloody_note (c, "14.0.7", _("%s enters at %s"), bloody_piece_name (c, p), bloody_loc_name (c, a->args[1]));
        c->st->pending.kind = D_NONE;
        break;
      }
    case A_NO_LEADER:
      c->x->status[a->args[0]] |= ST_DONE;   /* not again this Spring */
      c->st->pending.kind = D_NONE;
      break;
    case A_PLACE:
      if (c->d->pieces[a->args[0]].state >= R_KY && c->d->pieces[a->args[0]].state <= R_OH)
        c->x->mustered[c->d->pieces[a->args[0]].state] |= G_GUINT64_CONSTANT (1) << a->args[1];
      bloody_move (c, a->args[0], a->args[1]);
      /* Translators: A Dark and Bloody Ground: a new militia unit is placed */
      bloody_note (c, "8.4.1", _("%s musters at %s"), bloody_piece_name (c, a->args[0]), bloody_loc_name (c, a->args[1]));
      memmove (c->x->to_place, c->x->to_place + 1, --c->x->n_to_place * sizeof c->x->to_place[0]);
      c->st->pending.kind = D_NONE;
      break;
    case A_DISBAND:
      bloody_move (c, a->args[0], c->d->b_militia_cup);
      c->x->to_remove--;
      c->st->pending.kind = D_NONE;
      break;
    case A_ATROCITY:
    case A_AMBUSH:
    case A_ASSASSINATE:
      bloody_apply_atrocity (c, a);
      break;
    case A_PILLAGE:
      bloody_apply_pillage (c, a->args[0]);
      break;
    case A_ARMY_CUT:
      bloody_move (c, a->args[0], c->d->b_removed);   /* "removed from the game" */
      /* Translators: A Dark and Bloody Ground: a regular leaves play (8.3.1) */
      bloody_note (c, "8.3.1", _("%s leaves play"), bloody_piece_name (c, a->args[0]));
      c->x->regulars_to_remove--;
      c->st->pending.kind = D_NONE;
      break;
    case A_RELIEVE:
      /* 14.0.8: a named leader is out for good, a replacement recycled. */
      bloody_move (c, a->args[0], c->d->pieces[a->args[0]].special == SP_REPLACEMENT ? c->d->b_us_available : c->d->b_removed);
      /* Translators: A Dark and Bloody Ground: a US Army leader is relieved (14.0.8) */
      bloody_note (c, "14.0.8", _("%s is relieved of command"), bloody_piece_name (c, a->args[0]));
      if (c->x->primary[0] == a->args[0])
        c->x->primary[0] = -1;
      c->st->pending.kind = D_NONE;
      break;
    case A_LONE_LEADER:
      bloody_move (c, a->args[0], a->args[1]);
      /* Translators: A Dark and Bloody Ground: a lone leader relocates after a battle */
      bloody_note (c, "10.7.1", _("%s goes to %s"), bloody_piece_name (c, a->args[0]), bloody_loc_name (c, a->args[1]));
      c->st->pending.kind = D_NONE;
      break;
    case A_SETUP:
      bloody_apply_setup (c, a->args[0], a->args[1]);
      break;
    case A_SETUP_SKIP:
      bloody_apply_setup_skip (c, a->args[0]);
      break;
    case A_MOB_ORDER:
      c->x->mob_pick = a->args[0] + 1;
      c->st->pending.kind = D_NONE;
      break;
    case A_RATING:
    case A_NO_RATING:
      c->st->pending.kind = D_NONE;
      nation_result (c, a->args[0], c->x->mob_roll, a->kind == A_RATING);
      break;
    case A_OMENS:
      c->x->omens_nation = a->args[0] + 1;
      c->x->omens_drm = c->x->omens_choice == 1 ? 1 : -1;
      c->x->omens_choice = 0;
      /* Translators: A Dark and Bloody Ground: the Omens touch a nation: the modifier, the nation */
      bloody_note (c, "5.0", _("Omens: %+d to the %s mobilization roll"), c->x->omens_drm,
                   bh_game_data_get_nation (c->self->data, a->args[0])->name);
      c->st->pending.kind = D_NONE;
      break;
    case A_SKIRMISH_FIRST:
      bloody_apply_skirmish_first (c, a->args[0]);
      break;
    case A_FLEE_TO:
      bloody_apply_displace (c, a->args[0], a->args[1]);
      break;
    case A_REDEPLOY:
    case A_REDEPLOY_DONE:
      bloody_apply_redeploy (c, a);
      break;
    case A_REPLACE_AT:
      bloody_apply_replacement (c, a);
      break;
    case A_GIRTY_TO:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].special == SP_GIRTY)
          bloody_move (c, p, a->args[0]);
      c->x->girty_arrives = 0;
      /* Translators: A Dark and Bloody Ground: where Simon Girty arrives */
      bloody_note (c, "5.0", _("Simon Girty arrives at %s"), bloody_loc_name (c, a->args[0]));
      c->st->pending.kind = D_NONE;
      break;
    case A_MCKEE_LOSS:
      c->x->mckee_loss[c->d->pieces[a->args[0]].nation]--;
      bloody_eliminate (c, a->args[0], "14.0.5");
      c->st->pending.kind = D_NONE;
      if (!mckee_loss_step (c))
        bloody_set_decision (c, c->x->initiative, D_ACTION, 0);
      break;
    case A_PRIMARY:
      c->x->primary[0] = a->args[0];
      c->x->primary_picked = 1;
      /* Translators: A Dark and Bloody Ground: the US names its primary leader for the turn */
      bloody_note (c, "9.1.1", _("%s is the US primary leader this turn"), bloody_piece_name (c, a->args[0]));
      c->st->pending.kind = D_NONE;
      break;
    case A_SF_SPLIT:
    case A_SF_TOGETHER:
      bloody_apply_sf_split (c, a->kind == A_SF_SPLIT ? a->args[0] : -1);
      break;
    case A_RIFLE:
      bloody_apply_rifle (c, a->args[0]);
      break;
    case A_RAID_LOSE:
      bloody_apply_raid_loss (c, a->args[0]);
      break;
    case A_PILLAGE_WITH:
    case A_PILLAGE_GO:
      bloody_apply_pillagers (c, a);
      break;
    case A_TREATY:
      c->x->treaties[a->args[0]]++;
      bloody_vp (c, 0, -2);
      /* Translators: A Dark and Bloody Ground: a peace treaty is offered */
      bloody_note (c, "8.6.3", _("A peace treaty is offered to the %s (2 VP)"),
                   bh_game_data_get_nation (c->self->data, a->args[0])->name);
      c->st->pending.kind = D_NONE;
      break;
    case A_REACT:
      react (c, a->args[0]);
      if (c->st->pending.kind == D_REACT && !any_reaction (c, side, c->x->react_area))
        bloody_set_decision (c, side, D_ACTION, 0);
      break;
    case A_NO_REACT:
      bloody_set_decision (c, side, D_ACTION, 0);
      break;
    case A_NO_TREATY:
      c->x->proc = 6;
      c->st->pending.kind = D_NONE;
      break;
    case A_BUILD_FORT:
    case A_DISMANTLE:
      if (a->kind == A_BUILD_FORT)
        bloody_apply_build (c, a->args[0]);
      else
        bloody_apply_dismantle (c, a->args[0]);
      c->x->passed = 0;
      bloody_set_decision (c, 1 - side, D_ACTION, 0);
      break;
    case A_SETTLE_DONE:
      /* Translators: A Dark and Bloody Ground: settlers the US chose not to place */
      bloody_note (c, "6.0.1", _("The US places no more settlers this turn (%d not placed)"), c->x->settlers_left);
      c->x->settlers_left = 0;
      c->st->pending.kind = D_NONE;
      break;
    case A_SETTLE:
      {
        int p = spare (c, PC_SETTLER);

        int region = c->d->spaces[a->args[0]].region;

        if (p >= 0)
          bloody_move (c, p, a->args[0]);
        c->x->settlers_left--;
        if (c->x->settle_max[0] != SETTLE_ANYWHERE)
          {
            c->x->settle_max[region == R_OH ? 0 : 1]--;
            c->x->settle_placed[region == R_OH ? 0 : 1]++;
          }
        /* Translators: A Dark and Bloody Ground: a settler is placed */
        bloody_note (c, "6.0.1", _("A settler goes to %s"), bloody_loc_name (c, a->args[0]));
        c->st->pending.kind = D_NONE;
        break;
      }
    default:
      break;
    }
}
