/* bh-geronimo-random.c — the optional Additional Random Events (12.1):
 * in a Round whose Shaman Card was No Event or Ignored, a player may roll
 * once a Turn (in solitaire once for each side, 12.11) on the Random Event
 * Table (data: tables.xml `random-events`) before his Operation; the event
 * is then played, played for nothing or discarded, which ends his Round
 * (12.13).  Gunrunners, Stronghold, Lines Cut, Fort Siege, Horse Killers
 * and Hostages are marks and flags the battle and Column rules read; the
 * Buffalo Hunter Campaign bars Skulls from its Area; the Sand Creek
 * Massacre is carried out here. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

static const char *
event_id (const GerCtx *c, int e)
{
  return c->d->random_event[CLAMP (e, 0, 9)];
}

static gboolean
ev (const GerCtx *c, int e, const char *id)
{
  return g_strcmp0 (event_id (c, e), id) == 0;
}

/* The event's name for the log and the decision bar. */
const char *
ger_random_name (const GerCtx *c, int e)
{
  static const struct { const char *id, *name; } names[] = {
    /* Translators: Geronimo: Random Events (12.13) */
    { "gunrunners", N_("Gunrunners") },
    { "buffalo-hunter-campaign", N_("Buffalo Hunter Campaign") },
    { "telegraph-lines-cut", N_("Telegraph Lines Cut") },
    { "siege", N_("Siege") },
    { "stronghold", N_("Stronghold") },
    { "sand-creek-massacre", N_("Sand Creek Massacre") },
    { "horse-killers", N_("Horse Killers") },
    { "hostages", N_("Hostages") },
  };

  for (guint k = 0; k < G_N_ELEMENTS (names); k++)
    if (ev (c, e, names[k].id))
      return _(names[k].name);
  return event_id (c, e);
}

static int
rolled_bit (const GerCtx *c)
{
  return ger_solo (c) ? (ger_round_side (c) == GER_US ? 1 : 2) : 1 << (c->st->pending.side + 2);
}

/* The roll open in this Operations Segment (12.1, 12.11, 12.12). */
void
ger_list_random_roll (GerCtx *c)
{
  if (c->x->random_events && c->x->random_may && !(c->x->random_rolled & rolled_bit (c)))
    ger_push (c, A_RANDOM_ROLL, 0, 0, 0);
}

static int
marker_piece (const GerCtx *c, const char *type)
{
  int ut = bh_game_data_find_unit_type (c->data, type);

  for (guint p = 0; p < c->d->n_pieces && ut >= 0; p++)
    if (bh_game_data_get_piece_type (c->data, p) == ut && c->pc[p].location == BH_OFFBOARD)
      return p;
  return -1;
}

static gboolean
own_force_in (const GerCtx *c, int seat, int l, gboolean unfinished_wp_only)
{
  for (guint v = 0; v < c->d->n_villages; v++)
    {
      if (ger_village_controller (c, v) != seat)
        continue;
      if (unfinished_wp_only)
        {
          if (ger_wp_out (c, v) && ger_wp_area (c, v) == l && c->pc[c->d->villages[v].marker].face == 0)
            return TRUE;
          continue;
        }
      if ((ger_village_on_map (c, v) && ger_village_area (c, v) == l) || (ger_wp_out (c, v) && ger_wp_area (c, v) == l))
        return TRUE;
    }
  return FALSE;
}

/* The targets of event e for `seat`: Villages as their markers, Areas. */
static int
random_targets (GerCtx *c, int e)
{
  int seat = c->st->pending.side, n = 0;

  if (ev (c, e, "gunrunners") || ev (c, e, "stronghold"))
    {
      for (guint v = 0; v < c->d->n_villages; v++)
        if (ger_village_controller (c, v) == seat && ger_village_on_map (c, v))
          {
            n++;
            ger_push (c, A_EVENT_PIECE, 1, c->d->villages[v].marker, 0);
          }
    }
  else if (ev (c, e, "buffalo-hunter-campaign") || ev (c, e, "telegraph-lines-cut") || ev (c, e, "siege"))
    {
      for (guint a = 0; a < c->d->n_areas; a++)
        {
          int l = c->d->areas[a].location;

          if (ev (c, e, "buffalo-hunter-campaign") && !c->d->areas[a].buffalo)
            continue;
          if (own_force_in (c, seat, l, ev (c, e, "siege")))
            {
              n++;
              ger_push (c, A_EVENT_AREA, 1, l, 0);
            }
        }
    }
  else if (ev (c, e, "horse-killers") || ev (c, e, "hostages"))
    {
      n++;
      ger_push (c, A_RANDOM_PLAY, 0, 0, 0);
    }
  return n;
}

