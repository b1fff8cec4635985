/* bh-pontiac-common.c — helpers every Pontiac's War module uses: the
 * context and its index of pieces by location, piece values, stack sums,
 * markers, victory points (17.0, 20.0), step losses (11.9), cards (7.0)
 * and the pending decision. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "bh-pontiac-private.h"
#include "bh-frontier-index.h"
#include "bh-narration.h"

void
pontiac_ctx_init (PontiacCtx *c, BhPontiacRules *self, BhState *st)
{
  const PontiacData *d = self->d;
  const PontiacExtra *x = bh_state_const_extra (st);

  c->self = self;
  c->d = d;
  c->st = st;
  c->x = bh_state_extra (st);
  c->pc = bh_state_pieces (st);
  c->mk = bh_state_markers (st);
  c->out = NULL;
  c->sc = &d->scen[MIN (x->scenario, MAX (d->n_scen, 1) - 1)];
  c->ix = &c->x->index;
  c->notes = NULL;
}

void
pontiac_index_rebuild (PontiacCtx *c)
{
  bh_frontier_index_rebuild (c->ix->head, G_N_ELEMENTS (c->ix->head), c->ix->next, c->pc, c->d->n_pieces,
                             c->d->n_locations);
}

gboolean
pontiac_index_check (const PontiacCtx *c)
{
  return bh_frontier_index_check (c->ix->head, c->ix->next, c->pc, c->d->n_pieces, c->d->n_locations);
}

void
pontiac_move_piece (PontiacCtx *c, int piece, int location)
{
  int old = c->pc[piece].location;

  /* A piece that leaves its space is no longer inside its fort. */
  if (old != location)
    c->pc[piece].flags &= c->d->pieces[piece].klass == PC_CARD ? ~F_FACE_DOWN : ~F_INSIDE;
  bh_frontier_index_move (c->ix->head, c->ix->next, c->st, c->d->n_locations, piece, location);
}

void
pontiac_add_action (PontiacCtx *c, int kind, int n, gint32 a, gint32 b)
{
  BhAction action = { .kind = kind, .side = c->st->pending.side, .n_args = n, .args = { a, b } };

  g_array_append_val (c->out, action);
}

/* One die; the test hook's forced dice first (empty in play). */
int
pontiac_roll (PontiacCtx *c)
{
  int v = bh_state_roll (c->st, 6);

  if (c->x->i_forced < c->x->n_forced)
    {
      v = c->x->forced[c->x->i_forced++];
      if (c->st->n_rolls > 0 && c->st->n_rolls <= BH_MAX_ROLLS)
        c->st->rolls[c->st->n_rolls - 1] = v;
    }
  return v;
}

void
pontiac_note (PontiacCtx *c, const char *rule, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  bh_notes_append_valist (c->notes, rule, format, args);
  va_end (args);
}

/* A note about `piece`: read in full by its own side, and by the other
 * side as `public_text` while 6.3's off-map box hides the piece from it. */
void
pontiac_note_about (PontiacCtx *c, int piece, const char *rule, const char *public_text, const char *format, ...)
{
  g_autofree char *full = NULL;
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, format);
  full = g_strdup_vprintf (format, args);
  va_end (args);
  text = pontiac_concealed (c, piece) ? bh_narration_secret (pontiac_side_of (c, piece), full, public_text)
                                      : g_steal_pointer (&full);
  pontiac_note (c, rule, "%s", text);
}

/* What the other side reads for any piece 6.3's off-map box hides from
 * it: one wording for leaders and units alike, so the log tells nothing
 * of the box's contents (referee re-check 4, M1). */
const char *
pontiac_boxed_piece_wording (void)
{
  /* Translators: Pontiac's War: what the other side reads for a piece hidden in an off-map box (6.3) */
  return _("a piece of an off-map force");
}

/* `piece`'s name as the log tells it: in full to its own side, and to
 * the other side, while 6.3's off-map box hides the piece from it, "a
 * piece of an off-map force" (a secret phrase, bh_narration_for_seat).
 * Not shared with Ohio's ohio_told_name: only bh_narration_secret is
 * common, the hiding rule (6.3 here, 25.2 there) is each game's. */
