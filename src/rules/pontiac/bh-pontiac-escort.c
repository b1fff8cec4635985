/* bh-pontiac-escort.c — captives on their way (12.0, 10.1 "Captive
 * Movement"): captives taken are escorted by one war band of the nation
 * that gets them to a village of that nation; captives released are
 * escorted by at least two healthy British FP to the nearest fort.  A
 * force with captives moves seven spaces: the walk goes on at the start
 * of the holder's next movement phase until it arrives.  The players
 * choose the guard and the village; the walk takes the shortest way
 * clear of the enemy and is narrated.  Captives whose guards are gone are
 * freed (10.1) or, held by the British, recaptured (12.0). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"

#define E(c, i) (&(c)->x->escort[(i)])

/* The nations tied for the most warriors among the Nations bands in
 * `space`, a bit each (12.0: "the majority going to the nation who
 * committed the most warriors"; a tie is the Nations player's choice). */
guint16
pontiac_captors (const PontiacCtx *c, int space)
{
  int fp[PONTIAC_MAX_NATIONS] = { 0 }, best = 0;
  guint16 bits = 0;

  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == SIDE_NATIONS && c->d->pieces[p].klass == PC_BAND)
      fp[c->d->pieces[p].nation] += c->d->pieces[p].printed_fp;
  for (guint n = 0; n < c->d->n_nations; n++)
    best = MAX (best, fp[n]);
  for (guint n = 0; n < c->d->n_nations && best > 0; n++)
    if (fp[n] == best)
      bits |= 1 << n;
  return bits;
}

static int
captives_at (const PontiacCtx *c, int space)
{
  int n = 0;

  FOR_PIECES_AT (c, space, p)
    n += c->d->pieces[p].klass == PC_CAPTIVE;
  return n;
}

/* Moves `n` captives from `from` to `to` (a box frees them). */
static int
move_captives (PontiacCtx *c, int from, int to, int n)
{
  int done = 0;

  FOR_PIECES_AT (c, from, p)
    if (c->d->pieces[p].klass == PC_CAPTIVE && done < n)
      {
        pontiac_move_piece (c, p, to);
        done++;
      }
  return done;
}

gboolean
pontiac_escort_guard (const PontiacCtx *c, int piece)
{
  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    if (E (c, i)->stage == ES_WALK)
      for (int g = 0; g < E (c, i)->n_guards; g++)
        if (E (c, i)->guards[g] == piece)
          return TRUE;
  return FALSE;
}

/* The side holding the captives in `space`, -1 none: the British while a
 * British escort has them there, else the Nations. */
int
pontiac_captive_holder (const PontiacCtx *c, int space)
{
  if (captives_at (c, space) == 0)
    return -1;
  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    if (E (c, i)->stage != ES_FREE && E (c, i)->space == space && E (c, i)->side == SIDE_BRITISH)
      return SIDE_BRITISH;
  return SIDE_NATIONS;
}

/* Captives on their way in `space` (not yet in a village of theirs). */
int
pontiac_escorted_at (const PontiacCtx *c, int space)
{
  int n = 0;

  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    if (E (c, i)->stage != ES_FREE && E (c, i)->space == space)
      n += E (c, i)->captives;
  return n;
}

/* Captives held by the British anywhere (not the Nations' at the end, 17.2). */
int
pontiac_british_captives (const PontiacCtx *c)
{
  int n = 0;

  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    if (E (c, i)->stage != ES_FREE && E (c, i)->side == SIDE_BRITISH)
      n += E (c, i)->captives;
  return n;
}

static PontiacEscort *
new_escort (PontiacCtx *c, int side, int space, int captives)
{
  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    if (E (c, i)->stage == ES_FREE)
      {
        PontiacEscort *e = E (c, i);

        memset (e, 0, sizeof *e);
        e->stage = ES_CHOOSE;
        e->side = side;
        e->nation = PONTIAC_NONE;
        e->space = space;
        e->dest = -1;
        e->captives = captives;
        return e;
      }
  return NULL;
}

/* Captives of the Nations to escort from `space` to a village of one of
 * the `nations` (12.0). */
void
pontiac_escort_taken (PontiacCtx *c, int space, int captives, guint16 nations)
{
  PontiacEscort *e = new_escort (c, SIDE_NATIONS, space, captives);

  if (e == NULL)
    {
      /* More parties on the way than the state holds: freed (10.1). */
      move_captives (c, space, c->d->box_freed, captives);
      return;
    }
  e->nations = nations;
}