static int
cards_in_deck (const GerCtx *c)
{
  int m = 0;

  for (guint t = 0; t < c->d->n_tribes; t++)
    m += c->pc[c->d->tribes[t].card].location == c->d->tribal_deck;
  return m;
}

/* The Indian players, fewest VPs first (seat order among equals), into
 * `order`; returns how many (none in solitaire). */
static int
sand_creek_order (const GerCtx *c, int *order)
{
  int k = 0;

  for (int s = 0; s < c->x->n_players; s++)
    if (c->x->n_players > 1 && s != c->x->us_seat)
      order[k++] = s;
  for (int i = 1; i < k; i++)
    for (int j = i; j > 0 && ger_vp (c, order[j]) < ger_vp (c, order[j - 1]); j--)
      {
        int tmp = order[j];

        order[j] = order[j - 1];
        order[j - 1] = tmp;
      }
  return k;
}

/* 12.13: the next Indian player, in order, "may" draw: his decision; when
 * all have been asked (or the deck is empty) the roller's Operation
 * follows. */
static void
ask_next (GerCtx *c, int roller)
{
  int order[GER_MAX_SEATS], k = sand_creek_order (c, order);

  if (c->x->sand_creek_asked < k && cards_in_deck (c) > 0)
    ger_decide (c, order[c->x->sand_creek_asked], D_SAND_CREEK, roller);
  else
    ger_decide (c, roller, D_OPERATION, 0);
}

void
ger_list_sand_creek (GerCtx *c)
{
  ger_push (c, A_SAND_CREEK_DRAW, 0, 0, 0);
  ger_push (c, A_SAND_CREEK_PASS, 0, 0, 0);
}

/* A random card of the Inactive deck into the player's hand, shown to him
 * alone; or none, as he chooses. */
void
ger_apply_sand_creek (GerCtx *c, const BhAction *a)
{
  const GerData *d = c->d;
  int seat = c->st->pending.side, roller = c->st->pending.args[0];
  g_autofree char *who = ger_seat_name (c, seat);

  if (a->kind == A_SAND_CREEK_DRAW)
    {
      int pick = bh_state_random (c->st, cards_in_deck (c)), card = -1;

      for (guint t = 0; t < d->n_tribes && card < 0; t++)
        if (c->pc[d->tribes[t].card].location == d->tribal_deck && pick-- == 0)
          card = d->tribes[t].card;
      bh_state_move_piece (c->st, card, d->hand_tribal[seat]);
      bh_state_reveal (c->st, card, 1u << seat);
      /* Translators: Geronimo: a player draws a Tribal Card after Sand Creek */
      ger_note (c, "12.13", _("%s draws a Tribal Card"), who);
    }
  else
    /* Translators: Geronimo: a player declines the Tribal Card Sand Creek offers */
    ger_note (c, "12.13", _("%s draws no Tribal Card"), who);
  c->x->sand_creek_asked++;
  ask_next (c, roller);
}

/* 12.13 Sand Creek: a random Inactive Tribe (one random Village of it) is
 * Extinct, no VPs; each Indian, fewest VPs first, may draw a random Tribal
 * Card from the deck (a decision each, D_SAND_CREEK); the Area may not
 * become a State this Turn; once a game. */
