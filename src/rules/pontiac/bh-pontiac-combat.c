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
static int battle_fp_full (const PontiacCtx *c, int side, gboolean coordinated);

static int
battle_fp (const PontiacCtx *c, int side)
{
  int fp = battle_fp_full (c, side, side == B->att_side);

  /* Flash Inna Pan (card 92): half the British FP, rounded up. */
  if (side == SIDE_BRITISH && B->half_fp)
    fp = (fp + 1) / 2;
  return fp;
}

static int
battle_fp_full (const PontiacCtx *c, int side, gboolean coordinated)
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
      if (side == SIDE_NATIONS && coordinated && (nations & (nations - 1)) && n != PONTIAC_NONE
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
    if (pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE) && !(B->naval && (c->pc[p].flags & F_INSIDE)))
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

/* British in the battle fighting from inside their fort (a relief force
 * attacking the besiegers fights in the open; the garrison stays out of
 * that battle). */
static gboolean
garrison_inside (const PontiacCtx *c)
{
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && (c->pc[p].flags & F_INSIDE) && (c->pc[p].flags & F_BATTLE))
      return TRUE;
  return FALSE;
}

/* The captives escape to the British (12.0): freed, 1 VP each. */
static void
captives_escape (PontiacCtx *c, int space)
{
  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].klass == PC_CAPTIVE)
      {
        pontiac_move_piece (c, p, c->d->box_freed);
        /* Translators: Pontiac's War: why VP are won */
        pontiac_add_vp (c, SIDE_BRITISH, 1, "12.0", _("captive freed"));
      }
}

/* 12.0: guards of `side` facing the enemy alone defend themselves: the
 * Nations' captives escape to the British, the British's are recaptured. */
static void
guards_alone (PontiacCtx *c, int space, int side)
{
  if (side == SIDE_NATIONS)
    {
      /* Translators: Pontiac's War: a lone guard is attacked */
      pontiac_note (c, "12.0", _("the guard stands alone: the captives escape to the British"));
      captives_escape (c, space);
      return;
    }
  /* Translators: Pontiac's War: British guards of captives are attacked alone */
  pontiac_note (c, "12.0", _("the guards stand alone: the captives are recaptured"));
  pontiac_recapture (c, space);
}

/* 12.0 "Combat with captives": a force of `side` holding captives keeps
 * guards out of the battle: the Nations one FP, the smallest band (the
 * escort's own, else one of the captives' village's nation: the text's
 * "one war band guard unit from that nation"); the British two FP, their
 * smallest units (the escort's first).  Guards alone defend themselves:
 * the Nations' captives escape to the British, the British's are
 * recaptured. */
/* May `p` guard the captives of `side` (12.0): a Nations band, a
 * British unit. */
static gboolean
may_guard (const PontiacCtx *c, int p, int side)
{
  return pontiac_side_of (c, p) == side && pontiac_is_unit (c, p)
         && (side != SIDE_NATIONS || c->d->pieces[p].klass == PC_BAND);
}

/* Is the choice of guards the holder's to make (re-check 4 M11)?  Not
 * when an escort's own guards stand there, nor when one counter is all
 * there is to keep out.  Only the Nations choose: they keep out one band
 * of at least two, so a fighter is always left.  The British hold
 * captives only under an escort (12.0: "at least two healthy British
 * FP"), whose guards stand with the captives and are the ones kept out
 * (withhold_guard), the smallest first: no choice is theirs, at exactly
 * 2 FP nor above (referee-pg PX9, recheck7 X4, session 12). */
static gboolean
guards_to_choose (const PontiacCtx *c, int space, int side)
{
  int n = 0;

  if (side != SIDE_NATIONS)
    return FALSE;
  FOR_PIECES_AT (c, space, p)
    if (may_guard (c, p, side))
      {
        if (pontiac_escort_guard (c, p))
          return FALSE;
        n++;
      }
  return n > 1;
}

static void
withhold_guard (PontiacCtx *c, int space, int side)
{
  int nation = c->d->spaces[space].nation, need = c->d->guard_fp[side];
  int guards[PONTIAC_MAX_PIECES], n_guards = 0, fp = 0, others = 0;

  if (pontiac_captive_holder (c, space) != side)
    return;
  if (guards_to_choose (c, space, side))
    {
      B->guards_open = 1;
      B->guard_fp = 0;
      return;
    }
  FOR_PIECES_AT (c, space, p)
    others += pontiac_side_of (c, p) == side && pontiac_is_military (c, p);
  while (fp < need)
    {
      int best = -1;

      FOR_PIECES_AT (c, space, p)
        {
          gboolean taken = FALSE;

          for (int g = 0; g < n_guards; g++)
            taken |= guards[g] == p;
          if (taken || pontiac_side_of (c, p) != side || !pontiac_is_unit (c, p)
              || (side == SIDE_NATIONS && c->d->pieces[p].klass != PC_BAND))
            continue;
          if (best < 0 || pontiac_escort_guard (c, p) > pontiac_escort_guard (c, best)
              || (pontiac_escort_guard (c, p) == pontiac_escort_guard (c, best)
                  && (c->d->pieces[p].printed_fp < c->d->pieces[best].printed_fp
                      || (c->d->pieces[p].printed_fp == c->d->pieces[best].printed_fp
                          && c->d->pieces[p].nation == nation && c->d->pieces[best].nation != nation))))
            best = p;
        }
      if (best < 0)
        break;
      guards[n_guards++] = best;
      fp += side == SIDE_NATIONS ? need : pontiac_fp (c, best);
    }
  if (n_guards == 0)
    return;
  if (others <= n_guards)
    {
      guards_alone (c, space, side);
      return;
    }
  for (int g = 0; g < n_guards; g++)
    {
      c->pc[guards[g]].flags &= ~F_BATTLE;
      /* Translators: Pontiac's War: a unit guards the captives; the unit */
      pontiac_note (c, "12.0", _("%s guards the captives and stays out of the battle"),
                    pontiac_piece_name (c, guards[g]));
    }
}

/* A guard withheld from the battle in progress (12.0), -1: a defender
 * out of the battle (the attacker's pieces all fight, but a 10.3 relief). */
static int
battle_guard (const PontiacCtx *c)
{
  if (pontiac_captive_holder (c, B->space) != 1 - B->att_side)
    return -1;
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == 1 - B->att_side && pontiac_is_military (c, p) && !(c->pc[p].flags & F_BATTLE))
      return p;
  return -1;
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
  c->x->attacked |= 1u << att_side;     /* 20.0 C, D */
  c->x->move.active = 0;
  c->x->move.passing = 0;
  FOR_PIECES_AT (c, space, p)
    {
      /* F_WOUNDED_NOW shares its bit with rally's mark: clear it. */
      if (pontiac_is_leader (c, p))
        c->pc[p].flags &= ~F_WOUNDED_NOW;
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
  withhold_guard (c, space, 1 - att_side);
}

gboolean
pontiac_battle_present (const PontiacCtx *c, int side, int special, int klass)
{
  return present (c, side, special, klass);
}

gboolean
pontiac_garrison_inside (const PontiacCtx *c)
{
  return garrison_inside (c);
}

/* 10.3: British units carried by water into a besieged lake fort.  The
 * Nations may ambush them, try to retreat or fight; a round is fought by
 * the garrison alone, then the relief joins for the second. */
void
pontiac_start_naval_relief (PontiacCtx *c, int space, int from)
{
  pontiac_start_battle (c, space, SIDE_BRITISH, from);
  B->naval = NV_OPTIONS;
  /* Translators: Pontiac's War: a relief force lands in a besieged fort */
  pontiac_note (c, "10.3", _("the relief lands in the besieged fort: the Nations respond"));
}

/* 10.3: the garrison fights the first round; the relief waits.  The
 * `relief-joins-at-once` reading (digest 8.36) has them fight together
 * from the first round. */
static void
naval_round_one (PontiacCtx *c)
{
  if (c->x->opts & OPT_RELIEF_AT_ONCE)
    {
      FOR_PIECES_AT (c, B->space, p)
        if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p) && (c->pc[p].flags & F_INSIDE))
          c->pc[p].flags |= F_BATTLE;
      B->naval = NV_JOINED;
      /* The relief joins before the first round (the same words as for the second). */
      pontiac_note (c, "10.3", _("the relief joins the battle"));
      return;
    }
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p))
      {
        if (c->pc[p].flags & F_INSIDE)
          c->pc[p].flags |= F_BATTLE;
        else
          c->pc[p].flags &= ~F_BATTLE;
      }
  B->naval = NV_WAITING;
  /* Translators: Pontiac's War */
  pontiac_note (c, "10.3", _("the garrison fights the first round; the relief joins for the second"));
}

static void
naval_join (PontiacCtx *c)
{
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p) && (c->pc[p].flags & F_MOVED))
      c->pc[p].flags |= F_BATTLE;
  B->naval = NV_JOINED;
  /* Translators: Pontiac's War */
  pontiac_note (c, "10.3", _("the relief joins the battle"));
}

/* A second round: 11.6 to 11.9 again (11.10); under the `card-each-round`
 * reading (digest 8.17; 11.1 "repeat from Step #3", 11.4 "each combat
 * round") from step 3, a new card each. */
