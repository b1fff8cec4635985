/* bh-madison-sequence.c — Mr. Madison's War: setting up (5.0), the
 * sequence of play (7.0) and of winter turns (16.1), reinforcements
 * (14.1), the first player (7.33), winter attrition (16.2), the end of a
 * year (7.24), the end of the game (4.2) and victory (17.0).
 *
 * mad_advance() is the driver: while nobody must decide, it carries the
 * game to the next step. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

/* ---- setup (5.0) --------------------------------------------------------- */

/* The pieces a scenario places with turn="N" wait off the map; replay the
 * numbering of bh_state_new_for_scenario to know which they are. */
static void
read_arrivals (MadCtx *c, const BhScenario *sc)
{
  BhGameData *data = c->self->data;
  g_autofree int *used = g_new0 (int, bh_game_data_get_n_unit_types (data) + 1);

  for (guint i = 0; i < sc->placements->len; i++)
    {
      const BhPlacement *p = &g_array_index (sc->placements, BhPlacement, i);
      const BhUnitType *type = bh_game_data_get_unit_type (data, p->unit_type);

      for (int k = 0; k < p->count; k++)
        {
          int piece = type->first_piece + used[p->unit_type]++;

          if (p->turn > sc->first_turn && piece < MAD_MAX_PIECES)
            {
              c->x->arrive[piece] = p->turn;
              c->x->arrive_at[piece] = p->location;
            }
        }
    }
}

static void begin_turn (MadCtx *c);

gboolean
mad_setup (MadCtx *c, int scenario, GError **error)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, scenario);
  const char *prewar = bh_props_lookup (sc->props, "prewar");
  MadExtra *x = c->x;

  (void) error;
  x->scenario = scenario;
  x->last_turn = MIN (sc->last_turn, c->d->max_turn);
  x->card = x->drawn = x->act_leader = x->act_space = -1;
  x->dow_drawer = -1;
  x->b.lead[0] = x->b.lead[1] = -1;
  memset (x->lake_marker, 0xff, sizeof x->lake_marker);
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location;

      x->from[p] = -1;
      /* 11.44: Lake Control markers the scenario places keep the lake. */
      if (loc < (int) c->d->n_spaces && c->d->spaces[loc].lake_box && c->d->pieces[p].kind == PK_MARKER &&
          c->d->spaces[loc].lake >= 0 && c->d->spaces[loc].lake < 4)
        x->lake_marker[c->d->spaces[loc].lake] = c->d->pieces[p].side;
    }
  /* 11.41: the ships the scenario places in the boxes hold their lakes. */
  memset (x->lake_held, 0xff, sizeof x->lake_held);
  mad_settle_lakes (c);
  read_arrivals (c, sc);
  mad_track_bases (c, TRUE);
  /* 5.1: the VP marker starts where the scenario puts it; what the events
   * and the position do not explain is kept as an offset. */
  x->event_vp = c->mk[c->d->m_vp] - (mad_vp_now (c) - x->event_vp);
  mad_update_vp (c);
  if (prewar && g_str_equal (prewar, "true"))
    {
      mad_prewar_begin (c);
      mad_prewar_draw (c);
      mad_advance (c);
      return TRUE;
    }
  begin_turn (c);
  mad_advance (c);
  return TRUE;
}

/* ---- victory (4.2, 17.0) ------------------------------------------------- */

void
mad_end_game (MadCtx *c, const char *rule)
{
  int vp = CLAMP (mad_vp_final (c), c->d->vp_min, c->d->vp_max);

  /* 4.31-4.34: no new points at the end, but supply may cost some. */
  if (vp != c->mk[c->d->m_vp])
    mad_note (c, "4.3", _("End-of-game supply penalties: %d VP become %d"), c->mk[c->d->m_vp], vp);
  c->mk[c->d->m_vp] = vp;
  {
  int margin = ABS (vp);
  /* 17.2: a stalemate is a British moral victory (game.xml's stalemate-winner). */
  int winner = vp > 0 ? MAD_US : vp < 0 ? MAD_GB : c->d->stalemate_winner;
  g_autofree char *stalemate = g_strdup_printf (_("a moral victory: the stalemate goes to the %s player (17.2)"), mad_side (c, winner));
  const char *level = margin >= c->d->decisive ? _("a decisive victory") : margin >= c->d->marginal ? _("a marginal victory")
                    : margin > 0 ? _("a moral victory") : stalemate;

  mad_note (c, "17.1", _("The game ends (%s): the %s player wins %s, %d VP"), rule, mad_side (c, winner), level, margin);
  c->x->game_over = TRUE;
  c->st->result = BH_RESULT_WIN;
  c->st->winner = winner;
  mad_decide (c, BH_NONE, D_NONE);
  }
}

