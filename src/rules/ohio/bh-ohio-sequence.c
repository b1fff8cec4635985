/* bh-ohio-sequence.c — Blood on the Ohio: the turn (4.0), its ten segments
 * read from game.xml's sequence, the Special Actions alternation (5.0),
 * the end of turn (12.0), scheduled arrivals and victory (24.0, App. 2-3).
 *
 * ohio_advance() is the driver: it hands the game to the innermost
 * procedure in progress until one needs a player's decision. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"

/* ---- scheduled arrivals -------------------------------------------------- */

/* The pieces a scenario places with turn="N" (Legion's later parts of the
 * Third Expedition, Fort Miamis) are those bh_state_new_for_scenario gave
 * to that placement: replay its numbering. */
static void
arrivals (OhioCtx *c, int turn)
{
  BhGameData *data = c->d->data;
  const BhScenario *sc = bh_game_data_get_scenario (data, c->x->scenario);
  g_autofree int *used = g_new0 (int, bh_game_data_get_n_unit_types (data) + 1);
  int queued = 0;

  for (guint i = 0; i < sc->placements->len; i++)
    {
      const BhPlacement *p = &g_array_index (sc->placements, BhPlacement, i);
      const BhUnitType *type = bh_game_data_get_unit_type (data, p->unit_type);

      for (int k = 0; k < p->count; k++)
        {
          int piece = type->first_piece + used[p->unit_type]++;

          if (p->turn != turn || turn <= sc->first_turn || c->pc[piece].location != BH_OFFBOARD)
            continue;
          c->pc[piece].face = p->face;
          if (c->d->pieces[piece].klass == PC_FORT_MIAMIS)
            {
              /* 20.7: on the Maumee space with the British flag. */
              ohio_move_piece (c, piece, p->location);
              if (ohio_is_space (c, p->location))
                c->x->space_flags[p->location] |= SPF_FORT_MIAMIS;
              /* Translators: Blood on the Ohio (App. 3, 20.7): the Maumee space */
              ohio_note (c, "App. 3", _("Fort Miamis is placed in %s, on the British flag"),
                         ohio_loc_name (c, p->location));
            }
          else
            {
              /* App. 4 (Legion): "Place on one or more US Entry Squares":
               * the US chooses a square for each piece, as for the LR
               * chart's reinforcements (7.2). */
              ohio_queue_entry (c, piece);
              queued++;
            }
        }
    }
  if (queued > 0)
    ohio_note (c, "App. 4",
               /* Translators: Blood on the Ohio (App. 4): how many US pieces arrive */
               ngettext ("%d piece of the Third Expedition arrives: the US places it on a US entry square",
                         "%d pieces of the Third Expedition arrive: the US places each on one of the US entry squares",
                         queued),
               queued);
}

/* ---- setup ---------------------------------------------------------------- */

