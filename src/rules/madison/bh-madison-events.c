/* bh-madison-events.c — Mr. Madison's War: what a strategy card does when
 * played as an event (8.31-1).  The rule book gives three of them (DEATH
 * OF BROCK, 3.41; #9 BROCK AND TECUMSEH, 3.51; #56 GRAND RIVER INDIANS,
 * 3.64) and says that cards bring Event Card Forts (2.74) and destroy
 * towns and naval bases (4.13, 15.32); the other cards and their texts are
 * reconstructed (`source="reconstructed"` on the card) and their narration
 * says so.  What each card does is data: its `effect` prop names one kind
 * below, and `effect-*` props its pieces, spaces, count and condition.
 * A card whose effect is not one of these is not offered as an event. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

static const struct { const char *name; int effect; } effects[] = {
  { "vp", EF_VP }, { "treaty-of-ghent", EF_TREATY }, { "battle-of-new-orleans", EF_NEW_ORLEANS },
  { "flip-leader", EF_FLIP_LEADER }, { "remove-leader", EF_REMOVE_LEADER }, { "brock-and-tecumseh", EF_TECUMSEH },
  { "fort", EF_FORT }, { "place", EF_PLACE }, { "restore", EF_RESTORE }, { "nbv", EF_NBV },
  { "destroy", EF_DESTROY }, { "sink", EF_SINK }, { "reduce", EF_REDUCE }, { "discard", EF_DISCARD },
  { "vp-unless-town-lost", EF_VP_IF }, { "surrender", EF_SURRENDER }, { "hold-militia", EF_HOLD_MILITIA },
  { "armistice", EF_ARMISTICE }, { "no-lake-box", EF_NO_BOX }, { "command-up", EF_COMMAND_UP },
  { "forced-march", EF_FORCED_MARCH },
  /* bh-madison-event-orders.c */
  { "joint-command", EF_JOINT }, { "raid", EF_RAID }, { "militia-desert", EF_DESERT }, { "fall-back", EF_FALL_BACK },
  { "blockade", EF_BLOCKADE }, { "attack", EF_ATTACK }, { "march", EF_MARCH },
  /* bh-madison-event-moves.c, bh-madison-event-supply.c */
  { "repair-and-sail", EF_REPAIR_SAIL }, { "winter-quarters", EF_WINTER_QUARTERS }, { "gunboats", EF_GUNBOATS },
  { "supply-shortage", EF_SUPPLY_OUT }, { "supply-in", EF_SUPPLY_IN },
};

static const struct { const char *name; int need; } needs[] = {
  { "commanded", EN_COMMANDED }, { "lost", EN_LOST }, { "unit-at", EN_UNIT_AT }, { "control", EN_CONTROL },
  { "occupy", EN_OCCUPY }, { "on-lake", EN_ON_LAKE }, { "enemy-on-lake", EN_ENEMY_ON_LAKE },
  { "lake-not-enemy", EN_LAKE_NOT_ENEMY }, { "out-of-supply", EN_OUT_OF_SUPPLY }, { "indians-next", EN_INDIANS_NEXT },
  { "lake-control", EN_LAKE_CONTROL },
};

/* A comma-separated list of ids into pieces (every piece of each type) or
 * spaces. */
static void
read_list (MadData *d, const BhCard *card, const char *prop, gint16 *out, guint n, gboolean spaces)
{
  g_auto(GStrv) ids = g_strsplit (bh_props_lookup (card->props, prop) ?: "", ",", -1);
  guint k = 0, np = bh_game_data_get_n_pieces (d->data);

  for (guint i = 0; i < n; i++)
    out[i] = -1;
  for (int i = 0; ids[i] != NULL && k < n; i++)
    {
      const char *id = g_strstrip (ids[i]);

      if (!*id)
        continue;
      if (spaces)
        out[k++] = (gint16) bh_game_data_find_space (d->data, id);
      else
        {
          int type = bh_game_data_find_unit_type (d->data, id);

          for (guint p = 0; type >= 0 && p < np && k < n; p++)
            if (bh_game_data_get_piece_type (d->data, p) == type)
              out[k++] = (gint16) p;
        }
    }
}

