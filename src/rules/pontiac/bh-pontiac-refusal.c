/* bh-pontiac-refusal.c — why Pontiac's War refuses an action the pending
 * decision does not list (the rules' explain_refusal hook): the condition
 * that failed and its rule number (RULES-DONE 5).
 *
 * The actions a player most often tries and is refused: forming a force,
 * picking up or dropping pieces (movable in bh-pontiac-move.c), its
 * steps by trail, sea and dock and an attack where it stands
 * (pontiac_list_move, may_enter, may_attack_here),
 * an ambush (may_ambush in bh-pontiac-combat.c, pontiac_list_pass_ambush),
 * a retreat and its roll (may_try_retreat, retreat_allowed), a rally
 * (can_rally in bh-pontiac-sequence.c), a card or mulligan (the D_CARD
 * list), a captives' escort (list_choices in bh-pontiac-escort.c) and a
 * set-up (pontiac_setup_failed_term).  Each test mirrors a condition of
 * those lists; any that holds is a true reason.  Where none is found the
 * engine names the kind's rule. */
#include "config.h"

#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"
#include "bh-pontiac-refusal.h"

#define B (&c->x->battle)

static const char *
nation_name (const PontiacCtx *c, int nation)
{
  return bh_game_data_get_nation (c->self->data, nation)->name;
}

/* A structure of the other side a force leaves at +1 MP (10.1, 10.2). */
static gboolean
enemy_structure (const PontiacCtx *c, int space, int side)
{
  if (side == SIDE_NATIONS)
    return pontiac_fort_standing (c, space) || pontiac_settlement_standing (c, space);
  return pontiac_village_standing (c, space);
}

/* 18.2: a nation of the moving force under a black or red cube; -1 none. */
static int
defensive_nation (const PontiacCtx *c)
{
  const PontiacMove *m = &c->x->move;

  if (!m->active || m->side != SIDE_NATIONS)
    return -1;
  FOR_PIECES_AT (c, m->here, p)
    if ((c->pc[p].flags & F_FORCE) && c->d->pieces[p].nation != PONTIAC_NONE
        && c->x->activation[c->d->pieces[p].nation] != CUBE_WHITE)
      return c->d->pieces[p].nation;
  return -1;
}

static gboolean
force_has (const PontiacCtx *c, int klass)
{
  FOR_PIECES_AT (c, c->x->move.here, p)
    if ((c->pc[p].flags & F_FORCE) && c->d->pieces[p].klass == klass)
      return TRUE;
  return FALSE;
}

/* movable() in bh-pontiac-move.c: why piece `p` of the deciding side may
 * not start or join a move (10.0), or NULL. */
static char *
why_not_movable (const PontiacCtx *c, int p, const char **rule)
{
  const PontiacPieceInfo *pi = &c->d->pieces[p];
  int loc = c->pc[p].location;

  *rule = "10.0";
  if (c->pc[p].flags & (F_MOVED | F_FORCE))
    /* Translators: Pontiac's War: a space */
    return g_strdup_printf (_("the pieces in %s have moved this phase"), pontiac_loc_name (c, loc));
  if ((c->pc[p].flags & F_INSIDE) && pontiac_besieged (c, loc))
    {
      *rule = "11.11";
      /* Translators: Pontiac's War: a fort */
      return g_strdup_printf (_("the garrison of %s is besieged and does not leave its fort"),
                              pontiac_loc_name (c, loc));
    }
  if (pi->side == SIDE_NATIONS && pi->nation != PONTIAC_NONE && c->x->activation[pi->nation] == CUBE_RED)
    {
      *rule = "18.2";
      /* Translators: Pontiac's War: a nation, e.g. "Seneca" */
      return g_strdup_printf (_("the %s hold a red cube and do not move"), nation_name (c, pi->nation));
    }
  if (pontiac_escort_guard (c, p))
    {
      *rule = "12.0";
      /* Translators: Pontiac's War: a unit */
      return g_strdup_printf (_("%s escorts captives and walks with them, not with a force"),
                              pontiac_piece_name (c, p));
    }
  if (pi->klass == PC_FRENCH_MILITIA)
    {
      *rule = "6.2";
      return g_strdup (_("the French Militia never leave Fort Detroit"));
    }
  return NULL;
}