char *
pontiac_told_name (const PontiacCtx *c, int piece)
{
  const char *name = pontiac_piece_name (c, piece);

  if (piece < 0 || piece >= (int) c->d->n_pieces || !pontiac_concealed (c, piece))
    return g_strdup (name);
  return bh_narration_secret (pontiac_side_of (c, piece), name, pontiac_boxed_piece_wording ());
}

const char *
pontiac_piece_name (const PontiacCtx *c, int piece)
{
  BhGameData *data = c->self->data;
  const BhUnitType *type;

  if (piece < 0 || piece >= (int) c->d->n_pieces)
    return "?";
  type = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, piece));
  return type->short_name && c->d->pieces[piece].klass != PC_BAND ? type->short_name : type->name;
}

const char *
pontiac_loc_name (const PontiacCtx *c, int location)
{
  return bh_narration_location (c->self->data, location);
}

const char *
pontiac_side_name (const PontiacCtx *c, int side)
{
  if (side < 0 || side > 1)
    return "?";
  return bh_game_data_get_side (c->self->data, side)->name;
}

int
pontiac_class (const PontiacCtx *c, int piece)
{
  return c->d->pieces[piece].klass;
}

int
pontiac_side_of (const PontiacCtx *c, int piece)
{
  int s = c->d->pieces[piece].side;

  return s == PONTIAC_NONE ? -1 : s;
}

/* Healthy units and sachems count; Pontiac, officers, artillery, ships and
 * supply have none (11.7; digest 8.1).  The `pontiac-1-fp` reading gives
 * Pontiac a sachem's 1 FP (6.1), wounded or not (wounds do not affect a
 * Key Leader, 6.1). */
int
pontiac_fp (const PontiacCtx *c, int piece)
{
  const PontiacPieceInfo *pi = &c->d->pieces[piece];
  int fp = pi->fp[c->pc[piece].face & 1];

  if ((c->x->opts & OPT_PONTIAC_FP) && piece == c->d->pontiac)
    return (c->x->opts & OPT_SACHEMS_2FP) ? 2 : 1;
  if (c->x->opts && (pi->klass == PC_SACHEM || pi->klass == PC_KEY_LEADER || pi->klass == PC_OFFICER
                     || pi->klass == PC_REPLACEMENT))
    {
      /* 18.4: sachems 2 FP, wounded 1 (Pontiac keeps none). */
      if ((c->x->opts & OPT_SACHEMS_2FP) && pi->side == SIDE_NATIONS && pi->fp[0] > 0)
        fp = pontiac_healthy (c, piece) ? 2 : 1;
      /* 18.5: healthy British leaders +1 FP. */
      if ((c->x->opts & OPT_LEADERS_FP) && pi->side == SIDE_BRITISH && pontiac_healthy (c, piece))
        fp += 1;
    }
  return fp;
}

gboolean
pontiac_healthy (const PontiacCtx *c, int piece)
{
  return (c->pc[piece].face & 1) == 0;
}

