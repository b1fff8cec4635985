/* bh-pontiac-combat.c — combat (11.0): the sequence of 11.1 (defender's
 * option, cards, Arms Point, dice, casualties, retreat determination, a
 * second round), retreat before combat (11.3, the Retreat Chart), forts
 * and sieges (11.11), settlement attacks and razing with captives (12.0). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"

#define B (&c->x->battle)

static int
def_side (const PontiacCtx *c)
{
  return 1 - B->att_side;
}

/* FP a side brings to the round (11.7): healthy units and sachems; in a
 * mixed Nations attack, nations without a sachem present are left out
 * (6.3, digest 8.4). */
static int
battle_fp (const PontiacCtx *c, int side)
{
  guint16 nations = 0, led = 0;
  int fp = 0;

  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE) && c->d->pieces[p].nation != PONTIAC_NONE)
      {
        if (pontiac_is_unit (c, p))
          nations |= 1 << c->d->pieces[p].nation;
        if (pontiac_is_leader (c, p))
          led |= 1 << c->d->pieces[p].nation;
      }
  FOR_PIECES_AT (c, B->space, p)
    {
      int n = c->d->pieces[p].nation;

      if (pontiac_side_of (c, p) != side || !(c->pc[p].flags & F_BATTLE) || (c->pc[p].flags & F_RETREAT))
        continue;
      if (side == SIDE_NATIONS && side == B->att_side && (nations & (nations - 1)) && n != PONTIAC_NONE
          && !(led & (1 << n)))
        continue;
      fp += pontiac_fp (c, p);
    }
  return fp;
}

/* Leaders count 1 FP in the retreat counts (11.3, 17.1). */
static int
retreat_count_fp (const PontiacCtx *c, int side)
{
  int fp = 0;

  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE))
      fp += pontiac_is_leader (c, p) ? 1 : pontiac_fp (c, p);
  return fp;
}

static gboolean
present (const PontiacCtx *c, int side, int special, int klass)
{
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE)
        && ((special && c->d->pieces[p].special == special) || (klass && c->d->pieces[p].klass == klass)))
      return TRUE;
  return FALSE;
}

static gboolean
side_left (const PontiacCtx *c, int side)
{
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE) && pontiac_is_military (c, p))
      return TRUE;
  return FALSE;
}

static gboolean
garrison_inside (const PontiacCtx *c)
{
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && (c->pc[p].flags & F_INSIDE))
      return TRUE;
  return FALSE;
}

void
pontiac_start_battle (PontiacCtx *c, int space, int att_side, int from)
{
  PontiacBattle *b = B;
  gboolean british_units = pontiac_has_units (c, space, SIDE_BRITISH);

  memset (b, 0, sizeof *b);
  b->active = 1;
  b->space = space;
  b->att_side = att_side;
  b->from = from;
  b->card[0] = b->card[1] = -1;
  b->loser = -1;
  b->max_rounds = c->d->rounds;
  b->stage = BS_DEFEND;
  c->x->move.active = 0;
  c->x->move.passing = 0;
  FOR_PIECES_AT (c, space, p)
    {
      if (c->pc[p].flags & F_FORCE)
        c->pc[p].flags = (c->pc[p].flags & ~F_FORCE) | F_MOVED | F_BATTLE;
      else if (pontiac_side_of (c, p) == 1 - att_side && pontiac_is_military (c, p))
        c->pc[p].flags |= F_BATTLE;
    }
  if (att_side == SIDE_NATIONS && pontiac_fort_standing (c, space))
    b->kind = british_units ? BK_FORT : BK_EMPTY_FORT;
  else if (att_side == SIDE_NATIONS && pontiac_settlement_standing (c, space) && !pontiac_has_military (c, space, SIDE_BRITISH))
    b->kind = BK_SETTLEMENT;
  else
    b->kind = BK_FIELD;
  /* Translators: Pontiac's War: an attack is declared; the side, the space */
  pontiac_note (c, "11.1", _("%s attack in %s"), pontiac_side_name (c, att_side), pontiac_loc_name (c, space));
}

/* ---- captives and razing (11.11, 12.0) ------------------------------------ */