static void
sand_creek (GerCtx *c)
{
  const GerData *d = c->d;
  GerExtra *x = c->x;
  int n = cards_in_deck (c), pick, tribe = -1, v = -1;

  x->sand_creek_done = 1;
  if (n == 0)
    {
      ger_note (c, "12.13", _("No Inactive Tribe: the Sand Creek Massacre has no victim"));
      return;
    }
  pick = bh_state_random (c->st, n);
  for (guint t = 0; t < d->n_tribes && tribe < 0; t++)
    if (c->pc[d->tribes[t].card].location == d->tribal_deck && pick-- == 0)
      tribe = t;
  {
    int alive[3], m = 0;

    for (int i = 0; i < d->tribes[tribe].n_villages; i++)
      if (ger_village_on_map (c, d->tribes[tribe].villages[i]))
        alive[m++] = d->tribes[tribe].villages[i];
    if (m > 0)
      v = alive[bh_state_random (c->st, m)];
  }
  if (v >= 0)
    {
      const GerVillage *gv = &d->villages[v];
      int l = ger_village_area (c, v);

      for (int p = gv->bp_first; p < gv->bp_first + gv->bp_count; p++)
        if (c->pc[p].location == l)
          bh_state_move_piece (c->st, p, BH_OFFBOARD);
      bh_state_move_piece (c->st, gv->marker, d->extinct);
      if (d->area_of_space[l] >= 0)
        x->sand_creek_area = d->area_of_space[l] + 1;
      /* Translators: Geronimo: the Village wiped out at Sand Creek and its Area */
      ger_note (c, "12.13", _("The Sand Creek Massacre: %s in %s is Extinct; that Area may not become a State this Turn"),
                ger_village_name (c, v), ger_loc_name (c, l));
      {
        gboolean any = FALSE;

        for (int i = 0; i < d->tribes[tribe].n_villages; i++)
          any |= ger_village_on_map (c, d->tribes[tribe].villages[i]);
        if (!any)
          bh_state_move_piece (c->st, d->tribes[tribe].card, d->extinct);
      }
    }
  x->sand_creek_asked = 0;
  ask_next (c, c->st->pending.side);
}

/* The roll (12.1): the event's side may have to Ignore it (12.13). */
static void
roll (GerCtx *c)
{
  int dr = ger_roll (c), seat = c->st->pending.side;
  const char *ignored_by = c->d->random_ignored[dr];
  gboolean us = ger_round_side (c) == GER_US;

  c->x->random_rolled |= rolled_bit (c);
  c->x->random_may = 0;
  /* Translators: Geronimo: the Random Event DR and the event's id */
  ger_note (c, "12.1", _("Random Event DR %d: %s"), dr, ger_random_name (c, dr));
  if (ev (c, dr, "sand-creek-massacre"))
    {
      if (c->x->sand_creek_done)
        ger_note (c, "12.13", _("The Sand Creek Massacre has happened: No Event"));
      else
        sand_creek (c);
      return;
    }
  if ((us && g_strcmp0 (ignored_by, "us") == 0) || (!us && g_strcmp0 (ignored_by, "indian") == 0))
    {
      ger_note (c, "12.13", _("Ignored by this side"));
      return;
    }
  if (ev (c, dr, "telegraph-lines-cut") && !(c->x->events & GER_EV_TELEGRAPH))
    {
      ger_note (c, "12.13", _("No Telegraph yet: No Event"));
      return;
    }
  {
    GerCtx copy = *c;

    copy.out = NULL;
    if (random_targets (&copy, dr) == 0)
      {
        ger_note (c, "12.13", _("Nothing to apply it to: No Event"));
        return;
      }
  }
  ger_decide (c, seat, D_RANDOM, dr);
}

void
ger_list_random (GerCtx *c)
{
  random_targets (c, c->st->pending.args[0]);
  ger_push (c, A_EVENT_DECLINE, 0, 0, 0);
  ger_push (c, A_RANDOM_DISCARD, 0, 0, 0);
}

static void
place (GerCtx *c, const char *marker, int l)
{
  int p = marker_piece (c, marker);

  if (p >= 0)
    bh_state_move_piece (c->st, p, l);
}

