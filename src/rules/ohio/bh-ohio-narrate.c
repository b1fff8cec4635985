/* bh-ohio-narrate.c — Blood on the Ohio in words: a player's wording of
 * each action, and the notes the rules write while an action is applied
 * again for the log (dice, modifiers, tables, results, each with its rule
 * number). */
#include "config.h"

#include <stdarg.h>

#include <glib/gi18n-lib.h>

#include "bh-ohio-private.h"
#include "bh-narration.h"

void
ohio_note (OhioCtx *c, const char *rule, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  bh_notes_append_valist (c->notes, rule, format, args);
  va_end (args);
}

/* VP in half points as players write them: "3", "½", "2½". */
char *
ohio_vp_text (int half_points)
{
  if (half_points % 2 == 0)
    return g_strdup_printf ("%d", half_points / 2);
  if (half_points == 1)
    return g_strdup ("½");
  return g_strdup_printf ("%d½", half_points / 2);
}

const char *
ohio_piece_name (const OhioCtx *c, int piece)
{
  return bh_narration_piece_name (c->self->data, piece);
}

const char *
ohio_loc_name (const OhioCtx *c, int location)
{
  return bh_narration_location (c->self->data, location);
}

const char *
ohio_side_name (const OhioCtx *c, int side)
{
  return bh_narration_side (c->self->data, side);
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
    /* Translators: Blood on the Ohio: the faces of the event die (14.3);
       US is the United States, WC the Western Confederacy. */
    case EV_BATTLE: return C_("ohio event die", "Battle");
    case EV_DELAY: return C_("ohio event die", "Delay");
    case EV_US_CONFUSED: return C_("ohio event die", "US Confused");
    case EV_WC_CONFUSED: return C_("ohio event die", "WC Confused");
    case EV_REINFORCEMENTS: return C_("ohio event die", "Reinforcements");
    default: return "?";
    }
}

static const char *
scout_use (int use)
{
  /* Translators: Blood on the Ohio: ends "Use <scout> …" (21.3); TP are
     tactical points, FP force points. */
  return use == 1 ? _("for its TP") : use == 2 ? _("for its FP") : _("not at all");
}

/* 25.2 (option): the US may not look at WC stacks, so the log does not
 * name the WC pieces that move. */
const char *
ohio_moving_piece_name (const OhioCtx *c, int piece)
{
  if ((c->x->options & OPT_EXAMINE_STACKS) && piece >= 0 && piece < (int) c->d->n_pieces &&
      c->d->pieces[piece].side == 1)
    /* Translators: Blood on the Ohio: a hidden piece of the Western
       Confederacy in the log (25.2) */
    return _("a WC piece");
  return ohio_piece_name (c, piece);
}

/* 25.2 (option): `piece`'s name as a note tells it: a WC piece in a
 * stack on the map is named to the WC only, the US reads "a WC piece".
 * Pontiac's pontiac_told_name has the same shape, but all they share is
 * bh_narration_secret (src/engine): what hides a piece, and from whom, is
 * each game's own rule (25.2's examined stacks here, 6.3's off-map box
 * there), so each keeps its own. */
char *
ohio_told_name (const OhioCtx *c, int piece)
{
  const char *name = ohio_piece_name (c, piece);
  int loc;

  if (!ohio_kept_from_us (c, piece))
    return g_strdup (name);
  loc = c->pc[piece].location;
  if (loc == BH_OFFBOARD || loc >= (int) c->d->n_spaces)
    return g_strdup (name);
  return bh_narration_secret (1, name, _("a WC piece"));
}

/* 25.2 (option): a WC piece the US may not look at in a stack on the map:
 * any but a village marker, a structure printed on the space that stays
 * in the US's view (ohio_piece_visible). */
gboolean
ohio_kept_from_us (const OhioCtx *c, int piece)
{
  int kl;

  if (!(c->x->options & OPT_EXAMINE_STACKS) || piece < 0 || piece >= (int) c->d->n_pieces ||
      c->d->pieces[piece].side != 1)
    return FALSE;
  kl = c->d->pieces[piece].klass;
  return kl != PC_VILLAGE && kl != PC_PRINCIPAL;
}

/* 25.2 (option): `piece`'s name as `seat` reads it: the WC reads its
 * own pieces' names, the US "a WC piece" (ohio_moving_piece_name);
 * BH_NONE reads every name. */
static const char *
name_told_to (const OhioCtx *c, int piece, int seat)
{
  if (seat == BH_NONE || seat == 1)
    return ohio_piece_name (c, piece);
  return ohio_moving_piece_name (c, piece);
}