/* The nation with the most warriors among the attackers (12.0). */
static int
main_nation (const PontiacCtx *c)
{
  int fp[PONTIAC_MAX_NATIONS] = { 0 }, best = -1;

  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_NATIONS && c->d->pieces[p].klass == PC_BAND)
      fp[c->d->pieces[p].nation] += c->d->pieces[p].printed_fp;
  for (guint n = 0; n < c->d->n_nations; n++)
    if (fp[n] > 0 && (best < 0 || fp[n] > fp[best]))
      best = n;
  return best;
}

static void
take_captives (PontiacCtx *c, int n, int nation)
{
  guint8 dist[PONTIAC_MAX_LOCATIONS];
  int best = -1;
  int type = bh_game_data_find_unit_type (c->self->data, "captive");

  if (n <= 0 || nation < 0)
    return;
  /* They are escorted home at once (12.0): the nearest village of the
   * nation (the escort's walk is not played out). */
  bh_frontier_distances_from (&c->self->graph, B->space, BH_FRONTIER_FAR - 1, NULL, NULL, dist);
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].nation == nation && pontiac_village_standing (c, s) && (best < 0 || dist[s] < dist[best]))
      best = s;
  if (best < 0)
    return;
  for (int k = 0; k < n; k++)
    {
      int p = pontiac_free_piece (c, type, c->d->box_freed);

      if (p < 0)
        break;
      pontiac_move_piece (c, p, best);
    }
  /* Translators: Pontiac's War: captives taken; the number, the village */
  pontiac_note (c, "12.0", ngettext ("%d captive taken to %s", "%d captives taken to %s", n), n,
                pontiac_loc_name (c, best));
}

void
pontiac_raze_fort (PontiacCtx *c, int space)
{
  int v = pontiac_fort_value (c, space);
  int nation = B->active ? main_nation (c) : -1;
  int roll, captives;

  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p))
      {
        if (pontiac_is_leader (c, p))
          pontiac_kill_leader (c, p, TRUE, "11.11");
        else
          pontiac_remove_unit (c, p, TRUE, "11.11");
      }
  pontiac_remove_marker (c, PC_SIEGE, space);
  pontiac_place_marker (c, PC_RAZED_FORT, space);
  /* Translators: Pontiac's War: a fort falls */
  pontiac_note (c, "11.11", _("%s is razed"), pontiac_loc_name (c, space));
  if (pontiac_intro (c))
    return;
  c->mk[c->d->m_razed] = MIN (c->mk[c->d->m_razed] + 1, 17);
  /* Translators: Pontiac's War: why VP are won */
  pontiac_add_vp (c, SIDE_NATIONS, v, "17.1", _("fort razed"));
  pontiac_add_arms (c, v, "11.5");
  roll = pontiac_roll (c);
  captives = c->d->captives_fort[roll] < 0 ? v : c->d->captives_fort[roll];
  /* Translators: Pontiac's War: the captive roll after razing */
  pontiac_note (c, "12.0", _("captive roll %d"), roll);
  take_captives (c, captives, nation);
}

static void
raze_settlement (PontiacCtx *c)
{
  int roll;

  pontiac_place_marker (c, PC_RAZED_SETTLEMENT, B->space);
  /* Translators: Pontiac's War: a settlement is razed */
  pontiac_note (c, "11.11", _("%s is razed"), pontiac_loc_name (c, B->space));
  if (pontiac_intro (c))
    return;
  /* Translators: Pontiac's War: why VP are won */
  pontiac_add_vp (c, SIDE_NATIONS, 1, "17.1", _("settlement razed"));
  roll = pontiac_roll (c);
  /* Translators: Pontiac's War: the captive roll after razing */
  pontiac_note (c, "12.0", _("captive roll %d"), roll);
  take_captives (c, c->d->captives_settlement[roll], main_nation (c));
}

