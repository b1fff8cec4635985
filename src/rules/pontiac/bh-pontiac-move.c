/* bh-pontiac-move.c — movement (10.0): forming a force, moving it along
 * trails with 10 (Nations) or 8 (British) movement points, picking up and
 * dropping off, passing through a weaker enemy at +1 MP (10.1, 10.2), sea
 * transport between Philadelphia and Fort Niagara (10.2), declaring an
 * attack (11.1 step 1), and razing villages by occupation (11.11). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"

/* A piece of `side` that may start or join a move (10.0). */
static gboolean
movable (const PontiacCtx *c, int p, int side)
{
  const PontiacPieceInfo *pi = &c->d->pieces[p];
  int loc = c->pc[p].location;

  if (pontiac_side_of (c, p) != side || !pontiac_is_military (c, p) || !pontiac_is_space (c, loc))
    return FALSE;
  if (c->pc[p].flags & (F_MOVED | F_FORCE))
    return FALSE;
  /* 12.0: an escort walks with its captives, not with a force. */
  if (pontiac_escort_guard (c, p))
    return FALSE;
  /* Trapped under a Siege marker (11.11). */
  if ((c->pc[p].flags & F_INSIDE) && pontiac_besieged (c, loc))
    return FALSE;
  /* 18.2: a nation with a red cube does not move. */
  if (pi->side == SIDE_NATIONS && pi->nation != PONTIAC_NONE && c->x->activation[pi->nation] == CUBE_RED)
    return FALSE;
  /* French Militia never leave Fort Detroit (6.2); ships move only by
   * water between lake forts (10.2), with a force that goes by dock. */
  return pi->klass != PC_FRENCH_MILITIA;
}

/* Enemy pieces in `space` that a force of `side` must fight or pass: all
 * of the other side's military, except a garrison shut in a besieged fort,
 * which the besiegers may join without fighting. */
gboolean
pontiac_enemy_at (const PontiacCtx *c, int space, int side)
{
  /* In a view, a marker stands for its side's pooled stack (6.3). */
  if ((c->x->view_pooled >> (1 - side) & 1) && pontiac_offmap_marker_at (c, space, 1 - side) >= 0)
    return TRUE;
  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == 1 - side && pontiac_is_military (c, p)
        && !((c->pc[p].flags & F_INSIDE) && pontiac_besieged (c, space)))
      return TRUE;
  return FALSE;
}

static int
enemy_fp (const PontiacCtx *c, int space, int side)
{
  int fp = 0;

  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == 1 - side && !((c->pc[p].flags & F_INSIDE) && pontiac_besieged (c, space)))
      fp += pontiac_fp (c, p);
  return fp;
}

int
pontiac_force_fp (const PontiacCtx *c)
{
  return pontiac_stack_fp (c, c->x->move.here, c->x->move.side, F_FORCE);
}

/* A structure of the other side that a force only moves through at +1 MP
 * (10.1: British forts and settlements; 10.2: Indian villages). */
static gboolean
enemy_structure (const PontiacCtx *c, int space, int side)
{
  if (side == SIDE_NATIONS)
    return pontiac_fort_standing (c, space) || pontiac_settlement_standing (c, space);
  return pontiac_village_standing (c, space);
}

/* May a force of `side` enter `space` at all? */
/* 18.2: the force on the move includes a nation allowed only defensive
 * combat (a black or red cube). */
static gboolean
defensive_only (const PontiacCtx *c)
{
  const PontiacMove *m = &c->x->move;

  if (!m->active || m->side != SIDE_NATIONS)
    return FALSE;
  FOR_PIECES_AT (c, m->here, p)
    if ((c->pc[p].flags & F_FORCE) && c->d->pieces[p].nation != PONTIAC_NONE
        && c->x->activation[c->d->pieces[p].nation] != CUBE_WHITE)
      return TRUE;
  return FALSE;
}

static gboolean
may_enter (const PontiacCtx *c, int space, int side)
{
  const PontiacSpaceInfo *si = &c->d->spaces[space];

  if (side == SIDE_BRITISH)
    return !si->french_fort || TRUE;
  /* Niagara and Philadelphia cannot be attacked, de Chartres shelters no
   * Nations FP (11.12, digest 8.42): the Nations never enter them. */
  if (!si->attackable || si->french_fort || si->kind == SK_CITY)
    return FALSE;
  /* 20.0 E: the Nations may not attack forts or settlements. */
  if (c->sc->no_forts_settlements && enemy_structure (c, space, side))
    return FALSE;
  /* 18.2: a force with a nation under a black or red cube does not seek
   * battle: it keeps out of spaces held by the British. */
  if (defensive_only (c) && pontiac_enemy_at (c, space, side))
    return FALSE;
  return TRUE;
}

