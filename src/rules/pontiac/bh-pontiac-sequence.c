/* bh-pontiac-sequence.c — the sequence of play (8.0): setup of a scenario
 * (20.0, 21.1), the phases of a turn in order, the automatic steps of each,
 * reinforcements (9.1, 9.2), rally and leader health (16.2), wintering
 * (15.0), the end of a year or scenario and victory (17.0, 20.0, 21.x). */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bh-pontiac-private.h"

/* Phases by their id in game.xml's sequence. */
enum {
  PH_ACTIVATION, PH_KEY_LEADERS, PH_WAR_BELTS, PH_MILITIA, PH_GUINEAS, PH_NATIONS_MOVE,
  PH_REPLENISH_1, PH_BRITISH_MOVE, PH_REPLENISH_2, PH_SUPPLY, PH_SIEGE_ATTRITION,
  PH_REBUILD, PH_RALLY, PH_LIFT_SIEGES, PH_WINTERING, PH_VICTORY, PH_ADVANCE, PH_N
};

static const char *phase_ids[PH_N] = {
  "nation-activation", "key-leaders", "war-belts", "militia-volunteers", "guinea-loans",
  "nations-movement-combat", "replenish-after-nations", "british-movement-combat",
  "replenish-after-british", "supply", "siege-attrition", "rebuild-forts", "rally",
  "lift-sieges", "wintering", "victory-points", "advance-turn",
};

int
pontiac_phase_id (const PontiacCtx *c)
{
  const BhPhase *ph;

  if (c->st->phase < 0 || (guint) c->st->phase >= bh_game_data_get_n_phases (c->self->data))
    return PH_ADVANCE;
  ph = bh_game_data_get_phase (c->self->data, c->st->phase);
  for (int i = 0; i < PH_N; i++)
    if (g_str_equal (ph->id, phase_ids[i]))
      return i;
  return PH_ADVANCE;
}

static int
season (int turn)
{
  return (turn - 1) % 4;   /* 0 Spring, 1 Summer, 2 Fall, 3 Winter */
}

static int
year (int turn)
{
  return 1763 + (turn - 1) / 4;
}

/* ---- setup (20.0, 21.1) ------------------------------------------------- */

/* The Off-Map Force aids (6.3): the force in a box stands where its
 * marker stands, hidden from the other side while the marker is there
 * (bh-pontiac-offmap.c). */
static void
unpack_offmap (PontiacCtx *c)
{
  BhGameData *data = c->self->data;

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const BhUnitType *type;
      const char *box;
      int loc, where = c->pc[p].location;

      if (c->d->pieces[p].klass != PC_OFFMAP || where == BH_OFFBOARD)
        continue;
      type = bh_game_data_get_unit_type (data, c->d->pieces[p].type);
      box = bh_props_lookup (type->props, "box");
      loc = box ? bh_game_data_find_location (data, box) : -1;
      if (loc >= 0)
        FOR_PIECES_AT (c, loc, q)
          pontiac_move_piece (c, q, where);
      if (!pontiac_is_space (c, where))
        pontiac_move_piece (c, p, BH_OFFBOARD);
      else
        c->pc[p].order = PONTIAC_MARKER_ORDER;
    }
}

/* A reading's option may move the set-up: the scenario's prop
 * "moves-OPTION" lists "FROM:TO" pairs, every piece placed at FROM going
 * to TO (digest 8.52: scenario E from Fort Pitt instead of Detroit); the
 * pairs are read once (PontiacScenarioInfo.moves), the set-up's zones
 * read them too. */
static void
option_moves (PontiacCtx *c)
{
  for (guint i = 0; i < c->sc->moves->len; i++)
    {
      const PontiacOptionMove *m = &g_array_index (c->sc->moves, PontiacOptionMove, i);

      if (!bh_state_option (c->st, m->option))
        continue;
      FOR_PIECES_AT (c, m->from, p)
        pontiac_move_piece (c, p, m->to);
    }
}

gboolean
pontiac_setup_state (PontiacCtx *c, int scenario_index, GError **error)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, scenario_index);
  const char *besieged = bh_props_lookup (sc->props, "besieged");

  c->x->scenario = scenario_index;
  pontiac_ctx_init (c, c->self, c->st);
  {
    static const struct { const char *id; guint32 bit; } opts[] = {
      { "sachems-2-fp", OPT_SACHEMS_2FP }, { "war-belt-bonus", OPT_BELT_BONUS },
      { "sure-captives", OPT_SURE_CAPTIVES }, { "rifle-proficiency", OPT_RIFLES },
      { "arms-vp", OPT_ARMS_VP }, { "leaders-fp", OPT_LEADERS_FP },
      { "retreat-any-odds", OPT_RETREAT_ANY_ODDS }, { "bayonet-charge", OPT_BAYONET },
      { "arms-penalty", OPT_ARMS_PENALTY },
      { "philadelphia-threatened", OPT_PHILADELPHIA }, { "nation-activation", OPT_ACTIVATION },
      { "raze-on-entry", OPT_RAZE_ON_ENTRY }, { "pontiac-1-fp", OPT_PONTIAC_FP },
      { "relief-joins-at-once", OPT_RELIEF_AT_ONCE }, { "card-each-round", OPT_CARD_EACH_ROUND },
      { "captives-each-year", OPT_CAPTIVES_EACH_YEAR }, { "razed-fort-draw-cap", OPT_DRAW_CAP },
      { "debt-from-british-vp", OPT_DEBT_FROM_BRITISH }, { "disrupted-1-step", OPT_DISRUPTED_1_STEP },
      { "replacement-officer-0-vp", OPT_REPLACEMENT_0_VP }, { "dock-10-fp-per-phase", OPT_DOCK_PER_PHASE },
      { "attacker-retreats-first", OPT_ATTACKER_FIRST }, { "ships-uncapped", OPT_SHIPS_UNCAPPED },
    };

    for (guint i = 0; i < G_N_ELEMENTS (opts); i++)
      {
        int o = bh_scenario_find_option (sc, opts[i].id);

        if (o >= 0 && bh_state_option (c->st, o))
          c->x->opts |= opts[i].bit;
      }
  }
  pontiac_index_rebuild (c);
  option_moves (c);
  unpack_offmap (c);
  /* 20.0 E, 21.x: the pieces the players place wait to be set up. */
  pontiac_setup_zones_begin (c);
  /* 20.0 B: the garrison starts inside Fort Pitt under a Siege marker. */
  if (besieged != NULL)
    {
      int s = bh_game_data_find_space (c->self->data, besieged);

      if (s >= 0)
        {
          FOR_PIECES_AT (c, s, p)
            if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p))
              c->pc[p].flags |= F_INSIDE;
          if (!pontiac_besieged (c, s))
            pontiac_place_marker (c, PC_SIEGE, s);
        }
    }
  /* Hands (21.1, 20.0); none under 18.3. */
  for (int side = 0; side < 2; side++)
    for (int k = 0; k < pontiac_hand_size (c, side); k++)
      pontiac_draw_card (c, side);
  c->st->turn = sc->first_turn;
  c->mk[c->d->m_turn] = sc->first_turn;
  c->st->phase = 0;
  c->x->phase_started = 0;
  c->st->pending.side = sc->first_side;
  (void) error;
  pontiac_advance (c);
  return TRUE;
}

/* ---- automatic victory (21.2-21.5, 20.0) --------------------------------- */

static gboolean
razed (const PontiacCtx *c, const char *id)
{
  int s = bh_game_data_find_space (c->self->data, id);

  return s >= 0 && pontiac_marker_at (c, s, PC_RAZED_FORT) >= 0;
}

static int
treaties (const PontiacCtx *c)
{
  int n = 0;

  for (guint k = 0; k < c->d->n_nations; k++)
    n += pontiac_treaty (c, k);
  return n;
}

/* One term of a condition string ("razed:fort-pitt+fort-detroit",
 * "razed:fort-pitt|fort-detroit", "in-play:sachem-pontiac",
 * "treaties-at-least:10", "razed-forts-fewer-than:10",
 * "british:fort-de-chartres", "no-siege-of-value:2-3").  Conditions
 * that only hold at the end are false before it. */
static gboolean
term_holds (const PontiacCtx *c, const char *term, gboolean at_end)
{
  const char *arg = strchr (term, ':');

  if (arg == NULL)
    return FALSE;
  arg++;
  if (g_str_has_prefix (term, "razed:"))
    {
      gboolean any = strchr (arg, '|') != NULL;
      g_auto(GStrv) ids = g_strsplit_set (arg, "+|", -1);
      gboolean all = TRUE, one = FALSE;

      for (guint i = 0; ids[i]; i++)
        {
          gboolean r = razed (c, ids[i]);

          all &= r;
          one |= r;
        }
      return any ? one : all;
    }
  if (g_str_has_prefix (term, "in-play:"))
    {
      g_autofree char *id = g_strdup_printf ("%s.1", arg);
      int p = bh_game_data_find_piece (c->self->data, id);

      return p >= 0 && c->pc[p].location != BH_OFFBOARD && c->pc[p].location != c->d->box_removed;
    }
  if (g_str_has_prefix (term, "treaties-at-least:"))
    return treaties (c) >= atoi (arg);
  if (g_str_has_prefix (term, "razed-forts-fewer-than:"))
    return at_end && c->mk[c->d->m_razed] < atoi (arg);
  if (g_str_has_prefix (term, "british:"))
    return c->x->chartres;
  if (g_str_has_prefix (term, "no-siege-of-value:"))
    {
      /* 21.5: "no 2-3 value fort is under siege"; a malformed range is
       * refused at load (check_siege_terms). */
      int lo, hi;

      if (!pontiac_value_range (arg, &lo, &hi))
        return FALSE;
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (pontiac_besieged (c, s) && pontiac_fort_value (c, s) >= lo && pontiac_fort_value (c, s) <= hi)
          return FALSE;
      return TRUE;
    }
  return FALSE;
}

