/* bh-madison-naval.c — Mr. Madison's War: ships activated as units (8.6,
 * 11.13) moving between the lakeside towns of their lake and its Lake
 * Control Box (11.15), and naval combat in the box (12.0): the modifiers of
 * 12.3, the Naval CRT, strikes flag and the victor's roll (12.41), step
 * losses lead ship first (12.42), retreats of damaged ships and of the
 * loser (12.5). */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"

/* Ships, and naval leaders who sail with them (8.5). */
gboolean
mad_is_ship_move (const MadCtx *c, int piece)
{
  return c->d->pieces[piece].kind == PK_SHIP || c->d->pieces[piece].kind == PK_NAVAL_LEADER;
}

/* 3.37: a naval leader moves ships only on the lake he is assigned to
 * (Perry and Barclay: Erie and Huron); 8.5: any number of them. */
gboolean
mad_naval_leader_may_take (const MadCtx *c, int leader, int ship)
{
  int lake = c->d->spaces[c->pc[ship].location].lake;

  return c->pc[ship].location == c->pc[leader].location && c->d->pieces[ship].side == c->d->pieces[leader].side &&
         lake >= 0 && (c->d->pieces[leader].lakes & (1 << lake));
}

/* The ships sailing with the activated naval leader (8.5), and whether one
 * of them is damaged. */
static int
ships_with (const MadCtx *c, int leader, gboolean *damaged)
{
  int n = 0;

  *damaged = FALSE;
  for (guint p = 0; p < c->d->n_pieces; p++)
    if ((c->pc[p].flags & F_WITH) && c->pc[p].location == c->pc[leader].location && c->d->pieces[p].kind == PK_SHIP)
      {
        n++;
        *damaged |= c->pc[p].face > 0;
      }
  return n;
}

int
mad_lake_box (const MadCtx *c, int lake)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].lake_box && c->d->spaces[s].lake == lake)
      return s;
  return -1;
}

static gboolean
enemy_ships_at (const MadCtx *c, int space, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == space && c->d->pieces[p].kind == PK_SHIP && c->d->pieces[p].side == 1 - side &&
        c->pc[p].face == 0)
      return TRUE;
  return FALSE;
}

/* A lakeside town a ship of `side` may use: not held by the enemy. */
static gboolean
usable_town (const MadCtx *c, int space, int side)
{
  int control;

  if (!c->d->spaces[space].town)
    return FALSE;
  control = mad_control (c, space);     /* a walk over every counter: once */
  return control != 1 - side &&
         (c->d->spaces[space].owner == side || control == side || mad_count_units (c, space, 1 - side) == 0);
}

/* 2.5: the Transit Box, and the lakes it joins (Erie and Huron). */
static int
transit_box (const MadCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].transit)
      return s;
  return -1;
}

static int
transit_group (const MadCtx *c)
{
  for (guint s = 0; s < c->d->n_spaces; s++)
    if (c->d->spaces[s].transit_link && c->d->spaces[s].lake >= 0)
      return c->d->lake_group[c->d->spaces[s].lake];
  return -1;
}

/* 11.11, 2.5: ships that end the movement in the Transit Box are
 * destroyed; a naval leader left there goes off the map until a lakeside
 * town of his lakes is free (3.42's rule for a leader without a town). */
void
mad_transit_losses (MadCtx *c)
{
  int box = transit_box (c);

  for (guint p = 0; p < c->d->n_pieces && box >= 0; p++)
    if (c->pc[p].location == box && c->d->pieces[p].kind == PK_SHIP)
      {
        mad_note (c, "11.11", _("%s ends her movement in the Lake Transit Box and is lost"), mad_name (c, p));
        mad_eliminate (c, p, "11.11");
      }
  for (guint p = 0; p < c->d->n_pieces && box >= 0; p++)
    if (c->pc[p].location == box && c->d->pieces[p].kind == PK_NAVAL_LEADER)
      {
        int at = -1;

        for (guint s = 0; s < c->d->n_spaces && at < 0; s++)
          if (c->d->spaces[s].transit_link)
            at = s;
        mad_note (c, "11.11", _("%s cannot stay in the Lake Transit Box and waits off the map"), mad_name (c, p));
        mad_hold_leader (c, p, at);
      }
}

/* 2.5: out of the Transit Box, 1 MP (A27), to a lakeside town joined to it
 * or to the Erie or Huron box. */