void
mad_read_event (MadData *d, const BhCard *card, MadPiece *m)
{
  const char *effect = bh_props_lookup (card->props, "effect");
  const char *need = bh_props_lookup (card->props, "effect-need");
  const char *units = bh_props_lookup (card->props, "effect-units");
  const char *destroy = bh_props_lookup (card->props, "effect-destroy") ?: "";
  const char *target = bh_props_lookup (card->props, "effect-target");
  const char *origin = bh_props_lookup (card->props, "effect-origin");

  m->effect = EF_NONE;
  for (guint i = 0; effect && i < G_N_ELEMENTS (effects); i++)
    if (g_str_equal (effect, effects[i].name))
      m->effect = effects[i].effect;
  m->ev_need = EN_NONE;
  for (guint i = 0; need && i < G_N_ELEMENTS (needs); i++)
    if (g_str_equal (need, needs[i].name))
      m->ev_need = needs[i].need;
  m->ev_units = !units ? EU_ANY : g_str_equal (units, "regular") ? EU_REGULAR : g_str_equal (units, "militia") ? EU_MILITIA
              : g_str_equal (units, "indian") ? EU_INDIAN : EU_ANY;
  m->ev_count = bh_props_lookup_int (card->props, "effect-count", 1);
  m->ev_nbv = bh_props_lookup_int (card->props, "effect-nbv", 0);
  m->ev_due = bh_props_lookup_int (card->props, "effect-due", 0);
  m->ev_max_cf = bh_props_lookup_int (card->props, "effect-max-strength", 0);
  m->ev_min_cf = bh_props_lookup_int (card->props, "effect-leader-strength", 0);
  m->ev_mf = bh_props_lookup_int (card->props, "effect-mf", 0);
  m->ev_roll = bh_props_lookup_int (card->props, "effect-roll", 0);
  m->ev_drm = bh_props_lookup_int (card->props, "effect-drm", 0);
  m->ev_no_fort = g_strcmp0 (bh_props_lookup (card->props, "effect-fort"), "first-round-none") == 0;
  m->ev_amphibious = g_strcmp0 (bh_props_lookup (card->props, "effect-by"), "water") == 0;
  m->ev_for_year = g_strcmp0 (bh_props_lookup (card->props, "effect-until"), "year") == 0;
  m->ev_wq = bh_props_lookup_int (card->props, "effect-wq", 0);
  m->ev_space_choice = g_strcmp0 (bh_props_lookup (card->props, "effect-space-choice"), "player") == 0;
  m->ev_one_base = g_strcmp0 (bh_props_lookup (card->props, "effect-bases"), "one") == 0;
  {
    const char *after = bh_props_lookup (card->props, "effect-after") ?: "";

    m->ev_after = g_str_equal (after, "vp-if-destroyed") ? EA_VP_IF_DESTROYED : g_str_equal (after, "ships-lost") ? EA_SHIPS_LOST
                : g_str_equal (after, "base-closed") ? EA_BASE_CLOSED : EA_NONE;
  }
  {
    const char *lake = bh_props_lookup (card->props, "effect-lake");
    int box = lake ? bh_game_data_find_space (d->data, lake) : -1;

    m->ev_lake = box >= 0 ? d->spaces[box].lake : -1;
  }
  m->ev_anywhere = g_strcmp0 (bh_props_lookup (card->props, "effect-where"), "anywhere") == 0;
  /* 1: eliminated; 2: the counter mix, eliminated or never in play */
  m->ev_from_eliminated = g_strcmp0 (bh_props_lookup (card->props, "effect-from"), "eliminated") == 0 ? 1
                        : g_strcmp0 (bh_props_lookup (card->props, "effect-from"), "mix") == 0 ? 2 : 0;
  m->ev_or_restore = g_strcmp0 (bh_props_lookup (card->props, "effect-or-restore"), "indian") == 0;
  m->ev_town = strstr (destroy, "town") != NULL;
  m->ev_base = strstr (destroy, "base") != NULL;
  m->ev_target = target ? (gint16) bh_game_data_find_space (d->data, target) : -1;
  m->ev_origin = origin ? (gint16) bh_game_data_find_space (d->data, origin) : -1;
  read_list (d, card, "effect-pieces", m->ev_piece, G_N_ELEMENTS (m->ev_piece), FALSE);
  read_list (d, card, "effect-spaces", m->ev_space, G_N_ELEMENTS (m->ev_space), TRUE);
  read_list (d, card, "effect-origins", m->ev_origins, G_N_ELEMENTS (m->ev_origins), TRUE);
}

/* ---- what the rest of the rules ask ---------------------------------------- */

/* 4.13, 2.17: a destroyed town is a 0 space for the rest of the game. */
int
mad_space_value (const MadCtx *c, int space)
{
  return space < (int) c->d->n_spaces && MAD_BIT (c->x->destroyed, space) ? 0 : c->d->spaces[space].vp;
}

static int
event_fort_at (const MadCtx *c, int space)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].kind == PK_EVENT_FORT && c->pc[p].location == space)
      return p;
  return -1;
}

/* 2.71, 2.74: the printed fort's class, or that of an Event Card Fort. */
int
mad_fort_class (const MadCtx *c, int space)
{
  const MadSpace *s = &c->d->spaces[space];
  int f = event_fort_at (c, space);

  if (s->fort_value > 0 && c->st->turn >= s->fort_from)
    return f >= 0 ? MAX (s->fort_class, c->d->pieces[f].quality[0]) : s->fort_class;
  return f >= 0 ? c->d->pieces[f].quality[0] : s->fort_class;
}

/* 3.51: #9 BROCK AND TECUMSEH works for the rest of the turn it is played. */
gboolean
mad_tecumseh_card (const MadCtx *c)
{
  return c->x->tecumseh_turn != 0 && c->x->tecumseh_turn == c->st->turn;
}

/* A round is rolled (10.21): `who` commands for `side` (10.42), and every
 * leader there fights in the battle. */
void
mad_events_round (MadCtx *c, int side, int who)
{
  if (who >= 0)
    MAD_SET_BIT (c->x->commanded, who);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == c->x->b.space && c->d->pieces[p].kind == PK_LEADER && c->d->pieces[p].side == side)
      MAD_SET_BIT (c->x->in_battle, p);
}

/* A land battle ended (10.6): the leaders of the side that lost it, for the
 * events played "after a battle". */
void
mad_events_battle_over (MadCtx *c, int loser)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (MAD_BIT (c->x->in_battle, p) && c->d->pieces[p].side == loser)
      MAD_SET_BIT (c->x->lost, p);
  memset (c->x->in_battle, 0, sizeof c->x->in_battle);
}

void
mad_events_new_turn (MadCtx *c)
{
  memset (c->x->in_force, 0, sizeof c->x->in_force);
  memset (c->x->commanded, 0, sizeof c->x->commanded);
  memset (c->x->lost, 0, sizeof c->x->lost);
  mad_supply_events_new_turn (c);
  if (c->st->turn > 1 && mad_year (c) != c->d->turns[c->st->turn - 1].year)
    {
      c->x->town_lost[0] = c->x->town_lost[1] = 0;
      memset (c->x->base_closed, 0, sizeof c->x->base_closed);
    }
}

/* WAR WEARINESS: a town of a side's own territory held by the enemy at any
 * moment of the year counts as lost. */
void
mad_events_note_towns (MadCtx *c, const MadCensus *k)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      int owner = c->d->spaces[s].owner;

      if (c->d->spaces[s].town && owner >= 0 && c->d->spaces[s].vp > 0 && !c->x->town_lost[owner] &&
          mad_census_control (c, k, s) == 1 - owner)
        c->x->town_lost[owner] = 1;
    }
}

/* 15.32: a destroyed base is gone for good; an event's NBV may be limited
 * to the bases its card names. */
