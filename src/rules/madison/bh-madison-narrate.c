/* bh-madison-narrate.c — Mr. Madison's War in words: a player's wording
 * of each action, with the rule that governs it. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-madison-private.h"
#include "bh-narration.h"

char *
mad_describe (BhMadisonRules *self, const BhState *state, const BhAction *a)
{
  MadCtx c;
  int p = a->args[0];

  mad_ctx_init (&c, self, (BhState *) state);
  switch (a->kind)
    {
    /* Translators: Mr. Madison's War: the wording of a player's action; the
       rule number in brackets stays as it is */
    case A_KEEP: return g_strdup (_("Keep the card (6.2)"));
    case A_OPS:
      return g_strdup_printf (ngettext ("Play %s for %d operations point (8.31)", "Play %s for %d operations points (8.31)",
                                        self->d->pieces[p].ops),
                              mad_name (&c, p), self->d->pieces[p].ops);
    case A_EVENT: return g_strdup_printf (_("Play %s as an event (8.31)"), mad_name (&c, p));
    case A_HOLD: return g_strdup_printf (_("Hold %s back (7.34)"), mad_name (&c, p));
    case A_LEADER: return g_strdup_printf (_("Activate %s (8.4)"), mad_name (&c, p));
    case A_UNITS: return g_strdup_printf (_("Activate units in %s (8.6)"), mad_loc (&c, p));
    case A_ADD: return g_strdup_printf (_("Take %s along (8.41)"), mad_name (&c, p));
    case A_GO: return g_strdup (_("Start moving (9.1)"));
    case A_MOVE:
      if (state->pending.kind == D_FLEET)
        return g_strdup_printf (_("Put %s back into %s (11.23)"), mad_name (&c, p), mad_loc (&c, a->args[1]));
      if (state->pending.kind == D_FALL_BACK)
        return g_strdup_printf (_("Fall back with %s to %s (8.31)"), mad_name (&c, p), mad_loc (&c, a->args[1]));
      return g_strdup_printf (_("Move %s to %s (9.2)"), mad_name (&c, p), mad_loc (&c, a->args[1]));
    case A_PICKUP: return g_strdup_printf (_("Pick up %s (8.42)"), mad_name (&c, p));
    case A_DROP: return g_strdup_printf (_("Drop off %s (8.42)"), mad_name (&c, p));
    case A_END: return g_strdup (_("End the movement (10.1)"));
    case A_LEAD: return g_strdup_printf (_("%s leads (10.31)"), mad_name (&c, p));
    case A_COMMAND: return g_strdup_printf (_("%s commands (3.35)"), mad_name (&c, p));
    case A_LOSS:
      if (((const MadExtra *) bh_state_const_extra (state))->loss_reason == LOSS_WINTER)
        return g_strdup_printf (_("%s takes the winter's step loss (16.22)"), mad_name (&c, p));
      if (state->pending.kind == D_FALL_BACK)
        return g_strdup_printf (_("Reduce %s rather than fall back (8.31)"), mad_name (&c, p));
      return g_strdup_printf (_("%s takes the step loss (10.52)"), mad_name (&c, p));
    case A_RETREAT:
      if (state->pending.kind == D_FLEET)
        return g_strdup_printf (_("Return the ships to %s (11.22)"), mad_loc (&c, p));
      if (state->pending.kind == D_HAVEN)
        return g_strdup_printf (_("Send the ships or naval leader to %s (9.61)"), mad_loc (&c, p));
      /* The wording names the rule the log tags it with (mad_action_rule). */
      if (state->pending.kind == D_FREE_RETREAT)
        return g_strdup_printf (_("Retreat to %s without penalty before the next round (8.31)"), mad_loc (&c, p));
      if (state->pending.kind == D_BUMP)
        return g_strdup_printf (c.x->bump_reinf ? _("Step aside to %s for the reinforcements (14.33)")
                                                : _("Step aside to %s for the retreating force (10.72)"),
                                mad_loc (&c, p));
      return g_strdup_printf (_("Retreat to %s (10.7)"), mad_loc (&c, p));
    case A_PASS: return g_strdup (_("Play no more winter events (16.1)"));
    case A_RESTORE:
      return g_strdup_printf (_("Play %s to restore %d units (8.31)"), mad_name (&c, p), self->d->pieces[p].ops);
    case A_FLIP: return g_strdup_printf (_("Restore %s (8.31)"), mad_name (&c, p));
    case A_DONE:
      if (state->pending.kind == D_SHIPYARD)
        return g_strdup (_("Build or repair no more ships (15.12)"));
      if (state->pending.kind == D_FLEET)
        return g_strdup (_("Put no more ships back into the box (11.23)"));
      if (state->pending.kind == D_EVENT_SPACE)
        return g_strdup (_("Stay where they are (8.31)"));
      return g_strdup (_("Restore no more units (8.31)"));
    case A_CAMPAIGN: return g_strdup_printf (_("Play %s to move two forces (8.7)"), mad_name (&c, p));
    case A_RBC: return g_strdup (_("Retreat before combat (9.41)"));
    case A_STAND:
      if (state->pending.kind == D_FREE_RETREAT)
        return g_strdup (_("Fight on (8.31)"));
      return g_strdup (_("Stay and fight (9.45)"));
    case A_BATTLE:
      return g_strdup_printf (_("Play %s as a battle card (8.31)"), mad_name (&c, p));
    case A_NO_BATTLE: return g_strdup (_("No battle card this round (10.62)"));
    case A_DEPOT: return g_strdup_printf (_("Play %s for a supply depot in %s (13.52)"), mad_name (&c, p), mad_loc (&c, a->args[1]));
    case A_EMBARK: return g_strdup_printf (_("Take %s aboard %s (11.3)"), mad_name (&c, p), mad_name (&c, a->args[1]));
    case A_LAND: return g_strdup_printf (_("Land the troops aboard %s (11.3, 11.5)"), mad_name (&c, p));
    case A_REACT: return g_strdup_printf (_("Play %s as a reaction against the enemy force (8.31)"), mad_name (&c, p));
    case A_NO_REACTION:
      /* BURLINGTON RACES declined: the flag struck stands. */
      if (c.x->react_battle && c.x->b.stage == BS_NAVAL_STRIKE)
        return g_strdup (_("Play no card: the fleet strikes its flag and the victor rolls (8.31)"));
      if (c.x->react_battle)
        return g_strdup (_("Play no card: the attack goes ahead (8.31)"));
      return g_strdup (_("Play no reaction card: the enemy force moves on (8.31)"));
    case A_ESCORT: return g_strdup_printf (_("Let %s sail with the schooner carrying the unit (11.35)"), mad_name (&c, p));
    case A_TAKE: return g_strdup_printf (_("Let the event take %s (8.31)"), mad_name (&c, p));
    case A_CHOOSE:
      if (mad_event_entering (&c))
        return g_strdup_printf (_("March the force at %s into %s (8.31)"), mad_loc (&c, p), mad_loc (&c, c.x->ev_at));
      return g_strdup_printf (_("Play the event on %s (8.31)"), mad_loc (&c, p));
    case A_MARCH: return g_strdup_printf (_("March the event's force to %s (8.31)"), mad_loc (&c, p));
    case A_FIGHT:
      if (state->pending.kind == D_TARGET)
        return g_strdup_printf (_("Attack %s with the event's force (8.31)"), mad_loc (&c, p));
      return g_strdup_printf (_("Fight the battle at %s next (10.1)"), mad_loc (&c, p));
    case A_WITHDRAW:
      return g_strdup_printf (_("Withdraw %s free to %s before the card play (11.21)"), mad_name (&c, p), mad_loc (&c, a->args[1]));
    case A_NBV: return g_strdup_printf (_("Play %s to build or repair ships (NBV %d, 15.12)"), mad_name (&c, p), self->d->pieces[p].ops);
    case A_BUILD: return g_strdup_printf (_("Build %s at %s (15.13)"), mad_name (&c, p), mad_loc (&c, a->args[1]));
    case A_REPAIR: return g_strdup_printf (_("Repair %s (15.22)"), mad_name (&c, p));
    case A_DELAY:
      if (mad_delay_removes (&c, p))
        return g_strdup_printf (_("Leave %s off the map for good (14.21)"), mad_name (&c, p));
      return g_strdup_printf (_("Hold %s back a turn (14.21)"), mad_name (&c, p));
    case A_PLACE: return g_strdup (_("Place the other reinforcements (14.1)"));
    case A_ASSAULT: return g_strdup_printf (_("Place the reinforcements on %s and attack (14.31)"), mad_loc (&c, p));
    default: return g_strdup ("?");
    }
}