static gboolean
condition_holds (const PontiacCtx *c, const char *cond, gboolean at_end)
{
  g_auto(GStrv) terms = NULL;

  if (cond == NULL || *cond == '\0')
    return FALSE;
  terms = g_strsplit (cond, "&", -1);
  for (guint i = 0; terms[i]; i++)
    if (!term_holds (c, terms[i], at_end))
      return FALSE;
  return TRUE;
}

/* The scenario's automatic victories, the Campaign's of the current year. */
const char *
pontiac_auto_condition (const PontiacCtx *c, int side)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  char key[48];
  const char *v;

  g_snprintf (key, sizeof key, "auto-victory-%s-%d", side == SIDE_NATIONS ? "nations" : "british",
              year (c->st->turn));
  v = bh_props_lookup (sc->props, key);
  if (v != NULL)
    return v;
  return side == SIDE_NATIONS ? c->sc->auto_nations : c->sc->auto_british;
}

/* The turn at whose end the "fail to raze" victories are judged: the
 * scenario's last, or in the Campaign the current year's Winter (21.5). */
int
pontiac_judgement_turn (const PontiacCtx *c)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  int turn = c->sc->last_turn;

  if (bh_props_lookup (sc->props, "vp-reset") != NULL)
    turn = MIN (turn, (c->st->turn - 1) / 4 * 4 + 4);
  return turn;
}

static void
declare (PontiacCtx *c, int winner, const char *rule, const char *why)
{
  if (winner < 0)
    {
      /* Translators: Pontiac's War: the game ends in a draw; why */
      pontiac_note (c, rule, _("The game is drawn: %s"), why);
      pontiac_set_result (c, BH_RESULT_DRAW, BH_NONE);
    }
  else
    {
      /* Translators: Pontiac's War: a side wins; why */
      pontiac_note (c, rule, _("%s win: %s"), pontiac_side_name (c, winner), why);
      pontiac_set_result (c, BH_RESULT_WIN, winner);
    }
}

static void
compare_vp (PontiacCtx *c, const char *rule)
{
  int n = pontiac_vp (c, SIDE_NATIONS), b = pontiac_vp (c, SIDE_BRITISH);
  /* Translators: Pontiac's War: the final VP of both sides */
  g_autofree char *why = g_strdup_printf (_("Nations %d VP, British %d VP"), n, b);

  /* 4.0: a missed Razed Fort Objective makes a Nations lead a draw. */
  if (n > b && c->x->draw_cap)
    {
      declare (c, -1, "4.0", why);
      return;
    }
  declare (c, n > b ? SIDE_NATIONS : b > n ? SIDE_BRITISH : -1, rule, why);
}

static void check_auto (PontiacCtx *c, gboolean at_end);

void
pontiac_check_victory (PontiacCtx *c, gboolean end_of_game)
{
  const PontiacScenarioInfo *sc = c->sc;

  if (c->st->result != BH_RESULT_ONGOING)
    return;
  switch (sc->victory)
    {
    case VR_RAZE:
      /* 20.0 A, B: the fort falls or it does not. */
      if (sc->victory_fort >= 0 && pontiac_marker_at (c, sc->victory_fort, PC_RAZED_FORT) >= 0)
        /* Translators: Pontiac's War: a fort's name */
        declare (c, SIDE_NATIONS, "20.0", pontiac_loc_name (c, sc->victory_fort));
      else if (end_of_game)
        /* Translators: Pontiac's War: why the British win scenario A or B */
        declare (c, SIDE_BRITISH, "20.0", _("the fort stands"));
      return;
    case VR_DEVILS_HOLE:
      if (end_of_game)
        {
          gboolean portage_n = pontiac_has_units (c, c->d->devils_hole, SIDE_NATIONS)
                               && !pontiac_has_units (c, c->d->devils_hole, SIDE_BRITISH);
          gboolean portage_b = pontiac_has_units (c, c->d->devils_hole, SIDE_BRITISH)
                               && !pontiac_has_units (c, c->d->devils_hole, SIDE_NATIONS);
          gboolean n_win = c->x->supply_lost >= 3 || portage_n;
          gboolean b_win = c->x->nations_steps_lost > 6 || portage_b;

          /* Translators: Pontiac's War: scenario D's objectives */
          declare (c, n_win && !b_win ? SIDE_NATIONS : b_win && !n_win ? SIDE_BRITISH : -1, "20.0",
                   _("supply destroyed, steps inflicted and the Portage"));
        }
      return;
    case VR_LOSSES:
    case VR_VP:
    default:
      break;
    }
  check_auto (c, end_of_game);
  if (end_of_game && c->st->result == BH_RESULT_ONGOING)
    compare_vp (c, sc->victory == VR_LOSSES ? "20.0" : "17.0");
}

/* The automatic victories; `at_end`: the end of the scenario or of a
 * Campaign year, when "fail to raze" conditions are judged. */
static void
check_auto (PontiacCtx *c, gboolean at_end)
{
  gboolean end_of_game = at_end;

  if (condition_holds (c, pontiac_auto_condition (c, SIDE_NATIONS), end_of_game))
    {
      /* Translators: Pontiac's War: why a side wins at once */
      declare (c, SIDE_NATIONS, "21.1", _("automatic victory"));
      return;
    }
  if (condition_holds (c, pontiac_auto_condition (c, SIDE_BRITISH), end_of_game))
    {
      /* The `razed-fort-draw-cap` reading (digest 8.44): 4.0 and 16.1 say
       * a missed Razed Fort Objective leaves the Nations "a draw" at best,
       * where 21.2 gives the British the win; the VP decide, capped. */
      if ((c->x->opts & OPT_DRAW_CAP) && strstr (pontiac_auto_condition (c, SIDE_BRITISH), "razed-forts-fewer-than:"))
        {
          if (!c->x->draw_cap)
            /* Translators: Pontiac's War: the Nations missed their Razed Fort Objective (4.0) */
            pontiac_note (c, "4.0", _("the Razed Fort Objective is missed: the Nations can at best draw"));
          c->x->draw_cap = 1;
          return;
        }
      declare (c, SIDE_BRITISH, "21.1", _("automatic victory"));
      return;
    }
}

/* ---- end of a scenario or a Campaign year (17.2, 17.4, 21.5) ------------- */

/* What the war debt is worth to the Nations' lead at the scenario's end
 * (17.2: 1 VP per 3 or 5 Guineas, rounded up; under the
 * `debt-from-british-vp` reading of 4.0 the whole total off the British). */
int
pontiac_war_debt_lead (const PontiacCtx *c)
{
  int debt = c->mk[c->d->m_guineas];

  if (c->sc->debt_per == 0 || debt <= 0)
    return 0;
  if (c->x->opts & OPT_DEBT_FROM_BRITISH)
    return debt;
  return (debt + c->sc->debt_per - 1) / c->sc->debt_per;
}

static void
end_scoring (PontiacCtx *c, gboolean campaign_year)
{
  int captives = 0, debt_vp;

  /* 17.2: 2 VP per captive the Nations hold. */
  for (guint s = 0; s < c->d->n_spaces; s++)
    FOR_PIECES_AT (c, s, p)
      captives += c->d->pieces[p].klass == PC_CAPTIVE;
  captives -= pontiac_british_captives (c);
  /* 17.2 scores captives at the "End Scenario", which for the Campaign is
   * the end of 1765; 21.5 names only OH NO! cards at a year's end.  The
   * `captives-each-year` reading scores them at each year's end too. */
  if (!campaign_year || (c->x->opts & OPT_CAPTIVES_EACH_YEAR))
    /* Translators: Pontiac's War: why VP are won */
    pontiac_add_vp (c, SIDE_NATIONS, 2 * captives, c->sc->vp_table == VPT_AWARDS ? "17.2" : "20.0", _("captives held"));
  /* 20.0 E: "1VP to Indians for each village still controlled at end of
   * scenario": each Miami village standing without British troops. */
  if (c->sc->vp_table == VPT_SCENARIO_E && !campaign_year)
    {
      int miami = bh_game_data_find_nation (c->self->data, "miami"), held = 0;

      for (guint s = 0; s < c->d->n_spaces; s++)
        if (c->d->spaces[s].nation == miami && miami != PONTIAC_NONE && pontiac_village_standing (c, s)
            && !pontiac_has_military (c, s, SIDE_BRITISH))
          held++;
      if (held > 0)
        /* Translators: Pontiac's War: why VP are won (scenario E) */
        pontiac_add_vp (c, SIDE_NATIONS, held, "20.0", _("Miami villages still held"));
    }
  /* 17.2, 7.0: OH NO! cards still in hand count for the opponent. */
  for (int side = 0; side < 2; side++)
    FOR_PIECES_AT (c, c->d->box_hand[side], p)
      if (c->d->pieces[p].oh_no > 0)
        {
          /* Translators: Pontiac's War: why VP are won; a card's title */
          g_autofree char *why = g_strdup_printf (_("OH NO! card %s held by the opponent"), pontiac_piece_name (c, p));

          /* Scored, the card is shown to both sides: the log names it. */
          bh_state_reveal (c->st, p, BH_ALL_SEATS);

          pontiac_add_vp (c, 1 - side, c->d->pieces[p].oh_no, "17.2", why);
          if (campaign_year)
            pontiac_move_piece (c, p, c->d->box_cards_removed);
        }
  if (campaign_year)
    return;
  /* 17.2: the war debt, 1 VP per 3 or 5 Guineas, rounded up. */
  debt_vp = pontiac_war_debt_lead (c);
  if (debt_vp > 0 && (c->x->opts & OPT_DEBT_FROM_BRITISH))
    /* 4.0, the `debt-from-british-vp` reading: "subtract their Guinea
     * Loan total from their British Victory Point total". */
    /* Translators: Pontiac's War: why VP are lost */
    pontiac_add_vp (c, SIDE_BRITISH, -debt_vp, "4.0", _("British war debt"));
  else if (debt_vp > 0)
    /* Translators: Pontiac's War: why VP are won */
    pontiac_add_vp (c, SIDE_NATIONS, debt_vp, "17.2", _("British war debt"));
  /* 17.4: twice the value of every unrazed British fort (1763). */
  if (c->sc->end_fort_bonus > 0)
    {
      int bonus = 0;

      for (guint s = 0; s < c->d->n_spaces; s++)
        if (pontiac_fort_standing (c, s))
          bonus += c->sc->end_fort_bonus * pontiac_fort_value (c, s);
      /* Translators: Pontiac's War: why VP are won */
      pontiac_add_vp (c, SIDE_BRITISH, bonus, "17.4", _("unrazed British forts"));
    }
}

