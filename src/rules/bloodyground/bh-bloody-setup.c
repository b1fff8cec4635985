/* bh-bloody-setup.c — the campaign scenarios' set-up (15.1–15.4): before
 * turn 1 each side, the one the scenario names first first, places its
 * pieces whose placement carries a zone (`where` in the data) one by one,
 * in the data's order, in an area of that zone.  The data's own places are
 * one legal example; until placed, the pieces wait in their side's box.
 *
 * Zone terms (docs/rules/bloodyground.md): an area is in the zone when it
 * matches at least one place term and every condition term.
 *   place terms: space:ID, nation:ID, own-nation, region:CODE, native,
 *     settlement (a permanent settlement or village), next-to-settlement,
 *     british-fort, within:ID:N, with:UNIT-TYPE;
 *   conditions: north-of-ohio, not-region:CODE, unsettled, no-settler, no-us-fort, max:N
 *     (at most N pieces of the unit type there), half-at:ID (at least half
 *     of the placements sharing this term end at ID), optional (the owner
 *     may leave the piece out, 15.2.1), with-own-militia (a militia unit of
 *     the leader's state is there, 14.0.7). */
#include "config.h"

#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"
#include "bh-zone-terms.h"

static int
side_of (const BloodyCtx *c, int piece)
{
  return c->d->pieces[piece].side;
}

static const BhScenario *
scenario (const BloodyCtx *c)
{
  return bh_game_data_get_scenario (c->self->data, c->x->scenario);
}

/* The settlers a set-up die adds (15.2.1 "six settlers, plus a number
 * equal to the roll of one die", 15.3.1 eight and a die): the settler
 * pieces after those the data places, taken out of the box for the set-up
 * (bloody_setup_zones_begin); they are placed in the zone of the data's
 * last zoned settler placement. */
static int
extra_settlers (const BloodyCtx *c, const BhPlacement **zone_of)
{
  const BhScenario *sc = scenario (c);
  const BhPlacement *last = NULL;
  int type = -1, placed = 0, n = 0;

  for (guint p = 0; p < c->d->n_pieces && type < 0; p++)
    if (c->d->pieces[p].klass == PC_SETTLER)
      type = c->d->pieces[p].type;
  if (type < 0)
    return 0;
  for (guint i = 0; i < sc->placements->len; i++)
    {
      const BhPlacement *pl = &g_array_index (sc->placements, BhPlacement, i);

      if (pl->unit_type != type)
        continue;
      placed += pl->count;
      if (pl->where != NULL)
        last = pl;
    }
  if (zone_of)
    *zone_of = last;
  if (last == NULL)
    return 0;
  for (int k = placed; k < bh_game_data_get_unit_type (c->self->data, type)->count; k++)
    {
      int p = bh_game_data_get_unit_type (c->self->data, type)->first_piece + k;

      n += c->pc[p].location != BH_OFFBOARD && c->pc[p].location != c->d->b_settler_pool;
    }
  return n;
}

/* How many pieces beyond its count a zoned placement has to set up: the
 * settlers of the set-up die (the last zoned settler placement) and
 * 15.3.2's rolled Iroquois beyond the data's one (BloodyExtra.setup_iroquois).
 * They are the pieces of its type that follow the placement's own. */
static int
setup_extra (const BloodyCtx *c, const BhPlacement *pl)
{
  const BhPlacement *zone = NULL;
  int n = extra_settlers (c, &zone);

  if (pl == zone)
    return n;
  if (c->x->setup_iroquois > 0 && pl->where != NULL)
    {
      int p = bh_game_data_get_unit_type (c->self->data, pl->unit_type)->first_piece;

      if (c->d->pieces[p].klass == PC_WARRIOR && c->d->pieces[p].nation == c->d->nation_iroquois)
        return c->x->setup_iroquois;
    }
  return 0;
}

static gboolean
drawn (const BloodyCtx *c, int piece)
{
  return (c->x->setup_drawn[piece / 8] >> (piece % 8)) & 1;
}

/* The zone of militia drawn from the cup to set up (15.2.1 with the
 * option sixteen-militia): the data's first zoned US militia placement's. */