/* Besiegers below the minimum must leave and the siege ends (11.11). */
void
pontiac_check_siege (PontiacCtx *c, int space)
{
  int v = pontiac_fort_value (c, space);
  int min = c->sc->siege_lift_below > 0 ? c->sc->siege_lift_below : c->d->siege_min[CLAMP (v, 1, 3)];

  if (!pontiac_besieged (c, space))
    return;
  if (!pontiac_has_military (c, space, SIDE_BRITISH) || pontiac_stack_fp (c, space, SIDE_NATIONS, 0) < min)
    {
      pontiac_remove_marker (c, PC_SIEGE, space);
      /* Translators: Pontiac's War: a siege ends; the fort */
      pontiac_note (c, "11.11", _("the siege of %s is lifted"), pontiac_loc_name (c, space));
      if (pontiac_has_military (c, space, SIDE_NATIONS) && pontiac_has_military (c, space, SIDE_BRITISH))
        {
          FOR_PIECES_AT (c, space, p)
            if (pontiac_side_of (c, p) == SIDE_NATIONS && pontiac_is_military (c, p))
              c->pc[p].flags |= F_RETREAT;
          c->x->retreat.active = 1;
          c->x->retreat.side = SIDE_NATIONS;
          c->x->retreat.from = space;
          c->x->retreat.forbidden = -1;
        }
    }
}

/* ---- retreat (11.3, 11.10) ------------------------------------------------ */

static int
retreat_drm (const PontiacCtx *c, int side)
{
  int drm = pontiac_behind (c, side) ? -1 : 0;

  if (side == SIDE_NATIONS)
    {
      /* -1 any sachem, -2 instead with Pontiac or Neolin (digest 8.33). */
      if (present (c, side, SP_PONTIAC, 0) || present (c, side, SP_NEOLIN, 0))
        drm -= 2;
      else if (present (c, side, 0, PC_SACHEM))
        drm -= 1;
    }
  else
    {
      drm -= present (c, side, 0, PC_ALLIES) ? 1 : 0;
      drm -= present (c, side, SP_ROGERS, 0) ? 1 : 0;
    }
  return MAX (drm, -3);
}

/* British: automatic against more than twice their FP, or with Johnson;
 * otherwise only with Indian Allies or Rogers (11.3). */
static gboolean
british_auto_retreat (const PontiacCtx *c)
{
  return battle_fp (c, SIDE_NATIONS) > c->d->british_retreat_odds * battle_fp (c, SIDE_BRITISH)
         || present (c, SIDE_BRITISH, SP_JOHNSON, 0);
}

static gboolean
may_try_retreat (const PontiacCtx *c, int side)
{
  if (side == SIDE_NATIONS)
    return TRUE;
  if (garrison_inside (c))
    return FALSE;
  return british_auto_retreat (c) || present (c, side, 0, PC_ALLIES) || present (c, side, SP_ROGERS, 0);
}

static void
begin_retreat (PontiacCtx *c, int side)
{
  B->loser = side;
  B->stage = BS_RETREAT;
}

static gboolean
try_retreat (PontiacCtx *c, int side)
{
  int roll, drm;

  if (side == SIDE_BRITISH && british_auto_retreat (c))
    {
      /* Translators: Pontiac's War */
      pontiac_note (c, "11.3", _("the British retreat without a roll"));
      return TRUE;
    }
  roll = pontiac_roll (c);
  drm = retreat_drm (c, side);
  /* Translators: Pontiac's War: a retreat roll; the side, the roll, the modifier, the result */
  pontiac_note (c, "11.3", _("%s retreat roll %d%+d: %s"), pontiac_side_name (c, side), roll, drm,
                roll + drm <= 1 ? _("success") : _("failure"));
  return roll + drm <= 1;
}

typedef struct {
  const PontiacCtx *c;
  int side;
} RetreatCtx;

static gboolean
retreat_allowed (int s, gpointer user_data)
{
  const RetreatCtx *r = user_data;
  const PontiacCtx *c = r->c;
  const PontiacSpaceInfo *si = &c->d->spaces[s];

  if (pontiac_has_military (c, s, 1 - r->side))
    return FALSE;
  if (r->side == SIDE_NATIONS)
    return si->attackable && !si->french_fort && si->kind != SK_CITY && !pontiac_fort_standing (c, s)
           && !pontiac_settlement_standing (c, s);
  return !pontiac_village_standing (c, s);
}