/* A_FORM (10.0): why no piece of `loc` may start a move. */
static char *
why_not_form (const PontiacCtx *c, int loc, const char **rule)
{
  int side = c->st->pending.side;
  char *reason = NULL;
  gboolean mine = FALSE;

  if (!pontiac_is_space (c, loc))
    return NULL;
  FOR_PIECES_AT (c, loc, p)
    if (pontiac_side_of (c, p) == side && pontiac_is_military (c, p))
      {
        mine = TRUE;
        if (reason == NULL)
          reason = why_not_movable (c, p, rule);
      }
  if (mine)
    return reason;
  *rule = "10.0";
  /* Translators: Pontiac's War: a space */
  return g_strdup_printf (_("%s holds none of your pieces"), pontiac_loc_name (c, loc));
}

/* A_DROP, A_PICKUP (pontiac_list_move): a piece of the force dropped
 * while another stays; a piece standing where the force is picked up. */
static char *
why_not_drop_pickup (const PontiacCtx *c, int p, gboolean drop, const char **rule)
{
  const PontiacMove *m = &c->x->move;
  const char *name = pontiac_piece_name (c, p);
  int n_force = 0;

  if (pontiac_side_of (c, p) != m->side || !pontiac_is_military (c, p))
    return NULL;
  if (drop && pontiac_must_attack_whole (c, m->side) && (c->pc[p].flags & F_FORCE))
    {
      *rule = "20.0";
      return g_strdup (_("the whole force, with all its supply, must attack this turn"));
    }
  *rule = "10.0";
  if (pontiac_enemy_at (c, m->here, m->side))
    /* Translators: Pontiac's War: a space */
    return g_strdup_printf (_("the force is among the enemy in %s"), pontiac_loc_name (c, m->here));
  if (c->pc[p].location != m->here)
    /* Translators: Pontiac's War: a piece, then the force's space */
    return g_strdup_printf (_("%s is not in %s with the force"), name, pontiac_loc_name (c, m->here));
  if (!drop && (c->pc[p].flags & F_FORCE))
    /* Translators: Pontiac's War: a piece */
    return g_strdup_printf (_("%s is already in the force"), name);
  if (!drop)
    {
      char *reason = why_not_movable (c, p, rule);

      /* pontiac_list_move: no pick-up before the force's first step. */
      if (reason == NULL && m->prev < 0)
        /* Translators: Pontiac's War: a piece, then the force's space */
        reason = g_strdup_printf (_("%s was dropped off before the force left %s: it may move later as a force "
                                    "of its own"), name, pontiac_loc_name (c, m->here));
      return reason;
    }
  FOR_PIECES_AT (c, m->here, q)
    n_force += (c->pc[q].flags & F_FORCE) != 0;
  if (!(c->pc[p].flags & F_FORCE))
    /* Translators: Pontiac's War: a piece */
    return g_strdup_printf (_("%s is not in the force"), name);
  if (n_force <= 1)
    /* Translators: Pontiac's War: a piece */
    return g_strdup_printf (_("%s is the force's last piece: stop instead"), name);
  return NULL;
}

/* 10.2: what a dock transport carries, each supply or gun 1 FP. */
static int
dock_load (const PontiacCtx *c)
{
  int fp = 0, here = c->x->move.here, i = c->d->spaces[here].dock_index;

  FOR_PIECES_AT (c, here, p)
    if (c->pc[p].flags & F_FORCE)
      {
        int k = c->d->pieces[p].klass;

        fp += pontiac_is_unit (c, p) ? c->d->pieces[p].printed_fp : (k == PC_SUPPLY || k == PC_ARTILLERY) ? 1 : 0;
      }
  return fp + ((c->x->opts & OPT_DOCK_PER_PHASE) && i > 0 ? c->x->dock_shipped[i] : 0);
}

