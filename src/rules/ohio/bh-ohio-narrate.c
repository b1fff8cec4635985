/* bh-ohio-narrate.c — Blood on the Ohio in words: a player's wording of
 * each action, and the notes the rules write while an action is applied
 * again for the log (dice, modifiers, tables, results, each with its rule
 * number). */
#include "config.h"

#include <stdarg.h>

#include "bh-ohio-private.h"

void
ohio_note (OhioCtx *c, const char *rule, const char *format, ...)
{
  va_list args;

  if (c->notes == NULL)
    return;
  if (c->notes->len > 0)
    g_string_append_c (c->notes, '\n');
  va_start (args, format);
  g_string_append_vprintf (c->notes, format, args);
  va_end (args);
  if (rule != NULL)
    g_string_append_printf (c->notes, " (%s)", rule);
}

const char *
ohio_piece_name (const OhioCtx *c, int piece)
{
  BhGameData *data = c->self->data;

  if (piece < 0 || piece >= (int) c->d->n_pieces)
    return "?";
  return bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, piece))->name;
}

const char *
ohio_loc_name (const OhioCtx *c, int location)
{
  if (location < 0 || location >= (int) c->d->n_locations)
    return "?";
  return bh_game_data_get_location_name (c->self->data, location);
}

const char *
ohio_side_name (const OhioCtx *c, int side)
{
  if (side < 0 || side > 1)
    return "?";
  return bh_game_data_get_side (c->self->data, side)->short_name;
}

const char *
ohio_nation_name (const OhioCtx *c, int nation)
{
  if (nation < 0 || nation >= (int) c->d->n_nations)
    return "?";
  return bh_game_data_get_nation (c->self->data, nation)->name;
}

const char *
ohio_event_name (int event)
{
  switch (event)
    {
    case EV_BATTLE: return "Battle";
    case EV_DELAY: return "Delay";
    case EV_US_CONFUSED: return "US Confused";
    case EV_WC_CONFUSED: return "WC Confused";
    case EV_REINFORCEMENTS: return "Reinforcements";
    default: return "?";
    }
}

static const char *
scout_use (int use)
{
  return use == 1 ? "for its TP" : use == 2 ? "for its FP" : "not at all";
}

/* 25.2 (option): the US may not look at WC stacks, so the log does not
 * name the WC pieces that move. */
static const char *
moving_piece (const OhioCtx *c, int piece)
{
  if ((c->x->options & OPT_EXAMINE_STACKS) && piece >= 0 && piece < (int) c->d->n_pieces &&
      c->d->pieces[piece].side == 1)
    return "a WC piece";
  return ohio_piece_name (c, piece);
}

