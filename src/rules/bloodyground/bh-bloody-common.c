/* bh-bloody-common.c — helpers every A Dark and Bloody Ground module uses:
 * the context, dice, seasons, the level check (0 Conventions, 3.0),
 * victory points (15.4.5, 16.1.3) and eliminations. */
#include "config.h"

#include <stdarg.h>

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"
#include "bh-narration.h"

void
bloody_ctx_init (BloodyCtx *c, BhBloodyRules *self, BhState *st)
{
  const BloodyData *d = self->d;
  const BloodyExtra *x = bh_state_const_extra (st);

  c->self = self;
  c->d = d;
  c->st = st;
  c->x = bh_state_extra (st);
  c->pc = bh_state_pieces (st);
  c->mk = bh_state_markers (st);
  c->out = NULL;
  c->sc = &d->scen[MIN (x->scenario, MAX (d->n_scen, 1) - 1)];
  c->notes = NULL;
}

void
bloody_add_action (BloodyCtx *c, int kind, int n, gint32 a, gint32 b)
{
  BhAction action = { 0 };

  if (c->out == NULL)
    return;
  action.kind = kind;
  action.side = c->st->pending.side;
  action.n_args = n;
  action.args[0] = a;
  action.args[1] = b;
  g_array_append_val (c->out, action);
}

void
bloody_set_decision (BloodyCtx *c, int side, int kind, int a0)
{
  c->st->pending.side = side;
  c->st->pending.kind = kind;
  memset (c->st->pending.args, 0, sizeof c->st->pending.args);
  c->st->pending.args[0] = a0;
}

int
bloody_roll (BloodyCtx *c)
{
  return bh_state_roll (c->st, 6);
}

void
bloody_note (BloodyCtx *c, const char *rule, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  bh_notes_append_valist (c->notes, rule, format, args);
  va_end (args);
}

const char *
bloody_piece_name (const BloodyCtx *c, int piece)
{
  return bh_narration_piece_name (c->self->data, piece);
}

const char *
bloody_loc_name (const BloodyCtx *c, int location)
{
  return bh_narration_location (c->self->data, location);
}

const char *
bloody_side_name (const BloodyCtx *c, int side)
{
  return bh_narration_side (c->self->data, side);
}

/* Turn 1 is Fall 1790; the year advances when the next turn is Winter
 * (4.7, 13.0).  A battle scenario takes its season from the scenario. */
int
bloody_season (const BloodyCtx *c)
{
  static const int order[4] = { SEASON_FALL, SEASON_WINTER, SEASON_SPRING, SEASON_SUMMER };
  int turn = c->mk[c->d->m_turn];

  if (c->sc->battle)
    return c->sc->season;
  return order[(MAX (turn, 1) - 1) % 4];
}

int
bloody_year (const BloodyCtx *c)
{
  return 1790 + (MAX (c->mk[c->d->m_turn], 1) + 2) / 4;
}

gboolean
bloody_is_space (const BloodyCtx *c, int location)
{
  return location >= 0 && location < (int) c->d->n_spaces;
}

/* Routed: the back face on a battle board (10.5.2). */
gboolean
bloody_routed (const BloodyCtx *c, int piece)
{
  return bloody_is_combat (c, piece) && c->pc[piece].face == 1 && c->x->battle.active;
}

/* The level a unit checks against (0 Conventions): US the Commitment
 * Level, warriors their nation's Mobilization Level (Iroquois 2, 8.1.3;
 * surrendered 0, 8.6.2), British and Canadians the British Morale (8.5.3). */
int
bloody_level (const BloodyCtx *c, int piece)
{
  const BloodyPieceInfo *pi = &c->d->pieces[piece];

  if (pi->side == 0)
    return c->mk[c->d->m_cl];
  if (pi->british)
    return c->d->m_morale >= 0 ? c->mk[c->d->m_morale] : 3;
  if (pi->nation >= 0 && pi->nation == c->d->nation_iroquois)
    return 2;
  if (pi->nation >= 0 && c->x->nation_status[pi->nation] == NS_SURRENDERED)
    return 0;
  if (pi->nation >= 0 && c->d->m_ml[pi->nation] >= 0)
    return c->mk[c->d->m_ml[pi->nation]];
  return 0;
}