/* 21.5: the side ahead starts the new year with the difference. */
static void
campaign_new_year (PontiacCtx *c)
{
  int n = pontiac_vp (c, SIDE_NATIONS), b = pontiac_vp (c, SIDE_BRITISH);

  c->mk[c->d->m_vp[SIDE_NATIONS]] = MAX (0, n - b);
  c->mk[c->d->m_vp[SIDE_BRITISH]] = MAX (0, b - n);
  /* Translators: Pontiac's War: the Campaign's VP carried into a new year */
  pontiac_note (c, "21.5", _("new year: Nations %d VP, British %d VP"), MAX (0, n - b), MAX (0, b - n));
}

/* ---- reinforcements (9.1, 9.2) ------------------------------------------ */

/* A free warrior counter of `nation` worth at most `fp` FP, largest first. */
static int
free_band (const PontiacCtx *c, int nation, int fp)
{
  int best = -1;

  FOR_PIECES_AT (c, c->d->box_nation[nation], p)
    if (c->d->pieces[p].klass == PC_BAND && c->d->pieces[p].printed_fp <= fp
        && (best < 0 || c->d->pieces[p].printed_fp > c->d->pieces[best].printed_fp))
      best = p;
  return best;
}

static gboolean
nation_has_village (const PontiacCtx *c, int nation)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].nation == nation && pontiac_village_standing (c, s))
      return TRUE;
  return FALSE;
}

static gboolean
list_place (PontiacCtx *c)
{
  int n = 0;

  if (c->x->place_left <= 0)
    return FALSE;
  if (c->x->place_kind == 0)
    {
      int nation = c->x->place_nation;
      int seen1 = 0, seen2 = 0;

      FOR_PIECES_AT (c, c->d->box_nation[nation], p)
        {
          int fp = c->d->pieces[p].printed_fp;

          if (c->d->pieces[p].klass != PC_BAND || fp > c->x->place_left || (fp == 1 ? seen1 : seen2))
            continue;
          if (fp == 1)
            seen1 = 1;
          else
            seen2 = 1;
          for (guint s = 0; s < c->d->n_spaces; s++)
            if (c->d->spaces[s].nation == nation && pontiac_village_standing (c, s)
                && !pontiac_has_military (c, s, SIDE_BRITISH))
              {
                if (c->out)
                  pontiac_add_action (c, A_PLACE, 2, p, s);
                n++;
              }
        }
    }
  else
    {
      int type1 = bh_game_data_find_unit_type (c->self->data, "militia-1");
      int type2 = bh_game_data_find_unit_type (c->self->data, "militia-2");
      int p1 = pontiac_free_piece (c, type1, c->d->box_pool);
      int p2 = c->x->place_left >= 2 ? pontiac_free_piece (c, type2, c->d->box_pool) : -1;
      gboolean any_settlement = FALSE;

      for (guint s = 0; s < c->d->n_spaces; s++)
        any_settlement |= pontiac_settlement_standing (c, s);
      for (guint s = 0; s < c->d->n_spaces; s++)
        {
          /* 9.2: in British settlements; Philadelphia when none is left
           * (digest 8.13). */
          if (any_settlement ? !pontiac_settlement_standing (c, s) : (int) s != c->d->philadelphia)
            continue;
          if (pontiac_has_military (c, s, SIDE_NATIONS))
            continue;
          for (int k = 0; k < 2; k++)
            {
              int p = k ? p2 : p1;

              if (p < 0)
                continue;
              if (c->out)
                pontiac_add_action (c, A_PLACE, 2, p, s);
              n++;
            }
        }
    }
  return n > 0;
}

static void
roll_belts (PontiacCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int loc = c->pc[p].location, nation = -1, roll, fp;

      if (c->d->pieces[p].klass != PC_WAR_BELT)
        continue;
      for (guint k = 0; k < c->d->n_nations; k++)
        if (c->d->box_nation[k] == loc)
          nation = k;
      if (nation < 0 || pontiac_treaty (c, nation))
        continue;
      roll = pontiac_roll (c);
      /* +1 when behind (9.1); +1 more with 18.4. */
      fp = c->d->war_belt_fp[MIN (7, roll + (pontiac_behind (c, SIDE_NATIONS) ? 1 : 0)
                                      + ((c->x->opts & OPT_BELT_BONUS) ? 1 : 0))];
      /* Translators: Pontiac's War: a War Belt roll; the nation, the roll, the modifier, the FP raised */
      pontiac_note (c, "9.1", _("War Belt on the %s: roll %d%s → %d FP"),
                    bh_game_data_get_nation (c->self->data, nation)->name, roll,
                    pontiac_behind (c, SIDE_NATIONS) ? " +1" : "", fp);
      c->x->belt_fp[nation] += fp;
    }
}

/* The next nation with War Belt FP to place, or FALSE. */
static gboolean
next_belt_placement (PontiacCtx *c)
{
  for (guint k = 0; k < c->d->n_nations; k++)
    while (c->x->belt_fp[k] > 0)
      {
        c->x->place_kind = 0;
        c->x->place_nation = k;
        c->x->place_left = c->x->belt_fp[k];
        c->x->belt_fp[k] = 0;
        if (list_place (c))
          return TRUE;
        c->x->place_left = 0;
      }
  return FALSE;
}

/* Pontiac raises 1 FP of a nation with warriors or sachems in his space;
 * Neolin of the nation of the nearest village (9.1). */
static void
list_key_leaders (PontiacCtx *c)
{
  int leaders[2] = { c->d->pontiac, c->d->neolin };

  for (int k = 0; k < 2; k++)
    {
      int l = leaders[k], loc;
      guint16 seen = 0;

      if (l < 0 || (c->x->key_leaders_done & (1 << k)))
        continue;
      loc = c->pc[l].location;
      if (!pontiac_is_space (c, loc))
        continue;
      if (k == 0)
        {
          FOR_PIECES_AT (c, loc, p)
            {
              int nation = c->d->pieces[p].nation;

              if (pontiac_side_of (c, p) != SIDE_NATIONS || nation == PONTIAC_NONE || (seen & (1 << nation))
                  || pontiac_treaty (c, nation) || free_band (c, nation, 1) < 0)
                continue;
              seen |= 1 << nation;
              if (c->out)
                pontiac_add_action (c, A_RAISE, 2, l, nation);
            }
        }
      else
        {
          guint8 dist[PONTIAC_MAX_LOCATIONS];
          int best = BH_FRONTIER_FAR;

          bh_frontier_distances_from (&c->self->graph, loc, BH_FRONTIER_FAR - 1, NULL, NULL, dist);
          for (guint s = 0; s < c->d->n_spaces; s++)
            if (pontiac_village_standing (c, s) && !pontiac_treaty (c, c->d->spaces[s].nation))
              best = MIN (best, dist[s]);
          for (guint s = 0; s < c->d->n_spaces && best < BH_FRONTIER_FAR; s++)
            {
              int nation = c->d->spaces[s].nation;

              if (!pontiac_village_standing (c, s) || dist[s] != best || pontiac_treaty (c, nation)
                  || (seen & (1 << nation)) || free_band (c, nation, 1) < 0)
                continue;
              seen |= 1 << nation;
              if (c->out)
                pontiac_add_action (c, A_RAISE, 2, l, nation);
            }
        }
      if (seen && c->out == NULL)
        {
          c->st->pending.args[0] = l;
          return;
        }
    }
}

/* 9.1: 1 FP of the nation in the leader's space; a healthy 1-FP band
 * there becomes a 2-FP band when one is free (the rule's example). */
static void
apply_raise (PontiacCtx *c, int leader, int nation)
{
  int loc = c->pc[leader].location;
  int band = free_band (c, nation, 1);

  c->x->key_leaders_done |= leader == c->d->pontiac ? 1 : 2;
  FOR_PIECES_AT (c, loc, p)
    if (c->d->pieces[p].klass == PC_BAND && c->d->pieces[p].nation == nation && c->d->pieces[p].printed_fp == 1
        && pontiac_healthy (c, p) && c->d->pieces[p].other_size >= 0)
      {
        int big = pontiac_free_piece (c, c->d->pieces[p].other_size, c->d->box_nation[nation]);

        if (big >= 0 && c->pc[big].location == c->d->box_nation[nation])
          {
            guint8 flags = c->pc[p].flags;

            pontiac_move_piece (c, p, c->d->box_nation[nation]);
            c->pc[p].flags = 0;
            pontiac_move_piece (c, big, loc);
            c->pc[big].face = 0;
            c->pc[big].flags = flags;
            band = -1;
            break;
          }
      }
  if (band >= 0)
    {
      pontiac_move_piece (c, band, loc);
      c->pc[band].face = 0;
      c->pc[band].flags = 0;
    }
  /* Translators: Pontiac's War: a key leader raises 1 FP; the leader, the nation, the space */
  pontiac_note_about (c, leader, "9.1",
                      /* Translators: Pontiac's War: what the British read when a key leader hidden in an off-map box (6.3) raises 1 FP */
                      _("A leader raises 1 FP in an off-map force"),
                      _("%s raises 1 FP of the %s in %s"), pontiac_piece_name (c, leader),
                bh_game_data_get_nation (c->self->data, nation)->name, pontiac_loc_name (c, loc));
}