static void
next_round (PontiacCtx *c)
{
  if (!(c->x->opts & OPT_CARD_EACH_ROUND))
    {
      B->stage = BS_ARTILLERY;
      return;
    }
  B->card[0] = B->card[1] = -1;
  B->mulligan[0] = B->mulligan[1] = 0;
  B->revealed = 0;
  B->reveal_i = 0;
  B->cancel_bits = 0;
  B->stage = BS_CARD_ATT;
}

/* ---- captives and razing (11.11, 12.0) ------------------------------------ */

/* 12.0: captives taken where a fort or settlement was razed wait there
 * for the captors to choose the band that escorts them home. */
static void
take_captives (PontiacCtx *c, int n, int space)
{
  int type = bh_game_data_find_unit_type (c->self->data, "captive");
  guint16 captors = pontiac_captors (c, space);
  int placed = 0;

  if (n <= 0 || captors == 0)
    return;
  for (int k = 0; k < n; k++)
    {
      int p = pontiac_free_piece (c, type, c->d->box_freed);

      if (p < 0)
        break;
      pontiac_move_piece (c, p, space);
      placed++;
    }
  /* Translators: Pontiac's War: captives taken; the number, the space */
  pontiac_note (c, "12.0", ngettext ("%d captive taken in %s", "%d captives taken in %s", placed), placed,
                pontiac_loc_name (c, space));
  pontiac_escort_taken (c, space, placed, captors);
}

void
pontiac_raze_fort (PontiacCtx *c, int space)
{
  int v = pontiac_fort_value (c, space);
  int roll, captives;

  /* 6.2: ships that refused battle are "transferred to another Great
   * Lakes Fort", those left after it sail to the nearest available one. */
  pontiac_ships_leave (c, space, "6.2");
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
  /* 18.6: Fort Augusta or Bedford razed: 10 Guineas and a reaction force
   * in Philadelphia next turn. */
  if ((c->x->opts & OPT_PHILADELPHIA) && c->x->reaction_turn == 0
      && (space == bh_game_data_find_space (c->self->data, "fort-augusta")
          || space == bh_game_data_find_space (c->self->data, "fort-bedford")))
    {
      c->mk[c->d->m_guineas] = MIN (200, c->mk[c->d->m_guineas] + 10);
      c->x->reaction_turn = c->st->turn + 1;
      /* Translators: Pontiac's War */
      pontiac_note (c, "18.6", _("Philadelphia is threatened: 10 Guineas, a reaction force next turn"));
    }
  if (c->x->opts & OPT_SURE_CAPTIVES)
    captives = v;     /* 18.4: no roll */
  else
    {
      roll = pontiac_roll (c);
      captives = c->d->captives_fort[roll] < 0 ? v : c->d->captives_fort[roll];
      /* Translators: Pontiac's War: the captive roll after razing */
      pontiac_note (c, "12.0", _("captive roll %d"), roll);
    }
  take_captives (c, captives, space);
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
  if (c->x->opts & OPT_SURE_CAPTIVES)
    {
      /* 18.4: each razed settlement yields a captive. */
      take_captives (c, 1, B->space);
      return;
    }
  roll = pontiac_roll (c);
  /* Translators: Pontiac's War: the captive roll after razing */
  pontiac_note (c, "12.0", _("captive roll %d"), roll);
  take_captives (c, c->d->captives_settlement[roll], B->space);
}

/* Besiegers below the minimum must leave and the siege ends (11.11). */
void
pontiac_check_siege (PontiacCtx *c, int space)
{
  int min = pontiac_siege_minimum (c, space);

  if (!pontiac_besieged (c, space))
    return;
  if (!pontiac_has_military (c, space, SIDE_BRITISH) || pontiac_stack_fp (c, space, SIDE_NATIONS, 0) < min)
    {
      pontiac_remove_marker (c, PC_SIEGE, space);
      /* 11.11: the garrison is "trapped beneath the Siege marker until the
       * siege is lifted": free again, it stands on top of its fort, and a
       * new attack asks it again to fight, ambush or go in (as 15.1's
       * winter lift does). */
      FOR_PIECES_AT (c, space, p)
        if (pontiac_side_of (c, p) == SIDE_BRITISH)
          c->pc[p].flags &= ~F_INSIDE;
      /* Translators: Pontiac's War: a siege ends; the fort */
      pontiac_note (c, "11.11", _("the siege of %s is lifted"), pontiac_loc_name (c, space));
      if (pontiac_has_military (c, space, SIDE_NATIONS) && pontiac_has_military (c, space, SIDE_BRITISH))
        {
          FOR_PIECES_AT (c, space, p)
            if (pontiac_side_of (c, p) == SIDE_NATIONS && pontiac_is_military (c, p))
              c->pc[p].flags = (c->pc[p].flags & ~F_INSIDE) | F_RETREAT;
          c->x->retreat.active = 1;
          c->x->retreat.side = SIDE_NATIONS;
          c->x->retreat.from = space;
          c->x->retreat.forbidden = -1;
        }
    }
}

/* 11.11: a garrison is inside its fort only under a Siege marker ("The
 * defending British force remains trapped beneath the Siege marker until
 * the siege is lifted").  A garrison that went in where no siege was laid
 * (the attackers short of its minimum, who then must go) stands on top of
 * its fort again once no Nations force is left there, as after a lifted
 * siege: the next attack asks it again to fight, ambush, go in or retreat
 * (Fort Combat: "a fort space with British units on top of a fort"),
 * rather than fighting from inside without a siege and never retreating. */
void
pontiac_garrison_on_top (PontiacCtx *c, int space)
{
  if (!pontiac_is_space (c, space) || c->x->battle.active || pontiac_besieged (c, space) ||
      pontiac_has_military (c, space, SIDE_NATIONS))
    return;
  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH)
      c->pc[p].flags &= ~F_INSIDE;
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
  if (B->no_try & (1 << side))
    return FALSE;
  if (side == SIDE_NATIONS)
    return TRUE;
  if (garrison_inside (c))
    return FALSE;
  /* 18.5: the British may retreat regardless of the odds. */
  if (c->x->opts & OPT_RETREAT_ANY_ODDS)
    return TRUE;
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

  if (B->sure_retreat & (1 << side))
    {
      /* Translators: Pontiac's War: a card makes a retreat sure; the side */
      pontiac_note (c, "reconstructed card, 11.4", _("%s retreat without a roll"), pontiac_side_name (c, side));
      return TRUE;
    }
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
  gboolean allies_only;
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
  /* Indian Allies without British units never go into a fort (6.2). */
  if (pontiac_fort_standing (c, s) && r->allies_only)
    return FALSE;
  return !pontiac_village_standing (c, s);
}

static guint
retreat_targets (const PontiacCtx *c, int side, int from, gint16 *out)
{
  RetreatCtx r = { c, side, TRUE };
  guint8 goals[PONTIAC_MAX_LOCATIONS] = { 0 };

  FOR_PIECES_AT (c, from, p)
    if ((c->pc[p].flags & F_RETREAT) && c->d->pieces[p].klass != PC_ALLIES)
      r.allies_only = FALSE;

  if (side == SIDE_NATIONS)
    return bh_frontier_retreat_toward (&c->self->graph, from, NULL, retreat_allowed, NULL, &r, out);
  /* British: toward the nearest intact fort (11.3). */
  for (guint s = 0; s < c->d->n_spaces; s++)
    goals[s] = (pontiac_fort_standing (c, s) && (int) s != from) || (int) s == c->d->philadelphia;
  return bh_frontier_retreat_toward (&c->self->graph, from, goals, retreat_allowed, NULL, &r, out);
}

/* 11.3: a force with no free adjacent space may retreat through one
 * adjacent space held by the enemy, or one it may not stop in, to a free
 * space beyond it.  For each
 * such destination, the space passed with the fewest enemy FP (the
 * gentlest penalty) in through[dest]; returns how many destinations. */
static guint
through_targets (const PontiacCtx *c, int side, int from, gint16 *out, gint16 *through)
{
  RetreatCtx r = { c, side, FALSE };
  const PontiacSpaceInfo *fi = &c->d->spaces[from];
  guint n = 0;

  for (guint i = fi->adj_start; i < fi->adj_start + fi->adj_count; i++)
    {
      int t = c->d->adj[i];
      const PontiacSpaceInfo *ti = &c->d->spaces[t];

      /* Enemies, or a place the side may not stop in (a village for the
       * British, a fort or settlement for the Nations: "if made to do so,
       * the force moves to the next available open space"). */
      if (!pontiac_has_military (c, t, 1 - side)
          && !(side == SIDE_BRITISH ? pontiac_village_standing (c, t)
                                    : pontiac_fort_standing (c, t) || pontiac_settlement_standing (c, t)))
        continue;
      for (guint j = ti->adj_start; j < ti->adj_start + ti->adj_count; j++)
        {
          int u = c->d->adj[j];
          guint k;

          if (u == from || !retreat_allowed (u, &r))
            continue;
          for (k = 0; k < n && out[k] != u; k++)
            ;
          if (k == n)
            {
              out[n++] = u;
              through[u] = t;
            }
          else if (pontiac_stack_fp (c, t, 1 - side, 0) < pontiac_stack_fp (c, through[u], 1 - side, 0))
            through[u] = t;
          if (n >= 64)
            return n;
        }
    }
  return n;
}

void
pontiac_list_retreat (PontiacCtx *c)
{
  gint16 out[64], through[PONTIAC_MAX_LOCATIONS];
  guint n = retreat_targets (c, c->x->retreat.side, c->x->retreat.from, out);

  if (n == 0)
    n = through_targets (c, c->x->retreat.side, c->x->retreat.from, out, through);
  for (guint i = 0; i < n; i++)
    pontiac_add_action (c, A_RETREAT, 1, out[i], 0);
  if (n == 0)
    pontiac_add_action (c, A_DONE, 0, 0, 0);
}

