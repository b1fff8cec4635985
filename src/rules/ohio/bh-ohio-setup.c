/* bh-ohio-setup.c — the set-up choices the rulebook leaves to the players
 * (App. 2 "Place fort four spaces from Ft. Washington in Miami territory",
 * "Place 5 Miami villages 3-4 spaces away from Ft. Greenville ... Place
 * units in any one of the Miami villages"), offered when the players take
 * the scenario's option `choose-set-up`; without it the data's places (one
 * legal example each) stand, as before.
 *
 * The scenario's set-up-first side first, then the other, places its
 * pieces whose placement carries `where` terms one by one, its villages
 * and razed markers first, each group in the data's order
 * (ohio_setup_order_new); each is a decision listing the spaces its terms allow. Before
 * placing any, a side may take the data's example for all of its pieces
 * (`set-up-example`). A piece whose terms leave one space only (`with`,
 * `together`) goes there by itself; one with no space left goes to the
 * data's place. Until placed, a piece waits off the board.
 *
 * Terms (all must hold; docs/rules/ohio.md):
 *   land:NATION         a space of that nation's land
 *   from:ID:MIN:MAX     MIN to MAX spaces from ID (a piece's space when ID
 *                       names a piece, else the space ID), counted as 5.3
 *                       counts them (ohio_hops_from)
 *   river-within:N      at most N spaces from a river space
 *   no-village          no village (built or printed) on the space
 *   own-village         a village of the piece's nation stands there (its
 *                       printed principal village included)
 *   placed-village      a village marker of the piece's nation stands
 *                       there (App. 2's "any one of the Miami villages":
 *                       the five just placed)
 *   together            where the placement's pieces already placed stand
 *   with:PIECE          where PIECE stands (the data's place until then)
 *   river-of:NATION:N   at most N spaces from a river space of NATION's land
 *                       (App. 4's villages and razed markers)
 *   one-warrior         no warrior on the space yet (App. 4 "no more than
 *                       one per village")
 *   village-of:NATION   a village of NATION (its principal one included)
 *   with-warrior        beside a warrior whose nation has no British Arms
 *                       yet (App. 4 Legion, 23.0 "never more than one")
 *   no-structure        no village, settlement or fort on the space
 *   from-fort:MIN:MAX   the nearest other fort MIN to MAX spaces away
 *   south-of:ID         south of space ID (its latitude)
 *   us-entry:N          a US entry square, the placement's pieces on N
 *                       squares at least ("two or more US Entry Squares")
 *   bank:SIDE:RIVER[:RIVER]  on the SIDE (left/right, facing downstream)
 *                       of the line those rivers draw, which no trail
 *                       crosses: the spaces reached from the ground spaces
 *                       whose trails to them carry that `bank`, without
 *                       going through them. App. 4's settlements "North of
 *                       Ohio River" are bank:right:ohio:allegheny (2.0's
 *                       nation side, "north and west"), "East of Ohio
 *                       River" bank:left:ohio:allegheny (the US side).
 *   settlement-site     where 5.3 lets a settlement be built now (two
 *                       spaces from a village or warrior, near a river and
 *                       a structure): App. 4's settlements stand built
 *
 * Then the forts' stacks: App. 2 / App. 4 "Place units in a screening
 * stack and/or a defending stack in Ft. Greenville / Ft. Washington", the
 * Wabash's and Legion's "Screening/Defending Fort ...". Once the US's
 * pieces all stand (before the WC sets up in App. 2, last in App. 4), each
 * fort space holding a US piece 20.1 lets go in or out is a US decision:
 * `garrison` / `ungarrison` as in its operations (20.1.2's capacity:
 * 8 FP Forts Washington and Harmar, 6 FP a built fort, leaders, scouts,
 * wagons and artillery not counted), then `stacks-done`. The example
 * (`set-up-example`, and the game without the option) is the scenario's
 * prop `set-up-stacks`: "screen", every piece screening, the US
 * distributing them in its first operations as 20.1 lets it. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"
#include "bh-zone-terms.h"

static const BhScenario *
scenario (const OhioCtx *c)
{
  return bh_game_data_get_scenario (c->d->data, c->x->scenario);
}

static const BhPlacement *
placement_of (const OhioCtx *c, int piece)
{
  return bh_zone_placement_of (c->d->data, scenario (c), c->d->pieces[piece].type, piece);
}

typedef struct {
  const OhioData *d;
  const BhScenario *sc;
} ZoneUser;

static gboolean
zoned_placement (const BhPlacement *pl, gconstpointer user)
{
  const ZoneUser *u = user;

  return pl->where != NULL && pl->turn <= u->sc->first_turn && pl->location >= 0 && pl->location != BH_OFFBOARD &&
         pl->location < (int) u->d->n_spaces;
}

/* The order of the set-up, once for a scenario (OhioScenarioInfo): the
 * first side's pieces, then the other's; within a side its villages and
 * razed markers first, then the rest, each in the data's order, so that
 * leaders and warriors see every village of their nation (App. 4 "one or
 * more leaders may be placed per village of their nation": Harmar's Little
 * Turtle and the Miami villages south of Pickawillany; referee-ohio4 B1). */