static void
list_from_transit (MadCtx *c, int piece, gboolean damaged)
{
  int side = c->d->pieces[piece].side, group = transit_group (c);
  gboolean cargo;

  if (c->x->mp[piece] + 1 > c->d->pieces[piece].mf)
    return;
  cargo = mad_group_cargo (c, piece);   /* the same for every space: asked once */
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      const MadSpace *sp = &c->d->spaces[s];

      if (sp->lake < 0 || c->d->lake_group[sp->lake] != group)
        continue;
      if (sp->lake_box ? damaged || c->x->prewar_play : !sp->transit_link || (!usable_town (c, s, side) && !cargo))
        continue;
      if (c->d->pieces[piece].kind == PK_NAVAL_LEADER && !(c->d->pieces[piece].lakes & (1 << sp->lake)))
        continue;
      if (!mad_cargo_may_sail (c, piece, s, sp->lake_box && enemy_ships_at (c, s, side)))
        continue;
      mad_add (c, A_MOVE, 2, piece, s);
    }
}

/* 2.5, 11.11: the MP a group needs to leave the Transit Box (1) and, with
 * troops aboard, land them (11.32) by the cheapest way out; more than any
 * MF when there is none, for it may never stay there. */
static int
transit_exit (const MadCtx *c, int piece)
{
  int group = transit_group (c), best = -1;

  if (!mad_group_cargo (c, piece))
    return 1;
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      const MadSpace *sp = &c->d->spaces[s];
      int n;

      if (sp->lake < 0 || c->d->lake_group[sp->lake] != group || (!sp->lake_box && !sp->transit_link))
        continue;
      n = mad_cargo_need (c, piece, s, sp->lake_box && enemy_ships_at (c, s, c->d->pieces[piece].side));
      if (n >= 0 && (best < 0 || n < best))
        best = n;
    }
  return best < 0 ? 99 : best;
}

/* 11.15: a lakeside town to another of its lake, or to the box, 1 MP; the
 * box back to a town, 1 MP; 2.5: into the Transit Box 2 MP, with the MP
 * to leave it.  MF 6 (3.24). */
void
mad_list_ship_moves (MadCtx *c, int piece)
{
  const MadPiece *m = &c->d->pieces[piece];
  int here = c->pc[piece].location;
  int lake = c->d->spaces[here].lake;
  int side = m->side;
  gboolean damaged = c->pc[piece].face > 0, cargo;

  if (c->pc[piece].flags & F_STOPPED)
    return;
  /* 11.15: a naval leader sails only with at least one ship; a damaged one
   * with him keeps him out of the box (12.42). */
  if (m->kind == PK_NAVAL_LEADER && ships_with (c, piece, &damaged) == 0)
    return;
  if (c->d->spaces[here].transit)
    {
      list_from_transit (c, piece, damaged);
      return;
    }
  if (lake < 0 || c->x->mp[piece] + 1 > m->mf)
    return;
  if (c->d->spaces[here].transit_link && transit_box (c) >= 0 && c->x->mp[piece] + 2 + transit_exit (c, piece) <= m->mf)
    mad_add (c, A_MOVE, 2, piece, transit_box (c));
  cargo = mad_group_cargo (c, piece);   /* the same for every space: asked once */
  for (guint s = 0; s < c->d->n_spaces; s++)
    {
      const MadSpace *sp = &c->d->spaces[s];

      if ((int) s == here || sp->lake != lake)
        continue;
      if (sp->lake_box)
        {
          /* 12.42: a damaged ship never enters a box; 6.2 step 3: nor any
           * ship before the war; nor one an event keeps out. */
          if (damaged || c->x->prewar_play || mad_event_forbids (c, piece, s))
            continue;
        }
      else if (!usable_town (c, s, side) && !cargo)
        continue;
      /* 11.32, 11.34: with troops aboard, only where they can still land. */
      if (!mad_cargo_may_sail (c, piece, s, sp->lake_box && enemy_ships_at (c, s, side)))
        continue;
      mad_add (c, A_MOVE, 2, piece, s);
    }
}

