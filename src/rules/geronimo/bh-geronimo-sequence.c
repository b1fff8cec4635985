/* bh-geronimo-sequence.c — the Turn (4.1): Side Determination, Card
 * Distribution, Player Order, the Card Play Rounds until every dealt
 * Shaman Card is used (4.4, 9.15), Survival, Statehood and End of Turn
 * (4.7), then the end of the game (10.1, 11.31).  ger_advance() runs
 * everything automatic up to the next decision. */
#include "config.h"

#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "bh-geronimo-private.h"

static const char *
scenario_prop (const BhScenario *sc, const char *name)
{
  return bh_props_lookup (sc->props, name);
}

static int
area_index (const GerCtx *c, const char *id)
{
  int s = bh_game_data_find_space (c->data, id);

  return s >= 0 && s < (int) c->d->n_spaces ? c->d->area_of_space[s] : -1;
}

/* Two more Mines from the cup, without Settlements (3.44). */
static void
extra_mines (GerCtx *c, int n)
{
  for (int k = 0; k < n; k++)
    {
      int in_cup[32], m = 0;

      for (int i = 0; i < c->d->n_mines; i++)
        if (c->pc[c->d->mines[i]].location == c->d->mine_cup)
          in_cup[m++] = i;
      if (m == 0)
        return;
      m = in_cup[bh_state_random (c->st, m)];
      bh_state_move_piece (c->st, c->d->mines[m], c->d->mine_area[m]);
    }
}

/* One DR per Buffalo Area (3.47), read on the data's Buffalo table (0 two
 * Skulls, 1-4 one, 5-9 none) and narrated; the Indian Territory is
 * skipped before the Land Rush (9.2G) unless the option says otherwise. */
static void
buffalo_setup (GerCtx *c, gboolean closed_too)
{
  for (guint a = 0; a < c->d->n_areas; a++)
    {
      int dr, skulls;

      if (!c->d->areas[a].buffalo || (c->d->areas[a].closed && !closed_too))
        continue;
      dr = ger_roll (c);
      skulls = 0;
      for (int k = 0; k < c->d->buffalo_skulls[dr]; k++)
        {
          int p = ger_take_offboard (c, c->d->skull_first, c->d->skull_count);

          if (p >= 0)                   /* the counter mix's 16 at most */
            {
              bh_state_move_piece (c->st, p, c->d->areas[a].location);
              skulls++;
            }
        }
      /* Translators: Geronimo, the Basic set-up: %s an Area, then the DR and the Buffalo Skulls placed */
      ger_note (c, "3.47", _("Buffalo DR in %s: %d, %d Skulls placed"),
                ger_loc_name (c, c->d->areas[a].location), dr, skulls);
    }
}