gboolean
pontiac_is_unit (const PontiacCtx *c, int piece)
{
  switch (c->d->pieces[piece].klass)
    {
    case PC_BAND: case PC_REGULAR: case PC_MILITIA: case PC_ALLIES: case PC_FRENCH_MILITIA:
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
pontiac_is_leader (const PontiacCtx *c, int piece)
{
  switch (c->d->pieces[piece].klass)
    {
    case PC_SACHEM: case PC_KEY_LEADER: case PC_OFFICER: case PC_REPLACEMENT:
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
pontiac_is_military (const PontiacCtx *c, int piece)
{
  switch (c->d->pieces[piece].klass)
    {
    case PC_ARTILLERY: case PC_SHIP: case PC_SUPPLY:
      return TRUE;
    default:
      return pontiac_is_unit (c, piece) || pontiac_is_leader (c, piece);
    }
}

gboolean
pontiac_is_space (const PontiacCtx *c, int loc)
{
  return loc >= 0 && loc < (int) c->d->n_spaces;
}

/* FP of `side` in `space` among pieces with all the flags of `need`. */
int
pontiac_stack_fp (const PontiacCtx *c, int space, int side, guint8 need)
{
  int fp = 0;

  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == side && (c->pc[p].flags & need) == need)
      fp += pontiac_fp (c, p);
  return fp;
}

gboolean
pontiac_has_units (const PontiacCtx *c, int space, int side)
{
  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == side && pontiac_is_unit (c, p))
      return TRUE;
  return FALSE;
}

gboolean
pontiac_has_military (const PontiacCtx *c, int space, int side)
{
  /* In a view whose boxed pieces lie in their pool, a marker stands for
   * a stack of its side (6.3), as it does in the game. */
  if ((c->x->view_pooled >> side & 1) && pontiac_offmap_marker_at (c, space, side) >= 0)
    return TRUE;
  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == side && pontiac_is_military (c, p))
      return TRUE;
  return FALSE;
}

int
pontiac_marker_at (const PontiacCtx *c, int loc, int klass)
{
  FOR_PIECES_AT (c, loc, p)
    if (c->d->pieces[p].klass == klass)
      return p;
  return -1;
}

int
pontiac_fort_value (const PontiacCtx *c, int space)
{
  if (!pontiac_is_space (c, space) || c->d->spaces[space].french_fort)
    return 0;
  if (c->sc->forts_limited && !c->sc->fort_in_play[space])
    return 0;
  return c->d->spaces[space].fort_value;
}

gboolean
pontiac_fort_standing (const PontiacCtx *c, int space)
{
  return pontiac_fort_value (c, space) > 0 && pontiac_marker_at (c, space, PC_RAZED_FORT) < 0;
}

gboolean
pontiac_village_standing (const PontiacCtx *c, int space)
{
  return pontiac_is_space (c, space) && c->d->spaces[space].kind == SK_VILLAGE
         && pontiac_marker_at (c, space, PC_RAZED_VILLAGE) < 0;
}

gboolean
pontiac_settlement_standing (const PontiacCtx *c, int space)
{
  return pontiac_is_space (c, space) && c->d->spaces[space].kind == SK_SETTLEMENT
         && pontiac_marker_at (c, space, PC_RAZED_SETTLEMENT) < 0;
}

gboolean
pontiac_besieged (const PontiacCtx *c, int space)
{
  return pontiac_marker_at (c, space, PC_SIEGE) >= 0;
}

int
pontiac_siege_minimum (const PontiacCtx *c, int space)
{
  return c->sc->siege_lift_below > 0 ? c->sc->siege_lift_below
                                     : c->d->siege_min[CLAMP (pontiac_fort_value (c, space), 1, 3)];
}

gboolean
pontiac_treaty (const PontiacCtx *c, int nation)
{
  return nation >= 0 && nation < (int) c->d->n_nations
         && pontiac_marker_at (c, c->d->box_nation[nation], PC_TREATY) >= 0;
}

/* A marker from the supply (or, when all are out, none: the state still
 * knows by the other markers). */
void
pontiac_place_marker (PontiacCtx *c, int klass, int loc)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == klass
        && (c->pc[p].location == BH_OFFBOARD || c->pc[p].location == c->d->box_markers))
      {
        pontiac_move_piece (c, p, loc);
        return;
      }
}

void
pontiac_remove_marker (PontiacCtx *c, int klass, int loc)
{
  int p = pontiac_marker_at (c, loc, klass);

  if (p >= 0)
    pontiac_move_piece (c, p, c->d->box_markers);
}

int
pontiac_vp (const PontiacCtx *c, int side)
{
  return c->mk[c->d->m_vp[side]];
}

void
pontiac_add_vp (PontiacCtx *c, int side, int vp, const char *rule, const char *why)
{
  int v = CLAMP (pontiac_vp (c, side) + vp, 0, c->d->vp_max);

  if (vp == 0)
    return;
  c->mk[c->d->m_vp[side]] = v;
  /* Translators: Pontiac's War: VP won; the side, the number, why */
  pontiac_note (c, rule, _("%s %+d VP: %s"), pontiac_side_name (c, side), vp, why);
}

/* Fewer VP than the other side on the track (5.1 of the digest: ties give
 * no modifier). */
gboolean
pontiac_behind (const PontiacCtx *c, int side)
{
  return pontiac_vp (c, side) < pontiac_vp (c, 1 - side);
}

void
pontiac_add_arms (PontiacCtx *c, int n, const char *rule)
{
  int before = c->mk[c->d->m_arms];
  int after = CLAMP (before + n, 0, c->d->arms_max);

  c->mk[c->d->m_arms] = after;
  if (after != before)
    /* Translators: Pontiac's War: the Arms track moves from one value to another */
    pontiac_note (c, rule, _("Arms Points %d → %d"), before, after);
}