/* 17.31-17.32 */
void
mad_check_instant (MadCtx *c)
{
  int gb = 0;
  MadCensus k;

  if (c->st->result != BH_RESULT_ONGOING)
    return;
  mad_census (c, &k);     /* every target's mad_control in one pass over the pieces */
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      const MadSpace *sp = &c->d->spaces[s];

      if (sp->us_target && c->d->us_iv_year[CLAMP (c->st->turn, 1, MAD_MAX_TURNS - 1)] && mad_census_control (c, &k, s) == MAD_US)
        {
          mad_note (c, "17.31", _("The US controls %s: instant decisive victory"), mad_loc (c, s));
          c->st->result = BH_RESULT_WIN;
          c->st->winner = MAD_US;
          c->x->game_over = TRUE;
          mad_decide (c, BH_NONE, D_NONE);
          return;
        }
      if (sp->gb_target && mad_census_control (c, &k, s) == MAD_GB)
        gb++;
    }
  if (gb >= c->d->gb_targets_needed)
    {
      mad_note (c, "17.32", _("The British control %d of the four US reinforcement spaces: instant decisive victory"), gb);
      c->st->result = BH_RESULT_WIN;
      c->st->winner = MAD_GB;
      c->x->game_over = TRUE;
      mad_decide (c, BH_NONE, D_NONE);
    }
}

/* ---- turns --------------------------------------------------------------- */

/* 7.33: the 1813 die roll; the side ahead in VP adds them, and wins the
 * roll outright with 6 or more; ties are rolled again (A19). */
static int
roll_first_1813 (MadCtx *c)
{
  int vp = c->mk[c->d->m_vp];

  if (vp >= c->d->first_auto_vp)
    return MAD_US;
  if (-vp >= c->d->first_auto_vp)
    return MAD_GB;
  for (int tries = 0; tries < 20; tries++)
    {
      int us = bh_state_roll (c->st, 6) + MAX (vp, 0);
      int gb = bh_state_roll (c->st, 6) + MAX (-vp, 0);

      mad_note (c, "7.33", _("First player roll: %s %d, %s %d"), mad_side (c, MAD_US), us, mad_side (c, MAD_GB), gb);
      /* at the set-up nothing is narrated: the first action tells it */
      if (c->notes == NULL)
        {
          c->x->setup_roll[0] = (gint8) us;
          c->x->setup_roll[1] = (gint8) gb;
        }
      if (us != gb)
        return us > gb ? MAD_US : MAD_GB;
    }
  return MAD_US;
}

/* 7.4: the turn that ends the campaigning year (the next is a winter), and
 * the one that opens it. */
static gboolean
summer_autumn (const MadCtx *c)
{
  int t = c->st->turn;

  return !c->d->turns[t].winter && t + 1 < MAD_MAX_TURNS && c->d->turns[t + 1].winter;
}

static gboolean
spring_summer (const MadCtx *c)
{
  int t = c->st->turn;

  return !c->d->turns[t].winter && t > 0 && c->d->turns[t - 1].winter;
}

static void after_reinforcements (MadCtx *c);