static guint
retreat_targets (const PontiacCtx *c, int side, int from, gint16 *out)
{
  RetreatCtx r = { c, side };
  guint8 goals[PONTIAC_MAX_LOCATIONS] = { 0 };

  if (side == SIDE_NATIONS)
    return bh_frontier_retreat_toward (&c->self->graph, from, NULL, retreat_allowed, NULL, &r, out);
  /* British: toward the nearest intact fort (11.3). */
  for (guint s = 0; s < c->d->n_spaces; s++)
    goals[s] = (pontiac_fort_standing (c, s) && (int) s != from) || (int) s == c->d->philadelphia;
  return bh_frontier_retreat_toward (&c->self->graph, from, goals, retreat_allowed, NULL, &r, out);
}

void
pontiac_list_retreat (PontiacCtx *c)
{
  gint16 out[64];
  guint n = retreat_targets (c, c->x->retreat.side, c->x->retreat.from, out);

  for (guint i = 0; i < n; i++)
    pontiac_add_action (c, A_RETREAT, 1, out[i], 0);
  if (n == 0)
    pontiac_add_action (c, A_DONE, 0, 0, 0);
}

void
pontiac_apply_retreat (PontiacCtx *c, const BhAction *a)
{
  PontiacRetreat *r = &c->x->retreat;

  FOR_PIECES_AT (c, r->from, p)
    if (c->pc[p].flags & F_RETREAT)
      {
        c->pc[p].flags &= ~(F_RETREAT | F_BATTLE | F_INSIDE);
        /* French Militia may never leave Fort Detroit (6.2): forced out,
         * they are lost for good. */
        if (c->d->pieces[p].klass == PC_FRENCH_MILITIA)
          pontiac_remove_unit (c, p, TRUE, "6.2");
        else if (a->kind == A_RETREAT)
          pontiac_move_piece (c, p, a->args[0]);
        else if (pontiac_is_leader (c, p))
          pontiac_kill_leader (c, p, TRUE, "11.3");
        else
          pontiac_remove_unit (c, p, TRUE, "11.3");
      }
  if (a->kind == A_RETREAT)
    /* Translators: Pontiac's War: a force retreats; the side, the space */
    pontiac_note (c, "11.3", _("%s retreat to %s"), pontiac_side_name (c, r->side), pontiac_loc_name (c, a->args[0]));
  else
    /* Translators: Pontiac's War: a force cannot retreat */
    pontiac_note (c, "11.3", _("no space to retreat to: the force is lost"));
  r->active = 0;
  if (a->kind == A_RETREAT && r->side == SIDE_BRITISH)
    pontiac_raze_villages (c, a->args[0]);
  pontiac_check_siege (c, r->from);
}

/* ---- casualties (11.9) ------------------------------------------------------ */

void
pontiac_start_casualties (PontiacCtx *c, int side, int n, int reason, int space)
{
  PontiacCasualties *cas = &c->x->cas;

  if (n <= 0)
    return;
  cas->active = 1;
  cas->side = side;
  cas->left = n;
  cas->reason = reason;
  cas->space = space;
}

static gboolean
first_step (const PontiacCtx *c, int p)
{
  switch (c->d->pieces[p].klass)
    {
    case PC_ARTILLERY: case PC_SHIP: case PC_SUPPLY:
      return TRUE;
    default:
      return pontiac_healthy (c, p);
    }
}

/* Who may take the next step: the owner chooses, but every healthy unit
 * and leader takes its first step before any takes a second (11.9). */
static guint
casualty_candidates (const PontiacCtx *c, int *out)
{
  const PontiacCasualties *cas = &c->x->cas;
  gboolean any_first = FALSE;
  guint n = 0;

  FOR_PIECES_AT (c, cas->space, p)
    {
      if (pontiac_side_of (c, p) != cas->side || !pontiac_is_military (c, p))
        continue;
      if (cas->reason == CR_BATTLE && !(c->pc[p].flags & F_BATTLE))
        continue;
      if (cas->reason == CR_ATTRITION && c->d->pieces[p].klass == PC_SUPPLY)
        continue;
      if (first_step (c, p) && c->d->pieces[p].klass != PC_SUPPLY)
        any_first = TRUE;
    }
  FOR_PIECES_AT (c, cas->space, p)
    {
      if (pontiac_side_of (c, p) != cas->side || !pontiac_is_military (c, p))
        continue;
      if (cas->reason == CR_BATTLE && !(c->pc[p].flags & F_BATTLE))
        continue;
      if (cas->reason == CR_ATTRITION && c->d->pieces[p].klass == PC_SUPPLY)
        continue;
      if (any_first && !first_step (c, p))
        continue;
      if (out)
        out[n] = p;
      n++;
    }
  return n;
}