/* The healthy units that may flip after a retreat into `dest`. */
static int
flip_candidates (const PontiacCtx *c, int dest)
{
  int n = 0;

  FOR_PIECES_AT (c, dest, p)
    n += (c->pc[p].flags & F_RETREAT) && pontiac_is_unit (c, p) && pontiac_healthy (c, p)
         && c->d->pieces[p].n_faces > 1;
  return n;
}

static void
flip_unit (PontiacCtx *c, int p)
{
  c->pc[p].face = 1;
  /* Translators: Pontiac's War: a unit retreating through the enemy is disrupted */
  pontiac_note (c, "11.3", _("%s is disrupted"), pontiac_piece_name (c, p));
}

/* The price of retreating through `t` (11.3): past 2 or more enemy FP
 * every healthy unit is disrupted and every disrupted one (or one
 * without a disrupted side) removed; past a single FP one healthy unit
 * flips, as past a village or structure without enemies ("like a
 * village"): the owner chooses which (D_RETREAT_FLIP) when several may
 * (re-check 4, M11).  Healthy leaders are wounded, wounded ones die,
 * past enemies. */
static void
retreat_through (PontiacCtx *c, int side, int t, int dest)
{
  int enemy_fp = pontiac_stack_fp (c, t, 1 - side, 0);
  int flip = -1;

  if (enemy_fp > 0)
    /* Translators: Pontiac's War: a force retreats through the enemy; the space passed, its enemy FP */
    pontiac_note (c, "11.3", _("the force retreats through the enemy in %s (%d FP)"), pontiac_loc_name (c, t), enemy_fp);
  else
    /* Translators: Pontiac's War: a force retreats past a place it may not stop in; the space */
    pontiac_note (c, "11.3", _("the force retreats past %s"), pontiac_loc_name (c, t));
  FOR_PIECES_AT (c, dest, p)
    if ((c->pc[p].flags & F_RETREAT) && pontiac_is_unit (c, p) && pontiac_healthy (c, p)
        && c->d->pieces[p].n_faces > 1 && (flip < 0 || c->d->pieces[p].printed_fp < c->d->pieces[flip].printed_fp))
      flip = p;
  FOR_PIECES_AT (c, dest, p)
    {
      if (!(c->pc[p].flags & F_RETREAT))
        continue;
      if (pontiac_is_leader (c, p))
        {
          if (enemy_fp > 0)
            pontiac_step_loss (c, p, TRUE, "11.3");
        }
      else if (enemy_fp >= 2 && pontiac_is_military (c, p))
        {
          if (pontiac_healthy (c, p) && c->d->pieces[p].n_faces > 1)
            {
              c->pc[p].face = 1;
              /* Translators: Pontiac's War: a unit retreating through the enemy is disrupted */
              pontiac_note (c, "11.3", _("%s is disrupted"), pontiac_piece_name (c, p));
            }
          else
            pontiac_remove_unit (c, p, TRUE, "11.3");
        }
      else if (p == flip && flip_candidates (c, dest) == 1)
        flip_unit (c, p);
    }
  /* Several units may flip: the owner chooses, the candidates keeping
   * F_RETREAT until then (pontiac_flip_step). */
  if (enemy_fp < 2 && flip >= 0 && flip_candidates (c, dest) > 1)
    {
      FOR_PIECES_AT (c, dest, p)
        if (!((c->pc[p].flags & F_RETREAT) && pontiac_is_unit (c, p) && pontiac_healthy (c, p)
              && c->d->pieces[p].n_faces > 1))
          c->pc[p].flags &= ~F_RETREAT;
      c->x->flip_pending = 1;
      c->x->flip_space = dest;
      return;
    }
  FOR_PIECES_AT (c, dest, p)
    c->pc[p].flags &= ~F_RETREAT;
}

/* From pontiac_advance, first: TRUE when the owner must choose the unit
 * a retreat disrupts (11.3). */
gboolean
pontiac_flip_step (PontiacCtx *c)
{
  if (!c->x->flip_pending)
    return FALSE;
  FOR_PIECES_AT (c, c->x->flip_space, p)
    if (c->pc[p].flags & F_RETREAT)
      {
        pontiac_set_decision (c, pontiac_side_of (c, p), D_RETREAT_FLIP, c->x->flip_space, 0);
        return TRUE;
      }
  c->x->flip_pending = 0;
  return FALSE;
}

void
pontiac_list_flip (PontiacCtx *c)
{
  if (!c->x->flip_pending)
    return;
  FOR_PIECES_AT (c, c->x->flip_space, p)
    if (c->pc[p].flags & F_RETREAT)
      pontiac_add_action (c, A_FLIP, 1, p, 0);
}

void
pontiac_apply_flip (PontiacCtx *c, const BhAction *a)
{
  if (!c->x->flip_pending)
    return;
  flip_unit (c, a->args[0]);
  FOR_PIECES_AT (c, c->x->flip_space, p)
    c->pc[p].flags &= ~F_RETREAT;
  c->x->flip_pending = 0;
}