/* The log's wording of an action: as a player words it, but a card held
 * back (7.34) lies face down, so only its holder reads its title. */
char *
mad_narrate_wording (BhMadisonRules *self, const BhState *before, const BhAction *a)
{
  MadCtx c;
  g_autofree char *card = NULL;

  if (a->kind != A_HOLD)
    return mad_describe (self, before, a);
  mad_ctx_init (&c, self, (BhState *) before);
  /* Translators: Mr. Madison's War: the log's wording of a card held back as
     the other player reads it: "Hold a card back (7.34)" */
  card = bh_narration_secret (before->pending.side, mad_name (&c, a->args[0]), _("a card"));
  return g_strdup_printf (_("Hold %s back (7.34)"), card);
}

/* The rule the log tags an action with: the kind's, unless the decision
 * makes it another rule's (the same action kinds serve the fleet return,
 * the shipyard, a haven and the winter's losses), as its wording says. */
const char *
mad_action_rule (BhRules *rules, const BhState *state, const BhAction *a)
{
  const MadExtra *x = bh_state_const_extra (state);
  int decision = state->pending.kind;

  switch (a->kind)
    {
    case A_MOVE:
      return decision == D_FLEET ? "11.23" : decision == D_FALL_BACK ? "8.31" : NULL;
    case A_RETREAT:
      return decision == D_FLEET ? "11.22" : decision == D_HAVEN ? "9.61" : decision == D_FREE_RETREAT ? "8.31"
             : decision == D_BUMP ? (x->bump_reinf ? "14.33" : "10.72") : NULL;
    case A_STAND:
      return decision == D_FREE_RETREAT ? "8.31" : NULL;
    case A_DONE:
      return decision == D_SHIPYARD ? "15.12" : decision == D_FLEET ? "11.23" : NULL;
    case A_LOSS:
      return decision == D_FALL_BACK ? "8.31" : x->loss_reason == LOSS_WINTER ? "16.22" : NULL;
    case A_FIGHT:
      return decision == D_TARGET ? "8.31" : NULL;
    default:
      return NULL;
    }
}