void
mad_ship_step (MadCtx *c, int piece, int to)
{
  int side = c->d->pieces[piece].side;
  int here = c->pc[piece].location;
  gboolean stop = c->d->spaces[to].lake_box && enemy_ships_at (c, to, side);
  gboolean leader = c->d->pieces[piece].kind == PK_NAVAL_LEADER;
  int n = 0, cost = c->d->spaces[to].transit ? 2 : 1;

  /* 8.5: the ships with a naval leader sail with him; 11.3: the troops
   * aboard with their ships. */
  for (guint q = 0; q < c->d->n_pieces; q++)
    {
      int ship = c->x->aboard[q] - 1;

      if (ship >= 0 && c->pc[ship].location == here &&
          (ship == piece || (leader && (c->pc[ship].flags & F_WITH))))
        mad_move (c, q, to);
    }
  for (guint q = 0; q < c->d->n_pieces; q++)
    if ((int) q == piece || (leader && (c->pc[q].flags & F_WITH) && c->pc[q].location == here))
      {
        c->x->mp[q] += cost;
        c->x->from[q] = here;
        mad_move (c, q, to);
        /* 11.41: ships entering a box with enemy ships stop and fight. */
        if (stop)
          c->pc[q].flags |= F_STOPPED;
        n += (int) q != piece;
      }
  if (leader)
    mad_note (c, "8.5", ngettext ("%s sails to %s with %d ship (%d MP, %d MP spent)",
                                  "%s sails to %s with %d ships (%d MP, %d MP spent)", n),
              mad_name (c, piece), mad_loc (c, to), n, cost, c->x->mp[piece]);
  else
    mad_note (c, cost == 2 ? "2.5" : "11.15", _("%s sails to %s (%d MP)"), mad_name (c, piece), mad_loc (c, to), cost);
  if (stop)
    mad_note (c, "11.41", _("Enemy ships in %s: a naval battle will be fought"), mad_loc (c, to));
}

/* ---- naval combat (12.0) ------------------------------------------------- */

#define FOR_SHIPS(c, sd, p) \
  for (guint p = 0; p < (c)->d->n_pieces; p++) \
    if ((c)->pc[p].location == (c)->x->b.space && (c)->d->pieces[p].kind == PK_SHIP && (c)->d->pieces[p].side == (sd))

static int
ships (const MadCtx *c, int side, gboolean undamaged)
{
  int n = 0;

  FOR_SHIPS (c, side, p)
    if (!undamaged || c->pc[p].face == 0)
      n++;
  return n;
}

static gboolean
has_type (const MadCtx *c, int side, int type)
{
  FOR_SHIPS (c, side, p)
    if (c->pc[p].face == 0 && c->d->pieces[p].ship_type == type)
      return TRUE;
  return FALSE;
}

static gboolean
only_small (const MadCtx *c, int side)
{
  FOR_SHIPS (c, side, p)
    if (c->pc[p].face == 0 && c->d->pieces[p].ship_type != 0)
      return FALSE;
  return TRUE;
}

/* The side's naval leader in the battle's box, -1. */
static int
naval_leader (const MadCtx *c, int side)
{
  for (guint p = 0; p < c->d->n_pieces; p++)
    if (c->pc[p].location == c->x->b.space && c->d->pieces[p].kind == PK_NAVAL_LEADER && c->d->pieces[p].side == side)
      return p;
  return -1;
}