void
pontiac_apply_retreat (PontiacCtx *c, const BhAction *a)
{
  PontiacRetreat *r = &c->x->retreat;
  gint16 out[64], through[PONTIAC_MAX_LOCATIONS];
  int via = -1;

  /* Through the enemy only when no free space is adjacent (11.3). */
  if (a->kind == A_RETREAT && retreat_targets (c, r->side, r->from, out) == 0
      && through_targets (c, r->side, r->from, out, through) > 0)
    via = through[a->args[0]];
  FOR_PIECES_AT (c, r->from, p)
    if (c->pc[p].flags & F_RETREAT)
      {
        c->pc[p].flags &= ~(F_RETREAT | F_BATTLE | F_INSIDE);
        if (via >= 0)
          c->pc[p].flags |= F_RETREAT;
        /* French Militia may never leave Fort Detroit (6.2): forced out,
         * they are lost for good. */
        if (c->d->pieces[p].klass == PC_FRENCH_MILITIA)
          pontiac_remove_unit (c, p, TRUE, "6.2");
        /* Only ships retreat by water (11.3); they never go by land (10.2). */
        else if (c->d->pieces[p].klass == PC_SHIP)
          pontiac_ship_sails_away (c, p, FALSE, "11.3");
        else if (a->kind == A_RETREAT)
          pontiac_move_piece (c, p, a->args[0]);
        else if (pontiac_is_leader (c, p))
          pontiac_kill_leader (c, p, TRUE, "11.3");
        else
          pontiac_remove_unit (c, p, TRUE, "11.3");
      }
  if (a->kind == A_RETREAT)
    {
      /* Translators: Pontiac's War: a force retreats; the side, the space */
      pontiac_note (c, "11.3", _("%s retreat to %s"), pontiac_side_name (c, r->side), pontiac_loc_name (c, a->args[0]));
      if (via >= 0)
        retreat_through (c, r->side, via, a->args[0]);
    }
  else
    /* Translators: Pontiac's War: a force cannot retreat */
    pontiac_note (c, "11.3", _("no space to retreat to: the force is lost"));
  r->active = 0;
  pontiac_check_siege (c, r->from);
  pontiac_garrison_on_top (c, r->from);
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
      if (cas->reason == CR_FORCE && !(c->pc[p].flags & F_FORCE))
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
      if (cas->reason == CR_FORCE && !(c->pc[p].flags & F_FORCE))
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

/* One Arms Point committed: with Armorer's Leave a roll of 1 wastes it. */
static gboolean
spend_arms (PontiacCtx *c)
{
  pontiac_add_arms (c, -1, "11.5");
  if (c->x->armorer)
    {
      int roll = pontiac_roll (c);

      /* Translators: Pontiac's War: card 5's roll when an Arms Point is spent */
      pontiac_note (c, "Armorer's Leave", _("Armorer's Leave roll %d: %s"), roll,
                    roll == 1 ? _("the point is wasted") : _("the point works"));
      return roll != 1;
    }
  return TRUE;
}

static gboolean
fires (const PontiacCtx *c, int p)
{
  int k = c->d->pieces[p].klass;

  return (k == PC_ARTILLERY || k == PC_SHIP) && pontiac_side_of (c, p) == SIDE_BRITISH
         && (c->pc[p].flags & F_BATTLE) && !(c->pc[p].flags & F_RETREAT);
}

/* 11.6: one die per British gun and ship; 3-4 drives off one Nations
 * unit, 5-6 two. */
static void
artillery_fire (PontiacCtx *c)
{
  B->artillery_left = 0;
  if (B->no_guns)
    return;
  FOR_PIECES_AT (c, B->space, p)
    if (fires (c, p))
      {
        int roll = pontiac_roll (c);
        /* Cards' modifiers (11.4), the table ending at 6. */
        int mod = CLAMP (roll + B->guns_mod + (c->d->pieces[p].klass == PC_SHIP ? B->ship_mod : 0), 1, 6);

        B->artillery_left += c->d->artillery_row[mod];
        /* Translators: Pontiac's War: a gun or ship fires; its name, the roll */
        pontiac_note (c, "11.6", _("%s fires: roll %d"), pontiac_piece_name (c, p), roll);
      }
}

gboolean
pontiac_battle_rifles (const PontiacCtx *c)
{
  int shawnee = bh_game_data_find_nation (c->self->data, "shawnee");
  int lenape = bh_game_data_find_nation (c->self->data, "lenape");

  FOR_PIECES_AT (c, B->space, p)
    if ((c->pc[p].flags & F_BATTLE) && c->d->pieces[p].klass == PC_BAND && pontiac_healthy (c, p)
        && (c->d->pieces[p].nation == shawnee || c->d->pieces[p].nation == lenape))
      return TRUE;
  return FALSE;
}

static void
roll_round (PontiacCtx *c)
{
  B->round++;
  B->lost[0] = B->lost[1] = 0;
  B->retreat_asked = 0;
  /* A card raised British units into the settlement: it is defended now,
   * a battle in the field (11.11 razes only an undefended settlement). */
  if (B->kind == BK_SETTLEMENT && pontiac_has_military (c, B->space, SIDE_BRITISH))
    {
      B->kind = BK_FIELD;
      /* Translators: Pontiac's War: British units joined a settlement's defence */
      pontiac_note (c, "11.11", _("the settlement has defenders now: a battle in the field"));
    }
  if (B->kind == BK_SETTLEMENT)
    {
      int roll = pontiac_roll (c);

      B->raw_hits[SIDE_BRITISH] = roll >= c->d->settlement_hit ? 1 : 0;
      B->raw_hits[SIDE_NATIONS] = 0;
      /* Translators: Pontiac's War: the settlement's defence die */
      pontiac_note (c, "11.11", _("the settlement's defence roll %d"), roll);
      return;
    }
  for (int side = 0; side < 2; side++)
    {
      int ri = MIN (B->round, 2) - 1;
      int dice = MAX (0, battle_fp (c, side) + B->extra_dice[side] - B->dice_penalty[side] + B->card_dice[side][ri]);
      int need = side == SIDE_NATIONS ? (B->arms ? c->d->hit_arms : c->d->hit[SIDE_NATIONS])
                 : (B->british_hit_on ? B->british_hit_on : c->d->hit[SIDE_BRITISH]);

      /* A card's better hit number (11.4); Pre-dicament still holds. */
      if (B->card_hit_on[side][ri] && !(side == SIDE_BRITISH && B->british_hit_on))
        need = MIN (need, B->card_hit_on[side][ri]);

      /* 18.4 rifle proficiency: a die more with Shawnee or Lenape bands. */
      if (side == SIDE_NATIONS && (c->x->opts & OPT_RIFLES) && pontiac_battle_rifles (c))
        dice++;
      /* 18.5 bayonet charge: +1 in the second round of a field battle. */
      if (side == SIDE_BRITISH && (c->x->opts & OPT_BAYONET) && B->round == 2 && B->kind == BK_FIELD)
        need = MAX (2, need - 1);
      int hits = 0;
      GString *rolls = NOTING (c) ? g_string_new (NULL) : NULL;

      for (int i = 0; i < dice; i++)
        {
          int r = pontiac_roll (c);

          hits += r >= need;
          if (rolls)
            g_string_append_printf (rolls, "%s%d", i ? "," : "", r);
        }
      B->raw_hits[side] = MIN (hits, 255);
      B->need[side] = need;
      if (rolls)
        {
          /* Translators: Pontiac's War: a number of combat dice */
          g_autofree char *n_dice = g_strdup_printf (ngettext ("%d die", "%d dice", dice), dice);
          /* Translators: Pontiac's War: a number of combat hits */
          g_autofree char *n_hits = g_strdup_printf (ngettext ("%d hit", "%d hits", hits), hits);

          /* Translators: Pontiac's War: a side's combat dice; the side, "3 dice", the rolls, the hit number, "2 hits" */
          pontiac_note (c, "11.8", _("%s roll %s: %s (hit on %d+) → %s"), pontiac_side_name (c, side), n_dice,
                        rolls->str, need, n_hits);
          g_string_free (rolls, TRUE);
        }
    }
  /* A card's rerolls of the other side's hits, first round (11.4). */
  for (int side = 0; side < 2 && B->round == 1; side++)
    {
      int enemy = 1 - side, n = MIN (B->card_reroll[side], B->raw_hits[enemy]);

      for (int i = 0; i < n; i++)
        {
          int r = pontiac_roll (c);

          if (r < B->need[enemy])
            B->raw_hits[enemy]--;
          /* Translators: Pontiac's War: a card rerolls an enemy hit; the side, the new roll */
          pontiac_note (c, "reconstructed card, 11.4", _("%s roll a hit again: %d"), pontiac_side_name (c, side), r);
        }
    }
  /* The penalty of a failed ambush lasts one round (11.2); so does a
   * mulligan's die (7.0, digest: one round of the battle). */
  B->dice_penalty[0] = B->dice_penalty[1] = 0;
  B->extra_dice[0] = B->extra_dice[1] = 0;
}

/* A leader of `side` in the battle who has a reroll on his face and has
 * not used it this battle (11.8). */
static int
can_reroll (const PontiacCtx *c, int side, int p)
{
  return pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE) && pontiac_is_leader (c, p)
         && !(c->pc[p].flags & F_REROLL) && c->d->pieces[p].reroll[c->pc[p].face & 1] > 0;
}

/* The first leader of the side who may still reroll (11.8), or -1. */
static int
reroller (const PontiacCtx *c, int side)
{
  if (B->no_reroll & (1 << side))
    return -1;
  FOR_PIECES_AT (c, B->space, p)
    if (can_reroll (c, side, p))
      return p;
  return -1;
}

static void
apply_hits (PontiacCtx *c)
{
  int r = MIN (MAX (B->round, 1), 2) - 1;
  int fort = garrison_inside (c) ? MAX (0, pontiac_fort_value (c, B->space) + B->fort_mod[r]) : 0;

  for (int side = 0; side < 2; side++)
    {
      int hits = B->raw_hits[side];

      /* A garrison inside its fort cancels as many hits as the fort's
       * value, every round (11.9, 11.11). */
      if (side == SIDE_NATIONS && fort > 0 && B->kind != BK_SETTLEMENT)
        {
          hits = MAX (0, hits - fort);
          /* Translators: Pontiac's War: the fort cancels hits; the number */
          pontiac_note (c, "11.11", ngettext ("the fort's value cancels %d hit", "the fort's value cancels %d hits",
                                              MIN (fort, (int) B->raw_hits[side])),
                        MIN (fort, (int) B->raw_hits[side]));
        }
      /* Hits a card cancels (11.4). */
      if (B->cancel[1 - side][r] > 0 && hits > 0)
        {
          /* Translators: Pontiac's War: a card cancels hits; the side, the number */
          pontiac_note (c, "reconstructed card, 11.4",
                        ngettext ("%s cancel %d hit", "%s cancel %d hits", MIN (hits, (int) B->cancel[1 - side][r])),
                        pontiac_side_name (c, 1 - side), MIN (hits, (int) B->cancel[1 - side][r]));
          hits = MAX (0, hits - B->cancel[1 - side][r]);
        }
      B->hits[1 - side] = hits;
    }
}

/* ---- into the fort (11.11) ------------------------------------------------- */

/* 11.11: the fort shelters 5 x its value in printed FP (healthy or
 * disrupted); leaders, guns, supply and ships take no room. */
static int
fort_room (const PontiacCtx *c)
{
  int room = c->d->fort_capacity[CLAMP (pontiac_fort_value (c, B->space), 1, 3)];

  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && (c->pc[p].flags & F_INSIDE) && pontiac_is_unit (c, p))
      room -= c->d->pieces[p].printed_fp;
  return room;
}

/* A British unit still outside that the room left in the fort takes. */
static gboolean
may_shelter (const PontiacCtx *c, int p)
{
  return pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_unit (c, p) && !(c->pc[p].flags & F_INSIDE)
         && c->d->pieces[p].klass != PC_ALLIES && c->d->pieces[p].printed_fp <= fort_room (c);
}

/* A Siege marker if the attackers have the minimum, and then a single
 * round this turn (11.11). */
static void
place_siege (PontiacCtx *c)
{
  int v = pontiac_fort_value (c, B->space);

  if (battle_fp (c, SIDE_NATIONS) >= c->d->siege_min[CLAMP (v, 1, 3)])
    {
      pontiac_place_marker (c, PC_SIEGE, B->space);
      B->siege_placed = 1;
      /* Translators: Pontiac's War */
      pontiac_note (c, "11.11", _("a Siege marker is placed: one round this turn"));
    }
  B->max_rounds = 1;
}

/* 11.11: "Units that cannot shelter must attempt retreat to an adjacent
 * space and if this fails, face the first combat round against the
 * attacking force."  The attempt follows the British Retreat Chart of
 * 11.3 for the units left out (with the Indian Allies, who never go in):
 * no roll against more than twice their FP, otherwise a modified 1. */
