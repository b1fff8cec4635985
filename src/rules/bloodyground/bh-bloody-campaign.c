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
  if (!bloody_is_combat (c, piece) || !on_map (c, piece))
    return FALSE;
  return !(c->d->pieces[piece].klass == PC_WARRIOR && c->pc[piece].face == 1);
}

static int
count_in (const BloodyCtx *c, int area, int side, gboolean leaders)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && side_of (c, p) == side &&
        (leaders ? bloody_is_leader (c, p) && c->pc[p].face != 2 : fighting (c, p)))
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

static int
first_in_box (const BloodyCtx *c, int box, int klass, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == box && c->d->pieces[p].klass == klass && (side < 0 || side_of (c, p) == side))
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
  x->initiative = 0;
  for (guint n = 0; n < c->d->n_nations && n < BLOODY_MAX_NATIONS; n++)
    x->nation_status[n] = (sc->surrendered_bits >> n) & 1 ? NS_SURRENDERED
                        : (sc->warpath_bits >> n) & 1 ? NS_WARPATH : NS_PEACEFUL;
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
    }
  bloody_advance (c);
  return TRUE;
}

/* ---- 5.0 random events -------------------------------------------------- */

static void
place_from_box (BloodyCtx *c, int box, int klass, int nation, int n, int where, const char *rule)
{
  for (int i = 0; i < n; i++)
    {
      int p = -1;

      for (guint q = 0; q < c->d->n_pieces && p < 0; q++)
        if (c->pc[q].location == box && c->d->pieces[q].klass == klass && (nation < 0 || c->d->pieces[q].nation == nation))
          p = q;
      if (p < 0)
        return;
      bloody_move (c, p, where);
      c->pc[p].face = 0;
      /* Translators: A Dark and Bloody Ground: a unit arrives; its name, where */
      bloody_note (c, rule, _("%s arrives at %s"), bloody_piece_name (c, p), bloody_loc_name (c, where));
    }
}

static int
british_fort_area (const BloodyCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    for (guint p = 0; p < c->d->n_pieces; p++)
      if (c->pc[p].location == s && c->d->pieces[p].klass == PC_FORT && side_of (c, p) == 1 && count_in (c, s, 0, FALSE) == 0)
        return s;
  return -1;
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
        bloody_note (c, "5.0", roll == 2 || roll == 11 ? _("Good Omens (not yet enforced)") : _("Bad Omens (not yet enforced)"));
      break;
    case 4:
      {
        int n = bloody_roll (c);

        /* Translators: A Dark and Bloody Ground: event 4, the number of militia */
        bloody_note (c, "5.0", _("Congress appropriates more funds: %d militia"), n);
        if (c->d->cincinnati >= 0)
          for (int i = 0; i < n; i++)
            {
              int p = first_in_box (c, c->d->b_militia_cup, PC_MILITIA, 0);

              if (p < 0)
                break;
              bloody_move (c, p, c->d->cincinnati);
            }
        break;
      }
    case 5:
      c->x->severe = 1;
      bloody_note (c, "5.0", _("Severe weather"));
      break;
    case 6:
      bloody_note (c, "5.0", _("Rifles (not yet enforced)"));
      break;
    case 8:
      {
        int in_play = 0, n = bloody_roll (c), fort = british_fort_area (c);

        for (guint p = 0; p < c->d->n_pieces; p++)
          if (c->d->pieces[p].nation == c->d->nation_iroquois && c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p))
            in_play++;
        /* Translators: A Dark and Bloody Ground: event 8, the die */
        bloody_note (c, "5.0", _("Iroquois intervention: %d warriors"), n);
        /* Never more than six Iroquois in play (5.0 event 8). */
        if (fort >= 0)
          place_from_box (c, c->d->b_na_available, PC_WARRIOR, c->d->nation_iroquois, MIN (n, 6 - in_play), fort, "5.0");
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
        else if (british_fort_area (c) >= 0)
          {
            bloody_move (c, girty, british_fort_area (c));
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

static gboolean
can_settle (const BloodyCtx *c, int area)
{
  gboolean contiguous = FALSE;

  if (count_class (c, area, PC_SETTLER) >= 4)
    return FALSE;   /* 4.2, 6.0.1: at most four per area */
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].klass == PC_WARRIOR && c->pc[p].face == 0)
      return FALSE;   /* no settlers with a face-up warrior (6.0.1) */
  if (settled (c, area))
    return TRUE;
  for (guint k = 0; k < c->d->spaces[area].n_adj; k++)
    contiguous |= settled (c, c->d->spaces[area].adj[k]);
  return contiguous;   /* a new area must touch a settled one (6.0.1) */
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
}