/* A British force from one dock to another (10.2, 10.3). */
static char *
why_not_dock (const PontiacCtx *c, int to, const char **rule)
{
  int here = c->x->move.here, load = dock_load (c);
  const char *there = pontiac_loc_name (c, to);

  *rule = "10.2";
  if (!pontiac_fort_standing (c, here) && here != c->d->niagara)
    /* Translators: Pontiac's War: a space */
    return g_strdup_printf (_("%s has no standing fort, and ships sail only between standing lake forts"),
                            pontiac_loc_name (c, here));
  if (!pontiac_fort_standing (c, to) && to != c->d->niagara)
    return g_strdup_printf (_("%s has no standing fort, and ships sail only between standing lake forts"), there);
  if (pontiac_enemy_at (c, here, SIDE_BRITISH))
    /* Translators: Pontiac's War: a space */
    return g_strdup_printf (_("the force is among the enemy in %s"), pontiac_loc_name (c, here));
  if (load > c->d->dock_capacity)
    /* Translators: Pontiac's War: the most a dock ships, then the force's FP */
    return g_strdup_printf (_("a dock ships at most %d FP, and this force counts %d"), c->d->dock_capacity, load);
  if ((here == c->d->niagara || to == c->d->niagara) && c->d->devils_hole >= 0
      && pontiac_has_military (c, c->d->devils_hole, SIDE_NATIONS))
    /* Translators: Pontiac's War: the Portage space (Devil's Hole) */
    return g_strdup_printf (_("the Nations hold %s, and no ship sails to or from Fort Niagara"),
                            pontiac_loc_name (c, c->d->devils_hole));
  if (pontiac_has_military (c, to, SIDE_NATIONS) && !pontiac_besieged (c, to))
    {
      *rule = "10.3";
      /* Translators: Pontiac's War: a fort */
      return g_strdup_printf (_("the Nations stand at %s, and ships land only in a besieged fort"), there);
    }
  return NULL;
}

/* A_MOVE (pontiac_list_move, may_enter): a step of 1 MP (and 1 more
 * leaving an enemy structure) to a space next to it, or by water. */
static char *
why_not_move (const PontiacCtx *c, int to, const char **rule)
{
  const PontiacMove *m = &c->x->move;
  const PontiacSpaceInfo *si;
  const char *there;
  int leave, nation;

  if (!pontiac_is_space (c, to))
    return NULL;
  si = &c->d->spaces[to];
  there = pontiac_loc_name (c, to);
  if (!pontiac_adjacent (c, m->here, to))
    {
      if (m->side == SIDE_BRITISH && c->d->spaces[m->here].dock && si->dock)
        return why_not_dock (c, to, rule);
      *rule = "10.0";
      /* Translators: Pontiac's War: two spaces */
      return g_strdup_printf (_("%s is not next to %s"), there, pontiac_loc_name (c, m->here));
    }
  if (m->side == SIDE_BRITISH && force_has (c, PC_SHIP))
    {
      *rule = "10.2";
      return g_strdup (_("a force with a ship moves only by water, between docks"));
    }
  leave = m->prev >= 0 && enemy_structure (c, m->here, m->side) && !pontiac_enemy_at (c, m->here, m->side)
          ? c->d->pass_cost : 0;
  if (m->mp_left < 1 + leave)
    {
      *rule = leave > 0 ? (m->side == SIDE_NATIONS ? "10.1" : "10.2") : "10.0";
      if (leave > 0)
        /* Translators: Pontiac's War: a space, the MP a step out of it costs, the MP left */
        return g_strdup_printf (ngettext ("leaving %s, held by the other side, costs %d MP, and the force has %d left",
                                          "leaving %s, held by the other side, costs %d MP, and the force has %d left",
                                          1 + leave),
                                pontiac_loc_name (c, m->here), 1 + leave, m->mp_left);
      return g_strdup (_("the force has no movement points left"));
    }
  if (m->side == SIDE_BRITISH)
    return NULL;
  if (!si->attackable || si->french_fort || si->kind == SK_CITY)
    {
      *rule = "11.12";
      /* Translators: Pontiac's War: Fort Niagara, Philadelphia or Fort de Chartres */
      return g_strdup_printf (_("the Nations never enter %s"), there);
    }
  if (c->sc->no_forts_settlements && enemy_structure (c, to, m->side))
    {
      *rule = "20.0";
      /* Translators: Pontiac's War: a fort or settlement */
      return g_strdup_printf (_("in this scenario the Nations attack no fort or settlement, and %s is one"), there);
    }
  if ((nation = defensive_nation (c)) >= 0 && pontiac_enemy_at (c, to, m->side))
    {
      *rule = "18.2";
      /* Translators: Pontiac's War: a nation, then a space */
      return g_strdup_printf (_("the %s fight only in defence (black or red cube), and the British hold %s"),
                              nation_name (c, nation), there);
    }
  return NULL;
}