gboolean
pontiac_casualty_step (PontiacCtx *c)
{
  PontiacCasualties *cas = &c->x->cas;

  if (cas->left == 0 || casualty_candidates (c, NULL) == 0)
    {
      cas->active = 0;
      return FALSE;
    }
  pontiac_set_decision (c, cas->side, D_CASUALTY, cas->space, cas->left);
  return TRUE;
}

void
pontiac_list_casualty (PontiacCtx *c)
{
  int cand[PONTIAC_MAX_PIECES];
  guint n = casualty_candidates (c, cand);

  for (guint i = 0; i < n; i++)
    pontiac_add_action (c, A_CASUALTY, 1, cand[i], 0);
}

void
pontiac_apply_casualty (PontiacCtx *c, const BhAction *a)
{
  PontiacCasualties *cas = &c->x->cas;
  int p = a->args[0];

  if (c->d->pieces[p].klass == PC_SUPPLY)
    c->x->supply_lost++;
  if (cas->side == SIDE_NATIONS)
    c->x->nations_steps_lost++;
  if (B->active && cas->reason == CR_BATTLE)
    B->lost[cas->side]++;
  pontiac_step_loss (c, p, TRUE, cas->reason == CR_ATTRITION ? "11.11" : "11.9");
  cas->left--;
}

/* ---- the battle ------------------------------------------------------------- */

static int
hand_count (const PontiacCtx *c, int side)
{
  int n = 0;

  FOR_PIECES_AT (c, c->d->box_hand[side], p)
    n++;
  return n;
}

static gboolean
cards_in_use (const PontiacCtx *c)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  int opt = bh_scenario_find_option (sc, "no-cards");

  return !(opt >= 0 && bh_state_option (c->st, opt));
}

static void
reveal_cards (PontiacCtx *c)
{
  for (int k = 0; k < 2; k++)
    {
      /* The phasing player's card first (11.1 step 4). */
      int side = k == 0 ? B->att_side : def_side (c);
      int card = B->card[side];

      if (card < 0)
        continue;
      pontiac_move_piece (c, card, c->d->box_discard[side]);
      c->st->reveals++;
      if (B->mulligan[side])
        {
          gboolean die = c->sc->mulligans && pontiac_behind (c, side);

          /* Translators: Pontiac's War: a card played as a mulligan; the side, the card */
          pontiac_note (c, "7.0", _("%s play %s as a mulligan"), pontiac_side_name (c, side), pontiac_piece_name (c, card));
          if (die)
            {
              B->extra_dice[side]++;
              /* Translators: Pontiac's War */
              pontiac_note (c, "7.0", _("behind in VP: one more die"));
            }
        }
      else
        /* Translators: Pontiac's War: a card is played; the side, the card; its effect is not in the rules code yet */
        pontiac_note (c, c->d->pieces[card].reconstructed ? "reconstructed card, 11.4" : "11.4",
                      _("%s play %s (its effect is not enforced yet)"), pontiac_side_name (c, side),
                      pontiac_piece_name (c, card));
    }
}