gint16 *
ohio_setup_order_new (const OhioData *d, const BhScenario *sc, int *n_out)
{
  ZoneUser u = { d, sc };
  int first = MAX (sc->setup_first_side, 0), n = 0, all = 0;
  gint16 *order;

  while (bh_zone_nth_piece (d->data, sc, all, zoned_placement, &u) >= 0)
    all++;
  order = g_new0 (gint16, MAX (all, 1));
  for (int k = 0; k < 2; k++)
    for (int villages = 1; villages >= 0; villages--)
      for (int j = 0, p; (p = bh_zone_nth_piece (d->data, sc, j, zoned_placement, &u)) >= 0; j++)
        if (d->pieces[p].side == (k == 0 ? first : 1 - first) &&
            (d->pieces[p].klass == PC_VILLAGE || d->pieces[p].klass == PC_RAZED) == villages)
          order[n++] = p;
  *n_out = n;
  return order;
}

/* The `index`th piece to set up (ohio_setup_order_new); -1 past the end. */
static int
nth_zoned (const OhioCtx *c, int index)
{
  return index >= 0 && index < c->sc->n_setup ? c->sc->setup_order[index] : -1;
}

static int
piece_named (const OhioCtx *c, const char *id)
{
  return id != NULL ? bh_game_data_find_piece (c->d->data, id) : -1;
}

/* A term's place: a piece's space when `id` names a piece, else a space. */
static int
place_named (const OhioCtx *c, const char *id)
{
  int p = piece_named (c, id);

  if (p >= 0)
    return ohio_is_space (c, c->pc[p].location) ? c->pc[p].location : -1;
  return id != NULL ? bh_game_data_find_space (c->d->data, id) : -1;
}

static int
nation_named (const OhioCtx *c, const char *id)
{
  return id != NULL ? bh_game_data_find_nation (c->d->data, id) : -1;
}

static gboolean
village_of (const OhioCtx *c, int s, int nation, gboolean principal)
{
  FOR_PIECES_AT (c, s, q)
    if (c->d->pieces[q].klass == PC_VILLAGE && c->d->pieces[q].nation == nation)
      return TRUE;
  return principal && c->d->spaces[s].principal == nation && ohio_principal_healthy (c, s);
}

static int
hops (const OhioCtx *c, int from, int to)
{
  guint8 src[OHIO_MAX_SPACES] = { 0 }, out[OHIO_MAX_SPACES];

  src[from] = 1;
  ohio_hops_from (c, src, 60, out);
  return out[to];
}

static gboolean
river_within (const OhioCtx *c, int s, int n)
{
  guint8 src[OHIO_MAX_SPACES] = { 0 }, out[OHIO_MAX_SPACES];

  for (guint r = 0; r < c->d->n_spaces; r++)
    src[r] = c->d->spaces[r].river;
  ohio_hops_from (c, src, n, out);
  return out[s] <= n;
}

/* Where the alike pieces already set up stand: the number of US entry
 * squares they use, `s` among them or not. */
static int
squares_used (const OhioCtx *c, const BhPlacement *pl, int piece, int s, gboolean *has_s)
{
  guint8 seen[OHIO_MAX_SPACES] = { 0 };
  int n = 0;

  *has_s = FALSE;
  for (int k = 0, q; (q = nth_zoned (c, k)) >= 0 && k < c->x->setup_next - 1; k++)
    {
      int loc = c->pc[q].location;

      if (q == piece || !g_str_equal (placement_of (c, q)->where, pl->where) || !ohio_is_space (c, loc) || seen[loc])
        continue;
      seen[loc] = 1;
      n++;
      *has_s |= loc == s;
    }
  return n;
}