static void
begin_turn (MadCtx *c)
{
  const MadTurn *t = &c->d->turns[c->st->turn];
  MadExtra *x = c->x;
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, x->scenario);

  c->mk[c->d->m_turn] = c->st->turn;
  mad_note (c, "7.6", _("Turn %d begins"), c->st->turn);
  mad_events_new_turn (c);
  x->winter_done[0] = x->winter_done[1] = 0;
  if (t->year == 1814)
    x->first = MAD_GB;                               /* 7.33 */
  else if (t->year == 1813 && !t->winter && (c->st->turn == sc->first_turn || c->d->turns[c->st->turn - 1].year != 1813))
    x->first = roll_first_1813 (c);                  /* 7.33 */
  else if (t->year == 1812 && c->st->turn > 1)
    x->first = MAD_US;                               /* 7.33 */
  if (t->winter)
    {
      /* 16.1: no deal, no reinforcements; held winter events only. */
      mad_deal (c);
      x->stage = STG_WINTER;
      x->to_play = x->first;
      return;
    }
  /* 7.1: none on turn 1 of the game; the players may hold some back
   * (14.21), so the phase waits for their choices (mad_advance). */
  x->reinf_chosen[0] = x->reinf_chosen[1] = 0;
  if (c->st->turn > sc->first_turn)
    {
      x->stage = STG_REINFORCE;
      return;
    }
  after_reinforcements (c);
}

/* 7.2 on: the deal and the action phase. */
static void
after_reinforcements (MadCtx *c)
{
  MadExtra *x = c->x;

  mad_deal (c);
  x->stage = STG_ACTION;
  x->to_play = x->first;
  x->fleet_phase = 0;
  /* 7.4, 11.23 with the digest's A9: the free return opens the year
   * (the option literal-spring-return: after the action phase). */
  if (spring_summer (c) && !mad_option (c, "literal-spring-return"))
    mad_fleet_begin (c, FALSE);
  mad_update_vp (c);
}

/* 7.24, 7.35: the year's leftover cards are discarded, held ones too. */
static void
end_year (MadCtx *c)
{
  const MadData *d = c->d;
  int year = mad_year (c) - 1812;

  for (guint p = 0; p < d->n_pieces; p++)
    {
      int loc = c->pc[p].location;

      if (d->pieces[p].kind != PK_CARD)
        continue;
      if (loc == d->hand[0] || loc == d->hand[1] || loc == d->held[0] || loc == d->held[1] ||
          (year >= 0 && year < 3 && loc == d->pile[year]) || loc == d->prewar_deck)
        mad_discard (c, p);
    }
  mad_note (c, "7.24", _("The cards left of %d are discarded"), mad_year (c));
}

static void
next_turn (MadCtx *c)
{
  if (mad_winter (c))
    end_year (c);
  if (c->st->turn >= c->x->last_turn)
    {
      /* 4.21: all the cards have been used after the last turn. */
      mad_update_vp (c);
      mad_end_game (c, "4.21");
      return;
    }
  c->st->turn++;
  begin_turn (c);
}

/* ---- winter (16.0) ------------------------------------------------------- */

static gboolean
has_winter_event (const MadCtx *c, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == c->d->hand[side] && mad_event_allowed (c, p, side))
      return TRUE;
  return FALSE;
}

void
mad_list_winter (MadCtx *c)
{
  int side = c->st->pending.side;

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == c->d->hand[side] && mad_event_allowed (c, p, side))
      mad_add (c, A_EVENT, 1, p, 0);
  mad_add (c, A_PASS, 0, 0, 0);
}

void
mad_apply_winter (MadCtx *c, const BhAction *a)
{
  int side = c->st->pending.side;

  if (a->kind == A_PASS)
    {
      mad_note (c, c->x->stage == STG_AFTER_TREATY ? "4.23" : "16.1", _("The %s player plays no more winter events"), mad_side (c, side));
      c->x->winter_done[side] = TRUE;
      mad_decide (c, side, D_NONE);
      if (c->x->stage == STG_WINTER)
        c->x->to_play = 1 - side;
      return;
    }
  mad_apply_play (c, a);
}

/* The winter quartering value (2.17); a depot or an Event Card Fort adds 4
 * (13.51, 2.74; game.xml's depot-wq-bonus and event-fort-wq-bonus); a
 * destroyed town is worth 0 (4.13, 13.57). */