static gboolean
militia_roll (PontiacCtx *c)
{
  int roll = pontiac_roll (c);
  int drm = pontiac_behind (c, SIDE_BRITISH) ? 1 : 0;
  int fp = c->d->militia_fp[MIN (7, roll + drm)];

  /* Translators: Pontiac's War: the Colonial Volunteers roll; the roll, the modifier, the FP */
  pontiac_note (c, "9.2", _("Colonial Volunteers: roll %d%s → %d Militia FP"), roll, drm ? " +1" : "", fp);
  c->x->place_kind = 1;
  c->x->place_nation = -1;
  c->x->place_left = fp;
  return list_place (c);
}

/* What the British may buy: one piece of each type, with its cost (9.2). */
static int
buy_cost (const PontiacCtx *c, int piece)
{
  switch (c->d->pieces[piece].klass)
    {
    case PC_REGULAR: case PC_MILITIA: case PC_ALLIES:
      return c->d->pieces[piece].printed_fp;
    case PC_ARTILLERY: case PC_SUPPLY:
      return 1;
    case PC_SHIP:
      /* 9.2 lets ships be bought without a price: the data's (reconstructed). */
      return bh_props_lookup_int (bh_game_data_get_unit_type (c->self->data, c->d->pieces[piece].type)->props,
                                  "guinea-cost", 0);
    default:
      return 0;
    }
}

/* 10.2: "The British control two ships": read as a cap on the ships on
 * the map and in the Summer box (see docs/rules/pontiac.md). */
static gboolean
ship_cap_reached (const PontiacCtx *c)
{
  int n = 0;

  /* The `ships-uncapped` reading: two is what the British start with. */
  if (c->x->opts & OPT_SHIPS_UNCAPPED)
    return FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->d->pieces[p].klass == PC_SHIP
        && (pontiac_is_space (c, c->pc[p].location) || c->pc[p].location == c->d->box_summer))
      n++;
  return n >= PONTIAC_SHIPS_CONTROLLED;
}

static gboolean
johnson_in_niagara (const PontiacCtx *c)
{
  FOR_PIECES_AT (c, c->d->niagara, p)
    if (c->d->pieces[p].special == SP_JOHNSON)
      return TRUE;
  return FALSE;
}

static int
guinea_limit (const PontiacCtx *c)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  int opt = bh_scenario_find_option (sc, "overconfidence");

  /* 18.1: no more than 10 on turn one (1763's Spring: only the 1763
   * scenario and the Campaign offer the option). */
  if (opt >= 0 && bh_state_option (c->st, opt) && c->st->turn == 1)
    return MIN (c->d->guinea_limit, c->d->guinea_limit_turn_one);
  return c->d->guinea_limit;
}

static void
list_buy (PontiacCtx *c)
{
  guint n_types = bh_game_data_get_n_unit_types (c->self->data);

  pontiac_add_action (c, A_DONE, 0, 0, 0);
  for (guint t = 0; t < n_types; t++)
    {
      const BhUnitType *type = bh_game_data_get_unit_type (c->self->data, t);
      int p = type->count > 0 ? type->first_piece : -1;
      int cost, free;

      if (p < 0 || (cost = buy_cost (c, p)) <= 0 || c->x->bought + cost > guinea_limit (c))
        continue;
      /* French Militia come only by cards; Indian Allies only with Johnson in Niagara (9.2). */
      if (c->d->pieces[p].klass == PC_ALLIES && !johnson_in_niagara (c))
        continue;
      if (c->d->pieces[p].klass == PC_SHIP && ship_cap_reached (c))
        continue;
      free = pontiac_free_piece (c, t, c->d->box_pool);
      if (free >= 0 && c->mk[c->d->m_guineas] + cost <= 200)
        pontiac_add_action (c, A_BUY, 1, free, 0);
    }
}

/* Summer: the Spring purchases arrive (9.2): ordinary units in
 * Philadelphia at once, "Ships arrive in Fort Niagara"; Indian Allies "in
 * any space adjacent to Fort Niagara", which the British choose
 * (allies_step). */
static void
summer_arrivals (PontiacCtx *c)
{
  int n = 0;

  FOR_PIECES_AT (c, c->d->box_summer, p)
    {
      if (c->d->pieces[p].klass == PC_ALLIES && c->d->niagara >= 0)
        {
          c->x->allies_due = 1;
          continue;
        }
      pontiac_move_piece (c, p, c->d->pieces[p].klass == PC_SHIP && c->d->niagara >= 0 ? c->d->niagara
                                                                                     : c->d->philadelphia);
      c->pc[p].face = 0;
      c->pc[p].flags = 0;
      n++;
    }
  if (n > 0)
    /* Translators: Pontiac's War: Guinea purchases arrive */
    pontiac_note (c, "9.2", ngettext ("%d purchased unit arrives", "%d purchased units arrive", n), n);
}

/* Each space next to Fort Niagara free of Nations units, for each
 * Indian Allies unit still waiting (any order: a view may stack the
 * Summer box otherwise); FALSE when none may arrive.  A Nations off-map
 * marker counts as their units (pontiac_has_military, 6.3). */
static gboolean
list_allies_spaces (PontiacCtx *c)
{
  const PontiacSpaceInfo *ni = &c->d->spaces[c->d->niagara];
  gboolean any = FALSE;

  FOR_PIECES_AT (c, c->d->box_summer, p)
    if (c->d->pieces[p].klass == PC_ALLIES)
      for (guint i = ni->adj_start; i < ni->adj_start + ni->adj_count; i++)
        if (!pontiac_has_military (c, c->d->adj[i], SIDE_NATIONS)
            && pontiac_offmap_marker_at (c, c->d->adj[i], SIDE_NATIONS) < 0)
          {
            if (c->out)
              pontiac_add_action (c, A_ALLIES_ARRIVE, 2, p, c->d->adj[i]);
            any = TRUE;
          }
  return any;
}

/* TRUE while the British must place this Summer's Indian Allies.  With
 * every space next to Niagara held, they wait (see docs/rules/pontiac.md). */
static gboolean
allies_step (PontiacCtx *c)
{
  GArray *save = c->out;
  gboolean any;

  if (!c->x->allies_due)
    return FALSE;
  c->out = NULL;
  any = list_allies_spaces (c);
  c->out = save;
  if (any)
    {
      pontiac_set_decision (c, SIDE_BRITISH, D_ALLIES, c->d->niagara, 0);
      return TRUE;
    }
  c->x->allies_due = 0;
  return FALSE;
}

void
pontiac_list_allies_arrival (PontiacCtx *c)
{
  list_allies_spaces (c);
}

void
pontiac_apply_allies_arrival (PontiacCtx *c, const BhAction *a)
{
  pontiac_move_piece (c, a->args[0], a->args[1]);
  c->pc[a->args[0]].face = 0;
  c->pc[a->args[0]].flags = 0;
}

/* ---- rally and leader health (16.2) ------------------------------------- */

static gboolean
can_rally (const PontiacCtx *c, int piece)
{
  int loc = c->pc[piece].location;

  return pontiac_is_space (c, loc) && pontiac_is_unit (c, piece) && !pontiac_healthy (c, piece)
         && !(c->pc[piece].flags & F_RALLIED);
}

/* May `leader` help `unit` rally (16.2)?  Sachems their own nation,
 * Pontiac and Neolin any; British officers any unit but Militia and
 * Indian Allies, Rogers any; Johnson none.  What a leader adds (none for
 * a wounded officer under siege) is support_bonus's. */
static gboolean
may_support (const PontiacCtx *c, int leader, int unit)
{
  const PontiacPieceInfo *li = &c->d->pieces[leader], *u = &c->d->pieces[unit];
  int loc = c->pc[leader].location;

  if (!pontiac_is_leader (c, leader) || li->side != u->side || loc != c->pc[unit].location
      || (c->pc[leader].flags & F_RALLIED) || li->special == SP_JOHNSON)
    return FALSE;
  if (u->side == SIDE_BRITISH)
    return li->special == SP_ROGERS || (u->klass != PC_MILITIA && u->klass != PC_ALLIES);
  return li->special == SP_PONTIAC || li->special == SP_NEOLIN || li->nation == u->nation;
}

/* A leader's bonus, from his counter's face (16.2, 6.1, 6.2: healthy +1 to
 * each of several units or +2 to one, wounded +1 to one; Pontiac +2 to
 * every roll, wounded or not; Rogers +2).  Under siege an officer adds
 * only the siege bonus to a single unit (the limits table: +1 healthy,
 * none wounded). */
static int
support_bonus (const PontiacCtx *c, int leader, gboolean several)
{
  const PontiacPieceInfo *li = &c->d->pieces[leader];
  int face = c->pc[leader].face & 1;

  if (li->side == SIDE_BRITISH && pontiac_besieged (c, c->pc[leader].location))
    return several ? 0
                   : pontiac_healthy (c, leader) ? MIN (li->rally_single[face], c->d->siege_rally_healthy)
                                                 : MIN (li->rally_single[face], c->d->siege_rally_wounded);
  return several ? li->rally_all[face] : li->rally_single[face];
}

static int
eligible_units (const PontiacCtx *c, int leader)
{
  int n = 0;

  FOR_PIECES_AT (c, c->pc[leader].location, p)
    n += can_rally (c, p) && may_support (c, leader, p);
  return n;
}