/* A player's wording of an action, as `seat` reads it. */
char *
ohio_describe_action (BhOhioRules *self, const BhState *state, const BhAction *a, int seat)
{
  OhioCtx c;
  const gint32 *g = a->args;

  /* Only names are read: the state is not changed. */
  ohio_ctx_init (&c, self, (BhState *) state);
#define P(i) ohio_piece_name (&c, g[i])
#define M(i) name_told_to (&c, g[i], seat)
#define L(i) ohio_loc_name (&c, g[i])
  switch (a->kind)
    {
    /* Translators: Blood on the Ohio: one-word actions (Pass, Recruit,
       March, Stop, Attack, Overrun, Defend) are offered as buttons */
    case A_PASS: return g_strdup (C_("ohio action", "Pass"));
    /* Translators: Blood on the Ohio (5.9): keep an unused special action point for later */
    case A_SAVE: return g_strdup (_("Save the special action point"));
    case A_RECRUIT_US: return g_strdup (C_("ohio action", "Recruit"));
    case A_RECRUIT_WC:
      /* Translators: Blood on the Ohio (5.1.2): the nation's name, plural */
      return g_strdup_printf (_("Recruit among the %s"), ohio_nation_name (&c, g[0]));
    /* Translators: Blood on the Ohio: a piece, then a space or box */
    case A_PLACE: return g_strdup_printf (_("Place %s at %s"), P (0), L (1));
    case A_REDRAW: return g_strdup (_("Draw the recruit again"));
    case A_KEEP: return g_strdup (_("Keep the recruit"));
    case A_SETUP:
      {
        /* 25.2 (option): villages show on the map; any other WC piece is
         * "a WC piece" in the action's line the US reads, as a strategic
         * move's; the WC reads its own piece's name. */
        int klass = g[0] >= 0 && g[0] < (int) c.d->n_pieces ? c.d->pieces[g[0]].klass : -1;

        /* Translators: a piece of the set-up is placed; the piece, the space, the scenario's rule */
        return g_strdup_printf (_("Set up %s in %s (%s)"), klass == PC_VILLAGE || klass == PC_RAZED ? P (0) : M (0),
                                L (1), ohio_setup_rule (&c, a->args[0]));
      }
    case A_SETUP_EXAMPLE:
      {
        int left = ohio_setup_left (&c, state->pending.side);

        if (state->pending.kind == D_SETUP_FORT)
          /* Translators: Blood on the Ohio: the quick way through the
             set-up's forts (20.1); the appendix ("App. 2" or "App. 4") */
          return g_strdup_printf (_("Set up the forts' stacks as the scenario's example has them (%s)"),
                                  ohio_setup_rule (&c, -1));

        /* Translators: Blood on the Ohio: the quick way through the set-up,
           a side's pieces still to place go where the scenario shows them;
           the count, the appendix ("App. 2" or "App. 4") */
        return g_strdup_printf (ngettext ("Place the %d remaining piece where the scenario shows it (%s)",
                                          "Place the %d remaining pieces where the scenario shows them (%s)", left),
                                left, ohio_setup_rule (&c, state->pending.kind == D_SETUP ? state->pending.args[0] : -1));
      }
    /* Translators: Blood on the Ohio (5.2): a nation's name, plural ("Ottawa", "Wyandot") */
    case A_TREATY: return g_strdup_printf (_("Seek a treaty with the %s"), ohio_nation_name (&c, g[0]));
    case A_ALLIANCE: return g_strdup_printf (_("Seek an alliance with the %s"), ohio_nation_name (&c, g[0]));
    /* Translators: Blood on the Ohio (5.3): a structure ("settlement", "fort"), then a space */
    case A_BUILD: return g_strdup_printf (_("Build a %s at %s"), P (0), L (1));
    /* Translators: Blood on the Ohio (5.3): a fort, a space, then the supply wagon that pays for it */
    case A_BUILD_FORT: return g_strdup_printf (_("Build a %s at %s with the %s"), P (0), L (1), P (2));
    case A_REPAIR: return g_strdup_printf (_("Repair the structure at %s"), L (0));
    case A_HARASS: return g_strdup (_("Harass the structure"));
    case A_NO_HARASS: return g_strdup (_("Do not harass"));
    case A_RAID: return g_strdup_printf (_("Raid %s"), L (0));
    case A_SEARCH_ARTILLERY: return g_strdup_printf (_("Search for the lost %s"), P (0));
    case A_SEARCH_RAIDERS: return g_strdup (_("Search for raiders"));
    /* Translators: Blood on the Ohio (5.8): a piece, then a space */
    case A_STRATEGIC: return g_strdup_printf (_("Strategic movement: %s to %s"), M (0), L (1));
    /* Translators: Blood on the Ohio (5.8): a piece, the piece going with it, then a space */
    case A_STRATEGIC_WITH: return g_strdup_printf (_("Strategic movement: %s with %s to %s"), M (0), M (1), L (2));
    case A_FORM: return g_strdup_printf (_("Form a force with %s"), M (0));
    case A_ADD: return g_strdup_printf (_("Add %s to the force"), M (0));
    case A_MARCH: return g_strdup (C_("ohio action", "March"));
    /* Translators: Blood on the Ohio (21.2): MP are movement points */
    case A_MARCH_SCOUT: return g_strdup (_("March with the scout's extra MP"));
    case A_CANCEL: return g_strdup (_("Cancel the force"));
    case A_END_OPS: return g_strdup (_("End operations"));
    case A_STACKS_DONE:
      /* Translators: Blood on the Ohio (App. 2, 20.1): the set-up's split
         of a fort's stacks is made; the fort's space */
      return g_strdup_printf (_("Leave the stacks at %s as they stand"),
                              state->pending.kind == D_SETUP_FORT ? ohio_setup_fort_name (&c, state->pending.args[0])
                                                                  : C_("ohio", "the fort"));
    case A_GARRISON: return g_strdup_printf (_("Put %s inside the fort"), P (0));
    case A_UNGARRISON: return g_strdup_printf (_("Take %s out of the fort"), P (0));
    case A_BREAKOUT: return g_strdup_printf (_("Break out of the fort at %s"), L (0));
    case A_MOVE: return g_strdup_printf (_("Move to %s"), L (0));
    case A_PICKUP: return g_strdup_printf (_("Pick up %s"), M (0));
    case A_DROP: return g_strdup_printf (_("Drop off %s"), M (0));
    case A_STOP: return g_strdup (C_("ohio action", "Stop"));
    /* Translators: Blood on the Ohio (13.0): move on through a space held by the enemy */
    case A_PASS_THROUGH: return g_strdup (_("Pass through"));
    case A_ATTACK: return g_strdup (C_("ohio action", "Attack"));
    case A_OVERRUN: return g_strdup (C_("ohio action", "Overrun"));
    /* Translators: Blood on the Ohio (20.0): move on without attacking the enemy structure */
    case A_IGNORE: return g_strdup (_("Leave the structure alone"));
    case A_AMBUSH: return g_strdup_printf (_("Ambush from %s"), L (0));
    case A_NO_AMBUSH: return g_strdup (_("No ambush"));
    case A_DEFEND: return g_strdup (C_("ohio action", "Defend"));
    /* Translators: Blood on the Ohio (16.0) */
    case A_RBC: return g_strdup (_("Retreat before combat"));
    /* Translators: Blood on the Ohio (16.0): a leader; TP are tactical points */
    case A_RBC_TP: return g_strdup_printf (_("Use the TP of %s on the retreat roll"), M (0));
    case A_RBC_NO_TP: return g_strdup (_("No TP on the retreat roll"));
    /* Translators: Blood on the Ohio (21.3): the scout, then "for its TP", "for its FP" or "not at all" */
    case A_SCOUT: return g_strdup_printf (_("Use %s %s"), P (0), scout_use (g[1]));
    case A_REROLL: return g_strdup (_("Roll again"));
    case A_NO_REROLL: return g_strdup (_("Keep the roll"));
    case A_REINFORCE: return g_strdup_printf (_("Reinforce the battle with %s"), M (0));
    case A_NO_REINFORCE: return g_strdup (_("No reinforcements"));
    case A_CASUALTY: return g_strdup_printf (_("Casualty: %s"), P (0));
    case A_HIT_STRUCTURE: return g_strdup_printf (_("Casualty: the structure at %s"), L (0));
    case A_RETREAT: return g_strdup_printf (_("Retreat to %s"), L (0));
    case A_RETREAT_UNIT: return g_strdup_printf (_("Retreat %s to %s"), M (0), L (1));
    case A_RELOCATE: return g_strdup_printf (_("Move the village to %s"), L (0));
    /* Translators: Blood on the Ohio (10.0): a space, then a supply wagon */
    case A_SUPPLY: return g_strdup_printf (_("Supply the stack at %s with the %s"), L (0), P (1));
    case A_NO_SUPPLY: return g_strdup_printf (_("Leave the stack at %s unsupplied"), L (0));
    /* Translators: Blood on the Ohio (11.2): a militia unit goes back to the Recruitment Cup */
    case A_WINTER_CUP: return g_strdup_printf (_("Send %s home to the cup"), P (0));
    /* Translators: Blood on the Ohio (5.1.2): after the first recruit roll */
    case A_TAKE_ARMS: return g_strdup (_("Take the British Arms instead of the second roll"));
    case A_RECRUIT_ROLL: return g_strdup (_("Roll the second recruit check"));
    default: return g_strdup ("?");
    }
#undef P
#undef M
#undef L
}