gboolean
ohio_setup_state (OhioCtx *c, int scenario_index, GError **error)
{
  const OhioData *d = c->d;
  OhioExtra *x = c->x;
  const BhScenario *scen = bh_game_data_get_scenario (d->data, scenario_index);
  const OhioScenarioInfo *sc = &d->scen[scenario_index];

  memset (x, 0, sizeof *x);
  x->scenario = scenario_index;
  c->sc = sc;
  ohio_index_rebuild (c);
  x->last_turn = scen->last_turn;
  x->forming_space = -1;
  x->relocate_piece = -1;
  x->supply_space = -1;
  x->harass_space = -1;
  x->place.drawn = -1;
  for (int i = 0; i < (int) scen->options->len && i < 32; i++)
    {
      /* The options chosen for this game (the scenario's defaults unless
       * the players changed them). */
      if (!bh_state_option (c->st, i))
        continue;
      if (i == sc->opt_revised) x->options |= OPT_REVISED_NATION_CHECK;
      if (i == sc->opt_examine) x->options |= OPT_EXAMINE_STACKS;
      if (i == sc->opt_sudden) x->options |= OPT_SUDDEN_DEATH;
      if (i == sc->opt_leader_vp) x->options |= OPT_LEADER_DEATH_VP;
      if (i == sc->opt_slip) x->options |= OPT_LITERAL_SLIP;
      if (i == sc->opt_empty_cap) x->options |= OPT_EMPTY_STRUCTURE_CAP;
      if (i == sc->opt_ambush_segment) x->options |= OPT_AMBUSH_PER_SEGMENT;
      if (i == sc->opt_raid_only) x->options |= OPT_RAID_EMPTY_ONLY;
      if (i == sc->opt_fort_wagon) x->options |= OPT_FORT_WAGON_ANYWHERE;
      if (i == sc->opt_setup) x->options |= OPT_CHOOSE_SETUP;
    }
  for (int s = 0; s < 2; s++)
    x->vp2[s] = 2 * c->mk[d->m_vp[s]];
  x->expedition = sc->expedition;
  x->exp_entered = 1u << sc->expedition;
  for (int e = 1; e < sc->expedition; e++)
    x->exp_entered |= 1u << e, x->exp_withdrawn |= 1u << e;
  x->exp_entry_turn = c->st->turn;
  for (guint n = 0; n < d->n_nations; n++)
    x->nation_status[n] = sc->nation_status[n];
  for (guint s = 0; s < d->n_spaces; s++)
    {
      if (d->spaces[s].printed_settlement || d->spaces[s].principal != OHIO_NONE)
        x->printed[s] = ohio_has_class (c, s, -1, PC_RAZED) ? 0 : 2;
      if (d->spaces[s].printed_settlement && x->printed[s] == 0)
        x->space_flags[s] |= SPF_RAZED_PRINTED;
    }
  /* The pieces of the counter mix a scenario leaves unused stay off the
   * board; the rules bring them in (raid chits at the end of turn,
   * expeditions of the campaign). */
  c->st->phase = 0;
  c->mk[d->m_segment] = 1;
  c->mk[d->m_turn] = c->st->turn;
  if (sc->fort_miamis_turn && c->st->turn >= sc->fort_miamis_turn)
    arrivals (c, sc->fort_miamis_turn);
  if (d->n_phases == 0)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("the game has no sequence of play"));
      return FALSE;
    }
  /* App. 2: the places the set-up leaves open are chosen first. */
  if (x->options & OPT_CHOOSE_SETUP)
    ohio_setup_zones_begin (c);
  else
    ohio_setup_stacks_example (c);
  ohio_advance (c);
  return TRUE;
}

/* ---- victory -------------------------------------------------------------- */

static int
builds_box_settlements (const OhioCtx *c)
{
  return ohio_count_class (c, c->d->builds, PC_SETTLEMENT);
}

static gboolean
fort_built (const OhioCtx *c, const char *type_id)
{
  int t = type_id ? bh_game_data_find_unit_type (c->d->data, type_id) : -1;

  if (t < 0)
    return type_id == NULL;
  for (int k = 0; k < c->d->n_fort_pieces; k++)
    {
      int p = c->d->fort_pieces[k];

      if (c->d->pieces[p].type == t && (ohio_on_map (c, p) || (c->x->forts_built >> k & 1)))
        return TRUE;
    }
  return FALSE;
}

/* App. 3: Harmar needs Fort Steuben, the Wabash Fort Recovery (scenario
 * prop victory-us-fort). */
static const char *
victory_fort (const OhioCtx *c)
{
  return bh_props_lookup (c->sc->props, "victory-us-fort");
}

/* The rule a scenario's victory conditions stand in: the learning tiers'
 * (App. 2) or the historical scenarios' (App. 3). */
static const char *
victory_rule (const OhioCtx *c)
{
  return c->sc->tier ? "App. 2" : "App. 3";
}

static const char *
type_name (const OhioCtx *c, const char *type_id)
{
  int t = type_id ? bh_game_data_find_unit_type (c->d->data, type_id) : -1;

  return t >= 0 ? bh_game_data_get_unit_type (c->d->data, t)->name : type_id;
}

/* App. 3 at game end: more VP wins, if the scenario's other condition
 * holds for that side (Harmar's and the Wabash's fort for the US, Harmar's
 * principal villages for the WC); any other result is a draw. Each says
 * which condition decided. */