static void
village_exchange (BloodyCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (count_class (c, s, PC_SETTLER) >= 3)
      {
        int v = first_in_box (c, c->d->b_settler_pool, PC_VILLAGE, -1);

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

static void
commitment (BloodyCtx *c)
{
  int roll = bloody_roll (c), drm = 0, cl = c->mk[c->d->m_cl], w = nations_on_warpath (c);
  gboolean iroquois = FALSE;

  for (guint p = 0; p < c->d->n_pieces; p++)
    iroquois |= c->d->pieces[p].nation == c->d->nation_iroquois && c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p);
  if (c->x->vp[0] < c->x->vp[1])
    drm += 1;
  if (c->x->vp[0] > c->x->vp[1])
    drm -= 1;
  if (iroquois)
    drm -= 1;
  drm -= w == 2 ? 1 : w <= 1 ? 2 : 0;   /* A20: 0 or 1 nations on the warpath −2, 2 nations −1 */
  if (c->x->intervened)
    drm -= 2;
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
  set_ml (c, nation, 0);
  /* Translators: A Dark and Bloody Ground: a nation surrenders */
  bloody_note (c, "8.6.1", _("The %s surrender"), bh_game_data_get_nation (c->self->data, nation)->name);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].nation == nation && on_map (c, p) &&
        (c->d->pieces[p].klass == PC_WARRIOR || c->d->pieces[p].klass == PC_LEADER))
      {
        gboolean fort = FALSE;

        for (guint q = 0; q < c->d->n_pieces; q++)
          fort |= c->pc[q].location == c->pc[p].location && c->d->pieces[q].klass == PC_FORT && side_of (c, q) == 1;
        if (!fort || c->d->pieces[p].klass == PC_LEADER)
          bloody_move (c, p, c->d->b_removed);
      }
  bloody_vp (c, 0, 5);   /* 15.4.5 */
}

static void
nation_mobilization (BloodyCtx *c)
{
  for (guint n = 0; n < c->d->n_nations; n++)
    {
      int roll, drm = 0, result, leader_cr = 0;

      if (!tribal (c, n) || n == (guint) c->d->nation_iroquois || c->x->nation_status[n] != NS_PEACEFUL)
        continue;
      roll = bloody_roll (c);
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].nation == (int) n && c->d->pieces[p].klass == PC_LEADER && on_map (c, p))
          leader_cr = MAX (leader_cr, c->d->pieces[p].cr);
      drm += leader_cr;
      if (c->x->vp[1] + 10 <= c->x->vp[0])
        drm += 1;
      if (c->x->vp[1] >= c->x->vp[0] + 10)
        drm -= 1;
      result = roll + drm;
      /* Translators: A Dark and Bloody Ground: a nation's mobilization roll:
         the nation, die, modifier, result, its base level */
      bloody_note (c, "8.1", _("%s mobilization: die %d %+d = %d against base %d"),
                   bh_game_data_get_nation (c->self->data, n)->name, roll, drm, result, c->d->base_ml[n]);
      if (result <= 0)
        {
          surrender (c, n);
          continue;
        }
      set_ml (c, n, result);
      if (result >= c->d->base_ml[n])
        {
          c->x->nation_status[n] = NS_WARPATH;
          for (guint p = 0; p < c->d->n_pieces; p++)
            if (c->d->pieces[p].nation == (int) n && c->d->pieces[p].klass == PC_WARRIOR)
              c->pc[p].face = 0;
          /* Translators: A Dark and Bloody Ground: a nation goes to war */
          bloody_note (c, "8.1", _("The %s go on the warpath"), bh_game_data_get_nation (c->self->data, n)->name);
        }
    }
}