static int
wq (const MadCtx *c, int space)
{
  int v = mad_space_value (c, space);

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].kind == PK_DEPOT)
      v += c->d->depot_wq;
    else if (c->pc[p].location == space && c->d->pieces[p].kind == PK_EVENT_FORT)
      v += c->d->event_fort_wq;
  /* SUPPLY BY SLEIGH (8.31-1) */
  return v + mad_supply_event_wq (c, space);
}

/* 16.2: each space in turn; FALSE when a player must choose a unit. */
static gboolean
attrition_step (MadCtx *c)
{
  MadExtra *x = c->x;

  for (; x->winter_space < (int) c->d->n_spaces; x->winter_space++)
    {
      int s = x->winter_space, side = -1, units = 0, fresh = 0, limit;
      gboolean enemy, removable;

      if (!c->d->spaces[s].town)
        continue;
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].location == s && mad_is_unit (c, p))
          {
            side = c->d->pieces[p].side;
            units++;
            fresh += !mad_reduced (c, p);
          }
      if (side < 0)
        continue;
      enemy = c->d->spaces[s].owner == 1 - side;
      limit = wq (c, s);
      if (limit == 0)
        {
          /* 16.26, 16.23's second case: a 0 space keeps no land unit over
           * the winter, fresh or reduced, in friendly territory too. */
          for (guint p = 0; p < c->d->n_pieces; p++)
            if (c->pc[p].location == s && mad_is_unit (c, p))
              mad_eliminate (c, p, "16.26");
          continue;
        }
      /* 16.23 example 2, 16.25: in friendly territory reduced units are
       * ignored, so only fresh ones count against the value; in enemy
       * territory every unit counts (examples 3-5). */
      if (c->d->spaces[s].owner == side)
        units = fresh;
      if (units <= limit)
        continue;
      /* 16.23-16.24: a reduced unit is removed only out of supply in enemy
       * territory; otherwise the losses beyond the fresh units lapse. */
      removable = enemy && !mad_in_supply (c, s, side);
      if (x->loss_reason != LOSS_WINTER || x->loss_space != s)
        {
          x->loss_reason = LOSS_WINTER;
          x->loss_space = s;
          x->loss_side = side;
          x->loss_left = removable ? units - limit : MIN (units - limit, fresh);
          mad_note (c, "16.21", _("%s: %d units, winter quartering %d%s"), mad_loc (c, s), units, limit,
                    removable ? _(", out of supply in enemy territory") : "");
        }
      while (x->loss_left > 0)
        {
          int n = 0, last = -1;

          /* 16.22: fresh units first, the owner choosing among them; then
           * units reduced before this winter (16.23, example 5), never one
           * just flipped (marked F_LOST). */
          for (guint p = 0; p < c->d->n_pieces; p++)
            if (c->pc[p].location == s && mad_is_unit (c, p) &&
                (fresh ? !mad_reduced (c, p) : !(c->pc[p].flags & F_LOST)))
              {
                n++;
                last = p;
              }
          if (n == 0)
            break;
          if (n > x->loss_left && !(fresh == 0 && !removable))
            {
              mad_decide (c, side, D_LOSS);
              return FALSE;
            }
          if (fresh)
            c->pc[last].flags |= F_LOST;
          mad_step_loss (c, last, fresh ? "16.22" : "16.24");
          fresh -= fresh > 0;
          x->loss_left--;
        }
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->pc[p].location == s)
          c->pc[p].flags &= ~F_LOST;
      x->loss_reason = LOSS_NONE;
    }
  return TRUE;
}

static void
end_winter (MadCtx *c)
{
  /* 16.1 steps 3-4, after the winter's events and attrition: free naval
   * repair (15.21), then the depots are removed (13.55). */
  mad_winter_repair (c);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].kind == PK_DEPOT && mad_on_map (c, p))
      mad_move (c, p, BH_OFFBOARD);
  mad_update_vp (c);
  next_turn (c);
}

/* ---- the driver ---------------------------------------------------------- */