static void
decide_by_vp (OhioCtx *c, gboolean us_may_win, gboolean wc_may_win)
{
  int us = c->x->vp2[0], wc = c->x->vp2[1];
  const char *fort = type_name (c, victory_fort (c));
  const char *rule = victory_rule (c);
  g_autofree char *us_vp = ohio_vp_text (us);
  g_autofree char *wc_vp = ohio_vp_text (wc);

  if (us > wc && us_may_win)
    {
      if (fort)
        /* Translators: Blood on the Ohio (App. 3): each side's VP (“3”, “2½”), then a fort */
        ohio_note (c, rule, _("The US has more VP than the WC (%s to %s) and has built %s: the US wins"), us_vp, wc_vp, fort);
      else
        /* Translators: Blood on the Ohio (App. 3): each side's VP (“3”, “2½”) */
        ohio_note (c, rule, _("The US has more VP than the WC (%s to %s): the US wins"), us_vp, wc_vp);
      ohio_set_result (c, BH_RESULT_WIN, 0);
    }
  else if (wc > us && wc_may_win)
    {
      if (c->sc->victory == VIC_HARMAR)
        /* Translators: Blood on the Ohio (App. 3): each side's VP (“3”, “2½”) */
        ohio_note (c, rule, _("The WC has more VP than the US (%s to %s) and no more than two principal villages reduced: "
                              "the WC wins"), wc_vp, us_vp);
      else
        /* Translators: Blood on the Ohio (App. 3): each side's VP (“3”, “2½”) */
        ohio_note (c, rule, _("The WC has more VP than the US (%s to %s): the WC wins"), wc_vp, us_vp);
      ohio_set_result (c, BH_RESULT_WIN, 1);
    }
  else
    {
      if (us > wc)
        /* Translators: Blood on the Ohio (App. 3): each side's VP (“3”, “2½”), then a fort */
        ohio_note (c, rule, _("The US has more VP than the WC (%s to %s) but has not built %s: a draw"), us_vp, wc_vp, fort);
      else if (wc > us)
        /* Translators: Blood on the Ohio (App. 3): each side's VP (“3”, “2½”), then how many principal
           villages were reduced */
        ohio_note (c, rule, _("The WC has more VP than the US (%s to %s) but %d principal villages were reduced: a draw"),
                   wc_vp, us_vp, c->x->principal_reduced);
      else
        /* Translators: Blood on the Ohio (App. 3, 24.0): the VP each side has (“3”, “2½”) */
        ohio_note (c, rule, _("Both sides have %s VP: a draw"), us_vp);
      ohio_set_result (c, BH_RESULT_DRAW, BH_NONE);
    }
}

/* Automatic victories are checked whenever the game moves on; the others
 * at the end of the last turn. */