gboolean
mad_event_base_ok (const MadCtx *c, int space)
{
  const MadPiece *m;
  gboolean named = FALSE, listed = FALSE;

  if (MAD_BIT (c->x->base_gone, space) || MAD_BIT (c->x->base_closed, space))
    return FALSE;
  if (c->x->ev_card == 0 || c->st->pending.kind != D_SHIPYARD)
    return TRUE;
  m = &c->d->pieces[c->x->ev_card - 1];
  /* ARMS RACE: "at any one naval base", the one of the first build or repair */
  if (m->ev_one_base && c->x->ev_base)
    return space == c->x->ev_base - 1;
  if (m->ev_lake >= 0)
    return c->d->spaces[space].base_lake == m->ev_lake;
  for (guint i = 0; i < G_N_ELEMENTS (m->ev_space) && m->ev_space[i] >= 0; i++)
    {
      named = TRUE;
      listed |= m->ev_space[i] == space;
    }
  return !named || listed;
}

static gboolean
unit_matches (const MadPiece *m, int units)
{
  switch (units)
    {
    case EU_REGULAR: return m->regular && !m->indian;
    case EU_MILITIA: return m->militia;
    case EU_INDIAN: return m->indian;
    default: return TRUE;
    }
}

/* Whether `v` is among the first entries of `list` before a -1. */
gboolean
mad_in_list (const gint16 *list, guint n, int v)
{
  for (guint i = 0; i < n && list[i] >= 0; i++)
    if (list[i] == v)
      return TRUE;
  return FALSE;
}

/* The units an event restores: reduced, of its kind, in supply, and in the
 * card's spaces, or its player's own territory, or anywhere. */
gboolean
mad_event_restorable (const MadCtx *c, int p, int side, const guint8 *supplied)
{
  const MadPiece *card = &c->d->pieces[c->x->ev_card - 1];
  const MadPiece *m = &c->d->pieces[p];
  int loc = c->pc[p].location;

  if (m->kind != PK_UNIT || m->side != side || !mad_reduced (c, p) || !mad_on_map (c, p) || !supplied[loc] ||
      !unit_matches (m, card->ev_units))
    return FALSE;
  if (card->ev_space[0] >= 0)
    return mad_in_list (card->ev_space, G_N_ELEMENTS (card->ev_space), loc);
  return card->ev_anywhere || c->d->spaces[loc].owner == side;
}

/* ---- conditions ------------------------------------------------------------ */

/* The land units of `side` ashore at `space`, their combat factors into
 * *cf. */
int
mad_units_of (const MadCtx *c, int space, int side, int *cf)
{
  int n = 0;

  *cf = 0;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].side == side && !c->x->aboard[p])
      {
        n++;
        *cf += mad_strength (c, p);
      }
  return n;
}

/* The cards in force this turn whose effect is `effect`, played against
 * `side`'s pieces: the index of the first from `from`, or -1. */
static int
in_force (const MadCtx *c, int effect, int side, int from)
{
  for (guint i = from; i < G_N_ELEMENTS (c->x->in_force); i++)
    {
      int card = c->x->in_force[i] - 1;

      if (card >= 0 && c->d->pieces[card].effect == effect && c->d->pieces[card].event_side == 1 - side)
        return i;
    }
  return -1;
}

/* Whether an event in force keeps `piece` out of `to` this turn: militia
 * held at home (out of enemy territory, or out of all but the card's
 * spaces), an armistice (no attack on its spaces), a lake box closed to
 * a fleet. */
gboolean
mad_event_forbids (const MadCtx *c, int piece, int to)
{
  const MadPiece *m = &c->d->pieces[piece];
  const MadSpace *sp = &c->d->spaces[to];

  for (int i = 0; (i = in_force (c, EF_HOLD_MILITIA, m->side, i)) >= 0; i++)
    {
      const MadPiece *k = &c->d->pieces[c->x->in_force[i] - 1];

      if (mad_in_list (k->ev_piece, G_N_ELEMENTS (k->ev_piece), piece) &&
          (k->ev_space[0] >= 0 ? !mad_in_list (k->ev_space, G_N_ELEMENTS (k->ev_space), to) : sp->owner == 1 - m->side))
        return TRUE;
    }
  for (int i = 0; (i = in_force (c, EF_ARMISTICE, m->side, i)) >= 0; i++)
    {
      const MadPiece *k = &c->d->pieces[c->x->in_force[i] - 1];
      int cf;

      if (m->kind != PK_SHIP && mad_in_list (k->ev_space, G_N_ELEMENTS (k->ev_space), to) && mad_units_of (c, to, 1 - m->side, &cf) > 0)
        return TRUE;
    }
  if (mad_order_blocks_ship (c, piece, to) || mad_moves_forbid (c, piece, to))
    return TRUE;
  for (int i = 0; (i = in_force (c, EF_NO_BOX, m->side, i)) >= 0; i++)
    if (sp->lake_box && sp->lake == c->d->pieces[c->x->in_force[i] - 1].ev_lake)
      return TRUE;
  return FALSE;
}

/* A leader's command value this turn (8.31-2): higher by the count of an
 * event in force against him. */
int
mad_event_command (const MadCtx *c, int leader)
{
  const MadPiece *m = &c->d->pieces[leader];
  int v = m->command[MIN (c->pc[leader].face, 1)];

  for (int i = 0; (i = in_force (c, EF_COMMAND_UP, m->side, i)) >= 0; i++)
    {
      const MadPiece *k = &c->d->pieces[c->x->in_force[i] - 1];

      if (mad_in_list (k->ev_piece, G_N_ELEMENTS (k->ev_piece), leader))
        v += k->ev_count;
    }
  return v;
}

gboolean
mad_adjacent (const MadCtx *c, int a, int b)
{
  for (int i = 0; i < c->d->spaces[a].n_adj; i++)
    if (c->d->spaces[a].adj[i].to == b)
      return TRUE;
  return FALSE;
}

static gboolean
indians_next (const MadCtx *c, int space, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].kind == PK_UNIT && c->d->pieces[p].indian && c->d->pieces[p].side == side &&
        mad_on_map (c, p) && c->pc[p].location < (int) c->d->n_spaces && mad_adjacent (c, c->pc[p].location, space))
      return TRUE;
  return FALSE;
}

/* The lake of a space named on the card (a box or a lakeside town). */
static int
lake_of (const MadCtx *c, int space)
{
  return space >= 0 ? c->d->spaces[space].lake : -1;
}

static gboolean
ships_on_lake (const MadCtx *c, int lake, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == side && mad_on_map (c, p) &&
        c->pc[p].location < (int) c->d->n_spaces && c->d->spaces[c->pc[p].location].lake == lake)
      return TRUE;
  return FALSE;
}