static const BhPlacement *
drawn_zone (const BloodyCtx *c)
{
  const BhScenario *sc = scenario (c);

  for (guint i = 0; i < sc->placements->len; i++)
    {
      const BhPlacement *pl = &g_array_index (sc->placements, BhPlacement, i);
      int p = bh_game_data_get_unit_type (c->self->data, pl->unit_type)->first_piece;

      if (pl->where != NULL && c->d->pieces[p].klass == PC_MILITIA && side_of (c, p) == 0)
        return pl;
    }
  return NULL;
}

/* The placement that put `piece` on the board (as bh_state_new_for_scenario
 * hands pieces out), or NULL; during the set-up, a piece a set-up die adds
 * (setup_extra) has the zone of the placement it follows, a militia unit
 * drawn from the cup the zone of the listed militia. */
static const BhPlacement *
placement_of (const BloodyCtx *c, int piece)
{
  const BhScenario *sc = scenario (c);
  int used = 0, type = c->d->pieces[piece].type;
  int first = bh_game_data_get_unit_type (c->self->data, type)->first_piece;

  if (c->x->setup_next > 0 && drawn (c, piece))
    return drawn_zone (c);
  if (c->x->setup_next > 0)
    for (guint i = 0; i < sc->placements->len; i++)
      {
        const BhPlacement *pl = &g_array_index (sc->placements, BhPlacement, i);

        if (pl->unit_type != type)
          continue;
        used += pl->count;
        if (pl->where != NULL && piece - first >= used && piece - first < used + setup_extra (c, pl))
          return pl;
      }
  return bh_zone_placement_of (c->self->data, sc, type, piece);
}

static gboolean
zoned (const BloodyCtx *c, int piece)
{
  const BhPlacement *pl = placement_of (c, piece);

  return pl != NULL && pl->where != NULL && pl->turn <= scenario (c)->first_turn &&
         bloody_is_space (c, pl->location);
}

/* The `index`th piece to place: the first side's, then the other's, each
 * in the data's order of placements (villages before the settlers next to
 * them, warriors before the leaders with them); -1 past the end. */
static int
nth_zoned (const BloodyCtx *c, int index)
{
  const BhScenario *sc = scenario (c);
  int first = MAX (c->sc->setup_first, 0);

  for (int k = 0; k < 2; k++)
    {
      g_autofree int *used = g_new0 (int, bh_game_data_get_n_unit_types (c->self->data));

      for (guint i = 0; i < sc->placements->len; i++)
        {
          const BhPlacement *pl = &g_array_index (sc->placements, BhPlacement, i);
          int base = bh_game_data_get_unit_type (c->self->data, pl->unit_type)->first_piece + used[pl->unit_type];

          used[pl->unit_type] += pl->count;
          if (pl->where == NULL || pl->turn > sc->first_turn || !bloody_is_space (c, pl->location) ||
              bh_game_data_get_unit_type (c->self->data, pl->unit_type)->side != (k == 0 ? first : 1 - first))
            continue;
          {
            int count = pl->count + setup_extra (c, pl);

            if (index < count)
              return base + index;
            index -= count;
          }
        }
      /* The US's militia drawn from the cup come after its listed pieces. */
      if ((k == 0 ? first : 1 - first) == 0)
        for (guint p = 0; p < c->d->n_pieces; p++)
          if (drawn (c, p) && index-- == 0)
            return p;
    }
  return -1;
}

static int
count_type (const BloodyCtx *c, int area, int klass, int type)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && (klass < 0 || c->d->pieces[p].klass == klass) &&
        (type < 0 || c->d->pieces[p].type == type))
      n++;
  return n;
}

static gboolean
settlement (const BloodyCtx *c, int area)
{
  return c->d->spaces[area].ps || count_type (c, area, PC_VILLAGE, -1) > 0;
}

static gboolean
fort_of (const BloodyCtx *c, int area, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == area && c->d->pieces[p].klass == PC_FORT && side_of (c, p) == side)
      return TRUE;
  return FALSE;
}