/* A_ATTACK where the force stands (may_attack_here, 11.11). */
static char *
why_not_attack_here (const PontiacCtx *c, const char **rule)
{
  const PontiacMove *m = &c->x->move;
  const char *here = pontiac_loc_name (c, m->here);
  int nation, fp = pontiac_force_fp (c);

  *rule = "11.11";
  if (pontiac_enemy_at (c, m->here, m->side))
    return NULL;
  if (m->side != SIDE_NATIONS)
    return g_strdup (_("the British attack by moving into the enemy's space"));
  if (c->sc->no_forts_settlements)
    {
      *rule = "20.0";
      return g_strdup (_("in this scenario the Nations attack no fort or settlement"));
    }
  if ((nation = defensive_nation (c)) >= 0)
    {
      *rule = "18.2";
      /* Translators: Pontiac's War: a nation */
      return g_strdup_printf (_("the %s fight only in defence (black or red cube)"), nation_name (c, nation));
    }
  if (pontiac_settlement_standing (c, m->here) && !pontiac_has_military (c, m->here, SIDE_BRITISH))
    /* Translators: Pontiac's War: the FP needed, then the force's FP */
    return g_strdup_printf (ngettext ("a settlement is attacked by a force of at least %d FP, and this one has %d",
                                      "a settlement is attacked by a force of at least %d FP, and this one has %d",
                                      c->d->settlement_raze_fp),
                            c->d->settlement_raze_fp, fp);
  if (pontiac_fort_standing (c, m->here) && c->d->spaces[m->here].attackable)
    /* Translators: Pontiac's War: a fort */
    return g_strdup_printf (_("%s has a garrison and is not besieged: the force attacks a fort it stands in only "
                              "when the fort is empty or besieged"), here);
  /* Translators: Pontiac's War: a space */
  return g_strdup_printf (_("%s has no British fort or settlement to attack"), here);
}

/* A_AMBUSH (11.2; with an Arms Point, 11.5): before a battle (D_DEFEND,
 * may_ambush) or on a force moving through (D_PASS_AMBUSH). */
static char *
why_not_ambush (const PontiacCtx *c, int arms, const char **rule)
{
  int side = c->st->pending.side, amb, target;

  if (arms < 0 || arms > 1)
    return NULL;
  if (c->st->pending.kind == D_DEFEND)
    {
      *rule = "11.2";
      if (B->from < 0)
        return g_strdup (_("the attackers did not move in, and only a force entering a space is ambushed"));
      if (B->kind == BK_SETTLEMENT)
        return g_strdup (_("a settlement's defenders do not ambush"));
      /* Not on a siege alone: besiegers a British force marches in on may
       * ambush it (pontiac-b's mend of may_ambush, recheck7 E1). */
      if (B->naval != NV_OPTIONS && pontiac_garrison_inside (c))
        return g_strdup (_("a garrison inside its fort does not ambush"));
      amb = pontiac_battle_side_fp (c, side, TRUE);
      target = pontiac_battle_side_fp (c, B->att_side, FALSE);
      if (amb <= 0 || 2 * amb < target)
        /* Translators: Pontiac's War: the ambushers' FP, then the attackers' */
        return g_strdup_printf (_("an ambush needs at least half the attackers' FP, and %d FP is less than half "
                                  "of %d"), amb, target);
      if (side == SIDE_BRITISH && !pontiac_battle_present (c, side, SP_ROGERS, 0) && !pontiac_battle_present (c, side, 0, PC_ALLIES))
        return g_strdup (_("the British ambush only with Rogers or Indian Allies"));
    }
  if (arms == 1)
    {
      *rule = "11.5";
      if (side == SIDE_BRITISH)
        return g_strdup (_("only the Nations spend Arms Points"));
      if (c->mk[c->d->m_arms] <= 0)
        return g_strdup (_("the Nations have no Arms Point left"));
    }
  return NULL;
}

/* A_RETREAT_ROLL (may_try_retreat, 11.3). */
static char *
why_not_try_retreat (const PontiacCtx *c, const char **rule)
{
  int side = c->st->pending.side;

  if (B->no_try & (1 << side))
    {
      *rule = "11.4";
      return g_strdup (_("a card played in this battle forbids the retreat"));
    }
  if (side == SIDE_NATIONS)
    return NULL;
  if (pontiac_garrison_inside (c))
    {
      *rule = "11.11";
      return g_strdup (_("a garrison inside its fort does not retreat"));
    }
  *rule = "11.3";
  /* Translators: Pontiac's War: the odds (2), then the Nations' and the British FP */
  return g_strdup_printf (_("the British try to retreat only with Rogers or Indian Allies, or with Johnson, or when "
                            "the Nations have more than %d times their FP, and it is %d FP against %d"),
                          c->d->british_retreat_odds, pontiac_battle_side_fp (c, SIDE_NATIONS, FALSE),
                          pontiac_battle_side_fp (c, SIDE_BRITISH, FALSE));
}