/* The pieces still to set up with `pl`'s terms, `piece` included. */
static int
left_with_terms (const OhioCtx *c, const BhPlacement *pl)
{
  int n = 0;

  for (int k = c->x->setup_next - 1, q; (q = nth_zoned (c, k)) >= 0; k++)
    n += g_str_equal (placement_of (c, q)->where, pl->where);
  return n;
}

static gboolean
river_named (const OhioCtx *c, int s, const char *a, const char *b)
{
  const char *name;

  if (!c->d->spaces[s].river)
    return FALSE;
  name = bh_props_lookup (bh_game_data_get_space (c->d->data, s)->props, "river");
  return name != NULL && (g_strcmp0 (name, a) == 0 || g_strcmp0 (name, b) == 0);
}

/* Whether `s` lies on the `side` bank (+1 left, -1 right, as OhioAdj.bank
 * reads the data's `bank`) of the line rivers `a` and `b` draw: reached
 * over trails and other rivers, never through theirs, from a ground space
 * whose trail to them is on that bank. */
static gboolean
on_bank (const OhioCtx *c, int s, int side, const char *a, const char *b)
{
  guint8 seen[OHIO_MAX_SPACES] = { 0 };
  gint16 queue[OHIO_MAX_SPACES];
  int head = 0, tail = 0;

  for (guint g = 0; g < c->d->n_spaces; g++)
    {
      guint n;
      const OhioAdj *adj = ohio_adj (c->d, g, &n);

      if (c->d->spaces[g].river || c->d->spaces[g].entry)
        continue;
      for (guint i = 0; i < n && !seen[g]; i++)
        if (adj[i].kind == ADJ_TRAIL && adj[i].bank == side && river_named (c, adj[i].to, a, b))
          seen[g] = 1, queue[tail++] = g;
    }
  while (head < tail)
    {
      int x = queue[head++];
      guint n;
      const OhioAdj *adj = ohio_adj (c->d, x, &n);

      if (x == s)
        return TRUE;
      for (guint i = 0; i < n; i++)
        if (!seen[adj[i].to] && adj[i].kind != ADJ_ENTRY && !c->d->spaces[adj[i].to].entry &&
            !river_named (c, adj[i].to, a, b))
          seen[adj[i].to] = 1, queue[tail++] = adj[i].to;
    }
  return FALSE;
}