static int
leave_cost (const PontiacCtx *c)
{
  const PontiacMove *m = &c->x->move;

  return m->prev >= 0 && enemy_structure (c, m->here, m->side) && !pontiac_enemy_at (c, m->here, m->side)
         ? c->d->pass_cost : 0;
}

/* 20.0 C, D: `side` must attack this turn ("must attack the Indian
 * force", "the Nations Player must attack") and has not yet begun a
 * battle in this movement phase. */
gboolean
pontiac_must_attack (const PontiacCtx *c, int side)
{
  return (c->sc->must_attack[side] >> c->st->turn & 1) && !(c->x->attacked >> side & 1);
}

/* 20.0 D's second turn: "this combined force (along with all the
 * remaining supply) must attack": while it must, it drops nothing.  The
 * pontiac_must_attack conjunct frees the side once it has attacked: a
 * second British force formed after the attack (the turn-3
 * reinforcements in Fort Niagara when the remains attacked from Devil's
 * Hole) may drop pieces (referee-pg2 P2-2; a random game reaches it). */
gboolean
pontiac_must_attack_whole (const PontiacCtx *c, int side)
{
  return (c->sc->must_attack_whole[side] >> c->st->turn & 1) && pontiac_must_attack (c, side);
}

static gboolean
any_movable (const PontiacCtx *c, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (movable (c, p, side))
      return TRUE;
  return FALSE;
}

void
pontiac_list_ops (PontiacCtx *c)
{
  int side = c->st->pending.side;
  guint8 seen[PONTIAC_MAX_LOCATIONS] = { 0 };

  /* 20.0 C, D: the phase ends with an attack, unless no piece is left to make one. */
  if (!pontiac_must_attack (c, side) || !any_movable (c, side))
    pontiac_add_action (c, A_DONE, 0, 0, 0);
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (movable (c, p, side) && !seen[c->pc[p].location])
      {
        seen[c->pc[p].location] = 1;
        pontiac_add_action (c, A_FORM, 1, c->pc[p].location, 0);
      }
  if (side == SIDE_NATIONS)
    {
      pontiac_list_carries (c);
      pontiac_list_transfers (c);
    }
  pontiac_list_offmap (c);
}

static gboolean
other_naval (const PontiacCtx *c, int here, int *to)
{
  if (!c->d->spaces[here].naval)
    return FALSE;
  for (guint s = 0; s < c->d->n_spaces; s++)
    if ((int) s != here && c->d->spaces[s].naval)
      {
        *to = s;
        return TRUE;
      }
  return FALSE;
}

/* The attack a force may declare where it stands (11.11): an undefended
 * settlement with 4 FP, an empty fort, a besieged fort. */
static gboolean
may_attack_here (const PontiacCtx *c)
{
  const PontiacMove *m = &c->x->move;

  if (m->side != SIDE_NATIONS || c->sc->no_forts_settlements || defensive_only (c))
    return FALSE;
  if (pontiac_settlement_standing (c, m->here) && !pontiac_has_military (c, m->here, SIDE_BRITISH))
    return pontiac_force_fp (c) >= c->d->settlement_raze_fp;
  if (pontiac_fort_standing (c, m->here) && c->d->spaces[m->here].attackable)
    return !pontiac_has_units (c, m->here, SIDE_BRITISH) || pontiac_besieged (c, m->here);
  return FALSE;
}

/* 10.2: what a dock transport carries, each supply or gun 1 FP; ships
 * are the vessels. */
static int
dock_load (const PontiacCtx *c, int here)
{
  int fp = 0;

  FOR_PIECES_AT (c, here, p)
    if (c->pc[p].flags & F_FORCE)
      {
        int k = c->d->pieces[p].klass;

        fp += pontiac_is_unit (c, p) ? c->d->pieces[p].printed_fp : (k == PC_SUPPLY || k == PC_ARTILLERY) ? 1 : 0;
      }
  return fp;
}