/* A_RETREAT (retreat_allowed, 11.3): a free space next to the battle; the
 * British toward the nearest standing fort. */
static char *
why_not_retreat (const PontiacCtx *c, int to, const char **rule)
{
  const PontiacRetreat *r = &c->x->retreat;
  const PontiacSpaceInfo *si;
  const char *there;

  if (!pontiac_is_space (c, to))
    return NULL;
  si = &c->d->spaces[to];
  there = pontiac_loc_name (c, to);
  *rule = "11.3";
  if (pontiac_has_military (c, to, 1 - r->side))
    /* Translators: Pontiac's War: a space */
    return g_strdup_printf (_("%s holds enemy pieces, and a force retreats into a free space"), there);
  if (r->side == SIDE_NATIONS && (!si->attackable || si->french_fort || si->kind == SK_CITY
                                  || pontiac_fort_standing (c, to) || pontiac_settlement_standing (c, to)))
    /* Translators: Pontiac's War: a space */
    return g_strdup_printf (_("the Nations retreat into no fort, settlement or city, and %s is one"), there);
  if (r->side == SIDE_BRITISH && pontiac_village_standing (c, to))
    /* Translators: Pontiac's War: a village */
    return g_strdup_printf (_("the British retreat into no Indian village, and %s is one"), there);
  if (!pontiac_adjacent (c, r->from, to))
    /* Translators: Pontiac's War: two spaces */
    return g_strdup_printf (_("%s is not next to %s"), there, pontiac_loc_name (c, r->from));
  if (r->side == SIDE_BRITISH)
    /* Translators: Pontiac's War: a space */
    return g_strdup_printf (_("the British retreat toward the nearest standing fort or Philadelphia, and %s does not "
                              "lead there"), there);
  return NULL;
}

/* A_RALLY (can_rally, 16.2). */
static char *
why_not_rally (const PontiacCtx *c, int p, const char **rule)
{
  const char *name = pontiac_piece_name (c, p);

  if (pontiac_side_of (c, p) != c->st->pending.side)
    return NULL;
  *rule = "16.2";
  if (!pontiac_is_space (c, c->pc[p].location))
    /* Translators: Pontiac's War: a piece */
    return g_strdup_printf (_("%s is not on the map"), name);
  if (!pontiac_is_unit (c, p))
    /* Translators: Pontiac's War: a piece */
    return g_strdup_printf (_("%s is not a combat unit: only disrupted units roll to rally"), name);
  if (pontiac_healthy (c, p))
    /* Translators: Pontiac's War: a unit */
    return g_strdup_printf (_("%s is not disrupted"), name);
  if (c->pc[p].flags & F_RALLIED)
    /* Translators: Pontiac's War: a unit */
    return g_strdup_printf (_("%s has already rolled to rally this phase"), name);
  return NULL;
}

/* A_PLAY, A_MULLIGAN (the D_CARD list): a card of one's hand; a mulligan
 * only where the scenario plays them, never an OH NO! card (7.0). */
static char *
why_not_card (const PontiacCtx *c, int card, gboolean mulligan, const char **rule)
{
  int side = c->st->pending.side;
  const char *name = pontiac_piece_name (c, card);

  if (c->d->pieces[card].klass != PC_CARD)
    return NULL;
  *rule = mulligan ? "7.0" : "11.4";
  if (c->pc[card].location != c->d->box_hand[side])
    /* Translators: Pontiac's War: a card */
    return g_strdup_printf (_("%s is not in your hand"), name);
  if (mulligan && !c->sc->mulligans)
    return g_strdup (_("this scenario plays no mulligans"));
  if (mulligan && c->d->pieces[card].oh_no != 0)
    /* Translators: Pontiac's War: a card */
    return g_strdup_printf (_("%s is an OH NO! card, and an OH NO! card is never a mulligan"), name);
  return NULL;
}

/* A_ESCORT (12.0, list_choices in bh-pontiac-escort.c): the Nations' guard
 * is a band of a captor nation walking to a standing village of its
 * nation the British do not hold; the British's a healthy unit. */
