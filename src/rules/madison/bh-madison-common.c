/* bh-madison-common.c — helpers every Mr. Madison's War module uses: the
 * context, actions and decisions, narration, piece values, control of a
 * space (4.14-4.15), step losses (3.17, 10.52) and the VP track (4.1). */
#include "config.h"

#include <stdarg.h>

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"
#include "bh-narration.h"

void
mad_ctx_init (MadCtx *c, BhMadisonRules *self, BhState *st)
{
  c->self = self;
  c->d = self->d;
  c->st = st;
  c->x = bh_state_extra (st);
  c->pc = bh_state_pieces (st);
  c->mk = bh_state_markers (st);
  c->out = NULL;
  c->notes = NULL;
}

void
mad_add (MadCtx *c, int kind, int n, gint32 a, gint32 b)
{
  BhAction action = { .kind = kind, .side = c->st->pending.side, .n_args = n, .args = { a, b } };

  g_array_append_val (c->out, action);
}

void
mad_decide (MadCtx *c, int side, int kind)
{
  c->st->pending.side = side;
  c->st->pending.kind = kind;
  memset (c->st->pending.args, 0, sizeof c->st->pending.args);
}

void
mad_note (MadCtx *c, const char *rule, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  bh_notes_append_valist (c->notes, rule, format, args);
  va_end (args);
}

const char *
mad_name (const MadCtx *c, int piece)
{
  BhGameData *data = c->self->data;
  const BhUnitType *type;

  if (piece < 0 || piece >= (int) c->d->n_pieces)
    return "?";
  type = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, piece));
  if (type->kind == BH_UNIT_CARD && type->deck >= 0)
    {
      const BhDeck *deck = bh_game_data_get_deck (data, type->deck);

      for (guint i = 0; i < deck->cards->len; i++)
        {
          const BhCard *card = g_ptr_array_index (deck->cards, i);

          if (card->unit_type == bh_game_data_get_piece_type (data, piece))
            return card->title;
        }
    }
  /* A flipped leader shows his replacement's name (3.41, 3.42). */
  if (c->pc[piece].face < type->faces->len)
    {
      const BhFace *face = g_ptr_array_index (type->faces, c->pc[piece].face);

      if (face->name != NULL && c->d->pieces[piece].kind != PK_UNIT && c->d->pieces[piece].kind != PK_SHIP)
        return face->name;
    }
  return type->name;
}

const char *
mad_loc (const MadCtx *c, int location)
{
  return bh_narration_location (c->self->data, location);
}

const char *
mad_side (const MadCtx *c, int side)
{
  return bh_narration_side (c->self->data, side);
}

void
mad_move (MadCtx *c, int piece, int location)
{
  bh_state_move_piece (c->st, piece, location);
}

gboolean
mad_on_map (const MadCtx *c, int piece)
{
  return c->pc[piece].location < c->d->n_spaces;
}

gboolean
mad_is_unit (const MadCtx *c, int piece)
{
  return c->d->pieces[piece].kind == PK_UNIT;
}

gboolean
mad_reduced (const MadCtx *c, int piece)
{
  return c->pc[piece].face > 0;
}

int
mad_strength (const MadCtx *c, int piece)
{
  return c->d->pieces[piece].strength[MIN (c->pc[piece].face, 1)];
}

int
mad_quality (const MadCtx *c, int piece)
{
  return c->d->pieces[piece].quality[MIN (c->pc[piece].face, 1)];
}

int
mad_count_units (const MadCtx *c, int space, int side)
{
  int n = 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].kind == PK_UNIT && (side < 0 || c->d->pieces[p].side == side) &&
        !c->x->aboard[p])
      n++;
  return n;
}

/* 4.14: a side controls a space when the combat factors of its units there
 * reach the space's value; 4.15: Indians alone only spaces worth 1 or less,
 * though they add their factors to other units.  -1: nobody.  The one
 * statement of the rule, for mad_control and mad_census_control: the
 * units of both sides (present), their factors (cf), whether any is not
 * an Indian unit (others). */
static int
control_of (int value, const int present[2], const int cf[2], const int others[2])
{
  if (present[0] && present[1])
    return -1;
  for (int s = 0; s < 2; s++)
    if (present[s] && cf[s] >= value && (others[s] || value <= 1))
      return s;
  return -1;
}