/* Passes when the die, less `modifier` (a leader's rating), is at most
 * the unit's level (0 Conventions). */
gboolean
bloody_level_check (BloodyCtx *c, int piece, int modifier, const char *rule)
{
  int roll = bloody_roll (c), level = bloody_level (c, piece);
  gboolean pass = roll - modifier <= level;

  if (modifier)
    /* Translators: A Dark and Bloody Ground: a level check: the unit, the
       die, the leader's rating subtracted, the result, the unit's level */
    bloody_note (c, rule, _("%s checks: %d − %d = %d against level %d: %s"), bloody_piece_name (c, piece), roll,
                 modifier, roll - modifier, level, pass ? _("passed") : _("failed"));
  else
    /* Translators: A Dark and Bloody Ground: a level check: the unit, the
       die, the unit's level */
    bloody_note (c, rule, _("%s checks: %d against level %d: %s"), bloody_piece_name (c, piece), roll, level,
                 pass ? _("passed") : _("failed"));
  return pass;
}

/* A side's total never drops below 0; what it cannot pay goes to the
 * opponent (15.4.5). */
void
bloody_vp (BloodyCtx *c, int side, int points)
{
  BloodyExtra *x = c->x;

  if (side < 0 || side > 1 || points == 0)
    return;
  x->vp[side] += points;
  if (x->vp[side] < 0)
    {
      x->vp[1 - side] += -x->vp[side];
      x->vp[side] = 0;
    }
  for (int s = 0; s < 2; s++)
    c->mk[c->d->m_vp[s]] = MIN (x->vp[s], 99);
  if (x->battle.active)
    x->battle.vp[side] += points;
}

void
bloody_move (BloodyCtx *c, int piece, int location)
{
  bh_state_move_piece (c->st, piece, location);
}

static int
elimination_vp (BloodyCtx *c, int piece)
{
  const BloodyPieceInfo *pi = &c->d->pieces[piece];
  const BloodyScenarioInfo *sc = c->sc;

  if (pi->klass == PC_LEADER && pi->special == SP_TECUMSEH && !sc->battle)
    return bloody_roll (c);   /* 15.4.5: 1d6 VPs for Tecumseh */
  if (pi->klass == PC_LEADER)
    {
      /* 16.3.3: +5 each for Tecumseh or McKee (rank + 5, digest 5.21). */
      if (sc->battle && sc->vp_tecumseh_mckee && (pi->special == SP_TECUMSEH || pi->special == SP_MCKEE))
        return pi->rank + sc->vp_tecumseh_mckee;
      return pi->rank;
    }
  return bloody_unit_vp (c, piece);
}

/* The VPs a combat unit's elimination gives the enemy (no die to roll). */
int
bloody_unit_vp (const BloodyCtx *c, int piece)
{
  const BloodyPieceInfo *pi = &c->d->pieces[piece];
  const BloodyScenarioInfo *sc = c->sc;

  if (!sc->battle)
    return 2;   /* 15.4.5 */
  /* 16.1.3: 2 for each US Army unit (NA only), 1 for any other. */
  if (pi->side == 0 && pi->klass == PC_REGULAR)
    return sc->vp_us_army;
  /* 16.3.3: 2 for Delaware, Wyandot, Iroquois or Ottawa warriors. */
  if (sc->vp_minor_warrior && pi->klass == PC_WARRIOR)
    {
      const char *id = bh_game_data_get_nation (c->self->data, pi->nation)->id;

      if (g_str_equal (id, "delaware") || g_str_equal (id, "wyandot") || g_str_equal (id, "iroquois") ||
          g_str_equal (id, "ottawa"))
        return sc->vp_minor_warrior;
    }
  return sc->vp_other;
}

/* On the map or a battle board. */
static gboolean
in_play (const BloodyCtx *c, int piece)
{
  int loc = c->pc[piece].location;

  return loc != BH_OFFBOARD && (loc < (int) c->d->n_spaces || loc >= (int) (c->d->n_spaces + c->d->n_boxes));
}

/* 8.5.3: "The 'Dorchester' leader is removed from the game if all other
 * British and Canadian combat units are eliminated." */