gboolean
ger_setup (GerCtx *c, const BhScenario *sc, GError **error)
{
  GerExtra *x = c->x;
  const char *v;
  int opt;

  memset (x, 0, sizeof *x);
  x->first_pick = -1;
  x->first_rr[0] = x->first_rr[1] = -1;
  x->first_turn = sc->first_turn;
  x->last_turn = sc->last_turn;
  x->n_players = sc->min_players == sc->max_players ? sc->min_players : 0;
  x->min_players = sc->min_players;
  x->max_players = sc->max_players;
  if (sc->min_players < 1 || sc->max_players > GER_MAX_SEATS || sc->min_players > sc->max_players)
    {
      /* Translators: Geronimo: a scenario's id */
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("scenario %s: Geronimo is for one to five players"), sc->id);
      return FALSE;
    }
  x->campaign = bh_props_lookup_int (sc->props, "us-repeat-limit", 1) >= 2;
  opt = bh_scenario_find_option (sc, "alternate-side-determination");
  x->any_repeat = bh_state_option (c->st, opt);
  x->no_mine_attacks = g_strcmp0 (scenario_prop (sc, "mines-attackable"), "false") == 0;
  x->solo_tribal_cards = bh_props_lookup_int (sc->props, "tribal-cards-per-turn", 18);
  if ((v = scenario_prop (sc, "tribal-cards-always")) != NULL)
    {
      g_auto(GStrv) ids = g_strsplit (v, " ", 0);

      for (int i = 0; ids[i] != NULL; i++)
        for (guint t = 0; t < c->d->n_tribes; t++)
          if (g_strcmp0 (c->d->tribes[t].id, ids[i]) == 0)
            x->solo_always |= 1u << t;
    }
  x->random_events = bh_state_option (c->st, bh_scenario_find_option (sc, "random-events"));
  opt = bh_scenario_find_option (sc, "treaty-cap");
  x->treaty_cap = bh_state_option (c->st, opt);
  opt = bh_scenario_find_option (sc, "ghost-towns-strict");
  x->ghost_strict = bh_state_option (c->st, opt);
  opt = bh_scenario_find_option (sc, "historical-war-party-range");
  x->wp_range = bh_state_option (c->st, opt) ? 1 : 2;
  opt = bh_scenario_find_option (sc, "massacre-affects-maintenance");
  x->massacre_maintenance = bh_state_option (c->st, opt);
  x->bp_dice_after_acw = bh_props_lookup_int (sc->props, "bp-dice", 4) == 6;
  x->rr_from_turn = bh_props_lookup_int (sc->props, "railroads-from-turn", 0);
  x->victory_states = bh_props_lookup_int (sc->props, "victory-states", 0);
  if ((v = scenario_prop (sc, "first-railroad-areas")) != NULL)
    {
      g_auto(GStrv) ids = g_strsplit (v, " ", 0);

      for (int i = 0; i < 2 && ids[i] != NULL; i++)
        x->first_rr[i] = area_index (c, ids[i]);
    }
  for (guint a = 0; a < c->d->n_areas; a++)
    x->states[a] = c->d->areas[a].initial_state;
  if ((v = scenario_prop (sc, "states")) != NULL)
    {
      g_auto(GStrv) ids = g_strsplit (v, " ", 0);

      for (int i = 0; ids[i] != NULL; i++)
        if (area_index (c, ids[i]) >= 0)
          x->states[area_index (c, ids[i])] = 1;
    }
  if ((v = scenario_prop (sc, "cards-on-reservation")) != NULL)
    {
      g_auto(GStrv) ids = g_strsplit (v, " ", 0);

      for (int i = 0; ids[i] != NULL; i++)
        {
          int p = bh_game_data_find_piece (c->data, ids[i]);

          if (p >= 0)
            bh_state_move_piece (c->st, p, c->d->on_reservation);
        }
    }
  for (guint vi = 0; vi < c->d->n_villages; vi++)
    x->reservation_from[vi] = c->d->villages[vi].initial_area;   /* 3.48 */
  /* 3.42: the Basic Game's Telegraph card stays in view, its effect in
   * play from the start (9.2CC). */
  if ((v = scenario_prop (sc, "cards-in-effect")) != NULL)
    {
      g_auto(GStrv) ids = g_strsplit (v, " ", 0);

      for (int i = 0; ids[i] != NULL; i++)
        if (g_str_equal (ids[i], "shaman-telegraph"))
          x->events |= GER_EV_TELEGRAPH;
    }
  extra_mines (c, bh_props_lookup_int (sc->props, "extra-mines-at-setup", 0));
  /* 3.47: rolled once the number of players is known (the first action),
   * so that the rolls are narrated with the set-up's others. */
  if (scenario_prop (sc, "buffalo-setup") != NULL)
    x->buffalo_owed = bh_state_option (c->st, bh_scenario_find_option (sc, "basic-buffalo-indian-territory")) ? 2 : 1;
  ger_columns_setup (c);
  c->st->turn = sc->first_turn;
  c->st->phase = PH_SIDES;
  c->st->n_rolls = 0;
  if (x->n_players == 0)
    {
      ger_decide (c, 0, D_PLAYERS, 0);
      return TRUE;
    }
  x->n_indians = MAX (x->n_players - 1, 1);
  if (x->buffalo_owed)
    buffalo_setup (c, x->buffalo_owed == 2);
  x->buffalo_owed = 0;
  ger_decide (c, 0, D_AUTO, 0);
  ger_advance (c);
  return TRUE;
}