static void
army (BloodyCtx *c)
{
  int cl = c->mk[c->d->m_cl], roll = bloody_roll (c), n, in_play = 0;

  if (c->x->vp[1] > c->x->vp[0])
    roll = MIN (roll + 1, 6);   /* A21: +1 on the die */
  n = c->d->army[roll - 1][cl - 1];
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (side_of (c, p) == 0 && c->d->pieces[p].klass == PC_REGULAR && on_map (c, p))
      in_play++;
  n = MIN (n, MAX (cl * 4 - in_play, 0));   /* 8.3.1: at most CL × 4 in play */
  /* Translators: A Dark and Bloody Ground: US Army mobilization: die, units */
  bloody_note (c, "8.3", _("US Army: die %d gives %d regulars"), roll, n);
  if (c->d->cincinnati >= 0)
    place_from_box (c, c->d->b_us_available, PC_REGULAR, -1, n, c->d->cincinnati, "8.3.2");
}

static void
mobilization (BloodyCtx *c)
{
  int season = bloody_season (c);

  commitment (c);
  if (season == SEASON_SPRING)
    for (guint n = 0; n < c->d->n_nations; n++)
      if (tribal (c, n) && n != (guint) c->d->nation_iroquois && c->x->nation_status[n] != NS_SURRENDERED)
        {
          /* 8.1.1: levels return to base every Spring. */
          set_ml (c, n, c->d->base_ml[n]);
          c->x->nation_status[n] = NS_PEACEFUL;
        }
  nation_mobilization (c);
  if (season == SEASON_SPRING)
    army (c);
}

/* ---- 9.1 initiative ------------------------------------------------------------- */

static void
initiative (BloodyCtx *c)
{
  int total[2];

  do
    for (int s = 0; s < 2; s++)
      {
        int primary = bloody_primary (c, s), roll = bloody_roll (c);

        total[s] = roll + (primary >= 0 && on_map (c, primary) ? c->d->pieces[primary].cr : 0);
      }
  while (total[0] == total[1]);   /* ties are rolled again (9.1) */
  c->x->initiative = total[0] > total[1] ? 0 : 1;
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
  return u->nation == l->nation;
}

static gboolean
can_activate (const BloodyCtx *c, int piece, int side)
{
  if (side_of (c, piece) != side || !on_map (c, piece) || (c->x->status[piece] & ST_DONE))
    return FALSE;
  if (bloody_is_leader (c, piece))
    return c->d->pieces[piece].special != SP_MCKEE || TRUE;
  if (!fighting (c, piece))
    return FALSE;
  /* 9.3.2: warriors try a second activation only with a leader. */
  if (c->d->pieces[piece].klass == PC_WARRIOR && (c->x->status[piece] & ST_ACTIVATED))
    return FALSE;
  return TRUE;
}

static int
area_cost (const BloodyCtx *c, int side, int to, gboolean across_ohio)
{
  int season = bloody_season (c), col, cost;

  col = (c->x->severe || season == SEASON_WINTER) ? 6 : season == SEASON_SPRING ? 0 : season == SEASON_SUMMER ? 2 : 4;
  cost = c->d->map_tec[c->d->spaces[to].terrain][col + side];
  if (side == 1 && across_ohio)
    cost += 1;   /* NA +1 MP to cross the Ohio (Main Map TEC, A7) */
  return cost;
}

static gboolean
enterable (const BloodyCtx *c, int area)
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
  bloody_add_action (c, A_PASS, 0, 0, 0);
}

static int
force_ma (const BloodyCtx *c)
{
  int ma = 99;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->in_force[p])
      {
        int m = c->d->pieces[p].ma - ((c->x->status[p] & ST_DISRUPTED) ? 1 : 0);

        ma = MIN (ma, m);   /* the slowest unit sets the pace (9.4.1) */
      }
  return ma == 99 ? 0 : MAX (ma, 1);
}

static void
list_move (BloodyCtx *c)
{
  int from = c->x->move_from;
  const BloodySpaceInfo *si = &c->d->spaces[from];
  int side = c->st->pending.side;

  for (guint k = 0; k < si->n_adj; k++)
    {
      int to = si->adj[k], cost = area_cost (c, side, to, si->adj_ohio[k]);

      if (!enterable (c, to))
        continue;
      if (c->x->move_steps == 0 || cost <= c->x->move_mp)
        bloody_add_action (c, A_MOVE, 1, to, 0);
    }
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->in_force[p] && (int) p != c->x->move_leader)
      bloody_add_action (c, A_DROP, 1, p, 0);
  bloody_add_action (c, A_STOP, 0, 0, 0);
}