static void
rally_roll (PontiacCtx *c, int piece, int bonus)
{
  int loc = c->pc[piece].location;
  gboolean penalty = c->d->pieces[piece].side == SIDE_BRITISH
                     && (pontiac_besieged (c, loc) || !pontiac_in_supply (c, loc));
  int drm = bonus - (penalty ? 1 : 0);
  int roll = pontiac_roll (c);

  c->pc[piece].flags |= F_RALLIED;
  if (roll + drm >= c->d->rally_target)
    {
      c->pc[piece].face = 0;
      /* Translators: Pontiac's War: a rally roll; the unit, the roll, the modifier */
      pontiac_note_about (c, piece, "16.2",
                          /* Translators: Pontiac's War: what the other side reads of a roll in an off-map box (6.3, 16.2) */
                          _("A piece of an off-map force rolls"),
                          _("%s rallies: roll %d%+d"), pontiac_piece_name (c, piece), roll, drm);
    }
  else
    /* Translators: Pontiac's War: a rally roll fails; the unit, the roll, the modifier */
    pontiac_note_about (c, piece, "16.2", _("A piece of an off-map force rolls"),
                        _("%s fails to rally: roll %d%+d"), pontiac_piece_name (c, piece), roll, drm);
}

static void
list_rally (PontiacCtx *c)
{
  int side = c->st->pending.side;

  pontiac_add_action (c, A_DONE, 0, 0, 0);
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      if (pontiac_side_of (c, p) != side || !pontiac_is_space (c, c->pc[p].location))
        continue;
      if (can_rally (c, p))
        pontiac_add_action (c, A_RALLY, 1, p, 0);
      if (!pontiac_is_leader (c, p) || (c->pc[p].flags & F_RALLIED))
        continue;
      FOR_PIECES_AT (c, c->pc[p].location, u)
        if (can_rally (c, u) && may_support (c, p, u) && support_bonus (c, p, FALSE) > 0)
          pontiac_add_action (c, A_RALLY_WITH, 2, p, u);
      if (eligible_units (c, p) >= 2 && support_bonus (c, p, TRUE) > 0)
        pontiac_add_action (c, A_RALLY_ALL, 1, p, 0);
    }
}

static void
apply_rally (PontiacCtx *c, const BhAction *a)
{
  if (a->kind == A_RALLY)
    rally_roll (c, a->args[0], 0);
  else if (a->kind == A_RALLY_WITH)
    {
      c->pc[a->args[0]].flags |= F_RALLIED;
      rally_roll (c, a->args[1], support_bonus (c, a->args[0], FALSE));
    }
  else
    {
      int leader = a->args[0], bonus = support_bonus (c, leader, TRUE);

      FOR_PIECES_AT (c, c->pc[leader].location, p)
        if (can_rally (c, p) && may_support (c, leader, p))
          rally_roll (c, p, bonus);
      c->pc[leader].flags |= F_RALLIED;
    }
}

static void
leader_health (PontiacCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      int roll;

      if (!pontiac_is_leader (c, p) || pontiac_healthy (c, p) || !pontiac_is_space (c, c->pc[p].location))
        continue;
      roll = pontiac_roll (c);
      if (roll >= 4)
        {
          c->pc[p].face = 0;
          /* Translators: Pontiac's War: leader health; the leader, the roll */
          pontiac_note_about (c, p, "16.2",
                              /* Translators: Pontiac's War: what the other side reads of a roll in an off-map box (6.3, 16.2) */
                              _("A piece of an off-map force rolls"),
                              _("%s recovers (roll %d)"), pontiac_piece_name (c, p), roll);
        }
      else if (roll == 1)
        pontiac_kill_leader (c, p, TRUE, "16.2");
      else
        /* Translators: Pontiac's War: leader health; the leader, the roll */
        pontiac_note_about (c, p, "16.2", _("A piece of an off-map force rolls"),
                            _("%s stays wounded (roll %d)"), pontiac_piece_name (c, p), roll);
    }
}

/* ---- rebuild (16.1) ----------------------------------------------------- */

static gboolean
may_rebuild (const PontiacCtx *c, int s)
{
  int v = pontiac_fort_value (c, s);

  return v > 0 && !pontiac_fort_standing (c, s) && !pontiac_has_military (c, s, SIDE_NATIONS)
         && pontiac_stack_fp (c, s, SIDE_BRITISH, 0) >= 3 * v && c->mk[c->d->m_guineas] + v <= 200;
}

/* ---- wintering (15.0) --------------------------------------------------- */

/* 15.1: every siege is lifted (once the besiegers have gone home: the
 * state never shows both sides in a space outside a siege). */
static void
lift_sieges (PontiacCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (pontiac_besieged (c, s))
      {
        pontiac_remove_marker (c, PC_SIEGE, s);
        /* Translators: Pontiac's War: a siege ends in winter; the fort */
        pontiac_note (c, "15.1", _("the siege of %s is lifted"), pontiac_loc_name (c, s));
      }
  for (guint p = 0; p < c->d->n_pieces; p++)
    c->pc[p].flags &= ~F_INSIDE;
}

static void
wintering (PontiacCtx *c)
{
  /* 15.2: Indian Allies go back to the Force Pool. */
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      if (c->d->pieces[p].klass == PC_ALLIES && pontiac_is_space (c, c->pc[p].location))
        {
          pontiac_move_piece (c, p, c->d->box_pool);
          c->pc[p].face = 0;
        }
    }
  /* Translators: Pontiac's War: wintering */
  pontiac_note (c, "15.2", _("Indian Allies return to the Force Pool; the Nations go home to their villages"));
}

/* The nations with a standing village, a bit each. */
static guint32
nations_at_home (const PontiacCtx *c)
{
  guint32 at_home = 0;

  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].nation != PONTIAC_NONE && pontiac_village_standing (c, s))
      at_home |= 1u << c->d->spaces[s].nation;
  return at_home;
}

/* A village where a Nations piece may winter (15.2): one of its nation's,
 * or of any nation still at war when its own are all gone (`at_home`:
 * nations_at_home). */
static gboolean
winter_home (const PontiacCtx *c, int s, int piece, guint32 at_home)
{
  int nation = c->d->pieces[piece].nation;

  if (!pontiac_village_standing (c, s) || pontiac_has_military (c, s, SIDE_BRITISH))
    return FALSE;
  if (at_home & (1u << nation))
    return c->d->spaces[s].nation == nation;
  return !pontiac_treaty (c, c->d->spaces[s].nation);
}

static int
village_band_fp (const PontiacCtx *c, int s)
{
  int fp = 0;

  FOR_PIECES_AT (c, s, p)
    if (c->d->pieces[p].klass == PC_BAND)
      fp += c->d->pieces[p].printed_fp;
  return fp;
}

/* Does this Nations piece still have to be placed for the winter? */
static gboolean
winter_pending (const PontiacCtx *c, int p, guint32 at_home)
{
  int loc = c->pc[p].location;

  if (pontiac_side_of (c, p) != SIDE_NATIONS || !pontiac_is_military (c, p) || !pontiac_is_space (c, loc)
      || c->d->pieces[p].nation == PONTIAC_NONE)
    return FALSE;
  if (!winter_home (c, loc, p, at_home))
    return TRUE;
  return c->d->pieces[p].klass == PC_BAND && village_band_fp (c, loc) > c->d->village_capacity;
}

/* Each piece goes to a village of its nation, at most 4 FP of warriors a
 * village and any number of sachems; warriors without room go to the
 * nation's box (15.2). */
static void
list_nations_winter (PontiacCtx *c)
{
  guint32 at_home = nations_at_home (c);
  int villages[PONTIAC_MAX_LOCATIONS], n_villages = 0;

  /* The standing villages, once: winter_home is true only there. */
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (pontiac_village_standing (c, s))
      villages[n_villages++] = s;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      gboolean band, placed = FALSE;

      if (!winter_pending (c, p, at_home))
        continue;
      band = c->d->pieces[p].klass == PC_BAND;
      for (int i = 0; i < n_villages; i++)
        if (villages[i] != c->pc[p].location && winter_home (c, villages[i], p, at_home)
            && (!band || village_band_fp (c, villages[i]) + c->d->pieces[p].printed_fp <= c->d->village_capacity))
          {
            if (c->out)
              pontiac_add_action (c, A_WINTER, 2, p, villages[i]);
            placed = TRUE;
          }
      /* 15.2: "Excess FP, those that cannot find village space": the box
       * only when no village has room (referee re-check 4, M2). */
      if (!placed && c->out)
        pontiac_add_action (c, A_WINTER, 2, p, c->d->box_nation[c->d->pieces[p].nation]);
    }
}

static gboolean
nations_winter_pending (const PontiacCtx *c)
{
  guint32 at_home = nations_at_home (c);

  for (guint p = 0; p < c->d->n_pieces; p++)
    if (winter_pending (c, p, at_home))
      return TRUE;
  return FALSE;
}

/* ---- Fort de Chartres (11.12) ---------------------------------------------- */

/* It becomes British when an officer and at least one FP stand in it
 * (+5 VP, 17.3); it stays British only while they do (the 5 VP go). */