static void
roll (MadCtx *c)
{
  MadBattle *b = &c->x->b;
  int att = b->att, def = 1 - att;
  int na = ships (c, att, TRUE), nd = ships (c, def, TRUE);
  int drm = 0, die, total, row;

  /* 12.31 */
  if (na >= 2 * nd)
    drm += 2;
  else if (na > nd)
    drm += 1;
  else if (nd >= 2 * na)
    drm -= 2;
  else if (nd > na)
    drm -= 1;
  /* Translators: 12.31: the attacker's number of ships against the
   * defender's; the singular or plural follows the attacker's number (the
   * first %d), the defender's number stands alone ("2 ships against 1"). */
  mad_note (c, "12.31", ngettext ("Naval battle in %s: %d ship against %d, modifier %+d",
                                  "Naval battle in %s: %d ships against %d, modifier %+d", na),
            mad_loc (c, b->space), na, nd, drm);
  /* 12.32 */
  drm += mad_quality (c, b->lead[att]) - mad_quality (c, b->lead[def]);
  mad_note (c, "12.32", _("Lead ships %s and %s: %+d"), mad_name (c, b->lead[att]), mad_name (c, b->lead[def]),
            mad_quality (c, b->lead[att]) - mad_quality (c, b->lead[def]));
  /* 12.33: the commanding naval leaders' "+" modifiers. */
  for (int s = 0; s < 2; s++)
    {
      int leader = naval_leader (c, s == 0 ? att : def);
      int mod = leader >= 0 ? c->d->pieces[leader].modifier[MIN (c->pc[leader].face, 1)] : 0;

      if (mod > 0)
        {
          drm += s == 0 ? mod : -mod;
          mad_note (c, "12.33", _("%s commands: %+d"), mad_name (c, leader), s == 0 ? mod : -mod);
        }
    }
  /* 12.34 */
  if (has_type (c, att, 3) != has_type (c, def, 3))
    {
      drm += has_type (c, att, 3) ? 1 : -1;
      mad_note (c, "12.34", _("Frigates on one side only: %+d"), has_type (c, att, 3) ? 1 : -1);
    }
  /* 12.35 */
  if (only_small (c, att) && !only_small (c, def))
    {
      drm -= 1;
      mad_note (c, "12.35", _("Only schooners and sloops attack: -1"));
    }
  else if (only_small (c, def) && !only_small (c, att))
    {
      drm += 1;
      mad_note (c, "12.35", _("Only schooners and sloops defend: +1"));
    }
  /* 12.36 */
  drm += mad_battle_card_drm (c);
  die = bh_state_roll (c->st, 6);
  total = die + drm;
  row = CLAMP (total, 0, 6);
  b->naval_steps[att] = c->d->naval_crt[row][0];
  b->naval_steps[def] = c->d->naval_crt[row][1];
  b->naval_taken[0] = b->naval_taken[1] = 0;
  b->struck = b->naval_steps[att] < 0 ? att : b->naval_steps[def] < 0 ? def : -1;
  mad_note (c, "12.2", _("Die %d, modifiers %+d: %d; attacker %s, defender %s"), die, drm, total,
            b->naval_steps[att] < 0 ? _("strikes its flag") : b->naval_steps[att] ? _("loses steps") : _("no loss"),
            b->naval_steps[def] < 0 ? _("strikes its flag") : b->naval_steps[def] ? _("loses steps") : _("no loss"));
  /* 12.41: a struck flag waits for a reaction (BURLINGTON RACES). */
  b->stage = b->struck >= 0 ? BS_NAVAL_STRIKE : BS_NAVAL_LOSSES;
}

/* 12.41: the whole fleet surrenders; the victor rolls for losses. */
static void
strike (MadCtx *c)
{
  MadBattle *b = &c->x->b;
  int die;

  if (b->struck >= 0)
    {
      int victor = 1 - b->struck, loss;

      FOR_SHIPS (c, b->struck, p)
        {
          mad_note (c, "12.41", _("%s strikes its flag"), mad_name (c, p));
          mad_move (c, p, c->d->removed);
        }
      b->naval_steps[b->struck] = 0;
      /* 12.6: the naval leader with them is captured; his replacement (the
       * counter's other side) is placed in a town of the lake below. */
      {
        int leader = naval_leader (c, b->struck);

        if (leader >= 0)
          mad_capture_naval_leader (c, leader, "12.6");
      }
      die = bh_state_roll (c->st, 6);
      loss = c->d->victor_loss[CLAMP (die, 1, 6)];
      b->naval_steps[victor] = MAX (b->naval_steps[victor], 0) + loss;
      mad_note (c, "12.41", _("The victor rolls %d: %d step losses"), die, loss);
    }
  b->stage = BS_NAVAL_LOSSES;
}

/* A step on a ship: flip it, or lose a damaged one (12.42). */
static void
ship_loss (MadCtx *c, int p)
{
  if (c->pc[p].face == 0)
    {
      c->pc[p].face = 1;
      mad_note (c, "12.42", _("%s is damaged"), mad_name (c, p));
    }
  else
    mad_eliminate (c, p, "12.42");
}

/* Friendly lakeside towns of `lake` and of the lakes joined to it (2.6:
 * Erie and Huron as one), but `except`; with `own_first`, those of `lake`
 * alone while there is one. */
static int
lake_towns (const MadCtx *c, int side, int lake, int except, gboolean own_first, int *out)
{
  int n = 0;

  for (int pass = own_first ? 0 : 1; pass < 2 && n == 0; pass++)
    for (guint s = 0; s < c->d->n_spaces; s++)
      {
        const MadSpace *sp = &c->d->spaces[s];
        int control;

        if (!sp->town || sp->lake < 0 || (int) s == except)
          continue;
        if (pass == 0 ? sp->lake != lake : c->d->lake_group[sp->lake] != c->d->lake_group[lake])
          continue;
        control = mad_control (c, s);
        if ((sp->owner == side && control != 1 - side) || control == side)
          out[n++] = s;
      }
  return n;
}