void
ohio_check_victory (OhioCtx *c, gboolean end_of_game)
{
  OhioExtra *x = c->x;
  const OhioScenarioInfo *sc = c->sc;

  if (c->st->result != BH_RESULT_ONGOING)
    return;
  /* Expedition withdrawals (App. 3): checked by the Expedition Check. */
  for (int e = 1; e <= 3; e++)
    if (sc->withdrawal_victory[e] && (x->exp_withdrawn >> e & 1))
      {
        /* Translators: Blood on the Ohio (App. 3): the expedition's number (1 to 3) */
        ohio_note (c, victory_rule (c), _("Expedition %d was forced to withdraw: the WC wins automatically"), e);
        ohio_set_result (c, BH_RESULT_WIN, 1);
        return;
      }
  if (sc->auto_vp && x->vp2[0] >= 2 * sc->auto_vp)
    {
      /* Translators: Blood on the Ohio (App. 3): the VP the scenario names */
      ohio_note (c, victory_rule (c), _("The US has reached %d VP: the US wins automatically"), sc->auto_vp);
      ohio_set_result (c, BH_RESULT_WIN, 0);
      return;
    }
  if (x->options & OPT_SUDDEN_DEATH)
    {
      /* App. 3: scenario props name the leaders whose deaths end the game. */
      for (int side = 0; side < 2; side++)
        {
          const char *ids = bh_props_lookup (sc->props, side == 1 ? "sudden-death-wc-wins" : "sudden-death-us-wins");
          int named = 0, dead = 0;

          if (ids == NULL)
            continue;
          for (int k = 0; k < c->d->n_key_leaders; k++)
            {
              const char *id = bh_game_data_get_unit_type (c->d->data, c->d->pieces[c->d->key_leaders[k]].type)->id;
              const char *hit = strstr (ids, id);
              size_t len = strlen (id);

              if (hit && (hit == ids || hit[-1] == ' ') && (hit[len] == 0 || hit[len] == ' '))
                {
                  named++;
                  dead += x->leaders_killed >> k & 1;
                }
            }
          if (named > 0 && dead == named)
            {
              /* Translators: Blood on the Ohio (App. 3, option): a side (“US”, “WC”) */
              ohio_note (c, victory_rule (c), _("Every leader the sudden death option names is dead: the %s wins"),
                         ohio_side_name (c, side));
              ohio_set_result (c, BH_RESULT_WIN, side);
              return;
            }
        }
    }
  switch (sc->victory)
    {
    case VIC_LEARNING:
      /* App. 2: the US relocates Kekionga, or the WC takes 5 settlement steps. */
      if (x->kekionga_relocated)
        {
          ohio_note (c, victory_rule (c), _("Kekionga is relocated: the US wins automatically"));
          ohio_set_result (c, BH_RESULT_WIN, 0);
          return;
        }
      if (x->settlement_steps_lost >= 5)
        {
          /* Translators: Blood on the Ohio (App. 2): how many settlement steps */
          ohio_note (c, victory_rule (c), _("The WC has inflicted %d settlement step losses: the WC wins automatically"),
                     x->settlement_steps_lost);
          ohio_set_result (c, BH_RESULT_WIN, 1);
          return;
        }
      if (end_of_game)
        {
          int us = x->steps_lost[1], wc = x->steps_lost[0];

          /* Translators: Blood on the Ohio (App. 2): the structure step losses each side inflicted,
             then “the US wins”, “the WC wins” or “a draw” */
          ohio_note (c, victory_rule (c), _("Structure step losses inflicted: US %d, WC %d: %s"), us, wc,
                     us > wc ? _("the US wins") : wc > us ? _("the WC wins") : _("a draw"));
          if (us > wc)
            ohio_set_result (c, BH_RESULT_WIN, 0);
          else if (wc > us)
            ohio_set_result (c, BH_RESULT_WIN, 1);
          else
            ohio_set_result (c, BH_RESULT_DRAW, BH_NONE);
        }
      return;
    case VIC_HARMAR:
      /* App. 3: two principal villages reduced, Kekionga one of them, and
       * five more villages razed. */
      if (x->principal_reduced >= 2 && x->kekionga_relocated && x->villages_razed >= 5)
        {
          /* Translators: Blood on the Ohio (App. 3): how many principal villages, then villages */
          ohio_note (c, victory_rule (c), _("%d principal villages reduced, Kekionga one of them, and %d villages razed: "
                                            "the US wins automatically"), x->principal_reduced, x->villages_razed);
          ohio_set_result (c, BH_RESULT_WIN, 0);
          return;
        }
      break;
    default:
      break;
    }
  if (!end_of_game)
    return;
  if (sc->builds_box_vp2 && builds_box_settlements (c) > 0)
    {
      int n = builds_box_settlements (c);
      g_autofree char *gain = ohio_vp_text (sc->builds_box_vp2 * n);

      ohio_note (c, victory_rule (c),
                 /* Translators: Blood on the Ohio (App. 3): how many settlements, then the VP (“2”, “1½”) */
                 ngettext ("%d settlement in the Allowable Builds box at game end: WC +%s VP",
                           "%d settlements in the Allowable Builds box at game end: WC +%s VP", n), n, gain);
      ohio_vp (c, 1, sc->builds_box_vp2 * n);
    }
  switch (sc->victory)
    {
    case VIC_HARMAR:
      decide_by_vp (c, fort_built (c, victory_fort (c)), x->principal_reduced <= 2);
      break;
    case VIC_WABASH:
      decide_by_vp (c, fort_built (c, victory_fort (c)), TRUE);
      break;
    default:
      decide_by_vp (c, TRUE, TRUE);
      break;
    }
}