void
pontiac_check_chartres (PontiacCtx *c)
{
  int s = c->d->de_chartres;
  gboolean officer = FALSE, unit = FALSE;

  if (s < 0)
    return;
  FOR_PIECES_AT (c, s, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH)
      {
        officer |= c->d->pieces[p].klass == PC_OFFICER || c->d->pieces[p].klass == PC_REPLACEMENT;
        unit |= pontiac_is_unit (c, p) && pontiac_fp (c, p) > 0;
      }
  if (officer && unit && !c->x->chartres)
    {
      c->x->chartres = 1;
      /* Translators: Pontiac's War */
      pontiac_note (c, "11.12", _("Fort de Chartres becomes a British fort"));
      if (c->sc->vp_table == VPT_AWARDS)
        /* Translators: Pontiac's War: why VP are won */
        pontiac_add_vp (c, SIDE_BRITISH, 5, "17.3", _("Fort de Chartres taken"));
    }
  else if (!(officer && unit) && c->x->chartres)
    {
      c->x->chartres = 0;
      /* Translators: Pontiac's War */
      pontiac_note (c, "11.12", _("Fort de Chartres is abandoned"));
      if (c->sc->vp_table == VPT_AWARDS)
        /* Translators: Pontiac's War: why VP are lost */
        pontiac_add_vp (c, SIDE_BRITISH, -5, "11.12", _("Fort de Chartres abandoned"));
    }
}


/* ---- 18.6 Philadelphia Threatened -------------------------------------------- */

static gboolean
may_react (const PontiacCtx *c, int p)
{
  /* Not Indian Allies (bought with Johnson only) nor French Militia (cards only, 6.2). */
  return c->pc[p].location == c->d->box_pool && pontiac_is_unit (c, p) && c->d->pieces[p].klass != PC_ALLIES
         && c->d->pieces[p].klass != PC_FRENCH_MILITIA && c->d->pieces[p].printed_fp <= c->x->reaction_left;
}

static gboolean
reaction_pending (const PontiacCtx *c)
{
  if (c->x->reaction_left <= 0)
    return FALSE;
  FOR_PIECES_AT (c, c->d->box_pool, p)
    if (may_react (c, p))
      return TRUE;
  return FALSE;
}

/* ---- Amherst's Draw-Down (21.5) ---------------------------------------------- */

static gboolean
drawdown_regular (const PontiacCtx *c, int p)
{
  return c->d->pieces[p].klass == PC_REGULAR;
}

static gboolean
may_draw_down (const PontiacCtx *c, int p)
{
  int fp = c->d->pieces[p].printed_fp;

  if (pontiac_side_of (c, p) != SIDE_BRITISH || !pontiac_is_unit (c, p) || !pontiac_is_space (c, c->pc[p].location)
      || c->d->pieces[p].klass == PC_FRENCH_MILITIA || fp > c->x->drawdown_left)
    return FALSE;
  /* What is left must still allow 8 FP of line infantry (digest 8.15). */
  if (!drawdown_regular (c, p) && c->x->drawdown_left - fp < c->x->drawdown_regular)
    return FALSE;
  return TRUE;
}

static void
list_drawdown (PontiacCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (may_draw_down (c, p))
      pontiac_add_action (c, A_PICK, 1, p, 0);
}

static gboolean
drawdown_pending (PontiacCtx *c)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->x->drawdown_left > 0 && may_draw_down (c, p))
      return TRUE;
  return FALSE;
}

/* ---- British winter quarters (15.2) ------------------------------------ */

static gboolean
winter_quarters (const PontiacCtx *c, int s)
{
  return (int) s == c->d->philadelphia || pontiac_fort_standing (c, s);
}

/* Printed FP of British units in `s` (15.2 counts printed values). */
static int
wintering_fp (const PontiacCtx *c, int s)
{
  int fp = 0;

  FOR_PIECES_AT (c, s, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_unit (c, p))
      fp += c->d->pieces[p].printed_fp;
  return fp;
}

static gboolean
room_for (const PontiacCtx *c, int s, int piece)
{
  if ((int) s == c->d->philadelphia || !pontiac_is_unit (c, piece))
    return TRUE;
  return wintering_fp (c, s) + c->d->pieces[piece].printed_fp
         <= c->d->fort_capacity[CLAMP (pontiac_fort_value (c, s), 1, 3)];
}

/* Each British piece outside a fort may go to the nearest fort with room
 * for it, the British choosing between equidistant ones; overflow goes to
 * the next nearest (15.2).  `done` leaves the rest in the field. */
void
pontiac_list_winter (PontiacCtx *c)
{
  int last_loc = -1, quarters[PONTIAC_MAX_LOCATIONS], n_quarters = 0;
  guint8 dist[PONTIAC_MAX_LOCATIONS], quarter[PONTIAC_MAX_LOCATIONS];

  if (c->st->pending.kind == D_WINTER && c->st->pending.side == SIDE_NATIONS)
    {
      list_nations_winter (c);
      return;
    }

  pontiac_add_action (c, A_DONE, 0, 0, 0);
  /* The quarters free of Nations units, once; room is each piece's. */
  for (guint f = 0; f < c->d->n_spaces; f++)
    {
      quarter[f] = winter_quarters (c, f);
      if (quarter[f] && !pontiac_has_military (c, f, SIDE_NATIONS))
        quarters[n_quarters++] = f;
    }
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      if (quarter[s])
        continue;
      FOR_PIECES_AT (c, s, p)
        {
          int best = BH_FRONTIER_FAR;

          if (pontiac_side_of (c, p) != SIDE_BRITISH || !pontiac_is_military (c, p)
              || c->d->pieces[p].klass == PC_FRENCH_MILITIA || c->d->pieces[p].klass == PC_SHIP)
            continue;
          if (last_loc != (int) s)
            {
              bh_frontier_distances_from (&c->self->graph, s, BH_FRONTIER_FAR - 1, NULL, NULL, dist);
              last_loc = s;
            }
          for (int i = 0; i < n_quarters; i++)
            if (room_for (c, quarters[i], p))
              best = MIN (best, dist[quarters[i]]);
          for (int i = 0; i < n_quarters && best < BH_FRONTIER_FAR; i++)
            if (dist[quarters[i]] == best && room_for (c, quarters[i], p))
              pontiac_add_action (c, A_WINTER, 2, p, quarters[i]);
        }
    }
}

void
pontiac_apply_winter (PontiacCtx *c, const BhAction *a)
{
  if (a->kind == A_DONE)
    {
      c->x->phase_done = 1;
      return;
    }
  g_autofree char *told = NULL;

  pontiac_move_piece (c, a->args[0], a->args[1]);
  c->pc[a->args[0]].flags = 0;
  /* 6.3: named to its own side only while it winters with a boxed force. */
  told = pontiac_told_name (c, a->args[0]);
  /* Translators: Pontiac's War: a piece goes to winter quarters; the piece, the fort */
  pontiac_note (c, "15.2", _("%s winters in %s"), told, pontiac_loc_name (c, a->args[1]));
}

/* ---- the phases ---------------------------------------------------------- */

static void
clear_flags (PontiacCtx *c, guint8 flags)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    c->pc[p].flags &= ~flags;
}

/* 18.2: the British roll for each nation marked ? on the Activation
 * Chart this year, +1 when the Nations lead in VP, -1 when they trail;
 * the others are willing (white).  A red nation's bands in the field go
 * back to their villages. */
static void
nation_activation (PontiacCtx *c)
{
  int y = year (c->st->turn) - 1763;
  int n_vp = pontiac_vp (c, SIDE_NATIONS), b_vp = pontiac_vp (c, SIDE_BRITISH);
  int drm = n_vp > b_vp ? 1 : n_vp < b_vp ? -1 : 0;

  for (guint n = 0; n < c->d->n_nations; n++)
    {
      const char *name = bh_game_data_get_nation (c->self->data, n)->name;
      int roll, cube;

      c->x->activation[n] = CUBE_WHITE;
      if (y < 0 || y >= 8 || !(c->d->activation_ask[n] & (1 << y)))
        continue;
      roll = pontiac_roll (c);
      cube = c->d->activation_cube[CLAMP (roll + drm, 0, 7)];
      c->x->activation[n] = cube;
      /* Translators: Pontiac's War: a nation's activation roll; the nation, the roll, the modifier, the result */
      pontiac_note (c, "18.2", _("%s activation roll %d%+d: %s"), name, roll, drm,
                    cube == CUBE_RED ? _("red cube, no movement and defensive combat only")
                    : cube == CUBE_BLACK ? _("black cube, defensive combat only") : _("white cube, willing"));
      if (cube != CUBE_RED)
        continue;
      for (guint s = 0; s < c->d->n_spaces; s++)
        FOR_PIECES_AT (c, s, p)
          if (c->d->pieces[p].klass == PC_BAND && c->d->pieces[p].nation == n && c->d->spaces[s].nation != n)
            {
              guint8 dist[PONTIAC_MAX_LOCATIONS];
              int best = -1;

              bh_frontier_distances_from (&c->self->graph, s, BH_FRONTIER_FAR - 1, NULL, NULL, dist);
              for (guint v = 0; v < c->d->n_spaces; v++)
                if (c->d->spaces[v].nation == n && pontiac_village_standing (c, v)
                    && !pontiac_has_military (c, v, SIDE_BRITISH) && (best < 0 || dist[v] < dist[best]))
                  best = v;
              c->pc[p].flags = 0;
              pontiac_move_piece (c, p, best >= 0 ? best : c->d->box_nation[n]);
              /* Translators: Pontiac's War: a red-cube nation's band goes home; the unit, where */
              pontiac_note (c, "18.2", _("%s returns to %s"), pontiac_piece_name (c, p),
                            pontiac_loc_name (c, c->pc[p].location));
            }
    }
}

/* Runs the automatic part of the current phase; TRUE when a decision is
 * pending. */