static int
distance (const BloodyCtx *c, int from, int to, int limit)
{
  int dist[BLOODY_MAX_SPACES], queue[BLOODY_MAX_SPACES], head = 0, tail = 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    dist[s] = -1;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail)
    {
      int s = queue[head++];

      if (s == to)
        return dist[s];
      if (dist[s] >= limit)
        continue;
      for (guint k = 0; k < c->d->spaces[s].n_adj; k++)
        {
          int n = c->d->spaces[s].adj[k];

          if (n >= 0 && n < (int) c->d->n_spaces && dist[n] < 0)
            {
              dist[n] = dist[s] + 1;
              queue[tail++] = n;
            }
        }
    }
  return -1;
}

/* One term against `area` for `piece`: 1 matches, 0 does not; *is_place
 * says whether it is a place term (else a condition). */
static int
term_ok (const BloodyCtx *c, const char *term, int piece, int area, gboolean *is_place)
{
  const BhSpace *sp = bh_game_data_get_space (c->self->data, area);
  const BloodySpaceInfo *si = &c->d->spaces[area];
  g_auto(GStrv) f = g_strsplit (term, ":", 3);
  const char *name = f[0], *arg = f[1], *arg2 = arg != NULL ? f[2] : NULL;

  *is_place = TRUE;
  if (g_str_equal (name, "space"))
    return arg != NULL && g_str_equal (sp->id, arg);
  if (g_str_equal (name, "nation"))
    return arg != NULL && si->nation >= 0 && g_str_equal (bh_game_data_get_nation (c->self->data, si->nation)->id, arg);
  if (g_str_equal (name, "own-nation"))
    return si->nation >= 0 && si->nation == c->d->pieces[piece].nation;
  if (g_str_equal (name, "region"))
    return arg != NULL && g_strcmp0 (bh_props_lookup (sp->props, "region"), arg) == 0;
  if (g_str_equal (name, "native"))
    return si->nation >= 0;
  if (g_str_equal (name, "settlement"))
    return settlement (c, area);
  if (g_str_equal (name, "next-to-settlement"))
    {
      for (guint k = 0; k < si->n_adj; k++)
        if (si->adj[k] >= 0 && si->adj[k] < (int) c->d->n_spaces && settlement (c, si->adj[k]))
          return TRUE;
      return FALSE;
    }
  if (g_str_equal (name, "british-fort"))
    return fort_of (c, area, 1);
  if (g_str_equal (name, "within"))
    {
      int from = arg != NULL ? bh_game_data_find_space (c->self->data, arg) : -1;

      return from >= 0 && arg2 != NULL && distance (c, from, area, atoi (arg2)) >= 0;
    }
  if (g_str_equal (name, "with"))
    {
      int type = arg != NULL ? bh_game_data_find_unit_type (c->self->data, arg) : -1;

      return type >= 0 && count_type (c, area, -1, type) > 0;
    }
  *is_place = FALSE;
  if (g_str_equal (name, "north-of-ohio"))
    return si->north_of_ohio;
  if (g_str_equal (name, "not-region"))
    return arg == NULL || g_strcmp0 (bh_props_lookup (sp->props, "region"), arg) != 0;
  if (g_str_equal (name, "unsettled"))
    return !bloody_is_settled (c, area);
  if (g_str_equal (name, "no-settler"))
    return count_type (c, area, PC_SETTLER, -1) == 0 && count_type (c, area, PC_VILLAGE, -1) == 0;
  if (g_str_equal (name, "no-us-fort"))
    return !fort_of (c, area, 0);
  if (g_str_equal (name, "max"))
    return arg != NULL && count_type (c, area, -1, c->d->pieces[piece].type) < atoi (arg);
  if (g_str_equal (name, "half-at"))
    return TRUE;   /* a group condition (half_at_prepare) */
  if (g_str_equal (name, "optional"))
    return TRUE;   /* the piece may be left out (bloody_list_setup) */
  if (g_str_equal (name, "with-own-militia"))
    {
      /* 14.0.7: a militia leader always with a militia unit of his state. */
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].klass == PC_MILITIA && c->d->pieces[p].state == c->d->pieces[piece].state &&
            c->pc[p].location == area)
          return TRUE;
      return FALSE;
    }
  return 0;   /* unknown: the data check refuses it (bloody_zone_terms_valid) */
}

