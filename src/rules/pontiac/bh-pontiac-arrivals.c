/* bh-pontiac-arrivals.c — the reinforcements a scenario schedules for a
 * later turn (20.0 B: "2nd Turn Reinforcements: Ottawa: 2 FP Warrior
 * Bands are added to the siege"; 20.0 D: "6 FP British Regulars and
 * Lieutenant Fraser enter Fort Niagara").  The scenario places them with
 * turn="N"; bh_state_new_for_scenario leaves them off the board and they
 * arrive here at the start of turn N, where 20.0 puts them: no player
 * chooses the space. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-pontiac-private.h"
#include "bh-zone-terms.h"

/* The space an Off-Map Force box (6.3) stands on: where its marker is,
 * -1 when the marker is not on the map. */
static int
box_space (const PontiacCtx *c, int box)
{
  BhGameData *data = c->self->data;

  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const char *id;

      if (c->d->pieces[p].klass != PC_OFFMAP || !pontiac_is_space (c, c->pc[p].location))
        continue;
      id = bh_props_lookup (bh_game_data_get_unit_type (data, c->d->pieces[p].type)->props, "box");
      if (id != NULL && bh_game_data_find_location (data, id) == box)
        return c->pc[p].location;
    }
  return -1;
}

/* Where a piece placed at `loc` arrives: a space as it is; an Off-Map
 * Force box where its marker stands (B: the besiegers' box on Fort Pitt),
 * else the scenario's besieged space (20.0 B: "added to the siege"). */
static int
arrival_space (const PontiacCtx *c, const BhScenario *sc, int loc)
{
  const char *besieged;
  int s;

  if (pontiac_is_space (c, loc))
    return loc;
  s = box_space (c, loc);
  if (s >= 0)
    return s;
  besieged = bh_props_lookup (sc->props, "besieged");
  return besieged != NULL ? bh_game_data_find_space (c->self->data, besieged) : -1;
}

void
pontiac_scheduled_arrivals (PontiacCtx *c)
{
  const BhScenario *sc = bh_game_data_get_scenario (c->self->data, c->x->scenario);
  int turn = c->st->turn;

  if (turn <= sc->first_turn)
    return;
  for (guint p = 0; p < c->d->n_pieces; p++)
    {
      const BhPlacement *pl;
      int s;

      if (c->pc[p].location != BH_OFFBOARD)
        continue;
      pl = bh_zone_placement_of (c->self->data, sc, c->d->pieces[p].type, p);
      if (pl == NULL || pl->turn != turn)
        continue;
      s = arrival_space (c, sc, pl->location);
      if (s < 0)
        continue;
      /* Reading: two sides share a space only in a siege (11.11); with
       * the siege they were to join lifted (B) or the enemy holding the
       * space outside one (D), the reinforcements have nowhere 20.0
       * names and do not arrive. */
      if (pontiac_has_military (c, s, 1 - pontiac_side_of (c, p)) && !pontiac_besieged (c, s))
        {
          /* Translators: Pontiac's War: a scenario's later reinforcement
           * cannot arrive; a unit, a space */
          pontiac_note (c, "20.0", _("Reinforcement: %s cannot arrive: the enemy holds %s outside a siege"),
                        pontiac_piece_name (c, p), pontiac_loc_name (c, s));
          continue;
        }
      pontiac_move_piece (c, p, s);
      c->pc[p].face = pl->face;
      c->pc[p].flags = 0;
      /* Into the fort when it is under siege (11.11). */
      if (pontiac_side_of (c, p) == SIDE_BRITISH && pontiac_is_military (c, p) && pontiac_besieged (c, s))
        c->pc[p].flags |= F_INSIDE;
      /* Translators: Pontiac's War: a scenario's later reinforcement
       * arrives at the start of its turn; a unit, a space */
      pontiac_note (c, "20.0", _("Reinforcement: %s arrives in %s"), pontiac_piece_name (c, p),
                    pontiac_loc_name (c, s));
    }
}