/* A player's wording of an action. */
char *
ohio_describe_action (BhOhioRules *self, const BhState *state, const BhAction *a)
{
  OhioCtx c;
  const gint32 *g = a->args;

  /* Only names are read: the state is not changed. */
  ohio_ctx_init (&c, self, (BhState *) state);
#define P(i) ohio_piece_name (&c, g[i])
#define M(i) moving_piece (&c, g[i])
#define L(i) ohio_loc_name (&c, g[i])
  switch (a->kind)
    {
    case A_PASS: return g_strdup ("Pass");
    case A_SAVE: return g_strdup ("Save the special action point");
    case A_RECRUIT_US: return g_strdup ("Recruit");
    case A_RECRUIT_WC:
      return g_strdup_printf (g[1] > 0 ? "Recruit among the %s, trading %d roll(s) for British Arms"
                                       : "Recruit among the %s", ohio_nation_name (&c, g[0]), g[1]);
    case A_PLACE: return g_strdup_printf ("Place %s at %s", P (0), L (1));
    case A_REDRAW: return g_strdup ("Draw the recruit again");
    case A_KEEP: return g_strdup ("Keep the recruit");
    case A_TREATY: return g_strdup_printf ("Seek a treaty with the %s", ohio_nation_name (&c, g[0]));
    case A_ALLIANCE: return g_strdup_printf ("Seek an alliance with the %s", ohio_nation_name (&c, g[0]));
    case A_BUILD: return g_strdup_printf ("Build a %s at %s", P (0), L (1));
    case A_BUILD_FORT: return g_strdup_printf ("Build a %s at %s with the %s", P (0), L (1), P (2));
    case A_REPAIR: return g_strdup_printf ("Repair the structure at %s", L (0));
    case A_HARASS: return g_strdup ("Harass the structure");
    case A_NO_HARASS: return g_strdup ("Do not harass");
    case A_RAID: return g_strdup_printf ("Raid %s", L (0));
    case A_SEARCH_ARTILLERY: return g_strdup_printf ("Search for the lost %s", P (0));
    case A_SEARCH_RAIDERS: return g_strdup ("Search for raiders");
    case A_STRATEGIC: return g_strdup_printf ("Strategic movement: %s to %s", M (0), L (1));
    case A_STRATEGIC_WITH: return g_strdup_printf ("Strategic movement: %s with %s to %s", M (0), M (1), L (2));
    case A_FORM: return g_strdup_printf ("Form a force with %s", M (0));
    case A_ADD: return g_strdup_printf ("Add %s to the force", M (0));
    case A_MARCH: return g_strdup ("March");
    case A_MARCH_SCOUT: return g_strdup ("March with the scout's extra MP");
    case A_CANCEL: return g_strdup ("Cancel the force");
    case A_END_OPS: return g_strdup ("End operations");
    case A_GARRISON: return g_strdup_printf ("Put %s inside the fort", P (0));
    case A_UNGARRISON: return g_strdup_printf ("Take %s out of the fort", P (0));
    case A_BREAKOUT: return g_strdup_printf ("Break out of the fort at %s", L (0));
    case A_MOVE: return g_strdup_printf ("Move to %s", L (0));
    case A_PICKUP: return g_strdup_printf ("Pick up %s", M (0));
    case A_DROP: return g_strdup_printf ("Drop off %s", M (0));
    case A_STOP: return g_strdup ("Stop");
    case A_PASS_THROUGH: return g_strdup ("Pass through");
    case A_ATTACK: return g_strdup ("Attack");
    case A_OVERRUN: return g_strdup ("Overrun");
    case A_IGNORE: return g_strdup ("Leave the structure alone");
    case A_AMBUSH: return g_strdup_printf ("Ambush from %s", L (0));
    case A_NO_AMBUSH: return g_strdup ("No ambush");
    case A_DEFEND: return g_strdup ("Defend");
    case A_RBC: return g_strdup ("Retreat before combat");
    case A_RBC_TP: return g_strdup_printf ("Use the TP of %s on the retreat roll", M (0));
    case A_RBC_NO_TP: return g_strdup ("No TP on the retreat roll");
    case A_SCOUT: return g_strdup_printf ("Use %s %s", P (0), scout_use (g[1]));
    case A_REROLL: return g_strdup ("Roll again");
    case A_NO_REROLL: return g_strdup ("Keep the roll");
    case A_REINFORCE: return g_strdup_printf ("Reinforce the battle with %s", M (0));
    case A_NO_REINFORCE: return g_strdup ("No reinforcements");
    case A_CASUALTY: return g_strdup_printf ("Casualty: %s", P (0));
    case A_HIT_STRUCTURE: return g_strdup_printf ("Casualty: the structure at %s", L (0));
    case A_RETREAT: return g_strdup_printf ("Retreat to %s", L (0));
    case A_RETREAT_UNIT: return g_strdup_printf ("Retreat %s to %s", M (0), L (1));
    case A_RELOCATE: return g_strdup_printf ("Move the village to %s", L (0));
    case A_SUPPLY: return g_strdup_printf ("Supply the stack at %s with the %s", L (0), P (1));
    case A_NO_SUPPLY: return g_strdup_printf ("Leave the stack at %s unsupplied", L (0));
    case A_WINTER_CUP: return g_strdup_printf ("Send %s home to the cup", P (0));
    default: return g_strdup ("?");
    }
#undef P
#undef M
#undef L
}