/* One term `f` ("name", "arg", ...) for `piece` on `s`. */
static gboolean
term_ok (const OhioCtx *c, const BhPlacement *pl, char **f, int piece, int s)
{
  const char *name = f[0], *arg = f[1], *arg2 = arg != NULL ? f[2] : NULL, *arg3 = arg2 != NULL ? f[3] : NULL;

  if (g_str_equal (name, "land"))
    return nation_named (c, arg) >= 0 && c->d->spaces[s].owner == nation_named (c, arg);
  if (g_str_equal (name, "from"))
    {
      int from = place_named (c, arg), h;

      if (from < 0 || arg3 == NULL)
        return FALSE;
      h = hops (c, from, s);
      return h >= atoi (arg2) && h <= atoi (arg3);
    }
  if (g_str_equal (name, "river-within"))
    return arg != NULL && river_within (c, s, atoi (arg));
  if (g_str_equal (name, "no-village"))
    return !ohio_has_village (c, s) && c->d->spaces[s].principal == OHIO_NONE;
  if (g_str_equal (name, "own-village") || g_str_equal (name, "placed-village"))
    return village_of (c, s, c->d->pieces[piece].nation, name[0] == 'o');
  if (g_str_equal (name, "together"))
    {
      for (guint q = 0; q < c->d->n_pieces; q++)
        if ((int) q != piece && c->d->pieces[q].type == c->d->pieces[piece].type && placement_of (c, q) == pl &&
            ohio_is_space (c, c->pc[q].location))
          return c->pc[q].location == s;
      /* The first of a later placement goes where the first one of the
       * side's "together" group went: App. 2 "Place units in any one of
       * the Miami villages". */
      for (int k = 0, q; (q = nth_zoned (c, k)) >= 0 && q != piece; k++)
        if (c->d->pieces[q].side == c->d->pieces[piece].side && ohio_is_space (c, c->pc[q].location) &&
            strstr (placement_of (c, q)->where, "together") != NULL && c->d->pieces[q].klass != PC_VILLAGE)
          return c->pc[q].location == s;
      return TRUE;
    }
  if (g_str_equal (name, "with"))
    return place_named (c, arg) == s;
  if (g_str_equal (name, "river-of"))
    {
      guint8 src[OHIO_MAX_SPACES] = { 0 }, out[OHIO_MAX_SPACES];
      int nation = nation_named (c, arg);

      if (nation < 0 || arg2 == NULL)
        return FALSE;
      for (guint r = 0; r < c->d->n_spaces; r++)
        src[r] = c->d->spaces[r].river && c->d->spaces[r].owner == nation;
      ohio_hops_from (c, src, atoi (arg2), out);
      return out[s] <= atoi (arg2);
    }
  if (g_str_equal (name, "one-warrior"))
    return ohio_count_class (c, s, PC_WARRIOR) == 0;
  if (g_str_equal (name, "village-of"))
    return nation_named (c, arg) >= 0 && village_of (c, s, nation_named (c, arg), TRUE);
  /* App. 4 (Legion) "Place British Arms with a warrior unit", and 23.0's
   * one marker a nation read as moves, battles and recruits read it: the
   * markers shared out among their stacks' nations, so a marker in a
   * stack of two nations is either's (bh-ohio-arms.c). */
  if (g_str_equal (name, "with-warrior"))
    return ohio_count_class (c, s, PC_WARRIOR) > 0 && ohio_arms_room (c, s);
  if (g_str_equal (name, "no-structure"))
    return !ohio_has_village (c, s) && c->d->spaces[s].principal == OHIO_NONE && !ohio_has_settlement (c, s) &&
           !ohio_has_fort (c, s) && !c->d->spaces[s].printed_settlement;
  if (g_str_equal (name, "from-fort"))
    {
      guint8 src[OHIO_MAX_SPACES] = { 0 }, out[OHIO_MAX_SPACES];

      if (arg2 == NULL)
        return FALSE;
      for (guint f2 = 0; f2 < c->d->n_spaces; f2++)
        src[f2] = (int) f2 != c->pc[piece].location && ohio_has_fort (c, f2);
      ohio_hops_from (c, src, atoi (arg2), out);
      return out[s] >= atoi (arg) && out[s] <= atoi (arg2);
    }
  if (g_str_equal (name, "south-of"))
    {
      int ref = place_named (c, arg);

      return ref >= 0 && bh_game_data_get_space (c->d->data, s)->lat < bh_game_data_get_space (c->d->data, ref)->lat;
    }
  if (g_str_equal (name, "us-entry"))
    {
      gboolean has_s;
      int used, need = arg != NULL ? atoi (arg) : 1;

      if (!c->d->spaces[s].entry || c->d->spaces[s].entry_side != 0)
        return FALSE;
      /* While the squares used and the pieces left can only just make
       * `need` squares, each piece left goes to a new square. */
      used = squares_used (c, pl, piece, s, &has_s);
      return has_s ? need - used < left_with_terms (c, pl) : TRUE;
    }
  if (g_str_equal (name, "settlement-site"))
    {
      guint8 ok[OHIO_MAX_SPACES];

      ohio_settlement_sites (c, ok);
      return ok[s];
    }
  if (g_str_equal (name, "bank"))
    return arg2 != NULL && (g_str_equal (arg, "left") || g_str_equal (arg, "right")) &&
           on_bank (c, s, g_str_equal (arg, "left") ? 1 : -1, arg2, arg3 != NULL ? arg3 : arg2);
  return FALSE;   /* unknown: ohio_setup_terms_check names it */
}

static gboolean
zone_ok (const OhioCtx *c, int piece, int s)
{
  const BhPlacement *pl = placement_of (c, piece);
  g_auto(GStrv) terms = NULL;

  /* Nothing sets up on a river space (2.5.2), nor on an entry square
   * but the US's entering pieces (us-entry), nor where the other side's
   * military pieces stand. */
  if (pl == NULL || pl->where == NULL || !ohio_is_space (c, s) || c->d->spaces[s].river || !ohio_space_usable (c, s) ||
      (c->d->spaces[s].entry && strstr (pl->where, "us-entry") == NULL) ||
      ohio_has_military (c, s, 1 - c->d->pieces[piece].side, 0, 0))
    return FALSE;
  terms = g_strsplit (pl->where, " ", -1);
  for (int i = 0; terms[i] != NULL; i++)
    {
      g_auto(GStrv) f = g_strsplit (terms[i], ":", 4);

      if (*terms[i] && !term_ok (c, pl, f, piece, s))
        return FALSE;
    }
  return TRUE;
}