/* Released captives joining the British force in `space` (12.0). */
void
pontiac_escort_released (PontiacCtx *c, int space, int captives)
{
  PontiacEscort *e = new_escort (c, SIDE_BRITISH, space, captives);

  if (e == NULL)
    move_captives (c, space, c->d->box_freed, captives);
}

/* ---- the way ---------------------------------------------------------- */

/* May an escort of `side` walk through `s`?  Never among the enemy nor
 * into the other side's structures, nor where the Nations never go. */
static gboolean
walkable (const PontiacCtx *c, int s, int side)
{
  const PontiacSpaceInfo *si = &c->d->spaces[s];

  if (pontiac_has_military (c, s, 1 - side))
    return FALSE;
  if (side == SIDE_BRITISH)
    return !pontiac_village_standing (c, s);
  return si->attackable && !si->french_fort && si->kind != SK_CITY && !pontiac_fort_standing (c, s)
         && !pontiac_settlement_standing (c, s);
}

/* An escort's way: `ok` holds walkable () of every space for its side,
 * worked out once rather than for every trail looked at. */
typedef struct {
  int start;
  guint8 ok[PONTIAC_MAX_LOCATIONS];
} Way;

static void
way_init (Way *w, const PontiacCtx *c, int side, int start)
{
  w->start = start;
  for (guint s = 0; s < c->d->n_spaces; s++)
    w->ok[s] = walkable (c, s, side);
}

static int
way_cost (int from, int to, gpointer data)
{
  const Way *w = data;

  return to == w->start || w->ok[to] ? 1 : 0;
}

/* Distances to `dest` along which an escort from `start` may walk. */
static void
distances_to (const PontiacCtx *c, int side, int start, int dest, guint8 *dist)
{
  Way w;

  way_init (&w, c, side, start);
  bh_frontier_distances_from (&c->self->graph, dest, BH_FRONTIER_FAR - 1, way_cost, &w, dist);
}

static gboolean
valid_dest (const PontiacCtx *c, const PontiacEscort *e, int s)
{
  if (e->side == SIDE_NATIONS)
    return c->d->spaces[s].kind == SK_VILLAGE && c->d->spaces[s].nation == e->nation
           && pontiac_village_standing (c, s) && !pontiac_has_military (c, s, SIDE_BRITISH);
  return pontiac_fort_standing (c, s) && !pontiac_besieged (c, s) && !pontiac_has_military (c, s, SIDE_NATIONS);
}

/* The nearest destination by the escort's way, -1 when none can be reached. */
static int
nearest_dest (const PontiacCtx *c, const PontiacEscort *e)
{
  guint8 dist[PONTIAC_MAX_LOCATIONS];
  Way w;
  int best = -1;

  way_init (&w, c, e->side, e->space);
  bh_frontier_distances_from (&c->self->graph, e->space, BH_FRONTIER_FAR - 1, way_cost, &w, dist);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (valid_dest (c, e, s) && dist[s] < BH_FRONTIER_FAR && (best < 0 || dist[s] < dist[best]))
      best = s;
  return best;
}

/* The British escort's forts at the least distance (12.0 "the nearest
 * fort"): their number, each in `forts`; ties are the British's choice. */
static int
nearest_forts (const PontiacCtx *c, const PontiacEscort *e, int *forts)
{
  guint8 dist[PONTIAC_MAX_LOCATIONS];
  Way w;
  int best = -1, n = 0;

  way_init (&w, c, e->side, e->space);
  bh_frontier_distances_from (&c->self->graph, e->space, BH_FRONTIER_FAR - 1, way_cost, &w, dist);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (valid_dest (c, e, s) && dist[s] < BH_FRONTIER_FAR)
      {
        if (best < 0 || dist[s] < best)
          {
            best = dist[s];
            n = 0;
          }
        if (dist[s] == best)
          forts[n++] = s;
      }
  return n;
}

/* Is the fort the British chose still one of the nearest? */
static gboolean
chosen_fort_nearest (const PontiacCtx *c, const PontiacEscort *e)
{
  int forts[PONTIAC_MAX_LOCATIONS], n;

  if (e->dest < 0)
    return FALSE;
  n = nearest_forts (c, e, forts);
  for (int i = 0; i < n; i++)
    if (forts[i] == e->dest)
      return TRUE;
  return FALSE;
}