/* The `dock-10-fp-per-phase` reading (digest 8.37): the FP already
 * shipped from the dock at `here` this phase count against its 10. */
static int
dock_shipped (const PontiacCtx *c, int here)
{
  int i = c->d->spaces[here].dock_index;

  return (c->x->opts & OPT_DOCK_PER_PHASE) && i > 0 ? c->x->dock_shipped[i] : 0;
}

static gboolean
force_has_ship (const PontiacCtx *c, int here)
{
  FOR_PIECES_AT (c, here, p)
    if ((c->pc[p].flags & F_FORCE) && c->d->pieces[p].klass == PC_SHIP)
      return TRUE;
  return FALSE;
}

/* 10.2: between two Great Lakes forts with docks, at most 10 FP, movement
 * not counted; to or from Fort Niagara only while the Portage (Devil's
 * Hole) holds no Indian units; into a siege the Nations respond (10.3). */
static gboolean
dock_route (const PontiacCtx *c, int from, int to)
{
  if (from == to || !c->d->spaces[from].dock || !c->d->spaces[to].dock)
    return FALSE;
  if (!pontiac_fort_standing (c, from) && from != c->d->niagara)
    return FALSE;
  if (!pontiac_fort_standing (c, to) && to != c->d->niagara)
    return FALSE;
  /* 10.3: into a besieged fort, the Nations respond; not into Nations
   * standing elsewhere. */
  if (pontiac_has_military (c, to, SIDE_NATIONS) && !pontiac_besieged (c, to))
    return FALSE;
  if ((from == c->d->niagara || to == c->d->niagara) && c->d->devils_hole >= 0
      && pontiac_has_military (c, c->d->devils_hole, SIDE_NATIONS))
    return FALSE;
  return TRUE;
}

/* May the moving force step into `to`?  A force that must attack
 * (20.0 C, D) and has the enemy next to it may step only onto him. */
static gboolean
may_step (const PontiacCtx *c, int to, gboolean must)
{
  return may_enter (c, to, c->x->move.side) && (!must || pontiac_enemy_at (c, to, c->x->move.side));
}

/* 20.0 C, D: the moving force must attack and can, here or next door. */
gboolean
pontiac_force_must_attack (const PontiacCtx *c)
{
  const PontiacMove *m = &c->x->move;

  if (!pontiac_must_attack (c, m->side))
    return FALSE;
  if (may_attack_here (c))
    return TRUE;
  if (m->mp_left < 1 + leave_cost (c) || (m->side == SIDE_BRITISH && force_has_ship (c, m->here)))
    return FALSE;
  for (guint i = c->d->spaces[m->here].adj_start; i < c->d->spaces[m->here].adj_start + c->d->spaces[m->here].adj_count; i++)
    if (may_step (c, c->d->adj[i], TRUE))
      return TRUE;
  return FALSE;
}

void
pontiac_list_move (PontiacCtx *c)
{
  const PontiacMove *m = &c->x->move;
  gboolean among_enemy = pontiac_enemy_at (c, m->here, m->side);
  gboolean must = pontiac_force_must_attack (c);
  int n_force = 0, to;

  FOR_PIECES_AT (c, m->here, p)
    n_force += (c->pc[p].flags & F_FORCE) != 0;
  if (!among_enemy && !must)
    pontiac_add_action (c, A_STOP, 0, 0, 0);
  if (m->mp_left >= 1 + leave_cost (c) && !(m->side == SIDE_BRITISH && force_has_ship (c, m->here)))
    for (guint i = c->d->spaces[m->here].adj_start; i < c->d->spaces[m->here].adj_start + c->d->spaces[m->here].adj_count; i++)
      if (may_step (c, c->d->adj[i], must))
        pontiac_add_action (c, A_MOVE, 1, c->d->adj[i], 0);
  if (must)
    ;                                   /* no water route away from the enemy */
  else if (m->side == SIDE_BRITISH && !among_enemy && !force_has_ship (c, m->here) && other_naval (c, m->here, &to))
    pontiac_add_action (c, A_MOVE, 1, to, 0);
  if (!must && m->side == SIDE_BRITISH && !among_enemy && dock_load (c, m->here) + dock_shipped (c, m->here) <= c->d->dock_capacity)
    for (guint s = 0; s < c->d->n_spaces; s++)
      if (dock_route (c, m->here, s))
        pontiac_add_action (c, A_MOVE, 1, s, 0);
  if (among_enemy)
    return;
  if (may_attack_here (c))
    pontiac_add_action (c, A_ATTACK, 0, 0, 0);
  FOR_PIECES_AT (c, m->here, p)
    {
      if ((c->pc[p].flags & F_FORCE) && n_force > 1 && !pontiac_must_attack_whole (c, m->side))
        pontiac_add_action (c, A_DROP, 1, p, 0);
      /* Before the first step every movable piece here was formed into
       * the force, so one standing apart was dropped: no pick-up then
       * (a drop and pick-up back and forth would never end the move). */
      else if (m->prev >= 0 && movable (c, p, m->side))
        pontiac_add_action (c, A_PICKUP, 1, p, 0);
    }
}