int
mad_control (const MadCtx *c, int space)
{
  int cf[2] = { 0, 0 }, others[2] = { 0, 0 }, present[2] = { 0, 0 };
  int value = mad_space_value (c, space);

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const MadPiece *m = &c->d->pieces[p];

      /* 11.3: troops aboard a ship passing by hold nothing. */
      if (c->pc[p].location != space || m->kind != PK_UNIT || m->side < 0 || c->x->aboard[p])
        continue;
      present[m->side] = 1;
      cf[m->side] += mad_strength (c, p);
      others[m->side] |= !m->indian;
    }
  return control_of (value, present, cf, others);
}

void
mad_census (const MadCtx *c, MadCensus *k)
{
  memset (k, 0, sizeof *k);
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const MadPiece *m = &c->d->pieces[p];
      int loc = c->pc[p].location;

      if (loc >= (int) c->d->n_spaces || m->side < 0)
        continue;
      if (m->kind == PK_UNIT && !c->x->aboard[p])
        {
          k->present[m->side][loc] = 1;
          k->cf[m->side][loc] += mad_strength (c, p);
          k->others[m->side][loc] |= !m->indian;
        }
    }
}

/* mad_control from a census (4.14-4.15). */
int
mad_census_control (const MadCtx *c, const MadCensus *k, int space)
{
  int present[2] = { k->present[0][space], k->present[1][space] };
  int cf[2] = { k->cf[0][space], k->cf[1][space] };
  int others[2] = { k->others[0][space], k->others[1][space] };

  return control_of (mad_space_value (c, space), present, cf, others);
}

/* 2.71, 2.73: a printed fort counts from its turn on; an event fort (2.74)
 * adds its value where it stands. */
int
mad_fort_value (const MadCtx *c, int space)
{
  const MadSpace *s = &c->d->spaces[space];

  int v = s->fort_value > 0 && c->st->turn >= s->fort_from ? s->fort_value : 0;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].kind == PK_EVENT_FORT && c->pc[p].location == space)
      v += c->d->pieces[p].strength[0];
  return v;
}

int
mad_year (const MadCtx *c)
{
  return c->d->turns[CLAMP (c->st->turn, 1, MAD_MAX_TURNS - 1)].year;
}

gboolean
mad_winter (const MadCtx *c)
{
  return c->d->turns[CLAMP (c->st->turn, 1, MAD_MAX_TURNS - 1)].winter;
}

int
mad_hand_count (const MadCtx *c, int side)
{
  return (int) bh_state_count_at (c->st, c->d->hand[side]);
}

void
mad_eliminate (MadCtx *c, int piece, const char *rule)
{
  mad_note (c, rule, _("%s is eliminated"), mad_name (c, piece));
  c->pc[piece].flags = 0;
  mad_move (c, piece, c->d->eliminated);
}

/* 3.17, 10.52: a step loss flips a fresh unit and removes a reduced or
 * single-step one. */
void
mad_step_loss (MadCtx *c, int piece, const char *rule)
{
  if (c->pc[piece].face == 0 && c->d->pieces[piece].n_faces > 1)
    {
      c->pc[piece].face = 1;
      mad_note (c, rule, _("%s is reduced"), mad_name (c, piece));
    }
  else
    mad_eliminate (c, piece, rule);
}

/* The VP of the position, signed (+ US): enemy towns controlled (4.13-
 * 4.14) and lakes held (4.16), plus the events' points (4.17).  At the end
 * of the game (`final`), out-of-supply units score nothing (4.32), a fleet
 * without a supplied friendly lakeside town loses its lake (4.33), and Lake
 * Huron's own rule applies (4.34). */