void
ger_round_done (GerCtx *c)
{
  GerExtra *x = c->x;

  if (ger_ally_share_offer (c))
    return;                             /* 9.2FF: the Alliance's player may share its VPs first */
  if (ger_wp_second_done (c))
    return;                             /* 6.32: the first War Party goes home after the second's Round */
  if (ger_ally_round_end (c))
    return;                             /* 6.75: Finished members leave the Alliance War Party */
  if (ger_forced_end (c))
    return;                             /* 9.2D, 9.2F: an out-of-Round attack is over */
  if (ger_solo_next_village (c))
    return;                             /* 11.37: one Operation per Village of the Tribe */
  ger_check_transcontinental (c);       /* 5.241: at the end of each Round */
  ger_columns_round_end (c);
  x->rounds++;
  ger_events_end_round (c);
  if (ger_solo (c))
    {
      ger_wp_return_all (c);        /* every War Party home at the Round's end (11.37) */
      x->solo_tribe = 0;
    }
  x->treaty_offered = 0;
  x->random_may = 0;
  x->solo_acted = 0;
  x->solo_stand = 0;
  x->cursor = (x->cursor + 1) % x->n_players;
  if (x->n_players == 1)
    x->solo_indian ^= 1;
  ger_decide (c, c->st->pending.side, D_AUTO, 0);
}

static void
begin_round (GerCtx *c)
{
  GerExtra *x = c->x;

  if (!ger_cards_left (c))
    {
      ger_note (c, "9.15", _("Every Shaman Card is used: the Card Play Rounds are over"));
      ger_wp_return_all (c);
      c->st->phase = PH_SURVIVAL;
      x->step = 0;
      return;
    }
  for (int k = 0; k < x->n_players; k++)
    {
      int seat = x->order[x->cursor];
      gboolean has = (x->federales_owed & (1u << seat)) != 0;   /* 9.2I: his card is played */

      for (int p = c->d->shaman_first; p < c->d->shaman_first + c->d->shaman_count && !has; p++)
        has = c->pc[p].location == c->d->hand_shaman[seat];
      if (has)
        break;
      x->cursor = (x->cursor + 1) % x->n_players;      /* no card left: no Round (4.4) */
    }
  if (ger_solo (c) && x->solo_indian)
    ger_solo_draw_tribe (c);
  if (x->n_players == 1 ? !x->solo_indian : x->order[x->cursor] == x->us_seat)
    {
      x->us_round++;                                    /* 5.33: US Rounds run on across Turns */
      x->plays = 0;
    }
  ger_begin_allotment (c);
}

static void
end_of_turn (GerCtx *c)
{
  GerExtra *x = c->x;

  ger_collect_cards (c);
  ger_columns_turn_end (c);
  for (guint v = 0; v < c->d->n_villages; v++)
    {
      c->pc[c->d->villages[v].marker].face = 0;         /* Finished flipped back (4.72) */
      x->actions[v] = 0;
      x->devastation[v] = 0;
    }
  for (int p = c->d->rr_first; p < c->d->rr_first + c->d->rr_count; p++)
    c->pc[p].face = 0;                                 /* Broke RRs repaired (7.24) */
  for (int m = 0; m < c->d->n_mines; m++)
    c->pc[c->d->mines[m]].face = 0;                    /* Hit Mines (7.24) */
  for (int p = c->d->bad_weather_first; p < c->d->bad_weather_first + c->d->bad_weather_count; p++)
    bh_state_move_piece (c->st, p, BH_OFFBOARD);        /* yellow markers go (4.72) */
  for (int p = c->d->good_weather_first; p < c->d->good_weather_first + c->d->good_weather_count; p++)
    bh_state_move_piece (c->st, p, BH_OFFBOARD);
  for (int i = 0; i < c->d->n_massacres; i++)
    bh_state_move_piece (c->st, c->d->massacres[i], BH_OFFBOARD);
  for (guint v = 0; v < c->d->n_villages; v++)
    {
      c->pc[c->d->villages[v].war_party].flags = 0;    /* a War Party again next Turn (6.32) */
      if (c->d->villages[v].war_party2 >= 0)
        c->pc[c->d->villages[v].war_party2].flags = 0;
    }
  for (guint i = 0; i < c->d->n_chiefs; i++)
    {
      c->pc[c->d->chiefs[i].piece].flags = 0;          /* Chiefs assigned anew (6.53) */
      x->chief_wp[i] = 0;
    }
  x->indian_massacres = 0;
  ger_events_end_turn (c);
  ger_random_end_turn (c);
  x->rounds = 0;
  x->solo_indian = 0;
}