/* The enemy stack a force passes through may ambush it (11.2): with at
 * least half the force's FP (sachem-less nations of a mixed stack left
 * out); the British only with Rogers or Indian Allies. */
static int
passed_fp (const PontiacCtx *c, int space, int side)
{
  guint16 nations = 0, led = 0;
  int fp = 0;

  FOR_PIECES_AT (c, space, p)
    if (pontiac_side_of (c, p) == side && c->d->pieces[p].nation != PONTIAC_NONE)
      {
        if (pontiac_is_unit (c, p))
          nations |= 1 << c->d->pieces[p].nation;
        if (pontiac_is_leader (c, p))
          led |= 1 << c->d->pieces[p].nation;
      }
  FOR_PIECES_AT (c, space, p)
    {
      int n = c->d->pieces[p].nation;

      if (pontiac_side_of (c, p) != side || (c->pc[p].flags & F_FORCE)
          || ((c->pc[p].flags & F_INSIDE) && pontiac_besieged (c, space)))
        continue;
      if (side == SIDE_NATIONS && (nations & (nations - 1)) && n != PONTIAC_NONE && !(led & (1 << n)))
        continue;
      fp += pontiac_fp (c, p);
    }
  return fp;
}

static gboolean
may_pass_ambush (const PontiacCtx *c)
{
  const PontiacMove *m = &c->x->move;
  int side = 1 - m->side;
  int amb = passed_fp (c, m->here, side);

  if (amb <= 0 || 2 * amb < pontiac_force_fp (c))
    return FALSE;
  if (side == SIDE_BRITISH)
    {
      FOR_PIECES_AT (c, m->here, p)
        if (pontiac_side_of (c, p) == side && (c->d->pieces[p].special == SP_ROGERS || c->d->pieces[p].klass == PC_ALLIES))
          return TRUE;
      return FALSE;
    }
  return TRUE;
}

void
pontiac_list_pass_ambush (PontiacCtx *c)
{
  pontiac_add_action (c, A_NO_AMBUSH, 0, 0, 0);
  pontiac_add_action (c, A_AMBUSH, 1, 0, 0);
  if (c->st->pending.side == SIDE_NATIONS && c->mk[c->d->m_arms] > 0)
    pontiac_add_action (c, A_AMBUSH, 1, 1, 0);
}

void
pontiac_apply_pass_ambush (PontiacCtx *c, const BhAction *a)
{
  PontiacMove *m = &c->x->move;
  int side = 1 - m->side, steps, result;
  gboolean arms = FALSE;

  m->pass_ambush = 0;
  if (a->kind == A_NO_AMBUSH)
    return;
  if (a->args[0])
    {
      /* The Arms Point spent on the ambush (11.5); Armorer's Leave aside. */
      pontiac_add_arms (c, -1, "11.5");
      arms = TRUE;
    }
  m->ambushed_fp = 0;
  FOR_PIECES_AT (c, m->here, p)
    if (c->pc[p].flags & F_FORCE)
      m->ambushed_fp += pontiac_is_leader (c, p) ? 1 : pontiac_fp (c, p);
  result = pontiac_ambush_roll (c, side, m->here, arms, passed_fp (c, m->here, side), &steps);
  if (result < 0)
    pontiac_start_casualties (c, side, 1, CR_SETTLEMENT, m->here);
  else if (result > 0)
    {
      m->return_after = 1;
      pontiac_start_casualties (c, m->side, steps, CR_FORCE, m->here);
    }
}