static void
dorchester_alone (BloodyCtx *c)
{
  int dorchester = -1;

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      if (!in_play (c, p))
        continue;
      if (c->d->pieces[p].british && bloody_is_combat (c, p))
        return;
      if (c->d->pieces[p].special == SP_DORCHESTER)
        dorchester = p;
    }
  if (dorchester < 0)
    return;
  bloody_move (c, dorchester, c->d->b_removed);
  /* Translators: A Dark and Bloody Ground: Dorchester leaves with the last British and Canadian unit */
  bloody_note (c, "8.5.3", _("No British or Canadian unit is left: Dorchester leaves the game"));
}

/* Whether the scenario's option `id` is on. */
gboolean
bloody_option (const BloodyCtx *c, const char *id)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);

  return bh_state_option (c->st, bh_scenario_find_option (sc, id));
}

/* A piece's nation: its own, or for an NA replacement leader the nation of
 * the leader it replaced (10.5.3). */
int
bloody_nation (const BloodyCtx *c, int piece)
{
  return c->x->replaced_nation[piece] > 0 ? c->x->replaced_nation[piece] - 1 : c->d->pieces[piece].nation;
}

/* A combat unit or leader is eliminated: the opponent scores (15.4.5,
 * 16.1.3); named leaders make way for a replacement (10.5.3, 10.6.2). */
void
bloody_eliminate (BloodyCtx *c, int piece, const char *rule)
{
  const BloodyPieceInfo *pi = &c->d->pieces[piece];
  BloodyBattle *b = &c->x->battle;
  int side = pi->side, where = c->pc[piece].location, vp = elimination_vp (c, piece), cell;

  /* Translators: A Dark and Bloody Ground: a unit or leader is eliminated */
  bloody_note (c, rule, _("%s is eliminated"), bloody_piece_name (c, piece));
  if (pi->klass == PC_LEADER && pi->side == 0 && pi->army_leader && pi->rank >= 3 && !c->sc->battle)
    c->x->rank3_lost_turn = c->mk[c->d->m_turn];   /* 8.2's +1 next turn */
  bloody_vp (c, 1 - side, vp);
  if (vp)
    /* Translators: A Dark and Bloody Ground: victory points scored; the side
       (“US” or “NA”) */
    bloody_note (c, c->sc->battle ? "16.1.3" : "15.4.5", _("%s scores %d VP"), bloody_side_name (c, 1 - side), vp);
  if (b->active && pi->klass != PC_LEADER)
    b->lost[side]++;
  if (b->active && pi->klass == PC_WARRIOR && pi->nation >= 0 && pi->nation < 8)
    b->nation_lost |= 1u << pi->nation;
  /* 15.1.4: "over a third of their at-start combat units": a unit that
   * came later (event 4's militia, a group) is not one of them. */
  if (pi->klass != PC_LEADER && side >= 0 && side < 2 && (c->x->at_start[piece / 8] >> (piece % 8)) & 1)
    c->x->lost_units[side] = MIN (c->x->lost_units[side] + 1, 255);
  c->x->rifle[piece] = 0;   /* a rifle shares its warrior's fate (14.0.2) */
  if (b->active && piece == bloody_primary (c, side))
    b->primary_lost[side] = 1;
  c->x->status[piece] = 0;
  c->x->raid_mp[piece] = 0;
  c->x->flee[piece] = 0;
  if (pi->klass == PC_LEADER && (pi->special == SP_REPLACEMENT || pi->special == SP_DORCHESTER))
    {
      /* 10.5.3, 8.5.3: replacements and Dorchester stay; only VPs are scored. */
      return;
    }
  /* 8.5.4: lost US militia come again at the next Spring (bh-bloody-campaign.c);
   * with the scenario option, back into the cup at once. */
  if (pi->klass == PC_MILITIA && side == 0 && !c->sc->battle && bloody_option (c, "militia-back-at-once"))
    bloody_move (c, piece, c->d->b_militia_cup);
  else
    bloody_move (c, piece, c->d->b_eliminated);
  c->pc[piece].face = 0;
  if (pi->british && bloody_is_combat (c, piece))
    dorchester_alone (c);
  /* 10.5.3: a replacement takes a named leader's place, except Girty,
   * McKee and Tecumseh. */
  if (pi->klass == PC_LEADER && pi->special == SP_NONE && where != BH_OFFBOARD &&
      where != c->d->b_eliminated && where != c->d->b_off_board)
    for (guint p = 0; p < c->d->n_pieces; p++)
      {
        const BloodyPieceInfo *r = &c->d->pieces[p];

        /* A militia leader's replacement is of his state (14.0.7). */
        if (r->special == SP_REPLACEMENT && r->side == side && r->army_leader == pi->army_leader &&
            r->state == pi->state && (c->pc[p].location == BH_OFFBOARD || c->pc[p].location == c->d->b_eliminated ||
             c->pc[p].location == c->d->b_us_available || c->pc[p].location == c->d->b_na_available))
          {
            bloody_move (c, p, where);
            c->pc[p].face = 0;
            /* 10.6.2: "placed with any friendly unit": his owner says
             * where (bh-bloody-replacement.c). */
            if (bloody_is_space (c, where) || bloody_grid_of (c, where, &cell) != NULL)
              c->x->unplaced[p / 8] |= 1u << (p % 8);
            /* NA replacements "take the nation of the leader they replace"
             * (10.5.3; counters.xml). */
            c->x->replaced_nation[p] = side == 1 && pi->nation >= 0 ? pi->nation + 1 : 0;
            /* Translators: A Dark and Bloody Ground: a replacement leader
               arrives; its name, where */
            bloody_note (c, rule, _("%s takes his place at %s"), bloody_piece_name (c, p), bloody_loc_name (c, where));
            break;
          }
      }
  /* 9.1.1, 9.1.2: a new primary leader, the highest ranked in play. */
  if (c->x->primary[side] == piece)
    {
      int best = -1;

      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].side == side && c->d->pieces[p].klass == PC_LEADER && c->pc[p].location != BH_OFFBOARD &&
            c->pc[p].location != c->d->b_eliminated && c->pc[p].location != c->d->b_removed &&
            (c->pc[p].location < (int) c->d->n_spaces || c->pc[p].location >= (int) (c->d->n_spaces + c->d->n_boxes)) &&
            (best < 0 || c->d->pieces[p].rank > c->d->pieces[best].rank))
          best = p;
      bloody_set_primary (c, side, best);
    }
}