void
pontiac_set_result (PontiacCtx *c, BhResult result, int winner)
{
  c->st->result = result;
  c->st->winner = winner;
  c->st->pending.side = BH_NONE;
  c->st->pending.kind = D_NONE;
}

void
pontiac_set_decision (PontiacCtx *c, int side, int kind, int a0, int a1)
{
  c->st->pending.side = side;
  c->st->pending.kind = kind;
  c->st->pending.args[0] = a0;
  c->st->pending.args[1] = a1;
  c->st->pending.args[2] = 0;
  c->st->pending.args[3] = 0;
}

gboolean
pontiac_intro (const PontiacCtx *c)
{
  return c->sc->vp_table != VPT_AWARDS;
}

/* Where a removed piece goes: the nation's box, the Force Pool, or out of
 * the game (French Militia 6.2, ships 11.9, dead leaders 11.9). */
int
pontiac_pool_of (const PontiacCtx *c, int piece)
{
  const PontiacPieceInfo *pi = &c->d->pieces[piece];

  switch (pi->klass)
    {
    case PC_BAND:
      return pi->nation != PONTIAC_NONE ? c->d->box_nation[pi->nation] : c->d->box_removed;
    case PC_REGULAR: case PC_MILITIA: case PC_ALLIES: case PC_ARTILLERY: case PC_SUPPLY:
      return c->d->box_pool;
    default:
      return c->d->box_removed;
    }
}

/* A counter of `type` not in play: in `location` (a pool) or unused. */
int
pontiac_free_piece (const PontiacCtx *c, int type, int location)
{
  const BhUnitType *t = bh_game_data_get_unit_type (c->self->data, type);
  int unused = -1;

  for (int k = 0; k < t->count; k++)
    {
      int p = t->first_piece + k;

      if (c->pc[p].location == location)
        return p;
      if (c->pc[p].location == BH_OFFBOARD && unused < 0)
        unused = p;
    }
  return unused;
}

/* VP for an event under the scenario's VP table (17.1, 17.3, 20.0). */
enum { EV_FP, EV_SUPPLY, EV_SHIP, EV_WOUND, EV_DEATH };

/* `name`: the piece's name as the log tells it (pontiac_told_name),
 * taken before the piece left its box. */
static void
award (PontiacCtx *c, int event, int piece, int n, const char *name)
{
  const PontiacPieceInfo *pi = &c->d->pieces[piece];
  int to = 1 - pi->side;
  int vp = 0;
  const char *rule = "17.1";
  g_autofree char *why = NULL;

  if (pi->side == PONTIAC_NONE)
    return;
  if (pi->side == SIDE_NATIONS)
    rule = "17.3";
  switch (c->sc->vp_table)
    {
    case VPT_AWARDS:
      switch (event)
        {
        case EV_FP: vp = n; break;
        case EV_SUPPLY: vp = 1; break;
        case EV_SHIP: vp = 2; break;
        /* 17.1 "Officer Wounded", named or Replacement (6.2); a sachem's
         * wound scores only in scenarios A-D (20.0). */
        case EV_WOUND: vp = pi->klass == PC_OFFICER || pi->klass == PC_REPLACEMENT ? pi->wound_vp : 0; break;
        case EV_DEATH: vp = pi->death_vp; break;
        }
      break;
    case VPT_INTRODUCTORY:
      rule = "20.0";
      switch (event)
        {
        case EV_FP: vp = n; break;
        case EV_SUPPLY: vp = 1; break;   /* 20.0 D: supply instead of FP, 1 VP each */
        case EV_WOUND: vp = 1; break;
        case EV_DEATH: vp = pi->side == SIDE_NATIONS ? 1 : 2; break;
        }
      break;
    case VPT_SCENARIO_E:
      rule = "20.0";
      switch (event)
        {
        case EV_FP: vp = n; break;
        case EV_WOUND: vp = pi->klass == PC_OFFICER ? 1 : 0; break;
        case EV_DEATH: vp = pi->klass == PC_OFFICER ? 2 : 0; break;
        }
      break;
    }
  /* The `replacement-officer-0-vp` reading (digest 8.8): he comes back at
   * once (6.2), so his wound and death score nothing, as in E (20.0). */
  if ((c->x->opts & OPT_REPLACEMENT_0_VP) && pi->klass == PC_REPLACEMENT)
    vp = 0;
  if (event == EV_WOUND && n < 0)
    {
      /* Translators: Pontiac's War: a wound's VP taken back when the leader dies in the same battle */
      g_autofree char *back = g_strdup_printf (_("%s wounded and killed in one battle"), name);

      pontiac_add_vp (c, to, -vp, "17.1", back);
      return;
    }
  switch (event)
    {
    /* Translators: Pontiac's War: why VP are won; a piece's name */
    case EV_FP: why = g_strdup_printf (_("%s eliminated"), name); break;
    /* Translators: Pontiac's War: why VP are won */
    case EV_SUPPLY: why = g_strdup (_("supply lost")); break;
    /* Translators: Pontiac's War: why VP are won; a ship's name */
    case EV_SHIP: why = g_strdup_printf (_("%s lost"), name); break;
    /* Translators: Pontiac's War: why VP are won; a leader's name */
    case EV_WOUND: why = g_strdup_printf (_("%s wounded"), name); break;
    /* Translators: Pontiac's War: why VP are won; a leader's name */
    default: why = g_strdup_printf (_("%s killed"), name); break;
    }
  pontiac_add_vp (c, to, vp, rule, why);
}

