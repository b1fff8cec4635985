/* bh-pontiac-setup.c — the set-up choices the rulebook leaves to the
 * players (20.0 E "may distribute … in any combination", 21.2-21.5's
 * villages and the forces next to Fort Detroit, the Indian Allies' space
 * next to a fort).  Before the first phase each side, the scenario's
 * setup-first side first, places its pieces whose placement carries a
 * zone (`where` in the data) one by one, in the data's order, in a space
 * of that zone.  The data's `at` is one legal example; the side may take
 * it for all its pieces at once (`set-up-example`) before placing any.
 * Until placed, the pieces wait in their nation's box (the Force Pool for
 * the British, off the board for captives).
 *
 * Zone terms (docs/rules/pontiac.md): a space is in the zone when it
 * matches at least one place term and every condition term, holds no
 * military piece of the other side and, for the Nations, no standing
 * British fort.
 *   place terms: e-space (20.0 E's numbered spaces, the scenario's prop
 *     e-spaces), next-to:ID, own-village (a standing village of the
 *     piece's nation), village-of:NATION, any-village;
 *   conditions: village-fp:N (at most N FP of bands in a village),
 *     near-fp:N (at most N FP of the nation's bands next to the next-to
 *     space), near-sachems:N (likewise sachems), all-e-spaces (the five E
 *     spaces still all get a unit), within:ID:N (at most N spaces from
 *     ID), west-of:ID, south-of:ID (by the spaces' longitude, latitude),
 *     together (where the placement's pieces already placed stand).
 * A space named by a term moves with a reading's option (the scenario's
 * moves-OPTION prop, as the data's places do: E at Fort Pitt). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"
#include "bh-zone-terms.h"

static const BhScenario *
scenario (const PontiacCtx *c)
{
  return bh_game_data_get_scenario (c->self->data, c->x->scenario);
}

/* `loc` as a reading's option moves the set-up (the pairs read once,
 * PontiacScenarioInfo.moves; option_moves in bh-pontiac-sequence.c moves
 * the placed pieces by the same list). */
static int
moved (const PontiacCtx *c, int loc)
{
  for (guint i = 0; i < c->sc->moves->len; i++)
    {
      const PontiacOptionMove *m = &g_array_index (c->sc->moves, PontiacOptionMove, i);

      if (m->from == loc && bh_state_option (c->st, m->option))
        return m->to;
    }
  return loc;
}

static int
space_named (const PontiacCtx *c, const char *id)
{
  int s = id != NULL ? bh_game_data_find_space (c->self->data, id) : -1;

  return s >= 0 ? moved (c, s) : -1;
}

/* The placement that put `piece` on the board (in the data's order). */
static const BhPlacement *
placement_of (const PontiacCtx *c, int piece)
{
  return bh_zone_placement_of (c->self->data, scenario (c), c->d->pieces[piece].type, piece);
}

static gboolean
zoned_placement (const BhPlacement *pl, gconstpointer user)
{
  const PontiacCtx *c = user;

  return pl->where != NULL && pl->turn <= scenario (c)->first_turn && pontiac_is_space (c, pl->location);
}

/* The `index`th piece to set up: the first side's, then the other's, each
 * in the data's order; -1 past the end. */
static int
nth_zoned (const PontiacCtx *c, int index)
{
  return bh_zone_nth_piece (c->self->data, scenario (c), index, zoned_placement, c);
}

/* The terms of `pl`'s zone, split at load (PontiacScenarioInfo.zones):
 * each a GStrv "name", "arg", "arg2"; NULL without a zone. */
static const GPtrArray *
zone_terms (const PontiacCtx *c, const BhPlacement *pl)
{
  const GArray *all = scenario (c)->placements;

  return g_ptr_array_index (c->sc->zones, (guint) (pl - &g_array_index (all, BhPlacement, 0)));
}

static gboolean
has_term (const PontiacCtx *c, const BhPlacement *pl, const char *name)
{
  const GPtrArray *terms = zone_terms (c, pl);

  for (guint i = 0; terms != NULL && i < terms->len; i++)
    if (g_str_equal (((char **) g_ptr_array_index (terms, i))[0], name))
      return TRUE;
  return FALSE;
}

/* Whether a trail joins spaces `a` and `b` (also the refusals' test). */
gboolean
pontiac_adjacent (const PontiacCtx *c, int a, int b)
{
  const PontiacSpaceInfo *si = &c->d->spaces[a];

  for (guint i = si->adj_start; i < si->adj_start + si->adj_count; i++)
    if (c->d->adj[i] == b)
      return TRUE;
  return FALSE;
}