static void
left_out_retreat (PontiacCtx *c)
{
  int fp = 0, roll, drm;
  gboolean allies = FALSE, success;

  /* Only units are left outside: leaders went in with the garrison
   * (fort_up), so 11.3's "leaders 1 FP" has nothing to count here
   * (sixth re-check m5). */
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p) && !(c->pc[p].flags & F_INSIDE))
      {
        fp += pontiac_fp (c, p);
        allies |= c->d->pieces[p].klass == PC_ALLIES;
      }
  if (battle_fp (c, SIDE_NATIONS) > c->d->british_retreat_odds * fp)
    {
      success = TRUE;
      /* Translators: Pontiac's War: units with no room in the fort retreat at odds above 2 to 1 */
      pontiac_note (c, "11.11", _("the units left outside retreat without a roll (11.3: more than 2 to 1)"));
    }
  else
    {
      roll = pontiac_roll (c);
      drm = MAX ((pontiac_behind (c, SIDE_BRITISH) ? -1 : 0) + (allies ? -1 : 0), -3);
      success = roll + drm <= 1;
      /* Translators: Pontiac's War: units with no room in the fort try to retreat; the roll, the modifier, the result */
      pontiac_note (c, "11.11", _("the units left outside try to retreat (11.3): roll %d%+d: %s"), roll, drm,
                    success ? _("success") : _("failure"));
    }
  if (success)
    {
      FOR_PIECES_AT (c, B->space, p)
        if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p) && !(c->pc[p].flags & F_INSIDE))
          c->pc[p].flags |= F_RETREAT;
      c->x->retreat.active = 1;
      c->x->retreat.side = SIDE_BRITISH;
      c->x->retreat.from = B->space;
      c->x->retreat.forbidden = -1;
      if (!pontiac_intro (c))
        /* 11.3: 1 VP per 5 FP that retreat before combat. */
        /* Translators: Pontiac's War: why VP are won */
        pontiac_add_vp (c, SIDE_NATIONS, fp / c->d->retreat_vp_fp, "11.3", _("British retreat"));
      B->overflow = OV_NONE;
      return;
    }
  /* The garrison, inside, avoids the round (11.11): it is out of the
   * battle; the units left out fight it in the open. */
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && (c->pc[p].flags & F_INSIDE))
      c->pc[p].flags &= ~F_BATTLE;
  B->overflow = OV_FIELD;
  if (B->round >= 1)
    /* Translators: Pontiac's War: after a round, units with no room in the fort failed to retreat */
    pontiac_note (c, "11.11", _("the units left outside stay in the open"));
  else
    /* Translators: Pontiac's War */
    pontiac_note (c, "11.11", _("the units left outside face the first round in the open"));
}

/* Every unit that fits is inside: the rest stay out. */
static void
shelter_done (PontiacCtx *c)
{
  /* Translators: Pontiac's War: the garrison goes into its fort */
  pontiac_note (c, "11.11", _("the British go into %s"), pontiac_loc_name (c, B->space));
  place_siege (c);
  left_out_retreat (c);
}

/* 11.11: leaders, guns, supply and ships take no room and go in; Indian
 * Allies never do (6.2).  Returns the printed FP of the British units
 * still outside (Allies aside); *allies tells whether Allies are here. */
static int
shelter_all_but_units (PontiacCtx *c, gboolean *allies)
{
  int units_fp = 0;

  *allies = FALSE;
  FOR_PIECES_AT (c, B->space, p)
    {
      if (pontiac_side_of (c, p) != SIDE_BRITISH || !pontiac_is_military (c, p))
        continue;
      if (c->d->pieces[p].klass == PC_ALLIES)
        *allies = TRUE;
      else if (pontiac_is_unit (c, p) && !(c->pc[p].flags & F_INSIDE))
        units_fp += c->d->pieces[p].printed_fp;
      else
        c->pc[p].flags |= F_INSIDE;
    }
  return units_fp;
}

static void
shelter_units (PontiacCtx *c)
{
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_unit (c, p) && c->d->pieces[p].klass != PC_ALLIES)
      c->pc[p].flags |= F_INSIDE;
}

/* Indian Allies never enter forts: alone outside, they desert (6.2, 11.11). */
static void
allies_disperse (PontiacCtx *c)
{
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && c->d->pieces[p].klass == PC_ALLIES)
      {
        pontiac_move_piece (c, p, c->d->box_pool);
        c->pc[p].flags = 0;
        c->pc[p].face = 0;
        /* Translators: Pontiac's War: Indian Allies leave at a fort */
        pontiac_note (c, "6.2", _("%s disperse to the Force Pool"), pontiac_piece_name (c, p));
      }
}

/* The room the fort lacks: the British choose who goes in (A_SHELTER). */
static void
shelter_choice_note (PontiacCtx *c, int units_fp)
{
  /* Translators: Pontiac's War: the fort is too small; its room in FP, the British units' FP outside */
  pontiac_note (c, "11.11", _("the fort has room for %d FP of the %d: the British choose who goes in"),
                fort_room (c), units_fp);
}

/* 11.11: the garrison goes into the fort.  When the units' printed FP
 * exceed the room, the British choose which go in (A_SHELTER) until no
 * other fits. */
static void
fort_up (PontiacCtx *c)
{
  gboolean allies;
  int units_fp = shelter_all_but_units (c, &allies);

  if (units_fp > fort_room (c))
    {
      B->overflow = OV_CHOOSING;
      shelter_choice_note (c, units_fp);
      return;
    }
  shelter_units (c);
  if (allies)
    allies_disperse (c);
  /* Translators: Pontiac's War: the garrison goes into its fort */
  pontiac_note (c, "11.11", _("the British go into %s"), pontiac_loc_name (c, B->space));
  place_siege (c);
}

/* The reading of 11.3 with 11.10 and 11.11 (docs/rules/pontiac.md,
 * Readings): the British defending on top of their own intact fort who
 * retreat after a round, forced (11.10: more than 2 to 1, or the weaker
 * after the second) or by choice, go into the fort as far as it holds:
 * 11.3 "If the attack takes place in a fort space, retreat into the fort
 * is automatic (no roll ...)".  Not before the first round (going in then
 * is 11.11's A_FORT_UP; a retreat roll then leaves), nor a relief's
 * (10.3), nor into a fort already besieged or razed. */
static gboolean
retreats_into_fort (const PontiacCtx *c, int side)
{
  return side == SIDE_BRITISH && B->kind == BK_FORT && B->att_side == SIDE_NATIONS && B->round >= 1 && !B->naval
         && B->overflow == OV_NONE && pontiac_fort_standing (c, B->space) && !pontiac_besieged (c, B->space)
         && !garrison_inside (c);
}

/* The round's-end retreat on offer goes into the British's own fort. */
gboolean
pontiac_retreat_into_fort_offered (const PontiacCtx *c)
{
  return c->st->pending.kind == D_ROUND_END && retreats_into_fort (c, c->st->pending.side);
}

static void
retreat_into_fort (PontiacCtx *c)
{
  gboolean allies;
  int units_fp = shelter_all_but_units (c, &allies);

  /* Translators: Pontiac's War: the British beaten on top of their fort retreat into it; the fort */
  pontiac_note (c, "11.3", _("the British retreat into %s"), pontiac_loc_name (c, B->space));
  if (units_fp > fort_room (c))
    shelter_choice_note (c, units_fp);
  else
    shelter_units (c);
  B->overflow = OV_RETREAT;
}

/* Every unit that fits is inside: the garrison leaves the battle, the
 * siege follows as for a garrison (11.11), and the rest retreat by 11.3
 * (the Allies with them, or alone they desert).  TRUE when any British
 * unit is left to retreat. */
static gboolean
retreat_into_fort_done (PontiacCtx *c)
{
  gboolean out = FALSE, allies = FALSE;

  place_siege (c);
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p))
      {
        if (c->pc[p].flags & F_INSIDE)
          c->pc[p].flags &= ~F_BATTLE;
        else if (c->d->pieces[p].klass == PC_ALLIES)
          allies = TRUE;
        else
          out = TRUE;
      }
  if (allies && !out)
    allies_disperse (c);
  return out;
}

/* The units left out of the fort are gone (lost or retreated): besiegers
 * below the minimum may not stay by the garrison (11.11). */
static void
left_out_gone (PontiacCtx *c)
{
  B->overflow = OV_NONE;
  if (pontiac_besieged (c, B->space) || !pontiac_has_military (c, B->space, SIDE_BRITISH)
      || !pontiac_has_military (c, B->space, SIDE_NATIONS) || c->x->retreat.active)
    return;
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_NATIONS && pontiac_is_military (c, p))
      c->pc[p].flags = (c->pc[p].flags & ~F_INSIDE) | F_RETREAT;
  c->x->retreat.active = 1;
  c->x->retreat.side = SIDE_NATIONS;
  c->x->retreat.from = B->space;
  c->x->retreat.forbidden = -1;
  /* Translators: Pontiac's War: besiegers too few to lay a siege leave the fort */
  pontiac_note (c, "11.11", _("too few to lay a siege, the Nations must go"));
}

/* 20.0 D: "Whoever survives retreats to Fort Niagara": the British left
 * in the Portage after the first turn's battle there go to the fort.  Not
 * while another retreat is under way (retreat.active): only 12.0's guards
 * alone or 11.11's fort overflow set it at a battle's end, neither
 * reachable in D's Portage today (no captives, no fort), so no row shows
 * that guard (recheck9 n1, F6). */
static void
survivors_withdraw (PontiacCtx *c, int space)
{
  int to = c->sc->survivors_to;
  gboolean any = FALSE;

  if (space != c->sc->survivors_from || to < 0 || c->st->turn != c->sc->first_turn || c->x->retreat.active)
    return;
  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == SIDE_BRITISH)
      {
        pontiac_move_piece (c, p, to);
        any = TRUE;
      }
  if (any)
    /* Translators: Pontiac's War, scenario D: the space the British survivors go to */
    pontiac_note (c, "20.0", _("the British who survive the battle go to %s"), pontiac_loc_name (c, to));
}