/* After the steps of a successful pass-through ambush: the force goes
 * back to the space it came from and its move ends (11.2).  TRUE when
 * something is still pending. */
gboolean
pontiac_move_step (PontiacCtx *c)
{
  PontiacMove *m = &c->x->move;

  if (m->pass_ambush)
    {
      pontiac_set_decision (c, 1 - m->side, D_PASS_AMBUSH, m->here, 0);
      return TRUE;
    }
  if (m->return_after)
    {
      m->return_after = 0;
      if (m->side == SIDE_BRITISH && !pontiac_intro (c))
        {
          /* Translators: Pontiac's War: why VP are won */
          pontiac_add_vp (c, SIDE_NATIONS, m->ambushed_fp / c->d->retreat_vp_fp, "17.1", _("British retreat"));
          if (m->ambushed_fp >= c->d->arms_defeat_fp)
            pontiac_add_arms (c, 1, "11.2");
        }
      if (pontiac_has_military (c, m->prev, 1 - m->side))
        {
          /* The space it came from holds enemies it passed: it retreats
           * from here instead (11.3). */
          FOR_PIECES_AT (c, m->here, p)
            if (c->pc[p].flags & F_FORCE)
              c->pc[p].flags = (c->pc[p].flags & ~F_FORCE) | F_MOVED | F_RETREAT;
          m->active = 0;
          c->x->retreat.active = 1;
          c->x->retreat.side = m->side;
          c->x->retreat.from = m->here;
          c->x->retreat.forbidden = -1;
          return FALSE;
        }
      FOR_PIECES_AT (c, m->here, p)
        if (c->pc[p].flags & F_FORCE)
          pontiac_move_piece (c, p, m->prev);
      /* Translators: Pontiac's War: an ambushed force goes back; the space */
      pontiac_note (c, "11.2", _("the ambushed force goes back to %s"), pontiac_loc_name (c, m->prev));
      m->here = m->prev;
      pontiac_end_move (c);
      return FALSE;
    }
  return FALSE;
}

void
pontiac_list_enter (PontiacCtx *c)
{
  pontiac_add_action (c, A_ATTACK, 0, 0, 0);
  if (!pontiac_must_attack (c, c->x->move.side))     /* 20.0 C, D */
    pontiac_add_action (c, A_PASS_THROUGH, 0, 0, 0);
}

static void raze_village (PontiacCtx *c, int space, gboolean at_once);

void
pontiac_end_move (PontiacCtx *c)
{
  int here = c->x->move.here;

  FOR_PIECES_AT (c, here, p)
    if (c->pc[p].flags & F_FORCE)
      c->pc[p].flags = (c->pc[p].flags & ~F_FORCE) | F_MOVED;
  c->x->move.active = 0;
  c->x->move.passing = 0;
  /* The `raze-on-entry` reading (digest 8.39, the playthrough's P19): a
   * British force that ends its move in an undefended village razes it
   * at once if the British FP there, whichever force brought them, reach
   * four. */
  if ((c->x->opts & OPT_RAZE_ON_ENTRY) && c->x->move.side == SIDE_BRITISH && pontiac_is_space (c, here)
      && c->d->spaces[here].kind == SK_VILLAGE)
    raze_village (c, here, TRUE);
}

/* 13.0: the last village of a nation razed: a treaty. */
static void
check_treaty (PontiacCtx *c, int nation)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  gboolean campaign = bh_props_lookup (sc->props, "village-vp") != NULL;
  int razed = 0;

  if (!c->sc->treaties || pontiac_treaty (c, nation))
    return;
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].nation == nation)
      {
        if (pontiac_village_standing (c, s))
          return;
        razed++;
      }
  pontiac_place_marker (c, PC_TREATY, c->d->box_nation[nation]);
  /* Its warriors and sachems in its (razed) villages go to its box. */
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].nation == nation)
      FOR_PIECES_AT (c, s, p)
        if (c->d->pieces[p].nation == nation && pontiac_is_military (c, p))
          pontiac_move_piece (c, p, c->d->box_nation[nation]);
  /* Translators: Pontiac's War: a nation makes a treaty */
  pontiac_note (c, "13.0", _("the %s make a treaty"), bh_game_data_get_nation (c->self->data, nation)->name);
  /* Its captives on their way are freed (13.0). */
  pontiac_escorts_treaty (c, nation);
  /* Translators: Pontiac's War: why VP are won */
  pontiac_add_vp (c, SIDE_BRITISH, campaign ? razed : 2, campaign ? "21.5" : "17.3", _("treaty"));
}