/* Whether `to` is at most `limit` trail steps from `from` (the trail
 * graph src/rules/frontier walks for every other distance of the game). */
static gboolean
within (const PontiacCtx *c, int from, int to, int limit)
{
  guint8 dist[PONTIAC_MAX_LOCATIONS];

  bh_frontier_distances_from (&c->self->graph, from, limit, NULL, NULL, dist);
  return dist[to] != BH_FRONTIER_FAR;
}

static gboolean
village_of (const PontiacCtx *c, int s, int nation)
{
  return pontiac_village_standing (c, s) && (nation < 0 || c->d->spaces[s].nation == nation);
}

static int
nation_named (const PontiacCtx *c, const char *id)
{
  for (guint k = 0; id != NULL && k < c->d->n_nations; k++)
    if (g_str_equal (bh_game_data_get_nation (c->self->data, k)->id, id))
      return k;
  return -2;
}

static int
bands_fp_at (const PontiacCtx *c, int s, int nation)
{
  int fp = 0;

  FOR_PIECES_AT (c, s, q)
    if (c->d->pieces[q].klass == PC_BAND && (nation < 0 || c->d->pieces[q].nation == nation))
      fp += c->d->pieces[q].printed_fp;
  return fp;
}

/* FP of the nation's bands (or its sachems) in the spaces next to `near`. */
static int
count_near (const PontiacCtx *c, int near, int nation, int klass)
{
  const PontiacSpaceInfo *si = &c->d->spaces[near];
  int n = 0;

  for (guint i = si->adj_start; i < si->adj_start + si->adj_count; i++)
    FOR_PIECES_AT (c, c->d->adj[i], q)
      if (c->d->pieces[q].klass == klass && c->d->pieces[q].nation == nation)
        n += klass == PC_BAND ? c->d->pieces[q].printed_fp : 1;
  return n;
}

static gboolean
unit (const PontiacCtx *c, int p)
{
  int k = c->d->pieces[p].klass;

  return k == PC_BAND || k == PC_SACHEM || k == PC_KEY_LEADER;
}

/* 20.0 E "as long as units occupy all five numbered E spaces": after
 * `piece` goes to `s`, the E group's units still to place can fill the
 * E spaces left empty. */
static gboolean
e_spaces_fillable (const PontiacCtx *c, int piece, int s)
{
  char **ids = c->sc->e_spaces;
  int empty = 0, left = 0;

  if (!unit (c, piece))
    return TRUE;
  for (int i = 0; ids[i] != NULL; i++)
    {
      int e = space_named (c, ids[i]);
      gboolean held = e == s;

      if (e < 0)
        continue;
      FOR_PIECES_AT (c, e, q)
        held |= unit (c, q);
      empty += !held;
    }
  for (int k = c->x->setup_next; ; k++)
    {
      int q = nth_zoned (c, k);
      const BhPlacement *pl;

      if (q < 0)
        break;
      pl = placement_of (c, q);
      left += q != piece && unit (c, q) && has_term (c, pl, "all-e-spaces");
    }
  return left >= empty;
}

/* One term for `piece` in `s`: 1 matches, 0 not; *is_place says whether it
 * is a place term. */