static int
count_states (const GerCtx *c)
{
  int n = 0;

  for (guint a = 0; a < c->d->n_areas; a++)
    n += c->x->states[a];
  return n;
}

/* The most VPs wins (10.1); the text has no tie-breaker, so a tie is a
 * draw.  Solitaire wins with enough States (11.31). */
static void
end_game (GerCtx *c)
{
  BhState *st = c->st;
  int best = -1;
  gboolean tie = FALSE;

  st->pending.side = BH_NONE;
  if (c->x->n_players == 1 && !c->x->trans_rr && st->turn <= 6 && c->x->last_turn > 6)
    {
      /* Sudden Death: no Transcontinental Railroad by the end of Turn 6
       * (11.31): the US has lost. */
      st->result = BH_RESULT_DRAW;
      st->winner = BH_NONE;
      ger_note (c, "11.31, 5.241", _("No Transcontinental Railroad by the end of Turn 6: the US loses by Sudden Death"));
      return;
    }
  if (c->x->n_players == 1)
    {
      int n = count_states (c);

      st->result = n >= c->x->victory_states ? BH_RESULT_WIN : BH_RESULT_DRAW;
      st->winner = st->result == BH_RESULT_WIN ? 0 : BH_NONE;
      /* Translators: Geronimo: solitaire, the number of States and the number needed */
      ger_note (c, "11.31", _("%d States of the %d needed"), n, c->x->victory_states);
      return;
    }
  for (int s = 0; s < c->x->n_players; s++)
    if (best < 0 || ger_vp (c, s) > ger_vp (c, best))
      {
        best = s;
        tie = FALSE;
      }
    else if (ger_vp (c, s) == ger_vp (c, best))
      tie = TRUE;
  st->result = tie ? BH_RESULT_DRAW : BH_RESULT_WIN;
  st->winner = tie ? BH_NONE : best;
  if (!tie)
    {
      g_autofree char *who = ger_seat_name (c, best);

      /* Translators: Geronimo: the player with the most VPs ("Player 2") and his VPs */
      ger_note (c, "10.1", _("%s has the most VPs: %d"), who, ger_vp (c, best));
    }
  else
    ger_note (c, "10.1", _("The highest VP totals are tied: the game is drawn"));
}

static void advance_phases (GerCtx *c);

/* Runs what needs no decision; an Operation already used up by an
 * out-of-Round attack is one of those (9.2D, 9.2F). */
void
ger_advance (GerCtx *c)
{
  do
    advance_phases (c);
  while (ger_forced_skip_operation (c) || ger_mormon_none (c));
}