static void
free_captives (PontiacCtx *c, PontiacEscort *e, const char *rule, gboolean vp)
{
  int n = move_captives (c, e->space, c->d->box_freed, e->captives);

  if (vp && n > 0)
    /* Translators: Pontiac's War: why VP are won */
    pontiac_add_vp (c, SIDE_BRITISH, n, rule, _("captives freed"));
  e->stage = ES_FREE;
}

static void
arrive (PontiacCtx *c, PontiacEscort *e)
{
  if (e->side == SIDE_NATIONS)
    /* Translators: Pontiac's War: captives reach their captors' village; the number, the village */
    pontiac_note (c, "12.0", ngettext ("%d captive reaches %s", "%d captives reach %s", e->captives), e->captives,
                  pontiac_loc_name (c, e->space));
  else
    {
      /* Translators: Pontiac's War: released captives reach a fort and leave the map; the number, the fort */
      pontiac_note (c, "12.0", ngettext ("%d released captive reaches %s and leaves the map",
                                         "%d released captives reach %s and leave the map", e->captives),
                    e->captives, pontiac_loc_name (c, e->space));
      move_captives (c, e->space, c->d->box_freed, e->captives);
    }
  e->stage = ES_FREE;
}

/* The escort walks up to seven spaces toward its destination (12.0). */
static void
walk (PontiacCtx *c, PontiacEscort *e)
{
  guint8 dist[PONTIAC_MAX_LOCATIONS];
  int here = e->space, steps = 0;

  if (e->side == SIDE_BRITISH ? !chosen_fort_nearest (c, e) : e->dest < 0 || !valid_dest (c, e, e->dest))
    e->dest = nearest_dest (c, e);
  if (e->dest < 0)
    {
      if (e->side == SIDE_NATIONS && !pontiac_treaty (c, e->nation))
        {
          gboolean any = FALSE;

          for (guint s = 0; s < c->d->n_spaces && !any; s++)
            any = c->d->spaces[s].nation == e->nation && pontiac_village_standing (c, s);
          if (!any)
            {
              /* Translators: Pontiac's War: captives whose nation has no village left */
              pontiac_note (c, "12.0", _("no village of the nation stands: the captives are freed"));
              free_captives (c, e, "12.0", TRUE);
              return;
            }
        }
      /* Translators: Pontiac's War: an escort cannot walk on; the space */
      pontiac_note (c, "12.0", _("the escort with the captives in %s finds no way clear and waits"),
                    pontiac_loc_name (c, here));
      return;
    }
  distances_to (c, e->side, e->space, e->dest, dist);
  while (here != e->dest && steps < c->d->captive_move && dist[here] < BH_FRONTIER_FAR)
    {
      int next = -1;

      for (guint i = c->d->spaces[here].adj_start; i < c->d->spaces[here].adj_start + c->d->spaces[here].adj_count; i++)
        {
          int n = c->d->adj[i];

          if (dist[n] + 1 == dist[here] && (n == e->dest || walkable (c, n, e->side)) && (next < 0 || n < next))
            next = n;
        }
      if (next < 0)
        break;
      for (int g = 0; g < e->n_guards; g++)
        pontiac_move_piece (c, e->guards[g], next);
      move_captives (c, here, next, e->captives);
      here = next;
      steps++;
    }
  e->space = here;
  for (int g = 0; g < e->n_guards; g++)
    c->pc[e->guards[g]].flags |= F_MOVED;
  if (steps > 0)
    /* Translators: Pontiac's War: an escort walks; the number of spaces, the space reached */
    pontiac_note (c, "12.0", ngettext ("the escort walks %d space with the captives to %s",
                                       "the escort walks %d spaces with the captives to %s", steps),
                  steps, pontiac_loc_name (c, here));
  if (here == e->dest)
    arrive (c, e);
  else if (steps > 0)
    /* Translators: Pontiac's War: an escort stops on its way; the destination, the spaces left */
    pontiac_note (c, "12.0", ngettext ("%s is %d space farther: the walk goes on next movement phase",
                                       "%s is %d spaces farther: the walk goes on next movement phase", dist[here]),
                  pontiac_loc_name (c, e->dest), dist[here]);
}