/* 2.6: where ships forced to retreat (12.52, 9.61, 11.53) may go: a
 * friendly lakeside town of their lake or of a lake joined to it, those of
 * a lake marked `retreat-own-lake-first` (Huron) first while there is one. */
int
mad_friendly_lake_towns (const MadCtx *c, int side, int lake, int except, int *out)
{
  return lake_towns (c, side, lake, except, lake >= 0 && lake < 8 && c->d->lake_first[lake], out);
}

/* 2.6, 7.4: the Mutual Fleet Return: the lakes joined count as one. */
int
mad_fleet_return_towns (const MadCtx *c, int side, int lake, int *out)
{
  return lake_towns (c, side, lake, -1, FALSE, out);
}

static int
retreat_towns (const MadCtx *c, int side, int *out)
{
  return mad_friendly_lake_towns (c, side, c->d->spaces[c->x->b.space].lake, -1, out);
}

/* 12.51-12.53: the retreating side's ships, or only its damaged ones; a
 * naval leader left without ships goes with them (11.15), or, his fleet
 * struck, his replacement is placed there (12.6). */
static void
retreat_to (MadCtx *c, int side, int to)
{
  gboolean all = c->x->b.retreating == side;
  int n = 0, leader = naval_leader (c, side);

  FOR_SHIPS (c, side, p)
    if (all || c->pc[p].face > 0)
      {
        n++;
        if (to < 0)
          mad_eliminate (c, p, "12.53");
        else
          mad_move (c, p, to);
      }
  if (to >= 0 && n > 0)
    mad_note (c, "12.52", _("%s ships return to %s"), mad_side (c, side), mad_loc (c, to));
  if (leader < 0 || ships (c, side, FALSE) > 0)
    return;
  if (to >= 0)
    {
      mad_move (c, leader, to);
      if (c->x->b.struck == side)
        mad_note (c, "12.6", _("%s is placed at %s"), mad_name (c, leader), mad_loc (c, to));
      else
        mad_note (c, "12.52", _("%s goes with his ships to %s"), mad_name (c, leader), mad_loc (c, to));
    }
  else
    {
      /* 3.42: no friendly lakeside town: off the map until one is free. */
      int lake = c->d->spaces[c->x->b.space].lake, at = -1;

      for (guint s = 0; s < c->d->n_spaces && at < 0; s++)
        if (c->d->spaces[s].town && c->d->spaces[s].lake == lake)
          at = s;
      mad_note (c, "3.42", _("%s has no friendly lakeside town and waits off the map"), mad_name (c, leader));
      mad_hold_leader (c, leader, at);
    }
}

/* Whether `side` has ships to send back to port, or a naval leader left in
 * the box without ships (12.52, 12.6). */
static gboolean
must_retreat (const MadCtx *c, int side)
{
  FOR_SHIPS (c, side, p)
    if (c->x->b.retreating == side || c->pc[p].face > 0)
      return TRUE;
  return naval_leader (c, side) >= 0 && ships (c, side, FALSE) == 0;
}

static void
end_naval (MadCtx *c)
{
  MadExtra *x = c->x;

  for (guint p = 0; p < c->d->n_pieces; p++)
    c->pc[p].flags &= ~(F_BATTLE | F_LOST);
  memset (&x->b, 0, sizeof x->b);
  x->b.lead[0] = x->b.lead[1] = -1;
  x->b.card_lasting[0] = x->b.card_lasting[1] = -1;
  x->battle_i++;
  mad_update_vp (c);
}