static void
roll_round (PontiacCtx *c)
{
  int fort = garrison_inside (c) ? pontiac_fort_value (c, B->space) : 0;

  B->round++;
  B->lost[0] = B->lost[1] = 0;
  B->retreat_asked = 0;
  if (B->kind == BK_SETTLEMENT)
    {
      int roll = pontiac_roll (c);

      B->hits[SIDE_NATIONS] = roll >= c->d->settlement_hit ? 1 : 0;
      B->hits[SIDE_BRITISH] = 0;
      /* Translators: Pontiac's War: the settlement's defence die */
      pontiac_note (c, "11.11", _("the settlement's defence roll %d"), roll);
      return;
    }
  for (int side = 0; side < 2; side++)
    {
      int dice = battle_fp (c, side) + B->extra_dice[side];
      int need = side == SIDE_NATIONS ? (B->arms ? c->d->hit_arms : c->d->hit[SIDE_NATIONS]) : c->d->hit[SIDE_BRITISH];
      int hits = 0;
      GString *rolls = NOTING (c) ? g_string_new (NULL) : NULL;

      for (int i = 0; i < dice; i++)
        {
          int r = pontiac_roll (c);

          hits += r >= need;
          if (rolls)
            g_string_append_printf (rolls, "%s%d", i ? "," : "", r);
        }
      /* The hits land on the other side; a garrison inside its fort
       * cancels as many as the fort's value (11.11). */
      if (side == SIDE_NATIONS && fort > 0)
        hits = MAX (0, hits - fort);
      B->hits[1 - side] = hits;
      if (rolls)
        {
          /* Translators: Pontiac's War: a side's combat dice; the side, the number of dice, the rolls, the hit number, the hits */
          pontiac_note (c, "11.8", _("%s roll %d dice: %s (hit on %d+) → %d hits"), pontiac_side_name (c, side), dice,
                        rolls->str, need, hits);
          g_string_free (rolls, TRUE);
        }
    }
}

static void
end_battle (PontiacCtx *c)
{
  int space = B->space;
  int kind = B->kind;

  FOR_PIECES_AT (c, space, p)
    c->pc[p].flags &= ~(F_BATTLE | F_RETREAT);
  if (kind == BK_FORT && !pontiac_has_units (c, space, SIDE_BRITISH) && pontiac_has_military (c, space, SIDE_NATIONS))
    pontiac_raze_fort (c, space);
  B->active = 0;
  pontiac_check_siege (c, space);
  pontiac_raze_villages (c, space);
}