/* A leader of `side` next to `space` with units of at least `cf` combat
 * factors in his space. */
static gboolean
leader_next (const MadCtx *c, int space, int side, int cf)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location, here;

      if (c->d->pieces[p].kind == PK_LEADER && c->d->pieces[p].side == side && mad_on_map (c, p) &&
          loc < (int) c->d->n_spaces && mad_adjacent (c, loc, space) && mad_units_of (c, loc, side, &here) > 0 && here >= cf)
        return TRUE;
    }
  return FALSE;
}

/* The spaces where the event's enemy garrison may surrender
 * (EF_SURRENDER): the card's target, or those of its spaces that qualify
 * (BEAVER DAMS: the player names one, D_EVENT_SPACE).  Returns their
 * number. */
static int
surrender_spaces (const MadCtx *c, int card, int side, int *out)
{
  const MadPiece *m = &c->d->pieces[card];
  int n = 0;

  for (int i = -1; i < (m->ev_target >= 0 ? 0 : (int) G_N_ELEMENTS (m->ev_space)); i++)
    {
      int s = i < 0 ? m->ev_target : m->ev_space[i], cf;

      if (s >= 0 && m->ev_origin >= 0 && mad_units_of (c, m->ev_origin, side, &cf) == 0)
        return 0;
      if (s < 0 || mad_units_of (c, s, 1 - side, &cf) == 0)
        continue;
      if (m->ev_max_cf > 0 && cf > m->ev_max_cf)
        continue;
      if (m->ev_need == EN_INDIANS_NEXT && !indians_next (c, s, side))
        continue;
      if (m->ev_need == EN_OUT_OF_SUPPLY && mad_in_supply (c, s, 1 - side))
        continue;
      if (m->ev_min_cf > 0 && !leader_next (c, s, side, m->ev_min_cf))
        continue;
      out[n++] = s;
    }
  return n;
}

static int
surrender_space (const MadCtx *c, int card, int side)
{
  int out[G_N_ELEMENTS (c->d->pieces[card].ev_space) + 1];

  return surrender_spaces (c, card, side, out) > 0 ? out[0] : -1;
}

/* SURRENDER OF DETROIT: the spaces next to `space` whose force may march
 * in, a leader of `side` there with units of at least the card's combat
 * factors (the force that made the event playable). */
static int
entering_forces (const MadCtx *c, int card, int side, int space, int *out)
{
  int n = 0, cf = c->d->pieces[card].ev_min_cf;

  if (cf <= 0)
    return 0;
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      int here;

      if (!mad_adjacent (c, s, space) || mad_units_of (c, s, side, &here) == 0 || here < cf)
        continue;
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].kind == PK_LEADER && c->d->pieces[p].side == side && c->pc[p].location == (int) s)
          {
            out[n++] = s;
            break;
          }
    }
  return n;
}

/* Whether the card's condition (`effect-need`) holds for `side`. */
static gboolean
need_holds (const MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];
  int s0 = m->ev_space[0], cf;

  switch (m->ev_need)
    {
    case EN_COMMANDED:
      return m->ev_piece[0] >= 0 && MAD_BIT (c->x->commanded, m->ev_piece[0]);
    case EN_LOST:
      return m->ev_piece[0] >= 0 && MAD_BIT (c->x->lost, m->ev_piece[0]);
    case EN_UNIT_AT:
    case EN_OCCUPY:
      for (guint i = 0; i < G_N_ELEMENTS (m->ev_space) && m->ev_space[i] >= 0; i++)
        if (mad_units_of (c, m->ev_space[i], side, &cf) > 0)
          return TRUE;
      return FALSE;
    case EN_CONTROL:
      for (guint i = 0; i < G_N_ELEMENTS (m->ev_space) && m->ev_space[i] >= 0; i++)
        if (mad_control (c, m->ev_space[i]) == side)
          return TRUE;
      return FALSE;
    case EN_ON_LAKE:
      return TRUE;  /* the pieces' own test below */
    case EN_ENEMY_ON_LAKE:
      /* the player's own ships are on the lake of the card's space */
      return ships_on_lake (c, lake_of (c, s0), side);
    case EN_LAKE_NOT_ENEMY:
      return mad_lake_holder (c, lake_of (c, s0)) != 1 - side;
    case EN_LAKE_CONTROL:
      /* 11.41: the side with undamaged ships in the lake's box */
      return m->ev_lake >= 0 && mad_lake_holder (c, m->ev_lake) == side;
    default:
      return TRUE;
    }
}

/* The pieces an event would act on, in the card's order. */
static int
event_pieces (const MadCtx *c, int card, int side, int *out)
{
  const MadPiece *m = &c->d->pieces[card];
  int n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (m->ev_piece) && m->ev_piece[i] >= 0; i++)
    {
      int p = m->ev_piece[i], loc = c->pc[p].location;
      const MadPiece *pm = &c->d->pieces[p];
      gboolean ok = FALSE;

      switch (m->effect)
        {
        case EF_FLIP_LEADER:
          ok = mad_on_map (c, p) && c->pc[p].face == 0;
          break;
        case EF_REMOVE_LEADER:
        case EF_TECUMSEH:
        case EF_COMMAND_UP:
          ok = mad_on_map (c, p);
          break;
        case EF_FORT:
          ok = loc == BH_OFFBOARD;
          break;
        case EF_PLACE:
          /* Not yet on the map: never arrived, due later (ev_due: due on
           * that turn), or (ev_from_eliminated) eliminated. */
          if (m->ev_from_eliminated == 1)
            ok = loc == c->d->eliminated;
          else if (m->ev_from_eliminated == 2)
            ok = loc == c->d->eliminated || (loc == BH_OFFBOARD && c->x->arrive[p] == 0);
          else
            ok = loc == BH_OFFBOARD && !(c->x->arrive[p] & MAD_ARRIVE_BLOCKED_LEADER) &&
                 (m->ev_due == 0 || (c->x->arrive[p] & MAD_ARRIVE_TURN) == m->ev_due);
          break;
        case EF_SINK:
          /* where: the card's target town or its lake's box; else its
           * spaces, or any space of their lake (EN_ON_LAKE) */
          ok = pm->side == 1 - side && mad_on_map (c, p) && loc < (int) c->d->n_spaces;
          if (ok && m->ev_target >= 0)
            ok = loc == m->ev_target || (c->d->spaces[loc].lake_box && c->d->spaces[loc].lake == m->ev_lake);
          else if (ok)
            ok = m->ev_space[0] < 0 || mad_in_list (m->ev_space, G_N_ELEMENTS (m->ev_space), loc) ||
                 (m->ev_need == EN_ON_LAKE && c->d->spaces[loc].lake == lake_of (c, m->ev_space[0]));
          break;
        case EF_DESTROY:
          /* a ship under construction at the base: still on the chart */
          ok = loc == c->d->ships_box[pm->side];
          break;
        default:
          ok = TRUE;
          break;
        }
      if (ok)
        out[n++] = p;
    }
  /* TECUMSEH'S CONFEDERACY: "or restore any one Indian unit on the map",
   * a branch open until a piece of the other has come on. */
  if (m->effect == EF_PLACE && m->ev_or_restore && (c->x->ev_card != card + 1 || c->x->ev_taken == 0))
    for (guint p = 0; p < c->d->n_pieces && n < (int) G_N_ELEMENTS (m->ev_piece); p++)
      if (c->d->pieces[p].indian && c->d->pieces[p].side == side && mad_on_map (c, p) &&
          c->pc[p].location < (int) c->d->n_spaces && c->pc[p].face == 1)
        out[n++] = p;
  return n;
}