static gboolean
phase_step (PontiacCtx *c)
{
  int ph = pontiac_phase_id (c);
  gboolean first = !c->x->phase_started;
  int turn = c->st->turn;

  c->x->phase_started = 1;
  switch (ph)
    {
    case PH_KEY_LEADERS:
      if (first)
        {
          const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
          int opt = bh_scenario_find_option (sc, "no-cards");

          /* 18.3: without cards, +2 Arms a season; once the British hold
           * Fort de Chartres, a roll: 1-2 none, 3-4 one, 5-6 two. */
          if (opt >= 0 && bh_state_option (c->st, opt))
            {
              int roll = c->x->chartres ? pontiac_roll (c) : 0;

              pontiac_add_arms (c, c->x->chartres ? (roll <= 2 ? 0 : roll <= 4 ? 1 : 2) : 2, "18.3");
            }
        }
      if (!c->sc->reinforcement_rolls)
        return FALSE;
      if (first)
        c->x->key_leaders_done = 0;
      {
        g_autoptr(GArray) tmp = g_array_new (FALSE, FALSE, sizeof (BhAction));
        GArray *save = c->out;

        c->out = tmp;
        list_key_leaders (c);
        c->out = save;
        if (tmp->len == 0)
          return FALSE;
      }
      pontiac_set_decision (c, SIDE_NATIONS, D_KEY_LEADER, 0, 0);
      return TRUE;
    case PH_WAR_BELTS:
      if (!c->sc->war_belts)
        return FALSE;
      if (first)
        {
          c->x->belts_rolled = 0;
          c->x->belts_moved = 0;
          memset (c->x->belt_fp, 0, sizeof c->x->belt_fp);
        }
      if (!c->x->belts_rolled)
        {
          pontiac_set_decision (c, SIDE_NATIONS, D_BELTS, 0, 0);
          return TRUE;
        }
      if ((c->x->place_left > 0 && list_place (c)) || next_belt_placement (c))
        {
          pontiac_set_decision (c, SIDE_NATIONS, D_PLACE, 0, 0);
          return TRUE;
        }
      return FALSE;
    case PH_MILITIA:
      if (first && season (turn) == 1)
        summer_arrivals (c);
      if (c->x->allies_due)
        {
          if (allies_step (c))
            return TRUE;
          first = TRUE;   /* the Allies are placed: the rest of the phase begins */
        }
      if (c->x->reaction_turn == turn)
        {
          if (first)
            {
              c->x->reaction_left = 8;
              /* 18.6: 2 Supply with the force. */
              for (int k = 0; k < 2; k++)
                {
                  int p = pontiac_free_piece (c, bh_game_data_find_unit_type (c->self->data, "supply"), c->d->box_pool);

                  if (p >= 0)
                    pontiac_move_piece (c, p, c->d->philadelphia);
                }
              /* Translators: Pontiac's War */
              pontiac_note (c, "18.6", _("the reaction force arrives in Philadelphia"));
            }
          if (reaction_pending (c))
            {
              pontiac_set_decision (c, SIDE_BRITISH, D_REACTION, c->x->reaction_left, 0);
              return TRUE;
            }
          c->x->reaction_turn = 0;
        }
      if (!c->sc->reinforcement_rolls)
        return FALSE;
      if (first ? militia_roll (c) : (c->x->place_left > 0 && list_place (c)))
        {
          pontiac_set_decision (c, SIDE_BRITISH, D_PLACE, 0, 0);
          return TRUE;
        }
      c->x->place_left = 0;
      return FALSE;
    case PH_GUINEAS:
      {
        const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
        const char *dd = bh_props_lookup (sc->props, "amherst-draw-down");
        int dd_turn = 0, dd_fp = 0, dd_reg = 0;

        /* 21.5: in the Fall 1763 British Reinforcement Phase, 10 FP go to
         * the Force Pool, 8 of them Regulars, Royal Americans or Black Watch. */
        if (dd != NULL && sscanf (dd, "turn:%d fp:%d regular-steps:%d", &dd_turn, &dd_fp, &dd_reg) == 3
            && turn == dd_turn)
          {
            if (first && !c->x->drawdown_done)
              {
                c->x->drawdown_done = 1;
                c->x->drawdown_left = dd_fp;
                c->x->drawdown_regular = dd_reg;
                /* Translators: Pontiac's War: Amherst's Draw-Down; the FP */
                pontiac_note (c, "21.5", ngettext ("Amherst's Draw-Down: %d FP goes home", "Amherst's Draw-Down: %d FP go home",
                                                   dd_fp),
                              dd_fp);
              }
            if (drawdown_pending (c))
              {
                pontiac_set_decision (c, SIDE_BRITISH, D_DRAWDOWN, c->x->drawdown_left, 0);
                return TRUE;
              }
            c->x->drawdown_left = 0;
          }
      }
      if (!c->sc->guinea_loans || season (turn) != 0)
        return FALSE;
      if (first)
        c->x->bought = 0;
      if (c->x->phase_done)
        return FALSE;
      pontiac_set_decision (c, SIDE_BRITISH, D_BUY, 0, 0);
      return TRUE;
    case PH_NATIONS_MOVE:
    case PH_BRITISH_MOVE:
      {
        int side = ph == PH_NATIONS_MOVE ? SIDE_NATIONS : SIDE_BRITISH;

        if (first)
          {
            clear_flags (c, F_MOVED);
            c->x->attacked = 0;
            memset (c->x->dock_shipped, 0, sizeof c->x->dock_shipped);
            c->x->offers_done = 0;
            c->x->offer_stage = 0;
            c->x->n_offered = 0;
            /* 12.0: parties with captives walk on, seven spaces. */
            pontiac_escorts_walk (c, side);
          }
        if (c->x->phase_done)
          return FALSE;
        /* 12.0: the Nations' captive release offers, at the start of the
         * British movement (see docs/rules/pontiac.md). */
        if (side == SIDE_BRITISH && c->x->offer_stage == 1)
          {
            pontiac_set_decision (c, SIDE_BRITISH, D_ACCEPT, c->x->offer_space, 0);
            return TRUE;
          }
        if (side == SIDE_BRITISH && c->x->offer_stage == 2)
          {
            pontiac_set_decision (c, SIDE_NATIONS, D_RELEASE_COUNT, c->x->offer_space, 0);
            return TRUE;
          }
        if (side == SIDE_BRITISH && !c->x->offers_done && pontiac_any_offer (c))
          {
            pontiac_set_decision (c, SIDE_NATIONS, D_OFFER, 0, 0);
            return TRUE;
          }
        if (side == SIDE_NATIONS && c->sc->no_nations_move_turn1 && turn == c->sc->first_turn)
          {
            if (first)
              /* Translators: Pontiac's War: scenarios C and E */
              pontiac_note (c, "20.0", _("the Nations count as having moved this turn"));
            return FALSE;
          }
        pontiac_set_decision (c, side, D_OPS, 0, 0);
        return TRUE;
      }
    case PH_REPLENISH_1:
    case PH_REPLENISH_2:
      pontiac_replenish (c);
      return FALSE;
    case PH_SUPPLY:
      return pontiac_attrition_phase (c, 0);
    case PH_SIEGE_ATTRITION:
      return pontiac_attrition_phase (c, 1);
    case PH_REBUILD:
      if (pontiac_intro (c) || c->x->phase_done)
        return FALSE;
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (may_rebuild (c, s))
          {
            pontiac_set_decision (c, SIDE_BRITISH, D_REBUILD, 0, 0);
            return TRUE;
          }
      return FALSE;
    case PH_RALLY:
      if (first)
        {
          clear_flags (c, F_RALLIED);
          c->x->rally_side = SIDE_NATIONS;
        }
      while (c->x->rally_side < 2)
        {
          for (guint p = 0; p < c->d->n_pieces; p++)
            if (pontiac_side_of (c, p) == c->x->rally_side && can_rally (c, p))
              {
                pontiac_set_decision (c, c->x->rally_side, D_RALLY, 0, 0);
                return TRUE;
              }
          c->x->rally_side++;
        }
      leader_health (c);
      return FALSE;
    case PH_LIFT_SIEGES:
      return FALSE;
    case PH_WINTERING:
      if (season (turn) != 3)
        return FALSE;
      if (first)
        {
          /* 15.2: every party with captives ends its walk first. */
          pontiac_escorts_winter (c);
          wintering (c);
          c->x->winter_stage = 0;
        }
      if (c->x->winter_stage == 0)
        {
          if (nations_winter_pending (c))
            {
              pontiac_set_decision (c, SIDE_NATIONS, D_WINTER, 0, 0);
              return TRUE;
            }
          lift_sieges (c);
          c->x->winter_stage = 1;
        }
      if (c->x->winter_stage == 1)
        {
          g_autoptr(GArray) tmp = g_array_new (FALSE, FALSE, sizeof (BhAction));
          GArray *save = c->out;

          pontiac_set_decision (c, SIDE_BRITISH, D_WINTER, 0, 0);
          c->out = tmp;
          pontiac_list_winter (c);
          c->out = save;
          if (tmp->len > 1 && !c->x->phase_done)
            {
              pontiac_set_decision (c, SIDE_BRITISH, D_WINTER, 0, 0);
              return TRUE;
            }
          c->x->winter_stage = 2;
          c->x->attrition_space = -1;
        }
      /* 15.2: forces left in the field suffer attrition (14.0). */
      return pontiac_attrition_phase (c, 2);
    case PH_VICTORY:
      {
        const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
        gboolean campaign = bh_props_lookup (sc->props, "vp-reset") != NULL;
        int arms = c->mk[c->d->m_arms];

        /* 11.11: villages held by 4 British FP at the end of the turn. */
        pontiac_raze_occupied_villages (c);
        /* 18.4: +1 VP per Arms Point above 5; 18.5: -1 per point below. */
        if ((c->x->opts & OPT_ARMS_VP) && arms > 5)
          /* Translators: Pontiac's War: why VP are won */
          pontiac_add_vp (c, SIDE_NATIONS, arms - 5, "18.4", _("Arms Points above 5"));
        if ((c->x->opts & OPT_ARMS_PENALTY) && arms < 5)
          /* Translators: Pontiac's War: why VP are lost */
          pontiac_add_vp (c, SIDE_NATIONS, -(5 - arms), "18.5", _("Arms Points below 5"));

        pontiac_check_victory (c, FALSE);
        if (c->st->result != BH_RESULT_ONGOING)
          return FALSE;
        if (turn >= c->sc->last_turn)
          {
            end_scoring (c, FALSE);
            pontiac_check_victory (c, TRUE);
          }
        else if (campaign && season (turn) == 3)
          {
            /* 21.5: the end of a Campaign year. */
            end_scoring (c, TRUE);
            check_auto (c, TRUE);
            if (c->st->result == BH_RESULT_ONGOING)
              campaign_new_year (c);
          }
        return FALSE;
      }
    case PH_ADVANCE:
      c->st->turn++;
      c->mk[c->d->m_turn] = c->st->turn;
      /* Translators: Pontiac's War: a new turn; the turn number */
      pontiac_note (c, "8.0", _("turn %d begins"), c->st->turn);
      /* 20.0 B, D: the scenario's later reinforcements, at the start of
       * their turn. */
      pontiac_scheduled_arrivals (c);
      return FALSE;
    case PH_ACTIVATION:
      /* 18.2: at the start of each year (and of the scenario). */
      if (first && (c->x->opts & OPT_ACTIVATION) && (season (turn) == 0 || turn == c->sc->first_turn))
        nation_activation (c);
      return FALSE;
    default:
      return FALSE;
    }
}