/* At the start of `side`'s movement phase, its escorts walk on. */
void
pontiac_escorts_walk (PontiacCtx *c, int side)
{
  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    if (E (c, i)->stage == ES_WALK && E (c, i)->side == side)
      walk (c, E (c, i));
}

/* 13.0: a nation's treaty frees its captives, the British scoring them. */
void
pontiac_escorts_treaty (PontiacCtx *c, int nation)
{
  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    if (E (c, i)->stage != ES_FREE && E (c, i)->side == SIDE_NATIONS
        && (E (c, i)->nation == nation || (E (c, i)->stage == ES_CHOOSE && E (c, i)->nations == 1u << nation)))
      free_captives (c, E (c, i), "13.0", TRUE);
}

/* 15.2: the winter ends every walk: the Nations' captives go to their
 * village with the band's nation, the British's reach a fort. */
void
pontiac_escorts_winter (PontiacCtx *c)
{
  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    {
      PontiacEscort *e = E (c, i);

      if (e->stage != ES_WALK)
        continue;
      if (e->side == SIDE_NATIONS)
        {
          if (e->dest < 0 || !valid_dest (c, e, e->dest))
            e->dest = nearest_dest (c, e);
          if (e->dest < 0)
            {
              free_captives (c, e, "12.0", TRUE);
              continue;
            }
          move_captives (c, e->space, e->dest, e->captives);
          e->space = e->dest;
        }
      /* Translators: Pontiac's War: the winter ends an escort's walk */
      pontiac_note (c, "15.2", _("the escort winters: the captives reach their end"));
      arrive (c, e);
    }
}

/* 12.0: the British guards attacked alone: the Nations in `space`
 * recapture the captives and escort them home. */
void
pontiac_recapture (PontiacCtx *c, int space)
{
  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    {
      PontiacEscort *e = E (c, i);

      if (e->stage == ES_FREE || e->side != SIDE_BRITISH || e->space != space)
        continue;
      /* Translators: Pontiac's War: the Nations take back captives; the number */
      pontiac_note (c, "12.0", ngettext ("%d captive is recaptured", "%d captives are recaptured", e->captives),
                    e->captives);
      e->side = SIDE_NATIONS;
      e->stage = ES_CHOOSE;
      e->n_guards = 0;
      e->dest = -1;
      e->nations = pontiac_captors (c, space);
    }
}

/* Keeps each party with its guards: captives follow guards that moved
 * (a retreat); guards gone, the captives are left alone: freed, the
 * British scoring them (10.1), or recaptured by the Nations there (12.0). */
void
pontiac_escorts_sync (PontiacCtx *c)
{
  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    {
      PontiacEscort *e = E (c, i);
      int k = 0, loc = -1;

      if (e->stage == ES_FREE)
        continue;
      e->captives = MIN (e->captives, captives_at (c, e->space));
      if (e->captives == 0)
        {
          e->stage = ES_FREE;
          continue;
        }
      if (e->stage != ES_WALK)
        continue;
      for (int g = 0; g < e->n_guards; g++)
        {
          int p = e->guards[g], at = c->pc[p].location;

          if (at == BH_OFFBOARD || !pontiac_is_space (c, at) || pontiac_side_of (c, p) != e->side)
            continue;
          if (loc < 0)
            loc = at;
          if (at == loc)
            e->guards[k++] = p;
        }
      e->n_guards = k;
      if (loc >= 0 && loc != e->space)
        {
          move_captives (c, e->space, loc, e->captives);
          e->space = loc;
        }
      if (k > 0)
        continue;
      if (e->side == SIDE_BRITISH && pontiac_has_military (c, e->space, SIDE_NATIONS))
        pontiac_recapture (c, e->space);
      else
        {
          /* Translators: Pontiac's War: captives left without guards */
          pontiac_note (c, e->side == SIDE_NATIONS ? "10.1" : "12.0",
                        _("the captives are left alone outside a village: they are freed"));
          free_captives (c, e, "10.1", e->side == SIDE_NATIONS);
        }
    }
}

/* ---- captives between villages (10.1) --------------------------------- */

/* "Once located in a village, captive units need not be guarded and may be
 * moved from village to village in that nation without any accompanying
 * war band": a captive at a time, seven spaces clear of the enemy, once a
 * Nations movement phase (`carry CAPTIVE VILLAGE`). */