/* The card's spaces where pieces may be placed: not controlled by the
 * enemy, without enemy units. */
static int
place_spaces (const MadCtx *c, int card, int side, int *out)
{
  const MadPiece *m = &c->d->pieces[card];
  int cf, n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (m->ev_space) && m->ev_space[i] >= 0; i++)
    if (mad_control (c, m->ev_space[i]) != 1 - side && mad_units_of (c, m->ev_space[i], 1 - side, &cf) == 0)
      out[n++] = m->ev_space[i];
  return n;
}

/* The first of them (3.64: "or at Burlington if Grand River is
 * enemy-controlled"), or -1. */
static int
place_space (const MadCtx *c, int card, int side)
{
  int out[G_N_ELEMENTS (c->d->pieces[card].ev_space)];

  return place_spaces (c, card, side, out) > 0 ? out[0] : -1;
}

/* The enemy units INDIAN RAIDS reduces: alone in a forest space of value 1
 * or less next to one of the player's Indian units. */
static gboolean
raided (const MadCtx *c, int p, int side)
{
  const MadPiece *m = &c->d->pieces[p];
  int loc = c->pc[p].location, cf;

  if (m->kind != PK_UNIT || m->side != 1 - side || !mad_on_map (c, p) || loc >= (int) c->d->n_spaces || c->x->aboard[p])
    return FALSE;
  return c->d->spaces[loc].forest && mad_space_value (c, loc) <= 1 && mad_units_of (c, loc, 1 - side, &cf) == 1 &&
         indians_next (c, loc, side);
}

/* Whether the event would do anything now (8.31-1: an event is played for
 * its effect; one that can do nothing is not offered). */
gboolean
mad_event_possible (const MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];
  int pieces[G_N_ELEMENTS (m->ev_piece)];
  guint8 supplied[MAD_MAX_LOCATIONS];

  if (!need_holds (c, card, side))
    return FALSE;
  switch (m->effect)
    {
    case EF_VP: case EF_TREATY: case EF_NEW_ORLEANS:
      return TRUE;
    case EF_SINK:
      /* BOARDING PARTY: not while the enemy controls the lake (11.41). */
      if (m->ev_target >= 0 && m->ev_lake >= 0 && mad_lake_holder (c, m->ev_lake) == 1 - side)
        return FALSE;
      return event_pieces (c, card, side, pieces) > 0;
    case EF_FLIP_LEADER: case EF_REMOVE_LEADER: case EF_TECUMSEH:
      return event_pieces (c, card, side, pieces) > 0;
    case EF_FORT:
      return event_pieces (c, card, side, pieces) > 0 && mad_control (c, m->ev_space[0]) != 1 - side;
    case EF_PLACE:
      return (event_pieces (c, card, side, pieces) > 0 && place_space (c, card, side) >= 0) ||
             (m->ev_nbv > 0 && mad_shipyard_work (c, side, 2 * m->ev_nbv));
    case EF_RESTORE:
      {
        MadCtx k = *c;
        MadExtra x = *c->x;

        x.ev_card = card + 1;
        k.x = &x;
        mad_supply_map (c, side, supplied);
        for (guint p = 0; p < c->d->n_pieces; p++)
          if (mad_event_restorable (&k, p, side, supplied))
            return TRUE;
        return FALSE;
      }
    case EF_NBV:
      return mad_shipyard_work (c, side, 2 * m->ev_nbv);
    case EF_DESTROY:
      return m->ev_target >= 0 && !(m->ev_town && MAD_BIT (c->x->destroyed, m->ev_target)) &&
             !(m->ev_base && !m->ev_town && MAD_BIT (c->x->base_gone, m->ev_target));
    case EF_REDUCE:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (raided (c, p, side))
          return TRUE;
      return FALSE;
    case EF_DISCARD: case EF_HOLD_MILITIA: case EF_ARMISTICE: case EF_NO_BOX:
      return TRUE;
    case EF_COMMAND_UP:
      return event_pieces (c, card, side, pieces) > 0;
    case EF_FORCED_MARCH:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].kind == PK_LEADER && c->d->pieces[p].side == side && mad_on_map (c, p) &&
            c->pc[p].location < (int) c->d->n_spaces && c->d->spaces[c->pc[p].location].town &&
            mad_event_command (c, p) <= m->ops)
          return TRUE;
      return FALSE;
    case EF_VP_IF:
      if (c->x->town_lost[side])
        return FALSE;
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (c->d->spaces[s].town && c->d->spaces[s].owner == side && c->d->spaces[s].vp > 0 && mad_control (c, s) == 1 - side)
          return FALSE;
      return TRUE;
    case EF_SURRENDER:
      return surrender_space (c, card, side) >= 0;
    case EF_REPAIR_SAIL: case EF_WINTER_QUARTERS: case EF_GUNBOATS:
      return mad_moves_possible (c, card, side);
    case EF_SUPPLY_OUT: case EF_SUPPLY_IN:
      return mad_supply_event_possible (c, card, side);
    default:
      return mad_order_possible (c, card, side);
    }
}