/* ---- special actions segment (5.0) --------------------------------------- */

static int
sap (const OhioCtx *c, int side)
{
  return c->mk[c->d->m_sap[side]];
}

/* The value a side's special action track resets to at the turn's end
 * (12.0), before a saved point: the scenario's, or in the campaign the
 * expedition in play's (LR 7/5/2018: the US 5 from the Second, the WC 4
 * in the Third). */
int
ohio_sap_reset (const OhioCtx *c, int side)
{
  int base = c->sc->sap_per_turn[side];

  for (int k = 1; k <= c->x->expedition && k < 4; k++)
    if (c->sc->sap_exp[k][side])
      base = c->sc->sap_exp[k][side];
  return base;
}

int
ohio_sap_max (const OhioCtx *c, int side)
{
  return bh_game_data_get_track (c->d->data, bh_game_data_get_marker (c->d->data, c->d->m_sap[side])->track)->max;
}

void
ohio_list_sa (OhioCtx *c)
{
  int side = c->st->pending.side;

  ohio_add_action (c, A_PASS, 0, 0, 0, 0);
  if (sap (c, side) <= 0)
    return;
  /* 5.9: only a player whose track does not reset to 5 may save, once. */
  if ((c->sc->sa_allowed & SA_SAVE) && !(c->x->sap_saved >> side & 1) &&
      ohio_sap_reset (c, side) < ohio_sap_max (c, side) && c->sc->tier == 0)
    ohio_add_action (c, A_SAVE, 0, 0, 0, 0);
  ohio_list_special (c, side);
}

/* After a special action and everything it caused: the other player acts
 * next unless he has passed (5.0). */
void
ohio_sa_done (OhioCtx *c)
{
  int side = c->x->sa_turn;

  if (!(c->x->sa_passed >> (1 - side) & 1))
    c->x->sa_turn = 1 - side;
}

void
ohio_apply_sa_common (OhioCtx *c, const BhAction *a)
{
  int side = c->st->pending.side;

  switch (a->kind)
    {
    case A_PASS:
      c->x->sa_passed |= 1u << side;
      c->x->sa_turn = 1 - side;
      break;
    case A_SAVE:
      c->mk[c->d->m_sap[side]]--;
      c->x->sap_saved |= 1u << side;
      ohio_sa_done (c);
      break;
    default:
      break;
    }
}

static gboolean
sa_step (OhioCtx *c)
{
  OhioExtra *x = c->x;

  if (!x->proc_started)
    {
      x->proc_started = 1;
      x->sa_passed = 0;
      x->sa_turn = 0;        /* 5.0: the US acts first */
      x->build_blocked = 0;  /* 5.0: Build and Raid markers to "Allowed" */
      x->raid_blocked = 0;
      for (int p = c->ix->head[c->d->sa_box]; p >= 0; p = c->ix->next[p])
        c->pc[p].face = 0;
    }
  for (int tries = 0; tries < 2; tries++)
    {
      int side = x->sa_turn;

      if (x->sa_passed == 3)
        return FALSE;
      if (x->sa_passed >> side & 1)
        {
          x->sa_turn = 1 - side;
          continue;
        }
      /* A player without SAP can only pass: he is out of the segment. */
      if (sap (c, side) <= 0)
        {
          x->sa_passed |= 1u << side;
          x->sa_turn = 1 - side;
          continue;
        }
      ohio_set_decision (c, side, D_SA, 0, 0);
      return TRUE;
    }
  return FALSE;
}

/* ---- segments -------------------------------------------------------------- */

static gboolean
proc_enabled (const OhioCtx *c, int phase, int k)
{
  int proc = c->d->phase_procs[phase][k];

  if (!(c->sc->procedures >> proc & 1))
    return FALSE;
  if ((c->d->phase_fawi_only[phase] >> k & 1) && !c->d->turn_fawi[CLAMP (c->st->turn, 0, 15)])
    return FALSE;
  return TRUE;
}

/* End of each segment: raid chits out after a search go back (5.7.2);
 * after operations the Moved markers come off (6.3). */