static int
vp_of_census (const MadCtx *c, gboolean final, const MadCensus *k)
{
  int vp = c->x->event_vp;
  guint8 supplied[2][MAD_MAX_LOCATIONS];
  gint8 control[MAD_MAX_LOCATIONS];
  int huron = -1;

  if (final)
    for (int side = 0; side < 2; side++)
      mad_supply_map (c, side, supplied[side]);
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      control[s] = c->d->spaces[s].town ? mad_census_control (c, k, s) : -1;
      if (c->d->spaces[s].lake_box && g_str_equal (bh_game_data_get_space (c->self->data, s)->id, "lake-huron"))
        huron = c->d->spaces[s].lake;
    }
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      const MadSpace *sp = &c->d->spaces[s];
      int who;

      if (sp->lake_box)
        {
          /* 11.41: the side that controls the lake; else the Lake
           * Control marker keeps the points over the winter (11.44). */
          int holder = mad_lake_holder (c, sp->lake);

          if (holder < 0 && sp->lake >= 0 && sp->lake < 4)
            holder = c->x->lake_marker[sp->lake];
          if (holder >= 0 && final)
            {
              gboolean port = FALSE;

              /* 4.33 */
              for (guint t = 0; t < c->d->n_spaces; t++)
                port |= c->d->spaces[t].town && c->d->spaces[t].lake == sp->lake && supplied[holder][t] &&
                        control[t] != 1 - holder && (c->d->spaces[t].owner == holder || control[t] == holder);
              if (!port)
                holder = -1;
            }
          if (holder >= 0)
            vp += holder == MAD_US ? c->d->lake_vp : -c->d->lake_vp;  /* 4.16, game.xml lake-vp */
          continue;
        }
      if (!sp->town || sp->owner < 0)
        continue;
      who = control[s];
      if (who < 0 || who == sp->owner)
        continue;
      if (final)
        {
          gboolean ok = supplied[who][s];

          /* 4.34: at Ft. Mackinac and Ft. St. Joseph the British always
           * count as supplied, the US unless the British control Lake
           * Huron: the side that controls it (11.41), else the side of
           * its Lake Control marker, as the lake's own points are counted
           * (4.16, 11.44): the boxes are empty once the fleets are home. */
          if (huron >= 0 && sp->end_lake_supply)
            {
              int holder = mad_lake_holder (c, huron) >= 0 ? mad_lake_holder (c, huron) : huron < 4 ? c->x->lake_marker[huron] : -1;

              ok = who == MAD_GB || holder != MAD_GB;
            }
          if (!ok)
            continue;
        }
      vp += who == MAD_US ? mad_space_value (c, s) : -mad_space_value (c, s);
    }
  return vp;
}

static int
vp_of (const MadCtx *c, gboolean final)
{
  MadCensus k;

  mad_census (c, &k);
  return vp_of_census (c, final, &k);
}

int
mad_vp_now (const MadCtx *c)
{
  return vp_of (c, FALSE);
}

int
mad_vp_final (const MadCtx *c)
{
  return vp_of (c, TRUE);
}

/* 4.12: VPs are tracked the instant they change. */
/* 3.54: when one of two linked pieces (Tecumseh and the Shawnee unit) is
 * removed from the map, the other goes too, wherever it is. */
void
mad_linked_removals (MadCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int q = c->d->pieces[p].removed_with;
      gboolean gone_p, gone_q;

      if (q < 0)
        continue;
      gone_p = c->pc[p].location == c->d->eliminated || c->pc[p].location == c->d->removed;
      gone_q = c->pc[q].location == c->d->eliminated || c->pc[q].location == c->d->removed;
      if (gone_q && !gone_p)
        {
          mad_note (c, "3.54", _("%s is removed with %s"), mad_name (c, p), mad_name (c, q));
          c->pc[p].flags = 0;
          mad_move (c, p, c->d->removed);
        }
    }
}

void
mad_update_vp (MadCtx *c)
{
  MadCensus k;
  int vp;

  mad_census (c, &k);     /* one pass over the pieces for both (mad_vp_now's) */
  vp = CLAMP (vp_of_census (c, FALSE, &k), c->d->vp_min, c->d->vp_max);
  mad_events_note_towns (c, &k);
  if (vp != c->mk[c->d->m_vp] && vp == 0)
    mad_note (c, "4.12", _("Victory points: even"));
  else if (vp != c->mk[c->d->m_vp])
    /* Translators: Mr. Madison's War: the side ahead (“US” or “British”) and its lead */
    mad_note (c, "4.12", _("Victory points: %s ahead by %d"), mad_side (c, vp > 0 ? MAD_US : MAD_GB), ABS (vp));
  c->mk[c->d->m_vp] = vp;
}

/* Whether the scenario's option `id` (a second reading, RULES-DONE 4) is on. */
gboolean
mad_option (const MadCtx *c, const char *id)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);

  return sc != NULL && bh_state_option (c->st, bh_scenario_find_option (sc, id));
}