/* `piece` (or -1) becomes `side`'s primary leader; an NA leader's counter
 * is flipped to its primary face and the one it replaces back (3.0, 9.1.2). */
void
bloody_set_primary (BloodyCtx *c, int side, int piece)
{
  int old = c->x->primary[side];

  if (old >= 0 && side == 1 && c->d->pieces[old].klass == PC_LEADER &&
      bh_game_data_get_unit_type (c->self->data, c->d->pieces[old].type)->faces->len > 1)
    c->pc[old].face = 0;
  c->x->primary[side] = piece;
  if (piece >= 0 && side == 1 && bh_game_data_get_unit_type (c->self->data, c->d->pieces[piece].type)->faces->len > 1)
    c->pc[piece].face = 1;
}

void
bloody_set_result (BloodyCtx *c, BhResult result, int winner)
{
  c->st->result = result;
  c->st->winner = winner;
  c->st->pending.side = BH_NONE;
  c->st->pending.kind = D_NONE;
}

/* The side with more VPs wins; equal VPs draw (16.1.3, 15.4.3, 15.4.4). */
void
bloody_finish_by_vp (BloodyCtx *c, const char *rule)
{
  int us = c->x->vp[0], na = c->x->vp[1];

  /* Translators: A Dark and Bloody Ground: the final victory points */
  bloody_note (c, rule, _("Final VPs: US %d, NA %d"), us, na);
  if (us == na)
    bloody_set_result (c, BH_RESULT_DRAW, BH_NONE);
  else
    bloody_set_result (c, BH_RESULT_WIN, us > na ? 0 : 1);
}

/* A side's primary leader (9.1.1, 9.1.2): the scenario's, while he lives. */
int
bloody_primary (const BloodyCtx *c, int side)
{
  return side >= 0 && side < 2 ? c->x->primary[side] : -1;
}