/* A piece's zone, read once for all the areas it is tried against. */
typedef struct {
  const BhPlacement *pl;
  GStrv terms;
  int half_target;        /* the half-at area, or -1 */
  gboolean half_elsewhere; /* the half-at condition allows an area other than half_target */
} Zone;

/* 15.2.1, 15.3.1 "at least half in Cincinnati": `piece` may go elsewhere
 * while the pieces of the half-at placements already placed elsewhere,
 * with it, stay within half of them. */
static void
half_at_prepare (const BloodyCtx *c, Zone *z, int piece)
{
  const char *t = strstr (z->pl->where, "half-at:");
  g_autofree char *id = NULL;
  int total = 0, away = 1;

  z->half_target = -1;
  z->half_elsewhere = TRUE;
  if (t == NULL)
    return;
  id = g_strndup (t + 8, strcspn (t + 8, " "));
  z->half_target = bh_game_data_find_space (c->self->data, id);
  if (z->half_target < 0)
    return;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const BhPlacement *pl;

      if (side_of (c, p) != side_of (c, piece) || !zoned (c, p))
        continue;
      pl = placement_of (c, p);
      if (strstr (pl->where, "half-at:") == NULL)
        continue;
      total++;
      away += bloody_is_space (c, c->pc[p].location) && c->pc[p].location != z->half_target;
    }
  z->half_elsewhere = away <= total / 2;
}

/* FALSE when `piece` has no zone (nothing then matches). */
static gboolean
zone_prepare (const BloodyCtx *c, Zone *z, int piece)
{
  z->pl = placement_of (c, piece);
  z->terms = NULL;
  if (z->pl == NULL || z->pl->where == NULL)
    return FALSE;
  z->terms = g_strsplit (z->pl->where, " ", -1);
  half_at_prepare (c, z, piece);
  return TRUE;
}

static void
zone_clear (Zone *z)
{
  g_clear_pointer (&z->terms, g_strfreev);
}

static gboolean
zone_area_ok (const BloodyCtx *c, const Zone *z, int piece, int area)
{
  gboolean place = FALSE, any_place_term = FALSE;

  if (z->terms == NULL || !bloody_is_space (c, area))
    return FALSE;
  for (int i = 0; z->terms[i] != NULL; i++)
    {
      gboolean is_place;
      int ok;

      if (!*z->terms[i])
        continue;
      ok = term_ok (c, z->terms[i], piece, area, &is_place);
      if (is_place)
        {
          any_place_term = TRUE;
          place |= ok;
        }
      else if (!ok)
        return FALSE;
    }
  return (place || !any_place_term) && (area == z->half_target || z->half_elsewhere);
}

/* Unknown terms in a scenario's zones: NULL when all are known, else the
 * first unknown one (freed by the caller). */
char *
bloody_zone_terms_check (const BhScenario *sc)
{
  static const char *const known[] = { "space", "nation", "own-nation", "region", "native", "settlement",
                                       "next-to-settlement", "british-fort", "within", "with", "north-of-ohio",
                                       "not-region", "unsettled", "no-settler", "no-us-fort", "max", "half-at",
                                       "optional", "with-own-militia" };

  return bh_zone_terms_unknown (sc, known, G_N_ELEMENTS (known));
}