/* ---- effects --------------------------------------------------------------- */

static void
reconstructed_note (MadCtx *c, int card)
{
  const BhUnitType *type = bh_game_data_get_unit_type (c->self->data, c->d->pieces[card].type);
  int deck = type ? type->deck : -1;

  if (deck < 0)
    return;
  for (guint i = 0; i < bh_game_data_get_deck (c->self->data, deck)->cards->len; i++)
    {
      const BhCard *k = g_ptr_array_index (bh_game_data_get_deck (c->self->data, deck)->cards, i);

      if (k->unit_type == c->d->pieces[card].type && g_strcmp0 (k->prov.source, "reconstructed") == 0)
        mad_note (c, "8.31", _("The card's event is reconstructed (not in the rule book): %s"), k->text ? k->text : "");
    }
}

static void
score (MadCtx *c, int card, int side)
{
  int vp = c->d->pieces[card].vp;

  if (vp == 0)
    return;
  c->x->event_vp += side == MAD_US ? vp : -vp;
  mad_note (c, "4.17", _("The %s player scores %d VP for the event"), mad_side (c, side), vp);
  mad_move (c, card, c->d->vp_cards);
}

static void
place_marker (MadCtx *c, int space)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].kind == PK_MARKER && c->pc[p].location == BH_OFFBOARD &&
        g_str_has_prefix (bh_game_data_get_unit_type (c->self->data, c->d->pieces[p].type)->id, "destroyed"))
      {
        mad_move (c, p, space);
        return;
      }
}

/* The event's player chooses the units it restores or the ships its NBV
 * builds, as with a card played for those uses (8.31-4, 8.31-5). */
static gboolean
follow_up (MadCtx *c, int card, int side, int decision)
{
  const MadPiece *m = &c->d->pieces[card];

  c->x->ev_card = card + 1;
  c->x->card = card;
  c->x->ops = decision == D_RESTORE ? m->ev_count : m->ev_nbv;
  c->x->act_count = 0;
  c->x->ev_base = 0;
  if (decision == D_RESTORE)
    mad_note (c, "8.31", _("The event restores up to %d units"), m->ev_count);
  else
    mad_note (c, "15.12", _("The event builds or repairs ships with an NBV of %d"), m->ev_nbv);
  mad_decide (c, side, decision);
  return FALSE;
}

/* The event's pieces a player may choose between: the first of each unit
 * type (pieces of one type are alike). */
static int
event_choices (const MadCtx *c, int card, int side, int *out)
{
  int all[G_N_ELEMENTS (c->d->pieces[card].ev_piece)];
  int n = event_pieces (c, card, side, all), k = 0;

  for (int i = 0; i < n; i++)
    {
      gboolean seen = FALSE;

      for (int j = 0; j < k && !seen; j++)
        seen = c->d->pieces[out[j]].type == c->d->pieces[all[i]].type;
      if (!seen)
        out[k++] = all[i];
    }
  return k;
}

/* EF_PLACE: one piece comes onto the map at the space chosen; EF_SINK: one
 * piece is removed from the game. */
static void
take_piece (MadCtx *c, int card, int p)
{
  if (c->d->pieces[card].effect == EF_PLACE && mad_on_map (c, p) && c->pc[p].location < (int) c->d->n_spaces)
    {
      /* the other branch: the card's whole effect (TECUMSEH'S CONFEDERACY) */
      c->pc[p].face = 0;
      mad_note (c, "8.31", _("%s is restored"), mad_name (c, p));
      c->x->ev_taken = c->d->pieces[card].ev_count;
      return;
    }
  if (c->d->pieces[card].effect == EF_PLACE)
    {
      c->pc[p].face = 0;
      c->x->arrive[p] = 0;
      mad_move (c, p, c->x->ev_at);
      mad_note (c, "3.64", _("%s comes onto the map at %s"), mad_name (c, p), mad_loc (c, c->x->ev_at));
    }
  else
    {
      mad_note (c, "8.31", _("%s is removed from the game"), mad_name (c, p));
      mad_move (c, p, c->d->removed);
    }
  c->x->ev_taken++;
}

/* Takes the card's pieces up to its count, without asking while no choice
 * is left: all of them when they are no more than the count, one at a time
 * when they are all alike.  FALSE when the player must name the next one
 * (D_EVENT_PIECE: the card names more pieces than it takes, INDIAN COUNCIL,
 * PENINSULAR VETERANS, TIGRESS AND SCORPION TAKEN, BOARDING PARTY, MILITIA
 * MUSTERED). */
static gboolean
take_pieces (MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];

  for (;;)
    {
      int pieces[G_N_ELEMENTS (m->ev_piece)], kinds[G_N_ELEMENTS (m->ev_piece)];
      int n = event_pieces (c, card, side, pieces), k = event_choices (c, card, side, kinds);
      int left = m->ev_count - c->x->ev_taken;

      gboolean branches = FALSE;

      if (left <= 0 || n == 0 || (m->effect == EF_PLACE && c->x->ev_at < 0))
        return TRUE;
      /* a piece on the map is the other branch (ev_or_restore): a choice */
      for (int i = 0; i < n && m->effect == EF_PLACE; i++)
        branches |= mad_on_map (c, pieces[i]) && c->pc[pieces[i]].location < (int) c->d->n_spaces;
      if ((n > left || branches) && k > 1)
        return FALSE;
      take_piece (c, card, pieces[0]);
    }
}

void
mad_list_event_pieces (MadCtx *c)
{
  int card = c->x->ev_card - 1;
  int kinds[G_N_ELEMENTS (c->d->pieces[card].ev_piece)];
  int k = event_choices (c, card, c->st->pending.side, kinds);

  for (int i = 0; i < k; i++)
    mad_add (c, A_TAKE, 1, kinds[i], 0);
}