static void
end_move (BloodyCtx *c)
{
  int side = c->st->pending.side;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->in_force[p])
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
  bloody_set_decision (c, 1 - side, D_ACTION, 0);
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
          ((c->x->status[p] & ST_ACTIVATED) != 0) == second)
        c->x->in_force[p] = 1;
  c->x->move_leader = bloody_is_leader (c, piece) ? piece : -1;
  c->x->move_from = area;
  c->x->move_steps = 0;
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
  bloody_set_decision (c, side, D_MOVE, 0);
}

static gboolean
enemy_in (const BloodyCtx *c, int area, int side)
{
  return count_in (c, area, 1 - side, FALSE) > 0;
}

static void
move_to (BloodyCtx *c, int to)
{
  int from = c->x->move_from, side = c->st->pending.side, cost = 0;
  const BloodySpaceInfo *si = &c->d->spaces[from];

  for (guint k = 0; k < si->n_adj; k++)
    if (si->adj[k] == to)
      cost = area_cost (c, side, to, si->adj_ohio[k]);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->in_force[p])
      bloody_move (c, p, to);
  c->x->move_mp = c->x->move_steps == 0 && cost > c->x->move_mp ? 0 : c->x->move_mp - cost;
  c->x->move_steps++;
  c->x->move_from = to;
  /* Translators: A Dark and Bloody Ground: a force enters an area; MPs left */
  bloody_note (c, "9.4.1", _("The force enters %s (%d MP left)"), bloody_loc_name (c, to), c->x->move_mp);
  /* A9: entering an area with enemy combat units ends the move. */
  if (enemy_in (c, to, side) || c->x->move_mp <= 0)
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

static int
retreat_area (const BloodyCtx *c, int area, int side)
{
  const BloodySpaceInfo *si = &c->d->spaces[area];

  for (guint k = 0; k < si->n_adj; k++)
    if (!enemy_in (c, si->adj[k], side) && enterable (c, si->adj[k]))
      return si->adj[k];
  return -1;
}

/* 11.1: units are paired one for one and the larger side's extras join
 * the pairs (automatic pairing, docs); both roll, the difference decides. */
static void
skirmish (BloodyCtx *c, int area)
{
  int units[2][64], n[2] = { 0, 0 };
  const BloodySpaceInfo *si = &c->d->spaces[area];
  int cl = c->mk[c->d->m_cl];

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && fighting (c, p) && n[side_of (c, p)] < 64)
      units[side_of (c, p)][n[side_of (c, p)]++] = p;
  /* Translators: A Dark and Bloody Ground: a skirmish in an area */
  bloody_note (c, "11.1", _("Skirmish at %s: %d US against %d NA units"), bloody_loc_name (c, area), n[0], n[1]);
  for (int pair = 0; pair < MIN (n[0], n[1]); pair++)
    {
      int total[2], k = MIN (n[0], n[1]);

      for (int s = 0; s < 2; s++)
        {
          int members = 0, drm = 0, roll = bloody_roll (c);
          gboolean militia = FALSE, warrior = FALSE, surrendered = FALSE;

          for (int i = pair; i < n[s]; i += k)
            {
              int p = units[s][i];

              members++;
              militia |= c->d->pieces[p].klass == PC_MILITIA;
              warrior |= c->d->pieces[p].klass == PC_WARRIOR;
              surrendered |= c->d->pieces[p].nation >= 0 && c->x->nation_status[c->d->pieces[p].nation] == NS_SURRENDERED;
            }
          drm += members - 1;
          if (s == 0 && militia && si->terrain == AT_WILDERNESS)
            drm += 1;   /* "clear terrain" read as Wilderness (digest 3.1) */
          if (s == 1 && warrior && si->terrain == AT_ROUGH)
            drm += 1;
          if (s == 1 && warrior && si->terrain == AT_SETTLED)
            drm -= 1;
          if (s == 0 && cl <= 2)
            drm -= 1;
          if (s == 1 && surrendered)
            drm -= 1;
          total[s] = roll + drm;
          /* Translators: A Dark and Bloody Ground: a skirmish roll: side, die, modifier */
          bloody_note (c, "11.1", _("%s: die %d %+d = %d"), bloody_side_name (c, s), roll, drm, total[s]);
        }
      {
        int diff = ABS (total[0] - total[1]), loser = total[0] < total[1] ? 0 : 1;

        if (diff <= 1)
          continue;
        for (int i = pair; i < n[loser]; i += k)
          {
            int p = units[loser][i];

            if (c->pc[p].location != area)
              continue;
            if (diff >= 6)
              bloody_eliminate (c, p, "11.1");
            else
              {
                int to = retreat_area (c, area, loser);

                if (to < 0)
                  bloody_eliminate (c, p, "11.1");
                else
                  {
                    bloody_move (c, p, to);
                    /* Translators: A Dark and Bloody Ground: a unit retreats after a skirmish */
                    bloody_note (c, "11.1", _("%s retreats to %s"), bloody_piece_name (c, p), bloody_loc_name (c, to));
                  }
              }
          }
      }
    }
  /* Leaders left without units go with the rest of their side (digest 5.16). */
  for (int s = 0; s < 2; s++)
    if (count_in (c, area, s, FALSE) == 0)
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].location == area && side_of (c, p) == s && bloody_is_leader (c, p) && count_in (c, area, 1 - s, FALSE) > 0)
          {
            int to = retreat_area (c, area, s);

            if (to >= 0)
              bloody_move (c, p, to);
            else
              bloody_eliminate (c, p, "11.1");
          }
}