/* 11.11: "Any undefended village space that is occupied by four or more
 * British FP at the end of a turn is considered razed."  Called once, at
 * the end of the turn (the Determine Victory Points phase of 8.0): a
 * column that only passed through a village (10.2, at +1 MP) or left it
 * again, or fell below 4 FP to attrition, razes nothing. */
static void
raze_village (PontiacCtx *c, int space, gboolean at_once)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  int nation = c->d->spaces[space].nation;
  int fp = pontiac_stack_fp (c, space, SIDE_BRITISH, 0);
  gboolean campaign = bh_props_lookup (sc->props, "village-vp") != NULL;

  if (!pontiac_village_standing (c, space) || pontiac_has_military (c, space, SIDE_NATIONS)
      || fp < c->d->village_raze_fp)
    return;
  pontiac_place_marker (c, PC_RAZED_VILLAGE, space);
  if (at_once)
    /* The razing-on-entry reading (digest 8.39), told as a settlement's razing is. */
    pontiac_note (c, "11.11", _("%s is razed"), pontiac_loc_name (c, space));
  else
    /* Translators: Pontiac's War: a village is razed at the end of the turn; the village, the British FP in it */
    pontiac_note (c, "11.11", _("%s, held by %d British FP at the end of the turn, is razed"),
                  pontiac_loc_name (c, space), fp);
  FOR_PIECES_AT (c, space, p)
    if (c->d->pieces[p].klass == PC_CAPTIVE)
      {
        pontiac_move_piece (c, p, c->d->box_freed);
        /* Translators: Pontiac's War: why VP are won */
        pontiac_add_vp (c, SIDE_BRITISH, 1, "12.0", _("captive freed"));
      }
  if (c->sc->vp_table == VPT_SCENARIO_E)
    {
      if (nation == bh_game_data_find_nation (c->self->data, "miami"))
        /* Translators: Pontiac's War: why VP are won */
        pontiac_add_vp (c, SIDE_BRITISH, 2, "20.0", _("Miami village destroyed"));
    }
  else if (c->sc->vp_table == VPT_AWARDS && !campaign)
    /* Translators: Pontiac's War: why VP are won */
    pontiac_add_vp (c, SIDE_BRITISH, 1, "17.3", _("village razed"));
  if (nation != PONTIAC_NONE)
    check_treaty (c, nation);
}

void
pontiac_raze_occupied_villages (PontiacCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].kind == SK_VILLAGE)
      raze_village (c, s, FALSE);
}

static void
enter (PontiacCtx *c, int to, gboolean by_sea)
{
  PontiacMove *m = &c->x->move;
  int from = m->here;
  int cost = by_sea ? 0 : 1 + leave_cost (c);

  pontiac_offmap_follow (c, from, to, m->side);
  FOR_PIECES_AT (c, from, p)
    if (c->pc[p].flags & F_FORCE)
      pontiac_move_piece (c, p, to);
  m->prev = from;
  m->here = to;
  m->mp_left = by_sea ? 0 : m->mp_left - cost;
  /* Translators: Pontiac's War: a force moves; the space, the MP left */
  pontiac_note (c, by_sea ? "10.2" : m->side ? "10.2" : "10.1", _("the force enters %s (%d MP left)"),
                pontiac_loc_name (c, to), m->mp_left);
  /* Indian Allies never enter forts: they go back to the Force Pool (6.2). */
  if (pontiac_fort_standing (c, to))
    FOR_PIECES_AT (c, to, p)
      if ((c->pc[p].flags & F_FORCE) && c->d->pieces[p].klass == PC_ALLIES)
        {
          pontiac_move_piece (c, p, c->d->box_pool);
          c->pc[p].flags = 0;
          c->pc[p].face = 0;
          /* Translators: Pontiac's War: Indian Allies leave at a fort */
          pontiac_note (c, "6.2", _("%s disperse to the Force Pool"), pontiac_piece_name (c, p));
        }
  if (pontiac_stack_fp (c, to, m->side, F_FORCE) == 0 && !pontiac_has_military (c, to, m->side))
    {
      m->active = 0;
      return;
    }
  if (by_sea && pontiac_besieged (c, to) && pontiac_has_military (c, to, SIDE_NATIONS))
    {
      pontiac_start_naval_relief (c, to, from);
      return;
    }
  if (by_sea)
    {
      pontiac_end_move (c);
      return;
    }
  if (pontiac_enemy_at (c, to, m->side))
    {
      /* 10.1, 10.2: a weaker force may be passed at +1 MP; otherwise the
       * move ends in an attack. */
      if (bh_frontier_may_pass (pontiac_force_fp (c), enemy_fp (c, to, m->side)) && m->mp_left >= c->d->pass_cost + 1)
        m->passing = 1;
      else
        pontiac_start_battle (c, to, m->side, from);
      return;
    }
}