void
pontiac_list_carries (PontiacCtx *c)
{
  Way w;
  gboolean ready = FALSE;

  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      guint8 dist[PONTIAC_MAX_LOCATIONS];
      int nation = c->d->spaces[s].nation;

      if (c->d->spaces[s].kind != SK_VILLAGE || nation == PONTIAC_NONE || !pontiac_village_standing (c, s)
          || captives_at (c, s) - pontiac_escorted_at (c, s) <= 0)
        continue;
      if (!ready)
        way_init (&w, c, SIDE_NATIONS, s);
      ready = TRUE;
      w.start = s;
      bh_frontier_distances_from (&c->self->graph, s, c->d->captive_move, way_cost, &w, dist);
      FOR_PIECES_AT (c, s, p)
        if (c->d->pieces[p].klass == PC_CAPTIVE && !(c->pc[p].flags & F_MOVED))
          for (guint v = 0; v < c->d->n_spaces; v++)
            if (v != s && c->d->spaces[v].nation == nation && c->d->spaces[v].kind == SK_VILLAGE
                && pontiac_village_standing (c, v) && !pontiac_has_military (c, v, SIDE_BRITISH)
                && dist[v] <= c->d->captive_move)
              pontiac_add_action (c, A_CARRY, 2, p, v);
    }
}

void
pontiac_apply_carry (PontiacCtx *c, const BhAction *a)
{
  int from = c->pc[a->args[0]].location;

  pontiac_move_piece (c, a->args[0], a->args[1]);
  c->pc[a->args[0]].flags |= F_MOVED;
  /* Translators: Pontiac's War: a captive moved between villages; from, to */
  pontiac_note (c, "10.1", _("a captive is taken from %s to %s"), pontiac_loc_name (c, from),
                pontiac_loc_name (c, a->args[1]));
}

/* "When transferred to another nation, they must be escorted there by one
 * of that nation's war bands" (10.1): in a village, captives of its nation
 * not on their way may be handed to a band of another nation there that
 * has not moved this phase, which escorts them to a village of its own
 * (12.0's seven-space walk; the band and the village are chosen as for
 * captives taken).  `transfer VILLAGE NATION COUNT`. */
static gboolean
free_band_of (const PontiacCtx *c, int space, int nation)
{
  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == SIDE_NATIONS && c->d->pieces[p].klass == PC_BAND && c->d->pieces[p].nation == nation
        && !(c->pc[p].flags & (F_MOVED | F_FORCE)) && !pontiac_escort_guard (c, p)
        && c->x->activation[nation] != CUBE_RED)
      return TRUE;
  return FALSE;
}

static gboolean
village_of (const PontiacCtx *c, int nation)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].kind == SK_VILLAGE && c->d->spaces[s].nation == nation && pontiac_village_standing (c, s)
        && !pontiac_has_military (c, s, SIDE_BRITISH))
      return TRUE;
  return FALSE;
}

void
pontiac_list_transfers (PontiacCtx *c)
{
  gboolean slot = FALSE;

  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    slot |= E (c, i)->stage == ES_FREE;
  if (!slot)
    return;
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      int own = c->d->spaces[s].nation, free;

      if (c->d->spaces[s].kind != SK_VILLAGE || own == PONTIAC_NONE || !pontiac_village_standing (c, s))
        continue;
      free = captives_at (c, s) - pontiac_escorted_at (c, s);
      for (guint n = 0; n < c->d->n_nations && free > 0; n++)
        if ((int) n != own && !pontiac_treaty (c, n) && free_band_of (c, s, n) && village_of (c, n))
          for (int k = 1; k <= free; k++)
            {
              BhAction action = { .kind = A_TRANSFER, .side = SIDE_NATIONS, .n_args = 3, .args = { s, n, k } };

              g_array_append_val (c->out, action);
            }
    }
}

void
pontiac_apply_transfer (PontiacCtx *c, const BhAction *a)
{
  PontiacEscort *e = new_escort (c, SIDE_NATIONS, a->args[0], a->args[2]);

  g_return_if_fail (e != NULL);
  e->nations = 1u << a->args[1];
  /* Translators: Pontiac's War: captives handed to another nation; the number, the nation, the village */
  pontiac_note (c, "10.1", ngettext ("%d captive is handed to the %s in %s", "%d captives are handed to the %s in %s",
                                     a->args[2]),
                a->args[2], bh_game_data_get_nation (c->self->data, a->args[1])->name, pontiac_loc_name (c, a->args[0]));
}