static void
fight (BloodyCtx *c, int area, gboolean battle)
{
  c->x->combat_areas[area / 8] &= ~(1u << (area % 8));
  c->x->proc++;
  if (battle)
    bloody_start_battle (c, area);
  else
    skirmish (c, area);
}

static void
resolve (BloodyCtx *c, int area)
{
  int l0 = count_in (c, area, 0, TRUE), l1 = count_in (c, area, 1, TRUE);

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

  if (enemy_in (c, area, side) || area == c->x->relocate_area || !enterable (c, area))
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area)
      {
        fort |= c->d->pieces[p].klass == PC_FORT && side_of (c, p) == side;
        pillaged |= g_str_equal (bh_game_data_get_unit_type (c->self->data, c->d->pieces[p].type)->id, "pillaged");
      }
  if (fort || (side == 0 && si->ps))
    return TRUE;
  return side == 1 && tribal (c, si->nation) && !pillaged;
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
  /* Nowhere to go: the force is lost. */
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == c->x->relocate_area && side_of (c, p) == side &&
        (fighting (c, p) || bloody_is_leader (c, p)))
      bloody_eliminate (c, p, "10.7.1");
  c->x->relocate_side = -1;
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
  relocate_next (c);
}

static void
relocate (BloodyCtx *c, int to)
{
  int side = c->x->relocate_side, from = c->x->relocate_area;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == from && side_of (c, p) == side &&
        (fighting (c, p) || bloody_is_leader (c, p) || c->d->pieces[p].klass == PC_SETTLER))
      bloody_move (c, p, to);
  /* Translators: A Dark and Bloody Ground: a defeated force withdraws */
  bloody_note (c, "10.7.1", _("%s withdraws to %s"), bloody_side_name (c, side), bloody_loc_name (c, to));
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