static void
end_segment (OhioCtx *c)
{
  const OhioData *d = c->d;

  while (c->ix->head[d->raid_searched] >= 0)
    ohio_move_piece (c, c->ix->head[d->raid_searched], d->raid_cup);
  for (guint p = 0; p < d->n_pieces; p++)
    c->pc[p].flags &= ~(F_MOVED | F_FORCE | F_BATTLE | F_REINF | F_ROLE_A | F_ROLE_B);
  for (guint s = 0; s < d->n_spaces; s++)
    c->x->space_flags[s] &= ~(SPF_AMBUSHED_MAIN | SPF_AMBUSHED_REINF | SPF_AMBUSHED_RETR | SPF_BREAKOUT | SPF_SUPPLIED |
                              SPF_AMBUSHED_SEG);
}

/* 12.0: SAP reset, raid chits; the turn marker moves when the segment
 * track wraps (next_segment). */
static void
end_of_turn (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioExtra *x = c->x;
  int next = c->st->turn + 1;

  for (int s = 0; s < 2; s++)
    {
      int base = ohio_sap_reset (c, s);

      if (x->sap_saved >> s & 1)
        base++;
      c->mk[d->m_sap[s]] = MIN (base, ohio_sap_max (c, s));
      /* Translators: Blood on the Ohio (12.0, 5.9): a side (“US”, “WC”), then its special action
         points for the next turn (SAP) */
      ohio_note (c, "12.0", _("%s special action points reset to %d"), ohio_side_name (c, s), c->mk[d->m_sap[s]]);
    }
  x->sap_saved = 0;
  /* 5.6.1: chits added before each SP/SU turn, from the unused mix. */
  if (next < 16 && !d->turn_fawi[next])
    for (int k = 0; k < 4; k++)
      {
        int want = d->raid_add[next][k], added = 0;

        for (guint p = 0; p < d->n_pieces && want > 0; p++)
          if (d->pieces[p].klass == PC_RAID_A + k && c->pc[p].location == BH_OFFBOARD)
            {
              ohio_move_piece (c, p, d->raid_cup);
              want--;
              added++;
            }
        if (added > 0)
          /* Translators: Blood on the Ohio (5.6.1): the letter of the raid chits (“A” to “D”), then
             how many */
          ohio_note (c, "5.6.1", _("Raid chits %c added to the raid cup: %d"), 'A' + k, added);
      }
  /* Translators: Blood on the Ohio (12.0): the turn number */
  ohio_note (c, "12.0", _("Turn %d ends"), c->st->turn);
}

static void
start_of_turn (OhioCtx *c)
{
  arrivals (c, c->st->turn);
  ohio_expedition_reinforcements (c);
}

static void
next_segment (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioExtra *x = c->x;

  end_segment (c);
  x->proc = 0;
  x->proc_started = 0;
  if (c->st->phase + 1 < (int) d->n_phases)
    {
      c->st->phase++;
      c->mk[d->m_segment] = c->st->phase + 1;
      return;
    }
  /* The last segment is over: the turn ends. */
  if (c->st->turn >= x->last_turn)
    {
      ohio_check_victory (c, TRUE);
      return;
    }
  c->st->turn++;
  c->mk[d->m_turn] = c->st->turn;
  c->st->phase = 0;
  c->mk[d->m_segment] = 1;
  start_of_turn (c);
}