/* Unknown terms in a scenario's zones: NULL when all are known, else the
 * first unknown one (freed by the caller). */
char *
ohio_setup_terms_check (const BhScenario *sc)
{
  static const char *const known[] = { "land", "from", "river-within", "no-village", "own-village", "placed-village",
                                       "together", "with", "river-of", "one-warrior", "village-of", "with-warrior",
                                       "no-structure", "from-fort", "south-of", "us-entry", "bank", "settlement-site" };

  return bh_zone_terms_unknown (sc, known, G_N_ELEMENTS (known));
}

/* Before the first segment, with the option: the zoned pieces go to wait. */
void
ohio_setup_zones_begin (OhioCtx *c)
{
  gboolean any = FALSE;

  for (int k = 0, p; (p = nth_zoned (c, k)) >= 0; k++)
    {
      ohio_move_piece (c, p, BH_OFFBOARD);
      c->pc[p].flags = 0;
      any = TRUE;
    }
  c->x->setup_next = any ? 1 : 0;
  c->x->setup_forts = 1;
  c->x->setup_fort = 0;
}

const char *
ohio_setup_rule (const OhioCtx *c, int piece)
{
  /* The learning tiers' set-up is App. 2's, the scenarios' App. 4's. */
  (void) piece;
  return c->sc->tier > 0 ? "App. 2" : "App. 4";
}

static void
place (OhioCtx *c, int p, int s)
{
  g_autofree char *name = NULL;

  ohio_move_piece (c, p, s);
  /* 25.2 (option): a WC piece on the map is named to the WC only. */
  name = ohio_told_name (c, p);
  /* Translators: Blood on the Ohio (App. 2): a piece is set up; the piece
     (or “a WC piece”, hidden from the US under 25.2), the space */
  ohio_note (c, ohio_setup_rule (c, p), _("Set up: %s in %s"), name, ohio_loc_name (c, s));
  c->x->setup_next++;
}

/* The pieces still to set up that are alike with `p` (its type, the same
 * terms), `p` included: as many of them as places left is no choice. */
static int
alike_left (const OhioCtx *c, int p)
{
  const char *where = placement_of (c, p)->where;
  int n = 0;

  for (int k = c->x->setup_next - 1, q; (q = nth_zoned (c, k)) >= 0; k++)
    n += c->d->pieces[q].type == c->d->pieces[p].type && g_str_equal (placement_of (c, q)->where, where);
  return n;
}

/* Whether a place `p` may take holds no other piece with its terms:
 * a structure (no-structure) or one warrior a village (one-warrior). */
static gboolean
holds_one (const OhioCtx *c, int p)
{
  const char *where = placement_of (c, p)->where;

  return strstr (where, "no-structure") != NULL || strstr (where, "one-warrior") != NULL;
}

/* Where `p` goes without a choice: the data's place when its terms allow
 * it, else the first place they allow, else the data's place. */
static int
default_place (const OhioCtx *c, int p)
{
  int data_place = placement_of (c, p)->location;

  if (zone_ok (c, p, data_place))
    return data_place;
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (zone_ok (c, p, s))
      return s;
  return data_place;
}

/* ---- the forts' stacks (App. 2, App. 4, 20.1) ---------------------------- */

/* Whether fort space `s` holds a US piece 20.1 lets go in or come out. */
static gboolean
fort_to_split (const OhioCtx *c, int s)
{
  FOR_PIECES_AT (c, s, p)
    if (ohio_fort_distributable (c, p))
      return TRUE;
  return FALSE;
}

/* The scenario's example at fort `s` (prop `set-up-stacks`): every piece
 * screening, or ("defend") inside in the pieces' order while the fort
 * holds them (20.1.2). */