static void
campaign_victory (BloodyCtx *c)
{
  int kind = c->sc->campaign_kind, miami = bh_game_data_find_nation (c->self->data, "miami");
  int shawnee = bh_game_data_find_nation (c->self->data, "shawnee");
  guint ms = (1u << miami) | (1u << shawnee);

  if (kind == 1)
    {
      /* 15.1.4: decisive 2, marginal 1. */
      int us = holds (c, c->d->kekionga, 0) ? 2 : 0;
      int na = !settlers_in (c, ms) ? (holds (c, c->d->kekionga, 1) ? 2 : 1) : 0;

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
      /* 15.2.4: the US wins by holding Kekionga; else the NA. */
      gboolean us = holds (c, c->d->kekionga, 0);

      bloody_note (c, "15.2.4", us ? _("US holds Kekionga") : _("The US is denied victory"));
      bloody_set_result (c, BH_RESULT_WIN, us ? 0 : 1);
      return;
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

static void
end_phase (BloodyCtx *c)
{
  int season = bloody_season (c), turn = c->mk[c->d->m_turn];

  for (guint p = 0; p < c->d->n_pieces; p++)
    c->x->status[p] &= ~(ST_ACTIVATED | ST_DONE | ST_DISRUPTED);
  village_exchange (c);
  if (season == SEASON_WINTER)
    {
      /* 13.0: militia disband; warriors go home face down. */
      for (guint p = 0; p < c->d->n_pieces; p++)
        {
          if (c->d->pieces[p].klass == PC_MILITIA && side_of (c, p) == 0 && on_map (c, p))
            bloody_move (c, p, c->d->b_militia_cup);
          if (c->d->pieces[p].klass == PC_WARRIOR && on_map (c, p) && c->d->pieces[p].nation != c->d->nation_iroquois)
            c->pc[p].face = 1;
        }
      for (guint n = 0; n < c->d->n_nations; n++)
        if (tribal (c, n) && c->x->nation_status[n] == NS_WARPATH)
          c->x->nation_status[n] = NS_PEACEFUL;
      bloody_note (c, "13.0", _("Militia disband; warriors return home"));
    }
  if (c->sc->campaign_kind == 3 && all_surrendered (c))
    {
      bloody_note (c, "15.4.3", _("Every nation has surrendered"));
      bloody_set_result (c, BH_RESULT_WIN, 0);
      return;
    }
  if (turn >= c->sc->last_turn)
    {
      campaign_victory (c);
      return;
    }
  c->mk[c->d->m_turn] = turn + 1;
  c->st->turn = turn + 1;
  c->st->phase = PH_RANDOM_EVENTS;
  /* Translators: A Dark and Bloody Ground: a new turn: season and year */
  bloody_note (c, "4.7", _("%s %d begins"), _(season_names[bloody_season (c)]), bloody_year (c));
}

/* ---- the driver -------------------------------------------------------------------- */

void
bloody_advance (BloodyCtx *c)
{
  for (int guard = 0; guard < 1000 && c->st->result == BH_RESULT_ONGOING; guard++)
    {
      if (c->x->battle.active)
        {
          if (!bloody_battle_step (c))
            {
              if (c->x->battle.active || c->st->result != BH_RESULT_ONGOING || c->x->relocate_side >= 0)
                return;
            }
          continue;
        }
      if (c->x->relocate_side >= 0 || c->x->move_from >= 0 || c->st->pending.kind == D_BATTLE_CHOICE)
        return;
      if (c->x->settlers_left > 0)
        {
          gboolean any = FALSE;

          for (guint s = 0; s < c->d->n_spaces && !any; s++)
            any = enterable (c, s) && can_settle (c, s);
          if (any && first_in_box (c, c->d->b_settler_pool, PC_SETTLER, -1) >= 0)
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
          settlers (c);
          c->st->phase++;
          break;
        case PH_SUPPLY:
          c->st->phase++;
          break;
        case PH_MOBILIZATION:
          mobilization (c);
          c->st->phase++;
          c->x->proc = 0;
          break;
        case PH_ACTION:
          if (c->x->proc == 0)
            {
              initiative (c);
              c->x->proc = 1;
              bloody_set_decision (c, c->x->initiative, D_ACTION, 0);
              return;
            }
          if (c->x->passed >= 2)
            {
              c->st->phase++;
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
            break;
          }
        case PH_RAID:
          c->st->phase++;
          break;
        case PH_END:
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
    case D_BATTLE_CHOICE:
      bloody_add_action (c, A_BATTLE, 0, 0, 0);
      bloody_add_action (c, A_SKIRMISH, 0, 0, 0);
      break;
    case D_RELOCATE:
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (refuge (c, s, side))
          bloody_add_action (c, A_RELOCATE, 1, s, 0);
      break;
    case D_SETTLE:
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (enterable (c, s) && can_settle (c, s))
          bloody_add_action (c, A_SETTLE, 1, s, 0);
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
      c->x->status[a->args[0]] |= (c->x->status[a->args[0]] & ST_ACTIVATED) ? ST_DONE : ST_ACTIVATED;
      break;
    case A_STOP:
      end_move (c);
      break;
    case A_RESOLVE:
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
    case A_SETTLE:
      {
        int p = first_in_box (c, c->d->b_settler_pool, PC_SETTLER, -1);

        if (p >= 0)
          bloody_move (c, p, a->args[0]);
        c->x->settlers_left--;
        /* Translators: A Dark and Bloody Ground: a settler is placed */
        bloody_note (c, "6.0.1", _("A settler goes to %s"), bloody_loc_name (c, a->args[0]));
        c->st->pending.kind = D_NONE;
        break;
      }
    default:
      break;
    }
}