/* After a card play or a hold: the card goes to the discard pile, the
 * activated pieces are released, VPs and instant victory are checked and
 * the other player plays. */
void
mad_after_play (MadCtx *c)
{
  MadExtra *x = c->x;

  /* 8.72: a CAMPAIGN card's second force moves before the card is spent. */
  if (x->camp >= 3 && mad_campaign_next (c))
    return;
  x->camp = 0;
  for (guint p = 0; p < c->d->n_pieces; p++)
    c->pc[p].flags &= ~F_CAMP1;
  /* 11.41, 13.35: the card play's movement and combat are over; the lakes'
   * control is settled before its supply and VP are looked at. */
  mad_settle_lakes (c);
  if (x->card >= 0)
    mad_discard (c, x->card);
  x->card = -1;
  x->act_count = 0;
  memset (x->fort_mixed, 0, sizeof x->fort_mixed);
  mad_clear_force (c);
  mad_check_depots (c);
  mad_place_blocked_leaders (c);
  mad_order_card_played (c);
  mad_supply_events_card_played (c, x->stage == STG_PREWAR ? -1 : x->to_play);
  mad_track_bases (c, FALSE);
  memset (x->withdrawn, 0, sizeof x->withdrawn);
  mad_update_vp (c);
  mad_check_instant (c);
  if (x->stage == STG_PREWAR)
    x->prewar_drawer = 1 - x->prewar_drawer;
  else if (x->stage == STG_ACTION || x->stage == STG_WINTER)
    x->to_play = 1 - x->to_play;
}

static void
action_step (MadCtx *c)
{
  MadExtra *x = c->x;
  int side = x->to_play;

  /* 7.4, 11.22-11.23: the Mutual Fleet Return Phase. */
  if (mad_fleet_pending (c) && !mad_fleet_step (c))
    return;
  if (mad_hand_count (c, side) == 0)
    side = 1 - side;
  /* 14.31: contested reinforcements are settled at the start of their
   * player's phase, before his card play (the digest's A11). */
  if (mad_arrival_pending (c, side))
    return;
  if (mad_hand_count (c, side) == 0)
    {
      if (mad_arrival_pending (c, 1 - side))
        return;
      if (spring_summer (c) && mad_option (c, "literal-spring-return") && !mad_fleet_spring_done (c))
        {
          /* 7.4 read literally (A9's option): the phase follows the cards. */
          mad_note (c, "7.32", _("Both players have used their cards"));
          mad_fleet_begin (c, FALSE);
          return;
        }
      if (summer_autumn (c) && !mad_fleet_autumn_done (c))
        {
          /* 7.32: both players have played or held all their cards. */
          mad_note (c, "7.32", _("Both players have used their cards"));
          mad_fleet_begin (c, TRUE);
          return;
        }
      /* 7.32: both players have played or held all their cards; 7.4-7.6. */
      if (!summer_autumn (c))
        mad_note (c, "7.32", _("Both players have used their cards"));
      mad_update_vp (c);
      next_turn (c);
      return;
    }
  x->to_play = side;
  mad_decide (c, side, D_PLAY);
}

static void
winter_step (MadCtx *c)
{
  MadExtra *x = c->x;
  int side = x->to_play;

  if (x->winter_done[side] || !has_winter_event (c, side))
    {
      x->winter_done[side] = TRUE;
      side = 1 - side;
    }
  if (x->winter_done[side] || !has_winter_event (c, side))
    {
      x->winter_done[side] = TRUE;
      x->stage = STG_ATTRITION;
      x->winter_space = 0;
      return;
    }
  x->to_play = side;
  mad_decide (c, side, D_WINTER);
}

static void advance_steps (MadCtx *c);

/* The phase of the sequence of play (game.xml: 7.0, 16.1) the game is in,
 * which front ends show: the pending decision and the stage tell it. */