/* TRUE when a decision is pending. */
gboolean
pontiac_battle_step (PontiacCtx *c)
{
  for (;;)
    switch (B->stage)
      {
      case BS_DEFEND:
        if (B->kind == BK_EMPTY_FORT)
          {
            pontiac_raze_fort (c, B->space);
            B->stage = BS_END;
            break;
          }
        if (B->kind == BK_SETTLEMENT || pontiac_besieged (c, B->space))
          {
            B->stage = BS_CARD_ATT;
            break;
          }
        pontiac_set_decision (c, def_side (c), D_DEFEND, B->space, 0);
        return TRUE;
      case BS_CARD_ATT:
      case BS_CARD_DEF:
        {
          int side = B->stage == BS_CARD_ATT ? B->att_side : def_side (c);

          /* One card each, before the first round (digest 8.17). */
          if (B->round == 0 && cards_in_use (c) && hand_count (c, side) > 0 && B->card[side] < 0)
            {
              pontiac_set_decision (c, side, D_CARD, B->space, 0);
              return TRUE;
            }
          B->stage++;
          break;
        }
      case BS_CARDS:
        reveal_cards (c);
        B->stage = BS_ARMS;
        break;
      case BS_ARMS:
        if (B->kind != BK_SETTLEMENT && !B->arms && B->round == 0 && c->mk[c->d->m_arms] > 0
            && side_left (c, SIDE_NATIONS) && !B->arms_asked)
          {
            pontiac_set_decision (c, SIDE_NATIONS, D_ARMS, B->space, 0);
            return TRUE;
          }
        B->stage = BS_ROLL;
        break;
      case BS_ROLL:
        roll_round (c);
        B->stage = BS_CAS_DEF;
        break;
      case BS_CAS_DEF:
        B->stage = BS_CAS_ATT;
        pontiac_start_casualties (c, def_side (c), B->hits[def_side (c)], CR_BATTLE, B->space);
        return FALSE;
      case BS_CAS_ATT:
        B->stage = BS_ROUND_END;
        pontiac_start_casualties (c, B->att_side, B->hits[B->att_side], CR_BATTLE, B->space);
        return FALSE;
      case BS_ROUND_END:
        if (B->kind == BK_SETTLEMENT)
          {
            /* 11.11: razed if the Nations still have 4 FP. */
            if (battle_fp (c, SIDE_NATIONS) >= c->d->settlement_raze_fp)
              raze_settlement (c);
            else
              /* Translators: Pontiac's War */
              pontiac_note (c, "11.11", _("fewer than 4 FP remain: the attack is called off"));
            B->stage = BS_END;
            break;
          }
        if (!side_left (c, SIDE_NATIONS) || !side_left (c, SIDE_BRITISH))
          {
            B->stage = BS_END;
            break;
          }
        if (garrison_inside (c))
          {
            /* A siege round: the Nations stay if the siege holds (11.11);
             * without the minimum they must go. */
            if (!pontiac_besieged (c, B->space))
              begin_retreat (c, SIDE_NATIONS);
            else if (B->round >= B->max_rounds)
              B->stage = BS_END;
            else
              {
                pontiac_set_decision (c, SIDE_NATIONS, D_ROUND_END, B->space, 0);
                return TRUE;
              }
            break;
          }
        /* 11.10: automatic retreats. */
        if (battle_fp (c, SIDE_NATIONS) > c->d->british_retreat_odds * battle_fp (c, SIDE_BRITISH))
          {
            /* Translators: Pontiac's War */
            pontiac_note (c, "11.10", _("the British face more than 2 to 1 and retreat"));
            begin_retreat (c, SIDE_BRITISH);
            break;
          }
        if (B->lost[SIDE_NATIONS] >= c->d->nations_auto_retreat)
          {
            /* Translators: Pontiac's War */
            pontiac_note (c, "11.10", _("the Nations lost 5 steps this round and retreat"));
            begin_retreat (c, SIDE_NATIONS);
            break;
          }
        if (B->round >= B->max_rounds)
          {
            int fa = battle_fp (c, B->att_side), fd = battle_fp (c, def_side (c));

            /* After the second round the weaker side retreats; the
             * attacker when equal (11.10). */
            begin_retreat (c, fd < fa ? def_side (c) : B->att_side);
            break;
          }
        /* The defender first, then the attacker (11.1, digest 8.26). */
        if (!(B->retreat_asked & (1 << def_side (c))))
          {
            pontiac_set_decision (c, def_side (c), D_ROUND_END, B->space, 0);
            return TRUE;
          }
        if (!(B->retreat_asked & (1 << B->att_side)))
          {
            pontiac_set_decision (c, B->att_side, D_ROUND_END, B->space, 0);
            return TRUE;
          }
        B->stage = BS_ROLL;
        break;
      case BS_RETREAT:
        {
          int side = B->loser;

          FOR_PIECES_AT (c, B->space, p)
            if (pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE))
              c->pc[p].flags |= F_RETREAT;
          if (side == SIDE_BRITISH && !pontiac_intro (c))
            {
              int fp = retreat_count_fp (c, SIDE_BRITISH);

              /* 17.1: 1 VP per 5 FP; 11.5: 1 Arms for a force of 5 FP. */
              /* Translators: Pontiac's War: why VP are won */
              pontiac_add_vp (c, SIDE_NATIONS, fp / c->d->retreat_vp_fp, "17.1", _("British retreat"));
              if (fp >= c->d->arms_defeat_fp)
                pontiac_add_arms (c, 1, "11.5");
            }
          c->x->retreat.active = 1;
          c->x->retreat.side = side;
          c->x->retreat.from = B->space;
          c->x->retreat.forbidden = -1;
          B->stage = BS_END;
          return FALSE;
        }
      case BS_END:
      default:
        end_battle (c);
        return FALSE;
      }
}