static void
stacks_example_at (OhioCtx *c, int s)
{
  FOR_PIECES_AT (c, s, p)
    if (ohio_fort_distributable (c, p))
      c->pc[p].flags &= ~F_DEFEND;
  if (!c->sc->setup_stacks_defend)
    return;
  FOR_PIECES_AT (c, s, p)
    if (ohio_fort_distributable (c, p) &&
        ohio_stack_unit_fp (c, s, 0, F_DEFEND, 0) + (ohio_is_unit (c, p) ? ohio_fp (c, p) : 0) <=
          ohio_fort_capacity (c, s))
      c->pc[p].flags |= F_DEFEND;
}

/* The example for every fort the US has not split yet: the quick path,
 * and the game without the option. */
void
ohio_setup_stacks_example (OhioCtx *c)
{
  for (int s = c->x->setup_forts ? c->x->setup_fort : 0; s < (int) c->d->n_spaces; s++)
    if (fort_to_split (c, s))
      stacks_example_at (c, s);
  c->x->setup_forts = 0;
}

/* TRUE when the US must split the next fort's stacks. */
static gboolean
fort_step (OhioCtx *c)
{
  for (int s = c->x->setup_fort; s < (int) c->d->n_spaces; s++)
    if (fort_to_split (c, s))
      {
        c->x->setup_fort = s;
        ohio_set_decision (c, 0, D_SETUP_FORT, s, 0);
        return TRUE;
      }
  c->x->setup_forts = 0;
  return FALSE;
}

void
ohio_list_setup_fort (OhioCtx *c)
{
  int s = c->st->pending.args[0];

  /* Done first: a player taking the first action each time gets through. */
  ohio_add_action (c, A_STACKS_DONE, 0, 0, 0, 0);
  FOR_PIECES_AT (c, s, p)
    ohio_list_fort_distribution (c, p);
  if (!(c->x->setup_chosen & 1))
    ohio_add_action (c, A_SETUP_EXAMPLE, 0, 0, 0, 0);
}

/* A fort's name: a built fort's marker (Fort Greenville), else the
 * space's (Fort Washington, Fort Harmar). */
const char *
ohio_setup_fort_name (const OhioCtx *c, int s)
{
  int fort = ohio_fort_piece (c, s);

  return fort >= 0 ? ohio_piece_name (c, fort) : ohio_loc_name (c, s);
}

/* "Fort Washington: defending, St. Clair, artillery; screening, none". */
static void
note_stacks (OhioCtx *c, int s)
{
  g_autoptr(GString) in = g_string_new (NULL), out = g_string_new (NULL);

  FOR_PIECES_AT (c, s, p)
    if (ohio_fort_distributable (c, p))
      {
        GString *to = (c->pc[p].flags & F_DEFEND) ? in : out;

        /* Translators: between the names of pieces in a list */
        g_string_append_printf (to, "%s%s", to->len ? _(", ") : "", ohio_piece_name (c, p));
      }
  /* Translators: Blood on the Ohio (App. 2, 20.1): a fort's stacks at the
     set-up; the fort's space, the pieces inside (defending), the pieces
     outside (screening), each a list or “none” */
  ohio_note (c, "20.1", _("Set up at %s: defending, %s; screening, %s"), ohio_setup_fort_name (c, s),
             in->len ? in->str : C_("ohio stack", "none"), out->len ? out->str : C_("ohio stack", "none"));
}

/* TRUE when a side must set up a piece, or the US split a fort's stacks. */
gboolean
ohio_setup_step (OhioCtx *c)
{
  while (c->x->setup_next > 0 || c->x->setup_forts)
    {
      int p, n = 0, alike;

      /* The US's pieces all stand: its forts' stacks, before the WC sets
       * up (App. 2, the US first) or last (App. 4, the WC first). */
      if (c->x->setup_forts && ohio_setup_left (c, 0) == 0)
        {
          if (fort_step (c))
            return TRUE;
          continue;
        }
      p = nth_zoned (c, c->x->setup_next - 1);
      if (p < 0)
        {
          c->x->setup_next = 0;
          /* Translators: Blood on the Ohio: every set-up choice is made */
          ohio_note (c, ohio_setup_rule (c, -1), _("Set-up complete"));
          return FALSE;
        }
      /* A place that holds one piece (a structure, one warrior a
       * village) is filled by the alike pieces; one that holds any
       * number (a US entry square, 7.2) leaves a choice from two places. */
      alike = holds_one (c, p) ? alike_left (c, p) : 1;
      for (guint s = 0; s < c->d->n_spaces && n <= alike; s++)
        n += zone_ok (c, p, s);
      if (n > alike)
        {
          ohio_set_decision (c, c->d->pieces[p].side, D_SETUP, p, 0);
          return TRUE;
        }
      /* No more places than alike pieces to fill them (one place for a
       * `with` or `together` piece, App. 2's five villages on the five
       * spaces the terms allow): no choice, the data's place when it is
       * one of them. None left: the data's place. */
      place (c, p, default_place (c, p));
    }
  return FALSE;
}