static void
sync_phase (MadCtx *c)
{
  const MadExtra *x = c->x;
  const char *id = x->stage == STG_PREWAR ? "prewar"
                   : x->stage == STG_ATTRITION ? "winter-attrition"
                   : x->stage == STG_WINTER ? "winter-action"
                   : c->st->pending.kind == D_FLEET ? "fleet-return" : "action";

  for (guint i = 0; i < bh_game_data_get_n_phases (c->d->data); i++)
    if (g_str_equal (bh_game_data_get_phase (c->d->data, i)->id, id))
      c->st->phase = i;
}

void
mad_advance (MadCtx *c)
{
  advance_steps (c);
  /* 10.72, 14.33: a bump with several spaces as good is its owner's
   * choice, asked before whatever else was to be decided. */
  if (c->x->bump_at && c->st->pending.kind != D_BUMP && c->st->result == BH_RESULT_ONGOING)
    {
      c->x->bump_resume = c->st->pending;
      mad_decide (c, c->x->bump_side, D_BUMP);
    }
  sync_phase (c);
}

static void
advance_steps (MadCtx *c)
{
  MadExtra *x = c->x;

  for (int guard = 0; guard < 10000; guard++)
    {
      /* 10.72, 14.33: a bump waiting for its owner (mad_advance asks). */
      if (x->bump_at)
        return;
      /* 9.6, 3.42, 14.43: ships and naval leaders that must go elsewhere. */
      if (mad_haven_check (c))
        return;
      /* 17.31-17.32: "the game immediately ends", so control is looked at
       * after every step, not only when a card play is over. */
      mad_check_instant (c);
      if (c->st->result != BH_RESULT_ONGOING || c->st->pending.kind != D_NONE)
        return;
      /* Battles to fight, or all fought: a battle that ended on a
       * player's retreat (10.7) still closes the card play (n_battles > 0). */
      if (x->b.stage != BS_NONE || x->n_battles > 0)
        {
          if (!mad_battle_step (c))
            return;
          continue;
        }
      switch (x->stage)
        {
        case STG_PREWAR:
          if (x->prewar)
            {
              mad_prewar_draw (c);
              continue;
            }
          /* 6.33: the turn marker goes on Spring-Summer 1812; the player who
           * did not draw the DOW plays first. */
          x->first = 1 - x->dow_drawer;
          x->to_play = x->first;
          x->stage = STG_ACTION;
          c->mk[c->d->m_turn] = c->st->turn;
          if (mad_hand_count (c, 0) == 0 && mad_hand_count (c, 1) == 0)
            {
              /* 6.32 */
              mad_note (c, "6.32", _("Both hands are empty: Spring-Summer 1812 is over"));
              next_turn (c);
            }
          break;
        case STG_REINFORCE:
          if (mad_reinforce_step (c))
            after_reinforcements (c);
          break;
        case STG_ACTION:
          action_step (c);
          break;
        case STG_WINTER:
          winter_step (c);
          break;
        case STG_ATTRITION:
          /* Digest A15: the Winter 1814-1815 turn is played only for held
           * winter events; the war is over, so no attrition (the option
           * final-winter-attrition: 16.1's attrition that turn too). */
          if ((c->st->turn >= c->x->last_turn && !mad_option (c, "final-winter-attrition")) || attrition_step (c))
            end_winter (c);
          break;
        case STG_AFTER_TREATY:
          /* 4.23: a held BATTLE OF NEW ORLEANS may follow the Treaty. */
          if (!x->winter_done[MAD_US])
            {
              /* Nothing else is played: the hands go, held cards stay. */
              for (guint p = 0; p < c->d->n_pieces; p++)
                if (c->pc[p].location == c->d->hand[MAD_US] || c->pc[p].location == c->d->hand[MAD_GB])
                  mad_discard (c, p);
              for (guint p = 0; p < c->d->n_pieces; p++)
                if (c->pc[p].location == c->d->held[MAD_US])
                  mad_move (c, p, c->d->hand[MAD_US]);
              if (has_winter_event (c, MAD_US))
                {
                  mad_decide (c, MAD_US, D_WINTER);
                  break;
                }
              x->winter_done[MAD_US] = TRUE;
            }
          else
            mad_end_game (c, "4.22");
          break;
        }
    }
}