static void
end_battle (PontiacCtx *c)
{
  int space = B->space;
  int kind = B->kind;
  int def = 1 - B->att_side;
  /* 12.0: the force destroyed, its guards are left facing the enemy: the
   * Nations' captives escape to the British, the British's are
   * recaptured, and the guards fall back (the attacker's move ended with
   * its attack, 10.0). */
  gboolean guard_alone = battle_guard (c) >= 0 && !side_left (c, def)
                         && pontiac_has_military (c, space, B->att_side);

  FOR_PIECES_AT (c, space, p)
    {
      c->pc[p].flags &= ~(F_BATTLE | F_RETREAT);
      if (pontiac_is_leader (c, p))
        c->pc[p].flags &= ~F_WOUNDED_NOW;
    }
  if (guard_alone)
    {
      guards_alone (c, space, def);
      FOR_PIECES_AT (c, space, p)
        if (pontiac_side_of (c, p) == def && pontiac_is_military (c, p))
          c->pc[p].flags |= F_RETREAT;
      c->x->retreat.active = 1;
      c->x->retreat.side = def;
      c->x->retreat.from = space;
      c->x->retreat.forbidden = -1;
    }
  if (kind == BK_FORT && !pontiac_has_units (c, space, SIDE_BRITISH) && pontiac_has_military (c, space, SIDE_NATIONS))
    {
      pontiac_raze_fort (c, space);
      if (B->razed_arms && !pontiac_intro (c))
        pontiac_add_arms (c, B->razed_arms, "reconstructed card, 11.4");
    }
  if (B->overflow == OV_FIELD || B->overflow == OV_RETREAT)
    left_out_gone (c);
  B->active = 0;
  pontiac_check_siege (c, space);
  pontiac_garrison_on_top (c, space);
  survivors_withdraw (c, space);
}

static gboolean
nations_units_in_battle (const PontiacCtx *c)
{
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == SIDE_NATIONS && (c->pc[p].flags & F_BATTLE) && pontiac_is_unit (c, p))
      return TRUE;
  return FALSE;
}

/* A successful ambush (11.2) or Stout Defense (card 52): the moving force
 * goes back to the space it came from; the battle ends. */
static void
ambushed_return (PontiacCtx *c)
{
  int side = B->att_side;

  if (B->naval)
    {
      /* 10.3: the ambushed relief retreats to a space next to the fort,
       * or, with none free, into the fort as far as it has room; the
       * rest is lost. */
      gint16 out[64];
      int used = 0, capacity = c->d->fort_capacity[CLAMP (pontiac_fort_value (c, B->space), 1, 3)];

      /* The relief is what stands outside the fort: once the first round
       * is set (naval_round_one) only the garrison inside is F_BATTLE,
       * and a card that calls the battle off then must not send it out. */
      FOR_PIECES_AT (c, B->space, p)
        if (pontiac_side_of (c, p) == side && pontiac_is_military (c, p) && !(c->pc[p].flags & F_INSIDE))
          c->pc[p].flags |= F_RETREAT;
      if (retreat_targets (c, side, B->space, out) > 0)
        {
          c->x->retreat.active = 1;
          c->x->retreat.side = side;
          c->x->retreat.from = B->space;
          c->x->retreat.forbidden = -1;
          return;
        }
      FOR_PIECES_AT (c, B->space, p)
        if ((c->pc[p].flags & F_INSIDE) && pontiac_is_unit (c, p))
          used += c->d->pieces[p].printed_fp;
      /* Leaders, guns, supply and ships take no room; Indian Allies never
       * go in (6.2); the units go in when they all fit, else the British
       * choose which (relief_shelter_step), the rest lost. */
      FOR_PIECES_AT (c, B->space, p)
        if (c->pc[p].flags & F_RETREAT)
          {
            if (c->d->pieces[p].klass == PC_ALLIES)
              {
                c->pc[p].flags &= ~(F_RETREAT | F_BATTLE);
                pontiac_remove_unit (c, p, FALSE, "10.3");
              }
            else if (pontiac_is_unit (c, p))
              used += c->d->pieces[p].printed_fp;
            else
              c->pc[p].flags = (c->pc[p].flags & ~(F_RETREAT | F_BATTLE)) | F_INSIDE;
          }
      /* Translators: Pontiac's War: the ambushed relief shelters in the fort */
      pontiac_note (c, "10.3", _("no space to retreat to: the relief goes into the fort"));
      if (used > capacity)
        {
          B->overflow = OV_RELIEF;
          /* Translators: Pontiac's War: the fort is too small for the relief; its room in FP */
          pontiac_note (c, "10.3", ngettext ("the fort has room for %d FP: the British choose who goes in, the rest are lost",
                                             "the fort has room for %d FP: the British choose who go in, the rest are lost",
                                             fort_room (c)),
                        fort_room (c));
          return;
        }
      FOR_PIECES_AT (c, B->space, p)
        if (c->pc[p].flags & F_RETREAT)
          c->pc[p].flags = (c->pc[p].flags & ~(F_RETREAT | F_BATTLE)) | F_INSIDE;
      return;
    }

  if (side == SIDE_BRITISH && !B->cancelled && !pontiac_intro (c))
    {
      int fp = B->british_retreat_fp;

      /* Translators: Pontiac's War: why VP are won */
      pontiac_add_vp (c, SIDE_NATIONS, fp / c->d->retreat_vp_fp, "17.1", _("British retreat"));
      if (fp >= c->d->arms_defeat_fp)
        pontiac_add_arms (c, 1, "11.2");
    }
  if (B->from >= 0 && !pontiac_has_military (c, B->from, 1 - side))
    {
      FOR_PIECES_AT (c, B->space, p)
        if (pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE))
          {
            c->pc[p].flags &= ~(F_BATTLE | F_INSIDE);
            pontiac_move_piece (c, p, B->from);
          }
      /* Translators: Pontiac's War: the attackers go back; the space */
      pontiac_note (c, "11.2", _("the attackers go back to %s"), pontiac_loc_name (c, B->from));
      return;
    }
  FOR_PIECES_AT (c, B->space, p)
    if (pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE))
      c->pc[p].flags |= F_RETREAT;
  c->x->retreat.active = 1;
  c->x->retreat.side = side;
  c->x->retreat.from = B->space;
  c->x->retreat.forbidden = -1;
}

/* The defender may ambush a force entering its space (11.2) with at
 * least half its FP; the British only with Rogers or Indian Allies, and
 * never from inside their fort (11.11, a besieged one included: its
 * garrison is inside).  Besiegers attacked by a relief may ambush it,
 * whether it came by water (10.3) or by land (11.2 "Indians may always
 * ambush"). */
static gboolean
may_ambush (const PontiacCtx *c, int side)
{
  int amb = battle_fp_full (c, side, TRUE), target = battle_fp (c, B->att_side);

  if (B->from < 0 || B->kind == BK_SETTLEMENT || (B->naval != NV_OPTIONS && garrison_inside (c)))
    return FALSE;
  if (amb <= 0 || 2 * amb < target)
    return FALSE;
  if (side == SIDE_BRITISH)
    return present (c, side, SP_ROGERS, 0) || present (c, side, 0, PC_ALLIES);
  return TRUE;
}

/* The ambush roll of 11.2 for `side` ambushing in `space` with an
 * ambushing force of `ambusher_fp`: returns -1 when the ambusher loses a
 * step (1-2), 0 a plain failure (3-4), 1 a success with *steps lost by the
 * ambushed (5-6: 1; 7+: a die, at most the ambusher's FP). */
int
pontiac_ambush_roll (PontiacCtx *c, int side, int space, gboolean with_arms, int ambusher_fp, int *steps)
{
  int drm = with_arms ? 1 : 0, roll, mod;
  gboolean pontiac = FALSE, rogers = FALSE, allies = FALSE;

  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == side)
      {
        pontiac |= c->d->pieces[p].special == SP_PONTIAC;
        rogers |= c->d->pieces[p].special == SP_ROGERS;
        allies |= c->d->pieces[p].klass == PC_ALLIES;
      }
  if (side == SIDE_NATIONS)
    drm += 1 + (pontiac ? 1 : 0);
  else
    drm += (rogers ? 1 : 0) + (allies ? 1 : 0);
  roll = pontiac_roll (c);
  mod = roll + drm;
  /* Translators: Pontiac's War: an ambush roll; the roll, the modifier */
  pontiac_note (c, "11.2", _("ambush roll %d%+d"), roll, drm);
  *steps = 0;
  if (mod <= 4)
    {
      /* Translators: Pontiac's War */
      pontiac_note (c, "11.2", mod <= 2 ? _("the ambush fails and costs the ambushers a step")
                                         : _("the ambush fails"));
      return mod <= 2 ? -1 : 0;
    }
  *steps = 1;
  if (mod >= 7)
    {
      int r2 = pontiac_roll (c);

      *steps = MIN (r2, ambusher_fp);
      /* Translators: Pontiac's War: the second ambush roll; the roll, the steps lost */
      pontiac_note (c, "11.2", ngettext ("steps roll %d: %d step, at most the ambushers' FP",
                                         "steps roll %d: %d steps, at most the ambushers' FP", *steps), r2, *steps);
    }
  /* Translators: Pontiac's War */
  pontiac_note (c, "11.2", _("the ambush succeeds"));
  return 1;
}