/* Before turn 1: the zoned pieces wait in their side's box. */
void
bloody_setup_zones_begin (BloodyCtx *c)
{
  gboolean any = FALSE;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (zoned (c, p))
      {
        bloody_move (c, p, side_of (c, p) == 0 ? c->d->b_us_available : c->d->b_na_available);
        any = TRUE;
      }
  c->x->setup_next = any ? 1 : 0;
  {
    /* 15.2.1, 15.3.1: the die for the settlers beyond the data's. */
    const char *extra = bh_props_lookup (scenario (c)->props, "settlers-extra");
    const BhPlacement *zone = NULL;

    extra_settlers (c, &zone);
    if (any && extra != NULL && g_str_equal (extra, "1d6") && zone != NULL)
      {
        int n = bloody_roll (c), first = bh_game_data_get_unit_type (c->self->data, zone->unit_type)->first_piece;
        int placed = 0;

        for (guint i = 0; i < scenario (c)->placements->len; i++)
          placed += g_array_index (scenario (c)->placements, BhPlacement, i).unit_type == zone->unit_type ?
                    g_array_index (scenario (c)->placements, BhPlacement, i).count : 0;
        g_autofree char *rule = g_strdup_printf ("%s.1", scenario (c)->prov.source);   /* 15.2.1, 15.3.1 */

        /* Translators: A Dark and Bloody Ground: the set-up die for settlers */
        bloody_note (c, rule, _("%d more settlers to set up"), n);
        for (int k = 0; k < n && placed + k < bh_game_data_get_unit_type (c->self->data, zone->unit_type)->count; k++)
          bloody_move (c, first + placed + k, c->d->b_us_available);
      }
  }
  /* 15.2.1 "Sixteen militia units" where it lists fourteen (A52): with
   * the option sixteen-militia, the scenario's extra-random-militia more
   * are drawn from the cup and set up with the listed ones. */
  if (any && bloody_option (c, "sixteen-militia") && drawn_zone (c) != NULL)
    {
      const char *more = bh_props_lookup (scenario (c)->props, "extra-random-militia");

      for (int k = 0, n = more != NULL ? atoi (more) : 0; k < n; k++)
        {
          int p = bloody_draw_militia (c);

          if (p < 0)
            break;
          c->x->setup_drawn[p / 8] |= 1u << (p % 8);
          bloody_move (c, p, c->d->b_us_available);
          /* Translators: A Dark and Bloody Ground: a militia unit drawn from the cup to set up (15.2.1's sixteen) */
          bloody_note (c, "15.2.1", _("%s is drawn from the militia cup to set up"), bloody_piece_name (c, p));
        }
    }
}

/* TRUE when a side must place a piece. */
gboolean
bloody_setup_zones_step (BloodyCtx *c)
{
  while (c->x->setup_next > 0)
    {
      int p = nth_zoned (c, c->x->setup_next - 1);

      if (p < 0)
        {
          c->x->setup_next = 0;
          /* Translators: A Dark and Bloody Ground: the set-up is complete */
          bloody_note (c, "15.0", _("Set-up complete"));
          return FALSE;
        }
      Zone z;

      zone_prepare (c, &z, p);
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (zone_area_ok (c, &z, p, s))
          {
            zone_clear (&z);
            bloody_set_decision (c, side_of (c, p), D_SETUP, p);
            return TRUE;
          }
      zone_clear (&z);
      /* No area of its zone is left (the pieces before took them): the
       * data's place (docs). */
      bloody_move (c, p, placement_of (c, p)->location);
      c->x->setup_next++;
    }
  return FALSE;
}

void
bloody_list_setup (BloodyCtx *c)
{
  int p = c->st->pending.args[0];
  Zone z;

  zone_prepare (c, &z, p);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (zone_area_ok (c, &z, p, s))
      bloody_add_action (c, A_SETUP, 2, p, s);
  /* 15.2.1 "One US fort may be set up": a zone marked optional may be
   * left empty. */
  for (int i = 0; z.terms != NULL && z.terms[i] != NULL; i++)
    if (g_str_equal (z.terms[i], "optional"))
      bloody_add_action (c, A_SETUP_SKIP, 1, p, 0);
  zone_clear (&z);
}

void
bloody_apply_setup (BloodyCtx *c, int piece, int area)
{
  bloody_move (c, piece, area);
  /* Translators: A Dark and Bloody Ground: a piece is set up: piece, area */
  bloody_note (c, "15.0", _("%s sets up at %s"), bloody_piece_name (c, piece), bloody_loc_name (c, area));
  c->x->setup_next++;
  c->st->pending.kind = D_NONE;
}

/* The optional piece stays in its side's box, out of play (a US fort
 * there is one the US may build later, 11.2.1). */
void
bloody_apply_setup_skip (BloodyCtx *c, int piece)
{
  /* Translators: A Dark and Bloody Ground: an optional piece (15.2.1's US fort) is not set up */
  bloody_note (c, "15.2.1", _("%s is not set up"), bloody_piece_name (c, piece));
  c->x->setup_next++;
  c->st->pending.kind = D_NONE;
}