/* The pieces are taken: a placing event's NBV follows (CHAUNCEY TAKES
 * COMMAND), else the card play is over. */
static void
pieces_done (MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];

  if (m->effect == EF_PLACE && m->ev_nbv > 0 && mad_shipyard_work (c, side, 2 * m->ev_nbv))
    {
      follow_up (c, card, side, D_SHIPYARD);
      return;
    }
  c->x->ev_card = 0;
  mad_decide (c, side, D_NONE);
  score (c, card, side);
  mad_after_play (c);
}

/* Begins taking the card's pieces; FALSE when the player names them. */
static gboolean
begin_pieces (MadCtx *c, int card, int side, int at)
{
  c->x->ev_at = (gint16) at;
  c->x->ev_taken = 0;
  if (take_pieces (c, card, side))
    return TRUE;
  c->x->ev_card = (gint16) (card + 1);
  mad_decide (c, side, D_EVENT_PIECE);
  return FALSE;
}

void
mad_apply_event_piece (MadCtx *c, const BhAction *a)
{
  int card = c->x->ev_card - 1, side = c->st->pending.side;

  take_piece (c, card, a->args[0]);
  if (take_pieces (c, card, side))
    pieces_done (c, card, side);
}

/* The enemy garrison at `s` surrenders (EF_SURRENDER) and the event
 * scores; the player's units at the card's origin march in (FORT
 * MACKINAC); where the card says the force "may" enter (SURRENDER OF
 * DETROIT) the player names it or stays (D_EVENT_SPACE, `choose SPACE` or
 * `done`).  TRUE when the card play is over. */
static gboolean
surrender_at (MadCtx *c, int card, int side, int s)
{
  const MadPiece *m = &c->d->pieces[card];
  int forces[MAD_MAX_LOCATIONS];

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == s && c->d->pieces[p].side == 1 - side &&
        (c->d->pieces[p].kind == PK_UNIT || c->d->pieces[p].kind == PK_LEADER))
      {
        mad_note (c, "8.31", _("%s surrenders at %s"), mad_name (c, p), mad_loc (c, s));
        c->pc[p].flags = 0;
        mad_move (c, p, c->d->pieces[p].kind == PK_UNIT ? c->d->eliminated : c->d->removed);
      }
  /* The player's units in the card's origin march in. */
  for (guint p = 0; m->ev_origin >= 0 && p < c->d->n_pieces; p++)
    if (c->pc[p].location == m->ev_origin && c->d->pieces[p].side == side && c->d->pieces[p].kind == PK_UNIT)
      {
        mad_note (c, "8.31", _("%s enters %s"), mad_name (c, p), mad_loc (c, s));
        mad_move (c, p, s);
      }
  score (c, card, side);
  if (s >= 0 && m->ev_origin < 0 && entering_forces (c, card, side, s, forces) > 0)
    {
      c->x->ev_card = (gint16) (card + 1);
      c->x->ev_at = (gint16) s;
      mad_decide (c, side, D_EVENT_SPACE);
      return FALSE;
    }
  return TRUE;
}

/* SURRENDER OF DETROIT: the force at `from` (its leaders and units)
 * enters the surrendered space. */
static void
force_enters (MadCtx *c, int side, int from, int space)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == from && c->d->pieces[p].side == side &&
        (c->d->pieces[p].kind == PK_UNIT || c->d->pieces[p].kind == PK_LEADER))
      {
        mad_note (c, "8.31", _("%s enters %s"), mad_name (c, p), mad_loc (c, space));
        mad_move (c, p, space);
      }
}

/* Whether the event in play waits for its force to enter or stay. */
gboolean
mad_event_entering (const MadCtx *c)
{
  int card = c->x->ev_card - 1;

  return card >= 0 && c->d->pieces[card].effect == EF_SURRENDER && c->x->ev_at >= 0;
}

/* D_EVENT_SPACE: the spaces the event in play may work on, the player
 * naming one (HULL'S PROCLAMATION, the placing events, the supply events). */
static int
event_spaces (const MadCtx *c, int card, int side, int *out)
{
  switch (c->d->pieces[card].effect)
    {
    case EF_SURRENDER:
      if (c->x->ev_at >= 0)
        return entering_forces (c, card, side, c->x->ev_at, out);
      return surrender_spaces (c, card, side, out);
    case EF_DESERT: return mad_order_desert_spaces (c, card, side, out);
    case EF_PLACE: return place_spaces (c, card, side, out);
    default: return mad_supply_event_spaces (c, card, side, out);
    }
}

void
mad_list_event_space (MadCtx *c)
{
  int out[MAD_MAX_LOCATIONS];
  int n = event_spaces (c, c->x->ev_card - 1, c->st->pending.side, out);

  for (int i = 0; i < n; i++)
    mad_add (c, A_CHOOSE, 1, out[i], 0);
  /* SURRENDER OF DETROIT: the force "may" enter; it may stay. */
  if (mad_event_entering (c))
    mad_add (c, A_DONE, 0, 0, 0);
}

void
mad_apply_event_space (MadCtx *c, const BhAction *a)
{
  int card = c->x->ev_card - 1, side = c->st->pending.side;

  switch (c->d->pieces[card].effect)
    {
    case EF_SURRENDER:
      if (mad_event_entering (c))
        force_enters (c, side, a->args[0], c->x->ev_at);
      else if (!surrender_at (c, card, side, a->args[0]))
        return;
      c->x->ev_card = 0;
      c->x->ev_at = -1;
      mad_decide (c, side, D_NONE);
      mad_after_play (c);
      return;
    case EF_DESERT: mad_order_desert_at (c, card, side, a->args[0]); break;
    case EF_PLACE:
      if (begin_pieces (c, card, side, a->args[0]))
        pieces_done (c, card, side);
      return;
    default: mad_supply_event_at (c, card, side, a->args[0]); break;
    }
  c->x->ev_card = 0;
  mad_decide (c, side, D_NONE);
  score (c, card, side);
  mad_after_play (c);
}

/* Plays the event of `card` for `side`; TRUE when the card play is over,
 * FALSE when a decision follows (the units restored, the ships built). */