/* The pieces `side` still sets up (the one to place now included): what
 * `set-up-example` places. */
int
ohio_setup_left (const OhioCtx *c, int side)
{
  int n = 0;

  for (int k = MAX (c->x->setup_next - 1, 0), q; c->x->setup_next > 0 && (q = nth_zoned (c, k)) >= 0; k++)
    n += c->d->pieces[q].side == side;
  return n;
}

void
ohio_list_setup (OhioCtx *c)
{
  int p = c->st->pending.args[0];

  for (guint s = 0; s < c->d->n_spaces; s++)
    if (zone_ok (c, p, s))
      ohio_add_action (c, A_SETUP, 2, p, s, 0);
  /* The example, before the side has chosen any place of its own. */
  if (!(c->x->setup_chosen >> c->st->pending.side & 1))
    ohio_add_action (c, A_SETUP_EXAMPLE, 0, 0, 0, 0);
}

/* Why `piece` may not set up on `s`: the zone the scenario gives it. */
char *
ohio_setup_refusal (const OhioCtx *c, int piece)
{
  const BhPlacement *pl = piece >= 0 && piece < (int) c->d->n_pieces ? placement_of (c, piece) : NULL;

  if (pl == NULL || pl->zone == NULL)
    return NULL;
  /* Translators: Blood on the Ohio (App. 2): a piece, then the set-up zone the scenario gives it */
  return g_strdup_printf (_("%s may set up only as the scenario says: %s"), ohio_piece_name (c, piece), pl->zone);
}

void
ohio_apply_setup (OhioCtx *c, const BhAction *a)
{
  int side = c->st->pending.side;

  if (a->kind == A_SETUP)
    {
      place (c, a->args[0], a->args[1]);
      c->x->setup_chosen |= 1u << side;
    }
  else if (a->kind == A_GARRISON || a->kind == A_UNGARRISON)
    {
      /* 20.1: in (defending) or out (screening); the decision stays. */
      if (a->kind == A_GARRISON)
        c->pc[a->args[0]].flags |= F_DEFEND;
      else
        c->pc[a->args[0]].flags &= ~F_DEFEND;
      c->x->setup_chosen |= 1u << side;
    }
  else if (a->kind == A_STACKS_DONE)
    {
      note_stacks (c, c->x->setup_fort);
      c->x->setup_fort++;
      c->x->setup_chosen |= 1u << side;
    }
  else
    {
      /* The data's example for every piece this side still places. */
      int p, n = 0;
      const char *rule = ohio_setup_rule (c, nth_zoned (c, c->x->setup_next - 1));

      while ((p = nth_zoned (c, c->x->setup_next - 1)) >= 0 && c->d->pieces[p].side == side)
        {
          /* The example's place, unless the other side's choices took it. */
          ohio_move_piece (c, p, default_place (c, p));
          c->x->setup_next++;
          n++;
        }
      /* Translators: Blood on the Ohio: a side takes the scenario's example set-up; the side, the count */
      if (n > 0)
        ohio_note (c, rule, ngettext ("%s sets up %d piece as the scenario's example",
                                      "%s sets up %d pieces as the scenario's example", n),
                   ohio_side_name (c, side), n);
      /* The US's example takes in its forts' stacks (App. 2, 20.1). */
      if (side == 0 && c->x->setup_forts)
        {
          /* Translators: Blood on the Ohio (App. 2, 20.1): the example's
             split of the forts' stacks at the set-up */
          const char *text = c->sc->setup_stacks_defend
                             ? _("The US's units go inside the forts as far as the forts hold them, as in the scenario's example")
                             : _("The US's pieces at the forts screen them, as in the scenario's example");

          ohio_setup_stacks_example (c);
          ohio_note (c, "20.1", "%s", text);
        }
    }
  c->st->pending.kind = D_NONE;
}
