/* bh-geronimo-common.c — what every Geronimo module asks of the state: the
 * d10 read 0-9 (2.4), each seat's running VP total (10.1), Villages and
 * who controls them this Turn (4.21), an Area's Resource Points (5.2),
 * the pending decision and the notes the log is made of. */
#include "config.h"

#include <stdarg.h>

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"
#include "bh-narration.h"

void
ger_ctx_init (GerCtx *c, BhGeronimoRules *self, BhState *st)
{
  memset (c, 0, sizeof *c);
  c->self = self;
  c->d = self->d;
  c->data = self->data;
  c->st = st;
  c->x = bh_state_extra (st);
  c->pc = bh_state_pieces (st);
}

/* One d10, read 0-9: the face printed 0 is zero, not ten (2.4).  A test
 * may force the next rolls (bh_geronimo_rules_force_dice). */
int
ger_roll (GerCtx *c)
{
  int face;

  if (c->x->i_forced < c->x->n_forced)
    {
      int v = c->x->forced[c->x->i_forced++];

      if (c->st->n_rolls < BH_MAX_ROLLS)
        {
          c->st->rolls[c->st->n_rolls] = v == 0 ? 10 : v;
          c->st->roll_faces[c->st->n_rolls] = 10;
          c->st->n_rolls++;
        }
      return v;
    }
  face = bh_state_roll (c->st, 10);
  return face % 10;
}

int
ger_vp (const GerCtx *c, int seat)
{
  return bh_state_const_markers (c->st)[c->d->vp_marker[seat]];
}

void
ger_add_vp (GerCtx *c, int seat, int vp, const char *rule, const char *why)
{
  gint16 *m = &bh_state_markers (c->st)[c->d->vp_marker[seat]];
  g_autofree char *name = ger_seat_name (c, seat);

  if (vp == 0)
    return;
  *m = CLAMP (*m + vp, -100, 500);
  /* Translators: Geronimo: a player ("Player 2") gains or loses VPs ("+2"),
     then why ("a new State") */
  ger_note (c, rule, _("%s %+d VP: %s"), name, vp, why);
}

int
ger_count_type_at (const GerCtx *c, int first, int count, int location)
{
  int n = 0;

  /* A long range (the Settlements, the US BPs) is counted on the
   * location's own list (the state's index): the search counts Settlements
   * per Area at every listing of the Resource Phase. */
  if (count > 16 && location != BH_OFFBOARD)
    {
      for (int p = bh_state_first_at (c->st, location); p >= 0; p = bh_state_next_at (c->st, p, location))
        n += p >= first && p < first + count;
      return n;
    }
  for (int p = first; p < first + count; p++)
    if (c->pc[p].location == location)
      n++;
  return n;
}

/* An unused piece of a type (off the board), or -1 when all are out. */
int
ger_take_offboard (GerCtx *c, int first, int count)
{
  for (int p = first; p < first + count; p++)
    if (c->pc[p].location == BH_OFFBOARD)
      return p;
  return -1;
}

int
ger_village_area (const GerCtx *c, int v)
{
  return c->pc[c->d->villages[v].marker].location;
}

/* On the map (an Area or Mexico or Canada), not On Reservation or Extinct. */
gboolean
ger_village_on_map (const GerCtx *c, int v)
{
  int l = ger_village_area (c, v);

  return l != BH_OFFBOARD && l < (int) c->d->n_spaces;
}

/* The Village's strength: its BPs at home and out with its War Party. */
int
ger_village_bp (const GerCtx *c, int v)
{
  return ger_village_home_bp (c, v) + ger_wp_bp (c, v) + ger_wp_first_bp (c, v);
}

/* The seat whose hand holds the Tribe's card this Turn, or -1: Inactive (4.21). */
int
ger_tribe_holder (const GerCtx *c, int tribe)
{
  int l = c->pc[c->d->tribes[tribe].card].location;

  for (int s = 0; s < c->x->n_players; s++)
    if (l == c->d->hand_tribal[s])
      return s;
  return -1;
}