void
pontiac_apply_move (PontiacCtx *c, const BhAction *a)
{
  PontiacMove *m = &c->x->move;

  switch (a->kind)
    {
    case A_DONE:
      c->x->phase_done = 1;
      /* 11.11: a siege whose besiegers fell below the minimum during the
       * Nations' moves (a battle elsewhere under way then) ends. */
      if (c->st->pending.side == SIDE_NATIONS)
        for (guint s = 0; s < c->d->n_spaces; s++)
          if (pontiac_besieged (c, s))
            pontiac_check_siege (c, s);
      /* The movement phase ends (10.0). */
      c->st->phase = c->st->phase;
      break;
    case A_FORM:
      {
        int s = a->args[0];

        m->active = 1;
        m->side = c->st->pending.side;
        m->here = s;
        m->prev = -1;
        m->passing = 0;
        m->mp_left = c->d->move[m->side];
        FOR_PIECES_AT (c, s, p)
          if (movable (c, p, m->side))
            c->pc[p].flags |= F_FORCE;
        /* Translators: Pontiac's War: a force forms; the space */
        pontiac_note (c, "10.0", _("a force forms in %s"), pontiac_loc_name (c, s));
      }
      break;
    case A_DROP:
      /* 10.0 "Units may pick up and drop off other units during their
       * movement"; 11.1's note: "different Nations occupying the same
       * space may attack separate targets".  A piece left behind before
       * the force's first step has not moved: it may form a force of its
       * own later in the phase.  One dropped off after a step has moved. */
      c->pc[a->args[0]].flags &= ~F_FORCE;
      if (m->prev >= 0)
        c->pc[a->args[0]].flags |= F_MOVED;
      break;
    case A_PICKUP:
      c->pc[a->args[0]].flags |= F_FORCE;
      break;
    case A_MOVE:
      {
        int to = a->args[0], from = m->here;
        gboolean sea = (c->d->spaces[m->here].naval && c->d->spaces[to].naval) || dock_route (c, m->here, to);
        int dock = c->d->spaces[m->here].dock_index;

        if (dock > 0 && dock_route (c, m->here, to))
          c->x->dock_shipped[dock] = MIN (255, c->x->dock_shipped[dock] + dock_load (c, m->here));
        m->passing = 0;
        enter (c, to, sea);
        /* 11.11: besiegers marching away leave the siege below its
         * minimum: it is lifted and the rest retreat (20.0 B). */
        if (m->side == SIDE_NATIONS && !c->x->battle.active && !c->x->retreat.active)
          pontiac_check_siege (c, from);
      }
      break;
    case A_STOP:
      pontiac_end_move (c);
      break;
    case A_CARRY:
      pontiac_apply_carry (c, a);
      break;
    case A_TRANSFER:
      pontiac_apply_transfer (c, a);
      break;
    case A_CONCEAL:
    case A_REVEAL:
      pontiac_apply_offmap (c, a);
      break;
    case A_PASS_THROUGH:
      m->passing = 0;
      m->mp_left -= c->d->pass_cost;
      /* Translators: Pontiac's War: a force passes a weaker enemy; the MP left */
      pontiac_note (c, m->side ? "10.2" : "10.1", _("the force passes through at +1 MP (%d MP left)"), m->mp_left);
      /* 11.2: the stack passed through may ambush the force entering it. */
      m->pass_ambush = may_pass_ambush (c);
      break;
    case A_ATTACK:
      m->passing = 0;
      pontiac_start_battle (c, m->here, m->side, m->prev);
      break;
    default:
      break;
    }
}