static int
term_ok (const PontiacCtx *c, const BhPlacement *pl, char **f, int piece, int s, gboolean *is_place)
{
  const char *name = f[0], *arg = f[1], *arg2 = arg != NULL ? f[2] : NULL;
  int nation = c->d->pieces[piece].nation == PONTIAC_NONE ? -2 : c->d->pieces[piece].nation;

  *is_place = TRUE;
  if (g_str_equal (name, "e-space"))
    {
      char **ids = c->sc->e_spaces;

      for (int i = 0; ids[i] != NULL; i++)
        if (space_named (c, ids[i]) == s)
          return TRUE;
      return FALSE;
    }
  if (g_str_equal (name, "next-to"))
    {
      int near = space_named (c, arg);

      return near >= 0 && pontiac_adjacent (c, near, s);
    }
  if (g_str_equal (name, "own-village"))
    return nation >= 0 && village_of (c, s, nation);
  if (g_str_equal (name, "village-of"))
    return nation_named (c, arg) >= 0 && village_of (c, s, nation_named (c, arg));
  if (g_str_equal (name, "any-village"))
    return village_of (c, s, -1);
  *is_place = FALSE;
  if (g_str_equal (name, "village-fp"))
    return !pontiac_village_standing (c, s) || c->d->pieces[piece].klass != PC_BAND || arg == NULL
           || bands_fp_at (c, s, -1) + c->d->pieces[piece].printed_fp <= atoi (arg);
  if (g_str_equal (name, "near-fp") || g_str_equal (name, "near-sachems"))
    {
      const GPtrArray *terms = zone_terms (c, pl);
      int klass = name[5] == 'f' ? PC_BAND : PC_SACHEM;

      if (c->d->pieces[piece].klass != klass || arg == NULL)
        return TRUE;
      for (guint i = 0; i < terms->len; i++)
        if (g_str_equal (((char **) g_ptr_array_index (terms, i))[0], "next-to"))
          {
            int near = space_named (c, ((char **) g_ptr_array_index (terms, i))[1]);

            if (near >= 0 && pontiac_adjacent (c, near, s)
                && count_near (c, near, nation, klass) + (klass == PC_BAND ? c->d->pieces[piece].printed_fp : 1)
                     > atoi (arg))
              return FALSE;
          }
      return TRUE;
    }
  if (g_str_equal (name, "all-e-spaces"))
    return e_spaces_fillable (c, piece, s);
  if (g_str_equal (name, "within"))
    {
      int from = space_named (c, arg);

      return from >= 0 && arg2 != NULL && within (c, from, s, atoi (arg2));
    }
  if (g_str_equal (name, "west-of") || g_str_equal (name, "south-of"))
    {
      int ref = space_named (c, arg);
      const BhSpace *a, *b;

      if (ref < 0)
        return FALSE;
      a = bh_game_data_get_space (c->self->data, s);
      b = bh_game_data_get_space (c->self->data, ref);
      return name[0] == 'w' ? a->lon < b->lon : a->lat < b->lat;
    }
  if (g_str_equal (name, "together"))
    {
      for (guint q = 0; q < c->d->n_pieces; q++)
        if ((int) q != piece && c->d->pieces[q].type == c->d->pieces[piece].type && placement_of (c, q) == pl
            && pontiac_is_space (c, c->pc[q].location))
          return c->pc[q].location == s;
      return TRUE;
    }
  return FALSE;   /* unknown: pontiac_setup_terms_check names it */
}

static gboolean
zone_ok (const PontiacCtx *c, int piece, int s)
{
  const BhPlacement *pl = placement_of (c, piece);
  int side = pontiac_side_of (c, piece);
  const GPtrArray *terms;
  gboolean place = FALSE, any_place = FALSE;

  if (pl == NULL || pl->where == NULL || !pontiac_is_space (c, s) || pontiac_has_military (c, s, 1 - side)
      || (side == SIDE_NATIONS && pontiac_fort_standing (c, s)))
    return FALSE;
  terms = zone_terms (c, pl);
  for (guint i = 0; i < terms->len; i++)
    {
      gboolean is_place;
      int ok = term_ok (c, pl, g_ptr_array_index (terms, i), piece, s, &is_place);

      if (is_place)
        {
          any_place = TRUE;
          place |= ok;
        }
      else if (!ok)
        return FALSE;
    }
  return place || !any_place;
}

/* Unknown terms in a scenario's zones: NULL when all are known, else the
 * first unknown one (freed by the caller). */
char *
pontiac_setup_terms_check (const BhScenario *sc)
{
  static const char *const known[] = { "e-space", "next-to", "own-village", "village-of", "any-village", "village-fp",
                                       "near-fp", "near-sachems", "all-e-spaces", "within", "west-of", "south-of",
                                       "together" };

  return bh_zone_terms_unknown (sc, known, G_N_ELEMENTS (known));
}

/* Where a piece waits to be set up. */
static int
waiting_box (const PontiacCtx *c, int p)
{
  int nation = c->d->pieces[p].nation;

  if (pontiac_side_of (c, p) == SIDE_BRITISH)
    return c->d->box_pool;
  if (nation != PONTIAC_NONE && nation < (int) c->d->n_nations)
    return c->d->box_nation[nation];
  return BH_OFFBOARD;
}

/* Before the first phase: the zoned pieces go to wait. */
void
pontiac_setup_zones_begin (PontiacCtx *c)
{
  gboolean any = FALSE;

  for (int k = 0, p; (p = nth_zoned (c, k)) >= 0; k++)
    {
      pontiac_move_piece (c, p, waiting_box (c, p));
      c->pc[p].flags = 0;
      any = TRUE;
    }
  c->x->setup_next = any ? 1 : 0;
}

const char *
pontiac_setup_rule (const PontiacCtx *c, int piece)
{
  const BhPlacement *pl = piece >= 0 && piece < (int) c->d->n_pieces ? placement_of (c, piece) : NULL;

  return pl != NULL && pl->prov.source != NULL ? pl->prov.source : "21.1";
}