/* ---- the choice of the guards ------------------------------------------ */

static int
guards_healthy_fp (const PontiacCtx *c, const PontiacEscort *e)
{
  int fp = 0;

  for (int g = 0; g < e->n_guards; g++)
    if (pontiac_is_unit (c, e->guards[g]) && pontiac_healthy (c, e->guards[g]))
      fp += pontiac_fp (c, e->guards[g]);
  return fp;
}

static gboolean
is_guard (const PontiacEscort *e, int p)
{
  for (int g = 0; g < e->n_guards; g++)
    if (e->guards[g] == p)
      return TRUE;
  return FALSE;
}

/* British healthy FP in the escort's space not yet among the guards. */
static int
spare_healthy_fp (const PontiacCtx *c, const PontiacEscort *e)
{
  int fp = 0;

  FOR_PIECES_AT (c, e->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_unit (c, p) && pontiac_healthy (c, p) && !is_guard (e, p))
      fp += pontiac_fp (c, p);
  return fp;
}

static void
whole_force (PontiacCtx *c, PontiacEscort *e)
{
  FOR_PIECES_AT (c, e->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p) && !is_guard (e, p)
        && e->n_guards < PONTIAC_ESCORT_GUARDS)
      e->guards[e->n_guards++] = p;
}

/* Must the British still choose between equally near forts? */
static gboolean
escort_fort_open (const PontiacCtx *c, const PontiacEscort *e)
{
  int forts[PONTIAC_MAX_LOCATIONS];

  return e->side == SIDE_BRITISH && !chosen_fort_nearest (c, e) && nearest_forts (c, e, forts) > 1;
}

static PontiacEscort *
choosing (PontiacCtx *c)
{
  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    if (E (c, i)->stage == ES_CHOOSE)
      return E (c, i);
  return NULL;
}

static void
start_walk (PontiacCtx *c, PontiacEscort *e)
{
  e->stage = ES_WALK;
  walk (c, e);
}

/* The Nations' choices: a band of a captor nation and a village of its
 * nation; the British's: a healthy unit, or the whole force. */
static void
list_choices (PontiacCtx *c, const PontiacEscort *e)
{
  if (e->side == SIDE_BRITISH)
    {
      int forts[PONTIAC_MAX_LOCATIONS], n = nearest_forts (c, e, forts);
      int fort = chosen_fort_nearest (c, e) ? e->dest : n > 0 ? forts[0] : -1;

      /* Two forts equally near: the British say which first. */
      if (n > 1 && !chosen_fort_nearest (c, e))
        {
          for (int i = 0; i < n; i++)
            pontiac_add_action (c, A_ESCORT_TO, 1, forts[i], 0);
          return;
        }
      FOR_PIECES_AT (c, e->space, p)
        if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_unit (c, p) && pontiac_healthy (c, p) && !is_guard (e, p))
          pontiac_add_action (c, A_ESCORT, 2, p, fort >= 0 ? fort : e->space);
      pontiac_add_action (c, A_ESCORT_ALL, 0, 0, 0);
      return;
    }
  FOR_PIECES_AT (c, e->space, p)
    {
      int n = c->d->pieces[p].nation;

      if (pontiac_side_of (c, p) != SIDE_NATIONS || c->d->pieces[p].klass != PC_BAND || n == PONTIAC_NONE
          || !(e->nations & (1u << n)))
        continue;
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (c->d->spaces[s].kind == SK_VILLAGE && c->d->spaces[s].nation == n && pontiac_village_standing (c, s)
            && !pontiac_has_military (c, s, SIDE_BRITISH))
          pontiac_add_action (c, A_ESCORT, 2, p, s);
    }
}

void
pontiac_list_escort (PontiacCtx *c)
{
  PontiacEscort *e = choosing (c);

  if (e != NULL)
    list_choices (c, e);
}