static void
advance_phases (GerCtx *c)
{
  BhState *st = c->st;
  GerExtra *x = c->x;

  while (st->result == BH_RESULT_ONGOING && st->pending.kind == D_AUTO)
    switch (st->phase)
      {
      case PH_SIDES:
        /* Translators: Geronimo: a Turn number */
        ger_note (c, "4.1", _("Turn %d begins"), st->turn);
        bh_state_markers (st)[c->d->turn_marker] = st->turn;
        ger_determine_sides (c);
        x->us_vp_start = ger_vp (c, x->us_seat);
        x->us_vp_given = 0;
        x->n_indians = MAX (x->n_players - 1, 1);
        st->phase = PH_DISTRIBUTION;
        x->step = 0;
        break;
      case PH_DISTRIBUTION:
        if (x->step == 0)
          {
            bh_state_shuffle (st, c->d->shaman_deck);
            bh_state_shuffle (st, c->d->tribal_deck);
            x->rr_allowed = st->turn >= x->rr_from_turn;
            ger_distribute_us (c);
            ger_columns_turn_start (c);
            x->step = 2;
            if (ger_offer_gatling (c))              /* 5.51, 9.2J */
              break;
          }
        if (x->step == 2)
          {
            if (ger_columns_disband_next (c))   /* 5.46: the US places the BPs */
              break;
            ger_order_pickers (c);
            x->step = 1;
            if (x->n_players >= 2 && x->n_pickers > 0 && ger_skip_stuck_pickers (c))
              ger_decide (c, x->pickers[x->picker], D_PICK_TRIBE, 0);
            break;
          }
        if (ger_civil_war_outbreak (c))         /* 9.2A: Turn 6, the card unplayed */
          break;                                /* 5.44: the US assigns his Commanders first */
        ger_deal_tribal (c);
        ger_deal_shaman (c);
        st->phase = PH_ORDER;
        break;
      case PH_ORDER:
        ger_order_players (c);
        if (ger_solo (c))
          ger_solo_first_side (c);
        x->rounds = 0;
        st->phase = PH_ROUNDS;
        break;
      case PH_ROUNDS:
        begin_round (c);
        break;
      case PH_SURVIVAL:
        if (x->step == 0)
          {
            x->step = 1;
            ger_attrition_begin (c);                   /* 5.38: the US first */
            break;
          }
        if (x->step == 1)
          {
            x->step = 2;
            ger_survival_phase (c);
          }
        if (ger_place_driven_out (c))
          break;                               /* 6.25: the US places a Village driven out */
        ger_forced_reservation (c);
        st->phase = PH_STATEHOOD;
        break;
      case PH_STATEHOOD:
        st->phase = PH_END;
        ger_statehood_begin (c);
        break;
      case PH_END:
        end_of_turn (c);
        if (st->turn >= x->last_turn || (ger_solo (c) && st->turn == 6 && !x->trans_rr))
          {
            end_game (c);
            return;
          }
        st->turn++;
        st->phase = PH_SIDES;
        break;
      default:
        return;
      }
}

void
ger_list_sequence (GerCtx *c)
{
  if (c->st->pending.kind == D_PLAYERS)
    {
      for (int n = c->x->min_players; n <= c->x->max_players; n++)
        ger_push (c, A_PLAYERS, 1, n, 0);
    }
  else if (c->st->pending.kind == D_PICK_TRIBE)
    ger_list_pick (c);
}

gboolean
ger_apply_sequence (GerCtx *c, const BhAction *a)
{
  GerExtra *x = c->x;

  if (a->kind == A_PLAYERS)
    {
      x->n_players = a->args[0];
      x->n_indians = MAX (x->n_players - 1, 1);
      /* Translators: Geronimo: the number of players */
      ger_note (c, "3.2", _("%d players: one is the US each Turn, the others Indians"), x->n_players);
      if (x->buffalo_owed)
        buffalo_setup (c, x->buffalo_owed == 2);
      x->buffalo_owed = 0;
      ger_decide (c, 0, D_AUTO, 0);
      return TRUE;
    }
  if (a->kind == A_PICK_TRIBE)
    {
      ger_apply_pick (c, a->args[0]);
      if (ger_skip_stuck_pickers (c))
        ger_decide (c, x->pickers[x->picker], D_PICK_TRIBE, 0);
      else
        ger_decide (c, c->st->pending.side, D_AUTO, 0);
      return TRUE;
    }
  return FALSE;
}