static char *
why_not_escort (const PontiacCtx *c, int p, int to, const char **rule)
{
  const PontiacEscort *e = NULL;
  const char *name = pontiac_piece_name (c, p);
  int n = c->d->pieces[p].nation;

  for (int i = 0; i < PONTIAC_ESCORTS_MAX && e == NULL; i++)
    if (c->x->escort[i].stage == ES_CHOOSE)
      e = &c->x->escort[i];
  if (e == NULL || pontiac_side_of (c, p) != e->side || !pontiac_is_space (c, to))
    return NULL;
  *rule = "12.0";
  if (c->pc[p].location != e->space)
    /* Translators: Pontiac's War: a piece, then the space of the captives */
    return g_strdup_printf (_("%s is not with the captives in %s"), name, pontiac_loc_name (c, e->space));
  if (e->side == SIDE_BRITISH)
    {
      if (!pontiac_is_unit (c, p) || !pontiac_healthy (c, p))
        /* Translators: Pontiac's War: a piece */
        return g_strdup_printf (_("only a healthy unit escorts captives, and %s is not one"), name);
      return NULL;
    }
  if (c->d->pieces[p].klass != PC_BAND)
    /* Translators: Pontiac's War: a piece */
    return g_strdup_printf (_("only a warrior band escorts captives, and %s is not one"), name);
  if (n == PONTIAC_NONE || !(e->nations & (1u << n)))
    /* Translators: Pontiac's War: a band */
    return g_strdup_printf (_("the captives go to their captors' nation, and %s is not of it"), name);
  if (c->d->spaces[to].kind != SK_VILLAGE || c->d->spaces[to].nation != n || !pontiac_village_standing (c, to))
    /* Translators: Pontiac's War: a space, then a nation */
    return g_strdup_printf (_("%s is not a standing %s village"), pontiac_loc_name (c, to), nation_name (c, n));
  if (pontiac_has_military (c, to, SIDE_BRITISH))
    /* Translators: Pontiac's War: a village */
    return g_strdup_printf (_("the British hold %s"), pontiac_loc_name (c, to));
  return NULL;
}

/* A space a zone term names, moved by a reading's option as the set-up
 * moves it (PontiacScenarioInfo.moves). */
static int
zone_space (const PontiacCtx *c, const char *id)
{
  int s = id != NULL ? bh_game_data_find_space (c->self->data, id) : -1;

  for (guint i = 0; s >= 0 && i < c->sc->moves->len; i++)
    {
      const PontiacOptionMove *m = &g_array_index (c->sc->moves, PontiacOptionMove, i);

      if (m->from == s && bh_state_option (c->st, m->option))
        return m->to;
    }
  return s;
}

/* One term of a set-up zone in words (the terms: bh-pontiac-setup.c). */
static char *
term_words (const PontiacCtx *c, int piece, char **f, const GPtrArray *terms)
{
  const char *name = f[0], *arg = f[1], *arg2 = arg != NULL ? f[2] : NULL;
  int n = arg != NULL ? atoi (arg) : 0, space = zone_space (c, arg);
  int nation = c->d->pieces[piece].nation, near = -1;

  for (guint i = 0; i < terms->len; i++)
    if (g_str_equal (((char **) g_ptr_array_index (terms, i))[0], "next-to"))
      near = zone_space (c, ((char **) g_ptr_array_index (terms, i))[1]);
  if (g_str_equal (name, "e-space"))
    return g_strdup (_("one of the numbered E spaces"));
  if (g_str_equal (name, "next-to") && space >= 0)
    /* Translators: Pontiac's War: a set-up zone's place; a space */
    return g_strdup_printf (_("a space next to %s"), pontiac_loc_name (c, space));
  if (g_str_equal (name, "own-village") && nation != PONTIAC_NONE)
    /* Translators: Pontiac's War: a set-up zone's place; a nation */
    return g_strdup_printf (_("one of the %s villages"), nation_name (c, nation));
  if (g_str_equal (name, "village-of") && arg != NULL && bh_game_data_find_nation (c->self->data, arg) >= 0)
    return g_strdup_printf (_("one of the %s villages"), nation_name (c, bh_game_data_find_nation (c->self->data, arg)));
  if (g_str_equal (name, "any-village"))
    return g_strdup (_("any village"));
  if (g_str_equal (name, "village-fp"))
    /* Translators: Pontiac's War: a set-up zone's condition */
    return g_strdup_printf (_("at most %d FP of bands in a village"), n);
  if (g_str_equal (name, "near-fp") && near >= 0 && nation != PONTIAC_NONE)
    /* Translators: Pontiac's War: a set-up zone's condition; the FP, a nation, a space */
    return g_strdup_printf (_("at most %d FP of %s bands next to %s"), n, nation_name (c, nation),
                            pontiac_loc_name (c, near));
  if (g_str_equal (name, "near-sachems") && near >= 0 && nation != PONTIAC_NONE)
    /* Translators: Pontiac's War: a set-up zone's condition; a count, a nation, a space */
    return g_strdup_printf (ngettext ("at most %d %s sachem next to %s", "at most %d %s sachems next to %s", n), n,
                            nation_name (c, nation), pontiac_loc_name (c, near));
  if (g_str_equal (name, "all-e-spaces"))
    return g_strdup (_("the units left must still occupy all five numbered E spaces"));
  if (g_str_equal (name, "within") && space >= 0 && arg2 != NULL)
    /* Translators: Pontiac's War: a set-up zone's condition; a count, a space */
    return g_strdup_printf (ngettext ("within %d space of %s", "within %d spaces of %s", atoi (arg2)), atoi (arg2),
                            pontiac_loc_name (c, space));
  if (g_str_equal (name, "west-of") && space >= 0)
    return g_strdup_printf (_("west of %s"), pontiac_loc_name (c, space));
  if (g_str_equal (name, "south-of") && space >= 0)
    return g_strdup_printf (_("south of %s"), pontiac_loc_name (c, space));
  if (g_str_equal (name, "together"))
    return g_strdup (_("with the pieces of its line already set up"));
  return NULL;
}