void
pontiac_apply_escort (PontiacCtx *c, const BhAction *a)
{
  PontiacEscort *e = choosing (c);

  if (e == NULL)
    return;
  if (a->kind == A_ESCORT_TO)
    {
      e->dest = a->args[0];
      /* Translators: Pontiac's War: the British choose which of the nearest forts released captives walk to */
      pontiac_note (c, "12.0", _("the released captives are to walk to %s"), pontiac_loc_name (c, e->dest));
      return;
    }
  if (a->kind == A_ESCORT_ALL)
    {
      whole_force (c, e);
      /* Translators: Pontiac's War: the British escort released captives with the whole force */
      pontiac_note (c, "12.0", _("the whole force escorts the captives"));
      start_walk (c, e);
      return;
    }
  e->guards[e->n_guards++] = a->args[0];
  if (e->side == SIDE_NATIONS)
    {
      e->nation = c->d->pieces[a->args[0]].nation;
      e->dest = a->args[1];
      /* Translators: Pontiac's War: a band escorts captives; the unit, the number, the village */
      pontiac_note (c, "12.0", ngettext ("%s escorts %d captive toward %s", "%s escorts %d captives toward %s",
                                         e->captives),
                    pontiac_piece_name (c, a->args[0]), e->captives, pontiac_loc_name (c, e->dest));
      start_walk (c, e);
      return;
    }
  /* Translators: Pontiac's War: a British unit joins the captives' escort */
  pontiac_note (c, "12.0", _("%s joins the captives' escort"), pontiac_piece_name (c, a->args[0]));
  if (guards_healthy_fp (c, e) >= c->d->escort_fp || spare_healthy_fp (c, e) == 0)
    start_walk (c, e);
}

/* Runs from pontiac_advance: keeps the parties with their guards, asks
 * for the next choice or makes it when there is only one.  TRUE when a
 * decision is pending. */
gboolean
pontiac_escort_step (PontiacCtx *c)
{
  PontiacEscort *e;

  while ((e = choosing (c)) != NULL)
    {
      GArray *save = c->out;
      g_autoptr(GArray) acts = g_array_new (FALSE, FALSE, sizeof (BhAction));

      /* The British with fewer than two healthy FP: the whole force goes
       * (once they have chosen between equally near forts). */
      if (e->side == SIDE_BRITISH && guards_healthy_fp (c, e) + spare_healthy_fp (c, e) <= c->d->escort_fp
          && e->n_guards == 0 && !escort_fort_open (c, e))
        {
          whole_force (c, e);
          start_walk (c, e);
          continue;
        }
      c->out = acts;
      list_choices (c, e);
      c->out = save;
      if (acts->len == 0)
        {
          /* No band of the nation or no village to go to: the captives are
           * left alone (10.1). */
          pontiac_note (c, "12.0", _("the captives are left alone outside a village: they are freed"));
          free_captives (c, e, "10.1", e->side == SIDE_NATIONS);
          continue;
        }
      if (acts->len == 1)
        {
          pontiac_apply_escort (c, &g_array_index (acts, BhAction, 0));
          continue;
        }
      pontiac_set_decision (c, e->side, D_ESCORT, e->space, 0);
      return TRUE;
    }
  return FALSE;
}

/* Every captive off a village is in a party there, and each party's
 * guards stand with it (12.0). */
gboolean
pontiac_escorts_check (const PontiacCtx *c, GString *why)
{
  int held[PONTIAC_MAX_LOCATIONS] = { 0 };

  for (int i = 0; i < PONTIAC_ESCORTS_MAX; i++)
    {
      const PontiacEscort *e = E (c, i);

      if (e->stage == ES_FREE)
        continue;
      if (e->space < 0 || !pontiac_is_space (c, e->space))
        {
          g_string_printf (why, "captives' escort %d off the map", i);
          return FALSE;
        }
      held[e->space] += e->captives;
      if (e->stage == ES_WALK && e->side == SIDE_NATIONS && e->n_guards != 1)
        {
          g_string_printf (why, "captives walking with %d Nations guards (12.0: one band)", e->n_guards);
          return FALSE;
        }
    }
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      int n = captives_at (c, s);

      if (held[s] > n || (c->d->spaces[s].kind != SK_VILLAGE && held[s] != n))
        {
          g_string_printf (why, "%d captives in %s, %d of them in an escort (12.0)", n, pontiac_loc_name (c, s), held[s]);
          return FALSE;
        }
    }
  return TRUE;
}