void
ger_apply_random (GerCtx *c, const BhAction *a)
{
  int e = c->st->pending.args[0], seat = c->st->pending.side;
  int v = a->kind == A_EVENT_PIECE ? ger_village_of_marker (c, a->args[0]) : -1;

  switch (a->kind)
    {
    case A_RANDOM_ROLL:
      roll (c);
      return;
    case A_RANDOM_DISCARD:
      ger_note (c, "12.13", _("The Random Event is discarded: the Round is over"));
      ger_round_done (c);
      return;
    case A_EVENT_DECLINE:
      ger_note (c, "12.13", _("The Random Event is played for nothing"));
      break;
    case A_RANDOM_PLAY:
      c->x->events |= ev (c, e, "horse-killers") ? GER_EV_HORSE_KILLERS : GER_EV_HOSTAGES;
      ger_note (c, "12.13", ev (c, e, "horse-killers")
                ? _("Horse Killers: once this Turn the US may kill the horses of a Village he Devastates")
                : _("Hostages: once this Turn the US may take hostages in a Village he Massacres"));
      break;
    case A_EVENT_PIECE:
      if (ev (c, e, "gunrunners"))
        {
          c->x->marks[v] |= GER_MARK_GUNRUNNERS;
          place (c, "gunrunners", ger_village_area (c, v));
          ger_note (c, "12.13", _("Gunrunners: %s has +1 on the Battle Table this Turn"), ger_village_name (c, v));
        }
      else
        {
          c->x->marks[v] |= GER_MARK_STRONGHOLD;
          place (c, "stronghold", ger_village_area (c, v));
          ger_note (c, "12.13", _("Stronghold: attacks on %s are at -3 this Turn"), ger_village_name (c, v));
        }
      break;
    case A_EVENT_AREA:
      {
        const char *marker = ev (c, e, "buffalo-hunter-campaign") ? "buffalo-hunter-campaign"
                           : ev (c, e, "siege") ? "fort-siege" : "lines-cut";

        place (c, marker, a->args[0]);
        /* Translators: Geronimo: a Random Event's marker placed in an Area */
        ger_note (c, "12.13", _("%s in %s for the rest of the Turn"),
                  ev (c, e, "buffalo-hunter-campaign") ? _("A Buffalo Hunter Campaign: no Skull may be placed")
                  : ev (c, e, "siege") ? _("A Fort Siege: the Columns In Fort stay there")
                  : _("Telegraph lines cut: no Reaction into or out of it"),
                  ger_loc_name (c, a->args[0]));
        break;
      }
    default:
      break;
    }
  ger_decide (c, seat, D_OPERATION, 0);
}

/* The random-event markers go at the End of the Turn (12.14). */
void
ger_random_end_turn (GerCtx *c)
{
  static const char *const markers[] = { "gunrunners", "buffalo-hunter-campaign", "lines-cut", "fort-siege",
                                         "stronghold", "sand-creek", "no-horses" };

  for (guint k = 0; k < G_N_ELEMENTS (markers); k++)
    {
      int ut = bh_game_data_find_unit_type (c->data, markers[k]);
      const BhUnitType *type = ut >= 0 ? bh_game_data_get_unit_type (c->data, ut) : NULL;

      /* A type's pieces are numbered together (first_piece): no walk over
         the whole mix at each Turn's end of each rollout. */
      for (int p = 0; type != NULL && p < type->count; p++)
        bh_state_move_piece (c->st, type->first_piece + p, BH_OFFBOARD);
    }
  c->x->random_rolled = 0;
  c->x->sand_creek_area = 0;
}

/* Telegraph Lines Cut (12.13): no Reaction into or out of the Area. */
gboolean
ger_lines_cut (const GerCtx *c, int location)
{
  return c->d->lines_cut_first >= 0 && ger_count_type_at (c, c->d->lines_cut_first, c->d->lines_cut_count, location) > 0;
}

/* Fort Siege (12.13): a Column In Fort where the marker lies may not go On
 * Patrol nor be reinforced, and loses a BP at Attrition.  With several
 * Columns in that Fort, all are held (the marker's one Column is not yet
 * a choice). */
gboolean
ger_col_besieged (const GerCtx *c, int i)
{
  return ger_col_used (c, i) && ger_col_space (c, i) < 0 &&
         c->d->fort_siege_first >= 0 &&
         ger_count_type_at (c, c->d->fort_siege_first, c->d->fort_siege_count, c->d->areas[ger_col_area (c, i)].location) > 0;
}