static void
ambush (PontiacCtx *c, gboolean with_arms)
{
  int side = def_side (c);
  int amb = battle_fp_full (c, side, TRUE);
  int steps, result;

  B->ambushed = 1;
  if (with_arms)
    {
      B->arms_asked = 1;
      B->arms = spend_arms (c);
      with_arms = B->arms;
    }
  if (B->att_side == SIDE_BRITISH)
    B->british_retreat_fp = retreat_count_fp (c, SIDE_BRITISH);
  result = pontiac_ambush_roll (c, side, B->space, with_arms, amb, &steps);
  if (result <= 0)
    {
      /* Fails: the ambusher fights the next round with one die less; the
       * ambush counts as a round. */
      B->dice_penalty[side] = 1;
      /* 10.3 names its two rounds: the garrison's, then the relief's. */
      if (!B->naval)
        B->max_rounds = MAX (1, B->max_rounds - 1);
      B->stage = BS_CARD_ATT;
      if (result < 0)
        pontiac_start_casualties (c, side, 1, CR_BATTLE, B->space);
      return;
    }
  B->stage = BS_AMBUSHED;
  pontiac_start_casualties (c, B->att_side, steps, CR_BATTLE, B->space);
}

/* TRUE when a decision is pending. */
gboolean
pontiac_battle_step (PontiacCtx *c)
{
  for (;;)
    switch (B->stage)
      {
      case BS_DEFEND:
        /* 12.0: the holder of captives keeps its guards out first. */
        if (B->guards_open)
          {
            int side = 1 - B->att_side;

            if (B->guard_fp < c->d->guard_fp[side])
              FOR_PIECES_AT (c, B->space, p)
                if (may_guard (c, p, side) && (c->pc[p].flags & F_BATTLE))
                  {
                    pontiac_set_decision (c, side, D_GUARD, B->space, 0);
                    return TRUE;
                  }
            B->guards_open = 0;
            break;
          }
        /* 6.2: the ships refuse battle or sail away first. */
        if (B->kind != BK_EMPTY_FORT && pontiac_ships_pending (c))
          {
            pontiac_set_decision (c, SIDE_BRITISH, D_SHIPS, B->space, 0);
            return TRUE;
          }
        if (B->kind == BK_EMPTY_FORT)
          {
            pontiac_raze_fort (c, B->space);
            B->stage = BS_END;
            break;
          }
        /* 11.11 Siege Combat: "When an Indian force attacks a fort that is
         * already besieged, the British may neither ambush nor retreat."
         * Besiegers attacked by a British relief (by land, or by water,
         * 10.3) defend with the usual options. */
        if (B->kind == BK_SETTLEMENT || (pontiac_besieged (c, B->space) && B->att_side == SIDE_NATIONS))
          {
            B->stage = BS_CARD_ATT;
            break;
          }
        pontiac_set_decision (c, def_side (c), D_DEFEND, B->space, 0);
        return TRUE;
      case BS_CARD_ATT:
      case BS_CARD_DEF:
        if (B->overflow == OV_CHOOSING)
          {
            FOR_PIECES_AT (c, B->space, p)
              if (may_shelter (c, p))
                {
                  pontiac_set_decision (c, SIDE_BRITISH, D_SHELTER, B->space, fort_room (c));
                  return TRUE;
                }
            shelter_done (c);
            if (c->x->retreat.active)
              return FALSE;
          }
        if (B->naval == NV_OPTIONS)
          naval_round_one (c);
        {
          int side = B->stage == BS_CARD_ATT ? B->att_side : def_side (c);

          /* One card each, before the first round (digest 8.17), or
           * before every round (the `card-each-round` reading, 11.4). */
          if ((B->round == 0 || (c->x->opts & OPT_CARD_EACH_ROUND)) && pontiac_cards_in_use (c) && pontiac_hand_count (c, side) > 0 && B->card[side] < 0)
            {
              pontiac_set_decision (c, side, D_CARD, B->space, 0);
              return TRUE;
            }
          B->stage++;
          break;
        }
      case BS_CARDS:
        if (B->choice)
          {
            pontiac_set_decision (c, B->choice_side, D_CARD_CHOICE, B->space, B->choice);
            return TRUE;
          }
        if (pontiac_reveal_cards (c))
          break;
        if (B->stage == BS_CARDS)
          B->stage = BS_ARMS;
        break;
      case BS_ARMS:
        if (B->kind != BK_SETTLEMENT && !B->arms && B->round == 0 && c->mk[c->d->m_arms] > 0
            && side_left (c, SIDE_NATIONS) && !B->arms_asked)
          {
            pontiac_set_decision (c, SIDE_NATIONS, D_ARMS, B->space, 0);
            return TRUE;
          }
        B->stage = BS_ARTILLERY;
        break;
      case BS_ARTILLERY:
        if (B->kind != BK_SETTLEMENT && !(B->retreat_asked & 0x80))
          {
            artillery_fire (c);
            B->retreat_asked |= 0x80;
          }
        if (B->artillery_left > 0 && nations_units_in_battle (c))
          {
            pontiac_set_decision (c, SIDE_NATIONS, D_ARTILLERY, B->space, B->artillery_left);
            return TRUE;
          }
        B->artillery_left = 0;
        /* 11.4: "If no ambush/combat takes place after an Arms Point has
         * been committed, the Nations Player may restore the lost Arms
         * Point": the guns drove every Nations unit off. */
        if (B->arms_spent == 1 && !nations_units_in_battle (c))
          {
            B->arms_spent = 2;
            pontiac_set_decision (c, SIDE_NATIONS, D_RESTORE_ARMS, B->space, 0);
            return TRUE;
          }
        B->stage = BS_ROLL;
        break;
      case BS_ROLL:
        roll_round (c);
        B->stage = BS_REROLL_DEF;
        break;
      case BS_REROLL_DEF:
      case BS_REROLL_ATT:
        {
          /* The defender rerolls first (11.8). */
          int side = B->stage == BS_REROLL_DEF ? def_side (c) : B->att_side;

          if (B->kind != BK_SETTLEMENT && B->raw_hits[1 - side] > 0 && reroller (c, side) >= 0)
            {
              pontiac_set_decision (c, side, D_REROLL, B->space, 0);
              return TRUE;
            }
          B->stage++;
          break;
        }
      case BS_HITS:
        apply_hits (c);
        B->stage = BS_CAS_DEF;
        break;
      case BS_AMBUSHED:
        if (B->choice)
          {
            pontiac_set_decision (c, B->choice_side, D_CARD_CHOICE, B->space, B->choice);
            return TRUE;
          }
        if (B->overflow != OV_RELIEF)
          ambushed_return (c);
        if (B->overflow == OV_RELIEF)
          {
            /* 10.3: the British choose the relief units that go in while
             * one fits; the rest are lost. */
            FOR_PIECES_AT (c, B->space, p)
              if ((c->pc[p].flags & F_RETREAT) && may_shelter (c, p))
                {
                  pontiac_set_decision (c, SIDE_BRITISH, D_SHELTER, B->space, fort_room (c));
                  return TRUE;
                }
            FOR_PIECES_AT (c, B->space, p)
              if (c->pc[p].flags & F_RETREAT)
                {
                  c->pc[p].flags &= ~(F_RETREAT | F_BATTLE);
                  pontiac_remove_unit (c, p, TRUE, "10.3");
                }
            B->overflow = OV_NONE;
          }
        B->stage = BS_END;
        return FALSE;
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
            if (B->no_raze)
              /* Translators: Pontiac's War: a card saves the settlement */
              pontiac_note (c, "reconstructed card, 11.4", _("the settlement cannot be razed by this attack"));
            else if (battle_fp (c, SIDE_NATIONS) >= c->d->settlement_raze_fp
                     || (B->raid && side_left (c, SIDE_NATIONS)))
              raze_settlement (c);
            else
              /* Translators: Pontiac's War */
              pontiac_note (c, "11.11", _("fewer than 4 FP remain: the attack is called off"));
            B->stage = BS_END;
            break;
          }
        /* 10.3: the relief joins for the second round. */
        if (B->naval == NV_WAITING)
          naval_join (c);
        if (!side_left (c, SIDE_NATIONS) || !side_left (c, SIDE_BRITISH))
          {
            B->stage = BS_END;
            break;
          }
        if (B->repelled && B->round == 1 && side_left (c, SIDE_NATIONS) && B->round < B->max_rounds)
          {
            /* Attack Repelled (card 53): one FP more, then a retreat. */
            B->repelled = 0;
            begin_retreat (c, SIDE_NATIONS);
            pontiac_start_casualties (c, SIDE_NATIONS, 1, CR_BATTLE, B->space);
            return FALSE;
          }
        if (garrison_inside (c) && !B->naval)
          {
            /* A siege round: the Nations stay if the siege holds (11.11);
             * without the minimum they must go. */
            if (!pontiac_besieged (c, B->space))
              begin_retreat (c, SIDE_NATIONS);
            else if (B->round >= B->max_rounds)
              B->stage = BS_END;
            else if (B->retreat_asked & (1 << SIDE_NATIONS))
              next_round (c);
            else
              {
                pontiac_set_decision (c, SIDE_NATIONS, D_ROUND_END, B->space, 0);
                return TRUE;
              }
            break;
          }
        /* 11.10: automatic retreats. */
        if (battle_fp (c, SIDE_NATIONS) > c->d->british_retreat_odds * battle_fp (c, SIDE_BRITISH)
            && !(B->round == 1 && (B->stand & (1 << SIDE_BRITISH))))
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
        /* The defender first, then the attacker (11.1, digest 8.26); the
         * attacker first under `attacker-retreats-first` (11.10). */
        {
          int first = (c->x->opts & OPT_ATTACKER_FIRST) ? B->att_side : def_side (c);

          for (int k = 0; k < 2; k++)
            {
              int side = k == 0 ? first : 1 - first;

              if (!(B->retreat_asked & (1 << side)))
                {
                  pontiac_set_decision (c, side, D_ROUND_END, B->space, 0);
                  return TRUE;
                }
            }
        }
        /* A second round: 11.6 to 11.9 again (11.10). */
        next_round (c);
        break;
      case BS_RETREAT:
        {
          int side = B->loser;

          /* Into their own fort as far as it holds (11.3, 11.11). */
          if (retreats_into_fort (c, side))
            retreat_into_fort (c);
          if (B->overflow == OV_RETREAT)
            {
              FOR_PIECES_AT (c, B->space, p)
                if (may_shelter (c, p))
                  {
                    pontiac_set_decision (c, SIDE_BRITISH, D_SHELTER, B->space, fort_room (c));
                    return TRUE;
                  }
              if (!retreat_into_fort_done (c))
                {
                  B->stage = BS_END;
                  return FALSE;
                }
              /* A retreat the British chose: the units the fort cannot
               * shelter make 11.11's attempt; failing it they stay out
               * (the siege allows no other round this turn). */
              if (B->voluntary)
                {
                  left_out_retreat (c);
                  /* Retreated or not, the units left out are the battle's
                   * end's to settle, as a forced retreat's are: the
                   * Nations too few for a siege then go (11.11). */
                  if (B->overflow == OV_NONE)
                    B->overflow = OV_RETREAT;
                  B->stage = BS_END;
                  return FALSE;
                }
            }
          /* 12.0: the guards go with their force (captives in the
           * field with their guards, in a village they stay). */
          if (side == 1 - B->att_side && battle_guard (c) >= 0)
            FOR_PIECES_AT (c, B->space, p)
              if (pontiac_side_of (c, p) == side && pontiac_is_military (c, p)
                  && !(c->pc[p].flags & (F_BATTLE | F_INSIDE)))
                c->pc[p].flags |= F_RETREAT;
          /* 10.3: a beaten relief retreats; the garrison stays in its fort. */
          FOR_PIECES_AT (c, B->space, p)
            if (pontiac_side_of (c, p) == side && (c->pc[p].flags & F_BATTLE)
                && !(B->naval && (c->pc[p].flags & F_INSIDE)))
              c->pc[p].flags |= F_RETREAT;
          if (side == SIDE_BRITISH && !pontiac_intro (c))
            {
              int fp = retreat_count_fp (c, SIDE_BRITISH);

              /* 17.1: 1 VP per 5 FP; 11.5: 1 Arms for "the defeat and
               * retreat" of a force of 5 FP: not for a retreat the
               * British chose (digest 8.30: ambush, automatic, end of
               * the second round). */
              /* Translators: Pontiac's War: why VP are won */
              pontiac_add_vp (c, SIDE_NATIONS, fp / c->d->retreat_vp_fp, "17.1", _("British retreat"));
              if (fp >= c->d->arms_defeat_fp && !B->voluntary)
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
      if (may_ambush (c, side))
        {
          pontiac_add_action (c, A_AMBUSH, 1, 0, 0);
          if (side == SIDE_NATIONS && c->mk[c->d->m_arms] > 0)
            pontiac_add_action (c, A_AMBUSH, 1, 1, 0);
        }
      break;
    case D_ARTILLERY:
      FOR_PIECES_AT (c, B->space, p)
        if (pontiac_side_of (c, p) == SIDE_NATIONS && (c->pc[p].flags & F_BATTLE) && pontiac_is_unit (c, p))
          {
            const PontiacSpaceInfo *si = &c->d->spaces[B->space];
            RetreatCtx r = { c, SIDE_NATIONS, FALSE };

            for (guint i = si->adj_start; i < si->adj_start + si->adj_count; i++)
              if (retreat_allowed (c->d->adj[i], &r))
                pontiac_add_action (c, A_SEND, 2, p, c->d->adj[i]);
          }
      if (c->out->len == 0)
        pontiac_add_action (c, A_DONE, 0, 0, 0);
      break;
    case D_CARD_CHOICE:
      pontiac_list_battle_choice (c);
      break;
    case D_SHELTER:
      FOR_PIECES_AT (c, B->space, p)
        if (may_shelter (c, p))
          pontiac_add_action (c, A_SHELTER, 1, p, 0);
      break;
    case D_REROLL:
      pontiac_add_action (c, A_NO_REROLL, 0, 0, 0);
      /* Every leader who may reroll, whatever the order of the space's
       * list: a view's list may be ordered differently from the state's. */
      if (reroller (c, side) >= 0)
        FOR_PIECES_AT (c, B->space, l)
          if (can_reroll (c, side, l))
            pontiac_add_action (c, A_REROLL, 1, l, 0);
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
    case D_GUARD:
      FOR_PIECES_AT (c, B->space, p)
        if (may_guard (c, p, side) && (c->pc[p].flags & F_BATTLE))
          pontiac_add_action (c, A_GUARD, 1, p, 0);
      break;
    case D_RESTORE_ARMS:
      pontiac_add_action (c, A_RESTORE_ARMS, 1, 1, 0);
      pontiac_add_action (c, A_RESTORE_ARMS, 1, 0, 0);
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
      if (garrison_inside (c) && !B->naval)
        pontiac_add_action (c, A_BREAK_OFF, 0, 0, 0);
      /* 11.3: into their own fort the British retreat with no roll,
       * whatever the odds (11.11 "ignore retreat rules"). */
      else if (may_try_retreat (c, side) || retreats_into_fort (c, side))
        pontiac_add_action (c, A_RETREAT_ROLL, 0, 0, 0);
      break;
    default:
      break;
    }
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
    case A_SHELTER:
      if (B->overflow == OV_RELIEF)
        c->pc[a->args[0]].flags &= ~(F_RETREAT | F_BATTLE);
      c->pc[a->args[0]].flags |= F_INSIDE;
      break;
    case A_RETREAT_ROLL:
      B->retreat_asked |= 1 << side;
      if (c->st->pending.kind == D_ROUND_END && retreats_into_fort (c, side))
        {
          /* 11.3: "retreat into the fort is automatic (no roll)". */
          begin_retreat (c, side);
          B->voluntary = 1;
        }
      else if (try_retreat (c, side))
        {
          begin_retreat (c, side);
          B->voluntary = 1;
        }
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
      B->arms_asked = 1;
      B->arms_spent = 1;
      B->arms = spend_arms (c);
      break;
    case A_GUARD:
      c->pc[a->args[0]].flags &= ~F_BATTLE;
      B->guard_fp += side == SIDE_NATIONS ? c->d->guard_fp[side] : pontiac_fp (c, a->args[0]);
      /* Translators: Pontiac's War: a unit guards the captives; the unit */
      pontiac_note (c, "12.0", _("%s guards the captives and stays out of the battle"),
                    pontiac_piece_name (c, a->args[0]));
      break;
    case A_RESTORE_ARMS:
      if (a->args[0])
        {
          B->arms = 0;
          pontiac_add_arms (c, 1, "11.4");
        }
      break;
    case A_AMBUSH:
      ambush (c, a->args[0]);
      break;
    case A_SEND:
      {
        int p = a->args[0];

        c->pc[p].flags &= ~(F_BATTLE | F_RETREAT);
        pontiac_move_piece (c, p, a->args[1]);
        B->artillery_left--;
        /* Translators: Pontiac's War: a unit driven off by the guns; the unit, the space */
        pontiac_note (c, "11.6", _("%s falls back to %s"), pontiac_piece_name (c, p), pontiac_loc_name (c, a->args[1]));
      }
      break;
    case A_DONE:
      if (c->st->pending.kind == D_CARD_CHOICE)
        pontiac_apply_battle_choice (c, a);
      else
        B->artillery_left = 0;
      break;
    case A_PICK:
    case A_RAZE:
    case A_PLACE:
      pontiac_apply_battle_choice (c, a);
      break;
    case A_REROLL:
      {
        int l = a->args[0], enemy = 1 - side;
        int n = MIN (2, (int) B->raw_hits[enemy]);

        c->pc[l].flags |= F_REROLL;
        for (int i = 0; i < n; i++)
          {
            int r = pontiac_roll (c);

            if (r < B->need[enemy])
              B->raw_hits[enemy]--;
            /* Translators: Pontiac's War: a reroll of an enemy hit; the leader, the new roll */
            pontiac_note (c, "11.8", _("%s rerolls a hit: %d"), pontiac_piece_name (c, l), r);
          }
        B->stage++;
      }
      break;
    case A_NO_REROLL:
      B->stage++;
      break;
    case A_NO_ARMS:
      B->arms_asked = 1;
      break;
    default:
      break;
    }
}

/* The FP `side` counts in the battle: as a round and 11.3's odds count
 * them, or as an ambusher (11.2).  For a refusal's words. */
int
pontiac_battle_side_fp (const PontiacCtx *c, int side, gboolean ambusher)
{
  return ambusher ? battle_fp_full (c, side, TRUE) : battle_fp (c, side);
}