/* The zone's places, "one of the Ottawa villages or a space next to Fort Detroit". */
static char *
zone_places (const PontiacCtx *c, int piece, const GPtrArray *terms)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < terms->len; i++)
    {
      g_autofree char *words = NULL;
      char **f = g_ptr_array_index (terms, i);

      if (!g_str_equal (f[0], "e-space") && !g_str_equal (f[0], "next-to") && !g_str_equal (f[0], "own-village")
          && !g_str_equal (f[0], "village-of") && !g_str_equal (f[0], "any-village"))
        continue;
      if ((words = term_words (c, piece, f, terms)) == NULL)
        continue;
      if (out->len > 0)
        /* Translators: Pontiac's War: between two places of a set-up zone */
        g_string_append (out, _(" or "));
      g_string_append (out, words);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The rule of the set-up asked now: its line's, else the scenario's
 * (a reconstructed line has no number). */
static const char *
setup_rule (const PontiacCtx *c)
{
  const char *rule = pontiac_setup_rule (c, c->st->pending.args[0]);
  const char *whole = bh_game_data_get_scenario (c->self->data, c->x->scenario)->prov.source;

  if (g_ascii_isdigit (rule[0]))
    return rule;
  return whole != NULL && g_ascii_isdigit (whole[0]) ? whole : "21.1";
}

/* A_SETUP (20.0, 21.x): the piece named, then its zone's failed term. */
static char *
why_not_setup (const PontiacCtx *c, int piece, int s, const char **rule)
{
  const GPtrArray *terms;
  const char *name = pontiac_piece_name (c, piece), *there;
  int failed;

  *rule = setup_rule (c);
  if (piece != c->st->pending.args[0])
    /* Translators: Pontiac's War: the piece whose place is asked now */
    return g_strdup_printf (_("the pieces set up one by one in the scenario's order, and %s is next"),
                            pontiac_piece_name (c, c->st->pending.args[0]));
  if (!pontiac_is_space (c, s))
    return NULL;
  there = pontiac_loc_name (c, s);
  failed = pontiac_setup_failed_term (c, piece, s, &terms);
  if (failed == -2)
    /* Translators: Pontiac's War: a set-up refused; the piece, the space */
    return g_strdup_printf (_("%s may not set up in %s, which the other side holds"), name, there);
  if (failed == -1)
    {
      g_autofree char *places = zone_places (c, piece, terms);

      /* Translators: Pontiac's War: a set-up refused; the piece, the space, its zone's places */
      return g_strdup_printf (_("%s may not set up in %s: it sets up in %s"), name, there, places);
    }
  if (failed >= 0)
    {
      g_autofree char *words = term_words (c, piece, g_ptr_array_index (terms, failed), terms);
      g_autofree char *places = zone_places (c, piece, terms);

      if (words == NULL)
        return NULL;
      /* Translators: Pontiac's War: a set-up refused; the piece, the space, the condition it breaks, its zone's places */
      return g_strdup_printf (_("%s may not set up in %s: %s (it sets up in %s)"), name, there, words, places);
    }
  return NULL;
}

/* 20.0 C, D: the side must attack this turn (bh-pontiac-move.c). */
static char *
why_not_done (const PontiacCtx *c, const char **rule)
{
  if (!pontiac_must_attack (c, c->st->pending.side))
    return NULL;
  *rule = "20.0";
  /* Translators: Pontiac's War, scenarios C and D: a side (Nations, British) */
  return g_strdup_printf (_("the %s must attack this turn, and still have pieces to attack with"),
                          pontiac_side_name (c, c->st->pending.side));
}

/* A stop, a step elsewhere (`to`, or -1) or a pass-through (`entering`)
 * while the force must attack (20.0 C, D). */
static char *
why_not_step_away (const PontiacCtx *c, int to, gboolean entering, const char **rule)
{
  gboolean must = entering ? pontiac_must_attack (c, c->x->move.side) : pontiac_force_must_attack (c);

  if (!must || (to >= 0 && pontiac_enemy_at (c, to, c->x->move.side)))
    return NULL;
  *rule = "20.0";
  return g_strdup (_("the force must attack the enemy within its reach this turn"));
}

char *
pontiac_explain_refusal (BhRules *rules, const BhState *state, const BhAction *action, const char **rule)
{
  int pending = state->pending.kind;
  BhState *copy;
  PontiacCtx c;
  char *reason = NULL;

  if (state->pending.side < 0)
    return NULL;
  copy = bh_state_copy (state);
  pontiac_ctx_init (&c, BH_PONTIAC_RULES (rules), copy);
  /* Only for the decision the action belongs to: else the engine names
   * the decision pending. */
  switch (action->kind)
    {
    case A_FORM:
      if (pending == D_OPS)
        reason = why_not_form (&c, action->args[0], rule);
      break;
    case A_DONE:
      if (pending == D_OPS)
        reason = why_not_done (&c, rule);
      break;
    case A_STOP:
      if (pending == D_MOVE && c.x->move.active)
        reason = why_not_step_away (&c, -1, FALSE, rule);
      break;
    case A_PASS_THROUGH:
      if (pending == D_ENTER)
        reason = why_not_step_away (&c, -1, TRUE, rule);
      break;
    case A_MOVE:
      if (pending == D_MOVE && c.x->move.active)
        reason = why_not_move (&c, action->args[0], rule);
      if (reason == NULL && pending == D_MOVE && c.x->move.active)
        reason = why_not_step_away (&c, action->args[0], FALSE, rule);
      break;
    case A_DROP:
    case A_PICKUP:
      if (pending == D_MOVE && c.x->move.active)
        reason = why_not_drop_pickup (&c, action->args[0], action->kind == A_DROP, rule);
      break;
    case A_ATTACK:
      if (pending == D_MOVE && c.x->move.active)
        reason = why_not_attack_here (&c, rule);
      break;
    case A_AMBUSH:
      if (pending == D_DEFEND || pending == D_PASS_AMBUSH)
        reason = why_not_ambush (&c, action->args[0], rule);
      break;
    case A_RETREAT_ROLL:
      if (pending == D_DEFEND || pending == D_ROUND_END)
        reason = why_not_try_retreat (&c, rule);
      break;
    case A_RETREAT:
      if (pending == D_RETREAT && c.x->retreat.active)
        reason = why_not_retreat (&c, action->args[0], rule);
      break;
    case A_RALLY:
      if (pending == D_RALLY)
        reason = why_not_rally (&c, action->args[0], rule);
      break;
    case A_PLAY:
    case A_MULLIGAN:
      if (pending == D_CARD)
        reason = why_not_card (&c, action->args[0], action->kind == A_MULLIGAN, rule);
      break;
    case A_ESCORT:
      if (pending == D_ESCORT)
        reason = why_not_escort (&c, action->args[0], action->args[1], rule);
      break;
    case A_SETUP:
      if (pending == D_SETUP)
        reason = why_not_setup (&c, action->args[0], action->args[1], rule);
      break;
    default:
      break;
    }
  bh_state_free (copy);
  return reason;
}