/* Runs the naval battle until a player must decide; FALSE then. */
gboolean
mad_naval_step (MadCtx *c)
{
  MadBattle *b = &c->x->b;

  for (;;)
    switch (b->stage)
      {
      case BS_NAVAL_LEAD_ATT:
      case BS_NAVAL_LEAD_DEF:
        {
          int side = b->stage == BS_NAVAL_LEAD_ATT ? b->att : 1 - b->att, n = 0, only = -1;

          FOR_SHIPS (c, side, p)
            if (c->pc[p].face == 0)
              {
                n++;
                only = p;
              }
          if (n > 1)
            {
              /* 12.32: each player chooses his lead vessel. */
              mad_decide (c, side, D_LEAD);
              return FALSE;
            }
          b->lead[side] = only;
          b->stage++;
          break;
        }
      case BS_NAVAL_CARD_ATT:
      case BS_NAVAL_CARD_DEF:
        if (!mad_battle_card_step (c))
          return FALSE;
        break;
      case BS_NAVAL_ROLL:
        roll (c);
        break;
      case BS_NAVAL_STRIKE:
        /* 8.31-8: the struck side may play a reaction first. */
        if (!b->react_offered)
          {
            b->react_offered = TRUE;
            if (mad_offer_naval_reaction (c))
              return FALSE;
          }
        strike (c);
        break;
      case BS_NAVAL_LOSSES:
        {
          int side = b->naval_steps[b->att] > 0 ? b->att : b->naval_steps[1 - b->att] > 0 ? 1 - b->att : -1;
          int n = 0, last = -1;

          if (side < 0)
            {
              int att = b->att, def = 1 - att;

              /* 12.51: one side stays; with both fleets afloat the one that
               * lost more steps goes, the attacker on a tie (reading). */
              b->retreating = -1;
              if (b->escaped)
                b->retreating = b->escaped - 1;   /* BURLINGTON RACES */
              else if (ships (c, att, TRUE) > 0 && ships (c, def, TRUE) > 0)
                b->retreating = b->naval_taken[att] >= b->naval_taken[def] ? att : def;
              b->stage = BS_NAVAL_RETREAT;
              break;
            }
          /* 12.42: the lead ship first, then the owner's choice. */
          if (b->naval_taken[side] == 0 && b->lead[side] >= 0 && c->pc[b->lead[side]].location == b->space)
            {
              ship_loss (c, b->lead[side]);
              b->naval_steps[side]--;
              b->naval_taken[side]++;
              break;
            }
          FOR_SHIPS (c, side, p)
            {
              n++;
              last = p;
            }
          if (n == 0)
            {
              b->naval_steps[side] = 0;
              break;
            }
          if (n == 1)
            {
              ship_loss (c, last);
              b->naval_steps[side]--;
              b->naval_taken[side]++;
              break;
            }
          c->x->loss_reason = LOSS_BATTLE;
          mad_decide (c, side, D_LOSS);
          return FALSE;
        }
      case BS_NAVAL_RETREAT:
        {
          int side = must_retreat (c, b->att) ? b->att : must_retreat (c, 1 - b->att) ? 1 - b->att : -1;
          int to[MAD_MAX_LOCATIONS], n;

          if (side < 0)
            {
              end_naval (c);
              return TRUE;
            }
          n = retreat_towns (c, side, to);
          if (n > 1)
            {
              mad_decide (c, side, D_NAVAL_RETREAT);
              return FALSE;
            }
          retreat_to (c, side, n == 1 ? to[0] : -1);
          if (b->retreating == side)
            b->retreating = -1;
          break;
        }
      default:
        return TRUE;
      }
}

void
mad_list_naval (MadCtx *c)
{
  int side = c->st->pending.side;

  if (c->st->pending.kind == D_LEAD)
    {
      FOR_SHIPS (c, side, p)
        if (c->pc[p].face == 0)
          mad_add (c, A_LEAD, 1, p, 0);
    }
  else if (c->st->pending.kind == D_LOSS)
    {
      FOR_SHIPS (c, side, p)
        mad_add (c, A_LOSS, 1, p, 0);
    }
  else if (c->st->pending.kind == D_NAVAL_RETREAT)
    {
      int to[MAD_MAX_LOCATIONS];
      int n = retreat_towns (c, side, to);

      for (int i = 0; i < n; i++)
        mad_add (c, A_RETREAT, 1, to[i], 0);
    }
}

void
mad_apply_naval (MadCtx *c, const BhAction *a)
{
  MadBattle *b = &c->x->b;
  int side = c->st->pending.side;

  switch (a->kind)
    {
    case A_LEAD:
      b->lead[side] = a->args[0];
      mad_note (c, "12.32", _("%s leads for %s"), mad_name (c, a->args[0]), mad_side (c, side));
      b->stage++;
      break;
    case A_LOSS:
      ship_loss (c, a->args[0]);
      b->naval_steps[side]--;
      b->naval_taken[side]++;
      break;
    case A_RETREAT:
      retreat_to (c, side, a->args[0]);
      if (b->retreating == side)
        b->retreating = -1;
      break;
    default:
      break;
    }
  mad_decide (c, side, D_NONE);
}