/* Removes a unit (second step, 11.9) with its VP. */
void
pontiac_remove_unit (PontiacCtx *c, int piece, gboolean vp, const char *rule)
{
  const PontiacPieceInfo *pi = &c->d->pieces[piece];
  g_autofree char *told = pontiac_told_name (c, piece);

  /* Translators: Pontiac's War: a unit is removed from the map */
  pontiac_note (c, rule, _("%s is eliminated"), told);
  c->pc[piece].flags = 0;
  c->pc[piece].face = 0;
  pontiac_move_piece (c, piece, pontiac_pool_of (c, piece));
  if (!vp)
    return;
  switch (pi->klass)
    {
    case PC_SUPPLY: award (c, EV_SUPPLY, piece, 1, told); break;
    case PC_SHIP: award (c, EV_SHIP, piece, 1, told); break;
    default: award (c, EV_FP, piece, 1, told); break;
    }
}

void
pontiac_kill_leader (PontiacCtx *c, int piece, gboolean vp, const char *rule)
{
  const PontiacPieceInfo *pi = &c->d->pieces[piece];
  g_autofree char *told = pontiac_told_name (c, piece);
  int died_in;

  /* Translators: Pontiac's War: a leader dies */
  pontiac_note (c, rule, _("%s is killed"), told);
  died_in = c->pc[piece].location;
  if (vp)
    award (c, EV_DEATH, piece, 1, told);
  c->pc[piece].face = 0;
  c->pc[piece].flags = 0;
  if (pi->klass == PC_REPLACEMENT)
    {
      /* "Reincarnated" in Philadelphia (6.2). */
      pontiac_move_piece (c, piece, c->d->philadelphia);
      return;
    }
  pontiac_move_piece (c, piece, c->d->box_removed);
  if (pi->klass == PC_OFFICER && c->x->n_replace < PONTIAC_REPLACE_MAX)
    /* 6.2: a Replacement Officer takes his place at once; the British
     * choose where he arrives (bh-pontiac-replacement.c). */
    c->x->replace_at[c->x->n_replace++] = died_in;
}

/* One step lost by `piece` (11.9): healthy pieces flip; a disrupted 2-FP
 * unit makes change into a healthy 1-FP unit when one is free (6.0), else
 * goes; a disrupted 1-FP unit goes; artillery, ships and supply go at once. */