gboolean
mad_play_event (MadCtx *c, int card, int side)
{
  const MadPiece *m = &c->d->pieces[card];
  int pieces[G_N_ELEMENTS (m->ev_piece)];
  int n = event_pieces (c, card, side, pieces);

  reconstructed_note (c, card);
  switch (m->effect)
    {
    case EF_FLIP_LEADER:
      for (int i = 0; i < n; i++)
        {
          g_autofree char *was = g_strdup (mad_name (c, pieces[i]));

          c->pc[pieces[i]].face = 1;
          mad_note (c, "3.41", _("%s is killed: %s takes his place"), was, mad_name (c, pieces[i]));
        }
      break;
    case EF_REMOVE_LEADER:
      for (int i = 0; i < n; i++)
        {
          mad_note (c, "8.31", _("%s is killed and removed from the game"), mad_name (c, pieces[i]));
          c->pc[pieces[i]].flags = 0;
          mad_move (c, pieces[i], c->d->removed);
        }
      break;
    case EF_TECUMSEH:
      c->x->tecumseh_turn = (gint8) c->st->turn;
      /* The card's other clause (Brock taking Tecumseh and all his
       * Indians along) is 8.44's general rule. */
      mad_note (c, "3.51", _("For the rest of the turn Tecumseh keeps his combat rating beside another British leader"));
      break;
    case EF_FORT:
      mad_move (c, pieces[0], m->ev_space[0]);
      mad_note (c, "2.74", _("%s is built at %s: fort value %d, class %c, winter quartering +4"), mad_name (c, pieces[0]),
                mad_loc (c, m->ev_space[0]), c->d->pieces[pieces[0]].strength[0], "CCBA"[CLAMP (c->d->pieces[pieces[0]].quality[0], 0, 3)]);
      break;
    case EF_PLACE:
      {
        int spaces[G_N_ELEMENTS (m->ev_space)];

        /* the player names the space where the card offers several */
        if (m->ev_space_choice && n > 0 && place_spaces (c, card, side, spaces) > 1)
          {
            c->x->ev_card = (gint16) (card + 1);
            mad_decide (c, side, D_EVENT_SPACE);
            return FALSE;
          }
        if (!begin_pieces (c, card, side, place_space (c, card, side)))
          return FALSE;
        if (m->ev_nbv > 0 && mad_shipyard_work (c, side, 2 * m->ev_nbv))
          return follow_up (c, card, side, D_SHIPYARD);
        break;
      }
    case EF_FORCED_MARCH:
      /* 8.31-2 with the card's OPV: a leader, his force's MP higher. */
      c->x->ev_card = card + 1;
      c->x->card = card;
      c->x->ops = m->ops;
      c->x->mf_bonus = m->ev_count;
      mad_begin_moves (c, side);
      mad_note (c, "8.31", _("The event activates one leader; he and his units have %d MP more this card play"), m->ev_count);
      mad_decide (c, side, D_ACTIVATE);
      return FALSE;
    case EF_RESTORE:
    case EF_NBV:
      return follow_up (c, card, side, m->effect == EF_RESTORE ? D_RESTORE : D_SHIPYARD);
    case EF_DESTROY:
      if (m->ev_town && !MAD_BIT (c->x->destroyed, m->ev_target))
        {
          MAD_SET_BIT (c->x->destroyed, m->ev_target);
          place_marker (c, m->ev_target);
          mad_note (c, "4.13", _("%s is destroyed: a 0 VP space for the rest of the game"), mad_loc (c, m->ev_target));
        }
      if (m->ev_base && c->d->spaces[m->ev_target].base_side >= 0 && !MAD_BIT (c->x->base_gone, m->ev_target))
        {
          MAD_SET_BIT (c->x->base_gone, m->ev_target);
          mad_note (c, "15.32", _("The naval base at %s is destroyed for good"), mad_loc (c, m->ev_target));
        }
      for (int i = 0; i < n; i++)
        {
          mad_note (c, "15.32", _("%s, under construction, is lost"), mad_name (c, pieces[i]));
          mad_move (c, pieces[i], c->d->removed);
        }
      break;
    case EF_SINK:
      if (!begin_pieces (c, card, side, -1))
        return FALSE;
      break;
    case EF_REDUCE:
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (raided (c, p, side))
          mad_step_loss (c, p, "8.31");
      break;
    case EF_DISCARD:
      {
        int left = mad_hand_count (c, 1 - side);

        if (left > 0)
          {
            int k = bh_state_roll (c->st, left) - 1;

            for (guint p = 0; p < c->d->n_pieces; p++)
              if (c->pc[p].location == c->d->hand[1 - side] && k-- == 0)
                {
                  mad_discard (c, p);
                  mad_note (c, "8.31", _("The %s player discards %s at random"), mad_side (c, 1 - side), mad_name (c, p));
                  break;
                }
          }
        break;
      }
    case EF_HOLD_MILITIA: case EF_ARMISTICE: case EF_NO_BOX: case EF_COMMAND_UP:
      for (guint i = 0; i < G_N_ELEMENTS (c->x->in_force); i++)
        if (c->x->in_force[i] == 0)
          {
            c->x->in_force[i] = card + 1;
            break;
          }
      mad_note (c, "8.31", _("The event works until the end of the turn"));
      break;
    case EF_SURRENDER:
      {
        int spaces[G_N_ELEMENTS (m->ev_space) + 1];

        /* BEAVER DAMS: the player names the force when several qualify. */
        if (surrender_spaces (c, card, side, spaces) > 1)
          {
            c->x->ev_card = (gint16) (card + 1);
            c->x->ev_at = -1;
            mad_decide (c, side, D_EVENT_SPACE);
            return FALSE;
          }
        return surrender_at (c, card, side, surrender_space (c, card, side));
      }
    case EF_REPAIR_SAIL: case EF_WINTER_QUARTERS: case EF_GUNBOATS:
      if (!mad_moves_play (c, card, side))
        return FALSE;
      break;
    case EF_SUPPLY_OUT: case EF_SUPPLY_IN:
      if (!mad_supply_event_play (c, card, side))
        return FALSE;
      break;
    default:
      if (!mad_order_play (c, card, side))
        return FALSE;
      break;
    }
  score (c, card, side);
  return TRUE;
}