/* TRUE when a side must set up a piece. */
gboolean
pontiac_setup_step (PontiacCtx *c)
{
  while (c->x->setup_next > 0)
    {
      int p = nth_zoned (c, c->x->setup_next - 1);

      if (p < 0)
        {
          c->x->setup_next = 0;
          /* Translators: Pontiac's War: every set-up choice is made */
          pontiac_note (c, scenario (c)->prov.source != NULL ? scenario (c)->prov.source : "21.1", _("Set-up complete"));
          return FALSE;
        }
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (zone_ok (c, p, s))
          {
            pontiac_set_decision (c, pontiac_side_of (c, p), D_SETUP, p, 0);
            return TRUE;
          }
      /* No space of its zone is left: the data's place. */
      pontiac_move_piece (c, p, moved (c, placement_of (c, p)->location));
      c->x->setup_next++;
    }
  return FALSE;
}

/* The side has set up none of its pieces yet. */
static gboolean
side_untouched (const PontiacCtx *c)
{
  int i = c->x->setup_next - 1, p = nth_zoned (c, i), prev = i > 0 ? nth_zoned (c, i - 1) : -1;

  return p >= 0 && (prev < 0 || pontiac_side_of (c, prev) != pontiac_side_of (c, p));
}

void
pontiac_list_setup (PontiacCtx *c)
{
  int p = c->st->pending.args[0];

  for (guint s = 0; s < c->d->n_spaces; s++)
    if (zone_ok (c, p, s))
      pontiac_add_action (c, A_SETUP, 2, p, s);
  if (side_untouched (c))
    pontiac_add_action (c, A_SETUP_EXAMPLE, 0, 0, 0);
}

/* TRUE when `piece` may set up in `s` (a refusal's test). */
gboolean
pontiac_setup_allowed (const PontiacCtx *c, int piece, int s)
{
  return zone_ok (c, piece, s);
}

void
pontiac_apply_setup (PontiacCtx *c, const BhAction *a)
{
  int side = c->st->pending.side;

  if (a->kind == A_SETUP)
    {
      pontiac_move_piece (c, a->args[0], a->args[1]);
      /* Translators: Pontiac's War: a piece is set up; the piece, the space */
      pontiac_note (c, pontiac_setup_rule (c, a->args[0]), _("%s sets up in %s"), pontiac_piece_name (c, a->args[0]),
                    pontiac_loc_name (c, a->args[1]));
      c->x->setup_next++;
    }
  else
    {
      /* The data's example for every piece this side still places. */
      int p, n = 0;
      const char *rule = pontiac_setup_rule (c, nth_zoned (c, c->x->setup_next - 1));

      while ((p = nth_zoned (c, c->x->setup_next - 1)) >= 0 && pontiac_side_of (c, p) == side)
        {
          pontiac_move_piece (c, p, moved (c, placement_of (c, p)->location));
          c->x->setup_next++;
          n++;
        }
      /* Translators: Pontiac's War: a side takes the scenario's example set-up; the side, the count */
      pontiac_note (c, rule, ngettext ("%s set up %d piece as the scenario's example",
                                         "%s set up %d pieces as the scenario's example", n),
                    pontiac_side_name (c, side), n);
    }
  c->st->pending.kind = D_NONE;
}

/* Why `piece` may not set up in `s`, for a refusal's words: -3 none
 * (it may), -2 the space holds the other side or is a British fort the
 * Nations keep out of, -1 no place term of its zone matches, else the
 * index of the first condition term that fails; *terms: the zone's terms
 * (each a GStrv "name", "arg", "arg2"), NULL without a zone. */
int
pontiac_setup_failed_term (const PontiacCtx *c, int piece, int s, const GPtrArray **terms)
{
  const BhPlacement *pl = placement_of (c, piece);
  int side = pontiac_side_of (c, piece), failed = -3;
  gboolean place = FALSE, any_place = FALSE;

  *terms = pl != NULL && pl->where != NULL ? zone_terms (c, pl) : NULL;
  if (*terms == NULL || !pontiac_is_space (c, s))
    return -3;
  if (pontiac_has_military (c, s, 1 - side) || (side == SIDE_NATIONS && pontiac_fort_standing (c, s)))
    return -2;
  for (guint i = 0; i < (*terms)->len; i++)
    {
      gboolean is_place;
      int ok = term_ok (c, pl, g_ptr_array_index (*terms, i), piece, s, &is_place);

      if (is_place)
        {
          any_place = TRUE;
          place |= ok;
        }
      else if (!ok && failed == -3)
        failed = (int) i;
    }
  return any_place && !place ? -1 : failed;
}