void
pontiac_advance (PontiacCtx *c)
{
  for (int guard = 0; guard < 10000; guard++)
    {
      pontiac_check_chartres (c);
      pontiac_escorts_sync (c);
      if (c->st->result != BH_RESULT_ONGOING)
        return;
      /* 20.0, 21.x: the set-up comes before the first phase. */
      if (pontiac_setup_step (c))
        return;
      /* 11.4: a band a card sent home goes before the battle goes on. */
      if (pontiac_home_step (c))
        return;
      /* 11.3: the unit a retreat disrupts, before anything goes on. */
      if (pontiac_flip_step (c))
        return;
      if (c->x->cas.active)
        {
          if (pontiac_casualty_step (c))
            return;
          continue;
        }
      if (c->x->retreat.active)
        {
          pontiac_set_decision (c, c->x->retreat.side, D_RETREAT, c->x->retreat.from, 0);
          return;
        }
      if (c->x->battle.active)
        {
          if (pontiac_battle_step (c))
            return;
          continue;
        }
      /* 6.2: once the battle is over, the ships that left it sail. */
      if (pontiac_sail_step (c))
        return;
      /* 6.2: once the battle or roll that killed him is over. */
      if (pontiac_replacement_step (c))
        return;
      if (c->x->move.active)
        {
          if (pontiac_move_step (c))
            return;
          if (!c->x->move.active)
            continue;
          pontiac_set_decision (c, c->x->move.side, c->x->move.passing ? D_ENTER : D_MOVE, c->x->move.here, 0);
          return;
        }
      if (pontiac_escort_step (c))
        return;
      if (c->x->attrition_space >= 0 && c->x->attrition_left > 0)
        {
          pontiac_set_decision (c, SIDE_BRITISH, D_ATTRITION, c->x->attrition_space, 0);
          return;
        }
      if (phase_step (c))
        return;
      if (c->st->result != BH_RESULT_ONGOING)
        return;
      /* The phase is over: victory conditions that can happen at any time
       * are checked (digest 8.45), then the next phase. */
      pontiac_check_victory (c, FALSE);
      c->st->phase = (c->st->phase + 1) % bh_game_data_get_n_phases (c->self->data);
      c->x->phase_started = 0;
      c->x->phase_done = 0;
      c->x->attrition_space = -1;
    }
  g_warning ("Pontiac's War: the sequence of play made no progress");
}

/* ---- phase decisions ---------------------------------------------------- */

/* The War Belt's bit in belts_moved: its rank among the belts. */
static guint8
belt_bit (const PontiacCtx *c, int belt)
{
  int rank = 0;

  for (int p = 0; p < belt; p++)
    rank += c->d->pieces[p].klass == PC_WAR_BELT;
  return rank < 8 ? 1u << rank : 0;
}

void
pontiac_list_phase (PontiacCtx *c)
{
  switch (c->st->pending.kind)
    {
    case D_KEY_LEADER:
      list_key_leaders (c);
      break;
    case D_BELTS:
      pontiac_add_action (c, A_ROLL_BELTS, 0, 0, 0);
      /* Each belt moves once: any nation is one move away, and the
       * decision cannot go round in circles (fifth re-check N7). */
      for (guint p = 0; p < c->d->n_pieces; p++)
        if (c->d->pieces[p].klass == PC_WAR_BELT && !(c->x->belts_moved & belt_bit (c, p)))
          for (guint k = 0; k < c->d->n_nations; k++)
            if (c->pc[p].location != c->d->box_nation[k] && !pontiac_treaty (c, k) && nation_has_village (c, k))
              pontiac_add_action (c, A_BELT, 2, p, c->d->box_nation[k]);
      break;
    case D_PLACE:
      list_place (c);
      break;
    case D_BUY:
      list_buy (c);
      break;
    case D_DRAWDOWN:
      list_drawdown (c);
      break;
    case D_REACTION:
      FOR_PIECES_AT (c, c->d->box_pool, p)
        if (may_react (c, p))
          pontiac_add_action (c, A_PICK, 1, p, 0);
      break;
    case D_REBUILD:
      pontiac_add_action (c, A_DONE, 0, 0, 0);
      for (guint s = 0; s < c->d->n_spaces; s++)
        if (may_rebuild (c, s))
          pontiac_add_action (c, A_REBUILD, 1, s, 0);
      break;
    case D_RALLY:
      list_rally (c);
      break;
    default:
      break;
    }
}

void
pontiac_apply_phase (PontiacCtx *c, const BhAction *a)
{
  switch (a->kind)
    {
    case A_RAISE:
      apply_raise (c, a->args[0], a->args[1]);
      break;
    case A_BELT:
      c->x->belts_moved |= belt_bit (c, a->args[0]);
      pontiac_move_piece (c, a->args[0], a->args[1]);
      /* Translators: Pontiac's War: a War Belt moves to a nation's box */
      pontiac_note (c, "9.1", _("a War Belt goes to %s"), pontiac_loc_name (c, a->args[1]));
      break;
    case A_ROLL_BELTS:
      c->x->belts_rolled = 1;
      roll_belts (c);
      break;
    case A_PLACE:
      pontiac_move_piece (c, a->args[0], a->args[1]);
      c->pc[a->args[0]].face = 0;
      c->pc[a->args[0]].flags = 0;
      c->x->place_left -= c->d->pieces[a->args[0]].printed_fp;
      /* Translators: Pontiac's War: a raised unit is placed; the unit, the space */
      pontiac_note (c, c->x->place_kind ? "9.2" : "9.1", _("%s placed in %s"), pontiac_piece_name (c, a->args[0]),
                    pontiac_loc_name (c, a->args[1]));
      break;
    case A_PICK:
      if (c->st->pending.kind == D_REACTION)
        {
          int p = a->args[0];

          c->x->reaction_left -= c->d->pieces[p].printed_fp;
          pontiac_move_piece (c, p, c->d->philadelphia);
          c->pc[p].face = 0;
          c->pc[p].flags = 0;
          /* Translators: Pontiac's War: a unit of the 18.6 reaction force */
          pontiac_note (c, "18.6", _("%s joins the reaction force"), pontiac_piece_name (c, p));
          break;
        }
      {
        int p = a->args[0], fp = c->d->pieces[p].printed_fp;

        c->x->drawdown_left -= fp;
        if (drawdown_regular (c, p))
          c->x->drawdown_regular = MAX (0, c->x->drawdown_regular - fp);
        c->pc[p].flags = 0;
        c->pc[p].face = 0;
        pontiac_move_piece (c, p, c->d->box_pool);
        /* Translators: Pontiac's War: a unit leaves by Amherst's Draw-Down */
        pontiac_note (c, "21.5", _("%s goes to the Force Pool"), pontiac_piece_name (c, p));
      }
      break;
    case A_BUY:
      {
        int cost = buy_cost (c, a->args[0]);

        pontiac_move_piece (c, a->args[0], c->d->box_summer);
        c->x->bought += cost;
        c->mk[c->d->m_guineas] += cost;
        /* Translators: Pontiac's War: a Guinea Loan purchase; the unit, the cost */
        pontiac_note (c, "9.2", ngettext ("%s bought for %d Guinea; it waits in the Summer box",
                                          "%s bought for %d Guineas; it waits in the Summer box", cost),
                      pontiac_piece_name (c, a->args[0]), cost);
      }
      break;
    case A_REBUILD:
      {
        int s = a->args[0], v = pontiac_fort_value (c, s);

        pontiac_remove_marker (c, PC_RAZED_FORT, s);
        c->mk[c->d->m_guineas] += v;
        /* Translators: Pontiac's War: a fort is rebuilt; the fort */
        pontiac_note (c, "16.1", _("%s is rebuilt"), pontiac_loc_name (c, s));
        /* Translators: Pontiac's War: why VP are won */
        pontiac_add_vp (c, SIDE_BRITISH, v, "17.3", _("fort rebuilt"));
      }
      break;
    case A_RALLY:
    case A_RALLY_WITH:
    case A_RALLY_ALL:
      apply_rally (c, a);
      break;
    case A_DONE:
      if (c->st->pending.kind == D_RALLY)
        c->x->rally_side++;
      else if (c->st->pending.kind == D_BUY || c->st->pending.kind == D_REBUILD)
        c->x->phase_done = 1;
      break;
    default:
      break;
    }
}