static gboolean
segment_step (OhioCtx *c)
{
  const OhioData *d = c->d;
  OhioExtra *x = c->x;
  int phase = c->st->phase;
  int proc;

  if (x->proc >= d->phase_n_procs[phase])
    {
      next_segment (c);
      return FALSE;
    }
  if (!proc_enabled (c, phase, x->proc))
    {
      x->proc++;
      x->proc_started = 0;
      return FALSE;
    }
  proc = d->phase_procs[phase][x->proc];
  switch (proc)
    {
    case PROC_SPECIAL_ACTIONS:
      if (sa_step (c))
        return TRUE;
      break;
    case PROC_US_OPS:
    case PROC_WC_OPS:
      if (!x->proc_started)
        {
          x->proc_started = 1;
          ohio_set_decision (c, proc == PROC_US_OPS ? 0 : 1, D_OPS, 0, 0);
          return TRUE;
        }
      if (x->proc_started == 1)
        {
          ohio_set_decision (c, proc == PROC_US_OPS ? 0 : 1, D_OPS, 0, 0);
          return TRUE;
        }
      /* proc_started == 2: the player ended his operations. */
      for (guint p = 0; p < d->n_pieces; p++)
        c->pc[p].flags &= ~F_MOVED;
      break;
    case PROC_EXPEDITION_CHECK:
      x->proc++;
      x->proc_started = 0;
      ohio_expedition_check (c);
      return FALSE;
    case PROC_NATION_CHECK:
      ohio_nation_check (c);
      break;
    case PROC_LEADER_CHECK:
      ohio_leader_check (c);
      break;
    case PROC_SUPPLY_CHECK:
      if (ohio_supply_step (c))
        return TRUE;
      break;
    case PROC_WINTER:
      if (!x->proc_started)
        {
          x->proc_started = 1;
          ohio_start_winter (c, FALSE);
          return FALSE;
        }
      break;
    case PROC_END_OF_TURN:
      end_of_turn (c);
      break;
    default:
      break;
    }
  x->proc++;
  x->proc_started = 0;
  return FALSE;
}

/* ---- the driver ------------------------------------------------------------ */

static void
advance (OhioCtx *c)
{
  OhioExtra *x = c->x;

  for (int guard = 0; guard < 100000; guard++)
    {
      if (x->setup_next || x->setup_forts)
        {
          if (ohio_setup_step (c))
            return;
          continue;
        }
      ohio_check_victory (c, FALSE);
      if (c->st->result != BH_RESULT_ONGOING)
        return;
      if (x->relocate_active)
        {
          int side = 1;

          ohio_set_decision (c, side, D_RELOCATE, x->relocate_piece, x->relocate_from);
          return;
        }
      if (x->cas.active)
        {
          if (ohio_casualty_step (c))
            return;
          continue;
        }
      if (x->amb.active)
        {
          if (ohio_ambush_step (c))
            return;
          continue;
        }
      if (x->retreat.active)
        {
          if (ohio_retreat_step (c))
            return;
          continue;
        }
      if (x->place.kind != PL_NONE)
        {
          if (ohio_place_step (c))
            return;
          continue;
        }
      if (x->winter_stage)
        {
          if (ohio_winter_step (c))
            return;
          continue;
        }
      if (x->stash_active && x->battle.active)
        {
          /* A reinforcement's overrun goes before its move (14.3). */
          if (ohio_battle_step (c))
            return;
          continue;
        }
      if (x->reinf.kind != MOVE_NONE)
        {
          if (ohio_move_step (c, &x->reinf))
            return;
          continue;
        }
      if (x->battle.active)
        {
          if (ohio_battle_step (c))
            return;
          continue;
        }
      if (x->harass_space_set)
        {
          ohio_set_decision (c, 1, D_HARASS, x->harass_space, 0);
          return;
        }
      if (x->move.kind != MOVE_NONE)
        {
          if (ohio_move_step (c, &x->move))
            return;
          continue;
        }
      if (x->forming_space >= 0)
        {
          ohio_set_decision (c, c->st->pending.side, D_FORM, x->forming_space, x->forming_breakout);
          return;
        }
      if (segment_step (c))
        return;
    }
  g_critical ("ohio: the game does not move on");
  ohio_set_result (c, BH_RESULT_DRAW, BH_NONE);
}

/* Carries the game on to the next decision; at rest (no move, battle,
 * retreat or force being formed), British Arms by themselves go (23.0). */
void
ohio_advance (OhioCtx *c)
{
  OhioExtra *x = c->x;

  advance (c);
  if (c->st->result == BH_RESULT_ONGOING && !x->cas.active && !x->amb.active && !x->retreat.active &&
      !x->battle.active && x->move.kind == MOVE_NONE && x->reinf.kind == MOVE_NONE && c->st->pending.kind != D_FORM)
    ohio_discard_stranded_arms (c);
}