void
pontiac_list_battle (PontiacCtx *c)
{
  int side = c->st->pending.side;

  switch (c->st->pending.kind)
    {
    case D_DEFEND:
      pontiac_add_action (c, A_FIGHT, 0, 0, 0);
      if (side == SIDE_BRITISH && pontiac_fort_standing (c, B->space) && !pontiac_besieged (c, B->space))
        pontiac_add_action (c, A_FORT_UP, 0, 0, 0);
      if (may_try_retreat (c, side))
        pontiac_add_action (c, A_RETREAT_ROLL, 0, 0, 0);
      break;
    case D_CARD:
      FOR_PIECES_AT (c, c->d->box_hand[side], p)
        {
          pontiac_add_action (c, A_PLAY, 1, p, 0);
          /* OH NO! cards may not be mulligans (7.0). */
          if (c->sc->mulligans && c->d->pieces[p].oh_no == 0)
            pontiac_add_action (c, A_MULLIGAN, 1, p, 0);
        }
      break;
    case D_ARMS:
      pontiac_add_action (c, A_ARMS, 0, 0, 0);
      pontiac_add_action (c, A_NO_ARMS, 0, 0, 0);
      break;
    case D_ROUND_END:
      if (side == B->att_side)
        pontiac_add_action (c, A_CONTINUE, 0, 0, 0);
      else
        pontiac_add_action (c, A_FIGHT, 0, 0, 0);
      if (garrison_inside (c))
        pontiac_add_action (c, A_BREAK_OFF, 0, 0, 0);
      else if (may_try_retreat (c, side))
        pontiac_add_action (c, A_RETREAT_ROLL, 0, 0, 0);
      break;
    default:
      break;
    }
}

/* 11.11: the garrison goes into the fort; a Siege marker if the attackers
 * have the minimum, and then a single round this turn. */
static void
fort_up (PontiacCtx *c)
{
  int v = pontiac_fort_value (c, B->space);
  int capacity = c->d->fort_capacity[CLAMP (v, 1, 3)], used = 0;

  FOR_PIECES_AT (c, B->space, p)
    {
      if (pontiac_side_of (c, p) != SIDE_BRITISH || !pontiac_is_military (c, p))
        continue;
      if (c->d->pieces[p].klass == PC_ALLIES)
        {
          /* Indian Allies never enter forts (6.2). */
          pontiac_move_piece (c, p, c->d->box_pool);
          c->pc[p].flags = 0;
          c->pc[p].face = 0;
          continue;
        }
      if (pontiac_is_unit (c, p) && used + c->d->pieces[p].printed_fp > capacity)
        continue;   /* does not fit: fights outside (11.11) */
      used += pontiac_is_unit (c, p) ? c->d->pieces[p].printed_fp : 0;
      c->pc[p].flags |= F_INSIDE;
    }
  /* Translators: Pontiac's War: the garrison goes into its fort */
  pontiac_note (c, "11.11", _("the British go into %s"), pontiac_loc_name (c, B->space));
  if (battle_fp (c, SIDE_NATIONS) >= c->d->siege_min[CLAMP (v, 1, 3)])
    {
      pontiac_place_marker (c, PC_SIEGE, B->space);
      B->siege_placed = 1;
      /* Translators: Pontiac's War */
      pontiac_note (c, "11.11", _("a Siege marker is placed: one round this turn"));
    }
  B->max_rounds = 1;
}

void
pontiac_apply_battle (PontiacCtx *c, const BhAction *a)
{
  int side = c->st->pending.side;

  switch (a->kind)
    {
    case A_FIGHT:
      if (c->st->pending.kind == D_ROUND_END)
        B->retreat_asked |= 1 << side;
      else
        B->stage = BS_CARD_ATT;
      break;
    case A_CONTINUE:
      B->retreat_asked |= 1 << side;
      break;
    case A_FORT_UP:
      fort_up (c);
      B->stage = BS_CARD_ATT;
      break;
    case A_RETREAT_ROLL:
      B->retreat_asked |= 1 << side;
      if (try_retreat (c, side))
        begin_retreat (c, side);
      else if (c->st->pending.kind == D_DEFEND)
        B->stage = BS_CARD_ATT;
      break;
    case A_BREAK_OFF:
      /* Besiegers may stop after any round and stay (11.11). */
      B->stage = BS_END;
      break;
    case A_PLAY:
    case A_MULLIGAN:
      B->card[side] = a->args[0];
      B->mulligan[side] = a->kind == A_MULLIGAN;
      break;
    case A_ARMS:
      B->arms = 1;
      B->arms_asked = 1;
      pontiac_add_arms (c, -1, "11.5");
      break;
    case A_NO_ARMS:
      B->arms_asked = 1;
      break;
    default:
      break;
    }
}