void
pontiac_step_loss (PontiacCtx *c, int piece, gboolean vp, const char *rule)
{
  const PontiacPieceInfo *pi = &c->d->pieces[piece];
  int loc = c->pc[piece].location;
  g_autofree char *told = pontiac_told_name (c, piece);

  if (pontiac_is_leader (c, piece))
    {
      if (pontiac_healthy (c, piece))
        {
          c->pc[piece].face = 1;
          /* Translators: Pontiac's War: a leader is wounded */
          pontiac_note (c, rule, _("%s is wounded"), told);
          if (vp)
            award (c, EV_WOUND, piece, 1, told);
          if (c->x->battle.active)
            c->pc[piece].flags |= F_WOUNDED_NOW;
        }
      else
        {
          /* Wounded and killed in the same battle: the death's VP only
           * (the playthrough's Etherington, digest 8.29). */
          if (vp && (c->pc[piece].flags & F_WOUNDED_NOW))
            award (c, EV_WOUND, piece, -1, told);
          pontiac_kill_leader (c, piece, vp, rule);
        }
      return;
    }
  if (!pontiac_is_unit (c, piece) || pi->n_faces < 2)
    {
      pontiac_remove_unit (c, piece, vp, rule);
      return;
    }
  if (pontiac_healthy (c, piece))
    {
      c->pc[piece].face = 1;
      /* Translators: Pontiac's War: a unit flips to its disrupted side */
      pontiac_note (c, rule, _("%s is disrupted"), told);
      return;
    }
  if (pi->printed_fp >= 2 && pi->other_size >= 0)
    {
      int small = pontiac_free_piece (c, pi->other_size, pontiac_pool_of (c, piece));

      if (small >= 0)
        {
          guint8 flags = c->pc[piece].flags;

          pontiac_move_piece (c, piece, pontiac_pool_of (c, piece));
          c->pc[piece].face = 0;
          c->pc[piece].flags = 0;
          g_autofree char *told_small = NULL;

          pontiac_move_piece (c, small, loc);
          c->pc[small].face = 0;
          c->pc[small].flags = flags;
          told_small = pontiac_told_name (c, small);
          /* Translators: Pontiac's War: a 2-FP unit is replaced by a 1-FP one */
          pontiac_note (c, "6.0", _("%s becomes %s (making change)"), told, told_small);
          if (vp)
            award (c, EV_FP, piece, 1, told);
          return;
        }
      /* No 1-FP counter left: the step is taken as two (6.0). */
      pontiac_remove_unit (c, piece, FALSE, "6.0");
      if (vp)
        award (c, EV_FP, piece, 2, told);
      return;
    }
  pontiac_remove_unit (c, piece, vp, rule);
}

/* 18.3 dispenses with all Combat cards: no hand is dealt or replenished,
 * so no OH NO! card is left to score (17.2). */
int
pontiac_hand_size (const PontiacCtx *c, int side)
{
  (void) side;
  return pontiac_cards_in_use (c) ? c->sc->hand_size : 0;
}

/* The top card of the side's draw pile into its hand; the discards are
 * shuffled into a new pile when it runs out.  -1 when none is left. */
int
pontiac_draw_card (PontiacCtx *c, int side)
{
  int deck = c->d->box_deck[side];
  int best = -1;

  if (c->ix->head[deck] < 0 && c->ix->head[c->d->box_discard[side]] >= 0)
    {
      FOR_PIECES_AT (c, c->d->box_discard[side], p)
        pontiac_move_piece (c, p, deck);
      bh_state_shuffle (c->st, deck);
      /* Translators: Pontiac's War: a side's discards become its draw pile */
      pontiac_note (c, "7.0", _("%s discards are shuffled into a new draw pile"), pontiac_side_name (c, side));
    }
  FOR_PIECES_AT (c, deck, p)
    if (best < 0 || c->pc[p].order > c->pc[best].order)
      best = p;
  if (best >= 0)
    pontiac_move_piece (c, best, c->d->box_hand[side]);
  return best;
}

/* Both sides draw up to their hand size (7.0, 8.0). */
void
pontiac_replenish (PontiacCtx *c)
{
  for (int side = 0; side < 2; side++)
    {
      int n = 0, drawn = 0;

      FOR_PIECES_AT (c, c->d->box_hand[side], p)
        n++;
      while (n < pontiac_hand_size (c, side) && pontiac_draw_card (c, side) >= 0)
        n++, drawn++;
      if (drawn > 0)
        /* Translators: Pontiac's War: a side ("Nations", "British": a plural verb) draws a number of cards */
        pontiac_note (c, "7.0", ngettext ("%s draw %d card", "%s draw %d cards", drawn),
                      pontiac_side_name (c, side), drawn);
    }
}