int
ger_village_controller (const GerCtx *c, int v)
{
  return ger_tribe_holder (c, c->d->villages[v].tribe);
}

/* Resource Points in an Area: Settlement 1, Town 5, unbroken Railroad 2,
 * Mine its value, Hit or not (5.2, 6.62, 7.26, 10.21). */
int
ger_area_rp (const GerCtx *c, int area, gboolean for_statehood)
{
  const GerData *d = c->d;
  int l = d->areas[area].location, rp = 0;

  rp += ger_count_type_at (c, d->settlement_first, d->settlement_count, l);
  rp += 5 * ger_count_type_at (c, d->town_first, d->town_count, l);
  for (int p = d->rr_first; p < d->rr_first + d->rr_count; p++)
    if (c->pc[p].location == l && c->pc[p].face == 0)
      rp += 2;
  for (int m = 0; m < d->n_mines; m++)
    if (c->pc[d->mines[m]].location == l)
      rp += d->mine_value[m];
  (void) for_statehood;
  return rp;
}

/* ger_area_rp of every space at once, rp[space] for each of d->n_spaces,
 * in one pass over the Resources: an evaluation asks it of every Area. */
void
ger_spaces_rp (const GerCtx *c, int *rp)
{
  const GerData *d = c->d;

  for (guint s = 0; s < d->n_spaces; s++)
    rp[s] = 0;
  for (int p = d->settlement_first; p < d->settlement_first + d->settlement_count; p++)
    if (c->pc[p].location < d->n_spaces)
      rp[c->pc[p].location] += 1;
  for (int p = d->town_first; p < d->town_first + d->town_count; p++)
    if (c->pc[p].location < d->n_spaces)
      rp[c->pc[p].location] += 5;
  for (int p = d->rr_first; p < d->rr_first + d->rr_count; p++)
    if (c->pc[p].location < d->n_spaces && c->pc[p].face == 0)
      rp[c->pc[p].location] += 2;
  for (int m = 0; m < d->n_mines; m++)
    if (c->pc[d->mines[m]].location < d->n_spaces)
      rp[c->pc[d->mines[m]].location] += d->mine_value[m];
}

int
ger_seat_side (const GerCtx *c, int seat)
{
  return seat == c->x->us_seat ? GER_US : GER_INDIAN;
}

void
ger_decide (GerCtx *c, int seat, int kind, int a0)
{
  c->st->pending.side = seat;
  c->st->pending.kind = kind;
  memset (c->st->pending.args, 0, sizeof c->st->pending.args);
  c->st->pending.args[0] = a0;
}

void
ger_push (GerCtx *c, int kind, int n_args, int a0, int a1)
{
  BhAction a = { 0 };

  if (c->out == NULL)
    return;
  a.kind = kind;
  a.side = c->st->pending.side;
  a.n_args = n_args;
  a.args[0] = a0;
  a.args[1] = a1;
  g_array_append_val (c->out, a);
}

void
ger_note (GerCtx *c, const char *rule, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  bh_notes_append_valist (c->notes, rule, format, args);
  va_end (args);
}

const char *
ger_loc_name (const GerCtx *c, int location)
{
  return bh_narration_location (c->data, location);
}

const char *
ger_tribe_name (const GerCtx *c, int tribe)
{
  if (tribe < 0 || tribe >= (int) c->d->n_tribes)
    return "?";
  return bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, c->d->tribes[tribe].card))->name;
}

const char *
ger_village_name (const GerCtx *c, int v)
{
  if (v < 0 || v >= (int) c->d->n_villages)
    return "?";
  return bh_game_data_get_unit_type (c->data, bh_game_data_get_piece_type (c->data, c->d->villages[v].marker))->name;
}

/* Players change sides every Turn, so they are named by seat: "Player 3". */
char *
ger_seat_name (const GerCtx *c, int seat)
{
  return bh_game_data_dup_seat_name (c->data, seat, FALSE);
}
